// Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void conditional_000002_d5b93419_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_densities,
    wp::array_t<wp::float32> var_sample_weights,
    wp::array_t<wp::float32> var_sample_phases,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::float32> var_sample_scores)
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        bool var_13;
        const wp::float32 var_14 = -1.51;
        bool var_15;
        bool var_16;
        bool var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 4;
        wp::int32 var_27;
        const wp::int32 var_28 = 1;
        bool var_29;
        const wp::float32 var_30 = 1.302;
        wp::float32 var_31;
        const wp::float32 var_32 = -1.37;
        const wp::float32 var_33 = 0.11;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = 0.165;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 0;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.12;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        //---------
        // forward
        // def conditional_000002(sample_densities: wp.array(dtype=float), sample_weights: wp.array(dtype=float), sample_phases: wp.array(dtype=float), accumulated_mass: wp.array(dtype=float), sample_scores: wp.array(dtype=float)):       <L 7>
        // tid = wp.tid()  # launch index                                                         <L 9>
        var_0 = builtin_tid1d();
        // v6 = float(0.0)                                                                        <L 10>
        var_2 = wp::float(var_1);
        // v0 = sample_densities[tid]                                                             <L 11>
        var_3 = wp::address(var_sample_densities, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = sample_weights[tid]                                                               <L 12>
        var_6 = wp::address(var_sample_weights, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = sample_phases[tid]                                                                <L 13>
        var_9 = wp::address(var_sample_phases, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v3 = v2                                                                                <L 14>
        var_12 = wp::copy(var_10);
        // if (v2 > -1.51) or (v3 >= v0):                                                         <L 15>
        var_15 = (var_10 > var_14);
        var_13 = var_15;
        if (!var_13) {
            var_16 = (var_12 >= var_4);
            var_13 = var_13 || var_16;
        }
        if (var_13) {
            // v2 = v2 + wp.tanh((wp.where(v1 > v3, v2, v0) - v0))                                <L 16>
            var_17 = (var_7 > var_12);
            var_18 = wp::where(var_17, var_10, var_4);
            var_19 = wp::sub(var_18, var_4);
            var_20 = wp::tanh(var_19);
            var_21 = wp::add(var_10, var_20);
            // v4 = (v2 + v2)                                                                     <L 17>
            var_22 = wp::add(var_21, var_21);
            // v6 += v4                                                                           <L 18>
            var_23 = wp::add(var_2, var_22);
        }
        var_24 = wp::where(var_13, var_23, var_2);
        var_25 = wp::where(var_13, var_21, var_10);
        // if (tid) % 4 == 1:                                                                     <L 19>
        var_27 = wp::mod(var_0, var_26);
        var_29 = (var_27 == var_28);
        if (var_29) {
            // v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))                              <L 20>
            var_31 = wp::add(var_4, var_30);
            var_34 = wp::clamp(var_31, var_32, var_33);
            var_35 = wp::sin(var_34);
            var_36 = wp::add(var_7, var_35);
        }
        if (!var_29) {
            // v2 = v2 + wp.cos(0.165)                                                            <L 22>
            var_38 = wp::cos(var_37);
            var_39 = wp::add(var_25, var_38);
            // _old5 = wp.atomic_add(accumulated_mass, 0, v0)                                     <L 23>
            var_41 = wp::atomic_add(var_accumulated_mass, var_40, var_4);
        }
        var_42 = wp::where(var_29, var_36, var_7);
        var_43 = wp::where(var_29, var_25, var_39);
        // wp.atomic_add(accumulated_mass, 0, (v2 * v3))                                          <L 24>
        var_45 = wp::mul(var_43, var_12);
        var_46 = wp::atomic_add(var_accumulated_mass, var_44, var_45);
        // sample_scores[tid] = v1 + v2 + v3 + v1 * 0.12 + v6                                     <L 26>
        var_47 = wp::add(var_42, var_43);
        var_48 = wp::add(var_47, var_12);
        var_50 = wp::mul(var_42, var_49);
        var_51 = wp::add(var_48, var_50);
        var_52 = wp::add(var_51, var_24);
        wp::array_store(var_sample_scores, var_0, var_52);
    }
}

