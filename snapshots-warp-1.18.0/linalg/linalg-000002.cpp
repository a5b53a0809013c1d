// Generated for case linalg-000002 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::tid(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)

struct wp_args_linalg_000002_37acaf97 {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> vertex_stresses;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> vertex_forces;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> vertex_jacobians;
};


void linalg_000002_37acaf97_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000002_37acaf97 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_vertex_stresses = _wp_args->vertex_stresses;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> var_vertex_forces = _wp_args->vertex_forces;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_vertex_jacobians = _wp_args->vertex_jacobians;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<3, 3, wp::float32>* var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    wp::mat_t<3, 3, wp::float32> var_3;
    const wp::float32 var_4 = -0.271;
    const wp::float32 var_5 = -0.39;
    wp::vec_t<2, wp::float32> var_6;
    const wp::float32 var_7 = -1.9;
    const wp::float32 var_8 = -0.36;
    const wp::float32 var_9 = -0.0;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = -1.894;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::mat_t<3, 3, wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::float32 var_16 = 1.5;
    const wp::float32 var_17 = 3.0;
    const wp::float32 var_18 = 4.5;
    wp::vec_t<3, wp::float32> var_19;
    wp::mat_t<3, 3, wp::float32> var_20;
    wp::mat_t<3, 3, wp::float32> var_21;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::mat_t<3, 3, wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::int32 var_27 = 0;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 1;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 2;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = 1.0;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::mat_t<3, 3, wp::float32> var_50;
    wp::mat_t<3, 3, wp::float32> var_51;
    wp::mat_t<3, 3, wp::float32> var_52;
    wp::mat_t<3, 3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = -1.88;
    const wp::float32 var_56 = 1.85;
    const wp::float32 var_57 = -0.58;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    const wp::int32 var_60 = 0;
    wp::float32 var_61;
    const wp::int32 var_62 = 1;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::vec_t<3, wp::float32> var_65;
    wp::vec_t<3, wp::float32> var_66;
    const wp::int32 var_67 = 2;
    wp::mat_t<2, 2, wp::float32> var_68;
    const wp::float32 var_69 = 0.97;
    wp::mat_t<2, 2, wp::float32> var_70;
    const wp::int32 var_71 = 2;
    wp::mat_t<2, 2, wp::float32> var_72;
    const wp::float32 var_73 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_74;
    wp::float32 var_75;
    wp::mat_t<2, 2, wp::float32> var_76;
    wp::mat_t<2, 2, wp::float32> var_77;
    //---------
    // forward
    // def linalg_000002(vertex_stresses: wp.array(dtype=wp.mat33), total_counts: wp.array(dtype=float), vertex_forces: wp.array(dtype=wp.vec3), vertex_jacobians: wp.array(dtype=wp.mat22)):       <L 7>
    // tid = wp.tid()  # thread index                                                         <L 8>
    var_0 = builtin_tid1d();
    // v0 = vertex_stresses[tid]                                                              <L 9>
    var_1 = wp::address(var_vertex_stresses, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = wp.vec2(-0.271, -0.39)                                                            <L 10>
    var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
    // v2 = (v0 @ wp.vec3(-1.9, -0.36, -0.0))                                                 <L 11>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_11 = wp::mul(var_2, var_10);
    // m3 = ((v0 * -1.894) + (v0 + v0)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))                     <L 12>
    var_13 = wp::mul(var_2, var_12);
    var_14 = wp::add(var_2, var_2);
    var_15 = wp::add(var_13, var_14);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::diag(var_19);
    var_21 = wp::add(var_15, var_20);
    // m4 = wp.mat33()                                                                        <L 13>
    var_22 = wp::mat_t<3, 3, wp::float32>();
    // s5 = wp.vec3()                                                                         <L 14>
    var_23 = wp::vec_t<3, wp::float32>();
    // m6 = wp.mat33()                                                                        <L 15>
    var_24 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m3, m4, s5, m6)                                                                <L 16>
    wp::svd3(var_21, var_22, var_23, var_24);
    // v7 = m4 @ wp.diag(wp.vec3((s5[0] / (wp.abs(s5[0]) + 1.0)), (s5[1] / (wp.abs(s5[1]) + 1.0)), (s5[2] / (wp.abs(s5[2]) + 1.0)))) @ wp.transpose(m6)       <L 17>
    var_26 = wp::extract(var_23, var_25);
    var_28 = wp::extract(var_23, var_27);
    var_29 = wp::abs(var_28);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::div(var_26, var_31);
    var_34 = wp::extract(var_23, var_33);
    var_36 = wp::extract(var_23, var_35);
    var_37 = wp::abs(var_36);
    var_39 = wp::add(var_37, var_38);
    var_40 = wp::div(var_34, var_39);
    var_42 = wp::extract(var_23, var_41);
    var_44 = wp::extract(var_23, var_43);
    var_45 = wp::abs(var_44);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::div(var_42, var_47);
    var_49 = wp::vec_t<3, wp::float32>(var_32, var_40, var_48);
    var_50 = wp::diag(var_49);
    var_51 = wp::mul(var_22, var_50);
    var_52 = wp::transpose(var_24);
    var_53 = wp::mul(var_51, var_52);
    // vertex_forces[tid] = v2 + s5 + wp.vec3(-1.88, 1.85, -0.58) + wp.vec3(v1[0] + v1[1])       <L 18>
    var_54 = wp::add(var_11, var_23);
    var_58 = wp::vec_t<3, wp::float32>(var_55, var_56, var_57);
    var_59 = wp::add(var_54, var_58);
    var_61 = wp::extract(var_6, var_60);
    var_63 = wp::extract(var_6, var_62);
    var_64 = wp::add(var_61, var_63);
    var_65 = wp::vec_t<3, wp::float32>(var_64);
    var_66 = wp::add(var_59, var_65);
    wp::array_store(var_vertex_forces, var_0, var_66);
    // vertex_jacobians[tid] = wp.identity(n=2, dtype=float) * 0.97 + wp.identity(n=2, dtype=float) * (wp.ddot(v7, wp.mat33(1.0)))       <L 20>
    var_68 = wp::identity<2, wp::float32>();
    var_70 = wp::mul(var_68, var_69);
    var_72 = wp::identity<2, wp::float32>();
    var_74 = wp::mat_t<3, 3, wp::float32>(var_73);
    var_75 = wp::ddot(var_53, var_74);
    var_76 = wp::mul(var_72, var_75);
    var_77 = wp::add(var_70, var_76);
    wp::array_store(var_vertex_jacobians, var_0, var_77);
}



struct linalg_000002_37acaf97_cpu_block_payload_forward
{
    wp_args_linalg_000002_37acaf97* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000002_37acaf97_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000002_37acaf97_cpu_block_payload_forward* payload = (linalg_000002_37acaf97_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000002_37acaf97_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void linalg_000002_37acaf97_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000002_37acaf97 *_wp_args)
{
    constexpr size_t block_dim = (size_t)WP_TILE_BLOCK_DIM;
    const size_t total = dim->size;
    size_t block_first = 0;
    size_t block_id = 0;

    while (block_first < total)
    {
        const size_t remaining = total - block_first;
        const int active_count = (int)(remaining < block_dim ? remaining : block_dim);
        wp::tile_shared_storage_t tile_mem;
        linalg_000002_37acaf97_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000002_37acaf97_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

