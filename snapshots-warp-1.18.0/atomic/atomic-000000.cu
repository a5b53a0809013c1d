// Generated for case atomic-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void atomic_000000_dd516336_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_joint_phases,
    wp::array_t<wp::float32> var_joint_temperatures,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::int32> var_bin_counts,
    wp::array_t<wp::int32> var_slot_owners,
    wp::array_t<wp::float32> var_joint_energies)
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
        const wp::int32 var_7 = 4;
        wp::int32 var_8;
        wp::shape_t* var_9;
        const wp::int32 var_10 = 0;
        wp::int32 var_11;
        wp::shape_t var_12;
        wp::int32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 2;
        wp::int32 var_26;
        wp::shape_t* var_27;
        const wp::int32 var_28 = 0;
        wp::int32 var_29;
        wp::shape_t var_30;
        wp::int32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.0;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        wp::int32 var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 0.774;
        wp::float32 var_42;
        //---------
        // forward
        // def atomic_000000(joint_phases: wp.array(dtype=float), joint_temperatures: wp.array(dtype=float), partial_sums: wp.array(dtype=float), bin_counts: wp.array(dtype=int), slot_owners: wp.array(dtype=int), joint_energies: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 6>
        var_0 = builtin_tid1d();
        // v0 = joint_phases[tid]                                                                 <L 7>
        var_1 = wp::address(var_joint_phases, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = joint_temperatures[tid]                                                           <L 8>
        var_4 = wp::address(var_joint_temperatures, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // wp.atomic_add(partial_sums, (tid * 4) % partial_sums.shape[0], wp.min((v1 - v0), (v1 + v0)))       <L 9>
        var_8 = wp::mul(var_0, var_7);
        var_9 = &(var_partial_sums.shape);
        var_12 = wp::load(var_9);
        var_11 = wp::extract(var_12, var_10);
        var_13 = wp::mod(var_8, var_11);
        var_14 = wp::sub(var_5, var_2);
        var_15 = wp::add(var_5, var_2);
        var_16 = wp::min(var_14, var_15);
        var_17 = wp::atomic_add(var_partial_sums, var_13, var_16);
        // wp.atomic_add(partial_sums, tid % partial_sums.shape[0], wp.ceil(v0))                  <L 10>
        var_18 = &(var_partial_sums.shape);
        var_21 = wp::load(var_18);
        var_20 = wp::extract(var_21, var_19);
        var_22 = wp::mod(var_0, var_20);
        var_23 = wp::ceil(var_2);
        var_24 = wp::atomic_add(var_partial_sums, var_22, var_23);
        // _old2 = wp.atomic_add(partial_sums, (tid * 2) % partial_sums.shape[0], wp.log10(wp.abs(wp.sign(v0)) + 1.0))       <L 11>
        var_26 = wp::mul(var_0, var_25);
        var_27 = &(var_partial_sums.shape);
        var_30 = wp::load(var_27);
        var_29 = wp::extract(var_30, var_28);
        var_31 = wp::mod(var_26, var_29);
        var_32 = wp::sign(var_2);
        var_33 = wp::abs(var_32);
        var_35 = wp::add(var_33, var_34);
        var_36 = wp::log10(var_35);
        var_37 = wp::atomic_add(var_partial_sums, var_31, var_36);
        // wp.atomic_xor(bin_counts, 0, tid)                                                      <L 12>
        var_39 = wp::atomic_xor(var_bin_counts, var_38, var_0);
        // joint_energies[tid] = v0 + v1 + 0.774                                                  <L 14>
        var_40 = wp::add(var_2, var_5);
        var_42 = wp::add(var_40, var_41);
        wp::array_store(var_joint_energies, var_0, var_42);
    }
}



