// Generated for case atomic-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_atomic_000001_02b0d2f9 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::int32> iacc;
    wp::array_t<wp::int32> islot;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void atomic_000001_02b0d2f9_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000001_02b0d2f9 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::int32> var_iacc = _wp_args->iacc;
    wp::array_t<wp::int32> var_islot = _wp_args->islot;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 5;
    wp::int32 var_11;
    wp::shape_t* var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    wp::shape_t var_15;
    wp::int32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::shape_t* var_23;
    const wp::int32 var_24 = 0;
    wp::int32 var_25;
    wp::shape_t var_26;
    wp::int32 var_27;
    const wp::float32 var_28 = -1.645;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 0;
    const wp::int32 var_37 = 3;
    wp::int32 var_38;
    wp::shape_t* var_39;
    const wp::int32 var_40 = 0;
    wp::int32 var_41;
    wp::shape_t var_42;
    wp::int32 var_43;
    wp::float32* var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::int32 var_49 = 1;
    wp::int32 var_50;
    wp::shape_t* var_51;
    const wp::int32 var_52 = 0;
    wp::int32 var_53;
    wp::shape_t var_54;
    wp::int32 var_55;
    wp::float32* var_56;
    const wp::float32 var_57 = 1.36;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.93;
    wp::float32 var_65;
    wp::float32 var_66;
    //---------
    // forward
    // def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))       <L 10>
    var_11 = wp::mul(var_0, var_10);
    var_12 = &(var_acc0.shape);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_16 = wp::mod(var_11, var_14);
    var_17 = wp::abs(var_8);
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_5, var_19);
    var_21 = wp::sub(var_5, var_20);
    var_22 = wp::atomic_sub(var_acc0, var_16, var_21);
    // wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))                  <L 11>
    var_23 = &(var_acc0.shape);
    var_26 = wp::load(var_23);
    var_25 = wp::extract(var_26, var_24);
    var_27 = wp::mod(var_0, var_25);
    var_29 = wp::max(var_8, var_28);
    var_30 = wp::erfc(var_29);
    var_31 = wp::atomic_add(var_acc0, var_27, var_30);
    // v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))                                             <L 12>
    var_32 = wp::add(var_5, var_8);
    var_33 = wp::ceil(var_5);
    var_34 = wp::max(var_32, var_33);
    var_35 = wp::sub(var_8, var_34);
    // wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])                                    <L 13>
    var_38 = wp::add(var_0, var_37);
    var_39 = &(var_x2.shape);
    var_42 = wp::load(var_39);
    var_41 = wp::extract(var_42, var_40);
    var_43 = wp::mod(var_38, var_41);
    var_44 = wp::address(var_x2, var_43);
    var_46 = wp::load(var_44);
    var_45 = wp::atomic_sub(var_acc0, var_36, var_46);
    // out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93       <L 14>
    var_47 = wp::add(var_5, var_8);
    var_48 = wp::add(var_47, var_35);
    var_50 = wp::add(var_0, var_49);
    var_51 = &(var_x1.shape);
    var_54 = wp::load(var_51);
    var_53 = wp::extract(var_54, var_52);
    var_55 = wp::mod(var_50, var_53);
    var_56 = wp::address(var_x1, var_55);
    var_58 = wp::abs(var_57);
    var_60 = wp::add(var_58, var_59);
    var_61 = wp::mod(var_2, var_60);
    var_63 = wp::load(var_56);
    var_62 = wp::add(var_63, var_61);
    var_65 = wp::mul(var_62, var_64);
    var_66 = wp::add(var_48, var_65);
    wp::array_store(var_out0, var_0, var_66);
}



