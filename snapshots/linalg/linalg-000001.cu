// Generated for case linalg-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void linalg_000001_t_93f65be7_cuda_kernel_forward(
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
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::mat_t<3, 3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        const wp::int32 var_14 = 0;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::int32 var_20 = 2;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        wp::mat_t<3, 3, wp::float32> var_25;
        wp::mat_t<3, 3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        wp::float32 var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        wp::mat_t<3, 3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 2;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::mat_t<3, 3, wp::float32> var_44;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::mat_t<3, 3, wp::float32> var_46;
        wp::mat_t<3, 3, wp::float32> var_47;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        const wp::float32 var_51 = -1.886;
        wp::vec_t<3, wp::float32> var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        wp::mat_t<3, 3, wp::float32> var_54;
        wp::vec_t<3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 1;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 2;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::mat_t<3, 3, wp::float32> var_67;
        wp::mat_t<3, 3, wp::float32> var_68;
        wp::mat_t<3, 3, wp::float32> var_69;
        wp::mat_t<3, 3, wp::float32> var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.38;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::mat_t<3, 3, wp::float32> var_76;
        wp::mat_t<3, 3, wp::float32> var_77;
        const wp::float32 var_78 = 0.51;
        wp::mat_t<3, 3, wp::float32> var_79;
        wp::mat_t<3, 3, wp::float32> var_80;
        wp::mat_t<3, 3, wp::float32> var_81;
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
        // m3 = v1                                                                                <L 7>
        var_9 = wp::copy(var_5);
        // m4 = wp.mat33()                                                                        <L 8>
        var_10 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 9>
        var_11 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m3 + wp.transpose(m3), m4, s5)                                                 <L 10>
        var_12 = wp::transpose(var_9);
        var_13 = wp::add(var_9, var_12);
        wp::eig3(var_13, var_10, var_11);
        // v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)       <L 11>
        var_15 = wp::extract(var_11, var_14);
        var_16 = wp::tanh(var_15);
        var_18 = wp::extract(var_11, var_17);
        var_19 = wp::tanh(var_18);
        var_21 = wp::extract(var_11, var_20);
        var_22 = wp::tanh(var_21);
        var_23 = wp::vec_t<3, wp::float32>(var_16, var_19, var_22);
        var_24 = wp::diag(var_23);
        var_25 = wp::mul(var_10, var_24);
        var_26 = wp::transpose(var_10);
        var_27 = wp::mul(var_25, var_26);
        // v7 = wp.length(s5)                                                                     <L 12>
        var_28 = wp::length(var_11);
        // m8 = m3                                                                                <L 13>
        var_29 = wp::copy(var_9);
        // m9 = wp.mat33()                                                                        <L 14>
        var_30 = wp::mat_t<3, 3, wp::float32>();
        // s10 = wp.vec3()                                                                        <L 15>
        var_31 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m8 + wp.transpose(m8), m9, s10)                                                <L 16>
        var_32 = wp::transpose(var_29);
        var_33 = wp::add(var_29, var_32);
        wp::eig3(var_33, var_30, var_31);
        // v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)       <L 17>
        var_35 = wp::extract(var_31, var_34);
        var_36 = wp::tanh(var_35);
        var_38 = wp::extract(var_31, var_37);
        var_39 = wp::tanh(var_38);
        var_41 = wp::extract(var_31, var_40);
        var_42 = wp::tanh(var_41);
        var_43 = wp::vec_t<3, wp::float32>(var_36, var_39, var_42);
        var_44 = wp::diag(var_43);
        var_45 = wp::mul(var_30, var_44);
        var_46 = wp::transpose(var_30);
        var_47 = wp::mul(var_45, var_46);
        // v12 = wp.length(s10)                                                                   <L 18>
        var_48 = wp::length(var_31);
        // m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886))       <L 19>
        var_49 = wp::get_diag(var_9);
        var_50 = wp::max(var_2, var_2);
        var_52 = wp::vec_t<3, wp::float32>(var_28, var_8, var_51);
        var_53 = wp::matrix_from_cols<wp::float32>(var_49, var_50, var_52);
        // m14 = wp.mat33()                                                                       <L 20>
        var_54 = wp::mat_t<3, 3, wp::float32>();
        // s15 = wp.vec3()                                                                        <L 21>
        var_55 = wp::vec_t<3, wp::float32>();
        // m16 = wp.mat33()                                                                       <L 22>
        var_56 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m13, m14, s15, m16)                                                            <L 23>
        wp::svd3(var_53, var_54, var_55, var_56);
        // v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)       <L 24>
        var_58 = wp::extract(var_55, var_57);
        var_59 = wp::sin(var_58);
        var_61 = wp::extract(var_55, var_60);
        var_62 = wp::sin(var_61);
        var_64 = wp::extract(var_55, var_63);
        var_65 = wp::sin(var_64);
        var_66 = wp::vec_t<3, wp::float32>(var_59, var_62, var_65);
        var_67 = wp::diag(var_66);
        var_68 = wp::mul(var_54, var_67);
        var_69 = wp::transpose(var_56);
        var_70 = wp::mul(var_68, var_69);
        // out0[tid] = v2 + v7 + v12 + v12 * 1.38                                                 <L 25>
        var_71 = wp::add(var_8, var_28);
        var_72 = wp::add(var_71, var_48);
        var_74 = wp::mul(var_48, var_73);
        var_75 = wp::add(var_72, var_74);
        wp::array_store(var_out0, var_0, var_75);
        // out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6                                           <L 26>
        var_76 = wp::add(var_47, var_53);
        var_77 = wp::add(var_76, var_70);
        var_79 = wp::mul(var_9, var_78);
        var_80 = wp::add(var_77, var_79);
        var_81 = wp::add(var_80, var_27);
        wp::array_store(var_out1, var_0, var_81);
    }
}



