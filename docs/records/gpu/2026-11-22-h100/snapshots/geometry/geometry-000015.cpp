// Generated for case geometry-000015 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_geometry_000015_143f0680 {
    wp::array_t<wp::float32> x0;
    wp::uint64 mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> pts;
    wp::uint64 grid;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void geometry_000015_143f0680_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000015_143f0680 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -0.03;
    const wp::float32 var_9 = 1.506;
    const wp::float32 var_10 = 1.19;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    const wp::float32 var_16 = 0.1;
    const wp::float32 var_17 = 0.2;
    const wp::float32 var_18 = 2.5;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = 10.0;
    wp::mesh_query_ray_t var_23;
    const wp::float32 var_24 = 0.0;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.0;
    wp::vec_t<3, wp::float32> var_27;
    bool* var_28;
    bool var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 1.89;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32* var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32>* var_37;
    wp::float32* var_38;
    wp::float32* var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    bool var_45;
    bool var_46;
    const wp::float32 var_47 = -1.3;
    const wp::float32 var_48 = -0.52;
    const wp::float32 var_49 = 0.421;
    wp::vec_t<3, wp::float32> var_50;
    wp::float32 var_51;
    const wp::int32 var_52 = 2;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::vec_t<3, wp::float32> var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    bool var_58;
    wp::float32 var_59;
    bool var_60;
    wp::vec_t<3, wp::float32> var_61;
    bool var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::vec_t<3, wp::float32> var_64;
    wp::vec_t<3, wp::float32> var_65;
    const wp::float32 var_66 = 0.0;
    wp::float32 var_67;
    const wp::float32 var_68 = 0.5;
    wp::hash_grid_query_f var_69;
    const wp::int32 var_70 = 0;
    wp::int32 var_71;
    bool var_72;
    wp::vec_t<3, wp::float32>* var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    const wp::float32 var_77 = 0.5;
    bool var_78;
    const wp::float32 var_79 = 0.5;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::vec_t<3, wp::float32> var_84;
    const wp::int32 var_85 = 16;
    wp::int32 var_86;
    wp::int32 var_87;
    const wp::float32 var_88 = 0.917;
    const wp::float32 var_89 = 0.93;
    const wp::float32 var_90 = 1.809;
    wp::vec_t<3, wp::float32> var_91;
    const wp::float32 var_92 = 0.0;
    wp::float32 var_93;
    const wp::int32 var_94 = 0;
    wp::int32 var_95;
    const wp::float32 var_96 = 0.0;
    wp::float32 var_97;
    const wp::float32 var_98 = 0.0;
    wp::float32 var_99;
    const wp::float32 var_100 = 4.0;
    const wp::int32 var_101 = 3;
    const wp::float32 var_102 = 0.001;
    bool var_103;
    const wp::float32 var_104 = 0.0;
    wp::vec_t<3, wp::float32> var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = -0.91;
    const wp::float32 var_110 = -0.523;
    wp::vec_t<3, wp::float32> var_111;
    wp::vec_t<3, wp::float32> var_112;
    wp::vec_t<3, wp::float32> var_113;
    const wp::float32 var_114 = 1.5;
    wp::vec_t<3, wp::float32> var_115;
    wp::vec_t<3, wp::float32> var_116;
    wp::vec_t<3, wp::float32> var_117;
    wp::vec_t<3, wp::float32> var_118;
    const wp::float32 var_119 = 3.0;
    const wp::float32 var_120 = 1.5;
    const wp::float32 var_121 = 1.25;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    wp::vec_t<3, wp::float32> var_124;
    wp::vec_t<3, wp::float32> var_125;
    const wp::float32 var_126 = 1.1;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.0;
    wp::float32 var_129;
    wp::vec_t<3, wp::float32> var_130;
    wp::vec_t<3, wp::float32> var_131;
    const wp::float32 var_132 = 0.94;
    wp::vec_t<3, wp::float32> var_133;
    wp::vec_t<3, wp::float32> var_134;
    //---------
    // forward
    // def geometry_000015(x0: wp.array(dtype=float), mesh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = pts[tid]                                                                          <L 8>
    var_4 = wp::address(var_pts, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // pq3 = ((v0 + v0) * wp.normalize(wp.vec3(-0.03, 1.506, 1.19)))                          <L 9>
    var_7 = wp::add(var_2, var_2);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_13 = wp::mul(var_7, var_12);
    // root2 = wp.mesh_get_group_root(mesh, 0)                                                <L 10>
    var_15 = wp::mesh_get_group_root(var_mesh, var_14);
    // r2 = wp.mesh_query_ray(mesh, pq3, wp.normalize(pq3 + wp.vec3(0.1, 0.2, 2.5)), 10.0, root2)       <L 11>
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::add(var_13, var_19);
    var_21 = wp::normalize(var_20);
    var_23 = wp::mesh_query_ray(var_mesh, var_13, var_21, var_22, var_15);
    // g4 = float(0.0)                                                                        <L 12>
    var_25 = wp::float(var_24);
    // g5 = wp.vec3(0.0)                                                                      <L 13>
    var_27 = wp::vec_t<3, wp::float32>(var_26);
    // if r2.result:                                                                          <L 14>
    var_28 = &((var_23).result);
    var_29 = wp::load(var_28);
    if (var_29) {
        // g4 = r2.t * 1.89 + r2.sign                                                         <L 15>
        var_30 = &((var_23).t);
        var_33 = wp::load(var_30);
        var_32 = wp::mul(var_33, var_31);
        var_34 = &((var_23).sign);
        var_36 = wp::load(var_34);
        var_35 = wp::add(var_32, var_36);
        // g5 = r2.normal * (r2.u + r2.v)                                                     <L 16>
        var_37 = &((var_23).normal);
        var_38 = &((var_23).u);
        var_39 = &((var_23).v);
        var_41 = wp::load(var_38);
        var_42 = wp::load(var_39);
        var_40 = wp::add(var_41, var_42);
        var_44 = wp::load(var_37);
        var_43 = wp::mul(var_44, var_40);
        // v6 = wp.where(v0 >= g4, wp.where(g4 < v0, wp.dot(wp.vec3(-1.3, -0.52, 0.421), g5), float(2)), wp.length_sq((pq3 - v1)))       <L 17>
        var_45 = (var_2 >= var_35);
        var_46 = (var_35 < var_2);
        var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
        var_51 = wp::dot(var_50, var_43);
        var_53 = wp::float(var_52);
        var_54 = wp::where(var_46, var_51, var_53);
        var_55 = wp::sub(var_13, var_5);
        var_56 = wp::length_sq(var_55);
        var_57 = wp::where(var_45, var_54, var_56);
    }
    var_58 = wp::load(var_28);
    var_60 = wp::load(var_28);
    var_59 = wp::where(var_60, var_35, var_25);
    var_62 = wp::load(var_28);
    var_61 = wp::where(var_62, var_43, var_27);
    // pq8 = (wp.vec3(g4, v0, v0) + wp.vec3(g4, g4, g4))                                      <L 18>
    var_63 = wp::vec_t<3, wp::float32>(var_59, var_2, var_2);
    var_64 = wp::vec_t<3, wp::float32>(var_59, var_59, var_59);
    var_65 = wp::add(var_63, var_64);
    // g9 = float(0.0)                                                                        <L 19>
    var_67 = wp::float(var_66);
    // hq7 = wp.hash_grid_query(grid, pq8, 0.5)                                               <L 20>
    var_69 = wp::hash_grid_query(var_grid, var_65, var_68);
    // nb7 = int(0)                                                                           <L 21>
    var_71 = wp::int(var_70);
    // while wp.hash_grid_query_next(hq7, nb7):                                               <L 22>
    start_while_0:;
    var_72 = wp::hash_grid_query_next(var_69, var_71);
    if ((var_72) == false) goto end_while_0;
        // d7 = pts[nb7] - pq8                                                                <L 23>
        var_73 = wp::address(var_pts, var_71);
        var_75 = wp::load(var_73);
        var_74 = wp::sub(var_75, var_65);
        // if wp.length(d7) < 0.5:                                                            <L 24>
        var_76 = wp::length(var_74);
        var_78 = (var_76 < var_77);
        if (var_78) {
            // g9 += 0.5 - wp.length(d7)                                                      <L 25>
            var_80 = wp::length(var_74);
            var_81 = wp::sub(var_79, var_80);
            var_82 = wp::add(var_67, var_81);
        }
        var_83 = wp::where(var_78, var_82, var_67);
        // v10 = g5                                                                           <L 26>
        var_84 = wp::copy(var_61);
        wp::assign(var_67, var_83);
    goto start_while_0;
    end_while_0:;
    // c11 = wp.hash_grid_point_id(grid, tid % 16)                                            <L 27>
    var_86 = wp::mod(var_0, var_85);
    var_87 = wp::hash_grid_point_id(var_grid, var_86);
    // pq13 = wp.vec3(0.917, 0.93, 1.809)                                                     <L 28>
    var_91 = wp::vec_t<3, wp::float32>(var_88, var_89, var_90);
    // inside12 = float(0.0)                                                                  <L 29>
    var_93 = wp::float(var_92);
    // face12 = int(0)                                                                        <L 30>
    var_95 = wp::int(var_94);
    // u12 = float(0.0)                                                                       <L 31>
    var_97 = wp::float(var_96);
    // v12 = float(0.0)                                                                       <L 32>
    var_99 = wp::float(var_98);
    // hit12 = wp.mesh_query_point_sign_parity(mesh, pq13, 4.0, inside12, face12, u12, v12, 3, 0.001)       <L 33>
    var_103 = wp::mesh_query_point_sign_parity(var_mesh, var_91, var_100, var_93, var_95, var_97, var_99, var_101, var_102);
    // g14 = wp.vec3(0.0)                                                                     <L 34>
    var_105 = wp::vec_t<3, wp::float32>(var_104);
    // if hit12:                                                                              <L 35>
    if (var_103) {
        // g14 = wp.mesh_eval_face_normal(mesh, face12) * inside12                            <L 36>
        var_106 = wp::mesh_eval_face_normal(var_mesh, var_95);
        var_107 = wp::mul(var_106, var_93);
        // g5 = g5 + wp.normalize((wp.trunc(g4) * wp.vec3(-0.91, g4, -0.523))) * 1.5          <L 37>
        var_108 = wp::trunc(var_59);
        var_111 = wp::vec_t<3, wp::float32>(var_109, var_59, var_110);
        var_112 = wp::mul(var_108, var_111);
        var_113 = wp::normalize(var_112);
        var_115 = wp::mul(var_113, var_114);
        var_116 = wp::add(var_61, var_115);
    }
    var_117 = wp::where(var_103, var_116, var_61);
    var_118 = wp::where(var_103, var_107, var_105);
    // v15 = wp.cw_div(g14, wp.vec3(3.0, 1.5, 1.25))                                          <L 38>
    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
    var_123 = wp::cw_div(var_118, var_122);
    // out0[tid] = pq13 + g14 + v15 + wp.normalize((v15 / (wp.abs(1.1) + 1.0))) * 0.94        <L 39>
    var_124 = wp::add(var_91, var_118);
    var_125 = wp::add(var_124, var_123);
    var_127 = wp::abs(var_126);
    var_129 = wp::add(var_127, var_128);
    var_130 = wp::div(var_123, var_129);
    var_131 = wp::normalize(var_130);
    var_133 = wp::mul(var_131, var_132);
    var_134 = wp::add(var_125, var_133);
    wp::array_store(var_out0, var_0, var_134);
}



