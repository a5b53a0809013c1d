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



extern "C" __global__ void launch_nd_000000_33e1c3d1_cuda_kernel_forward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::float32> var_element_temperatures,
    wp::array_t<wp::float32> var_element_pressures,
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_points,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::float32> var_element_residuals)
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
        bool var_4;
        wp::shape_t* var_5;
        const wp::int32 var_6 = 0;
        wp::int32 var_7;
        wp::shape_t var_8;
        bool var_9;
        wp::shape_t* var_10;
        const wp::int32 var_11 = 1;
        wp::int32 var_12;
        wp::shape_t var_13;
        bool var_14;
        wp::shape_t* var_15;
        const wp::int32 var_16 = 2;
        wp::int32 var_17;
        wp::shape_t var_18;
        bool var_19;
        wp::shape_t* var_20;
        const wp::int32 var_21 = 3;
        wp::int32 var_22;
        wp::shape_t var_23;
        bool var_24;
        wp::float32* var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32* var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::vec_t<3, wp::float32>* var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.59;
        wp::float32 var_41;
        wp::float32 var_42;
        //---------
        // forward
        // def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float]):       <L 5>
        // i, j, k, l = wp.tid()  # thread index                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // if i >= element_residuals.shape[0] or j >= element_residuals.shape[1] or k >= element_residuals.shape[2] or l >= element_residuals.shape[3]:       <L 7>
        var_5 = &(var_element_residuals.shape);
        var_8 = wp::load(var_5);
        var_7 = wp::extract(var_8, var_6);
        var_9 = (var_0 >= var_7);
        var_4 = var_9;
        if (!var_4) {
            var_10 = &(var_element_residuals.shape);
            var_13 = wp::load(var_10);
            var_12 = wp::extract(var_13, var_11);
            var_14 = (var_1 >= var_12);
            var_4 = var_4 || var_14;
        }
        if (!var_4) {
            var_15 = &(var_element_residuals.shape);
            var_18 = wp::load(var_15);
            var_17 = wp::extract(var_18, var_16);
            var_19 = (var_2 >= var_17);
            var_4 = var_4 || var_19;
        }
        if (!var_4) {
            var_20 = &(var_element_residuals.shape);
            var_23 = wp::load(var_20);
            var_22 = wp::extract(var_23, var_21);
            var_24 = (var_3 >= var_22);
            var_4 = var_4 || var_24;
        }
        if (var_4) {
            // return  # out of bounds                                                            <L 8>
            continue;
        }
        // v0 = element_temperatures[i, j, k, l]                                                  <L 9>
        var_25 = wp::address(var_element_temperatures, var_0, var_1, var_2, var_3);
        var_27 = wp::load(var_25);
        var_26 = wp::copy(var_27);
        // v1 = element_pressures[i, j, k, l]                                                     <L 10>
        var_28 = wp::address(var_element_pressures, var_0, var_1, var_2, var_3);
        var_30 = wp::load(var_28);
        var_29 = wp::copy(var_30);
        // v2 = element_points[i, j, k, l]                                                        <L 11>
        var_31 = wp::address(var_element_points, var_0, var_1, var_2, var_3);
        var_33 = wp::load(var_31);
        var_32 = wp::copy(var_33);
        // v3 = v0                                                                                <L 12>
        var_34 = wp::copy(var_26);
        // v4 = (v1 * v1)                                                                         <L 13>
        var_35 = wp::mul(var_29, var_29);
        // v5 = -v2                                                                               <L 14>
        var_36 = wp::neg(var_32);
        // v6 = v3                                                                                <L 15>
        var_37 = wp::copy(var_34);
        // element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59                               <L 17>
        var_38 = wp::add(var_34, var_35);
        var_39 = wp::add(var_38, var_37);
        var_41 = wp::mul(var_37, var_40);
        var_42 = wp::add(var_39, var_41);
        wp::array_store(var_element_residuals, var_0, var_1, var_2, var_3, var_42);
    }
}



