// Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
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


// generic-000002.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -1.3;
    wp::float32 var_20;
    const wp::float32 var_21 = 0.0;
    wp::float32 var_22;
    const wp::float32 var_23 = -0.904;
    wp::float32 var_24;
    wp::vec_t<3, wp::float32> var_25;
    const wp::float32 var_26 = -0.267;
    wp::float32 var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    //---------
    // forward
    // def generic_000002_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // v1 = ((wp.vector(p0, p0, v0) / (wp.abs((p0 * v0)) + type(p0)(1.0))) * ((v0 * p0) - (p0 * v0)))       <L 3>
    var_1 = wp::vec_t<3, wp::float32>(var_p0, var_p0, var_0);
    var_2 = wp::mul(var_p0, var_0);
    var_3 = wp::abs(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::add(var_3, var_5);
    var_7 = wp::div(var_1, var_6);
    var_8 = wp::mul(var_0, var_p0);
    var_9 = wp::mul(var_p0, var_0);
    var_10 = wp::sub(var_8, var_9);
    var_11 = wp::mul(var_7, var_10);
    // v2 = ((p0 * (v1 / (wp.abs(p0) + type(p0)(1.0)))) - p1)                                 <L 4>
    var_12 = wp::abs(var_p0);
    var_14 = wp::float32(var_13);
    var_15 = wp::add(var_12, var_14);
    var_16 = wp::div(var_11, var_15);
    var_17 = wp::mul(var_p0, var_16);
    var_18 = wp::sub(var_17, var_p1);
    // return ((wp.vector(type(p0)(-1.3), type(p0)(0.0), type(p0)(-0.904)) * type(p0)(-0.267)) + (v2 * v0))       <L 5>
    var_20 = wp::float32(var_19);
    var_22 = wp::float32(var_21);
    var_24 = wp::float32(var_23);
    var_25 = wp::vec_t<3, wp::float32>(var_20, var_22, var_24);
    var_27 = wp::float32(var_26);
    var_28 = wp::mul(var_25, var_27);
    var_29 = wp::mul(var_18, var_0);
    var_30 = wp::add(var_28, var_29);
    return var_30;
}


