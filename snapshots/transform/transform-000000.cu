// Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void transform_000000_t_1c00134b_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::transform_t<wp::float32>> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::transform_t<wp::float32> var_s0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_acc0,
    wp::array_t<wp::transform_t<wp::float32>> var_out0)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::transform_t<wp::float32>* var_5;
        wp::transform_t<wp::float32> var_6;
        wp::transform_t<wp::float32> var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::float32 var_11 = 0.0;
        const wp::float32 var_12 = 0.0;
        const wp::float32 var_13 = 2.5;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -1.2;
        wp::quat_t<wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::slice_t var_20;
        const wp::int32 var_21 = 0;
        const wp::int32 var_22 = 3;
        const wp::int32 var_23 = 1;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::float32 var_26 = 0.0;
        wp::float32 var_27;
        wp::transform_t<wp::float32> var_28;
        wp::transform_t<wp::float32> var_29;
        const wp::int32 var_30 = 0;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 2;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.0;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        const wp::float32 var_41 = 1.0;
        wp::vec_t<3, wp::float32> var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::int32 var_54 = 0;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 1;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 3;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::int32 var_66 = 0;
        wp::float32 var_67;
        wp::float32 var_68;
        const wp::int32 var_69 = 1;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::int32 var_72 = 2;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::int32 var_75 = 0;
        wp::float32 var_76;
        wp::float32 var_77;
        const wp::int32 var_78 = 1;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::int32 var_81 = 2;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::vec_t<3, wp::float32> var_85;
        wp::quat_t<wp::float32> var_86;
        wp::transform_t<wp::float32> var_87;
        wp::transform_t<wp::float32> var_88;
        wp::transform_t<wp::float32>* var_89;
        wp::vec_t<3, wp::float32> var_90;
        //---------
        // forward
        // def transform_000000_t(x0: wp.array2d(dtype=Any), x1: wp.array2d(dtype=Any), x2: wp.array2d(dtype=Any), s0: wp.transform, acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any, ndim=2)):       <L 1>
        // i, j = wp.tid()  # thread index                                                        <L 3>
        builtin_tid2d(var_0, var_1);
        // v0 = x0[i, j]                                                                          <L 4>
        var_2 = wp::address(var_x0, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = x1[i, j]                                                                          <L 5>
        var_5 = wp::address(var_x1, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = x2[i, j]                                                                          <L 6>
        var_8 = wp::address(var_x2, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v3 = wp.quat_from_axis_angle(wp.normalize(v2 + wp.vec3(0.0, 0.0, 2.5)), -1.2)          <L 7>
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::add(var_9, var_14);
        var_16 = wp::normalize(var_15);
        var_18 = wp::quat_from_axis_angle(var_16, var_17);
        // v4 = s0[:3]                                                                            <L 8>
        var_20 = wp::slice_t(var_21, var_22, var_23);
        var_24 = wp::extract<3>(var_s0, var_20);
        // axis5 = wp.vec3()                                                                      <L 9>
        var_25 = wp::vec_t<3, wp::float32>();
        // angle6 = float(0.0)                                                                    <L 10>
        var_27 = wp::float(var_26);
        // wp.quat_to_axis_angle(v3, axis5, angle6)                                               <L 11>
        wp::quat_to_axis_angle(var_18, var_25, var_27);
        // v7 = s0                                                                                <L 12>
        var_28 = wp::copy(var_s0);
        // out0[i, j] = wp.transform_multiply(wp.transform_multiply(v7, v7), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + wp.dot(wp.transform_point(v1, wp.vec3(1.0)), wp.vec3(1.0)) + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + v4[0] + v4[1] + v4[2] + axis5[0] + axis5[1] + axis5[2] + angle6), wp.quat_identity()))       <L 13>
        var_29 = wp::transform_multiply(var_28, var_28);
        var_31 = wp::extract(var_3, var_30);
        var_33 = wp::extract(var_3, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_3, var_35);
        var_37 = wp::add(var_34, var_36);
        var_39 = wp::vec_t<3, wp::float32>(var_38);
        var_40 = wp::transform_point(var_6, var_39);
        var_42 = wp::vec_t<3, wp::float32>(var_41);
        var_43 = wp::dot(var_40, var_42);
        var_44 = wp::add(var_37, var_43);
        var_46 = wp::extract(var_9, var_45);
        var_47 = wp::add(var_44, var_46);
        var_49 = wp::extract(var_9, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_9, var_51);
        var_53 = wp::add(var_50, var_52);
        var_55 = wp::extract(var_18, var_54);
        var_56 = wp::add(var_53, var_55);
        var_58 = wp::extract(var_18, var_57);
        var_59 = wp::add(var_56, var_58);
        var_61 = wp::extract(var_18, var_60);
        var_62 = wp::add(var_59, var_61);
        var_64 = wp::extract(var_18, var_63);
        var_65 = wp::add(var_62, var_64);
        var_67 = wp::extract(var_24, var_66);
        var_68 = wp::add(var_65, var_67);
        var_70 = wp::extract(var_24, var_69);
        var_71 = wp::add(var_68, var_70);
        var_73 = wp::extract(var_24, var_72);
        var_74 = wp::add(var_71, var_73);
        var_76 = wp::extract(var_25, var_75);
        var_77 = wp::add(var_74, var_76);
        var_79 = wp::extract(var_25, var_78);
        var_80 = wp::add(var_77, var_79);
        var_82 = wp::extract(var_25, var_81);
        var_83 = wp::add(var_80, var_82);
        var_84 = wp::add(var_83, var_27);
        var_85 = wp::vec_t<3, wp::float32>(var_84);
        var_86 = wp::quat_identity<wp::float32>();
        var_87 = wp::transform_t<wp::float32>(var_85, var_86);
        var_88 = wp::transform_multiply(var_29, var_87);
        wp::array_store(var_out0, var_0, var_1, var_88);
        // out0[i, j].p += wp.normalize(axis5)                                                    <L 15>
        var_89 = &(wp::index(var_out0, var_0, var_1));
        var_90 = wp::normalize(var_25);
        wp::array_atomic_add_slot(var_out0, var_90, [&](auto& _e) -> auto& { return _e.p; }, var_0, var_1);
    }
}



extern "C" __global__ void transform_000000_t_1c00134b_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::transform_t<wp::float32>> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::transform_t<wp::float32> var_s0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_acc0,
    wp::array_t<wp::transform_t<wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::transform_t<wp::float32>> adj_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x2,
    wp::transform_t<wp::float32> adj_s0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_acc0,
    wp::array_t<wp::transform_t<wp::float32>> adj_out0)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::transform_t<wp::float32>* var_5;
        wp::transform_t<wp::float32> var_6;
        wp::transform_t<wp::float32> var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::float32 var_11 = 0.0;
        const wp::float32 var_12 = 0.0;
        const wp::float32 var_13 = 2.5;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -1.2;
        wp::quat_t<wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::slice_t var_20;
        const wp::int32 var_21 = 0;
        const wp::int32 var_22 = 3;
        const wp::int32 var_23 = 1;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::float32 var_26 = 0.0;
        wp::float32 var_27;
        wp::transform_t<wp::float32> var_28;
        wp::transform_t<wp::float32> var_29;
        const wp::int32 var_30 = 0;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 2;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.0;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        const wp::float32 var_41 = 1.0;
        wp::vec_t<3, wp::float32> var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::int32 var_54 = 0;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 1;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 3;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::int32 var_66 = 0;
        wp::float32 var_67;
        wp::float32 var_68;
        const wp::int32 var_69 = 1;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::int32 var_72 = 2;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::int32 var_75 = 0;
        wp::float32 var_76;
        wp::float32 var_77;
        const wp::int32 var_78 = 1;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::int32 var_81 = 2;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::vec_t<3, wp::float32> var_85;
        wp::quat_t<wp::float32> var_86;
        wp::transform_t<wp::float32> var_87;
        wp::transform_t<wp::float32> var_88;
        wp::transform_t<wp::float32>* var_89;
        wp::vec_t<3, wp::float32> var_90;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::transform_t<wp::float32> adj_5 = {};
        wp::transform_t<wp::float32> adj_6 = {};
        wp::transform_t<wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::quat_t<wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::slice_t adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::transform_t<wp::float32> adj_28 = {};
        wp::transform_t<wp::float32> adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::vec_t<3, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::int32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::int32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::int32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::int32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::int32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::int32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::int32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<3, wp::float32> adj_85 = {};
        wp::quat_t<wp::float32> adj_86 = {};
        wp::transform_t<wp::float32> adj_87 = {};
        wp::transform_t<wp::float32> adj_88 = {};
        wp::transform_t<wp::float32> adj_89 = {};
        wp::vec_t<3, wp::float32> adj_90 = {};
        //---------
        // forward
        // def transform_000000_t(x0: wp.array2d(dtype=Any), x1: wp.array2d(dtype=Any), x2: wp.array2d(dtype=Any), s0: wp.transform, acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any, ndim=2)):       <L 1>
        // i, j = wp.tid()  # thread index                                                        <L 3>
        builtin_tid2d(var_0, var_1);
        // v0 = x0[i, j]                                                                          <L 4>
        var_2 = wp::address(var_x0, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = x1[i, j]                                                                          <L 5>
        var_5 = wp::address(var_x1, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = x2[i, j]                                                                          <L 6>
        var_8 = wp::address(var_x2, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v3 = wp.quat_from_axis_angle(wp.normalize(v2 + wp.vec3(0.0, 0.0, 2.5)), -1.2)          <L 7>
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::add(var_9, var_14);
        var_16 = wp::normalize(var_15);
        var_18 = wp::quat_from_axis_angle(var_16, var_17);
        // v4 = s0[:3]                                                                            <L 8>
        var_20 = wp::slice_t(var_21, var_22, var_23);
        var_24 = wp::extract<3>(var_s0, var_20);
        // axis5 = wp.vec3()                                                                      <L 9>
        var_25 = wp::vec_t<3, wp::float32>();
        // angle6 = float(0.0)                                                                    <L 10>
        var_27 = wp::float(var_26);
        // wp.quat_to_axis_angle(v3, axis5, angle6)                                               <L 11>
        wp::quat_to_axis_angle(var_18, var_25, var_27);
        // v7 = s0                                                                                <L 12>
        var_28 = wp::copy(var_s0);
        // out0[i, j] = wp.transform_multiply(wp.transform_multiply(v7, v7), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + wp.dot(wp.transform_point(v1, wp.vec3(1.0)), wp.vec3(1.0)) + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + v4[0] + v4[1] + v4[2] + axis5[0] + axis5[1] + axis5[2] + angle6), wp.quat_identity()))       <L 13>
        var_29 = wp::transform_multiply(var_28, var_28);
        var_31 = wp::extract(var_3, var_30);
        var_33 = wp::extract(var_3, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_3, var_35);
        var_37 = wp::add(var_34, var_36);
        var_39 = wp::vec_t<3, wp::float32>(var_38);
        var_40 = wp::transform_point(var_6, var_39);
        var_42 = wp::vec_t<3, wp::float32>(var_41);
        var_43 = wp::dot(var_40, var_42);
        var_44 = wp::add(var_37, var_43);
        var_46 = wp::extract(var_9, var_45);
        var_47 = wp::add(var_44, var_46);
        var_49 = wp::extract(var_9, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_9, var_51);
        var_53 = wp::add(var_50, var_52);
        var_55 = wp::extract(var_18, var_54);
        var_56 = wp::add(var_53, var_55);
        var_58 = wp::extract(var_18, var_57);
        var_59 = wp::add(var_56, var_58);
        var_61 = wp::extract(var_18, var_60);
        var_62 = wp::add(var_59, var_61);
        var_64 = wp::extract(var_18, var_63);
        var_65 = wp::add(var_62, var_64);
        var_67 = wp::extract(var_24, var_66);
        var_68 = wp::add(var_65, var_67);
        var_70 = wp::extract(var_24, var_69);
        var_71 = wp::add(var_68, var_70);
        var_73 = wp::extract(var_24, var_72);
        var_74 = wp::add(var_71, var_73);
        var_76 = wp::extract(var_25, var_75);
        var_77 = wp::add(var_74, var_76);
        var_79 = wp::extract(var_25, var_78);
        var_80 = wp::add(var_77, var_79);
        var_82 = wp::extract(var_25, var_81);
        var_83 = wp::add(var_80, var_82);
        var_84 = wp::add(var_83, var_27);
        var_85 = wp::vec_t<3, wp::float32>(var_84);
        var_86 = wp::quat_identity<wp::float32>();
        var_87 = wp::transform_t<wp::float32>(var_85, var_86);
        var_88 = wp::transform_multiply(var_29, var_87);
        // wp::array_store(var_out0, var_0, var_1, var_88);
        // out0[i, j].p += wp.normalize(axis5)                                                    <L 15>
        var_89 = &(wp::index(var_out0, var_0, var_1));
        var_90 = wp::normalize(var_25);
        // wp::array_atomic_add_slot(var_out0, var_90, [&](auto& _e) -> auto& { return _e.p; }, var_0, var_1);
        //---------
        // reverse
        wp::adj_array_atomic_add_slot(var_out0, adj_out0, adj_90, [&](auto& _e) -> auto& { return _e.p; }, var_0, var_1);
        wp::adj_normalize(var_25, var_90, adj_25, adj_90);
        // adj: out0[i, j].p += wp.normalize(axis5)                                               <L 15>
        wp::adj_array_store(var_out0, var_0, var_1, var_88, adj_out0, adj_0, adj_1, adj_88);
        wp::adj_transform_multiply(var_29, var_87, adj_29, adj_87, adj_88);
        wp::adj_transform_t(var_85, var_86, adj_85, adj_86, adj_87);
        wp::adj_vec_t(var_84, adj_84, adj_85);
        wp::adj_add(var_83, var_27, adj_83, adj_27, adj_84);
        wp::adj_add(var_80, var_82, adj_80, adj_82, adj_83);
        wp::adj_extract(var_25, var_81, adj_25, adj_81, adj_82);
        wp::adj_add(var_77, var_79, adj_77, adj_79, adj_80);
        wp::adj_extract(var_25, var_78, adj_25, adj_78, adj_79);
        wp::adj_add(var_74, var_76, adj_74, adj_76, adj_77);
        wp::adj_extract(var_25, var_75, adj_25, adj_75, adj_76);
        wp::adj_add(var_71, var_73, adj_71, adj_73, adj_74);
        wp::adj_extract(var_24, var_72, adj_24, adj_72, adj_73);
        wp::adj_add(var_68, var_70, adj_68, adj_70, adj_71);
        wp::adj_extract(var_24, var_69, adj_24, adj_69, adj_70);
        wp::adj_add(var_65, var_67, adj_65, adj_67, adj_68);
        wp::adj_extract(var_24, var_66, adj_24, adj_66, adj_67);
        wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
        wp::adj_extract(var_18, var_63, adj_18, adj_63, adj_64);
        wp::adj_add(var_59, var_61, adj_59, adj_61, adj_62);
        wp::adj_extract(var_18, var_60, adj_18, adj_60, adj_61);
        wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
        wp::adj_extract(var_18, var_57, adj_18, adj_57, adj_58);
        wp::adj_add(var_53, var_55, adj_53, adj_55, adj_56);
        wp::adj_extract(var_18, var_54, adj_18, adj_54, adj_55);
        wp::adj_add(var_50, var_52, adj_50, adj_52, adj_53);
        wp::adj_extract(var_9, var_51, adj_9, adj_51, adj_52);
        wp::adj_add(var_47, var_49, adj_47, adj_49, adj_50);
        wp::adj_extract(var_9, var_48, adj_9, adj_48, adj_49);
        wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
        wp::adj_extract(var_9, var_45, adj_9, adj_45, adj_46);
        wp::adj_add(var_37, var_43, adj_37, adj_43, adj_44);
        wp::adj_dot(var_40, var_42, adj_40, adj_42, adj_43);
        wp::adj_vec_t(var_41, adj_41, adj_42);
        wp::adj_transform_point(var_6, var_39, adj_6, adj_39, adj_40);
        wp::adj_vec_t(var_38, adj_38, adj_39);
        wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
        wp::adj_extract(var_3, var_35, adj_3, adj_35, adj_36);
        wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
        wp::adj_extract(var_3, var_32, adj_3, adj_32, adj_33);
        wp::adj_extract(var_3, var_30, adj_3, adj_30, adj_31);
        wp::adj_transform_multiply(var_28, var_28, adj_28, adj_28, adj_29);
        // adj: out0[i, j] = wp.transform_multiply(wp.transform_multiply(v7, v7), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + wp.dot(wp.transform_point(v1, wp.vec3(1.0)), wp.vec3(1.0)) + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + v4[0] + v4[1] + v4[2] + axis5[0] + axis5[1] + axis5[2] + angle6), wp.quat_identity()))  <L 13>
        wp::adj_copy(var_s0, adj_s0, adj_28);
        // adj: v7 = s0                                                                           <L 12>
        wp::adj_quat_to_axis_angle(var_18, var_25, var_27, adj_18, adj_25, adj_27);
        // adj: wp.quat_to_axis_angle(v3, axis5, angle6)                                          <L 11>
        wp::adj_float(var_26, adj_26, adj_27);
        // adj: angle6 = float(0.0)                                                               <L 10>
        // adj: axis5 = wp.vec3()                                                                 <L 9>
        wp::adj_extract(var_s0, var_20, adj_s0, adj_20, adj_24);
        // adj: v4 = s0[:3]                                                                       <L 8>
        wp::adj_quat_from_axis_angle(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_normalize(var_15, var_16, adj_15, adj_16);
        wp::adj_add(var_9, var_14, adj_9, adj_14, adj_15);
        wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
        // adj: v3 = wp.quat_from_axis_angle(wp.normalize(v2 + wp.vec3(0.0, 0.0, 2.5)), -1.2)     <L 7>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_x2, var_0, var_1, adj_x2, adj_0, adj_1, adj_8);
        // adj: v2 = x2[i, j]                                                                     <L 6>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_x1, var_0, var_1, adj_x1, adj_0, adj_1, adj_5);
        // adj: v1 = x1[i, j]                                                                     <L 5>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_x0, var_0, var_1, adj_x0, adj_0, adj_1, adj_2);
        // adj: v0 = x0[i, j]                                                                     <L 4>
        // adj: i, j = wp.tid()  # thread index                                                   <L 3>
        // adj: def transform_000000_t(x0: wp.array2d(dtype=Any), x1: wp.array2d(dtype=Any), x2: wp.array2d(dtype=Any), s0: wp.transform, acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any, ndim=2)):  <L 1>
        continue;
    }
}

