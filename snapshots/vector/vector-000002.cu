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



extern "C" __global__ void vector_000002_269d4e0c_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out0)
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
        wp::vec_t<2, wp::float32> var_15;
        wp::vec_t<2, wp::float32> var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::vec_t<4, wp::float32> var_19;
        const wp::float32 var_20 = 1.18;
        wp::vec_t<4, wp::float32> var_21;
        wp::vec_t<4, wp::float32> var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        const wp::int32 var_25 = 1;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 1;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::vec_t<4, wp::float32> var_41;
        wp::vec_t<4, wp::float32> var_42;
        //---------
        // forward
        // def vector_000002(x0: wp.array[wp.vec2], x1: wp.array[wp.vec3], x2: wp.array[float], out0: wp.array[wp.vec4]):       <L 12>
        // tid = wp.tid()  # launch index                                                         <L 13>
        var_0 = builtin_tid1d();
        // if tid >= x2.shape[0]:                                                                 <L 14>
        var_1 = &(var_x2.shape);
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
        // v4 = v1                                                                                <L 19>
        var_15 = wp::copy(var_7);
        // v5 = (v1 + v1)                                                                         <L 20>
        var_16 = wp::add(var_7, var_7);
        // v6, v7 = vector_000002_f0(v2, wp.floor(v3))                                            <L 21>
        var_17 = wp::floor(var_13);
        vector_000002_f0_0(var_10, var_17, var_18, var_19);
        // out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)       <L 23>
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_19, var_21);
        var_24 = wp::extract(var_7, var_23);
        var_26 = wp::extract(var_7, var_25);
        var_27 = wp::add(var_24, var_26);
        var_29 = wp::extract(var_15, var_28);
        var_30 = wp::add(var_27, var_29);
        var_32 = wp::extract(var_15, var_31);
        var_33 = wp::add(var_30, var_32);
        var_35 = wp::extract(var_16, var_34);
        var_36 = wp::add(var_33, var_35);
        var_38 = wp::extract(var_16, var_37);
        var_39 = wp::add(var_36, var_38);
        var_40 = wp::add(var_39, var_18);
        var_41 = wp::vec_t<4, wp::float32>(var_40);
        var_42 = wp::add(var_22, var_41);
        wp::array_store(var_out0, var_0, var_42);
    }
}



extern "C" __global__ void vector_000002_269d4e0c_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::vec_t<4, wp::float32>> adj_out0)
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
        wp::vec_t<2, wp::float32> var_15;
        wp::vec_t<2, wp::float32> var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::vec_t<4, wp::float32> var_19;
        const wp::float32 var_20 = 1.18;
        wp::vec_t<4, wp::float32> var_21;
        wp::vec_t<4, wp::float32> var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        const wp::int32 var_25 = 1;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 1;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::vec_t<4, wp::float32> var_41;
        wp::vec_t<4, wp::float32> var_42;
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
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::vec_t<2, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<4, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::vec_t<4, wp::float32> adj_21 = {};
        wp::vec_t<4, wp::float32> adj_22 = {};
        wp::int32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<4, wp::float32> adj_41 = {};
        wp::vec_t<4, wp::float32> adj_42 = {};
        //---------
        // forward
        // def vector_000002(x0: wp.array[wp.vec2], x1: wp.array[wp.vec3], x2: wp.array[float], out0: wp.array[wp.vec4]):       <L 12>
        // tid = wp.tid()  # launch index                                                         <L 13>
        var_0 = builtin_tid1d();
        // if tid >= x2.shape[0]:                                                                 <L 14>
        var_1 = &(var_x2.shape);
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
        // v4 = v1                                                                                <L 19>
        var_15 = wp::copy(var_7);
        // v5 = (v1 + v1)                                                                         <L 20>
        var_16 = wp::add(var_7, var_7);
        // v6, v7 = vector_000002_f0(v2, wp.floor(v3))                                            <L 21>
        var_17 = wp::floor(var_13);
        vector_000002_f0_0(var_10, var_17, var_18, var_19);
        // out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)       <L 23>
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_19, var_21);
        var_24 = wp::extract(var_7, var_23);
        var_26 = wp::extract(var_7, var_25);
        var_27 = wp::add(var_24, var_26);
        var_29 = wp::extract(var_15, var_28);
        var_30 = wp::add(var_27, var_29);
        var_32 = wp::extract(var_15, var_31);
        var_33 = wp::add(var_30, var_32);
        var_35 = wp::extract(var_16, var_34);
        var_36 = wp::add(var_33, var_35);
        var_38 = wp::extract(var_16, var_37);
        var_39 = wp::add(var_36, var_38);
        var_40 = wp::add(var_39, var_18);
        var_41 = wp::vec_t<4, wp::float32>(var_40);
        var_42 = wp::add(var_22, var_41);
        // wp::array_store(var_out0, var_0, var_42);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_42, adj_out0, adj_0, adj_42);
        wp::adj_add(var_22, var_41, adj_22, adj_41, adj_42);
        wp::adj_vec_t(var_40, adj_40, adj_41);
        wp::adj_add(var_39, var_18, adj_39, adj_18, adj_40);
        wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
        wp::adj_extract(var_16, var_37, adj_16, adj_37, adj_38);
        wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
        wp::adj_extract(var_16, var_34, adj_16, adj_34, adj_35);
        wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
        wp::adj_extract(var_15, var_31, adj_15, adj_31, adj_32);
        wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
        wp::adj_extract(var_15, var_28, adj_15, adj_28, adj_29);
        wp::adj_add(var_24, var_26, adj_24, adj_26, adj_27);
        wp::adj_extract(var_7, var_25, adj_7, adj_25, adj_26);
        wp::adj_extract(var_7, var_23, adj_7, adj_23, adj_24);
        wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
        wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
        // adj: out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)  <L 23>
        adj_vector_000002_f0_0(var_10, var_17, var_18, var_19, adj_10, adj_17, adj_18, adj_19);
        // adj: v6, v7 = vector_000002_f0(v2, wp.floor(v3))                                       <L 21>
        wp::adj_add(var_7, var_7, adj_7, adj_7, adj_16);
        // adj: v5 = (v1 + v1)                                                                    <L 20>
        wp::adj_copy(var_7, adj_7, adj_15);
        // adj: v4 = v1                                                                           <L 19>
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
        adj_x2.shape = adj_1;
        // adj: if tid >= x2.shape[0]:                                                            <L 14>
        // adj: tid = wp.tid()  # launch index                                                    <L 13>
        // adj: def vector_000002(x0: wp.array[wp.vec2], x1: wp.array[wp.vec3], x2: wp.array[float], out0: wp.array[wp.vec4]):  <L 12>
        continue;
    }
}

