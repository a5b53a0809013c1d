// Generated for case linalg-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void linalg_000002_d0a86339_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1)
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
        wp::mat_t<3, 3, wp::float32> var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32> var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::mat_t<3, 3, wp::float32> var_10;
        wp::mat_t<3, 3, wp::float32> var_11;
        const wp::float32 var_12 = -0.271;
        const wp::float32 var_13 = -0.39;
        wp::vec_t<2, wp::float32> var_14;
        wp::mat_t<2, 2, wp::float32> var_15;
        wp::mat_t<2, 2, wp::float32> var_16;
        wp::vec_t<2, wp::float32> var_17;
        wp::mat_t<2, 2, wp::float32> var_18;
        wp::mat_t<3, 3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::float32 var_25 = 1.94;
        wp::mat_t<3, 3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        wp::mat_t<3, 3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = 1.8;
        const wp::float32 var_31 = -1.128;
        const wp::float32 var_32 = 0.365;
        wp::vec_t<3, wp::float32> var_33;
        wp::mat_t<3, 3, wp::float32> var_34;
        const wp::float32 var_35 = 1.78;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        //---------
        // forward
        // def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // m1 = v0                                                                                <L 8>
        var_4 = wp::copy(var_2);
        // m2 = wp.mat33()                                                                        <L 9>
        var_5 = wp::mat_t<3, 3, wp::float32>();
        // s3 = wp.vec3()                                                                         <L 10>
        var_6 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m1 + wp.transpose(m1), m2, s3)                                                 <L 11>
        var_7 = wp::transpose(var_4);
        var_8 = wp::add(var_4, var_7);
        wp::eig3(var_8, var_5, var_6);
        // m4 = m1                                                                                <L 12>
        var_9 = wp::copy(var_4);
        // m5 = wp.mat33()                                                                        <L 13>
        var_10 = wp::mat_t<3, 3, wp::float32>();
        // m6 = wp.mat33()                                                                        <L 14>
        var_11 = wp::mat_t<3, 3, wp::float32>();
        // wp.qr3(m4, m5, m6)                                                                     <L 15>
        wp::qr3(var_9, var_10, var_11);
        // m7 = wp.diag(wp.vec2(-0.271, -0.39))                                                   <L 16>
        var_14 = wp::vec_t<2, wp::float32>(var_12, var_13);
        var_15 = wp::diag(var_14);
        // m8 = wp.mat22()                                                                        <L 17>
        var_16 = wp::mat_t<2, 2, wp::float32>();
        // s9 = wp.vec2()                                                                         <L 18>
        var_17 = wp::vec_t<2, wp::float32>();
        // m10 = wp.mat22()                                                                       <L 19>
        var_18 = wp::mat_t<2, 2, wp::float32>();
        // wp.svd2(m7, m8, s9, m10)                                                               <L 20>
        wp::svd2(var_15, var_16, var_17, var_18);
        // v11 = (wp.transpose(v0) @ wp.max(s3, s3))                                              <L 21>
        var_19 = wp::transpose(var_2);
        var_20 = wp::max(var_6, var_6);
        var_21 = wp::mul(var_19, var_20);
        // out0[tid] = m4 + m5 + m6 + (m2 - m4) * 1.94                                            <L 22>
        var_22 = wp::add(var_9, var_10);
        var_23 = wp::add(var_22, var_11);
        var_24 = wp::sub(var_5, var_9);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_23, var_26);
        wp::array_store(var_out0, var_0, var_27);
        // out1[tid] = m4 + m5 + m6 + wp.diag(wp.vec3(1.8, -1.128, 0.365)) * 1.78                 <L 23>
        var_28 = wp::add(var_9, var_10);
        var_29 = wp::add(var_28, var_11);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::diag(var_33);
        var_36 = wp::mul(var_34, var_35);
        var_37 = wp::add(var_29, var_36);
        wp::array_store(var_out1, var_0, var_37);
    }
}



