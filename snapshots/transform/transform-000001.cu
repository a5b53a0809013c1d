// Generated for case transform-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void transform_000001_1f56970a_cuda_kernel_forward(
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
        // def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):       <L 7>
        // i, j, k = wp.tid()  # launch index                                                     <L 8>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = x0[i, j, k]                                                                       <L 9>
        var_3 = wp::address(var_x0, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = x1[i, j, k]                                                                       <L 10>
        var_6 = wp::address(var_x1, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = wp.transform(v1, wp.quat_rpy(-0.62, -0.475, 1.6))                                 <L 11>
        var_12 = wp::quat_rpy(var_9, var_10, var_11);
        var_13 = wp::transform_t<wp::float32>(var_7, var_12);
        // v3 = (v1 + v1)                                                                         <L 12>
        var_14 = wp::add(var_7, var_7);
        // out0[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.43, -1.153, -1.496)), -0.7) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v1[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))       <L 13>
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
        // out1[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.19, -1.2, 1.87)), 1.6) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v3[0] + v3[1] + v3[2]))       <L 15>
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

