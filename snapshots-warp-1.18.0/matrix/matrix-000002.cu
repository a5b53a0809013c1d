// Generated for case matrix-000002 with warp-lang 1.18.0. Do not edit.
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


// matrix-000002.py:6
static CUDA_CALLABLE wp::mat_t<3, 3, wp::float32> matrix_000002_f0_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::mat_t<2, 2, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 1;
    wp::vec_t<3, wp::float32> var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 2;
    const wp::int32 var_6 = 0;
    wp::mat_t<3, 3, wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::int32 var_10 = 3;
    wp::mat_t<3, 3, wp::float32> var_11;
    const wp::float32 var_12 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_13;
    wp::float32 var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
    //---------
    // forward
    // def matrix_000002_f0(p0: wp.mat33, p1: wp.mat33, p2: wp.mat22):                        <L 7>
    // v0 = p0[1]                                                                             <L 8>
    var_1 = wp::extract(var_p0, var_0);
    // p1[2, 0] = wp.sin(wp.trace(wp.transpose(p1)))                                          <L 9>
    var_2 = wp::transpose(var_p1);
    var_3 = wp::trace(var_2);
    var_4 = wp::sin(var_3);
    wp::assign_inplace(var_p1, var_5, var_6, var_4);
    // return wp.transpose(wp.skew(v0)) + p1 + wp.identity(n=3, dtype=float) * (wp.ddot(p2, wp.mat22(1.0)))       <L 10>
    var_7 = wp::skew(var_1);
    var_8 = wp::transpose(var_7);
    var_9 = wp::add(var_8, var_p1);
    var_11 = wp::identity<3, wp::float32>();
    var_13 = wp::mat_t<2, 2, wp::float32>(var_12);
    var_14 = wp::ddot(var_p2, var_13);
    var_15 = wp::mul(var_11, var_14);
    var_16 = wp::add(var_9, var_15);
    return var_16;
}


// matrix-000002.py:6
static CUDA_CALLABLE void adj_matrix_000002_f0_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::mat_t<2, 2, wp::float32> var_p2,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p1,
    wp::mat_t<2, 2, wp::float32> & adj_p2,
    wp::mat_t<3, 3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}



