// Generated for case scalar_param-000001 with warp-lang 1.18.0. Do not edit.
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




// scalar_param-000001.py:20
static CUDA_CALLABLE wp::float32 scalar_param_000001_f0_0(
    S0_d9bd303e var_p0)
{
    //---------
    // primal vars
    wp::float32* var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // forward
    // def scalar_param_000001_f0(p0: S0):                                                    <L 21>
    // v0 = p0.b1                                                                             <L 22>
    var_0 = &((var_p0).b1);
    var_2 = wp::load(var_0);
    var_1 = wp::copy(var_2);
    // return p0.b1 + v0                                                                      <L 23>
    var_3 = &((var_p0).b1);
    var_5 = wp::load(var_3);
    var_4 = wp::add(var_5, var_1);
    return var_4;
}


// scalar_param-000001.py:20
static CUDA_CALLABLE void adj_scalar_param_000001_f0_0(
    S0_d9bd303e var_p0,
    S0_d9bd303e & adj_p0,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void scalar_param_000001_t_940aca9d_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::int32 var_mode,
    S0_d9bd303e var_pS0,
    wp::int32 var_s0,
    wp::vec_t<3, wp::float32> var_s1,
    wp::vec_t<3, wp::float32> var_s2,
    wp::int32 var_s3,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.0;
        const wp::int32 var_8 = 2;
        bool var_9;
        const wp::float32 var_10 = 1.0;
        const wp::int32 var_11 = 1;
        bool var_12;
        const wp::float32 var_13 = 0.99;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = -1.494;
        wp::float32 var_18;
        wp::vec_t<3, wp::float32>* var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        const wp::float32 var_23 = 0.34;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::vec_t<3, wp::float32> var_30;
        wp::vec_t<3, wp::float32> var_31;
        //---------
        // forward
        // def scalar_param_000001_t(x0: wp.array[Any], x1: wp.array[Any], mode: int, pS0: S0, s0: int, s1: wp.vec3, s2: wp.vec3, s3: int, n: int, acc0: wp.array[Any], out0: wp.array[Any]):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 3>
        var_0 = builtin_tid1d();
        // v1 = x0[tid]                                                                           <L 4>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v2 = x1[tid]                                                                           <L 5>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // gain3 = 1.0                                                                            <L 6>
        // if mode == JointKind.PRISMATIC:                                                        <L 7>
        var_9 = (var_mode == var_8);
        if (var_9) {
            // gain3 = 1.0                                                                        <L 8>
        }
        if (!var_9) {
            // elif mode == JointKind.REVOLUTE.value:                                             <L 9>
            var_12 = (var_mode == var_11);
            if (var_12) {
                // gain3 = 0.99                                                                   <L 10>
            }
            var_14 = wp::where(var_12, var_13, var_7);
        }
        var_15 = wp::where(var_9, var_10, var_14);
        // v4 = scalar_param_000001_f0(pS0)                                                       <L 11>
        var_16 = scalar_param_000001_f0_0(var_pS0);
        // v5 = float(-1.494)                                                                     <L 12>
        var_18 = wp::float(var_17);
        // out0[tid] = pS0.a2 + s1 + s2 + s2 * 0.34 + wp.vec3(v1 + v2 + gain3 + v4 + v5)          <L 14>
        var_19 = &((var_pS0).a2);
        var_21 = wp::load(var_19);
        var_20 = wp::add(var_21, var_s1);
        var_22 = wp::add(var_20, var_s2);
        var_24 = wp::mul(var_s2, var_23);
        var_25 = wp::add(var_22, var_24);
        var_26 = wp::add(var_2, var_5);
        var_27 = wp::add(var_26, var_15);
        var_28 = wp::add(var_27, var_16);
        var_29 = wp::add(var_28, var_18);
        var_30 = wp::vec_t<3, wp::float32>(var_29);
        var_31 = wp::add(var_25, var_30);
        wp::array_store(var_out0, var_0, var_31);
    }
}

