// Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
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


// combined-000002.py:8
static wp::vec_t<3, wp::float32> combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.0;
    wp::float32 var_1;
    const wp::int32 var_2 = -4;
    wp::int32 var_3;
    const wp::int32 var_4 = 5;
    wp::int32 var_5;
    const wp::int32 var_6 = 4;
    wp::int32 var_7;
    const wp::int32 var_8 = 1;
    bool var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = -0.0;
    wp::float32 var_14;
    const wp::int32 var_15 = 3;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = 1.962;
    wp::mat_t<3, 3, wp::float32> var_18;
    wp::float32 var_19;
    bool var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 1.93;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.65;
    const wp::float32 var_30 = 0.29;
    const wp::float32 var_31 = 1.1;
    wp::vec_t<3, wp::float32> var_32;
    wp::vec_t<3, wp::float32> var_33;
    const wp::float32 var_34 = -1.73;
    wp::quat_t<wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    const wp::int32 var_40 = 1;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = 0.49;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::float32 var_51 = -1.73;
    const wp::float32 var_52 = 0.76;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -0.7;
    wp::float32 var_57;
    const wp::float32 var_58 = -1.0;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::vec_t<3, wp::float32> var_62;
    const wp::float32 var_63 = 0.0;
    const wp::float32 var_64 = 0.0;
    const wp::float32 var_65 = 2.5;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = -1.0;
    const wp::float32 var_70 = 1.0;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::quat_t<wp::float32> var_73;
    const wp::int32 var_74 = 0;
    wp::float32 var_75;
    const wp::int32 var_76 = 1;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::int32 var_79 = 2;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::int32 var_82 = 3;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::vec_t<3, wp::float32> var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::vec_t<3, wp::float32> var_89;
    const wp::int32 var_90 = 3;
    wp::mat_t<3, 3, wp::float32> var_91;
    wp::vec_t<3, wp::float32> var_92;
    const wp::float32 var_93 = 1.9;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    wp::vec_t<3, wp::float32> var_97;
    //---------
    // forward
    // def combined_000002_f0(p0: wp.vec3) -> wp.vec3:                                        <L 9>
    // v3 = float(0.0)                                                                        <L 10>
    var_1 = wp::float(var_0);
    // v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 + p0)), -0.0)             <L 11>
    var_3 = wp::abs(var_2);
    var_5 = wp::mod(var_3, var_4);
    var_7 = wp::mod(var_5, var_6);
    var_9 = (var_7 == var_8);
    var_10 = wp::neg(var_p0);
    var_11 = wp::add(var_p0, var_p0);
    var_12 = wp::dot(var_10, var_11);
    var_14 = wp::where(var_9, var_12, var_13);
    // if wp.determinant(wp.identity(n=3, dtype=float) * 1.962) > v0:                         <L 12>
    var_16 = wp::identity<3, wp::float32>();
    var_18 = wp::mul(var_16, var_17);
    var_19 = wp::determinant(var_18);
    var_20 = (var_19 > var_14);
    if (var_20) {
        // v0 -= wp.sin((v0 / (wp.abs(v0) + 1.0))) * 1.93                                     <L 13>
        var_21 = wp::abs(var_14);
        var_23 = wp::add(var_21, var_22);
        var_24 = wp::div(var_14, var_23);
        var_25 = wp::sin(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::sub(var_14, var_27);
        // v1 = (v0 * wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.65, 0.29, 1.1)), -1.73), p0))       <L 14>
        var_32 = wp::vec_t<3, wp::float32>(var_29, var_30, var_31);
        var_33 = wp::normalize(var_32);
        var_35 = wp::quat_from_axis_angle(var_33, var_34);
        var_36 = wp::quat_rotate(var_35, var_p0);
        var_37 = wp::mul(var_28, var_36);
        // v3 += v1[0] + v1[1] + v1[2]                                                        <L 15>
        var_39 = wp::extract(var_37, var_38);
        var_41 = wp::extract(var_37, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_37, var_43);
        var_45 = wp::add(var_42, var_44);
        var_46 = wp::add(var_1, var_45);
    }
    if (!var_20) {
        // p0 += wp.normalize(p0) * 0.49                                                      <L 17>
        var_47 = wp::normalize(var_p0);
        var_49 = wp::mul(var_47, var_48);
        var_50 = wp::add(var_p0, var_49);
        // v0 = v0 + wp.tanh(wp.clamp(v0, -1.73, 0.76))                                       <L 18>
        var_53 = wp::clamp(var_14, var_51, var_52);
        var_54 = wp::tanh(var_53);
        var_55 = wp::add(var_14, var_54);
        // v2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.7, (v0 + v0), wp.smoothstep(-1.0, 1.0, v0) * v0) + wp.vec3(0.0, 0.0, 2.5)), wp.smoothstep(-1.0, 1.0, v0) * v0)       <L 19>
        var_57 = wp::add(var_55, var_55);
        var_60 = wp::smoothstep(var_58, var_59, var_55);
        var_61 = wp::mul(var_60, var_55);
        var_62 = wp::vec_t<3, wp::float32>(var_56, var_57, var_61);
        var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
        var_67 = wp::add(var_62, var_66);
        var_68 = wp::normalize(var_67);
        var_71 = wp::smoothstep(var_69, var_70, var_55);
        var_72 = wp::mul(var_71, var_55);
        var_73 = wp::quat_from_axis_angle(var_68, var_72);
        // v3 += v2[0] + v2[1] + v2[2] + v2[3]                                                <L 20>
        var_75 = wp::extract(var_73, var_74);
        var_77 = wp::extract(var_73, var_76);
        var_78 = wp::add(var_75, var_77);
        var_80 = wp::extract(var_73, var_79);
        var_81 = wp::add(var_78, var_80);
        var_83 = wp::extract(var_73, var_82);
        var_84 = wp::add(var_81, var_83);
        var_85 = wp::add(var_1, var_84);
    }
    var_86 = wp::where(var_20, var_p0, var_50);
    var_87 = wp::where(var_20, var_46, var_85);
    var_88 = wp::where(var_20, var_28, var_55);
    // return ((p0 * v0) + (p0 @ wp.identity(n=3, dtype=float) * 1.9)) + wp.vec3(v3)          <L 21>
    var_89 = wp::mul(var_86, var_88);
    var_91 = wp::identity<3, wp::float32>();
    var_92 = wp::mul(var_86, var_91);
    var_94 = wp::mul(var_92, var_93);
    var_95 = wp::add(var_89, var_94);
    var_96 = wp::vec_t<3, wp::float32>(var_87);
    var_97 = wp::add(var_95, var_96);
    return var_97;
}


