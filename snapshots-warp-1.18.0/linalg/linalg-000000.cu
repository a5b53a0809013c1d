// Generated for case linalg-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void linalg_000000_t_d97913cb_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_displacements,
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_uvs,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_element_deformations,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_element_jacobians)
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32>* var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::mat_t<3, 3, wp::float32> var_10;
        const wp::float32 var_11 = -1.808;
        const wp::float32 var_12 = -1.4;
        wp::vec_t<2, wp::float32> var_13;
        wp::vec_t<2, wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::float32 var_16 = 0.94;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        const wp::int32 var_21 = 0;
        wp::float32 var_22;
        const wp::int32 var_23 = 1;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        //---------
        // forward
        // def linalg_000000_t(element_displacements: wp.array[Any], element_uvs: wp.array[Any], element_deformations: wp.array[Any], accumulated_mass: wp.array[Any], element_jacobians: wp.array[Any]):       <L 1>
        // tid = wp.tid()                                                                         <L 3>
        var_0 = builtin_tid1d();
        // v0 = element_displacements[tid]                                                        <L 4>
        var_1 = wp::address(var_element_displacements, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = element_uvs[tid]                                                                  <L 5>
        var_4 = wp::address(var_element_uvs, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = element_deformations[tid]                                                         <L 6>
        var_7 = wp::address(var_element_deformations, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = wp.skew(v0)                                                                       <L 7>
        var_10 = wp::skew(var_2);
        // v4 = (wp.vec2(-1.808, -1.4) + v1)                                                      <L 8>
        var_13 = wp::vec_t<2, wp::float32>(var_11, var_12);
        var_14 = wp::add(var_13, var_5);
        // element_jacobians[tid] = v2 + v3 + v3 * 0.94 + wp.identity(n=3, dtype=float) * (v1[0] + v1[1] + v4[0] + v4[1])       <L 9>
        var_15 = wp::add(var_8, var_10);
        var_17 = wp::mul(var_10, var_16);
        var_18 = wp::add(var_15, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_22 = wp::extract(var_5, var_21);
        var_24 = wp::extract(var_5, var_23);
        var_25 = wp::add(var_22, var_24);
        var_27 = wp::extract(var_14, var_26);
        var_28 = wp::add(var_25, var_27);
        var_30 = wp::extract(var_14, var_29);
        var_31 = wp::add(var_28, var_30);
        var_32 = wp::mul(var_20, var_31);
        var_33 = wp::add(var_18, var_32);
        wp::array_store(var_element_jacobians, var_0, var_33);
    }
}

