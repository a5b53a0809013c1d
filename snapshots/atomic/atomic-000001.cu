// Generated for case atomic-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void atomic_000001_02b0d2f9_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::int32> var_iacc,
    wp::array_t<wp::int32> var_islot,
    wp::array_t<wp::float32> var_out0)
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
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 5;
        wp::int32 var_11;
        wp::shape_t* var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        wp::shape_t var_15;
        wp::int32 var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 1.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::shape_t* var_23;
        const wp::int32 var_24 = 0;
        wp::int32 var_25;
        wp::shape_t var_26;
        wp::int32 var_27;
        const wp::float32 var_28 = -1.645;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 0;
        const wp::int32 var_37 = 3;
        wp::int32 var_38;
        wp::shape_t* var_39;
        const wp::int32 var_40 = 0;
        wp::int32 var_41;
        wp::shape_t var_42;
        wp::int32 var_43;
        wp::float32* var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 1;
        wp::int32 var_50;
        wp::shape_t* var_51;
        const wp::int32 var_52 = 0;
        wp::int32 var_53;
        wp::shape_t var_54;
        wp::int32 var_55;
        wp::float32* var_56;
        const wp::float32 var_57 = 1.36;
        wp::float32 var_58;
        const wp::float32 var_59 = 1.0;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::float32 var_64 = 0.93;
        wp::float32 var_65;
        wp::float32 var_66;
        //---------
        // forward
        // def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):       <L 5>
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
        // _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))       <L 10>
        var_11 = wp::mul(var_0, var_10);
        var_12 = &(var_acc0.shape);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_16 = wp::mod(var_11, var_14);
        var_17 = wp::abs(var_8);
        var_19 = wp::add(var_17, var_18);
        var_20 = wp::div(var_5, var_19);
        var_21 = wp::sub(var_5, var_20);
        var_22 = wp::atomic_sub(var_acc0, var_16, var_21);
        // wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))                  <L 11>
        var_23 = &(var_acc0.shape);
        var_26 = wp::load(var_23);
        var_25 = wp::extract(var_26, var_24);
        var_27 = wp::mod(var_0, var_25);
        var_29 = wp::max(var_8, var_28);
        var_30 = wp::erfc(var_29);
        var_31 = wp::atomic_add(var_acc0, var_27, var_30);
        // v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))                                             <L 12>
        var_32 = wp::add(var_5, var_8);
        var_33 = wp::ceil(var_5);
        var_34 = wp::max(var_32, var_33);
        var_35 = wp::sub(var_8, var_34);
        // wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])                                    <L 13>
        var_38 = wp::add(var_0, var_37);
        var_39 = &(var_x2.shape);
        var_42 = wp::load(var_39);
        var_41 = wp::extract(var_42, var_40);
        var_43 = wp::mod(var_38, var_41);
        var_44 = wp::address(var_x2, var_43);
        var_46 = wp::load(var_44);
        var_45 = wp::atomic_sub(var_acc0, var_36, var_46);
        // out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93       <L 14>
        var_47 = wp::add(var_5, var_8);
        var_48 = wp::add(var_47, var_35);
        var_50 = wp::add(var_0, var_49);
        var_51 = &(var_x1.shape);
        var_54 = wp::load(var_51);
        var_53 = wp::extract(var_54, var_52);
        var_55 = wp::mod(var_50, var_53);
        var_56 = wp::address(var_x1, var_55);
        var_58 = wp::abs(var_57);
        var_60 = wp::add(var_58, var_59);
        var_61 = wp::mod(var_2, var_60);
        var_63 = wp::load(var_56);
        var_62 = wp::add(var_63, var_61);
        var_65 = wp::mul(var_62, var_64);
        var_66 = wp::add(var_48, var_65);
        wp::array_store(var_out0, var_0, var_66);
    }
}



