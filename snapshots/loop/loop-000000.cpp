// Generated for case loop-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_loop_000000_9a7252d2 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::int32 n;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void loop_000000_9a7252d2_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000000_9a7252d2 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::range_t var_7;
    wp::int32 var_8;
    const wp::int32 var_9 = 2;
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
    const wp::float32 var_20 = -0.7;
    const wp::float32 var_21 = -0.61;
    const wp::float32 var_22 = -1.78;
    const wp::float32 var_23 = 0.47;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = 0.34;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::int32 var_30 = 6;
    wp::fixedarray_t<6, wp::float32> var_31;
    const wp::int32 var_32 = 6;
    const wp::int32 var_33 = 0;
    const wp::float32 var_34 = -2.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    const wp::float32 var_39 = -2.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    const wp::float32 var_44 = -2.0;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 3;
    const wp::float32 var_49 = -2.0;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 4;
    const wp::float32 var_54 = -2.0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 5;
    const wp::float32 var_59 = -2.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 4;
    wp::int32 var_64;
    const wp::int32 var_65 = 6;
    wp::int32 var_66;
    wp::float32* var_67;
    const wp::int32 var_68 = 1;
    wp::float32* var_69;
    const wp::float32 var_70 = 1.41;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 2;
    const wp::float32 var_76 = -0.2;
    const wp::float32 var_77 = -0.99;
    const wp::float32 var_78 = 0.0;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 1.53;
    const wp::float32 var_81 = 1.7;
    const wp::float32 var_82 = -0.747;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    const wp::float32 var_86 = 0.66;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    const wp::int32 var_89 = 3;
    const wp::float32 var_90 = -0.2;
    const wp::float32 var_91 = -0.99;
    const wp::float32 var_92 = 0.0;
    wp::vec_t<3, wp::float32> var_93;
    const wp::float32 var_94 = 1.53;
    const wp::float32 var_95 = 1.7;
    const wp::float32 var_96 = -0.747;
    wp::vec_t<3, wp::float32> var_97;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32> var_99;
    const wp::float32 var_100 = 0.66;
    wp::vec_t<3, wp::float32> var_101;
    wp::vec_t<3, wp::float32> var_102;
    const wp::int32 var_103 = 4;
    const wp::float32 var_104 = -0.2;
    const wp::float32 var_105 = -0.99;
    const wp::float32 var_106 = 0.0;
    wp::vec_t<3, wp::float32> var_107;
    const wp::float32 var_108 = 1.53;
    const wp::float32 var_109 = 1.7;
    const wp::float32 var_110 = -0.747;
    wp::vec_t<3, wp::float32> var_111;
    wp::vec_t<3, wp::float32> var_112;
    wp::vec_t<3, wp::float32> var_113;
    const wp::float32 var_114 = 0.66;
    wp::vec_t<3, wp::float32> var_115;
    wp::vec_t<3, wp::float32> var_116;
    const wp::int32 var_117 = 5;
    const wp::float32 var_118 = -0.2;
    const wp::float32 var_119 = -0.99;
    const wp::float32 var_120 = 0.0;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 1.53;
    const wp::float32 var_123 = 1.7;
    const wp::float32 var_124 = -0.747;
    wp::vec_t<3, wp::float32> var_125;
    wp::vec_t<3, wp::float32> var_126;
    wp::vec_t<3, wp::float32> var_127;
    const wp::float32 var_128 = 0.66;
    wp::vec_t<3, wp::float32> var_129;
    wp::vec_t<3, wp::float32> var_130;
    const wp::int32 var_131 = 6;
    const wp::float32 var_132 = -0.2;
    const wp::float32 var_133 = -0.99;
    const wp::float32 var_134 = 0.0;
    wp::vec_t<3, wp::float32> var_135;
    const wp::float32 var_136 = 1.53;
    const wp::float32 var_137 = 1.7;
    const wp::float32 var_138 = -0.747;
    wp::vec_t<3, wp::float32> var_139;
    wp::vec_t<3, wp::float32> var_140;
    wp::vec_t<3, wp::float32> var_141;
    const wp::float32 var_142 = 0.66;
    wp::vec_t<3, wp::float32> var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::range_t var_145;
    wp::int32 var_146;
    wp::float32 var_147;
    const wp::float32 var_148 = 0.2;
    const wp::float32 var_149 = 1.8;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::vec_t<3, wp::float32> var_154;
    wp::vec_t<3, wp::float32> var_155;
    const wp::float32 var_156 = 1.17;
    wp::vec_t<3, wp::float32> var_157;
    wp::vec_t<3, wp::float32> var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    const wp::float32 var_162 = 1.0;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 0.33;
    wp::float32 var_166;
    wp::float32 var_167;
    //---------
    // forward
    // def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
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
    // for j2 in range(n):                                                                    <L 9>
    var_7 = wp::range(var_n);
    start_for_0:;
        if (iter_cmp(var_7) == 0) goto end_for_0;
        var_8 = wp::iter_next(var_7);
        // v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                      <L 10>
        var_10 = wp::add(var_0, var_9);
        var_11 = &(var_x0.shape);
        var_14 = wp::load(var_11);
        var_13 = wp::extract(var_14, var_12);
        var_15 = wp::mod(var_10, var_13);
        var_16 = wp::address(var_x0, var_15);
        var_18 = wp::load(var_16);
        var_17 = wp::cos(var_18);
        var_19 = wp::add(var_2, var_17);
        // v1 = v1 + wp.normalize((-0.7 * wp.vec3(-0.61, -1.78, 0.47))) * 0.34                <L 11>
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_25 = wp::mul(var_20, var_24);
        var_26 = wp::normalize(var_25);
        var_28 = wp::mul(var_26, var_27);
        var_29 = wp::add(var_5, var_28);
        wp::assign(var_2, var_19);
        wp::assign(var_5, var_29);
        goto start_for_0;
    end_for_0:;
    // buf3 = wp.zeros(shape=6, dtype=float)                                                  <L 12>
    var_31 = wp::fixedarray_t<6, wp::float32>(var_32);
    // for j4 in range(6):                                                                    <L 13>
    // buf3[j4] = ((v0 * -2.0) - wp.length_sq(v1))                                            <L 14>
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::length_sq(var_5);
    var_37 = wp::sub(var_35, var_36);
    wp::array_store(var_31, var_33, var_37);
    var_40 = wp::mul(var_2, var_39);
    var_41 = wp::length_sq(var_5);
    var_42 = wp::sub(var_40, var_41);
    wp::array_store(var_31, var_38, var_42);
    var_45 = wp::mul(var_2, var_44);
    var_46 = wp::length_sq(var_5);
    var_47 = wp::sub(var_45, var_46);
    wp::array_store(var_31, var_43, var_47);
    var_50 = wp::mul(var_2, var_49);
    var_51 = wp::length_sq(var_5);
    var_52 = wp::sub(var_50, var_51);
    wp::array_store(var_31, var_48, var_52);
    var_55 = wp::mul(var_2, var_54);
    var_56 = wp::length_sq(var_5);
    var_57 = wp::sub(var_55, var_56);
    wp::array_store(var_31, var_53, var_57);
    var_60 = wp::mul(var_2, var_59);
    var_61 = wp::length_sq(var_5);
    var_62 = wp::sub(var_60, var_61);
    wp::array_store(var_31, var_58, var_62);
    // v5 = buf3[(4 + tid) % 6] + buf3[1] * 1.41                                              <L 15>
    var_64 = wp::add(var_63, var_0);
    var_66 = wp::mod(var_64, var_65);
    var_67 = wp::address(var_31, var_66);
    var_69 = wp::address(var_31, var_68);
    var_72 = wp::load(var_69);
    var_71 = wp::mul(var_72, var_70);
    var_74 = wp::load(var_67);
    var_73 = wp::add(var_74, var_71);
    // for j6 in range(2, 7):                                                                 <L 16>
    // v1 += wp.normalize(wp.cross(wp.vec3(-0.2, -0.99, 0.0), wp.vec3(1.53, 1.7, -0.747))) * 0.66       <L 17>
    var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
    var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
    var_84 = wp::cross(var_79, var_83);
    var_85 = wp::normalize(var_84);
    var_87 = wp::mul(var_85, var_86);
    var_88 = wp::add(var_5, var_87);
    var_93 = wp::vec_t<3, wp::float32>(var_90, var_91, var_92);
    var_97 = wp::vec_t<3, wp::float32>(var_94, var_95, var_96);
    var_98 = wp::cross(var_93, var_97);
    var_99 = wp::normalize(var_98);
    var_101 = wp::mul(var_99, var_100);
    var_102 = wp::add(var_88, var_101);
    var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
    var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
    var_112 = wp::cross(var_107, var_111);
    var_113 = wp::normalize(var_112);
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::add(var_102, var_115);
    var_121 = wp::vec_t<3, wp::float32>(var_118, var_119, var_120);
    var_125 = wp::vec_t<3, wp::float32>(var_122, var_123, var_124);
    var_126 = wp::cross(var_121, var_125);
    var_127 = wp::normalize(var_126);
    var_129 = wp::mul(var_127, var_128);
    var_130 = wp::add(var_116, var_129);
    var_135 = wp::vec_t<3, wp::float32>(var_132, var_133, var_134);
    var_139 = wp::vec_t<3, wp::float32>(var_136, var_137, var_138);
    var_140 = wp::cross(var_135, var_139);
    var_141 = wp::normalize(var_140);
    var_143 = wp::mul(var_141, var_142);
    var_144 = wp::add(var_130, var_143);
    // for j7 in range(n):                                                                    <L 18>
    var_145 = wp::range(var_n);
    start_for_2:;
        if (iter_cmp(var_145) == 0) goto end_for_2;
        var_146 = wp::iter_next(var_145);
        // v0 = v0 + wp.cos(wp.erfcinv(wp.clamp((v5 * v5), 0.2, 1.8)))                        <L 19>
        var_147 = wp::mul(var_73, var_73);
        var_150 = wp::clamp(var_147, var_148, var_149);
        var_151 = wp::erfcinv(var_150);
        var_152 = wp::cos(var_151);
        var_153 = wp::add(var_2, var_152);
        wp::assign(var_2, var_153);
        goto start_for_2;
    end_for_2:;
    // out0[tid] = v1 + -(wp.cw_mul(v1, v1)) * 1.17                                           <L 20>
    var_154 = wp::cw_mul(var_144, var_144);
    var_155 = wp::neg(var_154);
    var_157 = wp::mul(var_155, var_156);
    var_158 = wp::add(var_144, var_157);
    wp::array_store(var_out0, var_0, var_158);
    // out1[tid] = v5 + v0 + wp.mod(wp.cbrt(v0), wp.abs(v0) + 1.0) * 0.33                     <L 21>
    var_159 = wp::add(var_73, var_2);
    var_160 = wp::cbrt(var_2);
    var_161 = wp::abs(var_2);
    var_163 = wp::add(var_161, var_162);
    var_164 = wp::mod(var_160, var_163);
    var_166 = wp::mul(var_164, var_165);
    var_167 = wp::add(var_159, var_166);
    wp::array_store(var_out1, var_0, var_167);
}



