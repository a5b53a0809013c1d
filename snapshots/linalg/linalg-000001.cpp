// Generated for case linalg-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_linalg_000001_bcc9184c {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> x1;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void linalg_000001_bcc9184c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000001_bcc9184c *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32>* var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    const wp::float32 var_7 = -1.34;
    const wp::float32 var_8 = 1.54;
    const wp::float32 var_9 = 1.36;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 1.32;
    const wp::float32 var_12 = 1.33;
    const wp::float32 var_13 = -1.423;
    const wp::float32 var_14 = 0.178;
    const wp::float32 var_15 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = -1.34;
    const wp::float32 var_18 = 1.54;
    const wp::float32 var_19 = 1.36;
    const wp::float32 var_20 = 0.0;
    const wp::float32 var_21 = 1.32;
    const wp::float32 var_22 = 1.33;
    const wp::float32 var_23 = -1.423;
    const wp::float32 var_24 = 0.178;
    const wp::float32 var_25 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    const wp::int32 var_29 = 3;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::mat_t<3, 3, wp::float32> var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    const wp::int32 var_46 = 1;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.0;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::int32 var_52 = 2;
    wp::float32 var_53;
    const wp::int32 var_54 = 2;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.0;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::mat_t<3, 3, wp::float32> var_61;
    wp::mat_t<3, 3, wp::float32> var_62;
    wp::mat_t<3, 3, wp::float32> var_63;
    wp::mat_t<3, 3, wp::float32> var_64;
    const wp::int32 var_65 = 3;
    wp::int32 var_66;
    wp::shape_t* var_67;
    const wp::int32 var_68 = 0;
    wp::int32 var_69;
    wp::shape_t var_70;
    wp::int32 var_71;
    wp::mat_t<3, 3, wp::float32>* var_72;
    wp::mat_t<3, 3, wp::float32> var_73;
    wp::mat_t<3, 3, wp::float32> var_74;
    const wp::int32 var_75 = 3;
    wp::mat_t<3, 3, wp::float32> var_76;
    const wp::float32 var_77 = 0.3;
    wp::mat_t<3, 3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 0.22;
    const wp::float32 var_81 = 0.288;
    const wp::float32 var_82 = 0.1;
    wp::vec_t<3, wp::float32> var_83;
    const wp::int32 var_84 = 1;
    wp::int32 var_85;
    wp::shape_t* var_86;
    const wp::int32 var_87 = 0;
    wp::int32 var_88;
    wp::shape_t var_89;
    wp::int32 var_90;
    wp::vec_t<3, wp::float32>* var_91;
    wp::mat_t<3, 3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    wp::mat_t<3, 3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::mat_t<3, 3, wp::float32> var_96;
    const wp::int32 var_97 = 0;
    wp::float32 var_98;
    wp::float32 var_99;
    const wp::int32 var_100 = 1;
    wp::float32 var_101;
    wp::float32 var_102;
    const wp::int32 var_103 = 2;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::mat_t<3, 3, wp::float32> var_107;
    wp::mat_t<3, 3, wp::float32> var_108;
    wp::mat_t<3, 3, wp::float32> var_109;
    wp::mat_t<3, 3, wp::float32> var_110;
    wp::mat_t<3, 3, wp::float32> var_111;
    wp::mat_t<3, 3, wp::float32> var_112;
    wp::mat_t<3, 3, wp::float32> var_113;
    wp::mat_t<3, 3, wp::float32> var_114;
    const wp::int32 var_115 = 3;
    wp::mat_t<3, 3, wp::float32> var_116;
    wp::mat_t<3, 3, wp::float32> var_117;
    wp::mat_t<3, 3, wp::float32> var_118;
    wp::mat_t<3, 3, wp::float32> var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::mat_t<3, 3, wp::float32> var_121;
    wp::mat_t<3, 3, wp::float32> var_122;
    const wp::int32 var_123 = 0;
    wp::float32 var_124;
    const wp::int32 var_125 = 0;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.0;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 1;
    wp::float32 var_132;
    const wp::int32 var_133 = 1;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::float32 var_136 = 1.0;
    wp::float32 var_137;
    wp::float32 var_138;
    const wp::int32 var_139 = 2;
    wp::float32 var_140;
    const wp::int32 var_141 = 2;
    wp::float32 var_142;
    wp::float32 var_143;
    const wp::float32 var_144 = 1.0;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::vec_t<3, wp::float32> var_147;
    wp::mat_t<3, 3, wp::float32> var_148;
    wp::mat_t<3, 3, wp::float32> var_149;
    wp::mat_t<3, 3, wp::float32> var_150;
    wp::mat_t<3, 3, wp::float32> var_151;
    wp::float32 var_152;
    wp::vec_t<3, wp::float32> var_153;
    wp::vec_t<3, wp::float32> var_154;
    const wp::float32 var_155 = 1.07;
    wp::vec_t<3, wp::float32> var_156;
    wp::vec_t<3, wp::float32> var_157;
    //---------
    // forward
    // def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):       <L 5>
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
    // m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))       <L 9>
    var_16 = wp::mat_t<3, 3, wp::float32>(var_7, var_8, var_9, var_10, var_11, var_12, var_13, var_14, var_15);
    var_26 = wp::mat_t<3, 3, wp::float32>(var_17, var_18, var_19, var_20, var_21, var_22, var_23, var_24, var_25);
    var_27 = wp::transpose(var_26);
    var_28 = wp::mul(var_16, var_27);
    var_30 = wp::identity<3, wp::float32>();
    var_31 = wp::add(var_28, var_30);
    var_32 = wp::inverse(var_31);
    // m3 = wp.mat33()                                                                        <L 10>
    var_33 = wp::mat_t<3, 3, wp::float32>();
    // s4 = wp.vec3()                                                                         <L 11>
    var_34 = wp::vec_t<3, wp::float32>();
    // m5 = wp.mat33()                                                                        <L 12>
    var_35 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m2, m3, s4, m5)                                                                <L 13>
    wp::svd3(var_32, var_33, var_34, var_35);
    // v6 = m3 @ wp.diag(wp.vec3((s4[0] / (wp.abs(s4[0]) + 1.0)), (s4[1] / (wp.abs(s4[1]) + 1.0)), (s4[2] / (wp.abs(s4[2]) + 1.0)))) @ wp.transpose(m5)       <L 14>
    var_37 = wp::extract(var_34, var_36);
    var_39 = wp::extract(var_34, var_38);
    var_40 = wp::abs(var_39);
    var_42 = wp::add(var_40, var_41);
    var_43 = wp::div(var_37, var_42);
    var_45 = wp::extract(var_34, var_44);
    var_47 = wp::extract(var_34, var_46);
    var_48 = wp::abs(var_47);
    var_50 = wp::add(var_48, var_49);
    var_51 = wp::div(var_45, var_50);
    var_53 = wp::extract(var_34, var_52);
    var_55 = wp::extract(var_34, var_54);
    var_56 = wp::abs(var_55);
    var_58 = wp::add(var_56, var_57);
    var_59 = wp::div(var_53, var_58);
    var_60 = wp::vec_t<3, wp::float32>(var_43, var_51, var_59);
    var_61 = wp::diag(var_60);
    var_62 = wp::mul(var_33, var_61);
    var_63 = wp::transpose(var_35);
    var_64 = wp::mul(var_62, var_63);
    // v7 = x1[(tid + 3) % x1.shape[0]]                                                       <L 15>
    var_66 = wp::add(var_0, var_65);
    var_67 = &(var_x1.shape);
    var_70 = wp::load(var_67);
    var_69 = wp::extract(var_70, var_68);
    var_71 = wp::mod(var_66, var_69);
    var_72 = wp::address(var_x1, var_71);
    var_74 = wp::load(var_72);
    var_73 = wp::copy(var_74);
    // m8 = wp.matrix_from_cols(wp.get_diag(wp.identity(n=3, dtype=float) * 0.3), wp.vec3(0.22, 0.288, 0.1), x0[(tid + 1) % x0.shape[0]])       <L 16>
    var_76 = wp::identity<3, wp::float32>();
    var_78 = wp::mul(var_76, var_77);
    var_79 = wp::get_diag(var_78);
    var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
    var_85 = wp::add(var_0, var_84);
    var_86 = &(var_x0.shape);
    var_89 = wp::load(var_86);
    var_88 = wp::extract(var_89, var_87);
    var_90 = wp::mod(var_85, var_88);
    var_91 = wp::address(var_x0, var_90);
    var_93 = wp::load(var_91);
    var_92 = wp::matrix_from_cols<wp::float32>(var_79, var_83, var_93);
    // m9 = wp.mat33()                                                                        <L 17>
    var_94 = wp::mat_t<3, 3, wp::float32>();
    // s10 = wp.vec3()                                                                        <L 18>
    var_95 = wp::vec_t<3, wp::float32>();
    // m11 = wp.mat33()                                                                       <L 19>
    var_96 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m8, m9, s10, m11)                                                              <L 20>
    wp::svd3(var_92, var_94, var_95, var_96);
    // v12 = m9 @ wp.diag(wp.vec3(wp.sin(s10[0]), wp.sin(s10[1]), wp.sin(s10[2]))) @ wp.transpose(m11)       <L 21>
    var_98 = wp::extract(var_95, var_97);
    var_99 = wp::sin(var_98);
    var_101 = wp::extract(var_95, var_100);
    var_102 = wp::sin(var_101);
    var_104 = wp::extract(var_95, var_103);
    var_105 = wp::sin(var_104);
    var_106 = wp::vec_t<3, wp::float32>(var_99, var_102, var_105);
    var_107 = wp::diag(var_106);
    var_108 = wp::mul(var_94, var_107);
    var_109 = wp::transpose(var_96);
    var_110 = wp::mul(var_108, var_109);
    // m13 = wp.inverse(((m8 - v6)) @ wp.transpose(((m8 - v6))) + wp.identity(n=3, dtype=float))       <L 22>
    var_111 = wp::sub(var_92, var_64);
    var_112 = wp::sub(var_92, var_64);
    var_113 = wp::transpose(var_112);
    var_114 = wp::mul(var_111, var_113);
    var_116 = wp::identity<3, wp::float32>();
    var_117 = wp::add(var_114, var_116);
    var_118 = wp::inverse(var_117);
    // m14 = wp.mat33()                                                                       <L 23>
    var_119 = wp::mat_t<3, 3, wp::float32>();
    // s15 = wp.vec3()                                                                        <L 24>
    var_120 = wp::vec_t<3, wp::float32>();
    // wp.eig3(m13 + wp.transpose(m13), m14, s15)                                             <L 25>
    var_121 = wp::transpose(var_118);
    var_122 = wp::add(var_118, var_121);
    wp::eig3(var_122, var_119, var_120);
    // v16 = m14 @ wp.diag(wp.vec3((s15[0] / (wp.abs(s15[0]) + 1.0)), (s15[1] / (wp.abs(s15[1]) + 1.0)), (s15[2] / (wp.abs(s15[2]) + 1.0)))) @ wp.transpose(m14)       <L 26>
    var_124 = wp::extract(var_120, var_123);
    var_126 = wp::extract(var_120, var_125);
    var_127 = wp::abs(var_126);
    var_129 = wp::add(var_127, var_128);
    var_130 = wp::div(var_124, var_129);
    var_132 = wp::extract(var_120, var_131);
    var_134 = wp::extract(var_120, var_133);
    var_135 = wp::abs(var_134);
    var_137 = wp::add(var_135, var_136);
    var_138 = wp::div(var_132, var_137);
    var_140 = wp::extract(var_120, var_139);
    var_142 = wp::extract(var_120, var_141);
    var_143 = wp::abs(var_142);
    var_145 = wp::add(var_143, var_144);
    var_146 = wp::div(var_140, var_145);
    var_147 = wp::vec_t<3, wp::float32>(var_130, var_138, var_146);
    var_148 = wp::diag(var_147);
    var_149 = wp::mul(var_119, var_148);
    var_150 = wp::transpose(var_119);
    var_151 = wp::mul(var_149, var_150);
    // v17 = wp.length(s15)                                                                   <L 27>
    var_152 = wp::length(var_120);
    // out0[tid] = v0 + s4 + s10 + s4 * 1.07                                                  <L 28>
    var_153 = wp::add(var_2, var_34);
    var_154 = wp::add(var_153, var_95);
    var_156 = wp::mul(var_34, var_155);
    var_157 = wp::add(var_154, var_156);
    wp::array_store(var_out0, var_0, var_157);
}



