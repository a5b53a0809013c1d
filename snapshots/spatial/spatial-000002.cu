// Generated for case spatial-000002 with warp-lang 1.19.0. Do not edit.
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


// warp/_src/math.py:465
static CUDA_CALLABLE wp::vec_t<6, wp::float32> transform_twist_0(
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
    // def transform_twist(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:       <L 466>
    // q = wp.transform_get_rotation(t)                                                       <L 482>
    var_0 = wp::transform_get_rotation(var_t);
    // p = wp.transform_get_translation(t)                                                    <L 483>
    var_1 = wp::transform_get_translation(var_t);
    // w = wp.spatial_top(x)                                                                  <L 485>
    var_2 = wp::spatial_top(var_x);
    // v = wp.spatial_bottom(x)                                                               <L 486>
    var_3 = wp::spatial_bottom(var_x);
    // w = wp.quat_rotate(q, w)                                                               <L 488>
    var_4 = wp::quat_rotate(var_0, var_2);
    // v = wp.quat_rotate(q, v) + wp.cross(p, w)                                              <L 489>
    var_5 = wp::quat_rotate(var_0, var_3);
    var_6 = wp::cross(var_1, var_4);
    var_7 = wp::add(var_5, var_6);
    // return wp.spatial_vector(w, v)                                                         <L 491>
    var_8 = wp::vec_t<6, wp::float32>(var_4, var_7);
    return var_8;
}


// warp/_src/math.py:131
static CUDA_CALLABLE wp::vec_t<3, wp::float32> velocity_at_point_0(
    wp::vec_t<6, wp::float32> var_qd,
    wp::vec_t<3, wp::float32> var_r)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    //---------
    // forward
    // def velocity_at_point(qd: wp.spatial_vector, r: wp.vec3) -> wp.vec3:                   <L 132>
    // return wp.spatial_bottom(qd) + wp.cross(wp.spatial_top(qd), r)                         <L 148>
    var_0 = wp::spatial_bottom(var_qd);
    var_1 = wp::spatial_top(var_qd);
    var_2 = wp::cross(var_1, var_r);
    var_3 = wp::add(var_0, var_2);
    return var_3;
}


