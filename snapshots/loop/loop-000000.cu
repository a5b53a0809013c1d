// Generated for case loop-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void loop_000000_67697710_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::int32 var_7 = 0;
        const wp::float32 var_8 = 0.5;
        const wp::float32 var_9 = 1.833;
        const wp::float32 var_10 = -0.742;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        const wp::float32 var_13 = 1.81;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::float32 var_16 = 0.804;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.272;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 1.0;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 1;
        const wp::float32 var_26 = 0.5;
        const wp::float32 var_27 = 1.833;
        const wp::float32 var_28 = -0.742;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.81;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 0.804;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = 0.272;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.0;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 2;
        const wp::float32 var_44 = 0.5;
        const wp::float32 var_45 = 1.833;
        const wp::float32 var_46 = -0.742;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        const wp::float32 var_49 = 1.81;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        const wp::float32 var_52 = 0.804;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 0.272;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.0;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 3;
        const wp::float32 var_62 = 0.5;
        const wp::float32 var_63 = 1.833;
        const wp::float32 var_64 = -0.742;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        const wp::float32 var_67 = 1.81;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        const wp::float32 var_70 = 0.804;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 0.272;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 1.0;
        wp::float32 var_77;
        wp::float32 var_78;
        const wp::int32 var_79 = 4;
        const wp::float32 var_80 = 0.5;
        const wp::float32 var_81 = 1.833;
        const wp::float32 var_82 = -0.742;
        wp::vec_t<3, wp::float32> var_83;
        wp::vec_t<3, wp::float32> var_84;
        const wp::float32 var_85 = 1.81;
        wp::vec_t<3, wp::float32> var_86;
        wp::vec_t<3, wp::float32> var_87;
        const wp::float32 var_88 = 0.804;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 0.272;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::float32 var_94 = 1.0;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = 1.513;
        wp::float32 var_98;
        const wp::float32 var_99 = 1.93;
        const wp::float32 var_100 = 0.2;
        wp::float32 var_101;
        const wp::float32 var_102 = 1.0;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::float32 var_106 = 1.0;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::int32 var_110 = 2;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::int32 var_114 = 0;
        wp::vec_t<3, wp::float32> var_115;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        const wp::int32 var_119 = 1;
        wp::vec_t<3, wp::float32> var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::range_t var_124;
        wp::int32 var_125;
        wp::float32 var_126;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = 0.336;
        const wp::float32 var_131 = -1.771;
        const wp::float32 var_132 = -0.304;
        wp::vec_t<3, wp::float32> var_133;
        const wp::float32 var_134 = 0.806;
        const wp::float32 var_135 = -1.86;
        const wp::float32 var_136 = 0.705;
        wp::vec_t<3, wp::float32> var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        wp::float32 var_140;
        wp::float32 var_141;
        wp::vec_t<3, wp::float32> var_142;
        wp::float32 var_143;
        const wp::float32 var_144 = 1.0;
        wp::float32 var_145;
        wp::float32 var_146;
        const wp::float32 var_147 = -1.2;
        const wp::float32 var_148 = 1.2;
        wp::float32 var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        const wp::float32 var_152 = 1.53;
        wp::float32 var_153;
        wp::float32 var_154;
        wp::vec_t<3, wp::float32> var_155;
        wp::vec_t<3, wp::float32> var_156;
        const wp::float32 var_157 = 1.33;
        wp::vec_t<3, wp::float32> var_158;
        wp::vec_t<3, wp::float32> var_159;
        //---------
        // forward
        // def loop_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):       <L 5>
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
        // for j1 in range(5):                                                                    <L 9>
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::normalize(var_11);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::add(var_2, var_14);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_17 = wp::sign(var_16);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_18 = wp::add(var_17, var_17);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::abs(var_17);
        var_23 = wp::add(var_21, var_22);
        var_24 = wp::div(var_20, var_23);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_29 = wp::vec_t<3, wp::float32>(var_26, var_27, var_28);
        var_30 = wp::normalize(var_29);
        var_32 = wp::mul(var_30, var_31);
        var_33 = wp::add(var_15, var_32);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_35 = wp::sign(var_34);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_36 = wp::add(var_35, var_35);
        var_38 = wp::add(var_36, var_37);
        var_39 = wp::abs(var_35);
        var_41 = wp::add(var_39, var_40);
        var_42 = wp::div(var_38, var_41);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_33, var_50);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_53 = wp::sign(var_52);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_54 = wp::add(var_53, var_53);
        var_56 = wp::add(var_54, var_55);
        var_57 = wp::abs(var_53);
        var_59 = wp::add(var_57, var_58);
        var_60 = wp::div(var_56, var_59);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
        var_66 = wp::normalize(var_65);
        var_68 = wp::mul(var_66, var_67);
        var_69 = wp::add(var_51, var_68);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_71 = wp::sign(var_70);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_72 = wp::add(var_71, var_71);
        var_74 = wp::add(var_72, var_73);
        var_75 = wp::abs(var_71);
        var_77 = wp::add(var_75, var_76);
        var_78 = wp::div(var_74, var_77);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
        var_84 = wp::normalize(var_83);
        var_86 = wp::mul(var_84, var_85);
        var_87 = wp::add(var_69, var_86);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_89 = wp::sign(var_88);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_90 = wp::add(var_89, var_89);
        var_92 = wp::add(var_90, var_91);
        var_93 = wp::abs(var_89);
        var_95 = wp::add(var_93, var_94);
        var_96 = wp::div(var_92, var_95);
        // v4 = wp.min((wp.degrees(1.513) / (wp.abs((1.93 / (wp.abs(0.2) + 1.0))) + 1.0)), (wp.length(v1) + v0[2]))       <L 13>
        var_98 = wp::degrees(var_97);
        var_101 = wp::abs(var_100);
        var_103 = wp::add(var_101, var_102);
        var_104 = wp::div(var_99, var_103);
        var_105 = wp::abs(var_104);
        var_107 = wp::add(var_105, var_106);
        var_108 = wp::div(var_98, var_107);
        var_109 = wp::length(var_5);
        var_111 = wp::extract(var_87, var_110);
        var_112 = wp::add(var_109, var_111);
        var_113 = wp::min(var_108, var_112);
        // for j1 in range(2):                                                                    <L 14>
        // v4 = v4 + wp.sin(wp.length((v1 + v1)))                                                 <L 15>
        var_115 = wp::add(var_5, var_5);
        var_116 = wp::length(var_115);
        var_117 = wp::sin(var_116);
        var_118 = wp::add(var_113, var_117);
        var_120 = wp::add(var_5, var_5);
        var_121 = wp::length(var_120);
        var_122 = wp::sin(var_121);
        var_123 = wp::add(var_118, var_122);
        // for j1 in range(n):                                                                    <L 16>
        var_124 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_124) == 0) goto end_for_0;
            var_125 = wp::iter_next(var_124);
            // v4 = v4 + wp.cos(float(j1))                                                        <L 17>
            var_126 = wp::float(var_125);
            var_127 = wp::cos(var_126);
            var_128 = wp::add(var_123, var_127);
            // v5 = wp.vec3((wp.radians(v4) * wp.dot(wp.vec3(0.336, -1.771, -0.304), wp.vec3(0.806, -1.86, 0.705))), wp.copysign(wp.erf(v4), v4), v4)       <L 18>
            var_129 = wp::radians(var_128);
            var_133 = wp::vec_t<3, wp::float32>(var_130, var_131, var_132);
            var_137 = wp::vec_t<3, wp::float32>(var_134, var_135, var_136);
            var_138 = wp::dot(var_133, var_137);
            var_139 = wp::mul(var_129, var_138);
            var_140 = wp::erf(var_128);
            var_141 = wp::copysign(var_140, var_128);
            var_142 = wp::vec_t<3, wp::float32>(var_139, var_141, var_128);
            wp::assign(var_123, var_128);
            goto start_for_0;
        end_for_0:;
        // out0[tid] = v4 + ((v4 / (wp.abs(v4) + 1.0)) + wp.tan(wp.clamp(v4, -1.2, 1.2))) * 1.53       <L 19>
        var_143 = wp::abs(var_123);
        var_145 = wp::add(var_143, var_144);
        var_146 = wp::div(var_123, var_145);
        var_149 = wp::clamp(var_123, var_147, var_148);
        var_150 = wp::tan(var_149);
        var_151 = wp::add(var_146, var_150);
        var_153 = wp::mul(var_151, var_152);
        var_154 = wp::add(var_123, var_153);
        wp::array_store(var_out0, var_0, var_154);
        // out1[tid] = v0 + v1 + (v1 + v0) * 1.33                                                 <L 20>
        var_155 = wp::add(var_87, var_5);
        var_156 = wp::add(var_5, var_87);
        var_158 = wp::mul(var_156, var_157);
        var_159 = wp::add(var_155, var_158);
        wp::array_store(var_out1, var_0, var_159);
    }
}



