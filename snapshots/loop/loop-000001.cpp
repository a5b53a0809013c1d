// Generated for case loop-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_loop_000001_4985d1be {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::int32 n;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void loop_000001_4985d1be_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000001_4985d1be *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    const wp::int32 var_4 = 0;
    wp::vec_t<3, wp::float32> var_5;
    const wp::float32 var_6 = 1.27;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::float32 var_9 = 1.2;
    const wp::float32 var_10 = -1.3;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -1.412;
    const wp::float32 var_16 = 0.79;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.0;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = -1.3;
    wp::float32 var_23;
    const wp::int32 var_24 = 1;
    wp::vec_t<3, wp::float32> var_25;
    const wp::float32 var_26 = 1.27;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::float32 var_29 = 1.2;
    const wp::float32 var_30 = -1.3;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = -1.412;
    const wp::float32 var_36 = 0.79;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.0;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = -1.3;
    wp::float32 var_43;
    const wp::int32 var_44 = 2;
    wp::vec_t<3, wp::float32> var_45;
    const wp::float32 var_46 = 1.27;
    wp::vec_t<3, wp::float32> var_47;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = 1.2;
    const wp::float32 var_50 = -1.3;
    wp::float32 var_51;
    const wp::float32 var_52 = 1.0;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = -1.412;
    const wp::float32 var_56 = 0.79;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = -1.3;
    wp::float32 var_63;
    const wp::int32 var_64 = 3;
    wp::vec_t<3, wp::float32> var_65;
    const wp::float32 var_66 = 1.27;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = 1.2;
    const wp::float32 var_70 = -1.3;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.0;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = -1.412;
    const wp::float32 var_76 = 0.79;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = 1.0;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::float32 var_82 = -1.3;
    wp::float32 var_83;
    const wp::int32 var_84 = 4;
    wp::vec_t<3, wp::float32> var_85;
    const wp::float32 var_86 = 1.27;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    const wp::float32 var_89 = 1.2;
    const wp::float32 var_90 = -1.3;
    wp::float32 var_91;
    const wp::float32 var_92 = 1.0;
    wp::float32 var_93;
    wp::float32 var_94;
    const wp::float32 var_95 = -1.412;
    const wp::float32 var_96 = 0.79;
    wp::float32 var_97;
    wp::float32 var_98;
    const wp::float32 var_99 = 1.0;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::float32 var_102 = -1.3;
    wp::float32 var_103;
    wp::float32 var_104;
    const wp::float32 var_105 = -1.2;
    const wp::float32 var_106 = -4.0;
    const wp::float32 var_107 = 4.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    const wp::int32 var_111 = 2;
    const wp::float32 var_112 = -4.0;
    const wp::float32 var_113 = 4.0;
    wp::float32 var_114;
    wp::float32 var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 1.0;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 1.23;
    wp::vec_t<3, wp::float32> var_123;
    wp::vec_t<3, wp::float32> var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 0.91;
    const wp::float32 var_129 = -1.94;
    wp::float32 var_130;
    const wp::float32 var_131 = -0.72;
    const wp::float32 var_132 = 1.74;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::int32 var_135 = 3;
    const wp::float32 var_136 = -4.0;
    const wp::float32 var_137 = 4.0;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = 1.0;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::vec_t<3, wp::float32> var_145;
    const wp::float32 var_146 = 1.23;
    wp::vec_t<3, wp::float32> var_147;
    wp::vec_t<3, wp::float32> var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::float32 var_152 = 0.91;
    const wp::float32 var_153 = -1.94;
    wp::float32 var_154;
    const wp::float32 var_155 = -0.72;
    const wp::float32 var_156 = 1.74;
    wp::float32 var_157;
    wp::float32 var_158;
    const wp::int32 var_159 = 4;
    const wp::float32 var_160 = -4.0;
    const wp::float32 var_161 = 4.0;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 1.0;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::vec_t<3, wp::float32> var_168;
    wp::vec_t<3, wp::float32> var_169;
    const wp::float32 var_170 = 1.23;
    wp::vec_t<3, wp::float32> var_171;
    wp::vec_t<3, wp::float32> var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    const wp::float32 var_176 = 0.91;
    const wp::float32 var_177 = -1.94;
    wp::float32 var_178;
    const wp::float32 var_179 = -0.72;
    const wp::float32 var_180 = 1.74;
    wp::float32 var_181;
    wp::float32 var_182;
    const wp::int32 var_183 = 1;
    bool var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    wp::float32 var_191;
    const wp::int32 var_192 = 2;
    bool var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    const wp::int32 var_201 = 3;
    bool var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::float32 var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::vec_t<3, wp::float32> var_210;
    const wp::float32 var_211 = 0.819;
    const wp::float32 var_212 = -0.86;
    const wp::float32 var_213 = -1.1;
    const wp::float32 var_214 = -1.17;
    wp::vec_t<3, wp::float32> var_215;
    wp::vec_t<3, wp::float32> var_216;
    wp::vec_t<3, wp::float32> var_217;
    const wp::float32 var_218 = 1.53;
    wp::vec_t<3, wp::float32> var_219;
    wp::vec_t<3, wp::float32> var_220;
    const wp::float32 var_221 = 0.66;
    wp::float32 var_222;
    wp::float32 var_223;
    //---------
    // forward
    // def loop_000001(x0: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // for j1 in range(5):                                                                    <L 8>
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_5 = wp::normalize(var_2);
    var_7 = wp::mul(var_5, var_6);
    var_8 = wp::add(var_2, var_7);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_9, var_13);
    var_17 = wp::sub(var_15, var_16);
    var_18 = wp::abs(var_17);
    var_20 = wp::add(var_18, var_19);
    var_21 = wp::div(var_14, var_20);
    var_23 = wp::sub(var_21, var_22);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_25 = wp::normalize(var_8);
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::add(var_8, var_27);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_31 = wp::abs(var_30);
    var_33 = wp::add(var_31, var_32);
    var_34 = wp::div(var_29, var_33);
    var_37 = wp::sub(var_35, var_36);
    var_38 = wp::abs(var_37);
    var_40 = wp::add(var_38, var_39);
    var_41 = wp::div(var_34, var_40);
    var_43 = wp::sub(var_41, var_42);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_45 = wp::normalize(var_28);
    var_47 = wp::mul(var_45, var_46);
    var_48 = wp::add(var_28, var_47);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_51 = wp::abs(var_50);
    var_53 = wp::add(var_51, var_52);
    var_54 = wp::div(var_49, var_53);
    var_57 = wp::sub(var_55, var_56);
    var_58 = wp::abs(var_57);
    var_60 = wp::add(var_58, var_59);
    var_61 = wp::div(var_54, var_60);
    var_63 = wp::sub(var_61, var_62);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_65 = wp::normalize(var_48);
    var_67 = wp::mul(var_65, var_66);
    var_68 = wp::add(var_48, var_67);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_71 = wp::abs(var_70);
    var_73 = wp::add(var_71, var_72);
    var_74 = wp::div(var_69, var_73);
    var_77 = wp::sub(var_75, var_76);
    var_78 = wp::abs(var_77);
    var_80 = wp::add(var_78, var_79);
    var_81 = wp::div(var_74, var_80);
    var_83 = wp::sub(var_81, var_82);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_85 = wp::normalize(var_68);
    var_87 = wp::mul(var_85, var_86);
    var_88 = wp::add(var_68, var_87);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_91 = wp::abs(var_90);
    var_93 = wp::add(var_91, var_92);
    var_94 = wp::div(var_89, var_93);
    var_97 = wp::sub(var_95, var_96);
    var_98 = wp::abs(var_97);
    var_100 = wp::add(var_98, var_99);
    var_101 = wp::div(var_94, var_100);
    var_103 = wp::sub(var_101, var_102);
    // v2 = (wp.length(v0) - wp.exp(wp.clamp(-1.2, -4.0, 4.0)))                               <L 11>
    var_104 = wp::length(var_88);
    var_108 = wp::clamp(var_105, var_106, var_107);
    var_109 = wp::exp(var_108);
    var_110 = wp::sub(var_104, var_109);
    // for j1 in range(2, 5):                                                                 <L 12>
    // v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23       <L 13>
    var_114 = wp::clamp(var_110, var_112, var_113);
    var_115 = wp::exp(var_114);
    var_116 = wp::abs(var_110);
    var_118 = wp::add(var_116, var_117);
    var_119 = wp::div(var_110, var_118);
    var_120 = wp::vec_t<3, wp::float32>(var_115, var_119, var_110);
    var_121 = wp::normalize(var_120);
    var_123 = wp::mul(var_121, var_122);
    var_124 = wp::add(var_88, var_123);
    // v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))           <L 14>
    var_125 = wp::mul(var_110, var_110);
    var_126 = wp::float(var_0);
    var_127 = wp::mul(var_125, var_126);
    var_130 = wp::sub(var_128, var_129);
    var_133 = wp::clamp(var_130, var_131, var_132);
    var_134 = wp::max(var_127, var_133);
    // v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23       <L 13>
    var_138 = wp::clamp(var_110, var_136, var_137);
    var_139 = wp::exp(var_138);
    var_140 = wp::abs(var_110);
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_110, var_142);
    var_144 = wp::vec_t<3, wp::float32>(var_139, var_143, var_110);
    var_145 = wp::normalize(var_144);
    var_147 = wp::mul(var_145, var_146);
    var_148 = wp::add(var_124, var_147);
    // v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))           <L 14>
    var_149 = wp::mul(var_110, var_110);
    var_150 = wp::float(var_0);
    var_151 = wp::mul(var_149, var_150);
    var_154 = wp::sub(var_152, var_153);
    var_157 = wp::clamp(var_154, var_155, var_156);
    var_158 = wp::max(var_151, var_157);
    // v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23       <L 13>
    var_162 = wp::clamp(var_110, var_160, var_161);
    var_163 = wp::exp(var_162);
    var_164 = wp::abs(var_110);
    var_166 = wp::add(var_164, var_165);
    var_167 = wp::div(var_110, var_166);
    var_168 = wp::vec_t<3, wp::float32>(var_163, var_167, var_110);
    var_169 = wp::normalize(var_168);
    var_171 = wp::mul(var_169, var_170);
    var_172 = wp::add(var_148, var_171);
    // v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))           <L 14>
    var_173 = wp::mul(var_110, var_110);
    var_174 = wp::float(var_0);
    var_175 = wp::mul(var_173, var_174);
    var_178 = wp::sub(var_176, var_177);
    var_181 = wp::clamp(var_178, var_179, var_180);
    var_182 = wp::max(var_175, var_181);
    // for j1 in range(1, 4):                                                                 <L 15>
    // v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                                    <L 16>
    var_184 = (var_110 <= var_110);
    var_185 = wp::where(var_184, var_110, var_110);
    var_186 = wp::mul(var_185, var_110);
    var_187 = wp::cos(var_186);
    var_188 = wp::add(var_110, var_187);
    // v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                                   <L 17>
    var_189 = wp::dot(var_172, var_172);
    var_190 = wp::sin(var_189);
    var_191 = wp::ceil(var_190);
    // v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                                    <L 16>
    var_193 = (var_188 <= var_188);
    var_194 = wp::where(var_193, var_188, var_188);
    var_195 = wp::mul(var_194, var_188);
    var_196 = wp::cos(var_195);
    var_197 = wp::add(var_188, var_196);
    // v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                                   <L 17>
    var_198 = wp::dot(var_172, var_172);
    var_199 = wp::sin(var_198);
    var_200 = wp::ceil(var_199);
    // v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                                    <L 16>
    var_202 = (var_197 <= var_197);
    var_203 = wp::where(var_202, var_197, var_197);
    var_204 = wp::mul(var_203, var_197);
    var_205 = wp::cos(var_204);
    var_206 = wp::add(var_197, var_205);
    // v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                                   <L 17>
    var_207 = wp::dot(var_172, var_172);
    var_208 = wp::sin(var_207);
    var_209 = wp::ceil(var_208);
    // out0[tid] = v0 + wp.cw_mul(wp.cross(v0, v0), (0.819 * wp.vec3(-0.86, -1.1, -1.17))) * 1.53       <L 18>
    var_210 = wp::cross(var_172, var_172);
    var_215 = wp::vec_t<3, wp::float32>(var_212, var_213, var_214);
    var_216 = wp::mul(var_211, var_215);
    var_217 = wp::cw_mul(var_210, var_216);
    var_219 = wp::mul(var_217, var_218);
    var_220 = wp::add(var_172, var_219);
    wp::array_store(var_out0, var_0, var_220);
    // out1[tid] = v2 + v2 * 0.66                                                             <L 19>
    var_222 = wp::mul(var_206, var_221);
    var_223 = wp::add(var_206, var_222);
    wp::array_store(var_out1, var_0, var_223);
}



