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

struct wp_args_geometry_000001_48f3dfaf {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::uint64 bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> pts;
    wp::uint64 grid;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void geometry_000001_48f3dfaf_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_48f3dfaf *_wp_args)
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
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 0.0;
    wp::float32 var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    const wp::float32 var_16 = 0.95;
    wp::bvh_query_t var_17;
    const wp::int32 var_18 = -1;
    bool var_19;
    const wp::float32 var_20 = INFINITY;
    wp::shape_t* var_21;
    const wp::int32 var_22 = 0;
    wp::int32 var_23;
    wp::shape_t var_24;
    wp::int32 var_25;
    wp::float32* var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 0.0;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.25;
    wp::hash_grid_query_f var_33;
    wp::int32 var_34;
    wp::vec_t<3, wp::float32>* var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::vec_t<3, wp::float32> var_45;
    const wp::float32 var_46 = 0.0;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.25;
    wp::hash_grid_query_f var_49;
    const wp::int32 var_50 = 0;
    wp::int32 var_51;
    bool var_52;
    wp::vec_t<3, wp::float32>* var_53;
    wp::vec_t<3, wp::float32> var_54;
    wp::vec_t<3, wp::float32> var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 0.25;
    bool var_58;
    const wp::float32 var_59 = 0.25;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::vec_t<3, wp::float32> var_69;
    const wp::int32 var_70 = 16;
    wp::int32 var_71;
    wp::int32 var_72;
    const wp::float32 var_73 = 0.8;
    const wp::float32 var_74 = -0.18;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::float32 var_78 = 1.0;
    wp::float32 var_79;
    wp::vec_t<3, wp::float32> var_80;
    const wp::float32 var_81 = 0.0;
    wp::float32 var_82;
    const wp::int32 var_83 = 0;
    wp::int32 var_84;
    const wp::float32 var_85 = 1.25;
    const wp::float32 var_86 = -2.0;
    const wp::float32 var_87 = 3.0;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    const wp::float32 var_90 = 0.1;
    const wp::float32 var_91 = 0.2;
    const wp::float32 var_92 = 2.5;
    wp::vec_t<3, wp::float32> var_93;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    const wp::float32 var_96 = 1.82;
    wp::bvh_query_t var_97;
    const wp::int32 var_98 = -1;
    bool var_99;
    const wp::float32 var_100 = INFINITY;
    const wp::int32 var_101 = 1;
    wp::int32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 1.29;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.6;
    const wp::float32 var_108 = 0.71;
    const wp::float32 var_109 = -1.7;
    wp::vec_t<3, wp::float32> var_110;
    const wp::float32 var_111 = 0.0;
    wp::float32 var_112;
    const wp::int32 var_113 = 0;
    wp::int32 var_114;
    wp::vec_t<3, wp::float32> var_115;
    const wp::float32 var_116 = 0.1;
    const wp::float32 var_117 = 0.2;
    const wp::float32 var_118 = 2.5;
    wp::vec_t<3, wp::float32> var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 0.46;
    wp::bvh_query_t var_123;
    const wp::int32 var_124 = -1;
    bool var_125;
    const wp::float32 var_126 = INFINITY;
    wp::shape_t* var_127;
    const wp::int32 var_128 = 0;
    wp::int32 var_129;
    wp::shape_t var_130;
    wp::int32 var_131;
    wp::float32* var_132;
    wp::float32 var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 0.51;
    wp::float32 var_141;
    wp::float32 var_142;
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
    // pq4 = (wp.cross(v1, v1) + v1)                                                          <L 10>
    var_10 = wp::cross(var_5, var_5);
    var_11 = wp::add(var_10, var_5);
    // g5 = float(0.0)                                                                        <L 11>
    var_13 = wp::float(var_12);
    // b3 = int(0)                                                                            <L 12>
    var_15 = wp::int(var_14);
    // bq3 = wp.bvh_query_sphere(bvh, pq4, 0.95)                                              <L 13>
    var_17 = wp::bvh_query_sphere(var_bvh, var_11, var_16, var_18);
    // while wp.bvh_query_next(bq3, b3):                                                      <L 14>
    start_while_0:;
    var_19 = wp::bvh_query_sphere_next(var_17, var_15, var_20);
    if ((var_19) == false) goto end_while_0;
        // g5 += x0[b3 % x0.shape[0]]                                                         <L 15>
        var_21 = &(var_x0.shape);
        var_24 = wp::load(var_21);
        var_23 = wp::extract(var_24, var_22);
        var_25 = wp::mod(var_15, var_23);
        var_26 = wp::address(var_x0, var_25);
        var_28 = wp::load(var_26);
        var_27 = wp::add(var_13, var_28);
        wp::assign(var_13, var_27);
    goto start_while_0;
    end_while_0:;
    // pq7 = wp.cross(pq4, v1)                                                                <L 16>
    var_29 = wp::cross(var_11, var_5);
    // g8 = wp.vec3(0.0)                                                                      <L 17>
    var_31 = wp::vec_t<3, wp::float32>(var_30);
    // for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                        <L 18>
    var_33 = wp::hash_grid_query(var_grid, var_29, var_32);
    start_for_2:;
        if (iter_cmp(var_33) == 0) goto end_for_2;
        var_34 = wp::iter_next(var_33);
        // d6 = pts[nb6] - pq7                                                                <L 19>
        var_35 = wp::address(var_pts, var_34);
        var_37 = wp::load(var_35);
        var_36 = wp::sub(var_37, var_29);
        // g8 += d6 * wp.exp(-wp.length_sq(d6))                                               <L 20>
        var_38 = wp::length_sq(var_36);
        var_39 = wp::neg(var_38);
        var_40 = wp::exp(var_39);
        var_41 = wp::mul(var_36, var_40);
        var_42 = wp::add(var_31, var_41);
        wp::assign(var_31, var_42);
        goto start_for_2;
    end_for_2:;
    // v9 = v0                                                                                <L 21>
    var_43 = wp::copy(var_2);
    // pq11 = wp.cross(g8, wp.cross(v2, pq4))                                                 <L 22>
    var_44 = wp::cross(var_8, var_11);
    var_45 = wp::cross(var_31, var_44);
    // g12 = float(0.0)                                                                       <L 23>
    var_47 = wp::float(var_46);
    // hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                            <L 24>
    var_49 = wp::hash_grid_query(var_grid, var_45, var_48);
    // nb10 = int(0)                                                                          <L 25>
    var_51 = wp::int(var_50);
    // while wp.hash_grid_query_next(hq10, nb10):                                             <L 26>
    start_while_4:;
    var_52 = wp::hash_grid_query_next(var_49, var_51);
    if ((var_52) == false) goto end_while_4;
        // d10 = pts[nb10] - pq11                                                             <L 27>
        var_53 = wp::address(var_pts, var_51);
        var_55 = wp::load(var_53);
        var_54 = wp::sub(var_55, var_45);
        // if wp.length(d10) < 0.25:                                                          <L 28>
        var_56 = wp::length(var_54);
        var_58 = (var_56 < var_57);
        if (var_58) {
            // g12 += 0.25 - wp.length(d10)                                                   <L 29>
            var_60 = wp::length(var_54);
            var_61 = wp::sub(var_59, var_60);
            var_62 = wp::add(var_47, var_61);
        }
        var_63 = wp::where(var_58, var_62, var_47);
        // v13 = wp.vec3(g5, (wp.ceil(g5) * wp.erf(g5)), ((v9 * v0) - g5))                    <L 30>
        var_64 = wp::ceil(var_13);
        var_65 = wp::erf(var_13);
        var_66 = wp::mul(var_64, var_65);
        var_67 = wp::mul(var_43, var_2);
        var_68 = wp::sub(var_67, var_13);
        var_69 = wp::vec_t<3, wp::float32>(var_13, var_66, var_68);
        wp::assign(var_47, var_63);
    goto start_while_4;
    end_while_4:;
    // c14 = wp.hash_grid_point_id(grid, tid % 16)                                            <L 31>
    var_71 = wp::mod(var_0, var_70);
    var_72 = wp::hash_grid_point_id(var_grid, var_71);
    // pq16 = (wp.vec3(v0, 0.8, -0.18) / (wp.abs((g12 + v0)) + 1.0))                          <L 32>
    var_75 = wp::vec_t<3, wp::float32>(var_2, var_73, var_74);
    var_76 = wp::add(var_47, var_2);
    var_77 = wp::abs(var_76);
    var_79 = wp::add(var_77, var_78);
    var_80 = wp::div(var_75, var_79);
    // g17 = float(0.0)                                                                       <L 33>
    var_82 = wp::float(var_81);
    // b15 = int(0)                                                                           <L 34>
    var_84 = wp::int(var_83);
    // bq15 = wp.bvh_query_capsule(bvh, pq16, wp.normalize(wp.cw_div(pq4, wp.vec3(1.25, -2.0, 3.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.82)       <L 35>
    var_88 = wp::vec_t<3, wp::float32>(var_85, var_86, var_87);
    var_89 = wp::cw_div(var_11, var_88);
    var_93 = wp::vec_t<3, wp::float32>(var_90, var_91, var_92);
    var_94 = wp::add(var_89, var_93);
    var_95 = wp::normalize(var_94);
    var_97 = wp::bvh_query_capsule(var_bvh, var_80, var_95, var_96, var_98);
    // while wp.bvh_query_next(bq15, b15):                                                    <L 36>
    start_while_6:;
    var_99 = wp::bvh_query_capsule_next(var_97, var_84, var_100);
    if ((var_99) == false) goto end_while_6;
        // g17 += float(b15 + 1) * 1.29                                                       <L 37>
        var_102 = wp::add(var_84, var_101);
        var_103 = wp::float(var_102);
        var_105 = wp::mul(var_103, var_104);
        var_106 = wp::add(var_82, var_105);
        wp::assign(var_82, var_106);
    goto start_while_6;
    end_while_6:;
    // pq19 = wp.vec3(1.6, 0.71, -1.7)                                                        <L 38>
    var_110 = wp::vec_t<3, wp::float32>(var_107, var_108, var_109);
    // g20 = float(0.0)                                                                       <L 39>
    var_112 = wp::float(var_111);
    // b18 = int(0)                                                                           <L 40>
    var_114 = wp::int(var_113);
    // bq18 = wp.bvh_query_capsule(bvh, pq19, wp.normalize(wp.normalize(pq19) + wp.vec3(0.1, 0.2, 2.5)), 0.46)       <L 41>
    var_115 = wp::normalize(var_110);
    var_119 = wp::vec_t<3, wp::float32>(var_116, var_117, var_118);
    var_120 = wp::add(var_115, var_119);
    var_121 = wp::normalize(var_120);
    var_123 = wp::bvh_query_capsule(var_bvh, var_110, var_121, var_122, var_124);
    // while wp.bvh_query_next(bq18, b18):                                                    <L 42>
    start_while_8:;
    var_125 = wp::bvh_query_capsule_next(var_123, var_114, var_126);
    if ((var_125) == false) goto end_while_8;
        // g20 += x0[b18 % x0.shape[0]]                                                       <L 43>
        var_127 = &(var_x0.shape);
        var_130 = wp::load(var_127);
        var_129 = wp::extract(var_130, var_128);
        var_131 = wp::mod(var_114, var_129);
        var_132 = wp::address(var_x0, var_131);
        var_134 = wp::load(var_132);
        var_133 = wp::add(var_112, var_134);
        wp::assign(var_112, var_133);
    goto start_while_8;
    end_while_8:;
    // out0[tid] = g12 + g17 + g20 + ((g17 + v9) * wp.length(pq7)) * 0.51                     <L 44>
    var_135 = wp::add(var_47, var_82);
    var_136 = wp::add(var_135, var_112);
    var_137 = wp::add(var_82, var_43);
    var_138 = wp::length(var_29);
    var_139 = wp::mul(var_137, var_138);
    var_141 = wp::mul(var_139, var_140);
    var_142 = wp::add(var_136, var_141);
    wp::array_store(var_out0, var_0, var_142);
}



