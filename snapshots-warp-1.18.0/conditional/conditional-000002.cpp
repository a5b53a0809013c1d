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

struct wp_args_conditional_000002_6868a024 {
    wp::array_t<wp::float32> sample_densities;
    wp::array_t<wp::float32> sample_weights;
    wp::array_t<wp::float32> sample_phases;
    wp::int32 mode;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> sample_scores;
    wp::array_t<wp::float32> sample_costs;
};


void conditional_000002_6868a024_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000002_6868a024 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::int32 var_mode = _wp_args->mode;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_sample_scores = _wp_args->sample_scores;
    wp::array_t<wp::float32> var_sample_costs = _wp_args->sample_costs;
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
    const wp::float32 var_12 = 1.0;
    const wp::int32 var_13 = 1;
    bool var_14;
    const wp::float32 var_15 = 0.12;
    const wp::int32 var_16 = 2;
    bool var_17;
    wp::float32 var_18;
    bool var_19;
    bool var_20;
    bool var_21;
    const wp::int32 var_22 = 3;
    wp::int32 var_23;
    const wp::int32 var_24 = 0;
    bool var_25;
    bool var_26;
    const wp::float32 var_27 = -1.15;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 4;
    wp::int32 var_43;
    const wp::int32 var_44 = 1;
    bool var_45;
    const wp::float32 var_46 = 1.302;
    wp::float32 var_47;
    const wp::float32 var_48 = -1.37;
    const wp::float32 var_49 = 0.11;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 0.165;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 0;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.486;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = 0.41;
    wp::float32 var_68;
    wp::float32 var_69;
    //---------
    // forward
    // def conditional_000002(sample_densities: wp.array(dtype=float), sample_weights: wp.array(dtype=float), sample_phases: wp.array(dtype=float), mode: int, accumulated_mass: wp.array(dtype=float), sample_scores: wp.array(dtype=float), sample_costs: wp.array(dtype=float)):       <L 15>
    // tid = wp.tid()  # one thread per element                                               <L 17>
    var_0 = builtin_tid1d();
    // v6 = float(0.0)                                                                        <L 18>
    var_2 = wp::float(var_1);
    // v0 = sample_densities[tid]                                                             <L 19>
    var_3 = wp::address(var_sample_densities, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = sample_weights[tid]                                                               <L 20>
    var_6 = wp::address(var_sample_weights, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = sample_phases[tid]                                                                <L 21>
    var_9 = wp::address(var_sample_phases, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // gain3 = 1.0                                                                            <L 22>
    // if mode == ContactMode.SLIDE:                                                          <L 23>
    var_14 = (var_mode == var_13);
    if (var_14) {
        // gain3 = 0.12                                                                       <L 24>
    }
    if (!var_14) {
        // elif mode == ContactMode.ROLL:                                                     <L 25>
        var_17 = (var_mode == var_16);
        if (var_17) {
            // pass                                                                           <L 26>
        }
    }
    var_18 = wp::where(var_14, var_15, var_12);
    // if not ((v1 < gain3) or (gain3 > v0) or (tid) % 3 == 0):                               <L 27>
    var_20 = (var_7 < var_18);
    var_19 = var_20;
    if (!var_19) {
        var_21 = (var_18 > var_4);
        var_19 = var_19 || var_21;
    }
    if (!var_19) {
        var_23 = wp::mod(var_0, var_22);
        var_25 = (var_23 == var_24);
        var_19 = var_19 || var_25;
    }
    var_26 = wp::unot(var_19);
    if (var_26) {
        // v2 = v2 + wp.cos(-1.15)                                                            <L 28>
        var_28 = wp::cos(var_27);
        var_29 = wp::add(var_10, var_28);
    }
    if (!var_26) {
        // v2 = v2 + wp.sin(((v0 / (wp.abs(gain3) + 1.0)) * (gain3 + v0)))                    <L 30>
        var_30 = wp::abs(var_18);
        var_32 = wp::add(var_30, var_31);
        var_33 = wp::div(var_4, var_32);
        var_34 = wp::add(var_18, var_4);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::sin(var_35);
        var_37 = wp::add(var_10, var_36);
        // v4 = (v2 + v2)                                                                     <L 31>
        var_38 = wp::add(var_37, var_37);
        // v6 += v4                                                                           <L 32>
        var_39 = wp::add(var_2, var_38);
    }
    var_40 = wp::where(var_26, var_2, var_39);
    var_41 = wp::where(var_26, var_29, var_37);
    // if (tid) % 4 == 1:                                                                     <L 33>
    var_43 = wp::mod(var_0, var_42);
    var_45 = (var_43 == var_44);
    if (var_45) {
        // v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))                              <L 34>
        var_47 = wp::add(var_4, var_46);
        var_50 = wp::clamp(var_47, var_48, var_49);
        var_51 = wp::sin(var_50);
        var_52 = wp::add(var_7, var_51);
    }
    if (!var_45) {
        // v2 = v2 + wp.cos(0.165)                                                            <L 36>
        var_54 = wp::cos(var_53);
        var_55 = wp::add(var_41, var_54);
        // _old5 = wp.atomic_add(accumulated_mass, 0, v0)                                     <L 37>
        var_57 = wp::atomic_add(var_accumulated_mass, var_56, var_4);
    }
    var_58 = wp::where(var_45, var_52, var_7);
    var_59 = wp::where(var_45, var_41, var_55);
    // sample_scores[tid] = v1 + v2 + gain3 + 1.486 + v6                                      <L 38>
    var_60 = wp::add(var_58, var_59);
    var_61 = wp::add(var_60, var_18);
    var_63 = wp::add(var_61, var_62);
    var_64 = wp::add(var_63, var_40);
    wp::array_store(var_sample_scores, var_0, var_64);
    // sample_costs[tid] = v1 + v2 + gain3 + v1 * 0.41                                        <L 40>
    var_65 = wp::add(var_58, var_59);
    var_66 = wp::add(var_65, var_18);
    var_68 = wp::mul(var_58, var_67);
    var_69 = wp::add(var_66, var_68);
    wp::array_store(var_sample_costs, var_0, var_69);
}



struct conditional_000002_6868a024_cpu_block_payload_forward
{
    wp_args_conditional_000002_6868a024* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000002_6868a024_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000002_6868a024_cpu_block_payload_forward* payload = (conditional_000002_6868a024_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000002_6868a024_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void conditional_000002_6868a024_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000002_6868a024 *_wp_args)
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
        conditional_000002_6868a024_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000002_6868a024_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

