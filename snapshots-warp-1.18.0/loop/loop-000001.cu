// Generated for case loop-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void loop_000001_29aa7d14_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 0.75;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 0;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::int32 var_15 = 1;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 2;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // forward
        // def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 7>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 8>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 9>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.dot(v1, v1)                                                                    <L 10>
        var_7 = wp::dot(var_5, var_5);
        // out0[tid] = v0 + v2 + v2 * 0.75 + v1[0] + v1[1] + v1[2]                                <L 12>
        var_8 = wp::add(var_2, var_7);
        var_10 = wp::mul(var_7, var_9);
        var_11 = wp::add(var_8, var_10);
        var_13 = wp::extract(var_5, var_12);
        var_14 = wp::add(var_11, var_13);
        var_16 = wp::extract(var_5, var_15);
        var_17 = wp::add(var_14, var_16);
        var_19 = wp::extract(var_5, var_18);
        var_20 = wp::add(var_17, var_19);
        wp::array_store(var_out0, var_0, var_20);
    }
}



extern "C" __global__ void loop_000001_29aa7d14_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_out0)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 0.75;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 0;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::int32 var_15 = 1;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 2;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        //---------
        // forward
        // def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 7>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 8>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 9>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.dot(v1, v1)                                                                    <L 10>
        var_7 = wp::dot(var_5, var_5);
        // out0[tid] = v0 + v2 + v2 * 0.75 + v1[0] + v1[1] + v1[2]                                <L 12>
        var_8 = wp::add(var_2, var_7);
        var_10 = wp::mul(var_7, var_9);
        var_11 = wp::add(var_8, var_10);
        var_13 = wp::extract(var_5, var_12);
        var_14 = wp::add(var_11, var_13);
        var_16 = wp::extract(var_5, var_15);
        var_17 = wp::add(var_14, var_16);
        var_19 = wp::extract(var_5, var_18);
        var_20 = wp::add(var_17, var_19);
        // wp::array_store(var_out0, var_0, var_20);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_20, adj_out0, adj_0, adj_20);
        wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
        wp::adj_extract(var_5, var_18, adj_5, adj_18, adj_19);
        wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
        wp::adj_extract(var_5, var_15, adj_5, adj_15, adj_16);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_extract(var_5, var_12, adj_5, adj_12, adj_13);
        wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
        wp::adj_mul(var_7, var_9, adj_7, adj_9, adj_10);
        wp::adj_add(var_2, var_7, adj_2, adj_7, adj_8);
        // adj: out0[tid] = v0 + v2 + v2 * 0.75 + v1[0] + v1[1] + v1[2]                           <L 12>
        wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_7);
        // adj: v2 = wp.dot(v1, v1)                                                               <L 10>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 8>
        // adj: tid = wp.tid()  # this thread's element                                           <L 7>
        // adj: def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

