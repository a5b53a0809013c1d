// Generated for case geometry-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_geometry_000001_d1d54234 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::uint64 bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> pts;
    wp::uint64 grid;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void geometry_000001_d1d54234_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_d1d54234 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
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
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::float32 var_10 = 0.5;
    const wp::float32 var_11 = -0.7;
    const wp::float32 var_12 = -1.2;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    wp::float32 var_17;
    const wp::int32 var_18 = 0;
    wp::int32 var_19;
    const wp::int32 var_20 = 1;
    wp::int32 var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 0.1;
    const wp::float32 var_24 = 0.2;
    const wp::float32 var_25 = 2.5;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::float32 var_29 = 1.28;
    wp::bvh_query_t var_30;
    bool var_31;
    const wp::float32 var_32 = INFINITY;
    const wp::int32 var_33 = 1;
    wp::int32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.26;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.4;
    const wp::float32 var_40 = 0.2;
    const wp::float32 var_41 = -1.246;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 1.25;
    const wp::float32 var_45 = 1.5;
    const wp::float32 var_46 = 3.0;
    wp::vec_t<3, wp::float32> var_47;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = 0.0;
    wp::float32 var_50;
    const wp::int32 var_51 = 0;
    wp::int32 var_52;
    const wp::int32 var_53 = 1;
    wp::int32 var_54;
    const wp::float32 var_55 = -0.3;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::float32 var_58 = 0.1;
    const wp::float32 var_59 = 0.2;
    const wp::float32 var_60 = 2.5;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    const wp::float32 var_64 = 0.46;
    wp::bvh_query_t var_65;
    const wp::float32 var_66 = 2.0;
    bool var_67;
    const wp::int32 var_68 = 1;
    wp::int32 var_69;
    wp::float32 var_70;
    const wp::float32 var_71 = 1.57;
    wp::float32 var_72;
    wp::float32 var_73;
    const wp::float32 var_74 = -1.7;
    const wp::float32 var_75 = -1.1;
    const wp::float32 var_76 = 0.8;
    wp::vec_t<3, wp::float32> var_77;
    wp::vec_t<3, wp::float32> var_78;
    const wp::float32 var_79 = -1.008;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.0;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.25;
    wp::hash_grid_query_f var_85;
    wp::int32 var_86;
    wp::vec_t<3, wp::float32>* var_87;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 0.25;
    bool var_92;
    const wp::float32 var_93 = 0.25;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 1;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::vec_t<3, wp::float32> var_102;
    const wp::float32 var_103 = -1.13;
    const wp::float32 var_104 = 1.093;
    const wp::float32 var_105 = 1.776;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::vec_t<3, wp::float32> var_108;
    const wp::float32 var_109 = 0.0;
    wp::float32 var_110;
    const wp::int32 var_111 = 0;
    wp::int32 var_112;
    const wp::float32 var_113 = 0.18;
    wp::bvh_query_t var_114;
    const wp::int32 var_115 = -1;
    bool var_116;
    const wp::float32 var_117 = INFINITY;
    const wp::int32 var_118 = 1;
    wp::int32 var_119;
    wp::float32 var_120;
    const wp::float32 var_121 = 0.96;
    wp::float32 var_122;
    wp::float32 var_123;
    const wp::float32 var_124 = 1.6;
    const wp::float32 var_125 = 1.18;
    const wp::float32 var_126 = -0.5;
    wp::vec_t<3, wp::float32> var_127;
    const wp::float32 var_128 = 0.0;
    wp::float32 var_129;
    const wp::int32 var_130 = 0;
    wp::int32 var_131;
    const wp::int32 var_132 = 1;
    wp::int32 var_133;
    const wp::float32 var_134 = 1.12;
    wp::bvh_query_t var_135;
    bool var_136;
    const wp::float32 var_137 = INFINITY;
    wp::shape_t* var_138;
    const wp::int32 var_139 = 0;
    wp::int32 var_140;
    wp::shape_t var_141;
    wp::int32 var_142;
    wp::float32* var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    const wp::int32 var_148 = 5;
    wp::int32 var_149;
    wp::shape_t* var_150;
    const wp::int32 var_151 = 0;
    wp::int32 var_152;
    wp::shape_t var_153;
    wp::int32 var_154;
    wp::vec_t<3, wp::float32>* var_155;
    const wp::int32 var_156 = 0;
    wp::float32 var_157;
    wp::vec_t<3, wp::float32> var_158;
    const wp::float32 var_159 = 1.39;
    wp::float32 var_160;
    wp::float32 var_161;
    //---------
    // forward
    // def geometry_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), bvh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = pts[tid]                                                                          <L 9>
    var_7 = wp::address(var_pts, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // pq4 = (wp.cross(v1, wp.vec3(0.5, -0.7, -1.2)) - v1)                                    <L 10>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::cross(var_5, var_13);
    var_15 = wp::sub(var_14, var_5);
    // g5 = float(0.0)                                                                        <L 11>
    var_17 = wp::float(var_16);
    // b3 = int(0)                                                                            <L 12>
    var_19 = wp::int(var_18);
    // root3 = wp.bvh_get_group_root(bvh, 1)                                                  <L 13>
    var_21 = wp::bvh_get_group_root(var_bvh, var_20);
    // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)       <L 14>
    var_22 = wp::cross(var_5, var_15);
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_27 = wp::add(var_22, var_26);
    var_28 = wp::normalize(var_27);
    var_30 = wp::bvh_query_capsule(var_bvh, var_15, var_28, var_29, var_21);
    // while wp.bvh_query_next(bq3, b3):                                                      <L 15>
    start_while_0:;
    var_31 = wp::bvh_query_capsule_next(var_30, var_19, var_32);
    if ((var_31) == false) goto end_while_0;
        // g5 += float(b3 + 1) * 0.26                                                         <L 16>
        var_34 = wp::add(var_19, var_33);
        var_35 = wp::float(var_34);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_17, var_37);
        // pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0))       <L 17>
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_43 = wp::cross(var_5, var_42);
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_48 = wp::cw_div(var_43, var_47);
        // g8 = float(0.0)                                                                    <L 18>
        var_50 = wp::float(var_49);
        // b6 = int(0)                                                                        <L 19>
        var_52 = wp::int(var_51);
        // root6 = wp.bvh_get_group_root(bvh, 1)                                              <L 20>
        var_54 = wp::bvh_get_group_root(var_bvh, var_53);
        // bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize((wp.vec3(-0.3) * g5) + wp.vec3(0.1, 0.2, 2.5)), 0.46, root6)       <L 21>
        var_56 = wp::vec_t<3, wp::float32>(var_55);
        var_57 = wp::mul(var_56, var_38);
        var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
        var_62 = wp::add(var_57, var_61);
        var_63 = wp::normalize(var_62);
        var_65 = wp::bvh_query_capsule(var_bvh, var_48, var_63, var_64, var_54);
        // while wp.bvh_query_next(bq6, b6, 2.0):                                             <L 22>
    start_while_2:;
        var_67 = wp::bvh_query_capsule_next(var_65, var_52, var_66);
    if ((var_67) == false) goto end_while_2;
            // g8 += float(b6 + 1) * 1.57                                                     <L 23>
            var_69 = wp::add(var_52, var_68);
            var_70 = wp::float(var_69);
            var_72 = wp::mul(var_70, var_71);
            var_73 = wp::add(var_50, var_72);
            wp::assign(var_50, var_73);
    goto start_while_2;
    end_while_2:;
        wp::assign(var_17, var_38);
    goto start_while_0;
    end_while_0:;
    // pq10 = (wp.cross(v2, wp.vec3(-1.7, -1.1, 0.8)) - (-1.008 * v1))                        <L 24>
    var_77 = wp::vec_t<3, wp::float32>(var_74, var_75, var_76);
    var_78 = wp::cross(var_8, var_77);
    var_80 = wp::mul(var_79, var_5);
    var_81 = wp::sub(var_78, var_80);
    // g11 = float(0.0)                                                                       <L 25>
    var_83 = wp::float(var_82);
    // for nb9 in wp.hash_grid_query(grid, pq10, 0.25):                                       <L 26>
    var_85 = wp::hash_grid_query(var_grid, var_81, var_84);
    start_for_4:;
        if (iter_cmp(var_85) == 0) goto end_for_4;
        var_86 = wp::iter_next(var_85);
        // d9 = pts[nb9] - pq10                                                               <L 27>
        var_87 = wp::address(var_pts, var_86);
        var_89 = wp::load(var_87);
        var_88 = wp::sub(var_89, var_81);
        // if wp.length(d9) < 0.25:                                                           <L 28>
        var_90 = wp::length(var_88);
        var_92 = (var_90 < var_91);
        if (var_92) {
            // g11 += 0.25 - wp.length(d9)                                                    <L 29>
            var_94 = wp::length(var_88);
            var_95 = wp::sub(var_93, var_94);
            var_96 = wp::add(var_83, var_95);
        }
        var_97 = wp::where(var_92, var_96, var_83);
        wp::assign(var_83, var_97);
        goto start_for_4;
    end_for_4:;
    // v12 = wp.cross(wp.vec3(pq10.y, (g11 + g11), wp.dot(pq4, v2)), wp.vec3(-1.13, 1.093, 1.776))       <L 30>
    var_99 = wp::extract(var_81, var_98);
    var_100 = wp::add(var_83, var_83);
    var_101 = wp::dot(var_15, var_8);
    var_102 = wp::vec_t<3, wp::float32>(var_99, var_100, var_101);
    var_106 = wp::vec_t<3, wp::float32>(var_103, var_104, var_105);
    var_107 = wp::cross(var_102, var_106);
    // pq14 = v1                                                                              <L 31>
    var_108 = wp::copy(var_5);
    // g15 = float(0.0)                                                                       <L 32>
    var_110 = wp::float(var_109);
    // b13 = int(0)                                                                           <L 33>
    var_112 = wp::int(var_111);
    // bq13 = wp.bvh_query_sphere(bvh, pq14, 0.18)                                            <L 34>
    var_114 = wp::bvh_query_sphere(var_bvh, var_108, var_113, var_115);
    // while wp.bvh_query_next(bq13, b13):                                                    <L 35>
    start_while_6:;
    var_116 = wp::bvh_query_sphere_next(var_114, var_112, var_117);
    if ((var_116) == false) goto end_while_6;
        // g15 += float(b13 + 1) * 0.96                                                       <L 36>
        var_119 = wp::add(var_112, var_118);
        var_120 = wp::float(var_119);
        var_122 = wp::mul(var_120, var_121);
        var_123 = wp::add(var_110, var_122);
        wp::assign(var_110, var_123);
    goto start_while_6;
    end_while_6:;
    // pq17 = wp.vec3(1.6, 1.18, -0.5)                                                        <L 37>
    var_127 = wp::vec_t<3, wp::float32>(var_124, var_125, var_126);
    // g18 = float(0.0)                                                                       <L 38>
    var_129 = wp::float(var_128);
    // b16 = int(0)                                                                           <L 39>
    var_131 = wp::int(var_130);
    // root16 = wp.bvh_get_group_root(bvh, 1)                                                 <L 40>
    var_133 = wp::bvh_get_group_root(var_bvh, var_132);
    // bq16 = wp.bvh_query_sphere(bvh, pq17, 1.12, root16)                                    <L 41>
    var_135 = wp::bvh_query_sphere(var_bvh, var_127, var_134, var_133);
    // while wp.bvh_query_next(bq16, b16):                                                    <L 42>
    start_while_8:;
    var_136 = wp::bvh_query_sphere_next(var_135, var_131, var_137);
    if ((var_136) == false) goto end_while_8;
        // g18 += x0[b16 % x0.shape[0]]                                                       <L 43>
        var_138 = &(var_x0.shape);
        var_141 = wp::load(var_138);
        var_140 = wp::extract(var_141, var_139);
        var_142 = wp::mod(var_131, var_140);
        var_143 = wp::address(var_x0, var_142);
        var_145 = wp::load(var_143);
        var_144 = wp::add(var_129, var_145);
        wp::assign(var_129, var_144);
    goto start_while_8;
    end_while_8:;
    // out0[tid] = g11 + g15 + g18 + (pts[(tid + 5) % pts.shape[0]]).x * 1.39                 <L 44>
    var_146 = wp::add(var_83, var_110);
    var_147 = wp::add(var_146, var_129);
    var_149 = wp::add(var_0, var_148);
    var_150 = &(var_pts.shape);
    var_153 = wp::load(var_150);
    var_152 = wp::extract(var_153, var_151);
    var_154 = wp::mod(var_149, var_152);
    var_155 = wp::address(var_pts, var_154);
    var_158 = wp::load(var_155);
    var_157 = wp::extract(var_158, var_156);
    var_160 = wp::mul(var_157, var_159);
    var_161 = wp::add(var_147, var_160);
    wp::array_store(var_out0, var_0, var_161);
}



