// Generated for case transform-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_transform_000001_6458cbf5 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::mat_t<4, 4, wp::float32> s0;
    wp::int32 s1;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::quat_t<wp::float32>> out0;
    wp::array_t<wp::quat_t<wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void transform_000001_6458cbf5_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_transform_000001_6458cbf5 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::mat_t<4, 4, wp::float32> var_s0 = _wp_args->s0;
    wp::int32 var_s1 = _wp_args->s1;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::quat_t<wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::quat_t<wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::quat_t<wp::float32> var_9;
    wp::transform_t<wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::transform_t<wp::float32> var_12;
    const wp::float32 var_13 = 0.38;
    const wp::float32 var_14 = -0.8;
    const wp::float32 var_15 = -1.153;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = -1.496;
    wp::quat_t<wp::float32> var_19;
    wp::quat_t<wp::float32> var_20;
    wp::quat_t<wp::float32> var_21;
    const wp::float32 var_22 = 0.0;
    const wp::float32 var_23 = 0.0;
    const wp::float32 var_24 = 1.0;
    wp::vec_t<3, wp::float32> var_25;
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 0;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::quat_t<wp::float32> var_30;
    wp::quat_t<wp::float32> var_31;
    wp::quat_t<wp::float32> var_32;
    const wp::float32 var_33 = 0.0;
    const wp::float32 var_34 = 0.0;
    const wp::float32 var_35 = 1.0;
    wp::vec_t<3, wp::float32> var_36;
    const wp::float32 var_37 = 1.0;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    const wp::float32 var_40 = 1.0;
    wp::vec_t<3, wp::float32> var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::quat_t<wp::float32> var_44;
    wp::quat_t<wp::float32> var_45;
    wp::quat_t<wp::float32> var_46;
    wp::quat_t<wp::float32> var_47;
    wp::quat_t<wp::float32> var_48;
    const wp::float32 var_49 = 0.0;
    const wp::float32 var_50 = 0.0;
    const wp::float32 var_51 = 1.0;
    wp::vec_t<3, wp::float32> var_52;
    const wp::int32 var_53 = 0;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::quat_t<wp::float32> var_56;
    wp::quat_t<wp::float32> var_57;
    wp::quat_t<wp::float32> var_58;
    const wp::float32 var_59 = 0.0;
    const wp::float32 var_60 = 0.0;
    const wp::float32 var_61 = 1.0;
    wp::vec_t<3, wp::float32> var_62;
    const wp::int32 var_63 = 0;
    wp::float32 var_64;
    const wp::int32 var_65 = 1;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::int32 var_68 = 2;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::quat_t<wp::float32> var_71;
    wp::quat_t<wp::float32> var_72;
    wp::quat_t<wp::float32> var_73;
    //---------
    // forward
    // def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], s0: wp.mat44, s1: int, acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):       <L 7>
    // i, j, k = wp.tid()  # launch index                                                     <L 8>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = x0[i, j, k]                                                                       <L 9>
    var_3 = wp::address(var_x0, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[i, j, k]                                                                       <L 10>
    var_6 = wp::address(var_x1, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = wp.quat_identity()                                                                <L 11>
    var_9 = wp::quat_identity<wp::float32>();
    // v3 = wp.transform(v1, v2)                                                              <L 12>
    var_10 = wp::transform_t<wp::float32>(var_7, var_9);
    // v4 = v1                                                                                <L 13>
    var_11 = wp::copy(var_7);
    // v5 = v3                                                                                <L 14>
    var_12 = wp::copy(var_10);
    // out0[i, j, k] = wp.normalize(wp.normalize(wp.normalize(v2 * wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.38, -0.8, -1.153)), -1.496)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(s0[0, 0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0 + wp.dot(wp.transform_point(v5, wp.vec3(1.0)), wp.vec3(1.0))))       <L 15>
    var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
    var_17 = wp::normalize(var_16);
    var_19 = wp::quat_from_axis_angle(var_17, var_18);
    var_20 = wp::mul(var_9, var_19);
    var_21 = wp::normalize(var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_28 = wp::extract(var_s0, var_26, var_27);
    var_29 = wp::sin(var_28);
    var_30 = wp::quat_from_axis_angle(var_25, var_29);
    var_31 = wp::mul(var_21, var_30);
    var_32 = wp::normalize(var_31);
    var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
    var_38 = wp::vec_t<3, wp::float32>(var_37);
    var_39 = wp::transform_point(var_12, var_38);
    var_41 = wp::vec_t<3, wp::float32>(var_40);
    var_42 = wp::dot(var_39, var_41);
    var_43 = wp::add(var_4, var_42);
    var_44 = wp::quat_from_axis_angle(var_36, var_43);
    var_45 = wp::mul(var_32, var_44);
    var_46 = wp::normalize(var_45);
    wp::array_store(var_out0, var_0, var_1, var_2, var_46);
    // out1[i, j, k] = wp.normalize(wp.normalize(wp.normalize(v2 * v2) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v3[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v4[0] + v4[1] + v4[2]))       <L 17>
    var_47 = wp::mul(var_9, var_9);
    var_48 = wp::normalize(var_47);
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    var_54 = wp::extract(var_10, var_53);
    var_55 = wp::sin(var_54);
    var_56 = wp::quat_from_axis_angle(var_52, var_55);
    var_57 = wp::mul(var_48, var_56);
    var_58 = wp::normalize(var_57);
    var_62 = wp::vec_t<3, wp::float32>(var_59, var_60, var_61);
    var_64 = wp::extract(var_11, var_63);
    var_66 = wp::extract(var_11, var_65);
    var_67 = wp::add(var_64, var_66);
    var_69 = wp::extract(var_11, var_68);
    var_70 = wp::add(var_67, var_69);
    var_71 = wp::quat_from_axis_angle(var_62, var_70);
    var_72 = wp::mul(var_58, var_71);
    var_73 = wp::normalize(var_72);
    wp::array_store(var_out1, var_0, var_1, var_2, var_73);
}



struct transform_000001_6458cbf5_cpu_block_payload_forward
{
    wp_args_transform_000001_6458cbf5* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000001_6458cbf5_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    transform_000001_6458cbf5_cpu_block_payload_forward* payload = (transform_000001_6458cbf5_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000001_6458cbf5_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void transform_000001_6458cbf5_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_transform_000001_6458cbf5 *_wp_args)
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
        transform_000001_6458cbf5_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000001_6458cbf5_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

