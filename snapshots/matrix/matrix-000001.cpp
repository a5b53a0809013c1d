// Generated for case matrix-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_matrix_000001_d4ed1050 {
    wp::array_t<wp::mat_t<2, 2, wp::float32>> x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void matrix_000001_d4ed1050_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_000001_d4ed1050 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<2, 2, wp::float32>* var_1;
    wp::mat_t<2, 2, wp::float32> var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    wp::mat_t<4, 4, wp::float32>* var_4;
    wp::mat_t<4, 4, wp::float32> var_5;
    wp::mat_t<4, 4, wp::float32> var_6;
    const wp::int32 var_7 = 3;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::float32 var_9 = -0.976;
    wp::mat_t<3, 3, wp::float32> var_10;
    const wp::int32 var_11 = 3;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::mat_t<3, 3, wp::float32> var_13;
    const wp::float32 var_14 = -0.521;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::int32 var_16 = 3;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::float32 var_18 = 0.22;
    wp::mat_t<3, 3, wp::float32> var_19;
    const wp::float32 var_20 = 1.272;
    const wp::float32 var_21 = -0.0;
    const wp::float32 var_22 = -0.551;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::mat_t<3, 3, wp::float32> var_29;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::mat_t<3, 3, wp::float32> var_31;
    const wp::float32 var_32 = 1.15;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::mat_t<3, 3, wp::float32> var_34;
    //---------
    // forward
    // def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):       <L 5>
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
    // v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))       <L 9>
    var_8 = wp::identity<3, wp::float32>();
    var_10 = wp::mul(var_8, var_9);
    var_12 = wp::identity<3, wp::float32>();
    var_13 = wp::mul(var_10, var_12);
    var_15 = wp::mul(var_13, var_14);
    var_17 = wp::identity<3, wp::float32>();
    var_19 = wp::mul(var_17, var_18);
    var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
    var_24 = wp::mul(var_19, var_23);
    var_25 = wp::mul(var_15, var_24);
    // v3 = wp.skew(wp.normalize(v2))                                                         <L 10>
    var_26 = wp::normalize(var_25);
    var_27 = wp::skew(var_26);
    // v4 = (wp.outer(v2, v2) + v3)                                                           <L 11>
    var_28 = wp::outer(var_25, var_25);
    var_29 = wp::add(var_28, var_27);
    // out0[tid] = v3 + v4 + wp.skew(v2) * 1.15                                               <L 12>
    var_30 = wp::add(var_27, var_29);
    var_31 = wp::skew(var_25);
    var_33 = wp::mul(var_31, var_32);
    var_34 = wp::add(var_30, var_33);
    wp::array_store(var_out0, var_0, var_34);
}



