// Generated for case geometry-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_geometry_000000_2abd974f {
    wp::array_t<wp::float32> vertex_radii;
    wp::uint64 volume;
    wp::array_t<wp::float32> vertex_distances;
    wp::array_t<wp::float32> vertex_scores;
};


void geometry_000000_2abd974f_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000000_2abd974f *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_radii = _wp_args->vertex_radii;
    wp::uint64 var_volume = _wp_args->volume;
    wp::array_t<wp::float32> var_vertex_distances = _wp_args->vertex_distances;
    wp::array_t<wp::float32> var_vertex_scores = _wp_args->vertex_scores;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.1;
    const wp::float32 var_5 = 0.4;
    const wp::float32 var_6 = 1.993;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::int32 var_9 = 1;
    const wp::int32 var_10 = 2;
    const wp::int32 var_11 = 3;
    wp::vec_t<3, wp::float32> var_12;
    const wp::int32 var_13 = 3;
    const wp::int32 var_14 = 1;
    const wp::int32 var_15 = 2;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    const wp::int32 var_21 = 1;
    const wp::int32 var_22 = 1;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    const wp::float32 var_25 = -0.36;
    const wp::float32 var_26 = 1.91;
    const wp::float32 var_27 = 1.24;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::int32 var_31 = 1;
    const wp::int32 var_32 = 1;
    wp::vec_t<3, wp::float32> var_33;
    const wp::float32 var_34 = 1.93;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 1.42;
    wp::float32 var_38;
    wp::float32 var_39;
    //---------
    // forward
    // def geometry_000000(vertex_radii: wp.array[float], volume: wp.uint64, vertex_distances: wp.array[float], vertex_scores: wp.array[float]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = vertex_radii[tid]                                                                 <L 7>
    var_1 = wp::address(var_vertex_radii, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // pq2 = wp.vec3(1.1, 0.4, 1.993)                                                         <L 8>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    // uvw1 = wp.volume_world_to_index(volume, pq2)                                           <L 9>
    var_8 = wp::volume_world_to_index(var_volume, var_7);
    // g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)       <L 10>
    var_12 = wp::volume_lookup_v(var_volume, var_9, var_10, var_11);
    var_16 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_13, var_14, var_15);
    var_17 = wp::add(var_12, var_16);
    // pq5 = wp.vec3(v0, (v0 + v0), v0)                                                       <L 11>
    var_18 = wp::add(var_2, var_2);
    var_19 = wp::vec_t<3, wp::float32>(var_2, var_18, var_2);
    // uvw4 = wp.volume_world_to_index(volume, pq5)                                           <L 12>
    var_20 = wp::volume_world_to_index(var_volume, var_19);
    // g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)                                <L 13>
    var_23 = wp::volume_sample_v(var_volume, var_20, var_22);
    // v7 = wp.normalize(g3)                                                                  <L 14>
    var_24 = wp::normalize(var_17);
    // pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))                                         <L 15>
    var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
    var_29 = wp::cross(var_17, var_28);
    // uvw8 = wp.volume_world_to_index(volume, pq9)                                           <L 16>
    var_30 = wp::volume_world_to_index(var_volume, var_29);
    // g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)                               <L 17>
    var_33 = wp::volume_sample_v(var_volume, var_30, var_32);
    // vertex_distances[tid] = v0 + v0 * 1.93                                                 <L 18>
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::add(var_2, var_35);
    wp::array_store(var_vertex_distances, var_0, var_36);
    // vertex_scores[tid] = v0 + v0 * 1.42                                                    <L 20>
    var_38 = wp::mul(var_2, var_37);
    var_39 = wp::add(var_2, var_38);
    wp::array_store(var_vertex_scores, var_0, var_39);
}



