// Generated for case control-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_control_000001_9201bc4e {
    wp::array_t<wp::float32> shape_radii;
    wp::int32 n;
    wp::array_t<wp::float32> shape_distances;
    wp::int32 num_shapes;
};


void control_000001_9201bc4e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000001_9201bc4e *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_radii = _wp_args->shape_radii;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_shape_distances = _wp_args->shape_distances;
    wp::int32 var_num_shapes = _wp_args->num_shapes;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = -1.45;
    const wp::float32 var_6 = -0.8;
    const wp::float32 var_7 = 0.8;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::int32 var_11 = 2;
    wp::int32 var_12;
    wp::shape_t* var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    wp::shape_t var_16;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::int32 var_24;
    bool var_25;
    const wp::int32 var_26 = 3;
    bool var_27;
    bool var_28;
    bool var_29;
    bool var_30;
    const wp::int32 var_31 = 1;
    wp::int32 var_32;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    const wp::float32 var_35 = 1.67;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::range_t var_40;
    wp::range_t var_41;
    wp::int32 var_42;
    const wp::float32 var_43 = 0.5;
    wp::float32 var_44;
    const wp::float32 var_45 = -0.175;
    wp::float32 var_46;
    wp::float32 var_47;
    bool var_48;
    bool var_49;
    bool var_50;
    wp::float32 var_51;
    bool var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    const wp::int32 var_55 = 2;
    wp::int32 var_56;
    wp::shape_t* var_57;
    const wp::int32 var_58 = 0;
    wp::int32 var_59;
    wp::shape_t var_60;
    wp::int32 var_61;
    wp::float32* var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::int32 var_67 = 0;
    wp::int32 var_68;
    bool var_69;
    const wp::int32 var_70 = 3;
    bool var_71;
    bool var_72;
    bool var_73;
    bool var_74;
    const wp::int32 var_75 = 1;
    wp::int32 var_76;
    const wp::float32 var_77 = 0.5;
    wp::float32 var_78;
    const wp::float32 var_79 = 1.67;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::range_t var_84;
    wp::range_t var_85;
    wp::int32 var_86;
    const wp::float32 var_87 = 0.5;
    wp::float32 var_88;
    const wp::float32 var_89 = -0.175;
    wp::float32 var_90;
    wp::float32 var_91;
    bool var_92;
    bool var_93;
    bool var_94;
    wp::float32 var_95;
    bool var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 0;
    wp::int32 var_99;
    bool var_100;
    const wp::int32 var_101 = 5;
    bool var_102;
    bool var_103;
    const wp::int32 var_104 = 1;
    wp::int32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    bool var_109;
    wp::float32 var_110;
    const wp::float32 var_111 = 0.6;
    const wp::float32 var_112 = 1.81;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::int32 var_115 = 0;
    const wp::float32 var_116 = 1.8;
    const wp::float32 var_117 = -1.82;
    const wp::float32 var_118 = 0.45;
    wp::float32 var_119;
    const wp::float32 var_120 = 1.817;
    const wp::float32 var_121 = 1.9;
    const wp::float32 var_122 = -1.8;
    wp::vec_t<3, wp::float32> var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::int32 var_128 = 1;
    const wp::float32 var_129 = 1.8;
    const wp::float32 var_130 = -1.82;
    const wp::float32 var_131 = 0.45;
    wp::float32 var_132;
    const wp::float32 var_133 = 1.817;
    const wp::float32 var_134 = 1.9;
    const wp::float32 var_135 = -1.8;
    wp::vec_t<3, wp::float32> var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::int32 var_141 = 2;
    const wp::float32 var_142 = 1.8;
    const wp::float32 var_143 = -1.82;
    const wp::float32 var_144 = 0.45;
    wp::float32 var_145;
    const wp::float32 var_146 = 1.817;
    const wp::float32 var_147 = 1.9;
    const wp::float32 var_148 = -1.8;
    wp::vec_t<3, wp::float32> var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::int32 var_154 = 3;
    const wp::float32 var_155 = 1.8;
    const wp::float32 var_156 = -1.82;
    const wp::float32 var_157 = 0.45;
    wp::float32 var_158;
    const wp::float32 var_159 = 1.817;
    const wp::float32 var_160 = 1.9;
    const wp::float32 var_161 = -1.8;
    wp::vec_t<3, wp::float32> var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    const wp::float32 var_167 = -1.0;
    const wp::float32 var_168 = 1.0;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    const wp::float32 var_173 = 1.41;
    wp::float32 var_174;
    wp::float32 var_175;
    //---------
    // forward
    // def control_000001(shape_radii: wp.array[float], n: int, shape_distances: wp.array[float], num_shapes: int):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= num_shapes:                                                                  <L 8>
    var_1 = (var_0 >= var_num_shapes);
    if (var_1) {
        // return  # out of bounds                                                            <L 9>
        return;
    }
    // v0 = shape_radii[tid]                                                                  <L 10>
    var_2 = wp::address(var_shape_radii, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))                                             <L 11>
    var_8 = wp::clamp(var_5, var_6, var_7);
    var_9 = wp::erfinv(var_8);
    // for j2 in range(2):                                                                    <L 12>
    // v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])                        <L 13>
    var_12 = wp::add(var_0, var_11);
    var_13 = &(var_shape_radii.shape);
    var_16 = wp::load(var_13);
    var_15 = wp::extract(var_16, var_14);
    var_17 = wp::mod(var_12, var_15);
    var_18 = wp::address(var_shape_radii, var_17);
    var_20 = wp::load(var_18);
    var_19 = wp::cos(var_20);
    var_21 = wp::add(var_9, var_19);
    // v3 = v0                                                                                <L 14>
    var_22 = wp::copy(var_3);
    // w4 = int(0)                                                                            <L 15>
    var_24 = wp::int(var_23);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 16>
    start_while_1:;
    var_27 = (var_24 < var_26);
    var_25 = var_27;
    if (var_25) {
        var_29 = (var_22 < var_3);
        var_28 = var_29;
        if (!var_28) {
            var_30 = (var_21 > var_22);
            var_28 = var_28 || var_30;
        }
        var_25 = var_25 && var_28;
    }
    if ((var_25) == false) goto end_while_1;
        // w4 = w4 + 1                                                                        <L 17>
        var_32 = wp::add(var_24, var_31);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 18>
        var_34 = wp::mul(var_3, var_33);
        var_36 = wp::sin(var_35);
        var_37 = wp::add(var_36, var_22);
        var_38 = wp::tanh(var_37);
        var_39 = wp::add(var_34, var_38);
        // for j5 in reversed(range(n)):                                                      <L 19>
        var_40 = wp::range(var_n);
        var_41 = wp::iter_reverse(var_40);
        start_for_3:;
            if (iter_cmp(var_41) == 0) goto end_for_3;
            var_42 = wp::iter_next(var_41);
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 20>
            var_44 = wp::mul(var_22, var_43);
            var_46 = wp::tanh(var_45);
            var_47 = wp::add(var_44, var_46);
            // if (v3 < v1) and (v0 > v3):                                                    <L 21>
            var_49 = (var_47 < var_21);
            var_48 = var_49;
            if (var_48) {
                var_50 = (var_39 > var_47);
                var_48 = var_48 && var_50;
            }
            if (var_48) {
                // continue                                                                   <L 22>
                wp::assign(var_22, var_47);
                goto start_for_3;
            }
            var_51 = wp::where(var_48, var_22, var_47);
            // if v3 <= v0:                                                                   <L 23>
            var_52 = (var_51 <= var_39);
            if (var_52) {
                // continue                                                                   <L 24>
                wp::assign(var_22, var_51);
                goto start_for_3;
            }
            var_53 = wp::where(var_52, var_22, var_51);
            wp::assign(var_22, var_53);
            goto start_for_3;
        end_for_3:;
        wp::assign(var_3, var_39);
        wp::assign(var_24, var_32);
    goto start_while_1;
    end_while_1:;
    // v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])                        <L 13>
    var_56 = wp::add(var_0, var_55);
    var_57 = &(var_shape_radii.shape);
    var_60 = wp::load(var_57);
    var_59 = wp::extract(var_60, var_58);
    var_61 = wp::mod(var_56, var_59);
    var_62 = wp::address(var_shape_radii, var_61);
    var_64 = wp::load(var_62);
    var_63 = wp::cos(var_64);
    var_65 = wp::add(var_21, var_63);
    // v3 = v0                                                                                <L 14>
    var_66 = wp::copy(var_3);
    // w4 = int(0)                                                                            <L 15>
    var_68 = wp::int(var_67);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 16>
    start_while_5:;
    var_71 = (var_68 < var_70);
    var_69 = var_71;
    if (var_69) {
        var_73 = (var_66 < var_3);
        var_72 = var_73;
        if (!var_72) {
            var_74 = (var_65 > var_66);
            var_72 = var_72 || var_74;
        }
        var_69 = var_69 && var_72;
    }
    if ((var_69) == false) goto end_while_5;
        // w4 = w4 + 1                                                                        <L 17>
        var_76 = wp::add(var_68, var_75);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 18>
        var_78 = wp::mul(var_3, var_77);
        var_80 = wp::sin(var_79);
        var_81 = wp::add(var_80, var_66);
        var_82 = wp::tanh(var_81);
        var_83 = wp::add(var_78, var_82);
        // for j5 in reversed(range(n)):                                                      <L 19>
        var_84 = wp::range(var_n);
        var_85 = wp::iter_reverse(var_84);
        start_for_7:;
            if (iter_cmp(var_85) == 0) goto end_for_7;
            var_86 = wp::iter_next(var_85);
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 20>
            var_88 = wp::mul(var_66, var_87);
            var_90 = wp::tanh(var_89);
            var_91 = wp::add(var_88, var_90);
            // if (v3 < v1) and (v0 > v3):                                                    <L 21>
            var_93 = (var_91 < var_65);
            var_92 = var_93;
            if (var_92) {
                var_94 = (var_83 > var_91);
                var_92 = var_92 && var_94;
            }
            if (var_92) {
                // continue                                                                   <L 22>
                wp::assign(var_66, var_91);
                goto start_for_7;
            }
            var_95 = wp::where(var_92, var_66, var_91);
            // if v3 <= v0:                                                                   <L 23>
            var_96 = (var_95 <= var_83);
            if (var_96) {
                // continue                                                                   <L 24>
                wp::assign(var_66, var_95);
                goto start_for_7;
            }
            var_97 = wp::where(var_96, var_66, var_95);
            wp::assign(var_66, var_97);
            goto start_for_7;
        end_for_7:;
        wp::assign(var_3, var_83);
        wp::assign(var_68, var_76);
        wp::assign(var_42, var_86);
    goto start_while_5;
    end_while_5:;
    // w6 = int(0)                                                                            <L 25>
    var_99 = wp::int(var_98);
    // while w6 < 5 and (v0 >= v1):                                                           <L 26>
    start_while_9:;
    var_102 = (var_99 < var_101);
    var_100 = var_102;
    if (var_100) {
        var_103 = (var_3 >= var_65);
        var_100 = var_100 && var_103;
    }
    if ((var_100) == false) goto end_while_9;
        // w6 = w6 + 1                                                                        <L 27>
        var_105 = wp::add(var_99, var_104);
        // v0 = v0 + wp.sin(float(w6))                                                        <L 28>
        var_106 = wp::float(var_105);
        var_107 = wp::sin(var_106);
        var_108 = wp::add(var_3, var_107);
        // if v0 > v1:                                                                        <L 29>
        var_109 = (var_108 > var_65);
        if (var_109) {
            // shape_distances[tid] = v0 + v1 + 0.6 * 1.81                                    <L 30>
            var_110 = wp::add(var_108, var_65);
            var_113 = wp::mul(var_111, var_112);
            var_114 = wp::add(var_110, var_113);
            wp::array_store(var_shape_distances, var_0, var_114);
            // return                                                                         <L 31>
            return;
        }
        wp::assign(var_3, var_108);
        wp::assign(var_99, var_105);
    goto start_while_9;
    end_while_9:;
    // for j7 in range(4):                                                                    <L 32>
    // v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 33>
    var_119 = wp::clamp(var_116, var_117, var_118);
    var_123 = wp::vec_t<3, wp::float32>(var_120, var_121, var_122);
    var_124 = wp::length_sq(var_123);
    var_125 = wp::mul(var_119, var_124);
    var_126 = wp::sin(var_125);
    var_127 = wp::add(var_65, var_126);
    var_132 = wp::clamp(var_129, var_130, var_131);
    var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
    var_137 = wp::length_sq(var_136);
    var_138 = wp::mul(var_132, var_137);
    var_139 = wp::sin(var_138);
    var_140 = wp::add(var_127, var_139);
    var_145 = wp::clamp(var_142, var_143, var_144);
    var_149 = wp::vec_t<3, wp::float32>(var_146, var_147, var_148);
    var_150 = wp::length_sq(var_149);
    var_151 = wp::mul(var_145, var_150);
    var_152 = wp::sin(var_151);
    var_153 = wp::add(var_140, var_152);
    var_158 = wp::clamp(var_155, var_156, var_157);
    var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
    var_163 = wp::length_sq(var_162);
    var_164 = wp::mul(var_158, var_163);
    var_165 = wp::sin(var_164);
    var_166 = wp::add(var_153, var_165);
    // v8 = wp.smoothstep(-1.0, 1.0, v1) * v1                                                 <L 34>
    var_169 = wp::smoothstep(var_167, var_168, var_166);
    var_170 = wp::mul(var_169, var_166);
    // shape_distances[tid] = v0 + v1 + v8 + v0 * 1.41                                        <L 36>
    var_171 = wp::add(var_3, var_166);
    var_172 = wp::add(var_171, var_170);
    var_174 = wp::mul(var_3, var_173);
    var_175 = wp::add(var_172, var_174);
    wp::array_store(var_shape_distances, var_0, var_175);
}



