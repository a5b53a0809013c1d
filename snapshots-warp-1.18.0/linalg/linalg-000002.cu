// Generated for case linalg-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void linalg_000002_37acaf97_cuda_kernel_forward(
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
        const wp::float32 var_4 = -0.271;
        const wp::float32 var_5 = -0.39;
        wp::vec_t<2, wp::float32> var_6;
        const wp::float32 var_7 = -1.9;
        const wp::float32 var_8 = -0.36;
        const wp::float32 var_9 = -0.0;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::float32 var_12 = -1.894;
        wp::mat_t<3, 3, wp::float32> var_13;
        wp::mat_t<3, 3, wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::float32 var_16 = 1.5;
        const wp::float32 var_17 = 3.0;
        const wp::float32 var_18 = 4.5;
        wp::vec_t<3, wp::float32> var_19;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        const wp::int32 var_27 = 0;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = 1;
        wp::float32 var_34;
        const wp::int32 var_35 = 1;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.0;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 2;
        wp::float32 var_42;
        const wp::int32 var_43 = 2;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::float32 var_46 = 1.0;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::mat_t<3, 3, wp::float32> var_50;
        wp::mat_t<3, 3, wp::float32> var_51;
        wp::mat_t<3, 3, wp::float32> var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        wp::vec_t<3, wp::float32> var_54;
        const wp::float32 var_55 = -1.88;
        const wp::float32 var_56 = 1.85;
        const wp::float32 var_57 = -0.58;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        const wp::int32 var_60 = 0;
        wp::float32 var_61;
        const wp::int32 var_62 = 1;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        const wp::int32 var_67 = 2;
        wp::mat_t<2, 2, wp::float32> var_68;
        const wp::float32 var_69 = 0.97;
        wp::mat_t<2, 2, wp::float32> var_70;
        const wp::int32 var_71 = 2;
        wp::mat_t<2, 2, wp::float32> var_72;
        const wp::float32 var_73 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_74;
        wp::float32 var_75;
        wp::mat_t<2, 2, wp::float32> var_76;
        wp::mat_t<2, 2, wp::float32> var_77;
        //---------
        // forward
        // def linalg_000002(vertex_stresses: wp.array(dtype=wp.mat33), total_counts: wp.array(dtype=float), vertex_forces: wp.array(dtype=wp.vec3), vertex_jacobians: wp.array(dtype=wp.mat22)):       <L 7>
        // tid = wp.tid()  # thread index                                                         <L 8>
        var_0 = builtin_tid1d();
        // v0 = vertex_stresses[tid]                                                              <L 9>
        var_1 = wp::address(var_vertex_stresses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = wp.vec2(-0.271, -0.39)                                                            <L 10>
        var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
        // v2 = (v0 @ wp.vec3(-1.9, -0.36, -0.0))                                                 <L 11>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::mul(var_2, var_10);
        // m3 = ((v0 * -1.894) + (v0 + v0)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))                     <L 12>
        var_13 = wp::mul(var_2, var_12);
        var_14 = wp::add(var_2, var_2);
        var_15 = wp::add(var_13, var_14);
        var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
        var_20 = wp::diag(var_19);
        var_21 = wp::add(var_15, var_20);
        // m4 = wp.mat33()                                                                        <L 13>
        var_22 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 14>
        var_23 = wp::vec_t<3, wp::float32>();
        // m6 = wp.mat33()                                                                        <L 15>
        var_24 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m3, m4, s5, m6)                                                                <L 16>
        wp::svd3(var_21, var_22, var_23, var_24);
        // v7 = m4 @ wp.diag(wp.vec3((s5[0] / (wp.abs(s5[0]) + 1.0)), (s5[1] / (wp.abs(s5[1]) + 1.0)), (s5[2] / (wp.abs(s5[2]) + 1.0)))) @ wp.transpose(m6)       <L 17>
        var_26 = wp::extract(var_23, var_25);
        var_28 = wp::extract(var_23, var_27);
        var_29 = wp::abs(var_28);
        var_31 = wp::add(var_29, var_30);
        var_32 = wp::div(var_26, var_31);
        var_34 = wp::extract(var_23, var_33);
        var_36 = wp::extract(var_23, var_35);
        var_37 = wp::abs(var_36);
        var_39 = wp::add(var_37, var_38);
        var_40 = wp::div(var_34, var_39);
        var_42 = wp::extract(var_23, var_41);
        var_44 = wp::extract(var_23, var_43);
        var_45 = wp::abs(var_44);
        var_47 = wp::add(var_45, var_46);
        var_48 = wp::div(var_42, var_47);
        var_49 = wp::vec_t<3, wp::float32>(var_32, var_40, var_48);
        var_50 = wp::diag(var_49);
        var_51 = wp::mul(var_22, var_50);
        var_52 = wp::transpose(var_24);
        var_53 = wp::mul(var_51, var_52);
        // vertex_forces[tid] = v2 + s5 + wp.vec3(-1.88, 1.85, -0.58) + wp.vec3(v1[0] + v1[1])       <L 18>
        var_54 = wp::add(var_11, var_23);
        var_58 = wp::vec_t<3, wp::float32>(var_55, var_56, var_57);
        var_59 = wp::add(var_54, var_58);
        var_61 = wp::extract(var_6, var_60);
        var_63 = wp::extract(var_6, var_62);
        var_64 = wp::add(var_61, var_63);
        var_65 = wp::vec_t<3, wp::float32>(var_64);
        var_66 = wp::add(var_59, var_65);
        wp::array_store(var_vertex_forces, var_0, var_66);
        // vertex_jacobians[tid] = wp.identity(n=2, dtype=float) * 0.97 + wp.identity(n=2, dtype=float) * (wp.ddot(v7, wp.mat33(1.0)))       <L 20>
        var_68 = wp::identity<2, wp::float32>();
        var_70 = wp::mul(var_68, var_69);
        var_72 = wp::identity<2, wp::float32>();
        var_74 = wp::mat_t<3, 3, wp::float32>(var_73);
        var_75 = wp::ddot(var_53, var_74);
        var_76 = wp::mul(var_72, var_75);
        var_77 = wp::add(var_70, var_76);
        wp::array_store(var_vertex_jacobians, var_0, var_77);
    }
}

