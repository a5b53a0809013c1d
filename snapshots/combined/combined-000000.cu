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



extern "C" __global__ void combined_000000_c1dea182_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::int32 var_s0,
    wp::vec_t<2, wp::float32> var_s1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> var_out1)
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
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::shape_t* var_10;
        const wp::int32 var_11 = 0;
        wp::int32 var_12;
        wp::shape_t var_13;
        wp::int32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::int32 var_29;
        const wp::int32 var_30 = 4;
        bool var_31;
        const wp::int32 var_32 = 1;
        wp::int32 var_33;
        wp::vec_t<2, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        const wp::float32 var_39 = 0.04;
        const wp::float32 var_40 = -0.76;
        const wp::float32 var_41 = 1.367;
        wp::vec_t<3, wp::float32> var_42;
        wp::mat_t<3, 3, wp::float32> var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 5;
        wp::int32 var_48;
        wp::shape_t* var_49;
        const wp::int32 var_50 = 0;
        wp::int32 var_51;
        wp::shape_t var_52;
        wp::int32 var_53;
        const wp::int32 var_54 = 3;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        const wp::float32 var_57 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = 0.5;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = 1.1;
        const wp::float32 var_64 = -0.864;
        const wp::float32 var_65 = -0.13;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = 1.4;
        const wp::float32 var_69 = -0.197;
        const wp::float32 var_70 = 1.299;
        wp::vec_t<3, wp::float32> var_71;
        wp::mat_t<3, 3, wp::float32> var_72;
        const wp::int32 var_73 = 3;
        wp::mat_t<3, 3, wp::float32> var_74;
        const wp::float32 var_75 = 1.69;
        wp::mat_t<3, 3, wp::float32> var_76;
        const wp::float32 var_77 = 0.601;
        const wp::int32 var_78 = 3;
        wp::mat_t<3, 3, wp::float32> var_79;
        wp::mat_t<3, 3, wp::float32> var_80;
        const wp::float32 var_81 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_82;
        wp::mat_t<3, 3, wp::float32> var_83;
        wp::mat_t<3, 3, wp::float32> var_84;
        const wp::int32 var_85 = 1;
        const wp::float32 var_86 = 0.04;
        const wp::float32 var_87 = -0.76;
        const wp::float32 var_88 = 1.367;
        wp::vec_t<3, wp::float32> var_89;
        wp::mat_t<3, 3, wp::float32> var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::int32 var_94 = 5;
        wp::int32 var_95;
        wp::shape_t* var_96;
        const wp::int32 var_97 = 0;
        wp::int32 var_98;
        wp::shape_t var_99;
        wp::int32 var_100;
        const wp::int32 var_101 = 3;
        wp::mat_t<3, 3, wp::float32> var_102;
        wp::mat_t<3, 3, wp::float32> var_103;
        const wp::float32 var_104 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.5;
        wp::vec_t<3, wp::float32> var_109;
        const wp::float32 var_110 = 1.1;
        const wp::float32 var_111 = -0.864;
        const wp::float32 var_112 = -0.13;
        wp::vec_t<3, wp::float32> var_113;
        wp::vec_t<3, wp::float32> var_114;
        const wp::float32 var_115 = 1.4;
        const wp::float32 var_116 = -0.197;
        const wp::float32 var_117 = 1.299;
        wp::vec_t<3, wp::float32> var_118;
        wp::mat_t<3, 3, wp::float32> var_119;
        const wp::int32 var_120 = 3;
        wp::mat_t<3, 3, wp::float32> var_121;
        const wp::float32 var_122 = 1.69;
        wp::mat_t<3, 3, wp::float32> var_123;
        const wp::float32 var_124 = 0.601;
        const wp::int32 var_125 = 3;
        wp::mat_t<3, 3, wp::float32> var_126;
        wp::mat_t<3, 3, wp::float32> var_127;
        const wp::float32 var_128 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_129;
        wp::mat_t<3, 3, wp::float32> var_130;
        wp::mat_t<3, 3, wp::float32> var_131;
        const wp::int32 var_132 = 3;
        wp::mat_t<3, 3, wp::float32> var_133;
        const wp::float32 var_134 = -0.35;
        wp::mat_t<3, 3, wp::float32> var_135;
        wp::float32 var_136;
        bool var_137;
        const wp::float32 var_138 = 1.9;
        const wp::float32 var_139 = 1.81;
        const wp::float32 var_140 = 0.624;
        wp::vec_t<3, wp::float32> var_141;
        const wp::float32 var_142 = 1.55;
        const wp::float32 var_143 = -1.491;
        const wp::float32 var_144 = 1.16;
        wp::vec_t<3, wp::float32> var_145;
        wp::vec_t<3, wp::float32> var_146;
        wp::vec_t<3, wp::float32> var_147;
        const wp::float32 var_148 = -0.87;
        const wp::float32 var_149 = 1.6;
        const wp::float32 var_150 = -1.3;
        wp::vec_t<3, wp::float32> var_151;
        const wp::float32 var_152 = 0.71;
        const wp::float32 var_153 = 0.325;
        const wp::float32 var_154 = -1.2;
        wp::vec_t<3, wp::float32> var_155;
        wp::vec_t<3, wp::float32> var_156;
        const wp::float32 var_157 = 0.0;
        const wp::float32 var_158 = 0.0;
        const wp::float32 var_159 = 2.5;
        wp::vec_t<3, wp::float32> var_160;
        wp::vec_t<3, wp::float32> var_161;
        wp::vec_t<3, wp::float32> var_162;
        wp::float32 var_163;
        wp::quat_t<wp::float32> var_164;
        //---------
        // forward
        // def combined_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), s0: int, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):       <L 5>
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
        // wp.atomic_max(acc0, tid % acc0.shape[0], v0)                                           <L 10>
        var_10 = &(var_acc0.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = wp::mod(var_0, var_12);
        var_15 = wp::atomic_max(var_acc0, var_14, var_2);
        // for j3 in range(2):                                                                    <L 11>
        // v2 = v2 + wp.sin(v0)                                                                   <L 12>
        var_17 = wp::sin(var_2);
        var_18 = wp::add(var_8, var_17);
        // v1 = v1 + wp.cos(float(j3))                                                            <L 13>
        var_19 = wp::float(var_16);
        var_20 = wp::cos(var_19);
        var_21 = wp::add(var_5, var_20);
        // v2 = v2 + wp.sin(v0)                                                                   <L 12>
        var_23 = wp::sin(var_2);
        var_24 = wp::add(var_18, var_23);
        // v1 = v1 + wp.cos(float(j3))                                                            <L 13>
        var_25 = wp::float(var_22);
        var_26 = wp::cos(var_25);
        var_27 = wp::add(var_21, var_26);
        // w4 = int(0)                                                                            <L 14>
        var_29 = wp::int(var_28);
        // while w4 < 4:                                                                          <L 15>
        start_while_0:;
        var_31 = (var_29 < var_30);
        if ((var_31) == false) goto end_while_0;
            // w4 = w4 + 1                                                                        <L 16>
            var_33 = wp::add(var_29, var_32);
            // v2 = v2 + wp.sin(wp.dot(s1, (s1 + s1)))                                            <L 17>
            var_34 = wp::add(var_s1, var_s1);
            var_35 = wp::dot(var_s1, var_34);
            var_36 = wp::sin(var_35);
            var_37 = wp::add(var_24, var_36);
            // for j5 in range(2):                                                                <L 18>
            // v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))             <L 19>
            var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
            var_43 = wp::skew(var_42);
            var_44 = wp::determinant(var_43);
            var_45 = wp::sin(var_44);
            var_46 = wp::add(var_37, var_45);
            // wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))       <L 20>
            var_48 = wp::mul(var_0, var_47);
            var_49 = &(var_acc0.shape);
            var_52 = wp::load(var_49);
            var_51 = wp::extract(var_52, var_50);
            var_53 = wp::mod(var_48, var_51);
            var_55 = wp::identity<3, wp::float32>();
            var_56 = wp::mul(var_27, var_55);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::determinant(var_58);
            var_60 = wp::atomic_sub(var_acc0, var_53, var_59);
            // v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))       <L 21>
            var_62 = wp::vec_t<3, wp::float32>(var_61);
            var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
            var_67 = wp::sub(var_62, var_66);
            var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
            var_72 = wp::outer(var_67, var_71);
            var_74 = wp::identity<3, wp::float32>();
            var_76 = wp::mul(var_74, var_75);
            var_79 = wp::identity<3, wp::float32>();
            var_80 = wp::mul(var_77, var_79);
            var_82 = wp::mul(var_80, var_81);
            var_83 = wp::add(var_76, var_82);
            var_84 = wp::mul(var_72, var_83);
            // v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))             <L 19>
            var_89 = wp::vec_t<3, wp::float32>(var_86, var_87, var_88);
            var_90 = wp::skew(var_89);
            var_91 = wp::determinant(var_90);
            var_92 = wp::sin(var_91);
            var_93 = wp::add(var_46, var_92);
            // wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))       <L 20>
            var_95 = wp::mul(var_0, var_94);
            var_96 = &(var_acc0.shape);
            var_99 = wp::load(var_96);
            var_98 = wp::extract(var_99, var_97);
            var_100 = wp::mod(var_95, var_98);
            var_102 = wp::identity<3, wp::float32>();
            var_103 = wp::mul(var_27, var_102);
            var_105 = wp::mul(var_103, var_104);
            var_106 = wp::determinant(var_105);
            var_107 = wp::atomic_sub(var_acc0, var_100, var_106);
            // v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))       <L 21>
            var_109 = wp::vec_t<3, wp::float32>(var_108);
            var_113 = wp::vec_t<3, wp::float32>(var_110, var_111, var_112);
            var_114 = wp::sub(var_109, var_113);
            var_118 = wp::vec_t<3, wp::float32>(var_115, var_116, var_117);
            var_119 = wp::outer(var_114, var_118);
            var_121 = wp::identity<3, wp::float32>();
            var_123 = wp::mul(var_121, var_122);
            var_126 = wp::identity<3, wp::float32>();
            var_127 = wp::mul(var_124, var_126);
            var_129 = wp::mul(var_127, var_128);
            var_130 = wp::add(var_123, var_129);
            var_131 = wp::mul(var_119, var_130);
            wp::assign(var_24, var_93);
            wp::assign(var_29, var_33);
        goto start_while_0;
        end_while_0:;
        // out0[tid] = (wp.determinant(wp.identity(n=3, dtype=float) * -0.35) * wp.where(v2 >= v2, wp.vec3(1.9, 1.81, 0.624), wp.vec3(1.55, -1.491, 1.16)))       <L 22>
        var_133 = wp::identity<3, wp::float32>();
        var_135 = wp::mul(var_133, var_134);
        var_136 = wp::determinant(var_135);
        var_137 = (var_24 >= var_24);
        var_141 = wp::vec_t<3, wp::float32>(var_138, var_139, var_140);
        var_145 = wp::vec_t<3, wp::float32>(var_142, var_143, var_144);
        var_146 = wp::where(var_137, var_141, var_145);
        var_147 = wp::mul(var_136, var_146);
        wp::array_store(var_out0, var_0, var_147);
        // out1[tid] = wp.quat_from_axis_angle(wp.normalize((wp.vec3(-0.87, 1.6, -1.3) - wp.vec3(0.71, 0.325, -1.2)) + wp.vec3(0.0, 0.0, 2.5)), float(s0))       <L 23>
        var_151 = wp::vec_t<3, wp::float32>(var_148, var_149, var_150);
        var_155 = wp::vec_t<3, wp::float32>(var_152, var_153, var_154);
        var_156 = wp::sub(var_151, var_155);
        var_160 = wp::vec_t<3, wp::float32>(var_157, var_158, var_159);
        var_161 = wp::add(var_156, var_160);
        var_162 = wp::normalize(var_161);
        var_163 = wp::float(var_s0);
        var_164 = wp::quat_from_axis_angle(var_162, var_163);
        wp::array_store(var_out1, var_0, var_164);
    }
}