extern "C" __global__ void linalg_000001_t_93f65be7_cuda_kernel_backward(
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
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::mat_t<3, 3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        const wp::int32 var_14 = 0;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::int32 var_20 = 2;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        wp::mat_t<3, 3, wp::float32> var_25;
        wp::mat_t<3, 3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        wp::float32 var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        wp::mat_t<3, 3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 2;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::mat_t<3, 3, wp::float32> var_44;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::mat_t<3, 3, wp::float32> var_46;
        wp::mat_t<3, 3, wp::float32> var_47;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        const wp::float32 var_51 = -1.886;
        wp::vec_t<3, wp::float32> var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        wp::mat_t<3, 3, wp::float32> var_54;
        wp::vec_t<3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 1;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 2;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::mat_t<3, 3, wp::float32> var_67;
        wp::mat_t<3, 3, wp::float32> var_68;
        wp::mat_t<3, 3, wp::float32> var_69;
        wp::mat_t<3, 3, wp::float32> var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.38;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::mat_t<3, 3, wp::float32> var_76;
        wp::mat_t<3, 3, wp::float32> var_77;
        const wp::float32 var_78 = 0.51;
        wp::mat_t<3, 3, wp::float32> var_79;
        wp::mat_t<3, 3, wp::float32> var_80;
        wp::mat_t<3, 3, wp::float32> var_81;
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
        wp::mat_t<3, 3, wp::float32> adj_9 = {};
        wp::mat_t<3, 3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::mat_t<3, 3, wp::float32> adj_12 = {};
        wp::mat_t<3, 3, wp::float32> adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::mat_t<3, 3, wp::float32> adj_24 = {};
        wp::mat_t<3, 3, wp::float32> adj_25 = {};
        wp::mat_t<3, 3, wp::float32> adj_26 = {};
        wp::mat_t<3, 3, wp::float32> adj_27 = {};
        wp::float32 adj_28 = {};
        wp::mat_t<3, 3, wp::float32> adj_29 = {};
        wp::mat_t<3, 3, wp::float32> adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::mat_t<3, 3, wp::float32> adj_32 = {};
        wp::mat_t<3, 3, wp::float32> adj_33 = {};
        wp::int32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::vec_t<3, wp::float32> adj_43 = {};
        wp::mat_t<3, 3, wp::float32> adj_44 = {};
        wp::mat_t<3, 3, wp::float32> adj_45 = {};
        wp::mat_t<3, 3, wp::float32> adj_46 = {};
        wp::mat_t<3, 3, wp::float32> adj_47 = {};
        wp::float32 adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::mat_t<3, 3, wp::float32> adj_53 = {};
        wp::mat_t<3, 3, wp::float32> adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::mat_t<3, 3, wp::float32> adj_56 = {};
        wp::int32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::mat_t<3, 3, wp::float32> adj_67 = {};
        wp::mat_t<3, 3, wp::float32> adj_68 = {};
        wp::mat_t<3, 3, wp::float32> adj_69 = {};
        wp::mat_t<3, 3, wp::float32> adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::mat_t<3, 3, wp::float32> adj_76 = {};
        wp::mat_t<3, 3, wp::float32> adj_77 = {};
        wp::float32 adj_78 = {};
        wp::mat_t<3, 3, wp::float32> adj_79 = {};
        wp::mat_t<3, 3, wp::float32> adj_80 = {};
        wp::mat_t<3, 3, wp::float32> adj_81 = {};
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
        // m3 = v1                                                                                <L 7>
        var_9 = wp::copy(var_5);
        // m4 = wp.mat33()                                                                        <L 8>
        var_10 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 9>
        var_11 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m3 + wp.transpose(m3), m4, s5)                                                 <L 10>
        var_12 = wp::transpose(var_9);
        var_13 = wp::add(var_9, var_12);
        wp::eig3(var_13, var_10, var_11);
        // v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)       <L 11>
        var_15 = wp::extract(var_11, var_14);
        var_16 = wp::tanh(var_15);
        var_18 = wp::extract(var_11, var_17);
        var_19 = wp::tanh(var_18);
        var_21 = wp::extract(var_11, var_20);
        var_22 = wp::tanh(var_21);
        var_23 = wp::vec_t<3, wp::float32>(var_16, var_19, var_22);
        var_24 = wp::diag(var_23);
        var_25 = wp::mul(var_10, var_24);
        var_26 = wp::transpose(var_10);
        var_27 = wp::mul(var_25, var_26);
        // v7 = wp.length(s5)                                                                     <L 12>
        var_28 = wp::length(var_11);
        // m8 = m3                                                                                <L 13>
        var_29 = wp::copy(var_9);
        // m9 = wp.mat33()                                                                        <L 14>
        var_30 = wp::mat_t<3, 3, wp::float32>();
        // s10 = wp.vec3()                                                                        <L 15>
        var_31 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m8 + wp.transpose(m8), m9, s10)                                                <L 16>
        var_32 = wp::transpose(var_29);
        var_33 = wp::add(var_29, var_32);
        wp::eig3(var_33, var_30, var_31);
        // v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)       <L 17>
        var_35 = wp::extract(var_31, var_34);
        var_36 = wp::tanh(var_35);
        var_38 = wp::extract(var_31, var_37);
        var_39 = wp::tanh(var_38);
        var_41 = wp::extract(var_31, var_40);
        var_42 = wp::tanh(var_41);
        var_43 = wp::vec_t<3, wp::float32>(var_36, var_39, var_42);
        var_44 = wp::diag(var_43);
        var_45 = wp::mul(var_30, var_44);
        var_46 = wp::transpose(var_30);
        var_47 = wp::mul(var_45, var_46);
        // v12 = wp.length(s10)                                                                   <L 18>
        var_48 = wp::length(var_31);
        // m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886))       <L 19>
        var_49 = wp::get_diag(var_9);
        var_50 = wp::max(var_2, var_2);
        var_52 = wp::vec_t<3, wp::float32>(var_28, var_8, var_51);
        var_53 = wp::matrix_from_cols<wp::float32>(var_49, var_50, var_52);
        // m14 = wp.mat33()                                                                       <L 20>
        var_54 = wp::mat_t<3, 3, wp::float32>();
        // s15 = wp.vec3()                                                                        <L 21>
        var_55 = wp::vec_t<3, wp::float32>();
        // m16 = wp.mat33()                                                                       <L 22>
        var_56 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m13, m14, s15, m16)                                                            <L 23>
        wp::svd3(var_53, var_54, var_55, var_56);
        // v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)       <L 24>
        var_58 = wp::extract(var_55, var_57);
        var_59 = wp::sin(var_58);
        var_61 = wp::extract(var_55, var_60);
        var_62 = wp::sin(var_61);
        var_64 = wp::extract(var_55, var_63);
        var_65 = wp::sin(var_64);
        var_66 = wp::vec_t<3, wp::float32>(var_59, var_62, var_65);
        var_67 = wp::diag(var_66);
        var_68 = wp::mul(var_54, var_67);
        var_69 = wp::transpose(var_56);
        var_70 = wp::mul(var_68, var_69);
        // out0[tid] = v2 + v7 + v12 + v12 * 1.38                                                 <L 25>
        var_71 = wp::add(var_8, var_28);
        var_72 = wp::add(var_71, var_48);
        var_74 = wp::mul(var_48, var_73);
        var_75 = wp::add(var_72, var_74);
        // wp::array_store(var_out0, var_0, var_75);
        // out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6                                           <L 26>
        var_76 = wp::add(var_47, var_53);
        var_77 = wp::add(var_76, var_70);
        var_79 = wp::mul(var_9, var_78);
        var_80 = wp::add(var_77, var_79);
        var_81 = wp::add(var_80, var_27);
        // wp::array_store(var_out1, var_0, var_81);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_81, adj_out1, adj_0, adj_81);
        wp::adj_add(var_80, var_27, adj_80, adj_27, adj_81);
        wp::adj_add(var_77, var_79, adj_77, adj_79, adj_80);
        wp::adj_mul(var_9, var_78, adj_9, adj_78, adj_79);
        wp::adj_add(var_76, var_70, adj_76, adj_70, adj_77);
        wp::adj_add(var_47, var_53, adj_47, adj_53, adj_76);
        // adj: out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6                                      <L 26>
        wp::adj_array_store(var_out0, var_0, var_75, adj_out0, adj_0, adj_75);
        wp::adj_add(var_72, var_74, adj_72, adj_74, adj_75);
        wp::adj_mul(var_48, var_73, adj_48, adj_73, adj_74);
        wp::adj_add(var_71, var_48, adj_71, adj_48, adj_72);
        wp::adj_add(var_8, var_28, adj_8, adj_28, adj_71);
        // adj: out0[tid] = v2 + v7 + v12 + v12 * 1.38                                            <L 25>
        wp::adj_mul(var_68, var_69, adj_68, adj_69, adj_70);
        wp::adj_transpose(var_56, adj_56, adj_69);
        wp::adj_mul(var_54, var_67, adj_54, adj_67, adj_68);
        wp::adj_diag(var_66, adj_66, adj_67);
        wp::adj_vec_t(var_59, var_62, var_65, adj_59, adj_62, adj_65, adj_66);
        wp::adj_sin(var_64, adj_64, adj_65);
        wp::adj_extract(var_55, var_63, adj_55, adj_63, adj_64);
        wp::adj_sin(var_61, adj_61, adj_62);
        wp::adj_extract(var_55, var_60, adj_55, adj_60, adj_61);
        wp::adj_sin(var_58, adj_58, adj_59);
        wp::adj_extract(var_55, var_57, adj_55, adj_57, adj_58);
        // adj: v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)  <L 24>
        wp::adj_svd3(var_53, var_54, var_55, var_56, adj_53, adj_54, adj_55, adj_56);
        // adj: wp.svd3(m13, m14, s15, m16)                                                       <L 23>
        // adj: m16 = wp.mat33()                                                                  <L 22>
        // adj: s15 = wp.vec3()                                                                   <L 21>
        // adj: m14 = wp.mat33()                                                                  <L 20>
        wp::adj_matrix_from_cols(var_49, var_50, var_52, adj_49, adj_50, adj_52, adj_53);
        wp::adj_vec_t(var_28, var_8, var_51, adj_28, adj_8, adj_51, adj_52);
        wp::adj_max(var_2, var_2, adj_2, adj_2, adj_50);
        wp::adj_get_diag(var_9, adj_9, adj_49);
        // adj: m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886))  <L 19>
        wp::adj_length(var_31, var_48, adj_31, adj_48);
        // adj: v12 = wp.length(s10)                                                              <L 18>
        wp::adj_mul(var_45, var_46, adj_45, adj_46, adj_47);
        wp::adj_transpose(var_30, adj_30, adj_46);
        wp::adj_mul(var_30, var_44, adj_30, adj_44, adj_45);
        wp::adj_diag(var_43, adj_43, adj_44);
        wp::adj_vec_t(var_36, var_39, var_42, adj_36, adj_39, adj_42, adj_43);
        wp::adj_tanh(var_41, var_42, adj_41, adj_42);
        wp::adj_extract(var_31, var_40, adj_31, adj_40, adj_41);
        wp::adj_tanh(var_38, var_39, adj_38, adj_39);
        wp::adj_extract(var_31, var_37, adj_31, adj_37, adj_38);
        wp::adj_tanh(var_35, var_36, adj_35, adj_36);
        wp::adj_extract(var_31, var_34, adj_31, adj_34, adj_35);
        // adj: v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)  <L 17>
        wp::adj_eig3(var_33, var_30, var_31, adj_33, adj_30, adj_31);
        wp::adj_add(var_29, var_32, adj_29, adj_32, adj_33);
        wp::adj_transpose(var_29, adj_29, adj_32);
        // adj: wp.eig3(m8 + wp.transpose(m8), m9, s10)                                           <L 16>
        // adj: s10 = wp.vec3()                                                                   <L 15>
        // adj: m9 = wp.mat33()                                                                   <L 14>
        wp::adj_copy(var_9, adj_9, adj_29);
        // adj: m8 = m3                                                                           <L 13>
        wp::adj_length(var_11, var_28, adj_11, adj_28);
        // adj: v7 = wp.length(s5)                                                                <L 12>
        wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_transpose(var_10, adj_10, adj_26);
        wp::adj_mul(var_10, var_24, adj_10, adj_24, adj_25);
        wp::adj_diag(var_23, adj_23, adj_24);
        wp::adj_vec_t(var_16, var_19, var_22, adj_16, adj_19, adj_22, adj_23);
        wp::adj_tanh(var_21, var_22, adj_21, adj_22);
        wp::adj_extract(var_11, var_20, adj_11, adj_20, adj_21);
        wp::adj_tanh(var_18, var_19, adj_18, adj_19);
        wp::adj_extract(var_11, var_17, adj_11, adj_17, adj_18);
        wp::adj_tanh(var_15, var_16, adj_15, adj_16);
        wp::adj_extract(var_11, var_14, adj_11, adj_14, adj_15);
        // adj: v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)  <L 11>
        wp::adj_eig3(var_13, var_10, var_11, adj_13, adj_10, adj_11);
        wp::adj_add(var_9, var_12, adj_9, adj_12, adj_13);
        wp::adj_transpose(var_9, adj_9, adj_12);
        // adj: wp.eig3(m3 + wp.transpose(m3), m4, s5)                                            <L 10>
        // adj: s5 = wp.vec3()                                                                    <L 9>
        // adj: m4 = wp.mat33()                                                                   <L 8>
        wp::adj_copy(var_5, adj_5, adj_9);
        // adj: m3 = v1                                                                           <L 7>
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

