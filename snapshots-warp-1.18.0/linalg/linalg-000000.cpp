// Generated for case linalg-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_linalg_000000_t_d97913cb {
    wp::array_t<wp::vec_t<3, wp::float32>> element_displacements;
    wp::array_t<wp::vec_t<2, wp::float32>> element_uvs;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> element_deformations;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> element_jacobians;
};


void linalg_000000_t_d97913cb_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000000_t_d97913cb *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_displacements = _wp_args->element_displacements;
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_uvs = _wp_args->element_uvs;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_element_deformations = _wp_args->element_deformations;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_element_jacobians = _wp_args->element_jacobians;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32>* var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::mat_t<3, 3, wp::float32> var_10;
    const wp::float32 var_11 = -1.808;
    const wp::float32 var_12 = -1.4;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::float32 var_16 = 0.94;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::mat_t<3, 3, wp::float32> var_18;
    const wp::int32 var_19 = 3;
    wp::mat_t<3, 3, wp::float32> var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 0;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::mat_t<3, 3, wp::float32> var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    //---------
    // forward
    // def linalg_000000_t(element_displacements: wp.array[Any], element_uvs: wp.array[Any], element_deformations: wp.array[Any], accumulated_mass: wp.array[Any], element_jacobians: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v0 = element_displacements[tid]                                                        <L 4>
    var_1 = wp::address(var_element_displacements, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = element_uvs[tid]                                                                  <L 5>
    var_4 = wp::address(var_element_uvs, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = element_deformations[tid]                                                         <L 6>
    var_7 = wp::address(var_element_deformations, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.skew(v0)                                                                       <L 7>
    var_10 = wp::skew(var_2);
    // v4 = (wp.vec2(-1.808, -1.4) + v1)                                                      <L 8>
    var_13 = wp::vec_t<2, wp::float32>(var_11, var_12);
    var_14 = wp::add(var_13, var_5);
    // element_jacobians[tid] = v2 + v3 + v3 * 0.94 + wp.identity(n=3, dtype=float) * (v1[0] + v1[1] + v4[0] + v4[1])       <L 9>
    var_15 = wp::add(var_8, var_10);
    var_17 = wp::mul(var_10, var_16);
    var_18 = wp::add(var_15, var_17);
    var_20 = wp::identity<3, wp::float32>();
    var_22 = wp::extract(var_5, var_21);
    var_24 = wp::extract(var_5, var_23);
    var_25 = wp::add(var_22, var_24);
    var_27 = wp::extract(var_14, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_14, var_29);
    var_31 = wp::add(var_28, var_30);
    var_32 = wp::mul(var_20, var_31);
    var_33 = wp::add(var_18, var_32);
    wp::array_store(var_element_jacobians, var_0, var_33);
}



struct linalg_000000_t_d97913cb_cpu_block_payload_forward
{
    wp_args_linalg_000000_t_d97913cb* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000000_t_d97913cb_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000000_t_d97913cb_cpu_block_payload_forward* payload = (linalg_000000_t_d97913cb_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000000_t_d97913cb_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void linalg_000000_t_d97913cb_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000000_t_d97913cb *_wp_args)
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
        linalg_000000_t_d97913cb_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000000_t_d97913cb_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

