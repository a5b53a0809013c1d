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

struct wp_args_transform_000002_ee15c0fc {
    wp::array_t<wp::transform_t<wp::float32>> particle_poses;
    wp::array_t<wp::vec_t<3, wp::float32>> particle_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> particle_normals;
    wp::transform_t<wp::float32> time_step;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> particle_stresses_out;
};


template <bool wp_linear_contiguous>
static void transform_000002_ee15c0fc_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_transform_000002_ee15c0fc *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::transform_t<wp::float32>> var_particle_poses = _wp_args->particle_poses;
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_directions = _wp_args->particle_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> var_particle_normals = _wp_args->particle_normals;
    wp::transform_t<wp::float32> var_time_step = _wp_args->time_step;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_particle_stresses_out = _wp_args->particle_stresses_out;
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
    const wp::int32 var_19 = 4;
    wp::mat_t<4, 4, wp::float32> var_20;
    const wp::float32 var_21 = -1.882;
    wp::mat_t<4, 4, wp::float32> var_22;
    const wp::int32 var_23 = 4;
    wp::mat_t<4, 4, wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::mat_t<4, 4, wp::float32> var_28;
    wp::mat_t<4, 4, wp::float32> var_29;
    const wp::int32 var_30 = 4;
    wp::mat_t<4, 4, wp::float32> var_31;
    const wp::float32 var_32 = 1.0;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    const wp::float32 var_35 = 1.0;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 0;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 1;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 2;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 0;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 1;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 2;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 0;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 1;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::int32 var_62 = 2;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::int32 var_65 = 3;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::mat_t<4, 4, wp::float32> var_68;
    wp::mat_t<4, 4, wp::float32> var_69;
    wp::mat_t<4, 4, wp::float32>* var_70;
    const wp::int32 var_71 = 0;
    const wp::int32 var_72 = 1;
    const wp::float32 var_73 = -0.01;
    wp::float32 var_74;
    //---------
    // forward
    // def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, force_sums: wp.array[float], particle_stresses_out: wp.array3d[wp.mat44]):       <L 7>
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
    // particle_stresses_out[i, j, k] = wp.identity(n=4, dtype=float) * -1.882 + wp.identity(n=4, dtype=float) * wp.sin(time_step[0]) + wp.identity(n=4, dtype=float) * (wp.dot(wp.transform_point(v0, wp.vec3(1.0)), wp.vec3(1.0)) + v1[0] + v1[1] + v1[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3])       <L 13>
    var_20 = wp::identity<4, wp::float32>();
    var_22 = wp::mul(var_20, var_21);
    var_24 = wp::identity<4, wp::float32>();
    var_26 = wp::extract(var_time_step, var_25);
    var_27 = wp::sin(var_26);
    var_28 = wp::mul(var_24, var_27);
    var_29 = wp::add(var_22, var_28);
    var_31 = wp::identity<4, wp::float32>();
    var_33 = wp::vec_t<3, wp::float32>(var_32);
    var_34 = wp::transform_point(var_4, var_33);
    var_36 = wp::vec_t<3, wp::float32>(var_35);
    var_37 = wp::dot(var_34, var_36);
    var_39 = wp::extract(var_7, var_38);
    var_40 = wp::add(var_37, var_39);
    var_42 = wp::extract(var_7, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_7, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_10, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::extract(var_10, var_50);
    var_52 = wp::add(var_49, var_51);
    var_54 = wp::extract(var_10, var_53);
    var_55 = wp::add(var_52, var_54);
    var_57 = wp::extract(var_18, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_18, var_59);
    var_61 = wp::add(var_58, var_60);
    var_63 = wp::extract(var_18, var_62);
    var_64 = wp::add(var_61, var_63);
    var_66 = wp::extract(var_18, var_65);
    var_67 = wp::add(var_64, var_66);
    var_68 = wp::mul(var_31, var_67);
    var_69 = wp::add(var_29, var_68);
    wp::array_store(var_particle_stresses_out, var_0, var_1, var_2, var_69);
    // particle_stresses_out[i, j, k][0, 1] += wp.sin(-0.01)                                  <L 14>
    var_70 = &(wp::index(var_particle_stresses_out, var_0, var_1, var_2));
    var_74 = wp::sin(var_73);
    wp::array_atomic_add_slot(var_particle_stresses_out, var_74, [&](auto& _e) -> auto& { return _e.element_ref(var_71, var_72); }, var_0, var_1, var_2);
}



struct transform_000002_ee15c0fc_cpu_block_payload_forward
{
    wp_args_transform_000002_ee15c0fc* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000002_ee15c0fc_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    transform_000002_ee15c0fc_cpu_block_payload_forward* payload = (transform_000002_ee15c0fc_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000002_ee15c0fc_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void transform_000002_ee15c0fc_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_transform_000002_ee15c0fc *_wp_args)
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
        transform_000002_ee15c0fc_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000002_ee15c0fc_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

