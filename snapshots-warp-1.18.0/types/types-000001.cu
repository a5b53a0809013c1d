// Generated for case types-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void types_000001_da800bf4_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float16> var_shape_densities,
    wp::array_t<wp::float64> var_shape_masses,
    wp::array_t<wp::int16> var_shape_results,
    wp::array_t<wp::float32> var_shape_energies)
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float16* var_3;
        wp::float16 var_4;
        wp::float16 var_5;
        wp::float64* var_6;
        wp::float64 var_7;
        wp::float64 var_8;
        const wp::int32 var_9 = 3;
        wp::int32 var_10;
        wp::shape_t* var_11;
        const wp::int32 var_12 = 0;
        wp::int32 var_13;
        wp::shape_t var_14;
        wp::int32 var_15;
        wp::float16* var_16;
        const wp::float32 var_17 = -4.0;
        wp::float16 var_18;
        const wp::float32 var_19 = 4.0;
        wp::float16 var_20;
        wp::float16 var_21;
        wp::float16 var_22;
        bool var_23;
        wp::float64 var_24;
        bool var_25;
        bool var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.89;
        bool var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 1.797;
        bool var_32;
        bool var_33;
        const wp::float32 var_34 = 0.5;
        wp::float16 var_35;
        wp::float16 var_36;
        bool var_37;
        const wp::float32 var_38 = -1.394;
        wp::float16 var_39;
        wp::float16 var_40;
        wp::float16 var_41;
        wp::float16 var_42;
        const wp::int32 var_43 = 5;
        wp::uint8 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 7;
        wp::uint32 var_48;
        const wp::int32 var_49 = 1;
        wp::uint32 var_50;
        wp::uint32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float16 var_55;
        const wp::int32 var_56 = 6;
        wp::int16 var_57;
        const wp::int32 var_58 = 6;
        wp::int8 var_59;
        wp::int64 var_60;
        wp::int8 var_61;
        wp::int8 var_62;
        const wp::float32 var_63 = 1.047;
        wp::float32 var_64;
        wp::float64 var_65;
        wp::float32 var_66;
        const wp::float32 var_67 = -100.0;
        const wp::float32 var_68 = 100.0;
        wp::float32 var_69;
        wp::int16 var_70;
        wp::int16 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        //---------
        // forward
        // def types_000001(shape_densities: wp.array[wp.float16], shape_masses: wp.array[wp.float64], shape_results: wp.array[wp.int16], shape_energies: wp.array[float]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // v9 = float(0.0)                                                                        <L 8>
        var_2 = wp::float(var_1);
        // v0 = shape_densities[tid]                                                              <L 9>
        var_3 = wp::address(var_shape_densities, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v1 = shape_masses[tid]                                                                 <L 10>
        var_6 = wp::address(var_shape_masses, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v2 = wp.clamp(shape_densities[(tid + 3) % shape_densities.shape[0]], wp.float16(-4.0), wp.float16(4.0))       <L 11>
        var_10 = wp::add(var_0, var_9);
        var_11 = &(var_shape_densities.shape);
        var_14 = wp::load(var_11);
        var_13 = wp::extract(var_14, var_12);
        var_15 = wp::mod(var_10, var_13);
        var_16 = wp::address(var_shape_densities, var_15);
        var_18 = wp::float16(var_17);
        var_20 = wp::float16(var_19);
        var_22 = wp::load(var_16);
        var_21 = wp::clamp(var_22, var_18, var_20);
        // if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):        <L 12>
        var_24 = 2.0;
        var_25 = (var_7 <= var_24);
        var_23 = var_25;
        if (!var_23) {
            var_27 = wp::float(var_0);
            var_29 = (var_27 > var_28);
            var_26 = var_29;
            if (var_26) {
                var_30 = wp::float(var_0);
                var_32 = (var_30 > var_31);
                var_26 = var_26 && var_32;
            }
            var_23 = var_23 || var_26;
        }
        var_33 = wp::unot(var_23);
        if (var_33) {
            // v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(v2 > v0, wp.float16(-1.394), v0))       <L 13>
            var_35 = wp::float16(var_34);
            var_36 = wp::mul(var_21, var_35);
            var_37 = (var_21 > var_4);
            var_39 = wp::float16(var_38);
            var_40 = wp::where(var_37, var_39, var_4);
            var_41 = wp::cos(var_40);
            var_42 = wp::add(var_36, var_41);
            // v3 = wp.uint8(5)                                                                   <L 14>
            var_44 = wp::uint8(var_43);
            // v9 += float(v3)                                                                    <L 15>
            var_45 = wp::float(var_44);
            var_46 = wp::add(var_2, var_45);
            // v4 = (wp.uint32(7) & wp.uint32(1))                                                 <L 16>
            var_48 = wp::uint32(var_47);
            var_50 = wp::uint32(var_49);
            var_51 = wp::bit_and(var_48, var_50);
            // v9 += float(v4)                                                                    <L 17>
            var_52 = wp::float(var_51);
            var_53 = wp::add(var_46, var_52);
        }
        var_54 = wp::where(var_33, var_53, var_2);
        var_55 = wp::where(var_33, var_42, var_21);
        // v5 = wp.int16(6)                                                                       <L 18>
        var_57 = wp::int16(var_56);
        // v6 = min(wp.int8(6), wp.int8(wp.int64(5)))                                             <L 19>
        var_59 = wp::int8(var_58);
        var_60 = 5ll;
        var_61 = wp::int8(var_60);
        var_62 = wp::min(var_59, var_61);
        // v7 = float(1.047)                                                                      <L 20>
        var_64 = wp::float(var_63);
        // v8 = wp.float64(-1.215)                                                                <L 21>
        var_65 = -1.215;
        // shape_results[tid] = wp.min(v5, wp.int16(wp.clamp(float(v2), -100.0, 100.0)))          <L 22>
        var_66 = wp::float(var_55);
        var_69 = wp::clamp(var_66, var_67, var_68);
        var_70 = wp::int16(var_69);
        var_71 = wp::min(var_57, var_70);
        wp::array_store(var_shape_results, var_0, var_71);
        // shape_energies[tid] = float(v6) + v7 + v9 + float(v8)                                  <L 23>
        var_72 = wp::float(var_62);
        var_73 = wp::add(var_72, var_64);
        var_74 = wp::add(var_73, var_54);
        var_75 = wp::float(var_65);
        var_76 = wp::add(var_74, var_75);
        wp::array_store(var_shape_energies, var_0, var_76);
    }
}

