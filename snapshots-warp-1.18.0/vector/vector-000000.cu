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


// warp/_src/math.py:0
static CUDA_CALLABLE wp::float32 norm_pseudo_huber_0(
    wp::vec_t<2, wp::float32> var_v,
    wp::float32 var_delta)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    //---------
    // forward
    // def norm_pseudo_huber(v: Any, delta: float = 1.0) -> float:                            <L 1>
    // a = wp.dot(v, v)                                                                       <L 17>
    var_0 = wp::dot(var_v, var_v);
    // return delta * wp.sqrt(1.0 + a / (delta * delta))                                      <L 18>
    var_2 = wp::mul(var_delta, var_delta);
    var_3 = wp::div(var_0, var_2);
    var_4 = wp::add(var_1, var_3);
    var_5 = wp::sqrt(var_4);
    var_6 = wp::mul(var_delta, var_5);
    return var_6;
}


// warp/_src/math.py:0
static CUDA_CALLABLE void adj_norm_pseudo_huber_0(
    wp::vec_t<2, wp::float32> var_v,
    wp::float32 var_delta,
    wp::vec_t<2, wp::float32> & adj_v,
    wp::float32 & adj_delta,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    //---------
    // forward
    // def norm_pseudo_huber(v: Any, delta: float = 1.0) -> float:                            <L 1>
    // a = wp.dot(v, v)                                                                       <L 17>
    var_0 = wp::dot(var_v, var_v);
    // return delta * wp.sqrt(1.0 + a / (delta * delta))                                      <L 18>
    var_2 = wp::mul(var_delta, var_delta);
    var_3 = wp::div(var_0, var_2);
    var_4 = wp::add(var_1, var_3);
    var_5 = wp::sqrt(var_4);
    var_6 = wp::mul(var_delta, var_5);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_6 += adj_ret;
    wp::adj_mul(var_delta, var_5, adj_delta, adj_5, adj_6);
    wp::adj_sqrt(var_4, var_5, adj_4, adj_5);
    wp::adj_add(var_1, var_3, adj_1, adj_3, adj_4);
    wp::adj_div(var_0, var_2, var_3, adj_0, adj_2, adj_3);
    wp::adj_mul(var_delta, var_delta, adj_delta, adj_delta, adj_2);
    // adj: return delta * wp.sqrt(1.0 + a / (delta * delta))                                 <L 18>
    wp::adj_dot(var_v, var_v, adj_v, adj_v, adj_0);
    // adj: a = wp.dot(v, v)                                                                  <L 17>
    // adj: def norm_pseudo_huber(v: Any, delta: float = 1.0) -> float:                       <L 1>
    return;
}



extern "C" __global__ void vector_000000_5fbb316f_cuda_kernel_forward(
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
        const wp::float32 var_5 = 0.842;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.0;
        wp::float32 var_8;
        wp::vec_t<2, wp::float32> var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        const wp::int32 var_13 = 1;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 1;
        const wp::float32 var_17 = 1.2;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.41;
        wp::vec_t<2, wp::float32> var_26;
        wp::vec_t<2, wp::float32> var_27;
        //---------
        // forward
        // def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 7>
        var_0 = builtin_tid1d();
        // v0 = element_coords[tid]                                                               <L 8>
        var_1 = wp::address(var_element_coords, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v0[0] += wp.sin(wp.norm_pseudo_huber((v0 / (wp.abs(0.842) + 1.0))))                    <L 9>
        var_6 = wp::abs(var_5);
        var_8 = wp::add(var_6, var_7);
        var_9 = wp::div(var_2, var_8);
        var_10 = norm_pseudo_huber_0(var_9, var_11);
        var_12 = wp::sin(var_10);
        wp::add_inplace(var_2, var_4, var_12);
        // v0[1] += wp.sin(float(tid))                                                            <L 10>
        var_14 = wp::float(var_0);
        var_15 = wp::sin(var_14);
        wp::add_inplace(var_2, var_13, var_15);
        // v0[1] += wp.sin(((1.2 * scale) + wp.atan2(scale, wp.abs(scale) + 0.5)))                <L 11>
        var_18 = wp::mul(var_17, var_scale);
        var_19 = wp::abs(var_scale);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::atan2(var_scale, var_21);
        var_23 = wp::add(var_18, var_22);
        var_24 = wp::sin(var_23);
        wp::add_inplace(var_2, var_16, var_24);
        // element_gradients[tid] = v0 + v0 * 0.41                                                <L 13>
        var_26 = wp::mul(var_2, var_25);
        var_27 = wp::add(var_2, var_26);
        wp::array_store(var_element_gradients, var_0, var_27);
    }
}



