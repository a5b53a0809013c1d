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





extern "C" __global__ void struct_000000_93aa5f97_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    S0_19f09207 var_pS0,
    wp::array_t<wp::float32> var_out0)
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
        S0_19f09207 var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.0;
        const wp::float32 var_7 = 0.0;
        const wp::float32 var_8 = 2.5;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::float32 var_12 = 1.83;
        wp::float32 var_13;
        wp::quat_t<wp::float32> var_14;
        wp::vec_t<3, wp::float32>* var_15;
        wp::vec_t<3, wp::float32>* var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        const wp::float32 var_20 = 0.0;
        const wp::float32 var_21 = 0.0;
        const wp::float32 var_22 = 2.5;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::float32 var_26;
        wp::quat_t<wp::float32> var_27;
        const wp::int32 var_28 = 0;
        const wp::int32 var_29 = 3;
        wp::int32 var_30;
        const wp::int32 var_31 = 1;
        bool var_32;
        wp::vec_t<3, wp::float32>* var_33;
        wp::vec_t<3, wp::float32>* var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32>* var_38;
        const wp::float32 var_39 = -0.696;
        const wp::float32 var_40 = -0.981;
        const wp::float32 var_41 = -0.8;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        S0_19f09207 var_47;
        wp::vec_t<3, wp::float32>* var_48;
        wp::float32 var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        S0_19f09207 var_52;
        wp::vec_t<3, wp::float32>* var_53;
        const wp::float32 var_54 = 0.0;
        const wp::float32 var_55 = 0.0;
        const wp::float32 var_56 = 2.5;
        wp::vec_t<3, wp::float32> var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = -0.9;
        const wp::float32 var_62 = 0.9;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::quat_t<wp::float32> var_65;
        wp::vec_t<3, wp::float32>* var_66;
        wp::vec_t<3, wp::float32> var_67;
        wp::vec_t<3, wp::float32> var_68;
        const wp::float32 var_69 = 1.1;
        wp::float32 var_70;
        wp::float32 var_71;
        //---------
        // forward
        // def struct_000000(x0: wp.array(dtype=float), pS0: S0, out0: wp.array(dtype=float)):       <L 12>
        // tid = wp.tid()                                                                         <L 13>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 14>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // s1 = S0()                                                                              <L 15>
        var_4 = S0_19f09207();
        // s1.vel0 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), (1.83 - v0))       <L 16>
        var_5 = wp::vec_t<3, wp::float32>(var_2, var_2, var_2);
        var_9 = wp::vec_t<3, wp::float32>(var_6, var_7, var_8);
        var_10 = wp::add(var_5, var_9);
        var_11 = wp::normalize(var_10);
        var_13 = wp::sub(var_12, var_2);
        var_14 = wp::quat_from_axis_angle(var_11, var_13);
        var_4.vel0 = var_14;
        // v2 = wp.quat_rotate_inv(wp.quat_from_axis_angle(wp.normalize((s1.scale1 + pS0.scale1) + wp.vec3(0.0, 0.0, 2.5)), abs(v0)), wp.where((0) % 3 == 1, wp.max(s1.scale1, pS0.scale1), wp.cross(s1.scale1, wp.vec3(-0.696, -0.981, -0.8))))       <L 17>
        var_15 = &((var_4).scale1);
        var_16 = &((var_pS0).scale1);
        var_18 = wp::load(var_15);
        var_19 = wp::load(var_16);
        var_17 = wp::add(var_18, var_19);
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::add(var_17, var_23);
        var_25 = wp::normalize(var_24);
        var_26 = wp::abs(var_2);
        var_27 = wp::quat_from_axis_angle(var_25, var_26);
        var_30 = wp::mod(var_28, var_29);
        var_32 = (var_30 == var_31);
        var_33 = &((var_4).scale1);
        var_34 = &((var_pS0).scale1);
        var_36 = wp::load(var_33);
        var_37 = wp::load(var_34);
        var_35 = wp::max(var_36, var_37);
        var_38 = &((var_4).scale1);
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_44 = wp::load(var_38);
        var_43 = wp::cross(var_44, var_42);
        var_45 = wp::where(var_32, var_35, var_43);
        var_46 = wp::quat_rotate_inv(var_27, var_45);
        // s3 = S0()                                                                              <L 18>
        var_47 = S0_19f09207();
        // s3.scale1 = wp.vec3(wp.dot(pS0.scale1, v2), v0, v0)                                    <L 19>
        var_48 = &((var_pS0).scale1);
        var_50 = wp::load(var_48);
        var_49 = wp::dot(var_50, var_46);
        var_51 = wp::vec_t<3, wp::float32>(var_49, var_2, var_2);
        var_47.scale1 = var_51;
        // s4 = S0()                                                                              <L 20>
        var_52 = S0_19f09207();
        // s4.vel0 = wp.quat_from_axis_angle(wp.normalize(s3.scale1 + wp.vec3(0.0, 0.0, 2.5)), wp.acos(wp.clamp(v0, -0.9, 0.9)))       <L 21>
        var_53 = &((var_47).scale1);
        var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
        var_59 = wp::load(var_53);
        var_58 = wp::add(var_59, var_57);
        var_60 = wp::normalize(var_58);
        var_63 = wp::clamp(var_2, var_61, var_62);
        var_64 = wp::acos(var_63);
        var_65 = wp::quat_from_axis_angle(var_60, var_64);
        var_52.vel0 = var_65;
        // s4.scale1 = s3.scale1                                                                  <L 22>
        var_66 = &((var_47).scale1);
        var_68 = wp::load(var_66);
        var_67 = wp::copy(var_68);
        var_52.scale1 = var_67;
        // out0[tid] = v0 + v0 * 1.1                                                              <L 23>
        var_70 = wp::mul(var_2, var_69);
        var_71 = wp::add(var_2, var_70);
        wp::array_store(var_out0, var_0, var_71);
    }
}



