// Generated for case quaternion-000002 with warp-lang 1.19.0. Do not edit.
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


// warp/_src/math.py:151
static CUDA_CALLABLE wp::quat_t<wp::float32> quat_twist_0(
    wp::vec_t<3, wp::float32> var_axis,
    wp::quat_t<wp::float32> var_q)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    const wp::int32 var_4 = 2;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::int32 var_11 = 1;
    wp::float32 var_12;
    const wp::int32 var_13 = 2;
    wp::float32 var_14;
    const wp::int32 var_15 = 3;
    wp::float32 var_16;
    wp::quat_t<wp::float32> var_17;
    wp::quat_t<wp::float32> var_18;
    //---------
    // forward
    // def quat_twist(axis: wp.vec3, q: wp.quat) -> wp.quat:                                  <L 152>
    // a = wp.vec3(q[0], q[1], q[2])                                                          <L 166>
    var_1 = wp::extract(var_q, var_0);
    var_3 = wp::extract(var_q, var_2);
    var_5 = wp::extract(var_q, var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    // proj = wp.dot(a, axis)                                                                 <L 167>
    var_7 = wp::dot(var_6, var_axis);
    // a = proj * axis                                                                        <L 168>
    var_8 = wp::mul(var_7, var_axis);
    // return wp.normalize(wp.quat(a[0], a[1], a[2], q[3]))                                   <L 169>
    var_10 = wp::extract(var_8, var_9);
    var_12 = wp::extract(var_8, var_11);
    var_14 = wp::extract(var_8, var_13);
    var_16 = wp::extract(var_q, var_15);
    var_17 = wp::quat_t<wp::float32>(var_10, var_12, var_14, var_16);
    var_18 = wp::normalize(var_17);
    return var_18;
}