extern "C" __global__ void combined_000000_c1dea182_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::int32 var_s0,
    wp::vec_t<2, wp::float32> var_s1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::int32 adj_s0,
    wp::vec_t<2, wp::float32> adj_s1,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
    wp::array_t<wp::quat_t<wp::float32>> adj_out1)
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
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::shape_t* var_10;
        const wp::int32 var_11 = 0;
        wp::int32 var_12;
        wp::shape_t var_13;
        wp::int32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::int32 var_29;
        const wp::int32 var_30 = 4;
        bool var_31;
        const wp::int32 var_32 = 1;
        wp::int32 var_33;
        wp::vec_t<2, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        const wp::float32 var_39 = 0.04;
        const wp::float32 var_40 = -0.76;
        const wp::float32 var_41 = 1.367;
        wp::vec_t<3, wp::float32> var_42;
        wp::mat_t<3, 3, wp::float32> var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 5;
        wp::int32 var_48;
        wp::shape_t* var_49;
        const wp::int32 var_50 = 0;
        wp::int32 var_51;
        wp::shape_t var_52;
        wp::int32 var_53;
        const wp::int32 var_54 = 3;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        const wp::float32 var_57 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = 0.5;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = 1.1;
        const wp::float32 var_64 = -0.864;
        const wp::float32 var_65 = -0.13;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = 1.4;
        const wp::float32 var_69 = -0.197;
        const wp::float32 var_70 = 1.299;
        wp::vec_t<3, wp::float32> var_71;
        wp::mat_t<3, 3, wp::float32> var_72;
        const wp::int32 var_73 = 3;
        wp::mat_t<3, 3, wp::float32> var_74;
        const wp::float32 var_75 = 1.69;
        wp::mat_t<3, 3, wp::float32> var_76;
        const wp::float32 var_77 = 0.601;
        const wp::int32 var_78 = 3;
        wp::mat_t<3, 3, wp::float32> var_79;
        wp::mat_t<3, 3, wp::float32> var_80;
        const wp::float32 var_81 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_82;
        wp::mat_t<3, 3, wp::float32> var_83;
        wp::mat_t<3, 3, wp::float32> var_84;
        const wp::int32 var_85 = 1;
        const wp::float32 var_86 = 0.04;
        const wp::float32 var_87 = -0.76;
        const wp::float32 var_88 = 1.367;
        wp::vec_t<3, wp::float32> var_89;
        wp::mat_t<3, 3, wp::float32> var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::int32 var_94 = 5;
        wp::int32 var_95;
        wp::shape_t* var_96;
        const wp::int32 var_97 = 0;
        wp::int32 var_98;
        wp::shape_t var_99;
        wp::int32 var_100;
        const wp::int32 var_101 = 3;
        wp::mat_t<3, 3, wp::float32> var_102;
        wp::mat_t<3, 3, wp::float32> var_103;
        const wp::float32 var_104 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.5;
        wp::vec_t<3, wp::float32> var_109;
        const wp::float32 var_110 = 1.1;
        const wp::float32 var_111 = -0.864;
        const wp::float32 var_112 = -0.13;
        wp::vec_t<3, wp::float32> var_113;
        wp::vec_t<3, wp::float32> var_114;
        const wp::float32 var_115 = 1.4;
        const wp::float32 var_116 = -0.197;
        const wp::float32 var_117 = 1.299;
        wp::vec_t<3, wp::float32> var_118;
        wp::mat_t<3, 3, wp::float32> var_119;
        const wp::int32 var_120 = 3;
        wp::mat_t<3, 3, wp::float32> var_121;
        const wp::float32 var_122 = 1.69;
        wp::mat_t<3, 3, wp::float32> var_123;
        const wp::float32 var_124 = 0.601;
        const wp::int32 var_125 = 3;
        wp::mat_t<3, 3, wp::float32> var_126;
        wp::mat_t<3, 3, wp::float32> var_127;
        const wp::float32 var_128 = 1.1;
        wp::mat_t<3, 3, wp::float32> var_129;
        wp::mat_t<3, 3, wp::float32> var_130;
        wp::mat_t<3, 3, wp::float32> var_131;
        const wp::int32 var_132 = 3;
        wp::mat_t<3, 3, wp::float32> var_133;
        const wp::float32 var_134 = -0.35;
        wp::mat_t<3, 3, wp::float32> var_135;
        wp::float32 var_136;
        bool var_137;
        const wp::float32 var_138 = 1.9;
        const wp::float32 var_139 = 1.81;
        const wp::float32 var_140 = 0.624;
        wp::vec_t<3, wp::float32> var_141;
        const wp::float32 var_142 = 1.55;
        const wp::float32 var_143 = -1.491;
        const wp::float32 var_144 = 1.16;
        wp::vec_t<3, wp::float32> var_145;
        wp::vec_t<3, wp::float32> var_146;
        wp::vec_t<3, wp::float32> var_147;
        const wp::float32 var_148 = -0.87;
        const wp::float32 var_149 = 1.6;
        const wp::float32 var_150 = -1.3;
        wp::vec_t<3, wp::float32> var_151;
        const wp::float32 var_152 = 0.71;
        const wp::float32 var_153 = 0.325;
        const wp::float32 var_154 = -1.2;
        wp::vec_t<3, wp::float32> var_155;
        wp::vec_t<3, wp::float32> var_156;
        const wp::float32 var_157 = 0.0;
        const wp::float32 var_158 = 0.0;
        const wp::float32 var_159 = 2.5;
        wp::vec_t<3, wp::float32> var_160;
        wp::vec_t<3, wp::float32> var_161;
        wp::vec_t<3, wp::float32> var_162;
        wp::float32 var_163;
        wp::quat_t<wp::float32> var_164;
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
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::shape_t adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::shape_t adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        bool adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::vec_t<2, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::mat_t<3, 3, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::int32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::shape_t adj_49 = {};
        wp::int32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::shape_t adj_52 = {};
        wp::int32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::mat_t<3, 3, wp::float32> adj_55 = {};
        wp::mat_t<3, 3, wp::float32> adj_56 = {};
        wp::float32 adj_57 = {};
        wp::mat_t<3, 3, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::mat_t<3, 3, wp::float32> adj_72 = {};
        wp::int32 adj_73 = {};
        wp::mat_t<3, 3, wp::float32> adj_74 = {};
        wp::float32 adj_75 = {};
        wp::mat_t<3, 3, wp::float32> adj_76 = {};
        wp::float32 adj_77 = {};
        wp::int32 adj_78 = {};
        wp::mat_t<3, 3, wp::float32> adj_79 = {};
        wp::mat_t<3, 3, wp::float32> adj_80 = {};
        wp::float32 adj_81 = {};
        wp::mat_t<3, 3, wp::float32> adj_82 = {};
        wp::mat_t<3, 3, wp::float32> adj_83 = {};
        wp::mat_t<3, 3, wp::float32> adj_84 = {};
        wp::int32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::vec_t<3, wp::float32> adj_89 = {};
        wp::mat_t<3, 3, wp::float32> adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::int32 adj_94 = {};
        wp::int32 adj_95 = {};
        wp::shape_t adj_96 = {};
        wp::int32 adj_97 = {};
        wp::int32 adj_98 = {};
        wp::shape_t adj_99 = {};
        wp::int32 adj_100 = {};
        wp::int32 adj_101 = {};
        wp::mat_t<3, 3, wp::float32> adj_102 = {};
        wp::mat_t<3, 3, wp::float32> adj_103 = {};
        wp::float32 adj_104 = {};
        wp::mat_t<3, 3, wp::float32> adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::vec_t<3, wp::float32> adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::vec_t<3, wp::float32> adj_113 = {};
        wp::vec_t<3, wp::float32> adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::vec_t<3, wp::float32> adj_118 = {};
        wp::mat_t<3, 3, wp::float32> adj_119 = {};
        wp::int32 adj_120 = {};
        wp::mat_t<3, 3, wp::float32> adj_121 = {};
        wp::float32 adj_122 = {};
        wp::mat_t<3, 3, wp::float32> adj_123 = {};
        wp::float32 adj_124 = {};
        wp::int32 adj_125 = {};
        wp::mat_t<3, 3, wp::float32> adj_126 = {};
        wp::mat_t<3, 3, wp::float32> adj_127 = {};
        wp::float32 adj_128 = {};
        wp::mat_t<3, 3, wp::float32> adj_129 = {};
        wp::mat_t<3, 3, wp::float32> adj_130 = {};
        wp::mat_t<3, 3, wp::float32> adj_131 = {};
        wp::int32 adj_132 = {};
        wp::mat_t<3, 3, wp::float32> adj_133 = {};
        wp::float32 adj_134 = {};
        wp::mat_t<3, 3, wp::float32> adj_135 = {};
        wp::float32 adj_136 = {};
        bool adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::vec_t<3, wp::float32> adj_141 = {};
        wp::float32 adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::vec_t<3, wp::float32> adj_145 = {};
        wp::vec_t<3, wp::float32> adj_146 = {};
        wp::vec_t<3, wp::float32> adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::vec_t<3, wp::float32> adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::vec_t<3, wp::float32> adj_155 = {};
        wp::vec_t<3, wp::float32> adj_156 = {};
        wp::float32 adj_157 = {};
        wp::float32 adj_158 = {};
        wp::float32 adj_159 = {};
        wp::vec_t<3, wp::float32> adj_160 = {};
        wp::vec_t<3, wp::float32> adj_161 = {};
        wp::vec_t<3, wp::float32> adj_162 = {};
        wp::float32 adj_163 = {};
        wp::quat_t<wp::float32> adj_164 = {};
        //---------
        // forward
        // def combined_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), s0: int, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):       <L 5>
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
        // wp.atomic_max(acc0, tid % acc0.shape[0], v0)                                           <L 10>
        var_10 = &(var_acc0.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = wp::mod(var_0, var_12);
        // var_15 = wp::atomic_max(var_acc0, var_14, var_2);
        // for j3 in range(2):                                                                    <L 11>
        // v2 = v2 + wp.sin(v0)                                                                   <L 12>
        var_17 = wp::sin(var_2);
        var_18 = wp::add(var_8, var_17);
        // v1 = v1 + wp.cos(float(j3))                                                            <L 13>
        var_19 = wp::float(var_16);
        var_20 = wp::cos(var_19);
        var_21 = wp::add(var_5, var_20);
        // v2 = v2 + wp.sin(v0)                                                                   <L 12>
        var_23 = wp::sin(var_2);
        var_24 = wp::add(var_18, var_23);
        // v1 = v1 + wp.cos(float(j3))                                                            <L 13>
        var_25 = wp::float(var_22);
        var_26 = wp::cos(var_25);
        var_27 = wp::add(var_21, var_26);
        // w4 = int(0)                                                                            <L 14>
        var_29 = wp::int(var_28);
        // while w4 < 4:                                                                          <L 15>
        // out0[tid] = (wp.determinant(wp.identity(n=3, dtype=float) * -0.35) * wp.where(v2 >= v2, wp.vec3(1.9, 1.81, 0.624), wp.vec3(1.55, -1.491, 1.16)))       <L 22>
        var_133 = wp::identity<3, wp::float32>();
        var_135 = wp::mul(var_133, var_134);
        var_136 = wp::determinant(var_135);
        var_137 = (var_24 >= var_24);
        var_141 = wp::vec_t<3, wp::float32>(var_138, var_139, var_140);
        var_145 = wp::vec_t<3, wp::float32>(var_142, var_143, var_144);
        var_146 = wp::where(var_137, var_141, var_145);
        var_147 = wp::mul(var_136, var_146);
        // wp::array_store(var_out0, var_0, var_147);
        // out1[tid] = wp.quat_from_axis_angle(wp.normalize((wp.vec3(-0.87, 1.6, -1.3) - wp.vec3(0.71, 0.325, -1.2)) + wp.vec3(0.0, 0.0, 2.5)), float(s0))       <L 23>
        var_151 = wp::vec_t<3, wp::float32>(var_148, var_149, var_150);
        var_155 = wp::vec_t<3, wp::float32>(var_152, var_153, var_154);
        var_156 = wp::sub(var_151, var_155);
        var_160 = wp::vec_t<3, wp::float32>(var_157, var_158, var_159);
        var_161 = wp::add(var_156, var_160);
        var_162 = wp::normalize(var_161);
        var_163 = wp::float(var_s0);
        var_164 = wp::quat_from_axis_angle(var_162, var_163);
        // wp::array_store(var_out1, var_0, var_164);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_164, adj_out1, adj_0, adj_164);
        wp::adj_quat_from_axis_angle(var_162, var_163, adj_162, adj_163, adj_164);
        wp::adj_float(var_s0, adj_s0, adj_163);
        wp::adj_normalize(var_161, var_162, adj_161, adj_162);
        wp::adj_add(var_156, var_160, adj_156, adj_160, adj_161);
        wp::adj_vec_t(var_157, var_158, var_159, adj_157, adj_158, adj_159, adj_160);
        wp::adj_sub(var_151, var_155, adj_151, adj_155, adj_156);
        wp::adj_vec_t(var_152, var_153, var_154, adj_152, adj_153, adj_154, adj_155);
        wp::adj_vec_t(var_148, var_149, var_150, adj_148, adj_149, adj_150, adj_151);
        // adj: out1[tid] = wp.quat_from_axis_angle(wp.normalize((wp.vec3(-0.87, 1.6, -1.3) - wp.vec3(0.71, 0.325, -1.2)) + wp.vec3(0.0, 0.0, 2.5)), float(s0))  <L 23>
        wp::adj_array_store(var_out0, var_0, var_147, adj_out0, adj_0, adj_147);
        wp::adj_mul(var_136, var_146, adj_136, adj_146, adj_147);
        wp::adj_where(var_137, var_141, var_145, adj_137, adj_141, adj_145, adj_146);
        wp::adj_vec_t(var_142, var_143, var_144, adj_142, adj_143, adj_144, adj_145);
        wp::adj_vec_t(var_138, var_139, var_140, adj_138, adj_139, adj_140, adj_141);
        wp::adj_determinant(var_135, adj_135, adj_136);
        wp::adj_mul(var_133, var_134, adj_133, adj_134, adj_135);
        // adj: out0[tid] = (wp.determinant(wp.identity(n=3, dtype=float) * -0.35) * wp.where(v2 >= v2, wp.vec3(1.9, 1.81, 0.624), wp.vec3(1.55, -1.491, 1.16)))  <L 22>
        start_while_0:;
        var_31 = (var_29 < var_30);
        if ((var_31) == false) goto end_while_0;
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
        adj_42 = {};
        adj_43 = {};
        adj_44 = {};
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
            // w4 = w4 + 1                                                                        <L 16>
            var_33 = wp::add(var_29, var_32);
            // v2 = v2 + wp.sin(wp.dot(s1, (s1 + s1)))                                            <L 17>
            var_34 = wp::add(var_s1, var_s1);
            var_35 = wp::dot(var_s1, var_34);
            var_36 = wp::sin(var_35);
            var_37 = wp::add(var_24, var_36);
            // for j5 in range(2):                                                                <L 18>
            // v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))             <L 19>
            var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
            var_43 = wp::skew(var_42);
            var_44 = wp::determinant(var_43);
            var_45 = wp::sin(var_44);
            var_46 = wp::add(var_37, var_45);
            // wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))       <L 20>
            var_48 = wp::mul(var_0, var_47);
            var_49 = &(var_acc0.shape);
            var_52 = wp::load(var_49);
            var_51 = wp::extract(var_52, var_50);
            var_53 = wp::mod(var_48, var_51);
            var_55 = wp::identity<3, wp::float32>();
            var_56 = wp::mul(var_27, var_55);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::determinant(var_58);
            // var_60 = wp::atomic_sub(var_acc0, var_53, var_59);
            // v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))       <L 21>
            var_62 = wp::vec_t<3, wp::float32>(var_61);
            var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
            var_67 = wp::sub(var_62, var_66);
            var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
            var_72 = wp::outer(var_67, var_71);
            var_74 = wp::identity<3, wp::float32>();
            var_76 = wp::mul(var_74, var_75);
            var_79 = wp::identity<3, wp::float32>();
            var_80 = wp::mul(var_77, var_79);
            var_82 = wp::mul(var_80, var_81);
            var_83 = wp::add(var_76, var_82);
            var_84 = wp::mul(var_72, var_83);
            // v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))             <L 19>
            var_89 = wp::vec_t<3, wp::float32>(var_86, var_87, var_88);
            var_90 = wp::skew(var_89);
            var_91 = wp::determinant(var_90);
            var_92 = wp::sin(var_91);
            var_93 = wp::add(var_46, var_92);
            // wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))       <L 20>
            var_95 = wp::mul(var_0, var_94);
            var_96 = &(var_acc0.shape);
            var_99 = wp::load(var_96);
            var_98 = wp::extract(var_99, var_97);
            var_100 = wp::mod(var_95, var_98);
            var_102 = wp::identity<3, wp::float32>();
            var_103 = wp::mul(var_27, var_102);
            var_105 = wp::mul(var_103, var_104);
            var_106 = wp::determinant(var_105);
            // var_107 = wp::atomic_sub(var_acc0, var_100, var_106);
            // v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))       <L 21>
            var_109 = wp::vec_t<3, wp::float32>(var_108);
            var_113 = wp::vec_t<3, wp::float32>(var_110, var_111, var_112);
            var_114 = wp::sub(var_109, var_113);
            var_118 = wp::vec_t<3, wp::float32>(var_115, var_116, var_117);
            var_119 = wp::outer(var_114, var_118);
            var_121 = wp::identity<3, wp::float32>();
            var_123 = wp::mul(var_121, var_122);
            var_126 = wp::identity<3, wp::float32>();
            var_127 = wp::mul(var_124, var_126);
            var_129 = wp::mul(var_127, var_128);
            var_130 = wp::add(var_123, var_129);
            var_131 = wp::mul(var_119, var_130);
            wp::assign(var_24, var_93);
            wp::assign(var_29, var_33);
            wp::adj_assign(var_29, var_33, adj_29, adj_33);
            wp::adj_assign(var_24, var_93, adj_24, adj_93);
            wp::adj_mul(var_119, var_130, adj_119, adj_130, adj_131);
            wp::adj_add(var_123, var_129, adj_123, adj_129, adj_130);
            wp::adj_mul(var_127, var_128, adj_127, adj_128, adj_129);
            wp::adj_mul(var_124, var_126, adj_124, adj_126, adj_127);
            wp::adj_mul(var_121, var_122, adj_121, adj_122, adj_123);
            wp::adj_outer(var_114, var_118, adj_114, adj_118, adj_119);
            wp::adj_vec_t(var_115, var_116, var_117, adj_115, adj_116, adj_117, adj_118);
            wp::adj_sub(var_109, var_113, adj_109, adj_113, adj_114);
            wp::adj_vec_t(var_110, var_111, var_112, adj_110, adj_111, adj_112, adj_113);
            wp::adj_vec_t(var_108, adj_108, adj_109);
            // adj: v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))  <L 21>
            wp::adj_atomic_sub(var_acc0, var_100, var_106, adj_acc0, adj_100, adj_106, adj_107);
            wp::adj_determinant(var_105, adj_105, adj_106);
            wp::adj_mul(var_103, var_104, adj_103, adj_104, adj_105);
            wp::adj_mul(var_27, var_102, adj_27, adj_102, adj_103);
            wp::adj_mod(var_95, var_98, adj_95, adj_98, adj_100);
            adj_acc0.shape = adj_96;
            wp::adj_mul(var_0, var_94, adj_0, adj_94, adj_95);
            // adj: wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))  <L 20>
            wp::adj_add(var_46, var_92, adj_46, adj_92, adj_93);
            wp::adj_sin(var_91, adj_91, adj_92);
            wp::adj_determinant(var_90, adj_90, adj_91);
            wp::adj_skew(var_89, adj_89, adj_90);
            wp::adj_vec_t(var_86, var_87, var_88, adj_86, adj_87, adj_88, adj_89);
            // adj: v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))        <L 19>
            wp::adj_mul(var_72, var_83, adj_72, adj_83, adj_84);
            wp::adj_add(var_76, var_82, adj_76, adj_82, adj_83);
            wp::adj_mul(var_80, var_81, adj_80, adj_81, adj_82);
            wp::adj_mul(var_77, var_79, adj_77, adj_79, adj_80);
            wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
            wp::adj_outer(var_67, var_71, adj_67, adj_71, adj_72);
            wp::adj_vec_t(var_68, var_69, var_70, adj_68, adj_69, adj_70, adj_71);
            wp::adj_sub(var_62, var_66, adj_62, adj_66, adj_67);
            wp::adj_vec_t(var_63, var_64, var_65, adj_63, adj_64, adj_65, adj_66);
            wp::adj_vec_t(var_61, adj_61, adj_62);
            // adj: v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))  <L 21>
            wp::adj_atomic_sub(var_acc0, var_53, var_59, adj_acc0, adj_53, adj_59, adj_60);
            wp::adj_determinant(var_58, adj_58, adj_59);
            wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
            wp::adj_mul(var_27, var_55, adj_27, adj_55, adj_56);
            wp::adj_mod(var_48, var_51, adj_48, adj_51, adj_53);
            adj_acc0.shape = adj_49;
            wp::adj_mul(var_0, var_47, adj_0, adj_47, adj_48);
            // adj: wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))  <L 20>
            wp::adj_add(var_37, var_45, adj_37, adj_45, adj_46);
            wp::adj_sin(var_44, adj_44, adj_45);
            wp::adj_determinant(var_43, adj_43, adj_44);
            wp::adj_skew(var_42, adj_42, adj_43);
            wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
            // adj: v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))        <L 19>
            // adj: for j5 in range(2):                                                           <L 18>
            wp::adj_add(var_24, var_36, adj_24, adj_36, adj_37);
            wp::adj_sin(var_35, adj_35, adj_36);
            wp::adj_dot(var_s1, var_34, adj_s1, adj_34, adj_35);
            wp::adj_add(var_s1, var_s1, adj_s1, adj_s1, adj_34);
            // adj: v2 = v2 + wp.sin(wp.dot(s1, (s1 + s1)))                                       <L 17>
            wp::adj_add(var_29, var_32, adj_29, adj_32, adj_33);
            // adj: w4 = w4 + 1                                                                   <L 16>
        goto start_while_0;
        end_while_0:;
        // adj: while w4 < 4:                                                                     <L 15>
        // adj: w4 = int(0)                                                                       <L 14>
        wp::adj_add(var_21, var_26, adj_21, adj_26, adj_27);
        wp::adj_cos(var_25, adj_25, adj_26);
        wp::adj_float(var_22, adj_22, adj_25);
        // adj: v1 = v1 + wp.cos(float(j3))                                                       <L 13>
        wp::adj_add(var_18, var_23, adj_18, adj_23, adj_24);
        wp::adj_sin(var_2, adj_2, adj_23);
        // adj: v2 = v2 + wp.sin(v0)                                                              <L 12>
        wp::adj_add(var_5, var_20, adj_5, adj_20, adj_21);
        wp::adj_cos(var_19, adj_19, adj_20);
        wp::adj_float(var_16, adj_16, adj_19);
        // adj: v1 = v1 + wp.cos(float(j3))                                                       <L 13>
        wp::adj_add(var_8, var_17, adj_8, adj_17, adj_18);
        wp::adj_sin(var_2, adj_2, adj_17);
        // adj: v2 = v2 + wp.sin(v0)                                                              <L 12>
        // adj: for j3 in range(2):                                                               <L 11>
        wp::adj_atomic_max(var_acc0, var_14, var_2, adj_acc0, adj_14, adj_2, adj_15);
        wp::adj_mod(var_0, var_12, adj_0, adj_12, adj_14);
        adj_acc0.shape = adj_10;
        // adj: wp.atomic_max(acc0, tid % acc0.shape[0], v0)                                      <L 10>
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
        // adj: def combined_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), s0: int, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):  <L 5>
        continue;
    }
}

