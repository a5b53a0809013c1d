// Generated for case vector-000001 with warp-lang 1.18.0. Do not edit.
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


// vector-000001.py:4
static CUDA_CALLABLE wp::float32 vector_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.0;
    wp::float32 var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 1;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // forward
    // def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                               <L 5>
    // total0 = float(0.0)                                                                    <L 6>
    var_1 = wp::float(var_0);
    // for k1 in range(p2.length):                                                            <L 7>
    // total0 += p2[k1]                                                                       <L 8>
    var_3 = wp::extract(var_p2, var_2);
    var_4 = wp::add(var_1, var_3);
    var_6 = wp::extract(var_p2, var_5);
    var_7 = wp::add(var_4, var_6);
    // return wp.min(p1, (p1 + total0)) + p0                                                  <L 9>
    var_8 = wp::add(var_p1, var_7);
    var_9 = wp::min(var_p1, var_8);
    var_10 = wp::add(var_9, var_p0);
    return var_10;
}


// vector-000001.py:4
static CUDA_CALLABLE void adj_vector_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.0;
    wp::float32 var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 1;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    //---------
    // forward
    // def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                               <L 5>
    // total0 = float(0.0)                                                                    <L 6>
    var_1 = wp::float(var_0);
    // for k1 in range(p2.length):                                                            <L 7>
    // total0 += p2[k1]                                                                       <L 8>
    var_3 = wp::extract(var_p2, var_2);
    var_4 = wp::add(var_1, var_3);
    var_6 = wp::extract(var_p2, var_5);
    var_7 = wp::add(var_4, var_6);
    // return wp.min(p1, (p1 + total0)) + p0                                                  <L 9>
    var_8 = wp::add(var_p1, var_7);
    var_9 = wp::min(var_p1, var_8);
    var_10 = wp::add(var_9, var_p0);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_10 += adj_ret;
    wp::adj_add(var_9, var_p0, adj_9, adj_p0, adj_10);
    wp::adj_min(var_p1, var_8, adj_p1, adj_8, adj_9);
    wp::adj_add(var_p1, var_7, adj_p1, adj_7, adj_8);
    // adj: return wp.min(p1, (p1 + total0)) + p0                                             <L 9>
    wp::adj_add(var_4, var_6, adj_4, adj_6, adj_7);
    wp::adj_extract(var_p2, var_5, adj_p2, adj_5, adj_6);
    wp::adj_add(var_1, var_3, adj_1, adj_3, adj_4);
    wp::adj_extract(var_p2, var_2, adj_p2, adj_2, adj_3);
    // adj: total0 += p2[k1]                                                                  <L 8>
    // adj: for k1 in range(p2.length):                                                       <L 7>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: total0 = float(0.0)                                                               <L 6>
    // adj: def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                          <L 5>
    return;
}



extern "C" __global__ void vector_000001_4fac0af3_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_velocities,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_gradients,
    wp::array_t<wp::float32> var_contact_energies)
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        const wp::float32 var_4 = -0.578;
        wp::vec_t<3, wp::float32> var_5;
        const wp::int32 var_6 = 0;
        const wp::float32 var_7 = -1.36;
        wp::float32 var_8;
        const wp::int32 var_9 = 2;
        wp::float32 var_10;
        const wp::float32 var_11 = -1.3;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::int32 var_14 = 2;
        const wp::float32 var_15 = -1.09;
        const wp::float32 var_16 = 0.85;
        const wp::float32 var_17 = 0.84;
        const wp::float32 var_18 = -0.27;
        wp::vec_t<2, wp::float32> var_19;
        wp::float32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 0.978;
        const wp::float32 var_23 = 0.1;
        const wp::float32 var_24 = 1.618;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = 1.39;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::int32 var_30 = 0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        //---------
        // forward
        // def vector_000001(contact_velocities: wp.array(dtype=wp.vec3), contact_gradients: wp.array(dtype=wp.vec3), contact_energies: wp.array(dtype=float)):       <L 13>
        // tid = wp.tid()                                                                         <L 14>
        var_0 = builtin_tid1d();
        // v2 = contact_velocities[tid]                                                           <L 15>
        var_1 = wp::address(var_contact_velocities, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v3 = (-0.578 * v2)                                                                     <L 16>
        var_5 = wp::mul(var_4, var_2);
        // v2[0] -= wp.sin(-1.36)                                                                 <L 17>
        var_8 = wp::sin(var_7);
        wp::sub_inplace(var_2, var_6, var_8);
        // v3.z += wp.sin(-1.3)                                                                   <L 18>
        var_10 = wp::extract(var_5, var_9);
        var_12 = wp::sin(var_11);
        var_13 = wp::add(var_10, var_12);
        wp::assign_inplace(var_5, var_14, var_13);
        // v4 = vector_000001_f0(-1.09, 0.85, wp.vec2(0.84, -0.27))                               <L 19>
        var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
        var_20 = vector_000001_f0_0(var_15, var_16, var_19);
        // contact_gradients[tid] = v2 + v3 + wp.vec3(0.978, 0.1, 1.618)                          <L 20>
        var_21 = wp::add(var_2, var_5);
        var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
        var_26 = wp::add(var_21, var_25);
        wp::array_store(var_contact_gradients, var_0, var_26);
        // contact_energies[tid] = v4 + v4 * 1.39 + wp.sin(v2[0])                                 <L 21>
        var_28 = wp::mul(var_20, var_27);
        var_29 = wp::add(var_20, var_28);
        var_31 = wp::extract(var_2, var_30);
        var_32 = wp::sin(var_31);
        var_33 = wp::add(var_29, var_32);
        wp::array_store(var_contact_energies, var_0, var_33);
    }
}



