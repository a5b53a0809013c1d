// Generated for case transform-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void transform_000001_8825475f_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::quat_t<wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> var_out1)
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
        wp::int32 var_1;
        wp::int32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        const wp::float32 var_9 = -0.62;
        const wp::float32 var_10 = -0.475;
        const wp::float32 var_11 = 1.6;
        wp::quat_t<wp::float32> var_12;
        wp::transform_t<wp::float32> var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::float32 var_15 = 1.43;
        const wp::float32 var_16 = -1.153;
        const wp::float32 var_17 = -1.496;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        const wp::float32 var_20 = -0.7;
        wp::quat_t<wp::float32> var_21;
        const wp::float32 var_22 = 0.0;
        const wp::float32 var_23 = 0.0;
        const wp::float32 var_24 = 1.0;
        wp::vec_t<3, wp::float32> var_25;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::quat_t<wp::float32> var_29;
        wp::quat_t<wp::float32> var_30;
        wp::quat_t<wp::float32> var_31;
        const wp::float32 var_32 = 0.0;
        const wp::float32 var_33 = 0.0;
        const wp::float32 var_34 = 1.0;
        wp::vec_t<3, wp::float32> var_35;
        wp::quat_t<wp::float32> var_36;
        wp::quat_t<wp::float32> var_37;
        wp::quat_t<wp::float32> var_38;
        const wp::float32 var_39 = 1.19;
        const wp::float32 var_40 = -1.2;
        const wp::float32 var_41 = 1.87;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 1.6;
        wp::quat_t<wp::float32> var_45;
        const wp::float32 var_46 = 0.0;
        const wp::float32 var_47 = 0.0;
        const wp::float32 var_48 = 1.0;
        wp::vec_t<3, wp::float32> var_49;
        const wp::int32 var_50 = 0;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::quat_t<wp::float32> var_53;
        wp::quat_t<wp::float32> var_54;
        wp::quat_t<wp::float32> var_55;
        const wp::float32 var_56 = 0.0;
        const wp::float32 var_57 = 0.0;
        const wp::float32 var_58 = 1.0;
        wp::vec_t<3, wp::float32> var_59;
        const wp::int32 var_60 = 0;
        wp::float32 var_61;
        const wp::int32 var_62 = 1;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::int32 var_65 = 2;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::quat_t<wp::float32> var_68;
        wp::quat_t<wp::float32> var_69;
        wp::quat_t<wp::float32> var_70;
        //---------
        // forward
        // def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):       <L 5>
        // i, j, k = wp.tid()  # this thread's element                                            <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = x0[i, j, k]                                                                       <L 7>
        var_3 = wp::address(var_x0, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = x1[i, j, k]                                                                       <L 8>
        var_6 = wp::address(var_x1, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = wp.transform(v1, wp.quat_rpy(-0.62, -0.475, 1.6))                                 <L 9>
        var_12 = wp::quat_rpy(var_9, var_10, var_11);
        var_13 = wp::transform_t<wp::float32>(var_7, var_12);
        // v3 = (v1 + v1)                                                                         <L 10>
        var_14 = wp::add(var_7, var_7);
        // out0[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.43, -1.153, -1.496)), -0.7) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v1[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))       <L 11>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_19 = wp::normalize(var_18);
        var_21 = wp::quat_from_axis_angle(var_19, var_20);
        var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
        var_27 = wp::extract(var_7, var_26);
        var_28 = wp::sin(var_27);
        var_29 = wp::quat_from_axis_angle(var_25, var_28);
        var_30 = wp::mul(var_21, var_29);
        var_31 = wp::normalize(var_30);
        var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
        var_36 = wp::quat_from_axis_angle(var_35, var_4);
        var_37 = wp::mul(var_31, var_36);
        var_38 = wp::normalize(var_37);
        wp::array_store(var_out0, var_0, var_1, var_2, var_38);
        // out1[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.19, -1.2, 1.87)), 1.6) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v3[0] + v3[1] + v3[2]))       <L 13>
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_43 = wp::normalize(var_42);
        var_45 = wp::quat_from_axis_angle(var_43, var_44);
        var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
        var_51 = wp::extract(var_13, var_50);
        var_52 = wp::sin(var_51);
        var_53 = wp::quat_from_axis_angle(var_49, var_52);
        var_54 = wp::mul(var_45, var_53);
        var_55 = wp::normalize(var_54);
        var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
        var_61 = wp::extract(var_14, var_60);
        var_63 = wp::extract(var_14, var_62);
        var_64 = wp::add(var_61, var_63);
        var_66 = wp::extract(var_14, var_65);
        var_67 = wp::add(var_64, var_66);
        var_68 = wp::quat_from_axis_angle(var_59, var_67);
        var_69 = wp::mul(var_55, var_68);
        var_70 = wp::normalize(var_69);
        wp::array_store(var_out1, var_0, var_1, var_2, var_70);
    }
}



