// Generated for case transform-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void transform_000002_3346fa7c_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::transform_t<wp::float32>> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out1)
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
        wp::transform_t<wp::float32>* var_7;
        wp::transform_t<wp::float32> var_8;
        wp::transform_t<wp::float32> var_9;
        const wp::float32 var_10 = 1.09;
        const wp::float32 var_11 = 0.432;
        const wp::float32 var_12 = -1.33;
        wp::vec_t<3, wp::float32> var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::float32 var_15 = -0.69;
        wp::quat_t<wp::float32> var_16;
        const wp::int32 var_17 = 3;
        wp::int32 var_18;
        wp::shape_t* var_19;
        const wp::int32 var_20 = 0;
        wp::int32 var_21;
        wp::shape_t var_22;
        wp::int32 var_23;
        wp::transform_t<wp::float32>* var_24;
        wp::transform_t<wp::float32> var_25;
        wp::transform_t<wp::float32> var_26;
        wp::transform_t<wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        const wp::float32 var_29 = 1.08;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::float32 var_32 = 0.41;
        const wp::float32 var_33 = -1.359;
        const wp::float32 var_34 = 1.5;
        const wp::float32 var_35 = -1.05;
        wp::vec_t<4, wp::float32> var_36;
        wp::mat_t<4, 4, wp::float32> var_37;
        const wp::int32 var_38 = 4;
        wp::mat_t<4, 4, wp::float32> var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::mat_t<4, 4, wp::float32> var_43;
        wp::mat_t<4, 4, wp::float32> var_44;
        //---------
        // forward
        // def transform_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.mat44)):       <L 5>
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
        // v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)         <L 10>
        var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
        var_14 = wp::normalize(var_13);
        var_16 = wp::quat_from_axis_angle(var_14, var_15);
        // v4 = (x2[(tid + 3) % x2.shape[0]] * wp.transform_inverse(v2))                          <L 11>
        var_18 = wp::add(var_0, var_17);
        var_19 = &(var_x2.shape);
        var_22 = wp::load(var_19);
        var_21 = wp::extract(var_22, var_20);
        var_23 = wp::mod(var_18, var_21);
        var_24 = wp::address(var_x2, var_23);
        var_25 = wp::transform_inverse(var_8);
        var_27 = wp::load(var_24);
        var_26 = wp::mul(var_27, var_25);
        // out0[tid] = v0 + v1 + v1 * 1.08                                                        <L 12>
        var_28 = wp::add(var_2, var_5);
        var_30 = wp::mul(var_5, var_29);
        var_31 = wp::add(var_28, var_30);
        wp::array_store(var_out0, var_0, var_31);
        // out1[tid] = wp.diag(wp.vec4(0.41, -1.359, 1.5, -1.05)) + wp.identity(n=4, dtype=float) * wp.sin(v1[0])       <L 13>
        var_36 = wp::vec_t<4, wp::float32>(var_32, var_33, var_34, var_35);
        var_37 = wp::diag(var_36);
        var_39 = wp::identity<4, wp::float32>();
        var_41 = wp::extract(var_5, var_40);
        var_42 = wp::sin(var_41);
        var_43 = wp::mul(var_39, var_42);
        var_44 = wp::add(var_37, var_43);
        wp::array_store(var_out1, var_0, var_44);
    }
}



