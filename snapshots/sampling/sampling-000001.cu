// Generated for case sampling-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void sampling_000001_ec830647_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1)
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
        const wp::int32 var_1 = 80985;
        wp::uint32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 0;
        const wp::float32 var_7 = -1.79;
        const wp::float32 var_8 = 1.158;
        wp::vec_t<2, wp::float32> var_9;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.83;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.4;
        const wp::float32 var_18 = -0.05;
        wp::vec_t<2, wp::float32> var_19;
        const wp::int32 var_20 = 1;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.5;
        const wp::float32 var_23 = 0.3;
        wp::vec_t<2, wp::float32> var_24;
        const wp::int32 var_25 = 1;
        wp::float32 var_26;
        bool var_27;
        const wp::float32 var_28 = 1.69;
        const wp::float32 var_29 = 0.0;
        wp::vec_t<2, wp::float32> var_30;
        const wp::int32 var_31 = 2;
        wp::uint32 var_32;
        const wp::float32 var_33 = 2.0;
        const wp::float32 var_34 = 0.5;
        wp::vec_t<2, wp::float32> var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 1;
        const wp::float32 var_39 = -1.79;
        const wp::float32 var_40 = 1.158;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::vec_t<2, wp::float32> var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::float32 var_46 = 0.83;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.4;
        const wp::float32 var_50 = -0.05;
        wp::vec_t<2, wp::float32> var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        const wp::float32 var_54 = -0.5;
        const wp::float32 var_55 = 0.3;
        wp::vec_t<2, wp::float32> var_56;
        const wp::int32 var_57 = 1;
        wp::float32 var_58;
        bool var_59;
        const wp::float32 var_60 = 1.69;
        const wp::float32 var_61 = 0.0;
        wp::vec_t<2, wp::float32> var_62;
        const wp::int32 var_63 = 2;
        wp::uint32 var_64;
        const wp::float32 var_65 = 2.0;
        const wp::float32 var_66 = 0.5;
        wp::vec_t<2, wp::float32> var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::float32 var_70 = 0.165;
        const wp::float32 var_71 = 0.56;
        const wp::float32 var_72 = 1.66;
        wp::vec_t<3, wp::float32> var_73;
        wp::float32 var_74;
        bool var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 0.5;
        const wp::float32 var_82 = -1.6;
        wp::vec_t<2, wp::float32> var_83;
        wp::float32 var_84;
        wp::vec_t<3, wp::float32> var_85;
        wp::vec_t<3, wp::float32> var_86;
        wp::float32 var_87;
        const wp::float32 var_88 = -1.61;
        const wp::float32 var_89 = 0.746;
        wp::vec_t<2, wp::float32> var_90;
        const wp::int32 var_91 = 1;
        wp::float32 var_92;
        wp::vec_t<2, wp::float32> var_93;
        const wp::float32 var_94 = 0.37;
        const wp::float32 var_95 = 1.903;
        const wp::float32 var_96 = 1.12;
        wp::vec_t<3, wp::float32> var_97;
        const wp::float32 var_98 = 0.1;
        const wp::float32 var_99 = 1.71;
        const wp::float32 var_100 = -1.05;
        wp::vec_t<3, wp::float32> var_101;
        wp::vec_t<3, wp::float32> var_102;
        const wp::float32 var_103 = 0.9;
        const wp::float32 var_104 = -0.308;
        const wp::float32 var_105 = 0.99;
        wp::vec_t<3, wp::float32> var_106;
        const wp::float32 var_107 = 1.1;
        const wp::float32 var_108 = -1.31;
        const wp::float32 var_109 = 1.6;
        wp::vec_t<3, wp::float32> var_110;
        wp::vec_t<3, wp::float32> var_111;
        wp::vec_t<3, wp::float32> var_112;
        wp::float32 var_113;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        //---------
        // forward
        // def sampling_000001(x0: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(80985, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // for j1 in range(2):                                                                    <L 9>
        // v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83       <L 10>
        var_9 = wp::vec_t<2, wp::float32>(var_7, var_8);
        var_10 = wp::normalize(var_9);
        var_11 = wp::sample_unit_ring(var_2);
        var_12 = wp::dot(var_10, var_11);
        var_13 = wp::cos(var_12);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::sub(var_4, var_15);
        // v2 = (wp.vec2(0.4, -0.05))[1]                                                          <L 11>
        var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
        var_21 = wp::extract(var_19, var_20);
        // v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))       <L 12>
        var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
        var_26 = wp::extract(var_24, var_25);
        var_27 = (var_16 > var_26);
        if (var_27) {
        }
        if (!var_27) {
            var_30 = wp::vec_t<2, wp::float32>(var_28, var_29);
            var_32 = wp::uint32(var_31);
            var_35 = wp::curlnoise(var_2, var_30, var_32, var_33, var_34);
            var_36 = wp::noise(var_2, var_35);
        }
        var_37 = wp::where(var_27, var_21, var_36);
        // v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83       <L 10>
        var_41 = wp::vec_t<2, wp::float32>(var_39, var_40);
        var_42 = wp::normalize(var_41);
        var_43 = wp::sample_unit_ring(var_2);
        var_44 = wp::dot(var_42, var_43);
        var_45 = wp::cos(var_44);
        var_47 = wp::mul(var_45, var_46);
        var_48 = wp::sub(var_16, var_47);
        // v2 = (wp.vec2(0.4, -0.05))[1]                                                          <L 11>
        var_51 = wp::vec_t<2, wp::float32>(var_49, var_50);
        var_53 = wp::extract(var_51, var_52);
        // v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))       <L 12>
        var_56 = wp::vec_t<2, wp::float32>(var_54, var_55);
        var_58 = wp::extract(var_56, var_57);
        var_59 = (var_48 > var_58);
        if (var_59) {
        }
        if (!var_59) {
            var_62 = wp::vec_t<2, wp::float32>(var_60, var_61);
            var_64 = wp::uint32(var_63);
            var_67 = wp::curlnoise(var_2, var_62, var_64, var_65, var_66);
            var_68 = wp::noise(var_2, var_67);
        }
        var_69 = wp::where(var_59, var_53, var_68);
        // if wp.length_sq(wp.vec3(0.165, 0.56, 1.66)) < v0:                                      <L 13>
        var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
        var_74 = wp::length_sq(var_73);
        var_75 = (var_74 < var_48);
        if (var_75) {
            // v0 += wp.tanh((v0 - wp.noise(state, v0)))                                          <L 14>
            var_76 = wp::noise(var_2, var_48);
            var_77 = wp::sub(var_48, var_76);
            var_78 = wp::tanh(var_77);
            var_79 = wp::add(var_48, var_78);
            // v4 = wp.normalize(wp.vec3((v0 - v0), v0, wp.length(wp.vec2(0.5, -1.6))))           <L 15>
            var_80 = wp::sub(var_79, var_79);
            var_83 = wp::vec_t<2, wp::float32>(var_81, var_82);
            var_84 = wp::length(var_83);
            var_85 = wp::vec_t<3, wp::float32>(var_80, var_79, var_84);
            var_86 = wp::normalize(var_85);
        }
        var_87 = wp::where(var_75, var_79, var_48);
        // out0[tid] = wp.vec2(v0, (wp.vec2(-1.61, 0.746))[1])                                    <L 16>
        var_90 = wp::vec_t<2, wp::float32>(var_88, var_89);
        var_92 = wp::extract(var_90, var_91);
        var_93 = wp::vec_t<2, wp::float32>(var_87, var_92);
        wp::array_store(var_out0, var_0, var_93);
        // out1[tid] = (wp.cross(wp.vec3(0.37, 1.903, 1.12), wp.vec3(0.1, 1.71, -1.05)) + (wp.vec3(0.9, -0.308, 0.99) + wp.vec3(1.1, -1.31, 1.6))) + wp.vec3(wp.sin(v0))       <L 17>
        var_97 = wp::vec_t<3, wp::float32>(var_94, var_95, var_96);
        var_101 = wp::vec_t<3, wp::float32>(var_98, var_99, var_100);
        var_102 = wp::cross(var_97, var_101);
        var_106 = wp::vec_t<3, wp::float32>(var_103, var_104, var_105);
        var_110 = wp::vec_t<3, wp::float32>(var_107, var_108, var_109);
        var_111 = wp::add(var_106, var_110);
        var_112 = wp::add(var_102, var_111);
        var_113 = wp::sin(var_87);
        var_114 = wp::vec_t<3, wp::float32>(var_113);
        var_115 = wp::add(var_112, var_114);
        wp::array_store(var_out1, var_0, var_115);
    }
}



