// Generated for case matrix-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void matrix_000000_t_9e02306c_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_point_pressures,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_rotations,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_point_jacobians,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_stresses_out)
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
        wp::mat_t<2, 2, wp::float32>* var_6;
        wp::mat_t<2, 2, wp::float32> var_7;
        wp::mat_t<2, 2, wp::float32> var_8;
        const wp::int32 var_9 = 3;
        wp::mat_t<3, 3, wp::float32> var_10;
        const wp::float32 var_11 = -1.3;
        wp::mat_t<3, 3, wp::float32> var_12;
        const wp::int32 var_13 = 3;
        wp::mat_t<3, 3, wp::float32> var_14;
        const wp::float32 var_15 = 0.64;
        wp::mat_t<3, 3, wp::float32> var_16;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 4;
        wp::mat_t<4, 4, wp::float32> var_20;
        const wp::float32 var_21 = 0.777;
        wp::mat_t<4, 4, wp::float32> var_22;
        const wp::int32 var_23 = 4;
        wp::mat_t<4, 4, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::mat_t<4, 4, wp::float32> var_29;
        wp::mat_t<4, 4, wp::float32> var_30;
        const wp::int32 var_31 = 4;
        wp::mat_t<4, 4, wp::float32> var_32;
        const wp::float32 var_33 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::mat_t<4, 4, wp::float32> var_37;
        wp::mat_t<4, 4, wp::float32> var_38;
        const wp::float32 var_39 = 0.45;
        wp::mat_t<2, 2, wp::float32> var_40;
        wp::mat_t<2, 2, wp::float32> var_41;
        const wp::int32 var_42 = 2;
        wp::mat_t<2, 2, wp::float32> var_43;
        const wp::float32 var_44 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::float32 var_46;
        wp::mat_t<2, 2, wp::float32> var_47;
        wp::mat_t<2, 2, wp::float32> var_48;
        //---------
        // forward
        // def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):       <L 1>
        // i, j, k = wp.tid()  # one thread per element                                           <L 3>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = point_pressures[i, j, k]                                                          <L 4>
        var_3 = wp::address(var_point_pressures, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = point_rotations[i, j, k]                                                          <L 5>
        var_6 = wp::address(var_point_rotations, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = (wp.identity(n=3, dtype=float) * -1.3 + wp.identity(n=3, dtype=float) * 0.64)       <L 6>
        var_10 = wp::identity<3, wp::float32>();
        var_12 = wp::mul(var_10, var_11);
        var_14 = wp::identity<3, wp::float32>();
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        // v3 = v2                                                                                <L 7>
        var_18 = wp::copy(var_17);
        // point_jacobians[i, j, k] = wp.identity(n=4, dtype=float) * 0.777 + wp.identity(n=4, dtype=float) * (wp.sin(v1[0, 0])) + wp.identity(n=4, dtype=float) * (v0 + wp.ddot(v3, wp.mat33(1.0)))       <L 8>
        var_20 = wp::identity<4, wp::float32>();
        var_22 = wp::mul(var_20, var_21);
        var_24 = wp::identity<4, wp::float32>();
        var_27 = wp::extract(var_7, var_25, var_26);
        var_28 = wp::sin(var_27);
        var_29 = wp::mul(var_24, var_28);
        var_30 = wp::add(var_22, var_29);
        var_32 = wp::identity<4, wp::float32>();
        var_34 = wp::mat_t<3, 3, wp::float32>(var_33);
        var_35 = wp::ddot(var_18, var_34);
        var_36 = wp::add(var_4, var_35);
        var_37 = wp::mul(var_32, var_36);
        var_38 = wp::add(var_30, var_37);
        wp::array_store(var_point_jacobians, var_0, var_1, var_2, var_38);
        // point_stresses_out[i, j, k] = v1 + v1 * 0.45 + wp.identity(n=2, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)))       <L 10>
        var_40 = wp::mul(var_7, var_39);
        var_41 = wp::add(var_7, var_40);
        var_43 = wp::identity<2, wp::float32>();
        var_45 = wp::mat_t<3, 3, wp::float32>(var_44);
        var_46 = wp::ddot(var_17, var_45);
        var_47 = wp::mul(var_43, var_46);
        var_48 = wp::add(var_41, var_47);
        wp::array_store(var_point_stresses_out, var_0, var_1, var_2, var_48);
    }
}



