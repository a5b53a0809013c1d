// Generated for case static-000001 with warp-lang 1.18.0. Do not edit.
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
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
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
    goto label0;
    //---------
    // reverse
    label0:;
    adj_9 += adj_ret;
    wp::adj_mul(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_erfcinv(var_6, var_7, adj_6, adj_7);
    wp::adj_clamp(var_3, var_4, var_5, adj_3, adj_4, adj_5, adj_6);
    wp::adj_log2(var_2, adj_2, adj_3);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_x, adj_x, adj_0);
    // adj: return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502           <L 13>
    // adj: def static_000001_op0(x: float) -> float:                                         <L 12>
    return;
}


// static-000001.py:16
static CUDA_CALLABLE void adj_static_000001_op1_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
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
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    //---------
    // forward
    // def static_000001_op1(x: float) -> float:                                              <L 17>
    // return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                        <L 18>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::sqrt(var_2);
    var_4 = wp::cbrt(var_3);
    var_6 = wp::mul(var_4, var_5);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_6 += adj_ret;
    wp::adj_mul(var_4, var_5, adj_4, adj_5, adj_6);
    wp::adj_cbrt(var_3, var_4, adj_3, adj_4);
    wp::adj_sqrt(var_2, var_3, adj_2, adj_3);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_x, adj_x, adj_0);
    // adj: return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                   <L 18>
    // adj: def static_000001_op1(x: float) -> float:                                         <L 17>
    return;
}


// static-000001.py:21
static CUDA_CALLABLE void adj_static_000001_op2_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.8;
    wp::float32 var_3;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    //---------
    // forward
    // def static_000001_op2(x: float) -> float:                                              <L 22>
    // return wp.frac(wp.cbrt(x)) * 0.8                                                       <L 23>
    var_0 = wp::cbrt(var_x);
    var_1 = wp::frac(var_0);
    var_3 = wp::mul(var_1, var_2);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_3 += adj_ret;
    wp::adj_mul(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_cbrt(var_x, var_0, adj_x, adj_0);
    // adj: return wp.frac(wp.cbrt(x)) * 0.8                                                  <L 23>
    // adj: def static_000001_op2(x: float) -> float:                                         <L 22>
    return;
}



