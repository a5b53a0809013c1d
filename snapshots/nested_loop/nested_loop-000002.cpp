// Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
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


// nested_loop-000002.py:6
static wp::float32 nested_loop_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
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
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def nested_loop_000002_f0(p0: wp.vec2, p1: float, arr: wp.array[float], idx: int) -> float:       <L 7>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 8>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = p1                                                                                <L 9>
    var_8 = wp::copy(var_p1);
    // return (float(idx) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + p1 + v0 + v1 + p0[0] + p0[1]       <L 10>
    var_9 = wp::float(var_idx);
    var_10 = wp::dot(var_p0, var_p0);
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_9, var_13);
    var_15 = wp::add(var_14, var_p1);
    var_16 = wp::add(var_15, var_6);
    var_17 = wp::add(var_16, var_8);
    var_19 = wp::extract(var_p0, var_18);
    var_20 = wp::add(var_17, var_19);
    var_22 = wp::extract(var_p0, var_21);
    var_23 = wp::add(var_20, var_22);
    return var_23;
}


// nested_loop-000002.py:6
static void adj_nested_loop_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_nested_loop_000002_51bd384e {
    wp::array_t<wp::float32> particle_phases;
    wp::array_t<wp::float32> particle_lengths;
    wp::float32 dt;
    wp::int32 n;
    wp::array_t<wp::vec_t<2, wp::float32>> particle_uv_out;
    wp::array_t<wp::vec_t<2, wp::float32>> particle_gradients;
    wp::int32 num_particles;
};


