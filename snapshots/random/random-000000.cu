// Generated for case random-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void random_000000_cc6e3ddd_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0)
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
        const wp::int32 var_1 = 31360;
        wp::uint32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 3;
        wp::int32 var_7;
        const wp::int32 var_8 = 0;
        bool var_9;
        const wp::float32 var_10 = -1.0;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.264;
        const wp::float32 var_17 = -1.653;
        const wp::float32 var_18 = -1.41;
        wp::vec_t<3, wp::float32> var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.5;
        const wp::float32 var_22 = 0.896;
        const wp::float32 var_23 = -1.383;
        wp::vec_t<3, wp::float32> var_24;
        const wp::int32 var_25 = 2;
        wp::float32 var_26;
        const wp::int32 var_27 = 1;
        wp::int32 var_28;
        wp::shape_t* var_29;
        const wp::int32 var_30 = 0;
        wp::int32 var_31;
        wp::shape_t var_32;
        wp::int32 var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = -1.0;
        const wp::float32 var_36 = 1.0;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 0.36;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        //---------
        // forward
        // def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):           <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(31360, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if (tid) % 3 == 0:                                                                     <L 9>
        var_7 = wp::mod(var_0, var_6);
        var_9 = (var_7 == var_8);
        if (var_9) {
            // v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))                             <L 10>
            var_12 = wp::randf(var_2, var_10, var_11);
            var_13 = wp::cbrt(var_12);
            var_14 = wp::tanh(var_13);
            var_15 = wp::add(var_4, var_14);
            // v1 = wp.vec3(0.264, -1.653, -1.41)                                                 <L 11>
            var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
        }
        var_20 = wp::where(var_9, var_15, var_4);
        // v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)       <L 12>
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_26 = wp::extract(var_24, var_25);
        var_28 = wp::add(var_0, var_27);
        var_29 = &(var_x0.shape);
        var_32 = wp::load(var_29);
        var_31 = wp::extract(var_32, var_30);
        var_33 = wp::mod(var_28, var_31);
        var_34 = wp::address(var_x0, var_33);
        var_37 = wp::randf(var_2, var_35, var_36);
        var_39 = wp::load(var_34);
        var_38 = wp::sub(var_39, var_37);
        var_40 = wp::vec_t<3, wp::float32>(var_26, var_38, var_20);
        // out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36                            <L 13>
        var_41 = wp::min(var_40, var_40);
        var_42 = wp::cross(var_40, var_40);
        var_43 = wp::add(var_41, var_42);
        var_45 = wp::mul(var_43, var_44);
        var_46 = wp::add(var_40, var_45);
        wp::array_store(var_out0, var_0, var_46);
    }
}



extern "C" __global__ void random_000000_cc6e3ddd_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0)
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
        const wp::int32 var_1 = 31360;
        wp::uint32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 3;
        wp::int32 var_7;
        const wp::int32 var_8 = 0;
        bool var_9;
        const wp::float32 var_10 = -1.0;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 0.264;
        const wp::float32 var_17 = -1.653;
        const wp::float32 var_18 = -1.41;
        wp::vec_t<3, wp::float32> var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.5;
        const wp::float32 var_22 = 0.896;
        const wp::float32 var_23 = -1.383;
        wp::vec_t<3, wp::float32> var_24;
        const wp::int32 var_25 = 2;
        wp::float32 var_26;
        const wp::int32 var_27 = 1;
        wp::int32 var_28;
        wp::shape_t* var_29;
        const wp::int32 var_30 = 0;
        wp::int32 var_31;
        wp::shape_t var_32;
        wp::int32 var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = -1.0;
        const wp::float32 var_36 = 1.0;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 0.36;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::uint32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        bool adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::shape_t adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::shape_t adj_32 = {};
        wp::int32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::vec_t<3, wp::float32> adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::vec_t<3, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        //---------
        // forward
        // def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):           <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(31360, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if (tid) % 3 == 0:                                                                     <L 9>
        var_7 = wp::mod(var_0, var_6);
        var_9 = (var_7 == var_8);
        if (var_9) {
            // v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))                             <L 10>
            var_12 = wp::randf(var_2, var_10, var_11);
            var_13 = wp::cbrt(var_12);
            var_14 = wp::tanh(var_13);
            var_15 = wp::add(var_4, var_14);
            // v1 = wp.vec3(0.264, -1.653, -1.41)                                                 <L 11>
            var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
        }
        var_20 = wp::where(var_9, var_15, var_4);
        // v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)       <L 12>
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_26 = wp::extract(var_24, var_25);
        var_28 = wp::add(var_0, var_27);
        var_29 = &(var_x0.shape);
        var_32 = wp::load(var_29);
        var_31 = wp::extract(var_32, var_30);
        var_33 = wp::mod(var_28, var_31);
        var_34 = wp::address(var_x0, var_33);
        var_37 = wp::randf(var_2, var_35, var_36);
        var_39 = wp::load(var_34);
        var_38 = wp::sub(var_39, var_37);
        var_40 = wp::vec_t<3, wp::float32>(var_26, var_38, var_20);
        // out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36                            <L 13>
        var_41 = wp::min(var_40, var_40);
        var_42 = wp::cross(var_40, var_40);
        var_43 = wp::add(var_41, var_42);
        var_45 = wp::mul(var_43, var_44);
        var_46 = wp::add(var_40, var_45);
        // wp::array_store(var_out0, var_0, var_46);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_46, adj_out0, adj_0, adj_46);
        wp::adj_add(var_40, var_45, adj_40, adj_45, adj_46);
        wp::adj_mul(var_43, var_44, adj_43, adj_44, adj_45);
        wp::adj_add(var_41, var_42, adj_41, adj_42, adj_43);
        wp::adj_cross(var_40, var_40, adj_40, adj_40, adj_42);
        wp::adj_min(var_40, var_40, adj_40, adj_40, adj_41);
        // adj: out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36                       <L 13>
        wp::adj_vec_t(var_26, var_38, var_20, adj_26, adj_38, adj_20, adj_40);
        wp::adj_sub(var_39, var_37, adj_34, adj_37, adj_38);
        wp::adj_address(var_x0, var_33, adj_x0, adj_33, adj_34);
        wp::adj_mod(var_28, var_31, adj_28, adj_31, adj_33);
        adj_x0.shape = adj_29;
        wp::adj_add(var_0, var_27, adj_0, adj_27, adj_28);
        wp::adj_extract(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
        // adj: v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)  <L 12>
        wp::adj_where(var_9, var_15, var_4, adj_9, adj_15, adj_4, adj_20);
        if (var_9) {
            wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
            // adj: v1 = wp.vec3(0.264, -1.653, -1.41)                                            <L 11>
            wp::adj_add(var_4, var_14, adj_4, adj_14, adj_15);
            wp::adj_tanh(var_13, var_14, adj_13, adj_14);
            wp::adj_cbrt(var_12, var_13, adj_12, adj_13);
            // adj: v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))                        <L 10>
        }
        wp::adj_mod(var_0, var_6, adj_0, adj_6, adj_7);
        // adj: if (tid) % 3 == 0:                                                                <L 9>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
        // adj: v0 = x0[tid]                                                                      <L 8>
        // adj: state = wp.rand_init(31360, tid)                                                  <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):      <L 5>
        continue;
    }
}

