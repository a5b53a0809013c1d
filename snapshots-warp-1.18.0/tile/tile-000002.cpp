// Generated for case tile-000002 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 64
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


// tile-000002.py:11
static wp::float32 tile_000002_tmap0_0(
    wp::float32 var_a0,
    wp::float32 var_a1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.51;
    wp::float32 var_4;
    //---------
    // forward
    // def tile_000002_tmap0(a0: float, a1: float) -> float:                                  <L 12>
    // return wp.tanh(min(a1, (a1 + a0))) * 0.51                                              <L 13>
    var_0 = wp::add(var_a1, var_a0);
    var_1 = wp::min(var_a1, var_0);
    var_2 = wp::tanh(var_1);
    var_4 = wp::mul(var_2, var_3);
    return var_4;
}


// tile-000002.py:16
static wp::float32 tile_000002_tmap1_0(
    wp::float32 var_a0,
    wp::float32 var_a1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.973;
    const wp::float32 var_1 = 0.25;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.71;
    wp::float32 var_7;
    //---------
    // forward
    // def tile_000002_tmap1(a0: float, a1: float) -> float:                                  <L 17>
    // return wp.sin((wp.lerp(-0.973, a0, 0.25) * (a0 + a0))) * 1.71                          <L 18>
    var_2 = wp::lerp(var_0, var_a0, var_1);
    var_3 = wp::add(var_a0, var_a0);
    var_4 = wp::mul(var_2, var_3);
    var_5 = wp::sin(var_4);
    var_7 = wp::mul(var_5, var_6);
    return var_7;
}


