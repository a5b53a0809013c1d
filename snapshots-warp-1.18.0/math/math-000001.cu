// Generated for case math-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void math_000001_4ca3bbc4_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_particle_temperatures,
    wp::array_t<wp::float32> var_particle_distances,
    wp::array_t<wp::float32> var_particle_residuals,
    wp::int32 var_num_particles)
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
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = 1.3;
        wp::float32 var_6;
        wp::float32 var_7;
        const wp::float32 var_8 = 0.18;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.11;
        wp::float32 var_13;
        wp::float32 var_14;
        //---------
        // forward
        // def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):       <L 5>
        // tid = wp.tid()  # launch index                                                         <L 6>
        var_0 = builtin_tid1d();
        // if tid >= num_particles:                                                               <L 7>
        var_1 = (var_0 >= var_num_particles);
        if (var_1) {
            // return  # out of bounds                                                            <L 8>
            continue;
        }
        // v0 = particle_temperatures[tid]                                                        <L 9>
        var_2 = wp::address(var_particle_temperatures, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = float(1.3)                                                                        <L 10>
        var_6 = wp::float(var_5);
        // particle_distances[tid] = v0 + v1 + v0 * 0.18                                          <L 11>
        var_7 = wp::add(var_3, var_6);
        var_9 = wp::mul(var_3, var_8);
        var_10 = wp::add(var_7, var_9);
        wp::array_store(var_particle_distances, var_0, var_10);
        // particle_residuals[tid] = v0 + v1 + v0 * 1.11                                          <L 13>
        var_11 = wp::add(var_3, var_6);
        var_13 = wp::mul(var_3, var_12);
        var_14 = wp::add(var_11, var_13);
        wp::array_store(var_particle_residuals, var_0, var_14);
    }
}



extern "C" __global__ void math_000001_4ca3bbc4_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_particle_temperatures,
    wp::array_t<wp::float32> var_particle_distances,
    wp::array_t<wp::float32> var_particle_residuals,
    wp::int32 var_num_particles,
    wp::array_t<wp::float32> adj_particle_temperatures,
    wp::array_t<wp::float32> adj_particle_distances,
    wp::array_t<wp::float32> adj_particle_residuals,
    wp::int32 adj_num_particles)
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
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = 1.3;
        wp::float32 var_6;
        wp::float32 var_7;
        const wp::float32 var_8 = 0.18;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.11;
        wp::float32 var_13;
        wp::float32 var_14;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        bool adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        //---------
        // forward
        // def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):       <L 5>
        // tid = wp.tid()  # launch index                                                         <L 6>
        var_0 = builtin_tid1d();
        // if tid >= num_particles:                                                               <L 7>
        var_1 = (var_0 >= var_num_particles);
        if (var_1) {
            // return  # out of bounds                                                            <L 8>
            goto label0;
        }
        // v0 = particle_temperatures[tid]                                                        <L 9>
        var_2 = wp::address(var_particle_temperatures, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = float(1.3)                                                                        <L 10>
        var_6 = wp::float(var_5);
        // particle_distances[tid] = v0 + v1 + v0 * 0.18                                          <L 11>
        var_7 = wp::add(var_3, var_6);
        var_9 = wp::mul(var_3, var_8);
        var_10 = wp::add(var_7, var_9);
        // wp::array_store(var_particle_distances, var_0, var_10);
        // particle_residuals[tid] = v0 + v1 + v0 * 1.11                                          <L 13>
        var_11 = wp::add(var_3, var_6);
        var_13 = wp::mul(var_3, var_12);
        var_14 = wp::add(var_11, var_13);
        // wp::array_store(var_particle_residuals, var_0, var_14);
        //---------
        // reverse
        wp::adj_array_store(var_particle_residuals, var_0, var_14, adj_particle_residuals, adj_0, adj_14);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_mul(var_3, var_12, adj_3, adj_12, adj_13);
        wp::adj_add(var_3, var_6, adj_3, adj_6, adj_11);
        // adj: particle_residuals[tid] = v0 + v1 + v0 * 1.11                                     <L 13>
        wp::adj_array_store(var_particle_distances, var_0, var_10, adj_particle_distances, adj_0, adj_10);
        wp::adj_add(var_7, var_9, adj_7, adj_9, adj_10);
        wp::adj_mul(var_3, var_8, adj_3, adj_8, adj_9);
        wp::adj_add(var_3, var_6, adj_3, adj_6, adj_7);
        // adj: particle_distances[tid] = v0 + v1 + v0 * 0.18                                     <L 11>
        wp::adj_float(var_5, adj_5, adj_6);
        // adj: v1 = float(1.3)                                                                   <L 10>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_particle_temperatures, var_0, adj_particle_temperatures, adj_0, adj_2);
        // adj: v0 = particle_temperatures[tid]                                                   <L 9>
        if (var_1) {
            label0:;
            // adj: return  # out of bounds                                                       <L 8>
        }
        // adj: if tid >= num_particles:                                                          <L 7>
        // adj: tid = wp.tid()  # launch index                                                    <L 6>
        // adj: def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):  <L 5>
        continue;
    }
}

