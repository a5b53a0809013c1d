// Generated for case static-000001 with warp-lang 1.19.0. Do not edit.
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


// static-000001.py:11
static CUDA_CALLABLE wp::float32 static_000001_op0_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.2;
    const wp::float32 var_5 = 1.8;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.502;
    wp::float32 var_9;
    //---------
    // forward
    // def static_000001_op0(x: float) -> float:                                              <L 12>
    // return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502                <L 13>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::log2(var_2);
    var_6 = wp::clamp(var_3, var_4, var_5);
    var_7 = wp::erfcinv(var_6);
    var_9 = wp::mul(var_7, var_8);
    return var_9;
}


// static-000001.py:16
static CUDA_CALLABLE wp::float32 static_000001_op1_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.5;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.59;
    wp::float32 var_6;
    //---------
    // forward
    // def static_000001_op1(x: float) -> float:                                              <L 17>
    // return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                        <L 18>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::sqrt(var_2);
    var_4 = wp::cbrt(var_3);
    var_6 = wp::mul(var_4, var_5);
    return var_6;
}


// static-000001.py:21
static CUDA_CALLABLE wp::float32 static_000001_op2_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.8;
    wp::float32 var_3;
    //---------
    // forward
    // def static_000001_op2(x: float) -> float:                                              <L 22>
    // return wp.frac(wp.cbrt(x)) * 0.8                                                       <L 23>
    var_0 = wp::cbrt(var_x);
    var_1 = wp::frac(var_0);
    var_3 = wp::mul(var_1, var_2);
    return var_3;
}


