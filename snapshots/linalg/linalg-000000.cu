// Generated for case linalg-000000 with warp-lang 1.19.0. Do not edit.
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


// warp/_src/math.py:0
static CUDA_CALLABLE wp::float32 norm_l2_0(
    wp::vec_t<3, wp::float32> var_v)
{
    //---------
    // primal vars
    wp::float32 var_0;
    //---------
    // forward
    // def norm_l2(v: Any) -> float:                                                          <L 1>
    // return wp.length(v)                                                                    <L 12>
    var_0 = wp::length(var_v);
    return var_0;
}


// warp/_src/math.py:0
static CUDA_CALLABLE void adj_norm_l2_0(
    wp::vec_t<3, wp::float32> var_v,
    wp::vec_t<3, wp::float32> & adj_v,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void linalg_000000_t_52e8e842_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_displacements,
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_uvs,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_element_deformations,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_element_jacobians)
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32>* var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::mat_t<3, 3, wp::float32> var_10;
        wp::float32 var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::mat_t<3, 3, wp::float32> var_13;
        wp::mat_t<3, 3, wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        wp::mat_t<3, 3, wp::float32> var_16;
        const wp::int32 var_17 = 0;
        const wp::int32 var_18 = 0;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::int32 var_21 = 1;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::int32 var_25 = 2;
        const wp::int32 var_26 = 2;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::mat_t<2, 2, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::int32 var_32 = 1;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::mat_t<3, 3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        const wp::int32 var_39 = 0;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 2;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::mat_t<3, 3, wp::float32> var_49;
        wp::mat_t<3, 3, wp::float32> var_50;
        wp::mat_t<3, 3, wp::float32> var_51;
        wp::mat_t<3, 3, wp::float32> var_52;
        const wp::int32 var_53 = 0;
        wp::float32 var_54;
        const wp::float32 var_55 = -1.733;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::mat_t<3, 3, wp::float32> var_58;
        wp::mat_t<3, 3, wp::float32> var_59;
        const wp::float32 var_60 = 1.15;
        wp::mat_t<3, 3, wp::float32> var_61;
        wp::mat_t<3, 3, wp::float32> var_62;
        const wp::int32 var_63 = 3;
        wp::mat_t<3, 3, wp::float32> var_64;
        const wp::int32 var_65 = 0;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::float32 var_70 = 1.0;
        wp::mat_t<2, 2, wp::float32> var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::mat_t<3, 3, wp::float32> var_74;
        wp::mat_t<3, 3, wp::float32> var_75;
        //---------
        // forward
        // def linalg_000000_t(element_displacements: wp.array[Any], element_uvs: wp.array[Any], element_deformations: wp.array[Any], accumulated_mass: wp.array[Any], element_jacobians: wp.array[Any]):       <L 1>
        // tid = wp.tid()                                                                         <L 3>
        var_0 = builtin_tid1d();
        // v0 = element_displacements[tid]                                                        <L 4>
        var_1 = wp::address(var_element_displacements, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = element_uvs[tid]                                                                  <L 5>
        var_4 = wp::address(var_element_uvs, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = element_deformations[tid]                                                         <L 6>
        var_7 = wp::address(var_element_deformations, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // m3 = (wp.matrix_from_cols(v0, v0, v0) * float(tid))                                    <L 7>
        var_10 = wp::matrix_from_cols<wp::float32>(var_2, var_2, var_2);
        var_11 = wp::float(var_0);
        var_12 = wp::mul(var_10, var_11);
        // m4 = wp.mat33()                                                                        <L 8>
        var_13 = wp::mat_t<3, 3, wp::float32>();
        // m5 = wp.mat33()                                                                        <L 9>
        var_14 = wp::mat_t<3, 3, wp::float32>();
        // wp.qr3(m3, m4, m5)                                                                     <L 10>
        wp::qr3(var_12, var_13, var_14);
        // v6 = wp.transpose(m5) @ m5                                                             <L 11>
        var_15 = wp::transpose(var_14);
        var_16 = wp::mul(var_15, var_14);
        // v7 = wp.vec3(wp.abs(m5[0, 0]), wp.abs(m5[1, 1]), wp.abs(m5[2, 2]))                     <L 12>
        var_19 = wp::extract(var_14, var_17, var_18);
        var_20 = wp::abs(var_19);
        var_23 = wp::extract(var_14, var_21, var_22);
        var_24 = wp::abs(var_23);
        var_27 = wp::extract(var_14, var_25, var_26);
        var_28 = wp::abs(var_27);
        var_29 = wp::vec_t<3, wp::float32>(var_20, var_24, var_28);
        // v8 = wp.matrix_from_cols(v1, v1)                                                       <L 13>
        var_30 = wp::matrix_from_cols<wp::float32>(var_5, var_5);
        // m9 = wp.matrix_from_rows((v6 @ v7), v6[1], wp.get_diag(v6))                            <L 14>
        var_31 = wp::mul(var_16, var_29);
        var_33 = wp::extract(var_16, var_32);
        var_34 = wp::get_diag(var_16);
        var_35 = wp::matrix_from_rows<wp::float32>(var_31, var_33, var_34);
        // m10 = wp.mat33()                                                                       <L 15>
        var_36 = wp::mat_t<3, 3, wp::float32>();
        // s11 = wp.vec3()                                                                        <L 16>
        var_37 = wp::vec_t<3, wp::float32>();
        // m12 = wp.mat33()                                                                       <L 17>
        var_38 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m9, m10, s11, m12)                                                             <L 18>
        wp::svd3(var_35, var_36, var_37, var_38);
        // v13 = m10 @ wp.diag(wp.vec3(wp.sin(s11[0]), wp.sin(s11[1]), wp.sin(s11[2]))) @ wp.transpose(m12)       <L 19>
        var_40 = wp::extract(var_37, var_39);
        var_41 = wp::sin(var_40);
        var_43 = wp::extract(var_37, var_42);
        var_44 = wp::sin(var_43);
        var_46 = wp::extract(var_37, var_45);
        var_47 = wp::sin(var_46);
        var_48 = wp::vec_t<3, wp::float32>(var_41, var_44, var_47);
        var_49 = wp::diag(var_48);
        var_50 = wp::mul(var_36, var_49);
        var_51 = wp::transpose(var_38);
        var_52 = wp::mul(var_50, var_51);
        // wp.atomic_max(accumulated_mass, 0, (wp.norm_l2(s11) - -1.733))                         <L 20>
        var_54 = norm_l2_0(var_37);
        var_56 = wp::sub(var_54, var_55);
        var_57 = wp::atomic_max(var_accumulated_mass, var_53, var_56);
        // element_jacobians[tid] = v6 + m9 + v13 + v2 * 1.15 + wp.identity(n=3, dtype=float) * (v1[0] + v1[1] + wp.ddot(v8, wp.mat22(1.0)))       <L 21>
        var_58 = wp::add(var_16, var_35);
        var_59 = wp::add(var_58, var_52);
        var_61 = wp::mul(var_8, var_60);
        var_62 = wp::add(var_59, var_61);
        var_64 = wp::identity<3, wp::float32>();
        var_66 = wp::extract(var_5, var_65);
        var_68 = wp::extract(var_5, var_67);
        var_69 = wp::add(var_66, var_68);
        var_71 = wp::mat_t<2, 2, wp::float32>(var_70);
        var_72 = wp::ddot(var_30, var_71);
        var_73 = wp::add(var_69, var_72);
        var_74 = wp::mul(var_64, var_73);
        var_75 = wp::add(var_62, var_74);
        wp::array_store(var_element_jacobians, var_0, var_75);
    }
}