// warp/_src/math.py:151
static CUDA_CALLABLE void adj_quat_twist_0(
    wp::vec_t<3, wp::float32> var_axis,
    wp::quat_t<wp::float32> var_q,
    wp::vec_t<3, wp::float32> & adj_axis,
    wp::quat_t<wp::float32> & adj_q,
    wp::quat_t<wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    const wp::int32 var_4 = 2;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::int32 var_11 = 1;
    wp::float32 var_12;
    const wp::int32 var_13 = 2;
    wp::float32 var_14;
    const wp::int32 var_15 = 3;
    wp::float32 var_16;
    wp::quat_t<wp::float32> var_17;
    wp::quat_t<wp::float32> var_18;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::quat_t<wp::float32> adj_17 = {};
    wp::quat_t<wp::float32> adj_18 = {};
    //---------
    // forward
    // def quat_twist(axis: wp.vec3, q: wp.quat) -> wp.quat:                                  <L 152>
    // a = wp.vec3(q[0], q[1], q[2])                                                          <L 166>
    var_1 = wp::extract(var_q, var_0);
    var_3 = wp::extract(var_q, var_2);
    var_5 = wp::extract(var_q, var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    // proj = wp.dot(a, axis)                                                                 <L 167>
    var_7 = wp::dot(var_6, var_axis);
    // a = proj * axis                                                                        <L 168>
    var_8 = wp::mul(var_7, var_axis);
    // return wp.normalize(wp.quat(a[0], a[1], a[2], q[3]))                                   <L 169>
    var_10 = wp::extract(var_8, var_9);
    var_12 = wp::extract(var_8, var_11);
    var_14 = wp::extract(var_8, var_13);
    var_16 = wp::extract(var_q, var_15);
    var_17 = wp::quat_t<wp::float32>(var_10, var_12, var_14, var_16);
    var_18 = wp::normalize(var_17);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_18 += adj_ret;
    wp::adj_normalize(var_17, adj_17, adj_18);
    wp::adj_quat_t(var_10, var_12, var_14, var_16, adj_10, adj_12, adj_14, adj_16, adj_17);
    wp::adj_extract(var_q, var_15, adj_q, adj_15, adj_16);
    wp::adj_extract(var_8, var_13, adj_8, adj_13, adj_14);
    wp::adj_extract(var_8, var_11, adj_8, adj_11, adj_12);
    wp::adj_extract(var_8, var_9, adj_8, adj_9, adj_10);
    // adj: return wp.normalize(wp.quat(a[0], a[1], a[2], q[3]))                              <L 169>
    wp::adj_mul(var_7, var_axis, adj_7, adj_axis, adj_8);
    // adj: a = proj * axis                                                                   <L 168>
    wp::adj_dot(var_6, var_axis, adj_6, adj_axis, adj_7);
    // adj: proj = wp.dot(a, axis)                                                            <L 167>
    wp::adj_vec_t(var_1, var_3, var_5, adj_1, adj_3, adj_5, adj_6);
    wp::adj_extract(var_q, var_4, adj_q, adj_4, adj_5);
    wp::adj_extract(var_q, var_2, adj_q, adj_2, adj_3);
    wp::adj_extract(var_q, var_0, adj_q, adj_0, adj_1);
    // adj: a = wp.vec3(q[0], q[1], q[2])                                                     <L 166>
    // adj: def quat_twist(axis: wp.vec3, q: wp.quat) -> wp.quat:                             <L 152>
    return;
}



extern "C" __global__ void quaternion_000002_5139a0b8_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::quat_t<wp::float32>> var_out0)
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
        wp::quat_t<wp::float32>* var_1;
        wp::quat_t<wp::float32> var_2;
        wp::quat_t<wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = -0.96;
        const wp::float32 var_8 = -0.667;
        wp::float32 var_9;
        const wp::float32 var_10 = -1.4;
        const wp::float32 var_11 = -0.5;
        const wp::float32 var_12 = -0.301;
        wp::float32 var_13;
        wp::quat_t<wp::float32> var_14;
        const wp::int32 var_15 = 4;
        wp::int32 var_16;
        wp::shape_t* var_17;
        const wp::int32 var_18 = 0;
        wp::int32 var_19;
        wp::shape_t var_20;
        wp::int32 var_21;
        wp::quat_t<wp::float32>* var_22;
        wp::quat_t<wp::float32> var_23;
        wp::quat_t<wp::float32> var_24;
        const wp::float32 var_25 = 0.0;
        const wp::float32 var_26 = 0.0;
        const wp::float32 var_27 = 2.5;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        wp::quat_t<wp::float32> var_31;
        wp::quat_t<wp::float32> var_32;
        wp::quat_t<wp::float32> var_33;
        wp::quat_t<wp::float32> var_34;
        wp::quat_t<wp::float32> var_35;
        //---------
        // forward
        // def quaternion_000002(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.quat)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.quat_rpy((-0.96 * -0.667), -1.4, (-0.5 - -0.301))                              <L 9>
        var_9 = wp::mul(var_7, var_8);
        var_13 = wp::sub(var_11, var_12);
        var_14 = wp::quat_rpy(var_9, var_10, var_13);
        // v3 = x0[(tid + 4) % x0.shape[0]]                                                       <L 10>
        var_16 = wp::add(var_0, var_15);
        var_17 = &(var_x0.shape);
        var_20 = wp::load(var_17);
        var_19 = wp::extract(var_20, var_18);
        var_21 = wp::mod(var_16, var_19);
        var_22 = wp::address(var_x0, var_21);
        var_24 = wp::load(var_22);
        var_23 = wp::copy(var_24);
        // v4 = wp.quat_twist(wp.normalize(v1 + wp.vec3(0.0, 0.0, 2.5)), v0)                      <L 11>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::add(var_5, var_28);
        var_30 = wp::normalize(var_29);
        var_31 = quat_twist_0(var_30, var_2);
        // out0[tid] = wp.normalize(v2 * v3 * v4 * v0)                                            <L 12>
        var_32 = wp::mul(var_14, var_23);
        var_33 = wp::mul(var_32, var_31);
        var_34 = wp::mul(var_33, var_2);
        var_35 = wp::normalize(var_34);
        wp::array_store(var_out0, var_0, var_35);
    }
}



