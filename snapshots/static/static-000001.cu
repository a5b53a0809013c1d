// Generated for case static-000001 with warp-lang 1.19.0. Do not edit.
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


// static-000001.py:9
static CUDA_CALLABLE wp::float32 static_000001_op0_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.2;
    const wp::float32 var_5 = 1.8;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.502;
    wp::float32 var_9;
    //---------
    // forward
    // def static_000001_op0(x: float) -> float:                                              <L 10>
    // return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502                <L 11>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::log2(var_2);
    var_6 = wp::clamp(var_3, var_4, var_5);
    var_7 = wp::erfcinv(var_6);
    var_9 = wp::mul(var_7, var_8);
    return var_9;
}


// static-000001.py:14
static CUDA_CALLABLE wp::float32 static_000001_op1_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.5;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.59;
    wp::float32 var_6;
    //---------
    // forward
    // def static_000001_op1(x: float) -> float:                                              <L 15>
    // return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                        <L 16>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::sqrt(var_2);
    var_4 = wp::cbrt(var_3);
    var_6 = wp::mul(var_4, var_5);
    return var_6;
}


// static-000001.py:19
static CUDA_CALLABLE wp::float32 static_000001_op2_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.8;
    wp::float32 var_3;
    //---------
    // forward
    // def static_000001_op2(x: float) -> float:                                              <L 20>
    // return wp.frac(wp.cbrt(x)) * 0.8                                                       <L 21>
    var_0 = wp::cbrt(var_x);
    var_1 = wp::frac(var_0);
    var_3 = wp::mul(var_1, var_2);
    return var_3;
}


// static-000001.py:9
static CUDA_CALLABLE void adj_static_000001_op0_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.2;
    const wp::float32 var_5 = 1.8;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.502;
    wp::float32 var_9;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    //---------
    // forward
    // def static_000001_op0(x: float) -> float:                                              <L 10>
    // return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502                <L 11>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::log2(var_2);
    var_6 = wp::clamp(var_3, var_4, var_5);
    var_7 = wp::erfcinv(var_6);
    var_9 = wp::mul(var_7, var_8);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_9 += adj_ret;
    wp::adj_mul(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_erfcinv(var_6, var_7, adj_6, adj_7);
    wp::adj_clamp(var_3, var_4, var_5, adj_3, adj_4, adj_5, adj_6);
    wp::adj_log2(var_2, adj_2, adj_3);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_x, adj_x, adj_0);
    // adj: return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502           <L 11>
    // adj: def static_000001_op0(x: float) -> float:                                         <L 10>
    return;
}


// static-000001.py:14
static CUDA_CALLABLE void adj_static_000001_op1_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.5;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.59;
    wp::float32 var_6;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    //---------
    // forward
    // def static_000001_op1(x: float) -> float:                                              <L 15>
    // return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                        <L 16>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::sqrt(var_2);
    var_4 = wp::cbrt(var_3);
    var_6 = wp::mul(var_4, var_5);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_6 += adj_ret;
    wp::adj_mul(var_4, var_5, adj_4, adj_5, adj_6);
    wp::adj_cbrt(var_3, var_4, adj_3, adj_4);
    wp::adj_sqrt(var_2, var_3, adj_2, adj_3);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_x, adj_x, adj_0);
    // adj: return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                   <L 16>
    // adj: def static_000001_op1(x: float) -> float:                                         <L 15>
    return;
}


// static-000001.py:19
static CUDA_CALLABLE void adj_static_000001_op2_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.8;
    wp::float32 var_3;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    //---------
    // forward
    // def static_000001_op2(x: float) -> float:                                              <L 20>
    // return wp.frac(wp.cbrt(x)) * 0.8                                                       <L 21>
    var_0 = wp::cbrt(var_x);
    var_1 = wp::frac(var_0);
    var_3 = wp::mul(var_1, var_2);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_3 += adj_ret;
    wp::adj_mul(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_cbrt(var_x, var_0, adj_x, adj_0);
    // adj: return wp.frac(wp.cbrt(x)) * 0.8                                                  <L 21>
    // adj: def static_000001_op2(x: float) -> float:                                         <L 20>
    return;
}