extern "C" __global__ void atomic_000000_dd516336_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_joint_phases,
    wp::array_t<wp::float32> var_joint_temperatures,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::int32> var_bin_counts,
    wp::array_t<wp::int32> var_slot_owners,
    wp::array_t<wp::float32> var_joint_energies,
    wp::array_t<wp::float32> adj_joint_phases,
    wp::array_t<wp::float32> adj_joint_temperatures,
    wp::array_t<wp::float32> adj_partial_sums,
    wp::array_t<wp::int32> adj_bin_counts,
    wp::array_t<wp::int32> adj_slot_owners,
    wp::array_t<wp::float32> adj_joint_energies)
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
        const wp::int32 var_7 = 4;
        wp::int32 var_8;
        wp::shape_t* var_9;
        const wp::int32 var_10 = 0;
        wp::int32 var_11;
        wp::shape_t var_12;
        wp::int32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 2;
        wp::int32 var_26;
        wp::shape_t* var_27;
        const wp::int32 var_28 = 0;
        wp::int32 var_29;
        wp::shape_t var_30;
        wp::int32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.0;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        wp::int32 var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 0.774;
        wp::float32 var_42;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::shape_t adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::shape_t adj_12 = {};
        wp::int32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::shape_t adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::shape_t adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::shape_t adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::shape_t adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        //---------
        // forward
        // def atomic_000000(joint_phases: wp.array(dtype=float), joint_temperatures: wp.array(dtype=float), partial_sums: wp.array(dtype=float), bin_counts: wp.array(dtype=int), slot_owners: wp.array(dtype=int), joint_energies: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()  # this thread's element                                                <L 6>
        var_0 = builtin_tid1d();
        // v0 = joint_phases[tid]                                                                 <L 7>
        var_1 = wp::address(var_joint_phases, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = joint_temperatures[tid]                                                           <L 8>
        var_4 = wp::address(var_joint_temperatures, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // wp.atomic_add(partial_sums, (tid * 4) % partial_sums.shape[0], wp.min((v1 - v0), (v1 + v0)))       <L 9>
        var_8 = wp::mul(var_0, var_7);
        var_9 = &(var_partial_sums.shape);
        var_12 = wp::load(var_9);
        var_11 = wp::extract(var_12, var_10);
        var_13 = wp::mod(var_8, var_11);
        var_14 = wp::sub(var_5, var_2);
        var_15 = wp::add(var_5, var_2);
        var_16 = wp::min(var_14, var_15);
        // var_17 = wp::atomic_add(var_partial_sums, var_13, var_16);
        // wp.atomic_add(partial_sums, tid % partial_sums.shape[0], wp.ceil(v0))                  <L 10>
        var_18 = &(var_partial_sums.shape);
        var_21 = wp::load(var_18);
        var_20 = wp::extract(var_21, var_19);
        var_22 = wp::mod(var_0, var_20);
        var_23 = wp::ceil(var_2);
        // var_24 = wp::atomic_add(var_partial_sums, var_22, var_23);
        // _old2 = wp.atomic_add(partial_sums, (tid * 2) % partial_sums.shape[0], wp.log10(wp.abs(wp.sign(v0)) + 1.0))       <L 11>
        var_26 = wp::mul(var_0, var_25);
        var_27 = &(var_partial_sums.shape);
        var_30 = wp::load(var_27);
        var_29 = wp::extract(var_30, var_28);
        var_31 = wp::mod(var_26, var_29);
        var_32 = wp::sign(var_2);
        var_33 = wp::abs(var_32);
        var_35 = wp::add(var_33, var_34);
        var_36 = wp::log10(var_35);
        // var_37 = wp::atomic_add(var_partial_sums, var_31, var_36);
        // wp.atomic_xor(bin_counts, 0, tid)                                                      <L 12>
        // var_39 = wp::atomic_xor(var_bin_counts, var_38, var_0);
        // joint_energies[tid] = v0 + v1 + 0.774                                                  <L 14>
        var_40 = wp::add(var_2, var_5);
        var_42 = wp::add(var_40, var_41);
        // wp::array_store(var_joint_energies, var_0, var_42);
        //---------
        // reverse
        wp::adj_array_store(var_joint_energies, var_0, var_42, adj_joint_energies, adj_0, adj_42);
        wp::adj_add(var_40, var_41, adj_40, adj_41, adj_42);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_40);
        // adj: joint_energies[tid] = v0 + v1 + 0.774                                             <L 14>
        // adj: wp.atomic_xor(bin_counts, 0, tid)                                                 <L 12>
        wp::adj_atomic_add(var_partial_sums, var_31, var_36, adj_partial_sums, adj_31, adj_36, adj_37);
        wp::adj_log10(var_35, adj_35, adj_36);
        wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_abs(var_32, adj_32, adj_33);
        wp::adj_mod(var_26, var_29, adj_26, adj_29, adj_31);
        adj_partial_sums.shape = adj_27;
        wp::adj_mul(var_0, var_25, adj_0, adj_25, adj_26);
        // adj: _old2 = wp.atomic_add(partial_sums, (tid * 2) % partial_sums.shape[0], wp.log10(wp.abs(wp.sign(v0)) + 1.0))  <L 11>
        wp::adj_atomic_add(var_partial_sums, var_22, var_23, adj_partial_sums, adj_22, adj_23, adj_24);
        wp::adj_mod(var_0, var_20, adj_0, adj_20, adj_22);
        adj_partial_sums.shape = adj_18;
        // adj: wp.atomic_add(partial_sums, tid % partial_sums.shape[0], wp.ceil(v0))             <L 10>
        wp::adj_atomic_add(var_partial_sums, var_13, var_16, adj_partial_sums, adj_13, adj_16, adj_17);
        wp::adj_min(var_14, var_15, adj_14, adj_15, adj_16);
        wp::adj_add(var_5, var_2, adj_5, adj_2, adj_15);
        wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_14);
        wp::adj_mod(var_8, var_11, adj_8, adj_11, adj_13);
        adj_partial_sums.shape = adj_9;
        wp::adj_mul(var_0, var_7, adj_0, adj_7, adj_8);
        // adj: wp.atomic_add(partial_sums, (tid * 4) % partial_sums.shape[0], wp.min((v1 - v0), (v1 + v0)))  <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_joint_temperatures, var_0, adj_joint_temperatures, adj_0, adj_4);
        // adj: v1 = joint_temperatures[tid]                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_joint_phases, var_0, adj_joint_phases, adj_0, adj_1);
        // adj: v0 = joint_phases[tid]                                                            <L 7>
        // adj: tid = wp.tid()  # this thread's element                                           <L 6>
        // adj: def atomic_000000(joint_phases: wp.array(dtype=float), joint_temperatures: wp.array(dtype=float), partial_sums: wp.array(dtype=float), bin_counts: wp.array(dtype=int), slot_owners: wp.array(dtype=int), joint_energies: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

