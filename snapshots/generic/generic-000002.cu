// Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
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


// generic-000002.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    //---------
    // forward
    // def generic_000002_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // v1 = (p0 * v0)                                                                         <L 3>
    var_1 = wp::mul(var_p0, var_0);
    // v2 = p1.x                                                                              <L 4>
    var_3 = wp::extract(var_p1, var_2);
    // v3 = p0 + v0 + v1 + v2                                                                 <L 5>
    var_4 = wp::add(var_p0, var_0);
    var_5 = wp::add(var_4, var_1);
    var_6 = wp::add(var_5, var_3);
    // return p1 + wp.vector(v3, v3, v3)                                                      <L 6>
    var_7 = wp::vec_t<3, wp::float32>(var_6, var_6, var_6);
    var_8 = wp::add(var_p1, var_7);
    return var_8;
}


// generic-000002.py:0
static CUDA_CALLABLE void adj_generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void generic_000002_t_e971012e_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_radius,
    wp::array_t<wp::float32> var_contact_densities,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_normals,
    wp::array_t<wp::float32> var_contact_costs,
    wp::array_t<wp::float32> var_contact_residuals)
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
        wp::shape_t* var_1;
        const wp::int32 var_2 = 0;
        wp::int32 var_3;
        wp::shape_t var_4;
        bool var_5;
        const wp::float32 var_6 = 0.0;
        wp::float32 var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::vec_t<3, wp::float32>* var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.3;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 0;
        const wp::float32 var_19 = 0.367;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.4;
        wp::float32 var_23;
        const wp::float32 var_24 = -0.97;
        wp::float32 var_25;
        const wp::float32 var_26 = -0.2;
        wp::float32 var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::vec_t<3, wp::float32> var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        const wp::int32 var_36 = 1;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::int32 var_39 = 2;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 1;
        const wp::float32 var_44 = 0.367;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = -0.4;
        wp::float32 var_48;
        const wp::float32 var_49 = -0.97;
        wp::float32 var_50;
        const wp::float32 var_51 = -0.2;
        wp::float32 var_52;
        wp::vec_t<3, wp::float32> var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::vec_t<3, wp::float32> var_58;
        const wp::int32 var_59 = 0;
        wp::float32 var_60;
        const wp::int32 var_61 = 1;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::int32 var_64 = 2;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::int32 var_68 = 2;
        const wp::float32 var_69 = 0.367;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -0.4;
        wp::float32 var_73;
        const wp::float32 var_74 = -0.97;
        wp::float32 var_75;
        const wp::float32 var_76 = -0.2;
        wp::float32 var_77;
        wp::vec_t<3, wp::float32> var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::vec_t<3, wp::float32> var_83;
        const wp::int32 var_84 = 0;
        wp::float32 var_85;
        const wp::int32 var_86 = 1;
        wp::float32 var_87;
        wp::float32 var_88;
        const wp::int32 var_89 = 2;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        const wp::int32 var_93 = 3;
        const wp::float32 var_94 = 0.367;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = -0.4;
        wp::float32 var_98;
        const wp::float32 var_99 = -0.97;
        wp::float32 var_100;
        const wp::float32 var_101 = -0.2;
        wp::float32 var_102;
        wp::vec_t<3, wp::float32> var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::vec_t<3, wp::float32> var_108;
        const wp::int32 var_109 = 0;
        wp::float32 var_110;
        const wp::int32 var_111 = 1;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::int32 var_114 = 2;
        wp::float32 var_115;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        const wp::float32 var_119 = 0.238;
        wp::float32 var_120;
        const wp::float32 var_121 = -1.8;
        wp::float32 var_122;
        const wp::float32 var_123 = -0.536;
        wp::float32 var_124;
        wp::vec_t<3, wp::float32> var_125;
        wp::vec_t<3, wp::float32> var_126;
        wp::float32 var_127;
        wp::float32 var_128;
        const wp::float32 var_129 = 1.24;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        const wp::int32 var_134 = 0;
        wp::float32 var_135;
        wp::float32 var_136;
        const wp::int32 var_137 = 1;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::int32 var_140 = 2;
        wp::float32 var_141;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::float32 var_145 = 1.4;
        wp::float32 var_146;
        const wp::float32 var_147 = 2.0;
        wp::float32 var_148;
        wp::float32 var_149;
        wp::float32 var_150;
        const wp::int32 var_151 = 0;
        wp::float32 var_152;
        wp::float32 var_153;
        const wp::int32 var_154 = 1;
        wp::float32 var_155;
        wp::float32 var_156;
        const wp::int32 var_157 = 2;
        wp::float32 var_158;
        wp::float32 var_159;
        //---------
        // forward
        // def generic_000002_t(radius: Any, contact_densities: wp.array[Any], contact_normals: wp.array[Any], contact_costs: wp.array[Any], contact_residuals: wp.array[Any]):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // if tid >= contact_costs.shape[0]:                                                      <L 3>
        var_1 = &(var_contact_costs.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return                                                                             <L 4>
            continue;
        }
        // v11 = float(0.0)                                                                       <L 5>
        var_7 = wp::float(var_6);
        // v4 = contact_densities[tid]                                                            <L 6>
        var_8 = wp::address(var_contact_densities, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v5 = contact_normals[tid]                                                              <L 7>
        var_11 = wp::address(var_contact_normals, var_0);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        // v6 = v4                                                                                <L 8>
        var_14 = wp::copy(var_9);
        // v7 = (type(radius)(1.3) * v6)                                                          <L 9>
        var_16 = wp::float32(var_15);
        var_17 = wp::mul(var_16, var_14);
        // for j8 in range(4):                                                                    <L 10>
        // v4 = v4 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 11>
        var_20 = wp::float32(var_19);
        var_21 = wp::abs(var_20);
        var_23 = wp::float32(var_22);
        var_25 = wp::float32(var_24);
        var_27 = wp::float32(var_26);
        var_28 = wp::vec_t<3, wp::float32>(var_23, var_25, var_27);
        var_29 = wp::length(var_28);
        var_30 = wp::sub(var_21, var_29);
        var_31 = wp::sin(var_30);
        var_32 = wp::add(var_9, var_31);
        // v9 = v5                                                                                <L 12>
        var_33 = wp::copy(var_12);
        // v11 += v9[0] + v9[1] + v9[2]                                                           <L 13>
        var_35 = wp::extract(var_33, var_34);
        var_37 = wp::extract(var_33, var_36);
        var_38 = wp::add(var_35, var_37);
        var_40 = wp::extract(var_33, var_39);
        var_41 = wp::add(var_38, var_40);
        var_42 = wp::add(var_7, var_41);
        // v4 = v4 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 11>
        var_45 = wp::float32(var_44);
        var_46 = wp::abs(var_45);
        var_48 = wp::float32(var_47);
        var_50 = wp::float32(var_49);
        var_52 = wp::float32(var_51);
        var_53 = wp::vec_t<3, wp::float32>(var_48, var_50, var_52);
        var_54 = wp::length(var_53);
        var_55 = wp::sub(var_46, var_54);
        var_56 = wp::sin(var_55);
        var_57 = wp::add(var_32, var_56);
        // v9 = v5                                                                                <L 12>
        var_58 = wp::copy(var_12);
        // v11 += v9[0] + v9[1] + v9[2]                                                           <L 13>
        var_60 = wp::extract(var_58, var_59);
        var_62 = wp::extract(var_58, var_61);
        var_63 = wp::add(var_60, var_62);
        var_65 = wp::extract(var_58, var_64);
        var_66 = wp::add(var_63, var_65);
        var_67 = wp::add(var_42, var_66);
        // v4 = v4 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 11>
        var_70 = wp::float32(var_69);
        var_71 = wp::abs(var_70);
        var_73 = wp::float32(var_72);
        var_75 = wp::float32(var_74);
        var_77 = wp::float32(var_76);
        var_78 = wp::vec_t<3, wp::float32>(var_73, var_75, var_77);
        var_79 = wp::length(var_78);
        var_80 = wp::sub(var_71, var_79);
        var_81 = wp::sin(var_80);
        var_82 = wp::add(var_57, var_81);
        // v9 = v5                                                                                <L 12>
        var_83 = wp::copy(var_12);
        // v11 += v9[0] + v9[1] + v9[2]                                                           <L 13>
        var_85 = wp::extract(var_83, var_84);
        var_87 = wp::extract(var_83, var_86);
        var_88 = wp::add(var_85, var_87);
        var_90 = wp::extract(var_83, var_89);
        var_91 = wp::add(var_88, var_90);
        var_92 = wp::add(var_67, var_91);
        // v4 = v4 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 11>
        var_95 = wp::float32(var_94);
        var_96 = wp::abs(var_95);
        var_98 = wp::float32(var_97);
        var_100 = wp::float32(var_99);
        var_102 = wp::float32(var_101);
        var_103 = wp::vec_t<3, wp::float32>(var_98, var_100, var_102);
        var_104 = wp::length(var_103);
        var_105 = wp::sub(var_96, var_104);
        var_106 = wp::sin(var_105);
        var_107 = wp::add(var_82, var_106);
        // v9 = v5                                                                                <L 12>
        var_108 = wp::copy(var_12);
        // v11 += v9[0] + v9[1] + v9[2]                                                           <L 13>
        var_110 = wp::extract(var_108, var_109);
        var_112 = wp::extract(var_108, var_111);
        var_113 = wp::add(var_110, var_112);
        var_115 = wp::extract(var_108, var_114);
        var_116 = wp::add(var_113, var_115);
        var_117 = wp::add(var_92, var_116);
        // v10 = generic_000002_f0((v4 + v4), wp.vector(type(radius)(0.238), type(radius)(-1.8), type(radius)(-0.536)))       <L 14>
        var_118 = wp::add(var_107, var_107);
        var_120 = wp::float32(var_119);
        var_122 = wp::float32(var_121);
        var_124 = wp::float32(var_123);
        var_125 = wp::vec_t<3, wp::float32>(var_120, var_122, var_124);
        var_126 = generic_000002_f0_0(var_118, var_125);
        // contact_costs[tid] = v6 + v7 + v4 + v4 * type(radius)(1.24) + v11 + v5[0] + v5[1] + v5[2]       <L 15>
        var_127 = wp::add(var_14, var_17);
        var_128 = wp::add(var_127, var_107);
        var_130 = wp::float32(var_129);
        var_131 = wp::mul(var_107, var_130);
        var_132 = wp::add(var_128, var_131);
        var_133 = wp::add(var_132, var_117);
        var_135 = wp::extract(var_12, var_134);
        var_136 = wp::add(var_133, var_135);
        var_138 = wp::extract(var_12, var_137);
        var_139 = wp::add(var_136, var_138);
        var_141 = wp::extract(var_12, var_140);
        var_142 = wp::add(var_139, var_141);
        wp::array_store(var_contact_costs, var_0, var_142);
        // contact_residuals[tid] = v6 + v7 + v4 + type(radius)(1.4) * type(radius)(2.0) + v10[0] + v10[1] + v10[2]       <L 16>
        var_143 = wp::add(var_14, var_17);
        var_144 = wp::add(var_143, var_107);
        var_146 = wp::float32(var_145);
        var_148 = wp::float32(var_147);
        var_149 = wp::mul(var_146, var_148);
        var_150 = wp::add(var_144, var_149);
        var_152 = wp::extract(var_126, var_151);
        var_153 = wp::add(var_150, var_152);
        var_155 = wp::extract(var_126, var_154);
        var_156 = wp::add(var_153, var_155);
        var_158 = wp::extract(var_126, var_157);
        var_159 = wp::add(var_156, var_158);
        wp::array_store(var_contact_residuals, var_0, var_159);
    }
}