template <bool wp_linear_contiguous>
static void loop_000001_4985d1be_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000001_4985d1be *_wp_args,
    wp_args_loop_000001_4985d1be *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    const wp::int32 var_4 = 0;
    wp::vec_t<3, wp::float32> var_5;
    const wp::float32 var_6 = 1.27;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::float32 var_9 = 1.2;
    const wp::float32 var_10 = -1.3;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -1.412;
    const wp::float32 var_16 = 0.79;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.0;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = -1.3;
    wp::float32 var_23;
    const wp::int32 var_24 = 1;
    wp::vec_t<3, wp::float32> var_25;
    const wp::float32 var_26 = 1.27;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::float32 var_29 = 1.2;
    const wp::float32 var_30 = -1.3;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = -1.412;
    const wp::float32 var_36 = 0.79;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.0;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = -1.3;
    wp::float32 var_43;
    const wp::int32 var_44 = 2;
    wp::vec_t<3, wp::float32> var_45;
    const wp::float32 var_46 = 1.27;
    wp::vec_t<3, wp::float32> var_47;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = 1.2;
    const wp::float32 var_50 = -1.3;
    wp::float32 var_51;
    const wp::float32 var_52 = 1.0;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = -1.412;
    const wp::float32 var_56 = 0.79;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = -1.3;
    wp::float32 var_63;
    const wp::int32 var_64 = 3;
    wp::vec_t<3, wp::float32> var_65;
    const wp::float32 var_66 = 1.27;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = 1.2;
    const wp::float32 var_70 = -1.3;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.0;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = -1.412;
    const wp::float32 var_76 = 0.79;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = 1.0;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::float32 var_82 = -1.3;
    wp::float32 var_83;
    const wp::int32 var_84 = 4;
    wp::vec_t<3, wp::float32> var_85;
    const wp::float32 var_86 = 1.27;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    const wp::float32 var_89 = 1.2;
    const wp::float32 var_90 = -1.3;
    wp::float32 var_91;
    const wp::float32 var_92 = 1.0;
    wp::float32 var_93;
    wp::float32 var_94;
    const wp::float32 var_95 = -1.412;
    const wp::float32 var_96 = 0.79;
    wp::float32 var_97;
    wp::float32 var_98;
    const wp::float32 var_99 = 1.0;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::float32 var_102 = -1.3;
    wp::float32 var_103;
    wp::float32 var_104;
    const wp::float32 var_105 = -1.2;
    const wp::float32 var_106 = -4.0;
    const wp::float32 var_107 = 4.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    const wp::int32 var_111 = 2;
    const wp::float32 var_112 = -4.0;
    const wp::float32 var_113 = 4.0;
    wp::float32 var_114;
    wp::float32 var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 1.0;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 1.23;
    wp::vec_t<3, wp::float32> var_123;
    wp::vec_t<3, wp::float32> var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 0.91;
    const wp::float32 var_129 = -1.94;
    wp::float32 var_130;
    const wp::float32 var_131 = -0.72;
    const wp::float32 var_132 = 1.74;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::int32 var_135 = 3;
    const wp::float32 var_136 = -4.0;
    const wp::float32 var_137 = 4.0;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = 1.0;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::vec_t<3, wp::float32> var_145;
    const wp::float32 var_146 = 1.23;
    wp::vec_t<3, wp::float32> var_147;
    wp::vec_t<3, wp::float32> var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::float32 var_152 = 0.91;
    const wp::float32 var_153 = -1.94;
    wp::float32 var_154;
    const wp::float32 var_155 = -0.72;
    const wp::float32 var_156 = 1.74;
    wp::float32 var_157;
    wp::float32 var_158;
    const wp::int32 var_159 = 4;
    const wp::float32 var_160 = -4.0;
    const wp::float32 var_161 = 4.0;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 1.0;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::vec_t<3, wp::float32> var_168;
    wp::vec_t<3, wp::float32> var_169;
    const wp::float32 var_170 = 1.23;
    wp::vec_t<3, wp::float32> var_171;
    wp::vec_t<3, wp::float32> var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    const wp::float32 var_176 = 0.91;
    const wp::float32 var_177 = -1.94;
    wp::float32 var_178;
    const wp::float32 var_179 = -0.72;
    const wp::float32 var_180 = 1.74;
    wp::float32 var_181;
    wp::float32 var_182;
    const wp::int32 var_183 = 1;
    bool var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    wp::float32 var_191;
    const wp::int32 var_192 = 2;
    bool var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    const wp::int32 var_201 = 3;
    bool var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::float32 var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::vec_t<3, wp::float32> var_210;
    const wp::float32 var_211 = 0.819;
    const wp::float32 var_212 = -0.86;
    const wp::float32 var_213 = -1.1;
    const wp::float32 var_214 = -1.17;
    wp::vec_t<3, wp::float32> var_215;
    wp::vec_t<3, wp::float32> var_216;
    wp::vec_t<3, wp::float32> var_217;
    const wp::float32 var_218 = 1.53;
    wp::vec_t<3, wp::float32> var_219;
    wp::vec_t<3, wp::float32> var_220;
    const wp::float32 var_221 = 0.66;
    wp::float32 var_222;
    wp::float32 var_223;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::int32 adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
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
    wp::int32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::float32 adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
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
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::int32 adj_64 = {};
    wp::vec_t<3, wp::float32> adj_65 = {};
    wp::float32 adj_66 = {};
    wp::vec_t<3, wp::float32> adj_67 = {};
    wp::vec_t<3, wp::float32> adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
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
    wp::int32 adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
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
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::int32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::vec_t<3, wp::float32> adj_120 = {};
    wp::vec_t<3, wp::float32> adj_121 = {};
    wp::float32 adj_122 = {};
    wp::vec_t<3, wp::float32> adj_123 = {};
    wp::vec_t<3, wp::float32> adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::int32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::vec_t<3, wp::float32> adj_144 = {};
    wp::vec_t<3, wp::float32> adj_145 = {};
    wp::float32 adj_146 = {};
    wp::vec_t<3, wp::float32> adj_147 = {};
    wp::vec_t<3, wp::float32> adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::int32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::vec_t<3, wp::float32> adj_168 = {};
    wp::vec_t<3, wp::float32> adj_169 = {};
    wp::float32 adj_170 = {};
    wp::vec_t<3, wp::float32> adj_171 = {};
    wp::vec_t<3, wp::float32> adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    wp::float32 adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::int32 adj_183 = {};
    bool adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::float32 adj_189 = {};
    wp::float32 adj_190 = {};
    wp::float32 adj_191 = {};
    wp::int32 adj_192 = {};
    bool adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::int32 adj_201 = {};
    bool adj_202 = {};
    wp::float32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::float32 adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::vec_t<3, wp::float32> adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::vec_t<3, wp::float32> adj_215 = {};
    wp::vec_t<3, wp::float32> adj_216 = {};
    wp::vec_t<3, wp::float32> adj_217 = {};
    wp::float32 adj_218 = {};
    wp::vec_t<3, wp::float32> adj_219 = {};
    wp::vec_t<3, wp::float32> adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::float32 adj_223 = {};
    //---------
    // forward
    // def loop_000001(x0: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // for j1 in range(5):                                                                    <L 8>
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_5 = wp::normalize(var_2);
    var_7 = wp::mul(var_5, var_6);
    var_8 = wp::add(var_2, var_7);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_9, var_13);
    var_17 = wp::sub(var_15, var_16);
    var_18 = wp::abs(var_17);
    var_20 = wp::add(var_18, var_19);
    var_21 = wp::div(var_14, var_20);
    var_23 = wp::sub(var_21, var_22);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_25 = wp::normalize(var_8);
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::add(var_8, var_27);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_31 = wp::abs(var_30);
    var_33 = wp::add(var_31, var_32);
    var_34 = wp::div(var_29, var_33);
    var_37 = wp::sub(var_35, var_36);
    var_38 = wp::abs(var_37);
    var_40 = wp::add(var_38, var_39);
    var_41 = wp::div(var_34, var_40);
    var_43 = wp::sub(var_41, var_42);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_45 = wp::normalize(var_28);
    var_47 = wp::mul(var_45, var_46);
    var_48 = wp::add(var_28, var_47);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_51 = wp::abs(var_50);
    var_53 = wp::add(var_51, var_52);
    var_54 = wp::div(var_49, var_53);
    var_57 = wp::sub(var_55, var_56);
    var_58 = wp::abs(var_57);
    var_60 = wp::add(var_58, var_59);
    var_61 = wp::div(var_54, var_60);
    var_63 = wp::sub(var_61, var_62);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_65 = wp::normalize(var_48);
    var_67 = wp::mul(var_65, var_66);
    var_68 = wp::add(var_48, var_67);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_71 = wp::abs(var_70);
    var_73 = wp::add(var_71, var_72);
    var_74 = wp::div(var_69, var_73);
    var_77 = wp::sub(var_75, var_76);
    var_78 = wp::abs(var_77);
    var_80 = wp::add(var_78, var_79);
    var_81 = wp::div(var_74, var_80);
    var_83 = wp::sub(var_81, var_82);
    // v0 = v0 + wp.normalize(v0) * 1.27                                                      <L 9>
    var_85 = wp::normalize(var_68);
    var_87 = wp::mul(var_85, var_86);
    var_88 = wp::add(var_68, var_87);
    // v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)         <L 10>
    var_91 = wp::abs(var_90);
    var_93 = wp::add(var_91, var_92);
    var_94 = wp::div(var_89, var_93);
    var_97 = wp::sub(var_95, var_96);
    var_98 = wp::abs(var_97);
    var_100 = wp::add(var_98, var_99);
    var_101 = wp::div(var_94, var_100);
    var_103 = wp::sub(var_101, var_102);
    // v2 = (wp.length(v0) - wp.exp(wp.clamp(-1.2, -4.0, 4.0)))                               <L 11>
    var_104 = wp::length(var_88);
    var_108 = wp::clamp(var_105, var_106, var_107);
    var_109 = wp::exp(var_108);
    var_110 = wp::sub(var_104, var_109);
    // for j1 in range(2, 5):                                                                 <L 12>
    // v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23       <L 13>
    var_114 = wp::clamp(var_110, var_112, var_113);
    var_115 = wp::exp(var_114);
    var_116 = wp::abs(var_110);
    var_118 = wp::add(var_116, var_117);
    var_119 = wp::div(var_110, var_118);
    var_120 = wp::vec_t<3, wp::float32>(var_115, var_119, var_110);
    var_121 = wp::normalize(var_120);
    var_123 = wp::mul(var_121, var_122);
    var_124 = wp::add(var_88, var_123);
    // v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))           <L 14>
    var_125 = wp::mul(var_110, var_110);
    var_126 = wp::float(var_0);
    var_127 = wp::mul(var_125, var_126);
    var_130 = wp::sub(var_128, var_129);
    var_133 = wp::clamp(var_130, var_131, var_132);
    var_134 = wp::max(var_127, var_133);
    // v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23       <L 13>
    var_138 = wp::clamp(var_110, var_136, var_137);
    var_139 = wp::exp(var_138);
    var_140 = wp::abs(var_110);
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_110, var_142);
    var_144 = wp::vec_t<3, wp::float32>(var_139, var_143, var_110);
    var_145 = wp::normalize(var_144);
    var_147 = wp::mul(var_145, var_146);
    var_148 = wp::add(var_124, var_147);
    // v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))           <L 14>
    var_149 = wp::mul(var_110, var_110);
    var_150 = wp::float(var_0);
    var_151 = wp::mul(var_149, var_150);
    var_154 = wp::sub(var_152, var_153);
    var_157 = wp::clamp(var_154, var_155, var_156);
    var_158 = wp::max(var_151, var_157);
    // v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23       <L 13>
    var_162 = wp::clamp(var_110, var_160, var_161);
    var_163 = wp::exp(var_162);
    var_164 = wp::abs(var_110);
    var_166 = wp::add(var_164, var_165);
    var_167 = wp::div(var_110, var_166);
    var_168 = wp::vec_t<3, wp::float32>(var_163, var_167, var_110);
    var_169 = wp::normalize(var_168);
    var_171 = wp::mul(var_169, var_170);
    var_172 = wp::add(var_148, var_171);
    // v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))           <L 14>
    var_173 = wp::mul(var_110, var_110);
    var_174 = wp::float(var_0);
    var_175 = wp::mul(var_173, var_174);
    var_178 = wp::sub(var_176, var_177);
    var_181 = wp::clamp(var_178, var_179, var_180);
    var_182 = wp::max(var_175, var_181);
    // for j1 in range(1, 4):                                                                 <L 15>
    // v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                                    <L 16>
    var_184 = (var_110 <= var_110);
    var_185 = wp::where(var_184, var_110, var_110);
    var_186 = wp::mul(var_185, var_110);
    var_187 = wp::cos(var_186);
    var_188 = wp::add(var_110, var_187);
    // v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                                   <L 17>
    var_189 = wp::dot(var_172, var_172);
    var_190 = wp::sin(var_189);
    var_191 = wp::ceil(var_190);
    // v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                                    <L 16>
    var_193 = (var_188 <= var_188);
    var_194 = wp::where(var_193, var_188, var_188);
    var_195 = wp::mul(var_194, var_188);
    var_196 = wp::cos(var_195);
    var_197 = wp::add(var_188, var_196);
    // v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                                   <L 17>
    var_198 = wp::dot(var_172, var_172);
    var_199 = wp::sin(var_198);
    var_200 = wp::ceil(var_199);
    // v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                                    <L 16>
    var_202 = (var_197 <= var_197);
    var_203 = wp::where(var_202, var_197, var_197);
    var_204 = wp::mul(var_203, var_197);
    var_205 = wp::cos(var_204);
    var_206 = wp::add(var_197, var_205);
    // v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                                   <L 17>
    var_207 = wp::dot(var_172, var_172);
    var_208 = wp::sin(var_207);
    var_209 = wp::ceil(var_208);
    // out0[tid] = v0 + wp.cw_mul(wp.cross(v0, v0), (0.819 * wp.vec3(-0.86, -1.1, -1.17))) * 1.53       <L 18>
    var_210 = wp::cross(var_172, var_172);
    var_215 = wp::vec_t<3, wp::float32>(var_212, var_213, var_214);
    var_216 = wp::mul(var_211, var_215);
    var_217 = wp::cw_mul(var_210, var_216);
    var_219 = wp::mul(var_217, var_218);
    var_220 = wp::add(var_172, var_219);
    // wp::array_store(var_out0, var_0, var_220);
    // out1[tid] = v2 + v2 * 0.66                                                             <L 19>
    var_222 = wp::mul(var_206, var_221);
    var_223 = wp::add(var_206, var_222);
    // wp::array_store(var_out1, var_0, var_223);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_223, adj_out1, adj_0, adj_223);
    wp::adj_add(var_206, var_222, adj_206, adj_222, adj_223);
    wp::adj_mul(var_206, var_221, adj_206, adj_221, adj_222);
    // adj: out1[tid] = v2 + v2 * 0.66                                                        <L 19>
    wp::adj_array_store(var_out0, var_0, var_220, adj_out0, adj_0, adj_220);
    wp::adj_add(var_172, var_219, adj_172, adj_219, adj_220);
    wp::adj_mul(var_217, var_218, adj_217, adj_218, adj_219);
    wp::adj_cw_mul(var_210, var_216, adj_210, adj_216, adj_217);
    wp::adj_mul(var_211, var_215, adj_211, adj_215, adj_216);
    wp::adj_vec_t(var_212, var_213, var_214, adj_212, adj_213, adj_214, adj_215);
    wp::adj_cross(var_172, var_172, adj_172, adj_172, adj_210);
    // adj: out0[tid] = v0 + wp.cw_mul(wp.cross(v0, v0), (0.819 * wp.vec3(-0.86, -1.1, -1.17))) * 1.53  <L 18>
    wp::adj_sin(var_207, adj_207, adj_208);
    wp::adj_dot(var_172, var_172, adj_172, adj_172, adj_207);
    // adj: v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                              <L 17>
    wp::adj_add(var_197, var_205, adj_197, adj_205, adj_206);
    wp::adj_cos(var_204, adj_204, adj_205);
    wp::adj_mul(var_203, var_197, adj_203, adj_197, adj_204);
    wp::adj_where(var_202, var_197, var_197, adj_202, adj_197, adj_197, adj_203);
    // adj: v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                               <L 16>
    wp::adj_sin(var_198, adj_198, adj_199);
    wp::adj_dot(var_172, var_172, adj_172, adj_172, adj_198);
    // adj: v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                              <L 17>
    wp::adj_add(var_188, var_196, adj_188, adj_196, adj_197);
    wp::adj_cos(var_195, adj_195, adj_196);
    wp::adj_mul(var_194, var_188, adj_194, adj_188, adj_195);
    wp::adj_where(var_193, var_188, var_188, adj_193, adj_188, adj_188, adj_194);
    // adj: v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                               <L 16>
    wp::adj_sin(var_189, adj_189, adj_190);
    wp::adj_dot(var_172, var_172, adj_172, adj_172, adj_189);
    // adj: v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))                                              <L 17>
    wp::adj_add(var_110, var_187, adj_110, adj_187, adj_188);
    wp::adj_cos(var_186, adj_186, adj_187);
    wp::adj_mul(var_185, var_110, adj_185, adj_110, adj_186);
    wp::adj_where(var_184, var_110, var_110, adj_184, adj_110, adj_110, adj_185);
    // adj: v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))                               <L 16>
    // adj: for j1 in range(1, 4):                                                            <L 15>
    wp::adj_max(var_175, var_181, adj_175, adj_181, adj_182);
    wp::adj_clamp(var_178, var_179, var_180, adj_178, adj_179, adj_180, adj_181);
    wp::adj_sub(var_176, var_177, adj_176, adj_177, adj_178);
    wp::adj_mul(var_173, var_174, adj_173, adj_174, adj_175);
    wp::adj_float(var_0, adj_0, adj_174);
    wp::adj_mul(var_110, var_110, adj_110, adj_110, adj_173);
    // adj: v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))      <L 14>
    wp::adj_add(var_148, var_171, adj_148, adj_171, adj_172);
    wp::adj_mul(var_169, var_170, adj_169, adj_170, adj_171);
    wp::adj_normalize(var_168, var_169, adj_168, adj_169);
    wp::adj_vec_t(var_163, var_167, var_110, adj_163, adj_167, adj_110, adj_168);
    wp::adj_div(var_110, var_166, var_167, adj_110, adj_166, adj_167);
    wp::adj_add(var_164, var_165, adj_164, adj_165, adj_166);
    wp::adj_abs(var_110, adj_110, adj_164);
    wp::adj_exp(var_162, var_163, adj_162, adj_163);
    wp::adj_clamp(var_110, var_160, var_161, adj_110, adj_160, adj_161, adj_162);
    // adj: v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23  <L 13>
    wp::adj_max(var_151, var_157, adj_151, adj_157, adj_158);
    wp::adj_clamp(var_154, var_155, var_156, adj_154, adj_155, adj_156, adj_157);
    wp::adj_sub(var_152, var_153, adj_152, adj_153, adj_154);
    wp::adj_mul(var_149, var_150, adj_149, adj_150, adj_151);
    wp::adj_float(var_0, adj_0, adj_150);
    wp::adj_mul(var_110, var_110, adj_110, adj_110, adj_149);
    // adj: v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))      <L 14>
    wp::adj_add(var_124, var_147, adj_124, adj_147, adj_148);
    wp::adj_mul(var_145, var_146, adj_145, adj_146, adj_147);
    wp::adj_normalize(var_144, var_145, adj_144, adj_145);
    wp::adj_vec_t(var_139, var_143, var_110, adj_139, adj_143, adj_110, adj_144);
    wp::adj_div(var_110, var_142, var_143, adj_110, adj_142, adj_143);
    wp::adj_add(var_140, var_141, adj_140, adj_141, adj_142);
    wp::adj_abs(var_110, adj_110, adj_140);
    wp::adj_exp(var_138, var_139, adj_138, adj_139);
    wp::adj_clamp(var_110, var_136, var_137, adj_110, adj_136, adj_137, adj_138);
    // adj: v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23  <L 13>
    wp::adj_max(var_127, var_133, adj_127, adj_133, adj_134);
    wp::adj_clamp(var_130, var_131, var_132, adj_130, adj_131, adj_132, adj_133);
    wp::adj_sub(var_128, var_129, adj_128, adj_129, adj_130);
    wp::adj_mul(var_125, var_126, adj_125, adj_126, adj_127);
    wp::adj_float(var_0, adj_0, adj_126);
    wp::adj_mul(var_110, var_110, adj_110, adj_110, adj_125);
    // adj: v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))      <L 14>
    wp::adj_add(var_88, var_123, adj_88, adj_123, adj_124);
    wp::adj_mul(var_121, var_122, adj_121, adj_122, adj_123);
    wp::adj_normalize(var_120, var_121, adj_120, adj_121);
    wp::adj_vec_t(var_115, var_119, var_110, adj_115, adj_119, adj_110, adj_120);
    wp::adj_div(var_110, var_118, var_119, adj_110, adj_118, adj_119);
    wp::adj_add(var_116, var_117, adj_116, adj_117, adj_118);
    wp::adj_abs(var_110, adj_110, adj_116);
    wp::adj_exp(var_114, var_115, adj_114, adj_115);
    wp::adj_clamp(var_110, var_112, var_113, adj_110, adj_112, adj_113, adj_114);
    // adj: v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23  <L 13>
    // adj: for j1 in range(2, 5):                                                            <L 12>
    wp::adj_sub(var_104, var_109, adj_104, adj_109, adj_110);
    wp::adj_exp(var_108, var_109, adj_108, adj_109);
    wp::adj_clamp(var_105, var_106, var_107, adj_105, adj_106, adj_107, adj_108);
    wp::adj_length(var_88, var_104, adj_88, adj_104);
    // adj: v2 = (wp.length(v0) - wp.exp(wp.clamp(-1.2, -4.0, 4.0)))                          <L 11>
    wp::adj_sub(var_101, var_102, adj_101, adj_102, adj_103);
    wp::adj_div(var_94, var_100, var_101, adj_94, adj_100, adj_101);
    wp::adj_add(var_98, var_99, adj_98, adj_99, adj_100);
    wp::adj_abs(var_97, adj_97, adj_98);
    wp::adj_sub(var_95, var_96, adj_95, adj_96, adj_97);
    wp::adj_div(var_89, var_93, var_94, adj_89, adj_93, adj_94);
    wp::adj_add(var_91, var_92, adj_91, adj_92, adj_93);
    wp::adj_abs(var_90, adj_90, adj_91);
    // adj: v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)    <L 10>
    wp::adj_add(var_68, var_87, adj_68, adj_87, adj_88);
    wp::adj_mul(var_85, var_86, adj_85, adj_86, adj_87);
    wp::adj_normalize(var_68, var_85, adj_68, adj_85);
    // adj: v0 = v0 + wp.normalize(v0) * 1.27                                                 <L 9>
    wp::adj_sub(var_81, var_82, adj_81, adj_82, adj_83);
    wp::adj_div(var_74, var_80, var_81, adj_74, adj_80, adj_81);
    wp::adj_add(var_78, var_79, adj_78, adj_79, adj_80);
    wp::adj_abs(var_77, adj_77, adj_78);
    wp::adj_sub(var_75, var_76, adj_75, adj_76, adj_77);
    wp::adj_div(var_69, var_73, var_74, adj_69, adj_73, adj_74);
    wp::adj_add(var_71, var_72, adj_71, adj_72, adj_73);
    wp::adj_abs(var_70, adj_70, adj_71);
    // adj: v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)    <L 10>
    wp::adj_add(var_48, var_67, adj_48, adj_67, adj_68);
    wp::adj_mul(var_65, var_66, adj_65, adj_66, adj_67);
    wp::adj_normalize(var_48, var_65, adj_48, adj_65);
    // adj: v0 = v0 + wp.normalize(v0) * 1.27                                                 <L 9>
    wp::adj_sub(var_61, var_62, adj_61, adj_62, adj_63);
    wp::adj_div(var_54, var_60, var_61, adj_54, adj_60, adj_61);
    wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
    wp::adj_abs(var_57, adj_57, adj_58);
    wp::adj_sub(var_55, var_56, adj_55, adj_56, adj_57);
    wp::adj_div(var_49, var_53, var_54, adj_49, adj_53, adj_54);
    wp::adj_add(var_51, var_52, adj_51, adj_52, adj_53);
    wp::adj_abs(var_50, adj_50, adj_51);
    // adj: v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)    <L 10>
    wp::adj_add(var_28, var_47, adj_28, adj_47, adj_48);
    wp::adj_mul(var_45, var_46, adj_45, adj_46, adj_47);
    wp::adj_normalize(var_28, var_45, adj_28, adj_45);
    // adj: v0 = v0 + wp.normalize(v0) * 1.27                                                 <L 9>
    wp::adj_sub(var_41, var_42, adj_41, adj_42, adj_43);
    wp::adj_div(var_34, var_40, var_41, adj_34, adj_40, adj_41);
    wp::adj_add(var_38, var_39, adj_38, adj_39, adj_40);
    wp::adj_abs(var_37, adj_37, adj_38);
    wp::adj_sub(var_35, var_36, adj_35, adj_36, adj_37);
    wp::adj_div(var_29, var_33, var_34, adj_29, adj_33, adj_34);
    wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_abs(var_30, adj_30, adj_31);
    // adj: v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)    <L 10>
    wp::adj_add(var_8, var_27, adj_8, adj_27, adj_28);
    wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
    wp::adj_normalize(var_8, var_25, adj_8, adj_25);
    // adj: v0 = v0 + wp.normalize(v0) * 1.27                                                 <L 9>
    wp::adj_sub(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_div(var_14, var_20, var_21, adj_14, adj_20, adj_21);
    wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_abs(var_17, adj_17, adj_18);
    wp::adj_sub(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_div(var_9, var_13, var_14, adj_9, adj_13, adj_14);
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_abs(var_10, adj_10, adj_11);
    // adj: v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)    <L 10>
    wp::adj_add(var_2, var_7, adj_2, adj_7, adj_8);
    wp::adj_mul(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_normalize(var_2, var_5, adj_2, adj_5);
    // adj: v0 = v0 + wp.normalize(v0) * 1.27                                                 <L 9>
    // adj: for j1 in range(5):                                                               <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def loop_000001(x0: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct loop_000001_4985d1be_cpu_block_payload_forward
{
    wp_args_loop_000001_4985d1be* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000001_4985d1be_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000001_4985d1be_cpu_block_payload_forward* payload = (loop_000001_4985d1be_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000001_4985d1be_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void loop_000001_4985d1be_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000001_4985d1be *_wp_args)
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
        loop_000001_4985d1be_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000001_4985d1be_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000001_4985d1be_cpu_block_payload_backward
{
    wp_args_loop_000001_4985d1be* args;
    wp_args_loop_000001_4985d1be* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000001_4985d1be_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000001_4985d1be_cpu_block_payload_backward* payload = (loop_000001_4985d1be_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000001_4985d1be_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000001_4985d1be_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000001_4985d1be *_wp_args,
    wp_args_loop_000001_4985d1be *_wp_adj_args)
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
        loop_000001_4985d1be_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000001_4985d1be_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

