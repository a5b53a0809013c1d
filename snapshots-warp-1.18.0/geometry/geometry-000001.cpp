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

struct wp_args_geometry_000001_a0277371 {
    wp::array_t<wp::float32> sample_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_displacements;
    wp::uint64 bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> pts;
    wp::uint64 grid;
    wp::array_t<wp::float32> sample_residuals;
};


void geometry_000001_a0277371_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_a0277371 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements = _wp_args->sample_displacements;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
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
    const wp::float32 var_11 = 1.69;
    const wp::float32 var_12 = -0.144;
    const wp::float32 var_13 = 0.4;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 0.0;
    wp::float32 var_18;
    const wp::int32 var_19 = 0;
    wp::int32 var_20;
    const wp::int32 var_21 = 1;
    wp::int32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    const wp::float32 var_24 = 0.1;
    const wp::float32 var_25 = 0.2;
    const wp::float32 var_26 = 2.5;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 1.28;
    wp::bvh_query_t var_31;
    bool var_32;
    const wp::float32 var_33 = INFINITY;
    const wp::int32 var_34 = 1;
    wp::int32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.26;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.4;
    const wp::float32 var_41 = 0.2;
    const wp::float32 var_42 = -1.246;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    const wp::float32 var_45 = 1.25;
    const wp::float32 var_46 = 1.5;
    const wp::float32 var_47 = 3.0;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    const wp::float32 var_50 = 0.0371;
    const wp::float32 var_51 = -0.0193;
    const wp::float32 var_52 = 0.0229;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = 0.0;
    wp::vec_t<3, wp::float32> var_56;
    const wp::float32 var_57 = 0.25;
    wp::hash_grid_query_f var_58;
    wp::int32 var_59;
    wp::vec_t<3, wp::float32>* var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.25;
    bool var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    const wp::int32 var_72 = 16;
    wp::int32 var_73;
    wp::int32 var_74;
    wp::float32 var_75;
    wp::vec_t<3, wp::float32> var_76;
    const wp::float32 var_77 = 0.0371;
    const wp::float32 var_78 = -0.0193;
    const wp::float32 var_79 = 0.0229;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.0;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.25;
    wp::hash_grid_query_f var_85;
    const wp::int32 var_86 = 0;
    wp::int32 var_87;
    bool var_88;
    wp::vec_t<3, wp::float32>* var_89;
    wp::vec_t<3, wp::float32> var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::float32 var_92;
    const wp::float32 var_93 = 0.25;
    bool var_94;
    const wp::float32 var_95 = 0.25;
    wp::float32 var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 0.57;
    wp::float32 var_105;
    wp::float32 var_106;
    //---------
    // forward
    // def geometry_000001(sample_weights: wp.array[float], sample_displacements: wp.array[wp.vec3], bvh: wp.uint64, pts: wp.array[wp.vec3], grid: wp.uint64, sample_residuals: wp.array[float]):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = sample_weights[tid]                                                               <L 7>
    var_1 = wp::address(var_sample_weights, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = sample_displacements[tid]                                                         <L 8>
    var_4 = wp::address(var_sample_displacements, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = pts[tid]                                                                          <L 9>
    var_7 = wp::address(var_pts, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))                                        <L 10>
    var_10 = wp::neg(var_5);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::sub(var_5, var_14);
    var_16 = wp::add(var_10, var_15);
    // g5 = float(0.0)                                                                        <L 11>
    var_18 = wp::float(var_17);
    // b3 = int(0)                                                                            <L 12>
    var_20 = wp::int(var_19);
    // root3 = wp.bvh_get_group_root(bvh, 1)                                                  <L 13>
    var_22 = wp::bvh_get_group_root(var_bvh, var_21);
    // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)       <L 14>
    var_23 = wp::cross(var_5, var_16);
    var_27 = wp::vec_t<3, wp::float32>(var_24, var_25, var_26);
    var_28 = wp::add(var_23, var_27);
    var_29 = wp::normalize(var_28);
    var_31 = wp::bvh_query_capsule(var_bvh, var_16, var_29, var_30, var_22);
    // while wp.bvh_query_next(bq3, b3):                                                      <L 15>
    start_while_0:;
    var_32 = wp::bvh_query_capsule_next(var_31, var_20, var_33);
    if ((var_32) == false) goto end_while_0;
        // g5 += float(b3 + 1) * 0.26                                                         <L 16>
        var_35 = wp::add(var_20, var_34);
        var_36 = wp::float(var_35);
        var_38 = wp::mul(var_36, var_37);
        var_39 = wp::add(var_18, var_38);
        // pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)       <L 17>
        var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
        var_44 = wp::cross(var_5, var_43);
        var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
        var_49 = wp::cw_div(var_44, var_48);
        var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
        var_54 = wp::add(var_49, var_53);
        // g8 = wp.vec3(0.0)                                                                  <L 18>
        var_56 = wp::vec_t<3, wp::float32>(var_55);
        // for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                    <L 19>
        var_58 = wp::hash_grid_query(var_grid, var_54, var_57);
        start_for_2:;
            if (iter_cmp(var_58) == 0) goto end_for_2;
            var_59 = wp::iter_next(var_58);
            // d6 = pts[nb6] - pq7                                                            <L 20>
            var_60 = wp::address(var_pts, var_59);
            var_62 = wp::load(var_60);
            var_61 = wp::sub(var_62, var_54);
            // if wp.length(d6) < 0.25:                                                       <L 21>
            var_63 = wp::length(var_61);
            var_65 = (var_63 < var_64);
            if (var_65) {
                // g8 += d6 * wp.exp(-wp.length_sq(d6))                                       <L 22>
                var_66 = wp::length_sq(var_61);
                var_67 = wp::neg(var_66);
                var_68 = wp::exp(var_67);
                var_69 = wp::mul(var_61, var_68);
                var_70 = wp::add(var_56, var_69);
            }
            var_71 = wp::where(var_65, var_70, var_56);
            wp::assign(var_56, var_71);
            goto start_for_2;
        end_for_2:;
        // c9 = wp.hash_grid_point_id(grid, tid % 16)                                         <L 23>
        var_73 = wp::mod(var_0, var_72);
        var_74 = wp::hash_grid_point_id(var_grid, var_73);
        wp::assign(var_18, var_39);
    goto start_while_0;
    end_while_0:;
    // pq11 = (v1 * (v0 * g5)) + wp.vec3(0.0371, -0.0193, 0.0229)                             <L 24>
    var_75 = wp::mul(var_2, var_18);
    var_76 = wp::mul(var_5, var_75);
    var_80 = wp::vec_t<3, wp::float32>(var_77, var_78, var_79);
    var_81 = wp::add(var_76, var_80);
    // g12 = float(0.0)                                                                       <L 25>
    var_83 = wp::float(var_82);
    // hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                            <L 26>
    var_85 = wp::hash_grid_query(var_grid, var_81, var_84);
    // nb10 = int(0)                                                                          <L 27>
    var_87 = wp::int(var_86);
    // while wp.hash_grid_query_next(hq10, nb10):                                             <L 28>
    start_while_4:;
    var_88 = wp::hash_grid_query_next(var_85, var_87);
    if ((var_88) == false) goto end_while_4;
        // d10 = pts[nb10] - pq11                                                             <L 29>
        var_89 = wp::address(var_pts, var_87);
        var_91 = wp::load(var_89);
        var_90 = wp::sub(var_91, var_81);
        // if wp.length(d10) < 0.25:                                                          <L 30>
        var_92 = wp::length(var_90);
        var_94 = (var_92 < var_93);
        if (var_94) {
            // g12 += 0.25 - wp.length(d10)                                                   <L 31>
            var_96 = wp::length(var_90);
            var_97 = wp::sub(var_95, var_96);
            var_98 = wp::add(var_83, var_97);
        }
        var_99 = wp::where(var_94, var_98, var_83);
        wp::assign(var_83, var_99);
    goto start_while_4;
    end_while_4:;
    // v13 = v0                                                                               <L 32>
    var_100 = wp::copy(var_2);
    // v14 = wp.cos(g12)                                                                      <L 33>
    var_101 = wp::cos(var_83);
    // sample_residuals[tid] = g12 + v13 + v14 + v14 * 0.57                                   <L 34>
    var_102 = wp::add(var_83, var_100);
    var_103 = wp::add(var_102, var_101);
    var_105 = wp::mul(var_101, var_104);
    var_106 = wp::add(var_103, var_105);
    wp::array_store(var_sample_residuals, var_0, var_106);
}



