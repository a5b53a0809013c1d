// Generated for case mutant-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void enforce_ground_a56d5075_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_positions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_velocities,
    wp::float32 var_restitution)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = 0.5;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        const wp::int32 var_10 = 1;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.0;
        bool var_13;
        const wp::int32 var_14 = 0;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.0;
        const wp::int32 var_17 = 2;
        wp::float32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        const wp::int32 var_20 = 0;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 2;
        wp::float32 var_27;
        wp::vec_t<3, wp::float32> var_28;
        //---------
        // forward
        // def enforce_ground(                                                                    <L 7>
        // tid = wp.tid()                                                                         <L 12>
        var_0 = builtin_tid1d();
        // p = positions[tid]                                                                     <L 13>
        var_1 = wp::address(var_positions, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v = velocities[tid]                                                                    <L 14>
        var_4 = wp::address(var_velocities, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v = v + v * 0.5                                                                        <L 15>
        var_8 = wp::mul(var_5, var_7);
        var_9 = wp::add(var_5, var_8);
        // if p[1] < 0.0:                                                                         <L 16>
        var_11 = wp::extract(var_2, var_10);
        var_13 = (var_11 < var_12);
        if (var_13) {
            // positions[tid] = wp.vec3(p[0], 0.0, p[2])                                          <L 17>
            var_15 = wp::extract(var_2, var_14);
            var_18 = wp::extract(var_2, var_17);
            var_19 = wp::vec_t<3, wp::float32>(var_15, var_16, var_18);
            wp::array_store(var_positions, var_0, var_19);
            // velocities[tid] = wp.vec3(v[0], wp.abs(v[1]) * restitution, v[2])                  <L 18>
            var_21 = wp::extract(var_9, var_20);
            var_23 = wp::extract(var_9, var_22);
            var_24 = wp::abs(var_23);
            var_25 = wp::mul(var_24, var_restitution);
            var_27 = wp::extract(var_9, var_26);
            var_28 = wp::vec_t<3, wp::float32>(var_21, var_25, var_27);
            wp::array_store(var_velocities, var_0, var_28);
        }
    }
}



extern "C" __global__ void enforce_ground_a56d5075_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_positions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_velocities,
    wp::float32 var_restitution,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_positions,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_velocities,
    wp::float32 adj_restitution)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = 0.5;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        const wp::int32 var_10 = 1;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.0;
        bool var_13;
        const wp::int32 var_14 = 0;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.0;
        const wp::int32 var_17 = 2;
        wp::float32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        const wp::int32 var_20 = 0;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 2;
        wp::float32 var_27;
        wp::vec_t<3, wp::float32> var_28;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::int32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        bool adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::int32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        //---------
        // forward
        // def enforce_ground(                                                                    <L 7>
        // tid = wp.tid()                                                                         <L 12>
        var_0 = builtin_tid1d();
        // p = positions[tid]                                                                     <L 13>
        var_1 = wp::address(var_positions, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v = velocities[tid]                                                                    <L 14>
        var_4 = wp::address(var_velocities, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v = v + v * 0.5                                                                        <L 15>
        var_8 = wp::mul(var_5, var_7);
        var_9 = wp::add(var_5, var_8);
        // if p[1] < 0.0:                                                                         <L 16>
        var_11 = wp::extract(var_2, var_10);
        var_13 = (var_11 < var_12);
        if (var_13) {
            // positions[tid] = wp.vec3(p[0], 0.0, p[2])                                          <L 17>
            var_15 = wp::extract(var_2, var_14);
            var_18 = wp::extract(var_2, var_17);
            var_19 = wp::vec_t<3, wp::float32>(var_15, var_16, var_18);
            // wp::array_store(var_positions, var_0, var_19);
            // velocities[tid] = wp.vec3(v[0], wp.abs(v[1]) * restitution, v[2])                  <L 18>
            var_21 = wp::extract(var_9, var_20);
            var_23 = wp::extract(var_9, var_22);
            var_24 = wp::abs(var_23);
            var_25 = wp::mul(var_24, var_restitution);
            var_27 = wp::extract(var_9, var_26);
            var_28 = wp::vec_t<3, wp::float32>(var_21, var_25, var_27);
            // wp::array_store(var_velocities, var_0, var_28);
        }
        //---------
        // reverse
        if (var_13) {
            wp::adj_array_store(var_velocities, var_0, var_28, adj_velocities, adj_0, adj_28);
            wp::adj_vec_t(var_21, var_25, var_27, adj_21, adj_25, adj_27, adj_28);
            wp::adj_extract(var_9, var_26, adj_9, adj_26, adj_27);
            wp::adj_mul(var_24, var_restitution, adj_24, adj_restitution, adj_25);
            wp::adj_abs(var_23, adj_23, adj_24);
            wp::adj_extract(var_9, var_22, adj_9, adj_22, adj_23);
            wp::adj_extract(var_9, var_20, adj_9, adj_20, adj_21);
            // adj: velocities[tid] = wp.vec3(v[0], wp.abs(v[1]) * restitution, v[2])             <L 18>
            wp::adj_array_store(var_positions, var_0, var_19, adj_positions, adj_0, adj_19);
            wp::adj_vec_t(var_15, var_16, var_18, adj_15, adj_16, adj_18, adj_19);
            wp::adj_extract(var_2, var_17, adj_2, adj_17, adj_18);
            wp::adj_extract(var_2, var_14, adj_2, adj_14, adj_15);
            // adj: positions[tid] = wp.vec3(p[0], 0.0, p[2])                                     <L 17>
        }
        wp::adj_extract(var_2, var_10, adj_2, adj_10, adj_11);
        // adj: if p[1] < 0.0:                                                                    <L 16>
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_9);
        wp::adj_mul(var_5, var_7, adj_5, adj_7, adj_8);
        // adj: v = v + v * 0.5                                                                   <L 15>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_velocities, var_0, adj_velocities, adj_0, adj_4);
        // adj: v = velocities[tid]                                                               <L 14>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_positions, var_0, adj_positions, adj_0, adj_1);
        // adj: p = positions[tid]                                                                <L 13>
        // adj: tid = wp.tid()                                                                    <L 12>
        // adj: def enforce_ground(                                                               <L 7>
        continue;
    }
}

