// Generated for case tile-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 128
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


// tile-000001.py:11
static CUDA_CALLABLE wp::float32 tile_000001_tmap0_0(
    wp::float32 var_a0,
    wp::float32 var_a1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.8;
    wp::float32 var_4;
    //---------
    // forward
    // def tile_000001_tmap0(a0: float, a1: float) -> float:                                  <L 12>
    // return wp.sin((wp.copysign(a1, a1) - a0)) * 1.8                                        <L 13>
    var_0 = wp::copysign(var_a1, var_a1);
    var_1 = wp::sub(var_0, var_a0);
    var_2 = wp::sin(var_1);
    var_4 = wp::mul(var_2, var_3);
    return var_4;
}


// tile-000001.py:16
static CUDA_CALLABLE wp::float32 tile_000001_tmap1_0(
    wp::float32 var_a0)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    const wp::float32 var_3 = -2.0;
    const wp::float32 var_4 = 2.0;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.74;
    wp::float32 var_15;
    //---------
    // forward
    // def tile_000001_tmap1(a0: float) -> float:                                             <L 17>
    // return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs((a0 if a0 >= a0 else a0)) + 1.0))) * 0.74       <L 18>
    var_0 = wp::abs(var_a0);
    var_2 = wp::add(var_0, var_1);
    var_5 = wp::clamp(var_a0, var_3, var_4);
    var_6 = wp::pow(var_2, var_5);
    var_7 = (var_a0 >= var_a0);
    if (var_7) {
    }
    if (!var_7) {
    }
    var_8 = wp::where(var_7, var_a0, var_a0);
    var_9 = wp::abs(var_8);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_6, var_11);
    var_13 = wp::atan(var_12);
    var_15 = wp::mul(var_13, var_14);
    return var_15;
}


// tile-000001.py:11
static CUDA_CALLABLE void adj_tile_000001_tmap0_0(
    wp::float32 var_a0,
    wp::float32 var_a1,
    wp::float32 & adj_a0,
    wp::float32 & adj_a1,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.8;
    wp::float32 var_4;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    //---------
    // forward
    // def tile_000001_tmap0(a0: float, a1: float) -> float:                                  <L 12>
    // return wp.sin((wp.copysign(a1, a1) - a0)) * 1.8                                        <L 13>
    var_0 = wp::copysign(var_a1, var_a1);
    var_1 = wp::sub(var_0, var_a0);
    var_2 = wp::sin(var_1);
    var_4 = wp::mul(var_2, var_3);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_4 += adj_ret;
    wp::adj_mul(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_sin(var_1, adj_1, adj_2);
    wp::adj_sub(var_0, var_a0, adj_0, adj_a0, adj_1);
    wp::adj_copysign(var_a1, var_a1, adj_a1, adj_a1, adj_0);
    // adj: return wp.sin((wp.copysign(a1, a1) - a0)) * 1.8                                   <L 13>
    // adj: def tile_000001_tmap0(a0: float, a1: float) -> float:                             <L 12>
    return;
}


// tile-000001.py:16
static CUDA_CALLABLE void adj_tile_000001_tmap1_0(
    wp::float32 var_a0,
    wp::float32 & adj_a0,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    const wp::float32 var_3 = -2.0;
    const wp::float32 var_4 = 2.0;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.74;
    wp::float32 var_15;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    //---------
    // forward
    // def tile_000001_tmap1(a0: float) -> float:                                             <L 17>
    // return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs((a0 if a0 >= a0 else a0)) + 1.0))) * 0.74       <L 18>
    var_0 = wp::abs(var_a0);
    var_2 = wp::add(var_0, var_1);
    var_5 = wp::clamp(var_a0, var_3, var_4);
    var_6 = wp::pow(var_2, var_5);
    var_7 = (var_a0 >= var_a0);
    if (var_7) {
    }
    if (!var_7) {
    }
    var_8 = wp::where(var_7, var_a0, var_a0);
    var_9 = wp::abs(var_8);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_6, var_11);
    var_13 = wp::atan(var_12);
    var_15 = wp::mul(var_13, var_14);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_15 += adj_ret;
    wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_atan(var_12, adj_12, adj_13);
    wp::adj_div(var_6, var_11, var_12, adj_6, adj_11, adj_12);
    wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_abs(var_8, adj_8, adj_9);
    wp::adj_where(var_7, var_a0, var_a0, adj_7, adj_a0, adj_a0, adj_8);
    if (!var_7) {
    }
    if (var_7) {
    }
    wp::adj_pow(var_2, var_5, var_6, adj_2, adj_5, adj_6);
    wp::adj_clamp(var_a0, var_3, var_4, adj_a0, adj_3, adj_4, adj_5);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_a0, adj_a0, adj_0);
    // adj: return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs((a0 if a0 >= a0 else a0)) + 1.0))) * 0.74  <L 18>
    // adj: def tile_000001_tmap1(a0: float) -> float:                                        <L 17>
    return;
}



