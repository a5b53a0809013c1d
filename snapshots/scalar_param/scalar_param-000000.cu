// Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void scalar_param_000000_4dc6a9cb_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements,
    wp::array_t<wp::float32> var_body_weights,
    wp::vec_t<3, wp::float32> var_scale,
    wp::vec_t<3, wp::float32> var_radius,
    wp::vec_t<3, wp::float32> var_time_step,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_total_energy,
    wp::array_t<wp::float32> var_body_distances,
    wp::array_t<wp::float32> var_body_scores)
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
        wp::shape_t* var_1;
        const wp::int32 var_2 = 0;
        wp::int32 var_3;
        wp::shape_t var_4;
        bool var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 0.93;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::int32 var_21 = 0;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::int32 var_24 = 1;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::int32 var_27 = 2;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 0.86;
        wp::float32 var_33;
        wp::float32 var_34;
        //---------
        // forward
        // def scalar_param_000000(body_radii: wp.array[float], body_displacements: wp.array[wp.vec3], body_weights: wp.array[float], scale: wp.vec3, radius: wp.vec3, time_step: wp.vec3, n: int, total_energy: wp.array[float], body_distances: wp.array[float], body_scores: wp.array[float]):       <L 7>
        // tid = wp.tid()                                                                         <L 8>
        var_0 = builtin_tid1d();
        // if tid >= body_weights.shape[0]:                                                       <L 9>
        var_1 = &(var_body_weights.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return                                                                             <L 10>
            continue;
        }
        // v0 = body_radii[tid]                                                                   <L 11>
        var_6 = wp::address(var_body_radii, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v1 = body_displacements[tid]                                                           <L 12>
        var_9 = wp::address(var_body_displacements, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v2 = body_weights[tid]                                                                 <L 13>
        var_12 = wp::address(var_body_weights, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // v3 = wp.length(v1)                                                                     <L 14>
        var_15 = wp::length(var_10);
        // body_distances[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]                 <L 15>
        var_16 = wp::add(var_7, var_13);
        var_17 = wp::add(var_16, var_15);
        var_19 = wp::mul(var_7, var_18);
        var_20 = wp::add(var_17, var_19);
        var_22 = wp::extract(var_10, var_21);
        var_23 = wp::add(var_20, var_22);
        var_25 = wp::extract(var_10, var_24);
        var_26 = wp::add(var_23, var_25);
        var_28 = wp::extract(var_10, var_27);
        var_29 = wp::add(var_26, var_28);
        wp::array_store(var_body_distances, var_0, var_29);
        // body_scores[tid] = v0 + v2 + v3 + v0 * 0.86                                            <L 16>
        var_30 = wp::add(var_7, var_13);
        var_31 = wp::add(var_30, var_15);
        var_33 = wp::mul(var_7, var_32);
        var_34 = wp::add(var_31, var_33);
        wp::array_store(var_body_scores, var_0, var_34);
    }
}