template <bool wp_linear_contiguous>
static void matrix_000001_d4ed1050_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_000001_d4ed1050 *_wp_args,
    wp_args_matrix_000001_d4ed1050 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<2, 2, wp::float32>* var_1;
    wp::mat_t<2, 2, wp::float32> var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    wp::mat_t<4, 4, wp::float32>* var_4;
    wp::mat_t<4, 4, wp::float32> var_5;
    wp::mat_t<4, 4, wp::float32> var_6;
    const wp::int32 var_7 = 3;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::float32 var_9 = -0.976;
    wp::mat_t<3, 3, wp::float32> var_10;
    const wp::int32 var_11 = 3;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::mat_t<3, 3, wp::float32> var_13;
    const wp::float32 var_14 = -0.521;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::int32 var_16 = 3;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::float32 var_18 = 0.22;
    wp::mat_t<3, 3, wp::float32> var_19;
    const wp::float32 var_20 = 1.272;
    const wp::float32 var_21 = -0.0;
    const wp::float32 var_22 = -0.551;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::mat_t<3, 3, wp::float32> var_29;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::mat_t<3, 3, wp::float32> var_31;
    const wp::float32 var_32 = 1.15;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::mat_t<3, 3, wp::float32> var_34;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::mat_t<2, 2, wp::float32> adj_1 = {};
    wp::mat_t<2, 2, wp::float32> adj_2 = {};
    wp::mat_t<2, 2, wp::float32> adj_3 = {};
    wp::mat_t<4, 4, wp::float32> adj_4 = {};
    wp::mat_t<4, 4, wp::float32> adj_5 = {};
    wp::mat_t<4, 4, wp::float32> adj_6 = {};
    wp::int32 adj_7 = {};
    wp::mat_t<3, 3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::mat_t<3, 3, wp::float32> adj_10 = {};
    wp::int32 adj_11 = {};
    wp::mat_t<3, 3, wp::float32> adj_12 = {};
    wp::mat_t<3, 3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::mat_t<3, 3, wp::float32> adj_15 = {};
    wp::int32 adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::mat_t<3, 3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::mat_t<3, 3, wp::float32> adj_28 = {};
    wp::mat_t<3, 3, wp::float32> adj_29 = {};
    wp::mat_t<3, 3, wp::float32> adj_30 = {};
    wp::mat_t<3, 3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::mat_t<3, 3, wp::float32> adj_33 = {};
    wp::mat_t<3, 3, wp::float32> adj_34 = {};
    //---------
    // forward
    // def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):       <L 5>
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
    // v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))       <L 9>
    var_8 = wp::identity<3, wp::float32>();
    var_10 = wp::mul(var_8, var_9);
    var_12 = wp::identity<3, wp::float32>();
    var_13 = wp::mul(var_10, var_12);
    var_15 = wp::mul(var_13, var_14);
    var_17 = wp::identity<3, wp::float32>();
    var_19 = wp::mul(var_17, var_18);
    var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
    var_24 = wp::mul(var_19, var_23);
    var_25 = wp::mul(var_15, var_24);
    // v3 = wp.skew(wp.normalize(v2))                                                         <L 10>
    var_26 = wp::normalize(var_25);
    var_27 = wp::skew(var_26);
    // v4 = (wp.outer(v2, v2) + v3)                                                           <L 11>
    var_28 = wp::outer(var_25, var_25);
    var_29 = wp::add(var_28, var_27);
    // out0[tid] = v3 + v4 + wp.skew(v2) * 1.15                                               <L 12>
    var_30 = wp::add(var_27, var_29);
    var_31 = wp::skew(var_25);
    var_33 = wp::mul(var_31, var_32);
    var_34 = wp::add(var_30, var_33);
    // wp::array_store(var_out0, var_0, var_34);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_34, adj_out0, adj_0, adj_34);
    wp::adj_add(var_30, var_33, adj_30, adj_33, adj_34);
    wp::adj_mul(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_skew(var_25, adj_25, adj_31);
    wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
    // adj: out0[tid] = v3 + v4 + wp.skew(v2) * 1.15                                          <L 12>
    wp::adj_add(var_28, var_27, adj_28, adj_27, adj_29);
    wp::adj_outer(var_25, var_25, adj_25, adj_25, adj_28);
    // adj: v4 = (wp.outer(v2, v2) + v3)                                                      <L 11>
    wp::adj_skew(var_26, adj_26, adj_27);
    wp::adj_normalize(var_25, var_26, adj_25, adj_26);
    // adj: v3 = wp.skew(wp.normalize(v2))                                                    <L 10>
    wp::adj_mul(var_15, var_24, adj_15, adj_24, adj_25);
    wp::adj_mul(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
    wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_mul(var_10, var_12, adj_10, adj_12, adj_13);
    wp::adj_mul(var_8, var_9, adj_8, adj_9, adj_10);
    // adj: v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):  <L 5>
    return;
}



struct matrix_000001_d4ed1050_cpu_block_payload_forward
{
    wp_args_matrix_000001_d4ed1050* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000001_d4ed1050_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    matrix_000001_d4ed1050_cpu_block_payload_forward* payload = (matrix_000001_d4ed1050_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000001_d4ed1050_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void matrix_000001_d4ed1050_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_matrix_000001_d4ed1050 *_wp_args)
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
        matrix_000001_d4ed1050_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000001_d4ed1050_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct matrix_000001_d4ed1050_cpu_block_payload_backward
{
    wp_args_matrix_000001_d4ed1050* args;
    wp_args_matrix_000001_d4ed1050* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000001_d4ed1050_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    matrix_000001_d4ed1050_cpu_block_payload_backward* payload = (matrix_000001_d4ed1050_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000001_d4ed1050_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void matrix_000001_d4ed1050_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_matrix_000001_d4ed1050 *_wp_args,
    wp_args_matrix_000001_d4ed1050 *_wp_adj_args)
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
        matrix_000001_d4ed1050_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000001_d4ed1050_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

