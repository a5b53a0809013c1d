// Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
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


// generic-000002.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::float32 var_2 = -1.975;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 0;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.57;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.21;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    bool var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::int32 var_17 = 0;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.3;
    wp::float32 var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    //---------
    // forward
    // def generic_000002_f0(p0: Any):                                                        <L 1>
    // v0 = -(type(p0[0])(-1.975))                                                            <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_3 = wp::float32(var_2);
    var_4 = wp::neg(var_3);
    // v1 = wp.clamp(v0, type(p0[0])(-0.57), type(p0[0])(1.21))                               <L 3>
    var_6 = wp::extract(var_p0, var_5);
    var_8 = wp::float32(var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_12 = wp::float32(var_11);
    var_13 = wp::clamp(var_4, var_8, var_12);
    // v2 = v0                                                                                <L 4>
    var_14 = wp::copy(var_4);
    // if v0 > v2:                                                                            <L 5>
    var_15 = (var_4 > var_14);
    if (var_15) {
        // return (p0 + p0)                                                                   <L 6>
        var_16 = wp::add(var_p0, var_p0);
        return var_16;
    }
    // return wp.normalize(wp.vector(v1, v1, type(p0[0])(1.3)))                               <L 7>
    var_18 = wp::extract(var_p0, var_17);
    var_20 = wp::float32(var_19);
    var_21 = wp::vec_t<3, wp::float32>(var_13, var_13, var_20);
    var_22 = wp::normalize(var_21);
    return var_22;
}


// generic-000002.py:0
static CUDA_CALLABLE wp::float32 generic_000002_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    bool var_3;
    wp::float32 var_4;
    //---------
    // forward
    // def generic_000002_f1(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v3 = p0.y                                                                              <L 2>
    var_1 = wp::extract(var_p0, var_0);
    // v4 = (p1 + p1)                                                                         <L 3>
    var_2 = wp::add(var_p1, var_p1);
    // if v4 > p1:                                                                            <L 4>
    var_3 = (var_2 > var_p1);
    if (var_3) {
        // return wp.max(p1, p1)                                                              <L 5>
        var_4 = wp::max(var_p1, var_p1);
        return var_4;
    }
    // return v3                                                                              <L 6>
    return var_1;
}


// generic-000002.py:0
static CUDA_CALLABLE void adj_generic_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// generic-000002.py:0
static CUDA_CALLABLE void adj_generic_000002_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_p2,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void generic_000002_t_f2bcba96_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_radius,
    wp::array_t<wp::float32> var_contact_densities,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_normals,
    wp::array_t<wp::float32> var_contact_costs,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_accelerations)
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
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        const wp::float32 var_14 = -1.765;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.206;
        wp::float32 var_17;
        const wp::float32 var_18 = -1.72;
        wp::float32 var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 1.0;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 0.11;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 1.31;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.66;
        wp::float32 var_39;
        const wp::float32 var_40 = -1.42;
        wp::float32 var_41;
        wp::vec_t<3, wp::float32> var_42;
        const wp::float32 var_43 = 0.19;
        wp::float32 var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        //---------
        // forward
        // def generic_000002_t(radius: Any, contact_densities: wp.array[Any], contact_normals: wp.array[Any], contact_costs: wp.array[Any], contact_accelerations: wp.array[Any]):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // if tid >= contact_costs.shape[0]:                                                      <L 3>
        var_1 = &(var_contact_costs.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return                                                                             <L 4>
            continue;
        }
        // v5 = contact_densities[tid]                                                            <L 5>
        var_6 = wp::address(var_contact_densities, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v6 = contact_normals[tid]                                                              <L 6>
        var_9 = wp::address(var_contact_normals, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v7 = v6                                                                                <L 7>
        var_12 = wp::copy(var_10);
        // v8 = generic_000002_f0(v6)                                                             <L 8>
        var_13 = generic_000002_f0_0(var_10);
        // v9 = generic_000002_f1((wp.vector(type(radius)(-1.765), type(radius)(1.206), type(radius)(-1.72)) / (wp.abs(radius) + type(radius)(1.0))), generic_000002_f1(v7, radius, v5), v5)       <L 9>
        var_15 = wp::float32(var_14);
        var_17 = wp::float32(var_16);
        var_19 = wp::float32(var_18);
        var_20 = wp::vec_t<3, wp::float32>(var_15, var_17, var_19);
        var_21 = wp::abs(var_radius);
        var_23 = wp::float32(var_22);
        var_24 = wp::add(var_21, var_23);
        var_25 = wp::div(var_20, var_24);
        var_26 = generic_000002_f1_0(var_12, var_radius, var_7);
        var_27 = generic_000002_f1_0(var_25, var_26, var_7);
        // contact_costs[tid] = v5 + radius + v9 + radius * type(radius)(0.11)                    <L 10>
        var_28 = wp::add(var_7, var_radius);
        var_29 = wp::add(var_28, var_27);
        var_31 = wp::float32(var_30);
        var_32 = wp::mul(var_radius, var_31);
        var_33 = wp::add(var_29, var_32);
        wp::array_store(var_contact_costs, var_0, var_33);
        // contact_accelerations[tid] = v6 + v7 + v8 + wp.vector(type(radius)(1.31), type(radius)(1.66), type(radius)(-1.42)) * type(radius)(0.19)       <L 11>
        var_34 = wp::add(var_10, var_12);
        var_35 = wp::add(var_34, var_13);
        var_37 = wp::float32(var_36);
        var_39 = wp::float32(var_38);
        var_41 = wp::float32(var_40);
        var_42 = wp::vec_t<3, wp::float32>(var_37, var_39, var_41);
        var_44 = wp::float32(var_43);
        var_45 = wp::mul(var_42, var_44);
        var_46 = wp::add(var_35, var_45);
        wp::array_store(var_contact_accelerations, var_0, var_46);
    }
}

