// Generated for case launch_nd-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_launch_nd_000002_b156e1ac {
    wp::array_t<wp::vec_t<3, wp::float32>> body_displacements;
    wp::array_t<wp::float32> body_lengths;
    wp::array_t<wp::float32> body_phases;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::float32> body_residuals;
    wp::array_t<wp::vec_t<2, wp::float32>> body_uv_out;
};


void launch_nd_000002_b156e1ac_cpu_kernel_forward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000002_b156e1ac *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements = _wp_args->body_displacements;
    wp::array_t<wp::float32> var_body_lengths = _wp_args->body_lengths;
    wp::array_t<wp::float32> var_body_phases = _wp_args->body_phases;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_body_residuals = _wp_args->body_residuals;
    wp::array_t<wp::vec_t<2, wp::float32>> var_body_uv_out = _wp_args->body_uv_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    bool var_4;
    wp::shape_t* var_5;
    const wp::int32 var_6 = 0;
    wp::int32 var_7;
    wp::shape_t var_8;
    bool var_9;
    wp::shape_t* var_10;
    const wp::int32 var_11 = 1;
    wp::int32 var_12;
    wp::shape_t var_13;
    bool var_14;
    wp::shape_t* var_15;
    const wp::int32 var_16 = 2;
    wp::int32 var_17;
    wp::shape_t var_18;
    bool var_19;
    wp::shape_t* var_20;
    const wp::int32 var_21 = 3;
    wp::int32 var_22;
    wp::shape_t var_23;
    bool var_24;
    wp::vec_t<3, wp::float32>* var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32* var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32* var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 6;
    wp::tuple_t<wp::int32> var_35;
    wp::fixedarray_t<6, wp::float32> var_36;
    const wp::int32 var_37 = 6;
    const wp::int32 var_38 = 0;
    const wp::int32 var_39 = 3;
    wp::int32 var_40;
    wp::shape_t* var_41;
    const wp::int32 var_42 = 0;
    wp::int32 var_43;
    wp::shape_t var_44;
    wp::int32 var_45;
    const wp::int32 var_46 = 5;
    wp::int32 var_47;
    wp::shape_t* var_48;
    const wp::int32 var_49 = 2;
    wp::int32 var_50;
    wp::shape_t var_51;
    wp::int32 var_52;
    wp::float32* var_53;
    const wp::float32 var_54 = -1.0;
    const wp::float32 var_55 = 0.53;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 1;
    const wp::int32 var_59 = 3;
    wp::int32 var_60;
    wp::shape_t* var_61;
    const wp::int32 var_62 = 0;
    wp::int32 var_63;
    wp::shape_t var_64;
    wp::int32 var_65;
    const wp::int32 var_66 = 5;
    wp::int32 var_67;
    wp::shape_t* var_68;
    const wp::int32 var_69 = 2;
    wp::int32 var_70;
    wp::shape_t var_71;
    wp::int32 var_72;
    wp::float32* var_73;
    const wp::float32 var_74 = -1.0;
    const wp::float32 var_75 = 0.53;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::int32 var_78 = 2;
    const wp::int32 var_79 = 3;
    wp::int32 var_80;
    wp::shape_t* var_81;
    const wp::int32 var_82 = 0;
    wp::int32 var_83;
    wp::shape_t var_84;
    wp::int32 var_85;
    const wp::int32 var_86 = 5;
    wp::int32 var_87;
    wp::shape_t* var_88;
    const wp::int32 var_89 = 2;
    wp::int32 var_90;
    wp::shape_t var_91;
    wp::int32 var_92;
    wp::float32* var_93;
    const wp::float32 var_94 = -1.0;
    const wp::float32 var_95 = 0.53;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 3;
    const wp::int32 var_99 = 3;
    wp::int32 var_100;
    wp::shape_t* var_101;
    const wp::int32 var_102 = 0;
    wp::int32 var_103;
    wp::shape_t var_104;
    wp::int32 var_105;
    const wp::int32 var_106 = 5;
    wp::int32 var_107;
    wp::shape_t* var_108;
    const wp::int32 var_109 = 2;
    wp::int32 var_110;
    wp::shape_t var_111;
    wp::int32 var_112;
    wp::float32* var_113;
    const wp::float32 var_114 = -1.0;
    const wp::float32 var_115 = 0.53;
    wp::float32 var_116;
    wp::float32 var_117;
    const wp::int32 var_118 = 4;
    const wp::int32 var_119 = 3;
    wp::int32 var_120;
    wp::shape_t* var_121;
    const wp::int32 var_122 = 0;
    wp::int32 var_123;
    wp::shape_t var_124;
    wp::int32 var_125;
    const wp::int32 var_126 = 5;
    wp::int32 var_127;
    wp::shape_t* var_128;
    const wp::int32 var_129 = 2;
    wp::int32 var_130;
    wp::shape_t var_131;
    wp::int32 var_132;
    wp::float32* var_133;
    const wp::float32 var_134 = -1.0;
    const wp::float32 var_135 = 0.53;
    wp::float32 var_136;
    wp::float32 var_137;
    const wp::int32 var_138 = 5;
    const wp::int32 var_139 = 3;
    wp::int32 var_140;
    wp::shape_t* var_141;
    const wp::int32 var_142 = 0;
    wp::int32 var_143;
    wp::shape_t var_144;
    wp::int32 var_145;
    const wp::int32 var_146 = 5;
    wp::int32 var_147;
    wp::shape_t* var_148;
    const wp::int32 var_149 = 2;
    wp::int32 var_150;
    wp::shape_t var_151;
    wp::int32 var_152;
    wp::float32* var_153;
    const wp::float32 var_154 = -1.0;
    const wp::float32 var_155 = 0.53;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::int32 var_158;
    wp::float32* var_159;
    const wp::int32 var_160 = 5;
    wp::float32* var_161;
    const wp::float32 var_162 = 0.88;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    const wp::float32 var_170 = 0.8;
    wp::float32 var_171;
    wp::float32 var_172;
    const wp::float32 var_173 = -1.59;
    const wp::float32 var_174 = -0.6;
    wp::vec_t<2, wp::float32> var_175;
    wp::float32 var_176;
    wp::vec_t<2, wp::float32> var_177;
    wp::vec_t<2, wp::float32> var_178;
    //---------
    // forward
    // def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2]):       <L 5>
    // i, j, k, l = wp.tid()                                                                  <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // if i >= body_lengths.shape[0] or j >= body_lengths.shape[1] or k >= body_lengths.shape[2] or l >= body_lengths.shape[3]:       <L 7>
    var_5 = &(var_body_lengths.shape);
    var_8 = wp::load(var_5);
    var_7 = wp::extract(var_8, var_6);
    var_9 = (var_0 >= var_7);
    var_4 = var_9;
    if (!var_4) {
        var_10 = &(var_body_lengths.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = (var_1 >= var_12);
        var_4 = var_4 || var_14;
    }
    if (!var_4) {
        var_15 = &(var_body_lengths.shape);
        var_18 = wp::load(var_15);
        var_17 = wp::extract(var_18, var_16);
        var_19 = (var_2 >= var_17);
        var_4 = var_4 || var_19;
    }
    if (!var_4) {
        var_20 = &(var_body_lengths.shape);
        var_23 = wp::load(var_20);
        var_22 = wp::extract(var_23, var_21);
        var_24 = (var_3 >= var_22);
        var_4 = var_4 || var_24;
    }
    if (var_4) {
        // return                                                                             <L 8>
        return;
    }
    // v0 = body_displacements[i, j, k, l]                                                    <L 9>
    var_25 = wp::address(var_body_displacements, var_0, var_1, var_2, var_3);
    var_27 = wp::load(var_25);
    var_26 = wp::copy(var_27);
    // v1 = body_lengths[i, j, k, l]                                                          <L 10>
    var_28 = wp::address(var_body_lengths, var_0, var_1, var_2, var_3);
    var_30 = wp::load(var_28);
    var_29 = wp::copy(var_30);
    // v2 = body_phases[i, j, k, l]                                                           <L 11>
    var_31 = wp::address(var_body_phases, var_0, var_1, var_2, var_3);
    var_33 = wp::load(var_31);
    var_32 = wp::copy(var_33);
    // buf3 = wp.zeros(shape=(6,), dtype=float)                                               <L 12>
    var_35 = wp::tuple(var_34);
    var_36 = wp::fixedarray_t<6, wp::float32>(var_37);
    // for j4 in range(6):                                                                    <L 13>
    // buf3[j4] = wp.clamp(body_phases[(i + 3) % body_phases.shape[0], j, (k + 5) % body_phases.shape[2], l], -1.0, 0.53)       <L 14>
    var_40 = wp::add(var_0, var_39);
    var_41 = &(var_body_phases.shape);
    var_44 = wp::load(var_41);
    var_43 = wp::extract(var_44, var_42);
    var_45 = wp::mod(var_40, var_43);
    var_47 = wp::add(var_2, var_46);
    var_48 = &(var_body_phases.shape);
    var_51 = wp::load(var_48);
    var_50 = wp::extract(var_51, var_49);
    var_52 = wp::mod(var_47, var_50);
    var_53 = wp::address(var_body_phases, var_45, var_1, var_52, var_3);
    var_57 = wp::load(var_53);
    var_56 = wp::clamp(var_57, var_54, var_55);
    wp::array_store(var_36, var_38, var_56);
    var_60 = wp::add(var_0, var_59);
    var_61 = &(var_body_phases.shape);
    var_64 = wp::load(var_61);
    var_63 = wp::extract(var_64, var_62);
    var_65 = wp::mod(var_60, var_63);
    var_67 = wp::add(var_2, var_66);
    var_68 = &(var_body_phases.shape);
    var_71 = wp::load(var_68);
    var_70 = wp::extract(var_71, var_69);
    var_72 = wp::mod(var_67, var_70);
    var_73 = wp::address(var_body_phases, var_65, var_1, var_72, var_3);
    var_77 = wp::load(var_73);
    var_76 = wp::clamp(var_77, var_74, var_75);
    wp::array_store(var_36, var_58, var_76);
    var_80 = wp::add(var_0, var_79);
    var_81 = &(var_body_phases.shape);
    var_84 = wp::load(var_81);
    var_83 = wp::extract(var_84, var_82);
    var_85 = wp::mod(var_80, var_83);
    var_87 = wp::add(var_2, var_86);
    var_88 = &(var_body_phases.shape);
    var_91 = wp::load(var_88);
    var_90 = wp::extract(var_91, var_89);
    var_92 = wp::mod(var_87, var_90);
    var_93 = wp::address(var_body_phases, var_85, var_1, var_92, var_3);
    var_97 = wp::load(var_93);
    var_96 = wp::clamp(var_97, var_94, var_95);
    wp::array_store(var_36, var_78, var_96);
    var_100 = wp::add(var_0, var_99);
    var_101 = &(var_body_phases.shape);
    var_104 = wp::load(var_101);
    var_103 = wp::extract(var_104, var_102);
    var_105 = wp::mod(var_100, var_103);
    var_107 = wp::add(var_2, var_106);
    var_108 = &(var_body_phases.shape);
    var_111 = wp::load(var_108);
    var_110 = wp::extract(var_111, var_109);
    var_112 = wp::mod(var_107, var_110);
    var_113 = wp::address(var_body_phases, var_105, var_1, var_112, var_3);
    var_117 = wp::load(var_113);
    var_116 = wp::clamp(var_117, var_114, var_115);
    wp::array_store(var_36, var_98, var_116);
    var_120 = wp::add(var_0, var_119);
    var_121 = &(var_body_phases.shape);
    var_124 = wp::load(var_121);
    var_123 = wp::extract(var_124, var_122);
    var_125 = wp::mod(var_120, var_123);
    var_127 = wp::add(var_2, var_126);
    var_128 = &(var_body_phases.shape);
    var_131 = wp::load(var_128);
    var_130 = wp::extract(var_131, var_129);
    var_132 = wp::mod(var_127, var_130);
    var_133 = wp::address(var_body_phases, var_125, var_1, var_132, var_3);
    var_137 = wp::load(var_133);
    var_136 = wp::clamp(var_137, var_134, var_135);
    wp::array_store(var_36, var_118, var_136);
    var_140 = wp::add(var_0, var_139);
    var_141 = &(var_body_phases.shape);
    var_144 = wp::load(var_141);
    var_143 = wp::extract(var_144, var_142);
    var_145 = wp::mod(var_140, var_143);
    var_147 = wp::add(var_2, var_146);
    var_148 = &(var_body_phases.shape);
    var_151 = wp::load(var_148);
    var_150 = wp::extract(var_151, var_149);
    var_152 = wp::mod(var_147, var_150);
    var_153 = wp::address(var_body_phases, var_145, var_1, var_152, var_3);
    var_157 = wp::load(var_153);
    var_156 = wp::clamp(var_157, var_154, var_155);
    wp::array_store(var_36, var_138, var_156);
    // v5 = buf3[(l * l)] + buf3[5] * 0.88                                                    <L 15>
    var_158 = wp::mul(var_3, var_3);
    var_159 = wp::address(var_36, var_158);
    var_161 = wp::address(var_36, var_160);
    var_164 = wp::load(var_161);
    var_163 = wp::mul(var_164, var_162);
    var_166 = wp::load(var_159);
    var_165 = wp::add(var_166, var_163);
    // v6 = (v1 - v2)                                                                         <L 16>
    var_167 = wp::sub(var_29, var_32);
    // body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8                                   <L 17>
    var_168 = wp::add(var_32, var_165);
    var_169 = wp::add(var_168, var_167);
    var_171 = wp::mul(var_32, var_170);
    var_172 = wp::add(var_169, var_171);
    wp::array_store(var_body_residuals, var_0, var_1, var_2, var_3, var_172);
    // body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))                   <L 18>
    var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
    var_176 = wp::sin(var_167);
    var_177 = wp::vec_t<2, wp::float32>(var_176);
    var_178 = wp::add(var_175, var_177);
    wp::array_store(var_body_uv_out, var_0, var_1, var_2, var_3, var_178);
}



