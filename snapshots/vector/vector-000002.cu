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



extern "C" __global__ void vector_000002_66d5004c_cuda_kernel_forward(
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
        wp::shape_t* var_1;
        const wp::int32 var_2 = 0;
        wp::int32 var_3;
        wp::shape_t var_4;
        bool var_5;
        wp::vec_t<2, wp::float32>* var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::vec_t<2, wp::float32> var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::int32 var_15 = 1;
        const wp::float32 var_16 = -4.0;
        const wp::float32 var_17 = 2.0;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.5;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = -1.081;
        const wp::float32 var_30 = 0.415;
        const wp::float32 var_31 = -0.85;
        const wp::float32 var_32 = 0.7;
        wp::vec_t<4, wp::float32> var_33;
        const wp::int32 var_34 = 3;
        wp::slice_t var_35;
        const wp::int32 var_36 = 0;
        const wp::int32 var_37 = 3;
        const wp::int32 var_38 = 1;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<2, wp::float32> var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::vec_t<4, wp::float32> var_43;
        wp::vec_t<2, wp::float32> var_44;
        const wp::float32 var_45 = -0.065;
        const wp::float32 var_46 = 1.4;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        wp::vec_t<2, wp::float32> var_49;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        const wp::float32 var_52 = 0.19;
        wp::vec_t<3, wp::float32> var_53;
        wp::vec_t<3, wp::float32> var_54;
        const wp::int32 var_55 = 0;
        wp::float32 var_56;
        const wp::int32 var_57 = 1;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 3;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        //---------
        // forward
        // def vector_000002(x0: wp.array[wp.vec2], x1: wp.array[wp.vec3], x2: wp.array[float], out0: wp.array[wp.vec2], out1: wp.array[wp.vec3]):       <L 12>
        // tid = wp.tid()  # this thread's element                                                <L 13>
        var_0 = builtin_tid1d();
        // if tid >= out1.shape[0]:                                                               <L 14>
        var_1 = &(var_out1.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return  # out of bounds                                                            <L 15>
            continue;
        }
        // v1 = x0[tid]                                                                           <L 16>
        var_6 = wp::address(var_x0, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = x1[tid]                                                                           <L 17>
        var_9 = wp::address(var_x1, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v3 = x2[tid]                                                                           <L 18>
        var_12 = wp::address(var_x2, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))       <L 19>
        var_18 = wp::clamp(var_13, var_16, var_17);
        var_19 = wp::exp(var_18);
        var_20 = wp::abs(var_13);
        var_22 = wp::add(var_20, var_21);
        var_23 = wp::div(var_13, var_22);
        var_24 = wp::abs(var_23);
        var_26 = wp::add(var_24, var_25);
        var_27 = wp::atan2(var_19, var_26);
        var_28 = wp::sin(var_27);
        wp::sub_inplace(var_7, var_15, var_28);
        // v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)                                                <L 20>
        var_33 = wp::vec_t<4, wp::float32>(var_29, var_30, var_31, var_32);
        // v5 = v4[:3]                                                                            <L 21>
        var_35 = wp::slice_t(var_36, var_37, var_38);
        var_39 = wp::extract<3>(var_33, var_35);
        // v6 = (v1 + v1)                                                                         <L 22>
        var_40 = wp::add(var_7, var_7);
        // v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))                                          <L 23>
        var_41 = wp::dot(var_10, var_39);
        vector_000002_f0_0(var_10, var_41, var_42, var_43);
        // out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)                               <L 24>
        var_44 = wp::add(var_7, var_40);
        var_47 = wp::vec_t<2, wp::float32>(var_45, var_46);
        var_48 = wp::add(var_44, var_47);
        var_49 = wp::vec_t<2, wp::float32>(var_42);
        var_50 = wp::add(var_48, var_49);
        wp::array_store(var_out0, var_0, var_50);
        // out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])               <L 26>
        var_51 = wp::add(var_10, var_39);
        var_53 = wp::mul(var_39, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_43, var_55);
        var_58 = wp::extract(var_43, var_57);
        var_59 = wp::add(var_56, var_58);
        var_61 = wp::extract(var_43, var_60);
        var_62 = wp::add(var_59, var_61);
        var_64 = wp::extract(var_43, var_63);
        var_65 = wp::add(var_62, var_64);
        var_66 = wp::vec_t<3, wp::float32>(var_65);
        var_67 = wp::add(var_54, var_66);
        wp::array_store(var_out1, var_0, var_67);
    }
}



