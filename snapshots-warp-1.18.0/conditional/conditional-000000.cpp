// Generated for case conditional-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_conditional_000000_t_eba482a9 {
    wp::array_t<wp::float32> joint_densities;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::float32> joint_residuals;
    wp::array_t<wp::float32> joint_scores;
    wp::array_t<wp::int32> flags;
};


void conditional_000000_t_eba482a9_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000000_t_eba482a9 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_joint_densities = _wp_args->joint_densities;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_joint_residuals = _wp_args->joint_residuals;
    wp::array_t<wp::float32> var_joint_scores = _wp_args->joint_scores;
    wp::array_t<wp::int32> var_flags = _wp_args->flags;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.4;
    bool var_7;
    const wp::float32 var_8 = -0.98;
    const wp::float32 var_9 = 1.17;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = -1.13;
    const wp::float32 var_20 = -0.031;
    const wp::float32 var_21 = 0.7;
    wp::vec_t<3, wp::float32> var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    const wp::int32 var_25 = 1;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 2;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = -3;
    wp::int32 var_35;
    const wp::int32 var_36 = 2;
    wp::int32 var_37;
    const wp::int32 var_38 = 0;
    bool var_39;
    const wp::int32 var_40 = 1;
    wp::int32 var_41;
    const wp::float32 var_42 = 0.93;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = 0.47;
    wp::float32 var_47;
    wp::float32 var_48;
    //---------
    // forward
    // def conditional_000000_t(joint_densities: wp.array(dtype=Any), force_sums: wp.array(dtype=Any), joint_residuals: wp.array(dtype=Any), joint_scores: wp.array(dtype=Any), flags: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()  # this thread's element                                                <L 3>
    var_0 = builtin_tid1d();
    // v4 = float(0.0)                                                                        <L 4>
    var_2 = wp::float(var_1);
    // v0 = joint_densities[tid]                                                              <L 5>
    var_3 = wp::address(var_joint_densities, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // if v0 < 1.4:                                                                           <L 6>
    var_7 = (var_4 < var_6);
    if (var_7) {
        // v0 = v0 + wp.sin(wp.clamp(v0, -0.98, 1.17))                                        <L 7>
        var_10 = wp::clamp(var_4, var_8, var_9);
        var_11 = wp::sin(var_10);
        var_12 = wp::add(var_4, var_11);
        // v1 = v0                                                                            <L 8>
        var_13 = wp::copy(var_12);
        // v4 += v1                                                                           <L 9>
        var_14 = wp::add(var_2, var_13);
        // v2 = v0                                                                            <L 10>
        var_15 = wp::copy(var_12);
        // v4 += v2                                                                           <L 11>
        var_16 = wp::add(var_14, var_15);
    }
    if (!var_7) {
        // v0 = v0 + wp.tanh(v0)                                                              <L 13>
        var_17 = wp::tanh(var_4);
        var_18 = wp::add(var_4, var_17);
        // v3 = wp.vec3(-1.13, -0.031, 0.7)                                                   <L 14>
        var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
        // v4 += v3[0] + v3[1] + v3[2]                                                        <L 15>
        var_24 = wp::extract(var_22, var_23);
        var_26 = wp::extract(var_22, var_25);
        var_27 = wp::add(var_24, var_26);
        var_29 = wp::extract(var_22, var_28);
        var_30 = wp::add(var_27, var_29);
        var_31 = wp::add(var_2, var_30);
    }
    var_32 = wp::where(var_7, var_16, var_31);
    var_33 = wp::where(var_7, var_12, var_18);
    // if (((-3) + tid)) % 2 == 0:                                                            <L 16>
    var_35 = wp::add(var_34, var_0);
    var_37 = wp::mod(var_35, var_36);
    var_39 = (var_37 == var_38);
    if (var_39) {
        // flags[tid] |= 1                                                                    <L 17>
        var_41 = wp::atomic_or(var_flags, var_0, var_40);
    }
    // joint_residuals[tid] = v0 + v0 * 0.93 + v4                                             <L 18>
    var_43 = wp::mul(var_33, var_42);
    var_44 = wp::add(var_33, var_43);
    var_45 = wp::add(var_44, var_32);
    wp::array_store(var_joint_residuals, var_0, var_45);
    // joint_scores[tid] = v0 + v0 * 0.47                                                     <L 20>
    var_47 = wp::mul(var_33, var_46);
    var_48 = wp::add(var_33, var_47);
    wp::array_store(var_joint_scores, var_0, var_48);
}



struct conditional_000000_t_eba482a9_cpu_block_payload_forward
{
    wp_args_conditional_000000_t_eba482a9* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000000_t_eba482a9_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000000_t_eba482a9_cpu_block_payload_forward* payload = (conditional_000000_t_eba482a9_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000000_t_eba482a9_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void conditional_000000_t_eba482a9_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000000_t_eba482a9 *_wp_args)
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
        conditional_000000_t_eba482a9_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000000_t_eba482a9_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

