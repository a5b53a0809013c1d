// Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void combined_000002_746d8a71_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::vec_t<3, wp::float32> var_s0,
    wp::mat_t<3, 3, wp::float32> var_s1,
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
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.0;
        wp::vec_t<3, wp::float32> var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        const wp::float32 var_9 = 1.8;
        const wp::float32 var_10 = 1.201;
        bool var_11;
        const wp::float32 var_12 = -0.792;
        const wp::float32 var_13 = 1.54;
        wp::float32 var_14;
        const wp::float32 var_15 = -1.7;
        wp::float32 var_16;
        bool var_17;
        const wp::float32 var_18 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_19;
        const wp::float32 var_20 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        const wp::int32 var_23 = 0;
        const wp::float32 var_24 = 0.662;
        wp::float32 var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        const wp::int32 var_28 = 0;
        bool var_29;
        const wp::float32 var_30 = -0.61;
        const wp::float32 var_31 = 1.652;
        const wp::float32 var_32 = -0.06;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::float32 var_37 = 1.68;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        const wp::float32 var_42 = -1.62;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 1.0;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::vec_t<3, wp::float32> var_48;
        const wp::float32 var_49 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_50;
        const wp::int32 var_51 = 1;
        wp::int32 var_52;
        wp::shape_t* var_53;
        const wp::int32 var_54 = 0;
        wp::int32 var_55;
        wp::shape_t var_56;
        wp::int32 var_57;
        wp::mat_t<3, 3, wp::float32>* var_58;
        const wp::float32 var_59 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_60;
        wp::mat_t<3, 3, wp::float32> var_61;
        wp::mat_t<3, 3, wp::float32> var_62;
        const wp::float32 var_63 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_64;
        const wp::float32 var_65 = 1.941;
        const wp::float32 var_66 = -1.326;
        const wp::float32 var_67 = 0.49;
        wp::vec_t<3, wp::float32> var_68;
        wp::mat_t<3, 3, wp::float32> var_69;
        wp::mat_t<3, 3, wp::float32> var_70;
        const wp::float32 var_71 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_72;
        wp::mat_t<3, 3, wp::float32> var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::mat_t<3, 3, wp::float32> var_75;
        wp::mat_t<3, 3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::mat_t<3, 3, wp::float32> var_78;
        wp::mat_t<3, 3, wp::float32> var_79;
        const wp::float32 var_80 = -1.9;
        const wp::float32 var_81 = -0.7;
        wp::float32 var_82;
        const wp::float32 var_83 = -0.2;
        const wp::float32 var_84 = 0.15;
        wp::float32 var_85;
        bool var_86;
        const wp::float32 var_87 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_88;
        const wp::float32 var_89 = -0.9;
        const wp::float32 var_90 = -1.8;
        const wp::float32 var_91 = -0.2;
        wp::vec_t<3, wp::float32> var_92;
        wp::mat_t<3, 3, wp::float32> var_93;
        const wp::float32 var_94 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_95;
        wp::mat_t<3, 3, wp::float32> var_96;
        const wp::float32 var_97 = 1.7;
        const wp::float32 var_98 = 0.38;
        const wp::float32 var_99 = 0.06;
        wp::vec_t<3, wp::float32> var_100;
        wp::vec_t<3, wp::float32> var_101;
        const wp::float32 var_102 = -0.32;
        wp::quat_t<wp::float32> var_103;
        const wp::float32 var_104 = -1.17;
        const wp::float32 var_105 = 0.66;
        const wp::float32 var_106 = 0.4;
        wp::vec_t<3, wp::float32> var_107;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        wp::vec_t<3, wp::float32> var_110;
        const wp::float32 var_111 = 1.16;
        wp::vec_t<3, wp::float32> var_112;
        wp::vec_t<3, wp::float32> var_113;
        bool var_114;
        bool var_115;
        const wp::float32 var_116 = 1.96;
        const wp::float32 var_117 = -1.8;
        bool var_118;
        const wp::float32 var_119 = 0.4;
        const wp::float32 var_120 = -0.985;
        bool var_121;
        bool var_122;
        const wp::int32 var_123 = 3;
        wp::int32 var_124;
        const wp::int32 var_125 = 1;
        bool var_126;
        const wp::float32 var_127 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_128;
        const wp::float32 var_129 = 0.143;
        const wp::float32 var_130 = 0.92;
        const wp::float32 var_131 = -0.002;
        wp::vec_t<3, wp::float32> var_132;
        wp::mat_t<3, 3, wp::float32> var_133;
        wp::mat_t<3, 3, wp::float32> var_134;
        const wp::float32 var_135 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_136;
        wp::mat_t<3, 3, wp::float32> var_137;
        const wp::float32 var_138 = 1.1;
        wp::vec_t<3, wp::float32> var_139;
        wp::vec_t<3, wp::float32> var_140;
        const wp::float32 var_141 = 1.48;
        wp::vec_t<3, wp::float32> var_142;
        wp::vec_t<3, wp::float32> var_143;
        wp::vec_t<3, wp::float32> var_144;
        const wp::float32 var_145 = 1.27;
        wp::vec_t<3, wp::float32> var_146;
        wp::vec_t<3, wp::float32> var_147;
        const wp::float32 var_148 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_149;
        const wp::float32 var_150 = -1.483;
        const wp::float32 var_151 = 1.7;
        const wp::float32 var_152 = 0.02;
        wp::vec_t<3, wp::float32> var_153;
        wp::mat_t<3, 3, wp::float32> var_154;
        wp::mat_t<3, 3, wp::float32> var_155;
        const wp::float32 var_156 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_157;
        wp::mat_t<3, 3, wp::float32> var_158;
        const wp::float32 var_159 = 0.6;
        const wp::float32 var_160 = -1.146;
        const wp::float32 var_161 = -0.7;
        wp::vec_t<3, wp::float32> var_162;
        wp::vec_t<3, wp::float32> var_163;
        const wp::float32 var_164 = -1.0;
        wp::quat_t<wp::float32> var_165;
        wp::vec_t<3, wp::float32> var_166;
        const wp::float32 var_167 = 0.1;
        const wp::float32 var_168 = -4.0;
        const wp::float32 var_169 = 4.0;
        wp::float32 var_170;
        wp::float32 var_171;
        wp::vec_t<3, wp::float32> var_172;
        wp::float32 var_173;
        const wp::float32 var_174 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_175;
        const wp::int32 var_176 = 3;
        wp::mat_t<3, 3, wp::float32> var_177;
        const wp::float32 var_178 = -1.337;
        wp::mat_t<3, 3, wp::float32> var_179;
        wp::mat_t<3, 3, wp::float32> var_180;
        const wp::float32 var_181 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_182;
        wp::mat_t<3, 3, wp::float32> var_183;
        wp::vec_t<3, wp::float32> var_184;
        wp::mat_t<3, 3, wp::float32> var_185;
        wp::mat_t<3, 3, wp::float32> var_186;
        wp::vec_t<3, wp::float32> var_187;
        const wp::float32 var_188 = 0.207;
        wp::vec_t<3, wp::float32> var_189;
        wp::vec_t<3, wp::float32> var_190;
        const wp::float32 var_191 = 0.31;
        wp::vec_t<3, wp::float32> var_192;
        wp::vec_t<3, wp::float32> var_193;
        wp::vec_t<3, wp::float32> var_194;
        wp::mat_t<3, 3, wp::float32> var_195;
        wp::mat_t<3, 3, wp::float32> var_196;
        const wp::int32 var_197 = 0;
        const wp::float32 var_198 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_199;
        const wp::float32 var_200 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_201;
        wp::mat_t<3, 3, wp::float32> var_202;
        const wp::int32 var_203 = 1;
        const wp::float32 var_204 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_205;
        const wp::float32 var_206 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_207;
        wp::mat_t<3, 3, wp::float32> var_208;
        const wp::int32 var_209 = 2;
        const wp::float32 var_210 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_211;
        const wp::float32 var_212 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_213;
        wp::mat_t<3, 3, wp::float32> var_214;
        const wp::int32 var_215 = 3;
        const wp::float32 var_216 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_217;
        const wp::float32 var_218 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_219;
        wp::mat_t<3, 3, wp::float32> var_220;
        const wp::int32 var_221 = 4;
        const wp::float32 var_222 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_223;
        const wp::float32 var_224 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_225;
        wp::mat_t<3, 3, wp::float32> var_226;
        const wp::int32 var_227 = 0;
        wp::int32 var_228;
        const wp::int32 var_229 = 4;
        bool var_230;
        const wp::int32 var_231 = 1;
        wp::int32 var_232;
        const wp::float32 var_233 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_234;
        const wp::float32 var_235 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_236;
        wp::mat_t<3, 3, wp::float32> var_237;
        const wp::int32 var_238 = 3;
        wp::int32 var_239;
        wp::shape_t* var_240;
        const wp::int32 var_241 = 0;
        wp::int32 var_242;
        wp::shape_t var_243;
        wp::int32 var_244;
        const wp::float32 var_245 = -0.68;
        wp::float32 var_246;
        const wp::float32 var_247 = 1.0;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        const wp::float32 var_251 = -1.24;
        const wp::float32 var_252 = 0.6;
        const wp::float32 var_253 = 0.2;
        wp::vec_t<2, wp::float32> var_254;
        const wp::float32 var_255 = 0.28;
        const wp::float32 var_256 = -1.8;
        wp::vec_t<2, wp::float32> var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        //---------
        // forward
        // def combined_000002(x0: wp.array(dtype=wp.mat33), s0: wp.vec3, s1: wp.mat33, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = wp.diag(wp.lerp((s0 + s0), (s0 + s0), 0.0))                                       <L 8>
        var_4 = wp::add(var_s0, var_s0);
        var_5 = wp::add(var_s0, var_s0);
        var_7 = wp::lerp(var_4, var_5, var_6);
        var_8 = wp::diag(var_7);
        // if wp.where(1.8 > 1.201, -0.792, 1.54) > wp.frac(-1.7):                                <L 9>
        var_11 = (var_9 > var_10);
        var_14 = wp::where(var_11, var_12, var_13);
        var_16 = wp::frac(var_15);
        var_17 = (var_14 > var_16);
        if (var_17) {
            // v1 = v1 * 0.5 + v0 * 0.1                                                           <L 10>
            var_19 = wp::mul(var_8, var_18);
            var_21 = wp::mul(var_2, var_20);
            var_22 = wp::add(var_19, var_21);
            // wp.atomic_max(acc0, 0, 0.662)                                                      <L 11>
            var_25 = wp::atomic_max(var_acc0, var_23, var_24);
        }
        if (!var_17) {
            // elif (tid) % 3 == 0:                                                               <L 12>
            var_27 = wp::mod(var_0, var_26);
            var_29 = (var_27 == var_28);
            if (var_29) {
                // s0 = s0 + wp.normalize(wp.normalize(wp.max(s0, wp.vec3(-0.61, 1.652, -0.06)))) * 1.68       <L 13>
                var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
                var_34 = wp::max(var_s0, var_33);
                var_35 = wp::normalize(var_34);
                var_36 = wp::normalize(var_35);
                var_38 = wp::mul(var_36, var_37);
                var_39 = wp::add(var_s0, var_38);
                // v2 = ((v1 @ wp.normalize(s0)) * (-1.62 / (wp.abs(float(tid)) + 1.0)))          <L 14>
                var_40 = wp::normalize(var_39);
                var_41 = wp::mul(var_8, var_40);
                var_43 = wp::float(var_0);
                var_44 = wp::abs(var_43);
                var_46 = wp::add(var_44, var_45);
                var_47 = wp::div(var_42, var_46);
                var_48 = wp::mul(var_41, var_47);
            }
            if (!var_29) {
                // v1 = v1 * 0.5 + x0[(tid + 1) % x0.shape[0]] * 0.1                              <L 16>
                var_50 = wp::mul(var_8, var_49);
                var_52 = wp::add(var_0, var_51);
                var_53 = &(var_x0.shape);
                var_56 = wp::load(var_53);
                var_55 = wp::extract(var_56, var_54);
                var_57 = wp::mod(var_52, var_55);
                var_58 = wp::address(var_x0, var_57);
                var_61 = wp::load(var_58);
                var_60 = wp::mul(var_61, var_59);
                var_62 = wp::add(var_50, var_60);
                // s1 = s1 * 0.5 + (wp.diag(wp.vec3(1.941, -1.326, 0.49)) @ v0) * 0.1             <L 17>
                var_64 = wp::mul(var_s1, var_63);
                var_68 = wp::vec_t<3, wp::float32>(var_65, var_66, var_67);
                var_69 = wp::diag(var_68);
                var_70 = wp::mul(var_69, var_2);
                var_72 = wp::mul(var_70, var_71);
                var_73 = wp::add(var_64, var_72);
            }
            var_74 = wp::where(var_29, var_39, var_s0);
            var_75 = wp::where(var_29, var_s1, var_73);
            var_76 = wp::where(var_29, var_8, var_62);
        }
        var_77 = wp::where(var_17, var_s0, var_74);
        var_78 = wp::where(var_17, var_s1, var_75);
        var_79 = wp::where(var_17, var_22, var_76);
        // if (-1.9 * -0.7) <= wp.min(-0.2, 0.15):                                                <L 18>
        var_82 = wp::mul(var_80, var_81);
        var_85 = wp::min(var_83, var_84);
        var_86 = (var_82 <= var_85);
        if (var_86) {
            // s1 = s1 * 0.5 + wp.diag(wp.vec3(-0.9, -1.8, -0.2)) * 0.1                           <L 19>
            var_88 = wp::mul(var_78, var_87);
            var_92 = wp::vec_t<3, wp::float32>(var_89, var_90, var_91);
            var_93 = wp::diag(var_92);
            var_95 = wp::mul(var_93, var_94);
            var_96 = wp::add(var_88, var_95);
        }
        if (!var_86) {
            // s0 = s0 + wp.normalize(wp.normalize(wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.7, 0.38, 0.06)), -0.32), wp.vec3(-1.17, 0.66, 0.4)))) * 1.16       <L 21>
            var_100 = wp::vec_t<3, wp::float32>(var_97, var_98, var_99);
            var_101 = wp::normalize(var_100);
            var_103 = wp::quat_from_axis_angle(var_101, var_102);
            var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
            var_108 = wp::quat_rotate(var_103, var_107);
            var_109 = wp::normalize(var_108);
            var_110 = wp::normalize(var_109);
            var_112 = wp::mul(var_110, var_111);
            var_113 = wp::add(var_77, var_112);
            // if (not (1.96 <= -1.8 or 0.4 <= -0.985)) or ((tid) % 3 == 1):                      <L 22>
            var_118 = (var_116 <= var_117);
            var_115 = var_118;
            if (!var_115) {
                var_121 = (var_119 <= var_120);
                var_115 = var_115 || var_121;
            }
            var_122 = wp::unot(var_115);
            var_114 = var_122;
            if (!var_114) {
                var_124 = wp::mod(var_0, var_123);
                var_126 = (var_124 == var_125);
                var_114 = var_114 || var_126;
            }
            if (var_114) {
                // s1 = s1 * 0.5 + (wp.diag(wp.vec3(0.143, 0.92, -0.002)) @ v0) * 0.1             <L 23>
                var_128 = wp::mul(var_78, var_127);
                var_132 = wp::vec_t<3, wp::float32>(var_129, var_130, var_131);
                var_133 = wp::diag(var_132);
                var_134 = wp::mul(var_133, var_2);
                var_136 = wp::mul(var_134, var_135);
                var_137 = wp::add(var_128, var_136);
                // s0 = s0 + wp.normalize((1.1 * s0)) * 1.48                                      <L 24>
                var_139 = wp::mul(var_138, var_113);
                var_140 = wp::normalize(var_139);
                var_142 = wp::mul(var_140, var_141);
                var_143 = wp::add(var_113, var_142);
                // s0 = s0 + wp.normalize(s0) * 1.27                                              <L 25>
                var_144 = wp::normalize(var_143);
                var_146 = wp::mul(var_144, var_145);
                var_147 = wp::add(var_143, var_146);
            }
            if (!var_114) {
                // v1 = v1 * 0.5 + (v1 @ wp.diag(wp.vec3(-1.483, 1.7, 0.02))) * 0.1               <L 27>
                var_149 = wp::mul(var_79, var_148);
                var_153 = wp::vec_t<3, wp::float32>(var_150, var_151, var_152);
                var_154 = wp::diag(var_153);
                var_155 = wp::mul(var_79, var_154);
                var_157 = wp::mul(var_155, var_156);
                var_158 = wp::add(var_149, var_157);
                // v3 = wp.length_sq((wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.146, -0.7)), -1.0), s0) * wp.exp(wp.clamp(0.1, -4.0, 4.0))))       <L 28>
                var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
                var_163 = wp::normalize(var_162);
                var_165 = wp::quat_from_axis_angle(var_163, var_164);
                var_166 = wp::quat_rotate(var_165, var_113);
                var_170 = wp::clamp(var_167, var_168, var_169);
                var_171 = wp::exp(var_170);
                var_172 = wp::mul(var_166, var_171);
                var_173 = wp::length_sq(var_172);
                // v1 = v1 * 0.5 + (wp.identity(n=3, dtype=float) * -1.337 * v3) * 0.1            <L 29>
                var_175 = wp::mul(var_158, var_174);
                var_177 = wp::identity<3, wp::float32>();
                var_179 = wp::mul(var_177, var_178);
                var_180 = wp::mul(var_179, var_173);
                var_182 = wp::mul(var_180, var_181);
                var_183 = wp::add(var_175, var_182);
            }
            var_184 = wp::where(var_114, var_147, var_113);
            var_185 = wp::where(var_114, var_137, var_78);
            var_186 = wp::where(var_114, var_79, var_183);
            // s0 = s0 + wp.normalize(wp.lerp((s0 + s0), s0, 0.207)) * 0.31                       <L 30>
            var_187 = wp::add(var_184, var_184);
            var_189 = wp::lerp(var_187, var_184, var_188);
            var_190 = wp::normalize(var_189);
            var_192 = wp::mul(var_190, var_191);
            var_193 = wp::add(var_184, var_192);
        }
        var_194 = wp::where(var_86, var_77, var_193);
        var_195 = wp::where(var_86, var_96, var_185);
        var_196 = wp::where(var_86, var_79, var_186);
        // for j1 in range(5):                                                                    <L 31>
        // s1 = s1 * 0.5 + v0 * 0.1                                                               <L 32>
        var_199 = wp::mul(var_195, var_198);
        var_201 = wp::mul(var_2, var_200);
        var_202 = wp::add(var_199, var_201);
        var_205 = wp::mul(var_202, var_204);
        var_207 = wp::mul(var_2, var_206);
        var_208 = wp::add(var_205, var_207);
        var_211 = wp::mul(var_208, var_210);
        var_213 = wp::mul(var_2, var_212);
        var_214 = wp::add(var_211, var_213);
        var_217 = wp::mul(var_214, var_216);
        var_219 = wp::mul(var_2, var_218);
        var_220 = wp::add(var_217, var_219);
        var_223 = wp::mul(var_220, var_222);
        var_225 = wp::mul(var_2, var_224);
        var_226 = wp::add(var_223, var_225);
        // w4 = int(0)                                                                            <L 33>
        var_228 = wp::int(var_227);
        // while w4 < 4:                                                                          <L 34>
        start_while_0:;
        var_230 = (var_228 < var_229);
        if ((var_230) == false) goto end_while_0;
            // w4 = w4 + 1                                                                        <L 35>
            var_232 = wp::add(var_228, var_231);
            // s1 = s1 * 0.5 + s1 * 0.1                                                           <L 36>
            var_234 = wp::mul(var_226, var_233);
            var_236 = wp::mul(var_226, var_235);
            var_237 = wp::add(var_234, var_236);
            // wp.atomic_max(acc0, (tid * 3) % acc0.shape[0], wp.log2(wp.abs(-0.68) + 1.0))       <L 37>
            var_239 = wp::mul(var_0, var_238);
            var_240 = &(var_acc0.shape);
            var_243 = wp::load(var_240);
            var_242 = wp::extract(var_243, var_241);
            var_244 = wp::mod(var_239, var_242);
            var_246 = wp::abs(var_245);
            var_248 = wp::add(var_246, var_247);
            var_249 = wp::log2(var_248);
            var_250 = wp::atomic_max(var_acc0, var_244, var_249);
            wp::assign(var_226, var_237);
            wp::assign(var_228, var_232);
        goto start_while_0;
        end_while_0:;
        // out0[tid] = (-1.24 - wp.dot(wp.vec2(0.6, 0.2), wp.vec2(0.28, -1.8)))                   <L 38>
        var_254 = wp::vec_t<2, wp::float32>(var_252, var_253);
        var_257 = wp::vec_t<2, wp::float32>(var_255, var_256);
        var_258 = wp::dot(var_254, var_257);
        var_259 = wp::sub(var_251, var_258);
        wp::array_store(var_out0, var_0, var_259);
    }
}



