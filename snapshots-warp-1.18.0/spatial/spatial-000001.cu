// Generated for case spatial-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void spatial_000001_cf34f468_cuda_kernel_forward(
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
        wp::vec_t<6, wp::float32> var_5;
        wp::float32 var_6;
        wp::vec_t<6, wp::float32> var_7;
        const wp::float32 var_8 = 1.55;
        wp::vec_t<6, wp::float32> var_9;
        wp::vec_t<6, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<6, wp::float32> var_13;
        wp::vec_t<6, wp::float32> var_14;
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
        // v1 = v0                                                                                <L 11>
        var_5 = wp::copy(var_3);
        // v2 = wp.spatial_dot(v0, v0)                                                            <L 12>
        var_6 = wp::spatial_dot(var_3, var_3);
        // vertex_twists_out[tid] = v0 + v1 + v0 * 1.55 + wp.spatial_vector(wp.vec3(v2), wp.vec3(v2))       <L 13>
        var_7 = wp::add(var_3, var_5);
        var_9 = wp::mul(var_3, var_8);
        var_10 = wp::add(var_7, var_9);
        var_11 = wp::vec_t<3, wp::float32>(var_6);
        var_12 = wp::vec_t<3, wp::float32>(var_6);
        var_13 = wp::vec_t<6, wp::float32>(var_11, var_12);
        var_14 = wp::add(var_10, var_13);
        wp::array_store(var_vertex_twists_out, var_0, var_14);
    }
}

