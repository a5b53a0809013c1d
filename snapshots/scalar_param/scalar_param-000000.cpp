// Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
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


// scalar_param-000000.py:14
static void scalar_param_000000_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & ret_0,
    wp::vec_t<3, wp::float32> & ret_1)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.2;
    const wp::float32 var_11 = 1.7;
    const wp::float32 var_12 = 1.7;
    wp::vec_t<3, wp::float32> var_13;
    //---------
    // forward
    // def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):       <L 15>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 16>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.abs(p0)                                                                        <L 17>
    var_8 = wp::abs(var_p0);
    // return v1 + v0, wp.vec3(1.2, 1.7, 1.7)                                                 <L 18>
    var_9 = wp::add(var_8, var_6);
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    ret_0 = var_9;
    ret_1 = var_13;
    return;
}


// scalar_param-000000.py:14
static void adj_scalar_param_000000_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & ret_0,
    wp::vec_t<3, wp::float32> & ret_1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret_0,
    wp::vec_t<3, wp::float32> & adj_ret_1)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_scalar_param_000000_7043441e {
    wp::array_t<wp::float32> body_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> body_displacements;
    wp::array_t<wp::float32> body_weights;
    wp::int32 mode;
    wp::vec_t<3, wp::float32> scale;
    wp::vec_t<3, wp::float32> radius;
    wp::int32 n;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::float32> body_energies;
};


template <bool wp_linear_contiguous>
static void scalar_param_000000_7043441e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_7043441e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_body_radii = _wp_args->body_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_displacements = _wp_args->body_displacements;
    wp::array_t<wp::float32> var_body_weights = _wp_args->body_weights;
    wp::int32 var_mode = _wp_args->mode;
    wp::vec_t<3, wp::float32> var_scale = _wp_args->scale;
    wp::vec_t<3, wp::float32> var_radius = _wp_args->radius;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::float32> var_body_energies = _wp_args->body_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.0;
    const wp::int32 var_16 = 2;
    bool var_17;
    const wp::float32 var_18 = 0.11;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.4;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::range_t var_25;
    wp::int32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.25;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = -4;
    wp::float32 var_34;
    wp::vec_t<3, wp::float32> var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.21;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 0;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    //---------
    // forward
    // def scalar_param_000000(body_radii: wp.array[float], body_displacements: wp.array[wp.vec3], body_weights: wp.array[float], mode: int, scale: wp.vec3, radius: wp.vec3, n: int, total_counts: wp.array[float], body_energies: wp.array[float]):       <L 22>
    // tid = wp.tid()                                                                         <L 23>
    var_0 = builtin_tid1d();
    // if tid >= body_weights.shape[0]:                                                       <L 24>
    var_1 = &(var_body_weights.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 25>
        return;
    }
    // v2 = body_radii[tid]                                                                   <L 26>
    var_6 = wp::address(var_body_radii, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v3 = body_displacements[tid]                                                           <L 27>
    var_9 = wp::address(var_body_displacements, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v4 = body_weights[tid]                                                                 <L 28>
    var_12 = wp::address(var_body_weights, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // gain5 = 1.0                                                                            <L 29>
    // if mode == JointKind.PRISMATIC:                                                        <L 30>
    var_17 = (var_mode == var_16);
    if (var_17) {
        // gain5 = 0.11                                                                       <L 31>
    }
    var_19 = wp::where(var_17, var_18, var_15);
    // wp.atomic_add(total_counts, 0, ((v4 * 0.4) + v4))                                      <L 32>
    var_22 = wp::mul(var_13, var_21);
    var_23 = wp::add(var_22, var_13);
    var_24 = wp::atomic_add(var_total_counts, var_20, var_23);
    // for j6 in range(n):                                                                    <L 33>
    var_25 = wp::range(var_n);
    start_for_1:;
        if (iter_cmp(var_25) == 0) goto end_for_1;
        var_26 = wp::iter_next(var_25);
        // gain5 = gain5 + wp.sin(v2)                                                         <L 34>
        var_27 = wp::sin(var_7);
        var_28 = wp::add(var_19, var_27);
        wp::assign(var_19, var_28);
        goto start_for_1;
    end_for_1:;
    // v7 = wp.lerp(v4, v4, 0.25)                                                             <L 35>
    var_30 = wp::lerp(var_13, var_13, var_29);
    // v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), body_weights, (-4))         <L 36>
    var_31 = wp::add(var_19, var_7);
    var_32 = wp::rint(var_13);
    scalar_param_000000_f0_0(var_31, var_32, var_body_weights, var_33, var_34, var_35);
    // body_energies[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]       <L 37>
    var_36 = wp::add(var_19, var_30);
    var_37 = wp::add(var_36, var_34);
    var_39 = wp::mul(var_34, var_38);
    var_40 = wp::add(var_37, var_39);
    var_42 = wp::extract(var_10, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_10, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_10, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::extract(var_35, var_50);
    var_52 = wp::add(var_49, var_51);
    var_54 = wp::extract(var_35, var_53);
    var_55 = wp::add(var_52, var_54);
    var_57 = wp::extract(var_35, var_56);
    var_58 = wp::add(var_55, var_57);
    wp::array_store(var_body_energies, var_0, var_58);
}



struct scalar_param_000000_7043441e_cpu_block_payload_forward
{
    wp_args_scalar_param_000000_7043441e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_7043441e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_7043441e_cpu_block_payload_forward* payload = (scalar_param_000000_7043441e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_7043441e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000000_7043441e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_7043441e *_wp_args)
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
        scalar_param_000000_7043441e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_7043441e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

