// Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void conditional_000001_db35ac22_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
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
        bool var_11;
        bool var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.1;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.234;
        const wp::float32 var_26 = -0.32;
        const wp::float32 var_27 = -0.8;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -1.108;
        wp::vec_t<3, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        bool var_35;
        bool var_36;
        const wp::float32 var_37 = -1.377;
        const wp::float32 var_38 = 0.512;
        bool var_39;
        bool var_40;
        const wp::int32 var_41 = 4;
        wp::int32 var_42;
        const wp::int32 var_43 = 1;
        bool var_44;
        const wp::float32 var_45 = 1.15;
        const wp::float32 var_46 = -1.0;
        const wp::float32 var_47 = -0.089;
        wp::vec_t<3, wp::float32> var_48;
        const wp::float32 var_49 = 1.34;
        const wp::float32 var_50 = 1.5;
        const wp::float32 var_51 = 0.62;
        wp::vec_t<3, wp::float32> var_52;
        wp::float32 var_53;
        bool var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.3;
        const wp::float32 var_63 = 1.888;
        const wp::float32 var_64 = 1.74;
        wp::vec_t<3, wp::float32> var_65;
        const wp::int32 var_66 = 1;
        wp::float32 var_67;
        const wp::float32 var_68 = 3.0;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -0.448;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.0;
        wp::float32 var_75;
        wp::float32 var_76;
        bool var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        const wp::float32 var_87 = -1.47;
        const wp::float32 var_88 = 1.47;
        wp::float32 var_89;
        wp::float32 var_90;
        //---------
        // forward
        // def conditional_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
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
        // if v0 <= (v1 + v2):                                                                    <L 10>
        var_10 = wp::add(var_5, var_8);
        var_11 = (var_2 <= var_10);
        if (var_11) {
            // v2 = v2 + wp.tanh(wp.tanh(wp.where(v1 <= v1, v2, v2)))                             <L 11>
            var_12 = (var_5 <= var_5);
            var_13 = wp::where(var_12, var_8, var_8);
            var_14 = wp::tanh(var_13);
            var_15 = wp::tanh(var_14);
            var_16 = wp::add(var_8, var_15);
        }
        if (!var_11) {
            // v2 = v2 + wp.tanh(((v2 * 0.1) + (v2 - 1.0)))                                       <L 13>
            var_18 = wp::mul(var_8, var_17);
            var_20 = wp::sub(var_8, var_19);
            var_21 = wp::add(var_18, var_20);
            var_22 = wp::tanh(var_21);
            var_23 = wp::add(var_8, var_22);
        }
        var_24 = wp::where(var_11, var_16, var_23);
        // v3 = (wp.length((wp.vec3(0.234, -0.32, -0.8) * v2)) * wp.length(wp.vec3(v0, -1.108, v2)))       <L 14>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::mul(var_28, var_24);
        var_30 = wp::length(var_29);
        var_32 = wp::vec_t<3, wp::float32>(var_2, var_31, var_24);
        var_33 = wp::length(var_32);
        var_34 = wp::mul(var_30, var_33);
        // if ((-1.377 <= 0.512) or (v2 <= v1)) or ((tid) % 4 == 1):                              <L 15>
        var_39 = (var_37 <= var_38);
        var_36 = var_39;
        if (!var_36) {
            var_40 = (var_24 <= var_5);
            var_36 = var_36 || var_40;
        }
        var_35 = var_36;
        if (!var_35) {
            var_42 = wp::mod(var_0, var_41);
            var_44 = (var_42 == var_43);
            var_35 = var_35 || var_44;
        }
        if (var_35) {
            // v2 = v2 + wp.cos((wp.dot(wp.vec3(1.15, -1.0, -0.089), wp.vec3(1.34, 1.5, 0.62)) - wp.where(v2 >= v2, v1, v2)))       <L 16>
            var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
            var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
            var_53 = wp::dot(var_48, var_52);
            var_54 = (var_24 >= var_24);
            var_55 = wp::where(var_54, var_5, var_24);
            var_56 = wp::sub(var_53, var_55);
            var_57 = wp::cos(var_56);
            var_58 = wp::add(var_24, var_57);
        }
        var_59 = wp::where(var_35, var_58, var_24);
        // v4 = (wp.round(v2) - wp.atan2(wp.sin(v2), (wp.vec3(1.3, 1.888, 1.74))[1] + 3.0))       <L 17>
        var_60 = wp::round(var_59);
        var_61 = wp::sin(var_59);
        var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
        var_67 = wp::extract(var_65, var_66);
        var_69 = wp::add(var_67, var_68);
        var_70 = wp::atan2(var_61, var_69);
        var_71 = wp::sub(var_60, var_70);
        // if -0.448 > (v1 / (wp.abs(v4) + 1.0)):                                                 <L 18>
        var_73 = wp::abs(var_71);
        var_75 = wp::add(var_73, var_74);
        var_76 = wp::div(var_5, var_75);
        var_77 = (var_72 > var_76);
        if (var_77) {
            // v1 = v1 + wp.tanh(v1)                                                              <L 19>
            var_78 = wp::tanh(var_5);
            var_79 = wp::add(var_5, var_78);
            // v5 = v3                                                                            <L 20>
            var_80 = wp::copy(var_34);
        }
        if (!var_77) {
            // v3 = v3 + wp.tanh(v2)                                                              <L 22>
            var_81 = wp::tanh(var_59);
            var_82 = wp::add(var_34, var_81);
        }
        var_83 = wp::where(var_77, var_79, var_5);
        var_84 = wp::where(var_77, var_34, var_82);
        // out0[tid] = v2 + v3 + v4 + -1.47 * 1.47                                                <L 23>
        var_85 = wp::add(var_59, var_84);
        var_86 = wp::add(var_85, var_71);
        var_89 = wp::mul(var_87, var_88);
        var_90 = wp::add(var_86, var_89);
        wp::array_store(var_out0, var_0, var_90);
    }
}



