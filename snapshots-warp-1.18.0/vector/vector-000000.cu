// Generated for case vector-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void vector_000000_976e1c6d_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_coords,
    wp::float32 var_scale,
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_gradients)
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
        const wp::int32 var_4 = 0;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.22;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32>* var_13;
        const wp::int32 var_14 = 1;
        wp::float32 var_15;
        //---------
        // forward
        // def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 7>
        var_0 = builtin_tid1d();
        // v0 = element_coords[tid]                                                               <L 8>
        var_1 = wp::address(var_element_coords, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v0[0] *= wp.sin((scale + float(tid)))                                                  <L 9>
        var_5 = wp::extract(var_2, var_4);
        var_6 = wp::float(var_0);
        var_7 = wp::add(var_scale, var_6);
        var_8 = wp::sin(var_7);
        var_9 = wp::mul(var_5, var_8);
        wp::assign_inplace(var_2, var_4, var_9);
        // element_gradients[tid] = v0 + v0 * 1.22                                                <L 10>
        var_11 = wp::mul(var_2, var_10);
        var_12 = wp::add(var_2, var_11);
        wp::array_store(var_element_gradients, var_0, var_12);
        // element_gradients[tid][1] += wp.sin(scale)                                             <L 12>
        var_13 = &(wp::index(var_element_gradients, var_0));
        var_15 = wp::sin(var_scale);
        wp::array_atomic_add_slot(var_element_gradients, var_15, [&](auto& _e) -> auto& { return _e.component_ref(var_14); }, var_0);
    }
}



extern "C" __global__ void vector_000000_976e1c6d_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_coords,
    wp::float32 var_scale,
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_gradients,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_element_coords,
    wp::float32 adj_scale,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_element_gradients)
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
        const wp::int32 var_4 = 0;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.22;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32>* var_13;
        const wp::int32 var_14 = 1;
        wp::float32 var_15;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::int32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<2, wp::float32> adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::vec_t<2, wp::float32> adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        //---------
        // forward
        // def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 7>
        var_0 = builtin_tid1d();
        // v0 = element_coords[tid]                                                               <L 8>
        var_1 = wp::address(var_element_coords, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v0[0] *= wp.sin((scale + float(tid)))                                                  <L 9>
        var_5 = wp::extract(var_2, var_4);
        var_6 = wp::float(var_0);
        var_7 = wp::add(var_scale, var_6);
        var_8 = wp::sin(var_7);
        var_9 = wp::mul(var_5, var_8);
        wp::assign_inplace(var_2, var_4, var_9);
        // element_gradients[tid] = v0 + v0 * 1.22                                                <L 10>
        var_11 = wp::mul(var_2, var_10);
        var_12 = wp::add(var_2, var_11);
        // wp::array_store(var_element_gradients, var_0, var_12);
        // element_gradients[tid][1] += wp.sin(scale)                                             <L 12>
        var_13 = &(wp::index(var_element_gradients, var_0));
        var_15 = wp::sin(var_scale);
        // wp::array_atomic_add_slot(var_element_gradients, var_15, [&](auto& _e) -> auto& { return _e.component_ref(var_14); }, var_0);
        //---------
        // reverse
        wp::adj_array_atomic_add_slot(var_element_gradients, adj_element_gradients, adj_15, [&](auto& _e) -> auto& { return _e.component_ref(var_14); }, var_0);
        wp::adj_sin(var_scale, adj_scale, adj_15);
        // adj: element_gradients[tid][1] += wp.sin(scale)                                        <L 12>
        wp::adj_array_store(var_element_gradients, var_0, var_12, adj_element_gradients, adj_0, adj_12);
        wp::adj_add(var_2, var_11, adj_2, adj_11, adj_12);
        wp::adj_mul(var_2, var_10, adj_2, adj_10, adj_11);
        // adj: element_gradients[tid] = v0 + v0 * 1.22                                           <L 10>
        wp::adj_assign_inplace(var_2, var_4, var_9, adj_2, adj_4, adj_9);
        wp::adj_mul(var_5, var_8, adj_5, adj_8, adj_9);
        wp::adj_sin(var_7, adj_7, adj_8);
        wp::adj_add(var_scale, var_6, adj_scale, adj_6, adj_7);
        wp::adj_float(var_0, adj_0, adj_6);
        wp::adj_extract(var_2, var_4, adj_2, adj_4, adj_5);
        // adj: v0[0] *= wp.sin((scale + float(tid)))                                             <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_element_coords, var_0, adj_element_coords, adj_0, adj_1);
        // adj: v0 = element_coords[tid]                                                          <L 8>
        // adj: tid = wp.tid()  # this thread's element                                           <L 7>
        // adj: def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):  <L 5>
        continue;
    }
}

