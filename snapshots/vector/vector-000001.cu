// Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
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
static CUDA_CALLABLE wp::float32 norm_huber_0(
    wp::vec_t<4, wp::float32> var_v,
    wp::float32 var_delta)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    bool var_2;
    const wp::float32 var_3 = 0.5;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 0.5;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    //---------
    // forward
    // def norm_huber(v: Any, delta: float = 1.0) -> float:                                   <L 1>
    // a = wp.dot(v, v)                                                                       <L 17>
    var_0 = wp::dot(var_v, var_v);
    // if a <= delta * delta:                                                                 <L 18>
    var_1 = wp::mul(var_delta, var_delta);
    var_2 = (var_0 <= var_1);
    if (var_2) {
        // return 0.5 * a                                                                     <L 19>
        var_4 = wp::mul(var_3, var_0);
        return var_4;
    }
    // return delta * (wp.sqrt(a) - 0.5 * delta)                                              <L 20>
    var_5 = wp::sqrt(var_0);
    var_7 = wp::mul(var_6, var_delta);
    var_8 = wp::sub(var_5, var_7);
    var_9 = wp::mul(var_delta, var_8);
    return var_9;
}


// warp/_src/math.py:0
static CUDA_CALLABLE void adj_norm_huber_0(
    wp::vec_t<4, wp::float32> var_v,
    wp::float32 var_delta,
    wp::vec_t<4, wp::float32> & adj_v,
    wp::float32 & adj_delta,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    bool var_2;
    const wp::float32 var_3 = 0.5;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 0.5;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    bool adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    //---------
    // forward
    // def norm_huber(v: Any, delta: float = 1.0) -> float:                                   <L 1>
    // a = wp.dot(v, v)                                                                       <L 17>
    var_0 = wp::dot(var_v, var_v);
    // if a <= delta * delta:                                                                 <L 18>
    var_1 = wp::mul(var_delta, var_delta);
    var_2 = (var_0 <= var_1);
    if (var_2) {
        // return 0.5 * a                                                                     <L 19>
        var_4 = wp::mul(var_3, var_0);
        goto label0;
    }
    // return delta * (wp.sqrt(a) - 0.5 * delta)                                              <L 20>
    var_5 = wp::sqrt(var_0);
    var_7 = wp::mul(var_6, var_delta);
    var_8 = wp::sub(var_5, var_7);
    var_9 = wp::mul(var_delta, var_8);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_9 += adj_ret;
    wp::adj_mul(var_delta, var_8, adj_delta, adj_8, adj_9);
    wp::adj_sub(var_5, var_7, adj_5, adj_7, adj_8);
    wp::adj_mul(var_6, var_delta, adj_6, adj_delta, adj_7);
    wp::adj_sqrt(var_0, var_5, adj_0, adj_5);
    // adj: return delta * (wp.sqrt(a) - 0.5 * delta)                                         <L 20>
    if (var_2) {
        label0:;
        adj_4 += adj_ret;
        wp::adj_mul(var_3, var_0, adj_3, adj_0, adj_4);
        // adj: return 0.5 * a                                                                <L 19>
    }
    wp::adj_mul(var_delta, var_delta, adj_delta, adj_delta, adj_1);
    // adj: if a <= delta * delta:                                                            <L 18>
    wp::adj_dot(var_v, var_v, adj_v, adj_v, adj_0);
    // adj: a = wp.dot(v, v)                                                                  <L 17>
    // adj: def norm_huber(v: Any, delta: float = 1.0) -> float:                              <L 1>
    return;
}



