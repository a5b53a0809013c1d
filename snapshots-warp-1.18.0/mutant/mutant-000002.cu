// Generated for case mutant-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void integrate_e2dbfd13_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x,
    wp::array_t<wp::vec_t<3, wp::float32>> var_v,
    wp::array_t<wp::vec_t<3, wp::float32>> var_f,
    wp::vec_t<3, wp::float32> var_gravity,
    wp::float32 var_dt,
    wp::float32 var_inv_mass)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        const wp::float32 var_14 = 2.0;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        //---------
        // forward
        // def integrate(                                                                         <L 7>
        // tid = wp.tid()                                                                         <L 15>
        var_0 = builtin_tid1d();
        // v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt                                 <L 17>
        var_1 = wp::address(var_v, var_0);
        var_2 = wp::address(var_f, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::mul(var_4, var_inv_mass);
        var_5 = wp::mul(var_3, var_dt);
        var_7 = wp::load(var_1);
        var_6 = wp::add(var_7, var_5);
        var_8 = wp::mul(var_gravity, var_dt);
        var_9 = wp::add(var_6, var_8);
        // x_new = x[tid] + v_new * dt                                                            <L 18>
        var_10 = wp::address(var_x, var_0);
        var_11 = wp::mul(var_9, var_dt);
        var_13 = wp::load(var_10);
        var_12 = wp::add(var_13, var_11);
        // x_new = x_new - x_new * 2.0                                                            <L 19>
        var_15 = wp::mul(var_12, var_14);
        var_16 = wp::sub(var_12, var_15);
        // v[tid] = v_new                                                                         <L 21>
        wp::array_store(var_v, var_0, var_9);
        // x[tid] = x_new                                                                         <L 22>
        wp::array_store(var_x, var_0, var_16);
    }
}



extern "C" __global__ void integrate_e2dbfd13_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x,
    wp::array_t<wp::vec_t<3, wp::float32>> var_v,
    wp::array_t<wp::vec_t<3, wp::float32>> var_f,
    wp::vec_t<3, wp::float32> var_gravity,
    wp::float32 var_dt,
    wp::float32 var_inv_mass,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_v,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_f,
    wp::vec_t<3, wp::float32> adj_gravity,
    wp::float32 adj_dt,
    wp::float32 adj_inv_mass)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        const wp::float32 var_14 = 2.0;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        //---------
        // forward
        // def integrate(                                                                         <L 7>
        // tid = wp.tid()                                                                         <L 15>
        var_0 = builtin_tid1d();
        // v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt                                 <L 17>
        var_1 = wp::address(var_v, var_0);
        var_2 = wp::address(var_f, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::mul(var_4, var_inv_mass);
        var_5 = wp::mul(var_3, var_dt);
        var_7 = wp::load(var_1);
        var_6 = wp::add(var_7, var_5);
        var_8 = wp::mul(var_gravity, var_dt);
        var_9 = wp::add(var_6, var_8);
        // x_new = x[tid] + v_new * dt                                                            <L 18>
        var_10 = wp::address(var_x, var_0);
        var_11 = wp::mul(var_9, var_dt);
        var_13 = wp::load(var_10);
        var_12 = wp::add(var_13, var_11);
        // x_new = x_new - x_new * 2.0                                                            <L 19>
        var_15 = wp::mul(var_12, var_14);
        var_16 = wp::sub(var_12, var_15);
        // v[tid] = v_new                                                                         <L 21>
        // wp::array_store(var_v, var_0, var_9);
        // x[tid] = x_new                                                                         <L 22>
        // wp::array_store(var_x, var_0, var_16);
        //---------
        // reverse
        wp::adj_array_store(var_x, var_0, var_16, adj_x, adj_0, adj_16);
        // adj: x[tid] = x_new                                                                    <L 22>
        wp::adj_array_store(var_v, var_0, var_9, adj_v, adj_0, adj_9);
        // adj: v[tid] = v_new                                                                    <L 21>
        wp::adj_sub(var_12, var_15, adj_12, adj_15, adj_16);
        wp::adj_mul(var_12, var_14, adj_12, adj_14, adj_15);
        // adj: x_new = x_new - x_new * 2.0                                                       <L 19>
        wp::adj_add(var_13, var_11, adj_10, adj_11, adj_12);
        wp::adj_mul(var_9, var_dt, adj_9, adj_dt, adj_11);
        wp::adj_address(var_x, var_0, adj_x, adj_0, adj_10);
        // adj: x_new = x[tid] + v_new * dt                                                       <L 18>
        wp::adj_add(var_6, var_8, adj_6, adj_8, adj_9);
        wp::adj_mul(var_gravity, var_dt, adj_gravity, adj_dt, adj_8);
        wp::adj_add(var_7, var_5, adj_1, adj_5, adj_6);
        wp::adj_mul(var_3, var_dt, adj_3, adj_dt, adj_5);
        wp::adj_mul(var_4, var_inv_mass, adj_2, adj_inv_mass, adj_3);
        wp::adj_address(var_f, var_0, adj_f, adj_0, adj_2);
        wp::adj_address(var_v, var_0, adj_v, adj_0, adj_1);
        // adj: v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt                            <L 17>
        // adj: tid = wp.tid()                                                                    <L 15>
        // adj: def integrate(                                                                    <L 7>
        continue;
    }
}