void geometry_000000_2abd974f_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_geometry_000000_2abd974f *_wp_args,
    wp_args_geometry_000000_2abd974f *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_radii = _wp_args->vertex_radii;
    wp::uint64 var_volume = _wp_args->volume;
    wp::array_t<wp::float32> var_vertex_distances = _wp_args->vertex_distances;
    wp::array_t<wp::float32> var_vertex_scores = _wp_args->vertex_scores;
    wp::array_t<wp::float32> adj_vertex_radii = _wp_adj_args->vertex_radii;
    wp::uint64 adj_volume = _wp_adj_args->volume;
    wp::array_t<wp::float32> adj_vertex_distances = _wp_adj_args->vertex_distances;
    wp::array_t<wp::float32> adj_vertex_scores = _wp_adj_args->vertex_scores;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.1;
    const wp::float32 var_5 = 0.4;
    const wp::float32 var_6 = 1.993;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::int32 var_9 = 1;
    const wp::int32 var_10 = 2;
    const wp::int32 var_11 = 3;
    wp::vec_t<3, wp::float32> var_12;
    const wp::int32 var_13 = 3;
    const wp::int32 var_14 = 1;
    const wp::int32 var_15 = 2;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    const wp::int32 var_21 = 1;
    const wp::int32 var_22 = 1;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    const wp::float32 var_25 = -0.36;
    const wp::float32 var_26 = 1.91;
    const wp::float32 var_27 = 1.24;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::int32 var_31 = 1;
    const wp::int32 var_32 = 1;
    wp::vec_t<3, wp::float32> var_33;
    const wp::float32 var_34 = 1.93;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 1.42;
    wp::float32 var_38;
    wp::float32 var_39;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    //---------
    // forward
    // def geometry_000000(vertex_radii: wp.array[float], volume: wp.uint64, vertex_distances: wp.array[float], vertex_scores: wp.array[float]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = vertex_radii[tid]                                                                 <L 7>
    var_1 = wp::address(var_vertex_radii, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // pq2 = wp.vec3(1.1, 0.4, 1.993)                                                         <L 8>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    // uvw1 = wp.volume_world_to_index(volume, pq2)                                           <L 9>
    var_8 = wp::volume_world_to_index(var_volume, var_7);
    // g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)       <L 10>
    var_12 = wp::volume_lookup_v(var_volume, var_9, var_10, var_11);
    var_16 = wp::volume_lookup<wp::vec_t<3, wp::float32>>(var_volume, var_13, var_14, var_15);
    var_17 = wp::add(var_12, var_16);
    // pq5 = wp.vec3(v0, (v0 + v0), v0)                                                       <L 11>
    var_18 = wp::add(var_2, var_2);
    var_19 = wp::vec_t<3, wp::float32>(var_2, var_18, var_2);
    // uvw4 = wp.volume_world_to_index(volume, pq5)                                           <L 12>
    var_20 = wp::volume_world_to_index(var_volume, var_19);
    // g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)                                <L 13>
    var_23 = wp::volume_sample_v(var_volume, var_20, var_22);
    // v7 = wp.normalize(g3)                                                                  <L 14>
    var_24 = wp::normalize(var_17);
    // pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))                                         <L 15>
    var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
    var_29 = wp::cross(var_17, var_28);
    // uvw8 = wp.volume_world_to_index(volume, pq9)                                           <L 16>
    var_30 = wp::volume_world_to_index(var_volume, var_29);
    // g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)                               <L 17>
    var_33 = wp::volume_sample_v(var_volume, var_30, var_32);
    // vertex_distances[tid] = v0 + v0 * 1.93                                                 <L 18>
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::add(var_2, var_35);
    // wp::array_store(var_vertex_distances, var_0, var_36);
    // vertex_scores[tid] = v0 + v0 * 1.42                                                    <L 20>
    var_38 = wp::mul(var_2, var_37);
    var_39 = wp::add(var_2, var_38);
    // wp::array_store(var_vertex_scores, var_0, var_39);
    //---------
    // reverse
    wp::adj_array_store(var_vertex_scores, var_0, var_39, adj_vertex_scores, adj_0, adj_39);
    wp::adj_add(var_2, var_38, adj_2, adj_38, adj_39);
    wp::adj_mul(var_2, var_37, adj_2, adj_37, adj_38);
    // adj: vertex_scores[tid] = v0 + v0 * 1.42                                               <L 20>
    wp::adj_array_store(var_vertex_distances, var_0, var_36, adj_vertex_distances, adj_0, adj_36);
    wp::adj_add(var_2, var_35, adj_2, adj_35, adj_36);
    wp::adj_mul(var_2, var_34, adj_2, adj_34, adj_35);
    // adj: vertex_distances[tid] = v0 + v0 * 1.93                                            <L 18>
    wp::adj_volume_sample_v(var_volume, var_30, var_32, adj_volume, adj_30, adj_32, adj_33);
    // adj: g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)                          <L 17>
    wp::adj_volume_world_to_index(var_volume, var_29, adj_volume, adj_29, adj_30);
    // adj: uvw8 = wp.volume_world_to_index(volume, pq9)                                      <L 16>
    wp::adj_cross(var_17, var_28, adj_17, adj_28, adj_29);
    wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
    // adj: pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))                                    <L 15>
    wp::adj_normalize(var_17, var_24, adj_17, adj_24);
    // adj: v7 = wp.normalize(g3)                                                             <L 14>
    wp::adj_volume_sample_v(var_volume, var_20, var_22, adj_volume, adj_20, adj_22, adj_23);
    // adj: g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)                           <L 13>
    wp::adj_volume_world_to_index(var_volume, var_19, adj_volume, adj_19, adj_20);
    // adj: uvw4 = wp.volume_world_to_index(volume, pq5)                                      <L 12>
    wp::adj_vec_t(var_2, var_18, var_2, adj_2, adj_18, adj_2, adj_19);
    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_18);
    // adj: pq5 = wp.vec3(v0, (v0 + v0), v0)                                                  <L 11>
    wp::adj_add(var_12, var_16, adj_12, adj_16, adj_17);
    // adj: g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)  <L 10>
    wp::adj_volume_world_to_index(var_volume, var_7, adj_volume, adj_7, adj_8);
    // adj: uvw1 = wp.volume_world_to_index(volume, pq2)                                      <L 9>
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    // adj: pq2 = wp.vec3(1.1, 0.4, 1.993)                                                    <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_vertex_radii, var_0, adj_vertex_radii, adj_0, adj_1);
    // adj: v0 = vertex_radii[tid]                                                            <L 7>
    // adj: tid = wp.tid()  # thread index                                                    <L 6>
    // adj: def geometry_000000(vertex_radii: wp.array[float], volume: wp.uint64, vertex_distances: wp.array[float], vertex_scores: wp.array[float]):  <L 5>
    return;
}



struct geometry_000000_2abd974f_cpu_block_payload_forward
{
    wp_args_geometry_000000_2abd974f* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000000_2abd974f_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000000_2abd974f_cpu_block_payload_forward* payload = (geometry_000000_2abd974f_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000000_2abd974f_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void geometry_000000_2abd974f_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000000_2abd974f *_wp_args)
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
        geometry_000000_2abd974f_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000000_2abd974f_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct geometry_000000_2abd974f_cpu_block_payload_backward
{
    wp_args_geometry_000000_2abd974f* args;
    wp_args_geometry_000000_2abd974f* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void geometry_000000_2abd974f_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    geometry_000000_2abd974f_cpu_block_payload_backward* payload = (geometry_000000_2abd974f_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    geometry_000000_2abd974f_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void geometry_000000_2abd974f_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_geometry_000000_2abd974f *_wp_args,
    wp_args_geometry_000000_2abd974f *_wp_adj_args)
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
        geometry_000000_2abd974f_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &geometry_000000_2abd974f_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

