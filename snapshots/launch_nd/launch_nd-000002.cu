// Generated for case launch_nd-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void launch_nd_000002_36791643_cuda_kernel_forward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements,
    wp::array_t<wp::float32> var_body_lengths,
    wp::array_t<wp::float32> var_body_phases,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::float32> var_body_residuals,
    wp::array_t<wp::vec_t<2, wp::float32>> var_body_uv_out,
    wp::int32 var_num_bodies)
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
        wp::int32 var_3;
        bool var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32* var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::int32 var_14 = 6;
        wp::tuple_t<wp::int32> var_15;
        wp::fixedarray_t<6, wp::float32> var_16;
        const wp::int32 var_17 = 6;
        const wp::int32 var_18 = 0;
        const wp::int32 var_19 = 3;
        wp::int32 var_20;
        const wp::int32 var_21 = 0;
        wp::int32 var_22;
        const wp::int32 var_23 = 5;
        wp::int32 var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::float32* var_27;
        const wp::float32 var_28 = -1.0;
        const wp::float32 var_29 = 0.53;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        const wp::int32 var_33 = 3;
        wp::int32 var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        const wp::int32 var_37 = 5;
        wp::int32 var_38;
        const wp::int32 var_39 = 0;
        wp::int32 var_40;
        wp::float32* var_41;
        const wp::float32 var_42 = -1.0;
        const wp::float32 var_43 = 0.53;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        const wp::int32 var_47 = 3;
        wp::int32 var_48;
        const wp::int32 var_49 = 0;
        wp::int32 var_50;
        const wp::int32 var_51 = 5;
        wp::int32 var_52;
        const wp::int32 var_53 = 0;
        wp::int32 var_54;
        wp::float32* var_55;
        const wp::float32 var_56 = -1.0;
        const wp::float32 var_57 = 0.53;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 3;
        const wp::int32 var_61 = 3;
        wp::int32 var_62;
        const wp::int32 var_63 = 0;
        wp::int32 var_64;
        const wp::int32 var_65 = 5;
        wp::int32 var_66;
        const wp::int32 var_67 = 0;
        wp::int32 var_68;
        wp::float32* var_69;
        const wp::float32 var_70 = -1.0;
        const wp::float32 var_71 = 0.53;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 4;
        const wp::int32 var_75 = 3;
        wp::int32 var_76;
        const wp::int32 var_77 = 0;
        wp::int32 var_78;
        const wp::int32 var_79 = 5;
        wp::int32 var_80;
        const wp::int32 var_81 = 0;
        wp::int32 var_82;
        wp::float32* var_83;
        const wp::float32 var_84 = -1.0;
        const wp::float32 var_85 = 0.53;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 5;
        const wp::int32 var_89 = 3;
        wp::int32 var_90;
        const wp::int32 var_91 = 0;
        wp::int32 var_92;
        const wp::int32 var_93 = 5;
        wp::int32 var_94;
        const wp::int32 var_95 = 0;
        wp::int32 var_96;
        wp::float32* var_97;
        const wp::float32 var_98 = -1.0;
        const wp::float32 var_99 = 0.53;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::int32 var_102;
        wp::float32* var_103;
        const wp::int32 var_104 = 5;
        wp::float32* var_105;
        const wp::float32 var_106 = 0.88;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.8;
        wp::float32 var_115;
        wp::float32 var_116;
        const wp::int32 var_117 = 0;
        wp::float32 var_118;
        wp::float32 var_119;
        const wp::int32 var_120 = 1;
        wp::float32 var_121;
        wp::float32 var_122;
        const wp::int32 var_123 = 2;
        wp::float32 var_124;
        wp::float32 var_125;
        const wp::float32 var_126 = -1.59;
        const wp::float32 var_127 = -0.6;
        wp::vec_t<2, wp::float32> var_128;
        wp::float32 var_129;
        wp::vec_t<2, wp::float32> var_130;
        wp::vec_t<2, wp::float32> var_131;
        wp::vec_t<2, wp::float32>* var_132;
        const wp::int32 var_133 = 0;
        const wp::float32 var_134 = 1.51;
        wp::float32 var_135;
        wp::float32 var_136;
        //---------
        // forward
        // def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2], num_bodies: int):       <L 5>
        // i, j, k, l = wp.tid()                                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // if i >= num_bodies:                                                                    <L 7>
        var_4 = (var_0 >= var_num_bodies);
        if (var_4) {
            // return                                                                             <L 8>
            continue;
        }
        // v0 = body_displacements[i, j, k, l]                                                    <L 9>
        var_5 = wp::address(var_body_displacements, var_0, var_1, var_2, var_3);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = body_lengths[i, j, k, l]                                                          <L 10>
        var_8 = wp::address(var_body_lengths, var_0, var_1, var_2, var_3);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v2 = body_phases[i, j, k, l]                                                           <L 11>
        var_11 = wp::address(var_body_phases, var_0, var_1, var_2, var_3);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        // buf3 = wp.zeros(shape=(6,), dtype=float)                                               <L 12>
        var_15 = wp::tuple(var_14);
        var_16 = wp::fixedarray_t<6, wp::float32>(var_17);
        // for j4 in range(6):                                                                    <L 13>
        // buf3[j4] = wp.clamp(body_phases[wp.max(i - 3, 0), j, wp.max(k - 5, 0), l], -1.0, 0.53)       <L 14>
        var_20 = wp::sub(var_0, var_19);
        var_22 = wp::max(var_20, var_21);
        var_24 = wp::sub(var_2, var_23);
        var_26 = wp::max(var_24, var_25);
        var_27 = wp::address(var_body_phases, var_22, var_1, var_26, var_3);
        var_31 = wp::load(var_27);
        var_30 = wp::clamp(var_31, var_28, var_29);
        wp::array_store(var_16, var_18, var_30);
        var_34 = wp::sub(var_0, var_33);
        var_36 = wp::max(var_34, var_35);
        var_38 = wp::sub(var_2, var_37);
        var_40 = wp::max(var_38, var_39);
        var_41 = wp::address(var_body_phases, var_36, var_1, var_40, var_3);
        var_45 = wp::load(var_41);
        var_44 = wp::clamp(var_45, var_42, var_43);
        wp::array_store(var_16, var_32, var_44);
        var_48 = wp::sub(var_0, var_47);
        var_50 = wp::max(var_48, var_49);
        var_52 = wp::sub(var_2, var_51);
        var_54 = wp::max(var_52, var_53);
        var_55 = wp::address(var_body_phases, var_50, var_1, var_54, var_3);
        var_59 = wp::load(var_55);
        var_58 = wp::clamp(var_59, var_56, var_57);
        wp::array_store(var_16, var_46, var_58);
        var_62 = wp::sub(var_0, var_61);
        var_64 = wp::max(var_62, var_63);
        var_66 = wp::sub(var_2, var_65);
        var_68 = wp::max(var_66, var_67);
        var_69 = wp::address(var_body_phases, var_64, var_1, var_68, var_3);
        var_73 = wp::load(var_69);
        var_72 = wp::clamp(var_73, var_70, var_71);
        wp::array_store(var_16, var_60, var_72);
        var_76 = wp::sub(var_0, var_75);
        var_78 = wp::max(var_76, var_77);
        var_80 = wp::sub(var_2, var_79);
        var_82 = wp::max(var_80, var_81);
        var_83 = wp::address(var_body_phases, var_78, var_1, var_82, var_3);
        var_87 = wp::load(var_83);
        var_86 = wp::clamp(var_87, var_84, var_85);
        wp::array_store(var_16, var_74, var_86);
        var_90 = wp::sub(var_0, var_89);
        var_92 = wp::max(var_90, var_91);
        var_94 = wp::sub(var_2, var_93);
        var_96 = wp::max(var_94, var_95);
        var_97 = wp::address(var_body_phases, var_92, var_1, var_96, var_3);
        var_101 = wp::load(var_97);
        var_100 = wp::clamp(var_101, var_98, var_99);
        wp::array_store(var_16, var_88, var_100);
        // v5 = buf3[(l * l)] + buf3[5] * 0.88                                                    <L 15>
        var_102 = wp::mul(var_3, var_3);
        var_103 = wp::address(var_16, var_102);
        var_105 = wp::address(var_16, var_104);
        var_108 = wp::load(var_105);
        var_107 = wp::mul(var_108, var_106);
        var_110 = wp::load(var_103);
        var_109 = wp::add(var_110, var_107);
        // v6 = (v1 - v2)                                                                         <L 16>
        var_111 = wp::sub(var_9, var_12);
        // body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8 + v0[0] + v0[1] + v0[2]           <L 17>
        var_112 = wp::add(var_12, var_109);
        var_113 = wp::add(var_112, var_111);
        var_115 = wp::mul(var_12, var_114);
        var_116 = wp::add(var_113, var_115);
        var_118 = wp::extract(var_6, var_117);
        var_119 = wp::add(var_116, var_118);
        var_121 = wp::extract(var_6, var_120);
        var_122 = wp::add(var_119, var_121);
        var_124 = wp::extract(var_6, var_123);
        var_125 = wp::add(var_122, var_124);
        wp::array_store(var_body_residuals, var_0, var_1, var_2, var_3, var_125);
        // body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))                   <L 18>
        var_128 = wp::vec_t<2, wp::float32>(var_126, var_127);
        var_129 = wp::sin(var_111);
        var_130 = wp::vec_t<2, wp::float32>(var_129);
        var_131 = wp::add(var_128, var_130);
        wp::array_store(var_body_uv_out, var_0, var_1, var_2, var_3, var_131);
        // body_uv_out[i, j, k, l][0] += wp.sin(wp.copysign(v5, 1.51))                            <L 19>
        var_132 = &(wp::index(var_body_uv_out, var_0, var_1, var_2, var_3));
        var_135 = wp::copysign(var_109, var_134);
        var_136 = wp::sin(var_135);
        wp::array_atomic_add_slot(var_body_uv_out, var_136, [&](auto& _e) -> auto& { return _e.component_ref(var_133); }, var_0, var_1, var_2, var_3);
    }
}



