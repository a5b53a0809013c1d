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



extern "C" __global__ void arithmetic_000001_5e7c2ec5_cuda_kernel_forward(
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
        const wp::float32 var_7 = 0.087;
        wp::int32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = -1.3;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.0;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 3;
        wp::int32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        wp::float32* var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 4;
        wp::int32 var_33;
        wp::shape_t* var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        wp::shape_t var_37;
        wp::int32 var_38;
        wp::float32* var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::int32 var_43;
        wp::int32 var_44;
        const wp::int32 var_45 = 6;
        wp::int32 var_46;
        wp::float32 var_47;
        const wp::float32 var_48 = -1.1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::float32 var_51 = 1.0;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::float32 var_54 = 0.996;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.0;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 1.45;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = -1.5;
        wp::float32 var_69;
        const wp::float32 var_70 = 0.1;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.71;
        wp::float32 var_74;
        wp::float32 var_75;
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
        // v2 = (0.087 - float(wp.max(tid, tid)))                                                 <L 9>
        var_8 = wp::max(var_0, var_0);
        var_9 = wp::float(var_8);
        var_10 = wp::sub(var_7, var_9);
        // v3 = (((v2 + -1.3) / (wp.abs((v2 + v1)) + 1.0)) / (wp.abs(v1) + 1.0))                  <L 10>
        var_12 = wp::add(var_10, var_11);
        var_13 = wp::add(var_10, var_5);
        var_14 = wp::abs(var_13);
        var_16 = wp::add(var_14, var_15);
        var_17 = wp::div(var_12, var_16);
        var_18 = wp::abs(var_5);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::div(var_17, var_20);
        // v4 = x1[(tid + 3) % x1.shape[0]]                                                       <L 11>
        var_23 = wp::add(var_0, var_22);
        var_24 = &(var_x1.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_23, var_26);
        var_29 = wp::address(var_x1, var_28);
        var_31 = wp::load(var_29);
        var_30 = wp::copy(var_31);
        // v5 = x0[(tid + 4) % x0.shape[0]]                                                       <L 12>
        var_33 = wp::add(var_0, var_32);
        var_34 = &(var_x0.shape);
        var_37 = wp::load(var_34);
        var_36 = wp::extract(var_37, var_35);
        var_38 = wp::mod(var_33, var_36);
        var_39 = wp::address(var_x0, var_38);
        var_41 = wp::load(var_39);
        var_40 = wp::copy(var_41);
        // v6 = float((wp.abs(int(wp.floor(v4))) % 6))                                            <L 13>
        var_42 = wp::floor(var_30);
        var_43 = wp::int(var_42);
        var_44 = wp::abs(var_43);
        var_46 = wp::mod(var_44, var_45);
        var_47 = wp::float(var_46);
        // v7 = (((v0 + -1.1) / (wp.abs(v1) + 1.0)) / (wp.abs(((v2 - 0.996) + v5)) + 1.0))        <L 14>
        var_49 = wp::add(var_2, var_48);
        var_50 = wp::abs(var_5);
        var_52 = wp::add(var_50, var_51);
        var_53 = wp::div(var_49, var_52);
        var_55 = wp::sub(var_10, var_54);
        var_56 = wp::add(var_55, var_40);
        var_57 = wp::abs(var_56);
        var_59 = wp::add(var_57, var_58);
        var_60 = wp::div(var_53, var_59);
        // out0[tid] = v5 + v6 + v7 + v6 * 1.45                                                   <L 15>
        var_61 = wp::add(var_40, var_47);
        var_62 = wp::add(var_61, var_60);
        var_64 = wp::mul(var_47, var_63);
        var_65 = wp::add(var_62, var_64);
        wp::array_store(var_out0, var_0, var_65);
        // out1[tid] = v5 + v6 + v7 + ((v3 * -1.5) - (0.1 - v1)) * 1.71                           <L 16>
        var_66 = wp::add(var_40, var_47);
        var_67 = wp::add(var_66, var_60);
        var_69 = wp::mul(var_21, var_68);
        var_71 = wp::sub(var_70, var_5);
        var_72 = wp::sub(var_69, var_71);
        var_74 = wp::mul(var_72, var_73);
        var_75 = wp::add(var_67, var_74);
        wp::array_store(var_out1, var_0, var_75);
    }
}



