// Generated for case linalg-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void linalg_000001_t_d58546dc_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::mat_t<3, 3, wp::float32>* var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::mat_t<3, 3, wp::float32> var_6;
        const wp::float32 var_7 = -1.81;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.5;
        const wp::float32 var_10 = 3.0;
        const wp::float32 var_11 = 4.5;
        wp::vec_t<3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        wp::mat_t<3, 3, wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 0;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 2;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        wp::mat_t<3, 3, wp::float32> var_30;
        wp::mat_t<3, 3, wp::float32> var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.5;
        const wp::float32 var_35 = 3.0;
        const wp::float32 var_36 = 4.5;
        wp::vec_t<3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::mat_t<3, 3, wp::float32> var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::mat_t<3, 3, wp::float32> var_42;
        wp::mat_t<3, 3, wp::float32> var_43;
        const wp::int32 var_44 = 0;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 1;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 2;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::vec_t<3, wp::float32> var_53;
        wp::mat_t<3, 3, wp::float32> var_54;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        wp::mat_t<3, 3, wp::float32> var_57;
        wp::float32 var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = -1.886;
        wp::vec_t<3, wp::float32> var_62;
        wp::mat_t<3, 3, wp::float32> var_63;
        const wp::float32 var_64 = 1.5;
        const wp::float32 var_65 = 3.0;
        const wp::float32 var_66 = 4.5;
        wp::vec_t<3, wp::float32> var_67;
        wp::mat_t<3, 3, wp::float32> var_68;
        wp::mat_t<3, 3, wp::float32> var_69;
        wp::mat_t<3, 3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        wp::mat_t<3, 3, wp::float32> var_72;
        const wp::int32 var_73 = 0;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 1;
        wp::float32 var_77;
        wp::float32 var_78;
        const wp::int32 var_79 = 2;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::mat_t<3, 3, wp::float32> var_83;
        wp::mat_t<3, 3, wp::float32> var_84;
        wp::mat_t<3, 3, wp::float32> var_85;
        wp::mat_t<3, 3, wp::float32> var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        const wp::float32 var_89 = 1.38;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::mat_t<3, 3, wp::float32> var_92;
        wp::mat_t<3, 3, wp::float32> var_93;
        const wp::float32 var_94 = 0.51;
        wp::mat_t<3, 3, wp::float32> var_95;
        wp::mat_t<3, 3, wp::float32> var_96;
        wp::mat_t<3, 3, wp::float32> var_97;
        //---------
        // forward
        // def linalg_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 3>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 4>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 5>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = float(-1.81)                                                                      <L 6>
        var_8 = wp::float(var_7);
        // m3 = v1 + wp.diag(wp.vec3(1.5, 3.0, 4.5))                                              <L 7>
        var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
        var_13 = wp::diag(var_12);
        var_14 = wp::add(var_5, var_13);
        // m4 = wp.mat33()                                                                        <L 8>
        var_15 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 9>
        var_16 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m3 + wp.transpose(m3), m4, s5)                                                 <L 10>
        var_17 = wp::transpose(var_14);
        var_18 = wp::add(var_14, var_17);
        wp::eig3(var_18, var_15, var_16);
        // v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)       <L 11>
        var_20 = wp::extract(var_16, var_19);
        var_21 = wp::tanh(var_20);
        var_23 = wp::extract(var_16, var_22);
        var_24 = wp::tanh(var_23);
        var_26 = wp::extract(var_16, var_25);
        var_27 = wp::tanh(var_26);
        var_28 = wp::vec_t<3, wp::float32>(var_21, var_24, var_27);
        var_29 = wp::diag(var_28);
        var_30 = wp::mul(var_15, var_29);
        var_31 = wp::transpose(var_15);
        var_32 = wp::mul(var_30, var_31);
        // v7 = wp.length(s5)                                                                     <L 12>
        var_33 = wp::length(var_16);
        // m8 = m3 + wp.diag(wp.vec3(1.5, 3.0, 4.5))                                              <L 13>
        var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
        var_38 = wp::diag(var_37);
        var_39 = wp::add(var_14, var_38);
        // m9 = wp.mat33()                                                                        <L 14>
        var_40 = wp::mat_t<3, 3, wp::float32>();
        // s10 = wp.vec3()                                                                        <L 15>
        var_41 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m8 + wp.transpose(m8), m9, s10)                                                <L 16>
        var_42 = wp::transpose(var_39);
        var_43 = wp::add(var_39, var_42);
        wp::eig3(var_43, var_40, var_41);
        // v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)       <L 17>
        var_45 = wp::extract(var_41, var_44);
        var_46 = wp::tanh(var_45);
        var_48 = wp::extract(var_41, var_47);
        var_49 = wp::tanh(var_48);
        var_51 = wp::extract(var_41, var_50);
        var_52 = wp::tanh(var_51);
        var_53 = wp::vec_t<3, wp::float32>(var_46, var_49, var_52);
        var_54 = wp::diag(var_53);
        var_55 = wp::mul(var_40, var_54);
        var_56 = wp::transpose(var_40);
        var_57 = wp::mul(var_55, var_56);
        // v12 = wp.length(s10)                                                                   <L 18>
        var_58 = wp::length(var_41);
        // m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))       <L 19>
        var_59 = wp::get_diag(var_14);
        var_60 = wp::max(var_2, var_2);
        var_62 = wp::vec_t<3, wp::float32>(var_33, var_8, var_61);
        var_63 = wp::matrix_from_cols<wp::float32>(var_59, var_60, var_62);
        var_67 = wp::vec_t<3, wp::float32>(var_64, var_65, var_66);
        var_68 = wp::diag(var_67);
        var_69 = wp::add(var_63, var_68);
        // m14 = wp.mat33()                                                                       <L 20>
        var_70 = wp::mat_t<3, 3, wp::float32>();
        // s15 = wp.vec3()                                                                        <L 21>
        var_71 = wp::vec_t<3, wp::float32>();
        // m16 = wp.mat33()                                                                       <L 22>
        var_72 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m13, m14, s15, m16)                                                            <L 23>
        wp::svd3(var_69, var_70, var_71, var_72);
        // v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)       <L 24>
        var_74 = wp::extract(var_71, var_73);
        var_75 = wp::sin(var_74);
        var_77 = wp::extract(var_71, var_76);
        var_78 = wp::sin(var_77);
        var_80 = wp::extract(var_71, var_79);
        var_81 = wp::sin(var_80);
        var_82 = wp::vec_t<3, wp::float32>(var_75, var_78, var_81);
        var_83 = wp::diag(var_82);
        var_84 = wp::mul(var_70, var_83);
        var_85 = wp::transpose(var_72);
        var_86 = wp::mul(var_84, var_85);
        // out0[tid] = v2 + v7 + v12 + v12 * 1.38                                                 <L 25>
        var_87 = wp::add(var_8, var_33);
        var_88 = wp::add(var_87, var_58);
        var_90 = wp::mul(var_58, var_89);
        var_91 = wp::add(var_88, var_90);
        wp::array_store(var_out0, var_0, var_91);
        // out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6                                           <L 26>
        var_92 = wp::add(var_57, var_69);
        var_93 = wp::add(var_92, var_86);
        var_95 = wp::mul(var_14, var_94);
        var_96 = wp::add(var_93, var_95);
        var_97 = wp::add(var_96, var_32);
        wp::array_store(var_out1, var_0, var_97);
    }
}



