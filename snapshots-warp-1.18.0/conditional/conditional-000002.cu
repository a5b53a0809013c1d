// Generated for case conditional-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void conditional_000002_20212489_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_particle_phases,
    wp::array_t<wp::float32> var_particle_pressures,
    wp::array_t<wp::float32> var_particle_temperatures,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::float32> var_particle_distances)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        bool var_11;
        const wp::float32 var_12 = -1.51;
        bool var_13;
        bool var_14;
        bool var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 4;
        wp::int32 var_23;
        const wp::int32 var_24 = 1;
        bool var_25;
        const wp::float32 var_26 = 1.302;
        wp::float32 var_27;
        const wp::float32 var_28 = -1.37;
        const wp::float32 var_29 = 0.11;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::float32 var_33 = 0.165;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 0;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 0.12;
        wp::float32 var_46;
        wp::float32 var_47;
        //---------
        // forward
        // def conditional_000002(particle_phases: wp.array[float], particle_pressures: wp.array[float], particle_temperatures: wp.array[float], force_sums: wp.array[float], particle_distances: wp.array[float]):       <L 7>
        // tid = wp.tid()  # this thread's element                                                <L 9>
        var_0 = builtin_tid1d();
        // v0 = particle_phases[tid]                                                              <L 10>
        var_1 = wp::address(var_particle_phases, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = particle_pressures[tid]                                                           <L 11>
        var_4 = wp::address(var_particle_pressures, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = particle_temperatures[tid]                                                        <L 12>
        var_7 = wp::address(var_particle_temperatures, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = v2                                                                                <L 13>
        var_10 = wp::copy(var_8);
        // if (v2 > -1.51) or (v3 >= v0):                                                         <L 14>
        var_13 = (var_8 > var_12);
        var_11 = var_13;
        if (!var_11) {
            var_14 = (var_10 >= var_2);
            var_11 = var_11 || var_14;
        }
        if (var_11) {
            // v2 = v2 + wp.tanh((wp.where(v1 > v3, v2, v0) - v0))                                <L 15>
            var_15 = (var_5 > var_10);
            var_16 = wp::where(var_15, var_8, var_2);
            var_17 = wp::sub(var_16, var_2);
            var_18 = wp::tanh(var_17);
            var_19 = wp::add(var_8, var_18);
            // v4 = (v2 + v2)                                                                     <L 16>
            var_20 = wp::add(var_19, var_19);
        }
        var_21 = wp::where(var_11, var_19, var_8);
        // if (tid) % 4 == 1:                                                                     <L 17>
        var_23 = wp::mod(var_0, var_22);
        var_25 = (var_23 == var_24);
        if (var_25) {
            // v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))                              <L 18>
            var_27 = wp::add(var_2, var_26);
            var_30 = wp::clamp(var_27, var_28, var_29);
            var_31 = wp::sin(var_30);
            var_32 = wp::add(var_5, var_31);
        }
        if (!var_25) {
            // v2 = v2 + wp.cos(0.165)                                                            <L 20>
            var_34 = wp::cos(var_33);
            var_35 = wp::add(var_21, var_34);
            // _old5 = wp.atomic_add(force_sums, 0, v0)                                           <L 21>
            var_37 = wp::atomic_add(var_force_sums, var_36, var_2);
        }
        var_38 = wp::where(var_25, var_32, var_5);
        var_39 = wp::where(var_25, var_21, var_35);
        // wp.atomic_add(force_sums, 0, (v2 * v3))                                                <L 22>
        var_41 = wp::mul(var_39, var_10);
        var_42 = wp::atomic_add(var_force_sums, var_40, var_41);
        // particle_distances[tid] = v1 + v2 + v3 + v1 * 0.12                                     <L 24>
        var_43 = wp::add(var_38, var_39);
        var_44 = wp::add(var_43, var_10);
        var_46 = wp::mul(var_38, var_45);
        var_47 = wp::add(var_44, var_46);
        wp::array_store(var_particle_distances, var_0, var_47);
    }
}

