// Generated for case struct-000002 with warp-lang 1.18.0. Do not edit.
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
static CUDA_CALLABLE wp::quat_t<wp::float32> struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::mat_t<2, 2, wp::float32>* var_0;
    const wp::float32 var_1 = 0.5;
    wp::mat_t<2, 2, wp::float32> var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    const wp::float32 var_4 = -0.62;
    const wp::float32 var_5 = -1.11;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    const wp::float32 var_8 = -1.45;
    const wp::float32 var_9 = -1.76;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    wp::mat_t<2, 2, wp::float32> var_12;
    const wp::float32 var_13 = 1.43;
    wp::mat_t<2, 2, wp::float32> var_14;
    wp::mat_t<2, 2, wp::float32> var_15;
    const wp::float32 var_16 = -1.22;
    wp::float32 var_17;
    const wp::float32 var_18 = -1.078;
    const wp::float32 var_19 = -1.3;
    const wp::float32 var_20 = -1.895;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = 0.0;
    const wp::float32 var_23 = 0.0;
    const wp::float32 var_24 = 2.5;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    wp::quat_t<wp::float32> var_29;
    //---------
    // forward
    // def struct_000002_f0(p0: S0, p1: wp.quat):                                             <L 14>
    // p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize(wp.vec2(-0.62, -1.11)), wp.normalize(wp.vec2(-1.45, -1.76))) * 1.43       <L 15>
    var_0 = &((var_p0).b0);
    var_3 = wp::load(var_0);
    var_2 = wp::mul(var_3, var_1);
    var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
    var_7 = wp::normalize(var_6);
    var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
    var_11 = wp::normalize(var_10);
    var_12 = wp::outer(var_7, var_11);
    var_14 = wp::mul(var_12, var_13);
    var_15 = wp::add(var_2, var_14);
    var_p0.b0 = var_15;
    // v0 = float(-1.22)                                                                      <L 16>
    var_17 = wp::float(var_16);
    // return wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0))       <L 17>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::add(var_21, var_25);
    var_27 = wp::normalize(var_26);
    var_28 = wp::mul(var_17, var_17);
    var_29 = wp::quat_from_axis_angle(var_27, var_28);
    return var_29;
}


// struct-000002.py:13
static CUDA_CALLABLE void adj_struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1,
    S0_fbadbf98 & adj_p0,
    wp::quat_t<wp::float32> & adj_p1,
    wp::quat_t<wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void struct_000002_c050d09d_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_sample_phases,
    wp::array_t<S0_fbadbf98> var_sample_data,
    wp::array_t<wp::quat_t<wp::float32>> var_sample_new_rotations,
    wp::array_t<wp::float32> var_sample_scores,
    wp::array_t<S0_fbadbf98> var_sample_states_out)
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
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        S0_fbadbf98* var_9;
        S0_fbadbf98 var_10;
        S0_fbadbf98 var_11;
        S0_fbadbf98 var_12;
        wp::mat_t<2, 2, wp::float32>* var_13;
        wp::mat_t<2, 2, wp::float32> var_14;
        wp::mat_t<2, 2, wp::float32> var_15;
        wp::quat_t<wp::float32>* var_16;
        wp::quat_t<wp::float32> var_17;
        wp::quat_t<wp::float32> var_18;
        wp::quat_t<wp::float32>* var_19;
        wp::quat_t<wp::float32> var_20;
        wp::quat_t<wp::float32> var_21;
        const wp::float32 var_22 = -0.7;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.0;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 0.57;
        const wp::float32 var_28 = -0.891;
        const wp::float32 var_29 = 0.8;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = 0.3;
        const wp::float32 var_32 = 1.161;
        const wp::float32 var_33 = 1.68;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = -0.4;
        wp::quat_t<wp::float32> var_37;
        wp::quat_t<wp::float32> var_38;
        wp::quat_t<wp::float32>* var_39;
        wp::quat_t<wp::float32> var_40;
        wp::quat_t<wp::float32> var_41;
        wp::quat_t<wp::float32> var_42;
        wp::quat_t<wp::float32> var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 0.52;
        wp::float32 var_46;
        wp::float32 var_47;
        //---------
        // forward
        // def struct_000002(sample_phases: wp.array[float], sample_data: wp.array[S0], sample_new_rotations: wp.array[wp.quat], sample_scores: wp.array[float], sample_states_out: wp.array[S0]):       <L 21>
        // tid = wp.tid()  # launch index                                                         <L 22>
        var_0 = builtin_tid1d();
        // if tid >= sample_phases.shape[0]:                                                      <L 23>
        var_1 = &(var_sample_phases.shape);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_5 = (var_0 >= var_3);
        if (var_5) {
            // return  # past the end of the arrays                                               <L 24>
            continue;
        }
        // v1 = sample_phases[tid]                                                                <L 25>
        var_6 = wp::address(var_sample_phases, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // e2 = sample_data[tid]                                                                  <L 26>
        var_9 = wp::address(var_sample_data, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // s3 = S0()                                                                              <L 27>
        var_12 = S0_fbadbf98();
        // s3.b0 = s3.b0                                                                          <L 28>
        var_13 = &((var_12).b0);
        var_15 = wp::load(var_13);
        var_14 = wp::copy(var_15);
        var_12.b0 = var_14;
        // s3.w1 = e2.b2                                                                          <L 29>
        var_16 = &((var_10).b2);
        var_18 = wp::load(var_16);
        var_17 = wp::copy(var_18);
        var_12.w1 = var_17;
        // s3.b2 = e2.b2                                                                          <L 30>
        var_19 = &((var_10).b2);
        var_21 = wp::load(var_19);
        var_20 = wp::copy(var_21);
        var_12.b2 = var_20;
        // v4 = wp.mod(-0.7, wp.abs(v1) + 1.0)                                                    <L 31>
        var_23 = wp::abs(var_7);
        var_25 = wp::add(var_23, var_24);
        var_26 = wp::mod(var_22, var_25);
        // v5 = wp.vec3(0.57, -0.891, 0.8)                                                        <L 32>
        var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
        // v6 = struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.3, 1.161, 1.68)), -0.4))       <L 33>
        var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
        var_35 = wp::normalize(var_34);
        var_37 = wp::quat_from_axis_angle(var_35, var_36);
        var_38 = struct_000002_f0_0(var_10, var_37);
        // sample_states_out[tid] = s3                                                            <L 34>
        wp::array_store(var_sample_states_out, var_0, var_12);
        // sample_new_rotations[tid] = wp.normalize(s3.w1 * v6 * v6)                              <L 35>
        var_39 = &((var_12).w1);
        var_41 = wp::load(var_39);
        var_40 = wp::mul(var_41, var_38);
        var_42 = wp::mul(var_40, var_38);
        var_43 = wp::normalize(var_42);
        wp::array_store(var_sample_new_rotations, var_0, var_43);
        // sample_scores[tid] = v1 + v4 + v1 * 0.52                                               <L 37>
        var_44 = wp::add(var_7, var_26);
        var_46 = wp::mul(var_7, var_45);
        var_47 = wp::add(var_44, var_46);
        wp::array_store(var_sample_scores, var_0, var_47);
    }
}

