// Generated for case static-000000 with warp-lang 1.18.0. Do not edit.
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


// static-000000.py:10
static CUDA_CALLABLE wp::float32 static_000000_op0_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.9;
    const wp::float32 var_1 = 0.9;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -3.0;
    const wp::float32 var_5 = 3.0;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.11;
    wp::float32 var_9;
    //---------
    // forward
    // def static_000000_op0(x: float) -> float:                                              <L 11>
    // return wp.sinh(wp.clamp(wp.acos(wp.clamp(x, -0.9, 0.9)), -3.0, 3.0)) * 1.11            <L 12>
    var_2 = wp::clamp(var_x, var_0, var_1);
    var_3 = wp::acos(var_2);
    var_6 = wp::clamp(var_3, var_4, var_5);
    var_7 = wp::sinh(var_6);
    var_9 = wp::mul(var_7, var_8);
    return var_9;
}


// static-000000.py:15
static CUDA_CALLABLE wp::float32 static_000000_op1_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 1.1;
    wp::float32 var_3;
    //---------
    // forward
    // def static_000000_op1(x: float) -> float:                                              <L 16>
    // return wp.cos(wp.abs(x)) * 1.1                                                         <L 17>
    var_0 = wp::abs(var_x);
    var_1 = wp::cos(var_0);
    var_3 = wp::mul(var_1, var_2);
    return var_3;
}


// static-000000.py:10
static CUDA_CALLABLE void adj_static_000000_op0_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.9;
    const wp::float32 var_1 = 0.9;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -3.0;
    const wp::float32 var_5 = 3.0;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.11;
    wp::float32 var_9;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    //---------
    // forward
    // def static_000000_op0(x: float) -> float:                                              <L 11>
    // return wp.sinh(wp.clamp(wp.acos(wp.clamp(x, -0.9, 0.9)), -3.0, 3.0)) * 1.11            <L 12>
    var_2 = wp::clamp(var_x, var_0, var_1);
    var_3 = wp::acos(var_2);
    var_6 = wp::clamp(var_3, var_4, var_5);
    var_7 = wp::sinh(var_6);
    var_9 = wp::mul(var_7, var_8);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_9 += adj_ret;
    wp::adj_mul(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_sinh(var_6, adj_6, adj_7);
    wp::adj_clamp(var_3, var_4, var_5, adj_3, adj_4, adj_5, adj_6);
    wp::adj_acos(var_2, adj_2, adj_3);
    wp::adj_clamp(var_x, var_0, var_1, adj_x, adj_0, adj_1, adj_2);
    // adj: return wp.sinh(wp.clamp(wp.acos(wp.clamp(x, -0.9, 0.9)), -3.0, 3.0)) * 1.11       <L 12>
    // adj: def static_000000_op0(x: float) -> float:                                         <L 11>
    return;
}


// static-000000.py:15
static CUDA_CALLABLE void adj_static_000000_op1_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 1.1;
    wp::float32 var_3;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    //---------
    // forward
    // def static_000000_op1(x: float) -> float:                                              <L 16>
    // return wp.cos(wp.abs(x)) * 1.1                                                         <L 17>
    var_0 = wp::abs(var_x);
    var_1 = wp::cos(var_0);
    var_3 = wp::mul(var_1, var_2);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_3 += adj_ret;
    wp::adj_mul(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_cos(var_0, adj_0, adj_1);
    wp::adj_abs(var_x, adj_x, adj_0);
    // adj: return wp.cos(wp.abs(x)) * 1.1                                                    <L 17>
    // adj: def static_000000_op1(x: float) -> float:                                         <L 16>
    return;
}



extern "C" __global__ void static_000000_f474cf94_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.9;
        wp::vec_t<3, wp::float32> var_8;
        const wp::float32 var_9 = 0.0;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 1;
        wp::float32 var_19;
        const wp::float32 var_20 = 1.0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 0.5;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::int32 var_30 = 0;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = 1;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 2;
        wp::float32 var_37;
        wp::float32 var_38;
        //---------
        // forward
        // def static_000000(x0: wp.array[float], x1: wp.array[float], out0: wp.array[float]):       <L 24>
        // tid = wp.tid()  # one thread per element                                               <L 25>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 26>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 27>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.vec3(v1, 1.9, v1)                                                              <L 28>
        var_8 = wp::vec_t<3, wp::float32>(var_5, var_7, var_5);
        // v3 = float(0.0)                                                                        <L 29>
        var_10 = wp::float(var_9);
        // for u4 in range(wp.static(len(OPS))):                                                  <L 30>
        // v3 += wp.static(OPS[u4])((v1 / (wp.abs(v0) + 1.0)))                                    <L 31>
        var_12 = wp::abs(var_2);
        var_14 = wp::add(var_12, var_13);
        var_15 = wp::div(var_5, var_14);
        var_16 = static_000000_op0_0(var_15);
        var_17 = wp::add(var_10, var_16);
        var_19 = wp::abs(var_2);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::div(var_5, var_21);
        var_23 = static_000000_op1_0(var_22);
        var_24 = wp::add(var_17, var_23);
        // out0[tid] = v0 + v1 + v3 + v3 * 0.5 + v2[0] + v2[1] + v2[2]                            <L 33>
        var_25 = wp::add(var_2, var_5);
        var_26 = wp::add(var_25, var_24);
        var_28 = wp::mul(var_24, var_27);
        var_29 = wp::add(var_26, var_28);
        var_31 = wp::extract(var_8, var_30);
        var_32 = wp::add(var_29, var_31);
        var_34 = wp::extract(var_8, var_33);
        var_35 = wp::add(var_32, var_34);
        var_37 = wp::extract(var_8, var_36);
        var_38 = wp::add(var_35, var_37);
        wp::array_store(var_out0, var_0, var_38);
    }
}



