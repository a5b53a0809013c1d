// Generated for case linalg-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void linalg_000001_127c3c58_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_displacements,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_particle_inertias,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::mat_t<3, 3, wp::float32>* var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::mat_t<3, 3, wp::float32> var_6;
        const wp::float32 var_7 = -0.35;
        const wp::float32 var_8 = -0.72;
        const wp::float32 var_9 = 1.33;
        wp::vec_t<3, wp::float32> var_10;
        wp::mat_t<3, 3, wp::float32> var_11;
        const wp::float32 var_12 = -0.35;
        const wp::float32 var_13 = -0.72;
        const wp::float32 var_14 = 1.33;
        wp::vec_t<3, wp::float32> var_15;
        wp::mat_t<3, 3, wp::float32> var_16;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::mat_t<3, 3, wp::float32> var_25;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 2;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::mat_t<3, 3, wp::float32> var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        wp::mat_t<3, 3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::mat_t<3, 3, wp::float32> var_43;
        wp::mat_t<3, 3, wp::float32> var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        wp::mat_t<3, 3, wp::float32> var_57;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::float32 var_59;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        const wp::float32 var_62 = -1.886;
        wp::vec_t<3, wp::float32> var_63;
        wp::mat_t<3, 3, wp::float32> var_64;
        wp::mat_t<3, 3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::mat_t<3, 3, wp::float32> var_67;
        const wp::int32 var_68 = 0;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 1;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 2;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::mat_t<3, 3, wp::float32> var_78;
        wp::mat_t<3, 3, wp::float32> var_79;
        wp::mat_t<3, 3, wp::float32> var_80;
        wp::mat_t<3, 3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::vec_t<3, wp::float32> var_83;
        const wp::float32 var_84 = 1.38;
        wp::vec_t<3, wp::float32> var_85;
        wp::vec_t<3, wp::float32> var_86;
        //---------
        // forward
        // def linalg_000001(particle_displacements: wp.array[wp.vec3], particle_inertias: wp.array[wp.mat33], particle_forces: wp.array[wp.vec3]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = particle_displacements[tid]                                                       <L 8>
        var_1 = wp::address(var_particle_displacements, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = particle_inertias[tid]                                                            <L 9>
        var_4 = wp::address(var_particle_inertias, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // m2 = wp.inverse((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0)) @ wp.transpose((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0))) + wp.identity(n=3, dtype=float))       <L 10>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::matrix_from_rows<wp::float32>(var_2, var_10, var_2);
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        var_16 = wp::matrix_from_rows<wp::float32>(var_2, var_15, var_2);
        var_17 = wp::transpose(var_16);
        var_18 = wp::mul(var_11, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_21 = wp::add(var_18, var_20);
        var_22 = wp::inverse(var_21);
        // m3 = wp.mat33()                                                                        <L 11>
        var_23 = wp::mat_t<3, 3, wp::float32>();
        // s4 = wp.vec3()                                                                         <L 12>
        var_24 = wp::vec_t<3, wp::float32>();
        // m5 = wp.mat33()                                                                        <L 13>
        var_25 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m2, m3, s4, m5)                                                                <L 14>
        wp::svd3(var_22, var_23, var_24, var_25);
        // v6 = m3 @ wp.diag(wp.vec3(wp.tanh(s4[0]), wp.tanh(s4[1]), wp.tanh(s4[2]))) @ wp.transpose(m5)       <L 15>
        var_27 = wp::extract(var_24, var_26);
        var_28 = wp::tanh(var_27);
        var_30 = wp::extract(var_24, var_29);
        var_31 = wp::tanh(var_30);
        var_33 = wp::extract(var_24, var_32);
        var_34 = wp::tanh(var_33);
        var_35 = wp::vec_t<3, wp::float32>(var_28, var_31, var_34);
        var_36 = wp::diag(var_35);
        var_37 = wp::mul(var_23, var_36);
        var_38 = wp::transpose(var_25);
        var_39 = wp::mul(var_37, var_38);
        // m7 = m2                                                                                <L 16>
        var_40 = wp::copy(var_22);
        // m8 = wp.mat33()                                                                        <L 17>
        var_41 = wp::mat_t<3, 3, wp::float32>();
        // s9 = wp.vec3()                                                                         <L 18>
        var_42 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m7 + wp.transpose(m7), m8, s9)                                                 <L 19>
        var_43 = wp::transpose(var_40);
        var_44 = wp::add(var_40, var_43);
        wp::eig3(var_44, var_41, var_42);
        // v10 = m8 @ wp.diag(wp.vec3(wp.tanh(s9[0]), wp.tanh(s9[1]), wp.tanh(s9[2]))) @ wp.transpose(m8)       <L 20>
        var_46 = wp::extract(var_42, var_45);
        var_47 = wp::tanh(var_46);
        var_49 = wp::extract(var_42, var_48);
        var_50 = wp::tanh(var_49);
        var_52 = wp::extract(var_42, var_51);
        var_53 = wp::tanh(var_52);
        var_54 = wp::vec_t<3, wp::float32>(var_47, var_50, var_53);
        var_55 = wp::diag(var_54);
        var_56 = wp::mul(var_41, var_55);
        var_57 = wp::transpose(var_41);
        var_58 = wp::mul(var_56, var_57);
        // v11 = wp.length(s9)                                                                    <L 21>
        var_59 = wp::length(var_42);
        // m12 = wp.matrix_from_cols(wp.get_diag(m2), wp.max(s4, s4), wp.vec3(v11, v11, -1.886))       <L 22>
        var_60 = wp::get_diag(var_22);
        var_61 = wp::max(var_24, var_24);
        var_63 = wp::vec_t<3, wp::float32>(var_59, var_59, var_62);
        var_64 = wp::matrix_from_cols<wp::float32>(var_60, var_61, var_63);
        // m13 = wp.mat33()                                                                       <L 23>
        var_65 = wp::mat_t<3, 3, wp::float32>();
        // s14 = wp.vec3()                                                                        <L 24>
        var_66 = wp::vec_t<3, wp::float32>();
        // m15 = wp.mat33()                                                                       <L 25>
        var_67 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m12, m13, s14, m15)                                                            <L 26>
        wp::svd3(var_64, var_65, var_66, var_67);
        // v16 = m13 @ wp.diag(wp.vec3(wp.sin(s14[0]), wp.sin(s14[1]), wp.sin(s14[2]))) @ wp.transpose(m15)       <L 27>
        var_69 = wp::extract(var_66, var_68);
        var_70 = wp::sin(var_69);
        var_72 = wp::extract(var_66, var_71);
        var_73 = wp::sin(var_72);
        var_75 = wp::extract(var_66, var_74);
        var_76 = wp::sin(var_75);
        var_77 = wp::vec_t<3, wp::float32>(var_70, var_73, var_76);
        var_78 = wp::diag(var_77);
        var_79 = wp::mul(var_65, var_78);
        var_80 = wp::transpose(var_67);
        var_81 = wp::mul(var_79, var_80);
        // particle_forces[tid] = v0 + s4 + s14 + s14 * 1.38                                      <L 28>
        var_82 = wp::add(var_2, var_24);
        var_83 = wp::add(var_82, var_66);
        var_85 = wp::mul(var_66, var_84);
        var_86 = wp::add(var_83, var_85);
        wp::array_store(var_particle_forces, var_0, var_86);
    }
}



