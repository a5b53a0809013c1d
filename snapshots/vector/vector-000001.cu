// Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
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
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 1;
    wp::float32 var_5;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // forward
    // def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                               <L 5>
    // p2.y += wp.sin(p1)                                                                     <L 6>
    var_1 = wp::extract(var_p2, var_0);
    var_2 = wp::sin(var_p1);
    var_3 = wp::add(var_1, var_2);
    wp::assign_inplace(var_p2, var_4, var_3);
    // return p1 + p0 + p2[0] + p2[1]                                                         <L 7>
    var_5 = wp::add(var_p1, var_p0);
    var_7 = wp::extract(var_p2, var_6);
    var_8 = wp::add(var_5, var_7);
    var_10 = wp::extract(var_p2, var_9);
    var_11 = wp::add(var_8, var_10);
    return var_11;
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
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 1;
    wp::float32 var_5;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    //---------
    // forward
    // def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                               <L 5>
    // p2.y += wp.sin(p1)                                                                     <L 6>
    var_1 = wp::extract(var_p2, var_0);
    var_2 = wp::sin(var_p1);
    var_3 = wp::add(var_1, var_2);
    wp::assign_inplace(var_p2, var_4, var_3);
    // return p1 + p0 + p2[0] + p2[1]                                                         <L 7>
    var_5 = wp::add(var_p1, var_p0);
    var_7 = wp::extract(var_p2, var_6);
    var_8 = wp::add(var_5, var_7);
    var_10 = wp::extract(var_p2, var_9);
    var_11 = wp::add(var_8, var_10);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_11 += adj_ret;
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_extract(var_p2, var_9, adj_p2, adj_9, adj_10);
    wp::adj_add(var_5, var_7, adj_5, adj_7, adj_8);
    wp::adj_extract(var_p2, var_6, adj_p2, adj_6, adj_7);
    wp::adj_add(var_p1, var_p0, adj_p1, adj_p0, adj_5);
    // adj: return p1 + p0 + p2[0] + p2[1]                                                    <L 7>
    wp::adj_assign_inplace(var_p2, var_4, var_3, adj_p2, adj_4, adj_3);
    wp::adj_add(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_sin(var_p1, adj_p1, adj_2);
    wp::adj_extract(var_p2, var_0, adj_p2, adj_0, adj_1);
    // adj: p2.y += wp.sin(p1)                                                                <L 6>
    // adj: def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                          <L 5>
    return;
}



extern "C" __global__ void vector_000001_980e9f72_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_points,
    wp::array_t<wp::float32> var_contact_scores,
    wp::int32 var_num_contacts)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        const wp::float32 var_5 = -0.578;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = -1.6;
        const wp::float32 var_8 = 1.66;
        wp::vec_t<2, wp::float32> var_9;
        const wp::float32 var_10 = -0.368;
        wp::vec_t<2, wp::float32> var_11;
        const wp::float32 var_12 = 1.188;
        const wp::float32 var_13 = -0.94;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.22;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        //---------
        // forward
        // def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):       <L 11>
        // tid = wp.tid()                                                                         <L 13>
        var_0 = builtin_tid1d();
        // if tid >= num_contacts:                                                                <L 14>
        var_1 = (var_0 >= var_num_contacts);
        if (var_1) {
            // return                                                                             <L 15>
            continue;
        }
        // v0 = contact_points[tid]                                                               <L 16>
        var_2 = wp::address(var_contact_points, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = (-0.578 * v0)                                                                     <L 17>
        var_6 = wp::mul(var_5, var_3);
        // v2 = wp.vec2(-1.6, 1.66)                                                               <L 18>
        var_9 = wp::vec_t<2, wp::float32>(var_7, var_8);
        // v3 = (-0.368 * v2)                                                                     <L 19>
        var_11 = wp::mul(var_10, var_9);
        // v4 = vector_000001_f0(1.188, -0.94, v3)                                                <L 20>
        var_14 = vector_000001_f0_0(var_12, var_13, var_11);
        // contact_scores[tid] = v4 + v4 * 1.22 + wp.sin(v1[0])                                   <L 21>
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_14, var_16);
        var_19 = wp::extract(var_6, var_18);
        var_20 = wp::sin(var_19);
        var_21 = wp::add(var_17, var_20);
        wp::array_store(var_contact_scores, var_0, var_21);
    }
}