// combined-000002.py:8
static void adj_combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_combined_000002_t_a0b9f917 {
    wp::array_t<wp::float32> body_temperatures;
    wp::float32 scale;
    wp::int32 n;
    wp::array_t<wp::vec_t<3, wp::float32>> total_counts;
    wp::array_t<wp::vec_t<2, wp::float32>> body_uv_out;
};


template <bool wp_linear_contiguous>
static void combined_000002_t_a0b9f917_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000002_t_a0b9f917 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_body_temperatures = _wp_args->body_temperatures;
    wp::float32 var_scale = _wp_args->scale;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::vec_t<2, wp::float32>> var_body_uv_out = _wp_args->body_uv_out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    bool var_8;
    const wp::int32 var_9 = 4;
    wp::int32 var_10;
    wp::shape_t* var_11;
    const wp::int32 var_12 = 0;
    wp::int32 var_13;
    wp::shape_t var_14;
    wp::int32 var_15;
    wp::float32* var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 1.0;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.82;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 2;
    wp::int32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.6;
    const wp::float32 var_39 = -0.93;
    const wp::float32 var_40 = 1.2;
    wp::quat_t<wp::float32> var_41;
    const wp::int32 var_42 = 0;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 3;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    wp::float32 var_55;
    const wp::float32 var_56 = 1.0;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 1.0;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.82;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::int32 var_67 = 2;
    wp::int32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.6;
    const wp::float32 var_73 = -0.93;
    const wp::float32 var_74 = 1.2;
    wp::quat_t<wp::float32> var_75;
    const wp::int32 var_76 = 0;
    wp::float32 var_77;
    const wp::int32 var_78 = 1;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::int32 var_81 = 2;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::int32 var_84 = 3;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 2;
    wp::float32 var_89;
    const wp::float32 var_90 = 1.0;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = 1.0;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::float32 var_98 = 0.82;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::int32 var_101 = 2;
    wp::int32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    const wp::float32 var_106 = 1.6;
    const wp::float32 var_107 = -0.93;
    const wp::float32 var_108 = 1.2;
    wp::quat_t<wp::float32> var_109;
    const wp::int32 var_110 = 0;
    wp::float32 var_111;
    const wp::int32 var_112 = 1;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::int32 var_115 = 2;
    wp::float32 var_116;
    wp::float32 var_117;
    const wp::int32 var_118 = 3;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    bool var_124;
    bool var_125;
    bool var_126;
    bool var_127;
    const wp::float32 var_128 = -0.59;
    bool var_129;
    const wp::int32 var_130 = 3;
    wp::mat_t<3, 3, wp::float32> var_131;
    const wp::float32 var_132 = 0.24;
    wp::mat_t<3, 3, wp::float32> var_133;
    wp::float32 var_134;
    const wp::float32 var_135 = -3.0;
    const wp::float32 var_136 = 3.0;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 1.61;
    wp::float32 var_141;
    wp::float32 var_142;
    const wp::int32 var_143 = 0;
    const wp::float32 var_144 = -0.78;
    const wp::float32 var_145 = 1.1;
    wp::vec_t<3, wp::float32> var_146;
    const wp::float32 var_147 = 0.068;
    const wp::float32 var_148 = 0.2;
    const wp::float32 var_149 = -0.08;
    wp::vec_t<3, wp::float32> var_150;
    wp::vec_t<3, wp::float32> var_151;
    wp::vec_t<3, wp::float32> var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    wp::float32 var_155;
    wp::float32 var_156;
    wp::float32 var_157;
    const wp::int32 var_158 = 2;
    wp::int32 var_159;
    wp::shape_t* var_160;
    const wp::int32 var_161 = 0;
    wp::int32 var_162;
    wp::shape_t var_163;
    wp::int32 var_164;
    wp::float32 var_165;
    bool var_166;
    wp::float32 var_167;
    wp::vec_t<3, wp::float32> var_168;
    wp::vec_t<3, wp::float32> var_169;
    const wp::float32 var_170 = -0.1;
    const wp::float32 var_171 = -1.8;
    const wp::float32 var_172 = 1.239;
    wp::vec_t<3, wp::float32> var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    const wp::int32 var_176 = 0;
    const wp::int32 var_177 = 3;
    wp::mat_t<3, 3, wp::float32> var_178;
    const wp::float32 var_179 = 1.18;
    wp::mat_t<3, 3, wp::float32> var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    const wp::float32 var_183 = 1.0;
    wp::float32 var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::shape_t* var_188;
    const wp::int32 var_189 = 0;
    wp::int32 var_190;
    wp::shape_t var_191;
    wp::int32 var_192;
    wp::vec_t<3, wp::float32> var_193;
    const wp::int32 var_194 = 1;
    const wp::int32 var_195 = 3;
    wp::mat_t<3, 3, wp::float32> var_196;
    const wp::float32 var_197 = 1.18;
    wp::mat_t<3, 3, wp::float32> var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    const wp::float32 var_201 = 1.0;
    wp::float32 var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::float32 var_205;
    wp::shape_t* var_206;
    const wp::int32 var_207 = 0;
    wp::int32 var_208;
    wp::shape_t var_209;
    wp::int32 var_210;
    wp::vec_t<3, wp::float32> var_211;
    wp::vec_t<3, wp::float32> var_212;
    wp::vec_t<3, wp::float32> var_213;
    const wp::int32 var_214 = 2;
    wp::int32 var_215;
    const wp::int32 var_216 = 0;
    bool var_217;
    const wp::float32 var_218 = 1.8;
    const wp::float32 var_219 = 0.4;
    wp::vec_t<2, wp::float32> var_220;
    const wp::float32 var_221 = -1.03;
    const wp::float32 var_222 = -0.12;
    wp::vec_t<2, wp::float32> var_223;
    wp::vec_t<2, wp::float32> var_224;
    wp::vec_t<2, wp::float32> var_225;
    wp::float32 var_226;
    const wp::int32 var_227 = 0;
    wp::float32 var_228;
    wp::float32 var_229;
    const wp::int32 var_230 = 1;
    wp::float32 var_231;
    wp::float32 var_232;
    const wp::int32 var_233 = 2;
    wp::float32 var_234;
    wp::float32 var_235;
    wp::float32 var_236;
    wp::vec_t<2, wp::float32> var_237;
    wp::vec_t<2, wp::float32> var_238;
    //---------
    // forward
    // def combined_000002_t(body_temperatures: wp.array[Any], scale: float, n: int, total_counts: wp.array[Any], body_uv_out: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v13 = float(0.0)                                                                       <L 4>
    var_2 = wp::float(var_1);
    // v4 = body_temperatures[tid]                                                            <L 5>
    var_3 = wp::address(var_body_temperatures, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v5 = v4                                                                                <L 6>
    var_6 = wp::copy(var_4);
    // if wp.atan(v4) <= scale:                                                               <L 7>
    var_7 = wp::atan(var_4);
    var_8 = (var_7 <= var_scale);
    if (var_8) {
        // v4 = v4 + wp.tanh(body_temperatures[(tid + 4) % body_temperatures.shape[0]])       <L 8>
        var_10 = wp::add(var_0, var_9);
        var_11 = &(var_body_temperatures.shape);
        var_14 = wp::load(var_11);
        var_13 = wp::extract(var_14, var_12);
        var_15 = wp::mod(var_10, var_13);
        var_16 = wp::address(var_body_temperatures, var_15);
        var_18 = wp::load(var_16);
        var_17 = wp::tanh(var_18);
        var_19 = wp::add(var_4, var_17);
        // for j6 in range(3):                                                                <L 9>
        // scale -= wp.sin(((v4 / (wp.abs(v4) + 1.0)) / (wp.abs(v5) + 1.0))) * 0.82           <L 10>
        var_21 = wp::abs(var_19);
        var_23 = wp::add(var_21, var_22);
        var_24 = wp::div(var_19, var_23);
        var_25 = wp::abs(var_6);
        var_27 = wp::add(var_25, var_26);
        var_28 = wp::div(var_24, var_27);
        var_29 = wp::sin(var_28);
        var_31 = wp::mul(var_29, var_30);
        var_32 = wp::sub(var_scale, var_31);
        // scale = scale + wp.sin(float((j6 % 2)))                                            <L 11>
        var_34 = wp::mod(var_20, var_33);
        var_35 = wp::float(var_34);
        var_36 = wp::sin(var_35);
        var_37 = wp::add(var_32, var_36);
        // v7 = wp.quat_rpy(1.6, -0.93, 1.2)                                                  <L 12>
        var_41 = wp::quat_rpy(var_38, var_39, var_40);
        // v13 += v7[0] + v7[1] + v7[2] + v7[3]                                               <L 13>
        var_43 = wp::extract(var_41, var_42);
        var_45 = wp::extract(var_41, var_44);
        var_46 = wp::add(var_43, var_45);
        var_48 = wp::extract(var_41, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_41, var_50);
        var_52 = wp::add(var_49, var_51);
        var_53 = wp::add(var_2, var_52);
        // scale -= wp.sin(((v4 / (wp.abs(v4) + 1.0)) / (wp.abs(v5) + 1.0))) * 0.82           <L 10>
        var_55 = wp::abs(var_19);
        var_57 = wp::add(var_55, var_56);
        var_58 = wp::div(var_19, var_57);
        var_59 = wp::abs(var_6);
        var_61 = wp::add(var_59, var_60);
        var_62 = wp::div(var_58, var_61);
        var_63 = wp::sin(var_62);
        var_65 = wp::mul(var_63, var_64);
        var_66 = wp::sub(var_37, var_65);
        // scale = scale + wp.sin(float((j6 % 2)))                                            <L 11>
        var_68 = wp::mod(var_54, var_67);
        var_69 = wp::float(var_68);
        var_70 = wp::sin(var_69);
        var_71 = wp::add(var_66, var_70);
        // v7 = wp.quat_rpy(1.6, -0.93, 1.2)                                                  <L 12>
        var_75 = wp::quat_rpy(var_72, var_73, var_74);
        // v13 += v7[0] + v7[1] + v7[2] + v7[3]                                               <L 13>
        var_77 = wp::extract(var_75, var_76);
        var_79 = wp::extract(var_75, var_78);
        var_80 = wp::add(var_77, var_79);
        var_82 = wp::extract(var_75, var_81);
        var_83 = wp::add(var_80, var_82);
        var_85 = wp::extract(var_75, var_84);
        var_86 = wp::add(var_83, var_85);
        var_87 = wp::add(var_53, var_86);
        // scale -= wp.sin(((v4 / (wp.abs(v4) + 1.0)) / (wp.abs(v5) + 1.0))) * 0.82           <L 10>
        var_89 = wp::abs(var_19);
        var_91 = wp::add(var_89, var_90);
        var_92 = wp::div(var_19, var_91);
        var_93 = wp::abs(var_6);
        var_95 = wp::add(var_93, var_94);
        var_96 = wp::div(var_92, var_95);
        var_97 = wp::sin(var_96);
        var_99 = wp::mul(var_97, var_98);
        var_100 = wp::sub(var_71, var_99);
        // scale = scale + wp.sin(float((j6 % 2)))                                            <L 11>
        var_102 = wp::mod(var_88, var_101);
        var_103 = wp::float(var_102);
        var_104 = wp::sin(var_103);
        var_105 = wp::add(var_100, var_104);
        // v7 = wp.quat_rpy(1.6, -0.93, 1.2)                                                  <L 12>
        var_109 = wp::quat_rpy(var_106, var_107, var_108);
        // v13 += v7[0] + v7[1] + v7[2] + v7[3]                                               <L 13>
        var_111 = wp::extract(var_109, var_110);
        var_113 = wp::extract(var_109, var_112);
        var_114 = wp::add(var_111, var_113);
        var_116 = wp::extract(var_109, var_115);
        var_117 = wp::add(var_114, var_116);
        var_119 = wp::extract(var_109, var_118);
        var_120 = wp::add(var_117, var_119);
        var_121 = wp::add(var_87, var_120);
    }
    if (!var_8) {
        // v4 += wp.sin(v4)                                                                   <L 15>
        var_122 = wp::sin(var_4);
        var_123 = wp::add(var_4, var_122);
        // if ((v4 >= scale) and (scale < v5)) or (scale >= -0.59):                           <L 16>
        var_126 = (var_123 >= var_scale);
        var_125 = var_126;
        if (var_125) {
            var_127 = (var_scale < var_6);
            var_125 = var_125 && var_127;
        }
        var_124 = var_125;
        if (!var_124) {
            var_129 = (var_scale >= var_128);
            var_124 = var_124 || var_129;
        }
        if (var_124) {
            // v5 -= wp.sin(wp.sinh(wp.clamp(wp.trace(wp.identity(n=3, dtype=float) * 0.24), -3.0, 3.0))) * 1.61       <L 17>
            var_131 = wp::identity<3, wp::float32>();
            var_133 = wp::mul(var_131, var_132);
            var_134 = wp::trace(var_133);
            var_137 = wp::clamp(var_134, var_135, var_136);
            var_138 = wp::sinh(var_137);
            var_139 = wp::sin(var_138);
            var_141 = wp::mul(var_139, var_140);
            var_142 = wp::sub(var_6, var_141);
            // wp.atomic_sub(total_counts, 0, (wp.vec3(v4, -0.78, 1.1) + wp.vec3(0.068, 0.2, -0.08)))       <L 18>
            var_146 = wp::vec_t<3, wp::float32>(var_123, var_144, var_145);
            var_150 = wp::vec_t<3, wp::float32>(var_147, var_148, var_149);
            var_151 = wp::add(var_146, var_150);
            var_152 = wp::atomic_sub(var_total_counts, var_143, var_151);
        }
        var_153 = wp::where(var_124, var_142, var_6);
    }
    var_154 = wp::where(var_8, var_105, var_scale);
    var_155 = wp::where(var_8, var_121, var_2);
    var_156 = wp::where(var_8, var_19, var_123);
    var_157 = wp::where(var_8, var_6, var_153);
    // wp.atomic_add(total_counts, (tid * 2) % total_counts.shape[0], wp.vec3((v4 - v5), wp.where(v4 >= scale, v5, scale), v5))       <L 19>
    var_159 = wp::mul(var_0, var_158);
    var_160 = &(var_total_counts.shape);
    var_163 = wp::load(var_160);
    var_162 = wp::extract(var_163, var_161);
    var_164 = wp::mod(var_159, var_162);
    var_165 = wp::sub(var_156, var_157);
    var_166 = (var_156 >= var_154);
    var_167 = wp::where(var_166, var_157, var_154);
    var_168 = wp::vec_t<3, wp::float32>(var_165, var_167, var_157);
    var_169 = wp::atomic_add(var_total_counts, var_164, var_168);
    // v8 = wp.vec3(-0.1, -1.8, 1.239)                                                        <L 20>
    var_173 = wp::vec_t<3, wp::float32>(var_170, var_171, var_172);
    // v9 = (v4 - v5)                                                                         <L 21>
    var_174 = wp::sub(var_156, var_157);
    // v10 = scale                                                                            <L 22>
    var_175 = wp::copy(var_154);
    // for j11 in range(2):                                                                   <L 23>
    // scale = scale + wp.cos(wp.log2(wp.abs(wp.determinant(wp.identity(n=3, dtype=float) * 1.18)) + 1.0))       <L 24>
    var_178 = wp::identity<3, wp::float32>();
    var_180 = wp::mul(var_178, var_179);
    var_181 = wp::determinant(var_180);
    var_182 = wp::abs(var_181);
    var_184 = wp::add(var_182, var_183);
    var_185 = wp::log2(var_184);
    var_186 = wp::cos(var_185);
    var_187 = wp::add(var_154, var_186);
    // wp.atomic_add(total_counts, tid % total_counts.shape[0], v8)                           <L 25>
    var_188 = &(var_total_counts.shape);
    var_191 = wp::load(var_188);
    var_190 = wp::extract(var_191, var_189);
    var_192 = wp::mod(var_0, var_190);
    var_193 = wp::atomic_add(var_total_counts, var_192, var_173);
    // scale = scale + wp.cos(wp.log2(wp.abs(wp.determinant(wp.identity(n=3, dtype=float) * 1.18)) + 1.0))       <L 24>
    var_196 = wp::identity<3, wp::float32>();
    var_198 = wp::mul(var_196, var_197);
    var_199 = wp::determinant(var_198);
    var_200 = wp::abs(var_199);
    var_202 = wp::add(var_200, var_201);
    var_203 = wp::log2(var_202);
    var_204 = wp::cos(var_203);
    var_205 = wp::add(var_187, var_204);
    // wp.atomic_add(total_counts, tid % total_counts.shape[0], v8)                           <L 25>
    var_206 = &(var_total_counts.shape);
    var_209 = wp::load(var_206);
    var_208 = wp::extract(var_209, var_207);
    var_210 = wp::mod(var_0, var_208);
    var_211 = wp::atomic_add(var_total_counts, var_210, var_173);
    // v12 = combined_000002_f0((v9 * v8))                                                    <L 26>
    var_212 = wp::mul(var_174, var_173);
    var_213 = combined_000002_f0_0(var_212);
    // body_uv_out[tid] = wp.where((tid) % 2 == 0, wp.vec2(1.8, 0.4), (scale * wp.vec2(-1.03, -0.12))) + wp.vec2(v9 + v10 + v12[0] + v12[1] + v12[2] + v13)       <L 27>
    var_215 = wp::mod(var_0, var_214);
    var_217 = (var_215 == var_216);
    var_220 = wp::vec_t<2, wp::float32>(var_218, var_219);
    var_223 = wp::vec_t<2, wp::float32>(var_221, var_222);
    var_224 = wp::mul(var_205, var_223);
    var_225 = wp::where(var_217, var_220, var_224);
    var_226 = wp::add(var_174, var_175);
    var_228 = wp::extract(var_213, var_227);
    var_229 = wp::add(var_226, var_228);
    var_231 = wp::extract(var_213, var_230);
    var_232 = wp::add(var_229, var_231);
    var_234 = wp::extract(var_213, var_233);
    var_235 = wp::add(var_232, var_234);
    var_236 = wp::add(var_235, var_155);
    var_237 = wp::vec_t<2, wp::float32>(var_236);
    var_238 = wp::add(var_225, var_237);
    wp::array_store(var_body_uv_out, var_0, var_238);
}



struct combined_000002_t_a0b9f917_cpu_block_payload_forward
{
    wp_args_combined_000002_t_a0b9f917* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000002_t_a0b9f917_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000002_t_a0b9f917_cpu_block_payload_forward* payload = (combined_000002_t_a0b9f917_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000002_t_a0b9f917_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void combined_000002_t_a0b9f917_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000002_t_a0b9f917 *_wp_args)
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
        combined_000002_t_a0b9f917_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000002_t_a0b9f917_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

