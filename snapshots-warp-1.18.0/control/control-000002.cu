// Generated for case control-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void control_000002_ae236c6e_cuda_kernel_forward(
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        bool var_6;
        wp::float32 var_7;
        const wp::float32 var_8 = -1.0;
        const wp::float32 var_9 = 1.0;
        wp::float32 var_10;
        wp::float32 var_11;
        bool var_12;
        const wp::float32 var_13 = -0.68;
        const wp::float32 var_14 = -1.95;
        const wp::float32 var_15 = -1.8;
        const wp::float32 var_16 = 1.801;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        const wp::float32 var_19 = -1.88;
        const wp::float32 var_20 = -1.771;
        const wp::float32 var_21 = -0.0;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = -0.9;
        const wp::float32 var_31 = 0.9;
        wp::float32 var_32;
        wp::float32 var_33;
        bool var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.0;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = -0.77;
        const wp::float32 var_43 = 0.153;
        const wp::float32 var_44 = 0.83;
        wp::vec_t<3, wp::float32> var_45;
        wp::float32 var_46;
        bool var_47;
        const wp::float32 var_48 = -0.6;
        const wp::float32 var_49 = 0.84;
        const wp::float32 var_50 = -0.662;
        wp::vec_t<3, wp::float32> var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = -1.8;
        const wp::float32 var_54 = 1.8;
        const wp::float32 var_55 = -1.566;
        wp::vec_t<3, wp::float32> var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        bool var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = -1.6;
        const wp::float32 var_66 = 0.7;
        const wp::float32 var_67 = -1.899;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.55;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 1;
        wp::int32 var_75;
        const wp::int32 var_76 = 4;
        wp::int32 var_77;
        const wp::int32 var_78 = 0;
        bool var_79;
        const wp::float32 var_80 = 0.5;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        const wp::int32 var_84 = 1;
        wp::int32 var_85;
        wp::shape_t* var_86;
        const wp::int32 var_87 = 0;
        wp::int32 var_88;
        wp::shape_t var_89;
        wp::int32 var_90;
        wp::float32* var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        bool var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = -1.84;
        const wp::float32 var_99 = 0.25;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::float32 var_106 = 1.43;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::range_t var_109;
        wp::range_t var_110;
        wp::int32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.917;
        const wp::float32 var_115 = 1.503;
        const wp::float32 var_116 = 0.252;
        wp::vec_t<3, wp::float32> var_117;
        const wp::float32 var_118 = 0.615;
        const wp::float32 var_119 = 1.01;
        const wp::float32 var_120 = 0.858;
        wp::vec_t<3, wp::float32> var_121;
        wp::vec_t<3, wp::float32> var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = -1.73;
        wp::float32 var_125;
        const wp::float32 var_126 = 1.0;
        wp::float32 var_127;
        wp::float32 var_128;
        const wp::float32 var_129 = -0.9;
        const wp::float32 var_130 = 0.9;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::float32 var_135 = 1.0;
        wp::float32 var_136;
        wp::float32 var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::float32 var_140 = -1.8;
        const wp::float32 var_141 = -1.814;
        const wp::float32 var_142 = 0.359;
        wp::vec_t<3, wp::float32> var_143;
        wp::float32 var_144;
        bool var_145;
        wp::float32 var_146;
        const wp::float32 var_147 = -1.0;
        wp::vec_t<3, wp::float32> var_148;
        wp::float32 var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        const wp::int32 var_153 = 2;
        wp::int32 var_154;
        const wp::int32 var_155 = 0;
        bool var_156;
        wp::float32 var_157;
        wp::float32 var_158;
        bool var_159;
        bool var_160;
        const wp::float32 var_161 = 0.32;
        bool var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::float32 var_165;
        const wp::float32 var_166 = 0.73;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = -1.9;
        bool var_172;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        const wp::int32 var_179 = 0;
        wp::int32 var_180;
        bool var_181;
        const wp::int32 var_182 = 2;
        bool var_183;
        const wp::float32 var_184 = 2.0;
        bool var_185;
        const wp::int32 var_186 = 1;
        wp::int32 var_187;
        wp::float32 var_188;
        wp::float32 var_189;
        const wp::float32 var_190 = 1.0;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::float32 var_193;
        wp::float32 var_194;
        const wp::int32 var_195 = 1;
        wp::int32 var_196;
        wp::shape_t* var_197;
        const wp::int32 var_198 = 0;
        wp::int32 var_199;
        wp::shape_t var_200;
        wp::int32 var_201;
        wp::float32* var_202;
        const wp::float32 var_203 = -1.32;
        const wp::float32 var_204 = 0.8;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        const wp::float32 var_214 = -0.53;
        const wp::float32 var_215 = 0.915;
        const wp::float32 var_216 = -1.2;
        wp::vec_t<3, wp::float32> var_217;
        const wp::float32 var_218 = -1.85;
        const wp::float32 var_219 = 0.68;
        const wp::float32 var_220 = -1.969;
        wp::vec_t<3, wp::float32> var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        const wp::float32 var_224 = 0.25;
        wp::float32 var_225;
        const wp::float32 var_226 = -1.7;
        const wp::float32 var_227 = -1.6;
        const wp::float32 var_228 = -0.699;
        const wp::float32 var_229 = -0.682;
        wp::vec_t<3, wp::float32> var_230;
        const wp::float32 var_231 = -1.1;
        const wp::float32 var_232 = 1.82;
        const wp::float32 var_233 = -1.348;
        wp::vec_t<3, wp::float32> var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        const wp::float32 var_237 = 0.5;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        const wp::float32 var_241 = -0.56;
        wp::vec_t<3, wp::float32> var_242;
        wp::float32 var_243;
        const wp::int32 var_244 = 3;
        wp::int32 var_245;
        wp::shape_t* var_246;
        const wp::int32 var_247 = 0;
        wp::int32 var_248;
        wp::shape_t var_249;
        wp::int32 var_250;
        wp::float32* var_251;
        bool var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        wp::float32 var_255;
        wp::float32 var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        const wp::float32 var_259 = 0.47;
        wp::float32 var_260;
        wp::float32 var_261;
        const wp::float32 var_262 = 1.82;
        const wp::float32 var_263 = -0.66;
        const wp::float32 var_264 = 1.73;
        wp::vec_t<3, wp::float32> var_265;
        wp::float32 var_266;
        const wp::float32 var_267 = -1.55;
        const wp::float32 var_268 = 1.9;
        wp::float32 var_269;
        wp::float32 var_270;
        wp::float32 var_271;
        const wp::int32 var_272 = 0;
        wp::int32 var_273;
        const wp::int32 var_274 = 5;
        bool var_275;
        const wp::int32 var_276 = 1;
        wp::int32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32 var_283;
        wp::float32 var_284;
        const wp::float32 var_285 = 0.4;
        const wp::float32 var_286 = 1.32;
        wp::float32 var_287;
        wp::float32 var_288;
        wp::float32 var_289;
        //---------
        // forward
        // def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):                <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v9 = float(0.0)                                                                        <L 7>
        var_2 = wp::float(var_1);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:                     <L 9>
        var_6 = (var_4 <= var_4);
        var_7 = wp::where(var_6, var_4, var_4);
        var_10 = wp::smoothstep(var_8, var_9, var_4);
        var_11 = wp::mul(var_10, var_4);
        var_12 = (var_7 > var_11);
        if (var_12) {
            // v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))       <L 10>
            var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
            var_18 = wp::mul(var_13, var_17);
            var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
            var_23 = wp::normalize(var_22);
            var_24 = wp::dot(var_18, var_23);
            var_25 = wp::sin(var_24);
            var_26 = wp::add(var_4, var_25);
        }
        var_27 = wp::where(var_12, var_26, var_4);
        // v1 = v0                                                                                <L 11>
        var_28 = wp::copy(var_27);
        // v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)       <L 12>
        var_29 = wp::sub(var_27, var_28);
        var_32 = wp::clamp(var_29, var_30, var_31);
        var_33 = wp::acos(var_32);
        var_34 = (var_28 > var_27);
        var_35 = wp::where(var_34, var_27, var_28);
        var_36 = wp::erfc(var_35);
        var_37 = wp::abs(var_36);
        var_39 = wp::add(var_37, var_38);
        var_40 = wp::mod(var_33, var_39);
        // if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):                           <L 13>
        var_41 = wp::min(var_28, var_40);
        var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
        var_46 = wp::length(var_45);
        var_47 = (var_41 >= var_46);
        if (var_47) {
            // v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))       <L 14>
            var_51 = wp::vec_t<3, wp::float32>(var_48, var_49, var_50);
            var_52 = wp::length(var_51);
            var_56 = wp::vec_t<3, wp::float32>(var_53, var_54, var_55);
            var_58 = wp::extract(var_56, var_57);
            var_59 = wp::sub(var_52, var_58);
            var_60 = wp::cos(var_59);
            var_61 = wp::add(var_27, var_60);
            // if v1 > v2:                                                                        <L 15>
            var_62 = (var_28 > var_40);
            if (var_62) {
                // out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55       <L 16>
                var_63 = wp::add(var_61, var_28);
                var_64 = wp::add(var_63, var_40);
                var_68 = wp::vec_t<3, wp::float32>(var_65, var_66, var_67);
                var_69 = wp::mul(var_68, var_28);
                var_70 = wp::length(var_69);
                var_72 = wp::mul(var_70, var_71);
                var_73 = wp::add(var_64, var_72);
                wp::array_store(var_out0, var_0, var_73);
                // return                                                                         <L 17>
                continue;
            }
        }
        if (!var_47) {
            // elif (wp.max(tid, 1)) % 4 == 0:                                                    <L 18>
            var_75 = wp::max(var_0, var_74);
            var_77 = wp::mod(var_75, var_76);
            var_79 = (var_77 == var_78);
            if (var_79) {
                // v2 = v2 + wp.tanh(wp.round(0.5))                                               <L 19>
                var_81 = wp::round(var_80);
                var_82 = wp::tanh(var_81);
                var_83 = wp::add(var_40, var_82);
                // v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])                                 <L 20>
                var_85 = wp::add(var_0, var_84);
                var_86 = &(var_x0.shape);
                var_89 = wp::load(var_86);
                var_88 = wp::extract(var_89, var_87);
                var_90 = wp::mod(var_85, var_88);
                var_91 = wp::address(var_x0, var_90);
                var_93 = wp::load(var_91);
                var_92 = wp::tanh(var_93);
                var_94 = wp::add(var_27, var_92);
            }
            if (!var_79) {
                // elif wp.ceil(v0) < v2:                                                         <L 21>
                var_95 = wp::ceil(var_27);
                var_96 = (var_95 < var_40);
                if (var_96) {
                    // v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))                         <L 22>
                    var_97 = wp::add(var_27, var_40);
                    var_100 = wp::clamp(var_97, var_98, var_99);
                    var_101 = wp::sin(var_100);
                    var_102 = wp::add(var_27, var_101);
                }
                if (!var_96) {
                    // v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43                                     <L 24>
                    var_103 = wp::sub(var_28, var_27);
                    var_104 = wp::sin(var_103);
                    var_105 = wp::cos(var_104);
                    var_107 = wp::mul(var_105, var_106);
                    var_108 = wp::sub(var_27, var_107);
                    // for j3 in reversed(range(n)):                                              <L 25>
                    var_109 = wp::range(var_n);
                    var_110 = wp::iter_reverse(var_109);
                    start_for_1:;
                        if (iter_cmp(var_110) == 0) goto end_for_1;
                        var_111 = wp::iter_next(var_110);
                        // v1 += wp.cos(v0)                                                       <L 26>
                        var_112 = wp::cos(var_108);
                        var_113 = wp::add(var_28, var_112);
                        // v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))       <L 27>
                        var_117 = wp::vec_t<3, wp::float32>(var_114, var_115, var_116);
                        var_121 = wp::vec_t<3, wp::float32>(var_118, var_119, var_120);
                        var_122 = wp::min(var_117, var_121);
                        var_123 = wp::length_sq(var_122);
                        var_125 = wp::abs(var_124);
                        var_127 = wp::add(var_125, var_126);
                        var_128 = wp::log2(var_127);
                        var_131 = wp::clamp(var_113, var_129, var_130);
                        var_132 = wp::asin(var_131);
                        var_133 = wp::sub(var_128, var_132);
                        var_134 = wp::abs(var_133);
                        var_136 = wp::add(var_134, var_135);
                        var_137 = wp::div(var_123, var_136);
                        // v9 += v4                                                               <L 28>
                        var_138 = wp::add(var_2, var_137);
                        // if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):                <L 29>
                        var_139 = wp::mul(var_113, var_108);
                        var_143 = wp::vec_t<3, wp::float32>(var_140, var_141, var_142);
                        var_144 = wp::length(var_143);
                        var_145 = (var_139 < var_144);
                        if (var_145) {
                            // v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))               <L 30>
                            var_146 = wp::float(var_111);
                            var_148 = wp::vec_t<3, wp::float32>(var_147);
                            var_149 = wp::length(var_148);
                            var_150 = wp::sub(var_146, var_149);
                            var_151 = wp::cos(var_150);
                            var_152 = wp::add(var_113, var_151);
                            // if (tid) % 2 == 0:                                                 <L 31>
                            var_154 = wp::mod(var_0, var_153);
                            var_156 = (var_154 == var_155);
                            if (var_156) {
                                // continue                                                       <L 32>
                                wp::assign(var_2, var_138);
                                wp::assign(var_28, var_152);
                                goto start_for_1;
                            }
                            var_157 = wp::where(var_156, var_2, var_138);
                            var_158 = wp::where(var_156, var_28, var_152);
                            // if (v1 < v0) and (v0 < 0.32):                                      <L 33>
                            var_160 = (var_158 < var_108);
                            var_159 = var_160;
                            if (var_159) {
                                var_162 = (var_108 < var_161);
                                var_159 = var_159 && var_162;
                            }
                            if (var_159) {
                                // break                                                          <L 34>
                                wp::assign(var_2, var_157);
                                wp::assign(var_28, var_158);
                                goto end_for_1;
                            }
                            var_163 = wp::where(var_159, var_2, var_157);
                            var_164 = wp::where(var_159, var_28, var_158);
                        }
                        if (!var_145) {
                            // v0 -= wp.sin(v2) * 0.73                                            <L 36>
                            var_165 = wp::sin(var_40);
                            var_167 = wp::mul(var_165, var_166);
                            var_168 = wp::sub(var_108, var_167);
                            // v5 = v1                                                            <L 37>
                            var_169 = wp::copy(var_113);
                            // v9 += v5                                                           <L 38>
                            var_170 = wp::add(var_138, var_169);
                            // if v0 >= -1.9:                                                     <L 39>
                            var_172 = (var_168 >= var_171);
                            if (var_172) {
                                // break                                                          <L 40>
                                wp::assign(var_2, var_170);
                                wp::assign(var_108, var_168);
                                wp::assign(var_28, var_113);
                                goto end_for_1;
                            }
                            var_173 = wp::where(var_172, var_2, var_170);
                            var_174 = wp::where(var_172, var_108, var_168);
                            var_175 = wp::where(var_172, var_28, var_113);
                        }
                        var_176 = wp::where(var_145, var_163, var_173);
                        var_177 = wp::where(var_145, var_108, var_174);
                        var_178 = wp::where(var_145, var_164, var_175);
                        wp::assign(var_2, var_176);
                        wp::assign(var_108, var_177);
                        wp::assign(var_28, var_178);
                        goto start_for_1;
                    end_for_1:;
                    // w6 = int(0)                                                                <L 41>
                    var_180 = wp::int(var_179);
                    // while w6 < 2 and (2.0 <= v2):                                              <L 42>
        start_while_3:;
                    var_183 = (var_180 < var_182);
                    var_181 = var_183;
                    if (var_181) {
                        var_185 = (var_184 <= var_40);
                        var_181 = var_181 && var_185;
                    }
        if ((var_181) == false) goto end_while_3;
                        // w6 = w6 + 1                                                            <L 43>
                        var_187 = wp::add(var_180, var_186);
                        // v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))                     <L 44>
                        var_188 = wp::sub(var_40, var_40);
                        var_189 = wp::abs(var_188);
                        var_191 = wp::add(var_189, var_190);
                        var_192 = wp::div(var_40, var_191);
                        var_193 = wp::sin(var_192);
                        var_194 = wp::add(var_108, var_193);
                        // v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))       <L 45>
                        var_196 = wp::add(var_0, var_195);
                        var_197 = &(var_x0.shape);
                        var_200 = wp::load(var_197);
                        var_199 = wp::extract(var_200, var_198);
                        var_201 = wp::mod(var_196, var_199);
                        var_202 = wp::address(var_x0, var_201);
                        var_206 = wp::load(var_202);
                        var_205 = wp::clamp(var_206, var_203, var_204);
                        var_207 = wp::tanh(var_205);
                        var_208 = wp::add(var_40, var_207);
                        wp::assign(var_108, var_194);
                        wp::assign(var_40, var_208);
                        wp::assign(var_180, var_187);
        goto start_while_3;
        end_while_3:;
                }
                var_209 = wp::where(var_96, var_102, var_108);
            }
            var_210 = wp::where(var_79, var_94, var_209);
            var_211 = wp::where(var_79, var_83, var_40);
        }
        var_212 = wp::where(var_47, var_61, var_210);
        var_213 = wp::where(var_47, var_40, var_211);
        // v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))       <L 46>
        var_217 = wp::vec_t<3, wp::float32>(var_214, var_215, var_216);
        var_221 = wp::vec_t<3, wp::float32>(var_218, var_219, var_220);
        var_222 = wp::dot(var_217, var_221);
        var_223 = wp::float(var_0);
        var_225 = wp::lerp(var_222, var_223, var_224);
        var_230 = wp::vec_t<3, wp::float32>(var_227, var_228, var_229);
        var_234 = wp::vec_t<3, wp::float32>(var_231, var_232, var_233);
        var_235 = wp::dot(var_230, var_234);
        var_236 = wp::abs(var_235);
        var_238 = wp::add(var_236, var_237);
        var_239 = wp::atan2(var_226, var_238);
        var_240 = wp::add(var_225, var_239);
        // if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:                        <L 47>
        var_242 = wp::vec_t<3, wp::float32>(var_241);
        var_243 = wp::length_sq(var_242);
        var_245 = wp::add(var_0, var_244);
        var_246 = &(var_x0.shape);
        var_249 = wp::load(var_246);
        var_248 = wp::extract(var_249, var_247);
        var_250 = wp::mod(var_245, var_248);
        var_251 = wp::address(var_x0, var_250);
        var_253 = wp::load(var_251);
        var_252 = (var_243 >= var_253);
        if (var_252) {
            // v2 = v2 + wp.sin(wp.erfc((v0 + v7)))                                               <L 48>
            var_254 = wp::add(var_212, var_240);
            var_255 = wp::erfc(var_254);
            var_256 = wp::sin(var_255);
            var_257 = wp::add(var_213, var_256);
            // v0 -= wp.sin(v2) * 0.47                                                            <L 49>
            var_258 = wp::sin(var_257);
            var_260 = wp::mul(var_258, var_259);
            var_261 = wp::sub(var_212, var_260);
        }
        if (!var_252) {
            // v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))       <L 51>
            var_265 = wp::vec_t<3, wp::float32>(var_262, var_263, var_264);
            var_266 = wp::length_sq(var_265);
            var_269 = wp::clamp(var_266, var_267, var_268);
            var_270 = wp::tanh(var_269);
            var_271 = wp::add(var_212, var_270);
            // w8 = int(0)                                                                        <L 52>
            var_273 = wp::int(var_272);
            // while w8 < 5:                                                                      <L 53>
        start_while_5:;
            var_275 = (var_273 < var_274);
        if ((var_275) == false) goto end_while_5;
                // w8 = w8 + 1                                                                    <L 54>
                var_277 = wp::add(var_273, var_276);
                // v2 = v2 + wp.cos(float(w8))                                                    <L 55>
                var_278 = wp::float(var_277);
                var_279 = wp::cos(var_278);
                var_280 = wp::add(var_213, var_279);
                wp::assign(var_213, var_280);
                wp::assign(var_273, var_277);
        goto start_while_5;
        end_while_5:;
        }
        var_281 = wp::where(var_252, var_261, var_271);
        var_282 = wp::where(var_252, var_257, var_213);
        // out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9                                             <L 56>
        var_283 = wp::add(var_282, var_281);
        var_284 = wp::add(var_283, var_28);
        var_287 = wp::mul(var_285, var_286);
        var_288 = wp::add(var_284, var_287);
        var_289 = wp::add(var_288, var_2);
        wp::array_store(var_out0, var_0, var_289);
    }
}



