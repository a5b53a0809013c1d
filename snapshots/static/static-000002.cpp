// Generated for case static-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_static_000002_d73aef57 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void static_000002_d73aef57_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000002_d73aef57 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const bool var_10 = true;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.13;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -0.6566666666666666;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 0.44;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    const wp::float32 var_29 = 1.0;
    const wp::float32 var_30 = 0.44;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 2;
    const wp::float32 var_37 = 2.0;
    const wp::float32 var_38 = 0.44;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 0;
    const wp::float32 var_45 = -0.486;
    const wp::float32 var_46 = 0.72;
    const wp::float32 var_47 = -0.62;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 1.91;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::int32 var_55 = 1;
    const wp::float32 var_56 = -0.486;
    const wp::float32 var_57 = 0.72;
    const wp::float32 var_58 = -0.62;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    const wp::float32 var_63 = 1.91;
    wp::vec_t<3, wp::float32> var_64;
    wp::vec_t<3, wp::float32> var_65;
    const wp::int32 var_66 = 0;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 1;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 2;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 0;
    const wp::int32 var_76 = 1;
    wp::int32 var_77;
    wp::shape_t* var_78;
    const wp::int32 var_79 = 0;
    wp::int32 var_80;
    wp::shape_t var_81;
    wp::int32 var_82;
    wp::float32* var_83;
    wp::float32 var_84;
    const wp::float32 var_85 = 1.0;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    const wp::int32 var_91 = 1;
    const wp::int32 var_92 = 1;
    wp::int32 var_93;
    wp::shape_t* var_94;
    const wp::int32 var_95 = 0;
    wp::int32 var_96;
    wp::shape_t var_97;
    wp::int32 var_98;
    wp::float32* var_99;
    wp::float32 var_100;
    const wp::float32 var_101 = 1.0;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::int32 var_107 = 2;
    const wp::int32 var_108 = 1;
    wp::int32 var_109;
    wp::shape_t* var_110;
    const wp::int32 var_111 = 0;
    wp::int32 var_112;
    wp::shape_t var_113;
    wp::int32 var_114;
    wp::float32* var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 1.0;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    const wp::int32 var_123 = 3;
    const wp::int32 var_124 = 1;
    wp::int32 var_125;
    wp::shape_t* var_126;
    const wp::int32 var_127 = 0;
    wp::int32 var_128;
    wp::shape_t var_129;
    wp::int32 var_130;
    wp::float32* var_131;
    wp::float32 var_132;
    const wp::float32 var_133 = 1.0;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    const wp::int32 var_139 = 4;
    const wp::int32 var_140 = 1;
    wp::int32 var_141;
    wp::shape_t* var_142;
    const wp::int32 var_143 = 0;
    wp::int32 var_144;
    wp::shape_t var_145;
    wp::int32 var_146;
    wp::float32* var_147;
    wp::float32 var_148;
    const wp::float32 var_149 = 1.0;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 5;
    const wp::int32 var_156 = 1;
    wp::int32 var_157;
    wp::shape_t* var_158;
    const wp::int32 var_159 = 0;
    wp::int32 var_160;
    wp::shape_t var_161;
    wp::int32 var_162;
    wp::float32* var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 1.0;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = 0.71;
    wp::float32 var_173;
    wp::float32 var_174;
    //---------
    // forward
    // def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 11>
    // tid = wp.tid()                                                                         <L 12>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 13>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 14>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 15>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // if wp.static(K3 in (2, 3)):                                                            <L 16>
    // v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13               <L 17>
    var_11 = wp::sub(var_8, var_2);
    var_12 = wp::dot(var_5, var_5);
    var_13 = wp::neg(var_2);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::add(var_5, var_17);
    // v3 = wp.static(C0 / float(K2 + 1))                                                     <L 18>
    // for u4 in range(wp.static(K2 + 1)):                                                    <L 21>
    // v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))                             <L 22>
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::sub(var_8, var_2);
    var_25 = wp::tanh(var_24);
    var_26 = wp::mul(var_23, var_25);
    var_27 = wp::add(var_8, var_26);
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::sub(var_27, var_2);
    var_33 = wp::tanh(var_32);
    var_34 = wp::mul(var_31, var_33);
    var_35 = wp::add(var_27, var_34);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::sub(var_35, var_2);
    var_41 = wp::tanh(var_40);
    var_42 = wp::mul(var_39, var_41);
    var_43 = wp::add(var_35, var_42);
    // for u5 in range(wp.static(K2)):                                                        <L 23>
    // v1 = v1 + wp.normalize(-(wp.cross(v1, wp.vec3(-0.486, 0.72, -0.62)))) * 1.91           <L 24>
    var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
    var_49 = wp::cross(var_18, var_48);
    var_50 = wp::neg(var_49);
    var_51 = wp::normalize(var_50);
    var_53 = wp::mul(var_51, var_52);
    var_54 = wp::add(var_18, var_53);
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = wp::cross(var_54, var_59);
    var_61 = wp::neg(var_60);
    var_62 = wp::normalize(var_61);
    var_64 = wp::mul(var_62, var_63);
    var_65 = wp::add(var_54, var_64);
    // for u6 in range(wp.static(3)):                                                         <L 25>
    // v0 += wp.tanh(v0)                                                                      <L 26>
    var_67 = wp::tanh(var_2);
    var_68 = wp::add(var_2, var_67);
    var_70 = wp::tanh(var_68);
    var_71 = wp::add(var_68, var_70);
    var_73 = wp::tanh(var_71);
    var_74 = wp::add(var_71, var_73);
    // for j7 in range(6):                                                                    <L 27>
    // v0 += wp.cos((x2[(tid + 1) % x2.shape[0]] / (wp.abs(v2) + 1.0)))                       <L 28>
    var_77 = wp::add(var_0, var_76);
    var_78 = &(var_x2.shape);
    var_81 = wp::load(var_78);
    var_80 = wp::extract(var_81, var_79);
    var_82 = wp::mod(var_77, var_80);
    var_83 = wp::address(var_x2, var_82);
    var_84 = wp::abs(var_43);
    var_86 = wp::add(var_84, var_85);
    var_88 = wp::load(var_83);
    var_87 = wp::div(var_88, var_86);
    var_89 = wp::cos(var_87);
    var_90 = wp::add(var_74, var_89);
    var_93 = wp::add(var_0, var_92);
    var_94 = &(var_x2.shape);
    var_97 = wp::load(var_94);
    var_96 = wp::extract(var_97, var_95);
    var_98 = wp::mod(var_93, var_96);
    var_99 = wp::address(var_x2, var_98);
    var_100 = wp::abs(var_43);
    var_102 = wp::add(var_100, var_101);
    var_104 = wp::load(var_99);
    var_103 = wp::div(var_104, var_102);
    var_105 = wp::cos(var_103);
    var_106 = wp::add(var_90, var_105);
    var_109 = wp::add(var_0, var_108);
    var_110 = &(var_x2.shape);
    var_113 = wp::load(var_110);
    var_112 = wp::extract(var_113, var_111);
    var_114 = wp::mod(var_109, var_112);
    var_115 = wp::address(var_x2, var_114);
    var_116 = wp::abs(var_43);
    var_118 = wp::add(var_116, var_117);
    var_120 = wp::load(var_115);
    var_119 = wp::div(var_120, var_118);
    var_121 = wp::cos(var_119);
    var_122 = wp::add(var_106, var_121);
    var_125 = wp::add(var_0, var_124);
    var_126 = &(var_x2.shape);
    var_129 = wp::load(var_126);
    var_128 = wp::extract(var_129, var_127);
    var_130 = wp::mod(var_125, var_128);
    var_131 = wp::address(var_x2, var_130);
    var_132 = wp::abs(var_43);
    var_134 = wp::add(var_132, var_133);
    var_136 = wp::load(var_131);
    var_135 = wp::div(var_136, var_134);
    var_137 = wp::cos(var_135);
    var_138 = wp::add(var_122, var_137);
    var_141 = wp::add(var_0, var_140);
    var_142 = &(var_x2.shape);
    var_145 = wp::load(var_142);
    var_144 = wp::extract(var_145, var_143);
    var_146 = wp::mod(var_141, var_144);
    var_147 = wp::address(var_x2, var_146);
    var_148 = wp::abs(var_43);
    var_150 = wp::add(var_148, var_149);
    var_152 = wp::load(var_147);
    var_151 = wp::div(var_152, var_150);
    var_153 = wp::cos(var_151);
    var_154 = wp::add(var_138, var_153);
    var_157 = wp::add(var_0, var_156);
    var_158 = &(var_x2.shape);
    var_161 = wp::load(var_158);
    var_160 = wp::extract(var_161, var_159);
    var_162 = wp::mod(var_157, var_160);
    var_163 = wp::address(var_x2, var_162);
    var_164 = wp::abs(var_43);
    var_166 = wp::add(var_164, var_165);
    var_168 = wp::load(var_163);
    var_167 = wp::div(var_168, var_166);
    var_169 = wp::cos(var_167);
    var_170 = wp::add(var_154, var_169);
    // out0[tid] = v2 + v0 + v0 * 0.71                                                        <L 29>
    var_171 = wp::add(var_43, var_170);
    var_173 = wp::mul(var_170, var_172);
    var_174 = wp::add(var_171, var_173);
    wp::array_store(var_out0, var_0, var_174);
}



