// Generated for case geometry-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void geometry_000000_904fd34d_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::uint64 var_volume,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
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
        const wp::float32 var_4 = 1.1;
        const wp::float32 var_5 = 0.4;
        const wp::float32 var_6 = 1.993;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        const wp::int32 var_9 = 1;
        const wp::int32 var_10 = 2;
        const wp::int32 var_11 = 3;
        wp::vec_t<3, wp::float32> var_12;
        const wp::int32 var_13 = 3;
        const wp::int32 var_14 = 1;
        const wp::int32 var_15 = 2;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::float32 var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::int32 var_26 = 2;
        const wp::int32 var_27 = 1;
        const wp::int32 var_28 = 2;
        wp::vec_t<3, wp::float32> var_29;
        const wp::int32 var_30 = 2;
        const wp::int32 var_31 = 2;
        const wp::int32 var_32 = 1;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        const wp::int32 var_39 = 1;
        const wp::int32 var_40 = 1;
        wp::vec_t<3, wp::float32> var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.0;
        wp::float32 var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.0;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        const wp::float32 var_51 = 1e-06;
        wp::vec_t<3, wp::float32> var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = 1.81;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = 1.4;
        wp::float32 var_62;
        const wp::float32 var_63 = 1.0;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = 1.15;
        wp::float32 var_69;
        wp::float32 var_70;
        //---------
        // forward
        // def geometry_000000(x0: wp.array(dtype=float), volume: wp.uint64, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // pq2 = wp.vec3(1.1, 0.4, 1.993)                                                         <L 8>
        var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
        // uvw1 = wp.volume_world_to_index(volume, pq2)                                           <L 9>
        var_8 = wp::volume_world_to_index(var_volume, var_7);
        // g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)       <L 10>
        var_12 = wp::volume_lookup_v(var_volume, var_9, var_10, var_11);
        var_16 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_13, var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        // v4 = wp.dot((pq2 - pq2), wp.lerp(g3, (pq2 * v0), v0))                                  <L 11>
        var_18 = wp::sub(var_7, var_7);
        var_19 = wp::mul(var_7, var_2);
        var_20 = wp::lerp(var_17, var_19, var_2);
        var_21 = wp::dot(var_18, var_20);
        // pq6 = wp.min((pq2 + pq2), wp.max(g3, g3))                                              <L 12>
        var_22 = wp::add(var_7, var_7);
        var_23 = wp::max(var_17, var_17);
        var_24 = wp::min(var_22, var_23);
        // uvw5 = wp.volume_world_to_index(volume, pq6)                                           <L 13>
        var_25 = wp::volume_world_to_index(var_volume, var_24);
        // g7 = wp.volume_lookup_v(volume, 2, 1, 2) + wp.volume_lookup(volume, 2, 2, 1, dtype=wp.vec3)       <L 14>
        var_29 = wp::volume_lookup_v(var_volume, var_26, var_27, var_28);
        var_33 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_30, var_31, var_32);
        var_34 = wp::add(var_29, var_33);
        // pq9 = wp.cw_mul(wp.cw_mul(g3, pq6), wp.min(g7, pq6))                                   <L 15>
        var_35 = wp::cw_mul(var_17, var_24);
        var_36 = wp::min(var_34, var_24);
        var_37 = wp::cw_mul(var_35, var_36);
        // uvw8 = wp.volume_world_to_index(volume, pq9)                                           <L 16>
        var_38 = wp::volume_world_to_index(var_volume, var_37);
        // g10 = wp.volume_sample(volume, uvw8, wp.Volume.LINEAR, dtype=wp.vec3)                  <L 17>
        var_41 = wp::volume_sample<wp::vec_t<3, wp::float32>>(var_volume, var_38, var_40);
        // g11 = wp.closest_point_edge_edge((g10 / (wp.abs(v0) + 1.0)), (pq2 / (wp.abs(v0) + 1.0)), (pq2 * v4), pq2, 1.0e-6)       <L 18>
        var_42 = wp::abs(var_2);
        var_44 = wp::add(var_42, var_43);
        var_45 = wp::div(var_41, var_44);
        var_46 = wp::abs(var_2);
        var_48 = wp::add(var_46, var_47);
        var_49 = wp::div(var_7, var_48);
        var_50 = wp::mul(var_7, var_21);
        var_52 = wp::closest_point_edge_edge(var_45, var_49, var_50, var_7, var_51);
        // out0[tid] = v0 + v4 + ((v0 + v4) - wp.dot(pq9, pq9)) * 1.81                            <L 19>
        var_53 = wp::add(var_2, var_21);
        var_54 = wp::add(var_2, var_21);
        var_55 = wp::dot(var_37, var_37);
        var_56 = wp::sub(var_54, var_55);
        var_58 = wp::mul(var_56, var_57);
        var_59 = wp::add(var_53, var_58);
        wp::array_store(var_out0, var_0, var_59);
        // out1[tid] = v0 + v4 + wp.copysign((v4 / (wp.abs(1.4) + 1.0)), (v4 * v0)) * 1.15        <L 20>
        var_60 = wp::add(var_2, var_21);
        var_62 = wp::abs(var_61);
        var_64 = wp::add(var_62, var_63);
        var_65 = wp::div(var_21, var_64);
        var_66 = wp::mul(var_21, var_2);
        var_67 = wp::copysign(var_65, var_66);
        var_69 = wp::mul(var_67, var_68);
        var_70 = wp::add(var_60, var_69);
        wp::array_store(var_out1, var_0, var_70);
    }
}