extern "C" __global__ void tile_000001_35584a62_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_acc)
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
        wp::int32 var_1;
        const wp::int32 var_2 = 8;
        const wp::int32 var_3 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_4;
        wp::int32 var_5;
        const wp::int32 var_6 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_7;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_8 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,false>();
        const wp::int32 var_9 = 0;
        const wp::int32 var_10 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_11;
        wp::int32 var_12;
        const wp::int32 var_13 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_14;
        const wp::str var_15 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_16 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,false>();
        const wp::int32 var_17 = 0;
        const wp::int32 var_18 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_19;
        wp::int32 var_20;
        const wp::int32 var_21 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_22;
        const wp::str var_23 = "register";
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_24 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_25 = 0;
        const wp::int32 var_26 = 3;
        const wp::int32 var_27 = 28;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        const wp::int32 var_30 = 23;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.75;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_33 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_34 = 256;
        wp::tuple_t<wp::int32> var_35;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false> var_36 = nullptr;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.02;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 0.5;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_46 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_47 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_48 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_49 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_50 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::int32 var_51;
        const wp::int32 var_52 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_53;
        const wp::int32 var_54 = 0;
        const wp::int32 var_55 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_56 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // forward
        // def tile_000001(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), x2: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):       <L 22>
        // i, lane = wp.tid()                                                                     <L 23>
        builtin_tid2d(var_0, var_1);
        // t0 = wp.tile_load(x0, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0))                  <L 24>
        var_4 = wp::tuple(var_2, var_3);
        var_5 = wp::mul(var_0, var_2);
        var_7 = wp::tuple(var_5, var_6);
        var_8 = wp::tile_load<wp::float32, true, false, 8, 32>(var_x0, var_5, var_9);
        // t1 = wp.tile_load(x1, shape=(8, TILE_N), offset=(i * TILE_M, 0), storage="register")       <L 25>
        var_11 = wp::tuple(var_10, var_3);
        var_12 = wp::mul(var_0, var_2);
        var_14 = wp::tuple(var_12, var_13);
        var_16 = wp::tile_load<wp::float32, true, false, 8, 32>(var_x1, var_12, var_17);
        // t2 = wp.tile_load(x2, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")       <L 26>
        var_19 = wp::tuple(var_2, var_18);
        var_20 = wp::mul(var_0, var_2);
        var_22 = wp::tuple(var_20, var_21);
        var_24 = wp::tile_load<wp::float32, true, false, 8, 32>(var_x2, var_20, var_25);
        // c3 = t0[3, 28]                                                                         <L 27>
        var_28 = wp::tile_extract(var_8, var_26, var_27);
        // c4 = t0[1, 23]                                                                         <L 28>
        var_31 = wp::tile_extract(var_8, var_29, var_30);
        // t5 = t1 * 1.75                                                                         <L 29>
        var_33 = wp::tile_mul(var_16, var_32);
        // t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))                          <L 30>
        var_35 = wp::tuple(var_34);
        var_36 = wp::tile_reshape<wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>>(var_16);
        // c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c4, wp.abs(c3) + 0.5))                       <L 31>
        var_37 = wp::float(var_1);
        var_39 = wp::mul(var_37, var_38);
        var_40 = wp::abs(var_28);
        var_42 = wp::add(var_40, var_41);
        var_43 = wp::atan2(var_31, var_42);
        var_44 = wp::sin(var_43);
        var_45 = wp::add(var_39, var_44);
        // t8 = wp.tile(c7)                                                                       <L 32>
        var_46 = wp::tile<wp::float32>(var_45);
        // t9 = wp.tile_sum(t8)                                                                   <L 33>
        var_47 = wp::tile_sum(var_46);
        // t10 = wp.tile_map(tile_000001_tmap0, t0, t0)                                           <L 34>
        var_48 = wp::tile_binary_map(tile_000001_tmap0_0, var_8, var_8);
        // t11 = wp.tile_map(tile_000001_tmap1, t0)                                               <L 35>
        var_49 = wp::tile_unary_map(tile_000001_tmap1_0, var_8);
        // wp.tile_store(out0, t10 + t11, offset=(i * TILE_M, 0))                                 <L 36>
        var_50 = wp::tile_add(var_48, var_49);
        var_51 = wp::mul(var_0, var_2);
        var_53 = wp::tuple(var_51, var_52);
        wp::tile_store<wp::float32, true, false>(var_out0, var_51, var_54, var_50);
        // wp.tile_atomic_add(acc, t9, offset=0)                                                  <L 37>
        var_56 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_55, var_47);
    }
}



