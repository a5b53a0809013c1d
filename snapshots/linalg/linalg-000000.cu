// Generated for case linalg-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void linalg_000000_50bbefb5_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1)
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32>* var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        const wp::float32 var_10 = 0.4;
        wp::vec_t<3, wp::float32> var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        const wp::float32 var_13 = -1.3;
        const wp::float32 var_14 = 1.729;
        wp::float32 var_15;
        const wp::float32 var_16 = -0.096;
        wp::float32 var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        wp::mat_t<3, 3, wp::float32> var_19;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 1;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 2;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::mat_t<3, 3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::float32 var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        wp::mat_t<3, 3, wp::float32> var_41;
        wp::mat_t<3, 3, wp::float32> var_42;
        const wp::float32 var_43 = 0.91;
        wp::mat_t<3, 3, wp::float32> var_44;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 1.5;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        //---------
        // forward
        // def linalg_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.vec3)):       <L 5>
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
        // v3 = wp.skew(wp.vec3(0.4))                                                             <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_10);
        var_12 = wp::skew(var_11);
        // v4 = ((-1.3 + 1.729) + -0.096)                                                         <L 11>
        var_15 = wp::add(var_13, var_14);
        var_17 = wp::add(var_15, var_16);
        // m5 = (wp.matrix_from_rows(v0, v0, v0) @ (v2 + v3))                                     <L 12>
        var_18 = wp::matrix_from_rows<wp::float32>(var_2, var_2, var_2);
        var_19 = wp::add(var_8, var_12);
        var_20 = wp::mul(var_18, var_19);
        // m6 = wp.mat33()                                                                        <L 13>
        var_21 = wp::mat_t<3, 3, wp::float32>();
        // s7 = wp.vec3()                                                                         <L 14>
        var_22 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m5 + wp.transpose(m5), m6, s7)                                                 <L 15>
        var_23 = wp::transpose(var_20);
        var_24 = wp::add(var_20, var_23);
        wp::eig3(var_24, var_21, var_22);
        // v8 = m6 @ wp.diag(wp.vec3(wp.sin(s7[0]), wp.sin(s7[1]), wp.sin(s7[2]))) @ wp.transpose(m6)       <L 16>
        var_26 = wp::extract(var_22, var_25);
        var_27 = wp::sin(var_26);
        var_29 = wp::extract(var_22, var_28);
        var_30 = wp::sin(var_29);
        var_32 = wp::extract(var_22, var_31);
        var_33 = wp::sin(var_32);
        var_34 = wp::vec_t<3, wp::float32>(var_27, var_30, var_33);
        var_35 = wp::diag(var_34);
        var_36 = wp::mul(var_21, var_35);
        var_37 = wp::transpose(var_21);
        var_38 = wp::mul(var_36, var_37);
        // v9 = wp.length(s7)                                                                     <L 17>
        var_39 = wp::length(var_22);
        // out0[tid] = v3 + m5 + v8 + wp.transpose(m5) * 0.91                                     <L 18>
        var_40 = wp::add(var_12, var_20);
        var_41 = wp::add(var_40, var_38);
        var_42 = wp::transpose(var_20);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_41, var_44);
        wp::array_store(var_out0, var_0, var_45);
        // out1[tid] = v0 + wp.vec3(v9, v4, v9) * 1.5                                             <L 19>
        var_46 = wp::vec_t<3, wp::float32>(var_39, var_17, var_39);
        var_48 = wp::mul(var_46, var_47);
        var_49 = wp::add(var_2, var_48);
        wp::array_store(var_out1, var_0, var_49);
    }
}



