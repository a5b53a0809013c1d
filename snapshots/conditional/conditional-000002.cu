// Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void conditional_000002_d10dfa13_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0)
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
        wp::float32 var_10;
        const wp::int32 var_11 = 5;
        wp::int32 var_12;
        const wp::int32 var_13 = 4;
        wp::int32 var_14;
        const wp::int32 var_15 = 1;
        bool var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        bool var_19;
        const wp::float32 var_20 = -1.098;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = -0.58;
        const wp::float32 var_23 = -1.08;
        const wp::float32 var_24 = -1.0;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = -1.842;
        const wp::float32 var_28 = -0.3;
        const wp::float32 var_29 = -1.54;
        wp::vec_t<3, wp::float32> var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        bool var_40;
        const wp::float32 var_41 = 0.7;
        const wp::float32 var_42 = 0.54;
        const wp::float32 var_43 = 1.61;
        wp::vec_t<3, wp::float32> var_44;
        const wp::int32 var_45 = 2;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.39;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = -1.41;
        const wp::float32 var_53 = 1.486;
        const wp::float32 var_54 = -1.93;
        wp::vec_t<3, wp::float32> var_55;
        wp::vec_t<3, wp::float32> var_56;
        wp::float32 var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = -0.8;
        const wp::float32 var_62 = 0.8;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::float32 var_67 = -0.12;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        const wp::int32 var_70 = 1;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        //---------
        // forward
        // def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):       <L 5>
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
        // v3 = v1                                                                                <L 10>
        var_10 = wp::copy(var_5);
        // if ((tid % 5)) % 4 == 1:                                                               <L 11>
        var_12 = wp::mod(var_0, var_11);
        var_14 = wp::mod(var_12, var_13);
        var_16 = (var_14 == var_15);
        if (var_16) {
            // v2 = v2 + wp.sin(v3)                                                               <L 12>
            var_17 = wp::sin(var_10);
            var_18 = wp::add(var_8, var_17);
            // v4 = (v0 * wp.max(wp.where(v2 < v0, wp.vec3(-1.098), wp.vec3(-0.58, -1.08, -1.0)), (wp.vec3(-1.842, -0.3, -1.54) / (wp.abs(v3) + 1.0))))       <L 13>
            var_19 = (var_18 < var_2);
            var_21 = wp::vec_t<3, wp::float32>(var_20);
            var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
            var_26 = wp::where(var_19, var_21, var_25);
            var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
            var_31 = wp::abs(var_10);
            var_33 = wp::add(var_31, var_32);
            var_34 = wp::div(var_30, var_33);
            var_35 = wp::max(var_26, var_34);
            var_36 = wp::mul(var_2, var_35);
        }
        var_37 = wp::where(var_16, var_18, var_8);
        // if (v2 - v2) >= wp.tanh(v3):                                                           <L 14>
        var_38 = wp::sub(var_37, var_37);
        var_39 = wp::tanh(var_10);
        var_40 = (var_38 >= var_39);
        if (var_40) {
            // v1 -= wp.cos((v2 + (wp.vec3(0.7, 0.54, 1.61))[2])) * 0.39                          <L 15>
            var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
            var_46 = wp::extract(var_44, var_45);
            var_47 = wp::add(var_37, var_46);
            var_48 = wp::cos(var_47);
            var_50 = wp::mul(var_48, var_49);
            var_51 = wp::sub(var_5, var_50);
            // v5 = wp.length_sq((-(wp.vec3(-1.41, 1.486, -1.93)) * (v0 + v3)))                   <L 16>
            var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
            var_56 = wp::neg(var_55);
            var_57 = wp::add(var_2, var_10);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::length_sq(var_58);
        }
        if (!var_40) {
            // v3 = v3 + wp.tanh(wp.erfinv(wp.clamp(wp.atan(v2), -0.8, 0.8)))                     <L 18>
            var_60 = wp::atan(var_37);
            var_63 = wp::clamp(var_60, var_61, var_62);
            var_64 = wp::erfinv(var_63);
            var_65 = wp::tanh(var_64);
            var_66 = wp::add(var_10, var_65);
            // v6 = wp.normalize(wp.vec3(-0.12))                                                  <L 19>
            var_68 = wp::vec_t<3, wp::float32>(var_67);
            var_69 = wp::normalize(var_68);
            // v7 = (v2 * v6.y)                                                                   <L 20>
            var_71 = wp::extract(var_69, var_70);
            var_72 = wp::mul(var_37, var_71);
        }
        var_73 = wp::where(var_40, var_51, var_5);
        var_74 = wp::where(var_40, var_10, var_66);
        // out0[tid] = (v3 * wp.vec3(v2, v0, v1))                                                 <L 21>
        var_75 = wp::vec_t<3, wp::float32>(var_37, var_2, var_73);
        var_76 = wp::mul(var_74, var_75);
        wp::array_store(var_out0, var_0, var_76);
    }
}



