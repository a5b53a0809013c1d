// Generated for case quaternion-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void quaternion_000000_a5eb3088_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_x0,
    wp::array_t<wp::quat_t<wp::float32>> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0)
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
        wp::quat_t<wp::float32>* var_1;
        wp::quat_t<wp::float32> var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32>* var_4;
        wp::quat_t<wp::float32> var_5;
        wp::quat_t<wp::float32> var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::quat_t<wp::float32> var_10;
        wp::quat_t<wp::float32> var_11;
        const wp::float32 var_12 = 0.5;
        wp::quat_t<wp::float32> var_13;
        wp::quat_t<wp::float32> var_14;
        wp::quat_t<wp::float32> var_15;
        const wp::float32 var_16 = 1.3;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        //---------
        // forward
        // def quaternion_000000(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.quat), x2: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = v0                                                                                <L 10>
        var_10 = wp::copy(var_2);
        // v1 = wp.normalize(v1 + wp.quat_inverse(v1) * 0.5)                                      <L 11>
        var_11 = wp::quat_inverse(var_5);
        var_13 = wp::mul(var_11, var_12);
        var_14 = wp::add(var_5, var_13);
        var_15 = wp::normalize(var_14);
        // out0[tid] = v2 + v2 * 1.3                                                              <L 12>
        var_17 = wp::mul(var_8, var_16);
        var_18 = wp::add(var_8, var_17);
        wp::array_store(var_out0, var_0, var_18);
    }
}



extern "C" __global__ void quaternion_000000_a5eb3088_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_x0,
    wp::array_t<wp::quat_t<wp::float32>> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> adj_x0,
    wp::array_t<wp::quat_t<wp::float32>> adj_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0)
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
        wp::quat_t<wp::float32>* var_1;
        wp::quat_t<wp::float32> var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32>* var_4;
        wp::quat_t<wp::float32> var_5;
        wp::quat_t<wp::float32> var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::quat_t<wp::float32> var_10;
        wp::quat_t<wp::float32> var_11;
        const wp::float32 var_12 = 0.5;
        wp::quat_t<wp::float32> var_13;
        wp::quat_t<wp::float32> var_14;
        wp::quat_t<wp::float32> var_15;
        const wp::float32 var_16 = 1.3;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::quat_t<wp::float32> adj_1 = {};
        wp::quat_t<wp::float32> adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::quat_t<wp::float32> adj_4 = {};
        wp::quat_t<wp::float32> adj_5 = {};
        wp::quat_t<wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::quat_t<wp::float32> adj_10 = {};
        wp::quat_t<wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::quat_t<wp::float32> adj_13 = {};
        wp::quat_t<wp::float32> adj_14 = {};
        wp::quat_t<wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        //---------
        // forward
        // def quaternion_000000(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.quat), x2: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = v0                                                                                <L 10>
        var_10 = wp::copy(var_2);
        // v1 = wp.normalize(v1 + wp.quat_inverse(v1) * 0.5)                                      <L 11>
        var_11 = wp::quat_inverse(var_5);
        var_13 = wp::mul(var_11, var_12);
        var_14 = wp::add(var_5, var_13);
        var_15 = wp::normalize(var_14);
        // out0[tid] = v2 + v2 * 1.3                                                              <L 12>
        var_17 = wp::mul(var_8, var_16);
        var_18 = wp::add(var_8, var_17);
        // wp::array_store(var_out0, var_0, var_18);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_18, adj_out0, adj_0, adj_18);
        wp::adj_add(var_8, var_17, adj_8, adj_17, adj_18);
        wp::adj_mul(var_8, var_16, adj_8, adj_16, adj_17);
        // adj: out0[tid] = v2 + v2 * 1.3                                                         <L 12>
        wp::adj_normalize(var_14, adj_14, adj_15);
        wp::adj_add(var_5, var_13, adj_5, adj_13, adj_14);
        wp::adj_mul(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_quat_inverse(var_5, adj_5, adj_11);
        // adj: v1 = wp.normalize(v1 + wp.quat_inverse(v1) * 0.5)                                 <L 11>
        wp::adj_copy(var_2, adj_2, adj_10);
        // adj: v3 = v0                                                                           <L 10>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v2 = x2[tid]                                                                      <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def quaternion_000000(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.quat), x2: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

