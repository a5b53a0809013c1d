// Generated for case tile-000000 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 64
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


// tile-000000.py:11
static CUDA_CALLABLE wp::float32 tile_000000_tmap0_0(
    wp::float32 var_a0)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.5;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.6;
    wp::float32 var_11;
    //---------
    // forward
    // def tile_000000_tmap0(a0: float) -> float:                                             <L 12>
    // return wp.sin(wp.mod((a0 * a0), wp.abs(wp.atan2(a0, wp.abs(a0) + 0.5)) + 1.0)) * 1.6       <L 13>
    var_0 = wp::mul(var_a0, var_a0);
    var_1 = wp::abs(var_a0);
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::atan2(var_a0, var_3);
    var_5 = wp::abs(var_4);
    var_7 = wp::add(var_5, var_6);
    var_8 = wp::mod(var_0, var_7);
    var_9 = wp::sin(var_8);
    var_11 = wp::mul(var_9, var_10);
    return var_11;
}


// tile-000000.py:11
static CUDA_CALLABLE void adj_tile_000000_tmap0_0(
    wp::float32 var_a0,
    wp::float32 & adj_a0,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.5;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.6;
    wp::float32 var_11;
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
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    //---------
    // forward
    // def tile_000000_tmap0(a0: float) -> float:                                             <L 12>
    // return wp.sin(wp.mod((a0 * a0), wp.abs(wp.atan2(a0, wp.abs(a0) + 0.5)) + 1.0)) * 1.6       <L 13>
    var_0 = wp::mul(var_a0, var_a0);
    var_1 = wp::abs(var_a0);
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::atan2(var_a0, var_3);
    var_5 = wp::abs(var_4);
    var_7 = wp::add(var_5, var_6);
    var_8 = wp::mod(var_0, var_7);
    var_9 = wp::sin(var_8);
    var_11 = wp::mul(var_9, var_10);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_11 += adj_ret;
    wp::adj_mul(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_sin(var_8, adj_8, adj_9);
    wp::adj_mod(var_0, var_7, adj_0, adj_7, adj_8);
    wp::adj_add(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_abs(var_4, adj_4, adj_5);
    wp::adj_atan2(var_a0, var_3, adj_a0, adj_3, adj_4);
    wp::adj_add(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_abs(var_a0, adj_a0, adj_1);
    wp::adj_mul(var_a0, var_a0, adj_a0, adj_a0, adj_0);
    // adj: return wp.sin(wp.mod((a0 * a0), wp.abs(wp.atan2(a0, wp.abs(a0) + 0.5)) + 1.0)) * 1.6  <L 13>
    // adj: def tile_000000_tmap0(a0: float) -> float:                                        <L 12>
    return;
}



extern "C" __global__ void tile_000000_c25e3344_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_pressures,
    wp::array_t<wp::float32> var_sample_residuals,
    wp::array_t<wp::float32> var_sample_energies,
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
        const wp::int32 var_1 = 16;
        const wp::int32 var_2 = 16;
        wp::tuple_t<wp::int32, wp::int32> var_3;
        const wp::int32 var_4 = 16;
        wp::int32 var_5;
        const wp::int32 var_6 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_7;
        const wp::str var_8 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true> var_9 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,16>,wp::tile_stride_t<16,1>,false>();
        const wp::int32 var_10 = 0;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<1,16>>, false> var_11 = nullptr;
        const wp::int32 var_12 = 16;
        const wp::int32 var_13 = 16;
        wp::tuple_t<wp::int32, wp::int32> var_14;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true> var_15 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,16>,wp::tile_stride_t<16,1>,false>();
        const wp::int32 var_16 = 0;
        const wp::int32 var_17 = 0;
        const wp::int32 var_18 = 0;
        const wp::float32 var_19 = 1.0;
        const wp::float32 var_20 = 1.0;
        wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> var_21 = wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> var_22 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>{};
        const wp::int32 var_23 = 256;
        wp::tuple_t<wp::int32> var_24;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false> var_25 = nullptr;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_26 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::int32 var_27;
        const wp::int32 var_28 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_29;
        const wp::int32 var_30 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> var_31 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>{};
        wp::int32 var_32;
        const wp::int32 var_33 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_34;
        const wp::int32 var_35 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_36 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_37 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_38 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_39 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_40 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // forward
        // def tile_000000(sample_pressures: wp.array2d[float], sample_residuals: wp.array2d[float], sample_energies: wp.array2d[float], acc: wp.array[float]):       <L 17>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // t0 = wp.tile_load(sample_pressures, shape=(COLS, 16), offset=(i * ROWS, 0), storage="register")       <L 20>
        var_3 = wp::tuple(var_1, var_2);
        var_5 = wp::mul(var_0, var_4);
        var_7 = wp::tuple(var_5, var_6);
        var_9 = wp::tile_load<wp::float32, true, false, 16, 16>(var_sample_pressures, var_5, var_10);
        // t1 = wp.tile_transpose(t0)                                                             <L 21>
        var_11 = wp::tile_transpose(var_9);
        // t2 = wp.tile_zeros(shape=(16, 16), dtype=float)                                        <L 22>
        var_14 = wp::tuple(var_12, var_13);
        var_15 = wp::tile_zeros<float, 16, 16>();
        // wp.tile_matmul(t0, t1, t2)                                                             <L 23>
        wp::tile_matmul_acc(var_16, var_17, var_18, var_9, var_11, var_15, var_19, var_20);
        // t3 = wp.tile_astype(t2, wp.float64)                                                    <L 24>
        var_21 = wp::tile_astype<wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>>(var_15);
        // t4 = wp.tile_astype(t3, wp.float32)                                                    <L 25>
        var_22 = wp::tile_astype<wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>>(var_21);
        // t5 = wp.tile_reshape(t0, shape=(256,))                                                 <L 26>
        var_24 = wp::tuple(var_23);
        var_25 = wp::tile_reshape<wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>>(var_9);
        // t6 = wp.tile_map(tile_000000_tmap0, t5)                                                <L 27>
        var_26 = wp::tile_unary_map(tile_000000_tmap0_0, var_25);
        // wp.tile_store(sample_residuals, t4, offset=(i * ROWS, 0))                              <L 28>
        var_27 = wp::mul(var_0, var_4);
        var_29 = wp::tuple(var_27, var_28);
        wp::tile_store<wp::float32, true, false>(var_sample_residuals, var_27, var_30, var_22);
        // wp.tile_store(sample_energies, t2 + t4, offset=(i * ROWS, 0))                          <L 29>
        var_31 = wp::tile_add(var_15, var_22);
        var_32 = wp::mul(var_0, var_4);
        var_34 = wp::tuple(var_32, var_33);
        wp::tile_store<wp::float32, true, false>(var_sample_energies, var_32, var_35, var_31);
        // t7 = wp.tile_sum(t5)                                                                   <L 30>
        var_36 = wp::tile_sum(var_25);
        // wp.tile_atomic_add(acc, t7 + wp.tile_sum(t6), offset=0)                                <L 31>
        var_37 = wp::tile_sum(var_26);
        var_38 = wp::tile_add(var_36, var_37);
        var_40 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_39, var_38);
    }
}



