// Generated for case quaternion-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_quaternion_000000_ee619459 {
    wp::array_t<wp::quat_t<wp::float32>> cell_rotations;
    wp::array_t<wp::quat_t<wp::float32>> cell_orientations;
    wp::array_t<wp::vec_t<3, wp::float32>> cell_normals;
    wp::array_t<wp::vec_t<3, wp::float32>> cell_accelerations;
};


void quaternion_000000_ee619459_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_quaternion_000000_ee619459 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_cell_rotations = _wp_args->cell_rotations;
    wp::array_t<wp::quat_t<wp::float32>> var_cell_orientations = _wp_args->cell_orientations;
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_normals = _wp_args->cell_normals;
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_accelerations = _wp_args->cell_accelerations;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::quat_t<wp::float32>* var_2;
    wp::quat_t<wp::float32> var_3;
    wp::quat_t<wp::float32> var_4;
    wp::quat_t<wp::float32>* var_5;
    wp::quat_t<wp::float32> var_6;
    wp::quat_t<wp::float32> var_7;
    wp::vec_t<3, wp::float32>* var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::quat_t<wp::float32> var_11;
    const wp::float32 var_12 = -1.346;
    const wp::float32 var_13 = -0.416;
    const wp::float32 var_14 = -0.66;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // forward
    // def quaternion_000000(cell_rotations: wp.array2d[wp.quat], cell_orientations: wp.array2d[wp.quat], cell_normals: wp.array2d[wp.vec3], cell_accelerations: wp.array2d[wp.vec3]):       <L 7>
    // i, j = wp.tid()  # one thread per element                                              <L 8>
    builtin_tid2d(var_0, var_1);
    // v0 = cell_rotations[i, j]                                                              <L 9>
    var_2 = wp::address(var_cell_rotations, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = cell_orientations[i, j]                                                           <L 10>
    var_5 = wp::address(var_cell_orientations, var_0, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v2 = cell_normals[i, j]                                                                <L 11>
    var_8 = wp::address(var_cell_normals, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v3 = v0                                                                                <L 12>
    var_11 = wp::copy(var_3);
    // cell_accelerations[i, j] = v2 + wp.vec3(-1.346, -0.416, -0.66)                         <L 14>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::add(var_9, var_15);
    wp::array_store(var_cell_accelerations, var_0, var_1, var_16);
}



struct quaternion_000000_ee619459_cpu_block_payload_forward
{
    wp_args_quaternion_000000_ee619459* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000000_ee619459_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    quaternion_000000_ee619459_cpu_block_payload_forward* payload = (quaternion_000000_ee619459_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000000_ee619459_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void quaternion_000000_ee619459_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_quaternion_000000_ee619459 *_wp_args)
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
        quaternion_000000_ee619459_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000000_ee619459_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

