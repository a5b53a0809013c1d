// Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void conditional_000002_67c50c1b_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::int32 var_11;
        const wp::int32 var_12 = 6;
        wp::int32 var_13;
        const wp::int32 var_14 = 3;
        wp::int32 var_15;
        const wp::int32 var_16 = 0;
        bool var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        const wp::float32 var_21 = 0.98;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::int32 var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        const wp::int32 var_28 = 1;
        bool var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.35;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 2;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = -1.8;
        const wp::float32 var_43 = 1.382;
        const wp::float32 var_44 = 1.3;
        wp::vec_t<3, wp::float32> var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.302;
        const wp::float32 var_48 = 0.7;
        const wp::float32 var_49 = 0.54;
        wp::vec_t<3, wp::float32> var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = -1.41;
        const wp::float32 var_57 = 0.16;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = -0.85;
        const wp::float32 var_66 = 1.6;
        wp::float32 var_67;
        const wp::float32 var_68 = -0.98;
        const wp::float32 var_69 = 1.67;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.85;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::float32 var_77 = 0.6;
        wp::float32 var_78;
        wp::float32 var_79;
        //---------
        // forward
        // def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = v0                                                                                <L 10>
        var_10 = wp::copy(var_2);
        // if ((wp.abs(tid) % 6)) % 3 == 0:                                                       <L 11>
        var_11 = wp::abs(var_0);
        var_13 = wp::mod(var_11, var_12);
        var_15 = wp::mod(var_13, var_14);
        var_17 = (var_15 == var_16);
        if (var_17) {
            // v1 = v1 + wp.normalize((v3 * wp.normalize(v1))) * 0.98                             <L 12>
            var_18 = wp::normalize(var_5);
            var_19 = wp::mul(var_10, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_5, var_22);
        }
        var_24 = wp::where(var_17, var_23, var_5);
        // if ((tid * tid)) % 3 == 1:                                                             <L 13>
        var_25 = wp::mul(var_0, var_0);
        var_27 = wp::mod(var_25, var_26);
        var_29 = (var_27 == var_28);
        if (var_29) {
            // v1 = v1 + wp.normalize(v1) * 1.35                                                  <L 14>
            var_30 = wp::normalize(var_24);
            var_32 = wp::mul(var_30, var_31);
            var_33 = wp::add(var_24, var_32);
            // v4 = v1                                                                            <L 15>
            var_34 = wp::copy(var_33);
            // v5 = (wp.copysign(wp.tanh(v0), wp.degrees(v2)) - wp.sin(v4[2]))                    <L 16>
            var_35 = wp::tanh(var_2);
            var_36 = wp::degrees(var_8);
            var_37 = wp::copysign(var_35, var_36);
            var_39 = wp::extract(var_34, var_38);
            var_40 = wp::sin(var_39);
            var_41 = wp::sub(var_37, var_40);
        }
        if (!var_29) {
            // v2 = v2 + wp.cos((wp.length(wp.vec3(-1.8, 1.382, 1.3)) + (wp.vec3(1.302, 0.7, 0.54))[2]))       <L 18>
            var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
            var_46 = wp::length(var_45);
            var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
            var_52 = wp::extract(var_50, var_51);
            var_53 = wp::add(var_46, var_52);
            var_54 = wp::cos(var_53);
            var_55 = wp::add(var_8, var_54);
            // v6 = wp.normalize(wp.cross(v1, wp.vec3(v3, -1.41, 0.16)))                          <L 19>
            var_58 = wp::vec_t<3, wp::float32>(var_10, var_56, var_57);
            var_59 = wp::cross(var_24, var_58);
            var_60 = wp::normalize(var_59);
        }
        var_61 = wp::where(var_29, var_33, var_24);
        var_62 = wp::where(var_29, var_8, var_55);
        // out0[tid] = v0 + v2 + v3 + wp.clamp(wp.clamp(v3, -0.85, 1.6), -0.98, 1.67) * 0.85       <L 20>
        var_63 = wp::add(var_2, var_62);
        var_64 = wp::add(var_63, var_10);
        var_67 = wp::clamp(var_10, var_65, var_66);
        var_70 = wp::clamp(var_67, var_68, var_69);
        var_72 = wp::mul(var_70, var_71);
        var_73 = wp::add(var_64, var_72);
        wp::array_store(var_out0, var_0, var_73);
        // out1[tid] = v0 + v2 + v3 + wp.radians(v3) * 0.6                                        <L 21>
        var_74 = wp::add(var_2, var_62);
        var_75 = wp::add(var_74, var_10);
        var_76 = wp::radians(var_10);
        var_78 = wp::mul(var_76, var_77);
        var_79 = wp::add(var_75, var_78);
        wp::array_store(var_out1, var_0, var_79);
    }
}



