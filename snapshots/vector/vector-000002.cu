// Generated for case vector-000002 with warp-lang 1.19.0. Do not edit.
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


// vector-000002.py:4
static CUDA_CALLABLE void vector_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 & ret_0,
    wp::vec_t<4, wp::float32> & ret_1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::vec_t<3, wp::float32> var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 2;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.343;
    const wp::float32 var_16 = 1.8;
    const wp::float32 var_17 = -1.2;
    const wp::float32 var_18 = 0.861;
    wp::vec_t<4, wp::float32> var_19;
    //---------
    // forward
    // def vector_000002_f0(p0: wp.vec3, p1: float):                                          <L 5>
    // v0 = p1                                                                                <L 6>
    var_0 = wp::copy(var_p1);
    // p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)                                                <L 7>
    var_1 = wp::vec_t<3, wp::float32>(var_0, var_0, var_p1);
    var_3 = wp::extract(var_1, var_2);
    var_4 = wp::sin(var_3);
    wp::assign_inplace(var_p0, var_5, var_4);
    // return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)                    <L 8>
    var_7 = wp::extract(var_p0, var_6);
    var_8 = wp::add(var_0, var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::extract(var_p0, var_12);
    var_14 = wp::add(var_11, var_13);
    var_19 = wp::vec_t<4, wp::float32>(var_15, var_16, var_17, var_18);
    ret_0 = var_14;
    ret_1 = var_19;
    return;
}


// vector-000002.py:4
static CUDA_CALLABLE void adj_vector_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 & ret_0,
    wp::vec_t<4, wp::float32> & ret_1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_ret_0,
    wp::vec_t<4, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::vec_t<3, wp::float32> var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 2;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.343;
    const wp::float32 var_16 = 1.8;
    const wp::float32 var_17 = -1.2;
    const wp::float32 var_18 = 0.861;
    wp::vec_t<4, wp::float32> var_19;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<4, wp::float32> adj_19 = {};
    //---------
    // forward
    // def vector_000002_f0(p0: wp.vec3, p1: float):                                          <L 5>
    // v0 = p1                                                                                <L 6>
    var_0 = wp::copy(var_p1);
    // p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)                                                <L 7>
    var_1 = wp::vec_t<3, wp::float32>(var_0, var_0, var_p1);
    var_3 = wp::extract(var_1, var_2);
    var_4 = wp::sin(var_3);
    wp::assign_inplace(var_p0, var_5, var_4);
    // return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)                    <L 8>
    var_7 = wp::extract(var_p0, var_6);
    var_8 = wp::add(var_0, var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::extract(var_p0, var_12);
    var_14 = wp::add(var_11, var_13);
    var_19 = wp::vec_t<4, wp::float32>(var_15, var_16, var_17, var_18);
    ret_0 = var_14;
    ret_1 = var_19;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_19 += adj_ret_1;
    adj_14 += adj_ret_0;
    wp::adj_vec_t(var_15, var_16, var_17, var_18, adj_15, adj_16, adj_17, adj_18, adj_19);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
    wp::adj_extract(var_p0, var_12, adj_p0, adj_12, adj_13);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_extract(var_p0, var_9, adj_p0, adj_9, adj_10);
    wp::adj_add(var_0, var_7, adj_0, adj_7, adj_8);
    wp::adj_extract(var_p0, var_6, adj_p0, adj_6, adj_7);
    // adj: return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)               <L 8>
    wp::adj_assign_inplace(var_p0, var_5, var_4, adj_p0, adj_5, adj_4);
    wp::adj_sin(var_3, adj_3, adj_4);
    wp::adj_extract(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_vec_t(var_0, var_0, var_p1, adj_0, adj_0, adj_p1, adj_1);
    // adj: p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)                                           <L 7>
    wp::adj_copy(var_p1, adj_p1, adj_0);
    // adj: v0 = p1                                                                           <L 6>
    // adj: def vector_000002_f0(p0: wp.vec3, p1: float):                                     <L 5>
    return;
}



extern "C" __global__ void vector_000002_73d6ecca_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 1;
        const wp::float32 var_11 = -4.0;
        const wp::float32 var_12 = 2.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = -1.081;
        const wp::float32 var_25 = 0.415;
        const wp::float32 var_26 = -0.85;
        const wp::float32 var_27 = 0.7;
        wp::vec_t<4, wp::float32> var_28;
        const wp::int32 var_29 = 3;
        wp::slice_t var_30;
        const wp::int32 var_31 = 0;
        const wp::int32 var_32 = 3;
        const wp::int32 var_33 = 1;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<2, wp::float32> var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::vec_t<4, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = -0.065;
        const wp::float32 var_41 = 1.4;
        wp::vec_t<2, wp::float32> var_42;
        wp::vec_t<2, wp::float32> var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::vec_t<2, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.19;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        const wp::int32 var_50 = 0;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 2;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 3;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        //---------
        // forward
        // def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):       <L 12>
        // tid = wp.tid()  # this thread's element                                                <L 13>
        var_0 = builtin_tid1d();
        // v1 = x0[tid]                                                                           <L 14>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v2 = x1[tid]                                                                           <L 15>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v3 = x2[tid]                                                                           <L 16>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))       <L 17>
        var_13 = wp::clamp(var_8, var_11, var_12);
        var_14 = wp::exp(var_13);
        var_15 = wp::abs(var_8);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_8, var_17);
        var_19 = wp::abs(var_18);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::atan2(var_14, var_21);
        var_23 = wp::sin(var_22);
        wp::sub_inplace(var_2, var_10, var_23);
        // v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)                                                <L 18>
        var_28 = wp::vec_t<4, wp::float32>(var_24, var_25, var_26, var_27);
        // v5 = v4[:3]                                                                            <L 19>
        var_30 = wp::slice_t(var_31, var_32, var_33);
        var_34 = wp::extract<3>(var_28, var_30);
        // v6 = (v1 + v1)                                                                         <L 20>
        var_35 = wp::add(var_2, var_2);
        // v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))                                          <L 21>
        var_36 = wp::dot(var_5, var_34);
        vector_000002_f0_0(var_5, var_36, var_37, var_38);
        // out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)                               <L 22>
        var_39 = wp::add(var_2, var_35);
        var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
        var_43 = wp::add(var_39, var_42);
        var_44 = wp::vec_t<2, wp::float32>(var_37);
        var_45 = wp::add(var_43, var_44);
        wp::array_store(var_out0, var_0, var_45);
        // out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])               <L 24>
        var_46 = wp::add(var_5, var_34);
        var_48 = wp::mul(var_34, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_38, var_50);
        var_53 = wp::extract(var_38, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_38, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_38, var_58);
        var_60 = wp::add(var_57, var_59);
        var_61 = wp::vec_t<3, wp::float32>(var_60);
        var_62 = wp::add(var_49, var_61);
        wp::array_store(var_out1, var_0, var_62);
    }
}