extern "C" __global__ void static_000001_t_495ed31c_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        const bool var_8 = true;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.44;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.88;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.5;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 0.52;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.04;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 2;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.5;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.56;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 3;
        wp::float32 var_51;
        const wp::float32 var_52 = 0.5;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 2.08;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 0;
        const wp::float32 var_60 = 0.0;
        const wp::float32 var_61 = 1.3;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        const wp::float32 var_68 = 3.0;
        const wp::float32 var_69 = 1.3;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = 0.0;
        wp::float32 var_76;
        const wp::int32 var_77 = 0;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::int32 var_81 = 1;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        const wp::int32 var_85 = 2;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 1.93;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        const wp::float32 var_96 = 0.88;
        wp::float32 var_97;
        wp::float32 var_98;
        //---------
        // forward
        // def static_000001_t(x0: wp.array[Any], x1: wp.array[Any], out0: wp.array[Any], out1: wp.array[Any]):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 3>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 4>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 5>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = v1                                                                                <L 6>
        var_7 = wp::copy(var_5);
        // if wp.static(K1 % 2 == 0):                                                             <L 7>
        // v0 += wp.sin(v0)                                                                       <L 8>
        var_9 = wp::sin(var_2);
        var_10 = wp::add(var_2, var_9);
        // for u3 in range(wp.static(2)):                                                         <L 9>
        // v0 = v0 + wp.sin(float(tid)) * wp.static(float(u3 + 1) * 0.44)                         <L 10>
        var_12 = wp::float(var_0);
        var_13 = wp::sin(var_12);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::add(var_10, var_15);
        var_18 = wp::float(var_0);
        var_19 = wp::sin(var_18);
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_16, var_21);
        // for u4 in range(wp.static(K1)):                                                        <L 13>
        // v0 = v0 + wp.sin(wp.sqrt(wp.abs(v2) + 0.5)) * wp.static(float(u4 + 1) * 0.52)          <L 14>
        var_24 = wp::abs(var_7);
        var_26 = wp::add(var_24, var_25);
        var_27 = wp::sqrt(var_26);
        var_28 = wp::sin(var_27);
        var_30 = wp::mul(var_28, var_29);
        var_31 = wp::add(var_22, var_30);
        var_33 = wp::abs(var_7);
        var_35 = wp::add(var_33, var_34);
        var_36 = wp::sqrt(var_35);
        var_37 = wp::sin(var_36);
        var_39 = wp::mul(var_37, var_38);
        var_40 = wp::add(var_31, var_39);
        var_42 = wp::abs(var_7);
        var_44 = wp::add(var_42, var_43);
        var_45 = wp::sqrt(var_44);
        var_46 = wp::sin(var_45);
        var_48 = wp::mul(var_46, var_47);
        var_49 = wp::add(var_40, var_48);
        var_51 = wp::abs(var_7);
        var_53 = wp::add(var_51, var_52);
        var_54 = wp::sqrt(var_53);
        var_55 = wp::sin(var_54);
        var_57 = wp::mul(var_55, var_56);
        var_58 = wp::add(var_49, var_57);
        // for u5 in range(wp.static(2)):                                                         <L 15>
        // v1 += wp.static(float(u5 * 3)) * 1.3 * wp.tanh(wp.max(v1, v1))                         <L 16>
        var_62 = wp::mul(var_60, var_61);
        var_63 = wp::max(var_5, var_5);
        var_64 = wp::tanh(var_63);
        var_65 = wp::mul(var_62, var_64);
        var_66 = wp::add(var_5, var_65);
        var_70 = wp::mul(var_68, var_69);
        var_71 = wp::max(var_66, var_66);
        var_72 = wp::tanh(var_71);
        var_73 = wp::mul(var_70, var_72);
        var_74 = wp::add(var_66, var_73);
        // v6 = float(0.0)                                                                        <L 17>
        var_76 = wp::float(var_75);
        // for u7 in range(wp.static(len(OPS))):                                                  <L 18>
        // v6 += wp.static(OPS[u7])((v1 + v1))                                                    <L 19>
        var_78 = wp::add(var_74, var_74);
        var_79 = static_000001_op0_0(var_78);
        var_80 = wp::add(var_76, var_79);
        var_82 = wp::add(var_74, var_74);
        var_83 = static_000001_op1_0(var_82);
        var_84 = wp::add(var_80, var_83);
        var_86 = wp::add(var_74, var_74);
        var_87 = static_000001_op2_0(var_86);
        var_88 = wp::add(var_84, var_87);
        // out0[tid] = v1 + v2 + v6 + v0 * 1.93                                                   <L 20>
        var_89 = wp::add(var_74, var_7);
        var_90 = wp::add(var_89, var_88);
        var_92 = wp::mul(var_58, var_91);
        var_93 = wp::add(var_90, var_92);
        wp::array_store(var_out0, var_0, var_93);
        // out1[tid] = v1 + v2 + v6 + v1 * 0.88                                                   <L 22>
        var_94 = wp::add(var_74, var_7);
        var_95 = wp::add(var_94, var_88);
        var_97 = wp::mul(var_74, var_96);
        var_98 = wp::add(var_95, var_97);
        wp::array_store(var_out1, var_0, var_98);
    }
}



