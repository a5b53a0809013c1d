// Generated for case generic-000001 with warp-lang 1.18.0. Do not edit.
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


// generic-000001.py:0
static CUDA_CALLABLE wp::float32 generic_000001_f2_0(
    wp::float32 var_p0)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = -0.1;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.47;
    wp::float32 var_4;
    const wp::float32 var_5 = -0.0;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // forward
    // def generic_000001_f2(p0: Any):                                                        <L 1>
    // v5 = wp.sin(p0)                                                                        <L 2>
    var_0 = wp::sin(var_p0);
    // return (wp.vector(type(p0)(-0.1), type(p0)(0.47), type(p0)(-0.0))).x + p0 + v5         <L 3>
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_6 = wp::float32(var_5);
    var_7 = wp::vec_t<3, wp::float32>(var_2, var_4, var_6);
    var_9 = wp::extract(var_7, var_8);
    var_10 = wp::add(var_9, var_p0);
    var_11 = wp::add(var_10, var_0);
    return var_11;
}


// generic-000001.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.28;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.82;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.708;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    //---------
    // forward
    // def generic_000001_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))        <L 2>
    var_1 = wp::float32(var_0);
    var_3 = wp::float32(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    var_7 = wp::normalize(var_6);
    // v1 = (p1 + p1)                                                                         <L 3>
    var_8 = wp::add(var_p1, var_p1);
    // v2 = v1                                                                                <L 4>
    var_9 = wp::copy(var_8);
    // v3 = p1 + v1 + v2                                                                      <L 5>
    var_10 = wp::add(var_p1, var_8);
    var_11 = wp::add(var_10, var_9);
    // return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0)))) + p0 + wp.vector(v3, v3, v3)       <L 6>
    var_12 = wp::normalize(var_7);
    var_13 = wp::abs(var_p1);
    var_15 = wp::float32(var_14);
    var_16 = wp::add(var_13, var_15);
    var_17 = wp::div(var_7, var_16);
    var_18 = wp::add(var_12, var_17);
    var_19 = wp::add(var_18, var_p0);
    var_20 = wp::vec_t<3, wp::float32>(var_11, var_11, var_11);
    var_21 = wp::add(var_19, var_20);
    return var_21;
}


// generic-000001.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000001_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::float32 var_1 = -0.6;
    wp::float32 var_2;
    const wp::float32 var_3 = -0.396;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.233;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any):                                               <L 1>
    // v4 = generic_000001_f0(p0, p1)                                                         <L 2>
    var_0 = generic_000001_f0_0(var_p0, var_p1);
    // return wp.cross(v4, wp.vector(type(p1)(-0.6), type(p1)(-0.396), type(p1)(1.233)))       <L 3>
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_6 = wp::float32(var_5);
    var_7 = wp::vec_t<3, wp::float32>(var_2, var_4, var_6);
    var_8 = wp::cross(var_0, var_7);
    return var_8;
}


