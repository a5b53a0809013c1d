// Generated for case atomic-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void atomic_000001_ad928f3f_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_temperatures,
    wp::array_t<wp::float32> var_body_lengths,
    wp::array_t<wp::float32> var_body_pressures,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::int32> var_bin_counts,
    wp::array_t<wp::int32> var_slot_ids,
    wp::array_t<wp::float32> var_body_costs,
    wp::int32 var_num_bodies)
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
        bool var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 5;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        const wp::float32 var_29 = -1.645;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = 0.28;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        //---------
        // forward
        // def atomic_000001(body_temperatures: wp.array[float], body_lengths: wp.array[float], body_pressures: wp.array[float], total_counts: wp.array[float], bin_counts: wp.array[int], slot_ids: wp.array[int], body_costs: wp.array[float], num_bodies: int):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= num_bodies:                                                                  <L 8>
        var_1 = (var_0 >= var_num_bodies);
        if (var_1) {
            // return                                                                             <L 9>
            continue;
        }
        // v0 = body_temperatures[tid]                                                            <L 10>
        var_2 = wp::address(var_body_temperatures, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = body_lengths[tid]                                                                 <L 11>
        var_5 = wp::address(var_body_lengths, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = body_pressures[tid]                                                               <L 12>
        var_8 = wp::address(var_body_pressures, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // _old3 = wp.atomic_sub(total_counts, (tid * 5) % total_counts.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))       <L 13>
        var_12 = wp::mul(var_0, var_11);
        var_13 = &(var_total_counts.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        var_18 = wp::abs(var_9);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::div(var_6, var_20);
        var_22 = wp::sub(var_6, var_21);
        var_23 = wp::atomic_sub(var_total_counts, var_17, var_22);
        // wp.atomic_add(total_counts, tid % total_counts.shape[0], wp.erfc(wp.max(v2, -1.645)))       <L 14>
        var_24 = &(var_total_counts.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_0, var_26);
        var_30 = wp::max(var_9, var_29);
        var_31 = wp::erfc(var_30);
        var_32 = wp::atomic_add(var_total_counts, var_28, var_31);
        // v4 = (v2 * v1)                                                                         <L 15>
        var_33 = wp::mul(var_9, var_6);
        // body_costs[tid] = v1 + v2 + v4 + v2 * 0.28 + v0                                        <L 16>
        var_34 = wp::add(var_6, var_9);
        var_35 = wp::add(var_34, var_33);
        var_37 = wp::mul(var_9, var_36);
        var_38 = wp::add(var_35, var_37);
        var_39 = wp::add(var_38, var_3);
        wp::array_store(var_body_costs, var_0, var_39);
    }
}



extern "C" __global__ void atomic_000001_ad928f3f_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_temperatures,
    wp::array_t<wp::float32> var_body_lengths,
    wp::array_t<wp::float32> var_body_pressures,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::int32> var_bin_counts,
    wp::array_t<wp::int32> var_slot_ids,
    wp::array_t<wp::float32> var_body_costs,
    wp::int32 var_num_bodies,
    wp::array_t<wp::float32> adj_body_temperatures,
    wp::array_t<wp::float32> adj_body_lengths,
    wp::array_t<wp::float32> adj_body_pressures,
    wp::array_t<wp::float32> adj_total_counts,
    wp::array_t<wp::int32> adj_bin_counts,
    wp::array_t<wp::int32> adj_slot_ids,
    wp::array_t<wp::float32> adj_body_costs,
    wp::int32 adj_num_bodies)
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
        bool var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 5;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        const wp::float32 var_29 = -1.645;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = 0.28;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        bool adj_1 = {};
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
        wp::int32 adj_12 = {};
        wp::shape_t adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::shape_t adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::shape_t adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::shape_t adj_27 = {};
        wp::int32 adj_28 = {};
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
        wp::float32 adj_39 = {};
        //---------
        // forward
        // def atomic_000001(body_temperatures: wp.array[float], body_lengths: wp.array[float], body_pressures: wp.array[float], total_counts: wp.array[float], bin_counts: wp.array[int], slot_ids: wp.array[int], body_costs: wp.array[float], num_bodies: int):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= num_bodies:                                                                  <L 8>
        var_1 = (var_0 >= var_num_bodies);
        if (var_1) {
            // return                                                                             <L 9>
            goto label0;
        }
        // v0 = body_temperatures[tid]                                                            <L 10>
        var_2 = wp::address(var_body_temperatures, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = body_lengths[tid]                                                                 <L 11>
        var_5 = wp::address(var_body_lengths, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = body_pressures[tid]                                                               <L 12>
        var_8 = wp::address(var_body_pressures, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // _old3 = wp.atomic_sub(total_counts, (tid * 5) % total_counts.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))       <L 13>
        var_12 = wp::mul(var_0, var_11);
        var_13 = &(var_total_counts.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        var_18 = wp::abs(var_9);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::div(var_6, var_20);
        var_22 = wp::sub(var_6, var_21);
        // var_23 = wp::atomic_sub(var_total_counts, var_17, var_22);
        // wp.atomic_add(total_counts, tid % total_counts.shape[0], wp.erfc(wp.max(v2, -1.645)))       <L 14>
        var_24 = &(var_total_counts.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_0, var_26);
        var_30 = wp::max(var_9, var_29);
        var_31 = wp::erfc(var_30);
        // var_32 = wp::atomic_add(var_total_counts, var_28, var_31);
        // v4 = (v2 * v1)                                                                         <L 15>
        var_33 = wp::mul(var_9, var_6);
        // body_costs[tid] = v1 + v2 + v4 + v2 * 0.28 + v0                                        <L 16>
        var_34 = wp::add(var_6, var_9);
        var_35 = wp::add(var_34, var_33);
        var_37 = wp::mul(var_9, var_36);
        var_38 = wp::add(var_35, var_37);
        var_39 = wp::add(var_38, var_3);
        // wp::array_store(var_body_costs, var_0, var_39);
        //---------
        // reverse
        wp::adj_array_store(var_body_costs, var_0, var_39, adj_body_costs, adj_0, adj_39);
        wp::adj_add(var_38, var_3, adj_38, adj_3, adj_39);
        wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
        wp::adj_mul(var_9, var_36, adj_9, adj_36, adj_37);
        wp::adj_add(var_34, var_33, adj_34, adj_33, adj_35);
        wp::adj_add(var_6, var_9, adj_6, adj_9, adj_34);
        // adj: body_costs[tid] = v1 + v2 + v4 + v2 * 0.28 + v0                                   <L 16>
        wp::adj_mul(var_9, var_6, adj_9, adj_6, adj_33);
        // adj: v4 = (v2 * v1)                                                                    <L 15>
        wp::adj_atomic_add(var_total_counts, var_28, var_31, adj_total_counts, adj_28, adj_31, adj_32);
        wp::adj_erfc(var_30, adj_30, adj_31);
        wp::adj_max(var_9, var_29, adj_9, adj_29, adj_30);
        wp::adj_mod(var_0, var_26, adj_0, adj_26, adj_28);
        adj_total_counts.shape = adj_24;
        // adj: wp.atomic_add(total_counts, tid % total_counts.shape[0], wp.erfc(wp.max(v2, -1.645)))  <L 14>
        wp::adj_atomic_sub(var_total_counts, var_17, var_22, adj_total_counts, adj_17, adj_22, adj_23);
        wp::adj_sub(var_6, var_21, adj_6, adj_21, adj_22);
        wp::adj_div(var_6, var_20, var_21, adj_6, adj_20, adj_21);
        wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_abs(var_9, adj_9, adj_18);
        wp::adj_mod(var_12, var_15, adj_12, adj_15, adj_17);
        adj_total_counts.shape = adj_13;
        wp::adj_mul(var_0, var_11, adj_0, adj_11, adj_12);
        // adj: _old3 = wp.atomic_sub(total_counts, (tid * 5) % total_counts.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))  <L 13>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_body_pressures, var_0, adj_body_pressures, adj_0, adj_8);
        // adj: v2 = body_pressures[tid]                                                          <L 12>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_body_lengths, var_0, adj_body_lengths, adj_0, adj_5);
        // adj: v1 = body_lengths[tid]                                                            <L 11>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_body_temperatures, var_0, adj_body_temperatures, adj_0, adj_2);
        // adj: v0 = body_temperatures[tid]                                                       <L 10>
        if (var_1) {
            label0:;
            // adj: return                                                                        <L 9>
        }
        // adj: if tid >= num_bodies:                                                             <L 8>
        // adj: tid = wp.tid()                                                                    <L 7>
        // adj: def atomic_000001(body_temperatures: wp.array[float], body_lengths: wp.array[float], body_pressures: wp.array[float], total_counts: wp.array[float], bin_counts: wp.array[int], slot_ids: wp.array[int], body_costs: wp.array[float], num_bodies: int):  <L 5>
        continue;
    }
}

