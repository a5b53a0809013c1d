// Generated for case geometry-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

// Map wp.breakpoint() to a device brkpt at the call site so cuda-gdb attributes the stop to the generated .cu line
#if defined(__CUDACC__) && !defined(_MSC_VER)
#define __debugbreak() __brkpt()
#endif

#define builtin_tid1d() wp::tid(_idx, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, _idx, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, _idx, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, _idx, dim)

#define builtin_block_dim() wp::block_dim()

// CUDA Thread Block Cluster shape declaration. Expands to __cluster_dims__
// only on devices that support clusters (compute capability 9.0+); otherwise
// expands to nothing so the same source compiles cleanly for any target arch.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900)
#define WP_CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#else
#define WP_CLUSTER_DIMS(x, y, z)
#endif

// Maximum registers per thread. __maxnreg__ was added in CUDA Toolkit 12.4;
// older toolkits ignore the opt-in so the same source remains compilable.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 4))
#define WP_MAXNREG(n) __maxnreg__(n)
#else
#define WP_MAXNREG(n)
#endif

// Allow PTXAS to spill registers into shared memory. CUDA Toolkit 13.0
// introduced the pragma, which is unavailable in device-debug compilation.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ >= 13) && !defined(_DEBUG)
#define WP_ENABLE_SMEM_SPILLING() asm volatile(".pragma \"enable_smem_spilling\";");
#else
#define WP_ENABLE_SMEM_SPILLING()
#endif


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)



