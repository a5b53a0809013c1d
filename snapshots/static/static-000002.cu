// Generated for case static-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void static_000002_aa80e896_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_shape_lengths,
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_normals,
    wp::array_t<wp::float32> var_shape_weights,
    wp::array_t<wp::float32> var_shape_residuals,
    wp::int32 var_num_shapes)
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
        bool var_1;
        const wp::float32 var_2 = 0.0;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const bool var_13 = true;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        const wp::float32 var_19 = 0.53;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const bool var_22 = false;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::int32 var_29 = 0;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::int32 var_32 = 1;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::int32 var_35 = 2;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -3.5153999999999996;
        const wp::int32 var_39 = 0;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 2;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 1.39;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        //---------
        // forward
        // def static_000002(shape_lengths: wp.array[float], shape_normals: wp.array[wp.vec3], shape_weights: wp.array[float], shape_residuals: wp.array[float], num_shapes: int):       <L 13>
        // tid = wp.tid()  # this thread's element                                                <L 14>
        var_0 = builtin_tid1d();
        // if tid >= num_shapes:                                                                  <L 15>
        var_1 = (var_0 >= var_num_shapes);
        if (var_1) {
            // return  # past the end of the arrays                                               <L 16>
            continue;
        }
        // v8 = float(0.0)                                                                        <L 17>
        var_3 = wp::float(var_2);
        // v0 = shape_lengths[tid]                                                                <L 18>
        var_4 = wp::address(var_shape_lengths, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v1 = shape_normals[tid]                                                                <L 19>
        var_7 = wp::address(var_shape_normals, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v2 = shape_weights[tid]                                                                <L 20>
        var_10 = wp::address(var_shape_weights, var_0);
        var_12 = wp::load(var_10);
        var_11 = wp::copy(var_12);
        // if wp.static(K3 in (2, 3)):                                                            <L 21>
        // v1 = v1 + wp.normalize(wp.vec3((v2 - v0), float(tid), float(tid))) * 0.53              <L 22>
        var_14 = wp::sub(var_11, var_5);
        var_15 = wp::float(var_0);
        var_16 = wp::float(var_0);
        var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
        var_18 = wp::normalize(var_17);
        var_20 = wp::mul(var_18, var_19);
        var_21 = wp::add(var_8, var_20);
        // if wp.static(K1 % 2 == 0):                                                             <L 23>
        // v0 += wp.sin(v0)                                                                       <L 26>
        var_23 = wp::sin(var_5);
        var_24 = wp::add(var_5, var_23);
        // v2 += wp.sin(wp.length_sq(-v1))                                                        <L 27>
        var_25 = wp::neg(var_21);
        var_26 = wp::length_sq(var_25);
        var_27 = wp::sin(var_26);
        var_28 = wp::add(var_11, var_27);
        // for u5 in range(wp.static(K3)):                                                        <L 36>
        // v2 = v2 + wp.sin(v2)                                                                   <L 37>
        var_30 = wp::sin(var_28);
        var_31 = wp::add(var_28, var_30);
        var_33 = wp::sin(var_31);
        var_34 = wp::add(var_31, var_33);
        var_36 = wp::sin(var_34);
        var_37 = wp::add(var_34, var_36);
        // v6 = wp.static(C0 * 0.82 + -1.9)                                                       <L 38>
        // for u7 in range(wp.static(K2 + 1)):                                                    <L 39>
        // v2 = v2 + wp.sin(v0)                                                                   <L 40>
        var_40 = wp::sin(var_24);
        var_41 = wp::add(var_37, var_40);
        var_43 = wp::sin(var_24);
        var_44 = wp::add(var_41, var_43);
        var_46 = wp::sin(var_24);
        var_47 = wp::add(var_44, var_46);
        // shape_residuals[tid] = v0 + v2 + v6 + v2 * 1.39 + v8                                   <L 42>
        var_48 = wp::add(var_24, var_47);
        var_49 = wp::add(var_48, var_38);
        var_51 = wp::mul(var_47, var_50);
        var_52 = wp::add(var_49, var_51);
        var_53 = wp::add(var_52, var_3);
        wp::array_store(var_shape_residuals, var_0, var_53);
    }
}