void control_000001_9201bc4e_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000001_9201bc4e *_wp_args,
    wp_args_control_000001_9201bc4e *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_radii = _wp_args->shape_radii;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_shape_distances = _wp_args->shape_distances;
    wp::int32 var_num_shapes = _wp_args->num_shapes;
    wp::array_t<wp::float32> adj_shape_radii = _wp_adj_args->shape_radii;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_shape_distances = _wp_adj_args->shape_distances;
    wp::int32 adj_num_shapes = _wp_adj_args->num_shapes;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = -1.45;
    const wp::float32 var_6 = -0.8;
    const wp::float32 var_7 = 0.8;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::int32 var_11 = 2;
    wp::int32 var_12;
    wp::shape_t* var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    wp::shape_t var_16;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::int32 var_24;
    bool var_25;
    const wp::int32 var_26 = 3;
    bool var_27;
    bool var_28;
    bool var_29;
    bool var_30;
    const wp::int32 var_31 = 1;
    wp::int32 var_32;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    const wp::float32 var_35 = 1.67;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::range_t var_40;
    wp::range_t var_41;
    wp::int32 var_42;
    const wp::float32 var_43 = 0.5;
    wp::float32 var_44;
    const wp::float32 var_45 = -0.175;
    wp::float32 var_46;
    wp::float32 var_47;
    bool var_48;
    bool var_49;
    bool var_50;
    wp::float32 var_51;
    bool var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    const wp::int32 var_55 = 2;
    wp::int32 var_56;
    wp::shape_t* var_57;
    const wp::int32 var_58 = 0;
    wp::int32 var_59;
    wp::shape_t var_60;
    wp::int32 var_61;
    wp::float32* var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::int32 var_67 = 0;
    wp::int32 var_68;
    bool var_69;
    const wp::int32 var_70 = 3;
    bool var_71;
    bool var_72;
    bool var_73;
    bool var_74;
    const wp::int32 var_75 = 1;
    wp::int32 var_76;
    const wp::float32 var_77 = 0.5;
    wp::float32 var_78;
    const wp::float32 var_79 = 1.67;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::range_t var_84;
    wp::range_t var_85;
    wp::int32 var_86;
    const wp::float32 var_87 = 0.5;
    wp::float32 var_88;
    const wp::float32 var_89 = -0.175;
    wp::float32 var_90;
    wp::float32 var_91;
    bool var_92;
    bool var_93;
    bool var_94;
    wp::float32 var_95;
    bool var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 0;
    wp::int32 var_99;
    bool var_100;
    const wp::int32 var_101 = 5;
    bool var_102;
    bool var_103;
    const wp::int32 var_104 = 1;
    wp::int32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    bool var_109;
    wp::float32 var_110;
    const wp::float32 var_111 = 0.6;
    const wp::float32 var_112 = 1.81;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::int32 var_115 = 0;
    const wp::float32 var_116 = 1.8;
    const wp::float32 var_117 = -1.82;
    const wp::float32 var_118 = 0.45;
    wp::float32 var_119;
    const wp::float32 var_120 = 1.817;
    const wp::float32 var_121 = 1.9;
    const wp::float32 var_122 = -1.8;
    wp::vec_t<3, wp::float32> var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::int32 var_128 = 1;
    const wp::float32 var_129 = 1.8;
    const wp::float32 var_130 = -1.82;
    const wp::float32 var_131 = 0.45;
    wp::float32 var_132;
    const wp::float32 var_133 = 1.817;
    const wp::float32 var_134 = 1.9;
    const wp::float32 var_135 = -1.8;
    wp::vec_t<3, wp::float32> var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::int32 var_141 = 2;
    const wp::float32 var_142 = 1.8;
    const wp::float32 var_143 = -1.82;
    const wp::float32 var_144 = 0.45;
    wp::float32 var_145;
    const wp::float32 var_146 = 1.817;
    const wp::float32 var_147 = 1.9;
    const wp::float32 var_148 = -1.8;
    wp::vec_t<3, wp::float32> var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::int32 var_154 = 3;
    const wp::float32 var_155 = 1.8;
    const wp::float32 var_156 = -1.82;
    const wp::float32 var_157 = 0.45;
    wp::float32 var_158;
    const wp::float32 var_159 = 1.817;
    const wp::float32 var_160 = 1.9;
    const wp::float32 var_161 = -1.8;
    wp::vec_t<3, wp::float32> var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    const wp::float32 var_167 = -1.0;
    const wp::float32 var_168 = 1.0;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    const wp::float32 var_173 = 1.41;
    wp::float32 var_174;
    wp::float32 var_175;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::shape_t adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::shape_t adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    bool adj_25 = {};
    wp::int32 adj_26 = {};
    bool adj_27 = {};
    bool adj_28 = {};
    bool adj_29 = {};
    bool adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::range_t adj_40 = {};
    wp::range_t adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    bool adj_48 = {};
    bool adj_49 = {};
    bool adj_50 = {};
    wp::float32 adj_51 = {};
    bool adj_52 = {};
    wp::float32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::shape_t adj_57 = {};
    wp::int32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::shape_t adj_60 = {};
    wp::int32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::int32 adj_67 = {};
    wp::int32 adj_68 = {};
    bool adj_69 = {};
    wp::int32 adj_70 = {};
    bool adj_71 = {};
    bool adj_72 = {};
    bool adj_73 = {};
    bool adj_74 = {};
    wp::int32 adj_75 = {};
    wp::int32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::range_t adj_84 = {};
    wp::range_t adj_85 = {};
    wp::int32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    bool adj_92 = {};
    bool adj_93 = {};
    bool adj_94 = {};
    wp::float32 adj_95 = {};
    bool adj_96 = {};
    wp::float32 adj_97 = {};
    wp::int32 adj_98 = {};
    wp::int32 adj_99 = {};
    bool adj_100 = {};
    wp::int32 adj_101 = {};
    bool adj_102 = {};
    bool adj_103 = {};
    wp::int32 adj_104 = {};
    wp::int32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    bool adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::int32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::vec_t<3, wp::float32> adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::int32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::vec_t<3, wp::float32> adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::int32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::vec_t<3, wp::float32> adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::int32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::vec_t<3, wp::float32> adj_162 = {};
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
    //---------
    // forward
    // def control_000001(shape_radii: wp.array[float], n: int, shape_distances: wp.array[float], num_shapes: int):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= num_shapes:                                                                  <L 8>
    var_1 = (var_0 >= var_num_shapes);
    if (var_1) {
        // return  # out of bounds                                                            <L 9>
        goto label0;
    }
    // v0 = shape_radii[tid]                                                                  <L 10>
    var_2 = wp::address(var_shape_radii, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))                                             <L 11>
    var_8 = wp::clamp(var_5, var_6, var_7);
    var_9 = wp::erfinv(var_8);
    // for j2 in range(2):                                                                    <L 12>
    // v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])                        <L 13>
    var_12 = wp::add(var_0, var_11);
    var_13 = &(var_shape_radii.shape);
    var_16 = wp::load(var_13);
    var_15 = wp::extract(var_16, var_14);
    var_17 = wp::mod(var_12, var_15);
    var_18 = wp::address(var_shape_radii, var_17);
    var_20 = wp::load(var_18);
    var_19 = wp::cos(var_20);
    var_21 = wp::add(var_9, var_19);
    // v3 = v0                                                                                <L 14>
    var_22 = wp::copy(var_3);
    // w4 = int(0)                                                                            <L 15>
    var_24 = wp::int(var_23);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 16>
    // v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])                        <L 13>
    var_56 = wp::add(var_0, var_55);
    var_57 = &(var_shape_radii.shape);
    var_60 = wp::load(var_57);
    var_59 = wp::extract(var_60, var_58);
    var_61 = wp::mod(var_56, var_59);
    var_62 = wp::address(var_shape_radii, var_61);
    var_64 = wp::load(var_62);
    var_63 = wp::cos(var_64);
    var_65 = wp::add(var_21, var_63);
    // v3 = v0                                                                                <L 14>
    var_66 = wp::copy(var_3);
    // w4 = int(0)                                                                            <L 15>
    var_68 = wp::int(var_67);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 16>
    // w6 = int(0)                                                                            <L 25>
    var_99 = wp::int(var_98);
    // while w6 < 5 and (v0 >= v1):                                                           <L 26>
    // for j7 in range(4):                                                                    <L 32>
    // v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 33>
    var_119 = wp::clamp(var_116, var_117, var_118);
    var_123 = wp::vec_t<3, wp::float32>(var_120, var_121, var_122);
    var_124 = wp::length_sq(var_123);
    var_125 = wp::mul(var_119, var_124);
    var_126 = wp::sin(var_125);
    var_127 = wp::add(var_65, var_126);
    var_132 = wp::clamp(var_129, var_130, var_131);
    var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
    var_137 = wp::length_sq(var_136);
    var_138 = wp::mul(var_132, var_137);
    var_139 = wp::sin(var_138);
    var_140 = wp::add(var_127, var_139);
    var_145 = wp::clamp(var_142, var_143, var_144);
    var_149 = wp::vec_t<3, wp::float32>(var_146, var_147, var_148);
    var_150 = wp::length_sq(var_149);
    var_151 = wp::mul(var_145, var_150);
    var_152 = wp::sin(var_151);
    var_153 = wp::add(var_140, var_152);
    var_158 = wp::clamp(var_155, var_156, var_157);
    var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
    var_163 = wp::length_sq(var_162);
    var_164 = wp::mul(var_158, var_163);
    var_165 = wp::sin(var_164);
    var_166 = wp::add(var_153, var_165);
    // v8 = wp.smoothstep(-1.0, 1.0, v1) * v1                                                 <L 34>
    var_169 = wp::smoothstep(var_167, var_168, var_166);
    var_170 = wp::mul(var_169, var_166);
    // shape_distances[tid] = v0 + v1 + v8 + v0 * 1.41                                        <L 36>
    var_171 = wp::add(var_3, var_166);
    var_172 = wp::add(var_171, var_170);
    var_174 = wp::mul(var_3, var_173);
    var_175 = wp::add(var_172, var_174);
    // wp::array_store(var_shape_distances, var_0, var_175);
    //---------
    // reverse
    wp::adj_array_store(var_shape_distances, var_0, var_175, adj_shape_distances, adj_0, adj_175);
    wp::adj_add(var_172, var_174, adj_172, adj_174, adj_175);
    wp::adj_mul(var_3, var_173, adj_3, adj_173, adj_174);
    wp::adj_add(var_171, var_170, adj_171, adj_170, adj_172);
    wp::adj_add(var_3, var_166, adj_3, adj_166, adj_171);
    // adj: shape_distances[tid] = v0 + v1 + v8 + v0 * 1.41                                   <L 36>
    wp::adj_mul(var_169, var_166, adj_169, adj_166, adj_170);
    wp::adj_smoothstep(var_167, var_168, var_166, adj_167, adj_168, adj_166, adj_169);
    // adj: v8 = wp.smoothstep(-1.0, 1.0, v1) * v1                                            <L 34>
    wp::adj_add(var_153, var_165, adj_153, adj_165, adj_166);
    wp::adj_sin(var_164, adj_164, adj_165);
    wp::adj_mul(var_158, var_163, adj_158, adj_163, adj_164);
    wp::adj_length_sq(var_162, adj_162, adj_163);
    wp::adj_vec_t(var_159, var_160, var_161, adj_159, adj_160, adj_161, adj_162);
    wp::adj_clamp(var_155, var_156, var_157, adj_155, adj_156, adj_157, adj_158);
    wp::adj_add(var_140, var_152, adj_140, adj_152, adj_153);
    wp::adj_sin(var_151, adj_151, adj_152);
    wp::adj_mul(var_145, var_150, adj_145, adj_150, adj_151);
    wp::adj_length_sq(var_149, adj_149, adj_150);
    wp::adj_vec_t(var_146, var_147, var_148, adj_146, adj_147, adj_148, adj_149);
    wp::adj_clamp(var_142, var_143, var_144, adj_142, adj_143, adj_144, adj_145);
    wp::adj_add(var_127, var_139, adj_127, adj_139, adj_140);
    wp::adj_sin(var_138, adj_138, adj_139);
    wp::adj_mul(var_132, var_137, adj_132, adj_137, adj_138);
    wp::adj_length_sq(var_136, adj_136, adj_137);
    wp::adj_vec_t(var_133, var_134, var_135, adj_133, adj_134, adj_135, adj_136);
    wp::adj_clamp(var_129, var_130, var_131, adj_129, adj_130, adj_131, adj_132);
    wp::adj_add(var_65, var_126, adj_65, adj_126, adj_127);
    wp::adj_sin(var_125, adj_125, adj_126);
    wp::adj_mul(var_119, var_124, adj_119, adj_124, adj_125);
    wp::adj_length_sq(var_123, adj_123, adj_124);
    wp::adj_vec_t(var_120, var_121, var_122, adj_120, adj_121, adj_122, adj_123);
    wp::adj_clamp(var_116, var_117, var_118, adj_116, adj_117, adj_118, adj_119);
    // adj: v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))  <L 33>
    // adj: for j7 in range(4):                                                               <L 32>
    start_while_9:;
    var_102 = (var_99 < var_101);
    var_100 = var_102;
    if (var_100) {
        var_103 = (var_3 >= var_65);
        var_100 = var_100 && var_103;
    }
    if ((var_100) == false) goto end_while_9;
    adj_104 = {};
    adj_105 = {};
    adj_106 = {};
    adj_107 = {};
    adj_108 = {};
    adj_109 = {};
    adj_110 = {};
    adj_111 = {};
    adj_112 = {};
    adj_113 = {};
    adj_114 = {};
        // w6 = w6 + 1                                                                        <L 27>
        var_105 = wp::add(var_99, var_104);
        // v0 = v0 + wp.sin(float(w6))                                                        <L 28>
        var_106 = wp::float(var_105);
        var_107 = wp::sin(var_106);
        var_108 = wp::add(var_3, var_107);
        // if v0 > v1:                                                                        <L 29>
        var_109 = (var_108 > var_65);
        if (var_109) {
            // shape_distances[tid] = v0 + v1 + 0.6 * 1.81                                    <L 30>
            var_110 = wp::add(var_108, var_65);
            var_113 = wp::mul(var_111, var_112);
            var_114 = wp::add(var_110, var_113);
            // wp::array_store(var_shape_distances, var_0, var_114);
            // return                                                                         <L 31>
            goto label11;
        }
        wp::assign(var_3, var_108);
        wp::assign(var_99, var_105);
        wp::adj_assign(var_99, var_105, adj_99, adj_105);
        wp::adj_assign(var_3, var_108, adj_3, adj_108);
        if (var_109) {
            label11:;
            // adj: return                                                                    <L 31>
            wp::adj_array_store(var_shape_distances, var_0, var_114, adj_shape_distances, adj_0, adj_114);
            wp::adj_add(var_110, var_113, adj_110, adj_113, adj_114);
            wp::adj_mul(var_111, var_112, adj_111, adj_112, adj_113);
            wp::adj_add(var_108, var_65, adj_108, adj_65, adj_110);
            // adj: shape_distances[tid] = v0 + v1 + 0.6 * 1.81                               <L 30>
        }
        // adj: if v0 > v1:                                                                   <L 29>
        wp::adj_add(var_3, var_107, adj_3, adj_107, adj_108);
        wp::adj_sin(var_106, adj_106, adj_107);
        wp::adj_float(var_105, adj_105, adj_106);
        // adj: v0 = v0 + wp.sin(float(w6))                                                   <L 28>
        wp::adj_add(var_99, var_104, adj_99, adj_104, adj_105);
        // adj: w6 = w6 + 1                                                                   <L 27>
    goto start_while_9;
    end_while_9:;
    // adj: while w6 < 5 and (v0 >= v1):                                                      <L 26>
    // adj: w6 = int(0)                                                                       <L 25>
    start_while_5:;
    var_71 = (var_68 < var_70);
    var_69 = var_71;
    if (var_69) {
        var_73 = (var_66 < var_3);
        var_72 = var_73;
        if (!var_72) {
            var_74 = (var_65 > var_66);
            var_72 = var_72 || var_74;
        }
        var_69 = var_69 && var_72;
    }
    if ((var_69) == false) goto end_while_5;
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
    adj_85 = {};
        // w4 = w4 + 1                                                                        <L 17>
        var_76 = wp::add(var_68, var_75);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 18>
        var_78 = wp::mul(var_3, var_77);
        var_80 = wp::sin(var_79);
        var_81 = wp::add(var_80, var_66);
        var_82 = wp::tanh(var_81);
        var_83 = wp::add(var_78, var_82);
        // for j5 in reversed(range(n)):                                                      <L 19>
        var_84 = wp::range(var_n);
        var_85 = wp::iter_reverse(var_84);
        wp::assign(var_3, var_83);
        wp::assign(var_68, var_76);
        wp::assign(var_42, var_86);
        wp::adj_assign(var_42, var_86, adj_42, adj_86);
        wp::adj_assign(var_68, var_76, adj_68, adj_76);
        wp::adj_assign(var_3, var_83, adj_3, adj_83);
        var_85 = wp::iter_reverse(var_85);
        start_for_7:;
            if (iter_cmp(var_85) == 0) goto end_for_7;
            var_86 = wp::iter_next(var_85);
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
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 20>
            var_88 = wp::mul(var_66, var_87);
            var_90 = wp::tanh(var_89);
            var_91 = wp::add(var_88, var_90);
            // if (v3 < v1) and (v0 > v3):                                                    <L 21>
            var_93 = (var_91 < var_65);
            var_92 = var_93;
            if (var_92) {
                var_94 = (var_83 > var_91);
                var_92 = var_92 && var_94;
            }
            if (var_92) {
                // continue                                                                   <L 22>
                wp::assign(var_66, var_91);
                goto start_for_7;
            }
            var_95 = wp::where(var_92, var_66, var_91);
            // if v3 <= v0:                                                                   <L 23>
            var_96 = (var_95 <= var_83);
            if (var_96) {
                // continue                                                                   <L 24>
                wp::assign(var_66, var_95);
                goto start_for_7;
            }
            var_97 = wp::where(var_96, var_66, var_95);
            wp::assign(var_66, var_97);
            wp::adj_assign(var_66, var_97, adj_66, adj_97);
            wp::adj_where(var_96, var_66, var_95, adj_96, adj_66, adj_95, adj_97);
            if (var_96) {
                wp::adj_assign(var_66, var_95, adj_66, adj_95);
                // adj: continue                                                              <L 24>
            }
            // adj: if v3 <= v0:                                                              <L 23>
            wp::adj_where(var_92, var_66, var_91, adj_92, adj_66, adj_91, adj_95);
            if (var_92) {
                wp::adj_assign(var_66, var_91, adj_66, adj_91);
                // adj: continue                                                              <L 22>
            }
            if (var_92) {
            }
            // adj: if (v3 < v1) and (v0 > v3):                                               <L 21>
            wp::adj_add(var_88, var_90, adj_88, adj_90, adj_91);
            wp::adj_tanh(var_89, var_90, adj_89, adj_90);
            wp::adj_mul(var_66, var_87, adj_66, adj_87, adj_88);
            // adj: v3 = v3 * 0.5 + wp.tanh(-0.175)                                           <L 20>
        	goto start_for_7;
        end_for_7:;
        // adj: for j5 in reversed(range(n)):                                                 <L 19>
        wp::adj_add(var_78, var_82, adj_78, adj_82, adj_83);
        wp::adj_tanh(var_81, var_82, adj_81, adj_82);
        wp::adj_add(var_80, var_66, adj_80, adj_66, adj_81);
        wp::adj_sin(var_79, adj_79, adj_80);
        wp::adj_mul(var_3, var_77, adj_3, adj_77, adj_78);
        // adj: v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                  <L 18>
        wp::adj_add(var_68, var_75, adj_68, adj_75, adj_76);
        // adj: w4 = w4 + 1                                                                   <L 17>
    goto start_while_5;
    end_while_5:;
    // adj: while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                        <L 16>
    // adj: w4 = int(0)                                                                       <L 15>
    wp::adj_copy(var_3, adj_3, adj_66);
    // adj: v3 = v0                                                                           <L 14>
    wp::adj_add(var_21, var_63, adj_21, adj_63, adj_65);
    wp::adj_cos(var_64, adj_62, adj_63);
    wp::adj_address(var_shape_radii, var_61, adj_shape_radii, adj_61, adj_62);
    wp::adj_mod(var_56, var_59, adj_56, adj_59, adj_61);
    adj_shape_radii.shape = adj_57;
    wp::adj_add(var_0, var_55, adj_0, adj_55, adj_56);
    // adj: v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])                   <L 13>
    start_while_1:;
    var_27 = (var_24 < var_26);
    var_25 = var_27;
    if (var_25) {
        var_29 = (var_22 < var_3);
        var_28 = var_29;
        if (!var_28) {
            var_30 = (var_21 > var_22);
            var_28 = var_28 || var_30;
        }
        var_25 = var_25 && var_28;
    }
    if ((var_25) == false) goto end_while_1;
    adj_31 = {};
    adj_32 = {};
    adj_33 = {};
    adj_34 = {};
    adj_35 = {};
    adj_36 = {};
    adj_37 = {};
    adj_38 = {};
    adj_39 = {};
    adj_40 = {};
    adj_41 = {};
        // w4 = w4 + 1                                                                        <L 17>
        var_32 = wp::add(var_24, var_31);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 18>
        var_34 = wp::mul(var_3, var_33);
        var_36 = wp::sin(var_35);
        var_37 = wp::add(var_36, var_22);
        var_38 = wp::tanh(var_37);
        var_39 = wp::add(var_34, var_38);
        // for j5 in reversed(range(n)):                                                      <L 19>
        var_40 = wp::range(var_n);
        var_41 = wp::iter_reverse(var_40);
        wp::assign(var_3, var_39);
        wp::assign(var_24, var_32);
        wp::adj_assign(var_24, var_32, adj_24, adj_32);
        wp::adj_assign(var_3, var_39, adj_3, adj_39);
        var_41 = wp::iter_reverse(var_41);
        start_for_3:;
            if (iter_cmp(var_41) == 0) goto end_for_3;
            var_42 = wp::iter_next(var_41);
        	adj_43 = {};
        	adj_44 = {};
        	adj_45 = {};
        	adj_46 = {};
        	adj_47 = {};
        	adj_48 = {};
        	adj_49 = {};
        	adj_50 = {};
        	adj_51 = {};
        	adj_52 = {};
        	adj_53 = {};
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 20>
            var_44 = wp::mul(var_22, var_43);
            var_46 = wp::tanh(var_45);
            var_47 = wp::add(var_44, var_46);
            // if (v3 < v1) and (v0 > v3):                                                    <L 21>
            var_49 = (var_47 < var_21);
            var_48 = var_49;
            if (var_48) {
                var_50 = (var_39 > var_47);
                var_48 = var_48 && var_50;
            }
            if (var_48) {
                // continue                                                                   <L 22>
                wp::assign(var_22, var_47);
                goto start_for_3;
            }
            var_51 = wp::where(var_48, var_22, var_47);
            // if v3 <= v0:                                                                   <L 23>
            var_52 = (var_51 <= var_39);
            if (var_52) {
                // continue                                                                   <L 24>
                wp::assign(var_22, var_51);
                goto start_for_3;
            }
            var_53 = wp::where(var_52, var_22, var_51);
            wp::assign(var_22, var_53);
            wp::adj_assign(var_22, var_53, adj_22, adj_53);
            wp::adj_where(var_52, var_22, var_51, adj_52, adj_22, adj_51, adj_53);
            if (var_52) {
                wp::adj_assign(var_22, var_51, adj_22, adj_51);
                // adj: continue                                                              <L 24>
            }
            // adj: if v3 <= v0:                                                              <L 23>
            wp::adj_where(var_48, var_22, var_47, adj_48, adj_22, adj_47, adj_51);
            if (var_48) {
                wp::adj_assign(var_22, var_47, adj_22, adj_47);
                // adj: continue                                                              <L 22>
            }
            if (var_48) {
            }
            // adj: if (v3 < v1) and (v0 > v3):                                               <L 21>
            wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
            wp::adj_tanh(var_45, var_46, adj_45, adj_46);
            wp::adj_mul(var_22, var_43, adj_22, adj_43, adj_44);
            // adj: v3 = v3 * 0.5 + wp.tanh(-0.175)                                           <L 20>
        	goto start_for_3;
        end_for_3:;
        // adj: for j5 in reversed(range(n)):                                                 <L 19>
        wp::adj_add(var_34, var_38, adj_34, adj_38, adj_39);
        wp::adj_tanh(var_37, var_38, adj_37, adj_38);
        wp::adj_add(var_36, var_22, adj_36, adj_22, adj_37);
        wp::adj_sin(var_35, adj_35, adj_36);
        wp::adj_mul(var_3, var_33, adj_3, adj_33, adj_34);
        // adj: v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                  <L 18>
        wp::adj_add(var_24, var_31, adj_24, adj_31, adj_32);
        // adj: w4 = w4 + 1                                                                   <L 17>
    goto start_while_1;
    end_while_1:;
    // adj: while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                        <L 16>
    // adj: w4 = int(0)                                                                       <L 15>
    wp::adj_copy(var_3, adj_3, adj_22);
    // adj: v3 = v0                                                                           <L 14>
    wp::adj_add(var_9, var_19, adj_9, adj_19, adj_21);
    wp::adj_cos(var_20, adj_18, adj_19);
    wp::adj_address(var_shape_radii, var_17, adj_shape_radii, adj_17, adj_18);
    wp::adj_mod(var_12, var_15, adj_12, adj_15, adj_17);
    adj_shape_radii.shape = adj_13;
    wp::adj_add(var_0, var_11, adj_0, adj_11, adj_12);
    // adj: v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])                   <L 13>
    // adj: for j2 in range(2):                                                               <L 12>
    wp::adj_erfinv(var_8, var_9, adj_8, adj_9);
    wp::adj_clamp(var_5, var_6, var_7, adj_5, adj_6, adj_7, adj_8);
    // adj: v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))                                        <L 11>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_shape_radii, var_0, adj_shape_radii, adj_0, adj_2);
    // adj: v0 = shape_radii[tid]                                                             <L 10>
    if (var_1) {
        label0:;
        // adj: return  # out of bounds                                                       <L 9>
    }
    // adj: if tid >= num_shapes:                                                             <L 8>
    // adj: tid = wp.tid()  # launch index                                                    <L 7>
    // adj: def control_000001(shape_radii: wp.array[float], n: int, shape_distances: wp.array[float], num_shapes: int):  <L 5>
    return;
}



struct control_000001_9201bc4e_cpu_block_payload_forward
{
    wp_args_control_000001_9201bc4e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000001_9201bc4e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000001_9201bc4e_cpu_block_payload_forward* payload = (control_000001_9201bc4e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000001_9201bc4e_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void control_000001_9201bc4e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000001_9201bc4e *_wp_args)
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
        control_000001_9201bc4e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000001_9201bc4e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000001_9201bc4e_cpu_block_payload_backward
{
    wp_args_control_000001_9201bc4e* args;
    wp_args_control_000001_9201bc4e* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000001_9201bc4e_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000001_9201bc4e_cpu_block_payload_backward* payload = (control_000001_9201bc4e_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000001_9201bc4e_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000001_9201bc4e_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000001_9201bc4e *_wp_args,
    wp_args_control_000001_9201bc4e *_wp_adj_args)
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
        control_000001_9201bc4e_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000001_9201bc4e_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

