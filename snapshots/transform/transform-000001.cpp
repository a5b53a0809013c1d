// Generated for case transform-000001 with warp-lang 1.19.0. Do not edit.
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


// warp/_src/math.py:575
static wp::mat_t<4, 4, wp::float32> transform_to_matrix_0(
    wp::transform_t<wp::float32> var_xform)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::quat_t<wp::float32> var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    const wp::int32 var_3 = 0;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    const wp::int32 var_6 = 0;
    const wp::int32 var_7 = 1;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::int32 var_10 = 2;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    const wp::int32 var_15 = 0;
    wp::float32 var_16;
    const wp::int32 var_17 = 1;
    const wp::int32 var_18 = 1;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    const wp::int32 var_21 = 2;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::float32 var_24;
    const wp::int32 var_25 = 2;
    const wp::int32 var_26 = 0;
    wp::float32 var_27;
    const wp::int32 var_28 = 2;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    const wp::int32 var_31 = 2;
    const wp::int32 var_32 = 2;
    wp::float32 var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.0;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.0;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.0;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.0;
    wp::float32 var_43;
    wp::mat_t<4, 4, wp::float32> var_44;
    //---------
    // forward
    // def transform_to_matrix(xform: transform) -> mat44:                                    <L 575>
    // p = wp.transform_get_translation(xform)                                                <L 597>
    var_0 = wp::transform_get_translation(var_xform);
    // q = wp.transform_get_rotation(xform)                                                   <L 598>
    var_1 = wp::transform_get_rotation(var_xform);
    // rot = wp.quat_to_matrix(q)                                                             <L 599>
    var_2 = wp::quat_to_matrix(var_1);
    // return mat44(                                                                          <L 601>
    // rot[0][0], rot[0][1], rot[0][2], p[0],                                                 <L 602>
    var_5 = wp::extract(var_2, var_3, var_4);
    var_8 = wp::extract(var_2, var_6, var_7);
    var_11 = wp::extract(var_2, var_9, var_10);
    var_13 = wp::extract(var_0, var_12);
    // rot[1][0], rot[1][1], rot[1][2], p[1],                                                 <L 603>
    var_16 = wp::extract(var_2, var_14, var_15);
    var_19 = wp::extract(var_2, var_17, var_18);
    var_22 = wp::extract(var_2, var_20, var_21);
    var_24 = wp::extract(var_0, var_23);
    // rot[2][0], rot[2][1], rot[2][2], p[2],                                                 <L 604>
    var_27 = wp::extract(var_2, var_25, var_26);
    var_30 = wp::extract(var_2, var_28, var_29);
    var_33 = wp::extract(var_2, var_31, var_32);
    var_35 = wp::extract(var_0, var_34);
    // dtype(0.0), dtype(0.0), dtype(0.0), dtype(1.0),                                        <L 605>
    var_37 = wp::float32(var_36);
    var_39 = wp::float32(var_38);
    var_41 = wp::float32(var_40);
    var_43 = wp::float32(var_42);
    var_44 = wp::mat_t<4, 4, wp::float32>(var_5, var_8, var_11, var_13, var_16, var_19, var_22, var_24, var_27, var_30, var_33, var_35, var_37, var_39, var_41, var_43);
    return var_44;
}


// warp/_src/math.py:528
static wp::transform_t<wp::float32> transform_from_matrix_0(
    wp::mat_t<4, 4, wp::float32> var_mat)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    const wp::int32 var_1 = 3;
    wp::float32 var_2;
    const wp::int32 var_3 = 1;
    const wp::int32 var_4 = 3;
    wp::float32 var_5;
    const wp::int32 var_6 = 2;
    const wp::int32 var_7 = 3;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::quat_t<wp::float32> var_10;
    wp::transform_t<wp::float32> var_11;
    //---------
    // forward
    // def transform_from_matrix(mat: mat44) -> transform:                                    <L 528>
    // p = vec3(mat[0][3], mat[1][3], mat[2][3])                                              <L 550>
    var_2 = wp::extract(var_mat, var_0, var_1);
    var_5 = wp::extract(var_mat, var_3, var_4);
    var_8 = wp::extract(var_mat, var_6, var_7);
    var_9 = wp::vec_t<3, wp::float32>(var_2, var_5, var_8);
    // q = wp.quat_from_matrix(mat)                                                           <L 551>
    var_10 = wp::quat_from_matrix(var_mat);
    // return transform(p, q)                                                                 <L 552>
    var_11 = wp::transform_t<wp::float32>(var_9, var_10);
    return var_11;
}


