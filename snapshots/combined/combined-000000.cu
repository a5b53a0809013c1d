// Generated for case combined-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void combined_000000_49cedba6_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::quat_t<wp::float32>> var_x2,
    wp::vec_t<3, wp::float32> var_s0,
    wp::vec_t<2, wp::float32> var_s1,
    wp::int32 var_n,
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
        wp::mat_t<3, 3, wp::float32>* var_1;
        wp::mat_t<3, 3, wp::float32> var_2;
        wp::mat_t<3, 3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::quat_t<wp::float32>* var_7;
        wp::quat_t<wp::float32> var_8;
        wp::quat_t<wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = -1.6;
        bool var_13;
        const wp::float32 var_14 = -1.67;
        const wp::float32 var_15 = -0.9;
        wp::vec_t<2, wp::float32> var_16;
        const wp::float32 var_17 = -0.05;
        wp::float32 var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::float32 var_21 = 1.9;
        wp::vec_t<2, wp::float32> var_22;
        wp::vec_t<2, wp::float32> var_23;
        const wp::int32 var_24 = 0;
        wp::int32 var_25;
        const wp::int32 var_26 = 5;
        bool var_27;
        const wp::int32 var_28 = 1;
        wp::int32 var_29;
        wp::quat_t<wp::float32> var_30;
        wp::quat_t<wp::float32> var_31;
        wp::quat_t<wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::int32 var_34 = 0;
        const wp::float32 var_35 = 1.49;
        wp::float32 var_36;
        const wp::int32 var_37 = 0;
        wp::float32 var_38;
        wp::float32 var_39;
        bool var_40;
        const wp::float32 var_41 = 1.196;
        wp::mat_t<3, 3, wp::float32> var_42;
        const wp::float32 var_43 = -1.4;
        wp::vec_t<3, wp::float32> var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.4;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        const wp::float32 var_50 = -0.68;
        wp::float32 var_51;
        wp::int32 var_52;
        const wp::int32 var_53 = 3;
        wp::int32 var_54;
        const wp::int32 var_55 = 1;
        bool var_56;
        const wp::float32 var_57 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::mat_t<3, 3, wp::float32> var_59;
        const wp::float32 var_60 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_61;
        wp::mat_t<3, 3, wp::float32> var_62;
        bool var_63;
        bool var_64;
        const wp::float32 var_65 = 1.87;
        const wp::float32 var_66 = 1.307;
        bool var_67;
        const wp::float32 var_68 = -1.22;
        const wp::float32 var_69 = -1.6;
        bool var_70;
        const wp::int32 var_71 = 6;
        const wp::int32 var_72 = 3;
        wp::int32 var_73;
        const wp::int32 var_74 = 1;
        bool var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::vec_t<3, wp::float32> var_78;
        wp::vec_t<3, wp::float32> var_79;
        const wp::float32 var_80 = 1.6;
        wp::vec_t<3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        const wp::float32 var_83 = -1.9;
        const wp::float32 var_84 = -0.87;
        const wp::float32 var_85 = 1.6;
        wp::vec_t<3, wp::float32> var_86;
        wp::mat_t<3, 3, wp::float32> var_87;
        const wp::float32 var_88 = -1.049;
        wp::mat_t<3, 3, wp::float32> var_89;
        wp::int32 var_90;
        wp::float32 var_91;
        wp::mat_t<3, 3, wp::float32> var_92;
        wp::vec_t<3, wp::float32> var_93;
        const wp::float32 var_94 = 0.246;
        const wp::float32 var_95 = 1.2;
        wp::vec_t<2, wp::float32> var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = 1.02;
        bool var_99;
        wp::vec_t<3, wp::float32> var_100;
        const wp::float32 var_101 = -0.33;
        const wp::float32 var_102 = 1.46;
        const wp::float32 var_103 = -1.43;
        wp::vec_t<3, wp::float32> var_104;
        wp::vec_t<3, wp::float32> var_105;
        wp::vec_t<3, wp::float32> var_106;
        const wp::float32 var_107 = 0.78;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        const wp::float32 var_110 = 0.384;
        const wp::float32 var_111 = -1.28;
        const wp::float32 var_112 = 1.41;
        wp::vec_t<3, wp::float32> var_113;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        wp::vec_t<3, wp::float32> var_116;
        wp::vec_t<3, wp::float32> var_117;
        const wp::float32 var_118 = 1.85;
        wp::vec_t<3, wp::float32> var_119;
        wp::vec_t<3, wp::float32> var_120;
        const wp::float32 var_121 = -0.86;
        const wp::float32 var_122 = 1.59;
        wp::float32 var_123;
        wp::vec_t<3, wp::float32> var_124;
        wp::vec_t<3, wp::float32> var_125;
        wp::vec_t<3, wp::float32> var_126;
        const wp::float32 var_127 = 0.29;
        wp::vec_t<3, wp::float32> var_128;
        wp::vec_t<3, wp::float32> var_129;
        wp::vec_t<3, wp::float32> var_130;
        wp::vec_t<3, wp::float32> var_131;
        wp::vec_t<3, wp::float32> var_132;
        wp::mat_t<3, 3, wp::float32> var_133;
        wp::vec_t<3, wp::float32> var_134;
        wp::vec_t<3, wp::float32> var_135;
        wp::mat_t<3, 3, wp::float32> var_136;
        wp::vec_t<3, wp::float32> var_137;
        wp::vec_t<3, wp::float32> var_138;
        wp::vec_t<2, wp::float32> var_139;
        wp::mat_t<3, 3, wp::float32> var_140;
        wp::vec_t<3, wp::float32> var_141;
        const wp::int32 var_142 = 0;
        wp::vec_t<3, wp::float32> var_143;
        const wp::float32 var_144 = -1.652;
        const wp::float32 var_145 = 0.64;
        bool var_146;
        const wp::float32 var_147 = -0.441;
        const wp::float32 var_148 = 0.499;
        wp::float32 var_149;
        wp::vec_t<3, wp::float32> var_150;
        wp::vec_t<3, wp::float32> var_151;
        const wp::float32 var_152 = 1.51;
        wp::vec_t<3, wp::float32> var_153;
        wp::vec_t<3, wp::float32> var_154;
        wp::vec_t<3, wp::float32> var_155;
        wp::vec_t<3, wp::float32> var_156;
        wp::mat_t<3, 3, wp::float32> var_157;
        const wp::int32 var_158 = 1;
        wp::vec_t<3, wp::float32> var_159;
        const wp::float32 var_160 = -1.652;
        const wp::float32 var_161 = 0.64;
        bool var_162;
        const wp::float32 var_163 = -0.441;
        const wp::float32 var_164 = 0.499;
        wp::float32 var_165;
        wp::vec_t<3, wp::float32> var_166;
        wp::vec_t<3, wp::float32> var_167;
        const wp::float32 var_168 = 1.51;
        wp::vec_t<3, wp::float32> var_169;
        wp::vec_t<3, wp::float32> var_170;
        wp::vec_t<3, wp::float32> var_171;
        wp::vec_t<3, wp::float32> var_172;
        wp::mat_t<3, 3, wp::float32> var_173;
        const wp::int32 var_174 = 2;
        wp::vec_t<3, wp::float32> var_175;
        const wp::float32 var_176 = -1.652;
        const wp::float32 var_177 = 0.64;
        bool var_178;
        const wp::float32 var_179 = -0.441;
        const wp::float32 var_180 = 0.499;
        wp::float32 var_181;
        wp::vec_t<3, wp::float32> var_182;
        wp::vec_t<3, wp::float32> var_183;
        const wp::float32 var_184 = 1.51;
        wp::vec_t<3, wp::float32> var_185;
        wp::vec_t<3, wp::float32> var_186;
        wp::vec_t<3, wp::float32> var_187;
        wp::vec_t<3, wp::float32> var_188;
        wp::mat_t<3, 3, wp::float32> var_189;
        const wp::int32 var_190 = 3;
        wp::vec_t<3, wp::float32> var_191;
        const wp::float32 var_192 = -1.652;
        const wp::float32 var_193 = 0.64;
        bool var_194;
        const wp::float32 var_195 = -0.441;
        const wp::float32 var_196 = 0.499;
        wp::float32 var_197;
        wp::vec_t<3, wp::float32> var_198;
        wp::vec_t<3, wp::float32> var_199;
        const wp::float32 var_200 = 1.51;
        wp::vec_t<3, wp::float32> var_201;
        wp::vec_t<3, wp::float32> var_202;
        wp::vec_t<3, wp::float32> var_203;
        wp::vec_t<3, wp::float32> var_204;
        wp::mat_t<3, 3, wp::float32> var_205;
        const wp::int32 var_206 = 4;
        wp::vec_t<3, wp::float32> var_207;
        const wp::float32 var_208 = -1.652;
        const wp::float32 var_209 = 0.64;
        bool var_210;
        const wp::float32 var_211 = -0.441;
        const wp::float32 var_212 = 0.499;
        wp::float32 var_213;
        wp::vec_t<3, wp::float32> var_214;
        wp::vec_t<3, wp::float32> var_215;
        const wp::float32 var_216 = 1.51;
        wp::vec_t<3, wp::float32> var_217;
        wp::vec_t<3, wp::float32> var_218;
        wp::vec_t<3, wp::float32> var_219;
        wp::vec_t<3, wp::float32> var_220;
        wp::mat_t<3, 3, wp::float32> var_221;
        const wp::int32 var_222 = 5;
        wp::vec_t<3, wp::float32> var_223;
        const wp::float32 var_224 = -1.652;
        const wp::float32 var_225 = 0.64;
        bool var_226;
        const wp::float32 var_227 = -0.441;
        const wp::float32 var_228 = 0.499;
        wp::float32 var_229;
        wp::vec_t<3, wp::float32> var_230;
        wp::vec_t<3, wp::float32> var_231;
        const wp::float32 var_232 = 1.51;
        wp::vec_t<3, wp::float32> var_233;
        wp::vec_t<3, wp::float32> var_234;
        wp::vec_t<3, wp::float32> var_235;
        wp::vec_t<3, wp::float32> var_236;
        wp::mat_t<3, 3, wp::float32> var_237;
        wp::range_t var_238;
        wp::int32 var_239;
        const wp::float32 var_240 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_241;
        wp::mat_t<3, 3, wp::float32> var_242;
        const wp::float32 var_243 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_244;
        wp::mat_t<3, 3, wp::float32> var_245;
        wp::shape_t* var_246;
        const wp::int32 var_247 = 0;
        wp::int32 var_248;
        wp::shape_t var_249;
        wp::int32 var_250;
        wp::mat_t<3, 3, wp::float32> var_251;
        const wp::int32 var_252 = 0;
        const wp::int32 var_253 = 2;
        wp::float32 var_254;
        wp::float32 var_255;
        const wp::int32 var_256 = 0;
        wp::float32 var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        //---------
        // forward
        // def combined_000000(x0: wp.array(dtype=wp.mat33), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.quat), s0: wp.vec3, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
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
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = s0                                                                                <L 10>
        var_10 = wp::copy(var_s0);
        // if wp.determinant(v0) < -1.6:                                                          <L 11>
        var_11 = wp::determinant(var_2);
        var_13 = (var_11 < var_12);
        if (var_13) {
            // s1 = s1 + wp.normalize((wp.vec2(-1.67, -0.9) * wp.trunc(-0.05))) * 1.9             <L 12>
            var_16 = wp::vec_t<2, wp::float32>(var_14, var_15);
            var_18 = wp::trunc(var_17);
            var_19 = wp::mul(var_16, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_s1, var_22);
            // w4 = int(0)                                                                        <L 13>
            var_25 = wp::int(var_24);
            // while w4 < 5:                                                                      <L 14>
        start_while_0:;
            var_27 = (var_25 < var_26);
        if ((var_27) == false) goto end_while_0;
                // w4 = w4 + 1                                                                    <L 15>
                var_29 = wp::add(var_25, var_28);
                // v2 = wp.normalize(v2 * (v2 * v2))                                              <L 16>
                var_30 = wp::mul(var_8, var_8);
                var_31 = wp::mul(var_8, var_30);
                var_32 = wp::normalize(var_31);
                // v5 = v3                                                                        <L 17>
                var_33 = wp::copy(var_10);
                wp::assign(var_8, var_32);
                wp::assign(var_25, var_29);
        goto start_while_0;
        end_while_0:;
            // wp.atomic_add(acc0, 0, 1.49)                                                       <L 18>
            var_36 = wp::atomic_add(var_acc0, var_34, var_35);
        }
        if (!var_13) {
            // elif v1[0] > wp.determinant(v0):                                                   <L 19>
            var_38 = wp::extract(var_5, var_37);
            var_39 = wp::determinant(var_2);
            var_40 = (var_38 > var_39);
            if (var_40) {
                // s0 = s0 + wp.normalize(((v0 * 1.196) @ wp.lerp(v3, s0, -1.4))) * 0.4           <L 20>
                var_42 = wp::mul(var_2, var_41);
                var_44 = wp::lerp(var_10, var_s0, var_43);
                var_45 = wp::mul(var_42, var_44);
                var_46 = wp::normalize(var_45);
                var_48 = wp::mul(var_46, var_47);
                var_49 = wp::add(var_s0, var_48);
                // v6 = float(-0.68)                                                              <L 21>
                var_51 = wp::float(var_50);
            }
            if (!var_40) {
                // elif ((tid + tid)) % 3 == 1:                                                   <L 22>
                var_52 = wp::add(var_0, var_0);
                var_54 = wp::mod(var_52, var_53);
                var_56 = (var_54 == var_55);
                if (var_56) {
                    // v0 = v0 * 0.5 + (v0 + v0) * 0.1                                            <L 23>
                    var_58 = wp::mul(var_2, var_57);
                    var_59 = wp::add(var_2, var_2);
                    var_61 = wp::mul(var_59, var_60);
                    var_62 = wp::add(var_58, var_61);
                    // if ((1.87 < 1.307) and (-1.22 >= -1.6)) or ((6) % 3 == 1):                 <L 24>
                    var_67 = (var_65 < var_66);
                    var_64 = var_67;
                    if (var_64) {
                        var_70 = (var_68 >= var_69);
                        var_64 = var_64 && var_70;
                    }
                    var_63 = var_64;
                    if (!var_63) {
                        var_73 = wp::mod(var_71, var_72);
                        var_75 = (var_73 == var_74);
                        var_63 = var_63 || var_75;
                    }
                    if (var_63) {
                        // v1 = v1 + wp.normalize(((v3 + v3) + wp.max(s0, v3))) * 1.6             <L 25>
                        var_76 = wp::add(var_10, var_10);
                        var_77 = wp::max(var_s0, var_10);
                        var_78 = wp::add(var_76, var_77);
                        var_79 = wp::normalize(var_78);
                        var_81 = wp::mul(var_79, var_80);
                        var_82 = wp::add(var_5, var_81);
                        // v7 = ((wp.diag(wp.vec3(-1.9, -0.87, 1.6)) * -1.049) * float((tid + tid)))       <L 26>
                        var_86 = wp::vec_t<3, wp::float32>(var_83, var_84, var_85);
                        var_87 = wp::diag(var_86);
                        var_89 = wp::mul(var_87, var_88);
                        var_90 = wp::add(var_0, var_0);
                        var_91 = wp::float(var_90);
                        var_92 = wp::mul(var_89, var_91);
                    }
                    var_93 = wp::where(var_63, var_82, var_5);
                }
                if (!var_56) {
                    // elif wp.length_sq(wp.vec2(0.246, 1.2)) > 1.02:                             <L 27>
                    var_96 = wp::vec_t<2, wp::float32>(var_94, var_95);
                    var_97 = wp::length_sq(var_96);
                    var_99 = (var_97 > var_98);
                    if (var_99) {
                        // s0 = s0 + wp.normalize((wp.cross(v3, s0) - wp.vec3(-0.33, 1.46, -1.43))) * 0.78       <L 28>
                        var_100 = wp::cross(var_10, var_s0);
                        var_104 = wp::vec_t<3, wp::float32>(var_101, var_102, var_103);
                        var_105 = wp::sub(var_100, var_104);
                        var_106 = wp::normalize(var_105);
                        var_108 = wp::mul(var_106, var_107);
                        var_109 = wp::add(var_s0, var_108);
                    }
                    if (!var_99) {
                        // s0 = s0 + wp.normalize((wp.cross(wp.vec3(0.384, -1.28, 1.41), v3) - (s0 + v3))) * 1.85       <L 30>
                        var_113 = wp::vec_t<3, wp::float32>(var_110, var_111, var_112);
                        var_114 = wp::cross(var_113, var_10);
                        var_115 = wp::add(var_s0, var_10);
                        var_116 = wp::sub(var_114, var_115);
                        var_117 = wp::normalize(var_116);
                        var_119 = wp::mul(var_117, var_118);
                        var_120 = wp::add(var_s0, var_119);
                        // v1 = v1 + wp.normalize(((-0.86 + 1.59) * wp.cross(s0, s0))) * 0.29       <L 31>
                        var_123 = wp::add(var_121, var_122);
                        var_124 = wp::cross(var_120, var_120);
                        var_125 = wp::mul(var_123, var_124);
                        var_126 = wp::normalize(var_125);
                        var_128 = wp::mul(var_126, var_127);
                        var_129 = wp::add(var_5, var_128);
                    }
                    var_130 = wp::where(var_99, var_109, var_120);
                    var_131 = wp::where(var_99, var_5, var_129);
                }
                var_132 = wp::where(var_56, var_s0, var_130);
                var_133 = wp::where(var_56, var_62, var_2);
                var_134 = wp::where(var_56, var_93, var_131);
            }
            var_135 = wp::where(var_40, var_49, var_132);
            var_136 = wp::where(var_40, var_2, var_133);
            var_137 = wp::where(var_40, var_5, var_134);
        }
        var_138 = wp::where(var_13, var_s0, var_135);
        var_139 = wp::where(var_13, var_23, var_s1);
        var_140 = wp::where(var_13, var_2, var_136);
        var_141 = wp::where(var_13, var_5, var_137);
        // for j1 in range(6):                                                                    <L 32>
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_143 = wp::quat_rotate(var_8, var_141);
        var_146 = (var_144 > var_145);
        var_149 = wp::where(var_146, var_147, var_148);
        var_150 = wp::mul(var_143, var_149);
        var_151 = wp::normalize(var_150);
        var_153 = wp::mul(var_151, var_152);
        var_154 = wp::add(var_138, var_153);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_155 = wp::normalize(var_154);
        var_156 = wp::cw_mul(var_10, var_155);
        var_157 = wp::skew(var_156);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_159 = wp::quat_rotate(var_8, var_141);
        var_162 = (var_160 > var_161);
        var_165 = wp::where(var_162, var_163, var_164);
        var_166 = wp::mul(var_159, var_165);
        var_167 = wp::normalize(var_166);
        var_169 = wp::mul(var_167, var_168);
        var_170 = wp::add(var_154, var_169);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_171 = wp::normalize(var_170);
        var_172 = wp::cw_mul(var_10, var_171);
        var_173 = wp::skew(var_172);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_175 = wp::quat_rotate(var_8, var_141);
        var_178 = (var_176 > var_177);
        var_181 = wp::where(var_178, var_179, var_180);
        var_182 = wp::mul(var_175, var_181);
        var_183 = wp::normalize(var_182);
        var_185 = wp::mul(var_183, var_184);
        var_186 = wp::add(var_170, var_185);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_187 = wp::normalize(var_186);
        var_188 = wp::cw_mul(var_10, var_187);
        var_189 = wp::skew(var_188);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_191 = wp::quat_rotate(var_8, var_141);
        var_194 = (var_192 > var_193);
        var_197 = wp::where(var_194, var_195, var_196);
        var_198 = wp::mul(var_191, var_197);
        var_199 = wp::normalize(var_198);
        var_201 = wp::mul(var_199, var_200);
        var_202 = wp::add(var_186, var_201);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_203 = wp::normalize(var_202);
        var_204 = wp::cw_mul(var_10, var_203);
        var_205 = wp::skew(var_204);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_207 = wp::quat_rotate(var_8, var_141);
        var_210 = (var_208 > var_209);
        var_213 = wp::where(var_210, var_211, var_212);
        var_214 = wp::mul(var_207, var_213);
        var_215 = wp::normalize(var_214);
        var_217 = wp::mul(var_215, var_216);
        var_218 = wp::add(var_202, var_217);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_219 = wp::normalize(var_218);
        var_220 = wp::cw_mul(var_10, var_219);
        var_221 = wp::skew(var_220);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_223 = wp::quat_rotate(var_8, var_141);
        var_226 = (var_224 > var_225);
        var_229 = wp::where(var_226, var_227, var_228);
        var_230 = wp::mul(var_223, var_229);
        var_231 = wp::normalize(var_230);
        var_233 = wp::mul(var_231, var_232);
        var_234 = wp::add(var_218, var_233);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_235 = wp::normalize(var_234);
        var_236 = wp::cw_mul(var_10, var_235);
        var_237 = wp::skew(var_236);
        // for j1 in range(n):                                                                    <L 35>
        var_238 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_238) == 0) goto end_for_2;
            var_239 = wp::iter_next(var_238);
            // v0 = v0 * 0.5 + wp.diag(v1) * 0.1                                                  <L 36>
            var_241 = wp::mul(var_140, var_240);
            var_242 = wp::diag(var_141);
            var_244 = wp::mul(var_242, var_243);
            var_245 = wp::add(var_241, var_244);
            wp::assign(var_140, var_245);
            goto start_for_2;
        end_for_2:;
        // wp.atomic_min(acc0, tid % acc0.shape[0], (wp.outer(v1, v3))[0, 2])                     <L 37>
        var_246 = &(var_acc0.shape);
        var_249 = wp::load(var_246);
        var_248 = wp::extract(var_249, var_247);
        var_250 = wp::mod(var_0, var_248);
        var_251 = wp::outer(var_141, var_10);
        var_254 = wp::extract(var_251, var_252, var_253);
        var_255 = wp::atomic_min(var_acc0, var_250, var_254);
        // wp.atomic_max(acc0, 0, float(tid))                                                     <L 38>
        var_257 = wp::float(var_0);
        var_258 = wp::atomic_max(var_acc0, var_256, var_257);
        // out0[tid] = float(tid)                                                                 <L 39>
        var_259 = wp::float(var_0);
        wp::array_store(var_out0, var_0, var_259);
    }
}



