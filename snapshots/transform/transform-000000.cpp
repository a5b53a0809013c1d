// Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
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


// warp/_src/math.py:631
static wp::mat_t<4, 4, wp::float32> transform_compose_0(
    wp::vec_t<3, wp::float32> var_position,
    wp::quat_t<wp::float32> var_rotation,
    wp::vec_t<3, wp::float32> var_scale)
{
    //---------
    // primal vars
    wp::mat_t<3, 3, wp::float32> var_0;
    const wp::int32 var_1 = 0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 1;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::int32 var_10 = 1;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 2;
    wp::float32 var_14;
    const wp::int32 var_15 = 0;
    const wp::int32 var_16 = 2;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    const wp::int32 var_30 = 1;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 2;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    const wp::int32 var_36 = 2;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 1;
    wp::float32 var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    const wp::int32 var_44 = 0;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 1;
    wp::float32 var_48;
    const wp::int32 var_49 = 2;
    const wp::int32 var_50 = 1;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 2;
    wp::float32 var_54;
    const wp::int32 var_55 = 2;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 2;
    wp::float32 var_60;
    const wp::float32 var_61 = 0.0;
    wp::float32 var_62;
    const wp::float32 var_63 = 0.0;
    wp::float32 var_64;
    const wp::float32 var_65 = 0.0;
    wp::float32 var_66;
    const wp::float32 var_67 = 1.0;
    wp::float32 var_68;
    wp::mat_t<4, 4, wp::float32> var_69;
    //---------
    // forward
    // def transform_compose(position: vec3, rotation: quat, scale: vec3):                    <L 631>
    // R = wp.quat_to_matrix(rotation)                                                        <L 656>
    var_0 = wp::quat_to_matrix(var_rotation);
    // return mat44(                                                                          <L 658>
    // scale[0] * R[0,0], scale[1] * R[0,1], scale[2] * R[0,2], position[0],                  <L 659>
    var_2 = wp::extract(var_scale, var_1);
    var_5 = wp::extract(var_0, var_3, var_4);
    var_6 = wp::mul(var_2, var_5);
    var_8 = wp::extract(var_scale, var_7);
    var_11 = wp::extract(var_0, var_9, var_10);
    var_12 = wp::mul(var_8, var_11);
    var_14 = wp::extract(var_scale, var_13);
    var_17 = wp::extract(var_0, var_15, var_16);
    var_18 = wp::mul(var_14, var_17);
    var_20 = wp::extract(var_position, var_19);
    // scale[0] * R[1,0], scale[1] * R[1,1], scale[2] * R[1,2], position[1],                  <L 660>
    var_22 = wp::extract(var_scale, var_21);
    var_25 = wp::extract(var_0, var_23, var_24);
    var_26 = wp::mul(var_22, var_25);
    var_28 = wp::extract(var_scale, var_27);
    var_31 = wp::extract(var_0, var_29, var_30);
    var_32 = wp::mul(var_28, var_31);
    var_34 = wp::extract(var_scale, var_33);
    var_37 = wp::extract(var_0, var_35, var_36);
    var_38 = wp::mul(var_34, var_37);
    var_40 = wp::extract(var_position, var_39);
    // scale[0] * R[2,0], scale[1] * R[2,1], scale[2] * R[2,2], position[2],                  <L 661>
    var_42 = wp::extract(var_scale, var_41);
    var_45 = wp::extract(var_0, var_43, var_44);
    var_46 = wp::mul(var_42, var_45);
    var_48 = wp::extract(var_scale, var_47);
    var_51 = wp::extract(var_0, var_49, var_50);
    var_52 = wp::mul(var_48, var_51);
    var_54 = wp::extract(var_scale, var_53);
    var_57 = wp::extract(var_0, var_55, var_56);
    var_58 = wp::mul(var_54, var_57);
    var_60 = wp::extract(var_position, var_59);
    // dtype(0.0), dtype(0.0), dtype(0.0), dtype(1.0),                                        <L 662>
    var_62 = wp::float32(var_61);
    var_64 = wp::float32(var_63);
    var_66 = wp::float32(var_65);
    var_68 = wp::float32(var_67);
    var_69 = wp::mat_t<4, 4, wp::float32>(var_6, var_12, var_18, var_20, var_26, var_32, var_38, var_40, var_46, var_52, var_58, var_60, var_62, var_64, var_66, var_68);
    return var_69;
}


