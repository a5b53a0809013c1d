// Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void scalar_param_000000_8ca787fd_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::vec_t<3, wp::float32> var_s0,
    wp::vec_t<3, wp::float32> var_s1,
    wp::vec_t<3, wp::float32> var_s2,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 2;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::float32 var_25;
        const wp::float32 var_26 = 0.27;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 0.54;
        wp::float32 var_32;
        wp::float32 var_33;
        //---------
        // forward
        // def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = wp.length(v1)                                                                     <L 10>
        var_10 = wp::length(var_5);
        // v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))                                        <L 11>
        var_12 = wp::add(var_0, var_11);
        var_13 = &(var_x0.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        var_18 = wp::address(var_x0, var_17);
        var_20 = wp::load(var_18);
        var_19 = wp::add(var_2, var_20);
        var_21 = wp::sin(var_19);
        // out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27                                       <L 12>
        var_22 = wp::add(var_8, var_10);
        var_23 = wp::add(var_22, var_21);
        var_24 = wp::neg(var_s0);
        var_25 = wp::length(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_23, var_27);
        wp::array_store(var_out0, var_0, var_28);
        // out1[tid] = v2 + v3 + v4 + v3 * 0.54                                                   <L 13>
        var_29 = wp::add(var_8, var_10);
        var_30 = wp::add(var_29, var_21);
        var_32 = wp::mul(var_10, var_31);
        var_33 = wp::add(var_30, var_32);
        wp::array_store(var_out1, var_0, var_33);
    }
}



extern "C" __global__ void scalar_param_000000_8ca787fd_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::vec_t<3, wp::float32> var_s0,
    wp::vec_t<3, wp::float32> var_s1,
    wp::vec_t<3, wp::float32> var_s2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::vec_t<3, wp::float32> adj_s0,
    wp::vec_t<3, wp::float32> adj_s1,
    wp::vec_t<3, wp::float32> adj_s2,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 2;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::float32 var_25;
        const wp::float32 var_26 = 0.27;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 0.54;
        wp::float32 var_32;
        wp::float32 var_33;
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
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::shape_t adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::shape_t adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        //---------
        // forward
        // def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = wp.length(v1)                                                                     <L 10>
        var_10 = wp::length(var_5);
        // v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))                                        <L 11>
        var_12 = wp::add(var_0, var_11);
        var_13 = &(var_x0.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        var_18 = wp::address(var_x0, var_17);
        var_20 = wp::load(var_18);
        var_19 = wp::add(var_2, var_20);
        var_21 = wp::sin(var_19);
        // out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27                                       <L 12>
        var_22 = wp::add(var_8, var_10);
        var_23 = wp::add(var_22, var_21);
        var_24 = wp::neg(var_s0);
        var_25 = wp::length(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_23, var_27);
        // wp::array_store(var_out0, var_0, var_28);
        // out1[tid] = v2 + v3 + v4 + v3 * 0.54                                                   <L 13>
        var_29 = wp::add(var_8, var_10);
        var_30 = wp::add(var_29, var_21);
        var_32 = wp::mul(var_10, var_31);
        var_33 = wp::add(var_30, var_32);
        // wp::array_store(var_out1, var_0, var_33);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_33, adj_out1, adj_0, adj_33);
        wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
        wp::adj_mul(var_10, var_31, adj_10, adj_31, adj_32);
        wp::adj_add(var_29, var_21, adj_29, adj_21, adj_30);
        wp::adj_add(var_8, var_10, adj_8, adj_10, adj_29);
        // adj: out1[tid] = v2 + v3 + v4 + v3 * 0.54                                              <L 13>
        wp::adj_array_store(var_out0, var_0, var_28, adj_out0, adj_0, adj_28);
        wp::adj_add(var_23, var_27, adj_23, adj_27, adj_28);
        wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_length(var_24, var_25, adj_24, adj_25);
        wp::adj_neg(var_s0, adj_s0, adj_24);
        wp::adj_add(var_22, var_21, adj_22, adj_21, adj_23);
        wp::adj_add(var_8, var_10, adj_8, adj_10, adj_22);
        // adj: out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27                                  <L 12>
        wp::adj_sin(var_19, adj_19, adj_21);
        wp::adj_add(var_2, var_20, adj_2, adj_18, adj_19);
        wp::adj_address(var_x0, var_17, adj_x0, adj_17, adj_18);
        wp::adj_mod(var_12, var_15, adj_12, adj_15, adj_17);
        adj_x0.shape = adj_13;
        wp::adj_add(var_0, var_11, adj_0, adj_11, adj_12);
        // adj: v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))                                   <L 11>
        wp::adj_length(var_5, var_10, adj_5, adj_10);
        // adj: v3 = wp.length(v1)                                                                <L 10>
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
        // adj: def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

