// Generated for case tile-000002 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 64
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


// tile-000002.py:11
static wp::float32 tile_000002_tmap0_0(
    wp::float32 var_a0,
    wp::float32 var_a1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.9;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.75;
    wp::float32 var_5;
    //---------
    // forward
    // def tile_000002_tmap0(a0: float, a1: float) -> float:                                  <L 12>
    // return wp.tanh(min(a1, (-0.9 + a1))) * 1.75                                            <L 13>
    var_1 = wp::add(var_0, var_a1);
    var_2 = wp::min(var_a1, var_1);
    var_3 = wp::tanh(var_2);
    var_5 = wp::mul(var_3, var_4);
    return var_5;
}


// tile-000002.py:16
static wp::float32 tile_000002_tmap1_0(
    wp::float32 var_a0)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.33;
    wp::float32 var_2;
    //---------
    // forward
    // def tile_000002_tmap1(a0: float) -> float:                                             <L 17>
    // return wp.tanh(a0) * 1.33                                                              <L 18>
    var_0 = wp::tanh(var_a0);
    var_2 = wp::mul(var_0, var_1);
    return var_2;
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
    const wp::float32 var_0 = -0.9;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.75;
    wp::float32 var_5;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    //---------
    // forward
    // def tile_000002_tmap0(a0: float, a1: float) -> float:                                  <L 12>
    // return wp.tanh(min(a1, (-0.9 + a1))) * 1.75                                            <L 13>
    var_1 = wp::add(var_0, var_a1);
    var_2 = wp::min(var_a1, var_1);
    var_3 = wp::tanh(var_2);
    var_5 = wp::mul(var_3, var_4);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_5 += adj_ret;
    wp::adj_mul(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_tanh(var_2, var_3, adj_2, adj_3);
    wp::adj_min(var_a1, var_1, adj_a1, adj_1, adj_2);
    wp::adj_add(var_0, var_a1, adj_0, adj_a1, adj_1);
    // adj: return wp.tanh(min(a1, (-0.9 + a1))) * 1.75                                       <L 13>
    // adj: def tile_000002_tmap0(a0: float, a1: float) -> float:                             <L 12>
    return;
}


// tile-000002.py:16
static void adj_tile_000002_tmap1_0(
    wp::float32 var_a0,
    wp::float32 & adj_a0,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.33;
    wp::float32 var_2;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    //---------
    // forward
    // def tile_000002_tmap1(a0: float) -> float:                                             <L 17>
    // return wp.tanh(a0) * 1.33                                                              <L 18>
    var_0 = wp::tanh(var_a0);
    var_2 = wp::mul(var_0, var_1);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_2 += adj_ret;
    wp::adj_mul(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_tanh(var_a0, var_0, adj_a0, adj_0);
    // adj: return wp.tanh(a0) * 1.33                                                         <L 18>
    // adj: def tile_000002_tmap1(a0: float) -> float:                                        <L 17>
    return;
}

struct wp_args_tile_000002_ea27bca0 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
    wp::array_t<wp::float32> acc;
};