template <bool wp_linear_contiguous>
static void geometry_000001_d1d54234_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_d1d54234 *_wp_args,
    wp_args_geometry_000001_d1d54234 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::uint64 adj_bvh = _wp_adj_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_pts = _wp_adj_args->pts;
    wp::uint64 adj_grid = _wp_adj_args->grid;
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
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::float32 var_10 = 0.5;
    const wp::float32 var_11 = -0.7;
    const wp::float32 var_12 = -1.2;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    wp::float32 var_17;
    const wp::int32 var_18 = 0;
    wp::int32 var_19;
    const wp::int32 var_20 = 1;
    wp::int32 var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 0.1;
    const wp::float32 var_24 = 0.2;
    const wp::float32 var_25 = 2.5;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::float32 var_29 = 1.28;
    wp::bvh_query_t var_30;
    bool var_31;
    const wp::float32 var_32 = INFINITY;
    const wp::int32 var_33 = 1;
    wp::int32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.26;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.4;
    const wp::float32 var_40 = 0.2;
    const wp::float32 var_41 = -1.246;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 1.25;
    const wp::float32 var_45 = 1.5;
    const wp::float32 var_46 = 3.0;
    wp::vec_t<3, wp::float32> var_47;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = 0.0;
    wp::float32 var_50;
    const wp::int32 var_51 = 0;
    wp::int32 var_52;
    const wp::int32 var_53 = 1;
    wp::int32 var_54;
    const wp::float32 var_55 = -0.3;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::float32 var_58 = 0.1;
    const wp::float32 var_59 = 0.2;
    const wp::float32 var_60 = 2.5;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    const wp::float32 var_64 = 0.46;
    wp::bvh_query_t var_65;
    const wp::float32 var_66 = 2.0;
    bool var_67;
    const wp::int32 var_68 = 1;
    wp::int32 var_69;
    wp::float32 var_70;
    const wp::float32 var_71 = 1.57;
    wp::float32 var_72;
    wp::float32 var_73;
    const wp::float32 var_74 = -1.7;
    const wp::float32 var_75 = -1.1;
    const wp::float32 var_76 = 0.8;
    wp::vec_t<3, wp::float32> var_77;
    wp::vec_t<3, wp::float32> var_78;
    const wp::float32 var_79 = -1.008;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.0;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.25;
    wp::hash_grid_query_f var_85;
    wp::int32 var_86;
    wp::vec_t<3, wp::float32>* var_87;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 0.25;
    bool var_92;
    const wp::float32 var_93 = 0.25;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 1;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::vec_t<3, wp::float32> var_102;
    const wp::float32 var_103 = -1.13;
    const wp::float32 var_104 = 1.093;
    const wp::float32 var_105 = 1.776;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::vec_t<3, wp::float32> var_108;
    const wp::float32 var_109 = 0.0;
    wp::float32 var_110;
    const wp::int32 var_111 = 0;
    wp::int32 var_112;
    const wp::float32 var_113 = 0.18;
    wp::bvh_query_t var_114;
    const wp::int32 var_115 = -1;
    bool var_116;
    const wp::float32 var_117 = INFINITY;
    const wp::int32 var_118 = 1;
    wp::int32 var_119;
    wp::float32 var_120;
    const wp::float32 var_121 = 0.96;
    wp::float32 var_122;
    wp::float32 var_123;
    const wp::float32 var_124 = 1.6;
    const wp::float32 var_125 = 1.18;
    const wp::float32 var_126 = -0.5;
    wp::vec_t<3, wp::float32> var_127;
    const wp::float32 var_128 = 0.0;
    wp::float32 var_129;
    const wp::int32 var_130 = 0;
    wp::int32 var_131;
    const wp::int32 var_132 = 1;
    wp::int32 var_133;
    const wp::float32 var_134 = 1.12;
    wp::bvh_query_t var_135;
    bool var_136;
    const wp::float32 var_137 = INFINITY;
    wp::shape_t* var_138;
    const wp::int32 var_139 = 0;
    wp::int32 var_140;
    wp::shape_t var_141;
    wp::int32 var_142;
    wp::float32* var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    const wp::int32 var_148 = 5;
    wp::int32 var_149;
    wp::shape_t* var_150;
    const wp::int32 var_151 = 0;
    wp::int32 var_152;
    wp::shape_t var_153;
    wp::int32 var_154;
    wp::vec_t<3, wp::float32>* var_155;
    const wp::int32 var_156 = 0;
    wp::float32 var_157;
    wp::vec_t<3, wp::float32> var_158;
    const wp::float32 var_159 = 1.39;
    wp::float32 var_160;
    wp::float32 var_161;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::float32 adj_29 = {};
    wp::bvh_query_t adj_30 = {};
    bool adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::vec_t<3, wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    wp::bvh_query_t adj_65 = {};
    wp::float32 adj_66 = {};
    bool adj_67 = {};
    wp::int32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::vec_t<3, wp::float32> adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::float32 adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::hash_grid_query_f adj_85 = {};
    wp::int32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    bool adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::int32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::vec_t<3, wp::float32> adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::vec_t<3, wp::float32> adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::int32 adj_111 = {};
    wp::int32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::bvh_query_t adj_114 = {};
    wp::int32 adj_115 = {};
    bool adj_116 = {};
    wp::float32 adj_117 = {};
    wp::int32 adj_118 = {};
    wp::int32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::vec_t<3, wp::float32> adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::int32 adj_130 = {};
    wp::int32 adj_131 = {};
    wp::int32 adj_132 = {};
    wp::int32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::bvh_query_t adj_135 = {};
    bool adj_136 = {};
    wp::float32 adj_137 = {};
    wp::shape_t adj_138 = {};
    wp::int32 adj_139 = {};
    wp::int32 adj_140 = {};
    wp::shape_t adj_141 = {};
    wp::int32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::int32 adj_148 = {};
    wp::int32 adj_149 = {};
    wp::shape_t adj_150 = {};
    wp::int32 adj_151 = {};
    wp::int32 adj_152 = {};
    wp::shape_t adj_153 = {};
    wp::int32 adj_154 = {};
    wp::vec_t<3, wp::float32> adj_155 = {};
    wp::int32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::vec_t<3, wp::float32> adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    //---------
    // forward
    // def geometry_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), bvh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = pts[tid]                                                                          <L 9>
    var_7 = wp::address(var_pts, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // pq4 = (wp.cross(v1, wp.vec3(0.5, -0.7, -1.2)) - v1)                                    <L 10>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::cross(var_5, var_13);
    var_15 = wp::sub(var_14, var_5);
    // g5 = float(0.0)                                                                        <L 11>
    var_17 = wp::float(var_16);
    // b3 = int(0)                                                                            <L 12>
    var_19 = wp::int(var_18);
    // root3 = wp.bvh_get_group_root(bvh, 1)                                                  <L 13>
    var_21 = wp::bvh_get_group_root(var_bvh, var_20);
    // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)       <L 14>
    var_22 = wp::cross(var_5, var_15);
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_27 = wp::add(var_22, var_26);
    var_28 = wp::normalize(var_27);
    var_30 = wp::bvh_query_capsule(var_bvh, var_15, var_28, var_29, var_21);
    // while wp.bvh_query_next(bq3, b3):                                                      <L 15>
    // pq10 = (wp.cross(v2, wp.vec3(-1.7, -1.1, 0.8)) - (-1.008 * v1))                        <L 24>
    var_77 = wp::vec_t<3, wp::float32>(var_74, var_75, var_76);
    var_78 = wp::cross(var_8, var_77);
    var_80 = wp::mul(var_79, var_5);
    var_81 = wp::sub(var_78, var_80);
    // g11 = float(0.0)                                                                       <L 25>
    var_83 = wp::float(var_82);
    // for nb9 in wp.hash_grid_query(grid, pq10, 0.25):                                       <L 26>
    var_85 = wp::hash_grid_query(var_grid, var_81, var_84);
    // v12 = wp.cross(wp.vec3(pq10.y, (g11 + g11), wp.dot(pq4, v2)), wp.vec3(-1.13, 1.093, 1.776))       <L 30>
    var_99 = wp::extract(var_81, var_98);
    var_100 = wp::add(var_83, var_83);
    var_101 = wp::dot(var_15, var_8);
    var_102 = wp::vec_t<3, wp::float32>(var_99, var_100, var_101);
    var_106 = wp::vec_t<3, wp::float32>(var_103, var_104, var_105);
    var_107 = wp::cross(var_102, var_106);
    // pq14 = v1                                                                              <L 31>
    var_108 = wp::copy(var_5);
    // g15 = float(0.0)                                                                       <L 32>
    var_110 = wp::float(var_109);
    // b13 = int(0)                                                                           <L 33>
    var_112 = wp::int(var_111);
    // bq13 = wp.bvh_query_sphere(bvh, pq14, 0.18)                                            <L 34>
    var_114 = wp::bvh_query_sphere(var_bvh, var_108, var_113, var_115);
    // while wp.bvh_query_next(bq13, b13):                                                    <L 35>
    // pq17 = wp.vec3(1.6, 1.18, -0.5)                                                        <L 37>
    var_127 = wp::vec_t<3, wp::float32>(var_124, var_125, var_126);
    // g18 = float(0.0)                                                                       <L 38>
    var_129 = wp::float(var_128);
    // b16 = int(0)                                                                           <L 39>
    var_131 = wp::int(var_130);
    // root16 = wp.bvh_get_group_root(bvh, 1)                                                 <L 40>
    var_133 = wp::bvh_get_group_root(var_bvh, var_132);
    // bq16 = wp.bvh_query_sphere(bvh, pq17, 1.12, root16)                                    <L 41>
    var_135 = wp::bvh_query_sphere(var_bvh, var_127, var_134, var_133);
    // while wp.bvh_query_next(bq16, b16):                                                    <L 42>
    // out0[tid] = g11 + g15 + g18 + (pts[(tid + 5) % pts.shape[0]]).x * 1.39                 <L 44>
    var_146 = wp::add(var_83, var_110);
    var_147 = wp::add(var_146, var_129);
    var_149 = wp::add(var_0, var_148);
    var_150 = &(var_pts.shape);
    var_153 = wp::load(var_150);
    var_152 = wp::extract(var_153, var_151);
    var_154 = wp::mod(var_149, var_152);
    var_155 = wp::address(var_pts, var_154);
    var_158 = wp::load(var_155);
    var_157 = wp::extract(var_158, var_156);
    var_160 = wp::mul(var_157, var_159);
    var_161 = wp::add(var_147, var_160);
    // wp::array_store(var_out0, var_0, var_161);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_161, adj_out0, adj_0, adj_161);
    wp::adj_add(var_147, var_160, adj_147, adj_160, adj_161);
    wp::adj_mul(var_157, var_159, adj_157, adj_159, adj_160);
    wp::adj_extract(var_158, var_156, adj_155, adj_156, adj_157);
    wp::adj_address(var_pts, var_154, adj_pts, adj_154, adj_155);
    wp::adj_mod(var_149, var_152, adj_149, adj_152, adj_154);
    adj_pts.shape = adj_150;
    wp::adj_add(var_0, var_148, adj_0, adj_148, adj_149);
    wp::adj_add(var_146, var_129, adj_146, adj_129, adj_147);
    wp::adj_add(var_83, var_110, adj_83, adj_110, adj_146);
    // adj: out0[tid] = g11 + g15 + g18 + (pts[(tid + 5) % pts.shape[0]]).x * 1.39            <L 44>
    start_while_8:;
    var_136 = wp::bvh_query_sphere_next(var_135, var_131, var_137);
    if ((var_136) == false) goto end_while_8;
    adj_138 = {};
    adj_139 = {};
    adj_140 = {};
    adj_141 = {};
    adj_142 = {};
    adj_143 = {};
    adj_144 = {};
    adj_145 = {};
        // g18 += x0[b16 % x0.shape[0]]                                                       <L 43>
        var_138 = &(var_x0.shape);
        var_141 = wp::load(var_138);
        var_140 = wp::extract(var_141, var_139);
        var_142 = wp::mod(var_131, var_140);
        var_143 = wp::address(var_x0, var_142);
        var_145 = wp::load(var_143);
        var_144 = wp::add(var_129, var_145);
        wp::assign(var_129, var_144);
        wp::adj_assign(var_129, var_144, adj_129, adj_144);
        wp::adj_add(var_129, var_145, adj_129, adj_143, adj_144);
        wp::adj_address(var_x0, var_142, adj_x0, adj_142, adj_143);
        wp::adj_mod(var_131, var_140, adj_131, adj_140, adj_142);
        adj_x0.shape = adj_138;
        // adj: g18 += x0[b16 % x0.shape[0]]                                                  <L 43>
    goto start_while_8;
    end_while_8:;
    // adj: while wp.bvh_query_next(bq16, b16):                                               <L 42>
    // adj: bq16 = wp.bvh_query_sphere(bvh, pq17, 1.12, root16)                               <L 41>
    // adj: root16 = wp.bvh_get_group_root(bvh, 1)                                            <L 40>
    // adj: b16 = int(0)                                                                      <L 39>
    wp::adj_float(var_128, adj_128, adj_129);
    // adj: g18 = float(0.0)                                                                  <L 38>
    wp::adj_vec_t(var_124, var_125, var_126, adj_124, adj_125, adj_126, adj_127);
    // adj: pq17 = wp.vec3(1.6, 1.18, -0.5)                                                   <L 37>
    start_while_6:;
    var_116 = wp::bvh_query_sphere_next(var_114, var_112, var_117);
    if ((var_116) == false) goto end_while_6;
    adj_118 = {};
    adj_119 = {};
    adj_120 = {};
    adj_121 = {};
    adj_122 = {};
    adj_123 = {};
        // g15 += float(b13 + 1) * 0.96                                                       <L 36>
        var_119 = wp::add(var_112, var_118);
        var_120 = wp::float(var_119);
        var_122 = wp::mul(var_120, var_121);
        var_123 = wp::add(var_110, var_122);
        wp::assign(var_110, var_123);
        wp::adj_assign(var_110, var_123, adj_110, adj_123);
        wp::adj_add(var_110, var_122, adj_110, adj_122, adj_123);
        wp::adj_mul(var_120, var_121, adj_120, adj_121, adj_122);
        wp::adj_float(var_119, adj_119, adj_120);
        wp::adj_add(var_112, var_118, adj_112, adj_118, adj_119);
        // adj: g15 += float(b13 + 1) * 0.96                                                  <L 36>
    goto start_while_6;
    end_while_6:;
    // adj: while wp.bvh_query_next(bq13, b13):                                               <L 35>
    // adj: bq13 = wp.bvh_query_sphere(bvh, pq14, 0.18)                                       <L 34>
    // adj: b13 = int(0)                                                                      <L 33>
    wp::adj_float(var_109, adj_109, adj_110);
    // adj: g15 = float(0.0)                                                                  <L 32>
    wp::adj_copy(var_5, adj_5, adj_108);
    // adj: pq14 = v1                                                                         <L 31>
    wp::adj_cross(var_102, var_106, adj_102, adj_106, adj_107);
    wp::adj_vec_t(var_103, var_104, var_105, adj_103, adj_104, adj_105, adj_106);
    wp::adj_vec_t(var_99, var_100, var_101, adj_99, adj_100, adj_101, adj_102);
    wp::adj_dot(var_15, var_8, adj_15, adj_8, adj_101);
    wp::adj_add(var_83, var_83, adj_83, adj_83, adj_100);
    wp::adj_extract(var_81, var_98, adj_81, adj_98, adj_99);
    // adj: v12 = wp.cross(wp.vec3(pq10.y, (g11 + g11), wp.dot(pq4, v2)), wp.vec3(-1.13, 1.093, 1.776))  <L 30>
    var_85 = wp::iter_reverse(var_85);
    start_for_4:;
        if (iter_cmp(var_85) == 0) goto end_for_4;
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
        // d9 = pts[nb9] - pq10                                                               <L 27>
        var_87 = wp::address(var_pts, var_86);
        var_89 = wp::load(var_87);
        var_88 = wp::sub(var_89, var_81);
        // if wp.length(d9) < 0.25:                                                           <L 28>
        var_90 = wp::length(var_88);
        var_92 = (var_90 < var_91);
        if (var_92) {
            // g11 += 0.25 - wp.length(d9)                                                    <L 29>
            var_94 = wp::length(var_88);
            var_95 = wp::sub(var_93, var_94);
            var_96 = wp::add(var_83, var_95);
        }
        var_97 = wp::where(var_92, var_96, var_83);
        wp::assign(var_83, var_97);
        wp::adj_assign(var_83, var_97, adj_83, adj_97);
        wp::adj_where(var_92, var_96, var_83, adj_92, adj_96, adj_83, adj_97);
        if (var_92) {
            wp::adj_add(var_83, var_95, adj_83, adj_95, adj_96);
            wp::adj_sub(var_93, var_94, adj_93, adj_94, adj_95);
            wp::adj_length(var_88, var_94, adj_88, adj_94);
            // adj: g11 += 0.25 - wp.length(d9)                                               <L 29>
        }
        wp::adj_length(var_88, var_90, adj_88, adj_90);
        // adj: if wp.length(d9) < 0.25:                                                      <L 28>
        wp::adj_sub(var_89, var_81, adj_87, adj_81, adj_88);
        wp::adj_address(var_pts, var_86, adj_pts, adj_86, adj_87);
        // adj: d9 = pts[nb9] - pq10                                                          <L 27>
    	goto start_for_4;
    end_for_4:;
    // adj: for nb9 in wp.hash_grid_query(grid, pq10, 0.25):                                  <L 26>
    wp::adj_float(var_82, adj_82, adj_83);
    // adj: g11 = float(0.0)                                                                  <L 25>
    wp::adj_sub(var_78, var_80, adj_78, adj_80, adj_81);
    wp::adj_mul(var_79, var_5, adj_79, adj_5, adj_80);
    wp::adj_cross(var_8, var_77, adj_8, adj_77, adj_78);
    wp::adj_vec_t(var_74, var_75, var_76, adj_74, adj_75, adj_76, adj_77);
    // adj: pq10 = (wp.cross(v2, wp.vec3(-1.7, -1.1, 0.8)) - (-1.008 * v1))                   <L 24>
    start_while_0:;
    var_31 = wp::bvh_query_capsule_next(var_30, var_19, var_32);
    if ((var_31) == false) goto end_while_0;
    adj_33 = {};
    adj_34 = {};
    adj_35 = {};
    adj_36 = {};
    adj_37 = {};
    adj_38 = {};
    adj_39 = {};
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
    adj_60 = {};
    adj_61 = {};
    adj_62 = {};
    adj_63 = {};
    adj_64 = {};
    adj_65 = {};
        // g5 += float(b3 + 1) * 0.26                                                         <L 16>
        var_34 = wp::add(var_19, var_33);
        var_35 = wp::float(var_34);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_17, var_37);
        // pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0))       <L 17>
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_43 = wp::cross(var_5, var_42);
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_48 = wp::cw_div(var_43, var_47);
        // g8 = float(0.0)                                                                    <L 18>
        var_50 = wp::float(var_49);
        // b6 = int(0)                                                                        <L 19>
        var_52 = wp::int(var_51);
        // root6 = wp.bvh_get_group_root(bvh, 1)                                              <L 20>
        var_54 = wp::bvh_get_group_root(var_bvh, var_53);
        // bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize((wp.vec3(-0.3) * g5) + wp.vec3(0.1, 0.2, 2.5)), 0.46, root6)       <L 21>
        var_56 = wp::vec_t<3, wp::float32>(var_55);
        var_57 = wp::mul(var_56, var_38);
        var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
        var_62 = wp::add(var_57, var_61);
        var_63 = wp::normalize(var_62);
        var_65 = wp::bvh_query_capsule(var_bvh, var_48, var_63, var_64, var_54);
        // while wp.bvh_query_next(bq6, b6, 2.0):                                             <L 22>
        wp::assign(var_17, var_38);
        wp::adj_assign(var_17, var_38, adj_17, adj_38);
    start_while_2:;
        var_67 = wp::bvh_query_capsule_next(var_65, var_52, var_66);
    if ((var_67) == false) goto end_while_2;
    adj_68 = {};
    adj_69 = {};
    adj_70 = {};
    adj_71 = {};
    adj_72 = {};
    adj_73 = {};
            // g8 += float(b6 + 1) * 1.57                                                     <L 23>
            var_69 = wp::add(var_52, var_68);
            var_70 = wp::float(var_69);
            var_72 = wp::mul(var_70, var_71);
            var_73 = wp::add(var_50, var_72);
            wp::assign(var_50, var_73);
            wp::adj_assign(var_50, var_73, adj_50, adj_73);
            wp::adj_add(var_50, var_72, adj_50, adj_72, adj_73);
            wp::adj_mul(var_70, var_71, adj_70, adj_71, adj_72);
            wp::adj_float(var_69, adj_69, adj_70);
            wp::adj_add(var_52, var_68, adj_52, adj_68, adj_69);
            // adj: g8 += float(b6 + 1) * 1.57                                                <L 23>
    goto start_while_2;
    end_while_2:;
        // adj: while wp.bvh_query_next(bq6, b6, 2.0):                                        <L 22>
        wp::adj_normalize(var_62, var_63, adj_62, adj_63);
        wp::adj_add(var_57, var_61, adj_57, adj_61, adj_62);
        wp::adj_vec_t(var_58, var_59, var_60, adj_58, adj_59, adj_60, adj_61);
        wp::adj_mul(var_56, var_38, adj_56, adj_38, adj_57);
        wp::adj_vec_t(var_55, adj_55, adj_56);
        // adj: bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize((wp.vec3(-0.3) * g5) + wp.vec3(0.1, 0.2, 2.5)), 0.46, root6)  <L 21>
        // adj: root6 = wp.bvh_get_group_root(bvh, 1)                                         <L 20>
        // adj: b6 = int(0)                                                                   <L 19>
        wp::adj_float(var_49, adj_49, adj_50);
        // adj: g8 = float(0.0)                                                               <L 18>
        wp::adj_cw_div(var_43, var_47, var_48, adj_43, adj_47, adj_48);
        wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
        wp::adj_cross(var_5, var_42, adj_5, adj_42, adj_43);
        wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
        // adj: pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0))  <L 17>
        wp::adj_add(var_17, var_37, adj_17, adj_37, adj_38);
        wp::adj_mul(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_float(var_34, adj_34, adj_35);
        wp::adj_add(var_19, var_33, adj_19, adj_33, adj_34);
        // adj: g5 += float(b3 + 1) * 0.26                                                    <L 16>
    goto start_while_0;
    end_while_0:;
    // adj: while wp.bvh_query_next(bq3, b3):                                                 <L 15>
    wp::adj_normalize(var_27, var_28, adj_27, adj_28);
    wp::adj_add(var_22, var_26, adj_22, adj_26, adj_27);
    wp::adj_vec_t(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
    wp::adj_cross(var_5, var_15, adj_5, adj_15, adj_22);
    // adj: bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)  <L 14>
    // adj: root3 = wp.bvh_get_group_root(bvh, 1)                                             <L 13>
    // adj: b3 = int(0)                                                                       <L 12>
    wp::adj_float(var_16, adj_16, adj_17);
    // adj: g5 = float(0.0)                                                                   <L 11>
    wp::adj_sub(var_14, var_5, adj_14, adj_5, adj_15);
    wp::adj_cross(var_5, var_13, adj_5, adj_13, adj_14);
    wp::adj_vec_t(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    // adj: pq4 = (wp.cross(v1, wp.vec3(0.5, -0.7, -1.2)) - v1)                               <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_pts, var_0, adj_pts, adj_0, adj_7);
    // adj: v2 = pts[tid]                                                                     <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def geometry_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), bvh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct geometry_000001_d1d54234_cpu_block_payload_forward
{
    wp_args_geometry_000001_d1d54234* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_d1d54234_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_d1d54234_cpu_block_payload_forward* payload = (geometry_000001_d1d54234_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_d1d54234_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void geometry_000001_d1d54234_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_d1d54234 *_wp_args)
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
        geometry_000001_d1d54234_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_d1d54234_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct geometry_000001_d1d54234_cpu_block_payload_backward
{
    wp_args_geometry_000001_d1d54234* args;
    wp_args_geometry_000001_d1d54234* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_d1d54234_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_d1d54234_cpu_block_payload_backward* payload = (geometry_000001_d1d54234_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_d1d54234_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void geometry_000001_d1d54234_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_d1d54234 *_wp_args,
    wp_args_geometry_000001_d1d54234 *_wp_adj_args)
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
        geometry_000001_d1d54234_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_d1d54234_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

