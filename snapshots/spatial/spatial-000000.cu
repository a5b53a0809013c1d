// Generated for case spatial-000000 with warp-lang 1.19.0. Do not edit.
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


// warp/_src/math.py:494
static CUDA_CALLABLE wp::vec_t<6, wp::float32> transform_wrench_0(
    wp::transform_t<wp::float32> var_t,
    wp::vec_t<6, wp::float32> var_x)
{
    //---------
    // primal vars
    wp::quat_t<wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<6, wp::float32> var_8;
    //---------
    // forward
    // def transform_wrench(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:       <L 495>
    // q = wp.transform_get_rotation(t)                                                       <L 511>
    var_0 = wp::transform_get_rotation(var_t);
    // p = wp.transform_get_translation(t)                                                    <L 512>
    var_1 = wp::transform_get_translation(var_t);
    // tau = wp.spatial_top(x)                                                                <L 514>
    var_2 = wp::spatial_top(var_x);
    // f = wp.spatial_bottom(x)                                                               <L 515>
    var_3 = wp::spatial_bottom(var_x);
    // f = wp.quat_rotate(q, f)                                                               <L 517>
    var_4 = wp::quat_rotate(var_0, var_3);
    // tau = wp.quat_rotate(q, tau) + wp.cross(p, f)                                          <L 518>
    var_5 = wp::quat_rotate(var_0, var_2);
    var_6 = wp::cross(var_1, var_4);
    var_7 = wp::add(var_5, var_6);
    // return wp.spatial_vector(tau, f)                                                       <L 520>
    var_8 = wp::vec_t<6, wp::float32>(var_7, var_4);
    return var_8;
}


// warp/_src/math.py:494
static CUDA_CALLABLE void adj_transform_wrench_0(
    wp::transform_t<wp::float32> var_t,
    wp::vec_t<6, wp::float32> var_x,
    wp::transform_t<wp::float32> & adj_t,
    wp::vec_t<6, wp::float32> & adj_x,
    wp::vec_t<6, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::quat_t<wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<6, wp::float32> var_8;
    //---------
    // dual vars
    wp::quat_t<wp::float32> adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<6, wp::float32> adj_8 = {};
    //---------
    // forward
    // def transform_wrench(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:       <L 495>
    // q = wp.transform_get_rotation(t)                                                       <L 511>
    var_0 = wp::transform_get_rotation(var_t);
    // p = wp.transform_get_translation(t)                                                    <L 512>
    var_1 = wp::transform_get_translation(var_t);
    // tau = wp.spatial_top(x)                                                                <L 514>
    var_2 = wp::spatial_top(var_x);
    // f = wp.spatial_bottom(x)                                                               <L 515>
    var_3 = wp::spatial_bottom(var_x);
    // f = wp.quat_rotate(q, f)                                                               <L 517>
    var_4 = wp::quat_rotate(var_0, var_3);
    // tau = wp.quat_rotate(q, tau) + wp.cross(p, f)                                          <L 518>
    var_5 = wp::quat_rotate(var_0, var_2);
    var_6 = wp::cross(var_1, var_4);
    var_7 = wp::add(var_5, var_6);
    // return wp.spatial_vector(tau, f)                                                       <L 520>
    var_8 = wp::vec_t<6, wp::float32>(var_7, var_4);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_8 += adj_ret;
    wp::adj_vec_t(var_7, var_4, adj_7, adj_4, adj_8);
    // adj: return wp.spatial_vector(tau, f)                                                  <L 520>
    wp::adj_add(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_cross(var_1, var_4, adj_1, adj_4, adj_6);
    wp::adj_quat_rotate(var_0, var_2, adj_0, adj_2, adj_5);
    // adj: tau = wp.quat_rotate(q, tau) + wp.cross(p, f)                                     <L 518>
    wp::adj_quat_rotate(var_0, var_3, adj_0, adj_3, adj_4);
    // adj: f = wp.quat_rotate(q, f)                                                          <L 517>
    wp::adj_spatial_bottom(var_x, adj_x, adj_3);
    // adj: f = wp.spatial_bottom(x)                                                          <L 515>
    wp::adj_spatial_top(var_x, adj_x, adj_2);
    // adj: tau = wp.spatial_top(x)                                                           <L 514>
    wp::adj_transform_get_translation(var_t, adj_t, adj_1);
    // adj: p = wp.transform_get_translation(t)                                               <L 512>
    wp::adj_transform_get_rotation(var_t, adj_t, adj_0);
    // adj: q = wp.transform_get_rotation(t)                                                  <L 511>
    // adj: def transform_wrench(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:  <L 495>
    return;
}



extern "C" __global__ void spatial_000000_794ec6da_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<6, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out1)
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
        wp::vec_t<6, wp::float32>* var_1;
        wp::vec_t<6, wp::float32> var_2;
        wp::vec_t<6, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = 1.11;
        const wp::float32 var_8 = -1.443;
        bool var_9;
        const wp::float32 var_10 = 1.0;
        const wp::float32 var_11 = 1.446;
        wp::float32 var_12;
        const wp::float32 var_13 = 0.1;
        wp::float32 var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::int32 var_16 = 1;
        wp::int32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::vec_t<3, wp::float32>* var_23;
        wp::vec_t<6, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<6, wp::float32> var_26;
        const wp::float32 var_27 = 0.432;
        const wp::float32 var_28 = -0.6;
        const wp::float32 var_29 = 0.9;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.36;
        const wp::float32 var_32 = -1.9;
        const wp::float32 var_33 = 0.57;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 0.52;
        wp::quat_t<wp::float32> var_37;
        wp::transform_t<wp::float32> var_38;
        wp::vec_t<6, wp::float32> var_39;
        const wp::float32 var_40 = 0.19;
        wp::vec_t<6, wp::float32> var_41;
        wp::vec_t<6, wp::float32> var_42;
        wp::vec_t<6, wp::float32> var_43;
        const wp::float32 var_44 = 0.56;
        wp::vec_t<6, wp::float32> var_45;
        wp::vec_t<6, wp::float32> var_46;
        //---------
        // forward
        // def spatial_000000(x0: wp.array(dtype=wp.spatial_vector), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.spatial_vector), out1: wp.array(dtype=wp.spatial_vector)):       <L 5>
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
        // v2 = ((1.0 if 1.11 <= -1.443 else 1.446) + 0.1)                                        <L 9>
        var_9 = (var_7 <= var_8);
        if (var_9) {
        }
        if (!var_9) {
        }
        var_12 = wp::where(var_9, var_10, var_11);
        var_14 = wp::add(var_12, var_13);
        // v3 = wp.spatial_vector(wp.vec3(v2, v2, v2), x1[(tid + 1) % x1.shape[0]])               <L 10>
        var_15 = wp::vec_t<3, wp::float32>(var_14, var_14, var_14);
        var_17 = wp::add(var_0, var_16);
        var_18 = &(var_x1.shape);
        var_21 = wp::load(var_18);
        var_20 = wp::extract(var_21, var_19);
        var_22 = wp::mod(var_17, var_20);
        var_23 = wp::address(var_x1, var_22);
        var_25 = wp::load(var_23);
        var_24 = wp::vec_t<6, wp::float32>(var_15, var_25);
        // out0[tid] = v0 + v3 + wp.transform_wrench(wp.transform(wp.vec3(0.432, -0.6, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.36, -1.9, 0.57)), 0.52)), v0) * 0.19       <L 11>
        var_26 = wp::add(var_2, var_24);
        var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
        var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
        var_35 = wp::normalize(var_34);
        var_37 = wp::quat_from_axis_angle(var_35, var_36);
        var_38 = wp::transform_t<wp::float32>(var_30, var_37);
        var_39 = transform_wrench_0(var_38, var_2);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_26, var_41);
        wp::array_store(var_out0, var_0, var_42);
        // out1[tid] = v0 + v3 + v0 * 0.56                                                        <L 12>
        var_43 = wp::add(var_2, var_24);
        var_45 = wp::mul(var_2, var_44);
        var_46 = wp::add(var_43, var_45);
        wp::array_store(var_out1, var_0, var_46);
    }
}



