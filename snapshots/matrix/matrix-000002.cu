// Generated for case matrix-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void matrix_000002_d5478130_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1)
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
        const wp::float32 var_4 = -1.0;
        const wp::float32 var_5 = -0.2;
        wp::vec_t<2, wp::float32> var_6;
        wp::mat_t<2, 2, wp::float32> var_7;
        const wp::float32 var_8 = -1.4;
        const wp::float32 var_9 = -0.953;
        wp::vec_t<2, wp::float32> var_10;
        wp::mat_t<2, 2, wp::float32> var_11;
        wp::mat_t<2, 2, wp::float32> var_12;
        const wp::float32 var_13 = 0.18;
        const wp::float32 var_14 = 1.0;
        const wp::float32 var_15 = 0.3;
        wp::vec_t<2, wp::float32> var_16;
        wp::vec_t<2, wp::float32> var_17;
        const wp::float32 var_18 = 1.082;
        const wp::float32 var_19 = -0.0;
        wp::vec_t<2, wp::float32> var_20;
        wp::mat_t<2, 2, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        const wp::float32 var_23 = 0.2;
        const wp::float32 var_24 = -0.1;
        const wp::float32 var_25 = -1.6;
        wp::vec_t<3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        const wp::int32 var_28 = 3;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = -0.99;
        wp::mat_t<3, 3, wp::float32> var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        const wp::float32 var_34 = -0.143;
        const wp::float32 var_35 = 0.831;
        const wp::float32 var_36 = -0.416;
        const wp::float32 var_37 = -1.0;
        wp::vec_t<4, wp::float32> var_38;
        wp::mat_t<4, 4, wp::float32> var_39;
        const wp::float32 var_40 = 0.959;
        const wp::float32 var_41 = 0.1;
        const wp::float32 var_42 = 1.61;
        const wp::float32 var_43 = 0.7;
        wp::vec_t<4, wp::float32> var_44;
        wp::mat_t<4, 4, wp::float32> var_45;
        wp::mat_t<4, 4, wp::float32> var_46;
        wp::mat_t<4, 4, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::mat_t<3, 3, wp::float32> var_50;
        const wp::float32 var_51 = 0.32;
        wp::mat_t<4, 4, wp::float32> var_52;
        wp::mat_t<4, 4, wp::float32> var_53;
        const wp::int32 var_54 = 2;
        wp::int32 var_55;
        wp::shape_t* var_56;
        const wp::int32 var_57 = 0;
        wp::int32 var_58;
        wp::shape_t var_59;
        wp::int32 var_60;
        wp::vec_t<3, wp::float32>* var_61;
        const wp::float32 var_62 = 1.87;
        wp::vec_t<3, wp::float32> var_63;
        wp::vec_t<3, wp::float32> var_64;
        wp::vec_t<3, wp::float32> var_65;
        //---------
        // forward
        // def matrix_000002(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.mat44), out1: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = (wp.diag(wp.vec2(-1.0, -0.2)) + wp.diag(wp.vec2(-1.4, -0.953)))                   <L 8>
        var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
        var_7 = wp::diag(var_6);
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = wp::diag(var_10);
        var_12 = wp::add(var_7, var_11);
        // v2 = wp.outer((0.18 * wp.vec2(1.0, 0.3)), wp.vec2(1.082, -0.0))                        <L 9>
        var_16 = wp::vec_t<2, wp::float32>(var_14, var_15);
        var_17 = wp::mul(var_13, var_16);
        var_20 = wp::vec_t<2, wp::float32>(var_18, var_19);
        var_21 = wp::outer(var_17, var_20);
        // v3 = (wp.skew(v0) + (wp.diag(wp.vec3(0.2, -0.1, -1.6)) + wp.identity(n=3, dtype=float) * -0.99))       <L 10>
        var_22 = wp::skew(var_2);
        var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
        var_27 = wp::diag(var_26);
        var_29 = wp::identity<3, wp::float32>();
        var_31 = wp::mul(var_29, var_30);
        var_32 = wp::add(var_27, var_31);
        var_33 = wp::add(var_22, var_32);
        // v4 = wp.transpose((wp.diag(wp.vec4(-0.143, 0.831, -0.416, -1.0)) @ wp.diag(wp.vec4(0.959, 0.1, 1.61, 0.7))))       <L 11>
        var_38 = wp::vec_t<4, wp::float32>(var_34, var_35, var_36, var_37);
        var_39 = wp::diag(var_38);
        var_44 = wp::vec_t<4, wp::float32>(var_40, var_41, var_42, var_43);
        var_45 = wp::diag(var_44);
        var_46 = wp::mul(var_39, var_45);
        var_47 = wp::transpose(var_46);
        // v5 = wp.outer(wp.normalize(v0), wp.cross(v0, v0))                                      <L 12>
        var_48 = wp::normalize(var_2);
        var_49 = wp::cross(var_2, var_2);
        var_50 = wp::outer(var_48, var_49);
        // out0[tid] = v4 + v4 * 0.32                                                             <L 13>
        var_52 = wp::mul(var_47, var_51);
        var_53 = wp::add(var_47, var_52);
        wp::array_store(var_out0, var_0, var_53);
        // out1[tid] = v0 + x0[(tid + 2) % x0.shape[0]] * 1.87                                    <L 14>
        var_55 = wp::add(var_0, var_54);
        var_56 = &(var_x0.shape);
        var_59 = wp::load(var_56);
        var_58 = wp::extract(var_59, var_57);
        var_60 = wp::mod(var_55, var_58);
        var_61 = wp::address(var_x0, var_60);
        var_64 = wp::load(var_61);
        var_63 = wp::mul(var_64, var_62);
        var_65 = wp::add(var_2, var_63);
        wp::array_store(var_out1, var_0, var_65);
    }
}



