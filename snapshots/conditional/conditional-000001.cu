// Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void conditional_000001_0532571f_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_contact_lengths,
    wp::vec_t<3, wp::float32> var_radius,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::float32> var_contact_energies,
    wp::array_t<wp::float32> var_contact_costs)
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
        const wp::int32 var_4 = 0;
        const wp::float32 var_5 = -0.8;
        const wp::float32 var_6 = 0.8;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = -0.8;
        const wp::float32 var_10 = 0.8;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        bool var_16;
        const wp::float32 var_17 = 1.49;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::int32 var_20 = 0;
        const wp::float32 var_21 = -1.7;
        const wp::float32 var_22 = -0.11;
        const wp::float32 var_23 = -1.108;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::int32 var_26 = 2;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.57;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::float32 var_33 = 1.16;
        wp::float32 var_34;
        wp::float32 var_35;
        //---------
        // forward
        // def conditional_000001(contact_lengths: wp.array[float], radius: wp.vec3, partial_sums: wp.array[float], contact_energies: wp.array[float], contact_costs: wp.array[float]):       <L 7>
        // tid = wp.tid()  # one thread per element                                               <L 9>
        var_0 = builtin_tid1d();
        // v0 = contact_lengths[tid]                                                              <L 10>
        var_1 = wp::address(var_contact_lengths, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // wp.atomic_sub(partial_sums, 0, wp.erfinv(wp.clamp(wp.erfinv(wp.clamp(v0, -0.8, 0.8)), -0.8, 0.8)))       <L 11>
        var_7 = wp::clamp(var_2, var_5, var_6);
        var_8 = wp::erfinv(var_7);
        var_11 = wp::clamp(var_8, var_9, var_10);
        var_12 = wp::erfinv(var_11);
        var_13 = wp::atomic_sub(var_partial_sums, var_4, var_12);
        // if (v0 * v0) < float(tid):                                                             <L 12>
        var_14 = wp::mul(var_2, var_2);
        var_15 = wp::float(var_0);
        var_16 = (var_14 < var_15);
        if (var_16) {
            // v0 = v0 + wp.cos(1.49)                                                             <L 13>
            var_18 = wp::cos(var_17);
            var_19 = wp::add(var_2, var_18);
            // wp.atomic_add(partial_sums, 0, (wp.min(radius, wp.vec3(-1.7, -0.11, -1.108))).z)       <L 14>
            var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
            var_25 = wp::min(var_radius, var_24);
            var_27 = wp::extract(var_25, var_26);
            var_28 = wp::atomic_add(var_partial_sums, var_20, var_27);
        }
        var_29 = wp::where(var_16, var_19, var_2);
        // contact_energies[tid] = v0 + v0 * 1.57                                                 <L 15>
        var_31 = wp::mul(var_29, var_30);
        var_32 = wp::add(var_29, var_31);
        wp::array_store(var_contact_energies, var_0, var_32);
        // contact_costs[tid] = v0 + v0 * 1.16                                                    <L 17>
        var_34 = wp::mul(var_29, var_33);
        var_35 = wp::add(var_29, var_34);
        wp::array_store(var_contact_costs, var_0, var_35);
    }
}

