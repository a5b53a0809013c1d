// Generated for case combined-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_combined_000000_825b1eb8 {
    wp::array_t<wp::float32> sample_radii;
    wp::array_t<wp::float32> sample_phases;
    wp::array_t<wp::float32> sample_densities;
    wp::int32 iterations;
    wp::vec_t<2, wp::float32> relaxation;
    wp::int32 n;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_gradients;
    wp::array_t<wp::quat_t<wp::float32>> sample_new_rotations;
    wp::int32 num_samples;
};


template <bool wp_linear_contiguous>
static void combined_000000_825b1eb8_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_combined_000000_825b1eb8 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_radii = _wp_args->sample_radii;
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::int32 var_iterations = _wp_args->iterations;
    wp::vec_t<2, wp::float32> var_relaxation = _wp_args->relaxation;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_gradients = _wp_args->sample_gradients;
    wp::array_t<wp::quat_t<wp::float32>> var_sample_new_rotations = _wp_args->sample_new_rotations;
    wp::int32 var_num_samples = _wp_args->num_samples;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 0;
    wp::float32 var_14;
    const wp::int32 var_15 = 3;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = 1.4;
    wp::mat_t<3, 3, wp::float32> var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 0.7;
    const wp::float32 var_25 = -1.887;
    const wp::float32 var_26 = -0.1;
    wp::vec_t<3, wp::float32> var_27;
    const wp::int32 var_28 = 3;
    wp::mat_t<3, 3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::float32 var_31 = -0.6;
    wp::vec_t<3, wp::float32> var_32;
    const wp::float32 var_33 = 0.9;
    const wp::float32 var_34 = 1.259;
    const wp::float32 var_35 = 1.579;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    wp::vec_t<3, wp::float32> var_38;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32>* var_42;
    const wp::int32 var_43 = 1;
    wp::float32 var_44;
    wp::quat_t<wp::float32> var_45;
    const wp::float32 var_46 = 1.4;
    const wp::float32 var_47 = -1.74;
    const wp::float32 var_48 = 1.188;
    wp::vec_t<3, wp::float32> var_49;
    const wp::float32 var_50 = 0.0;
    const wp::float32 var_51 = 0.0;
    const wp::float32 var_52 = 2.5;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    wp::vec_t<3, wp::float32> var_55;
    wp::quat_t<wp::float32> var_56;
    wp::quat_t<wp::float32> var_57;
    const wp::float32 var_58 = 0.0;
    const wp::float32 var_59 = 0.0;
    const wp::float32 var_60 = 1.0;
    wp::vec_t<3, wp::float32> var_61;
    const wp::int32 var_62 = 0;
    wp::float32 var_63;
    const wp::int32 var_64 = 1;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::quat_t<wp::float32> var_67;
    wp::quat_t<wp::float32> var_68;
    wp::quat_t<wp::float32> var_69;
    //---------
    // forward
    // def combined_000000(sample_radii: wp.array3d[float], sample_phases: wp.array3d[float], sample_densities: wp.array3d[float], iterations: int, relaxation: wp.vec2, n: int, accumulated_mass: wp.array[float], sample_gradients: wp.array3d[wp.vec3], sample_new_rotations: wp.array3d[wp.quat], num_samples: int):       <L 7>
    // i, j, k = wp.tid()  # thread index                                                     <L 9>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= num_samples:                                                                   <L 10>
    var_3 = (var_0 >= var_num_samples);
    if (var_3) {
        // return  # past the end of the arrays                                               <L 11>
        return;
    }
    // v0 = sample_radii[i, j, k]                                                             <L 12>
    var_4 = wp::address(var_sample_radii, var_0, var_1, var_2);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = sample_phases[i, j, k]                                                            <L 13>
    var_7 = wp::address(var_sample_phases, var_0, var_1, var_2);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = sample_densities[i, j, k]                                                         <L 14>
    var_10 = wp::address(var_sample_densities, var_0, var_1, var_2);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // relaxation[0] *= wp.sin(wp.trace(wp.identity(n=3, dtype=float) * 1.4))                 <L 15>
    var_14 = wp::extract(var_relaxation, var_13);
    var_16 = wp::identity<3, wp::float32>();
    var_18 = wp::mul(var_16, var_17);
    var_19 = wp::trace(var_18);
    var_20 = wp::sin(var_19);
    var_21 = wp::mul(var_14, var_20);
    wp::assign_inplace(var_relaxation, var_13, var_21);
    // v3 = v0                                                                                <L 16>
    var_22 = wp::copy(var_5);
    // v4 = v3                                                                                <L 17>
    var_23 = wp::copy(var_22);
    // sample_gradients[i, j, k] = wp.lerp((wp.vec3(0.7, -1.887, -0.1) @ wp.identity(n=3, dtype=float) * -0.6), wp.vec3(0.9, 1.259, 1.579), (v3 - v2)) + wp.vec3(v1 + v4)       <L 18>
    var_27 = wp::vec_t<3, wp::float32>(var_24, var_25, var_26);
    var_29 = wp::identity<3, wp::float32>();
    var_30 = wp::mul(var_27, var_29);
    var_32 = wp::mul(var_30, var_31);
    var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
    var_37 = wp::sub(var_22, var_11);
    var_38 = wp::lerp(var_32, var_36, var_37);
    var_39 = wp::add(var_8, var_23);
    var_40 = wp::vec_t<3, wp::float32>(var_39);
    var_41 = wp::add(var_38, var_40);
    wp::array_store(var_sample_gradients, var_0, var_1, var_2, var_41);
    // sample_gradients[i, j, k][1] -= wp.sin(v4)                                             <L 19>
    var_42 = &(wp::index(var_sample_gradients, var_0, var_1, var_2));
    var_44 = wp::sin(var_23);
    wp::array_atomic_sub_slot(var_sample_gradients, var_44, [&](auto& _e) -> auto& { return _e.component_ref(var_43); }, var_0, var_1, var_2);
    // sample_new_rotations[i, j, k] = wp.normalize(wp.mul(wp.quat_identity(), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.4, -1.74, 1.188) + wp.vec3(0.0, 0.0, 2.5)), v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), relaxation[0] + relaxation[1]))       <L 21>
    var_45 = wp::quat_identity<wp::float32>();
    var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
    var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
    var_54 = wp::add(var_49, var_53);
    var_55 = wp::normalize(var_54);
    var_56 = wp::quat_from_axis_angle(var_55, var_5);
    var_57 = wp::mul(var_45, var_56);
    var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
    var_63 = wp::extract(var_relaxation, var_62);
    var_65 = wp::extract(var_relaxation, var_64);
    var_66 = wp::add(var_63, var_65);
    var_67 = wp::quat_from_axis_angle(var_61, var_66);
    var_68 = wp::mul(var_57, var_67);
    var_69 = wp::normalize(var_68);
    wp::array_store(var_sample_new_rotations, var_0, var_1, var_2, var_69);
}



struct combined_000000_825b1eb8_cpu_block_payload_forward
{
    wp_args_combined_000000_825b1eb8* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000000_825b1eb8_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    combined_000000_825b1eb8_cpu_block_payload_forward* payload = (combined_000000_825b1eb8_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000000_825b1eb8_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void combined_000000_825b1eb8_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_combined_000000_825b1eb8 *_wp_args)
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
        combined_000000_825b1eb8_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000000_825b1eb8_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