extern "C" __global__ void linalg_000001_t_d58546dc_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::float32> adj_out0,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::mat_t<3, 3, wp::float32>* var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::mat_t<3, 3, wp::float32> var_6;
        const wp::float32 var_7 = -1.81;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.5;
        const wp::float32 var_10 = 3.0;
        const wp::float32 var_11 = 4.5;
        wp::vec_t<3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        wp::mat_t<3, 3, wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 0;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 2;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        wp::mat_t<3, 3, wp::float32> var_30;
        wp::mat_t<3, 3, wp::float32> var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.5;
        const wp::float32 var_35 = 3.0;
        const wp::float32 var_36 = 4.5;
        wp::vec_t<3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::mat_t<3, 3, wp::float32> var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::mat_t<3, 3, wp::float32> var_42;
        wp::mat_t<3, 3, wp::float32> var_43;
        const wp::int32 var_44 = 0;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 1;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 2;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::vec_t<3, wp::float32> var_53;
        wp::mat_t<3, 3, wp::float32> var_54;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        wp::mat_t<3, 3, wp::float32> var_57;
        wp::float32 var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = -1.886;
        wp::vec_t<3, wp::float32> var_62;
        wp::mat_t<3, 3, wp::float32> var_63;
        const wp::float32 var_64 = 1.5;
        const wp::float32 var_65 = 3.0;
        const wp::float32 var_66 = 4.5;
        wp::vec_t<3, wp::float32> var_67;
        wp::mat_t<3, 3, wp::float32> var_68;
        wp::mat_t<3, 3, wp::float32> var_69;
        wp::mat_t<3, 3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        wp::mat_t<3, 3, wp::float32> var_72;
        const wp::int32 var_73 = 0;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 1;
        wp::float32 var_77;
        wp::float32 var_78;
        const wp::int32 var_79 = 2;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::mat_t<3, 3, wp::float32> var_83;
        wp::mat_t<3, 3, wp::float32> var_84;
        wp::mat_t<3, 3, wp::float32> var_85;
        wp::mat_t<3, 3, wp::float32> var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        const wp::float32 var_89 = 1.38;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::mat_t<3, 3, wp::float32> var_92;
        wp::mat_t<3, 3, wp::float32> var_93;
        const wp::float32 var_94 = 0.51;
        wp::mat_t<3, 3, wp::float32> var_95;
        wp::mat_t<3, 3, wp::float32> var_96;
        wp::mat_t<3, 3, wp::float32> var_97;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::mat_t<3, 3, wp::float32> adj_4 = {};
        wp::mat_t<3, 3, wp::float32> adj_5 = {};
        wp::mat_t<3, 3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::mat_t<3, 3, wp::float32> adj_13 = {};
        wp::mat_t<3, 3, wp::float32> adj_14 = {};
        wp::mat_t<3, 3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::mat_t<3, 3, wp::float32> adj_17 = {};
        wp::mat_t<3, 3, wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::mat_t<3, 3, wp::float32> adj_29 = {};
        wp::mat_t<3, 3, wp::float32> adj_30 = {};
        wp::mat_t<3, 3, wp::float32> adj_31 = {};
        wp::mat_t<3, 3, wp::float32> adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::mat_t<3, 3, wp::float32> adj_38 = {};
        wp::mat_t<3, 3, wp::float32> adj_39 = {};
        wp::mat_t<3, 3, wp::float32> adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::mat_t<3, 3, wp::float32> adj_42 = {};
        wp::mat_t<3, 3, wp::float32> adj_43 = {};
        wp::int32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::int32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::vec_t<3, wp::float32> adj_53 = {};
        wp::mat_t<3, 3, wp::float32> adj_54 = {};
        wp::mat_t<3, 3, wp::float32> adj_55 = {};
        wp::mat_t<3, 3, wp::float32> adj_56 = {};
        wp::mat_t<3, 3, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::vec_t<3, wp::float32> adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::float32 adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::mat_t<3, 3, wp::float32> adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::mat_t<3, 3, wp::float32> adj_68 = {};
        wp::mat_t<3, 3, wp::float32> adj_69 = {};
        wp::mat_t<3, 3, wp::float32> adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::mat_t<3, 3, wp::float32> adj_72 = {};
        wp::int32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::vec_t<3, wp::float32> adj_82 = {};
        wp::mat_t<3, 3, wp::float32> adj_83 = {};
        wp::mat_t<3, 3, wp::float32> adj_84 = {};
        wp::mat_t<3, 3, wp::float32> adj_85 = {};
        wp::mat_t<3, 3, wp::float32> adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::mat_t<3, 3, wp::float32> adj_92 = {};
        wp::mat_t<3, 3, wp::float32> adj_93 = {};
        wp::float32 adj_94 = {};
        wp::mat_t<3, 3, wp::float32> adj_95 = {};
        wp::mat_t<3, 3, wp::float32> adj_96 = {};
        wp::mat_t<3, 3, wp::float32> adj_97 = {};
        //---------
        // forward
        // def linalg_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 3>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 4>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 5>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = float(-1.81)                                                                      <L 6>
        var_8 = wp::float(var_7);
        // m3 = v1 + wp.diag(wp.vec3(1.5, 3.0, 4.5))                                              <L 7>
        var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
        var_13 = wp::diag(var_12);
        var_14 = wp::add(var_5, var_13);
        // m4 = wp.mat33()                                                                        <L 8>
        var_15 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 9>
        var_16 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m3 + wp.transpose(m3), m4, s5)                                                 <L 10>
        var_17 = wp::transpose(var_14);
        var_18 = wp::add(var_14, var_17);
        wp::eig3(var_18, var_15, var_16);
        // v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)       <L 11>
        var_20 = wp::extract(var_16, var_19);
        var_21 = wp::tanh(var_20);
        var_23 = wp::extract(var_16, var_22);
        var_24 = wp::tanh(var_23);
        var_26 = wp::extract(var_16, var_25);
        var_27 = wp::tanh(var_26);
        var_28 = wp::vec_t<3, wp::float32>(var_21, var_24, var_27);
        var_29 = wp::diag(var_28);
        var_30 = wp::mul(var_15, var_29);
        var_31 = wp::transpose(var_15);
        var_32 = wp::mul(var_30, var_31);
        // v7 = wp.length(s5)                                                                     <L 12>
        var_33 = wp::length(var_16);
        // m8 = m3 + wp.diag(wp.vec3(1.5, 3.0, 4.5))                                              <L 13>
        var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
        var_38 = wp::diag(var_37);
        var_39 = wp::add(var_14, var_38);
        // m9 = wp.mat33()                                                                        <L 14>
        var_40 = wp::mat_t<3, 3, wp::float32>();
        // s10 = wp.vec3()                                                                        <L 15>
        var_41 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m8 + wp.transpose(m8), m9, s10)                                                <L 16>
        var_42 = wp::transpose(var_39);
        var_43 = wp::add(var_39, var_42);
        wp::eig3(var_43, var_40, var_41);
        // v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)       <L 17>
        var_45 = wp::extract(var_41, var_44);
        var_46 = wp::tanh(var_45);
        var_48 = wp::extract(var_41, var_47);
        var_49 = wp::tanh(var_48);
        var_51 = wp::extract(var_41, var_50);
        var_52 = wp::tanh(var_51);
        var_53 = wp::vec_t<3, wp::float32>(var_46, var_49, var_52);
        var_54 = wp::diag(var_53);
        var_55 = wp::mul(var_40, var_54);
        var_56 = wp::transpose(var_40);
        var_57 = wp::mul(var_55, var_56);
        // v12 = wp.length(s10)                                                                   <L 18>
        var_58 = wp::length(var_41);
        // m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))       <L 19>
        var_59 = wp::get_diag(var_14);
        var_60 = wp::max(var_2, var_2);
        var_62 = wp::vec_t<3, wp::float32>(var_33, var_8, var_61);
        var_63 = wp::matrix_from_cols<wp::float32>(var_59, var_60, var_62);
        var_67 = wp::vec_t<3, wp::float32>(var_64, var_65, var_66);
        var_68 = wp::diag(var_67);
        var_69 = wp::add(var_63, var_68);
        // m14 = wp.mat33()                                                                       <L 20>
        var_70 = wp::mat_t<3, 3, wp::float32>();
        // s15 = wp.vec3()                                                                        <L 21>
        var_71 = wp::vec_t<3, wp::float32>();
        // m16 = wp.mat33()                                                                       <L 22>
        var_72 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m13, m14, s15, m16)                                                            <L 23>
        wp::svd3(var_69, var_70, var_71, var_72);
        // v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)       <L 24>
        var_74 = wp::extract(var_71, var_73);
        var_75 = wp::sin(var_74);
        var_77 = wp::extract(var_71, var_76);
        var_78 = wp::sin(var_77);
        var_80 = wp::extract(var_71, var_79);
        var_81 = wp::sin(var_80);
        var_82 = wp::vec_t<3, wp::float32>(var_75, var_78, var_81);
        var_83 = wp::diag(var_82);
        var_84 = wp::mul(var_70, var_83);
        var_85 = wp::transpose(var_72);
        var_86 = wp::mul(var_84, var_85);
        // out0[tid] = v2 + v7 + v12 + v12 * 1.38                                                 <L 25>
        var_87 = wp::add(var_8, var_33);
        var_88 = wp::add(var_87, var_58);
        var_90 = wp::mul(var_58, var_89);
        var_91 = wp::add(var_88, var_90);
        // wp::array_store(var_out0, var_0, var_91);
        // out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6                                           <L 26>
        var_92 = wp::add(var_57, var_69);
        var_93 = wp::add(var_92, var_86);
        var_95 = wp::mul(var_14, var_94);
        var_96 = wp::add(var_93, var_95);
        var_97 = wp::add(var_96, var_32);
        // wp::array_store(var_out1, var_0, var_97);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_97, adj_out1, adj_0, adj_97);
        wp::adj_add(var_96, var_32, adj_96, adj_32, adj_97);
        wp::adj_add(var_93, var_95, adj_93, adj_95, adj_96);
        wp::adj_mul(var_14, var_94, adj_14, adj_94, adj_95);
        wp::adj_add(var_92, var_86, adj_92, adj_86, adj_93);
        wp::adj_add(var_57, var_69, adj_57, adj_69, adj_92);
        // adj: out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6                                      <L 26>
        wp::adj_array_store(var_out0, var_0, var_91, adj_out0, adj_0, adj_91);
        wp::adj_add(var_88, var_90, adj_88, adj_90, adj_91);
        wp::adj_mul(var_58, var_89, adj_58, adj_89, adj_90);
        wp::adj_add(var_87, var_58, adj_87, adj_58, adj_88);
        wp::adj_add(var_8, var_33, adj_8, adj_33, adj_87);
        // adj: out0[tid] = v2 + v7 + v12 + v12 * 1.38                                            <L 25>
        wp::adj_mul(var_84, var_85, adj_84, adj_85, adj_86);
        wp::adj_transpose(var_72, adj_72, adj_85);
        wp::adj_mul(var_70, var_83, adj_70, adj_83, adj_84);
        wp::adj_diag(var_82, adj_82, adj_83);
        wp::adj_vec_t(var_75, var_78, var_81, adj_75, adj_78, adj_81, adj_82);
        wp::adj_sin(var_80, adj_80, adj_81);
        wp::adj_extract(var_71, var_79, adj_71, adj_79, adj_80);
        wp::adj_sin(var_77, adj_77, adj_78);
        wp::adj_extract(var_71, var_76, adj_71, adj_76, adj_77);
        wp::adj_sin(var_74, adj_74, adj_75);
        wp::adj_extract(var_71, var_73, adj_71, adj_73, adj_74);
        // adj: v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)  <L 24>
        wp::adj_svd3(var_69, var_70, var_71, var_72, adj_69, adj_70, adj_71, adj_72);
        // adj: wp.svd3(m13, m14, s15, m16)                                                       <L 23>
        // adj: m16 = wp.mat33()                                                                  <L 22>
        // adj: s15 = wp.vec3()                                                                   <L 21>
        // adj: m14 = wp.mat33()                                                                  <L 20>
        wp::adj_add(var_63, var_68, adj_63, adj_68, adj_69);
        wp::adj_diag(var_67, adj_67, adj_68);
        wp::adj_vec_t(var_64, var_65, var_66, adj_64, adj_65, adj_66, adj_67);
        wp::adj_matrix_from_cols(var_59, var_60, var_62, adj_59, adj_60, adj_62, adj_63);
        wp::adj_vec_t(var_33, var_8, var_61, adj_33, adj_8, adj_61, adj_62);
        wp::adj_max(var_2, var_2, adj_2, adj_2, adj_60);
        wp::adj_get_diag(var_14, adj_14, adj_59);
        // adj: m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))  <L 19>
        wp::adj_length(var_41, var_58, adj_41, adj_58);
        // adj: v12 = wp.length(s10)                                                              <L 18>
        wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
        wp::adj_transpose(var_40, adj_40, adj_56);
        wp::adj_mul(var_40, var_54, adj_40, adj_54, adj_55);
        wp::adj_diag(var_53, adj_53, adj_54);
        wp::adj_vec_t(var_46, var_49, var_52, adj_46, adj_49, adj_52, adj_53);
        wp::adj_tanh(var_51, var_52, adj_51, adj_52);
        wp::adj_extract(var_41, var_50, adj_41, adj_50, adj_51);
        wp::adj_tanh(var_48, var_49, adj_48, adj_49);
        wp::adj_extract(var_41, var_47, adj_41, adj_47, adj_48);
        wp::adj_tanh(var_45, var_46, adj_45, adj_46);
        wp::adj_extract(var_41, var_44, adj_41, adj_44, adj_45);
        // adj: v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)  <L 17>
        wp::adj_eig3(var_43, var_40, var_41, adj_43, adj_40, adj_41);
        wp::adj_add(var_39, var_42, adj_39, adj_42, adj_43);
        wp::adj_transpose(var_39, adj_39, adj_42);
        // adj: wp.eig3(m8 + wp.transpose(m8), m9, s10)                                           <L 16>
        // adj: s10 = wp.vec3()                                                                   <L 15>
        // adj: m9 = wp.mat33()                                                                   <L 14>
        wp::adj_add(var_14, var_38, adj_14, adj_38, adj_39);
        wp::adj_diag(var_37, adj_37, adj_38);
        wp::adj_vec_t(var_34, var_35, var_36, adj_34, adj_35, adj_36, adj_37);
        // adj: m8 = m3 + wp.diag(wp.vec3(1.5, 3.0, 4.5))                                         <L 13>
        wp::adj_length(var_16, var_33, adj_16, adj_33);
        // adj: v7 = wp.length(s5)                                                                <L 12>
        wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
        wp::adj_transpose(var_15, adj_15, adj_31);
        wp::adj_mul(var_15, var_29, adj_15, adj_29, adj_30);
        wp::adj_diag(var_28, adj_28, adj_29);
        wp::adj_vec_t(var_21, var_24, var_27, adj_21, adj_24, adj_27, adj_28);
        wp::adj_tanh(var_26, var_27, adj_26, adj_27);
        wp::adj_extract(var_16, var_25, adj_16, adj_25, adj_26);
        wp::adj_tanh(var_23, var_24, adj_23, adj_24);
        wp::adj_extract(var_16, var_22, adj_16, adj_22, adj_23);
        wp::adj_tanh(var_20, var_21, adj_20, adj_21);
        wp::adj_extract(var_16, var_19, adj_16, adj_19, adj_20);
        // adj: v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)  <L 11>
        wp::adj_eig3(var_18, var_15, var_16, adj_18, adj_15, adj_16);
        wp::adj_add(var_14, var_17, adj_14, adj_17, adj_18);
        wp::adj_transpose(var_14, adj_14, adj_17);
        // adj: wp.eig3(m3 + wp.transpose(m3), m4, s5)                                            <L 10>
        // adj: s5 = wp.vec3()                                                                    <L 9>
        // adj: m4 = wp.mat33()                                                                   <L 8>
        wp::adj_add(var_5, var_13, adj_5, adj_13, adj_14);
        wp::adj_diag(var_12, adj_12, adj_13);
        wp::adj_vec_t(var_9, var_10, var_11, adj_9, adj_10, adj_11, adj_12);
        // adj: m3 = v1 + wp.diag(wp.vec3(1.5, 3.0, 4.5))                                         <L 7>
        wp::adj_float(var_7, adj_7, adj_8);
        // adj: v2 = float(-1.81)                                                                 <L 6>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 5>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 4>
        // adj: tid = wp.tid()                                                                    <L 3>
        // adj: def linalg_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):  <L 1>
        continue;
    }
}

