// Generated for case launch_nd-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void launch_nd_000000_3aa8a6f9_cuda_kernel_forward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::float32> var_point_temperatures,
    wp::array_t<wp::float32> var_point_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> var_point_positions,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::float32> var_point_distances)
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
        wp::int32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.59;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 1;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 2;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 0;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 1;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 2;
        wp::float32 var_39;
        wp::float32 var_40;
        //---------
        // forward
        // def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):       <L 5>
        // i, j, k, l = wp.tid()  # thread index                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // v0 = point_temperatures[i, j, k, l]                                                    <L 7>
        var_4 = wp::address(var_point_temperatures, var_0, var_1, var_2, var_3);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = point_radii[i, j, k, l]                                                           <L 8>
        var_7 = wp::address(var_point_radii, var_0, var_1, var_2, var_3);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = point_positions[i, j, k, l]                                                       <L 9>
        var_10 = wp::address(var_point_positions, var_0, var_1, var_2, var_3);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // v3 = v0                                                                                <L 10>
        var_13 = wp::copy(var_5);
        // v4 = (v1 * v1)                                                                         <L 11>
        var_14 = wp::mul(var_8, var_8);
        // v5 = -v2                                                                               <L 12>
        var_15 = wp::neg(var_11);
        // v6 = v3                                                                                <L 13>
        var_16 = wp::copy(var_13);
        // point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]       <L 15>
        var_17 = wp::add(var_13, var_14);
        var_18 = wp::add(var_17, var_16);
        var_20 = wp::mul(var_16, var_19);
        var_21 = wp::add(var_18, var_20);
        var_22 = wp::add(var_21, var_8);
        var_24 = wp::extract(var_11, var_23);
        var_25 = wp::add(var_22, var_24);
        var_27 = wp::extract(var_11, var_26);
        var_28 = wp::add(var_25, var_27);
        var_30 = wp::extract(var_11, var_29);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::extract(var_15, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_15, var_35);
        var_37 = wp::add(var_34, var_36);
        var_39 = wp::extract(var_15, var_38);
        var_40 = wp::add(var_37, var_39);
        wp::array_store(var_point_distances, var_0, var_1, var_2, var_3, var_40);
    }
}



extern "C" __global__ void launch_nd_000000_3aa8a6f9_cuda_kernel_backward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::float32> var_point_temperatures,
    wp::array_t<wp::float32> var_point_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> var_point_positions,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::float32> var_point_distances,
    wp::array_t<wp::float32> adj_point_temperatures,
    wp::array_t<wp::float32> adj_point_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_point_positions,
    wp::array_t<wp::float32> adj_partial_sums,
    wp::array_t<wp::float32> adj_point_distances)
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
        wp::int32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.59;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 1;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 2;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 0;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 1;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 2;
        wp::float32 var_39;
        wp::float32 var_40;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        //---------
        // forward
        // def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):       <L 5>
        // i, j, k, l = wp.tid()  # thread index                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // v0 = point_temperatures[i, j, k, l]                                                    <L 7>
        var_4 = wp::address(var_point_temperatures, var_0, var_1, var_2, var_3);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = point_radii[i, j, k, l]                                                           <L 8>
        var_7 = wp::address(var_point_radii, var_0, var_1, var_2, var_3);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = point_positions[i, j, k, l]                                                       <L 9>
        var_10 = wp::address(var_point_positions, var_0, var_1, var_2, var_3);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // v3 = v0                                                                                <L 10>
        var_13 = wp::copy(var_5);
        // v4 = (v1 * v1)                                                                         <L 11>
        var_14 = wp::mul(var_8, var_8);
        // v5 = -v2                                                                               <L 12>
        var_15 = wp::neg(var_11);
        // v6 = v3                                                                                <L 13>
        var_16 = wp::copy(var_13);
        // point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]       <L 15>
        var_17 = wp::add(var_13, var_14);
        var_18 = wp::add(var_17, var_16);
        var_20 = wp::mul(var_16, var_19);
        var_21 = wp::add(var_18, var_20);
        var_22 = wp::add(var_21, var_8);
        var_24 = wp::extract(var_11, var_23);
        var_25 = wp::add(var_22, var_24);
        var_27 = wp::extract(var_11, var_26);
        var_28 = wp::add(var_25, var_27);
        var_30 = wp::extract(var_11, var_29);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::extract(var_15, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_15, var_35);
        var_37 = wp::add(var_34, var_36);
        var_39 = wp::extract(var_15, var_38);
        var_40 = wp::add(var_37, var_39);
        // wp::array_store(var_point_distances, var_0, var_1, var_2, var_3, var_40);
        //---------
        // reverse
        wp::adj_array_store(var_point_distances, var_0, var_1, var_2, var_3, var_40, adj_point_distances, adj_0, adj_1, adj_2, adj_3, adj_40);
        wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
        wp::adj_extract(var_15, var_38, adj_15, adj_38, adj_39);
        wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
        wp::adj_extract(var_15, var_35, adj_15, adj_35, adj_36);
        wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
        wp::adj_extract(var_15, var_32, adj_15, adj_32, adj_33);
        wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
        wp::adj_extract(var_11, var_29, adj_11, adj_29, adj_30);
        wp::adj_add(var_25, var_27, adj_25, adj_27, adj_28);
        wp::adj_extract(var_11, var_26, adj_11, adj_26, adj_27);
        wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
        wp::adj_extract(var_11, var_23, adj_11, adj_23, adj_24);
        wp::adj_add(var_21, var_8, adj_21, adj_8, adj_22);
        wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
        wp::adj_mul(var_16, var_19, adj_16, adj_19, adj_20);
        wp::adj_add(var_17, var_16, adj_17, adj_16, adj_18);
        wp::adj_add(var_13, var_14, adj_13, adj_14, adj_17);
        // adj: point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]  <L 15>
        wp::adj_copy(var_13, adj_13, adj_16);
        // adj: v6 = v3                                                                           <L 13>
        wp::adj_neg(var_11, adj_11, adj_15);
        // adj: v5 = -v2                                                                          <L 12>
        wp::adj_mul(var_8, var_8, adj_8, adj_8, adj_14);
        // adj: v4 = (v1 * v1)                                                                    <L 11>
        wp::adj_copy(var_5, adj_5, adj_13);
        // adj: v3 = v0                                                                           <L 10>
        wp::adj_copy(var_12, adj_10, adj_11);
        wp::adj_address(var_point_positions, var_0, var_1, var_2, var_3, adj_point_positions, adj_0, adj_1, adj_2, adj_3, adj_10);
        // adj: v2 = point_positions[i, j, k, l]                                                  <L 9>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_point_radii, var_0, var_1, var_2, var_3, adj_point_radii, adj_0, adj_1, adj_2, adj_3, adj_7);
        // adj: v1 = point_radii[i, j, k, l]                                                      <L 8>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_point_temperatures, var_0, var_1, var_2, var_3, adj_point_temperatures, adj_0, adj_1, adj_2, adj_3, adj_4);
        // adj: v0 = point_temperatures[i, j, k, l]                                               <L 7>
        // adj: i, j, k, l = wp.tid()  # thread index                                             <L 6>
        // adj: def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):  <L 5>
        continue;
    }
}

