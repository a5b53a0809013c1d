// Generated for case conditional-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_conditional_000002_20212489 {
    wp::array_t<wp::float32> particle_phases;
    wp::array_t<wp::float32> particle_pressures;
    wp::array_t<wp::float32> particle_temperatures;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::float32> particle_distances;
};


void conditional_000002_20212489_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000002_20212489 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_particle_phases = _wp_args->particle_phases;
    wp::array_t<wp::float32> var_particle_pressures = _wp_args->particle_pressures;
    wp::array_t<wp::float32> var_particle_temperatures = _wp_args->particle_temperatures;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_particle_distances = _wp_args->particle_distances;
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
    wp::float32 var_10;
    bool var_11;
    const wp::float32 var_12 = -1.51;
    bool var_13;
    bool var_14;
    bool var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 4;
    wp::int32 var_23;
    const wp::int32 var_24 = 1;
    bool var_25;
    const wp::float32 var_26 = 1.302;
    wp::float32 var_27;
    const wp::float32 var_28 = -1.37;
    const wp::float32 var_29 = 0.11;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.165;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::int32 var_40 = 0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = 0.12;
    wp::float32 var_46;
    wp::float32 var_47;
    //---------
    // forward
    // def conditional_000002(particle_phases: wp.array[float], particle_pressures: wp.array[float], particle_temperatures: wp.array[float], force_sums: wp.array[float], particle_distances: wp.array[float]):       <L 7>
    // tid = wp.tid()  # this thread's element                                                <L 9>
    var_0 = builtin_tid1d();
    // v0 = particle_phases[tid]                                                              <L 10>
    var_1 = wp::address(var_particle_phases, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = particle_pressures[tid]                                                           <L 11>
    var_4 = wp::address(var_particle_pressures, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = particle_temperatures[tid]                                                        <L 12>
    var_7 = wp::address(var_particle_temperatures, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = v2                                                                                <L 13>
    var_10 = wp::copy(var_8);
    // if (v2 > -1.51) or (v3 >= v0):                                                         <L 14>
    var_13 = (var_8 > var_12);
    var_11 = var_13;
    if (!var_11) {
        var_14 = (var_10 >= var_2);
        var_11 = var_11 || var_14;
    }
    if (var_11) {
        // v2 = v2 + wp.tanh((wp.where(v1 > v3, v2, v0) - v0))                                <L 15>
        var_15 = (var_5 > var_10);
        var_16 = wp::where(var_15, var_8, var_2);
        var_17 = wp::sub(var_16, var_2);
        var_18 = wp::tanh(var_17);
        var_19 = wp::add(var_8, var_18);
        // v4 = (v2 + v2)                                                                     <L 16>
        var_20 = wp::add(var_19, var_19);
    }
    var_21 = wp::where(var_11, var_19, var_8);
    // if (tid) % 4 == 1:                                                                     <L 17>
    var_23 = wp::mod(var_0, var_22);
    var_25 = (var_23 == var_24);
    if (var_25) {
        // v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))                              <L 18>
        var_27 = wp::add(var_2, var_26);
        var_30 = wp::clamp(var_27, var_28, var_29);
        var_31 = wp::sin(var_30);
        var_32 = wp::add(var_5, var_31);
    }
    if (!var_25) {
        // v2 = v2 + wp.cos(0.165)                                                            <L 20>
        var_34 = wp::cos(var_33);
        var_35 = wp::add(var_21, var_34);
        // _old5 = wp.atomic_add(force_sums, 0, v0)                                           <L 21>
        var_37 = wp::atomic_add(var_force_sums, var_36, var_2);
    }
    var_38 = wp::where(var_25, var_32, var_5);
    var_39 = wp::where(var_25, var_21, var_35);
    // wp.atomic_add(force_sums, 0, (v2 * v3))                                                <L 22>
    var_41 = wp::mul(var_39, var_10);
    var_42 = wp::atomic_add(var_force_sums, var_40, var_41);
    // particle_distances[tid] = v1 + v2 + v3 + v1 * 0.12                                     <L 24>
    var_43 = wp::add(var_38, var_39);
    var_44 = wp::add(var_43, var_10);
    var_46 = wp::mul(var_38, var_45);
    var_47 = wp::add(var_44, var_46);
    wp::array_store(var_particle_distances, var_0, var_47);
}



struct conditional_000002_20212489_cpu_block_payload_forward
{
    wp_args_conditional_000002_20212489* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000002_20212489_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000002_20212489_cpu_block_payload_forward* payload = (conditional_000002_20212489_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000002_20212489_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void conditional_000002_20212489_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000002_20212489 *_wp_args)
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
        conditional_000002_20212489_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000002_20212489_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

