// Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
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


// combined-000002.py:4
static CUDA_CALLABLE wp::vec_t<3, wp::float32> combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::int32 var_0 = -4;
    wp::int32 var_1;
    const wp::int32 var_2 = 5;
    wp::int32 var_3;
    const wp::int32 var_4 = 4;
    wp::int32 var_5;
    const wp::int32 var_6 = 1;
    bool var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.4;
    const wp::float32 var_12 = -1.86;
    wp::float32 var_13;
    const wp::float32 var_14 = -0.6;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.3;
    const wp::float32 var_21 = -0.9;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 1.962;
    const wp::float32 var_24 = 1.66;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    const wp::float32 var_27 = 1.83;
    const wp::float32 var_28 = 0.43;
    const wp::float32 var_29 = 1.33;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = -1.22;
    wp::quat_t<wp::float32> var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    wp::vec_t<2, wp::float32> var_36;
    const wp::float32 var_37 = -1.675;
    const wp::float32 var_38 = -1.452;
    wp::vec_t<2, wp::float32> var_39;
    const wp::float32 var_40 = 0.89;
    const wp::float32 var_41 = 1.86;
    wp::vec_t<2, wp::float32> var_42;
    wp::vec_t<2, wp::float32> var_43;
    const wp::float32 var_44 = 1.38;
    wp::vec_t<2, wp::float32> var_45;
    wp::vec_t<2, wp::float32> var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 3;
    wp::mat_t<3, 3, wp::float32> var_49;
    const wp::float32 var_50 = -1.7;
    wp::mat_t<3, 3, wp::float32> var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 0.8;
    const wp::float32 var_54 = 0.931;
    const wp::float32 var_55 = -0.52;
    wp::vec_t<3, wp::float32> var_56;
    wp::mat_t<3, 3, wp::float32> var_57;
    wp::float32 var_58;
    wp::vec_t<3, wp::float32> var_59;
    //---------
    // forward
    // def combined_000002_f0(p0: wp.vec3):                                                   <L 5>
    // v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 - p0)), ((1.4 + -1.86) / (wp.abs(-0.6) + 1.0)))       <L 6>
    var_1 = wp::abs(var_0);
    var_3 = wp::mod(var_1, var_2);
    var_5 = wp::mod(var_3, var_4);
    var_7 = (var_5 == var_6);
    var_8 = wp::neg(var_p0);
    var_9 = wp::sub(var_p0, var_p0);
    var_10 = wp::dot(var_8, var_9);
    var_13 = wp::add(var_11, var_12);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_13, var_17);
    var_19 = wp::where(var_7, var_10, var_18);
    // v1 = wp.dot(((wp.vec2(1.3, -0.9) - wp.vec2(1.962, 1.66)) * (wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.43, 1.33)), -1.22)).z), ((wp.vec2(-1.675, -1.452) + wp.vec2(0.89, 1.86)) + wp.vec2(1.38)))       <L 7>
    var_22 = wp::vec_t<2, wp::float32>(var_20, var_21);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::sub(var_22, var_25);
    var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
    var_31 = wp::normalize(var_30);
    var_33 = wp::quat_from_axis_angle(var_31, var_32);
    var_35 = wp::extract(var_33, var_34);
    var_36 = wp::mul(var_26, var_35);
    var_39 = wp::vec_t<2, wp::float32>(var_37, var_38);
    var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
    var_43 = wp::add(var_39, var_42);
    var_45 = wp::vec_t<2, wp::float32>(var_44);
    var_46 = wp::add(var_43, var_45);
    var_47 = wp::dot(var_36, var_46);
    // return wp.vec3(v1, wp.determinant(wp.identity(n=3, dtype=float) * -1.7), wp.trace(wp.diag(wp.vec3(0.8, 0.931, -0.52))))       <L 8>
    var_49 = wp::identity<3, wp::float32>();
    var_51 = wp::mul(var_49, var_50);
    var_52 = wp::determinant(var_51);
    var_56 = wp::vec_t<3, wp::float32>(var_53, var_54, var_55);
    var_57 = wp::diag(var_56);
    var_58 = wp::trace(var_57);
    var_59 = wp::vec_t<3, wp::float32>(var_47, var_52, var_58);
    return var_59;
}


