// Generated for case launch_nd-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void launch_nd_000000_eed89642_cuda_kernel_forward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::array_t<wp::float32> var_acc0,
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
        wp::int32 var_1;
        wp::int32 var_2;
        wp::int32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::int32 var_19 = 3;
        wp::int32 var_20;
        wp::shape_t* var_21;
        const wp::int32 var_22 = 0;
        wp::int32 var_23;
        wp::shape_t var_24;
        wp::int32 var_25;
        const wp::int32 var_26 = 2;
        wp::int32 var_27;
        wp::shape_t* var_28;
        const wp::int32 var_29 = 1;
        wp::int32 var_30;
        wp::shape_t var_31;
        wp::int32 var_32;
        const wp::int32 var_33 = 4;
        wp::int32 var_34;
        wp::shape_t* var_35;
        const wp::int32 var_36 = 2;
        wp::int32 var_37;
        wp::shape_t var_38;
        wp::int32 var_39;
        wp::float32* var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.0;
        wp::float32 var_44;
        wp::float32 var_45;
        bool var_46;
        bool var_47;
        bool var_48;
        bool var_49;
        const wp::float32 var_50 = 1.6;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::int32 var_54 = 4;
        wp::int32 var_55;
        wp::shape_t* var_56;
        const wp::int32 var_57 = 0;
        wp::int32 var_58;
        wp::shape_t var_59;
        wp::int32 var_60;
        const wp::int32 var_61 = 3;
        wp::int32 var_62;
        wp::shape_t* var_63;
        const wp::int32 var_64 = 1;
        wp::int32 var_65;
        wp::shape_t var_66;
        wp::int32 var_67;
        const wp::int32 var_68 = 5;
        wp::int32 var_69;
        wp::shape_t* var_70;
        const wp::int32 var_71 = 2;
        wp::int32 var_72;
        wp::shape_t var_73;
        wp::int32 var_74;
        wp::float32* var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        const wp::float32 var_78 = 1.0;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::int32 var_82 = 4;
        wp::int32 var_83;
        wp::shape_t* var_84;
        const wp::int32 var_85 = 0;
        wp::int32 var_86;
        wp::shape_t var_87;
        wp::int32 var_88;
        const wp::int32 var_89 = 5;
        wp::int32 var_90;
        wp::shape_t* var_91;
        const wp::int32 var_92 = 2;
        wp::int32 var_93;
        wp::shape_t var_94;
        wp::int32 var_95;
        wp::vec_t<3, wp::float32>* var_96;
        wp::vec_t<3, wp::float32> var_97;
        wp::vec_t<3, wp::float32> var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::float32 var_101 = 1.969;
        wp::float32 var_102;
        const wp::float32 var_103 = 1.0;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        const wp::float32 var_107 = 1.26;
        wp::float32 var_108;
        wp::float32 var_109;
        //---------
        // forward
        // def launch_nd_000000(x0: wp.array4d(dtype=float), x1: wp.array(dtype=float, ndim=4), x2: wp.array4d(dtype=wp.vec3), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=4)):       <L 5>
        // i, j, k, l = wp.tid()                                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // v0 = x0[i, j, k, l]                                                                    <L 7>
        var_4 = wp::address(var_x0, var_0, var_1, var_2, var_3);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = x1[i, j, k, l]                                                                    <L 8>
        var_7 = wp::address(var_x1, var_0, var_1, var_2, var_3);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = x2[i, j, k, l]                                                                    <L 9>
        var_10 = wp::address(var_x2, var_0, var_1, var_2, var_3);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // v3 = v0                                                                                <L 10>
        var_13 = wp::copy(var_5);
        // v4 = (v3 + wp.length_sq((v2 + v2)))                                                    <L 11>
        var_14 = wp::add(var_11, var_11);
        var_15 = wp::length_sq(var_14);
        var_16 = wp::add(var_13, var_15);
        // v5 = (wp.cbrt(float(l)) / (wp.abs(x1[(i + 3) % x1.shape[0], (j + 2) % x1.shape[1], (k + 4) % x1.shape[2], l]) + 1.0))       <L 12>
        var_17 = wp::float(var_3);
        var_18 = wp::cbrt(var_17);
        var_20 = wp::add(var_0, var_19);
        var_21 = &(var_x1.shape);
        var_24 = wp::load(var_21);
        var_23 = wp::extract(var_24, var_22);
        var_25 = wp::mod(var_20, var_23);
        var_27 = wp::add(var_1, var_26);
        var_28 = &(var_x1.shape);
        var_31 = wp::load(var_28);
        var_30 = wp::extract(var_31, var_29);
        var_32 = wp::mod(var_27, var_30);
        var_34 = wp::add(var_2, var_33);
        var_35 = &(var_x1.shape);
        var_38 = wp::load(var_35);
        var_37 = wp::extract(var_38, var_36);
        var_39 = wp::mod(var_34, var_37);
        var_40 = wp::address(var_x1, var_25, var_32, var_39, var_3);
        var_42 = wp::load(var_40);
        var_41 = wp::abs(var_42);
        var_44 = wp::add(var_41, var_43);
        var_45 = wp::div(var_18, var_44);
        // v6 = wp.where(not (v3 >= v1 or v5 >= v5), ((1.6 - v4) + v1), ((v3 - v0) / (wp.abs(x0[(i + 4) % x0.shape[0], (j + 3) % x0.shape[1], (k + 5) % x0.shape[2], l]) + 1.0)))       <L 13>
        var_47 = (var_13 >= var_8);
        var_46 = var_47;
        if (!var_46) {
            var_48 = (var_45 >= var_45);
            var_46 = var_46 || var_48;
        }
        var_49 = wp::unot(var_46);
        var_51 = wp::sub(var_50, var_16);
        var_52 = wp::add(var_51, var_8);
        var_53 = wp::sub(var_13, var_5);
        var_55 = wp::add(var_0, var_54);
        var_56 = &(var_x0.shape);
        var_59 = wp::load(var_56);
        var_58 = wp::extract(var_59, var_57);
        var_60 = wp::mod(var_55, var_58);
        var_62 = wp::add(var_1, var_61);
        var_63 = &(var_x0.shape);
        var_66 = wp::load(var_63);
        var_65 = wp::extract(var_66, var_64);
        var_67 = wp::mod(var_62, var_65);
        var_69 = wp::add(var_2, var_68);
        var_70 = &(var_x0.shape);
        var_73 = wp::load(var_70);
        var_72 = wp::extract(var_73, var_71);
        var_74 = wp::mod(var_69, var_72);
        var_75 = wp::address(var_x0, var_60, var_67, var_74, var_3);
        var_77 = wp::load(var_75);
        var_76 = wp::abs(var_77);
        var_79 = wp::add(var_76, var_78);
        var_80 = wp::div(var_53, var_79);
        var_81 = wp::where(var_49, var_52, var_80);
        // v7 = x2[(i + 4) % x2.shape[0], j, (k + 5) % x2.shape[2], l]                            <L 14>
        var_83 = wp::add(var_0, var_82);
        var_84 = &(var_x2.shape);
        var_87 = wp::load(var_84);
        var_86 = wp::extract(var_87, var_85);
        var_88 = wp::mod(var_83, var_86);
        var_90 = wp::add(var_2, var_89);
        var_91 = &(var_x2.shape);
        var_94 = wp::load(var_91);
        var_93 = wp::extract(var_94, var_92);
        var_95 = wp::mod(var_90, var_93);
        var_96 = wp::address(var_x2, var_88, var_1, var_95, var_3);
        var_98 = wp::load(var_96);
        var_97 = wp::copy(var_98);
        // out0[i, j, k, l] = v4 + v5 + v6 + (1.969 * wp.log2(wp.abs(v3) + 1.0)) * 1.26           <L 15>
        var_99 = wp::add(var_16, var_45);
        var_100 = wp::add(var_99, var_81);
        var_102 = wp::abs(var_13);
        var_104 = wp::add(var_102, var_103);
        var_105 = wp::log2(var_104);
        var_106 = wp::mul(var_101, var_105);
        var_108 = wp::mul(var_106, var_107);
        var_109 = wp::add(var_100, var_108);
        wp::array_store(var_out0, var_0, var_1, var_2, var_3, var_109);
    }
}



