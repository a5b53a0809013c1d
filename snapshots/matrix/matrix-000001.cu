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



extern "C" __global__ void matrix_000001_39e9a32a_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
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
        wp::mat_t<3, 3, wp::float32>* var_1;
        wp::mat_t<3, 3, wp::float32> var_2;
        wp::mat_t<3, 3, wp::float32> var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = 1.152;
        const wp::float32 var_6 = -0.42;
        const wp::float32 var_7 = 1.48;
        const wp::float32 var_8 = -0.74;
        const wp::float32 var_9 = -0.8;
        wp::vec_t<4, wp::float32> var_10;
        wp::mat_t<4, 4, wp::float32> var_11;
        wp::mat_t<4, 4, wp::float32> var_12;
        wp::mat_t<4, 4, wp::float32> var_13;
        const wp::int32 var_14 = 2;
        wp::mat_t<2, 2, wp::float32> var_15;
        const wp::float32 var_16 = 0.23;
        const wp::float32 var_17 = -1.88;
        wp::float32 var_18;
        wp::mat_t<2, 2, wp::float32> var_19;
        const wp::int32 var_20 = 4;
        wp::int32 var_21;
        wp::shape_t* var_22;
        const wp::int32 var_23 = 0;
        wp::int32 var_24;
        wp::shape_t var_25;
        wp::int32 var_26;
        wp::mat_t<3, 3, wp::float32>* var_27;
        wp::mat_t<3, 3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = 0.1;
        const wp::float32 var_31 = 1.9;
        const wp::float32 var_32 = -0.2;
        const wp::float32 var_33 = 0.3;
        wp::vec_t<4, wp::float32> var_34;
        wp::mat_t<4, 4, wp::float32> var_35;
        const wp::float32 var_36 = 0.309;
        const wp::float32 var_37 = -1.442;
        const wp::float32 var_38 = -0.02;
        wp::vec_t<3, wp::float32> var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        const wp::float32 var_41 = 0.67;
        const wp::float32 var_42 = -1.276;
        const wp::float32 var_43 = 0.86;
        wp::vec_t<3, wp::float32> var_44;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::mat_t<3, 3, wp::float32> var_46;
        const wp::float32 var_47 = -1.2;
        const wp::float32 var_48 = -1.073;
        wp::float32 var_49;
        const wp::int32 var_50 = 0;
        const wp::int32 var_51 = 0;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        //---------
        // forward
        // def matrix_000001(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=float)):          <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = (wp.ddot(v0, v0) * (1.152 * wp.diag(wp.vec4(-0.42, 1.48, -0.74, -0.8))))          <L 8>
        var_4 = wp::ddot(var_2, var_2);
        var_10 = wp::vec_t<4, wp::float32>(var_6, var_7, var_8, var_9);
        var_11 = wp::diag(var_10);
        var_12 = wp::mul(var_5, var_11);
        var_13 = wp::mul(var_4, var_12);
        // v2 = (wp.identity(n=2, dtype=float) * (0.23 - -1.88))                                  <L 9>
        var_15 = wp::identity<2, wp::float32>();
        var_18 = wp::sub(var_16, var_17);
        var_19 = wp::mul(var_15, var_18);
        // v3 = x0[(tid + 4) % x0.shape[0]]                                                       <L 10>
        var_21 = wp::add(var_0, var_20);
        var_22 = &(var_x0.shape);
        var_25 = wp::load(var_22);
        var_24 = wp::extract(var_25, var_23);
        var_26 = wp::mod(var_21, var_24);
        var_27 = wp::address(var_x0, var_26);
        var_29 = wp::load(var_27);
        var_28 = wp::copy(var_29);
        // v4 = wp.diag(wp.vec4(0.1, 1.9, -0.2, 0.3))                                             <L 11>
        var_34 = wp::vec_t<4, wp::float32>(var_30, var_31, var_32, var_33);
        var_35 = wp::diag(var_34);
        // v5 = (wp.skew(wp.vec3(0.309, -1.442, -0.02)) - wp.skew(wp.vec3(0.67, -1.276, 0.86)))       <L 12>
        var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
        var_40 = wp::skew(var_39);
        var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
        var_45 = wp::skew(var_44);
        var_46 = wp::sub(var_40, var_45);
        // out0[tid] = (-1.2 + -1.073) + wp.sin(v0[0, 0])                                         <L 13>
        var_49 = wp::add(var_47, var_48);
        var_52 = wp::extract(var_2, var_50, var_51);
        var_53 = wp::sin(var_52);
        var_54 = wp::add(var_49, var_53);
        wp::array_store(var_out0, var_0, var_54);
    }
}



