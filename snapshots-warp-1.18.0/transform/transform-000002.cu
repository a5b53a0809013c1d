// Generated for case transform-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void transform_000002_3a322763_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::transform_t<wp::float32>> var_particle_poses,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_normals,
    wp::transform_t<wp::float32> var_time_step,
    wp::vec_t<3, wp::float32> var_relaxation,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_forces)
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
        wp::vec_t<3, wp::float32> var_12;
        const wp::float32 var_13 = -0.51;
        const wp::float32 var_14 = -0.01;
        const wp::float32 var_15 = -1.754;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = 0.73;
        const wp::float32 var_18 = 1.539;
        const wp::float32 var_19 = 1.211;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 1.0;
        wp::quat_t<wp::float32> var_23;
        wp::transform_t<wp::float32> var_24;
        wp::transform_t<wp::float32> var_25;
        wp::quat_t<wp::float32> var_26;
        wp::quat_t<wp::float32> var_27;
        wp::transform_t<wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.64;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 1.0;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = 1.0;
        wp::vec_t<3, wp::float32> var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 0;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 1;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 2;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 3;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 0;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::int32 var_56 = 1;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 2;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 3;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 1.0;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = 1.0;
        wp::vec_t<3, wp::float32> var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::vec_t<3, wp::float32> var_72;
        wp::vec_t<3, wp::float32> var_73;
        //---------
        // forward
        // def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, relaxation: wp.vec3, force_sums: wp.array[float], particle_forces: wp.array3d[wp.vec3]):       <L 5>
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
        // v3 = v0.p                                                                              <L 10>
        var_12 = wp::transform_get_translation(var_4);
        // v4 = (wp.transform(wp.vec3(-0.51, -0.01, -1.754), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.73, 1.539, 1.211)), 1.0)) * v0)       <L 11>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::quat_from_axis_angle(var_21, var_22);
        var_24 = wp::transform_t<wp::float32>(var_16, var_23);
        var_25 = wp::mul(var_24, var_4);
        // v5 = v0.q                                                                              <L 12>
        var_26 = wp::transform_get_rotation(var_4);
        // v6 = v5                                                                                <L 13>
        var_27 = wp::copy(var_26);
        // v7 = time_step                                                                         <L 14>
        var_28 = wp::copy(var_time_step);
        // particle_forces[i, j, k] = v2 + relaxation + v3 + v2 * 1.64 + v1 + wp.vec3(wp.dot(wp.transform_point(v4, wp.vec3(1.0)), wp.vec3(1.0)) + v5[0] + v5[1] + v5[2] + v5[3] + v6[0] + v6[1] + v6[2] + v6[3] + wp.dot(wp.transform_point(v7, wp.vec3(1.0)), wp.vec3(1.0)))       <L 15>
        var_29 = wp::add(var_10, var_relaxation);
        var_30 = wp::add(var_29, var_12);
        var_32 = wp::mul(var_10, var_31);
        var_33 = wp::add(var_30, var_32);
        var_34 = wp::add(var_33, var_7);
        var_36 = wp::vec_t<3, wp::float32>(var_35);
        var_37 = wp::transform_point(var_25, var_36);
        var_39 = wp::vec_t<3, wp::float32>(var_38);
        var_40 = wp::dot(var_37, var_39);
        var_42 = wp::extract(var_26, var_41);
        var_43 = wp::add(var_40, var_42);
        var_45 = wp::extract(var_26, var_44);
        var_46 = wp::add(var_43, var_45);
        var_48 = wp::extract(var_26, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_26, var_50);
        var_52 = wp::add(var_49, var_51);
        var_54 = wp::extract(var_27, var_53);
        var_55 = wp::add(var_52, var_54);
        var_57 = wp::extract(var_27, var_56);
        var_58 = wp::add(var_55, var_57);
        var_60 = wp::extract(var_27, var_59);
        var_61 = wp::add(var_58, var_60);
        var_63 = wp::extract(var_27, var_62);
        var_64 = wp::add(var_61, var_63);
        var_66 = wp::vec_t<3, wp::float32>(var_65);
        var_67 = wp::transform_point(var_28, var_66);
        var_69 = wp::vec_t<3, wp::float32>(var_68);
        var_70 = wp::dot(var_67, var_69);
        var_71 = wp::add(var_64, var_70);
        var_72 = wp::vec_t<3, wp::float32>(var_71);
        var_73 = wp::add(var_34, var_72);
        wp::array_store(var_particle_forces, var_0, var_1, var_2, var_73);
    }
}



