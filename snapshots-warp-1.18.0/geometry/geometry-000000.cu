// Generated for case geometry-000000 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void geometry_000000_t_65b1dbdf_cuda_kernel_forward(
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
        wp::float32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        const wp::int32 var_21 = 1;
        const wp::int32 var_22 = 1;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        const wp::float32 var_25 = -0.36;
        const wp::float32 var_26 = 1.91;
        const wp::float32 var_27 = 1.24;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::int32 var_31 = 1;
        const wp::int32 var_32 = 1;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 1.93;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 0;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 1;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 2;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 0;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 1;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 2;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 0;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 1;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 2;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::int32 var_64 = 0;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::int32 var_70 = 2;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.42;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 0;
        wp::float32 var_77;
        wp::float32 var_78;
        const wp::int32 var_79 = 1;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::int32 var_82 = 2;
        wp::float32 var_83;
        wp::float32 var_84;
        const wp::int32 var_85 = 0;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 1;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::int32 var_91 = 2;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::int32 var_94 = 0;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::int32 var_97 = 1;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::int32 var_100 = 2;
        wp::float32 var_101;
        wp::float32 var_102;
        //---------
        // forward
        // def geometry_000000_t(x0: wp.array[Any], volume: wp.uint64, out0: wp.array[Any], out1: wp.array[Any]):       <L 1>
        // tid = wp.tid()  # this thread's element                                                <L 2>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // pq2 = wp.vec3(1.1, 0.4, 1.993)                                                         <L 4>
        var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
        // uvw1 = wp.volume_world_to_index(volume, pq2)                                           <L 5>
        var_8 = wp::volume_world_to_index(var_volume, var_7);
        // g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)       <L 6>
        var_12 = wp::volume_lookup_v(var_volume, var_9, var_10, var_11);
        var_16 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_13, var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        // pq5 = wp.vec3(v0, (v0 + v0), v0)                                                       <L 7>
        var_18 = wp::add(var_2, var_2);
        var_19 = wp::vec_t<3, wp::float32>(var_2, var_18, var_2);
        // uvw4 = wp.volume_world_to_index(volume, pq5)                                           <L 8>
        var_20 = wp::volume_world_to_index(var_volume, var_19);
        // g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)                                <L 9>
        var_23 = wp::volume_sample_v(var_volume, var_20, var_22);
        // v7 = wp.normalize(g3)                                                                  <L 10>
        var_24 = wp::normalize(var_17);
        // pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))                                         <L 11>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::cross(var_17, var_28);
        // uvw8 = wp.volume_world_to_index(volume, pq9)                                           <L 12>
        var_30 = wp::volume_world_to_index(var_volume, var_29);
        // g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)                               <L 13>
        var_33 = wp::volume_sample_v(var_volume, var_30, var_32);
        // out0[tid] = v0 + v0 * 1.93 + pq2[0] + pq2[1] + pq2[2] + pq5[0] + pq5[1] + pq5[2] + v7[0] + v7[1] + v7[2] + g10[0] + g10[1] + g10[2]       <L 14>
        var_35 = wp::mul(var_2, var_34);
        var_36 = wp::add(var_2, var_35);
        var_38 = wp::extract(var_7, var_37);
        var_39 = wp::add(var_36, var_38);
        var_41 = wp::extract(var_7, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_7, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_19, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_19, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_19, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_24, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_24, var_58);
        var_60 = wp::add(var_57, var_59);
        var_62 = wp::extract(var_24, var_61);
        var_63 = wp::add(var_60, var_62);
        var_65 = wp::extract(var_33, var_64);
        var_66 = wp::add(var_63, var_65);
        var_68 = wp::extract(var_33, var_67);
        var_69 = wp::add(var_66, var_68);
        var_71 = wp::extract(var_33, var_70);
        var_72 = wp::add(var_69, var_71);
        wp::array_store(var_out0, var_0, var_72);
        // out1[tid] = v0 + v0 * 1.42 + g3[0] + g3[1] + g3[2] + g6[0] + g6[1] + g6[2] + pq9[0] + pq9[1] + pq9[2]       <L 16>
        var_74 = wp::mul(var_2, var_73);
        var_75 = wp::add(var_2, var_74);
        var_77 = wp::extract(var_17, var_76);
        var_78 = wp::add(var_75, var_77);
        var_80 = wp::extract(var_17, var_79);
        var_81 = wp::add(var_78, var_80);
        var_83 = wp::extract(var_17, var_82);
        var_84 = wp::add(var_81, var_83);
        var_86 = wp::extract(var_23, var_85);
        var_87 = wp::add(var_84, var_86);
        var_89 = wp::extract(var_23, var_88);
        var_90 = wp::add(var_87, var_89);
        var_92 = wp::extract(var_23, var_91);
        var_93 = wp::add(var_90, var_92);
        var_95 = wp::extract(var_29, var_94);
        var_96 = wp::add(var_93, var_95);
        var_98 = wp::extract(var_29, var_97);
        var_99 = wp::add(var_96, var_98);
        var_101 = wp::extract(var_29, var_100);
        var_102 = wp::add(var_99, var_101);
        wp::array_store(var_out1, var_0, var_102);
    }
}



