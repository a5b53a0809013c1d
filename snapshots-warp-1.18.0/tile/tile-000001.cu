// Generated for case tile-000001 with warp-lang 1.18.0. Do not edit.
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
    const wp::float32 var_7 = 0.88;
    bool var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 0.12;
    wp::float32 var_16;
    //---------
    // forward
    // def tile_000001_tmap1(a0: float) -> float:                                             <L 17>
    // return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs(wp.where(a0 >= 0.88, a0, a0)) + 1.0))) * 0.12       <L 18>
    var_0 = wp::abs(var_a0);
    var_2 = wp::add(var_0, var_1);
    var_5 = wp::clamp(var_a0, var_3, var_4);
    var_6 = wp::pow(var_2, var_5);
    var_8 = (var_a0 >= var_7);
    var_9 = wp::where(var_8, var_a0, var_a0);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_6, var_12);
    var_14 = wp::atan(var_13);
    var_16 = wp::mul(var_14, var_15);
    return var_16;
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
    const wp::float32 var_7 = 0.88;
    bool var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 0.12;
    wp::float32 var_16;
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
    bool adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    //---------
    // forward
    // def tile_000001_tmap1(a0: float) -> float:                                             <L 17>
    // return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs(wp.where(a0 >= 0.88, a0, a0)) + 1.0))) * 0.12       <L 18>
    var_0 = wp::abs(var_a0);
    var_2 = wp::add(var_0, var_1);
    var_5 = wp::clamp(var_a0, var_3, var_4);
    var_6 = wp::pow(var_2, var_5);
    var_8 = (var_a0 >= var_7);
    var_9 = wp::where(var_8, var_a0, var_a0);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_6, var_12);
    var_14 = wp::atan(var_13);
    var_16 = wp::mul(var_14, var_15);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_16 += adj_ret;
    wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
    wp::adj_atan(var_13, adj_13, adj_14);
    wp::adj_div(var_6, var_12, var_13, adj_6, adj_12, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_9, adj_9, adj_10);
    wp::adj_where(var_8, var_a0, var_a0, adj_8, adj_a0, adj_a0, adj_9);
    wp::adj_pow(var_2, var_5, var_6, adj_2, adj_5, adj_6);
    wp::adj_clamp(var_a0, var_3, var_4, adj_a0, adj_3, adj_4, adj_5);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_a0, adj_a0, adj_0);
    // adj: return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs(wp.where(a0 >= 0.88, a0, a0)) + 1.0))) * 0.12  <L 18>
    // adj: def tile_000001_tmap1(a0: float) -> float:                                        <L 17>
    return;
}