extern "C" __global__ void vector_000001_cf0cb906_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out1)
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        const wp::float32 var_4 = -0.28;
        const wp::float32 var_5 = -0.18;
        const wp::float32 var_6 = -1.1;
        const wp::float32 var_7 = 1.22;
        wp::vec_t<4, wp::float32> var_8;
        const wp::float32 var_9 = -0.5;
        const wp::float32 var_10 = 1.6;
        const wp::float32 var_11 = 1.18;
        const wp::float32 var_12 = 0.979;
        wp::vec_t<4, wp::float32> var_13;
        const wp::float32 var_14 = -0.722;
        const wp::float32 var_15 = -0.15;
        const wp::float32 var_16 = -1.8;
        const wp::float32 var_17 = -1.27;
        wp::vec_t<4, wp::float32> var_18;
        wp::vec_t<4, wp::float32> var_19;
        wp::vec_t<4, wp::float32> var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 1.0;
        const wp::float32 var_23 = 1.1;
        wp::vec_t<4, wp::float32> var_24;
        const wp::float32 var_25 = -1.943;
        const wp::float32 var_26 = 1.18;
        const wp::float32 var_27 = 0.04;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        const wp::float32 var_30 = -0.57;
        const wp::float32 var_31 = 1.4;
        const wp::float32 var_32 = -1.6;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 0.87;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<4, wp::float32> var_38;
        wp::vec_t<4, wp::float32> var_39;
        const wp::float32 var_40 = 1.23;
        wp::vec_t<4, wp::float32> var_41;
        wp::vec_t<4, wp::float32> var_42;
        const wp::int32 var_43 = 0;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::vec_t<4, wp::float32> var_46;
        wp::vec_t<4, wp::float32> var_47;
        //---------
        // forward
        // def vector_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec4)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = wp.norm_huber(wp.cw_mul(wp.vec4(-0.28, -0.18, -1.1, 1.22), (wp.vec4(-0.5, 1.6, 1.18, 0.979) + wp.vec4(-0.722, -0.15, -1.8, -1.27))))       <L 8>
        var_8 = wp::vec_t<4, wp::float32>(var_4, var_5, var_6, var_7);
        var_13 = wp::vec_t<4, wp::float32>(var_9, var_10, var_11, var_12);
        var_18 = wp::vec_t<4, wp::float32>(var_14, var_15, var_16, var_17);
        var_19 = wp::add(var_13, var_18);
        var_20 = wp::cw_mul(var_8, var_19);
        var_21 = norm_huber_0(var_20, var_22);
        // v2 = wp.vec4(1.1)                                                                      <L 9>
        var_24 = wp::vec_t<4, wp::float32>(var_23);
        // out0[tid] = v0 + wp.cross((wp.vec3(-1.943, 1.18, 0.04) + v0), wp.vec3(-0.57, 1.4, -1.6)) * 0.87       <L 10>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::add(var_28, var_2);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::cross(var_29, var_33);
        var_36 = wp::mul(var_34, var_35);
        var_37 = wp::add(var_2, var_36);
        wp::array_store(var_out0, var_0, var_37);
        // out1[tid] = v2 + wp.max(v2, (v2 + v2)) * 1.23 + wp.vec4(wp.sin(v0[0]))                 <L 11>
        var_38 = wp::add(var_24, var_24);
        var_39 = wp::max(var_24, var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_24, var_41);
        var_44 = wp::extract(var_2, var_43);
        var_45 = wp::sin(var_44);
        var_46 = wp::vec_t<4, wp::float32>(var_45);
        var_47 = wp::add(var_42, var_46);
        wp::array_store(var_out1, var_0, var_47);
    }
}