// tile-000002.py:11
static void adj_tile_000002_tmap0_0(
    wp::float32 var_a0,
    wp::float32 var_a1,
    wp::float32 & adj_a0,
    wp::float32 & adj_a1,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.51;
    wp::float32 var_4;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    //---------
    // forward
    // def tile_000002_tmap0(a0: float, a1: float) -> float:                                  <L 12>
    // return wp.tanh(min(a1, (a1 + a0))) * 0.51                                              <L 13>
    var_0 = wp::add(var_a1, var_a0);
    var_1 = wp::min(var_a1, var_0);
    var_2 = wp::tanh(var_1);
    var_4 = wp::mul(var_2, var_3);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_4 += adj_ret;
    wp::adj_mul(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_tanh(var_1, var_2, adj_1, adj_2);
    wp::adj_min(var_a1, var_0, adj_a1, adj_0, adj_1);
    wp::adj_add(var_a1, var_a0, adj_a1, adj_a0, adj_0);
    // adj: return wp.tanh(min(a1, (a1 + a0))) * 0.51                                         <L 13>
    // adj: def tile_000002_tmap0(a0: float, a1: float) -> float:                             <L 12>
    return;
}


// tile-000002.py:16
static void adj_tile_000002_tmap1_0(
    wp::float32 var_a0,
    wp::float32 var_a1,
    wp::float32 & adj_a0,
    wp::float32 & adj_a1,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.973;
    const wp::float32 var_1 = 0.25;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.71;
    wp::float32 var_7;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    //---------
    // forward
    // def tile_000002_tmap1(a0: float, a1: float) -> float:                                  <L 17>
    // return wp.sin((wp.lerp(-0.973, a0, 0.25) * (a0 + a0))) * 1.71                          <L 18>
    var_2 = wp::lerp(var_0, var_a0, var_1);
    var_3 = wp::add(var_a0, var_a0);
    var_4 = wp::mul(var_2, var_3);
    var_5 = wp::sin(var_4);
    var_7 = wp::mul(var_5, var_6);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_7 += adj_ret;
    wp::adj_mul(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_sin(var_4, adj_4, adj_5);
    wp::adj_mul(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_add(var_a0, var_a0, adj_a0, adj_a0, adj_3);
    wp::adj_lerp(var_0, var_a0, var_1, adj_0, adj_a0, adj_1, adj_2);
    // adj: return wp.sin((wp.lerp(-0.973, a0, 0.25) * (a0 + a0))) * 1.71                     <L 18>
    // adj: def tile_000002_tmap1(a0: float, a1: float) -> float:                             <L 17>
    return;
}

struct wp_args_tile_000002_f4e9459d {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> acc;
};


void tile_000002_f4e9459d_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_000002_f4e9459d *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_acc = _wp_args->acc;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::array_t<wp::float32> var_1;
    const wp::int32 var_2 = 16;
    const wp::int32 var_3 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_4;
    const wp::str var_5 = "shared";
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_6 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_7 = 0;
    const wp::int32 var_8 = 0;
    const wp::int32 var_9 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_10;
    wp::int32 var_11;
    const wp::int32 var_12 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_14 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_15 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_16 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_17 = nullptr;
    const wp::int32 var_18 = 16;
    const wp::int32 var_19 = 16;
    wp::tuple_t<wp::int32, wp::int32> var_20;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true> var_21 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,16>,wp::tile_stride_t<16,1>,false>();
    const wp::int32 var_22 = 0;
    const wp::int32 var_23 = 0;
    const wp::int32 var_24 = 0;
    const wp::float32 var_25 = 1.0;
    const wp::float32 var_26 = 1.0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_27 = nullptr;
    wp::tuple_t<wp::int32, wp::int32> var_28;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_29 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,16>>> var_30 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,16>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_31 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_32 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::int32 var_33;
    const wp::int32 var_34 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_35;
    const wp::int32 var_36 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_37 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_38 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_39 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    const wp::int32 var_40 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_41 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    //---------
    // forward
    // def tile_000002(x0: wp.array3d[float], x1: wp.array2d[float], out0: wp.array2d[float], acc: wp.array[float]):       <L 22>
    // i = wp.tid()                                                                           <L 24>
    var_0 = builtin_tid1d();
    // t0 = wp.tile_load(x0[i], shape=(ROWS, 8), storage="shared")                            <L 25>
    var_1 = wp::view(var_x0, var_0);
    var_4 = wp::tuple(var_2, var_3);
    var_6 = wp::tile_load<wp::float32, true, false, 16, 8>(var_1, var_7, var_8);
    // t1 = wp.tile_load(x1, shape=(ROWS, COLS), offset=(i * ROWS, 0))                        <L 26>
    var_10 = wp::tuple(var_2, var_9);
    var_11 = wp::mul(var_0, var_2);
    var_13 = wp::tuple(var_11, var_12);
    var_14 = wp::tile_load<wp::float32, true, false, 16, 8>(var_x1, var_11, var_15);
    // t2 = wp.tile_map(wp.neg, t0)                                                           <L 27>
    var_16 = wp::tile_unary_map(wp::neg, var_6);
    // t3 = wp.tile_transpose(t1)                                                             <L 28>
    var_17 = wp::tile_transpose(var_14);
    // t4 = wp.tile_zeros(shape=(16, 16), dtype=float)                                        <L 29>
    var_20 = wp::tuple(var_18, var_19);
    var_21 = wp::tile_zeros<float, 16, 16>();
    // wp.tile_matmul(t0, t3, t4)                                                             <L 30>
    wp::tile_matmul_acc(var_22, var_23, var_24, var_6, var_17, var_21, var_25, var_26);
    // t5 = wp.tile_transpose(t0)                                                             <L 31>
    var_27 = wp::tile_transpose(var_6);
    // t6 = wp.tile_zeros(shape=(ROWS, COLS), dtype=float)                                    <L 32>
    var_28 = wp::tuple(var_2, var_9);
    var_29 = wp::tile_zeros<float, 16, 8>();
    // t6 += t0                                                                               <L 33>
    wp::tile_add_inplace(var_29, var_6);
    // t6 -= t1                                                                               <L 34>
    wp::tile_sub_inplace(var_29, var_14);
    // t7 = wp.tile_map(tile_000002_tmap0, t5, t5)                                            <L 35>
    var_30 = wp::tile_binary_map(tile_000002_tmap0_0, var_27, var_27);
    // t8 = wp.tile_map(tile_000002_tmap1, t1, t1)                                            <L 36>
    var_31 = wp::tile_binary_map(tile_000002_tmap1_0, var_14, var_14);
    // wp.tile_store(out0, t6 + t8, offset=(i * ROWS, 0))                                     <L 37>
    var_32 = wp::tile_add(var_29, var_31);
    var_33 = wp::mul(var_0, var_2);
    var_35 = wp::tuple(var_33, var_34);
    wp::tile_store<wp::float32, true, false>(var_out0, var_33, var_36, var_32);
    // t9 = wp.tile_sum(t7)                                                                   <L 38>
    var_37 = wp::tile_sum(var_30);
    // wp.tile_atomic_add(acc, t9 + wp.tile_sum(t2), offset=0)                                <L 39>
    var_38 = wp::tile_sum(var_16);
    var_39 = wp::tile_add(var_37, var_38);
    var_41 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_40, var_39);
}



void tile_000002_f4e9459d_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_000002_f4e9459d *_wp_args,
    wp_args_tile_000002_f4e9459d *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_acc = _wp_args->acc;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_acc = _wp_adj_args->acc;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::array_t<wp::float32> var_1;
    const wp::int32 var_2 = 16;
    const wp::int32 var_3 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_4;
    const wp::str var_5 = "shared";
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_6 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_7 = 0;
    const wp::int32 var_8 = 0;
    const wp::int32 var_9 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_10;
    wp::int32 var_11;
    const wp::int32 var_12 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_14 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_15 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_16 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_17 = nullptr;
    const wp::int32 var_18 = 16;
    const wp::int32 var_19 = 16;
    wp::tuple_t<wp::int32, wp::int32> var_20;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true> var_21 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,16>,wp::tile_stride_t<16,1>,true>();
    const wp::int32 var_22 = 0;
    const wp::int32 var_23 = 0;
    const wp::int32 var_24 = 0;
    const wp::float32 var_25 = 1.0;
    const wp::float32 var_26 = 1.0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_27 = nullptr;
    wp::tuple_t<wp::int32, wp::int32> var_28;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_29 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,16>>> var_30 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,16>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_31 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_32 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::int32 var_33;
    const wp::int32 var_34 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_35;
    const wp::int32 var_36 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_37 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_38 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_39 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    const wp::int32 var_40 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_41 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::array_t<wp::float32> adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_4 = {};
    wp::str adj_5 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_6 = var_6;
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_13 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_14 = var_14;
    wp::int32 adj_15 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_16{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false>& adj_17 = var_17;
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_20 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,16>, wp::tile_stride_t<16,1>>, true>& adj_21 = var_21;
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false>& adj_27 = var_27;
    wp::tuple_t<wp::int32, wp::int32> adj_28 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_29{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,16>>> adj_30{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_31{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_32{};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_35 = {};
    wp::int32 adj_36 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_37{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_38{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_39{};
    wp::int32 adj_40 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_41{};
    //---------
    // forward
    // def tile_000002(x0: wp.array3d[float], x1: wp.array2d[float], out0: wp.array2d[float], acc: wp.array[float]):       <L 22>
    // i = wp.tid()                                                                           <L 24>
    var_0 = builtin_tid1d();
    // t0 = wp.tile_load(x0[i], shape=(ROWS, 8), storage="shared")                            <L 25>
    var_1 = wp::view(var_x0, var_0);
    var_4 = wp::tuple(var_2, var_3);
    var_6 = wp::tile_load<wp::float32, true, false, 16, 8>(var_1, var_7, var_8);
    // t1 = wp.tile_load(x1, shape=(ROWS, COLS), offset=(i * ROWS, 0))                        <L 26>
    var_10 = wp::tuple(var_2, var_9);
    var_11 = wp::mul(var_0, var_2);
    var_13 = wp::tuple(var_11, var_12);
    var_14 = wp::tile_load<wp::float32, true, false, 16, 8>(var_x1, var_11, var_15);
    // t2 = wp.tile_map(wp.neg, t0)                                                           <L 27>
    var_16 = wp::tile_unary_map(wp::neg, var_6);
    // t3 = wp.tile_transpose(t1)                                                             <L 28>
    var_17 = wp::tile_transpose(var_14);
    // t4 = wp.tile_zeros(shape=(16, 16), dtype=float)                                        <L 29>
    var_20 = wp::tuple(var_18, var_19);
    var_21 = wp::tile_zeros<float, 16, 16>();
    // wp.tile_matmul(t0, t3, t4)                                                             <L 30>
    wp::tile_matmul_acc(var_22, var_23, var_24, var_6, var_17, var_21, var_25, var_26);
    // t5 = wp.tile_transpose(t0)                                                             <L 31>
    var_27 = wp::tile_transpose(var_6);
    // t6 = wp.tile_zeros(shape=(ROWS, COLS), dtype=float)                                    <L 32>
    var_28 = wp::tuple(var_2, var_9);
    var_29 = wp::tile_zeros<float, 16, 8>();
    // t6 += t0                                                                               <L 33>
    wp::tile_add_inplace(var_29, var_6);
    // t6 -= t1                                                                               <L 34>
    wp::tile_sub_inplace(var_29, var_14);
    // t7 = wp.tile_map(tile_000002_tmap0, t5, t5)                                            <L 35>
    var_30 = wp::tile_binary_map(tile_000002_tmap0_0, var_27, var_27);
    // t8 = wp.tile_map(tile_000002_tmap1, t1, t1)                                            <L 36>
    var_31 = wp::tile_binary_map(tile_000002_tmap1_0, var_14, var_14);
    // wp.tile_store(out0, t6 + t8, offset=(i * ROWS, 0))                                     <L 37>
    var_32 = wp::tile_add(var_29, var_31);
    var_33 = wp::mul(var_0, var_2);
    var_35 = wp::tuple(var_33, var_34);
    // wp::tile_store<wp::float32, true, false>(var_out0, var_33, var_36, var_32);
    // t9 = wp.tile_sum(t7)                                                                   <L 38>
    var_37 = wp::tile_sum(var_30);
    // wp.tile_atomic_add(acc, t9 + wp.tile_sum(t2), offset=0)                                <L 39>
    var_38 = wp::tile_sum(var_16);
    var_39 = wp::tile_add(var_37, var_38);
    // var_41 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_40, var_39);
    //---------
    // reverse
    wp::adj_tile_atomic_add(var_acc, var_40, var_39, adj_acc, adj_40, adj_39, adj_41);
    wp::adj_tile_add(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_tile_sum(var_16, adj_16, adj_38);
    // adj: wp.tile_atomic_add(acc, t9 + wp.tile_sum(t2), offset=0)                           <L 39>
    wp::adj_tile_sum(var_30, adj_30, adj_37);
    // adj: t9 = wp.tile_sum(t7)                                                              <L 38>
    wp::adj_tile_store(var_out0, var_33, var_36, var_32, adj_out0, adj_33, adj_36, adj_32);
    wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_33);
    wp::adj_tile_add(var_29, var_31, adj_29, adj_31, adj_32);
    // adj: wp.tile_store(out0, t6 + t8, offset=(i * ROWS, 0))                                <L 37>
    wp::adj_tile_binary_map(tile_000002_tmap1_0, var_14, var_14, adj_tile_000002_tmap1_0, adj_14, adj_14, adj_31);
    // adj: t8 = wp.tile_map(tile_000002_tmap1, t1, t1)                                       <L 36>
    wp::adj_tile_binary_map(tile_000002_tmap0_0, var_27, var_27, adj_tile_000002_tmap0_0, adj_27, adj_27, adj_30);
    // adj: t7 = wp.tile_map(tile_000002_tmap0, t5, t5)                                       <L 35>
    wp::adj_tile_sub_inplace(var_29, var_14, adj_29, adj_14);
    // adj: t6 -= t1                                                                          <L 34>
    wp::adj_tile_add_inplace(var_29, var_6, adj_29, adj_6);
    // adj: t6 += t0                                                                          <L 33>
    // adj: t6 = wp.tile_zeros(shape=(ROWS, COLS), dtype=float)                               <L 32>
    wp::adj_tile_transpose(var_6, adj_6, adj_27);
    // adj: t5 = wp.tile_transpose(t0)                                                        <L 31>
    wp::adj_tile_matmul_acc(var_22, var_23, var_24, var_6, var_17, var_21, var_25, var_26, adj_22, adj_23, adj_24, adj_6, adj_17, adj_21, adj_25, adj_26);
    // adj: wp.tile_matmul(t0, t3, t4)                                                        <L 30>
    // adj: t4 = wp.tile_zeros(shape=(16, 16), dtype=float)                                   <L 29>
    wp::adj_tile_transpose(var_14, adj_14, adj_17);
    // adj: t3 = wp.tile_transpose(t1)                                                        <L 28>
    wp::adj_tile_unary_map(wp::neg, var_6, wp::adj_neg, adj_6, adj_16);
    // adj: t2 = wp.tile_map(wp.neg, t0)                                                      <L 27>
    wp::adj_tile_load(var_x1, var_11, var_15, adj_x1, adj_11, adj_15, adj_14);
    wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_11);
    // adj: t1 = wp.tile_load(x1, shape=(ROWS, COLS), offset=(i * ROWS, 0))                   <L 26>
    wp::adj_tile_load(var_1, var_7, var_8, adj_1, adj_7, adj_8, adj_6);
    wp::adj_view(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: t0 = wp.tile_load(x0[i], shape=(ROWS, 8), storage="shared")                       <L 25>
    // adj: i = wp.tid()                                                                      <L 24>
    // adj: def tile_000002(x0: wp.array3d[float], x1: wp.array2d[float], out0: wp.array2d[float], acc: wp.array[float]):  <L 22>
    return;
}



struct tile_000002_f4e9459d_cpu_block_payload_forward
{
    wp_args_tile_000002_f4e9459d* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void tile_000002_f4e9459d_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    tile_000002_f4e9459d_cpu_block_payload_forward* payload = (tile_000002_f4e9459d_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    tile_000002_f4e9459d_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void tile_000002_f4e9459d_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_tile_000002_f4e9459d *_wp_args)
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
        tile_000002_f4e9459d_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &tile_000002_f4e9459d_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct tile_000002_f4e9459d_cpu_block_payload_backward
{
    wp_args_tile_000002_f4e9459d* args;
    wp_args_tile_000002_f4e9459d* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void tile_000002_f4e9459d_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    tile_000002_f4e9459d_cpu_block_payload_backward* payload = (tile_000002_f4e9459d_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    tile_000002_f4e9459d_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void tile_000002_f4e9459d_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_tile_000002_f4e9459d *_wp_args,
    wp_args_tile_000002_f4e9459d *_wp_adj_args)
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
        tile_000002_f4e9459d_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &tile_000002_f4e9459d_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