// warp/_src/math.py:631
static void adj_transform_compose_0(
    wp::vec_t<3, wp::float32> var_position,
    wp::quat_t<wp::float32> var_rotation,
    wp::vec_t<3, wp::float32> var_scale,
    wp::vec_t<3, wp::float32> & adj_position,
    wp::quat_t<wp::float32> & adj_rotation,
    wp::vec_t<3, wp::float32> & adj_scale,
    wp::mat_t<4, 4, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::mat_t<3, 3, wp::float32> var_0;
    const wp::int32 var_1 = 0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 1;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::int32 var_10 = 1;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 2;
    wp::float32 var_14;
    const wp::int32 var_15 = 0;
    const wp::int32 var_16 = 2;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    const wp::int32 var_30 = 1;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 2;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    const wp::int32 var_36 = 2;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 1;
    wp::float32 var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    const wp::int32 var_43 = 2;
    const wp::int32 var_44 = 0;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 1;
    wp::float32 var_48;
    const wp::int32 var_49 = 2;
    const wp::int32 var_50 = 1;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 2;
    wp::float32 var_54;
    const wp::int32 var_55 = 2;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 2;
    wp::float32 var_60;
    const wp::float32 var_61 = 0.0;
    wp::float32 var_62;
    const wp::float32 var_63 = 0.0;
    wp::float32 var_64;
    const wp::float32 var_65 = 0.0;
    wp::float32 var_66;
    const wp::float32 var_67 = 1.0;
    wp::float32 var_68;
    wp::mat_t<4, 4, wp::float32> var_69;
    //---------
    // dual vars
    wp::mat_t<3, 3, wp::float32> adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::mat_t<4, 4, wp::float32> adj_69 = {};
    //---------
    // forward
    // def transform_compose(position: vec3, rotation: quat, scale: vec3):                    <L 631>
    // R = wp.quat_to_matrix(rotation)                                                        <L 656>
    var_0 = wp::quat_to_matrix(var_rotation);
    // return mat44(                                                                          <L 658>
    // scale[0] * R[0,0], scale[1] * R[0,1], scale[2] * R[0,2], position[0],                  <L 659>
    var_2 = wp::extract(var_scale, var_1);
    var_5 = wp::extract(var_0, var_3, var_4);
    var_6 = wp::mul(var_2, var_5);
    var_8 = wp::extract(var_scale, var_7);
    var_11 = wp::extract(var_0, var_9, var_10);
    var_12 = wp::mul(var_8, var_11);
    var_14 = wp::extract(var_scale, var_13);
    var_17 = wp::extract(var_0, var_15, var_16);
    var_18 = wp::mul(var_14, var_17);
    var_20 = wp::extract(var_position, var_19);
    // scale[0] * R[1,0], scale[1] * R[1,1], scale[2] * R[1,2], position[1],                  <L 660>
    var_22 = wp::extract(var_scale, var_21);
    var_25 = wp::extract(var_0, var_23, var_24);
    var_26 = wp::mul(var_22, var_25);
    var_28 = wp::extract(var_scale, var_27);
    var_31 = wp::extract(var_0, var_29, var_30);
    var_32 = wp::mul(var_28, var_31);
    var_34 = wp::extract(var_scale, var_33);
    var_37 = wp::extract(var_0, var_35, var_36);
    var_38 = wp::mul(var_34, var_37);
    var_40 = wp::extract(var_position, var_39);
    // scale[0] * R[2,0], scale[1] * R[2,1], scale[2] * R[2,2], position[2],                  <L 661>
    var_42 = wp::extract(var_scale, var_41);
    var_45 = wp::extract(var_0, var_43, var_44);
    var_46 = wp::mul(var_42, var_45);
    var_48 = wp::extract(var_scale, var_47);
    var_51 = wp::extract(var_0, var_49, var_50);
    var_52 = wp::mul(var_48, var_51);
    var_54 = wp::extract(var_scale, var_53);
    var_57 = wp::extract(var_0, var_55, var_56);
    var_58 = wp::mul(var_54, var_57);
    var_60 = wp::extract(var_position, var_59);
    // dtype(0.0), dtype(0.0), dtype(0.0), dtype(1.0),                                        <L 662>
    var_62 = wp::float32(var_61);
    var_64 = wp::float32(var_63);
    var_66 = wp::float32(var_65);
    var_68 = wp::float32(var_67);
    var_69 = wp::mat_t<4, 4, wp::float32>(var_6, var_12, var_18, var_20, var_26, var_32, var_38, var_40, var_46, var_52, var_58, var_60, var_62, var_64, var_66, var_68);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_69 += adj_ret;
    wp::adj_mat_t(var_6, var_12, var_18, var_20, var_26, var_32, var_38, var_40, var_46, var_52, var_58, var_60, var_62, var_64, var_66, var_68, adj_6, adj_12, adj_18, adj_20, adj_26, adj_32, adj_38, adj_40, adj_46, adj_52, adj_58, adj_60, adj_62, adj_64, adj_66, adj_68, adj_69);
    wp::adj_float32(var_67, adj_67, adj_68);
    wp::adj_float32(var_65, adj_65, adj_66);
    wp::adj_float32(var_63, adj_63, adj_64);
    wp::adj_float32(var_61, adj_61, adj_62);
    // adj: dtype(0.0), dtype(0.0), dtype(0.0), dtype(1.0),                                   <L 662>
    wp::adj_extract(var_position, var_59, adj_position, adj_59, adj_60);
    wp::adj_mul(var_54, var_57, adj_54, adj_57, adj_58);
    wp::adj_extract(var_0, var_55, var_56, adj_0, adj_55, adj_56, adj_57);
    wp::adj_extract(var_scale, var_53, adj_scale, adj_53, adj_54);
    wp::adj_mul(var_48, var_51, adj_48, adj_51, adj_52);
    wp::adj_extract(var_0, var_49, var_50, adj_0, adj_49, adj_50, adj_51);
    wp::adj_extract(var_scale, var_47, adj_scale, adj_47, adj_48);
    wp::adj_mul(var_42, var_45, adj_42, adj_45, adj_46);
    wp::adj_extract(var_0, var_43, var_44, adj_0, adj_43, adj_44, adj_45);
    wp::adj_extract(var_scale, var_41, adj_scale, adj_41, adj_42);
    // adj: scale[0] * R[2,0], scale[1] * R[2,1], scale[2] * R[2,2], position[2],             <L 661>
    wp::adj_extract(var_position, var_39, adj_position, adj_39, adj_40);
    wp::adj_mul(var_34, var_37, adj_34, adj_37, adj_38);
    wp::adj_extract(var_0, var_35, var_36, adj_0, adj_35, adj_36, adj_37);
    wp::adj_extract(var_scale, var_33, adj_scale, adj_33, adj_34);
    wp::adj_mul(var_28, var_31, adj_28, adj_31, adj_32);
    wp::adj_extract(var_0, var_29, var_30, adj_0, adj_29, adj_30, adj_31);
    wp::adj_extract(var_scale, var_27, adj_scale, adj_27, adj_28);
    wp::adj_mul(var_22, var_25, adj_22, adj_25, adj_26);
    wp::adj_extract(var_0, var_23, var_24, adj_0, adj_23, adj_24, adj_25);
    wp::adj_extract(var_scale, var_21, adj_scale, adj_21, adj_22);
    // adj: scale[0] * R[1,0], scale[1] * R[1,1], scale[2] * R[1,2], position[1],             <L 660>
    wp::adj_extract(var_position, var_19, adj_position, adj_19, adj_20);
    wp::adj_mul(var_14, var_17, adj_14, adj_17, adj_18);
    wp::adj_extract(var_0, var_15, var_16, adj_0, adj_15, adj_16, adj_17);
    wp::adj_extract(var_scale, var_13, adj_scale, adj_13, adj_14);
    wp::adj_mul(var_8, var_11, adj_8, adj_11, adj_12);
    wp::adj_extract(var_0, var_9, var_10, adj_0, adj_9, adj_10, adj_11);
    wp::adj_extract(var_scale, var_7, adj_scale, adj_7, adj_8);
    wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_6);
    wp::adj_extract(var_0, var_3, var_4, adj_0, adj_3, adj_4, adj_5);
    wp::adj_extract(var_scale, var_1, adj_scale, adj_1, adj_2);
    // adj: scale[0] * R[0,0], scale[1] * R[0,1], scale[2] * R[0,2], position[0],             <L 659>
    // adj: return mat44(                                                                     <L 658>
    wp::adj_quat_to_matrix(var_rotation, adj_rotation, adj_0);
    // adj: R = wp.quat_to_matrix(rotation)                                                   <L 656>
    // adj: def transform_compose(position: vec3, rotation: quat, scale: vec3):               <L 631>
    return;
}