extern "C" __global__ void vector_000001_cf0cb906_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<4, wp::float32>> adj_out1)
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        const wp::float32 var_4 = -0.28;
        const wp::float32 var_5 = -0.18;
        const wp::float32 var_6 = -1.1;
        const wp::float32 var_7 = 1.22;
        wp::vec_t<4, wp::float32> var_8;
        const wp::float32 var_9 = -0.5;
        const wp::float32 var_10 = 1.6;
        const wp::float32 var_11 = 1.18;
        const wp::float32 var_12 = 0.979;
        wp::vec_t<4, wp::float32> var_13;
        const wp::float32 var_14 = -0.722;
        const wp::float32 var_15 = -0.15;
        const wp::float32 var_16 = -1.8;
        const wp::float32 var_17 = -1.27;
        wp::vec_t<4, wp::float32> var_18;
        wp::vec_t<4, wp::float32> var_19;
        wp::vec_t<4, wp::float32> var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 1.0;
        const wp::float32 var_23 = 1.1;
        wp::vec_t<4, wp::float32> var_24;
        const wp::float32 var_25 = -1.943;
        const wp::float32 var_26 = 1.18;
        const wp::float32 var_27 = 0.04;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        const wp::float32 var_30 = -0.57;
        const wp::float32 var_31 = 1.4;
        const wp::float32 var_32 = -1.6;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 0.87;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<4, wp::float32> var_38;
        wp::vec_t<4, wp::float32> var_39;
        const wp::float32 var_40 = 1.23;
        wp::vec_t<4, wp::float32> var_41;
        wp::vec_t<4, wp::float32> var_42;
        const wp::int32 var_43 = 0;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::vec_t<4, wp::float32> var_46;
        wp::vec_t<4, wp::float32> var_47;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::vec_t<4, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::vec_t<4, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<4, wp::float32> adj_18 = {};
        wp::vec_t<4, wp::float32> adj_19 = {};
        wp::vec_t<4, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<4, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::vec_t<4, wp::float32> adj_38 = {};
        wp::vec_t<4, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<4, wp::float32> adj_41 = {};
        wp::vec_t<4, wp::float32> adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<4, wp::float32> adj_46 = {};
        wp::vec_t<4, wp::float32> adj_47 = {};
        //---------
        // forward
        // def vector_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec4)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = wp.norm_huber(wp.cw_mul(wp.vec4(-0.28, -0.18, -1.1, 1.22), (wp.vec4(-0.5, 1.6, 1.18, 0.979) + wp.vec4(-0.722, -0.15, -1.8, -1.27))))       <L 8>
        var_8 = wp::vec_t<4, wp::float32>(var_4, var_5, var_6, var_7);
        var_13 = wp::vec_t<4, wp::float32>(var_9, var_10, var_11, var_12);
        var_18 = wp::vec_t<4, wp::float32>(var_14, var_15, var_16, var_17);
        var_19 = wp::add(var_13, var_18);
        var_20 = wp::cw_mul(var_8, var_19);
        var_21 = norm_huber_0(var_20, var_22);
        // v2 = wp.vec4(1.1)                                                                      <L 9>
        var_24 = wp::vec_t<4, wp::float32>(var_23);
        // out0[tid] = v0 + wp.cross((wp.vec3(-1.943, 1.18, 0.04) + v0), wp.vec3(-0.57, 1.4, -1.6)) * 0.87       <L 10>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::add(var_28, var_2);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_34 = wp::cross(var_29, var_33);
        var_36 = wp::mul(var_34, var_35);
        var_37 = wp::add(var_2, var_36);
        // wp::array_store(var_out0, var_0, var_37);
        // out1[tid] = v2 + wp.max(v2, (v2 + v2)) * 1.23 + wp.vec4(wp.sin(v0[0]))                 <L 11>
        var_38 = wp::add(var_24, var_24);
        var_39 = wp::max(var_24, var_38);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_24, var_41);
        var_44 = wp::extract(var_2, var_43);
        var_45 = wp::sin(var_44);
        var_46 = wp::vec_t<4, wp::float32>(var_45);
        var_47 = wp::add(var_42, var_46);
        // wp::array_store(var_out1, var_0, var_47);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_47, adj_out1, adj_0, adj_47);
        wp::adj_add(var_42, var_46, adj_42, adj_46, adj_47);
        wp::adj_vec_t(var_45, adj_45, adj_46);
        wp::adj_sin(var_44, adj_44, adj_45);
        wp::adj_extract(var_2, var_43, adj_2, adj_43, adj_44);
        wp::adj_add(var_24, var_41, adj_24, adj_41, adj_42);
        wp::adj_mul(var_39, var_40, adj_39, adj_40, adj_41);
        wp::adj_max(var_24, var_38, adj_24, adj_38, adj_39);
        wp::adj_add(var_24, var_24, adj_24, adj_24, adj_38);
        // adj: out1[tid] = v2 + wp.max(v2, (v2 + v2)) * 1.23 + wp.vec4(wp.sin(v0[0]))            <L 11>
        wp::adj_array_store(var_out0, var_0, var_37, adj_out0, adj_0, adj_37);
        wp::adj_add(var_2, var_36, adj_2, adj_36, adj_37);
        wp::adj_mul(var_34, var_35, adj_34, adj_35, adj_36);
        wp::adj_cross(var_29, var_33, adj_29, adj_33, adj_34);
        wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        wp::adj_add(var_28, var_2, adj_28, adj_2, adj_29);
        wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
        // adj: out0[tid] = v0 + wp.cross((wp.vec3(-1.943, 1.18, 0.04) + v0), wp.vec3(-0.57, 1.4, -1.6)) * 0.87  <L 10>
        wp::adj_vec_t(var_23, adj_23, adj_24);
        // adj: v2 = wp.vec4(1.1)                                                                 <L 9>
        adj_norm_huber_0(var_20, var_22, adj_20, adj_22, adj_21);
        wp::adj_cw_mul(var_8, var_19, adj_8, adj_19, adj_20);
        wp::adj_add(var_13, var_18, adj_13, adj_18, adj_19);
        wp::adj_vec_t(var_14, var_15, var_16, var_17, adj_14, adj_15, adj_16, adj_17, adj_18);
        wp::adj_vec_t(var_9, var_10, var_11, var_12, adj_9, adj_10, adj_11, adj_12, adj_13);
        wp::adj_vec_t(var_4, var_5, var_6, var_7, adj_4, adj_5, adj_6, adj_7, adj_8);
        // adj: v1 = wp.norm_huber(wp.cw_mul(wp.vec4(-0.28, -0.18, -1.1, 1.22), (wp.vec4(-0.5, 1.6, 1.18, 0.979) + wp.vec4(-0.722, -0.15, -1.8, -1.27))))  <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def vector_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec4)):  <L 5>
        continue;
    }
}

