// Generated for case generic-000000 with warp-lang 1.19.0. Do not edit.
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


// generic-000000.py:0
static CUDA_CALLABLE wp::float64 generic_000000_f0_0(
    wp::float64 var_p0)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::vec_t<3, wp::float64> var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    //---------
    // forward
    // def generic_000000_f0(p0: Any):                                                        <L 1>
    // v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))       <L 2>
    var_0 = -0.59;
    var_1 = -1.43;
    var_2 = -0.7;
    var_3 = wp::vec_t<3, wp::float64>(var_0, var_1, var_2);
    var_4 = 1.5;
    var_5 = 1.97;
    var_6 = -1.3;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = wp::abs(var_p0);
    var_9 = 1.0;
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_7, var_10);
    var_12 = wp::dot(var_3, var_11);
    var_13 = wp::neg(var_12);
    // return (p0 - (v0 + v0))                                                                <L 3>
    var_14 = wp::add(var_13, var_13);
    var_15 = wp::sub(var_p0, var_14);
    return var_15;
}


// generic-000000.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float64> generic_000000_f1_0(
    wp::float64 var_p0,
    wp::vec_t<3, wp::float64> var_p1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float64> var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::vec_t<3, wp::float64> var_13;
    //---------
    // forward
    // def generic_000000_f1(p0: Any, p1: Any):                                               <L 1>
    // v1 = p1                                                                                <L 2>
    var_0 = wp::copy(var_p1);
    // v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))                            <L 3>
    var_1 = wp::dot(var_p1, var_0);
    var_2 = wp::sub(var_1, var_p0);
    var_3 = wp::abs(var_2);
    var_4 = 0.5;
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::sqrt(var_5);
    // v3 = (wp.length((p1 - p1)) - (v2 - (p0 * v2)))                                         <L 4>
    var_7 = wp::sub(var_p1, var_p1);
    var_8 = wp::length(var_7);
    var_9 = wp::mul(var_p0, var_6);
    var_10 = wp::sub(var_6, var_9);
    var_11 = wp::sub(var_8, var_10);
    // return wp.vector(p0, v3, wp.dot(p1, p1))                                               <L 5>
    var_12 = wp::dot(var_p1, var_p1);
    var_13 = wp::vec_t<3, wp::float64>(var_p0, var_11, var_12);
    return var_13;
}


// generic-000000.py:0
static CUDA_CALLABLE wp::float64 generic_000000_f2_0(
    wp::float64 var_p0)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::float64 var_7;
    wp::float64 var_8;
    wp::vec_t<3, wp::float64> var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    //---------
    // forward
    // def generic_000000_f2(p0: Any):                                                        <L 1>
    // v4 = p0                                                                                <L 2>
    var_0 = wp::copy(var_p0);
    // v5 = (generic_000000_f0(wp.tanh(p0)) - generic_000000_f0(generic_000000_f0(p0)))       <L 3>
    var_1 = wp::tanh(var_p0);
    var_2 = generic_000000_f0_0(var_1);
    var_3 = generic_000000_f0_0(var_p0);
    var_4 = generic_000000_f0_0(var_3);
    var_5 = wp::sub(var_2, var_4);
    // return wp.erf(wp.length(wp.vector(type(p0)(1.015), type(p0)(-0.915), type(p0)(-0.883))))       <L 4>
    var_6 = 1.015;
    var_7 = -0.915;
    var_8 = -0.883;
    var_9 = wp::vec_t<3, wp::float64>(var_6, var_7, var_8);
    var_10 = wp::length(var_9);
    var_11 = wp::erf(var_10);
    return var_11;
}