template <bool wp_linear_contiguous>
static void static_000002_d73aef57_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000002_d73aef57 *_wp_args,
    wp_args_static_000002_d73aef57 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const bool var_10 = true;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.13;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -0.6566666666666666;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 0.44;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    const wp::float32 var_29 = 1.0;
    const wp::float32 var_30 = 0.44;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 2;
    const wp::float32 var_37 = 2.0;
    const wp::float32 var_38 = 0.44;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 0;
    const wp::float32 var_45 = -0.486;
    const wp::float32 var_46 = 0.72;
    const wp::float32 var_47 = -0.62;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 1.91;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::int32 var_55 = 1;
    const wp::float32 var_56 = -0.486;
    const wp::float32 var_57 = 0.72;
    const wp::float32 var_58 = -0.62;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    const wp::float32 var_63 = 1.91;
    wp::vec_t<3, wp::float32> var_64;
    wp::vec_t<3, wp::float32> var_65;
    const wp::int32 var_66 = 0;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 1;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 2;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 0;
    const wp::int32 var_76 = 1;
    wp::int32 var_77;
    wp::shape_t* var_78;
    const wp::int32 var_79 = 0;
    wp::int32 var_80;
    wp::shape_t var_81;
    wp::int32 var_82;
    wp::float32* var_83;
    wp::float32 var_84;
    const wp::float32 var_85 = 1.0;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    const wp::int32 var_91 = 1;
    const wp::int32 var_92 = 1;
    wp::int32 var_93;
    wp::shape_t* var_94;
    const wp::int32 var_95 = 0;
    wp::int32 var_96;
    wp::shape_t var_97;
    wp::int32 var_98;
    wp::float32* var_99;
    wp::float32 var_100;
    const wp::float32 var_101 = 1.0;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::int32 var_107 = 2;
    const wp::int32 var_108 = 1;
    wp::int32 var_109;
    wp::shape_t* var_110;
    const wp::int32 var_111 = 0;
    wp::int32 var_112;
    wp::shape_t var_113;
    wp::int32 var_114;
    wp::float32* var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 1.0;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    const wp::int32 var_123 = 3;
    const wp::int32 var_124 = 1;
    wp::int32 var_125;
    wp::shape_t* var_126;
    const wp::int32 var_127 = 0;
    wp::int32 var_128;
    wp::shape_t var_129;
    wp::int32 var_130;
    wp::float32* var_131;
    wp::float32 var_132;
    const wp::float32 var_133 = 1.0;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    const wp::int32 var_139 = 4;
    const wp::int32 var_140 = 1;
    wp::int32 var_141;
    wp::shape_t* var_142;
    const wp::int32 var_143 = 0;
    wp::int32 var_144;
    wp::shape_t var_145;
    wp::int32 var_146;
    wp::float32* var_147;
    wp::float32 var_148;
    const wp::float32 var_149 = 1.0;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 5;
    const wp::int32 var_156 = 1;
    wp::int32 var_157;
    wp::shape_t* var_158;
    const wp::int32 var_159 = 0;
    wp::int32 var_160;
    wp::shape_t var_161;
    wp::int32 var_162;
    wp::float32* var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 1.0;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = 0.71;
    wp::float32 var_173;
    wp::float32 var_174;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    bool adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::int32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::float32 adj_63 = {};
    wp::vec_t<3, wp::float32> adj_64 = {};
    wp::vec_t<3, wp::float32> adj_65 = {};
    wp::int32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::int32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::int32 adj_76 = {};
    wp::int32 adj_77 = {};
    wp::shape_t adj_78 = {};
    wp::int32 adj_79 = {};
    wp::int32 adj_80 = {};
    wp::shape_t adj_81 = {};
    wp::int32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::int32 adj_91 = {};
    wp::int32 adj_92 = {};
    wp::int32 adj_93 = {};
    wp::shape_t adj_94 = {};
    wp::int32 adj_95 = {};
    wp::int32 adj_96 = {};
    wp::shape_t adj_97 = {};
    wp::int32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::int32 adj_107 = {};
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
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::int32 adj_123 = {};
    wp::int32 adj_124 = {};
    wp::int32 adj_125 = {};
    wp::shape_t adj_126 = {};
    wp::int32 adj_127 = {};
    wp::int32 adj_128 = {};
    wp::shape_t adj_129 = {};
    wp::int32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::int32 adj_139 = {};
    wp::int32 adj_140 = {};
    wp::int32 adj_141 = {};
    wp::shape_t adj_142 = {};
    wp::int32 adj_143 = {};
    wp::int32 adj_144 = {};
    wp::shape_t adj_145 = {};
    wp::int32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::int32 adj_155 = {};
    wp::int32 adj_156 = {};
    wp::int32 adj_157 = {};
    wp::shape_t adj_158 = {};
    wp::int32 adj_159 = {};
    wp::int32 adj_160 = {};
    wp::shape_t adj_161 = {};
    wp::int32 adj_162 = {};
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
    //---------
    // forward
    // def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 11>
    // tid = wp.tid()                                                                         <L 12>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 13>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 14>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 15>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // if wp.static(K3 in (2, 3)):                                                            <L 16>
    // v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13               <L 17>
    var_11 = wp::sub(var_8, var_2);
    var_12 = wp::dot(var_5, var_5);
    var_13 = wp::neg(var_2);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::add(var_5, var_17);
    // v3 = wp.static(C0 / float(K2 + 1))                                                     <L 18>
    // for u4 in range(wp.static(K2 + 1)):                                                    <L 21>
    // v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))                             <L 22>
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::sub(var_8, var_2);
    var_25 = wp::tanh(var_24);
    var_26 = wp::mul(var_23, var_25);
    var_27 = wp::add(var_8, var_26);
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::sub(var_27, var_2);
    var_33 = wp::tanh(var_32);
    var_34 = wp::mul(var_31, var_33);
    var_35 = wp::add(var_27, var_34);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::sub(var_35, var_2);
    var_41 = wp::tanh(var_40);
    var_42 = wp::mul(var_39, var_41);
    var_43 = wp::add(var_35, var_42);
    // for u5 in range(wp.static(K2)):                                                        <L 23>
    // v1 = v1 + wp.normalize(-(wp.cross(v1, wp.vec3(-0.486, 0.72, -0.62)))) * 1.91           <L 24>
    var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
    var_49 = wp::cross(var_18, var_48);
    var_50 = wp::neg(var_49);
    var_51 = wp::normalize(var_50);
    var_53 = wp::mul(var_51, var_52);
    var_54 = wp::add(var_18, var_53);
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = wp::cross(var_54, var_59);
    var_61 = wp::neg(var_60);
    var_62 = wp::normalize(var_61);
    var_64 = wp::mul(var_62, var_63);
    var_65 = wp::add(var_54, var_64);
    // for u6 in range(wp.static(3)):                                                         <L 25>
    // v0 += wp.tanh(v0)                                                                      <L 26>
    var_67 = wp::tanh(var_2);
    var_68 = wp::add(var_2, var_67);
    var_70 = wp::tanh(var_68);
    var_71 = wp::add(var_68, var_70);
    var_73 = wp::tanh(var_71);
    var_74 = wp::add(var_71, var_73);
    // for j7 in range(6):                                                                    <L 27>
    // v0 += wp.cos((x2[(tid + 1) % x2.shape[0]] / (wp.abs(v2) + 1.0)))                       <L 28>
    var_77 = wp::add(var_0, var_76);
    var_78 = &(var_x2.shape);
    var_81 = wp::load(var_78);
    var_80 = wp::extract(var_81, var_79);
    var_82 = wp::mod(var_77, var_80);
    var_83 = wp::address(var_x2, var_82);
    var_84 = wp::abs(var_43);
    var_86 = wp::add(var_84, var_85);
    var_88 = wp::load(var_83);
    var_87 = wp::div(var_88, var_86);
    var_89 = wp::cos(var_87);
    var_90 = wp::add(var_74, var_89);
    var_93 = wp::add(var_0, var_92);
    var_94 = &(var_x2.shape);
    var_97 = wp::load(var_94);
    var_96 = wp::extract(var_97, var_95);
    var_98 = wp::mod(var_93, var_96);
    var_99 = wp::address(var_x2, var_98);
    var_100 = wp::abs(var_43);
    var_102 = wp::add(var_100, var_101);
    var_104 = wp::load(var_99);
    var_103 = wp::div(var_104, var_102);
    var_105 = wp::cos(var_103);
    var_106 = wp::add(var_90, var_105);
    var_109 = wp::add(var_0, var_108);
    var_110 = &(var_x2.shape);
    var_113 = wp::load(var_110);
    var_112 = wp::extract(var_113, var_111);
    var_114 = wp::mod(var_109, var_112);
    var_115 = wp::address(var_x2, var_114);
    var_116 = wp::abs(var_43);
    var_118 = wp::add(var_116, var_117);
    var_120 = wp::load(var_115);
    var_119 = wp::div(var_120, var_118);
    var_121 = wp::cos(var_119);
    var_122 = wp::add(var_106, var_121);
    var_125 = wp::add(var_0, var_124);
    var_126 = &(var_x2.shape);
    var_129 = wp::load(var_126);
    var_128 = wp::extract(var_129, var_127);
    var_130 = wp::mod(var_125, var_128);
    var_131 = wp::address(var_x2, var_130);
    var_132 = wp::abs(var_43);
    var_134 = wp::add(var_132, var_133);
    var_136 = wp::load(var_131);
    var_135 = wp::div(var_136, var_134);
    var_137 = wp::cos(var_135);
    var_138 = wp::add(var_122, var_137);
    var_141 = wp::add(var_0, var_140);
    var_142 = &(var_x2.shape);
    var_145 = wp::load(var_142);
    var_144 = wp::extract(var_145, var_143);
    var_146 = wp::mod(var_141, var_144);
    var_147 = wp::address(var_x2, var_146);
    var_148 = wp::abs(var_43);
    var_150 = wp::add(var_148, var_149);
    var_152 = wp::load(var_147);
    var_151 = wp::div(var_152, var_150);
    var_153 = wp::cos(var_151);
    var_154 = wp::add(var_138, var_153);
    var_157 = wp::add(var_0, var_156);
    var_158 = &(var_x2.shape);
    var_161 = wp::load(var_158);
    var_160 = wp::extract(var_161, var_159);
    var_162 = wp::mod(var_157, var_160);
    var_163 = wp::address(var_x2, var_162);
    var_164 = wp::abs(var_43);
    var_166 = wp::add(var_164, var_165);
    var_168 = wp::load(var_163);
    var_167 = wp::div(var_168, var_166);
    var_169 = wp::cos(var_167);
    var_170 = wp::add(var_154, var_169);
    // out0[tid] = v2 + v0 + v0 * 0.71                                                        <L 29>
    var_171 = wp::add(var_43, var_170);
    var_173 = wp::mul(var_170, var_172);
    var_174 = wp::add(var_171, var_173);
    // wp::array_store(var_out0, var_0, var_174);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_174, adj_out0, adj_0, adj_174);
    wp::adj_add(var_171, var_173, adj_171, adj_173, adj_174);
    wp::adj_mul(var_170, var_172, adj_170, adj_172, adj_173);
    wp::adj_add(var_43, var_170, adj_43, adj_170, adj_171);
    // adj: out0[tid] = v2 + v0 + v0 * 0.71                                                   <L 29>
    wp::adj_add(var_154, var_169, adj_154, adj_169, adj_170);
    wp::adj_cos(var_167, adj_167, adj_169);
    wp::adj_div(var_168, var_166, var_167, adj_163, adj_166, adj_167);
    wp::adj_add(var_164, var_165, adj_164, adj_165, adj_166);
    wp::adj_abs(var_43, adj_43, adj_164);
    wp::adj_address(var_x2, var_162, adj_x2, adj_162, adj_163);
    wp::adj_mod(var_157, var_160, adj_157, adj_160, adj_162);
    adj_x2.shape = adj_158;
    wp::adj_add(var_0, var_156, adj_0, adj_156, adj_157);
    wp::adj_add(var_138, var_153, adj_138, adj_153, adj_154);
    wp::adj_cos(var_151, adj_151, adj_153);
    wp::adj_div(var_152, var_150, var_151, adj_147, adj_150, adj_151);
    wp::adj_add(var_148, var_149, adj_148, adj_149, adj_150);
    wp::adj_abs(var_43, adj_43, adj_148);
    wp::adj_address(var_x2, var_146, adj_x2, adj_146, adj_147);
    wp::adj_mod(var_141, var_144, adj_141, adj_144, adj_146);
    adj_x2.shape = adj_142;
    wp::adj_add(var_0, var_140, adj_0, adj_140, adj_141);
    wp::adj_add(var_122, var_137, adj_122, adj_137, adj_138);
    wp::adj_cos(var_135, adj_135, adj_137);
    wp::adj_div(var_136, var_134, var_135, adj_131, adj_134, adj_135);
    wp::adj_add(var_132, var_133, adj_132, adj_133, adj_134);
    wp::adj_abs(var_43, adj_43, adj_132);
    wp::adj_address(var_x2, var_130, adj_x2, adj_130, adj_131);
    wp::adj_mod(var_125, var_128, adj_125, adj_128, adj_130);
    adj_x2.shape = adj_126;
    wp::adj_add(var_0, var_124, adj_0, adj_124, adj_125);
    wp::adj_add(var_106, var_121, adj_106, adj_121, adj_122);
    wp::adj_cos(var_119, adj_119, adj_121);
    wp::adj_div(var_120, var_118, var_119, adj_115, adj_118, adj_119);
    wp::adj_add(var_116, var_117, adj_116, adj_117, adj_118);
    wp::adj_abs(var_43, adj_43, adj_116);
    wp::adj_address(var_x2, var_114, adj_x2, adj_114, adj_115);
    wp::adj_mod(var_109, var_112, adj_109, adj_112, adj_114);
    adj_x2.shape = adj_110;
    wp::adj_add(var_0, var_108, adj_0, adj_108, adj_109);
    wp::adj_add(var_90, var_105, adj_90, adj_105, adj_106);
    wp::adj_cos(var_103, adj_103, adj_105);
    wp::adj_div(var_104, var_102, var_103, adj_99, adj_102, adj_103);
    wp::adj_add(var_100, var_101, adj_100, adj_101, adj_102);
    wp::adj_abs(var_43, adj_43, adj_100);
    wp::adj_address(var_x2, var_98, adj_x2, adj_98, adj_99);
    wp::adj_mod(var_93, var_96, adj_93, adj_96, adj_98);
    adj_x2.shape = adj_94;
    wp::adj_add(var_0, var_92, adj_0, adj_92, adj_93);
    wp::adj_add(var_74, var_89, adj_74, adj_89, adj_90);
    wp::adj_cos(var_87, adj_87, adj_89);
    wp::adj_div(var_88, var_86, var_87, adj_83, adj_86, adj_87);
    wp::adj_add(var_84, var_85, adj_84, adj_85, adj_86);
    wp::adj_abs(var_43, adj_43, adj_84);
    wp::adj_address(var_x2, var_82, adj_x2, adj_82, adj_83);
    wp::adj_mod(var_77, var_80, adj_77, adj_80, adj_82);
    adj_x2.shape = adj_78;
    wp::adj_add(var_0, var_76, adj_0, adj_76, adj_77);
    // adj: v0 += wp.cos((x2[(tid + 1) % x2.shape[0]] / (wp.abs(v2) + 1.0)))                  <L 28>
    // adj: for j7 in range(6):                                                               <L 27>
    wp::adj_add(var_71, var_73, adj_71, adj_73, adj_74);
    wp::adj_tanh(var_71, var_73, adj_71, adj_73);
    wp::adj_add(var_68, var_70, adj_68, adj_70, adj_71);
    wp::adj_tanh(var_68, var_70, adj_68, adj_70);
    wp::adj_add(var_2, var_67, adj_2, adj_67, adj_68);
    wp::adj_tanh(var_2, var_67, adj_2, adj_67);
    // adj: v0 += wp.tanh(v0)                                                                 <L 26>
    // adj: for u6 in range(wp.static(3)):                                                    <L 25>
    wp::adj_add(var_54, var_64, adj_54, adj_64, adj_65);
    wp::adj_mul(var_62, var_63, adj_62, adj_63, adj_64);
    wp::adj_normalize(var_61, var_62, adj_61, adj_62);
    wp::adj_neg(var_60, adj_60, adj_61);
    wp::adj_cross(var_54, var_59, adj_54, adj_59, adj_60);
    wp::adj_vec_t(var_56, var_57, var_58, adj_56, adj_57, adj_58, adj_59);
    wp::adj_add(var_18, var_53, adj_18, adj_53, adj_54);
    wp::adj_mul(var_51, var_52, adj_51, adj_52, adj_53);
    wp::adj_normalize(var_50, var_51, adj_50, adj_51);
    wp::adj_neg(var_49, adj_49, adj_50);
    wp::adj_cross(var_18, var_48, adj_18, adj_48, adj_49);
    wp::adj_vec_t(var_45, var_46, var_47, adj_45, adj_46, adj_47, adj_48);
    // adj: v1 = v1 + wp.normalize(-(wp.cross(v1, wp.vec3(-0.486, 0.72, -0.62)))) * 1.91      <L 24>
    // adj: for u5 in range(wp.static(K2)):                                                   <L 23>
    wp::adj_add(var_35, var_42, adj_35, adj_42, adj_43);
    wp::adj_mul(var_39, var_41, adj_39, adj_41, adj_42);
    wp::adj_tanh(var_40, var_41, adj_40, adj_41);
    wp::adj_sub(var_35, var_2, adj_35, adj_2, adj_40);
    wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_add(var_27, var_34, adj_27, adj_34, adj_35);
    wp::adj_mul(var_31, var_33, adj_31, adj_33, adj_34);
    wp::adj_tanh(var_32, var_33, adj_32, adj_33);
    wp::adj_sub(var_27, var_2, adj_27, adj_2, adj_32);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_add(var_8, var_26, adj_8, adj_26, adj_27);
    wp::adj_mul(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_tanh(var_24, var_25, adj_24, adj_25);
    wp::adj_sub(var_8, var_2, adj_8, adj_2, adj_24);
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    // adj: v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))                        <L 22>
    // adj: for u4 in range(wp.static(K2 + 1)):                                               <L 21>
    // adj: v3 = wp.static(C0 / float(K2 + 1))                                                <L 18>
    wp::adj_add(var_5, var_17, adj_5, adj_17, adj_18);
    wp::adj_mul(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_normalize(var_14, var_15, adj_14, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    wp::adj_neg(var_2, adj_2, adj_13);
    wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_12);
    wp::adj_sub(var_8, var_2, adj_8, adj_2, adj_11);
    // adj: v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13          <L 17>
    // adj: if wp.static(K3 in (2, 3)):                                                       <L 16>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 15>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 14>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 13>
    // adj: tid = wp.tid()                                                                    <L 12>
    // adj: def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 11>
    return;
}



struct static_000002_d73aef57_cpu_block_payload_forward
{
    wp_args_static_000002_d73aef57* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000002_d73aef57_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000002_d73aef57_cpu_block_payload_forward* payload = (static_000002_d73aef57_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000002_d73aef57_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void static_000002_d73aef57_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000002_d73aef57 *_wp_args)
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
        static_000002_d73aef57_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000002_d73aef57_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct static_000002_d73aef57_cpu_block_payload_backward
{
    wp_args_static_000002_d73aef57* args;
    wp_args_static_000002_d73aef57* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000002_d73aef57_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000002_d73aef57_cpu_block_payload_backward* payload = (static_000002_d73aef57_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000002_d73aef57_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void static_000002_d73aef57_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000002_d73aef57 *_wp_args,
    wp_args_static_000002_d73aef57 *_wp_adj_args)
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
        static_000002_d73aef57_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000002_d73aef57_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

