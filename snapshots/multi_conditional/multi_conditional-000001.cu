// Generated for case multi_conditional-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void multi_conditional_000001_f3a0a398_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_joint_uvs,
    wp::array_t<wp::float32> var_joint_weights,
    wp::array_t<wp::float32> var_joint_residuals,
    wp::array_t<wp::float32> var_joint_scores)
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
        const wp::float32 var_3 = 0.0;
        wp::float32 var_4;
        wp::vec_t<2, wp::float32>* var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = -0.16;
        wp::float32 var_13;
        bool var_14;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.7;
        const wp::float32 var_17 = -1.97;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::float32 var_21 = 1.48;
        wp::vec_t<2, wp::float32> var_22;
        wp::vec_t<2, wp::float32> var_23;
        const wp::float32 var_24 = -100.0;
        const wp::float32 var_25 = 100.0;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::int32 var_28;
        const wp::int32 var_29 = 4;
        wp::int32 var_30;
        const wp::int32 var_31 = 1;
        bool var_32;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = 0.98;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        wp::int32 var_37;
        const wp::int32 var_38 = 2;
        wp::int32 var_39;
        const wp::int32 var_40 = 0;
        bool var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = -3.0;
        const wp::float32 var_44 = 3.0;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        bool var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        bool var_54;
        bool var_55;
        const wp::float32 var_56 = -0.658;
        bool var_57;
        const wp::float32 var_58 = -1.44;
        bool var_59;
        bool var_60;
        const wp::float32 var_61 = 1.417;
        bool var_62;
        const wp::float32 var_63 = 1.3;
        bool var_64;
        const wp::int32 var_65 = 0;
        wp::float32 var_66;
        const wp::float32 var_67 = 1.536;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.56;
        wp::float32 var_72;
        wp::float32 var_73;
        bool var_74;
        bool var_75;
        const wp::float32 var_76 = -0.229;
        bool var_77;
        const wp::float32 var_78 = 0.782;
        bool var_79;
        bool var_80;
        bool var_81;
        const wp::float32 var_82 = -0.4;
        bool var_83;
        const wp::float32 var_84 = -1.604;
        bool var_85;
        wp::vec_t<2, wp::float32> var_86;
        wp::vec_t<2, wp::float32> var_87;
        const wp::float32 var_88 = 1.9;
        wp::vec_t<2, wp::float32> var_89;
        wp::vec_t<2, wp::float32> var_90;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        wp::vec_t<2, wp::float32> var_94;
        const wp::float32 var_95 = 0.94;
        wp::vec_t<2, wp::float32> var_96;
        wp::vec_t<2, wp::float32> var_97;
        const wp::float32 var_98 = 1.98;
        wp::vec_t<2, wp::float32> var_99;
        wp::vec_t<2, wp::float32> var_100;
        const wp::int32 var_101 = 0;
        wp::float32 var_102;
        wp::float32 var_103;
        const wp::int32 var_104 = 1;
        wp::int32 var_105;
        wp::shape_t* var_106;
        const wp::int32 var_107 = 0;
        wp::int32 var_108;
        wp::shape_t var_109;
        wp::int32 var_110;
        const wp::int32 var_111 = 5;
        wp::int32 var_112;
        wp::shape_t* var_113;
        const wp::int32 var_114 = 1;
        wp::int32 var_115;
        wp::shape_t var_116;
        wp::int32 var_117;
        const wp::int32 var_118 = 2;
        wp::int32 var_119;
        wp::shape_t* var_120;
        const wp::int32 var_121 = 2;
        wp::int32 var_122;
        wp::shape_t var_123;
        wp::int32 var_124;
        wp::float32* var_125;
        const wp::float32 var_126 = 0.8;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        wp::float32 var_130;
        const wp::float32 var_131 = 1.0;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        wp::float32 var_135;
        wp::vec_t<2, wp::float32> var_136;
        wp::float32 var_137;
        wp::vec_t<2, wp::float32> var_138;
        wp::float32 var_139;
        const wp::float32 var_140 = -0.85;
        wp::float32 var_141;
        const wp::int32 var_142 = 1;
        wp::float32 var_143;
        bool var_144;
        const wp::float32 var_145 = -0.34;
        const wp::float32 var_146 = -1.031;
        wp::vec_t<2, wp::float32> var_147;
        wp::vec_t<2, wp::float32> var_148;
        const wp::float32 var_149 = 1.89;
        bool var_150;
        wp::vec_t<2, wp::float32> var_151;
        wp::float32 var_152;
        wp::vec_t<2, wp::float32> var_153;
        wp::vec_t<2, wp::float32> var_154;
        const wp::float32 var_155 = 1.75;
        wp::vec_t<2, wp::float32> var_156;
        wp::vec_t<2, wp::float32> var_157;
        const wp::float32 var_158 = -1.28;
        const wp::float32 var_159 = 1.77;
        wp::float32 var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::int32 var_163 = 4;
        wp::int32 var_164;
        const wp::int32 var_165 = 0;
        bool var_166;
        const wp::float32 var_167 = -0.3;
        const wp::float32 var_168 = 1.12;
        wp::vec_t<2, wp::float32> var_169;
        wp::float32 var_170;
        wp::float32 var_171;
        const wp::float32 var_172 = 1.0;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::vec_t<2, wp::float32> var_177;
        const wp::float32 var_178 = -1.0;
        const wp::float32 var_179 = -1.2;
        wp::vec_t<2, wp::float32> var_180;
        wp::vec_t<2, wp::float32> var_181;
        wp::vec_t<2, wp::float32> var_182;
        wp::float32 var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        const wp::int32 var_187 = 2;
        wp::int32 var_188;
        const wp::int32 var_189 = 0;
        bool var_190;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::vec_t<2, wp::float32> var_193;
        wp::vec_t<2, wp::float32> var_194;
        wp::vec_t<2, wp::float32> var_195;
        wp::vec_t<2, wp::float32> var_196;
        const wp::float32 var_197 = 1.12;
        wp::vec_t<2, wp::float32> var_198;
        wp::vec_t<2, wp::float32> var_199;
        const wp::int32 var_200 = 4;
        wp::int32 var_201;
        wp::shape_t* var_202;
        const wp::int32 var_203 = 0;
        wp::int32 var_204;
        wp::shape_t var_205;
        wp::int32 var_206;
        const wp::int32 var_207 = 1;
        wp::int32 var_208;
        wp::shape_t* var_209;
        const wp::int32 var_210 = 2;
        wp::int32 var_211;
        wp::shape_t var_212;
        wp::int32 var_213;
        wp::vec_t<2, wp::float32>* var_214;
        wp::vec_t<2, wp::float32> var_215;
        wp::vec_t<2, wp::float32> var_216;
        const wp::float32 var_217 = 0.57;
        wp::vec_t<2, wp::float32> var_218;
        wp::vec_t<2, wp::float32> var_219;
        wp::vec_t<2, wp::float32> var_220;
        wp::float32 var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        wp::float32 var_224;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::vec_t<2, wp::float32> var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::vec_t<2, wp::float32> var_230;
        wp::float32 var_231;
        wp::float32 var_232;
        wp::vec_t<2, wp::float32> var_233;
        wp::float32 var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        wp::float32 var_237;
        wp::vec_t<2, wp::float32> var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        wp::vec_t<2, wp::float32> var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = -0.102;
        const wp::float32 var_245 = -0.2;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        const wp::int32 var_251 = 5;
        wp::int32 var_252;
        wp::shape_t* var_253;
        const wp::int32 var_254 = 0;
        wp::int32 var_255;
        wp::shape_t var_256;
        wp::int32 var_257;
        const wp::int32 var_258 = 1;
        wp::int32 var_259;
        wp::shape_t* var_260;
        const wp::int32 var_261 = 1;
        wp::int32 var_262;
        wp::shape_t var_263;
        wp::int32 var_264;
        const wp::int32 var_265 = 4;
        wp::int32 var_266;
        wp::shape_t* var_267;
        const wp::int32 var_268 = 2;
        wp::int32 var_269;
        wp::shape_t var_270;
        wp::int32 var_271;
        wp::float32* var_272;
        const wp::float32 var_273 = 1.8;
        wp::float32 var_274;
        wp::float32 var_275;
        wp::float32 var_276;
        wp::float32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        const wp::float32 var_281 = 0.95;
        wp::float32 var_282;
        wp::float32 var_283;
        //---------
        // forward
        // def multi_conditional_000001(joint_uvs: wp.array3d(dtype=wp.vec2), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array3d(dtype=float)):       <L 5>
        // i, j, k = wp.tid()  # thread index                                                     <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v8 = float(0.0)                                                                        <L 7>
        var_4 = wp::float(var_3);
        // v0 = joint_uvs[i, j, k]                                                                <L 8>
        var_5 = wp::address(var_joint_uvs, var_0, var_1, var_2);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = joint_weights[i, j, k]                                                            <L 9>
        var_8 = wp::address(var_joint_weights, var_0, var_1, var_2);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // if wp.step(v1) * -0.16 >= v1:                                                          <L 10>
        var_11 = wp::step(var_9);
        var_13 = wp::mul(var_11, var_12);
        var_14 = (var_13 >= var_9);
        if (var_14) {
            // v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48       <L 11>
            var_15 = wp::normalize(var_6);
            var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
            var_19 = wp::cw_mul(var_15, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_6, var_22);
        }
        if (!var_14) {
            // elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                        <L 12>
            var_26 = wp::clamp(var_9, var_24, var_25);
            var_27 = wp::floor(var_26);
            var_28 = wp::int(var_27);
            var_30 = wp::mod(var_28, var_29);
            var_32 = (var_30 == var_31);
            if (var_32) {
                // v0 = v0 + wp.normalize(v0) * 0.98                                              <L 13>
                var_33 = wp::normalize(var_6);
                var_35 = wp::mul(var_33, var_34);
                var_36 = wp::add(var_6, var_35);
                // if ((j * k)) % 2 == 0:                                                         <L 14>
                var_37 = wp::mul(var_1, var_2);
                var_39 = wp::mod(var_37, var_38);
                var_41 = (var_39 == var_40);
                if (var_41) {
                    // v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                     <L 15>
                    var_42 = wp::mul(var_9, var_9);
                    var_45 = wp::clamp(var_42, var_43, var_44);
                    var_46 = wp::cosh(var_45);
                    var_47 = wp::tanh(var_46);
                    var_48 = wp::add(var_9, var_47);
                }
                var_49 = wp::where(var_41, var_48, var_9);
                // if v1 <= (v1 + v1):                                                            <L 16>
                var_50 = wp::add(var_49, var_49);
                var_51 = (var_49 <= var_50);
                if (var_51) {
                    // v1 += wp.cos(v1)                                                           <L 17>
                    var_52 = wp::cos(var_49);
                    var_53 = wp::add(var_49, var_52);
                    // if ((v1 > -0.658) or (-1.44 <= v1)) or ((1.417 < v1) or (1.3 >= v1)):       <L 18>
                    var_57 = (var_53 > var_56);
                    var_55 = var_57;
                    if (!var_55) {
                        var_59 = (var_58 <= var_53);
                        var_55 = var_55 || var_59;
                    }
                    var_54 = var_55;
                    if (!var_54) {
                        var_62 = (var_61 < var_53);
                        var_60 = var_62;
                        if (!var_60) {
                            var_64 = (var_63 >= var_53);
                            var_60 = var_60 || var_64;
                        }
                        var_54 = var_54 || var_60;
                    }
                    if (var_54) {
                        // v1 -= wp.sin((v0[0] + wp.max(v1, 1.536))) * 0.56                       <L 19>
                        var_66 = wp::extract(var_36, var_65);
                        var_68 = wp::max(var_53, var_67);
                        var_69 = wp::add(var_66, var_68);
                        var_70 = wp::sin(var_69);
                        var_72 = wp::mul(var_70, var_71);
                        var_73 = wp::sub(var_53, var_72);
                    }
                    if (!var_54) {
                        // elif (not (v1 <= -0.229 or v1 < 0.782)) and ((v1 >= -0.4) or (v1 > -1.604)):       <L 20>
                        var_77 = (var_53 <= var_76);
                        var_75 = var_77;
                        if (!var_75) {
                            var_79 = (var_53 < var_78);
                            var_75 = var_75 || var_79;
                        }
                        var_80 = wp::unot(var_75);
                        var_74 = var_80;
                        if (var_74) {
                            var_83 = (var_53 >= var_82);
                            var_81 = var_83;
                            if (!var_81) {
                                var_85 = (var_53 > var_84);
                                var_81 = var_81 || var_85;
                            }
                            var_74 = var_74 && var_81;
                        }
                        if (var_74) {
                            // v0 = v0 + wp.normalize(wp.max(v0, v0)) * 1.9                       <L 21>
                            var_86 = wp::max(var_36, var_36);
                            var_87 = wp::normalize(var_86);
                            var_89 = wp::mul(var_87, var_88);
                            var_90 = wp::add(var_36, var_89);
                        }
                        if (!var_74) {
                            // v0 = v0 + wp.normalize(wp.min((v0 + v0), (v0 + v0))) * 0.94        <L 23>
                            var_91 = wp::add(var_36, var_36);
                            var_92 = wp::add(var_36, var_36);
                            var_93 = wp::min(var_91, var_92);
                            var_94 = wp::normalize(var_93);
                            var_96 = wp::mul(var_94, var_95);
                            var_97 = wp::add(var_36, var_96);
                            // v2 = (((v0 * 1.98) - v0))[0]                                       <L 24>
                            var_99 = wp::mul(var_97, var_98);
                            var_100 = wp::sub(var_99, var_97);
                            var_102 = wp::extract(var_100, var_101);
                            // v8 += v2                                                           <L 25>
                            var_103 = wp::add(var_4, var_102);
                            // v3 = wp.log2(wp.abs((joint_weights[(i + 1) % joint_weights.shape[0], (j + 5) % joint_weights.shape[1], (k + 2) % joint_weights.shape[2]] - (v1 * 0.8))) + 1.0)       <L 26>
                            var_105 = wp::add(var_0, var_104);
                            var_106 = &(var_joint_weights.shape);
                            var_109 = wp::load(var_106);
                            var_108 = wp::extract(var_109, var_107);
                            var_110 = wp::mod(var_105, var_108);
                            var_112 = wp::add(var_1, var_111);
                            var_113 = &(var_joint_weights.shape);
                            var_116 = wp::load(var_113);
                            var_115 = wp::extract(var_116, var_114);
                            var_117 = wp::mod(var_112, var_115);
                            var_119 = wp::add(var_2, var_118);
                            var_120 = &(var_joint_weights.shape);
                            var_123 = wp::load(var_120);
                            var_122 = wp::extract(var_123, var_121);
                            var_124 = wp::mod(var_119, var_122);
                            var_125 = wp::address(var_joint_weights, var_110, var_117, var_124);
                            var_127 = wp::mul(var_53, var_126);
                            var_129 = wp::load(var_125);
                            var_128 = wp::sub(var_129, var_127);
                            var_130 = wp::abs(var_128);
                            var_132 = wp::add(var_130, var_131);
                            var_133 = wp::log2(var_132);
                            // v8 += v3                                                           <L 27>
                            var_134 = wp::add(var_103, var_133);
                        }
                        var_135 = wp::where(var_74, var_4, var_134);
                        var_136 = wp::where(var_74, var_90, var_97);
                    }
                    var_137 = wp::where(var_54, var_4, var_135);
                    var_138 = wp::where(var_54, var_36, var_136);
                    var_139 = wp::where(var_54, var_73, var_53);
                }
                if (!var_51) {
                    // elif (v1 * -0.85) <= v0[1]:                                                <L 28>
                    var_141 = wp::mul(var_49, var_140);
                    var_143 = wp::extract(var_36, var_142);
                    var_144 = (var_141 <= var_143);
                    if (var_144) {
                        // v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75       <L 29>
                        var_147 = wp::vec_t<2, wp::float32>(var_145, var_146);
                        var_148 = wp::add(var_36, var_147);
                        var_150 = (var_49 <= var_149);
                        var_151 = wp::where(var_150, var_36, var_36);
                        var_152 = wp::floor(var_49);
                        var_153 = wp::lerp(var_148, var_151, var_152);
                        var_154 = wp::normalize(var_153);
                        var_156 = wp::mul(var_154, var_155);
                        var_157 = wp::add(var_36, var_156);
                    }
                    if (!var_144) {
                        // v1 += wp.cos(wp.clamp(v1, -1.28, 1.77))                                <L 31>
                        var_160 = wp::clamp(var_49, var_158, var_159);
                        var_161 = wp::cos(var_160);
                        var_162 = wp::add(var_49, var_161);
                        // if (i) % 4 == 0:                                                       <L 32>
                        var_164 = wp::mod(var_0, var_163);
                        var_166 = (var_164 == var_165);
                        if (var_166) {
                            // v1 = v1 + wp.sin((v1 / (wp.abs(wp.dot(v0, wp.vec2(-0.3, 1.12))) + 1.0)))       <L 33>
                            var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
                            var_170 = wp::dot(var_36, var_169);
                            var_171 = wp::abs(var_170);
                            var_173 = wp::add(var_171, var_172);
                            var_174 = wp::div(var_162, var_173);
                            var_175 = wp::sin(var_174);
                            var_176 = wp::add(var_162, var_175);
                            // v4 = wp.length_sq((wp.vec2(v1, v1) - (v0 - wp.vec2(-1.0, -1.2))))       <L 34>
                            var_177 = wp::vec_t<2, wp::float32>(var_176, var_176);
                            var_180 = wp::vec_t<2, wp::float32>(var_178, var_179);
                            var_181 = wp::sub(var_36, var_180);
                            var_182 = wp::sub(var_177, var_181);
                            var_183 = wp::length_sq(var_182);
                            // v8 += v4                                                           <L 35>
                            var_184 = wp::add(var_4, var_183);
                        }
                        var_185 = wp::where(var_166, var_184, var_4);
                        var_186 = wp::where(var_166, var_176, var_162);
                        // if (k) % 2 == 0:                                                       <L 36>
                        var_188 = wp::mod(var_2, var_187);
                        var_190 = (var_188 == var_189);
                        if (var_190) {
                            // v1 = v1 + wp.tanh(v1)                                              <L 37>
                            var_191 = wp::tanh(var_186);
                            var_192 = wp::add(var_186, var_191);
                        }
                        if (!var_190) {
                            // v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12                   <L 39>
                            var_193 = wp::add(var_36, var_36);
                            var_194 = wp::neg(var_36);
                            var_195 = wp::add(var_193, var_194);
                            var_196 = wp::normalize(var_195);
                            var_198 = wp::mul(var_196, var_197);
                            var_199 = wp::add(var_36, var_198);
                            // v0 = v0 + wp.normalize(joint_uvs[(i + 4) % joint_uvs.shape[0], j, (k + 1) % joint_uvs.shape[2]]) * 0.57       <L 40>
                            var_201 = wp::add(var_0, var_200);
                            var_202 = &(var_joint_uvs.shape);
                            var_205 = wp::load(var_202);
                            var_204 = wp::extract(var_205, var_203);
                            var_206 = wp::mod(var_201, var_204);
                            var_208 = wp::add(var_2, var_207);
                            var_209 = &(var_joint_uvs.shape);
                            var_212 = wp::load(var_209);
                            var_211 = wp::extract(var_212, var_210);
                            var_213 = wp::mod(var_208, var_211);
                            var_214 = wp::address(var_joint_uvs, var_206, var_1, var_213);
                            var_216 = wp::load(var_214);
                            var_215 = wp::normalize(var_216);
                            var_218 = wp::mul(var_215, var_217);
                            var_219 = wp::add(var_199, var_218);
                            // v5 = (wp.length(wp.vec2(v1, v1)) + (wp.cbrt(v1) - v1))             <L 41>
                            var_220 = wp::vec_t<2, wp::float32>(var_186, var_186);
                            var_221 = wp::length(var_220);
                            var_222 = wp::cbrt(var_186);
                            var_223 = wp::sub(var_222, var_186);
                            var_224 = wp::add(var_221, var_223);
                            // v8 += v5                                                           <L 42>
                            var_225 = wp::add(var_185, var_224);
                        }
                        var_226 = wp::where(var_190, var_185, var_225);
                        var_227 = wp::where(var_190, var_36, var_219);
                        var_228 = wp::where(var_190, var_192, var_186);
                    }
                    var_229 = wp::where(var_144, var_4, var_226);
                    var_230 = wp::where(var_144, var_157, var_227);
                    var_231 = wp::where(var_144, var_49, var_228);
                }
                var_232 = wp::where(var_51, var_137, var_229);
                var_233 = wp::where(var_51, var_138, var_230);
                var_234 = wp::where(var_51, var_139, var_231);
            }
            if (!var_32) {
                // v1 += wp.sin(v1)                                                               <L 44>
                var_235 = wp::sin(var_9);
                var_236 = wp::add(var_9, var_235);
            }
            var_237 = wp::where(var_32, var_232, var_4);
            var_238 = wp::where(var_32, var_233, var_6);
            var_239 = wp::where(var_32, var_234, var_236);
        }
        var_240 = wp::where(var_14, var_4, var_237);
        var_241 = wp::where(var_14, var_23, var_238);
        var_242 = wp::where(var_14, var_9, var_239);
        // v6 = v1                                                                                <L 45>
        var_243 = wp::copy(var_242);
        // v7 = wp.length((v0 - wp.vec2(-0.102, -0.2)))                                           <L 46>
        var_246 = wp::vec_t<2, wp::float32>(var_244, var_245);
        var_247 = wp::sub(var_241, var_246);
        var_248 = wp::length(var_247);
        // joint_residuals[i, j, k] = v1 + v6 + v7 + joint_weights[(i + 5) % joint_weights.shape[0], (j + 1) % joint_weights.shape[1], (k + 4) % joint_weights.shape[2]] * 1.8 + v8       <L 47>
        var_249 = wp::add(var_242, var_243);
        var_250 = wp::add(var_249, var_248);
        var_252 = wp::add(var_0, var_251);
        var_253 = &(var_joint_weights.shape);
        var_256 = wp::load(var_253);
        var_255 = wp::extract(var_256, var_254);
        var_257 = wp::mod(var_252, var_255);
        var_259 = wp::add(var_1, var_258);
        var_260 = &(var_joint_weights.shape);
        var_263 = wp::load(var_260);
        var_262 = wp::extract(var_263, var_261);
        var_264 = wp::mod(var_259, var_262);
        var_266 = wp::add(var_2, var_265);
        var_267 = &(var_joint_weights.shape);
        var_270 = wp::load(var_267);
        var_269 = wp::extract(var_270, var_268);
        var_271 = wp::mod(var_266, var_269);
        var_272 = wp::address(var_joint_weights, var_257, var_264, var_271);
        var_275 = wp::load(var_272);
        var_274 = wp::mul(var_275, var_273);
        var_276 = wp::add(var_250, var_274);
        var_277 = wp::add(var_276, var_240);
        wp::array_store(var_joint_residuals, var_0, var_1, var_2, var_277);
        // joint_scores[i, j, k] = v1 + v6 + v7 + wp.sin(v6) * 0.95                               <L 49>
        var_278 = wp::add(var_242, var_243);
        var_279 = wp::add(var_278, var_248);
        var_280 = wp::sin(var_243);
        var_282 = wp::mul(var_280, var_281);
        var_283 = wp::add(var_279, var_282);
        wp::array_store(var_joint_scores, var_0, var_1, var_2, var_283);
    }
}



