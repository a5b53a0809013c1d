// Generated for case vector-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void vector_000002_1bbf0e64_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out1)
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 3;
        wp::int32 var_11;
        wp::shape_t* var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        wp::shape_t var_15;
        wp::int32 var_16;
        wp::vec_t<3, wp::float32>* var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::int32 var_22 = 2;
        wp::int32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        wp::vec_t<2, wp::float32>* var_29;
        wp::vec_t<2, wp::float32> var_30;
        wp::vec_t<2, wp::float32> var_31;
        wp::vec_t<2, wp::float32> var_32;
        wp::vec_t<2, wp::float32> var_33;
        wp::vec_t<2, wp::float32> var_34;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = -1.4;
        const wp::float32 var_46 = 0.3;
        const wp::float32 var_47 = 0.3;
        const wp::float32 var_48 = 1.566;
        wp::vec_t<4, wp::float32> var_49;
        const wp::float32 var_50 = -0.27;
        const wp::float32 var_51 = -1.3;
        const wp::float32 var_52 = -1.401;
        const wp::float32 var_53 = -1.95;
        wp::vec_t<4, wp::float32> var_54;
        wp::vec_t<4, wp::float32> var_55;
        wp::float32 var_56;
        wp::vec_t<4, wp::float32> var_57;
        const wp::float32 var_58 = 1.98;
        const wp::float32 var_59 = 0.496;
        const wp::float32 var_60 = -1.02;
        const wp::float32 var_61 = -1.049;
        wp::vec_t<4, wp::float32> var_62;
        const wp::int32 var_63 = 0;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::vec_t<4, wp::float32> var_66;
        wp::vec_t<4, wp::float32> var_67;
        //---------
        // forward
        // def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4), out1: wp.array(dtype=wp.vec4)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = (x1[(tid + 3) % x1.shape[0]] + ((v1 * v2) * v2))                                  <L 10>
        var_11 = wp::add(var_0, var_10);
        var_12 = &(var_x1.shape);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_16 = wp::mod(var_11, var_14);
        var_17 = wp::address(var_x1, var_16);
        var_18 = wp::mul(var_5, var_8);
        var_19 = wp::mul(var_18, var_8);
        var_21 = wp::load(var_17);
        var_20 = wp::add(var_21, var_19);
        // v4 = wp.max(wp.max(x0[(tid + 2) % x0.shape[0]], wp.normalize(v0)), ((v0 + v0) - (v0 + v0)))       <L 11>
        var_23 = wp::add(var_0, var_22);
        var_24 = &(var_x0.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_23, var_26);
        var_29 = wp::address(var_x0, var_28);
        var_30 = wp::normalize(var_2);
        var_32 = wp::load(var_29);
        var_31 = wp::max(var_32, var_30);
        var_33 = wp::add(var_2, var_2);
        var_34 = wp::add(var_2, var_2);
        var_35 = wp::sub(var_33, var_34);
        var_36 = wp::max(var_31, var_35);
        // v5 = wp.vec3((wp.erfc(v2) * wp.atan2(v2, wp.abs(v2) + 0.5)), v2, v2)                   <L 12>
        var_37 = wp::erfc(var_8);
        var_38 = wp::abs(var_8);
        var_40 = wp::add(var_38, var_39);
        var_41 = wp::atan2(var_8, var_40);
        var_42 = wp::mul(var_37, var_41);
        var_43 = wp::vec_t<3, wp::float32>(var_42, var_8, var_8);
        // v6 = v5                                                                                <L 13>
        var_44 = wp::copy(var_43);
        // out0[tid] = ((wp.vec4(-1.4, 0.3, 0.3, 1.566) - wp.vec4(-0.27, -1.3, -1.401, -1.95)) * -(v2))       <L 14>
        var_49 = wp::vec_t<4, wp::float32>(var_45, var_46, var_47, var_48);
        var_54 = wp::vec_t<4, wp::float32>(var_50, var_51, var_52, var_53);
        var_55 = wp::sub(var_49, var_54);
        var_56 = wp::neg(var_8);
        var_57 = wp::mul(var_55, var_56);
        wp::array_store(var_out0, var_0, var_57);
        // out1[tid] = wp.vec4(1.98, 0.496, -1.02, -1.049) + wp.vec4(wp.sin(v1[0]))               <L 15>
        var_62 = wp::vec_t<4, wp::float32>(var_58, var_59, var_60, var_61);
        var_64 = wp::extract(var_5, var_63);
        var_65 = wp::sin(var_64);
        var_66 = wp::vec_t<4, wp::float32>(var_65);
        var_67 = wp::add(var_62, var_66);
        wp::array_store(var_out1, var_0, var_67);
    }
}



