// Generated for case nested_loop-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void nested_loop_000000_14cb23ef_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::float32 var_7;
        const wp::int32 var_8 = 0;
        const wp::float32 var_9 = -0.915;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        const wp::float32 var_13 = 1.33;
        wp::vec_t<2, wp::float32> var_14;
        wp::vec_t<2, wp::float32> var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        const wp::float32 var_18 = -0.915;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        wp::vec_t<2, wp::float32> var_21;
        const wp::float32 var_22 = 1.33;
        wp::vec_t<2, wp::float32> var_23;
        wp::vec_t<2, wp::float32> var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 2;
        const wp::float32 var_27 = -0.915;
        wp::vec_t<2, wp::float32> var_28;
        wp::vec_t<2, wp::float32> var_29;
        wp::vec_t<2, wp::float32> var_30;
        const wp::float32 var_31 = 1.33;
        wp::vec_t<2, wp::float32> var_32;
        wp::vec_t<2, wp::float32> var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 3;
        const wp::float32 var_36 = -0.915;
        wp::vec_t<2, wp::float32> var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = 1.33;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 4;
        const wp::float32 var_45 = -0.915;
        wp::vec_t<2, wp::float32> var_46;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        const wp::float32 var_49 = 1.33;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<2, wp::float32> var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = -0.97;
        const wp::float32 var_62 = 1.33;
        wp::float32 var_63;
        const wp::float32 var_64 = 1.0;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::float32 var_67 = 0.57;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::vec_t<2, wp::float32> var_70;
        wp::vec_t<2, wp::float32> var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.0;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::vec_t<2, wp::float32> var_76;
        const wp::float32 var_77 = 1.56;
        wp::vec_t<2, wp::float32> var_78;
        wp::vec_t<2, wp::float32> var_79;
        //---------
        // forward
        // def nested_loop_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):       <L 5>
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
        // v2 = float(tid)                                                                        <L 9>
        var_7 = wp::float(var_0);
        // for j1 in range(5):                                                                    <L 10>
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_10 = wp::vec_t<2, wp::float32>(var_9, var_7);
        var_11 = wp::normalize(var_10);
        var_12 = wp::normalize(var_11);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::add(var_5, var_14);
        // v3 = v2                                                                                <L 12>
        var_16 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_19 = wp::vec_t<2, wp::float32>(var_18, var_7);
        var_20 = wp::normalize(var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_15, var_23);
        // v3 = v2                                                                                <L 12>
        var_25 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_28 = wp::vec_t<2, wp::float32>(var_27, var_7);
        var_29 = wp::normalize(var_28);
        var_30 = wp::normalize(var_29);
        var_32 = wp::mul(var_30, var_31);
        var_33 = wp::add(var_24, var_32);
        // v3 = v2                                                                                <L 12>
        var_34 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_37 = wp::vec_t<2, wp::float32>(var_36, var_7);
        var_38 = wp::normalize(var_37);
        var_39 = wp::normalize(var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_33, var_41);
        // v3 = v2                                                                                <L 12>
        var_43 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_46 = wp::vec_t<2, wp::float32>(var_45, var_7);
        var_47 = wp::normalize(var_46);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_42, var_50);
        // v3 = v2                                                                                <L 12>
        var_52 = wp::copy(var_7);
        // v4 = v2                                                                                <L 13>
        var_53 = wp::copy(var_7);
        // v5 = ((wp.max(v0, v0) + (v0 + v1)))[0]                                                 <L 14>
        var_54 = wp::max(var_2, var_2);
        var_55 = wp::add(var_2, var_51);
        var_56 = wp::add(var_54, var_55);
        var_58 = wp::extract(var_56, var_57);
        // out0[tid] = v2 + v4 + v5 + (wp.clamp(v4, -0.97, 1.33) * (1.0 - v2)) * 0.57             <L 15>
        var_59 = wp::add(var_7, var_53);
        var_60 = wp::add(var_59, var_58);
        var_63 = wp::clamp(var_53, var_61, var_62);
        var_65 = wp::sub(var_64, var_7);
        var_66 = wp::mul(var_63, var_65);
        var_68 = wp::mul(var_66, var_67);
        var_69 = wp::add(var_60, var_68);
        wp::array_store(var_out0, var_0, var_69);
        // out1[tid] = v0 + v1 + ((v0 - v1) * (v4 / (wp.abs(v2) + 1.0))) * 1.56                   <L 16>
        var_70 = wp::add(var_2, var_51);
        var_71 = wp::sub(var_2, var_51);
        var_72 = wp::abs(var_7);
        var_74 = wp::add(var_72, var_73);
        var_75 = wp::div(var_53, var_74);
        var_76 = wp::mul(var_71, var_75);
        var_78 = wp::mul(var_76, var_77);
        var_79 = wp::add(var_70, var_78);
        wp::array_store(var_out1, var_0, var_79);
    }
}



