// Generated for case geometry-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_geometry_000001_t_b79d3ab0 {
    wp::array_t<wp::float32> node_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> node_directions;
    wp::uint64 bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> pts;
    wp::uint64 grid;
    wp::array_t<wp::float32> node_energies;
};


void geometry_000001_t_b79d3ab0_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_t_b79d3ab0 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_node_weights = _wp_args->node_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_directions = _wp_args->node_directions;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::float32> var_node_energies = _wp_args->node_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = 1.69;
    const wp::float32 var_14 = -0.144;
    const wp::float32 var_15 = 0.4;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 0.0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    const wp::int32 var_23 = 1;
    wp::int32 var_24;
    const wp::float32 var_25 = 1.352;
    const wp::float32 var_26 = -0.943;
    const wp::float32 var_27 = 0.0;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 0.1;
    const wp::float32 var_31 = 0.2;
    const wp::float32 var_32 = 2.5;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 1.81;
    wp::bvh_query_t var_37;
    const wp::float32 var_38 = 5.0;
    bool var_39;
    const wp::int32 var_40 = 1;
    wp::int32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.21;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = -1.4;
    const wp::float32 var_47 = 0.6;
    const wp::float32 var_48 = 1.57;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::int32 var_51 = 0;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::vec_t<3, wp::float32> var_62;
    const wp::float32 var_63 = 0.0371;
    const wp::float32 var_64 = -0.0193;
    const wp::float32 var_65 = 0.0229;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    const wp::float32 var_68 = 0.0;
    wp::vec_t<3, wp::float32> var_69;
    const wp::float32 var_70 = 0.25;
    wp::hash_grid_query_f var_71;
    wp::int32 var_72;
    wp::vec_t<3, wp::float32>* var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    const wp::float32 var_77 = 0.25;
    bool var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::float32 var_88 = 1.8;
    wp::float32 var_89;
    const wp::float32 var_90 = 1.0;
    wp::float32 var_91;
    wp::vec_t<3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    const wp::float32 var_94 = 0.3;
    const wp::float32 var_95 = 0.41;
    const wp::float32 var_96 = -1.77;
    wp::vec_t<3, wp::float32> var_97;
    wp::vec_t<3, wp::float32> var_98;
    const wp::float32 var_99 = 0.2;
    const wp::float32 var_100 = 1.421;
    const wp::float32 var_101 = 1.5;
    wp::vec_t<3, wp::float32> var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::int32 var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = 1.1;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::int32 var_113 = 0;
    wp::float32 var_114;
    wp::float32 var_115;
    const wp::int32 var_116 = 1;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::int32 var_119 = 2;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::int32 var_122 = 0;
    wp::float32 var_123;
    wp::float32 var_124;
    const wp::int32 var_125 = 1;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::int32 var_128 = 2;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 0;
    wp::float32 var_132;
    wp::float32 var_133;
    const wp::int32 var_134 = 1;
    wp::float32 var_135;
    wp::float32 var_136;
    const wp::int32 var_137 = 2;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::float32 var_141;
    const wp::int32 var_142 = 0;
    wp::float32 var_143;
    wp::float32 var_144;
    const wp::int32 var_145 = 1;
    wp::float32 var_146;
    wp::float32 var_147;
    const wp::int32 var_148 = 2;
    wp::float32 var_149;
    wp::float32 var_150;
    //---------
    // forward
    // def geometry_000001_t(node_weights: wp.array[Any], node_directions: wp.array[Any], bvh: wp.uint64, pts: wp.array[Any], grid: wp.uint64, node_energies: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v14 = float(0.0)                                                                       <L 3>
    var_2 = wp::float(var_1);
    // v0 = node_weights[tid]                                                                 <L 4>
    var_3 = wp::address(var_node_weights, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = node_directions[tid]                                                              <L 5>
    var_6 = wp::address(var_node_directions, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = pts[tid]                                                                          <L 6>
    var_9 = wp::address(var_pts, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))                                        <L 7>
    var_12 = wp::neg(var_7);
    var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
    var_17 = wp::sub(var_7, var_16);
    var_18 = wp::add(var_12, var_17);
    // g5 = float(0.0)                                                                        <L 8>
    var_20 = wp::float(var_19);
    // b3 = int(0)                                                                            <L 9>
    var_22 = wp::int(var_21);
    // root3 = wp.bvh_get_group_root(bvh, 1)                                                  <L 10>
    var_24 = wp::bvh_get_group_root(var_bvh, var_23);
    // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)       <L 11>
    var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
    var_29 = wp::cross(var_7, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::add(var_29, var_33);
    var_35 = wp::normalize(var_34);
    var_37 = wp::bvh_query_capsule(var_bvh, var_18, var_35, var_36, var_24);
    // while wp.bvh_query_next(bq3, b3, 5.0):                                                 <L 12>
    start_while_0:;
    var_39 = wp::bvh_query_capsule_next(var_37, var_22, var_38);
    if ((var_39) == false) goto end_while_0;
        // g5 += float(b3 + 1) * 1.21                                                         <L 13>
        var_41 = wp::add(var_22, var_40);
        var_42 = wp::float(var_41);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_20, var_44);
        // v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)                                              <L 14>
        var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
        var_50 = wp::sub(var_49, var_18);
        // v14 += v6[0] + v6[1] + v6[2]                                                       <L 15>
        var_52 = wp::extract(var_50, var_51);
        var_54 = wp::extract(var_50, var_53);
        var_55 = wp::add(var_52, var_54);
        var_57 = wp::extract(var_50, var_56);
        var_58 = wp::add(var_55, var_57);
        var_59 = wp::add(var_2, var_58);
        wp::assign(var_2, var_59);
        wp::assign(var_20, var_45);
    goto start_while_0;
    end_while_0:;
    // pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)             <L 16>
    var_60 = wp::mul(var_4, var_20);
    var_61 = wp::sub(var_4, var_20);
    var_62 = wp::vec_t<3, wp::float32>(var_4, var_60, var_61);
    var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
    var_67 = wp::add(var_62, var_66);
    // g9 = wp.vec3(0.0)                                                                      <L 17>
    var_69 = wp::vec_t<3, wp::float32>(var_68);
    // for nb7 in wp.hash_grid_query(grid, pq8, 0.25):                                        <L 18>
    var_71 = wp::hash_grid_query(var_grid, var_67, var_70);
    start_for_2:;
        if (iter_cmp(var_71) == 0) goto end_for_2;
        var_72 = wp::iter_next(var_71);
        // d7 = pts[nb7] - pq8                                                                <L 19>
        var_73 = wp::address(var_pts, var_72);
        var_75 = wp::load(var_73);
        var_74 = wp::sub(var_75, var_67);
        // if wp.length(d7) < 0.25:                                                           <L 20>
        var_76 = wp::length(var_74);
        var_78 = (var_76 < var_77);
        if (var_78) {
            // g9 += d7 * wp.exp(-wp.length_sq(d7))                                           <L 21>
            var_79 = wp::length_sq(var_74);
            var_80 = wp::neg(var_79);
            var_81 = wp::exp(var_80);
            var_82 = wp::mul(var_74, var_81);
            var_83 = wp::add(var_69, var_82);
        }
        var_84 = wp::where(var_78, var_83, var_69);
        // v10 = g5                                                                           <L 22>
        var_85 = wp::copy(var_20);
        // v14 += v10                                                                         <L 23>
        var_86 = wp::add(var_2, var_85);
        wp::assign(var_2, var_86);
        wp::assign(var_69, var_84);
        goto start_for_2;
    end_for_2:;
    // v11 = v0                                                                               <L 24>
    var_87 = wp::copy(var_4);
    // c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)       <L 25>
    var_89 = wp::abs(var_88);
    var_91 = wp::add(var_89, var_90);
    var_92 = wp::div(var_10, var_91);
    var_93 = wp::vec_t<3, wp::float32>(var_20, var_20, var_87);
    var_97 = wp::vec_t<3, wp::float32>(var_94, var_95, var_96);
    var_98 = wp::cross(var_10, var_97);
    var_102 = wp::vec_t<3, wp::float32>(var_99, var_100, var_101);
    var_103 = wp::add(var_67, var_102);
    var_104 = wp::cross(var_10, var_67);
    var_105 = wp::intersect_tri_tri(var_92, var_93, var_98, var_103, var_104, var_67);
    // v13 = (g9 - v2)                                                                        <L 26>
    var_106 = wp::sub(var_69, var_10);
    // node_energies[tid] = v0 + g5 + v11 + v11 * 1.1 + v14 + v2[0] + v2[1] + v2[2] + pq8[0] + pq8[1] + pq8[2] + g9[0] + g9[1] + g9[2] + float(c12) + v13[0] + v13[1] + v13[2]       <L 27>
    var_107 = wp::add(var_4, var_20);
    var_108 = wp::add(var_107, var_87);
    var_110 = wp::mul(var_87, var_109);
    var_111 = wp::add(var_108, var_110);
    var_112 = wp::add(var_111, var_2);
    var_114 = wp::extract(var_10, var_113);
    var_115 = wp::add(var_112, var_114);
    var_117 = wp::extract(var_10, var_116);
    var_118 = wp::add(var_115, var_117);
    var_120 = wp::extract(var_10, var_119);
    var_121 = wp::add(var_118, var_120);
    var_123 = wp::extract(var_67, var_122);
    var_124 = wp::add(var_121, var_123);
    var_126 = wp::extract(var_67, var_125);
    var_127 = wp::add(var_124, var_126);
    var_129 = wp::extract(var_67, var_128);
    var_130 = wp::add(var_127, var_129);
    var_132 = wp::extract(var_69, var_131);
    var_133 = wp::add(var_130, var_132);
    var_135 = wp::extract(var_69, var_134);
    var_136 = wp::add(var_133, var_135);
    var_138 = wp::extract(var_69, var_137);
    var_139 = wp::add(var_136, var_138);
    var_140 = wp::float(var_105);
    var_141 = wp::add(var_139, var_140);
    var_143 = wp::extract(var_106, var_142);
    var_144 = wp::add(var_141, var_143);
    var_146 = wp::extract(var_106, var_145);
    var_147 = wp::add(var_144, var_146);
    var_149 = wp::extract(var_106, var_148);
    var_150 = wp::add(var_147, var_149);
    wp::array_store(var_node_energies, var_0, var_150);
}