// generic-000002.py:0
static CUDA_CALLABLE void adj_generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -1.3;
    wp::float32 var_20;
    const wp::float32 var_21 = 0.0;
    wp::float32 var_22;
    const wp::float32 var_23 = -0.904;
    wp::float32 var_24;
    wp::vec_t<3, wp::float32> var_25;
    const wp::float32 var_26 = -0.267;
    wp::float32 var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    //---------
    // forward
    // def generic_000002_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // v1 = ((wp.vector(p0, p0, v0) / (wp.abs((p0 * v0)) + type(p0)(1.0))) * ((v0 * p0) - (p0 * v0)))       <L 3>
    var_1 = wp::vec_t<3, wp::float32>(var_p0, var_p0, var_0);
    var_2 = wp::mul(var_p0, var_0);
    var_3 = wp::abs(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::add(var_3, var_5);
    var_7 = wp::div(var_1, var_6);
    var_8 = wp::mul(var_0, var_p0);
    var_9 = wp::mul(var_p0, var_0);
    var_10 = wp::sub(var_8, var_9);
    var_11 = wp::mul(var_7, var_10);
    // v2 = ((p0 * (v1 / (wp.abs(p0) + type(p0)(1.0)))) - p1)                                 <L 4>
    var_12 = wp::abs(var_p0);
    var_14 = wp::float32(var_13);
    var_15 = wp::add(var_12, var_14);
    var_16 = wp::div(var_11, var_15);
    var_17 = wp::mul(var_p0, var_16);
    var_18 = wp::sub(var_17, var_p1);
    // return ((wp.vector(type(p0)(-1.3), type(p0)(0.0), type(p0)(-0.904)) * type(p0)(-0.267)) + (v2 * v0))       <L 5>
    var_20 = wp::float32(var_19);
    var_22 = wp::float32(var_21);
    var_24 = wp::float32(var_23);
    var_25 = wp::vec_t<3, wp::float32>(var_20, var_22, var_24);
    var_27 = wp::float32(var_26);
    var_28 = wp::mul(var_25, var_27);
    var_29 = wp::mul(var_18, var_0);
    var_30 = wp::add(var_28, var_29);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_30 += adj_ret;
    wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_mul(var_18, var_0, adj_18, adj_0, adj_29);
    wp::adj_mul(var_25, var_27, adj_25, adj_27, adj_28);
    wp::adj_float32(var_26, adj_26, adj_27);
    wp::adj_vec_t(var_20, var_22, var_24, adj_20, adj_22, adj_24, adj_25);
    wp::adj_float32(var_23, adj_23, adj_24);
    wp::adj_float32(var_21, adj_21, adj_22);
    wp::adj_float32(var_19, adj_19, adj_20);
    // adj: return ((wp.vector(type(p0)(-1.3), type(p0)(0.0), type(p0)(-0.904)) * type(p0)(-0.267)) + (v2 * v0))  <L 5>
    wp::adj_sub(var_17, var_p1, adj_17, adj_p1, adj_18);
    wp::adj_mul(var_p0, var_16, adj_p0, adj_16, adj_17);
    wp::adj_div(var_11, var_15, adj_11, adj_15, adj_16);
    wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
    wp::adj_float32(var_13, adj_13, adj_14);
    wp::adj_abs(var_p0, adj_p0, adj_12);
    // adj: v2 = ((p0 * (v1 / (wp.abs(p0) + type(p0)(1.0)))) - p1)                            <L 4>
    wp::adj_mul(var_7, var_10, adj_7, adj_10, adj_11);
    wp::adj_sub(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_mul(var_p0, var_0, adj_p0, adj_0, adj_9);
    wp::adj_mul(var_0, var_p0, adj_0, adj_p0, adj_8);
    wp::adj_div(var_1, var_6, adj_1, adj_6, adj_7);
    wp::adj_add(var_3, var_5, adj_3, adj_5, adj_6);
    wp::adj_float32(var_4, adj_4, adj_5);
    wp::adj_abs(var_2, adj_2, adj_3);
    wp::adj_mul(var_p0, var_0, adj_p0, adj_0, adj_2);
    wp::adj_vec_t(var_p0, var_p0, var_0, adj_p0, adj_p0, adj_0, adj_1);
    // adj: v1 = ((wp.vector(p0, p0, v0) / (wp.abs((p0 * v0)) + type(p0)(1.0))) * ((v0 * p0) - (p0 * v0)))  <L 3>
    wp::adj_neg(var_p0, adj_p0, adj_0);
    // adj: v0 = -(p0)                                                                        <L 2>
    // adj: def generic_000002_f0(p0: Any, p1: Any):                                          <L 1>
    return;
}



extern "C" __global__ void generic_000002_t_0aca5e4e_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_s0,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.35;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        const wp::float32 var_18 = -0.82;
        wp::float32 var_19;
        const wp::float32 var_20 = -0.4;
        wp::float32 var_21;
        const wp::float32 var_22 = -1.038;
        wp::float32 var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::float32 var_26 = 0.925;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.1;
        wp::float32 var_29;
        const wp::float32 var_30 = -1.442;
        wp::float32 var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 0.6;
        wp::float32 var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        //---------
        // forward
        // def generic_000002_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // v3 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v4 = x1[tid]                                                                           <L 4>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v5 = v4                                                                                <L 5>
        var_7 = wp::copy(var_5);
        // v6 = v4                                                                                <L 6>
        var_8 = wp::copy(var_5);
        // v7 = generic_000002_f0(v3, (s0 * v4))                                                  <L 7>
        var_9 = wp::mul(var_s0, var_5);
        var_10 = generic_000002_f0_0(var_2, var_9);
        // out0[tid] = v3 + s0 + s0 * type(s0)(0.35)                                              <L 8>
        var_11 = wp::add(var_2, var_s0);
        var_13 = wp::float32(var_12);
        var_14 = wp::mul(var_s0, var_13);
        var_15 = wp::add(var_11, var_14);
        wp::array_store(var_out0, var_0, var_15);
        // out1[tid] = v5 + v6 + v7 + ((v6 - wp.vector(type(s0)(-0.82), type(s0)(-0.4), type(s0)(-1.038))) - (wp.vector(type(s0)(0.925), type(s0)(0.1), type(s0)(-1.442)) - v4)) * type(s0)(0.6)       <L 9>
        var_16 = wp::add(var_7, var_8);
        var_17 = wp::add(var_16, var_10);
        var_19 = wp::float32(var_18);
        var_21 = wp::float32(var_20);
        var_23 = wp::float32(var_22);
        var_24 = wp::vec_t<3, wp::float32>(var_19, var_21, var_23);
        var_25 = wp::sub(var_8, var_24);
        var_27 = wp::float32(var_26);
        var_29 = wp::float32(var_28);
        var_31 = wp::float32(var_30);
        var_32 = wp::vec_t<3, wp::float32>(var_27, var_29, var_31);
        var_33 = wp::sub(var_32, var_5);
        var_34 = wp::sub(var_25, var_33);
        var_36 = wp::float32(var_35);
        var_37 = wp::mul(var_34, var_36);
        var_38 = wp::add(var_17, var_37);
        wp::array_store(var_out1, var_0, var_38);
    }
}



