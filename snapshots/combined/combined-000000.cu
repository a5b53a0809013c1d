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



extern "C" __global__ void combined_000000_adb04ec9_cuda_kernel_forward(
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
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::vec_t<2, wp::float32> var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 1;
        const wp::float32 var_46 = 0.5;
        wp::float32 var_47;
        wp::vec_t<2, wp::float32> var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = -0.208;
        const wp::float32 var_53 = 1.31;
        const wp::float32 var_54 = -1.4;
        wp::vec_t<3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        const wp::float32 var_57 = -0.93;
        const wp::float32 var_58 = -1.18;
        const wp::float32 var_59 = 1.188;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = -1.91;
        const wp::float32 var_64 = 1.3;
        const wp::float32 var_65 = -0.6;
        wp::vec_t<3, wp::float32> var_66;
        const wp::float32 var_67 = 0.0;
        const wp::float32 var_68 = 0.0;
        const wp::float32 var_69 = 2.5;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.0;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::quat_t<wp::float32> var_77;
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
            // v1 = v1 + wp.sin(wp.dot(s1, (s1 + s1)))                                            <L 17>
            var_34 = wp::add(var_s1, var_s1);
            var_35 = wp::dot(var_s1, var_34);
            var_36 = wp::sin(var_35);
            var_37 = wp::add(var_27, var_36);
            // for j5 in range(2):                                                                <L 18>
            // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(s1, s1, v0)))                             <L 19>
            var_40 = wp::mul(var_37, var_39);
            var_41 = wp::lerp(var_s1, var_s1, var_2);
            var_42 = wp::length(var_41);
            var_43 = wp::sin(var_42);
            var_44 = wp::add(var_40, var_43);
            var_47 = wp::mul(var_44, var_46);
            var_48 = wp::lerp(var_s1, var_s1, var_2);
            var_49 = wp::length(var_48);
            var_50 = wp::sin(var_49);
            var_51 = wp::add(var_47, var_50);
            wp::assign(var_27, var_51);
            wp::assign(var_29, var_33);
        goto start_while_0;
        end_while_0:;
        // out0[tid] = (v0 * (wp.diag(wp.vec3(-0.208, 1.31, -1.4)) @ wp.vec3(-0.93, -1.18, 1.188)))       <L 20>
        var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
        var_56 = wp::diag(var_55);
        var_60 = wp::vec_t<3, wp::float32>(var_57, var_58, var_59);
        var_61 = wp::mul(var_56, var_60);
        var_62 = wp::mul(var_2, var_61);
        wp::array_store(var_out0, var_0, var_62);
        // out1[tid] = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.91, 1.3, -0.6) + wp.vec3(0.0, 0.0, 2.5)), (v1 / (wp.abs(v0) + 1.0)))       <L 21>
        var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
        var_70 = wp::vec_t<3, wp::float32>(var_67, var_68, var_69);
        var_71 = wp::add(var_66, var_70);
        var_72 = wp::normalize(var_71);
        var_73 = wp::abs(var_2);
        var_75 = wp::add(var_73, var_74);
        var_76 = wp::div(var_27, var_75);
        var_77 = wp::quat_from_axis_angle(var_72, var_76);
        wp::array_store(var_out1, var_0, var_77);
    }
}



