// Generated for case loop-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_loop_000002_2cfa47ca {
    wp::array_t<wp::float32> vertex_weights;
    wp::array_t<wp::float32> vertex_densities;
    wp::int32 n;
    wp::array_t<wp::float32> vertex_scores;
    wp::array_t<wp::float32> vertex_distances;
};


template <bool wp_linear_contiguous>
static void loop_000002_2cfa47ca_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000002_2cfa47ca *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_weights = _wp_args->vertex_weights;
    wp::array_t<wp::float32> var_vertex_densities = _wp_args->vertex_densities;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_vertex_scores = _wp_args->vertex_scores;
    wp::array_t<wp::float32> var_vertex_distances = _wp_args->vertex_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.905;
    wp::float32 var_8;
    const wp::float32 var_9 = -INFINITY;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    const wp::int32 var_13 = 1;
    wp::int32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    wp::int32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::int32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.46;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.16;
    wp::float32 var_43;
    wp::float32 var_44;
    //---------
    // forward
    // def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):       <L 8>
    // tid = wp.tid()  # this thread's element                                                <L 9>
    var_0 = builtin_tid1d();
    // v0 = vertex_weights[tid]                                                               <L 10>
    var_1 = wp::address(var_vertex_weights, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = vertex_densities[tid]                                                             <L 11>
    var_4 = wp::address(var_vertex_densities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = (-0.905 * v0)                                                                     <L 12>
    var_8 = wp::mul(var_7, var_2);
    // best3 = LOWEST                                                                         <L 13>
    var_10 = wp::copy(var_9);
    // for k4 in range(3):                                                                    <L 14>
    // best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))                               <L 15>
    var_12 = wp::sub(var_5, var_2);
    var_14 = wp::add(var_11, var_13);
    var_15 = wp::float(var_14);
    var_16 = wp::mul(var_12, var_15);
    var_17 = wp::sin(var_16);
    var_18 = wp::max(var_10, var_17);
    var_20 = wp::sub(var_5, var_2);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::float(var_22);
    var_24 = wp::mul(var_20, var_23);
    var_25 = wp::sin(var_24);
    var_26 = wp::max(var_18, var_25);
    var_28 = wp::sub(var_5, var_2);
    var_30 = wp::add(var_27, var_29);
    var_31 = wp::float(var_30);
    var_32 = wp::mul(var_28, var_31);
    var_33 = wp::sin(var_32);
    var_34 = wp::max(var_26, var_33);
    // vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46                                    <L 16>
    var_35 = wp::add(var_5, var_8);
    var_36 = wp::add(var_35, var_34);
    var_38 = wp::mul(var_34, var_37);
    var_39 = wp::add(var_36, var_38);
    wp::array_store(var_vertex_scores, var_0, var_39);
    // vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16                                    <L 18>
    var_40 = wp::add(var_5, var_8);
    var_41 = wp::add(var_40, var_34);
    var_43 = wp::mul(var_5, var_42);
    var_44 = wp::add(var_41, var_43);
    wp::array_store(var_vertex_distances, var_0, var_44);
}



template <bool wp_linear_contiguous>
static void loop_000002_2cfa47ca_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000002_2cfa47ca *_wp_args,
    wp_args_loop_000002_2cfa47ca *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_weights = _wp_args->vertex_weights;
    wp::array_t<wp::float32> var_vertex_densities = _wp_args->vertex_densities;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_vertex_scores = _wp_args->vertex_scores;
    wp::array_t<wp::float32> var_vertex_distances = _wp_args->vertex_distances;
    wp::array_t<wp::float32> adj_vertex_weights = _wp_adj_args->vertex_weights;
    wp::array_t<wp::float32> adj_vertex_densities = _wp_adj_args->vertex_densities;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_vertex_scores = _wp_adj_args->vertex_scores;
    wp::array_t<wp::float32> adj_vertex_distances = _wp_adj_args->vertex_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.905;
    wp::float32 var_8;
    const wp::float32 var_9 = -INFINITY;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    const wp::int32 var_13 = 1;
    wp::int32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    wp::int32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::int32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.46;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.16;
    wp::float32 var_43;
    wp::float32 var_44;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    //---------
    // forward
    // def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):       <L 8>
    // tid = wp.tid()  # this thread's element                                                <L 9>
    var_0 = builtin_tid1d();
    // v0 = vertex_weights[tid]                                                               <L 10>
    var_1 = wp::address(var_vertex_weights, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = vertex_densities[tid]                                                             <L 11>
    var_4 = wp::address(var_vertex_densities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = (-0.905 * v0)                                                                     <L 12>
    var_8 = wp::mul(var_7, var_2);
    // best3 = LOWEST                                                                         <L 13>
    var_10 = wp::copy(var_9);
    // for k4 in range(3):                                                                    <L 14>
    // best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))                               <L 15>
    var_12 = wp::sub(var_5, var_2);
    var_14 = wp::add(var_11, var_13);
    var_15 = wp::float(var_14);
    var_16 = wp::mul(var_12, var_15);
    var_17 = wp::sin(var_16);
    var_18 = wp::max(var_10, var_17);
    var_20 = wp::sub(var_5, var_2);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::float(var_22);
    var_24 = wp::mul(var_20, var_23);
    var_25 = wp::sin(var_24);
    var_26 = wp::max(var_18, var_25);
    var_28 = wp::sub(var_5, var_2);
    var_30 = wp::add(var_27, var_29);
    var_31 = wp::float(var_30);
    var_32 = wp::mul(var_28, var_31);
    var_33 = wp::sin(var_32);
    var_34 = wp::max(var_26, var_33);
    // vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46                                    <L 16>
    var_35 = wp::add(var_5, var_8);
    var_36 = wp::add(var_35, var_34);
    var_38 = wp::mul(var_34, var_37);
    var_39 = wp::add(var_36, var_38);
    // wp::array_store(var_vertex_scores, var_0, var_39);
    // vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16                                    <L 18>
    var_40 = wp::add(var_5, var_8);
    var_41 = wp::add(var_40, var_34);
    var_43 = wp::mul(var_5, var_42);
    var_44 = wp::add(var_41, var_43);
    // wp::array_store(var_vertex_distances, var_0, var_44);
    //---------
    // reverse
    wp::adj_array_store(var_vertex_distances, var_0, var_44, adj_vertex_distances, adj_0, adj_44);
    wp::adj_add(var_41, var_43, adj_41, adj_43, adj_44);
    wp::adj_mul(var_5, var_42, adj_5, adj_42, adj_43);
    wp::adj_add(var_40, var_34, adj_40, adj_34, adj_41);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_40);
    // adj: vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16                               <L 18>
    wp::adj_array_store(var_vertex_scores, var_0, var_39, adj_vertex_scores, adj_0, adj_39);
    wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
    wp::adj_mul(var_34, var_37, adj_34, adj_37, adj_38);
    wp::adj_add(var_35, var_34, adj_35, adj_34, adj_36);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_35);
    // adj: vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46                               <L 16>
    wp::adj_max(var_26, var_33, adj_26, adj_33, adj_34);
    wp::adj_sin(var_32, adj_32, adj_33);
    wp::adj_mul(var_28, var_31, adj_28, adj_31, adj_32);
    wp::adj_float(var_30, adj_30, adj_31);
    wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
    wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_28);
    wp::adj_max(var_18, var_25, adj_18, adj_25, adj_26);
    wp::adj_sin(var_24, adj_24, adj_25);
    wp::adj_mul(var_20, var_23, adj_20, adj_23, adj_24);
    wp::adj_float(var_22, adj_22, adj_23);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_20);
    wp::adj_max(var_10, var_17, adj_10, adj_17, adj_18);
    wp::adj_sin(var_16, adj_16, adj_17);
    wp::adj_mul(var_12, var_15, adj_12, adj_15, adj_16);
    wp::adj_float(var_14, adj_14, adj_15);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
    wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_12);
    // adj: best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))                          <L 15>
    // adj: for k4 in range(3):                                                               <L 14>
    wp::adj_copy(var_9, adj_9, adj_10);
    // adj: best3 = LOWEST                                                                    <L 13>
    wp::adj_mul(var_7, var_2, adj_7, adj_2, adj_8);
    // adj: v2 = (-0.905 * v0)                                                                <L 12>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_vertex_densities, var_0, adj_vertex_densities, adj_0, adj_4);
    // adj: v1 = vertex_densities[tid]                                                        <L 11>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_vertex_weights, var_0, adj_vertex_weights, adj_0, adj_1);
    // adj: v0 = vertex_weights[tid]                                                          <L 10>
    // adj: tid = wp.tid()  # this thread's element                                           <L 9>
    // adj: def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):  <L 8>
    return;
}



struct loop_000002_2cfa47ca_cpu_block_payload_forward
{
    wp_args_loop_000002_2cfa47ca* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000002_2cfa47ca_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000002_2cfa47ca_cpu_block_payload_forward* payload = (loop_000002_2cfa47ca_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000002_2cfa47ca_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void loop_000002_2cfa47ca_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000002_2cfa47ca *_wp_args)
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
        loop_000002_2cfa47ca_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000002_2cfa47ca_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000002_2cfa47ca_cpu_block_payload_backward
{
    wp_args_loop_000002_2cfa47ca* args;
    wp_args_loop_000002_2cfa47ca* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000002_2cfa47ca_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000002_2cfa47ca_cpu_block_payload_backward* payload = (loop_000002_2cfa47ca_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000002_2cfa47ca_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000002_2cfa47ca_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000002_2cfa47ca *_wp_args,
    wp_args_loop_000002_2cfa47ca *_wp_adj_args)
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
        loop_000002_2cfa47ca_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000002_2cfa47ca_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

