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



extern "C" __global__ void geometry_000001_3d7b6c59_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_weights,
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements,
    wp::uint64 var_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts,
    wp::uint64 var_grid,
    wp::array_t<wp::float32> var_sample_residuals)
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
        const wp::float32 var_23 = 1.352;
        const wp::float32 var_24 = -0.943;
        const wp::float32 var_25 = 0.0;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        const wp::float32 var_28 = 0.1;
        const wp::float32 var_29 = 0.2;
        const wp::float32 var_30 = 2.5;
        wp::vec_t<3, wp::float32> var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 1.81;
        wp::bvh_query_t var_35;
        const wp::float32 var_36 = 5.0;
        bool var_37;
        const wp::int32 var_38 = 1;
        wp::int32 var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 1.21;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = -1.4;
        const wp::float32 var_45 = 0.6;
        const wp::float32 var_46 = 1.57;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::vec_t<3, wp::float32> var_51;
        const wp::float32 var_52 = 0.0371;
        const wp::float32 var_53 = -0.0193;
        const wp::float32 var_54 = 0.0229;
        wp::vec_t<3, wp::float32> var_55;
        wp::vec_t<3, wp::float32> var_56;
        const wp::float32 var_57 = 0.0;
        wp::vec_t<3, wp::float32> var_58;
        const wp::float32 var_59 = 0.25;
        wp::hash_grid_query_f var_60;
        wp::int32 var_61;
        wp::vec_t<3, wp::float32>* var_62;
        wp::vec_t<3, wp::float32> var_63;
        wp::vec_t<3, wp::float32> var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.25;
        bool var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        wp::vec_t<3, wp::float32> var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 1.8;
        wp::float32 var_77;
        const wp::float32 var_78 = 1.0;
        wp::float32 var_79;
        wp::vec_t<3, wp::float32> var_80;
        wp::vec_t<3, wp::float32> var_81;
        const wp::float32 var_82 = 0.3;
        const wp::float32 var_83 = 0.41;
        const wp::float32 var_84 = -1.77;
        wp::vec_t<3, wp::float32> var_85;
        wp::vec_t<3, wp::float32> var_86;
        const wp::float32 var_87 = 0.2;
        const wp::float32 var_88 = 1.421;
        const wp::float32 var_89 = 1.5;
        wp::vec_t<3, wp::float32> var_90;
        wp::vec_t<3, wp::float32> var_91;
        wp::vec_t<3, wp::float32> var_92;
        wp::int32 var_93;
        wp::vec_t<3, wp::float32> var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = 1.1;
        wp::float32 var_98;
        wp::float32 var_99;
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
        // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)       <L 14>
        var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
        var_27 = wp::cross(var_5, var_26);
        var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
        var_32 = wp::add(var_27, var_31);
        var_33 = wp::normalize(var_32);
        var_35 = wp::bvh_query_capsule(var_bvh, var_16, var_33, var_34, var_22);
        // while wp.bvh_query_next(bq3, b3, 5.0):                                                 <L 15>
        start_while_0:;
        var_37 = wp::bvh_query_capsule_next(var_35, var_20, var_36);
        if ((var_37) == false) goto end_while_0;
            // g5 += float(b3 + 1) * 1.21                                                         <L 16>
            var_39 = wp::add(var_20, var_38);
            var_40 = wp::float(var_39);
            var_42 = wp::mul(var_40, var_41);
            var_43 = wp::add(var_18, var_42);
            // v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)                                              <L 17>
            var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
            var_48 = wp::sub(var_47, var_16);
            wp::assign(var_18, var_43);
        goto start_while_0;
        end_while_0:;
        // pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)             <L 18>
        var_49 = wp::mul(var_2, var_18);
        var_50 = wp::sub(var_2, var_18);
        var_51 = wp::vec_t<3, wp::float32>(var_2, var_49, var_50);
        var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
        var_56 = wp::add(var_51, var_55);
        // g9 = wp.vec3(0.0)                                                                      <L 19>
        var_58 = wp::vec_t<3, wp::float32>(var_57);
        // for nb7 in wp.hash_grid_query(grid, pq8, 0.25):                                        <L 20>
        var_60 = wp::hash_grid_query(var_grid, var_56, var_59);
        start_for_2:;
            if (iter_cmp(var_60) == 0) goto end_for_2;
            var_61 = wp::iter_next(var_60);
            // d7 = pts[nb7] - pq8                                                                <L 21>
            var_62 = wp::address(var_pts, var_61);
            var_64 = wp::load(var_62);
            var_63 = wp::sub(var_64, var_56);
            // if wp.length(d7) < 0.25:                                                           <L 22>
            var_65 = wp::length(var_63);
            var_67 = (var_65 < var_66);
            if (var_67) {
                // g9 += d7 * wp.exp(-wp.length_sq(d7))                                           <L 23>
                var_68 = wp::length_sq(var_63);
                var_69 = wp::neg(var_68);
                var_70 = wp::exp(var_69);
                var_71 = wp::mul(var_63, var_70);
                var_72 = wp::add(var_58, var_71);
            }
            var_73 = wp::where(var_67, var_72, var_58);
            // v10 = g5                                                                           <L 24>
            var_74 = wp::copy(var_18);
            wp::assign(var_58, var_73);
            goto start_for_2;
        end_for_2:;
        // v11 = v0                                                                               <L 25>
        var_75 = wp::copy(var_2);
        // c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)       <L 26>
        var_77 = wp::abs(var_76);
        var_79 = wp::add(var_77, var_78);
        var_80 = wp::div(var_8, var_79);
        var_81 = wp::vec_t<3, wp::float32>(var_18, var_18, var_75);
        var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
        var_86 = wp::cross(var_8, var_85);
        var_90 = wp::vec_t<3, wp::float32>(var_87, var_88, var_89);
        var_91 = wp::add(var_56, var_90);
        var_92 = wp::cross(var_8, var_56);
        var_93 = wp::intersect_tri_tri(var_80, var_81, var_86, var_91, var_92, var_56);
        // v13 = (g9 - v2)                                                                        <L 27>
        var_94 = wp::sub(var_58, var_8);
        // sample_residuals[tid] = v0 + g5 + v11 + v11 * 1.1                                      <L 28>
        var_95 = wp::add(var_2, var_18);
        var_96 = wp::add(var_95, var_75);
        var_98 = wp::mul(var_75, var_97);
        var_99 = wp::add(var_96, var_98);
        wp::array_store(var_sample_residuals, var_0, var_99);
    }
}



