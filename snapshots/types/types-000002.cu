// Generated for case types-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void types_000002_d9f9b56c_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float64> var_point_temperatures,
    wp::array_t<wp::uint8> var_point_indices,
    wp::array_t<wp::int8> var_point_labels,
    wp::array_t<wp::float32> var_point_residuals)
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
        const wp::int32 var_21 = -3;
        wp::int16 var_22;
        wp::int16 var_23;
        wp::float64 var_24;
        wp::float64 var_25;
        wp::float64 var_26;
        wp::float64 var_27;
        wp::float64 var_28;
        wp::float64 var_29;
        const wp::int32 var_30 = 5;
        wp::uint16 var_31;
        wp::uint32 var_32;
        wp::uint32 var_33;
        const wp::int32 var_34 = 3;
        wp::int32 var_35;
        const wp::int32 var_36 = 2;
        wp::int32 var_37;
        const wp::int32 var_38 = 1;
        bool var_39;
        const wp::int32 var_40 = 5;
        wp::int32 var_41;
        wp::shape_t* var_42;
        const wp::int32 var_43 = 0;
        wp::int32 var_44;
        wp::shape_t var_45;
        wp::int32 var_46;
        wp::float64* var_47;
        wp::float64 var_48;
        wp::float64 var_49;
        wp::float64 var_50;
        wp::float64 var_51;
        const wp::int32 var_52 = -1;
        wp::int8 var_53;
        const wp::int32 var_54 = -5;
        wp::int8 var_55;
        wp::int8 var_56;
        wp::int8 var_57;
        const wp::int32 var_58 = 8;
        wp::int8 var_59;
        wp::int8 var_60;
        wp::int8 var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = -100.0;
        const wp::float32 var_64 = 100.0;
        wp::float32 var_65;
        wp::int8 var_66;
        wp::int8 var_67;
        const wp::float32 var_68 = -1.665;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        //---------
        // forward
        // def types_000002(point_temperatures: wp.array[wp.float64], point_indices: wp.array[wp.uint8], point_labels: wp.array[wp.int8], point_residuals: wp.array[float]):       <L 7>
        // tid = wp.tid()  # one thread per element                                               <L 9>
        var_0 = builtin_tid1d();
        // v0 = point_temperatures[tid]                                                           <L 10>
        var_1 = wp::address(var_point_temperatures, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = point_indices[tid]                                                                <L 11>
        var_4 = wp::address(var_point_indices, var_0);
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
        // v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))                                              <L 13>
        var_19 = wp::int16(var_18);
        var_20 = wp::neg(var_19);
        var_22 = wp::int16(var_21);
        var_23 = wp::sub(var_20, var_22);
        // v4 = (v0 / (wp.abs((wp.float64(-0.918) + v0)) + wp.float64(1.0)))                      <L 14>
        var_24 = -0.918;
        var_25 = wp::add(var_24, var_2);
        var_26 = wp::abs(var_25);
        var_27 = 1.0;
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::div(var_2, var_28);
        // v5 = wp.uint16(5)                                                                      <L 15>
        var_31 = wp::uint16(var_30);
        // v6 = (v2 * (v2 * v2))                                                                  <L 16>
        var_32 = wp::mul(var_17, var_17);
        var_33 = wp::mul(var_17, var_32);
        // if ((tid >> 3)) % 2 == 1:                                                              <L 17>
        var_35 = wp::rshift(var_0, var_34);
        var_37 = wp::mod(var_35, var_36);
        var_39 = (var_37 == var_38);
        if (var_39) {
            // v4 += wp.tanh(point_temperatures[(tid + 5) % point_temperatures.shape[0]])         <L 18>
            var_41 = wp::add(var_0, var_40);
            var_42 = &(var_point_temperatures.shape);
            var_45 = wp::load(var_42);
            var_44 = wp::extract(var_45, var_43);
            var_46 = wp::mod(var_41, var_44);
            var_47 = wp::address(var_point_temperatures, var_46);
            var_49 = wp::load(var_47);
            var_48 = wp::tanh(var_49);
            var_50 = wp::add(var_29, var_48);
        }
        var_51 = wp::where(var_39, var_50, var_29);
        // point_labels[tid] = wp.max((~(wp.abs(max((wp.int8(-1)), (wp.int8(-5)))) % wp.int8(8))), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))       <L 19>
        var_53 = wp::int8(var_52);
        var_55 = wp::int8(var_54);
        var_56 = wp::max(var_53, var_55);
        var_57 = wp::abs(var_56);
        var_59 = wp::int8(var_58);
        var_60 = wp::mod(var_57, var_59);
        var_61 = wp::invert(var_60);
        var_62 = wp::float(var_51);
        var_65 = wp::clamp(var_62, var_63, var_64);
        var_66 = wp::int8(var_65);
        var_67 = wp::max(var_61, var_66);
        wp::array_store(var_point_labels, var_0, var_67);
        // point_residuals[tid] = -1.665 + wp.sin(float(v0)) + float(v1) + float(v2) + float(v3) + float(v5) + float(v6)       <L 21>
        var_69 = wp::float(var_2);
        var_70 = wp::sin(var_69);
        var_71 = wp::add(var_68, var_70);
        var_72 = wp::float(var_5);
        var_73 = wp::add(var_71, var_72);
        var_74 = wp::float(var_17);
        var_75 = wp::add(var_73, var_74);
        var_76 = wp::float(var_23);
        var_77 = wp::add(var_75, var_76);
        var_78 = wp::float(var_31);
        var_79 = wp::add(var_77, var_78);
        var_80 = wp::float(var_33);
        var_81 = wp::add(var_79, var_80);
        wp::array_store(var_point_residuals, var_0, var_81);
    }
}