// warp/_src/math.py:465
static CUDA_CALLABLE void adj_transform_twist_0(
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
    // def transform_twist(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:       <L 466>
    // q = wp.transform_get_rotation(t)                                                       <L 482>
    var_0 = wp::transform_get_rotation(var_t);
    // p = wp.transform_get_translation(t)                                                    <L 483>
    var_1 = wp::transform_get_translation(var_t);
    // w = wp.spatial_top(x)                                                                  <L 485>
    var_2 = wp::spatial_top(var_x);
    // v = wp.spatial_bottom(x)                                                               <L 486>
    var_3 = wp::spatial_bottom(var_x);
    // w = wp.quat_rotate(q, w)                                                               <L 488>
    var_4 = wp::quat_rotate(var_0, var_2);
    // v = wp.quat_rotate(q, v) + wp.cross(p, w)                                              <L 489>
    var_5 = wp::quat_rotate(var_0, var_3);
    var_6 = wp::cross(var_1, var_4);
    var_7 = wp::add(var_5, var_6);
    // return wp.spatial_vector(w, v)                                                         <L 491>
    var_8 = wp::vec_t<6, wp::float32>(var_4, var_7);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_8 += adj_ret;
    wp::adj_vec_t(var_4, var_7, adj_4, adj_7, adj_8);
    // adj: return wp.spatial_vector(w, v)                                                    <L 491>
    wp::adj_add(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_cross(var_1, var_4, adj_1, adj_4, adj_6);
    wp::adj_quat_rotate(var_0, var_3, adj_0, adj_3, adj_5);
    // adj: v = wp.quat_rotate(q, v) + wp.cross(p, w)                                         <L 489>
    wp::adj_quat_rotate(var_0, var_2, adj_0, adj_2, adj_4);
    // adj: w = wp.quat_rotate(q, w)                                                          <L 488>
    wp::adj_spatial_bottom(var_x, adj_x, adj_3);
    // adj: v = wp.spatial_bottom(x)                                                          <L 486>
    wp::adj_spatial_top(var_x, adj_x, adj_2);
    // adj: w = wp.spatial_top(x)                                                             <L 485>
    wp::adj_transform_get_translation(var_t, adj_t, adj_1);
    // adj: p = wp.transform_get_translation(t)                                               <L 483>
    wp::adj_transform_get_rotation(var_t, adj_t, adj_0);
    // adj: q = wp.transform_get_rotation(t)                                                  <L 482>
    // adj: def transform_twist(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:  <L 466>
    return;
}


// warp/_src/math.py:131
static CUDA_CALLABLE void adj_velocity_at_point_0(
    wp::vec_t<6, wp::float32> var_qd,
    wp::vec_t<3, wp::float32> var_r,
    wp::vec_t<6, wp::float32> & adj_qd,
    wp::vec_t<3, wp::float32> & adj_r,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    //---------
    // forward
    // def velocity_at_point(qd: wp.spatial_vector, r: wp.vec3) -> wp.vec3:                   <L 132>
    // return wp.spatial_bottom(qd) + wp.cross(wp.spatial_top(qd), r)                         <L 148>
    var_0 = wp::spatial_bottom(var_qd);
    var_1 = wp::spatial_top(var_qd);
    var_2 = wp::cross(var_1, var_r);
    var_3 = wp::add(var_0, var_2);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_3 += adj_ret;
    wp::adj_add(var_0, var_2, adj_0, adj_2, adj_3);
    wp::adj_cross(var_1, var_r, adj_1, adj_r, adj_2);
    wp::adj_spatial_top(var_qd, adj_qd, adj_1);
    wp::adj_spatial_bottom(var_qd, adj_qd, adj_0);
    // adj: return wp.spatial_bottom(qd) + wp.cross(wp.spatial_top(qd), r)                    <L 148>
    // adj: def velocity_at_point(qd: wp.spatial_vector, r: wp.vec3) -> wp.vec3:              <L 132>
    return;
}



extern "C" __global__ void spatial_000002_04a083c4_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::float32 var_15 = 1.0;
        const wp::float32 var_16 = -0.7;
        const wp::float32 var_17 = -1.26;
        wp::vec_t<3, wp::float32> var_18;
        const wp::float32 var_19 = 0.39;
        const wp::float32 var_20 = -1.0;
        const wp::float32 var_21 = 1.57;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        const wp::float32 var_24 = 0.242;
        wp::quat_t<wp::float32> var_25;
        wp::transform_t<wp::float32> var_26;
        wp::transform_t<wp::float32> var_27;
        const wp::float32 var_28 = 1.7;
        const wp::float32 var_29 = 1.2;
        const wp::float32 var_30 = 2.0;
        const wp::float32 var_31 = 1.3;
        const wp::float32 var_32 = -1.17;
        const wp::float32 var_33 = -0.317;
        wp::vec_t<6, wp::float32> var_34;
        wp::vec_t<6, wp::float32> var_35;
        wp::vec_t<6, wp::float32> var_36;
        wp::vec_t<6, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        const wp::int32 var_40 = 0;
        const wp::int32 var_41 = 3;
        wp::mat_t<3, 3, wp::float32> var_42;
        const wp::float32 var_43 = 0.4;
        wp::mat_t<3, 3, wp::float32> var_44;
        const wp::int32 var_45 = 1;
        const wp::int32 var_46 = 0;
        wp::float32 var_47;
        const wp::float32 var_48 = -1.947;
        const wp::float32 var_49 = 0.25;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        //---------
        // forward
        // def spatial_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.mat33)):       <L 5>
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
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = wp.vec3(v2, (v2 / (wp.abs(v2) + 1.0)), v2)                                        <L 10>
        var_10 = wp::abs(var_8);
        var_12 = wp::add(var_10, var_11);
        var_13 = wp::div(var_8, var_12);
        var_14 = wp::vec_t<3, wp::float32>(var_8, var_13, var_8);
        // v4 = wp.transform_twist(wp.transform(wp.vec3(1.0, -0.7, -1.26), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.39, -1.0, 1.57)), 0.242)), wp.transform_twist(wp.transform_identity(), wp.spatial_vector(1.7, 1.2, 2.0, 1.3, -1.17, -0.317)))       <L 11>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
        var_23 = wp::normalize(var_22);
        var_25 = wp::quat_from_axis_angle(var_23, var_24);
        var_26 = wp::transform_t<wp::float32>(var_18, var_25);
        var_27 = wp::transform_identity<wp::float32>();
        var_34 = wp::vec_t<6, wp::float32>({var_28, var_29, var_30, var_31, var_32, var_33});
        var_35 = transform_twist_0(var_27, var_34);
        var_36 = transform_twist_0(var_26, var_35);
        // v5 = wp.velocity_at_point((v4 * v2), wp.vec3(v2, v2, v2))                              <L 12>
        var_37 = wp::mul(var_36, var_8);
        var_38 = wp::vec_t<3, wp::float32>(var_8, var_8, var_8);
        var_39 = velocity_at_point_0(var_37, var_38);
        // v3[0] += wp.sin(((wp.identity(n=3, dtype=float) * 0.4)[1, 0] * wp.lerp(-1.947, v2, 0.25)))       <L 13>
        var_42 = wp::identity<3, wp::float32>();
        var_44 = wp::mul(var_42, var_43);
        var_47 = wp::extract(var_44, var_45, var_46);
        var_50 = wp::lerp(var_48, var_8, var_49);
        var_51 = wp::mul(var_47, var_50);
        var_52 = wp::sin(var_51);
        wp::add_inplace(var_14, var_40, var_52);
        // out0[tid] = wp.outer(v3, v5)                                                           <L 14>
        var_53 = wp::outer(var_14, var_39);
        wp::array_store(var_out0, var_0, var_53);
    }
}