extern "C" __global__ void arithmetic_000001_5e7c2ec5_cuda_kernel_backward(
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
        const wp::float32 var_7 = 0.087;
        wp::int32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = -1.3;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.0;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 3;
        wp::int32 var_23;
        wp::shape_t* var_24;
        const wp::int32 var_25 = 0;
        wp::int32 var_26;
        wp::shape_t var_27;
        wp::int32 var_28;
        wp::float32* var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 4;
        wp::int32 var_33;
        wp::shape_t* var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        wp::shape_t var_37;
        wp::int32 var_38;
        wp::float32* var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::int32 var_43;
        wp::int32 var_44;
        const wp::int32 var_45 = 6;
        wp::int32 var_46;
        wp::float32 var_47;
        const wp::float32 var_48 = -1.1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::float32 var_51 = 1.0;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::float32 var_54 = 0.996;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.0;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 1.45;
        wp::float32 var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = -1.5;
        wp::float32 var_69;
        const wp::float32 var_70 = 0.1;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 1.71;
        wp::float32 var_74;
        wp::float32 var_75;
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
        wp::int32 adj_8 = {};
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
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::shape_t adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::shape_t adj_27 = {};
        wp::int32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::shape_t adj_34 = {};
        wp::int32 adj_35 = {};
        wp::int32 adj_36 = {};
        wp::shape_t adj_37 = {};
        wp::int32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
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
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
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
        // v2 = (0.087 - float(wp.max(tid, tid)))                                                 <L 9>
        var_8 = wp::max(var_0, var_0);
        var_9 = wp::float(var_8);
        var_10 = wp::sub(var_7, var_9);
        // v3 = (((v2 + -1.3) / (wp.abs((v2 + v1)) + 1.0)) / (wp.abs(v1) + 1.0))                  <L 10>
        var_12 = wp::add(var_10, var_11);
        var_13 = wp::add(var_10, var_5);
        var_14 = wp::abs(var_13);
        var_16 = wp::add(var_14, var_15);
        var_17 = wp::div(var_12, var_16);
        var_18 = wp::abs(var_5);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::div(var_17, var_20);
        // v4 = x1[(tid + 3) % x1.shape[0]]                                                       <L 11>
        var_23 = wp::add(var_0, var_22);
        var_24 = &(var_x1.shape);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_28 = wp::mod(var_23, var_26);
        var_29 = wp::address(var_x1, var_28);
        var_31 = wp::load(var_29);
        var_30 = wp::copy(var_31);
        // v5 = x0[(tid + 4) % x0.shape[0]]                                                       <L 12>
        var_33 = wp::add(var_0, var_32);
        var_34 = &(var_x0.shape);
        var_37 = wp::load(var_34);
        var_36 = wp::extract(var_37, var_35);
        var_38 = wp::mod(var_33, var_36);
        var_39 = wp::address(var_x0, var_38);
        var_41 = wp::load(var_39);
        var_40 = wp::copy(var_41);
        // v6 = float((wp.abs(int(wp.floor(v4))) % 6))                                            <L 13>
        var_42 = wp::floor(var_30);
        var_43 = wp::int(var_42);
        var_44 = wp::abs(var_43);
        var_46 = wp::mod(var_44, var_45);
        var_47 = wp::float(var_46);
        // v7 = (((v0 + -1.1) / (wp.abs(v1) + 1.0)) / (wp.abs(((v2 - 0.996) + v5)) + 1.0))        <L 14>
        var_49 = wp::add(var_2, var_48);
        var_50 = wp::abs(var_5);
        var_52 = wp::add(var_50, var_51);
        var_53 = wp::div(var_49, var_52);
        var_55 = wp::sub(var_10, var_54);
        var_56 = wp::add(var_55, var_40);
        var_57 = wp::abs(var_56);
        var_59 = wp::add(var_57, var_58);
        var_60 = wp::div(var_53, var_59);
        // out0[tid] = v5 + v6 + v7 + v6 * 1.45                                                   <L 15>
        var_61 = wp::add(var_40, var_47);
        var_62 = wp::add(var_61, var_60);
        var_64 = wp::mul(var_47, var_63);
        var_65 = wp::add(var_62, var_64);
        // wp::array_store(var_out0, var_0, var_65);
        // out1[tid] = v5 + v6 + v7 + ((v3 * -1.5) - (0.1 - v1)) * 1.71                           <L 16>
        var_66 = wp::add(var_40, var_47);
        var_67 = wp::add(var_66, var_60);
        var_69 = wp::mul(var_21, var_68);
        var_71 = wp::sub(var_70, var_5);
        var_72 = wp::sub(var_69, var_71);
        var_74 = wp::mul(var_72, var_73);
        var_75 = wp::add(var_67, var_74);
        // wp::array_store(var_out1, var_0, var_75);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_75, adj_out1, adj_0, adj_75);
        wp::adj_add(var_67, var_74, adj_67, adj_74, adj_75);
        wp::adj_mul(var_72, var_73, adj_72, adj_73, adj_74);
        wp::adj_sub(var_69, var_71, adj_69, adj_71, adj_72);
        wp::adj_sub(var_70, var_5, adj_70, adj_5, adj_71);
        wp::adj_mul(var_21, var_68, adj_21, adj_68, adj_69);
        wp::adj_add(var_66, var_60, adj_66, adj_60, adj_67);
        wp::adj_add(var_40, var_47, adj_40, adj_47, adj_66);
        // adj: out1[tid] = v5 + v6 + v7 + ((v3 * -1.5) - (0.1 - v1)) * 1.71                      <L 16>
        wp::adj_array_store(var_out0, var_0, var_65, adj_out0, adj_0, adj_65);
        wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
        wp::adj_mul(var_47, var_63, adj_47, adj_63, adj_64);
        wp::adj_add(var_61, var_60, adj_61, adj_60, adj_62);
        wp::adj_add(var_40, var_47, adj_40, adj_47, adj_61);
        // adj: out0[tid] = v5 + v6 + v7 + v6 * 1.45                                              <L 15>
        wp::adj_div(var_53, var_59, var_60, adj_53, adj_59, adj_60);
        wp::adj_add(var_57, var_58, adj_57, adj_58, adj_59);
        wp::adj_abs(var_56, adj_56, adj_57);
        wp::adj_add(var_55, var_40, adj_55, adj_40, adj_56);
        wp::adj_sub(var_10, var_54, adj_10, adj_54, adj_55);
        wp::adj_div(var_49, var_52, var_53, adj_49, adj_52, adj_53);
        wp::adj_add(var_50, var_51, adj_50, adj_51, adj_52);
        wp::adj_abs(var_5, adj_5, adj_50);
        wp::adj_add(var_2, var_48, adj_2, adj_48, adj_49);
        // adj: v7 = (((v0 + -1.1) / (wp.abs(v1) + 1.0)) / (wp.abs(((v2 - 0.996) + v5)) + 1.0))   <L 14>
        wp::adj_float(var_46, adj_46, adj_47);
        wp::adj_mod(var_44, var_45, adj_44, adj_45, adj_46);
        wp::adj_abs(var_43, adj_43, adj_44);
        // adj: v6 = float((wp.abs(int(wp.floor(v4))) % 6))                                       <L 13>
        wp::adj_copy(var_41, adj_39, adj_40);
        wp::adj_address(var_x0, var_38, adj_x0, adj_38, adj_39);
        wp::adj_mod(var_33, var_36, adj_33, adj_36, adj_38);
        adj_x0.shape = adj_34;
        wp::adj_add(var_0, var_32, adj_0, adj_32, adj_33);
        // adj: v5 = x0[(tid + 4) % x0.shape[0]]                                                  <L 12>
        wp::adj_copy(var_31, adj_29, adj_30);
        wp::adj_address(var_x1, var_28, adj_x1, adj_28, adj_29);
        wp::adj_mod(var_23, var_26, adj_23, adj_26, adj_28);
        adj_x1.shape = adj_24;
        wp::adj_add(var_0, var_22, adj_0, adj_22, adj_23);
        // adj: v4 = x1[(tid + 3) % x1.shape[0]]                                                  <L 11>
        wp::adj_div(var_17, var_20, var_21, adj_17, adj_20, adj_21);
        wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_abs(var_5, adj_5, adj_18);
        wp::adj_div(var_12, var_16, var_17, adj_12, adj_16, adj_17);
        wp::adj_add(var_14, var_15, adj_14, adj_15, adj_16);
        wp::adj_abs(var_13, adj_13, adj_14);
        wp::adj_add(var_10, var_5, adj_10, adj_5, adj_13);
        wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
        // adj: v3 = (((v2 + -1.3) / (wp.abs((v2 + v1)) + 1.0)) / (wp.abs(v1) + 1.0))             <L 10>
        wp::adj_sub(var_7, var_9, adj_7, adj_9, adj_10);
        wp::adj_float(var_8, adj_8, adj_9);
        wp::adj_max(var_0, var_0, adj_0, adj_0, adj_8);
        // adj: v2 = (0.087 - float(wp.max(tid, tid)))                                            <L 9>
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