extern "C" __global__ void launch_nd_000002_36791643_cuda_kernel_backward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements,
    wp::array_t<wp::float32> var_body_lengths,
    wp::array_t<wp::float32> var_body_phases,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::float32> var_body_residuals,
    wp::array_t<wp::vec_t<2, wp::float32>> var_body_uv_out,
    wp::int32 var_num_bodies,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_body_displacements,
    wp::array_t<wp::float32> adj_body_lengths,
    wp::array_t<wp::float32> adj_body_phases,
    wp::array_t<wp::float32> adj_force_sums,
    wp::array_t<wp::float32> adj_body_residuals,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_body_uv_out,
    wp::int32 adj_num_bodies)
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
        wp::int32 var_3;
        bool var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32* var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::int32 var_14 = 6;
        wp::tuple_t<wp::int32> var_15;
        wp::fixedarray_t<6, wp::float32> var_16;
        const wp::int32 var_17 = 6;
        const wp::int32 var_18 = 0;
        const wp::int32 var_19 = 3;
        wp::int32 var_20;
        const wp::int32 var_21 = 0;
        wp::int32 var_22;
        const wp::int32 var_23 = 5;
        wp::int32 var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::float32* var_27;
        const wp::float32 var_28 = -1.0;
        const wp::float32 var_29 = 0.53;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        const wp::int32 var_33 = 3;
        wp::int32 var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        const wp::int32 var_37 = 5;
        wp::int32 var_38;
        const wp::int32 var_39 = 0;
        wp::int32 var_40;
        wp::float32* var_41;
        const wp::float32 var_42 = -1.0;
        const wp::float32 var_43 = 0.53;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        const wp::int32 var_47 = 3;
        wp::int32 var_48;
        const wp::int32 var_49 = 0;
        wp::int32 var_50;
        const wp::int32 var_51 = 5;
        wp::int32 var_52;
        const wp::int32 var_53 = 0;
        wp::int32 var_54;
        wp::float32* var_55;
        const wp::float32 var_56 = -1.0;
        const wp::float32 var_57 = 0.53;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 3;
        const wp::int32 var_61 = 3;
        wp::int32 var_62;
        const wp::int32 var_63 = 0;
        wp::int32 var_64;
        const wp::int32 var_65 = 5;
        wp::int32 var_66;
        const wp::int32 var_67 = 0;
        wp::int32 var_68;
        wp::float32* var_69;
        const wp::float32 var_70 = -1.0;
        const wp::float32 var_71 = 0.53;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 4;
        const wp::int32 var_75 = 3;
        wp::int32 var_76;
        const wp::int32 var_77 = 0;
        wp::int32 var_78;
        const wp::int32 var_79 = 5;
        wp::int32 var_80;
        const wp::int32 var_81 = 0;
        wp::int32 var_82;
        wp::float32* var_83;
        const wp::float32 var_84 = -1.0;
        const wp::float32 var_85 = 0.53;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 5;
        const wp::int32 var_89 = 3;
        wp::int32 var_90;
        const wp::int32 var_91 = 0;
        wp::int32 var_92;
        const wp::int32 var_93 = 5;
        wp::int32 var_94;
        const wp::int32 var_95 = 0;
        wp::int32 var_96;
        wp::float32* var_97;
        const wp::float32 var_98 = -1.0;
        const wp::float32 var_99 = 0.53;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::int32 var_102;
        wp::float32* var_103;
        const wp::int32 var_104 = 5;
        wp::float32* var_105;
        const wp::float32 var_106 = 0.88;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.8;
        wp::float32 var_115;
        wp::float32 var_116;
        const wp::int32 var_117 = 0;
        wp::float32 var_118;
        wp::float32 var_119;
        const wp::int32 var_120 = 1;
        wp::float32 var_121;
        wp::float32 var_122;
        const wp::int32 var_123 = 2;
        wp::float32 var_124;
        wp::float32 var_125;
        const wp::float32 var_126 = -1.59;
        const wp::float32 var_127 = -0.6;
        wp::vec_t<2, wp::float32> var_128;
        wp::float32 var_129;
        wp::vec_t<2, wp::float32> var_130;
        wp::vec_t<2, wp::float32> var_131;
        wp::vec_t<2, wp::float32>* var_132;
        const wp::int32 var_133 = 0;
        const wp::float32 var_134 = 1.51;
        wp::float32 var_135;
        wp::float32 var_136;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        bool adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::tuple_t<wp::int32> adj_15 = {};
        wp::fixedarray_t<6, wp::float32> adj_16 = {};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::int32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::int32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::int32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::int32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::int32 adj_74 = {};
        wp::int32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::int32 adj_77 = {};
        wp::int32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::int32 adj_80 = {};
        wp::int32 adj_81 = {};
        wp::int32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::int32 adj_88 = {};
        wp::int32 adj_89 = {};
        wp::int32 adj_90 = {};
        wp::int32 adj_91 = {};
        wp::int32 adj_92 = {};
        wp::int32 adj_93 = {};
        wp::int32 adj_94 = {};
        wp::int32 adj_95 = {};
        wp::int32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::int32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::int32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::int32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::int32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::int32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::vec_t<2, wp::float32> adj_128 = {};
        wp::float32 adj_129 = {};
        wp::vec_t<2, wp::float32> adj_130 = {};
        wp::vec_t<2, wp::float32> adj_131 = {};
        wp::vec_t<2, wp::float32> adj_132 = {};
        wp::int32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::float32 adj_136 = {};
        //---------
        // forward
        // def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2], num_bodies: int):       <L 5>
        // i, j, k, l = wp.tid()                                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // if i >= num_bodies:                                                                    <L 7>
        var_4 = (var_0 >= var_num_bodies);
        if (var_4) {
            // return                                                                             <L 8>
            goto label0;
        }
        // v0 = body_displacements[i, j, k, l]                                                    <L 9>
        var_5 = wp::address(var_body_displacements, var_0, var_1, var_2, var_3);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = body_lengths[i, j, k, l]                                                          <L 10>
        var_8 = wp::address(var_body_lengths, var_0, var_1, var_2, var_3);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v2 = body_phases[i, j, k, l]                                                           <L 11>
        var_11 = wp::address(var_body_phases, var_0, var_1, var_2, var_3);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        // buf3 = wp.zeros(shape=(6,), dtype=float)                                               <L 12>
        var_15 = wp::tuple(var_14);
        var_16 = wp::fixedarray_t<6, wp::float32>(var_17);
        // for j4 in range(6):                                                                    <L 13>
        // buf3[j4] = wp.clamp(body_phases[wp.max(i - 3, 0), j, wp.max(k - 5, 0), l], -1.0, 0.53)       <L 14>
        var_20 = wp::sub(var_0, var_19);
        var_22 = wp::max(var_20, var_21);
        var_24 = wp::sub(var_2, var_23);
        var_26 = wp::max(var_24, var_25);
        var_27 = wp::address(var_body_phases, var_22, var_1, var_26, var_3);
        var_31 = wp::load(var_27);
        var_30 = wp::clamp(var_31, var_28, var_29);
        // wp::array_store(var_16, var_18, var_30);
        var_34 = wp::sub(var_0, var_33);
        var_36 = wp::max(var_34, var_35);
        var_38 = wp::sub(var_2, var_37);
        var_40 = wp::max(var_38, var_39);
        var_41 = wp::address(var_body_phases, var_36, var_1, var_40, var_3);
        var_45 = wp::load(var_41);
        var_44 = wp::clamp(var_45, var_42, var_43);
        // wp::array_store(var_16, var_32, var_44);
        var_48 = wp::sub(var_0, var_47);
        var_50 = wp::max(var_48, var_49);
        var_52 = wp::sub(var_2, var_51);
        var_54 = wp::max(var_52, var_53);
        var_55 = wp::address(var_body_phases, var_50, var_1, var_54, var_3);
        var_59 = wp::load(var_55);
        var_58 = wp::clamp(var_59, var_56, var_57);
        // wp::array_store(var_16, var_46, var_58);
        var_62 = wp::sub(var_0, var_61);
        var_64 = wp::max(var_62, var_63);
        var_66 = wp::sub(var_2, var_65);
        var_68 = wp::max(var_66, var_67);
        var_69 = wp::address(var_body_phases, var_64, var_1, var_68, var_3);
        var_73 = wp::load(var_69);
        var_72 = wp::clamp(var_73, var_70, var_71);
        // wp::array_store(var_16, var_60, var_72);
        var_76 = wp::sub(var_0, var_75);
        var_78 = wp::max(var_76, var_77);
        var_80 = wp::sub(var_2, var_79);
        var_82 = wp::max(var_80, var_81);
        var_83 = wp::address(var_body_phases, var_78, var_1, var_82, var_3);
        var_87 = wp::load(var_83);
        var_86 = wp::clamp(var_87, var_84, var_85);
        // wp::array_store(var_16, var_74, var_86);
        var_90 = wp::sub(var_0, var_89);
        var_92 = wp::max(var_90, var_91);
        var_94 = wp::sub(var_2, var_93);
        var_96 = wp::max(var_94, var_95);
        var_97 = wp::address(var_body_phases, var_92, var_1, var_96, var_3);
        var_101 = wp::load(var_97);
        var_100 = wp::clamp(var_101, var_98, var_99);
        // wp::array_store(var_16, var_88, var_100);
        // v5 = buf3[(l * l)] + buf3[5] * 0.88                                                    <L 15>
        var_102 = wp::mul(var_3, var_3);
        var_103 = wp::address(var_16, var_102);
        var_105 = wp::address(var_16, var_104);
        var_108 = wp::load(var_105);
        var_107 = wp::mul(var_108, var_106);
        var_110 = wp::load(var_103);
        var_109 = wp::add(var_110, var_107);
        // v6 = (v1 - v2)                                                                         <L 16>
        var_111 = wp::sub(var_9, var_12);
        // body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8 + v0[0] + v0[1] + v0[2]           <L 17>
        var_112 = wp::add(var_12, var_109);
        var_113 = wp::add(var_112, var_111);
        var_115 = wp::mul(var_12, var_114);
        var_116 = wp::add(var_113, var_115);
        var_118 = wp::extract(var_6, var_117);
        var_119 = wp::add(var_116, var_118);
        var_121 = wp::extract(var_6, var_120);
        var_122 = wp::add(var_119, var_121);
        var_124 = wp::extract(var_6, var_123);
        var_125 = wp::add(var_122, var_124);
        // wp::array_store(var_body_residuals, var_0, var_1, var_2, var_3, var_125);
        // body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))                   <L 18>
        var_128 = wp::vec_t<2, wp::float32>(var_126, var_127);
        var_129 = wp::sin(var_111);
        var_130 = wp::vec_t<2, wp::float32>(var_129);
        var_131 = wp::add(var_128, var_130);
        // wp::array_store(var_body_uv_out, var_0, var_1, var_2, var_3, var_131);
        // body_uv_out[i, j, k, l][0] += wp.sin(wp.copysign(v5, 1.51))                            <L 19>
        var_132 = &(wp::index(var_body_uv_out, var_0, var_1, var_2, var_3));
        var_135 = wp::copysign(var_109, var_134);
        var_136 = wp::sin(var_135);
        // wp::array_atomic_add_slot(var_body_uv_out, var_136, [&](auto& _e) -> auto& { return _e.component_ref(var_133); }, var_0, var_1, var_2, var_3);
        //---------
        // reverse
        wp::adj_array_atomic_add_slot(var_body_uv_out, adj_body_uv_out, adj_136, [&](auto& _e) -> auto& { return _e.component_ref(var_133); }, var_0, var_1, var_2, var_3);
        wp::adj_sin(var_135, adj_135, adj_136);
        wp::adj_copysign(var_109, var_134, adj_109, adj_134, adj_135);
        // adj: body_uv_out[i, j, k, l][0] += wp.sin(wp.copysign(v5, 1.51))                       <L 19>
        wp::adj_array_store(var_body_uv_out, var_0, var_1, var_2, var_3, var_131, adj_body_uv_out, adj_0, adj_1, adj_2, adj_3, adj_131);
        wp::adj_add(var_128, var_130, adj_128, adj_130, adj_131);
        wp::adj_vec_t(var_129, adj_129, adj_130);
        wp::adj_sin(var_111, adj_111, adj_129);
        wp::adj_vec_t(var_126, var_127, adj_126, adj_127, adj_128);
        // adj: body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))              <L 18>
        wp::adj_array_store(var_body_residuals, var_0, var_1, var_2, var_3, var_125, adj_body_residuals, adj_0, adj_1, adj_2, adj_3, adj_125);
        wp::adj_add(var_122, var_124, adj_122, adj_124, adj_125);
        wp::adj_extract(var_6, var_123, adj_6, adj_123, adj_124);
        wp::adj_add(var_119, var_121, adj_119, adj_121, adj_122);
        wp::adj_extract(var_6, var_120, adj_6, adj_120, adj_121);
        wp::adj_add(var_116, var_118, adj_116, adj_118, adj_119);
        wp::adj_extract(var_6, var_117, adj_6, adj_117, adj_118);
        wp::adj_add(var_113, var_115, adj_113, adj_115, adj_116);
        wp::adj_mul(var_12, var_114, adj_12, adj_114, adj_115);
        wp::adj_add(var_112, var_111, adj_112, adj_111, adj_113);
        wp::adj_add(var_12, var_109, adj_12, adj_109, adj_112);
        // adj: body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8 + v0[0] + v0[1] + v0[2]      <L 17>
        wp::adj_sub(var_9, var_12, adj_9, adj_12, adj_111);
        // adj: v6 = (v1 - v2)                                                                    <L 16>
        wp::adj_add(var_110, var_107, adj_103, adj_107, adj_109);
        wp::adj_mul(var_108, var_106, adj_105, adj_106, adj_107);
        wp::adj_address(var_16, var_104, adj_16, adj_104, adj_105);
        wp::adj_address(var_16, var_102, adj_16, adj_102, adj_103);
        wp::adj_mul(var_3, var_3, adj_3, adj_3, adj_102);
        // adj: v5 = buf3[(l * l)] + buf3[5] * 0.88                                               <L 15>
        wp::adj_array_store(var_16, var_88, var_100, adj_16, adj_88, adj_100);
        wp::adj_clamp(var_101, var_98, var_99, adj_97, adj_98, adj_99, adj_100);
        wp::adj_address(var_body_phases, var_92, var_1, var_96, var_3, adj_body_phases, adj_92, adj_1, adj_96, adj_3, adj_97);
        wp::adj_max(var_94, var_95, adj_94, adj_95, adj_96);
        wp::adj_sub(var_2, var_93, adj_2, adj_93, adj_94);
        wp::adj_max(var_90, var_91, adj_90, adj_91, adj_92);
        wp::adj_sub(var_0, var_89, adj_0, adj_89, adj_90);
        wp::adj_array_store(var_16, var_74, var_86, adj_16, adj_74, adj_86);
        wp::adj_clamp(var_87, var_84, var_85, adj_83, adj_84, adj_85, adj_86);
        wp::adj_address(var_body_phases, var_78, var_1, var_82, var_3, adj_body_phases, adj_78, adj_1, adj_82, adj_3, adj_83);
        wp::adj_max(var_80, var_81, adj_80, adj_81, adj_82);
        wp::adj_sub(var_2, var_79, adj_2, adj_79, adj_80);
        wp::adj_max(var_76, var_77, adj_76, adj_77, adj_78);
        wp::adj_sub(var_0, var_75, adj_0, adj_75, adj_76);
        wp::adj_array_store(var_16, var_60, var_72, adj_16, adj_60, adj_72);
        wp::adj_clamp(var_73, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
        wp::adj_address(var_body_phases, var_64, var_1, var_68, var_3, adj_body_phases, adj_64, adj_1, adj_68, adj_3, adj_69);
        wp::adj_max(var_66, var_67, adj_66, adj_67, adj_68);
        wp::adj_sub(var_2, var_65, adj_2, adj_65, adj_66);
        wp::adj_max(var_62, var_63, adj_62, adj_63, adj_64);
        wp::adj_sub(var_0, var_61, adj_0, adj_61, adj_62);
        wp::adj_array_store(var_16, var_46, var_58, adj_16, adj_46, adj_58);
        wp::adj_clamp(var_59, var_56, var_57, adj_55, adj_56, adj_57, adj_58);
        wp::adj_address(var_body_phases, var_50, var_1, var_54, var_3, adj_body_phases, adj_50, adj_1, adj_54, adj_3, adj_55);
        wp::adj_max(var_52, var_53, adj_52, adj_53, adj_54);
        wp::adj_sub(var_2, var_51, adj_2, adj_51, adj_52);
        wp::adj_max(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_sub(var_0, var_47, adj_0, adj_47, adj_48);
        wp::adj_array_store(var_16, var_32, var_44, adj_16, adj_32, adj_44);
        wp::adj_clamp(var_45, var_42, var_43, adj_41, adj_42, adj_43, adj_44);
        wp::adj_address(var_body_phases, var_36, var_1, var_40, var_3, adj_body_phases, adj_36, adj_1, adj_40, adj_3, adj_41);
        wp::adj_max(var_38, var_39, adj_38, adj_39, adj_40);
        wp::adj_sub(var_2, var_37, adj_2, adj_37, adj_38);
        wp::adj_max(var_34, var_35, adj_34, adj_35, adj_36);
        wp::adj_sub(var_0, var_33, adj_0, adj_33, adj_34);
        wp::adj_array_store(var_16, var_18, var_30, adj_16, adj_18, adj_30);
        wp::adj_clamp(var_31, var_28, var_29, adj_27, adj_28, adj_29, adj_30);
        wp::adj_address(var_body_phases, var_22, var_1, var_26, var_3, adj_body_phases, adj_22, adj_1, adj_26, adj_3, adj_27);
        wp::adj_max(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_sub(var_2, var_23, adj_2, adj_23, adj_24);
        wp::adj_max(var_20, var_21, adj_20, adj_21, adj_22);
        wp::adj_sub(var_0, var_19, adj_0, adj_19, adj_20);
        // adj: buf3[j4] = wp.clamp(body_phases[wp.max(i - 3, 0), j, wp.max(k - 5, 0), l], -1.0, 0.53)  <L 14>
        // adj: for j4 in range(6):                                                               <L 13>
        // adj: buf3 = wp.zeros(shape=(6,), dtype=float)                                          <L 12>
        wp::adj_copy(var_13, adj_11, adj_12);
        wp::adj_address(var_body_phases, var_0, var_1, var_2, var_3, adj_body_phases, adj_0, adj_1, adj_2, adj_3, adj_11);
        // adj: v2 = body_phases[i, j, k, l]                                                      <L 11>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_body_lengths, var_0, var_1, var_2, var_3, adj_body_lengths, adj_0, adj_1, adj_2, adj_3, adj_8);
        // adj: v1 = body_lengths[i, j, k, l]                                                     <L 10>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_body_displacements, var_0, var_1, var_2, var_3, adj_body_displacements, adj_0, adj_1, adj_2, adj_3, adj_5);
        // adj: v0 = body_displacements[i, j, k, l]                                               <L 9>
        if (var_4) {
            label0:;
            // adj: return                                                                        <L 8>
        }
        // adj: if i >= num_bodies:                                                               <L 7>
        // adj: i, j, k, l = wp.tid()                                                             <L 6>
        // adj: def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2], num_bodies: int):  <L 5>
        continue;
    }
}

