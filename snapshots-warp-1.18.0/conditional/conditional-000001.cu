// Generated for case conditional-000001 with warp-lang 1.18.0. Do not edit.
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


// conditional-000001.py:6
static CUDA_CALLABLE wp::vec_t<3, wp::float32> conditional_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.9;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    //---------
    // forward
    // def conditional_000001_f0(p0: wp.vec3):                                                <L 7>
    // v0 = float(1.9)                                                                        <L 8>
    var_1 = wp::float(var_0);
    // v1 = v0                                                                                <L 9>
    var_2 = wp::copy(var_1);
    // return wp.normalize((p0 / (wp.abs(v1) + 1.0))) + wp.vec3(v0 + v1)                      <L 10>
    var_3 = wp::abs(var_2);
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::div(var_p0, var_5);
    var_7 = wp::normalize(var_6);
    var_8 = wp::add(var_1, var_2);
    var_9 = wp::vec_t<3, wp::float32>(var_8);
    var_10 = wp::add(var_7, var_9);
    return var_10;
}


// conditional-000001.py:6
static CUDA_CALLABLE void adj_conditional_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void conditional_000001_afe8d441_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_contact_phases,
    wp::float32 var_radius,
    wp::float32 var_dt,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::float32> var_contact_energies,
    wp::array_t<wp::int32> var_flags)
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
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 3;
        wp::int32 var_7;
        const wp::int32 var_8 = 0;
        bool var_9;
        const wp::float32 var_10 = 1.25;
        bool var_11;
        const wp::float32 var_12 = 1.686;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::int32 var_19 = 0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = -1.1;
        const wp::float32 var_26 = 1.141;
        const wp::float32 var_27 = 2.0;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        bool var_32;
        const wp::int32 var_33 = 8;
        wp::int32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::float32 var_37 = 0.24;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        const wp::int32 var_41 = 0;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 1;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 2;
        wp::float32 var_48;
        wp::float32 var_49;
        //---------
        // forward
        // def conditional_000001(contact_phases: wp.array[float], radius: float, dt: float, partial_sums: wp.array[float], contact_energies: wp.array[float], flags: wp.array[int]):       <L 14>
        // tid = wp.tid()  # thread index                                                         <L 16>
        var_0 = builtin_tid1d();
        // v5 = float(0.0)                                                                        <L 17>
        var_2 = wp::float(var_1);
        // v2 = contact_phases[tid]                                                               <L 18>
        var_3 = wp::address(var_contact_phases, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if (tid) % 3 == 0:                                                                     <L 19>
        var_7 = wp::mod(var_0, var_6);
        var_9 = (var_7 == var_8);
        if (var_9) {
            // dt = dt + wp.tanh(wp.sin(wp.where(1.25 <= radius, dt, 1.686)))                     <L 20>
            var_11 = (var_10 <= var_radius);
            var_13 = wp::where(var_11, var_dt, var_12);
            var_14 = wp::sin(var_13);
            var_15 = wp::tanh(var_14);
            var_16 = wp::add(var_dt, var_15);
            // v3 = (dt + dt)                                                                     <L 21>
            var_17 = wp::add(var_16, var_16);
            // v5 += v3                                                                           <L 22>
            var_18 = wp::add(var_2, var_17);
            // wp.atomic_min(partial_sums, 0, ((radius * dt) * dt))                               <L 23>
            var_20 = wp::mul(var_radius, var_16);
            var_21 = wp::mul(var_20, var_16);
            var_22 = wp::atomic_min(var_partial_sums, var_19, var_21);
        }
        var_23 = wp::where(var_9, var_16, var_dt);
        var_24 = wp::where(var_9, var_18, var_2);
        // f0_fn = wp.static(conditional_000001_f0)                                               <L 24>
        // v4 = f0_fn(wp.vec3(-1.1, 1.141, 2.0))                                                  <L 25>
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = conditional_000001_f0_0(var_28);
        // if wp.degrees(dt) > wp.length_sq(v4):                                                  <L 26>
        var_30 = wp::degrees(var_23);
        var_31 = wp::length_sq(var_29);
        var_32 = (var_30 > var_31);
        if (var_32) {
            // flags[tid] |= 8                                                                    <L 27>
            var_34 = wp::atomic_or(var_flags, var_0, var_33);
        }
        // contact_energies[tid] = v2 + radius + dt + v2 * 0.24 + v5 + v4[0] + v4[1] + v4[2]       <L 29>
        var_35 = wp::add(var_4, var_radius);
        var_36 = wp::add(var_35, var_23);
        var_38 = wp::mul(var_4, var_37);
        var_39 = wp::add(var_36, var_38);
        var_40 = wp::add(var_39, var_24);
        var_42 = wp::extract(var_29, var_41);
        var_43 = wp::add(var_40, var_42);
        var_45 = wp::extract(var_29, var_44);
        var_46 = wp::add(var_43, var_45);
        var_48 = wp::extract(var_29, var_47);
        var_49 = wp::add(var_46, var_48);
        wp::array_store(var_contact_energies, var_0, var_49);
    }
}

