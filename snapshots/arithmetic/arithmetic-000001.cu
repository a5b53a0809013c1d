// Generated for case arithmetic-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void arithmetic_000001_4224001a_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.0;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 3;
        wp::int32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::float32* var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.0;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -1.1;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.77;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 5;
        wp::int32 var_44;
        wp::shape_t* var_45;
        const wp::int32 var_46 = 0;
        wp::int32 var_47;
        wp::shape_t var_48;
        wp::int32 var_49;
        wp::float32* var_50;
        const wp::float32 var_51 = 1.78;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        //---------
        // forward
        // def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))                      <L 9>
        var_7 = wp::mul(var_2, var_5);
        var_8 = wp::abs(var_5);
        var_10 = wp::add(var_8, var_9);
        var_11 = wp::div(var_7, var_10);
        var_12 = wp::mul(var_2, var_2);
        var_13 = wp::sub(var_2, var_2);
        var_14 = wp::sub(var_12, var_13);
        var_15 = wp::sub(var_11, var_14);
        // v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))                                  <L 10>
        var_17 = wp::add(var_0, var_16);
        var_18 = &(var_x1.shape);
        var_21 = wp::load(var_18);
        var_20 = wp::extract(var_21, var_19);
        var_22 = wp::mod(var_17, var_20);
        var_23 = wp::address(var_x1, var_22);
        var_24 = wp::add(var_2, var_2);
        var_26 = wp::load(var_23);
        var_25 = wp::sub(var_26, var_24);
        var_27 = wp::add(var_5, var_25);
        // v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)                                  <L 11>
        var_28 = wp::abs(var_15);
        var_30 = wp::add(var_28, var_29);
        var_31 = wp::div(var_15, var_30);
        var_32 = wp::add(var_15, var_15);
        var_33 = wp::mul(var_31, var_32);
        var_35 = wp::add(var_33, var_34);
        // out0[tid] = v2 + v3 + v4 + v1 * 1.77                                                   <L 12>
        var_36 = wp::add(var_15, var_27);
        var_37 = wp::add(var_36, var_35);
        var_39 = wp::mul(var_5, var_38);
        var_40 = wp::add(var_37, var_39);
        wp::array_store(var_out0, var_0, var_40);
        // out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78                          <L 13>
        var_41 = wp::add(var_15, var_27);
        var_42 = wp::add(var_41, var_35);
        var_44 = wp::add(var_0, var_43);
        var_45 = &(var_x1.shape);
        var_48 = wp::load(var_45);
        var_47 = wp::extract(var_48, var_46);
        var_49 = wp::mod(var_44, var_47);
        var_50 = wp::address(var_x1, var_49);
        var_53 = wp::load(var_50);
        var_52 = wp::mul(var_53, var_51);
        var_54 = wp::add(var_42, var_52);
        wp::array_store(var_out1, var_0, var_54);
    }
}



