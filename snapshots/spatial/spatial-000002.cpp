// Generated for case spatial-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_spatial_000002_abe0639b {
    wp::array_t<wp::vec_t<3, wp::float32>> shape_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_velocities;
    wp::array_t<wp::float32> shape_radii;
    wp::mat_t<3, 3, wp::float32> damping;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> shape_stresses_out;
    wp::int32 num_shapes;
};


template <bool wp_linear_contiguous>
static void spatial_000002_abe0639b_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000002_abe0639b *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_directions = _wp_args->shape_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_velocities = _wp_args->shape_velocities;
    wp::array_t<wp::float32> var_shape_radii = _wp_args->shape_radii;
    wp::mat_t<3, 3, wp::float32> var_damping = _wp_args->damping;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_shape_stresses_out = _wp_args->shape_stresses_out;
    wp::int32 var_num_shapes = _wp_args->num_shapes;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32>* var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 2;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.5;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.45;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::mat_t<3, 3, wp::float32> var_23;
    const wp::int32 var_24 = 3;
    wp::mat_t<3, 3, wp::float32> var_25;
    const wp::int32 var_26 = 0;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::int32 var_31 = 2;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 0;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 1;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::int32 var_40 = 2;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 0;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 1;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 2;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::mat_t<3, 3, wp::float32> var_53;
    wp::mat_t<3, 3, wp::float32> var_54;
    //---------
    // forward
    // def spatial_000002(shape_directions: wp.array(dtype=wp.vec3), shape_velocities: wp.array(dtype=wp.vec3), shape_radii: wp.array(dtype=float), damping: wp.mat33, shape_stresses_out: wp.array(dtype=wp.mat33), num_shapes: int):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= num_shapes:                                                                  <L 8>
    var_1 = (var_0 >= var_num_shapes);
    if (var_1) {
        // return                                                                             <L 9>
        return;
    }
    // v0 = shape_directions[tid]                                                             <L 10>
    var_2 = wp::address(var_shape_directions, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = shape_velocities[tid]                                                             <L 11>
    var_5 = wp::address(var_shape_velocities, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v2 = shape_radii[tid]                                                                  <L 12>
    var_8 = wp::address(var_shape_radii, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v3 = (v1 - v0)                                                                         <L 13>
    var_11 = wp::sub(var_6, var_3);
    // v3[2] = wp.sin(v2)                                                                     <L 14>
    var_12 = wp::sin(var_9);
    wp::assign_inplace(var_11, var_13, var_12);
    // v0[0] = wp.sin(wp.sqrt(wp.abs((v2 + v2)) + 0.5))                                       <L 15>
    var_14 = wp::add(var_9, var_9);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::sqrt(var_17);
    var_19 = wp::sin(var_18);
    wp::assign_inplace(var_3, var_20, var_19);
    // shape_stresses_out[tid] = damping + damping * 0.45 + wp.identity(n=3, dtype=float) * (v0[0] + v0[1] + v0[2] + v1[0] + v1[1] + v1[2] + v2 + v3[0] + v3[1] + v3[2])       <L 17>
    var_22 = wp::mul(var_damping, var_21);
    var_23 = wp::add(var_damping, var_22);
    var_25 = wp::identity<3, wp::float32>();
    var_27 = wp::extract(var_3, var_26);
    var_29 = wp::extract(var_3, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_3, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_6, var_34);
    var_36 = wp::add(var_33, var_35);
    var_38 = wp::extract(var_6, var_37);
    var_39 = wp::add(var_36, var_38);
    var_41 = wp::extract(var_6, var_40);
    var_42 = wp::add(var_39, var_41);
    var_43 = wp::add(var_42, var_9);
    var_45 = wp::extract(var_11, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_11, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::extract(var_11, var_50);
    var_52 = wp::add(var_49, var_51);
    var_53 = wp::mul(var_25, var_52);
    var_54 = wp::add(var_23, var_53);
    wp::array_store(var_shape_stresses_out, var_0, var_54);
}



struct spatial_000002_abe0639b_cpu_block_payload_forward
{
    wp_args_spatial_000002_abe0639b* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000002_abe0639b_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000002_abe0639b_cpu_block_payload_forward* payload = (spatial_000002_abe0639b_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000002_abe0639b_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void spatial_000002_abe0639b_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000002_abe0639b *_wp_args)
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
        spatial_000002_abe0639b_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000002_abe0639b_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

