// Generated for case math-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void math_000002_c2714f3b_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_contact_phases,
    wp::array_t<wp::float32> var_contact_weights,
    wp::array_t<wp::float32> var_contact_costs,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.77;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.71;
        wp::float32 var_16;
        wp::float32 var_17;
        //---------
        // forward
        // def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):       <L 5>
        // tid = wp.tid()  # thread index                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = contact_phases[tid]                                                               <L 8>
        var_1 = wp::address(var_contact_phases, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = contact_weights[tid]                                                              <L 9>
        var_4 = wp::address(var_contact_weights, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = v1                                                                                <L 10>
        var_7 = wp::copy(var_5);
        // contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77                                          <L 11>
        var_8 = wp::add(var_2, var_5);
        var_9 = wp::add(var_8, var_7);
        var_11 = wp::mul(var_5, var_10);
        var_12 = wp::add(var_9, var_11);
        wp::array_store(var_contact_costs, var_0, var_12);
        // contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71                                       <L 13>
        var_13 = wp::add(var_2, var_5);
        var_14 = wp::add(var_13, var_7);
        var_16 = wp::mul(var_5, var_15);
        var_17 = wp::add(var_14, var_16);
        wp::array_store(var_contact_energies, var_0, var_17);
    }
}



extern "C" __global__ void math_000002_c2714f3b_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_contact_phases,
    wp::array_t<wp::float32> var_contact_weights,
    wp::array_t<wp::float32> var_contact_costs,
    wp::array_t<wp::float32> var_contact_energies,
    wp::array_t<wp::float32> adj_contact_phases,
    wp::array_t<wp::float32> adj_contact_weights,
    wp::array_t<wp::float32> adj_contact_costs,
    wp::array_t<wp::float32> adj_contact_energies)
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
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.77;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.71;
        wp::float32 var_16;
        wp::float32 var_17;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
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
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        //---------
        // forward
        // def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):       <L 5>
        // tid = wp.tid()  # thread index                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = contact_phases[tid]                                                               <L 8>
        var_1 = wp::address(var_contact_phases, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = contact_weights[tid]                                                              <L 9>
        var_4 = wp::address(var_contact_weights, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = v1                                                                                <L 10>
        var_7 = wp::copy(var_5);
        // contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77                                          <L 11>
        var_8 = wp::add(var_2, var_5);
        var_9 = wp::add(var_8, var_7);
        var_11 = wp::mul(var_5, var_10);
        var_12 = wp::add(var_9, var_11);
        // wp::array_store(var_contact_costs, var_0, var_12);
        // contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71                                       <L 13>
        var_13 = wp::add(var_2, var_5);
        var_14 = wp::add(var_13, var_7);
        var_16 = wp::mul(var_5, var_15);
        var_17 = wp::add(var_14, var_16);
        // wp::array_store(var_contact_energies, var_0, var_17);
        //---------
        // reverse
        wp::adj_array_store(var_contact_energies, var_0, var_17, adj_contact_energies, adj_0, adj_17);
        wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
        wp::adj_mul(var_5, var_15, adj_5, adj_15, adj_16);
        wp::adj_add(var_13, var_7, adj_13, adj_7, adj_14);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_13);
        // adj: contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71                                  <L 13>
        wp::adj_array_store(var_contact_costs, var_0, var_12, adj_contact_costs, adj_0, adj_12);
        wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
        wp::adj_mul(var_5, var_10, adj_5, adj_10, adj_11);
        wp::adj_add(var_8, var_7, adj_8, adj_7, adj_9);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_8);
        // adj: contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77                                     <L 11>
        wp::adj_copy(var_5, adj_5, adj_7);
        // adj: v2 = v1                                                                           <L 10>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_contact_weights, var_0, adj_contact_weights, adj_0, adj_4);
        // adj: v1 = contact_weights[tid]                                                         <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_contact_phases, var_0, adj_contact_phases, adj_0, adj_1);
        // adj: v0 = contact_phases[tid]                                                          <L 8>
        // adj: tid = wp.tid()  # thread index                                                    <L 7>
        // adj: def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):  <L 5>
        continue;
    }
}