extern "C" __global__ void conditional_000002_67c50c1b_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::int32 var_11;
        const wp::int32 var_12 = 6;
        wp::int32 var_13;
        const wp::int32 var_14 = 3;
        wp::int32 var_15;
        const wp::int32 var_16 = 0;
        bool var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        const wp::float32 var_21 = 0.98;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::int32 var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        const wp::int32 var_28 = 1;
        bool var_29;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 1.35;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 2;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::float32 var_42 = -1.8;
        const wp::float32 var_43 = 1.382;
        const wp::float32 var_44 = 1.3;
        wp::vec_t<3, wp::float32> var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 1.302;
        const wp::float32 var_48 = 0.7;
        const wp::float32 var_49 = 0.54;
        wp::vec_t<3, wp::float32> var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = -1.41;
        const wp::float32 var_57 = 0.16;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = -0.85;
        const wp::float32 var_66 = 1.6;
        wp::float32 var_67;
        const wp::float32 var_68 = -0.98;
        const wp::float32 var_69 = 1.67;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.85;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::float32 var_77 = 0.6;
        wp::float32 var_78;
        wp::float32 var_79;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        bool adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        bool adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::vec_t<3, wp::float32> adj_58 = {};
        wp::vec_t<3, wp::float32> adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
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
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        //---------
        // forward
        // def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = v0                                                                                <L 10>
        var_10 = wp::copy(var_2);
        // if ((wp.abs(tid) % 6)) % 3 == 0:                                                       <L 11>
        var_11 = wp::abs(var_0);
        var_13 = wp::mod(var_11, var_12);
        var_15 = wp::mod(var_13, var_14);
        var_17 = (var_15 == var_16);
        if (var_17) {
            // v1 = v1 + wp.normalize((v3 * wp.normalize(v1))) * 0.98                             <L 12>
            var_18 = wp::normalize(var_5);
            var_19 = wp::mul(var_10, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_5, var_22);
        }
        var_24 = wp::where(var_17, var_23, var_5);
        // if ((tid * tid)) % 3 == 1:                                                             <L 13>
        var_25 = wp::mul(var_0, var_0);
        var_27 = wp::mod(var_25, var_26);
        var_29 = (var_27 == var_28);
        if (var_29) {
            // v1 = v1 + wp.normalize(v1) * 1.35                                                  <L 14>
            var_30 = wp::normalize(var_24);
            var_32 = wp::mul(var_30, var_31);
            var_33 = wp::add(var_24, var_32);
            // v4 = v1                                                                            <L 15>
            var_34 = wp::copy(var_33);
            // v5 = (wp.copysign(wp.tanh(v0), wp.degrees(v2)) - wp.sin(v4[2]))                    <L 16>
            var_35 = wp::tanh(var_2);
            var_36 = wp::degrees(var_8);
            var_37 = wp::copysign(var_35, var_36);
            var_39 = wp::extract(var_34, var_38);
            var_40 = wp::sin(var_39);
            var_41 = wp::sub(var_37, var_40);
        }
        if (!var_29) {
            // v2 = v2 + wp.cos((wp.length(wp.vec3(-1.8, 1.382, 1.3)) + (wp.vec3(1.302, 0.7, 0.54))[2]))       <L 18>
            var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
            var_46 = wp::length(var_45);
            var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
            var_52 = wp::extract(var_50, var_51);
            var_53 = wp::add(var_46, var_52);
            var_54 = wp::cos(var_53);
            var_55 = wp::add(var_8, var_54);
            // v6 = wp.normalize(wp.cross(v1, wp.vec3(v3, -1.41, 0.16)))                          <L 19>
            var_58 = wp::vec_t<3, wp::float32>(var_10, var_56, var_57);
            var_59 = wp::cross(var_24, var_58);
            var_60 = wp::normalize(var_59);
        }
        var_61 = wp::where(var_29, var_33, var_24);
        var_62 = wp::where(var_29, var_8, var_55);
        // out0[tid] = v0 + v2 + v3 + wp.clamp(wp.clamp(v3, -0.85, 1.6), -0.98, 1.67) * 0.85       <L 20>
        var_63 = wp::add(var_2, var_62);
        var_64 = wp::add(var_63, var_10);
        var_67 = wp::clamp(var_10, var_65, var_66);
        var_70 = wp::clamp(var_67, var_68, var_69);
        var_72 = wp::mul(var_70, var_71);
        var_73 = wp::add(var_64, var_72);
        // wp::array_store(var_out0, var_0, var_73);
        // out1[tid] = v0 + v2 + v3 + wp.radians(v3) * 0.6                                        <L 21>
        var_74 = wp::add(var_2, var_62);
        var_75 = wp::add(var_74, var_10);
        var_76 = wp::radians(var_10);
        var_78 = wp::mul(var_76, var_77);
        var_79 = wp::add(var_75, var_78);
        // wp::array_store(var_out1, var_0, var_79);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_79, adj_out1, adj_0, adj_79);
        wp::adj_add(var_75, var_78, adj_75, adj_78, adj_79);
        wp::adj_mul(var_76, var_77, adj_76, adj_77, adj_78);
        wp::adj_radians(var_10, adj_10, adj_76);
        wp::adj_add(var_74, var_10, adj_74, adj_10, adj_75);
        wp::adj_add(var_2, var_62, adj_2, adj_62, adj_74);
        // adj: out1[tid] = v0 + v2 + v3 + wp.radians(v3) * 0.6                                   <L 21>
        wp::adj_array_store(var_out0, var_0, var_73, adj_out0, adj_0, adj_73);
        wp::adj_add(var_64, var_72, adj_64, adj_72, adj_73);
        wp::adj_mul(var_70, var_71, adj_70, adj_71, adj_72);
        wp::adj_clamp(var_67, var_68, var_69, adj_67, adj_68, adj_69, adj_70);
        wp::adj_clamp(var_10, var_65, var_66, adj_10, adj_65, adj_66, adj_67);
        wp::adj_add(var_63, var_10, adj_63, adj_10, adj_64);
        wp::adj_add(var_2, var_62, adj_2, adj_62, adj_63);
        // adj: out0[tid] = v0 + v2 + v3 + wp.clamp(wp.clamp(v3, -0.85, 1.6), -0.98, 1.67) * 0.85  <L 20>
        wp::adj_where(var_29, var_8, var_55, adj_29, adj_8, adj_55, adj_62);
        wp::adj_where(var_29, var_33, var_24, adj_29, adj_33, adj_24, adj_61);
        if (!var_29) {
            wp::adj_normalize(var_59, var_60, adj_59, adj_60);
            wp::adj_cross(var_24, var_58, adj_24, adj_58, adj_59);
            wp::adj_vec_t(var_10, var_56, var_57, adj_10, adj_56, adj_57, adj_58);
            // adj: v6 = wp.normalize(wp.cross(v1, wp.vec3(v3, -1.41, 0.16)))                     <L 19>
            wp::adj_add(var_8, var_54, adj_8, adj_54, adj_55);
            wp::adj_cos(var_53, adj_53, adj_54);
            wp::adj_add(var_46, var_52, adj_46, adj_52, adj_53);
            wp::adj_extract(var_50, var_51, adj_50, adj_51, adj_52);
            wp::adj_vec_t(var_47, var_48, var_49, adj_47, adj_48, adj_49, adj_50);
            wp::adj_length(var_45, var_46, adj_45, adj_46);
            wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
            // adj: v2 = v2 + wp.cos((wp.length(wp.vec3(-1.8, 1.382, 1.3)) + (wp.vec3(1.302, 0.7, 0.54))[2]))  <L 18>
        }
        if (var_29) {
            wp::adj_sub(var_37, var_40, adj_37, adj_40, adj_41);
            wp::adj_sin(var_39, adj_39, adj_40);
            wp::adj_extract(var_34, var_38, adj_34, adj_38, adj_39);
            wp::adj_copysign(var_35, var_36, adj_35, adj_36, adj_37);
            wp::adj_degrees(var_8, adj_8, adj_36);
            wp::adj_tanh(var_2, var_35, adj_2, adj_35);
            // adj: v5 = (wp.copysign(wp.tanh(v0), wp.degrees(v2)) - wp.sin(v4[2]))               <L 16>
            wp::adj_copy(var_33, adj_33, adj_34);
            // adj: v4 = v1                                                                       <L 15>
            wp::adj_add(var_24, var_32, adj_24, adj_32, adj_33);
            wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
            wp::adj_normalize(var_24, var_30, adj_24, adj_30);
            // adj: v1 = v1 + wp.normalize(v1) * 1.35                                             <L 14>
        }
        wp::adj_mod(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_mul(var_0, var_0, adj_0, adj_0, adj_25);
        // adj: if ((tid * tid)) % 3 == 1:                                                        <L 13>
        wp::adj_where(var_17, var_23, var_5, adj_17, adj_23, adj_5, adj_24);
        if (var_17) {
            wp::adj_add(var_5, var_22, adj_5, adj_22, adj_23);
            wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
            wp::adj_normalize(var_19, var_20, adj_19, adj_20);
            wp::adj_mul(var_10, var_18, adj_10, adj_18, adj_19);
            wp::adj_normalize(var_5, var_18, adj_5, adj_18);
            // adj: v1 = v1 + wp.normalize((v3 * wp.normalize(v1))) * 0.98                        <L 12>
        }
        wp::adj_mod(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_mod(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_abs(var_0, adj_0, adj_11);
        // adj: if ((wp.abs(tid) % 6)) % 3 == 0:                                                  <L 11>
        wp::adj_copy(var_2, adj_2, adj_10);
        // adj: v3 = v0                                                                           <L 10>
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
        // adj: def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

