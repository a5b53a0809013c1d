// Generated for case sampling-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void sampling_000001_d9daa7d2_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::vec_t<3, wp::float32> var_s0,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::int32 var_num_elements)
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
        bool var_1;
        const wp::int32 var_2 = 80985;
        wp::uint32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 0.24;
        wp::uint32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.18;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        //---------
        // forward
        // def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= num_elements:                                                                <L 8>
        var_1 = (var_0 >= var_num_elements);
        if (var_1) {
            // return                                                                             <L 9>
            continue;
        }
        // state = wp.rand_init(80985, tid)                                                       <L 10>
        var_3 = wp::rand_init(var_2, var_0);
        // v0 = x0[tid]                                                                           <L 11>
        var_4 = wp::address(var_x0, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = float(wp.poisson(state, 0.24))                                                    <L 12>
        var_8 = wp::poisson(var_3, var_7);
        var_9 = wp::float(var_8);
        // out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)                                          <L 13>
        var_11 = wp::mul(var_s0, var_10);
        var_12 = wp::add(var_s0, var_11);
        var_13 = wp::add(var_5, var_9);
        var_14 = wp::vec_t<3, wp::float32>(var_13);
        var_15 = wp::add(var_12, var_14);
        wp::array_store(var_out0, var_0, var_15);
    }
}



extern "C" __global__ void sampling_000001_d9daa7d2_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::vec_t<3, wp::float32> var_s0,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::int32 var_num_elements,
    wp::array_t<wp::float32> adj_x0,
    wp::vec_t<3, wp::float32> adj_s0,
    wp::array_t<wp::float32> adj_cdf,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
    wp::int32 adj_num_elements)
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
        bool var_1;
        const wp::int32 var_2 = 80985;
        wp::uint32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 0.24;
        wp::uint32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.18;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        bool adj_1 = {};
        wp::int32 adj_2 = {};
        wp::uint32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::uint32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        //---------
        // forward
        // def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= num_elements:                                                                <L 8>
        var_1 = (var_0 >= var_num_elements);
        if (var_1) {
            // return                                                                             <L 9>
            goto label0;
        }
        // state = wp.rand_init(80985, tid)                                                       <L 10>
        var_3 = wp::rand_init(var_2, var_0);
        // v0 = x0[tid]                                                                           <L 11>
        var_4 = wp::address(var_x0, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = float(wp.poisson(state, 0.24))                                                    <L 12>
        var_8 = wp::poisson(var_3, var_7);
        var_9 = wp::float(var_8);
        // out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)                                          <L 13>
        var_11 = wp::mul(var_s0, var_10);
        var_12 = wp::add(var_s0, var_11);
        var_13 = wp::add(var_5, var_9);
        var_14 = wp::vec_t<3, wp::float32>(var_13);
        var_15 = wp::add(var_12, var_14);
        // wp::array_store(var_out0, var_0, var_15);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_15, adj_out0, adj_0, adj_15);
        wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
        wp::adj_vec_t(var_13, adj_13, adj_14);
        wp::adj_add(var_5, var_9, adj_5, adj_9, adj_13);
        wp::adj_add(var_s0, var_11, adj_s0, adj_11, adj_12);
        wp::adj_mul(var_s0, var_10, adj_s0, adj_10, adj_11);
        // adj: out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)                                     <L 13>
        wp::adj_float(var_8, adj_8, adj_9);
        // adj: v1 = float(wp.poisson(state, 0.24))                                               <L 12>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_4);
        // adj: v0 = x0[tid]                                                                      <L 11>
        // adj: state = wp.rand_init(80985, tid)                                                  <L 10>
        if (var_1) {
            label0:;
            // adj: return                                                                        <L 9>
        }
        // adj: if tid >= num_elements:                                                           <L 8>
        // adj: tid = wp.tid()                                                                    <L 7>
        // adj: def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):  <L 5>
        continue;
    }
}

