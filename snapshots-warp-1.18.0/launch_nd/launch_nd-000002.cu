// Generated for case launch_nd-000002 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void launch_nd_000002_dd7d520b_cuda_kernel_forward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_velocities,
    wp::array_t<wp::float32> var_contact_densities,
    wp::array_t<wp::float32> var_contact_radii,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::vec_t<2, wp::float32>> var_contact_uv_out,
    wp::int32 var_num_contacts)
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
        wp::int32 var_1;
        wp::int32 var_2;
        wp::int32 var_3;
        bool var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32* var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::int32 var_15 = 4;
        wp::tuple_t<wp::int32> var_16;
        wp::fixedarray_t<4, wp::float32> var_17;
        const wp::int32 var_18 = 4;
        const wp::int32 var_19 = 0;
        wp::float32 var_20;
        const wp::int32 var_21 = 1;
        wp::float32 var_22;
        const wp::int32 var_23 = 2;
        wp::float32 var_24;
        const wp::int32 var_25 = 3;
        wp::float32 var_26;
        wp::int32 var_27;
        wp::float32* var_28;
        const wp::int32 var_29 = 2;
        wp::float32* var_30;
        const wp::float32 var_31 = 1.11;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = -0.917;
        const wp::float32 var_37 = -0.55;
        wp::vec_t<2, wp::float32> var_38;
        const wp::int32 var_39 = 0;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::vec_t<2, wp::float32> var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32>* var_57;
        const wp::float32 var_58 = 0.59;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        //---------
        // forward
        // def launch_nd_000002(contact_velocities: wp.array4d[wp.vec3], contact_densities: wp.array4d[float], contact_radii: wp.array4d[float], partial_sums: wp.array[float], contact_uv_out: wp.array4d[wp.vec2], num_contacts: int):       <L 5>
        // i, j, k, l = wp.tid()                                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // if i >= num_contacts:                                                                  <L 7>
        var_4 = (var_0 >= var_num_contacts);
        if (var_4) {
            // return                                                                             <L 8>
            continue;
        }
        // v0 = contact_velocities[i, j, k, l]                                                    <L 9>
        var_5 = wp::address(var_contact_velocities, var_0, var_1, var_2, var_3);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = contact_densities[i, j, k, l]                                                     <L 10>
        var_8 = wp::address(var_contact_densities, var_0, var_1, var_2, var_3);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v2 = contact_radii[i, j, k, l]                                                         <L 11>
        var_11 = wp::address(var_contact_radii, var_0, var_1, var_2, var_3);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        // v3 = (v0 + v0)                                                                         <L 12>
        var_14 = wp::add(var_6, var_6);
        // buf4 = wp.zeros(shape=(4,), dtype=float)                                               <L 13>
        var_16 = wp::tuple(var_15);
        var_17 = wp::fixedarray_t<4, wp::float32>(var_18);
        // for j5 in range(4):                                                                    <L 14>
        // buf4[j5] = wp.length(v3)                                                               <L 15>
        var_20 = wp::length(var_14);
        wp::array_store(var_17, var_19, var_20);
        var_22 = wp::length(var_14);
        wp::array_store(var_17, var_21, var_22);
        var_24 = wp::length(var_14);
        wp::array_store(var_17, var_23, var_24);
        var_26 = wp::length(var_14);
        wp::array_store(var_17, var_25, var_26);
        // v6 = buf4[(l + l)] + buf4[2] * 1.11                                                    <L 16>
        var_27 = wp::add(var_3, var_3);
        var_28 = wp::address(var_17, var_27);
        var_30 = wp::address(var_17, var_29);
        var_33 = wp::load(var_30);
        var_32 = wp::mul(var_33, var_31);
        var_35 = wp::load(var_28);
        var_34 = wp::add(var_35, var_32);
        // contact_uv_out[i, j, k, l] = wp.vec2(-0.917, -0.55) + wp.vec2(wp.sin(v0[0])) + wp.vec2(v1 + v2 + v3[0] + v3[1] + v3[2] + v6)       <L 17>
        var_38 = wp::vec_t<2, wp::float32>(var_36, var_37);
        var_40 = wp::extract(var_6, var_39);
        var_41 = wp::sin(var_40);
        var_42 = wp::vec_t<2, wp::float32>(var_41);
        var_43 = wp::add(var_38, var_42);
        var_44 = wp::add(var_9, var_12);
        var_46 = wp::extract(var_14, var_45);
        var_47 = wp::add(var_44, var_46);
        var_49 = wp::extract(var_14, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_14, var_51);
        var_53 = wp::add(var_50, var_52);
        var_54 = wp::add(var_53, var_34);
        var_55 = wp::vec_t<2, wp::float32>(var_54);
        var_56 = wp::add(var_43, var_55);
        wp::array_store(var_contact_uv_out, var_0, var_1, var_2, var_3, var_56);
        // contact_uv_out[i, j, k, l] *= 0.59                                                     <L 18>
        var_57 = wp::address(var_contact_uv_out, var_0, var_1, var_2, var_3);
        var_60 = wp::load(var_57);
        var_59 = wp::mul(var_60, var_58);
        wp::array_store(var_contact_uv_out, var_0, var_1, var_2, var_3, var_59);
    }
}



