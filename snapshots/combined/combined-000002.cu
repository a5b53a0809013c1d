// Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
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


// combined-000002.py:6
static CUDA_CALLABLE wp::vec_t<3, wp::float32> combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::int32 var_0 = -4;
    wp::int32 var_1;
    const wp::int32 var_2 = 5;
    wp::int32 var_3;
    const wp::int32 var_4 = 4;
    wp::int32 var_5;
    const wp::int32 var_6 = 1;
    bool var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = -0.0;
    wp::float32 var_12;
    const wp::int32 var_13 = 3;
    wp::mat_t<3, 3, wp::float32> var_14;
    const wp::float32 var_15 = 1.962;
    wp::mat_t<3, 3, wp::float32> var_16;
    wp::float32 var_17;
    bool var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.93;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.65;
    const wp::float32 var_28 = 0.29;
    const wp::float32 var_29 = 1.1;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = -1.73;
    wp::quat_t<wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    const wp::float32 var_37 = 0.49;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    const wp::float32 var_40 = -1.73;
    const wp::float32 var_41 = 0.76;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = -0.7;
    wp::float32 var_46;
    const wp::float32 var_47 = -1.0;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 0.0;
    const wp::float32 var_53 = 0.0;
    const wp::float32 var_54 = 2.5;
    wp::vec_t<3, wp::float32> var_55;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::float32 var_58 = -1.0;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::quat_t<wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::float32 var_64;
    wp::vec_t<3, wp::float32> var_65;
    const wp::int32 var_66 = 3;
    wp::mat_t<3, 3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = 1.9;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    //---------
    // forward
    // def combined_000002_f0(p0: wp.vec3) -> wp.vec3:                                        <L 7>
    // v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 + p0)), -0.0)             <L 8>
    var_1 = wp::abs(var_0);
    var_3 = wp::mod(var_1, var_2);
    var_5 = wp::mod(var_3, var_4);
    var_7 = (var_5 == var_6);
    var_8 = wp::neg(var_p0);
    var_9 = wp::add(var_p0, var_p0);
    var_10 = wp::dot(var_8, var_9);
    var_12 = wp::where(var_7, var_10, var_11);
    // if wp.determinant(wp.identity(n=3, dtype=float) * 1.962) > v0:                         <L 9>
    var_14 = wp::identity<3, wp::float32>();
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::determinant(var_16);
    var_18 = (var_17 > var_12);
    if (var_18) {
        // v0 -= wp.sin((v0 / (wp.abs(v0) + 1.0))) * 1.93                                     <L 10>
        var_19 = wp::abs(var_12);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::div(var_12, var_21);
        var_23 = wp::sin(var_22);
        var_25 = wp::mul(var_23, var_24);
        var_26 = wp::sub(var_12, var_25);
        // v1 = (v0 * wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.65, 0.29, 1.1)), -1.73), p0))       <L 11>
        var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
        var_31 = wp::normalize(var_30);
        var_33 = wp::quat_from_axis_angle(var_31, var_32);
        var_34 = wp::quat_rotate(var_33, var_p0);
        var_35 = wp::mul(var_26, var_34);
    }
    if (!var_18) {
        // p0 += wp.normalize(p0) * 0.49                                                      <L 13>
        var_36 = wp::normalize(var_p0);
        var_38 = wp::mul(var_36, var_37);
        var_39 = wp::add(var_p0, var_38);
        // v0 = v0 + wp.tanh(wp.clamp(v0, -1.73, 0.76))                                       <L 14>
        var_42 = wp::clamp(var_12, var_40, var_41);
        var_43 = wp::tanh(var_42);
        var_44 = wp::add(var_12, var_43);
        // v2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.7, (v0 + v0), wp.smoothstep(-1.0, 1.0, v0) * v0) + wp.vec3(0.0, 0.0, 2.5)), wp.smoothstep(-1.0, 1.0, v0) * v0)       <L 15>
        var_46 = wp::add(var_44, var_44);
        var_49 = wp::smoothstep(var_47, var_48, var_44);
        var_50 = wp::mul(var_49, var_44);
        var_51 = wp::vec_t<3, wp::float32>(var_45, var_46, var_50);
        var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
        var_56 = wp::add(var_51, var_55);
        var_57 = wp::normalize(var_56);
        var_60 = wp::smoothstep(var_58, var_59, var_44);
        var_61 = wp::mul(var_60, var_44);
        var_62 = wp::quat_from_axis_angle(var_57, var_61);
    }
    var_63 = wp::where(var_18, var_p0, var_39);
    var_64 = wp::where(var_18, var_26, var_44);
    // return ((p0 * v0) + (p0 @ wp.identity(n=3, dtype=float) * 1.9))                        <L 16>
    var_65 = wp::mul(var_63, var_64);
    var_67 = wp::identity<3, wp::float32>();
    var_68 = wp::mul(var_63, var_67);
    var_70 = wp::mul(var_68, var_69);
    var_71 = wp::add(var_65, var_70);
    return var_71;
}


