// Generated for case linalg-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_linalg_000000_dc7b1305 {
    wp::array_t<wp::vec_t<3, wp::float32>> node_points;
    wp::array_t<wp::vec_t<2, wp::float32>> node_offsets;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> node_deformations;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> node_stresses_out;
    wp::array_t<wp::vec_t<3, wp::float32>> node_new_positions;
};


void linalg_000000_dc7b1305_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000000_dc7b1305 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_points = _wp_args->node_points;
    wp::array_t<wp::vec_t<2, wp::float32>> var_node_offsets = _wp_args->node_offsets;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_node_deformations = _wp_args->node_deformations;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_node_stresses_out = _wp_args->node_stresses_out;
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_new_positions = _wp_args->node_new_positions;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32>* var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::mat_t<3, 3, wp::float32> var_10;
    const wp::float32 var_11 = -1.808;
    const wp::float32 var_12 = -1.4;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::float32 var_16 = 0.94;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::mat_t<3, 3, wp::float32> var_18;
    const wp::float32 var_19 = 0.88;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    //---------
    // forward
    // def linalg_000000(node_points: wp.array[wp.vec3], node_offsets: wp.array[wp.vec2], node_deformations: wp.array[wp.mat33], node_stresses_out: wp.array[wp.mat33], node_new_positions: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = node_points[tid]                                                                  <L 8>
    var_1 = wp::address(var_node_points, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = node_offsets[tid]                                                                 <L 9>
    var_4 = wp::address(var_node_offsets, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = node_deformations[tid]                                                            <L 10>
    var_7 = wp::address(var_node_deformations, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.skew(v0)                                                                       <L 11>
    var_10 = wp::skew(var_2);
    // v4 = (wp.vec2(-1.808, -1.4) + v1)                                                      <L 12>
    var_13 = wp::vec_t<2, wp::float32>(var_11, var_12);
    var_14 = wp::add(var_13, var_5);
    // node_stresses_out[tid] = v2 + v3 + v3 * 0.94                                           <L 13>
    var_15 = wp::add(var_8, var_10);
    var_17 = wp::mul(var_10, var_16);
    var_18 = wp::add(var_15, var_17);
    wp::array_store(var_node_stresses_out, var_0, var_18);
    // node_new_positions[tid] = v0 + v0 * 0.88                                               <L 14>
    var_20 = wp::mul(var_2, var_19);
    var_21 = wp::add(var_2, var_20);
    wp::array_store(var_node_new_positions, var_0, var_21);
}



void linalg_000000_dc7b1305_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000000_dc7b1305 *_wp_args,
    wp_args_linalg_000000_dc7b1305 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_points = _wp_args->node_points;
    wp::array_t<wp::vec_t<2, wp::float32>> var_node_offsets = _wp_args->node_offsets;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_node_deformations = _wp_args->node_deformations;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_node_stresses_out = _wp_args->node_stresses_out;
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_new_positions = _wp_args->node_new_positions;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_node_points = _wp_adj_args->node_points;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_node_offsets = _wp_adj_args->node_offsets;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_node_deformations = _wp_adj_args->node_deformations;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_node_stresses_out = _wp_adj_args->node_stresses_out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_node_new_positions = _wp_adj_args->node_new_positions;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32>* var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::mat_t<3, 3, wp::float32> var_10;
    const wp::float32 var_11 = -1.808;
    const wp::float32 var_12 = -1.4;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::float32 var_16 = 0.94;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::mat_t<3, 3, wp::float32> var_18;
    const wp::float32 var_19 = 0.88;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::mat_t<3, 3, wp::float32> adj_7 = {};
    wp::mat_t<3, 3, wp::float32> adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::mat_t<3, 3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<2, wp::float32> adj_13 = {};
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::mat_t<3, 3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::mat_t<3, 3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    //---------
    // forward
    // def linalg_000000(node_points: wp.array[wp.vec3], node_offsets: wp.array[wp.vec2], node_deformations: wp.array[wp.mat33], node_stresses_out: wp.array[wp.mat33], node_new_positions: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = node_points[tid]                                                                  <L 8>
    var_1 = wp::address(var_node_points, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = node_offsets[tid]                                                                 <L 9>
    var_4 = wp::address(var_node_offsets, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = node_deformations[tid]                                                            <L 10>
    var_7 = wp::address(var_node_deformations, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.skew(v0)                                                                       <L 11>
    var_10 = wp::skew(var_2);
    // v4 = (wp.vec2(-1.808, -1.4) + v1)                                                      <L 12>
    var_13 = wp::vec_t<2, wp::float32>(var_11, var_12);
    var_14 = wp::add(var_13, var_5);
    // node_stresses_out[tid] = v2 + v3 + v3 * 0.94                                           <L 13>
    var_15 = wp::add(var_8, var_10);
    var_17 = wp::mul(var_10, var_16);
    var_18 = wp::add(var_15, var_17);
    // wp::array_store(var_node_stresses_out, var_0, var_18);
    // node_new_positions[tid] = v0 + v0 * 0.88                                               <L 14>
    var_20 = wp::mul(var_2, var_19);
    var_21 = wp::add(var_2, var_20);
    // wp::array_store(var_node_new_positions, var_0, var_21);
    //---------
    // reverse
    wp::adj_array_store(var_node_new_positions, var_0, var_21, adj_node_new_positions, adj_0, adj_21);
    wp::adj_add(var_2, var_20, adj_2, adj_20, adj_21);
    wp::adj_mul(var_2, var_19, adj_2, adj_19, adj_20);
    // adj: node_new_positions[tid] = v0 + v0 * 0.88                                          <L 14>
    wp::adj_array_store(var_node_stresses_out, var_0, var_18, adj_node_stresses_out, adj_0, adj_18);
    wp::adj_add(var_15, var_17, adj_15, adj_17, adj_18);
    wp::adj_mul(var_10, var_16, adj_10, adj_16, adj_17);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_15);
    // adj: node_stresses_out[tid] = v2 + v3 + v3 * 0.94                                      <L 13>
    wp::adj_add(var_13, var_5, adj_13, adj_5, adj_14);
    wp::adj_vec_t(var_11, var_12, adj_11, adj_12, adj_13);
    // adj: v4 = (wp.vec2(-1.808, -1.4) + v1)                                                 <L 12>
    wp::adj_skew(var_2, adj_2, adj_10);
    // adj: v3 = wp.skew(v0)                                                                  <L 11>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_node_deformations, var_0, adj_node_deformations, adj_0, adj_7);
    // adj: v2 = node_deformations[tid]                                                       <L 10>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_node_offsets, var_0, adj_node_offsets, adj_0, adj_4);
    // adj: v1 = node_offsets[tid]                                                            <L 9>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_node_points, var_0, adj_node_points, adj_0, adj_1);
    // adj: v0 = node_points[tid]                                                             <L 8>
    // adj: tid = wp.tid()                                                                    <L 7>
    // adj: def linalg_000000(node_points: wp.array[wp.vec3], node_offsets: wp.array[wp.vec2], node_deformations: wp.array[wp.mat33], node_stresses_out: wp.array[wp.mat33], node_new_positions: wp.array[wp.vec3]):  <L 5>
    return;
}



struct linalg_000000_dc7b1305_cpu_block_payload_forward
{
    wp_args_linalg_000000_dc7b1305* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000000_dc7b1305_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000000_dc7b1305_cpu_block_payload_forward* payload = (linalg_000000_dc7b1305_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000000_dc7b1305_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void linalg_000000_dc7b1305_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000000_dc7b1305 *_wp_args)
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
        linalg_000000_dc7b1305_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000000_dc7b1305_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct linalg_000000_dc7b1305_cpu_block_payload_backward
{
    wp_args_linalg_000000_dc7b1305* args;
    wp_args_linalg_000000_dc7b1305* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000000_dc7b1305_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000000_dc7b1305_cpu_block_payload_backward* payload = (linalg_000000_dc7b1305_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000000_dc7b1305_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void linalg_000000_dc7b1305_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000000_dc7b1305 *_wp_args,
    wp_args_linalg_000000_dc7b1305 *_wp_adj_args)
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
        linalg_000000_dc7b1305_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000000_dc7b1305_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