void geometry_000001_t_b79d3ab0_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_t_b79d3ab0 *_wp_args,
    wp_args_geometry_000001_t_b79d3ab0 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_node_weights = _wp_args->node_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_directions = _wp_args->node_directions;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::float32> var_node_energies = _wp_args->node_energies;
    wp::array_t<wp::float32> adj_node_weights = _wp_adj_args->node_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_node_directions = _wp_adj_args->node_directions;
    wp::uint64 adj_bvh = _wp_adj_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_pts = _wp_adj_args->pts;
    wp::uint64 adj_grid = _wp_adj_args->grid;
    wp::array_t<wp::float32> adj_node_energies = _wp_adj_args->node_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = 1.69;
    const wp::float32 var_14 = -0.144;
    const wp::float32 var_15 = 0.4;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 0.0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    const wp::int32 var_23 = 1;
    wp::int32 var_24;
    const wp::float32 var_25 = 1.352;
    const wp::float32 var_26 = -0.943;
    const wp::float32 var_27 = 0.0;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 0.1;
    const wp::float32 var_31 = 0.2;
    const wp::float32 var_32 = 2.5;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 1.81;
    wp::bvh_query_t var_37;
    const wp::float32 var_38 = 5.0;
    bool var_39;
    const wp::int32 var_40 = 1;
    wp::int32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.21;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = -1.4;
    const wp::float32 var_47 = 0.6;
    const wp::float32 var_48 = 1.57;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::int32 var_51 = 0;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::vec_t<3, wp::float32> var_62;
    const wp::float32 var_63 = 0.0371;
    const wp::float32 var_64 = -0.0193;
    const wp::float32 var_65 = 0.0229;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    const wp::float32 var_68 = 0.0;
    wp::vec_t<3, wp::float32> var_69;
    const wp::float32 var_70 = 0.25;
    wp::hash_grid_query_f var_71;
    wp::int32 var_72;
    wp::vec_t<3, wp::float32>* var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    const wp::float32 var_77 = 0.25;
    bool var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::float32 var_88 = 1.8;
    wp::float32 var_89;
    const wp::float32 var_90 = 1.0;
    wp::float32 var_91;
    wp::vec_t<3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    const wp::float32 var_94 = 0.3;
    const wp::float32 var_95 = 0.41;
    const wp::float32 var_96 = -1.77;
    wp::vec_t<3, wp::float32> var_97;
    wp::vec_t<3, wp::float32> var_98;
    const wp::float32 var_99 = 0.2;
    const wp::float32 var_100 = 1.421;
    const wp::float32 var_101 = 1.5;
    wp::vec_t<3, wp::float32> var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::int32 var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = 1.1;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::int32 var_113 = 0;
    wp::float32 var_114;
    wp::float32 var_115;
    const wp::int32 var_116 = 1;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::int32 var_119 = 2;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::int32 var_122 = 0;
    wp::float32 var_123;
    wp::float32 var_124;
    const wp::int32 var_125 = 1;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::int32 var_128 = 2;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 0;
    wp::float32 var_132;
    wp::float32 var_133;
    const wp::int32 var_134 = 1;
    wp::float32 var_135;
    wp::float32 var_136;
    const wp::int32 var_137 = 2;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::float32 var_141;
    const wp::int32 var_142 = 0;
    wp::float32 var_143;
    wp::float32 var_144;
    const wp::int32 var_145 = 1;
    wp::float32 var_146;
    wp::float32 var_147;
    const wp::int32 var_148 = 2;
    wp::float32 var_149;
    wp::float32 var_150;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::bvh_query_t adj_37 = {};
    wp::float32 adj_38 = {};
    bool adj_39 = {};
    wp::int32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::int32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::vec_t<3, wp::float32> adj_66 = {};
    wp::vec_t<3, wp::float32> adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::float32 adj_70 = {};
    wp::hash_grid_query_f adj_71 = {};
    wp::int32 adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    bool adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::vec_t<3, wp::float32> adj_83 = {};
    wp::vec_t<3, wp::float32> adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::vec_t<3, wp::float32> adj_92 = {};
    wp::vec_t<3, wp::float32> adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::vec_t<3, wp::float32> adj_97 = {};
    wp::vec_t<3, wp::float32> adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::vec_t<3, wp::float32> adj_102 = {};
    wp::vec_t<3, wp::float32> adj_103 = {};
    wp::vec_t<3, wp::float32> adj_104 = {};
    wp::int32 adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::int32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::int32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::int32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::int32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::int32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::int32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::int32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::int32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::int32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::int32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::int32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::int32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    //---------
    // forward
    // def geometry_000001_t(node_weights: wp.array[Any], node_directions: wp.array[Any], bvh: wp.uint64, pts: wp.array[Any], grid: wp.uint64, node_energies: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v14 = float(0.0)                                                                       <L 3>
    var_2 = wp::float(var_1);
    // v0 = node_weights[tid]                                                                 <L 4>
    var_3 = wp::address(var_node_weights, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = node_directions[tid]                                                              <L 5>
    var_6 = wp::address(var_node_directions, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = pts[tid]                                                                          <L 6>
    var_9 = wp::address(var_pts, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))                                        <L 7>
    var_12 = wp::neg(var_7);
    var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
    var_17 = wp::sub(var_7, var_16);
    var_18 = wp::add(var_12, var_17);
    // g5 = float(0.0)                                                                        <L 8>
    var_20 = wp::float(var_19);
    // b3 = int(0)                                                                            <L 9>
    var_22 = wp::int(var_21);
    // root3 = wp.bvh_get_group_root(bvh, 1)                                                  <L 10>
    var_24 = wp::bvh_get_group_root(var_bvh, var_23);
    // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)       <L 11>
    var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
    var_29 = wp::cross(var_7, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::add(var_29, var_33);
    var_35 = wp::normalize(var_34);
    var_37 = wp::bvh_query_capsule(var_bvh, var_18, var_35, var_36, var_24);
    // while wp.bvh_query_next(bq3, b3, 5.0):                                                 <L 12>
    // pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)             <L 16>
    var_60 = wp::mul(var_4, var_20);
    var_61 = wp::sub(var_4, var_20);
    var_62 = wp::vec_t<3, wp::float32>(var_4, var_60, var_61);
    var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
    var_67 = wp::add(var_62, var_66);
    // g9 = wp.vec3(0.0)                                                                      <L 17>
    var_69 = wp::vec_t<3, wp::float32>(var_68);
    // for nb7 in wp.hash_grid_query(grid, pq8, 0.25):                                        <L 18>
    var_71 = wp::hash_grid_query(var_grid, var_67, var_70);
    // v11 = v0                                                                               <L 24>
    var_87 = wp::copy(var_4);
    // c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)       <L 25>
    var_89 = wp::abs(var_88);
    var_91 = wp::add(var_89, var_90);
    var_92 = wp::div(var_10, var_91);
    var_93 = wp::vec_t<3, wp::float32>(var_20, var_20, var_87);
    var_97 = wp::vec_t<3, wp::float32>(var_94, var_95, var_96);
    var_98 = wp::cross(var_10, var_97);
    var_102 = wp::vec_t<3, wp::float32>(var_99, var_100, var_101);
    var_103 = wp::add(var_67, var_102);
    var_104 = wp::cross(var_10, var_67);
    var_105 = wp::intersect_tri_tri(var_92, var_93, var_98, var_103, var_104, var_67);
    // v13 = (g9 - v2)                                                                        <L 26>
    var_106 = wp::sub(var_69, var_10);
    // node_energies[tid] = v0 + g5 + v11 + v11 * 1.1 + v14 + v2[0] + v2[1] + v2[2] + pq8[0] + pq8[1] + pq8[2] + g9[0] + g9[1] + g9[2] + float(c12) + v13[0] + v13[1] + v13[2]       <L 27>
    var_107 = wp::add(var_4, var_20);
    var_108 = wp::add(var_107, var_87);
    var_110 = wp::mul(var_87, var_109);
    var_111 = wp::add(var_108, var_110);
    var_112 = wp::add(var_111, var_2);
    var_114 = wp::extract(var_10, var_113);
    var_115 = wp::add(var_112, var_114);
    var_117 = wp::extract(var_10, var_116);
    var_118 = wp::add(var_115, var_117);
    var_120 = wp::extract(var_10, var_119);
    var_121 = wp::add(var_118, var_120);
    var_123 = wp::extract(var_67, var_122);
    var_124 = wp::add(var_121, var_123);
    var_126 = wp::extract(var_67, var_125);
    var_127 = wp::add(var_124, var_126);
    var_129 = wp::extract(var_67, var_128);
    var_130 = wp::add(var_127, var_129);
    var_132 = wp::extract(var_69, var_131);
    var_133 = wp::add(var_130, var_132);
    var_135 = wp::extract(var_69, var_134);
    var_136 = wp::add(var_133, var_135);
    var_138 = wp::extract(var_69, var_137);
    var_139 = wp::add(var_136, var_138);
    var_140 = wp::float(var_105);
    var_141 = wp::add(var_139, var_140);
    var_143 = wp::extract(var_106, var_142);
    var_144 = wp::add(var_141, var_143);
    var_146 = wp::extract(var_106, var_145);
    var_147 = wp::add(var_144, var_146);
    var_149 = wp::extract(var_106, var_148);
    var_150 = wp::add(var_147, var_149);
    // wp::array_store(var_node_energies, var_0, var_150);
    //---------
    // reverse
    wp::adj_array_store(var_node_energies, var_0, var_150, adj_node_energies, adj_0, adj_150);
    wp::adj_add(var_147, var_149, adj_147, adj_149, adj_150);
    wp::adj_extract(var_106, var_148, adj_106, adj_148, adj_149);
    wp::adj_add(var_144, var_146, adj_144, adj_146, adj_147);
    wp::adj_extract(var_106, var_145, adj_106, adj_145, adj_146);
    wp::adj_add(var_141, var_143, adj_141, adj_143, adj_144);
    wp::adj_extract(var_106, var_142, adj_106, adj_142, adj_143);
    wp::adj_add(var_139, var_140, adj_139, adj_140, adj_141);
    wp::adj_float(var_105, adj_105, adj_140);
    wp::adj_add(var_136, var_138, adj_136, adj_138, adj_139);
    wp::adj_extract(var_69, var_137, adj_69, adj_137, adj_138);
    wp::adj_add(var_133, var_135, adj_133, adj_135, adj_136);
    wp::adj_extract(var_69, var_134, adj_69, adj_134, adj_135);
    wp::adj_add(var_130, var_132, adj_130, adj_132, adj_133);
    wp::adj_extract(var_69, var_131, adj_69, adj_131, adj_132);
    wp::adj_add(var_127, var_129, adj_127, adj_129, adj_130);
    wp::adj_extract(var_67, var_128, adj_67, adj_128, adj_129);
    wp::adj_add(var_124, var_126, adj_124, adj_126, adj_127);
    wp::adj_extract(var_67, var_125, adj_67, adj_125, adj_126);
    wp::adj_add(var_121, var_123, adj_121, adj_123, adj_124);
    wp::adj_extract(var_67, var_122, adj_67, adj_122, adj_123);
    wp::adj_add(var_118, var_120, adj_118, adj_120, adj_121);
    wp::adj_extract(var_10, var_119, adj_10, adj_119, adj_120);
    wp::adj_add(var_115, var_117, adj_115, adj_117, adj_118);
    wp::adj_extract(var_10, var_116, adj_10, adj_116, adj_117);
    wp::adj_add(var_112, var_114, adj_112, adj_114, adj_115);
    wp::adj_extract(var_10, var_113, adj_10, adj_113, adj_114);
    wp::adj_add(var_111, var_2, adj_111, adj_2, adj_112);
    wp::adj_add(var_108, var_110, adj_108, adj_110, adj_111);
    wp::adj_mul(var_87, var_109, adj_87, adj_109, adj_110);
    wp::adj_add(var_107, var_87, adj_107, adj_87, adj_108);
    wp::adj_add(var_4, var_20, adj_4, adj_20, adj_107);
    // adj: node_energies[tid] = v0 + g5 + v11 + v11 * 1.1 + v14 + v2[0] + v2[1] + v2[2] + pq8[0] + pq8[1] + pq8[2] + g9[0] + g9[1] + g9[2] + float(c12) + v13[0] + v13[1] + v13[2]  <L 27>
    wp::adj_sub(var_69, var_10, adj_69, adj_10, adj_106);
    // adj: v13 = (g9 - v2)                                                                   <L 26>
    wp::adj_cross(var_10, var_67, adj_10, adj_67, adj_104);
    wp::adj_add(var_67, var_102, adj_67, adj_102, adj_103);
    wp::adj_vec_t(var_99, var_100, var_101, adj_99, adj_100, adj_101, adj_102);
    wp::adj_cross(var_10, var_97, adj_10, adj_97, adj_98);
    wp::adj_vec_t(var_94, var_95, var_96, adj_94, adj_95, adj_96, adj_97);
    wp::adj_vec_t(var_20, var_20, var_87, adj_20, adj_20, adj_87, adj_93);
    wp::adj_div(var_10, var_91, adj_10, adj_91, adj_92);
    wp::adj_add(var_89, var_90, adj_89, adj_90, adj_91);
    wp::adj_abs(var_88, adj_88, adj_89);
    // adj: c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)  <L 25>
    wp::adj_copy(var_4, adj_4, adj_87);
    // adj: v11 = v0                                                                          <L 24>
    var_71 = wp::iter_reverse(var_71);
    start_for_2:;
        if (iter_cmp(var_71) == 0) goto end_for_2;
        var_72 = wp::iter_next(var_71);
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
    	adj_85 = {};
    	adj_86 = {};
        // d7 = pts[nb7] - pq8                                                                <L 19>
        var_73 = wp::address(var_pts, var_72);
        var_75 = wp::load(var_73);
        var_74 = wp::sub(var_75, var_67);
        // if wp.length(d7) < 0.25:                                                           <L 20>
        var_76 = wp::length(var_74);
        var_78 = (var_76 < var_77);
        if (var_78) {
            // g9 += d7 * wp.exp(-wp.length_sq(d7))                                           <L 21>
            var_79 = wp::length_sq(var_74);
            var_80 = wp::neg(var_79);
            var_81 = wp::exp(var_80);
            var_82 = wp::mul(var_74, var_81);
            var_83 = wp::add(var_69, var_82);
        }
        var_84 = wp::where(var_78, var_83, var_69);
        // v10 = g5                                                                           <L 22>
        var_85 = wp::copy(var_20);
        // v14 += v10                                                                         <L 23>
        var_86 = wp::add(var_2, var_85);
        wp::assign(var_2, var_86);
        wp::assign(var_69, var_84);
        wp::adj_assign(var_69, var_84, adj_69, adj_84);
        wp::adj_assign(var_2, var_86, adj_2, adj_86);
        wp::adj_add(var_2, var_85, adj_2, adj_85, adj_86);
        // adj: v14 += v10                                                                    <L 23>
        wp::adj_copy(var_20, adj_20, adj_85);
        // adj: v10 = g5                                                                      <L 22>
        wp::adj_where(var_78, var_83, var_69, adj_78, adj_83, adj_69, adj_84);
        if (var_78) {
            wp::adj_add(var_69, var_82, adj_69, adj_82, adj_83);
            wp::adj_mul(var_74, var_81, adj_74, adj_81, adj_82);
            wp::adj_exp(var_80, var_81, adj_80, adj_81);
            wp::adj_neg(var_79, adj_79, adj_80);
            wp::adj_length_sq(var_74, adj_74, adj_79);
            // adj: g9 += d7 * wp.exp(-wp.length_sq(d7))                                      <L 21>
        }
        wp::adj_length(var_74, var_76, adj_74, adj_76);
        // adj: if wp.length(d7) < 0.25:                                                      <L 20>
        wp::adj_sub(var_75, var_67, adj_73, adj_67, adj_74);
        wp::adj_address(var_pts, var_72, adj_pts, adj_72, adj_73);
        // adj: d7 = pts[nb7] - pq8                                                           <L 19>
    	goto start_for_2;
    end_for_2:;
    // adj: for nb7 in wp.hash_grid_query(grid, pq8, 0.25):                                   <L 18>
    wp::adj_vec_t(var_68, adj_68, adj_69);
    // adj: g9 = wp.vec3(0.0)                                                                 <L 17>
    wp::adj_add(var_62, var_66, adj_62, adj_66, adj_67);
    wp::adj_vec_t(var_63, var_64, var_65, adj_63, adj_64, adj_65, adj_66);
    wp::adj_vec_t(var_4, var_60, var_61, adj_4, adj_60, adj_61, adj_62);
    wp::adj_sub(var_4, var_20, adj_4, adj_20, adj_61);
    wp::adj_mul(var_4, var_20, adj_4, adj_20, adj_60);
    // adj: pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)        <L 16>
    start_while_0:;
    var_39 = wp::bvh_query_capsule_next(var_37, var_22, var_38);
    if ((var_39) == false) goto end_while_0;
    adj_40 = {};
    adj_41 = {};
    adj_42 = {};
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
    adj_54 = {};
    adj_55 = {};
    adj_56 = {};
    adj_57 = {};
    adj_58 = {};
    adj_59 = {};
        // g5 += float(b3 + 1) * 1.21                                                         <L 13>
        var_41 = wp::add(var_22, var_40);
        var_42 = wp::float(var_41);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_20, var_44);
        // v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)                                              <L 14>
        var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
        var_50 = wp::sub(var_49, var_18);
        // v14 += v6[0] + v6[1] + v6[2]                                                       <L 15>
        var_52 = wp::extract(var_50, var_51);
        var_54 = wp::extract(var_50, var_53);
        var_55 = wp::add(var_52, var_54);
        var_57 = wp::extract(var_50, var_56);
        var_58 = wp::add(var_55, var_57);
        var_59 = wp::add(var_2, var_58);
        wp::assign(var_2, var_59);
        wp::assign(var_20, var_45);
        wp::adj_assign(var_20, var_45, adj_20, adj_45);
        wp::adj_assign(var_2, var_59, adj_2, adj_59);
        wp::adj_add(var_2, var_58, adj_2, adj_58, adj_59);
        wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
        wp::adj_extract(var_50, var_56, adj_50, adj_56, adj_57);
        wp::adj_add(var_52, var_54, adj_52, adj_54, adj_55);
        wp::adj_extract(var_50, var_53, adj_50, adj_53, adj_54);
        wp::adj_extract(var_50, var_51, adj_50, adj_51, adj_52);
        // adj: v14 += v6[0] + v6[1] + v6[2]                                                  <L 15>
        wp::adj_sub(var_49, var_18, adj_49, adj_18, adj_50);
        wp::adj_vec_t(var_46, var_47, var_48, adj_46, adj_47, adj_48, adj_49);
        // adj: v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)                                         <L 14>
        wp::adj_add(var_20, var_44, adj_20, adj_44, adj_45);
        wp::adj_mul(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_float(var_41, adj_41, adj_42);
        wp::adj_add(var_22, var_40, adj_22, adj_40, adj_41);
        // adj: g5 += float(b3 + 1) * 1.21                                                    <L 13>
    goto start_while_0;
    end_while_0:;
    // adj: while wp.bvh_query_next(bq3, b3, 5.0):                                            <L 12>
    wp::adj_normalize(var_34, var_35, adj_34, adj_35);
    wp::adj_add(var_29, var_33, adj_29, adj_33, adj_34);
    wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
    wp::adj_cross(var_7, var_28, adj_7, adj_28, adj_29);
    wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
    // adj: bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)  <L 11>
    // adj: root3 = wp.bvh_get_group_root(bvh, 1)                                             <L 10>
    // adj: b3 = int(0)                                                                       <L 9>
    wp::adj_float(var_19, adj_19, adj_20);
    // adj: g5 = float(0.0)                                                                   <L 8>
    wp::adj_add(var_12, var_17, adj_12, adj_17, adj_18);
    wp::adj_sub(var_7, var_16, adj_7, adj_16, adj_17);
    wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
    wp::adj_neg(var_7, adj_7, adj_12);
    // adj: pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))                                   <L 7>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_pts, var_0, adj_pts, adj_0, adj_9);
    // adj: v2 = pts[tid]                                                                     <L 6>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_node_directions, var_0, adj_node_directions, adj_0, adj_6);
    // adj: v1 = node_directions[tid]                                                         <L 5>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_node_weights, var_0, adj_node_weights, adj_0, adj_3);
    // adj: v0 = node_weights[tid]                                                            <L 4>
    wp::adj_float(var_1, adj_1, adj_2);
    // adj: v14 = float(0.0)                                                                  <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def geometry_000001_t(node_weights: wp.array[Any], node_directions: wp.array[Any], bvh: wp.uint64, pts: wp.array[Any], grid: wp.uint64, node_energies: wp.array[Any]):  <L 1>
    return;
}



struct geometry_000001_t_b79d3ab0_cpu_block_payload_forward
{
    wp_args_geometry_000001_t_b79d3ab0* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_t_b79d3ab0_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_t_b79d3ab0_cpu_block_payload_forward* payload = (geometry_000001_t_b79d3ab0_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_t_b79d3ab0_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void geometry_000001_t_b79d3ab0_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_t_b79d3ab0 *_wp_args)
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
        geometry_000001_t_b79d3ab0_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_t_b79d3ab0_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct geometry_000001_t_b79d3ab0_cpu_block_payload_backward
{
    wp_args_geometry_000001_t_b79d3ab0* args;
    wp_args_geometry_000001_t_b79d3ab0* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_t_b79d3ab0_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_t_b79d3ab0_cpu_block_payload_backward* payload = (geometry_000001_t_b79d3ab0_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_t_b79d3ab0_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void geometry_000001_t_b79d3ab0_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_t_b79d3ab0 *_wp_args,
    wp_args_geometry_000001_t_b79d3ab0 *_wp_adj_args)
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
        geometry_000001_t_b79d3ab0_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_t_b79d3ab0_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

