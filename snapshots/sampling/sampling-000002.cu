// Generated for case sampling-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void sampling_000002_36d499a4_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_cdf,
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
        const wp::int32 var_1 = 18465;
        wp::uint32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32* var_18;
        const wp::float32 var_19 = 1.37;
        wp::float32 var_20;
        wp::float32 var_21;
        bool var_22;
        bool var_23;
        bool var_24;
        const wp::float32 var_25 = 0.876;
        bool var_26;
        bool var_27;
        bool var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::int32 var_33;
        wp::shape_t* var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        wp::shape_t var_37;
        wp::int32 var_38;
        wp::float32* var_39;
        const wp::float32 var_40 = 0.58;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 0.35;
        wp::uint32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.6;
        const wp::float32 var_51 = -0.791;
        wp::vec_t<2, wp::float32> var_52;
        const wp::float32 var_53 = -1.24;
        const wp::float32 var_54 = -1.59;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = -0.57;
        const wp::float32 var_59 = 1.133;
        wp::vec_t<2, wp::float32> var_60;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        wp::float32 var_63;
        wp::vec_t<2, wp::float32> var_64;
        wp::vec_t<2, wp::float32> var_65;
        //---------
        // forward
        // def sampling_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(18465, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = x1[tid]                                                                           <L 9>
        var_6 = wp::address(var_x1, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = x2[tid]                                                                           <L 10>
        var_9 = wp::address(var_x2, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // c3 = wp.sample_cdf(state, cdf) % cdf.shape[0]                                          <L 11>
        var_12 = wp::sample_cdf(var_2, var_cdf);
        var_13 = &(var_cdf.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        // v4 = cdf[c3] * 1.37                                                                    <L 12>
        var_18 = wp::address(var_cdf, var_17);
        var_21 = wp::load(var_18);
        var_20 = wp::mul(var_21, var_19);
        // if not ((v0 > v4) and (v2 < 0.876) or v2 <= v2):                                       <L 13>
        var_24 = (var_4 > var_20);
        var_23 = var_24;
        if (var_23) {
            var_26 = (var_10 < var_25);
            var_23 = var_23 && var_26;
        }
        var_22 = var_23;
        if (!var_22) {
            var_27 = (var_10 <= var_10);
            var_22 = var_22 || var_27;
        }
        var_28 = wp::unot(var_22);
        if (var_28) {
            // v0 = v0 + wp.tanh(wp.noise(state, wp.floor(v2)))                                   <L 14>
            var_29 = wp::floor(var_10);
            var_30 = wp::noise(var_2, var_29);
            var_31 = wp::tanh(var_30);
            var_32 = wp::add(var_4, var_31);
            // c5 = wp.sample_cdf(state, cdf) % cdf.shape[0]                                      <L 15>
            var_33 = wp::sample_cdf(var_2, var_cdf);
            var_34 = &(var_cdf.shape);
            var_37 = wp::load(var_34);
            var_36 = wp::extract(var_37, var_35);
            var_38 = wp::mod(var_33, var_36);
            // v6 = cdf[c5] * 0.58                                                                <L 16>
            var_39 = wp::address(var_cdf, var_38);
            var_42 = wp::load(var_39);
            var_41 = wp::mul(var_42, var_40);
            // v7 = wp.noise(state, (wp.length(v1) - float(wp.poisson(state, 0.35))))             <L 17>
            var_43 = wp::length(var_7);
            var_45 = wp::poisson(var_2, var_44);
            var_46 = wp::float(var_45);
            var_47 = wp::sub(var_43, var_46);
            var_48 = wp::noise(var_2, var_47);
        }
        var_49 = wp::where(var_28, var_32, var_4);
        // out0[tid] = wp.normalize(wp.lerp(wp.vec2(0.6, -0.791), wp.vec2(-1.24, -1.59), v4))       <L 18>
        var_52 = wp::vec_t<2, wp::float32>(var_50, var_51);
        var_55 = wp::vec_t<2, wp::float32>(var_53, var_54);
        var_56 = wp::lerp(var_52, var_55, var_20);
        var_57 = wp::normalize(var_56);
        wp::array_store(var_out0, var_0, var_57);
        // out1[tid] = wp.normalize(-(wp.vec2(-0.57, 1.133))) + wp.vec2(wp.sin(v0))               <L 19>
        var_60 = wp::vec_t<2, wp::float32>(var_58, var_59);
        var_61 = wp::neg(var_60);
        var_62 = wp::normalize(var_61);
        var_63 = wp::sin(var_49);
        var_64 = wp::vec_t<2, wp::float32>(var_63);
        var_65 = wp::add(var_62, var_64);
        wp::array_store(var_out1, var_0, var_65);
    }
}



extern "C" __global__ void sampling_000002_36d499a4_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_cdf,
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
        const wp::int32 var_1 = 18465;
        wp::uint32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::int32 var_12;
        wp::shape_t* var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        wp::shape_t var_16;
        wp::int32 var_17;
        wp::float32* var_18;
        const wp::float32 var_19 = 1.37;
        wp::float32 var_20;
        wp::float32 var_21;
        bool var_22;
        bool var_23;
        bool var_24;
        const wp::float32 var_25 = 0.876;
        bool var_26;
        bool var_27;
        bool var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::int32 var_33;
        wp::shape_t* var_34;
        const wp::int32 var_35 = 0;
        wp::int32 var_36;
        wp::shape_t var_37;
        wp::int32 var_38;
        wp::float32* var_39;
        const wp::float32 var_40 = 0.58;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 0.35;
        wp::uint32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.6;
        const wp::float32 var_51 = -0.791;
        wp::vec_t<2, wp::float32> var_52;
        const wp::float32 var_53 = -1.24;
        const wp::float32 var_54 = -1.59;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = -0.57;
        const wp::float32 var_59 = 1.133;
        wp::vec_t<2, wp::float32> var_60;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        wp::float32 var_63;
        wp::vec_t<2, wp::float32> var_64;
        wp::vec_t<2, wp::float32> var_65;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::uint32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::shape_t adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::shape_t adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        bool adj_22 = {};
        bool adj_23 = {};
        bool adj_24 = {};
        wp::float32 adj_25 = {};
        bool adj_26 = {};
        bool adj_27 = {};
        bool adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
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
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::uint32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<2, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<2, wp::float32> adj_55 = {};
        wp::vec_t<2, wp::float32> adj_56 = {};
        wp::vec_t<2, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::vec_t<2, wp::float32> adj_60 = {};
        wp::vec_t<2, wp::float32> adj_61 = {};
        wp::vec_t<2, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::vec_t<2, wp::float32> adj_64 = {};
        wp::vec_t<2, wp::float32> adj_65 = {};
        //---------
        // forward
        // def sampling_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // state = wp.rand_init(18465, tid)                                                       <L 7>
        var_2 = wp::rand_init(var_1, var_0);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = x1[tid]                                                                           <L 9>
        var_6 = wp::address(var_x1, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = x2[tid]                                                                           <L 10>
        var_9 = wp::address(var_x2, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // c3 = wp.sample_cdf(state, cdf) % cdf.shape[0]                                          <L 11>
        var_12 = wp::sample_cdf(var_2, var_cdf);
        var_13 = &(var_cdf.shape);
        var_16 = wp::load(var_13);
        var_15 = wp::extract(var_16, var_14);
        var_17 = wp::mod(var_12, var_15);
        // v4 = cdf[c3] * 1.37                                                                    <L 12>
        var_18 = wp::address(var_cdf, var_17);
        var_21 = wp::load(var_18);
        var_20 = wp::mul(var_21, var_19);
        // if not ((v0 > v4) and (v2 < 0.876) or v2 <= v2):                                       <L 13>
        var_24 = (var_4 > var_20);
        var_23 = var_24;
        if (var_23) {
            var_26 = (var_10 < var_25);
            var_23 = var_23 && var_26;
        }
        var_22 = var_23;
        if (!var_22) {
            var_27 = (var_10 <= var_10);
            var_22 = var_22 || var_27;
        }
        var_28 = wp::unot(var_22);
        if (var_28) {
            // v0 = v0 + wp.tanh(wp.noise(state, wp.floor(v2)))                                   <L 14>
            var_29 = wp::floor(var_10);
            var_30 = wp::noise(var_2, var_29);
            var_31 = wp::tanh(var_30);
            var_32 = wp::add(var_4, var_31);
            // c5 = wp.sample_cdf(state, cdf) % cdf.shape[0]                                      <L 15>
            var_33 = wp::sample_cdf(var_2, var_cdf);
            var_34 = &(var_cdf.shape);
            var_37 = wp::load(var_34);
            var_36 = wp::extract(var_37, var_35);
            var_38 = wp::mod(var_33, var_36);
            // v6 = cdf[c5] * 0.58                                                                <L 16>
            var_39 = wp::address(var_cdf, var_38);
            var_42 = wp::load(var_39);
            var_41 = wp::mul(var_42, var_40);
            // v7 = wp.noise(state, (wp.length(v1) - float(wp.poisson(state, 0.35))))             <L 17>
            var_43 = wp::length(var_7);
            var_45 = wp::poisson(var_2, var_44);
            var_46 = wp::float(var_45);
            var_47 = wp::sub(var_43, var_46);
            var_48 = wp::noise(var_2, var_47);
        }
        var_49 = wp::where(var_28, var_32, var_4);
        // out0[tid] = wp.normalize(wp.lerp(wp.vec2(0.6, -0.791), wp.vec2(-1.24, -1.59), v4))       <L 18>
        var_52 = wp::vec_t<2, wp::float32>(var_50, var_51);
        var_55 = wp::vec_t<2, wp::float32>(var_53, var_54);
        var_56 = wp::lerp(var_52, var_55, var_20);
        var_57 = wp::normalize(var_56);
        // wp::array_store(var_out0, var_0, var_57);
        // out1[tid] = wp.normalize(-(wp.vec2(-0.57, 1.133))) + wp.vec2(wp.sin(v0))               <L 19>
        var_60 = wp::vec_t<2, wp::float32>(var_58, var_59);
        var_61 = wp::neg(var_60);
        var_62 = wp::normalize(var_61);
        var_63 = wp::sin(var_49);
        var_64 = wp::vec_t<2, wp::float32>(var_63);
        var_65 = wp::add(var_62, var_64);
        // wp::array_store(var_out1, var_0, var_65);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_65, adj_out1, adj_0, adj_65);
        wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
        wp::adj_vec_t(var_63, adj_63, adj_64);
        wp::adj_sin(var_49, adj_49, adj_63);
        wp::adj_normalize(var_61, var_62, adj_61, adj_62);
        wp::adj_neg(var_60, adj_60, adj_61);
        wp::adj_vec_t(var_58, var_59, adj_58, adj_59, adj_60);
        // adj: out1[tid] = wp.normalize(-(wp.vec2(-0.57, 1.133))) + wp.vec2(wp.sin(v0))          <L 19>
        wp::adj_array_store(var_out0, var_0, var_57, adj_out0, adj_0, adj_57);
        wp::adj_normalize(var_56, var_57, adj_56, adj_57);
        wp::adj_lerp(var_52, var_55, var_20, adj_52, adj_55, adj_20, adj_56);
        wp::adj_vec_t(var_53, var_54, adj_53, adj_54, adj_55);
        wp::adj_vec_t(var_50, var_51, adj_50, adj_51, adj_52);
        // adj: out0[tid] = wp.normalize(wp.lerp(wp.vec2(0.6, -0.791), wp.vec2(-1.24, -1.59), v4))  <L 18>
        wp::adj_where(var_28, var_32, var_4, adj_28, adj_32, adj_4, adj_49);
        if (var_28) {
            wp::adj_noise(var_2, var_47, adj_2, adj_47, adj_48);
            wp::adj_sub(var_43, var_46, adj_43, adj_46, adj_47);
            wp::adj_float(var_45, adj_45, adj_46);
            wp::adj_length(var_7, var_43, adj_7, adj_43);
            // adj: v7 = wp.noise(state, (wp.length(v1) - float(wp.poisson(state, 0.35))))        <L 17>
            wp::adj_mul(var_42, var_40, adj_39, adj_40, adj_41);
            wp::adj_address(var_cdf, var_38, adj_cdf, adj_38, adj_39);
            // adj: v6 = cdf[c5] * 0.58                                                           <L 16>
            wp::adj_mod(var_33, var_36, adj_33, adj_36, adj_38);
            adj_cdf.shape = adj_34;
            // adj: c5 = wp.sample_cdf(state, cdf) % cdf.shape[0]                                 <L 15>
            wp::adj_add(var_4, var_31, adj_4, adj_31, adj_32);
            wp::adj_tanh(var_30, var_31, adj_30, adj_31);
            wp::adj_noise(var_2, var_29, adj_2, adj_29, adj_30);
            // adj: v0 = v0 + wp.tanh(wp.noise(state, wp.floor(v2)))                              <L 14>
        }
        if (!var_22) {
        }
        if (var_23) {
        }
        // adj: if not ((v0 > v4) and (v2 < 0.876) or v2 <= v2):                                  <L 13>
        wp::adj_mul(var_21, var_19, adj_18, adj_19, adj_20);
        wp::adj_address(var_cdf, var_17, adj_cdf, adj_17, adj_18);
        // adj: v4 = cdf[c3] * 1.37                                                               <L 12>
        wp::adj_mod(var_12, var_15, adj_12, adj_15, adj_17);
        adj_cdf.shape = adj_13;
        // adj: c3 = wp.sample_cdf(state, cdf) % cdf.shape[0]                                     <L 11>
        wp::adj_copy(var_11, adj_9, adj_10);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_9);
        // adj: v2 = x2[tid]                                                                      <L 10>
        wp::adj_copy(var_8, adj_6, adj_7);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_6);
        // adj: v1 = x1[tid]                                                                      <L 9>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
        // adj: v0 = x0[tid]                                                                      <L 8>
        // adj: state = wp.rand_init(18465, tid)                                                  <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def sampling_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):  <L 5>
        continue;
    }
}

