// Generated for case transform-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void transform_000002_40c85a65_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::transform_t<wp::float32>> var_particle_poses,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_normals,
    wp::transform_t<wp::float32> var_time_step,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::float32> var_particle_energies)
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
        wp::transform_t<wp::float32>* var_3;
        wp::transform_t<wp::float32> var_4;
        wp::transform_t<wp::float32> var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::float32 var_12 = 1.09;
        const wp::float32 var_13 = 0.432;
        const wp::float32 var_14 = -1.33;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -0.69;
        wp::quat_t<wp::float32> var_18;
        const wp::float32 var_19 = -0.9;
        const wp::int32 var_20 = 0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.0;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = 1.0;
        wp::vec_t<3, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 0;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 1;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 2;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 1;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 2;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 3;
        wp::float32 var_59;
        wp::float32 var_60;
        //---------
        // forward
        // def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, force_sums: wp.array[float], particle_energies: wp.array3d[float]):       <L 5>
        // i, j, k = wp.tid()                                                                     <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = particle_poses[i, j, k]                                                           <L 7>
        var_3 = wp::address(var_particle_poses, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = particle_directions[i, j, k]                                                      <L 8>
        var_6 = wp::address(var_particle_directions, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = particle_normals[i, j, k]                                                         <L 9>
        var_9 = wp::address(var_particle_normals, var_0, var_1, var_2);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)         <L 10>
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        var_16 = wp::normalize(var_15);
        var_18 = wp::quat_from_axis_angle(var_16, var_17);
        // particle_energies[i, j, k] = -0.9 + wp.sin(time_step[0]) + wp.dot(wp.transform_point(v0, wp.vec3(1.0)), wp.vec3(1.0)) + v1[0] + v1[1] + v1[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3]       <L 11>
        var_21 = wp::extract(var_time_step, var_20);
        var_22 = wp::sin(var_21);
        var_23 = wp::add(var_19, var_22);
        var_25 = wp::vec_t<3, wp::float32>(var_24);
        var_26 = wp::transform_point(var_4, var_25);
        var_28 = wp::vec_t<3, wp::float32>(var_27);
        var_29 = wp::dot(var_26, var_28);
        var_30 = wp::add(var_23, var_29);
        var_32 = wp::extract(var_7, var_31);
        var_33 = wp::add(var_30, var_32);
        var_35 = wp::extract(var_7, var_34);
        var_36 = wp::add(var_33, var_35);
        var_38 = wp::extract(var_7, var_37);
        var_39 = wp::add(var_36, var_38);
        var_41 = wp::extract(var_10, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_10, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_10, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_18, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_18, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_18, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_18, var_58);
        var_60 = wp::add(var_57, var_59);
        wp::array_store(var_particle_energies, var_0, var_1, var_2, var_60);
    }
}