template <bool wp_linear_contiguous>
static void tile_000002_ea27bca0_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_000002_ea27bca0 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> var_acc = _wp_args->acc;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 29605;
    wp::uint32 var_2;
    const wp::int32 var_3 = 16;
    const wp::int32 var_4 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_5;
    const wp::int32 var_6 = 16;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_9;
    const wp::str var_10 = "register";
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    const wp::int32 var_12 = 0;
    const wp::int32 var_13 = 16;
    const wp::int32 var_14 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_15;
    wp::int32 var_16;
    const wp::int32 var_17 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_18;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_19 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_20 = 0;
    wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_21 = wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_23 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    const wp::int32 var_24 = 13;
    const wp::int32 var_25 = 5;
    wp::float32 var_26;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_27 = nullptr;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_28 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_29 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::int32 var_30;
    const wp::int32 var_31 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_32;
    const wp::int32 var_33 = 0;
    wp::int32 var_34;
    const wp::int32 var_35 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_36;
    const wp::int32 var_37 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_38 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_39 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    const wp::int32 var_40 = 0;
    //---------
    // forward
    // def tile_000002(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), out1: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):       <L 22>
    // i = wp.tid()                                                                           <L 23>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(29605, i)                                                           <L 24>
    var_2 = wp::rand_init(var_1, var_0);
    // t0 = wp.tile_load(x0, shape=(16, 8), offset=(i * ROWS, 0), storage="register")         <L 25>
    var_5 = wp::tuple(var_3, var_4);
    var_7 = wp::mul(var_0, var_6);
    var_9 = wp::tuple(var_7, var_8);
    var_11 = wp::tile_load<wp::float32, true, false, 16, 8>(var_x0, var_7, var_12);
    // t1 = wp.tile_load(x1, shape=(16, COLS), offset=(i * ROWS, 0))                          <L 26>
    var_15 = wp::tuple(var_13, var_14);
    var_16 = wp::mul(var_0, var_6);
    var_18 = wp::tuple(var_16, var_17);
    var_19 = wp::tile_load<wp::float32, true, false, 16, 8>(var_x1, var_16, var_20);
    // t2 = wp.tile_astype(t1, wp.float64)                                                    <L 27>
    var_21 = wp::tile_astype<wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>>(var_19);
    // t3 = wp.tile_astype(t2, wp.float32)                                                    <L 28>
    var_22 = wp::tile_astype<wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>>(var_21);
    // t4 = wp.tile_map(wp.abs, t3)                                                           <L 29>
    var_23 = wp::tile_unary_map(wp::abs, var_22);
    // c5 = wp.tile_extract(t3, 13, 5)                                                        <L 30>
    var_26 = wp::tile_extract(var_22, var_24, var_25);
    // t6 = wp.tile_transpose(t1)                                                             <L 31>
    var_27 = wp::tile_transpose(var_19);
    // t7 = wp.tile_map(tile_000002_tmap0, t3, t3)                                            <L 32>
    var_28 = wp::tile_binary_map(tile_000002_tmap0_0, var_22, var_22);
    // t8 = wp.tile_map(tile_000002_tmap1, t3)                                                <L 33>
    var_29 = wp::tile_unary_map(tile_000002_tmap1_0, var_22);
    // wp.tile_store(out0, t8, offset=(i * ROWS, 0))                                          <L 34>
    var_30 = wp::mul(var_0, var_6);
    var_32 = wp::tuple(var_30, var_31);
    wp::tile_store<wp::float32, true, false>(var_out0, var_30, var_33, var_29);
    // wp.tile_store(out1, t8, offset=(i * ROWS, 0))                                          <L 35>
    var_34 = wp::mul(var_0, var_6);
    var_36 = wp::tuple(var_34, var_35);
    wp::tile_store<wp::float32, true, false>(var_out1, var_34, var_37, var_29);
    // t9 = wp.tile_sum(t7)                                                                   <L 36>
    var_38 = wp::tile_sum(var_28);
    // wp.tile_atomic_add(acc, t9)                                                            <L 37>
    var_39 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_40, var_38);
}



