// Generated for case control-000008 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void control_000008_96fefc85_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::int32 var_n,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::int32 var_4;
        wp::int32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.9;
        wp::float32 var_8;
        bool var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.6;
        const wp::float32 var_14 = -0.827;
        const wp::float32 var_15 = 0.487;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -1.75;
        const wp::float32 var_18 = 1.11;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        const wp::int32 var_28 = 0;
        const wp::int32 var_29 = 3;
        wp::range_t var_30;
        wp::int32 var_31;
        bool var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -1.04;
        const wp::float32 var_35 = -0.1;
        const wp::float32 var_36 = -0.7;
        wp::vec_t<3, wp::float32> var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        wp::int32 var_43;
        const wp::int32 var_44 = 0;
        const wp::int32 var_45 = -1;
        wp::range_t var_46;
        wp::int32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 0;
        wp::int32 var_51;
        const wp::int32 var_52 = 2;
        wp::int32 var_53;
        const wp::int32 var_54 = 0;
        bool var_55;
        const wp::float32 var_56 = -1.17;
        const wp::float32 var_57 = 0.95;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 2;
        wp::int32 var_63;
        const wp::int32 var_64 = 0;
        const wp::int32 var_65 = 2;
        wp::range_t var_66;
        wp::int32 var_67;
        const wp::float32 var_68 = -0.15;
        const wp::float32 var_69 = 0.23;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::int32 var_75 = 4;
        wp::int32 var_76;
        const wp::int32 var_77 = 0;
        bool var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = -1.47;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        const wp::float32 var_86 = -0.85;
        const wp::float32 var_87 = 1.17;
        wp::float32 var_88;
        bool var_89;
        const wp::int32 var_90 = 2;
        wp::int32 var_91;
        wp::shape_t* var_92;
        const wp::int32 var_93 = 0;
        wp::int32 var_94;
        wp::shape_t var_95;
        wp::int32 var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        bool var_101;
        bool var_102;
        bool var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::int32 var_106 = 2;
        wp::int32 var_107;
        const wp::int32 var_108 = 1;
        bool var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        const wp::int32 var_113 = 0;
        const wp::int32 var_114 = 3;
        wp::int32 var_115;
        wp::shape_t* var_116;
        const wp::int32 var_117 = 0;
        wp::int32 var_118;
        wp::shape_t var_119;
        wp::int32 var_120;
        wp::float32* var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        const wp::int32 var_125 = 3;
        wp::int32 var_126;
        wp::shape_t* var_127;
        const wp::int32 var_128 = 0;
        wp::int32 var_129;
        wp::shape_t var_130;
        wp::int32 var_131;
        wp::float32* var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        wp::float32 var_135;
        wp::float32 var_136;
        wp::float32 var_137;
        const wp::float32 var_138 = 1.0;
        wp::float32 var_139;
        wp::float32 var_140;
        const wp::int32 var_141 = 1;
        const wp::int32 var_142 = 3;
        wp::int32 var_143;
        wp::shape_t* var_144;
        const wp::int32 var_145 = 0;
        wp::int32 var_146;
        wp::shape_t var_147;
        wp::int32 var_148;
        wp::float32* var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        const wp::int32 var_153 = 3;
        wp::int32 var_154;
        wp::shape_t* var_155;
        const wp::int32 var_156 = 0;
        wp::int32 var_157;
        wp::shape_t var_158;
        wp::int32 var_159;
        wp::float32* var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::float32 var_165;
        const wp::float32 var_166 = 1.0;
        wp::float32 var_167;
        wp::float32 var_168;
        const wp::int32 var_169 = 2;
        const wp::int32 var_170 = 3;
        wp::int32 var_171;
        wp::shape_t* var_172;
        const wp::int32 var_173 = 0;
        wp::int32 var_174;
        wp::shape_t var_175;
        wp::int32 var_176;
        wp::float32* var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::int32 var_181 = 3;
        wp::int32 var_182;
        wp::shape_t* var_183;
        const wp::int32 var_184 = 0;
        wp::int32 var_185;
        wp::shape_t var_186;
        wp::int32 var_187;
        wp::float32* var_188;
        wp::float32 var_189;
        wp::float32 var_190;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::float32 var_193;
        const wp::float32 var_194 = 1.0;
        wp::float32 var_195;
        wp::float32 var_196;
        const wp::float32 var_197 = -3.0;
        const wp::float32 var_198 = 3.0;
        wp::float32 var_199;
        wp::float32 var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        const wp::float32 var_209 = 0.53;
        const wp::float32 var_210 = 1.98;
        const wp::float32 var_211 = 0.6;
        wp::vec_t<3, wp::float32> var_212;
        wp::vec_t<3, wp::float32> var_213;
        const wp::float32 var_214 = -0.299;
        const wp::float32 var_215 = -0.31;
        const wp::float32 var_216 = 0.4;
        wp::vec_t<3, wp::float32> var_217;
        const wp::float32 var_218 = 0.722;
        const wp::float32 var_219 = -0.55;
        const wp::float32 var_220 = 0.63;
        wp::vec_t<3, wp::float32> var_221;
        wp::vec_t<3, wp::float32> var_222;
        wp::vec_t<3, wp::float32> var_223;
        const wp::float32 var_224 = 1.6;
        wp::vec_t<3, wp::float32> var_225;
        wp::float32 var_226;
        const wp::float32 var_227 = 1.0;
        wp::float32 var_228;
        wp::vec_t<3, wp::float32> var_229;
        const wp::float32 var_230 = -1.8;
        const wp::float32 var_231 = -1.653;
        const wp::float32 var_232 = 1.733;
        wp::vec_t<3, wp::float32> var_233;
        const wp::float32 var_234 = -0.5;
        const wp::float32 var_235 = 1.71;
        const wp::float32 var_236 = 0.4;
        wp::vec_t<3, wp::float32> var_237;
        wp::vec_t<3, wp::float32> var_238;
        wp::vec_t<3, wp::float32> var_239;
        wp::vec_t<3, wp::float32> var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = 0.5;
        wp::float32 var_245;
        wp::float32 var_246;
        const wp::float32 var_247 = 1.36;
        wp::float32 var_248;
        wp::float32 var_249;
        //---------
        // forward
        // def control_000008(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = float((tid + (tid + tid)))                                                        <L 8>
        var_4 = wp::add(var_0, var_0);
        var_5 = wp::add(var_0, var_4);
        var_6 = wp::float(var_5);
        // if v0 <= (v1 + 1.9):                                                                   <L 9>
        var_8 = wp::add(var_6, var_7);
        var_9 = (var_2 <= var_8);
        if (var_9) {
            // v0 += wp.sin(wp.round(v0))                                                         <L 10>
            var_10 = wp::round(var_2);
            var_11 = wp::sin(var_10);
            var_12 = wp::add(var_2, var_11);
            // v2 = (v0 * (wp.vec3(1.6, -0.827, 0.487) / (wp.abs(wp.clamp(v1, -1.75, 1.11)) + 1.0)))       <L 11>
            var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
            var_19 = wp::clamp(var_6, var_17, var_18);
            var_20 = wp::abs(var_19);
            var_22 = wp::add(var_20, var_21);
            var_23 = wp::div(var_16, var_22);
            var_24 = wp::mul(var_12, var_23);
        }
        var_25 = wp::where(var_9, var_12, var_2);
        // for j3 in range(0, n * 3, 3):                                                          <L 12>
        var_27 = wp::mul(var_n, var_26);
        var_30 = wp::range(var_28, var_27, var_29);
        start_for_0:;
            if (iter_cmp(var_30) == 0) goto end_for_0;
            var_31 = wp::iter_next(var_30);
            // v1 = v1 + wp.cos((wp.where(v0 > v0, v0, v0) * wp.length_sq(wp.vec3(-1.04, -0.1, -0.7))))       <L 13>
            var_32 = (var_25 > var_25);
            var_33 = wp::where(var_32, var_25, var_25);
            var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
            var_38 = wp::length_sq(var_37);
            var_39 = wp::mul(var_33, var_38);
            var_40 = wp::cos(var_39);
            var_41 = wp::add(var_6, var_40);
            wp::assign(var_6, var_41);
            goto start_for_0;
        end_for_0:;
        // for j4 in range(n + 1, 0, -1):                                                         <L 14>
        var_43 = wp::add(var_n, var_42);
        var_46 = wp::range(var_43, var_44, var_45);
        start_for_2:;
            if (iter_cmp(var_46) == 0) goto end_for_2;
            var_47 = wp::iter_next(var_46);
            // v0 = v0 + wp.sin(v1)                                                               <L 15>
            var_48 = wp::sin(var_6);
            var_49 = wp::add(var_25, var_48);
            // if ((0 - tid)) % 2 == 0:                                                           <L 16>
            var_51 = wp::sub(var_50, var_0);
            var_53 = wp::mod(var_51, var_52);
            var_55 = (var_53 == var_54);
            if (var_55) {
                // v1 += wp.cos((v1 * wp.clamp(v0, -1.17, 0.95)))                                 <L 17>
                var_58 = wp::clamp(var_49, var_56, var_57);
                var_59 = wp::mul(var_6, var_58);
                var_60 = wp::cos(var_59);
                var_61 = wp::add(var_6, var_60);
                // for j5 in range(0, n * 2, 2):                                                  <L 18>
                var_63 = wp::mul(var_n, var_62);
                var_66 = wp::range(var_64, var_63, var_65);
                start_for_4:;
                    if (iter_cmp(var_66) == 0) goto end_for_4;
                    var_67 = wp::iter_next(var_66);
                    // v0 = v0 + wp.tanh((wp.clamp(v0, -0.15, 0.23) - (v0 * v1)))                 <L 19>
                    var_70 = wp::clamp(var_49, var_68, var_69);
                    var_71 = wp::mul(var_49, var_61);
                    var_72 = wp::sub(var_70, var_71);
                    var_73 = wp::tanh(var_72);
                    var_74 = wp::add(var_49, var_73);
                    // if (j4) % 4 == 0:                                                          <L 20>
                    var_76 = wp::mod(var_47, var_75);
                    var_78 = (var_76 == var_77);
                    if (var_78) {
                        // continue                                                               <L 21>
                        wp::assign(var_49, var_74);
                        goto start_for_4;
                    }
                    var_79 = wp::where(var_78, var_49, var_74);
                    // v0 = v0 + wp.sin(((v0 - v1) - (v1 * -1.47)))                               <L 22>
                    var_80 = wp::sub(var_79, var_61);
                    var_82 = wp::mul(var_61, var_81);
                    var_83 = wp::sub(var_80, var_82);
                    var_84 = wp::sin(var_83);
                    var_85 = wp::add(var_79, var_84);
                    wp::assign(var_49, var_85);
                    goto start_for_4;
                end_for_4:;
            }
            if (!var_55) {
                // elif wp.clamp(v1, -0.85, 1.17) >= v1:                                          <L 23>
                var_88 = wp::clamp(var_6, var_86, var_87);
                var_89 = (var_88 >= var_6);
                if (var_89) {
                    // v1 = v1 + wp.sin(x0[(tid + 2) % x0.shape[0]])                              <L 24>
                    var_91 = wp::add(var_0, var_90);
                    var_92 = &(var_x0.shape);
                    var_95 = wp::load(var_92);
                    var_94 = wp::extract(var_95, var_93);
                    var_96 = wp::mod(var_91, var_94);
                    var_97 = wp::address(var_x0, var_96);
                    var_99 = wp::load(var_97);
                    var_98 = wp::sin(var_99);
                    var_100 = wp::add(var_6, var_98);
                    // if (v0 > v1) or (v1 < v1):                                                 <L 25>
                    var_102 = (var_49 > var_100);
                    var_101 = var_102;
                    if (!var_101) {
                        var_103 = (var_100 < var_100);
                        var_101 = var_101 || var_103;
                    }
                    if (var_101) {
                        // break                                                                  <L 26>
                        wp::assign(var_25, var_49);
                        wp::assign(var_6, var_100);
                        goto end_for_2;
                    }
                    var_104 = wp::where(var_101, var_25, var_49);
                    var_105 = wp::where(var_101, var_6, var_100);
                }
                if (!var_89) {
                    // elif (j4) % 2 == 1:                                                        <L 27>
                    var_107 = wp::mod(var_47, var_106);
                    var_109 = (var_107 == var_108);
                    if (var_109) {
                        // v0 += wp.cos(v0)                                                       <L 28>
                        var_110 = wp::cos(var_49);
                        var_111 = wp::add(var_49, var_110);
                        // v6 = v0                                                                <L 29>
                        var_112 = wp::copy(var_111);
                        // for j7 in range(3):                                                    <L 30>
                        // v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                         <L 31>
                        var_115 = wp::add(var_0, var_114);
                        var_116 = &(var_x0.shape);
                        var_119 = wp::load(var_116);
                        var_118 = wp::extract(var_119, var_117);
                        var_120 = wp::mod(var_115, var_118);
                        var_121 = wp::address(var_x0, var_120);
                        var_123 = wp::load(var_121);
                        var_122 = wp::tanh(var_123);
                        var_124 = wp::add(var_111, var_122);
                        // v8 = x0[(tid + 3) % x0.shape[0]]                                       <L 32>
                        var_126 = wp::add(var_0, var_125);
                        var_127 = &(var_x0.shape);
                        var_130 = wp::load(var_127);
                        var_129 = wp::extract(var_130, var_128);
                        var_131 = wp::mod(var_126, var_129);
                        var_132 = wp::address(var_x0, var_131);
                        var_134 = wp::load(var_132);
                        var_133 = wp::copy(var_134);
                        // v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                           <L 33>
                        var_135 = wp::mul(var_112, var_133);
                        var_136 = wp::sub(var_135, var_124);
                        var_137 = wp::abs(var_136);
                        var_139 = wp::add(var_137, var_138);
                        var_140 = wp::div(var_6, var_139);
                        // v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                         <L 31>
                        var_143 = wp::add(var_0, var_142);
                        var_144 = &(var_x0.shape);
                        var_147 = wp::load(var_144);
                        var_146 = wp::extract(var_147, var_145);
                        var_148 = wp::mod(var_143, var_146);
                        var_149 = wp::address(var_x0, var_148);
                        var_151 = wp::load(var_149);
                        var_150 = wp::tanh(var_151);
                        var_152 = wp::add(var_124, var_150);
                        // v8 = x0[(tid + 3) % x0.shape[0]]                                       <L 32>
                        var_154 = wp::add(var_0, var_153);
                        var_155 = &(var_x0.shape);
                        var_158 = wp::load(var_155);
                        var_157 = wp::extract(var_158, var_156);
                        var_159 = wp::mod(var_154, var_157);
                        var_160 = wp::address(var_x0, var_159);
                        var_162 = wp::load(var_160);
                        var_161 = wp::copy(var_162);
                        // v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                           <L 33>
                        var_163 = wp::mul(var_112, var_161);
                        var_164 = wp::sub(var_163, var_152);
                        var_165 = wp::abs(var_164);
                        var_167 = wp::add(var_165, var_166);
                        var_168 = wp::div(var_6, var_167);
                        // v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                         <L 31>
                        var_171 = wp::add(var_0, var_170);
                        var_172 = &(var_x0.shape);
                        var_175 = wp::load(var_172);
                        var_174 = wp::extract(var_175, var_173);
                        var_176 = wp::mod(var_171, var_174);
                        var_177 = wp::address(var_x0, var_176);
                        var_179 = wp::load(var_177);
                        var_178 = wp::tanh(var_179);
                        var_180 = wp::add(var_152, var_178);
                        // v8 = x0[(tid + 3) % x0.shape[0]]                                       <L 32>
                        var_182 = wp::add(var_0, var_181);
                        var_183 = &(var_x0.shape);
                        var_186 = wp::load(var_183);
                        var_185 = wp::extract(var_186, var_184);
                        var_187 = wp::mod(var_182, var_185);
                        var_188 = wp::address(var_x0, var_187);
                        var_190 = wp::load(var_188);
                        var_189 = wp::copy(var_190);
                        // v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                           <L 33>
                        var_191 = wp::mul(var_112, var_189);
                        var_192 = wp::sub(var_191, var_180);
                        var_193 = wp::abs(var_192);
                        var_195 = wp::add(var_193, var_194);
                        var_196 = wp::div(var_6, var_195);
                    }
                    if (!var_109) {
                        // v0 += wp.tanh((wp.sinh(wp.clamp(v0, -3.0, 3.0)) + v0))                 <L 35>
                        var_199 = wp::clamp(var_49, var_197, var_198);
                        var_200 = wp::sinh(var_199);
                        var_201 = wp::add(var_200, var_49);
                        var_202 = wp::tanh(var_201);
                        var_203 = wp::add(var_49, var_202);
                    }
                    var_204 = wp::where(var_109, var_180, var_203);
                }
                var_205 = wp::where(var_89, var_104, var_204);
                var_206 = wp::where(var_89, var_105, var_6);
            }
            var_207 = wp::where(var_55, var_49, var_205);
            var_208 = wp::where(var_55, var_61, var_206);
            wp::assign(var_25, var_207);
            wp::assign(var_6, var_208);
            goto start_for_2;
        end_for_2:;
        // v10 = wp.cross(wp.max(-(wp.vec3(0.53, 1.98, 0.6)), wp.lerp(wp.vec3(-0.299, -0.31, 0.4), wp.vec3(0.722, -0.55, 0.63), v1)), ((wp.vec3(1.6) / (wp.abs(v1) + 1.0)) - wp.max(wp.vec3(-1.8, -1.653, 1.733), wp.vec3(-0.5, 1.71, 0.4))))       <L 36>
        var_212 = wp::vec_t<3, wp::float32>(var_209, var_210, var_211);
        var_213 = wp::neg(var_212);
        var_217 = wp::vec_t<3, wp::float32>(var_214, var_215, var_216);
        var_221 = wp::vec_t<3, wp::float32>(var_218, var_219, var_220);
        var_222 = wp::lerp(var_217, var_221, var_6);
        var_223 = wp::max(var_213, var_222);
        var_225 = wp::vec_t<3, wp::float32>(var_224);
        var_226 = wp::abs(var_6);
        var_228 = wp::add(var_226, var_227);
        var_229 = wp::div(var_225, var_228);
        var_233 = wp::vec_t<3, wp::float32>(var_230, var_231, var_232);
        var_237 = wp::vec_t<3, wp::float32>(var_234, var_235, var_236);
        var_238 = wp::max(var_233, var_237);
        var_239 = wp::sub(var_229, var_238);
        var_240 = wp::cross(var_223, var_239);
        // out0[tid] = v0 + v1 + wp.sqrt(wp.abs((v0 * v0)) + 0.5) * 1.36                          <L 37>
        var_241 = wp::add(var_25, var_6);
        var_242 = wp::mul(var_25, var_25);
        var_243 = wp::abs(var_242);
        var_245 = wp::add(var_243, var_244);
        var_246 = wp::sqrt(var_245);
        var_248 = wp::mul(var_246, var_247);
        var_249 = wp::add(var_241, var_248);
        wp::array_store(var_out0, var_0, var_249);
    }
}



