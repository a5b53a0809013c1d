// Generated for case control-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void control_000000_b6b3b8b9_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_directions,
    wp::array_t<wp::float32> var_contact_masses,
    wp::array_t<wp::float32> var_contact_temperatures,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_contact_residuals,
    wp::array_t<wp::float32> var_contact_costs)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::int32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 2;
        wp::int32 var_13;
        wp::shape_t* var_14;
        const wp::int32 var_15 = 0;
        wp::int32 var_16;
        wp::shape_t var_17;
        wp::int32 var_18;
        wp::float32* var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 4;
        wp::int32 var_23;
        const wp::int32 var_24 = 1;
        bool var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = -1.706;
        const wp::float32 var_29 = 1.42;
        const wp::float32 var_30 = -0.9;
        wp::vec_t<3, wp::float32> var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.12;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = -3.0;
        const wp::float32 var_38 = 3.0;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = 1.0;
        wp::float32 var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::int32 var_45 = 0;
        wp::int32 var_46;
        const wp::int32 var_47 = 2;
        bool var_48;
        const wp::int32 var_49 = 1;
        wp::int32 var_50;
        const wp::float32 var_51 = -0.852;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 1.0;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 0;
        wp::int32 var_61;
        const wp::int32 var_62 = 5;
        bool var_63;
        const wp::int32 var_64 = 1;
        wp::int32 var_65;
        const wp::float32 var_66 = 0.5;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = -0.48;
        const wp::float32 var_69 = 0.85;
        const wp::float32 var_70 = -1.469;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        const wp::float32 var_73 = 1.048;
        const wp::float32 var_74 = -0.963;
        const wp::float32 var_75 = -0.4;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::vec_t<3, wp::float32> var_78;
        const wp::float32 var_79 = 1.32;
        wp::vec_t<3, wp::float32> var_80;
        wp::vec_t<3, wp::float32> var_81;
        wp::range_t var_82;
        wp::int32 var_83;
        const wp::float32 var_84 = 0.5;
        wp::vec_t<3, wp::float32> var_85;
        const wp::float32 var_86 = 0.01;
        const wp::float32 var_87 = 0.63;
        const wp::float32 var_88 = 1.133;
        wp::vec_t<3, wp::float32> var_89;
        const wp::float32 var_90 = 0.707;
        const wp::float32 var_91 = 0.089;
        const wp::float32 var_92 = 0.234;
        wp::vec_t<3, wp::float32> var_93;
        wp::vec_t<3, wp::float32> var_94;
        const wp::float32 var_95 = 1.43;
        wp::vec_t<3, wp::float32> var_96;
        const wp::float32 var_97 = -0.27;
        wp::float32 var_98;
        const wp::float32 var_99 = 0.5;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::vec_t<3, wp::float32> var_102;
        wp::vec_t<3, wp::float32> var_103;
        const wp::float32 var_104 = 0.67;
        wp::vec_t<3, wp::float32> var_105;
        wp::vec_t<3, wp::float32> var_106;
        const wp::int32 var_107 = 3;
        wp::int32 var_108;
        const wp::int32 var_109 = 1;
        bool var_110;
        wp::vec_t<3, wp::float32> var_111;
        wp::int32 var_112;
        bool var_113;
        bool var_114;
        bool var_115;
        const wp::float32 var_116 = 1.58;
        bool var_117;
        const wp::int32 var_118 = -3;
        const wp::int32 var_119 = 4;
        wp::int32 var_120;
        const wp::int32 var_121 = 1;
        bool var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        bool var_125;
        wp::float32 var_126;
        wp::float32 var_127;
        const wp::float32 var_128 = -0.2;
        const wp::float32 var_129 = 1.11;
        wp::float32 var_130;
        wp::float32 var_131;
        const wp::int32 var_132 = -5;
        const wp::int32 var_133 = 8;
        wp::int32 var_134;
        const wp::int32 var_135 = 4;
        wp::int32 var_136;
        const wp::int32 var_137 = 0;
        bool var_138;
        const wp::float32 var_139 = -0.606;
        const wp::float32 var_140 = -1.008;
        const wp::float32 var_141 = -1.29;
        wp::vec_t<3, wp::float32> var_142;
        const wp::float32 var_143 = -0.861;
        wp::float32 var_144;
        const wp::float32 var_145 = 1.0;
        wp::float32 var_146;
        wp::vec_t<3, wp::float32> var_147;
        const wp::float32 var_148 = -0.2;
        const wp::float32 var_149 = -1.6;
        const wp::float32 var_150 = 0.245;
        wp::vec_t<3, wp::float32> var_151;
        const wp::float32 var_152 = -1.901;
        wp::vec_t<3, wp::float32> var_153;
        wp::float32 var_154;
        wp::float32 var_155;
        wp::float32 var_156;
        const wp::float32 var_157 = -0.9;
        const wp::float32 var_158 = 0.9;
        wp::float32 var_159;
        wp::float32 var_160;
        wp::float32 var_161;
        bool var_162;
        const wp::float32 var_163 = -1.0;
        const wp::float32 var_164 = 1.0;
        const wp::float32 var_165 = -0.069;
        const wp::float32 var_166 = -0.6;
        wp::float32 var_167;
        wp::float32 var_168;
        const wp::int32 var_169 = 5;
        wp::int32 var_170;
        wp::shape_t* var_171;
        const wp::int32 var_172 = 0;
        wp::int32 var_173;
        wp::shape_t var_174;
        wp::int32 var_175;
        wp::float32* var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        bool var_181;
        wp::float32 var_182;
        wp::float32 var_183;
        wp::int32 var_184;
        const wp::float32 var_185 = 1.56;
        const wp::float32 var_186 = -0.505;
        const wp::float32 var_187 = -1.6;
        wp::vec_t<3, wp::float32> var_188;
        const wp::float32 var_189 = -0.252;
        wp::vec_t<3, wp::float32> var_190;
        wp::float32 var_191;
        const wp::float32 var_192 = 0.94;
        const wp::float32 var_193 = -0.71;
        wp::float32 var_194;
        wp::float32 var_195;
        const wp::float32 var_196 = 1.0;
        wp::float32 var_197;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::float32 var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::int32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::int32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::int32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        const wp::float32 var_214 = 1.57;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        wp::float32 var_218;
        wp::vec_t<3, wp::float32> var_219;
        const wp::float32 var_220 = 0.88;
        wp::vec_t<3, wp::float32> var_221;
        wp::float32 var_222;
        const wp::float32 var_223 = 0.92;
        wp::float32 var_224;
        wp::float32 var_225;
        //---------
        // forward
        // def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):       <L 5>
        // tid = wp.tid()  # one thread per element                                               <L 7>
        var_0 = builtin_tid1d();
        // v0 = contact_directions[tid]                                                           <L 8>
        var_1 = wp::address(var_contact_directions, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = contact_masses[tid]                                                               <L 9>
        var_4 = wp::address(var_contact_masses, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = contact_temperatures[tid]                                                         <L 10>
        var_7 = wp::address(var_contact_temperatures, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])        <L 11>
        var_10 = wp::sub(var_0, var_0);
        var_11 = wp::float(var_10);
        var_13 = wp::add(var_0, var_12);
        var_14 = &(var_contact_masses.shape);
        var_17 = wp::load(var_14);
        var_16 = wp::extract(var_17, var_15);
        var_18 = wp::mod(var_13, var_16);
        var_19 = wp::address(var_contact_masses, var_18);
        var_21 = wp::load(var_19);
        var_20 = wp::add(var_11, var_21);
        // if (tid) % 4 == 1:                                                                     <L 12>
        var_23 = wp::mod(var_0, var_22);
        var_25 = (var_23 == var_24);
        if (var_25) {
            // contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12       <L 13>
            var_26 = wp::add(var_5, var_8);
            var_27 = wp::add(var_26, var_20);
            var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
            var_32 = wp::max(var_2, var_31);
            var_33 = wp::length_sq(var_32);
            var_35 = wp::mul(var_33, var_34);
            var_36 = wp::add(var_27, var_35);
            wp::array_store(var_contact_residuals, var_0, var_36);
            // return                                                                             <L 14>
            continue;
        }
        // v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                           <L 15>
        var_39 = wp::clamp(var_8, var_37, var_38);
        var_40 = wp::cosh(var_39);
        var_41 = wp::abs(var_40);
        var_43 = wp::add(var_41, var_42);
        var_44 = wp::div(var_2, var_43);
        // w5 = int(0)                                                                            <L 16>
        var_46 = wp::int(var_45);
        // while w5 < 2:                                                                          <L 17>
        start_while_1:;
        var_48 = (var_46 < var_47);
        if ((var_48) == false) goto end_while_1;
            // w5 = w5 + 1                                                                        <L 18>
            var_50 = wp::add(var_46, var_49);
            // v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))                 <L 19>
            var_52 = wp::min(var_8, var_51);
            var_53 = wp::sub(var_5, var_5);
            var_54 = wp::abs(var_53);
            var_56 = wp::add(var_54, var_55);
            var_57 = wp::div(var_52, var_56);
            var_58 = wp::sin(var_57);
            var_59 = wp::add(var_20, var_58);
            // w6 = int(0)                                                                        <L 20>
            var_61 = wp::int(var_60);
            // while w6 < 5:                                                                      <L 21>
        start_while_3:;
            var_63 = (var_61 < var_62);
        if ((var_63) == false) goto end_while_3;
                // w6 = w6 + 1                                                                    <L 22>
                var_65 = wp::add(var_61, var_64);
                // v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32       <L 23>
                var_67 = wp::mul(var_2, var_66);
                var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
                var_72 = wp::cross(var_44, var_71);
                var_76 = wp::vec_t<3, wp::float32>(var_73, var_74, var_75);
                var_77 = wp::cross(var_72, var_76);
                var_78 = wp::normalize(var_77);
                var_80 = wp::mul(var_78, var_79);
                var_81 = wp::add(var_67, var_80);
                // for j7 in range(n):                                                            <L 24>
                var_82 = wp::range(var_n);
                start_for_5:;
                    if (iter_cmp(var_82) == 0) goto end_for_5;
                    var_83 = wp::iter_next(var_82);
                    // v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67       <L 25>
                    var_85 = wp::mul(var_44, var_84);
                    var_89 = wp::vec_t<3, wp::float32>(var_86, var_87, var_88);
                    var_93 = wp::vec_t<3, wp::float32>(var_90, var_91, var_92);
                    var_94 = wp::min(var_89, var_93);
                    var_96 = wp::vec_t<3, wp::float32>(var_95, var_5, var_8);
                    var_98 = wp::abs(var_97);
                    var_100 = wp::add(var_98, var_99);
                    var_101 = wp::atan2(var_5, var_100);
                    var_102 = wp::lerp(var_94, var_96, var_101);
                    var_103 = wp::normalize(var_102);
                    var_105 = wp::mul(var_103, var_104);
                    var_106 = wp::add(var_85, var_105);
                    wp::assign(var_44, var_106);
                    goto start_for_5;
                end_for_5:;
                // if (w6) % 3 == 1:                                                              <L 26>
                var_108 = wp::mod(var_65, var_107);
                var_110 = (var_108 == var_109);
                if (var_110) {
                    // continue                                                                   <L 27>
                    wp::assign(var_2, var_81);
                    wp::assign(var_61, var_65);
                    goto start_while_3;
                }
                var_111 = wp::where(var_110, var_2, var_81);
                var_112 = wp::where(var_110, var_61, var_65);
                wp::assign(var_2, var_111);
                wp::assign(var_61, var_112);
        goto start_while_3;
        end_while_3:;
            // if ((v1 >= v3) and (v3 > 1.58)) or (((-3)) % 4 == 1):                              <L 28>
            var_115 = (var_5 >= var_59);
            var_114 = var_115;
            if (var_114) {
                var_117 = (var_59 > var_116);
                var_114 = var_114 && var_117;
            }
            var_113 = var_114;
            if (!var_113) {
                var_120 = wp::mod(var_118, var_119);
                var_122 = (var_120 == var_121);
                var_113 = var_113 || var_122;
            }
            if (var_113) {
                // v2 += wp.cos(v1)                                                               <L 29>
                var_123 = wp::cos(var_5);
                var_124 = wp::add(var_8, var_123);
                // if v3 >= v1:                                                                   <L 30>
                var_125 = (var_59 >= var_5);
                if (var_125) {
                    // contact_residuals[tid] = v1 + v2 + v3 + -0.2 * 1.11                        <L 31>
                    var_126 = wp::add(var_5, var_124);
                    var_127 = wp::add(var_126, var_59);
                    var_130 = wp::mul(var_128, var_129);
                    var_131 = wp::add(var_127, var_130);
                    wp::array_store(var_contact_residuals, var_0, var_131);
                    // return                                                                     <L 32>
                    continue;
                }
            }
            if (!var_113) {
                // elif (((-5) % 8)) % 4 == 0:                                                    <L 33>
                var_134 = wp::mod(var_132, var_133);
                var_136 = wp::mod(var_134, var_135);
                var_138 = (var_136 == var_137);
                if (var_138) {
                    // v1 += wp.sin(wp.dot((wp.vec3(-0.606, -1.008, -1.29) / (wp.abs(-0.861) + 1.0)), (wp.vec3(-0.2, -1.6, 0.245) * -1.901)))       <L 34>
                    var_142 = wp::vec_t<3, wp::float32>(var_139, var_140, var_141);
                    var_144 = wp::abs(var_143);
                    var_146 = wp::add(var_144, var_145);
                    var_147 = wp::div(var_142, var_146);
                    var_151 = wp::vec_t<3, wp::float32>(var_148, var_149, var_150);
                    var_153 = wp::mul(var_151, var_152);
                    var_154 = wp::dot(var_147, var_153);
                    var_155 = wp::sin(var_154);
                    var_156 = wp::add(var_5, var_155);
                }
                if (!var_138) {
                    // elif wp.acos(wp.clamp(v1, -0.9, 0.9)) < wp.frac(v2):                       <L 35>
                    var_159 = wp::clamp(var_5, var_157, var_158);
                    var_160 = wp::acos(var_159);
                    var_161 = wp::frac(var_8);
                    var_162 = (var_160 < var_161);
                    if (var_162) {
                        // v2 = v2 + wp.sin(wp.smoothstep(-1.0, 1.0, (-0.069 * -0.6)) * contact_temperatures[(tid + 5) % contact_temperatures.shape[0]])       <L 36>
                        var_167 = wp::mul(var_165, var_166);
                        var_168 = wp::smoothstep(var_163, var_164, var_167);
                        var_170 = wp::add(var_0, var_169);
                        var_171 = &(var_contact_temperatures.shape);
                        var_174 = wp::load(var_171);
                        var_173 = wp::extract(var_174, var_172);
                        var_175 = wp::mod(var_170, var_173);
                        var_176 = wp::address(var_contact_temperatures, var_175);
                        var_178 = wp::load(var_176);
                        var_177 = wp::mul(var_168, var_178);
                        var_179 = wp::sin(var_177);
                        var_180 = wp::add(var_8, var_179);
                        // if v1 <= v3:                                                           <L 37>
                        var_181 = (var_5 <= var_59);
                        if (var_181) {
                            // break                                                              <L 38>
                            wp::assign(var_8, var_180);
                            wp::assign(var_20, var_59);
                            wp::assign(var_46, var_50);
                            goto end_while_1;
                        }
                        var_182 = wp::where(var_181, var_8, var_180);
                        var_183 = wp::where(var_181, var_20, var_59);
                        var_184 = wp::where(var_181, var_46, var_50);
                    }
                    if (!var_162) {
                        // v2 = v2 + wp.tanh((wp.dot(wp.vec3(1.56, -0.505, -1.6), wp.vec3(-0.252)) / (wp.abs((0.94 + -0.71)) + 1.0)))       <L 40>
                        var_188 = wp::vec_t<3, wp::float32>(var_185, var_186, var_187);
                        var_190 = wp::vec_t<3, wp::float32>(var_189);
                        var_191 = wp::dot(var_188, var_190);
                        var_194 = wp::add(var_192, var_193);
                        var_195 = wp::abs(var_194);
                        var_197 = wp::add(var_195, var_196);
                        var_198 = wp::div(var_191, var_197);
                        var_199 = wp::tanh(var_198);
                        var_200 = wp::add(var_8, var_199);
                    }
                    var_201 = wp::where(var_162, var_182, var_200);
                    var_202 = wp::where(var_162, var_183, var_59);
                    var_203 = wp::where(var_162, var_184, var_50);
                }
                var_204 = wp::where(var_138, var_156, var_5);
                var_205 = wp::where(var_138, var_8, var_201);
                var_206 = wp::where(var_138, var_59, var_202);
                var_207 = wp::where(var_138, var_50, var_203);
            }
            var_208 = wp::where(var_113, var_5, var_204);
            var_209 = wp::where(var_113, var_124, var_205);
            var_210 = wp::where(var_113, var_59, var_206);
            var_211 = wp::where(var_113, var_50, var_207);
            wp::assign(var_5, var_208);
            wp::assign(var_8, var_209);
            wp::assign(var_20, var_210);
            wp::assign(var_46, var_211);
        goto start_while_1;
        end_while_1:;
        // contact_residuals[tid] = v1 + v2 + v3 + v1 * 1.57                                      <L 41>
        var_212 = wp::add(var_5, var_8);
        var_213 = wp::add(var_212, var_20);
        var_215 = wp::mul(var_5, var_214);
        var_216 = wp::add(var_213, var_215);
        wp::array_store(var_contact_residuals, var_0, var_216);
        // contact_costs[tid] = v1 + v2 + v3 + wp.dot((v4 - v4), (v0 * 0.88)) * 0.92              <L 43>
        var_217 = wp::add(var_5, var_8);
        var_218 = wp::add(var_217, var_20);
        var_219 = wp::sub(var_44, var_44);
        var_221 = wp::mul(var_2, var_220);
        var_222 = wp::dot(var_219, var_221);
        var_224 = wp::mul(var_222, var_223);
        var_225 = wp::add(var_218, var_224);
        wp::array_store(var_contact_costs, var_0, var_225);
    }
}



