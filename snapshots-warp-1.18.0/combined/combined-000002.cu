// Generated for case combined-000002 with warp-lang 1.18.0. Do not edit.
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


// combined-000002.py:8
static CUDA_CALLABLE wp::vec_t<3, wp::float32> combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.06;
    const wp::float32 var_1 = -0.6;
    bool var_2;
    const wp::float32 var_3 = -0.06;
    const wp::int32 var_4 = 3;
    wp::mat_t<3, 3, wp::float32> var_5;
    const wp::float32 var_6 = -1.7;
    wp::mat_t<3, 3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 32;
    wp::range_t var_12;
    wp::int32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.1;
    const wp::float32 var_16 = -1.73;
    const wp::float32 var_17 = -1.9;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    const wp::float32 var_21 = 0.46;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    bool var_24;
    const wp::float32 var_25 = 1.3;
    bool var_26;
    const wp::float32 var_27 = 0.71;
    bool var_28;
    const wp::float32 var_29 = -0.7;
    const wp::int32 var_30 = 3;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::mat_t<3, 3, wp::float32> var_32;
    const wp::float32 var_33 = 0.71;
    wp::mat_t<3, 3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    //---------
    // forward
    // def combined_000002_f0(p0: wp.vec3) -> wp.vec3:                                        <L 9>
    // v0 = wp.where(-0.06 < -0.6, -0.06, wp.length_sq((wp.identity(n=3, dtype=float) * -1.7 @ p0)))       <L 10>
    var_2 = (var_0 < var_1);
    var_5 = wp::identity<3, wp::float32>();
    var_7 = wp::mul(var_5, var_6);
    var_8 = wp::mul(var_7, var_p0);
    var_9 = wp::length_sq(var_8);
    var_10 = wp::where(var_2, var_3, var_9);
    // for j1 in range(32):                                                                   <L 11>
    var_12 = wp::range(var_11);
    start_for_0:;
        if (iter_cmp(var_12) == 0) goto end_for_0;
        var_13 = wp::iter_next(var_12);
        // p0 += wp.normalize((wp.tanh(v0) * wp.vec3(1.1, -1.73, -1.9))) * 0.46               <L 12>
        var_14 = wp::tanh(var_10);
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_19 = wp::mul(var_14, var_18);
        var_20 = wp::normalize(var_19);
        var_22 = wp::mul(var_20, var_21);
        var_23 = wp::add(var_p0, var_22);
        wp::assign(var_p0, var_23);
        goto start_for_0;
    end_for_0:;
    // if (v0 <= 1.3) or (v0 <= 0.71):                                                        <L 13>
    var_26 = (var_10 <= var_25);
    var_24 = var_26;
    if (!var_24) {
        var_28 = (var_10 <= var_27);
        var_24 = var_24 || var_28;
    }
    if (var_24) {
        // return p0                                                                          <L 14>
        return var_p0;
    }
    // return (p0 @ (-0.7 * wp.identity(n=3, dtype=float) * 0.71))                            <L 15>
    var_31 = wp::identity<3, wp::float32>();
    var_32 = wp::mul(var_29, var_31);
    var_34 = wp::mul(var_32, var_33);
    var_35 = wp::mul(var_p0, var_34);
    return var_35;
}


// combined-000002.py:8
static CUDA_CALLABLE void adj_combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void combined_000002_t_54e5783e_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_temperatures,
    wp::float32 var_scale,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_total_counts,
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_forces)
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
        const wp::float32 var_4 = -1.34;
        const wp::float32 var_5 = -1.4;
        const wp::float32 var_6 = 0.867;
        wp::vec_t<3, wp::float32> var_7;
        const wp::float32 var_8 = -1.745;
        const wp::float32 var_9 = 1.59;
        const wp::float32 var_10 = -1.483;
        wp::vec_t<3, wp::float32> var_11;
        const wp::float32 var_12 = -1.1;
        const wp::float32 var_13 = -0.3;
        const wp::float32 var_14 = -1.3;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        const wp::float32 var_18 = 0.6;
        const wp::float32 var_19 = -1.337;
        const wp::float32 var_20 = -1.3;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        const wp::int32 var_23 = 0;
        wp::int32 var_24;
        const wp::int32 var_25 = 4;
        bool var_26;
        const wp::int32 var_27 = 1;
        wp::int32 var_28;
        const wp::int32 var_29 = 3;
        wp::mat_t<3, 3, wp::float32> var_30;
        const wp::float32 var_31 = -0.4;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        const wp::int32 var_39 = 1;
        wp::float32 var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = 1.1;
        wp::vec_t<3, wp::float32> var_46;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        //---------
        // forward
        // def combined_000002_t(body_temperatures: wp.array[Any], scale: float, n: int, total_counts: wp.array[Any], body_forces: wp.array[Any]):       <L 1>
        // tid = wp.tid()                                                                         <L 3>
        var_0 = builtin_tid1d();
        // v2 = body_temperatures[tid]                                                            <L 4>
        var_1 = wp::address(var_body_temperatures, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v3 = wp.lerp(wp.max(wp.vec3(-1.34, -1.4, 0.867), wp.lerp(wp.vec3(-1.745, 1.59, -1.483), wp.vec3(-1.1, -0.3, -1.3), scale)), wp.vec3(0.6, -1.337, -1.3), v2)       <L 5>
        var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
        var_16 = wp::lerp(var_11, var_15, var_scale);
        var_17 = wp::max(var_7, var_16);
        var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
        var_22 = wp::lerp(var_17, var_21, var_2);
        // w4 = int(0)                                                                            <L 6>
        var_24 = wp::int(var_23);
        // while w4 < 4:                                                                          <L 7>
        start_while_0:;
        var_26 = (var_24 < var_25);
        if ((var_26) == false) goto end_while_0;
            // w4 = w4 + 1                                                                        <L 8>
            var_28 = wp::add(var_24, var_27);
            // v2 = v2 + wp.cos(wp.degrees(wp.trace(wp.identity(n=3, dtype=float) * -0.4)))       <L 9>
            var_30 = wp::identity<3, wp::float32>();
            var_32 = wp::mul(var_30, var_31);
            var_33 = wp::trace(var_32);
            var_34 = wp::degrees(var_33);
            var_35 = wp::cos(var_34);
            var_36 = wp::add(var_2, var_35);
            wp::assign(var_2, var_36);
            wp::assign(var_24, var_28);
        goto start_while_0;
        end_while_0:;
        // v5 = (wp.normalize(wp.max(v3, v3)))[1]                                                 <L 10>
        var_37 = wp::max(var_22, var_22);
        var_38 = wp::normalize(var_37);
        var_40 = wp::extract(var_38, var_39);
        // v6 = combined_000002_f0((v3 + v3))                                                     <L 11>
        var_41 = wp::add(var_22, var_22);
        var_42 = combined_000002_f0_0(var_41);
        // body_forces[tid] = v3 + v6 + combined_000002_f0(v3) * 1.1 + wp.vec3(v5)                <L 12>
        var_43 = wp::add(var_22, var_42);
        var_44 = combined_000002_f0_0(var_22);
        var_46 = wp::mul(var_44, var_45);
        var_47 = wp::add(var_43, var_46);
        var_48 = wp::vec_t<3, wp::float32>(var_40);
        var_49 = wp::add(var_47, var_48);
        wp::array_store(var_body_forces, var_0, var_49);
    }
}

