// Generated for case generic-000000 with warp-lang 1.18.0. Do not edit.
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


// generic-000000.py:0
static wp::float64 generic_000000_f0_0(
    wp::float64 var_p0,
    wp::vec_t<3, wp::float64> var_p1,
    wp::vec_t<3, wp::float64> var_p2)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::vec_t<3, wp::float64> var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::float64 var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    const wp::int32 var_15 = 0;
    wp::float64 var_16;
    const wp::int32 var_17 = 1;
    wp::float64 var_18;
    wp::float64 var_19;
    const wp::int32 var_20 = 2;
    wp::float64 var_21;
    wp::float64 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float64 var_25;
    const wp::int32 var_26 = 1;
    wp::float64 var_27;
    wp::float64 var_28;
    const wp::int32 var_29 = 2;
    wp::float64 var_30;
    wp::float64 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float64 var_34;
    wp::float64 var_35;
    //---------
    // forward
    // def generic_000000_f0(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v0 = (p0 + p0)                                                                         <L 2>
    var_0 = wp::add(var_p0, var_p0);
    // v1 = wp.length(wp.vector(type(p0)(-0.56), type(p0)(0.645), type(p0)(0.583)))           <L 3>
    var_1 = -0.56;
    var_2 = 0.645;
    var_3 = 0.583;
    var_4 = wp::vec_t<3, wp::float64>(var_1, var_2, var_3);
    var_5 = wp::length(var_4);
    // return wp.clamp(wp.exp(wp.clamp(p0, type(p0)(-4.0), type(p0)(2.0))), type(p0)(-1.66), type(p0)(1.93)) + v0 + v1 + type(p0)(float(p1[0] + p1[1] + p1[2]) + float(p2[0] + p2[1] + p2[2]))       <L 4>
    var_6 = -4.0;
    var_7 = 2.0;
    var_8 = wp::clamp(var_p0, var_6, var_7);
    var_9 = wp::exp(var_8);
    var_10 = -1.66;
    var_11 = 1.93;
    var_12 = wp::clamp(var_9, var_10, var_11);
    var_13 = wp::add(var_12, var_0);
    var_14 = wp::add(var_13, var_5);
    var_16 = wp::extract(var_p1, var_15);
    var_18 = wp::extract(var_p1, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_p1, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::float(var_22);
    var_25 = wp::extract(var_p2, var_24);
    var_27 = wp::extract(var_p2, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_p2, var_29);
    var_31 = wp::add(var_28, var_30);
    var_32 = wp::float(var_31);
    var_33 = wp::add(var_23, var_32);
    var_34 = wp::float64(var_33);
    var_35 = wp::add(var_14, var_34);
    return var_35;
}


// generic-000000.py:0
static void adj_generic_000000_f0_0(
    wp::float64 var_p0,
    wp::vec_t<3, wp::float64> var_p1,
    wp::vec_t<3, wp::float64> var_p2,
    wp::float64 & adj_p0,
    wp::vec_t<3, wp::float64> & adj_p1,
    wp::vec_t<3, wp::float64> & adj_p2,
    wp::float64 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_generic_000000_t_61ef43c7 {
    wp::float64 scale;
    wp::array_t<wp::vec_t<3, wp::float64>> contact_velocities;
    wp::array_t<wp::float64> contact_scores;
    wp::array_t<wp::vec_t<3, wp::float64>> contact_new_positions;
};


void generic_000000_t_61ef43c7_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000000_t_61ef43c7 *_wp_args)
{
    //---------
    // argument vars
    wp::float64 var_scale = _wp_args->scale;
    wp::array_t<wp::vec_t<3, wp::float64>> var_contact_velocities = _wp_args->contact_velocities;
    wp::array_t<wp::float64> var_contact_scores = _wp_args->contact_scores;
    wp::array_t<wp::vec_t<3, wp::float64>> var_contact_new_positions = _wp_args->contact_new_positions;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float64>* var_1;
    wp::vec_t<3, wp::float64> var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    wp::float64 var_16;
    wp::vec_t<3, wp::float64> var_17;
    wp::vec_t<3, wp::float64> var_18;
    //---------
    // forward
    // def generic_000000_t(scale: Any, contact_velocities: wp.array(dtype=Any), contact_scores: wp.array(dtype=Any), contact_new_positions: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v2 = contact_velocities[tid]                                                           <L 4>
    var_1 = wp::address(var_contact_velocities, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v3 = generic_000000_f0(scale, wp.vector(scale.dtype(1.04), scale.dtype(0.154), scale.dtype(-1.71)), v2)       <L 5>
    var_4 = 1.04;
    var_5 = 0.154;
    var_6 = -1.71;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = generic_000000_f0_0(var_scale, var_7, var_2);
    // v4 = scale                                                                             <L 6>
    var_9 = wp::copy(var_scale);
    // v5 = scale                                                                             <L 7>
    var_10 = wp::copy(var_scale);
    // contact_scores[tid] = v3 + v4 + v5 + v4 * scale.dtype(0.84)                            <L 8>
    var_11 = wp::add(var_8, var_9);
    var_12 = wp::add(var_11, var_10);
    var_13 = 0.84;
    var_14 = wp::mul(var_9, var_13);
    var_15 = wp::add(var_12, var_14);
    wp::array_store(var_contact_scores, var_0, var_15);
    // contact_new_positions[tid] = v2 + v2 * scale.dtype(0.52)                               <L 9>
    var_16 = 0.52;
    var_17 = wp::mul(var_2, var_16);
    var_18 = wp::add(var_2, var_17);
    wp::array_store(var_contact_new_positions, var_0, var_18);
}



struct generic_000000_t_61ef43c7_cpu_block_payload_forward
{
    wp_args_generic_000000_t_61ef43c7* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000000_t_61ef43c7_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000000_t_61ef43c7_cpu_block_payload_forward* payload = (generic_000000_t_61ef43c7_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000000_t_61ef43c7_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void generic_000000_t_61ef43c7_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000000_t_61ef43c7 *_wp_args)
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
        generic_000000_t_61ef43c7_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000000_t_61ef43c7_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