extern "C" __global__ void atomic_000001_02b0d2f9_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::int32> var_iacc,
    wp::array_t<wp::int32> var_islot,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::int32> adj_iacc,
    wp::array_t<wp::int32> adj_islot,
    wp::array_t<wp::float32> adj_out0)
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
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 5;
        wp::int32 var_11;
        wp::shape_t* var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        wp::shape_t var_15;
        wp::int32 var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 1.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::shape_t* var_23;
        const wp::int32 var_24 = 0;
        wp::int32 var_25;
        wp::shape_t var_26;
        wp::int32 var_27;
        const wp::float32 var_28 = -1.645;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 0;
        const wp::int32 var_37 = 3;
        wp::int32 var_38;
        wp::shape_t* var_39;
        const wp::int32 var_40 = 0;
        wp::int32 var_41;
        wp::shape_t var_42;
        wp::int32 var_43;
        wp::float32* var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 1;
        wp::int32 var_50;
        wp::shape_t* var_51;
        const wp::int32 var_52 = 0;
        wp::int32 var_53;
        wp::shape_t var_54;
        wp::int32 var_55;
        wp::float32* var_56;
        const wp::float32 var_57 = 1.36;
        wp::float32 var_58;
        const wp::float32 var_59 = 1.0;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::float32 var_64 = 0.93;
        wp::float32 var_65;
        wp::float32 var_66;
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
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::shape_t adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::shape_t adj_15 = {};
        wp::int32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::shape_t adj_23 = {};
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::shape_t adj_26 = {};
        wp::int32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::shape_t adj_39 = {};
        wp::int32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::shape_t adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::shape_t adj_51 = {};
        wp::int32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::shape_t adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        //---------
        // forward
        // def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):       <L 5>
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
        // _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))       <L 10>
        var_11 = wp::mul(var_0, var_10);
        var_12 = &(var_acc0.shape);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_16 = wp::mod(var_11, var_14);
        var_17 = wp::abs(var_8);
        var_19 = wp::add(var_17, var_18);
        var_20 = wp::div(var_5, var_19);
        var_21 = wp::sub(var_5, var_20);
        // var_22 = wp::atomic_sub(var_acc0, var_16, var_21);
        // wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))                  <L 11>
        var_23 = &(var_acc0.shape);
        var_26 = wp::load(var_23);
        var_25 = wp::extract(var_26, var_24);
        var_27 = wp::mod(var_0, var_25);
        var_29 = wp::max(var_8, var_28);
        var_30 = wp::erfc(var_29);
        // var_31 = wp::atomic_add(var_acc0, var_27, var_30);
        // v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))                                             <L 12>
        var_32 = wp::add(var_5, var_8);
        var_33 = wp::ceil(var_5);
        var_34 = wp::max(var_32, var_33);
        var_35 = wp::sub(var_8, var_34);
        // wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])                                    <L 13>
        var_38 = wp::add(var_0, var_37);
        var_39 = &(var_x2.shape);
        var_42 = wp::load(var_39);
        var_41 = wp::extract(var_42, var_40);
        var_43 = wp::mod(var_38, var_41);
        var_44 = wp::address(var_x2, var_43);
        var_46 = wp::load(var_44);
        // var_45 = wp::atomic_sub(var_acc0, var_36, var_46);
        // out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93       <L 14>
        var_47 = wp::add(var_5, var_8);
        var_48 = wp::add(var_47, var_35);
        var_50 = wp::add(var_0, var_49);
        var_51 = &(var_x1.shape);
        var_54 = wp::load(var_51);
        var_53 = wp::extract(var_54, var_52);
        var_55 = wp::mod(var_50, var_53);
        var_56 = wp::address(var_x1, var_55);
        var_58 = wp::abs(var_57);
        var_60 = wp::add(var_58, var_59);
        var_61 = wp::mod(var_2, var_60);
        var_63 = wp::load(var_56);
        var_62 = wp::add(var_63, var_61);
        var_65 = wp::mul(var_62, var_64);
        var_66 = wp::add(var_48, var_65);
        // wp::array_store(var_out0, var_0, var_66);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_66, adj_out0, adj_0, adj_66);
        wp::adj_add(var_48, var_65, adj_48, adj_65, adj_66);
        wp::adj_mul(var_62, var_64, adj_62, adj_64, adj_65);
        wp::adj_add(var_63, var_61, adj_56, adj_61, adj_62);
        wp::adj_mod(var_2, var_60, adj_2, adj_60, adj_61);
        wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
        wp::adj_abs(var_57, adj_57, adj_58);
        wp::adj_address(var_x1, var_55, adj_x1, adj_55, adj_56);
        wp::adj_mod(var_50, var_53, adj_50, adj_53, adj_55);
        adj_x1.shape = adj_51;
        wp::adj_add(var_0, var_49, adj_0, adj_49, adj_50);
        wp::adj_add(var_47, var_35, adj_47, adj_35, adj_48);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_47);
        // adj: out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93  <L 14>
        wp::adj_atomic_sub(var_acc0, var_36, var_46, adj_acc0, adj_36, adj_44, adj_45);
        wp::adj_address(var_x2, var_43, adj_x2, adj_43, adj_44);
        wp::adj_mod(var_38, var_41, adj_38, adj_41, adj_43);
        adj_x2.shape = adj_39;
        wp::adj_add(var_0, var_37, adj_0, adj_37, adj_38);
        // adj: wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])                               <L 13>
        wp::adj_sub(var_8, var_34, adj_8, adj_34, adj_35);
        wp::adj_max(var_32, var_33, adj_32, adj_33, adj_34);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_32);
        // adj: v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))                                        <L 12>
        wp::adj_atomic_add(var_acc0, var_27, var_30, adj_acc0, adj_27, adj_30, adj_31);
        wp::adj_erfc(var_29, adj_29, adj_30);
        wp::adj_max(var_8, var_28, adj_8, adj_28, adj_29);
        wp::adj_mod(var_0, var_25, adj_0, adj_25, adj_27);
        adj_acc0.shape = adj_23;
        // adj: wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))             <L 11>
        wp::adj_atomic_sub(var_acc0, var_16, var_21, adj_acc0, adj_16, adj_21, adj_22);
        wp::adj_sub(var_5, var_20, adj_5, adj_20, adj_21);
        wp::adj_div(var_5, var_19, var_20, adj_5, adj_19, adj_20);
        wp::adj_add(var_17, var_18, adj_17, adj_18, adj_19);
        wp::adj_abs(var_8, adj_8, adj_17);
        wp::adj_mod(var_11, var_14, adj_11, adj_14, adj_16);
        adj_acc0.shape = adj_12;
        wp::adj_mul(var_0, var_10, adj_0, adj_10, adj_11);
        // adj: _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))  <L 10>
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
        // adj: def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