// static-000001.py:11
static CUDA_CALLABLE void adj_static_000001_op0_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// static-000001.py:16
static CUDA_CALLABLE void adj_static_000001_op1_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// static-000001.py:21
static CUDA_CALLABLE void adj_static_000001_op2_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void static_000001_f61afb21_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_weights,
    wp::array_t<wp::float32> var_sample_phases,
    wp::array_t<wp::float32> var_sample_residuals,
    wp::array_t<wp::float32> var_sample_costs)
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
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const bool var_13 = true;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 0;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.44;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 1;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.88;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 0;
        wp::float32 var_29;
        const wp::float32 var_30 = 0.5;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.52;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.04;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        wp::float32 var_47;
        const wp::float32 var_48 = 0.5;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = 1.56;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 3;
        wp::float32 var_56;
        const wp::float32 var_57 = 0.5;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = 2.08;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::int32 var_64 = 0;
        const wp::float32 var_65 = 0.0;
        const wp::float32 var_66 = 1.3;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::int32 var_72 = 1;
        const wp::float32 var_73 = 3.0;
        const wp::float32 var_74 = 1.3;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        const wp::float32 var_80 = 0.0;
        wp::float32 var_81;
        const wp::int32 var_82 = 0;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        const wp::int32 var_86 = 1;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        const wp::int32 var_90 = 2;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        const wp::float32 var_96 = 1.93;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::float32 var_101 = 0.88;
        wp::float32 var_102;
        wp::float32 var_103;
        //---------
        // forward
        // def static_000001(sample_weights: wp.array[float], sample_phases: wp.array[float], sample_residuals: wp.array[float], sample_costs: wp.array[float]):       <L 30>
        // tid = wp.tid()  # launch index                                                         <L 32>
        var_0 = builtin_tid1d();
        // if tid >= sample_weights.shape[0]:                                                     <L 33>
        var_1 = &(var_sample_weights.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return  # past the end of the arrays                                               <L 34>
            continue;
        }
        // v0 = sample_weights[tid]                                                               <L 35>
        var_6 = wp::address(var_sample_weights, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v1 = sample_phases[tid]                                                                <L 36>
        var_9 = wp::address(var_sample_phases, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v2 = v1                                                                                <L 37>
        var_12 = wp::copy(var_10);
        // if wp.static(K1 % 2 == 0):                                                             <L 38>
        // v0 += wp.sin(v0)                                                                       <L 39>
        var_14 = wp::sin(var_7);
        var_15 = wp::add(var_7, var_14);
        // for u3 in range(wp.static(2)):                                                         <L 40>
        // v0 = v0 + wp.sin(float(tid)) * wp.static(float(u3 + 1) * 0.44)                         <L 41>
        var_17 = wp::float(var_0);
        var_18 = wp::sin(var_17);
        var_20 = wp::mul(var_18, var_19);
        var_21 = wp::add(var_15, var_20);
        var_23 = wp::float(var_0);
        var_24 = wp::sin(var_23);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_21, var_26);
        // for u4 in range(wp.static(K1)):                                                        <L 44>
        // v0 = v0 + wp.sin(wp.sqrt(wp.abs(v2) + 0.5)) * wp.static(float(u4 + 1) * 0.52)          <L 45>
        var_29 = wp::abs(var_12);
        var_31 = wp::add(var_29, var_30);
        var_32 = wp::sqrt(var_31);
        var_33 = wp::sin(var_32);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::add(var_27, var_35);
        var_38 = wp::abs(var_12);
        var_40 = wp::add(var_38, var_39);
        var_41 = wp::sqrt(var_40);
        var_42 = wp::sin(var_41);
        var_44 = wp::mul(var_42, var_43);
        var_45 = wp::add(var_36, var_44);
        var_47 = wp::abs(var_12);
        var_49 = wp::add(var_47, var_48);
        var_50 = wp::sqrt(var_49);
        var_51 = wp::sin(var_50);
        var_53 = wp::mul(var_51, var_52);
        var_54 = wp::add(var_45, var_53);
        var_56 = wp::abs(var_12);
        var_58 = wp::add(var_56, var_57);
        var_59 = wp::sqrt(var_58);
        var_60 = wp::sin(var_59);
        var_62 = wp::mul(var_60, var_61);
        var_63 = wp::add(var_54, var_62);
        // for u5 in range(wp.static(2)):                                                         <L 46>
        // v1 += wp.static(float(u5 * 3)) * 1.3 * wp.tanh(wp.max(v1, v1))                         <L 47>
        var_67 = wp::mul(var_65, var_66);
        var_68 = wp::max(var_10, var_10);
        var_69 = wp::tanh(var_68);
        var_70 = wp::mul(var_67, var_69);
        var_71 = wp::add(var_10, var_70);
        var_75 = wp::mul(var_73, var_74);
        var_76 = wp::max(var_71, var_71);
        var_77 = wp::tanh(var_76);
        var_78 = wp::mul(var_75, var_77);
        var_79 = wp::add(var_71, var_78);
        // v6 = float(0.0)                                                                        <L 48>
        var_81 = wp::float(var_80);
        // for u7 in range(wp.static(len(OPS))):                                                  <L 49>
        // v6 += wp.static(OPS[u7])((v1 + v1))                                                    <L 50>
        var_83 = wp::add(var_79, var_79);
        var_84 = static_000001_op0_0(var_83);
        var_85 = wp::add(var_81, var_84);
        var_87 = wp::add(var_79, var_79);
        var_88 = static_000001_op1_0(var_87);
        var_89 = wp::add(var_85, var_88);
        var_91 = wp::add(var_79, var_79);
        var_92 = static_000001_op2_0(var_91);
        var_93 = wp::add(var_89, var_92);
        // sample_residuals[tid] = v1 + v2 + v6 + v0 * 1.93                                       <L 51>
        var_94 = wp::add(var_79, var_12);
        var_95 = wp::add(var_94, var_93);
        var_97 = wp::mul(var_63, var_96);
        var_98 = wp::add(var_95, var_97);
        wp::array_store(var_sample_residuals, var_0, var_98);
        // sample_costs[tid] = v1 + v2 + v6 + v1 * 0.88                                           <L 53>
        var_99 = wp::add(var_79, var_12);
        var_100 = wp::add(var_99, var_93);
        var_102 = wp::mul(var_79, var_101);
        var_103 = wp::add(var_100, var_102);
        wp::array_store(var_sample_costs, var_0, var_103);
    }
}

