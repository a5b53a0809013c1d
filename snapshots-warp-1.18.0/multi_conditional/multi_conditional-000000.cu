// Generated for case multi_conditional-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void multi_conditional_000000_t_1c1c0c7b_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1)
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
        bool var_7;
        const wp::float32 var_8 = -1.6;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.389;
        bool var_13;
        const wp::int32 var_14 = 4;
        wp::int32 var_15;
        const wp::int32 var_16 = 1;
        bool var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.97;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.58;
        const wp::float32 var_25 = 1.5;
        wp::vec_t<2, wp::float32> var_26;
        wp::vec_t<2, wp::float32> var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::float32 var_34;
        bool var_35;
        const wp::int32 var_36 = 1;
        wp::int32 var_37;
        wp::shape_t* var_38;
        const wp::int32 var_39 = 0;
        wp::int32 var_40;
        wp::shape_t var_41;
        wp::int32 var_42;
        wp::float32* var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        bool var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::float32 var_51 = 0.5;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::float32 var_54 = 1.0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.17;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.0;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.0;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = -3.0;
        const wp::float32 var_77 = 3.0;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 1.0;
        wp::float32 var_82;
        const wp::float32 var_83 = -2.0;
        const wp::float32 var_84 = 2.0;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        bool var_93;
        const wp::float32 var_94 = -0.7;
        wp::float32 var_95;
        const wp::float32 var_96 = -1.915;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::int32 var_100 = 4;
        wp::int32 var_101;
        const wp::int32 var_102 = 0;
        bool var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = -1.0;
        const wp::float32 var_115 = -1.46;
        wp::vec_t<2, wp::float32> var_116;
        wp::float32 var_117;
        wp::vec_t<2, wp::float32> var_118;
        wp::vec_t<2, wp::float32> var_119;
        const wp::float32 var_120 = -0.9;
        const wp::float32 var_121 = -0.044;
        wp::vec_t<2, wp::float32> var_122;
        wp::float32 var_123;
        wp::vec_t<2, wp::float32> var_124;
        wp::vec_t<2, wp::float32> var_125;
        //---------
        // forward
        // def multi_conditional_000000_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()  # this thread's element                                                <L 2>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 4>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // if v1 < v0:                                                                            <L 5>
        var_7 = (var_5 < var_2);
        if (var_7) {
            // v0 = v0 + wp.tanh(-1.6)                                                            <L 6>
            var_9 = wp::tanh(var_8);
            var_10 = wp::add(var_2, var_9);
        }
        var_11 = wp::where(var_7, var_10, var_2);
        // if v0 < 1.389:                                                                         <L 7>
        var_13 = (var_11 < var_12);
        if (var_13) {
            // v0 += wp.cos(wp.where(tid % 4 == 1, float(tid), v1 - 1.97))                        <L 8>
            var_15 = wp::mod(var_0, var_14);
            var_17 = (var_15 == var_16);
            var_18 = wp::float(var_0);
            var_20 = wp::sub(var_5, var_19);
            var_21 = wp::where(var_17, var_18, var_20);
            var_22 = wp::cos(var_21);
            var_23 = wp::add(var_11, var_22);
        }
        if (!var_13) {
            // v0 = v0 + wp.sin(wp.length((wp.vec2(0.58, 1.5) * v1)))                             <L 10>
            var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
            var_27 = wp::mul(var_26, var_5);
            var_28 = wp::length(var_27);
            var_29 = wp::sin(var_28);
            var_30 = wp::add(var_11, var_29);
            // if v1 >= (v0 / (wp.abs(v0) + 1.0)):                                                <L 11>
            var_31 = wp::abs(var_30);
            var_33 = wp::add(var_31, var_32);
            var_34 = wp::div(var_30, var_33);
            var_35 = (var_5 >= var_34);
            if (var_35) {
                // v0 += wp.cos(x1[(tid + 1) % x1.shape[0]])                                      <L 12>
                var_37 = wp::add(var_0, var_36);
                var_38 = &(var_x1.shape);
                var_41 = wp::load(var_38);
                var_40 = wp::extract(var_41, var_39);
                var_42 = wp::mod(var_37, var_40);
                var_43 = wp::address(var_x1, var_42);
                var_45 = wp::load(var_43);
                var_44 = wp::cos(var_45);
                var_46 = wp::add(var_30, var_44);
                // if (v1 + v1) >= v0:                                                            <L 13>
                var_47 = wp::add(var_5, var_5);
                var_48 = (var_47 >= var_46);
                if (var_48) {
                    // v1 += wp.cos(v0)                                                           <L 14>
                    var_49 = wp::cos(var_46);
                    var_50 = wp::add(var_5, var_49);
                    // v0 -= wp.cos((v1 / (wp.abs((v0 + 0.5)) + 1.0))) * 1.17                     <L 15>
                    var_52 = wp::add(var_46, var_51);
                    var_53 = wp::abs(var_52);
                    var_55 = wp::add(var_53, var_54);
                    var_56 = wp::div(var_50, var_55);
                    var_57 = wp::cos(var_56);
                    var_59 = wp::mul(var_57, var_58);
                    var_60 = wp::sub(var_46, var_59);
                    // v0 = v0 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) - (v1 * v0)))                  <L 16>
                    var_61 = wp::abs(var_50);
                    var_63 = wp::add(var_61, var_62);
                    var_64 = wp::div(var_50, var_63);
                    var_65 = wp::mul(var_50, var_60);
                    var_66 = wp::sub(var_64, var_65);
                    var_67 = wp::cos(var_66);
                    var_68 = wp::add(var_60, var_67);
                }
                if (!var_48) {
                    // v0 = v0 + wp.tanh((v0 / (wp.abs((v0 * v0)) + 1.0)))                        <L 18>
                    var_69 = wp::mul(var_46, var_46);
                    var_70 = wp::abs(var_69);
                    var_72 = wp::add(var_70, var_71);
                    var_73 = wp::div(var_46, var_72);
                    var_74 = wp::tanh(var_73);
                    var_75 = wp::add(var_46, var_74);
                    // v0 += wp.cos(wp.pow(wp.abs(wp.cosh(wp.clamp(v1, -3.0, 3.0))) + 1.0, wp.clamp(v0, -2.0, 2.0)))       <L 19>
                    var_78 = wp::clamp(var_5, var_76, var_77);
                    var_79 = wp::cosh(var_78);
                    var_80 = wp::abs(var_79);
                    var_82 = wp::add(var_80, var_81);
                    var_85 = wp::clamp(var_75, var_83, var_84);
                    var_86 = wp::pow(var_82, var_85);
                    var_87 = wp::cos(var_86);
                    var_88 = wp::add(var_75, var_87);
                }
                var_89 = wp::where(var_48, var_68, var_88);
                var_90 = wp::where(var_48, var_50, var_5);
            }
            if (!var_35) {
                // elif (v1 - v0) >= wp.min(v0, v1):                                              <L 20>
                var_91 = wp::sub(var_5, var_30);
                var_92 = wp::min(var_30, var_5);
                var_93 = (var_91 >= var_92);
                if (var_93) {
                    // v1 = v1 + wp.cos(((-0.7 * v0) + -1.915))                                   <L 21>
                    var_95 = wp::mul(var_94, var_30);
                    var_97 = wp::add(var_95, var_96);
                    var_98 = wp::cos(var_97);
                    var_99 = wp::add(var_5, var_98);
                }
                if (!var_93) {
                    // elif (tid) % 4 == 0:                                                       <L 22>
                    var_101 = wp::mod(var_0, var_100);
                    var_103 = (var_101 == var_102);
                    if (var_103) {
                        // v0 = v0 + wp.tanh(wp.cos(v0))                                          <L 23>
                        var_104 = wp::cos(var_30);
                        var_105 = wp::tanh(var_104);
                        var_106 = wp::add(var_30, var_105);
                    }
                    var_107 = wp::where(var_103, var_106, var_30);
                }
                var_108 = wp::where(var_93, var_30, var_107);
                var_109 = wp::where(var_93, var_99, var_5);
            }
            var_110 = wp::where(var_35, var_89, var_108);
            var_111 = wp::where(var_35, var_90, var_109);
        }
        var_112 = wp::where(var_13, var_23, var_110);
        var_113 = wp::where(var_13, var_5, var_111);
        // out0[tid] = wp.vec2(-1.0, -1.46) + wp.vec2(wp.sin(v1))                                 <L 24>
        var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
        var_117 = wp::sin(var_113);
        var_118 = wp::vec_t<2, wp::float32>(var_117);
        var_119 = wp::add(var_116, var_118);
        wp::array_store(var_out0, var_0, var_119);
        // out1[tid] = wp.vec2(-0.9, -0.044) + wp.vec2(wp.sin(v0))                                <L 26>
        var_122 = wp::vec_t<2, wp::float32>(var_120, var_121);
        var_123 = wp::sin(var_112);
        var_124 = wp::vec_t<2, wp::float32>(var_123);
        var_125 = wp::add(var_122, var_124);
        wp::array_store(var_out1, var_0, var_125);
    }
}