extern "C" __global__ void transform_000002_40c85a65_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::transform_t<wp::float32>> var_particle_poses,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_normals,
    wp::transform_t<wp::float32> var_time_step,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::float32> var_particle_energies,
    wp::array_t<wp::transform_t<wp::float32>> adj_particle_poses,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_particle_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_particle_normals,
    wp::transform_t<wp::float32> adj_time_step,
    wp::array_t<wp::float32> adj_force_sums,
    wp::array_t<wp::float32> adj_particle_energies)
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
        wp::transform_t<wp::float32>* var_3;
        wp::transform_t<wp::float32> var_4;
        wp::transform_t<wp::float32> var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::float32 var_12 = 1.09;
        const wp::float32 var_13 = 0.432;
        const wp::float32 var_14 = -1.33;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -0.69;
        wp::quat_t<wp::float32> var_18;
        const wp::float32 var_19 = -0.9;
        const wp::int32 var_20 = 0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.0;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = 1.0;
        wp::vec_t<3, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 0;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 1;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 2;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 1;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 2;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::int32 var_58 = 3;
        wp::float32 var_59;
        wp::float32 var_60;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::transform_t<wp::float32> adj_3 = {};
        wp::transform_t<wp::float32> adj_4 = {};
        wp::transform_t<wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::quat_t<wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::int32 adj_34 = {};
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
        //---------
        // forward
        // def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, force_sums: wp.array[float], particle_energies: wp.array3d[float]):       <L 5>
        // i, j, k = wp.tid()                                                                     <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v0 = particle_poses[i, j, k]                                                           <L 7>
        var_3 = wp::address(var_particle_poses, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = particle_directions[i, j, k]                                                      <L 8>
        var_6 = wp::address(var_particle_directions, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = particle_normals[i, j, k]                                                         <L 9>
        var_9 = wp::address(var_particle_normals, var_0, var_1, var_2);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)         <L 10>
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        var_16 = wp::normalize(var_15);
        var_18 = wp::quat_from_axis_angle(var_16, var_17);
        // particle_energies[i, j, k] = -0.9 + wp.sin(time_step[0]) + wp.dot(wp.transform_point(v0, wp.vec3(1.0)), wp.vec3(1.0)) + v1[0] + v1[1] + v1[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3]       <L 11>
        var_21 = wp::extract(var_time_step, var_20);
        var_22 = wp::sin(var_21);
        var_23 = wp::add(var_19, var_22);
        var_25 = wp::vec_t<3, wp::float32>(var_24);
        var_26 = wp::transform_point(var_4, var_25);
        var_28 = wp::vec_t<3, wp::float32>(var_27);
        var_29 = wp::dot(var_26, var_28);
        var_30 = wp::add(var_23, var_29);
        var_32 = wp::extract(var_7, var_31);
        var_33 = wp::add(var_30, var_32);
        var_35 = wp::extract(var_7, var_34);
        var_36 = wp::add(var_33, var_35);
        var_38 = wp::extract(var_7, var_37);
        var_39 = wp::add(var_36, var_38);
        var_41 = wp::extract(var_10, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_10, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_10, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_18, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_18, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_18, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::extract(var_18, var_58);
        var_60 = wp::add(var_57, var_59);
        // wp::array_store(var_particle_energies, var_0, var_1, var_2, var_60);
        //---------
        // reverse
        wp::adj_array_store(var_particle_energies, var_0, var_1, var_2, var_60, adj_particle_energies, adj_0, adj_1, adj_2, adj_60);
        wp::adj_add(var_57, var_59, adj_57, adj_59, adj_60);
        wp::adj_extract(var_18, var_58, adj_18, adj_58, adj_59);
        wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
        wp::adj_extract(var_18, var_55, adj_18, adj_55, adj_56);
        wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
        wp::adj_extract(var_18, var_52, adj_18, adj_52, adj_53);
        wp::adj_add(var_48, var_50, adj_48, adj_50, adj_51);
        wp::adj_extract(var_18, var_49, adj_18, adj_49, adj_50);
        wp::adj_add(var_45, var_47, adj_45, adj_47, adj_48);
        wp::adj_extract(var_10, var_46, adj_10, adj_46, adj_47);
        wp::adj_add(var_42, var_44, adj_42, adj_44, adj_45);
        wp::adj_extract(var_10, var_43, adj_10, adj_43, adj_44);
        wp::adj_add(var_39, var_41, adj_39, adj_41, adj_42);
        wp::adj_extract(var_10, var_40, adj_10, adj_40, adj_41);
        wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
        wp::adj_extract(var_7, var_37, adj_7, adj_37, adj_38);
        wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
        wp::adj_extract(var_7, var_34, adj_7, adj_34, adj_35);
        wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
        wp::adj_extract(var_7, var_31, adj_7, adj_31, adj_32);
        wp::adj_add(var_23, var_29, adj_23, adj_29, adj_30);
        wp::adj_dot(var_26, var_28, adj_26, adj_28, adj_29);
        wp::adj_vec_t(var_27, adj_27, adj_28);
        wp::adj_transform_point(var_4, var_25, adj_4, adj_25, adj_26);
        wp::adj_vec_t(var_24, adj_24, adj_25);
        wp::adj_add(var_19, var_22, adj_19, adj_22, adj_23);
        wp::adj_sin(var_21, adj_21, adj_22);
        wp::adj_extract(var_time_step, var_20, adj_time_step, adj_20, adj_21);
        // adj: particle_energies[i, j, k] = -0.9 + wp.sin(time_step[0]) + wp.dot(wp.transform_point(v0, wp.vec3(1.0)), wp.vec3(1.0)) + v1[0] + v1[1] + v1[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3]  <L 11>
        wp::adj_quat_from_axis_angle(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_normalize(var_15, var_16, adj_15, adj_16);
        wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
        // adj: v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)    <L 10>
        wp::adj_copy(var_11, adj_9, adj_10);
        wp::adj_address(var_particle_normals, var_0, var_1, var_2, adj_particle_normals, adj_0, adj_1, adj_2, adj_9);
        // adj: v2 = particle_normals[i, j, k]                                                    <L 9>
        wp::adj_copy(var_8, adj_6, adj_7);
        wp::adj_address(var_particle_directions, var_0, var_1, var_2, adj_particle_directions, adj_0, adj_1, adj_2, adj_6);
        // adj: v1 = particle_directions[i, j, k]                                                 <L 8>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_particle_poses, var_0, var_1, var_2, adj_particle_poses, adj_0, adj_1, adj_2, adj_3);
        // adj: v0 = particle_poses[i, j, k]                                                      <L 7>
        // adj: i, j, k = wp.tid()                                                                <L 6>
        // adj: def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, force_sums: wp.array[float], particle_energies: wp.array3d[float]):  <L 5>
        continue;
    }
}

