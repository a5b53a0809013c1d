// Generated for case types-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void types_000001_19ef9c4c_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float16> var_element_temperatures,
    wp::array_t<wp::float64> var_element_lengths,
    wp::array_t<wp::int16> var_element_results,
    wp::array_t<wp::float32> var_element_residuals)
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
        wp::shape_t* var_1;
        const wp::int32 var_2 = 0;
        wp::int32 var_3;
        wp::shape_t var_4;
        bool var_5;
        const wp::float32 var_6 = 0.0;
        wp::float32 var_7;
        wp::float16* var_8;
        wp::float16 var_9;
        wp::float16 var_10;
        wp::float64* var_11;
        wp::float64 var_12;
        wp::float64 var_13;
        const wp::int32 var_14 = 3;
        wp::int32 var_15;
        wp::shape_t* var_16;
        const wp::int32 var_17 = 0;
        wp::int32 var_18;
        wp::shape_t var_19;
        wp::int32 var_20;
        wp::float16* var_21;
        const wp::float32 var_22 = -4.0;
        wp::float16 var_23;
        const wp::float32 var_24 = 4.0;
        wp::float16 var_25;
        wp::float16 var_26;
        wp::float16 var_27;
        bool var_28;
        wp::float64 var_29;
        bool var_30;
        bool var_31;
        wp::float32 var_32;
        const wp::float32 var_33 = 0.89;
        bool var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = 1.797;
        bool var_37;
        bool var_38;
        const wp::float32 var_39 = 0.5;
        wp::float16 var_40;
        wp::float16 var_41;
        bool var_42;
        const wp::float32 var_43 = -1.394;
        wp::float16 var_44;
        wp::float16 var_45;
        wp::float16 var_46;
        wp::float16 var_47;
        const wp::int32 var_48 = 5;
        wp::uint8 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 7;
        wp::uint32 var_53;
        const wp::int32 var_54 = 1;
        wp::uint32 var_55;
        wp::uint32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float16 var_60;
        const wp::int32 var_61 = 6;
        wp::int16 var_62;
        const wp::int32 var_63 = 6;
        wp::int8 var_64;
        wp::int64 var_65;
        wp::int8 var_66;
        wp::int8 var_67;
        const wp::float32 var_68 = 1.047;
        wp::float32 var_69;
        wp::float64 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -100.0;
        const wp::float32 var_73 = 100.0;
        wp::float32 var_74;
        wp::int16 var_75;
        wp::int16 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        //---------
        // forward
        // def types_000001(element_temperatures: wp.array[wp.float16], element_lengths: wp.array[wp.float64], element_results: wp.array[wp.int16], element_residuals: wp.array[float]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // if tid >= element_temperatures.shape[0]:                                               <L 8>
        var_1 = &(var_element_temperatures.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return                                                                             <L 9>
            continue;
        }
        // v9 = float(0.0)                                                                        <L 10>
        var_7 = wp::float(var_6);
        // v0 = element_temperatures[tid]                                                         <L 11>
        var_8 = wp::address(var_element_temperatures, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v1 = element_lengths[tid]                                                              <L 12>
        var_11 = wp::address(var_element_lengths, var_0);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        // v2 = wp.clamp(element_temperatures[(tid + 3) % element_temperatures.shape[0]], wp.float16(-4.0), wp.float16(4.0))       <L 13>
        var_15 = wp::add(var_0, var_14);
        var_16 = &(var_element_temperatures.shape);
        var_19 = wp::load(var_16);
        var_18 = wp::extract(var_19, var_17);
        var_20 = wp::mod(var_15, var_18);
        var_21 = wp::address(var_element_temperatures, var_20);
        var_23 = wp::float16(var_22);
        var_25 = wp::float16(var_24);
        var_27 = wp::load(var_21);
        var_26 = wp::clamp(var_27, var_23, var_25);
        // if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):        <L 14>
        var_29 = 2.0;
        var_30 = (var_12 <= var_29);
        var_28 = var_30;
        if (!var_28) {
            var_32 = wp::float(var_0);
            var_34 = (var_32 > var_33);
            var_31 = var_34;
            if (var_31) {
                var_35 = wp::float(var_0);
                var_37 = (var_35 > var_36);
                var_31 = var_31 && var_37;
            }
            var_28 = var_28 || var_31;
        }
        var_38 = wp::unot(var_28);
        if (var_38) {
            // v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(v2 > v0, wp.float16(-1.394), v0))       <L 15>
            var_40 = wp::float16(var_39);
            var_41 = wp::mul(var_26, var_40);
            var_42 = (var_26 > var_9);
            var_44 = wp::float16(var_43);
            var_45 = wp::where(var_42, var_44, var_9);
            var_46 = wp::cos(var_45);
            var_47 = wp::add(var_41, var_46);
            // v3 = wp.uint8(5)                                                                   <L 16>
            var_49 = wp::uint8(var_48);
            // v9 += float(v3)                                                                    <L 17>
            var_50 = wp::float(var_49);
            var_51 = wp::add(var_7, var_50);
            // v4 = (wp.uint32(7) & wp.uint32(1))                                                 <L 18>
            var_53 = wp::uint32(var_52);
            var_55 = wp::uint32(var_54);
            var_56 = wp::bit_and(var_53, var_55);
            // v9 += float(v4)                                                                    <L 19>
            var_57 = wp::float(var_56);
            var_58 = wp::add(var_51, var_57);
        }
        var_59 = wp::where(var_38, var_58, var_7);
        var_60 = wp::where(var_38, var_47, var_26);
        // v5 = wp.int16(6)                                                                       <L 20>
        var_62 = wp::int16(var_61);
        // v6 = min(wp.int8(6), wp.int8(wp.int64(5)))                                             <L 21>
        var_64 = wp::int8(var_63);
        var_65 = 5ll;
        var_66 = wp::int8(var_65);
        var_67 = wp::min(var_64, var_66);
        // v7 = float(1.047)                                                                      <L 22>
        var_69 = wp::float(var_68);
        // v8 = wp.float64(-1.215)                                                                <L 23>
        var_70 = -1.215;
        // element_results[tid] = wp.min(v5, wp.int16(wp.clamp(float(v2), -100.0, 100.0)))        <L 24>
        var_71 = wp::float(var_60);
        var_74 = wp::clamp(var_71, var_72, var_73);
        var_75 = wp::int16(var_74);
        var_76 = wp::min(var_62, var_75);
        wp::array_store(var_element_results, var_0, var_76);
        // element_residuals[tid] = float(v6) + v7 + v9 + float(v8)                               <L 25>
        var_77 = wp::float(var_67);
        var_78 = wp::add(var_77, var_69);
        var_79 = wp::add(var_78, var_59);
        var_80 = wp::float(var_70);
        var_81 = wp::add(var_79, var_80);
        wp::array_store(var_element_residuals, var_0, var_81);
    }
}