template <bool wp_linear_contiguous>
static void tile_000002_ea27bca0_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_000002_ea27bca0 *_wp_args,
    wp_args_tile_000002_ea27bca0 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> var_acc = _wp_args->acc;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    wp::array_t<wp::float32> adj_acc = _wp_adj_args->acc;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 29605;
    wp::uint32 var_2;
    const wp::int32 var_3 = 16;
    const wp::int32 var_4 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_5;
    const wp::int32 var_6 = 16;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_9;
    const wp::str var_10 = "register";
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    const wp::int32 var_12 = 0;
    const wp::int32 var_13 = 16;
    const wp::int32 var_14 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_15;
    wp::int32 var_16;
    const wp::int32 var_17 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_18;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_19 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_20 = 0;
    wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_21 = wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_23 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    const wp::int32 var_24 = 13;
    const wp::int32 var_25 = 5;
    wp::float32 var_26;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_27 = nullptr;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_28 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_29 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    wp::int32 var_30;
    const wp::int32 var_31 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_32;
    const wp::int32 var_33 = 0;
    wp::int32 var_34;
    const wp::int32 var_35 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_36;
    const wp::int32 var_37 = 0;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_38 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_39 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    const wp::int32 var_40 = 0;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_9 = {};
    wp::str adj_10 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_11{};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_18 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_19 = var_19;
    wp::int32 adj_20 = {};
    wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_21{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_22 = var_22;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_23{};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false>& adj_27 = var_27;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_28{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_29{};
    wp::int32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_36 = {};
    wp::int32 adj_37 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_38{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_39{};
    wp::int32 adj_40 = {};
    //---------
    // forward
    // def tile_000002(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), out1: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):       <L 22>
    // i = wp.tid()                                                                           <L 23>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(29605, i)                                                           <L 24>
    var_2 = wp::rand_init(var_1, var_0);
    // t0 = wp.tile_load(x0, shape=(16, 8), offset=(i * ROWS, 0), storage="register")         <L 25>
    var_5 = wp::tuple(var_3, var_4);
    var_7 = wp::mul(var_0, var_6);
    var_9 = wp::tuple(var_7, var_8);
    var_11 = wp::tile_load<wp::float32, true, false, 16, 8>(var_x0, var_7, var_12);
    // t1 = wp.tile_load(x1, shape=(16, COLS), offset=(i * ROWS, 0))                          <L 26>
    var_15 = wp::tuple(var_13, var_14);
    var_16 = wp::mul(var_0, var_6);
    var_18 = wp::tuple(var_16, var_17);
    var_19 = wp::tile_load<wp::float32, true, false, 16, 8>(var_x1, var_16, var_20);
    // t2 = wp.tile_astype(t1, wp.float64)                                                    <L 27>
    var_21 = wp::tile_astype<wp::tile_register_t<wp::float64,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>>(var_19);
    // t3 = wp.tile_astype(t2, wp.float32)                                                    <L 28>
    var_22 = wp::tile_astype<wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>>(var_21);
    // t4 = wp.tile_map(wp.abs, t3)                                                           <L 29>
    var_23 = wp::tile_unary_map(wp::abs, var_22);
    // c5 = wp.tile_extract(t3, 13, 5)                                                        <L 30>
    var_26 = wp::tile_extract(var_22, var_24, var_25);
    // t6 = wp.tile_transpose(t1)                                                             <L 31>
    var_27 = wp::tile_transpose(var_19);
    // t7 = wp.tile_map(tile_000002_tmap0, t3, t3)                                            <L 32>
    var_28 = wp::tile_binary_map(tile_000002_tmap0_0, var_22, var_22);
    // t8 = wp.tile_map(tile_000002_tmap1, t3)                                                <L 33>
    var_29 = wp::tile_unary_map(tile_000002_tmap1_0, var_22);
    // wp.tile_store(out0, t8, offset=(i * ROWS, 0))                                          <L 34>
    var_30 = wp::mul(var_0, var_6);
    var_32 = wp::tuple(var_30, var_31);
    // wp::tile_store<wp::float32, true, false>(var_out0, var_30, var_33, var_29);
    // wp.tile_store(out1, t8, offset=(i * ROWS, 0))                                          <L 35>
    var_34 = wp::mul(var_0, var_6);
    var_36 = wp::tuple(var_34, var_35);
    // wp::tile_store<wp::float32, true, false>(var_out1, var_34, var_37, var_29);
    // t9 = wp.tile_sum(t7)                                                                   <L 36>
    var_38 = wp::tile_sum(var_28);
    // wp.tile_atomic_add(acc, t9)                                                            <L 37>
    // var_39 = wp::tile_atomic_add<wp::float32, true>(var_acc, var_40, var_38);
    //---------
    // reverse
    wp::adj_tile_atomic_add(var_acc, var_40, var_38, adj_acc, adj_40, adj_38, adj_39);
    // adj: wp.tile_atomic_add(acc, t9)                                                       <L 37>
    wp::adj_tile_sum(var_28, adj_28, adj_38);
    // adj: t9 = wp.tile_sum(t7)                                                              <L 36>
    wp::adj_tile_store(var_out1, var_34, var_37, var_29, adj_out1, adj_34, adj_37, adj_29);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_34);
    // adj: wp.tile_store(out1, t8, offset=(i * ROWS, 0))                                     <L 35>
    wp::adj_tile_store(var_out0, var_30, var_33, var_29, adj_out0, adj_30, adj_33, adj_29);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_30);
    // adj: wp.tile_store(out0, t8, offset=(i * ROWS, 0))                                     <L 34>
    wp::adj_tile_unary_map(tile_000002_tmap1_0, var_22, adj_tile_000002_tmap1_0, adj_22, adj_29);
    // adj: t8 = wp.tile_map(tile_000002_tmap1, t3)                                           <L 33>
    wp::adj_tile_binary_map(tile_000002_tmap0_0, var_22, var_22, adj_tile_000002_tmap0_0, adj_22, adj_22, adj_28);
    // adj: t7 = wp.tile_map(tile_000002_tmap0, t3, t3)                                       <L 32>
    wp::adj_tile_transpose(var_19, adj_19, adj_27);
    // adj: t6 = wp.tile_transpose(t1)                                                        <L 31>
    wp::adj_tile_extract(var_22, var_24, var_25, adj_22, adj_24, adj_25, adj_26);
    // adj: c5 = wp.tile_extract(t3, 13, 5)                                                   <L 30>
    wp::adj_tile_unary_map(wp::abs, var_22, wp::adj_abs, adj_22, adj_23);
    // adj: t4 = wp.tile_map(wp.abs, t3)                                                      <L 29>
    wp::adj_tile_astype(var_21, adj_21, adj_22);
    // adj: t3 = wp.tile_astype(t2, wp.float32)                                               <L 28>
    wp::adj_tile_astype(var_19, adj_19, adj_21);
    // adj: t2 = wp.tile_astype(t1, wp.float64)                                               <L 27>
    wp::adj_tile_load(var_x1, var_16, var_20, adj_x1, adj_16, adj_20, adj_19);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_16);
    // adj: t1 = wp.tile_load(x1, shape=(16, COLS), offset=(i * ROWS, 0))                     <L 26>
    wp::adj_tile_load(var_x0, var_7, var_12, adj_x0, adj_7, adj_12, adj_11);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
    // adj: t0 = wp.tile_load(x0, shape=(16, 8), offset=(i * ROWS, 0), storage="register")    <L 25>
    // adj: rng = wp.rand_init(29605, i)                                                      <L 24>
    // adj: i = wp.tid()                                                                      <L 23>
    // adj: def tile_000002(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), out1: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):  <L 22>
    return;
}



struct tile_000002_ea27bca0_cpu_block_payload_forward
{
    wp_args_tile_000002_ea27bca0* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void tile_000002_ea27bca0_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    tile_000002_ea27bca0_cpu_block_payload_forward* payload = (tile_000002_ea27bca0_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    tile_000002_ea27bca0_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void tile_000002_ea27bca0_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_tile_000002_ea27bca0 *_wp_args)
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
        tile_000002_ea27bca0_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &tile_000002_ea27bca0_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct tile_000002_ea27bca0_cpu_block_payload_backward
{
    wp_args_tile_000002_ea27bca0* args;
    wp_args_tile_000002_ea27bca0* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void tile_000002_ea27bca0_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    tile_000002_ea27bca0_cpu_block_payload_backward* payload = (tile_000002_ea27bca0_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    tile_000002_ea27bca0_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void tile_000002_ea27bca0_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_tile_000002_ea27bca0 *_wp_args,
    wp_args_tile_000002_ea27bca0 *_wp_adj_args)
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
        tile_000002_ea27bca0_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &tile_000002_ea27bca0_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