extern "C" __global__ void launch_nd_000002_dd7d520b_cuda_kernel_backward(
    wp::launch_bounds_t<4> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_velocities,
    wp::array_t<wp::float32> var_contact_densities,
    wp::array_t<wp::float32> var_contact_radii,
    wp::array_t<wp::float32> var_partial_sums,
    wp::array_t<wp::vec_t<2, wp::float32>> var_contact_uv_out,
    wp::int32 var_num_contacts,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_velocities,
    wp::array_t<wp::float32> adj_contact_densities,
    wp::array_t<wp::float32> adj_contact_radii,
    wp::array_t<wp::float32> adj_partial_sums,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_contact_uv_out,
    wp::int32 adj_num_contacts)
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
        wp::int32 var_1;
        wp::int32 var_2;
        wp::int32 var_3;
        bool var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32* var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::vec_t<3, wp::float32> var_14;
        const wp::int32 var_15 = 4;
        wp::tuple_t<wp::int32> var_16;
        wp::fixedarray_t<4, wp::float32> var_17;
        const wp::int32 var_18 = 4;
        const wp::int32 var_19 = 0;
        wp::float32 var_20;
        const wp::int32 var_21 = 1;
        wp::float32 var_22;
        const wp::int32 var_23 = 2;
        wp::float32 var_24;
        const wp::int32 var_25 = 3;
        wp::float32 var_26;
        wp::int32 var_27;
        wp::float32* var_28;
        const wp::int32 var_29 = 2;
        wp::float32* var_30;
        const wp::float32 var_31 = 1.11;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = -0.917;
        const wp::float32 var_37 = -0.55;
        wp::vec_t<2, wp::float32> var_38;
        const wp::int32 var_39 = 0;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::vec_t<2, wp::float32> var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 1;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 2;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32>* var_57;
        const wp::float32 var_58 = 0.59;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        bool adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::int32 adj_15 = {};
        wp::tuple_t<wp::int32> adj_16 = {};
        wp::fixedarray_t<4, wp::float32> adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::vec_t<2, wp::float32> adj_38 = {};
        wp::int32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<2, wp::float32> adj_42 = {};
        wp::vec_t<2, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<2, wp::float32> adj_55 = {};
        wp::vec_t<2, wp::float32> adj_56 = {};
        wp::vec_t<2, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::vec_t<2, wp::float32> adj_59 = {};
        wp::vec_t<2, wp::float32> adj_60 = {};
        //---------
        // forward
        // def launch_nd_000002(contact_velocities: wp.array4d[wp.vec3], contact_densities: wp.array4d[float], contact_radii: wp.array4d[float], partial_sums: wp.array[float], contact_uv_out: wp.array4d[wp.vec2], num_contacts: int):       <L 5>
        // i, j, k, l = wp.tid()                                                                  <L 6>
        builtin_tid4d(var_0, var_1, var_2, var_3);
        // if i >= num_contacts:                                                                  <L 7>
        var_4 = (var_0 >= var_num_contacts);
        if (var_4) {
            // return                                                                             <L 8>
            goto label0;
        }
        // v0 = contact_velocities[i, j, k, l]                                                    <L 9>
        var_5 = wp::address(var_contact_velocities, var_0, var_1, var_2, var_3);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = contact_densities[i, j, k, l]                                                     <L 10>
        var_8 = wp::address(var_contact_densities, var_0, var_1, var_2, var_3);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // v2 = contact_radii[i, j, k, l]                                                         <L 11>
        var_11 = wp::address(var_contact_radii, var_0, var_1, var_2, var_3);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        // v3 = (v0 + v0)                                                                         <L 12>
        var_14 = wp::add(var_6, var_6);
        // buf4 = wp.zeros(shape=(4,), dtype=float)                                               <L 13>
        var_16 = wp::tuple(var_15);
        var_17 = wp::fixedarray_t<4, wp::float32>(var_18);
        // for j5 in range(4):                                                                    <L 14>
        // buf4[j5] = wp.length(v3)                                                               <L 15>
        var_20 = wp::length(var_14);
        // wp::array_store(var_17, var_19, var_20);
        var_22 = wp::length(var_14);
        // wp::array_store(var_17, var_21, var_22);
        var_24 = wp::length(var_14);
        // wp::array_store(var_17, var_23, var_24);
        var_26 = wp::length(var_14);
        // wp::array_store(var_17, var_25, var_26);
        // v6 = buf4[(l + l)] + buf4[2] * 1.11                                                    <L 16>
        var_27 = wp::add(var_3, var_3);
        var_28 = wp::address(var_17, var_27);
        var_30 = wp::address(var_17, var_29);
        var_33 = wp::load(var_30);
        var_32 = wp::mul(var_33, var_31);
        var_35 = wp::load(var_28);
        var_34 = wp::add(var_35, var_32);
        // contact_uv_out[i, j, k, l] = wp.vec2(-0.917, -0.55) + wp.vec2(wp.sin(v0[0])) + wp.vec2(v1 + v2 + v3[0] + v3[1] + v3[2] + v6)       <L 17>
        var_38 = wp::vec_t<2, wp::float32>(var_36, var_37);
        var_40 = wp::extract(var_6, var_39);
        var_41 = wp::sin(var_40);
        var_42 = wp::vec_t<2, wp::float32>(var_41);
        var_43 = wp::add(var_38, var_42);
        var_44 = wp::add(var_9, var_12);
        var_46 = wp::extract(var_14, var_45);
        var_47 = wp::add(var_44, var_46);
        var_49 = wp::extract(var_14, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_14, var_51);
        var_53 = wp::add(var_50, var_52);
        var_54 = wp::add(var_53, var_34);
        var_55 = wp::vec_t<2, wp::float32>(var_54);
        var_56 = wp::add(var_43, var_55);
        // wp::array_store(var_contact_uv_out, var_0, var_1, var_2, var_3, var_56);
        // contact_uv_out[i, j, k, l] *= 0.59                                                     <L 18>
        var_57 = wp::address(var_contact_uv_out, var_0, var_1, var_2, var_3);
        var_60 = wp::load(var_57);
        var_59 = wp::mul(var_60, var_58);
        // wp::array_store(var_contact_uv_out, var_0, var_1, var_2, var_3, var_59);
        //---------
        // reverse
        wp::adj_array_store(var_contact_uv_out, var_0, var_1, var_2, var_3, var_59, adj_contact_uv_out, adj_0, adj_1, adj_2, adj_3, adj_59);
        wp::adj_mul(var_60, var_58, adj_57, adj_58, adj_59);
        wp::adj_address(var_contact_uv_out, var_0, var_1, var_2, var_3, adj_contact_uv_out, adj_0, adj_1, adj_2, adj_3, adj_57);
        // adj: contact_uv_out[i, j, k, l] *= 0.59                                                <L 18>
        wp::adj_array_store(var_contact_uv_out, var_0, var_1, var_2, var_3, var_56, adj_contact_uv_out, adj_0, adj_1, adj_2, adj_3, adj_56);
        wp::adj_add(var_43, var_55, adj_43, adj_55, adj_56);
        wp::adj_vec_t(var_54, adj_54, adj_55);
        wp::adj_add(var_53, var_34, adj_53, adj_34, adj_54);
        wp::adj_add(var_50, var_52, adj_50, adj_52, adj_53);
        wp::adj_extract(var_14, var_51, adj_14, adj_51, adj_52);
        wp::adj_add(var_47, var_49, adj_47, adj_49, adj_50);
        wp::adj_extract(var_14, var_48, adj_14, adj_48, adj_49);
        wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
        wp::adj_extract(var_14, var_45, adj_14, adj_45, adj_46);
        wp::adj_add(var_9, var_12, adj_9, adj_12, adj_44);
        wp::adj_add(var_38, var_42, adj_38, adj_42, adj_43);
        wp::adj_vec_t(var_41, adj_41, adj_42);
        wp::adj_sin(var_40, adj_40, adj_41);
        wp::adj_extract(var_6, var_39, adj_6, adj_39, adj_40);
        wp::adj_vec_t(var_36, var_37, adj_36, adj_37, adj_38);
        // adj: contact_uv_out[i, j, k, l] = wp.vec2(-0.917, -0.55) + wp.vec2(wp.sin(v0[0])) + wp.vec2(v1 + v2 + v3[0] + v3[1] + v3[2] + v6)  <L 17>
        wp::adj_add(var_35, var_32, adj_28, adj_32, adj_34);
        wp::adj_mul(var_33, var_31, adj_30, adj_31, adj_32);
        wp::adj_address(var_17, var_29, adj_17, adj_29, adj_30);
        wp::adj_address(var_17, var_27, adj_17, adj_27, adj_28);
        wp::adj_add(var_3, var_3, adj_3, adj_3, adj_27);
        // adj: v6 = buf4[(l + l)] + buf4[2] * 1.11                                               <L 16>
        wp::adj_array_store(var_17, var_25, var_26, adj_17, adj_25, adj_26);
        wp::adj_length(var_14, var_26, adj_14, adj_26);
        wp::adj_array_store(var_17, var_23, var_24, adj_17, adj_23, adj_24);
        wp::adj_length(var_14, var_24, adj_14, adj_24);
        wp::adj_array_store(var_17, var_21, var_22, adj_17, adj_21, adj_22);
        wp::adj_length(var_14, var_22, adj_14, adj_22);
        wp::adj_array_store(var_17, var_19, var_20, adj_17, adj_19, adj_20);
        wp::adj_length(var_14, var_20, adj_14, adj_20);
        // adj: buf4[j5] = wp.length(v3)                                                          <L 15>
        // adj: for j5 in range(4):                                                               <L 14>
        // adj: buf4 = wp.zeros(shape=(4,), dtype=float)                                          <L 13>
        wp::adj_add(var_6, var_6, adj_6, adj_6, adj_14);
        // adj: v3 = (v0 + v0)                                                                    <L 12>
        wp::adj_copy(var_13, adj_11, adj_12);
        wp::adj_address(var_contact_radii, var_0, var_1, var_2, var_3, adj_contact_radii, adj_0, adj_1, adj_2, adj_3, adj_11);
        // adj: v2 = contact_radii[i, j, k, l]                                                    <L 11>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_contact_densities, var_0, var_1, var_2, var_3, adj_contact_densities, adj_0, adj_1, adj_2, adj_3, adj_8);
        // adj: v1 = contact_densities[i, j, k, l]                                                <L 10>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_contact_velocities, var_0, var_1, var_2, var_3, adj_contact_velocities, adj_0, adj_1, adj_2, adj_3, adj_5);
        // adj: v0 = contact_velocities[i, j, k, l]                                               <L 9>
        if (var_4) {
            label0:;
            // adj: return                                                                        <L 8>
        }
        // adj: if i >= num_contacts:                                                             <L 7>
        // adj: i, j, k, l = wp.tid()                                                             <L 6>
        // adj: def launch_nd_000002(contact_velocities: wp.array4d[wp.vec3], contact_densities: wp.array4d[float], contact_radii: wp.array4d[float], partial_sums: wp.array[float], contact_uv_out: wp.array4d[wp.vec2], num_contacts: int):  <L 5>
        continue;
    }
}