extern "C" __global__ void multi_conditional_000000_t_1c1c0c7b_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out1)
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
        bool var_7;
        const wp::float32 var_8 = -1.6;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.389;
        bool var_13;
        const wp::int32 var_14 = 4;
        wp::int32 var_15;
        const wp::int32 var_16 = 1;
        bool var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.97;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.58;
        const wp::float32 var_25 = 1.5;
        wp::vec_t<2, wp::float32> var_26;
        wp::vec_t<2, wp::float32> var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::float32 var_34;
        bool var_35;
        const wp::int32 var_36 = 1;
        wp::int32 var_37;
        wp::shape_t* var_38;
        const wp::int32 var_39 = 0;
        wp::int32 var_40;
        wp::shape_t var_41;
        wp::int32 var_42;
        wp::float32* var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        bool var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::float32 var_51 = 0.5;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::float32 var_54 = 1.0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.17;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.0;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.0;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = -3.0;
        const wp::float32 var_77 = 3.0;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 1.0;
        wp::float32 var_82;
        const wp::float32 var_83 = -2.0;
        const wp::float32 var_84 = 2.0;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        bool var_93;
        const wp::float32 var_94 = -0.7;
        wp::float32 var_95;
        const wp::float32 var_96 = -1.915;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::int32 var_100 = 4;
        wp::int32 var_101;
        const wp::int32 var_102 = 0;
        bool var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = -1.0;
        const wp::float32 var_115 = -1.46;
        wp::vec_t<2, wp::float32> var_116;
        wp::float32 var_117;
        wp::vec_t<2, wp::float32> var_118;
        wp::vec_t<2, wp::float32> var_119;
        const wp::float32 var_120 = -0.9;
        const wp::float32 var_121 = -0.044;
        wp::vec_t<2, wp::float32> var_122;
        wp::float32 var_123;
        wp::vec_t<2, wp::float32> var_124;
        wp::vec_t<2, wp::float32> var_125;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        bool adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        bool adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        bool adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::vec_t<2, wp::float32> adj_26 = {};
        wp::vec_t<2, wp::float32> adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        bool adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::shape_t adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::shape_t adj_41 = {};
        wp::int32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        bool adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
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
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
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
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        bool adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::int32 adj_100 = {};
        wp::int32 adj_101 = {};
        wp::int32 adj_102 = {};
        bool adj_103 = {};
        wp::float32 adj_104 = {};
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
        wp::vec_t<2, wp::float32> adj_116 = {};
        wp::float32 adj_117 = {};
        wp::vec_t<2, wp::float32> adj_118 = {};
        wp::vec_t<2, wp::float32> adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::vec_t<2, wp::float32> adj_122 = {};
        wp::float32 adj_123 = {};
        wp::vec_t<2, wp::float32> adj_124 = {};
        wp::vec_t<2, wp::float32> adj_125 = {};
        //---------
        // forward
        // def multi_conditional_000000_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()  # this thread's element                                                <L 2>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 4>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // if v1 < v0:                                                                            <L 5>
        var_7 = (var_5 < var_2);
        if (var_7) {
            // v0 = v0 + wp.tanh(-1.6)                                                            <L 6>
            var_9 = wp::tanh(var_8);
            var_10 = wp::add(var_2, var_9);
        }
        var_11 = wp::where(var_7, var_10, var_2);
        // if v0 < 1.389:                                                                         <L 7>
        var_13 = (var_11 < var_12);
        if (var_13) {
            // v0 += wp.cos(wp.where(tid % 4 == 1, float(tid), v1 - 1.97))                        <L 8>
            var_15 = wp::mod(var_0, var_14);
            var_17 = (var_15 == var_16);
            var_18 = wp::float(var_0);
            var_20 = wp::sub(var_5, var_19);
            var_21 = wp::where(var_17, var_18, var_20);
            var_22 = wp::cos(var_21);
            var_23 = wp::add(var_11, var_22);
        }
        if (!var_13) {
            // v0 = v0 + wp.sin(wp.length((wp.vec2(0.58, 1.5) * v1)))                             <L 10>
            var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
            var_27 = wp::mul(var_26, var_5);
            var_28 = wp::length(var_27);
            var_29 = wp::sin(var_28);
            var_30 = wp::add(var_11, var_29);
            // if v1 >= (v0 / (wp.abs(v0) + 1.0)):                                                <L 11>
            var_31 = wp::abs(var_30);
            var_33 = wp::add(var_31, var_32);
            var_34 = wp::div(var_30, var_33);
            var_35 = (var_5 >= var_34);
            if (var_35) {
                // v0 += wp.cos(x1[(tid + 1) % x1.shape[0]])                                      <L 12>
                var_37 = wp::add(var_0, var_36);
                var_38 = &(var_x1.shape);
                var_41 = wp::load(var_38);
                var_40 = wp::extract(var_41, var_39);
                var_42 = wp::mod(var_37, var_40);
                var_43 = wp::address(var_x1, var_42);
                var_45 = wp::load(var_43);
                var_44 = wp::cos(var_45);
                var_46 = wp::add(var_30, var_44);
                // if (v1 + v1) >= v0:                                                            <L 13>
                var_47 = wp::add(var_5, var_5);
                var_48 = (var_47 >= var_46);
                if (var_48) {
                    // v1 += wp.cos(v0)                                                           <L 14>
                    var_49 = wp::cos(var_46);
                    var_50 = wp::add(var_5, var_49);
                    // v0 -= wp.cos((v1 / (wp.abs((v0 + 0.5)) + 1.0))) * 1.17                     <L 15>
                    var_52 = wp::add(var_46, var_51);
                    var_53 = wp::abs(var_52);
                    var_55 = wp::add(var_53, var_54);
                    var_56 = wp::div(var_50, var_55);
                    var_57 = wp::cos(var_56);
                    var_59 = wp::mul(var_57, var_58);
                    var_60 = wp::sub(var_46, var_59);
                    // v0 = v0 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) - (v1 * v0)))                  <L 16>
                    var_61 = wp::abs(var_50);
                    var_63 = wp::add(var_61, var_62);
                    var_64 = wp::div(var_50, var_63);
                    var_65 = wp::mul(var_50, var_60);
                    var_66 = wp::sub(var_64, var_65);
                    var_67 = wp::cos(var_66);
                    var_68 = wp::add(var_60, var_67);
                }
                if (!var_48) {
                    // v0 = v0 + wp.tanh((v0 / (wp.abs((v0 * v0)) + 1.0)))                        <L 18>
                    var_69 = wp::mul(var_46, var_46);
                    var_70 = wp::abs(var_69);
                    var_72 = wp::add(var_70, var_71);
                    var_73 = wp::div(var_46, var_72);
                    var_74 = wp::tanh(var_73);
                    var_75 = wp::add(var_46, var_74);
                    // v0 += wp.cos(wp.pow(wp.abs(wp.cosh(wp.clamp(v1, -3.0, 3.0))) + 1.0, wp.clamp(v0, -2.0, 2.0)))       <L 19>
                    var_78 = wp::clamp(var_5, var_76, var_77);
                    var_79 = wp::cosh(var_78);
                    var_80 = wp::abs(var_79);
                    var_82 = wp::add(var_80, var_81);
                    var_85 = wp::clamp(var_75, var_83, var_84);
                    var_86 = wp::pow(var_82, var_85);
                    var_87 = wp::cos(var_86);
                    var_88 = wp::add(var_75, var_87);
                }
                var_89 = wp::where(var_48, var_68, var_88);
                var_90 = wp::where(var_48, var_50, var_5);
            }
            if (!var_35) {
                // elif (v1 - v0) >= wp.min(v0, v1):                                              <L 20>
                var_91 = wp::sub(var_5, var_30);
                var_92 = wp::min(var_30, var_5);
                var_93 = (var_91 >= var_92);
                if (var_93) {
                    // v1 = v1 + wp.cos(((-0.7 * v0) + -1.915))                                   <L 21>
                    var_95 = wp::mul(var_94, var_30);
                    var_97 = wp::add(var_95, var_96);
                    var_98 = wp::cos(var_97);
                    var_99 = wp::add(var_5, var_98);
                }
                if (!var_93) {
                    // elif (tid) % 4 == 0:                                                       <L 22>
                    var_101 = wp::mod(var_0, var_100);
                    var_103 = (var_101 == var_102);
                    if (var_103) {
                        // v0 = v0 + wp.tanh(wp.cos(v0))                                          <L 23>
                        var_104 = wp::cos(var_30);
                        var_105 = wp::tanh(var_104);
                        var_106 = wp::add(var_30, var_105);
                    }
                    var_107 = wp::where(var_103, var_106, var_30);
                }
                var_108 = wp::where(var_93, var_30, var_107);
                var_109 = wp::where(var_93, var_99, var_5);
            }
            var_110 = wp::where(var_35, var_89, var_108);
            var_111 = wp::where(var_35, var_90, var_109);
        }
        var_112 = wp::where(var_13, var_23, var_110);
        var_113 = wp::where(var_13, var_5, var_111);
        // out0[tid] = wp.vec2(-1.0, -1.46) + wp.vec2(wp.sin(v1))                                 <L 24>
        var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
        var_117 = wp::sin(var_113);
        var_118 = wp::vec_t<2, wp::float32>(var_117);
        var_119 = wp::add(var_116, var_118);
        // wp::array_store(var_out0, var_0, var_119);
        // out1[tid] = wp.vec2(-0.9, -0.044) + wp.vec2(wp.sin(v0))                                <L 26>
        var_122 = wp::vec_t<2, wp::float32>(var_120, var_121);
        var_123 = wp::sin(var_112);
        var_124 = wp::vec_t<2, wp::float32>(var_123);
        var_125 = wp::add(var_122, var_124);
        // wp::array_store(var_out1, var_0, var_125);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_125, adj_out1, adj_0, adj_125);
        wp::adj_add(var_122, var_124, adj_122, adj_124, adj_125);
        wp::adj_vec_t(var_123, adj_123, adj_124);
        wp::adj_sin(var_112, adj_112, adj_123);
        wp::adj_vec_t(var_120, var_121, adj_120, adj_121, adj_122);
        // adj: out1[tid] = wp.vec2(-0.9, -0.044) + wp.vec2(wp.sin(v0))                           <L 26>
        wp::adj_array_store(var_out0, var_0, var_119, adj_out0, adj_0, adj_119);
        wp::adj_add(var_116, var_118, adj_116, adj_118, adj_119);
        wp::adj_vec_t(var_117, adj_117, adj_118);
        wp::adj_sin(var_113, adj_113, adj_117);
        wp::adj_vec_t(var_114, var_115, adj_114, adj_115, adj_116);
        // adj: out0[tid] = wp.vec2(-1.0, -1.46) + wp.vec2(wp.sin(v1))                            <L 24>
        wp::adj_where(var_13, var_5, var_111, adj_13, adj_5, adj_111, adj_113);
        wp::adj_where(var_13, var_23, var_110, adj_13, adj_23, adj_110, adj_112);
        if (!var_13) {
            wp::adj_where(var_35, var_90, var_109, adj_35, adj_90, adj_109, adj_111);
            wp::adj_where(var_35, var_89, var_108, adj_35, adj_89, adj_108, adj_110);
            if (!var_35) {
                wp::adj_where(var_93, var_99, var_5, adj_93, adj_99, adj_5, adj_109);
                wp::adj_where(var_93, var_30, var_107, adj_93, adj_30, adj_107, adj_108);
                if (!var_93) {
                    wp::adj_where(var_103, var_106, var_30, adj_103, adj_106, adj_30, adj_107);
                    if (var_103) {
                        wp::adj_add(var_30, var_105, adj_30, adj_105, adj_106);
                        wp::adj_tanh(var_104, var_105, adj_104, adj_105);
                        wp::adj_cos(var_30, adj_30, adj_104);
                        // adj: v0 = v0 + wp.tanh(wp.cos(v0))                                     <L 23>
                    }
                    wp::adj_mod(var_0, var_100, adj_0, adj_100, adj_101);
                    // adj: elif (tid) % 4 == 0:                                                  <L 22>
                }
                if (var_93) {
                    wp::adj_add(var_5, var_98, adj_5, adj_98, adj_99);
                    wp::adj_cos(var_97, adj_97, adj_98);
                    wp::adj_add(var_95, var_96, adj_95, adj_96, adj_97);
                    wp::adj_mul(var_94, var_30, adj_94, adj_30, adj_95);
                    // adj: v1 = v1 + wp.cos(((-0.7 * v0) + -1.915))                              <L 21>
                }
                wp::adj_min(var_30, var_5, adj_30, adj_5, adj_92);
                wp::adj_sub(var_5, var_30, adj_5, adj_30, adj_91);
                // adj: elif (v1 - v0) >= wp.min(v0, v1):                                         <L 20>
            }
            if (var_35) {
                wp::adj_where(var_48, var_50, var_5, adj_48, adj_50, adj_5, adj_90);
                wp::adj_where(var_48, var_68, var_88, adj_48, adj_68, adj_88, adj_89);
                if (!var_48) {
                    wp::adj_add(var_75, var_87, adj_75, adj_87, adj_88);
                    wp::adj_cos(var_86, adj_86, adj_87);
                    wp::adj_pow(var_82, var_85, var_86, adj_82, adj_85, adj_86);
                    wp::adj_clamp(var_75, var_83, var_84, adj_75, adj_83, adj_84, adj_85);
                    wp::adj_add(var_80, var_81, adj_80, adj_81, adj_82);
                    wp::adj_abs(var_79, adj_79, adj_80);
                    wp::adj_cosh(var_78, adj_78, adj_79);
                    wp::adj_clamp(var_5, var_76, var_77, adj_5, adj_76, adj_77, adj_78);
                    // adj: v0 += wp.cos(wp.pow(wp.abs(wp.cosh(wp.clamp(v1, -3.0, 3.0))) + 1.0, wp.clamp(v0, -2.0, 2.0)))  <L 19>
                    wp::adj_add(var_46, var_74, adj_46, adj_74, adj_75);
                    wp::adj_tanh(var_73, var_74, adj_73, adj_74);
                    wp::adj_div(var_46, var_72, var_73, adj_46, adj_72, adj_73);
                    wp::adj_add(var_70, var_71, adj_70, adj_71, adj_72);
                    wp::adj_abs(var_69, adj_69, adj_70);
                    wp::adj_mul(var_46, var_46, adj_46, adj_46, adj_69);
                    // adj: v0 = v0 + wp.tanh((v0 / (wp.abs((v0 * v0)) + 1.0)))                   <L 18>
                }
                if (var_48) {
                    wp::adj_add(var_60, var_67, adj_60, adj_67, adj_68);
                    wp::adj_cos(var_66, adj_66, adj_67);
                    wp::adj_sub(var_64, var_65, adj_64, adj_65, adj_66);
                    wp::adj_mul(var_50, var_60, adj_50, adj_60, adj_65);
                    wp::adj_div(var_50, var_63, var_64, adj_50, adj_63, adj_64);
                    wp::adj_add(var_61, var_62, adj_61, adj_62, adj_63);
                    wp::adj_abs(var_50, adj_50, adj_61);
                    // adj: v0 = v0 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) - (v1 * v0)))             <L 16>
                    wp::adj_sub(var_46, var_59, adj_46, adj_59, adj_60);
                    wp::adj_mul(var_57, var_58, adj_57, adj_58, adj_59);
                    wp::adj_cos(var_56, adj_56, adj_57);
                    wp::adj_div(var_50, var_55, var_56, adj_50, adj_55, adj_56);
                    wp::adj_add(var_53, var_54, adj_53, adj_54, adj_55);
                    wp::adj_abs(var_52, adj_52, adj_53);
                    wp::adj_add(var_46, var_51, adj_46, adj_51, adj_52);
                    // adj: v0 -= wp.cos((v1 / (wp.abs((v0 + 0.5)) + 1.0))) * 1.17                <L 15>
                    wp::adj_add(var_5, var_49, adj_5, adj_49, adj_50);
                    wp::adj_cos(var_46, adj_46, adj_49);
                    // adj: v1 += wp.cos(v0)                                                      <L 14>
                }
                wp::adj_add(var_5, var_5, adj_5, adj_5, adj_47);
                // adj: if (v1 + v1) >= v0:                                                       <L 13>
                wp::adj_add(var_30, var_44, adj_30, adj_44, adj_46);
                wp::adj_cos(var_45, adj_43, adj_44);
                wp::adj_address(var_x1, var_42, adj_x1, adj_42, adj_43);
                wp::adj_mod(var_37, var_40, adj_37, adj_40, adj_42);
                adj_x1.shape = adj_38;
                wp::adj_add(var_0, var_36, adj_0, adj_36, adj_37);
                // adj: v0 += wp.cos(x1[(tid + 1) % x1.shape[0]])                                 <L 12>
            }
            wp::adj_div(var_30, var_33, var_34, adj_30, adj_33, adj_34);
            wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
            wp::adj_abs(var_30, adj_30, adj_31);
            // adj: if v1 >= (v0 / (wp.abs(v0) + 1.0)):                                           <L 11>
            wp::adj_add(var_11, var_29, adj_11, adj_29, adj_30);
            wp::adj_sin(var_28, adj_28, adj_29);
            wp::adj_length(var_27, var_28, adj_27, adj_28);
            wp::adj_mul(var_26, var_5, adj_26, adj_5, adj_27);
            wp::adj_vec_t(var_24, var_25, adj_24, adj_25, adj_26);
            // adj: v0 = v0 + wp.sin(wp.length((wp.vec2(0.58, 1.5) * v1)))                        <L 10>
        }
        if (var_13) {
            wp::adj_add(var_11, var_22, adj_11, adj_22, adj_23);
            wp::adj_cos(var_21, adj_21, adj_22);
            wp::adj_where(var_17, var_18, var_20, adj_17, adj_18, adj_20, adj_21);
            wp::adj_sub(var_5, var_19, adj_5, adj_19, adj_20);
            wp::adj_float(var_0, adj_0, adj_18);
            wp::adj_mod(var_0, var_14, adj_0, adj_14, adj_15);
            // adj: v0 += wp.cos(wp.where(tid % 4 == 1, float(tid), v1 - 1.97))                   <L 8>
        }
        // adj: if v0 < 1.389:                                                                    <L 7>
        wp::adj_where(var_7, var_10, var_2, adj_7, adj_10, adj_2, adj_11);
        if (var_7) {
            wp::adj_add(var_2, var_9, adj_2, adj_9, adj_10);
            wp::adj_tanh(var_8, var_9, adj_8, adj_9);
            // adj: v0 = v0 + wp.tanh(-1.6)                                                       <L 6>
        }
        // adj: if v1 < v0:                                                                       <L 5>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 4>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 3>
        // adj: tid = wp.tid()  # this thread's element                                           <L 2>
        // adj: def multi_conditional_000000_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):  <L 1>
        continue;
    }
}

