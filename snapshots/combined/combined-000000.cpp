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

struct wp_args_combined_000000_593d0e79 {
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
static void combined_000000_593d0e79_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_combined_000000_593d0e79 *_wp_args)
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
    wp::int32 var_13;
    wp::int32 var_14;
    wp::shape_t* var_15;
    const wp::int32 var_16 = 0;
    wp::int32 var_17;
    wp::shape_t var_18;
    wp::int32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 0;
    wp::int32 var_34;
    const wp::int32 var_35 = 4;
    bool var_36;
    const wp::int32 var_37 = 1;
    wp::int32 var_38;
    wp::vec_t<2, wp::float32> var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 0;
    const wp::float32 var_44 = 0.5;
    wp::float32 var_45;
    const wp::float32 var_46 = 1.367;
    const wp::float32 var_47 = 0.3;
    wp::vec_t<2, wp::float32> var_48;
    const wp::float32 var_49 = -0.69;
    wp::vec_t<2, wp::float32> var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 4;
    wp::int32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 3;
    wp::mat_t<3, 3, wp::float32> var_58;
    const wp::float32 var_59 = -0.5;
    wp::mat_t<3, 3, wp::float32> var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 1;
    const wp::float32 var_64 = 0.5;
    wp::float32 var_65;
    const wp::float32 var_66 = 1.367;
    const wp::float32 var_67 = 0.3;
    wp::vec_t<2, wp::float32> var_68;
    const wp::float32 var_69 = -0.69;
    wp::vec_t<2, wp::float32> var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    const wp::int32 var_74 = 4;
    wp::int32 var_75;
    wp::float32 var_76;
    const wp::int32 var_77 = 3;
    wp::mat_t<3, 3, wp::float32> var_78;
    const wp::float32 var_79 = -0.5;
    wp::mat_t<3, 3, wp::float32> var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::vec_t<3, wp::float32> var_84;
    const wp::float32 var_85 = -0.77;
    const wp::float32 var_86 = -1.9;
    const wp::float32 var_87 = -0.87;
    wp::quat_t<wp::float32> var_88;
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
    // wp.atomic_max(accumulated_mass, (i + j + k) % accumulated_mass.shape[0], v0)           <L 15>
    var_13 = wp::add(var_0, var_1);
    var_14 = wp::add(var_13, var_2);
    var_15 = &(var_accumulated_mass.shape);
    var_18 = wp::load(var_15);
    var_17 = wp::extract(var_18, var_16);
    var_19 = wp::mod(var_14, var_17);
    var_20 = wp::atomic_max(var_accumulated_mass, var_19, var_5);
    // for j3 in range(2):                                                                    <L 16>
    // v2 = v2 + wp.sin(v0)                                                                   <L 17>
    var_22 = wp::sin(var_5);
    var_23 = wp::add(var_11, var_22);
    // v1 = v1 + wp.cos(float(j3))                                                            <L 18>
    var_24 = wp::float(var_21);
    var_25 = wp::cos(var_24);
    var_26 = wp::add(var_8, var_25);
    // v2 = v2 + wp.sin(v0)                                                                   <L 17>
    var_28 = wp::sin(var_5);
    var_29 = wp::add(var_23, var_28);
    // v1 = v1 + wp.cos(float(j3))                                                            <L 18>
    var_30 = wp::float(var_27);
    var_31 = wp::cos(var_30);
    var_32 = wp::add(var_26, var_31);
    // w4 = int(0)                                                                            <L 19>
    var_34 = wp::int(var_33);
    // while w4 < 4:                                                                          <L 20>
    start_while_1:;
    var_36 = (var_34 < var_35);
    if ((var_36) == false) goto end_while_1;
        // w4 = w4 + 1                                                                        <L 21>
        var_38 = wp::add(var_34, var_37);
        // v1 = v1 + wp.sin(wp.dot(relaxation, (relaxation + relaxation)))                    <L 22>
        var_39 = wp::add(var_relaxation, var_relaxation);
        var_40 = wp::dot(var_relaxation, var_39);
        var_41 = wp::sin(var_40);
        var_42 = wp::add(var_32, var_41);
        // for j5 in range(2):                                                                <L 23>
        // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, wp.vec2(1.367, 0.3), -0.69)))       <L 24>
        var_45 = wp::mul(var_42, var_44);
        var_48 = wp::vec_t<2, wp::float32>(var_46, var_47);
        var_50 = wp::lerp(var_relaxation, var_48, var_49);
        var_51 = wp::length(var_50);
        var_52 = wp::sin(var_51);
        var_53 = wp::add(var_45, var_52);
        // v6 = (float((i % 4)) * wp.trace(wp.identity(n=3, dtype=float) * -0.5))             <L 25>
        var_55 = wp::mod(var_0, var_54);
        var_56 = wp::float(var_55);
        var_58 = wp::identity<3, wp::float32>();
        var_60 = wp::mul(var_58, var_59);
        var_61 = wp::trace(var_60);
        var_62 = wp::mul(var_56, var_61);
        // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, wp.vec2(1.367, 0.3), -0.69)))       <L 24>
        var_65 = wp::mul(var_53, var_64);
        var_68 = wp::vec_t<2, wp::float32>(var_66, var_67);
        var_70 = wp::lerp(var_relaxation, var_68, var_69);
        var_71 = wp::length(var_70);
        var_72 = wp::sin(var_71);
        var_73 = wp::add(var_65, var_72);
        // v6 = (float((i % 4)) * wp.trace(wp.identity(n=3, dtype=float) * -0.5))             <L 25>
        var_75 = wp::mod(var_0, var_74);
        var_76 = wp::float(var_75);
        var_78 = wp::identity<3, wp::float32>();
        var_80 = wp::mul(var_78, var_79);
        var_81 = wp::trace(var_80);
        var_82 = wp::mul(var_76, var_81);
        wp::assign(var_32, var_73);
        wp::assign(var_34, var_38);
    goto start_while_1;
    end_while_1:;
    // sample_gradients[i, j, k] = wp.vec3((v2 * v1), v2, v0)                                 <L 26>
    var_83 = wp::mul(var_29, var_32);
    var_84 = wp::vec_t<3, wp::float32>(var_83, var_29, var_5);
    wp::array_store(var_sample_gradients, var_0, var_1, var_2, var_84);
    // sample_new_rotations[i, j, k] = wp.quat_rpy(-0.77, -1.9, -0.87)                        <L 28>
    var_88 = wp::quat_rpy(var_85, var_86, var_87);
    wp::array_store(var_sample_new_rotations, var_0, var_1, var_2, var_88);
}



struct combined_000000_593d0e79_cpu_block_payload_forward
{
    wp_args_combined_000000_593d0e79* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000000_593d0e79_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    combined_000000_593d0e79_cpu_block_payload_forward* payload = (combined_000000_593d0e79_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000000_593d0e79_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void combined_000000_593d0e79_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_combined_000000_593d0e79 *_wp_args)
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
        combined_000000_593d0e79_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000000_593d0e79_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