extern "C" __global__ void control_000008_96fefc85_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::int32 adj_n,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::int32 var_4;
        wp::int32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.9;
        wp::float32 var_8;
        bool var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.6;
        const wp::float32 var_14 = -0.827;
        const wp::float32 var_15 = 0.487;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -1.75;
        const wp::float32 var_18 = 1.11;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        const wp::int32 var_28 = 0;
        const wp::int32 var_29 = 3;
        wp::range_t var_30;
        wp::int32 var_31;
        bool var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -1.04;
        const wp::float32 var_35 = -0.1;
        const wp::float32 var_36 = -0.7;
        wp::vec_t<3, wp::float32> var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        wp::int32 var_43;
        const wp::int32 var_44 = 0;
        const wp::int32 var_45 = -1;
        wp::range_t var_46;
        wp::int32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 0;
        wp::int32 var_51;
        const wp::int32 var_52 = 2;
        wp::int32 var_53;
        const wp::int32 var_54 = 0;
        bool var_55;
        const wp::float32 var_56 = -1.17;
        const wp::float32 var_57 = 0.95;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 2;
        wp::int32 var_63;
        const wp::int32 var_64 = 0;
        const wp::int32 var_65 = 2;
        wp::range_t var_66;
        wp::int32 var_67;
        const wp::float32 var_68 = -0.15;
        const wp::float32 var_69 = 0.23;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::int32 var_75 = 4;
        wp::int32 var_76;
        const wp::int32 var_77 = 0;
        bool var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = -1.47;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        const wp::float32 var_86 = -0.85;
        const wp::float32 var_87 = 1.17;
        wp::float32 var_88;
        bool var_89;
        const wp::int32 var_90 = 2;
        wp::int32 var_91;
        wp::shape_t* var_92;
        const wp::int32 var_93 = 0;
        wp::int32 var_94;
        wp::shape_t var_95;
        wp::int32 var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        bool var_101;
        bool var_102;
        bool var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::int32 var_106 = 2;
        wp::int32 var_107;
        const wp::int32 var_108 = 1;
        bool var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        const wp::int32 var_113 = 0;
        const wp::int32 var_114 = 3;
        wp::int32 var_115;
        wp::shape_t* var_116;
        const wp::int32 var_117 = 0;
        wp::int32 var_118;
        wp::shape_t var_119;
        wp::int32 var_120;
        wp::float32* var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        const wp::int32 var_125 = 3;
        wp::int32 var_126;
        wp::shape_t* var_127;
        const wp::int32 var_128 = 0;
        wp::int32 var_129;
        wp::shape_t var_130;
        wp::int32 var_131;
        wp::float32* var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        wp::float32 var_135;
        wp::float32 var_136;
        wp::float32 var_137;
        const wp::float32 var_138 = 1.0;
        wp::float32 var_139;
        wp::float32 var_140;
        const wp::int32 var_141 = 1;
        const wp::int32 var_142 = 3;
        wp::int32 var_143;
        wp::shape_t* var_144;
        const wp::int32 var_145 = 0;
        wp::int32 var_146;
        wp::shape_t var_147;
        wp::int32 var_148;
        wp::float32* var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        const wp::int32 var_153 = 3;
        wp::int32 var_154;
        wp::shape_t* var_155;
        const wp::int32 var_156 = 0;
        wp::int32 var_157;
        wp::shape_t var_158;
        wp::int32 var_159;
        wp::float32* var_160;
        wp::float32 var_161;
        wp::float32 var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::float32 var_165;
        const wp::float32 var_166 = 1.0;
        wp::float32 var_167;
        wp::float32 var_168;
        const wp::int32 var_169 = 2;
        const wp::int32 var_170 = 3;
        wp::int32 var_171;
        wp::shape_t* var_172;
        const wp::int32 var_173 = 0;
        wp::int32 var_174;
        wp::shape_t var_175;
        wp::int32 var_176;
        wp::float32* var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::int32 var_181 = 3;
        wp::int32 var_182;
        wp::shape_t* var_183;
        const wp::int32 var_184 = 0;
        wp::int32 var_185;
        wp::shape_t var_186;
        wp::int32 var_187;
        wp::float32* var_188;
        wp::float32 var_189;
        wp::float32 var_190;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::float32 var_193;
        const wp::float32 var_194 = 1.0;
        wp::float32 var_195;
        wp::float32 var_196;
        const wp::float32 var_197 = -3.0;
        const wp::float32 var_198 = 3.0;
        wp::float32 var_199;
        wp::float32 var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        const wp::float32 var_209 = 0.53;
        const wp::float32 var_210 = 1.98;
        const wp::float32 var_211 = 0.6;
        wp::vec_t<3, wp::float32> var_212;
        wp::vec_t<3, wp::float32> var_213;
        const wp::float32 var_214 = -0.299;
        const wp::float32 var_215 = -0.31;
        const wp::float32 var_216 = 0.4;
        wp::vec_t<3, wp::float32> var_217;
        const wp::float32 var_218 = 0.722;
        const wp::float32 var_219 = -0.55;
        const wp::float32 var_220 = 0.63;
        wp::vec_t<3, wp::float32> var_221;
        wp::vec_t<3, wp::float32> var_222;
        wp::vec_t<3, wp::float32> var_223;
        const wp::float32 var_224 = 1.6;
        wp::vec_t<3, wp::float32> var_225;
        wp::float32 var_226;
        const wp::float32 var_227 = 1.0;
        wp::float32 var_228;
        wp::vec_t<3, wp::float32> var_229;
        const wp::float32 var_230 = -1.8;
        const wp::float32 var_231 = -1.653;
        const wp::float32 var_232 = 1.733;
        wp::vec_t<3, wp::float32> var_233;
        const wp::float32 var_234 = -0.5;
        const wp::float32 var_235 = 1.71;
        const wp::float32 var_236 = 0.4;
        wp::vec_t<3, wp::float32> var_237;
        wp::vec_t<3, wp::float32> var_238;
        wp::vec_t<3, wp::float32> var_239;
        wp::vec_t<3, wp::float32> var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = 0.5;
        wp::float32 var_245;
        wp::float32 var_246;
        const wp::float32 var_247 = 1.36;
        wp::float32 var_248;
        wp::float32 var_249;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::int32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        bool adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::range_t adj_30 = {};
        wp::int32 adj_31 = {};
        bool adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::range_t adj_46 = {};
        wp::int32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::int32 adj_54 = {};
        bool adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::int32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::range_t adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::int32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::int32 adj_77 = {};
        bool adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        bool adj_89 = {};
        wp::int32 adj_90 = {};
        wp::int32 adj_91 = {};
        wp::shape_t adj_92 = {};
        wp::int32 adj_93 = {};
        wp::int32 adj_94 = {};
        wp::shape_t adj_95 = {};
        wp::int32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        bool adj_101 = {};
        bool adj_102 = {};
        bool adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::int32 adj_106 = {};
        wp::int32 adj_107 = {};
        wp::int32 adj_108 = {};
        bool adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::int32 adj_113 = {};
        wp::int32 adj_114 = {};
        wp::int32 adj_115 = {};
        wp::shape_t adj_116 = {};
        wp::int32 adj_117 = {};
        wp::int32 adj_118 = {};
        wp::shape_t adj_119 = {};
        wp::int32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::int32 adj_125 = {};
        wp::int32 adj_126 = {};
        wp::shape_t adj_127 = {};
        wp::int32 adj_128 = {};
        wp::int32 adj_129 = {};
        wp::shape_t adj_130 = {};
        wp::int32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::float32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::int32 adj_141 = {};
        wp::int32 adj_142 = {};
        wp::int32 adj_143 = {};
        wp::shape_t adj_144 = {};
        wp::int32 adj_145 = {};
        wp::int32 adj_146 = {};
        wp::shape_t adj_147 = {};
        wp::int32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::int32 adj_153 = {};
        wp::int32 adj_154 = {};
        wp::shape_t adj_155 = {};
        wp::int32 adj_156 = {};
        wp::int32 adj_157 = {};
        wp::shape_t adj_158 = {};
        wp::int32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::int32 adj_169 = {};
        wp::int32 adj_170 = {};
        wp::int32 adj_171 = {};
        wp::shape_t adj_172 = {};
        wp::int32 adj_173 = {};
        wp::int32 adj_174 = {};
        wp::shape_t adj_175 = {};
        wp::int32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::int32 adj_181 = {};
        wp::int32 adj_182 = {};
        wp::shape_t adj_183 = {};
        wp::int32 adj_184 = {};
        wp::int32 adj_185 = {};
        wp::shape_t adj_186 = {};
        wp::int32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::float32 adj_189 = {};
        wp::float32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::float32 adj_192 = {};
        wp::float32 adj_193 = {};
        wp::float32 adj_194 = {};
        wp::float32 adj_195 = {};
        wp::float32 adj_196 = {};
        wp::float32 adj_197 = {};
        wp::float32 adj_198 = {};
        wp::float32 adj_199 = {};
        wp::float32 adj_200 = {};
        wp::float32 adj_201 = {};
        wp::float32 adj_202 = {};
        wp::float32 adj_203 = {};
        wp::float32 adj_204 = {};
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        wp::float32 adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::vec_t<3, wp::float32> adj_212 = {};
        wp::vec_t<3, wp::float32> adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::float32 adj_216 = {};
        wp::vec_t<3, wp::float32> adj_217 = {};
        wp::float32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::vec_t<3, wp::float32> adj_221 = {};
        wp::vec_t<3, wp::float32> adj_222 = {};
        wp::vec_t<3, wp::float32> adj_223 = {};
        wp::float32 adj_224 = {};
        wp::vec_t<3, wp::float32> adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::vec_t<3, wp::float32> adj_229 = {};
        wp::float32 adj_230 = {};
        wp::float32 adj_231 = {};
        wp::float32 adj_232 = {};
        wp::vec_t<3, wp::float32> adj_233 = {};
        wp::float32 adj_234 = {};
        wp::float32 adj_235 = {};
        wp::float32 adj_236 = {};
        wp::vec_t<3, wp::float32> adj_237 = {};
        wp::vec_t<3, wp::float32> adj_238 = {};
        wp::vec_t<3, wp::float32> adj_239 = {};
        wp::vec_t<3, wp::float32> adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::float32 adj_243 = {};
        wp::float32 adj_244 = {};
        wp::float32 adj_245 = {};
        wp::float32 adj_246 = {};
        wp::float32 adj_247 = {};
        wp::float32 adj_248 = {};
        wp::float32 adj_249 = {};
        //---------
        // forward
        // def control_000008(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = float((tid + (tid + tid)))                                                        <L 8>
        var_4 = wp::add(var_0, var_0);
        var_5 = wp::add(var_0, var_4);
        var_6 = wp::float(var_5);
        // if v0 <= (v1 + 1.9):                                                                   <L 9>
        var_8 = wp::add(var_6, var_7);
        var_9 = (var_2 <= var_8);
        if (var_9) {
            // v0 += wp.sin(wp.round(v0))                                                         <L 10>
            var_10 = wp::round(var_2);
            var_11 = wp::sin(var_10);
            var_12 = wp::add(var_2, var_11);
            // v2 = (v0 * (wp.vec3(1.6, -0.827, 0.487) / (wp.abs(wp.clamp(v1, -1.75, 1.11)) + 1.0)))       <L 11>
            var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
            var_19 = wp::clamp(var_6, var_17, var_18);
            var_20 = wp::abs(var_19);
            var_22 = wp::add(var_20, var_21);
            var_23 = wp::div(var_16, var_22);
            var_24 = wp::mul(var_12, var_23);
        }
        var_25 = wp::where(var_9, var_12, var_2);
        // for j3 in range(0, n * 3, 3):                                                          <L 12>
        var_27 = wp::mul(var_n, var_26);
        var_30 = wp::range(var_28, var_27, var_29);
        // for j4 in range(n + 1, 0, -1):                                                         <L 14>
        var_43 = wp::add(var_n, var_42);
        var_46 = wp::range(var_43, var_44, var_45);
        // v10 = wp.cross(wp.max(-(wp.vec3(0.53, 1.98, 0.6)), wp.lerp(wp.vec3(-0.299, -0.31, 0.4), wp.vec3(0.722, -0.55, 0.63), v1)), ((wp.vec3(1.6) / (wp.abs(v1) + 1.0)) - wp.max(wp.vec3(-1.8, -1.653, 1.733), wp.vec3(-0.5, 1.71, 0.4))))       <L 36>
        var_212 = wp::vec_t<3, wp::float32>(var_209, var_210, var_211);
        var_213 = wp::neg(var_212);
        var_217 = wp::vec_t<3, wp::float32>(var_214, var_215, var_216);
        var_221 = wp::vec_t<3, wp::float32>(var_218, var_219, var_220);
        var_222 = wp::lerp(var_217, var_221, var_6);
        var_223 = wp::max(var_213, var_222);
        var_225 = wp::vec_t<3, wp::float32>(var_224);
        var_226 = wp::abs(var_6);
        var_228 = wp::add(var_226, var_227);
        var_229 = wp::div(var_225, var_228);
        var_233 = wp::vec_t<3, wp::float32>(var_230, var_231, var_232);
        var_237 = wp::vec_t<3, wp::float32>(var_234, var_235, var_236);
        var_238 = wp::max(var_233, var_237);
        var_239 = wp::sub(var_229, var_238);
        var_240 = wp::cross(var_223, var_239);
        // out0[tid] = v0 + v1 + wp.sqrt(wp.abs((v0 * v0)) + 0.5) * 1.36                          <L 37>
        var_241 = wp::add(var_25, var_6);
        var_242 = wp::mul(var_25, var_25);
        var_243 = wp::abs(var_242);
        var_245 = wp::add(var_243, var_244);
        var_246 = wp::sqrt(var_245);
        var_248 = wp::mul(var_246, var_247);
        var_249 = wp::add(var_241, var_248);
        // wp::array_store(var_out0, var_0, var_249);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_249, adj_out0, adj_0, adj_249);
        wp::adj_add(var_241, var_248, adj_241, adj_248, adj_249);
        wp::adj_mul(var_246, var_247, adj_246, adj_247, adj_248);
        wp::adj_sqrt(var_245, var_246, adj_245, adj_246);
        wp::adj_add(var_243, var_244, adj_243, adj_244, adj_245);
        wp::adj_abs(var_242, adj_242, adj_243);
        wp::adj_mul(var_25, var_25, adj_25, adj_25, adj_242);
        wp::adj_add(var_25, var_6, adj_25, adj_6, adj_241);
        // adj: out0[tid] = v0 + v1 + wp.sqrt(wp.abs((v0 * v0)) + 0.5) * 1.36                     <L 37>
        wp::adj_cross(var_223, var_239, adj_223, adj_239, adj_240);
        wp::adj_sub(var_229, var_238, adj_229, adj_238, adj_239);
        wp::adj_max(var_233, var_237, adj_233, adj_237, adj_238);
        wp::adj_vec_t(var_234, var_235, var_236, adj_234, adj_235, adj_236, adj_237);
        wp::adj_vec_t(var_230, var_231, var_232, adj_230, adj_231, adj_232, adj_233);
        wp::adj_div(var_225, var_228, adj_225, adj_228, adj_229);
        wp::adj_add(var_226, var_227, adj_226, adj_227, adj_228);
        wp::adj_abs(var_6, adj_6, adj_226);
        wp::adj_vec_t(var_224, adj_224, adj_225);
        wp::adj_max(var_213, var_222, adj_213, adj_222, adj_223);
        wp::adj_lerp(var_217, var_221, var_6, adj_217, adj_221, adj_6, adj_222);
        wp::adj_vec_t(var_218, var_219, var_220, adj_218, adj_219, adj_220, adj_221);
        wp::adj_vec_t(var_214, var_215, var_216, adj_214, adj_215, adj_216, adj_217);
        wp::adj_neg(var_212, adj_212, adj_213);
        wp::adj_vec_t(var_209, var_210, var_211, adj_209, adj_210, adj_211, adj_212);
        // adj: v10 = wp.cross(wp.max(-(wp.vec3(0.53, 1.98, 0.6)), wp.lerp(wp.vec3(-0.299, -0.31, 0.4), wp.vec3(0.722, -0.55, 0.63), v1)), ((wp.vec3(1.6) / (wp.abs(v1) + 1.0)) - wp.max(wp.vec3(-1.8, -1.653, 1.733), wp.vec3(-0.5, 1.71, 0.4))))  <L 36>
        var_46 = wp::iter_reverse(var_46);
        start_for_2:;
            if (iter_cmp(var_46) == 0) goto end_for_2;
            var_47 = wp::iter_next(var_46);
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
        	adj_153 = {};
        	adj_154 = {};
        	adj_155 = {};
        	adj_156 = {};
        	adj_157 = {};
        	adj_158 = {};
        	adj_159 = {};
        	adj_160 = {};
        	adj_161 = {};
        	adj_162 = {};
        	adj_163 = {};
        	adj_164 = {};
        	adj_165 = {};
        	adj_166 = {};
        	adj_167 = {};
        	adj_168 = {};
        	adj_169 = {};
        	adj_170 = {};
        	adj_171 = {};
        	adj_172 = {};
        	adj_173 = {};
        	adj_174 = {};
        	adj_175 = {};
        	adj_176 = {};
        	adj_177 = {};
        	adj_178 = {};
        	adj_179 = {};
        	adj_180 = {};
        	adj_181 = {};
        	adj_182 = {};
        	adj_183 = {};
        	adj_184 = {};
        	adj_185 = {};
        	adj_186 = {};
        	adj_187 = {};
        	adj_188 = {};
        	adj_189 = {};
        	adj_190 = {};
        	adj_191 = {};
        	adj_192 = {};
        	adj_193 = {};
        	adj_194 = {};
        	adj_195 = {};
        	adj_196 = {};
        	adj_197 = {};
        	adj_198 = {};
        	adj_199 = {};
        	adj_200 = {};
        	adj_201 = {};
        	adj_202 = {};
        	adj_203 = {};
        	adj_204 = {};
        	adj_205 = {};
        	adj_206 = {};
        	adj_207 = {};
        	adj_208 = {};
            // v0 = v0 + wp.sin(v1)                                                               <L 15>
            var_48 = wp::sin(var_6);
            var_49 = wp::add(var_25, var_48);
            // if ((0 - tid)) % 2 == 0:                                                           <L 16>
            var_51 = wp::sub(var_50, var_0);
            var_53 = wp::mod(var_51, var_52);
            var_55 = (var_53 == var_54);
            if (var_55) {
                // v1 += wp.cos((v1 * wp.clamp(v0, -1.17, 0.95)))                                 <L 17>
                var_58 = wp::clamp(var_49, var_56, var_57);
                var_59 = wp::mul(var_6, var_58);
                var_60 = wp::cos(var_59);
                var_61 = wp::add(var_6, var_60);
                // for j5 in range(0, n * 2, 2):                                                  <L 18>
                var_63 = wp::mul(var_n, var_62);
                var_66 = wp::range(var_64, var_63, var_65);
            }
            if (!var_55) {
                // elif wp.clamp(v1, -0.85, 1.17) >= v1:                                          <L 23>
                var_88 = wp::clamp(var_6, var_86, var_87);
                var_89 = (var_88 >= var_6);
                if (var_89) {
                    // v1 = v1 + wp.sin(x0[(tid + 2) % x0.shape[0]])                              <L 24>
                    var_91 = wp::add(var_0, var_90);
                    var_92 = &(var_x0.shape);
                    var_95 = wp::load(var_92);
                    var_94 = wp::extract(var_95, var_93);
                    var_96 = wp::mod(var_91, var_94);
                    var_97 = wp::address(var_x0, var_96);
                    var_99 = wp::load(var_97);
                    var_98 = wp::sin(var_99);
                    var_100 = wp::add(var_6, var_98);
                    // if (v0 > v1) or (v1 < v1):                                                 <L 25>
                    var_102 = (var_49 > var_100);
                    var_101 = var_102;
                    if (!var_101) {
                        var_103 = (var_100 < var_100);
                        var_101 = var_101 || var_103;
                    }
                    if (var_101) {
                        // break                                                                  <L 26>
                        wp::assign(var_25, var_49);
                        wp::assign(var_6, var_100);
                        goto end_for_2;
                    }
                    var_104 = wp::where(var_101, var_25, var_49);
                    var_105 = wp::where(var_101, var_6, var_100);
                }
                if (!var_89) {
                    // elif (j4) % 2 == 1:                                                        <L 27>
                    var_107 = wp::mod(var_47, var_106);
                    var_109 = (var_107 == var_108);
                    if (var_109) {
                        // v0 += wp.cos(v0)                                                       <L 28>
                        var_110 = wp::cos(var_49);
                        var_111 = wp::add(var_49, var_110);
                        // v6 = v0                                                                <L 29>
                        var_112 = wp::copy(var_111);
                        // for j7 in range(3):                                                    <L 30>
                        // v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                         <L 31>
                        var_115 = wp::add(var_0, var_114);
                        var_116 = &(var_x0.shape);
                        var_119 = wp::load(var_116);
                        var_118 = wp::extract(var_119, var_117);
                        var_120 = wp::mod(var_115, var_118);
                        var_121 = wp::address(var_x0, var_120);
                        var_123 = wp::load(var_121);
                        var_122 = wp::tanh(var_123);
                        var_124 = wp::add(var_111, var_122);
                        // v8 = x0[(tid + 3) % x0.shape[0]]                                       <L 32>
                        var_126 = wp::add(var_0, var_125);
                        var_127 = &(var_x0.shape);
                        var_130 = wp::load(var_127);
                        var_129 = wp::extract(var_130, var_128);
                        var_131 = wp::mod(var_126, var_129);
                        var_132 = wp::address(var_x0, var_131);
                        var_134 = wp::load(var_132);
                        var_133 = wp::copy(var_134);
                        // v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                           <L 33>
                        var_135 = wp::mul(var_112, var_133);
                        var_136 = wp::sub(var_135, var_124);
                        var_137 = wp::abs(var_136);
                        var_139 = wp::add(var_137, var_138);
                        var_140 = wp::div(var_6, var_139);
                        // v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                         <L 31>
                        var_143 = wp::add(var_0, var_142);
                        var_144 = &(var_x0.shape);
                        var_147 = wp::load(var_144);
                        var_146 = wp::extract(var_147, var_145);
                        var_148 = wp::mod(var_143, var_146);
                        var_149 = wp::address(var_x0, var_148);
                        var_151 = wp::load(var_149);
                        var_150 = wp::tanh(var_151);
                        var_152 = wp::add(var_124, var_150);
                        // v8 = x0[(tid + 3) % x0.shape[0]]                                       <L 32>
                        var_154 = wp::add(var_0, var_153);
                        var_155 = &(var_x0.shape);
                        var_158 = wp::load(var_155);
                        var_157 = wp::extract(var_158, var_156);
                        var_159 = wp::mod(var_154, var_157);
                        var_160 = wp::address(var_x0, var_159);
                        var_162 = wp::load(var_160);
                        var_161 = wp::copy(var_162);
                        // v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                           <L 33>
                        var_163 = wp::mul(var_112, var_161);
                        var_164 = wp::sub(var_163, var_152);
                        var_165 = wp::abs(var_164);
                        var_167 = wp::add(var_165, var_166);
                        var_168 = wp::div(var_6, var_167);
                        // v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                         <L 31>
                        var_171 = wp::add(var_0, var_170);
                        var_172 = &(var_x0.shape);
                        var_175 = wp::load(var_172);
                        var_174 = wp::extract(var_175, var_173);
                        var_176 = wp::mod(var_171, var_174);
                        var_177 = wp::address(var_x0, var_176);
                        var_179 = wp::load(var_177);
                        var_178 = wp::tanh(var_179);
                        var_180 = wp::add(var_152, var_178);
                        // v8 = x0[(tid + 3) % x0.shape[0]]                                       <L 32>
                        var_182 = wp::add(var_0, var_181);
                        var_183 = &(var_x0.shape);
                        var_186 = wp::load(var_183);
                        var_185 = wp::extract(var_186, var_184);
                        var_187 = wp::mod(var_182, var_185);
                        var_188 = wp::address(var_x0, var_187);
                        var_190 = wp::load(var_188);
                        var_189 = wp::copy(var_190);
                        // v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                           <L 33>
                        var_191 = wp::mul(var_112, var_189);
                        var_192 = wp::sub(var_191, var_180);
                        var_193 = wp::abs(var_192);
                        var_195 = wp::add(var_193, var_194);
                        var_196 = wp::div(var_6, var_195);
                    }
                    if (!var_109) {
                        // v0 += wp.tanh((wp.sinh(wp.clamp(v0, -3.0, 3.0)) + v0))                 <L 35>
                        var_199 = wp::clamp(var_49, var_197, var_198);
                        var_200 = wp::sinh(var_199);
                        var_201 = wp::add(var_200, var_49);
                        var_202 = wp::tanh(var_201);
                        var_203 = wp::add(var_49, var_202);
                    }
                    var_204 = wp::where(var_109, var_180, var_203);
                }
                var_205 = wp::where(var_89, var_104, var_204);
                var_206 = wp::where(var_89, var_105, var_6);
            }
            var_207 = wp::where(var_55, var_49, var_205);
            var_208 = wp::where(var_55, var_61, var_206);
            wp::assign(var_25, var_207);
            wp::assign(var_6, var_208);
            wp::adj_assign(var_6, var_208, adj_6, adj_208);
            wp::adj_assign(var_25, var_207, adj_25, adj_207);
            wp::adj_where(var_55, var_61, var_206, adj_55, adj_61, adj_206, adj_208);
            wp::adj_where(var_55, var_49, var_205, adj_55, adj_49, adj_205, adj_207);
            if (!var_55) {
                wp::adj_where(var_89, var_105, var_6, adj_89, adj_105, adj_6, adj_206);
                wp::adj_where(var_89, var_104, var_204, adj_89, adj_104, adj_204, adj_205);
                if (!var_89) {
                    wp::adj_where(var_109, var_180, var_203, adj_109, adj_180, adj_203, adj_204);
                    if (!var_109) {
                        wp::adj_add(var_49, var_202, adj_49, adj_202, adj_203);
                        wp::adj_tanh(var_201, var_202, adj_201, adj_202);
                        wp::adj_add(var_200, var_49, adj_200, adj_49, adj_201);
                        wp::adj_sinh(var_199, adj_199, adj_200);
                        wp::adj_clamp(var_49, var_197, var_198, adj_49, adj_197, adj_198, adj_199);
                        // adj: v0 += wp.tanh((wp.sinh(wp.clamp(v0, -3.0, 3.0)) + v0))            <L 35>
                    }
                    if (var_109) {
                        wp::adj_div(var_6, var_195, var_196, adj_6, adj_195, adj_196);
                        wp::adj_add(var_193, var_194, adj_193, adj_194, adj_195);
                        wp::adj_abs(var_192, adj_192, adj_193);
                        wp::adj_sub(var_191, var_180, adj_191, adj_180, adj_192);
                        wp::adj_mul(var_112, var_189, adj_112, adj_189, adj_191);
                        // adj: v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                      <L 33>
                        wp::adj_copy(var_190, adj_188, adj_189);
                        wp::adj_address(var_x0, var_187, adj_x0, adj_187, adj_188);
                        wp::adj_mod(var_182, var_185, adj_182, adj_185, adj_187);
                        adj_x0.shape = adj_183;
                        wp::adj_add(var_0, var_181, adj_0, adj_181, adj_182);
                        // adj: v8 = x0[(tid + 3) % x0.shape[0]]                                  <L 32>
                        wp::adj_add(var_152, var_178, adj_152, adj_178, adj_180);
                        wp::adj_tanh(var_179, var_178, adj_177, adj_178);
                        wp::adj_address(var_x0, var_176, adj_x0, adj_176, adj_177);
                        wp::adj_mod(var_171, var_174, adj_171, adj_174, adj_176);
                        adj_x0.shape = adj_172;
                        wp::adj_add(var_0, var_170, adj_0, adj_170, adj_171);
                        // adj: v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                    <L 31>
                        wp::adj_div(var_6, var_167, var_168, adj_6, adj_167, adj_168);
                        wp::adj_add(var_165, var_166, adj_165, adj_166, adj_167);
                        wp::adj_abs(var_164, adj_164, adj_165);
                        wp::adj_sub(var_163, var_152, adj_163, adj_152, adj_164);
                        wp::adj_mul(var_112, var_161, adj_112, adj_161, adj_163);
                        // adj: v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                      <L 33>
                        wp::adj_copy(var_162, adj_160, adj_161);
                        wp::adj_address(var_x0, var_159, adj_x0, adj_159, adj_160);
                        wp::adj_mod(var_154, var_157, adj_154, adj_157, adj_159);
                        adj_x0.shape = adj_155;
                        wp::adj_add(var_0, var_153, adj_0, adj_153, adj_154);
                        // adj: v8 = x0[(tid + 3) % x0.shape[0]]                                  <L 32>
                        wp::adj_add(var_124, var_150, adj_124, adj_150, adj_152);
                        wp::adj_tanh(var_151, var_150, adj_149, adj_150);
                        wp::adj_address(var_x0, var_148, adj_x0, adj_148, adj_149);
                        wp::adj_mod(var_143, var_146, adj_143, adj_146, adj_148);
                        adj_x0.shape = adj_144;
                        wp::adj_add(var_0, var_142, adj_0, adj_142, adj_143);
                        // adj: v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                    <L 31>
                        wp::adj_div(var_6, var_139, var_140, adj_6, adj_139, adj_140);
                        wp::adj_add(var_137, var_138, adj_137, adj_138, adj_139);
                        wp::adj_abs(var_136, adj_136, adj_137);
                        wp::adj_sub(var_135, var_124, adj_135, adj_124, adj_136);
                        wp::adj_mul(var_112, var_133, adj_112, adj_133, adj_135);
                        // adj: v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))                      <L 33>
                        wp::adj_copy(var_134, adj_132, adj_133);
                        wp::adj_address(var_x0, var_131, adj_x0, adj_131, adj_132);
                        wp::adj_mod(var_126, var_129, adj_126, adj_129, adj_131);
                        adj_x0.shape = adj_127;
                        wp::adj_add(var_0, var_125, adj_0, adj_125, adj_126);
                        // adj: v8 = x0[(tid + 3) % x0.shape[0]]                                  <L 32>
                        wp::adj_add(var_111, var_122, adj_111, adj_122, adj_124);
                        wp::adj_tanh(var_123, var_122, adj_121, adj_122);
                        wp::adj_address(var_x0, var_120, adj_x0, adj_120, adj_121);
                        wp::adj_mod(var_115, var_118, adj_115, adj_118, adj_120);
                        adj_x0.shape = adj_116;
                        wp::adj_add(var_0, var_114, adj_0, adj_114, adj_115);
                        // adj: v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])                    <L 31>
                        // adj: for j7 in range(3):                                               <L 30>
                        wp::adj_copy(var_111, adj_111, adj_112);
                        // adj: v6 = v0                                                           <L 29>
                        wp::adj_add(var_49, var_110, adj_49, adj_110, adj_111);
                        wp::adj_cos(var_49, adj_49, adj_110);
                        // adj: v0 += wp.cos(v0)                                                  <L 28>
                    }
                    wp::adj_mod(var_47, var_106, adj_47, adj_106, adj_107);
                    // adj: elif (j4) % 2 == 1:                                                   <L 27>
                }
                if (var_89) {
                    wp::adj_where(var_101, var_6, var_100, adj_101, adj_6, adj_100, adj_105);
                    wp::adj_where(var_101, var_25, var_49, adj_101, adj_25, adj_49, adj_104);
                    if (var_101) {
                        wp::adj_assign(var_6, var_100, adj_6, adj_100);
                        wp::adj_assign(var_25, var_49, adj_25, adj_49);
                        // adj: break                                                             <L 26>
                    }
                    if (!var_101) {
                    }
                    // adj: if (v0 > v1) or (v1 < v1):                                            <L 25>
                    wp::adj_add(var_6, var_98, adj_6, adj_98, adj_100);
                    wp::adj_sin(var_99, adj_97, adj_98);
                    wp::adj_address(var_x0, var_96, adj_x0, adj_96, adj_97);
                    wp::adj_mod(var_91, var_94, adj_91, adj_94, adj_96);
                    adj_x0.shape = adj_92;
                    wp::adj_add(var_0, var_90, adj_0, adj_90, adj_91);
                    // adj: v1 = v1 + wp.sin(x0[(tid + 2) % x0.shape[0]])                         <L 24>
                }
                wp::adj_clamp(var_6, var_86, var_87, adj_6, adj_86, adj_87, adj_88);
                // adj: elif wp.clamp(v1, -0.85, 1.17) >= v1:                                     <L 23>
            }
            if (var_55) {
                var_66 = wp::iter_reverse(var_66);
                start_for_4:;
                    if (iter_cmp(var_66) == 0) goto end_for_4;
                    var_67 = wp::iter_next(var_66);
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
                    // v0 = v0 + wp.tanh((wp.clamp(v0, -0.15, 0.23) - (v0 * v1)))                 <L 19>
                    var_70 = wp::clamp(var_49, var_68, var_69);
                    var_71 = wp::mul(var_49, var_61);
                    var_72 = wp::sub(var_70, var_71);
                    var_73 = wp::tanh(var_72);
                    var_74 = wp::add(var_49, var_73);
                    // if (j4) % 4 == 0:                                                          <L 20>
                    var_76 = wp::mod(var_47, var_75);
                    var_78 = (var_76 == var_77);
                    if (var_78) {
                        // continue                                                               <L 21>
                        wp::assign(var_49, var_74);
                        goto start_for_4;
                    }
                    var_79 = wp::where(var_78, var_49, var_74);
                    // v0 = v0 + wp.sin(((v0 - v1) - (v1 * -1.47)))                               <L 22>
                    var_80 = wp::sub(var_79, var_61);
                    var_82 = wp::mul(var_61, var_81);
                    var_83 = wp::sub(var_80, var_82);
                    var_84 = wp::sin(var_83);
                    var_85 = wp::add(var_79, var_84);
                    wp::assign(var_49, var_85);
                    wp::adj_assign(var_49, var_85, adj_49, adj_85);
                    wp::adj_add(var_79, var_84, adj_79, adj_84, adj_85);
                    wp::adj_sin(var_83, adj_83, adj_84);
                    wp::adj_sub(var_80, var_82, adj_80, adj_82, adj_83);
                    wp::adj_mul(var_61, var_81, adj_61, adj_81, adj_82);
                    wp::adj_sub(var_79, var_61, adj_79, adj_61, adj_80);
                    // adj: v0 = v0 + wp.sin(((v0 - v1) - (v1 * -1.47)))                          <L 22>
                    wp::adj_where(var_78, var_49, var_74, adj_78, adj_49, adj_74, adj_79);
                    if (var_78) {
                        wp::adj_assign(var_49, var_74, adj_49, adj_74);
                        // adj: continue                                                          <L 21>
                    }
                    wp::adj_mod(var_47, var_75, adj_47, adj_75, adj_76);
                    // adj: if (j4) % 4 == 0:                                                     <L 20>
                    wp::adj_add(var_49, var_73, adj_49, adj_73, adj_74);
                    wp::adj_tanh(var_72, var_73, adj_72, adj_73);
                    wp::adj_sub(var_70, var_71, adj_70, adj_71, adj_72);
                    wp::adj_mul(var_49, var_61, adj_49, adj_61, adj_71);
                    wp::adj_clamp(var_49, var_68, var_69, adj_49, adj_68, adj_69, adj_70);
                    // adj: v0 = v0 + wp.tanh((wp.clamp(v0, -0.15, 0.23) - (v0 * v1)))            <L 19>
                	goto start_for_4;
                end_for_4:;
                wp::adj_mul(var_n, var_62, adj_n, adj_62, adj_63);
                // adj: for j5 in range(0, n * 2, 2):                                             <L 18>
                wp::adj_add(var_6, var_60, adj_6, adj_60, adj_61);
                wp::adj_cos(var_59, adj_59, adj_60);
                wp::adj_mul(var_6, var_58, adj_6, adj_58, adj_59);
                wp::adj_clamp(var_49, var_56, var_57, adj_49, adj_56, adj_57, adj_58);
                // adj: v1 += wp.cos((v1 * wp.clamp(v0, -1.17, 0.95)))                            <L 17>
            }
            wp::adj_mod(var_51, var_52, adj_51, adj_52, adj_53);
            wp::adj_sub(var_50, var_0, adj_50, adj_0, adj_51);
            // adj: if ((0 - tid)) % 2 == 0:                                                      <L 16>
            wp::adj_add(var_25, var_48, adj_25, adj_48, adj_49);
            wp::adj_sin(var_6, adj_6, adj_48);
            // adj: v0 = v0 + wp.sin(v1)                                                          <L 15>
        	goto start_for_2;
        end_for_2:;
        wp::adj_add(var_n, var_42, adj_n, adj_42, adj_43);
        // adj: for j4 in range(n + 1, 0, -1):                                                    <L 14>
        var_30 = wp::iter_reverse(var_30);
        start_for_0:;
            if (iter_cmp(var_30) == 0) goto end_for_0;
            var_31 = wp::iter_next(var_30);
        	adj_32 = {};
        	adj_33 = {};
        	adj_34 = {};
        	adj_35 = {};
        	adj_36 = {};
        	adj_37 = {};
        	adj_38 = {};
        	adj_39 = {};
        	adj_40 = {};
        	adj_41 = {};
            // v1 = v1 + wp.cos((wp.where(v0 > v0, v0, v0) * wp.length_sq(wp.vec3(-1.04, -0.1, -0.7))))       <L 13>
            var_32 = (var_25 > var_25);
            var_33 = wp::where(var_32, var_25, var_25);
            var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
            var_38 = wp::length_sq(var_37);
            var_39 = wp::mul(var_33, var_38);
            var_40 = wp::cos(var_39);
            var_41 = wp::add(var_6, var_40);
            wp::assign(var_6, var_41);
            wp::adj_assign(var_6, var_41, adj_6, adj_41);
            wp::adj_add(var_6, var_40, adj_6, adj_40, adj_41);
            wp::adj_cos(var_39, adj_39, adj_40);
            wp::adj_mul(var_33, var_38, adj_33, adj_38, adj_39);
            wp::adj_length_sq(var_37, adj_37, adj_38);
            wp::adj_vec_t(var_34, var_35, var_36, adj_34, adj_35, adj_36, adj_37);
            wp::adj_where(var_32, var_25, var_25, adj_32, adj_25, adj_25, adj_33);
            // adj: v1 = v1 + wp.cos((wp.where(v0 > v0, v0, v0) * wp.length_sq(wp.vec3(-1.04, -0.1, -0.7))))  <L 13>
        	goto start_for_0;
        end_for_0:;
        wp::adj_mul(var_n, var_26, adj_n, adj_26, adj_27);
        // adj: for j3 in range(0, n * 3, 3):                                                     <L 12>
        wp::adj_where(var_9, var_12, var_2, adj_9, adj_12, adj_2, adj_25);
        if (var_9) {
            wp::adj_mul(var_12, var_23, adj_12, adj_23, adj_24);
            wp::adj_div(var_16, var_22, adj_16, adj_22, adj_23);
            wp::adj_add(var_20, var_21, adj_20, adj_21, adj_22);
            wp::adj_abs(var_19, adj_19, adj_20);
            wp::adj_clamp(var_6, var_17, var_18, adj_6, adj_17, adj_18, adj_19);
            wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
            // adj: v2 = (v0 * (wp.vec3(1.6, -0.827, 0.487) / (wp.abs(wp.clamp(v1, -1.75, 1.11)) + 1.0)))  <L 11>
            wp::adj_add(var_2, var_11, adj_2, adj_11, adj_12);
            wp::adj_sin(var_10, adj_10, adj_11);
            // adj: v0 += wp.sin(wp.round(v0))                                                    <L 10>
        }
        wp::adj_add(var_6, var_7, adj_6, adj_7, adj_8);
        // adj: if v0 <= (v1 + 1.9):                                                              <L 9>
        wp::adj_float(var_5, adj_5, adj_6);
        wp::adj_add(var_0, var_4, adj_0, adj_4, adj_5);
        wp::adj_add(var_0, var_0, adj_0, adj_0, adj_4);
        // adj: v1 = float((tid + (tid + tid)))                                                   <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def control_000008(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