extern "C" __global__ void vector_000001_980e9f72_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_points,
    wp::array_t<wp::float32> var_contact_scores,
    wp::int32 var_num_contacts,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_points,
    wp::array_t<wp::float32> adj_contact_scores,
    wp::int32 adj_num_contacts)
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
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32> var_4;
        const wp::float32 var_5 = -0.578;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = -1.6;
        const wp::float32 var_8 = 1.66;
        wp::vec_t<2, wp::float32> var_9;
        const wp::float32 var_10 = -0.368;
        wp::vec_t<2, wp::float32> var_11;
        const wp::float32 var_12 = 1.188;
        const wp::float32 var_13 = -0.94;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.22;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        bool adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::float32 adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::vec_t<2, wp::float32> adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<2, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        //---------
        // forward
        // def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):       <L 11>
        // tid = wp.tid()                                                                         <L 13>
        var_0 = builtin_tid1d();
        // if tid >= num_contacts:                                                                <L 14>
        var_1 = (var_0 >= var_num_contacts);
        if (var_1) {
            // return                                                                             <L 15>
            goto label0;
        }
        // v0 = contact_points[tid]                                                               <L 16>
        var_2 = wp::address(var_contact_points, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = (-0.578 * v0)                                                                     <L 17>
        var_6 = wp::mul(var_5, var_3);
        // v2 = wp.vec2(-1.6, 1.66)                                                               <L 18>
        var_9 = wp::vec_t<2, wp::float32>(var_7, var_8);
        // v3 = (-0.368 * v2)                                                                     <L 19>
        var_11 = wp::mul(var_10, var_9);
        // v4 = vector_000001_f0(1.188, -0.94, v3)                                                <L 20>
        var_14 = vector_000001_f0_0(var_12, var_13, var_11);
        // contact_scores[tid] = v4 + v4 * 1.22 + wp.sin(v1[0])                                   <L 21>
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_14, var_16);
        var_19 = wp::extract(var_6, var_18);
        var_20 = wp::sin(var_19);
        var_21 = wp::add(var_17, var_20);
        // wp::array_store(var_contact_scores, var_0, var_21);
        //---------
        // reverse
        wp::adj_array_store(var_contact_scores, var_0, var_21, adj_contact_scores, adj_0, adj_21);
        wp::adj_add(var_17, var_20, adj_17, adj_20, adj_21);
        wp::adj_sin(var_19, adj_19, adj_20);
        wp::adj_extract(var_6, var_18, adj_6, adj_18, adj_19);
        wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
        wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
        // adj: contact_scores[tid] = v4 + v4 * 1.22 + wp.sin(v1[0])                              <L 21>
        adj_vector_000001_f0_0(var_12, var_13, var_11, adj_12, adj_13, adj_11, adj_14);
        // adj: v4 = vector_000001_f0(1.188, -0.94, v3)                                           <L 20>
        wp::adj_mul(var_10, var_9, adj_10, adj_9, adj_11);
        // adj: v3 = (-0.368 * v2)                                                                <L 19>
        wp::adj_vec_t(var_7, var_8, adj_7, adj_8, adj_9);
        // adj: v2 = wp.vec2(-1.6, 1.66)                                                          <L 18>
        wp::adj_mul(var_5, var_3, adj_5, adj_3, adj_6);
        // adj: v1 = (-0.578 * v0)                                                                <L 17>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_contact_points, var_0, adj_contact_points, adj_0, adj_2);
        // adj: v0 = contact_points[tid]                                                          <L 16>
        if (var_1) {
            label0:;
            // adj: return                                                                        <L 15>
        }
        // adj: if tid >= num_contacts:                                                           <L 14>
        // adj: tid = wp.tid()                                                                    <L 13>
        // adj: def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):  <L 11>
        continue;
    }
}