extern "C" __global__ void tile_000000_c25e3344_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_pressures,
    wp::array_t<wp::float32> var_sample_residuals,
    wp::array_t<wp::float32> var_sample_energies,
    wp::array_t<wp::float32> var_acc,
    wp::array_t<wp::float32> adj_sample_pressures,
    wp::array_t<wp::float32> adj_sample_residuals,
    wp::array_t<wp::float32> adj_sample_energies,
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
        const wp::int32 var_1 = 16;
        const wp::int32 var_2 = 16;
        wp::tuple_t<wp::int32, wp::int32> var_3;
        const wp::int32 var_4 = 16;
        wp::int32 var_5;
        const wp::int32 var_6 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_7;
        const wp::str var_8 = "register";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true> var_9 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,16>,wp::tile_stride_t<16,1>,true>();
        const wp::int32 var_10 = 0;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<1,16>>, false> var_11 = nullptr;
        const wp::int32 var_12 = 16;
        const wp::int32 var_13 = 16;
        wp::tuple_t<wp::int32, wp::int32> var_14;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true> var_15 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,16>,wp::tile_stride_t<16,1>,true>();
        const wp::int32 var_16 = 0;
        const wp::int32 var_17 = 0;
        const wp::int32 var_18 = 0;
        const wp::float32 var_19 = 1.0;
        const wp::float32 var_20 = 1.0;
        wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> var_21 = wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> var_22 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>{};
        const wp::int32 var_23 = 256;
        wp::tuple_t<wp::int32> var_24;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false> var_25 = nullptr;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_26 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::int32 var_27;
        const wp::int32 var_28 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_29;
        const wp::int32 var_30 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> var_31 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>{};
        wp::int32 var_32;
        const wp::int32 var_33 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_34;
        const wp::int32 var_35 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_36 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_37 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_38 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_39 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_40 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_3 = {};
        wp::int32 adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_7 = {};
        wp::str adj_8 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true>& adj_9 = var_9;
        wp::int32 adj_10 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<1,16>>, false>& adj_11 = var_11;
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_14 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true>& adj_15 = var_15;
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> adj_21{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> adj_22{};
        wp::int32 adj_23 = {};
        wp::tuple_t<wp::int32> adj_24 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>& adj_25 = var_25;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> adj_26{};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_29 = {};
        wp::int32 adj_30 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>> adj_31{};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_34 = {};
        wp::int32 adj_35 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_36{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_37{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_38{};
        wp::int32 adj_39 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_40{};
        //---------
        // forward
        // def tile_000000(sample_pressures: wp.array2d[float], sample_residuals: wp.array2d[float], sample_energies: wp.array2d[float], acc: wp.array[float]):       <L 17>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // t0 = wp.tile_load(sample_pressures, shape=(COLS, 16), offset=(i * ROWS, 0), storage="register")       <L 20>
        var_3 = wp::tuple(var_1, var_2);
        var_5 = wp::mul(var_0, var_4);
        var_7 = wp::tuple(var_5, var_6);
        var_9 = wp::tile_load<wp::float32, true, false, 16, 16>(var_sample_pressures, var_5, var_10);
        // t1 = wp.tile_transpose(t0)                                                             <L 21>
        var_11 = wp::tile_transpose(var_9);
        // t2 = wp.tile_zeros(shape=(16, 16), dtype=float)                                        <L 22>
        var_14 = wp::tuple(var_12, var_13);
        var_15 = wp::tile_zeros<float, 16, 16>();
        // wp.tile_matmul(t0, t1, t2)                                                             <L 23>
        wp::tile_matmul_acc(var_16, var_17, var_18, var_9, var_11, var_15, var_19, var_20);
        // t3 = wp.tile_astype(t2, wp.float64)                                                    <L 24>
        var_21 = wp::tile_astype<wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>>(var_15);
        // t4 = wp.tile_astype(t3, wp.float32)                                                    <L 25>
        var_22 = wp::tile_astype<wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,16>>>>(var_21);
        // t5 = wp.tile_reshape(t0, shape=(256,))                                                 <L 26>
        var_24 = wp::tuple(var_23);
        var_25 = wp::tile_reshape<wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<256>, wp::tile_stride_t<1>>, false>>(var_9);
        // t6 = wp.tile_map(tile_000000_tmap0, t5)                                                <L 27>
        var_26 = wp::tile_unary_map(tile_000000_tmap0_0, var_25);
        // wp.tile_store(sample_residuals, t4, offset=(i * ROWS, 0))                              <L 28>
        var_27 = wp::mul(var_0, var_4);
        var_29 = wp::tuple(var_27, var_28);
        // wp::tile_store<wp::float32, true, false>(var_sample_residuals, var_27, var_30, var_22);
        // wp.tile_store(sample_energies, t2 + t4, offset=(i * ROWS, 0))                          <L 29>
        var_31 = wp::tile_add(var_15, var_22);
        var_32 = wp::mul(var_0, var_4);
        var_34 = wp::tuple(var_32, var_33);
        // wp::tile_store<wp::float32, true, false>(var_sample_energies, var_32, var_35, var_31);
        // t7 = wp.tile_sum(t5)                                                                   <L 30>
        var_36 = wp::tile_sum(var_25);
        // wp.tile_atomic_add(acc, t7 + wp.tile_sum(t6), offset=0)                                <L 31>
        var_37 = wp::tile_sum(var_26);
        var_38 = wp::tile_add(var_36, var_37);
        // var_40 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_39, var_38);
        //---------
        // reverse
        wp::adj_tile_atomic_add(var_acc, var_39, var_38, adj_acc, adj_39, adj_38, adj_40);
        wp::adj_tile_add(var_36, var_37, adj_36, adj_37, adj_38);
        wp::adj_tile_sum(var_26, adj_26, adj_37);
        // adj: wp.tile_atomic_add(acc, t7 + wp.tile_sum(t6), offset=0)                           <L 31>
        wp::adj_tile_sum(var_25, adj_25, adj_36);
        // adj: t7 = wp.tile_sum(t5)                                                              <L 30>
        wp::adj_tile_store(var_sample_energies, var_32, var_35, var_31, adj_sample_energies, adj_32, adj_35, adj_31);
        wp::adj_mul(var_0, var_4, adj_0, adj_4, adj_32);
        wp::adj_tile_add(var_15, var_22, adj_15, adj_22, adj_31);
        // adj: wp.tile_store(sample_energies, t2 + t4, offset=(i * ROWS, 0))                     <L 29>
        wp::adj_tile_store(var_sample_residuals, var_27, var_30, var_22, adj_sample_residuals, adj_27, adj_30, adj_22);
        wp::adj_mul(var_0, var_4, adj_0, adj_4, adj_27);
        // adj: wp.tile_store(sample_residuals, t4, offset=(i * ROWS, 0))                         <L 28>
        wp::adj_tile_unary_map(tile_000000_tmap0_0, var_25, adj_tile_000000_tmap0_0, adj_25, adj_26);
        // adj: t6 = wp.tile_map(tile_000000_tmap0, t5)                                           <L 27>
        wp::adj_tile_reshape(var_9, adj_9, adj_25);
        // adj: t5 = wp.tile_reshape(t0, shape=(256,))                                            <L 26>
        wp::adj_tile_astype(var_21, adj_21, adj_22);
        // adj: t4 = wp.tile_astype(t3, wp.float32)                                               <L 25>
        wp::adj_tile_astype(var_15, adj_15, adj_21);
        // adj: t3 = wp.tile_astype(t2, wp.float64)                                               <L 24>
        wp::adj_tile_matmul_acc(var_16, var_17, var_18, var_9, var_11, var_15, var_19, var_20, adj_16, adj_17, adj_18, adj_9, adj_11, adj_15, adj_19, adj_20);
        // adj: wp.tile_matmul(t0, t1, t2)                                                        <L 23>
        // adj: t2 = wp.tile_zeros(shape=(16, 16), dtype=float)                                   <L 22>
        wp::adj_tile_transpose(var_9, adj_9, adj_11);
        // adj: t1 = wp.tile_transpose(t0)                                                        <L 21>
        wp::adj_tile_load(var_sample_pressures, var_5, var_10, adj_sample_pressures, adj_5, adj_10, adj_9);
        wp::adj_mul(var_0, var_4, adj_0, adj_4, adj_5);
        // adj: t0 = wp.tile_load(sample_pressures, shape=(COLS, 16), offset=(i * ROWS, 0), storage="register")  <L 20>
        // adj: i = wp.tid()                                                                      <L 19>
        // adj: def tile_000000(sample_pressures: wp.array2d[float], sample_residuals: wp.array2d[float], sample_energies: wp.array2d[float], acc: wp.array[float]):  <L 17>
        continue;
    }
}