extern "C" __global__ void combined_000000_49cedba6_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::quat_t<wp::float32>> var_x2,
    wp::vec_t<3, wp::float32> var_s0,
    wp::vec_t<2, wp::float32> var_s1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::quat_t<wp::float32>> adj_x2,
    wp::vec_t<3, wp::float32> adj_s0,
    wp::vec_t<2, wp::float32> adj_s1,
    wp::int32 adj_n,
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
        wp::mat_t<3, 3, wp::float32>* var_1;
        wp::mat_t<3, 3, wp::float32> var_2;
        wp::mat_t<3, 3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::quat_t<wp::float32>* var_7;
        wp::quat_t<wp::float32> var_8;
        wp::quat_t<wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = -1.6;
        bool var_13;
        const wp::float32 var_14 = -1.67;
        const wp::float32 var_15 = -0.9;
        wp::vec_t<2, wp::float32> var_16;
        const wp::float32 var_17 = -0.05;
        wp::float32 var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::float32 var_21 = 1.9;
        wp::vec_t<2, wp::float32> var_22;
        wp::vec_t<2, wp::float32> var_23;
        const wp::int32 var_24 = 0;
        wp::int32 var_25;
        const wp::int32 var_26 = 5;
        bool var_27;
        const wp::int32 var_28 = 1;
        wp::int32 var_29;
        wp::quat_t<wp::float32> var_30;
        wp::quat_t<wp::float32> var_31;
        wp::quat_t<wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::int32 var_34 = 0;
        const wp::float32 var_35 = 1.49;
        wp::float32 var_36;
        const wp::int32 var_37 = 0;
        wp::float32 var_38;
        wp::float32 var_39;
        bool var_40;
        const wp::float32 var_41 = 1.196;
        wp::mat_t<3, 3, wp::float32> var_42;
        const wp::float32 var_43 = -1.4;
        wp::vec_t<3, wp::float32> var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.4;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        const wp::float32 var_50 = -0.68;
        wp::float32 var_51;
        wp::int32 var_52;
        const wp::int32 var_53 = 3;
        wp::int32 var_54;
        const wp::int32 var_55 = 1;
        bool var_56;
        const wp::float32 var_57 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::mat_t<3, 3, wp::float32> var_59;
        const wp::float32 var_60 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_61;
        wp::mat_t<3, 3, wp::float32> var_62;
        bool var_63;
        bool var_64;
        const wp::float32 var_65 = 1.87;
        const wp::float32 var_66 = 1.307;
        bool var_67;
        const wp::float32 var_68 = -1.22;
        const wp::float32 var_69 = -1.6;
        bool var_70;
        const wp::int32 var_71 = 6;
        const wp::int32 var_72 = 3;
        wp::int32 var_73;
        const wp::int32 var_74 = 1;
        bool var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::vec_t<3, wp::float32> var_78;
        wp::vec_t<3, wp::float32> var_79;
        const wp::float32 var_80 = 1.6;
        wp::vec_t<3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        const wp::float32 var_83 = -1.9;
        const wp::float32 var_84 = -0.87;
        const wp::float32 var_85 = 1.6;
        wp::vec_t<3, wp::float32> var_86;
        wp::mat_t<3, 3, wp::float32> var_87;
        const wp::float32 var_88 = -1.049;
        wp::mat_t<3, 3, wp::float32> var_89;
        wp::int32 var_90;
        wp::float32 var_91;
        wp::mat_t<3, 3, wp::float32> var_92;
        wp::vec_t<3, wp::float32> var_93;
        const wp::float32 var_94 = 0.246;
        const wp::float32 var_95 = 1.2;
        wp::vec_t<2, wp::float32> var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = 1.02;
        bool var_99;
        wp::vec_t<3, wp::float32> var_100;
        const wp::float32 var_101 = -0.33;
        const wp::float32 var_102 = 1.46;
        const wp::float32 var_103 = -1.43;
        wp::vec_t<3, wp::float32> var_104;
        wp::vec_t<3, wp::float32> var_105;
        wp::vec_t<3, wp::float32> var_106;
        const wp::float32 var_107 = 0.78;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        const wp::float32 var_110 = 0.384;
        const wp::float32 var_111 = -1.28;
        const wp::float32 var_112 = 1.41;
        wp::vec_t<3, wp::float32> var_113;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        wp::vec_t<3, wp::float32> var_116;
        wp::vec_t<3, wp::float32> var_117;
        const wp::float32 var_118 = 1.85;
        wp::vec_t<3, wp::float32> var_119;
        wp::vec_t<3, wp::float32> var_120;
        const wp::float32 var_121 = -0.86;
        const wp::float32 var_122 = 1.59;
        wp::float32 var_123;
        wp::vec_t<3, wp::float32> var_124;
        wp::vec_t<3, wp::float32> var_125;
        wp::vec_t<3, wp::float32> var_126;
        const wp::float32 var_127 = 0.29;
        wp::vec_t<3, wp::float32> var_128;
        wp::vec_t<3, wp::float32> var_129;
        wp::vec_t<3, wp::float32> var_130;
        wp::vec_t<3, wp::float32> var_131;
        wp::vec_t<3, wp::float32> var_132;
        wp::mat_t<3, 3, wp::float32> var_133;
        wp::vec_t<3, wp::float32> var_134;
        wp::vec_t<3, wp::float32> var_135;
        wp::mat_t<3, 3, wp::float32> var_136;
        wp::vec_t<3, wp::float32> var_137;
        wp::vec_t<3, wp::float32> var_138;
        wp::vec_t<2, wp::float32> var_139;
        wp::mat_t<3, 3, wp::float32> var_140;
        wp::vec_t<3, wp::float32> var_141;
        const wp::int32 var_142 = 0;
        wp::vec_t<3, wp::float32> var_143;
        const wp::float32 var_144 = -1.652;
        const wp::float32 var_145 = 0.64;
        bool var_146;
        const wp::float32 var_147 = -0.441;
        const wp::float32 var_148 = 0.499;
        wp::float32 var_149;
        wp::vec_t<3, wp::float32> var_150;
        wp::vec_t<3, wp::float32> var_151;
        const wp::float32 var_152 = 1.51;
        wp::vec_t<3, wp::float32> var_153;
        wp::vec_t<3, wp::float32> var_154;
        wp::vec_t<3, wp::float32> var_155;
        wp::vec_t<3, wp::float32> var_156;
        wp::mat_t<3, 3, wp::float32> var_157;
        const wp::int32 var_158 = 1;
        wp::vec_t<3, wp::float32> var_159;
        const wp::float32 var_160 = -1.652;
        const wp::float32 var_161 = 0.64;
        bool var_162;
        const wp::float32 var_163 = -0.441;
        const wp::float32 var_164 = 0.499;
        wp::float32 var_165;
        wp::vec_t<3, wp::float32> var_166;
        wp::vec_t<3, wp::float32> var_167;
        const wp::float32 var_168 = 1.51;
        wp::vec_t<3, wp::float32> var_169;
        wp::vec_t<3, wp::float32> var_170;
        wp::vec_t<3, wp::float32> var_171;
        wp::vec_t<3, wp::float32> var_172;
        wp::mat_t<3, 3, wp::float32> var_173;
        const wp::int32 var_174 = 2;
        wp::vec_t<3, wp::float32> var_175;
        const wp::float32 var_176 = -1.652;
        const wp::float32 var_177 = 0.64;
        bool var_178;
        const wp::float32 var_179 = -0.441;
        const wp::float32 var_180 = 0.499;
        wp::float32 var_181;
        wp::vec_t<3, wp::float32> var_182;
        wp::vec_t<3, wp::float32> var_183;
        const wp::float32 var_184 = 1.51;
        wp::vec_t<3, wp::float32> var_185;
        wp::vec_t<3, wp::float32> var_186;
        wp::vec_t<3, wp::float32> var_187;
        wp::vec_t<3, wp::float32> var_188;
        wp::mat_t<3, 3, wp::float32> var_189;
        const wp::int32 var_190 = 3;
        wp::vec_t<3, wp::float32> var_191;
        const wp::float32 var_192 = -1.652;
        const wp::float32 var_193 = 0.64;
        bool var_194;
        const wp::float32 var_195 = -0.441;
        const wp::float32 var_196 = 0.499;
        wp::float32 var_197;
        wp::vec_t<3, wp::float32> var_198;
        wp::vec_t<3, wp::float32> var_199;
        const wp::float32 var_200 = 1.51;
        wp::vec_t<3, wp::float32> var_201;
        wp::vec_t<3, wp::float32> var_202;
        wp::vec_t<3, wp::float32> var_203;
        wp::vec_t<3, wp::float32> var_204;
        wp::mat_t<3, 3, wp::float32> var_205;
        const wp::int32 var_206 = 4;
        wp::vec_t<3, wp::float32> var_207;
        const wp::float32 var_208 = -1.652;
        const wp::float32 var_209 = 0.64;
        bool var_210;
        const wp::float32 var_211 = -0.441;
        const wp::float32 var_212 = 0.499;
        wp::float32 var_213;
        wp::vec_t<3, wp::float32> var_214;
        wp::vec_t<3, wp::float32> var_215;
        const wp::float32 var_216 = 1.51;
        wp::vec_t<3, wp::float32> var_217;
        wp::vec_t<3, wp::float32> var_218;
        wp::vec_t<3, wp::float32> var_219;
        wp::vec_t<3, wp::float32> var_220;
        wp::mat_t<3, 3, wp::float32> var_221;
        const wp::int32 var_222 = 5;
        wp::vec_t<3, wp::float32> var_223;
        const wp::float32 var_224 = -1.652;
        const wp::float32 var_225 = 0.64;
        bool var_226;
        const wp::float32 var_227 = -0.441;
        const wp::float32 var_228 = 0.499;
        wp::float32 var_229;
        wp::vec_t<3, wp::float32> var_230;
        wp::vec_t<3, wp::float32> var_231;
        const wp::float32 var_232 = 1.51;
        wp::vec_t<3, wp::float32> var_233;
        wp::vec_t<3, wp::float32> var_234;
        wp::vec_t<3, wp::float32> var_235;
        wp::vec_t<3, wp::float32> var_236;
        wp::mat_t<3, 3, wp::float32> var_237;
        wp::range_t var_238;
        wp::int32 var_239;
        const wp::float32 var_240 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_241;
        wp::mat_t<3, 3, wp::float32> var_242;
        const wp::float32 var_243 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_244;
        wp::mat_t<3, 3, wp::float32> var_245;
        wp::shape_t* var_246;
        const wp::int32 var_247 = 0;
        wp::int32 var_248;
        wp::shape_t var_249;
        wp::int32 var_250;
        wp::mat_t<3, 3, wp::float32> var_251;
        const wp::int32 var_252 = 0;
        const wp::int32 var_253 = 2;
        wp::float32 var_254;
        wp::float32 var_255;
        const wp::int32 var_256 = 0;
        wp::float32 var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::mat_t<3, 3, wp::float32> adj_1 = {};
        wp::mat_t<3, 3, wp::float32> adj_2 = {};
        wp::mat_t<3, 3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::quat_t<wp::float32> adj_7 = {};
        wp::quat_t<wp::float32> adj_8 = {};
        wp::quat_t<wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        bool adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<2, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<2, wp::float32> adj_22 = {};
        wp::vec_t<2, wp::float32> adj_23 = {};
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        bool adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::quat_t<wp::float32> adj_30 = {};
        wp::quat_t<wp::float32> adj_31 = {};
        wp::quat_t<wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::int32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        bool adj_40 = {};
        wp::float32 adj_41 = {};
        wp::mat_t<3, 3, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        bool adj_56 = {};
        wp::float32 adj_57 = {};
        wp::mat_t<3, 3, wp::float32> adj_58 = {};
        wp::mat_t<3, 3, wp::float32> adj_59 = {};
        wp::float32 adj_60 = {};
        wp::mat_t<3, 3, wp::float32> adj_61 = {};
        wp::mat_t<3, 3, wp::float32> adj_62 = {};
        bool adj_63 = {};
        bool adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        bool adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        bool adj_70 = {};
        wp::int32 adj_71 = {};
        wp::int32 adj_72 = {};
        wp::int32 adj_73 = {};
        wp::int32 adj_74 = {};
        bool adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        wp::vec_t<3, wp::float32> adj_77 = {};
        wp::vec_t<3, wp::float32> adj_78 = {};
        wp::vec_t<3, wp::float32> adj_79 = {};
        wp::float32 adj_80 = {};
        wp::vec_t<3, wp::float32> adj_81 = {};
        wp::vec_t<3, wp::float32> adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::vec_t<3, wp::float32> adj_86 = {};
        wp::mat_t<3, 3, wp::float32> adj_87 = {};
        wp::float32 adj_88 = {};
        wp::mat_t<3, 3, wp::float32> adj_89 = {};
        wp::int32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::mat_t<3, 3, wp::float32> adj_92 = {};
        wp::vec_t<3, wp::float32> adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::vec_t<2, wp::float32> adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        bool adj_99 = {};
        wp::vec_t<3, wp::float32> adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::vec_t<3, wp::float32> adj_104 = {};
        wp::vec_t<3, wp::float32> adj_105 = {};
        wp::vec_t<3, wp::float32> adj_106 = {};
        wp::float32 adj_107 = {};
        wp::vec_t<3, wp::float32> adj_108 = {};
        wp::vec_t<3, wp::float32> adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::vec_t<3, wp::float32> adj_113 = {};
        wp::vec_t<3, wp::float32> adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        wp::vec_t<3, wp::float32> adj_116 = {};
        wp::vec_t<3, wp::float32> adj_117 = {};
        wp::float32 adj_118 = {};
        wp::vec_t<3, wp::float32> adj_119 = {};
        wp::vec_t<3, wp::float32> adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::vec_t<3, wp::float32> adj_124 = {};
        wp::vec_t<3, wp::float32> adj_125 = {};
        wp::vec_t<3, wp::float32> adj_126 = {};
        wp::float32 adj_127 = {};
        wp::vec_t<3, wp::float32> adj_128 = {};
        wp::vec_t<3, wp::float32> adj_129 = {};
        wp::vec_t<3, wp::float32> adj_130 = {};
        wp::vec_t<3, wp::float32> adj_131 = {};
        wp::vec_t<3, wp::float32> adj_132 = {};
        wp::mat_t<3, 3, wp::float32> adj_133 = {};
        wp::vec_t<3, wp::float32> adj_134 = {};
        wp::vec_t<3, wp::float32> adj_135 = {};
        wp::mat_t<3, 3, wp::float32> adj_136 = {};
        wp::vec_t<3, wp::float32> adj_137 = {};
        wp::vec_t<3, wp::float32> adj_138 = {};
        wp::vec_t<2, wp::float32> adj_139 = {};
        wp::mat_t<3, 3, wp::float32> adj_140 = {};
        wp::vec_t<3, wp::float32> adj_141 = {};
        wp::int32 adj_142 = {};
        wp::vec_t<3, wp::float32> adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        bool adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::vec_t<3, wp::float32> adj_150 = {};
        wp::vec_t<3, wp::float32> adj_151 = {};
        wp::float32 adj_152 = {};
        wp::vec_t<3, wp::float32> adj_153 = {};
        wp::vec_t<3, wp::float32> adj_154 = {};
        wp::vec_t<3, wp::float32> adj_155 = {};
        wp::vec_t<3, wp::float32> adj_156 = {};
        wp::mat_t<3, 3, wp::float32> adj_157 = {};
        wp::int32 adj_158 = {};
        wp::vec_t<3, wp::float32> adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        bool adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::vec_t<3, wp::float32> adj_166 = {};
        wp::vec_t<3, wp::float32> adj_167 = {};
        wp::float32 adj_168 = {};
        wp::vec_t<3, wp::float32> adj_169 = {};
        wp::vec_t<3, wp::float32> adj_170 = {};
        wp::vec_t<3, wp::float32> adj_171 = {};
        wp::vec_t<3, wp::float32> adj_172 = {};
        wp::mat_t<3, 3, wp::float32> adj_173 = {};
        wp::int32 adj_174 = {};
        wp::vec_t<3, wp::float32> adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        bool adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::float32 adj_181 = {};
        wp::vec_t<3, wp::float32> adj_182 = {};
        wp::vec_t<3, wp::float32> adj_183 = {};
        wp::float32 adj_184 = {};
        wp::vec_t<3, wp::float32> adj_185 = {};
        wp::vec_t<3, wp::float32> adj_186 = {};
        wp::vec_t<3, wp::float32> adj_187 = {};
        wp::vec_t<3, wp::float32> adj_188 = {};
        wp::mat_t<3, 3, wp::float32> adj_189 = {};
        wp::int32 adj_190 = {};
        wp::vec_t<3, wp::float32> adj_191 = {};
        wp::float32 adj_192 = {};
        wp::float32 adj_193 = {};
        bool adj_194 = {};
        wp::float32 adj_195 = {};
        wp::float32 adj_196 = {};
        wp::float32 adj_197 = {};
        wp::vec_t<3, wp::float32> adj_198 = {};
        wp::vec_t<3, wp::float32> adj_199 = {};
        wp::float32 adj_200 = {};
        wp::vec_t<3, wp::float32> adj_201 = {};
        wp::vec_t<3, wp::float32> adj_202 = {};
        wp::vec_t<3, wp::float32> adj_203 = {};
        wp::vec_t<3, wp::float32> adj_204 = {};
        wp::mat_t<3, 3, wp::float32> adj_205 = {};
        wp::int32 adj_206 = {};
        wp::vec_t<3, wp::float32> adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        bool adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::vec_t<3, wp::float32> adj_214 = {};
        wp::vec_t<3, wp::float32> adj_215 = {};
        wp::float32 adj_216 = {};
        wp::vec_t<3, wp::float32> adj_217 = {};
        wp::vec_t<3, wp::float32> adj_218 = {};
        wp::vec_t<3, wp::float32> adj_219 = {};
        wp::vec_t<3, wp::float32> adj_220 = {};
        wp::mat_t<3, 3, wp::float32> adj_221 = {};
        wp::int32 adj_222 = {};
        wp::vec_t<3, wp::float32> adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        bool adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::vec_t<3, wp::float32> adj_230 = {};
        wp::vec_t<3, wp::float32> adj_231 = {};
        wp::float32 adj_232 = {};
        wp::vec_t<3, wp::float32> adj_233 = {};
        wp::vec_t<3, wp::float32> adj_234 = {};
        wp::vec_t<3, wp::float32> adj_235 = {};
        wp::vec_t<3, wp::float32> adj_236 = {};
        wp::mat_t<3, 3, wp::float32> adj_237 = {};
        wp::range_t adj_238 = {};
        wp::int32 adj_239 = {};
        wp::float32 adj_240 = {};
        wp::mat_t<3, 3, wp::float32> adj_241 = {};
        wp::mat_t<3, 3, wp::float32> adj_242 = {};
        wp::float32 adj_243 = {};
        wp::mat_t<3, 3, wp::float32> adj_244 = {};
        wp::mat_t<3, 3, wp::float32> adj_245 = {};
        wp::shape_t adj_246 = {};
        wp::int32 adj_247 = {};
        wp::int32 adj_248 = {};
        wp::shape_t adj_249 = {};
        wp::int32 adj_250 = {};
        wp::mat_t<3, 3, wp::float32> adj_251 = {};
        wp::int32 adj_252 = {};
        wp::int32 adj_253 = {};
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::int32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        //---------
        // forward
        // def combined_000000(x0: wp.array(dtype=wp.mat33), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.quat), s0: wp.vec3, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
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
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = s0                                                                                <L 10>
        var_10 = wp::copy(var_s0);
        // if wp.determinant(v0) < -1.6:                                                          <L 11>
        var_11 = wp::determinant(var_2);
        var_13 = (var_11 < var_12);
        if (var_13) {
            // s1 = s1 + wp.normalize((wp.vec2(-1.67, -0.9) * wp.trunc(-0.05))) * 1.9             <L 12>
            var_16 = wp::vec_t<2, wp::float32>(var_14, var_15);
            var_18 = wp::trunc(var_17);
            var_19 = wp::mul(var_16, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_s1, var_22);
            // w4 = int(0)                                                                        <L 13>
            var_25 = wp::int(var_24);
            // while w4 < 5:                                                                      <L 14>
            // wp.atomic_add(acc0, 0, 1.49)                                                       <L 18>
            // var_36 = wp::atomic_add(var_acc0, var_34, var_35);
        }
        if (!var_13) {
            // elif v1[0] > wp.determinant(v0):                                                   <L 19>
            var_38 = wp::extract(var_5, var_37);
            var_39 = wp::determinant(var_2);
            var_40 = (var_38 > var_39);
            if (var_40) {
                // s0 = s0 + wp.normalize(((v0 * 1.196) @ wp.lerp(v3, s0, -1.4))) * 0.4           <L 20>
                var_42 = wp::mul(var_2, var_41);
                var_44 = wp::lerp(var_10, var_s0, var_43);
                var_45 = wp::mul(var_42, var_44);
                var_46 = wp::normalize(var_45);
                var_48 = wp::mul(var_46, var_47);
                var_49 = wp::add(var_s0, var_48);
                // v6 = float(-0.68)                                                              <L 21>
                var_51 = wp::float(var_50);
            }
            if (!var_40) {
                // elif ((tid + tid)) % 3 == 1:                                                   <L 22>
                var_52 = wp::add(var_0, var_0);
                var_54 = wp::mod(var_52, var_53);
                var_56 = (var_54 == var_55);
                if (var_56) {
                    // v0 = v0 * 0.5 + (v0 + v0) * 0.1                                            <L 23>
                    var_58 = wp::mul(var_2, var_57);
                    var_59 = wp::add(var_2, var_2);
                    var_61 = wp::mul(var_59, var_60);
                    var_62 = wp::add(var_58, var_61);
                    // if ((1.87 < 1.307) and (-1.22 >= -1.6)) or ((6) % 3 == 1):                 <L 24>
                    var_67 = (var_65 < var_66);
                    var_64 = var_67;
                    if (var_64) {
                        var_70 = (var_68 >= var_69);
                        var_64 = var_64 && var_70;
                    }
                    var_63 = var_64;
                    if (!var_63) {
                        var_73 = wp::mod(var_71, var_72);
                        var_75 = (var_73 == var_74);
                        var_63 = var_63 || var_75;
                    }
                    if (var_63) {
                        // v1 = v1 + wp.normalize(((v3 + v3) + wp.max(s0, v3))) * 1.6             <L 25>
                        var_76 = wp::add(var_10, var_10);
                        var_77 = wp::max(var_s0, var_10);
                        var_78 = wp::add(var_76, var_77);
                        var_79 = wp::normalize(var_78);
                        var_81 = wp::mul(var_79, var_80);
                        var_82 = wp::add(var_5, var_81);
                        // v7 = ((wp.diag(wp.vec3(-1.9, -0.87, 1.6)) * -1.049) * float((tid + tid)))       <L 26>
                        var_86 = wp::vec_t<3, wp::float32>(var_83, var_84, var_85);
                        var_87 = wp::diag(var_86);
                        var_89 = wp::mul(var_87, var_88);
                        var_90 = wp::add(var_0, var_0);
                        var_91 = wp::float(var_90);
                        var_92 = wp::mul(var_89, var_91);
                    }
                    var_93 = wp::where(var_63, var_82, var_5);
                }
                if (!var_56) {
                    // elif wp.length_sq(wp.vec2(0.246, 1.2)) > 1.02:                             <L 27>
                    var_96 = wp::vec_t<2, wp::float32>(var_94, var_95);
                    var_97 = wp::length_sq(var_96);
                    var_99 = (var_97 > var_98);
                    if (var_99) {
                        // s0 = s0 + wp.normalize((wp.cross(v3, s0) - wp.vec3(-0.33, 1.46, -1.43))) * 0.78       <L 28>
                        var_100 = wp::cross(var_10, var_s0);
                        var_104 = wp::vec_t<3, wp::float32>(var_101, var_102, var_103);
                        var_105 = wp::sub(var_100, var_104);
                        var_106 = wp::normalize(var_105);
                        var_108 = wp::mul(var_106, var_107);
                        var_109 = wp::add(var_s0, var_108);
                    }
                    if (!var_99) {
                        // s0 = s0 + wp.normalize((wp.cross(wp.vec3(0.384, -1.28, 1.41), v3) - (s0 + v3))) * 1.85       <L 30>
                        var_113 = wp::vec_t<3, wp::float32>(var_110, var_111, var_112);
                        var_114 = wp::cross(var_113, var_10);
                        var_115 = wp::add(var_s0, var_10);
                        var_116 = wp::sub(var_114, var_115);
                        var_117 = wp::normalize(var_116);
                        var_119 = wp::mul(var_117, var_118);
                        var_120 = wp::add(var_s0, var_119);
                        // v1 = v1 + wp.normalize(((-0.86 + 1.59) * wp.cross(s0, s0))) * 0.29       <L 31>
                        var_123 = wp::add(var_121, var_122);
                        var_124 = wp::cross(var_120, var_120);
                        var_125 = wp::mul(var_123, var_124);
                        var_126 = wp::normalize(var_125);
                        var_128 = wp::mul(var_126, var_127);
                        var_129 = wp::add(var_5, var_128);
                    }
                    var_130 = wp::where(var_99, var_109, var_120);
                    var_131 = wp::where(var_99, var_5, var_129);
                }
                var_132 = wp::where(var_56, var_s0, var_130);
                var_133 = wp::where(var_56, var_62, var_2);
                var_134 = wp::where(var_56, var_93, var_131);
            }
            var_135 = wp::where(var_40, var_49, var_132);
            var_136 = wp::where(var_40, var_2, var_133);
            var_137 = wp::where(var_40, var_5, var_134);
        }
        var_138 = wp::where(var_13, var_s0, var_135);
        var_139 = wp::where(var_13, var_23, var_s1);
        var_140 = wp::where(var_13, var_2, var_136);
        var_141 = wp::where(var_13, var_5, var_137);
        // for j1 in range(6):                                                                    <L 32>
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_143 = wp::quat_rotate(var_8, var_141);
        var_146 = (var_144 > var_145);
        var_149 = wp::where(var_146, var_147, var_148);
        var_150 = wp::mul(var_143, var_149);
        var_151 = wp::normalize(var_150);
        var_153 = wp::mul(var_151, var_152);
        var_154 = wp::add(var_138, var_153);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_155 = wp::normalize(var_154);
        var_156 = wp::cw_mul(var_10, var_155);
        var_157 = wp::skew(var_156);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_159 = wp::quat_rotate(var_8, var_141);
        var_162 = (var_160 > var_161);
        var_165 = wp::where(var_162, var_163, var_164);
        var_166 = wp::mul(var_159, var_165);
        var_167 = wp::normalize(var_166);
        var_169 = wp::mul(var_167, var_168);
        var_170 = wp::add(var_154, var_169);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_171 = wp::normalize(var_170);
        var_172 = wp::cw_mul(var_10, var_171);
        var_173 = wp::skew(var_172);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_175 = wp::quat_rotate(var_8, var_141);
        var_178 = (var_176 > var_177);
        var_181 = wp::where(var_178, var_179, var_180);
        var_182 = wp::mul(var_175, var_181);
        var_183 = wp::normalize(var_182);
        var_185 = wp::mul(var_183, var_184);
        var_186 = wp::add(var_170, var_185);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_187 = wp::normalize(var_186);
        var_188 = wp::cw_mul(var_10, var_187);
        var_189 = wp::skew(var_188);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_191 = wp::quat_rotate(var_8, var_141);
        var_194 = (var_192 > var_193);
        var_197 = wp::where(var_194, var_195, var_196);
        var_198 = wp::mul(var_191, var_197);
        var_199 = wp::normalize(var_198);
        var_201 = wp::mul(var_199, var_200);
        var_202 = wp::add(var_186, var_201);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_203 = wp::normalize(var_202);
        var_204 = wp::cw_mul(var_10, var_203);
        var_205 = wp::skew(var_204);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_207 = wp::quat_rotate(var_8, var_141);
        var_210 = (var_208 > var_209);
        var_213 = wp::where(var_210, var_211, var_212);
        var_214 = wp::mul(var_207, var_213);
        var_215 = wp::normalize(var_214);
        var_217 = wp::mul(var_215, var_216);
        var_218 = wp::add(var_202, var_217);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_219 = wp::normalize(var_218);
        var_220 = wp::cw_mul(var_10, var_219);
        var_221 = wp::skew(var_220);
        // s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51       <L 33>
        var_223 = wp::quat_rotate(var_8, var_141);
        var_226 = (var_224 > var_225);
        var_229 = wp::where(var_226, var_227, var_228);
        var_230 = wp::mul(var_223, var_229);
        var_231 = wp::normalize(var_230);
        var_233 = wp::mul(var_231, var_232);
        var_234 = wp::add(var_218, var_233);
        // v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                          <L 34>
        var_235 = wp::normalize(var_234);
        var_236 = wp::cw_mul(var_10, var_235);
        var_237 = wp::skew(var_236);
        // for j1 in range(n):                                                                    <L 35>
        var_238 = wp::range(var_n);
        // wp.atomic_min(acc0, tid % acc0.shape[0], (wp.outer(v1, v3))[0, 2])                     <L 37>
        var_246 = &(var_acc0.shape);
        var_249 = wp::load(var_246);
        var_248 = wp::extract(var_249, var_247);
        var_250 = wp::mod(var_0, var_248);
        var_251 = wp::outer(var_141, var_10);
        var_254 = wp::extract(var_251, var_252, var_253);
        // var_255 = wp::atomic_min(var_acc0, var_250, var_254);
        // wp.atomic_max(acc0, 0, float(tid))                                                     <L 38>
        var_257 = wp::float(var_0);
        // var_258 = wp::atomic_max(var_acc0, var_256, var_257);
        // out0[tid] = float(tid)                                                                 <L 39>
        var_259 = wp::float(var_0);
        // wp::array_store(var_out0, var_0, var_259);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_259, adj_out0, adj_0, adj_259);
        wp::adj_float(var_0, adj_0, adj_259);
        // adj: out0[tid] = float(tid)                                                            <L 39>
        wp::adj_atomic_max(var_acc0, var_256, var_257, adj_acc0, adj_256, adj_257, adj_258);
        wp::adj_float(var_0, adj_0, adj_257);
        // adj: wp.atomic_max(acc0, 0, float(tid))                                                <L 38>
        wp::adj_atomic_min(var_acc0, var_250, var_254, adj_acc0, adj_250, adj_254, adj_255);
        wp::adj_extract(var_251, var_252, var_253, adj_251, adj_252, adj_253, adj_254);
        wp::adj_outer(var_141, var_10, adj_141, adj_10, adj_251);
        wp::adj_mod(var_0, var_248, adj_0, adj_248, adj_250);
        adj_acc0.shape = adj_246;
        // adj: wp.atomic_min(acc0, tid % acc0.shape[0], (wp.outer(v1, v3))[0, 2])                <L 37>
        var_238 = wp::iter_reverse(var_238);
        start_for_2:;
            if (iter_cmp(var_238) == 0) goto end_for_2;
            var_239 = wp::iter_next(var_238);
        	adj_240 = {};
        	adj_241 = {};
        	adj_242 = {};
        	adj_243 = {};
        	adj_244 = {};
        	adj_245 = {};
            // v0 = v0 * 0.5 + wp.diag(v1) * 0.1                                                  <L 36>
            var_241 = wp::mul(var_140, var_240);
            var_242 = wp::diag(var_141);
            var_244 = wp::mul(var_242, var_243);
            var_245 = wp::add(var_241, var_244);
            wp::assign(var_140, var_245);
            wp::adj_assign(var_140, var_245, adj_140, adj_245);
            wp::adj_add(var_241, var_244, adj_241, adj_244, adj_245);
            wp::adj_mul(var_242, var_243, adj_242, adj_243, adj_244);
            wp::adj_diag(var_141, adj_141, adj_242);
            wp::adj_mul(var_140, var_240, adj_140, adj_240, adj_241);
            // adj: v0 = v0 * 0.5 + wp.diag(v1) * 0.1                                             <L 36>
        	goto start_for_2;
        end_for_2:;
        // adj: for j1 in range(n):                                                               <L 35>
        wp::adj_skew(var_236, adj_236, adj_237);
        wp::adj_cw_mul(var_10, var_235, adj_10, adj_235, adj_236);
        wp::adj_normalize(var_234, var_235, adj_234, adj_235);
        // adj: v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                     <L 34>
        wp::adj_add(var_218, var_233, adj_218, adj_233, adj_234);
        wp::adj_mul(var_231, var_232, adj_231, adj_232, adj_233);
        wp::adj_normalize(var_230, var_231, adj_230, adj_231);
        wp::adj_mul(var_223, var_229, adj_223, adj_229, adj_230);
        wp::adj_where(var_226, var_227, var_228, adj_226, adj_227, adj_228, adj_229);
        wp::adj_quat_rotate(var_8, var_141, adj_8, adj_141, adj_223);
        // adj: s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51  <L 33>
        wp::adj_skew(var_220, adj_220, adj_221);
        wp::adj_cw_mul(var_10, var_219, adj_10, adj_219, adj_220);
        wp::adj_normalize(var_218, var_219, adj_218, adj_219);
        // adj: v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                     <L 34>
        wp::adj_add(var_202, var_217, adj_202, adj_217, adj_218);
        wp::adj_mul(var_215, var_216, adj_215, adj_216, adj_217);
        wp::adj_normalize(var_214, var_215, adj_214, adj_215);
        wp::adj_mul(var_207, var_213, adj_207, adj_213, adj_214);
        wp::adj_where(var_210, var_211, var_212, adj_210, adj_211, adj_212, adj_213);
        wp::adj_quat_rotate(var_8, var_141, adj_8, adj_141, adj_207);
        // adj: s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51  <L 33>
        wp::adj_skew(var_204, adj_204, adj_205);
        wp::adj_cw_mul(var_10, var_203, adj_10, adj_203, adj_204);
        wp::adj_normalize(var_202, var_203, adj_202, adj_203);
        // adj: v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                     <L 34>
        wp::adj_add(var_186, var_201, adj_186, adj_201, adj_202);
        wp::adj_mul(var_199, var_200, adj_199, adj_200, adj_201);
        wp::adj_normalize(var_198, var_199, adj_198, adj_199);
        wp::adj_mul(var_191, var_197, adj_191, adj_197, adj_198);
        wp::adj_where(var_194, var_195, var_196, adj_194, adj_195, adj_196, adj_197);
        wp::adj_quat_rotate(var_8, var_141, adj_8, adj_141, adj_191);
        // adj: s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51  <L 33>
        wp::adj_skew(var_188, adj_188, adj_189);
        wp::adj_cw_mul(var_10, var_187, adj_10, adj_187, adj_188);
        wp::adj_normalize(var_186, var_187, adj_186, adj_187);
        // adj: v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                     <L 34>
        wp::adj_add(var_170, var_185, adj_170, adj_185, adj_186);
        wp::adj_mul(var_183, var_184, adj_183, adj_184, adj_185);
        wp::adj_normalize(var_182, var_183, adj_182, adj_183);
        wp::adj_mul(var_175, var_181, adj_175, adj_181, adj_182);
        wp::adj_where(var_178, var_179, var_180, adj_178, adj_179, adj_180, adj_181);
        wp::adj_quat_rotate(var_8, var_141, adj_8, adj_141, adj_175);
        // adj: s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51  <L 33>
        wp::adj_skew(var_172, adj_172, adj_173);
        wp::adj_cw_mul(var_10, var_171, adj_10, adj_171, adj_172);
        wp::adj_normalize(var_170, var_171, adj_170, adj_171);
        // adj: v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                     <L 34>
        wp::adj_add(var_154, var_169, adj_154, adj_169, adj_170);
        wp::adj_mul(var_167, var_168, adj_167, adj_168, adj_169);
        wp::adj_normalize(var_166, var_167, adj_166, adj_167);
        wp::adj_mul(var_159, var_165, adj_159, adj_165, adj_166);
        wp::adj_where(var_162, var_163, var_164, adj_162, adj_163, adj_164, adj_165);
        wp::adj_quat_rotate(var_8, var_141, adj_8, adj_141, adj_159);
        // adj: s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51  <L 33>
        wp::adj_skew(var_156, adj_156, adj_157);
        wp::adj_cw_mul(var_10, var_155, adj_10, adj_155, adj_156);
        wp::adj_normalize(var_154, var_155, adj_154, adj_155);
        // adj: v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))                                     <L 34>
        wp::adj_add(var_138, var_153, adj_138, adj_153, adj_154);
        wp::adj_mul(var_151, var_152, adj_151, adj_152, adj_153);
        wp::adj_normalize(var_150, var_151, adj_150, adj_151);
        wp::adj_mul(var_143, var_149, adj_143, adj_149, adj_150);
        wp::adj_where(var_146, var_147, var_148, adj_146, adj_147, adj_148, adj_149);
        wp::adj_quat_rotate(var_8, var_141, adj_8, adj_141, adj_143);
        // adj: s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51  <L 33>
        // adj: for j1 in range(6):                                                               <L 32>
        wp::adj_where(var_13, var_5, var_137, adj_13, adj_5, adj_137, adj_141);
        wp::adj_where(var_13, var_2, var_136, adj_13, adj_2, adj_136, adj_140);
        wp::adj_where(var_13, var_23, var_s1, adj_13, adj_23, adj_s1, adj_139);
        wp::adj_where(var_13, var_s0, var_135, adj_13, adj_s0, adj_135, adj_138);
        if (!var_13) {
            wp::adj_where(var_40, var_5, var_134, adj_40, adj_5, adj_134, adj_137);
            wp::adj_where(var_40, var_2, var_133, adj_40, adj_2, adj_133, adj_136);
            wp::adj_where(var_40, var_49, var_132, adj_40, adj_49, adj_132, adj_135);
            if (!var_40) {
                wp::adj_where(var_56, var_93, var_131, adj_56, adj_93, adj_131, adj_134);
                wp::adj_where(var_56, var_62, var_2, adj_56, adj_62, adj_2, adj_133);
                wp::adj_where(var_56, var_s0, var_130, adj_56, adj_s0, adj_130, adj_132);
                if (!var_56) {
                    wp::adj_where(var_99, var_5, var_129, adj_99, adj_5, adj_129, adj_131);
                    wp::adj_where(var_99, var_109, var_120, adj_99, adj_109, adj_120, adj_130);
                    if (!var_99) {
                        wp::adj_add(var_5, var_128, adj_5, adj_128, adj_129);
                        wp::adj_mul(var_126, var_127, adj_126, adj_127, adj_128);
                        wp::adj_normalize(var_125, var_126, adj_125, adj_126);
                        wp::adj_mul(var_123, var_124, adj_123, adj_124, adj_125);
                        wp::adj_cross(var_120, var_120, adj_120, adj_120, adj_124);
                        wp::adj_add(var_121, var_122, adj_121, adj_122, adj_123);
                        // adj: v1 = v1 + wp.normalize(((-0.86 + 1.59) * wp.cross(s0, s0))) * 0.29  <L 31>
                        wp::adj_add(var_s0, var_119, adj_s0, adj_119, adj_120);
                        wp::adj_mul(var_117, var_118, adj_117, adj_118, adj_119);
                        wp::adj_normalize(var_116, var_117, adj_116, adj_117);
                        wp::adj_sub(var_114, var_115, adj_114, adj_115, adj_116);
                        wp::adj_add(var_s0, var_10, adj_s0, adj_10, adj_115);
                        wp::adj_cross(var_113, var_10, adj_113, adj_10, adj_114);
                        wp::adj_vec_t(var_110, var_111, var_112, adj_110, adj_111, adj_112, adj_113);
                        // adj: s0 = s0 + wp.normalize((wp.cross(wp.vec3(0.384, -1.28, 1.41), v3) - (s0 + v3))) * 1.85  <L 30>
                    }
                    if (var_99) {
                        wp::adj_add(var_s0, var_108, adj_s0, adj_108, adj_109);
                        wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
                        wp::adj_normalize(var_105, var_106, adj_105, adj_106);
                        wp::adj_sub(var_100, var_104, adj_100, adj_104, adj_105);
                        wp::adj_vec_t(var_101, var_102, var_103, adj_101, adj_102, adj_103, adj_104);
                        wp::adj_cross(var_10, var_s0, adj_10, adj_s0, adj_100);
                        // adj: s0 = s0 + wp.normalize((wp.cross(v3, s0) - wp.vec3(-0.33, 1.46, -1.43))) * 0.78  <L 28>
                    }
                    wp::adj_length_sq(var_96, adj_96, adj_97);
                    wp::adj_vec_t(var_94, var_95, adj_94, adj_95, adj_96);
                    // adj: elif wp.length_sq(wp.vec2(0.246, 1.2)) > 1.02:                        <L 27>
                }
                if (var_56) {
                    wp::adj_where(var_63, var_82, var_5, adj_63, adj_82, adj_5, adj_93);
                    if (var_63) {
                        wp::adj_mul(var_89, var_91, adj_89, adj_91, adj_92);
                        wp::adj_float(var_90, adj_90, adj_91);
                        wp::adj_add(var_0, var_0, adj_0, adj_0, adj_90);
                        wp::adj_mul(var_87, var_88, adj_87, adj_88, adj_89);
                        wp::adj_diag(var_86, adj_86, adj_87);
                        wp::adj_vec_t(var_83, var_84, var_85, adj_83, adj_84, adj_85, adj_86);
                        // adj: v7 = ((wp.diag(wp.vec3(-1.9, -0.87, 1.6)) * -1.049) * float((tid + tid)))  <L 26>
                        wp::adj_add(var_5, var_81, adj_5, adj_81, adj_82);
                        wp::adj_mul(var_79, var_80, adj_79, adj_80, adj_81);
                        wp::adj_normalize(var_78, var_79, adj_78, adj_79);
                        wp::adj_add(var_76, var_77, adj_76, adj_77, adj_78);
                        wp::adj_max(var_s0, var_10, adj_s0, adj_10, adj_77);
                        wp::adj_add(var_10, var_10, adj_10, adj_10, adj_76);
                        // adj: v1 = v1 + wp.normalize(((v3 + v3) + wp.max(s0, v3))) * 1.6        <L 25>
                    }
                    if (!var_63) {
                        wp::adj_mod(var_71, var_72, adj_71, adj_72, adj_73);
                    }
                    if (var_64) {
                    }
                    // adj: if ((1.87 < 1.307) and (-1.22 >= -1.6)) or ((6) % 3 == 1):            <L 24>
                    wp::adj_add(var_58, var_61, adj_58, adj_61, adj_62);
                    wp::adj_mul(var_59, var_60, adj_59, adj_60, adj_61);
                    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_59);
                    wp::adj_mul(var_2, var_57, adj_2, adj_57, adj_58);
                    // adj: v0 = v0 * 0.5 + (v0 + v0) * 0.1                                       <L 23>
                }
                wp::adj_mod(var_52, var_53, adj_52, adj_53, adj_54);
                wp::adj_add(var_0, var_0, adj_0, adj_0, adj_52);
                // adj: elif ((tid + tid)) % 3 == 1:                                              <L 22>
            }
            if (var_40) {
                wp::adj_float(var_50, adj_50, adj_51);
                // adj: v6 = float(-0.68)                                                         <L 21>
                wp::adj_add(var_s0, var_48, adj_s0, adj_48, adj_49);
                wp::adj_mul(var_46, var_47, adj_46, adj_47, adj_48);
                wp::adj_normalize(var_45, var_46, adj_45, adj_46);
                wp::adj_mul(var_42, var_44, adj_42, adj_44, adj_45);
                wp::adj_lerp(var_10, var_s0, var_43, adj_10, adj_s0, adj_43, adj_44);
                wp::adj_mul(var_2, var_41, adj_2, adj_41, adj_42);
                // adj: s0 = s0 + wp.normalize(((v0 * 1.196) @ wp.lerp(v3, s0, -1.4))) * 0.4      <L 20>
            }
            wp::adj_determinant(var_2, adj_2, adj_39);
            wp::adj_extract(var_5, var_37, adj_5, adj_37, adj_38);
            // adj: elif v1[0] > wp.determinant(v0):                                              <L 19>
        }
        if (var_13) {
            wp::adj_atomic_add(var_acc0, var_34, var_35, adj_acc0, adj_34, adj_35, adj_36);
            // adj: wp.atomic_add(acc0, 0, 1.49)                                                  <L 18>
        start_while_0:;
            var_27 = (var_25 < var_26);
        if ((var_27) == false) goto end_while_0;
        adj_28 = {};
        adj_29 = {};
        adj_30 = {};
        adj_31 = {};
        adj_32 = {};
        adj_33 = {};
                // w4 = w4 + 1                                                                    <L 15>
                var_29 = wp::add(var_25, var_28);
                // v2 = wp.normalize(v2 * (v2 * v2))                                              <L 16>
                var_30 = wp::mul(var_8, var_8);
                var_31 = wp::mul(var_8, var_30);
                var_32 = wp::normalize(var_31);
                // v5 = v3                                                                        <L 17>
                var_33 = wp::copy(var_10);
                wp::assign(var_8, var_32);
                wp::assign(var_25, var_29);
                wp::adj_assign(var_25, var_29, adj_25, adj_29);
                wp::adj_assign(var_8, var_32, adj_8, adj_32);
                wp::adj_copy(var_10, adj_10, adj_33);
                // adj: v5 = v3                                                                   <L 17>
                wp::adj_normalize(var_31, adj_31, adj_32);
                wp::adj_mul(var_8, var_30, adj_8, adj_30, adj_31);
                wp::adj_mul(var_8, var_8, adj_8, adj_8, adj_30);
                // adj: v2 = wp.normalize(v2 * (v2 * v2))                                         <L 16>
                wp::adj_add(var_25, var_28, adj_25, adj_28, adj_29);
                // adj: w4 = w4 + 1                                                               <L 15>
        goto start_while_0;
        end_while_0:;
            // adj: while w4 < 5:                                                                 <L 14>
            // adj: w4 = int(0)                                                                   <L 13>
            wp::adj_add(var_s1, var_22, adj_s1, adj_22, adj_23);
            wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
            wp::adj_normalize(var_19, var_20, adj_19, adj_20);
            wp::adj_mul(var_16, var_18, adj_16, adj_18, adj_19);
            wp::adj_vec_t(var_14, var_15, adj_14, adj_15, adj_16);
            // adj: s1 = s1 + wp.normalize((wp.vec2(-1.67, -0.9) * wp.trunc(-0.05))) * 1.9        <L 12>
        }
        wp::adj_determinant(var_2, adj_2, adj_11);
        // adj: if wp.determinant(v0) < -1.6:                                                     <L 11>
        wp::adj_copy(var_s0, adj_s0, adj_10);
        // adj: v3 = s0                                                                           <L 10>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v2 = x2[tid]                                                                      <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def combined_000000(x0: wp.array(dtype=wp.mat33), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.quat), s0: wp.vec3, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

