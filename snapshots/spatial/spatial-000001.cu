// Generated for case spatial-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void spatial_000001_52c80aed_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<6, wp::float32>> var_vertex_twists,
    wp::array_t<wp::vec_t<6, wp::float32>> var_vertex_twists_out,
    wp::int32 var_num_vertices)
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
        wp::vec_t<6, wp::float32>* var_2;
        wp::vec_t<6, wp::float32> var_3;
        wp::vec_t<6, wp::float32> var_4;
        const wp::float32 var_5 = -1.5;
        wp::float32 var_6;
        const wp::float32 var_7 = -1.32;
        const wp::float32 var_8 = -0.074;
        const wp::float32 var_9 = 1.7;
        wp::vec_t<3, wp::float32> var_10;
        wp::quat_t<wp::float32> var_11;
        wp::transform_t<wp::float32> var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.5;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.96;
        wp::vec_t<6, wp::float32> var_18;
        wp::vec_t<6, wp::float32> var_19;
        const wp::float32 var_20 = 1.0;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        const wp::float32 var_23 = 1.0;
        wp::vec_t<3, wp::float32> var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::vec_t<3, wp::float32> var_28;
        const wp::float32 var_29 = 1.0;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::float32 var_32 = 1.0;
        wp::vec_t<3, wp::float32> var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<6, wp::float32> var_38;
        wp::vec_t<6, wp::float32> var_39;
        //---------
        // forward
        // def spatial_000001(vertex_twists: wp.array(dtype=wp.spatial_vector), vertex_twists_out: wp.array(dtype=wp.spatial_vector), num_vertices: int):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= num_vertices:                                                                <L 8>
        var_1 = (var_0 >= var_num_vertices);
        if (var_1) {
            // return                                                                             <L 9>
            continue;
        }
        // v0 = vertex_twists[tid]                                                                <L 10>
        var_2 = wp::address(var_vertex_twists, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = float(-1.5)                                                                       <L 11>
        var_6 = wp::float(var_5);
        // v2 = wp.transform(wp.vec3(-1.32, -0.074, 1.7), wp.quat_identity())                     <L 12>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::quat_identity<wp::float32>();
        var_12 = wp::transform_t<wp::float32>(var_10, var_11);
        // v3 = wp.atan2(v1, wp.abs(v1) + 0.5)                                                    <L 13>
        var_13 = wp::abs(var_6);
        var_15 = wp::add(var_13, var_14);
        var_16 = wp::atan2(var_6, var_15);
        // vertex_twists_out[tid] = v0 + v0 * 0.96 + wp.spatial_vector(wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3), wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3))       <L 14>
        var_18 = wp::mul(var_3, var_17);
        var_19 = wp::add(var_3, var_18);
        var_21 = wp::vec_t<3, wp::float32>(var_20);
        var_22 = wp::transform_point(var_12, var_21);
        var_24 = wp::vec_t<3, wp::float32>(var_23);
        var_25 = wp::dot(var_22, var_24);
        var_26 = wp::add(var_6, var_25);
        var_27 = wp::add(var_26, var_16);
        var_28 = wp::vec_t<3, wp::float32>(var_27);
        var_30 = wp::vec_t<3, wp::float32>(var_29);
        var_31 = wp::transform_point(var_12, var_30);
        var_33 = wp::vec_t<3, wp::float32>(var_32);
        var_34 = wp::dot(var_31, var_33);
        var_35 = wp::add(var_6, var_34);
        var_36 = wp::add(var_35, var_16);
        var_37 = wp::vec_t<3, wp::float32>(var_36);
        var_38 = wp::vec_t<6, wp::float32>(var_28, var_37);
        var_39 = wp::add(var_19, var_38);
        wp::array_store(var_vertex_twists_out, var_0, var_39);
    }
}