extern "C" __global__ void loop_000000_67697710_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_out0,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::int32 var_7 = 0;
        const wp::float32 var_8 = 0.5;
        const wp::float32 var_9 = 1.833;
        const wp::float32 var_10 = -0.742;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        const wp::float32 var_13 = 1.81;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::float32 var_16 = 0.804;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.272;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 1.0;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 1;
        const wp::float32 var_26 = 0.5;
        const wp::float32 var_27 = 1.833;
        const wp::float32 var_28 = -0.742;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.81;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 0.804;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = 0.272;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.0;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 2;
        const wp::float32 var_44 = 0.5;
        const wp::float32 var_45 = 1.833;
        const wp::float32 var_46 = -0.742;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        const wp::float32 var_49 = 1.81;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        const wp::float32 var_52 = 0.804;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 0.272;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.0;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 3;
        const wp::float32 var_62 = 0.5;
        const wp::float32 var_63 = 1.833;
        const wp::float32 var_64 = -0.742;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        const wp::float32 var_67 = 1.81;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        const wp::float32 var_70 = 0.804;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 0.272;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 1.0;
        wp::float32 var_77;
        wp::float32 var_78;
        const wp::int32 var_79 = 4;
        const wp::float32 var_80 = 0.5;
        const wp::float32 var_81 = 1.833;
        const wp::float32 var_82 = -0.742;
        wp::vec_t<3, wp::float32> var_83;
        wp::vec_t<3, wp::float32> var_84;
        const wp::float32 var_85 = 1.81;
        wp::vec_t<3, wp::float32> var_86;
        wp::vec_t<3, wp::float32> var_87;
        const wp::float32 var_88 = 0.804;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 0.272;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::float32 var_94 = 1.0;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = 1.513;
        wp::float32 var_98;
        const wp::float32 var_99 = 1.93;
        const wp::float32 var_100 = 0.2;
        wp::float32 var_101;
        const wp::float32 var_102 = 1.0;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::float32 var_106 = 1.0;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::int32 var_110 = 2;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::int32 var_114 = 0;
        wp::vec_t<3, wp::float32> var_115;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        const wp::int32 var_119 = 1;
        wp::vec_t<3, wp::float32> var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::range_t var_124;
        wp::int32 var_125;
        wp::float32 var_126;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = 0.336;
        const wp::float32 var_131 = -1.771;
        const wp::float32 var_132 = -0.304;
        wp::vec_t<3, wp::float32> var_133;
        const wp::float32 var_134 = 0.806;
        const wp::float32 var_135 = -1.86;
        const wp::float32 var_136 = 0.705;
        wp::vec_t<3, wp::float32> var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        wp::float32 var_140;
        wp::float32 var_141;
        wp::vec_t<3, wp::float32> var_142;
        wp::float32 var_143;
        const wp::float32 var_144 = 1.0;
        wp::float32 var_145;
        wp::float32 var_146;
        const wp::float32 var_147 = -1.2;
        const wp::float32 var_148 = 1.2;
        wp::float32 var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        const wp::float32 var_152 = 1.53;
        wp::float32 var_153;
        wp::float32 var_154;
        wp::vec_t<3, wp::float32> var_155;
        wp::vec_t<3, wp::float32> var_156;
        const wp::float32 var_157 = 1.33;
        wp::vec_t<3, wp::float32> var_158;
        wp::vec_t<3, wp::float32> var_159;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::int32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::vec_t<3, wp::float32> adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::vec_t<3, wp::float32> adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::float32 adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::vec_t<3, wp::float32> adj_83 = {};
        wp::vec_t<3, wp::float32> adj_84 = {};
        wp::float32 adj_85 = {};
        wp::vec_t<3, wp::float32> adj_86 = {};
        wp::vec_t<3, wp::float32> adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
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
        wp::int32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::int32 adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::int32 adj_119 = {};
        wp::vec_t<3, wp::float32> adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::range_t adj_124 = {};
        wp::int32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::vec_t<3, wp::float32> adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::float32 adj_136 = {};
        wp::vec_t<3, wp::float32> adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::vec_t<3, wp::float32> adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::vec_t<3, wp::float32> adj_155 = {};
        wp::vec_t<3, wp::float32> adj_156 = {};
        wp::float32 adj_157 = {};
        wp::vec_t<3, wp::float32> adj_158 = {};
        wp::vec_t<3, wp::float32> adj_159 = {};
        //---------
        // forward
        // def loop_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):       <L 5>
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
        // for j1 in range(5):                                                                    <L 9>
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::normalize(var_11);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::add(var_2, var_14);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_17 = wp::sign(var_16);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_18 = wp::add(var_17, var_17);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::abs(var_17);
        var_23 = wp::add(var_21, var_22);
        var_24 = wp::div(var_20, var_23);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_29 = wp::vec_t<3, wp::float32>(var_26, var_27, var_28);
        var_30 = wp::normalize(var_29);
        var_32 = wp::mul(var_30, var_31);
        var_33 = wp::add(var_15, var_32);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_35 = wp::sign(var_34);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_36 = wp::add(var_35, var_35);
        var_38 = wp::add(var_36, var_37);
        var_39 = wp::abs(var_35);
        var_41 = wp::add(var_39, var_40);
        var_42 = wp::div(var_38, var_41);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_33, var_50);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_53 = wp::sign(var_52);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_54 = wp::add(var_53, var_53);
        var_56 = wp::add(var_54, var_55);
        var_57 = wp::abs(var_53);
        var_59 = wp::add(var_57, var_58);
        var_60 = wp::div(var_56, var_59);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
        var_66 = wp::normalize(var_65);
        var_68 = wp::mul(var_66, var_67);
        var_69 = wp::add(var_51, var_68);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_71 = wp::sign(var_70);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_72 = wp::add(var_71, var_71);
        var_74 = wp::add(var_72, var_73);
        var_75 = wp::abs(var_71);
        var_77 = wp::add(var_75, var_76);
        var_78 = wp::div(var_74, var_77);
        // v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                             <L 10>
        var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
        var_84 = wp::normalize(var_83);
        var_86 = wp::mul(var_84, var_85);
        var_87 = wp::add(var_69, var_86);
        // v2 = wp.sign(0.804)                                                                    <L 11>
        var_89 = wp::sign(var_88);
        // v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                        <L 12>
        var_90 = wp::add(var_89, var_89);
        var_92 = wp::add(var_90, var_91);
        var_93 = wp::abs(var_89);
        var_95 = wp::add(var_93, var_94);
        var_96 = wp::div(var_92, var_95);
        // v4 = wp.min((wp.degrees(1.513) / (wp.abs((1.93 / (wp.abs(0.2) + 1.0))) + 1.0)), (wp.length(v1) + v0[2]))       <L 13>
        var_98 = wp::degrees(var_97);
        var_101 = wp::abs(var_100);
        var_103 = wp::add(var_101, var_102);
        var_104 = wp::div(var_99, var_103);
        var_105 = wp::abs(var_104);
        var_107 = wp::add(var_105, var_106);
        var_108 = wp::div(var_98, var_107);
        var_109 = wp::length(var_5);
        var_111 = wp::extract(var_87, var_110);
        var_112 = wp::add(var_109, var_111);
        var_113 = wp::min(var_108, var_112);
        // for j1 in range(2):                                                                    <L 14>
        // v4 = v4 + wp.sin(wp.length((v1 + v1)))                                                 <L 15>
        var_115 = wp::add(var_5, var_5);
        var_116 = wp::length(var_115);
        var_117 = wp::sin(var_116);
        var_118 = wp::add(var_113, var_117);
        var_120 = wp::add(var_5, var_5);
        var_121 = wp::length(var_120);
        var_122 = wp::sin(var_121);
        var_123 = wp::add(var_118, var_122);
        // for j1 in range(n):                                                                    <L 16>
        var_124 = wp::range(var_n);
        // out0[tid] = v4 + ((v4 / (wp.abs(v4) + 1.0)) + wp.tan(wp.clamp(v4, -1.2, 1.2))) * 1.53       <L 19>
        var_143 = wp::abs(var_123);
        var_145 = wp::add(var_143, var_144);
        var_146 = wp::div(var_123, var_145);
        var_149 = wp::clamp(var_123, var_147, var_148);
        var_150 = wp::tan(var_149);
        var_151 = wp::add(var_146, var_150);
        var_153 = wp::mul(var_151, var_152);
        var_154 = wp::add(var_123, var_153);
        // wp::array_store(var_out0, var_0, var_154);
        // out1[tid] = v0 + v1 + (v1 + v0) * 1.33                                                 <L 20>
        var_155 = wp::add(var_87, var_5);
        var_156 = wp::add(var_5, var_87);
        var_158 = wp::mul(var_156, var_157);
        var_159 = wp::add(var_155, var_158);
        // wp::array_store(var_out1, var_0, var_159);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_159, adj_out1, adj_0, adj_159);
        wp::adj_add(var_155, var_158, adj_155, adj_158, adj_159);
        wp::adj_mul(var_156, var_157, adj_156, adj_157, adj_158);
        wp::adj_add(var_5, var_87, adj_5, adj_87, adj_156);
        wp::adj_add(var_87, var_5, adj_87, adj_5, adj_155);
        // adj: out1[tid] = v0 + v1 + (v1 + v0) * 1.33                                            <L 20>
        wp::adj_array_store(var_out0, var_0, var_154, adj_out0, adj_0, adj_154);
        wp::adj_add(var_123, var_153, adj_123, adj_153, adj_154);
        wp::adj_mul(var_151, var_152, adj_151, adj_152, adj_153);
        wp::adj_add(var_146, var_150, adj_146, adj_150, adj_151);
        wp::adj_tan(var_149, adj_149, adj_150);
        wp::adj_clamp(var_123, var_147, var_148, adj_123, adj_147, adj_148, adj_149);
        wp::adj_div(var_123, var_145, var_146, adj_123, adj_145, adj_146);
        wp::adj_add(var_143, var_144, adj_143, adj_144, adj_145);
        wp::adj_abs(var_123, adj_123, adj_143);
        // adj: out0[tid] = v4 + ((v4 / (wp.abs(v4) + 1.0)) + wp.tan(wp.clamp(v4, -1.2, 1.2))) * 1.53  <L 19>
        var_124 = wp::iter_reverse(var_124);
        start_for_0:;
            if (iter_cmp(var_124) == 0) goto end_for_0;
            var_125 = wp::iter_next(var_124);
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
            // v4 = v4 + wp.cos(float(j1))                                                        <L 17>
            var_126 = wp::float(var_125);
            var_127 = wp::cos(var_126);
            var_128 = wp::add(var_123, var_127);
            // v5 = wp.vec3((wp.radians(v4) * wp.dot(wp.vec3(0.336, -1.771, -0.304), wp.vec3(0.806, -1.86, 0.705))), wp.copysign(wp.erf(v4), v4), v4)       <L 18>
            var_129 = wp::radians(var_128);
            var_133 = wp::vec_t<3, wp::float32>(var_130, var_131, var_132);
            var_137 = wp::vec_t<3, wp::float32>(var_134, var_135, var_136);
            var_138 = wp::dot(var_133, var_137);
            var_139 = wp::mul(var_129, var_138);
            var_140 = wp::erf(var_128);
            var_141 = wp::copysign(var_140, var_128);
            var_142 = wp::vec_t<3, wp::float32>(var_139, var_141, var_128);
            wp::assign(var_123, var_128);
            wp::adj_assign(var_123, var_128, adj_123, adj_128);
            wp::adj_vec_t(var_139, var_141, var_128, adj_139, adj_141, adj_128, adj_142);
            wp::adj_copysign(var_140, var_128, adj_140, adj_128, adj_141);
            wp::adj_erf(var_128, adj_128, adj_140);
            wp::adj_mul(var_129, var_138, adj_129, adj_138, adj_139);
            wp::adj_dot(var_133, var_137, adj_133, adj_137, adj_138);
            wp::adj_vec_t(var_134, var_135, var_136, adj_134, adj_135, adj_136, adj_137);
            wp::adj_vec_t(var_130, var_131, var_132, adj_130, adj_131, adj_132, adj_133);
            wp::adj_radians(var_128, adj_128, adj_129);
            // adj: v5 = wp.vec3((wp.radians(v4) * wp.dot(wp.vec3(0.336, -1.771, -0.304), wp.vec3(0.806, -1.86, 0.705))), wp.copysign(wp.erf(v4), v4), v4)  <L 18>
            wp::adj_add(var_123, var_127, adj_123, adj_127, adj_128);
            wp::adj_cos(var_126, adj_126, adj_127);
            wp::adj_float(var_125, adj_125, adj_126);
            // adj: v4 = v4 + wp.cos(float(j1))                                                   <L 17>
        	goto start_for_0;
        end_for_0:;
        // adj: for j1 in range(n):                                                               <L 16>
        wp::adj_add(var_118, var_122, adj_118, adj_122, adj_123);
        wp::adj_sin(var_121, adj_121, adj_122);
        wp::adj_length(var_120, var_121, adj_120, adj_121);
        wp::adj_add(var_5, var_5, adj_5, adj_5, adj_120);
        wp::adj_add(var_113, var_117, adj_113, adj_117, adj_118);
        wp::adj_sin(var_116, adj_116, adj_117);
        wp::adj_length(var_115, var_116, adj_115, adj_116);
        wp::adj_add(var_5, var_5, adj_5, adj_5, adj_115);
        // adj: v4 = v4 + wp.sin(wp.length((v1 + v1)))                                            <L 15>
        // adj: for j1 in range(2):                                                               <L 14>
        wp::adj_min(var_108, var_112, adj_108, adj_112, adj_113);
        wp::adj_add(var_109, var_111, adj_109, adj_111, adj_112);
        wp::adj_extract(var_87, var_110, adj_87, adj_110, adj_111);
        wp::adj_length(var_5, var_109, adj_5, adj_109);
        wp::adj_div(var_98, var_107, var_108, adj_98, adj_107, adj_108);
        wp::adj_add(var_105, var_106, adj_105, adj_106, adj_107);
        wp::adj_abs(var_104, adj_104, adj_105);
        wp::adj_div(var_99, var_103, var_104, adj_99, adj_103, adj_104);
        wp::adj_add(var_101, var_102, adj_101, adj_102, adj_103);
        wp::adj_abs(var_100, adj_100, adj_101);
        wp::adj_degrees(var_97, adj_97, adj_98);
        // adj: v4 = wp.min((wp.degrees(1.513) / (wp.abs((1.93 / (wp.abs(0.2) + 1.0))) + 1.0)), (wp.length(v1) + v0[2]))  <L 13>
        wp::adj_div(var_92, var_95, var_96, adj_92, adj_95, adj_96);
        wp::adj_add(var_93, var_94, adj_93, adj_94, adj_95);
        wp::adj_abs(var_89, adj_89, adj_93);
        wp::adj_add(var_90, var_91, adj_90, adj_91, adj_92);
        wp::adj_add(var_89, var_89, adj_89, adj_89, adj_90);
        // adj: v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                   <L 12>
        // adj: v2 = wp.sign(0.804)                                                               <L 11>
        wp::adj_add(var_69, var_86, adj_69, adj_86, adj_87);
        wp::adj_mul(var_84, var_85, adj_84, adj_85, adj_86);
        wp::adj_normalize(var_83, var_84, adj_83, adj_84);
        wp::adj_vec_t(var_80, var_81, var_82, adj_80, adj_81, adj_82, adj_83);
        // adj: v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                        <L 10>
        wp::adj_div(var_74, var_77, var_78, adj_74, adj_77, adj_78);
        wp::adj_add(var_75, var_76, adj_75, adj_76, adj_77);
        wp::adj_abs(var_71, adj_71, adj_75);
        wp::adj_add(var_72, var_73, adj_72, adj_73, adj_74);
        wp::adj_add(var_71, var_71, adj_71, adj_71, adj_72);
        // adj: v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                   <L 12>
        // adj: v2 = wp.sign(0.804)                                                               <L 11>
        wp::adj_add(var_51, var_68, adj_51, adj_68, adj_69);
        wp::adj_mul(var_66, var_67, adj_66, adj_67, adj_68);
        wp::adj_normalize(var_65, var_66, adj_65, adj_66);
        wp::adj_vec_t(var_62, var_63, var_64, adj_62, adj_63, adj_64, adj_65);
        // adj: v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                        <L 10>
        wp::adj_div(var_56, var_59, var_60, adj_56, adj_59, adj_60);
        wp::adj_add(var_57, var_58, adj_57, adj_58, adj_59);
        wp::adj_abs(var_53, adj_53, adj_57);
        wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
        wp::adj_add(var_53, var_53, adj_53, adj_53, adj_54);
        // adj: v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                   <L 12>
        // adj: v2 = wp.sign(0.804)                                                               <L 11>
        wp::adj_add(var_33, var_50, adj_33, adj_50, adj_51);
        wp::adj_mul(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_normalize(var_47, var_48, adj_47, adj_48);
        wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
        // adj: v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                        <L 10>
        wp::adj_div(var_38, var_41, var_42, adj_38, adj_41, adj_42);
        wp::adj_add(var_39, var_40, adj_39, adj_40, adj_41);
        wp::adj_abs(var_35, adj_35, adj_39);
        wp::adj_add(var_36, var_37, adj_36, adj_37, adj_38);
        wp::adj_add(var_35, var_35, adj_35, adj_35, adj_36);
        // adj: v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                   <L 12>
        // adj: v2 = wp.sign(0.804)                                                               <L 11>
        wp::adj_add(var_15, var_32, adj_15, adj_32, adj_33);
        wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
        wp::adj_normalize(var_29, var_30, adj_29, adj_30);
        wp::adj_vec_t(var_26, var_27, var_28, adj_26, adj_27, adj_28, adj_29);
        // adj: v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                        <L 10>
        wp::adj_div(var_20, var_23, var_24, adj_20, adj_23, adj_24);
        wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_abs(var_17, adj_17, adj_21);
        wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_add(var_17, var_17, adj_17, adj_17, adj_18);
        // adj: v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))                                   <L 12>
        // adj: v2 = wp.sign(0.804)                                                               <L 11>
        wp::adj_add(var_2, var_14, adj_2, adj_14, adj_15);
        wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_normalize(var_11, var_12, adj_11, adj_12);
        wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
        // adj: v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81                        <L 10>
        // adj: for j1 in range(5):                                                               <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def loop_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

