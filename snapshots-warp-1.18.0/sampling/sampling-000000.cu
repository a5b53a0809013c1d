// Generated for case sampling-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void sampling_000000_b8086b77_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x2,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::float32> var_acc0,
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
        const wp::int32 var_1 = 22251;
        wp::uint32 var_2;
        wp::vec_t<2, wp::float32>* var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32>* var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::vec_t<2, wp::float32> var_8;
        wp::vec_t<2, wp::float32>* var_9;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        const wp::float32 var_12 = -1.165;
        const wp::float32 var_13 = 1.254;
        const wp::float32 var_14 = 1.29;
        wp::vec_t<3, wp::float32> var_15;
        const wp::float32 var_16 = -1.4;
        wp::float32 var_17;
        const wp::int32 var_18 = 0;
        const wp::float32 var_19 = -1.06;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        const wp::float32 var_23 = -1.06;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 2;
        const wp::float32 var_27 = -1.06;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::int32 var_30 = 3;
        const wp::float32 var_31 = -1.06;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 4;
        const wp::float32 var_35 = -1.06;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 0.78;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 0;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 0;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 1;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 2;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = 0.39;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        //---------
        // forward
        // def sampling_000000(x0: wp.array[wp.vec2], x1: wp.array[wp.vec2], x2: wp.array[wp.vec2], cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[float], out1: wp.array[wp.vec2]):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(22251, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = x1[tid]                                                                           <L 9>
        var_6 = wp::address(var_x1, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = x2[tid]                                                                           <L 10>
        var_9 = wp::address(var_x2, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v3 = wp.vec3(-1.165, 1.254, 1.29)                                                      <L 11>
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        // v4 = float(-1.4)                                                                       <L 12>
        var_17 = wp::float(var_16);
        // for j5 in range(5):                                                                    <L 13>
        // v4 += wp.tanh(-1.06)                                                                   <L 14>
        var_20 = wp::tanh(var_19);
        var_21 = wp::add(var_17, var_20);
        var_24 = wp::tanh(var_23);
        var_25 = wp::add(var_21, var_24);
        var_28 = wp::tanh(var_27);
        var_29 = wp::add(var_25, var_28);
        var_32 = wp::tanh(var_31);
        var_33 = wp::add(var_29, var_32);
        var_36 = wp::tanh(var_35);
        var_37 = wp::add(var_33, var_36);
        // v6 = wp.randn(state)                                                                   <L 15>
        var_38 = wp::randn(var_2);
        // out0[tid] = v4 + v6 + v4 * 0.78 + wp.sin(v2[0]) + v3[0] + v3[1] + v3[2]                <L 16>
        var_39 = wp::add(var_37, var_38);
        var_41 = wp::mul(var_37, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_10, var_43);
        var_45 = wp::sin(var_44);
        var_46 = wp::add(var_42, var_45);
        var_48 = wp::extract(var_15, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_15, var_50);
        var_52 = wp::add(var_49, var_51);
        var_54 = wp::extract(var_15, var_53);
        var_55 = wp::add(var_52, var_54);
        wp::array_store(var_out0, var_0, var_55);
        // out1[tid] = v0 + v1 + v2 + v2 * 0.39                                                   <L 17>
        var_56 = wp::add(var_4, var_7);
        var_57 = wp::add(var_56, var_10);
        var_59 = wp::mul(var_10, var_58);
        var_60 = wp::add(var_57, var_59);
        wp::array_store(var_out1, var_0, var_60);
    }
}

