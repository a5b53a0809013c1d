// Generated for case nested_loop-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void nested_loop_000000_e9490f5f_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::int32 var_n,
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        const wp::int32 var_7 = 1;
        const wp::float32 var_8 = 0.59;
        const wp::float32 var_9 = -1.594;
        wp::vec_t<2, wp::float32> var_10;
        const wp::float32 var_11 = -0.3;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32> var_13;
        const wp::float32 var_14 = -0.36;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.8;
        const wp::float32 var_17 = 1.04;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        wp::vec_t<2, wp::float32> var_21;
        const wp::float32 var_22 = 1.11;
        wp::vec_t<2, wp::float32> var_23;
        wp::vec_t<2, wp::float32> var_24;
        const wp::int32 var_25 = 2;
        const wp::float32 var_26 = 0.59;
        const wp::float32 var_27 = -1.594;
        wp::vec_t<2, wp::float32> var_28;
        const wp::float32 var_29 = -0.3;
        wp::vec_t<2, wp::float32> var_30;
        wp::vec_t<2, wp::float32> var_31;
        const wp::float32 var_32 = -0.36;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = -0.8;
        const wp::float32 var_35 = 1.04;
        wp::vec_t<2, wp::float32> var_36;
        wp::vec_t<2, wp::float32> var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = 1.11;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        const wp::int32 var_43 = 3;
        const wp::float32 var_44 = 0.59;
        const wp::float32 var_45 = -1.594;
        wp::vec_t<2, wp::float32> var_46;
        const wp::float32 var_47 = -0.3;
        wp::vec_t<2, wp::float32> var_48;
        wp::vec_t<2, wp::float32> var_49;
        const wp::float32 var_50 = -0.36;
        wp::vec_t<2, wp::float32> var_51;
        const wp::float32 var_52 = -0.8;
        const wp::float32 var_53 = 1.04;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = 1.11;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        const wp::int32 var_61 = 4;
        const wp::float32 var_62 = 0.59;
        const wp::float32 var_63 = -1.594;
        wp::vec_t<2, wp::float32> var_64;
        const wp::float32 var_65 = -0.3;
        wp::vec_t<2, wp::float32> var_66;
        wp::vec_t<2, wp::float32> var_67;
        const wp::float32 var_68 = -0.36;
        wp::vec_t<2, wp::float32> var_69;
        const wp::float32 var_70 = -0.8;
        const wp::float32 var_71 = 1.04;
        wp::vec_t<2, wp::float32> var_72;
        wp::vec_t<2, wp::float32> var_73;
        wp::vec_t<2, wp::float32> var_74;
        wp::vec_t<2, wp::float32> var_75;
        const wp::float32 var_76 = 1.11;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        const wp::int32 var_79 = 5;
        const wp::float32 var_80 = 0.59;
        const wp::float32 var_81 = -1.594;
        wp::vec_t<2, wp::float32> var_82;
        const wp::float32 var_83 = -0.3;
        wp::vec_t<2, wp::float32> var_84;
        wp::vec_t<2, wp::float32> var_85;
        const wp::float32 var_86 = -0.36;
        wp::vec_t<2, wp::float32> var_87;
        const wp::float32 var_88 = -0.8;
        const wp::float32 var_89 = 1.04;
        wp::vec_t<2, wp::float32> var_90;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        const wp::float32 var_94 = 1.11;
        wp::vec_t<2, wp::float32> var_95;
        wp::vec_t<2, wp::float32> var_96;
        wp::range_t var_97;
        wp::int32 var_98;
        const wp::float32 var_99 = 0.46;
        const wp::float32 var_100 = -1.113;
        bool var_101;
        const wp::float32 var_102 = 1.6;
        const wp::float32 var_103 = 1.94;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        const wp::int32 var_107 = 0;
        const wp::float32 var_108 = 0.5;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        const wp::float32 var_113 = 0.5;
        wp::float32 var_114;
        const wp::float32 var_115 = -0.5;
        wp::float32 var_116;
        wp::float32 var_117;
        const wp::int32 var_118 = 1;
        const wp::float32 var_119 = 0.5;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = 0.5;
        wp::float32 var_125;
        const wp::float32 var_126 = -0.5;
        wp::float32 var_127;
        wp::float32 var_128;
        const wp::int32 var_129 = 2;
        const wp::float32 var_130 = 0.5;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::float32 var_135 = 0.5;
        wp::float32 var_136;
        const wp::float32 var_137 = -0.5;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::int32 var_140 = 4;
        wp::int32 var_141;
        wp::shape_t* var_142;
        const wp::int32 var_143 = 0;
        wp::int32 var_144;
        wp::shape_t var_145;
        wp::int32 var_146;
        wp::vec_t<2, wp::float32>* var_147;
        wp::vec_t<2, wp::float32> var_148;
        wp::vec_t<2, wp::float32> var_149;
        const wp::float32 var_150 = 0.87;
        wp::vec_t<2, wp::float32> var_151;
        wp::vec_t<2, wp::float32> var_152;
        const wp::float32 var_153 = 1.28;
        wp::float32 var_154;
        wp::float32 var_155;
        wp::vec_t<2, wp::float32> var_156;
        wp::float32 var_157;
        const wp::float32 var_158 = 1.91;
        wp::float32 var_159;
        wp::float32 var_160;
        //---------
        // forward
        // def nested_loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // for j2 in range(1, 6):                                                                 <L 9>
        // v1 += wp.normalize(((wp.vec2(0.59, -1.594) + wp.vec2(-0.3)) + (wp.vec2(-0.36) - wp.vec2(-0.8, 1.04)))) * 1.11       <L 10>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_12 = wp::vec_t<2, wp::float32>(var_11);
        var_13 = wp::add(var_10, var_12);
        var_15 = wp::vec_t<2, wp::float32>(var_14);
        var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
        var_19 = wp::sub(var_15, var_18);
        var_20 = wp::add(var_13, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_5, var_23);
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_30 = wp::vec_t<2, wp::float32>(var_29);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::vec_t<2, wp::float32>(var_32);
        var_36 = wp::vec_t<2, wp::float32>(var_34, var_35);
        var_37 = wp::sub(var_33, var_36);
        var_38 = wp::add(var_31, var_37);
        var_39 = wp::normalize(var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_24, var_41);
        var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
        var_48 = wp::vec_t<2, wp::float32>(var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::vec_t<2, wp::float32>(var_50);
        var_54 = wp::vec_t<2, wp::float32>(var_52, var_53);
        var_55 = wp::sub(var_51, var_54);
        var_56 = wp::add(var_49, var_55);
        var_57 = wp::normalize(var_56);
        var_59 = wp::mul(var_57, var_58);
        var_60 = wp::add(var_42, var_59);
        var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
        var_66 = wp::vec_t<2, wp::float32>(var_65);
        var_67 = wp::add(var_64, var_66);
        var_69 = wp::vec_t<2, wp::float32>(var_68);
        var_72 = wp::vec_t<2, wp::float32>(var_70, var_71);
        var_73 = wp::sub(var_69, var_72);
        var_74 = wp::add(var_67, var_73);
        var_75 = wp::normalize(var_74);
        var_77 = wp::mul(var_75, var_76);
        var_78 = wp::add(var_60, var_77);
        var_82 = wp::vec_t<2, wp::float32>(var_80, var_81);
        var_84 = wp::vec_t<2, wp::float32>(var_83);
        var_85 = wp::add(var_82, var_84);
        var_87 = wp::vec_t<2, wp::float32>(var_86);
        var_90 = wp::vec_t<2, wp::float32>(var_88, var_89);
        var_91 = wp::sub(var_87, var_90);
        var_92 = wp::add(var_85, var_91);
        var_93 = wp::normalize(var_92);
        var_95 = wp::mul(var_93, var_94);
        var_96 = wp::add(var_78, var_95);
        // for j3 in range(n):                                                                    <L 11>
        var_97 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_97) == 0) goto end_for_0;
            var_98 = wp::iter_next(var_97);
            // v0 = v0 + wp.sin(wp.where(0.46 > -1.113, 1.6, 1.94))                               <L 12>
            var_101 = (var_99 > var_100);
            var_104 = wp::where(var_101, var_102, var_103);
            var_105 = wp::sin(var_104);
            var_106 = wp::add(var_2, var_105);
            // for j4 in range(3):                                                                <L 13>
            // v0 = v0 * 0.5 + wp.tanh(float(j4))                                                 <L 14>
            var_109 = wp::mul(var_106, var_108);
            var_110 = wp::float(var_107);
            var_111 = wp::tanh(var_110);
            var_112 = wp::add(var_109, var_111);
            // v0 = v0 * 0.5 + wp.cos(-0.5)                                                       <L 15>
            var_114 = wp::mul(var_112, var_113);
            var_116 = wp::cos(var_115);
            var_117 = wp::add(var_114, var_116);
            // v0 = v0 * 0.5 + wp.tanh(float(j4))                                                 <L 14>
            var_120 = wp::mul(var_117, var_119);
            var_121 = wp::float(var_118);
            var_122 = wp::tanh(var_121);
            var_123 = wp::add(var_120, var_122);
            // v0 = v0 * 0.5 + wp.cos(-0.5)                                                       <L 15>
            var_125 = wp::mul(var_123, var_124);
            var_127 = wp::cos(var_126);
            var_128 = wp::add(var_125, var_127);
            // v0 = v0 * 0.5 + wp.tanh(float(j4))                                                 <L 14>
            var_131 = wp::mul(var_128, var_130);
            var_132 = wp::float(var_129);
            var_133 = wp::tanh(var_132);
            var_134 = wp::add(var_131, var_133);
            // v0 = v0 * 0.5 + wp.cos(-0.5)                                                       <L 15>
            var_136 = wp::mul(var_134, var_135);
            var_138 = wp::cos(var_137);
            var_139 = wp::add(var_136, var_138);
            // v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 0.87                         <L 16>
            var_141 = wp::add(var_0, var_140);
            var_142 = &(var_x1.shape);
            var_145 = wp::load(var_142);
            var_144 = wp::extract(var_145, var_143);
            var_146 = wp::mod(var_141, var_144);
            var_147 = wp::address(var_x1, var_146);
            var_149 = wp::load(var_147);
            var_148 = wp::normalize(var_149);
            var_151 = wp::mul(var_148, var_150);
            var_152 = wp::add(var_96, var_151);
            wp::assign(var_2, var_139);
            wp::assign(var_96, var_152);
            goto start_for_0;
        end_for_0:;
        // out0[tid] = v0 + v0 * 1.28                                                             <L 17>
        var_154 = wp::mul(var_2, var_153);
        var_155 = wp::add(var_2, var_154);
        wp::array_store(var_out0, var_0, var_155);
        // out1[tid] = v0 + wp.length(wp.lerp(v1, v1, v0)) * 1.91                                 <L 18>
        var_156 = wp::lerp(var_96, var_96, var_2);
        var_157 = wp::length(var_156);
        var_159 = wp::mul(var_157, var_158);
        var_160 = wp::add(var_2, var_159);
        wp::array_store(var_out1, var_0, var_160);
    }
}