// warp/_src/math.py:575
static void adj_transform_to_matrix_0(
    wp::transform_t<wp::float32> var_xform,
    wp::transform_t<wp::float32> & adj_xform,
    wp::mat_t<4, 4, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::quat_t<wp::float32> var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    const wp::int32 var_3 = 0;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    const wp::int32 var_6 = 0;
    const wp::int32 var_7 = 1;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::int32 var_10 = 2;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    const wp::int32 var_15 = 0;
    wp::float32 var_16;
    const wp::int32 var_17 = 1;
    const wp::int32 var_18 = 1;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    const wp::int32 var_21 = 2;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::float32 var_24;
    const wp::int32 var_25 = 2;
    const wp::int32 var_26 = 0;
    wp::float32 var_27;
    const wp::int32 var_28 = 2;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    const wp::int32 var_31 = 2;
    const wp::int32 var_32 = 2;
    wp::float32 var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.0;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.0;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.0;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.0;
    wp::float32 var_43;
    wp::mat_t<4, 4, wp::float32> var_44;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::quat_t<wp::float32> adj_1 = {};
    wp::mat_t<3, 3, wp::float32> adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::mat_t<4, 4, wp::float32> adj_44 = {};
    //---------
    // forward
    // def transform_to_matrix(xform: transform) -> mat44:                                    <L 575>
    // p = wp.transform_get_translation(xform)                                                <L 597>
    var_0 = wp::transform_get_translation(var_xform);
    // q = wp.transform_get_rotation(xform)                                                   <L 598>
    var_1 = wp::transform_get_rotation(var_xform);
    // rot = wp.quat_to_matrix(q)                                                             <L 599>
    var_2 = wp::quat_to_matrix(var_1);
    // return mat44(                                                                          <L 601>
    // rot[0][0], rot[0][1], rot[0][2], p[0],                                                 <L 602>
    var_5 = wp::extract(var_2, var_3, var_4);
    var_8 = wp::extract(var_2, var_6, var_7);
    var_11 = wp::extract(var_2, var_9, var_10);
    var_13 = wp::extract(var_0, var_12);
    // rot[1][0], rot[1][1], rot[1][2], p[1],                                                 <L 603>
    var_16 = wp::extract(var_2, var_14, var_15);
    var_19 = wp::extract(var_2, var_17, var_18);
    var_22 = wp::extract(var_2, var_20, var_21);
    var_24 = wp::extract(var_0, var_23);
    // rot[2][0], rot[2][1], rot[2][2], p[2],                                                 <L 604>
    var_27 = wp::extract(var_2, var_25, var_26);
    var_30 = wp::extract(var_2, var_28, var_29);
    var_33 = wp::extract(var_2, var_31, var_32);
    var_35 = wp::extract(var_0, var_34);
    // dtype(0.0), dtype(0.0), dtype(0.0), dtype(1.0),                                        <L 605>
    var_37 = wp::float32(var_36);
    var_39 = wp::float32(var_38);
    var_41 = wp::float32(var_40);
    var_43 = wp::float32(var_42);
    var_44 = wp::mat_t<4, 4, wp::float32>(var_5, var_8, var_11, var_13, var_16, var_19, var_22, var_24, var_27, var_30, var_33, var_35, var_37, var_39, var_41, var_43);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_44 += adj_ret;
    wp::adj_mat_t(var_5, var_8, var_11, var_13, var_16, var_19, var_22, var_24, var_27, var_30, var_33, var_35, var_37, var_39, var_41, var_43, adj_5, adj_8, adj_11, adj_13, adj_16, adj_19, adj_22, adj_24, adj_27, adj_30, adj_33, adj_35, adj_37, adj_39, adj_41, adj_43, adj_44);
    wp::adj_float32(var_42, adj_42, adj_43);
    wp::adj_float32(var_40, adj_40, adj_41);
    wp::adj_float32(var_38, adj_38, adj_39);
    wp::adj_float32(var_36, adj_36, adj_37);
    // adj: dtype(0.0), dtype(0.0), dtype(0.0), dtype(1.0),                                   <L 605>
    wp::adj_extract(var_0, var_34, adj_0, adj_34, adj_35);
    wp::adj_extract(var_2, var_31, var_32, adj_2, adj_31, adj_32, adj_33);
    wp::adj_extract(var_2, var_28, var_29, adj_2, adj_28, adj_29, adj_30);
    wp::adj_extract(var_2, var_25, var_26, adj_2, adj_25, adj_26, adj_27);
    // adj: rot[2][0], rot[2][1], rot[2][2], p[2],                                            <L 604>
    wp::adj_extract(var_0, var_23, adj_0, adj_23, adj_24);
    wp::adj_extract(var_2, var_20, var_21, adj_2, adj_20, adj_21, adj_22);
    wp::adj_extract(var_2, var_17, var_18, adj_2, adj_17, adj_18, adj_19);
    wp::adj_extract(var_2, var_14, var_15, adj_2, adj_14, adj_15, adj_16);
    // adj: rot[1][0], rot[1][1], rot[1][2], p[1],                                            <L 603>
    wp::adj_extract(var_0, var_12, adj_0, adj_12, adj_13);
    wp::adj_extract(var_2, var_9, var_10, adj_2, adj_9, adj_10, adj_11);
    wp::adj_extract(var_2, var_6, var_7, adj_2, adj_6, adj_7, adj_8);
    wp::adj_extract(var_2, var_3, var_4, adj_2, adj_3, adj_4, adj_5);
    // adj: rot[0][0], rot[0][1], rot[0][2], p[0],                                            <L 602>
    // adj: return mat44(                                                                     <L 601>
    wp::adj_quat_to_matrix(var_1, adj_1, adj_2);
    // adj: rot = wp.quat_to_matrix(q)                                                        <L 599>
    wp::adj_transform_get_rotation(var_xform, adj_xform, adj_1);
    // adj: q = wp.transform_get_rotation(xform)                                              <L 598>
    wp::adj_transform_get_translation(var_xform, adj_xform, adj_0);
    // adj: p = wp.transform_get_translation(xform)                                           <L 597>
    // adj: def transform_to_matrix(xform: transform) -> mat44:                               <L 575>
    return;
}