extern "C" __global__ void vector_000000_5fbb316f_cuda_kernel_backward(
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
        const wp::float32 var_5 = 0.842;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.0;
        wp::float32 var_8;
        wp::vec_t<2, wp::float32> var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        const wp::int32 var_13 = 1;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 1;
        const wp::float32 var_17 = 1.2;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.41;
        wp::vec_t<2, wp::float32> var_26;
        wp::vec_t<2, wp::float32> var_27;
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
        wp::vec_t<2, wp::float32> adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::vec_t<2, wp::float32> adj_26 = {};
        wp::vec_t<2, wp::float32> adj_27 = {};
        //---------
        // forward
        // def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 7>
        var_0 = builtin_tid1d();
        // v0 = element_coords[tid]                                                               <L 8>
        var_1 = wp::address(var_element_coords, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v0[0] += wp.sin(wp.norm_pseudo_huber((v0 / (wp.abs(0.842) + 1.0))))                    <L 9>
        var_6 = wp::abs(var_5);
        var_8 = wp::add(var_6, var_7);
        var_9 = wp::div(var_2, var_8);
        var_10 = norm_pseudo_huber_0(var_9, var_11);
        var_12 = wp::sin(var_10);
        wp::add_inplace(var_2, var_4, var_12);
        // v0[1] += wp.sin(float(tid))                                                            <L 10>
        var_14 = wp::float(var_0);
        var_15 = wp::sin(var_14);
        wp::add_inplace(var_2, var_13, var_15);
        // v0[1] += wp.sin(((1.2 * scale) + wp.atan2(scale, wp.abs(scale) + 0.5)))                <L 11>
        var_18 = wp::mul(var_17, var_scale);
        var_19 = wp::abs(var_scale);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::atan2(var_scale, var_21);
        var_23 = wp::add(var_18, var_22);
        var_24 = wp::sin(var_23);
        wp::add_inplace(var_2, var_16, var_24);
        // element_gradients[tid] = v0 + v0 * 0.41                                                <L 13>
        var_26 = wp::mul(var_2, var_25);
        var_27 = wp::add(var_2, var_26);
        // wp::array_store(var_element_gradients, var_0, var_27);
        //---------
        // reverse
        wp::adj_array_store(var_element_gradients, var_0, var_27, adj_element_gradients, adj_0, adj_27);
        wp::adj_add(var_2, var_26, adj_2, adj_26, adj_27);
        wp::adj_mul(var_2, var_25, adj_2, adj_25, adj_26);
        // adj: element_gradients[tid] = v0 + v0 * 0.41                                           <L 13>
        wp::adj_add_inplace(var_2, var_16, var_24, adj_2, adj_16, adj_24);
        wp::adj_sin(var_23, adj_23, adj_24);
        wp::adj_add(var_18, var_22, adj_18, adj_22, adj_23);
        wp::adj_atan2(var_scale, var_21, adj_scale, adj_21, adj_22);
        wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_abs(var_scale, adj_scale, adj_19);
        wp::adj_mul(var_17, var_scale, adj_17, adj_scale, adj_18);
        // adj: v0[1] += wp.sin(((1.2 * scale) + wp.atan2(scale, wp.abs(scale) + 0.5)))           <L 11>
        wp::adj_add_inplace(var_2, var_13, var_15, adj_2, adj_13, adj_15);
        wp::adj_sin(var_14, adj_14, adj_15);
        wp::adj_float(var_0, adj_0, adj_14);
        // adj: v0[1] += wp.sin(float(tid))                                                       <L 10>
        wp::adj_add_inplace(var_2, var_4, var_12, adj_2, adj_4, adj_12);
        wp::adj_sin(var_10, adj_10, adj_12);
        adj_norm_pseudo_huber_0(var_9, var_11, adj_9, adj_11, adj_10);
        wp::adj_div(var_2, var_8, adj_2, adj_8, adj_9);
        wp::adj_add(var_6, var_7, adj_6, adj_7, adj_8);
        wp::adj_abs(var_5, adj_5, adj_6);
        // adj: v0[0] += wp.sin(wp.norm_pseudo_huber((v0 / (wp.abs(0.842) + 1.0))))               <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_element_coords, var_0, adj_element_coords, adj_0, adj_1);
        // adj: v0 = element_coords[tid]                                                          <L 8>
        // adj: tid = wp.tid()  # this thread's element                                           <L 7>
        // adj: def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):  <L 5>
        continue;
    }
}

