// Generated for case launch_nd-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void launch_nd_000001_e8c62ac7_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::int32 var_count)
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
        wp::int32 var_1;
        wp::int32 var_2;
        bool var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.38;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // forward
        // def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):       <L 5>
        // i, j, k = wp.tid()  # this thread's element                                            <L 7>
        builtin_tid3d(var_0, var_1, var_2);
        // if i >= count:                                                                         <L 8>
        var_3 = (var_0 >= var_count);
        if (var_3) {
            // return  # past the end of the arrays                                               <L 9>
            continue;
        }
        // v0 = x0[i, j, k]                                                                       <L 10>
        var_4 = wp::address(var_x0, var_0, var_1, var_2);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = x1[i, j, k]                                                                       <L 11>
        var_7 = wp::address(var_x1, var_0, var_1, var_2);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = x2[i, j, k]                                                                       <L 12>
        var_10 = wp::address(var_x2, var_0, var_1, var_2);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // v3 = v2                                                                                <L 13>
        var_13 = wp::copy(var_11);
        // v4 = wp.trunc(v2)                                                                      <L 14>
        var_14 = wp::trunc(var_11);
        // out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1                                          <L 16>
        var_15 = wp::add(var_11, var_13);
        var_16 = wp::add(var_15, var_14);
        var_18 = wp::add(var_16, var_17);
        var_19 = wp::add(var_18, var_5);
        var_20 = wp::add(var_19, var_8);
        wp::array_store(var_out0, var_0, var_1, var_2, var_20);
    }
}



extern "C" __global__ void launch_nd_000001_e8c62ac7_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::int32 var_count,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::float32> adj_out0,
    wp::int32 adj_count)
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
        wp::int32 var_1;
        wp::int32 var_2;
        bool var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.38;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        bool adj_3 = {};
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
        //---------
        // forward
        // def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):       <L 5>
        // i, j, k = wp.tid()  # this thread's element                                            <L 7>
        builtin_tid3d(var_0, var_1, var_2);
        // if i >= count:                                                                         <L 8>
        var_3 = (var_0 >= var_count);
        if (var_3) {
            // return  # past the end of the arrays                                               <L 9>
            goto label0;
        }
        // v0 = x0[i, j, k]                                                                       <L 10>
        var_4 = wp::address(var_x0, var_0, var_1, var_2);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = x1[i, j, k]                                                                       <L 11>
        var_7 = wp::address(var_x1, var_0, var_1, var_2);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = x2[i, j, k]                                                                       <L 12>
        var_10 = wp::address(var_x2, var_0, var_1, var_2);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // v3 = v2                                                                                <L 13>
        var_13 = wp::copy(var_11);
        // v4 = wp.trunc(v2)                                                                      <L 14>
        var_14 = wp::trunc(var_11);
        // out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1                                          <L 16>
        var_15 = wp::add(var_11, var_13);
        var_16 = wp::add(var_15, var_14);
        var_18 = wp::add(var_16, var_17);
        var_19 = wp::add(var_18, var_5);
        var_20 = wp::add(var_19, var_8);
        // wp::array_store(var_out0, var_0, var_1, var_2, var_20);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_1, var_2, var_20, adj_out0, adj_0, adj_1, adj_2, adj_20);
        wp::adj_add(var_19, var_8, adj_19, adj_8, adj_20);
        wp::adj_add(var_18, var_5, adj_18, adj_5, adj_19);
        wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_add(var_15, var_14, adj_15, adj_14, adj_16);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_15);
        // adj: out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1                                     <L 16>
        // adj: v4 = wp.trunc(v2)                                                                 <L 14>
        wp::adj_copy(var_11, adj_11, adj_13);
        // adj: v3 = v2                                                                           <L 13>
        wp::adj_copy(var_12, adj_10, adj_11);
        wp::adj_address(var_x2, var_0, var_1, var_2, adj_x2, adj_0, adj_1, adj_2, adj_10);
        // adj: v2 = x2[i, j, k]                                                                  <L 12>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x1, var_0, var_1, var_2, adj_x1, adj_0, adj_1, adj_2, adj_7);
        // adj: v1 = x1[i, j, k]                                                                  <L 11>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_4);
        // adj: v0 = x0[i, j, k]                                                                  <L 10>
        if (var_3) {
            label0:;
            // adj: return  # past the end of the arrays                                          <L 9>
        }
        // adj: if i >= count:                                                                    <L 8>
        // adj: i, j, k = wp.tid()  # this thread's element                                       <L 7>
        // adj: def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):  <L 5>
        continue;
    }
}