extern "C" __global__ void geometry_000000_t_65b1dbdf_cuda_kernel_backward(
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
        wp::float32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        const wp::int32 var_21 = 1;
        const wp::int32 var_22 = 1;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        const wp::float32 var_25 = -0.36;
        const wp::float32 var_26 = 1.91;
        const wp::float32 var_27 = 1.24;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::int32 var_31 = 1;
        const wp::int32 var_32 = 1;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 1.93;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 0;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 1;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 2;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 0;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 1;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 2;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 0;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 1;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 2;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::int32 var_64 = 0;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::int32 var_70 = 2;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.42;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 0;
        wp::float32 var_77;
        wp::float32 var_78;
        const wp::int32 var_79 = 1;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::int32 var_82 = 2;
        wp::float32 var_83;
        wp::float32 var_84;
        const wp::int32 var_85 = 0;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 1;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::int32 var_91 = 2;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::int32 var_94 = 0;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::int32 var_97 = 1;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::int32 var_100 = 2;
        wp::float32 var_101;
        wp::float32 var_102;
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
        wp::float32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::int32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::int32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::int32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::int32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::int32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::int32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::int32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::int32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::int32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::int32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::int32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        //---------
        // forward
        // def geometry_000000_t(x0: wp.array[Any], volume: wp.uint64, out0: wp.array[Any], out1: wp.array[Any]):       <L 1>
        // tid = wp.tid()  # this thread's element                                                <L 2>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // pq2 = wp.vec3(1.1, 0.4, 1.993)                                                         <L 4>
        var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
        // uvw1 = wp.volume_world_to_index(volume, pq2)                                           <L 5>
        var_8 = wp::volume_world_to_index(var_volume, var_7);
        // g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)       <L 6>
        var_12 = wp::volume_lookup_v(var_volume, var_9, var_10, var_11);
        var_16 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_13, var_14, var_15);
        var_17 = wp::add(var_12, var_16);
        // pq5 = wp.vec3(v0, (v0 + v0), v0)                                                       <L 7>
        var_18 = wp::add(var_2, var_2);
        var_19 = wp::vec_t<3, wp::float32>(var_2, var_18, var_2);
        // uvw4 = wp.volume_world_to_index(volume, pq5)                                           <L 8>
        var_20 = wp::volume_world_to_index(var_volume, var_19);
        // g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)                                <L 9>
        var_23 = wp::volume_sample_v(var_volume, var_20, var_22);
        // v7 = wp.normalize(g3)                                                                  <L 10>
        var_24 = wp::normalize(var_17);
        // pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))                                         <L 11>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::cross(var_17, var_28);
        // uvw8 = wp.volume_world_to_index(volume, pq9)                                           <L 12>
        var_30 = wp::volume_world_to_index(var_volume, var_29);
        // g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)                               <L 13>
        var_33 = wp::volume_sample_v(var_volume, var_30, var_32);
        // out0[tid] = v0 + v0 * 1.93 + pq2[0] + pq2[1] + pq2[2] + pq5[0] + pq5[1] + pq5[2] + v7[0] + v7[1] + v7[2] + g10[0] + g10[1] + g10[2]       <L 14>
        var_35 = wp::mul(var_2, var_34);
        var_36 = wp::add(var_2, var_35);
        var_38 = wp::extract(var_7, var_37);
        var_39 = wp::add(var_36, var_38);
        var_41 = wp::extract(var_7, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_7, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_19, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_19, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_19, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_24, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_24, var_58);
        var_60 = wp::add(var_57, var_59);
        var_62 = wp::extract(var_24, var_61);
        var_63 = wp::add(var_60, var_62);
        var_65 = wp::extract(var_33, var_64);
        var_66 = wp::add(var_63, var_65);
        var_68 = wp::extract(var_33, var_67);
        var_69 = wp::add(var_66, var_68);
        var_71 = wp::extract(var_33, var_70);
        var_72 = wp::add(var_69, var_71);
        // wp::array_store(var_out0, var_0, var_72);
        // out1[tid] = v0 + v0 * 1.42 + g3[0] + g3[1] + g3[2] + g6[0] + g6[1] + g6[2] + pq9[0] + pq9[1] + pq9[2]       <L 16>
        var_74 = wp::mul(var_2, var_73);
        var_75 = wp::add(var_2, var_74);
        var_77 = wp::extract(var_17, var_76);
        var_78 = wp::add(var_75, var_77);
        var_80 = wp::extract(var_17, var_79);
        var_81 = wp::add(var_78, var_80);
        var_83 = wp::extract(var_17, var_82);
        var_84 = wp::add(var_81, var_83);
        var_86 = wp::extract(var_23, var_85);
        var_87 = wp::add(var_84, var_86);
        var_89 = wp::extract(var_23, var_88);
        var_90 = wp::add(var_87, var_89);
        var_92 = wp::extract(var_23, var_91);
        var_93 = wp::add(var_90, var_92);
        var_95 = wp::extract(var_29, var_94);
        var_96 = wp::add(var_93, var_95);
        var_98 = wp::extract(var_29, var_97);
        var_99 = wp::add(var_96, var_98);
        var_101 = wp::extract(var_29, var_100);
        var_102 = wp::add(var_99, var_101);
        // wp::array_store(var_out1, var_0, var_102);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_102, adj_out1, adj_0, adj_102);
        wp::adj_add(var_99, var_101, adj_99, adj_101, adj_102);
        wp::adj_extract(var_29, var_100, adj_29, adj_100, adj_101);
        wp::adj_add(var_96, var_98, adj_96, adj_98, adj_99);
        wp::adj_extract(var_29, var_97, adj_29, adj_97, adj_98);
        wp::adj_add(var_93, var_95, adj_93, adj_95, adj_96);
        wp::adj_extract(var_29, var_94, adj_29, adj_94, adj_95);
        wp::adj_add(var_90, var_92, adj_90, adj_92, adj_93);
        wp::adj_extract(var_23, var_91, adj_23, adj_91, adj_92);
        wp::adj_add(var_87, var_89, adj_87, adj_89, adj_90);
        wp::adj_extract(var_23, var_88, adj_23, adj_88, adj_89);
        wp::adj_add(var_84, var_86, adj_84, adj_86, adj_87);
        wp::adj_extract(var_23, var_85, adj_23, adj_85, adj_86);
        wp::adj_add(var_81, var_83, adj_81, adj_83, adj_84);
        wp::adj_extract(var_17, var_82, adj_17, adj_82, adj_83);
        wp::adj_add(var_78, var_80, adj_78, adj_80, adj_81);
        wp::adj_extract(var_17, var_79, adj_17, adj_79, adj_80);
        wp::adj_add(var_75, var_77, adj_75, adj_77, adj_78);
        wp::adj_extract(var_17, var_76, adj_17, adj_76, adj_77);
        wp::adj_add(var_2, var_74, adj_2, adj_74, adj_75);
        wp::adj_mul(var_2, var_73, adj_2, adj_73, adj_74);
        // adj: out1[tid] = v0 + v0 * 1.42 + g3[0] + g3[1] + g3[2] + g6[0] + g6[1] + g6[2] + pq9[0] + pq9[1] + pq9[2]  <L 16>
        wp::adj_array_store(var_out0, var_0, var_72, adj_out0, adj_0, adj_72);
        wp::adj_add(var_69, var_71, adj_69, adj_71, adj_72);
        wp::adj_extract(var_33, var_70, adj_33, adj_70, adj_71);
        wp::adj_add(var_66, var_68, adj_66, adj_68, adj_69);
        wp::adj_extract(var_33, var_67, adj_33, adj_67, adj_68);
        wp::adj_add(var_63, var_65, adj_63, adj_65, adj_66);
        wp::adj_extract(var_33, var_64, adj_33, adj_64, adj_65);
        wp::adj_add(var_60, var_62, adj_60, adj_62, adj_63);
        wp::adj_extract(var_24, var_61, adj_24, adj_61, adj_62);
        wp::adj_add(var_57, var_59, adj_57, adj_59, adj_60);
        wp::adj_extract(var_24, var_58, adj_24, adj_58, adj_59);
        wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
        wp::adj_extract(var_24, var_55, adj_24, adj_55, adj_56);
        wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
        wp::adj_extract(var_19, var_52, adj_19, adj_52, adj_53);
        wp::adj_add(var_48, var_50, adj_48, adj_50, adj_51);
        wp::adj_extract(var_19, var_49, adj_19, adj_49, adj_50);
        wp::adj_add(var_45, var_47, adj_45, adj_47, adj_48);
        wp::adj_extract(var_19, var_46, adj_19, adj_46, adj_47);
        wp::adj_add(var_42, var_44, adj_42, adj_44, adj_45);
        wp::adj_extract(var_7, var_43, adj_7, adj_43, adj_44);
        wp::adj_add(var_39, var_41, adj_39, adj_41, adj_42);
        wp::adj_extract(var_7, var_40, adj_7, adj_40, adj_41);
        wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
        wp::adj_extract(var_7, var_37, adj_7, adj_37, adj_38);
        wp::adj_add(var_2, var_35, adj_2, adj_35, adj_36);
        wp::adj_mul(var_2, var_34, adj_2, adj_34, adj_35);
        // adj: out0[tid] = v0 + v0 * 1.93 + pq2[0] + pq2[1] + pq2[2] + pq5[0] + pq5[1] + pq5[2] + v7[0] + v7[1] + v7[2] + g10[0] + g10[1] + g10[2]  <L 14>
        wp::adj_volume_sample_v(var_volume, var_30, var_32, adj_volume, adj_30, adj_32, adj_33);
        // adj: g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)                          <L 13>
        wp::adj_volume_world_to_index(var_volume, var_29, adj_volume, adj_29, adj_30);
        // adj: uvw8 = wp.volume_world_to_index(volume, pq9)                                      <L 12>
        wp::adj_cross(var_17, var_28, adj_17, adj_28, adj_29);
        wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
        // adj: pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))                                    <L 11>
        wp::adj_normalize(var_17, var_24, adj_17, adj_24);
        // adj: v7 = wp.normalize(g3)                                                             <L 10>
        wp::adj_volume_sample_v(var_volume, var_20, var_22, adj_volume, adj_20, adj_22, adj_23);
        // adj: g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)                           <L 9>
        wp::adj_volume_world_to_index(var_volume, var_19, adj_volume, adj_19, adj_20);
        // adj: uvw4 = wp.volume_world_to_index(volume, pq5)                                      <L 8>
        wp::adj_vec_t(var_2, var_18, var_2, adj_2, adj_18, adj_2, adj_19);
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_18);
        // adj: pq5 = wp.vec3(v0, (v0 + v0), v0)                                                  <L 7>
        wp::adj_add(var_12, var_16, adj_12, adj_16, adj_17);
        // adj: g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)  <L 6>
        wp::adj_volume_world_to_index(var_volume, var_7, adj_volume, adj_7, adj_8);
        // adj: uvw1 = wp.volume_world_to_index(volume, pq2)                                      <L 5>
        wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
        // adj: pq2 = wp.vec3(1.1, 0.4, 1.993)                                                    <L 4>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 3>
        // adj: tid = wp.tid()  # this thread's element                                           <L 2>
        // adj: def geometry_000000_t(x0: wp.array[Any], volume: wp.uint64, out0: wp.array[Any], out1: wp.array[Any]):  <L 1>
        continue;
    }
}

