// Generated for case nested_loop-000001 with warp-lang 1.18.0. Do not edit.
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


// nested_loop-000001.py:6
static CUDA_CALLABLE wp::float32 nested_loop_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.0;
    wp::float32 var_1;
    wp::shape_t* var_2;
    const wp::int32 var_3 = 0;
    wp::int32 var_4;
    wp::shape_t var_5;
    wp::int32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<2, wp::float32> var_16;
    wp::vec_t<2, wp::float32> var_17;
    const wp::float32 var_18 = 1.92;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    const wp::int32 var_21 = 0;
    const wp::float32 var_22 = 0.5;
    wp::vec_t<2, wp::float32> var_23;
    const wp::float32 var_24 = 1.67;
    const wp::float32 var_25 = -0.551;
    wp::vec_t<2, wp::float32> var_26;
    wp::vec_t<2, wp::float32> var_27;
    const wp::float32 var_28 = 0.41;
    wp::vec_t<2, wp::float32> var_29;
    wp::vec_t<2, wp::float32> var_30;
    const wp::int32 var_31 = 1;
    const wp::float32 var_32 = 0.5;
    wp::vec_t<2, wp::float32> var_33;
    const wp::float32 var_34 = 1.67;
    const wp::float32 var_35 = -0.551;
    wp::vec_t<2, wp::float32> var_36;
    wp::vec_t<2, wp::float32> var_37;
    const wp::float32 var_38 = 0.41;
    wp::vec_t<2, wp::float32> var_39;
    wp::vec_t<2, wp::float32> var_40;
    wp::vec_t<2, wp::float32> var_41;
    const wp::int32 var_42 = 0;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 1;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.0;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::vec_t<2, wp::float32> var_54;
    wp::vec_t<2, wp::float32> var_55;
    const wp::float32 var_56 = 1.92;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::int32 var_59 = 0;
    const wp::float32 var_60 = 0.5;
    wp::vec_t<2, wp::float32> var_61;
    const wp::float32 var_62 = 1.67;
    const wp::float32 var_63 = -0.551;
    wp::vec_t<2, wp::float32> var_64;
    wp::vec_t<2, wp::float32> var_65;
    const wp::float32 var_66 = 0.41;
    wp::vec_t<2, wp::float32> var_67;
    wp::vec_t<2, wp::float32> var_68;
    const wp::int32 var_69 = 1;
    const wp::float32 var_70 = 0.5;
    wp::vec_t<2, wp::float32> var_71;
    const wp::float32 var_72 = 1.67;
    const wp::float32 var_73 = -0.551;
    wp::vec_t<2, wp::float32> var_74;
    wp::vec_t<2, wp::float32> var_75;
    const wp::float32 var_76 = 0.41;
    wp::vec_t<2, wp::float32> var_77;
    wp::vec_t<2, wp::float32> var_78;
    wp::vec_t<2, wp::float32> var_79;
    const wp::int32 var_80 = 0;
    wp::float32 var_81;
    const wp::int32 var_82 = 1;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    const wp::int32 var_86 = 2;
    wp::float32 var_87;
    wp::float32 var_88;
    const wp::float32 var_89 = 1.0;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::vec_t<2, wp::float32> var_92;
    wp::vec_t<2, wp::float32> var_93;
    const wp::float32 var_94 = 1.92;
    wp::vec_t<2, wp::float32> var_95;
    wp::vec_t<2, wp::float32> var_96;
    const wp::int32 var_97 = 0;
    const wp::float32 var_98 = 0.5;
    wp::vec_t<2, wp::float32> var_99;
    const wp::float32 var_100 = 1.67;
    const wp::float32 var_101 = -0.551;
    wp::vec_t<2, wp::float32> var_102;
    wp::vec_t<2, wp::float32> var_103;
    const wp::float32 var_104 = 0.41;
    wp::vec_t<2, wp::float32> var_105;
    wp::vec_t<2, wp::float32> var_106;
    const wp::int32 var_107 = 1;
    const wp::float32 var_108 = 0.5;
    wp::vec_t<2, wp::float32> var_109;
    const wp::float32 var_110 = 1.67;
    const wp::float32 var_111 = -0.551;
    wp::vec_t<2, wp::float32> var_112;
    wp::vec_t<2, wp::float32> var_113;
    const wp::float32 var_114 = 0.41;
    wp::vec_t<2, wp::float32> var_115;
    wp::vec_t<2, wp::float32> var_116;
    wp::vec_t<2, wp::float32> var_117;
    const wp::int32 var_118 = 0;
    wp::float32 var_119;
    const wp::int32 var_120 = 1;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    const wp::int32 var_124 = 3;
    wp::float32 var_125;
    wp::float32 var_126;
    const wp::float32 var_127 = 1.0;
    wp::float32 var_128;
    wp::float32 var_129;
    wp::vec_t<2, wp::float32> var_130;
    wp::vec_t<2, wp::float32> var_131;
    const wp::float32 var_132 = 1.92;
    wp::vec_t<2, wp::float32> var_133;
    wp::vec_t<2, wp::float32> var_134;
    const wp::int32 var_135 = 0;
    const wp::float32 var_136 = 0.5;
    wp::vec_t<2, wp::float32> var_137;
    const wp::float32 var_138 = 1.67;
    const wp::float32 var_139 = -0.551;
    wp::vec_t<2, wp::float32> var_140;
    wp::vec_t<2, wp::float32> var_141;
    const wp::float32 var_142 = 0.41;
    wp::vec_t<2, wp::float32> var_143;
    wp::vec_t<2, wp::float32> var_144;
    const wp::int32 var_145 = 1;
    const wp::float32 var_146 = 0.5;
    wp::vec_t<2, wp::float32> var_147;
    const wp::float32 var_148 = 1.67;
    const wp::float32 var_149 = -0.551;
    wp::vec_t<2, wp::float32> var_150;
    wp::vec_t<2, wp::float32> var_151;
    const wp::float32 var_152 = 0.41;
    wp::vec_t<2, wp::float32> var_153;
    wp::vec_t<2, wp::float32> var_154;
    wp::vec_t<2, wp::float32> var_155;
    const wp::int32 var_156 = 0;
    wp::float32 var_157;
    const wp::int32 var_158 = 1;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    bool var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    const wp::int32 var_166 = 0;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::int32 var_169 = 1;
    wp::float32 var_170;
    wp::float32 var_171;
    //---------
    // forward
    // def nested_loop_000001_f0(p0: float, p1: float, p2: wp.vec2, arr: wp.array(dtype=float), idx: int) -> float:       <L 7>
    // v4 = float(0.0)                                                                        <L 8>
    var_1 = wp::float(var_0);
    // v0 = arr[idx % arr.shape[0]]                                                           <L 9>
    var_2 = &(var_arr.shape);
    var_5 = wp::load(var_2);
    var_4 = wp::extract(var_5, var_3);
    var_6 = wp::mod(var_idx, var_4);
    var_7 = wp::address(var_arr, var_6);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // for j1 in range(4):                                                                    <L 10>
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 11>
    var_11 = wp::add(var_p1, var_p0);
    var_12 = wp::abs(var_p1);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_p1, var_14);
    var_16 = wp::vec_t<2, wp::float32>(var_11, var_15);
    var_17 = wp::normalize(var_16);
    var_19 = wp::mul(var_17, var_18);
    var_20 = wp::add(var_p2, var_19);
    // for j2 in range(2):                                                                    <L 12>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 13>
    var_23 = wp::mul(var_20, var_22);
    var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
    var_27 = wp::normalize(var_26);
    var_29 = wp::mul(var_27, var_28);
    var_30 = wp::add(var_23, var_29);
    var_33 = wp::mul(var_30, var_32);
    var_36 = wp::vec_t<2, wp::float32>(var_34, var_35);
    var_37 = wp::normalize(var_36);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_33, var_39);
    // v3 = (v0 * p2)                                                                         <L 14>
    var_41 = wp::mul(var_8, var_40);
    // v4 += v3[0] + v3[1]                                                                    <L 15>
    var_43 = wp::extract(var_41, var_42);
    var_45 = wp::extract(var_41, var_44);
    var_46 = wp::add(var_43, var_45);
    var_47 = wp::add(var_1, var_46);
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 11>
    var_49 = wp::add(var_p1, var_p0);
    var_50 = wp::abs(var_p1);
    var_52 = wp::add(var_50, var_51);
    var_53 = wp::div(var_p1, var_52);
    var_54 = wp::vec_t<2, wp::float32>(var_49, var_53);
    var_55 = wp::normalize(var_54);
    var_57 = wp::mul(var_55, var_56);
    var_58 = wp::add(var_40, var_57);
    // for j2 in range(2):                                                                    <L 12>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 13>
    var_61 = wp::mul(var_58, var_60);
    var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
    var_65 = wp::normalize(var_64);
    var_67 = wp::mul(var_65, var_66);
    var_68 = wp::add(var_61, var_67);
    var_71 = wp::mul(var_68, var_70);
    var_74 = wp::vec_t<2, wp::float32>(var_72, var_73);
    var_75 = wp::normalize(var_74);
    var_77 = wp::mul(var_75, var_76);
    var_78 = wp::add(var_71, var_77);
    // v3 = (v0 * p2)                                                                         <L 14>
    var_79 = wp::mul(var_8, var_78);
    // v4 += v3[0] + v3[1]                                                                    <L 15>
    var_81 = wp::extract(var_79, var_80);
    var_83 = wp::extract(var_79, var_82);
    var_84 = wp::add(var_81, var_83);
    var_85 = wp::add(var_47, var_84);
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 11>
    var_87 = wp::add(var_p1, var_p0);
    var_88 = wp::abs(var_p1);
    var_90 = wp::add(var_88, var_89);
    var_91 = wp::div(var_p1, var_90);
    var_92 = wp::vec_t<2, wp::float32>(var_87, var_91);
    var_93 = wp::normalize(var_92);
    var_95 = wp::mul(var_93, var_94);
    var_96 = wp::add(var_78, var_95);
    // for j2 in range(2):                                                                    <L 12>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 13>
    var_99 = wp::mul(var_96, var_98);
    var_102 = wp::vec_t<2, wp::float32>(var_100, var_101);
    var_103 = wp::normalize(var_102);
    var_105 = wp::mul(var_103, var_104);
    var_106 = wp::add(var_99, var_105);
    var_109 = wp::mul(var_106, var_108);
    var_112 = wp::vec_t<2, wp::float32>(var_110, var_111);
    var_113 = wp::normalize(var_112);
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::add(var_109, var_115);
    // v3 = (v0 * p2)                                                                         <L 14>
    var_117 = wp::mul(var_8, var_116);
    // v4 += v3[0] + v3[1]                                                                    <L 15>
    var_119 = wp::extract(var_117, var_118);
    var_121 = wp::extract(var_117, var_120);
    var_122 = wp::add(var_119, var_121);
    var_123 = wp::add(var_85, var_122);
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 11>
    var_125 = wp::add(var_p1, var_p0);
    var_126 = wp::abs(var_p1);
    var_128 = wp::add(var_126, var_127);
    var_129 = wp::div(var_p1, var_128);
    var_130 = wp::vec_t<2, wp::float32>(var_125, var_129);
    var_131 = wp::normalize(var_130);
    var_133 = wp::mul(var_131, var_132);
    var_134 = wp::add(var_116, var_133);
    // for j2 in range(2):                                                                    <L 12>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 13>
    var_137 = wp::mul(var_134, var_136);
    var_140 = wp::vec_t<2, wp::float32>(var_138, var_139);
    var_141 = wp::normalize(var_140);
    var_143 = wp::mul(var_141, var_142);
    var_144 = wp::add(var_137, var_143);
    var_147 = wp::mul(var_144, var_146);
    var_150 = wp::vec_t<2, wp::float32>(var_148, var_149);
    var_151 = wp::normalize(var_150);
    var_153 = wp::mul(var_151, var_152);
    var_154 = wp::add(var_147, var_153);
    // v3 = (v0 * p2)                                                                         <L 14>
    var_155 = wp::mul(var_8, var_154);
    // v4 += v3[0] + v3[1]                                                                    <L 15>
    var_157 = wp::extract(var_155, var_156);
    var_159 = wp::extract(var_155, var_158);
    var_160 = wp::add(var_157, var_159);
    var_161 = wp::add(var_123, var_160);
    // if p0 >= v0:                                                                           <L 16>
    var_162 = (var_p0 >= var_8);
    if (var_162) {
        // return wp.rint(p1)                                                                 <L 17>
        var_163 = wp::rint(var_p1);
        return var_163;
    }
    // return (p0 + p0) + v4 + p2[0] + p2[1]                                                  <L 18>
    var_164 = wp::add(var_p0, var_p0);
    var_165 = wp::add(var_164, var_161);
    var_167 = wp::extract(var_154, var_166);
    var_168 = wp::add(var_165, var_167);
    var_170 = wp::extract(var_154, var_169);
    var_171 = wp::add(var_168, var_170);
    return var_171;
}


