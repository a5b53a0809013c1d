// Generated for case multi_conditional-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_multi_conditional_000002_fb234e25 {
    wp::array_t<wp::float32> cell_masses;
    wp::array_t<wp::vec_t<2, wp::float32>> cell_uvs;
    wp::array_t<wp::float32> cell_lengths;
    wp::array_t<wp::float32> cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> cell_uv_out;
};


template <bool wp_linear_contiguous>
static void multi_conditional_000002_fb234e25_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_fb234e25 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    const wp::int32 var_57 = 2;
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
    const wp::int32 var_120 = 3;
    wp::int32 var_121;
    const wp::int32 var_122 = 1;
    bool var_123;
    bool var_124;
    const wp::float32 var_125 = 1.1;
    bool var_126;
    const wp::float32 var_127 = -1.9;
    bool var_128;
    bool var_129;
    wp::vec_t<2, wp::float32> var_130;
    wp::vec_t<2, wp::float32> var_131;
    wp::vec_t<2, wp::float32> var_132;
    const wp::float32 var_133 = 1.73;
    wp::vec_t<2, wp::float32> var_134;
    wp::vec_t<2, wp::float32> var_135;
    bool var_136;
    const wp::float32 var_137 = -1.07;
    bool var_138;
    const wp::float32 var_139 = -1.593;
    bool var_140;
    const wp::float32 var_141 = 0.518;
    bool var_142;
    bool var_143;
    const wp::float32 var_144 = 1.5;
    wp::vec_t<2, wp::float32> var_145;
    wp::vec_t<2, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::float32 var_150 = -0.075;
    const wp::float32 var_151 = 1.2;
    wp::vec_t<2, wp::float32> var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::float32 var_155 = 1.0;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    const wp::float32 var_159 = -1.11;
    wp::float32 var_160;
    const wp::float32 var_161 = 0.5;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    const wp::float32 var_167 = -1.0;
    const wp::float32 var_168 = 1.0;
    const wp::float32 var_169 = 1.1;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = -1.763;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    const wp::float32 var_177 = 0.28;
    const wp::float32 var_178 = 1.3;
    wp::vec_t<2, wp::float32> var_179;
    wp::vec_t<2, wp::float32> var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    wp::vec_t<2, wp::float32> var_185;
    const wp::int32 var_186 = 0;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 1.0;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    const wp::float32 var_200 = -3.0;
    const wp::float32 var_201 = 3.0;
    wp::float32 var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::float32 var_205;
    wp::float32 var_206;
    bool var_207;
    const wp::int32 var_208 = 1;
    wp::float32 var_209;
    const wp::int32 var_210 = 3;
    wp::int32 var_211;
    wp::shape_t* var_212;
    const wp::int32 var_213 = 0;
    wp::int32 var_214;
    wp::shape_t var_215;
    wp::int32 var_216;
    wp::vec_t<2, wp::float32>* var_217;
    wp::vec_t<2, wp::float32> var_218;
    wp::vec_t<2, wp::float32> var_219;
    wp::vec_t<2, wp::float32> var_220;
    const wp::float32 var_221 = 2.0;
    wp::vec_t<2, wp::float32> var_222;
    wp::vec_t<2, wp::float32> var_223;
    wp::float32 var_224;
    bool var_225;
    const wp::float32 var_226 = -1.636;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    const wp::float32 var_232 = 0.47;
    wp::float32 var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    wp::vec_t<2, wp::float32> var_236;
    const wp::float32 var_237 = 1.01;
    wp::vec_t<2, wp::float32> var_238;
    wp::vec_t<2, wp::float32> var_239;
    wp::float32 var_240;
    const wp::int32 var_241 = 0;
    wp::float32 var_242;
    wp::vec_t<2, wp::float32> var_243;
    wp::vec_t<2, wp::float32> var_244;
    const wp::float32 var_245 = 0.54;
    wp::vec_t<2, wp::float32> var_246;
    wp::vec_t<2, wp::float32> var_247;
    const wp::int32 var_248 = 4;
    wp::int32 var_249;
    wp::float32 var_250;
    wp::float32 var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    wp::vec_t<2, wp::float32> var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::vec_t<2, wp::float32> var_257;
    wp::float32 var_258;
    wp::int32 var_259;
    const wp::int32 var_260 = 3;
    wp::int32 var_261;
    const wp::int32 var_262 = 0;
    bool var_263;
    bool var_264;
    const wp::float32 var_265 = 0.2;
    bool var_266;
    bool var_267;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    wp::vec_t<2, wp::float32> var_276;
    wp::float32 var_277;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::vec_t<2, wp::float32> var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    const wp::float32 var_283 = -1.316;
    bool var_284;
    wp::float32 var_285;
    const wp::float32 var_286 = 1.0;
    wp::float32 var_287;
    wp::float32 var_288;
    const wp::float32 var_289 = -4.0;
    const wp::float32 var_290 = 2.0;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 0.12;
    wp::vec_t<2, wp::float32> var_296;
    wp::float32 var_297;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    bool var_301;
    wp::float32 var_302;
    wp::float32 var_303;
    wp::float32 var_304;
    const wp::float32 var_305 = 1.0;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    const wp::float32 var_310 = -4.0;
    const wp::float32 var_311 = 2.0;
    wp::float32 var_312;
    wp::float32 var_313;
    const wp::float32 var_314 = -1.0;
    const wp::float32 var_315 = 1.0;
    wp::float32 var_316;
    wp::float32 var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    wp::float32 var_324;
    wp::float32 var_325;
    wp::vec_t<2, wp::float32> var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    wp::float32 var_329;
    wp::vec_t<2, wp::float32> var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = 1.0;
    wp::float32 var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    const wp::float32 var_338 = 1.0;
    wp::float32 var_339;
    wp::float32 var_340;
    const wp::float32 var_341 = -3.0;
    const wp::float32 var_342 = 3.0;
    wp::float32 var_343;
    wp::float32 var_344;
    const wp::float32 var_345 = 0.25;
    wp::float32 var_346;
    wp::float32 var_347;
    wp::float32 var_348;
    wp::float32 var_349;
    wp::vec_t<2, wp::float32> var_350;
    wp::float32 var_351;
    const wp::float32 var_352 = 0.82;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::float32 var_356;
    wp::vec_t<2, wp::float32> var_357;
    const wp::float32 var_358 = 0.38;
    wp::vec_t<2, wp::float32> var_359;
    wp::vec_t<2, wp::float32> var_360;
    //---------
    // forward
    // def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):       <L 5>
    // i, j = wp.tid()  # one thread per element                                              <L 7>
    builtin_tid2d(var_0, var_1);
    // v8 = float(0.0)                                                                        <L 8>
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
        // v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 2) % cell_lengths.shape[1]]) + 1.0)))       <L 17>
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
                // elif ((j) % 3 == 1) and (not (v2 <= 1.1 or v2 >= -1.9)):                   <L 26>
                var_121 = wp::mod(var_1, var_120);
                var_123 = (var_121 == var_122);
                var_119 = var_123;
                if (var_119) {
                    var_126 = (var_104 <= var_125);
                    var_124 = var_126;
                    if (!var_124) {
                        var_128 = (var_104 >= var_127);
                        var_124 = var_124 || var_128;
                    }
                    var_129 = wp::unot(var_124);
                    var_119 = var_119 && var_129;
                }
                if (var_119) {
                    // v1 = v1 + wp.normalize(wp.normalize(wp.normalize(v1))) * 1.73          <L 27>
                    var_130 = wp::normalize(var_8);
                    var_131 = wp::normalize(var_130);
                    var_132 = wp::normalize(var_131);
                    var_134 = wp::mul(var_132, var_133);
                    var_135 = wp::add(var_8, var_134);
                    // if not ((-1.07 < v0) and (v2 >= -1.593) and v2 < 0.518):               <L 28>
                    var_138 = (var_137 < var_72);
                    var_136 = var_138;
                    if (var_136) {
                        var_140 = (var_104 >= var_139);
                        var_136 = var_136 && var_140;
                    }
                    if (var_136) {
                        var_142 = (var_104 < var_141);
                        var_136 = var_136 && var_142;
                    }
                    var_143 = wp::unot(var_136);
                    if (var_143) {
                        // v0 += wp.tanh(wp.dot(wp.vec2(v0, 1.5), (v1 + v1)))                 <L 29>
                        var_145 = wp::vec_t<2, wp::float32>(var_72, var_144);
                        var_146 = wp::add(var_135, var_135);
                        var_147 = wp::dot(var_145, var_146);
                        var_148 = wp::tanh(var_147);
                        var_149 = wp::add(var_72, var_148);
                        // v3 = ((wp.dot(wp.vec2(-0.075, 1.2), v1) / (wp.abs(v2) + 1.0)) + ((v0 + v0) * wp.atan2(v0, wp.abs(-1.11) + 0.5)))       <L 30>
                        var_152 = wp::vec_t<2, wp::float32>(var_150, var_151);
                        var_153 = wp::dot(var_152, var_135);
                        var_154 = wp::abs(var_104);
                        var_156 = wp::add(var_154, var_155);
                        var_157 = wp::div(var_153, var_156);
                        var_158 = wp::add(var_149, var_149);
                        var_160 = wp::abs(var_159);
                        var_162 = wp::add(var_160, var_161);
                        var_163 = wp::atan2(var_149, var_162);
                        var_164 = wp::mul(var_158, var_163);
                        var_165 = wp::add(var_157, var_164);
                        // v8 += v3                                                           <L 31>
                        var_166 = wp::add(var_3, var_165);
                        // v4 = (v3 - wp.smoothstep(-1.0, 1.0, (v2 + 1.1)) * wp.copysign(-1.763, v3))       <L 32>
                        var_170 = wp::add(var_104, var_169);
                        var_171 = wp::smoothstep(var_167, var_168, var_170);
                        var_173 = wp::copysign(var_172, var_165);
                        var_174 = wp::mul(var_171, var_173);
                        var_175 = wp::sub(var_165, var_174);
                        // v8 += v4                                                           <L 33>
                        var_176 = wp::add(var_166, var_175);
                    }
                    if (!var_143) {
                        // v2 = v2 + wp.cos(wp.dot(v1, wp.min(wp.vec2(0.28, 1.3), v1)))       <L 35>
                        var_179 = wp::vec_t<2, wp::float32>(var_177, var_178);
                        var_180 = wp::min(var_179, var_135);
                        var_181 = wp::dot(var_135, var_180);
                        var_182 = wp::cos(var_181);
                        var_183 = wp::add(var_104, var_182);
                        // v5 = (wp.vec2(v2, (v2 - v0)))[0]                                   <L 36>
                        var_184 = wp::sub(var_183, var_72);
                        var_185 = wp::vec_t<2, wp::float32>(var_183, var_184);
                        var_187 = wp::extract(var_185, var_186);
                        // v8 += v5                                                           <L 37>
                        var_188 = wp::add(var_3, var_187);
                        // v2 = v2 + wp.cos(wp.mod(v0, wp.abs((v5 - v2)) + 1.0))              <L 38>
                        var_189 = wp::sub(var_187, var_183);
                        var_190 = wp::abs(var_189);
                        var_192 = wp::add(var_190, var_191);
                        var_193 = wp::mod(var_72, var_192);
                        var_194 = wp::cos(var_193);
                        var_195 = wp::add(var_183, var_194);
                    }
                    var_196 = wp::where(var_143, var_176, var_188);
                    var_197 = wp::where(var_143, var_149, var_72);
                    var_198 = wp::where(var_143, var_104, var_195);
                }
                if (!var_119) {
                    // v2 = v2 + wp.sin(wp.sinh(wp.clamp((v0 + v0), -3.0, 3.0)))              <L 40>
                    var_199 = wp::add(var_72, var_72);
                    var_202 = wp::clamp(var_199, var_200, var_201);
                    var_203 = wp::sinh(var_202);
                    var_204 = wp::sin(var_203);
                    var_205 = wp::add(var_104, var_204);
                    // if v2 >= wp.dot(v1, v1):                                               <L 41>
                    var_206 = wp::dot(var_8, var_8);
                    var_207 = (var_205 >= var_206);
                    if (var_207) {
                        // v1 = v1 + wp.normalize((v1[1] * cell_uvs[(i + 3) % cell_uvs.shape[0], j])) * 2.0       <L 42>
                        var_209 = wp::extract(var_8, var_208);
                        var_211 = wp::add(var_0, var_210);
                        var_212 = &(var_cell_uvs.shape);
                        var_215 = wp::load(var_212);
                        var_214 = wp::extract(var_215, var_213);
                        var_216 = wp::mod(var_211, var_214);
                        var_217 = wp::address(var_cell_uvs, var_216, var_1);
                        var_219 = wp::load(var_217);
                        var_218 = wp::mul(var_209, var_219);
                        var_220 = wp::normalize(var_218);
                        var_222 = wp::mul(var_220, var_221);
                        var_223 = wp::add(var_8, var_222);
                    }
                    if (!var_207) {
                        // elif v2 <= wp.frac(v0):                                            <L 43>
                        var_224 = wp::frac(var_72);
                        var_225 = (var_205 <= var_224);
                        if (var_225) {
                            // v2 = v2 + wp.cos(wp.erf((-1.636 + v0)))                        <L 44>
                            var_227 = wp::add(var_226, var_72);
                            var_228 = wp::erf(var_227);
                            var_229 = wp::cos(var_228);
                            var_230 = wp::add(var_205, var_229);
                            // v2 = v2 + wp.cos((wp.dot(v1, v1) * 0.47))                      <L 45>
                            var_231 = wp::dot(var_8, var_8);
                            var_233 = wp::mul(var_231, var_232);
                            var_234 = wp::cos(var_233);
                            var_235 = wp::add(var_230, var_234);
                        }
                        if (!var_225) {
                            // v1 += wp.normalize(v1) * 1.01                                  <L 47>
                            var_236 = wp::normalize(var_8);
                            var_238 = wp::mul(var_236, var_237);
                            var_239 = wp::add(var_8, var_238);
                            // v1 = v1 + wp.normalize(wp.vec2(wp.floor(v2), v1.x)) * 0.54       <L 48>
                            var_240 = wp::floor(var_205);
                            var_242 = wp::extract(var_239, var_241);
                            var_243 = wp::vec_t<2, wp::float32>(var_240, var_242);
                            var_244 = wp::normalize(var_243);
                            var_246 = wp::mul(var_244, var_245);
                            var_247 = wp::add(var_239, var_246);
                            // v0 = v0 + wp.cos(float((i % 4)))                               <L 49>
                            var_249 = wp::mod(var_0, var_248);
                            var_250 = wp::float(var_249);
                            var_251 = wp::cos(var_250);
                            var_252 = wp::add(var_72, var_251);
                        }
                        var_253 = wp::where(var_225, var_72, var_252);
                        var_254 = wp::where(var_225, var_8, var_247);
                        var_255 = wp::where(var_225, var_235, var_205);
                    }
                    var_256 = wp::where(var_207, var_72, var_253);
                    var_257 = wp::where(var_207, var_223, var_254);
                    var_258 = wp::where(var_207, var_205, var_255);
                    // if (max(i, j)) % 3 == 0:                                               <L 50>
                    var_259 = wp::max(var_0, var_1);
                    var_261 = wp::mod(var_259, var_260);
                    var_263 = (var_261 == var_262);
                    if (var_263) {
                        // v2 = v2 + wp.tanh((wp.length_sq(v1) if (v0 < 0.2) and (v2 >= v0) else (v2 - v0)))       <L 51>
                        var_266 = (var_256 < var_265);
                        var_264 = var_266;
                        if (var_264) {
                            var_267 = (var_258 >= var_256);
                            var_264 = var_264 && var_267;
                        }
                        if (var_264) {
                            var_268 = wp::length_sq(var_257);
                        }
                        if (!var_264) {
                            var_269 = wp::sub(var_258, var_256);
                        }
                        var_270 = wp::where(var_264, var_268, var_269);
                        var_271 = wp::tanh(var_270);
                        var_272 = wp::add(var_258, var_271);
                    }
                    var_273 = wp::where(var_263, var_272, var_258);
                }
                var_274 = wp::where(var_119, var_196, var_3);
                var_275 = wp::where(var_119, var_197, var_256);
                var_276 = wp::where(var_119, var_135, var_257);
                var_277 = wp::where(var_119, var_198, var_273);
            }
            var_278 = wp::where(var_107, var_3, var_274);
            var_279 = wp::where(var_107, var_118, var_275);
            var_280 = wp::where(var_107, var_8, var_276);
            var_281 = wp::where(var_107, var_104, var_277);
        }
        if (!var_100) {
            // elif (v0 * v0) > -1.316:                                                       <L 52>
            var_282 = wp::mul(var_72, var_72);
            var_284 = (var_282 > var_283);
            if (var_284) {
                // v2 = v2 + wp.tanh(wp.exp(wp.clamp((v2 / (wp.abs(v0) + 1.0)), -4.0, 2.0)))       <L 53>
                var_285 = wp::abs(var_72);
                var_287 = wp::add(var_285, var_286);
                var_288 = wp::div(var_42, var_287);
                var_291 = wp::clamp(var_288, var_289, var_290);
                var_292 = wp::exp(var_291);
                var_293 = wp::tanh(var_292);
                var_294 = wp::add(var_42, var_293);
                // v6 = (wp.length_sq(wp.vec2(v2, 0.12)) - v0)                                <L 54>
                var_296 = wp::vec_t<2, wp::float32>(var_294, var_295);
                var_297 = wp::length_sq(var_296);
                var_298 = wp::sub(var_297, var_72);
                // if wp.length(v1) > (v6 + v6):                                              <L 55>
                var_299 = wp::length(var_8);
                var_300 = wp::add(var_298, var_298);
                var_301 = (var_299 > var_300);
                if (var_301) {
                    // v0 = v0 + wp.sin(((v0 + v0) / (wp.abs(wp.cos(v0)) + 1.0)))             <L 56>
                    var_302 = wp::add(var_72, var_72);
                    var_303 = wp::cos(var_72);
                    var_304 = wp::abs(var_303);
                    var_306 = wp::add(var_304, var_305);
                    var_307 = wp::div(var_302, var_306);
                    var_308 = wp::sin(var_307);
                    var_309 = wp::add(var_72, var_308);
                }
                if (!var_301) {
                    // v0 = v0 + wp.cos((wp.exp(wp.clamp(v6, -4.0, 2.0)) * wp.smoothstep(-1.0, 1.0, v2) * v2))       <L 58>
                    var_312 = wp::clamp(var_298, var_310, var_311);
                    var_313 = wp::exp(var_312);
                    var_316 = wp::smoothstep(var_314, var_315, var_294);
                    var_317 = wp::mul(var_313, var_316);
                    var_318 = wp::mul(var_317, var_294);
                    var_319 = wp::cos(var_318);
                    var_320 = wp::add(var_72, var_319);
                }
                var_321 = wp::where(var_301, var_309, var_320);
            }
            var_322 = wp::where(var_284, var_321, var_72);
            var_323 = wp::where(var_284, var_294, var_42);
        }
        var_324 = wp::where(var_100, var_278, var_3);
        var_325 = wp::where(var_100, var_279, var_322);
        var_326 = wp::where(var_100, var_280, var_8);
        var_327 = wp::where(var_100, var_281, var_323);
    }
    var_328 = wp::where(var_73, var_3, var_324);
    var_329 = wp::where(var_73, var_98, var_325);
    var_330 = wp::where(var_73, var_8, var_326);
    var_331 = wp::where(var_73, var_90, var_327);
    // v7 = (((v0 * v0) / (wp.abs(v2) + 1.0)) * wp.lerp(wp.mod(v2, wp.abs(v2) + 1.0), wp.cosh(wp.clamp(v0, -3.0, 3.0)), 0.25))       <L 59>
    var_332 = wp::mul(var_329, var_329);
    var_333 = wp::abs(var_331);
    var_335 = wp::add(var_333, var_334);
    var_336 = wp::div(var_332, var_335);
    var_337 = wp::abs(var_331);
    var_339 = wp::add(var_337, var_338);
    var_340 = wp::mod(var_331, var_339);
    var_343 = wp::clamp(var_329, var_341, var_342);
    var_344 = wp::cosh(var_343);
    var_346 = wp::lerp(var_340, var_344, var_345);
    var_347 = wp::mul(var_336, var_346);
    // cell_distances[i, j] = v0 + v2 + v7 + wp.dot(wp.vec2(v7, v2), v1) * 0.82 + v8          <L 60>
    var_348 = wp::add(var_329, var_331);
    var_349 = wp::add(var_348, var_347);
    var_350 = wp::vec_t<2, wp::float32>(var_347, var_331);
    var_351 = wp::dot(var_350, var_330);
    var_353 = wp::mul(var_351, var_352);
    var_354 = wp::add(var_349, var_353);
    var_355 = wp::add(var_354, var_328);
    wp::array_store(var_cell_distances, var_0, var_1, var_355);
    // cell_uv_out[i, j] = v1 + wp.vec2((v2 * v7), v7) * 0.38                                 <L 62>
    var_356 = wp::mul(var_331, var_347);
    var_357 = wp::vec_t<2, wp::float32>(var_356, var_347);
    var_359 = wp::mul(var_357, var_358);
    var_360 = wp::add(var_330, var_359);
    wp::array_store(var_cell_uv_out, var_0, var_1, var_360);
}



