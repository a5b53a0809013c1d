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



extern "C" __global__ void loop_000000_a083593f_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::range_t var_7;
        wp::int32 var_8;
        const wp::int32 var_9 = 2;
        wp::int32 var_10;
        wp::shape_t* var_11;
        const wp::int32 var_12 = 0;
        wp::int32 var_13;
        wp::shape_t var_14;
        wp::int32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = -3.0;
        const wp::float32 var_22 = 3.0;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        wp::float32 var_30;
        bool var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -3.0;
        const wp::float32 var_39 = 3.0;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::range_t var_43;
        wp::int32 var_44;
        const wp::int32 var_45 = 3;
        wp::int32 var_46;
        wp::shape_t* var_47;
        const wp::int32 var_48 = 0;
        wp::int32 var_49;
        wp::shape_t var_50;
        wp::int32 var_51;
        wp::vec_t<3, wp::float32>* var_52;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 6;
        wp::fixedarray_t<6, wp::float32> var_58;
        const wp::int32 var_59 = 6;
        const wp::int32 var_60 = 0;
        const wp::int32 var_61 = 2;
        wp::float32 var_62;
        const wp::int32 var_63 = 1;
        const wp::int32 var_64 = 2;
        wp::float32 var_65;
        const wp::int32 var_66 = 2;
        const wp::int32 var_67 = 2;
        wp::float32 var_68;
        const wp::int32 var_69 = 3;
        const wp::int32 var_70 = 2;
        wp::float32 var_71;
        const wp::int32 var_72 = 4;
        const wp::int32 var_73 = 2;
        wp::float32 var_74;
        const wp::int32 var_75 = 5;
        const wp::int32 var_76 = 2;
        wp::float32 var_77;
        const wp::int32 var_78 = -1;
        wp::int32 var_79;
        const wp::int32 var_80 = 6;
        wp::int32 var_81;
        wp::float32* var_82;
        const wp::int32 var_83 = 2;
        wp::float32* var_84;
        const wp::float32 var_85 = 1.68;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        const wp::int32 var_90 = 5;
        wp::fixedarray_t<5, wp::float32> var_91;
        const wp::int32 var_92 = 5;
        const wp::int32 var_93 = 0;
        wp::float32 var_94;
        wp::float32 var_95;
        const wp::float32 var_96 = 1.0;
        wp::float32 var_97;
        wp::float32 var_98;
        const wp::int32 var_99 = 1;
        wp::float32 var_100;
        wp::float32 var_101;
        const wp::float32 var_102 = 1.0;
        wp::float32 var_103;
        wp::float32 var_104;
        const wp::int32 var_105 = 2;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = 1.0;
        wp::float32 var_109;
        wp::float32 var_110;
        const wp::int32 var_111 = 3;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 1.0;
        wp::float32 var_115;
        wp::float32 var_116;
        const wp::int32 var_117 = 4;
        wp::float32 var_118;
        wp::float32 var_119;
        const wp::float32 var_120 = 1.0;
        wp::float32 var_121;
        wp::float32 var_122;
        const wp::int32 var_123 = 2;
        const wp::int32 var_124 = 9;
        wp::int32 var_125;
        wp::float32* var_126;
        const wp::int32 var_127 = 2;
        wp::float32* var_128;
        const wp::float32 var_129 = 1.95;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::range_t var_134;
        wp::int32 var_135;
        const wp::int32 var_136 = 5;
        wp::int32 var_137;
        wp::shape_t* var_138;
        const wp::int32 var_139 = 0;
        wp::int32 var_140;
        wp::shape_t var_141;
        wp::int32 var_142;
        wp::vec_t<3, wp::float32>* var_143;
        const wp::int32 var_144 = 0;
        wp::float32 var_145;
        wp::vec_t<3, wp::float32> var_146;
        wp::float32 var_147;
        wp::float32 var_148;
        const wp::float32 var_149 = -1.14;
        const wp::float32 var_150 = 1.9;
        const wp::float32 var_151 = 0.779;
        wp::vec_t<3, wp::float32> var_152;
        const wp::float32 var_153 = 3.0;
        const wp::float32 var_154 = 1.5;
        const wp::float32 var_155 = 3.0;
        wp::vec_t<3, wp::float32> var_156;
        wp::vec_t<3, wp::float32> var_157;
        const wp::float32 var_158 = 0.63;
        wp::vec_t<3, wp::float32> var_159;
        wp::vec_t<3, wp::float32> var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::int32 var_163 = 2;
        wp::float32 var_164;
        wp::float32 var_165;
        const wp::float32 var_166 = 0.77;
        wp::float32 var_167;
        wp::float32 var_168;
        //---------
        // forward
        // def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
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
        // for j2 in range(n):                                                                    <L 9>
        var_7 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_7) == 0) goto end_for_0;
            var_8 = wp::iter_next(var_7);
            // v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                      <L 10>
            var_10 = wp::add(var_0, var_9);
            var_11 = &(var_x0.shape);
            var_14 = wp::load(var_11);
            var_13 = wp::extract(var_14, var_12);
            var_15 = wp::mod(var_10, var_13);
            var_16 = wp::address(var_x0, var_15);
            var_18 = wp::load(var_16);
            var_17 = wp::cos(var_18);
            var_19 = wp::add(var_2, var_17);
            // v0 = v0 + wp.tanh(wp.cosh(wp.clamp(wp.min(v0, v0), -3.0, 3.0)))                    <L 11>
            var_20 = wp::min(var_19, var_19);
            var_23 = wp::clamp(var_20, var_21, var_22);
            var_24 = wp::cosh(var_23);
            var_25 = wp::tanh(var_24);
            var_26 = wp::add(var_19, var_25);
            wp::assign(var_2, var_26);
            goto start_for_0;
        end_for_0:;
        // v3 = (wp.atan2(wp.log2(wp.abs(v0) + 1.0), wp.abs(wp.where(v0 <= v0, v0, v0)) + 0.5) * wp.cosh(wp.clamp(float(tid), -3.0, 3.0)))       <L 12>
        var_27 = wp::abs(var_2);
        var_29 = wp::add(var_27, var_28);
        var_30 = wp::log2(var_29);
        var_31 = (var_2 <= var_2);
        var_32 = wp::where(var_31, var_2, var_2);
        var_33 = wp::abs(var_32);
        var_35 = wp::add(var_33, var_34);
        var_36 = wp::atan2(var_30, var_35);
        var_37 = wp::float(var_0);
        var_40 = wp::clamp(var_37, var_38, var_39);
        var_41 = wp::cosh(var_40);
        var_42 = wp::mul(var_36, var_41);
        // for j4 in range(n):                                                                    <L 13>
        var_43 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_43) == 0) goto end_for_2;
            var_44 = wp::iter_next(var_43);
            // v0 += wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))                            <L 14>
            var_46 = wp::add(var_0, var_45);
            var_47 = &(var_x1.shape);
            var_50 = wp::load(var_47);
            var_49 = wp::extract(var_50, var_48);
            var_51 = wp::mod(var_46, var_49);
            var_52 = wp::address(var_x1, var_51);
            var_54 = wp::load(var_52);
            var_53 = wp::length_sq(var_54);
            var_55 = wp::sin(var_53);
            var_56 = wp::add(var_2, var_55);
            // buf5 = wp.zeros(shape=6, dtype=float)                                              <L 15>
            var_58 = wp::fixedarray_t<6, wp::float32>(var_59);
            // for j6 in range(6):                                                                <L 16>
            // buf5[j6] = v1[2]                                                                   <L 17>
            var_62 = wp::extract(var_5, var_61);
            wp::array_store(var_58, var_60, var_62);
            var_65 = wp::extract(var_5, var_64);
            wp::array_store(var_58, var_63, var_65);
            var_68 = wp::extract(var_5, var_67);
            wp::array_store(var_58, var_66, var_68);
            var_71 = wp::extract(var_5, var_70);
            wp::array_store(var_58, var_69, var_71);
            var_74 = wp::extract(var_5, var_73);
            wp::array_store(var_58, var_72, var_74);
            var_77 = wp::extract(var_5, var_76);
            wp::array_store(var_58, var_75, var_77);
            // v7 = buf5[max(tid, (-1)) % 6] + buf5[2] * 1.68                                     <L 18>
            var_79 = wp::max(var_0, var_78);
            var_81 = wp::mod(var_79, var_80);
            var_82 = wp::address(var_58, var_81);
            var_84 = wp::address(var_58, var_83);
            var_87 = wp::load(var_84);
            var_86 = wp::mul(var_87, var_85);
            var_89 = wp::load(var_82);
            var_88 = wp::add(var_89, var_86);
            // buf8 = wp.zeros(shape=5, dtype=float)                                              <L 19>
            var_91 = wp::fixedarray_t<5, wp::float32>(var_92);
            // for j9 in range(5):                                                                <L 20>
            // buf8[j9] = wp.mod(v3, wp.abs(wp.dot(v1, v1)) + 1.0)                                <L 21>
            var_94 = wp::dot(var_5, var_5);
            var_95 = wp::abs(var_94);
            var_97 = wp::add(var_95, var_96);
            var_98 = wp::mod(var_42, var_97);
            wp::array_store(var_91, var_93, var_98);
            var_100 = wp::dot(var_5, var_5);
            var_101 = wp::abs(var_100);
            var_103 = wp::add(var_101, var_102);
            var_104 = wp::mod(var_42, var_103);
            wp::array_store(var_91, var_99, var_104);
            var_106 = wp::dot(var_5, var_5);
            var_107 = wp::abs(var_106);
            var_109 = wp::add(var_107, var_108);
            var_110 = wp::mod(var_42, var_109);
            wp::array_store(var_91, var_105, var_110);
            var_112 = wp::dot(var_5, var_5);
            var_113 = wp::abs(var_112);
            var_115 = wp::add(var_113, var_114);
            var_116 = wp::mod(var_42, var_115);
            wp::array_store(var_91, var_111, var_116);
            var_118 = wp::dot(var_5, var_5);
            var_119 = wp::abs(var_118);
            var_121 = wp::add(var_119, var_120);
            var_122 = wp::mod(var_42, var_121);
            wp::array_store(var_91, var_117, var_122);
            // v10 = buf8[(2 % 9)] + buf8[2] * 1.95                                               <L 22>
            var_125 = wp::mod(var_123, var_124);
            var_126 = wp::address(var_91, var_125);
            var_128 = wp::address(var_91, var_127);
            var_131 = wp::load(var_128);
            var_130 = wp::mul(var_131, var_129);
            var_133 = wp::load(var_126);
            var_132 = wp::add(var_133, var_130);
            wp::assign(var_2, var_56);
            goto start_for_2;
        end_for_2:;
        // for j11 in range(n):                                                                   <L 23>
        var_134 = wp::range(var_n);
        start_for_4:;
            if (iter_cmp(var_134) == 0) goto end_for_4;
            var_135 = wp::iter_next(var_134);
            // v3 += wp.cos((x1[(tid + 5) % x1.shape[0]])[0])                                     <L 24>
            var_137 = wp::add(var_0, var_136);
            var_138 = &(var_x1.shape);
            var_141 = wp::load(var_138);
            var_140 = wp::extract(var_141, var_139);
            var_142 = wp::mod(var_137, var_140);
            var_143 = wp::address(var_x1, var_142);
            var_146 = wp::load(var_143);
            var_145 = wp::extract(var_146, var_144);
            var_147 = wp::cos(var_145);
            var_148 = wp::add(var_42, var_147);
            wp::assign(var_42, var_148);
            goto start_for_4;
        end_for_4:;
        // out0[tid] = v1 + wp.cw_div(wp.vec3(-1.14, 1.9, 0.779), wp.vec3(3.0, 1.5, 3.0)) * 0.63       <L 25>
        var_152 = wp::vec_t<3, wp::float32>(var_149, var_150, var_151);
        var_156 = wp::vec_t<3, wp::float32>(var_153, var_154, var_155);
        var_157 = wp::cw_div(var_152, var_156);
        var_159 = wp::mul(var_157, var_158);
        var_160 = wp::add(var_5, var_159);
        wp::array_store(var_out0, var_0, var_160);
        // out1[tid] = v0 + v3 + (wp.length(v1) - v1[2]) * 0.77                                   <L 26>
        var_161 = wp::add(var_2, var_42);
        var_162 = wp::length(var_5);
        var_164 = wp::extract(var_5, var_163);
        var_165 = wp::sub(var_162, var_164);
        var_167 = wp::mul(var_165, var_166);
        var_168 = wp::add(var_161, var_167);
        wp::array_store(var_out1, var_0, var_168);
    }
}