extern "C" __global__ void linalg_000001_127c3c58_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_displacements,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_particle_inertias,
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_forces,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_particle_displacements,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_particle_inertias,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::mat_t<3, 3, wp::float32>* var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::mat_t<3, 3, wp::float32> var_6;
        const wp::float32 var_7 = -0.35;
        const wp::float32 var_8 = -0.72;
        const wp::float32 var_9 = 1.33;
        wp::vec_t<3, wp::float32> var_10;
        wp::mat_t<3, 3, wp::float32> var_11;
        const wp::float32 var_12 = -0.35;
        const wp::float32 var_13 = -0.72;
        const wp::float32 var_14 = 1.33;
        wp::vec_t<3, wp::float32> var_15;
        wp::mat_t<3, 3, wp::float32> var_16;
        wp::mat_t<3, 3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::mat_t<3, 3, wp::float32> var_25;
        const wp::int32 var_26 = 0;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 2;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::mat_t<3, 3, wp::float32> var_39;
        wp::mat_t<3, 3, wp::float32> var_40;
        wp::mat_t<3, 3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::mat_t<3, 3, wp::float32> var_43;
        wp::mat_t<3, 3, wp::float32> var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::mat_t<3, 3, wp::float32> var_56;
        wp::mat_t<3, 3, wp::float32> var_57;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::float32 var_59;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        const wp::float32 var_62 = -1.886;
        wp::vec_t<3, wp::float32> var_63;
        wp::mat_t<3, 3, wp::float32> var_64;
        wp::mat_t<3, 3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::mat_t<3, 3, wp::float32> var_67;
        const wp::int32 var_68 = 0;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 1;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 2;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::mat_t<3, 3, wp::float32> var_78;
        wp::mat_t<3, 3, wp::float32> var_79;
        wp::mat_t<3, 3, wp::float32> var_80;
        wp::mat_t<3, 3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::vec_t<3, wp::float32> var_83;
        const wp::float32 var_84 = 1.38;
        wp::vec_t<3, wp::float32> var_85;
        wp::vec_t<3, wp::float32> var_86;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::mat_t<3, 3, wp::float32> adj_4 = {};
        wp::mat_t<3, 3, wp::float32> adj_5 = {};
        wp::mat_t<3, 3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::mat_t<3, 3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::mat_t<3, 3, wp::float32> adj_16 = {};
        wp::mat_t<3, 3, wp::float32> adj_17 = {};
        wp::mat_t<3, 3, wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::mat_t<3, 3, wp::float32> adj_20 = {};
        wp::mat_t<3, 3, wp::float32> adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        wp::mat_t<3, 3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::mat_t<3, 3, wp::float32> adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::mat_t<3, 3, wp::float32> adj_36 = {};
        wp::mat_t<3, 3, wp::float32> adj_37 = {};
        wp::mat_t<3, 3, wp::float32> adj_38 = {};
        wp::mat_t<3, 3, wp::float32> adj_39 = {};
        wp::mat_t<3, 3, wp::float32> adj_40 = {};
        wp::mat_t<3, 3, wp::float32> adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::mat_t<3, 3, wp::float32> adj_43 = {};
        wp::mat_t<3, 3, wp::float32> adj_44 = {};
        wp::int32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<3, wp::float32> adj_54 = {};
        wp::mat_t<3, 3, wp::float32> adj_55 = {};
        wp::mat_t<3, 3, wp::float32> adj_56 = {};
        wp::mat_t<3, 3, wp::float32> adj_57 = {};
        wp::mat_t<3, 3, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::float32 adj_62 = {};
        wp::vec_t<3, wp::float32> adj_63 = {};
        wp::mat_t<3, 3, wp::float32> adj_64 = {};
        wp::mat_t<3, 3, wp::float32> adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::mat_t<3, 3, wp::float32> adj_67 = {};
        wp::int32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::int32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::int32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::vec_t<3, wp::float32> adj_77 = {};
        wp::mat_t<3, 3, wp::float32> adj_78 = {};
        wp::mat_t<3, 3, wp::float32> adj_79 = {};
        wp::mat_t<3, 3, wp::float32> adj_80 = {};
        wp::mat_t<3, 3, wp::float32> adj_81 = {};
        wp::vec_t<3, wp::float32> adj_82 = {};
        wp::vec_t<3, wp::float32> adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<3, wp::float32> adj_85 = {};
        wp::vec_t<3, wp::float32> adj_86 = {};
        //---------
        // forward
        // def linalg_000001(particle_displacements: wp.array[wp.vec3], particle_inertias: wp.array[wp.mat33], particle_forces: wp.array[wp.vec3]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = particle_displacements[tid]                                                       <L 8>
        var_1 = wp::address(var_particle_displacements, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = particle_inertias[tid]                                                            <L 9>
        var_4 = wp::address(var_particle_inertias, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // m2 = wp.inverse((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0)) @ wp.transpose((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0))) + wp.identity(n=3, dtype=float))       <L 10>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::matrix_from_rows<wp::float32>(var_2, var_10, var_2);
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        var_16 = wp::matrix_from_rows<wp::float32>(var_2, var_15, var_2);
        var_17 = wp::transpose(var_16);
        var_18 = wp::mul(var_11, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_21 = wp::add(var_18, var_20);
        var_22 = wp::inverse(var_21);
        // m3 = wp.mat33()                                                                        <L 11>
        var_23 = wp::mat_t<3, 3, wp::float32>();
        // s4 = wp.vec3()                                                                         <L 12>
        var_24 = wp::vec_t<3, wp::float32>();
        // m5 = wp.mat33()                                                                        <L 13>
        var_25 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m2, m3, s4, m5)                                                                <L 14>
        wp::svd3(var_22, var_23, var_24, var_25);
        // v6 = m3 @ wp.diag(wp.vec3(wp.tanh(s4[0]), wp.tanh(s4[1]), wp.tanh(s4[2]))) @ wp.transpose(m5)       <L 15>
        var_27 = wp::extract(var_24, var_26);
        var_28 = wp::tanh(var_27);
        var_30 = wp::extract(var_24, var_29);
        var_31 = wp::tanh(var_30);
        var_33 = wp::extract(var_24, var_32);
        var_34 = wp::tanh(var_33);
        var_35 = wp::vec_t<3, wp::float32>(var_28, var_31, var_34);
        var_36 = wp::diag(var_35);
        var_37 = wp::mul(var_23, var_36);
        var_38 = wp::transpose(var_25);
        var_39 = wp::mul(var_37, var_38);
        // m7 = m2                                                                                <L 16>
        var_40 = wp::copy(var_22);
        // m8 = wp.mat33()                                                                        <L 17>
        var_41 = wp::mat_t<3, 3, wp::float32>();
        // s9 = wp.vec3()                                                                         <L 18>
        var_42 = wp::vec_t<3, wp::float32>();
        // wp.eig3(m7 + wp.transpose(m7), m8, s9)                                                 <L 19>
        var_43 = wp::transpose(var_40);
        var_44 = wp::add(var_40, var_43);
        wp::eig3(var_44, var_41, var_42);
        // v10 = m8 @ wp.diag(wp.vec3(wp.tanh(s9[0]), wp.tanh(s9[1]), wp.tanh(s9[2]))) @ wp.transpose(m8)       <L 20>
        var_46 = wp::extract(var_42, var_45);
        var_47 = wp::tanh(var_46);
        var_49 = wp::extract(var_42, var_48);
        var_50 = wp::tanh(var_49);
        var_52 = wp::extract(var_42, var_51);
        var_53 = wp::tanh(var_52);
        var_54 = wp::vec_t<3, wp::float32>(var_47, var_50, var_53);
        var_55 = wp::diag(var_54);
        var_56 = wp::mul(var_41, var_55);
        var_57 = wp::transpose(var_41);
        var_58 = wp::mul(var_56, var_57);
        // v11 = wp.length(s9)                                                                    <L 21>
        var_59 = wp::length(var_42);
        // m12 = wp.matrix_from_cols(wp.get_diag(m2), wp.max(s4, s4), wp.vec3(v11, v11, -1.886))       <L 22>
        var_60 = wp::get_diag(var_22);
        var_61 = wp::max(var_24, var_24);
        var_63 = wp::vec_t<3, wp::float32>(var_59, var_59, var_62);
        var_64 = wp::matrix_from_cols<wp::float32>(var_60, var_61, var_63);
        // m13 = wp.mat33()                                                                       <L 23>
        var_65 = wp::mat_t<3, 3, wp::float32>();
        // s14 = wp.vec3()                                                                        <L 24>
        var_66 = wp::vec_t<3, wp::float32>();
        // m15 = wp.mat33()                                                                       <L 25>
        var_67 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m12, m13, s14, m15)                                                            <L 26>
        wp::svd3(var_64, var_65, var_66, var_67);
        // v16 = m13 @ wp.diag(wp.vec3(wp.sin(s14[0]), wp.sin(s14[1]), wp.sin(s14[2]))) @ wp.transpose(m15)       <L 27>
        var_69 = wp::extract(var_66, var_68);
        var_70 = wp::sin(var_69);
        var_72 = wp::extract(var_66, var_71);
        var_73 = wp::sin(var_72);
        var_75 = wp::extract(var_66, var_74);
        var_76 = wp::sin(var_75);
        var_77 = wp::vec_t<3, wp::float32>(var_70, var_73, var_76);
        var_78 = wp::diag(var_77);
        var_79 = wp::mul(var_65, var_78);
        var_80 = wp::transpose(var_67);
        var_81 = wp::mul(var_79, var_80);
        // particle_forces[tid] = v0 + s4 + s14 + s14 * 1.38                                      <L 28>
        var_82 = wp::add(var_2, var_24);
        var_83 = wp::add(var_82, var_66);
        var_85 = wp::mul(var_66, var_84);
        var_86 = wp::add(var_83, var_85);
        // wp::array_store(var_particle_forces, var_0, var_86);
        //---------
        // reverse
        wp::adj_array_store(var_particle_forces, var_0, var_86, adj_particle_forces, adj_0, adj_86);
        wp::adj_add(var_83, var_85, adj_83, adj_85, adj_86);
        wp::adj_mul(var_66, var_84, adj_66, adj_84, adj_85);
        wp::adj_add(var_82, var_66, adj_82, adj_66, adj_83);
        wp::adj_add(var_2, var_24, adj_2, adj_24, adj_82);
        // adj: particle_forces[tid] = v0 + s4 + s14 + s14 * 1.38                                 <L 28>
        wp::adj_mul(var_79, var_80, adj_79, adj_80, adj_81);
        wp::adj_transpose(var_67, adj_67, adj_80);
        wp::adj_mul(var_65, var_78, adj_65, adj_78, adj_79);
        wp::adj_diag(var_77, adj_77, adj_78);
        wp::adj_vec_t(var_70, var_73, var_76, adj_70, adj_73, adj_76, adj_77);
        wp::adj_sin(var_75, adj_75, adj_76);
        wp::adj_extract(var_66, var_74, adj_66, adj_74, adj_75);
        wp::adj_sin(var_72, adj_72, adj_73);
        wp::adj_extract(var_66, var_71, adj_66, adj_71, adj_72);
        wp::adj_sin(var_69, adj_69, adj_70);
        wp::adj_extract(var_66, var_68, adj_66, adj_68, adj_69);
        // adj: v16 = m13 @ wp.diag(wp.vec3(wp.sin(s14[0]), wp.sin(s14[1]), wp.sin(s14[2]))) @ wp.transpose(m15)  <L 27>
        wp::adj_svd3(var_64, var_65, var_66, var_67, adj_64, adj_65, adj_66, adj_67);
        // adj: wp.svd3(m12, m13, s14, m15)                                                       <L 26>
        // adj: m15 = wp.mat33()                                                                  <L 25>
        // adj: s14 = wp.vec3()                                                                   <L 24>
        // adj: m13 = wp.mat33()                                                                  <L 23>
        wp::adj_matrix_from_cols(var_60, var_61, var_63, adj_60, adj_61, adj_63, adj_64);
        wp::adj_vec_t(var_59, var_59, var_62, adj_59, adj_59, adj_62, adj_63);
        wp::adj_max(var_24, var_24, adj_24, adj_24, adj_61);
        wp::adj_get_diag(var_22, adj_22, adj_60);
        // adj: m12 = wp.matrix_from_cols(wp.get_diag(m2), wp.max(s4, s4), wp.vec3(v11, v11, -1.886))  <L 22>
        wp::adj_length(var_42, var_59, adj_42, adj_59);
        // adj: v11 = wp.length(s9)                                                               <L 21>
        wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
        wp::adj_transpose(var_41, adj_41, adj_57);
        wp::adj_mul(var_41, var_55, adj_41, adj_55, adj_56);
        wp::adj_diag(var_54, adj_54, adj_55);
        wp::adj_vec_t(var_47, var_50, var_53, adj_47, adj_50, adj_53, adj_54);
        wp::adj_tanh(var_52, var_53, adj_52, adj_53);
        wp::adj_extract(var_42, var_51, adj_42, adj_51, adj_52);
        wp::adj_tanh(var_49, var_50, adj_49, adj_50);
        wp::adj_extract(var_42, var_48, adj_42, adj_48, adj_49);
        wp::adj_tanh(var_46, var_47, adj_46, adj_47);
        wp::adj_extract(var_42, var_45, adj_42, adj_45, adj_46);
        // adj: v10 = m8 @ wp.diag(wp.vec3(wp.tanh(s9[0]), wp.tanh(s9[1]), wp.tanh(s9[2]))) @ wp.transpose(m8)  <L 20>
        wp::adj_eig3(var_44, var_41, var_42, adj_44, adj_41, adj_42);
        wp::adj_add(var_40, var_43, adj_40, adj_43, adj_44);
        wp::adj_transpose(var_40, adj_40, adj_43);
        // adj: wp.eig3(m7 + wp.transpose(m7), m8, s9)                                            <L 19>
        // adj: s9 = wp.vec3()                                                                    <L 18>
        // adj: m8 = wp.mat33()                                                                   <L 17>
        wp::adj_copy(var_22, adj_22, adj_40);
        // adj: m7 = m2                                                                           <L 16>
        wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_transpose(var_25, adj_25, adj_38);
        wp::adj_mul(var_23, var_36, adj_23, adj_36, adj_37);
        wp::adj_diag(var_35, adj_35, adj_36);
        wp::adj_vec_t(var_28, var_31, var_34, adj_28, adj_31, adj_34, adj_35);
        wp::adj_tanh(var_33, var_34, adj_33, adj_34);
        wp::adj_extract(var_24, var_32, adj_24, adj_32, adj_33);
        wp::adj_tanh(var_30, var_31, adj_30, adj_31);
        wp::adj_extract(var_24, var_29, adj_24, adj_29, adj_30);
        wp::adj_tanh(var_27, var_28, adj_27, adj_28);
        wp::adj_extract(var_24, var_26, adj_24, adj_26, adj_27);
        // adj: v6 = m3 @ wp.diag(wp.vec3(wp.tanh(s4[0]), wp.tanh(s4[1]), wp.tanh(s4[2]))) @ wp.transpose(m5)  <L 15>
        wp::adj_svd3(var_22, var_23, var_24, var_25, adj_22, adj_23, adj_24, adj_25);
        // adj: wp.svd3(m2, m3, s4, m5)                                                           <L 14>
        // adj: m5 = wp.mat33()                                                                   <L 13>
        // adj: s4 = wp.vec3()                                                                    <L 12>
        // adj: m3 = wp.mat33()                                                                   <L 11>
        wp::adj_inverse(var_21, var_22, adj_21, adj_22);
        wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
        wp::adj_mul(var_11, var_17, adj_11, adj_17, adj_18);
        wp::adj_transpose(var_16, adj_16, adj_17);
        wp::adj_matrix_from_rows(var_2, var_15, var_2, adj_2, adj_15, adj_2, adj_16);
        wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
        wp::adj_matrix_from_rows(var_2, var_10, var_2, adj_2, adj_10, adj_2, adj_11);
        wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        // adj: m2 = wp.inverse((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0)) @ wp.transpose((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0))) + wp.identity(n=3, dtype=float))  <L 10>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_particle_inertias, var_0, adj_particle_inertias, adj_0, adj_4);
        // adj: v1 = particle_inertias[tid]                                                       <L 9>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_particle_displacements, var_0, adj_particle_displacements, adj_0, adj_1);
        // adj: v0 = particle_displacements[tid]                                                  <L 8>
        // adj: tid = wp.tid()                                                                    <L 7>
        // adj: def linalg_000001(particle_displacements: wp.array[wp.vec3], particle_inertias: wp.array[wp.mat33], particle_forces: wp.array[wp.vec3]):  <L 5>
        continue;
    }
}

