// Generated for case spatial-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_spatial_000001_cf34f468 {
    wp::array_t<wp::vec_t<6, wp::float32>> vertex_twists;
    wp::array_t<wp::vec_t<6, wp::float32>> vertex_twists_out;
    wp::int32 num_vertices;
};


void spatial_000001_cf34f468_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000001_cf34f468 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<6, wp::float32>> var_vertex_twists = _wp_args->vertex_twists;
    wp::array_t<wp::vec_t<6, wp::float32>> var_vertex_twists_out = _wp_args->vertex_twists_out;
    wp::int32 var_num_vertices = _wp_args->num_vertices;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<6, wp::float32>* var_2;
    wp::vec_t<6, wp::float32> var_3;
    wp::vec_t<6, wp::float32> var_4;
    wp::vec_t<6, wp::float32> var_5;
    wp::float32 var_6;
    wp::vec_t<6, wp::float32> var_7;
    const wp::float32 var_8 = 1.55;
    wp::vec_t<6, wp::float32> var_9;
    wp::vec_t<6, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<6, wp::float32> var_13;
    wp::vec_t<6, wp::float32> var_14;
    //---------
    // forward
    // def spatial_000001(vertex_twists: wp.array(dtype=wp.spatial_vector), vertex_twists_out: wp.array(dtype=wp.spatial_vector), num_vertices: int):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= num_vertices:                                                                <L 8>
    var_1 = (var_0 >= var_num_vertices);
    if (var_1) {
        // return                                                                             <L 9>
        return;
    }
    // v0 = vertex_twists[tid]                                                                <L 10>
    var_2 = wp::address(var_vertex_twists, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = v0                                                                                <L 11>
    var_5 = wp::copy(var_3);
    // v2 = wp.spatial_dot(v0, v0)                                                            <L 12>
    var_6 = wp::spatial_dot(var_3, var_3);
    // vertex_twists_out[tid] = v0 + v1 + v0 * 1.55 + wp.spatial_vector(wp.vec3(v2), wp.vec3(v2))       <L 13>
    var_7 = wp::add(var_3, var_5);
    var_9 = wp::mul(var_3, var_8);
    var_10 = wp::add(var_7, var_9);
    var_11 = wp::vec_t<3, wp::float32>(var_6);
    var_12 = wp::vec_t<3, wp::float32>(var_6);
    var_13 = wp::vec_t<6, wp::float32>(var_11, var_12);
    var_14 = wp::add(var_10, var_13);
    wp::array_store(var_vertex_twists_out, var_0, var_14);
}



struct spatial_000001_cf34f468_cpu_block_payload_forward
{
    wp_args_spatial_000001_cf34f468* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000001_cf34f468_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000001_cf34f468_cpu_block_payload_forward* payload = (spatial_000001_cf34f468_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000001_cf34f468_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void spatial_000001_cf34f468_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000001_cf34f468 *_wp_args)
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
        spatial_000001_cf34f468_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000001_cf34f468_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

