// Generated for case atomic-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void atomic_000001_07bddeca_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_acc0)
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
        bool var_4;
        bool var_5;
        const wp::int32 var_6 = 3;
        wp::int32 var_7;
        const wp::int32 var_8 = 1;
        bool var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 1.0;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        bool var_18;
        bool var_19;
        bool var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.15;
        const wp::float32 var_23 = 0.87;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        const wp::float32 var_29 = 1.029;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        //---------
        // forward
        // def atomic_000001(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):             <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if (v0 > v0) or ((tid) % 3 == 1):                                                      <L 8>
        var_5 = (var_2 > var_2);
        var_4 = var_5;
        if (!var_4) {
            var_7 = wp::mod(var_0, var_6);
            var_9 = (var_7 == var_8);
            var_4 = var_4 || var_9;
        }
        if (var_4) {
            // v0 = v0 + wp.tanh(v0)                                                              <L 9>
            var_10 = wp::tanh(var_2);
            var_11 = wp::add(var_2, var_10);
        }
        var_12 = wp::where(var_4, var_11, var_2);
        // if (v0 / (wp.abs(v0) + 1.0)) <= (v0 * v0):                                             <L 10>
        var_13 = wp::abs(var_12);
        var_15 = wp::add(var_13, var_14);
        var_16 = wp::div(var_12, var_15);
        var_17 = wp::mul(var_12, var_12);
        var_18 = (var_16 <= var_17);
        if (var_18) {
            // v0 = v0 + wp.sin(wp.where(v0 <= v0, wp.where(v0 >= v0, v0, v0), wp.clamp(v0, -0.15, 0.87)))       <L 11>
            var_19 = (var_12 <= var_12);
            var_20 = (var_12 >= var_12);
            var_21 = wp::where(var_20, var_12, var_12);
            var_24 = wp::clamp(var_12, var_22, var_23);
            var_25 = wp::where(var_19, var_21, var_24);
            var_26 = wp::sin(var_25);
            var_27 = wp::add(var_12, var_26);
            // wp.atomic_sub(acc0, 0, wp.abs((v0 + 1.029)))                                       <L 12>
            var_30 = wp::add(var_27, var_29);
            var_31 = wp::abs(var_30);
            var_32 = wp::atomic_sub(var_acc0, var_28, var_31);
        }
        var_33 = wp::where(var_18, var_27, var_12);
    }
}



extern "C" __global__ void atomic_000001_07bddeca_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_acc0)
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
        bool var_4;
        bool var_5;
        const wp::int32 var_6 = 3;
        wp::int32 var_7;
        const wp::int32 var_8 = 1;
        bool var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 1.0;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        bool var_18;
        bool var_19;
        bool var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.15;
        const wp::float32 var_23 = 0.87;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        const wp::float32 var_29 = 1.029;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
        bool adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        bool adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        bool adj_18 = {};
        bool adj_19 = {};
        bool adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        //---------
        // forward
        // def atomic_000001(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):             <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if (v0 > v0) or ((tid) % 3 == 1):                                                      <L 8>
        var_5 = (var_2 > var_2);
        var_4 = var_5;
        if (!var_4) {
            var_7 = wp::mod(var_0, var_6);
            var_9 = (var_7 == var_8);
            var_4 = var_4 || var_9;
        }
        if (var_4) {
            // v0 = v0 + wp.tanh(v0)                                                              <L 9>
            var_10 = wp::tanh(var_2);
            var_11 = wp::add(var_2, var_10);
        }
        var_12 = wp::where(var_4, var_11, var_2);
        // if (v0 / (wp.abs(v0) + 1.0)) <= (v0 * v0):                                             <L 10>
        var_13 = wp::abs(var_12);
        var_15 = wp::add(var_13, var_14);
        var_16 = wp::div(var_12, var_15);
        var_17 = wp::mul(var_12, var_12);
        var_18 = (var_16 <= var_17);
        if (var_18) {
            // v0 = v0 + wp.sin(wp.where(v0 <= v0, wp.where(v0 >= v0, v0, v0), wp.clamp(v0, -0.15, 0.87)))       <L 11>
            var_19 = (var_12 <= var_12);
            var_20 = (var_12 >= var_12);
            var_21 = wp::where(var_20, var_12, var_12);
            var_24 = wp::clamp(var_12, var_22, var_23);
            var_25 = wp::where(var_19, var_21, var_24);
            var_26 = wp::sin(var_25);
            var_27 = wp::add(var_12, var_26);
            // wp.atomic_sub(acc0, 0, wp.abs((v0 + 1.029)))                                       <L 12>
            var_30 = wp::add(var_27, var_29);
            var_31 = wp::abs(var_30);
            // var_32 = wp::atomic_sub(var_acc0, var_28, var_31);
        }
        var_33 = wp::where(var_18, var_27, var_12);
        //---------
        // reverse
        wp::adj_where(var_18, var_27, var_12, adj_18, adj_27, adj_12, adj_33);
        if (var_18) {
            wp::adj_atomic_sub(var_acc0, var_28, var_31, adj_acc0, adj_28, adj_31, adj_32);
            wp::adj_abs(var_30, adj_30, adj_31);
            wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
            // adj: wp.atomic_sub(acc0, 0, wp.abs((v0 + 1.029)))                                  <L 12>
            wp::adj_add(var_12, var_26, adj_12, adj_26, adj_27);
            wp::adj_sin(var_25, adj_25, adj_26);
            wp::adj_where(var_19, var_21, var_24, adj_19, adj_21, adj_24, adj_25);
            wp::adj_clamp(var_12, var_22, var_23, adj_12, adj_22, adj_23, adj_24);
            wp::adj_where(var_20, var_12, var_12, adj_20, adj_12, adj_12, adj_21);
            // adj: v0 = v0 + wp.sin(wp.where(v0 <= v0, wp.where(v0 >= v0, v0, v0), wp.clamp(v0, -0.15, 0.87)))  <L 11>
        }
        wp::adj_mul(var_12, var_12, adj_12, adj_12, adj_17);
        wp::adj_div(var_12, var_15, var_16, adj_12, adj_15, adj_16);
        wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_abs(var_12, adj_12, adj_13);
        // adj: if (v0 / (wp.abs(v0) + 1.0)) <= (v0 * v0):                                        <L 10>
        wp::adj_where(var_4, var_11, var_2, adj_4, adj_11, adj_2, adj_12);
        if (var_4) {
            wp::adj_add(var_2, var_10, adj_2, adj_10, adj_11);
            wp::adj_tanh(var_2, var_10, adj_2, adj_10);
            // adj: v0 = v0 + wp.tanh(v0)                                                         <L 9>
        }
        if (!var_4) {
            wp::adj_mod(var_0, var_6, adj_0, adj_6, adj_7);
        }
        // adj: if (v0 > v0) or ((tid) % 3 == 1):                                                 <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def atomic_000001(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):        <L 5>
        continue;
    }
}

