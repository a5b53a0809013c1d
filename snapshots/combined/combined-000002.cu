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
    const wp::float32 var_0 = 0.0;
    wp::float32 var_1;
    const wp::int32 var_2 = -4;
    wp::int32 var_3;
    const wp::int32 var_4 = 5;
    wp::int32 var_5;
    const wp::int32 var_6 = 4;
    wp::int32 var_7;
    const wp::int32 var_8 = 1;
    bool var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = -0.0;
    wp::float32 var_14;
    const wp::int32 var_15 = 3;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = 1.962;
    wp::mat_t<3, 3, wp::float32> var_18;
    wp::float32 var_19;
    bool var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 1.93;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.65;
    const wp::float32 var_30 = 0.29;
    const wp::float32 var_31 = 1.1;
    wp::vec_t<3, wp::float32> var_32;
    wp::vec_t<3, wp::float32> var_33;
    const wp::float32 var_34 = -1.73;
    wp::quat_t<wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    const wp::int32 var_40 = 1;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = 0.49;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::float32 var_51 = -1.73;
    const wp::float32 var_52 = 0.76;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -0.7;
    wp::float32 var_57;
    const wp::float32 var_58 = -1.0;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::vec_t<3, wp::float32> var_62;
    const wp::float32 var_63 = 0.0;
    const wp::float32 var_64 = 0.0;
    const wp::float32 var_65 = 2.5;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = -1.0;
    const wp::float32 var_70 = 1.0;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::quat_t<wp::float32> var_73;
    const wp::int32 var_74 = 0;
    wp::float32 var_75;
    const wp::int32 var_76 = 1;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::int32 var_79 = 2;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::int32 var_82 = 3;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::vec_t<3, wp::float32> var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::vec_t<3, wp::float32> var_89;
    const wp::int32 var_90 = 3;
    wp::mat_t<3, 3, wp::float32> var_91;
    wp::vec_t<3, wp::float32> var_92;
    const wp::float32 var_93 = 1.9;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    wp::vec_t<3, wp::float32> var_97;
    //---------
    // forward
    // def combined_000002_f0(p0: wp.vec3) -> wp.vec3:                                        <L 7>
    // v3 = float(0.0)                                                                        <L 8>
    var_1 = wp::float(var_0);
    // v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 + p0)), -0.0)             <L 9>
    var_3 = wp::abs(var_2);
    var_5 = wp::mod(var_3, var_4);
    var_7 = wp::mod(var_5, var_6);
    var_9 = (var_7 == var_8);
    var_10 = wp::neg(var_p0);
    var_11 = wp::add(var_p0, var_p0);
    var_12 = wp::dot(var_10, var_11);
    var_14 = wp::where(var_9, var_12, var_13);
    // if wp.determinant(wp.identity(n=3, dtype=float) * 1.962) > v0:                         <L 10>
    var_16 = wp::identity<3, wp::float32>();
    var_18 = wp::mul(var_16, var_17);
    var_19 = wp::determinant(var_18);
    var_20 = (var_19 > var_14);
    if (var_20) {
        // v0 -= wp.sin((v0 / (wp.abs(v0) + 1.0))) * 1.93                                     <L 11>
        var_21 = wp::abs(var_14);
        var_23 = wp::add(var_21, var_22);
        var_24 = wp::div(var_14, var_23);
        var_25 = wp::sin(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::sub(var_14, var_27);
        // v1 = (v0 * wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.65, 0.29, 1.1)), -1.73), p0))       <L 12>
        var_32 = wp::vec_t<3, wp::float32>(var_29, var_30, var_31);
        var_33 = wp::normalize(var_32);
        var_35 = wp::quat_from_axis_angle(var_33, var_34);
        var_36 = wp::quat_rotate(var_35, var_p0);
        var_37 = wp::mul(var_28, var_36);
        // v3 += v1[0] + v1[1] + v1[2]                                                        <L 13>
        var_39 = wp::extract(var_37, var_38);
        var_41 = wp::extract(var_37, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_37, var_43);
        var_45 = wp::add(var_42, var_44);
        var_46 = wp::add(var_1, var_45);
    }
    if (!var_20) {
        // p0 += wp.normalize(p0) * 0.49                                                      <L 15>
        var_47 = wp::normalize(var_p0);
        var_49 = wp::mul(var_47, var_48);
        var_50 = wp::add(var_p0, var_49);
        // v0 = v0 + wp.tanh(wp.clamp(v0, -1.73, 0.76))                                       <L 16>
        var_53 = wp::clamp(var_14, var_51, var_52);
        var_54 = wp::tanh(var_53);
        var_55 = wp::add(var_14, var_54);
        // v2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.7, (v0 + v0), wp.smoothstep(-1.0, 1.0, v0) * v0) + wp.vec3(0.0, 0.0, 2.5)), wp.smoothstep(-1.0, 1.0, v0) * v0)       <L 17>
        var_57 = wp::add(var_55, var_55);
        var_60 = wp::smoothstep(var_58, var_59, var_55);
        var_61 = wp::mul(var_60, var_55);
        var_62 = wp::vec_t<3, wp::float32>(var_56, var_57, var_61);
        var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
        var_67 = wp::add(var_62, var_66);
        var_68 = wp::normalize(var_67);
        var_71 = wp::smoothstep(var_69, var_70, var_55);
        var_72 = wp::mul(var_71, var_55);
        var_73 = wp::quat_from_axis_angle(var_68, var_72);
        // v3 += v2[0] + v2[1] + v2[2] + v2[3]                                                <L 18>
        var_75 = wp::extract(var_73, var_74);
        var_77 = wp::extract(var_73, var_76);
        var_78 = wp::add(var_75, var_77);
        var_80 = wp::extract(var_73, var_79);
        var_81 = wp::add(var_78, var_80);
        var_83 = wp::extract(var_73, var_82);
        var_84 = wp::add(var_81, var_83);
        var_85 = wp::add(var_1, var_84);
    }
    var_86 = wp::where(var_20, var_p0, var_50);
    var_87 = wp::where(var_20, var_46, var_85);
    var_88 = wp::where(var_20, var_28, var_55);
    // return ((p0 * v0) + (p0 @ wp.identity(n=3, dtype=float) * 1.9)) + wp.vec3(v3)          <L 19>
    var_89 = wp::mul(var_86, var_88);
    var_91 = wp::identity<3, wp::float32>();
    var_92 = wp::mul(var_86, var_91);
    var_94 = wp::mul(var_92, var_93);
    var_95 = wp::add(var_89, var_94);
    var_96 = wp::vec_t<3, wp::float32>(var_87);
    var_97 = wp::add(var_95, var_96);
    return var_97;
}


