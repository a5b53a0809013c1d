// Generated for case launch_nd-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_launch_nd_000000_3aa8a6f9 {
    wp::array_t<wp::float32> point_temperatures;
    wp::array_t<wp::float32> point_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> point_positions;
    wp::array_t<wp::float32> partial_sums;
    wp::array_t<wp::float32> point_distances;
};


void launch_nd_000000_3aa8a6f9_cpu_kernel_forward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000000_3aa8a6f9 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_point_temperatures = _wp_args->point_temperatures;
    wp::array_t<wp::float32> var_point_radii = _wp_args->point_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> var_point_positions = _wp_args->point_positions;
    wp::array_t<wp::float32> var_partial_sums = _wp_args->partial_sums;
    wp::array_t<wp::float32> var_point_distances = _wp_args->point_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.59;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 2;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // forward
    // def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):       <L 5>
    // i, j, k, l = wp.tid()  # thread index                                                  <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // v0 = point_temperatures[i, j, k, l]                                                    <L 7>
    var_4 = wp::address(var_point_temperatures, var_0, var_1, var_2, var_3);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = point_radii[i, j, k, l]                                                           <L 8>
    var_7 = wp::address(var_point_radii, var_0, var_1, var_2, var_3);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = point_positions[i, j, k, l]                                                       <L 9>
    var_10 = wp::address(var_point_positions, var_0, var_1, var_2, var_3);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // v3 = v0                                                                                <L 10>
    var_13 = wp::copy(var_5);
    // v4 = (v1 * v1)                                                                         <L 11>
    var_14 = wp::mul(var_8, var_8);
    // v5 = -v2                                                                               <L 12>
    var_15 = wp::neg(var_11);
    // v6 = v3                                                                                <L 13>
    var_16 = wp::copy(var_13);
    // point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]       <L 15>
    var_17 = wp::add(var_13, var_14);
    var_18 = wp::add(var_17, var_16);
    var_20 = wp::mul(var_16, var_19);
    var_21 = wp::add(var_18, var_20);
    var_22 = wp::add(var_21, var_8);
    var_24 = wp::extract(var_11, var_23);
    var_25 = wp::add(var_22, var_24);
    var_27 = wp::extract(var_11, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_11, var_29);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::extract(var_15, var_32);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::extract(var_15, var_35);
    var_37 = wp::add(var_34, var_36);
    var_39 = wp::extract(var_15, var_38);
    var_40 = wp::add(var_37, var_39);
    wp::array_store(var_point_distances, var_0, var_1, var_2, var_3, var_40);
}



