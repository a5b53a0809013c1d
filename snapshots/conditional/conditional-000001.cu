// Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void conditional_000001_a3bfda55_cuda_kernel_forward(
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        bool var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        const wp::float32 var_12 = -2.0;
        const wp::float32 var_13 = 2.0;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = -1.0;
        const wp::float32 var_17 = 1.0;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.78;
        const wp::float32 var_23 = -1.974;
        const wp::float32 var_24 = 1.49;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -1.36;
        const wp::float32 var_32 = 0.68;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.406;
        wp::float32 var_35;
        const wp::float32 var_36 = 0.2;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = 1.407;
        const wp::float32 var_39 = -0.093;
        const wp::float32 var_40 = -1.14;
        wp::vec_t<3, wp::float32> var_41;
        const wp::float32 var_42 = 0.183;
        const wp::float32 var_43 = 1.719;
        const wp::float32 var_44 = -0.686;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        wp::vec_t<3, wp::float32> var_47;
        //---------
        // forward
        // def conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if wp.erf(v0) <= wp.degrees(v0):                                                       <L 8>
        var_4 = wp::erf(var_2);
        var_5 = wp::degrees(var_2);
        var_6 = (var_4 <= var_5);
        if (var_6) {
            // v0 = v0 + wp.cos(v0)                                                               <L 9>
            var_7 = wp::cos(var_2);
            var_8 = wp::add(var_2, var_7);
            // v1 = wp.degrees((wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) + wp.smoothstep(-1.0, 1.0, v0) * v0))       <L 10>
            var_9 = wp::abs(var_8);
            var_11 = wp::add(var_9, var_10);
            var_14 = wp::clamp(var_8, var_12, var_13);
            var_15 = wp::pow(var_11, var_14);
            var_18 = wp::smoothstep(var_16, var_17, var_8);
            var_19 = wp::mul(var_18, var_8);
            var_20 = wp::add(var_15, var_19);
            var_21 = wp::degrees(var_20);
        }
        if (!var_6) {
            // v0 += wp.tanh(wp.length((wp.vec3(0.78, -1.974, 1.49) * v0)))                       <L 12>
            var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
            var_26 = wp::mul(var_25, var_2);
            var_27 = wp::length(var_26);
            var_28 = wp::tanh(var_27);
            var_29 = wp::add(var_2, var_28);
        }
        var_30 = wp::where(var_6, var_8, var_29);
        // v2 = wp.clamp(v0, -1.36, 0.68)                                                         <L 13>
        var_33 = wp::clamp(var_30, var_31, var_32);
        // v3 = (1.406 * v0)                                                                      <L 14>
        var_35 = wp::mul(var_34, var_30);
        // out0[tid] = (wp.vec3(v0, v2, 0.2) - wp.cross(wp.vec3(1.407, -0.093, -1.14), wp.vec3(0.183, 1.719, -0.686)))       <L 15>
        var_37 = wp::vec_t<3, wp::float32>(var_30, var_33, var_36);
        var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
        var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
        var_46 = wp::cross(var_41, var_45);
        var_47 = wp::sub(var_37, var_46);
        wp::array_store(var_out0, var_0, var_47);
    }
}