extern "C" __global__ void conditional_000001_db35ac22_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
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
        bool var_11;
        bool var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.1;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.234;
        const wp::float32 var_26 = -0.32;
        const wp::float32 var_27 = -0.8;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -1.108;
        wp::vec_t<3, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        bool var_35;
        bool var_36;
        const wp::float32 var_37 = -1.377;
        const wp::float32 var_38 = 0.512;
        bool var_39;
        bool var_40;
        const wp::int32 var_41 = 4;
        wp::int32 var_42;
        const wp::int32 var_43 = 1;
        bool var_44;
        const wp::float32 var_45 = 1.15;
        const wp::float32 var_46 = -1.0;
        const wp::float32 var_47 = -0.089;
        wp::vec_t<3, wp::float32> var_48;
        const wp::float32 var_49 = 1.34;
        const wp::float32 var_50 = 1.5;
        const wp::float32 var_51 = 0.62;
        wp::vec_t<3, wp::float32> var_52;
        wp::float32 var_53;
        bool var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.3;
        const wp::float32 var_63 = 1.888;
        const wp::float32 var_64 = 1.74;
        wp::vec_t<3, wp::float32> var_65;
        const wp::int32 var_66 = 1;
        wp::float32 var_67;
        const wp::float32 var_68 = 3.0;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -0.448;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.0;
        wp::float32 var_75;
        wp::float32 var_76;
        bool var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        const wp::float32 var_87 = -1.47;
        const wp::float32 var_88 = 1.47;
        wp::float32 var_89;
        wp::float32 var_90;
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
        bool adj_11 = {};
        bool adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
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
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        bool adj_35 = {};
        bool adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        bool adj_39 = {};
        bool adj_40 = {};
        wp::int32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::int32 adj_43 = {};
        bool adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        bool adj_54 = {};
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
        wp::vec_t<3, wp::float32> adj_65 = {};
        wp::int32 adj_66 = {};
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
        bool adj_77 = {};
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
        //---------
        // forward
        // def conditional_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
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
        // if v0 <= (v1 + v2):                                                                    <L 10>
        var_10 = wp::add(var_5, var_8);
        var_11 = (var_2 <= var_10);
        if (var_11) {
            // v2 = v2 + wp.tanh(wp.tanh(wp.where(v1 <= v1, v2, v2)))                             <L 11>
            var_12 = (var_5 <= var_5);
            var_13 = wp::where(var_12, var_8, var_8);
            var_14 = wp::tanh(var_13);
            var_15 = wp::tanh(var_14);
            var_16 = wp::add(var_8, var_15);
        }
        if (!var_11) {
            // v2 = v2 + wp.tanh(((v2 * 0.1) + (v2 - 1.0)))                                       <L 13>
            var_18 = wp::mul(var_8, var_17);
            var_20 = wp::sub(var_8, var_19);
            var_21 = wp::add(var_18, var_20);
            var_22 = wp::tanh(var_21);
            var_23 = wp::add(var_8, var_22);
        }
        var_24 = wp::where(var_11, var_16, var_23);
        // v3 = (wp.length((wp.vec3(0.234, -0.32, -0.8) * v2)) * wp.length(wp.vec3(v0, -1.108, v2)))       <L 14>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::mul(var_28, var_24);
        var_30 = wp::length(var_29);
        var_32 = wp::vec_t<3, wp::float32>(var_2, var_31, var_24);
        var_33 = wp::length(var_32);
        var_34 = wp::mul(var_30, var_33);
        // if ((-1.377 <= 0.512) or (v2 <= v1)) or ((tid) % 4 == 1):                              <L 15>
        var_39 = (var_37 <= var_38);
        var_36 = var_39;
        if (!var_36) {
            var_40 = (var_24 <= var_5);
            var_36 = var_36 || var_40;
        }
        var_35 = var_36;
        if (!var_35) {
            var_42 = wp::mod(var_0, var_41);
            var_44 = (var_42 == var_43);
            var_35 = var_35 || var_44;
        }
        if (var_35) {
            // v2 = v2 + wp.cos((wp.dot(wp.vec3(1.15, -1.0, -0.089), wp.vec3(1.34, 1.5, 0.62)) - wp.where(v2 >= v2, v1, v2)))       <L 16>
            var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
            var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
            var_53 = wp::dot(var_48, var_52);
            var_54 = (var_24 >= var_24);
            var_55 = wp::where(var_54, var_5, var_24);
            var_56 = wp::sub(var_53, var_55);
            var_57 = wp::cos(var_56);
            var_58 = wp::add(var_24, var_57);
        }
        var_59 = wp::where(var_35, var_58, var_24);
        // v4 = (wp.round(v2) - wp.atan2(wp.sin(v2), (wp.vec3(1.3, 1.888, 1.74))[1] + 3.0))       <L 17>
        var_60 = wp::round(var_59);
        var_61 = wp::sin(var_59);
        var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
        var_67 = wp::extract(var_65, var_66);
        var_69 = wp::add(var_67, var_68);
        var_70 = wp::atan2(var_61, var_69);
        var_71 = wp::sub(var_60, var_70);
        // if -0.448 > (v1 / (wp.abs(v4) + 1.0)):                                                 <L 18>
        var_73 = wp::abs(var_71);
        var_75 = wp::add(var_73, var_74);
        var_76 = wp::div(var_5, var_75);
        var_77 = (var_72 > var_76);
        if (var_77) {
            // v1 = v1 + wp.tanh(v1)                                                              <L 19>
            var_78 = wp::tanh(var_5);
            var_79 = wp::add(var_5, var_78);
            // v5 = v3                                                                            <L 20>
            var_80 = wp::copy(var_34);
        }
        if (!var_77) {
            // v3 = v3 + wp.tanh(v2)                                                              <L 22>
            var_81 = wp::tanh(var_59);
            var_82 = wp::add(var_34, var_81);
        }
        var_83 = wp::where(var_77, var_79, var_5);
        var_84 = wp::where(var_77, var_34, var_82);
        // out0[tid] = v2 + v3 + v4 + -1.47 * 1.47                                                <L 23>
        var_85 = wp::add(var_59, var_84);
        var_86 = wp::add(var_85, var_71);
        var_89 = wp::mul(var_87, var_88);
        var_90 = wp::add(var_86, var_89);
        // wp::array_store(var_out0, var_0, var_90);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_90, adj_out0, adj_0, adj_90);
        wp::adj_add(var_86, var_89, adj_86, adj_89, adj_90);
        wp::adj_mul(var_87, var_88, adj_87, adj_88, adj_89);
        wp::adj_add(var_85, var_71, adj_85, adj_71, adj_86);
        wp::adj_add(var_59, var_84, adj_59, adj_84, adj_85);
        // adj: out0[tid] = v2 + v3 + v4 + -1.47 * 1.47                                           <L 23>
        wp::adj_where(var_77, var_34, var_82, adj_77, adj_34, adj_82, adj_84);
        wp::adj_where(var_77, var_79, var_5, adj_77, adj_79, adj_5, adj_83);
        if (!var_77) {
            wp::adj_add(var_34, var_81, adj_34, adj_81, adj_82);
            wp::adj_tanh(var_59, var_81, adj_59, adj_81);
            // adj: v3 = v3 + wp.tanh(v2)                                                         <L 22>
        }
        if (var_77) {
            wp::adj_copy(var_34, adj_34, adj_80);
            // adj: v5 = v3                                                                       <L 20>
            wp::adj_add(var_5, var_78, adj_5, adj_78, adj_79);
            wp::adj_tanh(var_5, var_78, adj_5, adj_78);
            // adj: v1 = v1 + wp.tanh(v1)                                                         <L 19>
        }
        wp::adj_div(var_5, var_75, var_76, adj_5, adj_75, adj_76);
        wp::adj_add(var_73, var_74, adj_73, adj_74, adj_75);
        wp::adj_abs(var_71, adj_71, adj_73);
        // adj: if -0.448 > (v1 / (wp.abs(v4) + 1.0)):                                            <L 18>
        wp::adj_sub(var_60, var_70, adj_60, adj_70, adj_71);
        wp::adj_atan2(var_61, var_69, adj_61, adj_69, adj_70);
        wp::adj_add(var_67, var_68, adj_67, adj_68, adj_69);
        wp::adj_extract(var_65, var_66, adj_65, adj_66, adj_67);
        wp::adj_vec_t(var_62, var_63, var_64, adj_62, adj_63, adj_64, adj_65);
        wp::adj_sin(var_59, adj_59, adj_61);
        // adj: v4 = (wp.round(v2) - wp.atan2(wp.sin(v2), (wp.vec3(1.3, 1.888, 1.74))[1] + 3.0))  <L 17>
        wp::adj_where(var_35, var_58, var_24, adj_35, adj_58, adj_24, adj_59);
        if (var_35) {
            wp::adj_add(var_24, var_57, adj_24, adj_57, adj_58);
            wp::adj_cos(var_56, adj_56, adj_57);
            wp::adj_sub(var_53, var_55, adj_53, adj_55, adj_56);
            wp::adj_where(var_54, var_5, var_24, adj_54, adj_5, adj_24, adj_55);
            wp::adj_dot(var_48, var_52, adj_48, adj_52, adj_53);
            wp::adj_vec_t(var_49, var_50, var_51, adj_49, adj_50, adj_51, adj_52);
            wp::adj_vec_t(var_45, var_46, var_47, adj_45, adj_46, adj_47, adj_48);
            // adj: v2 = v2 + wp.cos((wp.dot(wp.vec3(1.15, -1.0, -0.089), wp.vec3(1.34, 1.5, 0.62)) - wp.where(v2 >= v2, v1, v2)))  <L 16>
        }
        if (!var_35) {
            wp::adj_mod(var_0, var_41, adj_0, adj_41, adj_42);
        }
        if (!var_36) {
        }
        // adj: if ((-1.377 <= 0.512) or (v2 <= v1)) or ((tid) % 4 == 1):                         <L 15>
        wp::adj_mul(var_30, var_33, adj_30, adj_33, adj_34);
        wp::adj_length(var_32, var_33, adj_32, adj_33);
        wp::adj_vec_t(var_2, var_31, var_24, adj_2, adj_31, adj_24, adj_32);
        wp::adj_length(var_29, var_30, adj_29, adj_30);
        wp::adj_mul(var_28, var_24, adj_28, adj_24, adj_29);
        wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
        // adj: v3 = (wp.length((wp.vec3(0.234, -0.32, -0.8) * v2)) * wp.length(wp.vec3(v0, -1.108, v2)))  <L 14>
        wp::adj_where(var_11, var_16, var_23, adj_11, adj_16, adj_23, adj_24);
        if (!var_11) {
            wp::adj_add(var_8, var_22, adj_8, adj_22, adj_23);
            wp::adj_tanh(var_21, var_22, adj_21, adj_22);
            wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
            wp::adj_sub(var_8, var_19, adj_8, adj_19, adj_20);
            wp::adj_mul(var_8, var_17, adj_8, adj_17, adj_18);
            // adj: v2 = v2 + wp.tanh(((v2 * 0.1) + (v2 - 1.0)))                                  <L 13>
        }
        if (var_11) {
            wp::adj_add(var_8, var_15, adj_8, adj_15, adj_16);
            wp::adj_tanh(var_14, var_15, adj_14, adj_15);
            wp::adj_tanh(var_13, var_14, adj_13, adj_14);
            wp::adj_where(var_12, var_8, var_8, adj_12, adj_8, adj_8, adj_13);
            // adj: v2 = v2 + wp.tanh(wp.tanh(wp.where(v1 <= v1, v2, v2)))                        <L 11>
        }
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_10);
        // adj: if v0 <= (v1 + v2):                                                               <L 10>
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
        // adj: def conditional_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