extern "C" __global__ void geometry_000001_83dd35f6_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::uint64 var_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts,
    wp::uint64 var_grid,
    wp::array_t<wp::float32> var_out0)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        const wp::float32 var_49 = 0.0371;
        const wp::float32 var_50 = -0.0193;
        const wp::float32 var_51 = 0.0229;
        wp::vec_t<3, wp::float32> var_52;
        wp::vec_t<3, wp::float32> var_53;
        const wp::float32 var_54 = 0.0;
        wp::vec_t<3, wp::float32> var_55;
        const wp::float32 var_56 = 0.25;
        wp::hash_grid_query_f var_57;
        wp::int32 var_58;
        wp::vec_t<3, wp::float32>* var_59;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 0.25;
        bool var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        const wp::int32 var_71 = 16;
        wp::int32 var_72;
        wp::int32 var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        const wp::float32 var_76 = 0.0371;
        const wp::float32 var_77 = -0.0193;
        const wp::float32 var_78 = 0.0229;
        wp::vec_t<3, wp::float32> var_79;
        wp::vec_t<3, wp::float32> var_80;
        const wp::float32 var_81 = 0.0;
        wp::float32 var_82;
        const wp::float32 var_83 = 0.25;
        wp::hash_grid_query_f var_84;
        const wp::int32 var_85 = 0;
        wp::int32 var_86;
        bool var_87;
        wp::vec_t<3, wp::float32>* var_88;
        wp::vec_t<3, wp::float32> var_89;
        wp::vec_t<3, wp::float32> var_90;
        wp::float32 var_91;
        const wp::float32 var_92 = 0.25;
        bool var_93;
        const wp::float32 var_94 = 0.25;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::vec_t<3, wp::float32> var_99;
        wp::vec_t<3, wp::float32> var_100;
        const wp::float32 var_101 = 0.0371;
        const wp::float32 var_102 = -0.0193;
        const wp::float32 var_103 = 0.0229;
        wp::vec_t<3, wp::float32> var_104;
        wp::vec_t<3, wp::float32> var_105;
        const wp::float32 var_106 = 0.0;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.25;
        wp::hash_grid_query_f var_109;
        const wp::int32 var_110 = 0;
        wp::int32 var_111;
        bool var_112;
        wp::vec_t<3, wp::float32>* var_113;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        wp::float32 var_116;
        const wp::float32 var_117 = 0.25;
        bool var_118;
        const wp::float32 var_119 = 0.25;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = 0.0371;
        const wp::float32 var_125 = -0.0193;
        const wp::float32 var_126 = 0.0229;
        wp::vec_t<3, wp::float32> var_127;
        wp::vec_t<3, wp::float32> var_128;
        const wp::float32 var_129 = 0.0;
        wp::float32 var_130;
        const wp::float32 var_131 = 0.25;
        wp::hash_grid_query_f var_132;
        wp::int32 var_133;
        wp::vec_t<3, wp::float32>* var_134;
        wp::vec_t<3, wp::float32> var_135;
        wp::vec_t<3, wp::float32> var_136;
        wp::float32 var_137;
        const wp::float32 var_138 = 0.25;
        bool var_139;
        const wp::float32 var_140 = 0.25;
        wp::float32 var_141;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::int32 var_145 = 16;
        wp::int32 var_146;
        wp::int32 var_147;
        const wp::int32 var_148 = 2;
        wp::int32 var_149;
        wp::shape_t* var_150;
        const wp::int32 var_151 = 0;
        wp::int32 var_152;
        wp::shape_t var_153;
        wp::int32 var_154;
        wp::vec_t<3, wp::float32>* var_155;
        wp::vec_t<3, wp::float32> var_156;
        wp::vec_t<3, wp::float32> var_157;
        wp::vec_t<3, wp::float32> var_158;
        wp::vec_t<3, wp::float32> var_159;
        wp::vec_t<3, wp::float32> var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::float32 var_163 = 0.2;
        const wp::float32 var_164 = 1.421;
        const wp::float32 var_165 = 1.5;
        wp::vec_t<3, wp::float32> var_166;
        wp::vec_t<3, wp::float32> var_167;
        wp::float32 var_168;
        const wp::float32 var_169 = 1.42;
        wp::float32 var_170;
        wp::float32 var_171;
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
            // pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)       <L 17>
            var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
            var_43 = wp::cross(var_5, var_42);
            var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
            var_48 = wp::cw_div(var_43, var_47);
            var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
            var_53 = wp::add(var_48, var_52);
            // g8 = wp.vec3(0.0)                                                                  <L 18>
            var_55 = wp::vec_t<3, wp::float32>(var_54);
            // for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                    <L 19>
            var_57 = wp::hash_grid_query(var_grid, var_53, var_56);
            start_for_2:;
                if (iter_cmp(var_57) == 0) goto end_for_2;
                var_58 = wp::iter_next(var_57);
                // d6 = pts[nb6] - pq7                                                            <L 20>
                var_59 = wp::address(var_pts, var_58);
                var_61 = wp::load(var_59);
                var_60 = wp::sub(var_61, var_53);
                // if wp.length(d6) < 0.25:                                                       <L 21>
                var_62 = wp::length(var_60);
                var_64 = (var_62 < var_63);
                if (var_64) {
                    // g8 += d6 * wp.exp(-wp.length_sq(d6))                                       <L 22>
                    var_65 = wp::length_sq(var_60);
                    var_66 = wp::neg(var_65);
                    var_67 = wp::exp(var_66);
                    var_68 = wp::mul(var_60, var_67);
                    var_69 = wp::add(var_55, var_68);
                }
                var_70 = wp::where(var_64, var_69, var_55);
                wp::assign(var_55, var_70);
                goto start_for_2;
            end_for_2:;
            // c9 = wp.hash_grid_point_id(grid, tid % 16)                                         <L 23>
            var_72 = wp::mod(var_0, var_71);
            var_73 = wp::hash_grid_point_id(var_grid, var_72);
            wp::assign(var_17, var_38);
        goto start_while_0;
        end_while_0:;
        // pq11 = wp.normalize(wp.vec3(v0, g5, g5)) + wp.vec3(0.0371, -0.0193, 0.0229)            <L 24>
        var_74 = wp::vec_t<3, wp::float32>(var_2, var_17, var_17);
        var_75 = wp::normalize(var_74);
        var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
        var_80 = wp::add(var_75, var_79);
        // g12 = float(0.0)                                                                       <L 25>
        var_82 = wp::float(var_81);
        // hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                            <L 26>
        var_84 = wp::hash_grid_query(var_grid, var_80, var_83);
        // nb10 = int(0)                                                                          <L 27>
        var_86 = wp::int(var_85);
        // while wp.hash_grid_query_next(hq10, nb10):                                             <L 28>
        start_while_4:;
        var_87 = wp::hash_grid_query_next(var_84, var_86);
        if ((var_87) == false) goto end_while_4;
            // d10 = pts[nb10] - pq11                                                             <L 29>
            var_88 = wp::address(var_pts, var_86);
            var_90 = wp::load(var_88);
            var_89 = wp::sub(var_90, var_80);
            // if wp.length(d10) < 0.25:                                                          <L 30>
            var_91 = wp::length(var_89);
            var_93 = (var_91 < var_92);
            if (var_93) {
                // g12 += 0.25 - wp.length(d10)                                                   <L 31>
                var_95 = wp::length(var_89);
                var_96 = wp::sub(var_94, var_95);
                var_97 = wp::add(var_82, var_96);
            }
            var_98 = wp::where(var_93, var_97, var_82);
            wp::assign(var_82, var_98);
        goto start_while_4;
        end_while_4:;
        // pq14 = wp.normalize(wp.lerp(v2, v1, v0)) + wp.vec3(0.0371, -0.0193, 0.0229)            <L 32>
        var_99 = wp::lerp(var_8, var_5, var_2);
        var_100 = wp::normalize(var_99);
        var_104 = wp::vec_t<3, wp::float32>(var_101, var_102, var_103);
        var_105 = wp::add(var_100, var_104);
        // g15 = float(0.0)                                                                       <L 33>
        var_107 = wp::float(var_106);
        // hq13 = wp.hash_grid_query(grid, pq14, 0.25)                                            <L 34>
        var_109 = wp::hash_grid_query(var_grid, var_105, var_108);
        // nb13 = int(0)                                                                          <L 35>
        var_111 = wp::int(var_110);
        // while wp.hash_grid_query_next(hq13, nb13):                                             <L 36>
        start_while_6:;
        var_112 = wp::hash_grid_query_next(var_109, var_111);
        if ((var_112) == false) goto end_while_6;
            // d13 = pts[nb13] - pq14                                                             <L 37>
            var_113 = wp::address(var_pts, var_111);
            var_115 = wp::load(var_113);
            var_114 = wp::sub(var_115, var_105);
            // if wp.length(d13) < 0.25:                                                          <L 38>
            var_116 = wp::length(var_114);
            var_118 = (var_116 < var_117);
            if (var_118) {
                // g15 += 0.25 - wp.length(d13)                                                   <L 39>
                var_120 = wp::length(var_114);
                var_121 = wp::sub(var_119, var_120);
                var_122 = wp::add(var_107, var_121);
            }
            var_123 = wp::where(var_118, var_122, var_107);
            wp::assign(var_107, var_123);
        goto start_while_6;
        end_while_6:;
        // pq17 = pq14 + wp.vec3(0.0371, -0.0193, 0.0229)                                         <L 40>
        var_127 = wp::vec_t<3, wp::float32>(var_124, var_125, var_126);
        var_128 = wp::add(var_105, var_127);
        // g18 = float(0.0)                                                                       <L 41>
        var_130 = wp::float(var_129);
        // for nb16 in wp.hash_grid_query(grid, pq17, 0.25):                                      <L 42>
        var_132 = wp::hash_grid_query(var_grid, var_128, var_131);
        start_for_8:;
            if (iter_cmp(var_132) == 0) goto end_for_8;
            var_133 = wp::iter_next(var_132);
            // d16 = pts[nb16] - pq17                                                             <L 43>
            var_134 = wp::address(var_pts, var_133);
            var_136 = wp::load(var_134);
            var_135 = wp::sub(var_136, var_128);
            // if wp.length(d16) < 0.25:                                                          <L 44>
            var_137 = wp::length(var_135);
            var_139 = (var_137 < var_138);
            if (var_139) {
                // g18 += 0.25 - wp.length(d16)                                                   <L 45>
                var_141 = wp::length(var_135);
                var_142 = wp::sub(var_140, var_141);
                var_143 = wp::add(var_130, var_142);
            }
            var_144 = wp::where(var_139, var_143, var_130);
            wp::assign(var_130, var_144);
            goto start_for_8;
        end_for_8:;
        // c19 = wp.hash_grid_point_id(grid, tid % 16)                                            <L 46>
        var_146 = wp::mod(var_0, var_145);
        var_147 = wp::hash_grid_point_id(var_grid, var_146);
        // v20 = wp.cross((x1[(tid + 2) % x1.shape[0]] * g15), (pq14 - (pq14 + pq17)))            <L 47>
        var_149 = wp::add(var_0, var_148);
        var_150 = &(var_x1.shape);
        var_153 = wp::load(var_150);
        var_152 = wp::extract(var_153, var_151);
        var_154 = wp::mod(var_149, var_152);
        var_155 = wp::address(var_x1, var_154);
        var_157 = wp::load(var_155);
        var_156 = wp::mul(var_157, var_107);
        var_158 = wp::add(var_105, var_128);
        var_159 = wp::sub(var_105, var_158);
        var_160 = wp::cross(var_156, var_159);
        // out0[tid] = g12 + g15 + g18 + wp.dot(v2, wp.cross(wp.vec3(0.2, 1.421, 1.5), v20)) * 1.42       <L 48>
        var_161 = wp::add(var_82, var_107);
        var_162 = wp::add(var_161, var_130);
        var_166 = wp::vec_t<3, wp::float32>(var_163, var_164, var_165);
        var_167 = wp::cross(var_166, var_160);
        var_168 = wp::dot(var_8, var_167);
        var_170 = wp::mul(var_168, var_169);
        var_171 = wp::add(var_162, var_170);
        wp::array_store(var_out0, var_0, var_171);
    }
}



