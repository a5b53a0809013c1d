// Generated for case random-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_random_000001_d680138f {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::vec_t<3, wp::float32> s0;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
    wp::int32 num_elements;
};


void random_000001_d680138f_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_random_000001_d680138f *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_num_elements = _wp_args->num_elements;
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
    // def random_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array(dtype=float, ndim=3), s0: wp.vec3, acc0: wp.array(dtype=float), out0: wp.array3d(dtype=float), num_elements: int):       <L 5>
    // i, j, k = wp.tid()  # one thread per element                                           <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= num_elements:                                                                  <L 8>
    var_3 = (var_0 >= var_num_elements);
    if (var_3) {
        // return                                                                             <L 9>
        return;
    }
    // v6 = float(0.0)                                                                        <L 10>
    var_5 = wp::float(var_4);
    // state = wp.rand_init(2946, ((i) * 2 + j) * 2 + k)                                      <L 11>
    var_8 = wp::mul(var_0, var_7);
    var_9 = wp::add(var_8, var_1);
    var_11 = wp::mul(var_9, var_10);
    var_12 = wp::add(var_11, var_2);
    var_13 = wp::rand_init(var_6, var_12);
    // v0 = x0[i, j, k]                                                                       <L 12>
    var_14 = wp::address(var_x0, var_0, var_1, var_2);
    var_16 = wp::load(var_14);
    var_15 = wp::copy(var_16);
    // v1 = x1[i, j, k]                                                                       <L 13>
    var_17 = wp::address(var_x1, var_0, var_1, var_2);
    var_19 = wp::load(var_17);
    var_18 = wp::copy(var_19);
    // v2 = x2[i, j, k]                                                                       <L 14>
    var_20 = wp::address(var_x2, var_0, var_1, var_2);
    var_22 = wp::load(var_20);
    var_21 = wp::copy(var_22);
    // v3 = v2                                                                                <L 15>
    var_23 = wp::copy(var_21);
    // if v2 < wp.randn(state):                                                               <L 16>
    var_24 = wp::randn(var_13);
    var_25 = (var_21 < var_24);
    if (var_25) {
        // v1 += wp.tanh(wp.length_sq(s0))                                                    <L 17>
        var_26 = wp::length_sq(var_s0);
        var_27 = wp::tanh(var_26);
        var_28 = wp::add(var_18, var_27);
        // v4 = wp.trunc(v2)                                                                  <L 18>
        var_29 = wp::trunc(var_21);
        // v6 += v4                                                                           <L 19>
        var_30 = wp::add(var_5, var_29);
        // v5 = wp.where(v3 >= -1.45, s0, s0)                                                 <L 20>
        var_32 = (var_23 >= var_31);
        var_33 = wp::where(var_32, var_s0, var_s0);
        // v6 += v5[0] + v5[1] + v5[2]                                                        <L 21>
        var_35 = wp::extract(var_33, var_34);
        var_37 = wp::extract(var_33, var_36);
        var_38 = wp::add(var_35, var_37);
        var_40 = wp::extract(var_33, var_39);
        var_41 = wp::add(var_38, var_40);
        var_42 = wp::add(var_30, var_41);
    }
    var_43 = wp::where(var_25, var_42, var_5);
    var_44 = wp::where(var_25, var_28, var_18);
    // out0[i, j, k] = v1 + v2 + v3 + v0 * 1.78 + v6                                          <L 23>
    var_45 = wp::add(var_44, var_21);
    var_46 = wp::add(var_45, var_23);
    var_48 = wp::mul(var_15, var_47);
    var_49 = wp::add(var_46, var_48);
    var_50 = wp::add(var_49, var_43);
    wp::array_store(var_out0, var_0, var_1, var_2, var_50);
}