extern "C" __global__ void static_000001_f2c9eb64_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.0414;
        const wp::int32 var_8 = 0;
        const wp::float32 var_9 = 0.1;
        const wp::float32 var_10 = -1.5;
        const wp::float32 var_11 = 1.24;
        wp::vec_t<3, wp::float32> var_12;
        const wp::int32 var_13 = 2;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 0;
        const wp::float32 var_18 = 0.0;
        const wp::float32 var_19 = 1.86;
        wp::float32 var_20;
        const wp::float32 var_21 = -1.13;
        wp::float32 var_22;
        const wp::float32 var_23 = 1.0;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        const wp::float32 var_30 = 1.0;
        const wp::float32 var_31 = 1.86;
        wp::float32 var_32;
        const wp::float32 var_33 = -1.13;
        wp::float32 var_34;
        const wp::float32 var_35 = 1.0;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 2;
        const wp::float32 var_42 = 2.0;
        const wp::float32 var_43 = 1.86;
        wp::float32 var_44;
        const wp::float32 var_45 = -1.13;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.0;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 3;
        const wp::float32 var_54 = 3.0;
        const wp::float32 var_55 = 1.86;
        wp::float32 var_56;
        const wp::float32 var_57 = -1.13;
        wp::float32 var_58;
        const wp::float32 var_59 = 1.0;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        const wp::float32 var_68 = 0.1;
        const wp::float32 var_69 = -1.5;
        const wp::float32 var_70 = 1.24;
        wp::vec_t<3, wp::float32> var_71;
        const wp::int32 var_72 = 2;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 0;
        const wp::float32 var_77 = 0.0;
        const wp::float32 var_78 = 1.86;
        wp::float32 var_79;
        const wp::float32 var_80 = -1.13;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 1;
        const wp::float32 var_89 = 1.0;
        const wp::float32 var_90 = 1.86;
        wp::float32 var_91;
        const wp::float32 var_92 = -1.13;
        wp::float32 var_93;
        const wp::float32 var_94 = 1.0;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::int32 var_100 = 2;
        const wp::float32 var_101 = 2.0;
        const wp::float32 var_102 = 1.86;
        wp::float32 var_103;
        const wp::float32 var_104 = -1.13;
        wp::float32 var_105;
        const wp::float32 var_106 = 1.0;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        const wp::int32 var_112 = 3;
        const wp::float32 var_113 = 3.0;
        const wp::float32 var_114 = 1.86;
        wp::float32 var_115;
        const wp::float32 var_116 = -1.13;
        wp::float32 var_117;
        const wp::float32 var_118 = 1.0;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        wp::float32 var_125;
        const wp::int32 var_126 = 2;
        const wp::float32 var_127 = 0.1;
        const wp::float32 var_128 = -1.5;
        const wp::float32 var_129 = 1.24;
        wp::vec_t<3, wp::float32> var_130;
        const wp::int32 var_131 = 2;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::int32 var_135 = 0;
        const wp::float32 var_136 = 0.0;
        const wp::float32 var_137 = 1.86;
        wp::float32 var_138;
        const wp::float32 var_139 = -1.13;
        wp::float32 var_140;
        const wp::float32 var_141 = 1.0;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        wp::float32 var_146;
        const wp::int32 var_147 = 1;
        const wp::float32 var_148 = 1.0;
        const wp::float32 var_149 = 1.86;
        wp::float32 var_150;
        const wp::float32 var_151 = -1.13;
        wp::float32 var_152;
        const wp::float32 var_153 = 1.0;
        wp::float32 var_154;
        wp::float32 var_155;
        wp::float32 var_156;
        wp::float32 var_157;
        wp::float32 var_158;
        const wp::int32 var_159 = 2;
        const wp::float32 var_160 = 2.0;
        const wp::float32 var_161 = 1.86;
        wp::float32 var_162;
        const wp::float32 var_163 = -1.13;
        wp::float32 var_164;
        const wp::float32 var_165 = 1.0;
        wp::float32 var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::int32 var_171 = 3;
        const wp::float32 var_172 = 3.0;
        const wp::float32 var_173 = 1.86;
        wp::float32 var_174;
        const wp::float32 var_175 = -1.13;
        wp::float32 var_176;
        const wp::float32 var_177 = 1.0;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        wp::float32 var_181;
        wp::float32 var_182;
        wp::float32 var_183;
        wp::float32 var_184;
        const wp::int32 var_185 = 3;
        const wp::float32 var_186 = 0.1;
        const wp::float32 var_187 = -1.5;
        const wp::float32 var_188 = 1.24;
        wp::vec_t<3, wp::float32> var_189;
        const wp::int32 var_190 = 2;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::float32 var_193;
        const wp::int32 var_194 = 0;
        const wp::float32 var_195 = 0.0;
        const wp::float32 var_196 = 1.86;
        wp::float32 var_197;
        const wp::float32 var_198 = -1.13;
        wp::float32 var_199;
        const wp::float32 var_200 = 1.0;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        const wp::int32 var_206 = 1;
        const wp::float32 var_207 = 1.0;
        const wp::float32 var_208 = 1.86;
        wp::float32 var_209;
        const wp::float32 var_210 = -1.13;
        wp::float32 var_211;
        const wp::float32 var_212 = 1.0;
        wp::float32 var_213;
        wp::float32 var_214;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        const wp::int32 var_218 = 2;
        const wp::float32 var_219 = 2.0;
        const wp::float32 var_220 = 1.86;
        wp::float32 var_221;
        const wp::float32 var_222 = -1.13;
        wp::float32 var_223;
        const wp::float32 var_224 = 1.0;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        const wp::int32 var_230 = 3;
        const wp::float32 var_231 = 3.0;
        const wp::float32 var_232 = 1.86;
        wp::float32 var_233;
        const wp::float32 var_234 = -1.13;
        wp::float32 var_235;
        const wp::float32 var_236 = 1.0;
        wp::float32 var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = 1.16;
        const wp::float32 var_245 = 0.1;
        const wp::float32 var_246 = -1.44;
        wp::vec_t<3, wp::float32> var_247;
        const wp::int32 var_248 = 0;
        wp::float32 var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        const wp::int32 var_252 = 1;
        wp::float32 var_253;
        wp::float32 var_254;
        wp::float32 var_255;
        const wp::int32 var_256 = 2;
        wp::float32 var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        const wp::int32 var_260 = 3;
        wp::float32 var_261;
        wp::float32 var_262;
        wp::float32 var_263;
        const wp::int32 var_264 = 0;
        const wp::float32 var_265 = 0.0;
        const wp::float32 var_266 = 1.5;
        wp::float32 var_267;
        const wp::float32 var_268 = 1.62;
        wp::float32 var_269;
        wp::float32 var_270;
        wp::float32 var_271;
        wp::float32 var_272;
        const wp::int32 var_273 = 1;
        const wp::float32 var_274 = 1.0;
        const wp::float32 var_275 = 1.5;
        wp::float32 var_276;
        const wp::float32 var_277 = 1.62;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        wp::float32 var_281;
        const wp::int32 var_282 = 2;
        const wp::float32 var_283 = 2.0;
        const wp::float32 var_284 = 1.5;
        wp::float32 var_285;
        const wp::float32 var_286 = 1.62;
        wp::float32 var_287;
        wp::float32 var_288;
        wp::float32 var_289;
        wp::float32 var_290;
        const wp::int32 var_291 = 3;
        const wp::float32 var_292 = 3.0;
        const wp::float32 var_293 = 1.5;
        wp::float32 var_294;
        const wp::float32 var_295 = 1.62;
        wp::float32 var_296;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        const wp::float32 var_304 = 0.5;
        wp::float32 var_305;
        wp::float32 var_306;
        const wp::float32 var_307 = 0.92;
        wp::float32 var_308;
        wp::float32 var_309;
        wp::float32 var_310;
        wp::float32 var_311;
        const wp::float32 var_312 = -0.5;
        const wp::float32 var_313 = 1.69;
        const wp::float32 var_314 = 1.3;
        wp::vec_t<3, wp::float32> var_315;
        wp::vec_t<3, wp::float32> var_316;
        const wp::float32 var_317 = 1.853;
        wp::vec_t<3, wp::float32> var_318;
        wp::float32 var_319;
        const wp::float32 var_320 = 1.5;
        wp::float32 var_321;
        wp::float32 var_322;
        //---------
        // forward
        // def static_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 28>
        // tid = wp.tid()                                                                         <L 29>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 30>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 31>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.static(C0 / float(K1 + 1))                                                     <L 32>
        // for j3 in range(4):                                                                    <L 33>
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
        var_14 = wp::extract(var_12, var_13);
        var_15 = wp::tanh(var_14);
        var_16 = wp::add(var_7, var_15);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_20 = wp::mul(var_18, var_19);
        var_22 = wp::abs(var_16);
        var_24 = wp::add(var_22, var_23);
        var_25 = wp::div(var_21, var_24);
        var_26 = wp::tanh(var_25);
        var_27 = wp::mul(var_20, var_26);
        var_28 = wp::add(var_16, var_27);
        var_32 = wp::mul(var_30, var_31);
        var_34 = wp::abs(var_28);
        var_36 = wp::add(var_34, var_35);
        var_37 = wp::div(var_33, var_36);
        var_38 = wp::tanh(var_37);
        var_39 = wp::mul(var_32, var_38);
        var_40 = wp::add(var_28, var_39);
        var_44 = wp::mul(var_42, var_43);
        var_46 = wp::abs(var_40);
        var_48 = wp::add(var_46, var_47);
        var_49 = wp::div(var_45, var_48);
        var_50 = wp::tanh(var_49);
        var_51 = wp::mul(var_44, var_50);
        var_52 = wp::add(var_40, var_51);
        var_56 = wp::mul(var_54, var_55);
        var_58 = wp::abs(var_52);
        var_60 = wp::add(var_58, var_59);
        var_61 = wp::div(var_57, var_60);
        var_62 = wp::tanh(var_61);
        var_63 = wp::mul(var_56, var_62);
        var_64 = wp::add(var_52, var_63);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_65 = wp::cos(var_2);
        var_66 = wp::add(var_5, var_65);
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
        var_73 = wp::extract(var_71, var_72);
        var_74 = wp::tanh(var_73);
        var_75 = wp::add(var_64, var_74);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_79 = wp::mul(var_77, var_78);
        var_81 = wp::abs(var_75);
        var_83 = wp::add(var_81, var_82);
        var_84 = wp::div(var_80, var_83);
        var_85 = wp::tanh(var_84);
        var_86 = wp::mul(var_79, var_85);
        var_87 = wp::add(var_75, var_86);
        var_91 = wp::mul(var_89, var_90);
        var_93 = wp::abs(var_87);
        var_95 = wp::add(var_93, var_94);
        var_96 = wp::div(var_92, var_95);
        var_97 = wp::tanh(var_96);
        var_98 = wp::mul(var_91, var_97);
        var_99 = wp::add(var_87, var_98);
        var_103 = wp::mul(var_101, var_102);
        var_105 = wp::abs(var_99);
        var_107 = wp::add(var_105, var_106);
        var_108 = wp::div(var_104, var_107);
        var_109 = wp::tanh(var_108);
        var_110 = wp::mul(var_103, var_109);
        var_111 = wp::add(var_99, var_110);
        var_115 = wp::mul(var_113, var_114);
        var_117 = wp::abs(var_111);
        var_119 = wp::add(var_117, var_118);
        var_120 = wp::div(var_116, var_119);
        var_121 = wp::tanh(var_120);
        var_122 = wp::mul(var_115, var_121);
        var_123 = wp::add(var_111, var_122);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_124 = wp::cos(var_2);
        var_125 = wp::add(var_66, var_124);
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_130 = wp::vec_t<3, wp::float32>(var_127, var_128, var_129);
        var_132 = wp::extract(var_130, var_131);
        var_133 = wp::tanh(var_132);
        var_134 = wp::add(var_123, var_133);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_138 = wp::mul(var_136, var_137);
        var_140 = wp::abs(var_134);
        var_142 = wp::add(var_140, var_141);
        var_143 = wp::div(var_139, var_142);
        var_144 = wp::tanh(var_143);
        var_145 = wp::mul(var_138, var_144);
        var_146 = wp::add(var_134, var_145);
        var_150 = wp::mul(var_148, var_149);
        var_152 = wp::abs(var_146);
        var_154 = wp::add(var_152, var_153);
        var_155 = wp::div(var_151, var_154);
        var_156 = wp::tanh(var_155);
        var_157 = wp::mul(var_150, var_156);
        var_158 = wp::add(var_146, var_157);
        var_162 = wp::mul(var_160, var_161);
        var_164 = wp::abs(var_158);
        var_166 = wp::add(var_164, var_165);
        var_167 = wp::div(var_163, var_166);
        var_168 = wp::tanh(var_167);
        var_169 = wp::mul(var_162, var_168);
        var_170 = wp::add(var_158, var_169);
        var_174 = wp::mul(var_172, var_173);
        var_176 = wp::abs(var_170);
        var_178 = wp::add(var_176, var_177);
        var_179 = wp::div(var_175, var_178);
        var_180 = wp::tanh(var_179);
        var_181 = wp::mul(var_174, var_180);
        var_182 = wp::add(var_170, var_181);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_183 = wp::cos(var_2);
        var_184 = wp::add(var_125, var_183);
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_189 = wp::vec_t<3, wp::float32>(var_186, var_187, var_188);
        var_191 = wp::extract(var_189, var_190);
        var_192 = wp::tanh(var_191);
        var_193 = wp::add(var_182, var_192);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_197 = wp::mul(var_195, var_196);
        var_199 = wp::abs(var_193);
        var_201 = wp::add(var_199, var_200);
        var_202 = wp::div(var_198, var_201);
        var_203 = wp::tanh(var_202);
        var_204 = wp::mul(var_197, var_203);
        var_205 = wp::add(var_193, var_204);
        var_209 = wp::mul(var_207, var_208);
        var_211 = wp::abs(var_205);
        var_213 = wp::add(var_211, var_212);
        var_214 = wp::div(var_210, var_213);
        var_215 = wp::tanh(var_214);
        var_216 = wp::mul(var_209, var_215);
        var_217 = wp::add(var_205, var_216);
        var_221 = wp::mul(var_219, var_220);
        var_223 = wp::abs(var_217);
        var_225 = wp::add(var_223, var_224);
        var_226 = wp::div(var_222, var_225);
        var_227 = wp::tanh(var_226);
        var_228 = wp::mul(var_221, var_227);
        var_229 = wp::add(var_217, var_228);
        var_233 = wp::mul(var_231, var_232);
        var_235 = wp::abs(var_229);
        var_237 = wp::add(var_235, var_236);
        var_238 = wp::div(var_234, var_237);
        var_239 = wp::tanh(var_238);
        var_240 = wp::mul(var_233, var_239);
        var_241 = wp::add(var_229, var_240);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_242 = wp::cos(var_2);
        var_243 = wp::add(var_184, var_242);
        // v5 = wp.vec3(1.16, 0.1, -1.44)                                                         <L 38>
        var_247 = wp::vec_t<3, wp::float32>(var_244, var_245, var_246);
        // for u6 in range(wp.static(K1)):                                                        <L 39>
        // v2 = v2 + wp.static(OPS[u6 % 3])(wp.dot(v5, v5))                                       <L 40>
        var_249 = wp::dot(var_247, var_247);
        var_250 = static_000001_op0_0(var_249);
        var_251 = wp::add(var_241, var_250);
        var_253 = wp::dot(var_247, var_247);
        var_254 = static_000001_op1_0(var_253);
        var_255 = wp::add(var_251, var_254);
        var_257 = wp::dot(var_247, var_247);
        var_258 = static_000001_op2_0(var_257);
        var_259 = wp::add(var_255, var_258);
        var_261 = wp::dot(var_247, var_247);
        var_262 = static_000001_op0_0(var_261);
        var_263 = wp::add(var_259, var_262);
        // for u7 in range(wp.static(K1)):                                                        <L 41>
        // v0 += wp.static(float(u7 * 1)) * 1.5 * wp.tanh(wp.min(v0, 1.62))                       <L 42>
        var_267 = wp::mul(var_265, var_266);
        var_269 = wp::min(var_2, var_268);
        var_270 = wp::tanh(var_269);
        var_271 = wp::mul(var_267, var_270);
        var_272 = wp::add(var_2, var_271);
        var_276 = wp::mul(var_274, var_275);
        var_278 = wp::min(var_272, var_277);
        var_279 = wp::tanh(var_278);
        var_280 = wp::mul(var_276, var_279);
        var_281 = wp::add(var_272, var_280);
        var_285 = wp::mul(var_283, var_284);
        var_287 = wp::min(var_281, var_286);
        var_288 = wp::tanh(var_287);
        var_289 = wp::mul(var_285, var_288);
        var_290 = wp::add(var_281, var_289);
        var_294 = wp::mul(var_292, var_293);
        var_296 = wp::min(var_290, var_295);
        var_297 = wp::tanh(var_296);
        var_298 = wp::mul(var_294, var_297);
        var_299 = wp::add(var_290, var_298);
        // out0[tid] = v0 + v1 + v2 + wp.sqrt(wp.abs(float(tid)) + 0.5) * 0.92                    <L 43>
        var_300 = wp::add(var_299, var_243);
        var_301 = wp::add(var_300, var_263);
        var_302 = wp::float(var_0);
        var_303 = wp::abs(var_302);
        var_305 = wp::add(var_303, var_304);
        var_306 = wp::sqrt(var_305);
        var_308 = wp::mul(var_306, var_307);
        var_309 = wp::add(var_301, var_308);
        wp::array_store(var_out0, var_0, var_309);
        // out1[tid] = v0 + v1 + v2 + wp.dot(wp.cross(v5, wp.vec3(-0.5, 1.69, 1.3)), wp.vec3(1.853, v1, v0)) * 1.5       <L 44>
        var_310 = wp::add(var_299, var_243);
        var_311 = wp::add(var_310, var_263);
        var_315 = wp::vec_t<3, wp::float32>(var_312, var_313, var_314);
        var_316 = wp::cross(var_247, var_315);
        var_318 = wp::vec_t<3, wp::float32>(var_317, var_243, var_299);
        var_319 = wp::dot(var_316, var_318);
        var_321 = wp::mul(var_319, var_320);
        var_322 = wp::add(var_311, var_321);
        wp::array_store(var_out1, var_0, var_322);
    }
}



