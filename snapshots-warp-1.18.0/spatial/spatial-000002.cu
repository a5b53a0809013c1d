// Generated for case spatial-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void spatial_000002_2176d706_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_directions,
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_velocities,
    wp::array_t<wp::float32> var_shape_radii,
    wp::mat_t<3, 3, wp::float32> var_damping,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_shape_stresses_out,
    wp::int32 var_num_shapes)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = -1.2;
        const wp::float32 var_12 = -0.389;
        const wp::float32 var_13 = 0.3;
        const wp::float32 var_14 = -0.286;
        const wp::float32 var_15 = -0.97;
        const wp::float32 var_16 = -1.543;
        wp::vec_t<6, wp::float32> var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::int32 var_24 = 0;
        const wp::float32 var_25 = -1.38;
        const wp::float32 var_26 = -0.762;
        const wp::float32 var_27 = 0.242;
        const wp::float32 var_28 = 1.0;
        const wp::float32 var_29 = -1.68;
        const wp::float32 var_30 = -1.78;
        wp::vec_t<6, wp::float32> var_31;
        const wp::int32 var_32 = 2;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = 0.36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        const wp::int32 var_39 = 3;
        wp::mat_t<3, 3, wp::float32> var_40;
        const wp::int32 var_41 = 0;
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
        wp::float32 var_58;
        const wp::float32 var_59 = 1.0;
        const wp::float32 var_60 = 1.0;
        const wp::float32 var_61 = 1.0;
        const wp::float32 var_62 = 1.0;
        const wp::float32 var_63 = 1.0;
        const wp::float32 var_64 = 1.0;
        wp::vec_t<6, wp::float32> var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = 1.0;
        const wp::float32 var_69 = 1.0;
        const wp::float32 var_70 = 1.0;
        const wp::float32 var_71 = 1.0;
        const wp::float32 var_72 = 1.0;
        const wp::float32 var_73 = 1.0;
        wp::vec_t<6, wp::float32> var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::mat_t<3, 3, wp::float32> var_77;
        wp::mat_t<3, 3, wp::float32> var_78;
        wp::mat_t<3, 3, wp::float32>* var_79;
        const wp::int32 var_80 = 2;
        const wp::int32 var_81 = 1;
        wp::float32 var_82;
        wp::float32 var_83;
        //---------
        // forward
        // def spatial_000002(shape_directions: wp.array(dtype=wp.vec3), shape_velocities: wp.array(dtype=wp.vec3), shape_radii: wp.array(dtype=float), damping: wp.mat33, shape_stresses_out: wp.array(dtype=wp.mat33), num_shapes: int):       <L 5>
        // tid = wp.tid()  # thread index                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= num_shapes:                                                                  <L 8>
        var_1 = (var_0 >= var_num_shapes);
        if (var_1) {
            // return                                                                             <L 9>
            continue;
        }
        // v0 = shape_directions[tid]                                                             <L 10>
        var_2 = wp::address(var_shape_directions, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = shape_velocities[tid]                                                             <L 11>
        var_5 = wp::address(var_shape_velocities, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = shape_radii[tid]                                                                  <L 12>
        var_8 = wp::address(var_shape_radii, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v3 = wp.spatial_vector(-1.2, -0.389, 0.3, -0.286, -0.97, -1.543)                       <L 13>
        var_17 = wp::vec_t<6, wp::float32>({var_11, var_12, var_13, var_14, var_15, var_16});
        // v0[0] = wp.sin(wp.sqrt(wp.abs((v2 + v2)) + 0.5))                                       <L 14>
        var_18 = wp::add(var_9, var_9);
        var_19 = wp::abs(var_18);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::sqrt(var_21);
        var_23 = wp::sin(var_22);
        wp::assign_inplace(var_3, var_24, var_23);
        // v4 = wp.spatial_vector(-1.38, -0.762, 0.242, 1.0, -1.68, -1.78)                        <L 15>
        var_31 = wp::vec_t<6, wp::float32>({var_25, var_26, var_27, var_28, var_29, var_30});
        // v0[2] *= wp.sin(v2)                                                                    <L 16>
        var_33 = wp::extract(var_3, var_32);
        var_34 = wp::sin(var_9);
        var_35 = wp::mul(var_33, var_34);
        wp::assign_inplace(var_3, var_32, var_35);
        // shape_stresses_out[tid] = damping + damping * 0.36 + wp.identity(n=3, dtype=float) * (v0[0] + v0[1] + v0[2] + v1[0] + v1[1] + v1[2] + v2 + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0)) + wp.dot(v4, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0)))       <L 17>
        var_37 = wp::mul(var_damping, var_36);
        var_38 = wp::add(var_damping, var_37);
        var_40 = wp::identity<3, wp::float32>();
        var_42 = wp::extract(var_3, var_41);
        var_44 = wp::extract(var_3, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_3, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_6, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_6, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_6, var_55);
        var_57 = wp::add(var_54, var_56);
        var_58 = wp::add(var_57, var_9);
        var_65 = wp::vec_t<6, wp::float32>({var_59, var_60, var_61, var_62, var_63, var_64});
        var_66 = wp::dot(var_17, var_65);
        var_67 = wp::add(var_58, var_66);
        var_74 = wp::vec_t<6, wp::float32>({var_68, var_69, var_70, var_71, var_72, var_73});
        var_75 = wp::dot(var_31, var_74);
        var_76 = wp::add(var_67, var_75);
        var_77 = wp::mul(var_40, var_76);
        var_78 = wp::add(var_38, var_77);
        wp::array_store(var_shape_stresses_out, var_0, var_78);
        // shape_stresses_out[tid][2, 1] += wp.sin((v2 + v2))                                     <L 19>
        var_79 = &(wp::index(var_shape_stresses_out, var_0));
        var_82 = wp::add(var_9, var_9);
        var_83 = wp::sin(var_82);
        wp::array_atomic_add_slot(var_shape_stresses_out, var_83, [&](auto& _e) -> auto& { return _e.element_ref(var_80, var_81); }, var_0);
    }
}

