// Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
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


// scalar_param-000000.py:14
static CUDA_CALLABLE void scalar_param_000000_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & ret_0,
    wp::vec_t<3, wp::float32> & ret_1)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.2;
    const wp::float32 var_11 = 1.7;
    const wp::float32 var_12 = 1.7;
    wp::vec_t<3, wp::float32> var_13;
    //---------
    // forward
    // def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):       <L 15>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 16>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.abs(p0)                                                                        <L 17>
    var_8 = wp::abs(var_p0);
    // return v1 + v0, wp.vec3(1.2, 1.7, 1.7)                                                 <L 18>
    var_9 = wp::add(var_8, var_6);
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    ret_0 = var_9;
    ret_1 = var_13;
    return;
}


// scalar_param-000000.py:14
static CUDA_CALLABLE void adj_scalar_param_000000_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & ret_0,
    wp::vec_t<3, wp::float32> & ret_1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret_0,
    wp::vec_t<3, wp::float32> & adj_ret_1)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void scalar_param_000000_7043441e_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements,
    wp::array_t<wp::float32> var_body_weights,
    wp::int32 var_mode,
    wp::vec_t<3, wp::float32> var_scale,
    wp::vec_t<3, wp::float32> var_radius,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::float32> var_body_energies)
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
        wp::shape_t* var_1;
        const wp::int32 var_2 = 0;
        wp::int32 var_3;
        wp::shape_t var_4;
        bool var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32* var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.0;
        const wp::int32 var_16 = 2;
        bool var_17;
        const wp::float32 var_18 = 0.11;
        wp::float32 var_19;
        const wp::int32 var_20 = 0;
        const wp::float32 var_21 = 0.4;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::range_t var_25;
        wp::int32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 0.25;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = -4;
        wp::float32 var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.21;
        wp::float32 var_39;
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
        const wp::int32 var_50 = 0;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 1;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::int32 var_56 = 2;
        wp::float32 var_57;
        wp::float32 var_58;
        //---------
        // forward
        // def scalar_param_000000(body_radii: wp.array[float], body_displacements: wp.array[wp.vec3], body_weights: wp.array[float], mode: int, scale: wp.vec3, radius: wp.vec3, n: int, total_counts: wp.array[float], body_energies: wp.array[float]):       <L 22>
        // tid = wp.tid()                                                                         <L 23>
        var_0 = builtin_tid1d();
        // if tid >= body_weights.shape[0]:                                                       <L 24>
        var_1 = &(var_body_weights.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return                                                                             <L 25>
            continue;
        }
        // v2 = body_radii[tid]                                                                   <L 26>
        var_6 = wp::address(var_body_radii, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v3 = body_displacements[tid]                                                           <L 27>
        var_9 = wp::address(var_body_displacements, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v4 = body_weights[tid]                                                                 <L 28>
        var_12 = wp::address(var_body_weights, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::copy(var_14);
        // gain5 = 1.0                                                                            <L 29>
        // if mode == JointKind.PRISMATIC:                                                        <L 30>
        var_17 = (var_mode == var_16);
        if (var_17) {
            // gain5 = 0.11                                                                       <L 31>
        }
        var_19 = wp::where(var_17, var_18, var_15);
        // wp.atomic_add(total_counts, 0, ((v4 * 0.4) + v4))                                      <L 32>
        var_22 = wp::mul(var_13, var_21);
        var_23 = wp::add(var_22, var_13);
        var_24 = wp::atomic_add(var_total_counts, var_20, var_23);
        // for j6 in range(n):                                                                    <L 33>
        var_25 = wp::range(var_n);
        start_for_1:;
            if (iter_cmp(var_25) == 0) goto end_for_1;
            var_26 = wp::iter_next(var_25);
            // gain5 = gain5 + wp.sin(v2)                                                         <L 34>
            var_27 = wp::sin(var_7);
            var_28 = wp::add(var_19, var_27);
            wp::assign(var_19, var_28);
            goto start_for_1;
        end_for_1:;
        // v7 = wp.lerp(v4, v4, 0.25)                                                             <L 35>
        var_30 = wp::lerp(var_13, var_13, var_29);
        // v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), body_weights, (-4))         <L 36>
        var_31 = wp::add(var_19, var_7);
        var_32 = wp::rint(var_13);
        scalar_param_000000_f0_0(var_31, var_32, var_body_weights, var_33, var_34, var_35);
        // body_energies[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]       <L 37>
        var_36 = wp::add(var_19, var_30);
        var_37 = wp::add(var_36, var_34);
        var_39 = wp::mul(var_34, var_38);
        var_40 = wp::add(var_37, var_39);
        var_42 = wp::extract(var_10, var_41);
        var_43 = wp::add(var_40, var_42);
        var_45 = wp::extract(var_10, var_44);
        var_46 = wp::add(var_43, var_45);
        var_48 = wp::extract(var_10, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_35, var_50);
        var_52 = wp::add(var_49, var_51);
        var_54 = wp::extract(var_35, var_53);
        var_55 = wp::add(var_52, var_54);
        var_57 = wp::extract(var_35, var_56);
        var_58 = wp::add(var_55, var_57);
        wp::array_store(var_body_energies, var_0, var_58);
    }
}

