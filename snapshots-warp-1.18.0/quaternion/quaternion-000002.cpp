// Generated for case quaternion-000002 with warp-lang 1.18.0. Do not edit.
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


// quaternion-000002.py:4
static void quaternion_000002_f0_0(
    wp::quat_t<wp::float32> var_p0,
    wp::quat_t<wp::float32> & ret_0,
    wp::float32 & ret_1)
{
    //---------
    // primal vars
    wp::quat_t<wp::float32> var_0;
    const wp::float32 var_1 = 0.64;
    const wp::float32 var_2 = -0.5;
    const wp::float32 var_3 = 1.19;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    const wp::float32 var_6 = 1.04;
    wp::quat_t<wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::float32 var_9 = 1.5;
    const wp::float32 var_10 = 3.0;
    const wp::float32 var_11 = 4.5;
    wp::vec_t<3, wp::float32> var_12;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::mat_t<3, 3, wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::mat_t<3, 3, wp::float32> var_18;
    const wp::int32 var_19 = 0;
    const wp::int32 var_20 = 0;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    const wp::int32 var_24 = 1;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    const wp::int32 var_28 = 2;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.0;
    const wp::float32 var_33 = 0.0;
    const wp::float32 var_34 = 1.0;
    wp::vec_t<3, wp::float32> var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 2;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 3;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 0;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 2;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::quat_t<wp::float32> var_60;
    wp::quat_t<wp::float32> var_61;
    wp::quat_t<wp::float32> var_62;
    const wp::float32 var_63 = 1.0;
    const wp::int32 var_64 = 0;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::int32 var_67 = 1;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::int32 var_70 = 2;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 3;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    //---------
    // forward
    // def quaternion_000002_f0(p0: wp.quat):                                                 <L 5>
    // v0 = p0                                                                                <L 6>
    var_0 = wp::copy(var_p0);
    // v1 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.64, -0.5, 1.19)), 1.04)            <L 7>
    var_4 = wp::vec_t<3, wp::float32>(var_1, var_2, var_3);
    var_5 = wp::normalize(var_4);
    var_7 = wp::quat_from_axis_angle(var_5, var_6);
    // m2 = wp.quat_to_matrix(p0) + wp.diag(wp.vec3(1.5, 3.0, 4.5))                           <L 8>
    var_8 = wp::quat_to_matrix(var_p0);
    var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
    var_13 = wp::diag(var_12);
    var_14 = wp::add(var_8, var_13);
    // m3 = wp.mat33()                                                                        <L 9>
    var_15 = wp::mat_t<3, 3, wp::float32>();
    // m4 = wp.mat33()                                                                        <L 10>
    var_16 = wp::mat_t<3, 3, wp::float32>();
    // wp.qr3(m2, m3, m4)                                                                     <L 11>
    wp::qr3(var_14, var_15, var_16);
    // v5 = wp.transpose(m4) @ m4                                                             <L 12>
    var_17 = wp::transpose(var_16);
    var_18 = wp::mul(var_17, var_16);
    // v6 = wp.vec3(wp.abs(m4[0, 0]), wp.abs(m4[1, 1]), wp.abs(m4[2, 2]))                     <L 13>
    var_21 = wp::extract(var_16, var_19, var_20);
    var_22 = wp::abs(var_21);
    var_25 = wp::extract(var_16, var_23, var_24);
    var_26 = wp::abs(var_25);
    var_29 = wp::extract(var_16, var_27, var_28);
    var_30 = wp::abs(var_29);
    var_31 = wp::vec_t<3, wp::float32>(var_22, var_26, var_30);
    // return wp.normalize(p0 * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0[0] + v0[1] + v0[2] + v0[3] + wp.ddot(m2, wp.mat33(1.0)) + v6[0] + v6[1] + v6[2])), 1.0 + v1[0] + v1[1] + v1[2] + v1[3] + wp.ddot(v5, wp.mat33(1.0))       <L 14>
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_37 = wp::extract(var_0, var_36);
    var_39 = wp::extract(var_0, var_38);
    var_40 = wp::add(var_37, var_39);
    var_42 = wp::extract(var_0, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_0, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::mat_t<3, 3, wp::float32>(var_47);
    var_49 = wp::ddot(var_14, var_48);
    var_50 = wp::add(var_46, var_49);
    var_52 = wp::extract(var_31, var_51);
    var_53 = wp::add(var_50, var_52);
    var_55 = wp::extract(var_31, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_31, var_57);
    var_59 = wp::add(var_56, var_58);
    var_60 = wp::quat_from_axis_angle(var_35, var_59);
    var_61 = wp::mul(var_p0, var_60);
    var_62 = wp::normalize(var_61);
    var_65 = wp::extract(var_7, var_64);
    var_66 = wp::add(var_63, var_65);
    var_68 = wp::extract(var_7, var_67);
    var_69 = wp::add(var_66, var_68);
    var_71 = wp::extract(var_7, var_70);
    var_72 = wp::add(var_69, var_71);
    var_74 = wp::extract(var_7, var_73);
    var_75 = wp::add(var_72, var_74);
    var_77 = wp::mat_t<3, 3, wp::float32>(var_76);
    var_78 = wp::ddot(var_18, var_77);
    var_79 = wp::add(var_75, var_78);
    ret_0 = var_62;
    ret_1 = var_79;
    return;
}


// quaternion-000002.py:4
static void adj_quaternion_000002_f0_0(
    wp::quat_t<wp::float32> var_p0,
    wp::quat_t<wp::float32> & ret_0,
    wp::float32 & ret_1,
    wp::quat_t<wp::float32> & adj_p0,
    wp::quat_t<wp::float32> & adj_ret_0,
    wp::float32 & adj_ret_1)
{
    //---------
    // primal vars
    wp::quat_t<wp::float32> var_0;
    const wp::float32 var_1 = 0.64;
    const wp::float32 var_2 = -0.5;
    const wp::float32 var_3 = 1.19;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    const wp::float32 var_6 = 1.04;
    wp::quat_t<wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::float32 var_9 = 1.5;
    const wp::float32 var_10 = 3.0;
    const wp::float32 var_11 = 4.5;
    wp::vec_t<3, wp::float32> var_12;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::mat_t<3, 3, wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::mat_t<3, 3, wp::float32> var_18;
    const wp::int32 var_19 = 0;
    const wp::int32 var_20 = 0;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    const wp::int32 var_24 = 1;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    const wp::int32 var_28 = 2;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.0;
    const wp::float32 var_33 = 0.0;
    const wp::float32 var_34 = 1.0;
    wp::vec_t<3, wp::float32> var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 2;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 3;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 0;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 2;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::quat_t<wp::float32> var_60;
    wp::quat_t<wp::float32> var_61;
    wp::quat_t<wp::float32> var_62;
    const wp::float32 var_63 = 1.0;
    const wp::int32 var_64 = 0;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::int32 var_67 = 1;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::int32 var_70 = 2;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 3;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    //---------
    // dual vars
    wp::quat_t<wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::quat_t<wp::float32> adj_7 = {};
    wp::mat_t<3, 3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::mat_t<3, 3, wp::float32> adj_13 = {};
    wp::mat_t<3, 3, wp::float32> adj_14 = {};
    wp::mat_t<3, 3, wp::float32> adj_15 = {};
    wp::mat_t<3, 3, wp::float32> adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::mat_t<3, 3, wp::float32> adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::mat_t<3, 3, wp::float32> adj_48 = {};
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
    wp::quat_t<wp::float32> adj_60 = {};
    wp::quat_t<wp::float32> adj_61 = {};
    wp::quat_t<wp::float32> adj_62 = {};
    wp::float32 adj_63 = {};
    wp::int32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::int32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::int32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::int32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::mat_t<3, 3, wp::float32> adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    //---------
    // forward
    // def quaternion_000002_f0(p0: wp.quat):                                                 <L 5>
    // v0 = p0                                                                                <L 6>
    var_0 = wp::copy(var_p0);
    // v1 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.64, -0.5, 1.19)), 1.04)            <L 7>
    var_4 = wp::vec_t<3, wp::float32>(var_1, var_2, var_3);
    var_5 = wp::normalize(var_4);
    var_7 = wp::quat_from_axis_angle(var_5, var_6);
    // m2 = wp.quat_to_matrix(p0) + wp.diag(wp.vec3(1.5, 3.0, 4.5))                           <L 8>
    var_8 = wp::quat_to_matrix(var_p0);
    var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
    var_13 = wp::diag(var_12);
    var_14 = wp::add(var_8, var_13);
    // m3 = wp.mat33()                                                                        <L 9>
    var_15 = wp::mat_t<3, 3, wp::float32>();
    // m4 = wp.mat33()                                                                        <L 10>
    var_16 = wp::mat_t<3, 3, wp::float32>();
    // wp.qr3(m2, m3, m4)                                                                     <L 11>
    wp::qr3(var_14, var_15, var_16);
    // v5 = wp.transpose(m4) @ m4                                                             <L 12>
    var_17 = wp::transpose(var_16);
    var_18 = wp::mul(var_17, var_16);
    // v6 = wp.vec3(wp.abs(m4[0, 0]), wp.abs(m4[1, 1]), wp.abs(m4[2, 2]))                     <L 13>
    var_21 = wp::extract(var_16, var_19, var_20);
    var_22 = wp::abs(var_21);
    var_25 = wp::extract(var_16, var_23, var_24);
    var_26 = wp::abs(var_25);
    var_29 = wp::extract(var_16, var_27, var_28);
    var_30 = wp::abs(var_29);
    var_31 = wp::vec_t<3, wp::float32>(var_22, var_26, var_30);
    // return wp.normalize(p0 * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0[0] + v0[1] + v0[2] + v0[3] + wp.ddot(m2, wp.mat33(1.0)) + v6[0] + v6[1] + v6[2])), 1.0 + v1[0] + v1[1] + v1[2] + v1[3] + wp.ddot(v5, wp.mat33(1.0))       <L 14>
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_37 = wp::extract(var_0, var_36);
    var_39 = wp::extract(var_0, var_38);
    var_40 = wp::add(var_37, var_39);
    var_42 = wp::extract(var_0, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_0, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::mat_t<3, 3, wp::float32>(var_47);
    var_49 = wp::ddot(var_14, var_48);
    var_50 = wp::add(var_46, var_49);
    var_52 = wp::extract(var_31, var_51);
    var_53 = wp::add(var_50, var_52);
    var_55 = wp::extract(var_31, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_31, var_57);
    var_59 = wp::add(var_56, var_58);
    var_60 = wp::quat_from_axis_angle(var_35, var_59);
    var_61 = wp::mul(var_p0, var_60);
    var_62 = wp::normalize(var_61);
    var_65 = wp::extract(var_7, var_64);
    var_66 = wp::add(var_63, var_65);
    var_68 = wp::extract(var_7, var_67);
    var_69 = wp::add(var_66, var_68);
    var_71 = wp::extract(var_7, var_70);
    var_72 = wp::add(var_69, var_71);
    var_74 = wp::extract(var_7, var_73);
    var_75 = wp::add(var_72, var_74);
    var_77 = wp::mat_t<3, 3, wp::float32>(var_76);
    var_78 = wp::ddot(var_18, var_77);
    var_79 = wp::add(var_75, var_78);
    ret_0 = var_62;
    ret_1 = var_79;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_79 += adj_ret_1;
    adj_62 += adj_ret_0;
    wp::adj_add(var_75, var_78, adj_75, adj_78, adj_79);
    wp::adj_ddot(var_18, var_77, adj_18, adj_77, adj_78);
    wp::adj_mat_t(var_76, adj_76, adj_77);
    wp::adj_add(var_72, var_74, adj_72, adj_74, adj_75);
    wp::adj_extract(var_7, var_73, adj_7, adj_73, adj_74);
    wp::adj_add(var_69, var_71, adj_69, adj_71, adj_72);
    wp::adj_extract(var_7, var_70, adj_7, adj_70, adj_71);
    wp::adj_add(var_66, var_68, adj_66, adj_68, adj_69);
    wp::adj_extract(var_7, var_67, adj_7, adj_67, adj_68);
    wp::adj_add(var_63, var_65, adj_63, adj_65, adj_66);
    wp::adj_extract(var_7, var_64, adj_7, adj_64, adj_65);
    wp::adj_normalize(var_61, adj_61, adj_62);
    wp::adj_mul(var_p0, var_60, adj_p0, adj_60, adj_61);
    wp::adj_quat_from_axis_angle(var_35, var_59, adj_35, adj_59, adj_60);
    wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
    wp::adj_extract(var_31, var_57, adj_31, adj_57, adj_58);
    wp::adj_add(var_53, var_55, adj_53, adj_55, adj_56);
    wp::adj_extract(var_31, var_54, adj_31, adj_54, adj_55);
    wp::adj_add(var_50, var_52, adj_50, adj_52, adj_53);
    wp::adj_extract(var_31, var_51, adj_31, adj_51, adj_52);
    wp::adj_add(var_46, var_49, adj_46, adj_49, adj_50);
    wp::adj_ddot(var_14, var_48, adj_14, adj_48, adj_49);
    wp::adj_mat_t(var_47, adj_47, adj_48);
    wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
    wp::adj_extract(var_0, var_44, adj_0, adj_44, adj_45);
    wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
    wp::adj_extract(var_0, var_41, adj_0, adj_41, adj_42);
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_extract(var_0, var_38, adj_0, adj_38, adj_39);
    wp::adj_extract(var_0, var_36, adj_0, adj_36, adj_37);
    wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
    // adj: return wp.normalize(p0 * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0[0] + v0[1] + v0[2] + v0[3] + wp.ddot(m2, wp.mat33(1.0)) + v6[0] + v6[1] + v6[2])), 1.0 + v1[0] + v1[1] + v1[2] + v1[3] + wp.ddot(v5, wp.mat33(1.0))  <L 14>
    wp::adj_vec_t(var_22, var_26, var_30, adj_22, adj_26, adj_30, adj_31);
    wp::adj_abs(var_29, adj_29, adj_30);
    wp::adj_extract(var_16, var_27, var_28, adj_16, adj_27, adj_28, adj_29);
    wp::adj_abs(var_25, adj_25, adj_26);
    wp::adj_extract(var_16, var_23, var_24, adj_16, adj_23, adj_24, adj_25);
    wp::adj_abs(var_21, adj_21, adj_22);
    wp::adj_extract(var_16, var_19, var_20, adj_16, adj_19, adj_20, adj_21);
    // adj: v6 = wp.vec3(wp.abs(m4[0, 0]), wp.abs(m4[1, 1]), wp.abs(m4[2, 2]))                <L 13>
    wp::adj_mul(var_17, var_16, adj_17, adj_16, adj_18);
    wp::adj_transpose(var_16, adj_16, adj_17);
    // adj: v5 = wp.transpose(m4) @ m4                                                        <L 12>
    wp::adj_qr3(var_14, var_15, var_16, adj_14, adj_15, adj_16);
    // adj: wp.qr3(m2, m3, m4)                                                                <L 11>
    // adj: m4 = wp.mat33()                                                                   <L 10>
    // adj: m3 = wp.mat33()                                                                   <L 9>
    wp::adj_add(var_8, var_13, adj_8, adj_13, adj_14);
    wp::adj_diag(var_12, adj_12, adj_13);
    wp::adj_vec_t(var_9, var_10, var_11, adj_9, adj_10, adj_11, adj_12);
    wp::adj_quat_to_matrix(var_p0, adj_p0, adj_8);
    // adj: m2 = wp.quat_to_matrix(p0) + wp.diag(wp.vec3(1.5, 3.0, 4.5))                      <L 8>
    wp::adj_quat_from_axis_angle(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_normalize(var_4, var_5, adj_4, adj_5);
    wp::adj_vec_t(var_1, var_2, var_3, adj_1, adj_2, adj_3, adj_4);
    // adj: v1 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.64, -0.5, 1.19)), 1.04)       <L 7>
    wp::adj_copy(var_p0, adj_p0, adj_0);
    // adj: v0 = p0                                                                           <L 6>
    // adj: def quaternion_000002_f0(p0: wp.quat):                                            <L 5>
    return;
}

struct wp_args_quaternion_000002_10acce61 {
    wp::array_t<wp::quat_t<wp::float32>> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::quat_t<wp::float32>> out0;
};


void quaternion_000002_10acce61_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000002_10acce61 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::quat_t<wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::quat_t<wp::float32>* var_1;
    wp::quat_t<wp::float32> var_2;
    wp::quat_t<wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::float32 var_7 = 1.67;
    const wp::float32 var_8 = -1.6;
    const wp::float32 var_9 = 1.0;
    wp::quat_t<wp::float32> var_10;
    wp::quat_t<wp::float32> var_11;
    wp::quat_t<wp::float32> var_12;
    wp::quat_t<wp::float32> var_13;
    wp::quat_t<wp::float32> var_14;
    wp::quat_t<wp::float32> var_15;
    wp::float32 var_16;
    wp::quat_t<wp::float32> var_17;
    wp::quat_t<wp::float32> var_18;
    wp::quat_t<wp::float32> var_19;
    wp::quat_t<wp::float32> var_20;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 0.0;
    const wp::float32 var_23 = 1.0;
    wp::vec_t<3, wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::quat_t<wp::float32> var_34;
    wp::quat_t<wp::float32> var_35;
    wp::quat_t<wp::float32> var_36;
    //---------
    // forward
    // def quaternion_000002(x0: wp.array[wp.quat], x1: wp.array[wp.vec3], acc0: wp.array[float], out0: wp.array[wp.quat]):       <L 18>
    // tid = wp.tid()  # one thread per element                                               <L 20>
    var_0 = builtin_tid1d();
    // v7 = x0[tid]                                                                           <L 21>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v8 = x1[tid]                                                                           <L 22>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v9 = wp.mul(wp.quat_rpy(1.67, -1.6, 1.0), v7)                                          <L 23>
    var_10 = wp::quat_rpy(var_7, var_8, var_9);
    var_11 = wp::mul(var_10, var_2);
    // v10 = wp.quat_inverse(v9)                                                              <L 24>
    var_12 = wp::quat_inverse(var_11);
    // v11 = (v10 * v10)                                                                      <L 25>
    var_13 = wp::mul(var_12, var_12);
    // v12, v13 = quaternion_000002_f0(wp.normalize(v9))                                      <L 26>
    var_14 = wp::normalize(var_11);
    quaternion_000002_f0_0(var_14, var_15, var_16);
    // out0[tid] = wp.normalize(wp.normalize(v10 * v11 * v12 * v11) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v8[0] + v8[1] + v8[2] + v13))       <L 28>
    var_17 = wp::mul(var_12, var_13);
    var_18 = wp::mul(var_17, var_15);
    var_19 = wp::mul(var_18, var_13);
    var_20 = wp::normalize(var_19);
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_26 = wp::extract(var_5, var_25);
    var_28 = wp::extract(var_5, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_5, var_30);
    var_32 = wp::add(var_29, var_31);
    var_33 = wp::add(var_32, var_16);
    var_34 = wp::quat_from_axis_angle(var_24, var_33);
    var_35 = wp::mul(var_20, var_34);
    var_36 = wp::normalize(var_35);
    wp::array_store(var_out0, var_0, var_36);
}



void quaternion_000002_10acce61_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000002_10acce61 *_wp_args,
    wp_args_quaternion_000002_10acce61 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::quat_t<wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::quat_t<wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::quat_t<wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::quat_t<wp::float32>* var_1;
    wp::quat_t<wp::float32> var_2;
    wp::quat_t<wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::float32 var_7 = 1.67;
    const wp::float32 var_8 = -1.6;
    const wp::float32 var_9 = 1.0;
    wp::quat_t<wp::float32> var_10;
    wp::quat_t<wp::float32> var_11;
    wp::quat_t<wp::float32> var_12;
    wp::quat_t<wp::float32> var_13;
    wp::quat_t<wp::float32> var_14;
    wp::quat_t<wp::float32> var_15;
    wp::float32 var_16;
    wp::quat_t<wp::float32> var_17;
    wp::quat_t<wp::float32> var_18;
    wp::quat_t<wp::float32> var_19;
    wp::quat_t<wp::float32> var_20;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 0.0;
    const wp::float32 var_23 = 1.0;
    wp::vec_t<3, wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::quat_t<wp::float32> var_34;
    wp::quat_t<wp::float32> var_35;
    wp::quat_t<wp::float32> var_36;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::quat_t<wp::float32> adj_1 = {};
    wp::quat_t<wp::float32> adj_2 = {};
    wp::quat_t<wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::quat_t<wp::float32> adj_10 = {};
    wp::quat_t<wp::float32> adj_11 = {};
    wp::quat_t<wp::float32> adj_12 = {};
    wp::quat_t<wp::float32> adj_13 = {};
    wp::quat_t<wp::float32> adj_14 = {};
    wp::quat_t<wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::quat_t<wp::float32> adj_17 = {};
    wp::quat_t<wp::float32> adj_18 = {};
    wp::quat_t<wp::float32> adj_19 = {};
    wp::quat_t<wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::quat_t<wp::float32> adj_34 = {};
    wp::quat_t<wp::float32> adj_35 = {};
    wp::quat_t<wp::float32> adj_36 = {};
    //---------
    // forward
    // def quaternion_000002(x0: wp.array[wp.quat], x1: wp.array[wp.vec3], acc0: wp.array[float], out0: wp.array[wp.quat]):       <L 18>
    // tid = wp.tid()  # one thread per element                                               <L 20>
    var_0 = builtin_tid1d();
    // v7 = x0[tid]                                                                           <L 21>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v8 = x1[tid]                                                                           <L 22>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v9 = wp.mul(wp.quat_rpy(1.67, -1.6, 1.0), v7)                                          <L 23>
    var_10 = wp::quat_rpy(var_7, var_8, var_9);
    var_11 = wp::mul(var_10, var_2);
    // v10 = wp.quat_inverse(v9)                                                              <L 24>
    var_12 = wp::quat_inverse(var_11);
    // v11 = (v10 * v10)                                                                      <L 25>
    var_13 = wp::mul(var_12, var_12);
    // v12, v13 = quaternion_000002_f0(wp.normalize(v9))                                      <L 26>
    var_14 = wp::normalize(var_11);
    quaternion_000002_f0_0(var_14, var_15, var_16);
    // out0[tid] = wp.normalize(wp.normalize(v10 * v11 * v12 * v11) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v8[0] + v8[1] + v8[2] + v13))       <L 28>
    var_17 = wp::mul(var_12, var_13);
    var_18 = wp::mul(var_17, var_15);
    var_19 = wp::mul(var_18, var_13);
    var_20 = wp::normalize(var_19);
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_26 = wp::extract(var_5, var_25);
    var_28 = wp::extract(var_5, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_5, var_30);
    var_32 = wp::add(var_29, var_31);
    var_33 = wp::add(var_32, var_16);
    var_34 = wp::quat_from_axis_angle(var_24, var_33);
    var_35 = wp::mul(var_20, var_34);
    var_36 = wp::normalize(var_35);
    // wp::array_store(var_out0, var_0, var_36);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_36, adj_out0, adj_0, adj_36);
    wp::adj_normalize(var_35, adj_35, adj_36);
    wp::adj_mul(var_20, var_34, adj_20, adj_34, adj_35);
    wp::adj_quat_from_axis_angle(var_24, var_33, adj_24, adj_33, adj_34);
    wp::adj_add(var_32, var_16, adj_32, adj_16, adj_33);
    wp::adj_add(var_29, var_31, adj_29, adj_31, adj_32);
    wp::adj_extract(var_5, var_30, adj_5, adj_30, adj_31);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_5, var_27, adj_5, adj_27, adj_28);
    wp::adj_extract(var_5, var_25, adj_5, adj_25, adj_26);
    wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
    wp::adj_normalize(var_19, adj_19, adj_20);
    wp::adj_mul(var_18, var_13, adj_18, adj_13, adj_19);
    wp::adj_mul(var_17, var_15, adj_17, adj_15, adj_18);
    wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_17);
    // adj: out0[tid] = wp.normalize(wp.normalize(v10 * v11 * v12 * v11) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v8[0] + v8[1] + v8[2] + v13))  <L 28>
    adj_quaternion_000002_f0_0(var_14, var_15, var_16, adj_14, adj_15, adj_16);
    wp::adj_normalize(var_11, adj_11, adj_14);
    // adj: v12, v13 = quaternion_000002_f0(wp.normalize(v9))                                 <L 26>
    wp::adj_mul(var_12, var_12, adj_12, adj_12, adj_13);
    // adj: v11 = (v10 * v10)                                                                 <L 25>
    wp::adj_quat_inverse(var_11, adj_11, adj_12);
    // adj: v10 = wp.quat_inverse(v9)                                                         <L 24>
    wp::adj_mul(var_10, var_2, adj_10, adj_2, adj_11);
    wp::adj_quat_rpy(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
    // adj: v9 = wp.mul(wp.quat_rpy(1.67, -1.6, 1.0), v7)                                     <L 23>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v8 = x1[tid]                                                                      <L 22>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v7 = x0[tid]                                                                      <L 21>
    // adj: tid = wp.tid()  # one thread per element                                          <L 20>
    // adj: def quaternion_000002(x0: wp.array[wp.quat], x1: wp.array[wp.vec3], acc0: wp.array[float], out0: wp.array[wp.quat]):  <L 18>
    return;
}



struct quaternion_000002_10acce61_cpu_block_payload_forward
{
    wp_args_quaternion_000002_10acce61* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000002_10acce61_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000002_10acce61_cpu_block_payload_forward* payload = (quaternion_000002_10acce61_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000002_10acce61_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void quaternion_000002_10acce61_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000002_10acce61 *_wp_args)
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
        quaternion_000002_10acce61_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000002_10acce61_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct quaternion_000002_10acce61_cpu_block_payload_backward
{
    wp_args_quaternion_000002_10acce61* args;
    wp_args_quaternion_000002_10acce61* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000002_10acce61_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000002_10acce61_cpu_block_payload_backward* payload = (quaternion_000002_10acce61_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000002_10acce61_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void quaternion_000002_10acce61_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000002_10acce61 *_wp_args,
    wp_args_quaternion_000002_10acce61 *_wp_adj_args)
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
        quaternion_000002_10acce61_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000002_10acce61_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

