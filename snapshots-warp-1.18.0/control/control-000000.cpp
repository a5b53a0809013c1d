// Generated for case control-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_control_000000_fa66cbf7 {
    wp::array_t<wp::vec_t<3, wp::float32>> contact_directions;
    wp::array_t<wp::float32> contact_masses;
    wp::array_t<wp::float32> contact_temperatures;
    wp::int32 n;
    wp::array_t<wp::float32> contact_residuals;
    wp::array_t<wp::float32> contact_costs;
};


void control_000000_fa66cbf7_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000000_fa66cbf7 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_directions = _wp_args->contact_directions;
    wp::array_t<wp::float32> var_contact_masses = _wp_args->contact_masses;
    wp::array_t<wp::float32> var_contact_temperatures = _wp_args->contact_temperatures;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_contact_residuals = _wp_args->contact_residuals;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::int32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 2;
    wp::int32 var_15;
    wp::shape_t* var_16;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    wp::shape_t var_19;
    wp::int32 var_20;
    wp::float32* var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 4;
    wp::int32 var_25;
    const wp::int32 var_26 = 1;
    bool var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -1.706;
    const wp::float32 var_31 = 1.42;
    const wp::float32 var_32 = -0.9;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 1.12;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = -3.0;
    const wp::float32 var_40 = 3.0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::float32 var_44 = 1.0;
    wp::float32 var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::int32 var_47 = 0;
    wp::int32 var_48;
    const wp::int32 var_49 = 2;
    bool var_50;
    const wp::int32 var_51 = 1;
    wp::int32 var_52;
    const wp::float32 var_53 = -0.852;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.0;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::int32 var_62 = 0;
    wp::int32 var_63;
    const wp::int32 var_64 = 5;
    bool var_65;
    const wp::int32 var_66 = 1;
    wp::int32 var_67;
    const wp::float32 var_68 = 0.5;
    wp::vec_t<3, wp::float32> var_69;
    const wp::float32 var_70 = -0.48;
    const wp::float32 var_71 = 0.85;
    const wp::float32 var_72 = -1.469;
    wp::vec_t<3, wp::float32> var_73;
    wp::vec_t<3, wp::float32> var_74;
    const wp::float32 var_75 = 1.048;
    const wp::float32 var_76 = -0.963;
    const wp::float32 var_77 = -0.4;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32> var_80;
    const wp::float32 var_81 = 1.32;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::range_t var_84;
    wp::int32 var_85;
    const wp::float32 var_86 = 0.5;
    wp::vec_t<3, wp::float32> var_87;
    const wp::float32 var_88 = 0.01;
    const wp::float32 var_89 = 0.63;
    const wp::float32 var_90 = 1.133;
    wp::vec_t<3, wp::float32> var_91;
    const wp::float32 var_92 = 0.707;
    const wp::float32 var_93 = 0.089;
    const wp::float32 var_94 = 0.234;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    const wp::float32 var_97 = 1.43;
    wp::vec_t<3, wp::float32> var_98;
    const wp::float32 var_99 = -0.27;
    wp::float32 var_100;
    const wp::float32 var_101 = 0.5;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::vec_t<3, wp::float32> var_105;
    const wp::float32 var_106 = 0.67;
    wp::vec_t<3, wp::float32> var_107;
    wp::vec_t<3, wp::float32> var_108;
    const wp::int32 var_109 = 3;
    wp::int32 var_110;
    const wp::int32 var_111 = 1;
    bool var_112;
    wp::vec_t<3, wp::float32> var_113;
    wp::int32 var_114;
    bool var_115;
    bool var_116;
    bool var_117;
    bool var_118;
    bool var_119;
    const wp::float32 var_120 = 1.1;
    wp::vec_t<3, wp::float32> var_121;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    const wp::float32 var_124 = 1.25;
    wp::vec_t<3, wp::float32> var_125;
    wp::vec_t<3, wp::float32> var_126;
    const wp::float32 var_127 = -0.2;
    const wp::float32 var_128 = -1.6;
    const wp::float32 var_129 = 0.245;
    wp::vec_t<3, wp::float32> var_130;
    wp::vec_t<3, wp::float32> var_131;
    const wp::float32 var_132 = -1.84;
    wp::vec_t<3, wp::float32> var_133;
    wp::vec_t<3, wp::float32> var_134;
    const wp::float32 var_135 = 1.469;
    const wp::float32 var_136 = -1.18;
    const wp::float32 var_137 = -1.02;
    wp::vec_t<3, wp::float32> var_138;
    wp::vec_t<3, wp::float32> var_139;
    wp::vec_t<3, wp::float32> var_140;
    const wp::int32 var_141 = 0;
    wp::float32 var_142;
    const wp::int32 var_143 = 1;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::int32 var_146 = 2;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    bool var_150;
    const wp::float32 var_151 = -0.257;
    const wp::float32 var_152 = -1.6;
    const wp::float32 var_153 = -1.86;
    wp::vec_t<3, wp::float32> var_154;
    const wp::float32 var_155 = -1.1;
    const wp::float32 var_156 = -1.8;
    const wp::float32 var_157 = 1.87;
    wp::vec_t<3, wp::float32> var_158;
    wp::vec_t<3, wp::float32> var_159;
    const wp::float32 var_160 = 0.697;
    const wp::float32 var_161 = -0.589;
    const wp::float32 var_162 = 0.442;
    wp::vec_t<3, wp::float32> var_163;
    const wp::float32 var_164 = 1.0;
    const wp::float32 var_165 = 0.05;
    const wp::float32 var_166 = 1.78;
    wp::vec_t<3, wp::float32> var_167;
    wp::vec_t<3, wp::float32> var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::range_t var_172;
    wp::range_t var_173;
    wp::int32 var_174;
    const wp::float32 var_175 = 0.5;
    wp::vec_t<3, wp::float32> var_176;
    const wp::float32 var_177 = 1.751;
    const wp::float32 var_178 = -1.319;
    const wp::float32 var_179 = 0.8;
    wp::vec_t<3, wp::float32> var_180;
    const wp::float32 var_181 = -1.652;
    wp::vec_t<3, wp::float32> var_182;
    wp::float32 var_183;
    const wp::float32 var_184 = 0.806;
    wp::float32 var_185;
    const wp::float32 var_186 = 0.74;
    wp::vec_t<3, wp::float32> var_187;
    wp::float32 var_188;
    wp::vec_t<3, wp::float32> var_189;
    wp::vec_t<3, wp::float32> var_190;
    const wp::float32 var_191 = 0.96;
    wp::vec_t<3, wp::float32> var_192;
    wp::vec_t<3, wp::float32> var_193;
    bool var_194;
    bool var_195;
    bool var_196;
    wp::vec_t<3, wp::float32> var_197;
    const wp::int32 var_198 = 3;
    wp::int32 var_199;
    const wp::int32 var_200 = 1;
    bool var_201;
    wp::vec_t<3, wp::float32> var_202;
    const wp::int32 var_203 = 0;
    const wp::float32 var_204 = 0.5;
    wp::vec_t<3, wp::float32> var_205;
    const wp::int32 var_206 = 4;
    wp::int32 var_207;
    wp::shape_t* var_208;
    const wp::int32 var_209 = 0;
    wp::int32 var_210;
    wp::shape_t var_211;
    wp::int32 var_212;
    wp::vec_t<3, wp::float32>* var_213;
    wp::vec_t<3, wp::float32> var_214;
    wp::vec_t<3, wp::float32> var_215;
    const wp::float32 var_216 = 1.03;
    wp::vec_t<3, wp::float32> var_217;
    wp::vec_t<3, wp::float32> var_218;
    bool var_219;
    bool var_220;
    const wp::float32 var_221 = 0.59;
    bool var_222;
    const wp::int32 var_223 = 1;
    const wp::float32 var_224 = 0.5;
    wp::vec_t<3, wp::float32> var_225;
    const wp::int32 var_226 = 4;
    wp::int32 var_227;
    wp::shape_t* var_228;
    const wp::int32 var_229 = 0;
    wp::int32 var_230;
    wp::shape_t var_231;
    wp::int32 var_232;
    wp::vec_t<3, wp::float32>* var_233;
    wp::vec_t<3, wp::float32> var_234;
    wp::vec_t<3, wp::float32> var_235;
    const wp::float32 var_236 = 1.03;
    wp::vec_t<3, wp::float32> var_237;
    wp::vec_t<3, wp::float32> var_238;
    bool var_239;
    bool var_240;
    const wp::float32 var_241 = 0.59;
    bool var_242;
    const wp::int32 var_243 = 9;
    wp::int32 var_244;
    const wp::int32 var_245 = 2;
    wp::int32 var_246;
    const wp::int32 var_247 = 1;
    bool var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    wp::float32 var_251;
    const wp::int32 var_252 = 1;
    wp::int32 var_253;
    const wp::int32 var_254 = 0;
    const wp::int32 var_255 = -1;
    wp::range_t var_256;
    wp::int32 var_257;
    const wp::float32 var_258 = 0.5;
    wp::float32 var_259;
    const wp::float32 var_260 = -1.737;
    const wp::float32 var_261 = -0.4;
    const wp::float32 var_262 = 1.86;
    wp::vec_t<3, wp::float32> var_263;
    const wp::float32 var_264 = -0.85;
    const wp::float32 var_265 = -0.205;
    const wp::float32 var_266 = 1.071;
    wp::vec_t<3, wp::float32> var_267;
    wp::float32 var_268;
    wp::float32 var_269;
    const wp::float32 var_270 = 1.0;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = 0.88;
    const wp::float32 var_276 = -0.5;
    const wp::float32 var_277 = -0.2;
    wp::vec_t<3, wp::float32> var_278;
    wp::vec_t<3, wp::float32> var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    const wp::float32 var_282 = 1.0;
    wp::float32 var_283;
    wp::vec_t<3, wp::float32> var_284;
    wp::vec_t<3, wp::float32> var_285;
    const wp::int32 var_286 = 0;
    wp::float32 var_287;
    const wp::int32 var_288 = 1;
    wp::float32 var_289;
    wp::float32 var_290;
    const wp::int32 var_291 = 2;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::int32 var_295 = 3;
    wp::int32 var_296;
    const wp::int32 var_297 = 0;
    const wp::int32 var_298 = -1;
    wp::range_t var_299;
    wp::int32 var_300;
    const wp::float32 var_301 = 0.5;
    wp::vec_t<3, wp::float32> var_302;
    const wp::int32 var_303 = 4;
    wp::int32 var_304;
    wp::shape_t* var_305;
    const wp::int32 var_306 = 0;
    wp::int32 var_307;
    wp::shape_t var_308;
    wp::int32 var_309;
    wp::vec_t<3, wp::float32>* var_310;
    wp::vec_t<3, wp::float32> var_311;
    wp::vec_t<3, wp::float32> var_312;
    const wp::float32 var_313 = 1.5;
    wp::vec_t<3, wp::float32> var_314;
    wp::vec_t<3, wp::float32> var_315;
    bool var_316;
    const wp::float32 var_317 = -0.288;
    bool var_318;
    bool var_319;
    wp::vec_t<3, wp::float32> var_320;
    wp::vec_t<3, wp::float32> var_321;
    wp::vec_t<3, wp::float32> var_322;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = -1.336;
    const wp::float32 var_326 = -1.73;
    const wp::float32 var_327 = -1.71;
    wp::vec_t<3, wp::float32> var_328;
    const wp::float32 var_329 = -0.75;
    const wp::float32 var_330 = -0.662;
    const wp::float32 var_331 = 1.9;
    wp::vec_t<3, wp::float32> var_332;
    wp::vec_t<3, wp::float32> var_333;
    const wp::float32 var_334 = -0.1;
    const wp::float32 var_335 = 1.664;
    const wp::float32 var_336 = -0.87;
    wp::vec_t<3, wp::float32> var_337;
    const wp::float32 var_338 = -1.55;
    const wp::float32 var_339 = -0.399;
    const wp::float32 var_340 = 0.5;
    wp::vec_t<3, wp::float32> var_341;
    wp::vec_t<3, wp::float32> var_342;
    wp::vec_t<3, wp::float32> var_343;
    wp::vec_t<3, wp::float32> var_344;
    const wp::float32 var_345 = 1.49;
    wp::vec_t<3, wp::float32> var_346;
    wp::vec_t<3, wp::float32> var_347;
    wp::vec_t<3, wp::float32> var_348;
    wp::float32 var_349;
    wp::vec_t<3, wp::float32> var_350;
    wp::float32 var_351;
    wp::float32 var_352;
    wp::vec_t<3, wp::float32> var_353;
    wp::float32 var_354;
    wp::vec_t<3, wp::float32> var_355;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::vec_t<3, wp::float32> var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    bool var_361;
    bool var_362;
    bool var_363;
    wp::float32 var_364;
    const wp::float32 var_365 = 1.0;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    const wp::float32 var_369 = 0.14;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    const wp::int32 var_373 = 0;
    wp::float32 var_374;
    wp::float32 var_375;
    const wp::int32 var_376 = 1;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::int32 var_379 = 2;
    wp::float32 var_380;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    const wp::float32 var_384 = -0.8;
    const wp::float32 var_385 = 0.8;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::float32 var_388;
    const wp::float32 var_389 = 0.56;
    wp::float32 var_390;
    wp::float32 var_391;
    const wp::int32 var_392 = 0;
    wp::float32 var_393;
    wp::float32 var_394;
    const wp::int32 var_395 = 1;
    wp::float32 var_396;
    wp::float32 var_397;
    const wp::int32 var_398 = 2;
    wp::float32 var_399;
    wp::float32 var_400;
    //---------
    // forward
    // def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):       <L 5>
    // tid = wp.tid()  # one thread per element                                               <L 7>
    var_0 = builtin_tid1d();
    // v15 = float(0.0)                                                                       <L 8>
    var_2 = wp::float(var_1);
    // v0 = contact_directions[tid]                                                           <L 9>
    var_3 = wp::address(var_contact_directions, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = contact_masses[tid]                                                               <L 10>
    var_6 = wp::address(var_contact_masses, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = contact_temperatures[tid]                                                         <L 11>
    var_9 = wp::address(var_contact_temperatures, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])        <L 12>
    var_12 = wp::sub(var_0, var_0);
    var_13 = wp::float(var_12);
    var_15 = wp::add(var_0, var_14);
    var_16 = &(var_contact_masses.shape);
    var_19 = wp::load(var_16);
    var_18 = wp::extract(var_19, var_17);
    var_20 = wp::mod(var_15, var_18);
    var_21 = wp::address(var_contact_masses, var_20);
    var_23 = wp::load(var_21);
    var_22 = wp::add(var_13, var_23);
    // if (tid) % 4 == 1:                                                                     <L 13>
    var_25 = wp::mod(var_0, var_24);
    var_27 = (var_25 == var_26);
    if (var_27) {
        // contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12       <L 14>
        var_28 = wp::add(var_7, var_10);
        var_29 = wp::add(var_28, var_22);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::max(var_4, var_33);
        var_35 = wp::length_sq(var_34);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_29, var_37);
        wp::array_store(var_contact_residuals, var_0, var_38);
        // return                                                                             <L 15>
        return;
    }
    // v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                           <L 16>
    var_41 = wp::clamp(var_10, var_39, var_40);
    var_42 = wp::cosh(var_41);
    var_43 = wp::abs(var_42);
    var_45 = wp::add(var_43, var_44);
    var_46 = wp::div(var_4, var_45);
    // w5 = int(0)                                                                            <L 17>
    var_48 = wp::int(var_47);
    // while w5 < 2:                                                                          <L 18>
    start_while_1:;
    var_50 = (var_48 < var_49);
    if ((var_50) == false) goto end_while_1;
        // w5 = w5 + 1                                                                        <L 19>
        var_52 = wp::add(var_48, var_51);
        // v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))                 <L 20>
        var_54 = wp::min(var_10, var_53);
        var_55 = wp::sub(var_7, var_7);
        var_56 = wp::abs(var_55);
        var_58 = wp::add(var_56, var_57);
        var_59 = wp::div(var_54, var_58);
        var_60 = wp::sin(var_59);
        var_61 = wp::add(var_22, var_60);
        // w6 = int(0)                                                                        <L 21>
        var_63 = wp::int(var_62);
        // while w6 < 5:                                                                      <L 22>
    start_while_3:;
        var_65 = (var_63 < var_64);
    if ((var_65) == false) goto end_while_3;
            // w6 = w6 + 1                                                                    <L 23>
            var_67 = wp::add(var_63, var_66);
            // v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32       <L 24>
            var_69 = wp::mul(var_4, var_68);
            var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
            var_74 = wp::cross(var_46, var_73);
            var_78 = wp::vec_t<3, wp::float32>(var_75, var_76, var_77);
            var_79 = wp::cross(var_74, var_78);
            var_80 = wp::normalize(var_79);
            var_82 = wp::mul(var_80, var_81);
            var_83 = wp::add(var_69, var_82);
            // for j7 in range(n):                                                            <L 25>
            var_84 = wp::range(var_n);
            start_for_5:;
                if (iter_cmp(var_84) == 0) goto end_for_5;
                var_85 = wp::iter_next(var_84);
                // v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67       <L 26>
                var_87 = wp::mul(var_46, var_86);
                var_91 = wp::vec_t<3, wp::float32>(var_88, var_89, var_90);
                var_95 = wp::vec_t<3, wp::float32>(var_92, var_93, var_94);
                var_96 = wp::min(var_91, var_95);
                var_98 = wp::vec_t<3, wp::float32>(var_97, var_7, var_10);
                var_100 = wp::abs(var_99);
                var_102 = wp::add(var_100, var_101);
                var_103 = wp::atan2(var_7, var_102);
                var_104 = wp::lerp(var_96, var_98, var_103);
                var_105 = wp::normalize(var_104);
                var_107 = wp::mul(var_105, var_106);
                var_108 = wp::add(var_87, var_107);
                wp::assign(var_46, var_108);
                goto start_for_5;
            end_for_5:;
            // if (w6) % 3 == 1:                                                              <L 27>
            var_110 = wp::mod(var_67, var_109);
            var_112 = (var_110 == var_111);
            if (var_112) {
                // continue                                                                   <L 28>
                wp::assign(var_4, var_83);
                wp::assign(var_63, var_67);
                goto start_while_3;
            }
            var_113 = wp::where(var_112, var_4, var_83);
            var_114 = wp::where(var_112, var_63, var_67);
            wp::assign(var_4, var_113);
            wp::assign(var_63, var_114);
    goto start_while_3;
    end_while_3:;
        // if (v2 <= v2) and ((v1 < v2) or (v1 >= v3)):                                       <L 29>
        var_116 = (var_10 <= var_10);
        var_115 = var_116;
        if (var_115) {
            var_118 = (var_7 < var_10);
            var_117 = var_118;
            if (!var_117) {
                var_119 = (var_7 >= var_61);
                var_117 = var_117 || var_119;
            }
            var_115 = var_115 && var_117;
        }
        if (var_115) {
            // v0 = v0 + wp.normalize(wp.normalize(wp.vec3(1.1))) * 1.25                      <L 30>
            var_121 = wp::vec_t<3, wp::float32>(var_120);
            var_122 = wp::normalize(var_121);
            var_123 = wp::normalize(var_122);
            var_125 = wp::mul(var_123, var_124);
            var_126 = wp::add(var_4, var_125);
            // v8 = (wp.lerp((v0 - wp.vec3(-0.2, -1.6, 0.245)), v0, -1.84) - wp.cross((v4 - v0), wp.vec3(1.469, -1.18, -1.02)))       <L 31>
            var_130 = wp::vec_t<3, wp::float32>(var_127, var_128, var_129);
            var_131 = wp::sub(var_126, var_130);
            var_133 = wp::lerp(var_131, var_126, var_132);
            var_134 = wp::sub(var_46, var_126);
            var_138 = wp::vec_t<3, wp::float32>(var_135, var_136, var_137);
            var_139 = wp::cross(var_134, var_138);
            var_140 = wp::sub(var_133, var_139);
            // v15 += v8[0] + v8[1] + v8[2]                                                   <L 32>
            var_142 = wp::extract(var_140, var_141);
            var_144 = wp::extract(var_140, var_143);
            var_145 = wp::add(var_142, var_144);
            var_147 = wp::extract(var_140, var_146);
            var_148 = wp::add(var_145, var_147);
            var_149 = wp::add(var_2, var_148);
        }
        if (!var_115) {
            // elif v3 <= v2:                                                                 <L 33>
            var_150 = (var_61 <= var_10);
            if (var_150) {
                // v3 += wp.cos(wp.dot(wp.cross(wp.vec3(-0.257, -1.6, -1.86), wp.vec3(-1.1, -1.8, 1.87)), (wp.vec3(0.697, -0.589, 0.442) + wp.vec3(1.0, 0.05, 1.78))))       <L 34>
                var_154 = wp::vec_t<3, wp::float32>(var_151, var_152, var_153);
                var_158 = wp::vec_t<3, wp::float32>(var_155, var_156, var_157);
                var_159 = wp::cross(var_154, var_158);
                var_163 = wp::vec_t<3, wp::float32>(var_160, var_161, var_162);
                var_167 = wp::vec_t<3, wp::float32>(var_164, var_165, var_166);
                var_168 = wp::add(var_163, var_167);
                var_169 = wp::dot(var_159, var_168);
                var_170 = wp::cos(var_169);
                var_171 = wp::add(var_61, var_170);
                // for j9 in reversed(range(n)):                                              <L 35>
                var_172 = wp::range(var_n);
                var_173 = wp::iter_reverse(var_172);
                start_for_7:;
                    if (iter_cmp(var_173) == 0) goto end_for_7;
                    var_174 = wp::iter_next(var_173);
                    // v0 = v0 * 0.5 + wp.normalize(wp.vec3(wp.dot(wp.vec3(1.751, -1.319, 0.8), wp.vec3(-1.652)), (0.806 * v2), wp.length(wp.vec3(0.74)))) * 0.96       <L 36>
                    var_176 = wp::mul(var_4, var_175);
                    var_180 = wp::vec_t<3, wp::float32>(var_177, var_178, var_179);
                    var_182 = wp::vec_t<3, wp::float32>(var_181);
                    var_183 = wp::dot(var_180, var_182);
                    var_185 = wp::mul(var_184, var_10);
                    var_187 = wp::vec_t<3, wp::float32>(var_186);
                    var_188 = wp::length(var_187);
                    var_189 = wp::vec_t<3, wp::float32>(var_183, var_185, var_188);
                    var_190 = wp::normalize(var_189);
                    var_192 = wp::mul(var_190, var_191);
                    var_193 = wp::add(var_176, var_192);
                    // if (v3 > v2) and (v2 <= v3):                                           <L 37>
                    var_195 = (var_171 > var_10);
                    var_194 = var_195;
                    if (var_194) {
                        var_196 = (var_10 <= var_171);
                        var_194 = var_194 && var_196;
                    }
                    if (var_194) {
                        // break                                                              <L 38>
                        wp::assign(var_4, var_193);
                        goto end_for_7;
                    }
                    var_197 = wp::where(var_194, var_4, var_193);
                    // if (j9) % 3 == 1:                                                      <L 39>
                    var_199 = wp::mod(var_174, var_198);
                    var_201 = (var_199 == var_200);
                    if (var_201) {
                        // break                                                              <L 40>
                        wp::assign(var_4, var_197);
                        goto end_for_7;
                    }
                    var_202 = wp::where(var_201, var_4, var_197);
                    wp::assign(var_4, var_202);
                    goto start_for_7;
                end_for_7:;
                // for j10 in range(2):                                                       <L 41>
                // v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03       <L 42>
                var_205 = wp::mul(var_46, var_204);
                var_207 = wp::add(var_0, var_206);
                var_208 = &(var_contact_directions.shape);
                var_211 = wp::load(var_208);
                var_210 = wp::extract(var_211, var_209);
                var_212 = wp::mod(var_207, var_210);
                var_213 = wp::address(var_contact_directions, var_212);
                var_215 = wp::load(var_213);
                var_214 = wp::normalize(var_215);
                var_217 = wp::mul(var_214, var_216);
                var_218 = wp::add(var_205, var_217);
                // if (v3 <= v1) and (0.59 < v1):                                             <L 43>
                var_220 = (var_171 <= var_7);
                var_219 = var_220;
                if (var_219) {
                    var_222 = (var_221 < var_7);
                    var_219 = var_219 && var_222;
                }
                if (var_219) {
                    // return                                                                 <L 44>
                    return;
                }
                // v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03       <L 42>
                var_225 = wp::mul(var_218, var_224);
                var_227 = wp::add(var_0, var_226);
                var_228 = &(var_contact_directions.shape);
                var_231 = wp::load(var_228);
                var_230 = wp::extract(var_231, var_229);
                var_232 = wp::mod(var_227, var_230);
                var_233 = wp::address(var_contact_directions, var_232);
                var_235 = wp::load(var_233);
                var_234 = wp::normalize(var_235);
                var_237 = wp::mul(var_234, var_236);
                var_238 = wp::add(var_225, var_237);
                // if (v3 <= v1) and (0.59 < v1):                                             <L 43>
                var_240 = (var_171 <= var_7);
                var_239 = var_240;
                if (var_239) {
                    var_242 = (var_241 < var_7);
                    var_239 = var_239 && var_242;
                }
                if (var_239) {
                    // return                                                                 <L 44>
                    return;
                }
            }
            if (!var_150) {
                // elif ((tid % 9)) % 2 == 1:                                                 <L 45>
                var_244 = wp::mod(var_0, var_243);
                var_246 = wp::mod(var_244, var_245);
                var_248 = (var_246 == var_247);
                if (var_248) {
                    // v1 = v1 + wp.sin((v2 - v2))                                            <L 46>
                    var_249 = wp::sub(var_10, var_10);
                    var_250 = wp::sin(var_249);
                    var_251 = wp::add(var_7, var_250);
                    // for j11 in range(n + 1, 0, -1):                                        <L 47>
                    var_253 = wp::add(var_n, var_252);
                    var_256 = wp::range(var_253, var_254, var_255);
                    start_for_11:;
                        if (iter_cmp(var_256) == 0) goto end_for_11;
                        var_257 = wp::iter_next(var_256);
                        // v1 = v1 * 0.5 + wp.tanh((wp.dot(wp.vec3(-1.737, -0.4, 1.86), wp.vec3(-0.85, -0.205, 1.071)) / (wp.abs(v2) + 1.0)))       <L 48>
                        var_259 = wp::mul(var_251, var_258);
                        var_263 = wp::vec_t<3, wp::float32>(var_260, var_261, var_262);
                        var_267 = wp::vec_t<3, wp::float32>(var_264, var_265, var_266);
                        var_268 = wp::dot(var_263, var_267);
                        var_269 = wp::abs(var_10);
                        var_271 = wp::add(var_269, var_270);
                        var_272 = wp::div(var_268, var_271);
                        var_273 = wp::tanh(var_272);
                        var_274 = wp::add(var_259, var_273);
                        // v12 = (v0 - ((wp.vec3(0.88, -0.5, -0.2) + v4) / (wp.abs(wp.degrees(v1)) + 1.0)))       <L 49>
                        var_278 = wp::vec_t<3, wp::float32>(var_275, var_276, var_277);
                        var_279 = wp::add(var_278, var_46);
                        var_280 = wp::degrees(var_274);
                        var_281 = wp::abs(var_280);
                        var_283 = wp::add(var_281, var_282);
                        var_284 = wp::div(var_279, var_283);
                        var_285 = wp::sub(var_4, var_284);
                        // v15 += v12[0] + v12[1] + v12[2]                                    <L 50>
                        var_287 = wp::extract(var_285, var_286);
                        var_289 = wp::extract(var_285, var_288);
                        var_290 = wp::add(var_287, var_289);
                        var_292 = wp::extract(var_285, var_291);
                        var_293 = wp::add(var_290, var_292);
                        var_294 = wp::add(var_2, var_293);
                        wp::assign(var_2, var_294);
                        wp::assign(var_251, var_274);
                        goto start_for_11;
                    end_for_11:;
                    // for j13 in range(n + 3, 0, -1):                                        <L 51>
                    var_296 = wp::add(var_n, var_295);
                    var_299 = wp::range(var_296, var_297, var_298);
                    start_for_13:;
                        if (iter_cmp(var_299) == 0) goto end_for_13;
                        var_300 = wp::iter_next(var_299);
                        // v0 = v0 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.5       <L 52>
                        var_302 = wp::mul(var_4, var_301);
                        var_304 = wp::add(var_0, var_303);
                        var_305 = &(var_contact_directions.shape);
                        var_308 = wp::load(var_305);
                        var_307 = wp::extract(var_308, var_306);
                        var_309 = wp::mod(var_304, var_307);
                        var_310 = wp::address(var_contact_directions, var_309);
                        var_312 = wp::load(var_310);
                        var_311 = wp::normalize(var_312);
                        var_314 = wp::mul(var_311, var_313);
                        var_315 = wp::add(var_302, var_314);
                        // if (v3 >= -0.288) or (v3 > v1):                                    <L 53>
                        var_318 = (var_61 >= var_317);
                        var_316 = var_318;
                        if (!var_316) {
                            var_319 = (var_61 > var_251);
                            var_316 = var_316 || var_319;
                        }
                        if (var_316) {
                            // break                                                          <L 54>
                            wp::assign(var_4, var_315);
                            goto end_for_13;
                        }
                        var_320 = wp::where(var_316, var_4, var_315);
                        // v14 = wp.dot(v4, wp.cw_mul((v3 * v4), v4))                         <L 55>
                        var_321 = wp::mul(var_61, var_46);
                        var_322 = wp::cw_mul(var_321, var_46);
                        var_323 = wp::dot(var_46, var_322);
                        // v15 += v14                                                         <L 56>
                        var_324 = wp::add(var_2, var_323);
                        wp::assign(var_2, var_324);
                        wp::assign(var_4, var_320);
                        goto start_for_13;
                    end_for_13:;
                }
                if (!var_248) {
                    // v0 = v0 + wp.normalize(wp.cw_mul(wp.cross(wp.vec3(-1.336, -1.73, -1.71), wp.vec3(-0.75, -0.662, 1.9)), wp.cross(wp.vec3(-0.1, 1.664, -0.87), wp.vec3(-1.55, -0.399, 0.5)))) * 1.49       <L 58>
                    var_328 = wp::vec_t<3, wp::float32>(var_325, var_326, var_327);
                    var_332 = wp::vec_t<3, wp::float32>(var_329, var_330, var_331);
                    var_333 = wp::cross(var_328, var_332);
                    var_337 = wp::vec_t<3, wp::float32>(var_334, var_335, var_336);
                    var_341 = wp::vec_t<3, wp::float32>(var_338, var_339, var_340);
                    var_342 = wp::cross(var_337, var_341);
                    var_343 = wp::cw_mul(var_333, var_342);
                    var_344 = wp::normalize(var_343);
                    var_346 = wp::mul(var_344, var_345);
                    var_347 = wp::add(var_4, var_346);
                }
                var_348 = wp::where(var_248, var_4, var_347);
                var_349 = wp::where(var_248, var_251, var_7);
            }
            var_350 = wp::where(var_150, var_4, var_348);
            var_351 = wp::where(var_150, var_7, var_349);
            var_352 = wp::where(var_150, var_171, var_61);
            var_353 = wp::where(var_150, var_238, var_46);
        }
        var_354 = wp::where(var_115, var_149, var_2);
        var_355 = wp::where(var_115, var_126, var_350);
        var_356 = wp::where(var_115, var_7, var_351);
        var_357 = wp::where(var_115, var_61, var_352);
        var_358 = wp::where(var_115, var_46, var_353);
        wp::assign(var_2, var_354);
        wp::assign(var_4, var_355);
        wp::assign(var_7, var_356);
        wp::assign(var_22, var_357);
        wp::assign(var_46, var_358);
        wp::assign(var_48, var_52);
    goto start_while_1;
    end_while_1:;
    // contact_residuals[tid] = v2 + v1 + v3 + wp.where(v3 > v2 and v1 >= v2, v3, wp.log10(wp.abs(v2) + 1.0)) * 0.14 + v15 + v4[0] + v4[1] + v4[2]       <L 59>
    var_359 = wp::add(var_10, var_7);
    var_360 = wp::add(var_359, var_22);
    var_362 = (var_22 > var_10);
    var_361 = var_362;
    if (var_361) {
        var_363 = (var_7 >= var_10);
        var_361 = var_361 && var_363;
    }
    var_364 = wp::abs(var_10);
    var_366 = wp::add(var_364, var_365);
    var_367 = wp::log10(var_366);
    var_368 = wp::where(var_361, var_22, var_367);
    var_370 = wp::mul(var_368, var_369);
    var_371 = wp::add(var_360, var_370);
    var_372 = wp::add(var_371, var_2);
    var_374 = wp::extract(var_46, var_373);
    var_375 = wp::add(var_372, var_374);
    var_377 = wp::extract(var_46, var_376);
    var_378 = wp::add(var_375, var_377);
    var_380 = wp::extract(var_46, var_379);
    var_381 = wp::add(var_378, var_380);
    wp::array_store(var_contact_residuals, var_0, var_381);
    // contact_costs[tid] = v2 + v1 + v3 + (wp.erfinv(wp.clamp(v3, -0.8, 0.8)) - v3) * 0.56 + v0[0] + v0[1] + v0[2]       <L 61>
    var_382 = wp::add(var_10, var_7);
    var_383 = wp::add(var_382, var_22);
    var_386 = wp::clamp(var_22, var_384, var_385);
    var_387 = wp::erfinv(var_386);
    var_388 = wp::sub(var_387, var_22);
    var_390 = wp::mul(var_388, var_389);
    var_391 = wp::add(var_383, var_390);
    var_393 = wp::extract(var_4, var_392);
    var_394 = wp::add(var_391, var_393);
    var_396 = wp::extract(var_4, var_395);
    var_397 = wp::add(var_394, var_396);
    var_399 = wp::extract(var_4, var_398);
    var_400 = wp::add(var_397, var_399);
    wp::array_store(var_contact_costs, var_0, var_400);
}