template <bool wp_linear_contiguous>
static void linalg_000001_bcc9184c_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000001_bcc9184c *_wp_args,
    wp_args_linalg_000001_bcc9184c *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32>* var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    const wp::float32 var_7 = -1.34;
    const wp::float32 var_8 = 1.54;
    const wp::float32 var_9 = 1.36;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 1.32;
    const wp::float32 var_12 = 1.33;
    const wp::float32 var_13 = -1.423;
    const wp::float32 var_14 = 0.178;
    const wp::float32 var_15 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = -1.34;
    const wp::float32 var_18 = 1.54;
    const wp::float32 var_19 = 1.36;
    const wp::float32 var_20 = 0.0;
    const wp::float32 var_21 = 1.32;
    const wp::float32 var_22 = 1.33;
    const wp::float32 var_23 = -1.423;
    const wp::float32 var_24 = 0.178;
    const wp::float32 var_25 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    const wp::int32 var_29 = 3;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::mat_t<3, 3, wp::float32> var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    const wp::int32 var_46 = 1;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.0;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::int32 var_52 = 2;
    wp::float32 var_53;
    const wp::int32 var_54 = 2;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.0;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::mat_t<3, 3, wp::float32> var_61;
    wp::mat_t<3, 3, wp::float32> var_62;
    wp::mat_t<3, 3, wp::float32> var_63;
    wp::mat_t<3, 3, wp::float32> var_64;
    const wp::int32 var_65 = 3;
    wp::int32 var_66;
    wp::shape_t* var_67;
    const wp::int32 var_68 = 0;
    wp::int32 var_69;
    wp::shape_t var_70;
    wp::int32 var_71;
    wp::mat_t<3, 3, wp::float32>* var_72;
    wp::mat_t<3, 3, wp::float32> var_73;
    wp::mat_t<3, 3, wp::float32> var_74;
    const wp::int32 var_75 = 3;
    wp::mat_t<3, 3, wp::float32> var_76;
    const wp::float32 var_77 = 0.3;
    wp::mat_t<3, 3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 0.22;
    const wp::float32 var_81 = 0.288;
    const wp::float32 var_82 = 0.1;
    wp::vec_t<3, wp::float32> var_83;
    const wp::int32 var_84 = 1;
    wp::int32 var_85;
    wp::shape_t* var_86;
    const wp::int32 var_87 = 0;
    wp::int32 var_88;
    wp::shape_t var_89;
    wp::int32 var_90;
    wp::vec_t<3, wp::float32>* var_91;
    wp::mat_t<3, 3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    wp::mat_t<3, 3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::mat_t<3, 3, wp::float32> var_96;
    const wp::int32 var_97 = 0;
    wp::float32 var_98;
    wp::float32 var_99;
    const wp::int32 var_100 = 1;
    wp::float32 var_101;
    wp::float32 var_102;
    const wp::int32 var_103 = 2;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::mat_t<3, 3, wp::float32> var_107;
    wp::mat_t<3, 3, wp::float32> var_108;
    wp::mat_t<3, 3, wp::float32> var_109;
    wp::mat_t<3, 3, wp::float32> var_110;
    wp::mat_t<3, 3, wp::float32> var_111;
    wp::mat_t<3, 3, wp::float32> var_112;
    wp::mat_t<3, 3, wp::float32> var_113;
    wp::mat_t<3, 3, wp::float32> var_114;
    const wp::int32 var_115 = 3;
    wp::mat_t<3, 3, wp::float32> var_116;
    wp::mat_t<3, 3, wp::float32> var_117;
    wp::mat_t<3, 3, wp::float32> var_118;
    wp::mat_t<3, 3, wp::float32> var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::mat_t<3, 3, wp::float32> var_121;
    wp::mat_t<3, 3, wp::float32> var_122;
    const wp::int32 var_123 = 0;
    wp::float32 var_124;
    const wp::int32 var_125 = 0;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.0;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 1;
    wp::float32 var_132;
    const wp::int32 var_133 = 1;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::float32 var_136 = 1.0;
    wp::float32 var_137;
    wp::float32 var_138;
    const wp::int32 var_139 = 2;
    wp::float32 var_140;
    const wp::int32 var_141 = 2;
    wp::float32 var_142;
    wp::float32 var_143;
    const wp::float32 var_144 = 1.0;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::vec_t<3, wp::float32> var_147;
    wp::mat_t<3, 3, wp::float32> var_148;
    wp::mat_t<3, 3, wp::float32> var_149;
    wp::mat_t<3, 3, wp::float32> var_150;
    wp::mat_t<3, 3, wp::float32> var_151;
    wp::float32 var_152;
    wp::vec_t<3, wp::float32> var_153;
    wp::vec_t<3, wp::float32> var_154;
    const wp::float32 var_155 = 1.07;
    wp::vec_t<3, wp::float32> var_156;
    wp::vec_t<3, wp::float32> var_157;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::mat_t<3, 3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::mat_t<3, 3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::mat_t<3, 3, wp::float32> adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::mat_t<3, 3, wp::float32> adj_28 = {};
    wp::int32 adj_29 = {};
    wp::mat_t<3, 3, wp::float32> adj_30 = {};
    wp::mat_t<3, 3, wp::float32> adj_31 = {};
    wp::mat_t<3, 3, wp::float32> adj_32 = {};
    wp::mat_t<3, 3, wp::float32> adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::mat_t<3, 3, wp::float32> adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::mat_t<3, 3, wp::float32> adj_61 = {};
    wp::mat_t<3, 3, wp::float32> adj_62 = {};
    wp::mat_t<3, 3, wp::float32> adj_63 = {};
    wp::mat_t<3, 3, wp::float32> adj_64 = {};
    wp::int32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::shape_t adj_67 = {};
    wp::int32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::shape_t adj_70 = {};
    wp::int32 adj_71 = {};
    wp::mat_t<3, 3, wp::float32> adj_72 = {};
    wp::mat_t<3, 3, wp::float32> adj_73 = {};
    wp::mat_t<3, 3, wp::float32> adj_74 = {};
    wp::int32 adj_75 = {};
    wp::mat_t<3, 3, wp::float32> adj_76 = {};
    wp::float32 adj_77 = {};
    wp::mat_t<3, 3, wp::float32> adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::vec_t<3, wp::float32> adj_83 = {};
    wp::int32 adj_84 = {};
    wp::int32 adj_85 = {};
    wp::shape_t adj_86 = {};
    wp::int32 adj_87 = {};
    wp::int32 adj_88 = {};
    wp::shape_t adj_89 = {};
    wp::int32 adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::mat_t<3, 3, wp::float32> adj_92 = {};
    wp::vec_t<3, wp::float32> adj_93 = {};
    wp::mat_t<3, 3, wp::float32> adj_94 = {};
    wp::vec_t<3, wp::float32> adj_95 = {};
    wp::mat_t<3, 3, wp::float32> adj_96 = {};
    wp::int32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::int32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::int32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
    wp::mat_t<3, 3, wp::float32> adj_107 = {};
    wp::mat_t<3, 3, wp::float32> adj_108 = {};
    wp::mat_t<3, 3, wp::float32> adj_109 = {};
    wp::mat_t<3, 3, wp::float32> adj_110 = {};
    wp::mat_t<3, 3, wp::float32> adj_111 = {};
    wp::mat_t<3, 3, wp::float32> adj_112 = {};
    wp::mat_t<3, 3, wp::float32> adj_113 = {};
    wp::mat_t<3, 3, wp::float32> adj_114 = {};
    wp::int32 adj_115 = {};
    wp::mat_t<3, 3, wp::float32> adj_116 = {};
    wp::mat_t<3, 3, wp::float32> adj_117 = {};
    wp::mat_t<3, 3, wp::float32> adj_118 = {};
    wp::mat_t<3, 3, wp::float32> adj_119 = {};
    wp::vec_t<3, wp::float32> adj_120 = {};
    wp::mat_t<3, 3, wp::float32> adj_121 = {};
    wp::mat_t<3, 3, wp::float32> adj_122 = {};
    wp::int32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::int32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::int32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::int32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::int32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::int32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::vec_t<3, wp::float32> adj_147 = {};
    wp::mat_t<3, 3, wp::float32> adj_148 = {};
    wp::mat_t<3, 3, wp::float32> adj_149 = {};
    wp::mat_t<3, 3, wp::float32> adj_150 = {};
    wp::mat_t<3, 3, wp::float32> adj_151 = {};
    wp::float32 adj_152 = {};
    wp::vec_t<3, wp::float32> adj_153 = {};
    wp::vec_t<3, wp::float32> adj_154 = {};
    wp::float32 adj_155 = {};
    wp::vec_t<3, wp::float32> adj_156 = {};
    wp::vec_t<3, wp::float32> adj_157 = {};
    //---------
    // forward
    // def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):       <L 5>
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
    // m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))       <L 9>
    var_16 = wp::mat_t<3, 3, wp::float32>(var_7, var_8, var_9, var_10, var_11, var_12, var_13, var_14, var_15);
    var_26 = wp::mat_t<3, 3, wp::float32>(var_17, var_18, var_19, var_20, var_21, var_22, var_23, var_24, var_25);
    var_27 = wp::transpose(var_26);
    var_28 = wp::mul(var_16, var_27);
    var_30 = wp::identity<3, wp::float32>();
    var_31 = wp::add(var_28, var_30);
    var_32 = wp::inverse(var_31);
    // m3 = wp.mat33()                                                                        <L 10>
    var_33 = wp::mat_t<3, 3, wp::float32>();
    // s4 = wp.vec3()                                                                         <L 11>
    var_34 = wp::vec_t<3, wp::float32>();
    // m5 = wp.mat33()                                                                        <L 12>
    var_35 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m2, m3, s4, m5)                                                                <L 13>
    wp::svd3(var_32, var_33, var_34, var_35);
    // v6 = m3 @ wp.diag(wp.vec3((s4[0] / (wp.abs(s4[0]) + 1.0)), (s4[1] / (wp.abs(s4[1]) + 1.0)), (s4[2] / (wp.abs(s4[2]) + 1.0)))) @ wp.transpose(m5)       <L 14>
    var_37 = wp::extract(var_34, var_36);
    var_39 = wp::extract(var_34, var_38);
    var_40 = wp::abs(var_39);
    var_42 = wp::add(var_40, var_41);
    var_43 = wp::div(var_37, var_42);
    var_45 = wp::extract(var_34, var_44);
    var_47 = wp::extract(var_34, var_46);
    var_48 = wp::abs(var_47);
    var_50 = wp::add(var_48, var_49);
    var_51 = wp::div(var_45, var_50);
    var_53 = wp::extract(var_34, var_52);
    var_55 = wp::extract(var_34, var_54);
    var_56 = wp::abs(var_55);
    var_58 = wp::add(var_56, var_57);
    var_59 = wp::div(var_53, var_58);
    var_60 = wp::vec_t<3, wp::float32>(var_43, var_51, var_59);
    var_61 = wp::diag(var_60);
    var_62 = wp::mul(var_33, var_61);
    var_63 = wp::transpose(var_35);
    var_64 = wp::mul(var_62, var_63);
    // v7 = x1[(tid + 3) % x1.shape[0]]                                                       <L 15>
    var_66 = wp::add(var_0, var_65);
    var_67 = &(var_x1.shape);
    var_70 = wp::load(var_67);
    var_69 = wp::extract(var_70, var_68);
    var_71 = wp::mod(var_66, var_69);
    var_72 = wp::address(var_x1, var_71);
    var_74 = wp::load(var_72);
    var_73 = wp::copy(var_74);
    // m8 = wp.matrix_from_cols(wp.get_diag(wp.identity(n=3, dtype=float) * 0.3), wp.vec3(0.22, 0.288, 0.1), x0[(tid + 1) % x0.shape[0]])       <L 16>
    var_76 = wp::identity<3, wp::float32>();
    var_78 = wp::mul(var_76, var_77);
    var_79 = wp::get_diag(var_78);
    var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
    var_85 = wp::add(var_0, var_84);
    var_86 = &(var_x0.shape);
    var_89 = wp::load(var_86);
    var_88 = wp::extract(var_89, var_87);
    var_90 = wp::mod(var_85, var_88);
    var_91 = wp::address(var_x0, var_90);
    var_93 = wp::load(var_91);
    var_92 = wp::matrix_from_cols<wp::float32>(var_79, var_83, var_93);
    // m9 = wp.mat33()                                                                        <L 17>
    var_94 = wp::mat_t<3, 3, wp::float32>();
    // s10 = wp.vec3()                                                                        <L 18>
    var_95 = wp::vec_t<3, wp::float32>();
    // m11 = wp.mat33()                                                                       <L 19>
    var_96 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m8, m9, s10, m11)                                                              <L 20>
    wp::svd3(var_92, var_94, var_95, var_96);
    // v12 = m9 @ wp.diag(wp.vec3(wp.sin(s10[0]), wp.sin(s10[1]), wp.sin(s10[2]))) @ wp.transpose(m11)       <L 21>
    var_98 = wp::extract(var_95, var_97);
    var_99 = wp::sin(var_98);
    var_101 = wp::extract(var_95, var_100);
    var_102 = wp::sin(var_101);
    var_104 = wp::extract(var_95, var_103);
    var_105 = wp::sin(var_104);
    var_106 = wp::vec_t<3, wp::float32>(var_99, var_102, var_105);
    var_107 = wp::diag(var_106);
    var_108 = wp::mul(var_94, var_107);
    var_109 = wp::transpose(var_96);
    var_110 = wp::mul(var_108, var_109);
    // m13 = wp.inverse(((m8 - v6)) @ wp.transpose(((m8 - v6))) + wp.identity(n=3, dtype=float))       <L 22>
    var_111 = wp::sub(var_92, var_64);
    var_112 = wp::sub(var_92, var_64);
    var_113 = wp::transpose(var_112);
    var_114 = wp::mul(var_111, var_113);
    var_116 = wp::identity<3, wp::float32>();
    var_117 = wp::add(var_114, var_116);
    var_118 = wp::inverse(var_117);
    // m14 = wp.mat33()                                                                       <L 23>
    var_119 = wp::mat_t<3, 3, wp::float32>();
    // s15 = wp.vec3()                                                                        <L 24>
    var_120 = wp::vec_t<3, wp::float32>();
    // wp.eig3(m13 + wp.transpose(m13), m14, s15)                                             <L 25>
    var_121 = wp::transpose(var_118);
    var_122 = wp::add(var_118, var_121);
    wp::eig3(var_122, var_119, var_120);
    // v16 = m14 @ wp.diag(wp.vec3((s15[0] / (wp.abs(s15[0]) + 1.0)), (s15[1] / (wp.abs(s15[1]) + 1.0)), (s15[2] / (wp.abs(s15[2]) + 1.0)))) @ wp.transpose(m14)       <L 26>
    var_124 = wp::extract(var_120, var_123);
    var_126 = wp::extract(var_120, var_125);
    var_127 = wp::abs(var_126);
    var_129 = wp::add(var_127, var_128);
    var_130 = wp::div(var_124, var_129);
    var_132 = wp::extract(var_120, var_131);
    var_134 = wp::extract(var_120, var_133);
    var_135 = wp::abs(var_134);
    var_137 = wp::add(var_135, var_136);
    var_138 = wp::div(var_132, var_137);
    var_140 = wp::extract(var_120, var_139);
    var_142 = wp::extract(var_120, var_141);
    var_143 = wp::abs(var_142);
    var_145 = wp::add(var_143, var_144);
    var_146 = wp::div(var_140, var_145);
    var_147 = wp::vec_t<3, wp::float32>(var_130, var_138, var_146);
    var_148 = wp::diag(var_147);
    var_149 = wp::mul(var_119, var_148);
    var_150 = wp::transpose(var_119);
    var_151 = wp::mul(var_149, var_150);
    // v17 = wp.length(s15)                                                                   <L 27>
    var_152 = wp::length(var_120);
    // out0[tid] = v0 + s4 + s10 + s4 * 1.07                                                  <L 28>
    var_153 = wp::add(var_2, var_34);
    var_154 = wp::add(var_153, var_95);
    var_156 = wp::mul(var_34, var_155);
    var_157 = wp::add(var_154, var_156);
    // wp::array_store(var_out0, var_0, var_157);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_157, adj_out0, adj_0, adj_157);
    wp::adj_add(var_154, var_156, adj_154, adj_156, adj_157);
    wp::adj_mul(var_34, var_155, adj_34, adj_155, adj_156);
    wp::adj_add(var_153, var_95, adj_153, adj_95, adj_154);
    wp::adj_add(var_2, var_34, adj_2, adj_34, adj_153);
    // adj: out0[tid] = v0 + s4 + s10 + s4 * 1.07                                             <L 28>
    wp::adj_length(var_120, var_152, adj_120, adj_152);
    // adj: v17 = wp.length(s15)                                                              <L 27>
    wp::adj_mul(var_149, var_150, adj_149, adj_150, adj_151);
    wp::adj_transpose(var_119, adj_119, adj_150);
    wp::adj_mul(var_119, var_148, adj_119, adj_148, adj_149);
    wp::adj_diag(var_147, adj_147, adj_148);
    wp::adj_vec_t(var_130, var_138, var_146, adj_130, adj_138, adj_146, adj_147);
    wp::adj_div(var_140, var_145, var_146, adj_140, adj_145, adj_146);
    wp::adj_add(var_143, var_144, adj_143, adj_144, adj_145);
    wp::adj_abs(var_142, adj_142, adj_143);
    wp::adj_extract(var_120, var_141, adj_120, adj_141, adj_142);
    wp::adj_extract(var_120, var_139, adj_120, adj_139, adj_140);
    wp::adj_div(var_132, var_137, var_138, adj_132, adj_137, adj_138);
    wp::adj_add(var_135, var_136, adj_135, adj_136, adj_137);
    wp::adj_abs(var_134, adj_134, adj_135);
    wp::adj_extract(var_120, var_133, adj_120, adj_133, adj_134);
    wp::adj_extract(var_120, var_131, adj_120, adj_131, adj_132);
    wp::adj_div(var_124, var_129, var_130, adj_124, adj_129, adj_130);
    wp::adj_add(var_127, var_128, adj_127, adj_128, adj_129);
    wp::adj_abs(var_126, adj_126, adj_127);
    wp::adj_extract(var_120, var_125, adj_120, adj_125, adj_126);
    wp::adj_extract(var_120, var_123, adj_120, adj_123, adj_124);
    // adj: v16 = m14 @ wp.diag(wp.vec3((s15[0] / (wp.abs(s15[0]) + 1.0)), (s15[1] / (wp.abs(s15[1]) + 1.0)), (s15[2] / (wp.abs(s15[2]) + 1.0)))) @ wp.transpose(m14)  <L 26>
    wp::adj_eig3(var_122, var_119, var_120, adj_122, adj_119, adj_120);
    wp::adj_add(var_118, var_121, adj_118, adj_121, adj_122);
    wp::adj_transpose(var_118, adj_118, adj_121);
    // adj: wp.eig3(m13 + wp.transpose(m13), m14, s15)                                        <L 25>
    // adj: s15 = wp.vec3()                                                                   <L 24>
    // adj: m14 = wp.mat33()                                                                  <L 23>
    wp::adj_inverse(var_117, var_118, adj_117, adj_118);
    wp::adj_add(var_114, var_116, adj_114, adj_116, adj_117);
    wp::adj_mul(var_111, var_113, adj_111, adj_113, adj_114);
    wp::adj_transpose(var_112, adj_112, adj_113);
    wp::adj_sub(var_92, var_64, adj_92, adj_64, adj_112);
    wp::adj_sub(var_92, var_64, adj_92, adj_64, adj_111);
    // adj: m13 = wp.inverse(((m8 - v6)) @ wp.transpose(((m8 - v6))) + wp.identity(n=3, dtype=float))  <L 22>
    wp::adj_mul(var_108, var_109, adj_108, adj_109, adj_110);
    wp::adj_transpose(var_96, adj_96, adj_109);
    wp::adj_mul(var_94, var_107, adj_94, adj_107, adj_108);
    wp::adj_diag(var_106, adj_106, adj_107);
    wp::adj_vec_t(var_99, var_102, var_105, adj_99, adj_102, adj_105, adj_106);
    wp::adj_sin(var_104, adj_104, adj_105);
    wp::adj_extract(var_95, var_103, adj_95, adj_103, adj_104);
    wp::adj_sin(var_101, adj_101, adj_102);
    wp::adj_extract(var_95, var_100, adj_95, adj_100, adj_101);
    wp::adj_sin(var_98, adj_98, adj_99);
    wp::adj_extract(var_95, var_97, adj_95, adj_97, adj_98);
    // adj: v12 = m9 @ wp.diag(wp.vec3(wp.sin(s10[0]), wp.sin(s10[1]), wp.sin(s10[2]))) @ wp.transpose(m11)  <L 21>
    wp::adj_svd3(var_92, var_94, var_95, var_96, adj_92, adj_94, adj_95, adj_96);
    // adj: wp.svd3(m8, m9, s10, m11)                                                         <L 20>
    // adj: m11 = wp.mat33()                                                                  <L 19>
    // adj: s10 = wp.vec3()                                                                   <L 18>
    // adj: m9 = wp.mat33()                                                                   <L 17>
    wp::adj_matrix_from_cols(var_79, var_83, var_93, adj_79, adj_83, adj_91, adj_92);
    wp::adj_address(var_x0, var_90, adj_x0, adj_90, adj_91);
    wp::adj_mod(var_85, var_88, adj_85, adj_88, adj_90);
    adj_x0.shape = adj_86;
    wp::adj_add(var_0, var_84, adj_0, adj_84, adj_85);
    wp::adj_vec_t(var_80, var_81, var_82, adj_80, adj_81, adj_82, adj_83);
    wp::adj_get_diag(var_78, adj_78, adj_79);
    wp::adj_mul(var_76, var_77, adj_76, adj_77, adj_78);
    // adj: m8 = wp.matrix_from_cols(wp.get_diag(wp.identity(n=3, dtype=float) * 0.3), wp.vec3(0.22, 0.288, 0.1), x0[(tid + 1) % x0.shape[0]])  <L 16>
    wp::adj_copy(var_74, adj_72, adj_73);
    wp::adj_address(var_x1, var_71, adj_x1, adj_71, adj_72);
    wp::adj_mod(var_66, var_69, adj_66, adj_69, adj_71);
    adj_x1.shape = adj_67;
    wp::adj_add(var_0, var_65, adj_0, adj_65, adj_66);
    // adj: v7 = x1[(tid + 3) % x1.shape[0]]                                                  <L 15>
    wp::adj_mul(var_62, var_63, adj_62, adj_63, adj_64);
    wp::adj_transpose(var_35, adj_35, adj_63);
    wp::adj_mul(var_33, var_61, adj_33, adj_61, adj_62);
    wp::adj_diag(var_60, adj_60, adj_61);
    wp::adj_vec_t(var_43, var_51, var_59, adj_43, adj_51, adj_59, adj_60);
    wp::adj_div(var_53, var_58, var_59, adj_53, adj_58, adj_59);
    wp::adj_add(var_56, var_57, adj_56, adj_57, adj_58);
    wp::adj_abs(var_55, adj_55, adj_56);
    wp::adj_extract(var_34, var_54, adj_34, adj_54, adj_55);
    wp::adj_extract(var_34, var_52, adj_34, adj_52, adj_53);
    wp::adj_div(var_45, var_50, var_51, adj_45, adj_50, adj_51);
    wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
    wp::adj_abs(var_47, adj_47, adj_48);
    wp::adj_extract(var_34, var_46, adj_34, adj_46, adj_47);
    wp::adj_extract(var_34, var_44, adj_34, adj_44, adj_45);
    wp::adj_div(var_37, var_42, var_43, adj_37, adj_42, adj_43);
    wp::adj_add(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_abs(var_39, adj_39, adj_40);
    wp::adj_extract(var_34, var_38, adj_34, adj_38, adj_39);
    wp::adj_extract(var_34, var_36, adj_34, adj_36, adj_37);
    // adj: v6 = m3 @ wp.diag(wp.vec3((s4[0] / (wp.abs(s4[0]) + 1.0)), (s4[1] / (wp.abs(s4[1]) + 1.0)), (s4[2] / (wp.abs(s4[2]) + 1.0)))) @ wp.transpose(m5)  <L 14>
    wp::adj_svd3(var_32, var_33, var_34, var_35, adj_32, adj_33, adj_34, adj_35);
    // adj: wp.svd3(m2, m3, s4, m5)                                                           <L 13>
    // adj: m5 = wp.mat33()                                                                   <L 12>
    // adj: s4 = wp.vec3()                                                                    <L 11>
    // adj: m3 = wp.mat33()                                                                   <L 10>
    wp::adj_inverse(var_31, var_32, adj_31, adj_32);
    wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
    wp::adj_mul(var_16, var_27, adj_16, adj_27, adj_28);
    wp::adj_transpose(var_26, adj_26, adj_27);
    wp::adj_mat_t(var_17, var_18, var_19, var_20, var_21, var_22, var_23, var_24, var_25, adj_17, adj_18, adj_19, adj_20, adj_21, adj_22, adj_23, adj_24, adj_25, adj_26);
    wp::adj_mat_t(var_7, var_8, var_9, var_10, var_11, var_12, var_13, var_14, var_15, adj_7, adj_8, adj_9, adj_10, adj_11, adj_12, adj_13, adj_14, adj_15, adj_16);
    // adj: m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):  <L 5>
    return;
}



struct linalg_000001_bcc9184c_cpu_block_payload_forward
{
    wp_args_linalg_000001_bcc9184c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000001_bcc9184c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000001_bcc9184c_cpu_block_payload_forward* payload = (linalg_000001_bcc9184c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000001_bcc9184c_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void linalg_000001_bcc9184c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000001_bcc9184c *_wp_args)
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
        linalg_000001_bcc9184c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000001_bcc9184c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct linalg_000001_bcc9184c_cpu_block_payload_backward
{
    wp_args_linalg_000001_bcc9184c* args;
    wp_args_linalg_000001_bcc9184c* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000001_bcc9184c_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000001_bcc9184c_cpu_block_payload_backward* payload = (linalg_000001_bcc9184c_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000001_bcc9184c_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void linalg_000001_bcc9184c_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000001_bcc9184c *_wp_args,
    wp_args_linalg_000001_bcc9184c *_wp_adj_args)
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
        linalg_000001_bcc9184c_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000001_bcc9184c_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