extern "C" __global__ void loop_000000_a083593f_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::int32 adj_n,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::range_t var_7;
        wp::int32 var_8;
        const wp::int32 var_9 = 2;
        wp::int32 var_10;
        wp::shape_t* var_11;
        const wp::int32 var_12 = 0;
        wp::int32 var_13;
        wp::shape_t var_14;
        wp::int32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = -3.0;
        const wp::float32 var_22 = 3.0;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        wp::float32 var_30;
        bool var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -3.0;
        const wp::float32 var_39 = 3.0;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::range_t var_43;
        wp::int32 var_44;
        const wp::int32 var_45 = 3;
        wp::int32 var_46;
        wp::shape_t* var_47;
        const wp::int32 var_48 = 0;
        wp::int32 var_49;
        wp::shape_t var_50;
        wp::int32 var_51;
        wp::vec_t<3, wp::float32>* var_52;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 6;
        wp::fixedarray_t<6, wp::float32> var_58;
        const wp::int32 var_59 = 6;
        const wp::int32 var_60 = 0;
        const wp::int32 var_61 = 2;
        wp::float32 var_62;
        const wp::int32 var_63 = 1;
        const wp::int32 var_64 = 2;
        wp::float32 var_65;
        const wp::int32 var_66 = 2;
        const wp::int32 var_67 = 2;
        wp::float32 var_68;
        const wp::int32 var_69 = 3;
        const wp::int32 var_70 = 2;
        wp::float32 var_71;
        const wp::int32 var_72 = 4;
        const wp::int32 var_73 = 2;
        wp::float32 var_74;
        const wp::int32 var_75 = 5;
        const wp::int32 var_76 = 2;
        wp::float32 var_77;
        const wp::int32 var_78 = -1;
        wp::int32 var_79;
        const wp::int32 var_80 = 6;
        wp::int32 var_81;
        wp::float32* var_82;
        const wp::int32 var_83 = 2;
        wp::float32* var_84;
        const wp::float32 var_85 = 1.68;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        const wp::int32 var_90 = 5;
        wp::fixedarray_t<5, wp::float32> var_91;
        const wp::int32 var_92 = 5;
        const wp::int32 var_93 = 0;
        wp::float32 var_94;
        wp::float32 var_95;
        const wp::float32 var_96 = 1.0;
        wp::float32 var_97;
        wp::float32 var_98;
        const wp::int32 var_99 = 1;
        wp::float32 var_100;
        wp::float32 var_101;
        const wp::float32 var_102 = 1.0;
        wp::float32 var_103;
        wp::float32 var_104;
        const wp::int32 var_105 = 2;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = 1.0;
        wp::float32 var_109;
        wp::float32 var_110;
        const wp::int32 var_111 = 3;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 1.0;
        wp::float32 var_115;
        wp::float32 var_116;
        const wp::int32 var_117 = 4;
        wp::float32 var_118;
        wp::float32 var_119;
        const wp::float32 var_120 = 1.0;
        wp::float32 var_121;
        wp::float32 var_122;
        const wp::int32 var_123 = 2;
        const wp::int32 var_124 = 9;
        wp::int32 var_125;
        wp::float32* var_126;
        const wp::int32 var_127 = 2;
        wp::float32* var_128;
        const wp::float32 var_129 = 1.95;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::range_t var_134;
        wp::int32 var_135;
        const wp::int32 var_136 = 5;
        wp::int32 var_137;
        wp::shape_t* var_138;
        const wp::int32 var_139 = 0;
        wp::int32 var_140;
        wp::shape_t var_141;
        wp::int32 var_142;
        wp::vec_t<3, wp::float32>* var_143;
        const wp::int32 var_144 = 0;
        wp::float32 var_145;
        wp::vec_t<3, wp::float32> var_146;
        wp::float32 var_147;
        wp::float32 var_148;
        const wp::float32 var_149 = -1.14;
        const wp::float32 var_150 = 1.9;
        const wp::float32 var_151 = 0.779;
        wp::vec_t<3, wp::float32> var_152;
        const wp::float32 var_153 = 3.0;
        const wp::float32 var_154 = 1.5;
        const wp::float32 var_155 = 3.0;
        wp::vec_t<3, wp::float32> var_156;
        wp::vec_t<3, wp::float32> var_157;
        const wp::float32 var_158 = 0.63;
        wp::vec_t<3, wp::float32> var_159;
        wp::vec_t<3, wp::float32> var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::int32 var_163 = 2;
        wp::float32 var_164;
        wp::float32 var_165;
        const wp::float32 var_166 = 0.77;
        wp::float32 var_167;
        wp::float32 var_168;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::range_t adj_7 = {};
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::shape_t adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::shape_t adj_14 = {};
        wp::int32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        bool adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::range_t adj_43 = {};
        wp::int32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::shape_t adj_47 = {};
        wp::int32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::shape_t adj_50 = {};
        wp::int32 adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<3, wp::float32> adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::int32 adj_57 = {};
        wp::fixedarray_t<6, wp::float32> adj_58 = {};
        wp::int32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::int32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::int32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::int32 adj_69 = {};
        wp::int32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::int32 adj_72 = {};
        wp::int32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::int32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::int32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::int32 adj_80 = {};
        wp::int32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::int32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::int32 adj_90 = {};
        wp::fixedarray_t<5, wp::float32> adj_91 = {};
        wp::int32 adj_92 = {};
        wp::int32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::int32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::int32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::int32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::int32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::int32 adj_123 = {};
        wp::int32 adj_124 = {};
        wp::int32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::int32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::range_t adj_134 = {};
        wp::int32 adj_135 = {};
        wp::int32 adj_136 = {};
        wp::int32 adj_137 = {};
        wp::shape_t adj_138 = {};
        wp::int32 adj_139 = {};
        wp::int32 adj_140 = {};
        wp::shape_t adj_141 = {};
        wp::int32 adj_142 = {};
        wp::vec_t<3, wp::float32> adj_143 = {};
        wp::int32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::vec_t<3, wp::float32> adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::vec_t<3, wp::float32> adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::vec_t<3, wp::float32> adj_156 = {};
        wp::vec_t<3, wp::float32> adj_157 = {};
        wp::float32 adj_158 = {};
        wp::vec_t<3, wp::float32> adj_159 = {};
        wp::vec_t<3, wp::float32> adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::int32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        //---------
        // forward
        // def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
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
        // for j2 in range(n):                                                                    <L 9>
        var_7 = wp::range(var_n);
        // v3 = (wp.atan2(wp.log2(wp.abs(v0) + 1.0), wp.abs(wp.where(v0 <= v0, v0, v0)) + 0.5) * wp.cosh(wp.clamp(float(tid), -3.0, 3.0)))       <L 12>
        var_27 = wp::abs(var_2);
        var_29 = wp::add(var_27, var_28);
        var_30 = wp::log2(var_29);
        var_31 = (var_2 <= var_2);
        var_32 = wp::where(var_31, var_2, var_2);
        var_33 = wp::abs(var_32);
        var_35 = wp::add(var_33, var_34);
        var_36 = wp::atan2(var_30, var_35);
        var_37 = wp::float(var_0);
        var_40 = wp::clamp(var_37, var_38, var_39);
        var_41 = wp::cosh(var_40);
        var_42 = wp::mul(var_36, var_41);
        // for j4 in range(n):                                                                    <L 13>
        var_43 = wp::range(var_n);
        // for j11 in range(n):                                                                   <L 23>
        var_134 = wp::range(var_n);
        // out0[tid] = v1 + wp.cw_div(wp.vec3(-1.14, 1.9, 0.779), wp.vec3(3.0, 1.5, 3.0)) * 0.63       <L 25>
        var_152 = wp::vec_t<3, wp::float32>(var_149, var_150, var_151);
        var_156 = wp::vec_t<3, wp::float32>(var_153, var_154, var_155);
        var_157 = wp::cw_div(var_152, var_156);
        var_159 = wp::mul(var_157, var_158);
        var_160 = wp::add(var_5, var_159);
        // wp::array_store(var_out0, var_0, var_160);
        // out1[tid] = v0 + v3 + (wp.length(v1) - v1[2]) * 0.77                                   <L 26>
        var_161 = wp::add(var_2, var_42);
        var_162 = wp::length(var_5);
        var_164 = wp::extract(var_5, var_163);
        var_165 = wp::sub(var_162, var_164);
        var_167 = wp::mul(var_165, var_166);
        var_168 = wp::add(var_161, var_167);
        // wp::array_store(var_out1, var_0, var_168);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_168, adj_out1, adj_0, adj_168);
        wp::adj_add(var_161, var_167, adj_161, adj_167, adj_168);
        wp::adj_mul(var_165, var_166, adj_165, adj_166, adj_167);
        wp::adj_sub(var_162, var_164, adj_162, adj_164, adj_165);
        wp::adj_extract(var_5, var_163, adj_5, adj_163, adj_164);
        wp::adj_length(var_5, var_162, adj_5, adj_162);
        wp::adj_add(var_2, var_42, adj_2, adj_42, adj_161);
        // adj: out1[tid] = v0 + v3 + (wp.length(v1) - v1[2]) * 0.77                              <L 26>
        wp::adj_array_store(var_out0, var_0, var_160, adj_out0, adj_0, adj_160);
        wp::adj_add(var_5, var_159, adj_5, adj_159, adj_160);
        wp::adj_mul(var_157, var_158, adj_157, adj_158, adj_159);
        wp::adj_cw_div(var_152, var_156, var_157, adj_152, adj_156, adj_157);
        wp::adj_vec_t(var_153, var_154, var_155, adj_153, adj_154, adj_155, adj_156);
        wp::adj_vec_t(var_149, var_150, var_151, adj_149, adj_150, adj_151, adj_152);
        // adj: out0[tid] = v1 + wp.cw_div(wp.vec3(-1.14, 1.9, 0.779), wp.vec3(3.0, 1.5, 3.0)) * 0.63  <L 25>
        var_134 = wp::iter_reverse(var_134);
        start_for_4:;
            if (iter_cmp(var_134) == 0) goto end_for_4;
            var_135 = wp::iter_next(var_134);
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
            // v3 += wp.cos((x1[(tid + 5) % x1.shape[0]])[0])                                     <L 24>
            var_137 = wp::add(var_0, var_136);
            var_138 = &(var_x1.shape);
            var_141 = wp::load(var_138);
            var_140 = wp::extract(var_141, var_139);
            var_142 = wp::mod(var_137, var_140);
            var_143 = wp::address(var_x1, var_142);
            var_146 = wp::load(var_143);
            var_145 = wp::extract(var_146, var_144);
            var_147 = wp::cos(var_145);
            var_148 = wp::add(var_42, var_147);
            wp::assign(var_42, var_148);
            wp::adj_assign(var_42, var_148, adj_42, adj_148);
            wp::adj_add(var_42, var_147, adj_42, adj_147, adj_148);
            wp::adj_cos(var_145, adj_145, adj_147);
            wp::adj_extract(var_146, var_144, adj_143, adj_144, adj_145);
            wp::adj_address(var_x1, var_142, adj_x1, adj_142, adj_143);
            wp::adj_mod(var_137, var_140, adj_137, adj_140, adj_142);
            adj_x1.shape = adj_138;
            wp::adj_add(var_0, var_136, adj_0, adj_136, adj_137);
            // adj: v3 += wp.cos((x1[(tid + 5) % x1.shape[0]])[0])                                <L 24>
        	goto start_for_4;
        end_for_4:;
        // adj: for j11 in range(n):                                                              <L 23>
        var_43 = wp::iter_reverse(var_43);
        start_for_2:;
            if (iter_cmp(var_43) == 0) goto end_for_2;
            var_44 = wp::iter_next(var_43);
        	adj_45 = {};
        	adj_46 = {};
        	adj_47 = {};
        	adj_48 = {};
        	adj_49 = {};
        	adj_50 = {};
        	adj_51 = {};
        	adj_52 = {};
        	adj_53 = {};
        	adj_54 = {};
        	adj_55 = {};
        	adj_56 = {};
        	adj_57 = {};
        	adj_58 = {};
        	adj_59 = {};
        	adj_60 = {};
        	adj_61 = {};
        	adj_62 = {};
        	adj_63 = {};
        	adj_64 = {};
        	adj_65 = {};
        	adj_66 = {};
        	adj_67 = {};
        	adj_68 = {};
        	adj_69 = {};
        	adj_70 = {};
        	adj_71 = {};
        	adj_72 = {};
        	adj_73 = {};
        	adj_74 = {};
        	adj_75 = {};
        	adj_76 = {};
        	adj_77 = {};
        	adj_78 = {};
        	adj_79 = {};
        	adj_80 = {};
        	adj_81 = {};
        	adj_82 = {};
        	adj_83 = {};
        	adj_84 = {};
        	adj_85 = {};
        	adj_86 = {};
        	adj_87 = {};
        	adj_88 = {};
        	adj_89 = {};
        	adj_90 = {};
        	adj_91 = {};
        	adj_92 = {};
        	adj_93 = {};
        	adj_94 = {};
        	adj_95 = {};
        	adj_96 = {};
        	adj_97 = {};
        	adj_98 = {};
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
            // v0 += wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))                            <L 14>
            var_46 = wp::add(var_0, var_45);
            var_47 = &(var_x1.shape);
            var_50 = wp::load(var_47);
            var_49 = wp::extract(var_50, var_48);
            var_51 = wp::mod(var_46, var_49);
            var_52 = wp::address(var_x1, var_51);
            var_54 = wp::load(var_52);
            var_53 = wp::length_sq(var_54);
            var_55 = wp::sin(var_53);
            var_56 = wp::add(var_2, var_55);
            // buf5 = wp.zeros(shape=6, dtype=float)                                              <L 15>
            var_58 = wp::fixedarray_t<6, wp::float32>(var_59);
            // for j6 in range(6):                                                                <L 16>
            // buf5[j6] = v1[2]                                                                   <L 17>
            var_62 = wp::extract(var_5, var_61);
            // wp::array_store(var_58, var_60, var_62);
            var_65 = wp::extract(var_5, var_64);
            // wp::array_store(var_58, var_63, var_65);
            var_68 = wp::extract(var_5, var_67);
            // wp::array_store(var_58, var_66, var_68);
            var_71 = wp::extract(var_5, var_70);
            // wp::array_store(var_58, var_69, var_71);
            var_74 = wp::extract(var_5, var_73);
            // wp::array_store(var_58, var_72, var_74);
            var_77 = wp::extract(var_5, var_76);
            // wp::array_store(var_58, var_75, var_77);
            // v7 = buf5[max(tid, (-1)) % 6] + buf5[2] * 1.68                                     <L 18>
            var_79 = wp::max(var_0, var_78);
            var_81 = wp::mod(var_79, var_80);
            var_82 = wp::address(var_58, var_81);
            var_84 = wp::address(var_58, var_83);
            var_87 = wp::load(var_84);
            var_86 = wp::mul(var_87, var_85);
            var_89 = wp::load(var_82);
            var_88 = wp::add(var_89, var_86);
            // buf8 = wp.zeros(shape=5, dtype=float)                                              <L 19>
            var_91 = wp::fixedarray_t<5, wp::float32>(var_92);
            // for j9 in range(5):                                                                <L 20>
            // buf8[j9] = wp.mod(v3, wp.abs(wp.dot(v1, v1)) + 1.0)                                <L 21>
            var_94 = wp::dot(var_5, var_5);
            var_95 = wp::abs(var_94);
            var_97 = wp::add(var_95, var_96);
            var_98 = wp::mod(var_42, var_97);
            // wp::array_store(var_91, var_93, var_98);
            var_100 = wp::dot(var_5, var_5);
            var_101 = wp::abs(var_100);
            var_103 = wp::add(var_101, var_102);
            var_104 = wp::mod(var_42, var_103);
            // wp::array_store(var_91, var_99, var_104);
            var_106 = wp::dot(var_5, var_5);
            var_107 = wp::abs(var_106);
            var_109 = wp::add(var_107, var_108);
            var_110 = wp::mod(var_42, var_109);
            // wp::array_store(var_91, var_105, var_110);
            var_112 = wp::dot(var_5, var_5);
            var_113 = wp::abs(var_112);
            var_115 = wp::add(var_113, var_114);
            var_116 = wp::mod(var_42, var_115);
            // wp::array_store(var_91, var_111, var_116);
            var_118 = wp::dot(var_5, var_5);
            var_119 = wp::abs(var_118);
            var_121 = wp::add(var_119, var_120);
            var_122 = wp::mod(var_42, var_121);
            // wp::array_store(var_91, var_117, var_122);
            // v10 = buf8[(2 % 9)] + buf8[2] * 1.95                                               <L 22>
            var_125 = wp::mod(var_123, var_124);
            var_126 = wp::address(var_91, var_125);
            var_128 = wp::address(var_91, var_127);
            var_131 = wp::load(var_128);
            var_130 = wp::mul(var_131, var_129);
            var_133 = wp::load(var_126);
            var_132 = wp::add(var_133, var_130);
            wp::assign(var_2, var_56);
            wp::adj_assign(var_2, var_56, adj_2, adj_56);
            wp::adj_add(var_133, var_130, adj_126, adj_130, adj_132);
            wp::adj_mul(var_131, var_129, adj_128, adj_129, adj_130);
            wp::adj_address(var_91, var_127, adj_91, adj_127, adj_128);
            wp::adj_address(var_91, var_125, adj_91, adj_125, adj_126);
            wp::adj_mod(var_123, var_124, adj_123, adj_124, adj_125);
            // adj: v10 = buf8[(2 % 9)] + buf8[2] * 1.95                                          <L 22>
            wp::adj_array_store(var_91, var_117, var_122, adj_91, adj_117, adj_122);
            wp::adj_mod(var_42, var_121, adj_42, adj_121, adj_122);
            wp::adj_add(var_119, var_120, adj_119, adj_120, adj_121);
            wp::adj_abs(var_118, adj_118, adj_119);
            wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_118);
            wp::adj_array_store(var_91, var_111, var_116, adj_91, adj_111, adj_116);
            wp::adj_mod(var_42, var_115, adj_42, adj_115, adj_116);
            wp::adj_add(var_113, var_114, adj_113, adj_114, adj_115);
            wp::adj_abs(var_112, adj_112, adj_113);
            wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_112);
            wp::adj_array_store(var_91, var_105, var_110, adj_91, adj_105, adj_110);
            wp::adj_mod(var_42, var_109, adj_42, adj_109, adj_110);
            wp::adj_add(var_107, var_108, adj_107, adj_108, adj_109);
            wp::adj_abs(var_106, adj_106, adj_107);
            wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_106);
            wp::adj_array_store(var_91, var_99, var_104, adj_91, adj_99, adj_104);
            wp::adj_mod(var_42, var_103, adj_42, adj_103, adj_104);
            wp::adj_add(var_101, var_102, adj_101, adj_102, adj_103);
            wp::adj_abs(var_100, adj_100, adj_101);
            wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_100);
            wp::adj_array_store(var_91, var_93, var_98, adj_91, adj_93, adj_98);
            wp::adj_mod(var_42, var_97, adj_42, adj_97, adj_98);
            wp::adj_add(var_95, var_96, adj_95, adj_96, adj_97);
            wp::adj_abs(var_94, adj_94, adj_95);
            wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_94);
            // adj: buf8[j9] = wp.mod(v3, wp.abs(wp.dot(v1, v1)) + 1.0)                           <L 21>
            // adj: for j9 in range(5):                                                           <L 20>
            // adj: buf8 = wp.zeros(shape=5, dtype=float)                                         <L 19>
            wp::adj_add(var_89, var_86, adj_82, adj_86, adj_88);
            wp::adj_mul(var_87, var_85, adj_84, adj_85, adj_86);
            wp::adj_address(var_58, var_83, adj_58, adj_83, adj_84);
            wp::adj_address(var_58, var_81, adj_58, adj_81, adj_82);
            wp::adj_mod(var_79, var_80, adj_79, adj_80, adj_81);
            wp::adj_max(var_0, var_78, adj_0, adj_78, adj_79);
            // adj: v7 = buf5[max(tid, (-1)) % 6] + buf5[2] * 1.68                                <L 18>
            wp::adj_array_store(var_58, var_75, var_77, adj_58, adj_75, adj_77);
            wp::adj_extract(var_5, var_76, adj_5, adj_76, adj_77);
            wp::adj_array_store(var_58, var_72, var_74, adj_58, adj_72, adj_74);
            wp::adj_extract(var_5, var_73, adj_5, adj_73, adj_74);
            wp::adj_array_store(var_58, var_69, var_71, adj_58, adj_69, adj_71);
            wp::adj_extract(var_5, var_70, adj_5, adj_70, adj_71);
            wp::adj_array_store(var_58, var_66, var_68, adj_58, adj_66, adj_68);
            wp::adj_extract(var_5, var_67, adj_5, adj_67, adj_68);
            wp::adj_array_store(var_58, var_63, var_65, adj_58, adj_63, adj_65);
            wp::adj_extract(var_5, var_64, adj_5, adj_64, adj_65);
            wp::adj_array_store(var_58, var_60, var_62, adj_58, adj_60, adj_62);
            wp::adj_extract(var_5, var_61, adj_5, adj_61, adj_62);
            // adj: buf5[j6] = v1[2]                                                              <L 17>
            // adj: for j6 in range(6):                                                           <L 16>
            // adj: buf5 = wp.zeros(shape=6, dtype=float)                                         <L 15>
            wp::adj_add(var_2, var_55, adj_2, adj_55, adj_56);
            wp::adj_sin(var_53, adj_53, adj_55);
            wp::adj_length_sq(var_54, adj_52, adj_53);
            wp::adj_address(var_x1, var_51, adj_x1, adj_51, adj_52);
            wp::adj_mod(var_46, var_49, adj_46, adj_49, adj_51);
            adj_x1.shape = adj_47;
            wp::adj_add(var_0, var_45, adj_0, adj_45, adj_46);
            // adj: v0 += wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))                       <L 14>
        	goto start_for_2;
        end_for_2:;
        // adj: for j4 in range(n):                                                               <L 13>
        wp::adj_mul(var_36, var_41, adj_36, adj_41, adj_42);
        wp::adj_cosh(var_40, adj_40, adj_41);
        wp::adj_clamp(var_37, var_38, var_39, adj_37, adj_38, adj_39, adj_40);
        wp::adj_float(var_0, adj_0, adj_37);
        wp::adj_atan2(var_30, var_35, adj_30, adj_35, adj_36);
        wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_abs(var_32, adj_32, adj_33);
        wp::adj_where(var_31, var_2, var_2, adj_31, adj_2, adj_2, adj_32);
        wp::adj_log2(var_29, adj_29, adj_30);
        wp::adj_add(var_27, var_28, adj_27, adj_28, adj_29);
        wp::adj_abs(var_2, adj_2, adj_27);
        // adj: v3 = (wp.atan2(wp.log2(wp.abs(v0) + 1.0), wp.abs(wp.where(v0 <= v0, v0, v0)) + 0.5) * wp.cosh(wp.clamp(float(tid), -3.0, 3.0)))  <L 12>
        var_7 = wp::iter_reverse(var_7);
        start_for_0:;
            if (iter_cmp(var_7) == 0) goto end_for_0;
            var_8 = wp::iter_next(var_7);
        	adj_9 = {};
        	adj_10 = {};
        	adj_11 = {};
        	adj_12 = {};
        	adj_13 = {};
        	adj_14 = {};
        	adj_15 = {};
        	adj_16 = {};
        	adj_17 = {};
        	adj_18 = {};
        	adj_19 = {};
        	adj_20 = {};
        	adj_21 = {};
        	adj_22 = {};
        	adj_23 = {};
        	adj_24 = {};
        	adj_25 = {};
        	adj_26 = {};
            // v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                      <L 10>
            var_10 = wp::add(var_0, var_9);
            var_11 = &(var_x0.shape);
            var_14 = wp::load(var_11);
            var_13 = wp::extract(var_14, var_12);
            var_15 = wp::mod(var_10, var_13);
            var_16 = wp::address(var_x0, var_15);
            var_18 = wp::load(var_16);
            var_17 = wp::cos(var_18);
            var_19 = wp::add(var_2, var_17);
            // v0 = v0 + wp.tanh(wp.cosh(wp.clamp(wp.min(v0, v0), -3.0, 3.0)))                    <L 11>
            var_20 = wp::min(var_19, var_19);
            var_23 = wp::clamp(var_20, var_21, var_22);
            var_24 = wp::cosh(var_23);
            var_25 = wp::tanh(var_24);
            var_26 = wp::add(var_19, var_25);
            wp::assign(var_2, var_26);
            wp::adj_assign(var_2, var_26, adj_2, adj_26);
            wp::adj_add(var_19, var_25, adj_19, adj_25, adj_26);
            wp::adj_tanh(var_24, var_25, adj_24, adj_25);
            wp::adj_cosh(var_23, adj_23, adj_24);
            wp::adj_clamp(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
            wp::adj_min(var_19, var_19, adj_19, adj_19, adj_20);
            // adj: v0 = v0 + wp.tanh(wp.cosh(wp.clamp(wp.min(v0, v0), -3.0, 3.0)))               <L 11>
            wp::adj_add(var_2, var_17, adj_2, adj_17, adj_19);
            wp::adj_cos(var_18, adj_16, adj_17);
            wp::adj_address(var_x0, var_15, adj_x0, adj_15, adj_16);
            wp::adj_mod(var_10, var_13, adj_10, adj_13, adj_15);
            adj_x0.shape = adj_11;
            wp::adj_add(var_0, var_9, adj_0, adj_9, adj_10);
            // adj: v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                 <L 10>
        	goto start_for_0;
        end_for_0:;
        // adj: for j2 in range(n):                                                               <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

