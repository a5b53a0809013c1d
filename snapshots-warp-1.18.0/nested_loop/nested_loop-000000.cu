// Generated for case nested_loop-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void nested_loop_000000_e61fec55_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_masses,
    wp::array_t<wp::vec_t<2, wp::float32>> var_sample_uvs,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_sample_scores,
    wp::array_t<wp::float32> var_sample_costs)
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
        const wp::float32 var_8 = 1.94;
        const wp::float32 var_9 = 0.1;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        const wp::float32 var_12 = 1.6;
        wp::vec_t<2, wp::float32> var_13;
        wp::vec_t<2, wp::float32> var_14;
        wp::range_t var_15;
        wp::int32 var_16;
        const wp::float32 var_17 = 0.5;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.56;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 0;
        const wp::float32 var_23 = 0.5;
        wp::float32 var_24;
        const wp::float32 var_25 = -1.19;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.5;
        wp::vec_t<2, wp::float32> var_29;
        const wp::float32 var_30 = 1.598;
        const wp::float32 var_31 = 0.69;
        wp::vec_t<2, wp::float32> var_32;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = 0.74;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        const wp::int32 var_37 = 1;
        const wp::float32 var_38 = 0.5;
        wp::float32 var_39;
        const wp::float32 var_40 = -1.19;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.5;
        wp::vec_t<2, wp::float32> var_44;
        const wp::float32 var_45 = 1.598;
        const wp::float32 var_46 = 0.69;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        const wp::float32 var_49 = 0.74;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<2, wp::float32> var_51;
        const wp::int32 var_52 = 2;
        const wp::float32 var_53 = 1.94;
        const wp::float32 var_54 = 0.1;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        const wp::float32 var_57 = 1.6;
        wp::vec_t<2, wp::float32> var_58;
        wp::vec_t<2, wp::float32> var_59;
        wp::range_t var_60;
        wp::int32 var_61;
        const wp::float32 var_62 = 0.5;
        wp::float32 var_63;
        const wp::float32 var_64 = 0.56;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 0;
        const wp::float32 var_68 = 0.5;
        wp::float32 var_69;
        const wp::float32 var_70 = -1.19;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 0.5;
        wp::vec_t<2, wp::float32> var_74;
        const wp::float32 var_75 = 1.598;
        const wp::float32 var_76 = 0.69;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        const wp::float32 var_79 = 0.74;
        wp::vec_t<2, wp::float32> var_80;
        wp::vec_t<2, wp::float32> var_81;
        const wp::int32 var_82 = 1;
        const wp::float32 var_83 = 0.5;
        wp::float32 var_84;
        const wp::float32 var_85 = -1.19;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::float32 var_88 = 0.5;
        wp::vec_t<2, wp::float32> var_89;
        const wp::float32 var_90 = 1.598;
        const wp::float32 var_91 = 0.69;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        const wp::float32 var_94 = 0.74;
        wp::vec_t<2, wp::float32> var_95;
        wp::vec_t<2, wp::float32> var_96;
        const wp::int32 var_97 = 3;
        const wp::float32 var_98 = 1.94;
        const wp::float32 var_99 = 0.1;
        wp::vec_t<2, wp::float32> var_100;
        wp::vec_t<2, wp::float32> var_101;
        const wp::float32 var_102 = 1.6;
        wp::vec_t<2, wp::float32> var_103;
        wp::vec_t<2, wp::float32> var_104;
        wp::range_t var_105;
        wp::int32 var_106;
        const wp::float32 var_107 = 0.5;
        wp::float32 var_108;
        const wp::float32 var_109 = 0.56;
        wp::float32 var_110;
        wp::float32 var_111;
        const wp::int32 var_112 = 0;
        const wp::float32 var_113 = 0.5;
        wp::float32 var_114;
        const wp::float32 var_115 = -1.19;
        wp::float32 var_116;
        wp::float32 var_117;
        const wp::float32 var_118 = 0.5;
        wp::vec_t<2, wp::float32> var_119;
        const wp::float32 var_120 = 1.598;
        const wp::float32 var_121 = 0.69;
        wp::vec_t<2, wp::float32> var_122;
        wp::vec_t<2, wp::float32> var_123;
        const wp::float32 var_124 = 0.74;
        wp::vec_t<2, wp::float32> var_125;
        wp::vec_t<2, wp::float32> var_126;
        const wp::int32 var_127 = 1;
        const wp::float32 var_128 = 0.5;
        wp::float32 var_129;
        const wp::float32 var_130 = -1.19;
        wp::float32 var_131;
        wp::float32 var_132;
        const wp::float32 var_133 = 0.5;
        wp::vec_t<2, wp::float32> var_134;
        const wp::float32 var_135 = 1.598;
        const wp::float32 var_136 = 0.69;
        wp::vec_t<2, wp::float32> var_137;
        wp::vec_t<2, wp::float32> var_138;
        const wp::float32 var_139 = 0.74;
        wp::vec_t<2, wp::float32> var_140;
        wp::vec_t<2, wp::float32> var_141;
        const wp::int32 var_142 = 4;
        const wp::float32 var_143 = 1.94;
        const wp::float32 var_144 = 0.1;
        wp::vec_t<2, wp::float32> var_145;
        wp::vec_t<2, wp::float32> var_146;
        const wp::float32 var_147 = 1.6;
        wp::vec_t<2, wp::float32> var_148;
        wp::vec_t<2, wp::float32> var_149;
        wp::range_t var_150;
        wp::int32 var_151;
        const wp::float32 var_152 = 0.5;
        wp::float32 var_153;
        const wp::float32 var_154 = 0.56;
        wp::float32 var_155;
        wp::float32 var_156;
        const wp::int32 var_157 = 0;
        const wp::float32 var_158 = 0.5;
        wp::float32 var_159;
        const wp::float32 var_160 = -1.19;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::float32 var_163 = 0.5;
        wp::vec_t<2, wp::float32> var_164;
        const wp::float32 var_165 = 1.598;
        const wp::float32 var_166 = 0.69;
        wp::vec_t<2, wp::float32> var_167;
        wp::vec_t<2, wp::float32> var_168;
        const wp::float32 var_169 = 0.74;
        wp::vec_t<2, wp::float32> var_170;
        wp::vec_t<2, wp::float32> var_171;
        const wp::int32 var_172 = 1;
        const wp::float32 var_173 = 0.5;
        wp::float32 var_174;
        const wp::float32 var_175 = -1.19;
        wp::float32 var_176;
        wp::float32 var_177;
        const wp::float32 var_178 = 0.5;
        wp::vec_t<2, wp::float32> var_179;
        const wp::float32 var_180 = 1.598;
        const wp::float32 var_181 = 0.69;
        wp::vec_t<2, wp::float32> var_182;
        wp::vec_t<2, wp::float32> var_183;
        const wp::float32 var_184 = 0.74;
        wp::vec_t<2, wp::float32> var_185;
        wp::vec_t<2, wp::float32> var_186;
        const wp::int32 var_187 = 5;
        const wp::float32 var_188 = 1.94;
        const wp::float32 var_189 = 0.1;
        wp::vec_t<2, wp::float32> var_190;
        wp::vec_t<2, wp::float32> var_191;
        const wp::float32 var_192 = 1.6;
        wp::vec_t<2, wp::float32> var_193;
        wp::vec_t<2, wp::float32> var_194;
        wp::range_t var_195;
        wp::int32 var_196;
        const wp::float32 var_197 = 0.5;
        wp::float32 var_198;
        const wp::float32 var_199 = 0.56;
        wp::float32 var_200;
        wp::float32 var_201;
        const wp::int32 var_202 = 0;
        const wp::float32 var_203 = 0.5;
        wp::float32 var_204;
        const wp::float32 var_205 = -1.19;
        wp::float32 var_206;
        wp::float32 var_207;
        const wp::float32 var_208 = 0.5;
        wp::vec_t<2, wp::float32> var_209;
        const wp::float32 var_210 = 1.598;
        const wp::float32 var_211 = 0.69;
        wp::vec_t<2, wp::float32> var_212;
        wp::vec_t<2, wp::float32> var_213;
        const wp::float32 var_214 = 0.74;
        wp::vec_t<2, wp::float32> var_215;
        wp::vec_t<2, wp::float32> var_216;
        const wp::int32 var_217 = 1;
        const wp::float32 var_218 = 0.5;
        wp::float32 var_219;
        const wp::float32 var_220 = -1.19;
        wp::float32 var_221;
        wp::float32 var_222;
        const wp::float32 var_223 = 0.5;
        wp::vec_t<2, wp::float32> var_224;
        const wp::float32 var_225 = 1.598;
        const wp::float32 var_226 = 0.69;
        wp::vec_t<2, wp::float32> var_227;
        wp::vec_t<2, wp::float32> var_228;
        const wp::float32 var_229 = 0.74;
        wp::vec_t<2, wp::float32> var_230;
        wp::vec_t<2, wp::float32> var_231;
        const wp::float32 var_232 = 0.52;
        wp::float32 var_233;
        wp::float32 var_234;
        const wp::int32 var_235 = 0;
        wp::float32 var_236;
        wp::float32 var_237;
        const wp::int32 var_238 = 1;
        wp::float32 var_239;
        wp::float32 var_240;
        const wp::float32 var_241 = 1.8;
        wp::float32 var_242;
        wp::float32 var_243;
        //---------
        // forward
        // def nested_loop_000000(sample_masses: wp.array[float], sample_uvs: wp.array[wp.vec2], n: int, sample_scores: wp.array[float], sample_costs: wp.array[float]):       <L 7>
        // tid = wp.tid()  # one thread per element                                               <L 9>
        var_0 = builtin_tid1d();
        // v0 = sample_masses[tid]                                                                <L 10>
        var_1 = wp::address(var_sample_masses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = sample_uvs[tid]                                                                   <L 11>
        var_4 = wp::address(var_sample_uvs, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // for j2 in range(1, 6):                                                                 <L 12>
        // v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6                                           <L 13>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = wp::normalize(var_10);
        var_13 = wp::mul(var_11, var_12);
        var_14 = wp::add(var_5, var_13);
        // for j3 in range(n):                                                                    <L 14>
        var_15 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_15) == 0) goto end_for_0;
            var_16 = wp::iter_next(var_15);
            // v0 = v0 * 0.5 + wp.cos(0.56)                                                       <L 15>
            var_18 = wp::mul(var_2, var_17);
            var_20 = wp::cos(var_19);
            var_21 = wp::add(var_18, var_20);
            wp::assign(var_2, var_21);
            goto start_for_0;
        end_for_0:;
        // for j4 in range(2):                                                                    <L 16>
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_24 = wp::mul(var_2, var_23);
        var_26 = wp::tanh(var_25);
        var_27 = wp::add(var_24, var_26);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_29 = wp::mul(var_14, var_28);
        var_32 = wp::vec_t<2, wp::float32>(var_30, var_31);
        var_33 = wp::normalize(var_32);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::add(var_29, var_35);
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_39 = wp::mul(var_27, var_38);
        var_41 = wp::tanh(var_40);
        var_42 = wp::add(var_39, var_41);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_44 = wp::mul(var_36, var_43);
        var_47 = wp::vec_t<2, wp::float32>(var_45, var_46);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_44, var_50);
        // v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6                                           <L 13>
        var_55 = wp::vec_t<2, wp::float32>(var_53, var_54);
        var_56 = wp::normalize(var_55);
        var_58 = wp::mul(var_56, var_57);
        var_59 = wp::add(var_51, var_58);
        // for j3 in range(n):                                                                    <L 14>
        var_60 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_60) == 0) goto end_for_2;
            var_61 = wp::iter_next(var_60);
            // v0 = v0 * 0.5 + wp.cos(0.56)                                                       <L 15>
            var_63 = wp::mul(var_42, var_62);
            var_65 = wp::cos(var_64);
            var_66 = wp::add(var_63, var_65);
            wp::assign(var_42, var_66);
            goto start_for_2;
        end_for_2:;
        // for j4 in range(2):                                                                    <L 16>
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_69 = wp::mul(var_42, var_68);
        var_71 = wp::tanh(var_70);
        var_72 = wp::add(var_69, var_71);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_74 = wp::mul(var_59, var_73);
        var_77 = wp::vec_t<2, wp::float32>(var_75, var_76);
        var_78 = wp::normalize(var_77);
        var_80 = wp::mul(var_78, var_79);
        var_81 = wp::add(var_74, var_80);
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_84 = wp::mul(var_72, var_83);
        var_86 = wp::tanh(var_85);
        var_87 = wp::add(var_84, var_86);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_89 = wp::mul(var_81, var_88);
        var_92 = wp::vec_t<2, wp::float32>(var_90, var_91);
        var_93 = wp::normalize(var_92);
        var_95 = wp::mul(var_93, var_94);
        var_96 = wp::add(var_89, var_95);
        // v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6                                           <L 13>
        var_100 = wp::vec_t<2, wp::float32>(var_98, var_99);
        var_101 = wp::normalize(var_100);
        var_103 = wp::mul(var_101, var_102);
        var_104 = wp::add(var_96, var_103);
        // for j3 in range(n):                                                                    <L 14>
        var_105 = wp::range(var_n);
        start_for_4:;
            if (iter_cmp(var_105) == 0) goto end_for_4;
            var_106 = wp::iter_next(var_105);
            // v0 = v0 * 0.5 + wp.cos(0.56)                                                       <L 15>
            var_108 = wp::mul(var_87, var_107);
            var_110 = wp::cos(var_109);
            var_111 = wp::add(var_108, var_110);
            wp::assign(var_87, var_111);
            goto start_for_4;
        end_for_4:;
        // for j4 in range(2):                                                                    <L 16>
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_114 = wp::mul(var_87, var_113);
        var_116 = wp::tanh(var_115);
        var_117 = wp::add(var_114, var_116);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_119 = wp::mul(var_104, var_118);
        var_122 = wp::vec_t<2, wp::float32>(var_120, var_121);
        var_123 = wp::normalize(var_122);
        var_125 = wp::mul(var_123, var_124);
        var_126 = wp::add(var_119, var_125);
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_129 = wp::mul(var_117, var_128);
        var_131 = wp::tanh(var_130);
        var_132 = wp::add(var_129, var_131);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_134 = wp::mul(var_126, var_133);
        var_137 = wp::vec_t<2, wp::float32>(var_135, var_136);
        var_138 = wp::normalize(var_137);
        var_140 = wp::mul(var_138, var_139);
        var_141 = wp::add(var_134, var_140);
        // v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6                                           <L 13>
        var_145 = wp::vec_t<2, wp::float32>(var_143, var_144);
        var_146 = wp::normalize(var_145);
        var_148 = wp::mul(var_146, var_147);
        var_149 = wp::add(var_141, var_148);
        // for j3 in range(n):                                                                    <L 14>
        var_150 = wp::range(var_n);
        start_for_6:;
            if (iter_cmp(var_150) == 0) goto end_for_6;
            var_151 = wp::iter_next(var_150);
            // v0 = v0 * 0.5 + wp.cos(0.56)                                                       <L 15>
            var_153 = wp::mul(var_132, var_152);
            var_155 = wp::cos(var_154);
            var_156 = wp::add(var_153, var_155);
            wp::assign(var_132, var_156);
            goto start_for_6;
        end_for_6:;
        // for j4 in range(2):                                                                    <L 16>
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_159 = wp::mul(var_132, var_158);
        var_161 = wp::tanh(var_160);
        var_162 = wp::add(var_159, var_161);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_164 = wp::mul(var_149, var_163);
        var_167 = wp::vec_t<2, wp::float32>(var_165, var_166);
        var_168 = wp::normalize(var_167);
        var_170 = wp::mul(var_168, var_169);
        var_171 = wp::add(var_164, var_170);
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_174 = wp::mul(var_162, var_173);
        var_176 = wp::tanh(var_175);
        var_177 = wp::add(var_174, var_176);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_179 = wp::mul(var_171, var_178);
        var_182 = wp::vec_t<2, wp::float32>(var_180, var_181);
        var_183 = wp::normalize(var_182);
        var_185 = wp::mul(var_183, var_184);
        var_186 = wp::add(var_179, var_185);
        // v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6                                           <L 13>
        var_190 = wp::vec_t<2, wp::float32>(var_188, var_189);
        var_191 = wp::normalize(var_190);
        var_193 = wp::mul(var_191, var_192);
        var_194 = wp::add(var_186, var_193);
        // for j3 in range(n):                                                                    <L 14>
        var_195 = wp::range(var_n);
        start_for_8:;
            if (iter_cmp(var_195) == 0) goto end_for_8;
            var_196 = wp::iter_next(var_195);
            // v0 = v0 * 0.5 + wp.cos(0.56)                                                       <L 15>
            var_198 = wp::mul(var_177, var_197);
            var_200 = wp::cos(var_199);
            var_201 = wp::add(var_198, var_200);
            wp::assign(var_177, var_201);
            goto start_for_8;
        end_for_8:;
        // for j4 in range(2):                                                                    <L 16>
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_204 = wp::mul(var_177, var_203);
        var_206 = wp::tanh(var_205);
        var_207 = wp::add(var_204, var_206);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_209 = wp::mul(var_194, var_208);
        var_212 = wp::vec_t<2, wp::float32>(var_210, var_211);
        var_213 = wp::normalize(var_212);
        var_215 = wp::mul(var_213, var_214);
        var_216 = wp::add(var_209, var_215);
        // v0 = v0 * 0.5 + wp.tanh(-1.19)                                                         <L 17>
        var_219 = wp::mul(var_207, var_218);
        var_221 = wp::tanh(var_220);
        var_222 = wp::add(var_219, var_221);
        // v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74                              <L 18>
        var_224 = wp::mul(var_216, var_223);
        var_227 = wp::vec_t<2, wp::float32>(var_225, var_226);
        var_228 = wp::normalize(var_227);
        var_230 = wp::mul(var_228, var_229);
        var_231 = wp::add(var_224, var_230);
        // sample_scores[tid] = v0 + v0 * 0.52 + v1[0] + v1[1]                                    <L 19>
        var_233 = wp::mul(var_222, var_232);
        var_234 = wp::add(var_222, var_233);
        var_236 = wp::extract(var_231, var_235);
        var_237 = wp::add(var_234, var_236);
        var_239 = wp::extract(var_231, var_238);
        var_240 = wp::add(var_237, var_239);
        wp::array_store(var_sample_scores, var_0, var_240);
        // sample_costs[tid] = v0 + v0 * 1.8                                                      <L 21>
        var_242 = wp::mul(var_222, var_241);
        var_243 = wp::add(var_222, var_242);
        wp::array_store(var_sample_costs, var_0, var_243);
    }
}