extern "C" __global__ void linalg_000000_50bbefb5_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x2,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1)
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32>* var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        const wp::float32 var_10 = 0.4;
        wp::vec_t<3, wp::float32> var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        const wp::float32 var_13 = -1.3;
        const wp::float32 var_14 = 1.729;
        wp::float32 var_15;
        const wp::float32 var_16 = -0.096;
        wp::float32 var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        wp::mat_t<3, 3, wp::float32> var_19;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 1;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 2;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::mat_t<3, 3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::float32 var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        wp::mat_t<3, 3, wp::float32> var_41;
        wp::mat_t<3, 3, wp::float32> var_42;
        const wp::float32 var_43 = 0.91;
        wp::mat_t<3, 3, wp::float32> var_44;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 1.5;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::mat_t<3, 3, wp::float32> adj_7 = {};
        wp::mat_t<3, 3, wp::float32> adj_8 = {};
        wp::mat_t<3, 3, wp::float32> adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::mat_t<3, 3, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::mat_t<3, 3, wp::float32> adj_18 = {};
        wp::mat_t<3, 3, wp::float32> adj_19 = {};
        wp::mat_t<3, 3, wp::float32> adj_20 = {};
        wp::mat_t<3, 3, wp::float32> adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::mat_t<3, 3, wp::float32> adj_23 = {};
        wp::mat_t<3, 3, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::mat_t<3, 3, wp::float32> adj_35 = {};
        wp::mat_t<3, 3, wp::float32> adj_36 = {};
        wp::mat_t<3, 3, wp::float32> adj_37 = {};
        wp::mat_t<3, 3, wp::float32> adj_38 = {};
        wp::float32 adj_39 = {};
        wp::mat_t<3, 3, wp::float32> adj_40 = {};
        wp::mat_t<3, 3, wp::float32> adj_41 = {};
        wp::mat_t<3, 3, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::mat_t<3, 3, wp::float32> adj_44 = {};
        wp::mat_t<3, 3, wp::float32> adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        //---------
        // forward
        // def linalg_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.vec3)):       <L 5>
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
        // v3 = wp.skew(wp.vec3(0.4))                                                             <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_10);
        var_12 = wp::skew(var_11);
        // v4 = ((-1.3 + 1.729) + -0.096)                                                         <L 11>
        var_15 = wp::add(var_13, var_14);
        var_17 = wp::add(var_15, var_16);
        // m5 = (wp.matrix_from_rows(v0, v0, v0) @ (v2 + v3))                                     <L 12>
        var_18 = wp::matrix_from_rows<wp::float32>(var_2, var_2, var_2);
        var_19 = wp::add(var_8, var_12);
        var_20 = wp::mul(var_18, var_19);
        // m6 = wp.mat33()                                                                        <L 13>
        var_21 = wp::mat_t<3, 3, wp::float32>();
        // s7 = wp.vec3()                                                                         <L 14>
        var_22 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m5 + wp.transpose(m5), m6, s7)                                                 <L 15>
        var_23 = wp::transpose(var_20);
        var_24 = wp::add(var_20, var_23);
        wp::eig3(var_24, var_21, var_22);
        // v8 = m6 @ wp.diag(wp.vec3(wp.sin(s7[0]), wp.sin(s7[1]), wp.sin(s7[2]))) @ wp.transpose(m6)       <L 16>
        var_26 = wp::extract(var_22, var_25);
        var_27 = wp::sin(var_26);
        var_29 = wp::extract(var_22, var_28);
        var_30 = wp::sin(var_29);
        var_32 = wp::extract(var_22, var_31);
        var_33 = wp::sin(var_32);
        var_34 = wp::vec_t<3, wp::float32>(var_27, var_30, var_33);
        var_35 = wp::diag(var_34);
        var_36 = wp::mul(var_21, var_35);
        var_37 = wp::transpose(var_21);
        var_38 = wp::mul(var_36, var_37);
        // v9 = wp.length(s7)                                                                     <L 17>
        var_39 = wp::length(var_22);
        // out0[tid] = v3 + m5 + v8 + wp.transpose(m5) * 0.91                                     <L 18>
        var_40 = wp::add(var_12, var_20);
        var_41 = wp::add(var_40, var_38);
        var_42 = wp::transpose(var_20);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_41, var_44);
        // wp::array_store(var_out0, var_0, var_45);
        // out1[tid] = v0 + wp.vec3(v9, v4, v9) * 1.5                                             <L 19>
        var_46 = wp::vec_t<3, wp::float32>(var_39, var_17, var_39);
        var_48 = wp::mul(var_46, var_47);
        var_49 = wp::add(var_2, var_48);
        // wp::array_store(var_out1, var_0, var_49);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_49, adj_out1, adj_0, adj_49);
        wp::adj_add(var_2, var_48, adj_2, adj_48, adj_49);
        wp::adj_mul(var_46, var_47, adj_46, adj_47, adj_48);
        wp::adj_vec_t(var_39, var_17, var_39, adj_39, adj_17, adj_39, adj_46);
        // adj: out1[tid] = v0 + wp.vec3(v9, v4, v9) * 1.5                                        <L 19>
        wp::adj_array_store(var_out0, var_0, var_45, adj_out0, adj_0, adj_45);
        wp::adj_add(var_41, var_44, adj_41, adj_44, adj_45);
        wp::adj_mul(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_transpose(var_20, adj_20, adj_42);
        wp::adj_add(var_40, var_38, adj_40, adj_38, adj_41);
        wp::adj_add(var_12, var_20, adj_12, adj_20, adj_40);
        // adj: out0[tid] = v3 + m5 + v8 + wp.transpose(m5) * 0.91                                <L 18>
        wp::adj_length(var_22, var_39, adj_22, adj_39);
        // adj: v9 = wp.length(s7)                                                                <L 17>
        wp::adj_mul(var_36, var_37, adj_36, adj_37, adj_38);
        wp::adj_transpose(var_21, adj_21, adj_37);
        wp::adj_mul(var_21, var_35, adj_21, adj_35, adj_36);
        wp::adj_diag(var_34, adj_34, adj_35);
        wp::adj_vec_t(var_27, var_30, var_33, adj_27, adj_30, adj_33, adj_34);
        wp::adj_sin(var_32, adj_32, adj_33);
        wp::adj_extract(var_22, var_31, adj_22, adj_31, adj_32);
        wp::adj_sin(var_29, adj_29, adj_30);
        wp::adj_extract(var_22, var_28, adj_22, adj_28, adj_29);
        wp::adj_sin(var_26, adj_26, adj_27);
        wp::adj_extract(var_22, var_25, adj_22, adj_25, adj_26);
        // adj: v8 = m6 @ wp.diag(wp.vec3(wp.sin(s7[0]), wp.sin(s7[1]), wp.sin(s7[2]))) @ wp.transpose(m6)  <L 16>
        wp::adj_eig3(var_24, var_21, var_22, adj_24, adj_21, adj_22);
        wp::adj_add(var_20, var_23, adj_20, adj_23, adj_24);
        wp::adj_transpose(var_20, adj_20, adj_23);
        // adj: wp.eig3(m5 + wp.transpose(m5), m6, s7)                                            <L 15>
        // adj: s7 = wp.vec3()                                                                    <L 14>
        // adj: m6 = wp.mat33()                                                                   <L 13>
        wp::adj_mul(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_add(var_8, var_12, adj_8, adj_12, adj_19);
        wp::adj_matrix_from_rows(var_2, var_2, var_2, adj_2, adj_2, adj_2, adj_18);
        // adj: m5 = (wp.matrix_from_rows(v0, v0, v0) @ (v2 + v3))                                <L 12>
        wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
        // adj: v4 = ((-1.3 + 1.729) + -0.096)                                                    <L 11>
        wp::adj_skew(var_11, adj_11, adj_12);
        wp::adj_vec_t(var_10, adj_10, adj_11);
        // adj: v3 = wp.skew(wp.vec3(0.4))                                                        <L 10>
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
        // adj: def linalg_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

