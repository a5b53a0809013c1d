// Generated for case scalar_param-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void scalar_param_000002_7f84e30c_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::vec_t<3, wp::float32> var_s0,
    wp::float32 var_s1,
    wp::float32 var_s2,
    wp::vec_t<3, wp::float32> var_s3,
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
        const wp::float32 var_7 = -0.2;
        const wp::float32 var_8 = 0.973;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = -1.5;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 0.652;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::int32 var_37 = 0;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = -0.67;
        const wp::float32 var_41 = 1.29;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = -1.72;
        const wp::float32 var_45 = -4.0;
        const wp::float32 var_46 = 4.0;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.619;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 1.99;
        wp::float32 var_57;
        wp::float32 var_58;
        //---------
        // forward
        // def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, s2: float, s3: wp.vec3, out0: wp.array(dtype=float)):       <L 5>
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
        // v2 = (-0.2 / (wp.abs(((s1 + 0.973) / (wp.abs(wp.ceil(s2)) + 1.0))) + 1.0))             <L 9>
        var_9 = wp::add(var_s1, var_8);
        var_10 = wp::ceil(var_s2);
        var_11 = wp::abs(var_10);
        var_13 = wp::add(var_11, var_12);
        var_14 = wp::div(var_9, var_13);
        var_15 = wp::abs(var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_7, var_17);
        // v3 = ((wp.dot(s0, s3) + wp.log2(wp.abs(v0) + 1.0)) + (v0 - (-1.5 + s1)))               <L 10>
        var_19 = wp::dot(var_s0, var_s3);
        var_20 = wp::abs(var_2);
        var_22 = wp::add(var_20, var_21);
        var_23 = wp::log2(var_22);
        var_24 = wp::add(var_19, var_23);
        var_26 = wp::add(var_25, var_s1);
        var_27 = wp::sub(var_2, var_26);
        var_28 = wp::add(var_24, var_27);
        // v4 = wp.cw_mul(wp.cw_mul((s3 * 0.652), (s3 - s3)), (v1 * (v3 * s0)))                   <L 11>
        var_30 = wp::mul(var_s3, var_29);
        var_31 = wp::sub(var_s3, var_s3);
        var_32 = wp::cw_mul(var_30, var_31);
        var_33 = wp::mul(var_28, var_s0);
        var_34 = wp::mul(var_5, var_33);
        var_35 = wp::cw_mul(var_32, var_34);
        // v5 = (((v3 * v4))[0] + wp.clamp(wp.dot(v4, s0), -0.67, 1.29))                          <L 12>
        var_36 = wp::mul(var_28, var_35);
        var_38 = wp::extract(var_36, var_37);
        var_39 = wp::dot(var_35, var_s0);
        var_42 = wp::clamp(var_39, var_40, var_41);
        var_43 = wp::add(var_38, var_42);
        // v6 = ((wp.sinh(wp.clamp(-1.72, -4.0, 4.0)) + 0.619) - wp.ceil(wp.length_sq(s0)))       <L 13>
        var_47 = wp::clamp(var_44, var_45, var_46);
        var_48 = wp::sinh(var_47);
        var_50 = wp::add(var_48, var_49);
        var_51 = wp::length_sq(var_s0);
        var_52 = wp::ceil(var_51);
        var_53 = wp::sub(var_50, var_52);
        // out0[tid] = v3 + v5 + v6 + v0 * 1.99                                                   <L 14>
        var_54 = wp::add(var_28, var_43);
        var_55 = wp::add(var_54, var_53);
        var_57 = wp::mul(var_2, var_56);
        var_58 = wp::add(var_55, var_57);
        wp::array_store(var_out0, var_0, var_58);
    }
}