extern "C" __global__ void combined_000000_adb04ec9_cuda_kernel_backward(
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
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::vec_t<2, wp::float32> var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 1;
        const wp::float32 var_46 = 0.5;
        wp::float32 var_47;
        wp::vec_t<2, wp::float32> var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = -0.208;
        const wp::float32 var_53 = 1.31;
        const wp::float32 var_54 = -1.4;
        wp::vec_t<3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        const wp::float32 var_57 = -0.93;
        const wp::float32 var_58 = -1.18;
        const wp::float32 var_59 = 1.188;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = -1.91;
        const wp::float32 var_64 = 1.3;
        const wp::float32 var_65 = -0.6;
        wp::vec_t<3, wp::float32> var_66;
        const wp::float32 var_67 = 0.0;
        const wp::float32 var_68 = 0.0;
        const wp::float32 var_69 = 2.5;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.0;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::quat_t<wp::float32> var_77;
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
        wp::vec_t<2, wp::float32> adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<2, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::mat_t<3, 3, wp::float32> adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::vec_t<3, wp::float32> adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::vec_t<3, wp::float32> adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::quat_t<wp::float32> adj_77 = {};
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
        // out0[tid] = (v0 * (wp.diag(wp.vec3(-0.208, 1.31, -1.4)) @ wp.vec3(-0.93, -1.18, 1.188)))       <L 20>
        var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
        var_56 = wp::diag(var_55);
        var_60 = wp::vec_t<3, wp::float32>(var_57, var_58, var_59);
        var_61 = wp::mul(var_56, var_60);
        var_62 = wp::mul(var_2, var_61);
        // wp::array_store(var_out0, var_0, var_62);
        // out1[tid] = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.91, 1.3, -0.6) + wp.vec3(0.0, 0.0, 2.5)), (v1 / (wp.abs(v0) + 1.0)))       <L 21>
        var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
        var_70 = wp::vec_t<3, wp::float32>(var_67, var_68, var_69);
        var_71 = wp::add(var_66, var_70);
        var_72 = wp::normalize(var_71);
        var_73 = wp::abs(var_2);
        var_75 = wp::add(var_73, var_74);
        var_76 = wp::div(var_27, var_75);
        var_77 = wp::quat_from_axis_angle(var_72, var_76);
        // wp::array_store(var_out1, var_0, var_77);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_77, adj_out1, adj_0, adj_77);
        wp::adj_quat_from_axis_angle(var_72, var_76, adj_72, adj_76, adj_77);
        wp::adj_div(var_27, var_75, var_76, adj_27, adj_75, adj_76);
        wp::adj_add(var_73, var_74, adj_73, adj_74, adj_75);
        wp::adj_abs(var_2, adj_2, adj_73);
        wp::adj_normalize(var_71, var_72, adj_71, adj_72);
        wp::adj_add(var_66, var_70, adj_66, adj_70, adj_71);
        wp::adj_vec_t(var_67, var_68, var_69, adj_67, adj_68, adj_69, adj_70);
        wp::adj_vec_t(var_63, var_64, var_65, adj_63, adj_64, adj_65, adj_66);
        // adj: out1[tid] = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.91, 1.3, -0.6) + wp.vec3(0.0, 0.0, 2.5)), (v1 / (wp.abs(v0) + 1.0)))  <L 21>
        wp::adj_array_store(var_out0, var_0, var_62, adj_out0, adj_0, adj_62);
        wp::adj_mul(var_2, var_61, adj_2, adj_61, adj_62);
        wp::adj_mul(var_56, var_60, adj_56, adj_60, adj_61);
        wp::adj_vec_t(var_57, var_58, var_59, adj_57, adj_58, adj_59, adj_60);
        wp::adj_diag(var_55, adj_55, adj_56);
        wp::adj_vec_t(var_52, var_53, var_54, adj_52, adj_53, adj_54, adj_55);
        // adj: out0[tid] = (v0 * (wp.diag(wp.vec3(-0.208, 1.31, -1.4)) @ wp.vec3(-0.93, -1.18, 1.188)))  <L 20>
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
            // w4 = w4 + 1                                                                        <L 16>
            var_33 = wp::add(var_29, var_32);
            // v1 = v1 + wp.sin(wp.dot(s1, (s1 + s1)))                                            <L 17>
            var_34 = wp::add(var_s1, var_s1);
            var_35 = wp::dot(var_s1, var_34);
            var_36 = wp::sin(var_35);
            var_37 = wp::add(var_27, var_36);
            // for j5 in range(2):                                                                <L 18>
            // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(s1, s1, v0)))                             <L 19>
            var_40 = wp::mul(var_37, var_39);
            var_41 = wp::lerp(var_s1, var_s1, var_2);
            var_42 = wp::length(var_41);
            var_43 = wp::sin(var_42);
            var_44 = wp::add(var_40, var_43);
            var_47 = wp::mul(var_44, var_46);
            var_48 = wp::lerp(var_s1, var_s1, var_2);
            var_49 = wp::length(var_48);
            var_50 = wp::sin(var_49);
            var_51 = wp::add(var_47, var_50);
            wp::assign(var_27, var_51);
            wp::assign(var_29, var_33);
            wp::adj_assign(var_29, var_33, adj_29, adj_33);
            wp::adj_assign(var_27, var_51, adj_27, adj_51);
            wp::adj_add(var_47, var_50, adj_47, adj_50, adj_51);
            wp::adj_sin(var_49, adj_49, adj_50);
            wp::adj_length(var_48, var_49, adj_48, adj_49);
            wp::adj_lerp(var_s1, var_s1, var_2, adj_s1, adj_s1, adj_2, adj_48);
            wp::adj_mul(var_44, var_46, adj_44, adj_46, adj_47);
            wp::adj_add(var_40, var_43, adj_40, adj_43, adj_44);
            wp::adj_sin(var_42, adj_42, adj_43);
            wp::adj_length(var_41, var_42, adj_41, adj_42);
            wp::adj_lerp(var_s1, var_s1, var_2, adj_s1, adj_s1, adj_2, adj_41);
            wp::adj_mul(var_37, var_39, adj_37, adj_39, adj_40);
            // adj: v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(s1, s1, v0)))                        <L 19>
            // adj: for j5 in range(2):                                                           <L 18>
            wp::adj_add(var_27, var_36, adj_27, adj_36, adj_37);
            wp::adj_sin(var_35, adj_35, adj_36);
            wp::adj_dot(var_s1, var_34, adj_s1, adj_34, adj_35);
            wp::adj_add(var_s1, var_s1, adj_s1, adj_s1, adj_34);
            // adj: v1 = v1 + wp.sin(wp.dot(s1, (s1 + s1)))                                       <L 17>
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