template <bool wp_linear_contiguous>
static void atomic_000001_02b0d2f9_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000001_02b0d2f9 *_wp_args,
    wp_args_atomic_000001_02b0d2f9 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::int32> var_iacc = _wp_args->iacc;
    wp::array_t<wp::int32> var_islot = _wp_args->islot;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::int32> adj_iacc = _wp_adj_args->iacc;
    wp::array_t<wp::int32> adj_islot = _wp_adj_args->islot;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 5;
    wp::int32 var_11;
    wp::shape_t* var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    wp::shape_t var_15;
    wp::int32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::shape_t* var_23;
    const wp::int32 var_24 = 0;
    wp::int32 var_25;
    wp::shape_t var_26;
    wp::int32 var_27;
    const wp::float32 var_28 = -1.645;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 0;
    const wp::int32 var_37 = 3;
    wp::int32 var_38;
    wp::shape_t* var_39;
    const wp::int32 var_40 = 0;
    wp::int32 var_41;
    wp::shape_t var_42;
    wp::int32 var_43;
    wp::float32* var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::int32 var_49 = 1;
    wp::int32 var_50;
    wp::shape_t* var_51;
    const wp::int32 var_52 = 0;
    wp::int32 var_53;
    wp::shape_t var_54;
    wp::int32 var_55;
    wp::float32* var_56;
    const wp::float32 var_57 = 1.36;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.93;
    wp::float32 var_65;
    wp::float32 var_66;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::shape_t adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::shape_t adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::shape_t adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::shape_t adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::shape_t adj_39 = {};
    wp::int32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::shape_t adj_42 = {};
    wp::int32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::shape_t adj_51 = {};
    wp::int32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::shape_t adj_54 = {};
    wp::int32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    //---------
    // forward
    // def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))       <L 10>
    var_11 = wp::mul(var_0, var_10);
    var_12 = &(var_acc0.shape);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_16 = wp::mod(var_11, var_14);
    var_17 = wp::abs(var_8);
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_5, var_19);
    var_21 = wp::sub(var_5, var_20);
    // var_22 = wp::atomic_sub(var_acc0, var_16, var_21);
    // wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))                  <L 11>
    var_23 = &(var_acc0.shape);
    var_26 = wp::load(var_23);
    var_25 = wp::extract(var_26, var_24);
    var_27 = wp::mod(var_0, var_25);
    var_29 = wp::max(var_8, var_28);
    var_30 = wp::erfc(var_29);
    // var_31 = wp::atomic_add(var_acc0, var_27, var_30);
    // v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))                                             <L 12>
    var_32 = wp::add(var_5, var_8);
    var_33 = wp::ceil(var_5);
    var_34 = wp::max(var_32, var_33);
    var_35 = wp::sub(var_8, var_34);
    // wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])                                    <L 13>
    var_38 = wp::add(var_0, var_37);
    var_39 = &(var_x2.shape);
    var_42 = wp::load(var_39);
    var_41 = wp::extract(var_42, var_40);
    var_43 = wp::mod(var_38, var_41);
    var_44 = wp::address(var_x2, var_43);
    var_46 = wp::load(var_44);
    // var_45 = wp::atomic_sub(var_acc0, var_36, var_46);
    // out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93       <L 14>
    var_47 = wp::add(var_5, var_8);
    var_48 = wp::add(var_47, var_35);
    var_50 = wp::add(var_0, var_49);
    var_51 = &(var_x1.shape);
    var_54 = wp::load(var_51);
    var_53 = wp::extract(var_54, var_52);
    var_55 = wp::mod(var_50, var_53);
    var_56 = wp::address(var_x1, var_55);
    var_58 = wp::abs(var_57);
    var_60 = wp::add(var_58, var_59);
    var_61 = wp::mod(var_2, var_60);
    var_63 = wp::load(var_56);
    var_62 = wp::add(var_63, var_61);
    var_65 = wp::mul(var_62, var_64);
    var_66 = wp::add(var_48, var_65);
    // wp::array_store(var_out0, var_0, var_66);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_66, adj_out0, adj_0, adj_66);
    wp::adj_add(var_48, var_65, adj_48, adj_65, adj_66);
    wp::adj_mul(var_62, var_64, adj_62, adj_64, adj_65);
    wp::adj_add(var_63, var_61, adj_56, adj_61, adj_62);
    wp::adj_mod(var_2, var_60, adj_2, adj_60, adj_61);
    wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
    wp::adj_abs(var_57, adj_57, adj_58);
    wp::adj_address(var_x1, var_55, adj_x1, adj_55, adj_56);
    wp::adj_mod(var_50, var_53, adj_50, adj_53, adj_55);
    adj_x1.shape = adj_51;
    wp::adj_add(var_0, var_49, adj_0, adj_49, adj_50);
    wp::adj_add(var_47, var_35, adj_47, adj_35, adj_48);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_47);
    // adj: out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93  <L 14>
    wp::adj_atomic_sub(var_acc0, var_36, var_46, adj_acc0, adj_36, adj_44, adj_45);
    wp::adj_address(var_x2, var_43, adj_x2, adj_43, adj_44);
    wp::adj_mod(var_38, var_41, adj_38, adj_41, adj_43);
    adj_x2.shape = adj_39;
    wp::adj_add(var_0, var_37, adj_0, adj_37, adj_38);
    // adj: wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])                               <L 13>
    wp::adj_sub(var_8, var_34, adj_8, adj_34, adj_35);
    wp::adj_max(var_32, var_33, adj_32, adj_33, adj_34);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_32);
    // adj: v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))                                        <L 12>
    wp::adj_atomic_add(var_acc0, var_27, var_30, adj_acc0, adj_27, adj_30, adj_31);
    wp::adj_erfc(var_29, adj_29, adj_30);
    wp::adj_max(var_8, var_28, adj_8, adj_28, adj_29);
    wp::adj_mod(var_0, var_25, adj_0, adj_25, adj_27);
    adj_acc0.shape = adj_23;
    // adj: wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))             <L 11>
    wp::adj_atomic_sub(var_acc0, var_16, var_21, adj_acc0, adj_16, adj_21, adj_22);
    wp::adj_sub(var_5, var_20, adj_5, adj_20, adj_21);
    wp::adj_div(var_5, var_19, var_20, adj_5, adj_19, adj_20);
    wp::adj_add(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_abs(var_8, adj_8, adj_17);
    wp::adj_mod(var_11, var_14, adj_11, adj_14, adj_16);
    adj_acc0.shape = adj_12;
    wp::adj_mul(var_0, var_10, adj_0, adj_10, adj_11);
    // adj: _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))  <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct atomic_000001_02b0d2f9_cpu_block_payload_forward
{
    wp_args_atomic_000001_02b0d2f9* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000001_02b0d2f9_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000001_02b0d2f9_cpu_block_payload_forward* payload = (atomic_000001_02b0d2f9_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000001_02b0d2f9_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void atomic_000001_02b0d2f9_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000001_02b0d2f9 *_wp_args)
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
        atomic_000001_02b0d2f9_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000001_02b0d2f9_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct atomic_000001_02b0d2f9_cpu_block_payload_backward
{
    wp_args_atomic_000001_02b0d2f9* args;
    wp_args_atomic_000001_02b0d2f9* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000001_02b0d2f9_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000001_02b0d2f9_cpu_block_payload_backward* payload = (atomic_000001_02b0d2f9_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000001_02b0d2f9_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void atomic_000001_02b0d2f9_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000001_02b0d2f9 *_wp_args,
    wp_args_atomic_000001_02b0d2f9 *_wp_adj_args)
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
        atomic_000001_02b0d2f9_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000001_02b0d2f9_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

