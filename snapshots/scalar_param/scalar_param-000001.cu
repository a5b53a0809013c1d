// Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
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


struct S0_d9bd303e
{
    wp::array_t<wp::float32> e0;
    wp::float32 b1;
    wp::vec_t<3, wp::float32> a2;


    S0_d9bd303e() = default;
    CUDA_CALLABLE S0_d9bd303e(wp::array_t<wp::float32> const& e0,
    wp::float32 const& b1 = {},
    wp::vec_t<3, wp::float32> const& a2 = {})
        : e0{e0}
        , b1{b1}
        , a2{a2}

    {
    }

    CUDA_CALLABLE S0_d9bd303e& operator += (const S0_d9bd303e& rhs)
    {    b1 += rhs.b1;
    a2 += rhs.a2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_d9bd303e(wp::array_t<wp::float32> const&,
    wp::float32 const&,
    wp::vec_t<3, wp::float32> const&,
    wp::array_t<wp::float32> & adj_e0,
    wp::float32 & adj_b1,
    wp::vec_t<3, wp::float32> & adj_a2,
    S0_d9bd303e & adj_ret)
{
    adj_e0 = adj_ret.e0;
    adj_b1 += adj_ret.b1;
    adj_a2 += adj_ret.a2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_d9bd303e add(const S0_d9bd303e& a, const S0_d9bd303e& b)
{
    return S0_d9bd303e();
}

CUDA_CALLABLE void adj_atomic_add(S0_d9bd303e* p, S0_d9bd303e t)
{
    wp::adj_atomic_add(&p->e0, t.e0);
    wp::adj_atomic_add(&p->b1, t.b1);
    wp::adj_atomic_add(&p->a2, t.a2);
}




// scalar_param-000001.py:11
static CUDA_CALLABLE wp::vec_t<3, wp::float32> scalar_param_000001_f0_0(
    S0_d9bd303e var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32* var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    bool var_3;
    wp::float32* var_4;
    const wp::float32 var_5 = 1.9;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    bool var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32>* var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // forward
    // def scalar_param_000001_f0(p0: S0, p1: wp.vec3, p2: float) -> wp.vec3:                 <L 12>
    // v0 = (p2 - p0.b1)                                                                      <L 13>
    var_0 = &((var_p0).b1);
    var_2 = wp::load(var_0);
    var_1 = wp::sub(var_p2, var_2);
    // if (p0.b1 <= 1.9) or (p0.b1 <= v0):                                                    <L 14>
    var_4 = &((var_p0).b1);
    var_7 = wp::load(var_4);
    var_6 = (var_7 <= var_5);
    var_3 = var_6;
    if (!var_3) {
        var_8 = &((var_p0).b1);
        var_10 = wp::load(var_8);
        var_9 = (var_10 <= var_1);
        var_3 = var_3 || var_9;
    }
    if (var_3) {
        // return p0.a2                                                                       <L 15>
        var_11 = &((var_p0).a2);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        return var_12;
    }
    // return p0.a2 + p1                                                                      <L 16>
    var_14 = &((var_p0).a2);
    var_16 = wp::load(var_14);
    var_15 = wp::add(var_16, var_p1);
    return var_15;
}


// scalar_param-000001.py:11
static CUDA_CALLABLE void adj_scalar_param_000001_f0_0(
    S0_d9bd303e var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2,
    S0_d9bd303e & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::float32 & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void scalar_param_000001_56b4ebca_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_contact_temperatures,
    wp::array_t<wp::float32> var_contact_radii,
    S0_d9bd303e var_config,
    wp::float32 var_scale,
    wp::int32 var_stride,
    wp::vec_t<3, wp::float32> var_time_step,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::float32> var_contact_costs,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_impulses)
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
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::range_t var_14;
        wp::int32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::vec_t<3, wp::float32>* var_24;
        const wp::float32 var_25 = -0.0;
        const wp::float32 var_26 = 1.4;
        const wp::float32 var_27 = -0.6;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::vec_t<3, wp::float32> var_30;
        wp::float32 var_31;
        wp::vec_t<3, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 1.78;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::vec_t<3, wp::float32> var_39;
        const wp::float32 var_40 = 1.84;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        //---------
        // forward
        // def scalar_param_000001(contact_temperatures: wp.array[float], contact_radii: wp.array[float], config: S0, scale: float, stride: int, time_step: wp.vec3, n: int, force_sums: wp.array[float], contact_costs: wp.array[float], contact_impulses: wp.array[wp.vec3]):       <L 20>
        // tid = wp.tid()  # launch index                                                         <L 22>
        var_0 = builtin_tid1d();
        // v8 = float(0.0)                                                                        <L 23>
        var_2 = wp::float(var_1);
        // v1 = contact_temperatures[tid]                                                         <L 24>
        var_3 = wp::address(var_contact_temperatures, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v2 = contact_radii[tid]                                                                <L 25>
        var_6 = wp::address(var_contact_radii, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v3 = (config.b1 * config.b1)                                                           <L 26>
        var_9 = &((var_config).b1);
        var_10 = &((var_config).b1);
        var_12 = wp::load(var_9);
        var_13 = wp::load(var_10);
        var_11 = wp::mul(var_12, var_13);
        // for j4 in range(n):                                                                    <L 27>
        var_14 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_14) == 0) goto end_for_0;
            var_15 = wp::iter_next(var_14);
            // scale = scale + wp.cos(config.b1)                                                  <L 28>
            var_16 = &((var_config).b1);
            var_18 = wp::load(var_16);
            var_17 = wp::cos(var_18);
            var_19 = wp::add(var_scale, var_17);
            // v5 = v2                                                                            <L 29>
            var_20 = wp::copy(var_7);
            // v8 += v5                                                                           <L 30>
            var_21 = wp::add(var_2, var_20);
            // v6 = v5                                                                            <L 31>
            var_22 = wp::copy(var_20);
            // v8 += v6                                                                           <L 32>
            var_23 = wp::add(var_21, var_22);
            wp::assign(var_scale, var_19);
            wp::assign(var_2, var_23);
            goto start_for_0;
        end_for_0:;
        // v7 = scalar_param_000001_f0(config, wp.lerp(config.a2, wp.vec3(-0.0, 1.4, -0.6), v1), (scale + v2))       <L 33>
        var_24 = &((var_config).a2);
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_30 = wp::load(var_24);
        var_29 = wp::lerp(var_30, var_28, var_4);
        var_31 = wp::add(var_scale, var_7);
        var_32 = scalar_param_000001_f0_0(var_config, var_29, var_31);
        // contact_costs[tid] = v2 + v3 + scale + v3 * 1.78 + v8                                  <L 34>
        var_33 = wp::add(var_7, var_11);
        var_34 = wp::add(var_33, var_scale);
        var_36 = wp::mul(var_11, var_35);
        var_37 = wp::add(var_34, var_36);
        var_38 = wp::add(var_37, var_2);
        wp::array_store(var_contact_costs, var_0, var_38);
        // contact_impulses[tid] = time_step + v7 + time_step * 1.84                              <L 36>
        var_39 = wp::add(var_time_step, var_32);
        var_41 = wp::mul(var_time_step, var_40);
        var_42 = wp::add(var_39, var_41);
        wp::array_store(var_contact_impulses, var_0, var_42);
    }
}