extern "C" __global__ void combined_000002_746d8a71_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0,
    wp::vec_t<3, wp::float32> var_s0,
    wp::mat_t<3, 3, wp::float32> var_s1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x0,
    wp::vec_t<3, wp::float32> adj_s0,
    wp::mat_t<3, 3, wp::float32> adj_s1,
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
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.0;
        wp::vec_t<3, wp::float32> var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        const wp::float32 var_9 = 1.8;
        const wp::float32 var_10 = 1.201;
        bool var_11;
        const wp::float32 var_12 = -0.792;
        const wp::float32 var_13 = 1.54;
        wp::float32 var_14;
        const wp::float32 var_15 = -1.7;
        wp::float32 var_16;
        bool var_17;
        const wp::float32 var_18 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_19;
        const wp::float32 var_20 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        const wp::int32 var_23 = 0;
        const wp::float32 var_24 = 0.662;
        wp::float32 var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        const wp::int32 var_28 = 0;
        bool var_29;
        const wp::float32 var_30 = -0.61;
        const wp::float32 var_31 = 1.652;
        const wp::float32 var_32 = -0.06;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::float32 var_37 = 1.68;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        const wp::float32 var_42 = -1.62;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 1.0;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::vec_t<3, wp::float32> var_48;
        const wp::float32 var_49 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_50;
        const wp::int32 var_51 = 1;
        wp::int32 var_52;
        wp::shape_t* var_53;
        const wp::int32 var_54 = 0;
        wp::int32 var_55;
        wp::shape_t var_56;
        wp::int32 var_57;
        wp::mat_t<3, 3, wp::float32>* var_58;
        const wp::float32 var_59 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_60;
        wp::mat_t<3, 3, wp::float32> var_61;
        wp::mat_t<3, 3, wp::float32> var_62;
        const wp::float32 var_63 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_64;
        const wp::float32 var_65 = 1.941;
        const wp::float32 var_66 = -1.326;
        const wp::float32 var_67 = 0.49;
        wp::vec_t<3, wp::float32> var_68;
        wp::mat_t<3, 3, wp::float32> var_69;
        wp::mat_t<3, 3, wp::float32> var_70;
        const wp::float32 var_71 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_72;
        wp::mat_t<3, 3, wp::float32> var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::mat_t<3, 3, wp::float32> var_75;
        wp::mat_t<3, 3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::mat_t<3, 3, wp::float32> var_78;
        wp::mat_t<3, 3, wp::float32> var_79;
        const wp::float32 var_80 = -1.9;
        const wp::float32 var_81 = -0.7;
        wp::float32 var_82;
        const wp::float32 var_83 = -0.2;
        const wp::float32 var_84 = 0.15;
        wp::float32 var_85;
        bool var_86;
        const wp::float32 var_87 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_88;
        const wp::float32 var_89 = -0.9;
        const wp::float32 var_90 = -1.8;
        const wp::float32 var_91 = -0.2;
        wp::vec_t<3, wp::float32> var_92;
        wp::mat_t<3, 3, wp::float32> var_93;
        const wp::float32 var_94 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_95;
        wp::mat_t<3, 3, wp::float32> var_96;
        const wp::float32 var_97 = 1.7;
        const wp::float32 var_98 = 0.38;
        const wp::float32 var_99 = 0.06;
        wp::vec_t<3, wp::float32> var_100;
        wp::vec_t<3, wp::float32> var_101;
        const wp::float32 var_102 = -0.32;
        wp::quat_t<wp::float32> var_103;
        const wp::float32 var_104 = -1.17;
        const wp::float32 var_105 = 0.66;
        const wp::float32 var_106 = 0.4;
        wp::vec_t<3, wp::float32> var_107;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        wp::vec_t<3, wp::float32> var_110;
        const wp::float32 var_111 = 1.16;
        wp::vec_t<3, wp::float32> var_112;
        wp::vec_t<3, wp::float32> var_113;
        bool var_114;
        bool var_115;
        const wp::float32 var_116 = 1.96;
        const wp::float32 var_117 = -1.8;
        bool var_118;
        const wp::float32 var_119 = 0.4;
        const wp::float32 var_120 = -0.985;
        bool var_121;
        bool var_122;
        const wp::int32 var_123 = 3;
        wp::int32 var_124;
        const wp::int32 var_125 = 1;
        bool var_126;
        const wp::float32 var_127 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_128;
        const wp::float32 var_129 = 0.143;
        const wp::float32 var_130 = 0.92;
        const wp::float32 var_131 = -0.002;
        wp::vec_t<3, wp::float32> var_132;
        wp::mat_t<3, 3, wp::float32> var_133;
        wp::mat_t<3, 3, wp::float32> var_134;
        const wp::float32 var_135 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_136;
        wp::mat_t<3, 3, wp::float32> var_137;
        const wp::float32 var_138 = 1.1;
        wp::vec_t<3, wp::float32> var_139;
        wp::vec_t<3, wp::float32> var_140;
        const wp::float32 var_141 = 1.48;
        wp::vec_t<3, wp::float32> var_142;
        wp::vec_t<3, wp::float32> var_143;
        wp::vec_t<3, wp::float32> var_144;
        const wp::float32 var_145 = 1.27;
        wp::vec_t<3, wp::float32> var_146;
        wp::vec_t<3, wp::float32> var_147;
        const wp::float32 var_148 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_149;
        const wp::float32 var_150 = -1.483;
        const wp::float32 var_151 = 1.7;
        const wp::float32 var_152 = 0.02;
        wp::vec_t<3, wp::float32> var_153;
        wp::mat_t<3, 3, wp::float32> var_154;
        wp::mat_t<3, 3, wp::float32> var_155;
        const wp::float32 var_156 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_157;
        wp::mat_t<3, 3, wp::float32> var_158;
        const wp::float32 var_159 = 0.6;
        const wp::float32 var_160 = -1.146;
        const wp::float32 var_161 = -0.7;
        wp::vec_t<3, wp::float32> var_162;
        wp::vec_t<3, wp::float32> var_163;
        const wp::float32 var_164 = -1.0;
        wp::quat_t<wp::float32> var_165;
        wp::vec_t<3, wp::float32> var_166;
        const wp::float32 var_167 = 0.1;
        const wp::float32 var_168 = -4.0;
        const wp::float32 var_169 = 4.0;
        wp::float32 var_170;
        wp::float32 var_171;
        wp::vec_t<3, wp::float32> var_172;
        wp::float32 var_173;
        const wp::float32 var_174 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_175;
        const wp::int32 var_176 = 3;
        wp::mat_t<3, 3, wp::float32> var_177;
        const wp::float32 var_178 = -1.337;
        wp::mat_t<3, 3, wp::float32> var_179;
        wp::mat_t<3, 3, wp::float32> var_180;
        const wp::float32 var_181 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_182;
        wp::mat_t<3, 3, wp::float32> var_183;
        wp::vec_t<3, wp::float32> var_184;
        wp::mat_t<3, 3, wp::float32> var_185;
        wp::mat_t<3, 3, wp::float32> var_186;
        wp::vec_t<3, wp::float32> var_187;
        const wp::float32 var_188 = 0.207;
        wp::vec_t<3, wp::float32> var_189;
        wp::vec_t<3, wp::float32> var_190;
        const wp::float32 var_191 = 0.31;
        wp::vec_t<3, wp::float32> var_192;
        wp::vec_t<3, wp::float32> var_193;
        wp::vec_t<3, wp::float32> var_194;
        wp::mat_t<3, 3, wp::float32> var_195;
        wp::mat_t<3, 3, wp::float32> var_196;
        const wp::int32 var_197 = 0;
        const wp::float32 var_198 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_199;
        const wp::float32 var_200 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_201;
        wp::mat_t<3, 3, wp::float32> var_202;
        const wp::int32 var_203 = 1;
        const wp::float32 var_204 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_205;
        const wp::float32 var_206 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_207;
        wp::mat_t<3, 3, wp::float32> var_208;
        const wp::int32 var_209 = 2;
        const wp::float32 var_210 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_211;
        const wp::float32 var_212 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_213;
        wp::mat_t<3, 3, wp::float32> var_214;
        const wp::int32 var_215 = 3;
        const wp::float32 var_216 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_217;
        const wp::float32 var_218 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_219;
        wp::mat_t<3, 3, wp::float32> var_220;
        const wp::int32 var_221 = 4;
        const wp::float32 var_222 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_223;
        const wp::float32 var_224 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_225;
        wp::mat_t<3, 3, wp::float32> var_226;
        const wp::int32 var_227 = 0;
        wp::int32 var_228;
        const wp::int32 var_229 = 4;
        bool var_230;
        const wp::int32 var_231 = 1;
        wp::int32 var_232;
        const wp::float32 var_233 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_234;
        const wp::float32 var_235 = 0.1;
        wp::mat_t<3, 3, wp::float32> var_236;
        wp::mat_t<3, 3, wp::float32> var_237;
        const wp::int32 var_238 = 3;
        wp::int32 var_239;
        wp::shape_t* var_240;
        const wp::int32 var_241 = 0;
        wp::int32 var_242;
        wp::shape_t var_243;
        wp::int32 var_244;
        const wp::float32 var_245 = -0.68;
        wp::float32 var_246;
        const wp::float32 var_247 = 1.0;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        const wp::float32 var_251 = -1.24;
        const wp::float32 var_252 = 0.6;
        const wp::float32 var_253 = 0.2;
        wp::vec_t<2, wp::float32> var_254;
        const wp::float32 var_255 = 0.28;
        const wp::float32 var_256 = -1.8;
        wp::vec_t<2, wp::float32> var_257;
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
        wp::float32 adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::mat_t<3, 3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        bool adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        bool adj_17 = {};
        wp::float32 adj_18 = {};
        wp::mat_t<3, 3, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::mat_t<3, 3, wp::float32> adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        wp::int32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        bool adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::vec_t<3, wp::float32> adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::mat_t<3, 3, wp::float32> adj_50 = {};
        wp::int32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::shape_t adj_53 = {};
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::shape_t adj_56 = {};
        wp::int32 adj_57 = {};
        wp::mat_t<3, 3, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::mat_t<3, 3, wp::float32> adj_60 = {};
        wp::mat_t<3, 3, wp::float32> adj_61 = {};
        wp::mat_t<3, 3, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::mat_t<3, 3, wp::float32> adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::mat_t<3, 3, wp::float32> adj_69 = {};
        wp::mat_t<3, 3, wp::float32> adj_70 = {};
        wp::float32 adj_71 = {};
        wp::mat_t<3, 3, wp::float32> adj_72 = {};
        wp::mat_t<3, 3, wp::float32> adj_73 = {};
        wp::vec_t<3, wp::float32> adj_74 = {};
        wp::mat_t<3, 3, wp::float32> adj_75 = {};
        wp::mat_t<3, 3, wp::float32> adj_76 = {};
        wp::vec_t<3, wp::float32> adj_77 = {};
        wp::mat_t<3, 3, wp::float32> adj_78 = {};
        wp::mat_t<3, 3, wp::float32> adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        bool adj_86 = {};
        wp::float32 adj_87 = {};
        wp::mat_t<3, 3, wp::float32> adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::vec_t<3, wp::float32> adj_92 = {};
        wp::mat_t<3, 3, wp::float32> adj_93 = {};
        wp::float32 adj_94 = {};
        wp::mat_t<3, 3, wp::float32> adj_95 = {};
        wp::mat_t<3, 3, wp::float32> adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::vec_t<3, wp::float32> adj_100 = {};
        wp::vec_t<3, wp::float32> adj_101 = {};
        wp::float32 adj_102 = {};
        wp::quat_t<wp::float32> adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::vec_t<3, wp::float32> adj_107 = {};
        wp::vec_t<3, wp::float32> adj_108 = {};
        wp::vec_t<3, wp::float32> adj_109 = {};
        wp::vec_t<3, wp::float32> adj_110 = {};
        wp::float32 adj_111 = {};
        wp::vec_t<3, wp::float32> adj_112 = {};
        wp::vec_t<3, wp::float32> adj_113 = {};
        bool adj_114 = {};
        bool adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        bool adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        bool adj_121 = {};
        bool adj_122 = {};
        wp::int32 adj_123 = {};
        wp::int32 adj_124 = {};
        wp::int32 adj_125 = {};
        bool adj_126 = {};
        wp::float32 adj_127 = {};
        wp::mat_t<3, 3, wp::float32> adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::vec_t<3, wp::float32> adj_132 = {};
        wp::mat_t<3, 3, wp::float32> adj_133 = {};
        wp::mat_t<3, 3, wp::float32> adj_134 = {};
        wp::float32 adj_135 = {};
        wp::mat_t<3, 3, wp::float32> adj_136 = {};
        wp::mat_t<3, 3, wp::float32> adj_137 = {};
        wp::float32 adj_138 = {};
        wp::vec_t<3, wp::float32> adj_139 = {};
        wp::vec_t<3, wp::float32> adj_140 = {};
        wp::float32 adj_141 = {};
        wp::vec_t<3, wp::float32> adj_142 = {};
        wp::vec_t<3, wp::float32> adj_143 = {};
        wp::vec_t<3, wp::float32> adj_144 = {};
        wp::float32 adj_145 = {};
        wp::vec_t<3, wp::float32> adj_146 = {};
        wp::vec_t<3, wp::float32> adj_147 = {};
        wp::float32 adj_148 = {};
        wp::mat_t<3, 3, wp::float32> adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::vec_t<3, wp::float32> adj_153 = {};
        wp::mat_t<3, 3, wp::float32> adj_154 = {};
        wp::mat_t<3, 3, wp::float32> adj_155 = {};
        wp::float32 adj_156 = {};
        wp::mat_t<3, 3, wp::float32> adj_157 = {};
        wp::mat_t<3, 3, wp::float32> adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::vec_t<3, wp::float32> adj_162 = {};
        wp::vec_t<3, wp::float32> adj_163 = {};
        wp::float32 adj_164 = {};
        wp::quat_t<wp::float32> adj_165 = {};
        wp::vec_t<3, wp::float32> adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::float32 adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::vec_t<3, wp::float32> adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::mat_t<3, 3, wp::float32> adj_175 = {};
        wp::int32 adj_176 = {};
        wp::mat_t<3, 3, wp::float32> adj_177 = {};
        wp::float32 adj_178 = {};
        wp::mat_t<3, 3, wp::float32> adj_179 = {};
        wp::mat_t<3, 3, wp::float32> adj_180 = {};
        wp::float32 adj_181 = {};
        wp::mat_t<3, 3, wp::float32> adj_182 = {};
        wp::mat_t<3, 3, wp::float32> adj_183 = {};
        wp::vec_t<3, wp::float32> adj_184 = {};
        wp::mat_t<3, 3, wp::float32> adj_185 = {};
        wp::mat_t<3, 3, wp::float32> adj_186 = {};
        wp::vec_t<3, wp::float32> adj_187 = {};
        wp::float32 adj_188 = {};
        wp::vec_t<3, wp::float32> adj_189 = {};
        wp::vec_t<3, wp::float32> adj_190 = {};
        wp::float32 adj_191 = {};
        wp::vec_t<3, wp::float32> adj_192 = {};
        wp::vec_t<3, wp::float32> adj_193 = {};
        wp::vec_t<3, wp::float32> adj_194 = {};
        wp::mat_t<3, 3, wp::float32> adj_195 = {};
        wp::mat_t<3, 3, wp::float32> adj_196 = {};
        wp::int32 adj_197 = {};
        wp::float32 adj_198 = {};
        wp::mat_t<3, 3, wp::float32> adj_199 = {};
        wp::float32 adj_200 = {};
        wp::mat_t<3, 3, wp::float32> adj_201 = {};
        wp::mat_t<3, 3, wp::float32> adj_202 = {};
        wp::int32 adj_203 = {};
        wp::float32 adj_204 = {};
        wp::mat_t<3, 3, wp::float32> adj_205 = {};
        wp::float32 adj_206 = {};
        wp::mat_t<3, 3, wp::float32> adj_207 = {};
        wp::mat_t<3, 3, wp::float32> adj_208 = {};
        wp::int32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::mat_t<3, 3, wp::float32> adj_211 = {};
        wp::float32 adj_212 = {};
        wp::mat_t<3, 3, wp::float32> adj_213 = {};
        wp::mat_t<3, 3, wp::float32> adj_214 = {};
        wp::int32 adj_215 = {};
        wp::float32 adj_216 = {};
        wp::mat_t<3, 3, wp::float32> adj_217 = {};
        wp::float32 adj_218 = {};
        wp::mat_t<3, 3, wp::float32> adj_219 = {};
        wp::mat_t<3, 3, wp::float32> adj_220 = {};
        wp::int32 adj_221 = {};
        wp::float32 adj_222 = {};
        wp::mat_t<3, 3, wp::float32> adj_223 = {};
        wp::float32 adj_224 = {};
        wp::mat_t<3, 3, wp::float32> adj_225 = {};
        wp::mat_t<3, 3, wp::float32> adj_226 = {};
        wp::int32 adj_227 = {};
        wp::int32 adj_228 = {};
        wp::int32 adj_229 = {};
        bool adj_230 = {};
        wp::int32 adj_231 = {};
        wp::int32 adj_232 = {};
        wp::float32 adj_233 = {};
        wp::mat_t<3, 3, wp::float32> adj_234 = {};
        wp::float32 adj_235 = {};
        wp::mat_t<3, 3, wp::float32> adj_236 = {};
        wp::mat_t<3, 3, wp::float32> adj_237 = {};
        wp::int32 adj_238 = {};
        wp::int32 adj_239 = {};
        wp::shape_t adj_240 = {};
        wp::int32 adj_241 = {};
        wp::int32 adj_242 = {};
        wp::shape_t adj_243 = {};
        wp::int32 adj_244 = {};
        wp::float32 adj_245 = {};
        wp::float32 adj_246 = {};
        wp::float32 adj_247 = {};
        wp::float32 adj_248 = {};
        wp::float32 adj_249 = {};
        wp::float32 adj_250 = {};
        wp::float32 adj_251 = {};
        wp::float32 adj_252 = {};
        wp::float32 adj_253 = {};
        wp::vec_t<2, wp::float32> adj_254 = {};
        wp::float32 adj_255 = {};
        wp::float32 adj_256 = {};
        wp::vec_t<2, wp::float32> adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        //---------
        // forward
        // def combined_000002(x0: wp.array(dtype=wp.mat33), s0: wp.vec3, s1: wp.mat33, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = wp.diag(wp.lerp((s0 + s0), (s0 + s0), 0.0))                                       <L 8>
        var_4 = wp::add(var_s0, var_s0);
        var_5 = wp::add(var_s0, var_s0);
        var_7 = wp::lerp(var_4, var_5, var_6);
        var_8 = wp::diag(var_7);
        // if wp.where(1.8 > 1.201, -0.792, 1.54) > wp.frac(-1.7):                                <L 9>
        var_11 = (var_9 > var_10);
        var_14 = wp::where(var_11, var_12, var_13);
        var_16 = wp::frac(var_15);
        var_17 = (var_14 > var_16);
        if (var_17) {
            // v1 = v1 * 0.5 + v0 * 0.1                                                           <L 10>
            var_19 = wp::mul(var_8, var_18);
            var_21 = wp::mul(var_2, var_20);
            var_22 = wp::add(var_19, var_21);
            // wp.atomic_max(acc0, 0, 0.662)                                                      <L 11>
            // var_25 = wp::atomic_max(var_acc0, var_23, var_24);
        }
        if (!var_17) {
            // elif (tid) % 3 == 0:                                                               <L 12>
            var_27 = wp::mod(var_0, var_26);
            var_29 = (var_27 == var_28);
            if (var_29) {
                // s0 = s0 + wp.normalize(wp.normalize(wp.max(s0, wp.vec3(-0.61, 1.652, -0.06)))) * 1.68       <L 13>
                var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
                var_34 = wp::max(var_s0, var_33);
                var_35 = wp::normalize(var_34);
                var_36 = wp::normalize(var_35);
                var_38 = wp::mul(var_36, var_37);
                var_39 = wp::add(var_s0, var_38);
                // v2 = ((v1 @ wp.normalize(s0)) * (-1.62 / (wp.abs(float(tid)) + 1.0)))          <L 14>
                var_40 = wp::normalize(var_39);
                var_41 = wp::mul(var_8, var_40);
                var_43 = wp::float(var_0);
                var_44 = wp::abs(var_43);
                var_46 = wp::add(var_44, var_45);
                var_47 = wp::div(var_42, var_46);
                var_48 = wp::mul(var_41, var_47);
            }
            if (!var_29) {
                // v1 = v1 * 0.5 + x0[(tid + 1) % x0.shape[0]] * 0.1                              <L 16>
                var_50 = wp::mul(var_8, var_49);
                var_52 = wp::add(var_0, var_51);
                var_53 = &(var_x0.shape);
                var_56 = wp::load(var_53);
                var_55 = wp::extract(var_56, var_54);
                var_57 = wp::mod(var_52, var_55);
                var_58 = wp::address(var_x0, var_57);
                var_61 = wp::load(var_58);
                var_60 = wp::mul(var_61, var_59);
                var_62 = wp::add(var_50, var_60);
                // s1 = s1 * 0.5 + (wp.diag(wp.vec3(1.941, -1.326, 0.49)) @ v0) * 0.1             <L 17>
                var_64 = wp::mul(var_s1, var_63);
                var_68 = wp::vec_t<3, wp::float32>(var_65, var_66, var_67);
                var_69 = wp::diag(var_68);
                var_70 = wp::mul(var_69, var_2);
                var_72 = wp::mul(var_70, var_71);
                var_73 = wp::add(var_64, var_72);
            }
            var_74 = wp::where(var_29, var_39, var_s0);
            var_75 = wp::where(var_29, var_s1, var_73);
            var_76 = wp::where(var_29, var_8, var_62);
        }
        var_77 = wp::where(var_17, var_s0, var_74);
        var_78 = wp::where(var_17, var_s1, var_75);
        var_79 = wp::where(var_17, var_22, var_76);
        // if (-1.9 * -0.7) <= wp.min(-0.2, 0.15):                                                <L 18>
        var_82 = wp::mul(var_80, var_81);
        var_85 = wp::min(var_83, var_84);
        var_86 = (var_82 <= var_85);
        if (var_86) {
            // s1 = s1 * 0.5 + wp.diag(wp.vec3(-0.9, -1.8, -0.2)) * 0.1                           <L 19>
            var_88 = wp::mul(var_78, var_87);
            var_92 = wp::vec_t<3, wp::float32>(var_89, var_90, var_91);
            var_93 = wp::diag(var_92);
            var_95 = wp::mul(var_93, var_94);
            var_96 = wp::add(var_88, var_95);
        }
        if (!var_86) {
            // s0 = s0 + wp.normalize(wp.normalize(wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.7, 0.38, 0.06)), -0.32), wp.vec3(-1.17, 0.66, 0.4)))) * 1.16       <L 21>
            var_100 = wp::vec_t<3, wp::float32>(var_97, var_98, var_99);
            var_101 = wp::normalize(var_100);
            var_103 = wp::quat_from_axis_angle(var_101, var_102);
            var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
            var_108 = wp::quat_rotate(var_103, var_107);
            var_109 = wp::normalize(var_108);
            var_110 = wp::normalize(var_109);
            var_112 = wp::mul(var_110, var_111);
            var_113 = wp::add(var_77, var_112);
            // if (not (1.96 <= -1.8 or 0.4 <= -0.985)) or ((tid) % 3 == 1):                      <L 22>
            var_118 = (var_116 <= var_117);
            var_115 = var_118;
            if (!var_115) {
                var_121 = (var_119 <= var_120);
                var_115 = var_115 || var_121;
            }
            var_122 = wp::unot(var_115);
            var_114 = var_122;
            if (!var_114) {
                var_124 = wp::mod(var_0, var_123);
                var_126 = (var_124 == var_125);
                var_114 = var_114 || var_126;
            }
            if (var_114) {
                // s1 = s1 * 0.5 + (wp.diag(wp.vec3(0.143, 0.92, -0.002)) @ v0) * 0.1             <L 23>
                var_128 = wp::mul(var_78, var_127);
                var_132 = wp::vec_t<3, wp::float32>(var_129, var_130, var_131);
                var_133 = wp::diag(var_132);
                var_134 = wp::mul(var_133, var_2);
                var_136 = wp::mul(var_134, var_135);
                var_137 = wp::add(var_128, var_136);
                // s0 = s0 + wp.normalize((1.1 * s0)) * 1.48                                      <L 24>
                var_139 = wp::mul(var_138, var_113);
                var_140 = wp::normalize(var_139);
                var_142 = wp::mul(var_140, var_141);
                var_143 = wp::add(var_113, var_142);
                // s0 = s0 + wp.normalize(s0) * 1.27                                              <L 25>
                var_144 = wp::normalize(var_143);
                var_146 = wp::mul(var_144, var_145);
                var_147 = wp::add(var_143, var_146);
            }
            if (!var_114) {
                // v1 = v1 * 0.5 + (v1 @ wp.diag(wp.vec3(-1.483, 1.7, 0.02))) * 0.1               <L 27>
                var_149 = wp::mul(var_79, var_148);
                var_153 = wp::vec_t<3, wp::float32>(var_150, var_151, var_152);
                var_154 = wp::diag(var_153);
                var_155 = wp::mul(var_79, var_154);
                var_157 = wp::mul(var_155, var_156);
                var_158 = wp::add(var_149, var_157);
                // v3 = wp.length_sq((wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.146, -0.7)), -1.0), s0) * wp.exp(wp.clamp(0.1, -4.0, 4.0))))       <L 28>
                var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
                var_163 = wp::normalize(var_162);
                var_165 = wp::quat_from_axis_angle(var_163, var_164);
                var_166 = wp::quat_rotate(var_165, var_113);
                var_170 = wp::clamp(var_167, var_168, var_169);
                var_171 = wp::exp(var_170);
                var_172 = wp::mul(var_166, var_171);
                var_173 = wp::length_sq(var_172);
                // v1 = v1 * 0.5 + (wp.identity(n=3, dtype=float) * -1.337 * v3) * 0.1            <L 29>
                var_175 = wp::mul(var_158, var_174);
                var_177 = wp::identity<3, wp::float32>();
                var_179 = wp::mul(var_177, var_178);
                var_180 = wp::mul(var_179, var_173);
                var_182 = wp::mul(var_180, var_181);
                var_183 = wp::add(var_175, var_182);
            }
            var_184 = wp::where(var_114, var_147, var_113);
            var_185 = wp::where(var_114, var_137, var_78);
            var_186 = wp::where(var_114, var_79, var_183);
            // s0 = s0 + wp.normalize(wp.lerp((s0 + s0), s0, 0.207)) * 0.31                       <L 30>
            var_187 = wp::add(var_184, var_184);
            var_189 = wp::lerp(var_187, var_184, var_188);
            var_190 = wp::normalize(var_189);
            var_192 = wp::mul(var_190, var_191);
            var_193 = wp::add(var_184, var_192);
        }
        var_194 = wp::where(var_86, var_77, var_193);
        var_195 = wp::where(var_86, var_96, var_185);
        var_196 = wp::where(var_86, var_79, var_186);
        // for j1 in range(5):                                                                    <L 31>
        // s1 = s1 * 0.5 + v0 * 0.1                                                               <L 32>
        var_199 = wp::mul(var_195, var_198);
        var_201 = wp::mul(var_2, var_200);
        var_202 = wp::add(var_199, var_201);
        var_205 = wp::mul(var_202, var_204);
        var_207 = wp::mul(var_2, var_206);
        var_208 = wp::add(var_205, var_207);
        var_211 = wp::mul(var_208, var_210);
        var_213 = wp::mul(var_2, var_212);
        var_214 = wp::add(var_211, var_213);
        var_217 = wp::mul(var_214, var_216);
        var_219 = wp::mul(var_2, var_218);
        var_220 = wp::add(var_217, var_219);
        var_223 = wp::mul(var_220, var_222);
        var_225 = wp::mul(var_2, var_224);
        var_226 = wp::add(var_223, var_225);
        // w4 = int(0)                                                                            <L 33>
        var_228 = wp::int(var_227);
        // while w4 < 4:                                                                          <L 34>
        // out0[tid] = (-1.24 - wp.dot(wp.vec2(0.6, 0.2), wp.vec2(0.28, -1.8)))                   <L 38>
        var_254 = wp::vec_t<2, wp::float32>(var_252, var_253);
        var_257 = wp::vec_t<2, wp::float32>(var_255, var_256);
        var_258 = wp::dot(var_254, var_257);
        var_259 = wp::sub(var_251, var_258);
        // wp::array_store(var_out0, var_0, var_259);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_259, adj_out0, adj_0, adj_259);
        wp::adj_sub(var_251, var_258, adj_251, adj_258, adj_259);
        wp::adj_dot(var_254, var_257, adj_254, adj_257, adj_258);
        wp::adj_vec_t(var_255, var_256, adj_255, adj_256, adj_257);
        wp::adj_vec_t(var_252, var_253, adj_252, adj_253, adj_254);
        // adj: out0[tid] = (-1.24 - wp.dot(wp.vec2(0.6, 0.2), wp.vec2(0.28, -1.8)))              <L 38>
        start_while_0:;
        var_230 = (var_228 < var_229);
        if ((var_230) == false) goto end_while_0;
        adj_231 = {};
        adj_232 = {};
        adj_233 = {};
        adj_234 = {};
        adj_235 = {};
        adj_236 = {};
        adj_237 = {};
        adj_238 = {};
        adj_239 = {};
        adj_240 = {};
        adj_241 = {};
        adj_242 = {};
        adj_243 = {};
        adj_244 = {};
        adj_245 = {};
        adj_246 = {};
        adj_247 = {};
        adj_248 = {};
        adj_249 = {};
        adj_250 = {};
            // w4 = w4 + 1                                                                        <L 35>
            var_232 = wp::add(var_228, var_231);
            // s1 = s1 * 0.5 + s1 * 0.1                                                           <L 36>
            var_234 = wp::mul(var_226, var_233);
            var_236 = wp::mul(var_226, var_235);
            var_237 = wp::add(var_234, var_236);
            // wp.atomic_max(acc0, (tid * 3) % acc0.shape[0], wp.log2(wp.abs(-0.68) + 1.0))       <L 37>
            var_239 = wp::mul(var_0, var_238);
            var_240 = &(var_acc0.shape);
            var_243 = wp::load(var_240);
            var_242 = wp::extract(var_243, var_241);
            var_244 = wp::mod(var_239, var_242);
            var_246 = wp::abs(var_245);
            var_248 = wp::add(var_246, var_247);
            var_249 = wp::log2(var_248);
            // var_250 = wp::atomic_max(var_acc0, var_244, var_249);
            wp::assign(var_226, var_237);
            wp::assign(var_228, var_232);
            wp::adj_assign(var_228, var_232, adj_228, adj_232);
            wp::adj_assign(var_226, var_237, adj_226, adj_237);
            wp::adj_atomic_max(var_acc0, var_244, var_249, adj_acc0, adj_244, adj_249, adj_250);
            wp::adj_log2(var_248, adj_248, adj_249);
            wp::adj_add(var_246, var_247, adj_246, adj_247, adj_248);
            wp::adj_abs(var_245, adj_245, adj_246);
            wp::adj_mod(var_239, var_242, adj_239, adj_242, adj_244);
            adj_acc0.shape = adj_240;
            wp::adj_mul(var_0, var_238, adj_0, adj_238, adj_239);
            // adj: wp.atomic_max(acc0, (tid * 3) % acc0.shape[0], wp.log2(wp.abs(-0.68) + 1.0))  <L 37>
            wp::adj_add(var_234, var_236, adj_234, adj_236, adj_237);
            wp::adj_mul(var_226, var_235, adj_226, adj_235, adj_236);
            wp::adj_mul(var_226, var_233, adj_226, adj_233, adj_234);
            // adj: s1 = s1 * 0.5 + s1 * 0.1                                                      <L 36>
            wp::adj_add(var_228, var_231, adj_228, adj_231, adj_232);
            // adj: w4 = w4 + 1                                                                   <L 35>
        goto start_while_0;
        end_while_0:;
        // adj: while w4 < 4:                                                                     <L 34>
        // adj: w4 = int(0)                                                                       <L 33>
        wp::adj_add(var_223, var_225, adj_223, adj_225, adj_226);
        wp::adj_mul(var_2, var_224, adj_2, adj_224, adj_225);
        wp::adj_mul(var_220, var_222, adj_220, adj_222, adj_223);
        wp::adj_add(var_217, var_219, adj_217, adj_219, adj_220);
        wp::adj_mul(var_2, var_218, adj_2, adj_218, adj_219);
        wp::adj_mul(var_214, var_216, adj_214, adj_216, adj_217);
        wp::adj_add(var_211, var_213, adj_211, adj_213, adj_214);
        wp::adj_mul(var_2, var_212, adj_2, adj_212, adj_213);
        wp::adj_mul(var_208, var_210, adj_208, adj_210, adj_211);
        wp::adj_add(var_205, var_207, adj_205, adj_207, adj_208);
        wp::adj_mul(var_2, var_206, adj_2, adj_206, adj_207);
        wp::adj_mul(var_202, var_204, adj_202, adj_204, adj_205);
        wp::adj_add(var_199, var_201, adj_199, adj_201, adj_202);
        wp::adj_mul(var_2, var_200, adj_2, adj_200, adj_201);
        wp::adj_mul(var_195, var_198, adj_195, adj_198, adj_199);
        // adj: s1 = s1 * 0.5 + v0 * 0.1                                                          <L 32>
        // adj: for j1 in range(5):                                                               <L 31>
        wp::adj_where(var_86, var_79, var_186, adj_86, adj_79, adj_186, adj_196);
        wp::adj_where(var_86, var_96, var_185, adj_86, adj_96, adj_185, adj_195);
        wp::adj_where(var_86, var_77, var_193, adj_86, adj_77, adj_193, adj_194);
        if (!var_86) {
            wp::adj_add(var_184, var_192, adj_184, adj_192, adj_193);
            wp::adj_mul(var_190, var_191, adj_190, adj_191, adj_192);
            wp::adj_normalize(var_189, var_190, adj_189, adj_190);
            wp::adj_lerp(var_187, var_184, var_188, adj_187, adj_184, adj_188, adj_189);
            wp::adj_add(var_184, var_184, adj_184, adj_184, adj_187);
            // adj: s0 = s0 + wp.normalize(wp.lerp((s0 + s0), s0, 0.207)) * 0.31                  <L 30>
            wp::adj_where(var_114, var_79, var_183, adj_114, adj_79, adj_183, adj_186);
            wp::adj_where(var_114, var_137, var_78, adj_114, adj_137, adj_78, adj_185);
            wp::adj_where(var_114, var_147, var_113, adj_114, adj_147, adj_113, adj_184);
            if (!var_114) {
                wp::adj_add(var_175, var_182, adj_175, adj_182, adj_183);
                wp::adj_mul(var_180, var_181, adj_180, adj_181, adj_182);
                wp::adj_mul(var_179, var_173, adj_179, adj_173, adj_180);
                wp::adj_mul(var_177, var_178, adj_177, adj_178, adj_179);
                wp::adj_mul(var_158, var_174, adj_158, adj_174, adj_175);
                // adj: v1 = v1 * 0.5 + (wp.identity(n=3, dtype=float) * -1.337 * v3) * 0.1       <L 29>
                wp::adj_length_sq(var_172, adj_172, adj_173);
                wp::adj_mul(var_166, var_171, adj_166, adj_171, adj_172);
                wp::adj_exp(var_170, var_171, adj_170, adj_171);
                wp::adj_clamp(var_167, var_168, var_169, adj_167, adj_168, adj_169, adj_170);
                wp::adj_quat_rotate(var_165, var_113, adj_165, adj_113, adj_166);
                wp::adj_quat_from_axis_angle(var_163, var_164, adj_163, adj_164, adj_165);
                wp::adj_normalize(var_162, var_163, adj_162, adj_163);
                wp::adj_vec_t(var_159, var_160, var_161, adj_159, adj_160, adj_161, adj_162);
                // adj: v3 = wp.length_sq((wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.146, -0.7)), -1.0), s0) * wp.exp(wp.clamp(0.1, -4.0, 4.0))))  <L 28>
                wp::adj_add(var_149, var_157, adj_149, adj_157, adj_158);
                wp::adj_mul(var_155, var_156, adj_155, adj_156, adj_157);
                wp::adj_mul(var_79, var_154, adj_79, adj_154, adj_155);
                wp::adj_diag(var_153, adj_153, adj_154);
                wp::adj_vec_t(var_150, var_151, var_152, adj_150, adj_151, adj_152, adj_153);
                wp::adj_mul(var_79, var_148, adj_79, adj_148, adj_149);
                // adj: v1 = v1 * 0.5 + (v1 @ wp.diag(wp.vec3(-1.483, 1.7, 0.02))) * 0.1          <L 27>
            }
            if (var_114) {
                wp::adj_add(var_143, var_146, adj_143, adj_146, adj_147);
                wp::adj_mul(var_144, var_145, adj_144, adj_145, adj_146);
                wp::adj_normalize(var_143, var_144, adj_143, adj_144);
                // adj: s0 = s0 + wp.normalize(s0) * 1.27                                         <L 25>
                wp::adj_add(var_113, var_142, adj_113, adj_142, adj_143);
                wp::adj_mul(var_140, var_141, adj_140, adj_141, adj_142);
                wp::adj_normalize(var_139, var_140, adj_139, adj_140);
                wp::adj_mul(var_138, var_113, adj_138, adj_113, adj_139);
                // adj: s0 = s0 + wp.normalize((1.1 * s0)) * 1.48                                 <L 24>
                wp::adj_add(var_128, var_136, adj_128, adj_136, adj_137);
                wp::adj_mul(var_134, var_135, adj_134, adj_135, adj_136);
                wp::adj_mul(var_133, var_2, adj_133, adj_2, adj_134);
                wp::adj_diag(var_132, adj_132, adj_133);
                wp::adj_vec_t(var_129, var_130, var_131, adj_129, adj_130, adj_131, adj_132);
                wp::adj_mul(var_78, var_127, adj_78, adj_127, adj_128);
                // adj: s1 = s1 * 0.5 + (wp.diag(wp.vec3(0.143, 0.92, -0.002)) @ v0) * 0.1        <L 23>
            }
            if (!var_114) {
                wp::adj_mod(var_0, var_123, adj_0, adj_123, adj_124);
            }
            if (!var_115) {
            }
            // adj: if (not (1.96 <= -1.8 or 0.4 <= -0.985)) or ((tid) % 3 == 1):                 <L 22>
            wp::adj_add(var_77, var_112, adj_77, adj_112, adj_113);
            wp::adj_mul(var_110, var_111, adj_110, adj_111, adj_112);
            wp::adj_normalize(var_109, var_110, adj_109, adj_110);
            wp::adj_normalize(var_108, var_109, adj_108, adj_109);
            wp::adj_quat_rotate(var_103, var_107, adj_103, adj_107, adj_108);
            wp::adj_vec_t(var_104, var_105, var_106, adj_104, adj_105, adj_106, adj_107);
            wp::adj_quat_from_axis_angle(var_101, var_102, adj_101, adj_102, adj_103);
            wp::adj_normalize(var_100, var_101, adj_100, adj_101);
            wp::adj_vec_t(var_97, var_98, var_99, adj_97, adj_98, adj_99, adj_100);
            // adj: s0 = s0 + wp.normalize(wp.normalize(wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.7, 0.38, 0.06)), -0.32), wp.vec3(-1.17, 0.66, 0.4)))) * 1.16  <L 21>
        }
        if (var_86) {
            wp::adj_add(var_88, var_95, adj_88, adj_95, adj_96);
            wp::adj_mul(var_93, var_94, adj_93, adj_94, adj_95);
            wp::adj_diag(var_92, adj_92, adj_93);
            wp::adj_vec_t(var_89, var_90, var_91, adj_89, adj_90, adj_91, adj_92);
            wp::adj_mul(var_78, var_87, adj_78, adj_87, adj_88);
            // adj: s1 = s1 * 0.5 + wp.diag(wp.vec3(-0.9, -1.8, -0.2)) * 0.1                      <L 19>
        }
        wp::adj_min(var_83, var_84, adj_83, adj_84, adj_85);
        wp::adj_mul(var_80, var_81, adj_80, adj_81, adj_82);
        // adj: if (-1.9 * -0.7) <= wp.min(-0.2, 0.15):                                           <L 18>
        wp::adj_where(var_17, var_22, var_76, adj_17, adj_22, adj_76, adj_79);
        wp::adj_where(var_17, var_s1, var_75, adj_17, adj_s1, adj_75, adj_78);
        wp::adj_where(var_17, var_s0, var_74, adj_17, adj_s0, adj_74, adj_77);
        if (!var_17) {
            wp::adj_where(var_29, var_8, var_62, adj_29, adj_8, adj_62, adj_76);
            wp::adj_where(var_29, var_s1, var_73, adj_29, adj_s1, adj_73, adj_75);
            wp::adj_where(var_29, var_39, var_s0, adj_29, adj_39, adj_s0, adj_74);
            if (!var_29) {
                wp::adj_add(var_64, var_72, adj_64, adj_72, adj_73);
                wp::adj_mul(var_70, var_71, adj_70, adj_71, adj_72);
                wp::adj_mul(var_69, var_2, adj_69, adj_2, adj_70);
                wp::adj_diag(var_68, adj_68, adj_69);
                wp::adj_vec_t(var_65, var_66, var_67, adj_65, adj_66, adj_67, adj_68);
                wp::adj_mul(var_s1, var_63, adj_s1, adj_63, adj_64);
                // adj: s1 = s1 * 0.5 + (wp.diag(wp.vec3(1.941, -1.326, 0.49)) @ v0) * 0.1        <L 17>
                wp::adj_add(var_50, var_60, adj_50, adj_60, adj_62);
                wp::adj_mul(var_61, var_59, adj_58, adj_59, adj_60);
                wp::adj_address(var_x0, var_57, adj_x0, adj_57, adj_58);
                wp::adj_mod(var_52, var_55, adj_52, adj_55, adj_57);
                adj_x0.shape = adj_53;
                wp::adj_add(var_0, var_51, adj_0, adj_51, adj_52);
                wp::adj_mul(var_8, var_49, adj_8, adj_49, adj_50);
                // adj: v1 = v1 * 0.5 + x0[(tid + 1) % x0.shape[0]] * 0.1                         <L 16>
            }
            if (var_29) {
                wp::adj_mul(var_41, var_47, adj_41, adj_47, adj_48);
                wp::adj_div(var_42, var_46, var_47, adj_42, adj_46, adj_47);
                wp::adj_add(var_44, var_45, adj_44, adj_45, adj_46);
                wp::adj_abs(var_43, adj_43, adj_44);
                wp::adj_float(var_0, adj_0, adj_43);
                wp::adj_mul(var_8, var_40, adj_8, adj_40, adj_41);
                wp::adj_normalize(var_39, var_40, adj_39, adj_40);
                // adj: v2 = ((v1 @ wp.normalize(s0)) * (-1.62 / (wp.abs(float(tid)) + 1.0)))     <L 14>
                wp::adj_add(var_s0, var_38, adj_s0, adj_38, adj_39);
                wp::adj_mul(var_36, var_37, adj_36, adj_37, adj_38);
                wp::adj_normalize(var_35, var_36, adj_35, adj_36);
                wp::adj_normalize(var_34, var_35, adj_34, adj_35);
                wp::adj_max(var_s0, var_33, adj_s0, adj_33, adj_34);
                wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
                // adj: s0 = s0 + wp.normalize(wp.normalize(wp.max(s0, wp.vec3(-0.61, 1.652, -0.06)))) * 1.68  <L 13>
            }
            wp::adj_mod(var_0, var_26, adj_0, adj_26, adj_27);
            // adj: elif (tid) % 3 == 0:                                                          <L 12>
        }
        if (var_17) {
            wp::adj_atomic_max(var_acc0, var_23, var_24, adj_acc0, adj_23, adj_24, adj_25);
            // adj: wp.atomic_max(acc0, 0, 0.662)                                                 <L 11>
            wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
            wp::adj_mul(var_2, var_20, adj_2, adj_20, adj_21);
            wp::adj_mul(var_8, var_18, adj_8, adj_18, adj_19);
            // adj: v1 = v1 * 0.5 + v0 * 0.1                                                      <L 10>
        }
        wp::adj_where(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
        // adj: if wp.where(1.8 > 1.201, -0.792, 1.54) > wp.frac(-1.7):                           <L 9>
        wp::adj_diag(var_7, adj_7, adj_8);
        wp::adj_lerp(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
        wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_5);
        wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_4);
        // adj: v1 = wp.diag(wp.lerp((s0 + s0), (s0 + s0), 0.0))                                  <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def combined_000002(x0: wp.array(dtype=wp.mat33), s0: wp.vec3, s1: wp.mat33, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

