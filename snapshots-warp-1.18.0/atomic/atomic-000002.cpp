// Generated for case atomic-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_atomic_000002_9fac3659 {
    wp::array_t<wp::float32> contact_radii;
    wp::array_t<wp::float32> contact_lengths;
    wp::array_t<wp::float32> contact_phases;
    wp::array_t<wp::float32> force_sums;
};


void atomic_000002_9fac3659_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000002_9fac3659 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_radii = _wp_args->contact_radii;
    wp::array_t<wp::float32> var_contact_lengths = _wp_args->contact_lengths;
    wp::array_t<wp::float32> var_contact_phases = _wp_args->contact_phases;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    bool var_11;
    const wp::float32 var_12 = -0.1;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::shape_t* var_17;
    const wp::int32 var_18 = 0;
    wp::int32 var_19;
    wp::shape_t var_20;
    wp::int32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = -1.77;
    const wp::float32 var_24 = 1.17;
    wp::float32 var_25;
    wp::float32 var_26;
    //---------
    // forward
    // def atomic_000002(contact_radii: wp.array[float], contact_lengths: wp.array[float], contact_phases: wp.array[float], force_sums: wp.array[float]):       <L 5>
    // tid = wp.tid()  # this thread's element                                                <L 7>
    var_0 = builtin_tid1d();
    // v0 = contact_radii[tid]                                                                <L 8>
    var_1 = wp::address(var_contact_radii, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = contact_lengths[tid]                                                              <L 9>
    var_4 = wp::address(var_contact_lengths, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = contact_phases[tid]                                                               <L 10>
    var_7 = wp::address(var_contact_phases, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // wp.atomic_min(force_sums, 0, wp.where(v1 >= v0, min(v1, -0.1), wp.frac(v2)))           <L 11>
    var_11 = (var_5 >= var_2);
    var_13 = wp::min(var_5, var_12);
    var_14 = wp::frac(var_8);
    var_15 = wp::where(var_11, var_13, var_14);
    var_16 = wp::atomic_min(var_force_sums, var_10, var_15);
    // wp.atomic_min(force_sums, tid % force_sums.shape[0], wp.clamp((v1 * v1), -1.77, 1.17))       <L 12>
    var_17 = &(var_force_sums.shape);
    var_20 = wp::load(var_17);
    var_19 = wp::extract(var_20, var_18);
    var_21 = wp::mod(var_0, var_19);
    var_22 = wp::mul(var_5, var_5);
    var_25 = wp::clamp(var_22, var_23, var_24);
    var_26 = wp::atomic_min(var_force_sums, var_21, var_25);
}



void atomic_000002_9fac3659_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000002_9fac3659 *_wp_args,
    wp_args_atomic_000002_9fac3659 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_radii = _wp_args->contact_radii;
    wp::array_t<wp::float32> var_contact_lengths = _wp_args->contact_lengths;
    wp::array_t<wp::float32> var_contact_phases = _wp_args->contact_phases;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> adj_contact_radii = _wp_adj_args->contact_radii;
    wp::array_t<wp::float32> adj_contact_lengths = _wp_adj_args->contact_lengths;
    wp::array_t<wp::float32> adj_contact_phases = _wp_adj_args->contact_phases;
    wp::array_t<wp::float32> adj_force_sums = _wp_adj_args->force_sums;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    bool var_11;
    const wp::float32 var_12 = -0.1;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::shape_t* var_17;
    const wp::int32 var_18 = 0;
    wp::int32 var_19;
    wp::shape_t var_20;
    wp::int32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = -1.77;
    const wp::float32 var_24 = 1.17;
    wp::float32 var_25;
    wp::float32 var_26;
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
    wp::int32 adj_10 = {};
    bool adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::shape_t adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::shape_t adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    //---------
    // forward
    // def atomic_000002(contact_radii: wp.array[float], contact_lengths: wp.array[float], contact_phases: wp.array[float], force_sums: wp.array[float]):       <L 5>
    // tid = wp.tid()  # this thread's element                                                <L 7>
    var_0 = builtin_tid1d();
    // v0 = contact_radii[tid]                                                                <L 8>
    var_1 = wp::address(var_contact_radii, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = contact_lengths[tid]                                                              <L 9>
    var_4 = wp::address(var_contact_lengths, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = contact_phases[tid]                                                               <L 10>
    var_7 = wp::address(var_contact_phases, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // wp.atomic_min(force_sums, 0, wp.where(v1 >= v0, min(v1, -0.1), wp.frac(v2)))           <L 11>
    var_11 = (var_5 >= var_2);
    var_13 = wp::min(var_5, var_12);
    var_14 = wp::frac(var_8);
    var_15 = wp::where(var_11, var_13, var_14);
    // var_16 = wp::atomic_min(var_force_sums, var_10, var_15);
    // wp.atomic_min(force_sums, tid % force_sums.shape[0], wp.clamp((v1 * v1), -1.77, 1.17))       <L 12>
    var_17 = &(var_force_sums.shape);
    var_20 = wp::load(var_17);
    var_19 = wp::extract(var_20, var_18);
    var_21 = wp::mod(var_0, var_19);
    var_22 = wp::mul(var_5, var_5);
    var_25 = wp::clamp(var_22, var_23, var_24);
    // var_26 = wp::atomic_min(var_force_sums, var_21, var_25);
    //---------
    // reverse
    wp::adj_atomic_min(var_force_sums, var_21, var_25, adj_force_sums, adj_21, adj_25, adj_26);
    wp::adj_clamp(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
    wp::adj_mul(var_5, var_5, adj_5, adj_5, adj_22);
    wp::adj_mod(var_0, var_19, adj_0, adj_19, adj_21);
    adj_force_sums.shape = adj_17;
    // adj: wp.atomic_min(force_sums, tid % force_sums.shape[0], wp.clamp((v1 * v1), -1.77, 1.17))  <L 12>
    wp::adj_atomic_min(var_force_sums, var_10, var_15, adj_force_sums, adj_10, adj_15, adj_16);
    wp::adj_where(var_11, var_13, var_14, adj_11, adj_13, adj_14, adj_15);
    wp::adj_min(var_5, var_12, adj_5, adj_12, adj_13);
    // adj: wp.atomic_min(force_sums, 0, wp.where(v1 >= v0, min(v1, -0.1), wp.frac(v2)))      <L 11>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_contact_phases, var_0, adj_contact_phases, adj_0, adj_7);
    // adj: v2 = contact_phases[tid]                                                          <L 10>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_contact_lengths, var_0, adj_contact_lengths, adj_0, adj_4);
    // adj: v1 = contact_lengths[tid]                                                         <L 9>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_contact_radii, var_0, adj_contact_radii, adj_0, adj_1);
    // adj: v0 = contact_radii[tid]                                                           <L 8>
    // adj: tid = wp.tid()  # this thread's element                                           <L 7>
    // adj: def atomic_000002(contact_radii: wp.array[float], contact_lengths: wp.array[float], contact_phases: wp.array[float], force_sums: wp.array[float]):  <L 5>
    return;
}



struct atomic_000002_9fac3659_cpu_block_payload_forward
{
    wp_args_atomic_000002_9fac3659* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000002_9fac3659_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000002_9fac3659_cpu_block_payload_forward* payload = (atomic_000002_9fac3659_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000002_9fac3659_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void atomic_000002_9fac3659_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000002_9fac3659 *_wp_args)
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
        atomic_000002_9fac3659_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000002_9fac3659_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct atomic_000002_9fac3659_cpu_block_payload_backward
{
    wp_args_atomic_000002_9fac3659* args;
    wp_args_atomic_000002_9fac3659* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000002_9fac3659_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000002_9fac3659_cpu_block_payload_backward* payload = (atomic_000002_9fac3659_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000002_9fac3659_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void atomic_000002_9fac3659_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000002_9fac3659 *_wp_args,
    wp_args_atomic_000002_9fac3659 *_wp_adj_args)
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
        atomic_000002_9fac3659_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000002_9fac3659_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