extern "C" __global__ void quaternion_000002_5139a0b8_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::quat_t<wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::quat_t<wp::float32>> adj_out0)
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
        wp::quat_t<wp::float32>* var_1;
        wp::quat_t<wp::float32> var_2;
        wp::quat_t<wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = -0.96;
        const wp::float32 var_8 = -0.667;
        wp::float32 var_9;
        const wp::float32 var_10 = -1.4;
        const wp::float32 var_11 = -0.5;
        const wp::float32 var_12 = -0.301;
        wp::float32 var_13;
        wp::quat_t<wp::float32> var_14;
        const wp::int32 var_15 = 4;
        wp::int32 var_16;
        wp::shape_t* var_17;
        const wp::int32 var_18 = 0;
        wp::int32 var_19;
        wp::shape_t var_20;
        wp::int32 var_21;
        wp::quat_t<wp::float32>* var_22;
        wp::quat_t<wp::float32> var_23;
        wp::quat_t<wp::float32> var_24;
        const wp::float32 var_25 = 0.0;
        const wp::float32 var_26 = 0.0;
        const wp::float32 var_27 = 2.5;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        wp::quat_t<wp::float32> var_31;
        wp::quat_t<wp::float32> var_32;
        wp::quat_t<wp::float32> var_33;
        wp::quat_t<wp::float32> var_34;
        wp::quat_t<wp::float32> var_35;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::quat_t<wp::float32> adj_1 = {};
        wp::quat_t<wp::float32> adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::quat_t<wp::float32> adj_14 = {};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::shape_t adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::shape_t adj_20 = {};
        wp::int32 adj_21 = {};
        wp::quat_t<wp::float32> adj_22 = {};
        wp::quat_t<wp::float32> adj_23 = {};
        wp::quat_t<wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::quat_t<wp::float32> adj_31 = {};
        wp::quat_t<wp::float32> adj_32 = {};
        wp::quat_t<wp::float32> adj_33 = {};
        wp::quat_t<wp::float32> adj_34 = {};
        wp::quat_t<wp::float32> adj_35 = {};
        //---------
        // forward
        // def quaternion_000002(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.quat)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.quat_rpy((-0.96 * -0.667), -1.4, (-0.5 - -0.301))                              <L 9>
        var_9 = wp::mul(var_7, var_8);
        var_13 = wp::sub(var_11, var_12);
        var_14 = wp::quat_rpy(var_9, var_10, var_13);
        // v3 = x0[(tid + 4) % x0.shape[0]]                                                       <L 10>
        var_16 = wp::add(var_0, var_15);
        var_17 = &(var_x0.shape);
        var_20 = wp::load(var_17);
        var_19 = wp::extract(var_20, var_18);
        var_21 = wp::mod(var_16, var_19);
        var_22 = wp::address(var_x0, var_21);
        var_24 = wp::load(var_22);
        var_23 = wp::copy(var_24);
        // v4 = wp.quat_twist(wp.normalize(v1 + wp.vec3(0.0, 0.0, 2.5)), v0)                      <L 11>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::add(var_5, var_28);
        var_30 = wp::normalize(var_29);
        var_31 = quat_twist_0(var_30, var_2);
        // out0[tid] = wp.normalize(v2 * v3 * v4 * v0)                                            <L 12>
        var_32 = wp::mul(var_14, var_23);
        var_33 = wp::mul(var_32, var_31);
        var_34 = wp::mul(var_33, var_2);
        var_35 = wp::normalize(var_34);
        // wp::array_store(var_out0, var_0, var_35);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_35, adj_out0, adj_0, adj_35);
        wp::adj_normalize(var_34, adj_34, adj_35);
        wp::adj_mul(var_33, var_2, adj_33, adj_2, adj_34);
        wp::adj_mul(var_32, var_31, adj_32, adj_31, adj_33);
        wp::adj_mul(var_14, var_23, adj_14, adj_23, adj_32);
        // adj: out0[tid] = wp.normalize(v2 * v3 * v4 * v0)                                       <L 12>
        adj_quat_twist_0(var_30, var_2, adj_30, adj_2, adj_31);
        wp::adj_normalize(var_29, var_30, adj_29, adj_30);
        wp::adj_add(var_5, var_28, adj_5, adj_28, adj_29);
        wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
        // adj: v4 = wp.quat_twist(wp.normalize(v1 + wp.vec3(0.0, 0.0, 2.5)), v0)                 <L 11>
        wp::adj_copy(var_24, adj_22, adj_23);
        wp::adj_address(var_x0, var_21, adj_x0, adj_21, adj_22);
        wp::adj_mod(var_16, var_19, adj_16, adj_19, adj_21);
        adj_x0.shape = adj_17;
        wp::adj_add(var_0, var_15, adj_0, adj_15, adj_16);
        // adj: v3 = x0[(tid + 4) % x0.shape[0]]                                                  <L 10>
        wp::adj_quat_rpy(var_9, var_10, var_13, adj_9, adj_10, adj_13, adj_14);
        wp::adj_sub(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_mul(var_7, var_8, adj_7, adj_8, adj_9);
        // adj: v2 = wp.quat_rpy((-0.96 * -0.667), -1.4, (-0.5 - -0.301))                         <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def quaternion_000002(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.quat)):  <L 5>
        continue;
    }
}