void launch_nd_000000_3aa8a6f9_cpu_kernel_backward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000000_3aa8a6f9 *_wp_args,
    wp_args_launch_nd_000000_3aa8a6f9 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_point_temperatures = _wp_args->point_temperatures;
    wp::array_t<wp::float32> var_point_radii = _wp_args->point_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> var_point_positions = _wp_args->point_positions;
    wp::array_t<wp::float32> var_partial_sums = _wp_args->partial_sums;
    wp::array_t<wp::float32> var_point_distances = _wp_args->point_distances;
    wp::array_t<wp::float32> adj_point_temperatures = _wp_adj_args->point_temperatures;
    wp::array_t<wp::float32> adj_point_radii = _wp_adj_args->point_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_point_positions = _wp_adj_args->point_positions;
    wp::array_t<wp::float32> adj_partial_sums = _wp_adj_args->partial_sums;
    wp::array_t<wp::float32> adj_point_distances = _wp_adj_args->point_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.59;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 2;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    //---------
    // forward
    // def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):       <L 5>
    // i, j, k, l = wp.tid()  # thread index                                                  <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // v0 = point_temperatures[i, j, k, l]                                                    <L 7>
    var_4 = wp::address(var_point_temperatures, var_0, var_1, var_2, var_3);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = point_radii[i, j, k, l]                                                           <L 8>
    var_7 = wp::address(var_point_radii, var_0, var_1, var_2, var_3);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = point_positions[i, j, k, l]                                                       <L 9>
    var_10 = wp::address(var_point_positions, var_0, var_1, var_2, var_3);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // v3 = v0                                                                                <L 10>
    var_13 = wp::copy(var_5);
    // v4 = (v1 * v1)                                                                         <L 11>
    var_14 = wp::mul(var_8, var_8);
    // v5 = -v2                                                                               <L 12>
    var_15 = wp::neg(var_11);
    // v6 = v3                                                                                <L 13>
    var_16 = wp::copy(var_13);
    // point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]       <L 15>
    var_17 = wp::add(var_13, var_14);
    var_18 = wp::add(var_17, var_16);
    var_20 = wp::mul(var_16, var_19);
    var_21 = wp::add(var_18, var_20);
    var_22 = wp::add(var_21, var_8);
    var_24 = wp::extract(var_11, var_23);
    var_25 = wp::add(var_22, var_24);
    var_27 = wp::extract(var_11, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_11, var_29);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::extract(var_15, var_32);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::extract(var_15, var_35);
    var_37 = wp::add(var_34, var_36);
    var_39 = wp::extract(var_15, var_38);
    var_40 = wp::add(var_37, var_39);
    // wp::array_store(var_point_distances, var_0, var_1, var_2, var_3, var_40);
    //---------
    // reverse
    wp::adj_array_store(var_point_distances, var_0, var_1, var_2, var_3, var_40, adj_point_distances, adj_0, adj_1, adj_2, adj_3, adj_40);
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_extract(var_15, var_38, adj_15, adj_38, adj_39);
    wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
    wp::adj_extract(var_15, var_35, adj_15, adj_35, adj_36);
    wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
    wp::adj_extract(var_15, var_32, adj_15, adj_32, adj_33);
    wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
    wp::adj_extract(var_11, var_29, adj_11, adj_29, adj_30);
    wp::adj_add(var_25, var_27, adj_25, adj_27, adj_28);
    wp::adj_extract(var_11, var_26, adj_11, adj_26, adj_27);
    wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
    wp::adj_extract(var_11, var_23, adj_11, adj_23, adj_24);
    wp::adj_add(var_21, var_8, adj_21, adj_8, adj_22);
    wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
    wp::adj_mul(var_16, var_19, adj_16, adj_19, adj_20);
    wp::adj_add(var_17, var_16, adj_17, adj_16, adj_18);
    wp::adj_add(var_13, var_14, adj_13, adj_14, adj_17);
    // adj: point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]  <L 15>
    wp::adj_copy(var_13, adj_13, adj_16);
    // adj: v6 = v3                                                                           <L 13>
    wp::adj_neg(var_11, adj_11, adj_15);
    // adj: v5 = -v2                                                                          <L 12>
    wp::adj_mul(var_8, var_8, adj_8, adj_8, adj_14);
    // adj: v4 = (v1 * v1)                                                                    <L 11>
    wp::adj_copy(var_5, adj_5, adj_13);
    // adj: v3 = v0                                                                           <L 10>
    wp::adj_copy(var_12, adj_10, adj_11);
    wp::adj_address(var_point_positions, var_0, var_1, var_2, var_3, adj_point_positions, adj_0, adj_1, adj_2, adj_3, adj_10);
    // adj: v2 = point_positions[i, j, k, l]                                                  <L 9>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_point_radii, var_0, var_1, var_2, var_3, adj_point_radii, adj_0, adj_1, adj_2, adj_3, adj_7);
    // adj: v1 = point_radii[i, j, k, l]                                                      <L 8>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_point_temperatures, var_0, var_1, var_2, var_3, adj_point_temperatures, adj_0, adj_1, adj_2, adj_3, adj_4);
    // adj: v0 = point_temperatures[i, j, k, l]                                               <L 7>
    // adj: i, j, k, l = wp.tid()  # thread index                                             <L 6>
    // adj: def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):  <L 5>
    return;
}



struct launch_nd_000000_3aa8a6f9_cpu_block_payload_forward
{
    wp_args_launch_nd_000000_3aa8a6f9* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000000_3aa8a6f9_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000000_3aa8a6f9_cpu_block_payload_forward* payload = (launch_nd_000000_3aa8a6f9_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000000_3aa8a6f9_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void launch_nd_000000_3aa8a6f9_cpu_forward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000000_3aa8a6f9 *_wp_args)
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
        launch_nd_000000_3aa8a6f9_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000000_3aa8a6f9_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000000_3aa8a6f9_cpu_block_payload_backward
{
    wp_args_launch_nd_000000_3aa8a6f9* args;
    wp_args_launch_nd_000000_3aa8a6f9* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000000_3aa8a6f9_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000000_3aa8a6f9_cpu_block_payload_backward* payload = (launch_nd_000000_3aa8a6f9_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000000_3aa8a6f9_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000000_3aa8a6f9_cpu_backward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000000_3aa8a6f9 *_wp_args,
    wp_args_launch_nd_000000_3aa8a6f9 *_wp_adj_args)
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
        launch_nd_000000_3aa8a6f9_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000000_3aa8a6f9_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

