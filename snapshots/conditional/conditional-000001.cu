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



extern "C" __global__ void conditional_000001_4548e48b_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_contact_phases,
    wp::vec_t<3, wp::float32> var_radius,
    wp::array_t<wp::float32> var_total_energy,
    wp::array_t<wp::float32> var_contact_scores,
    wp::array_t<wp::float32> var_contact_energies)
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
        const wp::int32 var_6 = 0;
        const wp::float32 var_7 = -0.8;
        const wp::float32 var_8 = 0.8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = -0.8;
        const wp::float32 var_12 = 0.8;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.16;
        wp::float32 var_17;
        wp::float32 var_18;
        bool var_19;
        const wp::int32 var_20 = 0;
        wp::float32 var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        const wp::float32 var_24 = 1.47;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::float32 var_31;
        wp::vec_t<3, wp::float32> var_32;
        const wp::int32 var_33 = 0;
        wp::float32 var_34;
        const wp::int32 var_35 = 1;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 2;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 1.69;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 1;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::int32 var_54 = 2;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = 1.72;
        wp::float32 var_58;
        wp::float32 var_59;
        //---------
        // forward
        // def conditional_000001(contact_phases: wp.array[float], radius: wp.vec3, total_energy: wp.array[float], contact_scores: wp.array[float], contact_energies: wp.array[float]):       <L 7>
        // tid = wp.tid()  # thread index                                                         <L 9>
        var_0 = builtin_tid1d();
        // v3 = float(0.0)                                                                        <L 10>
        var_2 = wp::float(var_1);
        // v0 = contact_phases[tid]                                                               <L 11>
        var_3 = wp::address(var_contact_phases, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // wp.atomic_sub(total_energy, 0, wp.erfinv(wp.clamp(wp.erfinv(wp.clamp(v0, -0.8, 0.8)), -0.8, 0.8)))       <L 12>
        var_9 = wp::clamp(var_4, var_7, var_8);
        var_10 = wp::erfinv(var_9);
        var_13 = wp::clamp(var_10, var_11, var_12);
        var_14 = wp::erfinv(var_13);
        var_15 = wp::atomic_sub(var_total_energy, var_6, var_14);
        // if (v0 * 0.16) > wp.abs(v0):                                                           <L 13>
        var_17 = wp::mul(var_4, var_16);
        var_18 = wp::abs(var_4);
        var_19 = (var_17 > var_18);
        if (var_19) {
            // radius = radius + wp.normalize((radius * radius[0])) * 1.47                        <L 14>
            var_21 = wp::extract(var_radius, var_20);
            var_22 = wp::mul(var_radius, var_21);
            var_23 = wp::normalize(var_22);
            var_25 = wp::mul(var_23, var_24);
            var_26 = wp::add(var_radius, var_25);
            // v1 = wp.length_sq(radius)                                                          <L 15>
            var_27 = wp::length_sq(var_26);
            // v3 += v1                                                                           <L 16>
            var_28 = wp::add(var_2, var_27);
            // v2 = (radius / (wp.abs(v0) + 1.0))                                                 <L 17>
            var_29 = wp::abs(var_4);
            var_31 = wp::add(var_29, var_30);
            var_32 = wp::div(var_26, var_31);
            // v3 += v2[0] + v2[1] + v2[2]                                                        <L 18>
            var_34 = wp::extract(var_32, var_33);
            var_36 = wp::extract(var_32, var_35);
            var_37 = wp::add(var_34, var_36);
            var_39 = wp::extract(var_32, var_38);
            var_40 = wp::add(var_37, var_39);
            var_41 = wp::add(var_28, var_40);
        }
        var_42 = wp::where(var_19, var_26, var_radius);
        var_43 = wp::where(var_19, var_41, var_2);
        // contact_scores[tid] = v0 + v0 * 1.69 + v3 + radius[0] + radius[1] + radius[2]          <L 19>
        var_45 = wp::mul(var_4, var_44);
        var_46 = wp::add(var_4, var_45);
        var_47 = wp::add(var_46, var_43);
        var_49 = wp::extract(var_42, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_42, var_51);
        var_53 = wp::add(var_50, var_52);
        var_55 = wp::extract(var_42, var_54);
        var_56 = wp::add(var_53, var_55);
        wp::array_store(var_contact_scores, var_0, var_56);
        // contact_energies[tid] = v0 + v0 * 1.72                                                 <L 21>
        var_58 = wp::mul(var_4, var_57);
        var_59 = wp::add(var_4, var_58);
        wp::array_store(var_contact_energies, var_0, var_59);
    }
}

