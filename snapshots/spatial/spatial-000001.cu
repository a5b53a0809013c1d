// Generated for case spatial-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void spatial_000001_d80cc2a5_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<6, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out0)
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
        const wp::float32 var_4 = -1.5;
        wp::float32 var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = -1.6;
        const wp::float32 var_8 = 0.1;
        const wp::float32 var_9 = 1.321;
        wp::vec_t<3, wp::float32> var_10;
        const wp::float32 var_11 = 0.0;
        const wp::float32 var_12 = 0.0;
        const wp::float32 var_13 = 2.5;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::quat_t<wp::float32> var_17;
        wp::transform_t<wp::float32> var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = -1.72;
        bool var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.0;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = -1.0;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 1.718;
        wp::float32 var_32;
        const wp::float32 var_33 = 1.0;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = -1.05;
        const wp::float32 var_37 = 0.97;
        wp::float32 var_38;
        wp::vec_t<6, wp::float32> var_39;
        const wp::float32 var_40 = -0.5;
        const wp::float32 var_41 = -1.8;
        const wp::float32 var_42 = 0.92;
        const wp::float32 var_43 = -1.9;
        const wp::float32 var_44 = 0.291;
        const wp::float32 var_45 = 1.275;
        wp::vec_t<6, wp::float32> var_46;
        wp::mat_t<6, 6, wp::float32> var_47;
        const wp::int32 var_48 = 4;
        wp::int32 var_49;
        wp::shape_t* var_50;
        const wp::int32 var_51 = 0;
        wp::int32 var_52;
        wp::shape_t var_53;
        wp::int32 var_54;
        wp::vec_t<6, wp::float32>* var_55;
        wp::vec_t<6, wp::float32> var_56;
        wp::vec_t<6, wp::float32> var_57;
        wp::vec_t<6, wp::float32> var_58;
        wp::vec_t<6, wp::float32> var_59;
        const wp::float32 var_60 = 1.0;
        wp::vec_t<6, wp::float32> var_61;
        wp::vec_t<6, wp::float32> var_62;
        //---------
        // forward
        // def spatial_000001(x0: wp.array(dtype=wp.spatial_vector), out0: wp.array(dtype=wp.spatial_vector)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = float(-1.5)                                                                       <L 8>
        var_5 = wp::float(var_4);
        // v2 = wp.transform(wp.spatial_bottom(v0), wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.6, 0.1, 1.321) + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 9>
        var_6 = wp::spatial_bottom(var_2);
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::add(var_10, var_14);
        var_16 = wp::normalize(var_15);
        var_17 = wp::quat_from_axis_angle(var_16, var_5);
        var_18 = wp::transform_t<wp::float32>(var_6, var_17);
        // v3 = wp.spatial_vector(wp.trunc(v1), (v1 if -1.72 >= v1 else v1), (v1 / (wp.abs(v1) + 1.0)), wp.smoothstep(-1.0, 1.0, v1) * v1, (v1 / (wp.abs(1.718) + 1.0)), wp.clamp(v1, -1.05, 0.97))       <L 10>
        var_19 = wp::trunc(var_5);
        var_21 = (var_20 >= var_5);
        if (var_21) {
        }
        if (!var_21) {
        }
        var_22 = wp::where(var_21, var_5, var_5);
        var_23 = wp::abs(var_5);
        var_25 = wp::add(var_23, var_24);
        var_26 = wp::div(var_5, var_25);
        var_29 = wp::smoothstep(var_27, var_28, var_5);
        var_30 = wp::mul(var_29, var_5);
        var_32 = wp::abs(var_31);
        var_34 = wp::add(var_32, var_33);
        var_35 = wp::div(var_5, var_34);
        var_38 = wp::clamp(var_5, var_36, var_37);
        var_39 = wp::vec_t<6, wp::float32>({var_19, var_22, var_26, var_30, var_35, var_38});
        // v4 = (wp.outer(wp.spatial_vector(-0.5, -1.8, 0.92, -1.9, 0.291, 1.275), v3) @ x0[(tid + 4) % x0.shape[0]])       <L 11>
        var_46 = wp::vec_t<6, wp::float32>({var_40, var_41, var_42, var_43, var_44, var_45});
        var_47 = wp::outer(var_46, var_39);
        var_49 = wp::add(var_0, var_48);
        var_50 = &(var_x0.shape);
        var_53 = wp::load(var_50);
        var_52 = wp::extract(var_53, var_51);
        var_54 = wp::mod(var_49, var_52);
        var_55 = wp::address(var_x0, var_54);
        var_57 = wp::load(var_55);
        var_56 = wp::mul(var_47, var_57);
        // out0[tid] = v0 + v3 + v4 + v0 * 1.0                                                    <L 12>
        var_58 = wp::add(var_2, var_39);
        var_59 = wp::add(var_58, var_56);
        var_61 = wp::mul(var_2, var_60);
        var_62 = wp::add(var_59, var_61);
        wp::array_store(var_out0, var_0, var_62);
    }
}