extern "C" __global__ void geometry_000000_904fd34d_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::uint64 var_volume,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::uint64 adj_volume,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
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
        const wp::float32 var_4 = 1.1;
        const wp::float32 var_5 = 0.4;
        const wp::float32 var_6 = 1.993;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        const wp::int32 var_9 = 1;
        const wp::int32 var_10 = 2;
        const wp::int32 var_11 = 3;
        wp::vec_t<3, wp::float32> var_12;
        const wp::int32 var_13 = 3;
        const wp::int32 var_14 = 1;
        const wp::int32 var_15 = 2;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::float32 var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::int32 var_26 = 2;
        const wp::int32 var_27 = 1;
        const wp::int32 var_28 = 2;
        wp::vec_t<3, wp::float32> var_29;
        const wp::int32 var_30 = 2;
        const wp::int32 var_31 = 2;
        const wp::int32 var_32 = 1;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        const wp::int32 var_39 = 1;
        const wp::int32 var_40 = 1;
        wp::vec_t<3, wp::float32> var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.0;
        wp::float32 var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.0;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        const wp::float32 var_51 = 1e-06;
        wp::vec_t<3, wp::float32> var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = 1.81;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = 1.4;
        wp::float32 var_62;
        const wp::float32 var_63 = 1.0;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = 1.15;
        wp::float32 var_69;
        wp::float32 var_70;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        //---------
        // forward
        // def geometry_000000(x0: wp.array(dtype=float), volume: wp.uint64, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // pq2 = wp.vec3(1.1, 0.4, 1.993)                                                         <L 8>
        var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
        // uvw1 = wp.volume_world_to_index(volume, pq2)                                           <L 9>
        var_8 = wp::volume_world_to_index(var_volume, var_7);
        // g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)       <L 10>
        var_12 = wp::volume_lookup_v(var_volume, var_9, var_10, var_11);
        var_16 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_13, var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        // v4 = wp.dot((pq2 - pq2), wp.lerp(g3, (pq2 * v0), v0))                                  <L 11>
        var_18 = wp::sub(var_7, var_7);
        var_19 = wp::mul(var_7, var_2);
        var_20 = wp::lerp(var_17, var_19, var_2);
        var_21 = wp::dot(var_18, var_20);
        // pq6 = wp.min((pq2 + pq2), wp.max(g3, g3))                                              <L 12>
        var_22 = wp::add(var_7, var_7);
        var_23 = wp::max(var_17, var_17);
        var_24 = wp::min(var_22, var_23);
        // uvw5 = wp.volume_world_to_index(volume, pq6)                                           <L 13>
        var_25 = wp::volume_world_to_index(var_volume, var_24);
        // g7 = wp.volume_lookup_v(volume, 2, 1, 2) + wp.volume_lookup(volume, 2, 2, 1, dtype=wp.vec3)       <L 14>
        var_29 = wp::volume_lookup_v(var_volume, var_26, var_27, var_28);
        var_33 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_30, var_31, var_32);
        var_34 = wp::add(var_29, var_33);
        // pq9 = wp.cw_mul(wp.cw_mul(g3, pq6), wp.min(g7, pq6))                                   <L 15>
        var_35 = wp::cw_mul(var_17, var_24);
        var_36 = wp::min(var_34, var_24);
        var_37 = wp::cw_mul(var_35, var_36);
        // uvw8 = wp.volume_world_to_index(volume, pq9)                                           <L 16>
        var_38 = wp::volume_world_to_index(var_volume, var_37);
        // g10 = wp.volume_sample(volume, uvw8, wp.Volume.LINEAR, dtype=wp.vec3)                  <L 17>
        var_41 = wp::volume_sample<wp::vec_t<3, wp::float32>>(var_volume, var_38, var_40);
        // g11 = wp.closest_point_edge_edge((g10 / (wp.abs(v0) + 1.0)), (pq2 / (wp.abs(v0) + 1.0)), (pq2 * v4), pq2, 1.0e-6)       <L 18>
        var_42 = wp::abs(var_2);
        var_44 = wp::add(var_42, var_43);
        var_45 = wp::div(var_41, var_44);
        var_46 = wp::abs(var_2);
        var_48 = wp::add(var_46, var_47);
        var_49 = wp::div(var_7, var_48);
        var_50 = wp::mul(var_7, var_21);
        var_52 = wp::closest_point_edge_edge(var_45, var_49, var_50, var_7, var_51);
        // out0[tid] = v0 + v4 + ((v0 + v4) - wp.dot(pq9, pq9)) * 1.81                            <L 19>
        var_53 = wp::add(var_2, var_21);
        var_54 = wp::add(var_2, var_21);
        var_55 = wp::dot(var_37, var_37);
        var_56 = wp::sub(var_54, var_55);
        var_58 = wp::mul(var_56, var_57);
        var_59 = wp::add(var_53, var_58);
        // wp::array_store(var_out0, var_0, var_59);
        // out1[tid] = v0 + v4 + wp.copysign((v4 / (wp.abs(1.4) + 1.0)), (v4 * v0)) * 1.15        <L 20>
        var_60 = wp::add(var_2, var_21);
        var_62 = wp::abs(var_61);
        var_64 = wp::add(var_62, var_63);
        var_65 = wp::div(var_21, var_64);
        var_66 = wp::mul(var_21, var_2);
        var_67 = wp::copysign(var_65, var_66);
        var_69 = wp::mul(var_67, var_68);
        var_70 = wp::add(var_60, var_69);
        // wp::array_store(var_out1, var_0, var_70);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_70, adj_out1, adj_0, adj_70);
        wp::adj_add(var_60, var_69, adj_60, adj_69, adj_70);
        wp::adj_mul(var_67, var_68, adj_67, adj_68, adj_69);
        wp::adj_copysign(var_65, var_66, adj_65, adj_66, adj_67);
        wp::adj_mul(var_21, var_2, adj_21, adj_2, adj_66);
        wp::adj_div(var_21, var_64, var_65, adj_21, adj_64, adj_65);
        wp::adj_add(var_62, var_63, adj_62, adj_63, adj_64);
        wp::adj_abs(var_61, adj_61, adj_62);
        wp::adj_add(var_2, var_21, adj_2, adj_21, adj_60);
        // adj: out1[tid] = v0 + v4 + wp.copysign((v4 / (wp.abs(1.4) + 1.0)), (v4 * v0)) * 1.15   <L 20>
        wp::adj_array_store(var_out0, var_0, var_59, adj_out0, adj_0, adj_59);
        wp::adj_add(var_53, var_58, adj_53, adj_58, adj_59);
        wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
        wp::adj_sub(var_54, var_55, adj_54, adj_55, adj_56);
        wp::adj_dot(var_37, var_37, adj_37, adj_37, adj_55);
        wp::adj_add(var_2, var_21, adj_2, adj_21, adj_54);
        wp::adj_add(var_2, var_21, adj_2, adj_21, adj_53);
        // adj: out0[tid] = v0 + v4 + ((v0 + v4) - wp.dot(pq9, pq9)) * 1.81                       <L 19>
        wp::adj_closest_point_edge_edge(var_45, var_49, var_50, var_7, var_51, adj_45, adj_49, adj_50, adj_7, adj_51, adj_52);
        wp::adj_mul(var_7, var_21, adj_7, adj_21, adj_50);
        wp::adj_div(var_7, var_48, adj_7, adj_48, adj_49);
        wp::adj_add(var_46, var_47, adj_46, adj_47, adj_48);
        wp::adj_abs(var_2, adj_2, adj_46);
        wp::adj_div(var_41, var_44, adj_41, adj_44, adj_45);
        wp::adj_add(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_abs(var_2, adj_2, adj_42);
        // adj: g11 = wp.closest_point_edge_edge((g10 / (wp.abs(v0) + 1.0)), (pq2 / (wp.abs(v0) + 1.0)), (pq2 * v4), pq2, 1.0e-6)  <L 18>
        wp::adj_volume_sample(var_volume, var_38, var_40, adj_volume, adj_38, adj_40, adj_41);
        // adj: g10 = wp.volume_sample(volume, uvw8, wp.Volume.LINEAR, dtype=wp.vec3)             <L 17>
        wp::adj_volume_world_to_index(var_volume, var_37, adj_volume, adj_37, adj_38);
        // adj: uvw8 = wp.volume_world_to_index(volume, pq9)                                      <L 16>
        wp::adj_cw_mul(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_min(var_34, var_24, adj_34, adj_24, adj_36);
        wp::adj_cw_mul(var_17, var_24, adj_17, adj_24, adj_35);
        // adj: pq9 = wp.cw_mul(wp.cw_mul(g3, pq6), wp.min(g7, pq6))                              <L 15>
        wp::adj_add(var_29, var_33, adj_29, adj_33, adj_34);
        // adj: g7 = wp.volume_lookup_v(volume, 2, 1, 2) + wp.volume_lookup(volume, 2, 2, 1, dtype=wp.vec3)  <L 14>
        wp::adj_volume_world_to_index(var_volume, var_24, adj_volume, adj_24, adj_25);
        // adj: uvw5 = wp.volume_world_to_index(volume, pq6)                                      <L 13>
        wp::adj_min(var_22, var_23, adj_22, adj_23, adj_24);
        wp::adj_max(var_17, var_17, adj_17, adj_17, adj_23);
        wp::adj_add(var_7, var_7, adj_7, adj_7, adj_22);
        // adj: pq6 = wp.min((pq2 + pq2), wp.max(g3, g3))                                         <L 12>
        wp::adj_dot(var_18, var_20, adj_18, adj_20, adj_21);
        wp::adj_lerp(var_17, var_19, var_2, adj_17, adj_19, adj_2, adj_20);
        wp::adj_mul(var_7, var_2, adj_7, adj_2, adj_19);
        wp::adj_sub(var_7, var_7, adj_7, adj_7, adj_18);
        // adj: v4 = wp.dot((pq2 - pq2), wp.lerp(g3, (pq2 * v0), v0))                             <L 11>
        wp::adj_add(var_12, var_16, adj_12, adj_16, adj_17);
        // adj: g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)  <L 10>
        wp::adj_volume_world_to_index(var_volume, var_7, adj_volume, adj_7, adj_8);
        // adj: uvw1 = wp.volume_world_to_index(volume, pq2)                                      <L 9>
        wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
        // adj: pq2 = wp.vec3(1.1, 0.4, 1.993)                                                    <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def geometry_000000(x0: wp.array(dtype=float), volume: wp.uint64, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