extern "C" __global__ void geometry_000001_3d7b6c59_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_weights,
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements,
    wp::uint64 var_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_pts,
    wp::uint64 var_grid,
    wp::array_t<wp::float32> var_sample_residuals,
    wp::array_t<wp::float32> adj_sample_weights,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_displacements,
    wp::uint64 adj_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_pts,
    wp::uint64 adj_grid,
    wp::array_t<wp::float32> adj_sample_residuals)
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
        const wp::float32 var_23 = 1.352;
        const wp::float32 var_24 = -0.943;
        const wp::float32 var_25 = 0.0;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        const wp::float32 var_28 = 0.1;
        const wp::float32 var_29 = 0.2;
        const wp::float32 var_30 = 2.5;
        wp::vec_t<3, wp::float32> var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 1.81;
        wp::bvh_query_t var_35;
        const wp::float32 var_36 = 5.0;
        bool var_37;
        const wp::int32 var_38 = 1;
        wp::int32 var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 1.21;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = -1.4;
        const wp::float32 var_45 = 0.6;
        const wp::float32 var_46 = 1.57;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::vec_t<3, wp::float32> var_51;
        const wp::float32 var_52 = 0.0371;
        const wp::float32 var_53 = -0.0193;
        const wp::float32 var_54 = 0.0229;
        wp::vec_t<3, wp::float32> var_55;
        wp::vec_t<3, wp::float32> var_56;
        const wp::float32 var_57 = 0.0;
        wp::vec_t<3, wp::float32> var_58;
        const wp::float32 var_59 = 0.25;
        wp::hash_grid_query_f var_60;
        wp::int32 var_61;
        wp::vec_t<3, wp::float32>* var_62;
        wp::vec_t<3, wp::float32> var_63;
        wp::vec_t<3, wp::float32> var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.25;
        bool var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        wp::vec_t<3, wp::float32> var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 1.8;
        wp::float32 var_77;
        const wp::float32 var_78 = 1.0;
        wp::float32 var_79;
        wp::vec_t<3, wp::float32> var_80;
        wp::vec_t<3, wp::float32> var_81;
        const wp::float32 var_82 = 0.3;
        const wp::float32 var_83 = 0.41;
        const wp::float32 var_84 = -1.77;
        wp::vec_t<3, wp::float32> var_85;
        wp::vec_t<3, wp::float32> var_86;
        const wp::float32 var_87 = 0.2;
        const wp::float32 var_88 = 1.421;
        const wp::float32 var_89 = 1.5;
        wp::vec_t<3, wp::float32> var_90;
        wp::vec_t<3, wp::float32> var_91;
        wp::vec_t<3, wp::float32> var_92;
        wp::int32 var_93;
        wp::vec_t<3, wp::float32> var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = 1.1;
        wp::float32 var_98;
        wp::float32 var_99;
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
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::vec_t<3, wp::float32> adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::bvh_query_t adj_35 = {};
        wp::float32 adj_36 = {};
        bool adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::vec_t<3, wp::float32> adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::vec_t<3, wp::float32> adj_56 = {};
        wp::float32 adj_57 = {};
        wp::vec_t<3, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::hash_grid_query_f adj_60 = {};
        wp::int32 adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::vec_t<3, wp::float32> adj_63 = {};
        wp::vec_t<3, wp::float32> adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        bool adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::vec_t<3, wp::float32> adj_72 = {};
        wp::vec_t<3, wp::float32> adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::vec_t<3, wp::float32> adj_80 = {};
        wp::vec_t<3, wp::float32> adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<3, wp::float32> adj_85 = {};
        wp::vec_t<3, wp::float32> adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::vec_t<3, wp::float32> adj_90 = {};
        wp::vec_t<3, wp::float32> adj_91 = {};
        wp::vec_t<3, wp::float32> adj_92 = {};
        wp::int32 adj_93 = {};
        wp::vec_t<3, wp::float32> adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
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
        // bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)       <L 14>
        var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
        var_27 = wp::cross(var_5, var_26);
        var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
        var_32 = wp::add(var_27, var_31);
        var_33 = wp::normalize(var_32);
        var_35 = wp::bvh_query_capsule(var_bvh, var_16, var_33, var_34, var_22);
        // while wp.bvh_query_next(bq3, b3, 5.0):                                                 <L 15>
        // pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)             <L 18>
        var_49 = wp::mul(var_2, var_18);
        var_50 = wp::sub(var_2, var_18);
        var_51 = wp::vec_t<3, wp::float32>(var_2, var_49, var_50);
        var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
        var_56 = wp::add(var_51, var_55);
        // g9 = wp.vec3(0.0)                                                                      <L 19>
        var_58 = wp::vec_t<3, wp::float32>(var_57);
        // for nb7 in wp.hash_grid_query(grid, pq8, 0.25):                                        <L 20>
        var_60 = wp::hash_grid_query(var_grid, var_56, var_59);
        // v11 = v0                                                                               <L 25>
        var_75 = wp::copy(var_2);
        // c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)       <L 26>
        var_77 = wp::abs(var_76);
        var_79 = wp::add(var_77, var_78);
        var_80 = wp::div(var_8, var_79);
        var_81 = wp::vec_t<3, wp::float32>(var_18, var_18, var_75);
        var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
        var_86 = wp::cross(var_8, var_85);
        var_90 = wp::vec_t<3, wp::float32>(var_87, var_88, var_89);
        var_91 = wp::add(var_56, var_90);
        var_92 = wp::cross(var_8, var_56);
        var_93 = wp::intersect_tri_tri(var_80, var_81, var_86, var_91, var_92, var_56);
        // v13 = (g9 - v2)                                                                        <L 27>
        var_94 = wp::sub(var_58, var_8);
        // sample_residuals[tid] = v0 + g5 + v11 + v11 * 1.1                                      <L 28>
        var_95 = wp::add(var_2, var_18);
        var_96 = wp::add(var_95, var_75);
        var_98 = wp::mul(var_75, var_97);
        var_99 = wp::add(var_96, var_98);
        // wp::array_store(var_sample_residuals, var_0, var_99);
        //---------
        // reverse
        wp::adj_array_store(var_sample_residuals, var_0, var_99, adj_sample_residuals, adj_0, adj_99);
        wp::adj_add(var_96, var_98, adj_96, adj_98, adj_99);
        wp::adj_mul(var_75, var_97, adj_75, adj_97, adj_98);
        wp::adj_add(var_95, var_75, adj_95, adj_75, adj_96);
        wp::adj_add(var_2, var_18, adj_2, adj_18, adj_95);
        // adj: sample_residuals[tid] = v0 + g5 + v11 + v11 * 1.1                                 <L 28>
        wp::adj_sub(var_58, var_8, adj_58, adj_8, adj_94);
        // adj: v13 = (g9 - v2)                                                                   <L 27>
        wp::adj_cross(var_8, var_56, adj_8, adj_56, adj_92);
        wp::adj_add(var_56, var_90, adj_56, adj_90, adj_91);
        wp::adj_vec_t(var_87, var_88, var_89, adj_87, adj_88, adj_89, adj_90);
        wp::adj_cross(var_8, var_85, adj_8, adj_85, adj_86);
        wp::adj_vec_t(var_82, var_83, var_84, adj_82, adj_83, adj_84, adj_85);
        wp::adj_vec_t(var_18, var_18, var_75, adj_18, adj_18, adj_75, adj_81);
        wp::adj_div(var_8, var_79, adj_8, adj_79, adj_80);
        wp::adj_add(var_77, var_78, adj_77, adj_78, adj_79);
        wp::adj_abs(var_76, adj_76, adj_77);
        // adj: c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)  <L 26>
        wp::adj_copy(var_2, adj_2, adj_75);
        // adj: v11 = v0                                                                          <L 25>
        var_60 = wp::iter_reverse(var_60);
        start_for_2:;
            if (iter_cmp(var_60) == 0) goto end_for_2;
            var_61 = wp::iter_next(var_60);
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
        	adj_74 = {};
            // d7 = pts[nb7] - pq8                                                                <L 21>
            var_62 = wp::address(var_pts, var_61);
            var_64 = wp::load(var_62);
            var_63 = wp::sub(var_64, var_56);
            // if wp.length(d7) < 0.25:                                                           <L 22>
            var_65 = wp::length(var_63);
            var_67 = (var_65 < var_66);
            if (var_67) {
                // g9 += d7 * wp.exp(-wp.length_sq(d7))                                           <L 23>
                var_68 = wp::length_sq(var_63);
                var_69 = wp::neg(var_68);
                var_70 = wp::exp(var_69);
                var_71 = wp::mul(var_63, var_70);
                var_72 = wp::add(var_58, var_71);
            }
            var_73 = wp::where(var_67, var_72, var_58);
            // v10 = g5                                                                           <L 24>
            var_74 = wp::copy(var_18);
            wp::assign(var_58, var_73);
            wp::adj_assign(var_58, var_73, adj_58, adj_73);
            wp::adj_copy(var_18, adj_18, adj_74);
            // adj: v10 = g5                                                                      <L 24>
            wp::adj_where(var_67, var_72, var_58, adj_67, adj_72, adj_58, adj_73);
            if (var_67) {
                wp::adj_add(var_58, var_71, adj_58, adj_71, adj_72);
                wp::adj_mul(var_63, var_70, adj_63, adj_70, adj_71);
                wp::adj_exp(var_69, var_70, adj_69, adj_70);
                wp::adj_neg(var_68, adj_68, adj_69);
                wp::adj_length_sq(var_63, adj_63, adj_68);
                // adj: g9 += d7 * wp.exp(-wp.length_sq(d7))                                      <L 23>
            }
            wp::adj_length(var_63, var_65, adj_63, adj_65);
            // adj: if wp.length(d7) < 0.25:                                                      <L 22>
            wp::adj_sub(var_64, var_56, adj_62, adj_56, adj_63);
            wp::adj_address(var_pts, var_61, adj_pts, adj_61, adj_62);
            // adj: d7 = pts[nb7] - pq8                                                           <L 21>
        	goto start_for_2;
        end_for_2:;
        // adj: for nb7 in wp.hash_grid_query(grid, pq8, 0.25):                                   <L 20>
        wp::adj_vec_t(var_57, adj_57, adj_58);
        // adj: g9 = wp.vec3(0.0)                                                                 <L 19>
        wp::adj_add(var_51, var_55, adj_51, adj_55, adj_56);
        wp::adj_vec_t(var_52, var_53, var_54, adj_52, adj_53, adj_54, adj_55);
        wp::adj_vec_t(var_2, var_49, var_50, adj_2, adj_49, adj_50, adj_51);
        wp::adj_sub(var_2, var_18, adj_2, adj_18, adj_50);
        wp::adj_mul(var_2, var_18, adj_2, adj_18, adj_49);
        // adj: pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)        <L 18>
        start_while_0:;
        var_37 = wp::bvh_query_capsule_next(var_35, var_20, var_36);
        if ((var_37) == false) goto end_while_0;
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
            // g5 += float(b3 + 1) * 1.21                                                         <L 16>
            var_39 = wp::add(var_20, var_38);
            var_40 = wp::float(var_39);
            var_42 = wp::mul(var_40, var_41);
            var_43 = wp::add(var_18, var_42);
            // v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)                                              <L 17>
            var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
            var_48 = wp::sub(var_47, var_16);
            wp::assign(var_18, var_43);
            wp::adj_assign(var_18, var_43, adj_18, adj_43);
            wp::adj_sub(var_47, var_16, adj_47, adj_16, adj_48);
            wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
            // adj: v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)                                         <L 17>
            wp::adj_add(var_18, var_42, adj_18, adj_42, adj_43);
            wp::adj_mul(var_40, var_41, adj_40, adj_41, adj_42);
            wp::adj_float(var_39, adj_39, adj_40);
            wp::adj_add(var_20, var_38, adj_20, adj_38, adj_39);
            // adj: g5 += float(b3 + 1) * 1.21                                                    <L 16>
        goto start_while_0;
        end_while_0:;
        // adj: while wp.bvh_query_next(bq3, b3, 5.0):                                            <L 15>
        wp::adj_normalize(var_32, var_33, adj_32, adj_33);
        wp::adj_add(var_27, var_31, adj_27, adj_31, adj_32);
        wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
        wp::adj_cross(var_5, var_26, adj_5, adj_26, adj_27);
        wp::adj_vec_t(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
        // adj: bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)  <L 14>
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
        continue;
    }
}