template <bool wp_linear_contiguous>
static void geometry_000015_143f0680_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000015_143f0680 *_wp_args,
    wp_args_geometry_000015_143f0680 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::uint64 adj_mesh = _wp_adj_args->mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_pts = _wp_adj_args->pts;
    wp::uint64 adj_grid = _wp_adj_args->grid;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -0.03;
    const wp::float32 var_9 = 1.506;
    const wp::float32 var_10 = 1.19;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    const wp::float32 var_16 = 0.1;
    const wp::float32 var_17 = 0.2;
    const wp::float32 var_18 = 2.5;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = 10.0;
    wp::mesh_query_ray_t var_23;
    const wp::float32 var_24 = 0.0;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.0;
    wp::vec_t<3, wp::float32> var_27;
    bool* var_28;
    bool var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 1.89;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32* var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32>* var_37;
    wp::float32* var_38;
    wp::float32* var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    bool var_45;
    bool var_46;
    const wp::float32 var_47 = -1.3;
    const wp::float32 var_48 = -0.52;
    const wp::float32 var_49 = 0.421;
    wp::vec_t<3, wp::float32> var_50;
    wp::float32 var_51;
    const wp::int32 var_52 = 2;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::vec_t<3, wp::float32> var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    bool var_58;
    wp::float32 var_59;
    bool var_60;
    wp::vec_t<3, wp::float32> var_61;
    bool var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::vec_t<3, wp::float32> var_64;
    wp::vec_t<3, wp::float32> var_65;
    const wp::float32 var_66 = 0.0;
    wp::float32 var_67;
    const wp::float32 var_68 = 0.5;
    wp::hash_grid_query_f var_69;
    const wp::int32 var_70 = 0;
    wp::int32 var_71;
    bool var_72;
    wp::vec_t<3, wp::float32>* var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    const wp::float32 var_77 = 0.5;
    bool var_78;
    const wp::float32 var_79 = 0.5;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::vec_t<3, wp::float32> var_84;
    const wp::int32 var_85 = 16;
    wp::int32 var_86;
    wp::int32 var_87;
    const wp::float32 var_88 = 0.917;
    const wp::float32 var_89 = 0.93;
    const wp::float32 var_90 = 1.809;
    wp::vec_t<3, wp::float32> var_91;
    const wp::float32 var_92 = 0.0;
    wp::float32 var_93;
    const wp::int32 var_94 = 0;
    wp::int32 var_95;
    const wp::float32 var_96 = 0.0;
    wp::float32 var_97;
    const wp::float32 var_98 = 0.0;
    wp::float32 var_99;
    const wp::float32 var_100 = 4.0;
    const wp::int32 var_101 = 3;
    const wp::float32 var_102 = 0.001;
    bool var_103;
    const wp::float32 var_104 = 0.0;
    wp::vec_t<3, wp::float32> var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = -0.91;
    const wp::float32 var_110 = -0.523;
    wp::vec_t<3, wp::float32> var_111;
    wp::vec_t<3, wp::float32> var_112;
    wp::vec_t<3, wp::float32> var_113;
    const wp::float32 var_114 = 1.5;
    wp::vec_t<3, wp::float32> var_115;
    wp::vec_t<3, wp::float32> var_116;
    wp::vec_t<3, wp::float32> var_117;
    wp::vec_t<3, wp::float32> var_118;
    const wp::float32 var_119 = 3.0;
    const wp::float32 var_120 = 1.5;
    const wp::float32 var_121 = 1.25;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    wp::vec_t<3, wp::float32> var_124;
    wp::vec_t<3, wp::float32> var_125;
    const wp::float32 var_126 = 1.1;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.0;
    wp::float32 var_129;
    wp::vec_t<3, wp::float32> var_130;
    wp::vec_t<3, wp::float32> var_131;
    const wp::float32 var_132 = 0.94;
    wp::vec_t<3, wp::float32> var_133;
    wp::vec_t<3, wp::float32> var_134;
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
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::mesh_query_ray_t adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    bool adj_28 = {};
    bool adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    bool adj_45 = {};
    bool adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::float32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::vec_t<3, wp::float32> adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    bool adj_58 = {};
    wp::float32 adj_59 = {};
    bool adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    bool adj_62 = {};
    wp::vec_t<3, wp::float32> adj_63 = {};
    wp::vec_t<3, wp::float32> adj_64 = {};
    wp::vec_t<3, wp::float32> adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::hash_grid_query_f adj_69 = {};
    wp::int32 adj_70 = {};
    wp::int32 adj_71 = {};
    bool adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    bool adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::vec_t<3, wp::float32> adj_84 = {};
    wp::int32 adj_85 = {};
    wp::int32 adj_86 = {};
    wp::int32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::int32 adj_94 = {};
    wp::int32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::int32 adj_101 = {};
    wp::float32 adj_102 = {};
    bool adj_103 = {};
    wp::float32 adj_104 = {};
    wp::vec_t<3, wp::float32> adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
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
    wp::vec_t<3, wp::float32> adj_117 = {};
    wp::vec_t<3, wp::float32> adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::vec_t<3, wp::float32> adj_122 = {};
    wp::vec_t<3, wp::float32> adj_123 = {};
    wp::vec_t<3, wp::float32> adj_124 = {};
    wp::vec_t<3, wp::float32> adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::vec_t<3, wp::float32> adj_130 = {};
    wp::vec_t<3, wp::float32> adj_131 = {};
    wp::float32 adj_132 = {};
    wp::vec_t<3, wp::float32> adj_133 = {};
    wp::vec_t<3, wp::float32> adj_134 = {};
    //---------
    // forward
    // def geometry_000015(x0: wp.array(dtype=float), mesh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = pts[tid]                                                                          <L 8>
    var_4 = wp::address(var_pts, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // pq3 = ((v0 + v0) * wp.normalize(wp.vec3(-0.03, 1.506, 1.19)))                          <L 9>
    var_7 = wp::add(var_2, var_2);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_13 = wp::mul(var_7, var_12);
    // root2 = wp.mesh_get_group_root(mesh, 0)                                                <L 10>
    var_15 = wp::mesh_get_group_root(var_mesh, var_14);
    // r2 = wp.mesh_query_ray(mesh, pq3, wp.normalize(pq3 + wp.vec3(0.1, 0.2, 2.5)), 10.0, root2)       <L 11>
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::add(var_13, var_19);
    var_21 = wp::normalize(var_20);
    var_23 = wp::mesh_query_ray(var_mesh, var_13, var_21, var_22, var_15);
    // g4 = float(0.0)                                                                        <L 12>
    var_25 = wp::float(var_24);
    // g5 = wp.vec3(0.0)                                                                      <L 13>
    var_27 = wp::vec_t<3, wp::float32>(var_26);
    // if r2.result:                                                                          <L 14>
    var_28 = &((var_23).result);
    var_29 = wp::load(var_28);
    if (var_29) {
        // g4 = r2.t * 1.89 + r2.sign                                                         <L 15>
        var_30 = &((var_23).t);
        var_33 = wp::load(var_30);
        var_32 = wp::mul(var_33, var_31);
        var_34 = &((var_23).sign);
        var_36 = wp::load(var_34);
        var_35 = wp::add(var_32, var_36);
        // g5 = r2.normal * (r2.u + r2.v)                                                     <L 16>
        var_37 = &((var_23).normal);
        var_38 = &((var_23).u);
        var_39 = &((var_23).v);
        var_41 = wp::load(var_38);
        var_42 = wp::load(var_39);
        var_40 = wp::add(var_41, var_42);
        var_44 = wp::load(var_37);
        var_43 = wp::mul(var_44, var_40);
        // v6 = wp.where(v0 >= g4, wp.where(g4 < v0, wp.dot(wp.vec3(-1.3, -0.52, 0.421), g5), float(2)), wp.length_sq((pq3 - v1)))       <L 17>
        var_45 = (var_2 >= var_35);
        var_46 = (var_35 < var_2);
        var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
        var_51 = wp::dot(var_50, var_43);
        var_53 = wp::float(var_52);
        var_54 = wp::where(var_46, var_51, var_53);
        var_55 = wp::sub(var_13, var_5);
        var_56 = wp::length_sq(var_55);
        var_57 = wp::where(var_45, var_54, var_56);
    }
    var_58 = wp::load(var_28);
    var_60 = wp::load(var_28);
    var_59 = wp::where(var_60, var_35, var_25);
    var_62 = wp::load(var_28);
    var_61 = wp::where(var_62, var_43, var_27);
    // pq8 = (wp.vec3(g4, v0, v0) + wp.vec3(g4, g4, g4))                                      <L 18>
    var_63 = wp::vec_t<3, wp::float32>(var_59, var_2, var_2);
    var_64 = wp::vec_t<3, wp::float32>(var_59, var_59, var_59);
    var_65 = wp::add(var_63, var_64);
    // g9 = float(0.0)                                                                        <L 19>
    var_67 = wp::float(var_66);
    // hq7 = wp.hash_grid_query(grid, pq8, 0.5)                                               <L 20>
    var_69 = wp::hash_grid_query(var_grid, var_65, var_68);
    // nb7 = int(0)                                                                           <L 21>
    var_71 = wp::int(var_70);
    // while wp.hash_grid_query_next(hq7, nb7):                                               <L 22>
    // c11 = wp.hash_grid_point_id(grid, tid % 16)                                            <L 27>
    var_86 = wp::mod(var_0, var_85);
    var_87 = wp::hash_grid_point_id(var_grid, var_86);
    // pq13 = wp.vec3(0.917, 0.93, 1.809)                                                     <L 28>
    var_91 = wp::vec_t<3, wp::float32>(var_88, var_89, var_90);
    // inside12 = float(0.0)                                                                  <L 29>
    var_93 = wp::float(var_92);
    // face12 = int(0)                                                                        <L 30>
    var_95 = wp::int(var_94);
    // u12 = float(0.0)                                                                       <L 31>
    var_97 = wp::float(var_96);
    // v12 = float(0.0)                                                                       <L 32>
    var_99 = wp::float(var_98);
    // hit12 = wp.mesh_query_point_sign_parity(mesh, pq13, 4.0, inside12, face12, u12, v12, 3, 0.001)       <L 33>
    var_103 = wp::mesh_query_point_sign_parity(var_mesh, var_91, var_100, var_93, var_95, var_97, var_99, var_101, var_102);
    // g14 = wp.vec3(0.0)                                                                     <L 34>
    var_105 = wp::vec_t<3, wp::float32>(var_104);
    // if hit12:                                                                              <L 35>
    if (var_103) {
        // g14 = wp.mesh_eval_face_normal(mesh, face12) * inside12                            <L 36>
        var_106 = wp::mesh_eval_face_normal(var_mesh, var_95);
        var_107 = wp::mul(var_106, var_93);
        // g5 = g5 + wp.normalize((wp.trunc(g4) * wp.vec3(-0.91, g4, -0.523))) * 1.5          <L 37>
        var_108 = wp::trunc(var_59);
        var_111 = wp::vec_t<3, wp::float32>(var_109, var_59, var_110);
        var_112 = wp::mul(var_108, var_111);
        var_113 = wp::normalize(var_112);
        var_115 = wp::mul(var_113, var_114);
        var_116 = wp::add(var_61, var_115);
    }
    var_117 = wp::where(var_103, var_116, var_61);
    var_118 = wp::where(var_103, var_107, var_105);
    // v15 = wp.cw_div(g14, wp.vec3(3.0, 1.5, 1.25))                                          <L 38>
    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
    var_123 = wp::cw_div(var_118, var_122);
    // out0[tid] = pq13 + g14 + v15 + wp.normalize((v15 / (wp.abs(1.1) + 1.0))) * 0.94        <L 39>
    var_124 = wp::add(var_91, var_118);
    var_125 = wp::add(var_124, var_123);
    var_127 = wp::abs(var_126);
    var_129 = wp::add(var_127, var_128);
    var_130 = wp::div(var_123, var_129);
    var_131 = wp::normalize(var_130);
    var_133 = wp::mul(var_131, var_132);
    var_134 = wp::add(var_125, var_133);
    // wp::array_store(var_out0, var_0, var_134);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_134, adj_out0, adj_0, adj_134);
    wp::adj_add(var_125, var_133, adj_125, adj_133, adj_134);
    wp::adj_mul(var_131, var_132, adj_131, adj_132, adj_133);
    wp::adj_normalize(var_130, var_131, adj_130, adj_131);
    wp::adj_div(var_123, var_129, adj_123, adj_129, adj_130);
    wp::adj_add(var_127, var_128, adj_127, adj_128, adj_129);
    wp::adj_abs(var_126, adj_126, adj_127);
    wp::adj_add(var_124, var_123, adj_124, adj_123, adj_125);
    wp::adj_add(var_91, var_118, adj_91, adj_118, adj_124);
    // adj: out0[tid] = pq13 + g14 + v15 + wp.normalize((v15 / (wp.abs(1.1) + 1.0))) * 0.94   <L 39>
    wp::adj_cw_div(var_118, var_122, var_123, adj_118, adj_122, adj_123);
    wp::adj_vec_t(var_119, var_120, var_121, adj_119, adj_120, adj_121, adj_122);
    // adj: v15 = wp.cw_div(g14, wp.vec3(3.0, 1.5, 1.25))                                     <L 38>
    wp::adj_where(var_103, var_107, var_105, adj_103, adj_107, adj_105, adj_118);
    wp::adj_where(var_103, var_116, var_61, adj_103, adj_116, adj_61, adj_117);
    if (var_103) {
        wp::adj_add(var_61, var_115, adj_61, adj_115, adj_116);
        wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
        wp::adj_normalize(var_112, var_113, adj_112, adj_113);
        wp::adj_mul(var_108, var_111, adj_108, adj_111, adj_112);
        wp::adj_vec_t(var_109, var_59, var_110, adj_109, adj_59, adj_110, adj_111);
        // adj: g5 = g5 + wp.normalize((wp.trunc(g4) * wp.vec3(-0.91, g4, -0.523))) * 1.5     <L 37>
        wp::adj_mul(var_106, var_93, adj_106, adj_93, adj_107);
        // adj: g14 = wp.mesh_eval_face_normal(mesh, face12) * inside12                       <L 36>
    }
    // adj: if hit12:                                                                         <L 35>
    wp::adj_vec_t(var_104, adj_104, adj_105);
    // adj: g14 = wp.vec3(0.0)                                                                <L 34>
    wp::adj_mesh_query_point_sign_parity(var_mesh, var_91, var_100, var_93, var_95, var_97, var_99, var_101, var_102, adj_mesh, adj_91, adj_100, adj_93, adj_95, adj_97, adj_99, adj_101, adj_102, adj_103);
    // adj: hit12 = wp.mesh_query_point_sign_parity(mesh, pq13, 4.0, inside12, face12, u12, v12, 3, 0.001)  <L 33>
    wp::adj_float(var_98, adj_98, adj_99);
    // adj: v12 = float(0.0)                                                                  <L 32>
    wp::adj_float(var_96, adj_96, adj_97);
    // adj: u12 = float(0.0)                                                                  <L 31>
    // adj: face12 = int(0)                                                                   <L 30>
    wp::adj_float(var_92, adj_92, adj_93);
    // adj: inside12 = float(0.0)                                                             <L 29>
    wp::adj_vec_t(var_88, var_89, var_90, adj_88, adj_89, adj_90, adj_91);
    // adj: pq13 = wp.vec3(0.917, 0.93, 1.809)                                                <L 28>
    wp::adj_mod(var_0, var_85, adj_0, adj_85, adj_86);
    // adj: c11 = wp.hash_grid_point_id(grid, tid % 16)                                       <L 27>
    start_while_0:;
    var_72 = wp::hash_grid_query_next(var_69, var_71);
    if ((var_72) == false) goto end_while_0;
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
        // d7 = pts[nb7] - pq8                                                                <L 23>
        var_73 = wp::address(var_pts, var_71);
        var_75 = wp::load(var_73);
        var_74 = wp::sub(var_75, var_65);
        // if wp.length(d7) < 0.5:                                                            <L 24>
        var_76 = wp::length(var_74);
        var_78 = (var_76 < var_77);
        if (var_78) {
            // g9 += 0.5 - wp.length(d7)                                                      <L 25>
            var_80 = wp::length(var_74);
            var_81 = wp::sub(var_79, var_80);
            var_82 = wp::add(var_67, var_81);
        }
        var_83 = wp::where(var_78, var_82, var_67);
        // v10 = g5                                                                           <L 26>
        var_84 = wp::copy(var_61);
        wp::assign(var_67, var_83);
        wp::adj_assign(var_67, var_83, adj_67, adj_83);
        wp::adj_copy(var_61, adj_61, adj_84);
        // adj: v10 = g5                                                                      <L 26>
        wp::adj_where(var_78, var_82, var_67, adj_78, adj_82, adj_67, adj_83);
        if (var_78) {
            wp::adj_add(var_67, var_81, adj_67, adj_81, adj_82);
            wp::adj_sub(var_79, var_80, adj_79, adj_80, adj_81);
            wp::adj_length(var_74, var_80, adj_74, adj_80);
            // adj: g9 += 0.5 - wp.length(d7)                                                 <L 25>
        }
        wp::adj_length(var_74, var_76, adj_74, adj_76);
        // adj: if wp.length(d7) < 0.5:                                                       <L 24>
        wp::adj_sub(var_75, var_65, adj_73, adj_65, adj_74);
        wp::adj_address(var_pts, var_71, adj_pts, adj_71, adj_73);
        // adj: d7 = pts[nb7] - pq8                                                           <L 23>
    goto start_while_0;
    end_while_0:;
    // adj: while wp.hash_grid_query_next(hq7, nb7):                                          <L 22>
    // adj: nb7 = int(0)                                                                      <L 21>
    // adj: hq7 = wp.hash_grid_query(grid, pq8, 0.5)                                          <L 20>
    wp::adj_float(var_66, adj_66, adj_67);
    // adj: g9 = float(0.0)                                                                   <L 19>
    wp::adj_add(var_63, var_64, adj_63, adj_64, adj_65);
    wp::adj_vec_t(var_59, var_59, var_59, adj_59, adj_59, adj_59, adj_64);
    wp::adj_vec_t(var_59, var_2, var_2, adj_59, adj_2, adj_2, adj_63);
    // adj: pq8 = (wp.vec3(g4, v0, v0) + wp.vec3(g4, g4, g4))                                 <L 18>
    wp::adj_where(var_62, var_43, var_27, adj_28, adj_43, adj_27, adj_61);
    wp::adj_where(var_60, var_35, var_25, adj_28, adj_35, adj_25, adj_59);
    if (var_58) {
        wp::adj_where(var_45, var_54, var_56, adj_45, adj_54, adj_56, adj_57);
        wp::adj_length_sq(var_55, adj_55, adj_56);
        wp::adj_sub(var_13, var_5, adj_13, adj_5, adj_55);
        wp::adj_where(var_46, var_51, var_53, adj_46, adj_51, adj_53, adj_54);
        wp::adj_float(var_52, adj_52, adj_53);
        wp::adj_dot(var_50, var_43, adj_50, adj_43, adj_51);
        wp::adj_vec_t(var_47, var_48, var_49, adj_47, adj_48, adj_49, adj_50);
        // adj: v6 = wp.where(v0 >= g4, wp.where(g4 < v0, wp.dot(wp.vec3(-1.3, -0.52, 0.421), g5), float(2)), wp.length_sq((pq3 - v1)))  <L 17>
        wp::adj_mul(var_44, var_40, adj_37, adj_40, adj_43);
        wp::adj_add(var_41, var_42, adj_38, adj_39, adj_40);
        adj_23.v += adj_39;
        adj_23.u += adj_38;
        adj_23.normal += adj_37;
        // adj: g5 = r2.normal * (r2.u + r2.v)                                                <L 16>
        wp::adj_add(var_32, var_36, adj_32, adj_34, adj_35);
        adj_23.sign += adj_34;
        wp::adj_mul(var_33, var_31, adj_30, adj_31, adj_32);
        adj_23.t += adj_30;
        // adj: g4 = r2.t * 1.89 + r2.sign                                                    <L 15>
    }
    adj_23.result = adj_28;
    // adj: if r2.result:                                                                     <L 14>
    wp::adj_vec_t(var_26, adj_26, adj_27);
    // adj: g5 = wp.vec3(0.0)                                                                 <L 13>
    wp::adj_float(var_24, adj_24, adj_25);
    // adj: g4 = float(0.0)                                                                   <L 12>
    wp::adj_mesh_query_ray(var_mesh, var_13, var_21, var_22, var_15, var_23, adj_mesh, adj_13, adj_21, adj_22, adj_15, adj_23);
    wp::adj_normalize(var_20, var_21, adj_20, adj_21);
    wp::adj_add(var_13, var_19, adj_13, adj_19, adj_20);
    wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
    // adj: r2 = wp.mesh_query_ray(mesh, pq3, wp.normalize(pq3 + wp.vec3(0.1, 0.2, 2.5)), 10.0, root2)  <L 11>
    // adj: root2 = wp.mesh_get_group_root(mesh, 0)                                           <L 10>
    wp::adj_mul(var_7, var_12, adj_7, adj_12, adj_13);
    wp::adj_normalize(var_11, var_12, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_7);
    // adj: pq3 = ((v0 + v0) * wp.normalize(wp.vec3(-0.03, 1.506, 1.19)))                     <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_pts, var_0, adj_pts, adj_0, adj_4);
    // adj: v1 = pts[tid]                                                                     <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def geometry_000015(x0: wp.array(dtype=float), mesh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=wp.vec3)):  <L 5>
    return;
}



struct geometry_000015_143f0680_cpu_block_payload_forward
{
    wp_args_geometry_000015_143f0680* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000015_143f0680_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000015_143f0680_cpu_block_payload_forward* payload = (geometry_000015_143f0680_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000015_143f0680_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void geometry_000015_143f0680_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000015_143f0680 *_wp_args)
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
        geometry_000015_143f0680_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000015_143f0680_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct geometry_000015_143f0680_cpu_block_payload_backward
{
    wp_args_geometry_000015_143f0680* args;
    wp_args_geometry_000015_143f0680* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000015_143f0680_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000015_143f0680_cpu_block_payload_backward* payload = (geometry_000015_143f0680_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000015_143f0680_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void geometry_000015_143f0680_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000015_143f0680 *_wp_args,
    wp_args_geometry_000015_143f0680 *_wp_adj_args)
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
        geometry_000015_143f0680_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000015_143f0680_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