extern "C" __global__ void matrix_000001_39e9a32a_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x0,
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
        wp::mat_t<3, 3, wp::float32>* var_1;
        wp::mat_t<3, 3, wp::float32> var_2;
        wp::mat_t<3, 3, wp::float32> var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = 1.152;
        const wp::float32 var_6 = -0.42;
        const wp::float32 var_7 = 1.48;
        const wp::float32 var_8 = -0.74;
        const wp::float32 var_9 = -0.8;
        wp::vec_t<4, wp::float32> var_10;
        wp::mat_t<4, 4, wp::float32> var_11;
        wp::mat_t<4, 4, wp::float32> var_12;
        wp::mat_t<4, 4, wp::float32> var_13;
        const wp::int32 var_14 = 2;
        wp::mat_t<2, 2, wp::float32> var_15;
        const wp::float32 var_16 = 0.23;
        const wp::float32 var_17 = -1.88;
        wp::float32 var_18;
        wp::mat_t<2, 2, wp::float32> var_19;
        const wp::int32 var_20 = 4;
        wp::int32 var_21;
        wp::shape_t* var_22;
        const wp::int32 var_23 = 0;
        wp::int32 var_24;
        wp::shape_t var_25;
        wp::int32 var_26;
        wp::mat_t<3, 3, wp::float32>* var_27;
        wp::mat_t<3, 3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = 0.1;
        const wp::float32 var_31 = 1.9;
        const wp::float32 var_32 = -0.2;
        const wp::float32 var_33 = 0.3;
        wp::vec_t<4, wp::float32> var_34;
        wp::mat_t<4, 4, wp::float32> var_35;
        const wp::float32 var_36 = 0.309;
        const wp::float32 var_37 = -1.442;
        const wp::float32 var_38 = -0.02;
        wp::vec_t<3, wp::float32> var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        const wp::float32 var_41 = 0.67;
        const wp::float32 var_42 = -1.276;
        const wp::float32 var_43 = 0.86;
        wp::vec_t<3, wp::float32> var_44;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::mat_t<3, 3, wp::float32> var_46;
        const wp::float32 var_47 = -1.2;
        const wp::float32 var_48 = -1.073;
        wp::float32 var_49;
        const wp::int32 var_50 = 0;
        const wp::int32 var_51 = 0;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::mat_t<3, 3, wp::float32> adj_1 = {};
        wp::mat_t<3, 3, wp::float32> adj_2 = {};
        wp::mat_t<3, 3, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<4, wp::float32> adj_10 = {};
        wp::mat_t<4, 4, wp::float32> adj_11 = {};
        wp::mat_t<4, 4, wp::float32> adj_12 = {};
        wp::mat_t<4, 4, wp::float32> adj_13 = {};
        wp::int32 adj_14 = {};
        wp::mat_t<2, 2, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::mat_t<2, 2, wp::float32> adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::shape_t adj_22 = {};
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        wp::shape_t adj_25 = {};
        wp::int32 adj_26 = {};
        wp::mat_t<3, 3, wp::float32> adj_27 = {};
        wp::mat_t<3, 3, wp::float32> adj_28 = {};
        wp::mat_t<3, 3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<4, wp::float32> adj_34 = {};
        wp::mat_t<4, 4, wp::float32> adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::mat_t<3, 3, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::mat_t<3, 3, wp::float32> adj_45 = {};
        wp::mat_t<3, 3, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        //---------
        // forward
        // def matrix_000001(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=float)):          <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = (wp.ddot(v0, v0) * (1.152 * wp.diag(wp.vec4(-0.42, 1.48, -0.74, -0.8))))          <L 8>
        var_4 = wp::ddot(var_2, var_2);
        var_10 = wp::vec_t<4, wp::float32>(var_6, var_7, var_8, var_9);
        var_11 = wp::diag(var_10);
        var_12 = wp::mul(var_5, var_11);
        var_13 = wp::mul(var_4, var_12);
        // v2 = (wp.identity(n=2, dtype=float) * (0.23 - -1.88))                                  <L 9>
        var_15 = wp::identity<2, wp::float32>();
        var_18 = wp::sub(var_16, var_17);
        var_19 = wp::mul(var_15, var_18);
        // v3 = x0[(tid + 4) % x0.shape[0]]                                                       <L 10>
        var_21 = wp::add(var_0, var_20);
        var_22 = &(var_x0.shape);
        var_25 = wp::load(var_22);
        var_24 = wp::extract(var_25, var_23);
        var_26 = wp::mod(var_21, var_24);
        var_27 = wp::address(var_x0, var_26);
        var_29 = wp::load(var_27);
        var_28 = wp::copy(var_29);
        // v4 = wp.diag(wp.vec4(0.1, 1.9, -0.2, 0.3))                                             <L 11>
        var_34 = wp::vec_t<4, wp::float32>(var_30, var_31, var_32, var_33);
        var_35 = wp::diag(var_34);
        // v5 = (wp.skew(wp.vec3(0.309, -1.442, -0.02)) - wp.skew(wp.vec3(0.67, -1.276, 0.86)))       <L 12>
        var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
        var_40 = wp::skew(var_39);
        var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
        var_45 = wp::skew(var_44);
        var_46 = wp::sub(var_40, var_45);
        // out0[tid] = (-1.2 + -1.073) + wp.sin(v0[0, 0])                                         <L 13>
        var_49 = wp::add(var_47, var_48);
        var_52 = wp::extract(var_2, var_50, var_51);
        var_53 = wp::sin(var_52);
        var_54 = wp::add(var_49, var_53);
        // wp::array_store(var_out0, var_0, var_54);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_54, adj_out0, adj_0, adj_54);
        wp::adj_add(var_49, var_53, adj_49, adj_53, adj_54);
        wp::adj_sin(var_52, adj_52, adj_53);
        wp::adj_extract(var_2, var_50, var_51, adj_2, adj_50, adj_51, adj_52);
        wp::adj_add(var_47, var_48, adj_47, adj_48, adj_49);
        // adj: out0[tid] = (-1.2 + -1.073) + wp.sin(v0[0, 0])                                    <L 13>
        wp::adj_sub(var_40, var_45, adj_40, adj_45, adj_46);
        wp::adj_skew(var_44, adj_44, adj_45);
        wp::adj_vec_t(var_41, var_42, var_43, adj_41, adj_42, adj_43, adj_44);
        wp::adj_skew(var_39, adj_39, adj_40);
        wp::adj_vec_t(var_36, var_37, var_38, adj_36, adj_37, adj_38, adj_39);
        // adj: v5 = (wp.skew(wp.vec3(0.309, -1.442, -0.02)) - wp.skew(wp.vec3(0.67, -1.276, 0.86)))  <L 12>
        wp::adj_diag(var_34, adj_34, adj_35);
        wp::adj_vec_t(var_30, var_31, var_32, var_33, adj_30, adj_31, adj_32, adj_33, adj_34);
        // adj: v4 = wp.diag(wp.vec4(0.1, 1.9, -0.2, 0.3))                                        <L 11>
        wp::adj_copy(var_29, adj_27, adj_28);
        wp::adj_address(var_x0, var_26, adj_x0, adj_26, adj_27);
        wp::adj_mod(var_21, var_24, adj_21, adj_24, adj_26);
        adj_x0.shape = adj_22;
        wp::adj_add(var_0, var_20, adj_0, adj_20, adj_21);
        // adj: v3 = x0[(tid + 4) % x0.shape[0]]                                                  <L 10>
        wp::adj_mul(var_15, var_18, adj_15, adj_18, adj_19);
        wp::adj_sub(var_16, var_17, adj_16, adj_17, adj_18);
        // adj: v2 = (wp.identity(n=2, dtype=float) * (0.23 - -1.88))                             <L 9>
        wp::adj_mul(var_4, var_12, adj_4, adj_12, adj_13);
        wp::adj_mul(var_5, var_11, adj_5, adj_11, adj_12);
        wp::adj_diag(var_10, adj_10, adj_11);
        wp::adj_vec_t(var_6, var_7, var_8, var_9, adj_6, adj_7, adj_8, adj_9, adj_10);
        wp::adj_ddot(var_2, var_2, adj_2, adj_2, adj_4);
        // adj: v1 = (wp.ddot(v0, v0) * (1.152 * wp.diag(wp.vec4(-0.42, 1.48, -0.74, -0.8))))     <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def matrix_000001(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=float)):     <L 5>
        continue;
    }
}