extern "C" __global__ void control_000002_ae236c6e_cuda_kernel_backward(
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        bool var_6;
        wp::float32 var_7;
        const wp::float32 var_8 = -1.0;
        const wp::float32 var_9 = 1.0;
        wp::float32 var_10;
        wp::float32 var_11;
        bool var_12;
        const wp::float32 var_13 = -0.68;
        const wp::float32 var_14 = -1.95;
        const wp::float32 var_15 = -1.8;
        const wp::float32 var_16 = 1.801;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        const wp::float32 var_19 = -1.88;
        const wp::float32 var_20 = -1.771;
        const wp::float32 var_21 = -0.0;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = -0.9;
        const wp::float32 var_31 = 0.9;
        wp::float32 var_32;
        wp::float32 var_33;
        bool var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.0;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = -0.77;
        const wp::float32 var_43 = 0.153;
        const wp::float32 var_44 = 0.83;
        wp::vec_t<3, wp::float32> var_45;
        wp::float32 var_46;
        bool var_47;
        const wp::float32 var_48 = -0.6;
        const wp::float32 var_49 = 0.84;
        const wp::float32 var_50 = -0.662;
        wp::vec_t<3, wp::float32> var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = -1.8;
        const wp::float32 var_54 = 1.8;
        const wp::float32 var_55 = -1.566;
        wp::vec_t<3, wp::float32> var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        bool var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = -1.6;
        const wp::float32 var_66 = 0.7;
        const wp::float32 var_67 = -1.899;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.55;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 1;
        wp::int32 var_75;
        const wp::int32 var_76 = 4;
        wp::int32 var_77;
        const wp::int32 var_78 = 0;
        bool var_79;
        const wp::float32 var_80 = 0.5;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        const wp::int32 var_84 = 1;
        wp::int32 var_85;
        wp::shape_t* var_86;
        const wp::int32 var_87 = 0;
        wp::int32 var_88;
        wp::shape_t var_89;
        wp::int32 var_90;
        wp::float32* var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        bool var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = -1.84;
        const wp::float32 var_99 = 0.25;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::float32 var_106 = 1.43;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::range_t var_109;
        wp::range_t var_110;
        wp::int32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.917;
        const wp::float32 var_115 = 1.503;
        const wp::float32 var_116 = 0.252;
        wp::vec_t<3, wp::float32> var_117;
        const wp::float32 var_118 = 0.615;
        const wp::float32 var_119 = 1.01;
        const wp::float32 var_120 = 0.858;
        wp::vec_t<3, wp::float32> var_121;
        wp::vec_t<3, wp::float32> var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = -1.73;
        wp::float32 var_125;
        const wp::float32 var_126 = 1.0;
        wp::float32 var_127;
        wp::float32 var_128;
        const wp::float32 var_129 = -0.9;
        const wp::float32 var_130 = 0.9;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::float32 var_135 = 1.0;
        wp::float32 var_136;
        wp::float32 var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::float32 var_140 = -1.8;
        const wp::float32 var_141 = -1.814;
        const wp::float32 var_142 = 0.359;
        wp::vec_t<3, wp::float32> var_143;
        wp::float32 var_144;
        bool var_145;
        wp::float32 var_146;
        const wp::float32 var_147 = -1.0;
        wp::vec_t<3, wp::float32> var_148;
        wp::float32 var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        const wp::int32 var_153 = 2;
        wp::int32 var_154;
        const wp::int32 var_155 = 0;
        bool var_156;
        wp::float32 var_157;
        wp::float32 var_158;
        bool var_159;
        bool var_160;
        const wp::float32 var_161 = 0.32;
        bool var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::float32 var_165;
        const wp::float32 var_166 = 0.73;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = -1.9;
        bool var_172;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        const wp::int32 var_179 = 0;
        wp::int32 var_180;
        bool var_181;
        const wp::int32 var_182 = 2;
        bool var_183;
        const wp::float32 var_184 = 2.0;
        bool var_185;
        const wp::int32 var_186 = 1;
        wp::int32 var_187;
        wp::float32 var_188;
        wp::float32 var_189;
        const wp::float32 var_190 = 1.0;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::float32 var_193;
        wp::float32 var_194;
        const wp::int32 var_195 = 1;
        wp::int32 var_196;
        wp::shape_t* var_197;
        const wp::int32 var_198 = 0;
        wp::int32 var_199;
        wp::shape_t var_200;
        wp::int32 var_201;
        wp::float32* var_202;
        const wp::float32 var_203 = -1.32;
        const wp::float32 var_204 = 0.8;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        const wp::float32 var_214 = -0.53;
        const wp::float32 var_215 = 0.915;
        const wp::float32 var_216 = -1.2;
        wp::vec_t<3, wp::float32> var_217;
        const wp::float32 var_218 = -1.85;
        const wp::float32 var_219 = 0.68;
        const wp::float32 var_220 = -1.969;
        wp::vec_t<3, wp::float32> var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        const wp::float32 var_224 = 0.25;
        wp::float32 var_225;
        const wp::float32 var_226 = -1.7;
        const wp::float32 var_227 = -1.6;
        const wp::float32 var_228 = -0.699;
        const wp::float32 var_229 = -0.682;
        wp::vec_t<3, wp::float32> var_230;
        const wp::float32 var_231 = -1.1;
        const wp::float32 var_232 = 1.82;
        const wp::float32 var_233 = -1.348;
        wp::vec_t<3, wp::float32> var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        const wp::float32 var_237 = 0.5;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        const wp::float32 var_241 = -0.56;
        wp::vec_t<3, wp::float32> var_242;
        wp::float32 var_243;
        const wp::int32 var_244 = 3;
        wp::int32 var_245;
        wp::shape_t* var_246;
        const wp::int32 var_247 = 0;
        wp::int32 var_248;
        wp::shape_t var_249;
        wp::int32 var_250;
        wp::float32* var_251;
        bool var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        wp::float32 var_255;
        wp::float32 var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        const wp::float32 var_259 = 0.47;
        wp::float32 var_260;
        wp::float32 var_261;
        const wp::float32 var_262 = 1.82;
        const wp::float32 var_263 = -0.66;
        const wp::float32 var_264 = 1.73;
        wp::vec_t<3, wp::float32> var_265;
        wp::float32 var_266;
        const wp::float32 var_267 = -1.55;
        const wp::float32 var_268 = 1.9;
        wp::float32 var_269;
        wp::float32 var_270;
        wp::float32 var_271;
        const wp::int32 var_272 = 0;
        wp::int32 var_273;
        const wp::int32 var_274 = 5;
        bool var_275;
        const wp::int32 var_276 = 1;
        wp::int32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32 var_283;
        wp::float32 var_284;
        const wp::float32 var_285 = 0.4;
        const wp::float32 var_286 = 1.32;
        wp::float32 var_287;
        wp::float32 var_288;
        wp::float32 var_289;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        bool adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        bool adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        bool adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        bool adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::vec_t<3, wp::float32> adj_56 = {};
        wp::int32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        bool adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::int32 adj_74 = {};
        wp::int32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::int32 adj_77 = {};
        wp::int32 adj_78 = {};
        bool adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::int32 adj_84 = {};
        wp::int32 adj_85 = {};
        wp::shape_t adj_86 = {};
        wp::int32 adj_87 = {};
        wp::int32 adj_88 = {};
        wp::shape_t adj_89 = {};
        wp::int32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        bool adj_96 = {};
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
        wp::range_t adj_109 = {};
        wp::range_t adj_110 = {};
        wp::int32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::vec_t<3, wp::float32> adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::vec_t<3, wp::float32> adj_121 = {};
        wp::vec_t<3, wp::float32> adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
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
        wp::float32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::vec_t<3, wp::float32> adj_143 = {};
        wp::float32 adj_144 = {};
        bool adj_145 = {};
        wp::float32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::vec_t<3, wp::float32> adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::int32 adj_153 = {};
        wp::int32 adj_154 = {};
        wp::int32 adj_155 = {};
        bool adj_156 = {};
        wp::float32 adj_157 = {};
        wp::float32 adj_158 = {};
        bool adj_159 = {};
        bool adj_160 = {};
        wp::float32 adj_161 = {};
        bool adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::float32 adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        bool adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::float32 adj_178 = {};
        wp::int32 adj_179 = {};
        wp::int32 adj_180 = {};
        bool adj_181 = {};
        wp::int32 adj_182 = {};
        bool adj_183 = {};
        wp::float32 adj_184 = {};
        bool adj_185 = {};
        wp::int32 adj_186 = {};
        wp::int32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::float32 adj_189 = {};
        wp::float32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::float32 adj_192 = {};
        wp::float32 adj_193 = {};
        wp::float32 adj_194 = {};
        wp::int32 adj_195 = {};
        wp::int32 adj_196 = {};
        wp::shape_t adj_197 = {};
        wp::int32 adj_198 = {};
        wp::int32 adj_199 = {};
        wp::shape_t adj_200 = {};
        wp::int32 adj_201 = {};
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
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::float32 adj_216 = {};
        wp::vec_t<3, wp::float32> adj_217 = {};
        wp::float32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::vec_t<3, wp::float32> adj_221 = {};
        wp::float32 adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::vec_t<3, wp::float32> adj_230 = {};
        wp::float32 adj_231 = {};
        wp::float32 adj_232 = {};
        wp::float32 adj_233 = {};
        wp::vec_t<3, wp::float32> adj_234 = {};
        wp::float32 adj_235 = {};
        wp::float32 adj_236 = {};
        wp::float32 adj_237 = {};
        wp::float32 adj_238 = {};
        wp::float32 adj_239 = {};
        wp::float32 adj_240 = {};
        wp::float32 adj_241 = {};
        wp::vec_t<3, wp::float32> adj_242 = {};
        wp::float32 adj_243 = {};
        wp::int32 adj_244 = {};
        wp::int32 adj_245 = {};
        wp::shape_t adj_246 = {};
        wp::int32 adj_247 = {};
        wp::int32 adj_248 = {};
        wp::shape_t adj_249 = {};
        wp::int32 adj_250 = {};
        wp::float32 adj_251 = {};
        bool adj_252 = {};
        wp::float32 adj_253 = {};
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        wp::float32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::float32 adj_262 = {};
        wp::float32 adj_263 = {};
        wp::float32 adj_264 = {};
        wp::vec_t<3, wp::float32> adj_265 = {};
        wp::float32 adj_266 = {};
        wp::float32 adj_267 = {};
        wp::float32 adj_268 = {};
        wp::float32 adj_269 = {};
        wp::float32 adj_270 = {};
        wp::float32 adj_271 = {};
        wp::int32 adj_272 = {};
        wp::int32 adj_273 = {};
        wp::int32 adj_274 = {};
        bool adj_275 = {};
        wp::int32 adj_276 = {};
        wp::int32 adj_277 = {};
        wp::float32 adj_278 = {};
        wp::float32 adj_279 = {};
        wp::float32 adj_280 = {};
        wp::float32 adj_281 = {};
        wp::float32 adj_282 = {};
        wp::float32 adj_283 = {};
        wp::float32 adj_284 = {};
        wp::float32 adj_285 = {};
        wp::float32 adj_286 = {};
        wp::float32 adj_287 = {};
        wp::float32 adj_288 = {};
        wp::float32 adj_289 = {};
        //---------
        // forward
        // def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):                <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v9 = float(0.0)                                                                        <L 7>
        var_2 = wp::float(var_1);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:                     <L 9>
        var_6 = (var_4 <= var_4);
        var_7 = wp::where(var_6, var_4, var_4);
        var_10 = wp::smoothstep(var_8, var_9, var_4);
        var_11 = wp::mul(var_10, var_4);
        var_12 = (var_7 > var_11);
        if (var_12) {
            // v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))       <L 10>
            var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
            var_18 = wp::mul(var_13, var_17);
            var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
            var_23 = wp::normalize(var_22);
            var_24 = wp::dot(var_18, var_23);
            var_25 = wp::sin(var_24);
            var_26 = wp::add(var_4, var_25);
        }
        var_27 = wp::where(var_12, var_26, var_4);
        // v1 = v0                                                                                <L 11>
        var_28 = wp::copy(var_27);
        // v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)       <L 12>
        var_29 = wp::sub(var_27, var_28);
        var_32 = wp::clamp(var_29, var_30, var_31);
        var_33 = wp::acos(var_32);
        var_34 = (var_28 > var_27);
        var_35 = wp::where(var_34, var_27, var_28);
        var_36 = wp::erfc(var_35);
        var_37 = wp::abs(var_36);
        var_39 = wp::add(var_37, var_38);
        var_40 = wp::mod(var_33, var_39);
        // if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):                           <L 13>
        var_41 = wp::min(var_28, var_40);
        var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
        var_46 = wp::length(var_45);
        var_47 = (var_41 >= var_46);
        if (var_47) {
            // v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))       <L 14>
            var_51 = wp::vec_t<3, wp::float32>(var_48, var_49, var_50);
            var_52 = wp::length(var_51);
            var_56 = wp::vec_t<3, wp::float32>(var_53, var_54, var_55);
            var_58 = wp::extract(var_56, var_57);
            var_59 = wp::sub(var_52, var_58);
            var_60 = wp::cos(var_59);
            var_61 = wp::add(var_27, var_60);
            // if v1 > v2:                                                                        <L 15>
            var_62 = (var_28 > var_40);
            if (var_62) {
                // out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55       <L 16>
                var_63 = wp::add(var_61, var_28);
                var_64 = wp::add(var_63, var_40);
                var_68 = wp::vec_t<3, wp::float32>(var_65, var_66, var_67);
                var_69 = wp::mul(var_68, var_28);
                var_70 = wp::length(var_69);
                var_72 = wp::mul(var_70, var_71);
                var_73 = wp::add(var_64, var_72);
                // wp::array_store(var_out0, var_0, var_73);
                // return                                                                         <L 17>
                goto label0;
            }
        }
        if (!var_47) {
            // elif (wp.max(tid, 1)) % 4 == 0:                                                    <L 18>
            var_75 = wp::max(var_0, var_74);
            var_77 = wp::mod(var_75, var_76);
            var_79 = (var_77 == var_78);
            if (var_79) {
                // v2 = v2 + wp.tanh(wp.round(0.5))                                               <L 19>
                var_81 = wp::round(var_80);
                var_82 = wp::tanh(var_81);
                var_83 = wp::add(var_40, var_82);
                // v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])                                 <L 20>
                var_85 = wp::add(var_0, var_84);
                var_86 = &(var_x0.shape);
                var_89 = wp::load(var_86);
                var_88 = wp::extract(var_89, var_87);
                var_90 = wp::mod(var_85, var_88);
                var_91 = wp::address(var_x0, var_90);
                var_93 = wp::load(var_91);
                var_92 = wp::tanh(var_93);
                var_94 = wp::add(var_27, var_92);
            }
            if (!var_79) {
                // elif wp.ceil(v0) < v2:                                                         <L 21>
                var_95 = wp::ceil(var_27);
                var_96 = (var_95 < var_40);
                if (var_96) {
                    // v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))                         <L 22>
                    var_97 = wp::add(var_27, var_40);
                    var_100 = wp::clamp(var_97, var_98, var_99);
                    var_101 = wp::sin(var_100);
                    var_102 = wp::add(var_27, var_101);
                }
                if (!var_96) {
                    // v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43                                     <L 24>
                    var_103 = wp::sub(var_28, var_27);
                    var_104 = wp::sin(var_103);
                    var_105 = wp::cos(var_104);
                    var_107 = wp::mul(var_105, var_106);
                    var_108 = wp::sub(var_27, var_107);
                    // for j3 in reversed(range(n)):                                              <L 25>
                    var_109 = wp::range(var_n);
                    var_110 = wp::iter_reverse(var_109);
                    // w6 = int(0)                                                                <L 41>
                    var_180 = wp::int(var_179);
                    // while w6 < 2 and (2.0 <= v2):                                              <L 42>
                }
                var_209 = wp::where(var_96, var_102, var_108);
            }
            var_210 = wp::where(var_79, var_94, var_209);
            var_211 = wp::where(var_79, var_83, var_40);
        }
        var_212 = wp::where(var_47, var_61, var_210);
        var_213 = wp::where(var_47, var_40, var_211);
        // v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))       <L 46>
        var_217 = wp::vec_t<3, wp::float32>(var_214, var_215, var_216);
        var_221 = wp::vec_t<3, wp::float32>(var_218, var_219, var_220);
        var_222 = wp::dot(var_217, var_221);
        var_223 = wp::float(var_0);
        var_225 = wp::lerp(var_222, var_223, var_224);
        var_230 = wp::vec_t<3, wp::float32>(var_227, var_228, var_229);
        var_234 = wp::vec_t<3, wp::float32>(var_231, var_232, var_233);
        var_235 = wp::dot(var_230, var_234);
        var_236 = wp::abs(var_235);
        var_238 = wp::add(var_236, var_237);
        var_239 = wp::atan2(var_226, var_238);
        var_240 = wp::add(var_225, var_239);
        // if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:                        <L 47>
        var_242 = wp::vec_t<3, wp::float32>(var_241);
        var_243 = wp::length_sq(var_242);
        var_245 = wp::add(var_0, var_244);
        var_246 = &(var_x0.shape);
        var_249 = wp::load(var_246);
        var_248 = wp::extract(var_249, var_247);
        var_250 = wp::mod(var_245, var_248);
        var_251 = wp::address(var_x0, var_250);
        var_253 = wp::load(var_251);
        var_252 = (var_243 >= var_253);
        if (var_252) {
            // v2 = v2 + wp.sin(wp.erfc((v0 + v7)))                                               <L 48>
            var_254 = wp::add(var_212, var_240);
            var_255 = wp::erfc(var_254);
            var_256 = wp::sin(var_255);
            var_257 = wp::add(var_213, var_256);
            // v0 -= wp.sin(v2) * 0.47                                                            <L 49>
            var_258 = wp::sin(var_257);
            var_260 = wp::mul(var_258, var_259);
            var_261 = wp::sub(var_212, var_260);
        }
        if (!var_252) {
            // v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))       <L 51>
            var_265 = wp::vec_t<3, wp::float32>(var_262, var_263, var_264);
            var_266 = wp::length_sq(var_265);
            var_269 = wp::clamp(var_266, var_267, var_268);
            var_270 = wp::tanh(var_269);
            var_271 = wp::add(var_212, var_270);
            // w8 = int(0)                                                                        <L 52>
            var_273 = wp::int(var_272);
            // while w8 < 5:                                                                      <L 53>
        }
        var_281 = wp::where(var_252, var_261, var_271);
        var_282 = wp::where(var_252, var_257, var_213);
        // out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9                                             <L 56>
        var_283 = wp::add(var_282, var_281);
        var_284 = wp::add(var_283, var_28);
        var_287 = wp::mul(var_285, var_286);
        var_288 = wp::add(var_284, var_287);
        var_289 = wp::add(var_288, var_2);
        // wp::array_store(var_out0, var_0, var_289);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_289, adj_out0, adj_0, adj_289);
        wp::adj_add(var_288, var_2, adj_288, adj_2, adj_289);
        wp::adj_add(var_284, var_287, adj_284, adj_287, adj_288);
        wp::adj_mul(var_285, var_286, adj_285, adj_286, adj_287);
        wp::adj_add(var_283, var_28, adj_283, adj_28, adj_284);
        wp::adj_add(var_282, var_281, adj_282, adj_281, adj_283);
        // adj: out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9                                        <L 56>
        wp::adj_where(var_252, var_257, var_213, adj_252, adj_257, adj_213, adj_282);
        wp::adj_where(var_252, var_261, var_271, adj_252, adj_261, adj_271, adj_281);
        if (!var_252) {
        start_while_5:;
            var_275 = (var_273 < var_274);
        if ((var_275) == false) goto end_while_5;
        adj_276 = {};
        adj_277 = {};
        adj_278 = {};
        adj_279 = {};
        adj_280 = {};
                // w8 = w8 + 1                                                                    <L 54>
                var_277 = wp::add(var_273, var_276);
                // v2 = v2 + wp.cos(float(w8))                                                    <L 55>
                var_278 = wp::float(var_277);
                var_279 = wp::cos(var_278);
                var_280 = wp::add(var_213, var_279);
                wp::assign(var_213, var_280);
                wp::assign(var_273, var_277);
                wp::adj_assign(var_273, var_277, adj_273, adj_277);
                wp::adj_assign(var_213, var_280, adj_213, adj_280);
                wp::adj_add(var_213, var_279, adj_213, adj_279, adj_280);
                wp::adj_cos(var_278, adj_278, adj_279);
                wp::adj_float(var_277, adj_277, adj_278);
                // adj: v2 = v2 + wp.cos(float(w8))                                               <L 55>
                wp::adj_add(var_273, var_276, adj_273, adj_276, adj_277);
                // adj: w8 = w8 + 1                                                               <L 54>
        goto start_while_5;
        end_while_5:;
            // adj: while w8 < 5:                                                                 <L 53>
            // adj: w8 = int(0)                                                                   <L 52>
            wp::adj_add(var_212, var_270, adj_212, adj_270, adj_271);
            wp::adj_tanh(var_269, var_270, adj_269, adj_270);
            wp::adj_clamp(var_266, var_267, var_268, adj_266, adj_267, adj_268, adj_269);
            wp::adj_length_sq(var_265, adj_265, adj_266);
            wp::adj_vec_t(var_262, var_263, var_264, adj_262, adj_263, adj_264, adj_265);
            // adj: v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))  <L 51>
        }
        if (var_252) {
            wp::adj_sub(var_212, var_260, adj_212, adj_260, adj_261);
            wp::adj_mul(var_258, var_259, adj_258, adj_259, adj_260);
            wp::adj_sin(var_257, adj_257, adj_258);
            // adj: v0 -= wp.sin(v2) * 0.47                                                       <L 49>
            wp::adj_add(var_213, var_256, adj_213, adj_256, adj_257);
            wp::adj_sin(var_255, adj_255, adj_256);
            wp::adj_erfc(var_254, adj_254, adj_255);
            wp::adj_add(var_212, var_240, adj_212, adj_240, adj_254);
            // adj: v2 = v2 + wp.sin(wp.erfc((v0 + v7)))                                          <L 48>
        }
        wp::adj_address(var_x0, var_250, adj_x0, adj_250, adj_251);
        wp::adj_mod(var_245, var_248, adj_245, adj_248, adj_250);
        adj_x0.shape = adj_246;
        wp::adj_add(var_0, var_244, adj_0, adj_244, adj_245);
        wp::adj_length_sq(var_242, adj_242, adj_243);
        wp::adj_vec_t(var_241, adj_241, adj_242);
        // adj: if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:                   <L 47>
        wp::adj_add(var_225, var_239, adj_225, adj_239, adj_240);
        wp::adj_atan2(var_226, var_238, adj_226, adj_238, adj_239);
        wp::adj_add(var_236, var_237, adj_236, adj_237, adj_238);
        wp::adj_abs(var_235, adj_235, adj_236);
        wp::adj_dot(var_230, var_234, adj_230, adj_234, adj_235);
        wp::adj_vec_t(var_231, var_232, var_233, adj_231, adj_232, adj_233, adj_234);
        wp::adj_vec_t(var_227, var_228, var_229, adj_227, adj_228, adj_229, adj_230);
        wp::adj_lerp(var_222, var_223, var_224, adj_222, adj_223, adj_224, adj_225);
        wp::adj_float(var_0, adj_0, adj_223);
        wp::adj_dot(var_217, var_221, adj_217, adj_221, adj_222);
        wp::adj_vec_t(var_218, var_219, var_220, adj_218, adj_219, adj_220, adj_221);
        wp::adj_vec_t(var_214, var_215, var_216, adj_214, adj_215, adj_216, adj_217);
        // adj: v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))  <L 46>
        wp::adj_where(var_47, var_40, var_211, adj_47, adj_40, adj_211, adj_213);
        wp::adj_where(var_47, var_61, var_210, adj_47, adj_61, adj_210, adj_212);
        if (!var_47) {
            wp::adj_where(var_79, var_83, var_40, adj_79, adj_83, adj_40, adj_211);
            wp::adj_where(var_79, var_94, var_209, adj_79, adj_94, adj_209, adj_210);
            if (!var_79) {
                wp::adj_where(var_96, var_102, var_108, adj_96, adj_102, adj_108, adj_209);
                if (!var_96) {
        start_while_3:;
                    var_183 = (var_180 < var_182);
                    var_181 = var_183;
                    if (var_181) {
                        var_185 = (var_184 <= var_40);
                        var_181 = var_181 && var_185;
                    }
        if ((var_181) == false) goto end_while_3;
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
                        // w6 = w6 + 1                                                            <L 43>
                        var_187 = wp::add(var_180, var_186);
                        // v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))                     <L 44>
                        var_188 = wp::sub(var_40, var_40);
                        var_189 = wp::abs(var_188);
                        var_191 = wp::add(var_189, var_190);
                        var_192 = wp::div(var_40, var_191);
                        var_193 = wp::sin(var_192);
                        var_194 = wp::add(var_108, var_193);
                        // v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))       <L 45>
                        var_196 = wp::add(var_0, var_195);
                        var_197 = &(var_x0.shape);
                        var_200 = wp::load(var_197);
                        var_199 = wp::extract(var_200, var_198);
                        var_201 = wp::mod(var_196, var_199);
                        var_202 = wp::address(var_x0, var_201);
                        var_206 = wp::load(var_202);
                        var_205 = wp::clamp(var_206, var_203, var_204);
                        var_207 = wp::tanh(var_205);
                        var_208 = wp::add(var_40, var_207);
                        wp::assign(var_108, var_194);
                        wp::assign(var_40, var_208);
                        wp::assign(var_180, var_187);
                        wp::adj_assign(var_180, var_187, adj_180, adj_187);
                        wp::adj_assign(var_40, var_208, adj_40, adj_208);
                        wp::adj_assign(var_108, var_194, adj_108, adj_194);
                        wp::adj_add(var_40, var_207, adj_40, adj_207, adj_208);
                        wp::adj_tanh(var_205, var_207, adj_205, adj_207);
                        wp::adj_clamp(var_206, var_203, var_204, adj_202, adj_203, adj_204, adj_205);
                        wp::adj_address(var_x0, var_201, adj_x0, adj_201, adj_202);
                        wp::adj_mod(var_196, var_199, adj_196, adj_199, adj_201);
                        adj_x0.shape = adj_197;
                        wp::adj_add(var_0, var_195, adj_0, adj_195, adj_196);
                        // adj: v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))  <L 45>
                        wp::adj_add(var_108, var_193, adj_108, adj_193, adj_194);
                        wp::adj_sin(var_192, adj_192, adj_193);
                        wp::adj_div(var_40, var_191, var_192, adj_40, adj_191, adj_192);
                        wp::adj_add(var_189, var_190, adj_189, adj_190, adj_191);
                        wp::adj_abs(var_188, adj_188, adj_189);
                        wp::adj_sub(var_40, var_40, adj_40, adj_40, adj_188);
                        // adj: v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))                <L 44>
                        wp::adj_add(var_180, var_186, adj_180, adj_186, adj_187);
                        // adj: w6 = w6 + 1                                                       <L 43>
        goto start_while_3;
        end_while_3:;
                    // adj: while w6 < 2 and (2.0 <= v2):                                         <L 42>
                    // adj: w6 = int(0)                                                           <L 41>
                    var_110 = wp::iter_reverse(var_110);
                    start_for_1:;
                        if (iter_cmp(var_110) == 0) goto end_for_1;
                        var_111 = wp::iter_next(var_110);
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
                        // v1 += wp.cos(v0)                                                       <L 26>
                        var_112 = wp::cos(var_108);
                        var_113 = wp::add(var_28, var_112);
                        // v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))       <L 27>
                        var_117 = wp::vec_t<3, wp::float32>(var_114, var_115, var_116);
                        var_121 = wp::vec_t<3, wp::float32>(var_118, var_119, var_120);
                        var_122 = wp::min(var_117, var_121);
                        var_123 = wp::length_sq(var_122);
                        var_125 = wp::abs(var_124);
                        var_127 = wp::add(var_125, var_126);
                        var_128 = wp::log2(var_127);
                        var_131 = wp::clamp(var_113, var_129, var_130);
                        var_132 = wp::asin(var_131);
                        var_133 = wp::sub(var_128, var_132);
                        var_134 = wp::abs(var_133);
                        var_136 = wp::add(var_134, var_135);
                        var_137 = wp::div(var_123, var_136);
                        // v9 += v4                                                               <L 28>
                        var_138 = wp::add(var_2, var_137);
                        // if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):                <L 29>
                        var_139 = wp::mul(var_113, var_108);
                        var_143 = wp::vec_t<3, wp::float32>(var_140, var_141, var_142);
                        var_144 = wp::length(var_143);
                        var_145 = (var_139 < var_144);
                        if (var_145) {
                            // v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))               <L 30>
                            var_146 = wp::float(var_111);
                            var_148 = wp::vec_t<3, wp::float32>(var_147);
                            var_149 = wp::length(var_148);
                            var_150 = wp::sub(var_146, var_149);
                            var_151 = wp::cos(var_150);
                            var_152 = wp::add(var_113, var_151);
                            // if (tid) % 2 == 0:                                                 <L 31>
                            var_154 = wp::mod(var_0, var_153);
                            var_156 = (var_154 == var_155);
                            if (var_156) {
                                // continue                                                       <L 32>
                                wp::assign(var_2, var_138);
                                wp::assign(var_28, var_152);
                                goto start_for_1;
                            }
                            var_157 = wp::where(var_156, var_2, var_138);
                            var_158 = wp::where(var_156, var_28, var_152);
                            // if (v1 < v0) and (v0 < 0.32):                                      <L 33>
                            var_160 = (var_158 < var_108);
                            var_159 = var_160;
                            if (var_159) {
                                var_162 = (var_108 < var_161);
                                var_159 = var_159 && var_162;
                            }
                            if (var_159) {
                                // break                                                          <L 34>
                                wp::assign(var_2, var_157);
                                wp::assign(var_28, var_158);
                                goto end_for_1;
                            }
                            var_163 = wp::where(var_159, var_2, var_157);
                            var_164 = wp::where(var_159, var_28, var_158);
                        }
                        if (!var_145) {
                            // v0 -= wp.sin(v2) * 0.73                                            <L 36>
                            var_165 = wp::sin(var_40);
                            var_167 = wp::mul(var_165, var_166);
                            var_168 = wp::sub(var_108, var_167);
                            // v5 = v1                                                            <L 37>
                            var_169 = wp::copy(var_113);
                            // v9 += v5                                                           <L 38>
                            var_170 = wp::add(var_138, var_169);
                            // if v0 >= -1.9:                                                     <L 39>
                            var_172 = (var_168 >= var_171);
                            if (var_172) {
                                // break                                                          <L 40>
                                wp::assign(var_2, var_170);
                                wp::assign(var_108, var_168);
                                wp::assign(var_28, var_113);
                                goto end_for_1;
                            }
                            var_173 = wp::where(var_172, var_2, var_170);
                            var_174 = wp::where(var_172, var_108, var_168);
                            var_175 = wp::where(var_172, var_28, var_113);
                        }
                        var_176 = wp::where(var_145, var_163, var_173);
                        var_177 = wp::where(var_145, var_108, var_174);
                        var_178 = wp::where(var_145, var_164, var_175);
                        wp::assign(var_2, var_176);
                        wp::assign(var_108, var_177);
                        wp::assign(var_28, var_178);
                        wp::adj_assign(var_28, var_178, adj_28, adj_178);
                        wp::adj_assign(var_108, var_177, adj_108, adj_177);
                        wp::adj_assign(var_2, var_176, adj_2, adj_176);
                        wp::adj_where(var_145, var_164, var_175, adj_145, adj_164, adj_175, adj_178);
                        wp::adj_where(var_145, var_108, var_174, adj_145, adj_108, adj_174, adj_177);
                        wp::adj_where(var_145, var_163, var_173, adj_145, adj_163, adj_173, adj_176);
                        if (!var_145) {
                            wp::adj_where(var_172, var_28, var_113, adj_172, adj_28, adj_113, adj_175);
                            wp::adj_where(var_172, var_108, var_168, adj_172, adj_108, adj_168, adj_174);
                            wp::adj_where(var_172, var_2, var_170, adj_172, adj_2, adj_170, adj_173);
                            if (var_172) {
                                wp::adj_assign(var_28, var_113, adj_28, adj_113);
                                wp::adj_assign(var_108, var_168, adj_108, adj_168);
                                wp::adj_assign(var_2, var_170, adj_2, adj_170);
                                // adj: break                                                     <L 40>
                            }
                            // adj: if v0 >= -1.9:                                                <L 39>
                            wp::adj_add(var_138, var_169, adj_138, adj_169, adj_170);
                            // adj: v9 += v5                                                      <L 38>
                            wp::adj_copy(var_113, adj_113, adj_169);
                            // adj: v5 = v1                                                       <L 37>
                            wp::adj_sub(var_108, var_167, adj_108, adj_167, adj_168);
                            wp::adj_mul(var_165, var_166, adj_165, adj_166, adj_167);
                            wp::adj_sin(var_40, adj_40, adj_165);
                            // adj: v0 -= wp.sin(v2) * 0.73                                       <L 36>
                        }
                        if (var_145) {
                            wp::adj_where(var_159, var_28, var_158, adj_159, adj_28, adj_158, adj_164);
                            wp::adj_where(var_159, var_2, var_157, adj_159, adj_2, adj_157, adj_163);
                            if (var_159) {
                                wp::adj_assign(var_28, var_158, adj_28, adj_158);
                                wp::adj_assign(var_2, var_157, adj_2, adj_157);
                                // adj: break                                                     <L 34>
                            }
                            if (var_159) {
                            }
                            // adj: if (v1 < v0) and (v0 < 0.32):                                 <L 33>
                            wp::adj_where(var_156, var_28, var_152, adj_156, adj_28, adj_152, adj_158);
                            wp::adj_where(var_156, var_2, var_138, adj_156, adj_2, adj_138, adj_157);
                            if (var_156) {
                                wp::adj_assign(var_28, var_152, adj_28, adj_152);
                                wp::adj_assign(var_2, var_138, adj_2, adj_138);
                                // adj: continue                                                  <L 32>
                            }
                            wp::adj_mod(var_0, var_153, adj_0, adj_153, adj_154);
                            // adj: if (tid) % 2 == 0:                                            <L 31>
                            wp::adj_add(var_113, var_151, adj_113, adj_151, adj_152);
                            wp::adj_cos(var_150, adj_150, adj_151);
                            wp::adj_sub(var_146, var_149, adj_146, adj_149, adj_150);
                            wp::adj_length(var_148, var_149, adj_148, adj_149);
                            wp::adj_vec_t(var_147, adj_147, adj_148);
                            wp::adj_float(var_111, adj_111, adj_146);
                            // adj: v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))          <L 30>
                        }
                        wp::adj_length(var_143, var_144, adj_143, adj_144);
                        wp::adj_vec_t(var_140, var_141, var_142, adj_140, adj_141, adj_142, adj_143);
                        wp::adj_mul(var_113, var_108, adj_113, adj_108, adj_139);
                        // adj: if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):           <L 29>
                        wp::adj_add(var_2, var_137, adj_2, adj_137, adj_138);
                        // adj: v9 += v4                                                          <L 28>
                        wp::adj_div(var_123, var_136, var_137, adj_123, adj_136, adj_137);
                        wp::adj_add(var_134, var_135, adj_134, adj_135, adj_136);
                        wp::adj_abs(var_133, adj_133, adj_134);
                        wp::adj_sub(var_128, var_132, adj_128, adj_132, adj_133);
                        wp::adj_asin(var_131, adj_131, adj_132);
                        wp::adj_clamp(var_113, var_129, var_130, adj_113, adj_129, adj_130, adj_131);
                        wp::adj_log2(var_127, adj_127, adj_128);
                        wp::adj_add(var_125, var_126, adj_125, adj_126, adj_127);
                        wp::adj_abs(var_124, adj_124, adj_125);
                        wp::adj_length_sq(var_122, adj_122, adj_123);
                        wp::adj_min(var_117, var_121, adj_117, adj_121, adj_122);
                        wp::adj_vec_t(var_118, var_119, var_120, adj_118, adj_119, adj_120, adj_121);
                        wp::adj_vec_t(var_114, var_115, var_116, adj_114, adj_115, adj_116, adj_117);
                        // adj: v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))  <L 27>
                        wp::adj_add(var_28, var_112, adj_28, adj_112, adj_113);
                        wp::adj_cos(var_108, adj_108, adj_112);
                        // adj: v1 += wp.cos(v0)                                                  <L 26>
                    	goto start_for_1;
                    end_for_1:;
                    // adj: for j3 in reversed(range(n)):                                         <L 25>
                    wp::adj_sub(var_27, var_107, adj_27, adj_107, adj_108);
                    wp::adj_mul(var_105, var_106, adj_105, adj_106, adj_107);
                    wp::adj_cos(var_104, adj_104, adj_105);
                    wp::adj_sin(var_103, adj_103, adj_104);
                    wp::adj_sub(var_28, var_27, adj_28, adj_27, adj_103);
                    // adj: v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43                                <L 24>
                }
                if (var_96) {
                    wp::adj_add(var_27, var_101, adj_27, adj_101, adj_102);
                    wp::adj_sin(var_100, adj_100, adj_101);
                    wp::adj_clamp(var_97, var_98, var_99, adj_97, adj_98, adj_99, adj_100);
                    wp::adj_add(var_27, var_40, adj_27, adj_40, adj_97);
                    // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))                    <L 22>
                }
                // adj: elif wp.ceil(v0) < v2:                                                    <L 21>
            }
            if (var_79) {
                wp::adj_add(var_27, var_92, adj_27, adj_92, adj_94);
                wp::adj_tanh(var_93, var_92, adj_91, adj_92);
                wp::adj_address(var_x0, var_90, adj_x0, adj_90, adj_91);
                wp::adj_mod(var_85, var_88, adj_85, adj_88, adj_90);
                adj_x0.shape = adj_86;
                wp::adj_add(var_0, var_84, adj_0, adj_84, adj_85);
                // adj: v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])                            <L 20>
                wp::adj_add(var_40, var_82, adj_40, adj_82, adj_83);
                wp::adj_tanh(var_81, var_82, adj_81, adj_82);
                // adj: v2 = v2 + wp.tanh(wp.round(0.5))                                          <L 19>
            }
            wp::adj_mod(var_75, var_76, adj_75, adj_76, adj_77);
            wp::adj_max(var_0, var_74, adj_0, adj_74, adj_75);
            // adj: elif (wp.max(tid, 1)) % 4 == 0:                                               <L 18>
        }
        if (var_47) {
            if (var_62) {
                label0:;
                // adj: return                                                                    <L 17>
                wp::adj_array_store(var_out0, var_0, var_73, adj_out0, adj_0, adj_73);
                wp::adj_add(var_64, var_72, adj_64, adj_72, adj_73);
                wp::adj_mul(var_70, var_71, adj_70, adj_71, adj_72);
                wp::adj_length(var_69, var_70, adj_69, adj_70);
                wp::adj_mul(var_68, var_28, adj_68, adj_28, adj_69);
                wp::adj_vec_t(var_65, var_66, var_67, adj_65, adj_66, adj_67, adj_68);
                wp::adj_add(var_63, var_40, adj_63, adj_40, adj_64);
                wp::adj_add(var_61, var_28, adj_61, adj_28, adj_63);
                // adj: out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55  <L 16>
            }
            // adj: if v1 > v2:                                                                   <L 15>
            wp::adj_add(var_27, var_60, adj_27, adj_60, adj_61);
            wp::adj_cos(var_59, adj_59, adj_60);
            wp::adj_sub(var_52, var_58, adj_52, adj_58, adj_59);
            wp::adj_extract(var_56, var_57, adj_56, adj_57, adj_58);
            wp::adj_vec_t(var_53, var_54, var_55, adj_53, adj_54, adj_55, adj_56);
            wp::adj_length(var_51, var_52, adj_51, adj_52);
            wp::adj_vec_t(var_48, var_49, var_50, adj_48, adj_49, adj_50, adj_51);
            // adj: v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))  <L 14>
        }
        wp::adj_length(var_45, var_46, adj_45, adj_46);
        wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
        wp::adj_min(var_28, var_40, adj_28, adj_40, adj_41);
        // adj: if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):                      <L 13>
        wp::adj_mod(var_33, var_39, adj_33, adj_39, adj_40);
        wp::adj_add(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_abs(var_36, adj_36, adj_37);
        wp::adj_erfc(var_35, adj_35, adj_36);
        wp::adj_where(var_34, var_27, var_28, adj_34, adj_27, adj_28, adj_35);
        wp::adj_acos(var_32, adj_32, adj_33);
        wp::adj_clamp(var_29, var_30, var_31, adj_29, adj_30, adj_31, adj_32);
        wp::adj_sub(var_27, var_28, adj_27, adj_28, adj_29);
        // adj: v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)  <L 12>
        wp::adj_copy(var_27, adj_27, adj_28);
        // adj: v1 = v0                                                                           <L 11>
        wp::adj_where(var_12, var_26, var_4, adj_12, adj_26, adj_4, adj_27);
        if (var_12) {
            wp::adj_add(var_4, var_25, adj_4, adj_25, adj_26);
            wp::adj_sin(var_24, adj_24, adj_25);
            wp::adj_dot(var_18, var_23, adj_18, adj_23, adj_24);
            wp::adj_normalize(var_22, var_23, adj_22, adj_23);
            wp::adj_vec_t(var_19, var_20, var_21, adj_19, adj_20, adj_21, adj_22);
            wp::adj_mul(var_13, var_17, adj_13, adj_17, adj_18);
            wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
            // adj: v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))  <L 10>
        }
        wp::adj_mul(var_10, var_4, adj_10, adj_4, adj_11);
        wp::adj_smoothstep(var_8, var_9, var_4, adj_8, adj_9, adj_4, adj_10);
        wp::adj_where(var_6, var_4, var_4, adj_6, adj_4, adj_4, adj_7);
        // adj: if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:                <L 9>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
        // adj: v0 = x0[tid]                                                                      <L 8>
        wp::adj_float(var_1, adj_1, adj_2);
        // adj: v9 = float(0.0)                                                                   <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):           <L 5>
        continue;
    }
}

