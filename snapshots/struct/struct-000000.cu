// Generated for case struct-000000 with warp-lang 1.19.0. Do not edit.
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


struct S0_19f09207
{
    wp::quat_t<wp::float32> vel0;
    wp::vec_t<3, wp::float32> scale1;
    wp::array_t<wp::float32> w2;


    S0_19f09207() = default;
    CUDA_CALLABLE S0_19f09207(wp::quat_t<wp::float32> const& vel0,
    wp::vec_t<3, wp::float32> const& scale1 = {},
    wp::array_t<wp::float32> const& w2 = {})
        : vel0{vel0}
        , scale1{scale1}
        , w2{w2}

    {
    }

    CUDA_CALLABLE S0_19f09207& operator += (const S0_19f09207& rhs)
    {    vel0 += rhs.vel0;
    scale1 += rhs.scale1;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_19f09207(wp::quat_t<wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::array_t<wp::float32> const&,
    wp::quat_t<wp::float32> & adj_vel0,
    wp::vec_t<3, wp::float32> & adj_scale1,
    wp::array_t<wp::float32> & adj_w2,
    S0_19f09207 & adj_ret)
{
    adj_vel0 += adj_ret.vel0;
    adj_scale1 += adj_ret.scale1;
    adj_w2 = adj_ret.w2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_19f09207 add(const S0_19f09207& a, const S0_19f09207& b)
{
    return S0_19f09207();
}

CUDA_CALLABLE void adj_atomic_add(S0_19f09207* p, S0_19f09207 t)
{
    wp::adj_atomic_add(&p->vel0, t.vel0);
    wp::adj_atomic_add(&p->scale1, t.scale1);
    wp::adj_atomic_add(&p->w2, t.w2);
}





extern "C" __global__ void struct_000000_9ce8dde9_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_node_lengths,
    S0_19f09207 var_settings,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::float32> var_node_costs,
    wp::array_t<wp::float32> var_node_residuals)
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
        wp::float32 var_4;
        const wp::int32 var_5 = 0;
        const wp::float32 var_6 = -1.9;
        wp::float32 var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::float32 var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        S0_19f09207 var_13;
        wp::quat_t<wp::float32>* var_14;
        wp::quat_t<wp::float32> var_15;
        wp::quat_t<wp::float32> var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.69;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::quat_t<wp::float32>* var_22;
        const wp::int32 var_23 = 0;
        wp::float32 var_24;
        wp::quat_t<wp::float32> var_25;
        wp::float32 var_26;
        wp::quat_t<wp::float32>* var_27;
        const wp::int32 var_28 = 1;
        wp::float32 var_29;
        wp::quat_t<wp::float32> var_30;
        wp::float32 var_31;
        wp::quat_t<wp::float32>* var_32;
        const wp::int32 var_33 = 2;
        wp::float32 var_34;
        wp::quat_t<wp::float32> var_35;
        wp::float32 var_36;
        wp::quat_t<wp::float32>* var_37;
        const wp::int32 var_38 = 3;
        wp::float32 var_39;
        wp::quat_t<wp::float32> var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 1.54;
        wp::float32 var_45;
        wp::float32 var_46;
        //---------
        // forward
        // def struct_000000(node_lengths: wp.array[float], settings: S0, accumulated_mass: wp.array[float], node_costs: wp.array[float], node_residuals: wp.array[float]):       <L 12>
        // tid = wp.tid()                                                                         <L 14>
        var_0 = builtin_tid1d();
        // v0 = node_lengths[tid]                                                                 <L 15>
        var_1 = wp::address(var_node_lengths, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = v0                                                                                <L 16>
        var_4 = wp::copy(var_2);
        // wp.atomic_min(accumulated_mass, 0, -1.9)                                               <L 17>
        var_7 = wp::atomic_min(var_accumulated_mass, var_5, var_6);
        // v2 = wp.dot(settings.scale1, settings.scale1)                                          <L 18>
        var_8 = &((var_settings).scale1);
        var_9 = &((var_settings).scale1);
        var_11 = wp::load(var_8);
        var_12 = wp::load(var_9);
        var_10 = wp::dot(var_11, var_12);
        // s3 = S0()                                                                              <L 19>
        var_13 = S0_19f09207();
        // s3.vel0 = settings.vel0                                                                <L 20>
        var_14 = &((var_settings).vel0);
        var_16 = wp::load(var_14);
        var_15 = wp::copy(var_16);
        var_13.vel0 = var_15;
        // node_costs[tid] = v0 + v1 + v2 + v2 * 1.69 + s3.vel0[0] + s3.vel0[1] + s3.vel0[2] + s3.vel0[3]       <L 21>
        var_17 = wp::add(var_2, var_4);
        var_18 = wp::add(var_17, var_10);
        var_20 = wp::mul(var_10, var_19);
        var_21 = wp::add(var_18, var_20);
        var_22 = &((var_13).vel0);
        var_25 = wp::load(var_22);
        var_24 = wp::extract(var_25, var_23);
        var_26 = wp::add(var_21, var_24);
        var_27 = &((var_13).vel0);
        var_30 = wp::load(var_27);
        var_29 = wp::extract(var_30, var_28);
        var_31 = wp::add(var_26, var_29);
        var_32 = &((var_13).vel0);
        var_35 = wp::load(var_32);
        var_34 = wp::extract(var_35, var_33);
        var_36 = wp::add(var_31, var_34);
        var_37 = &((var_13).vel0);
        var_40 = wp::load(var_37);
        var_39 = wp::extract(var_40, var_38);
        var_41 = wp::add(var_36, var_39);
        wp::array_store(var_node_costs, var_0, var_41);
        // node_residuals[tid] = v0 + v1 + v2 + v2 * 1.54                                         <L 22>
        var_42 = wp::add(var_2, var_4);
        var_43 = wp::add(var_42, var_10);
        var_45 = wp::mul(var_10, var_44);
        var_46 = wp::add(var_43, var_45);
        wp::array_store(var_node_residuals, var_0, var_46);
    }
}

