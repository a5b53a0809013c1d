// Generated for case struct-000002 with warp-lang 1.19.0. Do not edit.
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


struct S0_fbadbf98
{
    wp::mat_t<2, 2, wp::float32> b0;
    wp::quat_t<wp::float32> w1;
    wp::quat_t<wp::float32> b2;


    S0_fbadbf98() = default;
    CUDA_CALLABLE S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const& b0,
    wp::quat_t<wp::float32> const& w1 = {},
    wp::quat_t<wp::float32> const& b2 = {})
        : b0{b0}
        , w1{w1}
        , b2{b2}

    {
    }

    CUDA_CALLABLE S0_fbadbf98& operator += (const S0_fbadbf98& rhs)
    {    b0 += rhs.b0;
    w1 += rhs.w1;
    b2 += rhs.b2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::mat_t<2, 2, wp::float32> & adj_b0,
    wp::quat_t<wp::float32> & adj_w1,
    wp::quat_t<wp::float32> & adj_b2,
    S0_fbadbf98 & adj_ret)
{
    adj_b0 += adj_ret.b0;
    adj_w1 += adj_ret.w1;
    adj_b2 += adj_ret.b2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_fbadbf98 add(const S0_fbadbf98& a, const S0_fbadbf98& b)
{
    return S0_fbadbf98();
}

CUDA_CALLABLE void adj_atomic_add(S0_fbadbf98* p, S0_fbadbf98 t)
{
    wp::adj_atomic_add(&p->b0, t.b0);
    wp::adj_atomic_add(&p->w1, t.w1);
    wp::adj_atomic_add(&p->b2, t.b2);
}




// struct-000002.py:13
static CUDA_CALLABLE wp::vec_t<3, wp::float32> struct_000002_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.73;
    const wp::float32 var_9 = -0.86;
    const wp::float32 var_10 = -0.62;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = -1.11;
    wp::quat_t<wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    const wp::float32 var_17 = 0.0;
    const wp::float32 var_18 = 2.5;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::quat_t<wp::float32> var_22;
    S0_fbadbf98 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::mat_t<2, 2, wp::float32>* var_26;
    const wp::int32 var_27 = 1;
    const wp::int32 var_28 = 0;
    wp::float32* var_29;
    const wp::float32 var_30 = 1.3;
    bool var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    //---------
    // forward
    // def struct_000002_f0(p0: wp.mat22, p1: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:       <L 14>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 15>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s1 = S0(p0, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.73, -0.86, -0.62)), -1.11), wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), v0))       <L 16>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_14 = wp::quat_from_axis_angle(var_12, var_13);
    var_15 = wp::vec_t<3, wp::float32>(var_6, var_6, var_6);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::add(var_15, var_19);
    var_21 = wp::normalize(var_20);
    var_22 = wp::quat_from_axis_angle(var_21, var_6);
    var_23 = S0_fbadbf98(var_p0, var_14, var_22);
    // v2 = (v0 * p1)                                                                         <L 17>
    var_24 = wp::mul(var_6, var_p1);
    // s1.b0[1, 0] = wp.sin(v0)                                                               <L 18>
    var_25 = wp::sin(var_6);
    var_26 = &((var_23).b0);
    var_29 = wp::indexref(var_26, var_27, var_28);
    wp::store(var_29, var_25);
    // if v0 < 1.3:                                                                           <L 19>
    var_31 = (var_6 < var_30);
    if (var_31) {
        // return wp.normalize(v2)                                                            <L 20>
        var_32 = wp::normalize(var_24);
        return var_32;
    }
    // return ((v2 / (wp.abs(v0) + 1.0)) - p1)                                                <L 21>
    var_33 = wp::abs(var_6);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_24, var_35);
    var_37 = wp::sub(var_36, var_p1);
    return var_37;
}


