// Generated for case matrix-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void matrix_000001_d4ed1050_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0)
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
        wp::mat_t<2, 2, wp::float32>* var_1;
        wp::mat_t<2, 2, wp::float32> var_2;
        wp::mat_t<2, 2, wp::float32> var_3;
        wp::mat_t<4, 4, wp::float32>* var_4;
        wp::mat_t<4, 4, wp::float32> var_5;
        wp::mat_t<4, 4, wp::float32> var_6;
        const wp::int32 var_7 = 3;
        wp::mat_t<3, 3, wp::float32> var_8;
        const wp::float32 var_9 = -0.976;
        wp::mat_t<3, 3, wp::float32> var_10;
        const wp::int32 var_11 = 3;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        const wp::float32 var_14 = -0.521;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::int32 var_16 = 3;
        wp::mat_t<3, 3, wp::float32> var_17;
        const wp::float32 var_18 = 0.22;
        wp::mat_t<3, 3, wp::float32> var_19;
        const wp::float32 var_20 = 1.272;
        const wp::float32 var_21 = -0.0;
        const wp::float32 var_22 = -0.551;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        wp::mat_t<3, 3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        wp::mat_t<3, 3, wp::float32> var_30;
        wp::mat_t<3, 3, wp::float32> var_31;
        const wp::float32 var_32 = 1.15;
        wp::mat_t<3, 3, wp::float32> var_33;
        wp::mat_t<3, 3, wp::float32> var_34;
        //---------
        // forward
        // def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):       <L 5>
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
        // v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))       <L 9>
        var_8 = wp::identity<3, wp::float32>();
        var_10 = wp::mul(var_8, var_9);
        var_12 = wp::identity<3, wp::float32>();
        var_13 = wp::mul(var_10, var_12);
        var_15 = wp::mul(var_13, var_14);
        var_17 = wp::identity<3, wp::float32>();
        var_19 = wp::mul(var_17, var_18);
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::mul(var_19, var_23);
        var_25 = wp::mul(var_15, var_24);
        // v3 = wp.skew(wp.normalize(v2))                                                         <L 10>
        var_26 = wp::normalize(var_25);
        var_27 = wp::skew(var_26);
        // v4 = (wp.outer(v2, v2) + v3)                                                           <L 11>
        var_28 = wp::outer(var_25, var_25);
        var_29 = wp::add(var_28, var_27);
        // out0[tid] = v3 + v4 + wp.skew(v2) * 1.15                                               <L 12>
        var_30 = wp::add(var_27, var_29);
        var_31 = wp::skew(var_25);
        var_33 = wp::mul(var_31, var_32);
        var_34 = wp::add(var_30, var_33);
        wp::array_store(var_out0, var_0, var_34);
    }
}



