// Generated for case loop-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void loop_000002_2cfa47ca_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_vertex_weights,
    wp::array_t<wp::float32> var_vertex_densities,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_vertex_scores,
    wp::array_t<wp::float32> var_vertex_distances)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.905;
        wp::float32 var_8;
        const wp::float32 var_9 = -INFINITY;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::float32 var_12;
        const wp::int32 var_13 = 1;
        wp::int32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::int32 var_19 = 1;
        wp::float32 var_20;
        const wp::int32 var_21 = 1;
        wp::int32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::int32 var_27 = 2;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        wp::int32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = 0.46;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = 1.16;
        wp::float32 var_43;
        wp::float32 var_44;
        //---------
        // forward
        // def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):       <L 8>
        // tid = wp.tid()  # this thread's element                                                <L 9>
        var_0 = builtin_tid1d();
        // v0 = vertex_weights[tid]                                                               <L 10>
        var_1 = wp::address(var_vertex_weights, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = vertex_densities[tid]                                                             <L 11>
        var_4 = wp::address(var_vertex_densities, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = (-0.905 * v0)                                                                     <L 12>
        var_8 = wp::mul(var_7, var_2);
        // best3 = LOWEST                                                                         <L 13>
        var_10 = wp::copy(var_9);
        // for k4 in range(3):                                                                    <L 14>
        // best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))                               <L 15>
        var_12 = wp::sub(var_5, var_2);
        var_14 = wp::add(var_11, var_13);
        var_15 = wp::float(var_14);
        var_16 = wp::mul(var_12, var_15);
        var_17 = wp::sin(var_16);
        var_18 = wp::max(var_10, var_17);
        var_20 = wp::sub(var_5, var_2);
        var_22 = wp::add(var_19, var_21);
        var_23 = wp::float(var_22);
        var_24 = wp::mul(var_20, var_23);
        var_25 = wp::sin(var_24);
        var_26 = wp::max(var_18, var_25);
        var_28 = wp::sub(var_5, var_2);
        var_30 = wp::add(var_27, var_29);
        var_31 = wp::float(var_30);
        var_32 = wp::mul(var_28, var_31);
        var_33 = wp::sin(var_32);
        var_34 = wp::max(var_26, var_33);
        // vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46                                    <L 16>
        var_35 = wp::add(var_5, var_8);
        var_36 = wp::add(var_35, var_34);
        var_38 = wp::mul(var_34, var_37);
        var_39 = wp::add(var_36, var_38);
        wp::array_store(var_vertex_scores, var_0, var_39);
        // vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16                                    <L 18>
        var_40 = wp::add(var_5, var_8);
        var_41 = wp::add(var_40, var_34);
        var_43 = wp::mul(var_5, var_42);
        var_44 = wp::add(var_41, var_43);
        wp::array_store(var_vertex_distances, var_0, var_44);
    }
}