template <bool wp_linear_contiguous>
static void loop_000000_9a7252d2_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000000_9a7252d2 *_wp_args,
    wp_args_loop_000000_9a7252d2 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::range_t var_7;
    wp::int32 var_8;
    const wp::int32 var_9 = 2;
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
    const wp::float32 var_20 = -0.7;
    const wp::float32 var_21 = -0.61;
    const wp::float32 var_22 = -1.78;
    const wp::float32 var_23 = 0.47;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = 0.34;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::int32 var_30 = 6;
    wp::fixedarray_t<6, wp::float32> var_31;
    const wp::int32 var_32 = 6;
    const wp::int32 var_33 = 0;
    const wp::float32 var_34 = -2.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    const wp::float32 var_39 = -2.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    const wp::float32 var_44 = -2.0;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 3;
    const wp::float32 var_49 = -2.0;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 4;
    const wp::float32 var_54 = -2.0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 5;
    const wp::float32 var_59 = -2.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 4;
    wp::int32 var_64;
    const wp::int32 var_65 = 6;
    wp::int32 var_66;
    wp::float32* var_67;
    const wp::int32 var_68 = 1;
    wp::float32* var_69;
    const wp::float32 var_70 = 1.41;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 2;
    const wp::float32 var_76 = -0.2;
    const wp::float32 var_77 = -0.99;
    const wp::float32 var_78 = 0.0;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 1.53;
    const wp::float32 var_81 = 1.7;
    const wp::float32 var_82 = -0.747;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    const wp::float32 var_86 = 0.66;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    const wp::int32 var_89 = 3;
    const wp::float32 var_90 = -0.2;
    const wp::float32 var_91 = -0.99;
    const wp::float32 var_92 = 0.0;
    wp::vec_t<3, wp::float32> var_93;
    const wp::float32 var_94 = 1.53;
    const wp::float32 var_95 = 1.7;
    const wp::float32 var_96 = -0.747;
    wp::vec_t<3, wp::float32> var_97;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32> var_99;
    const wp::float32 var_100 = 0.66;
    wp::vec_t<3, wp::float32> var_101;
    wp::vec_t<3, wp::float32> var_102;
    const wp::int32 var_103 = 4;
    const wp::float32 var_104 = -0.2;
    const wp::float32 var_105 = -0.99;
    const wp::float32 var_106 = 0.0;
    wp::vec_t<3, wp::float32> var_107;
    const wp::float32 var_108 = 1.53;
    const wp::float32 var_109 = 1.7;
    const wp::float32 var_110 = -0.747;
    wp::vec_t<3, wp::float32> var_111;
    wp::vec_t<3, wp::float32> var_112;
    wp::vec_t<3, wp::float32> var_113;
    const wp::float32 var_114 = 0.66;
    wp::vec_t<3, wp::float32> var_115;
    wp::vec_t<3, wp::float32> var_116;
    const wp::int32 var_117 = 5;
    const wp::float32 var_118 = -0.2;
    const wp::float32 var_119 = -0.99;
    const wp::float32 var_120 = 0.0;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 1.53;
    const wp::float32 var_123 = 1.7;
    const wp::float32 var_124 = -0.747;
    wp::vec_t<3, wp::float32> var_125;
    wp::vec_t<3, wp::float32> var_126;
    wp::vec_t<3, wp::float32> var_127;
    const wp::float32 var_128 = 0.66;
    wp::vec_t<3, wp::float32> var_129;
    wp::vec_t<3, wp::float32> var_130;
    const wp::int32 var_131 = 6;
    const wp::float32 var_132 = -0.2;
    const wp::float32 var_133 = -0.99;
    const wp::float32 var_134 = 0.0;
    wp::vec_t<3, wp::float32> var_135;
    const wp::float32 var_136 = 1.53;
    const wp::float32 var_137 = 1.7;
    const wp::float32 var_138 = -0.747;
    wp::vec_t<3, wp::float32> var_139;
    wp::vec_t<3, wp::float32> var_140;
    wp::vec_t<3, wp::float32> var_141;
    const wp::float32 var_142 = 0.66;
    wp::vec_t<3, wp::float32> var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::range_t var_145;
    wp::int32 var_146;
    wp::float32 var_147;
    const wp::float32 var_148 = 0.2;
    const wp::float32 var_149 = 1.8;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::vec_t<3, wp::float32> var_154;
    wp::vec_t<3, wp::float32> var_155;
    const wp::float32 var_156 = 1.17;
    wp::vec_t<3, wp::float32> var_157;
    wp::vec_t<3, wp::float32> var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    const wp::float32 var_162 = 1.0;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 0.33;
    wp::float32 var_166;
    wp::float32 var_167;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::range_t adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::shape_t adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::shape_t adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::int32 adj_30 = {};
    wp::fixedarray_t<6, wp::float32> adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::int32 adj_64 = {};
    wp::int32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::int32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::vec_t<3, wp::float32> adj_83 = {};
    wp::vec_t<3, wp::float32> adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
    wp::int32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::vec_t<3, wp::float32> adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::vec_t<3, wp::float32> adj_97 = {};
    wp::vec_t<3, wp::float32> adj_98 = {};
    wp::vec_t<3, wp::float32> adj_99 = {};
    wp::float32 adj_100 = {};
    wp::vec_t<3, wp::float32> adj_101 = {};
    wp::vec_t<3, wp::float32> adj_102 = {};
    wp::int32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::vec_t<3, wp::float32> adj_111 = {};
    wp::vec_t<3, wp::float32> adj_112 = {};
    wp::vec_t<3, wp::float32> adj_113 = {};
    wp::float32 adj_114 = {};
    wp::vec_t<3, wp::float32> adj_115 = {};
    wp::vec_t<3, wp::float32> adj_116 = {};
    wp::int32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::vec_t<3, wp::float32> adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::vec_t<3, wp::float32> adj_125 = {};
    wp::vec_t<3, wp::float32> adj_126 = {};
    wp::vec_t<3, wp::float32> adj_127 = {};
    wp::float32 adj_128 = {};
    wp::vec_t<3, wp::float32> adj_129 = {};
    wp::vec_t<3, wp::float32> adj_130 = {};
    wp::int32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::vec_t<3, wp::float32> adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::vec_t<3, wp::float32> adj_139 = {};
    wp::vec_t<3, wp::float32> adj_140 = {};
    wp::vec_t<3, wp::float32> adj_141 = {};
    wp::float32 adj_142 = {};
    wp::vec_t<3, wp::float32> adj_143 = {};
    wp::vec_t<3, wp::float32> adj_144 = {};
    wp::range_t adj_145 = {};
    wp::int32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::vec_t<3, wp::float32> adj_154 = {};
    wp::vec_t<3, wp::float32> adj_155 = {};
    wp::float32 adj_156 = {};
    wp::vec_t<3, wp::float32> adj_157 = {};
    wp::vec_t<3, wp::float32> adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    //---------
    // forward
    // def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
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
    // for j2 in range(n):                                                                    <L 9>
    var_7 = wp::range(var_n);
    // buf3 = wp.zeros(shape=6, dtype=float)                                                  <L 12>
    var_31 = wp::fixedarray_t<6, wp::float32>(var_32);
    // for j4 in range(6):                                                                    <L 13>
    // buf3[j4] = ((v0 * -2.0) - wp.length_sq(v1))                                            <L 14>
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::length_sq(var_5);
    var_37 = wp::sub(var_35, var_36);
    // wp::array_store(var_31, var_33, var_37);
    var_40 = wp::mul(var_2, var_39);
    var_41 = wp::length_sq(var_5);
    var_42 = wp::sub(var_40, var_41);
    // wp::array_store(var_31, var_38, var_42);
    var_45 = wp::mul(var_2, var_44);
    var_46 = wp::length_sq(var_5);
    var_47 = wp::sub(var_45, var_46);
    // wp::array_store(var_31, var_43, var_47);
    var_50 = wp::mul(var_2, var_49);
    var_51 = wp::length_sq(var_5);
    var_52 = wp::sub(var_50, var_51);
    // wp::array_store(var_31, var_48, var_52);
    var_55 = wp::mul(var_2, var_54);
    var_56 = wp::length_sq(var_5);
    var_57 = wp::sub(var_55, var_56);
    // wp::array_store(var_31, var_53, var_57);
    var_60 = wp::mul(var_2, var_59);
    var_61 = wp::length_sq(var_5);
    var_62 = wp::sub(var_60, var_61);
    // wp::array_store(var_31, var_58, var_62);
    // v5 = buf3[(4 + tid) % 6] + buf3[1] * 1.41                                              <L 15>
    var_64 = wp::add(var_63, var_0);
    var_66 = wp::mod(var_64, var_65);
    var_67 = wp::address(var_31, var_66);
    var_69 = wp::address(var_31, var_68);
    var_72 = wp::load(var_69);
    var_71 = wp::mul(var_72, var_70);
    var_74 = wp::load(var_67);
    var_73 = wp::add(var_74, var_71);
    // for j6 in range(2, 7):                                                                 <L 16>
    // v1 += wp.normalize(wp.cross(wp.vec3(-0.2, -0.99, 0.0), wp.vec3(1.53, 1.7, -0.747))) * 0.66       <L 17>
    var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
    var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
    var_84 = wp::cross(var_79, var_83);
    var_85 = wp::normalize(var_84);
    var_87 = wp::mul(var_85, var_86);
    var_88 = wp::add(var_5, var_87);
    var_93 = wp::vec_t<3, wp::float32>(var_90, var_91, var_92);
    var_97 = wp::vec_t<3, wp::float32>(var_94, var_95, var_96);
    var_98 = wp::cross(var_93, var_97);
    var_99 = wp::normalize(var_98);
    var_101 = wp::mul(var_99, var_100);
    var_102 = wp::add(var_88, var_101);
    var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
    var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
    var_112 = wp::cross(var_107, var_111);
    var_113 = wp::normalize(var_112);
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::add(var_102, var_115);
    var_121 = wp::vec_t<3, wp::float32>(var_118, var_119, var_120);
    var_125 = wp::vec_t<3, wp::float32>(var_122, var_123, var_124);
    var_126 = wp::cross(var_121, var_125);
    var_127 = wp::normalize(var_126);
    var_129 = wp::mul(var_127, var_128);
    var_130 = wp::add(var_116, var_129);
    var_135 = wp::vec_t<3, wp::float32>(var_132, var_133, var_134);
    var_139 = wp::vec_t<3, wp::float32>(var_136, var_137, var_138);
    var_140 = wp::cross(var_135, var_139);
    var_141 = wp::normalize(var_140);
    var_143 = wp::mul(var_141, var_142);
    var_144 = wp::add(var_130, var_143);
    // for j7 in range(n):                                                                    <L 18>
    var_145 = wp::range(var_n);
    // out0[tid] = v1 + -(wp.cw_mul(v1, v1)) * 1.17                                           <L 20>
    var_154 = wp::cw_mul(var_144, var_144);
    var_155 = wp::neg(var_154);
    var_157 = wp::mul(var_155, var_156);
    var_158 = wp::add(var_144, var_157);
    // wp::array_store(var_out0, var_0, var_158);
    // out1[tid] = v5 + v0 + wp.mod(wp.cbrt(v0), wp.abs(v0) + 1.0) * 0.33                     <L 21>
    var_159 = wp::add(var_73, var_2);
    var_160 = wp::cbrt(var_2);
    var_161 = wp::abs(var_2);
    var_163 = wp::add(var_161, var_162);
    var_164 = wp::mod(var_160, var_163);
    var_166 = wp::mul(var_164, var_165);
    var_167 = wp::add(var_159, var_166);
    // wp::array_store(var_out1, var_0, var_167);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_167, adj_out1, adj_0, adj_167);
    wp::adj_add(var_159, var_166, adj_159, adj_166, adj_167);
    wp::adj_mul(var_164, var_165, adj_164, adj_165, adj_166);
    wp::adj_mod(var_160, var_163, adj_160, adj_163, adj_164);
    wp::adj_add(var_161, var_162, adj_161, adj_162, adj_163);
    wp::adj_abs(var_2, adj_2, adj_161);
    wp::adj_cbrt(var_2, var_160, adj_2, adj_160);
    wp::adj_add(var_73, var_2, adj_73, adj_2, adj_159);
    // adj: out1[tid] = v5 + v0 + wp.mod(wp.cbrt(v0), wp.abs(v0) + 1.0) * 0.33                <L 21>
    wp::adj_array_store(var_out0, var_0, var_158, adj_out0, adj_0, adj_158);
    wp::adj_add(var_144, var_157, adj_144, adj_157, adj_158);
    wp::adj_mul(var_155, var_156, adj_155, adj_156, adj_157);
    wp::adj_neg(var_154, adj_154, adj_155);
    wp::adj_cw_mul(var_144, var_144, adj_144, adj_144, adj_154);
    // adj: out0[tid] = v1 + -(wp.cw_mul(v1, v1)) * 1.17                                      <L 20>
    var_145 = wp::iter_reverse(var_145);
    start_for_2:;
        if (iter_cmp(var_145) == 0) goto end_for_2;
        var_146 = wp::iter_next(var_145);
    	adj_147 = {};
    	adj_148 = {};
    	adj_149 = {};
    	adj_150 = {};
    	adj_151 = {};
    	adj_152 = {};
    	adj_153 = {};
        // v0 = v0 + wp.cos(wp.erfcinv(wp.clamp((v5 * v5), 0.2, 1.8)))                        <L 19>
        var_147 = wp::mul(var_73, var_73);
        var_150 = wp::clamp(var_147, var_148, var_149);
        var_151 = wp::erfcinv(var_150);
        var_152 = wp::cos(var_151);
        var_153 = wp::add(var_2, var_152);
        wp::assign(var_2, var_153);
        wp::adj_assign(var_2, var_153, adj_2, adj_153);
        wp::adj_add(var_2, var_152, adj_2, adj_152, adj_153);
        wp::adj_cos(var_151, adj_151, adj_152);
        wp::adj_erfcinv(var_150, var_151, adj_150, adj_151);
        wp::adj_clamp(var_147, var_148, var_149, adj_147, adj_148, adj_149, adj_150);
        wp::adj_mul(var_73, var_73, adj_73, adj_73, adj_147);
        // adj: v0 = v0 + wp.cos(wp.erfcinv(wp.clamp((v5 * v5), 0.2, 1.8)))                   <L 19>
    	goto start_for_2;
    end_for_2:;
    // adj: for j7 in range(n):                                                               <L 18>
    wp::adj_add(var_130, var_143, adj_130, adj_143, adj_144);
    wp::adj_mul(var_141, var_142, adj_141, adj_142, adj_143);
    wp::adj_normalize(var_140, var_141, adj_140, adj_141);
    wp::adj_cross(var_135, var_139, adj_135, adj_139, adj_140);
    wp::adj_vec_t(var_136, var_137, var_138, adj_136, adj_137, adj_138, adj_139);
    wp::adj_vec_t(var_132, var_133, var_134, adj_132, adj_133, adj_134, adj_135);
    wp::adj_add(var_116, var_129, adj_116, adj_129, adj_130);
    wp::adj_mul(var_127, var_128, adj_127, adj_128, adj_129);
    wp::adj_normalize(var_126, var_127, adj_126, adj_127);
    wp::adj_cross(var_121, var_125, adj_121, adj_125, adj_126);
    wp::adj_vec_t(var_122, var_123, var_124, adj_122, adj_123, adj_124, adj_125);
    wp::adj_vec_t(var_118, var_119, var_120, adj_118, adj_119, adj_120, adj_121);
    wp::adj_add(var_102, var_115, adj_102, adj_115, adj_116);
    wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
    wp::adj_normalize(var_112, var_113, adj_112, adj_113);
    wp::adj_cross(var_107, var_111, adj_107, adj_111, adj_112);
    wp::adj_vec_t(var_108, var_109, var_110, adj_108, adj_109, adj_110, adj_111);
    wp::adj_vec_t(var_104, var_105, var_106, adj_104, adj_105, adj_106, adj_107);
    wp::adj_add(var_88, var_101, adj_88, adj_101, adj_102);
    wp::adj_mul(var_99, var_100, adj_99, adj_100, adj_101);
    wp::adj_normalize(var_98, var_99, adj_98, adj_99);
    wp::adj_cross(var_93, var_97, adj_93, adj_97, adj_98);
    wp::adj_vec_t(var_94, var_95, var_96, adj_94, adj_95, adj_96, adj_97);
    wp::adj_vec_t(var_90, var_91, var_92, adj_90, adj_91, adj_92, adj_93);
    wp::adj_add(var_5, var_87, adj_5, adj_87, adj_88);
    wp::adj_mul(var_85, var_86, adj_85, adj_86, adj_87);
    wp::adj_normalize(var_84, var_85, adj_84, adj_85);
    wp::adj_cross(var_79, var_83, adj_79, adj_83, adj_84);
    wp::adj_vec_t(var_80, var_81, var_82, adj_80, adj_81, adj_82, adj_83);
    wp::adj_vec_t(var_76, var_77, var_78, adj_76, adj_77, adj_78, adj_79);
    // adj: v1 += wp.normalize(wp.cross(wp.vec3(-0.2, -0.99, 0.0), wp.vec3(1.53, 1.7, -0.747))) * 0.66  <L 17>
    // adj: for j6 in range(2, 7):                                                            <L 16>
    wp::adj_add(var_74, var_71, adj_67, adj_71, adj_73);
    wp::adj_mul(var_72, var_70, adj_69, adj_70, adj_71);
    wp::adj_address(var_31, var_68, adj_31, adj_68, adj_69);
    wp::adj_address(var_31, var_66, adj_31, adj_66, adj_67);
    wp::adj_mod(var_64, var_65, adj_64, adj_65, adj_66);
    wp::adj_add(var_63, var_0, adj_63, adj_0, adj_64);
    // adj: v5 = buf3[(4 + tid) % 6] + buf3[1] * 1.41                                         <L 15>
    wp::adj_array_store(var_31, var_58, var_62, adj_31, adj_58, adj_62);
    wp::adj_sub(var_60, var_61, adj_60, adj_61, adj_62);
    wp::adj_length_sq(var_5, adj_5, adj_61);
    wp::adj_mul(var_2, var_59, adj_2, adj_59, adj_60);
    wp::adj_array_store(var_31, var_53, var_57, adj_31, adj_53, adj_57);
    wp::adj_sub(var_55, var_56, adj_55, adj_56, adj_57);
    wp::adj_length_sq(var_5, adj_5, adj_56);
    wp::adj_mul(var_2, var_54, adj_2, adj_54, adj_55);
    wp::adj_array_store(var_31, var_48, var_52, adj_31, adj_48, adj_52);
    wp::adj_sub(var_50, var_51, adj_50, adj_51, adj_52);
    wp::adj_length_sq(var_5, adj_5, adj_51);
    wp::adj_mul(var_2, var_49, adj_2, adj_49, adj_50);
    wp::adj_array_store(var_31, var_43, var_47, adj_31, adj_43, adj_47);
    wp::adj_sub(var_45, var_46, adj_45, adj_46, adj_47);
    wp::adj_length_sq(var_5, adj_5, adj_46);
    wp::adj_mul(var_2, var_44, adj_2, adj_44, adj_45);
    wp::adj_array_store(var_31, var_38, var_42, adj_31, adj_38, adj_42);
    wp::adj_sub(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_length_sq(var_5, adj_5, adj_41);
    wp::adj_mul(var_2, var_39, adj_2, adj_39, adj_40);
    wp::adj_array_store(var_31, var_33, var_37, adj_31, adj_33, adj_37);
    wp::adj_sub(var_35, var_36, adj_35, adj_36, adj_37);
    wp::adj_length_sq(var_5, adj_5, adj_36);
    wp::adj_mul(var_2, var_34, adj_2, adj_34, adj_35);
    // adj: buf3[j4] = ((v0 * -2.0) - wp.length_sq(v1))                                       <L 14>
    // adj: for j4 in range(6):                                                               <L 13>
    // adj: buf3 = wp.zeros(shape=6, dtype=float)                                             <L 12>
    var_7 = wp::iter_reverse(var_7);
    start_for_0:;
        if (iter_cmp(var_7) == 0) goto end_for_0;
        var_8 = wp::iter_next(var_7);
    	adj_9 = {};
    	adj_10 = {};
    	adj_11 = {};
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
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
        // v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                      <L 10>
        var_10 = wp::add(var_0, var_9);
        var_11 = &(var_x0.shape);
        var_14 = wp::load(var_11);
        var_13 = wp::extract(var_14, var_12);
        var_15 = wp::mod(var_10, var_13);
        var_16 = wp::address(var_x0, var_15);
        var_18 = wp::load(var_16);
        var_17 = wp::cos(var_18);
        var_19 = wp::add(var_2, var_17);
        // v1 = v1 + wp.normalize((-0.7 * wp.vec3(-0.61, -1.78, 0.47))) * 0.34                <L 11>
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_25 = wp::mul(var_20, var_24);
        var_26 = wp::normalize(var_25);
        var_28 = wp::mul(var_26, var_27);
        var_29 = wp::add(var_5, var_28);
        wp::assign(var_2, var_19);
        wp::assign(var_5, var_29);
        wp::adj_assign(var_5, var_29, adj_5, adj_29);
        wp::adj_assign(var_2, var_19, adj_2, adj_19);
        wp::adj_add(var_5, var_28, adj_5, adj_28, adj_29);
        wp::adj_mul(var_26, var_27, adj_26, adj_27, adj_28);
        wp::adj_normalize(var_25, var_26, adj_25, adj_26);
        wp::adj_mul(var_20, var_24, adj_20, adj_24, adj_25);
        wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
        // adj: v1 = v1 + wp.normalize((-0.7 * wp.vec3(-0.61, -1.78, 0.47))) * 0.34           <L 11>
        wp::adj_add(var_2, var_17, adj_2, adj_17, adj_19);
        wp::adj_cos(var_18, adj_16, adj_17);
        wp::adj_address(var_x0, var_15, adj_x0, adj_15, adj_16);
        wp::adj_mod(var_10, var_13, adj_10, adj_13, adj_15);
        adj_x0.shape = adj_11;
        wp::adj_add(var_0, var_9, adj_0, adj_9, adj_10);
        // adj: v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                 <L 10>
    	goto start_for_0;
    end_for_0:;
    // adj: for j2 in range(n):                                                               <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct loop_000000_9a7252d2_cpu_block_payload_forward
{
    wp_args_loop_000000_9a7252d2* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000000_9a7252d2_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000000_9a7252d2_cpu_block_payload_forward* payload = (loop_000000_9a7252d2_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000000_9a7252d2_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void loop_000000_9a7252d2_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000000_9a7252d2 *_wp_args)
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
        loop_000000_9a7252d2_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000000_9a7252d2_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000000_9a7252d2_cpu_block_payload_backward
{
    wp_args_loop_000000_9a7252d2* args;
    wp_args_loop_000000_9a7252d2* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000000_9a7252d2_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000000_9a7252d2_cpu_block_payload_backward* payload = (loop_000000_9a7252d2_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000000_9a7252d2_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000000_9a7252d2_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000000_9a7252d2 *_wp_args,
    wp_args_loop_000000_9a7252d2 *_wp_adj_args)
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
        loop_000000_9a7252d2_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000000_9a7252d2_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