template <bool wp_linear_contiguous>
static void nested_loop_000002_51bd384e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_51bd384e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_particle_phases = _wp_args->particle_phases;
    wp::array_t<wp::float32> var_particle_lengths = _wp_args->particle_lengths;
    wp::float32 var_dt = _wp_args->dt;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<2, wp::float32>> var_particle_uv_out = _wp_args->particle_uv_out;
    wp::array_t<wp::vec_t<2, wp::float32>> var_particle_gradients = _wp_args->particle_gradients;
    wp::int32 var_num_particles = _wp_args->num_particles;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::range_t var_8;
    wp::int32 var_9;
    const wp::float32 var_10 = -0.777;
    wp::vec_t<2, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 0;
    const wp::float32 var_17 = 0.5;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 0.5;
    wp::float32 var_22;
    const wp::float32 var_23 = 0.61;
    const wp::float32 var_24 = -0.0;
    wp::vec_t<2, wp::float32> var_25;
    const wp::float32 var_26 = -1.3;
    const wp::float32 var_27 = 1.447;
    wp::vec_t<2, wp::float32> var_28;
    const wp::float32 var_29 = -1.681;
    const wp::int32 var_30 = -3;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    const wp::float32 var_36 = 0.5;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.5;
    wp::float32 var_41;
    const wp::float32 var_42 = 0.61;
    const wp::float32 var_43 = -0.0;
    wp::vec_t<2, wp::float32> var_44;
    const wp::float32 var_45 = -1.3;
    const wp::float32 var_46 = 1.447;
    wp::vec_t<2, wp::float32> var_47;
    const wp::float32 var_48 = -1.681;
    const wp::int32 var_49 = -3;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 2;
    const wp::float32 var_55 = 0.5;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 0.5;
    wp::float32 var_60;
    const wp::float32 var_61 = 0.61;
    const wp::float32 var_62 = -0.0;
    wp::vec_t<2, wp::float32> var_63;
    const wp::float32 var_64 = -1.3;
    const wp::float32 var_65 = 1.447;
    wp::vec_t<2, wp::float32> var_66;
    const wp::float32 var_67 = -1.681;
    const wp::int32 var_68 = -3;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::range_t var_73;
    wp::int32 var_74;
    const wp::float32 var_75 = 0.5;
    wp::float32 var_76;
    const wp::float32 var_77 = -0.4;
    const wp::float32 var_78 = -0.03;
    wp::vec_t<2, wp::float32> var_79;
    const wp::float32 var_80 = 1.62;
    wp::float32 var_81;
    const wp::float32 var_82 = 2.14;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    const wp::float32 var_86 = -1.76;
    const wp::float32 var_87 = 0.7;
    wp::vec_t<2, wp::float32> var_88;
    const wp::float32 var_89 = 1.58;
    wp::vec_t<2, wp::float32> var_90;
    wp::vec_t<2, wp::float32> var_91;
    wp::float32 var_92;
    wp::vec_t<2, wp::float32> var_93;
    wp::vec_t<2, wp::float32> var_94;
    wp::vec_t<2, wp::float32> var_95;
    wp::vec_t<2, wp::float32> var_96;
    const wp::float32 var_97 = 1.04;
    wp::vec_t<2, wp::float32> var_98;
    wp::vec_t<2, wp::float32> var_99;
    wp::float32 var_100;
    wp::vec_t<2, wp::float32> var_101;
    wp::vec_t<2, wp::float32> var_102;
    wp::vec_t<2, wp::float32> var_103;
    wp::vec_t<2, wp::float32> var_104;
    //---------
    // forward
    // def nested_loop_000002(particle_phases: wp.array[float], particle_lengths: wp.array[float], dt: float, n: int, particle_uv_out: wp.array[wp.vec2], particle_gradients: wp.array[wp.vec2], num_particles: int):       <L 14>
    // tid = wp.tid()  # one thread per element                                               <L 16>
    var_0 = builtin_tid1d();
    // if tid >= num_particles:                                                               <L 17>
    var_1 = (var_0 >= var_num_particles);
    if (var_1) {
        // return  # out of bounds                                                            <L 18>
        return;
    }
    // v2 = particle_phases[tid]                                                              <L 19>
    var_2 = wp::address(var_particle_phases, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v3 = particle_lengths[tid]                                                             <L 20>
    var_5 = wp::address(var_particle_lengths, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // for j4 in range(n):                                                                    <L 21>
    var_8 = wp::range(var_n);
    start_for_1:;
        if (iter_cmp(var_8) == 0) goto end_for_1;
        var_9 = wp::iter_next(var_8);
        // v2 = v2 + wp.sin((nested_loop_000002_f0(wp.vec2(-0.777), dt, particle_phases, j4) - dt))       <L 22>
        var_11 = wp::vec_t<2, wp::float32>(var_10);
        var_12 = nested_loop_000002_f0_0(var_11, var_dt, var_particle_phases, var_9);
        var_13 = wp::sub(var_12, var_dt);
        var_14 = wp::sin(var_13);
        var_15 = wp::add(var_3, var_14);
        // for j5 in range(3):                                                                <L 23>
        // dt = dt * 0.5 + wp.tanh(v3)                                                        <L 24>
        var_18 = wp::mul(var_dt, var_17);
        var_19 = wp::tanh(var_6);
        var_20 = wp::add(var_18, var_19);
        // v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, particle_lengths, (-3)), particle_phases, j4))       <L 25>
        var_22 = wp::mul(var_6, var_21);
        var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_31 = nested_loop_000002_f0_0(var_28, var_29, var_particle_lengths, var_30);
        var_32 = nested_loop_000002_f0_0(var_25, var_31, var_particle_phases, var_9);
        var_33 = wp::sin(var_32);
        var_34 = wp::add(var_22, var_33);
        // dt = dt * 0.5 + wp.tanh(v3)                                                        <L 24>
        var_37 = wp::mul(var_20, var_36);
        var_38 = wp::tanh(var_34);
        var_39 = wp::add(var_37, var_38);
        // v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, particle_lengths, (-3)), particle_phases, j4))       <L 25>
        var_41 = wp::mul(var_34, var_40);
        var_44 = wp::vec_t<2, wp::float32>(var_42, var_43);
        var_47 = wp::vec_t<2, wp::float32>(var_45, var_46);
        var_50 = nested_loop_000002_f0_0(var_47, var_48, var_particle_lengths, var_49);
        var_51 = nested_loop_000002_f0_0(var_44, var_50, var_particle_phases, var_9);
        var_52 = wp::sin(var_51);
        var_53 = wp::add(var_41, var_52);
        // dt = dt * 0.5 + wp.tanh(v3)                                                        <L 24>
        var_56 = wp::mul(var_39, var_55);
        var_57 = wp::tanh(var_53);
        var_58 = wp::add(var_56, var_57);
        // v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, particle_lengths, (-3)), particle_phases, j4))       <L 25>
        var_60 = wp::mul(var_53, var_59);
        var_63 = wp::vec_t<2, wp::float32>(var_61, var_62);
        var_66 = wp::vec_t<2, wp::float32>(var_64, var_65);
        var_69 = nested_loop_000002_f0_0(var_66, var_67, var_particle_lengths, var_68);
        var_70 = nested_loop_000002_f0_0(var_63, var_69, var_particle_phases, var_9);
        var_71 = wp::sin(var_70);
        var_72 = wp::add(var_60, var_71);
        // for j6 in range(n):                                                                <L 26>
        var_73 = wp::range(var_n);
        start_for_3:;
            if (iter_cmp(var_73) == 0) goto end_for_3;
            var_74 = wp::iter_next(var_73);
            // dt = dt * 0.5 + wp.tanh((nested_loop_000002_f0(wp.vec2(-0.4, -0.03), 1.62, particle_phases, tid) / 2.14))       <L 27>
            var_76 = wp::mul(var_58, var_75);
            var_79 = wp::vec_t<2, wp::float32>(var_77, var_78);
            var_81 = nested_loop_000002_f0_0(var_79, var_80, var_particle_phases, var_0);
            var_83 = wp::div(var_81, var_82);
            var_84 = wp::tanh(var_83);
            var_85 = wp::add(var_76, var_84);
            wp::assign(var_58, var_85);
            goto start_for_3;
        end_for_3:;
        wp::assign(var_dt, var_58);
        wp::assign(var_3, var_15);
        wp::assign(var_6, var_72);
        goto start_for_1;
    end_for_1:;
    // v7 = wp.vec2(-1.76, 0.7)                                                               <L 28>
    var_88 = wp::vec_t<2, wp::float32>(var_86, var_87);
    // particle_uv_out[tid] = v7 + v7 * 1.58 + wp.vec2(wp.sin(v3)) + wp.vec2(dt)              <L 29>
    var_90 = wp::mul(var_88, var_89);
    var_91 = wp::add(var_88, var_90);
    var_92 = wp::sin(var_6);
    var_93 = wp::vec_t<2, wp::float32>(var_92);
    var_94 = wp::add(var_91, var_93);
    var_95 = wp::vec_t<2, wp::float32>(var_dt);
    var_96 = wp::add(var_94, var_95);
    wp::array_store(var_particle_uv_out, var_0, var_96);
    // particle_gradients[tid] = v7 + v7 * 1.04 + wp.vec2(wp.sin(v3)) + wp.vec2(v2)           <L 31>
    var_98 = wp::mul(var_88, var_97);
    var_99 = wp::add(var_88, var_98);
    var_100 = wp::sin(var_6);
    var_101 = wp::vec_t<2, wp::float32>(var_100);
    var_102 = wp::add(var_99, var_101);
    var_103 = wp::vec_t<2, wp::float32>(var_3);
    var_104 = wp::add(var_102, var_103);
    wp::array_store(var_particle_gradients, var_0, var_104);
}



struct nested_loop_000002_51bd384e_cpu_block_payload_forward
{
    wp_args_nested_loop_000002_51bd384e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_51bd384e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_51bd384e_cpu_block_payload_forward* payload = (nested_loop_000002_51bd384e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_51bd384e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void nested_loop_000002_51bd384e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_51bd384e *_wp_args)
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
        nested_loop_000002_51bd384e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_51bd384e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