extern "C" __global__ void static_000000_f474cf94_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_out0)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.9;
        wp::vec_t<3, wp::float32> var_8;
        const wp::float32 var_9 = 0.0;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 1;
        wp::float32 var_19;
        const wp::float32 var_20 = 1.0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 0.5;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::int32 var_30 = 0;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = 1;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 2;
        wp::float32 var_37;
        wp::float32 var_38;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::int32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        //---------
        // forward
        // def static_000000(x0: wp.array[float], x1: wp.array[float], out0: wp.array[float]):       <L 24>
        // tid = wp.tid()  # one thread per element                                               <L 25>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 26>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 27>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.vec3(v1, 1.9, v1)                                                              <L 28>
        var_8 = wp::vec_t<3, wp::float32>(var_5, var_7, var_5);
        // v3 = float(0.0)                                                                        <L 29>
        var_10 = wp::float(var_9);
        // for u4 in range(wp.static(len(OPS))):                                                  <L 30>
        // v3 += wp.static(OPS[u4])((v1 / (wp.abs(v0) + 1.0)))                                    <L 31>
        var_12 = wp::abs(var_2);
        var_14 = wp::add(var_12, var_13);
        var_15 = wp::div(var_5, var_14);
        var_16 = static_000000_op0_0(var_15);
        var_17 = wp::add(var_10, var_16);
        var_19 = wp::abs(var_2);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::div(var_5, var_21);
        var_23 = static_000000_op1_0(var_22);
        var_24 = wp::add(var_17, var_23);
        // out0[tid] = v0 + v1 + v3 + v3 * 0.5 + v2[0] + v2[1] + v2[2]                            <L 33>
        var_25 = wp::add(var_2, var_5);
        var_26 = wp::add(var_25, var_24);
        var_28 = wp::mul(var_24, var_27);
        var_29 = wp::add(var_26, var_28);
        var_31 = wp::extract(var_8, var_30);
        var_32 = wp::add(var_29, var_31);
        var_34 = wp::extract(var_8, var_33);
        var_35 = wp::add(var_32, var_34);
        var_37 = wp::extract(var_8, var_36);
        var_38 = wp::add(var_35, var_37);
        // wp::array_store(var_out0, var_0, var_38);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_38, adj_out0, adj_0, adj_38);
        wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
        wp::adj_extract(var_8, var_36, adj_8, adj_36, adj_37);
        wp::adj_add(var_32, var_34, adj_32, adj_34, adj_35);
        wp::adj_extract(var_8, var_33, adj_8, adj_33, adj_34);
        wp::adj_add(var_29, var_31, adj_29, adj_31, adj_32);
        wp::adj_extract(var_8, var_30, adj_8, adj_30, adj_31);
        wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
        wp::adj_mul(var_24, var_27, adj_24, adj_27, adj_28);
        wp::adj_add(var_25, var_24, adj_25, adj_24, adj_26);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_25);
        // adj: out0[tid] = v0 + v1 + v3 + v3 * 0.5 + v2[0] + v2[1] + v2[2]                       <L 33>
        wp::adj_add(var_17, var_23, adj_17, adj_23, adj_24);
        adj_static_000000_op1_0(var_22, adj_22, adj_23);
        wp::adj_div(var_5, var_21, var_22, adj_5, adj_21, adj_22);
        wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_abs(var_2, adj_2, adj_19);
        wp::adj_add(var_10, var_16, adj_10, adj_16, adj_17);
        adj_static_000000_op0_0(var_15, adj_15, adj_16);
        wp::adj_div(var_5, var_14, var_15, adj_5, adj_14, adj_15);
        wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_abs(var_2, adj_2, adj_12);
        // adj: v3 += wp.static(OPS[u4])((v1 / (wp.abs(v0) + 1.0)))                               <L 31>
        // adj: for u4 in range(wp.static(len(OPS))):                                             <L 30>
        wp::adj_float(var_9, adj_9, adj_10);
        // adj: v3 = float(0.0)                                                                   <L 29>
        wp::adj_vec_t(var_5, var_7, var_5, adj_5, adj_7, adj_5, adj_8);
        // adj: v2 = wp.vec3(v1, 1.9, v1)                                                         <L 28>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 27>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 26>
        // adj: tid = wp.tid()  # one thread per element                                          <L 25>
        // adj: def static_000000(x0: wp.array[float], x1: wp.array[float], out0: wp.array[float]):  <L 24>
        continue;
    }
}