extern "C" __global__ void transform_000002_3a322763_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::transform_t<wp::float32>> var_particle_poses,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_normals,
    wp::transform_t<wp::float32> var_time_step,
    wp::vec_t<3, wp::float32> var_relaxation,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_forces,
    wp::array_t<wp::transform_t<wp::float32>> adj_particle_poses,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_particle_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_particle_normals,
    wp::transform_t<wp::float32> adj_time_step,
    wp::vec_t<3, wp::float32> adj_relaxation,
    wp::array_t<wp::float32> adj_force_sums,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_particle_forces)
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
        wp::vec_t<3, wp::float32> var_12;
        const wp::float32 var_13 = -0.51;
        const wp::float32 var_14 = -0.01;
        const wp::float32 var_15 = -1.754;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = 0.73;
        const wp::float32 var_18 = 1.539;
        const wp::float32 var_19 = 1.211;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 1.0;
        wp::quat_t<wp::float32> var_23;
        wp::transform_t<wp::float32> var_24;
        wp::transform_t<wp::float32> var_25;
        wp::quat_t<wp::float32> var_26;
        wp::quat_t<wp::float32> var_27;
        wp::transform_t<wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.64;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        const wp::float32 var_35 = 1.0;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = 1.0;
        wp::vec_t<3, wp::float32> var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 0;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 1;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 2;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 3;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 0;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::int32 var_56 = 1;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 2;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 3;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 1.0;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = 1.0;
        wp::vec_t<3, wp::float32> var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::vec_t<3, wp::float32> var_72;
        wp::vec_t<3, wp::float32> var_73;
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
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::quat_t<wp::float32> adj_23 = {};
        wp::transform_t<wp::float32> adj_24 = {};
        wp::transform_t<wp::float32> adj_25 = {};
        wp::quat_t<wp::float32> adj_26 = {};
        wp::quat_t<wp::float32> adj_27 = {};
        wp::transform_t<wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::int32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::int32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::int32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::vec_t<3, wp::float32> adj_72 = {};
        wp::vec_t<3, wp::float32> adj_73 = {};
        //---------
        // forward
        // def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, relaxation: wp.vec3, force_sums: wp.array[float], particle_forces: wp.array3d[wp.vec3]):       <L 5>
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
        // v3 = v0.p                                                                              <L 10>
        var_12 = wp::transform_get_translation(var_4);
        // v4 = (wp.transform(wp.vec3(-0.51, -0.01, -1.754), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.73, 1.539, 1.211)), 1.0)) * v0)       <L 11>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::quat_from_axis_angle(var_21, var_22);
        var_24 = wp::transform_t<wp::float32>(var_16, var_23);
        var_25 = wp::mul(var_24, var_4);
        // v5 = v0.q                                                                              <L 12>
        var_26 = wp::transform_get_rotation(var_4);
        // v6 = v5                                                                                <L 13>
        var_27 = wp::copy(var_26);
        // v7 = time_step                                                                         <L 14>
        var_28 = wp::copy(var_time_step);
        // particle_forces[i, j, k] = v2 + relaxation + v3 + v2 * 1.64 + v1 + wp.vec3(wp.dot(wp.transform_point(v4, wp.vec3(1.0)), wp.vec3(1.0)) + v5[0] + v5[1] + v5[2] + v5[3] + v6[0] + v6[1] + v6[2] + v6[3] + wp.dot(wp.transform_point(v7, wp.vec3(1.0)), wp.vec3(1.0)))       <L 15>
        var_29 = wp::add(var_10, var_relaxation);
        var_30 = wp::add(var_29, var_12);
        var_32 = wp::mul(var_10, var_31);
        var_33 = wp::add(var_30, var_32);
        var_34 = wp::add(var_33, var_7);
        var_36 = wp::vec_t<3, wp::float32>(var_35);
        var_37 = wp::transform_point(var_25, var_36);
        var_39 = wp::vec_t<3, wp::float32>(var_38);
        var_40 = wp::dot(var_37, var_39);
        var_42 = wp::extract(var_26, var_41);
        var_43 = wp::add(var_40, var_42);
        var_45 = wp::extract(var_26, var_44);
        var_46 = wp::add(var_43, var_45);
        var_48 = wp::extract(var_26, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_26, var_50);
        var_52 = wp::add(var_49, var_51);
        var_54 = wp::extract(var_27, var_53);
        var_55 = wp::add(var_52, var_54);
        var_57 = wp::extract(var_27, var_56);
        var_58 = wp::add(var_55, var_57);
        var_60 = wp::extract(var_27, var_59);
        var_61 = wp::add(var_58, var_60);
        var_63 = wp::extract(var_27, var_62);
        var_64 = wp::add(var_61, var_63);
        var_66 = wp::vec_t<3, wp::float32>(var_65);
        var_67 = wp::transform_point(var_28, var_66);
        var_69 = wp::vec_t<3, wp::float32>(var_68);
        var_70 = wp::dot(var_67, var_69);
        var_71 = wp::add(var_64, var_70);
        var_72 = wp::vec_t<3, wp::float32>(var_71);
        var_73 = wp::add(var_34, var_72);
        // wp::array_store(var_particle_forces, var_0, var_1, var_2, var_73);
        //---------
        // reverse
        wp::adj_array_store(var_particle_forces, var_0, var_1, var_2, var_73, adj_particle_forces, adj_0, adj_1, adj_2, adj_73);
        wp::adj_add(var_34, var_72, adj_34, adj_72, adj_73);
        wp::adj_vec_t(var_71, adj_71, adj_72);
        wp::adj_add(var_64, var_70, adj_64, adj_70, adj_71);
        wp::adj_dot(var_67, var_69, adj_67, adj_69, adj_70);
        wp::adj_vec_t(var_68, adj_68, adj_69);
        wp::adj_transform_point(var_28, var_66, adj_28, adj_66, adj_67);
        wp::adj_vec_t(var_65, adj_65, adj_66);
        wp::adj_add(var_61, var_63, adj_61, adj_63, adj_64);
        wp::adj_extract(var_27, var_62, adj_27, adj_62, adj_63);
        wp::adj_add(var_58, var_60, adj_58, adj_60, adj_61);
        wp::adj_extract(var_27, var_59, adj_27, adj_59, adj_60);
        wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
        wp::adj_extract(var_27, var_56, adj_27, adj_56, adj_57);
        wp::adj_add(var_52, var_54, adj_52, adj_54, adj_55);
        wp::adj_extract(var_27, var_53, adj_27, adj_53, adj_54);
        wp::adj_add(var_49, var_51, adj_49, adj_51, adj_52);
        wp::adj_extract(var_26, var_50, adj_26, adj_50, adj_51);
        wp::adj_add(var_46, var_48, adj_46, adj_48, adj_49);
        wp::adj_extract(var_26, var_47, adj_26, adj_47, adj_48);
        wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
        wp::adj_extract(var_26, var_44, adj_26, adj_44, adj_45);
        wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
        wp::adj_extract(var_26, var_41, adj_26, adj_41, adj_42);
        wp::adj_dot(var_37, var_39, adj_37, adj_39, adj_40);
        wp::adj_vec_t(var_38, adj_38, adj_39);
        wp::adj_transform_point(var_25, var_36, adj_25, adj_36, adj_37);
        wp::adj_vec_t(var_35, adj_35, adj_36);
        wp::adj_add(var_33, var_7, adj_33, adj_7, adj_34);
        wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
        wp::adj_mul(var_10, var_31, adj_10, adj_31, adj_32);
        wp::adj_add(var_29, var_12, adj_29, adj_12, adj_30);
        wp::adj_add(var_10, var_relaxation, adj_10, adj_relaxation, adj_29);
        // adj: particle_forces[i, j, k] = v2 + relaxation + v3 + v2 * 1.64 + v1 + wp.vec3(wp.dot(wp.transform_point(v4, wp.vec3(1.0)), wp.vec3(1.0)) + v5[0] + v5[1] + v5[2] + v5[3] + v6[0] + v6[1] + v6[2] + v6[3] + wp.dot(wp.transform_point(v7, wp.vec3(1.0)), wp.vec3(1.0)))  <L 15>
        wp::adj_copy(var_time_step, adj_time_step, adj_28);
        // adj: v7 = time_step                                                                    <L 14>
        wp::adj_copy(var_26, adj_26, adj_27);
        // adj: v6 = v5                                                                           <L 13>
        wp::adj_transform_get_rotation(var_4, adj_4, adj_26);
        // adj: v5 = v0.q                                                                         <L 12>
        wp::adj_mul(var_24, var_4, adj_24, adj_4, adj_25);
        wp::adj_transform_t(var_16, var_23, adj_16, adj_23, adj_24);
        wp::adj_quat_from_axis_angle(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_normalize(var_20, var_21, adj_20, adj_21);
        wp::adj_vec_t(var_17, var_18, var_19, adj_17, adj_18, adj_19, adj_20);
        wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
        // adj: v4 = (wp.transform(wp.vec3(-0.51, -0.01, -1.754), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.73, 1.539, 1.211)), 1.0)) * v0)  <L 11>
        wp::adj_transform_get_translation(var_4, adj_4, adj_12);
        // adj: v3 = v0.p                                                                         <L 10>
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
        // adj: def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, relaxation: wp.vec3, force_sums: wp.array[float], particle_forces: wp.array3d[wp.vec3]):  <L 5>
        continue;
    }
}