// generic-000000.py:0
static CUDA_CALLABLE void adj_generic_000000_f0_0(
    wp::float64 var_p0,
    wp::float64 & adj_p0,
    wp::float64 & adj_ret)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::vec_t<3, wp::float64> var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    //---------
    // dual vars
    wp::float64 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::vec_t<3, wp::float64> adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::vec_t<3, wp::float64> adj_7 = {};
    wp::float64 adj_8 = {};
    wp::float64 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::vec_t<3, wp::float64> adj_11 = {};
    wp::float64 adj_12 = {};
    wp::float64 adj_13 = {};
    wp::float64 adj_14 = {};
    wp::float64 adj_15 = {};
    //---------
    // forward
    // def generic_000000_f0(p0: Any):                                                        <L 1>
    // v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))       <L 2>
    var_0 = -0.59;
    var_1 = -1.43;
    var_2 = -0.7;
    var_3 = wp::vec_t<3, wp::float64>(var_0, var_1, var_2);
    var_4 = 1.5;
    var_5 = 1.97;
    var_6 = -1.3;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = wp::abs(var_p0);
    var_9 = 1.0;
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_7, var_10);
    var_12 = wp::dot(var_3, var_11);
    var_13 = wp::neg(var_12);
    // return (p0 - (v0 + v0))                                                                <L 3>
    var_14 = wp::add(var_13, var_13);
    var_15 = wp::sub(var_p0, var_14);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_15 += adj_ret;
    wp::adj_sub(var_p0, var_14, adj_p0, adj_14, adj_15);
    wp::adj_add(var_13, var_13, adj_13, adj_13, adj_14);
    // adj: return (p0 - (v0 + v0))                                                           <L 3>
    wp::adj_neg(var_12, adj_12, adj_13);
    wp::adj_dot(var_3, var_11, adj_3, adj_11, adj_12);
    wp::adj_div(var_7, var_10, adj_7, adj_10, adj_11);
    wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_abs(var_p0, adj_p0, adj_8);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))  <L 2>
    // adj: def generic_000000_f0(p0: Any):                                                   <L 1>
    return;
}


