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

struct wp_args_random_000002_t_50509058 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::float32> x1;
    wp::float32 s0;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::int32> flags;
};


void random_000002_t_50509058_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_random_000002_t_50509058 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::float32 var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::int32> var_flags = _wp_args->flags;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 93223;
    const wp::int32 var_3 = 8;
    wp::int32 var_4;
    wp::int32 var_5;
    wp::uint32 var_6;
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::vec_t<3, wp::float32> var_13;
    bool var_14;
    const wp::float32 var_15 = 0.1;
    bool var_16;
    const wp::float32 var_17 = -2.0;
    bool var_18;
    const wp::int32 var_19 = 8;
    wp::int32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 0.18;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 0;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 1;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 2;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 1;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 2;
    wp::float32 var_43;
    wp::float32 var_44;
    //---------
    // forward
    // def random_000002_t(x0: wp.array2d[Any], x1: wp.array2d[Any], s0: float, acc0: wp.array[Any], out0: wp.array2d[Any], flags: wp.array2d[Any]):       <L 1>
    // i, j = wp.tid()  # launch index                                                        <L 2>
    builtin_tid2d(var_0, var_1);
    // state = wp.rand_init(93223, (i) * 8 + j)                                               <L 3>
    var_4 = wp::mul(var_0, var_3);
    var_5 = wp::add(var_4, var_1);
    var_6 = wp::rand_init(var_2, var_5);
    // v0 = x0[i, j]                                                                          <L 4>
    var_7 = wp::address(var_x0, var_0, var_1);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v1 = x1[i, j]                                                                          <L 5>
    var_10 = wp::address(var_x1, var_0, var_1);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // v2 = v0                                                                                <L 6>
    var_13 = wp::copy(var_8);
    // if (s0 < 0.1) and (v1 > -2.0):                                                         <L 7>
    var_16 = (var_s0 < var_15);
    var_14 = var_16;
    if (var_14) {
        var_18 = (var_11 > var_17);
        var_14 = var_14 && var_18;
    }
    if (var_14) {
        // flags[i, j] |= 8                                                                   <L 8>
        var_20 = wp::atomic_or(var_flags, var_0, var_1, var_19);
    }
    // v3 = wp.randn(state)                                                                   <L 9>
    var_21 = wp::randn(var_6);
    // out0[i, j] = v1 + s0 + v3 + s0 * 0.18 + v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2]       <L 11>
    var_22 = wp::add(var_11, var_s0);
    var_23 = wp::add(var_22, var_21);
    var_25 = wp::mul(var_s0, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_8, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_8, var_30);
    var_32 = wp::add(var_29, var_31);
    var_34 = wp::extract(var_8, var_33);
    var_35 = wp::add(var_32, var_34);
    var_37 = wp::extract(var_13, var_36);
    var_38 = wp::add(var_35, var_37);
    var_40 = wp::extract(var_13, var_39);
    var_41 = wp::add(var_38, var_40);
    var_43 = wp::extract(var_13, var_42);
    var_44 = wp::add(var_41, var_43);
    wp::array_store(var_out0, var_0, var_1, var_44);
}



struct random_000002_t_50509058_cpu_block_payload_forward
{
    wp_args_random_000002_t_50509058* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000002_t_50509058_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    random_000002_t_50509058_cpu_block_payload_forward* payload = (random_000002_t_50509058_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000002_t_50509058_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void random_000002_t_50509058_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_random_000002_t_50509058 *_wp_args)
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
        random_000002_t_50509058_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000002_t_50509058_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