extern "C" __global__ void matrix_000002_48d93ea3_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out0)
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32>* var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::int32 var_11 = 3;
        wp::mat_t<3, 3, wp::float32> var_12;
        const wp::float32 var_13 = -1.2;
        wp::mat_t<3, 3, wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::int32 var_16 = 3;
        wp::mat_t<3, 3, wp::float32> var_17;
        const wp::float32 var_18 = 0.738;
        wp::mat_t<3, 3, wp::float32> var_19;
        const wp::float32 var_20 = -0.0;
        const wp::float32 var_21 = 0.7;
        wp::vec_t<2, wp::float32> var_22;
        wp::mat_t<2, 2, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::int32 var_25 = 2;
        wp::mat_t<2, 2, wp::float32> var_26;
        const wp::float32 var_27 = -0.791;
        wp::mat_t<2, 2, wp::float32> var_28;
        wp::mat_t<3, 3, wp::float32> var_29;
        const wp::float32 var_30 = -0.2;
        const wp::float32 var_31 = 0.118;
        const wp::float32 var_32 = -1.8;
        const wp::float32 var_33 = 1.355;
        wp::vec_t<4, wp::float32> var_34;
        wp::mat_t<4, 4, wp::float32> var_35;
        const wp::int32 var_36 = 4;
        wp::mat_t<4, 4, wp::float32> var_37;
        const wp::int32 var_38 = 0;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::mat_t<4, 4, wp::float32> var_41;
        wp::mat_t<4, 4, wp::float32> var_42;
        const wp::int32 var_43 = 4;
        wp::mat_t<4, 4, wp::float32> var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        const wp::int32 var_47 = 1;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::int32 var_50 = 2;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 0;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 1;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::int32 var_63 = 2;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        const wp::float32 var_70 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::mat_t<4, 4, wp::float32> var_78;
        wp::mat_t<4, 4, wp::float32> var_79;
        //---------
        // forward
        // def matrix_000002(x0: wp.array[wp.vec3], x1: wp.array[wp.vec3], x2: wp.array[wp.mat33], acc0: wp.array[float], out0: wp.array[wp.mat44]):       <L 14>
        // tid = wp.tid()                                                                         <L 16>
        var_0 = builtin_tid1d();
        // v1 = x0[tid]                                                                           <L 17>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v2 = x1[tid]                                                                           <L 18>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v3 = x2[tid]                                                                           <L 19>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v4 = v2                                                                                <L 20>
        var_10 = wp::copy(var_5);
        // v5 = wp.identity(n=3, dtype=float) * -1.2                                              <L 21>
        var_12 = wp::identity<3, wp::float32>();
        var_14 = wp::mul(var_12, var_13);
        // v6 = (v3 - v5)                                                                         <L 22>
        var_15 = wp::sub(var_8, var_14);
        // v7 = matrix_000002_f0((wp.identity(n=3, dtype=float) * 0.738), matrix_000002_f0(v6, v3, wp.diag(wp.vec2(-0.0, 0.7))), (wp.identity(n=2, dtype=float) * -0.791))       <L 23>
        var_17 = wp::identity<3, wp::float32>();
        var_19 = wp::mul(var_17, var_18);
        var_22 = wp::vec_t<2, wp::float32>(var_20, var_21);
        var_23 = wp::diag(var_22);
        var_24 = matrix_000002_f0_0(var_15, var_8, var_23);
        var_26 = wp::identity<2, wp::float32>();
        var_28 = wp::mul(var_26, var_27);
        var_29 = matrix_000002_f0_0(var_19, var_24, var_28);
        // out0[tid] = wp.diag(wp.vec4(-0.2, 0.118, -1.8, 1.355)) + wp.identity(n=4, dtype=float) * wp.sin(v2[0]) + wp.identity(n=4, dtype=float) * (v1[0] + v1[1] + v1[2] + wp.ddot(v3, wp.mat33(1.0)) + v4[0] + v4[1] + v4[2] + wp.ddot(v5, wp.mat33(1.0)) + wp.ddot(v6, wp.mat33(1.0)) + wp.ddot(v7, wp.mat33(1.0)))       <L 24>
        var_34 = wp::vec_t<4, wp::float32>(var_30, var_31, var_32, var_33);
        var_35 = wp::diag(var_34);
        var_37 = wp::identity<4, wp::float32>();
        var_39 = wp::extract(var_5, var_38);
        var_40 = wp::sin(var_39);
        var_41 = wp::mul(var_37, var_40);
        var_42 = wp::add(var_35, var_41);
        var_44 = wp::identity<4, wp::float32>();
        var_46 = wp::extract(var_2, var_45);
        var_48 = wp::extract(var_2, var_47);
        var_49 = wp::add(var_46, var_48);
        var_51 = wp::extract(var_2, var_50);
        var_52 = wp::add(var_49, var_51);
        var_54 = wp::mat_t<3, 3, wp::float32>(var_53);
        var_55 = wp::ddot(var_8, var_54);
        var_56 = wp::add(var_52, var_55);
        var_58 = wp::extract(var_10, var_57);
        var_59 = wp::add(var_56, var_58);
        var_61 = wp::extract(var_10, var_60);
        var_62 = wp::add(var_59, var_61);
        var_64 = wp::extract(var_10, var_63);
        var_65 = wp::add(var_62, var_64);
        var_67 = wp::mat_t<3, 3, wp::float32>(var_66);
        var_68 = wp::ddot(var_14, var_67);
        var_69 = wp::add(var_65, var_68);
        var_71 = wp::mat_t<3, 3, wp::float32>(var_70);
        var_72 = wp::ddot(var_15, var_71);
        var_73 = wp::add(var_69, var_72);
        var_75 = wp::mat_t<3, 3, wp::float32>(var_74);
        var_76 = wp::ddot(var_29, var_75);
        var_77 = wp::add(var_73, var_76);
        var_78 = wp::mul(var_44, var_77);
        var_79 = wp::add(var_42, var_78);
        wp::array_store(var_out0, var_0, var_79);
    }
}

