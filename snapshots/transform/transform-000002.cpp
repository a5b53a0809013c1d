// Generated for case transform-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_transform_000002_40c85a65 {
    wp::array_t<wp::transform_t<wp::float32>> particle_poses;
    wp::array_t<wp::vec_t<3, wp::float32>> particle_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> particle_normals;
    wp::transform_t<wp::float32> time_step;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::float32> particle_energies;
};


template <bool wp_linear_contiguous>
static void transform_000002_40c85a65_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_transform_000002_40c85a65 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::transform_t<wp::float32>> var_particle_poses = _wp_args->particle_poses;
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_directions = _wp_args->particle_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_normals = _wp_args->particle_normals;
    wp::transform_t<wp::float32> var_time_step = _wp_args->time_step;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_particle_energies = _wp_args->particle_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::transform_t<wp::float32>* var_3;
    wp::transform_t<wp::float32> var_4;
    wp::transform_t<wp::float32> var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.09;
    const wp::float32 var_13 = 0.432;
    const wp::float32 var_14 = -1.33;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = -0.69;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = -0.9;
    const wp::int32 var_20 = 0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = 1.0;
    wp::vec_t<3, wp::float32> var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::int32 var_31 = 0;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 1;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 2;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::int32 var_40 = 0;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 1;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 2;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::int32 var_49 = 0;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::int32 var_52 = 1;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::int32 var_55 = 2;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 3;
    wp::float32 var_59;
    wp::float32 var_60;
    //---------
    // forward
    // def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, force_sums: wp.array[float], particle_energies: wp.array3d[float]):       <L 7>
    // i, j, k = wp.tid()                                                                     <L 8>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = particle_poses[i, j, k]                                                           <L 9>
    var_3 = wp::address(var_particle_poses, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = particle_directions[i, j, k]                                                      <L 10>
    var_6 = wp::address(var_particle_directions, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = particle_normals[i, j, k]                                                         <L 11>
    var_9 = wp::address(var_particle_normals, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)         <L 12>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // particle_energies[i, j, k] = -0.9 + wp.sin(time_step[0]) + wp.dot(wp.transform_point(v0, wp.vec3(1.0)), wp.vec3(1.0)) + v1[0] + v1[1] + v1[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3]       <L 13>
    var_21 = wp::extract(var_time_step, var_20);
    var_22 = wp::sin(var_21);
    var_23 = wp::add(var_19, var_22);
    var_25 = wp::vec_t<3, wp::float32>(var_24);
    var_26 = wp::transform_point(var_4, var_25);
    var_28 = wp::vec_t<3, wp::float32>(var_27);
    var_29 = wp::dot(var_26, var_28);
    var_30 = wp::add(var_23, var_29);
    var_32 = wp::extract(var_7, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_7, var_34);
    var_36 = wp::add(var_33, var_35);
    var_38 = wp::extract(var_7, var_37);
    var_39 = wp::add(var_36, var_38);
    var_41 = wp::extract(var_10, var_40);
    var_42 = wp::add(var_39, var_41);
    var_44 = wp::extract(var_10, var_43);
    var_45 = wp::add(var_42, var_44);
    var_47 = wp::extract(var_10, var_46);
    var_48 = wp::add(var_45, var_47);
    var_50 = wp::extract(var_18, var_49);
    var_51 = wp::add(var_48, var_50);
    var_53 = wp::extract(var_18, var_52);
    var_54 = wp::add(var_51, var_53);
    var_56 = wp::extract(var_18, var_55);
    var_57 = wp::add(var_54, var_56);
    var_59 = wp::extract(var_18, var_58);
    var_60 = wp::add(var_57, var_59);
    wp::array_store(var_particle_energies, var_0, var_1, var_2, var_60);
}



struct transform_000002_40c85a65_cpu_block_payload_forward
{
    wp_args_transform_000002_40c85a65* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000002_40c85a65_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    transform_000002_40c85a65_cpu_block_payload_forward* payload = (transform_000002_40c85a65_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000002_40c85a65_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void transform_000002_40c85a65_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_transform_000002_40c85a65 *_wp_args)
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
        transform_000002_40c85a65_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000002_40c85a65_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