extern "C" __global__ void transform_000001_8825475f_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::quat_t<wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::quat_t<wp::float32>> adj_out0,
    wp::array_t<wp::quat_t<wp::float32>> adj_out1)
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
        wp::int32 var_1;
        wp::int32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        const wp::float32 var_9 = -0.62;
        const wp::float32 var_10 = -0.475;
        const wp::float32 var_11 = 1.6;
        wp::quat_t<wp::float32> var_12;
        wp::transform_t<wp::float32> var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::float32 var_15 = 1.43;
        const wp::float32 var_16 = -1.153;
        const wp::float32 var_17 = -1.496;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        const wp::float32 var_20 = -0.7;
        wp::quat_t<wp::float32> var_21;
        const wp::float32 var_22 = 0.0;
        const wp::float32 var_23 = 0.0;
        const wp::float32 var_24 = 1.0;
        wp::vec_t<3, wp::float32> var_25;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::quat_t<wp::float32> var_29;
        wp::quat_t<wp::float32> var_30;
        wp::quat_t<wp::float32> var_31;
        const wp::float32 var_32 = 0.0;
        const wp::float32 var_33 = 0.0;
        const wp::float32 var_34 = 1.0;
        wp::vec_t<3, wp::float32> var_35;
        wp::quat_t<wp::float32> var_36;
        wp::quat_t<wp::float32> var_37;
        wp::quat_t<wp::float32> var_38;
        const wp::float32 var_39 = 1.19;
        const wp::float32 var_40 = -1.2;
        const wp::float32 var_41 = 1.87;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 1.6;
        wp::quat_t<wp::float32> var_45;
        const wp::float32 var_46 = 0.0;
        const wp::float32 var_47 = 0.0;
        const wp::float32 var_48 = 1.0;
        wp::vec_t<3, wp::float32> var_49;
        const wp::int32 var_50 = 0;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::quat_t<wp::float32> var_53;
        wp::quat_t<wp::float32> var_54;
        wp::quat_t<wp::float32> var_55;
        const wp::float32 var_56 = 0.0;
        const wp::float32 var_57 = 0.0;
        const wp::float32 var_58 = 1.0;
        wp::vec_t<3, wp::float32> var_59;
        const wp::int32 var_60 = 0;
        wp::float32 var_61;
        const wp::int32 var_62 = 1;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::int32 var_65 = 2;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::quat_t<wp::float32> var_68;
        wp::quat_t<wp::float32> var_69;
        wp::quat_t<wp::float32> var_70;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::quat_t<wp::float32> adj_12 = {};
        wp::transform_t<wp::float32> adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::quat_t<wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::quat_t<wp::float32> adj_29 = {};
        wp::quat_t<wp::float32> adj_30 = {};
        wp::quat_t<wp::float32> adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::quat_t<wp::float32> adj_36 = {};
        wp::quat_t<wp::float32> adj_37 = {};
        wp::quat_t<wp::float32> adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::vec_t<3, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::quat_t<wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::quat_t<wp::float32> adj_53 = {};
        wp::quat_t<wp::float32> adj_54 = {};
        wp::quat_t<wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::vec_t<3, wp::float32> adj_59 = {};
        wp::int32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::quat_t<wp::float32> adj_68 = {};
        wp::quat_t<wp::float32> adj_69 = {};
        wp::quat_t<wp::float32> adj_70 = {};
        //---------
        // forward
        // def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):       <L 5>
        // i, j, k = wp.tid()  # this thread's element                                            <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = x0[i, j, k]                                                                       <L 7>
        var_3 = wp::address(var_x0, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = x1[i, j, k]                                                                       <L 8>
        var_6 = wp::address(var_x1, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = wp.transform(v1, wp.quat_rpy(-0.62, -0.475, 1.6))                                 <L 9>
        var_12 = wp::quat_rpy(var_9, var_10, var_11);
        var_13 = wp::transform_t<wp::float32>(var_7, var_12);
        // v3 = (v1 + v1)                                                                         <L 10>
        var_14 = wp::add(var_7, var_7);
        // out0[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.43, -1.153, -1.496)), -0.7) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v1[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))       <L 11>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_19 = wp::normalize(var_18);
        var_21 = wp::quat_from_axis_angle(var_19, var_20);
        var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
        var_27 = wp::extract(var_7, var_26);
        var_28 = wp::sin(var_27);
        var_29 = wp::quat_from_axis_angle(var_25, var_28);
        var_30 = wp::mul(var_21, var_29);
        var_31 = wp::normalize(var_30);
        var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
        var_36 = wp::quat_from_axis_angle(var_35, var_4);
        var_37 = wp::mul(var_31, var_36);
        var_38 = wp::normalize(var_37);
        // wp::array_store(var_out0, var_0, var_1, var_2, var_38);
        // out1[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.19, -1.2, 1.87)), 1.6) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v3[0] + v3[1] + v3[2]))       <L 13>
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_43 = wp::normalize(var_42);
        var_45 = wp::quat_from_axis_angle(var_43, var_44);
        var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
        var_51 = wp::extract(var_13, var_50);
        var_52 = wp::sin(var_51);
        var_53 = wp::quat_from_axis_angle(var_49, var_52);
        var_54 = wp::mul(var_45, var_53);
        var_55 = wp::normalize(var_54);
        var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
        var_61 = wp::extract(var_14, var_60);
        var_63 = wp::extract(var_14, var_62);
        var_64 = wp::add(var_61, var_63);
        var_66 = wp::extract(var_14, var_65);
        var_67 = wp::add(var_64, var_66);
        var_68 = wp::quat_from_axis_angle(var_59, var_67);
        var_69 = wp::mul(var_55, var_68);
        var_70 = wp::normalize(var_69);
        // wp::array_store(var_out1, var_0, var_1, var_2, var_70);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_1, var_2, var_70, adj_out1, adj_0, adj_1, adj_2, adj_70);
        wp::adj_normalize(var_69, adj_69, adj_70);
        wp::adj_mul(var_55, var_68, adj_55, adj_68, adj_69);
        wp::adj_quat_from_axis_angle(var_59, var_67, adj_59, adj_67, adj_68);
        wp::adj_add(var_64, var_66, adj_64, adj_66, adj_67);
        wp::adj_extract(var_14, var_65, adj_14, adj_65, adj_66);
        wp::adj_add(var_61, var_63, adj_61, adj_63, adj_64);
        wp::adj_extract(var_14, var_62, adj_14, adj_62, adj_63);
        wp::adj_extract(var_14, var_60, adj_14, adj_60, adj_61);
        wp::adj_vec_t(var_56, var_57, var_58, adj_56, adj_57, adj_58, adj_59);
        wp::adj_normalize(var_54, adj_54, adj_55);
        wp::adj_mul(var_45, var_53, adj_45, adj_53, adj_54);
        wp::adj_quat_from_axis_angle(var_49, var_52, adj_49, adj_52, adj_53);
        wp::adj_sin(var_51, adj_51, adj_52);
        wp::adj_extract(var_13, var_50, adj_13, adj_50, adj_51);
        wp::adj_vec_t(var_46, var_47, var_48, adj_46, adj_47, adj_48, adj_49);
        wp::adj_quat_from_axis_angle(var_43, var_44, adj_43, adj_44, adj_45);
        wp::adj_normalize(var_42, var_43, adj_42, adj_43);
        wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
        // adj: out1[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.19, -1.2, 1.87)), 1.6) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v3[0] + v3[1] + v3[2]))  <L 13>
        wp::adj_array_store(var_out0, var_0, var_1, var_2, var_38, adj_out0, adj_0, adj_1, adj_2, adj_38);
        wp::adj_normalize(var_37, adj_37, adj_38);
        wp::adj_mul(var_31, var_36, adj_31, adj_36, adj_37);
        wp::adj_quat_from_axis_angle(var_35, var_4, adj_35, adj_4, adj_36);
        wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
        wp::adj_normalize(var_30, adj_30, adj_31);
        wp::adj_mul(var_21, var_29, adj_21, adj_29, adj_30);
        wp::adj_quat_from_axis_angle(var_25, var_28, adj_25, adj_28, adj_29);
        wp::adj_sin(var_27, adj_27, adj_28);
        wp::adj_extract(var_7, var_26, adj_7, adj_26, adj_27);
        wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
        wp::adj_quat_from_axis_angle(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_normalize(var_18, var_19, adj_18, adj_19);
        wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
        // adj: out0[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.43, -1.153, -1.496)), -0.7) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v1[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))  <L 11>
        wp::adj_add(var_7, var_7, adj_7, adj_7, adj_14);
        // adj: v3 = (v1 + v1)                                                                    <L 10>
        wp::adj_transform_t(var_7, var_12, adj_7, adj_12, adj_13);
        wp::adj_quat_rpy(var_9, var_10, var_11, adj_9, adj_10, adj_11, adj_12);
        // adj: v2 = wp.transform(v1, wp.quat_rpy(-0.62, -0.475, 1.6))                            <L 9>
        wp::adj_copy(var_8, adj_6, adj_7);
        wp::adj_address(var_x1, var_0, var_1, var_2, adj_x1, adj_0, adj_1, adj_2, adj_6);
        // adj: v1 = x1[i, j, k]                                                                  <L 8>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_3);
        // adj: v0 = x0[i, j, k]                                                                  <L 7>
        // adj: i, j, k = wp.tid()  # this thread's element                                       <L 6>
        // adj: def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):  <L 5>
        continue;
    }
}

