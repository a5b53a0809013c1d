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



extern "C" __global__ void linalg_000002_4976f8cb_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_vertex_stresses,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::vec_t<3, wp::float32>> var_vertex_forces,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_vertex_jacobians)
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
        const wp::int32 var_9 = 0;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 1;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::int32 var_15 = 2;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::mat_t<3, 3, wp::float32> var_19;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.91;
        const wp::float32 var_25 = -1.95;
        wp::vec_t<2, wp::float32> var_26;
        wp::mat_t<2, 2, wp::float32> var_27;
        const wp::float32 var_28 = -1.345;
        wp::vec_t<3, wp::float32> var_29;
        const wp::float32 var_30 = -0.0;
        const wp::float32 var_31 = 0.9;
        const wp::float32 var_32 = 1.2;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 0.67;
        wp::mat_t<2, 2, wp::float32> var_45;
        wp::mat_t<2, 2, wp::float32> var_46;
        const wp::int32 var_47 = 2;
        wp::mat_t<2, 2, wp::float32> var_48;
        const wp::float32 var_49 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::mat_t<2, 2, wp::float32> var_53;
        wp::mat_t<2, 2, wp::float32> var_54;
        //---------
        // forward
        // def linalg_000002(vertex_stresses: wp.array(dtype=wp.mat33), total_counts: wp.array(dtype=float), vertex_forces: wp.array(dtype=wp.vec3), vertex_jacobians: wp.array(dtype=wp.mat22)):       <L 7>
        // tid = wp.tid()  # thread index                                                         <L 8>
        var_0 = builtin_tid1d();
        // v0 = vertex_stresses[tid]                                                              <L 9>
        var_1 = wp::address(var_vertex_stresses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // m1 = v0                                                                                <L 10>
        var_4 = wp::copy(var_2);
        // m2 = wp.mat33()                                                                        <L 11>
        var_5 = wp::mat_t<3, 3, wp::float32>();
        // s3 = wp.vec3()                                                                         <L 12>
        var_6 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m1 + wp.transpose(m1), m2, s3)                                                 <L 13>
        var_7 = wp::transpose(var_4);
        var_8 = wp::add(var_4, var_7);
        wp::eig3(var_8, var_5, var_6);
        // v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)       <L 14>
        var_10 = wp::extract(var_6, var_9);
        var_11 = wp::tanh(var_10);
        var_13 = wp::extract(var_6, var_12);
        var_14 = wp::tanh(var_13);
        var_16 = wp::extract(var_6, var_15);
        var_17 = wp::tanh(var_16);
        var_18 = wp::vec_t<3, wp::float32>(var_11, var_14, var_17);
        var_19 = wp::diag(var_18);
        var_20 = wp::mul(var_5, var_19);
        var_21 = wp::transpose(var_5);
        var_22 = wp::mul(var_20, var_21);
        // v5 = wp.length(s3)                                                                     <L 15>
        var_23 = wp::length(var_6);
        // v6 = wp.diag(wp.vec2(1.91, -1.95))                                                     <L 16>
        var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
        var_27 = wp::diag(var_26);
        // v7 = wp.vec3(-1.345)                                                                   <L 17>
        var_29 = wp::vec_t<3, wp::float32>(var_28);
        // vertex_forces[tid] = v7 + wp.vec3(-0.0, 0.9, 1.2) + wp.vec3(wp.ddot(v0, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))       <L 18>
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::add(var_29, var_33);
        var_36 = wp::mat_t<3, 3, wp::float32>(var_35);
        var_37 = wp::ddot(var_2, var_36);
        var_39 = wp::mat_t<3, 3, wp::float32>(var_38);
        var_40 = wp::ddot(var_22, var_39);
        var_41 = wp::add(var_37, var_40);
        var_42 = wp::vec_t<3, wp::float32>(var_41);
        var_43 = wp::add(var_34, var_42);
        wp::array_store(var_vertex_forces, var_0, var_43);
        // vertex_jacobians[tid] = v6 + v6 * 0.67 + wp.identity(n=2, dtype=float) * (wp.ddot(m1, wp.mat33(1.0)) + v5)       <L 20>
        var_45 = wp::mul(var_27, var_44);
        var_46 = wp::add(var_27, var_45);
        var_48 = wp::identity<2, wp::float32>();
        var_50 = wp::mat_t<3, 3, wp::float32>(var_49);
        var_51 = wp::ddot(var_4, var_50);
        var_52 = wp::add(var_51, var_23);
        var_53 = wp::mul(var_48, var_52);
        var_54 = wp::add(var_46, var_53);
        wp::array_store(var_vertex_jacobians, var_0, var_54);
    }
}