// warp/_src/math.py:528
static void adj_transform_from_matrix_0(
    wp::mat_t<4, 4, wp::float32> var_mat,
    wp::mat_t<4, 4, wp::float32> & adj_mat,
    wp::transform_t<wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    const wp::int32 var_1 = 3;
    wp::float32 var_2;
    const wp::int32 var_3 = 1;
    const wp::int32 var_4 = 3;
    wp::float32 var_5;
    const wp::int32 var_6 = 2;
    const wp::int32 var_7 = 3;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::quat_t<wp::float32> var_10;
    wp::transform_t<wp::float32> var_11;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::quat_t<wp::float32> adj_10 = {};
    wp::transform_t<wp::float32> adj_11 = {};
    //---------
    // forward
    // def transform_from_matrix(mat: mat44) -> transform:                                    <L 528>
    // p = vec3(mat[0][3], mat[1][3], mat[2][3])                                              <L 550>
    var_2 = wp::extract(var_mat, var_0, var_1);
    var_5 = wp::extract(var_mat, var_3, var_4);
    var_8 = wp::extract(var_mat, var_6, var_7);
    var_9 = wp::vec_t<3, wp::float32>(var_2, var_5, var_8);
    // q = wp.quat_from_matrix(mat)                                                           <L 551>
    var_10 = wp::quat_from_matrix(var_mat);
    // return transform(p, q)                                                                 <L 552>
    var_11 = wp::transform_t<wp::float32>(var_9, var_10);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_11 += adj_ret;
    wp::adj_transform_t(var_9, var_10, adj_9, adj_10, adj_11);
    // adj: return transform(p, q)                                                            <L 552>
    wp::adj_quat_from_matrix(var_mat, adj_mat, adj_10);
    // adj: q = wp.quat_from_matrix(mat)                                                      <L 551>
    wp::adj_vec_t(var_2, var_5, var_8, adj_2, adj_5, adj_8, adj_9);
    wp::adj_extract(var_mat, var_6, var_7, adj_mat, adj_6, adj_7, adj_8);
    wp::adj_extract(var_mat, var_3, var_4, adj_mat, adj_3, adj_4, adj_5);
    wp::adj_extract(var_mat, var_0, var_1, adj_mat, adj_0, adj_1, adj_2);
    // adj: p = vec3(mat[0][3], mat[1][3], mat[2][3])                                         <L 550>
    // adj: def transform_from_matrix(mat: mat44) -> transform:                               <L 528>
    return;
}

