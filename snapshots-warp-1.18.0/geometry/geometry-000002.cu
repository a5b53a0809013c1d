// Generated for case geometry-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void geometry_000002_7a730347_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::uint64 var_mesh,
    wp::uint64 var_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::int32 var_num_elements)
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
        bool var_1;
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        const wp::int32 var_9 = 12;
        wp::int32 var_10;
        const wp::float32 var_11 = 0.25;
        const wp::float32 var_12 = 0.5;
        wp::vec_t<3, wp::float32> var_13;
        wp::uint64 var_14;
        wp::uint64 var_15;
        bool var_16;
        wp::int32 var_17;
        const wp::float32 var_18 = 1.6;
        wp::float32 var_19;
        const wp::float32 var_20 = 1.0;
        wp::float32 var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        const wp::float32 var_25 = 0.0;
        wp::float32 var_26;
        const wp::int32 var_27 = 0;
        wp::int32 var_28;
        const wp::float32 var_29 = -0.377;
        const wp::float32 var_30 = 0.83;
        const wp::float32 var_31 = -0.87;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 0.1;
        const wp::float32 var_35 = 0.2;
        const wp::float32 var_36 = 2.5;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::bvh_query_t var_40;
        const wp::int32 var_41 = -1;
        const wp::float32 var_42 = 2.0;
        bool var_43;
        const wp::int32 var_44 = 1;
        wp::int32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 0.62;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = 1.0;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        const wp::float32 var_55 = -1.798;
        const wp::float32 var_56 = 1.435;
        const wp::float32 var_57 = 0.51;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = 0.1;
        const wp::float32 var_62 = 0.2;
        const wp::float32 var_63 = 2.5;
        wp::vec_t<3, wp::float32> var_64;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::int32 var_67;
        const wp::int32 var_68 = -1;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        const wp::float32 var_71 = 1.43;
        wp::vec_t<3, wp::float32> var_72;
        wp::vec_t<3, wp::float32> var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::vec_t<3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        //---------
        // forward
        // def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), mesh: wp.uint64, bvh: wp.uint64, out0: wp.array(dtype=wp.vec3), num_elements: int):       <L 7>
        // tid = wp.tid()                                                                         <L 9>
        var_0 = builtin_tid1d();
        // if tid >= num_elements:                                                                <L 10>
        var_1 = (var_0 >= var_num_elements);
        if (var_1) {
            // return                                                                             <L 11>
            continue;
        }
        // v0 = x0[tid]                                                                           <L 12>
        var_2 = wp::address(var_x0, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = x1[tid]                                                                           <L 13>
        var_5 = wp::address(var_x1, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // pq3 = wp.normalize(v0)                                                                 <L 14>
        var_8 = wp::normalize(var_3);
        // fi2 = (tid) % 12                                                                       <L 15>
        var_10 = wp::mod(var_0, var_9);
        // g4 = wp.mesh_eval_position(mesh, fi2, 0.25, 0.5)                                       <L 16>
        var_13 = wp::mesh_eval_position(var_mesh, var_10, var_11, var_12);
        // c5 = int(wp.mesh_get_bvh(mesh) != wp.uint64(0))                                        <L 17>
        var_14 = wp::mesh_get_bvh(var_mesh);
        var_15 = 0ull;
        var_16 = (var_14 != var_15);
        var_17 = wp::int(var_16);
        // pq7 = ((v0 / (wp.abs(1.6) + 1.0)) - (g4 + v0))                                         <L 18>
        var_19 = wp::abs(var_18);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::div(var_3, var_21);
        var_23 = wp::add(var_13, var_3);
        var_24 = wp::sub(var_22, var_23);
        // g8 = float(0.0)                                                                        <L 19>
        var_26 = wp::float(var_25);
        // b6 = int(0)                                                                            <L 20>
        var_28 = wp::int(var_27);
        // bq6 = wp.bvh_query_ray(bvh, pq7, wp.normalize(wp.lerp(wp.vec3(-0.377, 0.83, -0.87), v0, g8) + wp.vec3(0.1, 0.2, 2.5)))       <L 21>
        var_32 = wp::vec_t<3, wp::float32>(var_29, var_30, var_31);
        var_33 = wp::lerp(var_32, var_3, var_26);
        var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
        var_38 = wp::add(var_33, var_37);
        var_39 = wp::normalize(var_38);
        var_40 = wp::bvh_query_ray(var_bvh, var_24, var_39, var_41);
        // while wp.bvh_query_next(bq6, b6, 2.0):                                                 <L 22>
        start_while_1:;
        var_43 = wp::bvh_query_ray_next(var_40, var_28, var_42);
        if ((var_43) == false) goto end_while_1;
            // g8 += float(b6 + 1) * 0.62                                                         <L 23>
            var_45 = wp::add(var_28, var_44);
            var_46 = wp::float(var_45);
            var_48 = wp::mul(var_46, var_47);
            var_49 = wp::add(var_26, var_48);
            wp::assign(var_26, var_49);
        goto start_while_1;
        end_while_1:;
        // v9 = g8                                                                                <L 24>
        var_50 = wp::copy(var_26);
        // pq11 = wp.cross((g4 / (wp.abs(v9) + 1.0)), wp.vec3(-1.798, 1.435, 0.51))               <L 25>
        var_51 = wp::abs(var_50);
        var_53 = wp::add(var_51, var_52);
        var_54 = wp::div(var_13, var_53);
        var_58 = wp::vec_t<3, wp::float32>(var_55, var_56, var_57);
        var_59 = wp::cross(var_54, var_58);
        // c12 = wp.mesh_query_ray_count_intersections(mesh, pq11, wp.normalize(wp.normalize(v1) + wp.vec3(0.1, 0.2, 2.5)))       <L 26>
        var_60 = wp::normalize(var_6);
        var_64 = wp::vec_t<3, wp::float32>(var_61, var_62, var_63);
        var_65 = wp::add(var_60, var_64);
        var_66 = wp::normalize(var_65);
        var_67 = wp::mesh_query_ray_count_intersections(var_mesh, var_59, var_66, var_68);
        // out0[tid] = g4 + pq7 + pq11 + g4 * 1.43 + v1 + pq3 + wp.vec3(float(c5) + g8 + v9 + float(c12))       <L 27>
        var_69 = wp::add(var_13, var_24);
        var_70 = wp::add(var_69, var_59);
        var_72 = wp::mul(var_13, var_71);
        var_73 = wp::add(var_70, var_72);
        var_74 = wp::add(var_73, var_6);
        var_75 = wp::add(var_74, var_8);
        var_76 = wp::float(var_17);
        var_77 = wp::add(var_76, var_26);
        var_78 = wp::add(var_77, var_50);
        var_79 = wp::float(var_67);
        var_80 = wp::add(var_78, var_79);
        var_81 = wp::vec_t<3, wp::float32>(var_80);
        var_82 = wp::add(var_75, var_81);
        wp::array_store(var_out0, var_0, var_82);
    }
}

