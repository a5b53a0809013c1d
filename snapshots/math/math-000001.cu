// Generated for case math-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void math_000001_a24dae20_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
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
        const wp::float32 var_4 = 1.3;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.89;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.0;
        bool var_17;
        const wp::float32 var_18 = -0.5;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = -2.0;
        const wp::float32 var_25 = 2.0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.97;
        wp::float32 var_29;
        wp::float32 var_30;
        //---------
        // forward
        // def math_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = float(1.3)                                                                        <L 8>
        var_5 = wp::float(var_4);
        // v2 = v0                                                                                <L 9>
        var_6 = wp::copy(var_2);
        // out0[tid] = v0 + v1 + v2 + abs(v0) * 0.89                                              <L 10>
        var_7 = wp::add(var_2, var_5);
        var_8 = wp::add(var_7, var_6);
        var_9 = wp::abs(var_2);
        var_11 = wp::mul(var_9, var_10);
        var_12 = wp::add(var_8, var_11);
        wp::array_store(var_out0, var_0, var_12);
        // out1[tid] = v0 + v1 + v2 + wp.pow(wp.abs(wp.where(wp.nonzero(v1) > 0.0, v0, -0.5)) + 1.0, wp.clamp(wp.round(v2), -2.0, 2.0)) * 1.97       <L 11>
        var_13 = wp::add(var_2, var_5);
        var_14 = wp::add(var_13, var_6);
        var_15 = wp::nonzero(var_5);
        var_17 = (var_15 > var_16);
        var_19 = wp::where(var_17, var_2, var_18);
        var_20 = wp::abs(var_19);
        var_22 = wp::add(var_20, var_21);
        var_23 = wp::round(var_6);
        var_26 = wp::clamp(var_23, var_24, var_25);
        var_27 = wp::pow(var_22, var_26);
        var_29 = wp::mul(var_27, var_28);
        var_30 = wp::add(var_14, var_29);
        wp::array_store(var_out1, var_0, var_30);
    }
}



extern "C" __global__ void math_000001_a24dae20_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
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
        const wp::float32 var_4 = 1.3;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.89;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.0;
        bool var_17;
        const wp::float32 var_18 = -0.5;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = -2.0;
        const wp::float32 var_25 = 2.0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.97;
        wp::float32 var_29;
        wp::float32 var_30;
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
        bool adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        //---------
        // forward
        // def math_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = float(1.3)                                                                        <L 8>
        var_5 = wp::float(var_4);
        // v2 = v0                                                                                <L 9>
        var_6 = wp::copy(var_2);
        // out0[tid] = v0 + v1 + v2 + abs(v0) * 0.89                                              <L 10>
        var_7 = wp::add(var_2, var_5);
        var_8 = wp::add(var_7, var_6);
        var_9 = wp::abs(var_2);
        var_11 = wp::mul(var_9, var_10);
        var_12 = wp::add(var_8, var_11);
        // wp::array_store(var_out0, var_0, var_12);
        // out1[tid] = v0 + v1 + v2 + wp.pow(wp.abs(wp.where(wp.nonzero(v1) > 0.0, v0, -0.5)) + 1.0, wp.clamp(wp.round(v2), -2.0, 2.0)) * 1.97       <L 11>
        var_13 = wp::add(var_2, var_5);
        var_14 = wp::add(var_13, var_6);
        var_15 = wp::nonzero(var_5);
        var_17 = (var_15 > var_16);
        var_19 = wp::where(var_17, var_2, var_18);
        var_20 = wp::abs(var_19);
        var_22 = wp::add(var_20, var_21);
        var_23 = wp::round(var_6);
        var_26 = wp::clamp(var_23, var_24, var_25);
        var_27 = wp::pow(var_22, var_26);
        var_29 = wp::mul(var_27, var_28);
        var_30 = wp::add(var_14, var_29);
        // wp::array_store(var_out1, var_0, var_30);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_30, adj_out1, adj_0, adj_30);
        wp::adj_add(var_14, var_29, adj_14, adj_29, adj_30);
        wp::adj_mul(var_27, var_28, adj_27, adj_28, adj_29);
        wp::adj_pow(var_22, var_26, var_27, adj_22, adj_26, adj_27);
        wp::adj_clamp(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
        wp::adj_add(var_20, var_21, adj_20, adj_21, adj_22);
        wp::adj_abs(var_19, adj_19, adj_20);
        wp::adj_where(var_17, var_2, var_18, adj_17, adj_2, adj_18, adj_19);
        wp::adj_add(var_13, var_6, adj_13, adj_6, adj_14);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_13);
        // adj: out1[tid] = v0 + v1 + v2 + wp.pow(wp.abs(wp.where(wp.nonzero(v1) > 0.0, v0, -0.5)) + 1.0, wp.clamp(wp.round(v2), -2.0, 2.0)) * 1.97  <L 11>
        wp::adj_array_store(var_out0, var_0, var_12, adj_out0, adj_0, adj_12);
        wp::adj_add(var_8, var_11, adj_8, adj_11, adj_12);
        wp::adj_mul(var_9, var_10, adj_9, adj_10, adj_11);
        wp::adj_abs(var_2, adj_2, adj_9);
        wp::adj_add(var_7, var_6, adj_7, adj_6, adj_8);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_7);
        // adj: out0[tid] = v0 + v1 + v2 + abs(v0) * 0.89                                         <L 10>
        wp::adj_copy(var_2, adj_2, adj_6);
        // adj: v2 = v0                                                                           <L 9>
        wp::adj_float(var_4, adj_4, adj_5);
        // adj: v1 = float(1.3)                                                                   <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def math_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