struct wp_args_transform_000000_t_b8f7564f {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::transform_t<wp::float32>> x1;
    wp::array_t<wp::vec_t<3, wp::float32>> x2;
    wp::vec_t<3, wp::float32> s0;
    wp::array_t<wp::vec_t<3, wp::float32>> acc0;
    wp::array_t<wp::transform_t<wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void transform_000000_t_b8f7564f_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_transform_000000_t_b8f7564f *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::transform_t<wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::transform_t<wp::float32>* var_5;
    wp::transform_t<wp::float32> var_6;
    wp::transform_t<wp::float32> var_7;
    wp::vec_t<3, wp::float32>* var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 0.0;
    const wp::float32 var_13 = 2.5;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.26;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = -1.08;
    const wp::float32 var_20 = -1.69;
    const wp::float32 var_21 = -1.6;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    const wp::float32 var_24 = 0.5;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::mat_t<4, 4, wp::float32> var_27;
    wp::quat_t<wp::float32> var_28;
    wp::transform_t<wp::float32> var_29;
    const wp::float32 var_30 = -1.38;
    const wp::float32 var_31 = 1.66;
    const wp::float32 var_32 = 1.248;
    wp::vec_t<3, wp::float32> var_33;
    wp::quat_t<wp::float32> var_34;
    wp::transform_t<wp::float32> var_35;
    wp::transform_t<wp::float32> var_36;
    const wp::int32 var_37 = 0;
    wp::float32 var_38;
    const wp::int32 var_39 = 1;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 2;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 0;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 1;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 2;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 1;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 2;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 3;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = 1.0;
    wp::mat_t<4, 4, wp::float32> var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::int32 var_70 = 0;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 1;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::int32 var_76 = 2;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::int32 var_79 = 3;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::quat_t<wp::float32> var_83;
    wp::transform_t<wp::float32> var_84;
    wp::transform_t<wp::float32> var_85;
    //---------
    // forward
    // def transform_000000_t(x0: wp.array(dtype=Any, ndim=2), x1: wp.array(dtype=Any, ndim=2), x2: wp.array(dtype=Any, ndim=2), s0: wp.vec3, acc0: wp.array(dtype=Any), out0: wp.array2d(dtype=Any)):       <L 1>
    // i, j = wp.tid()  # thread index                                                        <L 3>
    builtin_tid2d(var_0, var_1);
    // v0 = x0[i, j]                                                                          <L 4>
    var_2 = wp::address(var_x0, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = x1[i, j]                                                                          <L 5>
    var_5 = wp::address(var_x1, var_0, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v2 = x2[i, j]                                                                          <L 6>
    var_8 = wp::address(var_x2, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), 1.26)          <L 7>
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::add(var_s0, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // v4 = wp.transform_compose(v0, v3, (wp.cw_mul(wp.vec3(-1.08, -1.69, -1.6), v0) + wp.vec3(0.5)))       <L 8>
    var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
    var_23 = wp::cw_mul(var_22, var_3);
    var_25 = wp::vec_t<3, wp::float32>(var_24);
    var_26 = wp::add(var_23, var_25);
    var_27 = transform_compose_0(var_3, var_18, var_26);
    // v5 = v3                                                                                <L 9>
    var_28 = wp::copy(var_18);
    // v6 = wp.transform_inverse(v1)                                                          <L 10>
    var_29 = wp::transform_inverse(var_6);
    // out0[i, j] = wp.transform_multiply(wp.transform_multiply(v6, wp.transform(wp.vec3(-1.38, 1.66, 1.248), wp.quat_identity())), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + wp.ddot(v4, wp.mat44(1.0)) + v5[0] + v5[1] + v5[2] + v5[3]), wp.quat_identity()))       <L 12>
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::quat_identity<wp::float32>();
    var_35 = wp::transform_t<wp::float32>(var_33, var_34);
    var_36 = wp::transform_multiply(var_29, var_35);
    var_38 = wp::extract(var_3, var_37);
    var_40 = wp::extract(var_3, var_39);
    var_41 = wp::add(var_38, var_40);
    var_43 = wp::extract(var_3, var_42);
    var_44 = wp::add(var_41, var_43);
    var_46 = wp::extract(var_9, var_45);
    var_47 = wp::add(var_44, var_46);
    var_49 = wp::extract(var_9, var_48);
    var_50 = wp::add(var_47, var_49);
    var_52 = wp::extract(var_9, var_51);
    var_53 = wp::add(var_50, var_52);
    var_55 = wp::extract(var_18, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_18, var_57);
    var_59 = wp::add(var_56, var_58);
    var_61 = wp::extract(var_18, var_60);
    var_62 = wp::add(var_59, var_61);
    var_64 = wp::extract(var_18, var_63);
    var_65 = wp::add(var_62, var_64);
    var_67 = wp::mat_t<4, 4, wp::float32>(var_66);
    var_68 = wp::ddot(var_27, var_67);
    var_69 = wp::add(var_65, var_68);
    var_71 = wp::extract(var_28, var_70);
    var_72 = wp::add(var_69, var_71);
    var_74 = wp::extract(var_28, var_73);
    var_75 = wp::add(var_72, var_74);
    var_77 = wp::extract(var_28, var_76);
    var_78 = wp::add(var_75, var_77);
    var_80 = wp::extract(var_28, var_79);
    var_81 = wp::add(var_78, var_80);
    var_82 = wp::vec_t<3, wp::float32>(var_81);
    var_83 = wp::quat_identity<wp::float32>();
    var_84 = wp::transform_t<wp::float32>(var_82, var_83);
    var_85 = wp::transform_multiply(var_36, var_84);
    wp::array_store(var_out0, var_0, var_1, var_85);
}



template <bool wp_linear_contiguous>
static void transform_000000_t_b8f7564f_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_transform_000000_t_b8f7564f *_wp_args,
    wp_args_transform_000000_t_b8f7564f *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::transform_t<wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x2 = _wp_adj_args->x2;
    wp::vec_t<3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::transform_t<wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::transform_t<wp::float32>* var_5;
    wp::transform_t<wp::float32> var_6;
    wp::transform_t<wp::float32> var_7;
    wp::vec_t<3, wp::float32>* var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 0.0;
    const wp::float32 var_13 = 2.5;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.26;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = -1.08;
    const wp::float32 var_20 = -1.69;
    const wp::float32 var_21 = -1.6;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    const wp::float32 var_24 = 0.5;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::mat_t<4, 4, wp::float32> var_27;
    wp::quat_t<wp::float32> var_28;
    wp::transform_t<wp::float32> var_29;
    const wp::float32 var_30 = -1.38;
    const wp::float32 var_31 = 1.66;
    const wp::float32 var_32 = 1.248;
    wp::vec_t<3, wp::float32> var_33;
    wp::quat_t<wp::float32> var_34;
    wp::transform_t<wp::float32> var_35;
    wp::transform_t<wp::float32> var_36;
    const wp::int32 var_37 = 0;
    wp::float32 var_38;
    const wp::int32 var_39 = 1;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 2;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 0;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 1;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 2;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 1;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 2;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 3;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = 1.0;
    wp::mat_t<4, 4, wp::float32> var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::int32 var_70 = 0;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 1;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::int32 var_76 = 2;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::int32 var_79 = 3;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::quat_t<wp::float32> var_83;
    wp::transform_t<wp::float32> var_84;
    wp::transform_t<wp::float32> var_85;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::transform_t<wp::float32> adj_5 = {};
    wp::transform_t<wp::float32> adj_6 = {};
    wp::transform_t<wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::quat_t<wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::mat_t<4, 4, wp::float32> adj_27 = {};
    wp::quat_t<wp::float32> adj_28 = {};
    wp::transform_t<wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::quat_t<wp::float32> adj_34 = {};
    wp::transform_t<wp::float32> adj_35 = {};
    wp::transform_t<wp::float32> adj_36 = {};
    wp::int32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::int32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::int32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::mat_t<4, 4, wp::float32> adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::int32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::int32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::int32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::int32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::quat_t<wp::float32> adj_83 = {};
    wp::transform_t<wp::float32> adj_84 = {};
    wp::transform_t<wp::float32> adj_85 = {};
    //---------
    // forward
    // def transform_000000_t(x0: wp.array(dtype=Any, ndim=2), x1: wp.array(dtype=Any, ndim=2), x2: wp.array(dtype=Any, ndim=2), s0: wp.vec3, acc0: wp.array(dtype=Any), out0: wp.array2d(dtype=Any)):       <L 1>
    // i, j = wp.tid()  # thread index                                                        <L 3>
    builtin_tid2d(var_0, var_1);
    // v0 = x0[i, j]                                                                          <L 4>
    var_2 = wp::address(var_x0, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = x1[i, j]                                                                          <L 5>
    var_5 = wp::address(var_x1, var_0, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v2 = x2[i, j]                                                                          <L 6>
    var_8 = wp::address(var_x2, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), 1.26)          <L 7>
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::add(var_s0, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // v4 = wp.transform_compose(v0, v3, (wp.cw_mul(wp.vec3(-1.08, -1.69, -1.6), v0) + wp.vec3(0.5)))       <L 8>
    var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
    var_23 = wp::cw_mul(var_22, var_3);
    var_25 = wp::vec_t<3, wp::float32>(var_24);
    var_26 = wp::add(var_23, var_25);
    var_27 = transform_compose_0(var_3, var_18, var_26);
    // v5 = v3                                                                                <L 9>
    var_28 = wp::copy(var_18);
    // v6 = wp.transform_inverse(v1)                                                          <L 10>
    var_29 = wp::transform_inverse(var_6);
    // out0[i, j] = wp.transform_multiply(wp.transform_multiply(v6, wp.transform(wp.vec3(-1.38, 1.66, 1.248), wp.quat_identity())), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + wp.ddot(v4, wp.mat44(1.0)) + v5[0] + v5[1] + v5[2] + v5[3]), wp.quat_identity()))       <L 12>
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::quat_identity<wp::float32>();
    var_35 = wp::transform_t<wp::float32>(var_33, var_34);
    var_36 = wp::transform_multiply(var_29, var_35);
    var_38 = wp::extract(var_3, var_37);
    var_40 = wp::extract(var_3, var_39);
    var_41 = wp::add(var_38, var_40);
    var_43 = wp::extract(var_3, var_42);
    var_44 = wp::add(var_41, var_43);
    var_46 = wp::extract(var_9, var_45);
    var_47 = wp::add(var_44, var_46);
    var_49 = wp::extract(var_9, var_48);
    var_50 = wp::add(var_47, var_49);
    var_52 = wp::extract(var_9, var_51);
    var_53 = wp::add(var_50, var_52);
    var_55 = wp::extract(var_18, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_18, var_57);
    var_59 = wp::add(var_56, var_58);
    var_61 = wp::extract(var_18, var_60);
    var_62 = wp::add(var_59, var_61);
    var_64 = wp::extract(var_18, var_63);
    var_65 = wp::add(var_62, var_64);
    var_67 = wp::mat_t<4, 4, wp::float32>(var_66);
    var_68 = wp::ddot(var_27, var_67);
    var_69 = wp::add(var_65, var_68);
    var_71 = wp::extract(var_28, var_70);
    var_72 = wp::add(var_69, var_71);
    var_74 = wp::extract(var_28, var_73);
    var_75 = wp::add(var_72, var_74);
    var_77 = wp::extract(var_28, var_76);
    var_78 = wp::add(var_75, var_77);
    var_80 = wp::extract(var_28, var_79);
    var_81 = wp::add(var_78, var_80);
    var_82 = wp::vec_t<3, wp::float32>(var_81);
    var_83 = wp::quat_identity<wp::float32>();
    var_84 = wp::transform_t<wp::float32>(var_82, var_83);
    var_85 = wp::transform_multiply(var_36, var_84);
    // wp::array_store(var_out0, var_0, var_1, var_85);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_1, var_85, adj_out0, adj_0, adj_1, adj_85);
    wp::adj_transform_multiply(var_36, var_84, adj_36, adj_84, adj_85);
    wp::adj_transform_t(var_82, var_83, adj_82, adj_83, adj_84);
    wp::adj_vec_t(var_81, adj_81, adj_82);
    wp::adj_add(var_78, var_80, adj_78, adj_80, adj_81);
    wp::adj_extract(var_28, var_79, adj_28, adj_79, adj_80);
    wp::adj_add(var_75, var_77, adj_75, adj_77, adj_78);
    wp::adj_extract(var_28, var_76, adj_28, adj_76, adj_77);
    wp::adj_add(var_72, var_74, adj_72, adj_74, adj_75);
    wp::adj_extract(var_28, var_73, adj_28, adj_73, adj_74);
    wp::adj_add(var_69, var_71, adj_69, adj_71, adj_72);
    wp::adj_extract(var_28, var_70, adj_28, adj_70, adj_71);
    wp::adj_add(var_65, var_68, adj_65, adj_68, adj_69);
    wp::adj_ddot(var_27, var_67, adj_27, adj_67, adj_68);
    wp::adj_mat_t(var_66, adj_66, adj_67);
    wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
    wp::adj_extract(var_18, var_63, adj_18, adj_63, adj_64);
    wp::adj_add(var_59, var_61, adj_59, adj_61, adj_62);
    wp::adj_extract(var_18, var_60, adj_18, adj_60, adj_61);
    wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
    wp::adj_extract(var_18, var_57, adj_18, adj_57, adj_58);
    wp::adj_add(var_53, var_55, adj_53, adj_55, adj_56);
    wp::adj_extract(var_18, var_54, adj_18, adj_54, adj_55);
    wp::adj_add(var_50, var_52, adj_50, adj_52, adj_53);
    wp::adj_extract(var_9, var_51, adj_9, adj_51, adj_52);
    wp::adj_add(var_47, var_49, adj_47, adj_49, adj_50);
    wp::adj_extract(var_9, var_48, adj_9, adj_48, adj_49);
    wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
    wp::adj_extract(var_9, var_45, adj_9, adj_45, adj_46);
    wp::adj_add(var_41, var_43, adj_41, adj_43, adj_44);
    wp::adj_extract(var_3, var_42, adj_3, adj_42, adj_43);
    wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
    wp::adj_extract(var_3, var_39, adj_3, adj_39, adj_40);
    wp::adj_extract(var_3, var_37, adj_3, adj_37, adj_38);
    wp::adj_transform_multiply(var_29, var_35, adj_29, adj_35, adj_36);
    wp::adj_transform_t(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
    // adj: out0[i, j] = wp.transform_multiply(wp.transform_multiply(v6, wp.transform(wp.vec3(-1.38, 1.66, 1.248), wp.quat_identity())), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + wp.ddot(v4, wp.mat44(1.0)) + v5[0] + v5[1] + v5[2] + v5[3]), wp.quat_identity()))  <L 12>
    wp::adj_transform_inverse(var_6, adj_6, adj_29);
    // adj: v6 = wp.transform_inverse(v1)                                                     <L 10>
    wp::adj_copy(var_18, adj_18, adj_28);
    // adj: v5 = v3                                                                           <L 9>
    adj_transform_compose_0(var_3, var_18, var_26, adj_3, adj_18, adj_26, adj_27);
    wp::adj_add(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_vec_t(var_24, adj_24, adj_25);
    wp::adj_cw_mul(var_22, var_3, adj_22, adj_3, adj_23);
    wp::adj_vec_t(var_19, var_20, var_21, adj_19, adj_20, adj_21, adj_22);
    // adj: v4 = wp.transform_compose(v0, v3, (wp.cw_mul(wp.vec3(-1.08, -1.69, -1.6), v0) + wp.vec3(0.5)))  <L 8>
    wp::adj_quat_from_axis_angle(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_normalize(var_15, var_16, adj_15, adj_16);
    wp::adj_add(var_s0, var_14, adj_s0, adj_14, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    // adj: v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), 1.26)     <L 7>
    wp::adj_copy(var_10, adj_8, adj_9);
    wp::adj_address(var_x2, var_0, var_1, adj_x2, adj_0, adj_1, adj_8);
    // adj: v2 = x2[i, j]                                                                     <L 6>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_x1, var_0, var_1, adj_x1, adj_0, adj_1, adj_5);
    // adj: v1 = x1[i, j]                                                                     <L 5>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_x0, var_0, var_1, adj_x0, adj_0, adj_1, adj_2);
    // adj: v0 = x0[i, j]                                                                     <L 4>
    // adj: i, j = wp.tid()  # thread index                                                   <L 3>
    // adj: def transform_000000_t(x0: wp.array(dtype=Any, ndim=2), x1: wp.array(dtype=Any, ndim=2), x2: wp.array(dtype=Any, ndim=2), s0: wp.vec3, acc0: wp.array(dtype=Any), out0: wp.array2d(dtype=Any)):  <L 1>
    return;
}



struct transform_000000_t_b8f7564f_cpu_block_payload_forward
{
    wp_args_transform_000000_t_b8f7564f* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000000_t_b8f7564f_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    transform_000000_t_b8f7564f_cpu_block_payload_forward* payload = (transform_000000_t_b8f7564f_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000000_t_b8f7564f_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void transform_000000_t_b8f7564f_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_transform_000000_t_b8f7564f *_wp_args)
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
        transform_000000_t_b8f7564f_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000000_t_b8f7564f_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct transform_000000_t_b8f7564f_cpu_block_payload_backward
{
    wp_args_transform_000000_t_b8f7564f* args;
    wp_args_transform_000000_t_b8f7564f* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000000_t_b8f7564f_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    transform_000000_t_b8f7564f_cpu_block_payload_backward* payload = (transform_000000_t_b8f7564f_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000000_t_b8f7564f_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void transform_000000_t_b8f7564f_cpu_backward(
    wp::launch_bounds_t<2> *dim,
    wp_args_transform_000000_t_b8f7564f *_wp_args,
    wp_args_transform_000000_t_b8f7564f *_wp_adj_args)
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
        transform_000000_t_b8f7564f_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000000_t_b8f7564f_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