extern "C" __global__ void spatial_000002_04a083c4_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out0)
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::float32 var_15 = 1.0;
        const wp::float32 var_16 = -0.7;
        const wp::float32 var_17 = -1.26;
        wp::vec_t<3, wp::float32> var_18;
        const wp::float32 var_19 = 0.39;
        const wp::float32 var_20 = -1.0;
        const wp::float32 var_21 = 1.57;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        const wp::float32 var_24 = 0.242;
        wp::quat_t<wp::float32> var_25;
        wp::transform_t<wp::float32> var_26;
        wp::transform_t<wp::float32> var_27;
        const wp::float32 var_28 = 1.7;
        const wp::float32 var_29 = 1.2;
        const wp::float32 var_30 = 2.0;
        const wp::float32 var_31 = 1.3;
        const wp::float32 var_32 = -1.17;
        const wp::float32 var_33 = -0.317;
        wp::vec_t<6, wp::float32> var_34;
        wp::vec_t<6, wp::float32> var_35;
        wp::vec_t<6, wp::float32> var_36;
        wp::vec_t<6, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        const wp::int32 var_40 = 0;
        const wp::int32 var_41 = 3;
        wp::mat_t<3, 3, wp::float32> var_42;
        const wp::float32 var_43 = 0.4;
        wp::mat_t<3, 3, wp::float32> var_44;
        const wp::int32 var_45 = 1;
        const wp::int32 var_46 = 0;
        wp::float32 var_47;
        const wp::float32 var_48 = -1.947;
        const wp::float32 var_49 = 0.25;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
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
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::float32 adj_24 = {};
        wp::quat_t<wp::float32> adj_25 = {};
        wp::transform_t<wp::float32> adj_26 = {};
        wp::transform_t<wp::float32> adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<6, wp::float32> adj_34 = {};
        wp::vec_t<6, wp::float32> adj_35 = {};
        wp::vec_t<6, wp::float32> adj_36 = {};
        wp::vec_t<6, wp::float32> adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::int32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::mat_t<3, 3, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::mat_t<3, 3, wp::float32> adj_44 = {};
        wp::int32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::mat_t<3, 3, wp::float32> adj_53 = {};
        //---------
        // forward
        // def spatial_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.mat33)):       <L 5>
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
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = wp.vec3(v2, (v2 / (wp.abs(v2) + 1.0)), v2)                                        <L 10>
        var_10 = wp::abs(var_8);
        var_12 = wp::add(var_10, var_11);
        var_13 = wp::div(var_8, var_12);
        var_14 = wp::vec_t<3, wp::float32>(var_8, var_13, var_8);
        // v4 = wp.transform_twist(wp.transform(wp.vec3(1.0, -0.7, -1.26), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.39, -1.0, 1.57)), 0.242)), wp.transform_twist(wp.transform_identity(), wp.spatial_vector(1.7, 1.2, 2.0, 1.3, -1.17, -0.317)))       <L 11>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
        var_23 = wp::normalize(var_22);
        var_25 = wp::quat_from_axis_angle(var_23, var_24);
        var_26 = wp::transform_t<wp::float32>(var_18, var_25);
        var_27 = wp::transform_identity<wp::float32>();
        var_34 = wp::vec_t<6, wp::float32>({var_28, var_29, var_30, var_31, var_32, var_33});
        var_35 = transform_twist_0(var_27, var_34);
        var_36 = transform_twist_0(var_26, var_35);
        // v5 = wp.velocity_at_point((v4 * v2), wp.vec3(v2, v2, v2))                              <L 12>
        var_37 = wp::mul(var_36, var_8);
        var_38 = wp::vec_t<3, wp::float32>(var_8, var_8, var_8);
        var_39 = velocity_at_point_0(var_37, var_38);
        // v3[0] += wp.sin(((wp.identity(n=3, dtype=float) * 0.4)[1, 0] * wp.lerp(-1.947, v2, 0.25)))       <L 13>
        var_42 = wp::identity<3, wp::float32>();
        var_44 = wp::mul(var_42, var_43);
        var_47 = wp::extract(var_44, var_45, var_46);
        var_50 = wp::lerp(var_48, var_8, var_49);
        var_51 = wp::mul(var_47, var_50);
        var_52 = wp::sin(var_51);
        wp::add_inplace(var_14, var_40, var_52);
        // out0[tid] = wp.outer(v3, v5)                                                           <L 14>
        var_53 = wp::outer(var_14, var_39);
        // wp::array_store(var_out0, var_0, var_53);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_53, adj_out0, adj_0, adj_53);
        wp::adj_outer(var_14, var_39, adj_14, adj_39, adj_53);
        // adj: out0[tid] = wp.outer(v3, v5)                                                      <L 14>
        wp::adj_add_inplace(var_14, var_40, var_52, adj_14, adj_40, adj_52);
        wp::adj_sin(var_51, adj_51, adj_52);
        wp::adj_mul(var_47, var_50, adj_47, adj_50, adj_51);
        wp::adj_lerp(var_48, var_8, var_49, adj_48, adj_8, adj_49, adj_50);
        wp::adj_extract(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
        wp::adj_mul(var_42, var_43, adj_42, adj_43, adj_44);
        // adj: v3[0] += wp.sin(((wp.identity(n=3, dtype=float) * 0.4)[1, 0] * wp.lerp(-1.947, v2, 0.25)))  <L 13>
        adj_velocity_at_point_0(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_vec_t(var_8, var_8, var_8, adj_8, adj_8, adj_8, adj_38);
        wp::adj_mul(var_36, var_8, adj_36, adj_8, adj_37);
        // adj: v5 = wp.velocity_at_point((v4 * v2), wp.vec3(v2, v2, v2))                         <L 12>
        adj_transform_twist_0(var_26, var_35, adj_26, adj_35, adj_36);
        adj_transform_twist_0(var_27, var_34, adj_27, adj_34, adj_35);
        wp::adj_vec_t({var_28, var_29, var_30, var_31, var_32, var_33}, {&adj_28, &adj_29, &adj_30, &adj_31, &adj_32, &adj_33}, adj_34);
        wp::adj_transform_t(var_18, var_25, adj_18, adj_25, adj_26);
        wp::adj_quat_from_axis_angle(var_23, var_24, adj_23, adj_24, adj_25);
        wp::adj_normalize(var_22, var_23, adj_22, adj_23);
        wp::adj_vec_t(var_19, var_20, var_21, adj_19, adj_20, adj_21, adj_22);
        wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
        // adj: v4 = wp.transform_twist(wp.transform(wp.vec3(1.0, -0.7, -1.26), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.39, -1.0, 1.57)), 0.242)), wp.transform_twist(wp.transform_identity(), wp.spatial_vector(1.7, 1.2, 2.0, 1.3, -1.17, -0.317)))  <L 11>
        wp::adj_vec_t(var_8, var_13, var_8, adj_8, adj_13, adj_8, adj_14);
        wp::adj_div(var_8, var_12, var_13, adj_8, adj_12, adj_13);
        wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
        wp::adj_abs(var_8, adj_8, adj_10);
        // adj: v3 = wp.vec3(v2, (v2 / (wp.abs(v2) + 1.0)), v2)                                   <L 10>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v2 = x2[tid]                                                                      <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def spatial_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.mat33)):  <L 5>
        continue;
    }
}