void geometry_000001_a0277371_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000001_a0277371 *_wp_args,
    wp_args_geometry_000001_a0277371 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements = _wp_args->sample_displacements;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts = _wp_args->pts;
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::float32> adj_sample_weights = _wp_adj_args->sample_weights;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_displacements = _wp_adj_args->sample_displacements;
    wp::uint64 adj_bvh = _wp_adj_args->bvh;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_pts = _wp_adj_args->pts;
    wp::uint64 adj_grid = _wp_adj_args->grid;
    wp::array_t<wp::float32> adj_sample_residuals = _wp_adj_args->sample_residuals;
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
    const wp::float32 var_11 = 1.69;
    const wp::float32 var_12 = -0.144;
    const wp::float32 var_13 = 0.4;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 0.0;
    wp::float32 var_18;
    const wp::int32 var_19 = 0;
    wp::int32 var_20;
    const wp::int32 var_21 = 1;
    wp::int32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    const wp::float32 var_24 = 0.1;
    const wp::float32 var_25 = 0.2;
    const wp::float32 var_26 = 2.5;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 1.28;
    wp::bvh_query_t var_31;
    bool var_32;
    const wp::float32 var_33 = INFINITY;
    const wp::int32 var_34 = 1;
    wp::int32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.26;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.4;
    const wp::float32 var_41 = 0.2;
    const wp::float32 var_42 = -1.246;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    const wp::float32 var_45 = 1.25;
    const wp::float32 var_46 = 1.5;
    const wp::float32 var_47 = 3.0;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    const wp::float32 var_50 = 0.0371;
    const wp::float32 var_51 = -0.0193;
    const wp::float32 var_52 = 0.0229;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = 0.0;
    wp::vec_t<3, wp::float32> var_56;
    const wp::float32 var_57 = 0.25;
    wp::hash_grid_query_f var_58;
    wp::int32 var_59;
    wp::vec_t<3, wp::float32>* var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.25;
    bool var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    const wp::int32 var_72 = 16;
    wp::int32 var_73;
    wp::int32 var_74;
    wp::float32 var_75;
    wp::vec_t<3, wp::float32> var_76;
    const wp::float32 var_77 = 0.0371;
    const wp::float32 var_78 = -0.0193;
    const wp::float32 var_79 = 0.0229;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.0;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.25;
    wp::hash_grid_query_f var_85;
    const wp::int32 var_86 = 0;
    wp::int32 var_87;
    bool var_88;
    wp::vec_t<3, wp::float32>* var_89;
    wp::vec_t<3, wp::float32> var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::float32 var_92;
    const wp::float32 var_93 = 0.25;
    bool var_94;
    const wp::float32 var_95 = 0.25;
    wp::float32 var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 0.57;
    wp::float32 var_105;
    wp::float32 var_106;
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
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::bvh_query_t adj_31 = {};
    bool adj_32 = {};
    wp::float32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::float32 adj_57 = {};
    wp::hash_grid_query_f adj_58 = {};
    wp::int32 adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    bool adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::vec_t<3, wp::float32> adj_71 = {};
    wp::int32 adj_72 = {};
    wp::int32 adj_73 = {};
    wp::int32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::vec_t<3, wp::float32> adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::hash_grid_query_f adj_85 = {};
    wp::int32 adj_86 = {};
    wp::int32 adj_87 = {};
    bool adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::vec_t<3, wp::float32> adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    bool adj_94 = {};
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
    //---------
    // forward
    // def geometry_000001(sample_weights: wp.array[float], sample_displacements: wp.array[wp.vec3], bvh: wp.uint64, pts: wp.array[wp.vec3], grid: wp.uint64, sample_residuals: wp.array[float]):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = sample_weights[tid]                                                               <L 7>
    var_1 = wp::address(var_sample_weights, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = sample_displacements[tid]                                                         <L 8>
    var_4 = wp::address(var_sample_displacements, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = pts[tid]                                                                          <L 9>
    var_7 = wp::address(var_pts, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))                                        <L 10>
    var_10 = wp::neg(var_5);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::sub(var_5, var_14);
    var_16 = wp::add(var_10, var_15);
    // g5 = float(0.0)                                                                        <L 11>
    var_18 = wp::float(var_17);
    // b3 = int(0)                                                                            <L 12>
    var_20 = wp::int(var_19);
    // root3 = wp.bvh_get_group_root(bvh, 1)                                                  <L 13>
    var_22 = wp::bvh_get_group_root(var_bvh, var_21);
    // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)       <L 14>
    var_23 = wp::cross(var_5, var_16);
    var_27 = wp::vec_t<3, wp::float32>(var_24, var_25, var_26);
    var_28 = wp::add(var_23, var_27);
    var_29 = wp::normalize(var_28);
    var_31 = wp::bvh_query_capsule(var_bvh, var_16, var_29, var_30, var_22);
    // while wp.bvh_query_next(bq3, b3):                                                      <L 15>
    // pq11 = (v1 * (v0 * g5)) + wp.vec3(0.0371, -0.0193, 0.0229)                             <L 24>
    var_75 = wp::mul(var_2, var_18);
    var_76 = wp::mul(var_5, var_75);
    var_80 = wp::vec_t<3, wp::float32>(var_77, var_78, var_79);
    var_81 = wp::add(var_76, var_80);
    // g12 = float(0.0)                                                                       <L 25>
    var_83 = wp::float(var_82);
    // hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                            <L 26>
    var_85 = wp::hash_grid_query(var_grid, var_81, var_84);
    // nb10 = int(0)                                                                          <L 27>
    var_87 = wp::int(var_86);
    // while wp.hash_grid_query_next(hq10, nb10):                                             <L 28>
    // v13 = v0                                                                               <L 32>
    var_100 = wp::copy(var_2);
    // v14 = wp.cos(g12)                                                                      <L 33>
    var_101 = wp::cos(var_83);
    // sample_residuals[tid] = g12 + v13 + v14 + v14 * 0.57                                   <L 34>
    var_102 = wp::add(var_83, var_100);
    var_103 = wp::add(var_102, var_101);
    var_105 = wp::mul(var_101, var_104);
    var_106 = wp::add(var_103, var_105);
    // wp::array_store(var_sample_residuals, var_0, var_106);
    //---------
    // reverse
    wp::adj_array_store(var_sample_residuals, var_0, var_106, adj_sample_residuals, adj_0, adj_106);
    wp::adj_add(var_103, var_105, adj_103, adj_105, adj_106);
    wp::adj_mul(var_101, var_104, adj_101, adj_104, adj_105);
    wp::adj_add(var_102, var_101, adj_102, adj_101, adj_103);
    wp::adj_add(var_83, var_100, adj_83, adj_100, adj_102);
    // adj: sample_residuals[tid] = g12 + v13 + v14 + v14 * 0.57                              <L 34>
    wp::adj_cos(var_83, adj_83, adj_101);
    // adj: v14 = wp.cos(g12)                                                                 <L 33>
    wp::adj_copy(var_2, adj_2, adj_100);
    // adj: v13 = v0                                                                          <L 32>
    start_while_4:;
    var_88 = wp::hash_grid_query_next(var_85, var_87);
    if ((var_88) == false) goto end_while_4;
    adj_89 = {};
    adj_90 = {};
    adj_91 = {};
    adj_92 = {};
    adj_93 = {};
    adj_94 = {};
    adj_95 = {};
    adj_96 = {};
    adj_97 = {};
    adj_98 = {};
    adj_99 = {};
        // d10 = pts[nb10] - pq11                                                             <L 29>
        var_89 = wp::address(var_pts, var_87);
        var_91 = wp::load(var_89);
        var_90 = wp::sub(var_91, var_81);
        // if wp.length(d10) < 0.25:                                                          <L 30>
        var_92 = wp::length(var_90);
        var_94 = (var_92 < var_93);
        if (var_94) {
            // g12 += 0.25 - wp.length(d10)                                                   <L 31>
            var_96 = wp::length(var_90);
            var_97 = wp::sub(var_95, var_96);
            var_98 = wp::add(var_83, var_97);
        }
        var_99 = wp::where(var_94, var_98, var_83);
        wp::assign(var_83, var_99);
        wp::adj_assign(var_83, var_99, adj_83, adj_99);
        wp::adj_where(var_94, var_98, var_83, adj_94, adj_98, adj_83, adj_99);
        if (var_94) {
            wp::adj_add(var_83, var_97, adj_83, adj_97, adj_98);
            wp::adj_sub(var_95, var_96, adj_95, adj_96, adj_97);
            wp::adj_length(var_90, var_96, adj_90, adj_96);
            // adj: g12 += 0.25 - wp.length(d10)                                              <L 31>
        }
        wp::adj_length(var_90, var_92, adj_90, adj_92);
        // adj: if wp.length(d10) < 0.25:                                                     <L 30>
        wp::adj_sub(var_91, var_81, adj_89, adj_81, adj_90);
        wp::adj_address(var_pts, var_87, adj_pts, adj_87, adj_89);
        // adj: d10 = pts[nb10] - pq11                                                        <L 29>
    goto start_while_4;
    end_while_4:;
    // adj: while wp.hash_grid_query_next(hq10, nb10):                                        <L 28>
    // adj: nb10 = int(0)                                                                     <L 27>
    // adj: hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                       <L 26>
    wp::adj_float(var_82, adj_82, adj_83);
    // adj: g12 = float(0.0)                                                                  <L 25>
    wp::adj_add(var_76, var_80, adj_76, adj_80, adj_81);
    wp::adj_vec_t(var_77, var_78, var_79, adj_77, adj_78, adj_79, adj_80);
    wp::adj_mul(var_5, var_75, adj_5, adj_75, adj_76);
    wp::adj_mul(var_2, var_18, adj_2, adj_18, adj_75);
    // adj: pq11 = (v1 * (v0 * g5)) + wp.vec3(0.0371, -0.0193, 0.0229)                        <L 24>
    start_while_0:;
    var_32 = wp::bvh_query_capsule_next(var_31, var_20, var_33);
    if ((var_32) == false) goto end_while_0;
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
    adj_72 = {};
    adj_73 = {};
    adj_74 = {};
        // g5 += float(b3 + 1) * 0.26                                                         <L 16>
        var_35 = wp::add(var_20, var_34);
        var_36 = wp::float(var_35);
        var_38 = wp::mul(var_36, var_37);
        var_39 = wp::add(var_18, var_38);
        // pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)       <L 17>
        var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
        var_44 = wp::cross(var_5, var_43);
        var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
        var_49 = wp::cw_div(var_44, var_48);
        var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
        var_54 = wp::add(var_49, var_53);
        // g8 = wp.vec3(0.0)                                                                  <L 18>
        var_56 = wp::vec_t<3, wp::float32>(var_55);
        // for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                    <L 19>
        var_58 = wp::hash_grid_query(var_grid, var_54, var_57);
        // c9 = wp.hash_grid_point_id(grid, tid % 16)                                         <L 23>
        var_73 = wp::mod(var_0, var_72);
        var_74 = wp::hash_grid_point_id(var_grid, var_73);
        wp::assign(var_18, var_39);
        wp::adj_assign(var_18, var_39, adj_18, adj_39);
        wp::adj_mod(var_0, var_72, adj_0, adj_72, adj_73);
        // adj: c9 = wp.hash_grid_point_id(grid, tid % 16)                                    <L 23>
        var_58 = wp::iter_reverse(var_58);
        start_for_2:;
            if (iter_cmp(var_58) == 0) goto end_for_2;
            var_59 = wp::iter_next(var_58);
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
        	adj_70 = {};
        	adj_71 = {};
            // d6 = pts[nb6] - pq7                                                            <L 20>
            var_60 = wp::address(var_pts, var_59);
            var_62 = wp::load(var_60);
            var_61 = wp::sub(var_62, var_54);
            // if wp.length(d6) < 0.25:                                                       <L 21>
            var_63 = wp::length(var_61);
            var_65 = (var_63 < var_64);
            if (var_65) {
                // g8 += d6 * wp.exp(-wp.length_sq(d6))                                       <L 22>
                var_66 = wp::length_sq(var_61);
                var_67 = wp::neg(var_66);
                var_68 = wp::exp(var_67);
                var_69 = wp::mul(var_61, var_68);
                var_70 = wp::add(var_56, var_69);
            }
            var_71 = wp::where(var_65, var_70, var_56);
            wp::assign(var_56, var_71);
            wp::adj_assign(var_56, var_71, adj_56, adj_71);
            wp::adj_where(var_65, var_70, var_56, adj_65, adj_70, adj_56, adj_71);
            if (var_65) {
                wp::adj_add(var_56, var_69, adj_56, adj_69, adj_70);
                wp::adj_mul(var_61, var_68, adj_61, adj_68, adj_69);
                wp::adj_exp(var_67, var_68, adj_67, adj_68);
                wp::adj_neg(var_66, adj_66, adj_67);
                wp::adj_length_sq(var_61, adj_61, adj_66);
                // adj: g8 += d6 * wp.exp(-wp.length_sq(d6))                                  <L 22>
            }
            wp::adj_length(var_61, var_63, adj_61, adj_63);
            // adj: if wp.length(d6) < 0.25:                                                  <L 21>
            wp::adj_sub(var_62, var_54, adj_60, adj_54, adj_61);
            wp::adj_address(var_pts, var_59, adj_pts, adj_59, adj_60);
            // adj: d6 = pts[nb6] - pq7                                                       <L 20>
        	goto start_for_2;
        end_for_2:;
        // adj: for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                               <L 19>
        wp::adj_vec_t(var_55, adj_55, adj_56);
        // adj: g8 = wp.vec3(0.0)                                                             <L 18>
        wp::adj_add(var_49, var_53, adj_49, adj_53, adj_54);
        wp::adj_vec_t(var_50, var_51, var_52, adj_50, adj_51, adj_52, adj_53);
        wp::adj_cw_div(var_44, var_48, var_49, adj_44, adj_48, adj_49);
        wp::adj_vec_t(var_45, var_46, var_47, adj_45, adj_46, adj_47, adj_48);
        wp::adj_cross(var_5, var_43, adj_5, adj_43, adj_44);
        wp::adj_vec_t(var_40, var_41, var_42, adj_40, adj_41, adj_42, adj_43);
        // adj: pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)  <L 17>
        wp::adj_add(var_18, var_38, adj_18, adj_38, adj_39);
        wp::adj_mul(var_36, var_37, adj_36, adj_37, adj_38);
        wp::adj_float(var_35, adj_35, adj_36);
        wp::adj_add(var_20, var_34, adj_20, adj_34, adj_35);
        // adj: g5 += float(b3 + 1) * 0.26                                                    <L 16>
    goto start_while_0;
    end_while_0:;
    // adj: while wp.bvh_query_next(bq3, b3):                                                 <L 15>
    wp::adj_normalize(var_28, var_29, adj_28, adj_29);
    wp::adj_add(var_23, var_27, adj_23, adj_27, adj_28);
    wp::adj_vec_t(var_24, var_25, var_26, adj_24, adj_25, adj_26, adj_27);
    wp::adj_cross(var_5, var_16, adj_5, adj_16, adj_23);
    // adj: bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)  <L 14>
    // adj: root3 = wp.bvh_get_group_root(bvh, 1)                                             <L 13>
    // adj: b3 = int(0)                                                                       <L 12>
    wp::adj_float(var_17, adj_17, adj_18);
    // adj: g5 = float(0.0)                                                                   <L 11>
    wp::adj_add(var_10, var_15, adj_10, adj_15, adj_16);
    wp::adj_sub(var_5, var_14, adj_5, adj_14, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    wp::adj_neg(var_5, adj_5, adj_10);
    // adj: pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))                                   <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_pts, var_0, adj_pts, adj_0, adj_7);
    // adj: v2 = pts[tid]                                                                     <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_sample_displacements, var_0, adj_sample_displacements, adj_0, adj_4);
    // adj: v1 = sample_displacements[tid]                                                    <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_sample_weights, var_0, adj_sample_weights, adj_0, adj_1);
    // adj: v0 = sample_weights[tid]                                                          <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def geometry_000001(sample_weights: wp.array[float], sample_displacements: wp.array[wp.vec3], bvh: wp.uint64, pts: wp.array[wp.vec3], grid: wp.uint64, sample_residuals: wp.array[float]):  <L 5>
    return;
}



struct geometry_000001_a0277371_cpu_block_payload_forward
{
    wp_args_geometry_000001_a0277371* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_a0277371_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_a0277371_cpu_block_payload_forward* payload = (geometry_000001_a0277371_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_a0277371_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void geometry_000001_a0277371_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_a0277371 *_wp_args)
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
        geometry_000001_a0277371_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_a0277371_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct geometry_000001_a0277371_cpu_block_payload_backward
{
    wp_args_geometry_000001_a0277371* args;
    wp_args_geometry_000001_a0277371* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000001_a0277371_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000001_a0277371_cpu_block_payload_backward* payload = (geometry_000001_a0277371_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000001_a0277371_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void geometry_000001_a0277371_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000001_a0277371 *_wp_args,
    wp_args_geometry_000001_a0277371 *_wp_adj_args)
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
        geometry_000001_a0277371_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000001_a0277371_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