extern "C" __global__ void struct_000000_93aa5f97_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    S0_19f09207 var_pS0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    S0_19f09207 adj_pS0,
    wp::array_t<wp::float32> adj_out0)
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
        S0_19f09207 var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.0;
        const wp::float32 var_7 = 0.0;
        const wp::float32 var_8 = 2.5;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::float32 var_12 = 1.83;
        wp::float32 var_13;
        wp::quat_t<wp::float32> var_14;
        wp::vec_t<3, wp::float32>* var_15;
        wp::vec_t<3, wp::float32>* var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        const wp::float32 var_20 = 0.0;
        const wp::float32 var_21 = 0.0;
        const wp::float32 var_22 = 2.5;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::float32 var_26;
        wp::quat_t<wp::float32> var_27;
        const wp::int32 var_28 = 0;
        const wp::int32 var_29 = 3;
        wp::int32 var_30;
        const wp::int32 var_31 = 1;
        bool var_32;
        wp::vec_t<3, wp::float32>* var_33;
        wp::vec_t<3, wp::float32>* var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32>* var_38;
        const wp::float32 var_39 = -0.696;
        const wp::float32 var_40 = -0.981;
        const wp::float32 var_41 = -0.8;
        wp::vec_t<3, wp::float32> var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        S0_19f09207 var_47;
        wp::vec_t<3, wp::float32>* var_48;
        wp::float32 var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        S0_19f09207 var_52;
        wp::vec_t<3, wp::float32>* var_53;
        const wp::float32 var_54 = 0.0;
        const wp::float32 var_55 = 0.0;
        const wp::float32 var_56 = 2.5;
        wp::vec_t<3, wp::float32> var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = -0.9;
        const wp::float32 var_62 = 0.9;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::quat_t<wp::float32> var_65;
        wp::vec_t<3, wp::float32>* var_66;
        wp::vec_t<3, wp::float32> var_67;
        wp::vec_t<3, wp::float32> var_68;
        const wp::float32 var_69 = 1.1;
        wp::float32 var_70;
        wp::float32 var_71;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        S0_19f09207 adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::quat_t<wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::float32 adj_26 = {};
        wp::quat_t<wp::float32> adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        bool adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::vec_t<3, wp::float32> adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::vec_t<3, wp::float32> adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        S0_19f09207 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        S0_19f09207 adj_52 = {};
        wp::vec_t<3, wp::float32> adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::vec_t<3, wp::float32> adj_57 = {};
        wp::vec_t<3, wp::float32> adj_58 = {};
        wp::vec_t<3, wp::float32> adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::quat_t<wp::float32> adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        //---------
        // forward
        // def struct_000000(x0: wp.array(dtype=float), pS0: S0, out0: wp.array(dtype=float)):       <L 12>
        // tid = wp.tid()                                                                         <L 13>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 14>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // s1 = S0()                                                                              <L 15>
        var_4 = S0_19f09207();
        // s1.vel0 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), (1.83 - v0))       <L 16>
        var_5 = wp::vec_t<3, wp::float32>(var_2, var_2, var_2);
        var_9 = wp::vec_t<3, wp::float32>(var_6, var_7, var_8);
        var_10 = wp::add(var_5, var_9);
        var_11 = wp::normalize(var_10);
        var_13 = wp::sub(var_12, var_2);
        var_14 = wp::quat_from_axis_angle(var_11, var_13);
        var_4.vel0 = var_14;
        // v2 = wp.quat_rotate_inv(wp.quat_from_axis_angle(wp.normalize((s1.scale1 + pS0.scale1) + wp.vec3(0.0, 0.0, 2.5)), abs(v0)), wp.where((0) % 3 == 1, wp.max(s1.scale1, pS0.scale1), wp.cross(s1.scale1, wp.vec3(-0.696, -0.981, -0.8))))       <L 17>
        var_15 = &((var_4).scale1);
        var_16 = &((var_pS0).scale1);
        var_18 = wp::load(var_15);
        var_19 = wp::load(var_16);
        var_17 = wp::add(var_18, var_19);
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::add(var_17, var_23);
        var_25 = wp::normalize(var_24);
        var_26 = wp::abs(var_2);
        var_27 = wp::quat_from_axis_angle(var_25, var_26);
        var_30 = wp::mod(var_28, var_29);
        var_32 = (var_30 == var_31);
        var_33 = &((var_4).scale1);
        var_34 = &((var_pS0).scale1);
        var_36 = wp::load(var_33);
        var_37 = wp::load(var_34);
        var_35 = wp::max(var_36, var_37);
        var_38 = &((var_4).scale1);
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_44 = wp::load(var_38);
        var_43 = wp::cross(var_44, var_42);
        var_45 = wp::where(var_32, var_35, var_43);
        var_46 = wp::quat_rotate_inv(var_27, var_45);
        // s3 = S0()                                                                              <L 18>
        var_47 = S0_19f09207();
        // s3.scale1 = wp.vec3(wp.dot(pS0.scale1, v2), v0, v0)                                    <L 19>
        var_48 = &((var_pS0).scale1);
        var_50 = wp::load(var_48);
        var_49 = wp::dot(var_50, var_46);
        var_51 = wp::vec_t<3, wp::float32>(var_49, var_2, var_2);
        var_47.scale1 = var_51;
        // s4 = S0()                                                                              <L 20>
        var_52 = S0_19f09207();
        // s4.vel0 = wp.quat_from_axis_angle(wp.normalize(s3.scale1 + wp.vec3(0.0, 0.0, 2.5)), wp.acos(wp.clamp(v0, -0.9, 0.9)))       <L 21>
        var_53 = &((var_47).scale1);
        var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
        var_59 = wp::load(var_53);
        var_58 = wp::add(var_59, var_57);
        var_60 = wp::normalize(var_58);
        var_63 = wp::clamp(var_2, var_61, var_62);
        var_64 = wp::acos(var_63);
        var_65 = wp::quat_from_axis_angle(var_60, var_64);
        var_52.vel0 = var_65;
        // s4.scale1 = s3.scale1                                                                  <L 22>
        var_66 = &((var_47).scale1);
        var_68 = wp::load(var_66);
        var_67 = wp::copy(var_68);
        var_52.scale1 = var_67;
        // out0[tid] = v0 + v0 * 1.1                                                              <L 23>
        var_70 = wp::mul(var_2, var_69);
        var_71 = wp::add(var_2, var_70);
        // wp::array_store(var_out0, var_0, var_71);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_71, adj_out0, adj_0, adj_71);
        wp::adj_add(var_2, var_70, adj_2, adj_70, adj_71);
        wp::adj_mul(var_2, var_69, adj_2, adj_69, adj_70);
        // adj: out0[tid] = v0 + v0 * 1.1                                                         <L 23>
        adj_67 += adj_52.scale1;
        adj_52.scale1 = {};
        wp::adj_copy(var_68, adj_66, adj_67);
        adj_47.scale1 += adj_66;
        // adj: s4.scale1 = s3.scale1                                                             <L 22>
        adj_65 += adj_52.vel0;
        adj_52.vel0 = {};
        wp::adj_quat_from_axis_angle(var_60, var_64, adj_60, adj_64, adj_65);
        wp::adj_acos(var_63, adj_63, adj_64);
        wp::adj_clamp(var_2, var_61, var_62, adj_2, adj_61, adj_62, adj_63);
        wp::adj_normalize(var_58, var_60, adj_58, adj_60);
        wp::adj_add(var_59, var_57, adj_53, adj_57, adj_58);
        wp::adj_vec_t(var_54, var_55, var_56, adj_54, adj_55, adj_56, adj_57);
        adj_47.scale1 += adj_53;
        // adj: s4.vel0 = wp.quat_from_axis_angle(wp.normalize(s3.scale1 + wp.vec3(0.0, 0.0, 2.5)), wp.acos(wp.clamp(v0, -0.9, 0.9)))  <L 21>
        // adj: s4 = S0()                                                                         <L 20>
        adj_51 += adj_47.scale1;
        adj_47.scale1 = {};
        wp::adj_vec_t(var_49, var_2, var_2, adj_49, adj_2, adj_2, adj_51);
        wp::adj_dot(var_50, var_46, adj_48, adj_46, adj_49);
        adj_pS0.scale1 += adj_48;
        // adj: s3.scale1 = wp.vec3(wp.dot(pS0.scale1, v2), v0, v0)                               <L 19>
        // adj: s3 = S0()                                                                         <L 18>
        wp::adj_quat_rotate_inv(var_27, var_45, adj_27, adj_45, adj_46);
        wp::adj_where(var_32, var_35, var_43, adj_32, adj_35, adj_43, adj_45);
        wp::adj_cross(var_44, var_42, adj_38, adj_42, adj_43);
        wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
        adj_4.scale1 += adj_38;
        wp::adj_max(var_36, var_37, adj_33, adj_34, adj_35);
        adj_pS0.scale1 += adj_34;
        adj_4.scale1 += adj_33;
        wp::adj_mod(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_quat_from_axis_angle(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_abs(var_2, adj_2, adj_26);
        wp::adj_normalize(var_24, var_25, adj_24, adj_25);
        wp::adj_add(var_17, var_23, adj_17, adj_23, adj_24);
        wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
        wp::adj_add(var_18, var_19, adj_15, adj_16, adj_17);
        adj_pS0.scale1 += adj_16;
        adj_4.scale1 += adj_15;
        // adj: v2 = wp.quat_rotate_inv(wp.quat_from_axis_angle(wp.normalize((s1.scale1 + pS0.scale1) + wp.vec3(0.0, 0.0, 2.5)), abs(v0)), wp.where((0) % 3 == 1, wp.max(s1.scale1, pS0.scale1), wp.cross(s1.scale1, wp.vec3(-0.696, -0.981, -0.8))))  <L 17>
        adj_14 += adj_4.vel0;
        adj_4.vel0 = {};
        wp::adj_quat_from_axis_angle(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_sub(var_12, var_2, adj_12, adj_2, adj_13);
        wp::adj_normalize(var_10, var_11, adj_10, adj_11);
        wp::adj_add(var_5, var_9, adj_5, adj_9, adj_10);
        wp::adj_vec_t(var_6, var_7, var_8, adj_6, adj_7, adj_8, adj_9);
        wp::adj_vec_t(var_2, var_2, var_2, adj_2, adj_2, adj_2, adj_5);
        // adj: s1.vel0 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), (1.83 - v0))  <L 16>
        // adj: s1 = S0()                                                                         <L 15>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 14>
        // adj: tid = wp.tid()                                                                    <L 13>
        // adj: def struct_000000(x0: wp.array(dtype=float), pS0: S0, out0: wp.array(dtype=float)):  <L 12>
        continue;
    }
}

