// Generated for case matrix-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_matrix_000000_241d5bca {
    wp::array_t<wp::mat_t<4, 4, wp::float32>> x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> x1;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void matrix_000000_241d5bca_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_000000_241d5bca *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<4, 4, wp::float32>* var_1;
    wp::mat_t<4, 4, wp::float32> var_2;
    wp::mat_t<4, 4, wp::float32> var_3;
    wp::mat_t<4, 4, wp::float32>* var_4;
    wp::mat_t<4, 4, wp::float32> var_5;
    wp::mat_t<4, 4, wp::float32> var_6;
    const wp::float32 var_7 = -0.8;
    const wp::float32 var_8 = -1.645;
    const wp::float32 var_9 = -0.9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.343;
    const wp::float32 var_12 = -0.3;
    wp::vec_t<2, wp::float32> var_13;
    wp::mat_t<2, 2, wp::float32> var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 0.777;
    const wp::float32 var_18 = -0.6;
    wp::vec_t<2, wp::float32> var_19;
    wp::mat_t<2, 2, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -0.21;
    const wp::float32 var_23 = 0.284;
    const wp::float32 var_24 = -1.2;
    const wp::float32 var_25 = -1.67;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -1.242;
    const wp::float32 var_31 = 0.399;
    wp::vec_t<2, wp::float32> var_32;
    wp::mat_t<2, 2, wp::float32> var_33;
    const wp::float32 var_34 = 1.95;
    wp::mat_t<2, 2, wp::float32> var_35;
    wp::mat_t<2, 2, wp::float32> var_36;
    //---------
    // forward
    // def matrix_000000(x0: wp.array(dtype=wp.mat44), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat22)):       <L 5>
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
    // v2 = (wp.vec3(-0.8, -1.645, -0.9) * wp.determinant(wp.diag(wp.vec2(-0.343, -0.3))))       <L 9>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_13 = wp::vec_t<2, wp::float32>(var_11, var_12);
    var_14 = wp::diag(var_13);
    var_15 = wp::determinant(var_14);
    var_16 = wp::mul(var_10, var_15);
    // v3 = wp.diag(wp.vec2(0.777, -0.6))                                                     <L 10>
    var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
    var_20 = wp::diag(var_19);
    // v4 = wp.cross(wp.cross(v2, v2), (-0.21 * wp.vec3(0.284, -1.2, -1.67)))                 <L 11>
    var_21 = wp::cross(var_16, var_16);
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_27 = wp::mul(var_22, var_26);
    var_28 = wp::cross(var_21, var_27);
    // out0[tid] = wp.length_sq(v2)                                                           <L 12>
    var_29 = wp::length_sq(var_16);
    wp::array_store(var_out0, var_0, var_29);
    // out1[tid] = v3 + wp.diag(wp.vec2(-1.242, 0.399)) * 1.95                                <L 13>
    var_32 = wp::vec_t<2, wp::float32>(var_30, var_31);
    var_33 = wp::diag(var_32);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_20, var_35);
    wp::array_store(var_out1, var_0, var_36);
}