extern "C" __global__ void static_000001_f2c9eb64_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.0414;
        const wp::int32 var_8 = 0;
        const wp::float32 var_9 = 0.1;
        const wp::float32 var_10 = -1.5;
        const wp::float32 var_11 = 1.24;
        wp::vec_t<3, wp::float32> var_12;
        const wp::int32 var_13 = 2;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 0;
        const wp::float32 var_18 = 0.0;
        const wp::float32 var_19 = 1.86;
        wp::float32 var_20;
        const wp::float32 var_21 = -1.13;
        wp::float32 var_22;
        const wp::float32 var_23 = 1.0;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        const wp::float32 var_30 = 1.0;
        const wp::float32 var_31 = 1.86;
        wp::float32 var_32;
        const wp::float32 var_33 = -1.13;
        wp::float32 var_34;
        const wp::float32 var_35 = 1.0;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 2;
        const wp::float32 var_42 = 2.0;
        const wp::float32 var_43 = 1.86;
        wp::float32 var_44;
        const wp::float32 var_45 = -1.13;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.0;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 3;
        const wp::float32 var_54 = 3.0;
        const wp::float32 var_55 = 1.86;
        wp::float32 var_56;
        const wp::float32 var_57 = -1.13;
        wp::float32 var_58;
        const wp::float32 var_59 = 1.0;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        const wp::float32 var_68 = 0.1;
        const wp::float32 var_69 = -1.5;
        const wp::float32 var_70 = 1.24;
        wp::vec_t<3, wp::float32> var_71;
        const wp::int32 var_72 = 2;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 0;
        const wp::float32 var_77 = 0.0;
        const wp::float32 var_78 = 1.86;
        wp::float32 var_79;
        const wp::float32 var_80 = -1.13;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 1;
        const wp::float32 var_89 = 1.0;
        const wp::float32 var_90 = 1.86;
        wp::float32 var_91;
        const wp::float32 var_92 = -1.13;
        wp::float32 var_93;
        const wp::float32 var_94 = 1.0;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::int32 var_100 = 2;
        const wp::float32 var_101 = 2.0;
        const wp::float32 var_102 = 1.86;
        wp::float32 var_103;
        const wp::float32 var_104 = -1.13;
        wp::float32 var_105;
        const wp::float32 var_106 = 1.0;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        const wp::int32 var_112 = 3;
        const wp::float32 var_113 = 3.0;
        const wp::float32 var_114 = 1.86;
        wp::float32 var_115;
        const wp::float32 var_116 = -1.13;
        wp::float32 var_117;
        const wp::float32 var_118 = 1.0;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        wp::float32 var_125;
        const wp::int32 var_126 = 2;
        const wp::float32 var_127 = 0.1;
        const wp::float32 var_128 = -1.5;
        const wp::float32 var_129 = 1.24;
        wp::vec_t<3, wp::float32> var_130;
        const wp::int32 var_131 = 2;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::int32 var_135 = 0;
        const wp::float32 var_136 = 0.0;
        const wp::float32 var_137 = 1.86;
        wp::float32 var_138;
        const wp::float32 var_139 = -1.13;
        wp::float32 var_140;
        const wp::float32 var_141 = 1.0;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        wp::float32 var_146;
        const wp::int32 var_147 = 1;
        const wp::float32 var_148 = 1.0;
        const wp::float32 var_149 = 1.86;
        wp::float32 var_150;
        const wp::float32 var_151 = -1.13;
        wp::float32 var_152;
        const wp::float32 var_153 = 1.0;
        wp::float32 var_154;
        wp::float32 var_155;
        wp::float32 var_156;
        wp::float32 var_157;
        wp::float32 var_158;
        const wp::int32 var_159 = 2;
        const wp::float32 var_160 = 2.0;
        const wp::float32 var_161 = 1.86;
        wp::float32 var_162;
        const wp::float32 var_163 = -1.13;
        wp::float32 var_164;
        const wp::float32 var_165 = 1.0;
        wp::float32 var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::int32 var_171 = 3;
        const wp::float32 var_172 = 3.0;
        const wp::float32 var_173 = 1.86;
        wp::float32 var_174;
        const wp::float32 var_175 = -1.13;
        wp::float32 var_176;
        const wp::float32 var_177 = 1.0;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        wp::float32 var_181;
        wp::float32 var_182;
        wp::float32 var_183;
        wp::float32 var_184;
        const wp::int32 var_185 = 3;
        const wp::float32 var_186 = 0.1;
        const wp::float32 var_187 = -1.5;
        const wp::float32 var_188 = 1.24;
        wp::vec_t<3, wp::float32> var_189;
        const wp::int32 var_190 = 2;
        wp::float32 var_191;
        wp::float32 var_192;
        wp::float32 var_193;
        const wp::int32 var_194 = 0;
        const wp::float32 var_195 = 0.0;
        const wp::float32 var_196 = 1.86;
        wp::float32 var_197;
        const wp::float32 var_198 = -1.13;
        wp::float32 var_199;
        const wp::float32 var_200 = 1.0;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        const wp::int32 var_206 = 1;
        const wp::float32 var_207 = 1.0;
        const wp::float32 var_208 = 1.86;
        wp::float32 var_209;
        const wp::float32 var_210 = -1.13;
        wp::float32 var_211;
        const wp::float32 var_212 = 1.0;
        wp::float32 var_213;
        wp::float32 var_214;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        const wp::int32 var_218 = 2;
        const wp::float32 var_219 = 2.0;
        const wp::float32 var_220 = 1.86;
        wp::float32 var_221;
        const wp::float32 var_222 = -1.13;
        wp::float32 var_223;
        const wp::float32 var_224 = 1.0;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        const wp::int32 var_230 = 3;
        const wp::float32 var_231 = 3.0;
        const wp::float32 var_232 = 1.86;
        wp::float32 var_233;
        const wp::float32 var_234 = -1.13;
        wp::float32 var_235;
        const wp::float32 var_236 = 1.0;
        wp::float32 var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = 1.16;
        const wp::float32 var_245 = 0.1;
        const wp::float32 var_246 = -1.44;
        wp::vec_t<3, wp::float32> var_247;
        const wp::int32 var_248 = 0;
        wp::float32 var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        const wp::int32 var_252 = 1;
        wp::float32 var_253;
        wp::float32 var_254;
        wp::float32 var_255;
        const wp::int32 var_256 = 2;
        wp::float32 var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        const wp::int32 var_260 = 3;
        wp::float32 var_261;
        wp::float32 var_262;
        wp::float32 var_263;
        const wp::int32 var_264 = 0;
        const wp::float32 var_265 = 0.0;
        const wp::float32 var_266 = 1.5;
        wp::float32 var_267;
        const wp::float32 var_268 = 1.62;
        wp::float32 var_269;
        wp::float32 var_270;
        wp::float32 var_271;
        wp::float32 var_272;
        const wp::int32 var_273 = 1;
        const wp::float32 var_274 = 1.0;
        const wp::float32 var_275 = 1.5;
        wp::float32 var_276;
        const wp::float32 var_277 = 1.62;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        wp::float32 var_281;
        const wp::int32 var_282 = 2;
        const wp::float32 var_283 = 2.0;
        const wp::float32 var_284 = 1.5;
        wp::float32 var_285;
        const wp::float32 var_286 = 1.62;
        wp::float32 var_287;
        wp::float32 var_288;
        wp::float32 var_289;
        wp::float32 var_290;
        const wp::int32 var_291 = 3;
        const wp::float32 var_292 = 3.0;
        const wp::float32 var_293 = 1.5;
        wp::float32 var_294;
        const wp::float32 var_295 = 1.62;
        wp::float32 var_296;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        const wp::float32 var_304 = 0.5;
        wp::float32 var_305;
        wp::float32 var_306;
        const wp::float32 var_307 = 0.92;
        wp::float32 var_308;
        wp::float32 var_309;
        wp::float32 var_310;
        wp::float32 var_311;
        const wp::float32 var_312 = -0.5;
        const wp::float32 var_313 = 1.69;
        const wp::float32 var_314 = 1.3;
        wp::vec_t<3, wp::float32> var_315;
        wp::vec_t<3, wp::float32> var_316;
        const wp::float32 var_317 = 1.853;
        wp::vec_t<3, wp::float32> var_318;
        wp::float32 var_319;
        const wp::float32 var_320 = 1.5;
        wp::float32 var_321;
        wp::float32 var_322;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::int32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
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
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::int32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::int32 adj_88 = {};
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
        wp::int32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::int32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::int32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::vec_t<3, wp::float32> adj_130 = {};
        wp::int32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::int32 adj_135 = {};
        wp::float32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::int32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::float32 adj_157 = {};
        wp::float32 adj_158 = {};
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
        wp::float32 adj_169 = {};
        wp::float32 adj_170 = {};
        wp::int32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::float32 adj_181 = {};
        wp::float32 adj_182 = {};
        wp::float32 adj_183 = {};
        wp::float32 adj_184 = {};
        wp::int32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::vec_t<3, wp::float32> adj_189 = {};
        wp::int32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::float32 adj_192 = {};
        wp::float32 adj_193 = {};
        wp::int32 adj_194 = {};
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
        wp::int32 adj_206 = {};
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
        wp::float32 adj_217 = {};
        wp::int32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::float32 adj_221 = {};
        wp::float32 adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::int32 adj_230 = {};
        wp::float32 adj_231 = {};
        wp::float32 adj_232 = {};
        wp::float32 adj_233 = {};
        wp::float32 adj_234 = {};
        wp::float32 adj_235 = {};
        wp::float32 adj_236 = {};
        wp::float32 adj_237 = {};
        wp::float32 adj_238 = {};
        wp::float32 adj_239 = {};
        wp::float32 adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::float32 adj_243 = {};
        wp::float32 adj_244 = {};
        wp::float32 adj_245 = {};
        wp::float32 adj_246 = {};
        wp::vec_t<3, wp::float32> adj_247 = {};
        wp::int32 adj_248 = {};
        wp::float32 adj_249 = {};
        wp::float32 adj_250 = {};
        wp::float32 adj_251 = {};
        wp::int32 adj_252 = {};
        wp::float32 adj_253 = {};
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::int32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        wp::int32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::float32 adj_262 = {};
        wp::float32 adj_263 = {};
        wp::int32 adj_264 = {};
        wp::float32 adj_265 = {};
        wp::float32 adj_266 = {};
        wp::float32 adj_267 = {};
        wp::float32 adj_268 = {};
        wp::float32 adj_269 = {};
        wp::float32 adj_270 = {};
        wp::float32 adj_271 = {};
        wp::float32 adj_272 = {};
        wp::int32 adj_273 = {};
        wp::float32 adj_274 = {};
        wp::float32 adj_275 = {};
        wp::float32 adj_276 = {};
        wp::float32 adj_277 = {};
        wp::float32 adj_278 = {};
        wp::float32 adj_279 = {};
        wp::float32 adj_280 = {};
        wp::float32 adj_281 = {};
        wp::int32 adj_282 = {};
        wp::float32 adj_283 = {};
        wp::float32 adj_284 = {};
        wp::float32 adj_285 = {};
        wp::float32 adj_286 = {};
        wp::float32 adj_287 = {};
        wp::float32 adj_288 = {};
        wp::float32 adj_289 = {};
        wp::float32 adj_290 = {};
        wp::int32 adj_291 = {};
        wp::float32 adj_292 = {};
        wp::float32 adj_293 = {};
        wp::float32 adj_294 = {};
        wp::float32 adj_295 = {};
        wp::float32 adj_296 = {};
        wp::float32 adj_297 = {};
        wp::float32 adj_298 = {};
        wp::float32 adj_299 = {};
        wp::float32 adj_300 = {};
        wp::float32 adj_301 = {};
        wp::float32 adj_302 = {};
        wp::float32 adj_303 = {};
        wp::float32 adj_304 = {};
        wp::float32 adj_305 = {};
        wp::float32 adj_306 = {};
        wp::float32 adj_307 = {};
        wp::float32 adj_308 = {};
        wp::float32 adj_309 = {};
        wp::float32 adj_310 = {};
        wp::float32 adj_311 = {};
        wp::float32 adj_312 = {};
        wp::float32 adj_313 = {};
        wp::float32 adj_314 = {};
        wp::vec_t<3, wp::float32> adj_315 = {};
        wp::vec_t<3, wp::float32> adj_316 = {};
        wp::float32 adj_317 = {};
        wp::vec_t<3, wp::float32> adj_318 = {};
        wp::float32 adj_319 = {};
        wp::float32 adj_320 = {};
        wp::float32 adj_321 = {};
        wp::float32 adj_322 = {};
        //---------
        // forward
        // def static_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 28>
        // tid = wp.tid()                                                                         <L 29>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 30>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 31>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.static(C0 / float(K1 + 1))                                                     <L 32>
        // for j3 in range(4):                                                                    <L 33>
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
        var_14 = wp::extract(var_12, var_13);
        var_15 = wp::tanh(var_14);
        var_16 = wp::add(var_7, var_15);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_20 = wp::mul(var_18, var_19);
        var_22 = wp::abs(var_16);
        var_24 = wp::add(var_22, var_23);
        var_25 = wp::div(var_21, var_24);
        var_26 = wp::tanh(var_25);
        var_27 = wp::mul(var_20, var_26);
        var_28 = wp::add(var_16, var_27);
        var_32 = wp::mul(var_30, var_31);
        var_34 = wp::abs(var_28);
        var_36 = wp::add(var_34, var_35);
        var_37 = wp::div(var_33, var_36);
        var_38 = wp::tanh(var_37);
        var_39 = wp::mul(var_32, var_38);
        var_40 = wp::add(var_28, var_39);
        var_44 = wp::mul(var_42, var_43);
        var_46 = wp::abs(var_40);
        var_48 = wp::add(var_46, var_47);
        var_49 = wp::div(var_45, var_48);
        var_50 = wp::tanh(var_49);
        var_51 = wp::mul(var_44, var_50);
        var_52 = wp::add(var_40, var_51);
        var_56 = wp::mul(var_54, var_55);
        var_58 = wp::abs(var_52);
        var_60 = wp::add(var_58, var_59);
        var_61 = wp::div(var_57, var_60);
        var_62 = wp::tanh(var_61);
        var_63 = wp::mul(var_56, var_62);
        var_64 = wp::add(var_52, var_63);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_65 = wp::cos(var_2);
        var_66 = wp::add(var_5, var_65);
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
        var_73 = wp::extract(var_71, var_72);
        var_74 = wp::tanh(var_73);
        var_75 = wp::add(var_64, var_74);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_79 = wp::mul(var_77, var_78);
        var_81 = wp::abs(var_75);
        var_83 = wp::add(var_81, var_82);
        var_84 = wp::div(var_80, var_83);
        var_85 = wp::tanh(var_84);
        var_86 = wp::mul(var_79, var_85);
        var_87 = wp::add(var_75, var_86);
        var_91 = wp::mul(var_89, var_90);
        var_93 = wp::abs(var_87);
        var_95 = wp::add(var_93, var_94);
        var_96 = wp::div(var_92, var_95);
        var_97 = wp::tanh(var_96);
        var_98 = wp::mul(var_91, var_97);
        var_99 = wp::add(var_87, var_98);
        var_103 = wp::mul(var_101, var_102);
        var_105 = wp::abs(var_99);
        var_107 = wp::add(var_105, var_106);
        var_108 = wp::div(var_104, var_107);
        var_109 = wp::tanh(var_108);
        var_110 = wp::mul(var_103, var_109);
        var_111 = wp::add(var_99, var_110);
        var_115 = wp::mul(var_113, var_114);
        var_117 = wp::abs(var_111);
        var_119 = wp::add(var_117, var_118);
        var_120 = wp::div(var_116, var_119);
        var_121 = wp::tanh(var_120);
        var_122 = wp::mul(var_115, var_121);
        var_123 = wp::add(var_111, var_122);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_124 = wp::cos(var_2);
        var_125 = wp::add(var_66, var_124);
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_130 = wp::vec_t<3, wp::float32>(var_127, var_128, var_129);
        var_132 = wp::extract(var_130, var_131);
        var_133 = wp::tanh(var_132);
        var_134 = wp::add(var_123, var_133);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_138 = wp::mul(var_136, var_137);
        var_140 = wp::abs(var_134);
        var_142 = wp::add(var_140, var_141);
        var_143 = wp::div(var_139, var_142);
        var_144 = wp::tanh(var_143);
        var_145 = wp::mul(var_138, var_144);
        var_146 = wp::add(var_134, var_145);
        var_150 = wp::mul(var_148, var_149);
        var_152 = wp::abs(var_146);
        var_154 = wp::add(var_152, var_153);
        var_155 = wp::div(var_151, var_154);
        var_156 = wp::tanh(var_155);
        var_157 = wp::mul(var_150, var_156);
        var_158 = wp::add(var_146, var_157);
        var_162 = wp::mul(var_160, var_161);
        var_164 = wp::abs(var_158);
        var_166 = wp::add(var_164, var_165);
        var_167 = wp::div(var_163, var_166);
        var_168 = wp::tanh(var_167);
        var_169 = wp::mul(var_162, var_168);
        var_170 = wp::add(var_158, var_169);
        var_174 = wp::mul(var_172, var_173);
        var_176 = wp::abs(var_170);
        var_178 = wp::add(var_176, var_177);
        var_179 = wp::div(var_175, var_178);
        var_180 = wp::tanh(var_179);
        var_181 = wp::mul(var_174, var_180);
        var_182 = wp::add(var_170, var_181);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_183 = wp::cos(var_2);
        var_184 = wp::add(var_125, var_183);
        // v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                            <L 34>
        var_189 = wp::vec_t<3, wp::float32>(var_186, var_187, var_188);
        var_191 = wp::extract(var_189, var_190);
        var_192 = wp::tanh(var_191);
        var_193 = wp::add(var_182, var_192);
        // for u4 in range(wp.static(K1)):                                                        <L 35>
        // v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))          <L 36>
        var_197 = wp::mul(var_195, var_196);
        var_199 = wp::abs(var_193);
        var_201 = wp::add(var_199, var_200);
        var_202 = wp::div(var_198, var_201);
        var_203 = wp::tanh(var_202);
        var_204 = wp::mul(var_197, var_203);
        var_205 = wp::add(var_193, var_204);
        var_209 = wp::mul(var_207, var_208);
        var_211 = wp::abs(var_205);
        var_213 = wp::add(var_211, var_212);
        var_214 = wp::div(var_210, var_213);
        var_215 = wp::tanh(var_214);
        var_216 = wp::mul(var_209, var_215);
        var_217 = wp::add(var_205, var_216);
        var_221 = wp::mul(var_219, var_220);
        var_223 = wp::abs(var_217);
        var_225 = wp::add(var_223, var_224);
        var_226 = wp::div(var_222, var_225);
        var_227 = wp::tanh(var_226);
        var_228 = wp::mul(var_221, var_227);
        var_229 = wp::add(var_217, var_228);
        var_233 = wp::mul(var_231, var_232);
        var_235 = wp::abs(var_229);
        var_237 = wp::add(var_235, var_236);
        var_238 = wp::div(var_234, var_237);
        var_239 = wp::tanh(var_238);
        var_240 = wp::mul(var_233, var_239);
        var_241 = wp::add(var_229, var_240);
        // v1 = v1 + wp.cos(v0)                                                                   <L 37>
        var_242 = wp::cos(var_2);
        var_243 = wp::add(var_184, var_242);
        // v5 = wp.vec3(1.16, 0.1, -1.44)                                                         <L 38>
        var_247 = wp::vec_t<3, wp::float32>(var_244, var_245, var_246);
        // for u6 in range(wp.static(K1)):                                                        <L 39>
        // v2 = v2 + wp.static(OPS[u6 % 3])(wp.dot(v5, v5))                                       <L 40>
        var_249 = wp::dot(var_247, var_247);
        var_250 = static_000001_op0_0(var_249);
        var_251 = wp::add(var_241, var_250);
        var_253 = wp::dot(var_247, var_247);
        var_254 = static_000001_op1_0(var_253);
        var_255 = wp::add(var_251, var_254);
        var_257 = wp::dot(var_247, var_247);
        var_258 = static_000001_op2_0(var_257);
        var_259 = wp::add(var_255, var_258);
        var_261 = wp::dot(var_247, var_247);
        var_262 = static_000001_op0_0(var_261);
        var_263 = wp::add(var_259, var_262);
        // for u7 in range(wp.static(K1)):                                                        <L 41>
        // v0 += wp.static(float(u7 * 1)) * 1.5 * wp.tanh(wp.min(v0, 1.62))                       <L 42>
        var_267 = wp::mul(var_265, var_266);
        var_269 = wp::min(var_2, var_268);
        var_270 = wp::tanh(var_269);
        var_271 = wp::mul(var_267, var_270);
        var_272 = wp::add(var_2, var_271);
        var_276 = wp::mul(var_274, var_275);
        var_278 = wp::min(var_272, var_277);
        var_279 = wp::tanh(var_278);
        var_280 = wp::mul(var_276, var_279);
        var_281 = wp::add(var_272, var_280);
        var_285 = wp::mul(var_283, var_284);
        var_287 = wp::min(var_281, var_286);
        var_288 = wp::tanh(var_287);
        var_289 = wp::mul(var_285, var_288);
        var_290 = wp::add(var_281, var_289);
        var_294 = wp::mul(var_292, var_293);
        var_296 = wp::min(var_290, var_295);
        var_297 = wp::tanh(var_296);
        var_298 = wp::mul(var_294, var_297);
        var_299 = wp::add(var_290, var_298);
        // out0[tid] = v0 + v1 + v2 + wp.sqrt(wp.abs(float(tid)) + 0.5) * 0.92                    <L 43>
        var_300 = wp::add(var_299, var_243);
        var_301 = wp::add(var_300, var_263);
        var_302 = wp::float(var_0);
        var_303 = wp::abs(var_302);
        var_305 = wp::add(var_303, var_304);
        var_306 = wp::sqrt(var_305);
        var_308 = wp::mul(var_306, var_307);
        var_309 = wp::add(var_301, var_308);
        // wp::array_store(var_out0, var_0, var_309);
        // out1[tid] = v0 + v1 + v2 + wp.dot(wp.cross(v5, wp.vec3(-0.5, 1.69, 1.3)), wp.vec3(1.853, v1, v0)) * 1.5       <L 44>
        var_310 = wp::add(var_299, var_243);
        var_311 = wp::add(var_310, var_263);
        var_315 = wp::vec_t<3, wp::float32>(var_312, var_313, var_314);
        var_316 = wp::cross(var_247, var_315);
        var_318 = wp::vec_t<3, wp::float32>(var_317, var_243, var_299);
        var_319 = wp::dot(var_316, var_318);
        var_321 = wp::mul(var_319, var_320);
        var_322 = wp::add(var_311, var_321);
        // wp::array_store(var_out1, var_0, var_322);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_322, adj_out1, adj_0, adj_322);
        wp::adj_add(var_311, var_321, adj_311, adj_321, adj_322);
        wp::adj_mul(var_319, var_320, adj_319, adj_320, adj_321);
        wp::adj_dot(var_316, var_318, adj_316, adj_318, adj_319);
        wp::adj_vec_t(var_317, var_243, var_299, adj_317, adj_243, adj_299, adj_318);
        wp::adj_cross(var_247, var_315, adj_247, adj_315, adj_316);
        wp::adj_vec_t(var_312, var_313, var_314, adj_312, adj_313, adj_314, adj_315);
        wp::adj_add(var_310, var_263, adj_310, adj_263, adj_311);
        wp::adj_add(var_299, var_243, adj_299, adj_243, adj_310);
        // adj: out1[tid] = v0 + v1 + v2 + wp.dot(wp.cross(v5, wp.vec3(-0.5, 1.69, 1.3)), wp.vec3(1.853, v1, v0)) * 1.5  <L 44>
        wp::adj_array_store(var_out0, var_0, var_309, adj_out0, adj_0, adj_309);
        wp::adj_add(var_301, var_308, adj_301, adj_308, adj_309);
        wp::adj_mul(var_306, var_307, adj_306, adj_307, adj_308);
        wp::adj_sqrt(var_305, var_306, adj_305, adj_306);
        wp::adj_add(var_303, var_304, adj_303, adj_304, adj_305);
        wp::adj_abs(var_302, adj_302, adj_303);
        wp::adj_float(var_0, adj_0, adj_302);
        wp::adj_add(var_300, var_263, adj_300, adj_263, adj_301);
        wp::adj_add(var_299, var_243, adj_299, adj_243, adj_300);
        // adj: out0[tid] = v0 + v1 + v2 + wp.sqrt(wp.abs(float(tid)) + 0.5) * 0.92               <L 43>
        wp::adj_add(var_290, var_298, adj_290, adj_298, adj_299);
        wp::adj_mul(var_294, var_297, adj_294, adj_297, adj_298);
        wp::adj_tanh(var_296, var_297, adj_296, adj_297);
        wp::adj_min(var_290, var_295, adj_290, adj_295, adj_296);
        wp::adj_mul(var_292, var_293, adj_292, adj_293, adj_294);
        wp::adj_add(var_281, var_289, adj_281, adj_289, adj_290);
        wp::adj_mul(var_285, var_288, adj_285, adj_288, adj_289);
        wp::adj_tanh(var_287, var_288, adj_287, adj_288);
        wp::adj_min(var_281, var_286, adj_281, adj_286, adj_287);
        wp::adj_mul(var_283, var_284, adj_283, adj_284, adj_285);
        wp::adj_add(var_272, var_280, adj_272, adj_280, adj_281);
        wp::adj_mul(var_276, var_279, adj_276, adj_279, adj_280);
        wp::adj_tanh(var_278, var_279, adj_278, adj_279);
        wp::adj_min(var_272, var_277, adj_272, adj_277, adj_278);
        wp::adj_mul(var_274, var_275, adj_274, adj_275, adj_276);
        wp::adj_add(var_2, var_271, adj_2, adj_271, adj_272);
        wp::adj_mul(var_267, var_270, adj_267, adj_270, adj_271);
        wp::adj_tanh(var_269, var_270, adj_269, adj_270);
        wp::adj_min(var_2, var_268, adj_2, adj_268, adj_269);
        wp::adj_mul(var_265, var_266, adj_265, adj_266, adj_267);
        // adj: v0 += wp.static(float(u7 * 1)) * 1.5 * wp.tanh(wp.min(v0, 1.62))                  <L 42>
        // adj: for u7 in range(wp.static(K1)):                                                   <L 41>
        wp::adj_add(var_259, var_262, adj_259, adj_262, adj_263);
        adj_static_000001_op0_0(var_261, adj_261, adj_262);
        wp::adj_dot(var_247, var_247, adj_247, adj_247, adj_261);
        wp::adj_add(var_255, var_258, adj_255, adj_258, adj_259);
        adj_static_000001_op2_0(var_257, adj_257, adj_258);
        wp::adj_dot(var_247, var_247, adj_247, adj_247, adj_257);
        wp::adj_add(var_251, var_254, adj_251, adj_254, adj_255);
        adj_static_000001_op1_0(var_253, adj_253, adj_254);
        wp::adj_dot(var_247, var_247, adj_247, adj_247, adj_253);
        wp::adj_add(var_241, var_250, adj_241, adj_250, adj_251);
        adj_static_000001_op0_0(var_249, adj_249, adj_250);
        wp::adj_dot(var_247, var_247, adj_247, adj_247, adj_249);
        // adj: v2 = v2 + wp.static(OPS[u6 % 3])(wp.dot(v5, v5))                                  <L 40>
        // adj: for u6 in range(wp.static(K1)):                                                   <L 39>
        wp::adj_vec_t(var_244, var_245, var_246, adj_244, adj_245, adj_246, adj_247);
        // adj: v5 = wp.vec3(1.16, 0.1, -1.44)                                                    <L 38>
        wp::adj_add(var_184, var_242, adj_184, adj_242, adj_243);
        wp::adj_cos(var_2, adj_2, adj_242);
        // adj: v1 = v1 + wp.cos(v0)                                                              <L 37>
        wp::adj_add(var_229, var_240, adj_229, adj_240, adj_241);
        wp::adj_mul(var_233, var_239, adj_233, adj_239, adj_240);
        wp::adj_tanh(var_238, var_239, adj_238, adj_239);
        wp::adj_div(var_234, var_237, var_238, adj_234, adj_237, adj_238);
        wp::adj_add(var_235, var_236, adj_235, adj_236, adj_237);
        wp::adj_abs(var_229, adj_229, adj_235);
        wp::adj_mul(var_231, var_232, adj_231, adj_232, adj_233);
        wp::adj_add(var_217, var_228, adj_217, adj_228, adj_229);
        wp::adj_mul(var_221, var_227, adj_221, adj_227, adj_228);
        wp::adj_tanh(var_226, var_227, adj_226, adj_227);
        wp::adj_div(var_222, var_225, var_226, adj_222, adj_225, adj_226);
        wp::adj_add(var_223, var_224, adj_223, adj_224, adj_225);
        wp::adj_abs(var_217, adj_217, adj_223);
        wp::adj_mul(var_219, var_220, adj_219, adj_220, adj_221);
        wp::adj_add(var_205, var_216, adj_205, adj_216, adj_217);
        wp::adj_mul(var_209, var_215, adj_209, adj_215, adj_216);
        wp::adj_tanh(var_214, var_215, adj_214, adj_215);
        wp::adj_div(var_210, var_213, var_214, adj_210, adj_213, adj_214);
        wp::adj_add(var_211, var_212, adj_211, adj_212, adj_213);
        wp::adj_abs(var_205, adj_205, adj_211);
        wp::adj_mul(var_207, var_208, adj_207, adj_208, adj_209);
        wp::adj_add(var_193, var_204, adj_193, adj_204, adj_205);
        wp::adj_mul(var_197, var_203, adj_197, adj_203, adj_204);
        wp::adj_tanh(var_202, var_203, adj_202, adj_203);
        wp::adj_div(var_198, var_201, var_202, adj_198, adj_201, adj_202);
        wp::adj_add(var_199, var_200, adj_199, adj_200, adj_201);
        wp::adj_abs(var_193, adj_193, adj_199);
        wp::adj_mul(var_195, var_196, adj_195, adj_196, adj_197);
        // adj: v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))     <L 36>
        // adj: for u4 in range(wp.static(K1)):                                                   <L 35>
        wp::adj_add(var_182, var_192, adj_182, adj_192, adj_193);
        wp::adj_tanh(var_191, var_192, adj_191, adj_192);
        wp::adj_extract(var_189, var_190, adj_189, adj_190, adj_191);
        wp::adj_vec_t(var_186, var_187, var_188, adj_186, adj_187, adj_188, adj_189);
        // adj: v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                       <L 34>
        wp::adj_add(var_125, var_183, adj_125, adj_183, adj_184);
        wp::adj_cos(var_2, adj_2, adj_183);
        // adj: v1 = v1 + wp.cos(v0)                                                              <L 37>
        wp::adj_add(var_170, var_181, adj_170, adj_181, adj_182);
        wp::adj_mul(var_174, var_180, adj_174, adj_180, adj_181);
        wp::adj_tanh(var_179, var_180, adj_179, adj_180);
        wp::adj_div(var_175, var_178, var_179, adj_175, adj_178, adj_179);
        wp::adj_add(var_176, var_177, adj_176, adj_177, adj_178);
        wp::adj_abs(var_170, adj_170, adj_176);
        wp::adj_mul(var_172, var_173, adj_172, adj_173, adj_174);
        wp::adj_add(var_158, var_169, adj_158, adj_169, adj_170);
        wp::adj_mul(var_162, var_168, adj_162, adj_168, adj_169);
        wp::adj_tanh(var_167, var_168, adj_167, adj_168);
        wp::adj_div(var_163, var_166, var_167, adj_163, adj_166, adj_167);
        wp::adj_add(var_164, var_165, adj_164, adj_165, adj_166);
        wp::adj_abs(var_158, adj_158, adj_164);
        wp::adj_mul(var_160, var_161, adj_160, adj_161, adj_162);
        wp::adj_add(var_146, var_157, adj_146, adj_157, adj_158);
        wp::adj_mul(var_150, var_156, adj_150, adj_156, adj_157);
        wp::adj_tanh(var_155, var_156, adj_155, adj_156);
        wp::adj_div(var_151, var_154, var_155, adj_151, adj_154, adj_155);
        wp::adj_add(var_152, var_153, adj_152, adj_153, adj_154);
        wp::adj_abs(var_146, adj_146, adj_152);
        wp::adj_mul(var_148, var_149, adj_148, adj_149, adj_150);
        wp::adj_add(var_134, var_145, adj_134, adj_145, adj_146);
        wp::adj_mul(var_138, var_144, adj_138, adj_144, adj_145);
        wp::adj_tanh(var_143, var_144, adj_143, adj_144);
        wp::adj_div(var_139, var_142, var_143, adj_139, adj_142, adj_143);
        wp::adj_add(var_140, var_141, adj_140, adj_141, adj_142);
        wp::adj_abs(var_134, adj_134, adj_140);
        wp::adj_mul(var_136, var_137, adj_136, adj_137, adj_138);
        // adj: v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))     <L 36>
        // adj: for u4 in range(wp.static(K1)):                                                   <L 35>
        wp::adj_add(var_123, var_133, adj_123, adj_133, adj_134);
        wp::adj_tanh(var_132, var_133, adj_132, adj_133);
        wp::adj_extract(var_130, var_131, adj_130, adj_131, adj_132);
        wp::adj_vec_t(var_127, var_128, var_129, adj_127, adj_128, adj_129, adj_130);
        // adj: v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                       <L 34>
        wp::adj_add(var_66, var_124, adj_66, adj_124, adj_125);
        wp::adj_cos(var_2, adj_2, adj_124);
        // adj: v1 = v1 + wp.cos(v0)                                                              <L 37>
        wp::adj_add(var_111, var_122, adj_111, adj_122, adj_123);
        wp::adj_mul(var_115, var_121, adj_115, adj_121, adj_122);
        wp::adj_tanh(var_120, var_121, adj_120, adj_121);
        wp::adj_div(var_116, var_119, var_120, adj_116, adj_119, adj_120);
        wp::adj_add(var_117, var_118, adj_117, adj_118, adj_119);
        wp::adj_abs(var_111, adj_111, adj_117);
        wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
        wp::adj_add(var_99, var_110, adj_99, adj_110, adj_111);
        wp::adj_mul(var_103, var_109, adj_103, adj_109, adj_110);
        wp::adj_tanh(var_108, var_109, adj_108, adj_109);
        wp::adj_div(var_104, var_107, var_108, adj_104, adj_107, adj_108);
        wp::adj_add(var_105, var_106, adj_105, adj_106, adj_107);
        wp::adj_abs(var_99, adj_99, adj_105);
        wp::adj_mul(var_101, var_102, adj_101, adj_102, adj_103);
        wp::adj_add(var_87, var_98, adj_87, adj_98, adj_99);
        wp::adj_mul(var_91, var_97, adj_91, adj_97, adj_98);
        wp::adj_tanh(var_96, var_97, adj_96, adj_97);
        wp::adj_div(var_92, var_95, var_96, adj_92, adj_95, adj_96);
        wp::adj_add(var_93, var_94, adj_93, adj_94, adj_95);
        wp::adj_abs(var_87, adj_87, adj_93);
        wp::adj_mul(var_89, var_90, adj_89, adj_90, adj_91);
        wp::adj_add(var_75, var_86, adj_75, adj_86, adj_87);
        wp::adj_mul(var_79, var_85, adj_79, adj_85, adj_86);
        wp::adj_tanh(var_84, var_85, adj_84, adj_85);
        wp::adj_div(var_80, var_83, var_84, adj_80, adj_83, adj_84);
        wp::adj_add(var_81, var_82, adj_81, adj_82, adj_83);
        wp::adj_abs(var_75, adj_75, adj_81);
        wp::adj_mul(var_77, var_78, adj_77, adj_78, adj_79);
        // adj: v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))     <L 36>
        // adj: for u4 in range(wp.static(K1)):                                                   <L 35>
        wp::adj_add(var_64, var_74, adj_64, adj_74, adj_75);
        wp::adj_tanh(var_73, var_74, adj_73, adj_74);
        wp::adj_extract(var_71, var_72, adj_71, adj_72, adj_73);
        wp::adj_vec_t(var_68, var_69, var_70, adj_68, adj_69, adj_70, adj_71);
        // adj: v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                       <L 34>
        wp::adj_add(var_5, var_65, adj_5, adj_65, adj_66);
        wp::adj_cos(var_2, adj_2, adj_65);
        // adj: v1 = v1 + wp.cos(v0)                                                              <L 37>
        wp::adj_add(var_52, var_63, adj_52, adj_63, adj_64);
        wp::adj_mul(var_56, var_62, adj_56, adj_62, adj_63);
        wp::adj_tanh(var_61, var_62, adj_61, adj_62);
        wp::adj_div(var_57, var_60, var_61, adj_57, adj_60, adj_61);
        wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
        wp::adj_abs(var_52, adj_52, adj_58);
        wp::adj_mul(var_54, var_55, adj_54, adj_55, adj_56);
        wp::adj_add(var_40, var_51, adj_40, adj_51, adj_52);
        wp::adj_mul(var_44, var_50, adj_44, adj_50, adj_51);
        wp::adj_tanh(var_49, var_50, adj_49, adj_50);
        wp::adj_div(var_45, var_48, var_49, adj_45, adj_48, adj_49);
        wp::adj_add(var_46, var_47, adj_46, adj_47, adj_48);
        wp::adj_abs(var_40, adj_40, adj_46);
        wp::adj_mul(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_add(var_28, var_39, adj_28, adj_39, adj_40);
        wp::adj_mul(var_32, var_38, adj_32, adj_38, adj_39);
        wp::adj_tanh(var_37, var_38, adj_37, adj_38);
        wp::adj_div(var_33, var_36, var_37, adj_33, adj_36, adj_37);
        wp::adj_add(var_34, var_35, adj_34, adj_35, adj_36);
        wp::adj_abs(var_28, adj_28, adj_34);
        wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
        wp::adj_add(var_16, var_27, adj_16, adj_27, adj_28);
        wp::adj_mul(var_20, var_26, adj_20, adj_26, adj_27);
        wp::adj_tanh(var_25, var_26, adj_25, adj_26);
        wp::adj_div(var_21, var_24, var_25, adj_21, adj_24, adj_25);
        wp::adj_add(var_22, var_23, adj_22, adj_23, adj_24);
        wp::adj_abs(var_16, adj_16, adj_22);
        wp::adj_mul(var_18, var_19, adj_18, adj_19, adj_20);
        // adj: v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))     <L 36>
        // adj: for u4 in range(wp.static(K1)):                                                   <L 35>
        wp::adj_add(var_7, var_15, adj_7, adj_15, adj_16);
        wp::adj_tanh(var_14, var_15, adj_14, adj_15);
        wp::adj_extract(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_vec_t(var_9, var_10, var_11, adj_9, adj_10, adj_11, adj_12);
        // adj: v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)                                       <L 34>
        // adj: for j3 in range(4):                                                               <L 33>
        // adj: v2 = wp.static(C0 / float(K1 + 1))                                                <L 32>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 31>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 30>
        // adj: tid = wp.tid()                                                                    <L 29>
        // adj: def static_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 28>
        continue;
    }
}

