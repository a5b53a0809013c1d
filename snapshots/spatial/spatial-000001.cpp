// Generated for case spatial-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_spatial_000001_52c80aed {
    wp::array_t<wp::vec_t<6, wp::float32>> vertex_twists;
    wp::array_t<wp::vec_t<6, wp::float32>> vertex_twists_out;
    wp::int32 num_vertices;
};


template <bool wp_linear_contiguous>
static void spatial_000001_52c80aed_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000001_52c80aed *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    const wp::float32 var_5 = -1.5;
    wp::float32 var_6;
    const wp::float32 var_7 = -1.32;
    const wp::float32 var_8 = -0.074;
    const wp::float32 var_9 = 1.7;
    wp::vec_t<3, wp::float32> var_10;
    wp::quat_t<wp::float32> var_11;
    wp::transform_t<wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.5;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.96;
    wp::vec_t<6, wp::float32> var_18;
    wp::vec_t<6, wp::float32> var_19;
    const wp::float32 var_20 = 1.0;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 1.0;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::float32 var_29 = 1.0;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 1.0;
    wp::vec_t<3, wp::float32> var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<6, wp::float32> var_38;
    wp::vec_t<6, wp::float32> var_39;
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
    // v1 = float(-1.5)                                                                       <L 11>
    var_6 = wp::float(var_5);
    // v2 = wp.transform(wp.vec3(-1.32, -0.074, 1.7), wp.quat_identity())                     <L 12>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_11 = wp::quat_identity<wp::float32>();
    var_12 = wp::transform_t<wp::float32>(var_10, var_11);
    // v3 = wp.atan2(v1, wp.abs(v1) + 0.5)                                                    <L 13>
    var_13 = wp::abs(var_6);
    var_15 = wp::add(var_13, var_14);
    var_16 = wp::atan2(var_6, var_15);
    // vertex_twists_out[tid] = v0 + v0 * 0.96 + wp.spatial_vector(wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3), wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3))       <L 14>
    var_18 = wp::mul(var_3, var_17);
    var_19 = wp::add(var_3, var_18);
    var_21 = wp::vec_t<3, wp::float32>(var_20);
    var_22 = wp::transform_point(var_12, var_21);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::dot(var_22, var_24);
    var_26 = wp::add(var_6, var_25);
    var_27 = wp::add(var_26, var_16);
    var_28 = wp::vec_t<3, wp::float32>(var_27);
    var_30 = wp::vec_t<3, wp::float32>(var_29);
    var_31 = wp::transform_point(var_12, var_30);
    var_33 = wp::vec_t<3, wp::float32>(var_32);
    var_34 = wp::dot(var_31, var_33);
    var_35 = wp::add(var_6, var_34);
    var_36 = wp::add(var_35, var_16);
    var_37 = wp::vec_t<3, wp::float32>(var_36);
    var_38 = wp::vec_t<6, wp::float32>(var_28, var_37);
    var_39 = wp::add(var_19, var_38);
    wp::array_store(var_vertex_twists_out, var_0, var_39);
}



struct spatial_000001_52c80aed_cpu_block_payload_forward
{
    wp_args_spatial_000001_52c80aed* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000001_52c80aed_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000001_52c80aed_cpu_block_payload_forward* payload = (spatial_000001_52c80aed_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000001_52c80aed_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void spatial_000001_52c80aed_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000001_52c80aed *_wp_args)
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
        spatial_000001_52c80aed_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000001_52c80aed_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

