// Generated for case geometry-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void geometry_000002_c1e16740_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::uint64 var_mesh,
    wp::uint64 var_bvh,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = 1.16;
        const wp::float32 var_8 = -1.09;
        const wp::float32 var_9 = 0.69;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::int32 var_12 = 12;
        wp::int32 var_13;
        const wp::int32 var_14 = 3;
        wp::int32 var_15;
        const wp::int32 var_16 = 0;
        wp::int32 var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::uint64 var_21;
        wp::uint64 var_22;
        bool var_23;
        wp::int32 var_24;
        const wp::float32 var_25 = 1.4;
        wp::float32 var_26;
        const wp::float32 var_27 = 0.5;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.6;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 0.0;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        wp::int32 var_39;
        const wp::int32 var_40 = 0;
        wp::int32 var_41;
        bool var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 0.1;
        const wp::float32 var_45 = 0.2;
        const wp::float32 var_46 = 2.5;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        const wp::float32 var_50 = 0.14;
        wp::bvh_query_t var_51;
        bool var_52;
        const wp::float32 var_53 = INFINITY;
        const wp::int32 var_54 = 1;
        wp::int32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = 0.62;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 2;
        wp::int32 var_62;
        wp::shape_t* var_63;
        const wp::int32 var_64 = 0;
        wp::int32 var_65;
        wp::shape_t var_66;
        wp::int32 var_67;
        wp::vec_t<3, wp::float32>* var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        const wp::float32 var_72 = 0.1;
        const wp::float32 var_73 = 0.2;
        const wp::float32 var_74 = 2.5;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::int32 var_78;
        const wp::int32 var_79 = -1;
        wp::vec_t<3, wp::float32> var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::vec_t<3, wp::float32> var_84;
        const wp::float32 var_85 = 0.0;
        wp::mesh_query_point_t var_86;
        const wp::float32 var_87 = 0.0;
        wp::vec_t<3, wp::float32> var_88;
        const wp::float32 var_89 = 0.0;
        wp::float32 var_90;
        bool* var_91;
        bool var_92;
        wp::int32* var_93;
        wp::float32* var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::vec_t<3, wp::float32> var_100;
        wp::int32 var_101;
        wp::vec_t<3, wp::float32> var_102;
        wp::float32 var_103;
        const wp::float32 var_104 = 0.24;
        wp::float32 var_105;
        wp::int32* var_106;
        wp::float32* var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32* var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::vec_t<3, wp::float32> var_113;
        wp::int32 var_114;
        const wp::float32 var_115 = 1.37;
        wp::vec_t<3, wp::float32> var_116;
        wp::vec_t<3, wp::float32> var_117;
        bool var_118;
        wp::vec_t<3, wp::float32> var_119;
        bool var_120;
        wp::float32 var_121;
        bool var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = -0.84;
        wp::float32 var_125;
        const wp::float32 var_126 = 1.0;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = 0.116;
        const wp::int32 var_131 = 1;
        wp::float32 var_132;
        const wp::float32 var_133 = -0.303;
        const wp::float32 var_134 = -1.8;
        wp::float32 var_135;
        wp::float32 var_136;
        wp::vec_t<3, wp::float32> var_137;
        wp::vec_t<3, wp::float32> var_138;
        wp::vec_t<3, wp::float32> var_139;
        const wp::float32 var_140 = 0.2;
        const wp::float32 var_141 = -1.8;
        const wp::float32 var_142 = -1.55;
        wp::vec_t<3, wp::float32> var_143;
        wp::vec_t<3, wp::float32> var_144;
        wp::vec_t<3, wp::float32> var_145;
        const wp::float32 var_146 = 0.62;
        wp::vec_t<3, wp::float32> var_147;
        wp::vec_t<3, wp::float32> var_148;
        //---------
        // forward
        // def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), mesh: wp.uint64, bvh: wp.uint64, out0: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // pq3 = wp.normalize(wp.vec3(1.16, -1.09, 0.69))                                         <L 9>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::normalize(var_10);
        // fi2 = (tid) % 12                                                                       <L 10>
        var_13 = wp::mod(var_0, var_12);
        // g4 = wp.mesh_get_point(mesh, fi2 * 3 + 0) - wp.mesh_eval_face_normal(mesh, fi2)        <L 11>
        var_15 = wp::mul(var_13, var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::mesh_get_point(var_mesh, var_17);
        var_19 = wp::mesh_eval_face_normal(var_mesh, var_13);
        var_20 = wp::sub(var_18, var_19);
        // c5 = int(wp.mesh_get_bvh(mesh) != wp.uint64(0))                                        <L 12>
        var_21 = wp::mesh_get_bvh(var_mesh);
        var_22 = 0ull;
        var_23 = (var_21 != var_22);
        var_24 = wp::int(var_23);
        // pq7 = (wp.sqrt(wp.abs(1.4) + 0.5) * (v0 / (wp.abs(1.6) + 1.0)))                        <L 13>
        var_26 = wp::abs(var_25);
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::sqrt(var_28);
        var_31 = wp::abs(var_30);
        var_33 = wp::add(var_31, var_32);
        var_34 = wp::div(var_2, var_33);
        var_35 = wp::mul(var_29, var_34);
        // g8 = float(0.0)                                                                        <L 14>
        var_37 = wp::float(var_36);
        // b6 = int(0)                                                                            <L 15>
        var_39 = wp::int(var_38);
        // root6 = wp.bvh_get_group_root(bvh, 0)                                                  <L 16>
        var_41 = wp::bvh_get_group_root(var_bvh, var_40);
        // bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize(wp.where(g8 >= g8, v1, pq3) + wp.vec3(0.1, 0.2, 2.5)), 0.14, root6)       <L 17>
        var_42 = (var_37 >= var_37);
        var_43 = wp::where(var_42, var_5, var_11);
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_48 = wp::add(var_43, var_47);
        var_49 = wp::normalize(var_48);
        var_51 = wp::bvh_query_capsule(var_bvh, var_35, var_49, var_50, var_41);
        // while wp.bvh_query_next(bq6, b6):                                                      <L 18>
        start_while_0:;
        var_52 = wp::bvh_query_capsule_next(var_51, var_39, var_53);
        if ((var_52) == false) goto end_while_0;
            // g8 += float(b6 + 1) * 0.62                                                         <L 19>
            var_55 = wp::add(var_39, var_54);
            var_56 = wp::float(var_55);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::add(var_37, var_58);
            wp::assign(var_37, var_59);
        goto start_while_0;
        end_while_0:;
        // v9 = g8                                                                                <L 20>
        var_60 = wp::copy(var_37);
        // pq11 = x1[(tid + 2) % x1.shape[0]]                                                     <L 21>
        var_62 = wp::add(var_0, var_61);
        var_63 = &(var_x1.shape);
        var_66 = wp::load(var_63);
        var_65 = wp::extract(var_66, var_64);
        var_67 = wp::mod(var_62, var_65);
        var_68 = wp::address(var_x1, var_67);
        var_70 = wp::load(var_68);
        var_69 = wp::copy(var_70);
        // c12 = wp.mesh_query_ray_count_intersections(mesh, pq11, wp.normalize(wp.cross(pq11, v0) + wp.vec3(0.1, 0.2, 2.5)))       <L 22>
        var_71 = wp::cross(var_69, var_2);
        var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
        var_76 = wp::add(var_71, var_75);
        var_77 = wp::normalize(var_76);
        var_78 = wp::mesh_query_ray_count_intersections(var_mesh, var_69, var_77, var_79);
        // pq14 = (wp.cw_mul(pq7, v1) / (wp.abs(v9) + 1.0))                                       <L 23>
        var_80 = wp::cw_mul(var_35, var_5);
        var_81 = wp::abs(var_60);
        var_83 = wp::add(var_81, var_82);
        var_84 = wp::div(var_80, var_83);
        // q13 = wp.mesh_query_furthest_point_no_sign(mesh, pq14, 0.0)                            <L 24>
        var_86 = wp::mesh_query_furthest_point_no_sign(var_mesh, var_84, var_85);
        // g15 = wp.vec3(0.0)                                                                     <L 25>
        var_88 = wp::vec_t<3, wp::float32>(var_87);
        // g16 = float(0.0)                                                                       <L 26>
        var_90 = wp::float(var_89);
        // if q13.result:                                                                         <L 27>
        var_91 = &((var_86).result);
        var_92 = wp::load(var_91);
        if (var_92) {
            // g15 = wp.mesh_eval_position(mesh, q13.face, wp.round(q13.u), wp.round(q13.v))       <L 28>
            var_93 = &((var_86).face);
            var_94 = &((var_86).u);
            var_96 = wp::load(var_94);
            var_95 = wp::round(var_96);
            var_97 = &((var_86).v);
            var_99 = wp::load(var_97);
            var_98 = wp::round(var_99);
            var_101 = wp::load(var_93);
            var_100 = wp::mesh_eval_position(var_mesh, var_101, var_95, var_98);
            // g16 = wp.length(g15 - pq14) * 0.24                                                 <L 29>
            var_102 = wp::sub(var_100, var_84);
            var_103 = wp::length(var_102);
            var_105 = wp::mul(var_103, var_104);
            // g15 += wp.mesh_eval_velocity(mesh, q13.face, wp.round(q13.u), wp.round(q13.v)) * 1.37       <L 30>
            var_106 = &((var_86).face);
            var_107 = &((var_86).u);
            var_109 = wp::load(var_107);
            var_108 = wp::round(var_109);
            var_110 = &((var_86).v);
            var_112 = wp::load(var_110);
            var_111 = wp::round(var_112);
            var_114 = wp::load(var_106);
            var_113 = wp::mesh_eval_velocity(var_mesh, var_114, var_108, var_111);
            var_116 = wp::mul(var_113, var_115);
            var_117 = wp::add(var_100, var_116);
        }
        var_118 = wp::load(var_91);
        var_120 = wp::load(var_91);
        var_119 = wp::where(var_120, var_117, var_88);
        var_122 = wp::load(var_91);
        var_121 = wp::where(var_122, var_105, var_90);
        // v17 = wp.vec3((wp.abs(v9) - wp.mod(v9, wp.abs(-0.84) + 1.0)), 0.116, (pq11[1] + wp.max(-0.303, -1.8)))       <L 31>
        var_123 = wp::abs(var_60);
        var_125 = wp::abs(var_124);
        var_127 = wp::add(var_125, var_126);
        var_128 = wp::mod(var_60, var_127);
        var_129 = wp::sub(var_123, var_128);
        var_132 = wp::extract(var_69, var_131);
        var_135 = wp::max(var_133, var_134);
        var_136 = wp::add(var_132, var_135);
        var_137 = wp::vec_t<3, wp::float32>(var_129, var_130, var_136);
        // out0[tid] = pq14 + g15 + v17 + (pq7 + (wp.vec3(0.2, -1.8, -1.55) + pq11)) * 0.62       <L 32>
        var_138 = wp::add(var_84, var_119);
        var_139 = wp::add(var_138, var_137);
        var_143 = wp::vec_t<3, wp::float32>(var_140, var_141, var_142);
        var_144 = wp::add(var_143, var_69);
        var_145 = wp::add(var_35, var_144);
        var_147 = wp::mul(var_145, var_146);
        var_148 = wp::add(var_139, var_147);
        wp::array_store(var_out0, var_0, var_148);
    }
}



