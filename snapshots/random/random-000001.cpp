// Generated for case random-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_random_000001_55ad530a {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::vec_t<3, wp::float32> s0;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
    wp::int32 num_items;
};


template <bool wp_linear_contiguous>
static void random_000001_55ad530a_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_random_000001_55ad530a *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_num_items = _wp_args->num_items;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    const wp::float32 var_4 = 0.0;
    wp::float32 var_5;
    const wp::int32 var_6 = 2946;
    const wp::int32 var_7 = 2;
    wp::int32 var_8;
    wp::int32 var_9;
    const wp::int32 var_10 = 2;
    wp::int32 var_11;
    wp::int32 var_12;
    wp::uint32 var_13;
    wp::float32* var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    bool var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = -1.45;
    bool var_32;
    wp::vec_t<3, wp::float32> var_33;
    const wp::int32 var_34 = 0;
    wp::float32 var_35;
    const wp::int32 var_36 = 1;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 2;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.78;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    //---------
    // forward
    // def random_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], s0: wp.vec3, acc0: wp.array[float], out0: wp.array3d[float], num_items: int):       <L 7>
    // i, j, k = wp.tid()  # thread index                                                     <L 9>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= num_items:                                                                     <L 10>
    var_3 = (var_0 >= var_num_items);
    if (var_3) {
        // return  # out of bounds                                                            <L 11>
        return;
    }
    // v6 = float(0.0)                                                                        <L 12>
    var_5 = wp::float(var_4);
    // state = wp.rand_init(2946, ((i) * 2 + j) * 2 + k)                                      <L 13>
    var_8 = wp::mul(var_0, var_7);
    var_9 = wp::add(var_8, var_1);
    var_11 = wp::mul(var_9, var_10);
    var_12 = wp::add(var_11, var_2);
    var_13 = wp::rand_init(var_6, var_12);
    // v0 = x0[i, j, k]                                                                       <L 14>
    var_14 = wp::address(var_x0, var_0, var_1, var_2);
    var_16 = wp::load(var_14);
    var_15 = wp::copy(var_16);
    // v1 = x1[i, j, k]                                                                       <L 15>
    var_17 = wp::address(var_x1, var_0, var_1, var_2);
    var_19 = wp::load(var_17);
    var_18 = wp::copy(var_19);
    // v2 = x2[i, j, k]                                                                       <L 16>
    var_20 = wp::address(var_x2, var_0, var_1, var_2);
    var_22 = wp::load(var_20);
    var_21 = wp::copy(var_22);
    // v3 = v2                                                                                <L 17>
    var_23 = wp::copy(var_21);
    // if v2 < wp.randn(state):                                                               <L 18>
    var_24 = wp::randn(var_13);
    var_25 = (var_21 < var_24);
    if (var_25) {
        // v1 += wp.tanh(wp.length_sq(s0))                                                    <L 19>
        var_26 = wp::length_sq(var_s0);
        var_27 = wp::tanh(var_26);
        var_28 = wp::add(var_18, var_27);
        // v4 = wp.trunc(v2)                                                                  <L 20>
        var_29 = wp::trunc(var_21);
        // v6 += v4                                                                           <L 21>
        var_30 = wp::add(var_5, var_29);
        // v5 = wp.where(v3 >= -1.45, s0, s0)                                                 <L 22>
        var_32 = (var_23 >= var_31);
        var_33 = wp::where(var_32, var_s0, var_s0);
        // v6 += v5[0] + v5[1] + v5[2]                                                        <L 23>
        var_35 = wp::extract(var_33, var_34);
        var_37 = wp::extract(var_33, var_36);
        var_38 = wp::add(var_35, var_37);
        var_40 = wp::extract(var_33, var_39);
        var_41 = wp::add(var_38, var_40);
        var_42 = wp::add(var_30, var_41);
    }
    var_43 = wp::where(var_25, var_42, var_5);
    var_44 = wp::where(var_25, var_28, var_18);
    // out0[i, j, k] = v1 + v2 + v3 + v0 * 1.78 + v6                                          <L 25>
    var_45 = wp::add(var_44, var_21);
    var_46 = wp::add(var_45, var_23);
    var_48 = wp::mul(var_15, var_47);
    var_49 = wp::add(var_46, var_48);
    var_50 = wp::add(var_49, var_43);
    wp::array_store(var_out0, var_0, var_1, var_2, var_50);
}



struct random_000001_55ad530a_cpu_block_payload_forward
{
    wp_args_random_000001_55ad530a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000001_55ad530a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    random_000001_55ad530a_cpu_block_payload_forward* payload = (random_000001_55ad530a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000001_55ad530a_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void random_000001_55ad530a_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_random_000001_55ad530a *_wp_args)
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
        random_000001_55ad530a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000001_55ad530a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