extern "C" __global__ void conditional_000002_d10dfa13_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0)
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
        wp::float32 var_10;
        const wp::int32 var_11 = 5;
        wp::int32 var_12;
        const wp::int32 var_13 = 4;
        wp::int32 var_14;
        const wp::int32 var_15 = 1;
        bool var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        bool var_19;
        const wp::float32 var_20 = -1.098;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = -0.58;
        const wp::float32 var_23 = -1.08;
        const wp::float32 var_24 = -1.0;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = -1.842;
        const wp::float32 var_28 = -0.3;
        const wp::float32 var_29 = -1.54;
        wp::vec_t<3, wp::float32> var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        bool var_40;
        const wp::float32 var_41 = 0.7;
        const wp::float32 var_42 = 0.54;
        const wp::float32 var_43 = 1.61;
        wp::vec_t<3, wp::float32> var_44;
        const wp::int32 var_45 = 2;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.39;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = -1.41;
        const wp::float32 var_53 = 1.486;
        const wp::float32 var_54 = -1.93;
        wp::vec_t<3, wp::float32> var_55;
        wp::vec_t<3, wp::float32> var_56;
        wp::float32 var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = -0.8;
        const wp::float32 var_62 = 0.8;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::float32 var_67 = -0.12;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        const wp::int32 var_70 = 1;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
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
        wp::float32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        bool adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        bool adj_19 = {};
        wp::float32 adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        bool adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::int32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::vec_t<3, wp::float32> adj_56 = {};
        wp::float32 adj_57 = {};
        wp::vec_t<3, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::int32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        //---------
        // forward
        // def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):       <L 5>
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
        // v3 = v1                                                                                <L 10>
        var_10 = wp::copy(var_5);
        // if ((tid % 5)) % 4 == 1:                                                               <L 11>
        var_12 = wp::mod(var_0, var_11);
        var_14 = wp::mod(var_12, var_13);
        var_16 = (var_14 == var_15);
        if (var_16) {
            // v2 = v2 + wp.sin(v3)                                                               <L 12>
            var_17 = wp::sin(var_10);
            var_18 = wp::add(var_8, var_17);
            // v4 = (v0 * wp.max(wp.where(v2 < v0, wp.vec3(-1.098), wp.vec3(-0.58, -1.08, -1.0)), (wp.vec3(-1.842, -0.3, -1.54) / (wp.abs(v3) + 1.0))))       <L 13>
            var_19 = (var_18 < var_2);
            var_21 = wp::vec_t<3, wp::float32>(var_20);
            var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
            var_26 = wp::where(var_19, var_21, var_25);
            var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
            var_31 = wp::abs(var_10);
            var_33 = wp::add(var_31, var_32);
            var_34 = wp::div(var_30, var_33);
            var_35 = wp::max(var_26, var_34);
            var_36 = wp::mul(var_2, var_35);
        }
        var_37 = wp::where(var_16, var_18, var_8);
        // if (v2 - v2) >= wp.tanh(v3):                                                           <L 14>
        var_38 = wp::sub(var_37, var_37);
        var_39 = wp::tanh(var_10);
        var_40 = (var_38 >= var_39);
        if (var_40) {
            // v1 -= wp.cos((v2 + (wp.vec3(0.7, 0.54, 1.61))[2])) * 0.39                          <L 15>
            var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
            var_46 = wp::extract(var_44, var_45);
            var_47 = wp::add(var_37, var_46);
            var_48 = wp::cos(var_47);
            var_50 = wp::mul(var_48, var_49);
            var_51 = wp::sub(var_5, var_50);
            // v5 = wp.length_sq((-(wp.vec3(-1.41, 1.486, -1.93)) * (v0 + v3)))                   <L 16>
            var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
            var_56 = wp::neg(var_55);
            var_57 = wp::add(var_2, var_10);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::length_sq(var_58);
        }
        if (!var_40) {
            // v3 = v3 + wp.tanh(wp.erfinv(wp.clamp(wp.atan(v2), -0.8, 0.8)))                     <L 18>
            var_60 = wp::atan(var_37);
            var_63 = wp::clamp(var_60, var_61, var_62);
            var_64 = wp::erfinv(var_63);
            var_65 = wp::tanh(var_64);
            var_66 = wp::add(var_10, var_65);
            // v6 = wp.normalize(wp.vec3(-0.12))                                                  <L 19>
            var_68 = wp::vec_t<3, wp::float32>(var_67);
            var_69 = wp::normalize(var_68);
            // v7 = (v2 * v6.y)                                                                   <L 20>
            var_71 = wp::extract(var_69, var_70);
            var_72 = wp::mul(var_37, var_71);
        }
        var_73 = wp::where(var_40, var_51, var_5);
        var_74 = wp::where(var_40, var_10, var_66);
        // out0[tid] = (v3 * wp.vec3(v2, v0, v1))                                                 <L 21>
        var_75 = wp::vec_t<3, wp::float32>(var_37, var_2, var_73);
        var_76 = wp::mul(var_74, var_75);
        // wp::array_store(var_out0, var_0, var_76);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_76, adj_out0, adj_0, adj_76);
        wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
        wp::adj_vec_t(var_37, var_2, var_73, adj_37, adj_2, adj_73, adj_75);
        // adj: out0[tid] = (v3 * wp.vec3(v2, v0, v1))                                            <L 21>
        wp::adj_where(var_40, var_10, var_66, adj_40, adj_10, adj_66, adj_74);
        wp::adj_where(var_40, var_51, var_5, adj_40, adj_51, adj_5, adj_73);
        if (!var_40) {
            wp::adj_mul(var_37, var_71, adj_37, adj_71, adj_72);
            wp::adj_extract(var_69, var_70, adj_69, adj_70, adj_71);
            // adj: v7 = (v2 * v6.y)                                                              <L 20>
            wp::adj_normalize(var_68, var_69, adj_68, adj_69);
            wp::adj_vec_t(var_67, adj_67, adj_68);
            // adj: v6 = wp.normalize(wp.vec3(-0.12))                                             <L 19>
            wp::adj_add(var_10, var_65, adj_10, adj_65, adj_66);
            wp::adj_tanh(var_64, var_65, adj_64, adj_65);
            wp::adj_erfinv(var_63, var_64, adj_63, adj_64);
            wp::adj_clamp(var_60, var_61, var_62, adj_60, adj_61, adj_62, adj_63);
            wp::adj_atan(var_37, adj_37, adj_60);
            // adj: v3 = v3 + wp.tanh(wp.erfinv(wp.clamp(wp.atan(v2), -0.8, 0.8)))                <L 18>
        }
        if (var_40) {
            wp::adj_length_sq(var_58, adj_58, adj_59);
            wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
            wp::adj_add(var_2, var_10, adj_2, adj_10, adj_57);
            wp::adj_neg(var_55, adj_55, adj_56);
            wp::adj_vec_t(var_52, var_53, var_54, adj_52, adj_53, adj_54, adj_55);
            // adj: v5 = wp.length_sq((-(wp.vec3(-1.41, 1.486, -1.93)) * (v0 + v3)))              <L 16>
            wp::adj_sub(var_5, var_50, adj_5, adj_50, adj_51);
            wp::adj_mul(var_48, var_49, adj_48, adj_49, adj_50);
            wp::adj_cos(var_47, adj_47, adj_48);
            wp::adj_add(var_37, var_46, adj_37, adj_46, adj_47);
            wp::adj_extract(var_44, var_45, adj_44, adj_45, adj_46);
            wp::adj_vec_t(var_41, var_42, var_43, adj_41, adj_42, adj_43, adj_44);
            // adj: v1 -= wp.cos((v2 + (wp.vec3(0.7, 0.54, 1.61))[2])) * 0.39                     <L 15>
        }
        wp::adj_tanh(var_10, var_39, adj_10, adj_39);
        wp::adj_sub(var_37, var_37, adj_37, adj_37, adj_38);
        // adj: if (v2 - v2) >= wp.tanh(v3):                                                      <L 14>
        wp::adj_where(var_16, var_18, var_8, adj_16, adj_18, adj_8, adj_37);
        if (var_16) {
            wp::adj_mul(var_2, var_35, adj_2, adj_35, adj_36);
            wp::adj_max(var_26, var_34, adj_26, adj_34, adj_35);
            wp::adj_div(var_30, var_33, adj_30, adj_33, adj_34);
            wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
            wp::adj_abs(var_10, adj_10, adj_31);
            wp::adj_vec_t(var_27, var_28, var_29, adj_27, adj_28, adj_29, adj_30);
            wp::adj_where(var_19, var_21, var_25, adj_19, adj_21, adj_25, adj_26);
            wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
            wp::adj_vec_t(var_20, adj_20, adj_21);
            // adj: v4 = (v0 * wp.max(wp.where(v2 < v0, wp.vec3(-1.098), wp.vec3(-0.58, -1.08, -1.0)), (wp.vec3(-1.842, -0.3, -1.54) / (wp.abs(v3) + 1.0))))  <L 13>
            wp::adj_add(var_8, var_17, adj_8, adj_17, adj_18);
            wp::adj_sin(var_10, adj_10, adj_17);
            // adj: v2 = v2 + wp.sin(v3)                                                          <L 12>
        }
        wp::adj_mod(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_mod(var_0, var_11, adj_0, adj_11, adj_12);
        // adj: if ((tid % 5)) % 4 == 1:                                                          <L 11>
        wp::adj_copy(var_5, adj_5, adj_10);
        // adj: v3 = v1                                                                           <L 10>
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
        // adj: def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