// generic-000000.py:0
static CUDA_CALLABLE void adj_generic_000000_f1_0(
    wp::float64 var_p0,
    wp::vec_t<3, wp::float64> var_p1,
    wp::float64 & adj_p0,
    wp::vec_t<3, wp::float64> & adj_p1,
    wp::vec_t<3, wp::float64> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float64> var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::vec_t<3, wp::float64> var_13;
    //---------
    // dual vars
    wp::vec_t<3, wp::float64> adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::float64 adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::vec_t<3, wp::float64> adj_7 = {};
    wp::float64 adj_8 = {};
    wp::float64 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::float64 adj_11 = {};
    wp::float64 adj_12 = {};
    wp::vec_t<3, wp::float64> adj_13 = {};
    //---------
    // forward
    // def generic_000000_f1(p0: Any, p1: Any):                                               <L 1>
    // v1 = p1                                                                                <L 2>
    var_0 = wp::copy(var_p1);
    // v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))                            <L 3>
    var_1 = wp::dot(var_p1, var_0);
    var_2 = wp::sub(var_1, var_p0);
    var_3 = wp::abs(var_2);
    var_4 = 0.5;
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::sqrt(var_5);
    // v3 = (wp.length((p1 - p1)) - (v2 - (p0 * v2)))                                         <L 4>
    var_7 = wp::sub(var_p1, var_p1);
    var_8 = wp::length(var_7);
    var_9 = wp::mul(var_p0, var_6);
    var_10 = wp::sub(var_6, var_9);
    var_11 = wp::sub(var_8, var_10);
    // return wp.vector(p0, v3, wp.dot(p1, p1))                                               <L 5>
    var_12 = wp::dot(var_p1, var_p1);
    var_13 = wp::vec_t<3, wp::float64>(var_p0, var_11, var_12);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_13 += adj_ret;
    wp::adj_vec_t(var_p0, var_11, var_12, adj_p0, adj_11, adj_12, adj_13);
    wp::adj_dot(var_p1, var_p1, adj_p1, adj_p1, adj_12);
    // adj: return wp.vector(p0, v3, wp.dot(p1, p1))                                          <L 5>
    wp::adj_sub(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_sub(var_6, var_9, adj_6, adj_9, adj_10);
    wp::adj_mul(var_p0, var_6, adj_p0, adj_6, adj_9);
    wp::adj_length(var_7, var_8, adj_7, adj_8);
    wp::adj_sub(var_p1, var_p1, adj_p1, adj_p1, adj_7);
    // adj: v3 = (wp.length((p1 - p1)) - (v2 - (p0 * v2)))                                    <L 4>
    wp::adj_sqrt(var_5, var_6, adj_5, adj_6);
    wp::adj_add(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_abs(var_2, adj_2, adj_3);
    wp::adj_sub(var_1, var_p0, adj_1, adj_p0, adj_2);
    wp::adj_dot(var_p1, var_0, adj_p1, adj_0, adj_1);
    // adj: v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))                       <L 3>
    wp::adj_copy(var_p1, adj_p1, adj_0);
    // adj: v1 = p1                                                                           <L 2>
    // adj: def generic_000000_f1(p0: Any, p1: Any):                                          <L 1>
    return;
}


// generic-000000.py:0
static CUDA_CALLABLE void adj_generic_000000_f2_0(
    wp::float64 var_p0,
    wp::float64 & adj_p0,
    wp::float64 & adj_ret)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::float64 var_7;
    wp::float64 var_8;
    wp::vec_t<3, wp::float64> var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    //---------
    // dual vars
    wp::float64 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::float64 adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::float64 adj_7 = {};
    wp::float64 adj_8 = {};
    wp::vec_t<3, wp::float64> adj_9 = {};
    wp::float64 adj_10 = {};
    wp::float64 adj_11 = {};
    //---------
    // forward
    // def generic_000000_f2(p0: Any):                                                        <L 1>
    // v4 = p0                                                                                <L 2>
    var_0 = wp::copy(var_p0);
    // v5 = (generic_000000_f0(wp.tanh(p0)) - generic_000000_f0(generic_000000_f0(p0)))       <L 3>
    var_1 = wp::tanh(var_p0);
    var_2 = generic_000000_f0_0(var_1);
    var_3 = generic_000000_f0_0(var_p0);
    var_4 = generic_000000_f0_0(var_3);
    var_5 = wp::sub(var_2, var_4);
    // return wp.erf(wp.length(wp.vector(type(p0)(1.015), type(p0)(-0.915), type(p0)(-0.883))))       <L 4>
    var_6 = 1.015;
    var_7 = -0.915;
    var_8 = -0.883;
    var_9 = wp::vec_t<3, wp::float64>(var_6, var_7, var_8);
    var_10 = wp::length(var_9);
    var_11 = wp::erf(var_10);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_11 += adj_ret;
    wp::adj_erf(var_10, adj_10, adj_11);
    wp::adj_length(var_9, var_10, adj_9, adj_10);
    wp::adj_vec_t(var_6, var_7, var_8, adj_6, adj_7, adj_8, adj_9);
    // adj: return wp.erf(wp.length(wp.vector(type(p0)(1.015), type(p0)(-0.915), type(p0)(-0.883))))  <L 4>
    wp::adj_sub(var_2, var_4, adj_2, adj_4, adj_5);
    adj_generic_000000_f0_0(var_3, adj_3, adj_4);
    adj_generic_000000_f0_0(var_p0, adj_p0, adj_3);
    adj_generic_000000_f0_0(var_1, adj_1, adj_2);
    wp::adj_tanh(var_p0, var_1, adj_p0, adj_1);
    // adj: v5 = (generic_000000_f0(wp.tanh(p0)) - generic_000000_f0(generic_000000_f0(p0)))  <L 3>
    wp::adj_copy(var_p0, adj_p0, adj_0);
    // adj: v4 = p0                                                                           <L 2>
    // adj: def generic_000000_f2(p0: Any):                                                   <L 1>
    return;
}



extern "C" __global__ void generic_000000_t_0e79f3c4_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float64 var_s0,
    wp::array_t<wp::vec_t<3, wp::float64>> var_x0,
    wp::array_t<wp::float64> var_out0,
    wp::array_t<wp::vec_t<3, wp::float64>> var_out1)
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
        wp::vec_t<3, wp::float64>* var_1;
        wp::vec_t<3, wp::float64> var_2;
        wp::vec_t<3, wp::float64> var_3;
        wp::vec_t<3, wp::float64> var_4;
        wp::float64 var_5;
        wp::float64 var_6;
        wp::float64 var_7;
        wp::float64 var_8;
        wp::float64 var_9;
        wp::float64 var_10;
        wp::float64 var_11;
        wp::float64 var_12;
        wp::float64 var_13;
        wp::float64 var_14;
        wp::float64 var_15;
        wp::float64 var_16;
        wp::vec_t<3, wp::float64> var_17;
        wp::vec_t<3, wp::float64> var_18;
        wp::float64 var_19;
        wp::float64 var_20;
        wp::float64 var_21;
        wp::float64 var_22;
        wp::float64 var_23;
        wp::vec_t<3, wp::float64> var_24;
        wp::float64 var_25;
        wp::float64 var_26;
        wp::float64 var_27;
        wp::float64 var_28;
        wp::vec_t<3, wp::float64> var_29;
        wp::vec_t<3, wp::float64> var_30;
        wp::float64 var_31;
        wp::vec_t<3, wp::float64> var_32;
        wp::vec_t<3, wp::float64> var_33;
        //---------
        // forward
        // def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // v6 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v7 = v6                                                                                <L 4>
        var_4 = wp::copy(var_2);
        // v8 = ((s0 * (s0 + s0)) * (wp.lerp(s0, s0, type(s0)(0.25)) * (s0 + type(s0)(0.075))))       <L 5>
        var_5 = wp::add(var_s0, var_s0);
        var_6 = wp::mul(var_s0, var_5);
        var_7 = 0.25;
        var_8 = wp::lerp(var_s0, var_s0, var_7);
        var_9 = 0.075;
        var_10 = wp::add(var_s0, var_9);
        var_11 = wp::mul(var_8, var_10);
        var_12 = wp::mul(var_6, var_11);
        // v9 = generic_000000_f0(wp.atan(type(s0)(0.3)))                                         <L 6>
        var_13 = 0.3;
        var_14 = wp::atan(var_13);
        var_15 = generic_000000_f0_0(var_14);
        // v10 = generic_000000_f1(type(s0)(-1.7), generic_000000_f1(v8, v7))                     <L 7>
        var_16 = -1.7;
        var_17 = generic_000000_f1_0(var_12, var_4);
        var_18 = generic_000000_f1_0(var_16, var_17);
        // v11 = generic_000000_f2(generic_000000_f2(type(s0)(1.575)))                            <L 8>
        var_19 = 1.575;
        var_20 = generic_000000_f2_0(var_19);
        var_21 = generic_000000_f2_0(var_20);
        // out0[tid] = v8 + v9 + v11 + wp.dot(v6, (v10 * v11)) * type(s0)(0.52)                   <L 9>
        var_22 = wp::add(var_12, var_15);
        var_23 = wp::add(var_22, var_21);
        var_24 = wp::mul(var_18, var_21);
        var_25 = wp::dot(var_2, var_24);
        var_26 = 0.52;
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_23, var_27);
        wp::array_store(var_out0, var_0, var_28);
        // out1[tid] = v6 + v7 + v10 + v10 * type(s0)(1.48)                                       <L 10>
        var_29 = wp::add(var_2, var_4);
        var_30 = wp::add(var_29, var_18);
        var_31 = 1.48;
        var_32 = wp::mul(var_18, var_31);
        var_33 = wp::add(var_30, var_32);
        wp::array_store(var_out1, var_0, var_33);
    }
}