extern "C" __global__ void nested_loop_000000_14cb23ef_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_out0,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::float32 var_7;
        const wp::int32 var_8 = 0;
        const wp::float32 var_9 = -0.915;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        const wp::float32 var_13 = 1.33;
        wp::vec_t<2, wp::float32> var_14;
        wp::vec_t<2, wp::float32> var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        const wp::float32 var_18 = -0.915;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        wp::vec_t<2, wp::float32> var_21;
        const wp::float32 var_22 = 1.33;
        wp::vec_t<2, wp::float32> var_23;
        wp::vec_t<2, wp::float32> var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 2;
        const wp::float32 var_27 = -0.915;
        wp::vec_t<2, wp::float32> var_28;
        wp::vec_t<2, wp::float32> var_29;
        wp::vec_t<2, wp::float32> var_30;
        const wp::float32 var_31 = 1.33;
        wp::vec_t<2, wp::float32> var_32;
        wp::vec_t<2, wp::float32> var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 3;
        const wp::float32 var_36 = -0.915;
        wp::vec_t<2, wp::float32> var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = 1.33;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 4;
        const wp::float32 var_45 = -0.915;
        wp::vec_t<2, wp::float32> var_46;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        const wp::float32 var_49 = 1.33;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<2, wp::float32> var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = -0.97;
        const wp::float32 var_62 = 1.33;
        wp::float32 var_63;
        const wp::float32 var_64 = 1.0;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::float32 var_67 = 0.57;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::vec_t<2, wp::float32> var_70;
        wp::vec_t<2, wp::float32> var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.0;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::vec_t<2, wp::float32> var_76;
        const wp::float32 var_77 = 1.56;
        wp::vec_t<2, wp::float32> var_78;
        wp::vec_t<2, wp::float32> var_79;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<2, wp::float32> adj_10 = {};
        wp::vec_t<2, wp::float32> adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<2, wp::float32> adj_14 = {};
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::vec_t<2, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<2, wp::float32> adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::vec_t<2, wp::float32> adj_29 = {};
        wp::vec_t<2, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<2, wp::float32> adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<2, wp::float32> adj_37 = {};
        wp::vec_t<2, wp::float32> adj_38 = {};
        wp::vec_t<2, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<2, wp::float32> adj_41 = {};
        wp::vec_t<2, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<2, wp::float32> adj_46 = {};
        wp::vec_t<2, wp::float32> adj_47 = {};
        wp::vec_t<2, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<2, wp::float32> adj_50 = {};
        wp::vec_t<2, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<2, wp::float32> adj_54 = {};
        wp::vec_t<2, wp::float32> adj_55 = {};
        wp::vec_t<2, wp::float32> adj_56 = {};
        wp::int32 adj_57 = {};
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
        wp::vec_t<2, wp::float32> adj_70 = {};
        wp::vec_t<2, wp::float32> adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::vec_t<2, wp::float32> adj_76 = {};
        wp::float32 adj_77 = {};
        wp::vec_t<2, wp::float32> adj_78 = {};
        wp::vec_t<2, wp::float32> adj_79 = {};
        //---------
        // forward
        // def nested_loop_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):       <L 5>
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
        // v2 = float(tid)                                                                        <L 9>
        var_7 = wp::float(var_0);
        // for j1 in range(5):                                                                    <L 10>
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_10 = wp::vec_t<2, wp::float32>(var_9, var_7);
        var_11 = wp::normalize(var_10);
        var_12 = wp::normalize(var_11);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::add(var_5, var_14);
        // v3 = v2                                                                                <L 12>
        var_16 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_19 = wp::vec_t<2, wp::float32>(var_18, var_7);
        var_20 = wp::normalize(var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_15, var_23);
        // v3 = v2                                                                                <L 12>
        var_25 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_28 = wp::vec_t<2, wp::float32>(var_27, var_7);
        var_29 = wp::normalize(var_28);
        var_30 = wp::normalize(var_29);
        var_32 = wp::mul(var_30, var_31);
        var_33 = wp::add(var_24, var_32);
        // v3 = v2                                                                                <L 12>
        var_34 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_37 = wp::vec_t<2, wp::float32>(var_36, var_7);
        var_38 = wp::normalize(var_37);
        var_39 = wp::normalize(var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_33, var_41);
        // v3 = v2                                                                                <L 12>
        var_43 = wp::copy(var_7);
        // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                       <L 11>
        var_46 = wp::vec_t<2, wp::float32>(var_45, var_7);
        var_47 = wp::normalize(var_46);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_42, var_50);
        // v3 = v2                                                                                <L 12>
        var_52 = wp::copy(var_7);
        // v4 = v2                                                                                <L 13>
        var_53 = wp::copy(var_7);
        // v5 = ((wp.max(v0, v0) + (v0 + v1)))[0]                                                 <L 14>
        var_54 = wp::max(var_2, var_2);
        var_55 = wp::add(var_2, var_51);
        var_56 = wp::add(var_54, var_55);
        var_58 = wp::extract(var_56, var_57);
        // out0[tid] = v2 + v4 + v5 + (wp.clamp(v4, -0.97, 1.33) * (1.0 - v2)) * 0.57             <L 15>
        var_59 = wp::add(var_7, var_53);
        var_60 = wp::add(var_59, var_58);
        var_63 = wp::clamp(var_53, var_61, var_62);
        var_65 = wp::sub(var_64, var_7);
        var_66 = wp::mul(var_63, var_65);
        var_68 = wp::mul(var_66, var_67);
        var_69 = wp::add(var_60, var_68);
        // wp::array_store(var_out0, var_0, var_69);
        // out1[tid] = v0 + v1 + ((v0 - v1) * (v4 / (wp.abs(v2) + 1.0))) * 1.56                   <L 16>
        var_70 = wp::add(var_2, var_51);
        var_71 = wp::sub(var_2, var_51);
        var_72 = wp::abs(var_7);
        var_74 = wp::add(var_72, var_73);
        var_75 = wp::div(var_53, var_74);
        var_76 = wp::mul(var_71, var_75);
        var_78 = wp::mul(var_76, var_77);
        var_79 = wp::add(var_70, var_78);
        // wp::array_store(var_out1, var_0, var_79);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_79, adj_out1, adj_0, adj_79);
        wp::adj_add(var_70, var_78, adj_70, adj_78, adj_79);
        wp::adj_mul(var_76, var_77, adj_76, adj_77, adj_78);
        wp::adj_mul(var_71, var_75, adj_71, adj_75, adj_76);
        wp::adj_div(var_53, var_74, var_75, adj_53, adj_74, adj_75);
        wp::adj_add(var_72, var_73, adj_72, adj_73, adj_74);
        wp::adj_abs(var_7, adj_7, adj_72);
        wp::adj_sub(var_2, var_51, adj_2, adj_51, adj_71);
        wp::adj_add(var_2, var_51, adj_2, adj_51, adj_70);
        // adj: out1[tid] = v0 + v1 + ((v0 - v1) * (v4 / (wp.abs(v2) + 1.0))) * 1.56              <L 16>
        wp::adj_array_store(var_out0, var_0, var_69, adj_out0, adj_0, adj_69);
        wp::adj_add(var_60, var_68, adj_60, adj_68, adj_69);
        wp::adj_mul(var_66, var_67, adj_66, adj_67, adj_68);
        wp::adj_mul(var_63, var_65, adj_63, adj_65, adj_66);
        wp::adj_sub(var_64, var_7, adj_64, adj_7, adj_65);
        wp::adj_clamp(var_53, var_61, var_62, adj_53, adj_61, adj_62, adj_63);
        wp::adj_add(var_59, var_58, adj_59, adj_58, adj_60);
        wp::adj_add(var_7, var_53, adj_7, adj_53, adj_59);
        // adj: out0[tid] = v2 + v4 + v5 + (wp.clamp(v4, -0.97, 1.33) * (1.0 - v2)) * 0.57        <L 15>
        wp::adj_extract(var_56, var_57, adj_56, adj_57, adj_58);
        wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
        wp::adj_add(var_2, var_51, adj_2, adj_51, adj_55);
        wp::adj_max(var_2, var_2, adj_2, adj_2, adj_54);
        // adj: v5 = ((wp.max(v0, v0) + (v0 + v1)))[0]                                            <L 14>
        wp::adj_copy(var_7, adj_7, adj_53);
        // adj: v4 = v2                                                                           <L 13>
        wp::adj_copy(var_7, adj_7, adj_52);
        // adj: v3 = v2                                                                           <L 12>
        wp::adj_add(var_42, var_50, adj_42, adj_50, adj_51);
        wp::adj_mul(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_normalize(var_47, var_48, adj_47, adj_48);
        wp::adj_normalize(var_46, var_47, adj_46, adj_47);
        wp::adj_vec_t(var_45, var_7, adj_45, adj_7, adj_46);
        // adj: v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                  <L 11>
        wp::adj_copy(var_7, adj_7, adj_43);
        // adj: v3 = v2                                                                           <L 12>
        wp::adj_add(var_33, var_41, adj_33, adj_41, adj_42);
        wp::adj_mul(var_39, var_40, adj_39, adj_40, adj_41);
        wp::adj_normalize(var_38, var_39, adj_38, adj_39);
        wp::adj_normalize(var_37, var_38, adj_37, adj_38);
        wp::adj_vec_t(var_36, var_7, adj_36, adj_7, adj_37);
        // adj: v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                  <L 11>
        wp::adj_copy(var_7, adj_7, adj_34);
        // adj: v3 = v2                                                                           <L 12>
        wp::adj_add(var_24, var_32, adj_24, adj_32, adj_33);
        wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
        wp::adj_normalize(var_29, var_30, adj_29, adj_30);
        wp::adj_normalize(var_28, var_29, adj_28, adj_29);
        wp::adj_vec_t(var_27, var_7, adj_27, adj_7, adj_28);
        // adj: v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                  <L 11>
        wp::adj_copy(var_7, adj_7, adj_25);
        // adj: v3 = v2                                                                           <L 12>
        wp::adj_add(var_15, var_23, adj_15, adj_23, adj_24);
        wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_normalize(var_20, var_21, adj_20, adj_21);
        wp::adj_normalize(var_19, var_20, adj_19, adj_20);
        wp::adj_vec_t(var_18, var_7, adj_18, adj_7, adj_19);
        // adj: v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                  <L 11>
        wp::adj_copy(var_7, adj_7, adj_16);
        // adj: v3 = v2                                                                           <L 12>
        wp::adj_add(var_5, var_14, adj_5, adj_14, adj_15);
        wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_normalize(var_11, var_12, adj_11, adj_12);
        wp::adj_normalize(var_10, var_11, adj_10, adj_11);
        wp::adj_vec_t(var_9, var_7, adj_9, adj_7, adj_10);
        // adj: v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33                  <L 11>
        // adj: for j1 in range(5):                                                               <L 10>
        wp::adj_float(var_0, adj_0, adj_7);
        // adj: v2 = float(tid)                                                                   <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def nested_loop_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):  <L 5>
        continue;
    }
}

