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



extern "C" __global__ void types_000001_b28809b2_cuda_kernel_forward(
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
        wp::float16* var_1;
        wp::float16 var_2;
        wp::float16 var_3;
        wp::float64* var_4;
        wp::float64 var_5;
        wp::float64 var_6;
        const wp::int32 var_7 = 3;
        wp::int32 var_8;
        wp::shape_t* var_9;
        const wp::int32 var_10 = 0;
        wp::int32 var_11;
        wp::shape_t var_12;
        wp::int32 var_13;
        wp::float16* var_14;
        const wp::float32 var_15 = -4.0;
        wp::float16 var_16;
        const wp::float32 var_17 = 4.0;
        wp::float16 var_18;
        wp::float16 var_19;
        wp::float16 var_20;
        bool var_21;
        wp::float64 var_22;
        bool var_23;
        bool var_24;
        wp::float32 var_25;
        const wp::float32 var_26 = 0.89;
        bool var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.797;
        bool var_30;
        bool var_31;
        const wp::float32 var_32 = 0.5;
        wp::float16 var_33;
        wp::float16 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = -0.02;
        bool var_37;
        wp::float16 var_38;
        wp::float16 var_39;
        wp::float16 var_40;
        wp::float16 var_41;
        wp::uint64 var_42;
        wp::uint64 var_43;
        wp::uint64 var_44;
        wp::uint64 var_45;
        wp::uint64 var_46;
        wp::uint64 var_47;
        wp::uint64 var_48;
        const wp::int32 var_49 = -2;
        wp::int16 var_50;
        const wp::int32 var_51 = 7;
        wp::int8 var_52;
        wp::float16 var_53;
        const wp::float32 var_54 = 0.7;
        wp::float16 var_55;
        wp::float16 var_56;
        wp::float16 var_57;
        const wp::float32 var_58 = -4.0;
        wp::float16 var_59;
        const wp::float32 var_60 = 4.0;
        wp::float16 var_61;
        wp::float16 var_62;
        wp::int16 var_63;
        const wp::int32 var_64 = 8;
        wp::int16 var_65;
        wp::int16 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = -100.0;
        const wp::float32 var_69 = 100.0;
        wp::float32 var_70;
        wp::int16 var_71;
        wp::int16 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        //---------
        // forward
        // def types_000001(shape_densities: wp.array[wp.float16], shape_masses: wp.array[wp.float64], shape_results: wp.array[wp.int16], shape_energies: wp.array[float]):       <L 5>
        // tid = wp.tid()                                                                         <L 7>
        var_0 = builtin_tid1d();
        // v0 = shape_densities[tid]                                                              <L 8>
        var_1 = wp::address(var_shape_densities, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = shape_masses[tid]                                                                 <L 9>
        var_4 = wp::address(var_shape_masses, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = wp.clamp(shape_densities[(tid + 3) % shape_densities.shape[0]], wp.float16(-4.0), wp.float16(4.0))       <L 10>
        var_8 = wp::add(var_0, var_7);
        var_9 = &(var_shape_densities.shape);
        var_12 = wp::load(var_9);
        var_11 = wp::extract(var_12, var_10);
        var_13 = wp::mod(var_8, var_11);
        var_14 = wp::address(var_shape_densities, var_13);
        var_16 = wp::float16(var_15);
        var_18 = wp::float16(var_17);
        var_20 = wp::load(var_14);
        var_19 = wp::clamp(var_20, var_16, var_18);
        // if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):        <L 11>
        var_22 = 2.0;
        var_23 = (var_5 <= var_22);
        var_21 = var_23;
        if (!var_21) {
            var_25 = wp::float(var_0);
            var_27 = (var_25 > var_26);
            var_24 = var_27;
            if (var_24) {
                var_28 = wp::float(var_0);
                var_30 = (var_28 > var_29);
                var_24 = var_24 && var_30;
            }
            var_21 = var_21 || var_24;
        }
        var_31 = wp::unot(var_21);
        if (var_31) {
            // v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(float(tid) > -0.02, v2, v0))           <L 12>
            var_33 = wp::float16(var_32);
            var_34 = wp::mul(var_19, var_33);
            var_35 = wp::float(var_0);
            var_37 = (var_35 > var_36);
            var_38 = wp::where(var_37, var_19, var_2);
            var_39 = wp::cos(var_38);
            var_40 = wp::add(var_34, var_39);
        }
        var_41 = wp::where(var_31, var_40, var_19);
        // v3 = ((wp.uint64(3) // wp.uint64(4)) + (wp.uint64(5) // wp.uint64(5)))                 <L 13>
        var_42 = 3ull;
        var_43 = 4ull;
        var_44 = wp::floordiv(var_42, var_43);
        var_45 = 5ull;
        var_46 = 5ull;
        var_47 = wp::floordiv(var_45, var_46);
        var_48 = wp::add(var_44, var_47);
        // v4 = (wp.int16(-2))                                                                    <L 14>
        var_50 = wp::int16(var_49);
        // v5 = wp.int8(7)                                                                        <L 15>
        var_52 = wp::int8(var_51);
        // v6 = wp.clamp(wp.nonzero(v2) * (v2 * wp.float16(0.7)), wp.float16(-4.0), wp.float16(4.0))       <L 16>
        var_53 = wp::nonzero(var_41);
        var_55 = wp::float16(var_54);
        var_56 = wp::mul(var_41, var_55);
        var_57 = wp::mul(var_53, var_56);
        var_59 = wp::float16(var_58);
        var_61 = wp::float16(var_60);
        var_62 = wp::clamp(var_57, var_59, var_61);
        // shape_results[tid] = wp.min((wp.abs(v4) % wp.int16(8)), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))       <L 17>
        var_63 = wp::abs(var_50);
        var_65 = wp::int16(var_64);
        var_66 = wp::mod(var_63, var_65);
        var_67 = wp::float(var_41);
        var_70 = wp::clamp(var_67, var_68, var_69);
        var_71 = wp::int16(var_70);
        var_72 = wp::min(var_66, var_71);
        wp::array_store(var_shape_results, var_0, var_72);
        // shape_energies[tid] = float(v3) + float(v4) + float(v5) + float(v6)                    <L 18>
        var_73 = wp::float(var_48);
        var_74 = wp::float(var_50);
        var_75 = wp::add(var_73, var_74);
        var_76 = wp::float(var_52);
        var_77 = wp::add(var_75, var_76);
        var_78 = wp::float(var_62);
        var_79 = wp::add(var_77, var_78);
        wp::array_store(var_shape_energies, var_0, var_79);
    }
}