extern "C" __global__ void nested_loop_000000_e9490f5f_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1,
    wp::int32 adj_n,
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        const wp::int32 var_7 = 1;
        const wp::float32 var_8 = 0.59;
        const wp::float32 var_9 = -1.594;
        wp::vec_t<2, wp::float32> var_10;
        const wp::float32 var_11 = -0.3;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32> var_13;
        const wp::float32 var_14 = -0.36;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.8;
        const wp::float32 var_17 = 1.04;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        wp::vec_t<2, wp::float32> var_21;
        const wp::float32 var_22 = 1.11;
        wp::vec_t<2, wp::float32> var_23;
        wp::vec_t<2, wp::float32> var_24;
        const wp::int32 var_25 = 2;
        const wp::float32 var_26 = 0.59;
        const wp::float32 var_27 = -1.594;
        wp::vec_t<2, wp::float32> var_28;
        const wp::float32 var_29 = -0.3;
        wp::vec_t<2, wp::float32> var_30;
        wp::vec_t<2, wp::float32> var_31;
        const wp::float32 var_32 = -0.36;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = -0.8;
        const wp::float32 var_35 = 1.04;
        wp::vec_t<2, wp::float32> var_36;
        wp::vec_t<2, wp::float32> var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = 1.11;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        const wp::int32 var_43 = 3;
        const wp::float32 var_44 = 0.59;
        const wp::float32 var_45 = -1.594;
        wp::vec_t<2, wp::float32> var_46;
        const wp::float32 var_47 = -0.3;
        wp::vec_t<2, wp::float32> var_48;
        wp::vec_t<2, wp::float32> var_49;
        const wp::float32 var_50 = -0.36;
        wp::vec_t<2, wp::float32> var_51;
        const wp::float32 var_52 = -0.8;
        const wp::float32 var_53 = 1.04;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = 1.11;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        const wp::int32 var_61 = 4;
        const wp::float32 var_62 = 0.59;
        const wp::float32 var_63 = -1.594;
        wp::vec_t<2, wp::float32> var_64;
        const wp::float32 var_65 = -0.3;
        wp::vec_t<2, wp::float32> var_66;
        wp::vec_t<2, wp::float32> var_67;
        const wp::float32 var_68 = -0.36;
        wp::vec_t<2, wp::float32> var_69;
        const wp::float32 var_70 = -0.8;
        const wp::float32 var_71 = 1.04;
        wp::vec_t<2, wp::float32> var_72;
        wp::vec_t<2, wp::float32> var_73;
        wp::vec_t<2, wp::float32> var_74;
        wp::vec_t<2, wp::float32> var_75;
        const wp::float32 var_76 = 1.11;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        const wp::int32 var_79 = 5;
        const wp::float32 var_80 = 0.59;
        const wp::float32 var_81 = -1.594;
        wp::vec_t<2, wp::float32> var_82;
        const wp::float32 var_83 = -0.3;
        wp::vec_t<2, wp::float32> var_84;
        wp::vec_t<2, wp::float32> var_85;
        const wp::float32 var_86 = -0.36;
        wp::vec_t<2, wp::float32> var_87;
        const wp::float32 var_88 = -0.8;
        const wp::float32 var_89 = 1.04;
        wp::vec_t<2, wp::float32> var_90;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        const wp::float32 var_94 = 1.11;
        wp::vec_t<2, wp::float32> var_95;
        wp::vec_t<2, wp::float32> var_96;
        wp::range_t var_97;
        wp::int32 var_98;
        const wp::float32 var_99 = 0.46;
        const wp::float32 var_100 = -1.113;
        bool var_101;
        const wp::float32 var_102 = 1.6;
        const wp::float32 var_103 = 1.94;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        const wp::int32 var_107 = 0;
        const wp::float32 var_108 = 0.5;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        const wp::float32 var_113 = 0.5;
        wp::float32 var_114;
        const wp::float32 var_115 = -0.5;
        wp::float32 var_116;
        wp::float32 var_117;
        const wp::int32 var_118 = 1;
        const wp::float32 var_119 = 0.5;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = 0.5;
        wp::float32 var_125;
        const wp::float32 var_126 = -0.5;
        wp::float32 var_127;
        wp::float32 var_128;
        const wp::int32 var_129 = 2;
        const wp::float32 var_130 = 0.5;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::float32 var_135 = 0.5;
        wp::float32 var_136;
        const wp::float32 var_137 = -0.5;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::int32 var_140 = 4;
        wp::int32 var_141;
        wp::shape_t* var_142;
        const wp::int32 var_143 = 0;
        wp::int32 var_144;
        wp::shape_t var_145;
        wp::int32 var_146;
        wp::vec_t<2, wp::float32>* var_147;
        wp::vec_t<2, wp::float32> var_148;
        wp::vec_t<2, wp::float32> var_149;
        const wp::float32 var_150 = 0.87;
        wp::vec_t<2, wp::float32> var_151;
        wp::vec_t<2, wp::float32> var_152;
        const wp::float32 var_153 = 1.28;
        wp::float32 var_154;
        wp::float32 var_155;
        wp::vec_t<2, wp::float32> var_156;
        wp::float32 var_157;
        const wp::float32 var_158 = 1.91;
        wp::float32 var_159;
        wp::float32 var_160;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::int32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<2, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::vec_t<2, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::vec_t<2, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<2, wp::float32> adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<2, wp::float32> adj_30 = {};
        wp::vec_t<2, wp::float32> adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::vec_t<2, wp::float32> adj_36 = {};
        wp::vec_t<2, wp::float32> adj_37 = {};
        wp::vec_t<2, wp::float32> adj_38 = {};
        wp::vec_t<2, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<2, wp::float32> adj_41 = {};
        wp::vec_t<2, wp::float32> adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<2, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<2, wp::float32> adj_48 = {};
        wp::vec_t<2, wp::float32> adj_49 = {};
        wp::float32 adj_50 = {};
        wp::vec_t<2, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<2, wp::float32> adj_54 = {};
        wp::vec_t<2, wp::float32> adj_55 = {};
        wp::vec_t<2, wp::float32> adj_56 = {};
        wp::vec_t<2, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::vec_t<2, wp::float32> adj_59 = {};
        wp::vec_t<2, wp::float32> adj_60 = {};
        wp::int32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::vec_t<2, wp::float32> adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<2, wp::float32> adj_66 = {};
        wp::vec_t<2, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::vec_t<2, wp::float32> adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::vec_t<2, wp::float32> adj_72 = {};
        wp::vec_t<2, wp::float32> adj_73 = {};
        wp::vec_t<2, wp::float32> adj_74 = {};
        wp::vec_t<2, wp::float32> adj_75 = {};
        wp::float32 adj_76 = {};
        wp::vec_t<2, wp::float32> adj_77 = {};
        wp::vec_t<2, wp::float32> adj_78 = {};
        wp::int32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::vec_t<2, wp::float32> adj_82 = {};
        wp::float32 adj_83 = {};
        wp::vec_t<2, wp::float32> adj_84 = {};
        wp::vec_t<2, wp::float32> adj_85 = {};
        wp::float32 adj_86 = {};
        wp::vec_t<2, wp::float32> adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::vec_t<2, wp::float32> adj_90 = {};
        wp::vec_t<2, wp::float32> adj_91 = {};
        wp::vec_t<2, wp::float32> adj_92 = {};
        wp::vec_t<2, wp::float32> adj_93 = {};
        wp::float32 adj_94 = {};
        wp::vec_t<2, wp::float32> adj_95 = {};
        wp::vec_t<2, wp::float32> adj_96 = {};
        wp::range_t adj_97 = {};
        wp::int32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        bool adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::int32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::int32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::int32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::float32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::int32 adj_140 = {};
        wp::int32 adj_141 = {};
        wp::shape_t adj_142 = {};
        wp::int32 adj_143 = {};
        wp::int32 adj_144 = {};
        wp::shape_t adj_145 = {};
        wp::int32 adj_146 = {};
        wp::vec_t<2, wp::float32> adj_147 = {};
        wp::vec_t<2, wp::float32> adj_148 = {};
        wp::vec_t<2, wp::float32> adj_149 = {};
        wp::float32 adj_150 = {};
        wp::vec_t<2, wp::float32> adj_151 = {};
        wp::vec_t<2, wp::float32> adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::vec_t<2, wp::float32> adj_156 = {};
        wp::float32 adj_157 = {};
        wp::float32 adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        //---------
        // forward
        // def nested_loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // for j2 in range(1, 6):                                                                 <L 9>
        // v1 += wp.normalize(((wp.vec2(0.59, -1.594) + wp.vec2(-0.3)) + (wp.vec2(-0.36) - wp.vec2(-0.8, 1.04)))) * 1.11       <L 10>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_12 = wp::vec_t<2, wp::float32>(var_11);
        var_13 = wp::add(var_10, var_12);
        var_15 = wp::vec_t<2, wp::float32>(var_14);
        var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
        var_19 = wp::sub(var_15, var_18);
        var_20 = wp::add(var_13, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_5, var_23);
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_30 = wp::vec_t<2, wp::float32>(var_29);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::vec_t<2, wp::float32>(var_32);
        var_36 = wp::vec_t<2, wp::float32>(var_34, var_35);
        var_37 = wp::sub(var_33, var_36);
        var_38 = wp::add(var_31, var_37);
        var_39 = wp::normalize(var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_24, var_41);
        var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
        var_48 = wp::vec_t<2, wp::float32>(var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::vec_t<2, wp::float32>(var_50);
        var_54 = wp::vec_t<2, wp::float32>(var_52, var_53);
        var_55 = wp::sub(var_51, var_54);
        var_56 = wp::add(var_49, var_55);
        var_57 = wp::normalize(var_56);
        var_59 = wp::mul(var_57, var_58);
        var_60 = wp::add(var_42, var_59);
        var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
        var_66 = wp::vec_t<2, wp::float32>(var_65);
        var_67 = wp::add(var_64, var_66);
        var_69 = wp::vec_t<2, wp::float32>(var_68);
        var_72 = wp::vec_t<2, wp::float32>(var_70, var_71);
        var_73 = wp::sub(var_69, var_72);
        var_74 = wp::add(var_67, var_73);
        var_75 = wp::normalize(var_74);
        var_77 = wp::mul(var_75, var_76);
        var_78 = wp::add(var_60, var_77);
        var_82 = wp::vec_t<2, wp::float32>(var_80, var_81);
        var_84 = wp::vec_t<2, wp::float32>(var_83);
        var_85 = wp::add(var_82, var_84);
        var_87 = wp::vec_t<2, wp::float32>(var_86);
        var_90 = wp::vec_t<2, wp::float32>(var_88, var_89);
        var_91 = wp::sub(var_87, var_90);
        var_92 = wp::add(var_85, var_91);
        var_93 = wp::normalize(var_92);
        var_95 = wp::mul(var_93, var_94);
        var_96 = wp::add(var_78, var_95);
        // for j3 in range(n):                                                                    <L 11>
        var_97 = wp::range(var_n);
        // out0[tid] = v0 + v0 * 1.28                                                             <L 17>
        var_154 = wp::mul(var_2, var_153);
        var_155 = wp::add(var_2, var_154);
        // wp::array_store(var_out0, var_0, var_155);
        // out1[tid] = v0 + wp.length(wp.lerp(v1, v1, v0)) * 1.91                                 <L 18>
        var_156 = wp::lerp(var_96, var_96, var_2);
        var_157 = wp::length(var_156);
        var_159 = wp::mul(var_157, var_158);
        var_160 = wp::add(var_2, var_159);
        // wp::array_store(var_out1, var_0, var_160);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_160, adj_out1, adj_0, adj_160);
        wp::adj_add(var_2, var_159, adj_2, adj_159, adj_160);
        wp::adj_mul(var_157, var_158, adj_157, adj_158, adj_159);
        wp::adj_length(var_156, var_157, adj_156, adj_157);
        wp::adj_lerp(var_96, var_96, var_2, adj_96, adj_96, adj_2, adj_156);
        // adj: out1[tid] = v0 + wp.length(wp.lerp(v1, v1, v0)) * 1.91                            <L 18>
        wp::adj_array_store(var_out0, var_0, var_155, adj_out0, adj_0, adj_155);
        wp::adj_add(var_2, var_154, adj_2, adj_154, adj_155);
        wp::adj_mul(var_2, var_153, adj_2, adj_153, adj_154);
        // adj: out0[tid] = v0 + v0 * 1.28                                                        <L 17>
        var_97 = wp::iter_reverse(var_97);
        start_for_0:;
            if (iter_cmp(var_97) == 0) goto end_for_0;
            var_98 = wp::iter_next(var_97);
        	adj_99 = {};
        	adj_100 = {};
        	adj_101 = {};
        	adj_102 = {};
        	adj_103 = {};
        	adj_104 = {};
        	adj_105 = {};
        	adj_106 = {};
        	adj_107 = {};
        	adj_108 = {};
        	adj_109 = {};
        	adj_110 = {};
        	adj_111 = {};
        	adj_112 = {};
        	adj_113 = {};
        	adj_114 = {};
        	adj_115 = {};
        	adj_116 = {};
        	adj_117 = {};
        	adj_118 = {};
        	adj_119 = {};
        	adj_120 = {};
        	adj_121 = {};
        	adj_122 = {};
        	adj_123 = {};
        	adj_124 = {};
        	adj_125 = {};
        	adj_126 = {};
        	adj_127 = {};
        	adj_128 = {};
        	adj_129 = {};
        	adj_130 = {};
        	adj_131 = {};
        	adj_132 = {};
        	adj_133 = {};
        	adj_134 = {};
        	adj_135 = {};
        	adj_136 = {};
        	adj_137 = {};
        	adj_138 = {};
        	adj_139 = {};
        	adj_140 = {};
        	adj_141 = {};
        	adj_142 = {};
        	adj_143 = {};
        	adj_144 = {};
        	adj_145 = {};
        	adj_146 = {};
        	adj_147 = {};
        	adj_148 = {};
        	adj_149 = {};
        	adj_150 = {};
        	adj_151 = {};
        	adj_152 = {};
            // v0 = v0 + wp.sin(wp.where(0.46 > -1.113, 1.6, 1.94))                               <L 12>
            var_101 = (var_99 > var_100);
            var_104 = wp::where(var_101, var_102, var_103);
            var_105 = wp::sin(var_104);
            var_106 = wp::add(var_2, var_105);
            // for j4 in range(3):                                                                <L 13>
            // v0 = v0 * 0.5 + wp.tanh(float(j4))                                                 <L 14>
            var_109 = wp::mul(var_106, var_108);
            var_110 = wp::float(var_107);
            var_111 = wp::tanh(var_110);
            var_112 = wp::add(var_109, var_111);
            // v0 = v0 * 0.5 + wp.cos(-0.5)                                                       <L 15>
            var_114 = wp::mul(var_112, var_113);
            var_116 = wp::cos(var_115);
            var_117 = wp::add(var_114, var_116);
            // v0 = v0 * 0.5 + wp.tanh(float(j4))                                                 <L 14>
            var_120 = wp::mul(var_117, var_119);
            var_121 = wp::float(var_118);
            var_122 = wp::tanh(var_121);
            var_123 = wp::add(var_120, var_122);
            // v0 = v0 * 0.5 + wp.cos(-0.5)                                                       <L 15>
            var_125 = wp::mul(var_123, var_124);
            var_127 = wp::cos(var_126);
            var_128 = wp::add(var_125, var_127);
            // v0 = v0 * 0.5 + wp.tanh(float(j4))                                                 <L 14>
            var_131 = wp::mul(var_128, var_130);
            var_132 = wp::float(var_129);
            var_133 = wp::tanh(var_132);
            var_134 = wp::add(var_131, var_133);
            // v0 = v0 * 0.5 + wp.cos(-0.5)                                                       <L 15>
            var_136 = wp::mul(var_134, var_135);
            var_138 = wp::cos(var_137);
            var_139 = wp::add(var_136, var_138);
            // v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 0.87                         <L 16>
            var_141 = wp::add(var_0, var_140);
            var_142 = &(var_x1.shape);
            var_145 = wp::load(var_142);
            var_144 = wp::extract(var_145, var_143);
            var_146 = wp::mod(var_141, var_144);
            var_147 = wp::address(var_x1, var_146);
            var_149 = wp::load(var_147);
            var_148 = wp::normalize(var_149);
            var_151 = wp::mul(var_148, var_150);
            var_152 = wp::add(var_96, var_151);
            wp::assign(var_2, var_139);
            wp::assign(var_96, var_152);
            wp::adj_assign(var_96, var_152, adj_96, adj_152);
            wp::adj_assign(var_2, var_139, adj_2, adj_139);
            wp::adj_add(var_96, var_151, adj_96, adj_151, adj_152);
            wp::adj_mul(var_148, var_150, adj_148, adj_150, adj_151);
            wp::adj_normalize(var_149, var_148, adj_147, adj_148);
            wp::adj_address(var_x1, var_146, adj_x1, adj_146, adj_147);
            wp::adj_mod(var_141, var_144, adj_141, adj_144, adj_146);
            adj_x1.shape = adj_142;
            wp::adj_add(var_0, var_140, adj_0, adj_140, adj_141);
            // adj: v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 0.87                    <L 16>
            wp::adj_add(var_136, var_138, adj_136, adj_138, adj_139);
            wp::adj_cos(var_137, adj_137, adj_138);
            wp::adj_mul(var_134, var_135, adj_134, adj_135, adj_136);
            // adj: v0 = v0 * 0.5 + wp.cos(-0.5)                                                  <L 15>
            wp::adj_add(var_131, var_133, adj_131, adj_133, adj_134);
            wp::adj_tanh(var_132, var_133, adj_132, adj_133);
            wp::adj_float(var_129, adj_129, adj_132);
            wp::adj_mul(var_128, var_130, adj_128, adj_130, adj_131);
            // adj: v0 = v0 * 0.5 + wp.tanh(float(j4))                                            <L 14>
            wp::adj_add(var_125, var_127, adj_125, adj_127, adj_128);
            wp::adj_cos(var_126, adj_126, adj_127);
            wp::adj_mul(var_123, var_124, adj_123, adj_124, adj_125);
            // adj: v0 = v0 * 0.5 + wp.cos(-0.5)                                                  <L 15>
            wp::adj_add(var_120, var_122, adj_120, adj_122, adj_123);
            wp::adj_tanh(var_121, var_122, adj_121, adj_122);
            wp::adj_float(var_118, adj_118, adj_121);
            wp::adj_mul(var_117, var_119, adj_117, adj_119, adj_120);
            // adj: v0 = v0 * 0.5 + wp.tanh(float(j4))                                            <L 14>
            wp::adj_add(var_114, var_116, adj_114, adj_116, adj_117);
            wp::adj_cos(var_115, adj_115, adj_116);
            wp::adj_mul(var_112, var_113, adj_112, adj_113, adj_114);
            // adj: v0 = v0 * 0.5 + wp.cos(-0.5)                                                  <L 15>
            wp::adj_add(var_109, var_111, adj_109, adj_111, adj_112);
            wp::adj_tanh(var_110, var_111, adj_110, adj_111);
            wp::adj_float(var_107, adj_107, adj_110);
            wp::adj_mul(var_106, var_108, adj_106, adj_108, adj_109);
            // adj: v0 = v0 * 0.5 + wp.tanh(float(j4))                                            <L 14>
            // adj: for j4 in range(3):                                                           <L 13>
            wp::adj_add(var_2, var_105, adj_2, adj_105, adj_106);
            wp::adj_sin(var_104, adj_104, adj_105);
            wp::adj_where(var_101, var_102, var_103, adj_101, adj_102, adj_103, adj_104);
            // adj: v0 = v0 + wp.sin(wp.where(0.46 > -1.113, 1.6, 1.94))                          <L 12>
        	goto start_for_0;
        end_for_0:;
        // adj: for j3 in range(n):                                                               <L 11>
        wp::adj_add(var_78, var_95, adj_78, adj_95, adj_96);
        wp::adj_mul(var_93, var_94, adj_93, adj_94, adj_95);
        wp::adj_normalize(var_92, var_93, adj_92, adj_93);
        wp::adj_add(var_85, var_91, adj_85, adj_91, adj_92);
        wp::adj_sub(var_87, var_90, adj_87, adj_90, adj_91);
        wp::adj_vec_t(var_88, var_89, adj_88, adj_89, adj_90);
        wp::adj_vec_t(var_86, adj_86, adj_87);
        wp::adj_add(var_82, var_84, adj_82, adj_84, adj_85);
        wp::adj_vec_t(var_83, adj_83, adj_84);
        wp::adj_vec_t(var_80, var_81, adj_80, adj_81, adj_82);
        wp::adj_add(var_60, var_77, adj_60, adj_77, adj_78);
        wp::adj_mul(var_75, var_76, adj_75, adj_76, adj_77);
        wp::adj_normalize(var_74, var_75, adj_74, adj_75);
        wp::adj_add(var_67, var_73, adj_67, adj_73, adj_74);
        wp::adj_sub(var_69, var_72, adj_69, adj_72, adj_73);
        wp::adj_vec_t(var_70, var_71, adj_70, adj_71, adj_72);
        wp::adj_vec_t(var_68, adj_68, adj_69);
        wp::adj_add(var_64, var_66, adj_64, adj_66, adj_67);
        wp::adj_vec_t(var_65, adj_65, adj_66);
        wp::adj_vec_t(var_62, var_63, adj_62, adj_63, adj_64);
        wp::adj_add(var_42, var_59, adj_42, adj_59, adj_60);
        wp::adj_mul(var_57, var_58, adj_57, adj_58, adj_59);
        wp::adj_normalize(var_56, var_57, adj_56, adj_57);
        wp::adj_add(var_49, var_55, adj_49, adj_55, adj_56);
        wp::adj_sub(var_51, var_54, adj_51, adj_54, adj_55);
        wp::adj_vec_t(var_52, var_53, adj_52, adj_53, adj_54);
        wp::adj_vec_t(var_50, adj_50, adj_51);
        wp::adj_add(var_46, var_48, adj_46, adj_48, adj_49);
        wp::adj_vec_t(var_47, adj_47, adj_48);
        wp::adj_vec_t(var_44, var_45, adj_44, adj_45, adj_46);
        wp::adj_add(var_24, var_41, adj_24, adj_41, adj_42);
        wp::adj_mul(var_39, var_40, adj_39, adj_40, adj_41);
        wp::adj_normalize(var_38, var_39, adj_38, adj_39);
        wp::adj_add(var_31, var_37, adj_31, adj_37, adj_38);
        wp::adj_sub(var_33, var_36, adj_33, adj_36, adj_37);
        wp::adj_vec_t(var_34, var_35, adj_34, adj_35, adj_36);
        wp::adj_vec_t(var_32, adj_32, adj_33);
        wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
        wp::adj_vec_t(var_29, adj_29, adj_30);
        wp::adj_vec_t(var_26, var_27, adj_26, adj_27, adj_28);
        wp::adj_add(var_5, var_23, adj_5, adj_23, adj_24);
        wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_normalize(var_20, var_21, adj_20, adj_21);
        wp::adj_add(var_13, var_19, adj_13, adj_19, adj_20);
        wp::adj_sub(var_15, var_18, adj_15, adj_18, adj_19);
        wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_vec_t(var_14, adj_14, adj_15);
        wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
        wp::adj_vec_t(var_11, adj_11, adj_12);
        wp::adj_vec_t(var_8, var_9, adj_8, adj_9, adj_10);
        // adj: v1 += wp.normalize(((wp.vec2(0.59, -1.594) + wp.vec2(-0.3)) + (wp.vec2(-0.36) - wp.vec2(-0.8, 1.04)))) * 1.11  <L 10>
        // adj: for j2 in range(1, 6):                                                            <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def nested_loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

