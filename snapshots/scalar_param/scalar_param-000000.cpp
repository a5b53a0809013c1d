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

struct wp_args_scalar_param_000000_t_a4c6c206 {
    wp::array_t<wp::float32> shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_positions;
    wp::array_t<wp::float32> shape_phases;
    wp::vec_t<3, wp::float32> scale;
    wp::vec_t<3, wp::float32> damping;
    wp::vec_t<3, wp::float32> radius;
    wp::int32 n;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> shape_residuals;
    wp::array_t<wp::float32> shape_scores;
};


template <bool wp_linear_contiguous>
static void scalar_param_000000_t_a4c6c206_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_t_a4c6c206 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_temperatures = _wp_args->shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_positions = _wp_args->shape_positions;
    wp::array_t<wp::float32> var_shape_phases = _wp_args->shape_phases;
    wp::vec_t<3, wp::float32> var_scale = _wp_args->scale;
    wp::vec_t<3, wp::float32> var_damping = _wp_args->damping;
    wp::vec_t<3, wp::float32> var_radius = _wp_args->radius;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_shape_residuals = _wp_args->shape_residuals;
    wp::array_t<wp::float32> var_shape_scores = _wp_args->shape_scores;
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
    // def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], scale: wp.vec3, damping: wp.vec3, radius: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any], shape_scores: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= shape_temperatures.shape[0]:                                                 <L 3>
    var_1 = &(var_shape_temperatures.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 4>
        return;
    }
    // v0 = shape_temperatures[tid]                                                           <L 5>
    var_6 = wp::address(var_shape_temperatures, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = shape_positions[tid]                                                              <L 6>
    var_9 = wp::address(var_shape_positions, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = shape_phases[tid]                                                                 <L 7>
    var_12 = wp::address(var_shape_phases, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // v3 = wp.length(v1)                                                                     <L 8>
    var_15 = wp::length(var_10);
    // shape_residuals[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]                <L 9>
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
    wp::array_store(var_shape_residuals, var_0, var_29);
    // shape_scores[tid] = v0 + v2 + v3 + v0 * 0.86                                           <L 10>
    var_30 = wp::add(var_7, var_13);
    var_31 = wp::add(var_30, var_15);
    var_33 = wp::mul(var_7, var_32);
    var_34 = wp::add(var_31, var_33);
    wp::array_store(var_shape_scores, var_0, var_34);
}



template <bool wp_linear_contiguous>
static void scalar_param_000000_t_a4c6c206_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_t_a4c6c206 *_wp_args,
    wp_args_scalar_param_000000_t_a4c6c206 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_temperatures = _wp_args->shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_positions = _wp_args->shape_positions;
    wp::array_t<wp::float32> var_shape_phases = _wp_args->shape_phases;
    wp::vec_t<3, wp::float32> var_scale = _wp_args->scale;
    wp::vec_t<3, wp::float32> var_damping = _wp_args->damping;
    wp::vec_t<3, wp::float32> var_radius = _wp_args->radius;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_shape_residuals = _wp_args->shape_residuals;
    wp::array_t<wp::float32> var_shape_scores = _wp_args->shape_scores;
    wp::array_t<wp::float32> adj_shape_temperatures = _wp_adj_args->shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_shape_positions = _wp_adj_args->shape_positions;
    wp::array_t<wp::float32> adj_shape_phases = _wp_adj_args->shape_phases;
    wp::vec_t<3, wp::float32> adj_scale = _wp_adj_args->scale;
    wp::vec_t<3, wp::float32> adj_damping = _wp_adj_args->damping;
    wp::vec_t<3, wp::float32> adj_radius = _wp_adj_args->radius;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_accumulated_mass = _wp_adj_args->accumulated_mass;
    wp::array_t<wp::float32> adj_shape_residuals = _wp_adj_args->shape_residuals;
    wp::array_t<wp::float32> adj_shape_scores = _wp_adj_args->shape_scores;
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
    // dual vars
    wp::int32 adj_0 = {};
    wp::shape_t adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::shape_t adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    //---------
    // forward
    // def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], scale: wp.vec3, damping: wp.vec3, radius: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any], shape_scores: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= shape_temperatures.shape[0]:                                                 <L 3>
    var_1 = &(var_shape_temperatures.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 4>
        goto label0;
    }
    // v0 = shape_temperatures[tid]                                                           <L 5>
    var_6 = wp::address(var_shape_temperatures, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = shape_positions[tid]                                                              <L 6>
    var_9 = wp::address(var_shape_positions, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = shape_phases[tid]                                                                 <L 7>
    var_12 = wp::address(var_shape_phases, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // v3 = wp.length(v1)                                                                     <L 8>
    var_15 = wp::length(var_10);
    // shape_residuals[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]                <L 9>
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
    // wp::array_store(var_shape_residuals, var_0, var_29);
    // shape_scores[tid] = v0 + v2 + v3 + v0 * 0.86                                           <L 10>
    var_30 = wp::add(var_7, var_13);
    var_31 = wp::add(var_30, var_15);
    var_33 = wp::mul(var_7, var_32);
    var_34 = wp::add(var_31, var_33);
    // wp::array_store(var_shape_scores, var_0, var_34);
    //---------
    // reverse
    wp::adj_array_store(var_shape_scores, var_0, var_34, adj_shape_scores, adj_0, adj_34);
    wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
    wp::adj_mul(var_7, var_32, adj_7, adj_32, adj_33);
    wp::adj_add(var_30, var_15, adj_30, adj_15, adj_31);
    wp::adj_add(var_7, var_13, adj_7, adj_13, adj_30);
    // adj: shape_scores[tid] = v0 + v2 + v3 + v0 * 0.86                                      <L 10>
    wp::adj_array_store(var_shape_residuals, var_0, var_29, adj_shape_residuals, adj_0, adj_29);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_10, var_27, adj_10, adj_27, adj_28);
    wp::adj_add(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_extract(var_10, var_24, adj_10, adj_24, adj_25);
    wp::adj_add(var_20, var_22, adj_20, adj_22, adj_23);
    wp::adj_extract(var_10, var_21, adj_10, adj_21, adj_22);
    wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
    wp::adj_mul(var_7, var_18, adj_7, adj_18, adj_19);
    wp::adj_add(var_16, var_15, adj_16, adj_15, adj_17);
    wp::adj_add(var_7, var_13, adj_7, adj_13, adj_16);
    // adj: shape_residuals[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]           <L 9>
    wp::adj_length(var_10, var_15, adj_10, adj_15);
    // adj: v3 = wp.length(v1)                                                                <L 8>
    wp::adj_copy(var_14, adj_12, adj_13);
    wp::adj_address(var_shape_phases, var_0, adj_shape_phases, adj_0, adj_12);
    // adj: v2 = shape_phases[tid]                                                            <L 7>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_shape_positions, var_0, adj_shape_positions, adj_0, adj_9);
    // adj: v1 = shape_positions[tid]                                                         <L 6>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_shape_temperatures, var_0, adj_shape_temperatures, adj_0, adj_6);
    // adj: v0 = shape_temperatures[tid]                                                      <L 5>
    if (var_5) {
        label0:;
        // adj: return                                                                        <L 4>
    }
    adj_shape_temperatures.shape = adj_1;
    // adj: if tid >= shape_temperatures.shape[0]:                                            <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], scale: wp.vec3, damping: wp.vec3, radius: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any], shape_scores: wp.array[Any]):  <L 1>
    return;
}



struct scalar_param_000000_t_a4c6c206_cpu_block_payload_forward
{
    wp_args_scalar_param_000000_t_a4c6c206* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_t_a4c6c206_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_t_a4c6c206_cpu_block_payload_forward* payload = (scalar_param_000000_t_a4c6c206_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_t_a4c6c206_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000000_t_a4c6c206_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_t_a4c6c206 *_wp_args)
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
        scalar_param_000000_t_a4c6c206_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_t_a4c6c206_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000000_t_a4c6c206_cpu_block_payload_backward
{
    wp_args_scalar_param_000000_t_a4c6c206* args;
    wp_args_scalar_param_000000_t_a4c6c206* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_t_a4c6c206_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_t_a4c6c206_cpu_block_payload_backward* payload = (scalar_param_000000_t_a4c6c206_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_t_a4c6c206_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000000_t_a4c6c206_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_t_a4c6c206 *_wp_args,
    wp_args_scalar_param_000000_t_a4c6c206 *_wp_adj_args)
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
        scalar_param_000000_t_a4c6c206_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_t_a4c6c206_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