extern "C" __global__ void spatial_000001_d80cc2a5_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<6, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_out0)
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
        const wp::float32 var_4 = -1.5;
        wp::float32 var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = -1.6;
        const wp::float32 var_8 = 0.1;
        const wp::float32 var_9 = 1.321;
        wp::vec_t<3, wp::float32> var_10;
        const wp::float32 var_11 = 0.0;
        const wp::float32 var_12 = 0.0;
        const wp::float32 var_13 = 2.5;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::quat_t<wp::float32> var_17;
        wp::transform_t<wp::float32> var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = -1.72;
        bool var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.0;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = -1.0;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 1.718;
        wp::float32 var_32;
        const wp::float32 var_33 = 1.0;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = -1.05;
        const wp::float32 var_37 = 0.97;
        wp::float32 var_38;
        wp::vec_t<6, wp::float32> var_39;
        const wp::float32 var_40 = -0.5;
        const wp::float32 var_41 = -1.8;
        const wp::float32 var_42 = 0.92;
        const wp::float32 var_43 = -1.9;
        const wp::float32 var_44 = 0.291;
        const wp::float32 var_45 = 1.275;
        wp::vec_t<6, wp::float32> var_46;
        wp::mat_t<6, 6, wp::float32> var_47;
        const wp::int32 var_48 = 4;
        wp::int32 var_49;
        wp::shape_t* var_50;
        const wp::int32 var_51 = 0;
        wp::int32 var_52;
        wp::shape_t var_53;
        wp::int32 var_54;
        wp::vec_t<6, wp::float32>* var_55;
        wp::vec_t<6, wp::float32> var_56;
        wp::vec_t<6, wp::float32> var_57;
        wp::vec_t<6, wp::float32> var_58;
        wp::vec_t<6, wp::float32> var_59;
        const wp::float32 var_60 = 1.0;
        wp::vec_t<6, wp::float32> var_61;
        wp::vec_t<6, wp::float32> var_62;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<6, wp::float32> adj_1 = {};
        wp::vec_t<6, wp::float32> adj_2 = {};
        wp::vec_t<6, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::quat_t<wp::float32> adj_17 = {};
        wp::transform_t<wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        bool adj_21 = {};
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
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<6, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<6, wp::float32> adj_46 = {};
        wp::mat_t<6, 6, wp::float32> adj_47 = {};
        wp::int32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::shape_t adj_50 = {};
        wp::int32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::shape_t adj_53 = {};
        wp::int32 adj_54 = {};
        wp::vec_t<6, wp::float32> adj_55 = {};
        wp::vec_t<6, wp::float32> adj_56 = {};
        wp::vec_t<6, wp::float32> adj_57 = {};
        wp::vec_t<6, wp::float32> adj_58 = {};
        wp::vec_t<6, wp::float32> adj_59 = {};
        wp::float32 adj_60 = {};
        wp::vec_t<6, wp::float32> adj_61 = {};
        wp::vec_t<6, wp::float32> adj_62 = {};
        //---------
        // forward
        // def spatial_000001(x0: wp.array(dtype=wp.spatial_vector), out0: wp.array(dtype=wp.spatial_vector)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = float(-1.5)                                                                       <L 8>
        var_5 = wp::float(var_4);
        // v2 = wp.transform(wp.spatial_bottom(v0), wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.6, 0.1, 1.321) + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 9>
        var_6 = wp::spatial_bottom(var_2);
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::add(var_10, var_14);
        var_16 = wp::normalize(var_15);
        var_17 = wp::quat_from_axis_angle(var_16, var_5);
        var_18 = wp::transform_t<wp::float32>(var_6, var_17);
        // v3 = wp.spatial_vector(wp.trunc(v1), (v1 if -1.72 >= v1 else v1), (v1 / (wp.abs(v1) + 1.0)), wp.smoothstep(-1.0, 1.0, v1) * v1, (v1 / (wp.abs(1.718) + 1.0)), wp.clamp(v1, -1.05, 0.97))       <L 10>
        var_19 = wp::trunc(var_5);
        var_21 = (var_20 >= var_5);
        if (var_21) {
        }
        if (!var_21) {
        }
        var_22 = wp::where(var_21, var_5, var_5);
        var_23 = wp::abs(var_5);
        var_25 = wp::add(var_23, var_24);
        var_26 = wp::div(var_5, var_25);
        var_29 = wp::smoothstep(var_27, var_28, var_5);
        var_30 = wp::mul(var_29, var_5);
        var_32 = wp::abs(var_31);
        var_34 = wp::add(var_32, var_33);
        var_35 = wp::div(var_5, var_34);
        var_38 = wp::clamp(var_5, var_36, var_37);
        var_39 = wp::vec_t<6, wp::float32>({var_19, var_22, var_26, var_30, var_35, var_38});
        // v4 = (wp.outer(wp.spatial_vector(-0.5, -1.8, 0.92, -1.9, 0.291, 1.275), v3) @ x0[(tid + 4) % x0.shape[0]])       <L 11>
        var_46 = wp::vec_t<6, wp::float32>({var_40, var_41, var_42, var_43, var_44, var_45});
        var_47 = wp::outer(var_46, var_39);
        var_49 = wp::add(var_0, var_48);
        var_50 = &(var_x0.shape);
        var_53 = wp::load(var_50);
        var_52 = wp::extract(var_53, var_51);
        var_54 = wp::mod(var_49, var_52);
        var_55 = wp::address(var_x0, var_54);
        var_57 = wp::load(var_55);
        var_56 = wp::mul(var_47, var_57);
        // out0[tid] = v0 + v3 + v4 + v0 * 1.0                                                    <L 12>
        var_58 = wp::add(var_2, var_39);
        var_59 = wp::add(var_58, var_56);
        var_61 = wp::mul(var_2, var_60);
        var_62 = wp::add(var_59, var_61);
        // wp::array_store(var_out0, var_0, var_62);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_62, adj_out0, adj_0, adj_62);
        wp::adj_add(var_59, var_61, adj_59, adj_61, adj_62);
        wp::adj_mul(var_2, var_60, adj_2, adj_60, adj_61);
        wp::adj_add(var_58, var_56, adj_58, adj_56, adj_59);
        wp::adj_add(var_2, var_39, adj_2, adj_39, adj_58);
        // adj: out0[tid] = v0 + v3 + v4 + v0 * 1.0                                               <L 12>
        wp::adj_mul(var_47, var_57, adj_47, adj_55, adj_56);
        wp::adj_address(var_x0, var_54, adj_x0, adj_54, adj_55);
        wp::adj_mod(var_49, var_52, adj_49, adj_52, adj_54);
        adj_x0.shape = adj_50;
        wp::adj_add(var_0, var_48, adj_0, adj_48, adj_49);
        wp::adj_outer(var_46, var_39, adj_46, adj_39, adj_47);
        wp::adj_vec_t({var_40, var_41, var_42, var_43, var_44, var_45}, {&adj_40, &adj_41, &adj_42, &adj_43, &adj_44, &adj_45}, adj_46);
        // adj: v4 = (wp.outer(wp.spatial_vector(-0.5, -1.8, 0.92, -1.9, 0.291, 1.275), v3) @ x0[(tid + 4) % x0.shape[0]])  <L 11>
        wp::adj_vec_t({var_19, var_22, var_26, var_30, var_35, var_38}, {&adj_19, &adj_22, &adj_26, &adj_30, &adj_35, &adj_38}, adj_39);
        wp::adj_clamp(var_5, var_36, var_37, adj_5, adj_36, adj_37, adj_38);
        wp::adj_div(var_5, var_34, var_35, adj_5, adj_34, adj_35);
        wp::adj_add(var_32, var_33, adj_32, adj_33, adj_34);
        wp::adj_abs(var_31, adj_31, adj_32);
        wp::adj_mul(var_29, var_5, adj_29, adj_5, adj_30);
        wp::adj_smoothstep(var_27, var_28, var_5, adj_27, adj_28, adj_5, adj_29);
        wp::adj_div(var_5, var_25, var_26, adj_5, adj_25, adj_26);
        wp::adj_add(var_23, var_24, adj_23, adj_24, adj_25);
        wp::adj_abs(var_5, adj_5, adj_23);
        wp::adj_where(var_21, var_5, var_5, adj_21, adj_5, adj_5, adj_22);
        if (!var_21) {
        }
        if (var_21) {
        }
        // adj: v3 = wp.spatial_vector(wp.trunc(v1), (v1 if -1.72 >= v1 else v1), (v1 / (wp.abs(v1) + 1.0)), wp.smoothstep(-1.0, 1.0, v1) * v1, (v1 / (wp.abs(1.718) + 1.0)), wp.clamp(v1, -1.05, 0.97))  <L 10>
        wp::adj_transform_t(var_6, var_17, adj_6, adj_17, adj_18);
        wp::adj_quat_from_axis_angle(var_16, var_5, adj_16, adj_5, adj_17);
        wp::adj_normalize(var_15, var_16, adj_15, adj_16);
        wp::adj_add(var_10, var_14, adj_10, adj_14, adj_15);
        wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
        wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        wp::adj_spatial_bottom(var_2, adj_2, adj_6);
        // adj: v2 = wp.transform(wp.spatial_bottom(v0), wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.6, 0.1, 1.321) + wp.vec3(0.0, 0.0, 2.5)), v1))  <L 9>
        wp::adj_float(var_4, adj_4, adj_5);
        // adj: v1 = float(-1.5)                                                                  <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def spatial_000001(x0: wp.array(dtype=wp.spatial_vector), out0: wp.array(dtype=wp.spatial_vector)):  <L 5>
        continue;
    }
}