extern "C" __global__ void matrix_000000_t_9e02306c_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_point_pressures,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_rotations,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_point_jacobians,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_stresses_out,
    wp::array_t<wp::float32> adj_point_pressures,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_point_rotations,
    wp::array_t<wp::float32> adj_total_counts,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_point_jacobians,
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_point_stresses_out)
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
        wp::mat_t<2, 2, wp::float32>* var_6;
        wp::mat_t<2, 2, wp::float32> var_7;
        wp::mat_t<2, 2, wp::float32> var_8;
        const wp::int32 var_9 = 3;
        wp::mat_t<3, 3, wp::float32> var_10;
        const wp::float32 var_11 = -1.3;
        wp::mat_t<3, 3, wp::float32> var_12;
        const wp::int32 var_13 = 3;
        wp::mat_t<3, 3, wp::float32> var_14;
        const wp::float32 var_15 = 0.64;
        wp::mat_t<3, 3, wp::float32> var_16;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 4;
        wp::mat_t<4, 4, wp::float32> var_20;
        const wp::float32 var_21 = 0.777;
        wp::mat_t<4, 4, wp::float32> var_22;
        const wp::int32 var_23 = 4;
        wp::mat_t<4, 4, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::mat_t<4, 4, wp::float32> var_29;
        wp::mat_t<4, 4, wp::float32> var_30;
        const wp::int32 var_31 = 4;
        wp::mat_t<4, 4, wp::float32> var_32;
        const wp::float32 var_33 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::mat_t<4, 4, wp::float32> var_37;
        wp::mat_t<4, 4, wp::float32> var_38;
        const wp::float32 var_39 = 0.45;
        wp::mat_t<2, 2, wp::float32> var_40;
        wp::mat_t<2, 2, wp::float32> var_41;
        const wp::int32 var_42 = 2;
        wp::mat_t<2, 2, wp::float32> var_43;
        const wp::float32 var_44 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_45;
        wp::float32 var_46;
        wp::mat_t<2, 2, wp::float32> var_47;
        wp::mat_t<2, 2, wp::float32> var_48;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::mat_t<2, 2, wp::float32> adj_6 = {};
        wp::mat_t<2, 2, wp::float32> adj_7 = {};
        wp::mat_t<2, 2, wp::float32> adj_8 = {};
        wp::int32 adj_9 = {};
        wp::mat_t<3, 3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::mat_t<3, 3, wp::float32> adj_12 = {};
        wp::int32 adj_13 = {};
        wp::mat_t<3, 3, wp::float32> adj_14 = {};
        wp::float32 adj_15 = {};
        wp::mat_t<3, 3, wp::float32> adj_16 = {};
        wp::mat_t<3, 3, wp::float32> adj_17 = {};
        wp::mat_t<3, 3, wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::mat_t<4, 4, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::mat_t<4, 4, wp::float32> adj_22 = {};
        wp::int32 adj_23 = {};
        wp::mat_t<4, 4, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::mat_t<4, 4, wp::float32> adj_29 = {};
        wp::mat_t<4, 4, wp::float32> adj_30 = {};
        wp::int32 adj_31 = {};
        wp::mat_t<4, 4, wp::float32> adj_32 = {};
        wp::float32 adj_33 = {};
        wp::mat_t<3, 3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::mat_t<4, 4, wp::float32> adj_37 = {};
        wp::mat_t<4, 4, wp::float32> adj_38 = {};
        wp::float32 adj_39 = {};
        wp::mat_t<2, 2, wp::float32> adj_40 = {};
        wp::mat_t<2, 2, wp::float32> adj_41 = {};
        wp::int32 adj_42 = {};
        wp::mat_t<2, 2, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::mat_t<3, 3, wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::mat_t<2, 2, wp::float32> adj_47 = {};
        wp::mat_t<2, 2, wp::float32> adj_48 = {};
        //---------
        // forward
        // def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):       <L 1>
        // i, j, k = wp.tid()  # one thread per element                                           <L 3>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = point_pressures[i, j, k]                                                          <L 4>
        var_3 = wp::address(var_point_pressures, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = point_rotations[i, j, k]                                                          <L 5>
        var_6 = wp::address(var_point_rotations, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = (wp.identity(n=3, dtype=float) * -1.3 + wp.identity(n=3, dtype=float) * 0.64)       <L 6>
        var_10 = wp::identity<3, wp::float32>();
        var_12 = wp::mul(var_10, var_11);
        var_14 = wp::identity<3, wp::float32>();
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        // v3 = v2                                                                                <L 7>
        var_18 = wp::copy(var_17);
        // point_jacobians[i, j, k] = wp.identity(n=4, dtype=float) * 0.777 + wp.identity(n=4, dtype=float) * (wp.sin(v1[0, 0])) + wp.identity(n=4, dtype=float) * (v0 + wp.ddot(v3, wp.mat33(1.0)))       <L 8>
        var_20 = wp::identity<4, wp::float32>();
        var_22 = wp::mul(var_20, var_21);
        var_24 = wp::identity<4, wp::float32>();
        var_27 = wp::extract(var_7, var_25, var_26);
        var_28 = wp::sin(var_27);
        var_29 = wp::mul(var_24, var_28);
        var_30 = wp::add(var_22, var_29);
        var_32 = wp::identity<4, wp::float32>();
        var_34 = wp::mat_t<3, 3, wp::float32>(var_33);
        var_35 = wp::ddot(var_18, var_34);
        var_36 = wp::add(var_4, var_35);
        var_37 = wp::mul(var_32, var_36);
        var_38 = wp::add(var_30, var_37);
        // wp::array_store(var_point_jacobians, var_0, var_1, var_2, var_38);
        // point_stresses_out[i, j, k] = v1 + v1 * 0.45 + wp.identity(n=2, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)))       <L 10>
        var_40 = wp::mul(var_7, var_39);
        var_41 = wp::add(var_7, var_40);
        var_43 = wp::identity<2, wp::float32>();
        var_45 = wp::mat_t<3, 3, wp::float32>(var_44);
        var_46 = wp::ddot(var_17, var_45);
        var_47 = wp::mul(var_43, var_46);
        var_48 = wp::add(var_41, var_47);
        // wp::array_store(var_point_stresses_out, var_0, var_1, var_2, var_48);
        //---------
        // reverse
        wp::adj_array_store(var_point_stresses_out, var_0, var_1, var_2, var_48, adj_point_stresses_out, adj_0, adj_1, adj_2, adj_48);
        wp::adj_add(var_41, var_47, adj_41, adj_47, adj_48);
        wp::adj_mul(var_43, var_46, adj_43, adj_46, adj_47);
        wp::adj_ddot(var_17, var_45, adj_17, adj_45, adj_46);
        wp::adj_mat_t(var_44, adj_44, adj_45);
        wp::adj_add(var_7, var_40, adj_7, adj_40, adj_41);
        wp::adj_mul(var_7, var_39, adj_7, adj_39, adj_40);
        // adj: point_stresses_out[i, j, k] = v1 + v1 * 0.45 + wp.identity(n=2, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)))  <L 10>
        wp::adj_array_store(var_point_jacobians, var_0, var_1, var_2, var_38, adj_point_jacobians, adj_0, adj_1, adj_2, adj_38);
        wp::adj_add(var_30, var_37, adj_30, adj_37, adj_38);
        wp::adj_mul(var_32, var_36, adj_32, adj_36, adj_37);
        wp::adj_add(var_4, var_35, adj_4, adj_35, adj_36);
        wp::adj_ddot(var_18, var_34, adj_18, adj_34, adj_35);
        wp::adj_mat_t(var_33, adj_33, adj_34);
        wp::adj_add(var_22, var_29, adj_22, adj_29, adj_30);
        wp::adj_mul(var_24, var_28, adj_24, adj_28, adj_29);
        wp::adj_sin(var_27, adj_27, adj_28);
        wp::adj_extract(var_7, var_25, var_26, adj_7, adj_25, adj_26, adj_27);
        wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
        // adj: point_jacobians[i, j, k] = wp.identity(n=4, dtype=float) * 0.777 + wp.identity(n=4, dtype=float) * (wp.sin(v1[0, 0])) + wp.identity(n=4, dtype=float) * (v0 + wp.ddot(v3, wp.mat33(1.0)))  <L 8>
        wp::adj_copy(var_17, adj_17, adj_18);
        // adj: v3 = v2                                                                           <L 7>
        wp::adj_add(var_12, var_16, adj_12, adj_16, adj_17);
        wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
        wp::adj_mul(var_10, var_11, adj_10, adj_11, adj_12);
        // adj: v2 = (wp.identity(n=3, dtype=float) * -1.3 + wp.identity(n=3, dtype=float) * 0.64)  <L 6>
        wp::adj_copy(var_8, adj_6, adj_7);
        wp::adj_address(var_point_rotations, var_0, var_1, var_2, adj_point_rotations, adj_0, adj_1, adj_2, adj_6);
        // adj: v1 = point_rotations[i, j, k]                                                     <L 5>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_point_pressures, var_0, var_1, var_2, adj_point_pressures, adj_0, adj_1, adj_2, adj_3);
        // adj: v0 = point_pressures[i, j, k]                                                     <L 4>
        // adj: i, j, k = wp.tid()  # one thread per element                                      <L 3>
        // adj: def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):  <L 1>
        continue;
    }
}