extern "C" __global__ void tile_000001_b0ab640b_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_point_lengths,
    wp::array_t<wp::float32> var_point_densities,
    wp::array_t<wp::float32> var_point_masses,
    wp::array_t<wp::float32> var_point_distances,
    wp::array_t<wp::float32> var_acc,
    wp::int32 var_j)
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
        const wp::str var_8 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_9 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,false>();
        const wp::int32 var_10 = 0;
        const wp::int32 var_11 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_12;
        wp::int32 var_13;
        const wp::int32 var_14 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_15;
        const wp::str var_16 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_17 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,false>();
        const wp::int32 var_18 = 0;
        const wp::int32 var_19 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_20;
        wp::int32 var_21;
        const wp::int32 var_22 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_23;
        const wp::str var_24 = "register";
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_25 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_26 = 0;
        const wp::int32 var_27 = 0;
        const wp::int32 var_28 = 8;
        bool var_29;
        wp::int32 var_30;
        wp::int32 var_31;
        const wp::int32 var_32 = 28;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_35 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::float32 var_36 = 0.59;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_37 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_38 = 256;
        wp::tuple_t<wp::int32> var_39;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false> var_40 = nullptr;
        wp::float32 var_41;
        const wp::float32 var_42 = 1.02;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 0.5;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_50 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_51 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_52 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_53 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_54 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::int32 var_55;
        const wp::int32 var_56 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_57;
        const wp::int32 var_58 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_59 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_60 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_61 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_62 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_63 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_64 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_65 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_66 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // forward
        // def tile_000001(point_lengths: wp.array2d[float], point_densities: wp.array2d[float], point_masses: wp.array2d[float], point_distances: wp.array2d[float], acc: wp.array[float], j: int):       <L 22>
        // i, lane = wp.tid()  # one thread per element                                           <L 23>
        builtin_tid2d(var_0, var_1);
        // t0 = wp.tile_load(point_lengths, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0), storage="register")       <L 24>
        var_4 = wp::tuple(var_2, var_3);
        var_5 = wp::mul(var_0, var_2);
        var_7 = wp::tuple(var_5, var_6);
        var_9 = wp::tile_load<wp::float32, true, false, 8, 32>(var_point_lengths, var_5, var_10);
        // t1 = wp.tile_load(point_densities, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")       <L 25>
        var_12 = wp::tuple(var_2, var_11);
        var_13 = wp::mul(var_0, var_2);
        var_15 = wp::tuple(var_13, var_14);
        var_17 = wp::tile_load<wp::float32, true, false, 8, 32>(var_point_densities, var_13, var_18);
        // t2 = wp.tile_load(point_masses, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")       <L 26>
        var_20 = wp::tuple(var_2, var_19);
        var_21 = wp::mul(var_0, var_2);
        var_23 = wp::tuple(var_21, var_22);
        var_25 = wp::tile_load<wp::float32, true, false, 8, 32>(var_point_masses, var_21, var_26);
        // c3 = t0[j, 28]                                                                         <L 27>
        var_29 = (var_j < var_27);
        var_30 = wp::add(var_j, var_28);
        var_31 = wp::where(var_29, var_30, var_j);
        var_33 = wp::tile_extract(var_9, var_31, var_32);
        // t4 = t0 * wp.sin(c3)                                                                   <L 28>
        var_34 = wp::sin(var_33);
        var_35 = wp::tile_mul(var_9, var_34);
        // t5 = t2 * 0.59                                                                         <L 29>
        var_37 = wp::tile_mul(var_25, var_36);
        // t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))                          <L 30>
        var_39 = wp::tuple(var_38);
        var_40 = wp::tile_reshape<wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>>(var_17);
        // c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c3, wp.abs(c3) + 0.5))                       <L 31>
        var_41 = wp::float(var_1);
        var_43 = wp::mul(var_41, var_42);
        var_44 = wp::abs(var_33);
        var_46 = wp::add(var_44, var_45);
        var_47 = wp::atan2(var_33, var_46);
        var_48 = wp::sin(var_47);
        var_49 = wp::add(var_43, var_48);
        // t8 = wp.tile(c7)                                                                       <L 32>
        var_50 = wp::tile<wp::float32>(var_49);
        // t9 = wp.tile_sum(t8)                                                                   <L 33>
        var_51 = wp::tile_sum(var_50);
        // t10 = wp.tile_map(tile_000001_tmap0, t0, t0)                                           <L 34>
        var_52 = wp::tile_binary_map(tile_000001_tmap0_0, var_9, var_9);
        // t11 = wp.tile_map(tile_000001_tmap1, t0)                                               <L 35>
        var_53 = wp::tile_unary_map(tile_000001_tmap1_0, var_9);
        // wp.tile_store(point_distances, t10 + t11, offset=(i * TILE_M, 0))                      <L 36>
        var_54 = wp::tile_add(var_52, var_53);
        var_55 = wp::mul(var_0, var_2);
        var_57 = wp::tuple(var_55, var_56);
        wp::tile_store<wp::float32, true, false>(var_point_distances, var_55, var_58, var_54);
        // wp.tile_atomic_add(acc, t9 + wp.tile_sum(t6) + wp.tile_sum(t5) + wp.tile_sum(t4), offset=0)       <L 37>
        var_59 = wp::tile_sum(var_40);
        var_60 = wp::tile_add(var_51, var_59);
        var_61 = wp::tile_sum(var_37);
        var_62 = wp::tile_add(var_60, var_61);
        var_63 = wp::tile_sum(var_35);
        var_64 = wp::tile_add(var_62, var_63);
        var_66 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_65, var_64);
    }
}