extern "C" __global__ void conditional_000001_a3bfda55_cuda_kernel_backward(
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        bool var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        const wp::float32 var_12 = -2.0;
        const wp::float32 var_13 = 2.0;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = -1.0;
        const wp::float32 var_17 = 1.0;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.78;
        const wp::float32 var_23 = -1.974;
        const wp::float32 var_24 = 1.49;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -1.36;
        const wp::float32 var_32 = 0.68;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.406;
        wp::float32 var_35;
        const wp::float32 var_36 = 0.2;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = 1.407;
        const wp::float32 var_39 = -0.093;
        const wp::float32 var_40 = -1.14;
        wp::vec_t<3, wp::float32> var_41;
        const wp::float32 var_42 = 0.183;
        const wp::float32 var_43 = 1.719;
        const wp::float32 var_44 = -0.686;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        wp::vec_t<3, wp::float32> var_47;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        bool adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::vec_t<3, wp::float32> adj_47 = {};
        //---------
        // forward
        // def conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if wp.erf(v0) <= wp.degrees(v0):                                                       <L 8>
        var_4 = wp::erf(var_2);
        var_5 = wp::degrees(var_2);
        var_6 = (var_4 <= var_5);
        if (var_6) {
            // v0 = v0 + wp.cos(v0)                                                               <L 9>
            var_7 = wp::cos(var_2);
            var_8 = wp::add(var_2, var_7);
            // v1 = wp.degrees((wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) + wp.smoothstep(-1.0, 1.0, v0) * v0))       <L 10>
            var_9 = wp::abs(var_8);
            var_11 = wp::add(var_9, var_10);
            var_14 = wp::clamp(var_8, var_12, var_13);
            var_15 = wp::pow(var_11, var_14);
            var_18 = wp::smoothstep(var_16, var_17, var_8);
            var_19 = wp::mul(var_18, var_8);
            var_20 = wp::add(var_15, var_19);
            var_21 = wp::degrees(var_20);
        }
        if (!var_6) {
            // v0 += wp.tanh(wp.length((wp.vec3(0.78, -1.974, 1.49) * v0)))                       <L 12>
            var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
            var_26 = wp::mul(var_25, var_2);
            var_27 = wp::length(var_26);
            var_28 = wp::tanh(var_27);
            var_29 = wp::add(var_2, var_28);
        }
        var_30 = wp::where(var_6, var_8, var_29);
        // v2 = wp.clamp(v0, -1.36, 0.68)                                                         <L 13>
        var_33 = wp::clamp(var_30, var_31, var_32);
        // v3 = (1.406 * v0)                                                                      <L 14>
        var_35 = wp::mul(var_34, var_30);
        // out0[tid] = (wp.vec3(v0, v2, 0.2) - wp.cross(wp.vec3(1.407, -0.093, -1.14), wp.vec3(0.183, 1.719, -0.686)))       <L 15>
        var_37 = wp::vec_t<3, wp::float32>(var_30, var_33, var_36);
        var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
        var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
        var_46 = wp::cross(var_41, var_45);
        var_47 = wp::sub(var_37, var_46);
        // wp::array_store(var_out0, var_0, var_47);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_47, adj_out0, adj_0, adj_47);
        wp::adj_sub(var_37, var_46, adj_37, adj_46, adj_47);
        wp::adj_cross(var_41, var_45, adj_41, adj_45, adj_46);
        wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
        wp::adj_vec_t(var_38, var_39, var_40, adj_38, adj_39, adj_40, adj_41);
        wp::adj_vec_t(var_30, var_33, var_36, adj_30, adj_33, adj_36, adj_37);
        // adj: out0[tid] = (wp.vec3(v0, v2, 0.2) - wp.cross(wp.vec3(1.407, -0.093, -1.14), wp.vec3(0.183, 1.719, -0.686)))  <L 15>
        wp::adj_mul(var_34, var_30, adj_34, adj_30, adj_35);
        // adj: v3 = (1.406 * v0)                                                                 <L 14>
        wp::adj_clamp(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        // adj: v2 = wp.clamp(v0, -1.36, 0.68)                                                    <L 13>
        wp::adj_where(var_6, var_8, var_29, adj_6, adj_8, adj_29, adj_30);
        if (!var_6) {
            wp::adj_add(var_2, var_28, adj_2, adj_28, adj_29);
            wp::adj_tanh(var_27, var_28, adj_27, adj_28);
            wp::adj_length(var_26, var_27, adj_26, adj_27);
            wp::adj_mul(var_25, var_2, adj_25, adj_2, adj_26);
            wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
            // adj: v0 += wp.tanh(wp.length((wp.vec3(0.78, -1.974, 1.49) * v0)))                  <L 12>
        }
        if (var_6) {
            wp::adj_degrees(var_20, adj_20, adj_21);
            wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
            wp::adj_mul(var_18, var_8, adj_18, adj_8, adj_19);
            wp::adj_smoothstep(var_16, var_17, var_8, adj_16, adj_17, adj_8, adj_18);
            wp::adj_pow(var_11, var_14, var_15, adj_11, adj_14, adj_15);
            wp::adj_clamp(var_8, var_12, var_13, adj_8, adj_12, adj_13, adj_14);
            wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
            wp::adj_abs(var_8, adj_8, adj_9);
            // adj: v1 = wp.degrees((wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) + wp.smoothstep(-1.0, 1.0, v0) * v0))  <L 10>
            wp::adj_add(var_2, var_7, adj_2, adj_7, adj_8);
            wp::adj_cos(var_2, adj_2, adj_7);
            // adj: v0 = v0 + wp.cos(v0)                                                          <L 9>
        }
        wp::adj_degrees(var_2, adj_2, adj_5);
        wp::adj_erf(var_2, adj_2, adj_4);
        // adj: if wp.erf(v0) <= wp.degrees(v0):                                                  <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