extern "C" __global__ void geometry_000002_c1e16740_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::uint64 var_mesh,
    wp::uint64 var_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::uint64 adj_mesh,
    wp::uint64 adj_bvh,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0)
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
        const wp::float32 var_7 = 1.16;
        const wp::float32 var_8 = -1.09;
        const wp::float32 var_9 = 0.69;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        const wp::int32 var_12 = 12;
        wp::int32 var_13;
        const wp::int32 var_14 = 3;
        wp::int32 var_15;
        const wp::int32 var_16 = 0;
        wp::int32 var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::uint64 var_21;
        wp::uint64 var_22;
        bool var_23;
        wp::int32 var_24;
        const wp::float32 var_25 = 1.4;
        wp::float32 var_26;
        const wp::float32 var_27 = 0.5;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.6;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        const wp::float32 var_36 = 0.0;
        wp::float32 var_37;
        const wp::int32 var_38 = 0;
        wp::int32 var_39;
        const wp::int32 var_40 = 0;
        wp::int32 var_41;
        bool var_42;
        wp::vec_t<3, wp::float32> var_43;
        const wp::float32 var_44 = 0.1;
        const wp::float32 var_45 = 0.2;
        const wp::float32 var_46 = 2.5;
        wp::vec_t<3, wp::float32> var_47;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        const wp::float32 var_50 = 0.14;
        wp::bvh_query_t var_51;
        bool var_52;
        const wp::float32 var_53 = INFINITY;
        const wp::int32 var_54 = 1;
        wp::int32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = 0.62;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::int32 var_61 = 2;
        wp::int32 var_62;
        wp::shape_t* var_63;
        const wp::int32 var_64 = 0;
        wp::int32 var_65;
        wp::shape_t var_66;
        wp::int32 var_67;
        wp::vec_t<3, wp::float32>* var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        const wp::float32 var_72 = 0.1;
        const wp::float32 var_73 = 0.2;
        const wp::float32 var_74 = 2.5;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::int32 var_78;
        const wp::int32 var_79 = -1;
        wp::vec_t<3, wp::float32> var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::vec_t<3, wp::float32> var_84;
        const wp::float32 var_85 = 0.0;
        wp::mesh_query_point_t var_86;
        const wp::float32 var_87 = 0.0;
        wp::vec_t<3, wp::float32> var_88;
        const wp::float32 var_89 = 0.0;
        wp::float32 var_90;
        bool* var_91;
        bool var_92;
        wp::int32* var_93;
        wp::float32* var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::vec_t<3, wp::float32> var_100;
        wp::int32 var_101;
        wp::vec_t<3, wp::float32> var_102;
        wp::float32 var_103;
        const wp::float32 var_104 = 0.24;
        wp::float32 var_105;
        wp::int32* var_106;
        wp::float32* var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        wp::float32* var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::vec_t<3, wp::float32> var_113;
        wp::int32 var_114;
        const wp::float32 var_115 = 1.37;
        wp::vec_t<3, wp::float32> var_116;
        wp::vec_t<3, wp::float32> var_117;
        bool var_118;
        wp::vec_t<3, wp::float32> var_119;
        bool var_120;
        wp::float32 var_121;
        bool var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = -0.84;
        wp::float32 var_125;
        const wp::float32 var_126 = 1.0;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = 0.116;
        const wp::int32 var_131 = 1;
        wp::float32 var_132;
        const wp::float32 var_133 = -0.303;
        const wp::float32 var_134 = -1.8;
        wp::float32 var_135;
        wp::float32 var_136;
        wp::vec_t<3, wp::float32> var_137;
        wp::vec_t<3, wp::float32> var_138;
        wp::vec_t<3, wp::float32> var_139;
        const wp::float32 var_140 = 0.2;
        const wp::float32 var_141 = -1.8;
        const wp::float32 var_142 = -1.55;
        wp::vec_t<3, wp::float32> var_143;
        wp::vec_t<3, wp::float32> var_144;
        wp::vec_t<3, wp::float32> var_145;
        const wp::float32 var_146 = 0.62;
        wp::vec_t<3, wp::float32> var_147;
        wp::vec_t<3, wp::float32> var_148;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::uint64 adj_21 = {};
        wp::uint64 adj_22 = {};
        bool adj_23 = {};
        wp::int32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::int32 adj_41 = {};
        bool adj_42 = {};
        wp::vec_t<3, wp::float32> adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::vec_t<3, wp::float32> adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::float32 adj_50 = {};
        wp::bvh_query_t adj_51 = {};
        bool adj_52 = {};
        wp::float32 adj_53 = {};
        wp::int32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::shape_t adj_63 = {};
        wp::int32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::shape_t adj_66 = {};
        wp::int32 adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::vec_t<3, wp::float32> adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        wp::vec_t<3, wp::float32> adj_77 = {};
        wp::int32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::vec_t<3, wp::float32> adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::vec_t<3, wp::float32> adj_84 = {};
        wp::float32 adj_85 = {};
        wp::mesh_query_point_t adj_86 = {};
        wp::float32 adj_87 = {};
        wp::vec_t<3, wp::float32> adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        bool adj_91 = {};
        bool adj_92 = {};
        wp::int32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::vec_t<3, wp::float32> adj_100 = {};
        wp::int32 adj_101 = {};
        wp::vec_t<3, wp::float32> adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::int32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::vec_t<3, wp::float32> adj_113 = {};
        wp::int32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::vec_t<3, wp::float32> adj_116 = {};
        wp::vec_t<3, wp::float32> adj_117 = {};
        bool adj_118 = {};
        wp::vec_t<3, wp::float32> adj_119 = {};
        bool adj_120 = {};
        wp::float32 adj_121 = {};
        bool adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::int32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::float32 adj_136 = {};
        wp::vec_t<3, wp::float32> adj_137 = {};
        wp::vec_t<3, wp::float32> adj_138 = {};
        wp::vec_t<3, wp::float32> adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::vec_t<3, wp::float32> adj_143 = {};
        wp::vec_t<3, wp::float32> adj_144 = {};
        wp::vec_t<3, wp::float32> adj_145 = {};
        wp::float32 adj_146 = {};
        wp::vec_t<3, wp::float32> adj_147 = {};
        wp::vec_t<3, wp::float32> adj_148 = {};
        //---------
        // forward
        // def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), mesh: wp.uint64, bvh: wp.uint64, out0: wp.array(dtype=wp.vec3)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = x1[tid]                                                                           <L 8>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // pq3 = wp.normalize(wp.vec3(1.16, -1.09, 0.69))                                         <L 9>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::normalize(var_10);
        // fi2 = (tid) % 12                                                                       <L 10>
        var_13 = wp::mod(var_0, var_12);
        // g4 = wp.mesh_get_point(mesh, fi2 * 3 + 0) - wp.mesh_eval_face_normal(mesh, fi2)        <L 11>
        var_15 = wp::mul(var_13, var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::mesh_get_point(var_mesh, var_17);
        var_19 = wp::mesh_eval_face_normal(var_mesh, var_13);
        var_20 = wp::sub(var_18, var_19);
        // c5 = int(wp.mesh_get_bvh(mesh) != wp.uint64(0))                                        <L 12>
        var_21 = wp::mesh_get_bvh(var_mesh);
        var_22 = 0ull;
        var_23 = (var_21 != var_22);
        var_24 = wp::int(var_23);
        // pq7 = (wp.sqrt(wp.abs(1.4) + 0.5) * (v0 / (wp.abs(1.6) + 1.0)))                        <L 13>
        var_26 = wp::abs(var_25);
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::sqrt(var_28);
        var_31 = wp::abs(var_30);
        var_33 = wp::add(var_31, var_32);
        var_34 = wp::div(var_2, var_33);
        var_35 = wp::mul(var_29, var_34);
        // g8 = float(0.0)                                                                        <L 14>
        var_37 = wp::float(var_36);
        // b6 = int(0)                                                                            <L 15>
        var_39 = wp::int(var_38);
        // root6 = wp.bvh_get_group_root(bvh, 0)                                                  <L 16>
        var_41 = wp::bvh_get_group_root(var_bvh, var_40);
        // bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize(wp.where(g8 >= g8, v1, pq3) + wp.vec3(0.1, 0.2, 2.5)), 0.14, root6)       <L 17>
        var_42 = (var_37 >= var_37);
        var_43 = wp::where(var_42, var_5, var_11);
        var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
        var_48 = wp::add(var_43, var_47);
        var_49 = wp::normalize(var_48);
        var_51 = wp::bvh_query_capsule(var_bvh, var_35, var_49, var_50, var_41);
        // while wp.bvh_query_next(bq6, b6):                                                      <L 18>
        // v9 = g8                                                                                <L 20>
        var_60 = wp::copy(var_37);
        // pq11 = x1[(tid + 2) % x1.shape[0]]                                                     <L 21>
        var_62 = wp::add(var_0, var_61);
        var_63 = &(var_x1.shape);
        var_66 = wp::load(var_63);
        var_65 = wp::extract(var_66, var_64);
        var_67 = wp::mod(var_62, var_65);
        var_68 = wp::address(var_x1, var_67);
        var_70 = wp::load(var_68);
        var_69 = wp::copy(var_70);
        // c12 = wp.mesh_query_ray_count_intersections(mesh, pq11, wp.normalize(wp.cross(pq11, v0) + wp.vec3(0.1, 0.2, 2.5)))       <L 22>
        var_71 = wp::cross(var_69, var_2);
        var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
        var_76 = wp::add(var_71, var_75);
        var_77 = wp::normalize(var_76);
        var_78 = wp::mesh_query_ray_count_intersections(var_mesh, var_69, var_77, var_79);
        // pq14 = (wp.cw_mul(pq7, v1) / (wp.abs(v9) + 1.0))                                       <L 23>
        var_80 = wp::cw_mul(var_35, var_5);
        var_81 = wp::abs(var_60);
        var_83 = wp::add(var_81, var_82);
        var_84 = wp::div(var_80, var_83);
        // q13 = wp.mesh_query_furthest_point_no_sign(mesh, pq14, 0.0)                            <L 24>
        var_86 = wp::mesh_query_furthest_point_no_sign(var_mesh, var_84, var_85);
        // g15 = wp.vec3(0.0)                                                                     <L 25>
        var_88 = wp::vec_t<3, wp::float32>(var_87);
        // g16 = float(0.0)                                                                       <L 26>
        var_90 = wp::float(var_89);
        // if q13.result:                                                                         <L 27>
        var_91 = &((var_86).result);
        var_92 = wp::load(var_91);
        if (var_92) {
            // g15 = wp.mesh_eval_position(mesh, q13.face, wp.round(q13.u), wp.round(q13.v))       <L 28>
            var_93 = &((var_86).face);
            var_94 = &((var_86).u);
            var_96 = wp::load(var_94);
            var_95 = wp::round(var_96);
            var_97 = &((var_86).v);
            var_99 = wp::load(var_97);
            var_98 = wp::round(var_99);
            var_101 = wp::load(var_93);
            var_100 = wp::mesh_eval_position(var_mesh, var_101, var_95, var_98);
            // g16 = wp.length(g15 - pq14) * 0.24                                                 <L 29>
            var_102 = wp::sub(var_100, var_84);
            var_103 = wp::length(var_102);
            var_105 = wp::mul(var_103, var_104);
            // g15 += wp.mesh_eval_velocity(mesh, q13.face, wp.round(q13.u), wp.round(q13.v)) * 1.37       <L 30>
            var_106 = &((var_86).face);
            var_107 = &((var_86).u);
            var_109 = wp::load(var_107);
            var_108 = wp::round(var_109);
            var_110 = &((var_86).v);
            var_112 = wp::load(var_110);
            var_111 = wp::round(var_112);
            var_114 = wp::load(var_106);
            var_113 = wp::mesh_eval_velocity(var_mesh, var_114, var_108, var_111);
            var_116 = wp::mul(var_113, var_115);
            var_117 = wp::add(var_100, var_116);
        }
        var_118 = wp::load(var_91);
        var_120 = wp::load(var_91);
        var_119 = wp::where(var_120, var_117, var_88);
        var_122 = wp::load(var_91);
        var_121 = wp::where(var_122, var_105, var_90);
        // v17 = wp.vec3((wp.abs(v9) - wp.mod(v9, wp.abs(-0.84) + 1.0)), 0.116, (pq11[1] + wp.max(-0.303, -1.8)))       <L 31>
        var_123 = wp::abs(var_60);
        var_125 = wp::abs(var_124);
        var_127 = wp::add(var_125, var_126);
        var_128 = wp::mod(var_60, var_127);
        var_129 = wp::sub(var_123, var_128);
        var_132 = wp::extract(var_69, var_131);
        var_135 = wp::max(var_133, var_134);
        var_136 = wp::add(var_132, var_135);
        var_137 = wp::vec_t<3, wp::float32>(var_129, var_130, var_136);
        // out0[tid] = pq14 + g15 + v17 + (pq7 + (wp.vec3(0.2, -1.8, -1.55) + pq11)) * 0.62       <L 32>
        var_138 = wp::add(var_84, var_119);
        var_139 = wp::add(var_138, var_137);
        var_143 = wp::vec_t<3, wp::float32>(var_140, var_141, var_142);
        var_144 = wp::add(var_143, var_69);
        var_145 = wp::add(var_35, var_144);
        var_147 = wp::mul(var_145, var_146);
        var_148 = wp::add(var_139, var_147);
        // wp::array_store(var_out0, var_0, var_148);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_148, adj_out0, adj_0, adj_148);
        wp::adj_add(var_139, var_147, adj_139, adj_147, adj_148);
        wp::adj_mul(var_145, var_146, adj_145, adj_146, adj_147);
        wp::adj_add(var_35, var_144, adj_35, adj_144, adj_145);
        wp::adj_add(var_143, var_69, adj_143, adj_69, adj_144);
        wp::adj_vec_t(var_140, var_141, var_142, adj_140, adj_141, adj_142, adj_143);
        wp::adj_add(var_138, var_137, adj_138, adj_137, adj_139);
        wp::adj_add(var_84, var_119, adj_84, adj_119, adj_138);
        // adj: out0[tid] = pq14 + g15 + v17 + (pq7 + (wp.vec3(0.2, -1.8, -1.55) + pq11)) * 0.62  <L 32>
        wp::adj_vec_t(var_129, var_130, var_136, adj_129, adj_130, adj_136, adj_137);
        wp::adj_add(var_132, var_135, adj_132, adj_135, adj_136);
        wp::adj_max(var_133, var_134, adj_133, adj_134, adj_135);
        wp::adj_extract(var_69, var_131, adj_69, adj_131, adj_132);
        wp::adj_sub(var_123, var_128, adj_123, adj_128, adj_129);
        wp::adj_mod(var_60, var_127, adj_60, adj_127, adj_128);
        wp::adj_add(var_125, var_126, adj_125, adj_126, adj_127);
        wp::adj_abs(var_124, adj_124, adj_125);
        wp::adj_abs(var_60, adj_60, adj_123);
        // adj: v17 = wp.vec3((wp.abs(v9) - wp.mod(v9, wp.abs(-0.84) + 1.0)), 0.116, (pq11[1] + wp.max(-0.303, -1.8)))  <L 31>
        wp::adj_where(var_122, var_105, var_90, adj_91, adj_105, adj_90, adj_121);
        wp::adj_where(var_120, var_117, var_88, adj_91, adj_117, adj_88, adj_119);
        if (var_118) {
            wp::adj_add(var_100, var_116, adj_100, adj_116, adj_117);
            wp::adj_mul(var_113, var_115, adj_113, adj_115, adj_116);
            wp::adj_mesh_eval_velocity(var_mesh, var_114, var_108, var_111, adj_mesh, adj_106, adj_108, adj_111, adj_113);
            adj_86.v += adj_110;
            adj_86.u += adj_107;
            adj_86.face = adj_106;
            // adj: g15 += wp.mesh_eval_velocity(mesh, q13.face, wp.round(q13.u), wp.round(q13.v)) * 1.37  <L 30>
            wp::adj_mul(var_103, var_104, adj_103, adj_104, adj_105);
            wp::adj_length(var_102, var_103, adj_102, adj_103);
            wp::adj_sub(var_100, var_84, adj_100, adj_84, adj_102);
            // adj: g16 = wp.length(g15 - pq14) * 0.24                                            <L 29>
            wp::adj_mesh_eval_position(var_mesh, var_101, var_95, var_98, adj_mesh, adj_93, adj_95, adj_98, adj_100);
            adj_86.v += adj_97;
            adj_86.u += adj_94;
            adj_86.face = adj_93;
            // adj: g15 = wp.mesh_eval_position(mesh, q13.face, wp.round(q13.u), wp.round(q13.v))  <L 28>
        }
        adj_86.result = adj_91;
        // adj: if q13.result:                                                                    <L 27>
        wp::adj_float(var_89, adj_89, adj_90);
        // adj: g16 = float(0.0)                                                                  <L 26>
        wp::adj_vec_t(var_87, adj_87, adj_88);
        // adj: g15 = wp.vec3(0.0)                                                                <L 25>
        wp::adj_mesh_query_furthest_point_no_sign(var_mesh, var_84, var_85, var_86, adj_mesh, adj_84, adj_85, adj_86);
        // adj: q13 = wp.mesh_query_furthest_point_no_sign(mesh, pq14, 0.0)                       <L 24>
        wp::adj_div(var_80, var_83, adj_80, adj_83, adj_84);
        wp::adj_add(var_81, var_82, adj_81, adj_82, adj_83);
        wp::adj_abs(var_60, adj_60, adj_81);
        wp::adj_cw_mul(var_35, var_5, adj_35, adj_5, adj_80);
        // adj: pq14 = (wp.cw_mul(pq7, v1) / (wp.abs(v9) + 1.0))                                  <L 23>
        wp::adj_normalize(var_76, var_77, adj_76, adj_77);
        wp::adj_add(var_71, var_75, adj_71, adj_75, adj_76);
        wp::adj_vec_t(var_72, var_73, var_74, adj_72, adj_73, adj_74, adj_75);
        wp::adj_cross(var_69, var_2, adj_69, adj_2, adj_71);
        // adj: c12 = wp.mesh_query_ray_count_intersections(mesh, pq11, wp.normalize(wp.cross(pq11, v0) + wp.vec3(0.1, 0.2, 2.5)))  <L 22>
        wp::adj_copy(var_70, adj_68, adj_69);
        wp::adj_address(var_x1, var_67, adj_x1, adj_67, adj_68);
        wp::adj_mod(var_62, var_65, adj_62, adj_65, adj_67);
        adj_x1.shape = adj_63;
        wp::adj_add(var_0, var_61, adj_0, adj_61, adj_62);
        // adj: pq11 = x1[(tid + 2) % x1.shape[0]]                                                <L 21>
        wp::adj_copy(var_37, adj_37, adj_60);
        // adj: v9 = g8                                                                           <L 20>
        start_while_0:;
        var_52 = wp::bvh_query_capsule_next(var_51, var_39, var_53);
        if ((var_52) == false) goto end_while_0;
        adj_54 = {};
        adj_55 = {};
        adj_56 = {};
        adj_57 = {};
        adj_58 = {};
        adj_59 = {};
            // g8 += float(b6 + 1) * 0.62                                                         <L 19>
            var_55 = wp::add(var_39, var_54);
            var_56 = wp::float(var_55);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::add(var_37, var_58);
            wp::assign(var_37, var_59);
            wp::adj_assign(var_37, var_59, adj_37, adj_59);
            wp::adj_add(var_37, var_58, adj_37, adj_58, adj_59);
            wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
            wp::adj_float(var_55, adj_55, adj_56);
            wp::adj_add(var_39, var_54, adj_39, adj_54, adj_55);
            // adj: g8 += float(b6 + 1) * 0.62                                                    <L 19>
        goto start_while_0;
        end_while_0:;
        // adj: while wp.bvh_query_next(bq6, b6):                                                 <L 18>
        wp::adj_normalize(var_48, var_49, adj_48, adj_49);
        wp::adj_add(var_43, var_47, adj_43, adj_47, adj_48);
        wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
        wp::adj_where(var_42, var_5, var_11, adj_42, adj_5, adj_11, adj_43);
        // adj: bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize(wp.where(g8 >= g8, v1, pq3) + wp.vec3(0.1, 0.2, 2.5)), 0.14, root6)  <L 17>
        // adj: root6 = wp.bvh_get_group_root(bvh, 0)                                             <L 16>
        // adj: b6 = int(0)                                                                       <L 15>
        wp::adj_float(var_36, adj_36, adj_37);
        // adj: g8 = float(0.0)                                                                   <L 14>
        wp::adj_mul(var_29, var_34, adj_29, adj_34, adj_35);
        wp::adj_div(var_2, var_33, adj_2, adj_33, adj_34);
        wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
        wp::adj_abs(var_30, adj_30, adj_31);
        wp::adj_sqrt(var_28, var_29, adj_28, adj_29);
        wp::adj_add(var_26, var_27, adj_26, adj_27, adj_28);
        wp::adj_abs(var_25, adj_25, adj_26);
        // adj: pq7 = (wp.sqrt(wp.abs(1.4) + 0.5) * (v0 / (wp.abs(1.6) + 1.0)))                   <L 13>
        // adj: c5 = int(wp.mesh_get_bvh(mesh) != wp.uint64(0))                                   <L 12>
        wp::adj_sub(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
        // adj: g4 = wp.mesh_get_point(mesh, fi2 * 3 + 0) - wp.mesh_eval_face_normal(mesh, fi2)   <L 11>
        wp::adj_mod(var_0, var_12, adj_0, adj_12, adj_13);
        // adj: fi2 = (tid) % 12                                                                  <L 10>
        wp::adj_normalize(var_10, var_11, adj_10, adj_11);
        wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        // adj: pq3 = wp.normalize(wp.vec3(1.16, -1.09, 0.69))                                    <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), mesh: wp.uint64, bvh: wp.uint64, out0: wp.array(dtype=wp.vec3)):  <L 5>
        continue;
    }
}