extern "C" __global__ void arithmetic_000001_4224001a_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
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
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.0;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::int32 var_16 = 3;
        wp::int32 var_17;
        wp::shape_t* var_18;
        const wp::int32 var_19 = 0;
        wp::int32 var_20;
        wp::shape_t var_21;
        wp::int32 var_22;
        wp::float32* var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.0;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -1.1;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.77;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 5;
        wp::int32 var_44;
        wp::shape_t* var_45;
        const wp::int32 var_46 = 0;
        wp::int32 var_47;
        wp::shape_t var_48;
        wp::int32 var_49;
        wp::float32* var_50;
        const wp::float32 var_51 = 1.78;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
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
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::shape_t adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::shape_t adj_21 = {};
        wp::int32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
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
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::shape_t adj_45 = {};
        wp::int32 adj_46 = {};
        wp::int32 adj_47 = {};
        wp::shape_t adj_48 = {};
        wp::int32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        //---------
        // forward
        // def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))                      <L 9>
        var_7 = wp::mul(var_2, var_5);
        var_8 = wp::abs(var_5);
        var_10 = wp::add(var_8, var_9);
        var_11 = wp::div(var_7, var_10);
        var_12 = wp::mul(var_2, var_2);
        var_13 = wp::sub(var_2, var_2);
        var_14 = wp::sub(var_12, var_13);
        var_15 = wp::sub(var_11, var_14);
        // v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))                                  <L 10>
        var_17 = wp::add(var_0, var_16);
        var_18 = &(var_x1.shape);
        var_21 = wp::load(var_18);
        var_20 = wp::extract(var_21, var_19);
        var_22 = wp::mod(var_17, var_20);
        var_23 = wp::address(var_x1, var_22);
        var_24 = wp::add(var_2, var_2);
        var_26 = wp::load(var_23);
        var_25 = wp::sub(var_26, var_24);
        var_27 = wp::add(var_5, var_25);
        // v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)                                  <L 11>
        var_28 = wp::abs(var_15);
        var_30 = wp::add(var_28, var_29);
        var_31 = wp::div(var_15, var_30);
        var_32 = wp::add(var_15, var_15);
        var_33 = wp::mul(var_31, var_32);
        var_35 = wp::add(var_33, var_34);
        // out0[tid] = v2 + v3 + v4 + v1 * 1.77                                                   <L 12>
        var_36 = wp::add(var_15, var_27);
        var_37 = wp::add(var_36, var_35);
        var_39 = wp::mul(var_5, var_38);
        var_40 = wp::add(var_37, var_39);
        // wp::array_store(var_out0, var_0, var_40);
        // out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78                          <L 13>
        var_41 = wp::add(var_15, var_27);
        var_42 = wp::add(var_41, var_35);
        var_44 = wp::add(var_0, var_43);
        var_45 = &(var_x1.shape);
        var_48 = wp::load(var_45);
        var_47 = wp::extract(var_48, var_46);
        var_49 = wp::mod(var_44, var_47);
        var_50 = wp::address(var_x1, var_49);
        var_53 = wp::load(var_50);
        var_52 = wp::mul(var_53, var_51);
        var_54 = wp::add(var_42, var_52);
        // wp::array_store(var_out1, var_0, var_54);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_54, adj_out1, adj_0, adj_54);
        wp::adj_add(var_42, var_52, adj_42, adj_52, adj_54);
        wp::adj_mul(var_53, var_51, adj_50, adj_51, adj_52);
        wp::adj_address(var_x1, var_49, adj_x1, adj_49, adj_50);
        wp::adj_mod(var_44, var_47, adj_44, adj_47, adj_49);
        adj_x1.shape = adj_45;
        wp::adj_add(var_0, var_43, adj_0, adj_43, adj_44);
        wp::adj_add(var_41, var_35, adj_41, adj_35, adj_42);
        wp::adj_add(var_15, var_27, adj_15, adj_27, adj_41);
        // adj: out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78                     <L 13>
        wp::adj_array_store(var_out0, var_0, var_40, adj_out0, adj_0, adj_40);
        wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
        wp::adj_mul(var_5, var_38, adj_5, adj_38, adj_39);
        wp::adj_add(var_36, var_35, adj_36, adj_35, adj_37);
        wp::adj_add(var_15, var_27, adj_15, adj_27, adj_36);
        // adj: out0[tid] = v2 + v3 + v4 + v1 * 1.77                                              <L 12>
        wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_mul(var_31, var_32, adj_31, adj_32, adj_33);
        wp::adj_add(var_15, var_15, adj_15, adj_15, adj_32);
        wp::adj_div(var_15, var_30, var_31, adj_15, adj_30, adj_31);
        wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_abs(var_15, adj_15, adj_28);
        // adj: v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)                             <L 11>
        wp::adj_add(var_5, var_25, adj_5, adj_25, adj_27);
        wp::adj_sub(var_26, var_24, adj_23, adj_24, adj_25);
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_24);
        wp::adj_address(var_x1, var_22, adj_x1, adj_22, adj_23);
        wp::adj_mod(var_17, var_20, adj_17, adj_20, adj_22);
        adj_x1.shape = adj_18;
        wp::adj_add(var_0, var_16, adj_0, adj_16, adj_17);
        // adj: v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))                             <L 10>
        wp::adj_sub(var_11, var_14, adj_11, adj_14, adj_15);
        wp::adj_sub(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_13);
        wp::adj_mul(var_2, var_2, adj_2, adj_2, adj_12);
        wp::adj_div(var_7, var_10, var_11, adj_7, adj_10, adj_11);
        wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
        wp::adj_abs(var_5, adj_5, adj_8);
        wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_7);
        // adj: v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))                 <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