// combined-000002.py:6
static CUDA_CALLABLE void adj_combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void combined_000002_802c92b4_cuda_kernel_forward(
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::range_t var_6;
        wp::int32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 0.5;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::range_t var_15;
        wp::int32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::int32 var_21 = 0;
        const wp::int32 var_22 = 5;
        wp::int32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        wp::float32* var_29;
        const wp::float32 var_30 = 1.61;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::range_t var_35;
        wp::int32 var_36;
        const wp::float32 var_37 = 0.5;
        wp::float32 var_38;
        const wp::float32 var_39 = 0.9;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        const wp::int32 var_43 = 5;
        wp::int32 var_44;
        wp::shape_t* var_45;
        const wp::int32 var_46 = 0;
        wp::int32 var_47;
        wp::shape_t var_48;
        wp::int32 var_49;
        wp::float32* var_50;
        const wp::float32 var_51 = 1.61;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::range_t var_56;
        wp::int32 var_57;
        const wp::float32 var_58 = 0.5;
        wp::float32 var_59;
        const wp::float32 var_60 = 0.9;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 1.4;
        wp::vec_t<3, wp::float32> var_64;
        wp::vec_t<3, wp::float32> var_65;
        const wp::float32 var_66 = 0.0;
        const wp::float32 var_67 = 0.0;
        const wp::float32 var_68 = 2.5;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        const wp::int32 var_72 = 3;
        wp::mat_t<3, 3, wp::float32> var_73;
        const wp::float32 var_74 = -0.3;
        wp::mat_t<3, 3, wp::float32> var_75;
        wp::float32 var_76;
        wp::quat_t<wp::float32> var_77;
        const wp::float32 var_78 = 0.0;
        const wp::float32 var_79 = 0.0;
        const wp::float32 var_80 = 1.0;
        wp::vec_t<3, wp::float32> var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::quat_t<wp::float32> var_84;
        wp::quat_t<wp::float32> var_85;
        wp::quat_t<wp::float32> var_86;
        //---------
        // forward
        // def combined_000002(body_radii: wp.array[float], time_step: float, n: int, total_energy: wp.array[float], body_new_rotations: wp.array[wp.quat]):       <L 23>
        // tid = wp.tid()                                                                         <L 25>
        var_0 = builtin_tid1d();
        // v12 = float(0.0)                                                                       <L 26>
        var_2 = wp::float(var_1);
        // v4 = body_radii[tid]                                                                   <L 27>
        var_3 = wp::address(var_body_radii, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // for j5 in range(n):                                                                    <L 28>
        var_6 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_6) == 0) goto end_for_0;
            var_7 = wp::iter_next(var_6);
            // time_step += wp.tanh(v4)                                                           <L 29>
            var_8 = wp::tanh(var_4);
            var_9 = wp::add(var_time_step, var_8);
            // v6 = wp.sqrt(wp.abs(time_step) + 0.5)                                              <L 30>
            var_10 = wp::abs(var_9);
            var_12 = wp::add(var_10, var_11);
            var_13 = wp::sqrt(var_12);
            // v12 += v6                                                                          <L 31>
            var_14 = wp::add(var_2, var_13);
            wp::assign(var_time_step, var_9);
            wp::assign(var_2, var_14);
            goto start_for_0;
        end_for_0:;
        // for j7 in range(n):                                                                    <L 32>
        var_15 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_15) == 0) goto end_for_2;
            var_16 = wp::iter_next(var_15);
            // time_step = time_step + wp.tanh(v4)                                                <L 33>
            var_17 = wp::tanh(var_4);
            var_18 = wp::add(var_time_step, var_17);
            // v8 = v4                                                                            <L 34>
            var_19 = wp::copy(var_4);
            // v12 += v8                                                                          <L 35>
            var_20 = wp::add(var_2, var_19);
            wp::assign(var_time_step, var_18);
            wp::assign(var_2, var_20);
            goto start_for_2;
        end_for_2:;
        // for j9 in range(2):                                                                    <L 36>
        // v4 = v4 + wp.sin((body_radii[(tid + 5) % body_radii.shape[0]] / 1.61))                 <L 37>
        var_23 = wp::add(var_0, var_22);
        var_24 = &(var_body_radii.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_23, var_26);
        var_29 = wp::address(var_body_radii, var_28);
        var_32 = wp::load(var_29);
        var_31 = wp::div(var_32, var_30);
        var_33 = wp::sin(var_31);
        var_34 = wp::add(var_4, var_33);
        // for j10 in range(n):                                                                   <L 38>
        var_35 = wp::range(var_n);
        start_for_4:;
            if (iter_cmp(var_35) == 0) goto end_for_4;
            var_36 = wp::iter_next(var_35);
            // v4 = v4 * 0.5 + wp.sin(0.9)                                                        <L 39>
            var_38 = wp::mul(var_34, var_37);
            var_40 = wp::sin(var_39);
            var_41 = wp::add(var_38, var_40);
            wp::assign(var_34, var_41);
            goto start_for_4;
        end_for_4:;
        // v4 = v4 + wp.sin((body_radii[(tid + 5) % body_radii.shape[0]] / 1.61))                 <L 37>
        var_44 = wp::add(var_0, var_43);
        var_45 = &(var_body_radii.shape);
        var_48 = wp::load(var_45);
        var_47 = wp::extract(var_48, var_46);
        var_49 = wp::mod(var_44, var_47);
        var_50 = wp::address(var_body_radii, var_49);
        var_53 = wp::load(var_50);
        var_52 = wp::div(var_53, var_51);
        var_54 = wp::sin(var_52);
        var_55 = wp::add(var_34, var_54);
        // for j10 in range(n):                                                                   <L 38>
        var_56 = wp::range(var_n);
        start_for_6:;
            if (iter_cmp(var_56) == 0) goto end_for_6;
            var_57 = wp::iter_next(var_56);
            // v4 = v4 * 0.5 + wp.sin(0.9)                                                        <L 39>
            var_59 = wp::mul(var_55, var_58);
            var_61 = wp::sin(var_60);
            var_62 = wp::add(var_59, var_61);
            wp::assign(var_55, var_62);
            goto start_for_6;
        end_for_6:;
        // v11 = combined_000002_f0(wp.vec3(1.4))                                                 <L 40>
        var_64 = wp::vec_t<3, wp::float32>(var_63);
        var_65 = combined_000002_f0_0(var_64);
        // body_new_rotations[tid] = wp.normalize(wp.quat_from_axis_angle(wp.normalize(v11 + wp.vec3(0.0, 0.0, 2.5)), wp.trace(wp.identity(n=3, dtype=float) * -0.3)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v4 + time_step + v12))       <L 41>
        var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
        var_70 = wp::add(var_65, var_69);
        var_71 = wp::normalize(var_70);
        var_73 = wp::identity<3, wp::float32>();
        var_75 = wp::mul(var_73, var_74);
        var_76 = wp::trace(var_75);
        var_77 = wp::quat_from_axis_angle(var_71, var_76);
        var_81 = wp::vec_t<3, wp::float32>(var_78, var_79, var_80);
        var_82 = wp::add(var_55, var_time_step);
        var_83 = wp::add(var_82, var_2);
        var_84 = wp::quat_from_axis_angle(var_81, var_83);
        var_85 = wp::mul(var_77, var_84);
        var_86 = wp::normalize(var_85);
        wp::array_store(var_body_new_rotations, var_0, var_86);
    }
}