extern "C" __global__ void transform_000002_3346fa7c_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::transform_t<wp::float32>> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::transform_t<wp::float32>> adj_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_out1)
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
        wp::transform_t<wp::float32>* var_7;
        wp::transform_t<wp::float32> var_8;
        wp::transform_t<wp::float32> var_9;
        const wp::float32 var_10 = 1.09;
        const wp::float32 var_11 = 0.432;
        const wp::float32 var_12 = -1.33;
        wp::vec_t<3, wp::float32> var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::float32 var_15 = -0.69;
        wp::quat_t<wp::float32> var_16;
        const wp::int32 var_17 = 3;
        wp::int32 var_18;
        wp::shape_t* var_19;
        const wp::int32 var_20 = 0;
        wp::int32 var_21;
        wp::shape_t var_22;
        wp::int32 var_23;
        wp::transform_t<wp::float32>* var_24;
        wp::transform_t<wp::float32> var_25;
        wp::transform_t<wp::float32> var_26;
        wp::transform_t<wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        const wp::float32 var_29 = 1.08;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::float32 var_32 = 0.41;
        const wp::float32 var_33 = -1.359;
        const wp::float32 var_34 = 1.5;
        const wp::float32 var_35 = -1.05;
        wp::vec_t<4, wp::float32> var_36;
        wp::mat_t<4, 4, wp::float32> var_37;
        const wp::int32 var_38 = 4;
        wp::mat_t<4, 4, wp::float32> var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::mat_t<4, 4, wp::float32> var_43;
        wp::mat_t<4, 4, wp::float32> var_44;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::transform_t<wp::float32> adj_7 = {};
        wp::transform_t<wp::float32> adj_8 = {};
        wp::transform_t<wp::float32> adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::float32 adj_15 = {};
        wp::quat_t<wp::float32> adj_16 = {};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::shape_t adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::shape_t adj_22 = {};
        wp::int32 adj_23 = {};
        wp::transform_t<wp::float32> adj_24 = {};
        wp::transform_t<wp::float32> adj_25 = {};
        wp::transform_t<wp::float32> adj_26 = {};
        wp::transform_t<wp::float32> adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::vec_t<4, wp::float32> adj_36 = {};
        wp::mat_t<4, 4, wp::float32> adj_37 = {};
        wp::int32 adj_38 = {};
        wp::mat_t<4, 4, wp::float32> adj_39 = {};
        wp::int32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::mat_t<4, 4, wp::float32> adj_43 = {};
        wp::mat_t<4, 4, wp::float32> adj_44 = {};
        //---------
        // forward
        // def transform_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.mat44)):       <L 5>
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
        // v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)         <L 10>
        var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
        var_14 = wp::normalize(var_13);
        var_16 = wp::quat_from_axis_angle(var_14, var_15);
        // v4 = (x2[(tid + 3) % x2.shape[0]] * wp.transform_inverse(v2))                          <L 11>
        var_18 = wp::add(var_0, var_17);
        var_19 = &(var_x2.shape);
        var_22 = wp::load(var_19);
        var_21 = wp::extract(var_22, var_20);
        var_23 = wp::mod(var_18, var_21);
        var_24 = wp::address(var_x2, var_23);
        var_25 = wp::transform_inverse(var_8);
        var_27 = wp::load(var_24);
        var_26 = wp::mul(var_27, var_25);
        // out0[tid] = v0 + v1 + v1 * 1.08                                                        <L 12>
        var_28 = wp::add(var_2, var_5);
        var_30 = wp::mul(var_5, var_29);
        var_31 = wp::add(var_28, var_30);
        // wp::array_store(var_out0, var_0, var_31);
        // out1[tid] = wp.diag(wp.vec4(0.41, -1.359, 1.5, -1.05)) + wp.identity(n=4, dtype=float) * wp.sin(v1[0])       <L 13>
        var_36 = wp::vec_t<4, wp::float32>(var_32, var_33, var_34, var_35);
        var_37 = wp::diag(var_36);
        var_39 = wp::identity<4, wp::float32>();
        var_41 = wp::extract(var_5, var_40);
        var_42 = wp::sin(var_41);
        var_43 = wp::mul(var_39, var_42);
        var_44 = wp::add(var_37, var_43);
        // wp::array_store(var_out1, var_0, var_44);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_44, adj_out1, adj_0, adj_44);
        wp::adj_add(var_37, var_43, adj_37, adj_43, adj_44);
        wp::adj_mul(var_39, var_42, adj_39, adj_42, adj_43);
        wp::adj_sin(var_41, adj_41, adj_42);
        wp::adj_extract(var_5, var_40, adj_5, adj_40, adj_41);
        wp::adj_diag(var_36, adj_36, adj_37);
        wp::adj_vec_t(var_32, var_33, var_34, var_35, adj_32, adj_33, adj_34, adj_35, adj_36);
        // adj: out1[tid] = wp.diag(wp.vec4(0.41, -1.359, 1.5, -1.05)) + wp.identity(n=4, dtype=float) * wp.sin(v1[0])  <L 13>
        wp::adj_array_store(var_out0, var_0, var_31, adj_out0, adj_0, adj_31);
        wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
        wp::adj_mul(var_5, var_29, adj_5, adj_29, adj_30);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_28);
        // adj: out0[tid] = v0 + v1 + v1 * 1.08                                                   <L 12>
        wp::adj_mul(var_27, var_25, adj_24, adj_25, adj_26);
        wp::adj_transform_inverse(var_8, adj_8, adj_25);
        wp::adj_address(var_x2, var_23, adj_x2, adj_23, adj_24);
        wp::adj_mod(var_18, var_21, adj_18, adj_21, adj_23);
        adj_x2.shape = adj_19;
        wp::adj_add(var_0, var_17, adj_0, adj_17, adj_18);
        // adj: v4 = (x2[(tid + 3) % x2.shape[0]] * wp.transform_inverse(v2))                     <L 11>
        wp::adj_quat_from_axis_angle(var_14, var_15, adj_14, adj_15, adj_16);
        wp::adj_normalize(var_13, var_14, adj_13, adj_14);
        wp::adj_vec_t(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
        // adj: v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)    <L 10>
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
        // adj: def transform_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.mat44)):  <L 5>
        continue;
    }
}

