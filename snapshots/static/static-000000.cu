// Generated for case static-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void static_000000_31b44ec4_cuda_kernel_forward(
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
        const wp::float32 var_7 = 1.78;
        const wp::int32 var_8 = 4;
        wp::int32 var_9;
        wp::shape_t* var_10;
        const wp::int32 var_11 = 0;
        wp::int32 var_12;
        wp::shape_t var_13;
        wp::int32 var_14;
        wp::float32* var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 0;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 0.29;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        const wp::int32 var_25 = 1;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        const wp::float32 var_29 = 0.29;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::int32 var_32 = 2;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 0.29;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        const wp::int32 var_39 = 3;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        const wp::float32 var_43 = 0.29;
        wp::vec_t<3, wp::float32> var_44;
        wp::vec_t<3, wp::float32> var_45;
        const wp::float32 var_46 = 0.0;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 1;
        const wp::int32 var_54 = 0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 2.52;
        const wp::float32 var_61 = 0.46;
        wp::float32 var_62;
        wp::float32 var_63;
        //---------
        // forward
        // def static_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 24>
        // tid = wp.tid()                                                                         <L 25>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 26>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 27>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.vec3(1.78, v1, x1[(tid + 4) % x1.shape[0]])                                    <L 28>
        var_9 = wp::add(var_0, var_8);
        var_10 = &(var_x1.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = wp::mod(var_9, var_12);
        var_15 = wp::address(var_x1, var_14);
        var_17 = wp::load(var_15);
        var_16 = wp::vec_t<3, wp::float32>(var_7, var_5, var_17);
        // for u3 in range(wp.static(4)):                                                         <L 29>
        // v2 += wp.normalize((v1 * wp.vec3(v0, v1, v1))) * 0.29                                  <L 30>
        var_19 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_20 = wp::mul(var_5, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_16, var_23);
        var_26 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_27 = wp::mul(var_5, var_26);
        var_28 = wp::normalize(var_27);
        var_30 = wp::mul(var_28, var_29);
        var_31 = wp::add(var_24, var_30);
        var_33 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_34 = wp::mul(var_5, var_33);
        var_35 = wp::normalize(var_34);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_31, var_37);
        var_40 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_41 = wp::mul(var_5, var_40);
        var_42 = wp::normalize(var_41);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_38, var_44);
        // v4 = float(0.0)                                                                        <L 31>
        var_47 = wp::float(var_46);
        // for u5 in range(wp.static(len(OPS))):                                                  <L 32>
        // v4 += wp.static(OPS[u5])(v2.x)                                                         <L 33>
        var_50 = wp::extract(var_45, var_49);
        var_51 = static_000000_op0_0(var_50);
        var_52 = wp::add(var_47, var_51);
        var_55 = wp::extract(var_45, var_54);
        var_56 = static_000000_op1_0(var_55);
        var_57 = wp::add(var_52, var_56);
        // out0[tid] = v0 + v1 + v4 + wp.static(C3 * 1.85 + 0.3) * 0.46                           <L 34>
        var_58 = wp::add(var_2, var_5);
        var_59 = wp::add(var_58, var_57);
        var_62 = wp::mul(var_60, var_61);
        var_63 = wp::add(var_59, var_62);
        wp::array_store(var_out0, var_0, var_63);
    }
}