void launch_nd_000002_b156e1ac_cpu_kernel_backward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000002_b156e1ac *_wp_args,
    wp_args_launch_nd_000002_b156e1ac *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements = _wp_args->body_displacements;
    wp::array_t<wp::float32> var_body_lengths = _wp_args->body_lengths;
    wp::array_t<wp::float32> var_body_phases = _wp_args->body_phases;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_body_residuals = _wp_args->body_residuals;
    wp::array_t<wp::vec_t<2, wp::float32>> var_body_uv_out = _wp_args->body_uv_out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_body_displacements = _wp_adj_args->body_displacements;
    wp::array_t<wp::float32> adj_body_lengths = _wp_adj_args->body_lengths;
    wp::array_t<wp::float32> adj_body_phases = _wp_adj_args->body_phases;
    wp::array_t<wp::float32> adj_force_sums = _wp_adj_args->force_sums;
    wp::array_t<wp::float32> adj_body_residuals = _wp_adj_args->body_residuals;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_body_uv_out = _wp_adj_args->body_uv_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    bool var_4;
    wp::shape_t* var_5;
    const wp::int32 var_6 = 0;
    wp::int32 var_7;
    wp::shape_t var_8;
    bool var_9;
    wp::shape_t* var_10;
    const wp::int32 var_11 = 1;
    wp::int32 var_12;
    wp::shape_t var_13;
    bool var_14;
    wp::shape_t* var_15;
    const wp::int32 var_16 = 2;
    wp::int32 var_17;
    wp::shape_t var_18;
    bool var_19;
    wp::shape_t* var_20;
    const wp::int32 var_21 = 3;
    wp::int32 var_22;
    wp::shape_t var_23;
    bool var_24;
    wp::vec_t<3, wp::float32>* var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32* var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32* var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 6;
    wp::tuple_t<wp::int32> var_35;
    wp::fixedarray_t<6, wp::float32> var_36;
    const wp::int32 var_37 = 6;
    const wp::int32 var_38 = 0;
    const wp::int32 var_39 = 3;
    wp::int32 var_40;
    wp::shape_t* var_41;
    const wp::int32 var_42 = 0;
    wp::int32 var_43;
    wp::shape_t var_44;
    wp::int32 var_45;
    const wp::int32 var_46 = 5;
    wp::int32 var_47;
    wp::shape_t* var_48;
    const wp::int32 var_49 = 2;
    wp::int32 var_50;
    wp::shape_t var_51;
    wp::int32 var_52;
    wp::float32* var_53;
    const wp::float32 var_54 = -1.0;
    const wp::float32 var_55 = 0.53;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 1;
    const wp::int32 var_59 = 3;
    wp::int32 var_60;
    wp::shape_t* var_61;
    const wp::int32 var_62 = 0;
    wp::int32 var_63;
    wp::shape_t var_64;
    wp::int32 var_65;
    const wp::int32 var_66 = 5;
    wp::int32 var_67;
    wp::shape_t* var_68;
    const wp::int32 var_69 = 2;
    wp::int32 var_70;
    wp::shape_t var_71;
    wp::int32 var_72;
    wp::float32* var_73;
    const wp::float32 var_74 = -1.0;
    const wp::float32 var_75 = 0.53;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::int32 var_78 = 2;
    const wp::int32 var_79 = 3;
    wp::int32 var_80;
    wp::shape_t* var_81;
    const wp::int32 var_82 = 0;
    wp::int32 var_83;
    wp::shape_t var_84;
    wp::int32 var_85;
    const wp::int32 var_86 = 5;
    wp::int32 var_87;
    wp::shape_t* var_88;
    const wp::int32 var_89 = 2;
    wp::int32 var_90;
    wp::shape_t var_91;
    wp::int32 var_92;
    wp::float32* var_93;
    const wp::float32 var_94 = -1.0;
    const wp::float32 var_95 = 0.53;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 3;
    const wp::int32 var_99 = 3;
    wp::int32 var_100;
    wp::shape_t* var_101;
    const wp::int32 var_102 = 0;
    wp::int32 var_103;
    wp::shape_t var_104;
    wp::int32 var_105;
    const wp::int32 var_106 = 5;
    wp::int32 var_107;
    wp::shape_t* var_108;
    const wp::int32 var_109 = 2;
    wp::int32 var_110;
    wp::shape_t var_111;
    wp::int32 var_112;
    wp::float32* var_113;
    const wp::float32 var_114 = -1.0;
    const wp::float32 var_115 = 0.53;
    wp::float32 var_116;
    wp::float32 var_117;
    const wp::int32 var_118 = 4;
    const wp::int32 var_119 = 3;
    wp::int32 var_120;
    wp::shape_t* var_121;
    const wp::int32 var_122 = 0;
    wp::int32 var_123;
    wp::shape_t var_124;
    wp::int32 var_125;
    const wp::int32 var_126 = 5;
    wp::int32 var_127;
    wp::shape_t* var_128;
    const wp::int32 var_129 = 2;
    wp::int32 var_130;
    wp::shape_t var_131;
    wp::int32 var_132;
    wp::float32* var_133;
    const wp::float32 var_134 = -1.0;
    const wp::float32 var_135 = 0.53;
    wp::float32 var_136;
    wp::float32 var_137;
    const wp::int32 var_138 = 5;
    const wp::int32 var_139 = 3;
    wp::int32 var_140;
    wp::shape_t* var_141;
    const wp::int32 var_142 = 0;
    wp::int32 var_143;
    wp::shape_t var_144;
    wp::int32 var_145;
    const wp::int32 var_146 = 5;
    wp::int32 var_147;
    wp::shape_t* var_148;
    const wp::int32 var_149 = 2;
    wp::int32 var_150;
    wp::shape_t var_151;
    wp::int32 var_152;
    wp::float32* var_153;
    const wp::float32 var_154 = -1.0;
    const wp::float32 var_155 = 0.53;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::int32 var_158;
    wp::float32* var_159;
    const wp::int32 var_160 = 5;
    wp::float32* var_161;
    const wp::float32 var_162 = 0.88;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    const wp::float32 var_170 = 0.8;
    wp::float32 var_171;
    wp::float32 var_172;
    const wp::float32 var_173 = -1.59;
    const wp::float32 var_174 = -0.6;
    wp::vec_t<2, wp::float32> var_175;
    wp::float32 var_176;
    wp::vec_t<2, wp::float32> var_177;
    wp::vec_t<2, wp::float32> var_178;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    bool adj_4 = {};
    wp::shape_t adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::shape_t adj_8 = {};
    bool adj_9 = {};
    wp::shape_t adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::shape_t adj_13 = {};
    bool adj_14 = {};
    wp::shape_t adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::shape_t adj_18 = {};
    bool adj_19 = {};
    wp::shape_t adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::shape_t adj_23 = {};
    bool adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::tuple_t<wp::int32> adj_35 = {};
    wp::fixedarray_t<6, wp::float32> adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::int32 adj_40 = {};
    wp::shape_t adj_41 = {};
    wp::int32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::shape_t adj_44 = {};
    wp::int32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::shape_t adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::shape_t adj_51 = {};
    wp::int32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::shape_t adj_61 = {};
    wp::int32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::shape_t adj_64 = {};
    wp::int32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::int32 adj_67 = {};
    wp::shape_t adj_68 = {};
    wp::int32 adj_69 = {};
    wp::int32 adj_70 = {};
    wp::shape_t adj_71 = {};
    wp::int32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::int32 adj_78 = {};
    wp::int32 adj_79 = {};
    wp::int32 adj_80 = {};
    wp::shape_t adj_81 = {};
    wp::int32 adj_82 = {};
    wp::int32 adj_83 = {};
    wp::shape_t adj_84 = {};
    wp::int32 adj_85 = {};
    wp::int32 adj_86 = {};
    wp::int32 adj_87 = {};
    wp::shape_t adj_88 = {};
    wp::int32 adj_89 = {};
    wp::int32 adj_90 = {};
    wp::shape_t adj_91 = {};
    wp::int32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::int32 adj_98 = {};
    wp::int32 adj_99 = {};
    wp::int32 adj_100 = {};
    wp::shape_t adj_101 = {};
    wp::int32 adj_102 = {};
    wp::int32 adj_103 = {};
    wp::shape_t adj_104 = {};
    wp::int32 adj_105 = {};
    wp::int32 adj_106 = {};
    wp::int32 adj_107 = {};
    wp::shape_t adj_108 = {};
    wp::int32 adj_109 = {};
    wp::int32 adj_110 = {};
    wp::shape_t adj_111 = {};
    wp::int32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::int32 adj_118 = {};
    wp::int32 adj_119 = {};
    wp::int32 adj_120 = {};
    wp::shape_t adj_121 = {};
    wp::int32 adj_122 = {};
    wp::int32 adj_123 = {};
    wp::shape_t adj_124 = {};
    wp::int32 adj_125 = {};
    wp::int32 adj_126 = {};
    wp::int32 adj_127 = {};
    wp::shape_t adj_128 = {};
    wp::int32 adj_129 = {};
    wp::int32 adj_130 = {};
    wp::shape_t adj_131 = {};
    wp::int32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::int32 adj_138 = {};
    wp::int32 adj_139 = {};
    wp::int32 adj_140 = {};
    wp::shape_t adj_141 = {};
    wp::int32 adj_142 = {};
    wp::int32 adj_143 = {};
    wp::shape_t adj_144 = {};
    wp::int32 adj_145 = {};
    wp::int32 adj_146 = {};
    wp::int32 adj_147 = {};
    wp::shape_t adj_148 = {};
    wp::int32 adj_149 = {};
    wp::int32 adj_150 = {};
    wp::shape_t adj_151 = {};
    wp::int32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::int32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::int32 adj_160 = {};
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
    wp::vec_t<2, wp::float32> adj_175 = {};
    wp::float32 adj_176 = {};
    wp::vec_t<2, wp::float32> adj_177 = {};
    wp::vec_t<2, wp::float32> adj_178 = {};
    //---------
    // forward
    // def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2]):       <L 5>
    // i, j, k, l = wp.tid()                                                                  <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // if i >= body_lengths.shape[0] or j >= body_lengths.shape[1] or k >= body_lengths.shape[2] or l >= body_lengths.shape[3]:       <L 7>
    var_5 = &(var_body_lengths.shape);
    var_8 = wp::load(var_5);
    var_7 = wp::extract(var_8, var_6);
    var_9 = (var_0 >= var_7);
    var_4 = var_9;
    if (!var_4) {
        var_10 = &(var_body_lengths.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = (var_1 >= var_12);
        var_4 = var_4 || var_14;
    }
    if (!var_4) {
        var_15 = &(var_body_lengths.shape);
        var_18 = wp::load(var_15);
        var_17 = wp::extract(var_18, var_16);
        var_19 = (var_2 >= var_17);
        var_4 = var_4 || var_19;
    }
    if (!var_4) {
        var_20 = &(var_body_lengths.shape);
        var_23 = wp::load(var_20);
        var_22 = wp::extract(var_23, var_21);
        var_24 = (var_3 >= var_22);
        var_4 = var_4 || var_24;
    }
    if (var_4) {
        // return                                                                             <L 8>
        goto label0;
    }
    // v0 = body_displacements[i, j, k, l]                                                    <L 9>
    var_25 = wp::address(var_body_displacements, var_0, var_1, var_2, var_3);
    var_27 = wp::load(var_25);
    var_26 = wp::copy(var_27);
    // v1 = body_lengths[i, j, k, l]                                                          <L 10>
    var_28 = wp::address(var_body_lengths, var_0, var_1, var_2, var_3);
    var_30 = wp::load(var_28);
    var_29 = wp::copy(var_30);
    // v2 = body_phases[i, j, k, l]                                                           <L 11>
    var_31 = wp::address(var_body_phases, var_0, var_1, var_2, var_3);
    var_33 = wp::load(var_31);
    var_32 = wp::copy(var_33);
    // buf3 = wp.zeros(shape=(6,), dtype=float)                                               <L 12>
    var_35 = wp::tuple(var_34);
    var_36 = wp::fixedarray_t<6, wp::float32>(var_37);
    // for j4 in range(6):                                                                    <L 13>
    // buf3[j4] = wp.clamp(body_phases[(i + 3) % body_phases.shape[0], j, (k + 5) % body_phases.shape[2], l], -1.0, 0.53)       <L 14>
    var_40 = wp::add(var_0, var_39);
    var_41 = &(var_body_phases.shape);
    var_44 = wp::load(var_41);
    var_43 = wp::extract(var_44, var_42);
    var_45 = wp::mod(var_40, var_43);
    var_47 = wp::add(var_2, var_46);
    var_48 = &(var_body_phases.shape);
    var_51 = wp::load(var_48);
    var_50 = wp::extract(var_51, var_49);
    var_52 = wp::mod(var_47, var_50);
    var_53 = wp::address(var_body_phases, var_45, var_1, var_52, var_3);
    var_57 = wp::load(var_53);
    var_56 = wp::clamp(var_57, var_54, var_55);
    // wp::array_store(var_36, var_38, var_56);
    var_60 = wp::add(var_0, var_59);
    var_61 = &(var_body_phases.shape);
    var_64 = wp::load(var_61);
    var_63 = wp::extract(var_64, var_62);
    var_65 = wp::mod(var_60, var_63);
    var_67 = wp::add(var_2, var_66);
    var_68 = &(var_body_phases.shape);
    var_71 = wp::load(var_68);
    var_70 = wp::extract(var_71, var_69);
    var_72 = wp::mod(var_67, var_70);
    var_73 = wp::address(var_body_phases, var_65, var_1, var_72, var_3);
    var_77 = wp::load(var_73);
    var_76 = wp::clamp(var_77, var_74, var_75);
    // wp::array_store(var_36, var_58, var_76);
    var_80 = wp::add(var_0, var_79);
    var_81 = &(var_body_phases.shape);
    var_84 = wp::load(var_81);
    var_83 = wp::extract(var_84, var_82);
    var_85 = wp::mod(var_80, var_83);
    var_87 = wp::add(var_2, var_86);
    var_88 = &(var_body_phases.shape);
    var_91 = wp::load(var_88);
    var_90 = wp::extract(var_91, var_89);
    var_92 = wp::mod(var_87, var_90);
    var_93 = wp::address(var_body_phases, var_85, var_1, var_92, var_3);
    var_97 = wp::load(var_93);
    var_96 = wp::clamp(var_97, var_94, var_95);
    // wp::array_store(var_36, var_78, var_96);
    var_100 = wp::add(var_0, var_99);
    var_101 = &(var_body_phases.shape);
    var_104 = wp::load(var_101);
    var_103 = wp::extract(var_104, var_102);
    var_105 = wp::mod(var_100, var_103);
    var_107 = wp::add(var_2, var_106);
    var_108 = &(var_body_phases.shape);
    var_111 = wp::load(var_108);
    var_110 = wp::extract(var_111, var_109);
    var_112 = wp::mod(var_107, var_110);
    var_113 = wp::address(var_body_phases, var_105, var_1, var_112, var_3);
    var_117 = wp::load(var_113);
    var_116 = wp::clamp(var_117, var_114, var_115);
    // wp::array_store(var_36, var_98, var_116);
    var_120 = wp::add(var_0, var_119);
    var_121 = &(var_body_phases.shape);
    var_124 = wp::load(var_121);
    var_123 = wp::extract(var_124, var_122);
    var_125 = wp::mod(var_120, var_123);
    var_127 = wp::add(var_2, var_126);
    var_128 = &(var_body_phases.shape);
    var_131 = wp::load(var_128);
    var_130 = wp::extract(var_131, var_129);
    var_132 = wp::mod(var_127, var_130);
    var_133 = wp::address(var_body_phases, var_125, var_1, var_132, var_3);
    var_137 = wp::load(var_133);
    var_136 = wp::clamp(var_137, var_134, var_135);
    // wp::array_store(var_36, var_118, var_136);
    var_140 = wp::add(var_0, var_139);
    var_141 = &(var_body_phases.shape);
    var_144 = wp::load(var_141);
    var_143 = wp::extract(var_144, var_142);
    var_145 = wp::mod(var_140, var_143);
    var_147 = wp::add(var_2, var_146);
    var_148 = &(var_body_phases.shape);
    var_151 = wp::load(var_148);
    var_150 = wp::extract(var_151, var_149);
    var_152 = wp::mod(var_147, var_150);
    var_153 = wp::address(var_body_phases, var_145, var_1, var_152, var_3);
    var_157 = wp::load(var_153);
    var_156 = wp::clamp(var_157, var_154, var_155);
    // wp::array_store(var_36, var_138, var_156);
    // v5 = buf3[(l * l)] + buf3[5] * 0.88                                                    <L 15>
    var_158 = wp::mul(var_3, var_3);
    var_159 = wp::address(var_36, var_158);
    var_161 = wp::address(var_36, var_160);
    var_164 = wp::load(var_161);
    var_163 = wp::mul(var_164, var_162);
    var_166 = wp::load(var_159);
    var_165 = wp::add(var_166, var_163);
    // v6 = (v1 - v2)                                                                         <L 16>
    var_167 = wp::sub(var_29, var_32);
    // body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8                                   <L 17>
    var_168 = wp::add(var_32, var_165);
    var_169 = wp::add(var_168, var_167);
    var_171 = wp::mul(var_32, var_170);
    var_172 = wp::add(var_169, var_171);
    // wp::array_store(var_body_residuals, var_0, var_1, var_2, var_3, var_172);
    // body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))                   <L 18>
    var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
    var_176 = wp::sin(var_167);
    var_177 = wp::vec_t<2, wp::float32>(var_176);
    var_178 = wp::add(var_175, var_177);
    // wp::array_store(var_body_uv_out, var_0, var_1, var_2, var_3, var_178);
    //---------
    // reverse
    wp::adj_array_store(var_body_uv_out, var_0, var_1, var_2, var_3, var_178, adj_body_uv_out, adj_0, adj_1, adj_2, adj_3, adj_178);
    wp::adj_add(var_175, var_177, adj_175, adj_177, adj_178);
    wp::adj_vec_t(var_176, adj_176, adj_177);
    wp::adj_sin(var_167, adj_167, adj_176);
    wp::adj_vec_t(var_173, var_174, adj_173, adj_174, adj_175);
    // adj: body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))              <L 18>
    wp::adj_array_store(var_body_residuals, var_0, var_1, var_2, var_3, var_172, adj_body_residuals, adj_0, adj_1, adj_2, adj_3, adj_172);
    wp::adj_add(var_169, var_171, adj_169, adj_171, adj_172);
    wp::adj_mul(var_32, var_170, adj_32, adj_170, adj_171);
    wp::adj_add(var_168, var_167, adj_168, adj_167, adj_169);
    wp::adj_add(var_32, var_165, adj_32, adj_165, adj_168);
    // adj: body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8                              <L 17>
    wp::adj_sub(var_29, var_32, adj_29, adj_32, adj_167);
    // adj: v6 = (v1 - v2)                                                                    <L 16>
    wp::adj_add(var_166, var_163, adj_159, adj_163, adj_165);
    wp::adj_mul(var_164, var_162, adj_161, adj_162, adj_163);
    wp::adj_address(var_36, var_160, adj_36, adj_160, adj_161);
    wp::adj_address(var_36, var_158, adj_36, adj_158, adj_159);
    wp::adj_mul(var_3, var_3, adj_3, adj_3, adj_158);
    // adj: v5 = buf3[(l * l)] + buf3[5] * 0.88                                               <L 15>
    wp::adj_array_store(var_36, var_138, var_156, adj_36, adj_138, adj_156);
    wp::adj_clamp(var_157, var_154, var_155, adj_153, adj_154, adj_155, adj_156);
    wp::adj_address(var_body_phases, var_145, var_1, var_152, var_3, adj_body_phases, adj_145, adj_1, adj_152, adj_3, adj_153);
    wp::adj_mod(var_147, var_150, adj_147, adj_150, adj_152);
    adj_body_phases.shape = adj_148;
    wp::adj_add(var_2, var_146, adj_2, adj_146, adj_147);
    wp::adj_mod(var_140, var_143, adj_140, adj_143, adj_145);
    adj_body_phases.shape = adj_141;
    wp::adj_add(var_0, var_139, adj_0, adj_139, adj_140);
    wp::adj_array_store(var_36, var_118, var_136, adj_36, adj_118, adj_136);
    wp::adj_clamp(var_137, var_134, var_135, adj_133, adj_134, adj_135, adj_136);
    wp::adj_address(var_body_phases, var_125, var_1, var_132, var_3, adj_body_phases, adj_125, adj_1, adj_132, adj_3, adj_133);
    wp::adj_mod(var_127, var_130, adj_127, adj_130, adj_132);
    adj_body_phases.shape = adj_128;
    wp::adj_add(var_2, var_126, adj_2, adj_126, adj_127);
    wp::adj_mod(var_120, var_123, adj_120, adj_123, adj_125);
    adj_body_phases.shape = adj_121;
    wp::adj_add(var_0, var_119, adj_0, adj_119, adj_120);
    wp::adj_array_store(var_36, var_98, var_116, adj_36, adj_98, adj_116);
    wp::adj_clamp(var_117, var_114, var_115, adj_113, adj_114, adj_115, adj_116);
    wp::adj_address(var_body_phases, var_105, var_1, var_112, var_3, adj_body_phases, adj_105, adj_1, adj_112, adj_3, adj_113);
    wp::adj_mod(var_107, var_110, adj_107, adj_110, adj_112);
    adj_body_phases.shape = adj_108;
    wp::adj_add(var_2, var_106, adj_2, adj_106, adj_107);
    wp::adj_mod(var_100, var_103, adj_100, adj_103, adj_105);
    adj_body_phases.shape = adj_101;
    wp::adj_add(var_0, var_99, adj_0, adj_99, adj_100);
    wp::adj_array_store(var_36, var_78, var_96, adj_36, adj_78, adj_96);
    wp::adj_clamp(var_97, var_94, var_95, adj_93, adj_94, adj_95, adj_96);
    wp::adj_address(var_body_phases, var_85, var_1, var_92, var_3, adj_body_phases, adj_85, adj_1, adj_92, adj_3, adj_93);
    wp::adj_mod(var_87, var_90, adj_87, adj_90, adj_92);
    adj_body_phases.shape = adj_88;
    wp::adj_add(var_2, var_86, adj_2, adj_86, adj_87);
    wp::adj_mod(var_80, var_83, adj_80, adj_83, adj_85);
    adj_body_phases.shape = adj_81;
    wp::adj_add(var_0, var_79, adj_0, adj_79, adj_80);
    wp::adj_array_store(var_36, var_58, var_76, adj_36, adj_58, adj_76);
    wp::adj_clamp(var_77, var_74, var_75, adj_73, adj_74, adj_75, adj_76);
    wp::adj_address(var_body_phases, var_65, var_1, var_72, var_3, adj_body_phases, adj_65, adj_1, adj_72, adj_3, adj_73);
    wp::adj_mod(var_67, var_70, adj_67, adj_70, adj_72);
    adj_body_phases.shape = adj_68;
    wp::adj_add(var_2, var_66, adj_2, adj_66, adj_67);
    wp::adj_mod(var_60, var_63, adj_60, adj_63, adj_65);
    adj_body_phases.shape = adj_61;
    wp::adj_add(var_0, var_59, adj_0, adj_59, adj_60);
    wp::adj_array_store(var_36, var_38, var_56, adj_36, adj_38, adj_56);
    wp::adj_clamp(var_57, var_54, var_55, adj_53, adj_54, adj_55, adj_56);
    wp::adj_address(var_body_phases, var_45, var_1, var_52, var_3, adj_body_phases, adj_45, adj_1, adj_52, adj_3, adj_53);
    wp::adj_mod(var_47, var_50, adj_47, adj_50, adj_52);
    adj_body_phases.shape = adj_48;
    wp::adj_add(var_2, var_46, adj_2, adj_46, adj_47);
    wp::adj_mod(var_40, var_43, adj_40, adj_43, adj_45);
    adj_body_phases.shape = adj_41;
    wp::adj_add(var_0, var_39, adj_0, adj_39, adj_40);
    // adj: buf3[j4] = wp.clamp(body_phases[(i + 3) % body_phases.shape[0], j, (k + 5) % body_phases.shape[2], l], -1.0, 0.53)  <L 14>
    // adj: for j4 in range(6):                                                               <L 13>
    // adj: buf3 = wp.zeros(shape=(6,), dtype=float)                                          <L 12>
    wp::adj_copy(var_33, adj_31, adj_32);
    wp::adj_address(var_body_phases, var_0, var_1, var_2, var_3, adj_body_phases, adj_0, adj_1, adj_2, adj_3, adj_31);
    // adj: v2 = body_phases[i, j, k, l]                                                      <L 11>
    wp::adj_copy(var_30, adj_28, adj_29);
    wp::adj_address(var_body_lengths, var_0, var_1, var_2, var_3, adj_body_lengths, adj_0, adj_1, adj_2, adj_3, adj_28);
    // adj: v1 = body_lengths[i, j, k, l]                                                     <L 10>
    wp::adj_copy(var_27, adj_25, adj_26);
    wp::adj_address(var_body_displacements, var_0, var_1, var_2, var_3, adj_body_displacements, adj_0, adj_1, adj_2, adj_3, adj_25);
    // adj: v0 = body_displacements[i, j, k, l]                                               <L 9>
    if (var_4) {
        label0:;
        // adj: return                                                                        <L 8>
    }
    if (!var_4) {
        adj_body_lengths.shape = adj_20;
    }
    if (!var_4) {
        adj_body_lengths.shape = adj_15;
    }
    if (!var_4) {
        adj_body_lengths.shape = adj_10;
    }
    adj_body_lengths.shape = adj_5;
    // adj: if i >= body_lengths.shape[0] or j >= body_lengths.shape[1] or k >= body_lengths.shape[2] or l >= body_lengths.shape[3]:  <L 7>
    // adj: i, j, k, l = wp.tid()                                                             <L 6>
    // adj: def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2]):  <L 5>
    return;
}



struct launch_nd_000002_b156e1ac_cpu_block_payload_forward
{
    wp_args_launch_nd_000002_b156e1ac* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000002_b156e1ac_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000002_b156e1ac_cpu_block_payload_forward* payload = (launch_nd_000002_b156e1ac_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000002_b156e1ac_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void launch_nd_000002_b156e1ac_cpu_forward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000002_b156e1ac *_wp_args)
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
        launch_nd_000002_b156e1ac_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000002_b156e1ac_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000002_b156e1ac_cpu_block_payload_backward
{
    wp_args_launch_nd_000002_b156e1ac* args;
    wp_args_launch_nd_000002_b156e1ac* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000002_b156e1ac_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000002_b156e1ac_cpu_block_payload_backward* payload = (launch_nd_000002_b156e1ac_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000002_b156e1ac_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000002_b156e1ac_cpu_backward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000002_b156e1ac *_wp_args,
    wp_args_launch_nd_000002_b156e1ac *_wp_adj_args)
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
        launch_nd_000002_b156e1ac_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000002_b156e1ac_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

