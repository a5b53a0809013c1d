// Generated for case struct-000000 with warp-lang 1.18.0. Do not edit.
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


struct S0_19f09207
{
    wp::quat_t<wp::float32> vel0;
    wp::vec_t<3, wp::float32> scale1;
    wp::array_t<wp::float32> w2;


    S0_19f09207() = default;
    CUDA_CALLABLE S0_19f09207(wp::quat_t<wp::float32> const& vel0,
    wp::vec_t<3, wp::float32> const& scale1 = {},
    wp::array_t<wp::float32> const& w2 = {})
        : vel0{vel0}
        , scale1{scale1}
        , w2{w2}

    {
    }

    CUDA_CALLABLE S0_19f09207& operator += (const S0_19f09207& rhs)
    {    vel0 += rhs.vel0;
    scale1 += rhs.scale1;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_19f09207(wp::quat_t<wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::array_t<wp::float32> const&,
    wp::quat_t<wp::float32> & adj_vel0,
    wp::vec_t<3, wp::float32> & adj_scale1,
    wp::array_t<wp::float32> & adj_w2,
    S0_19f09207 & adj_ret)
{
    adj_vel0 += adj_ret.vel0;
    adj_scale1 += adj_ret.scale1;
    adj_w2 = adj_ret.w2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_19f09207 add(const S0_19f09207& a, const S0_19f09207& b)
{
    return S0_19f09207();
}

CUDA_CALLABLE void adj_atomic_add(S0_19f09207* p, S0_19f09207 t)
{
    wp::adj_atomic_add(&p->vel0, t.vel0);
    wp::adj_atomic_add(&p->scale1, t.scale1);
    wp::adj_atomic_add(&p->w2, t.w2);
}



struct wp_args_struct_000000_t_d033cc91 {
    wp::array_t<wp::float32> contact_pressures;
    S0_19f09207 settings;
    wp::array_t<wp::vec_t<3, wp::float32>> total_counts;
    wp::array_t<wp::int32> contact_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> contact_accelerations;
};


void struct_000000_t_d033cc91_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000000_t_d033cc91 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_pressures = _wp_args->contact_pressures;
    S0_19f09207 var_settings = _wp_args->settings;
    wp::array_t<wp::vec_t<3, wp::float32>> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::int32> var_contact_counts = _wp_args->contact_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_accelerations = _wp_args->contact_accelerations;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 0;
    const wp::float32 var_6 = -1.691;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32>* var_9;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 2.5;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::quat_t<wp::float32> var_17;
    S0_19f09207 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -100.0;
    const wp::float32 var_21 = 100.0;
    wp::float32 var_22;
    wp::int32 var_23;
    wp::int32 var_24;
    wp::vec_t<3, wp::float32>* var_25;
    const wp::int32 var_26 = 0;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 2;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 3;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::quat_t<wp::float32>* var_38;
    const wp::int32 var_39 = 0;
    wp::float32 var_40;
    wp::quat_t<wp::float32> var_41;
    wp::float32 var_42;
    wp::quat_t<wp::float32>* var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::quat_t<wp::float32> var_46;
    wp::float32 var_47;
    wp::quat_t<wp::float32>* var_48;
    const wp::int32 var_49 = 2;
    wp::float32 var_50;
    wp::quat_t<wp::float32> var_51;
    wp::float32 var_52;
    wp::quat_t<wp::float32>* var_53;
    const wp::int32 var_54 = 3;
    wp::float32 var_55;
    wp::quat_t<wp::float32> var_56;
    wp::float32 var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::vec_t<3, wp::float32>* var_61;
    const wp::int32 var_62 = 1;
    wp::float32 var_63;
    //---------
    // forward
    // def struct_000000_t(contact_pressures: wp.array(dtype=Any), settings: S0, total_counts: wp.array(dtype=Any), contact_counts: wp.array(dtype=Any), contact_accelerations: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v0 = contact_pressures[tid]                                                            <L 4>
    var_1 = wp::address(var_contact_pressures, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = v0                                                                                <L 5>
    var_4 = wp::copy(var_2);
    // wp.atomic_min(total_counts, 0, wp.vec3(-1.691))                                        <L 6>
    var_7 = wp::vec_t<3, wp::float32>(var_6);
    var_8 = wp::atomic_min(var_total_counts, var_5, var_7);
    // v2 = wp.quat_from_axis_angle(wp.normalize(settings.scale1 + wp.vec3(0.0, 0.0, 2.5)), v1)       <L 7>
    var_9 = &((var_settings).scale1);
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_15 = wp::load(var_9);
    var_14 = wp::add(var_15, var_13);
    var_16 = wp::normalize(var_14);
    var_17 = wp::quat_from_axis_angle(var_16, var_4);
    // s3 = S0()                                                                              <L 8>
    var_18 = S0_19f09207();
    // s3.vel0 = v2                                                                           <L 9>
    var_18.vel0 = var_17;
    // contact_counts[tid] = wp.max(tid, wp.int32(wp.clamp(float(v0), -100.0, 100.0)))        <L 10>
    var_19 = wp::float(var_2);
    var_22 = wp::clamp(var_19, var_20, var_21);
    var_23 = wp::int32(var_22);
    var_24 = wp::max(var_0, var_23);
    wp::array_store(var_contact_counts, var_0, var_24);
    // contact_accelerations[tid] = settings.scale1 + wp.vec3(v1 + v2[0] + v2[1] + v2[2] + v2[3] + s3.vel0[0] + s3.vel0[1] + s3.vel0[2] + s3.vel0[3])       <L 11>
    var_25 = &((var_settings).scale1);
    var_27 = wp::extract(var_17, var_26);
    var_28 = wp::add(var_4, var_27);
    var_30 = wp::extract(var_17, var_29);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::extract(var_17, var_32);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::extract(var_17, var_35);
    var_37 = wp::add(var_34, var_36);
    var_38 = &((var_18).vel0);
    var_41 = wp::load(var_38);
    var_40 = wp::extract(var_41, var_39);
    var_42 = wp::add(var_37, var_40);
    var_43 = &((var_18).vel0);
    var_46 = wp::load(var_43);
    var_45 = wp::extract(var_46, var_44);
    var_47 = wp::add(var_42, var_45);
    var_48 = &((var_18).vel0);
    var_51 = wp::load(var_48);
    var_50 = wp::extract(var_51, var_49);
    var_52 = wp::add(var_47, var_50);
    var_53 = &((var_18).vel0);
    var_56 = wp::load(var_53);
    var_55 = wp::extract(var_56, var_54);
    var_57 = wp::add(var_52, var_55);
    var_58 = wp::vec_t<3, wp::float32>(var_57);
    var_60 = wp::load(var_25);
    var_59 = wp::add(var_60, var_58);
    wp::array_store(var_contact_accelerations, var_0, var_59);
    // contact_accelerations[tid][1] -= wp.sin(v1)                                            <L 12>
    var_61 = &(wp::index(var_contact_accelerations, var_0));
    var_63 = wp::sin(var_4);
    wp::array_atomic_sub_slot(var_contact_accelerations, var_63, [&](auto& _e) -> auto& { return _e.component_ref(var_62); }, var_0);
}



struct struct_000000_t_d033cc91_cpu_block_payload_forward
{
    wp_args_struct_000000_t_d033cc91* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000000_t_d033cc91_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000000_t_d033cc91_cpu_block_payload_forward* payload = (struct_000000_t_d033cc91_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000000_t_d033cc91_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void struct_000000_t_d033cc91_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000000_t_d033cc91 *_wp_args)
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
        struct_000000_t_d033cc91_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000000_t_d033cc91_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