extern "C" __global__ void static_000000_31b44ec4_cuda_kernel_backward(
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
        const wp::float32 var_7 = 1.78;
        const wp::int32 var_8 = 4;
        wp::int32 var_9;
        wp::shape_t* var_10;
        const wp::int32 var_11 = 0;
        wp::int32 var_12;
        wp::shape_t var_13;
        wp::int32 var_14;
        wp::float32* var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 0;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 0.29;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        const wp::int32 var_25 = 1;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        const wp::float32 var_29 = 0.29;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::int32 var_32 = 2;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 0.29;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        const wp::int32 var_39 = 3;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        const wp::float32 var_43 = 0.29;
        wp::vec_t<3, wp::float32> var_44;
        wp::vec_t<3, wp::float32> var_45;
        const wp::float32 var_46 = 0.0;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 1;
        const wp::int32 var_54 = 0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 2.52;
        const wp::float32 var_61 = 0.46;
        wp::float32 var_62;
        wp::float32 var_63;
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
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::shape_t adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::shape_t adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::vec_t<3, wp::float32> adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::int32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        wp::int32 adj_39 = {};
        wp::vec_t<3, wp::float32> adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        //---------
        // forward
        // def static_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 24>
        // tid = wp.tid()                                                                         <L 25>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 26>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 27>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.vec3(1.78, v1, x1[(tid + 4) % x1.shape[0]])                                    <L 28>
        var_9 = wp::add(var_0, var_8);
        var_10 = &(var_x1.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = wp::mod(var_9, var_12);
        var_15 = wp::address(var_x1, var_14);
        var_17 = wp::load(var_15);
        var_16 = wp::vec_t<3, wp::float32>(var_7, var_5, var_17);
        // for u3 in range(wp.static(4)):                                                         <L 29>
        // v2 += wp.normalize((v1 * wp.vec3(v0, v1, v1))) * 0.29                                  <L 30>
        var_19 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_20 = wp::mul(var_5, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_16, var_23);
        var_26 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_27 = wp::mul(var_5, var_26);
        var_28 = wp::normalize(var_27);
        var_30 = wp::mul(var_28, var_29);
        var_31 = wp::add(var_24, var_30);
        var_33 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_34 = wp::mul(var_5, var_33);
        var_35 = wp::normalize(var_34);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_31, var_37);
        var_40 = wp::vec_t<3, wp::float32>(var_2, var_5, var_5);
        var_41 = wp::mul(var_5, var_40);
        var_42 = wp::normalize(var_41);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_38, var_44);
        // v4 = float(0.0)                                                                        <L 31>
        var_47 = wp::float(var_46);
        // for u5 in range(wp.static(len(OPS))):                                                  <L 32>
        // v4 += wp.static(OPS[u5])(v2.x)                                                         <L 33>
        var_50 = wp::extract(var_45, var_49);
        var_51 = static_000000_op0_0(var_50);
        var_52 = wp::add(var_47, var_51);
        var_55 = wp::extract(var_45, var_54);
        var_56 = static_000000_op1_0(var_55);
        var_57 = wp::add(var_52, var_56);
        // out0[tid] = v0 + v1 + v4 + wp.static(C3 * 1.85 + 0.3) * 0.46                           <L 34>
        var_58 = wp::add(var_2, var_5);
        var_59 = wp::add(var_58, var_57);
        var_62 = wp::mul(var_60, var_61);
        var_63 = wp::add(var_59, var_62);
        // wp::array_store(var_out0, var_0, var_63);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_63, adj_out0, adj_0, adj_63);
        wp::adj_add(var_59, var_62, adj_59, adj_62, adj_63);
        wp::adj_mul(var_60, var_61, adj_60, adj_61, adj_62);
        wp::adj_add(var_58, var_57, adj_58, adj_57, adj_59);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_58);
        // adj: out0[tid] = v0 + v1 + v4 + wp.static(C3 * 1.85 + 0.3) * 0.46                      <L 34>
        wp::adj_add(var_52, var_56, adj_52, adj_56, adj_57);
        adj_static_000000_op1_0(var_55, adj_55, adj_56);
        wp::adj_extract(var_45, var_54, adj_45, adj_54, adj_55);
        wp::adj_add(var_47, var_51, adj_47, adj_51, adj_52);
        adj_static_000000_op0_0(var_50, adj_50, adj_51);
        wp::adj_extract(var_45, var_49, adj_45, adj_49, adj_50);
        // adj: v4 += wp.static(OPS[u5])(v2.x)                                                    <L 33>
        // adj: for u5 in range(wp.static(len(OPS))):                                             <L 32>
        wp::adj_float(var_46, adj_46, adj_47);
        // adj: v4 = float(0.0)                                                                   <L 31>
        wp::adj_add(var_38, var_44, adj_38, adj_44, adj_45);
        wp::adj_mul(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_normalize(var_41, var_42, adj_41, adj_42);
        wp::adj_mul(var_5, var_40, adj_5, adj_40, adj_41);
        wp::adj_vec_t(var_2, var_5, var_5, adj_2, adj_5, adj_5, adj_40);
        wp::adj_add(var_31, var_37, adj_31, adj_37, adj_38);
        wp::adj_mul(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_normalize(var_34, var_35, adj_34, adj_35);
        wp::adj_mul(var_5, var_33, adj_5, adj_33, adj_34);
        wp::adj_vec_t(var_2, var_5, var_5, adj_2, adj_5, adj_5, adj_33);
        wp::adj_add(var_24, var_30, adj_24, adj_30, adj_31);
        wp::adj_mul(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_normalize(var_27, var_28, adj_27, adj_28);
        wp::adj_mul(var_5, var_26, adj_5, adj_26, adj_27);
        wp::adj_vec_t(var_2, var_5, var_5, adj_2, adj_5, adj_5, adj_26);
        wp::adj_add(var_16, var_23, adj_16, adj_23, adj_24);
        wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_normalize(var_20, var_21, adj_20, adj_21);
        wp::adj_mul(var_5, var_19, adj_5, adj_19, adj_20);
        wp::adj_vec_t(var_2, var_5, var_5, adj_2, adj_5, adj_5, adj_19);
        // adj: v2 += wp.normalize((v1 * wp.vec3(v0, v1, v1))) * 0.29                             <L 30>
        // adj: for u3 in range(wp.static(4)):                                                    <L 29>
        wp::adj_vec_t(var_7, var_5, var_17, adj_7, adj_5, adj_15, adj_16);
        wp::adj_address(var_x1, var_14, adj_x1, adj_14, adj_15);
        wp::adj_mod(var_9, var_12, adj_9, adj_12, adj_14);
        adj_x1.shape = adj_10;
        wp::adj_add(var_0, var_8, adj_0, adj_8, adj_9);
        // adj: v2 = wp.vec3(1.78, v1, x1[(tid + 4) % x1.shape[0]])                               <L 28>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 27>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 26>
        // adj: tid = wp.tid()                                                                    <L 25>
        // adj: def static_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 24>
        continue;
    }
}

