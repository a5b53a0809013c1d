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

struct wp_args_multi_conditional_000002_8844e183 {
    wp::array_t<wp::float32> cell_pressures;
    wp::array_t<wp::vec_t<2, wp::float32>> cell_uvs;
    wp::array_t<wp::float32> cell_masses;
    wp::array_t<wp::float32> cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> cell_uv_out;
};


void multi_conditional_000002_8844e183_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_8844e183 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_cell_pressures = _wp_args->cell_pressures;
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_uvs = _wp_args->cell_uvs;
    wp::array_t<wp::float32> var_cell_masses = _wp_args->cell_masses;
    wp::array_t<wp::float32> var_cell_distances = _wp_args->cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_uv_out = _wp_args->cell_uv_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::vec_t<2, wp::float32>* var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    bool var_11;
    bool var_12;
    bool var_13;
    const wp::float32 var_14 = -0.5;
    bool var_15;
    bool var_16;
    const wp::float32 var_17 = -1.94;
    const wp::float32 var_18 = 0.68;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    bool var_29;
    const wp::float32 var_30 = -1.75;
    const wp::float32 var_31 = 1.2;
    wp::vec_t<2, wp::float32> var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -1.62;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    bool var_42;
    const wp::float32 var_43 = -0.779;
    wp::float32 var_44;
    const wp::float32 var_45 = 1.0;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 1;
    wp::int32 var_49;
    wp::shape_t* var_50;
    const wp::int32 var_51 = 0;
    wp::int32 var_52;
    wp::shape_t var_53;
    wp::int32 var_54;
    const wp::int32 var_55 = 2;
    wp::int32 var_56;
    wp::shape_t* var_57;
    const wp::int32 var_58 = 1;
    wp::int32 var_59;
    wp::shape_t var_60;
    wp::int32 var_61;
    wp::float32* var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::float32 var_65 = 1.0;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    bool var_71;
    const wp::int32 var_72 = 3;
    wp::int32 var_73;
    const wp::int32 var_74 = 0;
    bool var_75;
    const wp::int32 var_76 = 2;
    wp::int32 var_77;
    const wp::int32 var_78 = 0;
    bool var_79;
    const wp::float32 var_80 = -0.718;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 1.0;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    const wp::float32 var_89 = 0.71;
    wp::float32 var_90;
    wp::float32 var_91;
    bool var_92;
    const wp::float32 var_93 = -1.197;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    bool var_98;
    wp::float32 var_99;
    const wp::float32 var_100 = 1.22;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    bool var_105;
    const wp::int32 var_106 = 1;
    wp::int32 var_107;
    wp::shape_t* var_108;
    const wp::int32 var_109 = 0;
    wp::int32 var_110;
    wp::shape_t var_111;
    wp::int32 var_112;
    wp::float32* var_113;
    wp::float32 var_114;
    wp::float32 var_115;
    wp::float32 var_116;
    bool var_117;
    const wp::int32 var_118 = 3;
    wp::int32 var_119;
    const wp::int32 var_120 = 1;
    bool var_121;
    bool var_122;
    const wp::float32 var_123 = 1.1;
    bool var_124;
    const wp::float32 var_125 = -1.9;
    bool var_126;
    bool var_127;
    wp::vec_t<2, wp::float32> var_128;
    wp::vec_t<2, wp::float32> var_129;
    wp::vec_t<2, wp::float32> var_130;
    const wp::float32 var_131 = 1.73;
    wp::vec_t<2, wp::float32> var_132;
    wp::vec_t<2, wp::float32> var_133;
    bool var_134;
    const wp::float32 var_135 = -1.07;
    bool var_136;
    const wp::float32 var_137 = -1.593;
    bool var_138;
    const wp::float32 var_139 = 0.518;
    bool var_140;
    bool var_141;
    const wp::float32 var_142 = 1.5;
    wp::vec_t<2, wp::float32> var_143;
    wp::vec_t<2, wp::float32> var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    const wp::float32 var_148 = -0.075;
    const wp::float32 var_149 = 1.2;
    wp::vec_t<2, wp::float32> var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    const wp::float32 var_153 = 1.0;
    wp::float32 var_154;
    wp::float32 var_155;
    wp::float32 var_156;
    const wp::float32 var_157 = -1.11;
    wp::float32 var_158;
    const wp::float32 var_159 = 0.5;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    const wp::float32 var_164 = -1.0;
    const wp::float32 var_165 = 1.0;
    const wp::float32 var_166 = 1.1;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::float32 var_169 = -1.763;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    const wp::float32 var_173 = 0.28;
    const wp::float32 var_174 = 1.3;
    wp::vec_t<2, wp::float32> var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::vec_t<2, wp::float32> var_181;
    const wp::int32 var_182 = 0;
    wp::float32 var_183;
    wp::float32 var_184;
    wp::float32 var_185;
    const wp::float32 var_186 = 1.0;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    wp::float32 var_191;
    wp::float32 var_192;
    wp::float32 var_193;
    const wp::float32 var_194 = -3.0;
    const wp::float32 var_195 = 3.0;
    wp::float32 var_196;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    bool var_201;
    const wp::int32 var_202 = 1;
    wp::float32 var_203;
    const wp::int32 var_204 = 3;
    wp::int32 var_205;
    wp::shape_t* var_206;
    const wp::int32 var_207 = 0;
    wp::int32 var_208;
    wp::shape_t var_209;
    wp::int32 var_210;
    wp::vec_t<2, wp::float32>* var_211;
    wp::vec_t<2, wp::float32> var_212;
    wp::vec_t<2, wp::float32> var_213;
    wp::vec_t<2, wp::float32> var_214;
    const wp::float32 var_215 = 2.0;
    wp::vec_t<2, wp::float32> var_216;
    wp::vec_t<2, wp::float32> var_217;
    wp::float32 var_218;
    bool var_219;
    const wp::float32 var_220 = -1.636;
    wp::float32 var_221;
    wp::float32 var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    const wp::float32 var_226 = 0.47;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::vec_t<2, wp::float32> var_230;
    const wp::float32 var_231 = 1.01;
    wp::vec_t<2, wp::float32> var_232;
    wp::vec_t<2, wp::float32> var_233;
    wp::float32 var_234;
    const wp::int32 var_235 = 0;
    wp::float32 var_236;
    wp::vec_t<2, wp::float32> var_237;
    wp::vec_t<2, wp::float32> var_238;
    const wp::float32 var_239 = 0.54;
    wp::vec_t<2, wp::float32> var_240;
    wp::vec_t<2, wp::float32> var_241;
    const wp::int32 var_242 = 4;
    wp::int32 var_243;
    wp::float32 var_244;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::vec_t<2, wp::float32> var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    wp::vec_t<2, wp::float32> var_251;
    wp::float32 var_252;
    wp::int32 var_253;
    const wp::int32 var_254 = 3;
    wp::int32 var_255;
    const wp::int32 var_256 = 0;
    bool var_257;
    bool var_258;
    const wp::float32 var_259 = 0.2;
    bool var_260;
    bool var_261;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    wp::float32 var_268;
    wp::vec_t<2, wp::float32> var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::vec_t<2, wp::float32> var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = -1.316;
    bool var_276;
    wp::float32 var_277;
    const wp::float32 var_278 = 1.0;
    wp::float32 var_279;
    wp::float32 var_280;
    const wp::float32 var_281 = -4.0;
    const wp::float32 var_282 = 2.0;
    wp::float32 var_283;
    wp::float32 var_284;
    wp::float32 var_285;
    wp::float32 var_286;
    const wp::float32 var_287 = 0.12;
    wp::vec_t<2, wp::float32> var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    wp::float32 var_291;
    wp::float32 var_292;
    bool var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    wp::float32 var_296;
    const wp::float32 var_297 = 1.0;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    const wp::float32 var_302 = -4.0;
    const wp::float32 var_303 = 2.0;
    wp::float32 var_304;
    wp::float32 var_305;
    const wp::float32 var_306 = -1.0;
    const wp::float32 var_307 = 1.0;
    wp::float32 var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    wp::float32 var_314;
    wp::float32 var_315;
    wp::float32 var_316;
    wp::vec_t<2, wp::float32> var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::vec_t<2, wp::float32> var_320;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.0;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::float32 var_328 = 1.0;
    wp::float32 var_329;
    wp::float32 var_330;
    const wp::float32 var_331 = -3.0;
    const wp::float32 var_332 = 3.0;
    wp::float32 var_333;
    wp::float32 var_334;
    const wp::float32 var_335 = 0.25;
    wp::float32 var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::vec_t<2, wp::float32> var_340;
    wp::float32 var_341;
    const wp::float32 var_342 = 0.82;
    wp::float32 var_343;
    wp::float32 var_344;
    wp::float32 var_345;
    wp::vec_t<2, wp::float32> var_346;
    const wp::float32 var_347 = 0.38;
    wp::vec_t<2, wp::float32> var_348;
    wp::vec_t<2, wp::float32> var_349;
    //---------
    // forward
    // def multi_conditional_000002(cell_pressures: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_masses: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):       <L 7>
    // i, j = wp.tid()  # one thread per element                                              <L 9>
    builtin_tid2d(var_0, var_1);
    // v0 = cell_pressures[i, j]                                                              <L 10>
    var_2 = wp::address(var_cell_pressures, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = cell_uvs[i, j]                                                                    <L 11>
    var_5 = wp::address(var_cell_uvs, var_0, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v2 = cell_masses[i, j]                                                                 <L 12>
    var_8 = wp::address(var_cell_masses, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // if ((v2 >= v0) and (v0 <= -0.5)) or (v2 < v0):                                         <L 13>
    var_13 = (var_9 >= var_3);
    var_12 = var_13;
    if (var_12) {
        var_15 = (var_3 <= var_14);
        var_12 = var_12 && var_15;
    }
    var_11 = var_12;
    if (!var_11) {
        var_16 = (var_9 < var_3);
        var_11 = var_11 || var_16;
    }
    if (var_11) {
        // v2 = v2 + wp.tanh(min(wp.clamp(v2, -1.94, 0.68), wp.round(v0)))                    <L 14>
        var_19 = wp::clamp(var_9, var_17, var_18);
        var_20 = wp::round(var_3);
        var_21 = wp::min(var_19, var_20);
        var_22 = wp::tanh(var_21);
        var_23 = wp::add(var_9, var_22);
    }
    if (!var_11) {
        // elif (v2 / (wp.abs(v0) + 1.0)) < (v0 + v0):                                        <L 15>
        var_24 = wp::abs(var_3);
        var_26 = wp::add(var_24, var_25);
        var_27 = wp::div(var_9, var_26);
        var_28 = wp::add(var_3, var_3);
        var_29 = (var_27 < var_28);
        if (var_29) {
            // v2 = v2 + wp.cos((wp.dot(v1, wp.vec2(-1.75, 1.2)) - (v2 * -1.62)))             <L 16>
            var_32 = wp::vec_t<2, wp::float32>(var_30, var_31);
            var_33 = wp::dot(var_6, var_32);
            var_35 = wp::mul(var_9, var_34);
            var_36 = wp::sub(var_33, var_35);
            var_37 = wp::cos(var_36);
            var_38 = wp::add(var_9, var_37);
        }
        var_39 = wp::where(var_29, var_38, var_9);
    }
    var_40 = wp::where(var_11, var_23, var_39);
    // if v2 <= wp.tanh(v2):                                                                  <L 17>
    var_41 = wp::tanh(var_40);
    var_42 = (var_40 <= var_41);
    if (var_42) {
        // v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_masses[(i + 1) % cell_masses.shape[0], (j + 2) % cell_masses.shape[1]]) + 1.0)))       <L 18>
        var_44 = wp::abs(var_40);
        var_46 = wp::add(var_44, var_45);
        var_47 = wp::div(var_43, var_46);
        var_49 = wp::add(var_0, var_48);
        var_50 = &(var_cell_masses.shape);
        var_53 = wp::load(var_50);
        var_52 = wp::extract(var_53, var_51);
        var_54 = wp::mod(var_49, var_52);
        var_56 = wp::add(var_1, var_55);
        var_57 = &(var_cell_masses.shape);
        var_60 = wp::load(var_57);
        var_59 = wp::extract(var_60, var_58);
        var_61 = wp::mod(var_56, var_59);
        var_62 = wp::address(var_cell_masses, var_54, var_61);
        var_64 = wp::load(var_62);
        var_63 = wp::abs(var_64);
        var_66 = wp::add(var_63, var_65);
        var_67 = wp::div(var_47, var_66);
        var_68 = wp::sin(var_67);
        var_69 = wp::add(var_3, var_68);
    }
    var_70 = wp::where(var_42, var_69, var_3);
    // if ((j) % 3 == 0) and ((i) % 2 == 0):                                                  <L 19>
    var_73 = wp::mod(var_1, var_72);
    var_75 = (var_73 == var_74);
    var_71 = var_75;
    if (var_71) {
        var_77 = wp::mod(var_0, var_76);
        var_79 = (var_77 == var_78);
        var_71 = var_71 && var_79;
    }
    if (var_71) {
        // v2 = v2 + wp.tanh(((-0.718 * v2) * (v0 / (wp.abs(v2) + 1.0))))                     <L 20>
        var_81 = wp::mul(var_80, var_40);
        var_82 = wp::abs(var_40);
        var_84 = wp::add(var_82, var_83);
        var_85 = wp::div(var_70, var_84);
        var_86 = wp::mul(var_81, var_85);
        var_87 = wp::tanh(var_86);
        var_88 = wp::add(var_40, var_87);
        // if (0.71 + v0) >= wp.erfc(v2):                                                     <L 21>
        var_90 = wp::add(var_89, var_70);
        var_91 = wp::erfc(var_88);
        var_92 = (var_90 >= var_91);
        if (var_92) {
            // v0 += wp.sin(-1.197)                                                           <L 22>
            var_94 = wp::sin(var_93);
            var_95 = wp::add(var_70, var_94);
        }
        var_96 = wp::where(var_92, var_95, var_70);
    }
    if (!var_71) {
        // elif (v2 * v2) <= v2:                                                              <L 23>
        var_97 = wp::mul(var_40, var_40);
        var_98 = (var_97 <= var_40);
        if (var_98) {
            // v2 -= wp.cos(v2) * 1.22                                                        <L 24>
            var_99 = wp::cos(var_40);
            var_101 = wp::mul(var_99, var_100);
            var_102 = wp::sub(var_40, var_101);
            // if wp.sin(v0) <= (v2 * v0):                                                    <L 25>
            var_103 = wp::sin(var_70);
            var_104 = wp::mul(var_102, var_70);
            var_105 = (var_103 <= var_104);
            if (var_105) {
                // v0 = v0 + wp.sin(cell_masses[(i + 1) % cell_masses.shape[0], j])           <L 26>
                var_107 = wp::add(var_0, var_106);
                var_108 = &(var_cell_masses.shape);
                var_111 = wp::load(var_108);
                var_110 = wp::extract(var_111, var_109);
                var_112 = wp::mod(var_107, var_110);
                var_113 = wp::address(var_cell_masses, var_112, var_1);
                var_115 = wp::load(var_113);
                var_114 = wp::sin(var_115);
                var_116 = wp::add(var_70, var_114);
            }
            if (!var_105) {
                // elif ((j) % 3 == 1) and (not (v2 <= 1.1 or v2 >= -1.9)):                   <L 27>
                var_119 = wp::mod(var_1, var_118);
                var_121 = (var_119 == var_120);
                var_117 = var_121;
                if (var_117) {
                    var_124 = (var_102 <= var_123);
                    var_122 = var_124;
                    if (!var_122) {
                        var_126 = (var_102 >= var_125);
                        var_122 = var_122 || var_126;
                    }
                    var_127 = wp::unot(var_122);
                    var_117 = var_117 && var_127;
                }
                if (var_117) {
                    // v1 = v1 + wp.normalize(wp.normalize(wp.normalize(v1))) * 1.73          <L 28>
                    var_128 = wp::normalize(var_6);
                    var_129 = wp::normalize(var_128);
                    var_130 = wp::normalize(var_129);
                    var_132 = wp::mul(var_130, var_131);
                    var_133 = wp::add(var_6, var_132);
                    // if not ((-1.07 < v0) and (v2 >= -1.593) and v2 < 0.518):               <L 29>
                    var_136 = (var_135 < var_70);
                    var_134 = var_136;
                    if (var_134) {
                        var_138 = (var_102 >= var_137);
                        var_134 = var_134 && var_138;
                    }
                    if (var_134) {
                        var_140 = (var_102 < var_139);
                        var_134 = var_134 && var_140;
                    }
                    var_141 = wp::unot(var_134);
                    if (var_141) {
                        // v0 += wp.tanh(wp.dot(wp.vec2(v0, 1.5), (v1 + v1)))                 <L 30>
                        var_143 = wp::vec_t<2, wp::float32>(var_70, var_142);
                        var_144 = wp::add(var_133, var_133);
                        var_145 = wp::dot(var_143, var_144);
                        var_146 = wp::tanh(var_145);
                        var_147 = wp::add(var_70, var_146);
                        // v3 = ((wp.dot(wp.vec2(-0.075, 1.2), v1) / (wp.abs(v2) + 1.0)) + ((v0 + v0) * wp.atan2(v0, wp.abs(-1.11) + 0.5)))       <L 31>
                        var_150 = wp::vec_t<2, wp::float32>(var_148, var_149);
                        var_151 = wp::dot(var_150, var_133);
                        var_152 = wp::abs(var_102);
                        var_154 = wp::add(var_152, var_153);
                        var_155 = wp::div(var_151, var_154);
                        var_156 = wp::add(var_147, var_147);
                        var_158 = wp::abs(var_157);
                        var_160 = wp::add(var_158, var_159);
                        var_161 = wp::atan2(var_147, var_160);
                        var_162 = wp::mul(var_156, var_161);
                        var_163 = wp::add(var_155, var_162);
                        // v4 = (v3 - wp.smoothstep(-1.0, 1.0, (v2 + 1.1)) * wp.copysign(-1.763, v3))       <L 32>
                        var_167 = wp::add(var_102, var_166);
                        var_168 = wp::smoothstep(var_164, var_165, var_167);
                        var_170 = wp::copysign(var_169, var_163);
                        var_171 = wp::mul(var_168, var_170);
                        var_172 = wp::sub(var_163, var_171);
                    }
                    if (!var_141) {
                        // v2 = v2 + wp.cos(wp.dot(v1, wp.min(wp.vec2(0.28, 1.3), v1)))       <L 34>
                        var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
                        var_176 = wp::min(var_175, var_133);
                        var_177 = wp::dot(var_133, var_176);
                        var_178 = wp::cos(var_177);
                        var_179 = wp::add(var_102, var_178);
                        // v5 = (wp.vec2(v2, (v2 - v0)))[0]                                   <L 35>
                        var_180 = wp::sub(var_179, var_70);
                        var_181 = wp::vec_t<2, wp::float32>(var_179, var_180);
                        var_183 = wp::extract(var_181, var_182);
                        // v2 = v2 + wp.cos(wp.mod(v0, wp.abs((v5 - v2)) + 1.0))              <L 36>
                        var_184 = wp::sub(var_183, var_179);
                        var_185 = wp::abs(var_184);
                        var_187 = wp::add(var_185, var_186);
                        var_188 = wp::mod(var_70, var_187);
                        var_189 = wp::cos(var_188);
                        var_190 = wp::add(var_179, var_189);
                    }
                    var_191 = wp::where(var_141, var_147, var_70);
                    var_192 = wp::where(var_141, var_102, var_190);
                }
                if (!var_117) {
                    // v2 = v2 + wp.sin(wp.sinh(wp.clamp((v0 + v0), -3.0, 3.0)))              <L 38>
                    var_193 = wp::add(var_70, var_70);
                    var_196 = wp::clamp(var_193, var_194, var_195);
                    var_197 = wp::sinh(var_196);
                    var_198 = wp::sin(var_197);
                    var_199 = wp::add(var_102, var_198);
                    // if v2 >= wp.dot(v1, v1):                                               <L 39>
                    var_200 = wp::dot(var_6, var_6);
                    var_201 = (var_199 >= var_200);
                    if (var_201) {
                        // v1 = v1 + wp.normalize((v1[1] * cell_uvs[(i + 3) % cell_uvs.shape[0], j])) * 2.0       <L 40>
                        var_203 = wp::extract(var_6, var_202);
                        var_205 = wp::add(var_0, var_204);
                        var_206 = &(var_cell_uvs.shape);
                        var_209 = wp::load(var_206);
                        var_208 = wp::extract(var_209, var_207);
                        var_210 = wp::mod(var_205, var_208);
                        var_211 = wp::address(var_cell_uvs, var_210, var_1);
                        var_213 = wp::load(var_211);
                        var_212 = wp::mul(var_203, var_213);
                        var_214 = wp::normalize(var_212);
                        var_216 = wp::mul(var_214, var_215);
                        var_217 = wp::add(var_6, var_216);
                    }
                    if (!var_201) {
                        // elif v2 <= wp.frac(v0):                                            <L 41>
                        var_218 = wp::frac(var_70);
                        var_219 = (var_199 <= var_218);
                        if (var_219) {
                            // v2 = v2 + wp.cos(wp.erf((-1.636 + v0)))                        <L 42>
                            var_221 = wp::add(var_220, var_70);
                            var_222 = wp::erf(var_221);
                            var_223 = wp::cos(var_222);
                            var_224 = wp::add(var_199, var_223);
                            // v2 = v2 + wp.cos((wp.dot(v1, v1) * 0.47))                      <L 43>
                            var_225 = wp::dot(var_6, var_6);
                            var_227 = wp::mul(var_225, var_226);
                            var_228 = wp::cos(var_227);
                            var_229 = wp::add(var_224, var_228);
                        }
                        if (!var_219) {
                            // v1 += wp.normalize(v1) * 1.01                                  <L 45>
                            var_230 = wp::normalize(var_6);
                            var_232 = wp::mul(var_230, var_231);
                            var_233 = wp::add(var_6, var_232);
                            // v1 = v1 + wp.normalize(wp.vec2(wp.floor(v2), v1.x)) * 0.54       <L 46>
                            var_234 = wp::floor(var_199);
                            var_236 = wp::extract(var_233, var_235);
                            var_237 = wp::vec_t<2, wp::float32>(var_234, var_236);
                            var_238 = wp::normalize(var_237);
                            var_240 = wp::mul(var_238, var_239);
                            var_241 = wp::add(var_233, var_240);
                            // v0 = v0 + wp.cos(float((i % 4)))                               <L 47>
                            var_243 = wp::mod(var_0, var_242);
                            var_244 = wp::float(var_243);
                            var_245 = wp::cos(var_244);
                            var_246 = wp::add(var_70, var_245);
                        }
                        var_247 = wp::where(var_219, var_70, var_246);
                        var_248 = wp::where(var_219, var_6, var_241);
                        var_249 = wp::where(var_219, var_229, var_199);
                    }
                    var_250 = wp::where(var_201, var_70, var_247);
                    var_251 = wp::where(var_201, var_217, var_248);
                    var_252 = wp::where(var_201, var_199, var_249);
                    // if (max(i, j)) % 3 == 0:                                               <L 48>
                    var_253 = wp::max(var_0, var_1);
                    var_255 = wp::mod(var_253, var_254);
                    var_257 = (var_255 == var_256);
                    if (var_257) {
                        // v2 = v2 + wp.tanh((wp.length_sq(v1) if (v0 < 0.2) and (v2 >= v0) else (v2 - v0)))       <L 49>
                        var_260 = (var_250 < var_259);
                        var_258 = var_260;
                        if (var_258) {
                            var_261 = (var_252 >= var_250);
                            var_258 = var_258 && var_261;
                        }
                        if (var_258) {
                            var_262 = wp::length_sq(var_251);
                        }
                        if (!var_258) {
                            var_263 = wp::sub(var_252, var_250);
                        }
                        var_264 = wp::where(var_258, var_262, var_263);
                        var_265 = wp::tanh(var_264);
                        var_266 = wp::add(var_252, var_265);
                    }
                    var_267 = wp::where(var_257, var_266, var_252);
                }
                var_268 = wp::where(var_117, var_191, var_250);
                var_269 = wp::where(var_117, var_133, var_251);
                var_270 = wp::where(var_117, var_192, var_267);
            }
            var_271 = wp::where(var_105, var_116, var_268);
            var_272 = wp::where(var_105, var_6, var_269);
            var_273 = wp::where(var_105, var_102, var_270);
        }
        if (!var_98) {
            // elif (v0 * v0) > -1.316:                                                       <L 50>
            var_274 = wp::mul(var_70, var_70);
            var_276 = (var_274 > var_275);
            if (var_276) {
                // v2 = v2 + wp.tanh(wp.exp(wp.clamp((v2 / (wp.abs(v0) + 1.0)), -4.0, 2.0)))       <L 51>
                var_277 = wp::abs(var_70);
                var_279 = wp::add(var_277, var_278);
                var_280 = wp::div(var_40, var_279);
                var_283 = wp::clamp(var_280, var_281, var_282);
                var_284 = wp::exp(var_283);
                var_285 = wp::tanh(var_284);
                var_286 = wp::add(var_40, var_285);
                // v6 = (wp.length_sq(wp.vec2(v2, 0.12)) - v0)                                <L 52>
                var_288 = wp::vec_t<2, wp::float32>(var_286, var_287);
                var_289 = wp::length_sq(var_288);
                var_290 = wp::sub(var_289, var_70);
                // if wp.length(v1) > (v6 + v6):                                              <L 53>
                var_291 = wp::length(var_6);
                var_292 = wp::add(var_290, var_290);
                var_293 = (var_291 > var_292);
                if (var_293) {
                    // v0 = v0 + wp.sin(((v0 + v0) / (wp.abs(wp.cos(v0)) + 1.0)))             <L 54>
                    var_294 = wp::add(var_70, var_70);
                    var_295 = wp::cos(var_70);
                    var_296 = wp::abs(var_295);
                    var_298 = wp::add(var_296, var_297);
                    var_299 = wp::div(var_294, var_298);
                    var_300 = wp::sin(var_299);
                    var_301 = wp::add(var_70, var_300);
                }
                if (!var_293) {
                    // v0 = v0 + wp.cos((wp.exp(wp.clamp(v6, -4.0, 2.0)) * wp.smoothstep(-1.0, 1.0, v2) * v2))       <L 56>
                    var_304 = wp::clamp(var_290, var_302, var_303);
                    var_305 = wp::exp(var_304);
                    var_308 = wp::smoothstep(var_306, var_307, var_286);
                    var_309 = wp::mul(var_305, var_308);
                    var_310 = wp::mul(var_309, var_286);
                    var_311 = wp::cos(var_310);
                    var_312 = wp::add(var_70, var_311);
                }
                var_313 = wp::where(var_293, var_301, var_312);
            }
            var_314 = wp::where(var_276, var_313, var_70);
            var_315 = wp::where(var_276, var_286, var_40);
        }
        var_316 = wp::where(var_98, var_271, var_314);
        var_317 = wp::where(var_98, var_272, var_6);
        var_318 = wp::where(var_98, var_273, var_315);
    }
    var_319 = wp::where(var_71, var_96, var_316);
    var_320 = wp::where(var_71, var_6, var_317);
    var_321 = wp::where(var_71, var_88, var_318);
    // v7 = (((v0 * v0) / (wp.abs(v2) + 1.0)) * wp.lerp(wp.mod(v2, wp.abs(v2) + 1.0), wp.cosh(wp.clamp(v0, -3.0, 3.0)), 0.25))       <L 57>
    var_322 = wp::mul(var_319, var_319);
    var_323 = wp::abs(var_321);
    var_325 = wp::add(var_323, var_324);
    var_326 = wp::div(var_322, var_325);
    var_327 = wp::abs(var_321);
    var_329 = wp::add(var_327, var_328);
    var_330 = wp::mod(var_321, var_329);
    var_333 = wp::clamp(var_319, var_331, var_332);
    var_334 = wp::cosh(var_333);
    var_336 = wp::lerp(var_330, var_334, var_335);
    var_337 = wp::mul(var_326, var_336);
    // cell_distances[i, j] = v0 + v2 + v7 + wp.dot(wp.vec2(v7, v2), v1) * 0.82               <L 58>
    var_338 = wp::add(var_319, var_321);
    var_339 = wp::add(var_338, var_337);
    var_340 = wp::vec_t<2, wp::float32>(var_337, var_321);
    var_341 = wp::dot(var_340, var_320);
    var_343 = wp::mul(var_341, var_342);
    var_344 = wp::add(var_339, var_343);
    wp::array_store(var_cell_distances, var_0, var_1, var_344);
    // cell_uv_out[i, j] = v1 + wp.vec2((v2 * v7), v7) * 0.38                                 <L 60>
    var_345 = wp::mul(var_321, var_337);
    var_346 = wp::vec_t<2, wp::float32>(var_345, var_337);
    var_348 = wp::mul(var_346, var_347);
    var_349 = wp::add(var_320, var_348);
    wp::array_store(var_cell_uv_out, var_0, var_1, var_349);
}



struct multi_conditional_000002_8844e183_cpu_block_payload_forward
{
    wp_args_multi_conditional_000002_8844e183* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_8844e183_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    multi_conditional_000002_8844e183_cpu_block_payload_forward* payload = (multi_conditional_000002_8844e183_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_8844e183_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void multi_conditional_000002_8844e183_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_multi_conditional_000002_8844e183 *_wp_args)
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
        multi_conditional_000002_8844e183_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_8844e183_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

