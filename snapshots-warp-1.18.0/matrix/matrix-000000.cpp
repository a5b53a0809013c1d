// Generated for case matrix-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_matrix_000000_48235b41 {
    wp::array_t<wp::float32> body_phases;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> body_rotations;
    wp::array_t<wp::vec_t<3, wp::float32>> body_new_positions;
};


void matrix_000000_48235b41_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_matrix_000000_48235b41 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_body_phases = _wp_args->body_phases;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_body_rotations = _wp_args->body_rotations;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_new_positions = _wp_args->body_new_positions;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::mat_t<2, 2, wp::float32>* var_6;
    wp::mat_t<2, 2, wp::float32> var_7;
    wp::mat_t<2, 2, wp::float32> var_8;
    wp::mat_t<2, 2, wp::float32> var_9;
    const wp::int32 var_10 = 3;
    wp::mat_t<3, 3, wp::float32> var_11;
    const wp::float32 var_12 = 1.3;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 1;
    const wp::int32 var_17 = 1;
    wp::mat_t<2, 2, wp::float32> var_18;
    const wp::float32 var_19 = -1.46;
    const wp::float32 var_20 = 1.1;
    const wp::float32 var_21 = 0.566;
    wp::vec_t<3, wp::float32> var_22;
    wp::float32 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    //---------
    // forward
    // def matrix_000000(body_phases: wp.array3d[float], body_rotations: wp.array3d[wp.mat22], body_new_positions: wp.array3d[wp.vec3]):       <L 7>
    // i, j, k = wp.tid()  # this thread's element                                            <L 9>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = body_phases[i, j, k]                                                              <L 10>
    var_3 = wp::address(var_body_phases, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = body_rotations[i, j, k]                                                           <L 11>
    var_6 = wp::address(var_body_rotations, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = v1                                                                                <L 12>
    var_9 = wp::copy(var_7);
    // v3 = wp.identity(n=3, dtype=float) * 1.3                                               <L 13>
    var_11 = wp::identity<3, wp::float32>();
    var_13 = wp::mul(var_11, var_12);
    // v2[1, 1] = wp.sin(wp.cbrt(v0))                                                         <L 14>
    var_14 = wp::cbrt(var_4);
    var_15 = wp::sin(var_14);
    wp::assign_inplace(var_9, var_16, var_17, var_15);
    // v4 = (v2 @ v1)                                                                         <L 15>
    var_18 = wp::mul(var_9, var_7);
    // body_new_positions[i, j, k] = wp.vec3(-1.46, 1.1, 0.566) + wp.vec3(wp.sin(v0))         <L 17>
    var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
    var_23 = wp::sin(var_4);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::add(var_22, var_24);
    wp::array_store(var_body_new_positions, var_0, var_1, var_2, var_25);
}



struct matrix_000000_48235b41_cpu_block_payload_forward
{
    wp_args_matrix_000000_48235b41* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000000_48235b41_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    matrix_000000_48235b41_cpu_block_payload_forward* payload = (matrix_000000_48235b41_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000000_48235b41_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void matrix_000000_48235b41_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_matrix_000000_48235b41 *_wp_args)
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
        matrix_000000_48235b41_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000000_48235b41_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