extern "C" __global__ void generic_000000_t_0e79f3c4_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::float64 var_s0,
    wp::array_t<wp::vec_t<3, wp::float64>> var_x0,
    wp::array_t<wp::float64> var_out0,
    wp::array_t<wp::vec_t<3, wp::float64>> var_out1,
    wp::float64 adj_s0,
    wp::array_t<wp::vec_t<3, wp::float64>> adj_x0,
    wp::array_t<wp::float64> adj_out0,
    wp::array_t<wp::vec_t<3, wp::float64>> adj_out1)
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
        wp::vec_t<3, wp::float64>* var_1;
        wp::vec_t<3, wp::float64> var_2;
        wp::vec_t<3, wp::float64> var_3;
        wp::vec_t<3, wp::float64> var_4;
        wp::float64 var_5;
        wp::float64 var_6;
        wp::float64 var_7;
        wp::float64 var_8;
        wp::float64 var_9;
        wp::float64 var_10;
        wp::float64 var_11;
        wp::float64 var_12;
        wp::float64 var_13;
        wp::float64 var_14;
        wp::float64 var_15;
        wp::float64 var_16;
        wp::vec_t<3, wp::float64> var_17;
        wp::vec_t<3, wp::float64> var_18;
        wp::float64 var_19;
        wp::float64 var_20;
        wp::float64 var_21;
        wp::float64 var_22;
        wp::float64 var_23;
        wp::vec_t<3, wp::float64> var_24;
        wp::float64 var_25;
        wp::float64 var_26;
        wp::float64 var_27;
        wp::float64 var_28;
        wp::vec_t<3, wp::float64> var_29;
        wp::vec_t<3, wp::float64> var_30;
        wp::float64 var_31;
        wp::vec_t<3, wp::float64> var_32;
        wp::vec_t<3, wp::float64> var_33;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float64> adj_1 = {};
        wp::vec_t<3, wp::float64> adj_2 = {};
        wp::vec_t<3, wp::float64> adj_3 = {};
        wp::vec_t<3, wp::float64> adj_4 = {};
        wp::float64 adj_5 = {};
        wp::float64 adj_6 = {};
        wp::float64 adj_7 = {};
        wp::float64 adj_8 = {};
        wp::float64 adj_9 = {};
        wp::float64 adj_10 = {};
        wp::float64 adj_11 = {};
        wp::float64 adj_12 = {};
        wp::float64 adj_13 = {};
        wp::float64 adj_14 = {};
        wp::float64 adj_15 = {};
        wp::float64 adj_16 = {};
        wp::vec_t<3, wp::float64> adj_17 = {};
        wp::vec_t<3, wp::float64> adj_18 = {};
        wp::float64 adj_19 = {};
        wp::float64 adj_20 = {};
        wp::float64 adj_21 = {};
        wp::float64 adj_22 = {};
        wp::float64 adj_23 = {};
        wp::vec_t<3, wp::float64> adj_24 = {};
        wp::float64 adj_25 = {};
        wp::float64 adj_26 = {};
        wp::float64 adj_27 = {};
        wp::float64 adj_28 = {};
        wp::vec_t<3, wp::float64> adj_29 = {};
        wp::vec_t<3, wp::float64> adj_30 = {};
        wp::float64 adj_31 = {};
        wp::vec_t<3, wp::float64> adj_32 = {};
        wp::vec_t<3, wp::float64> adj_33 = {};
        //---------
        // forward
        // def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // v6 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v7 = v6                                                                                <L 4>
        var_4 = wp::copy(var_2);
        // v8 = ((s0 * (s0 + s0)) * (wp.lerp(s0, s0, type(s0)(0.25)) * (s0 + type(s0)(0.075))))       <L 5>
        var_5 = wp::add(var_s0, var_s0);
        var_6 = wp::mul(var_s0, var_5);
        var_7 = 0.25;
        var_8 = wp::lerp(var_s0, var_s0, var_7);
        var_9 = 0.075;
        var_10 = wp::add(var_s0, var_9);
        var_11 = wp::mul(var_8, var_10);
        var_12 = wp::mul(var_6, var_11);
        // v9 = generic_000000_f0(wp.atan(type(s0)(0.3)))                                         <L 6>
        var_13 = 0.3;
        var_14 = wp::atan(var_13);
        var_15 = generic_000000_f0_0(var_14);
        // v10 = generic_000000_f1(type(s0)(-1.7), generic_000000_f1(v8, v7))                     <L 7>
        var_16 = -1.7;
        var_17 = generic_000000_f1_0(var_12, var_4);
        var_18 = generic_000000_f1_0(var_16, var_17);
        // v11 = generic_000000_f2(generic_000000_f2(type(s0)(1.575)))                            <L 8>
        var_19 = 1.575;
        var_20 = generic_000000_f2_0(var_19);
        var_21 = generic_000000_f2_0(var_20);
        // out0[tid] = v8 + v9 + v11 + wp.dot(v6, (v10 * v11)) * type(s0)(0.52)                   <L 9>
        var_22 = wp::add(var_12, var_15);
        var_23 = wp::add(var_22, var_21);
        var_24 = wp::mul(var_18, var_21);
        var_25 = wp::dot(var_2, var_24);
        var_26 = 0.52;
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_23, var_27);
        // wp::array_store(var_out0, var_0, var_28);
        // out1[tid] = v6 + v7 + v10 + v10 * type(s0)(1.48)                                       <L 10>
        var_29 = wp::add(var_2, var_4);
        var_30 = wp::add(var_29, var_18);
        var_31 = 1.48;
        var_32 = wp::mul(var_18, var_31);
        var_33 = wp::add(var_30, var_32);
        // wp::array_store(var_out1, var_0, var_33);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_33, adj_out1, adj_0, adj_33);
        wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
        wp::adj_mul(var_18, var_31, adj_18, adj_31, adj_32);
        wp::adj_add(var_29, var_18, adj_29, adj_18, adj_30);
        wp::adj_add(var_2, var_4, adj_2, adj_4, adj_29);
        // adj: out1[tid] = v6 + v7 + v10 + v10 * type(s0)(1.48)                                  <L 10>
        wp::adj_array_store(var_out0, var_0, var_28, adj_out0, adj_0, adj_28);
        wp::adj_add(var_23, var_27, adj_23, adj_27, adj_28);
        wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_dot(var_2, var_24, adj_2, adj_24, adj_25);
        wp::adj_mul(var_18, var_21, adj_18, adj_21, adj_24);
        wp::adj_add(var_22, var_21, adj_22, adj_21, adj_23);
        wp::adj_add(var_12, var_15, adj_12, adj_15, adj_22);
        // adj: out0[tid] = v8 + v9 + v11 + wp.dot(v6, (v10 * v11)) * type(s0)(0.52)              <L 9>
        adj_generic_000000_f2_0(var_20, adj_20, adj_21);
        adj_generic_000000_f2_0(var_19, adj_19, adj_20);
        // adj: v11 = generic_000000_f2(generic_000000_f2(type(s0)(1.575)))                       <L 8>
        adj_generic_000000_f1_0(var_16, var_17, adj_16, adj_17, adj_18);
        adj_generic_000000_f1_0(var_12, var_4, adj_12, adj_4, adj_17);
        // adj: v10 = generic_000000_f1(type(s0)(-1.7), generic_000000_f1(v8, v7))                <L 7>
        adj_generic_000000_f0_0(var_14, adj_14, adj_15);
        wp::adj_atan(var_13, adj_13, adj_14);
        // adj: v9 = generic_000000_f0(wp.atan(type(s0)(0.3)))                                    <L 6>
        wp::adj_mul(var_6, var_11, adj_6, adj_11, adj_12);
        wp::adj_mul(var_8, var_10, adj_8, adj_10, adj_11);
        wp::adj_add(var_s0, var_9, adj_s0, adj_9, adj_10);
        wp::adj_lerp(var_s0, var_s0, var_7, adj_s0, adj_s0, adj_7, adj_8);
        wp::adj_mul(var_s0, var_5, adj_s0, adj_5, adj_6);
        wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_5);
        // adj: v8 = ((s0 * (s0 + s0)) * (wp.lerp(s0, s0, type(s0)(0.25)) * (s0 + type(s0)(0.075))))  <L 5>
        wp::adj_copy(var_2, adj_2, adj_4);
        // adj: v7 = v6                                                                           <L 4>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v6 = x0[tid]                                                                      <L 3>
        // adj: tid = wp.tid()                                                                    <L 2>
        // adj: def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):  <L 1>
        continue;
    }
}

