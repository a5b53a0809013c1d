// Generated for case generic-000000 with warp-lang 1.19.0. Do not edit.
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


// generic-000000.py:0
static CUDA_CALLABLE wp::float64 generic_000000_f0_0(
    wp::float64 var_p0)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    bool var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    //---------
    // forward
    // def generic_000000_f0(p0: Any):                                                        <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // if v0 > type(p0)(0.09):                                                                <L 3>
    var_1 = 0.09;
    var_2 = (var_0 > var_1);
    if (var_2) {
        // return (p0 - v0)                                                                   <L 4>
        var_3 = wp::sub(var_p0, var_0);
        return var_3;
    }
    // return (v0 * p0)                                                                       <L 5>
    var_4 = wp::mul(var_0, var_p0);
    return var_4;
}


// generic-000000.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float64> generic_000000_f2_0(
    wp::vec_t<3, wp::float64> var_p0)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    const wp::int32 var_4 = 0;
    wp::float64 var_5;
    wp::float64 var_6;
    const wp::int32 var_7 = 0;
    wp::float64 var_8;
    wp::float64 var_9;
    const wp::int32 var_10 = 0;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::vec_t<3, wp::float64> var_13;
    wp::float64 var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float64> var_16;
    const wp::int32 var_17 = 0;
    wp::float64 var_18;
    wp::float64 var_19;
    const wp::int32 var_20 = 0;
    wp::float64 var_21;
    wp::float64 var_22;
    const wp::int32 var_23 = 0;
    wp::float64 var_24;
    wp::float64 var_25;
    wp::vec_t<3, wp::float64> var_26;
    wp::vec_t<3, wp::float64> var_27;
    //---------
    // forward
    // def generic_000000_f2(p0: Any):                                                        <L 1>
    // v2 = generic_000000_f0(type(p0[0])(-1.9))                                              <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_2 = -1.9;
    var_3 = generic_000000_f0_0(var_2);
    // v3 = wp.dot(p0, wp.vector(type(p0[0])(-0.8), type(p0[0])(0.503), type(p0[0])(1.333)))       <L 3>
    var_5 = wp::extract(var_p0, var_4);
    var_6 = -0.8;
    var_8 = wp::extract(var_p0, var_7);
    var_9 = 0.503;
    var_11 = wp::extract(var_p0, var_10);
    var_12 = 1.333;
    var_13 = wp::vec_t<3, wp::float64>(var_6, var_9, var_12);
    var_14 = wp::dot(var_p0, var_13);
    // v4 = float(v3)                                                                         <L 4>
    var_15 = wp::float(var_14);
    // return (p0 * v2) + wp.vector(type(p0[0])(v4), type(p0[0])(v4), type(p0[0])(v4))        <L 5>
    var_16 = wp::mul(var_p0, var_3);
    var_18 = wp::extract(var_p0, var_17);
    var_19 = wp::float64(var_15);
    var_21 = wp::extract(var_p0, var_20);
    var_22 = wp::float64(var_15);
    var_24 = wp::extract(var_p0, var_23);
    var_25 = wp::float64(var_15);
    var_26 = wp::vec_t<3, wp::float64>(var_19, var_22, var_25);
    var_27 = wp::add(var_16, var_26);
    return var_27;
}


// generic-000000.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float64> generic_000000_f1_0(
    wp::vec_t<3, wp::float64> var_p0)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float64 var_1;
    wp::float64 var_2;
    const wp::int32 var_3 = 0;
    wp::float64 var_4;
    wp::float64 var_5;
    const wp::int32 var_6 = 0;
    wp::float64 var_7;
    wp::float64 var_8;
    wp::vec_t<3, wp::float64> var_9;
    wp::float64 var_10;
    wp::vec_t<3, wp::float64> var_11;
    wp::vec_t<3, wp::float64> var_12;
    wp::vec_t<3, wp::float64> var_13;
    //---------
    // forward
    // def generic_000000_f1(p0: Any):                                                        <L 1>
    // v1 = wp.dot(p0, wp.vector(type(p0[0])(1.04), type(p0[0])(0.154), type(p0[0])(-1.71)))       <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_2 = 1.04;
    var_4 = wp::extract(var_p0, var_3);
    var_5 = 0.154;
    var_7 = wp::extract(var_p0, var_6);
    var_8 = -1.71;
    var_9 = wp::vec_t<3, wp::float64>(var_2, var_5, var_8);
    var_10 = wp::dot(var_p0, var_9);
    // return (wp.vector(v1, v1, v1) - (p0 + p0))                                             <L 3>
    var_11 = wp::vec_t<3, wp::float64>(var_10, var_10, var_10);
    var_12 = wp::add(var_p0, var_p0);
    var_13 = wp::sub(var_11, var_12);
    return var_13;
}


