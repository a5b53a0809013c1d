// Generated for case random-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_random_000002_cdc52bec {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::float32> x1;
    wp::float32 s0;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
};


void random_000002_cdc52bec_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_random_000002_cdc52bec *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::float32 var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    bool var_2;
    wp::shape_t* var_3;
    const wp::int32 var_4 = 0;
    wp::int32 var_5;
    wp::shape_t var_6;
    bool var_7;
    wp::shape_t* var_8;
    const wp::int32 var_9 = 1;
    wp::int32 var_10;
    wp::shape_t var_11;
    bool var_12;
    const wp::int32 var_13 = 93223;
    const wp::int32 var_14 = 8;
    wp::int32 var_15;
    wp::int32 var_16;
    wp::uint32 var_17;
    wp::vec_t<3, wp::float32>* var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::float32* var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = -1.8;
    wp::float32 var_27;
    //---------
    // forward
    // def random_000002(x0: wp.array2d[wp.vec3], x1: wp.array2d[float], s0: float, acc0: wp.array[float], out0: wp.array2d[float]):       <L 5>
    // i, j = wp.tid()  # this thread's element                                               <L 6>
    builtin_tid2d(var_0, var_1);
    // if i >= x0.shape[0] or j >= x0.shape[1]:                                               <L 7>
    var_3 = &(var_x0.shape);
    var_6 = wp::load(var_3);
    var_5 = wp::extract(var_6, var_4);
    var_7 = (var_0 >= var_5);
    var_2 = var_7;
    if (!var_2) {
        var_8 = &(var_x0.shape);
        var_11 = wp::load(var_8);
        var_10 = wp::extract(var_11, var_9);
        var_12 = (var_1 >= var_10);
        var_2 = var_2 || var_12;
    }
    if (var_2) {
        // return  # out of bounds                                                            <L 8>
        return;
    }
    // state = wp.rand_init(93223, (i) * 8 + j)                                               <L 9>
    var_15 = wp::mul(var_0, var_14);
    var_16 = wp::add(var_15, var_1);
    var_17 = wp::rand_init(var_13, var_16);
    // v0 = x0[i, j]                                                                          <L 10>
    var_18 = wp::address(var_x0, var_0, var_1);
    var_20 = wp::load(var_18);
    var_19 = wp::copy(var_20);
    // v1 = x1[i, j]                                                                          <L 11>
    var_21 = wp::address(var_x1, var_0, var_1);
    var_23 = wp::load(var_21);
    var_22 = wp::copy(var_23);
    // v2 = v0                                                                                <L 12>
    var_24 = wp::copy(var_19);
    // out0[i, j] = v1 + s0 + -1.8                                                            <L 14>
    var_25 = wp::add(var_22, var_s0);
    var_27 = wp::add(var_25, var_26);
    wp::array_store(var_out0, var_0, var_1, var_27);
}



struct random_000002_cdc52bec_cpu_block_payload_forward
{
    wp_args_random_000002_cdc52bec* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000002_cdc52bec_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    random_000002_cdc52bec_cpu_block_payload_forward* payload = (random_000002_cdc52bec_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000002_cdc52bec_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void random_000002_cdc52bec_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_random_000002_cdc52bec *_wp_args)
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
        random_000002_cdc52bec_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000002_cdc52bec_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