extern "C" __global__ void launch_nd_000000_eed89642_cuda_kernel_backward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x2,
    wp::array_t<wp::float32> adj_acc0,
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
        wp::int32 var_1;
        wp::int32 var_2;
        wp::int32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::int32 var_19 = 3;
        wp::int32 var_20;
        wp::shape_t* var_21;
        const wp::int32 var_22 = 0;
        wp::int32 var_23;
        wp::shape_t var_24;
        wp::int32 var_25;
        const wp::int32 var_26 = 2;
        wp::int32 var_27;
        wp::shape_t* var_28;
        const wp::int32 var_29 = 1;
        wp::int32 var_30;
        wp::shape_t var_31;
        wp::int32 var_32;
        const wp::int32 var_33 = 4;
        wp::int32 var_34;
        wp::shape_t* var_35;
        const wp::int32 var_36 = 2;
        wp::int32 var_37;
        wp::shape_t var_38;
        wp::int32 var_39;
        wp::float32* var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.0;
        wp::float32 var_44;
        wp::float32 var_45;
        bool var_46;
        bool var_47;
        bool var_48;
        bool var_49;
        const wp::float32 var_50 = 1.6;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::int32 var_54 = 4;
        wp::int32 var_55;
        wp::shape_t* var_56;
        const wp::int32 var_57 = 0;
        wp::int32 var_58;
        wp::shape_t var_59;
        wp::int32 var_60;
        const wp::int32 var_61 = 3;
        wp::int32 var_62;
        wp::shape_t* var_63;
        const wp::int32 var_64 = 1;
        wp::int32 var_65;
        wp::shape_t var_66;
        wp::int32 var_67;
        const wp::int32 var_68 = 5;
        wp::int32 var_69;
        wp::shape_t* var_70;
        const wp::int32 var_71 = 2;
        wp::int32 var_72;
        wp::shape_t var_73;
        wp::int32 var_74;
        wp::float32* var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        const wp::float32 var_78 = 1.0;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::int32 var_82 = 4;
        wp::int32 var_83;
        wp::shape_t* var_84;
        const wp::int32 var_85 = 0;
        wp::int32 var_86;
        wp::shape_t var_87;
        wp::int32 var_88;
        const wp::int32 var_89 = 5;
        wp::int32 var_90;
        wp::shape_t* var_91;
        const wp::int32 var_92 = 2;
        wp::int32 var_93;
        wp::shape_t var_94;
        wp::int32 var_95;
        wp::vec_t<3, wp::float32>* var_96;
        wp::vec_t<3, wp::float32> var_97;
        wp::vec_t<3, wp::float32> var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::float32 var_101 = 1.969;
        wp::float32 var_102;
        const wp::float32 var_103 = 1.0;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        const wp::float32 var_107 = 1.26;
        wp::float32 var_108;
        wp::float32 var_109;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::shape_t adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::shape_t adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::shape_t adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::shape_t adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::shape_t adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::shape_t adj_38 = {};
        wp::int32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        bool adj_46 = {};
        bool adj_47 = {};
        bool adj_48 = {};
        bool adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::shape_t adj_56 = {};
        wp::int32 adj_57 = {};
        wp::int32 adj_58 = {};
        wp::shape_t adj_59 = {};
        wp::int32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::shape_t adj_63 = {};
        wp::int32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::shape_t adj_66 = {};
        wp::int32 adj_67 = {};
        wp::int32 adj_68 = {};
        wp::int32 adj_69 = {};
        wp::shape_t adj_70 = {};
        wp::int32 adj_71 = {};
        wp::int32 adj_72 = {};
        wp::shape_t adj_73 = {};
        wp::int32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::int32 adj_82 = {};
        wp::int32 adj_83 = {};
        wp::shape_t adj_84 = {};
        wp::int32 adj_85 = {};
        wp::int32 adj_86 = {};
        wp::shape_t adj_87 = {};
        wp::int32 adj_88 = {};
        wp::int32 adj_89 = {};
        wp::int32 adj_90 = {};
        wp::shape_t adj_91 = {};
        wp::int32 adj_92 = {};
        wp::int32 adj_93 = {};
        wp::shape_t adj_94 = {};
        wp::int32 adj_95 = {};
        wp::vec_t<3, wp::float32> adj_96 = {};
        wp::vec_t<3, wp::float32> adj_97 = {};
        wp::vec_t<3, wp::float32> adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        //---------
        // forward
        // def launch_nd_000000(x0: wp.array4d(dtype=float), x1: wp.array(dtype=float, ndim=4), x2: wp.array4d(dtype=wp.vec3), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=4)):       <L 5>
        // i, j, k, l = wp.tid()                                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // v0 = x0[i, j, k, l]                                                                    <L 7>
        var_4 = wp::address(var_x0, var_0, var_1, var_2, var_3);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = x1[i, j, k, l]                                                                    <L 8>
        var_7 = wp::address(var_x1, var_0, var_1, var_2, var_3);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = x2[i, j, k, l]                                                                    <L 9>
        var_10 = wp::address(var_x2, var_0, var_1, var_2, var_3);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // v3 = v0                                                                                <L 10>
        var_13 = wp::copy(var_5);
        // v4 = (v3 + wp.length_sq((v2 + v2)))                                                    <L 11>
        var_14 = wp::add(var_11, var_11);
        var_15 = wp::length_sq(var_14);
        var_16 = wp::add(var_13, var_15);
        // v5 = (wp.cbrt(float(l)) / (wp.abs(x1[(i + 3) % x1.shape[0], (j + 2) % x1.shape[1], (k + 4) % x1.shape[2], l]) + 1.0))       <L 12>
        var_17 = wp::float(var_3);
        var_18 = wp::cbrt(var_17);
        var_20 = wp::add(var_0, var_19);
        var_21 = &(var_x1.shape);
        var_24 = wp::load(var_21);
        var_23 = wp::extract(var_24, var_22);
        var_25 = wp::mod(var_20, var_23);
        var_27 = wp::add(var_1, var_26);
        var_28 = &(var_x1.shape);
        var_31 = wp::load(var_28);
        var_30 = wp::extract(var_31, var_29);
        var_32 = wp::mod(var_27, var_30);
        var_34 = wp::add(var_2, var_33);
        var_35 = &(var_x1.shape);
        var_38 = wp::load(var_35);
        var_37 = wp::extract(var_38, var_36);
        var_39 = wp::mod(var_34, var_37);
        var_40 = wp::address(var_x1, var_25, var_32, var_39, var_3);
        var_42 = wp::load(var_40);
        var_41 = wp::abs(var_42);
        var_44 = wp::add(var_41, var_43);
        var_45 = wp::div(var_18, var_44);
        // v6 = wp.where(not (v3 >= v1 or v5 >= v5), ((1.6 - v4) + v1), ((v3 - v0) / (wp.abs(x0[(i + 4) % x0.shape[0], (j + 3) % x0.shape[1], (k + 5) % x0.shape[2], l]) + 1.0)))       <L 13>
        var_47 = (var_13 >= var_8);
        var_46 = var_47;
        if (!var_46) {
            var_48 = (var_45 >= var_45);
            var_46 = var_46 || var_48;
        }
        var_49 = wp::unot(var_46);
        var_51 = wp::sub(var_50, var_16);
        var_52 = wp::add(var_51, var_8);
        var_53 = wp::sub(var_13, var_5);
        var_55 = wp::add(var_0, var_54);
        var_56 = &(var_x0.shape);
        var_59 = wp::load(var_56);
        var_58 = wp::extract(var_59, var_57);
        var_60 = wp::mod(var_55, var_58);
        var_62 = wp::add(var_1, var_61);
        var_63 = &(var_x0.shape);
        var_66 = wp::load(var_63);
        var_65 = wp::extract(var_66, var_64);
        var_67 = wp::mod(var_62, var_65);
        var_69 = wp::add(var_2, var_68);
        var_70 = &(var_x0.shape);
        var_73 = wp::load(var_70);
        var_72 = wp::extract(var_73, var_71);
        var_74 = wp::mod(var_69, var_72);
        var_75 = wp::address(var_x0, var_60, var_67, var_74, var_3);
        var_77 = wp::load(var_75);
        var_76 = wp::abs(var_77);
        var_79 = wp::add(var_76, var_78);
        var_80 = wp::div(var_53, var_79);
        var_81 = wp::where(var_49, var_52, var_80);
        // v7 = x2[(i + 4) % x2.shape[0], j, (k + 5) % x2.shape[2], l]                            <L 14>
        var_83 = wp::add(var_0, var_82);
        var_84 = &(var_x2.shape);
        var_87 = wp::load(var_84);
        var_86 = wp::extract(var_87, var_85);
        var_88 = wp::mod(var_83, var_86);
        var_90 = wp::add(var_2, var_89);
        var_91 = &(var_x2.shape);
        var_94 = wp::load(var_91);
        var_93 = wp::extract(var_94, var_92);
        var_95 = wp::mod(var_90, var_93);
        var_96 = wp::address(var_x2, var_88, var_1, var_95, var_3);
        var_98 = wp::load(var_96);
        var_97 = wp::copy(var_98);
        // out0[i, j, k, l] = v4 + v5 + v6 + (1.969 * wp.log2(wp.abs(v3) + 1.0)) * 1.26           <L 15>
        var_99 = wp::add(var_16, var_45);
        var_100 = wp::add(var_99, var_81);
        var_102 = wp::abs(var_13);
        var_104 = wp::add(var_102, var_103);
        var_105 = wp::log2(var_104);
        var_106 = wp::mul(var_101, var_105);
        var_108 = wp::mul(var_106, var_107);
        var_109 = wp::add(var_100, var_108);
        // wp::array_store(var_out0, var_0, var_1, var_2, var_3, var_109);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_1, var_2, var_3, var_109, adj_out0, adj_0, adj_1, adj_2, adj_3, adj_109);
        wp::adj_add(var_100, var_108, adj_100, adj_108, adj_109);
        wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
        wp::adj_mul(var_101, var_105, adj_101, adj_105, adj_106);
        wp::adj_log2(var_104, adj_104, adj_105);
        wp::adj_add(var_102, var_103, adj_102, adj_103, adj_104);
        wp::adj_abs(var_13, adj_13, adj_102);
        wp::adj_add(var_99, var_81, adj_99, adj_81, adj_100);
        wp::adj_add(var_16, var_45, adj_16, adj_45, adj_99);
        // adj: out0[i, j, k, l] = v4 + v5 + v6 + (1.969 * wp.log2(wp.abs(v3) + 1.0)) * 1.26      <L 15>
        wp::adj_copy(var_98, adj_96, adj_97);
        wp::adj_address(var_x2, var_88, var_1, var_95, var_3, adj_x2, adj_88, adj_1, adj_95, adj_3, adj_96);
        wp::adj_mod(var_90, var_93, adj_90, adj_93, adj_95);
        adj_x2.shape = adj_91;
        wp::adj_add(var_2, var_89, adj_2, adj_89, adj_90);
        wp::adj_mod(var_83, var_86, adj_83, adj_86, adj_88);
        adj_x2.shape = adj_84;
        wp::adj_add(var_0, var_82, adj_0, adj_82, adj_83);
        // adj: v7 = x2[(i + 4) % x2.shape[0], j, (k + 5) % x2.shape[2], l]                       <L 14>
        wp::adj_where(var_49, var_52, var_80, adj_49, adj_52, adj_80, adj_81);
        wp::adj_div(var_53, var_79, var_80, adj_53, adj_79, adj_80);
        wp::adj_add(var_76, var_78, adj_76, adj_78, adj_79);
        wp::adj_abs(var_77, adj_75, adj_76);
        wp::adj_address(var_x0, var_60, var_67, var_74, var_3, adj_x0, adj_60, adj_67, adj_74, adj_3, adj_75);
        wp::adj_mod(var_69, var_72, adj_69, adj_72, adj_74);
        adj_x0.shape = adj_70;
        wp::adj_add(var_2, var_68, adj_2, adj_68, adj_69);
        wp::adj_mod(var_62, var_65, adj_62, adj_65, adj_67);
        adj_x0.shape = adj_63;
        wp::adj_add(var_1, var_61, adj_1, adj_61, adj_62);
        wp::adj_mod(var_55, var_58, adj_55, adj_58, adj_60);
        adj_x0.shape = adj_56;
        wp::adj_add(var_0, var_54, adj_0, adj_54, adj_55);
        wp::adj_sub(var_13, var_5, adj_13, adj_5, adj_53);
        wp::adj_add(var_51, var_8, adj_51, adj_8, adj_52);
        wp::adj_sub(var_50, var_16, adj_50, adj_16, adj_51);
        if (!var_46) {
        }
        // adj: v6 = wp.where(not (v3 >= v1 or v5 >= v5), ((1.6 - v4) + v1), ((v3 - v0) / (wp.abs(x0[(i + 4) % x0.shape[0], (j + 3) % x0.shape[1], (k + 5) % x0.shape[2], l]) + 1.0)))  <L 13>
        wp::adj_div(var_18, var_44, var_45, adj_18, adj_44, adj_45);
        wp::adj_add(var_41, var_43, adj_41, adj_43, adj_44);
        wp::adj_abs(var_42, adj_40, adj_41);
        wp::adj_address(var_x1, var_25, var_32, var_39, var_3, adj_x1, adj_25, adj_32, adj_39, adj_3, adj_40);
        wp::adj_mod(var_34, var_37, adj_34, adj_37, adj_39);
        adj_x1.shape = adj_35;
        wp::adj_add(var_2, var_33, adj_2, adj_33, adj_34);
        wp::adj_mod(var_27, var_30, adj_27, adj_30, adj_32);
        adj_x1.shape = adj_28;
        wp::adj_add(var_1, var_26, adj_1, adj_26, adj_27);
        wp::adj_mod(var_20, var_23, adj_20, adj_23, adj_25);
        adj_x1.shape = adj_21;
        wp::adj_add(var_0, var_19, adj_0, adj_19, adj_20);
        wp::adj_cbrt(var_17, var_18, adj_17, adj_18);
        wp::adj_float(var_3, adj_3, adj_17);
        // adj: v5 = (wp.cbrt(float(l)) / (wp.abs(x1[(i + 3) % x1.shape[0], (j + 2) % x1.shape[1], (k + 4) % x1.shape[2], l]) + 1.0))  <L 12>
        wp::adj_add(var_13, var_15, adj_13, adj_15, adj_16);
        wp::adj_length_sq(var_14, adj_14, adj_15);
        wp::adj_add(var_11, var_11, adj_11, adj_11, adj_14);
        // adj: v4 = (v3 + wp.length_sq((v2 + v2)))                                               <L 11>
        wp::adj_copy(var_5, adj_5, adj_13);
        // adj: v3 = v0                                                                           <L 10>
        wp::adj_copy(var_12, adj_10, adj_11);
        wp::adj_address(var_x2, var_0, var_1, var_2, var_3, adj_x2, adj_0, adj_1, adj_2, adj_3, adj_10);
        // adj: v2 = x2[i, j, k, l]                                                               <L 9>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x1, var_0, var_1, var_2, var_3, adj_x1, adj_0, adj_1, adj_2, adj_3, adj_7);
        // adj: v1 = x1[i, j, k, l]                                                               <L 8>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x0, var_0, var_1, var_2, var_3, adj_x0, adj_0, adj_1, adj_2, adj_3, adj_4);
        // adj: v0 = x0[i, j, k, l]                                                               <L 7>
        // adj: i, j, k, l = wp.tid()                                                             <L 6>
        // adj: def launch_nd_000000(x0: wp.array4d(dtype=float), x1: wp.array(dtype=float, ndim=4), x2: wp.array4d(dtype=wp.vec3), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=4)):  <L 5>
        continue;
    }
}