extern "C" __global__ void sampling_000001_ec830647_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_cdf,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1)
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
        const wp::int32 var_1 = 80985;
        wp::uint32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 0;
        const wp::float32 var_7 = -1.79;
        const wp::float32 var_8 = 1.158;
        wp::vec_t<2, wp::float32> var_9;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.83;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.4;
        const wp::float32 var_18 = -0.05;
        wp::vec_t<2, wp::float32> var_19;
        const wp::int32 var_20 = 1;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.5;
        const wp::float32 var_23 = 0.3;
        wp::vec_t<2, wp::float32> var_24;
        const wp::int32 var_25 = 1;
        wp::float32 var_26;
        bool var_27;
        const wp::float32 var_28 = 1.69;
        const wp::float32 var_29 = 0.0;
        wp::vec_t<2, wp::float32> var_30;
        const wp::int32 var_31 = 2;
        wp::uint32 var_32;
        const wp::float32 var_33 = 2.0;
        const wp::float32 var_34 = 0.5;
        wp::vec_t<2, wp::float32> var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 1;
        const wp::float32 var_39 = -1.79;
        const wp::float32 var_40 = 1.158;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::vec_t<2, wp::float32> var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::float32 var_46 = 0.83;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.4;
        const wp::float32 var_50 = -0.05;
        wp::vec_t<2, wp::float32> var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        const wp::float32 var_54 = -0.5;
        const wp::float32 var_55 = 0.3;
        wp::vec_t<2, wp::float32> var_56;
        const wp::int32 var_57 = 1;
        wp::float32 var_58;
        bool var_59;
        const wp::float32 var_60 = 1.69;
        const wp::float32 var_61 = 0.0;
        wp::vec_t<2, wp::float32> var_62;
        const wp::int32 var_63 = 2;
        wp::uint32 var_64;
        const wp::float32 var_65 = 2.0;
        const wp::float32 var_66 = 0.5;
        wp::vec_t<2, wp::float32> var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::float32 var_70 = 0.165;
        const wp::float32 var_71 = 0.56;
        const wp::float32 var_72 = 1.66;
        wp::vec_t<3, wp::float32> var_73;
        wp::float32 var_74;
        bool var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 0.5;
        const wp::float32 var_82 = -1.6;
        wp::vec_t<2, wp::float32> var_83;
        wp::float32 var_84;
        wp::vec_t<3, wp::float32> var_85;
        wp::vec_t<3, wp::float32> var_86;
        wp::float32 var_87;
        const wp::float32 var_88 = -1.61;
        const wp::float32 var_89 = 0.746;
        wp::vec_t<2, wp::float32> var_90;
        const wp::int32 var_91 = 1;
        wp::float32 var_92;
        wp::vec_t<2, wp::float32> var_93;
        const wp::float32 var_94 = 0.37;
        const wp::float32 var_95 = 1.903;
        const wp::float32 var_96 = 1.12;
        wp::vec_t<3, wp::float32> var_97;
        const wp::float32 var_98 = 0.1;
        const wp::float32 var_99 = 1.71;
        const wp::float32 var_100 = -1.05;
        wp::vec_t<3, wp::float32> var_101;
        wp::vec_t<3, wp::float32> var_102;
        const wp::float32 var_103 = 0.9;
        const wp::float32 var_104 = -0.308;
        const wp::float32 var_105 = 0.99;
        wp::vec_t<3, wp::float32> var_106;
        const wp::float32 var_107 = 1.1;
        const wp::float32 var_108 = -1.31;
        const wp::float32 var_109 = 1.6;
        wp::vec_t<3, wp::float32> var_110;
        wp::vec_t<3, wp::float32> var_111;
        wp::vec_t<3, wp::float32> var_112;
        wp::float32 var_113;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::uint32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::vec_t<2, wp::float32> adj_9 = {};
        wp::vec_t<2, wp::float32> adj_10 = {};
        wp::vec_t<2, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::int32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        bool adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<2, wp::float32> adj_30 = {};
        wp::int32 adj_31 = {};
        wp::uint32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::vec_t<2, wp::float32> adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<2, wp::float32> adj_41 = {};
        wp::vec_t<2, wp::float32> adj_42 = {};
        wp::vec_t<2, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::vec_t<2, wp::float32> adj_51 = {};
        wp::int32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::vec_t<2, wp::float32> adj_56 = {};
        wp::int32 adj_57 = {};
        wp::float32 adj_58 = {};
        bool adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::vec_t<2, wp::float32> adj_62 = {};
        wp::int32 adj_63 = {};
        wp::uint32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::vec_t<2, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::vec_t<3, wp::float32> adj_73 = {};
        wp::float32 adj_74 = {};
        bool adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::vec_t<2, wp::float32> adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<3, wp::float32> adj_85 = {};
        wp::vec_t<3, wp::float32> adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::vec_t<2, wp::float32> adj_90 = {};
        wp::int32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::vec_t<2, wp::float32> adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::vec_t<3, wp::float32> adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::vec_t<3, wp::float32> adj_101 = {};
        wp::vec_t<3, wp::float32> adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::vec_t<3, wp::float32> adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::vec_t<3, wp::float32> adj_110 = {};
        wp::vec_t<3, wp::float32> adj_111 = {};
        wp::vec_t<3, wp::float32> adj_112 = {};
        wp::float32 adj_113 = {};
        wp::vec_t<3, wp::float32> adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        //---------
        // forward
        // def sampling_000001(x0: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(80985, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // for j1 in range(2):                                                                    <L 9>
        // v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83       <L 10>
        var_9 = wp::vec_t<2, wp::float32>(var_7, var_8);
        var_10 = wp::normalize(var_9);
        var_11 = wp::sample_unit_ring(var_2);
        var_12 = wp::dot(var_10, var_11);
        var_13 = wp::cos(var_12);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::sub(var_4, var_15);
        // v2 = (wp.vec2(0.4, -0.05))[1]                                                          <L 11>
        var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
        var_21 = wp::extract(var_19, var_20);
        // v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))       <L 12>
        var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
        var_26 = wp::extract(var_24, var_25);
        var_27 = (var_16 > var_26);
        if (var_27) {
        }
        if (!var_27) {
            var_30 = wp::vec_t<2, wp::float32>(var_28, var_29);
            var_32 = wp::uint32(var_31);
            var_35 = wp::curlnoise(var_2, var_30, var_32, var_33, var_34);
            var_36 = wp::noise(var_2, var_35);
        }
        var_37 = wp::where(var_27, var_21, var_36);
        // v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83       <L 10>
        var_41 = wp::vec_t<2, wp::float32>(var_39, var_40);
        var_42 = wp::normalize(var_41);
        var_43 = wp::sample_unit_ring(var_2);
        var_44 = wp::dot(var_42, var_43);
        var_45 = wp::cos(var_44);
        var_47 = wp::mul(var_45, var_46);
        var_48 = wp::sub(var_16, var_47);
        // v2 = (wp.vec2(0.4, -0.05))[1]                                                          <L 11>
        var_51 = wp::vec_t<2, wp::float32>(var_49, var_50);
        var_53 = wp::extract(var_51, var_52);
        // v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))       <L 12>
        var_56 = wp::vec_t<2, wp::float32>(var_54, var_55);
        var_58 = wp::extract(var_56, var_57);
        var_59 = (var_48 > var_58);
        if (var_59) {
        }
        if (!var_59) {
            var_62 = wp::vec_t<2, wp::float32>(var_60, var_61);
            var_64 = wp::uint32(var_63);
            var_67 = wp::curlnoise(var_2, var_62, var_64, var_65, var_66);
            var_68 = wp::noise(var_2, var_67);
        }
        var_69 = wp::where(var_59, var_53, var_68);
        // if wp.length_sq(wp.vec3(0.165, 0.56, 1.66)) < v0:                                      <L 13>
        var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
        var_74 = wp::length_sq(var_73);
        var_75 = (var_74 < var_48);
        if (var_75) {
            // v0 += wp.tanh((v0 - wp.noise(state, v0)))                                          <L 14>
            var_76 = wp::noise(var_2, var_48);
            var_77 = wp::sub(var_48, var_76);
            var_78 = wp::tanh(var_77);
            var_79 = wp::add(var_48, var_78);
            // v4 = wp.normalize(wp.vec3((v0 - v0), v0, wp.length(wp.vec2(0.5, -1.6))))           <L 15>
            var_80 = wp::sub(var_79, var_79);
            var_83 = wp::vec_t<2, wp::float32>(var_81, var_82);
            var_84 = wp::length(var_83);
            var_85 = wp::vec_t<3, wp::float32>(var_80, var_79, var_84);
            var_86 = wp::normalize(var_85);
        }
        var_87 = wp::where(var_75, var_79, var_48);
        // out0[tid] = wp.vec2(v0, (wp.vec2(-1.61, 0.746))[1])                                    <L 16>
        var_90 = wp::vec_t<2, wp::float32>(var_88, var_89);
        var_92 = wp::extract(var_90, var_91);
        var_93 = wp::vec_t<2, wp::float32>(var_87, var_92);
        // wp::array_store(var_out0, var_0, var_93);
        // out1[tid] = (wp.cross(wp.vec3(0.37, 1.903, 1.12), wp.vec3(0.1, 1.71, -1.05)) + (wp.vec3(0.9, -0.308, 0.99) + wp.vec3(1.1, -1.31, 1.6))) + wp.vec3(wp.sin(v0))       <L 17>
        var_97 = wp::vec_t<3, wp::float32>(var_94, var_95, var_96);
        var_101 = wp::vec_t<3, wp::float32>(var_98, var_99, var_100);
        var_102 = wp::cross(var_97, var_101);
        var_106 = wp::vec_t<3, wp::float32>(var_103, var_104, var_105);
        var_110 = wp::vec_t<3, wp::float32>(var_107, var_108, var_109);
        var_111 = wp::add(var_106, var_110);
        var_112 = wp::add(var_102, var_111);
        var_113 = wp::sin(var_87);
        var_114 = wp::vec_t<3, wp::float32>(var_113);
        var_115 = wp::add(var_112, var_114);
        // wp::array_store(var_out1, var_0, var_115);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_115, adj_out1, adj_0, adj_115);
        wp::adj_add(var_112, var_114, adj_112, adj_114, adj_115);
        wp::adj_vec_t(var_113, adj_113, adj_114);
        wp::adj_sin(var_87, adj_87, adj_113);
        wp::adj_add(var_102, var_111, adj_102, adj_111, adj_112);
        wp::adj_add(var_106, var_110, adj_106, adj_110, adj_111);
        wp::adj_vec_t(var_107, var_108, var_109, adj_107, adj_108, adj_109, adj_110);
        wp::adj_vec_t(var_103, var_104, var_105, adj_103, adj_104, adj_105, adj_106);
        wp::adj_cross(var_97, var_101, adj_97, adj_101, adj_102);
        wp::adj_vec_t(var_98, var_99, var_100, adj_98, adj_99, adj_100, adj_101);
        wp::adj_vec_t(var_94, var_95, var_96, adj_94, adj_95, adj_96, adj_97);
        // adj: out1[tid] = (wp.cross(wp.vec3(0.37, 1.903, 1.12), wp.vec3(0.1, 1.71, -1.05)) + (wp.vec3(0.9, -0.308, 0.99) + wp.vec3(1.1, -1.31, 1.6))) + wp.vec3(wp.sin(v0))  <L 17>
        wp::adj_array_store(var_out0, var_0, var_93, adj_out0, adj_0, adj_93);
        wp::adj_vec_t(var_87, var_92, adj_87, adj_92, adj_93);
        wp::adj_extract(var_90, var_91, adj_90, adj_91, adj_92);
        wp::adj_vec_t(var_88, var_89, adj_88, adj_89, adj_90);
        // adj: out0[tid] = wp.vec2(v0, (wp.vec2(-1.61, 0.746))[1])                               <L 16>
        wp::adj_where(var_75, var_79, var_48, adj_75, adj_79, adj_48, adj_87);
        if (var_75) {
            wp::adj_normalize(var_85, var_86, adj_85, adj_86);
            wp::adj_vec_t(var_80, var_79, var_84, adj_80, adj_79, adj_84, adj_85);
            wp::adj_length(var_83, var_84, adj_83, adj_84);
            wp::adj_vec_t(var_81, var_82, adj_81, adj_82, adj_83);
            wp::adj_sub(var_79, var_79, adj_79, adj_79, adj_80);
            // adj: v4 = wp.normalize(wp.vec3((v0 - v0), v0, wp.length(wp.vec2(0.5, -1.6))))      <L 15>
            wp::adj_add(var_48, var_78, adj_48, adj_78, adj_79);
            wp::adj_tanh(var_77, var_78, adj_77, adj_78);
            wp::adj_sub(var_48, var_76, adj_48, adj_76, adj_77);
            wp::adj_noise(var_2, var_48, adj_2, adj_48, adj_76);
            // adj: v0 += wp.tanh((v0 - wp.noise(state, v0)))                                     <L 14>
        }
        wp::adj_length_sq(var_73, adj_73, adj_74);
        wp::adj_vec_t(var_70, var_71, var_72, adj_70, adj_71, adj_72, adj_73);
        // adj: if wp.length_sq(wp.vec3(0.165, 0.56, 1.66)) < v0:                                 <L 13>
        wp::adj_where(var_59, var_53, var_68, adj_59, adj_53, adj_68, adj_69);
        if (!var_59) {
            wp::adj_noise(var_2, var_67, adj_2, adj_67, adj_68);
            wp::adj_curlnoise(var_2, var_62, var_64, var_65, var_66, adj_2, adj_62, adj_64, adj_65, adj_66, adj_67);
            wp::adj_vec_t(var_60, var_61, adj_60, adj_61, adj_62);
        }
        if (var_59) {
        }
        wp::adj_extract(var_56, var_57, adj_56, adj_57, adj_58);
        wp::adj_vec_t(var_54, var_55, adj_54, adj_55, adj_56);
        // adj: v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))  <L 12>
        wp::adj_extract(var_51, var_52, adj_51, adj_52, adj_53);
        wp::adj_vec_t(var_49, var_50, adj_49, adj_50, adj_51);
        // adj: v2 = (wp.vec2(0.4, -0.05))[1]                                                     <L 11>
        wp::adj_sub(var_16, var_47, adj_16, adj_47, adj_48);
        wp::adj_mul(var_45, var_46, adj_45, adj_46, adj_47);
        wp::adj_cos(var_44, adj_44, adj_45);
        wp::adj_dot(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_normalize(var_41, var_42, adj_41, adj_42);
        wp::adj_vec_t(var_39, var_40, adj_39, adj_40, adj_41);
        // adj: v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83  <L 10>
        wp::adj_where(var_27, var_21, var_36, adj_27, adj_21, adj_36, adj_37);
        if (!var_27) {
            wp::adj_noise(var_2, var_35, adj_2, adj_35, adj_36);
            wp::adj_curlnoise(var_2, var_30, var_32, var_33, var_34, adj_2, adj_30, adj_32, adj_33, adj_34, adj_35);
            wp::adj_vec_t(var_28, var_29, adj_28, adj_29, adj_30);
        }
        if (var_27) {
        }
        wp::adj_extract(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_vec_t(var_22, var_23, adj_22, adj_23, adj_24);
        // adj: v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))  <L 12>
        wp::adj_extract(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_vec_t(var_17, var_18, adj_17, adj_18, adj_19);
        // adj: v2 = (wp.vec2(0.4, -0.05))[1]                                                     <L 11>
        wp::adj_sub(var_4, var_15, adj_4, adj_15, adj_16);
        wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_cos(var_12, adj_12, adj_13);
        wp::adj_dot(var_10, var_11, adj_10, adj_11, adj_12);
        wp::adj_normalize(var_9, var_10, adj_9, adj_10);
        wp::adj_vec_t(var_7, var_8, adj_7, adj_8, adj_9);
        // adj: v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83  <L 10>
        // adj: for j1 in range(2):                                                               <L 9>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
        // adj: v0 = x0[tid]                                                                      <L 8>
        // adj: state = wp.rand_init(80985, tid)                                                  <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def sampling_000001(x0: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