extern "C" __global__ void matrix_000001_d4ed1050_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_x0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out0)
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
        wp::mat_t<2, 2, wp::float32>* var_1;
        wp::mat_t<2, 2, wp::float32> var_2;
        wp::mat_t<2, 2, wp::float32> var_3;
        wp::mat_t<4, 4, wp::float32>* var_4;
        wp::mat_t<4, 4, wp::float32> var_5;
        wp::mat_t<4, 4, wp::float32> var_6;
        const wp::int32 var_7 = 3;
        wp::mat_t<3, 3, wp::float32> var_8;
        const wp::float32 var_9 = -0.976;
        wp::mat_t<3, 3, wp::float32> var_10;
        const wp::int32 var_11 = 3;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        const wp::float32 var_14 = -0.521;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::int32 var_16 = 3;
        wp::mat_t<3, 3, wp::float32> var_17;
        const wp::float32 var_18 = 0.22;
        wp::mat_t<3, 3, wp::float32> var_19;
        const wp::float32 var_20 = 1.272;
        const wp::float32 var_21 = -0.0;
        const wp::float32 var_22 = -0.551;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        wp::mat_t<3, 3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        wp::mat_t<3, 3, wp::float32> var_30;
        wp::mat_t<3, 3, wp::float32> var_31;
        const wp::float32 var_32 = 1.15;
        wp::mat_t<3, 3, wp::float32> var_33;
        wp::mat_t<3, 3, wp::float32> var_34;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::mat_t<2, 2, wp::float32> adj_1 = {};
        wp::mat_t<2, 2, wp::float32> adj_2 = {};
        wp::mat_t<2, 2, wp::float32> adj_3 = {};
        wp::mat_t<4, 4, wp::float32> adj_4 = {};
        wp::mat_t<4, 4, wp::float32> adj_5 = {};
        wp::mat_t<4, 4, wp::float32> adj_6 = {};
        wp::int32 adj_7 = {};
        wp::mat_t<3, 3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::mat_t<3, 3, wp::float32> adj_10 = {};
        wp::int32 adj_11 = {};
        wp::mat_t<3, 3, wp::float32> adj_12 = {};
        wp::mat_t<3, 3, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::mat_t<3, 3, wp::float32> adj_15 = {};
        wp::int32 adj_16 = {};
        wp::mat_t<3, 3, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::mat_t<3, 3, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::mat_t<3, 3, wp::float32> adj_27 = {};
        wp::mat_t<3, 3, wp::float32> adj_28 = {};
        wp::mat_t<3, 3, wp::float32> adj_29 = {};
        wp::mat_t<3, 3, wp::float32> adj_30 = {};
        wp::mat_t<3, 3, wp::float32> adj_31 = {};
        wp::float32 adj_32 = {};
        wp::mat_t<3, 3, wp::float32> adj_33 = {};
        wp::mat_t<3, 3, wp::float32> adj_34 = {};
        //---------
        // forward
        // def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):       <L 5>
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
        // v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))       <L 9>
        var_8 = wp::identity<3, wp::float32>();
        var_10 = wp::mul(var_8, var_9);
        var_12 = wp::identity<3, wp::float32>();
        var_13 = wp::mul(var_10, var_12);
        var_15 = wp::mul(var_13, var_14);
        var_17 = wp::identity<3, wp::float32>();
        var_19 = wp::mul(var_17, var_18);
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::mul(var_19, var_23);
        var_25 = wp::mul(var_15, var_24);
        // v3 = wp.skew(wp.normalize(v2))                                                         <L 10>
        var_26 = wp::normalize(var_25);
        var_27 = wp::skew(var_26);
        // v4 = (wp.outer(v2, v2) + v3)                                                           <L 11>
        var_28 = wp::outer(var_25, var_25);
        var_29 = wp::add(var_28, var_27);
        // out0[tid] = v3 + v4 + wp.skew(v2) * 1.15                                               <L 12>
        var_30 = wp::add(var_27, var_29);
        var_31 = wp::skew(var_25);
        var_33 = wp::mul(var_31, var_32);
        var_34 = wp::add(var_30, var_33);
        // wp::array_store(var_out0, var_0, var_34);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_34, adj_out0, adj_0, adj_34);
        wp::adj_add(var_30, var_33, adj_30, adj_33, adj_34);
        wp::adj_mul(var_31, var_32, adj_31, adj_32, adj_33);
        wp::adj_skew(var_25, adj_25, adj_31);
        wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
        // adj: out0[tid] = v3 + v4 + wp.skew(v2) * 1.15                                          <L 12>
        wp::adj_add(var_28, var_27, adj_28, adj_27, adj_29);
        wp::adj_outer(var_25, var_25, adj_25, adj_25, adj_28);
        // adj: v4 = (wp.outer(v2, v2) + v3)                                                      <L 11>
        wp::adj_skew(var_26, adj_26, adj_27);
        wp::adj_normalize(var_25, var_26, adj_25, adj_26);
        // adj: v3 = wp.skew(wp.normalize(v2))                                                    <L 10>
        wp::adj_mul(var_15, var_24, adj_15, adj_24, adj_25);
        wp::adj_mul(var_19, var_23, adj_19, adj_23, adj_24);
        wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
        wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
        wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_mul(var_10, var_12, adj_10, adj_12, adj_13);
        wp::adj_mul(var_8, var_9, adj_8, adj_9, adj_10);
        // adj: v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))  <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):  <L 5>
        continue;
    }
}