extern "C" __global__ void loop_000002_2cfa47ca_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_vertex_weights,
    wp::array_t<wp::float32> var_vertex_densities,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_vertex_scores,
    wp::array_t<wp::float32> var_vertex_distances,
    wp::array_t<wp::float32> adj_vertex_weights,
    wp::array_t<wp::float32> adj_vertex_densities,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_vertex_scores,
    wp::array_t<wp::float32> adj_vertex_distances)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.905;
        wp::float32 var_8;
        const wp::float32 var_9 = -INFINITY;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::float32 var_12;
        const wp::int32 var_13 = 1;
        wp::int32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::int32 var_19 = 1;
        wp::float32 var_20;
        const wp::int32 var_21 = 1;
        wp::int32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::int32 var_27 = 2;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        wp::int32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = 0.46;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = 1.16;
        wp::float32 var_43;
        wp::float32 var_44;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        //---------
        // forward
        // def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):       <L 8>
        // tid = wp.tid()  # this thread's element                                                <L 9>
        var_0 = builtin_tid1d();
        // v0 = vertex_weights[tid]                                                               <L 10>
        var_1 = wp::address(var_vertex_weights, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = vertex_densities[tid]                                                             <L 11>
        var_4 = wp::address(var_vertex_densities, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = (-0.905 * v0)                                                                     <L 12>
        var_8 = wp::mul(var_7, var_2);
        // best3 = LOWEST                                                                         <L 13>
        var_10 = wp::copy(var_9);
        // for k4 in range(3):                                                                    <L 14>
        // best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))                               <L 15>
        var_12 = wp::sub(var_5, var_2);
        var_14 = wp::add(var_11, var_13);
        var_15 = wp::float(var_14);
        var_16 = wp::mul(var_12, var_15);
        var_17 = wp::sin(var_16);
        var_18 = wp::max(var_10, var_17);
        var_20 = wp::sub(var_5, var_2);
        var_22 = wp::add(var_19, var_21);
        var_23 = wp::float(var_22);
        var_24 = wp::mul(var_20, var_23);
        var_25 = wp::sin(var_24);
        var_26 = wp::max(var_18, var_25);
        var_28 = wp::sub(var_5, var_2);
        var_30 = wp::add(var_27, var_29);
        var_31 = wp::float(var_30);
        var_32 = wp::mul(var_28, var_31);
        var_33 = wp::sin(var_32);
        var_34 = wp::max(var_26, var_33);
        // vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46                                    <L 16>
        var_35 = wp::add(var_5, var_8);
        var_36 = wp::add(var_35, var_34);
        var_38 = wp::mul(var_34, var_37);
        var_39 = wp::add(var_36, var_38);
        // wp::array_store(var_vertex_scores, var_0, var_39);
        // vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16                                    <L 18>
        var_40 = wp::add(var_5, var_8);
        var_41 = wp::add(var_40, var_34);
        var_43 = wp::mul(var_5, var_42);
        var_44 = wp::add(var_41, var_43);
        // wp::array_store(var_vertex_distances, var_0, var_44);
        //---------
        // reverse
        wp::adj_array_store(var_vertex_distances, var_0, var_44, adj_vertex_distances, adj_0, adj_44);
        wp::adj_add(var_41, var_43, adj_41, adj_43, adj_44);
        wp::adj_mul(var_5, var_42, adj_5, adj_42, adj_43);
        wp::adj_add(var_40, var_34, adj_40, adj_34, adj_41);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_40);
        // adj: vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16                               <L 18>
        wp::adj_array_store(var_vertex_scores, var_0, var_39, adj_vertex_scores, adj_0, adj_39);
        wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
        wp::adj_mul(var_34, var_37, adj_34, adj_37, adj_38);
        wp::adj_add(var_35, var_34, adj_35, adj_34, adj_36);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_35);
        // adj: vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46                               <L 16>
        wp::adj_max(var_26, var_33, adj_26, adj_33, adj_34);
        wp::adj_sin(var_32, adj_32, adj_33);
        wp::adj_mul(var_28, var_31, adj_28, adj_31, adj_32);
        wp::adj_float(var_30, adj_30, adj_31);
        wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
        wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_28);
        wp::adj_max(var_18, var_25, adj_18, adj_25, adj_26);
        wp::adj_sin(var_24, adj_24, adj_25);
        wp::adj_mul(var_20, var_23, adj_20, adj_23, adj_24);
        wp::adj_float(var_22, adj_22, adj_23);
        wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
        wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_20);
        wp::adj_max(var_10, var_17, adj_10, adj_17, adj_18);
        wp::adj_sin(var_16, adj_16, adj_17);
        wp::adj_mul(var_12, var_15, adj_12, adj_15, adj_16);
        wp::adj_float(var_14, adj_14, adj_15);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_12);
        // adj: best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))                          <L 15>
        // adj: for k4 in range(3):                                                               <L 14>
        wp::adj_copy(var_9, adj_9, adj_10);
        // adj: best3 = LOWEST                                                                    <L 13>
        wp::adj_mul(var_7, var_2, adj_7, adj_2, adj_8);
        // adj: v2 = (-0.905 * v0)                                                                <L 12>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_vertex_densities, var_0, adj_vertex_densities, adj_0, adj_4);
        // adj: v1 = vertex_densities[tid]                                                        <L 11>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_vertex_weights, var_0, adj_vertex_weights, adj_0, adj_1);
        // adj: v0 = vertex_weights[tid]                                                          <L 10>
        // adj: tid = wp.tid()  # this thread's element                                           <L 9>
        // adj: def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):  <L 8>
        continue;
    }
}