// generic-000001.py:0
static CUDA_CALLABLE void adj_generic_000001_f2_0(
    wp::float32 var_p0,
    wp::float32 & adj_p0,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = -0.1;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.47;
    wp::float32 var_4;
    const wp::float32 var_5 = -0.0;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    //---------
    // forward
    // def generic_000001_f2(p0: Any):                                                        <L 1>
    // v5 = wp.sin(p0)                                                                        <L 2>
    var_0 = wp::sin(var_p0);
    // return (wp.vector(type(p0)(-0.1), type(p0)(0.47), type(p0)(-0.0))).x + p0 + v5         <L 3>
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_6 = wp::float32(var_5);
    var_7 = wp::vec_t<3, wp::float32>(var_2, var_4, var_6);
    var_9 = wp::extract(var_7, var_8);
    var_10 = wp::add(var_9, var_p0);
    var_11 = wp::add(var_10, var_0);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_11 += adj_ret;
    wp::adj_add(var_10, var_0, adj_10, adj_0, adj_11);
    wp::adj_add(var_9, var_p0, adj_9, adj_p0, adj_10);
    wp::adj_extract(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_vec_t(var_2, var_4, var_6, adj_2, adj_4, adj_6, adj_7);
    wp::adj_float32(var_5, adj_5, adj_6);
    wp::adj_float32(var_3, adj_3, adj_4);
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: return (wp.vector(type(p0)(-0.1), type(p0)(0.47), type(p0)(-0.0))).x + p0 + v5    <L 3>
    wp::adj_sin(var_p0, adj_p0, adj_0);
    // adj: v5 = wp.sin(p0)                                                                   <L 2>
    // adj: def generic_000001_f2(p0: Any):                                                   <L 1>
    return;
}


// generic-000001.py:0
static CUDA_CALLABLE void adj_generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.28;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.82;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.708;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    //---------
    // forward
    // def generic_000001_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))        <L 2>
    var_1 = wp::float32(var_0);
    var_3 = wp::float32(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    var_7 = wp::normalize(var_6);
    // v1 = (p1 + p1)                                                                         <L 3>
    var_8 = wp::add(var_p1, var_p1);
    // v2 = v1                                                                                <L 4>
    var_9 = wp::copy(var_8);
    // v3 = p1 + v1 + v2                                                                      <L 5>
    var_10 = wp::add(var_p1, var_8);
    var_11 = wp::add(var_10, var_9);
    // return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0)))) + p0 + wp.vector(v3, v3, v3)       <L 6>
    var_12 = wp::normalize(var_7);
    var_13 = wp::abs(var_p1);
    var_15 = wp::float32(var_14);
    var_16 = wp::add(var_13, var_15);
    var_17 = wp::div(var_7, var_16);
    var_18 = wp::add(var_12, var_17);
    var_19 = wp::add(var_18, var_p0);
    var_20 = wp::vec_t<3, wp::float32>(var_11, var_11, var_11);
    var_21 = wp::add(var_19, var_20);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_21 += adj_ret;
    wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_vec_t(var_11, var_11, var_11, adj_11, adj_11, adj_11, adj_20);
    wp::adj_add(var_18, var_p0, adj_18, adj_p0, adj_19);
    wp::adj_add(var_12, var_17, adj_12, adj_17, adj_18);
    wp::adj_div(var_7, var_16, adj_7, adj_16, adj_17);
    wp::adj_add(var_13, var_15, adj_13, adj_15, adj_16);
    wp::adj_float32(var_14, adj_14, adj_15);
    wp::adj_abs(var_p1, adj_p1, adj_13);
    wp::adj_normalize(var_7, var_12, adj_7, adj_12);
    // adj: return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0)))) + p0 + wp.vector(v3, v3, v3)  <L 6>
    wp::adj_add(var_10, var_9, adj_10, adj_9, adj_11);
    wp::adj_add(var_p1, var_8, adj_p1, adj_8, adj_10);
    // adj: v3 = p1 + v1 + v2                                                                 <L 5>
    wp::adj_copy(var_8, adj_8, adj_9);
    // adj: v2 = v1                                                                           <L 4>
    wp::adj_add(var_p1, var_p1, adj_p1, adj_p1, adj_8);
    // adj: v1 = (p1 + p1)                                                                    <L 3>
    wp::adj_normalize(var_6, var_7, adj_6, adj_7);
    wp::adj_vec_t(var_1, var_3, var_5, adj_1, adj_3, adj_5, adj_6);
    wp::adj_float32(var_4, adj_4, adj_5);
    wp::adj_float32(var_2, adj_2, adj_3);
    wp::adj_float32(var_0, adj_0, adj_1);
    // adj: v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))   <L 2>
    // adj: def generic_000001_f0(p0: Any, p1: Any):                                          <L 1>
    return;
}


// generic-000001.py:0
static CUDA_CALLABLE void adj_generic_000001_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::float32 var_1 = -0.6;
    wp::float32 var_2;
    const wp::float32 var_3 = -0.396;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.233;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any):                                               <L 1>
    // v4 = generic_000001_f0(p0, p1)                                                         <L 2>
    var_0 = generic_000001_f0_0(var_p0, var_p1);
    // return wp.cross(v4, wp.vector(type(p1)(-0.6), type(p1)(-0.396), type(p1)(1.233)))       <L 3>
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_6 = wp::float32(var_5);
    var_7 = wp::vec_t<3, wp::float32>(var_2, var_4, var_6);
    var_8 = wp::cross(var_0, var_7);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_8 += adj_ret;
    wp::adj_cross(var_0, var_7, adj_0, adj_7, adj_8);
    wp::adj_vec_t(var_2, var_4, var_6, adj_2, adj_4, adj_6, adj_7);
    wp::adj_float32(var_5, adj_5, adj_6);
    wp::adj_float32(var_3, adj_3, adj_4);
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: return wp.cross(v4, wp.vector(type(p1)(-0.6), type(p1)(-0.396), type(p1)(1.233)))  <L 3>
    adj_generic_000001_f0_0(var_p0, var_p1, adj_p0, adj_p1, adj_0);
    // adj: v4 = generic_000001_f0(p0, p1)                                                    <L 2>
    // adj: def generic_000001_f1(p0: Any, p1: Any):                                          <L 1>
    return;
}