extern "C" __global__ void geometry_000001_83dd35f6_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::uint64 var_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts,
    wp::uint64 var_grid,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::uint64 adj_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_pts,
    wp::uint64 adj_grid,
    wp::array_t<wp::float32> adj_out0)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        const wp::float32 var_49 = 0.0371;
        const wp::float32 var_50 = -0.0193;
        const wp::float32 var_51 = 0.0229;
        wp::vec_t<3, wp::float32> var_52;
        wp::vec_t<3, wp::float32> var_53;
        const wp::float32 var_54 = 0.0;
        wp::vec_t<3, wp::float32> var_55;
        const wp::float32 var_56 = 0.25;
        wp::hash_grid_query_f var_57;
        wp::int32 var_58;
        wp::vec_t<3, wp::float32>* var_59;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 0.25;
        bool var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        const wp::int32 var_71 = 16;
        wp::int32 var_72;
        wp::int32 var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        const wp::float32 var_76 = 0.0371;
        const wp::float32 var_77 = -0.0193;
        const wp::float32 var_78 = 0.0229;
        wp::vec_t<3, wp::float32> var_79;
        wp::vec_t<3, wp::float32> var_80;
        const wp::float32 var_81 = 0.0;
        wp::float32 var_82;
        const wp::float32 var_83 = 0.25;
        wp::hash_grid_query_f var_84;
        const wp::int32 var_85 = 0;
        wp::int32 var_86;
        bool var_87;
        wp::vec_t<3, wp::float32>* var_88;
        wp::vec_t<3, wp::float32> var_89;
        wp::vec_t<3, wp::float32> var_90;
        wp::float32 var_91;
        const wp::float32 var_92 = 0.25;
        bool var_93;
        const wp::float32 var_94 = 0.25;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::vec_t<3, wp::float32> var_99;
        wp::vec_t<3, wp::float32> var_100;
        const wp::float32 var_101 = 0.0371;
        const wp::float32 var_102 = -0.0193;
        const wp::float32 var_103 = 0.0229;
        wp::vec_t<3, wp::float32> var_104;
        wp::vec_t<3, wp::float32> var_105;
        const wp::float32 var_106 = 0.0;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.25;
        wp::hash_grid_query_f var_109;
        const wp::int32 var_110 = 0;
        wp::int32 var_111;
        bool var_112;
        wp::vec_t<3, wp::float32>* var_113;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        wp::float32 var_116;
        const wp::float32 var_117 = 0.25;
        bool var_118;
        const wp::float32 var_119 = 0.25;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = 0.0371;
        const wp::float32 var_125 = -0.0193;
        const wp::float32 var_126 = 0.0229;
        wp::vec_t<3, wp::float32> var_127;
        wp::vec_t<3, wp::float32> var_128;
        const wp::float32 var_129 = 0.0;
        wp::float32 var_130;
        const wp::float32 var_131 = 0.25;
        wp::hash_grid_query_f var_132;
        wp::int32 var_133;
        wp::vec_t<3, wp::float32>* var_134;
        wp::vec_t<3, wp::float32> var_135;
        wp::vec_t<3, wp::float32> var_136;
        wp::float32 var_137;
        const wp::float32 var_138 = 0.25;
        bool var_139;
        const wp::float32 var_140 = 0.25;
        wp::float32 var_141;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::int32 var_145 = 16;
        wp::int32 var_146;
        wp::int32 var_147;
        const wp::int32 var_148 = 2;
        wp::int32 var_149;
        wp::shape_t* var_150;
        const wp::int32 var_151 = 0;
        wp::int32 var_152;
        wp::shape_t var_153;
        wp::int32 var_154;
        wp::vec_t<3, wp::float32>* var_155;
        wp::vec_t<3, wp::float32> var_156;
        wp::vec_t<3, wp::float32> var_157;
        wp::vec_t<3, wp::float32> var_158;
        wp::vec_t<3, wp::float32> var_159;
        wp::vec_t<3, wp::float32> var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::float32 var_163 = 0.2;
        const wp::float32 var_164 = 1.421;
        const wp::float32 var_165 = 1.5;
        wp::vec_t<3, wp::float32> var_166;
        wp::vec_t<3, wp::float32> var_167;
        wp::float32 var_168;
        const wp::float32 var_169 = 1.42;
        wp::float32 var_170;
        wp::float32 var_171;
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
        wp::float32 adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::vec_t<3, wp::float32> adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::hash_grid_query_f adj_57 = {};
        wp::int32 adj_58 = {};
        wp::vec_t<3, wp::float32> adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        bool adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::vec_t<3, wp::float32> adj_70 = {};
        wp::int32 adj_71 = {};
        wp::int32 adj_72 = {};
        wp::int32 adj_73 = {};
        wp::vec_t<3, wp::float32> adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::vec_t<3, wp::float32> adj_79 = {};
        wp::vec_t<3, wp::float32> adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::hash_grid_query_f adj_84 = {};
        wp::int32 adj_85 = {};
        wp::int32 adj_86 = {};
        bool adj_87 = {};
        wp::vec_t<3, wp::float32> adj_88 = {};
        wp::vec_t<3, wp::float32> adj_89 = {};
        wp::vec_t<3, wp::float32> adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        bool adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::vec_t<3, wp::float32> adj_99 = {};
        wp::vec_t<3, wp::float32> adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::vec_t<3, wp::float32> adj_104 = {};
        wp::vec_t<3, wp::float32> adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::hash_grid_query_f adj_109 = {};
        wp::int32 adj_110 = {};
        wp::int32 adj_111 = {};
        bool adj_112 = {};
        wp::vec_t<3, wp::float32> adj_113 = {};
        wp::vec_t<3, wp::float32> adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        bool adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::vec_t<3, wp::float32> adj_127 = {};
        wp::vec_t<3, wp::float32> adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::hash_grid_query_f adj_132 = {};
        wp::int32 adj_133 = {};
        wp::vec_t<3, wp::float32> adj_134 = {};
        wp::vec_t<3, wp::float32> adj_135 = {};
        wp::vec_t<3, wp::float32> adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        bool adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::int32 adj_145 = {};
        wp::int32 adj_146 = {};
        wp::int32 adj_147 = {};
        wp::int32 adj_148 = {};
        wp::int32 adj_149 = {};
        wp::shape_t adj_150 = {};
        wp::int32 adj_151 = {};
        wp::int32 adj_152 = {};
        wp::shape_t adj_153 = {};
        wp::int32 adj_154 = {};
        wp::vec_t<3, wp::float32> adj_155 = {};
        wp::vec_t<3, wp::float32> adj_156 = {};
        wp::vec_t<3, wp::float32> adj_157 = {};
        wp::vec_t<3, wp::float32> adj_158 = {};
        wp::vec_t<3, wp::float32> adj_159 = {};
        wp::vec_t<3, wp::float32> adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::vec_t<3, wp::float32> adj_166 = {};
        wp::vec_t<3, wp::float32> adj_167 = {};
        wp::float32 adj_168 = {};
        wp::float32 adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
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
        // pq11 = wp.normalize(wp.vec3(v0, g5, g5)) + wp.vec3(0.0371, -0.0193, 0.0229)            <L 24>
        var_74 = wp::vec_t<3, wp::float32>(var_2, var_17, var_17);
        var_75 = wp::normalize(var_74);
        var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
        var_80 = wp::add(var_75, var_79);
        // g12 = float(0.0)                                                                       <L 25>
        var_82 = wp::float(var_81);
        // hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                            <L 26>
        var_84 = wp::hash_grid_query(var_grid, var_80, var_83);
        // nb10 = int(0)                                                                          <L 27>
        var_86 = wp::int(var_85);
        // while wp.hash_grid_query_next(hq10, nb10):                                             <L 28>
        // pq14 = wp.normalize(wp.lerp(v2, v1, v0)) + wp.vec3(0.0371, -0.0193, 0.0229)            <L 32>
        var_99 = wp::lerp(var_8, var_5, var_2);
        var_100 = wp::normalize(var_99);
        var_104 = wp::vec_t<3, wp::float32>(var_101, var_102, var_103);
        var_105 = wp::add(var_100, var_104);
        // g15 = float(0.0)                                                                       <L 33>
        var_107 = wp::float(var_106);
        // hq13 = wp.hash_grid_query(grid, pq14, 0.25)                                            <L 34>
        var_109 = wp::hash_grid_query(var_grid, var_105, var_108);
        // nb13 = int(0)                                                                          <L 35>
        var_111 = wp::int(var_110);
        // while wp.hash_grid_query_next(hq13, nb13):                                             <L 36>
        // pq17 = pq14 + wp.vec3(0.0371, -0.0193, 0.0229)                                         <L 40>
        var_127 = wp::vec_t<3, wp::float32>(var_124, var_125, var_126);
        var_128 = wp::add(var_105, var_127);
        // g18 = float(0.0)                                                                       <L 41>
        var_130 = wp::float(var_129);
        // for nb16 in wp.hash_grid_query(grid, pq17, 0.25):                                      <L 42>
        var_132 = wp::hash_grid_query(var_grid, var_128, var_131);
        // c19 = wp.hash_grid_point_id(grid, tid % 16)                                            <L 46>
        var_146 = wp::mod(var_0, var_145);
        var_147 = wp::hash_grid_point_id(var_grid, var_146);
        // v20 = wp.cross((x1[(tid + 2) % x1.shape[0]] * g15), (pq14 - (pq14 + pq17)))            <L 47>
        var_149 = wp::add(var_0, var_148);
        var_150 = &(var_x1.shape);
        var_153 = wp::load(var_150);
        var_152 = wp::extract(var_153, var_151);
        var_154 = wp::mod(var_149, var_152);
        var_155 = wp::address(var_x1, var_154);
        var_157 = wp::load(var_155);
        var_156 = wp::mul(var_157, var_107);
        var_158 = wp::add(var_105, var_128);
        var_159 = wp::sub(var_105, var_158);
        var_160 = wp::cross(var_156, var_159);
        // out0[tid] = g12 + g15 + g18 + wp.dot(v2, wp.cross(wp.vec3(0.2, 1.421, 1.5), v20)) * 1.42       <L 48>
        var_161 = wp::add(var_82, var_107);
        var_162 = wp::add(var_161, var_130);
        var_166 = wp::vec_t<3, wp::float32>(var_163, var_164, var_165);
        var_167 = wp::cross(var_166, var_160);
        var_168 = wp::dot(var_8, var_167);
        var_170 = wp::mul(var_168, var_169);
        var_171 = wp::add(var_162, var_170);
        // wp::array_store(var_out0, var_0, var_171);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_171, adj_out0, adj_0, adj_171);
        wp::adj_add(var_162, var_170, adj_162, adj_170, adj_171);
        wp::adj_mul(var_168, var_169, adj_168, adj_169, adj_170);
        wp::adj_dot(var_8, var_167, adj_8, adj_167, adj_168);
        wp::adj_cross(var_166, var_160, adj_166, adj_160, adj_167);
        wp::adj_vec_t(var_163, var_164, var_165, adj_163, adj_164, adj_165, adj_166);
        wp::adj_add(var_161, var_130, adj_161, adj_130, adj_162);
        wp::adj_add(var_82, var_107, adj_82, adj_107, adj_161);
        // adj: out0[tid] = g12 + g15 + g18 + wp.dot(v2, wp.cross(wp.vec3(0.2, 1.421, 1.5), v20)) * 1.42  <L 48>
        wp::adj_cross(var_156, var_159, adj_156, adj_159, adj_160);
        wp::adj_sub(var_105, var_158, adj_105, adj_158, adj_159);
        wp::adj_add(var_105, var_128, adj_105, adj_128, adj_158);
        wp::adj_mul(var_157, var_107, adj_155, adj_107, adj_156);
        wp::adj_address(var_x1, var_154, adj_x1, adj_154, adj_155);
        wp::adj_mod(var_149, var_152, adj_149, adj_152, adj_154);
        adj_x1.shape = adj_150;
        wp::adj_add(var_0, var_148, adj_0, adj_148, adj_149);
        // adj: v20 = wp.cross((x1[(tid + 2) % x1.shape[0]] * g15), (pq14 - (pq14 + pq17)))       <L 47>
        wp::adj_mod(var_0, var_145, adj_0, adj_145, adj_146);
        // adj: c19 = wp.hash_grid_point_id(grid, tid % 16)                                       <L 46>
        var_132 = wp::iter_reverse(var_132);
        start_for_8:;
            if (iter_cmp(var_132) == 0) goto end_for_8;
            var_133 = wp::iter_next(var_132);
        	adj_134 = {};
        	adj_135 = {};
        	adj_136 = {};
        	adj_137 = {};
        	adj_138 = {};
        	adj_139 = {};
        	adj_140 = {};
        	adj_141 = {};
        	adj_142 = {};
        	adj_143 = {};
        	adj_144 = {};
            // d16 = pts[nb16] - pq17                                                             <L 43>
            var_134 = wp::address(var_pts, var_133);
            var_136 = wp::load(var_134);
            var_135 = wp::sub(var_136, var_128);
            // if wp.length(d16) < 0.25:                                                          <L 44>
            var_137 = wp::length(var_135);
            var_139 = (var_137 < var_138);
            if (var_139) {
                // g18 += 0.25 - wp.length(d16)                                                   <L 45>
                var_141 = wp::length(var_135);
                var_142 = wp::sub(var_140, var_141);
                var_143 = wp::add(var_130, var_142);
            }
            var_144 = wp::where(var_139, var_143, var_130);
            wp::assign(var_130, var_144);
            wp::adj_assign(var_130, var_144, adj_130, adj_144);
            wp::adj_where(var_139, var_143, var_130, adj_139, adj_143, adj_130, adj_144);
            if (var_139) {
                wp::adj_add(var_130, var_142, adj_130, adj_142, adj_143);
                wp::adj_sub(var_140, var_141, adj_140, adj_141, adj_142);
                wp::adj_length(var_135, var_141, adj_135, adj_141);
                // adj: g18 += 0.25 - wp.length(d16)                                              <L 45>
            }
            wp::adj_length(var_135, var_137, adj_135, adj_137);
            // adj: if wp.length(d16) < 0.25:                                                     <L 44>
            wp::adj_sub(var_136, var_128, adj_134, adj_128, adj_135);
            wp::adj_address(var_pts, var_133, adj_pts, adj_133, adj_134);
            // adj: d16 = pts[nb16] - pq17                                                        <L 43>
        	goto start_for_8;
        end_for_8:;
        // adj: for nb16 in wp.hash_grid_query(grid, pq17, 0.25):                                 <L 42>
        wp::adj_float(var_129, adj_129, adj_130);
        // adj: g18 = float(0.0)                                                                  <L 41>
        wp::adj_add(var_105, var_127, adj_105, adj_127, adj_128);
        wp::adj_vec_t(var_124, var_125, var_126, adj_124, adj_125, adj_126, adj_127);
        // adj: pq17 = pq14 + wp.vec3(0.0371, -0.0193, 0.0229)                                    <L 40>
        start_while_6:;
        var_112 = wp::hash_grid_query_next(var_109, var_111);
        if ((var_112) == false) goto end_while_6;
        adj_113 = {};
        adj_114 = {};
        adj_115 = {};
        adj_116 = {};
        adj_117 = {};
        adj_118 = {};
        adj_119 = {};
        adj_120 = {};
        adj_121 = {};
        adj_122 = {};
        adj_123 = {};
            // d13 = pts[nb13] - pq14                                                             <L 37>
            var_113 = wp::address(var_pts, var_111);
            var_115 = wp::load(var_113);
            var_114 = wp::sub(var_115, var_105);
            // if wp.length(d13) < 0.25:                                                          <L 38>
            var_116 = wp::length(var_114);
            var_118 = (var_116 < var_117);
            if (var_118) {
                // g15 += 0.25 - wp.length(d13)                                                   <L 39>
                var_120 = wp::length(var_114);
                var_121 = wp::sub(var_119, var_120);
                var_122 = wp::add(var_107, var_121);
            }
            var_123 = wp::where(var_118, var_122, var_107);
            wp::assign(var_107, var_123);
            wp::adj_assign(var_107, var_123, adj_107, adj_123);
            wp::adj_where(var_118, var_122, var_107, adj_118, adj_122, adj_107, adj_123);
            if (var_118) {
                wp::adj_add(var_107, var_121, adj_107, adj_121, adj_122);
                wp::adj_sub(var_119, var_120, adj_119, adj_120, adj_121);
                wp::adj_length(var_114, var_120, adj_114, adj_120);
                // adj: g15 += 0.25 - wp.length(d13)                                              <L 39>
            }
            wp::adj_length(var_114, var_116, adj_114, adj_116);
            // adj: if wp.length(d13) < 0.25:                                                     <L 38>
            wp::adj_sub(var_115, var_105, adj_113, adj_105, adj_114);
            wp::adj_address(var_pts, var_111, adj_pts, adj_111, adj_113);
            // adj: d13 = pts[nb13] - pq14                                                        <L 37>
        goto start_while_6;
        end_while_6:;
        // adj: while wp.hash_grid_query_next(hq13, nb13):                                        <L 36>
        // adj: nb13 = int(0)                                                                     <L 35>
        // adj: hq13 = wp.hash_grid_query(grid, pq14, 0.25)                                       <L 34>
        wp::adj_float(var_106, adj_106, adj_107);
        // adj: g15 = float(0.0)                                                                  <L 33>
        wp::adj_add(var_100, var_104, adj_100, adj_104, adj_105);
        wp::adj_vec_t(var_101, var_102, var_103, adj_101, adj_102, adj_103, adj_104);
        wp::adj_normalize(var_99, var_100, adj_99, adj_100);
        wp::adj_lerp(var_8, var_5, var_2, adj_8, adj_5, adj_2, adj_99);
        // adj: pq14 = wp.normalize(wp.lerp(v2, v1, v0)) + wp.vec3(0.0371, -0.0193, 0.0229)       <L 32>
        start_while_4:;
        var_87 = wp::hash_grid_query_next(var_84, var_86);
        if ((var_87) == false) goto end_while_4;
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
        adj_98 = {};
            // d10 = pts[nb10] - pq11                                                             <L 29>
            var_88 = wp::address(var_pts, var_86);
            var_90 = wp::load(var_88);
            var_89 = wp::sub(var_90, var_80);
            // if wp.length(d10) < 0.25:                                                          <L 30>
            var_91 = wp::length(var_89);
            var_93 = (var_91 < var_92);
            if (var_93) {
                // g12 += 0.25 - wp.length(d10)                                                   <L 31>
                var_95 = wp::length(var_89);
                var_96 = wp::sub(var_94, var_95);
                var_97 = wp::add(var_82, var_96);
            }
            var_98 = wp::where(var_93, var_97, var_82);
            wp::assign(var_82, var_98);
            wp::adj_assign(var_82, var_98, adj_82, adj_98);
            wp::adj_where(var_93, var_97, var_82, adj_93, adj_97, adj_82, adj_98);
            if (var_93) {
                wp::adj_add(var_82, var_96, adj_82, adj_96, adj_97);
                wp::adj_sub(var_94, var_95, adj_94, adj_95, adj_96);
                wp::adj_length(var_89, var_95, adj_89, adj_95);
                // adj: g12 += 0.25 - wp.length(d10)                                              <L 31>
            }
            wp::adj_length(var_89, var_91, adj_89, adj_91);
            // adj: if wp.length(d10) < 0.25:                                                     <L 30>
            wp::adj_sub(var_90, var_80, adj_88, adj_80, adj_89);
            wp::adj_address(var_pts, var_86, adj_pts, adj_86, adj_88);
            // adj: d10 = pts[nb10] - pq11                                                        <L 29>
        goto start_while_4;
        end_while_4:;
        // adj: while wp.hash_grid_query_next(hq10, nb10):                                        <L 28>
        // adj: nb10 = int(0)                                                                     <L 27>
        // adj: hq10 = wp.hash_grid_query(grid, pq11, 0.25)                                       <L 26>
        wp::adj_float(var_81, adj_81, adj_82);
        // adj: g12 = float(0.0)                                                                  <L 25>
        wp::adj_add(var_75, var_79, adj_75, adj_79, adj_80);
        wp::adj_vec_t(var_76, var_77, var_78, adj_76, adj_77, adj_78, adj_79);
        wp::adj_normalize(var_74, var_75, adj_74, adj_75);
        wp::adj_vec_t(var_2, var_17, var_17, adj_2, adj_17, adj_17, adj_74);
        // adj: pq11 = wp.normalize(wp.vec3(v0, g5, g5)) + wp.vec3(0.0371, -0.0193, 0.0229)       <L 24>
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
        adj_66 = {};
        adj_67 = {};
        adj_68 = {};
        adj_69 = {};
        adj_70 = {};
        adj_71 = {};
        adj_72 = {};
        adj_73 = {};
            // g5 += float(b3 + 1) * 0.26                                                         <L 16>
            var_34 = wp::add(var_19, var_33);
            var_35 = wp::float(var_34);
            var_37 = wp::mul(var_35, var_36);
            var_38 = wp::add(var_17, var_37);
            // pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)       <L 17>
            var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
            var_43 = wp::cross(var_5, var_42);
            var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
            var_48 = wp::cw_div(var_43, var_47);
            var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
            var_53 = wp::add(var_48, var_52);
            // g8 = wp.vec3(0.0)                                                                  <L 18>
            var_55 = wp::vec_t<3, wp::float32>(var_54);
            // for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                                    <L 19>
            var_57 = wp::hash_grid_query(var_grid, var_53, var_56);
            // c9 = wp.hash_grid_point_id(grid, tid % 16)                                         <L 23>
            var_72 = wp::mod(var_0, var_71);
            var_73 = wp::hash_grid_point_id(var_grid, var_72);
            wp::assign(var_17, var_38);
            wp::adj_assign(var_17, var_38, adj_17, adj_38);
            wp::adj_mod(var_0, var_71, adj_0, adj_71, adj_72);
            // adj: c9 = wp.hash_grid_point_id(grid, tid % 16)                                    <L 23>
            var_57 = wp::iter_reverse(var_57);
            start_for_2:;
                if (iter_cmp(var_57) == 0) goto end_for_2;
                var_58 = wp::iter_next(var_57);
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
            	adj_70 = {};
                // d6 = pts[nb6] - pq7                                                            <L 20>
                var_59 = wp::address(var_pts, var_58);
                var_61 = wp::load(var_59);
                var_60 = wp::sub(var_61, var_53);
                // if wp.length(d6) < 0.25:                                                       <L 21>
                var_62 = wp::length(var_60);
                var_64 = (var_62 < var_63);
                if (var_64) {
                    // g8 += d6 * wp.exp(-wp.length_sq(d6))                                       <L 22>
                    var_65 = wp::length_sq(var_60);
                    var_66 = wp::neg(var_65);
                    var_67 = wp::exp(var_66);
                    var_68 = wp::mul(var_60, var_67);
                    var_69 = wp::add(var_55, var_68);
                }
                var_70 = wp::where(var_64, var_69, var_55);
                wp::assign(var_55, var_70);
                wp::adj_assign(var_55, var_70, adj_55, adj_70);
                wp::adj_where(var_64, var_69, var_55, adj_64, adj_69, adj_55, adj_70);
                if (var_64) {
                    wp::adj_add(var_55, var_68, adj_55, adj_68, adj_69);
                    wp::adj_mul(var_60, var_67, adj_60, adj_67, adj_68);
                    wp::adj_exp(var_66, var_67, adj_66, adj_67);
                    wp::adj_neg(var_65, adj_65, adj_66);
                    wp::adj_length_sq(var_60, adj_60, adj_65);
                    // adj: g8 += d6 * wp.exp(-wp.length_sq(d6))                                  <L 22>
                }
                wp::adj_length(var_60, var_62, adj_60, adj_62);
                // adj: if wp.length(d6) < 0.25:                                                  <L 21>
                wp::adj_sub(var_61, var_53, adj_59, adj_53, adj_60);
                wp::adj_address(var_pts, var_58, adj_pts, adj_58, adj_59);
                // adj: d6 = pts[nb6] - pq7                                                       <L 20>
            	goto start_for_2;
            end_for_2:;
            // adj: for nb6 in wp.hash_grid_query(grid, pq7, 0.25):                               <L 19>
            wp::adj_vec_t(var_54, adj_54, adj_55);
            // adj: g8 = wp.vec3(0.0)                                                             <L 18>
            wp::adj_add(var_48, var_52, adj_48, adj_52, adj_53);
            wp::adj_vec_t(var_49, var_50, var_51, adj_49, adj_50, adj_51, adj_52);
            wp::adj_cw_div(var_43, var_47, var_48, adj_43, adj_47, adj_48);
            wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
            wp::adj_cross(var_5, var_42, adj_5, adj_42, adj_43);
            wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
            // adj: pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)  <L 17>
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
        continue;
    }
}

