// Generated for case mutant-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void integrate_particles_d5b40e56_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x,
    wp::array_t<wp::vec_t<3, wp::float32>> var_v,
    wp::array_t<wp::vec_t<3, wp::float32>> var_f,
    wp::array_t<wp::float32> var_w,
    wp::float32 var_dt)
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
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        const wp::float32 var_10 = 1.5;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::float32 var_16 = 0.0;
        bool var_17;
        const wp::float32 var_18 = 0.0;
        const wp::float32 var_19 = 0.0;
        const wp::float32 var_20 = 9.81;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.0;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        //---------
        // forward
        // def integrate_particles(                                                               <L 7>
        // tid = wp.tid()                                                                         <L 14>
        var_0 = builtin_tid1d();
        // x0 = x[tid]                                                                            <L 16>
        var_1 = wp::address(var_x, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v0 = v[tid]                                                                            <L 17>
        var_4 = wp::address(var_v, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // f0 = f[tid]                                                                            <L 18>
        var_7 = wp::address(var_f, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // f0 = f0 * 1.5                                                                          <L 19>
        var_11 = wp::mul(var_8, var_10);
        // inv_mass = w[tid]                                                                      <L 20>
        var_12 = wp::address(var_w, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // g = wp.vec3()                                                                          <L 22>
        var_15 = wp::vec_t<3, wp::float32>();
        // if inv_mass < 0.0:                                                                     <L 25>
        var_17 = (var_13 < var_16);
        if (var_17) {
            // g = wp.vec3(0.0, 0.0 - 9.81, 0.0)                                                  <L 26>
            var_21 = wp::sub(var_19, var_20);
            var_23 = wp::vec_t<3, wp::float32>(var_18, var_21, var_22);
        }
        var_24 = wp::where(var_17, var_23, var_15);
        // v1 = v0 + (f0 * inv_mass + g) * dt                                                     <L 29>
        var_25 = wp::mul(var_11, var_13);
        var_26 = wp::add(var_25, var_24);
        var_27 = wp::mul(var_26, var_dt);
        var_28 = wp::add(var_5, var_27);
        // x1 = x0 + v1 * dt                                                                      <L 30>
        var_29 = wp::mul(var_28, var_dt);
        var_30 = wp::add(var_2, var_29);
        // x[tid] = x1                                                                            <L 32>
        wp::array_store(var_x, var_0, var_30);
        // v[tid] = v1                                                                            <L 33>
        wp::array_store(var_v, var_0, var_28);
        // f[tid] = wp.vec3()                                                                     <L 36>
        var_31 = wp::vec_t<3, wp::float32>();
        wp::array_store(var_f, var_0, var_31);
    }
}



extern "C" __global__ void integrate_particles_d5b40e56_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x,
    wp::array_t<wp::vec_t<3, wp::float32>> var_v,
    wp::array_t<wp::vec_t<3, wp::float32>> var_f,
    wp::array_t<wp::float32> var_w,
    wp::float32 var_dt,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_v,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_f,
    wp::array_t<wp::float32> adj_w,
    wp::float32 adj_dt)
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
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        const wp::float32 var_10 = 1.5;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::float32 var_16 = 0.0;
        bool var_17;
        const wp::float32 var_18 = 0.0;
        const wp::float32 var_19 = 0.0;
        const wp::float32 var_20 = 9.81;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.0;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
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
        wp::float32 adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        bool adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::vec_t<3, wp::float32> adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        //---------
        // forward
        // def integrate_particles(                                                               <L 7>
        // tid = wp.tid()                                                                         <L 14>
        var_0 = builtin_tid1d();
        // x0 = x[tid]                                                                            <L 16>
        var_1 = wp::address(var_x, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v0 = v[tid]                                                                            <L 17>
        var_4 = wp::address(var_v, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // f0 = f[tid]                                                                            <L 18>
        var_7 = wp::address(var_f, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // f0 = f0 * 1.5                                                                          <L 19>
        var_11 = wp::mul(var_8, var_10);
        // inv_mass = w[tid]                                                                      <L 20>
        var_12 = wp::address(var_w, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // g = wp.vec3()                                                                          <L 22>
        var_15 = wp::vec_t<3, wp::float32>();
        // if inv_mass < 0.0:                                                                     <L 25>
        var_17 = (var_13 < var_16);
        if (var_17) {
            // g = wp.vec3(0.0, 0.0 - 9.81, 0.0)                                                  <L 26>
            var_21 = wp::sub(var_19, var_20);
            var_23 = wp::vec_t<3, wp::float32>(var_18, var_21, var_22);
        }
        var_24 = wp::where(var_17, var_23, var_15);
        // v1 = v0 + (f0 * inv_mass + g) * dt                                                     <L 29>
        var_25 = wp::mul(var_11, var_13);
        var_26 = wp::add(var_25, var_24);
        var_27 = wp::mul(var_26, var_dt);
        var_28 = wp::add(var_5, var_27);
        // x1 = x0 + v1 * dt                                                                      <L 30>
        var_29 = wp::mul(var_28, var_dt);
        var_30 = wp::add(var_2, var_29);
        // x[tid] = x1                                                                            <L 32>
        // wp::array_store(var_x, var_0, var_30);
        // v[tid] = v1                                                                            <L 33>
        // wp::array_store(var_v, var_0, var_28);
        // f[tid] = wp.vec3()                                                                     <L 36>
        var_31 = wp::vec_t<3, wp::float32>();
        // wp::array_store(var_f, var_0, var_31);
        //---------
        // reverse
        wp::adj_array_store(var_f, var_0, var_31, adj_f, adj_0, adj_31);
        // adj: f[tid] = wp.vec3()                                                                <L 36>
        wp::adj_array_store(var_v, var_0, var_28, adj_v, adj_0, adj_28);
        // adj: v[tid] = v1                                                                       <L 33>
        wp::adj_array_store(var_x, var_0, var_30, adj_x, adj_0, adj_30);
        // adj: x[tid] = x1                                                                       <L 32>
        wp::adj_add(var_2, var_29, adj_2, adj_29, adj_30);
        wp::adj_mul(var_28, var_dt, adj_28, adj_dt, adj_29);
        // adj: x1 = x0 + v1 * dt                                                                 <L 30>
        wp::adj_add(var_5, var_27, adj_5, adj_27, adj_28);
        wp::adj_mul(var_26, var_dt, adj_26, adj_dt, adj_27);
        wp::adj_add(var_25, var_24, adj_25, adj_24, adj_26);
        wp::adj_mul(var_11, var_13, adj_11, adj_13, adj_25);
        // adj: v1 = v0 + (f0 * inv_mass + g) * dt                                                <L 29>
        wp::adj_where(var_17, var_23, var_15, adj_17, adj_23, adj_15, adj_24);
        if (var_17) {
            wp::adj_vec_t(var_18, var_21, var_22, adj_18, adj_21, adj_22, adj_23);
            wp::adj_sub(var_19, var_20, adj_19, adj_20, adj_21);
            // adj: g = wp.vec3(0.0, 0.0 - 9.81, 0.0)                                             <L 26>
        }
        // adj: if inv_mass < 0.0:                                                                <L 25>
        // adj: g = wp.vec3()                                                                     <L 22>
        wp::adj_copy(var_14, adj_12, adj_13);
        wp::adj_address(var_w, var_0, adj_w, adj_0, adj_12);
        // adj: inv_mass = w[tid]                                                                 <L 20>
        wp::adj_mul(var_8, var_10, adj_8, adj_10, adj_11);
        // adj: f0 = f0 * 1.5                                                                     <L 19>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_f, var_0, adj_f, adj_0, adj_7);
        // adj: f0 = f[tid]                                                                       <L 18>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_v, var_0, adj_v, adj_0, adj_4);
        // adj: v0 = v[tid]                                                                       <L 17>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x, var_0, adj_x, adj_0, adj_1);
        // adj: x0 = x[tid]                                                                       <L 16>
        // adj: tid = wp.tid()                                                                    <L 14>
        // adj: def integrate_particles(                                                          <L 7>
        continue;
    }
}

