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

struct wp_args_conditional_000001_0532571f {
    wp::array_t<wp::float32> contact_lengths;
    wp::vec_t<3, wp::float32> radius;
    wp::array_t<wp::float32> partial_sums;
    wp::array_t<wp::float32> contact_energies;
    wp::array_t<wp::float32> contact_costs;
};


template <bool wp_linear_contiguous>
static void conditional_000001_0532571f_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000001_0532571f *_wp_args)
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
    wp::float32 var_14;
    wp::float32 var_15;
    bool var_16;
    const wp::float32 var_17 = 1.49;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = -1.7;
    const wp::float32 var_22 = -0.11;
    const wp::float32 var_23 = -1.108;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    const wp::int32 var_26 = 2;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.57;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.16;
    wp::float32 var_34;
    wp::float32 var_35;
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
    // if (v0 * v0) < float(tid):                                                             <L 12>
    var_14 = wp::mul(var_2, var_2);
    var_15 = wp::float(var_0);
    var_16 = (var_14 < var_15);
    if (var_16) {
        // v0 = v0 + wp.cos(1.49)                                                             <L 13>
        var_18 = wp::cos(var_17);
        var_19 = wp::add(var_2, var_18);
        // wp.atomic_add(partial_sums, 0, (wp.min(radius, wp.vec3(-1.7, -0.11, -1.108))).z)       <L 14>
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_25 = wp::min(var_radius, var_24);
        var_27 = wp::extract(var_25, var_26);
        var_28 = wp::atomic_add(var_partial_sums, var_20, var_27);
    }
    var_29 = wp::where(var_16, var_19, var_2);
    // contact_energies[tid] = v0 + v0 * 1.57                                                 <L 15>
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::add(var_29, var_31);
    wp::array_store(var_contact_energies, var_0, var_32);
    // contact_costs[tid] = v0 + v0 * 1.16                                                    <L 17>
    var_34 = wp::mul(var_29, var_33);
    var_35 = wp::add(var_29, var_34);
    wp::array_store(var_contact_costs, var_0, var_35);
}



struct conditional_000001_0532571f_cpu_block_payload_forward
{
    wp_args_conditional_000001_0532571f* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000001_0532571f_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000001_0532571f_cpu_block_payload_forward* payload = (conditional_000001_0532571f_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000001_0532571f_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void conditional_000001_0532571f_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000001_0532571f *_wp_args)
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
        conditional_000001_0532571f_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000001_0532571f_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