extern "C" __global__ void tile_000001_b0ab640b_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_point_lengths,
    wp::array_t<wp::float32> var_point_densities,
    wp::array_t<wp::float32> var_point_masses,
    wp::array_t<wp::float32> var_point_distances,
    wp::array_t<wp::float32> var_acc,
    wp::int32 var_j,
    wp::array_t<wp::float32> adj_point_lengths,
    wp::array_t<wp::float32> adj_point_densities,
    wp::array_t<wp::float32> adj_point_masses,
    wp::array_t<wp::float32> adj_point_distances,
    wp::array_t<wp::float32> adj_acc,
    wp::int32 adj_j)
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
        const wp::str var_8 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_9 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,true>();
        const wp::int32 var_10 = 0;
        const wp::int32 var_11 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_12;
        wp::int32 var_13;
        const wp::int32 var_14 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_15;
        const wp::str var_16 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true> var_17 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,32>,wp::tile_stride_t<32,1>,true>();
        const wp::int32 var_18 = 0;
        const wp::int32 var_19 = 32;
        wp::tuple_t<wp::int32, wp::int32> var_20;
        wp::int32 var_21;
        const wp::int32 var_22 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_23;
        const wp::str var_24 = "register";
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_25 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_26 = 0;
        const wp::int32 var_27 = 0;
        const wp::int32 var_28 = 8;
        bool var_29;
        wp::int32 var_30;
        wp::int32 var_31;
        const wp::int32 var_32 = 28;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_35 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::float32 var_36 = 0.59;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_37 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        const wp::int32 var_38 = 256;
        wp::tuple_t<wp::int32> var_39;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false> var_40 = nullptr;
        wp::float32 var_41;
        const wp::float32 var_42 = 1.02;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 0.5;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_50 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_51 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_52 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_53 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> var_54 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>>{};
        wp::int32 var_55;
        const wp::int32 var_56 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_57;
        const wp::int32 var_58 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_59 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_60 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_61 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_62 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_63 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_64 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_65 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_66 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
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
        wp::str adj_8 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true>& adj_9 = var_9;
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_15 = {};
        wp::str adj_16 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,32>, wp::tile_stride_t<32,1>>, true>& adj_17 = var_17;
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_23 = {};
        wp::str adj_24 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_25{};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        bool adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_35{};
        wp::float32 adj_36 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_37{};
        wp::int32 adj_38 = {};
        wp::tuple_t<wp::int32> adj_39 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>& adj_40 = var_40;
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> adj_50{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_51{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_52{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_53{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,32>>> adj_54{};
        wp::int32 adj_55 = {};
        wp::int32 adj_56 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_57 = {};
        wp::int32 adj_58 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_59{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_60{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_61{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_62{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_63{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_64{};
        wp::int32 adj_65 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_66{};
        //---------
        // forward
        // def tile_000001(point_lengths: wp.array2d[float], point_densities: wp.array2d[float], point_masses: wp.array2d[float], point_distances: wp.array2d[float], acc: wp.array[float], j: int):       <L 22>
        // i, lane = wp.tid()  # one thread per element                                           <L 23>
        builtin_tid2d(var_0, var_1);
        // t0 = wp.tile_load(point_lengths, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0), storage="register")       <L 24>
        var_4 = wp::tuple(var_2, var_3);
        var_5 = wp::mul(var_0, var_2);
        var_7 = wp::tuple(var_5, var_6);
        var_9 = wp::tile_load<wp::float32, true, false, 8, 32>(var_point_lengths, var_5, var_10);
        // t1 = wp.tile_load(point_densities, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")       <L 25>
        var_12 = wp::tuple(var_2, var_11);
        var_13 = wp::mul(var_0, var_2);
        var_15 = wp::tuple(var_13, var_14);
        var_17 = wp::tile_load<wp::float32, true, false, 8, 32>(var_point_densities, var_13, var_18);
        // t2 = wp.tile_load(point_masses, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")       <L 26>
        var_20 = wp::tuple(var_2, var_19);
        var_21 = wp::mul(var_0, var_2);
        var_23 = wp::tuple(var_21, var_22);
        var_25 = wp::tile_load<wp::float32, true, false, 8, 32>(var_point_masses, var_21, var_26);
        // c3 = t0[j, 28]                                                                         <L 27>
        var_29 = (var_j < var_27);
        var_30 = wp::add(var_j, var_28);
        var_31 = wp::where(var_29, var_30, var_j);
        var_33 = wp::tile_extract(var_9, var_31, var_32);
        // t4 = t0 * wp.sin(c3)                                                                   <L 28>
        var_34 = wp::sin(var_33);
        var_35 = wp::tile_mul(var_9, var_34);
        // t5 = t2 * 0.59                                                                         <L 29>
        var_37 = wp::tile_mul(var_25, var_36);
        // t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))                          <L 30>
        var_39 = wp::tuple(var_38);
        var_40 = wp::tile_reshape<wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>>(var_17);
        // c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c3, wp.abs(c3) + 0.5))                       <L 31>
        var_41 = wp::float(var_1);
        var_43 = wp::mul(var_41, var_42);
        var_44 = wp::abs(var_33);
        var_46 = wp::add(var_44, var_45);
        var_47 = wp::atan2(var_33, var_46);
        var_48 = wp::sin(var_47);
        var_49 = wp::add(var_43, var_48);
        // t8 = wp.tile(c7)                                                                       <L 32>
        var_50 = wp::tile<wp::float32>(var_49);
        // t9 = wp.tile_sum(t8)                                                                   <L 33>
        var_51 = wp::tile_sum(var_50);
        // t10 = wp.tile_map(tile_000001_tmap0, t0, t0)                                           <L 34>
        var_52 = wp::tile_binary_map(tile_000001_tmap0_0, var_9, var_9);
        // t11 = wp.tile_map(tile_000001_tmap1, t0)                                               <L 35>
        var_53 = wp::tile_unary_map(tile_000001_tmap1_0, var_9);
        // wp.tile_store(point_distances, t10 + t11, offset=(i * TILE_M, 0))                      <L 36>
        var_54 = wp::tile_add(var_52, var_53);
        var_55 = wp::mul(var_0, var_2);
        var_57 = wp::tuple(var_55, var_56);
        // wp::tile_store<wp::float32, true, false>(var_point_distances, var_55, var_58, var_54);
        // wp.tile_atomic_add(acc, t9 + wp.tile_sum(t6) + wp.tile_sum(t5) + wp.tile_sum(t4), offset=0)       <L 37>
        var_59 = wp::tile_sum(var_40);
        var_60 = wp::tile_add(var_51, var_59);
        var_61 = wp::tile_sum(var_37);
        var_62 = wp::tile_add(var_60, var_61);
        var_63 = wp::tile_sum(var_35);
        var_64 = wp::tile_add(var_62, var_63);
        // var_66 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_65, var_64);
        //---------
        // reverse
        wp::adj_tile_atomic_add(var_acc, var_65, var_64, adj_acc, adj_65, adj_64, adj_66);
        wp::adj_tile_add(var_62, var_63, adj_62, adj_63, adj_64);
        wp::adj_tile_sum(var_35, adj_35, adj_63);
        wp::adj_tile_add(var_60, var_61, adj_60, adj_61, adj_62);
        wp::adj_tile_sum(var_37, adj_37, adj_61);
        wp::adj_tile_add(var_51, var_59, adj_51, adj_59, adj_60);
        wp::adj_tile_sum(var_40, adj_40, adj_59);
        // adj: wp.tile_atomic_add(acc, t9 + wp.tile_sum(t6) + wp.tile_sum(t5) + wp.tile_sum(t4), offset=0)  <L 37>
        wp::adj_tile_store(var_point_distances, var_55, var_58, var_54, adj_point_distances, adj_55, adj_58, adj_54);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_55);
        wp::adj_tile_add(var_52, var_53, adj_52, adj_53, adj_54);
        // adj: wp.tile_store(point_distances, t10 + t11, offset=(i * TILE_M, 0))                 <L 36>
        wp::adj_tile_unary_map(tile_000001_tmap1_0, var_9, adj_tile_000001_tmap1_0, adj_9, adj_53);
        // adj: t11 = wp.tile_map(tile_000001_tmap1, t0)                                          <L 35>
        wp::adj_tile_binary_map(tile_000001_tmap0_0, var_9, var_9, adj_tile_000001_tmap0_0, adj_9, adj_9, adj_52);
        // adj: t10 = wp.tile_map(tile_000001_tmap0, t0, t0)                                      <L 34>
        wp::adj_tile_sum(var_50, adj_50, adj_51);
        // adj: t9 = wp.tile_sum(t8)                                                              <L 33>
        wp::adj_tile(var_49, adj_49, adj_50);
        // adj: t8 = wp.tile(c7)                                                                  <L 32>
        wp::adj_add(var_43, var_48, adj_43, adj_48, adj_49);
        wp::adj_sin(var_47, adj_47, adj_48);
        wp::adj_atan2(var_33, var_46, adj_33, adj_46, adj_47);
        wp::adj_add(var_44, var_45, adj_44, adj_45, adj_46);
        wp::adj_abs(var_33, adj_33, adj_44);
        wp::adj_mul(var_41, var_42, adj_41, adj_42, adj_43);
        wp::adj_float(var_1, adj_1, adj_41);
        // adj: c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c3, wp.abs(c3) + 0.5))                  <L 31>
        wp::adj_tile_reshape(var_17, adj_17, adj_40);
        // adj: t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))                     <L 30>
        wp::adj_tile_mul(var_25, var_36, adj_25, adj_36, adj_37);
        // adj: t5 = t2 * 0.59                                                                    <L 29>
        wp::adj_tile_mul(var_9, var_34, adj_9, adj_34, adj_35);
        wp::adj_sin(var_33, adj_33, adj_34);
        // adj: t4 = t0 * wp.sin(c3)                                                              <L 28>
        wp::adj_tile_extract(var_9, var_31, var_32, adj_9, adj_31, adj_32, adj_33);
        wp::adj_where(var_29, var_30, var_j, adj_29, adj_30, adj_j, adj_31);
        wp::adj_add(var_j, var_28, adj_j, adj_28, adj_30);
        // adj: c3 = t0[j, 28]                                                                    <L 27>
        wp::adj_tile_load(var_point_masses, var_21, var_26, adj_point_masses, adj_21, adj_26, adj_25);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_21);
        // adj: t2 = wp.tile_load(point_masses, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")  <L 26>
        wp::adj_tile_load(var_point_densities, var_13, var_18, adj_point_densities, adj_13, adj_18, adj_17);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_13);
        // adj: t1 = wp.tile_load(point_densities, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")  <L 25>
        wp::adj_tile_load(var_point_lengths, var_5, var_10, adj_point_lengths, adj_5, adj_10, adj_9);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_5);
        // adj: t0 = wp.tile_load(point_lengths, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0), storage="register")  <L 24>
        // adj: i, lane = wp.tid()  # one thread per element                                      <L 23>
        // adj: def tile_000001(point_lengths: wp.array2d[float], point_densities: wp.array2d[float], point_masses: wp.array2d[float], point_distances: wp.array2d[float], acc: wp.array[float], j: int):  <L 22>
        continue;
    }
}

