// Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_conditional_000002_d5b93419 {
    wp::array_t<wp::float32> sample_densities;
    wp::array_t<wp::float32> sample_weights;
    wp::array_t<wp::float32> sample_phases;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> sample_scores;
};


template <bool wp_linear_contiguous>
static void conditional_000002_d5b93419_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000002_d5b93419 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_sample_scores = _wp_args->sample_scores;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    bool var_13;
    const wp::float32 var_14 = -1.51;
    bool var_15;
    bool var_16;
    bool var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 4;
    wp::int32 var_27;
    const wp::int32 var_28 = 1;
    bool var_29;
    const wp::float32 var_30 = 1.302;
    wp::float32 var_31;
    const wp::float32 var_32 = -1.37;
    const wp::float32 var_33 = 0.11;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.165;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::int32 var_40 = 0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 0;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 0.12;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    //---------
    // forward
    // def conditional_000002(sample_densities: wp.array(dtype=float), sample_weights: wp.array(dtype=float), sample_phases: wp.array(dtype=float), accumulated_mass: wp.array(dtype=float), sample_scores: wp.array(dtype=float)):       <L 7>
    // tid = wp.tid()  # launch index                                                         <L 9>
    var_0 = builtin_tid1d();
    // v6 = float(0.0)                                                                        <L 10>
    var_2 = wp::float(var_1);
    // v0 = sample_densities[tid]                                                             <L 11>
    var_3 = wp::address(var_sample_densities, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = sample_weights[tid]                                                               <L 12>
    var_6 = wp::address(var_sample_weights, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = sample_phases[tid]                                                                <L 13>
    var_9 = wp::address(var_sample_phases, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = v2                                                                                <L 14>
    var_12 = wp::copy(var_10);
    // if (v2 > -1.51) or (v3 >= v0):                                                         <L 15>
    var_15 = (var_10 > var_14);
    var_13 = var_15;
    if (!var_13) {
        var_16 = (var_12 >= var_4);
        var_13 = var_13 || var_16;
    }
    if (var_13) {
        // v2 = v2 + wp.tanh((wp.where(v1 > v3, v2, v0) - v0))                                <L 16>
        var_17 = (var_7 > var_12);
        var_18 = wp::where(var_17, var_10, var_4);
        var_19 = wp::sub(var_18, var_4);
        var_20 = wp::tanh(var_19);
        var_21 = wp::add(var_10, var_20);
        // v4 = (v2 + v2)                                                                     <L 17>
        var_22 = wp::add(var_21, var_21);
        // v6 += v4                                                                           <L 18>
        var_23 = wp::add(var_2, var_22);
    }
    var_24 = wp::where(var_13, var_23, var_2);
    var_25 = wp::where(var_13, var_21, var_10);
    // if (tid) % 4 == 1:                                                                     <L 19>
    var_27 = wp::mod(var_0, var_26);
    var_29 = (var_27 == var_28);
    if (var_29) {
        // v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))                              <L 20>
        var_31 = wp::add(var_4, var_30);
        var_34 = wp::clamp(var_31, var_32, var_33);
        var_35 = wp::sin(var_34);
        var_36 = wp::add(var_7, var_35);
    }
    if (!var_29) {
        // v2 = v2 + wp.cos(0.165)                                                            <L 22>
        var_38 = wp::cos(var_37);
        var_39 = wp::add(var_25, var_38);
        // _old5 = wp.atomic_add(accumulated_mass, 0, v0)                                     <L 23>
        var_41 = wp::atomic_add(var_accumulated_mass, var_40, var_4);
    }
    var_42 = wp::where(var_29, var_36, var_7);
    var_43 = wp::where(var_29, var_25, var_39);
    // wp.atomic_add(accumulated_mass, 0, (v2 * v3))                                          <L 24>
    var_45 = wp::mul(var_43, var_12);
    var_46 = wp::atomic_add(var_accumulated_mass, var_44, var_45);
    // sample_scores[tid] = v1 + v2 + v3 + v1 * 0.12 + v6                                     <L 26>
    var_47 = wp::add(var_42, var_43);
    var_48 = wp::add(var_47, var_12);
    var_50 = wp::mul(var_42, var_49);
    var_51 = wp::add(var_48, var_50);
    var_52 = wp::add(var_51, var_24);
    wp::array_store(var_sample_scores, var_0, var_52);
}



struct conditional_000002_d5b93419_cpu_block_payload_forward
{
    wp_args_conditional_000002_d5b93419* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000002_d5b93419_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000002_d5b93419_cpu_block_payload_forward* payload = (conditional_000002_d5b93419_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000002_d5b93419_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void conditional_000002_d5b93419_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000002_d5b93419 *_wp_args)
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
        conditional_000002_d5b93419_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000002_d5b93419_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

