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

struct wp_args_linalg_000002_4976f8cb {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> vertex_stresses;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> vertex_forces;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> vertex_jacobians;
};


template <bool wp_linear_contiguous>
static void linalg_000002_4976f8cb_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000002_4976f8cb *_wp_args)
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
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 1;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 2;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::mat_t<3, 3, wp::float32> var_19;
    wp::mat_t<3, 3, wp::float32> var_20;
    wp::mat_t<3, 3, wp::float32> var_21;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.91;
    const wp::float32 var_25 = -1.95;
    wp::vec_t<2, wp::float32> var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    const wp::float32 var_28 = -1.345;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = -0.0;
    const wp::float32 var_31 = 0.9;
    const wp::float32 var_32 = 1.2;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    const wp::float32 var_35 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 0.67;
    wp::mat_t<2, 2, wp::float32> var_45;
    wp::mat_t<2, 2, wp::float32> var_46;
    const wp::int32 var_47 = 2;
    wp::mat_t<2, 2, wp::float32> var_48;
    const wp::float32 var_49 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::mat_t<2, 2, wp::float32> var_53;
    wp::mat_t<2, 2, wp::float32> var_54;
    //---------
    // forward
    // def linalg_000002(vertex_stresses: wp.array(dtype=wp.mat33), total_counts: wp.array(dtype=float), vertex_forces: wp.array(dtype=wp.vec3), vertex_jacobians: wp.array(dtype=wp.mat22)):       <L 7>
    // tid = wp.tid()  # thread index                                                         <L 8>
    var_0 = builtin_tid1d();
    // v0 = vertex_stresses[tid]                                                              <L 9>
    var_1 = wp::address(var_vertex_stresses, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // m1 = v0                                                                                <L 10>
    var_4 = wp::copy(var_2);
    // m2 = wp.mat33()                                                                        <L 11>
    var_5 = wp::mat_t<3, 3, wp::float32>();
    // s3 = wp.vec3()                                                                         <L 12>
    var_6 = wp::vec_t<3, wp::float32>();
    // wp.eig3(m1 + wp.transpose(m1), m2, s3)                                                 <L 13>
    var_7 = wp::transpose(var_4);
    var_8 = wp::add(var_4, var_7);
    wp::eig3(var_8, var_5, var_6);
    // v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)       <L 14>
    var_10 = wp::extract(var_6, var_9);
    var_11 = wp::tanh(var_10);
    var_13 = wp::extract(var_6, var_12);
    var_14 = wp::tanh(var_13);
    var_16 = wp::extract(var_6, var_15);
    var_17 = wp::tanh(var_16);
    var_18 = wp::vec_t<3, wp::float32>(var_11, var_14, var_17);
    var_19 = wp::diag(var_18);
    var_20 = wp::mul(var_5, var_19);
    var_21 = wp::transpose(var_5);
    var_22 = wp::mul(var_20, var_21);
    // v5 = wp.length(s3)                                                                     <L 15>
    var_23 = wp::length(var_6);
    // v6 = wp.diag(wp.vec2(1.91, -1.95))                                                     <L 16>
    var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
    var_27 = wp::diag(var_26);
    // v7 = wp.vec3(-1.345)                                                                   <L 17>
    var_29 = wp::vec_t<3, wp::float32>(var_28);
    // vertex_forces[tid] = v7 + wp.vec3(-0.0, 0.9, 1.2) + wp.vec3(wp.ddot(v0, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))       <L 18>
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::add(var_29, var_33);
    var_36 = wp::mat_t<3, 3, wp::float32>(var_35);
    var_37 = wp::ddot(var_2, var_36);
    var_39 = wp::mat_t<3, 3, wp::float32>(var_38);
    var_40 = wp::ddot(var_22, var_39);
    var_41 = wp::add(var_37, var_40);
    var_42 = wp::vec_t<3, wp::float32>(var_41);
    var_43 = wp::add(var_34, var_42);
    wp::array_store(var_vertex_forces, var_0, var_43);
    // vertex_jacobians[tid] = v6 + v6 * 0.67 + wp.identity(n=2, dtype=float) * (wp.ddot(m1, wp.mat33(1.0)) + v5)       <L 20>
    var_45 = wp::mul(var_27, var_44);
    var_46 = wp::add(var_27, var_45);
    var_48 = wp::identity<2, wp::float32>();
    var_50 = wp::mat_t<3, 3, wp::float32>(var_49);
    var_51 = wp::ddot(var_4, var_50);
    var_52 = wp::add(var_51, var_23);
    var_53 = wp::mul(var_48, var_52);
    var_54 = wp::add(var_46, var_53);
    wp::array_store(var_vertex_jacobians, var_0, var_54);
}



struct linalg_000002_4976f8cb_cpu_block_payload_forward
{
    wp_args_linalg_000002_4976f8cb* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000002_4976f8cb_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000002_4976f8cb_cpu_block_payload_forward* payload = (linalg_000002_4976f8cb_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000002_4976f8cb_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void linalg_000002_4976f8cb_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000002_4976f8cb *_wp_args)
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
        linalg_000002_4976f8cb_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000002_4976f8cb_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

