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

struct wp_args_matrix_000000_ad8b6f19 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> x1;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void matrix_000000_ad8b6f19_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_000000_ad8b6f19 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::mat_t<2, 2, wp::float32>* var_4;
    wp::mat_t<2, 2, wp::float32> var_5;
    wp::mat_t<2, 2, wp::float32> var_6;
    wp::mat_t<2, 2, wp::float32> var_7;
    const wp::int32 var_8 = 3;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 1.3;
    wp::mat_t<3, 3, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    const wp::int32 var_15 = 1;
    const wp::float32 var_16 = 0.216;
    const wp::float32 var_17 = 1.7;
    wp::vec_t<2, wp::float32> var_18;
    const wp::float32 var_19 = -1.621;
    const wp::float32 var_20 = 0.006;
    wp::vec_t<2, wp::float32> var_21;
    wp::vec_t<2, wp::float32> var_22;
    wp::mat_t<2, 2, wp::float32> var_23;
    const wp::int32 var_24 = 3;
    wp::mat_t<3, 3, wp::float32> var_25;
    wp::float32 var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    const wp::float32 var_28 = -1.3;
    const wp::float32 var_29 = 1.7;
    const wp::float32 var_30 = -1.242;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.8;
    const wp::float32 var_33 = 0.6;
    const wp::float32 var_34 = -0.772;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    const wp::int32 var_37 = 0;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    //---------
    // forward
    // def matrix_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.mat22), out0: wp.array(dtype=wp.vec3)):       <L 5>
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
    // v2 = v1                                                                                <L 9>
    var_7 = wp::copy(var_5);
    // v3 = wp.identity(n=3, dtype=float) * 1.3                                               <L 10>
    var_9 = wp::identity<3, wp::float32>();
    var_11 = wp::mul(var_9, var_10);
    // v2[1, 1] = wp.sin(wp.cbrt(v0))                                                         <L 11>
    var_12 = wp::cbrt(var_2);
    var_13 = wp::sin(var_12);
    wp::assign_inplace(var_7, var_14, var_15, var_13);
    // v4 = wp.diag((wp.vec2(0.216, 1.7) - wp.vec2(-1.621, 0.006)))                           <L 12>
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_21 = wp::vec_t<2, wp::float32>(var_19, var_20);
    var_22 = wp::sub(var_18, var_21);
    var_23 = wp::diag(var_22);
    // v5 = (wp.identity(n=3, dtype=float) * (v0 - v0))                                       <L 13>
    var_25 = wp::identity<3, wp::float32>();
    var_26 = wp::sub(var_2, var_2);
    var_27 = wp::mul(var_25, var_26);
    // out0[tid] = wp.cross(wp.vec3(-1.3, 1.7, -1.242), wp.vec3(0.8, 0.6, -0.772)) + wp.vec3(wp.sin(v1[0, 0]))       <L 14>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_36 = wp::cross(var_31, var_35);
    var_39 = wp::extract(var_5, var_37, var_38);
    var_40 = wp::sin(var_39);
    var_41 = wp::vec_t<3, wp::float32>(var_40);
    var_42 = wp::add(var_36, var_41);
    wp::array_store(var_out0, var_0, var_42);
}