extern "C" __global__ void generic_000001_t_3ab64cd4_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_scale,
    wp::array_t<wp::float32> var_element_weights,
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_normals,
    wp::array_t<wp::float32> var_element_pressures,
    wp::array_t<wp::float32> var_element_costs,
    wp::array_t<wp::float32> var_element_scores,
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
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        const wp::float32 var_14 = -1.2;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.01;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::float32 var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.65;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 0;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 2;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 1;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 2;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.83;
        wp::float32 var_50;
        const wp::float32 var_51 = 1.64;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 0;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 1;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 2;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::int32 var_64 = 0;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::int32 var_70 = 2;
        wp::float32 var_71;
        wp::float32 var_72;
        //---------
        // forward
        // def generic_000001_t(scale: Any, element_weights: wp.array[Any], element_normals: wp.array[Any], element_pressures: wp.array[Any], element_costs: wp.array[Any], element_scores: wp.array[Any], num_elements: int):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 3>
        var_0 = builtin_tid1d();
        // if tid >= num_elements:                                                                <L 4>
        var_1 = (var_0 >= var_num_elements);
        if (var_1) {
            // return                                                                             <L 5>
            continue;
        }
        // v6 = element_weights[tid]                                                              <L 6>
        var_2 = wp::address(var_element_weights, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v7 = element_normals[tid]                                                              <L 7>
        var_5 = wp::address(var_element_normals, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v8 = element_pressures[tid]                                                            <L 8>
        var_8 = wp::address(var_element_pressures, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v9 = generic_000001_f2(v6)                                                             <L 9>
        var_11 = generic_000001_f2_0(var_3);
        // v10 = v7                                                                               <L 10>
        var_12 = wp::copy(var_6);
        // v11 = generic_000001_f0((v8 * v7), wp.clamp(v9, type(scale)(-1.2), type(scale)(1.01)))       <L 11>
        var_13 = wp::mul(var_9, var_6);
        var_15 = wp::float32(var_14);
        var_17 = wp::float32(var_16);
        var_18 = wp::clamp(var_11, var_15, var_17);
        var_19 = generic_000001_f0_0(var_13, var_18);
        // v12 = generic_000001_f1(generic_000001_f0(v7, scale), (v9 + scale))                    <L 12>
        var_20 = generic_000001_f0_0(var_6, var_scale);
        var_21 = wp::add(var_11, var_scale);
        var_22 = generic_000001_f1_0(var_20, var_21);
        // element_costs[tid] = v8 + scale + v9 + v9 * type(scale)(0.65) + v7[0] + v7[1] + v7[2] + v11[0] + v11[1] + v11[2]       <L 13>
        var_23 = wp::add(var_9, var_scale);
        var_24 = wp::add(var_23, var_11);
        var_26 = wp::float32(var_25);
        var_27 = wp::mul(var_11, var_26);
        var_28 = wp::add(var_24, var_27);
        var_30 = wp::extract(var_6, var_29);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::extract(var_6, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_6, var_35);
        var_37 = wp::add(var_34, var_36);
        var_39 = wp::extract(var_19, var_38);
        var_40 = wp::add(var_37, var_39);
        var_42 = wp::extract(var_19, var_41);
        var_43 = wp::add(var_40, var_42);
        var_45 = wp::extract(var_19, var_44);
        var_46 = wp::add(var_43, var_45);
        wp::array_store(var_element_costs, var_0, var_46);
        // element_scores[tid] = v8 + scale + v9 + type(scale)(0.83) * type(scale)(1.64) + v10[0] + v10[1] + v10[2] + v12[0] + v12[1] + v12[2]       <L 15>
        var_47 = wp::add(var_9, var_scale);
        var_48 = wp::add(var_47, var_11);
        var_50 = wp::float32(var_49);
        var_52 = wp::float32(var_51);
        var_53 = wp::mul(var_50, var_52);
        var_54 = wp::add(var_48, var_53);
        var_56 = wp::extract(var_12, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_12, var_58);
        var_60 = wp::add(var_57, var_59);
        var_62 = wp::extract(var_12, var_61);
        var_63 = wp::add(var_60, var_62);
        var_65 = wp::extract(var_22, var_64);
        var_66 = wp::add(var_63, var_65);
        var_68 = wp::extract(var_22, var_67);
        var_69 = wp::add(var_66, var_68);
        var_71 = wp::extract(var_22, var_70);
        var_72 = wp::add(var_69, var_71);
        wp::array_store(var_element_scores, var_0, var_72);
    }
}



extern "C" __global__ void generic_000001_t_3ab64cd4_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_scale,
    wp::array_t<wp::float32> var_element_weights,
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_normals,
    wp::array_t<wp::float32> var_element_pressures,
    wp::array_t<wp::float32> var_element_costs,
    wp::array_t<wp::float32> var_element_scores,
    wp::int32 var_num_elements,
    wp::float32 adj_scale,
    wp::array_t<wp::float32> adj_element_weights,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_normals,
    wp::array_t<wp::float32> adj_element_pressures,
    wp::array_t<wp::float32> adj_element_costs,
    wp::array_t<wp::float32> adj_element_scores,
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
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        const wp::float32 var_14 = -1.2;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.01;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::float32 var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.65;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 0;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 2;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 1;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 2;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.83;
        wp::float32 var_50;
        const wp::float32 var_51 = 1.64;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 0;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 1;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 2;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::int32 var_64 = 0;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::int32 var_70 = 2;
        wp::float32 var_71;
        wp::float32 var_72;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        bool adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::int32 adj_44 = {};
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
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::int32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::int32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::int32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        //---------
        // forward
        // def generic_000001_t(scale: Any, element_weights: wp.array[Any], element_normals: wp.array[Any], element_pressures: wp.array[Any], element_costs: wp.array[Any], element_scores: wp.array[Any], num_elements: int):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 3>
        var_0 = builtin_tid1d();
        // if tid >= num_elements:                                                                <L 4>
        var_1 = (var_0 >= var_num_elements);
        if (var_1) {
            // return                                                                             <L 5>
            goto label0;
        }
        // v6 = element_weights[tid]                                                              <L 6>
        var_2 = wp::address(var_element_weights, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v7 = element_normals[tid]                                                              <L 7>
        var_5 = wp::address(var_element_normals, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v8 = element_pressures[tid]                                                            <L 8>
        var_8 = wp::address(var_element_pressures, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v9 = generic_000001_f2(v6)                                                             <L 9>
        var_11 = generic_000001_f2_0(var_3);
        // v10 = v7                                                                               <L 10>
        var_12 = wp::copy(var_6);
        // v11 = generic_000001_f0((v8 * v7), wp.clamp(v9, type(scale)(-1.2), type(scale)(1.01)))       <L 11>
        var_13 = wp::mul(var_9, var_6);
        var_15 = wp::float32(var_14);
        var_17 = wp::float32(var_16);
        var_18 = wp::clamp(var_11, var_15, var_17);
        var_19 = generic_000001_f0_0(var_13, var_18);
        // v12 = generic_000001_f1(generic_000001_f0(v7, scale), (v9 + scale))                    <L 12>
        var_20 = generic_000001_f0_0(var_6, var_scale);
        var_21 = wp::add(var_11, var_scale);
        var_22 = generic_000001_f1_0(var_20, var_21);
        // element_costs[tid] = v8 + scale + v9 + v9 * type(scale)(0.65) + v7[0] + v7[1] + v7[2] + v11[0] + v11[1] + v11[2]       <L 13>
        var_23 = wp::add(var_9, var_scale);
        var_24 = wp::add(var_23, var_11);
        var_26 = wp::float32(var_25);
        var_27 = wp::mul(var_11, var_26);
        var_28 = wp::add(var_24, var_27);
        var_30 = wp::extract(var_6, var_29);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::extract(var_6, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_6, var_35);
        var_37 = wp::add(var_34, var_36);
        var_39 = wp::extract(var_19, var_38);
        var_40 = wp::add(var_37, var_39);
        var_42 = wp::extract(var_19, var_41);
        var_43 = wp::add(var_40, var_42);
        var_45 = wp::extract(var_19, var_44);
        var_46 = wp::add(var_43, var_45);
        // wp::array_store(var_element_costs, var_0, var_46);
        // element_scores[tid] = v8 + scale + v9 + type(scale)(0.83) * type(scale)(1.64) + v10[0] + v10[1] + v10[2] + v12[0] + v12[1] + v12[2]       <L 15>
        var_47 = wp::add(var_9, var_scale);
        var_48 = wp::add(var_47, var_11);
        var_50 = wp::float32(var_49);
        var_52 = wp::float32(var_51);
        var_53 = wp::mul(var_50, var_52);
        var_54 = wp::add(var_48, var_53);
        var_56 = wp::extract(var_12, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_12, var_58);
        var_60 = wp::add(var_57, var_59);
        var_62 = wp::extract(var_12, var_61);
        var_63 = wp::add(var_60, var_62);
        var_65 = wp::extract(var_22, var_64);
        var_66 = wp::add(var_63, var_65);
        var_68 = wp::extract(var_22, var_67);
        var_69 = wp::add(var_66, var_68);
        var_71 = wp::extract(var_22, var_70);
        var_72 = wp::add(var_69, var_71);
        // wp::array_store(var_element_scores, var_0, var_72);
        //---------
        // reverse
        wp::adj_array_store(var_element_scores, var_0, var_72, adj_element_scores, adj_0, adj_72);
        wp::adj_add(var_69, var_71, adj_69, adj_71, adj_72);
        wp::adj_extract(var_22, var_70, adj_22, adj_70, adj_71);
        wp::adj_add(var_66, var_68, adj_66, adj_68, adj_69);
        wp::adj_extract(var_22, var_67, adj_22, adj_67, adj_68);
        wp::adj_add(var_63, var_65, adj_63, adj_65, adj_66);
        wp::adj_extract(var_22, var_64, adj_22, adj_64, adj_65);
        wp::adj_add(var_60, var_62, adj_60, adj_62, adj_63);
        wp::adj_extract(var_12, var_61, adj_12, adj_61, adj_62);
        wp::adj_add(var_57, var_59, adj_57, adj_59, adj_60);
        wp::adj_extract(var_12, var_58, adj_12, adj_58, adj_59);
        wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
        wp::adj_extract(var_12, var_55, adj_12, adj_55, adj_56);
        wp::adj_add(var_48, var_53, adj_48, adj_53, adj_54);
        wp::adj_mul(var_50, var_52, adj_50, adj_52, adj_53);
        wp::adj_float32(var_51, adj_51, adj_52);
        wp::adj_float32(var_49, adj_49, adj_50);
        wp::adj_add(var_47, var_11, adj_47, adj_11, adj_48);
        wp::adj_add(var_9, var_scale, adj_9, adj_scale, adj_47);
        // adj: element_scores[tid] = v8 + scale + v9 + type(scale)(0.83) * type(scale)(1.64) + v10[0] + v10[1] + v10[2] + v12[0] + v12[1] + v12[2]  <L 15>
        wp::adj_array_store(var_element_costs, var_0, var_46, adj_element_costs, adj_0, adj_46);
        wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
        wp::adj_extract(var_19, var_44, adj_19, adj_44, adj_45);
        wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
        wp::adj_extract(var_19, var_41, adj_19, adj_41, adj_42);
        wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
        wp::adj_extract(var_19, var_38, adj_19, adj_38, adj_39);
        wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
        wp::adj_extract(var_6, var_35, adj_6, adj_35, adj_36);
        wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
        wp::adj_extract(var_6, var_32, adj_6, adj_32, adj_33);
        wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
        wp::adj_extract(var_6, var_29, adj_6, adj_29, adj_30);
        wp::adj_add(var_24, var_27, adj_24, adj_27, adj_28);
        wp::adj_mul(var_11, var_26, adj_11, adj_26, adj_27);
        wp::adj_float32(var_25, adj_25, adj_26);
        wp::adj_add(var_23, var_11, adj_23, adj_11, adj_24);
        wp::adj_add(var_9, var_scale, adj_9, adj_scale, adj_23);
        // adj: element_costs[tid] = v8 + scale + v9 + v9 * type(scale)(0.65) + v7[0] + v7[1] + v7[2] + v11[0] + v11[1] + v11[2]  <L 13>
        adj_generic_000001_f1_0(var_20, var_21, adj_20, adj_21, adj_22);
        wp::adj_add(var_11, var_scale, adj_11, adj_scale, adj_21);
        adj_generic_000001_f0_0(var_6, var_scale, adj_6, adj_scale, adj_20);
        // adj: v12 = generic_000001_f1(generic_000001_f0(v7, scale), (v9 + scale))               <L 12>
        adj_generic_000001_f0_0(var_13, var_18, adj_13, adj_18, adj_19);
        wp::adj_clamp(var_11, var_15, var_17, adj_11, adj_15, adj_17, adj_18);
        wp::adj_float32(var_16, adj_16, adj_17);
        wp::adj_float32(var_14, adj_14, adj_15);
        wp::adj_mul(var_9, var_6, adj_9, adj_6, adj_13);
        // adj: v11 = generic_000001_f0((v8 * v7), wp.clamp(v9, type(scale)(-1.2), type(scale)(1.01)))  <L 11>
        wp::adj_copy(var_6, adj_6, adj_12);
        // adj: v10 = v7                                                                          <L 10>
        adj_generic_000001_f2_0(var_3, adj_3, adj_11);
        // adj: v9 = generic_000001_f2(v6)                                                        <L 9>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_element_pressures, var_0, adj_element_pressures, adj_0, adj_8);
        // adj: v8 = element_pressures[tid]                                                       <L 8>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_element_normals, var_0, adj_element_normals, adj_0, adj_5);
        // adj: v7 = element_normals[tid]                                                         <L 7>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_element_weights, var_0, adj_element_weights, adj_0, adj_2);
        // adj: v6 = element_weights[tid]                                                         <L 6>
        if (var_1) {
            label0:;
            // adj: return                                                                        <L 5>
        }
        // adj: if tid >= num_elements:                                                           <L 4>
        // adj: tid = wp.tid()  # thread index                                                    <L 3>
        // adj: def generic_000001_t(scale: Any, element_weights: wp.array[Any], element_normals: wp.array[Any], element_pressures: wp.array[Any], element_costs: wp.array[Any], element_scores: wp.array[Any], num_elements: int):  <L 1>
        continue;
    }
}

