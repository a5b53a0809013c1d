// Generated for case linalg-000002 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::linear_tid<wp_linear_tid>(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)

struct wp_args_linalg_000002_bedb18fa {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> vertex_stresses;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> vertex_forces;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> vertex_jacobians;
};


template <bool wp_linear_contiguous>
static void linalg_000002_bedb18fa_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000002_bedb18fa *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    wp::mat_t<3, 3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::mat_t<3, 3, wp::float32> var_18;
    const wp::int32 var_19 = 0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 2;
    wp::float32 var_36;
    const wp::int32 var_37 = 2;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 1.0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
    wp::mat_t<3, 3, wp::float32> var_44;
    wp::mat_t<3, 3, wp::float32> var_45;
    wp::mat_t<3, 3, wp::float32> var_46;
    wp::mat_t<3, 3, wp::float32> var_47;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = -1.88;
    const wp::float32 var_50 = 1.85;
    const wp::float32 var_51 = -0.58;
    wp::vec_t<3, wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    const wp::int32 var_56 = 1;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::int32 var_61 = 2;
    wp::mat_t<2, 2, wp::float32> var_62;
    const wp::float32 var_63 = 0.97;
    wp::mat_t<2, 2, wp::float32> var_64;
    const wp::int32 var_65 = 2;
    wp::mat_t<2, 2, wp::float32> var_66;
    const wp::float32 var_67 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_68;
    wp::float32 var_69;
    wp::mat_t<2, 2, wp::float32> var_70;
    wp::mat_t<2, 2, wp::float32> var_71;
    //---------
    // forward
    // def linalg_000002(vertex_stresses: wp.array[wp.mat33], total_counts: wp.array[float], vertex_forces: wp.array[wp.vec3], vertex_jacobians: wp.array[wp.mat22]):       <L 7>
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
    // m3 = ((v0 * -1.894) + (v0 + v0))                                                       <L 12>
    var_13 = wp::mul(var_2, var_12);
    var_14 = wp::add(var_2, var_2);
    var_15 = wp::add(var_13, var_14);
    // m4 = wp.mat33()                                                                        <L 13>
    var_16 = wp::mat_t<3, 3, wp::float32>();
    // s5 = wp.vec3()                                                                         <L 14>
    var_17 = wp::vec_t<3, wp::float32>();
    // m6 = wp.mat33()                                                                        <L 15>
    var_18 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m3, m4, s5, m6)                                                                <L 16>
    wp::svd3(var_15, var_16, var_17, var_18);
    // v7 = m4 @ wp.diag(wp.vec3((s5[0] / (wp.abs(s5[0]) + 1.0)), (s5[1] / (wp.abs(s5[1]) + 1.0)), (s5[2] / (wp.abs(s5[2]) + 1.0)))) @ wp.transpose(m6)       <L 17>
    var_20 = wp::extract(var_17, var_19);
    var_22 = wp::extract(var_17, var_21);
    var_23 = wp::abs(var_22);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_20, var_25);
    var_28 = wp::extract(var_17, var_27);
    var_30 = wp::extract(var_17, var_29);
    var_31 = wp::abs(var_30);
    var_33 = wp::add(var_31, var_32);
    var_34 = wp::div(var_28, var_33);
    var_36 = wp::extract(var_17, var_35);
    var_38 = wp::extract(var_17, var_37);
    var_39 = wp::abs(var_38);
    var_41 = wp::add(var_39, var_40);
    var_42 = wp::div(var_36, var_41);
    var_43 = wp::vec_t<3, wp::float32>(var_26, var_34, var_42);
    var_44 = wp::diag(var_43);
    var_45 = wp::mul(var_16, var_44);
    var_46 = wp::transpose(var_18);
    var_47 = wp::mul(var_45, var_46);
    // vertex_forces[tid] = v2 + s5 + wp.vec3(-1.88, 1.85, -0.58) + wp.vec3(v1[0] + v1[1])       <L 18>
    var_48 = wp::add(var_11, var_17);
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    var_53 = wp::add(var_48, var_52);
    var_55 = wp::extract(var_6, var_54);
    var_57 = wp::extract(var_6, var_56);
    var_58 = wp::add(var_55, var_57);
    var_59 = wp::vec_t<3, wp::float32>(var_58);
    var_60 = wp::add(var_53, var_59);
    wp::array_store(var_vertex_forces, var_0, var_60);
    // vertex_jacobians[tid] = wp.identity(n=2, dtype=float) * 0.97 + wp.identity(n=2, dtype=float) * (wp.ddot(v7, wp.mat33(1.0)))       <L 20>
    var_62 = wp::identity<2, wp::float32>();
    var_64 = wp::mul(var_62, var_63);
    var_66 = wp::identity<2, wp::float32>();
    var_68 = wp::mat_t<3, 3, wp::float32>(var_67);
    var_69 = wp::ddot(var_47, var_68);
    var_70 = wp::mul(var_66, var_69);
    var_71 = wp::add(var_64, var_70);
    wp::array_store(var_vertex_jacobians, var_0, var_71);
}



struct linalg_000002_bedb18fa_cpu_block_payload_forward
{
    wp_args_linalg_000002_bedb18fa* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000002_bedb18fa_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000002_bedb18fa_cpu_block_payload_forward* payload = (linalg_000002_bedb18fa_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000002_bedb18fa_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void linalg_000002_bedb18fa_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000002_bedb18fa *_wp_args)
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
        linalg_000002_bedb18fa_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000002_bedb18fa_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