extern "C" __global__ void generic_000002_t_0aca5e4e_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_s0,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::float32 adj_s0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.35;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        const wp::float32 var_18 = -0.82;
        wp::float32 var_19;
        const wp::float32 var_20 = -0.4;
        wp::float32 var_21;
        const wp::float32 var_22 = -1.038;
        wp::float32 var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::float32 var_26 = 0.925;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.1;
        wp::float32 var_29;
        const wp::float32 var_30 = -1.442;
        wp::float32 var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 0.6;
        wp::float32 var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        //---------
        // forward
        // def generic_000002_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // v3 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v4 = x1[tid]                                                                           <L 4>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v5 = v4                                                                                <L 5>
        var_7 = wp::copy(var_5);
        // v6 = v4                                                                                <L 6>
        var_8 = wp::copy(var_5);
        // v7 = generic_000002_f0(v3, (s0 * v4))                                                  <L 7>
        var_9 = wp::mul(var_s0, var_5);
        var_10 = generic_000002_f0_0(var_2, var_9);
        // out0[tid] = v3 + s0 + s0 * type(s0)(0.35)                                              <L 8>
        var_11 = wp::add(var_2, var_s0);
        var_13 = wp::float32(var_12);
        var_14 = wp::mul(var_s0, var_13);
        var_15 = wp::add(var_11, var_14);
        // wp::array_store(var_out0, var_0, var_15);
        // out1[tid] = v5 + v6 + v7 + ((v6 - wp.vector(type(s0)(-0.82), type(s0)(-0.4), type(s0)(-1.038))) - (wp.vector(type(s0)(0.925), type(s0)(0.1), type(s0)(-1.442)) - v4)) * type(s0)(0.6)       <L 9>
        var_16 = wp::add(var_7, var_8);
        var_17 = wp::add(var_16, var_10);
        var_19 = wp::float32(var_18);
        var_21 = wp::float32(var_20);
        var_23 = wp::float32(var_22);
        var_24 = wp::vec_t<3, wp::float32>(var_19, var_21, var_23);
        var_25 = wp::sub(var_8, var_24);
        var_27 = wp::float32(var_26);
        var_29 = wp::float32(var_28);
        var_31 = wp::float32(var_30);
        var_32 = wp::vec_t<3, wp::float32>(var_27, var_29, var_31);
        var_33 = wp::sub(var_32, var_5);
        var_34 = wp::sub(var_25, var_33);
        var_36 = wp::float32(var_35);
        var_37 = wp::mul(var_34, var_36);
        var_38 = wp::add(var_17, var_37);
        // wp::array_store(var_out1, var_0, var_38);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_38, adj_out1, adj_0, adj_38);
        wp::adj_add(var_17, var_37, adj_17, adj_37, adj_38);
        wp::adj_mul(var_34, var_36, adj_34, adj_36, adj_37);
        wp::adj_float32(var_35, adj_35, adj_36);
        wp::adj_sub(var_25, var_33, adj_25, adj_33, adj_34);
        wp::adj_sub(var_32, var_5, adj_32, adj_5, adj_33);
        wp::adj_vec_t(var_27, var_29, var_31, adj_27, adj_29, adj_31, adj_32);
        wp::adj_float32(var_30, adj_30, adj_31);
        wp::adj_float32(var_28, adj_28, adj_29);
        wp::adj_float32(var_26, adj_26, adj_27);
        wp::adj_sub(var_8, var_24, adj_8, adj_24, adj_25);
        wp::adj_vec_t(var_19, var_21, var_23, adj_19, adj_21, adj_23, adj_24);
        wp::adj_float32(var_22, adj_22, adj_23);
        wp::adj_float32(var_20, adj_20, adj_21);
        wp::adj_float32(var_18, adj_18, adj_19);
        wp::adj_add(var_16, var_10, adj_16, adj_10, adj_17);
        wp::adj_add(var_7, var_8, adj_7, adj_8, adj_16);
        // adj: out1[tid] = v5 + v6 + v7 + ((v6 - wp.vector(type(s0)(-0.82), type(s0)(-0.4), type(s0)(-1.038))) - (wp.vector(type(s0)(0.925), type(s0)(0.1), type(s0)(-1.442)) - v4)) * type(s0)(0.6)  <L 9>
        wp::adj_array_store(var_out0, var_0, var_15, adj_out0, adj_0, adj_15);
        wp::adj_add(var_11, var_14, adj_11, adj_14, adj_15);
        wp::adj_mul(var_s0, var_13, adj_s0, adj_13, adj_14);
        wp::adj_float32(var_12, adj_12, adj_13);
        wp::adj_add(var_2, var_s0, adj_2, adj_s0, adj_11);
        // adj: out0[tid] = v3 + s0 + s0 * type(s0)(0.35)                                         <L 8>
        adj_generic_000002_f0_0(var_2, var_9, adj_2, adj_9, adj_10);
        wp::adj_mul(var_s0, var_5, adj_s0, adj_5, adj_9);
        // adj: v7 = generic_000002_f0(v3, (s0 * v4))                                             <L 7>
        wp::adj_copy(var_5, adj_5, adj_8);
        // adj: v6 = v4                                                                           <L 6>
        wp::adj_copy(var_5, adj_5, adj_7);
        // adj: v5 = v4                                                                           <L 5>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v4 = x1[tid]                                                                      <L 4>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v3 = x0[tid]                                                                      <L 3>
        // adj: tid = wp.tid()                                                                    <L 2>
        // adj: def generic_000002_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):  <L 1>
        continue;
    }
}