extern "C" __global__ void vector_000002_66d5004c_cuda_kernel_backward(
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
        wp::shape_t* var_1;
        const wp::int32 var_2 = 0;
        wp::int32 var_3;
        wp::shape_t var_4;
        bool var_5;
        wp::vec_t<2, wp::float32>* var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::vec_t<2, wp::float32> var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::int32 var_15 = 1;
        const wp::float32 var_16 = -4.0;
        const wp::float32 var_17 = 2.0;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.5;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = -1.081;
        const wp::float32 var_30 = 0.415;
        const wp::float32 var_31 = -0.85;
        const wp::float32 var_32 = 0.7;
        wp::vec_t<4, wp::float32> var_33;
        const wp::int32 var_34 = 3;
        wp::slice_t var_35;
        const wp::int32 var_36 = 0;
        const wp::int32 var_37 = 3;
        const wp::int32 var_38 = 1;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<2, wp::float32> var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::vec_t<4, wp::float32> var_43;
        wp::vec_t<2, wp::float32> var_44;
        const wp::float32 var_45 = -0.065;
        const wp::float32 var_46 = 1.4;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        wp::vec_t<2, wp::float32> var_49;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        const wp::float32 var_52 = 0.19;
        wp::vec_t<3, wp::float32> var_53;
        wp::vec_t<3, wp::float32> var_54;
        const wp::int32 var_55 = 0;
        wp::float32 var_56;
        const wp::int32 var_57 = 1;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 3;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::shape_t adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::shape_t adj_4 = {};
        bool adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::vec_t<2, wp::float32> adj_7 = {};
        wp::vec_t<2, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::int32 adj_15 = {};
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
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<4, wp::float32> adj_33 = {};
        wp::int32 adj_34 = {};
        wp::slice_t adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::vec_t<2, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::vec_t<4, wp::float32> adj_43 = {};
        wp::vec_t<2, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::vec_t<2, wp::float32> adj_47 = {};
        wp::vec_t<2, wp::float32> adj_48 = {};
        wp::vec_t<2, wp::float32> adj_49 = {};
        wp::vec_t<2, wp::float32> adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::vec_t<3, wp::float32> adj_53 = {};
        wp::vec_t<3, wp::float32> adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::int32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        //---------
        // forward
        // def vector_000002(x0: wp.array[wp.vec2], x1: wp.array[wp.vec3], x2: wp.array[float], out0: wp.array[wp.vec2], out1: wp.array[wp.vec3]):       <L 12>
        // tid = wp.tid()  # this thread's element                                                <L 13>
        var_0 = builtin_tid1d();
        // if tid >= out1.shape[0]:                                                               <L 14>
        var_1 = &(var_out1.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return  # out of bounds                                                            <L 15>
            goto label0;
        }
        // v1 = x0[tid]                                                                           <L 16>
        var_6 = wp::address(var_x0, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = x1[tid]                                                                           <L 17>
        var_9 = wp::address(var_x1, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v3 = x2[tid]                                                                           <L 18>
        var_12 = wp::address(var_x2, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))       <L 19>
        var_18 = wp::clamp(var_13, var_16, var_17);
        var_19 = wp::exp(var_18);
        var_20 = wp::abs(var_13);
        var_22 = wp::add(var_20, var_21);
        var_23 = wp::div(var_13, var_22);
        var_24 = wp::abs(var_23);
        var_26 = wp::add(var_24, var_25);
        var_27 = wp::atan2(var_19, var_26);
        var_28 = wp::sin(var_27);
        wp::sub_inplace(var_7, var_15, var_28);
        // v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)                                                <L 20>
        var_33 = wp::vec_t<4, wp::float32>(var_29, var_30, var_31, var_32);
        // v5 = v4[:3]                                                                            <L 21>
        var_35 = wp::slice_t(var_36, var_37, var_38);
        var_39 = wp::extract<3>(var_33, var_35);
        // v6 = (v1 + v1)                                                                         <L 22>
        var_40 = wp::add(var_7, var_7);
        // v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))                                          <L 23>
        var_41 = wp::dot(var_10, var_39);
        vector_000002_f0_0(var_10, var_41, var_42, var_43);
        // out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)                               <L 24>
        var_44 = wp::add(var_7, var_40);
        var_47 = wp::vec_t<2, wp::float32>(var_45, var_46);
        var_48 = wp::add(var_44, var_47);
        var_49 = wp::vec_t<2, wp::float32>(var_42);
        var_50 = wp::add(var_48, var_49);
        // wp::array_store(var_out0, var_0, var_50);
        // out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])               <L 26>
        var_51 = wp::add(var_10, var_39);
        var_53 = wp::mul(var_39, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_43, var_55);
        var_58 = wp::extract(var_43, var_57);
        var_59 = wp::add(var_56, var_58);
        var_61 = wp::extract(var_43, var_60);
        var_62 = wp::add(var_59, var_61);
        var_64 = wp::extract(var_43, var_63);
        var_65 = wp::add(var_62, var_64);
        var_66 = wp::vec_t<3, wp::float32>(var_65);
        var_67 = wp::add(var_54, var_66);
        // wp::array_store(var_out1, var_0, var_67);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_67, adj_out1, adj_0, adj_67);
        wp::adj_add(var_54, var_66, adj_54, adj_66, adj_67);
        wp::adj_vec_t(var_65, adj_65, adj_66);
        wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
        wp::adj_extract(var_43, var_63, adj_43, adj_63, adj_64);
        wp::adj_add(var_59, var_61, adj_59, adj_61, adj_62);
        wp::adj_extract(var_43, var_60, adj_43, adj_60, adj_61);
        wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
        wp::adj_extract(var_43, var_57, adj_43, adj_57, adj_58);
        wp::adj_extract(var_43, var_55, adj_43, adj_55, adj_56);
        wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
        wp::adj_mul(var_39, var_52, adj_39, adj_52, adj_53);
        wp::adj_add(var_10, var_39, adj_10, adj_39, adj_51);
        // adj: out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])          <L 26>
        wp::adj_array_store(var_out0, var_0, var_50, adj_out0, adj_0, adj_50);
        wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_vec_t(var_42, adj_42, adj_49);
        wp::adj_add(var_44, var_47, adj_44, adj_47, adj_48);
        wp::adj_vec_t(var_45, var_46, adj_45, adj_46, adj_47);
        wp::adj_add(var_7, var_40, adj_7, adj_40, adj_44);
        // adj: out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)                          <L 24>
        adj_vector_000002_f0_0(var_10, var_41, var_42, var_43, adj_10, adj_41, adj_42, adj_43);
        wp::adj_dot(var_10, var_39, adj_10, adj_39, adj_41);
        // adj: v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))                                     <L 23>
        wp::adj_add(var_7, var_7, adj_7, adj_7, adj_40);
        // adj: v6 = (v1 + v1)                                                                    <L 22>
        wp::adj_extract(var_33, var_35, adj_33, adj_35, adj_39);
        // adj: v5 = v4[:3]                                                                       <L 21>
        wp::adj_vec_t(var_29, var_30, var_31, var_32, adj_29, adj_30, adj_31, adj_32, adj_33);
        // adj: v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)                                           <L 20>
        wp::adj_sub_inplace(var_7, var_15, var_28, adj_7, adj_15, adj_28);
        wp::adj_sin(var_27, adj_27, adj_28);
        wp::adj_atan2(var_19, var_26, adj_19, adj_26, adj_27);
        wp::adj_add(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_abs(var_23, adj_23, adj_24);
        wp::adj_div(var_13, var_22, var_23, adj_13, adj_22, adj_23);
        wp::adj_add(var_20, var_21, adj_20, adj_21, adj_22);
        wp::adj_abs(var_13, adj_13, adj_20);
        wp::adj_exp(var_18, var_19, adj_18, adj_19);
        wp::adj_clamp(var_13, var_16, var_17, adj_13, adj_16, adj_17, adj_18);
        // adj: v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))  <L 19>
        wp::adj_copy(var_14, adj_12, adj_13);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_12);
        // adj: v3 = x2[tid]                                                                      <L 18>
        wp::adj_copy(var_11, adj_9, adj_10);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_9);
        // adj: v2 = x1[tid]                                                                      <L 17>
        wp::adj_copy(var_8, adj_6, adj_7);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_6);
        // adj: v1 = x0[tid]                                                                      <L 16>
        if (var_5) {
            label0:;
            // adj: return  # out of bounds                                                       <L 15>
        }
        adj_out1.shape = adj_1;
        // adj: if tid >= out1.shape[0]:                                                          <L 14>
        // adj: tid = wp.tid()  # this thread's element                                           <L 13>
        // adj: def vector_000002(x0: wp.array[wp.vec2], x1: wp.array[wp.vec3], x2: wp.array[float], out0: wp.array[wp.vec2], out1: wp.array[wp.vec3]):  <L 12>
        continue;
    }
}

