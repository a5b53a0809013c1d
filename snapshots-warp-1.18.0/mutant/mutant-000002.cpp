// Generated for case mutant-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_integrate_e2dbfd13 {
    wp::array_t<wp::vec_t<3, wp::float32>> x;
    wp::array_t<wp::vec_t<3, wp::float32>> v;
    wp::array_t<wp::vec_t<3, wp::float32>> f;
    wp::vec_t<3, wp::float32> gravity;
    wp::float32 dt;
    wp::float32 inv_mass;
};


void integrate_e2dbfd13_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_integrate_e2dbfd13 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x = _wp_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> var_v = _wp_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> var_f = _wp_args->f;
    wp::vec_t<3, wp::float32> var_gravity = _wp_args->gravity;
    wp::float32 var_dt = _wp_args->dt;
    wp::float32 var_inv_mass = _wp_args->inv_mass;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    const wp::float32 var_14 = 2.0;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // forward
    // def integrate(                                                                         <L 7>
    // tid = wp.tid()                                                                         <L 15>
    var_0 = builtin_tid1d();
    // v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt                                 <L 17>
    var_1 = wp::address(var_v, var_0);
    var_2 = wp::address(var_f, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::mul(var_4, var_inv_mass);
    var_5 = wp::mul(var_3, var_dt);
    var_7 = wp::load(var_1);
    var_6 = wp::add(var_7, var_5);
    var_8 = wp::mul(var_gravity, var_dt);
    var_9 = wp::add(var_6, var_8);
    // x_new = x[tid] + v_new * dt                                                            <L 18>
    var_10 = wp::address(var_x, var_0);
    var_11 = wp::mul(var_9, var_dt);
    var_13 = wp::load(var_10);
    var_12 = wp::add(var_13, var_11);
    // x_new = x_new - x_new * 2.0                                                            <L 19>
    var_15 = wp::mul(var_12, var_14);
    var_16 = wp::sub(var_12, var_15);
    // v[tid] = v_new                                                                         <L 21>
    wp::array_store(var_v, var_0, var_9);
    // x[tid] = x_new                                                                         <L 22>
    wp::array_store(var_x, var_0, var_16);
}



void integrate_e2dbfd13_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_integrate_e2dbfd13 *_wp_args,
    wp_args_integrate_e2dbfd13 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x = _wp_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> var_v = _wp_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> var_f = _wp_args->f;
    wp::vec_t<3, wp::float32> var_gravity = _wp_args->gravity;
    wp::float32 var_dt = _wp_args->dt;
    wp::float32 var_inv_mass = _wp_args->inv_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x = _wp_adj_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_v = _wp_adj_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_f = _wp_adj_args->f;
    wp::vec_t<3, wp::float32> adj_gravity = _wp_adj_args->gravity;
    wp::float32 adj_dt = _wp_adj_args->dt;
    wp::float32 adj_inv_mass = _wp_adj_args->inv_mass;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    const wp::float32 var_14 = 2.0;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    //---------
    // forward
    // def integrate(                                                                         <L 7>
    // tid = wp.tid()                                                                         <L 15>
    var_0 = builtin_tid1d();
    // v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt                                 <L 17>
    var_1 = wp::address(var_v, var_0);
    var_2 = wp::address(var_f, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::mul(var_4, var_inv_mass);
    var_5 = wp::mul(var_3, var_dt);
    var_7 = wp::load(var_1);
    var_6 = wp::add(var_7, var_5);
    var_8 = wp::mul(var_gravity, var_dt);
    var_9 = wp::add(var_6, var_8);
    // x_new = x[tid] + v_new * dt                                                            <L 18>
    var_10 = wp::address(var_x, var_0);
    var_11 = wp::mul(var_9, var_dt);
    var_13 = wp::load(var_10);
    var_12 = wp::add(var_13, var_11);
    // x_new = x_new - x_new * 2.0                                                            <L 19>
    var_15 = wp::mul(var_12, var_14);
    var_16 = wp::sub(var_12, var_15);
    // v[tid] = v_new                                                                         <L 21>
    // wp::array_store(var_v, var_0, var_9);
    // x[tid] = x_new                                                                         <L 22>
    // wp::array_store(var_x, var_0, var_16);
    //---------
    // reverse
    wp::adj_array_store(var_x, var_0, var_16, adj_x, adj_0, adj_16);
    // adj: x[tid] = x_new                                                                    <L 22>
    wp::adj_array_store(var_v, var_0, var_9, adj_v, adj_0, adj_9);
    // adj: v[tid] = v_new                                                                    <L 21>
    wp::adj_sub(var_12, var_15, adj_12, adj_15, adj_16);
    wp::adj_mul(var_12, var_14, adj_12, adj_14, adj_15);
    // adj: x_new = x_new - x_new * 2.0                                                       <L 19>
    wp::adj_add(var_13, var_11, adj_10, adj_11, adj_12);
    wp::adj_mul(var_9, var_dt, adj_9, adj_dt, adj_11);
    wp::adj_address(var_x, var_0, adj_x, adj_0, adj_10);
    // adj: x_new = x[tid] + v_new * dt                                                       <L 18>
    wp::adj_add(var_6, var_8, adj_6, adj_8, adj_9);
    wp::adj_mul(var_gravity, var_dt, adj_gravity, adj_dt, adj_8);
    wp::adj_add(var_7, var_5, adj_1, adj_5, adj_6);
    wp::adj_mul(var_3, var_dt, adj_3, adj_dt, adj_5);
    wp::adj_mul(var_4, var_inv_mass, adj_2, adj_inv_mass, adj_3);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_2);
    wp::adj_address(var_v, var_0, adj_v, adj_0, adj_1);
    // adj: v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt                            <L 17>
    // adj: tid = wp.tid()                                                                    <L 15>
    // adj: def integrate(                                                                    <L 7>
    return;
}



struct integrate_e2dbfd13_cpu_block_payload_forward
{
    wp_args_integrate_e2dbfd13* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void integrate_e2dbfd13_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    integrate_e2dbfd13_cpu_block_payload_forward* payload = (integrate_e2dbfd13_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    integrate_e2dbfd13_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void integrate_e2dbfd13_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_integrate_e2dbfd13 *_wp_args)
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
        integrate_e2dbfd13_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &integrate_e2dbfd13_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct integrate_e2dbfd13_cpu_block_payload_backward
{
    wp_args_integrate_e2dbfd13* args;
    wp_args_integrate_e2dbfd13* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void integrate_e2dbfd13_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    integrate_e2dbfd13_cpu_block_payload_backward* payload = (integrate_e2dbfd13_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    integrate_e2dbfd13_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void integrate_e2dbfd13_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_integrate_e2dbfd13 *_wp_args,
    wp_args_integrate_e2dbfd13 *_wp_adj_args)
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
        integrate_e2dbfd13_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &integrate_e2dbfd13_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