// combined-000002.py:4
static CUDA_CALLABLE void adj_combined_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = -4;
    wp::int32 var_1;
    const wp::int32 var_2 = 5;
    wp::int32 var_3;
    const wp::int32 var_4 = 4;
    wp::int32 var_5;
    const wp::int32 var_6 = 1;
    bool var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.4;
    const wp::float32 var_12 = -1.86;
    wp::float32 var_13;
    const wp::float32 var_14 = -0.6;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.3;
    const wp::float32 var_21 = -0.9;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 1.962;
    const wp::float32 var_24 = 1.66;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    const wp::float32 var_27 = 1.83;
    const wp::float32 var_28 = 0.43;
    const wp::float32 var_29 = 1.33;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = -1.22;
    wp::quat_t<wp::float32> var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    wp::vec_t<2, wp::float32> var_36;
    const wp::float32 var_37 = -1.675;
    const wp::float32 var_38 = -1.452;
    wp::vec_t<2, wp::float32> var_39;
    const wp::float32 var_40 = 0.89;
    const wp::float32 var_41 = 1.86;
    wp::vec_t<2, wp::float32> var_42;
    wp::vec_t<2, wp::float32> var_43;
    const wp::float32 var_44 = 1.38;
    wp::vec_t<2, wp::float32> var_45;
    wp::vec_t<2, wp::float32> var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 3;
    wp::mat_t<3, 3, wp::float32> var_49;
    const wp::float32 var_50 = -1.7;
    wp::mat_t<3, 3, wp::float32> var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 0.8;
    const wp::float32 var_54 = 0.931;
    const wp::float32 var_55 = -0.52;
    wp::vec_t<3, wp::float32> var_56;
    wp::mat_t<3, 3, wp::float32> var_57;
    wp::float32 var_58;
    wp::vec_t<3, wp::float32> var_59;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    bool adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
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
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<2, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::quat_t<wp::float32> adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<2, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<2, wp::float32> adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<2, wp::float32> adj_42 = {};
    wp::vec_t<2, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::vec_t<2, wp::float32> adj_45 = {};
    wp::vec_t<2, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::mat_t<3, 3, wp::float32> adj_49 = {};
    wp::float32 adj_50 = {};
    wp::mat_t<3, 3, wp::float32> adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::mat_t<3, 3, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    //---------
    // forward
    // def combined_000002_f0(p0: wp.vec3):                                                   <L 5>
    // v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 - p0)), ((1.4 + -1.86) / (wp.abs(-0.6) + 1.0)))       <L 6>
    var_1 = wp::abs(var_0);
    var_3 = wp::mod(var_1, var_2);
    var_5 = wp::mod(var_3, var_4);
    var_7 = (var_5 == var_6);
    var_8 = wp::neg(var_p0);
    var_9 = wp::sub(var_p0, var_p0);
    var_10 = wp::dot(var_8, var_9);
    var_13 = wp::add(var_11, var_12);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_13, var_17);
    var_19 = wp::where(var_7, var_10, var_18);
    // v1 = wp.dot(((wp.vec2(1.3, -0.9) - wp.vec2(1.962, 1.66)) * (wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.43, 1.33)), -1.22)).z), ((wp.vec2(-1.675, -1.452) + wp.vec2(0.89, 1.86)) + wp.vec2(1.38)))       <L 7>
    var_22 = wp::vec_t<2, wp::float32>(var_20, var_21);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::sub(var_22, var_25);
    var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
    var_31 = wp::normalize(var_30);
    var_33 = wp::quat_from_axis_angle(var_31, var_32);
    var_35 = wp::extract(var_33, var_34);
    var_36 = wp::mul(var_26, var_35);
    var_39 = wp::vec_t<2, wp::float32>(var_37, var_38);
    var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
    var_43 = wp::add(var_39, var_42);
    var_45 = wp::vec_t<2, wp::float32>(var_44);
    var_46 = wp::add(var_43, var_45);
    var_47 = wp::dot(var_36, var_46);
    // return wp.vec3(v1, wp.determinant(wp.identity(n=3, dtype=float) * -1.7), wp.trace(wp.diag(wp.vec3(0.8, 0.931, -0.52))))       <L 8>
    var_49 = wp::identity<3, wp::float32>();
    var_51 = wp::mul(var_49, var_50);
    var_52 = wp::determinant(var_51);
    var_56 = wp::vec_t<3, wp::float32>(var_53, var_54, var_55);
    var_57 = wp::diag(var_56);
    var_58 = wp::trace(var_57);
    var_59 = wp::vec_t<3, wp::float32>(var_47, var_52, var_58);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_59 += adj_ret;
    wp::adj_vec_t(var_47, var_52, var_58, adj_47, adj_52, adj_58, adj_59);
    wp::adj_trace(var_57, adj_57, adj_58);
    wp::adj_diag(var_56, adj_56, adj_57);
    wp::adj_vec_t(var_53, var_54, var_55, adj_53, adj_54, adj_55, adj_56);
    wp::adj_determinant(var_51, adj_51, adj_52);
    wp::adj_mul(var_49, var_50, adj_49, adj_50, adj_51);
    // adj: return wp.vec3(v1, wp.determinant(wp.identity(n=3, dtype=float) * -1.7), wp.trace(wp.diag(wp.vec3(0.8, 0.931, -0.52))))  <L 8>
    wp::adj_dot(var_36, var_46, adj_36, adj_46, adj_47);
    wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
    wp::adj_vec_t(var_44, adj_44, adj_45);
    wp::adj_add(var_39, var_42, adj_39, adj_42, adj_43);
    wp::adj_vec_t(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_vec_t(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_mul(var_26, var_35, adj_26, adj_35, adj_36);
    wp::adj_extract(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_quat_from_axis_angle(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_normalize(var_30, var_31, adj_30, adj_31);
    wp::adj_vec_t(var_27, var_28, var_29, adj_27, adj_28, adj_29, adj_30);
    wp::adj_sub(var_22, var_25, adj_22, adj_25, adj_26);
    wp::adj_vec_t(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_vec_t(var_20, var_21, adj_20, adj_21, adj_22);
    // adj: v1 = wp.dot(((wp.vec2(1.3, -0.9) - wp.vec2(1.962, 1.66)) * (wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.43, 1.33)), -1.22)).z), ((wp.vec2(-1.675, -1.452) + wp.vec2(0.89, 1.86)) + wp.vec2(1.38)))  <L 7>
    wp::adj_where(var_7, var_10, var_18, adj_7, adj_10, adj_18, adj_19);
    wp::adj_div(var_13, var_17, var_18, adj_13, adj_17, adj_18);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_abs(var_14, adj_14, adj_15);
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_dot(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_sub(var_p0, var_p0, adj_p0, adj_p0, adj_9);
    wp::adj_neg(var_p0, adj_p0, adj_8);
    wp::adj_mod(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_mod(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_abs(var_0, adj_0, adj_1);
    // adj: v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 - p0)), ((1.4 + -1.86) / (wp.abs(-0.6) + 1.0)))  <L 6>
    // adj: def combined_000002_f0(p0: wp.vec3):                                              <L 5>
    return;
}



extern "C" __global__ void combined_000002_07da612d_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::float32 var_s0,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1)
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
        const wp::float32 var_4 = -1.542;
        const wp::float32 var_5 = -1.97;
        wp::vec_t<2, wp::float32> var_6;
        const wp::int32 var_7 = 0;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        wp::float32 var_12;
        bool var_13;
        const wp::float32 var_14 = 0.177;
        const wp::float32 var_15 = 1.38;
        const wp::float32 var_16 = 0.38;
        wp::vec_t<3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.62;
        const wp::float32 var_23 = -0.08;
        const wp::float32 var_24 = 0.26;
        wp::vec_t<3, wp::float32> var_25;
        wp::mat_t<3, 3, wp::float32> var_26;
        wp::float32 var_27;
        bool var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -0.6;
        const wp::float32 var_32 = 0.5;
        wp::vec_t<2, wp::float32> var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 1.0;
        wp::float32 var_36;
        wp::vec_t<2, wp::float32> var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = -0.4;
        const wp::float32 var_44 = 1.04;
        wp::vec_t<2, wp::float32> var_45;
        const wp::int32 var_46 = 1;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 0;
        const wp::float32 var_52 = 1.59;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 1;
        const wp::float32 var_56 = 1.59;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 2;
        const wp::float32 var_60 = 1.59;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 3;
        const wp::float32 var_64 = 1.59;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 4;
        const wp::float32 var_68 = 1.59;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 5;
        const wp::float32 var_72 = 1.59;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::range_t var_77;
        wp::int32 var_78;
        const wp::float32 var_79 = -0.49;
        const wp::float32 var_80 = -0.98;
        wp::float32 var_81;
        const wp::float32 var_82 = 0.5;
        const wp::float32 var_83 = 0.2;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::float32 var_88 = -0.047;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 0.05;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::float32 var_94 = -0.439;
        wp::vec_t<3, wp::float32> var_95;
        const wp::float32 var_96 = 0.0;
        const wp::float32 var_97 = 0.0;
        const wp::float32 var_98 = 2.5;
        wp::vec_t<3, wp::float32> var_99;
        wp::vec_t<3, wp::float32> var_100;
        wp::vec_t<3, wp::float32> var_101;
        wp::float32 var_102;
        wp::quat_t<wp::float32> var_103;
        wp::quat_t<wp::float32> var_104;
        const wp::float32 var_105 = -1.865;
        const wp::float32 var_106 = 0.41;
        const wp::float32 var_107 = -1.328;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        const wp::float32 var_110 = 1.18;
        const wp::float32 var_111 = -1.15;
        wp::vec_t<2, wp::float32> var_112;
        const wp::float32 var_113 = -1.72;
        wp::vec_t<2, wp::float32> var_114;
        const wp::float32 var_115 = -0.389;
        wp::vec_t<2, wp::float32> var_116;
        const wp::float32 var_117 = -0.324;
        const wp::float32 var_118 = 1.15;
        wp::vec_t<2, wp::float32> var_119;
        wp::vec_t<2, wp::float32> var_120;
        wp::vec_t<2, wp::float32> var_121;
        wp::float32 var_122;
        wp::vec_t<2, wp::float32> var_123;
        wp::vec_t<2, wp::float32> var_124;
        wp::float32 var_125;
        const wp::float32 var_126 = 1.467;
        const wp::float32 var_127 = -1.8;
        wp::vec_t<2, wp::float32> var_128;
        wp::vec_t<2, wp::float32> var_129;
        //---------
        // forward
        // def combined_000002(x0: wp.array(dtype=float), s0: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 12>
        // tid = wp.tid()                                                                         <L 13>
        var_0 = builtin_tid1d();
        // v2 = x0[tid]                                                                           <L 14>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if (wp.vec2(-1.542, -1.97))[0] <= wp.log(wp.abs(v2) + 1.0):                            <L 15>
        var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
        var_8 = wp::extract(var_6, var_7);
        var_9 = wp::abs(var_2);
        var_11 = wp::add(var_9, var_10);
        var_12 = wp::log(var_11);
        var_13 = (var_8 <= var_12);
        if (var_13) {
            // v2 += wp.tanh(wp.determinant(wp.diag(wp.vec3(0.177, 1.38, 0.38))))                 <L 16>
            var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
            var_18 = wp::diag(var_17);
            var_19 = wp::determinant(var_18);
            var_20 = wp::tanh(var_19);
            var_21 = wp::add(var_2, var_20);
            // if s0 > wp.determinant(wp.diag(wp.vec3(-0.62, -0.08, 0.26))):                      <L 17>
            var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
            var_26 = wp::diag(var_25);
            var_27 = wp::determinant(var_26);
            var_28 = (var_s0 > var_27);
            if (var_28) {
                // s0 = s0 + wp.sin(s0)                                                           <L 18>
                var_29 = wp::sin(var_s0);
                var_30 = wp::add(var_s0, var_29);
            }
            if (!var_28) {
                // s0 = s0 + wp.cos(wp.length_sq((wp.vec2(-0.6, 0.5) / (wp.abs(s0) + 1.0))))       <L 20>
                var_33 = wp::vec_t<2, wp::float32>(var_31, var_32);
                var_34 = wp::abs(var_s0);
                var_36 = wp::add(var_34, var_35);
                var_37 = wp::div(var_33, var_36);
                var_38 = wp::length_sq(var_37);
                var_39 = wp::cos(var_38);
                var_40 = wp::add(var_s0, var_39);
                // s0 += wp.cos(v2)                                                               <L 21>
                var_41 = wp::cos(var_21);
                var_42 = wp::add(var_40, var_41);
                // s0 = s0 + wp.sin((wp.vec2(-0.4, 1.04))[1])                                     <L 22>
                var_45 = wp::vec_t<2, wp::float32>(var_43, var_44);
                var_47 = wp::extract(var_45, var_46);
                var_48 = wp::sin(var_47);
                var_49 = wp::add(var_42, var_48);
            }
            var_50 = wp::where(var_28, var_30, var_49);
            // for j3 in range(6):                                                                <L 23>
            // s0 = s0 + wp.cos(1.59)                                                             <L 24>
            var_53 = wp::cos(var_52);
            var_54 = wp::add(var_50, var_53);
            var_57 = wp::cos(var_56);
            var_58 = wp::add(var_54, var_57);
            var_61 = wp::cos(var_60);
            var_62 = wp::add(var_58, var_61);
            var_65 = wp::cos(var_64);
            var_66 = wp::add(var_62, var_65);
            var_69 = wp::cos(var_68);
            var_70 = wp::add(var_66, var_69);
            var_73 = wp::cos(var_72);
            var_74 = wp::add(var_70, var_73);
        }
        var_75 = wp::where(var_13, var_74, var_s0);
        var_76 = wp::where(var_13, var_21, var_2);
        // for j4 in range(n):                                                                    <L 25>
        var_77 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_77) == 0) goto end_for_0;
            var_78 = wp::iter_next(var_77);
            // v2 = v2 + wp.cos(((-0.49 - -0.98) * (0.5 - 0.2)))                                  <L 26>
            var_81 = wp::sub(var_79, var_80);
            var_84 = wp::sub(var_82, var_83);
            var_85 = wp::mul(var_81, var_84);
            var_86 = wp::cos(var_85);
            var_87 = wp::add(var_76, var_86);
            // v2 = v2 + wp.tanh(-0.047)                                                          <L 27>
            var_89 = wp::tanh(var_88);
            var_90 = wp::add(var_87, var_89);
            // v2 = v2 + wp.sin(0.05)                                                             <L 28>
            var_92 = wp::sin(var_91);
            var_93 = wp::add(var_90, var_92);
            wp::assign(var_76, var_93);
            goto start_for_0;
        end_for_0:;
        // v5 = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.439) + wp.vec3(0.0, 0.0, 2.5)), float(tid)))       <L 29>
        var_95 = wp::vec_t<3, wp::float32>(var_94);
        var_99 = wp::vec_t<3, wp::float32>(var_96, var_97, var_98);
        var_100 = wp::add(var_95, var_99);
        var_101 = wp::normalize(var_100);
        var_102 = wp::float(var_0);
        var_103 = wp::quat_from_axis_angle(var_101, var_102);
        var_104 = wp::quat_inverse(var_103);
        // v6 = combined_000002_f0(wp.vec3(-1.865, 0.41, -1.328))                                 <L 30>
        var_108 = wp::vec_t<3, wp::float32>(var_105, var_106, var_107);
        var_109 = combined_000002_f0_0(var_108);
        // out0[tid] = ((wp.vec2(1.18, -1.15) * -1.72) - (wp.vec2(-0.389) - wp.vec2(-0.324, 1.15))) + wp.vec2(wp.sin(v2))       <L 31>
        var_112 = wp::vec_t<2, wp::float32>(var_110, var_111);
        var_114 = wp::mul(var_112, var_113);
        var_116 = wp::vec_t<2, wp::float32>(var_115);
        var_119 = wp::vec_t<2, wp::float32>(var_117, var_118);
        var_120 = wp::sub(var_116, var_119);
        var_121 = wp::sub(var_114, var_120);
        var_122 = wp::sin(var_76);
        var_123 = wp::vec_t<2, wp::float32>(var_122);
        var_124 = wp::add(var_121, var_123);
        wp::array_store(var_out0, var_0, var_124);
        // out1[tid] = ((s0 - v2) * wp.vec2(1.467, -1.8))                                         <L 32>
        var_125 = wp::sub(var_75, var_76);
        var_128 = wp::vec_t<2, wp::float32>(var_126, var_127);
        var_129 = wp::mul(var_125, var_128);
        wp::array_store(var_out1, var_0, var_129);
    }
}



extern "C" __global__ void combined_000002_07da612d_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::float32 var_s0,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::float32 adj_s0,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out1)
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
        const wp::float32 var_4 = -1.542;
        const wp::float32 var_5 = -1.97;
        wp::vec_t<2, wp::float32> var_6;
        const wp::int32 var_7 = 0;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        wp::float32 var_12;
        bool var_13;
        const wp::float32 var_14 = 0.177;
        const wp::float32 var_15 = 1.38;
        const wp::float32 var_16 = 0.38;
        wp::vec_t<3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = -0.62;
        const wp::float32 var_23 = -0.08;
        const wp::float32 var_24 = 0.26;
        wp::vec_t<3, wp::float32> var_25;
        wp::mat_t<3, 3, wp::float32> var_26;
        wp::float32 var_27;
        bool var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -0.6;
        const wp::float32 var_32 = 0.5;
        wp::vec_t<2, wp::float32> var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 1.0;
        wp::float32 var_36;
        wp::vec_t<2, wp::float32> var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = -0.4;
        const wp::float32 var_44 = 1.04;
        wp::vec_t<2, wp::float32> var_45;
        const wp::int32 var_46 = 1;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 0;
        const wp::float32 var_52 = 1.59;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 1;
        const wp::float32 var_56 = 1.59;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 2;
        const wp::float32 var_60 = 1.59;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 3;
        const wp::float32 var_64 = 1.59;
        wp::float32 var_65;
        wp::float32 var_66;
        const wp::int32 var_67 = 4;
        const wp::float32 var_68 = 1.59;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 5;
        const wp::float32 var_72 = 1.59;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::range_t var_77;
        wp::int32 var_78;
        const wp::float32 var_79 = -0.49;
        const wp::float32 var_80 = -0.98;
        wp::float32 var_81;
        const wp::float32 var_82 = 0.5;
        const wp::float32 var_83 = 0.2;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::float32 var_88 = -0.047;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 0.05;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::float32 var_94 = -0.439;
        wp::vec_t<3, wp::float32> var_95;
        const wp::float32 var_96 = 0.0;
        const wp::float32 var_97 = 0.0;
        const wp::float32 var_98 = 2.5;
        wp::vec_t<3, wp::float32> var_99;
        wp::vec_t<3, wp::float32> var_100;
        wp::vec_t<3, wp::float32> var_101;
        wp::float32 var_102;
        wp::quat_t<wp::float32> var_103;
        wp::quat_t<wp::float32> var_104;
        const wp::float32 var_105 = -1.865;
        const wp::float32 var_106 = 0.41;
        const wp::float32 var_107 = -1.328;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        const wp::float32 var_110 = 1.18;
        const wp::float32 var_111 = -1.15;
        wp::vec_t<2, wp::float32> var_112;
        const wp::float32 var_113 = -1.72;
        wp::vec_t<2, wp::float32> var_114;
        const wp::float32 var_115 = -0.389;
        wp::vec_t<2, wp::float32> var_116;
        const wp::float32 var_117 = -0.324;
        const wp::float32 var_118 = 1.15;
        wp::vec_t<2, wp::float32> var_119;
        wp::vec_t<2, wp::float32> var_120;
        wp::vec_t<2, wp::float32> var_121;
        wp::float32 var_122;
        wp::vec_t<2, wp::float32> var_123;
        wp::vec_t<2, wp::float32> var_124;
        wp::float32 var_125;
        const wp::float32 var_126 = 1.467;
        const wp::float32 var_127 = -1.8;
        wp::vec_t<2, wp::float32> var_128;
        wp::vec_t<2, wp::float32> var_129;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::int32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        bool adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::mat_t<3, 3, wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::mat_t<3, 3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        bool adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<2, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<2, wp::float32> adj_45 = {};
        wp::int32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::int32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::int32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::range_t adj_77 = {};
        wp::int32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::vec_t<3, wp::float32> adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::vec_t<3, wp::float32> adj_99 = {};
        wp::vec_t<3, wp::float32> adj_100 = {};
        wp::vec_t<3, wp::float32> adj_101 = {};
        wp::float32 adj_102 = {};
        wp::quat_t<wp::float32> adj_103 = {};
        wp::quat_t<wp::float32> adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::vec_t<3, wp::float32> adj_108 = {};
        wp::vec_t<3, wp::float32> adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::vec_t<2, wp::float32> adj_112 = {};
        wp::float32 adj_113 = {};
        wp::vec_t<2, wp::float32> adj_114 = {};
        wp::float32 adj_115 = {};
        wp::vec_t<2, wp::float32> adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::vec_t<2, wp::float32> adj_119 = {};
        wp::vec_t<2, wp::float32> adj_120 = {};
        wp::vec_t<2, wp::float32> adj_121 = {};
        wp::float32 adj_122 = {};
        wp::vec_t<2, wp::float32> adj_123 = {};
        wp::vec_t<2, wp::float32> adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::vec_t<2, wp::float32> adj_128 = {};
        wp::vec_t<2, wp::float32> adj_129 = {};
        //---------
        // forward
        // def combined_000002(x0: wp.array(dtype=float), s0: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 12>
        // tid = wp.tid()                                                                         <L 13>
        var_0 = builtin_tid1d();
        // v2 = x0[tid]                                                                           <L 14>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if (wp.vec2(-1.542, -1.97))[0] <= wp.log(wp.abs(v2) + 1.0):                            <L 15>
        var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
        var_8 = wp::extract(var_6, var_7);
        var_9 = wp::abs(var_2);
        var_11 = wp::add(var_9, var_10);
        var_12 = wp::log(var_11);
        var_13 = (var_8 <= var_12);
        if (var_13) {
            // v2 += wp.tanh(wp.determinant(wp.diag(wp.vec3(0.177, 1.38, 0.38))))                 <L 16>
            var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
            var_18 = wp::diag(var_17);
            var_19 = wp::determinant(var_18);
            var_20 = wp::tanh(var_19);
            var_21 = wp::add(var_2, var_20);
            // if s0 > wp.determinant(wp.diag(wp.vec3(-0.62, -0.08, 0.26))):                      <L 17>
            var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
            var_26 = wp::diag(var_25);
            var_27 = wp::determinant(var_26);
            var_28 = (var_s0 > var_27);
            if (var_28) {
                // s0 = s0 + wp.sin(s0)                                                           <L 18>
                var_29 = wp::sin(var_s0);
                var_30 = wp::add(var_s0, var_29);
            }
            if (!var_28) {
                // s0 = s0 + wp.cos(wp.length_sq((wp.vec2(-0.6, 0.5) / (wp.abs(s0) + 1.0))))       <L 20>
                var_33 = wp::vec_t<2, wp::float32>(var_31, var_32);
                var_34 = wp::abs(var_s0);
                var_36 = wp::add(var_34, var_35);
                var_37 = wp::div(var_33, var_36);
                var_38 = wp::length_sq(var_37);
                var_39 = wp::cos(var_38);
                var_40 = wp::add(var_s0, var_39);
                // s0 += wp.cos(v2)                                                               <L 21>
                var_41 = wp::cos(var_21);
                var_42 = wp::add(var_40, var_41);
                // s0 = s0 + wp.sin((wp.vec2(-0.4, 1.04))[1])                                     <L 22>
                var_45 = wp::vec_t<2, wp::float32>(var_43, var_44);
                var_47 = wp::extract(var_45, var_46);
                var_48 = wp::sin(var_47);
                var_49 = wp::add(var_42, var_48);
            }
            var_50 = wp::where(var_28, var_30, var_49);
            // for j3 in range(6):                                                                <L 23>
            // s0 = s0 + wp.cos(1.59)                                                             <L 24>
            var_53 = wp::cos(var_52);
            var_54 = wp::add(var_50, var_53);
            var_57 = wp::cos(var_56);
            var_58 = wp::add(var_54, var_57);
            var_61 = wp::cos(var_60);
            var_62 = wp::add(var_58, var_61);
            var_65 = wp::cos(var_64);
            var_66 = wp::add(var_62, var_65);
            var_69 = wp::cos(var_68);
            var_70 = wp::add(var_66, var_69);
            var_73 = wp::cos(var_72);
            var_74 = wp::add(var_70, var_73);
        }
        var_75 = wp::where(var_13, var_74, var_s0);
        var_76 = wp::where(var_13, var_21, var_2);
        // for j4 in range(n):                                                                    <L 25>
        var_77 = wp::range(var_n);
        // v5 = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.439) + wp.vec3(0.0, 0.0, 2.5)), float(tid)))       <L 29>
        var_95 = wp::vec_t<3, wp::float32>(var_94);
        var_99 = wp::vec_t<3, wp::float32>(var_96, var_97, var_98);
        var_100 = wp::add(var_95, var_99);
        var_101 = wp::normalize(var_100);
        var_102 = wp::float(var_0);
        var_103 = wp::quat_from_axis_angle(var_101, var_102);
        var_104 = wp::quat_inverse(var_103);
        // v6 = combined_000002_f0(wp.vec3(-1.865, 0.41, -1.328))                                 <L 30>
        var_108 = wp::vec_t<3, wp::float32>(var_105, var_106, var_107);
        var_109 = combined_000002_f0_0(var_108);
        // out0[tid] = ((wp.vec2(1.18, -1.15) * -1.72) - (wp.vec2(-0.389) - wp.vec2(-0.324, 1.15))) + wp.vec2(wp.sin(v2))       <L 31>
        var_112 = wp::vec_t<2, wp::float32>(var_110, var_111);
        var_114 = wp::mul(var_112, var_113);
        var_116 = wp::vec_t<2, wp::float32>(var_115);
        var_119 = wp::vec_t<2, wp::float32>(var_117, var_118);
        var_120 = wp::sub(var_116, var_119);
        var_121 = wp::sub(var_114, var_120);
        var_122 = wp::sin(var_76);
        var_123 = wp::vec_t<2, wp::float32>(var_122);
        var_124 = wp::add(var_121, var_123);
        // wp::array_store(var_out0, var_0, var_124);
        // out1[tid] = ((s0 - v2) * wp.vec2(1.467, -1.8))                                         <L 32>
        var_125 = wp::sub(var_75, var_76);
        var_128 = wp::vec_t<2, wp::float32>(var_126, var_127);
        var_129 = wp::mul(var_125, var_128);
        // wp::array_store(var_out1, var_0, var_129);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_129, adj_out1, adj_0, adj_129);
        wp::adj_mul(var_125, var_128, adj_125, adj_128, adj_129);
        wp::adj_vec_t(var_126, var_127, adj_126, adj_127, adj_128);
        wp::adj_sub(var_75, var_76, adj_75, adj_76, adj_125);
        // adj: out1[tid] = ((s0 - v2) * wp.vec2(1.467, -1.8))                                    <L 32>
        wp::adj_array_store(var_out0, var_0, var_124, adj_out0, adj_0, adj_124);
        wp::adj_add(var_121, var_123, adj_121, adj_123, adj_124);
        wp::adj_vec_t(var_122, adj_122, adj_123);
        wp::adj_sin(var_76, adj_76, adj_122);
        wp::adj_sub(var_114, var_120, adj_114, adj_120, adj_121);
        wp::adj_sub(var_116, var_119, adj_116, adj_119, adj_120);
        wp::adj_vec_t(var_117, var_118, adj_117, adj_118, adj_119);
        wp::adj_vec_t(var_115, adj_115, adj_116);
        wp::adj_mul(var_112, var_113, adj_112, adj_113, adj_114);
        wp::adj_vec_t(var_110, var_111, adj_110, adj_111, adj_112);
        // adj: out0[tid] = ((wp.vec2(1.18, -1.15) * -1.72) - (wp.vec2(-0.389) - wp.vec2(-0.324, 1.15))) + wp.vec2(wp.sin(v2))  <L 31>
        adj_combined_000002_f0_0(var_108, adj_108, adj_109);
        wp::adj_vec_t(var_105, var_106, var_107, adj_105, adj_106, adj_107, adj_108);
        // adj: v6 = combined_000002_f0(wp.vec3(-1.865, 0.41, -1.328))                            <L 30>
        wp::adj_quat_inverse(var_103, adj_103, adj_104);
        wp::adj_quat_from_axis_angle(var_101, var_102, adj_101, adj_102, adj_103);
        wp::adj_float(var_0, adj_0, adj_102);
        wp::adj_normalize(var_100, var_101, adj_100, adj_101);
        wp::adj_add(var_95, var_99, adj_95, adj_99, adj_100);
        wp::adj_vec_t(var_96, var_97, var_98, adj_96, adj_97, adj_98, adj_99);
        wp::adj_vec_t(var_94, adj_94, adj_95);
        // adj: v5 = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.439) + wp.vec3(0.0, 0.0, 2.5)), float(tid)))  <L 29>
        var_77 = wp::iter_reverse(var_77);
        start_for_0:;
            if (iter_cmp(var_77) == 0) goto end_for_0;
            var_78 = wp::iter_next(var_77);
        	adj_79 = {};
        	adj_80 = {};
        	adj_81 = {};
        	adj_82 = {};
        	adj_83 = {};
        	adj_84 = {};
        	adj_85 = {};
        	adj_86 = {};
        	adj_87 = {};
        	adj_88 = {};
        	adj_89 = {};
        	adj_90 = {};
        	adj_91 = {};
        	adj_92 = {};
        	adj_93 = {};
            // v2 = v2 + wp.cos(((-0.49 - -0.98) * (0.5 - 0.2)))                                  <L 26>
            var_81 = wp::sub(var_79, var_80);
            var_84 = wp::sub(var_82, var_83);
            var_85 = wp::mul(var_81, var_84);
            var_86 = wp::cos(var_85);
            var_87 = wp::add(var_76, var_86);
            // v2 = v2 + wp.tanh(-0.047)                                                          <L 27>
            var_89 = wp::tanh(var_88);
            var_90 = wp::add(var_87, var_89);
            // v2 = v2 + wp.sin(0.05)                                                             <L 28>
            var_92 = wp::sin(var_91);
            var_93 = wp::add(var_90, var_92);
            wp::assign(var_76, var_93);
            wp::adj_assign(var_76, var_93, adj_76, adj_93);
            wp::adj_add(var_90, var_92, adj_90, adj_92, adj_93);
            wp::adj_sin(var_91, adj_91, adj_92);
            // adj: v2 = v2 + wp.sin(0.05)                                                        <L 28>
            wp::adj_add(var_87, var_89, adj_87, adj_89, adj_90);
            wp::adj_tanh(var_88, var_89, adj_88, adj_89);
            // adj: v2 = v2 + wp.tanh(-0.047)                                                     <L 27>
            wp::adj_add(var_76, var_86, adj_76, adj_86, adj_87);
            wp::adj_cos(var_85, adj_85, adj_86);
            wp::adj_mul(var_81, var_84, adj_81, adj_84, adj_85);
            wp::adj_sub(var_82, var_83, adj_82, adj_83, adj_84);
            wp::adj_sub(var_79, var_80, adj_79, adj_80, adj_81);
            // adj: v2 = v2 + wp.cos(((-0.49 - -0.98) * (0.5 - 0.2)))                             <L 26>
        	goto start_for_0;
        end_for_0:;
        // adj: for j4 in range(n):                                                               <L 25>
        wp::adj_where(var_13, var_21, var_2, adj_13, adj_21, adj_2, adj_76);
        wp::adj_where(var_13, var_74, var_s0, adj_13, adj_74, adj_s0, adj_75);
        if (var_13) {
            wp::adj_add(var_70, var_73, adj_70, adj_73, adj_74);
            wp::adj_cos(var_72, adj_72, adj_73);
            wp::adj_add(var_66, var_69, adj_66, adj_69, adj_70);
            wp::adj_cos(var_68, adj_68, adj_69);
            wp::adj_add(var_62, var_65, adj_62, adj_65, adj_66);
            wp::adj_cos(var_64, adj_64, adj_65);
            wp::adj_add(var_58, var_61, adj_58, adj_61, adj_62);
            wp::adj_cos(var_60, adj_60, adj_61);
            wp::adj_add(var_54, var_57, adj_54, adj_57, adj_58);
            wp::adj_cos(var_56, adj_56, adj_57);
            wp::adj_add(var_50, var_53, adj_50, adj_53, adj_54);
            wp::adj_cos(var_52, adj_52, adj_53);
            // adj: s0 = s0 + wp.cos(1.59)                                                        <L 24>
            // adj: for j3 in range(6):                                                           <L 23>
            wp::adj_where(var_28, var_30, var_49, adj_28, adj_30, adj_49, adj_50);
            if (!var_28) {
                wp::adj_add(var_42, var_48, adj_42, adj_48, adj_49);
                wp::adj_sin(var_47, adj_47, adj_48);
                wp::adj_extract(var_45, var_46, adj_45, adj_46, adj_47);
                wp::adj_vec_t(var_43, var_44, adj_43, adj_44, adj_45);
                // adj: s0 = s0 + wp.sin((wp.vec2(-0.4, 1.04))[1])                                <L 22>
                wp::adj_add(var_40, var_41, adj_40, adj_41, adj_42);
                wp::adj_cos(var_21, adj_21, adj_41);
                // adj: s0 += wp.cos(v2)                                                          <L 21>
                wp::adj_add(var_s0, var_39, adj_s0, adj_39, adj_40);
                wp::adj_cos(var_38, adj_38, adj_39);
                wp::adj_length_sq(var_37, adj_37, adj_38);
                wp::adj_div(var_33, var_36, adj_33, adj_36, adj_37);
                wp::adj_add(var_34, var_35, adj_34, adj_35, adj_36);
                wp::adj_abs(var_s0, adj_s0, adj_34);
                wp::adj_vec_t(var_31, var_32, adj_31, adj_32, adj_33);
                // adj: s0 = s0 + wp.cos(wp.length_sq((wp.vec2(-0.6, 0.5) / (wp.abs(s0) + 1.0))))  <L 20>
            }
            if (var_28) {
                wp::adj_add(var_s0, var_29, adj_s0, adj_29, adj_30);
                wp::adj_sin(var_s0, adj_s0, adj_29);
                // adj: s0 = s0 + wp.sin(s0)                                                      <L 18>
            }
            wp::adj_determinant(var_26, adj_26, adj_27);
            wp::adj_diag(var_25, adj_25, adj_26);
            wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
            // adj: if s0 > wp.determinant(wp.diag(wp.vec3(-0.62, -0.08, 0.26))):                 <L 17>
            wp::adj_add(var_2, var_20, adj_2, adj_20, adj_21);
            wp::adj_tanh(var_19, var_20, adj_19, adj_20);
            wp::adj_determinant(var_18, adj_18, adj_19);
            wp::adj_diag(var_17, adj_17, adj_18);
            wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
            // adj: v2 += wp.tanh(wp.determinant(wp.diag(wp.vec3(0.177, 1.38, 0.38))))            <L 16>
        }
        wp::adj_log(var_11, adj_11, adj_12);
        wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
        wp::adj_abs(var_2, adj_2, adj_9);
        wp::adj_extract(var_6, var_7, adj_6, adj_7, adj_8);
        wp::adj_vec_t(var_4, var_5, adj_4, adj_5, adj_6);
        // adj: if (wp.vec2(-1.542, -1.97))[0] <= wp.log(wp.abs(v2) + 1.0):                       <L 15>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v2 = x0[tid]                                                                      <L 14>
        // adj: tid = wp.tid()                                                                    <L 13>
        // adj: def combined_000002(x0: wp.array(dtype=float), s0: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):  <L 12>
        continue;
    }
}