extern "C" __global__ void tile_000001_35584a62_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_acc,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_acc)
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
        wp::int32 var_1;
        const wp::int32 var_2 = 8;
        const wp::int32 var_3 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_4;
        wp::int32 var_5;
        const wp::int32 var_6 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_7;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_8 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,true>();
        const wp::int32 var_9 = 0;
        const wp::int32 var_10 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_11;
        wp::int32 var_12;
        const wp::int32 var_13 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_14;
        const wp::str var_15 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_16 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,true>();
        const wp::int32 var_17 = 0;
        const wp::int32 var_18 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_19;
        wp::int32 var_20;
        const wp::int32 var_21 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_22;
        const wp::str var_23 = "register";
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_24 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_25 = 0;
        const wp::int32 var_26 = 3;
        const wp::int32 var_27 = 28;
        wp::float32 var_28;
        const wp::int32 var_29 = 1;
        const wp::int32 var_30 = 23;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.75;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_33 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_34 = 256;
        wp::tuple_t<wp::int32> var_35;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false> var_36 = nullptr;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.02;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::float32 var_41 = 0.5;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_46 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_47 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_48 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_49 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_50 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::int32 var_51;
        const wp::int32 var_52 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_53;
        const wp::int32 var_54 = 0;
        const wp::int32 var_55 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_56 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_7 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true>& adj_8 = var_8;
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_14 = {};
        wp::str adj_15 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true>& adj_16 = var_16;
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_22 = {};
        wp::str adj_23 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_24{};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_33{};
        wp::int32 adj_34 = {};
        wp::tuple_t<wp::int32> adj_35 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>& adj_36 = var_36;
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> adj_46{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_47{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_48{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_49{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_50{};
        wp::int32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_53 = {};
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_56{};
        //---------
        // forward
        // def tile_000001(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), x2: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):       <L 22>
        // i, lane = wp.tid()                                                                     <L 23>
        builtin_tid2d(var_0, var_1);
        // t0 = wp.tile_load(x0, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0))                  <L 24>
        var_4 = wp::tuple(var_2, var_3);
        var_5 = wp::mul(var_0, var_2);
        var_7 = wp::tuple(var_5, var_6);
        var_8 = wp::tile_load<wp::float32, true, false, 8, 32>(var_x0, var_5, var_9);
        // t1 = wp.tile_load(x1, shape=(8, TILE_N), offset=(i * TILE_M, 0), storage="register")       <L 25>
        var_11 = wp::tuple(var_10, var_3);
        var_12 = wp::mul(var_0, var_2);
        var_14 = wp::tuple(var_12, var_13);
        var_16 = wp::tile_load<wp::float32, true, false, 8, 32>(var_x1, var_12, var_17);
        // t2 = wp.tile_load(x2, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")       <L 26>
        var_19 = wp::tuple(var_2, var_18);
        var_20 = wp::mul(var_0, var_2);
        var_22 = wp::tuple(var_20, var_21);
        var_24 = wp::tile_load<wp::float32, true, false, 8, 32>(var_x2, var_20, var_25);
        // c3 = t0[3, 28]                                                                         <L 27>
        var_28 = wp::tile_extract(var_8, var_26, var_27);
        // c4 = t0[1, 23]                                                                         <L 28>
        var_31 = wp::tile_extract(var_8, var_29, var_30);
        // t5 = t1 * 1.75                                                                         <L 29>
        var_33 = wp::tile_mul(var_16, var_32);
        // t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))                          <L 30>
        var_35 = wp::tuple(var_34);
        var_36 = wp::tile_reshape<wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>>(var_16);
        // c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c4, wp.abs(c3) + 0.5))                       <L 31>
        var_37 = wp::float(var_1);
        var_39 = wp::mul(var_37, var_38);
        var_40 = wp::abs(var_28);
        var_42 = wp::add(var_40, var_41);
        var_43 = wp::atan2(var_31, var_42);
        var_44 = wp::sin(var_43);
        var_45 = wp::add(var_39, var_44);
        // t8 = wp.tile(c7)                                                                       <L 32>
        var_46 = wp::tile<wp::float32>(var_45);
        // t9 = wp.tile_sum(t8)                                                                   <L 33>
        var_47 = wp::tile_sum(var_46);
        // t10 = wp.tile_map(tile_000001_tmap0, t0, t0)                                           <L 34>
        var_48 = wp::tile_binary_map(tile_000001_tmap0_0, var_8, var_8);
        // t11 = wp.tile_map(tile_000001_tmap1, t0)                                               <L 35>
        var_49 = wp::tile_unary_map(tile_000001_tmap1_0, var_8);
        // wp.tile_store(out0, t10 + t11, offset=(i * TILE_M, 0))                                 <L 36>
        var_50 = wp::tile_add(var_48, var_49);
        var_51 = wp::mul(var_0, var_2);
        var_53 = wp::tuple(var_51, var_52);
        // wp::tile_store<wp::float32, true, false>(var_out0, var_51, var_54, var_50);
        // wp.tile_atomic_add(acc, t9, offset=0)                                                  <L 37>
        // var_56 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_55, var_47);
        //---------
        // reverse
        wp::adj_tile_atomic_add(var_acc, var_55, var_47, adj_acc, adj_55, adj_47, adj_56);
        // adj: wp.tile_atomic_add(acc, t9, offset=0)                                             <L 37>
        wp::adj_tile_store(var_out0, var_51, var_54, var_50, adj_out0, adj_51, adj_54, adj_50);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_51);
        wp::adj_tile_add(var_48, var_49, adj_48, adj_49, adj_50);
        // adj: wp.tile_store(out0, t10 + t11, offset=(i * TILE_M, 0))                            <L 36>
        wp::adj_tile_unary_map(tile_000001_tmap1_0, var_8, adj_tile_000001_tmap1_0, adj_8, adj_49);
        // adj: t11 = wp.tile_map(tile_000001_tmap1, t0)                                          <L 35>
        wp::adj_tile_binary_map(tile_000001_tmap0_0, var_8, var_8, adj_tile_000001_tmap0_0, adj_8, adj_8, adj_48);
        // adj: t10 = wp.tile_map(tile_000001_tmap0, t0, t0)                                      <L 34>
        wp::adj_tile_sum(var_46, adj_46, adj_47);
        // adj: t9 = wp.tile_sum(t8)                                                              <L 33>
        wp::adj_tile(var_45, adj_45, adj_46);
        // adj: t8 = wp.tile(c7)                                                                  <L 32>
        wp::adj_add(var_39, var_44, adj_39, adj_44, adj_45);
        wp::adj_sin(var_43, adj_43, adj_44);
        wp::adj_atan2(var_31, var_42, adj_31, adj_42, adj_43);
        wp::adj_add(var_40, var_41, adj_40, adj_41, adj_42);
        wp::adj_abs(var_28, adj_28, adj_40);
        wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_float(var_1, adj_1, adj_37);
        // adj: c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c4, wp.abs(c3) + 0.5))                  <L 31>
        wp::adj_tile_reshape(var_16, adj_16, adj_36);
        // adj: t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))                     <L 30>
        wp::adj_tile_mul(var_16, var_32, adj_16, adj_32, adj_33);
        // adj: t5 = t1 * 1.75                                                                    <L 29>
        wp::adj_tile_extract(var_8, var_29, var_30, adj_8, adj_29, adj_30, adj_31);
        // adj: c4 = t0[1, 23]                                                                    <L 28>
        wp::adj_tile_extract(var_8, var_26, var_27, adj_8, adj_26, adj_27, adj_28);
        // adj: c3 = t0[3, 28]                                                                    <L 27>
        wp::adj_tile_load(var_x2, var_20, var_25, adj_x2, adj_20, adj_25, adj_24);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_20);
        // adj: t2 = wp.tile_load(x2, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")  <L 26>
        wp::adj_tile_load(var_x1, var_12, var_17, adj_x1, adj_12, adj_17, adj_16);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_12);
        // adj: t1 = wp.tile_load(x1, shape=(8, TILE_N), offset=(i * TILE_M, 0), storage="register")  <L 25>
        wp::adj_tile_load(var_x0, var_5, var_9, adj_x0, adj_5, adj_9, adj_8);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_5);
        // adj: t0 = wp.tile_load(x0, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0))             <L 24>
        // adj: i, lane = wp.tid()                                                                <L 23>
        // adj: def tile_000001(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), x2: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):  <L 22>
        continue;
    }
}

