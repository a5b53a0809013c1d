// Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_conditional_000001_0722a666 {
    wp::array_t<wp::float32> contact_lengths;
    wp::vec_t<3, wp::float32> radius;
    wp::array_t<wp::float32> partial_sums;
    wp::array_t<wp::float32> contact_energies;
    wp::array_t<wp::float32> contact_costs;
};


template <bool wp_linear_contiguous>
static void conditional_000001_0722a666_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000001_0722a666 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_lengths = _wp_args->contact_lengths;
    wp::vec_t<3, wp::float32> var_radius = _wp_args->radius;
    wp::array_t<wp::float32> var_partial_sums = _wp_args->partial_sums;
    wp::array_t<wp::float32> var_contact_energies = _wp_args->contact_energies;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 0;
    const wp::float32 var_5 = -0.8;
    const wp::float32 var_6 = 0.8;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = -0.8;
    const wp::float32 var_10 = 0.8;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.16;
    wp::float32 var_15;
    wp::float32 var_16;
    bool var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = 1.47;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 1.0;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::float32 var_31 = 1.69;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.72;
    wp::float32 var_35;
    wp::float32 var_36;
    //---------
    // forward
    // def conditional_000001(contact_lengths: wp.array[float], radius: wp.vec3, partial_sums: wp.array[float], contact_energies: wp.array[float], contact_costs: wp.array[float]):       <L 7>
    // tid = wp.tid()  # one thread per element                                               <L 9>
    var_0 = builtin_tid1d();
    // v0 = contact_lengths[tid]                                                              <L 10>
    var_1 = wp::address(var_contact_lengths, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // wp.atomic_sub(partial_sums, 0, wp.erfinv(wp.clamp(wp.erfinv(wp.clamp(v0, -0.8, 0.8)), -0.8, 0.8)))       <L 11>
    var_7 = wp::clamp(var_2, var_5, var_6);
    var_8 = wp::erfinv(var_7);
    var_11 = wp::clamp(var_8, var_9, var_10);
    var_12 = wp::erfinv(var_11);
    var_13 = wp::atomic_sub(var_partial_sums, var_4, var_12);
    // if (v0 * 0.16) > wp.abs(v0):                                                           <L 12>
    var_15 = wp::mul(var_2, var_14);
    var_16 = wp::abs(var_2);
    var_17 = (var_15 > var_16);
    if (var_17) {
        // radius = radius + wp.normalize((radius * radius[0])) * 1.47                        <L 13>
        var_19 = wp::extract(var_radius, var_18);
        var_20 = wp::mul(var_radius, var_19);
        var_21 = wp::normalize(var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_radius, var_23);
        // v1 = wp.length_sq(radius)                                                          <L 14>
        var_25 = wp::length_sq(var_24);
        // v2 = (radius / (wp.abs(v0) + 1.0))                                                 <L 15>
        var_26 = wp::abs(var_2);
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::div(var_24, var_28);
    }
    var_30 = wp::where(var_17, var_24, var_radius);
    // contact_energies[tid] = v0 + v0 * 1.69                                                 <L 16>
    var_32 = wp::mul(var_2, var_31);
    var_33 = wp::add(var_2, var_32);
    wp::array_store(var_contact_energies, var_0, var_33);
    // contact_costs[tid] = v0 + v0 * 1.72                                                    <L 18>
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::add(var_2, var_35);
    wp::array_store(var_contact_costs, var_0, var_36);
}



struct conditional_000001_0722a666_cpu_block_payload_forward
{
    wp_args_conditional_000001_0722a666* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000001_0722a666_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000001_0722a666_cpu_block_payload_forward* payload = (conditional_000001_0722a666_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000001_0722a666_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void conditional_000001_0722a666_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000001_0722a666 *_wp_args)
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
        conditional_000001_0722a666_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000001_0722a666_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