// combined-000002.py:6
static CUDA_CALLABLE void adj_combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void combined_000002_1b35cef1_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_body_radii,
    wp::float32 var_time_step,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_total_energy,
    wp::array_t<wp::quat_t<wp::float32>> var_body_new_rotations)
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
        wp::range_t var_4;
        wp::int32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 0.5;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::range_t var_12;
        wp::int32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 5;
        wp::int32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::float32 var_23;
        const wp::int32 var_24 = 2;
        wp::int32 var_25;
        const wp::int32 var_26 = 1;
        bool var_27;
        const wp::float32 var_28 = 0.553;
        const wp::float32 var_29 = -1.4;
        wp::vec_t<2, wp::float32> var_30;
        const wp::float32 var_31 = 1.3;
        const wp::float32 var_32 = -1.66;
        wp::vec_t<2, wp::float32> var_33;
        wp::vec_t<2, wp::float32> var_34;
        const wp::float32 var_35 = 1.3;
        const wp::float32 var_36 = -0.5;
        wp::vec_t<2, wp::float32> var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 1.71;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 1.9;
        const wp::float32 var_45 = -0.81;
        const wp::float32 var_46 = -0.842;
        wp::quat_t<wp::float32> var_47;
        //---------
        // forward
        // def combined_000002(body_radii: wp.array[float], time_step: float, n: int, total_energy: wp.array[float], body_new_rotations: wp.array[wp.quat]):       <L 20>
        // tid = wp.tid()                                                                         <L 22>
        var_0 = builtin_tid1d();
        // v3 = body_radii[tid]                                                                   <L 23>
        var_1 = wp::address(var_body_radii, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j4 in range(n):                                                                    <L 24>
        var_4 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_4) == 0) goto end_for_0;
            var_5 = wp::iter_next(var_4);
            // time_step += wp.tanh(v3)                                                           <L 25>
            var_6 = wp::tanh(var_2);
            var_7 = wp::add(var_time_step, var_6);
            // v5 = wp.sqrt(wp.abs(time_step) + 0.5)                                              <L 26>
            var_8 = wp::abs(var_7);
            var_10 = wp::add(var_8, var_9);
            var_11 = wp::sqrt(var_10);
            wp::assign(var_time_step, var_7);
            goto start_for_0;
        end_for_0:;
        // for j6 in range(n):                                                                    <L 27>
        var_12 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_12) == 0) goto end_for_2;
            var_13 = wp::iter_next(var_12);
            // time_step = time_step + wp.tanh(v3)                                                <L 28>
            var_14 = wp::tanh(var_2);
            var_15 = wp::add(var_time_step, var_14);
            // wp.atomic_sub(total_energy, (tid * 5) % total_energy.shape[0], v3)                 <L 29>
            var_17 = wp::mul(var_0, var_16);
            var_18 = &(var_total_energy.shape);
            var_21 = wp::load(var_18);
            var_20 = wp::extract(var_21, var_19);
            var_22 = wp::mod(var_17, var_20);
            var_23 = wp::atomic_sub(var_total_energy, var_22, var_2);
            wp::assign(var_time_step, var_15);
            goto start_for_2;
        end_for_2:;
        // v7 = wp.dot(wp.where((tid) % 2 == 1, wp.vec2(0.553, -1.4), wp.vec2(1.3, -1.66)), wp.cw_mul(wp.vec2(1.3, -0.5), wp.vec2(v3, v3)))       <L 30>
        var_25 = wp::mod(var_0, var_24);
        var_27 = (var_25 == var_26);
        var_30 = wp::vec_t<2, wp::float32>(var_28, var_29);
        var_33 = wp::vec_t<2, wp::float32>(var_31, var_32);
        var_34 = wp::where(var_27, var_30, var_33);
        var_37 = wp::vec_t<2, wp::float32>(var_35, var_36);
        var_38 = wp::vec_t<2, wp::float32>(var_2, var_2);
        var_39 = wp::cw_mul(var_37, var_38);
        var_40 = wp::dot(var_34, var_39);
        // v8 = combined_000002_f0(wp.vec3(1.71))                                                 <L 31>
        var_42 = wp::vec_t<3, wp::float32>(var_41);
        var_43 = combined_000002_f0_0(var_42);
        // body_new_rotations[tid] = wp.quat_rpy(1.9, -0.81, -0.842)                              <L 32>
        var_47 = wp::quat_rpy(var_44, var_45, var_46);
        wp::array_store(var_body_new_rotations, var_0, var_47);
    }
}

