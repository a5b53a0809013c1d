// Generated for case types-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void types_000002_102ae85f_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float64> var_shape_temperatures,
    wp::array_t<wp::uint8> var_shape_labels,
    wp::array_t<wp::int8> var_shape_results,
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
        wp::float64* var_1;
        wp::float64 var_2;
        wp::float64 var_3;
        wp::uint8* var_4;
        wp::uint8 var_5;
        wp::uint8 var_6;
        const wp::int32 var_7 = 5;
        wp::uint32 var_8;
        const wp::int32 var_9 = 6;
        wp::uint32 var_10;
        wp::uint32 var_11;
        const wp::int32 var_12 = 1;
        wp::uint32 var_13;
        const wp::int32 var_14 = 2;
        wp::uint32 var_15;
        wp::uint32 var_16;
        wp::uint32 var_17;
        const wp::int32 var_18 = -4;
        wp::int16 var_19;
        wp::int16 var_20;
        const wp::int32 var_21 = 8;
        wp::int16 var_22;
        wp::int16 var_23;
        const wp::int32 var_24 = 2;
        wp::int16 var_25;
        wp::int16 var_26;
        const wp::int32 var_27 = 5;
        wp::int16 var_28;
        wp::int16 var_29;
        const wp::float32 var_30 = -0.5;
        wp::vec_t<3, wp::float16> var_31;
        const wp::float16 var_32 = -0.5;
        wp::vec_t<3, wp::float16> var_33;
        const wp::float32 var_34 = 1.39;
        wp::float16 var_35;
        wp::vec_t<3, wp::float16> var_36;
        bool var_37;
        const wp::int32 var_38 = 2;
        wp::int32 var_39;
        const wp::int32 var_40 = 1;
        bool var_41;
        bool var_42;
        wp::float64 var_43;
        bool var_44;
        wp::float64 var_45;
        bool var_46;
        const wp::float32 var_47 = 0.5;
        wp::float16 var_48;
        wp::vec_t<3, wp::float16> var_49;
        wp::vec_t<3, wp::float16> var_50;
        wp::vec_t<3, wp::float16> var_51;
        wp::vec_t<3, wp::float16> var_52;
        const wp::int32 var_53 = 3;
        wp::uint8 var_54;
        wp::uint8 var_55;
        wp::uint8 var_56;
        const wp::int32 var_57 = 99;
        wp::uint8 var_58;
        wp::uint8 var_59;
        wp::int8 var_60;
        wp::int8 var_61;
        wp::vec_t<3, wp::float16> var_62;
        const wp::float32 var_63 = -0.421;
        wp::float16 var_64;
        wp::float16 var_65;
        const wp::int32 var_66 = 2;
        wp::int16 var_67;
        wp::uint32 var_68;
        const wp::int32 var_69 = 6;
        wp::int8 var_70;
        const wp::int32 var_71 = 97;
        wp::uint8 var_72;
        wp::uint8 var_73;
        wp::int8 var_74;
        wp::int8 var_75;
        const wp::float32 var_76 = 0.71;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        //---------
        // forward
        // def types_000002(shape_temperatures: wp.array[wp.float64], shape_labels: wp.array[wp.uint8], shape_results: wp.array[wp.int8], shape_energies: wp.array[float]):       <L 7>
        // tid = wp.tid()  # launch index                                                         <L 9>
        var_0 = builtin_tid1d();
        // v0 = shape_temperatures[tid]                                                           <L 10>
        var_1 = wp::address(var_shape_temperatures, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = shape_labels[tid]                                                                 <L 11>
        var_4 = wp::address(var_shape_labels, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))                 <L 12>
        var_8 = wp::uint32(var_7);
        var_10 = wp::uint32(var_9);
        var_11 = wp::min(var_8, var_10);
        var_13 = wp::uint32(var_12);
        var_15 = wp::uint32(var_14);
        var_16 = wp::add(var_13, var_15);
        var_17 = wp::bit_and(var_11, var_16);
        // v3 = (((wp.abs((wp.int16(-4))) % wp.int16(8)) << wp.int16(2)) - wp.int16(5))           <L 13>
        var_19 = wp::int16(var_18);
        var_20 = wp::abs(var_19);
        var_22 = wp::int16(var_21);
        var_23 = wp::mod(var_20, var_22);
        var_25 = wp::int16(var_24);
        var_26 = wp::lshift(var_23, var_25);
        var_28 = wp::int16(var_27);
        var_29 = wp::sub(var_26, var_28);
        // v4 = wp.normalize(wp.vec3h(-0.5)) * wp.float16(1.39)                                   <L 14>
        var_31 = wp::vec_t<3, wp::float16>(var_32);
        var_33 = wp::normalize(var_31);
        var_35 = wp::float16(var_34);
        var_36 = wp::mul(var_33, var_35);
        // if ((tid) % 2 == 1) or ((v0 <= wp.float64(0.7)) and (v0 <= wp.float64(1.218))):        <L 15>
        var_39 = wp::mod(var_0, var_38);
        var_41 = (var_39 == var_40);
        var_37 = var_41;
        if (!var_37) {
            var_43 = 0.7;
            var_44 = (var_2 <= var_43);
            var_42 = var_44;
            if (var_42) {
                var_45 = 1.218;
                var_46 = (var_2 <= var_45);
                var_42 = var_42 && var_46;
            }
            var_37 = var_37 || var_42;
        }
        if (var_37) {
            // v4 = v4 * wp.float16(0.5) + wp.normalize((v4 + v4))                                <L 16>
            var_48 = wp::float16(var_47);
            var_49 = wp::mul(var_36, var_48);
            var_50 = wp::add(var_36, var_36);
            var_51 = wp::normalize(var_50);
            var_52 = wp::add(var_49, var_51);
            // v5 = ((~(v1 >> wp.uint8(3))) % wp.uint8(99))                                       <L 17>
            var_54 = wp::uint8(var_53);
            var_55 = wp::rshift(var_5, var_54);
            var_56 = wp::invert(var_55);
            var_58 = wp::uint8(var_57);
            var_59 = wp::mod(var_56, var_58);
            // v6 = (~wp.int8(v2))                                                                <L 18>
            var_60 = wp::int8(var_17);
            var_61 = wp::invert(var_60);
        }
        var_62 = wp::where(var_37, var_52, var_36);
        // v4[2] = wp.sin(wp.float16(-0.421))                                                     <L 19>
        var_64 = wp::float16(var_63);
        var_65 = wp::sin(var_64);
        wp::assign_inplace(var_62, var_66, var_65);
        // v7 = wp.uint32(wp.abs(v3))                                                             <L 20>
        var_67 = wp::abs(var_29);
        var_68 = wp::uint32(var_67);
        // shape_results[tid] = wp.max(wp.int8(6), wp.int8(v1 % wp.uint8(97)))                    <L 21>
        var_70 = wp::int8(var_69);
        var_72 = wp::uint8(var_71);
        var_73 = wp::mod(var_5, var_72);
        var_74 = wp::int8(var_73);
        var_75 = wp::max(var_70, var_74);
        wp::array_store(var_shape_results, var_0, var_75);
        // shape_energies[tid] = 0.71 + wp.sin(float(v1))                                         <L 23>
        var_77 = wp::float(var_5);
        var_78 = wp::sin(var_77);
        var_79 = wp::add(var_76, var_78);
        wp::array_store(var_shape_energies, var_0, var_79);
    }
}