template <bool wp_linear_contiguous>
static void matrix_000000_ad8b6f19_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_000000_ad8b6f19 *_wp_args,
    wp_args_matrix_000000_ad8b6f19 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::mat_t<2, 2, wp::float32>* var_4;
    wp::mat_t<2, 2, wp::float32> var_5;
    wp::mat_t<2, 2, wp::float32> var_6;
    wp::mat_t<2, 2, wp::float32> var_7;
    const wp::int32 var_8 = 3;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 1.3;
    wp::mat_t<3, 3, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    const wp::int32 var_15 = 1;
    const wp::float32 var_16 = 0.216;
    const wp::float32 var_17 = 1.7;
    wp::vec_t<2, wp::float32> var_18;
    const wp::float32 var_19 = -1.621;
    const wp::float32 var_20 = 0.006;
    wp::vec_t<2, wp::float32> var_21;
    wp::vec_t<2, wp::float32> var_22;
    wp::mat_t<2, 2, wp::float32> var_23;
    const wp::int32 var_24 = 3;
    wp::mat_t<3, 3, wp::float32> var_25;
    wp::float32 var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    const wp::float32 var_28 = -1.3;
    const wp::float32 var_29 = 1.7;
    const wp::float32 var_30 = -1.242;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.8;
    const wp::float32 var_33 = 0.6;
    const wp::float32 var_34 = -0.772;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    const wp::int32 var_37 = 0;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::mat_t<2, 2, wp::float32> adj_4 = {};
    wp::mat_t<2, 2, wp::float32> adj_5 = {};
    wp::mat_t<2, 2, wp::float32> adj_6 = {};
    wp::mat_t<2, 2, wp::float32> adj_7 = {};
    wp::int32 adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::mat_t<3, 3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<2, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<2, wp::float32> adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::mat_t<2, 2, wp::float32> adj_23 = {};
    wp::int32 adj_24 = {};
    wp::mat_t<3, 3, wp::float32> adj_25 = {};
    wp::float32 adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    //---------
    // forward
    // def matrix_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.mat22), out0: wp.array(dtype=wp.vec3)):       <L 5>
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
    // v2 = v1                                                                                <L 9>
    var_7 = wp::copy(var_5);
    // v3 = wp.identity(n=3, dtype=float) * 1.3                                               <L 10>
    var_9 = wp::identity<3, wp::float32>();
    var_11 = wp::mul(var_9, var_10);
    // v2[1, 1] = wp.sin(wp.cbrt(v0))                                                         <L 11>
    var_12 = wp::cbrt(var_2);
    var_13 = wp::sin(var_12);
    wp::assign_inplace(var_7, var_14, var_15, var_13);
    // v4 = wp.diag((wp.vec2(0.216, 1.7) - wp.vec2(-1.621, 0.006)))                           <L 12>
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_21 = wp::vec_t<2, wp::float32>(var_19, var_20);
    var_22 = wp::sub(var_18, var_21);
    var_23 = wp::diag(var_22);
    // v5 = (wp.identity(n=3, dtype=float) * (v0 - v0))                                       <L 13>
    var_25 = wp::identity<3, wp::float32>();
    var_26 = wp::sub(var_2, var_2);
    var_27 = wp::mul(var_25, var_26);
    // out0[tid] = wp.cross(wp.vec3(-1.3, 1.7, -1.242), wp.vec3(0.8, 0.6, -0.772)) + wp.vec3(wp.sin(v1[0, 0]))       <L 14>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_36 = wp::cross(var_31, var_35);
    var_39 = wp::extract(var_5, var_37, var_38);
    var_40 = wp::sin(var_39);
    var_41 = wp::vec_t<3, wp::float32>(var_40);
    var_42 = wp::add(var_36, var_41);
    // wp::array_store(var_out0, var_0, var_42);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_42, adj_out0, adj_0, adj_42);
    wp::adj_add(var_36, var_41, adj_36, adj_41, adj_42);
    wp::adj_vec_t(var_40, adj_40, adj_41);
    wp::adj_sin(var_39, adj_39, adj_40);
    wp::adj_extract(var_5, var_37, var_38, adj_5, adj_37, adj_38, adj_39);
    wp::adj_cross(var_31, var_35, adj_31, adj_35, adj_36);
    wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
    wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    // adj: out0[tid] = wp.cross(wp.vec3(-1.3, 1.7, -1.242), wp.vec3(0.8, 0.6, -0.772)) + wp.vec3(wp.sin(v1[0, 0]))  <L 14>
    wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
    wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_26);
    // adj: v5 = (wp.identity(n=3, dtype=float) * (v0 - v0))                                  <L 13>
    wp::adj_diag(var_22, adj_22, adj_23);
    wp::adj_sub(var_18, var_21, adj_18, adj_21, adj_22);
    wp::adj_vec_t(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
    // adj: v4 = wp.diag((wp.vec2(0.216, 1.7) - wp.vec2(-1.621, 0.006)))                      <L 12>
    wp::adj_assign_inplace(var_7, var_14, var_15, var_13, adj_7, adj_14, adj_15, adj_13);
    wp::adj_sin(var_12, adj_12, adj_13);
    wp::adj_cbrt(var_2, var_12, adj_2, adj_12);
    // adj: v2[1, 1] = wp.sin(wp.cbrt(v0))                                                    <L 11>
    wp::adj_mul(var_9, var_10, adj_9, adj_10, adj_11);
    // adj: v3 = wp.identity(n=3, dtype=float) * 1.3                                          <L 10>
    wp::adj_copy(var_5, adj_5, adj_7);
    // adj: v2 = v1                                                                           <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def matrix_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.mat22), out0: wp.array(dtype=wp.vec3)):  <L 5>
    return;
}



struct matrix_000000_ad8b6f19_cpu_block_payload_forward
{
    wp_args_matrix_000000_ad8b6f19* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_ad8b6f19_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    matrix_000000_ad8b6f19_cpu_block_payload_forward* payload = (matrix_000000_ad8b6f19_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_ad8b6f19_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void matrix_000000_ad8b6f19_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_matrix_000000_ad8b6f19 *_wp_args)
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
        matrix_000000_ad8b6f19_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_ad8b6f19_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct matrix_000000_ad8b6f19_cpu_block_payload_backward
{
    wp_args_matrix_000000_ad8b6f19* args;
    wp_args_matrix_000000_ad8b6f19* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_ad8b6f19_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    matrix_000000_ad8b6f19_cpu_block_payload_backward* payload = (matrix_000000_ad8b6f19_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_ad8b6f19_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void matrix_000000_ad8b6f19_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_matrix_000000_ad8b6f19 *_wp_args,
    wp_args_matrix_000000_ad8b6f19 *_wp_adj_args)
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
        matrix_000000_ad8b6f19_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_ad8b6f19_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

