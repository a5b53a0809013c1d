// Generated for case nested_loop-000002 with warp-lang 1.18.0. Do not edit.
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


// nested_loop-000002.py:6
static CUDA_CALLABLE wp::float32 nested_loop_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
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
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def nested_loop_000002_f0(p0: wp.vec2, p1: float, arr: wp.array[float], idx: int) -> float:       <L 7>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 8>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = p1                                                                                <L 9>
    var_8 = wp::copy(var_p1);
    // return (float(idx) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + p1 + v0 + v1 + p0[0] + p0[1]       <L 10>
    var_9 = wp::float(var_idx);
    var_10 = wp::dot(var_p0, var_p0);
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_9, var_13);
    var_15 = wp::add(var_14, var_p1);
    var_16 = wp::add(var_15, var_6);
    var_17 = wp::add(var_16, var_8);
    var_19 = wp::extract(var_p0, var_18);
    var_20 = wp::add(var_17, var_19);
    var_22 = wp::extract(var_p0, var_21);
    var_23 = wp::add(var_20, var_22);
    return var_23;
}


// nested_loop-000002.py:6
static CUDA_CALLABLE void adj_nested_loop_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void nested_loop_000002_e7ecded0_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_masses,
    wp::array_t<wp::float32> var_sample_temperatures,
    wp::float32 var_damping,
    wp::int32 var_n,
    wp::array_t<wp::vec_t<2, wp::float32>> var_sample_gradients,
    wp::array_t<wp::vec_t<2, wp::float32>> var_sample_uv_out,
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
        bool var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::range_t var_8;
        wp::int32 var_9;
        const wp::float32 var_10 = -0.777;
        wp::vec_t<2, wp::float32> var_11;
        wp::int32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 0;
        const wp::float32 var_18 = 0.5;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.5;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.61;
        const wp::float32 var_25 = -0.0;
        wp::vec_t<2, wp::float32> var_26;
        const wp::float32 var_27 = -1.3;
        const wp::float32 var_28 = 1.447;
        wp::vec_t<2, wp::float32> var_29;
        const wp::float32 var_30 = -1.681;
        const wp::int32 var_31 = -3;
        wp::int32 var_32;
        wp::float32 var_33;
        wp::int32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 1;
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.5;
        wp::float32 var_44;
        const wp::float32 var_45 = 0.61;
        const wp::float32 var_46 = -0.0;
        wp::vec_t<2, wp::float32> var_47;
        const wp::float32 var_48 = -1.3;
        const wp::float32 var_49 = 1.447;
        wp::vec_t<2, wp::float32> var_50;
        const wp::float32 var_51 = -1.681;
        const wp::int32 var_52 = -3;
        wp::int32 var_53;
        wp::float32 var_54;
        wp::int32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 2;
        const wp::float32 var_60 = 0.5;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::float32 var_64 = 0.5;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.61;
        const wp::float32 var_67 = -0.0;
        wp::vec_t<2, wp::float32> var_68;
        const wp::float32 var_69 = -1.3;
        const wp::float32 var_70 = 1.447;
        wp::vec_t<2, wp::float32> var_71;
        const wp::float32 var_72 = -1.681;
        const wp::int32 var_73 = -3;
        wp::int32 var_74;
        wp::float32 var_75;
        wp::int32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::range_t var_80;
        wp::int32 var_81;
        const wp::float32 var_82 = 0.5;
        wp::float32 var_83;
        const wp::float32 var_84 = -0.4;
        const wp::float32 var_85 = -0.03;
        wp::vec_t<2, wp::float32> var_86;
        const wp::float32 var_87 = 1.62;
        wp::int32 var_88;
        wp::float32 var_89;
        const wp::float32 var_90 = 2.14;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::float32 var_94 = -1.76;
        const wp::float32 var_95 = 0.7;
        wp::vec_t<2, wp::float32> var_96;
        const wp::float32 var_97 = 1.58;
        wp::vec_t<2, wp::float32> var_98;
        wp::vec_t<2, wp::float32> var_99;
        wp::float32 var_100;
        wp::vec_t<2, wp::float32> var_101;
        wp::vec_t<2, wp::float32> var_102;
        wp::vec_t<2, wp::float32> var_103;
        wp::vec_t<2, wp::float32> var_104;
        const wp::float32 var_105 = 1.04;
        wp::vec_t<2, wp::float32> var_106;
        wp::vec_t<2, wp::float32> var_107;
        wp::float32 var_108;
        wp::vec_t<2, wp::float32> var_109;
        wp::vec_t<2, wp::float32> var_110;
        wp::vec_t<2, wp::float32> var_111;
        wp::vec_t<2, wp::float32> var_112;
        //---------
        // forward
        // def nested_loop_000002(sample_masses: wp.array[float], sample_temperatures: wp.array[float], damping: float, n: int, sample_gradients: wp.array[wp.vec2], sample_uv_out: wp.array[wp.vec2], num_samples: int):       <L 14>
        // tid = wp.tid()  # this thread's element                                                <L 16>
        var_0 = builtin_tid1d();
        // if tid >= num_samples:                                                                 <L 17>
        var_1 = (var_0 >= var_num_samples);
        if (var_1) {
            // return  # past the end of the arrays                                               <L 18>
            continue;
        }
        // v2 = sample_masses[tid]                                                                <L 19>
        var_2 = wp::address(var_sample_masses, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v3 = sample_temperatures[tid]                                                          <L 20>
        var_5 = wp::address(var_sample_temperatures, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // for j4 in range(n):                                                                    <L 21>
        var_8 = wp::range(var_n);
        start_for_1:;
            if (iter_cmp(var_8) == 0) goto end_for_1;
            var_9 = wp::iter_next(var_8);
            // v2 = v2 + wp.sin((nested_loop_000002_f0(wp.vec2(-0.777), damping, sample_masses, wp.abs(j4)) - damping))       <L 22>
            var_11 = wp::vec_t<2, wp::float32>(var_10);
            var_12 = wp::abs(var_9);
            var_13 = nested_loop_000002_f0_0(var_11, var_damping, var_sample_masses, var_12);
            var_14 = wp::sub(var_13, var_damping);
            var_15 = wp::sin(var_14);
            var_16 = wp::add(var_3, var_15);
            // for j5 in range(3):                                                                <L 23>
            // damping = damping * 0.5 + wp.tanh(v3)                                              <L 24>
            var_19 = wp::mul(var_damping, var_18);
            var_20 = wp::tanh(var_6);
            var_21 = wp::add(var_19, var_20);
            // v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, sample_temperatures, wp.abs((-3))), sample_masses, wp.abs(j4)))       <L 25>
            var_23 = wp::mul(var_6, var_22);
            var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
            var_29 = wp::vec_t<2, wp::float32>(var_27, var_28);
            var_32 = wp::abs(var_31);
            var_33 = nested_loop_000002_f0_0(var_29, var_30, var_sample_temperatures, var_32);
            var_34 = wp::abs(var_9);
            var_35 = nested_loop_000002_f0_0(var_26, var_33, var_sample_masses, var_34);
            var_36 = wp::sin(var_35);
            var_37 = wp::add(var_23, var_36);
            // damping = damping * 0.5 + wp.tanh(v3)                                              <L 24>
            var_40 = wp::mul(var_21, var_39);
            var_41 = wp::tanh(var_37);
            var_42 = wp::add(var_40, var_41);
            // v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, sample_temperatures, wp.abs((-3))), sample_masses, wp.abs(j4)))       <L 25>
            var_44 = wp::mul(var_37, var_43);
            var_47 = wp::vec_t<2, wp::float32>(var_45, var_46);
            var_50 = wp::vec_t<2, wp::float32>(var_48, var_49);
            var_53 = wp::abs(var_52);
            var_54 = nested_loop_000002_f0_0(var_50, var_51, var_sample_temperatures, var_53);
            var_55 = wp::abs(var_9);
            var_56 = nested_loop_000002_f0_0(var_47, var_54, var_sample_masses, var_55);
            var_57 = wp::sin(var_56);
            var_58 = wp::add(var_44, var_57);
            // damping = damping * 0.5 + wp.tanh(v3)                                              <L 24>
            var_61 = wp::mul(var_42, var_60);
            var_62 = wp::tanh(var_58);
            var_63 = wp::add(var_61, var_62);
            // v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, sample_temperatures, wp.abs((-3))), sample_masses, wp.abs(j4)))       <L 25>
            var_65 = wp::mul(var_58, var_64);
            var_68 = wp::vec_t<2, wp::float32>(var_66, var_67);
            var_71 = wp::vec_t<2, wp::float32>(var_69, var_70);
            var_74 = wp::abs(var_73);
            var_75 = nested_loop_000002_f0_0(var_71, var_72, var_sample_temperatures, var_74);
            var_76 = wp::abs(var_9);
            var_77 = nested_loop_000002_f0_0(var_68, var_75, var_sample_masses, var_76);
            var_78 = wp::sin(var_77);
            var_79 = wp::add(var_65, var_78);
            // for j6 in range(n):                                                                <L 26>
            var_80 = wp::range(var_n);
            start_for_3:;
                if (iter_cmp(var_80) == 0) goto end_for_3;
                var_81 = wp::iter_next(var_80);
                // damping = damping * 0.5 + wp.tanh((nested_loop_000002_f0(wp.vec2(-0.4, -0.03), 1.62, sample_masses, wp.abs(tid)) / 2.14))       <L 27>
                var_83 = wp::mul(var_63, var_82);
                var_86 = wp::vec_t<2, wp::float32>(var_84, var_85);
                var_88 = wp::abs(var_0);
                var_89 = nested_loop_000002_f0_0(var_86, var_87, var_sample_masses, var_88);
                var_91 = wp::div(var_89, var_90);
                var_92 = wp::tanh(var_91);
                var_93 = wp::add(var_83, var_92);
                wp::assign(var_63, var_93);
                goto start_for_3;
            end_for_3:;
            wp::assign(var_damping, var_63);
            wp::assign(var_3, var_16);
            wp::assign(var_6, var_79);
            goto start_for_1;
        end_for_1:;
        // v7 = wp.vec2(-1.76, 0.7)                                                               <L 28>
        var_96 = wp::vec_t<2, wp::float32>(var_94, var_95);
        // sample_gradients[tid] = v7 + v7 * 1.58 + wp.vec2(wp.sin(v3)) + wp.vec2(damping)        <L 29>
        var_98 = wp::mul(var_96, var_97);
        var_99 = wp::add(var_96, var_98);
        var_100 = wp::sin(var_6);
        var_101 = wp::vec_t<2, wp::float32>(var_100);
        var_102 = wp::add(var_99, var_101);
        var_103 = wp::vec_t<2, wp::float32>(var_damping);
        var_104 = wp::add(var_102, var_103);
        wp::array_store(var_sample_gradients, var_0, var_104);
        // sample_uv_out[tid] = v7 + v7 * 1.04 + wp.vec2(wp.sin(v3)) + wp.vec2(v2)                <L 31>
        var_106 = wp::mul(var_96, var_105);
        var_107 = wp::add(var_96, var_106);
        var_108 = wp::sin(var_6);
        var_109 = wp::vec_t<2, wp::float32>(var_108);
        var_110 = wp::add(var_107, var_109);
        var_111 = wp::vec_t<2, wp::float32>(var_3);
        var_112 = wp::add(var_110, var_111);
        wp::array_store(var_sample_uv_out, var_0, var_112);
    }
}

