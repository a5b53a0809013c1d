// Generated for case matrix-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_matrix_000000_t_302669ae {
    wp::array_t<wp::float32> point_pressures;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> point_rotations;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> point_jacobians;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> point_stresses_out;
};


void matrix_000000_t_302669ae_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_matrix_000000_t_302669ae *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_point_pressures = _wp_args->point_pressures;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_rotations = _wp_args->point_rotations;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_point_jacobians = _wp_args->point_jacobians;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_stresses_out = _wp_args->point_stresses_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::mat_t<2, 2, wp::float32>* var_6;
    wp::mat_t<2, 2, wp::float32> var_7;
    wp::mat_t<2, 2, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::shape_t* var_10;
    const wp::int32 var_11 = 0;
    wp::int32 var_12;
    wp::shape_t var_13;
    bool var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.0;
    bool var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::int32 var_20 = 4;
    wp::mat_t<4, 4, wp::float32> var_21;
    const wp::float32 var_22 = 1.152;
    wp::mat_t<4, 4, wp::float32> var_23;
    wp::mat_t<4, 4, wp::float32> var_24;
    const wp::float32 var_25 = 1.32;
    wp::mat_t<4, 4, wp::float32> var_26;
    wp::mat_t<4, 4, wp::float32> var_27;
    const wp::float32 var_28 = -1.19;
    const wp::float32 var_29 = 0.26;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::mat_t<4, 4, wp::float32>* var_32;
    const wp::int32 var_33 = 2;
    const wp::int32 var_34 = 3;
    const wp::float32 var_35 = 1.59;
    wp::mat_t<2, 2, wp::float32> var_36;
    wp::mat_t<2, 2, wp::float32> var_37;
    //---------
    // forward
    // def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):       <L 1>
    // i, j, k = wp.tid()  # one thread per element                                           <L 3>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = point_pressures[i, j, k]                                                          <L 4>
    var_3 = wp::address(var_point_pressures, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = point_rotations[i, j, k]                                                          <L 5>
    var_6 = wp::address(var_point_rotations, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // assert 0 <= i < point_rotations.shape[0]                                               <L 6>
    var_10 = &(var_point_rotations.shape);
    var_13 = wp::load(var_10);
    var_12 = wp::extract(var_13, var_11);
    var_14 = ((var_9 <= var_0) && (var_0 < var_12));
    assert(((void)"assert 0 <= i < point_rotations.shape[0]",var_14));
    // assert wp.abs(v0) >= 0.0, "magnitude must be non-negative"                             <L 7>
    var_15 = wp::abs(var_4);
    var_17 = (var_15 >= var_16);
    assert(((void)"assert wp.abs(v0) >= 0.0, \"magnitude must be non-negative\"",var_17));
    // wp.atomic_add(total_counts, 0, v0)                                                     <L 8>
    var_19 = wp::atomic_add(var_total_counts, var_18, var_4);
    // v2 = (wp.identity(n=4, dtype=float) * 1.152 * v0)                                      <L 9>
    var_21 = wp::identity<4, wp::float32>();
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::mul(var_23, var_4);
    // point_jacobians[i, j, k] = v2 + v2 * 1.32                                              <L 10>
    var_26 = wp::mul(var_24, var_25);
    var_27 = wp::add(var_24, var_26);
    wp::array_store(var_point_jacobians, var_0, var_1, var_2, var_27);
    // point_jacobians[i, j, k][2, 3] = wp.sin(wp.clamp(v0, -1.19, 0.26))                     <L 11>
    var_30 = wp::clamp(var_4, var_28, var_29);
    var_31 = wp::sin(var_30);
    var_32 = &(wp::index(var_point_jacobians, var_0, var_1, var_2));
    wp::store(&(wp::index(var_point_jacobians, var_0, var_1, var_2).element_ref(var_33, var_34)), var_31);
    // point_stresses_out[i, j, k] = v1 + v1 * 1.59                                           <L 13>
    var_36 = wp::mul(var_7, var_35);
    var_37 = wp::add(var_7, var_36);
    wp::array_store(var_point_stresses_out, var_0, var_1, var_2, var_37);
}



void matrix_000000_t_302669ae_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_matrix_000000_t_302669ae *_wp_args,
    wp_args_matrix_000000_t_302669ae *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_point_pressures = _wp_args->point_pressures;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_rotations = _wp_args->point_rotations;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_point_jacobians = _wp_args->point_jacobians;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_point_stresses_out = _wp_args->point_stresses_out;
    wp::array_t<wp::float32> adj_point_pressures = _wp_adj_args->point_pressures;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_point_rotations = _wp_adj_args->point_rotations;
    wp::array_t<wp::float32> adj_total_counts = _wp_adj_args->total_counts;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_point_jacobians = _wp_adj_args->point_jacobians;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_point_stresses_out = _wp_adj_args->point_stresses_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::mat_t<2, 2, wp::float32>* var_6;
    wp::mat_t<2, 2, wp::float32> var_7;
    wp::mat_t<2, 2, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::shape_t* var_10;
    const wp::int32 var_11 = 0;
    wp::int32 var_12;
    wp::shape_t var_13;
    bool var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.0;
    bool var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::int32 var_20 = 4;
    wp::mat_t<4, 4, wp::float32> var_21;
    const wp::float32 var_22 = 1.152;
    wp::mat_t<4, 4, wp::float32> var_23;
    wp::mat_t<4, 4, wp::float32> var_24;
    const wp::float32 var_25 = 1.32;
    wp::mat_t<4, 4, wp::float32> var_26;
    wp::mat_t<4, 4, wp::float32> var_27;
    const wp::float32 var_28 = -1.19;
    const wp::float32 var_29 = 0.26;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::mat_t<4, 4, wp::float32>* var_32;
    const wp::int32 var_33 = 2;
    const wp::int32 var_34 = 3;
    const wp::float32 var_35 = 1.59;
    wp::mat_t<2, 2, wp::float32> var_36;
    wp::mat_t<2, 2, wp::float32> var_37;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::mat_t<2, 2, wp::float32> adj_6 = {};
    wp::mat_t<2, 2, wp::float32> adj_7 = {};
    wp::mat_t<2, 2, wp::float32> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::shape_t adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::shape_t adj_13 = {};
    bool adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    bool adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::mat_t<4, 4, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::mat_t<4, 4, wp::float32> adj_23 = {};
    wp::mat_t<4, 4, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::mat_t<4, 4, wp::float32> adj_26 = {};
    wp::mat_t<4, 4, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::mat_t<4, 4, wp::float32> adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::mat_t<2, 2, wp::float32> adj_36 = {};
    wp::mat_t<2, 2, wp::float32> adj_37 = {};
    //---------
    // forward
    // def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):       <L 1>
    // i, j, k = wp.tid()  # one thread per element                                           <L 3>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = point_pressures[i, j, k]                                                          <L 4>
    var_3 = wp::address(var_point_pressures, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = point_rotations[i, j, k]                                                          <L 5>
    var_6 = wp::address(var_point_rotations, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // assert 0 <= i < point_rotations.shape[0]                                               <L 6>
    var_10 = &(var_point_rotations.shape);
    var_13 = wp::load(var_10);
    var_12 = wp::extract(var_13, var_11);
    var_14 = ((var_9 <= var_0) && (var_0 < var_12));
    assert(((void)"assert 0 <= i < point_rotations.shape[0]",var_14));
    // assert wp.abs(v0) >= 0.0, "magnitude must be non-negative"                             <L 7>
    var_15 = wp::abs(var_4);
    var_17 = (var_15 >= var_16);
    assert(((void)"assert wp.abs(v0) >= 0.0, \"magnitude must be non-negative\"",var_17));
    // wp.atomic_add(total_counts, 0, v0)                                                     <L 8>
    // var_19 = wp::atomic_add(var_total_counts, var_18, var_4);
    // v2 = (wp.identity(n=4, dtype=float) * 1.152 * v0)                                      <L 9>
    var_21 = wp::identity<4, wp::float32>();
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::mul(var_23, var_4);
    // point_jacobians[i, j, k] = v2 + v2 * 1.32                                              <L 10>
    var_26 = wp::mul(var_24, var_25);
    var_27 = wp::add(var_24, var_26);
    // wp::array_store(var_point_jacobians, var_0, var_1, var_2, var_27);
    // point_jacobians[i, j, k][2, 3] = wp.sin(wp.clamp(v0, -1.19, 0.26))                     <L 11>
    var_30 = wp::clamp(var_4, var_28, var_29);
    var_31 = wp::sin(var_30);
    var_32 = &(wp::index(var_point_jacobians, var_0, var_1, var_2));
    // wp::store(&(wp::index(var_point_jacobians, var_0, var_1, var_2).element_ref(var_33, var_34)), var_31);
    // point_stresses_out[i, j, k] = v1 + v1 * 1.59                                           <L 13>
    var_36 = wp::mul(var_7, var_35);
    var_37 = wp::add(var_7, var_36);
    // wp::array_store(var_point_stresses_out, var_0, var_1, var_2, var_37);
    //---------
    // reverse
    wp::adj_array_store(var_point_stresses_out, var_0, var_1, var_2, var_37, adj_point_stresses_out, adj_0, adj_1, adj_2, adj_37);
    wp::adj_add(var_7, var_36, adj_7, adj_36, adj_37);
    wp::adj_mul(var_7, var_35, adj_7, adj_35, adj_36);
    // adj: point_stresses_out[i, j, k] = v1 + v1 * 1.59                                      <L 13>
    wp::adj_array_store_slot(var_point_jacobians, adj_point_jacobians, adj_31, [&](auto& _e) -> auto& { return _e.element_ref(var_33, var_34); }, var_0, var_1, var_2);
    wp::adj_sin(var_30, adj_30, adj_31);
    wp::adj_clamp(var_4, var_28, var_29, adj_4, adj_28, adj_29, adj_30);
    // adj: point_jacobians[i, j, k][2, 3] = wp.sin(wp.clamp(v0, -1.19, 0.26))                <L 11>
    wp::adj_array_store(var_point_jacobians, var_0, var_1, var_2, var_27, adj_point_jacobians, adj_0, adj_1, adj_2, adj_27);
    wp::adj_add(var_24, var_26, adj_24, adj_26, adj_27);
    wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
    // adj: point_jacobians[i, j, k] = v2 + v2 * 1.32                                         <L 10>
    wp::adj_mul(var_23, var_4, adj_23, adj_4, adj_24);
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    // adj: v2 = (wp.identity(n=4, dtype=float) * 1.152 * v0)                                 <L 9>
    wp::adj_atomic_add(var_total_counts, var_18, var_4, adj_total_counts, adj_18, adj_4, adj_19);
    // adj: wp.atomic_add(total_counts, 0, v0)                                                <L 8>
    wp::adj_abs(var_4, adj_4, adj_15);
    // adj: assert wp.abs(v0) >= 0.0, "magnitude must be non-negative"                        <L 7>
    adj_point_rotations.shape = adj_10;
    // adj: assert 0 <= i < point_rotations.shape[0]                                          <L 6>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_point_rotations, var_0, var_1, var_2, adj_point_rotations, adj_0, adj_1, adj_2, adj_6);
    // adj: v1 = point_rotations[i, j, k]                                                     <L 5>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_point_pressures, var_0, var_1, var_2, adj_point_pressures, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = point_pressures[i, j, k]                                                     <L 4>
    // adj: i, j, k = wp.tid()  # one thread per element                                      <L 3>
    // adj: def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):  <L 1>
    return;
}



struct matrix_000000_t_302669ae_cpu_block_payload_forward
{
    wp_args_matrix_000000_t_302669ae* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_t_302669ae_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    matrix_000000_t_302669ae_cpu_block_payload_forward* payload = (matrix_000000_t_302669ae_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_t_302669ae_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void matrix_000000_t_302669ae_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_matrix_000000_t_302669ae *_wp_args)
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
        matrix_000000_t_302669ae_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_t_302669ae_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct matrix_000000_t_302669ae_cpu_block_payload_backward
{
    wp_args_matrix_000000_t_302669ae* args;
    wp_args_matrix_000000_t_302669ae* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_t_302669ae_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    matrix_000000_t_302669ae_cpu_block_payload_backward* payload = (matrix_000000_t_302669ae_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_t_302669ae_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void matrix_000000_t_302669ae_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_matrix_000000_t_302669ae *_wp_args,
    wp_args_matrix_000000_t_302669ae *_wp_adj_args)
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
        matrix_000000_t_302669ae_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_t_302669ae_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