extern "C" __global__ void matrix_000002_d5478130_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1)
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
        const wp::float32 var_4 = -1.0;
        const wp::float32 var_5 = -0.2;
        wp::vec_t<2, wp::float32> var_6;
        wp::mat_t<2, 2, wp::float32> var_7;
        const wp::float32 var_8 = -1.4;
        const wp::float32 var_9 = -0.953;
        wp::vec_t<2, wp::float32> var_10;
        wp::mat_t<2, 2, wp::float32> var_11;
        wp::mat_t<2, 2, wp::float32> var_12;
        const wp::float32 var_13 = 0.18;
        const wp::float32 var_14 = 1.0;
        const wp::float32 var_15 = 0.3;
        wp::vec_t<2, wp::float32> var_16;
        wp::vec_t<2, wp::float32> var_17;
        const wp::float32 var_18 = 1.082;
        const wp::float32 var_19 = -0.0;
        wp::vec_t<2, wp::float32> var_20;
        wp::mat_t<2, 2, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        const wp::float32 var_23 = 0.2;
        const wp::float32 var_24 = -0.1;
        const wp::float32 var_25 = -1.6;
        wp::vec_t<3, wp::float32> var_26;
        wp::mat_t<3, 3, wp::float32> var_27;
        const wp::int32 var_28 = 3;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = -0.99;
        wp::mat_t<3, 3, wp::float32> var_31;
        wp::mat_t<3, 3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        const wp::float32 var_34 = -0.143;
        const wp::float32 var_35 = 0.831;
        const wp::float32 var_36 = -0.416;
        const wp::float32 var_37 = -1.0;
        wp::vec_t<4, wp::float32> var_38;
        wp::mat_t<4, 4, wp::float32> var_39;
        const wp::float32 var_40 = 0.959;
        const wp::float32 var_41 = 0.1;
        const wp::float32 var_42 = 1.61;
        const wp::float32 var_43 = 0.7;
        wp::vec_t<4, wp::float32> var_44;
        wp::mat_t<4, 4, wp::float32> var_45;
        wp::mat_t<4, 4, wp::float32> var_46;
        wp::mat_t<4, 4, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::mat_t<3, 3, wp::float32> var_50;
        const wp::float32 var_51 = 0.32;
        wp::mat_t<4, 4, wp::float32> var_52;
        wp::mat_t<4, 4, wp::float32> var_53;
        const wp::int32 var_54 = 2;
        wp::int32 var_55;
        wp::shape_t* var_56;
        const wp::int32 var_57 = 0;
        wp::int32 var_58;
        wp::shape_t var_59;
        wp::int32 var_60;
        wp::vec_t<3, wp::float32>* var_61;
        const wp::float32 var_62 = 1.87;
        wp::vec_t<3, wp::float32> var_63;
        wp::vec_t<3, wp::float32> var_64;
        wp::vec_t<3, wp::float32> var_65;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::mat_t<2, 2, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<2, wp::float32> adj_10 = {};
        wp::mat_t<2, 2, wp::float32> adj_11 = {};
        wp::mat_t<2, 2, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<2, wp::float32> adj_16 = {};
        wp::vec_t<2, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::mat_t<2, 2, wp::float32> adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::mat_t<3, 3, wp::float32> adj_27 = {};
        wp::int32 adj_28 = {};
        wp::mat_t<3, 3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::mat_t<3, 3, wp::float32> adj_31 = {};
        wp::mat_t<3, 3, wp::float32> adj_32 = {};
        wp::mat_t<3, 3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::vec_t<4, wp::float32> adj_38 = {};
        wp::mat_t<4, 4, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<4, wp::float32> adj_44 = {};
        wp::mat_t<4, 4, wp::float32> adj_45 = {};
        wp::mat_t<4, 4, wp::float32> adj_46 = {};
        wp::mat_t<4, 4, wp::float32> adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::mat_t<3, 3, wp::float32> adj_50 = {};
        wp::float32 adj_51 = {};
        wp::mat_t<4, 4, wp::float32> adj_52 = {};
        wp::mat_t<4, 4, wp::float32> adj_53 = {};
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::shape_t adj_56 = {};
        wp::int32 adj_57 = {};
        wp::int32 adj_58 = {};
        wp::shape_t adj_59 = {};
        wp::int32 adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::float32 adj_62 = {};
        wp::vec_t<3, wp::float32> adj_63 = {};
        wp::vec_t<3, wp::float32> adj_64 = {};
        wp::vec_t<3, wp::float32> adj_65 = {};
        //---------
        // forward
        // def matrix_000002(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.mat44), out1: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = (wp.diag(wp.vec2(-1.0, -0.2)) + wp.diag(wp.vec2(-1.4, -0.953)))                   <L 8>
        var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
        var_7 = wp::diag(var_6);
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = wp::diag(var_10);
        var_12 = wp::add(var_7, var_11);
        // v2 = wp.outer((0.18 * wp.vec2(1.0, 0.3)), wp.vec2(1.082, -0.0))                        <L 9>
        var_16 = wp::vec_t<2, wp::float32>(var_14, var_15);
        var_17 = wp::mul(var_13, var_16);
        var_20 = wp::vec_t<2, wp::float32>(var_18, var_19);
        var_21 = wp::outer(var_17, var_20);
        // v3 = (wp.skew(v0) + (wp.diag(wp.vec3(0.2, -0.1, -1.6)) + wp.identity(n=3, dtype=float) * -0.99))       <L 10>
        var_22 = wp::skew(var_2);
        var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
        var_27 = wp::diag(var_26);
        var_29 = wp::identity<3, wp::float32>();
        var_31 = wp::mul(var_29, var_30);
        var_32 = wp::add(var_27, var_31);
        var_33 = wp::add(var_22, var_32);
        // v4 = wp.transpose((wp.diag(wp.vec4(-0.143, 0.831, -0.416, -1.0)) @ wp.diag(wp.vec4(0.959, 0.1, 1.61, 0.7))))       <L 11>
        var_38 = wp::vec_t<4, wp::float32>(var_34, var_35, var_36, var_37);
        var_39 = wp::diag(var_38);
        var_44 = wp::vec_t<4, wp::float32>(var_40, var_41, var_42, var_43);
        var_45 = wp::diag(var_44);
        var_46 = wp::mul(var_39, var_45);
        var_47 = wp::transpose(var_46);
        // v5 = wp.outer(wp.normalize(v0), wp.cross(v0, v0))                                      <L 12>
        var_48 = wp::normalize(var_2);
        var_49 = wp::cross(var_2, var_2);
        var_50 = wp::outer(var_48, var_49);
        // out0[tid] = v4 + v4 * 0.32                                                             <L 13>
        var_52 = wp::mul(var_47, var_51);
        var_53 = wp::add(var_47, var_52);
        // wp::array_store(var_out0, var_0, var_53);
        // out1[tid] = v0 + x0[(tid + 2) % x0.shape[0]] * 1.87                                    <L 14>
        var_55 = wp::add(var_0, var_54);
        var_56 = &(var_x0.shape);
        var_59 = wp::load(var_56);
        var_58 = wp::extract(var_59, var_57);
        var_60 = wp::mod(var_55, var_58);
        var_61 = wp::address(var_x0, var_60);
        var_64 = wp::load(var_61);
        var_63 = wp::mul(var_64, var_62);
        var_65 = wp::add(var_2, var_63);
        // wp::array_store(var_out1, var_0, var_65);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_65, adj_out1, adj_0, adj_65);
        wp::adj_add(var_2, var_63, adj_2, adj_63, adj_65);
        wp::adj_mul(var_64, var_62, adj_61, adj_62, adj_63);
        wp::adj_address(var_x0, var_60, adj_x0, adj_60, adj_61);
        wp::adj_mod(var_55, var_58, adj_55, adj_58, adj_60);
        adj_x0.shape = adj_56;
        wp::adj_add(var_0, var_54, adj_0, adj_54, adj_55);
        // adj: out1[tid] = v0 + x0[(tid + 2) % x0.shape[0]] * 1.87                               <L 14>
        wp::adj_array_store(var_out0, var_0, var_53, adj_out0, adj_0, adj_53);
        wp::adj_add(var_47, var_52, adj_47, adj_52, adj_53);
        wp::adj_mul(var_47, var_51, adj_47, adj_51, adj_52);
        // adj: out0[tid] = v4 + v4 * 0.32                                                        <L 13>
        wp::adj_outer(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_cross(var_2, var_2, adj_2, adj_2, adj_49);
        wp::adj_normalize(var_2, var_48, adj_2, adj_48);
        // adj: v5 = wp.outer(wp.normalize(v0), wp.cross(v0, v0))                                 <L 12>
        wp::adj_transpose(var_46, adj_46, adj_47);
        wp::adj_mul(var_39, var_45, adj_39, adj_45, adj_46);
        wp::adj_diag(var_44, adj_44, adj_45);
        wp::adj_vec_t(var_40, var_41, var_42, var_43, adj_40, adj_41, adj_42, adj_43, adj_44);
        wp::adj_diag(var_38, adj_38, adj_39);
        wp::adj_vec_t(var_34, var_35, var_36, var_37, adj_34, adj_35, adj_36, adj_37, adj_38);
        // adj: v4 = wp.transpose((wp.diag(wp.vec4(-0.143, 0.831, -0.416, -1.0)) @ wp.diag(wp.vec4(0.959, 0.1, 1.61, 0.7))))  <L 11>
        wp::adj_add(var_22, var_32, adj_22, adj_32, adj_33);
        wp::adj_add(var_27, var_31, adj_27, adj_31, adj_32);
        wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
        wp::adj_diag(var_26, adj_26, adj_27);
        wp::adj_vec_t(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
        wp::adj_skew(var_2, adj_2, adj_22);
        // adj: v3 = (wp.skew(v0) + (wp.diag(wp.vec3(0.2, -0.1, -1.6)) + wp.identity(n=3, dtype=float) * -0.99))  <L 10>
        wp::adj_outer(var_17, var_20, adj_17, adj_20, adj_21);
        wp::adj_vec_t(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_mul(var_13, var_16, adj_13, adj_16, adj_17);
        wp::adj_vec_t(var_14, var_15, adj_14, adj_15, adj_16);
        // adj: v2 = wp.outer((0.18 * wp.vec2(1.0, 0.3)), wp.vec2(1.082, -0.0))                   <L 9>
        wp::adj_add(var_7, var_11, adj_7, adj_11, adj_12);
        wp::adj_diag(var_10, adj_10, adj_11);
        wp::adj_vec_t(var_8, var_9, adj_8, adj_9, adj_10);
        wp::adj_diag(var_6, adj_6, adj_7);
        wp::adj_vec_t(var_4, var_5, adj_4, adj_5, adj_6);
        // adj: v1 = (wp.diag(wp.vec2(-1.0, -0.2)) + wp.diag(wp.vec2(-1.4, -0.953)))              <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def matrix_000002(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.mat44), out1: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

