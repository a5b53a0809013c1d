// Generated for case static-000022 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void static_000022_121484f9_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
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
        const wp::int32 var_4 = 0;
        const wp::float32 var_5 = -0.96;
        const wp::float32 var_6 = 0.43;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 1;
        const wp::float32 var_13 = -0.96;
        const wp::float32 var_14 = 0.43;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 3.8;
        wp::float32 var_18;
        wp::float32 var_19;
        const bool var_20 = true;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.25;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 1;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 2.5;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 2;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 3.75;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.7;
        const wp::float32 var_44 = 1.83;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 1.0;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = 1.0;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 0.42;
        wp::float32 var_57;
        wp::float32 var_58;
        //---------
        // forward
        // def static_000022(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 11>
        // tid = wp.tid()                                                                         <L 12>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 13>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for u1 in range(wp.static(K0)):                                                        <L 14>
        // v0 = v0 + wp.sin(wp.clamp(v0, -0.96, 0.43)) * wp.static(float(u1 + 1) * 1.9)           <L 15>
        var_7 = wp::clamp(var_2, var_5, var_6);
        var_8 = wp::sin(var_7);
        var_10 = wp::mul(var_8, var_9);
        var_11 = wp::add(var_2, var_10);
        var_15 = wp::clamp(var_11, var_13, var_14);
        var_16 = wp::sin(var_15);
        var_18 = wp::mul(var_16, var_17);
        var_19 = wp::add(var_11, var_18);
        // if wp.static(K0 % 2 == 0):                                                             <L 16>
        // v0 = v0 + wp.tanh(wp.sign(wp.sign(v0)))                                                <L 17>
        var_21 = wp::sign(var_19);
        var_22 = wp::sign(var_21);
        var_23 = wp::tanh(var_22);
        var_24 = wp::add(var_19, var_23);
        // for u3 in range(wp.static(K0 + 1)):                                                    <L 22>
        // v0 = v0 + wp.sin((v0 * v0)) * wp.static(float(u3 + 1) * 1.25)                          <L 23>
        var_26 = wp::mul(var_24, var_24);
        var_27 = wp::sin(var_26);
        var_29 = wp::mul(var_27, var_28);
        var_30 = wp::add(var_24, var_29);
        var_32 = wp::mul(var_30, var_30);
        var_33 = wp::sin(var_32);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::add(var_30, var_35);
        var_38 = wp::mul(var_36, var_36);
        var_39 = wp::sin(var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_36, var_41);
        // out0[tid] = v0 + C3 * 1.83                                                             <L 24>
        var_45 = wp::mul(var_43, var_44);
        var_46 = wp::add(var_42, var_45);
        wp::array_store(var_out0, var_0, var_46);
        // out1[tid] = v0 + ((v0 * v0) / (wp.abs((v0 / (wp.abs(v0) + 1.0))) + 1.0)) * 0.42        <L 25>
        var_47 = wp::mul(var_42, var_42);
        var_48 = wp::abs(var_42);
        var_50 = wp::add(var_48, var_49);
        var_51 = wp::div(var_42, var_50);
        var_52 = wp::abs(var_51);
        var_54 = wp::add(var_52, var_53);
        var_55 = wp::div(var_47, var_54);
        var_57 = wp::mul(var_55, var_56);
        var_58 = wp::add(var_42, var_57);
        wp::array_store(var_out1, var_0, var_58);
    }
}