extern "C" __global__ void vector_000002_1bbf0e64_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<4, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::vec_t<4, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<4, wp::float32>> adj_out1)
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 3;
        wp::int32 var_11;
        wp::shape_t* var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        wp::shape_t var_15;
        wp::int32 var_16;
        wp::vec_t<3, wp::float32>* var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::int32 var_22 = 2;
        wp::int32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        wp::vec_t<2, wp::float32>* var_29;
        wp::vec_t<2, wp::float32> var_30;
        wp::vec_t<2, wp::float32> var_31;
        wp::vec_t<2, wp::float32> var_32;
        wp::vec_t<2, wp::float32> var_33;
        wp::vec_t<2, wp::float32> var_34;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = -1.4;
        const wp::float32 var_46 = 0.3;
        const wp::float32 var_47 = 0.3;
        const wp::float32 var_48 = 1.566;
        wp::vec_t<4, wp::float32> var_49;
        const wp::float32 var_50 = -0.27;
        const wp::float32 var_51 = -1.3;
        const wp::float32 var_52 = -1.401;
        const wp::float32 var_53 = -1.95;
        wp::vec_t<4, wp::float32> var_54;
        wp::vec_t<4, wp::float32> var_55;
        wp::float32 var_56;
        wp::vec_t<4, wp::float32> var_57;
        const wp::float32 var_58 = 1.98;
        const wp::float32 var_59 = 0.496;
        const wp::float32 var_60 = -1.02;
        const wp::float32 var_61 = -1.049;
        wp::vec_t<4, wp::float32> var_62;
        const wp::int32 var_63 = 0;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::vec_t<4, wp::float32> var_66;
        wp::vec_t<4, wp::float32> var_67;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::shape_t adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::shape_t adj_15 = {};
        wp::int32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::shape_t adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::shape_t adj_27 = {};
        wp::int32 adj_28 = {};
        wp::vec_t<2, wp::float32> adj_29 = {};
        wp::vec_t<2, wp::float32> adj_30 = {};
        wp::vec_t<2, wp::float32> adj_31 = {};
        wp::vec_t<2, wp::float32> adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::vec_t<2, wp::float32> adj_34 = {};
        wp::vec_t<2, wp::float32> adj_35 = {};
        wp::vec_t<2, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::vec_t<3, wp::float32> adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::vec_t<4, wp::float32> adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<4, wp::float32> adj_54 = {};
        wp::vec_t<4, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::vec_t<4, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::vec_t<4, wp::float32> adj_62 = {};
        wp::int32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<4, wp::float32> adj_66 = {};
        wp::vec_t<4, wp::float32> adj_67 = {};
        //---------
        // forward
        // def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4), out1: wp.array(dtype=wp.vec4)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = x2[tid]                                                                           <L 9>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v3 = (x1[(tid + 3) % x1.shape[0]] + ((v1 * v2) * v2))                                  <L 10>
        var_11 = wp::add(var_0, var_10);
        var_12 = &(var_x1.shape);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_16 = wp::mod(var_11, var_14);
        var_17 = wp::address(var_x1, var_16);
        var_18 = wp::mul(var_5, var_8);
        var_19 = wp::mul(var_18, var_8);
        var_21 = wp::load(var_17);
        var_20 = wp::add(var_21, var_19);
        // v4 = wp.max(wp.max(x0[(tid + 2) % x0.shape[0]], wp.normalize(v0)), ((v0 + v0) - (v0 + v0)))       <L 11>
        var_23 = wp::add(var_0, var_22);
        var_24 = &(var_x0.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_23, var_26);
        var_29 = wp::address(var_x0, var_28);
        var_30 = wp::normalize(var_2);
        var_32 = wp::load(var_29);
        var_31 = wp::max(var_32, var_30);
        var_33 = wp::add(var_2, var_2);
        var_34 = wp::add(var_2, var_2);
        var_35 = wp::sub(var_33, var_34);
        var_36 = wp::max(var_31, var_35);
        // v5 = wp.vec3((wp.erfc(v2) * wp.atan2(v2, wp.abs(v2) + 0.5)), v2, v2)                   <L 12>
        var_37 = wp::erfc(var_8);
        var_38 = wp::abs(var_8);
        var_40 = wp::add(var_38, var_39);
        var_41 = wp::atan2(var_8, var_40);
        var_42 = wp::mul(var_37, var_41);
        var_43 = wp::vec_t<3, wp::float32>(var_42, var_8, var_8);
        // v6 = v5                                                                                <L 13>
        var_44 = wp::copy(var_43);
        // out0[tid] = ((wp.vec4(-1.4, 0.3, 0.3, 1.566) - wp.vec4(-0.27, -1.3, -1.401, -1.95)) * -(v2))       <L 14>
        var_49 = wp::vec_t<4, wp::float32>(var_45, var_46, var_47, var_48);
        var_54 = wp::vec_t<4, wp::float32>(var_50, var_51, var_52, var_53);
        var_55 = wp::sub(var_49, var_54);
        var_56 = wp::neg(var_8);
        var_57 = wp::mul(var_55, var_56);
        // wp::array_store(var_out0, var_0, var_57);
        // out1[tid] = wp.vec4(1.98, 0.496, -1.02, -1.049) + wp.vec4(wp.sin(v1[0]))               <L 15>
        var_62 = wp::vec_t<4, wp::float32>(var_58, var_59, var_60, var_61);
        var_64 = wp::extract(var_5, var_63);
        var_65 = wp::sin(var_64);
        var_66 = wp::vec_t<4, wp::float32>(var_65);
        var_67 = wp::add(var_62, var_66);
        // wp::array_store(var_out1, var_0, var_67);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_67, adj_out1, adj_0, adj_67);
        wp::adj_add(var_62, var_66, adj_62, adj_66, adj_67);
        wp::adj_vec_t(var_65, adj_65, adj_66);
        wp::adj_sin(var_64, adj_64, adj_65);
        wp::adj_extract(var_5, var_63, adj_5, adj_63, adj_64);
        wp::adj_vec_t(var_58, var_59, var_60, var_61, adj_58, adj_59, adj_60, adj_61, adj_62);
        // adj: out1[tid] = wp.vec4(1.98, 0.496, -1.02, -1.049) + wp.vec4(wp.sin(v1[0]))          <L 15>
        wp::adj_array_store(var_out0, var_0, var_57, adj_out0, adj_0, adj_57);
        wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
        wp::adj_neg(var_8, adj_8, adj_56);
        wp::adj_sub(var_49, var_54, adj_49, adj_54, adj_55);
        wp::adj_vec_t(var_50, var_51, var_52, var_53, adj_50, adj_51, adj_52, adj_53, adj_54);
        wp::adj_vec_t(var_45, var_46, var_47, var_48, adj_45, adj_46, adj_47, adj_48, adj_49);
        // adj: out0[tid] = ((wp.vec4(-1.4, 0.3, 0.3, 1.566) - wp.vec4(-0.27, -1.3, -1.401, -1.95)) * -(v2))  <L 14>
        wp::adj_copy(var_43, adj_43, adj_44);
        // adj: v6 = v5                                                                           <L 13>
        wp::adj_vec_t(var_42, var_8, var_8, adj_42, adj_8, adj_8, adj_43);
        wp::adj_mul(var_37, var_41, adj_37, adj_41, adj_42);
        wp::adj_atan2(var_8, var_40, adj_8, adj_40, adj_41);
        wp::adj_add(var_38, var_39, adj_38, adj_39, adj_40);
        wp::adj_abs(var_8, adj_8, adj_38);
        wp::adj_erfc(var_8, adj_8, adj_37);
        // adj: v5 = wp.vec3((wp.erfc(v2) * wp.atan2(v2, wp.abs(v2) + 0.5)), v2, v2)              <L 12>
        wp::adj_max(var_31, var_35, adj_31, adj_35, adj_36);
        wp::adj_sub(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_34);
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_33);
        wp::adj_max(var_32, var_30, adj_29, adj_30, adj_31);
        wp::adj_normalize(var_2, var_30, adj_2, adj_30);
        wp::adj_address(var_x0, var_28, adj_x0, adj_28, adj_29);
        wp::adj_mod(var_23, var_26, adj_23, adj_26, adj_28);
        adj_x0.shape = adj_24;
        wp::adj_add(var_0, var_22, adj_0, adj_22, adj_23);
        // adj: v4 = wp.max(wp.max(x0[(tid + 2) % x0.shape[0]], wp.normalize(v0)), ((v0 + v0) - (v0 + v0)))  <L 11>
        wp::adj_add(var_21, var_19, adj_17, adj_19, adj_20);
        wp::adj_mul(var_18, var_8, adj_18, adj_8, adj_19);
        wp::adj_mul(var_5, var_8, adj_5, adj_8, adj_18);
        wp::adj_address(var_x1, var_16, adj_x1, adj_16, adj_17);
        wp::adj_mod(var_11, var_14, adj_11, adj_14, adj_16);
        adj_x1.shape = adj_12;
        wp::adj_add(var_0, var_10, adj_0, adj_10, adj_11);
        // adj: v3 = (x1[(tid + 3) % x1.shape[0]] + ((v1 * v2) * v2))                             <L 10>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v2 = x2[tid]                                                                      <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4), out1: wp.array(dtype=wp.vec4)):  <L 5>
        continue;
    }
}