extern "C" __global__ void scalar_param_000002_7f84e30c_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::vec_t<3, wp::float32> var_s0,
    wp::float32 var_s1,
    wp::float32 var_s2,
    wp::vec_t<3, wp::float32> var_s3,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::vec_t<3, wp::float32> adj_s0,
    wp::float32 adj_s1,
    wp::float32 adj_s2,
    wp::vec_t<3, wp::float32> adj_s3,
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
        const wp::float32 var_7 = -0.2;
        const wp::float32 var_8 = 0.973;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = -1.5;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 0.652;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::int32 var_37 = 0;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = -0.67;
        const wp::float32 var_41 = 1.29;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = -1.72;
        const wp::float32 var_45 = -4.0;
        const wp::float32 var_46 = 4.0;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::float32 var_49 = 0.619;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 1.99;
        wp::float32 var_57;
        wp::float32 var_58;
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
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
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
        //---------
        // forward
        // def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, s2: float, s3: wp.vec3, out0: wp.array(dtype=float)):       <L 5>
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
        // v2 = (-0.2 / (wp.abs(((s1 + 0.973) / (wp.abs(wp.ceil(s2)) + 1.0))) + 1.0))             <L 9>
        var_9 = wp::add(var_s1, var_8);
        var_10 = wp::ceil(var_s2);
        var_11 = wp::abs(var_10);
        var_13 = wp::add(var_11, var_12);
        var_14 = wp::div(var_9, var_13);
        var_15 = wp::abs(var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_7, var_17);
        // v3 = ((wp.dot(s0, s3) + wp.log2(wp.abs(v0) + 1.0)) + (v0 - (-1.5 + s1)))               <L 10>
        var_19 = wp::dot(var_s0, var_s3);
        var_20 = wp::abs(var_2);
        var_22 = wp::add(var_20, var_21);
        var_23 = wp::log2(var_22);
        var_24 = wp::add(var_19, var_23);
        var_26 = wp::add(var_25, var_s1);
        var_27 = wp::sub(var_2, var_26);
        var_28 = wp::add(var_24, var_27);
        // v4 = wp.cw_mul(wp.cw_mul((s3 * 0.652), (s3 - s3)), (v1 * (v3 * s0)))                   <L 11>
        var_30 = wp::mul(var_s3, var_29);
        var_31 = wp::sub(var_s3, var_s3);
        var_32 = wp::cw_mul(var_30, var_31);
        var_33 = wp::mul(var_28, var_s0);
        var_34 = wp::mul(var_5, var_33);
        var_35 = wp::cw_mul(var_32, var_34);
        // v5 = (((v3 * v4))[0] + wp.clamp(wp.dot(v4, s0), -0.67, 1.29))                          <L 12>
        var_36 = wp::mul(var_28, var_35);
        var_38 = wp::extract(var_36, var_37);
        var_39 = wp::dot(var_35, var_s0);
        var_42 = wp::clamp(var_39, var_40, var_41);
        var_43 = wp::add(var_38, var_42);
        // v6 = ((wp.sinh(wp.clamp(-1.72, -4.0, 4.0)) + 0.619) - wp.ceil(wp.length_sq(s0)))       <L 13>
        var_47 = wp::clamp(var_44, var_45, var_46);
        var_48 = wp::sinh(var_47);
        var_50 = wp::add(var_48, var_49);
        var_51 = wp::length_sq(var_s0);
        var_52 = wp::ceil(var_51);
        var_53 = wp::sub(var_50, var_52);
        // out0[tid] = v3 + v5 + v6 + v0 * 1.99                                                   <L 14>
        var_54 = wp::add(var_28, var_43);
        var_55 = wp::add(var_54, var_53);
        var_57 = wp::mul(var_2, var_56);
        var_58 = wp::add(var_55, var_57);
        // wp::array_store(var_out0, var_0, var_58);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_58, adj_out0, adj_0, adj_58);
        wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
        wp::adj_mul(var_2, var_56, adj_2, adj_56, adj_57);
        wp::adj_add(var_54, var_53, adj_54, adj_53, adj_55);
        wp::adj_add(var_28, var_43, adj_28, adj_43, adj_54);
        // adj: out0[tid] = v3 + v5 + v6 + v0 * 1.99                                              <L 14>
        wp::adj_sub(var_50, var_52, adj_50, adj_52, adj_53);
        wp::adj_length_sq(var_s0, adj_s0, adj_51);
        wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_sinh(var_47, adj_47, adj_48);
        wp::adj_clamp(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
        // adj: v6 = ((wp.sinh(wp.clamp(-1.72, -4.0, 4.0)) + 0.619) - wp.ceil(wp.length_sq(s0)))  <L 13>
        wp::adj_add(var_38, var_42, adj_38, adj_42, adj_43);
        wp::adj_clamp(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
        wp::adj_dot(var_35, var_s0, adj_35, adj_s0, adj_39);
        wp::adj_extract(var_36, var_37, adj_36, adj_37, adj_38);
        wp::adj_mul(var_28, var_35, adj_28, adj_35, adj_36);
        // adj: v5 = (((v3 * v4))[0] + wp.clamp(wp.dot(v4, s0), -0.67, 1.29))                     <L 12>
        wp::adj_cw_mul(var_32, var_34, adj_32, adj_34, adj_35);
        wp::adj_mul(var_5, var_33, adj_5, adj_33, adj_34);
        wp::adj_mul(var_28, var_s0, adj_28, adj_s0, adj_33);
        wp::adj_cw_mul(var_30, var_31, adj_30, adj_31, adj_32);
        wp::adj_sub(var_s3, var_s3, adj_s3, adj_s3, adj_31);
        wp::adj_mul(var_s3, var_29, adj_s3, adj_29, adj_30);
        // adj: v4 = wp.cw_mul(wp.cw_mul((s3 * 0.652), (s3 - s3)), (v1 * (v3 * s0)))              <L 11>
        wp::adj_add(var_24, var_27, adj_24, adj_27, adj_28);
        wp::adj_sub(var_2, var_26, adj_2, adj_26, adj_27);
        wp::adj_add(var_25, var_s1, adj_25, adj_s1, adj_26);
        wp::adj_add(var_19, var_23, adj_19, adj_23, adj_24);
        wp::adj_log2(var_22, adj_22, adj_23);
        wp::adj_add(var_20, var_21, adj_20, adj_21, adj_22);
        wp::adj_abs(var_2, adj_2, adj_20);
        wp::adj_dot(var_s0, var_s3, adj_s0, adj_s3, adj_19);
        // adj: v3 = ((wp.dot(s0, s3) + wp.log2(wp.abs(v0) + 1.0)) + (v0 - (-1.5 + s1)))          <L 10>
        wp::adj_div(var_7, var_17, var_18, adj_7, adj_17, adj_18);
        wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_abs(var_14, adj_14, adj_15);
        wp::adj_div(var_9, var_13, var_14, adj_9, adj_13, adj_14);
        wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_abs(var_10, adj_10, adj_11);
        wp::adj_add(var_s1, var_8, adj_s1, adj_8, adj_9);
        // adj: v2 = (-0.2 / (wp.abs(((s1 + 0.973) / (wp.abs(wp.ceil(s2)) + 1.0))) + 1.0))        <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, s2: float, s3: wp.vec3, out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