extern "C" __global__ void static_000022_121484f9_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
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
        const wp::int32 var_4 = 0;
        const wp::float32 var_5 = -0.96;
        const wp::float32 var_6 = 0.43;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 1;
        const wp::float32 var_13 = -0.96;
        const wp::float32 var_14 = 0.43;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 3.8;
        wp::float32 var_18;
        wp::float32 var_19;
        const bool var_20 = true;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.25;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 1;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 2.5;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 2;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 3.75;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.7;
        const wp::float32 var_44 = 1.83;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 1.0;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = 1.0;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 0.42;
        wp::float32 var_57;
        wp::float32 var_58;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        bool adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
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
        //---------
        // forward
        // def static_000022(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 11>
        // tid = wp.tid()                                                                         <L 12>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 13>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for u1 in range(wp.static(K0)):                                                        <L 14>
        // v0 = v0 + wp.sin(wp.clamp(v0, -0.96, 0.43)) * wp.static(float(u1 + 1) * 1.9)           <L 15>
        var_7 = wp::clamp(var_2, var_5, var_6);
        var_8 = wp::sin(var_7);
        var_10 = wp::mul(var_8, var_9);
        var_11 = wp::add(var_2, var_10);
        var_15 = wp::clamp(var_11, var_13, var_14);
        var_16 = wp::sin(var_15);
        var_18 = wp::mul(var_16, var_17);
        var_19 = wp::add(var_11, var_18);
        // if wp.static(K0 % 2 == 0):                                                             <L 16>
        // v0 = v0 + wp.tanh(wp.sign(wp.sign(v0)))                                                <L 17>
        var_21 = wp::sign(var_19);
        var_22 = wp::sign(var_21);
        var_23 = wp::tanh(var_22);
        var_24 = wp::add(var_19, var_23);
        // for u3 in range(wp.static(K0 + 1)):                                                    <L 22>
        // v0 = v0 + wp.sin((v0 * v0)) * wp.static(float(u3 + 1) * 1.25)                          <L 23>
        var_26 = wp::mul(var_24, var_24);
        var_27 = wp::sin(var_26);
        var_29 = wp::mul(var_27, var_28);
        var_30 = wp::add(var_24, var_29);
        var_32 = wp::mul(var_30, var_30);
        var_33 = wp::sin(var_32);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::add(var_30, var_35);
        var_38 = wp::mul(var_36, var_36);
        var_39 = wp::sin(var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_36, var_41);
        // out0[tid] = v0 + C3 * 1.83                                                             <L 24>
        var_45 = wp::mul(var_43, var_44);
        var_46 = wp::add(var_42, var_45);
        // wp::array_store(var_out0, var_0, var_46);
        // out1[tid] = v0 + ((v0 * v0) / (wp.abs((v0 / (wp.abs(v0) + 1.0))) + 1.0)) * 0.42        <L 25>
        var_47 = wp::mul(var_42, var_42);
        var_48 = wp::abs(var_42);
        var_50 = wp::add(var_48, var_49);
        var_51 = wp::div(var_42, var_50);
        var_52 = wp::abs(var_51);
        var_54 = wp::add(var_52, var_53);
        var_55 = wp::div(var_47, var_54);
        var_57 = wp::mul(var_55, var_56);
        var_58 = wp::add(var_42, var_57);
        // wp::array_store(var_out1, var_0, var_58);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_58, adj_out1, adj_0, adj_58);
        wp::adj_add(var_42, var_57, adj_42, adj_57, adj_58);
        wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
        wp::adj_div(var_47, var_54, var_55, adj_47, adj_54, adj_55);
        wp::adj_add(var_52, var_53, adj_52, adj_53, adj_54);
        wp::adj_abs(var_51, adj_51, adj_52);
        wp::adj_div(var_42, var_50, var_51, adj_42, adj_50, adj_51);
        wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_abs(var_42, adj_42, adj_48);
        wp::adj_mul(var_42, var_42, adj_42, adj_42, adj_47);
        // adj: out1[tid] = v0 + ((v0 * v0) / (wp.abs((v0 / (wp.abs(v0) + 1.0))) + 1.0)) * 0.42   <L 25>
        wp::adj_array_store(var_out0, var_0, var_46, adj_out0, adj_0, adj_46);
        wp::adj_add(var_42, var_45, adj_42, adj_45, adj_46);
        wp::adj_mul(var_43, var_44, adj_43, adj_44, adj_45);
        // adj: out0[tid] = v0 + C3 * 1.83                                                        <L 24>
        wp::adj_add(var_36, var_41, adj_36, adj_41, adj_42);
        wp::adj_mul(var_39, var_40, adj_39, adj_40, adj_41);
        wp::adj_sin(var_38, adj_38, adj_39);
        wp::adj_mul(var_36, var_36, adj_36, adj_36, adj_38);
        wp::adj_add(var_30, var_35, adj_30, adj_35, adj_36);
        wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_sin(var_32, adj_32, adj_33);
        wp::adj_mul(var_30, var_30, adj_30, adj_30, adj_32);
        wp::adj_add(var_24, var_29, adj_24, adj_29, adj_30);
        wp::adj_mul(var_27, var_28, adj_27, adj_28, adj_29);
        wp::adj_sin(var_26, adj_26, adj_27);
        wp::adj_mul(var_24, var_24, adj_24, adj_24, adj_26);
        // adj: v0 = v0 + wp.sin((v0 * v0)) * wp.static(float(u3 + 1) * 1.25)                     <L 23>
        // adj: for u3 in range(wp.static(K0 + 1)):                                               <L 22>
        wp::adj_add(var_19, var_23, adj_19, adj_23, adj_24);
        wp::adj_tanh(var_22, var_23, adj_22, adj_23);
        // adj: v0 = v0 + wp.tanh(wp.sign(wp.sign(v0)))                                           <L 17>
        // adj: if wp.static(K0 % 2 == 0):                                                        <L 16>
        wp::adj_add(var_11, var_18, adj_11, adj_18, adj_19);
        wp::adj_mul(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_sin(var_15, adj_15, adj_16);
        wp::adj_clamp(var_11, var_13, var_14, adj_11, adj_13, adj_14, adj_15);
        wp::adj_add(var_2, var_10, adj_2, adj_10, adj_11);
        wp::adj_mul(var_8, var_9, adj_8, adj_9, adj_10);
        wp::adj_sin(var_7, adj_7, adj_8);
        wp::adj_clamp(var_2, var_5, var_6, adj_2, adj_5, adj_6, adj_7);
        // adj: v0 = v0 + wp.sin(wp.clamp(v0, -0.96, 0.43)) * wp.static(float(u1 + 1) * 1.9)      <L 15>
        // adj: for u1 in range(wp.static(K0)):                                                   <L 14>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 13>
        // adj: tid = wp.tid()                                                                    <L 12>
        // adj: def static_000022(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 11>
        continue;
    }
}