extern "C" __global__ void launch_nd_000000_33e1c3d1_cuda_kernel_backward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::float32> var_element_temperatures,
    wp::array_t<wp::float32> var_element_pressures,
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_points,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::float32> var_element_residuals,
    wp::array_t<wp::float32> adj_element_temperatures,
    wp::array_t<wp::float32> adj_element_pressures,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_points,
    wp::array_t<wp::float32> adj_accumulated_mass,
    wp::array_t<wp::float32> adj_element_residuals)
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
        bool var_4;
        wp::shape_t* var_5;
        const wp::int32 var_6 = 0;
        wp::int32 var_7;
        wp::shape_t var_8;
        bool var_9;
        wp::shape_t* var_10;
        const wp::int32 var_11 = 1;
        wp::int32 var_12;
        wp::shape_t var_13;
        bool var_14;
        wp::shape_t* var_15;
        const wp::int32 var_16 = 2;
        wp::int32 var_17;
        wp::shape_t var_18;
        bool var_19;
        wp::shape_t* var_20;
        const wp::int32 var_21 = 3;
        wp::int32 var_22;
        wp::shape_t var_23;
        bool var_24;
        wp::float32* var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32* var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::vec_t<3, wp::float32>* var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.59;
        wp::float32 var_41;
        wp::float32 var_42;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        bool adj_4 = {};
        wp::shape_t adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::shape_t adj_8 = {};
        bool adj_9 = {};
        wp::shape_t adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::shape_t adj_13 = {};
        bool adj_14 = {};
        wp::shape_t adj_15 = {};
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::shape_t adj_18 = {};
        bool adj_19 = {};
        wp::shape_t adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::shape_t adj_23 = {};
        bool adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        //---------
        // forward
        // def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float]):       <L 5>
        // i, j, k, l = wp.tid()  # thread index                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // if i >= element_residuals.shape[0] or j >= element_residuals.shape[1] or k >= element_residuals.shape[2] or l >= element_residuals.shape[3]:       <L 7>
        var_5 = &(var_element_residuals.shape);
        var_8 = wp::load(var_5);
        var_7 = wp::extract(var_8, var_6);
        var_9 = (var_0 >= var_7);
        var_4 = var_9;
        if (!var_4) {
            var_10 = &(var_element_residuals.shape);
            var_13 = wp::load(var_10);
            var_12 = wp::extract(var_13, var_11);
            var_14 = (var_1 >= var_12);
            var_4 = var_4 || var_14;
        }
        if (!var_4) {
            var_15 = &(var_element_residuals.shape);
            var_18 = wp::load(var_15);
            var_17 = wp::extract(var_18, var_16);
            var_19 = (var_2 >= var_17);
            var_4 = var_4 || var_19;
        }
        if (!var_4) {
            var_20 = &(var_element_residuals.shape);
            var_23 = wp::load(var_20);
            var_22 = wp::extract(var_23, var_21);
            var_24 = (var_3 >= var_22);
            var_4 = var_4 || var_24;
        }
        if (var_4) {
            // return  # out of bounds                                                            <L 8>
            goto label0;
        }
        // v0 = element_temperatures[i, j, k, l]                                                  <L 9>
        var_25 = wp::address(var_element_temperatures, var_0, var_1, var_2, var_3);
        var_27 = wp::load(var_25);
        var_26 = wp::copy(var_27);
        // v1 = element_pressures[i, j, k, l]                                                     <L 10>
        var_28 = wp::address(var_element_pressures, var_0, var_1, var_2, var_3);
        var_30 = wp::load(var_28);
        var_29 = wp::copy(var_30);
        // v2 = element_points[i, j, k, l]                                                        <L 11>
        var_31 = wp::address(var_element_points, var_0, var_1, var_2, var_3);
        var_33 = wp::load(var_31);
        var_32 = wp::copy(var_33);
        // v3 = v0                                                                                <L 12>
        var_34 = wp::copy(var_26);
        // v4 = (v1 * v1)                                                                         <L 13>
        var_35 = wp::mul(var_29, var_29);
        // v5 = -v2                                                                               <L 14>
        var_36 = wp::neg(var_32);
        // v6 = v3                                                                                <L 15>
        var_37 = wp::copy(var_34);
        // element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59                               <L 17>
        var_38 = wp::add(var_34, var_35);
        var_39 = wp::add(var_38, var_37);
        var_41 = wp::mul(var_37, var_40);
        var_42 = wp::add(var_39, var_41);
        // wp::array_store(var_element_residuals, var_0, var_1, var_2, var_3, var_42);
        //---------
        // reverse
        wp::adj_array_store(var_element_residuals, var_0, var_1, var_2, var_3, var_42, adj_element_residuals, adj_0, adj_1, adj_2, adj_3, adj_42);
        wp::adj_add(var_39, var_41, adj_39, adj_41, adj_42);
        wp::adj_mul(var_37, var_40, adj_37, adj_40, adj_41);
        wp::adj_add(var_38, var_37, adj_38, adj_37, adj_39);
        wp::adj_add(var_34, var_35, adj_34, adj_35, adj_38);
        // adj: element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59                          <L 17>
        wp::adj_copy(var_34, adj_34, adj_37);
        // adj: v6 = v3                                                                           <L 15>
        wp::adj_neg(var_32, adj_32, adj_36);
        // adj: v5 = -v2                                                                          <L 14>
        wp::adj_mul(var_29, var_29, adj_29, adj_29, adj_35);
        // adj: v4 = (v1 * v1)                                                                    <L 13>
        wp::adj_copy(var_26, adj_26, adj_34);
        // adj: v3 = v0                                                                           <L 12>
        wp::adj_copy(var_33, adj_31, adj_32);
        wp::adj_address(var_element_points, var_0, var_1, var_2, var_3, adj_element_points, adj_0, adj_1, adj_2, adj_3, adj_31);
        // adj: v2 = element_points[i, j, k, l]                                                   <L 11>
        wp::adj_copy(var_30, adj_28, adj_29);
        wp::adj_address(var_element_pressures, var_0, var_1, var_2, var_3, adj_element_pressures, adj_0, adj_1, adj_2, adj_3, adj_28);
        // adj: v1 = element_pressures[i, j, k, l]                                                <L 10>
        wp::adj_copy(var_27, adj_25, adj_26);
        wp::adj_address(var_element_temperatures, var_0, var_1, var_2, var_3, adj_element_temperatures, adj_0, adj_1, adj_2, adj_3, adj_25);
        // adj: v0 = element_temperatures[i, j, k, l]                                             <L 9>
        if (var_4) {
            label0:;
            // adj: return  # out of bounds                                                       <L 8>
        }
        if (!var_4) {
            adj_element_residuals.shape = adj_20;
        }
        if (!var_4) {
            adj_element_residuals.shape = adj_15;
        }
        if (!var_4) {
            adj_element_residuals.shape = adj_10;
        }
        adj_element_residuals.shape = adj_5;
        // adj: if i >= element_residuals.shape[0] or j >= element_residuals.shape[1] or k >= element_residuals.shape[2] or l >= element_residuals.shape[3]:  <L 7>
        // adj: i, j, k, l = wp.tid()  # thread index                                             <L 6>
        // adj: def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float]):  <L 5>
        continue;
    }
}