template <bool wp_linear_contiguous>
static void matrix_000000_241d5bca_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_000000_241d5bca *_wp_args,
    wp_args_matrix_000000_241d5bca *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<4, 4, wp::float32>* var_1;
    wp::mat_t<4, 4, wp::float32> var_2;
    wp::mat_t<4, 4, wp::float32> var_3;
    wp::mat_t<4, 4, wp::float32>* var_4;
    wp::mat_t<4, 4, wp::float32> var_5;
    wp::mat_t<4, 4, wp::float32> var_6;
    const wp::float32 var_7 = -0.8;
    const wp::float32 var_8 = -1.645;
    const wp::float32 var_9 = -0.9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.343;
    const wp::float32 var_12 = -0.3;
    wp::vec_t<2, wp::float32> var_13;
    wp::mat_t<2, 2, wp::float32> var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 0.777;
    const wp::float32 var_18 = -0.6;
    wp::vec_t<2, wp::float32> var_19;
    wp::mat_t<2, 2, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -0.21;
    const wp::float32 var_23 = 0.284;
    const wp::float32 var_24 = -1.2;
    const wp::float32 var_25 = -1.67;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -1.242;
    const wp::float32 var_31 = 0.399;
    wp::vec_t<2, wp::float32> var_32;
    wp::mat_t<2, 2, wp::float32> var_33;
    const wp::float32 var_34 = 1.95;
    wp::mat_t<2, 2, wp::float32> var_35;
    wp::mat_t<2, 2, wp::float32> var_36;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::mat_t<4, 4, wp::float32> adj_1 = {};
    wp::mat_t<4, 4, wp::float32> adj_2 = {};
    wp::mat_t<4, 4, wp::float32> adj_3 = {};
    wp::mat_t<4, 4, wp::float32> adj_4 = {};
    wp::mat_t<4, 4, wp::float32> adj_5 = {};
    wp::mat_t<4, 4, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<2, wp::float32> adj_13 = {};
    wp::mat_t<2, 2, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::mat_t<2, 2, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::vec_t<2, wp::float32> adj_32 = {};
    wp::mat_t<2, 2, wp::float32> adj_33 = {};
    wp::float32 adj_34 = {};
    wp::mat_t<2, 2, wp::float32> adj_35 = {};
    wp::mat_t<2, 2, wp::float32> adj_36 = {};
    //---------
    // forward
    // def matrix_000000(x0: wp.array(dtype=wp.mat44), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat22)):       <L 5>
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
    // v2 = (wp.vec3(-0.8, -1.645, -0.9) * wp.determinant(wp.diag(wp.vec2(-0.343, -0.3))))       <L 9>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_13 = wp::vec_t<2, wp::float32>(var_11, var_12);
    var_14 = wp::diag(var_13);
    var_15 = wp::determinant(var_14);
    var_16 = wp::mul(var_10, var_15);
    // v3 = wp.diag(wp.vec2(0.777, -0.6))                                                     <L 10>
    var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
    var_20 = wp::diag(var_19);
    // v4 = wp.cross(wp.cross(v2, v2), (-0.21 * wp.vec3(0.284, -1.2, -1.67)))                 <L 11>
    var_21 = wp::cross(var_16, var_16);
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_27 = wp::mul(var_22, var_26);
    var_28 = wp::cross(var_21, var_27);
    // out0[tid] = wp.length_sq(v2)                                                           <L 12>
    var_29 = wp::length_sq(var_16);
    // wp::array_store(var_out0, var_0, var_29);
    // out1[tid] = v3 + wp.diag(wp.vec2(-1.242, 0.399)) * 1.95                                <L 13>
    var_32 = wp::vec_t<2, wp::float32>(var_30, var_31);
    var_33 = wp::diag(var_32);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_20, var_35);
    // wp::array_store(var_out1, var_0, var_36);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_36, adj_out1, adj_0, adj_36);
    wp::adj_add(var_20, var_35, adj_20, adj_35, adj_36);
    wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_diag(var_32, adj_32, adj_33);
    wp::adj_vec_t(var_30, var_31, adj_30, adj_31, adj_32);
    // adj: out1[tid] = v3 + wp.diag(wp.vec2(-1.242, 0.399)) * 1.95                           <L 13>
    wp::adj_array_store(var_out0, var_0, var_29, adj_out0, adj_0, adj_29);
    wp::adj_length_sq(var_16, adj_16, adj_29);
    // adj: out0[tid] = wp.length_sq(v2)                                                      <L 12>
    wp::adj_cross(var_21, var_27, adj_21, adj_27, adj_28);
    wp::adj_mul(var_22, var_26, adj_22, adj_26, adj_27);
    wp::adj_vec_t(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
    wp::adj_cross(var_16, var_16, adj_16, adj_16, adj_21);
    // adj: v4 = wp.cross(wp.cross(v2, v2), (-0.21 * wp.vec3(0.284, -1.2, -1.67)))            <L 11>
    wp::adj_diag(var_19, adj_19, adj_20);
    wp::adj_vec_t(var_17, var_18, adj_17, adj_18, adj_19);
    // adj: v3 = wp.diag(wp.vec2(0.777, -0.6))                                                <L 10>
    wp::adj_mul(var_10, var_15, adj_10, adj_15, adj_16);
    wp::adj_determinant(var_14, adj_14, adj_15);
    wp::adj_diag(var_13, adj_13, adj_14);
    wp::adj_vec_t(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
    // adj: v2 = (wp.vec3(-0.8, -1.645, -0.9) * wp.determinant(wp.diag(wp.vec2(-0.343, -0.3))))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def matrix_000000(x0: wp.array(dtype=wp.mat44), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat22)):  <L 5>
    return;
}



struct matrix_000000_241d5bca_cpu_block_payload_forward
{
    wp_args_matrix_000000_241d5bca* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_241d5bca_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    matrix_000000_241d5bca_cpu_block_payload_forward* payload = (matrix_000000_241d5bca_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_241d5bca_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void matrix_000000_241d5bca_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_matrix_000000_241d5bca *_wp_args)
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
        matrix_000000_241d5bca_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_241d5bca_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct matrix_000000_241d5bca_cpu_block_payload_backward
{
    wp_args_matrix_000000_241d5bca* args;
    wp_args_matrix_000000_241d5bca* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_241d5bca_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    matrix_000000_241d5bca_cpu_block_payload_backward* payload = (matrix_000000_241d5bca_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_241d5bca_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void matrix_000000_241d5bca_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_matrix_000000_241d5bca *_wp_args,
    wp_args_matrix_000000_241d5bca *_wp_adj_args)
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
        matrix_000000_241d5bca_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_241d5bca_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

