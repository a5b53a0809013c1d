// Generated for case vector-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_vector_000000_976e1c6d {
    wp::array_t<wp::vec_t<2, wp::float32>> element_coords;
    wp::float32 scale;
    wp::array_t<wp::vec_t<2, wp::float32>> element_gradients;
};


void vector_000000_976e1c6d_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000000_976e1c6d *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_coords = _wp_args->element_coords;
    wp::float32 var_scale = _wp_args->scale;
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_gradients = _wp_args->element_gradients;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.22;
    wp::vec_t<2, wp::float32> var_11;
    wp::vec_t<2, wp::float32> var_12;
    wp::vec_t<2, wp::float32>* var_13;
    const wp::int32 var_14 = 1;
    wp::float32 var_15;
    //---------
    // forward
    // def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):       <L 5>
    // tid = wp.tid()  # this thread's element                                                <L 7>
    var_0 = builtin_tid1d();
    // v0 = element_coords[tid]                                                               <L 8>
    var_1 = wp::address(var_element_coords, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v0[0] *= wp.sin((scale + float(tid)))                                                  <L 9>
    var_5 = wp::extract(var_2, var_4);
    var_6 = wp::float(var_0);
    var_7 = wp::add(var_scale, var_6);
    var_8 = wp::sin(var_7);
    var_9 = wp::mul(var_5, var_8);
    wp::assign_inplace(var_2, var_4, var_9);
    // element_gradients[tid] = v0 + v0 * 1.22                                                <L 10>
    var_11 = wp::mul(var_2, var_10);
    var_12 = wp::add(var_2, var_11);
    wp::array_store(var_element_gradients, var_0, var_12);
    // element_gradients[tid][1] += wp.sin(scale)                                             <L 12>
    var_13 = &(wp::index(var_element_gradients, var_0));
    var_15 = wp::sin(var_scale);
    wp::array_atomic_add_slot(var_element_gradients, var_15, [&](auto& _e) -> auto& { return _e.component_ref(var_14); }, var_0);
}



void vector_000000_976e1c6d_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000000_976e1c6d *_wp_args,
    wp_args_vector_000000_976e1c6d *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_coords = _wp_args->element_coords;
    wp::float32 var_scale = _wp_args->scale;
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_gradients = _wp_args->element_gradients;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_element_coords = _wp_adj_args->element_coords;
    wp::float32 adj_scale = _wp_adj_args->scale;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_element_gradients = _wp_adj_args->element_gradients;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.22;
    wp::vec_t<2, wp::float32> var_11;
    wp::vec_t<2, wp::float32> var_12;
    wp::vec_t<2, wp::float32>* var_13;
    const wp::int32 var_14 = 1;
    wp::float32 var_15;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::vec_t<2, wp::float32> adj_12 = {};
    wp::vec_t<2, wp::float32> adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    //---------
    // forward
    // def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):       <L 5>
    // tid = wp.tid()  # this thread's element                                                <L 7>
    var_0 = builtin_tid1d();
    // v0 = element_coords[tid]                                                               <L 8>
    var_1 = wp::address(var_element_coords, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v0[0] *= wp.sin((scale + float(tid)))                                                  <L 9>
    var_5 = wp::extract(var_2, var_4);
    var_6 = wp::float(var_0);
    var_7 = wp::add(var_scale, var_6);
    var_8 = wp::sin(var_7);
    var_9 = wp::mul(var_5, var_8);
    wp::assign_inplace(var_2, var_4, var_9);
    // element_gradients[tid] = v0 + v0 * 1.22                                                <L 10>
    var_11 = wp::mul(var_2, var_10);
    var_12 = wp::add(var_2, var_11);
    // wp::array_store(var_element_gradients, var_0, var_12);
    // element_gradients[tid][1] += wp.sin(scale)                                             <L 12>
    var_13 = &(wp::index(var_element_gradients, var_0));
    var_15 = wp::sin(var_scale);
    // wp::array_atomic_add_slot(var_element_gradients, var_15, [&](auto& _e) -> auto& { return _e.component_ref(var_14); }, var_0);
    //---------
    // reverse
    wp::adj_array_atomic_add_slot(var_element_gradients, adj_element_gradients, adj_15, [&](auto& _e) -> auto& { return _e.component_ref(var_14); }, var_0);
    wp::adj_sin(var_scale, adj_scale, adj_15);
    // adj: element_gradients[tid][1] += wp.sin(scale)                                        <L 12>
    wp::adj_array_store(var_element_gradients, var_0, var_12, adj_element_gradients, adj_0, adj_12);
    wp::adj_add(var_2, var_11, adj_2, adj_11, adj_12);
    wp::adj_mul(var_2, var_10, adj_2, adj_10, adj_11);
    // adj: element_gradients[tid] = v0 + v0 * 1.22                                           <L 10>
    wp::adj_assign_inplace(var_2, var_4, var_9, adj_2, adj_4, adj_9);
    wp::adj_mul(var_5, var_8, adj_5, adj_8, adj_9);
    wp::adj_sin(var_7, adj_7, adj_8);
    wp::adj_add(var_scale, var_6, adj_scale, adj_6, adj_7);
    wp::adj_float(var_0, adj_0, adj_6);
    wp::adj_extract(var_2, var_4, adj_2, adj_4, adj_5);
    // adj: v0[0] *= wp.sin((scale + float(tid)))                                             <L 9>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_element_coords, var_0, adj_element_coords, adj_0, adj_1);
    // adj: v0 = element_coords[tid]                                                          <L 8>
    // adj: tid = wp.tid()  # this thread's element                                           <L 7>
    // adj: def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):  <L 5>
    return;
}



struct vector_000000_976e1c6d_cpu_block_payload_forward
{
    wp_args_vector_000000_976e1c6d* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000000_976e1c6d_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000000_976e1c6d_cpu_block_payload_forward* payload = (vector_000000_976e1c6d_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000000_976e1c6d_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void vector_000000_976e1c6d_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000000_976e1c6d *_wp_args)
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
        vector_000000_976e1c6d_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000000_976e1c6d_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct vector_000000_976e1c6d_cpu_block_payload_backward
{
    wp_args_vector_000000_976e1c6d* args;
    wp_args_vector_000000_976e1c6d* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000000_976e1c6d_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000000_976e1c6d_cpu_block_payload_backward* payload = (vector_000000_976e1c6d_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000000_976e1c6d_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void vector_000000_976e1c6d_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000000_976e1c6d *_wp_args,
    wp_args_vector_000000_976e1c6d *_wp_adj_args)
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
        vector_000000_976e1c6d_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000000_976e1c6d_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

