// Generated for case random-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void random_000000_c39416b7_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
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
        const wp::int32 var_1 = 6570;
        wp::uint32 var_2;
        wp::vec_t<3, wp::float32>* var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.9;
        wp::float32 var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        const wp::int32 var_10 = 4;
        wp::int32 var_11;
        wp::shape_t* var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        wp::shape_t var_15;
        wp::int32 var_16;
        wp::vec_t<3, wp::float32>* var_17;
        const wp::float32 var_18 = 1.18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.94;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        //---------
        // forward
        // def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(6570, tid)                                                        <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = float(0.9)                                                                        <L 9>
        var_7 = wp::float(var_6);
        // v2 = v0                                                                                <L 10>
        var_8 = wp::copy(var_4);
        // out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18                               <L 11>
        var_9 = wp::add(var_4, var_8);
        var_11 = wp::add(var_0, var_10);
        var_12 = &(var_x0.shape);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_16 = wp::mod(var_11, var_14);
        var_17 = wp::address(var_x0, var_16);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        var_21 = wp::add(var_9, var_19);
        wp::array_store(var_out0, var_0, var_21);
        // out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])                  <L 12>
        var_22 = wp::sub(var_7, var_7);
        var_23 = wp::randf(var_2);
        var_24 = wp::mul(var_22, var_23);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_7, var_26);
        var_29 = wp::extract(var_4, var_28);
        var_30 = wp::sin(var_29);
        var_31 = wp::add(var_27, var_30);
        wp::array_store(var_out1, var_0, var_31);
    }
}



extern "C" __global__ void random_000000_c39416b7_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
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
        const wp::int32 var_1 = 6570;
        wp::uint32 var_2;
        wp::vec_t<3, wp::float32>* var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.9;
        wp::float32 var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        const wp::int32 var_10 = 4;
        wp::int32 var_11;
        wp::shape_t* var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        wp::shape_t var_15;
        wp::int32 var_16;
        wp::vec_t<3, wp::float32>* var_17;
        const wp::float32 var_18 = 1.18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.94;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::uint32 adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::shape_t adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::shape_t adj_15 = {};
        wp::int32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
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
        //---------
        // forward
        // def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(6570, tid)                                                        <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = float(0.9)                                                                        <L 9>
        var_7 = wp::float(var_6);
        // v2 = v0                                                                                <L 10>
        var_8 = wp::copy(var_4);
        // out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18                               <L 11>
        var_9 = wp::add(var_4, var_8);
        var_11 = wp::add(var_0, var_10);
        var_12 = &(var_x0.shape);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_16 = wp::mod(var_11, var_14);
        var_17 = wp::address(var_x0, var_16);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        var_21 = wp::add(var_9, var_19);
        // wp::array_store(var_out0, var_0, var_21);
        // out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])                  <L 12>
        var_22 = wp::sub(var_7, var_7);
        var_23 = wp::randf(var_2);
        var_24 = wp::mul(var_22, var_23);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_7, var_26);
        var_29 = wp::extract(var_4, var_28);
        var_30 = wp::sin(var_29);
        var_31 = wp::add(var_27, var_30);
        // wp::array_store(var_out1, var_0, var_31);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_31, adj_out1, adj_0, adj_31);
        wp::adj_add(var_27, var_30, adj_27, adj_30, adj_31);
        wp::adj_sin(var_29, adj_29, adj_30);
        wp::adj_extract(var_4, var_28, adj_4, adj_28, adj_29);
        wp::adj_add(var_7, var_26, adj_7, adj_26, adj_27);
        wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_mul(var_22, var_23, adj_22, adj_23, adj_24);
        wp::adj_sub(var_7, var_7, adj_7, adj_7, adj_22);
        // adj: out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])             <L 12>
        wp::adj_array_store(var_out0, var_0, var_21, adj_out0, adj_0, adj_21);
        wp::adj_add(var_9, var_19, adj_9, adj_19, adj_21);
        wp::adj_mul(var_20, var_18, adj_17, adj_18, adj_19);
        wp::adj_address(var_x0, var_16, adj_x0, adj_16, adj_17);
        wp::adj_mod(var_11, var_14, adj_11, adj_14, adj_16);
        adj_x0.shape = adj_12;
        wp::adj_add(var_0, var_10, adj_0, adj_10, adj_11);
        wp::adj_add(var_4, var_8, adj_4, adj_8, adj_9);
        // adj: out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18                          <L 11>
        wp::adj_copy(var_4, adj_4, adj_8);
        // adj: v2 = v0                                                                           <L 10>
        wp::adj_float(var_6, adj_6, adj_7);
        // adj: v1 = float(0.9)                                                                   <L 9>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
        // adj: v0 = x0[tid]                                                                      <L 8>
        // adj: state = wp.rand_init(6570, tid)                                                   <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