template <bool wp_linear_contiguous>
static void multi_conditional_000002_fb234e25_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_fb234e25 *_wp_args,
    wp_args_multi_conditional_000002_fb234e25 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    const wp::int32 var_57 = 2;
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
    const wp::int32 var_120 = 3;
    wp::int32 var_121;
    const wp::int32 var_122 = 1;
    bool var_123;
    bool var_124;
    const wp::float32 var_125 = 1.1;
    bool var_126;
    const wp::float32 var_127 = -1.9;
    bool var_128;
    bool var_129;
    wp::vec_t<2, wp::float32> var_130;
    wp::vec_t<2, wp::float32> var_131;
    wp::vec_t<2, wp::float32> var_132;
    const wp::float32 var_133 = 1.73;
    wp::vec_t<2, wp::float32> var_134;
    wp::vec_t<2, wp::float32> var_135;
    bool var_136;
    const wp::float32 var_137 = -1.07;
    bool var_138;
    const wp::float32 var_139 = -1.593;
    bool var_140;
    const wp::float32 var_141 = 0.518;
    bool var_142;
    bool var_143;
    const wp::float32 var_144 = 1.5;
    wp::vec_t<2, wp::float32> var_145;
    wp::vec_t<2, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::float32 var_150 = -0.075;
    const wp::float32 var_151 = 1.2;
    wp::vec_t<2, wp::float32> var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::float32 var_155 = 1.0;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    const wp::float32 var_159 = -1.11;
    wp::float32 var_160;
    const wp::float32 var_161 = 0.5;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    const wp::float32 var_167 = -1.0;
    const wp::float32 var_168 = 1.0;
    const wp::float32 var_169 = 1.1;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = -1.763;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    const wp::float32 var_177 = 0.28;
    const wp::float32 var_178 = 1.3;
    wp::vec_t<2, wp::float32> var_179;
    wp::vec_t<2, wp::float32> var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    wp::vec_t<2, wp::float32> var_185;
    const wp::int32 var_186 = 0;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 1.0;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    const wp::float32 var_200 = -3.0;
    const wp::float32 var_201 = 3.0;
    wp::float32 var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::float32 var_205;
    wp::float32 var_206;
    bool var_207;
    const wp::int32 var_208 = 1;
    wp::float32 var_209;
    const wp::int32 var_210 = 3;
    wp::int32 var_211;
    wp::shape_t* var_212;
    const wp::int32 var_213 = 0;
    wp::int32 var_214;
    wp::shape_t var_215;
    wp::int32 var_216;
    wp::vec_t<2, wp::float32>* var_217;
    wp::vec_t<2, wp::float32> var_218;
    wp::vec_t<2, wp::float32> var_219;
    wp::vec_t<2, wp::float32> var_220;
    const wp::float32 var_221 = 2.0;
    wp::vec_t<2, wp::float32> var_222;
    wp::vec_t<2, wp::float32> var_223;
    wp::float32 var_224;
    bool var_225;
    const wp::float32 var_226 = -1.636;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    const wp::float32 var_232 = 0.47;
    wp::float32 var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    wp::vec_t<2, wp::float32> var_236;
    const wp::float32 var_237 = 1.01;
    wp::vec_t<2, wp::float32> var_238;
    wp::vec_t<2, wp::float32> var_239;
    wp::float32 var_240;
    const wp::int32 var_241 = 0;
    wp::float32 var_242;
    wp::vec_t<2, wp::float32> var_243;
    wp::vec_t<2, wp::float32> var_244;
    const wp::float32 var_245 = 0.54;
    wp::vec_t<2, wp::float32> var_246;
    wp::vec_t<2, wp::float32> var_247;
    const wp::int32 var_248 = 4;
    wp::int32 var_249;
    wp::float32 var_250;
    wp::float32 var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    wp::vec_t<2, wp::float32> var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::vec_t<2, wp::float32> var_257;
    wp::float32 var_258;
    wp::int32 var_259;
    const wp::int32 var_260 = 3;
    wp::int32 var_261;
    const wp::int32 var_262 = 0;
    bool var_263;
    bool var_264;
    const wp::float32 var_265 = 0.2;
    bool var_266;
    bool var_267;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    wp::vec_t<2, wp::float32> var_276;
    wp::float32 var_277;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::vec_t<2, wp::float32> var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    const wp::float32 var_283 = -1.316;
    bool var_284;
    wp::float32 var_285;
    const wp::float32 var_286 = 1.0;
    wp::float32 var_287;
    wp::float32 var_288;
    const wp::float32 var_289 = -4.0;
    const wp::float32 var_290 = 2.0;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 0.12;
    wp::vec_t<2, wp::float32> var_296;
    wp::float32 var_297;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    bool var_301;
    wp::float32 var_302;
    wp::float32 var_303;
    wp::float32 var_304;
    const wp::float32 var_305 = 1.0;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    const wp::float32 var_310 = -4.0;
    const wp::float32 var_311 = 2.0;
    wp::float32 var_312;
    wp::float32 var_313;
    const wp::float32 var_314 = -1.0;
    const wp::float32 var_315 = 1.0;
    wp::float32 var_316;
    wp::float32 var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    wp::float32 var_324;
    wp::float32 var_325;
    wp::vec_t<2, wp::float32> var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    wp::float32 var_329;
    wp::vec_t<2, wp::float32> var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = 1.0;
    wp::float32 var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    const wp::float32 var_338 = 1.0;
    wp::float32 var_339;
    wp::float32 var_340;
    const wp::float32 var_341 = -3.0;
    const wp::float32 var_342 = 3.0;
    wp::float32 var_343;
    wp::float32 var_344;
    const wp::float32 var_345 = 0.25;
    wp::float32 var_346;
    wp::float32 var_347;
    wp::float32 var_348;
    wp::float32 var_349;
    wp::vec_t<2, wp::float32> var_350;
    wp::float32 var_351;
    const wp::float32 var_352 = 0.82;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::float32 var_356;
    wp::vec_t<2, wp::float32> var_357;
    const wp::float32 var_358 = 0.38;
    wp::vec_t<2, wp::float32> var_359;
    wp::vec_t<2, wp::float32> var_360;
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
    wp::int32 adj_120 = {};
    wp::int32 adj_121 = {};
    wp::int32 adj_122 = {};
    bool adj_123 = {};
    bool adj_124 = {};
    wp::float32 adj_125 = {};
    bool adj_126 = {};
    wp::float32 adj_127 = {};
    bool adj_128 = {};
    bool adj_129 = {};
    wp::vec_t<2, wp::float32> adj_130 = {};
    wp::vec_t<2, wp::float32> adj_131 = {};
    wp::vec_t<2, wp::float32> adj_132 = {};
    wp::float32 adj_133 = {};
    wp::vec_t<2, wp::float32> adj_134 = {};
    wp::vec_t<2, wp::float32> adj_135 = {};
    bool adj_136 = {};
    wp::float32 adj_137 = {};
    bool adj_138 = {};
    wp::float32 adj_139 = {};
    bool adj_140 = {};
    wp::float32 adj_141 = {};
    bool adj_142 = {};
    bool adj_143 = {};
    wp::float32 adj_144 = {};
    wp::vec_t<2, wp::float32> adj_145 = {};
    wp::vec_t<2, wp::float32> adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::vec_t<2, wp::float32> adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
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
    wp::float32 adj_168 = {};
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
    wp::vec_t<2, wp::float32> adj_179 = {};
    wp::vec_t<2, wp::float32> adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::float32 adj_184 = {};
    wp::vec_t<2, wp::float32> adj_185 = {};
    wp::int32 adj_186 = {};
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
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::float32 adj_205 = {};
    wp::float32 adj_206 = {};
    bool adj_207 = {};
    wp::int32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::int32 adj_210 = {};
    wp::int32 adj_211 = {};
    wp::shape_t adj_212 = {};
    wp::int32 adj_213 = {};
    wp::int32 adj_214 = {};
    wp::shape_t adj_215 = {};
    wp::int32 adj_216 = {};
    wp::vec_t<2, wp::float32> adj_217 = {};
    wp::vec_t<2, wp::float32> adj_218 = {};
    wp::vec_t<2, wp::float32> adj_219 = {};
    wp::vec_t<2, wp::float32> adj_220 = {};
    wp::float32 adj_221 = {};
    wp::vec_t<2, wp::float32> adj_222 = {};
    wp::vec_t<2, wp::float32> adj_223 = {};
    wp::float32 adj_224 = {};
    bool adj_225 = {};
    wp::float32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::float32 adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::vec_t<2, wp::float32> adj_236 = {};
    wp::float32 adj_237 = {};
    wp::vec_t<2, wp::float32> adj_238 = {};
    wp::vec_t<2, wp::float32> adj_239 = {};
    wp::float32 adj_240 = {};
    wp::int32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::vec_t<2, wp::float32> adj_243 = {};
    wp::vec_t<2, wp::float32> adj_244 = {};
    wp::float32 adj_245 = {};
    wp::vec_t<2, wp::float32> adj_246 = {};
    wp::vec_t<2, wp::float32> adj_247 = {};
    wp::int32 adj_248 = {};
    wp::int32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::float32 adj_252 = {};
    wp::float32 adj_253 = {};
    wp::vec_t<2, wp::float32> adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::vec_t<2, wp::float32> adj_257 = {};
    wp::float32 adj_258 = {};
    wp::int32 adj_259 = {};
    wp::int32 adj_260 = {};
    wp::int32 adj_261 = {};
    wp::int32 adj_262 = {};
    bool adj_263 = {};
    bool adj_264 = {};
    wp::float32 adj_265 = {};
    bool adj_266 = {};
    bool adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::vec_t<2, wp::float32> adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::vec_t<2, wp::float32> adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    wp::float32 adj_283 = {};
    bool adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::float32 adj_287 = {};
    wp::float32 adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::vec_t<2, wp::float32> adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    bool adj_301 = {};
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
    wp::float32 adj_312 = {};
    wp::float32 adj_313 = {};
    wp::float32 adj_314 = {};
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
    wp::vec_t<2, wp::float32> adj_326 = {};
    wp::float32 adj_327 = {};
    wp::float32 adj_328 = {};
    wp::float32 adj_329 = {};
    wp::vec_t<2, wp::float32> adj_330 = {};
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
    wp::float32 adj_342 = {};
    wp::float32 adj_343 = {};
    wp::float32 adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::float32 adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::vec_t<2, wp::float32> adj_350 = {};
    wp::float32 adj_351 = {};
    wp::float32 adj_352 = {};
    wp::float32 adj_353 = {};
    wp::float32 adj_354 = {};
    wp::float32 adj_355 = {};
    wp::float32 adj_356 = {};
    wp::vec_t<2, wp::float32> adj_357 = {};
    wp::float32 adj_358 = {};
    wp::vec_t<2, wp::float32> adj_359 = {};
    wp::vec_t<2, wp::float32> adj_360 = {};
    //---------
    // forward
    // def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):       <L 5>
    // i, j = wp.tid()  # one thread per element                                              <L 7>
    builtin_tid2d(var_0, var_1);
    // v8 = float(0.0)                                                                        <L 8>
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
        // v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 2) % cell_lengths.shape[1]]) + 1.0)))       <L 17>
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
                // elif ((j) % 3 == 1) and (not (v2 <= 1.1 or v2 >= -1.9)):                   <L 26>
                var_121 = wp::mod(var_1, var_120);
                var_123 = (var_121 == var_122);
                var_119 = var_123;
                if (var_119) {
                    var_126 = (var_104 <= var_125);
                    var_124 = var_126;
                    if (!var_124) {
                        var_128 = (var_104 >= var_127);
                        var_124 = var_124 || var_128;
                    }
                    var_129 = wp::unot(var_124);
                    var_119 = var_119 && var_129;
                }
                if (var_119) {
                    // v1 = v1 + wp.normalize(wp.normalize(wp.normalize(v1))) * 1.73          <L 27>
                    var_130 = wp::normalize(var_8);
                    var_131 = wp::normalize(var_130);
                    var_132 = wp::normalize(var_131);
                    var_134 = wp::mul(var_132, var_133);
                    var_135 = wp::add(var_8, var_134);
                    // if not ((-1.07 < v0) and (v2 >= -1.593) and v2 < 0.518):               <L 28>
                    var_138 = (var_137 < var_72);
                    var_136 = var_138;
                    if (var_136) {
                        var_140 = (var_104 >= var_139);
                        var_136 = var_136 && var_140;
                    }
                    if (var_136) {
                        var_142 = (var_104 < var_141);
                        var_136 = var_136 && var_142;
                    }
                    var_143 = wp::unot(var_136);
                    if (var_143) {
                        // v0 += wp.tanh(wp.dot(wp.vec2(v0, 1.5), (v1 + v1)))                 <L 29>
                        var_145 = wp::vec_t<2, wp::float32>(var_72, var_144);
                        var_146 = wp::add(var_135, var_135);
                        var_147 = wp::dot(var_145, var_146);
                        var_148 = wp::tanh(var_147);
                        var_149 = wp::add(var_72, var_148);
                        // v3 = ((wp.dot(wp.vec2(-0.075, 1.2), v1) / (wp.abs(v2) + 1.0)) + ((v0 + v0) * wp.atan2(v0, wp.abs(-1.11) + 0.5)))       <L 30>
                        var_152 = wp::vec_t<2, wp::float32>(var_150, var_151);
                        var_153 = wp::dot(var_152, var_135);
                        var_154 = wp::abs(var_104);
                        var_156 = wp::add(var_154, var_155);
                        var_157 = wp::div(var_153, var_156);
                        var_158 = wp::add(var_149, var_149);
                        var_160 = wp::abs(var_159);
                        var_162 = wp::add(var_160, var_161);
                        var_163 = wp::atan2(var_149, var_162);
                        var_164 = wp::mul(var_158, var_163);
                        var_165 = wp::add(var_157, var_164);
                        // v8 += v3                                                           <L 31>
                        var_166 = wp::add(var_3, var_165);
                        // v4 = (v3 - wp.smoothstep(-1.0, 1.0, (v2 + 1.1)) * wp.copysign(-1.763, v3))       <L 32>
                        var_170 = wp::add(var_104, var_169);
                        var_171 = wp::smoothstep(var_167, var_168, var_170);
                        var_173 = wp::copysign(var_172, var_165);
                        var_174 = wp::mul(var_171, var_173);
                        var_175 = wp::sub(var_165, var_174);
                        // v8 += v4                                                           <L 33>
                        var_176 = wp::add(var_166, var_175);
                    }
                    if (!var_143) {
                        // v2 = v2 + wp.cos(wp.dot(v1, wp.min(wp.vec2(0.28, 1.3), v1)))       <L 35>
                        var_179 = wp::vec_t<2, wp::float32>(var_177, var_178);
                        var_180 = wp::min(var_179, var_135);
                        var_181 = wp::dot(var_135, var_180);
                        var_182 = wp::cos(var_181);
                        var_183 = wp::add(var_104, var_182);
                        // v5 = (wp.vec2(v2, (v2 - v0)))[0]                                   <L 36>
                        var_184 = wp::sub(var_183, var_72);
                        var_185 = wp::vec_t<2, wp::float32>(var_183, var_184);
                        var_187 = wp::extract(var_185, var_186);
                        // v8 += v5                                                           <L 37>
                        var_188 = wp::add(var_3, var_187);
                        // v2 = v2 + wp.cos(wp.mod(v0, wp.abs((v5 - v2)) + 1.0))              <L 38>
                        var_189 = wp::sub(var_187, var_183);
                        var_190 = wp::abs(var_189);
                        var_192 = wp::add(var_190, var_191);
                        var_193 = wp::mod(var_72, var_192);
                        var_194 = wp::cos(var_193);
                        var_195 = wp::add(var_183, var_194);
                    }
                    var_196 = wp::where(var_143, var_176, var_188);
                    var_197 = wp::where(var_143, var_149, var_72);
                    var_198 = wp::where(var_143, var_104, var_195);
                }
                if (!var_119) {
                    // v2 = v2 + wp.sin(wp.sinh(wp.clamp((v0 + v0), -3.0, 3.0)))              <L 40>
                    var_199 = wp::add(var_72, var_72);
                    var_202 = wp::clamp(var_199, var_200, var_201);
                    var_203 = wp::sinh(var_202);
                    var_204 = wp::sin(var_203);
                    var_205 = wp::add(var_104, var_204);
                    // if v2 >= wp.dot(v1, v1):                                               <L 41>
                    var_206 = wp::dot(var_8, var_8);
                    var_207 = (var_205 >= var_206);
                    if (var_207) {
                        // v1 = v1 + wp.normalize((v1[1] * cell_uvs[(i + 3) % cell_uvs.shape[0], j])) * 2.0       <L 42>
                        var_209 = wp::extract(var_8, var_208);
                        var_211 = wp::add(var_0, var_210);
                        var_212 = &(var_cell_uvs.shape);
                        var_215 = wp::load(var_212);
                        var_214 = wp::extract(var_215, var_213);
                        var_216 = wp::mod(var_211, var_214);
                        var_217 = wp::address(var_cell_uvs, var_216, var_1);
                        var_219 = wp::load(var_217);
                        var_218 = wp::mul(var_209, var_219);
                        var_220 = wp::normalize(var_218);
                        var_222 = wp::mul(var_220, var_221);
                        var_223 = wp::add(var_8, var_222);
                    }
                    if (!var_207) {
                        // elif v2 <= wp.frac(v0):                                            <L 43>
                        var_224 = wp::frac(var_72);
                        var_225 = (var_205 <= var_224);
                        if (var_225) {
                            // v2 = v2 + wp.cos(wp.erf((-1.636 + v0)))                        <L 44>
                            var_227 = wp::add(var_226, var_72);
                            var_228 = wp::erf(var_227);
                            var_229 = wp::cos(var_228);
                            var_230 = wp::add(var_205, var_229);
                            // v2 = v2 + wp.cos((wp.dot(v1, v1) * 0.47))                      <L 45>
                            var_231 = wp::dot(var_8, var_8);
                            var_233 = wp::mul(var_231, var_232);
                            var_234 = wp::cos(var_233);
                            var_235 = wp::add(var_230, var_234);
                        }
                        if (!var_225) {
                            // v1 += wp.normalize(v1) * 1.01                                  <L 47>
                            var_236 = wp::normalize(var_8);
                            var_238 = wp::mul(var_236, var_237);
                            var_239 = wp::add(var_8, var_238);
                            // v1 = v1 + wp.normalize(wp.vec2(wp.floor(v2), v1.x)) * 0.54       <L 48>
                            var_240 = wp::floor(var_205);
                            var_242 = wp::extract(var_239, var_241);
                            var_243 = wp::vec_t<2, wp::float32>(var_240, var_242);
                            var_244 = wp::normalize(var_243);
                            var_246 = wp::mul(var_244, var_245);
                            var_247 = wp::add(var_239, var_246);
                            // v0 = v0 + wp.cos(float((i % 4)))                               <L 49>
                            var_249 = wp::mod(var_0, var_248);
                            var_250 = wp::float(var_249);
                            var_251 = wp::cos(var_250);
                            var_252 = wp::add(var_72, var_251);
                        }
                        var_253 = wp::where(var_225, var_72, var_252);
                        var_254 = wp::where(var_225, var_8, var_247);
                        var_255 = wp::where(var_225, var_235, var_205);
                    }
                    var_256 = wp::where(var_207, var_72, var_253);
                    var_257 = wp::where(var_207, var_223, var_254);
                    var_258 = wp::where(var_207, var_205, var_255);
                    // if (max(i, j)) % 3 == 0:                                               <L 50>
                    var_259 = wp::max(var_0, var_1);
                    var_261 = wp::mod(var_259, var_260);
                    var_263 = (var_261 == var_262);
                    if (var_263) {
                        // v2 = v2 + wp.tanh((wp.length_sq(v1) if (v0 < 0.2) and (v2 >= v0) else (v2 - v0)))       <L 51>
                        var_266 = (var_256 < var_265);
                        var_264 = var_266;
                        if (var_264) {
                            var_267 = (var_258 >= var_256);
                            var_264 = var_264 && var_267;
                        }
                        if (var_264) {
                            var_268 = wp::length_sq(var_257);
                        }
                        if (!var_264) {
                            var_269 = wp::sub(var_258, var_256);
                        }
                        var_270 = wp::where(var_264, var_268, var_269);
                        var_271 = wp::tanh(var_270);
                        var_272 = wp::add(var_258, var_271);
                    }
                    var_273 = wp::where(var_263, var_272, var_258);
                }
                var_274 = wp::where(var_119, var_196, var_3);
                var_275 = wp::where(var_119, var_197, var_256);
                var_276 = wp::where(var_119, var_135, var_257);
                var_277 = wp::where(var_119, var_198, var_273);
            }
            var_278 = wp::where(var_107, var_3, var_274);
            var_279 = wp::where(var_107, var_118, var_275);
            var_280 = wp::where(var_107, var_8, var_276);
            var_281 = wp::where(var_107, var_104, var_277);
        }
        if (!var_100) {
            // elif (v0 * v0) > -1.316:                                                       <L 52>
            var_282 = wp::mul(var_72, var_72);
            var_284 = (var_282 > var_283);
            if (var_284) {
                // v2 = v2 + wp.tanh(wp.exp(wp.clamp((v2 / (wp.abs(v0) + 1.0)), -4.0, 2.0)))       <L 53>
                var_285 = wp::abs(var_72);
                var_287 = wp::add(var_285, var_286);
                var_288 = wp::div(var_42, var_287);
                var_291 = wp::clamp(var_288, var_289, var_290);
                var_292 = wp::exp(var_291);
                var_293 = wp::tanh(var_292);
                var_294 = wp::add(var_42, var_293);
                // v6 = (wp.length_sq(wp.vec2(v2, 0.12)) - v0)                                <L 54>
                var_296 = wp::vec_t<2, wp::float32>(var_294, var_295);
                var_297 = wp::length_sq(var_296);
                var_298 = wp::sub(var_297, var_72);
                // if wp.length(v1) > (v6 + v6):                                              <L 55>
                var_299 = wp::length(var_8);
                var_300 = wp::add(var_298, var_298);
                var_301 = (var_299 > var_300);
                if (var_301) {
                    // v0 = v0 + wp.sin(((v0 + v0) / (wp.abs(wp.cos(v0)) + 1.0)))             <L 56>
                    var_302 = wp::add(var_72, var_72);
                    var_303 = wp::cos(var_72);
                    var_304 = wp::abs(var_303);
                    var_306 = wp::add(var_304, var_305);
                    var_307 = wp::div(var_302, var_306);
                    var_308 = wp::sin(var_307);
                    var_309 = wp::add(var_72, var_308);
                }
                if (!var_301) {
                    // v0 = v0 + wp.cos((wp.exp(wp.clamp(v6, -4.0, 2.0)) * wp.smoothstep(-1.0, 1.0, v2) * v2))       <L 58>
                    var_312 = wp::clamp(var_298, var_310, var_311);
                    var_313 = wp::exp(var_312);
                    var_316 = wp::smoothstep(var_314, var_315, var_294);
                    var_317 = wp::mul(var_313, var_316);
                    var_318 = wp::mul(var_317, var_294);
                    var_319 = wp::cos(var_318);
                    var_320 = wp::add(var_72, var_319);
                }
                var_321 = wp::where(var_301, var_309, var_320);
            }
            var_322 = wp::where(var_284, var_321, var_72);
            var_323 = wp::where(var_284, var_294, var_42);
        }
        var_324 = wp::where(var_100, var_278, var_3);
        var_325 = wp::where(var_100, var_279, var_322);
        var_326 = wp::where(var_100, var_280, var_8);
        var_327 = wp::where(var_100, var_281, var_323);
    }
    var_328 = wp::where(var_73, var_3, var_324);
    var_329 = wp::where(var_73, var_98, var_325);
    var_330 = wp::where(var_73, var_8, var_326);
    var_331 = wp::where(var_73, var_90, var_327);
    // v7 = (((v0 * v0) / (wp.abs(v2) + 1.0)) * wp.lerp(wp.mod(v2, wp.abs(v2) + 1.0), wp.cosh(wp.clamp(v0, -3.0, 3.0)), 0.25))       <L 59>
    var_332 = wp::mul(var_329, var_329);
    var_333 = wp::abs(var_331);
    var_335 = wp::add(var_333, var_334);
    var_336 = wp::div(var_332, var_335);
    var_337 = wp::abs(var_331);
    var_339 = wp::add(var_337, var_338);
    var_340 = wp::mod(var_331, var_339);
    var_343 = wp::clamp(var_329, var_341, var_342);
    var_344 = wp::cosh(var_343);
    var_346 = wp::lerp(var_340, var_344, var_345);
    var_347 = wp::mul(var_336, var_346);
    // cell_distances[i, j] = v0 + v2 + v7 + wp.dot(wp.vec2(v7, v2), v1) * 0.82 + v8          <L 60>
    var_348 = wp::add(var_329, var_331);
    var_349 = wp::add(var_348, var_347);
    var_350 = wp::vec_t<2, wp::float32>(var_347, var_331);
    var_351 = wp::dot(var_350, var_330);
    var_353 = wp::mul(var_351, var_352);
    var_354 = wp::add(var_349, var_353);
    var_355 = wp::add(var_354, var_328);
    // wp::array_store(var_cell_distances, var_0, var_1, var_355);
    // cell_uv_out[i, j] = v1 + wp.vec2((v2 * v7), v7) * 0.38                                 <L 62>
    var_356 = wp::mul(var_331, var_347);
    var_357 = wp::vec_t<2, wp::float32>(var_356, var_347);
    var_359 = wp::mul(var_357, var_358);
    var_360 = wp::add(var_330, var_359);
    // wp::array_store(var_cell_uv_out, var_0, var_1, var_360);
    //---------
    // reverse
    wp::adj_array_store(var_cell_uv_out, var_0, var_1, var_360, adj_cell_uv_out, adj_0, adj_1, adj_360);
    wp::adj_add(var_330, var_359, adj_330, adj_359, adj_360);
    wp::adj_mul(var_357, var_358, adj_357, adj_358, adj_359);
    wp::adj_vec_t(var_356, var_347, adj_356, adj_347, adj_357);
    wp::adj_mul(var_331, var_347, adj_331, adj_347, adj_356);
    // adj: cell_uv_out[i, j] = v1 + wp.vec2((v2 * v7), v7) * 0.38                            <L 62>
    wp::adj_array_store(var_cell_distances, var_0, var_1, var_355, adj_cell_distances, adj_0, adj_1, adj_355);
    wp::adj_add(var_354, var_328, adj_354, adj_328, adj_355);
    wp::adj_add(var_349, var_353, adj_349, adj_353, adj_354);
    wp::adj_mul(var_351, var_352, adj_351, adj_352, adj_353);
    wp::adj_dot(var_350, var_330, adj_350, adj_330, adj_351);
    wp::adj_vec_t(var_347, var_331, adj_347, adj_331, adj_350);
    wp::adj_add(var_348, var_347, adj_348, adj_347, adj_349);
    wp::adj_add(var_329, var_331, adj_329, adj_331, adj_348);
    // adj: cell_distances[i, j] = v0 + v2 + v7 + wp.dot(wp.vec2(v7, v2), v1) * 0.82 + v8     <L 60>
    wp::adj_mul(var_336, var_346, adj_336, adj_346, adj_347);
    wp::adj_lerp(var_340, var_344, var_345, adj_340, adj_344, adj_345, adj_346);
    wp::adj_cosh(var_343, adj_343, adj_344);
    wp::adj_clamp(var_329, var_341, var_342, adj_329, adj_341, adj_342, adj_343);
    wp::adj_mod(var_331, var_339, adj_331, adj_339, adj_340);
    wp::adj_add(var_337, var_338, adj_337, adj_338, adj_339);
    wp::adj_abs(var_331, adj_331, adj_337);
    wp::adj_div(var_332, var_335, var_336, adj_332, adj_335, adj_336);
    wp::adj_add(var_333, var_334, adj_333, adj_334, adj_335);
    wp::adj_abs(var_331, adj_331, adj_333);
    wp::adj_mul(var_329, var_329, adj_329, adj_329, adj_332);
    // adj: v7 = (((v0 * v0) / (wp.abs(v2) + 1.0)) * wp.lerp(wp.mod(v2, wp.abs(v2) + 1.0), wp.cosh(wp.clamp(v0, -3.0, 3.0)), 0.25))  <L 59>
    wp::adj_where(var_73, var_90, var_327, adj_73, adj_90, adj_327, adj_331);
    wp::adj_where(var_73, var_8, var_326, adj_73, adj_8, adj_326, adj_330);
    wp::adj_where(var_73, var_98, var_325, adj_73, adj_98, adj_325, adj_329);
    wp::adj_where(var_73, var_3, var_324, adj_73, adj_3, adj_324, adj_328);
    if (!var_73) {
        wp::adj_where(var_100, var_281, var_323, adj_100, adj_281, adj_323, adj_327);
        wp::adj_where(var_100, var_280, var_8, adj_100, adj_280, adj_8, adj_326);
        wp::adj_where(var_100, var_279, var_322, adj_100, adj_279, adj_322, adj_325);
        wp::adj_where(var_100, var_278, var_3, adj_100, adj_278, adj_3, adj_324);
        if (!var_100) {
            wp::adj_where(var_284, var_294, var_42, adj_284, adj_294, adj_42, adj_323);
            wp::adj_where(var_284, var_321, var_72, adj_284, adj_321, adj_72, adj_322);
            if (var_284) {
                wp::adj_where(var_301, var_309, var_320, adj_301, adj_309, adj_320, adj_321);
                if (!var_301) {
                    wp::adj_add(var_72, var_319, adj_72, adj_319, adj_320);
                    wp::adj_cos(var_318, adj_318, adj_319);
                    wp::adj_mul(var_317, var_294, adj_317, adj_294, adj_318);
                    wp::adj_mul(var_313, var_316, adj_313, adj_316, adj_317);
                    wp::adj_smoothstep(var_314, var_315, var_294, adj_314, adj_315, adj_294, adj_316);
                    wp::adj_exp(var_312, var_313, adj_312, adj_313);
                    wp::adj_clamp(var_298, var_310, var_311, adj_298, adj_310, adj_311, adj_312);
                    // adj: v0 = v0 + wp.cos((wp.exp(wp.clamp(v6, -4.0, 2.0)) * wp.smoothstep(-1.0, 1.0, v2) * v2))  <L 58>
                }
                if (var_301) {
                    wp::adj_add(var_72, var_308, adj_72, adj_308, adj_309);
                    wp::adj_sin(var_307, adj_307, adj_308);
                    wp::adj_div(var_302, var_306, var_307, adj_302, adj_306, adj_307);
                    wp::adj_add(var_304, var_305, adj_304, adj_305, adj_306);
                    wp::adj_abs(var_303, adj_303, adj_304);
                    wp::adj_cos(var_72, adj_72, adj_303);
                    wp::adj_add(var_72, var_72, adj_72, adj_72, adj_302);
                    // adj: v0 = v0 + wp.sin(((v0 + v0) / (wp.abs(wp.cos(v0)) + 1.0)))        <L 56>
                }
                wp::adj_add(var_298, var_298, adj_298, adj_298, adj_300);
                wp::adj_length(var_8, var_299, adj_8, adj_299);
                // adj: if wp.length(v1) > (v6 + v6):                                         <L 55>
                wp::adj_sub(var_297, var_72, adj_297, adj_72, adj_298);
                wp::adj_length_sq(var_296, adj_296, adj_297);
                wp::adj_vec_t(var_294, var_295, adj_294, adj_295, adj_296);
                // adj: v6 = (wp.length_sq(wp.vec2(v2, 0.12)) - v0)                           <L 54>
                wp::adj_add(var_42, var_293, adj_42, adj_293, adj_294);
                wp::adj_tanh(var_292, var_293, adj_292, adj_293);
                wp::adj_exp(var_291, var_292, adj_291, adj_292);
                wp::adj_clamp(var_288, var_289, var_290, adj_288, adj_289, adj_290, adj_291);
                wp::adj_div(var_42, var_287, var_288, adj_42, adj_287, adj_288);
                wp::adj_add(var_285, var_286, adj_285, adj_286, adj_287);
                wp::adj_abs(var_72, adj_72, adj_285);
                // adj: v2 = v2 + wp.tanh(wp.exp(wp.clamp((v2 / (wp.abs(v0) + 1.0)), -4.0, 2.0)))  <L 53>
            }
            wp::adj_mul(var_72, var_72, adj_72, adj_72, adj_282);
            // adj: elif (v0 * v0) > -1.316:                                                  <L 52>
        }
        if (var_100) {
            wp::adj_where(var_107, var_104, var_277, adj_107, adj_104, adj_277, adj_281);
            wp::adj_where(var_107, var_8, var_276, adj_107, adj_8, adj_276, adj_280);
            wp::adj_where(var_107, var_118, var_275, adj_107, adj_118, adj_275, adj_279);
            wp::adj_where(var_107, var_3, var_274, adj_107, adj_3, adj_274, adj_278);
            if (!var_107) {
                wp::adj_where(var_119, var_198, var_273, adj_119, adj_198, adj_273, adj_277);
                wp::adj_where(var_119, var_135, var_257, adj_119, adj_135, adj_257, adj_276);
                wp::adj_where(var_119, var_197, var_256, adj_119, adj_197, adj_256, adj_275);
                wp::adj_where(var_119, var_196, var_3, adj_119, adj_196, adj_3, adj_274);
                if (!var_119) {
                    wp::adj_where(var_263, var_272, var_258, adj_263, adj_272, adj_258, adj_273);
                    if (var_263) {
                        wp::adj_add(var_258, var_271, adj_258, adj_271, adj_272);
                        wp::adj_tanh(var_270, var_271, adj_270, adj_271);
                        wp::adj_where(var_264, var_268, var_269, adj_264, adj_268, adj_269, adj_270);
                        if (!var_264) {
                            wp::adj_sub(var_258, var_256, adj_258, adj_256, adj_269);
                        }
                        if (var_264) {
                            wp::adj_length_sq(var_257, adj_257, adj_268);
                        }
                        if (var_264) {
                        }
                        // adj: v2 = v2 + wp.tanh((wp.length_sq(v1) if (v0 < 0.2) and (v2 >= v0) else (v2 - v0)))  <L 51>
                    }
                    wp::adj_mod(var_259, var_260, adj_259, adj_260, adj_261);
                    wp::adj_max(var_0, var_1, adj_0, adj_1, adj_259);
                    // adj: if (max(i, j)) % 3 == 0:                                          <L 50>
                    wp::adj_where(var_207, var_205, var_255, adj_207, adj_205, adj_255, adj_258);
                    wp::adj_where(var_207, var_223, var_254, adj_207, adj_223, adj_254, adj_257);
                    wp::adj_where(var_207, var_72, var_253, adj_207, adj_72, adj_253, adj_256);
                    if (!var_207) {
                        wp::adj_where(var_225, var_235, var_205, adj_225, adj_235, adj_205, adj_255);
                        wp::adj_where(var_225, var_8, var_247, adj_225, adj_8, adj_247, adj_254);
                        wp::adj_where(var_225, var_72, var_252, adj_225, adj_72, adj_252, adj_253);
                        if (!var_225) {
                            wp::adj_add(var_72, var_251, adj_72, adj_251, adj_252);
                            wp::adj_cos(var_250, adj_250, adj_251);
                            wp::adj_float(var_249, adj_249, adj_250);
                            wp::adj_mod(var_0, var_248, adj_0, adj_248, adj_249);
                            // adj: v0 = v0 + wp.cos(float((i % 4)))                          <L 49>
                            wp::adj_add(var_239, var_246, adj_239, adj_246, adj_247);
                            wp::adj_mul(var_244, var_245, adj_244, adj_245, adj_246);
                            wp::adj_normalize(var_243, var_244, adj_243, adj_244);
                            wp::adj_vec_t(var_240, var_242, adj_240, adj_242, adj_243);
                            wp::adj_extract(var_239, var_241, adj_239, adj_241, adj_242);
                            // adj: v1 = v1 + wp.normalize(wp.vec2(wp.floor(v2), v1.x)) * 0.54  <L 48>
                            wp::adj_add(var_8, var_238, adj_8, adj_238, adj_239);
                            wp::adj_mul(var_236, var_237, adj_236, adj_237, adj_238);
                            wp::adj_normalize(var_8, var_236, adj_8, adj_236);
                            // adj: v1 += wp.normalize(v1) * 1.01                             <L 47>
                        }
                        if (var_225) {
                            wp::adj_add(var_230, var_234, adj_230, adj_234, adj_235);
                            wp::adj_cos(var_233, adj_233, adj_234);
                            wp::adj_mul(var_231, var_232, adj_231, adj_232, adj_233);
                            wp::adj_dot(var_8, var_8, adj_8, adj_8, adj_231);
                            // adj: v2 = v2 + wp.cos((wp.dot(v1, v1) * 0.47))                 <L 45>
                            wp::adj_add(var_205, var_229, adj_205, adj_229, adj_230);
                            wp::adj_cos(var_228, adj_228, adj_229);
                            wp::adj_erf(var_227, adj_227, adj_228);
                            wp::adj_add(var_226, var_72, adj_226, adj_72, adj_227);
                            // adj: v2 = v2 + wp.cos(wp.erf((-1.636 + v0)))                   <L 44>
                        }
                        // adj: elif v2 <= wp.frac(v0):                                       <L 43>
                    }
                    if (var_207) {
                        wp::adj_add(var_8, var_222, adj_8, adj_222, adj_223);
                        wp::adj_mul(var_220, var_221, adj_220, adj_221, adj_222);
                        wp::adj_normalize(var_218, var_220, adj_218, adj_220);
                        wp::adj_mul(var_209, var_219, adj_209, adj_217, adj_218);
                        wp::adj_address(var_cell_uvs, var_216, var_1, adj_cell_uvs, adj_216, adj_1, adj_217);
                        wp::adj_mod(var_211, var_214, adj_211, adj_214, adj_216);
                        adj_cell_uvs.shape = adj_212;
                        wp::adj_add(var_0, var_210, adj_0, adj_210, adj_211);
                        wp::adj_extract(var_8, var_208, adj_8, adj_208, adj_209);
                        // adj: v1 = v1 + wp.normalize((v1[1] * cell_uvs[(i + 3) % cell_uvs.shape[0], j])) * 2.0  <L 42>
                    }
                    wp::adj_dot(var_8, var_8, adj_8, adj_8, adj_206);
                    // adj: if v2 >= wp.dot(v1, v1):                                          <L 41>
                    wp::adj_add(var_104, var_204, adj_104, adj_204, adj_205);
                    wp::adj_sin(var_203, adj_203, adj_204);
                    wp::adj_sinh(var_202, adj_202, adj_203);
                    wp::adj_clamp(var_199, var_200, var_201, adj_199, adj_200, adj_201, adj_202);
                    wp::adj_add(var_72, var_72, adj_72, adj_72, adj_199);
                    // adj: v2 = v2 + wp.sin(wp.sinh(wp.clamp((v0 + v0), -3.0, 3.0)))         <L 40>
                }
                if (var_119) {
                    wp::adj_where(var_143, var_104, var_195, adj_143, adj_104, adj_195, adj_198);
                    wp::adj_where(var_143, var_149, var_72, adj_143, adj_149, adj_72, adj_197);
                    wp::adj_where(var_143, var_176, var_188, adj_143, adj_176, adj_188, adj_196);
                    if (!var_143) {
                        wp::adj_add(var_183, var_194, adj_183, adj_194, adj_195);
                        wp::adj_cos(var_193, adj_193, adj_194);
                        wp::adj_mod(var_72, var_192, adj_72, adj_192, adj_193);
                        wp::adj_add(var_190, var_191, adj_190, adj_191, adj_192);
                        wp::adj_abs(var_189, adj_189, adj_190);
                        wp::adj_sub(var_187, var_183, adj_187, adj_183, adj_189);
                        // adj: v2 = v2 + wp.cos(wp.mod(v0, wp.abs((v5 - v2)) + 1.0))         <L 38>
                        wp::adj_add(var_3, var_187, adj_3, adj_187, adj_188);
                        // adj: v8 += v5                                                      <L 37>
                        wp::adj_extract(var_185, var_186, adj_185, adj_186, adj_187);
                        wp::adj_vec_t(var_183, var_184, adj_183, adj_184, adj_185);
                        wp::adj_sub(var_183, var_72, adj_183, adj_72, adj_184);
                        // adj: v5 = (wp.vec2(v2, (v2 - v0)))[0]                              <L 36>
                        wp::adj_add(var_104, var_182, adj_104, adj_182, adj_183);
                        wp::adj_cos(var_181, adj_181, adj_182);
                        wp::adj_dot(var_135, var_180, adj_135, adj_180, adj_181);
                        wp::adj_min(var_179, var_135, adj_179, adj_135, adj_180);
                        wp::adj_vec_t(var_177, var_178, adj_177, adj_178, adj_179);
                        // adj: v2 = v2 + wp.cos(wp.dot(v1, wp.min(wp.vec2(0.28, 1.3), v1)))  <L 35>
                    }
                    if (var_143) {
                        wp::adj_add(var_166, var_175, adj_166, adj_175, adj_176);
                        // adj: v8 += v4                                                      <L 33>
                        wp::adj_sub(var_165, var_174, adj_165, adj_174, adj_175);
                        wp::adj_mul(var_171, var_173, adj_171, adj_173, adj_174);
                        wp::adj_copysign(var_172, var_165, adj_172, adj_165, adj_173);
                        wp::adj_smoothstep(var_167, var_168, var_170, adj_167, adj_168, adj_170, adj_171);
                        wp::adj_add(var_104, var_169, adj_104, adj_169, adj_170);
                        // adj: v4 = (v3 - wp.smoothstep(-1.0, 1.0, (v2 + 1.1)) * wp.copysign(-1.763, v3))  <L 32>
                        wp::adj_add(var_3, var_165, adj_3, adj_165, adj_166);
                        // adj: v8 += v3                                                      <L 31>
                        wp::adj_add(var_157, var_164, adj_157, adj_164, adj_165);
                        wp::adj_mul(var_158, var_163, adj_158, adj_163, adj_164);
                        wp::adj_atan2(var_149, var_162, adj_149, adj_162, adj_163);
                        wp::adj_add(var_160, var_161, adj_160, adj_161, adj_162);
                        wp::adj_abs(var_159, adj_159, adj_160);
                        wp::adj_add(var_149, var_149, adj_149, adj_149, adj_158);
                        wp::adj_div(var_153, var_156, var_157, adj_153, adj_156, adj_157);
                        wp::adj_add(var_154, var_155, adj_154, adj_155, adj_156);
                        wp::adj_abs(var_104, adj_104, adj_154);
                        wp::adj_dot(var_152, var_135, adj_152, adj_135, adj_153);
                        wp::adj_vec_t(var_150, var_151, adj_150, adj_151, adj_152);
                        // adj: v3 = ((wp.dot(wp.vec2(-0.075, 1.2), v1) / (wp.abs(v2) + 1.0)) + ((v0 + v0) * wp.atan2(v0, wp.abs(-1.11) + 0.5)))  <L 30>
                        wp::adj_add(var_72, var_148, adj_72, adj_148, adj_149);
                        wp::adj_tanh(var_147, var_148, adj_147, adj_148);
                        wp::adj_dot(var_145, var_146, adj_145, adj_146, adj_147);
                        wp::adj_add(var_135, var_135, adj_135, adj_135, adj_146);
                        wp::adj_vec_t(var_72, var_144, adj_72, adj_144, adj_145);
                        // adj: v0 += wp.tanh(wp.dot(wp.vec2(v0, 1.5), (v1 + v1)))            <L 29>
                    }
                    if (var_136) {
                    }
                    if (var_136) {
                    }
                    // adj: if not ((-1.07 < v0) and (v2 >= -1.593) and v2 < 0.518):          <L 28>
                    wp::adj_add(var_8, var_134, adj_8, adj_134, adj_135);
                    wp::adj_mul(var_132, var_133, adj_132, adj_133, adj_134);
                    wp::adj_normalize(var_131, var_132, adj_131, adj_132);
                    wp::adj_normalize(var_130, var_131, adj_130, adj_131);
                    wp::adj_normalize(var_8, var_130, adj_8, adj_130);
                    // adj: v1 = v1 + wp.normalize(wp.normalize(wp.normalize(v1))) * 1.73     <L 27>
                }
                if (var_119) {
                    if (!var_124) {
                    }
                }
                wp::adj_mod(var_1, var_120, adj_1, adj_120, adj_121);
                // adj: elif ((j) % 3 == 1) and (not (v2 <= 1.1 or v2 >= -1.9)):              <L 26>
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
        // adj: v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 2) % cell_lengths.shape[1]]) + 1.0)))  <L 17>
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
    // adj: v8 = float(0.0)                                                                   <L 8>
    // adj: i, j = wp.tid()  # one thread per element                                         <L 7>
    // adj: def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):  <L 5>
    return;
}



struct multi_conditional_000002_fb234e25_cpu_block_payload_forward
{
    wp_args_multi_conditional_000002_fb234e25* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_fb234e25_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    multi_conditional_000002_fb234e25_cpu_block_payload_forward* payload = (multi_conditional_000002_fb234e25_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_fb234e25_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void multi_conditional_000002_fb234e25_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_multi_conditional_000002_fb234e25 *_wp_args)
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
        multi_conditional_000002_fb234e25_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_fb234e25_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct multi_conditional_000002_fb234e25_cpu_block_payload_backward
{
    wp_args_multi_conditional_000002_fb234e25* args;
    wp_args_multi_conditional_000002_fb234e25* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_fb234e25_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    multi_conditional_000002_fb234e25_cpu_block_payload_backward* payload = (multi_conditional_000002_fb234e25_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_fb234e25_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void multi_conditional_000002_fb234e25_cpu_backward(
    wp::launch_bounds_t<2> *dim,
    wp_args_multi_conditional_000002_fb234e25 *_wp_args,
    wp_args_multi_conditional_000002_fb234e25 *_wp_adj_args)
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
        multi_conditional_000002_fb234e25_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_fb234e25_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