void random_000001_d680138f_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_random_000001_d680138f *_wp_args,
    wp_args_random_000001_d680138f *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_num_elements = _wp_args->num_elements;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::vec_t<3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::int32 adj_num_elements = _wp_adj_args->num_elements;
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
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::uint32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    bool adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    //---------
    // forward
    // def random_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array(dtype=float, ndim=3), s0: wp.vec3, acc0: wp.array(dtype=float), out0: wp.array3d(dtype=float), num_elements: int):       <L 5>
    // i, j, k = wp.tid()  # one thread per element                                           <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= num_elements:                                                                  <L 8>
    var_3 = (var_0 >= var_num_elements);
    if (var_3) {
        // return                                                                             <L 9>
        goto label0;
    }
    // v6 = float(0.0)                                                                        <L 10>
    var_5 = wp::float(var_4);
    // state = wp.rand_init(2946, ((i) * 2 + j) * 2 + k)                                      <L 11>
    var_8 = wp::mul(var_0, var_7);
    var_9 = wp::add(var_8, var_1);
    var_11 = wp::mul(var_9, var_10);
    var_12 = wp::add(var_11, var_2);
    var_13 = wp::rand_init(var_6, var_12);
    // v0 = x0[i, j, k]                                                                       <L 12>
    var_14 = wp::address(var_x0, var_0, var_1, var_2);
    var_16 = wp::load(var_14);
    var_15 = wp::copy(var_16);
    // v1 = x1[i, j, k]                                                                       <L 13>
    var_17 = wp::address(var_x1, var_0, var_1, var_2);
    var_19 = wp::load(var_17);
    var_18 = wp::copy(var_19);
    // v2 = x2[i, j, k]                                                                       <L 14>
    var_20 = wp::address(var_x2, var_0, var_1, var_2);
    var_22 = wp::load(var_20);
    var_21 = wp::copy(var_22);
    // v3 = v2                                                                                <L 15>
    var_23 = wp::copy(var_21);
    // if v2 < wp.randn(state):                                                               <L 16>
    var_24 = wp::randn(var_13);
    var_25 = (var_21 < var_24);
    if (var_25) {
        // v1 += wp.tanh(wp.length_sq(s0))                                                    <L 17>
        var_26 = wp::length_sq(var_s0);
        var_27 = wp::tanh(var_26);
        var_28 = wp::add(var_18, var_27);
        // v4 = wp.trunc(v2)                                                                  <L 18>
        var_29 = wp::trunc(var_21);
        // v6 += v4                                                                           <L 19>
        var_30 = wp::add(var_5, var_29);
        // v5 = wp.where(v3 >= -1.45, s0, s0)                                                 <L 20>
        var_32 = (var_23 >= var_31);
        var_33 = wp::where(var_32, var_s0, var_s0);
        // v6 += v5[0] + v5[1] + v5[2]                                                        <L 21>
        var_35 = wp::extract(var_33, var_34);
        var_37 = wp::extract(var_33, var_36);
        var_38 = wp::add(var_35, var_37);
        var_40 = wp::extract(var_33, var_39);
        var_41 = wp::add(var_38, var_40);
        var_42 = wp::add(var_30, var_41);
    }
    var_43 = wp::where(var_25, var_42, var_5);
    var_44 = wp::where(var_25, var_28, var_18);
    // out0[i, j, k] = v1 + v2 + v3 + v0 * 1.78 + v6                                          <L 23>
    var_45 = wp::add(var_44, var_21);
    var_46 = wp::add(var_45, var_23);
    var_48 = wp::mul(var_15, var_47);
    var_49 = wp::add(var_46, var_48);
    var_50 = wp::add(var_49, var_43);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_50);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_50, adj_out0, adj_0, adj_1, adj_2, adj_50);
    wp::adj_add(var_49, var_43, adj_49, adj_43, adj_50);
    wp::adj_add(var_46, var_48, adj_46, adj_48, adj_49);
    wp::adj_mul(var_15, var_47, adj_15, adj_47, adj_48);
    wp::adj_add(var_45, var_23, adj_45, adj_23, adj_46);
    wp::adj_add(var_44, var_21, adj_44, adj_21, adj_45);
    // adj: out0[i, j, k] = v1 + v2 + v3 + v0 * 1.78 + v6                                     <L 23>
    wp::adj_where(var_25, var_28, var_18, adj_25, adj_28, adj_18, adj_44);
    wp::adj_where(var_25, var_42, var_5, adj_25, adj_42, adj_5, adj_43);
    if (var_25) {
        wp::adj_add(var_30, var_41, adj_30, adj_41, adj_42);
        wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
        wp::adj_extract(var_33, var_39, adj_33, adj_39, adj_40);
        wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
        wp::adj_extract(var_33, var_36, adj_33, adj_36, adj_37);
        wp::adj_extract(var_33, var_34, adj_33, adj_34, adj_35);
        // adj: v6 += v5[0] + v5[1] + v5[2]                                                   <L 21>
        wp::adj_where(var_32, var_s0, var_s0, adj_32, adj_s0, adj_s0, adj_33);
        // adj: v5 = wp.where(v3 >= -1.45, s0, s0)                                            <L 20>
        wp::adj_add(var_5, var_29, adj_5, adj_29, adj_30);
        // adj: v6 += v4                                                                      <L 19>
        // adj: v4 = wp.trunc(v2)                                                             <L 18>
        wp::adj_add(var_18, var_27, adj_18, adj_27, adj_28);
        wp::adj_tanh(var_26, var_27, adj_26, adj_27);
        wp::adj_length_sq(var_s0, adj_s0, adj_26);
        // adj: v1 += wp.tanh(wp.length_sq(s0))                                               <L 17>
    }
    // adj: if v2 < wp.randn(state):                                                          <L 16>
    wp::adj_copy(var_21, adj_21, adj_23);
    // adj: v3 = v2                                                                           <L 15>
    wp::adj_copy(var_22, adj_20, adj_21);
    wp::adj_address(var_x2, var_0, var_1, var_2, adj_x2, adj_0, adj_1, adj_2, adj_20);
    // adj: v2 = x2[i, j, k]                                                                  <L 14>
    wp::adj_copy(var_19, adj_17, adj_18);
    wp::adj_address(var_x1, var_0, var_1, var_2, adj_x1, adj_0, adj_1, adj_2, adj_17);
    // adj: v1 = x1[i, j, k]                                                                  <L 13>
    wp::adj_copy(var_16, adj_14, adj_15);
    wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_14);
    // adj: v0 = x0[i, j, k]                                                                  <L 12>
    wp::adj_add(var_11, var_2, adj_11, adj_2, adj_12);
    wp::adj_mul(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_add(var_8, var_1, adj_8, adj_1, adj_9);
    wp::adj_mul(var_0, var_7, adj_0, adj_7, adj_8);
    // adj: state = wp.rand_init(2946, ((i) * 2 + j) * 2 + k)                                 <L 11>
    wp::adj_float(var_4, adj_4, adj_5);
    // adj: v6 = float(0.0)                                                                   <L 10>
    if (var_3) {
        label0:;
        // adj: return                                                                        <L 9>
    }
    // adj: if i >= num_elements:                                                             <L 8>
    // adj: i, j, k = wp.tid()  # one thread per element                                      <L 7>
    // adj: def random_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array(dtype=float, ndim=3), s0: wp.vec3, acc0: wp.array(dtype=float), out0: wp.array3d(dtype=float), num_elements: int):  <L 5>
    return;
}



struct random_000001_d680138f_cpu_block_payload_forward
{
    wp_args_random_000001_d680138f* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000001_d680138f_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    random_000001_d680138f_cpu_block_payload_forward* payload = (random_000001_d680138f_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000001_d680138f_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void random_000001_d680138f_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_random_000001_d680138f *_wp_args)
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
        random_000001_d680138f_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000001_d680138f_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct random_000001_d680138f_cpu_block_payload_backward
{
    wp_args_random_000001_d680138f* args;
    wp_args_random_000001_d680138f* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000001_d680138f_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    random_000001_d680138f_cpu_block_payload_backward* payload = (random_000001_d680138f_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000001_d680138f_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void random_000001_d680138f_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_random_000001_d680138f *_wp_args,
    wp_args_random_000001_d680138f *_wp_adj_args)
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
        random_000001_d680138f_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000001_d680138f_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