extern "C" __global__ void multi_conditional_000001_f3a0a398_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_joint_uvs,
    wp::array_t<wp::float32> var_joint_weights,
    wp::array_t<wp::float32> var_joint_residuals,
    wp::array_t<wp::float32> var_joint_scores,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_joint_uvs,
    wp::array_t<wp::float32> adj_joint_weights,
    wp::array_t<wp::float32> adj_joint_residuals,
    wp::array_t<wp::float32> adj_joint_scores)
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
        const wp::float32 var_3 = 0.0;
        wp::float32 var_4;
        wp::vec_t<2, wp::float32>* var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = -0.16;
        wp::float32 var_13;
        bool var_14;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.7;
        const wp::float32 var_17 = -1.97;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::float32 var_21 = 1.48;
        wp::vec_t<2, wp::float32> var_22;
        wp::vec_t<2, wp::float32> var_23;
        const wp::float32 var_24 = -100.0;
        const wp::float32 var_25 = 100.0;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::int32 var_28;
        const wp::int32 var_29 = 4;
        wp::int32 var_30;
        const wp::int32 var_31 = 1;
        bool var_32;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = 0.98;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        wp::int32 var_37;
        const wp::int32 var_38 = 2;
        wp::int32 var_39;
        const wp::int32 var_40 = 0;
        bool var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = -3.0;
        const wp::float32 var_44 = 3.0;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        bool var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        bool var_54;
        bool var_55;
        const wp::float32 var_56 = -0.658;
        bool var_57;
        const wp::float32 var_58 = -1.44;
        bool var_59;
        bool var_60;
        const wp::float32 var_61 = 1.417;
        bool var_62;
        const wp::float32 var_63 = 1.3;
        bool var_64;
        const wp::int32 var_65 = 0;
        wp::float32 var_66;
        const wp::float32 var_67 = 1.536;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.56;
        wp::float32 var_72;
        wp::float32 var_73;
        bool var_74;
        bool var_75;
        const wp::float32 var_76 = -0.229;
        bool var_77;
        const wp::float32 var_78 = 0.782;
        bool var_79;
        bool var_80;
        bool var_81;
        const wp::float32 var_82 = -0.4;
        bool var_83;
        const wp::float32 var_84 = -1.604;
        bool var_85;
        wp::vec_t<2, wp::float32> var_86;
        wp::vec_t<2, wp::float32> var_87;
        const wp::float32 var_88 = 1.9;
        wp::vec_t<2, wp::float32> var_89;
        wp::vec_t<2, wp::float32> var_90;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        wp::vec_t<2, wp::float32> var_94;
        const wp::float32 var_95 = 0.94;
        wp::vec_t<2, wp::float32> var_96;
        wp::vec_t<2, wp::float32> var_97;
        const wp::float32 var_98 = 1.98;
        wp::vec_t<2, wp::float32> var_99;
        wp::vec_t<2, wp::float32> var_100;
        const wp::int32 var_101 = 0;
        wp::float32 var_102;
        wp::float32 var_103;
        const wp::int32 var_104 = 1;
        wp::int32 var_105;
        wp::shape_t* var_106;
        const wp::int32 var_107 = 0;
        wp::int32 var_108;
        wp::shape_t var_109;
        wp::int32 var_110;
        const wp::int32 var_111 = 5;
        wp::int32 var_112;
        wp::shape_t* var_113;
        const wp::int32 var_114 = 1;
        wp::int32 var_115;
        wp::shape_t var_116;
        wp::int32 var_117;
        const wp::int32 var_118 = 2;
        wp::int32 var_119;
        wp::shape_t* var_120;
        const wp::int32 var_121 = 2;
        wp::int32 var_122;
        wp::shape_t var_123;
        wp::int32 var_124;
        wp::float32* var_125;
        const wp::float32 var_126 = 0.8;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        wp::float32 var_130;
        const wp::float32 var_131 = 1.0;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        wp::float32 var_135;
        wp::vec_t<2, wp::float32> var_136;
        wp::float32 var_137;
        wp::vec_t<2, wp::float32> var_138;
        wp::float32 var_139;
        const wp::float32 var_140 = -0.85;
        wp::float32 var_141;
        const wp::int32 var_142 = 1;
        wp::float32 var_143;
        bool var_144;
        const wp::float32 var_145 = -0.34;
        const wp::float32 var_146 = -1.031;
        wp::vec_t<2, wp::float32> var_147;
        wp::vec_t<2, wp::float32> var_148;
        const wp::float32 var_149 = 1.89;
        bool var_150;
        wp::vec_t<2, wp::float32> var_151;
        wp::float32 var_152;
        wp::vec_t<2, wp::float32> var_153;
        wp::vec_t<2, wp::float32> var_154;
        const wp::float32 var_155 = 1.75;
        wp::vec_t<2, wp::float32> var_156;
        wp::vec_t<2, wp::float32> var_157;
        const wp::float32 var_158 = -1.28;
        const wp::float32 var_159 = 1.77;
        wp::float32 var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        const wp::int32 var_163 = 4;
        wp::int32 var_164;
        const wp::int32 var_165 = 0;
        bool var_166;
        const wp::float32 var_167 = -0.3;
        const wp::float32 var_168 = 1.12;
        wp::vec_t<2, wp::float32> var_169;
        wp::float32 var_170;
        wp::float32 var_171;
        const wp::float32 var_172 = 1.0;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::vec_t<2, wp::float32> var_177;
        const wp::float32 var_178 = -1.0;
        const wp::float32 var_179 = -1.2;
        wp::vec_t<2, wp::float32> var_180;
        wp::vec_t<2, wp::float32> var_181;
        wp::vec_t<2, wp::float32> var_182;
        wp::float32 var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        const wp::int32 var_187 = 2;
        wp::int32 var_188;
        const wp::int32 var_189 = 0;
        bool var_190;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::vec_t<2, wp::float32> var_193;
        wp::vec_t<2, wp::float32> var_194;
        wp::vec_t<2, wp::float32> var_195;
        wp::vec_t<2, wp::float32> var_196;
        const wp::float32 var_197 = 1.12;
        wp::vec_t<2, wp::float32> var_198;
        wp::vec_t<2, wp::float32> var_199;
        const wp::int32 var_200 = 4;
        wp::int32 var_201;
        wp::shape_t* var_202;
        const wp::int32 var_203 = 0;
        wp::int32 var_204;
        wp::shape_t var_205;
        wp::int32 var_206;
        const wp::int32 var_207 = 1;
        wp::int32 var_208;
        wp::shape_t* var_209;
        const wp::int32 var_210 = 2;
        wp::int32 var_211;
        wp::shape_t var_212;
        wp::int32 var_213;
        wp::vec_t<2, wp::float32>* var_214;
        wp::vec_t<2, wp::float32> var_215;
        wp::vec_t<2, wp::float32> var_216;
        const wp::float32 var_217 = 0.57;
        wp::vec_t<2, wp::float32> var_218;
        wp::vec_t<2, wp::float32> var_219;
        wp::vec_t<2, wp::float32> var_220;
        wp::float32 var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        wp::float32 var_224;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::vec_t<2, wp::float32> var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::vec_t<2, wp::float32> var_230;
        wp::float32 var_231;
        wp::float32 var_232;
        wp::vec_t<2, wp::float32> var_233;
        wp::float32 var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        wp::float32 var_237;
        wp::vec_t<2, wp::float32> var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        wp::vec_t<2, wp::float32> var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = -0.102;
        const wp::float32 var_245 = -0.2;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        const wp::int32 var_251 = 5;
        wp::int32 var_252;
        wp::shape_t* var_253;
        const wp::int32 var_254 = 0;
        wp::int32 var_255;
        wp::shape_t var_256;
        wp::int32 var_257;
        const wp::int32 var_258 = 1;
        wp::int32 var_259;
        wp::shape_t* var_260;
        const wp::int32 var_261 = 1;
        wp::int32 var_262;
        wp::shape_t var_263;
        wp::int32 var_264;
        const wp::int32 var_265 = 4;
        wp::int32 var_266;
        wp::shape_t* var_267;
        const wp::int32 var_268 = 2;
        wp::int32 var_269;
        wp::shape_t var_270;
        wp::int32 var_271;
        wp::float32* var_272;
        const wp::float32 var_273 = 1.8;
        wp::float32 var_274;
        wp::float32 var_275;
        wp::float32 var_276;
        wp::float32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        const wp::float32 var_281 = 0.95;
        wp::float32 var_282;
        wp::float32 var_283;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::vec_t<2, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        bool adj_14 = {};
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<2, wp::float32> adj_22 = {};
        wp::vec_t<2, wp::float32> adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        bool adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::vec_t<2, wp::float32> adj_35 = {};
        wp::vec_t<2, wp::float32> adj_36 = {};
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        bool adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        bool adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        bool adj_54 = {};
        bool adj_55 = {};
        wp::float32 adj_56 = {};
        bool adj_57 = {};
        wp::float32 adj_58 = {};
        bool adj_59 = {};
        bool adj_60 = {};
        wp::float32 adj_61 = {};
        bool adj_62 = {};
        wp::float32 adj_63 = {};
        bool adj_64 = {};
        wp::int32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        bool adj_74 = {};
        bool adj_75 = {};
        wp::float32 adj_76 = {};
        bool adj_77 = {};
        wp::float32 adj_78 = {};
        bool adj_79 = {};
        bool adj_80 = {};
        bool adj_81 = {};
        wp::float32 adj_82 = {};
        bool adj_83 = {};
        wp::float32 adj_84 = {};
        bool adj_85 = {};
        wp::vec_t<2, wp::float32> adj_86 = {};
        wp::vec_t<2, wp::float32> adj_87 = {};
        wp::float32 adj_88 = {};
        wp::vec_t<2, wp::float32> adj_89 = {};
        wp::vec_t<2, wp::float32> adj_90 = {};
        wp::vec_t<2, wp::float32> adj_91 = {};
        wp::vec_t<2, wp::float32> adj_92 = {};
        wp::vec_t<2, wp::float32> adj_93 = {};
        wp::vec_t<2, wp::float32> adj_94 = {};
        wp::float32 adj_95 = {};
        wp::vec_t<2, wp::float32> adj_96 = {};
        wp::vec_t<2, wp::float32> adj_97 = {};
        wp::float32 adj_98 = {};
        wp::vec_t<2, wp::float32> adj_99 = {};
        wp::vec_t<2, wp::float32> adj_100 = {};
        wp::int32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::int32 adj_104 = {};
        wp::int32 adj_105 = {};
        wp::shape_t adj_106 = {};
        wp::int32 adj_107 = {};
        wp::int32 adj_108 = {};
        wp::shape_t adj_109 = {};
        wp::int32 adj_110 = {};
        wp::int32 adj_111 = {};
        wp::int32 adj_112 = {};
        wp::shape_t adj_113 = {};
        wp::int32 adj_114 = {};
        wp::int32 adj_115 = {};
        wp::shape_t adj_116 = {};
        wp::int32 adj_117 = {};
        wp::int32 adj_118 = {};
        wp::int32 adj_119 = {};
        wp::shape_t adj_120 = {};
        wp::int32 adj_121 = {};
        wp::int32 adj_122 = {};
        wp::shape_t adj_123 = {};
        wp::int32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::vec_t<2, wp::float32> adj_136 = {};
        wp::float32 adj_137 = {};
        wp::vec_t<2, wp::float32> adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::int32 adj_142 = {};
        wp::float32 adj_143 = {};
        bool adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::vec_t<2, wp::float32> adj_147 = {};
        wp::vec_t<2, wp::float32> adj_148 = {};
        wp::float32 adj_149 = {};
        bool adj_150 = {};
        wp::vec_t<2, wp::float32> adj_151 = {};
        wp::float32 adj_152 = {};
        wp::vec_t<2, wp::float32> adj_153 = {};
        wp::vec_t<2, wp::float32> adj_154 = {};
        wp::float32 adj_155 = {};
        wp::vec_t<2, wp::float32> adj_156 = {};
        wp::vec_t<2, wp::float32> adj_157 = {};
        wp::float32 adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::int32 adj_163 = {};
        wp::int32 adj_164 = {};
        wp::int32 adj_165 = {};
        bool adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::vec_t<2, wp::float32> adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::vec_t<2, wp::float32> adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::vec_t<2, wp::float32> adj_180 = {};
        wp::vec_t<2, wp::float32> adj_181 = {};
        wp::vec_t<2, wp::float32> adj_182 = {};
        wp::float32 adj_183 = {};
        wp::float32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::int32 adj_187 = {};
        wp::int32 adj_188 = {};
        wp::int32 adj_189 = {};
        bool adj_190 = {};
        wp::float32 adj_191 = {};
        wp::float32 adj_192 = {};
        wp::vec_t<2, wp::float32> adj_193 = {};
        wp::vec_t<2, wp::float32> adj_194 = {};
        wp::vec_t<2, wp::float32> adj_195 = {};
        wp::vec_t<2, wp::float32> adj_196 = {};
        wp::float32 adj_197 = {};
        wp::vec_t<2, wp::float32> adj_198 = {};
        wp::vec_t<2, wp::float32> adj_199 = {};
        wp::int32 adj_200 = {};
        wp::int32 adj_201 = {};
        wp::shape_t adj_202 = {};
        wp::int32 adj_203 = {};
        wp::int32 adj_204 = {};
        wp::shape_t adj_205 = {};
        wp::int32 adj_206 = {};
        wp::int32 adj_207 = {};
        wp::int32 adj_208 = {};
        wp::shape_t adj_209 = {};
        wp::int32 adj_210 = {};
        wp::int32 adj_211 = {};
        wp::shape_t adj_212 = {};
        wp::int32 adj_213 = {};
        wp::vec_t<2, wp::float32> adj_214 = {};
        wp::vec_t<2, wp::float32> adj_215 = {};
        wp::vec_t<2, wp::float32> adj_216 = {};
        wp::float32 adj_217 = {};
        wp::vec_t<2, wp::float32> adj_218 = {};
        wp::vec_t<2, wp::float32> adj_219 = {};
        wp::vec_t<2, wp::float32> adj_220 = {};
        wp::float32 adj_221 = {};
        wp::float32 adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::vec_t<2, wp::float32> adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::vec_t<2, wp::float32> adj_230 = {};
        wp::float32 adj_231 = {};
        wp::float32 adj_232 = {};
        wp::vec_t<2, wp::float32> adj_233 = {};
        wp::float32 adj_234 = {};
        wp::float32 adj_235 = {};
        wp::float32 adj_236 = {};
        wp::float32 adj_237 = {};
        wp::vec_t<2, wp::float32> adj_238 = {};
        wp::float32 adj_239 = {};
        wp::float32 adj_240 = {};
        wp::vec_t<2, wp::float32> adj_241 = {};
        wp::float32 adj_242 = {};
        wp::float32 adj_243 = {};
        wp::float32 adj_244 = {};
        wp::float32 adj_245 = {};
        wp::vec_t<2, wp::float32> adj_246 = {};
        wp::vec_t<2, wp::float32> adj_247 = {};
        wp::float32 adj_248 = {};
        wp::float32 adj_249 = {};
        wp::float32 adj_250 = {};
        wp::int32 adj_251 = {};
        wp::int32 adj_252 = {};
        wp::shape_t adj_253 = {};
        wp::int32 adj_254 = {};
        wp::int32 adj_255 = {};
        wp::shape_t adj_256 = {};
        wp::int32 adj_257 = {};
        wp::int32 adj_258 = {};
        wp::int32 adj_259 = {};
        wp::shape_t adj_260 = {};
        wp::int32 adj_261 = {};
        wp::int32 adj_262 = {};
        wp::shape_t adj_263 = {};
        wp::int32 adj_264 = {};
        wp::int32 adj_265 = {};
        wp::int32 adj_266 = {};
        wp::shape_t adj_267 = {};
        wp::int32 adj_268 = {};
        wp::int32 adj_269 = {};
        wp::shape_t adj_270 = {};
        wp::int32 adj_271 = {};
        wp::float32 adj_272 = {};
        wp::float32 adj_273 = {};
        wp::float32 adj_274 = {};
        wp::float32 adj_275 = {};
        wp::float32 adj_276 = {};
        wp::float32 adj_277 = {};
        wp::float32 adj_278 = {};
        wp::float32 adj_279 = {};
        wp::float32 adj_280 = {};
        wp::float32 adj_281 = {};
        wp::float32 adj_282 = {};
        wp::float32 adj_283 = {};
        //---------
        // forward
        // def multi_conditional_000001(joint_uvs: wp.array3d(dtype=wp.vec2), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array3d(dtype=float)):       <L 5>
        // i, j, k = wp.tid()  # thread index                                                     <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v8 = float(0.0)                                                                        <L 7>
        var_4 = wp::float(var_3);
        // v0 = joint_uvs[i, j, k]                                                                <L 8>
        var_5 = wp::address(var_joint_uvs, var_0, var_1, var_2);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = joint_weights[i, j, k]                                                            <L 9>
        var_8 = wp::address(var_joint_weights, var_0, var_1, var_2);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // if wp.step(v1) * -0.16 >= v1:                                                          <L 10>
        var_11 = wp::step(var_9);
        var_13 = wp::mul(var_11, var_12);
        var_14 = (var_13 >= var_9);
        if (var_14) {
            // v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48       <L 11>
            var_15 = wp::normalize(var_6);
            var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
            var_19 = wp::cw_mul(var_15, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_6, var_22);
        }
        if (!var_14) {
            // elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                        <L 12>
            var_26 = wp::clamp(var_9, var_24, var_25);
            var_27 = wp::floor(var_26);
            var_28 = wp::int(var_27);
            var_30 = wp::mod(var_28, var_29);
            var_32 = (var_30 == var_31);
            if (var_32) {
                // v0 = v0 + wp.normalize(v0) * 0.98                                              <L 13>
                var_33 = wp::normalize(var_6);
                var_35 = wp::mul(var_33, var_34);
                var_36 = wp::add(var_6, var_35);
                // if ((j * k)) % 2 == 0:                                                         <L 14>
                var_37 = wp::mul(var_1, var_2);
                var_39 = wp::mod(var_37, var_38);
                var_41 = (var_39 == var_40);
                if (var_41) {
                    // v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                     <L 15>
                    var_42 = wp::mul(var_9, var_9);
                    var_45 = wp::clamp(var_42, var_43, var_44);
                    var_46 = wp::cosh(var_45);
                    var_47 = wp::tanh(var_46);
                    var_48 = wp::add(var_9, var_47);
                }
                var_49 = wp::where(var_41, var_48, var_9);
                // if v1 <= (v1 + v1):                                                            <L 16>
                var_50 = wp::add(var_49, var_49);
                var_51 = (var_49 <= var_50);
                if (var_51) {
                    // v1 += wp.cos(v1)                                                           <L 17>
                    var_52 = wp::cos(var_49);
                    var_53 = wp::add(var_49, var_52);
                    // if ((v1 > -0.658) or (-1.44 <= v1)) or ((1.417 < v1) or (1.3 >= v1)):       <L 18>
                    var_57 = (var_53 > var_56);
                    var_55 = var_57;
                    if (!var_55) {
                        var_59 = (var_58 <= var_53);
                        var_55 = var_55 || var_59;
                    }
                    var_54 = var_55;
                    if (!var_54) {
                        var_62 = (var_61 < var_53);
                        var_60 = var_62;
                        if (!var_60) {
                            var_64 = (var_63 >= var_53);
                            var_60 = var_60 || var_64;
                        }
                        var_54 = var_54 || var_60;
                    }
                    if (var_54) {
                        // v1 -= wp.sin((v0[0] + wp.max(v1, 1.536))) * 0.56                       <L 19>
                        var_66 = wp::extract(var_36, var_65);
                        var_68 = wp::max(var_53, var_67);
                        var_69 = wp::add(var_66, var_68);
                        var_70 = wp::sin(var_69);
                        var_72 = wp::mul(var_70, var_71);
                        var_73 = wp::sub(var_53, var_72);
                    }
                    if (!var_54) {
                        // elif (not (v1 <= -0.229 or v1 < 0.782)) and ((v1 >= -0.4) or (v1 > -1.604)):       <L 20>
                        var_77 = (var_53 <= var_76);
                        var_75 = var_77;
                        if (!var_75) {
                            var_79 = (var_53 < var_78);
                            var_75 = var_75 || var_79;
                        }
                        var_80 = wp::unot(var_75);
                        var_74 = var_80;
                        if (var_74) {
                            var_83 = (var_53 >= var_82);
                            var_81 = var_83;
                            if (!var_81) {
                                var_85 = (var_53 > var_84);
                                var_81 = var_81 || var_85;
                            }
                            var_74 = var_74 && var_81;
                        }
                        if (var_74) {
                            // v0 = v0 + wp.normalize(wp.max(v0, v0)) * 1.9                       <L 21>
                            var_86 = wp::max(var_36, var_36);
                            var_87 = wp::normalize(var_86);
                            var_89 = wp::mul(var_87, var_88);
                            var_90 = wp::add(var_36, var_89);
                        }
                        if (!var_74) {
                            // v0 = v0 + wp.normalize(wp.min((v0 + v0), (v0 + v0))) * 0.94        <L 23>
                            var_91 = wp::add(var_36, var_36);
                            var_92 = wp::add(var_36, var_36);
                            var_93 = wp::min(var_91, var_92);
                            var_94 = wp::normalize(var_93);
                            var_96 = wp::mul(var_94, var_95);
                            var_97 = wp::add(var_36, var_96);
                            // v2 = (((v0 * 1.98) - v0))[0]                                       <L 24>
                            var_99 = wp::mul(var_97, var_98);
                            var_100 = wp::sub(var_99, var_97);
                            var_102 = wp::extract(var_100, var_101);
                            // v8 += v2                                                           <L 25>
                            var_103 = wp::add(var_4, var_102);
                            // v3 = wp.log2(wp.abs((joint_weights[(i + 1) % joint_weights.shape[0], (j + 5) % joint_weights.shape[1], (k + 2) % joint_weights.shape[2]] - (v1 * 0.8))) + 1.0)       <L 26>
                            var_105 = wp::add(var_0, var_104);
                            var_106 = &(var_joint_weights.shape);
                            var_109 = wp::load(var_106);
                            var_108 = wp::extract(var_109, var_107);
                            var_110 = wp::mod(var_105, var_108);
                            var_112 = wp::add(var_1, var_111);
                            var_113 = &(var_joint_weights.shape);
                            var_116 = wp::load(var_113);
                            var_115 = wp::extract(var_116, var_114);
                            var_117 = wp::mod(var_112, var_115);
                            var_119 = wp::add(var_2, var_118);
                            var_120 = &(var_joint_weights.shape);
                            var_123 = wp::load(var_120);
                            var_122 = wp::extract(var_123, var_121);
                            var_124 = wp::mod(var_119, var_122);
                            var_125 = wp::address(var_joint_weights, var_110, var_117, var_124);
                            var_127 = wp::mul(var_53, var_126);
                            var_129 = wp::load(var_125);
                            var_128 = wp::sub(var_129, var_127);
                            var_130 = wp::abs(var_128);
                            var_132 = wp::add(var_130, var_131);
                            var_133 = wp::log2(var_132);
                            // v8 += v3                                                           <L 27>
                            var_134 = wp::add(var_103, var_133);
                        }
                        var_135 = wp::where(var_74, var_4, var_134);
                        var_136 = wp::where(var_74, var_90, var_97);
                    }
                    var_137 = wp::where(var_54, var_4, var_135);
                    var_138 = wp::where(var_54, var_36, var_136);
                    var_139 = wp::where(var_54, var_73, var_53);
                }
                if (!var_51) {
                    // elif (v1 * -0.85) <= v0[1]:                                                <L 28>
                    var_141 = wp::mul(var_49, var_140);
                    var_143 = wp::extract(var_36, var_142);
                    var_144 = (var_141 <= var_143);
                    if (var_144) {
                        // v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75       <L 29>
                        var_147 = wp::vec_t<2, wp::float32>(var_145, var_146);
                        var_148 = wp::add(var_36, var_147);
                        var_150 = (var_49 <= var_149);
                        var_151 = wp::where(var_150, var_36, var_36);
                        var_152 = wp::floor(var_49);
                        var_153 = wp::lerp(var_148, var_151, var_152);
                        var_154 = wp::normalize(var_153);
                        var_156 = wp::mul(var_154, var_155);
                        var_157 = wp::add(var_36, var_156);
                    }
                    if (!var_144) {
                        // v1 += wp.cos(wp.clamp(v1, -1.28, 1.77))                                <L 31>
                        var_160 = wp::clamp(var_49, var_158, var_159);
                        var_161 = wp::cos(var_160);
                        var_162 = wp::add(var_49, var_161);
                        // if (i) % 4 == 0:                                                       <L 32>
                        var_164 = wp::mod(var_0, var_163);
                        var_166 = (var_164 == var_165);
                        if (var_166) {
                            // v1 = v1 + wp.sin((v1 / (wp.abs(wp.dot(v0, wp.vec2(-0.3, 1.12))) + 1.0)))       <L 33>
                            var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
                            var_170 = wp::dot(var_36, var_169);
                            var_171 = wp::abs(var_170);
                            var_173 = wp::add(var_171, var_172);
                            var_174 = wp::div(var_162, var_173);
                            var_175 = wp::sin(var_174);
                            var_176 = wp::add(var_162, var_175);
                            // v4 = wp.length_sq((wp.vec2(v1, v1) - (v0 - wp.vec2(-1.0, -1.2))))       <L 34>
                            var_177 = wp::vec_t<2, wp::float32>(var_176, var_176);
                            var_180 = wp::vec_t<2, wp::float32>(var_178, var_179);
                            var_181 = wp::sub(var_36, var_180);
                            var_182 = wp::sub(var_177, var_181);
                            var_183 = wp::length_sq(var_182);
                            // v8 += v4                                                           <L 35>
                            var_184 = wp::add(var_4, var_183);
                        }
                        var_185 = wp::where(var_166, var_184, var_4);
                        var_186 = wp::where(var_166, var_176, var_162);
                        // if (k) % 2 == 0:                                                       <L 36>
                        var_188 = wp::mod(var_2, var_187);
                        var_190 = (var_188 == var_189);
                        if (var_190) {
                            // v1 = v1 + wp.tanh(v1)                                              <L 37>
                            var_191 = wp::tanh(var_186);
                            var_192 = wp::add(var_186, var_191);
                        }
                        if (!var_190) {
                            // v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12                   <L 39>
                            var_193 = wp::add(var_36, var_36);
                            var_194 = wp::neg(var_36);
                            var_195 = wp::add(var_193, var_194);
                            var_196 = wp::normalize(var_195);
                            var_198 = wp::mul(var_196, var_197);
                            var_199 = wp::add(var_36, var_198);
                            // v0 = v0 + wp.normalize(joint_uvs[(i + 4) % joint_uvs.shape[0], j, (k + 1) % joint_uvs.shape[2]]) * 0.57       <L 40>
                            var_201 = wp::add(var_0, var_200);
                            var_202 = &(var_joint_uvs.shape);
                            var_205 = wp::load(var_202);
                            var_204 = wp::extract(var_205, var_203);
                            var_206 = wp::mod(var_201, var_204);
                            var_208 = wp::add(var_2, var_207);
                            var_209 = &(var_joint_uvs.shape);
                            var_212 = wp::load(var_209);
                            var_211 = wp::extract(var_212, var_210);
                            var_213 = wp::mod(var_208, var_211);
                            var_214 = wp::address(var_joint_uvs, var_206, var_1, var_213);
                            var_216 = wp::load(var_214);
                            var_215 = wp::normalize(var_216);
                            var_218 = wp::mul(var_215, var_217);
                            var_219 = wp::add(var_199, var_218);
                            // v5 = (wp.length(wp.vec2(v1, v1)) + (wp.cbrt(v1) - v1))             <L 41>
                            var_220 = wp::vec_t<2, wp::float32>(var_186, var_186);
                            var_221 = wp::length(var_220);
                            var_222 = wp::cbrt(var_186);
                            var_223 = wp::sub(var_222, var_186);
                            var_224 = wp::add(var_221, var_223);
                            // v8 += v5                                                           <L 42>
                            var_225 = wp::add(var_185, var_224);
                        }
                        var_226 = wp::where(var_190, var_185, var_225);
                        var_227 = wp::where(var_190, var_36, var_219);
                        var_228 = wp::where(var_190, var_192, var_186);
                    }
                    var_229 = wp::where(var_144, var_4, var_226);
                    var_230 = wp::where(var_144, var_157, var_227);
                    var_231 = wp::where(var_144, var_49, var_228);
                }
                var_232 = wp::where(var_51, var_137, var_229);
                var_233 = wp::where(var_51, var_138, var_230);
                var_234 = wp::where(var_51, var_139, var_231);
            }
            if (!var_32) {
                // v1 += wp.sin(v1)                                                               <L 44>
                var_235 = wp::sin(var_9);
                var_236 = wp::add(var_9, var_235);
            }
            var_237 = wp::where(var_32, var_232, var_4);
            var_238 = wp::where(var_32, var_233, var_6);
            var_239 = wp::where(var_32, var_234, var_236);
        }
        var_240 = wp::where(var_14, var_4, var_237);
        var_241 = wp::where(var_14, var_23, var_238);
        var_242 = wp::where(var_14, var_9, var_239);
        // v6 = v1                                                                                <L 45>
        var_243 = wp::copy(var_242);
        // v7 = wp.length((v0 - wp.vec2(-0.102, -0.2)))                                           <L 46>
        var_246 = wp::vec_t<2, wp::float32>(var_244, var_245);
        var_247 = wp::sub(var_241, var_246);
        var_248 = wp::length(var_247);
        // joint_residuals[i, j, k] = v1 + v6 + v7 + joint_weights[(i + 5) % joint_weights.shape[0], (j + 1) % joint_weights.shape[1], (k + 4) % joint_weights.shape[2]] * 1.8 + v8       <L 47>
        var_249 = wp::add(var_242, var_243);
        var_250 = wp::add(var_249, var_248);
        var_252 = wp::add(var_0, var_251);
        var_253 = &(var_joint_weights.shape);
        var_256 = wp::load(var_253);
        var_255 = wp::extract(var_256, var_254);
        var_257 = wp::mod(var_252, var_255);
        var_259 = wp::add(var_1, var_258);
        var_260 = &(var_joint_weights.shape);
        var_263 = wp::load(var_260);
        var_262 = wp::extract(var_263, var_261);
        var_264 = wp::mod(var_259, var_262);
        var_266 = wp::add(var_2, var_265);
        var_267 = &(var_joint_weights.shape);
        var_270 = wp::load(var_267);
        var_269 = wp::extract(var_270, var_268);
        var_271 = wp::mod(var_266, var_269);
        var_272 = wp::address(var_joint_weights, var_257, var_264, var_271);
        var_275 = wp::load(var_272);
        var_274 = wp::mul(var_275, var_273);
        var_276 = wp::add(var_250, var_274);
        var_277 = wp::add(var_276, var_240);
        // wp::array_store(var_joint_residuals, var_0, var_1, var_2, var_277);
        // joint_scores[i, j, k] = v1 + v6 + v7 + wp.sin(v6) * 0.95                               <L 49>
        var_278 = wp::add(var_242, var_243);
        var_279 = wp::add(var_278, var_248);
        var_280 = wp::sin(var_243);
        var_282 = wp::mul(var_280, var_281);
        var_283 = wp::add(var_279, var_282);
        // wp::array_store(var_joint_scores, var_0, var_1, var_2, var_283);
        //---------
        // reverse
        wp::adj_array_store(var_joint_scores, var_0, var_1, var_2, var_283, adj_joint_scores, adj_0, adj_1, adj_2, adj_283);
        wp::adj_add(var_279, var_282, adj_279, adj_282, adj_283);
        wp::adj_mul(var_280, var_281, adj_280, adj_281, adj_282);
        wp::adj_sin(var_243, adj_243, adj_280);
        wp::adj_add(var_278, var_248, adj_278, adj_248, adj_279);
        wp::adj_add(var_242, var_243, adj_242, adj_243, adj_278);
        // adj: joint_scores[i, j, k] = v1 + v6 + v7 + wp.sin(v6) * 0.95                          <L 49>
        wp::adj_array_store(var_joint_residuals, var_0, var_1, var_2, var_277, adj_joint_residuals, adj_0, adj_1, adj_2, adj_277);
        wp::adj_add(var_276, var_240, adj_276, adj_240, adj_277);
        wp::adj_add(var_250, var_274, adj_250, adj_274, adj_276);
        wp::adj_mul(var_275, var_273, adj_272, adj_273, adj_274);
        wp::adj_address(var_joint_weights, var_257, var_264, var_271, adj_joint_weights, adj_257, adj_264, adj_271, adj_272);
        wp::adj_mod(var_266, var_269, adj_266, adj_269, adj_271);
        adj_joint_weights.shape = adj_267;
        wp::adj_add(var_2, var_265, adj_2, adj_265, adj_266);
        wp::adj_mod(var_259, var_262, adj_259, adj_262, adj_264);
        adj_joint_weights.shape = adj_260;
        wp::adj_add(var_1, var_258, adj_1, adj_258, adj_259);
        wp::adj_mod(var_252, var_255, adj_252, adj_255, adj_257);
        adj_joint_weights.shape = adj_253;
        wp::adj_add(var_0, var_251, adj_0, adj_251, adj_252);
        wp::adj_add(var_249, var_248, adj_249, adj_248, adj_250);
        wp::adj_add(var_242, var_243, adj_242, adj_243, adj_249);
        // adj: joint_residuals[i, j, k] = v1 + v6 + v7 + joint_weights[(i + 5) % joint_weights.shape[0], (j + 1) % joint_weights.shape[1], (k + 4) % joint_weights.shape[2]] * 1.8 + v8  <L 47>
        wp::adj_length(var_247, var_248, adj_247, adj_248);
        wp::adj_sub(var_241, var_246, adj_241, adj_246, adj_247);
        wp::adj_vec_t(var_244, var_245, adj_244, adj_245, adj_246);
        // adj: v7 = wp.length((v0 - wp.vec2(-0.102, -0.2)))                                      <L 46>
        wp::adj_copy(var_242, adj_242, adj_243);
        // adj: v6 = v1                                                                           <L 45>
        wp::adj_where(var_14, var_9, var_239, adj_14, adj_9, adj_239, adj_242);
        wp::adj_where(var_14, var_23, var_238, adj_14, adj_23, adj_238, adj_241);
        wp::adj_where(var_14, var_4, var_237, adj_14, adj_4, adj_237, adj_240);
        if (!var_14) {
            wp::adj_where(var_32, var_234, var_236, adj_32, adj_234, adj_236, adj_239);
            wp::adj_where(var_32, var_233, var_6, adj_32, adj_233, adj_6, adj_238);
            wp::adj_where(var_32, var_232, var_4, adj_32, adj_232, adj_4, adj_237);
            if (!var_32) {
                wp::adj_add(var_9, var_235, adj_9, adj_235, adj_236);
                wp::adj_sin(var_9, adj_9, adj_235);
                // adj: v1 += wp.sin(v1)                                                          <L 44>
            }
            if (var_32) {
                wp::adj_where(var_51, var_139, var_231, adj_51, adj_139, adj_231, adj_234);
                wp::adj_where(var_51, var_138, var_230, adj_51, adj_138, adj_230, adj_233);
                wp::adj_where(var_51, var_137, var_229, adj_51, adj_137, adj_229, adj_232);
                if (!var_51) {
                    wp::adj_where(var_144, var_49, var_228, adj_144, adj_49, adj_228, adj_231);
                    wp::adj_where(var_144, var_157, var_227, adj_144, adj_157, adj_227, adj_230);
                    wp::adj_where(var_144, var_4, var_226, adj_144, adj_4, adj_226, adj_229);
                    if (!var_144) {
                        wp::adj_where(var_190, var_192, var_186, adj_190, adj_192, adj_186, adj_228);
                        wp::adj_where(var_190, var_36, var_219, adj_190, adj_36, adj_219, adj_227);
                        wp::adj_where(var_190, var_185, var_225, adj_190, adj_185, adj_225, adj_226);
                        if (!var_190) {
                            wp::adj_add(var_185, var_224, adj_185, adj_224, adj_225);
                            // adj: v8 += v5                                                      <L 42>
                            wp::adj_add(var_221, var_223, adj_221, adj_223, adj_224);
                            wp::adj_sub(var_222, var_186, adj_222, adj_186, adj_223);
                            wp::adj_cbrt(var_186, var_222, adj_186, adj_222);
                            wp::adj_length(var_220, var_221, adj_220, adj_221);
                            wp::adj_vec_t(var_186, var_186, adj_186, adj_186, adj_220);
                            // adj: v5 = (wp.length(wp.vec2(v1, v1)) + (wp.cbrt(v1) - v1))        <L 41>
                            wp::adj_add(var_199, var_218, adj_199, adj_218, adj_219);
                            wp::adj_mul(var_215, var_217, adj_215, adj_217, adj_218);
                            wp::adj_normalize(var_216, var_215, adj_214, adj_215);
                            wp::adj_address(var_joint_uvs, var_206, var_1, var_213, adj_joint_uvs, adj_206, adj_1, adj_213, adj_214);
                            wp::adj_mod(var_208, var_211, adj_208, adj_211, adj_213);
                            adj_joint_uvs.shape = adj_209;
                            wp::adj_add(var_2, var_207, adj_2, adj_207, adj_208);
                            wp::adj_mod(var_201, var_204, adj_201, adj_204, adj_206);
                            adj_joint_uvs.shape = adj_202;
                            wp::adj_add(var_0, var_200, adj_0, adj_200, adj_201);
                            // adj: v0 = v0 + wp.normalize(joint_uvs[(i + 4) % joint_uvs.shape[0], j, (k + 1) % joint_uvs.shape[2]]) * 0.57  <L 40>
                            wp::adj_add(var_36, var_198, adj_36, adj_198, adj_199);
                            wp::adj_mul(var_196, var_197, adj_196, adj_197, adj_198);
                            wp::adj_normalize(var_195, var_196, adj_195, adj_196);
                            wp::adj_add(var_193, var_194, adj_193, adj_194, adj_195);
                            wp::adj_neg(var_36, adj_36, adj_194);
                            wp::adj_add(var_36, var_36, adj_36, adj_36, adj_193);
                            // adj: v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12              <L 39>
                        }
                        if (var_190) {
                            wp::adj_add(var_186, var_191, adj_186, adj_191, adj_192);
                            wp::adj_tanh(var_186, var_191, adj_186, adj_191);
                            // adj: v1 = v1 + wp.tanh(v1)                                         <L 37>
                        }
                        wp::adj_mod(var_2, var_187, adj_2, adj_187, adj_188);
                        // adj: if (k) % 2 == 0:                                                  <L 36>
                        wp::adj_where(var_166, var_176, var_162, adj_166, adj_176, adj_162, adj_186);
                        wp::adj_where(var_166, var_184, var_4, adj_166, adj_184, adj_4, adj_185);
                        if (var_166) {
                            wp::adj_add(var_4, var_183, adj_4, adj_183, adj_184);
                            // adj: v8 += v4                                                      <L 35>
                            wp::adj_length_sq(var_182, adj_182, adj_183);
                            wp::adj_sub(var_177, var_181, adj_177, adj_181, adj_182);
                            wp::adj_sub(var_36, var_180, adj_36, adj_180, adj_181);
                            wp::adj_vec_t(var_178, var_179, adj_178, adj_179, adj_180);
                            wp::adj_vec_t(var_176, var_176, adj_176, adj_176, adj_177);
                            // adj: v4 = wp.length_sq((wp.vec2(v1, v1) - (v0 - wp.vec2(-1.0, -1.2))))  <L 34>
                            wp::adj_add(var_162, var_175, adj_162, adj_175, adj_176);
                            wp::adj_sin(var_174, adj_174, adj_175);
                            wp::adj_div(var_162, var_173, var_174, adj_162, adj_173, adj_174);
                            wp::adj_add(var_171, var_172, adj_171, adj_172, adj_173);
                            wp::adj_abs(var_170, adj_170, adj_171);
                            wp::adj_dot(var_36, var_169, adj_36, adj_169, adj_170);
                            wp::adj_vec_t(var_167, var_168, adj_167, adj_168, adj_169);
                            // adj: v1 = v1 + wp.sin((v1 / (wp.abs(wp.dot(v0, wp.vec2(-0.3, 1.12))) + 1.0)))  <L 33>
                        }
                        wp::adj_mod(var_0, var_163, adj_0, adj_163, adj_164);
                        // adj: if (i) % 4 == 0:                                                  <L 32>
                        wp::adj_add(var_49, var_161, adj_49, adj_161, adj_162);
                        wp::adj_cos(var_160, adj_160, adj_161);
                        wp::adj_clamp(var_49, var_158, var_159, adj_49, adj_158, adj_159, adj_160);
                        // adj: v1 += wp.cos(wp.clamp(v1, -1.28, 1.77))                           <L 31>
                    }
                    if (var_144) {
                        wp::adj_add(var_36, var_156, adj_36, adj_156, adj_157);
                        wp::adj_mul(var_154, var_155, adj_154, adj_155, adj_156);
                        wp::adj_normalize(var_153, var_154, adj_153, adj_154);
                        wp::adj_lerp(var_148, var_151, var_152, adj_148, adj_151, adj_152, adj_153);
                        wp::adj_where(var_150, var_36, var_36, adj_150, adj_36, adj_36, adj_151);
                        wp::adj_add(var_36, var_147, adj_36, adj_147, adj_148);
                        wp::adj_vec_t(var_145, var_146, adj_145, adj_146, adj_147);
                        // adj: v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75  <L 29>
                    }
                    wp::adj_extract(var_36, var_142, adj_36, adj_142, adj_143);
                    wp::adj_mul(var_49, var_140, adj_49, adj_140, adj_141);
                    // adj: elif (v1 * -0.85) <= v0[1]:                                           <L 28>
                }
                if (var_51) {
                    wp::adj_where(var_54, var_73, var_53, adj_54, adj_73, adj_53, adj_139);
                    wp::adj_where(var_54, var_36, var_136, adj_54, adj_36, adj_136, adj_138);
                    wp::adj_where(var_54, var_4, var_135, adj_54, adj_4, adj_135, adj_137);
                    if (!var_54) {
                        wp::adj_where(var_74, var_90, var_97, adj_74, adj_90, adj_97, adj_136);
                        wp::adj_where(var_74, var_4, var_134, adj_74, adj_4, adj_134, adj_135);
                        if (!var_74) {
                            wp::adj_add(var_103, var_133, adj_103, adj_133, adj_134);
                            // adj: v8 += v3                                                      <L 27>
                            wp::adj_log2(var_132, adj_132, adj_133);
                            wp::adj_add(var_130, var_131, adj_130, adj_131, adj_132);
                            wp::adj_abs(var_128, adj_128, adj_130);
                            wp::adj_sub(var_129, var_127, adj_125, adj_127, adj_128);
                            wp::adj_mul(var_53, var_126, adj_53, adj_126, adj_127);
                            wp::adj_address(var_joint_weights, var_110, var_117, var_124, adj_joint_weights, adj_110, adj_117, adj_124, adj_125);
                            wp::adj_mod(var_119, var_122, adj_119, adj_122, adj_124);
                            adj_joint_weights.shape = adj_120;
                            wp::adj_add(var_2, var_118, adj_2, adj_118, adj_119);
                            wp::adj_mod(var_112, var_115, adj_112, adj_115, adj_117);
                            adj_joint_weights.shape = adj_113;
                            wp::adj_add(var_1, var_111, adj_1, adj_111, adj_112);
                            wp::adj_mod(var_105, var_108, adj_105, adj_108, adj_110);
                            adj_joint_weights.shape = adj_106;
                            wp::adj_add(var_0, var_104, adj_0, adj_104, adj_105);
                            // adj: v3 = wp.log2(wp.abs((joint_weights[(i + 1) % joint_weights.shape[0], (j + 5) % joint_weights.shape[1], (k + 2) % joint_weights.shape[2]] - (v1 * 0.8))) + 1.0)  <L 26>
                            wp::adj_add(var_4, var_102, adj_4, adj_102, adj_103);
                            // adj: v8 += v2                                                      <L 25>
                            wp::adj_extract(var_100, var_101, adj_100, adj_101, adj_102);
                            wp::adj_sub(var_99, var_97, adj_99, adj_97, adj_100);
                            wp::adj_mul(var_97, var_98, adj_97, adj_98, adj_99);
                            // adj: v2 = (((v0 * 1.98) - v0))[0]                                  <L 24>
                            wp::adj_add(var_36, var_96, adj_36, adj_96, adj_97);
                            wp::adj_mul(var_94, var_95, adj_94, adj_95, adj_96);
                            wp::adj_normalize(var_93, var_94, adj_93, adj_94);
                            wp::adj_min(var_91, var_92, adj_91, adj_92, adj_93);
                            wp::adj_add(var_36, var_36, adj_36, adj_36, adj_92);
                            wp::adj_add(var_36, var_36, adj_36, adj_36, adj_91);
                            // adj: v0 = v0 + wp.normalize(wp.min((v0 + v0), (v0 + v0))) * 0.94   <L 23>
                        }
                        if (var_74) {
                            wp::adj_add(var_36, var_89, adj_36, adj_89, adj_90);
                            wp::adj_mul(var_87, var_88, adj_87, adj_88, adj_89);
                            wp::adj_normalize(var_86, var_87, adj_86, adj_87);
                            wp::adj_max(var_36, var_36, adj_36, adj_36, adj_86);
                            // adj: v0 = v0 + wp.normalize(wp.max(v0, v0)) * 1.9                  <L 21>
                        }
                        if (var_74) {
                            if (!var_81) {
                            }
                        }
                        if (!var_75) {
                        }
                        // adj: elif (not (v1 <= -0.229 or v1 < 0.782)) and ((v1 >= -0.4) or (v1 > -1.604)):  <L 20>
                    }
                    if (var_54) {
                        wp::adj_sub(var_53, var_72, adj_53, adj_72, adj_73);
                        wp::adj_mul(var_70, var_71, adj_70, adj_71, adj_72);
                        wp::adj_sin(var_69, adj_69, adj_70);
                        wp::adj_add(var_66, var_68, adj_66, adj_68, adj_69);
                        wp::adj_max(var_53, var_67, adj_53, adj_67, adj_68);
                        wp::adj_extract(var_36, var_65, adj_36, adj_65, adj_66);
                        // adj: v1 -= wp.sin((v0[0] + wp.max(v1, 1.536))) * 0.56                  <L 19>
                    }
                    if (!var_54) {
                        if (!var_60) {
                        }
                    }
                    if (!var_55) {
                    }
                    // adj: if ((v1 > -0.658) or (-1.44 <= v1)) or ((1.417 < v1) or (1.3 >= v1)):  <L 18>
                    wp::adj_add(var_49, var_52, adj_49, adj_52, adj_53);
                    wp::adj_cos(var_49, adj_49, adj_52);
                    // adj: v1 += wp.cos(v1)                                                      <L 17>
                }
                wp::adj_add(var_49, var_49, adj_49, adj_49, adj_50);
                // adj: if v1 <= (v1 + v1):                                                       <L 16>
                wp::adj_where(var_41, var_48, var_9, adj_41, adj_48, adj_9, adj_49);
                if (var_41) {
                    wp::adj_add(var_9, var_47, adj_9, adj_47, adj_48);
                    wp::adj_tanh(var_46, var_47, adj_46, adj_47);
                    wp::adj_cosh(var_45, adj_45, adj_46);
                    wp::adj_clamp(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
                    wp::adj_mul(var_9, var_9, adj_9, adj_9, adj_42);
                    // adj: v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                <L 15>
                }
                wp::adj_mod(var_37, var_38, adj_37, adj_38, adj_39);
                wp::adj_mul(var_1, var_2, adj_1, adj_2, adj_37);
                // adj: if ((j * k)) % 2 == 0:                                                    <L 14>
                wp::adj_add(var_6, var_35, adj_6, adj_35, adj_36);
                wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
                wp::adj_normalize(var_6, var_33, adj_6, adj_33);
                // adj: v0 = v0 + wp.normalize(v0) * 0.98                                         <L 13>
            }
            wp::adj_mod(var_28, var_29, adj_28, adj_29, adj_30);
            wp::adj_clamp(var_9, var_24, var_25, adj_9, adj_24, adj_25, adj_26);
            // adj: elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                   <L 12>
        }
        if (var_14) {
            wp::adj_add(var_6, var_22, adj_6, adj_22, adj_23);
            wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
            wp::adj_normalize(var_19, var_20, adj_19, adj_20);
            wp::adj_cw_mul(var_15, var_18, adj_15, adj_18, adj_19);
            wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
            wp::adj_normalize(var_6, var_15, adj_6, adj_15);
            // adj: v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48  <L 11>
        }
        wp::adj_mul(var_11, var_12, adj_11, adj_12, adj_13);
        // adj: if wp.step(v1) * -0.16 >= v1:                                                     <L 10>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_joint_weights, var_0, var_1, var_2, adj_joint_weights, adj_0, adj_1, adj_2, adj_8);
        // adj: v1 = joint_weights[i, j, k]                                                       <L 9>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_joint_uvs, var_0, var_1, var_2, adj_joint_uvs, adj_0, adj_1, adj_2, adj_5);
        // adj: v0 = joint_uvs[i, j, k]                                                           <L 8>
        wp::adj_float(var_3, adj_3, adj_4);
        // adj: v8 = float(0.0)                                                                   <L 7>
        // adj: i, j, k = wp.tid()  # thread index                                                <L 6>
        // adj: def multi_conditional_000001(joint_uvs: wp.array3d(dtype=wp.vec2), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array3d(dtype=float)):  <L 5>
        continue;
    }
}

