// Generated for case quaternion-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void quaternion_000000_ee619459_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_cell_rotations,
    wp::array_t<wp::quat_t<wp::float32>> var_cell_orientations,
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_normals,
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_accelerations)
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
        wp::int32 var_1;
        wp::quat_t<wp::float32>* var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32> var_4;
        wp::quat_t<wp::float32>* var_5;
        wp::quat_t<wp::float32> var_6;
        wp::quat_t<wp::float32> var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::quat_t<wp::float32> var_11;
        const wp::float32 var_12 = -1.346;
        const wp::float32 var_13 = -0.416;
        const wp::float32 var_14 = -0.66;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        //---------
        // forward
        // def quaternion_000000(cell_rotations: wp.array2d[wp.quat], cell_orientations: wp.array2d[wp.quat], cell_normals: wp.array2d[wp.vec3], cell_accelerations: wp.array2d[wp.vec3]):       <L 7>
        // i, j = wp.tid()  # one thread per element                                              <L 8>
        builtin_tid2d(var_0, var_1);
        // v0 = cell_rotations[i, j]                                                              <L 9>
        var_2 = wp::address(var_cell_rotations, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = cell_orientations[i, j]                                                           <L 10>
        var_5 = wp::address(var_cell_orientations, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = cell_normals[i, j]                                                                <L 11>
        var_8 = wp::address(var_cell_normals, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v3 = v0                                                                                <L 12>
        var_11 = wp::copy(var_3);
        // cell_accelerations[i, j] = v2 + wp.vec3(-1.346, -0.416, -0.66)                         <L 14>
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        var_16 = wp::add(var_9, var_15);
        wp::array_store(var_cell_accelerations, var_0, var_1, var_16);
    }
}

