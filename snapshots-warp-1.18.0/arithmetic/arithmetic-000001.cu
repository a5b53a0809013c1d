// Generated for case arithmetic-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void arithmetic_000001_13b225ab_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_masses,
    wp::array_t<wp::float32> var_cell_radii,
    wp::array_t<wp::float32> var_cell_energies,
    wp::array_t<wp::float32> var_cell_costs)
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
        const wp::float32 var_7 = 0.7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.83;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.1;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 0.67;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 1.61;
        wp::float32 var_24;
        wp::float32 var_25;
        //---------
        // forward
        // def arithmetic_000001(cell_masses: wp.array[float], cell_radii: wp.array[float], cell_energies: wp.array[float], cell_costs: wp.array[float]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = cell_masses[tid]                                                                  <L 8>
        var_1 = wp::address(var_cell_masses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = cell_radii[tid]                                                                   <L 9>
        var_4 = wp::address(var_cell_radii, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = (0.7 - v1)                                                                        <L 10>
        var_8 = wp::sub(var_7, var_5);
        // v3 = (v2 - 1.83)                                                                       <L 11>
        var_10 = wp::sub(var_8, var_9);
        // cell_energies[tid] = v1 + v2 + v3 + v1 * 1.1 + v0                                      <L 12>
        var_11 = wp::add(var_5, var_8);
        var_12 = wp::add(var_11, var_10);
        var_14 = wp::mul(var_5, var_13);
        var_15 = wp::add(var_12, var_14);
        var_16 = wp::add(var_15, var_2);
        wp::array_store(var_cell_energies, var_0, var_16);
        // cell_energies[tid] *= 0.67                                                             <L 13>
        var_17 = wp::address(var_cell_energies, var_0);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        wp::array_store(var_cell_energies, var_0, var_19);
        // cell_costs[tid] = v1 + v2 + v3 + v1 * 1.61                                             <L 14>
        var_21 = wp::add(var_5, var_8);
        var_22 = wp::add(var_21, var_10);
        var_24 = wp::mul(var_5, var_23);
        var_25 = wp::add(var_22, var_24);
        wp::array_store(var_cell_costs, var_0, var_25);
    }
}



extern "C" __global__ void arithmetic_000001_13b225ab_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_masses,
    wp::array_t<wp::float32> var_cell_radii,
    wp::array_t<wp::float32> var_cell_energies,
    wp::array_t<wp::float32> var_cell_costs,
    wp::array_t<wp::float32> adj_cell_masses,
    wp::array_t<wp::float32> adj_cell_radii,
    wp::array_t<wp::float32> adj_cell_energies,
    wp::array_t<wp::float32> adj_cell_costs)
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
        const wp::float32 var_7 = 0.7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.83;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.1;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 0.67;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 1.61;
        wp::float32 var_24;
        wp::float32 var_25;
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
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        //---------
        // forward
        // def arithmetic_000001(cell_masses: wp.array[float], cell_radii: wp.array[float], cell_energies: wp.array[float], cell_costs: wp.array[float]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = cell_masses[tid]                                                                  <L 8>
        var_1 = wp::address(var_cell_masses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = cell_radii[tid]                                                                   <L 9>
        var_4 = wp::address(var_cell_radii, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = (0.7 - v1)                                                                        <L 10>
        var_8 = wp::sub(var_7, var_5);
        // v3 = (v2 - 1.83)                                                                       <L 11>
        var_10 = wp::sub(var_8, var_9);
        // cell_energies[tid] = v1 + v2 + v3 + v1 * 1.1 + v0                                      <L 12>
        var_11 = wp::add(var_5, var_8);
        var_12 = wp::add(var_11, var_10);
        var_14 = wp::mul(var_5, var_13);
        var_15 = wp::add(var_12, var_14);
        var_16 = wp::add(var_15, var_2);
        // wp::array_store(var_cell_energies, var_0, var_16);
        // cell_energies[tid] *= 0.67                                                             <L 13>
        var_17 = wp::address(var_cell_energies, var_0);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        // wp::array_store(var_cell_energies, var_0, var_19);
        // cell_costs[tid] = v1 + v2 + v3 + v1 * 1.61                                             <L 14>
        var_21 = wp::add(var_5, var_8);
        var_22 = wp::add(var_21, var_10);
        var_24 = wp::mul(var_5, var_23);
        var_25 = wp::add(var_22, var_24);
        // wp::array_store(var_cell_costs, var_0, var_25);
        //---------
        // reverse
        wp::adj_array_store(var_cell_costs, var_0, var_25, adj_cell_costs, adj_0, adj_25);
        wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
        wp::adj_mul(var_5, var_23, adj_5, adj_23, adj_24);
        wp::adj_add(var_21, var_10, adj_21, adj_10, adj_22);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_21);
        // adj: cell_costs[tid] = v1 + v2 + v3 + v1 * 1.61                                        <L 14>
        wp::adj_array_store(var_cell_energies, var_0, var_19, adj_cell_energies, adj_0, adj_19);
        wp::adj_mul(var_20, var_18, adj_17, adj_18, adj_19);
        wp::adj_address(var_cell_energies, var_0, adj_cell_energies, adj_0, adj_17);
        // adj: cell_energies[tid] *= 0.67                                                        <L 13>
        wp::adj_array_store(var_cell_energies, var_0, var_16, adj_cell_energies, adj_0, adj_16);
        wp::adj_add(var_15, var_2, adj_15, adj_2, adj_16);
        wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
        wp::adj_mul(var_5, var_13, adj_5, adj_13, adj_14);
        wp::adj_add(var_11, var_10, adj_11, adj_10, adj_12);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_11);
        // adj: cell_energies[tid] = v1 + v2 + v3 + v1 * 1.1 + v0                                 <L 12>
        wp::adj_sub(var_8, var_9, adj_8, adj_9, adj_10);
        // adj: v3 = (v2 - 1.83)                                                                  <L 11>
        wp::adj_sub(var_7, var_5, adj_7, adj_5, adj_8);
        // adj: v2 = (0.7 - v1)                                                                   <L 10>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_cell_radii, var_0, adj_cell_radii, adj_0, adj_4);
        // adj: v1 = cell_radii[tid]                                                              <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_cell_masses, var_0, adj_cell_masses, adj_0, adj_1);
        // adj: v0 = cell_masses[tid]                                                             <L 8>
        // adj: tid = wp.tid()                                                                    <L 7>
        // adj: def arithmetic_000001(cell_masses: wp.array[float], cell_radii: wp.array[float], cell_energies: wp.array[float], cell_costs: wp.array[float]):  <L 5>
        continue;
    }
}