// generic-000000.py:0
static CUDA_CALLABLE void adj_generic_000000_f0_0(
    wp::float64 var_p0,
    wp::float64 & adj_p0,
    wp::float64 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// generic-000000.py:0
static CUDA_CALLABLE void adj_generic_000000_f2_0(
    wp::vec_t<3, wp::float64> var_p0,
    wp::vec_t<3, wp::float64> & adj_p0,
    wp::vec_t<3, wp::float64> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// generic-000000.py:0
static CUDA_CALLABLE void adj_generic_000000_f1_0(
    wp::vec_t<3, wp::float64> var_p0,
    wp::vec_t<3, wp::float64> & adj_p0,
    wp::vec_t<3, wp::float64> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void generic_000000_t_adf2fb27_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float64 var_relaxation,
    wp::array_t<wp::vec_t<3, wp::float64>> var_sample_positions,
    wp::array_t<wp::float64> var_sample_residuals,
    wp::array_t<wp::float64> var_sample_costs)
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
        wp::vec_t<3, wp::float64>* var_1;
        wp::vec_t<3, wp::float64> var_2;
        wp::vec_t<3, wp::float64> var_3;
        wp::float64 var_4;
        wp::float64 var_5;
        wp::float64 var_6;
        wp::vec_t<3, wp::float64> var_7;
        wp::vec_t<3, wp::float64> var_8;
        wp::float64 var_9;
        wp::float64 var_10;
        wp::float64 var_11;
        wp::float64 var_12;
        wp::float64 var_13;
        const wp::int32 var_14 = 0;
        wp::float64 var_15;
        const wp::int32 var_16 = 1;
        wp::float64 var_17;
        wp::float64 var_18;
        const wp::int32 var_19 = 2;
        wp::float64 var_20;
        wp::float64 var_21;
        wp::float32 var_22;
        wp::float64 var_23;
        wp::float64 var_24;
        wp::float64 var_25;
        wp::float64 var_26;
        wp::float64 var_27;
        wp::float64 var_28;
        wp::float64 var_29;
        const wp::int32 var_30 = 0;
        wp::float64 var_31;
        const wp::int32 var_32 = 1;
        wp::float64 var_33;
        wp::float64 var_34;
        const wp::int32 var_35 = 2;
        wp::float64 var_36;
        wp::float64 var_37;
        wp::float32 var_38;
        wp::float64 var_39;
        wp::float64 var_40;
        //---------
        // forward
        // def generic_000000_t(relaxation: Any, sample_positions: wp.array[Any], sample_residuals: wp.array[Any], sample_costs: wp.array[Any]):       <L 1>
        // tid = wp.tid()                                                                         <L 3>
        var_0 = builtin_tid1d();
        // v5 = sample_positions[tid]                                                             <L 4>
        var_1 = wp::address(var_sample_positions, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v6 = (relaxation * relaxation)                                                         <L 5>
        var_4 = wp::mul(var_relaxation, var_relaxation);
        // v7 = generic_000000_f0(generic_000000_f0(v6))                                          <L 6>
        var_5 = generic_000000_f0_0(var_4);
        var_6 = generic_000000_f0_0(var_5);
        // v8 = generic_000000_f1(generic_000000_f2(v5))                                          <L 7>
        var_7 = generic_000000_f2_0(var_2);
        var_8 = generic_000000_f1_0(var_7);
        // sample_residuals[tid] = relaxation + v6 + v7 + v6 * type(relaxation)(1.98) + type(relaxation)(float(v5[0] + v5[1] + v5[2]))       <L 8>
        var_9 = wp::add(var_relaxation, var_4);
        var_10 = wp::add(var_9, var_6);
        var_11 = 1.98;
        var_12 = wp::mul(var_4, var_11);
        var_13 = wp::add(var_10, var_12);
        var_15 = wp::extract(var_2, var_14);
        var_17 = wp::extract(var_2, var_16);
        var_18 = wp::add(var_15, var_17);
        var_20 = wp::extract(var_2, var_19);
        var_21 = wp::add(var_18, var_20);
        var_22 = wp::float(var_21);
        var_23 = wp::float64(var_22);
        var_24 = wp::add(var_13, var_23);
        wp::array_store(var_sample_residuals, var_0, var_24);
        // sample_costs[tid] = relaxation + v6 + v7 + v7 * type(relaxation)(1.73) + type(relaxation)(float(v8[0] + v8[1] + v8[2]))       <L 9>
        var_25 = wp::add(var_relaxation, var_4);
        var_26 = wp::add(var_25, var_6);
        var_27 = 1.73;
        var_28 = wp::mul(var_6, var_27);
        var_29 = wp::add(var_26, var_28);
        var_31 = wp::extract(var_8, var_30);
        var_33 = wp::extract(var_8, var_32);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::extract(var_8, var_35);
        var_37 = wp::add(var_34, var_36);
        var_38 = wp::float(var_37);
        var_39 = wp::float64(var_38);
        var_40 = wp::add(var_29, var_39);
        wp::array_store(var_sample_costs, var_0, var_40);
    }
}