extern "C" __global__ void control_000000_b6b3b8b9_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_directions,
    wp::array_t<wp::float32> var_contact_masses,
    wp::array_t<wp::float32> var_contact_temperatures,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_contact_residuals,
    wp::array_t<wp::float32> var_contact_costs,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_directions,
    wp::array_t<wp::float32> adj_contact_masses,
    wp::array_t<wp::float32> adj_contact_temperatures,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_contact_residuals,
    wp::array_t<wp::float32> adj_contact_costs)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::int32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 2;
        wp::int32 var_13;
        wp::shape_t* var_14;
        const wp::int32 var_15 = 0;
        wp::int32 var_16;
        wp::shape_t var_17;
        wp::int32 var_18;
        wp::float32* var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 4;
        wp::int32 var_23;
        const wp::int32 var_24 = 1;
        bool var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = -1.706;
        const wp::float32 var_29 = 1.42;
        const wp::float32 var_30 = -0.9;
        wp::vec_t<3, wp::float32> var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.12;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = -3.0;
        const wp::float32 var_38 = 3.0;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = 1.0;
        wp::float32 var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::int32 var_45 = 0;
        wp::int32 var_46;
        const wp::int32 var_47 = 2;
        bool var_48;
        const wp::int32 var_49 = 1;
        wp::int32 var_50;
        const wp::float32 var_51 = -0.852;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 1.0;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 0;
        wp::int32 var_61;
        const wp::int32 var_62 = 5;
        bool var_63;
        const wp::int32 var_64 = 1;
        wp::int32 var_65;
        const wp::float32 var_66 = 0.5;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = -0.48;
        const wp::float32 var_69 = 0.85;
        const wp::float32 var_70 = -1.469;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        const wp::float32 var_73 = 1.048;
        const wp::float32 var_74 = -0.963;
        const wp::float32 var_75 = -0.4;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::vec_t<3, wp::float32> var_78;
        const wp::float32 var_79 = 1.32;
        wp::vec_t<3, wp::float32> var_80;
        wp::vec_t<3, wp::float32> var_81;
        wp::range_t var_82;
        wp::int32 var_83;
        const wp::float32 var_84 = 0.5;
        wp::vec_t<3, wp::float32> var_85;
        const wp::float32 var_86 = 0.01;
        const wp::float32 var_87 = 0.63;
        const wp::float32 var_88 = 1.133;
        wp::vec_t<3, wp::float32> var_89;
        const wp::float32 var_90 = 0.707;
        const wp::float32 var_91 = 0.089;
        const wp::float32 var_92 = 0.234;
        wp::vec_t<3, wp::float32> var_93;
        wp::vec_t<3, wp::float32> var_94;
        const wp::float32 var_95 = 1.43;
        wp::vec_t<3, wp::float32> var_96;
        const wp::float32 var_97 = -0.27;
        wp::float32 var_98;
        const wp::float32 var_99 = 0.5;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::vec_t<3, wp::float32> var_102;
        wp::vec_t<3, wp::float32> var_103;
        const wp::float32 var_104 = 0.67;
        wp::vec_t<3, wp::float32> var_105;
        wp::vec_t<3, wp::float32> var_106;
        const wp::int32 var_107 = 3;
        wp::int32 var_108;
        const wp::int32 var_109 = 1;
        bool var_110;
        wp::vec_t<3, wp::float32> var_111;
        wp::int32 var_112;
        bool var_113;
        bool var_114;
        bool var_115;
        const wp::float32 var_116 = 1.58;
        bool var_117;
        const wp::int32 var_118 = -3;
        const wp::int32 var_119 = 4;
        wp::int32 var_120;
        const wp::int32 var_121 = 1;
        bool var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        bool var_125;
        wp::float32 var_126;
        wp::float32 var_127;
        const wp::float32 var_128 = -0.2;
        const wp::float32 var_129 = 1.11;
        wp::float32 var_130;
        wp::float32 var_131;
        const wp::int32 var_132 = -5;
        const wp::int32 var_133 = 8;
        wp::int32 var_134;
        const wp::int32 var_135 = 4;
        wp::int32 var_136;
        const wp::int32 var_137 = 0;
        bool var_138;
        const wp::float32 var_139 = -0.606;
        const wp::float32 var_140 = -1.008;
        const wp::float32 var_141 = -1.29;
        wp::vec_t<3, wp::float32> var_142;
        const wp::float32 var_143 = -0.861;
        wp::float32 var_144;
        const wp::float32 var_145 = 1.0;
        wp::float32 var_146;
        wp::vec_t<3, wp::float32> var_147;
        const wp::float32 var_148 = -0.2;
        const wp::float32 var_149 = -1.6;
        const wp::float32 var_150 = 0.245;
        wp::vec_t<3, wp::float32> var_151;
        const wp::float32 var_152 = -1.901;
        wp::vec_t<3, wp::float32> var_153;
        wp::float32 var_154;
        wp::float32 var_155;
        wp::float32 var_156;
        const wp::float32 var_157 = -0.9;
        const wp::float32 var_158 = 0.9;
        wp::float32 var_159;
        wp::float32 var_160;
        wp::float32 var_161;
        bool var_162;
        const wp::float32 var_163 = -1.0;
        const wp::float32 var_164 = 1.0;
        const wp::float32 var_165 = -0.069;
        const wp::float32 var_166 = -0.6;
        wp::float32 var_167;
        wp::float32 var_168;
        const wp::int32 var_169 = 5;
        wp::int32 var_170;
        wp::shape_t* var_171;
        const wp::int32 var_172 = 0;
        wp::int32 var_173;
        wp::shape_t var_174;
        wp::int32 var_175;
        wp::float32* var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        bool var_181;
        wp::float32 var_182;
        wp::float32 var_183;
        wp::int32 var_184;
        const wp::float32 var_185 = 1.56;
        const wp::float32 var_186 = -0.505;
        const wp::float32 var_187 = -1.6;
        wp::vec_t<3, wp::float32> var_188;
        const wp::float32 var_189 = -0.252;
        wp::vec_t<3, wp::float32> var_190;
        wp::float32 var_191;
        const wp::float32 var_192 = 0.94;
        const wp::float32 var_193 = -0.71;
        wp::float32 var_194;
        wp::float32 var_195;
        const wp::float32 var_196 = 1.0;
        wp::float32 var_197;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::float32 var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::int32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::int32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::int32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        const wp::float32 var_214 = 1.57;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        wp::float32 var_218;
        wp::vec_t<3, wp::float32> var_219;
        const wp::float32 var_220 = 0.88;
        wp::vec_t<3, wp::float32> var_221;
        wp::float32 var_222;
        const wp::float32 var_223 = 0.92;
        wp::float32 var_224;
        wp::float32 var_225;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::shape_t adj_14 = {};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::shape_t adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        bool adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
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
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::int32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::int32 adj_47 = {};
        bool adj_48 = {};
        wp::int32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::int32 adj_62 = {};
        bool adj_63 = {};
        wp::int32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::vec_t<3, wp::float32> adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        wp::vec_t<3, wp::float32> adj_77 = {};
        wp::vec_t<3, wp::float32> adj_78 = {};
        wp::float32 adj_79 = {};
        wp::vec_t<3, wp::float32> adj_80 = {};
        wp::vec_t<3, wp::float32> adj_81 = {};
        wp::range_t adj_82 = {};
        wp::int32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<3, wp::float32> adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::vec_t<3, wp::float32> adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::vec_t<3, wp::float32> adj_93 = {};
        wp::vec_t<3, wp::float32> adj_94 = {};
        wp::float32 adj_95 = {};
        wp::vec_t<3, wp::float32> adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::vec_t<3, wp::float32> adj_102 = {};
        wp::vec_t<3, wp::float32> adj_103 = {};
        wp::float32 adj_104 = {};
        wp::vec_t<3, wp::float32> adj_105 = {};
        wp::vec_t<3, wp::float32> adj_106 = {};
        wp::int32 adj_107 = {};
        wp::int32 adj_108 = {};
        wp::int32 adj_109 = {};
        bool adj_110 = {};
        wp::vec_t<3, wp::float32> adj_111 = {};
        wp::int32 adj_112 = {};
        bool adj_113 = {};
        bool adj_114 = {};
        bool adj_115 = {};
        wp::float32 adj_116 = {};
        bool adj_117 = {};
        wp::int32 adj_118 = {};
        wp::int32 adj_119 = {};
        wp::int32 adj_120 = {};
        wp::int32 adj_121 = {};
        bool adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        bool adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::int32 adj_132 = {};
        wp::int32 adj_133 = {};
        wp::int32 adj_134 = {};
        wp::int32 adj_135 = {};
        wp::int32 adj_136 = {};
        wp::int32 adj_137 = {};
        bool adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::vec_t<3, wp::float32> adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::vec_t<3, wp::float32> adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::vec_t<3, wp::float32> adj_151 = {};
        wp::float32 adj_152 = {};
        wp::vec_t<3, wp::float32> adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::float32 adj_157 = {};
        wp::float32 adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        bool adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::int32 adj_169 = {};
        wp::int32 adj_170 = {};
        wp::shape_t adj_171 = {};
        wp::int32 adj_172 = {};
        wp::int32 adj_173 = {};
        wp::shape_t adj_174 = {};
        wp::int32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        bool adj_181 = {};
        wp::float32 adj_182 = {};
        wp::float32 adj_183 = {};
        wp::int32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        wp::vec_t<3, wp::float32> adj_188 = {};
        wp::float32 adj_189 = {};
        wp::vec_t<3, wp::float32> adj_190 = {};
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
        wp::int32 adj_203 = {};
        wp::float32 adj_204 = {};
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        wp::int32 adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::int32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::float32 adj_216 = {};
        wp::float32 adj_217 = {};
        wp::float32 adj_218 = {};
        wp::vec_t<3, wp::float32> adj_219 = {};
        wp::float32 adj_220 = {};
        wp::vec_t<3, wp::float32> adj_221 = {};
        wp::float32 adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        //---------
        // forward
        // def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):       <L 5>
        // tid = wp.tid()  # one thread per element                                               <L 7>
        var_0 = builtin_tid1d();
        // v0 = contact_directions[tid]                                                           <L 8>
        var_1 = wp::address(var_contact_directions, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = contact_masses[tid]                                                               <L 9>
        var_4 = wp::address(var_contact_masses, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = contact_temperatures[tid]                                                         <L 10>
        var_7 = wp::address(var_contact_temperatures, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])        <L 11>
        var_10 = wp::sub(var_0, var_0);
        var_11 = wp::float(var_10);
        var_13 = wp::add(var_0, var_12);
        var_14 = &(var_contact_masses.shape);
        var_17 = wp::load(var_14);
        var_16 = wp::extract(var_17, var_15);
        var_18 = wp::mod(var_13, var_16);
        var_19 = wp::address(var_contact_masses, var_18);
        var_21 = wp::load(var_19);
        var_20 = wp::add(var_11, var_21);
        // if (tid) % 4 == 1:                                                                     <L 12>
        var_23 = wp::mod(var_0, var_22);
        var_25 = (var_23 == var_24);
        if (var_25) {
            // contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12       <L 13>
            var_26 = wp::add(var_5, var_8);
            var_27 = wp::add(var_26, var_20);
            var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
            var_32 = wp::max(var_2, var_31);
            var_33 = wp::length_sq(var_32);
            var_35 = wp::mul(var_33, var_34);
            var_36 = wp::add(var_27, var_35);
            // wp::array_store(var_contact_residuals, var_0, var_36);
            // return                                                                             <L 14>
            goto label0;
        }
        // v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                           <L 15>
        var_39 = wp::clamp(var_8, var_37, var_38);
        var_40 = wp::cosh(var_39);
        var_41 = wp::abs(var_40);
        var_43 = wp::add(var_41, var_42);
        var_44 = wp::div(var_2, var_43);
        // w5 = int(0)                                                                            <L 16>
        var_46 = wp::int(var_45);
        // while w5 < 2:                                                                          <L 17>
        // contact_residuals[tid] = v1 + v2 + v3 + v1 * 1.57                                      <L 41>
        var_212 = wp::add(var_5, var_8);
        var_213 = wp::add(var_212, var_20);
        var_215 = wp::mul(var_5, var_214);
        var_216 = wp::add(var_213, var_215);
        // wp::array_store(var_contact_residuals, var_0, var_216);
        // contact_costs[tid] = v1 + v2 + v3 + wp.dot((v4 - v4), (v0 * 0.88)) * 0.92              <L 43>
        var_217 = wp::add(var_5, var_8);
        var_218 = wp::add(var_217, var_20);
        var_219 = wp::sub(var_44, var_44);
        var_221 = wp::mul(var_2, var_220);
        var_222 = wp::dot(var_219, var_221);
        var_224 = wp::mul(var_222, var_223);
        var_225 = wp::add(var_218, var_224);
        // wp::array_store(var_contact_costs, var_0, var_225);
        //---------
        // reverse
        wp::adj_array_store(var_contact_costs, var_0, var_225, adj_contact_costs, adj_0, adj_225);
        wp::adj_add(var_218, var_224, adj_218, adj_224, adj_225);
        wp::adj_mul(var_222, var_223, adj_222, adj_223, adj_224);
        wp::adj_dot(var_219, var_221, adj_219, adj_221, adj_222);
        wp::adj_mul(var_2, var_220, adj_2, adj_220, adj_221);
        wp::adj_sub(var_44, var_44, adj_44, adj_44, adj_219);
        wp::adj_add(var_217, var_20, adj_217, adj_20, adj_218);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_217);
        // adj: contact_costs[tid] = v1 + v2 + v3 + wp.dot((v4 - v4), (v0 * 0.88)) * 0.92         <L 43>
        wp::adj_array_store(var_contact_residuals, var_0, var_216, adj_contact_residuals, adj_0, adj_216);
        wp::adj_add(var_213, var_215, adj_213, adj_215, adj_216);
        wp::adj_mul(var_5, var_214, adj_5, adj_214, adj_215);
        wp::adj_add(var_212, var_20, adj_212, adj_20, adj_213);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_212);
        // adj: contact_residuals[tid] = v1 + v2 + v3 + v1 * 1.57                                 <L 41>
        start_while_1:;
        var_48 = (var_46 < var_47);
        if ((var_48) == false) goto end_while_1;
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
        adj_209 = {};
        adj_210 = {};
        adj_211 = {};
            // w5 = w5 + 1                                                                        <L 18>
            var_50 = wp::add(var_46, var_49);
            // v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))                 <L 19>
            var_52 = wp::min(var_8, var_51);
            var_53 = wp::sub(var_5, var_5);
            var_54 = wp::abs(var_53);
            var_56 = wp::add(var_54, var_55);
            var_57 = wp::div(var_52, var_56);
            var_58 = wp::sin(var_57);
            var_59 = wp::add(var_20, var_58);
            // w6 = int(0)                                                                        <L 20>
            var_61 = wp::int(var_60);
            // while w6 < 5:                                                                      <L 21>
            // if ((v1 >= v3) and (v3 > 1.58)) or (((-3)) % 4 == 1):                              <L 28>
            var_115 = (var_5 >= var_59);
            var_114 = var_115;
            if (var_114) {
                var_117 = (var_59 > var_116);
                var_114 = var_114 && var_117;
            }
            var_113 = var_114;
            if (!var_113) {
                var_120 = wp::mod(var_118, var_119);
                var_122 = (var_120 == var_121);
                var_113 = var_113 || var_122;
            }
            if (var_113) {
                // v2 += wp.cos(v1)                                                               <L 29>
                var_123 = wp::cos(var_5);
                var_124 = wp::add(var_8, var_123);
                // if v3 >= v1:                                                                   <L 30>
                var_125 = (var_59 >= var_5);
                if (var_125) {
                    // contact_residuals[tid] = v1 + v2 + v3 + -0.2 * 1.11                        <L 31>
                    var_126 = wp::add(var_5, var_124);
                    var_127 = wp::add(var_126, var_59);
                    var_130 = wp::mul(var_128, var_129);
                    var_131 = wp::add(var_127, var_130);
                    // wp::array_store(var_contact_residuals, var_0, var_131);
                    // return                                                                     <L 32>
                    goto label7;
                }
            }
            if (!var_113) {
                // elif (((-5) % 8)) % 4 == 0:                                                    <L 33>
                var_134 = wp::mod(var_132, var_133);
                var_136 = wp::mod(var_134, var_135);
                var_138 = (var_136 == var_137);
                if (var_138) {
                    // v1 += wp.sin(wp.dot((wp.vec3(-0.606, -1.008, -1.29) / (wp.abs(-0.861) + 1.0)), (wp.vec3(-0.2, -1.6, 0.245) * -1.901)))       <L 34>
                    var_142 = wp::vec_t<3, wp::float32>(var_139, var_140, var_141);
                    var_144 = wp::abs(var_143);
                    var_146 = wp::add(var_144, var_145);
                    var_147 = wp::div(var_142, var_146);
                    var_151 = wp::vec_t<3, wp::float32>(var_148, var_149, var_150);
                    var_153 = wp::mul(var_151, var_152);
                    var_154 = wp::dot(var_147, var_153);
                    var_155 = wp::sin(var_154);
                    var_156 = wp::add(var_5, var_155);
                }
                if (!var_138) {
                    // elif wp.acos(wp.clamp(v1, -0.9, 0.9)) < wp.frac(v2):                       <L 35>
                    var_159 = wp::clamp(var_5, var_157, var_158);
                    var_160 = wp::acos(var_159);
                    var_161 = wp::frac(var_8);
                    var_162 = (var_160 < var_161);
                    if (var_162) {
                        // v2 = v2 + wp.sin(wp.smoothstep(-1.0, 1.0, (-0.069 * -0.6)) * contact_temperatures[(tid + 5) % contact_temperatures.shape[0]])       <L 36>
                        var_167 = wp::mul(var_165, var_166);
                        var_168 = wp::smoothstep(var_163, var_164, var_167);
                        var_170 = wp::add(var_0, var_169);
                        var_171 = &(var_contact_temperatures.shape);
                        var_174 = wp::load(var_171);
                        var_173 = wp::extract(var_174, var_172);
                        var_175 = wp::mod(var_170, var_173);
                        var_176 = wp::address(var_contact_temperatures, var_175);
                        var_178 = wp::load(var_176);
                        var_177 = wp::mul(var_168, var_178);
                        var_179 = wp::sin(var_177);
                        var_180 = wp::add(var_8, var_179);
                        // if v1 <= v3:                                                           <L 37>
                        var_181 = (var_5 <= var_59);
                        if (var_181) {
                            // break                                                              <L 38>
                            wp::assign(var_8, var_180);
                            wp::assign(var_20, var_59);
                            wp::assign(var_46, var_50);
                            goto end_while_1;
                        }
                        var_182 = wp::where(var_181, var_8, var_180);
                        var_183 = wp::where(var_181, var_20, var_59);
                        var_184 = wp::where(var_181, var_46, var_50);
                    }
                    if (!var_162) {
                        // v2 = v2 + wp.tanh((wp.dot(wp.vec3(1.56, -0.505, -1.6), wp.vec3(-0.252)) / (wp.abs((0.94 + -0.71)) + 1.0)))       <L 40>
                        var_188 = wp::vec_t<3, wp::float32>(var_185, var_186, var_187);
                        var_190 = wp::vec_t<3, wp::float32>(var_189);
                        var_191 = wp::dot(var_188, var_190);
                        var_194 = wp::add(var_192, var_193);
                        var_195 = wp::abs(var_194);
                        var_197 = wp::add(var_195, var_196);
                        var_198 = wp::div(var_191, var_197);
                        var_199 = wp::tanh(var_198);
                        var_200 = wp::add(var_8, var_199);
                    }
                    var_201 = wp::where(var_162, var_182, var_200);
                    var_202 = wp::where(var_162, var_183, var_59);
                    var_203 = wp::where(var_162, var_184, var_50);
                }
                var_204 = wp::where(var_138, var_156, var_5);
                var_205 = wp::where(var_138, var_8, var_201);
                var_206 = wp::where(var_138, var_59, var_202);
                var_207 = wp::where(var_138, var_50, var_203);
            }
            var_208 = wp::where(var_113, var_5, var_204);
            var_209 = wp::where(var_113, var_124, var_205);
            var_210 = wp::where(var_113, var_59, var_206);
            var_211 = wp::where(var_113, var_50, var_207);
            wp::assign(var_5, var_208);
            wp::assign(var_8, var_209);
            wp::assign(var_20, var_210);
            wp::assign(var_46, var_211);
            wp::adj_assign(var_46, var_211, adj_46, adj_211);
            wp::adj_assign(var_20, var_210, adj_20, adj_210);
            wp::adj_assign(var_8, var_209, adj_8, adj_209);
            wp::adj_assign(var_5, var_208, adj_5, adj_208);
            wp::adj_where(var_113, var_50, var_207, adj_113, adj_50, adj_207, adj_211);
            wp::adj_where(var_113, var_59, var_206, adj_113, adj_59, adj_206, adj_210);
            wp::adj_where(var_113, var_124, var_205, adj_113, adj_124, adj_205, adj_209);
            wp::adj_where(var_113, var_5, var_204, adj_113, adj_5, adj_204, adj_208);
            if (!var_113) {
                wp::adj_where(var_138, var_50, var_203, adj_138, adj_50, adj_203, adj_207);
                wp::adj_where(var_138, var_59, var_202, adj_138, adj_59, adj_202, adj_206);
                wp::adj_where(var_138, var_8, var_201, adj_138, adj_8, adj_201, adj_205);
                wp::adj_where(var_138, var_156, var_5, adj_138, adj_156, adj_5, adj_204);
                if (!var_138) {
                    wp::adj_where(var_162, var_184, var_50, adj_162, adj_184, adj_50, adj_203);
                    wp::adj_where(var_162, var_183, var_59, adj_162, adj_183, adj_59, adj_202);
                    wp::adj_where(var_162, var_182, var_200, adj_162, adj_182, adj_200, adj_201);
                    if (!var_162) {
                        wp::adj_add(var_8, var_199, adj_8, adj_199, adj_200);
                        wp::adj_tanh(var_198, var_199, adj_198, adj_199);
                        wp::adj_div(var_191, var_197, var_198, adj_191, adj_197, adj_198);
                        wp::adj_add(var_195, var_196, adj_195, adj_196, adj_197);
                        wp::adj_abs(var_194, adj_194, adj_195);
                        wp::adj_add(var_192, var_193, adj_192, adj_193, adj_194);
                        wp::adj_dot(var_188, var_190, adj_188, adj_190, adj_191);
                        wp::adj_vec_t(var_189, adj_189, adj_190);
                        wp::adj_vec_t(var_185, var_186, var_187, adj_185, adj_186, adj_187, adj_188);
                        // adj: v2 = v2 + wp.tanh((wp.dot(wp.vec3(1.56, -0.505, -1.6), wp.vec3(-0.252)) / (wp.abs((0.94 + -0.71)) + 1.0)))  <L 40>
                    }
                    if (var_162) {
                        wp::adj_where(var_181, var_46, var_50, adj_181, adj_46, adj_50, adj_184);
                        wp::adj_where(var_181, var_20, var_59, adj_181, adj_20, adj_59, adj_183);
                        wp::adj_where(var_181, var_8, var_180, adj_181, adj_8, adj_180, adj_182);
                        if (var_181) {
                            wp::adj_assign(var_46, var_50, adj_46, adj_50);
                            wp::adj_assign(var_20, var_59, adj_20, adj_59);
                            wp::adj_assign(var_8, var_180, adj_8, adj_180);
                            // adj: break                                                         <L 38>
                        }
                        // adj: if v1 <= v3:                                                      <L 37>
                        wp::adj_add(var_8, var_179, adj_8, adj_179, adj_180);
                        wp::adj_sin(var_177, adj_177, adj_179);
                        wp::adj_mul(var_168, var_178, adj_168, adj_176, adj_177);
                        wp::adj_address(var_contact_temperatures, var_175, adj_contact_temperatures, adj_175, adj_176);
                        wp::adj_mod(var_170, var_173, adj_170, adj_173, adj_175);
                        adj_contact_temperatures.shape = adj_171;
                        wp::adj_add(var_0, var_169, adj_0, adj_169, adj_170);
                        wp::adj_smoothstep(var_163, var_164, var_167, adj_163, adj_164, adj_167, adj_168);
                        wp::adj_mul(var_165, var_166, adj_165, adj_166, adj_167);
                        // adj: v2 = v2 + wp.sin(wp.smoothstep(-1.0, 1.0, (-0.069 * -0.6)) * contact_temperatures[(tid + 5) % contact_temperatures.shape[0]])  <L 36>
                    }
                    wp::adj_acos(var_159, adj_159, adj_160);
                    wp::adj_clamp(var_5, var_157, var_158, adj_5, adj_157, adj_158, adj_159);
                    // adj: elif wp.acos(wp.clamp(v1, -0.9, 0.9)) < wp.frac(v2):                  <L 35>
                }
                if (var_138) {
                    wp::adj_add(var_5, var_155, adj_5, adj_155, adj_156);
                    wp::adj_sin(var_154, adj_154, adj_155);
                    wp::adj_dot(var_147, var_153, adj_147, adj_153, adj_154);
                    wp::adj_mul(var_151, var_152, adj_151, adj_152, adj_153);
                    wp::adj_vec_t(var_148, var_149, var_150, adj_148, adj_149, adj_150, adj_151);
                    wp::adj_div(var_142, var_146, adj_142, adj_146, adj_147);
                    wp::adj_add(var_144, var_145, adj_144, adj_145, adj_146);
                    wp::adj_abs(var_143, adj_143, adj_144);
                    wp::adj_vec_t(var_139, var_140, var_141, adj_139, adj_140, adj_141, adj_142);
                    // adj: v1 += wp.sin(wp.dot((wp.vec3(-0.606, -1.008, -1.29) / (wp.abs(-0.861) + 1.0)), (wp.vec3(-0.2, -1.6, 0.245) * -1.901)))  <L 34>
                }
                wp::adj_mod(var_134, var_135, adj_134, adj_135, adj_136);
                wp::adj_mod(var_132, var_133, adj_132, adj_133, adj_134);
                // adj: elif (((-5) % 8)) % 4 == 0:                                               <L 33>
            }
            if (var_113) {
                if (var_125) {
                    label7:;
                    // adj: return                                                                <L 32>
                    wp::adj_array_store(var_contact_residuals, var_0, var_131, adj_contact_residuals, adj_0, adj_131);
                    wp::adj_add(var_127, var_130, adj_127, adj_130, adj_131);
                    wp::adj_mul(var_128, var_129, adj_128, adj_129, adj_130);
                    wp::adj_add(var_126, var_59, adj_126, adj_59, adj_127);
                    wp::adj_add(var_5, var_124, adj_5, adj_124, adj_126);
                    // adj: contact_residuals[tid] = v1 + v2 + v3 + -0.2 * 1.11                   <L 31>
                }
                // adj: if v3 >= v1:                                                              <L 30>
                wp::adj_add(var_8, var_123, adj_8, adj_123, adj_124);
                wp::adj_cos(var_5, adj_5, adj_123);
                // adj: v2 += wp.cos(v1)                                                          <L 29>
            }
            if (!var_113) {
                wp::adj_mod(var_118, var_119, adj_118, adj_119, adj_120);
            }
            if (var_114) {
            }
            // adj: if ((v1 >= v3) and (v3 > 1.58)) or (((-3)) % 4 == 1):                         <L 28>
        start_while_3:;
            var_63 = (var_61 < var_62);
        if ((var_63) == false) goto end_while_3;
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
        adj_107 = {};
        adj_108 = {};
        adj_109 = {};
        adj_110 = {};
        adj_111 = {};
        adj_112 = {};
                // w6 = w6 + 1                                                                    <L 22>
                var_65 = wp::add(var_61, var_64);
                // v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32       <L 23>
                var_67 = wp::mul(var_2, var_66);
                var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
                var_72 = wp::cross(var_44, var_71);
                var_76 = wp::vec_t<3, wp::float32>(var_73, var_74, var_75);
                var_77 = wp::cross(var_72, var_76);
                var_78 = wp::normalize(var_77);
                var_80 = wp::mul(var_78, var_79);
                var_81 = wp::add(var_67, var_80);
                // for j7 in range(n):                                                            <L 24>
                var_82 = wp::range(var_n);
                // if (w6) % 3 == 1:                                                              <L 26>
                var_108 = wp::mod(var_65, var_107);
                var_110 = (var_108 == var_109);
                if (var_110) {
                    // continue                                                                   <L 27>
                    wp::assign(var_2, var_81);
                    wp::assign(var_61, var_65);
                    goto start_while_3;
                }
                var_111 = wp::where(var_110, var_2, var_81);
                var_112 = wp::where(var_110, var_61, var_65);
                wp::assign(var_2, var_111);
                wp::assign(var_61, var_112);
                wp::adj_assign(var_61, var_112, adj_61, adj_112);
                wp::adj_assign(var_2, var_111, adj_2, adj_111);
                wp::adj_where(var_110, var_61, var_65, adj_110, adj_61, adj_65, adj_112);
                wp::adj_where(var_110, var_2, var_81, adj_110, adj_2, adj_81, adj_111);
                if (var_110) {
                    wp::adj_assign(var_61, var_65, adj_61, adj_65);
                    wp::adj_assign(var_2, var_81, adj_2, adj_81);
                    // adj: continue                                                              <L 27>
                }
                wp::adj_mod(var_65, var_107, adj_65, adj_107, adj_108);
                // adj: if (w6) % 3 == 1:                                                         <L 26>
                var_82 = wp::iter_reverse(var_82);
                start_for_5:;
                    if (iter_cmp(var_82) == 0) goto end_for_5;
                    var_83 = wp::iter_next(var_82);
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
                    // v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67       <L 25>
                    var_85 = wp::mul(var_44, var_84);
                    var_89 = wp::vec_t<3, wp::float32>(var_86, var_87, var_88);
                    var_93 = wp::vec_t<3, wp::float32>(var_90, var_91, var_92);
                    var_94 = wp::min(var_89, var_93);
                    var_96 = wp::vec_t<3, wp::float32>(var_95, var_5, var_8);
                    var_98 = wp::abs(var_97);
                    var_100 = wp::add(var_98, var_99);
                    var_101 = wp::atan2(var_5, var_100);
                    var_102 = wp::lerp(var_94, var_96, var_101);
                    var_103 = wp::normalize(var_102);
                    var_105 = wp::mul(var_103, var_104);
                    var_106 = wp::add(var_85, var_105);
                    wp::assign(var_44, var_106);
                    wp::adj_assign(var_44, var_106, adj_44, adj_106);
                    wp::adj_add(var_85, var_105, adj_85, adj_105, adj_106);
                    wp::adj_mul(var_103, var_104, adj_103, adj_104, adj_105);
                    wp::adj_normalize(var_102, var_103, adj_102, adj_103);
                    wp::adj_lerp(var_94, var_96, var_101, adj_94, adj_96, adj_101, adj_102);
                    wp::adj_atan2(var_5, var_100, adj_5, adj_100, adj_101);
                    wp::adj_add(var_98, var_99, adj_98, adj_99, adj_100);
                    wp::adj_abs(var_97, adj_97, adj_98);
                    wp::adj_vec_t(var_95, var_5, var_8, adj_95, adj_5, adj_8, adj_96);
                    wp::adj_min(var_89, var_93, adj_89, adj_93, adj_94);
                    wp::adj_vec_t(var_90, var_91, var_92, adj_90, adj_91, adj_92, adj_93);
                    wp::adj_vec_t(var_86, var_87, var_88, adj_86, adj_87, adj_88, adj_89);
                    wp::adj_mul(var_44, var_84, adj_44, adj_84, adj_85);
                    // adj: v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67  <L 25>
                	goto start_for_5;
                end_for_5:;
                // adj: for j7 in range(n):                                                       <L 24>
                wp::adj_add(var_67, var_80, adj_67, adj_80, adj_81);
                wp::adj_mul(var_78, var_79, adj_78, adj_79, adj_80);
                wp::adj_normalize(var_77, var_78, adj_77, adj_78);
                wp::adj_cross(var_72, var_76, adj_72, adj_76, adj_77);
                wp::adj_vec_t(var_73, var_74, var_75, adj_73, adj_74, adj_75, adj_76);
                wp::adj_cross(var_44, var_71, adj_44, adj_71, adj_72);
                wp::adj_vec_t(var_68, var_69, var_70, adj_68, adj_69, adj_70, adj_71);
                wp::adj_mul(var_2, var_66, adj_2, adj_66, adj_67);
                // adj: v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32  <L 23>
                wp::adj_add(var_61, var_64, adj_61, adj_64, adj_65);
                // adj: w6 = w6 + 1                                                               <L 22>
        goto start_while_3;
        end_while_3:;
            // adj: while w6 < 5:                                                                 <L 21>
            // adj: w6 = int(0)                                                                   <L 20>
            wp::adj_add(var_20, var_58, adj_20, adj_58, adj_59);
            wp::adj_sin(var_57, adj_57, adj_58);
            wp::adj_div(var_52, var_56, var_57, adj_52, adj_56, adj_57);
            wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
            wp::adj_abs(var_53, adj_53, adj_54);
            wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_53);
            wp::adj_min(var_8, var_51, adj_8, adj_51, adj_52);
            // adj: v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))            <L 19>
            wp::adj_add(var_46, var_49, adj_46, adj_49, adj_50);
            // adj: w5 = w5 + 1                                                                   <L 18>
        goto start_while_1;
        end_while_1:;
        // adj: while w5 < 2:                                                                     <L 17>
        // adj: w5 = int(0)                                                                       <L 16>
        wp::adj_div(var_2, var_43, adj_2, adj_43, adj_44);
        wp::adj_add(var_41, var_42, adj_41, adj_42, adj_43);
        wp::adj_abs(var_40, adj_40, adj_41);
        wp::adj_cosh(var_39, adj_39, adj_40);
        wp::adj_clamp(var_8, var_37, var_38, adj_8, adj_37, adj_38, adj_39);
        // adj: v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                      <L 15>
        if (var_25) {
            label0:;
            // adj: return                                                                        <L 14>
            wp::adj_array_store(var_contact_residuals, var_0, var_36, adj_contact_residuals, adj_0, adj_36);
            wp::adj_add(var_27, var_35, adj_27, adj_35, adj_36);
            wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
            wp::adj_length_sq(var_32, adj_32, adj_33);
            wp::adj_max(var_2, var_31, adj_2, adj_31, adj_32);
            wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
            wp::adj_add(var_26, var_20, adj_26, adj_20, adj_27);
            wp::adj_add(var_5, var_8, adj_5, adj_8, adj_26);
            // adj: contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12  <L 13>
        }
        wp::adj_mod(var_0, var_22, adj_0, adj_22, adj_23);
        // adj: if (tid) % 4 == 1:                                                                <L 12>
        wp::adj_add(var_11, var_21, adj_11, adj_19, adj_20);
        wp::adj_address(var_contact_masses, var_18, adj_contact_masses, adj_18, adj_19);
        wp::adj_mod(var_13, var_16, adj_13, adj_16, adj_18);
        adj_contact_masses.shape = adj_14;
        wp::adj_add(var_0, var_12, adj_0, adj_12, adj_13);
        wp::adj_float(var_10, adj_10, adj_11);
        wp::adj_sub(var_0, var_0, adj_0, adj_0, adj_10);
        // adj: v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])   <L 11>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_contact_temperatures, var_0, adj_contact_temperatures, adj_0, adj_7);
        // adj: v2 = contact_temperatures[tid]                                                    <L 10>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_contact_masses, var_0, adj_contact_masses, adj_0, adj_4);
        // adj: v1 = contact_masses[tid]                                                          <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_contact_directions, var_0, adj_contact_directions, adj_0, adj_1);
        // adj: v0 = contact_directions[tid]                                                      <L 8>
        // adj: tid = wp.tid()  # one thread per element                                          <L 7>
        // adj: def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):  <L 5>
        continue;
    }
}