extern "C" __global__ void vector_000001_4fac0af3_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_velocities,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_gradients,
    wp::array_t<wp::float32> var_contact_energies,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_velocities,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_gradients,
    wp::array_t<wp::float32> adj_contact_energies)
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        const wp::float32 var_4 = -0.578;
        wp::vec_t<3, wp::float32> var_5;
        const wp::int32 var_6 = 0;
        const wp::float32 var_7 = -1.36;
        wp::float32 var_8;
        const wp::int32 var_9 = 2;
        wp::float32 var_10;
        const wp::float32 var_11 = -1.3;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::int32 var_14 = 2;
        const wp::float32 var_15 = -1.09;
        const wp::float32 var_16 = 0.85;
        const wp::float32 var_17 = 0.84;
        const wp::float32 var_18 = -0.27;
        wp::vec_t<2, wp::float32> var_19;
        wp::float32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 0.978;
        const wp::float32 var_23 = 0.1;
        const wp::float32 var_24 = 1.618;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = 1.39;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::int32 var_30 = 0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::int32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        //---------
        // forward
        // def vector_000001(contact_velocities: wp.array(dtype=wp.vec3), contact_gradients: wp.array(dtype=wp.vec3), contact_energies: wp.array(dtype=float)):       <L 13>
        // tid = wp.tid()                                                                         <L 14>
        var_0 = builtin_tid1d();
        // v2 = contact_velocities[tid]                                                           <L 15>
        var_1 = wp::address(var_contact_velocities, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v3 = (-0.578 * v2)                                                                     <L 16>
        var_5 = wp::mul(var_4, var_2);
        // v2[0] -= wp.sin(-1.36)                                                                 <L 17>
        var_8 = wp::sin(var_7);
        wp::sub_inplace(var_2, var_6, var_8);
        // v3.z += wp.sin(-1.3)                                                                   <L 18>
        var_10 = wp::extract(var_5, var_9);
        var_12 = wp::sin(var_11);
        var_13 = wp::add(var_10, var_12);
        wp::assign_inplace(var_5, var_14, var_13);
        // v4 = vector_000001_f0(-1.09, 0.85, wp.vec2(0.84, -0.27))                               <L 19>
        var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
        var_20 = vector_000001_f0_0(var_15, var_16, var_19);
        // contact_gradients[tid] = v2 + v3 + wp.vec3(0.978, 0.1, 1.618)                          <L 20>
        var_21 = wp::add(var_2, var_5);
        var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
        var_26 = wp::add(var_21, var_25);
        // wp::array_store(var_contact_gradients, var_0, var_26);
        // contact_energies[tid] = v4 + v4 * 1.39 + wp.sin(v2[0])                                 <L 21>
        var_28 = wp::mul(var_20, var_27);
        var_29 = wp::add(var_20, var_28);
        var_31 = wp::extract(var_2, var_30);
        var_32 = wp::sin(var_31);
        var_33 = wp::add(var_29, var_32);
        // wp::array_store(var_contact_energies, var_0, var_33);
        //---------
        // reverse
        wp::adj_array_store(var_contact_energies, var_0, var_33, adj_contact_energies, adj_0, adj_33);
        wp::adj_add(var_29, var_32, adj_29, adj_32, adj_33);
        wp::adj_sin(var_31, adj_31, adj_32);
        wp::adj_extract(var_2, var_30, adj_2, adj_30, adj_31);
        wp::adj_add(var_20, var_28, adj_20, adj_28, adj_29);
        wp::adj_mul(var_20, var_27, adj_20, adj_27, adj_28);
        // adj: contact_energies[tid] = v4 + v4 * 1.39 + wp.sin(v2[0])                            <L 21>
        wp::adj_array_store(var_contact_gradients, var_0, var_26, adj_contact_gradients, adj_0, adj_26);
        wp::adj_add(var_21, var_25, adj_21, adj_25, adj_26);
        wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
        wp::adj_add(var_2, var_5, adj_2, adj_5, adj_21);
        // adj: contact_gradients[tid] = v2 + v3 + wp.vec3(0.978, 0.1, 1.618)                     <L 20>
        adj_vector_000001_f0_0(var_15, var_16, var_19, adj_15, adj_16, adj_19, adj_20);
        wp::adj_vec_t(var_17, var_18, adj_17, adj_18, adj_19);
        // adj: v4 = vector_000001_f0(-1.09, 0.85, wp.vec2(0.84, -0.27))                          <L 19>
        wp::adj_assign_inplace(var_5, var_14, var_13, adj_5, adj_14, adj_13);
        wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
        wp::adj_sin(var_11, adj_11, adj_12);
        wp::adj_extract(var_5, var_9, adj_5, adj_9, adj_10);
        // adj: v3.z += wp.sin(-1.3)                                                              <L 18>
        wp::adj_sub_inplace(var_2, var_6, var_8, adj_2, adj_6, adj_8);
        wp::adj_sin(var_7, adj_7, adj_8);
        // adj: v2[0] -= wp.sin(-1.36)                                                            <L 17>
        wp::adj_mul(var_4, var_2, adj_4, adj_2, adj_5);
        // adj: v3 = (-0.578 * v2)                                                                <L 16>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_contact_velocities, var_0, adj_contact_velocities, adj_0, adj_1);
        // adj: v2 = contact_velocities[tid]                                                      <L 15>
        // adj: tid = wp.tid()                                                                    <L 14>
        // adj: def vector_000001(contact_velocities: wp.array(dtype=wp.vec3), contact_gradients: wp.array(dtype=wp.vec3), contact_energies: wp.array(dtype=float)):  <L 13>
        continue;
    }
}