extern "C" __global__ void linalg_000002_d0a86339_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out1)
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
        wp::mat_t<3, 3, wp::float32> var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32> var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::mat_t<3, 3, wp::float32> var_10;
        wp::mat_t<3, 3, wp::float32> var_11;
        const wp::float32 var_12 = -0.271;
        const wp::float32 var_13 = -0.39;
        wp::vec_t<2, wp::float32> var_14;
        wp::mat_t<2, 2, wp::float32> var_15;
        wp::mat_t<2, 2, wp::float32> var_16;
        wp::vec_t<2, wp::float32> var_17;
        wp::mat_t<2, 2, wp::float32> var_18;
        wp::mat_t<3, 3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::float32 var_25 = 1.94;
        wp::mat_t<3, 3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        wp::mat_t<3, 3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = 1.8;
        const wp::float32 var_31 = -1.128;
        const wp::float32 var_32 = 0.365;
        wp::vec_t<3, wp::float32> var_33;
        wp::mat_t<3, 3, wp::float32> var_34;
        const wp::float32 var_35 = 1.78;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::mat_t<3, 3, wp::float32> adj_1 = {};
        wp::mat_t<3, 3, wp::float32> adj_2 = {};
        wp::mat_t<3, 3, wp::float32> adj_3 = {};
        wp::mat_t<3, 3, wp::float32> adj_4 = {};
        wp::mat_t<3, 3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::mat_t<3, 3, wp::float32> adj_7 = {};
        wp::mat_t<3, 3, wp::float32> adj_8 = {};
        wp::mat_t<3, 3, wp::float32> adj_9 = {};
        wp::mat_t<3, 3, wp::float32> adj_10 = {};
        wp::mat_t<3, 3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<2, wp::float32> adj_14 = {};
        wp::mat_t<2, 2, wp::float32> adj_15 = {};
        wp::mat_t<2, 2, wp::float32> adj_16 = {};
        wp::vec_t<2, wp::float32> adj_17 = {};
        wp::mat_t<2, 2, wp::float32> adj_18 = {};
        wp::mat_t<3, 3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        wp::mat_t<3, 3, wp::float32> adj_23 = {};
        wp::mat_t<3, 3, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::mat_t<3, 3, wp::float32> adj_26 = {};
        wp::mat_t<3, 3, wp::float32> adj_27 = {};
        wp::mat_t<3, 3, wp::float32> adj_28 = {};
        wp::mat_t<3, 3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::mat_t<3, 3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::mat_t<3, 3, wp::float32> adj_36 = {};
        wp::mat_t<3, 3, wp::float32> adj_37 = {};
        //---------
        // forward
        // def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // m1 = v0                                                                                <L 8>
        var_4 = wp::copy(var_2);
        // m2 = wp.mat33()                                                                        <L 9>
        var_5 = wp::mat_t<3, 3, wp::float32>();
        // s3 = wp.vec3()                                                                         <L 10>
        var_6 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m1 + wp.transpose(m1), m2, s3)                                                 <L 11>
        var_7 = wp::transpose(var_4);
        var_8 = wp::add(var_4, var_7);
        wp::eig3(var_8, var_5, var_6);
        // m4 = m1                                                                                <L 12>
        var_9 = wp::copy(var_4);
        // m5 = wp.mat33()                                                                        <L 13>
        var_10 = wp::mat_t<3, 3, wp::float32>();
        // m6 = wp.mat33()                                                                        <L 14>
        var_11 = wp::mat_t<3, 3, wp::float32>();
        // wp.qr3(m4, m5, m6)                                                                     <L 15>
        wp::qr3(var_9, var_10, var_11);
        // m7 = wp.diag(wp.vec2(-0.271, -0.39))                                                   <L 16>
        var_14 = wp::vec_t<2, wp::float32>(var_12, var_13);
        var_15 = wp::diag(var_14);
        // m8 = wp.mat22()                                                                        <L 17>
        var_16 = wp::mat_t<2, 2, wp::float32>();
        // s9 = wp.vec2()                                                                         <L 18>
        var_17 = wp::vec_t<2, wp::float32>();
        // m10 = wp.mat22()                                                                       <L 19>
        var_18 = wp::mat_t<2, 2, wp::float32>();
        // wp.svd2(m7, m8, s9, m10)                                                               <L 20>
        wp::svd2(var_15, var_16, var_17, var_18);
        // v11 = (wp.transpose(v0) @ wp.max(s3, s3))                                              <L 21>
        var_19 = wp::transpose(var_2);
        var_20 = wp::max(var_6, var_6);
        var_21 = wp::mul(var_19, var_20);
        // out0[tid] = m4 + m5 + m6 + (m2 - m4) * 1.94                                            <L 22>
        var_22 = wp::add(var_9, var_10);
        var_23 = wp::add(var_22, var_11);
        var_24 = wp::sub(var_5, var_9);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_23, var_26);
        // wp::array_store(var_out0, var_0, var_27);
        // out1[tid] = m4 + m5 + m6 + wp.diag(wp.vec3(1.8, -1.128, 0.365)) * 1.78                 <L 23>
        var_28 = wp::add(var_9, var_10);
        var_29 = wp::add(var_28, var_11);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::diag(var_33);
        var_36 = wp::mul(var_34, var_35);
        var_37 = wp::add(var_29, var_36);
        // wp::array_store(var_out1, var_0, var_37);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_37, adj_out1, adj_0, adj_37);
        wp::adj_add(var_29, var_36, adj_29, adj_36, adj_37);
        wp::adj_mul(var_34, var_35, adj_34, adj_35, adj_36);
        wp::adj_diag(var_33, adj_33, adj_34);
        wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        wp::adj_add(var_28, var_11, adj_28, adj_11, adj_29);
        wp::adj_add(var_9, var_10, adj_9, adj_10, adj_28);
        // adj: out1[tid] = m4 + m5 + m6 + wp.diag(wp.vec3(1.8, -1.128, 0.365)) * 1.78            <L 23>
        wp::adj_array_store(var_out0, var_0, var_27, adj_out0, adj_0, adj_27);
        wp::adj_add(var_23, var_26, adj_23, adj_26, adj_27);
        wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_sub(var_5, var_9, adj_5, adj_9, adj_24);
        wp::adj_add(var_22, var_11, adj_22, adj_11, adj_23);
        wp::adj_add(var_9, var_10, adj_9, adj_10, adj_22);
        // adj: out0[tid] = m4 + m5 + m6 + (m2 - m4) * 1.94                                       <L 22>
        wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_max(var_6, var_6, adj_6, adj_6, adj_20);
        wp::adj_transpose(var_2, adj_2, adj_19);
        // adj: v11 = (wp.transpose(v0) @ wp.max(s3, s3))                                         <L 21>
        wp::adj_svd2(var_15, var_16, var_17, var_18, adj_15, adj_16, adj_17, adj_18);
        // adj: wp.svd2(m7, m8, s9, m10)                                                          <L 20>
        // adj: m10 = wp.mat22()                                                                  <L 19>
        // adj: s9 = wp.vec2()                                                                    <L 18>
        // adj: m8 = wp.mat22()                                                                   <L 17>
        wp::adj_diag(var_14, adj_14, adj_15);
        wp::adj_vec_t(var_12, var_13, adj_12, adj_13, adj_14);
        // adj: m7 = wp.diag(wp.vec2(-0.271, -0.39))                                              <L 16>
        wp::adj_qr3(var_9, var_10, var_11, adj_9, adj_10, adj_11);
        // adj: wp.qr3(m4, m5, m6)                                                                <L 15>
        // adj: m6 = wp.mat33()                                                                   <L 14>
        // adj: m5 = wp.mat33()                                                                   <L 13>
        wp::adj_copy(var_4, adj_4, adj_9);
        // adj: m4 = m1                                                                           <L 12>
        wp::adj_eig3(var_8, var_5, var_6, adj_8, adj_5, adj_6);
        wp::adj_add(var_4, var_7, adj_4, adj_7, adj_8);
        wp::adj_transpose(var_4, adj_4, adj_7);
        // adj: wp.eig3(m1 + wp.transpose(m1), m2, s3)                                            <L 11>
        // adj: s3 = wp.vec3()                                                                    <L 10>
        // adj: m2 = wp.mat33()                                                                   <L 9>
        wp::adj_copy(var_2, adj_2, adj_4);
        // adj: m1 = v0                                                                           <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):  <L 5>
        continue;
    }
}