template <bool wp_linear_contiguous>
static void geometry_000001_48f3dfaf_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_48f3dfaf *_wp_args,
    wp_args_geometry_000001_48f3dfaf *_wp_adj_args)
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
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 0.0;
    wp::float32 var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    const wp::float32 var_16 = 0.95;
    wp::bvh_query_t var_17;
    const wp::int32 var_18 = -1;
    bool var_19;
    const wp::float32 var_20 = INFINITY;
    wp::shape_t* var_21;
    const wp::int32 var_22 = 0;
    wp::int32 var_23;
    wp::shape_t var_24;
    wp::int32 var_25;
    wp::float32* var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 0.0;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.25;
    wp::hash_grid_query_f var_33;
    wp::int32 var_34;
    wp::vec_t<3, wp::float32>* var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::vec_t<3, wp::float32> var_45;
    const wp::float32 var_46 = 0.0;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.25;
    wp::hash_grid_query_f var_49;
    const wp::int32 var_50 = 0;
    wp::int32 var_51;
    bool var_52;
    wp::vec_t<3, wp::float32>* var_53;
    wp::vec_t<3, wp::float32> var_54;
    wp::vec_t<3, wp::float32> var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 0.25;
    bool var_58;
    const wp::float32 var_59 = 0.25;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::vec_t<3, wp::float32> var_69;
    const wp::int32 var_70 = 16;
    wp::int32 var_71;
    wp::int32 var_72;
    const wp::float32 var_73 = 0.8;
    const wp::float32 var_74 = -0.18;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::float32 var_78 = 1.0;
    wp::float32 var_79;
    wp::vec_t<3, wp::float32> var_80;
    const wp::float32 var_81 = 0.0;
    wp::float32 var_82;
    const wp::int32 var_83 = 0;
    wp::int32 var_84;
    const wp::float32 var_85 = 1.25;
    const wp::float32 var_86 = -2.0;
    const wp::float32 var_87 = 3.0;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    const wp::float32 var_90 = 0.1;
    const wp::float32 var_91 = 0.2;
    const wp::float32 var_92 = 2.5;
    wp::vec_t<3, wp::float32> var_93;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    const wp::float32 var_96 = 1.82;
    wp::bvh_query_t var_97;
    const wp::int32 var_98 = -1;
    bool var_99;
    const wp::float32 var_100 = INFINITY;
    const wp::int32 var_101 = 1;
    wp::int32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 1.29;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.6;
    const wp::float32 var_108 = 0.71;
    const wp::float32 var_109 = -1.7;
    wp::vec_t<3, wp::float32> var_110;
    const wp::float32 var_111 = 0.0;
    wp::float32 var_112;
    const wp::int32 var_113 = 0;
    wp::int32 var_114;
    wp::vec_t<3, wp::float32> var_115;
    const wp::float32 var_116 = 0.1;
    const wp::float32 var_117 = 0.2;
    const wp::float32 var_118 = 2.5;
    wp::vec_t<3, wp::float32> var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 0.46;
    wp::bvh_query_t var_123;
    const wp::int32 var_124 = -1;
    bool var_125;
    const wp::float32 var_126 = INFINITY;
    wp::shape_t* var_127;
    const wp::int32 var_128 = 0;
    wp::int32 var_129;
    wp::shape_t var_130;
    wp::int32 var_131;
    wp::float32* var_132;
    wp::float32 var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 0.51;
    wp::float32 var_141;
    wp::float32 var_142;
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
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::bvh_query_t adj_17 = {};
    wp::int32 adj_18 = {};
    bool adj_19 = {};
    wp::float32 adj_20 = {};
    wp::shape_t adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::shape_t adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::hash_grid_query_f adj_33 = {};
    wp::int32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::float32 adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::hash_grid_query_f adj_49 = {};
    wp::int32 adj_50 = {};
    wp::int32 adj_51 = {};
    bool adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::vec_t<3, wp::float32> adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    bool adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::int32 adj_70 = {};
    wp::int32 adj_71 = {};
    wp::int32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::int32 adj_83 = {};
    wp::int32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::vec_t<3, wp::float32> adj_93 = {};
    wp::vec_t<3, wp::float32> adj_94 = {};
    wp::vec_t<3, wp::float32> adj_95 = {};
    wp::float32 adj_96 = {};
    wp::bvh_query_t adj_97 = {};
    wp::int32 adj_98 = {};
    bool adj_99 = {};
    wp::float32 adj_100 = {};
    wp::int32 adj_101 = {};
    wp::int32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::vec_t<3, wp::float32> adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::int32 adj_113 = {};
    wp::int32 adj_114 = {};
    wp::vec_t<3, wp::float32> adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::vec_t<3, wp::float32> adj_119 = {};
    wp::vec_t<3, wp::float32> adj_120 = {};
    wp::vec_t<3, wp::float32> adj_121 = {};
    wp::float32 adj_122 = {};
    wp::bvh_query_t adj_123 = {};
    wp::int32 adj_124 = {};
    bool adj_125 = {};
    wp::float32 adj_126 = {};
    wp::shape_t adj_127 = {};
    wp::int32 adj_128 = {};
    wp::int32 adj_129 = {};
    wp::shape_t adj_130 = {};
    wp::int32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
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
    // pq4 = (wp.cross(v1, v1) + v1)                                                          <L 10>
    var_10 = wp::cross(var_5, var_5);
    var_11 = wp::add(var_10, var_5);
    // g5 = float(0.0)                                                                        <L 11>
    var_13 = wp::float(var_12);
    // b3 = int(0)                                                                            <L 12>
    var_15 = wp::int(var_14);
    // bq3 = wp.bvh_query_sphere(bvh, pq4, 0.95)                                              <L 13>
    var_17 = wp::bvh_query_sphere(var_bvh, var_11, var_16, var_18);
    // while wp.bvh_query_next(bq3, b3):                                                      <L 14>
    // pq7 = wp.cross(pq4, v1)                                                                <L 16>
    var_29 = wp::cross(var_11, var_5);
    // g8 = wp.vec3(0.0)                                                                      <L 17>
    var_31 = wp::vec_t<3, wp::float32>(var_30);
    // for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                        <L 18>
    var_33 = wp::hash_grid_query(var_grid, var_29, var_32);
    // v9 = v0                                                                                <L 21>
    var_43 = wp::copy(var_2);
    // pq11 = wp.cross(g8, wp.cross(v2, pq4))                                                 <L 22>
    var_44 = wp::cross(var_8, var_11);
    var_45 = wp::cross(var_31, var_44);
    // g12 = float(0.0)                                                                       <L 23>
    var_47 = wp::float(var_46);
    // hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                            <L 24>
    var_49 = wp::hash_grid_query(var_grid, var_45, var_48);
    // nb10 = int(0)                                                                          <L 25>
    var_51 = wp::int(var_50);
    // while wp.hash_grid_query_next(hq10, nb10):                                             <L 26>
    // c14 = wp.hash_grid_point_id(grid, tid % 16)                                            <L 31>
    var_71 = wp::mod(var_0, var_70);
    var_72 = wp::hash_grid_point_id(var_grid, var_71);
    // pq16 = (wp.vec3(v0, 0.8, -0.18) / (wp.abs((g12 + v0)) + 1.0))                          <L 32>
    var_75 = wp::vec_t<3, wp::float32>(var_2, var_73, var_74);
    var_76 = wp::add(var_47, var_2);
    var_77 = wp::abs(var_76);
    var_79 = wp::add(var_77, var_78);
    var_80 = wp::div(var_75, var_79);
    // g17 = float(0.0)                                                                       <L 33>
    var_82 = wp::float(var_81);
    // b15 = int(0)                                                                           <L 34>
    var_84 = wp::int(var_83);
    // bq15 = wp.bvh_query_capsule(bvh, pq16, wp.normalize(wp.cw_div(pq4, wp.vec3(1.25, -2.0, 3.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.82)       <L 35>
    var_88 = wp::vec_t<3, wp::float32>(var_85, var_86, var_87);
    var_89 = wp::cw_div(var_11, var_88);
    var_93 = wp::vec_t<3, wp::float32>(var_90, var_91, var_92);
    var_94 = wp::add(var_89, var_93);
    var_95 = wp::normalize(var_94);
    var_97 = wp::bvh_query_capsule(var_bvh, var_80, var_95, var_96, var_98);
    // while wp.bvh_query_next(bq15, b15):                                                    <L 36>
    // pq19 = wp.vec3(1.6, 0.71, -1.7)                                                        <L 38>
    var_110 = wp::vec_t<3, wp::float32>(var_107, var_108, var_109);
    // g20 = float(0.0)                                                                       <L 39>
    var_112 = wp::float(var_111);
    // b18 = int(0)                                                                           <L 40>
    var_114 = wp::int(var_113);
    // bq18 = wp.bvh_query_capsule(bvh, pq19, wp.normalize(wp.normalize(pq19) + wp.vec3(0.1, 0.2, 2.5)), 0.46)       <L 41>
    var_115 = wp::normalize(var_110);
    var_119 = wp::vec_t<3, wp::float32>(var_116, var_117, var_118);
    var_120 = wp::add(var_115, var_119);
    var_121 = wp::normalize(var_120);
    var_123 = wp::bvh_query_capsule(var_bvh, var_110, var_121, var_122, var_124);
    // while wp.bvh_query_next(bq18, b18):                                                    <L 42>
    // out0[tid] = g12 + g17 + g20 + ((g17 + v9) * wp.length(pq7)) * 0.51                     <L 44>
    var_135 = wp::add(var_47, var_82);
    var_136 = wp::add(var_135, var_112);
    var_137 = wp::add(var_82, var_43);
    var_138 = wp::length(var_29);
    var_139 = wp::mul(var_137, var_138);
    var_141 = wp::mul(var_139, var_140);
    var_142 = wp::add(var_136, var_141);
    // wp::array_store(var_out0, var_0, var_142);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_142, adj_out0, adj_0, adj_142);
    wp::adj_add(var_136, var_141, adj_136, adj_141, adj_142);
    wp::adj_mul(var_139, var_140, adj_139, adj_140, adj_141);
    wp::adj_mul(var_137, var_138, adj_137, adj_138, adj_139);
    wp::adj_length(var_29, var_138, adj_29, adj_138);
    wp::adj_add(var_82, var_43, adj_82, adj_43, adj_137);
    wp::adj_add(var_135, var_112, adj_135, adj_112, adj_136);
    wp::adj_add(var_47, var_82, adj_47, adj_82, adj_135);
    // adj: out0[tid] = g12 + g17 + g20 + ((g17 + v9) * wp.length(pq7)) * 0.51                <L 44>
    start_while_8:;
    var_125 = wp::bvh_query_capsule_next(var_123, var_114, var_126);
    if ((var_125) == false) goto end_while_8;
    adj_127 = {};
    adj_128 = {};
    adj_129 = {};
    adj_130 = {};
    adj_131 = {};
    adj_132 = {};
    adj_133 = {};
    adj_134 = {};
        // g20 += x0[b18 % x0.shape[0]]                                                       <L 43>
        var_127 = &(var_x0.shape);
        var_130 = wp::load(var_127);
        var_129 = wp::extract(var_130, var_128);
        var_131 = wp::mod(var_114, var_129);
        var_132 = wp::address(var_x0, var_131);
        var_134 = wp::load(var_132);
        var_133 = wp::add(var_112, var_134);
        wp::assign(var_112, var_133);
        wp::adj_assign(var_112, var_133, adj_112, adj_133);
        wp::adj_add(var_112, var_134, adj_112, adj_132, adj_133);
        wp::adj_address(var_x0, var_131, adj_x0, adj_131, adj_132);
        wp::adj_mod(var_114, var_129, adj_114, adj_129, adj_131);
        adj_x0.shape = adj_127;
        // adj: g20 += x0[b18 % x0.shape[0]]                                                  <L 43>
    goto start_while_8;
    end_while_8:;
    // adj: while wp.bvh_query_next(bq18, b18):                                               <L 42>
    wp::adj_normalize(var_120, var_121, adj_120, adj_121);
    wp::adj_add(var_115, var_119, adj_115, adj_119, adj_120);
    wp::adj_vec_t(var_116, var_117, var_118, adj_116, adj_117, adj_118, adj_119);
    wp::adj_normalize(var_110, var_115, adj_110, adj_115);
    // adj: bq18 = wp.bvh_query_capsule(bvh, pq19, wp.normalize(wp.normalize(pq19) + wp.vec3(0.1, 0.2, 2.5)), 0.46)  <L 41>
    // adj: b18 = int(0)                                                                      <L 40>
    wp::adj_float(var_111, adj_111, adj_112);
    // adj: g20 = float(0.0)                                                                  <L 39>
    wp::adj_vec_t(var_107, var_108, var_109, adj_107, adj_108, adj_109, adj_110);
    // adj: pq19 = wp.vec3(1.6, 0.71, -1.7)                                                   <L 38>
    start_while_6:;
    var_99 = wp::bvh_query_capsule_next(var_97, var_84, var_100);
    if ((var_99) == false) goto end_while_6;
    adj_101 = {};
    adj_102 = {};
    adj_103 = {};
    adj_104 = {};
    adj_105 = {};
    adj_106 = {};
        // g17 += float(b15 + 1) * 1.29                                                       <L 37>
        var_102 = wp::add(var_84, var_101);
        var_103 = wp::float(var_102);
        var_105 = wp::mul(var_103, var_104);
        var_106 = wp::add(var_82, var_105);
        wp::assign(var_82, var_106);
        wp::adj_assign(var_82, var_106, adj_82, adj_106);
        wp::adj_add(var_82, var_105, adj_82, adj_105, adj_106);
        wp::adj_mul(var_103, var_104, adj_103, adj_104, adj_105);
        wp::adj_float(var_102, adj_102, adj_103);
        wp::adj_add(var_84, var_101, adj_84, adj_101, adj_102);
        // adj: g17 += float(b15 + 1) * 1.29                                                  <L 37>
    goto start_while_6;
    end_while_6:;
    // adj: while wp.bvh_query_next(bq15, b15):                                               <L 36>
    wp::adj_normalize(var_94, var_95, adj_94, adj_95);
    wp::adj_add(var_89, var_93, adj_89, adj_93, adj_94);
    wp::adj_vec_t(var_90, var_91, var_92, adj_90, adj_91, adj_92, adj_93);
    wp::adj_cw_div(var_11, var_88, var_89, adj_11, adj_88, adj_89);
    wp::adj_vec_t(var_85, var_86, var_87, adj_85, adj_86, adj_87, adj_88);
    // adj: bq15 = wp.bvh_query_capsule(bvh, pq16, wp.normalize(wp.cw_div(pq4, wp.vec3(1.25, -2.0, 3.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.82)  <L 35>
    // adj: b15 = int(0)                                                                      <L 34>
    wp::adj_float(var_81, adj_81, adj_82);
    // adj: g17 = float(0.0)                                                                  <L 33>
    wp::adj_div(var_75, var_79, adj_75, adj_79, adj_80);
    wp::adj_add(var_77, var_78, adj_77, adj_78, adj_79);
    wp::adj_abs(var_76, adj_76, adj_77);
    wp::adj_add(var_47, var_2, adj_47, adj_2, adj_76);
    wp::adj_vec_t(var_2, var_73, var_74, adj_2, adj_73, adj_74, adj_75);
    // adj: pq16 = (wp.vec3(v0, 0.8, -0.18) / (wp.abs((g12 + v0)) + 1.0))                     <L 32>
    wp::adj_mod(var_0, var_70, adj_0, adj_70, adj_71);
    // adj: c14 = wp.hash_grid_point_id(grid, tid % 16)                                       <L 31>
    start_while_4:;
    var_52 = wp::hash_grid_query_next(var_49, var_51);
    if ((var_52) == false) goto end_while_4;
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
    adj_66 = {};
    adj_67 = {};
    adj_68 = {};
    adj_69 = {};
        // d10 = pts[nb10] - pq11                                                             <L 27>
        var_53 = wp::address(var_pts, var_51);
        var_55 = wp::load(var_53);
        var_54 = wp::sub(var_55, var_45);
        // if wp.length(d10) < 0.25:                                                          <L 28>
        var_56 = wp::length(var_54);
        var_58 = (var_56 < var_57);
        if (var_58) {
            // g12 += 0.25 - wp.length(d10)                                                   <L 29>
            var_60 = wp::length(var_54);
            var_61 = wp::sub(var_59, var_60);
            var_62 = wp::add(var_47, var_61);
        }
        var_63 = wp::where(var_58, var_62, var_47);
        // v13 = wp.vec3(g5, (wp.ceil(g5) * wp.erf(g5)), ((v9 * v0) - g5))                    <L 30>
        var_64 = wp::ceil(var_13);
        var_65 = wp::erf(var_13);
        var_66 = wp::mul(var_64, var_65);
        var_67 = wp::mul(var_43, var_2);
        var_68 = wp::sub(var_67, var_13);
        var_69 = wp::vec_t<3, wp::float32>(var_13, var_66, var_68);
        wp::assign(var_47, var_63);
        wp::adj_assign(var_47, var_63, adj_47, adj_63);
        wp::adj_vec_t(var_13, var_66, var_68, adj_13, adj_66, adj_68, adj_69);
        wp::adj_sub(var_67, var_13, adj_67, adj_13, adj_68);
        wp::adj_mul(var_43, var_2, adj_43, adj_2, adj_67);
        wp::adj_mul(var_64, var_65, adj_64, adj_65, adj_66);
        wp::adj_erf(var_13, adj_13, adj_65);
        // adj: v13 = wp.vec3(g5, (wp.ceil(g5) * wp.erf(g5)), ((v9 * v0) - g5))               <L 30>
        wp::adj_where(var_58, var_62, var_47, adj_58, adj_62, adj_47, adj_63);
        if (var_58) {
            wp::adj_add(var_47, var_61, adj_47, adj_61, adj_62);
            wp::adj_sub(var_59, var_60, adj_59, adj_60, adj_61);
            wp::adj_length(var_54, var_60, adj_54, adj_60);
            // adj: g12 += 0.25 - wp.length(d10)                                              <L 29>
        }
        wp::adj_length(var_54, var_56, adj_54, adj_56);
        // adj: if wp.length(d10) < 0.25:                                                     <L 28>
        wp::adj_sub(var_55, var_45, adj_53, adj_45, adj_54);
        wp::adj_address(var_pts, var_51, adj_pts, adj_51, adj_53);
        // adj: d10 = pts[nb10] - pq11                                                        <L 27>
    goto start_while_4;
    end_while_4:;
    // adj: while wp.hash_grid_query_next(hq10, nb10):                                        <L 26>
    // adj: nb10 = int(0)                                                                     <L 25>
    // adj: hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                       <L 24>
    wp::adj_float(var_46, adj_46, adj_47);
    // adj: g12 = float(0.0)                                                                  <L 23>
    wp::adj_cross(var_31, var_44, adj_31, adj_44, adj_45);
    wp::adj_cross(var_8, var_11, adj_8, adj_11, adj_44);
    // adj: pq11 = wp.cross(g8, wp.cross(v2, pq4))                                            <L 22>
    wp::adj_copy(var_2, adj_2, adj_43);
    // adj: v9 = v0                                                                           <L 21>
    var_33 = wp::iter_reverse(var_33);
    start_for_2:;
        if (iter_cmp(var_33) == 0) goto end_for_2;
        var_34 = wp::iter_next(var_33);
    	adj_35 = {};
    	adj_36 = {};
    	adj_37 = {};
    	adj_38 = {};
    	adj_39 = {};
    	adj_40 = {};
    	adj_41 = {};
    	adj_42 = {};
        // d6 = pts[nb6] - pq7                                                                <L 19>
        var_35 = wp::address(var_pts, var_34);
        var_37 = wp::load(var_35);
        var_36 = wp::sub(var_37, var_29);
        // g8 += d6 * wp.exp(-wp.length_sq(d6))                                               <L 20>
        var_38 = wp::length_sq(var_36);
        var_39 = wp::neg(var_38);
        var_40 = wp::exp(var_39);
        var_41 = wp::mul(var_36, var_40);
        var_42 = wp::add(var_31, var_41);
        wp::assign(var_31, var_42);
        wp::adj_assign(var_31, var_42, adj_31, adj_42);
        wp::adj_add(var_31, var_41, adj_31, adj_41, adj_42);
        wp::adj_mul(var_36, var_40, adj_36, adj_40, adj_41);
        wp::adj_exp(var_39, var_40, adj_39, adj_40);
        wp::adj_neg(var_38, adj_38, adj_39);
        wp::adj_length_sq(var_36, adj_36, adj_38);
        // adj: g8 += d6 * wp.exp(-wp.length_sq(d6))                                          <L 20>
        wp::adj_sub(var_37, var_29, adj_35, adj_29, adj_36);
        wp::adj_address(var_pts, var_34, adj_pts, adj_34, adj_35);
        // adj: d6 = pts[nb6] - pq7                                                           <L 19>
    	goto start_for_2;
    end_for_2:;
    // adj: for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                   <L 18>
    wp::adj_vec_t(var_30, adj_30, adj_31);
    // adj: g8 = wp.vec3(0.0)                                                                 <L 17>
    wp::adj_cross(var_11, var_5, adj_11, adj_5, adj_29);
    // adj: pq7 = wp.cross(pq4, v1)                                                           <L 16>
    start_while_0:;
    var_19 = wp::bvh_query_sphere_next(var_17, var_15, var_20);
    if ((var_19) == false) goto end_while_0;
    adj_21 = {};
    adj_22 = {};
    adj_23 = {};
    adj_24 = {};
    adj_25 = {};
    adj_26 = {};
    adj_27 = {};
    adj_28 = {};
        // g5 += x0[b3 % x0.shape[0]]                                                         <L 15>
        var_21 = &(var_x0.shape);
        var_24 = wp::load(var_21);
        var_23 = wp::extract(var_24, var_22);
        var_25 = wp::mod(var_15, var_23);
        var_26 = wp::address(var_x0, var_25);
        var_28 = wp::load(var_26);
        var_27 = wp::add(var_13, var_28);
        wp::assign(var_13, var_27);
        wp::adj_assign(var_13, var_27, adj_13, adj_27);
        wp::adj_add(var_13, var_28, adj_13, adj_26, adj_27);
        wp::adj_address(var_x0, var_25, adj_x0, adj_25, adj_26);
        wp::adj_mod(var_15, var_23, adj_15, adj_23, adj_25);
        adj_x0.shape = adj_21;
        // adj: g5 += x0[b3 % x0.shape[0]]                                                    <L 15>
    goto start_while_0;
    end_while_0:;
    // adj: while wp.bvh_query_next(bq3, b3):                                                 <L 14>
    // adj: bq3 = wp.bvh_query_sphere(bvh, pq4, 0.95)                                         <L 13>
    // adj: b3 = int(0)                                                                       <L 12>
    wp::adj_float(var_12, adj_12, adj_13);
    // adj: g5 = float(0.0)                                                                   <L 11>
    wp::adj_add(var_10, var_5, adj_10, adj_5, adj_11);
    wp::adj_cross(var_5, var_5, adj_5, adj_5, adj_10);
    // adj: pq4 = (wp.cross(v1, v1) + v1)                                                     <L 10>
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



struct geometry_000001_48f3dfaf_cpu_block_payload_forward
{
    wp_args_geometry_000001_48f3dfaf* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_48f3dfaf_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_48f3dfaf_cpu_block_payload_forward* payload = (geometry_000001_48f3dfaf_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_48f3dfaf_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void geometry_000001_48f3dfaf_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_48f3dfaf *_wp_args)
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
        geometry_000001_48f3dfaf_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_48f3dfaf_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct geometry_000001_48f3dfaf_cpu_block_payload_backward
{
    wp_args_geometry_000001_48f3dfaf* args;
    wp_args_geometry_000001_48f3dfaf* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_48f3dfaf_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_48f3dfaf_cpu_block_payload_backward* payload = (geometry_000001_48f3dfaf_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_48f3dfaf_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void geometry_000001_48f3dfaf_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_48f3dfaf *_wp_args,
    wp_args_geometry_000001_48f3dfaf *_wp_adj_args)
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
        geometry_000001_48f3dfaf_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_48f3dfaf_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