// nested_loop-000001.py:6
static CUDA_CALLABLE void adj_nested_loop_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void nested_loop_000001_2bef9a6b_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_masses,
    wp::array_t<wp::float32> var_body_radii,
    wp::float32 var_stiffness,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_body_scores)
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
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::int32 var_9 = 0;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 1.56;
        bool var_18;
        const wp::float32 var_19 = 1.449;
        const wp::float32 var_20 = -0.27;
        wp::vec_t<2, wp::float32> var_21;
        const wp::float32 var_22 = 0.1;
        const wp::float32 var_23 = -0.2;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        const wp::int32 var_28 = 1;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::range_t var_32;
        wp::int32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        const wp::float32 var_36 = -1.39;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::float32 var_39 = 1.0;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 0.5;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.0;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        const wp::float32 var_54 = 1.0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.56;
        bool var_61;
        const wp::float32 var_62 = 1.449;
        const wp::float32 var_63 = -0.27;
        wp::vec_t<2, wp::float32> var_64;
        const wp::float32 var_65 = 0.1;
        const wp::float32 var_66 = -0.2;
        wp::vec_t<2, wp::float32> var_67;
        wp::vec_t<2, wp::float32> var_68;
        const wp::int32 var_69 = 0;
        wp::float32 var_70;
        const wp::int32 var_71 = 1;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::range_t var_75;
        wp::int32 var_76;
        const wp::float32 var_77 = 0.5;
        wp::float32 var_78;
        const wp::float32 var_79 = -1.39;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        const wp::float32 var_87 = 0.5;
        wp::float32 var_88;
        wp::float32 var_89;
        const wp::float32 var_90 = 1.0;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::range_t var_95;
        wp::int32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::range_t var_102;
        wp::range_t var_103;
        wp::int32 var_104;
        const wp::float32 var_105 = 0.5;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::range_t var_109;
        wp::range_t var_110;
        wp::int32 var_111;
        const wp::float32 var_112 = 0.5;
        wp::float32 var_113;
        const wp::float32 var_114 = -1.479;
        wp::float32 var_115;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        const wp::int32 var_119 = 2;
        const wp::float32 var_120 = 0.64;
        const wp::float32 var_121 = -1.145;
        const wp::float32 var_122 = 1.438;
        const wp::float32 var_123 = -1.56;
        const wp::float32 var_124 = -0.29;
        wp::vec_t<2, wp::float32> var_125;
        wp::int32 var_126;
        wp::float32 var_127;
        const wp::float32 var_128 = 0.8;
        const wp::float32 var_129 = 0.7;
        wp::vec_t<2, wp::float32> var_130;
        wp::int32 var_131;
        wp::int32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        wp::float32 var_135;
        wp::range_t var_136;
        wp::range_t var_137;
        wp::int32 var_138;
        const wp::float32 var_139 = 0.5;
        wp::float32 var_140;
        const wp::float32 var_141 = 0.4;
        wp::float32 var_142;
        wp::float32 var_143;
        const wp::float32 var_144 = 1.02;
        const wp::float32 var_145 = 0.46;
        wp::vec_t<2, wp::float32> var_146;
        const wp::int32 var_147 = 0;
        wp::float32 var_148;
        const wp::int32 var_149 = 1;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        const wp::int32 var_153 = 3;
        const wp::float32 var_154 = 0.64;
        const wp::float32 var_155 = -1.145;
        const wp::float32 var_156 = 1.438;
        const wp::float32 var_157 = -1.56;
        const wp::float32 var_158 = -0.29;
        wp::vec_t<2, wp::float32> var_159;
        wp::int32 var_160;
        wp::float32 var_161;
        const wp::float32 var_162 = 0.8;
        const wp::float32 var_163 = 0.7;
        wp::vec_t<2, wp::float32> var_164;
        wp::int32 var_165;
        wp::int32 var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::range_t var_170;
        wp::range_t var_171;
        wp::int32 var_172;
        const wp::float32 var_173 = 0.5;
        wp::float32 var_174;
        const wp::float32 var_175 = 0.4;
        wp::float32 var_176;
        wp::float32 var_177;
        const wp::float32 var_178 = 1.02;
        const wp::float32 var_179 = 0.46;
        wp::vec_t<2, wp::float32> var_180;
        const wp::int32 var_181 = 0;
        wp::float32 var_182;
        const wp::int32 var_183 = 1;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        const wp::int32 var_187 = 4;
        const wp::float32 var_188 = 0.64;
        const wp::float32 var_189 = -1.145;
        const wp::float32 var_190 = 1.438;
        const wp::float32 var_191 = -1.56;
        const wp::float32 var_192 = -0.29;
        wp::vec_t<2, wp::float32> var_193;
        wp::int32 var_194;
        wp::float32 var_195;
        const wp::float32 var_196 = 0.8;
        const wp::float32 var_197 = 0.7;
        wp::vec_t<2, wp::float32> var_198;
        wp::int32 var_199;
        wp::int32 var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::range_t var_204;
        wp::range_t var_205;
        wp::int32 var_206;
        const wp::float32 var_207 = 0.5;
        wp::float32 var_208;
        const wp::float32 var_209 = 0.4;
        wp::float32 var_210;
        wp::float32 var_211;
        const wp::float32 var_212 = 1.02;
        const wp::float32 var_213 = 0.46;
        wp::vec_t<2, wp::float32> var_214;
        const wp::int32 var_215 = 0;
        wp::float32 var_216;
        const wp::int32 var_217 = 1;
        wp::float32 var_218;
        wp::float32 var_219;
        wp::float32 var_220;
        const wp::int32 var_221 = 5;
        const wp::float32 var_222 = 0.64;
        const wp::float32 var_223 = -1.145;
        const wp::float32 var_224 = 1.438;
        const wp::float32 var_225 = -1.56;
        const wp::float32 var_226 = -0.29;
        wp::vec_t<2, wp::float32> var_227;
        wp::int32 var_228;
        wp::float32 var_229;
        const wp::float32 var_230 = 0.8;
        const wp::float32 var_231 = 0.7;
        wp::vec_t<2, wp::float32> var_232;
        wp::int32 var_233;
        wp::int32 var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        wp::float32 var_237;
        wp::range_t var_238;
        wp::range_t var_239;
        wp::int32 var_240;
        const wp::float32 var_241 = 0.5;
        wp::float32 var_242;
        const wp::float32 var_243 = 0.4;
        wp::float32 var_244;
        wp::float32 var_245;
        const wp::float32 var_246 = 1.02;
        const wp::float32 var_247 = 0.46;
        wp::vec_t<2, wp::float32> var_248;
        const wp::int32 var_249 = 0;
        wp::float32 var_250;
        const wp::int32 var_251 = 1;
        wp::float32 var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        wp::float32 var_255;
        wp::float32 var_256;
        const wp::float32 var_257 = 0.31;
        wp::float32 var_258;
        wp::float32 var_259;
        wp::float32 var_260;
        //---------
        // forward
        // def nested_loop_000001(body_masses: wp.array(dtype=float), body_radii: wp.array(dtype=float), stiffness: float, n: int, body_scores: wp.array(dtype=float)):       <L 22>
        // tid = wp.tid()                                                                         <L 23>
        var_0 = builtin_tid1d();
        // v17 = float(0.0)                                                                       <L 24>
        var_2 = wp::float(var_1);
        // v5 = body_masses[tid]                                                                  <L 25>
        var_3 = wp::address(var_body_masses, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v6 = body_radii[tid]                                                                   <L 26>
        var_6 = wp::address(var_body_radii, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // for j7 in range(2):                                                                    <L 27>
        // stiffness += wp.tanh((wp.mod(v5, wp.abs(v5) + 1.0) - v6))                              <L 28>
        var_10 = wp::abs(var_4);
        var_12 = wp::add(var_10, var_11);
        var_13 = wp::mod(var_4, var_12);
        var_14 = wp::sub(var_13, var_7);
        var_15 = wp::tanh(var_14);
        var_16 = wp::add(var_stiffness, var_15);
        // v8 = wp.where(v5 < 1.56, wp.vec2(1.449, -0.27), wp.vec2(0.1, -0.2))                    <L 29>
        var_18 = (var_4 < var_17);
        var_21 = wp::vec_t<2, wp::float32>(var_19, var_20);
        var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
        var_25 = wp::where(var_18, var_21, var_24);
        // v17 += v8[0] + v8[1]                                                                   <L 30>
        var_27 = wp::extract(var_25, var_26);
        var_29 = wp::extract(var_25, var_28);
        var_30 = wp::add(var_27, var_29);
        var_31 = wp::add(var_2, var_30);
        // for j9 in range(n):                                                                    <L 31>
        var_32 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_32) == 0) goto end_for_0;
            var_33 = wp::iter_next(var_32);
            // v5 = v5 * 0.5 + wp.sin((-1.39 / (wp.abs((v6 + v6)) + 1.0)))                        <L 32>
            var_35 = wp::mul(var_4, var_34);
            var_37 = wp::add(var_7, var_7);
            var_38 = wp::abs(var_37);
            var_40 = wp::add(var_38, var_39);
            var_41 = wp::div(var_36, var_40);
            var_42 = wp::sin(var_41);
            var_43 = wp::add(var_35, var_42);
            // stiffness = stiffness * 0.5 + wp.tanh(wp.log10(wp.abs(v6) + 1.0))                  <L 33>
            var_45 = wp::mul(var_16, var_44);
            var_46 = wp::abs(var_7);
            var_48 = wp::add(var_46, var_47);
            var_49 = wp::log10(var_48);
            var_50 = wp::tanh(var_49);
            var_51 = wp::add(var_45, var_50);
            wp::assign(var_16, var_51);
            wp::assign(var_4, var_43);
            goto start_for_0;
        end_for_0:;
        // stiffness += wp.tanh((wp.mod(v5, wp.abs(v5) + 1.0) - v6))                              <L 28>
        var_53 = wp::abs(var_4);
        var_55 = wp::add(var_53, var_54);
        var_56 = wp::mod(var_4, var_55);
        var_57 = wp::sub(var_56, var_7);
        var_58 = wp::tanh(var_57);
        var_59 = wp::add(var_16, var_58);
        // v8 = wp.where(v5 < 1.56, wp.vec2(1.449, -0.27), wp.vec2(0.1, -0.2))                    <L 29>
        var_61 = (var_4 < var_60);
        var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
        var_67 = wp::vec_t<2, wp::float32>(var_65, var_66);
        var_68 = wp::where(var_61, var_64, var_67);
        // v17 += v8[0] + v8[1]                                                                   <L 30>
        var_70 = wp::extract(var_68, var_69);
        var_72 = wp::extract(var_68, var_71);
        var_73 = wp::add(var_70, var_72);
        var_74 = wp::add(var_31, var_73);
        // for j9 in range(n):                                                                    <L 31>
        var_75 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_75) == 0) goto end_for_2;
            var_76 = wp::iter_next(var_75);
            // v5 = v5 * 0.5 + wp.sin((-1.39 / (wp.abs((v6 + v6)) + 1.0)))                        <L 32>
            var_78 = wp::mul(var_4, var_77);
            var_80 = wp::add(var_7, var_7);
            var_81 = wp::abs(var_80);
            var_83 = wp::add(var_81, var_82);
            var_84 = wp::div(var_79, var_83);
            var_85 = wp::sin(var_84);
            var_86 = wp::add(var_78, var_85);
            // stiffness = stiffness * 0.5 + wp.tanh(wp.log10(wp.abs(v6) + 1.0))                  <L 33>
            var_88 = wp::mul(var_59, var_87);
            var_89 = wp::abs(var_7);
            var_91 = wp::add(var_89, var_90);
            var_92 = wp::log10(var_91);
            var_93 = wp::tanh(var_92);
            var_94 = wp::add(var_88, var_93);
            wp::assign(var_59, var_94);
            wp::assign(var_4, var_86);
            goto start_for_2;
        end_for_2:;
        // for j10 in range(n):                                                                   <L 34>
        var_95 = wp::range(var_n);
        start_for_4:;
            if (iter_cmp(var_95) == 0) goto end_for_4;
            var_96 = wp::iter_next(var_95);
            // v5 = v5 + wp.sin(float(tid))                                                       <L 35>
            var_97 = wp::float(var_0);
            var_98 = wp::sin(var_97);
            var_99 = wp::add(var_4, var_98);
            // stiffness += wp.tanh(v6)                                                           <L 36>
            var_100 = wp::tanh(var_7);
            var_101 = wp::add(var_59, var_100);
            // for j11 in reversed(range(n)):                                                     <L 37>
            var_102 = wp::range(var_n);
            var_103 = wp::iter_reverse(var_102);
            start_for_6:;
                if (iter_cmp(var_103) == 0) goto end_for_6;
                var_104 = wp::iter_next(var_103);
                // v5 = v5 * 0.5 + wp.cos(v6)                                                     <L 38>
                var_106 = wp::mul(var_99, var_105);
                var_107 = wp::cos(var_7);
                var_108 = wp::add(var_106, var_107);
                // for j12 in reversed(range(n)):                                                 <L 39>
                var_109 = wp::range(var_n);
                var_110 = wp::iter_reverse(var_109);
                start_for_8:;
                    if (iter_cmp(var_110) == 0) goto end_for_8;
                    var_111 = wp::iter_next(var_110);
                    // v6 = v6 * 0.5 + wp.tanh(-1.479)                                            <L 40>
                    var_113 = wp::mul(var_7, var_112);
                    var_115 = wp::tanh(var_114);
                    var_116 = wp::add(var_113, var_115);
                    wp::assign(var_7, var_116);
                    goto start_for_8;
                end_for_8:;
                // v13 = (stiffness * v5)                                                         <L 41>
                var_117 = wp::mul(var_101, var_108);
                // v17 += v13                                                                     <L 42>
                var_118 = wp::add(var_74, var_117);
                wp::assign(var_74, var_118);
                wp::assign(var_99, var_108);
                goto start_for_6;
            end_for_6:;
            wp::assign(var_59, var_101);
            wp::assign(var_4, var_99);
            goto start_for_4;
        end_for_4:;
        // for j14 in range(2, 6):                                                                <L 43>
        // v6 = v6 + wp.tanh(nested_loop_000001_f0(0.64, nested_loop_000001_f0(-1.145, 1.438, wp.vec2(-1.56, -0.29), body_radii, wp.abs(tid)), wp.vec2(0.8, 0.7), body_masses, wp.abs((j14 * j14))))       <L 44>
        var_125 = wp::vec_t<2, wp::float32>(var_123, var_124);
        var_126 = wp::abs(var_0);
        var_127 = nested_loop_000001_f0_0(var_121, var_122, var_125, var_body_radii, var_126);
        var_130 = wp::vec_t<2, wp::float32>(var_128, var_129);
        var_131 = wp::mul(var_119, var_119);
        var_132 = wp::abs(var_131);
        var_133 = nested_loop_000001_f0_0(var_120, var_127, var_130, var_body_masses, var_132);
        var_134 = wp::tanh(var_133);
        var_135 = wp::add(var_7, var_134);
        // for j15 in reversed(range(n)):                                                         <L 45>
        var_136 = wp::range(var_n);
        var_137 = wp::iter_reverse(var_136);
        start_for_10:;
            if (iter_cmp(var_137) == 0) goto end_for_10;
            var_138 = wp::iter_next(var_137);
            // v6 = v6 * 0.5 + wp.tanh(0.4)                                                       <L 46>
            var_140 = wp::mul(var_135, var_139);
            var_142 = wp::tanh(var_141);
            var_143 = wp::add(var_140, var_142);
            wp::assign(var_135, var_143);
            goto start_for_10;
        end_for_10:;
        // v16 = wp.vec2(1.02, 0.46)                                                              <L 47>
        var_146 = wp::vec_t<2, wp::float32>(var_144, var_145);
        // v17 += v16[0] + v16[1]                                                                 <L 48>
        var_148 = wp::extract(var_146, var_147);
        var_150 = wp::extract(var_146, var_149);
        var_151 = wp::add(var_148, var_150);
        var_152 = wp::add(var_74, var_151);
        // v6 = v6 + wp.tanh(nested_loop_000001_f0(0.64, nested_loop_000001_f0(-1.145, 1.438, wp.vec2(-1.56, -0.29), body_radii, wp.abs(tid)), wp.vec2(0.8, 0.7), body_masses, wp.abs((j14 * j14))))       <L 44>
        var_159 = wp::vec_t<2, wp::float32>(var_157, var_158);
        var_160 = wp::abs(var_0);
        var_161 = nested_loop_000001_f0_0(var_155, var_156, var_159, var_body_radii, var_160);
        var_164 = wp::vec_t<2, wp::float32>(var_162, var_163);
        var_165 = wp::mul(var_153, var_153);
        var_166 = wp::abs(var_165);
        var_167 = nested_loop_000001_f0_0(var_154, var_161, var_164, var_body_masses, var_166);
        var_168 = wp::tanh(var_167);
        var_169 = wp::add(var_135, var_168);
        // for j15 in reversed(range(n)):                                                         <L 45>
        var_170 = wp::range(var_n);
        var_171 = wp::iter_reverse(var_170);
        start_for_12:;
            if (iter_cmp(var_171) == 0) goto end_for_12;
            var_172 = wp::iter_next(var_171);
            // v6 = v6 * 0.5 + wp.tanh(0.4)                                                       <L 46>
            var_174 = wp::mul(var_169, var_173);
            var_176 = wp::tanh(var_175);
            var_177 = wp::add(var_174, var_176);
            wp::assign(var_169, var_177);
            goto start_for_12;
        end_for_12:;
        // v16 = wp.vec2(1.02, 0.46)                                                              <L 47>
        var_180 = wp::vec_t<2, wp::float32>(var_178, var_179);
        // v17 += v16[0] + v16[1]                                                                 <L 48>
        var_182 = wp::extract(var_180, var_181);
        var_184 = wp::extract(var_180, var_183);
        var_185 = wp::add(var_182, var_184);
        var_186 = wp::add(var_152, var_185);
        // v6 = v6 + wp.tanh(nested_loop_000001_f0(0.64, nested_loop_000001_f0(-1.145, 1.438, wp.vec2(-1.56, -0.29), body_radii, wp.abs(tid)), wp.vec2(0.8, 0.7), body_masses, wp.abs((j14 * j14))))       <L 44>
        var_193 = wp::vec_t<2, wp::float32>(var_191, var_192);
        var_194 = wp::abs(var_0);
        var_195 = nested_loop_000001_f0_0(var_189, var_190, var_193, var_body_radii, var_194);
        var_198 = wp::vec_t<2, wp::float32>(var_196, var_197);
        var_199 = wp::mul(var_187, var_187);
        var_200 = wp::abs(var_199);
        var_201 = nested_loop_000001_f0_0(var_188, var_195, var_198, var_body_masses, var_200);
        var_202 = wp::tanh(var_201);
        var_203 = wp::add(var_169, var_202);
        // for j15 in reversed(range(n)):                                                         <L 45>
        var_204 = wp::range(var_n);
        var_205 = wp::iter_reverse(var_204);
        start_for_14:;
            if (iter_cmp(var_205) == 0) goto end_for_14;
            var_206 = wp::iter_next(var_205);
            // v6 = v6 * 0.5 + wp.tanh(0.4)                                                       <L 46>
            var_208 = wp::mul(var_203, var_207);
            var_210 = wp::tanh(var_209);
            var_211 = wp::add(var_208, var_210);
            wp::assign(var_203, var_211);
            goto start_for_14;
        end_for_14:;
        // v16 = wp.vec2(1.02, 0.46)                                                              <L 47>
        var_214 = wp::vec_t<2, wp::float32>(var_212, var_213);
        // v17 += v16[0] + v16[1]                                                                 <L 48>
        var_216 = wp::extract(var_214, var_215);
        var_218 = wp::extract(var_214, var_217);
        var_219 = wp::add(var_216, var_218);
        var_220 = wp::add(var_186, var_219);
        // v6 = v6 + wp.tanh(nested_loop_000001_f0(0.64, nested_loop_000001_f0(-1.145, 1.438, wp.vec2(-1.56, -0.29), body_radii, wp.abs(tid)), wp.vec2(0.8, 0.7), body_masses, wp.abs((j14 * j14))))       <L 44>
        var_227 = wp::vec_t<2, wp::float32>(var_225, var_226);
        var_228 = wp::abs(var_0);
        var_229 = nested_loop_000001_f0_0(var_223, var_224, var_227, var_body_radii, var_228);
        var_232 = wp::vec_t<2, wp::float32>(var_230, var_231);
        var_233 = wp::mul(var_221, var_221);
        var_234 = wp::abs(var_233);
        var_235 = nested_loop_000001_f0_0(var_222, var_229, var_232, var_body_masses, var_234);
        var_236 = wp::tanh(var_235);
        var_237 = wp::add(var_203, var_236);
        // for j15 in reversed(range(n)):                                                         <L 45>
        var_238 = wp::range(var_n);
        var_239 = wp::iter_reverse(var_238);
        start_for_16:;
            if (iter_cmp(var_239) == 0) goto end_for_16;
            var_240 = wp::iter_next(var_239);
            // v6 = v6 * 0.5 + wp.tanh(0.4)                                                       <L 46>
            var_242 = wp::mul(var_237, var_241);
            var_244 = wp::tanh(var_243);
            var_245 = wp::add(var_242, var_244);
            wp::assign(var_237, var_245);
            goto start_for_16;
        end_for_16:;
        // v16 = wp.vec2(1.02, 0.46)                                                              <L 47>
        var_248 = wp::vec_t<2, wp::float32>(var_246, var_247);
        // v17 += v16[0] + v16[1]                                                                 <L 48>
        var_250 = wp::extract(var_248, var_249);
        var_252 = wp::extract(var_248, var_251);
        var_253 = wp::add(var_250, var_252);
        var_254 = wp::add(var_220, var_253);
        // body_scores[tid] = v6 + v5 + stiffness + stiffness * 0.31 + v17                        <L 49>
        var_255 = wp::add(var_237, var_4);
        var_256 = wp::add(var_255, var_59);
        var_258 = wp::mul(var_59, var_257);
        var_259 = wp::add(var_256, var_258);
        var_260 = wp::add(var_259, var_254);
        wp::array_store(var_body_scores, var_0, var_260);
    }
}

