// Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_scalar_param_000000_4dc6a9cb {
    wp::array_t<wp::float32> body_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> body_displacements;
    wp::array_t<wp::float32> body_weights;
    wp::vec_t<3, wp::float32> scale;
    wp::vec_t<3, wp::float32> radius;
    wp::vec_t<3, wp::float32> time_step;
    wp::int32 n;
    wp::array_t<wp::float32> total_energy;
    wp::array_t<wp::float32> body_distances;
    wp::array_t<wp::float32> body_scores;
};


template <bool wp_linear_contiguous>
static void scalar_param_000000_4dc6a9cb_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_4dc6a9cb *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_body_radii = _wp_args->body_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements = _wp_args->body_displacements;
    wp::array_t<wp::float32> var_body_weights = _wp_args->body_weights;
    wp::vec_t<3, wp::float32> var_scale = _wp_args->scale;
    wp::vec_t<3, wp::float32> var_radius = _wp_args->radius;
    wp::vec_t<3, wp::float32> var_time_step = _wp_args->time_step;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_total_energy = _wp_args->total_energy;
    wp::array_t<wp::float32> var_body_distances = _wp_args->body_distances;
    wp::array_t<wp::float32> var_body_scores = _wp_args->body_scores;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 0.93;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 1;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 0.86;
    wp::float32 var_33;
    wp::float32 var_34;
    //---------
    // forward
    // def scalar_param_000000(body_radii: wp.array[float], body_displacements: wp.array[wp.vec3], body_weights: wp.array[float], scale: wp.vec3, radius: wp.vec3, time_step: wp.vec3, n: int, total_energy: wp.array[float], body_distances: wp.array[float], body_scores: wp.array[float]):       <L 7>
    // tid = wp.tid()                                                                         <L 8>
    var_0 = builtin_tid1d();
    // if tid >= body_weights.shape[0]:                                                       <L 9>
    var_1 = &(var_body_weights.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 10>
        return;
    }
    // v0 = body_radii[tid]                                                                   <L 11>
    var_6 = wp::address(var_body_radii, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = body_displacements[tid]                                                           <L 12>
    var_9 = wp::address(var_body_displacements, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = body_weights[tid]                                                                 <L 13>
    var_12 = wp::address(var_body_weights, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // v3 = wp.length(v1)                                                                     <L 14>
    var_15 = wp::length(var_10);
    // body_distances[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]                 <L 15>
    var_16 = wp::add(var_7, var_13);
    var_17 = wp::add(var_16, var_15);
    var_19 = wp::mul(var_7, var_18);
    var_20 = wp::add(var_17, var_19);
    var_22 = wp::extract(var_10, var_21);
    var_23 = wp::add(var_20, var_22);
    var_25 = wp::extract(var_10, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_10, var_27);
    var_29 = wp::add(var_26, var_28);
    wp::array_store(var_body_distances, var_0, var_29);
    // body_scores[tid] = v0 + v2 + v3 + v0 * 0.86                                            <L 16>
    var_30 = wp::add(var_7, var_13);
    var_31 = wp::add(var_30, var_15);
    var_33 = wp::mul(var_7, var_32);
    var_34 = wp::add(var_31, var_33);
    wp::array_store(var_body_scores, var_0, var_34);
}



struct scalar_param_000000_4dc6a9cb_cpu_block_payload_forward
{
    wp_args_scalar_param_000000_4dc6a9cb* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_4dc6a9cb_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_4dc6a9cb_cpu_block_payload_forward* payload = (scalar_param_000000_4dc6a9cb_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_4dc6a9cb_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000000_4dc6a9cb_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_4dc6a9cb *_wp_args)
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
        scalar_param_000000_4dc6a9cb_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_4dc6a9cb_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

