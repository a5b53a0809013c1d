// Generated for case combined-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void combined_000000_e9f44532_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_sample_radii,
    wp::array_t<wp::float32> var_sample_phases,
    wp::array_t<wp::float32> var_sample_densities,
    wp::int32 var_iterations,
    wp::vec_t<2, wp::float32> var_relaxation,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_gradients,
    wp::array_t<wp::quat_t<wp::float32>> var_sample_new_rotations,
    wp::int32 var_num_samples)
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
        bool var_3;
        const wp::float32 var_4 = 0.0;
        wp::float32 var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::int32 var_15;
        wp::int32 var_16;
        wp::shape_t* var_17;
        const wp::int32 var_18 = 0;
        wp::int32 var_19;
        wp::shape_t var_20;
        wp::int32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        const wp::int32 var_37 = 4;
        bool var_38;
        const wp::int32 var_39 = 1;
        wp::int32 var_40;
        wp::vec_t<2, wp::float32> var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 0;
        const wp::float32 var_46 = 0.5;
        wp::float32 var_47;
        const wp::float32 var_48 = 1.367;
        const wp::float32 var_49 = 0.3;
        wp::vec_t<2, wp::float32> var_50;
        const wp::float32 var_51 = -0.69;
        wp::vec_t<2, wp::float32> var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::int32 var_56 = 4;
        wp::int32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 3;
        wp::mat_t<3, 3, wp::float32> var_60;
        const wp::float32 var_61 = -0.5;
        wp::mat_t<3, 3, wp::float32> var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::int32 var_66 = 1;
        const wp::float32 var_67 = 0.5;
        wp::float32 var_68;
        const wp::float32 var_69 = 1.367;
        const wp::float32 var_70 = 0.3;
        wp::vec_t<2, wp::float32> var_71;
        const wp::float32 var_72 = -0.69;
        wp::vec_t<2, wp::float32> var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::int32 var_77 = 4;
        wp::int32 var_78;
        wp::float32 var_79;
        const wp::int32 var_80 = 3;
        wp::mat_t<3, 3, wp::float32> var_81;
        const wp::float32 var_82 = -0.5;
        wp::mat_t<3, 3, wp::float32> var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::vec_t<3, wp::float32> var_88;
        wp::vec_t<3, wp::float32> var_89;
        wp::vec_t<3, wp::float32> var_90;
        const wp::float32 var_91 = -0.77;
        const wp::float32 var_92 = -1.9;
        const wp::float32 var_93 = -0.87;
        wp::quat_t<wp::float32> var_94;
        //---------
        // forward
        // def combined_000000(sample_radii: wp.array3d[float], sample_phases: wp.array3d[float], sample_densities: wp.array3d[float], iterations: int, relaxation: wp.vec2, n: int, accumulated_mass: wp.array[float], sample_gradients: wp.array3d[wp.vec3], sample_new_rotations: wp.array3d[wp.quat], num_samples: int):       <L 7>
        // i, j, k = wp.tid()  # thread index                                                     <L 9>
        builtin_tid3d(var_0, var_1, var_2);
        // if i >= num_samples:                                                                   <L 10>
        var_3 = (var_0 >= var_num_samples);
        if (var_3) {
            // return  # past the end of the arrays                                               <L 11>
            continue;
        }
        // v7 = float(0.0)                                                                        <L 12>
        var_5 = wp::float(var_4);
        // v0 = sample_radii[i, j, k]                                                             <L 13>
        var_6 = wp::address(var_sample_radii, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v1 = sample_phases[i, j, k]                                                            <L 14>
        var_9 = wp::address(var_sample_phases, var_0, var_1, var_2);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v2 = sample_densities[i, j, k]                                                         <L 15>
        var_12 = wp::address(var_sample_densities, var_0, var_1, var_2);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // wp.atomic_max(accumulated_mass, (i + j + k) % accumulated_mass.shape[0], v0)           <L 16>
        var_15 = wp::add(var_0, var_1);
        var_16 = wp::add(var_15, var_2);
        var_17 = &(var_accumulated_mass.shape);
        var_20 = wp::load(var_17);
        var_19 = wp::extract(var_20, var_18);
        var_21 = wp::mod(var_16, var_19);
        var_22 = wp::atomic_max(var_accumulated_mass, var_21, var_7);
        // for j3 in range(2):                                                                    <L 17>
        // v2 = v2 + wp.sin(v0)                                                                   <L 18>
        var_24 = wp::sin(var_7);
        var_25 = wp::add(var_13, var_24);
        // v1 = v1 + wp.cos(float(j3))                                                            <L 19>
        var_26 = wp::float(var_23);
        var_27 = wp::cos(var_26);
        var_28 = wp::add(var_10, var_27);
        // v2 = v2 + wp.sin(v0)                                                                   <L 18>
        var_30 = wp::sin(var_7);
        var_31 = wp::add(var_25, var_30);
        // v1 = v1 + wp.cos(float(j3))                                                            <L 19>
        var_32 = wp::float(var_29);
        var_33 = wp::cos(var_32);
        var_34 = wp::add(var_28, var_33);
        // w4 = int(0)                                                                            <L 20>
        var_36 = wp::int(var_35);
        // while w4 < 4:                                                                          <L 21>
        start_while_1:;
        var_38 = (var_36 < var_37);
        if ((var_38) == false) goto end_while_1;
            // w4 = w4 + 1                                                                        <L 22>
            var_40 = wp::add(var_36, var_39);
            // v1 = v1 + wp.sin(wp.dot(relaxation, (relaxation + relaxation)))                    <L 23>
            var_41 = wp::add(var_relaxation, var_relaxation);
            var_42 = wp::dot(var_relaxation, var_41);
            var_43 = wp::sin(var_42);
            var_44 = wp::add(var_34, var_43);
            // for j5 in range(2):                                                                <L 24>
            // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, wp.vec2(1.367, 0.3), -0.69)))       <L 25>
            var_47 = wp::mul(var_44, var_46);
            var_50 = wp::vec_t<2, wp::float32>(var_48, var_49);
            var_52 = wp::lerp(var_relaxation, var_50, var_51);
            var_53 = wp::length(var_52);
            var_54 = wp::sin(var_53);
            var_55 = wp::add(var_47, var_54);
            // v6 = (float((i % 4)) * wp.trace(wp.identity(n=3, dtype=float) * -0.5))             <L 26>
            var_57 = wp::mod(var_0, var_56);
            var_58 = wp::float(var_57);
            var_60 = wp::identity<3, wp::float32>();
            var_62 = wp::mul(var_60, var_61);
            var_63 = wp::trace(var_62);
            var_64 = wp::mul(var_58, var_63);
            // v7 += v6                                                                           <L 27>
            var_65 = wp::add(var_5, var_64);
            // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, wp.vec2(1.367, 0.3), -0.69)))       <L 25>
            var_68 = wp::mul(var_55, var_67);
            var_71 = wp::vec_t<2, wp::float32>(var_69, var_70);
            var_73 = wp::lerp(var_relaxation, var_71, var_72);
            var_74 = wp::length(var_73);
            var_75 = wp::sin(var_74);
            var_76 = wp::add(var_68, var_75);
            // v6 = (float((i % 4)) * wp.trace(wp.identity(n=3, dtype=float) * -0.5))             <L 26>
            var_78 = wp::mod(var_0, var_77);
            var_79 = wp::float(var_78);
            var_81 = wp::identity<3, wp::float32>();
            var_83 = wp::mul(var_81, var_82);
            var_84 = wp::trace(var_83);
            var_85 = wp::mul(var_79, var_84);
            // v7 += v6                                                                           <L 27>
            var_86 = wp::add(var_65, var_85);
            wp::assign(var_5, var_86);
            wp::assign(var_34, var_76);
            wp::assign(var_36, var_40);
        goto start_while_1;
        end_while_1:;
        // sample_gradients[i, j, k] = wp.vec3((v2 * v1), v2, v0) + wp.vec3(v7)                   <L 28>
        var_87 = wp::mul(var_31, var_34);
        var_88 = wp::vec_t<3, wp::float32>(var_87, var_31, var_7);
        var_89 = wp::vec_t<3, wp::float32>(var_5);
        var_90 = wp::add(var_88, var_89);
        wp::array_store(var_sample_gradients, var_0, var_1, var_2, var_90);
        // sample_new_rotations[i, j, k] = wp.quat_rpy(-0.77, -1.9, -0.87)                        <L 30>
        var_94 = wp::quat_rpy(var_91, var_92, var_93);
        wp::array_store(var_sample_new_rotations, var_0, var_1, var_2, var_94);
    }
}