struct wp_args_transform_000001_fed459d4 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::transform_t<wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void transform_000001_fed459d4_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_transform_000001_fed459d4 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = 0.273;
    const wp::float32 var_5 = 1.3;
    const wp::float32 var_6 = -1.291;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = 0.6;
    const wp::float32 var_9 = -1.4;
    const wp::float32 var_10 = -1.42;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = 0.8;
    wp::quat_t<wp::float32> var_14;
    wp::transform_t<wp::float32> var_15;
    const wp::float32 var_16 = 0.27;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = -1.5;
    const wp::float32 var_19 = 0.3;
    const wp::float32 var_20 = -0.15;
    wp::quat_t<wp::float32> var_21;
    wp::transform_t<wp::float32> var_22;
    wp::transform_t<wp::float32> var_23;
    wp::quat_t<wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.3;
    const wp::float32 var_28 = 1.66;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.971;
    const wp::float32 var_31 = -1.6;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 0;
    const wp::float32 var_40 = 0.5;
    wp::quat_t<wp::float32> var_41;
    wp::quat_t<wp::float32> var_42;
    wp::quat_t<wp::float32> var_43;
    const wp::float32 var_44 = 2.0;
    const wp::float32 var_45 = -1.0;
    const wp::float32 var_46 = 0.68;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = 1.024;
    const wp::float32 var_49 = 1.39;
    const wp::float32 var_50 = 0.9;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 1.39;
    const wp::float32 var_53 = 0.99;
    const wp::float32 var_54 = 0.69;
    wp::vec_t<3, wp::float32> var_55;
    wp::vec_t<3, wp::float32> var_56;
    const wp::float32 var_57 = 0.364;
    wp::quat_t<wp::float32> var_58;
    wp::transform_t<wp::float32> var_59;
    wp::mat_t<4, 4, wp::float32> var_60;
    wp::transform_t<wp::float32> var_61;
    const wp::int32 var_62 = 5;
    wp::int32 var_63;
    wp::shape_t* var_64;
    const wp::int32 var_65 = 0;
    wp::int32 var_66;
    wp::shape_t var_67;
    wp::int32 var_68;
    wp::vec_t<3, wp::float32>* var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    const wp::float32 var_72 = -1.4;
    const wp::float32 var_73 = 0.311;
    const wp::float32 var_74 = -1.591;
    wp::vec_t<3, wp::float32> var_75;
    const wp::float32 var_76 = 0.36;
    const wp::float32 var_77 = -0.696;
    const wp::float32 var_78 = 1.1;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32> var_80;
    const wp::float32 var_81 = 0.9;
    wp::quat_t<wp::float32> var_82;
    wp::transform_t<wp::float32> var_83;
    const wp::float32 var_84 = -1.5;
    const wp::float32 var_85 = 1.0;
    const wp::float32 var_86 = 0.36;
    wp::vec_t<3, wp::float32> var_87;
    wp::quat_t<wp::float32> var_88;
    wp::transform_t<wp::float32> var_89;
    wp::transform_t<wp::float32> var_90;
    const wp::int32 var_91 = 0;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::vec_t<3, wp::float32> var_94;
    wp::quat_t<wp::float32> var_95;
    wp::transform_t<wp::float32> var_96;
    wp::transform_t<wp::float32> var_97;
    //---------
    // forward
    // def transform_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.transform)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (wp.transform_multiply(wp.transform(wp.vec3(0.273, 1.3, -1.291), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.4, -1.42)), 0.8)), wp.transform(wp.vec3(0.27), wp.quat_rpy(-1.5, 0.3, -0.15)))).q       <L 8>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_14 = wp::quat_from_axis_angle(var_12, var_13);
    var_15 = wp::transform_t<wp::float32>(var_7, var_14);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_21 = wp::quat_rpy(var_18, var_19, var_20);
    var_22 = wp::transform_t<wp::float32>(var_17, var_21);
    var_23 = wp::transform_multiply(var_15, var_22);
    var_24 = wp::transform_get_rotation(var_23);
    // v0.x -= wp.sin(((0.3 - 1.66) / (wp.abs((1.971 - -1.6)) + 1.0)))                        <L 9>
    var_26 = wp::extract(var_2, var_25);
    var_29 = wp::sub(var_27, var_28);
    var_32 = wp::sub(var_30, var_31);
    var_33 = wp::abs(var_32);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_29, var_35);
    var_37 = wp::sin(var_36);
    var_38 = wp::sub(var_26, var_37);
    wp::assign_inplace(var_2, var_39, var_38);
    // v1 = wp.normalize(v1 + v1 * 0.5)                                                       <L 10>
    var_41 = wp::mul(var_24, var_40);
    var_42 = wp::add(var_24, var_41);
    var_43 = wp::normalize(var_42);
    // v2 = wp.vec3(2.0, -1.0, 0.68)                                                          <L 11>
    var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
    // v3 = wp.transform_vector(wp.transform_from_matrix(wp.transform_to_matrix(wp.transform(wp.vec3(1.024, 1.39, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.39, 0.99, 0.69)), 0.364)))), x0[(tid + 5) % x0.shape[0]])       <L 12>
    var_51 = wp::vec_t<3, wp::float32>(var_48, var_49, var_50);
    var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
    var_56 = wp::normalize(var_55);
    var_58 = wp::quat_from_axis_angle(var_56, var_57);
    var_59 = wp::transform_t<wp::float32>(var_51, var_58);
    var_60 = transform_to_matrix_0(var_59);
    var_61 = transform_from_matrix_0(var_60);
    var_63 = wp::add(var_0, var_62);
    var_64 = &(var_x0.shape);
    var_67 = wp::load(var_64);
    var_66 = wp::extract(var_67, var_65);
    var_68 = wp::mod(var_63, var_66);
    var_69 = wp::address(var_x0, var_68);
    var_71 = wp::load(var_69);
    var_70 = wp::transform_vector(var_61, var_71);
    // out0[tid] = wp.transform_multiply(wp.transform_multiply(wp.transform(wp.vec3(-1.4, 0.311, -1.591), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.36, -0.696, 1.1)), 0.9)), wp.transform(wp.vec3(-1.5, 1.0, 0.36), wp.quat_identity())), wp.transform(wp.vec3(wp.sin(v3[0])), wp.quat_identity()))       <L 13>
    var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
    var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
    var_80 = wp::normalize(var_79);
    var_82 = wp::quat_from_axis_angle(var_80, var_81);
    var_83 = wp::transform_t<wp::float32>(var_75, var_82);
    var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
    var_88 = wp::quat_identity<wp::float32>();
    var_89 = wp::transform_t<wp::float32>(var_87, var_88);
    var_90 = wp::transform_multiply(var_83, var_89);
    var_92 = wp::extract(var_70, var_91);
    var_93 = wp::sin(var_92);
    var_94 = wp::vec_t<3, wp::float32>(var_93);
    var_95 = wp::quat_identity<wp::float32>();
    var_96 = wp::transform_t<wp::float32>(var_94, var_95);
    var_97 = wp::transform_multiply(var_90, var_96);
    wp::array_store(var_out0, var_0, var_97);
}