extern "C" __global__ void vector_000002_73d6ecca_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 1;
        const wp::float32 var_11 = -4.0;
        const wp::float32 var_12 = 2.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = -1.081;
        const wp::float32 var_25 = 0.415;
        const wp::float32 var_26 = -0.85;
        const wp::float32 var_27 = 0.7;
        wp::vec_t<4, wp::float32> var_28;
        const wp::int32 var_29 = 3;
        wp::slice_t var_30;
        const wp::int32 var_31 = 0;
        const wp::int32 var_32 = 3;
        const wp::int32 var_33 = 1;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<2, wp::float32> var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::vec_t<4, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = -0.065;
        const wp::float32 var_41 = 1.4;
        wp::vec_t<2, wp::float32> var_42;
        wp::vec_t<2, wp::float32> var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::vec_t<2, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.19;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        const wp::int32 var_50 = 0;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 2;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 3;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<4, wp::float32> adj_28 = {};
        wp::int32 adj_29 = {};
        wp::slice_t adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<2, wp::float32> adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::vec_t<4, wp::float32> adj_38 = {};
        wp::vec_t<2, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<2, wp::float32> adj_42 = {};
        wp::vec_t<2, wp::float32> adj_43 = {};
        wp::vec_t<2, wp::float32> adj_44 = {};
        wp::vec_t<2, wp::float32> adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::int32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        //---------
        // forward
        // def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):       <L 12>
        // tid = wp.tid()  # this thread's element                                                <L 13>
        var_0 = builtin_tid1d();
        // v1 = x0[tid]                                                                           <L 14>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v2 = x1[tid]                                                                           <L 15>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v3 = x2[tid]                                                                           <L 16>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))       <L 17>
        var_13 = wp::clamp(var_8, var_11, var_12);
        var_14 = wp::exp(var_13);
        var_15 = wp::abs(var_8);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_8, var_17);
        var_19 = wp::abs(var_18);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::atan2(var_14, var_21);
        var_23 = wp::sin(var_22);
        wp::sub_inplace(var_2, var_10, var_23);
        // v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)                                                <L 18>
        var_28 = wp::vec_t<4, wp::float32>(var_24, var_25, var_26, var_27);
        // v5 = v4[:3]                                                                            <L 19>
        var_30 = wp::slice_t(var_31, var_32, var_33);
        var_34 = wp::extract<3>(var_28, var_30);
        // v6 = (v1 + v1)                                                                         <L 20>
        var_35 = wp::add(var_2, var_2);
        // v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))                                          <L 21>
        var_36 = wp::dot(var_5, var_34);
        vector_000002_f0_0(var_5, var_36, var_37, var_38);
        // out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)                               <L 22>
        var_39 = wp::add(var_2, var_35);
        var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
        var_43 = wp::add(var_39, var_42);
        var_44 = wp::vec_t<2, wp::float32>(var_37);
        var_45 = wp::add(var_43, var_44);
        // wp::array_store(var_out0, var_0, var_45);
        // out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])               <L 24>
        var_46 = wp::add(var_5, var_34);
        var_48 = wp::mul(var_34, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_38, var_50);
        var_53 = wp::extract(var_38, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_38, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_38, var_58);
        var_60 = wp::add(var_57, var_59);
        var_61 = wp::vec_t<3, wp::float32>(var_60);
        var_62 = wp::add(var_49, var_61);
        // wp::array_store(var_out1, var_0, var_62);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_62, adj_out1, adj_0, adj_62);
        wp::adj_add(var_49, var_61, adj_49, adj_61, adj_62);
        wp::adj_vec_t(var_60, adj_60, adj_61);
        wp::adj_add(var_57, var_59, adj_57, adj_59, adj_60);
        wp::adj_extract(var_38, var_58, adj_38, adj_58, adj_59);
        wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
        wp::adj_extract(var_38, var_55, adj_38, adj_55, adj_56);
        wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
        wp::adj_extract(var_38, var_52, adj_38, adj_52, adj_53);
        wp::adj_extract(var_38, var_50, adj_38, adj_50, adj_51);
        wp::adj_add(var_46, var_48, adj_46, adj_48, adj_49);
        wp::adj_mul(var_34, var_47, adj_34, adj_47, adj_48);
        wp::adj_add(var_5, var_34, adj_5, adj_34, adj_46);
        // adj: out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])          <L 24>
        wp::adj_array_store(var_out0, var_0, var_45, adj_out0, adj_0, adj_45);
        wp::adj_add(var_43, var_44, adj_43, adj_44, adj_45);
        wp::adj_vec_t(var_37, adj_37, adj_44);
        wp::adj_add(var_39, var_42, adj_39, adj_42, adj_43);
        wp::adj_vec_t(var_40, var_41, adj_40, adj_41, adj_42);
        wp::adj_add(var_2, var_35, adj_2, adj_35, adj_39);
        // adj: out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)                          <L 22>
        adj_vector_000002_f0_0(var_5, var_36, var_37, var_38, adj_5, adj_36, adj_37, adj_38);
        wp::adj_dot(var_5, var_34, adj_5, adj_34, adj_36);
        // adj: v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))                                     <L 21>
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_35);
        // adj: v6 = (v1 + v1)                                                                    <L 20>
        wp::adj_extract(var_28, var_30, adj_28, adj_30, adj_34);
        // adj: v5 = v4[:3]                                                                       <L 19>
        wp::adj_vec_t(var_24, var_25, var_26, var_27, adj_24, adj_25, adj_26, adj_27, adj_28);
        // adj: v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)                                           <L 18>
        wp::adj_sub_inplace(var_2, var_10, var_23, adj_2, adj_10, adj_23);
        wp::adj_sin(var_22, adj_22, adj_23);
        wp::adj_atan2(var_14, var_21, adj_14, adj_21, adj_22);
        wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_abs(var_18, adj_18, adj_19);
        wp::adj_div(var_8, var_17, var_18, adj_8, adj_17, adj_18);
        wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_abs(var_8, adj_8, adj_15);
        wp::adj_exp(var_13, var_14, adj_13, adj_14);
        wp::adj_clamp(var_8, var_11, var_12, adj_8, adj_11, adj_12, adj_13);
        // adj: v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))  <L 17>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v3 = x2[tid]                                                                      <L 16>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v2 = x1[tid]                                                                      <L 15>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v1 = x0[tid]                                                                      <L 14>
        // adj: tid = wp.tid()  # this thread's element                                           <L 13>
        // adj: def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):  <L 12>
        continue;
    }
}