void control_000000_fa66cbf7_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000000_fa66cbf7 *_wp_args,
    wp_args_control_000000_fa66cbf7 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_directions = _wp_args->contact_directions;
    wp::array_t<wp::float32> var_contact_masses = _wp_args->contact_masses;
    wp::array_t<wp::float32> var_contact_temperatures = _wp_args->contact_temperatures;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_contact_residuals = _wp_args->contact_residuals;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_directions = _wp_adj_args->contact_directions;
    wp::array_t<wp::float32> adj_contact_masses = _wp_adj_args->contact_masses;
    wp::array_t<wp::float32> adj_contact_temperatures = _wp_adj_args->contact_temperatures;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_contact_residuals = _wp_adj_args->contact_residuals;
    wp::array_t<wp::float32> adj_contact_costs = _wp_adj_args->contact_costs;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::int32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 2;
    wp::int32 var_15;
    wp::shape_t* var_16;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    wp::shape_t var_19;
    wp::int32 var_20;
    wp::float32* var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 4;
    wp::int32 var_25;
    const wp::int32 var_26 = 1;
    bool var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -1.706;
    const wp::float32 var_31 = 1.42;
    const wp::float32 var_32 = -0.9;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 1.12;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = -3.0;
    const wp::float32 var_40 = 3.0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::float32 var_44 = 1.0;
    wp::float32 var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::int32 var_47 = 0;
    wp::int32 var_48;
    const wp::int32 var_49 = 2;
    bool var_50;
    const wp::int32 var_51 = 1;
    wp::int32 var_52;
    const wp::float32 var_53 = -0.852;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.0;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::int32 var_62 = 0;
    wp::int32 var_63;
    const wp::int32 var_64 = 5;
    bool var_65;
    const wp::int32 var_66 = 1;
    wp::int32 var_67;
    const wp::float32 var_68 = 0.5;
    wp::vec_t<3, wp::float32> var_69;
    const wp::float32 var_70 = -0.48;
    const wp::float32 var_71 = 0.85;
    const wp::float32 var_72 = -1.469;
    wp::vec_t<3, wp::float32> var_73;
    wp::vec_t<3, wp::float32> var_74;
    const wp::float32 var_75 = 1.048;
    const wp::float32 var_76 = -0.963;
    const wp::float32 var_77 = -0.4;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32> var_80;
    const wp::float32 var_81 = 1.32;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::range_t var_84;
    wp::int32 var_85;
    const wp::float32 var_86 = 0.5;
    wp::vec_t<3, wp::float32> var_87;
    const wp::float32 var_88 = 0.01;
    const wp::float32 var_89 = 0.63;
    const wp::float32 var_90 = 1.133;
    wp::vec_t<3, wp::float32> var_91;
    const wp::float32 var_92 = 0.707;
    const wp::float32 var_93 = 0.089;
    const wp::float32 var_94 = 0.234;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    const wp::float32 var_97 = 1.43;
    wp::vec_t<3, wp::float32> var_98;
    const wp::float32 var_99 = -0.27;
    wp::float32 var_100;
    const wp::float32 var_101 = 0.5;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::vec_t<3, wp::float32> var_105;
    const wp::float32 var_106 = 0.67;
    wp::vec_t<3, wp::float32> var_107;
    wp::vec_t<3, wp::float32> var_108;
    const wp::int32 var_109 = 3;
    wp::int32 var_110;
    const wp::int32 var_111 = 1;
    bool var_112;
    wp::vec_t<3, wp::float32> var_113;
    wp::int32 var_114;
    bool var_115;
    bool var_116;
    bool var_117;
    bool var_118;
    bool var_119;
    const wp::float32 var_120 = 1.1;
    wp::vec_t<3, wp::float32> var_121;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    const wp::float32 var_124 = 1.25;
    wp::vec_t<3, wp::float32> var_125;
    wp::vec_t<3, wp::float32> var_126;
    const wp::float32 var_127 = -0.2;
    const wp::float32 var_128 = -1.6;
    const wp::float32 var_129 = 0.245;
    wp::vec_t<3, wp::float32> var_130;
    wp::vec_t<3, wp::float32> var_131;
    const wp::float32 var_132 = -1.84;
    wp::vec_t<3, wp::float32> var_133;
    wp::vec_t<3, wp::float32> var_134;
    const wp::float32 var_135 = 1.469;
    const wp::float32 var_136 = -1.18;
    const wp::float32 var_137 = -1.02;
    wp::vec_t<3, wp::float32> var_138;
    wp::vec_t<3, wp::float32> var_139;
    wp::vec_t<3, wp::float32> var_140;
    const wp::int32 var_141 = 0;
    wp::float32 var_142;
    const wp::int32 var_143 = 1;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::int32 var_146 = 2;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    bool var_150;
    const wp::float32 var_151 = -0.257;
    const wp::float32 var_152 = -1.6;
    const wp::float32 var_153 = -1.86;
    wp::vec_t<3, wp::float32> var_154;
    const wp::float32 var_155 = -1.1;
    const wp::float32 var_156 = -1.8;
    const wp::float32 var_157 = 1.87;
    wp::vec_t<3, wp::float32> var_158;
    wp::vec_t<3, wp::float32> var_159;
    const wp::float32 var_160 = 0.697;
    const wp::float32 var_161 = -0.589;
    const wp::float32 var_162 = 0.442;
    wp::vec_t<3, wp::float32> var_163;
    const wp::float32 var_164 = 1.0;
    const wp::float32 var_165 = 0.05;
    const wp::float32 var_166 = 1.78;
    wp::vec_t<3, wp::float32> var_167;
    wp::vec_t<3, wp::float32> var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::range_t var_172;
    wp::range_t var_173;
    wp::int32 var_174;
    const wp::float32 var_175 = 0.5;
    wp::vec_t<3, wp::float32> var_176;
    const wp::float32 var_177 = 1.751;
    const wp::float32 var_178 = -1.319;
    const wp::float32 var_179 = 0.8;
    wp::vec_t<3, wp::float32> var_180;
    const wp::float32 var_181 = -1.652;
    wp::vec_t<3, wp::float32> var_182;
    wp::float32 var_183;
    const wp::float32 var_184 = 0.806;
    wp::float32 var_185;
    const wp::float32 var_186 = 0.74;
    wp::vec_t<3, wp::float32> var_187;
    wp::float32 var_188;
    wp::vec_t<3, wp::float32> var_189;
    wp::vec_t<3, wp::float32> var_190;
    const wp::float32 var_191 = 0.96;
    wp::vec_t<3, wp::float32> var_192;
    wp::vec_t<3, wp::float32> var_193;
    bool var_194;
    bool var_195;
    bool var_196;
    wp::vec_t<3, wp::float32> var_197;
    const wp::int32 var_198 = 3;
    wp::int32 var_199;
    const wp::int32 var_200 = 1;
    bool var_201;
    wp::vec_t<3, wp::float32> var_202;
    const wp::int32 var_203 = 0;
    const wp::float32 var_204 = 0.5;
    wp::vec_t<3, wp::float32> var_205;
    const wp::int32 var_206 = 4;
    wp::int32 var_207;
    wp::shape_t* var_208;
    const wp::int32 var_209 = 0;
    wp::int32 var_210;
    wp::shape_t var_211;
    wp::int32 var_212;
    wp::vec_t<3, wp::float32>* var_213;
    wp::vec_t<3, wp::float32> var_214;
    wp::vec_t<3, wp::float32> var_215;
    const wp::float32 var_216 = 1.03;
    wp::vec_t<3, wp::float32> var_217;
    wp::vec_t<3, wp::float32> var_218;
    bool var_219;
    bool var_220;
    const wp::float32 var_221 = 0.59;
    bool var_222;
    const wp::int32 var_223 = 1;
    const wp::float32 var_224 = 0.5;
    wp::vec_t<3, wp::float32> var_225;
    const wp::int32 var_226 = 4;
    wp::int32 var_227;
    wp::shape_t* var_228;
    const wp::int32 var_229 = 0;
    wp::int32 var_230;
    wp::shape_t var_231;
    wp::int32 var_232;
    wp::vec_t<3, wp::float32>* var_233;
    wp::vec_t<3, wp::float32> var_234;
    wp::vec_t<3, wp::float32> var_235;
    const wp::float32 var_236 = 1.03;
    wp::vec_t<3, wp::float32> var_237;
    wp::vec_t<3, wp::float32> var_238;
    bool var_239;
    bool var_240;
    const wp::float32 var_241 = 0.59;
    bool var_242;
    const wp::int32 var_243 = 9;
    wp::int32 var_244;
    const wp::int32 var_245 = 2;
    wp::int32 var_246;
    const wp::int32 var_247 = 1;
    bool var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    wp::float32 var_251;
    const wp::int32 var_252 = 1;
    wp::int32 var_253;
    const wp::int32 var_254 = 0;
    const wp::int32 var_255 = -1;
    wp::range_t var_256;
    wp::int32 var_257;
    const wp::float32 var_258 = 0.5;
    wp::float32 var_259;
    const wp::float32 var_260 = -1.737;
    const wp::float32 var_261 = -0.4;
    const wp::float32 var_262 = 1.86;
    wp::vec_t<3, wp::float32> var_263;
    const wp::float32 var_264 = -0.85;
    const wp::float32 var_265 = -0.205;
    const wp::float32 var_266 = 1.071;
    wp::vec_t<3, wp::float32> var_267;
    wp::float32 var_268;
    wp::float32 var_269;
    const wp::float32 var_270 = 1.0;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = 0.88;
    const wp::float32 var_276 = -0.5;
    const wp::float32 var_277 = -0.2;
    wp::vec_t<3, wp::float32> var_278;
    wp::vec_t<3, wp::float32> var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    const wp::float32 var_282 = 1.0;
    wp::float32 var_283;
    wp::vec_t<3, wp::float32> var_284;
    wp::vec_t<3, wp::float32> var_285;
    const wp::int32 var_286 = 0;
    wp::float32 var_287;
    const wp::int32 var_288 = 1;
    wp::float32 var_289;
    wp::float32 var_290;
    const wp::int32 var_291 = 2;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::int32 var_295 = 3;
    wp::int32 var_296;
    const wp::int32 var_297 = 0;
    const wp::int32 var_298 = -1;
    wp::range_t var_299;
    wp::int32 var_300;
    const wp::float32 var_301 = 0.5;
    wp::vec_t<3, wp::float32> var_302;
    const wp::int32 var_303 = 4;
    wp::int32 var_304;
    wp::shape_t* var_305;
    const wp::int32 var_306 = 0;
    wp::int32 var_307;
    wp::shape_t var_308;
    wp::int32 var_309;
    wp::vec_t<3, wp::float32>* var_310;
    wp::vec_t<3, wp::float32> var_311;
    wp::vec_t<3, wp::float32> var_312;
    const wp::float32 var_313 = 1.5;
    wp::vec_t<3, wp::float32> var_314;
    wp::vec_t<3, wp::float32> var_315;
    bool var_316;
    const wp::float32 var_317 = -0.288;
    bool var_318;
    bool var_319;
    wp::vec_t<3, wp::float32> var_320;
    wp::vec_t<3, wp::float32> var_321;
    wp::vec_t<3, wp::float32> var_322;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = -1.336;
    const wp::float32 var_326 = -1.73;
    const wp::float32 var_327 = -1.71;
    wp::vec_t<3, wp::float32> var_328;
    const wp::float32 var_329 = -0.75;
    const wp::float32 var_330 = -0.662;
    const wp::float32 var_331 = 1.9;
    wp::vec_t<3, wp::float32> var_332;
    wp::vec_t<3, wp::float32> var_333;
    const wp::float32 var_334 = -0.1;
    const wp::float32 var_335 = 1.664;
    const wp::float32 var_336 = -0.87;
    wp::vec_t<3, wp::float32> var_337;
    const wp::float32 var_338 = -1.55;
    const wp::float32 var_339 = -0.399;
    const wp::float32 var_340 = 0.5;
    wp::vec_t<3, wp::float32> var_341;
    wp::vec_t<3, wp::float32> var_342;
    wp::vec_t<3, wp::float32> var_343;
    wp::vec_t<3, wp::float32> var_344;
    const wp::float32 var_345 = 1.49;
    wp::vec_t<3, wp::float32> var_346;
    wp::vec_t<3, wp::float32> var_347;
    wp::vec_t<3, wp::float32> var_348;
    wp::float32 var_349;
    wp::vec_t<3, wp::float32> var_350;
    wp::float32 var_351;
    wp::float32 var_352;
    wp::vec_t<3, wp::float32> var_353;
    wp::float32 var_354;
    wp::vec_t<3, wp::float32> var_355;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::vec_t<3, wp::float32> var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    bool var_361;
    bool var_362;
    bool var_363;
    wp::float32 var_364;
    const wp::float32 var_365 = 1.0;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    const wp::float32 var_369 = 0.14;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    const wp::int32 var_373 = 0;
    wp::float32 var_374;
    wp::float32 var_375;
    const wp::int32 var_376 = 1;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::int32 var_379 = 2;
    wp::float32 var_380;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    const wp::float32 var_384 = -0.8;
    const wp::float32 var_385 = 0.8;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::float32 var_388;
    const wp::float32 var_389 = 0.56;
    wp::float32 var_390;
    wp::float32 var_391;
    const wp::int32 var_392 = 0;
    wp::float32 var_393;
    wp::float32 var_394;
    const wp::int32 var_395 = 1;
    wp::float32 var_396;
    wp::float32 var_397;
    const wp::int32 var_398 = 2;
    wp::float32 var_399;
    wp::float32 var_400;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::shape_t adj_16 = {};
    wp::int32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::shape_t adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    bool adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
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
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::int32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::int32 adj_49 = {};
    bool adj_50 = {};
    wp::int32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::int32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::int32 adj_64 = {};
    bool adj_65 = {};
    wp::int32 adj_66 = {};
    wp::int32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::float32 adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::vec_t<3, wp::float32> adj_83 = {};
    wp::range_t adj_84 = {};
    wp::int32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::vec_t<3, wp::float32> adj_95 = {};
    wp::vec_t<3, wp::float32> adj_96 = {};
    wp::float32 adj_97 = {};
    wp::vec_t<3, wp::float32> adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::vec_t<3, wp::float32> adj_104 = {};
    wp::vec_t<3, wp::float32> adj_105 = {};
    wp::float32 adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::vec_t<3, wp::float32> adj_108 = {};
    wp::int32 adj_109 = {};
    wp::int32 adj_110 = {};
    wp::int32 adj_111 = {};
    bool adj_112 = {};
    wp::vec_t<3, wp::float32> adj_113 = {};
    wp::int32 adj_114 = {};
    bool adj_115 = {};
    bool adj_116 = {};
    bool adj_117 = {};
    bool adj_118 = {};
    bool adj_119 = {};
    wp::float32 adj_120 = {};
    wp::vec_t<3, wp::float32> adj_121 = {};
    wp::vec_t<3, wp::float32> adj_122 = {};
    wp::vec_t<3, wp::float32> adj_123 = {};
    wp::float32 adj_124 = {};
    wp::vec_t<3, wp::float32> adj_125 = {};
    wp::vec_t<3, wp::float32> adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::vec_t<3, wp::float32> adj_130 = {};
    wp::vec_t<3, wp::float32> adj_131 = {};
    wp::float32 adj_132 = {};
    wp::vec_t<3, wp::float32> adj_133 = {};
    wp::vec_t<3, wp::float32> adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::vec_t<3, wp::float32> adj_138 = {};
    wp::vec_t<3, wp::float32> adj_139 = {};
    wp::vec_t<3, wp::float32> adj_140 = {};
    wp::int32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::int32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::int32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    bool adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::vec_t<3, wp::float32> adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::vec_t<3, wp::float32> adj_158 = {};
    wp::vec_t<3, wp::float32> adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::vec_t<3, wp::float32> adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::vec_t<3, wp::float32> adj_167 = {};
    wp::vec_t<3, wp::float32> adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::range_t adj_172 = {};
    wp::range_t adj_173 = {};
    wp::int32 adj_174 = {};
    wp::float32 adj_175 = {};
    wp::vec_t<3, wp::float32> adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::float32 adj_179 = {};
    wp::vec_t<3, wp::float32> adj_180 = {};
    wp::float32 adj_181 = {};
    wp::vec_t<3, wp::float32> adj_182 = {};
    wp::float32 adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::vec_t<3, wp::float32> adj_187 = {};
    wp::float32 adj_188 = {};
    wp::vec_t<3, wp::float32> adj_189 = {};
    wp::vec_t<3, wp::float32> adj_190 = {};
    wp::float32 adj_191 = {};
    wp::vec_t<3, wp::float32> adj_192 = {};
    wp::vec_t<3, wp::float32> adj_193 = {};
    bool adj_194 = {};
    bool adj_195 = {};
    bool adj_196 = {};
    wp::vec_t<3, wp::float32> adj_197 = {};
    wp::int32 adj_198 = {};
    wp::int32 adj_199 = {};
    wp::int32 adj_200 = {};
    bool adj_201 = {};
    wp::vec_t<3, wp::float32> adj_202 = {};
    wp::int32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::vec_t<3, wp::float32> adj_205 = {};
    wp::int32 adj_206 = {};
    wp::int32 adj_207 = {};
    wp::shape_t adj_208 = {};
    wp::int32 adj_209 = {};
    wp::int32 adj_210 = {};
    wp::shape_t adj_211 = {};
    wp::int32 adj_212 = {};
    wp::vec_t<3, wp::float32> adj_213 = {};
    wp::vec_t<3, wp::float32> adj_214 = {};
    wp::vec_t<3, wp::float32> adj_215 = {};
    wp::float32 adj_216 = {};
    wp::vec_t<3, wp::float32> adj_217 = {};
    wp::vec_t<3, wp::float32> adj_218 = {};
    bool adj_219 = {};
    bool adj_220 = {};
    wp::float32 adj_221 = {};
    bool adj_222 = {};
    wp::int32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::vec_t<3, wp::float32> adj_225 = {};
    wp::int32 adj_226 = {};
    wp::int32 adj_227 = {};
    wp::shape_t adj_228 = {};
    wp::int32 adj_229 = {};
    wp::int32 adj_230 = {};
    wp::shape_t adj_231 = {};
    wp::int32 adj_232 = {};
    wp::vec_t<3, wp::float32> adj_233 = {};
    wp::vec_t<3, wp::float32> adj_234 = {};
    wp::vec_t<3, wp::float32> adj_235 = {};
    wp::float32 adj_236 = {};
    wp::vec_t<3, wp::float32> adj_237 = {};
    wp::vec_t<3, wp::float32> adj_238 = {};
    bool adj_239 = {};
    bool adj_240 = {};
    wp::float32 adj_241 = {};
    bool adj_242 = {};
    wp::int32 adj_243 = {};
    wp::int32 adj_244 = {};
    wp::int32 adj_245 = {};
    wp::int32 adj_246 = {};
    wp::int32 adj_247 = {};
    bool adj_248 = {};
    wp::float32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::int32 adj_252 = {};
    wp::int32 adj_253 = {};
    wp::int32 adj_254 = {};
    wp::int32 adj_255 = {};
    wp::range_t adj_256 = {};
    wp::int32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::vec_t<3, wp::float32> adj_263 = {};
    wp::float32 adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::vec_t<3, wp::float32> adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::vec_t<3, wp::float32> adj_278 = {};
    wp::vec_t<3, wp::float32> adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::vec_t<3, wp::float32> adj_284 = {};
    wp::vec_t<3, wp::float32> adj_285 = {};
    wp::int32 adj_286 = {};
    wp::float32 adj_287 = {};
    wp::int32 adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    wp::int32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::int32 adj_295 = {};
    wp::int32 adj_296 = {};
    wp::int32 adj_297 = {};
    wp::int32 adj_298 = {};
    wp::range_t adj_299 = {};
    wp::int32 adj_300 = {};
    wp::float32 adj_301 = {};
    wp::vec_t<3, wp::float32> adj_302 = {};
    wp::int32 adj_303 = {};
    wp::int32 adj_304 = {};
    wp::shape_t adj_305 = {};
    wp::int32 adj_306 = {};
    wp::int32 adj_307 = {};
    wp::shape_t adj_308 = {};
    wp::int32 adj_309 = {};
    wp::vec_t<3, wp::float32> adj_310 = {};
    wp::vec_t<3, wp::float32> adj_311 = {};
    wp::vec_t<3, wp::float32> adj_312 = {};
    wp::float32 adj_313 = {};
    wp::vec_t<3, wp::float32> adj_314 = {};
    wp::vec_t<3, wp::float32> adj_315 = {};
    bool adj_316 = {};
    wp::float32 adj_317 = {};
    bool adj_318 = {};
    bool adj_319 = {};
    wp::vec_t<3, wp::float32> adj_320 = {};
    wp::vec_t<3, wp::float32> adj_321 = {};
    wp::vec_t<3, wp::float32> adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::float32 adj_326 = {};
    wp::float32 adj_327 = {};
    wp::vec_t<3, wp::float32> adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::vec_t<3, wp::float32> adj_332 = {};
    wp::vec_t<3, wp::float32> adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::float32 adj_336 = {};
    wp::vec_t<3, wp::float32> adj_337 = {};
    wp::float32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::vec_t<3, wp::float32> adj_341 = {};
    wp::vec_t<3, wp::float32> adj_342 = {};
    wp::vec_t<3, wp::float32> adj_343 = {};
    wp::vec_t<3, wp::float32> adj_344 = {};
    wp::float32 adj_345 = {};
    wp::vec_t<3, wp::float32> adj_346 = {};
    wp::vec_t<3, wp::float32> adj_347 = {};
    wp::vec_t<3, wp::float32> adj_348 = {};
    wp::float32 adj_349 = {};
    wp::vec_t<3, wp::float32> adj_350 = {};
    wp::float32 adj_351 = {};
    wp::float32 adj_352 = {};
    wp::vec_t<3, wp::float32> adj_353 = {};
    wp::float32 adj_354 = {};
    wp::vec_t<3, wp::float32> adj_355 = {};
    wp::float32 adj_356 = {};
    wp::float32 adj_357 = {};
    wp::vec_t<3, wp::float32> adj_358 = {};
    wp::float32 adj_359 = {};
    wp::float32 adj_360 = {};
    bool adj_361 = {};
    bool adj_362 = {};
    bool adj_363 = {};
    wp::float32 adj_364 = {};
    wp::float32 adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::float32 adj_369 = {};
    wp::float32 adj_370 = {};
    wp::float32 adj_371 = {};
    wp::float32 adj_372 = {};
    wp::int32 adj_373 = {};
    wp::float32 adj_374 = {};
    wp::float32 adj_375 = {};
    wp::int32 adj_376 = {};
    wp::float32 adj_377 = {};
    wp::float32 adj_378 = {};
    wp::int32 adj_379 = {};
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
    wp::int32 adj_392 = {};
    wp::float32 adj_393 = {};
    wp::float32 adj_394 = {};
    wp::int32 adj_395 = {};
    wp::float32 adj_396 = {};
    wp::float32 adj_397 = {};
    wp::int32 adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    //---------
    // forward
    // def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):       <L 5>
    // tid = wp.tid()  # one thread per element                                               <L 7>
    var_0 = builtin_tid1d();
    // v15 = float(0.0)                                                                       <L 8>
    var_2 = wp::float(var_1);
    // v0 = contact_directions[tid]                                                           <L 9>
    var_3 = wp::address(var_contact_directions, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = contact_masses[tid]                                                               <L 10>
    var_6 = wp::address(var_contact_masses, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = contact_temperatures[tid]                                                         <L 11>
    var_9 = wp::address(var_contact_temperatures, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])        <L 12>
    var_12 = wp::sub(var_0, var_0);
    var_13 = wp::float(var_12);
    var_15 = wp::add(var_0, var_14);
    var_16 = &(var_contact_masses.shape);
    var_19 = wp::load(var_16);
    var_18 = wp::extract(var_19, var_17);
    var_20 = wp::mod(var_15, var_18);
    var_21 = wp::address(var_contact_masses, var_20);
    var_23 = wp::load(var_21);
    var_22 = wp::add(var_13, var_23);
    // if (tid) % 4 == 1:                                                                     <L 13>
    var_25 = wp::mod(var_0, var_24);
    var_27 = (var_25 == var_26);
    if (var_27) {
        // contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12       <L 14>
        var_28 = wp::add(var_7, var_10);
        var_29 = wp::add(var_28, var_22);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::max(var_4, var_33);
        var_35 = wp::length_sq(var_34);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_29, var_37);
        // wp::array_store(var_contact_residuals, var_0, var_38);
        // return                                                                             <L 15>
        goto label0;
    }
    // v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                           <L 16>
    var_41 = wp::clamp(var_10, var_39, var_40);
    var_42 = wp::cosh(var_41);
    var_43 = wp::abs(var_42);
    var_45 = wp::add(var_43, var_44);
    var_46 = wp::div(var_4, var_45);
    // w5 = int(0)                                                                            <L 17>
    var_48 = wp::int(var_47);
    // while w5 < 2:                                                                          <L 18>
    // contact_residuals[tid] = v2 + v1 + v3 + wp.where(v3 > v2 and v1 >= v2, v3, wp.log10(wp.abs(v2) + 1.0)) * 0.14 + v15 + v4[0] + v4[1] + v4[2]       <L 59>
    var_359 = wp::add(var_10, var_7);
    var_360 = wp::add(var_359, var_22);
    var_362 = (var_22 > var_10);
    var_361 = var_362;
    if (var_361) {
        var_363 = (var_7 >= var_10);
        var_361 = var_361 && var_363;
    }
    var_364 = wp::abs(var_10);
    var_366 = wp::add(var_364, var_365);
    var_367 = wp::log10(var_366);
    var_368 = wp::where(var_361, var_22, var_367);
    var_370 = wp::mul(var_368, var_369);
    var_371 = wp::add(var_360, var_370);
    var_372 = wp::add(var_371, var_2);
    var_374 = wp::extract(var_46, var_373);
    var_375 = wp::add(var_372, var_374);
    var_377 = wp::extract(var_46, var_376);
    var_378 = wp::add(var_375, var_377);
    var_380 = wp::extract(var_46, var_379);
    var_381 = wp::add(var_378, var_380);
    // wp::array_store(var_contact_residuals, var_0, var_381);
    // contact_costs[tid] = v2 + v1 + v3 + (wp.erfinv(wp.clamp(v3, -0.8, 0.8)) - v3) * 0.56 + v0[0] + v0[1] + v0[2]       <L 61>
    var_382 = wp::add(var_10, var_7);
    var_383 = wp::add(var_382, var_22);
    var_386 = wp::clamp(var_22, var_384, var_385);
    var_387 = wp::erfinv(var_386);
    var_388 = wp::sub(var_387, var_22);
    var_390 = wp::mul(var_388, var_389);
    var_391 = wp::add(var_383, var_390);
    var_393 = wp::extract(var_4, var_392);
    var_394 = wp::add(var_391, var_393);
    var_396 = wp::extract(var_4, var_395);
    var_397 = wp::add(var_394, var_396);
    var_399 = wp::extract(var_4, var_398);
    var_400 = wp::add(var_397, var_399);
    // wp::array_store(var_contact_costs, var_0, var_400);
    //---------
    // reverse
    wp::adj_array_store(var_contact_costs, var_0, var_400, adj_contact_costs, adj_0, adj_400);
    wp::adj_add(var_397, var_399, adj_397, adj_399, adj_400);
    wp::adj_extract(var_4, var_398, adj_4, adj_398, adj_399);
    wp::adj_add(var_394, var_396, adj_394, adj_396, adj_397);
    wp::adj_extract(var_4, var_395, adj_4, adj_395, adj_396);
    wp::adj_add(var_391, var_393, adj_391, adj_393, adj_394);
    wp::adj_extract(var_4, var_392, adj_4, adj_392, adj_393);
    wp::adj_add(var_383, var_390, adj_383, adj_390, adj_391);
    wp::adj_mul(var_388, var_389, adj_388, adj_389, adj_390);
    wp::adj_sub(var_387, var_22, adj_387, adj_22, adj_388);
    wp::adj_erfinv(var_386, var_387, adj_386, adj_387);
    wp::adj_clamp(var_22, var_384, var_385, adj_22, adj_384, adj_385, adj_386);
    wp::adj_add(var_382, var_22, adj_382, adj_22, adj_383);
    wp::adj_add(var_10, var_7, adj_10, adj_7, adj_382);
    // adj: contact_costs[tid] = v2 + v1 + v3 + (wp.erfinv(wp.clamp(v3, -0.8, 0.8)) - v3) * 0.56 + v0[0] + v0[1] + v0[2]  <L 61>
    wp::adj_array_store(var_contact_residuals, var_0, var_381, adj_contact_residuals, adj_0, adj_381);
    wp::adj_add(var_378, var_380, adj_378, adj_380, adj_381);
    wp::adj_extract(var_46, var_379, adj_46, adj_379, adj_380);
    wp::adj_add(var_375, var_377, adj_375, adj_377, adj_378);
    wp::adj_extract(var_46, var_376, adj_46, adj_376, adj_377);
    wp::adj_add(var_372, var_374, adj_372, adj_374, adj_375);
    wp::adj_extract(var_46, var_373, adj_46, adj_373, adj_374);
    wp::adj_add(var_371, var_2, adj_371, adj_2, adj_372);
    wp::adj_add(var_360, var_370, adj_360, adj_370, adj_371);
    wp::adj_mul(var_368, var_369, adj_368, adj_369, adj_370);
    wp::adj_where(var_361, var_22, var_367, adj_361, adj_22, adj_367, adj_368);
    wp::adj_log10(var_366, adj_366, adj_367);
    wp::adj_add(var_364, var_365, adj_364, adj_365, adj_366);
    wp::adj_abs(var_10, adj_10, adj_364);
    if (var_361) {
    }
    wp::adj_add(var_359, var_22, adj_359, adj_22, adj_360);
    wp::adj_add(var_10, var_7, adj_10, adj_7, adj_359);
    // adj: contact_residuals[tid] = v2 + v1 + v3 + wp.where(v3 > v2 and v1 >= v2, v3, wp.log10(wp.abs(v2) + 1.0)) * 0.14 + v15 + v4[0] + v4[1] + v4[2]  <L 59>
    start_while_1:;
    var_50 = (var_48 < var_49);
    if ((var_50) == false) goto end_while_1;
    adj_51 = {};
    adj_52 = {};
    adj_53 = {};
    adj_54 = {};
    adj_55 = {};
    adj_56 = {};
    adj_57 = {};
    adj_58 = {};
    adj_59 = {};
    adj_60 = {};
    adj_61 = {};
    adj_62 = {};
    adj_63 = {};
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
    adj_126 = {};
    adj_127 = {};
    adj_128 = {};
    adj_129 = {};
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
    adj_171 = {};
    adj_172 = {};
    adj_173 = {};
    adj_203 = {};
    adj_204 = {};
    adj_205 = {};
    adj_206 = {};
    adj_207 = {};
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
    adj_220 = {};
    adj_221 = {};
    adj_222 = {};
    adj_223 = {};
    adj_224 = {};
    adj_225 = {};
    adj_226 = {};
    adj_227 = {};
    adj_228 = {};
    adj_229 = {};
    adj_230 = {};
    adj_231 = {};
    adj_232 = {};
    adj_233 = {};
    adj_234 = {};
    adj_235 = {};
    adj_236 = {};
    adj_237 = {};
    adj_238 = {};
    adj_239 = {};
    adj_240 = {};
    adj_241 = {};
    adj_242 = {};
    adj_243 = {};
    adj_244 = {};
    adj_245 = {};
    adj_246 = {};
    adj_247 = {};
    adj_248 = {};
    adj_249 = {};
    adj_250 = {};
    adj_251 = {};
    adj_252 = {};
    adj_253 = {};
    adj_254 = {};
    adj_255 = {};
    adj_256 = {};
    adj_295 = {};
    adj_296 = {};
    adj_297 = {};
    adj_298 = {};
    adj_299 = {};
    adj_325 = {};
    adj_326 = {};
    adj_327 = {};
    adj_328 = {};
    adj_329 = {};
    adj_330 = {};
    adj_331 = {};
    adj_332 = {};
    adj_333 = {};
    adj_334 = {};
    adj_335 = {};
    adj_336 = {};
    adj_337 = {};
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
    adj_358 = {};
        // w5 = w5 + 1                                                                        <L 19>
        var_52 = wp::add(var_48, var_51);
        // v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))                 <L 20>
        var_54 = wp::min(var_10, var_53);
        var_55 = wp::sub(var_7, var_7);
        var_56 = wp::abs(var_55);
        var_58 = wp::add(var_56, var_57);
        var_59 = wp::div(var_54, var_58);
        var_60 = wp::sin(var_59);
        var_61 = wp::add(var_22, var_60);
        // w6 = int(0)                                                                        <L 21>
        var_63 = wp::int(var_62);
        // while w6 < 5:                                                                      <L 22>
        // if (v2 <= v2) and ((v1 < v2) or (v1 >= v3)):                                       <L 29>
        var_116 = (var_10 <= var_10);
        var_115 = var_116;
        if (var_115) {
            var_118 = (var_7 < var_10);
            var_117 = var_118;
            if (!var_117) {
                var_119 = (var_7 >= var_61);
                var_117 = var_117 || var_119;
            }
            var_115 = var_115 && var_117;
        }
        if (var_115) {
            // v0 = v0 + wp.normalize(wp.normalize(wp.vec3(1.1))) * 1.25                      <L 30>
            var_121 = wp::vec_t<3, wp::float32>(var_120);
            var_122 = wp::normalize(var_121);
            var_123 = wp::normalize(var_122);
            var_125 = wp::mul(var_123, var_124);
            var_126 = wp::add(var_4, var_125);
            // v8 = (wp.lerp((v0 - wp.vec3(-0.2, -1.6, 0.245)), v0, -1.84) - wp.cross((v4 - v0), wp.vec3(1.469, -1.18, -1.02)))       <L 31>
            var_130 = wp::vec_t<3, wp::float32>(var_127, var_128, var_129);
            var_131 = wp::sub(var_126, var_130);
            var_133 = wp::lerp(var_131, var_126, var_132);
            var_134 = wp::sub(var_46, var_126);
            var_138 = wp::vec_t<3, wp::float32>(var_135, var_136, var_137);
            var_139 = wp::cross(var_134, var_138);
            var_140 = wp::sub(var_133, var_139);
            // v15 += v8[0] + v8[1] + v8[2]                                                   <L 32>
            var_142 = wp::extract(var_140, var_141);
            var_144 = wp::extract(var_140, var_143);
            var_145 = wp::add(var_142, var_144);
            var_147 = wp::extract(var_140, var_146);
            var_148 = wp::add(var_145, var_147);
            var_149 = wp::add(var_2, var_148);
        }
        if (!var_115) {
            // elif v3 <= v2:                                                                 <L 33>
            var_150 = (var_61 <= var_10);
            if (var_150) {
                // v3 += wp.cos(wp.dot(wp.cross(wp.vec3(-0.257, -1.6, -1.86), wp.vec3(-1.1, -1.8, 1.87)), (wp.vec3(0.697, -0.589, 0.442) + wp.vec3(1.0, 0.05, 1.78))))       <L 34>
                var_154 = wp::vec_t<3, wp::float32>(var_151, var_152, var_153);
                var_158 = wp::vec_t<3, wp::float32>(var_155, var_156, var_157);
                var_159 = wp::cross(var_154, var_158);
                var_163 = wp::vec_t<3, wp::float32>(var_160, var_161, var_162);
                var_167 = wp::vec_t<3, wp::float32>(var_164, var_165, var_166);
                var_168 = wp::add(var_163, var_167);
                var_169 = wp::dot(var_159, var_168);
                var_170 = wp::cos(var_169);
                var_171 = wp::add(var_61, var_170);
                // for j9 in reversed(range(n)):                                              <L 35>
                var_172 = wp::range(var_n);
                var_173 = wp::iter_reverse(var_172);
                // for j10 in range(2):                                                       <L 41>
                // v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03       <L 42>
                var_205 = wp::mul(var_46, var_204);
                var_207 = wp::add(var_0, var_206);
                var_208 = &(var_contact_directions.shape);
                var_211 = wp::load(var_208);
                var_210 = wp::extract(var_211, var_209);
                var_212 = wp::mod(var_207, var_210);
                var_213 = wp::address(var_contact_directions, var_212);
                var_215 = wp::load(var_213);
                var_214 = wp::normalize(var_215);
                var_217 = wp::mul(var_214, var_216);
                var_218 = wp::add(var_205, var_217);
                // if (v3 <= v1) and (0.59 < v1):                                             <L 43>
                var_220 = (var_171 <= var_7);
                var_219 = var_220;
                if (var_219) {
                    var_222 = (var_221 < var_7);
                    var_219 = var_219 && var_222;
                }
                if (var_219) {
                    // return                                                                 <L 44>
                    goto label9;
                }
                // v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03       <L 42>
                var_225 = wp::mul(var_218, var_224);
                var_227 = wp::add(var_0, var_226);
                var_228 = &(var_contact_directions.shape);
                var_231 = wp::load(var_228);
                var_230 = wp::extract(var_231, var_229);
                var_232 = wp::mod(var_227, var_230);
                var_233 = wp::address(var_contact_directions, var_232);
                var_235 = wp::load(var_233);
                var_234 = wp::normalize(var_235);
                var_237 = wp::mul(var_234, var_236);
                var_238 = wp::add(var_225, var_237);
                // if (v3 <= v1) and (0.59 < v1):                                             <L 43>
                var_240 = (var_171 <= var_7);
                var_239 = var_240;
                if (var_239) {
                    var_242 = (var_241 < var_7);
                    var_239 = var_239 && var_242;
                }
                if (var_239) {
                    // return                                                                 <L 44>
                    goto label10;
                }
            }
            if (!var_150) {
                // elif ((tid % 9)) % 2 == 1:                                                 <L 45>
                var_244 = wp::mod(var_0, var_243);
                var_246 = wp::mod(var_244, var_245);
                var_248 = (var_246 == var_247);
                if (var_248) {
                    // v1 = v1 + wp.sin((v2 - v2))                                            <L 46>
                    var_249 = wp::sub(var_10, var_10);
                    var_250 = wp::sin(var_249);
                    var_251 = wp::add(var_7, var_250);
                    // for j11 in range(n + 1, 0, -1):                                        <L 47>
                    var_253 = wp::add(var_n, var_252);
                    var_256 = wp::range(var_253, var_254, var_255);
                    // for j13 in range(n + 3, 0, -1):                                        <L 51>
                    var_296 = wp::add(var_n, var_295);
                    var_299 = wp::range(var_296, var_297, var_298);
                }
                if (!var_248) {
                    // v0 = v0 + wp.normalize(wp.cw_mul(wp.cross(wp.vec3(-1.336, -1.73, -1.71), wp.vec3(-0.75, -0.662, 1.9)), wp.cross(wp.vec3(-0.1, 1.664, -0.87), wp.vec3(-1.55, -0.399, 0.5)))) * 1.49       <L 58>
                    var_328 = wp::vec_t<3, wp::float32>(var_325, var_326, var_327);
                    var_332 = wp::vec_t<3, wp::float32>(var_329, var_330, var_331);
                    var_333 = wp::cross(var_328, var_332);
                    var_337 = wp::vec_t<3, wp::float32>(var_334, var_335, var_336);
                    var_341 = wp::vec_t<3, wp::float32>(var_338, var_339, var_340);
                    var_342 = wp::cross(var_337, var_341);
                    var_343 = wp::cw_mul(var_333, var_342);
                    var_344 = wp::normalize(var_343);
                    var_346 = wp::mul(var_344, var_345);
                    var_347 = wp::add(var_4, var_346);
                }
                var_348 = wp::where(var_248, var_4, var_347);
                var_349 = wp::where(var_248, var_251, var_7);
            }
            var_350 = wp::where(var_150, var_4, var_348);
            var_351 = wp::where(var_150, var_7, var_349);
            var_352 = wp::where(var_150, var_171, var_61);
            var_353 = wp::where(var_150, var_238, var_46);
        }
        var_354 = wp::where(var_115, var_149, var_2);
        var_355 = wp::where(var_115, var_126, var_350);
        var_356 = wp::where(var_115, var_7, var_351);
        var_357 = wp::where(var_115, var_61, var_352);
        var_358 = wp::where(var_115, var_46, var_353);
        wp::assign(var_2, var_354);
        wp::assign(var_4, var_355);
        wp::assign(var_7, var_356);
        wp::assign(var_22, var_357);
        wp::assign(var_46, var_358);
        wp::assign(var_48, var_52);
        wp::adj_assign(var_48, var_52, adj_48, adj_52);
        wp::adj_assign(var_46, var_358, adj_46, adj_358);
        wp::adj_assign(var_22, var_357, adj_22, adj_357);
        wp::adj_assign(var_7, var_356, adj_7, adj_356);
        wp::adj_assign(var_4, var_355, adj_4, adj_355);
        wp::adj_assign(var_2, var_354, adj_2, adj_354);
        wp::adj_where(var_115, var_46, var_353, adj_115, adj_46, adj_353, adj_358);
        wp::adj_where(var_115, var_61, var_352, adj_115, adj_61, adj_352, adj_357);
        wp::adj_where(var_115, var_7, var_351, adj_115, adj_7, adj_351, adj_356);
        wp::adj_where(var_115, var_126, var_350, adj_115, adj_126, adj_350, adj_355);
        wp::adj_where(var_115, var_149, var_2, adj_115, adj_149, adj_2, adj_354);
        if (!var_115) {
            wp::adj_where(var_150, var_238, var_46, adj_150, adj_238, adj_46, adj_353);
            wp::adj_where(var_150, var_171, var_61, adj_150, adj_171, adj_61, adj_352);
            wp::adj_where(var_150, var_7, var_349, adj_150, adj_7, adj_349, adj_351);
            wp::adj_where(var_150, var_4, var_348, adj_150, adj_4, adj_348, adj_350);
            if (!var_150) {
                wp::adj_where(var_248, var_251, var_7, adj_248, adj_251, adj_7, adj_349);
                wp::adj_where(var_248, var_4, var_347, adj_248, adj_4, adj_347, adj_348);
                if (!var_248) {
                    wp::adj_add(var_4, var_346, adj_4, adj_346, adj_347);
                    wp::adj_mul(var_344, var_345, adj_344, adj_345, adj_346);
                    wp::adj_normalize(var_343, var_344, adj_343, adj_344);
                    wp::adj_cw_mul(var_333, var_342, adj_333, adj_342, adj_343);
                    wp::adj_cross(var_337, var_341, adj_337, adj_341, adj_342);
                    wp::adj_vec_t(var_338, var_339, var_340, adj_338, adj_339, adj_340, adj_341);
                    wp::adj_vec_t(var_334, var_335, var_336, adj_334, adj_335, adj_336, adj_337);
                    wp::adj_cross(var_328, var_332, adj_328, adj_332, adj_333);
                    wp::adj_vec_t(var_329, var_330, var_331, adj_329, adj_330, adj_331, adj_332);
                    wp::adj_vec_t(var_325, var_326, var_327, adj_325, adj_326, adj_327, adj_328);
                    // adj: v0 = v0 + wp.normalize(wp.cw_mul(wp.cross(wp.vec3(-1.336, -1.73, -1.71), wp.vec3(-0.75, -0.662, 1.9)), wp.cross(wp.vec3(-0.1, 1.664, -0.87), wp.vec3(-1.55, -0.399, 0.5)))) * 1.49  <L 58>
                }
                if (var_248) {
                    var_299 = wp::iter_reverse(var_299);
                    start_for_13:;
                        if (iter_cmp(var_299) == 0) goto end_for_13;
                        var_300 = wp::iter_next(var_299);
                    	adj_301 = {};
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
                        // v0 = v0 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.5       <L 52>
                        var_302 = wp::mul(var_4, var_301);
                        var_304 = wp::add(var_0, var_303);
                        var_305 = &(var_contact_directions.shape);
                        var_308 = wp::load(var_305);
                        var_307 = wp::extract(var_308, var_306);
                        var_309 = wp::mod(var_304, var_307);
                        var_310 = wp::address(var_contact_directions, var_309);
                        var_312 = wp::load(var_310);
                        var_311 = wp::normalize(var_312);
                        var_314 = wp::mul(var_311, var_313);
                        var_315 = wp::add(var_302, var_314);
                        // if (v3 >= -0.288) or (v3 > v1):                                    <L 53>
                        var_318 = (var_61 >= var_317);
                        var_316 = var_318;
                        if (!var_316) {
                            var_319 = (var_61 > var_251);
                            var_316 = var_316 || var_319;
                        }
                        if (var_316) {
                            // break                                                          <L 54>
                            wp::assign(var_4, var_315);
                            goto end_for_13;
                        }
                        var_320 = wp::where(var_316, var_4, var_315);
                        // v14 = wp.dot(v4, wp.cw_mul((v3 * v4), v4))                         <L 55>
                        var_321 = wp::mul(var_61, var_46);
                        var_322 = wp::cw_mul(var_321, var_46);
                        var_323 = wp::dot(var_46, var_322);
                        // v15 += v14                                                         <L 56>
                        var_324 = wp::add(var_2, var_323);
                        wp::assign(var_2, var_324);
                        wp::assign(var_4, var_320);
                        wp::adj_assign(var_4, var_320, adj_4, adj_320);
                        wp::adj_assign(var_2, var_324, adj_2, adj_324);
                        wp::adj_add(var_2, var_323, adj_2, adj_323, adj_324);
                        // adj: v15 += v14                                                    <L 56>
                        wp::adj_dot(var_46, var_322, adj_46, adj_322, adj_323);
                        wp::adj_cw_mul(var_321, var_46, adj_321, adj_46, adj_322);
                        wp::adj_mul(var_61, var_46, adj_61, adj_46, adj_321);
                        // adj: v14 = wp.dot(v4, wp.cw_mul((v3 * v4), v4))                    <L 55>
                        wp::adj_where(var_316, var_4, var_315, adj_316, adj_4, adj_315, adj_320);
                        if (var_316) {
                            wp::adj_assign(var_4, var_315, adj_4, adj_315);
                            // adj: break                                                     <L 54>
                        }
                        if (!var_316) {
                        }
                        // adj: if (v3 >= -0.288) or (v3 > v1):                               <L 53>
                        wp::adj_add(var_302, var_314, adj_302, adj_314, adj_315);
                        wp::adj_mul(var_311, var_313, adj_311, adj_313, adj_314);
                        wp::adj_normalize(var_312, var_311, adj_310, adj_311);
                        wp::adj_address(var_contact_directions, var_309, adj_contact_directions, adj_309, adj_310);
                        wp::adj_mod(var_304, var_307, adj_304, adj_307, adj_309);
                        adj_contact_directions.shape = adj_305;
                        wp::adj_add(var_0, var_303, adj_0, adj_303, adj_304);
                        wp::adj_mul(var_4, var_301, adj_4, adj_301, adj_302);
                        // adj: v0 = v0 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.5  <L 52>
                    	goto start_for_13;
                    end_for_13:;
                    wp::adj_add(var_n, var_295, adj_n, adj_295, adj_296);
                    // adj: for j13 in range(n + 3, 0, -1):                                   <L 51>
                    var_256 = wp::iter_reverse(var_256);
                    start_for_11:;
                        if (iter_cmp(var_256) == 0) goto end_for_11;
                        var_257 = wp::iter_next(var_256);
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
                    	adj_268 = {};
                    	adj_269 = {};
                    	adj_270 = {};
                    	adj_271 = {};
                    	adj_272 = {};
                    	adj_273 = {};
                    	adj_274 = {};
                    	adj_275 = {};
                    	adj_276 = {};
                    	adj_277 = {};
                    	adj_278 = {};
                    	adj_279 = {};
                    	adj_280 = {};
                    	adj_281 = {};
                    	adj_282 = {};
                    	adj_283 = {};
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
                        // v1 = v1 * 0.5 + wp.tanh((wp.dot(wp.vec3(-1.737, -0.4, 1.86), wp.vec3(-0.85, -0.205, 1.071)) / (wp.abs(v2) + 1.0)))       <L 48>
                        var_259 = wp::mul(var_251, var_258);
                        var_263 = wp::vec_t<3, wp::float32>(var_260, var_261, var_262);
                        var_267 = wp::vec_t<3, wp::float32>(var_264, var_265, var_266);
                        var_268 = wp::dot(var_263, var_267);
                        var_269 = wp::abs(var_10);
                        var_271 = wp::add(var_269, var_270);
                        var_272 = wp::div(var_268, var_271);
                        var_273 = wp::tanh(var_272);
                        var_274 = wp::add(var_259, var_273);
                        // v12 = (v0 - ((wp.vec3(0.88, -0.5, -0.2) + v4) / (wp.abs(wp.degrees(v1)) + 1.0)))       <L 49>
                        var_278 = wp::vec_t<3, wp::float32>(var_275, var_276, var_277);
                        var_279 = wp::add(var_278, var_46);
                        var_280 = wp::degrees(var_274);
                        var_281 = wp::abs(var_280);
                        var_283 = wp::add(var_281, var_282);
                        var_284 = wp::div(var_279, var_283);
                        var_285 = wp::sub(var_4, var_284);
                        // v15 += v12[0] + v12[1] + v12[2]                                    <L 50>
                        var_287 = wp::extract(var_285, var_286);
                        var_289 = wp::extract(var_285, var_288);
                        var_290 = wp::add(var_287, var_289);
                        var_292 = wp::extract(var_285, var_291);
                        var_293 = wp::add(var_290, var_292);
                        var_294 = wp::add(var_2, var_293);
                        wp::assign(var_2, var_294);
                        wp::assign(var_251, var_274);
                        wp::adj_assign(var_251, var_274, adj_251, adj_274);
                        wp::adj_assign(var_2, var_294, adj_2, adj_294);
                        wp::adj_add(var_2, var_293, adj_2, adj_293, adj_294);
                        wp::adj_add(var_290, var_292, adj_290, adj_292, adj_293);
                        wp::adj_extract(var_285, var_291, adj_285, adj_291, adj_292);
                        wp::adj_add(var_287, var_289, adj_287, adj_289, adj_290);
                        wp::adj_extract(var_285, var_288, adj_285, adj_288, adj_289);
                        wp::adj_extract(var_285, var_286, adj_285, adj_286, adj_287);
                        // adj: v15 += v12[0] + v12[1] + v12[2]                               <L 50>
                        wp::adj_sub(var_4, var_284, adj_4, adj_284, adj_285);
                        wp::adj_div(var_279, var_283, adj_279, adj_283, adj_284);
                        wp::adj_add(var_281, var_282, adj_281, adj_282, adj_283);
                        wp::adj_abs(var_280, adj_280, adj_281);
                        wp::adj_degrees(var_274, adj_274, adj_280);
                        wp::adj_add(var_278, var_46, adj_278, adj_46, adj_279);
                        wp::adj_vec_t(var_275, var_276, var_277, adj_275, adj_276, adj_277, adj_278);
                        // adj: v12 = (v0 - ((wp.vec3(0.88, -0.5, -0.2) + v4) / (wp.abs(wp.degrees(v1)) + 1.0)))  <L 49>
                        wp::adj_add(var_259, var_273, adj_259, adj_273, adj_274);
                        wp::adj_tanh(var_272, var_273, adj_272, adj_273);
                        wp::adj_div(var_268, var_271, var_272, adj_268, adj_271, adj_272);
                        wp::adj_add(var_269, var_270, adj_269, adj_270, adj_271);
                        wp::adj_abs(var_10, adj_10, adj_269);
                        wp::adj_dot(var_263, var_267, adj_263, adj_267, adj_268);
                        wp::adj_vec_t(var_264, var_265, var_266, adj_264, adj_265, adj_266, adj_267);
                        wp::adj_vec_t(var_260, var_261, var_262, adj_260, adj_261, adj_262, adj_263);
                        wp::adj_mul(var_251, var_258, adj_251, adj_258, adj_259);
                        // adj: v1 = v1 * 0.5 + wp.tanh((wp.dot(wp.vec3(-1.737, -0.4, 1.86), wp.vec3(-0.85, -0.205, 1.071)) / (wp.abs(v2) + 1.0)))  <L 48>
                    	goto start_for_11;
                    end_for_11:;
                    wp::adj_add(var_n, var_252, adj_n, adj_252, adj_253);
                    // adj: for j11 in range(n + 1, 0, -1):                                   <L 47>
                    wp::adj_add(var_7, var_250, adj_7, adj_250, adj_251);
                    wp::adj_sin(var_249, adj_249, adj_250);
                    wp::adj_sub(var_10, var_10, adj_10, adj_10, adj_249);
                    // adj: v1 = v1 + wp.sin((v2 - v2))                                       <L 46>
                }
                wp::adj_mod(var_244, var_245, adj_244, adj_245, adj_246);
                wp::adj_mod(var_0, var_243, adj_0, adj_243, adj_244);
                // adj: elif ((tid % 9)) % 2 == 1:                                            <L 45>
            }
            if (var_150) {
                if (var_239) {
                    label10:;
                    // adj: return                                                            <L 44>
                }
                if (var_239) {
                }
                // adj: if (v3 <= v1) and (0.59 < v1):                                        <L 43>
                wp::adj_add(var_225, var_237, adj_225, adj_237, adj_238);
                wp::adj_mul(var_234, var_236, adj_234, adj_236, adj_237);
                wp::adj_normalize(var_235, var_234, adj_233, adj_234);
                wp::adj_address(var_contact_directions, var_232, adj_contact_directions, adj_232, adj_233);
                wp::adj_mod(var_227, var_230, adj_227, adj_230, adj_232);
                adj_contact_directions.shape = adj_228;
                wp::adj_add(var_0, var_226, adj_0, adj_226, adj_227);
                wp::adj_mul(var_218, var_224, adj_218, adj_224, adj_225);
                // adj: v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03  <L 42>
                if (var_219) {
                    label9:;
                    // adj: return                                                            <L 44>
                }
                if (var_219) {
                }
                // adj: if (v3 <= v1) and (0.59 < v1):                                        <L 43>
                wp::adj_add(var_205, var_217, adj_205, adj_217, adj_218);
                wp::adj_mul(var_214, var_216, adj_214, adj_216, adj_217);
                wp::adj_normalize(var_215, var_214, adj_213, adj_214);
                wp::adj_address(var_contact_directions, var_212, adj_contact_directions, adj_212, adj_213);
                wp::adj_mod(var_207, var_210, adj_207, adj_210, adj_212);
                adj_contact_directions.shape = adj_208;
                wp::adj_add(var_0, var_206, adj_0, adj_206, adj_207);
                wp::adj_mul(var_46, var_204, adj_46, adj_204, adj_205);
                // adj: v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03  <L 42>
                // adj: for j10 in range(2):                                                  <L 41>
                var_173 = wp::iter_reverse(var_173);
                start_for_7:;
                    if (iter_cmp(var_173) == 0) goto end_for_7;
                    var_174 = wp::iter_next(var_173);
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
                	adj_200 = {};
                	adj_201 = {};
                	adj_202 = {};
                    // v0 = v0 * 0.5 + wp.normalize(wp.vec3(wp.dot(wp.vec3(1.751, -1.319, 0.8), wp.vec3(-1.652)), (0.806 * v2), wp.length(wp.vec3(0.74)))) * 0.96       <L 36>
                    var_176 = wp::mul(var_4, var_175);
                    var_180 = wp::vec_t<3, wp::float32>(var_177, var_178, var_179);
                    var_182 = wp::vec_t<3, wp::float32>(var_181);
                    var_183 = wp::dot(var_180, var_182);
                    var_185 = wp::mul(var_184, var_10);
                    var_187 = wp::vec_t<3, wp::float32>(var_186);
                    var_188 = wp::length(var_187);
                    var_189 = wp::vec_t<3, wp::float32>(var_183, var_185, var_188);
                    var_190 = wp::normalize(var_189);
                    var_192 = wp::mul(var_190, var_191);
                    var_193 = wp::add(var_176, var_192);
                    // if (v3 > v2) and (v2 <= v3):                                           <L 37>
                    var_195 = (var_171 > var_10);
                    var_194 = var_195;
                    if (var_194) {
                        var_196 = (var_10 <= var_171);
                        var_194 = var_194 && var_196;
                    }
                    if (var_194) {
                        // break                                                              <L 38>
                        wp::assign(var_4, var_193);
                        goto end_for_7;
                    }
                    var_197 = wp::where(var_194, var_4, var_193);
                    // if (j9) % 3 == 1:                                                      <L 39>
                    var_199 = wp::mod(var_174, var_198);
                    var_201 = (var_199 == var_200);
                    if (var_201) {
                        // break                                                              <L 40>
                        wp::assign(var_4, var_197);
                        goto end_for_7;
                    }
                    var_202 = wp::where(var_201, var_4, var_197);
                    wp::assign(var_4, var_202);
                    wp::adj_assign(var_4, var_202, adj_4, adj_202);
                    wp::adj_where(var_201, var_4, var_197, adj_201, adj_4, adj_197, adj_202);
                    if (var_201) {
                        wp::adj_assign(var_4, var_197, adj_4, adj_197);
                        // adj: break                                                         <L 40>
                    }
                    wp::adj_mod(var_174, var_198, adj_174, adj_198, adj_199);
                    // adj: if (j9) % 3 == 1:                                                 <L 39>
                    wp::adj_where(var_194, var_4, var_193, adj_194, adj_4, adj_193, adj_197);
                    if (var_194) {
                        wp::adj_assign(var_4, var_193, adj_4, adj_193);
                        // adj: break                                                         <L 38>
                    }
                    if (var_194) {
                    }
                    // adj: if (v3 > v2) and (v2 <= v3):                                      <L 37>
                    wp::adj_add(var_176, var_192, adj_176, adj_192, adj_193);
                    wp::adj_mul(var_190, var_191, adj_190, adj_191, adj_192);
                    wp::adj_normalize(var_189, var_190, adj_189, adj_190);
                    wp::adj_vec_t(var_183, var_185, var_188, adj_183, adj_185, adj_188, adj_189);
                    wp::adj_length(var_187, var_188, adj_187, adj_188);
                    wp::adj_vec_t(var_186, adj_186, adj_187);
                    wp::adj_mul(var_184, var_10, adj_184, adj_10, adj_185);
                    wp::adj_dot(var_180, var_182, adj_180, adj_182, adj_183);
                    wp::adj_vec_t(var_181, adj_181, adj_182);
                    wp::adj_vec_t(var_177, var_178, var_179, adj_177, adj_178, adj_179, adj_180);
                    wp::adj_mul(var_4, var_175, adj_4, adj_175, adj_176);
                    // adj: v0 = v0 * 0.5 + wp.normalize(wp.vec3(wp.dot(wp.vec3(1.751, -1.319, 0.8), wp.vec3(-1.652)), (0.806 * v2), wp.length(wp.vec3(0.74)))) * 0.96  <L 36>
                	goto start_for_7;
                end_for_7:;
                // adj: for j9 in reversed(range(n)):                                         <L 35>
                wp::adj_add(var_61, var_170, adj_61, adj_170, adj_171);
                wp::adj_cos(var_169, adj_169, adj_170);
                wp::adj_dot(var_159, var_168, adj_159, adj_168, adj_169);
                wp::adj_add(var_163, var_167, adj_163, adj_167, adj_168);
                wp::adj_vec_t(var_164, var_165, var_166, adj_164, adj_165, adj_166, adj_167);
                wp::adj_vec_t(var_160, var_161, var_162, adj_160, adj_161, adj_162, adj_163);
                wp::adj_cross(var_154, var_158, adj_154, adj_158, adj_159);
                wp::adj_vec_t(var_155, var_156, var_157, adj_155, adj_156, adj_157, adj_158);
                wp::adj_vec_t(var_151, var_152, var_153, adj_151, adj_152, adj_153, adj_154);
                // adj: v3 += wp.cos(wp.dot(wp.cross(wp.vec3(-0.257, -1.6, -1.86), wp.vec3(-1.1, -1.8, 1.87)), (wp.vec3(0.697, -0.589, 0.442) + wp.vec3(1.0, 0.05, 1.78))))  <L 34>
            }
            // adj: elif v3 <= v2:                                                            <L 33>
        }
        if (var_115) {
            wp::adj_add(var_2, var_148, adj_2, adj_148, adj_149);
            wp::adj_add(var_145, var_147, adj_145, adj_147, adj_148);
            wp::adj_extract(var_140, var_146, adj_140, adj_146, adj_147);
            wp::adj_add(var_142, var_144, adj_142, adj_144, adj_145);
            wp::adj_extract(var_140, var_143, adj_140, adj_143, adj_144);
            wp::adj_extract(var_140, var_141, adj_140, adj_141, adj_142);
            // adj: v15 += v8[0] + v8[1] + v8[2]                                              <L 32>
            wp::adj_sub(var_133, var_139, adj_133, adj_139, adj_140);
            wp::adj_cross(var_134, var_138, adj_134, adj_138, adj_139);
            wp::adj_vec_t(var_135, var_136, var_137, adj_135, adj_136, adj_137, adj_138);
            wp::adj_sub(var_46, var_126, adj_46, adj_126, adj_134);
            wp::adj_lerp(var_131, var_126, var_132, adj_131, adj_126, adj_132, adj_133);
            wp::adj_sub(var_126, var_130, adj_126, adj_130, adj_131);
            wp::adj_vec_t(var_127, var_128, var_129, adj_127, adj_128, adj_129, adj_130);
            // adj: v8 = (wp.lerp((v0 - wp.vec3(-0.2, -1.6, 0.245)), v0, -1.84) - wp.cross((v4 - v0), wp.vec3(1.469, -1.18, -1.02)))  <L 31>
            wp::adj_add(var_4, var_125, adj_4, adj_125, adj_126);
            wp::adj_mul(var_123, var_124, adj_123, adj_124, adj_125);
            wp::adj_normalize(var_122, var_123, adj_122, adj_123);
            wp::adj_normalize(var_121, var_122, adj_121, adj_122);
            wp::adj_vec_t(var_120, adj_120, adj_121);
            // adj: v0 = v0 + wp.normalize(wp.normalize(wp.vec3(1.1))) * 1.25                 <L 30>
        }
        if (var_115) {
            if (!var_117) {
            }
        }
        // adj: if (v2 <= v2) and ((v1 < v2) or (v1 >= v3)):                                  <L 29>
    start_while_3:;
        var_65 = (var_63 < var_64);
    if ((var_65) == false) goto end_while_3;
    adj_66 = {};
    adj_67 = {};
    adj_68 = {};
    adj_69 = {};
    adj_70 = {};
    adj_71 = {};
    adj_72 = {};
    adj_73 = {};
    adj_74 = {};
    adj_75 = {};
    adj_76 = {};
    adj_77 = {};
    adj_78 = {};
    adj_79 = {};
    adj_80 = {};
    adj_81 = {};
    adj_82 = {};
    adj_83 = {};
    adj_84 = {};
    adj_109 = {};
    adj_110 = {};
    adj_111 = {};
    adj_112 = {};
    adj_113 = {};
    adj_114 = {};
            // w6 = w6 + 1                                                                    <L 23>
            var_67 = wp::add(var_63, var_66);
            // v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32       <L 24>
            var_69 = wp::mul(var_4, var_68);
            var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
            var_74 = wp::cross(var_46, var_73);
            var_78 = wp::vec_t<3, wp::float32>(var_75, var_76, var_77);
            var_79 = wp::cross(var_74, var_78);
            var_80 = wp::normalize(var_79);
            var_82 = wp::mul(var_80, var_81);
            var_83 = wp::add(var_69, var_82);
            // for j7 in range(n):                                                            <L 25>
            var_84 = wp::range(var_n);
            // if (w6) % 3 == 1:                                                              <L 27>
            var_110 = wp::mod(var_67, var_109);
            var_112 = (var_110 == var_111);
            if (var_112) {
                // continue                                                                   <L 28>
                wp::assign(var_4, var_83);
                wp::assign(var_63, var_67);
                goto start_while_3;
            }
            var_113 = wp::where(var_112, var_4, var_83);
            var_114 = wp::where(var_112, var_63, var_67);
            wp::assign(var_4, var_113);
            wp::assign(var_63, var_114);
            wp::adj_assign(var_63, var_114, adj_63, adj_114);
            wp::adj_assign(var_4, var_113, adj_4, adj_113);
            wp::adj_where(var_112, var_63, var_67, adj_112, adj_63, adj_67, adj_114);
            wp::adj_where(var_112, var_4, var_83, adj_112, adj_4, adj_83, adj_113);
            if (var_112) {
                wp::adj_assign(var_63, var_67, adj_63, adj_67);
                wp::adj_assign(var_4, var_83, adj_4, adj_83);
                // adj: continue                                                              <L 28>
            }
            wp::adj_mod(var_67, var_109, adj_67, adj_109, adj_110);
            // adj: if (w6) % 3 == 1:                                                         <L 27>
            var_84 = wp::iter_reverse(var_84);
            start_for_5:;
                if (iter_cmp(var_84) == 0) goto end_for_5;
                var_85 = wp::iter_next(var_84);
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
                // v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67       <L 26>
                var_87 = wp::mul(var_46, var_86);
                var_91 = wp::vec_t<3, wp::float32>(var_88, var_89, var_90);
                var_95 = wp::vec_t<3, wp::float32>(var_92, var_93, var_94);
                var_96 = wp::min(var_91, var_95);
                var_98 = wp::vec_t<3, wp::float32>(var_97, var_7, var_10);
                var_100 = wp::abs(var_99);
                var_102 = wp::add(var_100, var_101);
                var_103 = wp::atan2(var_7, var_102);
                var_104 = wp::lerp(var_96, var_98, var_103);
                var_105 = wp::normalize(var_104);
                var_107 = wp::mul(var_105, var_106);
                var_108 = wp::add(var_87, var_107);
                wp::assign(var_46, var_108);
                wp::adj_assign(var_46, var_108, adj_46, adj_108);
                wp::adj_add(var_87, var_107, adj_87, adj_107, adj_108);
                wp::adj_mul(var_105, var_106, adj_105, adj_106, adj_107);
                wp::adj_normalize(var_104, var_105, adj_104, adj_105);
                wp::adj_lerp(var_96, var_98, var_103, adj_96, adj_98, adj_103, adj_104);
                wp::adj_atan2(var_7, var_102, adj_7, adj_102, adj_103);
                wp::adj_add(var_100, var_101, adj_100, adj_101, adj_102);
                wp::adj_abs(var_99, adj_99, adj_100);
                wp::adj_vec_t(var_97, var_7, var_10, adj_97, adj_7, adj_10, adj_98);
                wp::adj_min(var_91, var_95, adj_91, adj_95, adj_96);
                wp::adj_vec_t(var_92, var_93, var_94, adj_92, adj_93, adj_94, adj_95);
                wp::adj_vec_t(var_88, var_89, var_90, adj_88, adj_89, adj_90, adj_91);
                wp::adj_mul(var_46, var_86, adj_46, adj_86, adj_87);
                // adj: v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67  <L 26>
            	goto start_for_5;
            end_for_5:;
            // adj: for j7 in range(n):                                                       <L 25>
            wp::adj_add(var_69, var_82, adj_69, adj_82, adj_83);
            wp::adj_mul(var_80, var_81, adj_80, adj_81, adj_82);
            wp::adj_normalize(var_79, var_80, adj_79, adj_80);
            wp::adj_cross(var_74, var_78, adj_74, adj_78, adj_79);
            wp::adj_vec_t(var_75, var_76, var_77, adj_75, adj_76, adj_77, adj_78);
            wp::adj_cross(var_46, var_73, adj_46, adj_73, adj_74);
            wp::adj_vec_t(var_70, var_71, var_72, adj_70, adj_71, adj_72, adj_73);
            wp::adj_mul(var_4, var_68, adj_4, adj_68, adj_69);
            // adj: v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32  <L 24>
            wp::adj_add(var_63, var_66, adj_63, adj_66, adj_67);
            // adj: w6 = w6 + 1                                                               <L 23>
    goto start_while_3;
    end_while_3:;
        // adj: while w6 < 5:                                                                 <L 22>
        // adj: w6 = int(0)                                                                   <L 21>
        wp::adj_add(var_22, var_60, adj_22, adj_60, adj_61);
        wp::adj_sin(var_59, adj_59, adj_60);
        wp::adj_div(var_54, var_58, var_59, adj_54, adj_58, adj_59);
        wp::adj_add(var_56, var_57, adj_56, adj_57, adj_58);
        wp::adj_abs(var_55, adj_55, adj_56);
        wp::adj_sub(var_7, var_7, adj_7, adj_7, adj_55);
        wp::adj_min(var_10, var_53, adj_10, adj_53, adj_54);
        // adj: v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))            <L 20>
        wp::adj_add(var_48, var_51, adj_48, adj_51, adj_52);
        // adj: w5 = w5 + 1                                                                   <L 19>
    goto start_while_1;
    end_while_1:;
    // adj: while w5 < 2:                                                                     <L 18>
    // adj: w5 = int(0)                                                                       <L 17>
    wp::adj_div(var_4, var_45, adj_4, adj_45, adj_46);
    wp::adj_add(var_43, var_44, adj_43, adj_44, adj_45);
    wp::adj_abs(var_42, adj_42, adj_43);
    wp::adj_cosh(var_41, adj_41, adj_42);
    wp::adj_clamp(var_10, var_39, var_40, adj_10, adj_39, adj_40, adj_41);
    // adj: v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                      <L 16>
    if (var_27) {
        label0:;
        // adj: return                                                                        <L 15>
        wp::adj_array_store(var_contact_residuals, var_0, var_38, adj_contact_residuals, adj_0, adj_38);
        wp::adj_add(var_29, var_37, adj_29, adj_37, adj_38);
        wp::adj_mul(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_length_sq(var_34, adj_34, adj_35);
        wp::adj_max(var_4, var_33, adj_4, adj_33, adj_34);
        wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        wp::adj_add(var_28, var_22, adj_28, adj_22, adj_29);
        wp::adj_add(var_7, var_10, adj_7, adj_10, adj_28);
        // adj: contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12  <L 14>
    }
    wp::adj_mod(var_0, var_24, adj_0, adj_24, adj_25);
    // adj: if (tid) % 4 == 1:                                                                <L 13>
    wp::adj_add(var_13, var_23, adj_13, adj_21, adj_22);
    wp::adj_address(var_contact_masses, var_20, adj_contact_masses, adj_20, adj_21);
    wp::adj_mod(var_15, var_18, adj_15, adj_18, adj_20);
    adj_contact_masses.shape = adj_16;
    wp::adj_add(var_0, var_14, adj_0, adj_14, adj_15);
    wp::adj_float(var_12, adj_12, adj_13);
    wp::adj_sub(var_0, var_0, adj_0, adj_0, adj_12);
    // adj: v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])   <L 12>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_contact_temperatures, var_0, adj_contact_temperatures, adj_0, adj_9);
    // adj: v2 = contact_temperatures[tid]                                                    <L 11>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_contact_masses, var_0, adj_contact_masses, adj_0, adj_6);
    // adj: v1 = contact_masses[tid]                                                          <L 10>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_contact_directions, var_0, adj_contact_directions, adj_0, adj_3);
    // adj: v0 = contact_directions[tid]                                                      <L 9>
    wp::adj_float(var_1, adj_1, adj_2);
    // adj: v15 = float(0.0)                                                                  <L 8>
    // adj: tid = wp.tid()  # one thread per element                                          <L 7>
    // adj: def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):  <L 5>
    return;
}



struct control_000000_fa66cbf7_cpu_block_payload_forward
{
    wp_args_control_000000_fa66cbf7* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000000_fa66cbf7_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000000_fa66cbf7_cpu_block_payload_forward* payload = (control_000000_fa66cbf7_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000000_fa66cbf7_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void control_000000_fa66cbf7_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000000_fa66cbf7 *_wp_args)
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
        control_000000_fa66cbf7_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000000_fa66cbf7_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000000_fa66cbf7_cpu_block_payload_backward
{
    wp_args_control_000000_fa66cbf7* args;
    wp_args_control_000000_fa66cbf7* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000000_fa66cbf7_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000000_fa66cbf7_cpu_block_payload_backward* payload = (control_000000_fa66cbf7_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000000_fa66cbf7_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000000_fa66cbf7_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000000_fa66cbf7 *_wp_args,
    wp_args_control_000000_fa66cbf7 *_wp_adj_args)
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
        control_000000_fa66cbf7_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000000_fa66cbf7_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