template <bool wp_linear_contiguous>
static void transform_000001_fed459d4_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_transform_000001_fed459d4 *_wp_args,
    wp_args_transform_000001_fed459d4 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = 0.273;
    const wp::float32 var_5 = 1.3;
    const wp::float32 var_6 = -1.291;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = 0.6;
    const wp::float32 var_9 = -1.4;
    const wp::float32 var_10 = -1.42;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = 0.8;
    wp::quat_t<wp::float32> var_14;
    wp::transform_t<wp::float32> var_15;
    const wp::float32 var_16 = 0.27;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = -1.5;
    const wp::float32 var_19 = 0.3;
    const wp::float32 var_20 = -0.15;
    wp::quat_t<wp::float32> var_21;
    wp::transform_t<wp::float32> var_22;
    wp::transform_t<wp::float32> var_23;
    wp::quat_t<wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.3;
    const wp::float32 var_28 = 1.66;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.971;
    const wp::float32 var_31 = -1.6;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 0;
    const wp::float32 var_40 = 0.5;
    wp::quat_t<wp::float32> var_41;
    wp::quat_t<wp::float32> var_42;
    wp::quat_t<wp::float32> var_43;
    const wp::float32 var_44 = 2.0;
    const wp::float32 var_45 = -1.0;
    const wp::float32 var_46 = 0.68;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = 1.024;
    const wp::float32 var_49 = 1.39;
    const wp::float32 var_50 = 0.9;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 1.39;
    const wp::float32 var_53 = 0.99;
    const wp::float32 var_54 = 0.69;
    wp::vec_t<3, wp::float32> var_55;
    wp::vec_t<3, wp::float32> var_56;
    const wp::float32 var_57 = 0.364;
    wp::quat_t<wp::float32> var_58;
    wp::transform_t<wp::float32> var_59;
    wp::mat_t<4, 4, wp::float32> var_60;
    wp::transform_t<wp::float32> var_61;
    const wp::int32 var_62 = 5;
    wp::int32 var_63;
    wp::shape_t* var_64;
    const wp::int32 var_65 = 0;
    wp::int32 var_66;
    wp::shape_t var_67;
    wp::int32 var_68;
    wp::vec_t<3, wp::float32>* var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    const wp::float32 var_72 = -1.4;
    const wp::float32 var_73 = 0.311;
    const wp::float32 var_74 = -1.591;
    wp::vec_t<3, wp::float32> var_75;
    const wp::float32 var_76 = 0.36;
    const wp::float32 var_77 = -0.696;
    const wp::float32 var_78 = 1.1;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32> var_80;
    const wp::float32 var_81 = 0.9;
    wp::quat_t<wp::float32> var_82;
    wp::transform_t<wp::float32> var_83;
    const wp::float32 var_84 = -1.5;
    const wp::float32 var_85 = 1.0;
    const wp::float32 var_86 = 0.36;
    wp::vec_t<3, wp::float32> var_87;
    wp::quat_t<wp::float32> var_88;
    wp::transform_t<wp::float32> var_89;
    wp::transform_t<wp::float32> var_90;
    const wp::int32 var_91 = 0;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::vec_t<3, wp::float32> var_94;
    wp::quat_t<wp::float32> var_95;
    wp::transform_t<wp::float32> var_96;
    wp::transform_t<wp::float32> var_97;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::quat_t<wp::float32> adj_14 = {};
    wp::transform_t<wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::quat_t<wp::float32> adj_21 = {};
    wp::transform_t<wp::float32> adj_22 = {};
    wp::transform_t<wp::float32> adj_23 = {};
    wp::quat_t<wp::float32> adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::quat_t<wp::float32> adj_41 = {};
    wp::quat_t<wp::float32> adj_42 = {};
    wp::quat_t<wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::vec_t<3, wp::float32> adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::float32 adj_57 = {};
    wp::quat_t<wp::float32> adj_58 = {};
    wp::transform_t<wp::float32> adj_59 = {};
    wp::mat_t<4, 4, wp::float32> adj_60 = {};
    wp::transform_t<wp::float32> adj_61 = {};
    wp::int32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::shape_t adj_64 = {};
    wp::int32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::shape_t adj_67 = {};
    wp::int32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::vec_t<3, wp::float32> adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::float32 adj_81 = {};
    wp::quat_t<wp::float32> adj_82 = {};
    wp::transform_t<wp::float32> adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::quat_t<wp::float32> adj_88 = {};
    wp::transform_t<wp::float32> adj_89 = {};
    wp::transform_t<wp::float32> adj_90 = {};
    wp::int32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::vec_t<3, wp::float32> adj_94 = {};
    wp::quat_t<wp::float32> adj_95 = {};
    wp::transform_t<wp::float32> adj_96 = {};
    wp::transform_t<wp::float32> adj_97 = {};
    //---------
    // forward
    // def transform_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.transform)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (wp.transform_multiply(wp.transform(wp.vec3(0.273, 1.3, -1.291), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.4, -1.42)), 0.8)), wp.transform(wp.vec3(0.27), wp.quat_rpy(-1.5, 0.3, -0.15)))).q       <L 8>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_14 = wp::quat_from_axis_angle(var_12, var_13);
    var_15 = wp::transform_t<wp::float32>(var_7, var_14);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_21 = wp::quat_rpy(var_18, var_19, var_20);
    var_22 = wp::transform_t<wp::float32>(var_17, var_21);
    var_23 = wp::transform_multiply(var_15, var_22);
    var_24 = wp::transform_get_rotation(var_23);
    // v0.x -= wp.sin(((0.3 - 1.66) / (wp.abs((1.971 - -1.6)) + 1.0)))                        <L 9>
    var_26 = wp::extract(var_2, var_25);
    var_29 = wp::sub(var_27, var_28);
    var_32 = wp::sub(var_30, var_31);
    var_33 = wp::abs(var_32);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_29, var_35);
    var_37 = wp::sin(var_36);
    var_38 = wp::sub(var_26, var_37);
    wp::assign_inplace(var_2, var_39, var_38);
    // v1 = wp.normalize(v1 + v1 * 0.5)                                                       <L 10>
    var_41 = wp::mul(var_24, var_40);
    var_42 = wp::add(var_24, var_41);
    var_43 = wp::normalize(var_42);
    // v2 = wp.vec3(2.0, -1.0, 0.68)                                                          <L 11>
    var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
    // v3 = wp.transform_vector(wp.transform_from_matrix(wp.transform_to_matrix(wp.transform(wp.vec3(1.024, 1.39, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.39, 0.99, 0.69)), 0.364)))), x0[(tid + 5) % x0.shape[0]])       <L 12>
    var_51 = wp::vec_t<3, wp::float32>(var_48, var_49, var_50);
    var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
    var_56 = wp::normalize(var_55);
    var_58 = wp::quat_from_axis_angle(var_56, var_57);
    var_59 = wp::transform_t<wp::float32>(var_51, var_58);
    var_60 = transform_to_matrix_0(var_59);
    var_61 = transform_from_matrix_0(var_60);
    var_63 = wp::add(var_0, var_62);
    var_64 = &(var_x0.shape);
    var_67 = wp::load(var_64);
    var_66 = wp::extract(var_67, var_65);
    var_68 = wp::mod(var_63, var_66);
    var_69 = wp::address(var_x0, var_68);
    var_71 = wp::load(var_69);
    var_70 = wp::transform_vector(var_61, var_71);
    // out0[tid] = wp.transform_multiply(wp.transform_multiply(wp.transform(wp.vec3(-1.4, 0.311, -1.591), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.36, -0.696, 1.1)), 0.9)), wp.transform(wp.vec3(-1.5, 1.0, 0.36), wp.quat_identity())), wp.transform(wp.vec3(wp.sin(v3[0])), wp.quat_identity()))       <L 13>
    var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
    var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
    var_80 = wp::normalize(var_79);
    var_82 = wp::quat_from_axis_angle(var_80, var_81);
    var_83 = wp::transform_t<wp::float32>(var_75, var_82);
    var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
    var_88 = wp::quat_identity<wp::float32>();
    var_89 = wp::transform_t<wp::float32>(var_87, var_88);
    var_90 = wp::transform_multiply(var_83, var_89);
    var_92 = wp::extract(var_70, var_91);
    var_93 = wp::sin(var_92);
    var_94 = wp::vec_t<3, wp::float32>(var_93);
    var_95 = wp::quat_identity<wp::float32>();
    var_96 = wp::transform_t<wp::float32>(var_94, var_95);
    var_97 = wp::transform_multiply(var_90, var_96);
    // wp::array_store(var_out0, var_0, var_97);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_97, adj_out0, adj_0, adj_97);
    wp::adj_transform_multiply(var_90, var_96, adj_90, adj_96, adj_97);
    wp::adj_transform_t(var_94, var_95, adj_94, adj_95, adj_96);
    wp::adj_vec_t(var_93, adj_93, adj_94);
    wp::adj_sin(var_92, adj_92, adj_93);
    wp::adj_extract(var_70, var_91, adj_70, adj_91, adj_92);
    wp::adj_transform_multiply(var_83, var_89, adj_83, adj_89, adj_90);
    wp::adj_transform_t(var_87, var_88, adj_87, adj_88, adj_89);
    wp::adj_vec_t(var_84, var_85, var_86, adj_84, adj_85, adj_86, adj_87);
    wp::adj_transform_t(var_75, var_82, adj_75, adj_82, adj_83);
    wp::adj_quat_from_axis_angle(var_80, var_81, adj_80, adj_81, adj_82);
    wp::adj_normalize(var_79, var_80, adj_79, adj_80);
    wp::adj_vec_t(var_76, var_77, var_78, adj_76, adj_77, adj_78, adj_79);
    wp::adj_vec_t(var_72, var_73, var_74, adj_72, adj_73, adj_74, adj_75);
    // adj: out0[tid] = wp.transform_multiply(wp.transform_multiply(wp.transform(wp.vec3(-1.4, 0.311, -1.591), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.36, -0.696, 1.1)), 0.9)), wp.transform(wp.vec3(-1.5, 1.0, 0.36), wp.quat_identity())), wp.transform(wp.vec3(wp.sin(v3[0])), wp.quat_identity()))  <L 13>
    wp::adj_transform_vector(var_61, var_71, adj_61, adj_69, adj_70);
    wp::adj_address(var_x0, var_68, adj_x0, adj_68, adj_69);
    wp::adj_mod(var_63, var_66, adj_63, adj_66, adj_68);
    adj_x0.shape = adj_64;
    wp::adj_add(var_0, var_62, adj_0, adj_62, adj_63);
    adj_transform_from_matrix_0(var_60, adj_60, adj_61);
    adj_transform_to_matrix_0(var_59, adj_59, adj_60);
    wp::adj_transform_t(var_51, var_58, adj_51, adj_58, adj_59);
    wp::adj_quat_from_axis_angle(var_56, var_57, adj_56, adj_57, adj_58);
    wp::adj_normalize(var_55, var_56, adj_55, adj_56);
    wp::adj_vec_t(var_52, var_53, var_54, adj_52, adj_53, adj_54, adj_55);
    wp::adj_vec_t(var_48, var_49, var_50, adj_48, adj_49, adj_50, adj_51);
    // adj: v3 = wp.transform_vector(wp.transform_from_matrix(wp.transform_to_matrix(wp.transform(wp.vec3(1.024, 1.39, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.39, 0.99, 0.69)), 0.364)))), x0[(tid + 5) % x0.shape[0]])  <L 12>
    wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
    // adj: v2 = wp.vec3(2.0, -1.0, 0.68)                                                     <L 11>
    wp::adj_normalize(var_42, adj_42, adj_43);
    wp::adj_add(var_24, var_41, adj_24, adj_41, adj_42);
    wp::adj_mul(var_24, var_40, adj_24, adj_40, adj_41);
    // adj: v1 = wp.normalize(v1 + v1 * 0.5)                                                  <L 10>
    wp::adj_assign_inplace(var_2, var_39, var_38, adj_2, adj_39, adj_38);
    wp::adj_sub(var_26, var_37, adj_26, adj_37, adj_38);
    wp::adj_sin(var_36, adj_36, adj_37);
    wp::adj_div(var_29, var_35, var_36, adj_29, adj_35, adj_36);
    wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_abs(var_32, adj_32, adj_33);
    wp::adj_sub(var_30, var_31, adj_30, adj_31, adj_32);
    wp::adj_sub(var_27, var_28, adj_27, adj_28, adj_29);
    wp::adj_extract(var_2, var_25, adj_2, adj_25, adj_26);
    // adj: v0.x -= wp.sin(((0.3 - 1.66) / (wp.abs((1.971 - -1.6)) + 1.0)))                   <L 9>
    wp::adj_transform_get_rotation(var_23, adj_23, adj_24);
    wp::adj_transform_multiply(var_15, var_22, adj_15, adj_22, adj_23);
    wp::adj_transform_t(var_17, var_21, adj_17, adj_21, adj_22);
    wp::adj_quat_rpy(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    wp::adj_vec_t(var_16, adj_16, adj_17);
    wp::adj_transform_t(var_7, var_14, adj_7, adj_14, adj_15);
    wp::adj_quat_from_axis_angle(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_normalize(var_11, var_12, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    // adj: v1 = (wp.transform_multiply(wp.transform(wp.vec3(0.273, 1.3, -1.291), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.4, -1.42)), 0.8)), wp.transform(wp.vec3(0.27), wp.quat_rpy(-1.5, 0.3, -0.15)))).q  <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def transform_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.transform)):  <L 5>
    return;
}



struct transform_000001_fed459d4_cpu_block_payload_forward
{
    wp_args_transform_000001_fed459d4* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000001_fed459d4_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    transform_000001_fed459d4_cpu_block_payload_forward* payload = (transform_000001_fed459d4_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000001_fed459d4_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void transform_000001_fed459d4_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_transform_000001_fed459d4 *_wp_args)
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
        transform_000001_fed459d4_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000001_fed459d4_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct transform_000001_fed459d4_cpu_block_payload_backward
{
    wp_args_transform_000001_fed459d4* args;
    wp_args_transform_000001_fed459d4* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000001_fed459d4_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    transform_000001_fed459d4_cpu_block_payload_backward* payload = (transform_000001_fed459d4_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000001_fed459d4_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void transform_000001_fed459d4_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_transform_000001_fed459d4 *_wp_args,
    wp_args_transform_000001_fed459d4 *_wp_adj_args)
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
        transform_000001_fed459d4_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000001_fed459d4_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