extern "C" __global__ void spatial_000000_794ec6da_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<6, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_out1)
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
        wp::vec_t<6, wp::float32>* var_1;
        wp::vec_t<6, wp::float32> var_2;
        wp::vec_t<6, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = 1.11;
        const wp::float32 var_8 = -1.443;
        bool var_9;
        const wp::float32 var_10 = 1.0;
        const wp::float32 var_11 = 1.446;
        wp::float32 var_12;
        const wp::float32 var_13 = 0.1;
        wp::float32 var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::int32 var_16 = 1;
        wp::int32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::vec_t<3, wp::float32>* var_23;
        wp::vec_t<6, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<6, wp::float32> var_26;
        const wp::float32 var_27 = 0.432;
        const wp::float32 var_28 = -0.6;
        const wp::float32 var_29 = 0.9;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.36;
        const wp::float32 var_32 = -1.9;
        const wp::float32 var_33 = 0.57;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 0.52;
        wp::quat_t<wp::float32> var_37;
        wp::transform_t<wp::float32> var_38;
        wp::vec_t<6, wp::float32> var_39;
        const wp::float32 var_40 = 0.19;
        wp::vec_t<6, wp::float32> var_41;
        wp::vec_t<6, wp::float32> var_42;
        wp::vec_t<6, wp::float32> var_43;
        const wp::float32 var_44 = 0.56;
        wp::vec_t<6, wp::float32> var_45;
        wp::vec_t<6, wp::float32> var_46;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<6, wp::float32> adj_1 = {};
        wp::vec_t<6, wp::float32> adj_2 = {};
        wp::vec_t<6, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        bool adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::shape_t adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::shape_t adj_21 = {};
        wp::int32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<6, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<6, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::float32 adj_36 = {};
        wp::quat_t<wp::float32> adj_37 = {};
        wp::transform_t<wp::float32> adj_38 = {};
        wp::vec_t<6, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<6, wp::float32> adj_41 = {};
        wp::vec_t<6, wp::float32> adj_42 = {};
        wp::vec_t<6, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<6, wp::float32> adj_45 = {};
        wp::vec_t<6, wp::float32> adj_46 = {};
        //---------
        // forward
        // def spatial_000000(x0: wp.array(dtype=wp.spatial_vector), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.spatial_vector), out1: wp.array(dtype=wp.spatial_vector)):       <L 5>
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
        // v2 = ((1.0 if 1.11 <= -1.443 else 1.446) + 0.1)                                        <L 9>
        var_9 = (var_7 <= var_8);
        if (var_9) {
        }
        if (!var_9) {
        }
        var_12 = wp::where(var_9, var_10, var_11);
        var_14 = wp::add(var_12, var_13);
        // v3 = wp.spatial_vector(wp.vec3(v2, v2, v2), x1[(tid + 1) % x1.shape[0]])               <L 10>
        var_15 = wp::vec_t<3, wp::float32>(var_14, var_14, var_14);
        var_17 = wp::add(var_0, var_16);
        var_18 = &(var_x1.shape);
        var_21 = wp::load(var_18);
        var_20 = wp::extract(var_21, var_19);
        var_22 = wp::mod(var_17, var_20);
        var_23 = wp::address(var_x1, var_22);
        var_25 = wp::load(var_23);
        var_24 = wp::vec_t<6, wp::float32>(var_15, var_25);
        // out0[tid] = v0 + v3 + wp.transform_wrench(wp.transform(wp.vec3(0.432, -0.6, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.36, -1.9, 0.57)), 0.52)), v0) * 0.19       <L 11>
        var_26 = wp::add(var_2, var_24);
        var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
        var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
        var_35 = wp::normalize(var_34);
        var_37 = wp::quat_from_axis_angle(var_35, var_36);
        var_38 = wp::transform_t<wp::float32>(var_30, var_37);
        var_39 = transform_wrench_0(var_38, var_2);
        var_41 = wp::mul(var_39, var_40);
        var_42 = wp::add(var_26, var_41);
        // wp::array_store(var_out0, var_0, var_42);
        // out1[tid] = v0 + v3 + v0 * 0.56                                                        <L 12>
        var_43 = wp::add(var_2, var_24);
        var_45 = wp::mul(var_2, var_44);
        var_46 = wp::add(var_43, var_45);
        // wp::array_store(var_out1, var_0, var_46);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_46, adj_out1, adj_0, adj_46);
        wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
        wp::adj_mul(var_2, var_44, adj_2, adj_44, adj_45);
        wp::adj_add(var_2, var_24, adj_2, adj_24, adj_43);
        // adj: out1[tid] = v0 + v3 + v0 * 0.56                                                   <L 12>
        wp::adj_array_store(var_out0, var_0, var_42, adj_out0, adj_0, adj_42);
        wp::adj_add(var_26, var_41, adj_26, adj_41, adj_42);
        wp::adj_mul(var_39, var_40, adj_39, adj_40, adj_41);
        adj_transform_wrench_0(var_38, var_2, adj_38, adj_2, adj_39);
        wp::adj_transform_t(var_30, var_37, adj_30, adj_37, adj_38);
        wp::adj_quat_from_axis_angle(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_normalize(var_34, var_35, adj_34, adj_35);
        wp::adj_vec_t(var_31, var_32, var_33, adj_31, adj_32, adj_33, adj_34);
        wp::adj_vec_t(var_27, var_28, var_29, adj_27, adj_28, adj_29, adj_30);
        wp::adj_add(var_2, var_24, adj_2, adj_24, adj_26);
        // adj: out0[tid] = v0 + v3 + wp.transform_wrench(wp.transform(wp.vec3(0.432, -0.6, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.36, -1.9, 0.57)), 0.52)), v0) * 0.19  <L 11>
        wp::adj_vec_t(var_15, var_25, adj_15, adj_23, adj_24);
        wp::adj_address(var_x1, var_22, adj_x1, adj_22, adj_23);
        wp::adj_mod(var_17, var_20, adj_17, adj_20, adj_22);
        adj_x1.shape = adj_18;
        wp::adj_add(var_0, var_16, adj_0, adj_16, adj_17);
        wp::adj_vec_t(var_14, var_14, var_14, adj_14, adj_14, adj_14, adj_15);
        // adj: v3 = wp.spatial_vector(wp.vec3(v2, v2, v2), x1[(tid + 1) % x1.shape[0]])          <L 10>
        wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_where(var_9, var_10, var_11, adj_9, adj_10, adj_11, adj_12);
        if (!var_9) {
        }
        if (var_9) {
        }
        // adj: v2 = ((1.0 if 1.11 <= -1.443 else 1.446) + 0.1)                                   <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def spatial_000000(x0: wp.array(dtype=wp.spatial_vector), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.spatial_vector), out1: wp.array(dtype=wp.spatial_vector)):  <L 5>
        continue;
    }
}