// struct-000002.py:13
static CUDA_CALLABLE void adj_struct_000002_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::mat_t<2, 2, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void struct_000002_d041f7bd_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_phases,
    S0_fbadbf98 var_config,
    wp::array_t<wp::vec_t<3, wp::float32>> var_total_counts,
    wp::array_t<wp::float32> var_sample_energies,
    wp::int32 var_num_samples)
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
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::int32 var_5 = 0;
        wp::mat_t<2, 2, wp::float32>* var_6;
        wp::mat_t<2, 2, wp::float32>* var_7;
        const wp::float32 var_8 = -1.7;
        const wp::float32 var_9 = 1.412;
        const wp::float32 var_10 = 0.264;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::mat_t<2, 2, wp::float32> var_13;
        const wp::float32 var_14 = -100.0;
        const wp::float32 var_15 = 100.0;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::int32 var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::mat_t<2, 2, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::int32 var_22;
        S0_fbadbf98 var_23;
        const wp::float32 var_24 = -1.017;
        const wp::float32 var_25 = 1.8;
        wp::vec_t<2, wp::float32> var_26;
        wp::mat_t<2, 2, wp::float32> var_27;
        wp::quat_t<wp::float32>* var_28;
        const wp::float32 var_29 = -0.256;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        wp::quat_t<wp::float32> var_32;
        const wp::float32 var_33 = 0.0;
        const wp::float32 var_34 = 0.0;
        const wp::float32 var_35 = 2.5;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        const wp::float32 var_39 = -0.854;
        bool var_40;
        const wp::float32 var_41 = -0.7;
        wp::float32 var_42;
        wp::quat_t<wp::float32> var_43;
        const wp::float32 var_44 = 1.3;
        const wp::float32 var_45 = 1.492;
        const wp::float32 var_46 = 0.78;
        wp::vec_t<3, wp::float32> var_47;
        const wp::float32 var_48 = 0.0;
        const wp::float32 var_49 = 0.0;
        const wp::float32 var_50 = 2.5;
        wp::vec_t<3, wp::float32> var_51;
        wp::vec_t<3, wp::float32> var_52;
        wp::vec_t<3, wp::float32> var_53;
        const wp::float32 var_54 = -1.8;
        wp::float32 var_55;
        wp::quat_t<wp::float32> var_56;
        S0_fbadbf98 var_57;
        wp::mat_t<2, 2, wp::float32>* var_58;
        wp::mat_t<2, 2, wp::float32> var_59;
        wp::mat_t<2, 2, wp::float32> var_60;
        wp::quat_t<wp::float32>* var_61;
        wp::quat_t<wp::float32> var_62;
        wp::quat_t<wp::float32> var_63;
        wp::quat_t<wp::float32>* var_64;
        wp::quat_t<wp::float32> var_65;
        wp::quat_t<wp::float32> var_66;
        const wp::float32 var_67 = 0.39;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        //---------
        // forward
        // def struct_000002(sample_phases: wp.array[float], config: S0, total_counts: wp.array[wp.vec3], sample_energies: wp.array[float], num_samples: int):       <L 25>
        // tid = wp.tid()  # thread index                                                         <L 26>
        var_0 = builtin_tid1d();
        // if tid >= num_samples:                                                                 <L 27>
        var_1 = (var_0 >= var_num_samples);
        if (var_1) {
            // return  # past the end of the arrays                                               <L 28>
            continue;
        }
        // v3 = sample_phases[tid]                                                                <L 29>
        var_2 = wp::address(var_sample_phases, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, struct_000002_f0(config.b0, wp.vec3(-1.7, 1.412, 0.264), sample_phases, tid), sample_phases, int(wp.floor(wp.clamp(v3, -100.0, 100.0)))))       <L 30>
        var_6 = &((var_config).b0);
        var_7 = &((var_config).b0);
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_13 = wp::load(var_7);
        var_12 = struct_000002_f0_0(var_13, var_11, var_sample_phases, var_0);
        var_16 = wp::clamp(var_3, var_14, var_15);
        var_17 = wp::floor(var_16);
        var_18 = wp::int(var_17);
        var_20 = wp::load(var_6);
        var_19 = struct_000002_f0_0(var_20, var_12, var_sample_phases, var_18);
        var_21 = wp::atomic_min(var_total_counts, var_5, var_19);
        // v5 = tid                                                                               <L 31>
        var_22 = wp::copy(var_0);
        // s6 = S0()                                                                              <L 32>
        var_23 = S0_fbadbf98();
        // s6.b0 = wp.diag(wp.vec2(-1.017, 1.8))                                                  <L 33>
        var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
        var_27 = wp::diag(var_26);
        var_23.b0 = var_27;
        // s6.w1 = wp.quat_from_axis_angle(wp.normalize(wp.quat_rotate(s6.b2, wp.vec3(-0.256)) + wp.vec3(0.0, 0.0, 2.5)), (-0.7 if v3 > -0.854 else v3))       <L 34>
        var_28 = &((var_23).b2);
        var_30 = wp::vec_t<3, wp::float32>(var_29);
        var_32 = wp::load(var_28);
        var_31 = wp::quat_rotate(var_32, var_30);
        var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
        var_37 = wp::add(var_31, var_36);
        var_38 = wp::normalize(var_37);
        var_40 = (var_3 > var_39);
        if (var_40) {
        }
        if (!var_40) {
        }
        var_42 = wp::where(var_40, var_41, var_3);
        var_43 = wp::quat_from_axis_angle(var_38, var_42);
        var_23.w1 = var_43;
        // s6.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.3, 1.492, 0.78) + wp.vec3(0.0, 0.0, 2.5)), (v3 - -1.8))       <L 35>
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_51 = wp::vec_t<3, wp::float32>(var_48, var_49, var_50);
        var_52 = wp::add(var_47, var_51);
        var_53 = wp::normalize(var_52);
        var_55 = wp::sub(var_3, var_54);
        var_56 = wp::quat_from_axis_angle(var_53, var_55);
        var_23.b2 = var_56;
        // s7 = S0()                                                                              <L 36>
        var_57 = S0_fbadbf98();
        // s7.b0 = s7.b0                                                                          <L 37>
        var_58 = &((var_57).b0);
        var_60 = wp::load(var_58);
        var_59 = wp::copy(var_60);
        var_57.b0 = var_59;
        // s7.w1 = s6.b2                                                                          <L 38>
        var_61 = &((var_23).b2);
        var_63 = wp::load(var_61);
        var_62 = wp::copy(var_63);
        var_57.w1 = var_62;
        // s7.b2 = s7.w1                                                                          <L 39>
        var_64 = &((var_57).w1);
        var_66 = wp::load(var_64);
        var_65 = wp::copy(var_66);
        var_57.b2 = var_65;
        // sample_energies[tid] = v3 + v3 * 0.39 + float(v5)                                      <L 41>
        var_68 = wp::mul(var_3, var_67);
        var_69 = wp::add(var_3, var_68);
        var_70 = wp::float(var_22);
        var_71 = wp::add(var_69, var_70);
        wp::array_store(var_sample_energies, var_0, var_71);
    }
}