extern "C" __global__ void static_000001_t_495ed31c_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        const bool var_8 = true;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.44;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.88;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.5;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 0.52;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.04;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 2;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.5;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.56;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 3;
        wp::float32 var_51;
        const wp::float32 var_52 = 0.5;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 2.08;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 0;
        const wp::float32 var_60 = 0.0;
        const wp::float32 var_61 = 1.3;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 1;
        const wp::float32 var_68 = 3.0;
        const wp::float32 var_69 = 1.3;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = 0.0;
        wp::float32 var_76;
        const wp::int32 var_77 = 0;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::int32 var_81 = 1;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        const wp::int32 var_85 = 2;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 1.93;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        const wp::float32 var_96 = 0.88;
        wp::float32 var_97;
        wp::float32 var_98;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        bool adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::int32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::int32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::int32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::int32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        //---------
        // forward
        // def static_000001_t(x0: wp.array[Any], x1: wp.array[Any], out0: wp.array[Any], out1: wp.array[Any]):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 3>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 4>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 5>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = v1                                                                                <L 6>
        var_7 = wp::copy(var_5);
        // if wp.static(K1 % 2 == 0):                                                             <L 7>
        // v0 += wp.sin(v0)                                                                       <L 8>
        var_9 = wp::sin(var_2);
        var_10 = wp::add(var_2, var_9);
        // for u3 in range(wp.static(2)):                                                         <L 9>
        // v0 = v0 + wp.sin(float(tid)) * wp.static(float(u3 + 1) * 0.44)                         <L 10>
        var_12 = wp::float(var_0);
        var_13 = wp::sin(var_12);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::add(var_10, var_15);
        var_18 = wp::float(var_0);
        var_19 = wp::sin(var_18);
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_16, var_21);
        // for u4 in range(wp.static(K1)):                                                        <L 13>
        // v0 = v0 + wp.sin(wp.sqrt(wp.abs(v2) + 0.5)) * wp.static(float(u4 + 1) * 0.52)          <L 14>
        var_24 = wp::abs(var_7);
        var_26 = wp::add(var_24, var_25);
        var_27 = wp::sqrt(var_26);
        var_28 = wp::sin(var_27);
        var_30 = wp::mul(var_28, var_29);
        var_31 = wp::add(var_22, var_30);
        var_33 = wp::abs(var_7);
        var_35 = wp::add(var_33, var_34);
        var_36 = wp::sqrt(var_35);
        var_37 = wp::sin(var_36);
        var_39 = wp::mul(var_37, var_38);
        var_40 = wp::add(var_31, var_39);
        var_42 = wp::abs(var_7);
        var_44 = wp::add(var_42, var_43);
        var_45 = wp::sqrt(var_44);
        var_46 = wp::sin(var_45);
        var_48 = wp::mul(var_46, var_47);
        var_49 = wp::add(var_40, var_48);
        var_51 = wp::abs(var_7);
        var_53 = wp::add(var_51, var_52);
        var_54 = wp::sqrt(var_53);
        var_55 = wp::sin(var_54);
        var_57 = wp::mul(var_55, var_56);
        var_58 = wp::add(var_49, var_57);
        // for u5 in range(wp.static(2)):                                                         <L 15>
        // v1 += wp.static(float(u5 * 3)) * 1.3 * wp.tanh(wp.max(v1, v1))                         <L 16>
        var_62 = wp::mul(var_60, var_61);
        var_63 = wp::max(var_5, var_5);
        var_64 = wp::tanh(var_63);
        var_65 = wp::mul(var_62, var_64);
        var_66 = wp::add(var_5, var_65);
        var_70 = wp::mul(var_68, var_69);
        var_71 = wp::max(var_66, var_66);
        var_72 = wp::tanh(var_71);
        var_73 = wp::mul(var_70, var_72);
        var_74 = wp::add(var_66, var_73);
        // v6 = float(0.0)                                                                        <L 17>
        var_76 = wp::float(var_75);
        // for u7 in range(wp.static(len(OPS))):                                                  <L 18>
        // v6 += wp.static(OPS[u7])((v1 + v1))                                                    <L 19>
        var_78 = wp::add(var_74, var_74);
        var_79 = static_000001_op0_0(var_78);
        var_80 = wp::add(var_76, var_79);
        var_82 = wp::add(var_74, var_74);
        var_83 = static_000001_op1_0(var_82);
        var_84 = wp::add(var_80, var_83);
        var_86 = wp::add(var_74, var_74);
        var_87 = static_000001_op2_0(var_86);
        var_88 = wp::add(var_84, var_87);
        // out0[tid] = v1 + v2 + v6 + v0 * 1.93                                                   <L 20>
        var_89 = wp::add(var_74, var_7);
        var_90 = wp::add(var_89, var_88);
        var_92 = wp::mul(var_58, var_91);
        var_93 = wp::add(var_90, var_92);
        // wp::array_store(var_out0, var_0, var_93);
        // out1[tid] = v1 + v2 + v6 + v1 * 0.88                                                   <L 22>
        var_94 = wp::add(var_74, var_7);
        var_95 = wp::add(var_94, var_88);
        var_97 = wp::mul(var_74, var_96);
        var_98 = wp::add(var_95, var_97);
        // wp::array_store(var_out1, var_0, var_98);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_98, adj_out1, adj_0, adj_98);
        wp::adj_add(var_95, var_97, adj_95, adj_97, adj_98);
        wp::adj_mul(var_74, var_96, adj_74, adj_96, adj_97);
        wp::adj_add(var_94, var_88, adj_94, adj_88, adj_95);
        wp::adj_add(var_74, var_7, adj_74, adj_7, adj_94);
        // adj: out1[tid] = v1 + v2 + v6 + v1 * 0.88                                              <L 22>
        wp::adj_array_store(var_out0, var_0, var_93, adj_out0, adj_0, adj_93);
        wp::adj_add(var_90, var_92, adj_90, adj_92, adj_93);
        wp::adj_mul(var_58, var_91, adj_58, adj_91, adj_92);
        wp::adj_add(var_89, var_88, adj_89, adj_88, adj_90);
        wp::adj_add(var_74, var_7, adj_74, adj_7, adj_89);
        // adj: out0[tid] = v1 + v2 + v6 + v0 * 1.93                                              <L 20>
        wp::adj_add(var_84, var_87, adj_84, adj_87, adj_88);
        adj_static_000001_op2_0(var_86, adj_86, adj_87);
        wp::adj_add(var_74, var_74, adj_74, adj_74, adj_86);
        wp::adj_add(var_80, var_83, adj_80, adj_83, adj_84);
        adj_static_000001_op1_0(var_82, adj_82, adj_83);
        wp::adj_add(var_74, var_74, adj_74, adj_74, adj_82);
        wp::adj_add(var_76, var_79, adj_76, adj_79, adj_80);
        adj_static_000001_op0_0(var_78, adj_78, adj_79);
        wp::adj_add(var_74, var_74, adj_74, adj_74, adj_78);
        // adj: v6 += wp.static(OPS[u7])((v1 + v1))                                               <L 19>
        // adj: for u7 in range(wp.static(len(OPS))):                                             <L 18>
        wp::adj_float(var_75, adj_75, adj_76);
        // adj: v6 = float(0.0)                                                                   <L 17>
        wp::adj_add(var_66, var_73, adj_66, adj_73, adj_74);
        wp::adj_mul(var_70, var_72, adj_70, adj_72, adj_73);
        wp::adj_tanh(var_71, var_72, adj_71, adj_72);
        wp::adj_max(var_66, var_66, adj_66, adj_66, adj_71);
        wp::adj_mul(var_68, var_69, adj_68, adj_69, adj_70);
        wp::adj_add(var_5, var_65, adj_5, adj_65, adj_66);
        wp::adj_mul(var_62, var_64, adj_62, adj_64, adj_65);
        wp::adj_tanh(var_63, var_64, adj_63, adj_64);
        wp::adj_max(var_5, var_5, adj_5, adj_5, adj_63);
        wp::adj_mul(var_60, var_61, adj_60, adj_61, adj_62);
        // adj: v1 += wp.static(float(u5 * 3)) * 1.3 * wp.tanh(wp.max(v1, v1))                    <L 16>
        // adj: for u5 in range(wp.static(2)):                                                    <L 15>
        wp::adj_add(var_49, var_57, adj_49, adj_57, adj_58);
        wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
        wp::adj_sin(var_54, adj_54, adj_55);
        wp::adj_sqrt(var_53, var_54, adj_53, adj_54);
        wp::adj_add(var_51, var_52, adj_51, adj_52, adj_53);
        wp::adj_abs(var_7, adj_7, adj_51);
        wp::adj_add(var_40, var_48, adj_40, adj_48, adj_49);
        wp::adj_mul(var_46, var_47, adj_46, adj_47, adj_48);
        wp::adj_sin(var_45, adj_45, adj_46);
        wp::adj_sqrt(var_44, var_45, adj_44, adj_45);
        wp::adj_add(var_42, var_43, adj_42, adj_43, adj_44);
        wp::adj_abs(var_7, adj_7, adj_42);
        wp::adj_add(var_31, var_39, adj_31, adj_39, adj_40);
        wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_sin(var_36, adj_36, adj_37);
        wp::adj_sqrt(var_35, var_36, adj_35, adj_36);
        wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_abs(var_7, adj_7, adj_33);
        wp::adj_add(var_22, var_30, adj_22, adj_30, adj_31);
        wp::adj_mul(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_sin(var_27, adj_27, adj_28);
        wp::adj_sqrt(var_26, var_27, adj_26, adj_27);
        wp::adj_add(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_abs(var_7, adj_7, adj_24);
        // adj: v0 = v0 + wp.sin(wp.sqrt(wp.abs(v2) + 0.5)) * wp.static(float(u4 + 1) * 0.52)     <L 14>
        // adj: for u4 in range(wp.static(K1)):                                                   <L 13>
        wp::adj_add(var_16, var_21, adj_16, adj_21, adj_22);
        wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_sin(var_18, adj_18, adj_19);
        wp::adj_float(var_0, adj_0, adj_18);
        wp::adj_add(var_10, var_15, adj_10, adj_15, adj_16);
        wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_sin(var_12, adj_12, adj_13);
        wp::adj_float(var_0, adj_0, adj_12);
        // adj: v0 = v0 + wp.sin(float(tid)) * wp.static(float(u3 + 1) * 0.44)                    <L 10>
        // adj: for u3 in range(wp.static(2)):                                                    <L 9>
        wp::adj_add(var_2, var_9, adj_2, adj_9, adj_10);
        wp::adj_sin(var_2, adj_2, adj_9);
        // adj: v0 += wp.sin(v0)                                                                  <L 8>
        // adj: if wp.static(K1 % 2 == 0):                                                        <L 7>
        wp::adj_copy(var_5, adj_5, adj_7);
        // adj: v2 = v1                                                                           <L 6>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 5>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 4>
        // adj: tid = wp.tid()  # thread index                                                    <L 3>
        // adj: def static_000001_t(x0: wp.array[Any], x1: wp.array[Any], out0: wp.array[Any], out1: wp.array[Any]):  <L 1>
        continue;
    }
}

