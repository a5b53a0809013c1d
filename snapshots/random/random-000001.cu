// Generated for case random-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void random_000001_55ad530a_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::vec_t<3, wp::float32> var_s0,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> var_out0,
    wp::int32 var_num_items)
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
        bool var_3;
        const wp::float32 var_4 = 0.0;
        wp::float32 var_5;
        const wp::int32 var_6 = 2946;
        const wp::int32 var_7 = 2;
        wp::int32 var_8;
        wp::int32 var_9;
        const wp::int32 var_10 = 2;
        wp::int32 var_11;
        wp::int32 var_12;
        wp::uint32 var_13;
        wp::float32* var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32* var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32* var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        bool var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -1.45;
        bool var_32;
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
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.78;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        //---------
        // forward
        // def random_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], s0: wp.vec3, acc0: wp.array[float], out0: wp.array3d[float], num_items: int):       <L 7>
        // i, j, k = wp.tid()  # thread index                                                     <L 9>
        builtin_tid3d(var_0, var_1, var_2);
        // if i >= num_items:                                                                     <L 10>
        var_3 = (var_0 >= var_num_items);
        if (var_3) {
            // return  # out of bounds                                                            <L 11>
            continue;
        }
        // v6 = float(0.0)                                                                        <L 12>
        var_5 = wp::float(var_4);
        // state = wp.rand_init(2946, ((i) * 2 + j) * 2 + k)                                      <L 13>
        var_8 = wp::mul(var_0, var_7);
        var_9 = wp::add(var_8, var_1);
        var_11 = wp::mul(var_9, var_10);
        var_12 = wp::add(var_11, var_2);
        var_13 = wp::rand_init(var_6, var_12);
        // v0 = x0[i, j, k]                                                                       <L 14>
        var_14 = wp::address(var_x0, var_0, var_1, var_2);
        var_16 = wp::load(var_14);
        var_15 = wp::copy(var_16);
        // v1 = x1[i, j, k]                                                                       <L 15>
        var_17 = wp::address(var_x1, var_0, var_1, var_2);
        var_19 = wp::load(var_17);
        var_18 = wp::copy(var_19);
        // v2 = x2[i, j, k]                                                                       <L 16>
        var_20 = wp::address(var_x2, var_0, var_1, var_2);
        var_22 = wp::load(var_20);
        var_21 = wp::copy(var_22);
        // v3 = v2                                                                                <L 17>
        var_23 = wp::copy(var_21);
        // if v2 < wp.randn(state):                                                               <L 18>
        var_24 = wp::randn(var_13);
        var_25 = (var_21 < var_24);
        if (var_25) {
            // v1 += wp.tanh(wp.length_sq(s0))                                                    <L 19>
            var_26 = wp::length_sq(var_s0);
            var_27 = wp::tanh(var_26);
            var_28 = wp::add(var_18, var_27);
            // v4 = wp.trunc(v2)                                                                  <L 20>
            var_29 = wp::trunc(var_21);
            // v6 += v4                                                                           <L 21>
            var_30 = wp::add(var_5, var_29);
            // v5 = wp.where(v3 >= -1.45, s0, s0)                                                 <L 22>
            var_32 = (var_23 >= var_31);
            var_33 = wp::where(var_32, var_s0, var_s0);
            // v6 += v5[0] + v5[1] + v5[2]                                                        <L 23>
            var_35 = wp::extract(var_33, var_34);
            var_37 = wp::extract(var_33, var_36);
            var_38 = wp::add(var_35, var_37);
            var_40 = wp::extract(var_33, var_39);
            var_41 = wp::add(var_38, var_40);
            var_42 = wp::add(var_30, var_41);
        }
        var_43 = wp::where(var_25, var_42, var_5);
        var_44 = wp::where(var_25, var_28, var_18);
        // out0[i, j, k] = v1 + v2 + v3 + v0 * 1.78 + v6                                          <L 25>
        var_45 = wp::add(var_44, var_21);
        var_46 = wp::add(var_45, var_23);
        var_48 = wp::mul(var_15, var_47);
        var_49 = wp::add(var_46, var_48);
        var_50 = wp::add(var_49, var_43);
        wp::array_store(var_out0, var_0, var_1, var_2, var_50);
    }
}

