// Generated for case function-000001 with warp-lang 1.19.0. Do not edit.
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


// function-000001.py:25
static wp::float32 function_000001_f2_0(
    wp::float32 var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // forward
    // def function_000001_f2(p0: float, p1: float) -> float:                                 <L 26>
    // return wp.cos((1.0 / (1.0 + p0 * p0)))                                                 <L 27>
    var_2 = wp::mul(var_p0, var_p0);
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::div(var_0, var_3);
    var_5 = wp::cos(var_4);
    return var_5;
}


// function-000001.py:4
static wp::vec_t<3, wp::float32> function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::int32 var_1 = 3;
    wp::mat_t<3, 3, wp::float32> var_2;
    const wp::float32 var_3 = 1.182;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = -1.9;
    const wp::float32 var_7 = -1.6;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = -0.44;
    const wp::float32 var_13 = -1.51;
    const wp::float32 var_14 = 0.95;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    bool var_18;
    const wp::float32 var_19 = -1.4;
    const wp::float32 var_20 = 0.385;
    const wp::float32 var_21 = -1.8;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    const wp::int32 var_24 = 3;
    wp::mat_t<3, 3, wp::float32> var_25;
    const wp::float32 var_26 = 1.3;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):                         <L 5>
    // v0 = p2                                                                                <L 6>
    var_0 = wp::copy(var_p2);
    // v1 = (wp.trace(wp.identity(n=3, dtype=float) * 1.182) - ((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)))       <L 7>
    var_2 = wp::identity<3, wp::float32>();
    var_4 = wp::mul(var_2, var_3);
    var_5 = wp::trace(var_4);
    var_8 = wp::abs(var_7);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_6, var_10);
    var_15 = wp::clamp(var_12, var_13, var_14);
    var_16 = wp::sub(var_11, var_15);
    var_17 = wp::sub(var_5, var_16);
    // if v1 <= v1:                                                                           <L 8>
    var_18 = (var_17 <= var_17);
    if (var_18) {
        // return wp.normalize(wp.vec3(-1.4, 0.385, -1.8))                                    <L 9>
        var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
        var_23 = wp::normalize(var_22);
        return var_23;
    }
    // return (wp.identity(n=3, dtype=float) * 1.3 @ wp.normalize(v0))                        <L 10>
    var_25 = wp::identity<3, wp::float32>();
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::normalize(var_0);
    var_29 = wp::mul(var_27, var_28);
    return var_29;
}


// function-000001.py:13
static wp::float32 function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // forward
    // def function_000001_f1(p0: float, p1: float, p2: float) -> float:                      <L 14>
    // return (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))               <L 15>
    var_2 = wp::sub(var_p1, var_p0);
    var_3 = wp::mul(var_p2, var_p0);
    var_4 = wp::sub(var_2, var_3);
    var_5 = wp::sub(var_p1, var_p0);
    var_6 = wp::mul(var_p2, var_p0);
    var_7 = wp::sub(var_5, var_6);
    var_8 = wp::mul(var_4, var_7);
    var_9 = wp::add(var_1, var_8);
    var_10 = wp::div(var_0, var_9);
    return var_10;
}


// function-000001.py:35
static wp::vec_t<3, wp::float32> function_000001_f3_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<2, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.72;
    const wp::float32 var_1 = -1.755;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32> var_4;
    const wp::float32 var_5 = 1.6;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::vec_t<2, wp::float32> var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::int32 var_12 = 1;
    const wp::int32 var_13 = 2;
    wp::int32 var_14;
    const wp::int32 var_15 = 0;
    bool var_16;
    //---------
    // forward
    // def function_000001_f3(p0: wp.vec3, p1: wp.vec2, p2: wp.vec2) -> wp.vec3:              <L 36>
    // v2 = (wp.vec2(function_000001_f2(-0.72, -1.755), wp.length_sq(p1)) - ((p1 / (wp.abs(1.6) + 1.0)) - p1))       <L 37>
    var_2 = function_000001_f2_0(var_0, var_1);
    var_3 = wp::length_sq(var_p1);
    var_4 = wp::vec_t<2, wp::float32>(var_2, var_3);
    var_6 = wp::abs(var_5);
    var_8 = wp::add(var_6, var_7);
    var_9 = wp::div(var_p1, var_8);
    var_10 = wp::sub(var_9, var_p1);
    var_11 = wp::sub(var_4, var_10);
    // if (1) % 2 == 0:                                                                       <L 38>
    var_14 = wp::mod(var_12, var_13);
    var_16 = (var_14 == var_15);
    if (var_16) {
        // return p0                                                                          <L 39>
        return var_p0;
    }
    // return p0                                                                              <L 40>
    return var_p0;
}


// function-000001.py:30
static void adj_function_000001_f2_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = 1.0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = -2.0;
    const wp::float32 var_8 = 1.0;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def adj_function_000001_f2(p0: float, p1: float, adj_ret: float):                      <L 31>
    // wp.adjoint[p0] += ((-wp.sin((1.0 / (1.0 + p0 * p0)))) * (-2.0 * (p0 * ((1.0 / (1.0 + p0 * p0)) * (1.0 / (1.0 + p0 * p0)))))) * adj_ret       <L 32>
    var_2 = wp::mul(var_p0, var_p0);
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::div(var_0, var_3);
    var_5 = wp::sin(var_4);
    var_6 = wp::neg(var_5);
    var_10 = wp::mul(var_p0, var_p0);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_8, var_11);
    var_15 = wp::mul(var_p0, var_p0);
    var_16 = wp::add(var_14, var_15);
    var_17 = wp::div(var_13, var_16);
    var_18 = wp::mul(var_12, var_17);
    var_19 = wp::mul(var_p0, var_18);
    var_20 = wp::mul(var_7, var_19);
    var_21 = wp::mul(var_6, var_20);
    var_22 = wp::mul(var_21, var_adj_ret);
    var_23 = wp::add(adj_p0, var_22);
    adj_p0 = var_23;
}


// function-000001.py:18
static void adj_function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_p2,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = -2.0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    const wp::float32 var_5 = 1.0;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.0;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = -1.0;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -2.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    const wp::float32 var_39 = 1.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.0;
    const wp::float32 var_50 = 1.0;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::float32 var_65 = -2.0;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.0;
    const wp::float32 var_70 = 1.0;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = 1.0;
    const wp::float32 var_81 = 1.0;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    //---------
    // forward
    // def adj_function_000001_f1(p0: float, p1: float, p2: float, adj_ret: float):           <L 19>
    // wp.adjoint[p0] += ((-2.0 * (((p1 - p0) - (p2 * p0)) * ((1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0)))) * (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))))) * ((-1.0) - p2)) * adj_ret       <L 20>
    var_1 = wp::sub(var_p1, var_p0);
    var_2 = wp::mul(var_p2, var_p0);
    var_3 = wp::sub(var_1, var_2);
    var_6 = wp::sub(var_p1, var_p0);
    var_7 = wp::mul(var_p2, var_p0);
    var_8 = wp::sub(var_6, var_7);
    var_9 = wp::sub(var_p1, var_p0);
    var_10 = wp::mul(var_p2, var_p0);
    var_11 = wp::sub(var_9, var_10);
    var_12 = wp::mul(var_8, var_11);
    var_13 = wp::add(var_5, var_12);
    var_14 = wp::div(var_4, var_13);
    var_17 = wp::sub(var_p1, var_p0);
    var_18 = wp::mul(var_p2, var_p0);
    var_19 = wp::sub(var_17, var_18);
    var_20 = wp::sub(var_p1, var_p0);
    var_21 = wp::mul(var_p2, var_p0);
    var_22 = wp::sub(var_20, var_21);
    var_23 = wp::mul(var_19, var_22);
    var_24 = wp::add(var_16, var_23);
    var_25 = wp::div(var_15, var_24);
    var_26 = wp::mul(var_14, var_25);
    var_27 = wp::mul(var_3, var_26);
    var_28 = wp::mul(var_0, var_27);
    var_30 = wp::sub(var_29, var_p2);
    var_31 = wp::mul(var_28, var_30);
    var_32 = wp::mul(var_31, var_adj_ret);
    var_33 = wp::add(adj_p0, var_32);
    adj_p0 = var_33;
    // wp.adjoint[p1] += (-2.0 * (((p1 - p0) - (p2 * p0)) * ((1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0)))) * (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))))) * adj_ret       <L 21>
    var_35 = wp::sub(var_p1, var_p0);
    var_36 = wp::mul(var_p2, var_p0);
    var_37 = wp::sub(var_35, var_36);
    var_40 = wp::sub(var_p1, var_p0);
    var_41 = wp::mul(var_p2, var_p0);
    var_42 = wp::sub(var_40, var_41);
    var_43 = wp::sub(var_p1, var_p0);
    var_44 = wp::mul(var_p2, var_p0);
    var_45 = wp::sub(var_43, var_44);
    var_46 = wp::mul(var_42, var_45);
    var_47 = wp::add(var_39, var_46);
    var_48 = wp::div(var_38, var_47);
    var_51 = wp::sub(var_p1, var_p0);
    var_52 = wp::mul(var_p2, var_p0);
    var_53 = wp::sub(var_51, var_52);
    var_54 = wp::sub(var_p1, var_p0);
    var_55 = wp::mul(var_p2, var_p0);
    var_56 = wp::sub(var_54, var_55);
    var_57 = wp::mul(var_53, var_56);
    var_58 = wp::add(var_50, var_57);
    var_59 = wp::div(var_49, var_58);
    var_60 = wp::mul(var_48, var_59);
    var_61 = wp::mul(var_37, var_60);
    var_62 = wp::mul(var_34, var_61);
    var_63 = wp::mul(var_62, var_adj_ret);
    var_64 = wp::add(adj_p1, var_63);
    adj_p1 = var_64;
    // wp.adjoint[p2] += ((-2.0 * (((p1 - p0) - (p2 * p0)) * ((1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0)))) * (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))))) * (-p0)) * adj_ret       <L 22>
    var_66 = wp::sub(var_p1, var_p0);
    var_67 = wp::mul(var_p2, var_p0);
    var_68 = wp::sub(var_66, var_67);
    var_71 = wp::sub(var_p1, var_p0);
    var_72 = wp::mul(var_p2, var_p0);
    var_73 = wp::sub(var_71, var_72);
    var_74 = wp::sub(var_p1, var_p0);
    var_75 = wp::mul(var_p2, var_p0);
    var_76 = wp::sub(var_74, var_75);
    var_77 = wp::mul(var_73, var_76);
    var_78 = wp::add(var_70, var_77);
    var_79 = wp::div(var_69, var_78);
    var_82 = wp::sub(var_p1, var_p0);
    var_83 = wp::mul(var_p2, var_p0);
    var_84 = wp::sub(var_82, var_83);
    var_85 = wp::sub(var_p1, var_p0);
    var_86 = wp::mul(var_p2, var_p0);
    var_87 = wp::sub(var_85, var_86);
    var_88 = wp::mul(var_84, var_87);
    var_89 = wp::add(var_81, var_88);
    var_90 = wp::div(var_80, var_89);
    var_91 = wp::mul(var_79, var_90);
    var_92 = wp::mul(var_68, var_91);
    var_93 = wp::mul(var_65, var_92);
    var_94 = wp::neg(var_p0);
    var_95 = wp::mul(var_93, var_94);
    var_96 = wp::mul(var_95, var_adj_ret);
    var_97 = wp::add(adj_p2, var_96);
    adj_p2 = var_97;
}


// function-000001.py:4
static void adj_function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::int32 var_1 = 3;
    wp::mat_t<3, 3, wp::float32> var_2;
    const wp::float32 var_3 = 1.182;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = -1.9;
    const wp::float32 var_7 = -1.6;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = -0.44;
    const wp::float32 var_13 = -1.51;
    const wp::float32 var_14 = 0.95;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    bool var_18;
    const wp::float32 var_19 = -1.4;
    const wp::float32 var_20 = 0.385;
    const wp::float32 var_21 = -1.8;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    const wp::int32 var_24 = 3;
    wp::mat_t<3, 3, wp::float32> var_25;
    const wp::float32 var_26 = 1.3;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::int32 adj_1 = {};
    wp::mat_t<3, 3, wp::float32> adj_2 = {};
    wp::float32 adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    bool adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::int32 adj_24 = {};
    wp::mat_t<3, 3, wp::float32> adj_25 = {};
    wp::float32 adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):                         <L 5>
    // v0 = p2                                                                                <L 6>
    var_0 = wp::copy(var_p2);
    // v1 = (wp.trace(wp.identity(n=3, dtype=float) * 1.182) - ((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)))       <L 7>
    var_2 = wp::identity<3, wp::float32>();
    var_4 = wp::mul(var_2, var_3);
    var_5 = wp::trace(var_4);
    var_8 = wp::abs(var_7);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_6, var_10);
    var_15 = wp::clamp(var_12, var_13, var_14);
    var_16 = wp::sub(var_11, var_15);
    var_17 = wp::sub(var_5, var_16);
    // if v1 <= v1:                                                                           <L 8>
    var_18 = (var_17 <= var_17);
    if (var_18) {
        // return wp.normalize(wp.vec3(-1.4, 0.385, -1.8))                                    <L 9>
        var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
        var_23 = wp::normalize(var_22);
        goto label0;
    }
    // return (wp.identity(n=3, dtype=float) * 1.3 @ wp.normalize(v0))                        <L 10>
    var_25 = wp::identity<3, wp::float32>();
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::normalize(var_0);
    var_29 = wp::mul(var_27, var_28);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_29 += adj_ret;
    wp::adj_mul(var_27, var_28, adj_27, adj_28, adj_29);
    wp::adj_normalize(var_0, var_28, adj_0, adj_28);
    wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
    // adj: return (wp.identity(n=3, dtype=float) * 1.3 @ wp.normalize(v0))                   <L 10>
    if (var_18) {
        label0:;
        adj_23 += adj_ret;
        wp::adj_normalize(var_22, var_23, adj_22, adj_23);
        wp::adj_vec_t(var_19, var_20, var_21, adj_19, adj_20, adj_21, adj_22);
        // adj: return wp.normalize(wp.vec3(-1.4, 0.385, -1.8))                               <L 9>
    }
    // adj: if v1 <= v1:                                                                      <L 8>
    wp::adj_sub(var_5, var_16, adj_5, adj_16, adj_17);
    wp::adj_sub(var_11, var_15, adj_11, adj_15, adj_16);
    wp::adj_clamp(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_div(var_6, var_10, var_11, adj_6, adj_10, adj_11);
    wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_abs(var_7, adj_7, adj_8);
    wp::adj_trace(var_4, adj_4, adj_5);
    wp::adj_mul(var_2, var_3, adj_2, adj_3, adj_4);
    // adj: v1 = (wp.trace(wp.identity(n=3, dtype=float) * 1.182) - ((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)))  <L 7>
    wp::adj_copy(var_p2, adj_p2, adj_0);
    // adj: v0 = p2                                                                           <L 6>
    // adj: def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):                    <L 5>
    return;
}


// function-000001.py:35
static void adj_function_000001_f3_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.72;
    const wp::float32 var_1 = -1.755;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32> var_4;
    const wp::float32 var_5 = 1.6;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::vec_t<2, wp::float32> var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::int32 var_12 = 1;
    const wp::int32 var_13 = 2;
    wp::int32 var_14;
    const wp::int32 var_15 = 0;
    bool var_16;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::vec_t<2, wp::float32> adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    bool adj_16 = {};
    //---------
    // forward
    // def function_000001_f3(p0: wp.vec3, p1: wp.vec2, p2: wp.vec2) -> wp.vec3:              <L 36>
    // v2 = (wp.vec2(function_000001_f2(-0.72, -1.755), wp.length_sq(p1)) - ((p1 / (wp.abs(1.6) + 1.0)) - p1))       <L 37>
    var_2 = function_000001_f2_0(var_0, var_1);
    var_3 = wp::length_sq(var_p1);
    var_4 = wp::vec_t<2, wp::float32>(var_2, var_3);
    var_6 = wp::abs(var_5);
    var_8 = wp::add(var_6, var_7);
    var_9 = wp::div(var_p1, var_8);
    var_10 = wp::sub(var_9, var_p1);
    var_11 = wp::sub(var_4, var_10);
    // if (1) % 2 == 0:                                                                       <L 38>
    var_14 = wp::mod(var_12, var_13);
    var_16 = (var_14 == var_15);
    if (var_16) {
        // return p0                                                                          <L 39>
        goto label0;
    }
    // return p0                                                                              <L 40>
    goto label1;
    //---------
    // reverse
    label1:;
    adj_p0 += adj_ret;
    // adj: return p0                                                                         <L 40>
    if (var_16) {
        label0:;
        adj_p0 += adj_ret;
        // adj: return p0                                                                     <L 39>
    }
    wp::adj_mod(var_12, var_13, adj_12, adj_13, adj_14);
    // adj: if (1) % 2 == 0:                                                                  <L 38>
    wp::adj_sub(var_4, var_10, adj_4, adj_10, adj_11);
    wp::adj_sub(var_9, var_p1, adj_9, adj_p1, adj_10);
    wp::adj_div(var_p1, var_8, adj_p1, adj_8, adj_9);
    wp::adj_add(var_6, var_7, adj_6, adj_7, adj_8);
    wp::adj_abs(var_5, adj_5, adj_6);
    wp::adj_vec_t(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_length_sq(var_p1, adj_p1, adj_3);
    adj_function_000001_f2_0(var_0, var_1, adj_0, adj_1, adj_2);
    // adj: v2 = (wp.vec2(function_000001_f2(-0.72, -1.755), wp.length_sq(p1)) - ((p1 / (wp.abs(1.6) + 1.0)) - p1))  <L 37>
    // adj: def function_000001_f3(p0: wp.vec3, p1: wp.vec2, p2: wp.vec2) -> wp.vec3:         <L 36>
    return;
}

struct wp_args_function_000001_cd9cf5f0 {
    wp::array_t<wp::vec_t<2, wp::float32>> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::vec_t<3, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void function_000001_cd9cf5f0_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000001_cd9cf5f0 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::float32 var_11 = 0.668;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    bool var_16;
    const wp::float32 var_17 = -1.98;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::vec_t<2, wp::float32> var_22;
    wp::vec_t<2, wp::float32> var_23;
    const wp::float32 var_24 = -1.98;
    const wp::float32 var_25 = 1.33;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    const wp::float32 var_28 = 0.668;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::float32 var_31;
    wp::float32 var_32;
    bool var_33;
    const wp::float32 var_34 = -1.98;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::vec_t<2, wp::float32> var_39;
    wp::vec_t<2, wp::float32> var_40;
    const wp::float32 var_41 = -1.98;
    const wp::float32 var_42 = 1.33;
    wp::float32 var_43;
    const wp::int32 var_44 = 2;
    const wp::float32 var_45 = 0.668;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.0;
    wp::float32 var_48;
    wp::float32 var_49;
    bool var_50;
    const wp::float32 var_51 = -1.98;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::vec_t<2, wp::float32> var_56;
    wp::vec_t<2, wp::float32> var_57;
    const wp::float32 var_58 = -1.98;
    const wp::float32 var_59 = 1.33;
    wp::float32 var_60;
    const wp::int32 var_61 = 3;
    const wp::float32 var_62 = 0.668;
    wp::float32 var_63;
    const wp::float32 var_64 = 1.0;
    wp::float32 var_65;
    wp::float32 var_66;
    bool var_67;
    const wp::float32 var_68 = -1.98;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::vec_t<2, wp::float32> var_73;
    wp::vec_t<2, wp::float32> var_74;
    const wp::float32 var_75 = -1.98;
    const wp::float32 var_76 = 1.33;
    wp::float32 var_77;
    const wp::int32 var_78 = 4;
    const wp::float32 var_79 = 0.668;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.0;
    wp::float32 var_82;
    wp::float32 var_83;
    bool var_84;
    const wp::float32 var_85 = -1.98;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::vec_t<2, wp::float32> var_90;
    wp::vec_t<2, wp::float32> var_91;
    const wp::float32 var_92 = -1.98;
    const wp::float32 var_93 = 1.33;
    wp::float32 var_94;
    const wp::int32 var_95 = 5;
    const wp::float32 var_96 = 0.668;
    wp::float32 var_97;
    const wp::float32 var_98 = 1.0;
    wp::float32 var_99;
    wp::float32 var_100;
    bool var_101;
    const wp::float32 var_102 = -1.98;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::vec_t<2, wp::float32> var_107;
    wp::vec_t<2, wp::float32> var_108;
    const wp::float32 var_109 = -1.98;
    const wp::float32 var_110 = 1.33;
    wp::float32 var_111;
    const wp::int32 var_112 = 3;
    wp::mat_t<3, 3, wp::float32> var_113;
    const wp::float32 var_114 = 0.55;
    wp::mat_t<3, 3, wp::float32> var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = -0.31;
    const wp::float32 var_118 = -0.98;
    const wp::float32 var_119 = 0.645;
    wp::vec_t<3, wp::float32> var_120;
    const wp::float32 var_121 = 1.1;
    const wp::float32 var_122 = -0.01;
    const wp::float32 var_123 = -1.1;
    wp::vec_t<3, wp::float32> var_124;
    wp::vec_t<3, wp::float32> var_125;
    wp::vec_t<3, wp::float32> var_126;
    wp::vec_t<3, wp::float32> var_127;
    wp::float32 var_128;
    const wp::float32 var_129 = 1.54;
    const wp::float32 var_130 = -0.4;
    const wp::float32 var_131 = 0.19;
    wp::float32 var_132;
    wp::float32 var_133;
    wp::vec_t<3, wp::float32> var_134;
    wp::vec_t<2, wp::float32> var_135;
    const wp::float32 var_136 = -0.59;
    wp::vec_t<2, wp::float32> var_137;
    wp::vec_t<3, wp::float32> var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::vec_t<2, wp::float32> var_141;
    wp::vec_t<2, wp::float32> var_142;
    wp::float32 var_143;
    const wp::float32 var_144 = 0.97;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::vec_t<3, wp::float32> var_147;
    wp::vec_t<3, wp::float32> var_148;
    const wp::float32 var_149 = 0.54;
    wp::vec_t<3, wp::float32> var_150;
    wp::vec_t<3, wp::float32> var_151;
    //---------
    // forward
    // def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):       <L 44>
    // tid = wp.tid()                                                                         <L 45>
    var_0 = builtin_tid1d();
    // v3 = x0[tid]                                                                           <L 46>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v4 = x1[tid]                                                                           <L 47>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v5 = x2[tid]                                                                           <L 48>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // for j6 in range(6):                                                                    <L 49>
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_12 = wp::abs(var_8);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_11, var_14);
    var_16 = (var_8 >= var_8);
    var_18 = wp::where(var_16, var_17, var_8);
    var_19 = function_000001_f2_0(var_15, var_18);
    var_20 = wp::tanh(var_19);
    var_21 = wp::add(var_5, var_20);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_22 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_23 = wp::mul(var_21, var_22);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_26 = wp::clamp(var_21, var_24, var_25);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_29 = wp::abs(var_8);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::div(var_28, var_31);
    var_33 = (var_8 >= var_8);
    var_35 = wp::where(var_33, var_34, var_8);
    var_36 = function_000001_f2_0(var_32, var_35);
    var_37 = wp::tanh(var_36);
    var_38 = wp::add(var_21, var_37);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_39 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_40 = wp::mul(var_38, var_39);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_43 = wp::clamp(var_38, var_41, var_42);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_46 = wp::abs(var_8);
    var_48 = wp::add(var_46, var_47);
    var_49 = wp::div(var_45, var_48);
    var_50 = (var_8 >= var_8);
    var_52 = wp::where(var_50, var_51, var_8);
    var_53 = function_000001_f2_0(var_49, var_52);
    var_54 = wp::tanh(var_53);
    var_55 = wp::add(var_38, var_54);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_56 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_57 = wp::mul(var_55, var_56);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_60 = wp::clamp(var_55, var_58, var_59);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_63 = wp::abs(var_8);
    var_65 = wp::add(var_63, var_64);
    var_66 = wp::div(var_62, var_65);
    var_67 = (var_8 >= var_8);
    var_69 = wp::where(var_67, var_68, var_8);
    var_70 = function_000001_f2_0(var_66, var_69);
    var_71 = wp::tanh(var_70);
    var_72 = wp::add(var_55, var_71);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_73 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_74 = wp::mul(var_72, var_73);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_77 = wp::clamp(var_72, var_75, var_76);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_80 = wp::abs(var_8);
    var_82 = wp::add(var_80, var_81);
    var_83 = wp::div(var_79, var_82);
    var_84 = (var_8 >= var_8);
    var_86 = wp::where(var_84, var_85, var_8);
    var_87 = function_000001_f2_0(var_83, var_86);
    var_88 = wp::tanh(var_87);
    var_89 = wp::add(var_72, var_88);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_90 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_91 = wp::mul(var_89, var_90);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_94 = wp::clamp(var_89, var_92, var_93);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_97 = wp::abs(var_8);
    var_99 = wp::add(var_97, var_98);
    var_100 = wp::div(var_96, var_99);
    var_101 = (var_8 >= var_8);
    var_103 = wp::where(var_101, var_102, var_8);
    var_104 = function_000001_f2_0(var_100, var_103);
    var_105 = wp::tanh(var_104);
    var_106 = wp::add(var_89, var_105);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_107 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_108 = wp::mul(var_106, var_107);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_111 = wp::clamp(var_106, var_109, var_110);
    // v9 = wp.trace(wp.identity(n=3, dtype=float) * 0.55)                                    <L 53>
    var_113 = wp::identity<3, wp::float32>();
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::trace(var_115);
    // v10 = function_000001_f0(wp.vec3(-0.31, -0.98, 0.645), (v9 * wp.vec3(1.1, -0.01, -1.1)), wp.vec3(v4, v9, v9))       <L 54>
    var_120 = wp::vec_t<3, wp::float32>(var_117, var_118, var_119);
    var_124 = wp::vec_t<3, wp::float32>(var_121, var_122, var_123);
    var_125 = wp::mul(var_116, var_124);
    var_126 = wp::vec_t<3, wp::float32>(var_106, var_116, var_116);
    var_127 = function_000001_f0_0(var_120, var_125, var_126);
    // v11 = function_000001_f1(function_000001_f2(v4, v4), v9, wp.clamp(1.54, -0.4, 0.19))       <L 55>
    var_128 = function_000001_f2_0(var_106, var_106);
    var_132 = wp::clamp(var_129, var_130, var_131);
    var_133 = function_000001_f1_0(var_128, var_116, var_132);
    // v12 = function_000001_f3(function_000001_f3(v10, v3, v3), (v3 + v3), wp.vec2(-0.59, v11))       <L 56>
    var_134 = function_000001_f3_0(var_127, var_2, var_2);
    var_135 = wp::add(var_2, var_2);
    var_137 = wp::vec_t<2, wp::float32>(var_136, var_133);
    var_138 = function_000001_f3_0(var_134, var_135, var_137);
    // out0[tid] = v4 + v9 + v11 + wp.dot((v9 * v3), (v3 * v11)) * 0.97                       <L 57>
    var_139 = wp::add(var_106, var_116);
    var_140 = wp::add(var_139, var_133);
    var_141 = wp::mul(var_116, var_2);
    var_142 = wp::mul(var_2, var_133);
    var_143 = wp::dot(var_141, var_142);
    var_145 = wp::mul(var_143, var_144);
    var_146 = wp::add(var_140, var_145);
    wp::array_store(var_out0, var_0, var_146);
    // out1[tid] = v10 + v12 + function_000001_f0(v10, v12, v10) * 0.54                       <L 58>
    var_147 = wp::add(var_127, var_138);
    var_148 = function_000001_f0_0(var_127, var_138, var_127);
    var_150 = wp::mul(var_148, var_149);
    var_151 = wp::add(var_147, var_150);
    wp::array_store(var_out1, var_0, var_151);
}



template <bool wp_linear_contiguous>
static void function_000001_cd9cf5f0_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000001_cd9cf5f0 *_wp_args,
    wp_args_function_000001_cd9cf5f0 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::float32 var_11 = 0.668;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    bool var_16;
    const wp::float32 var_17 = -1.98;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::vec_t<2, wp::float32> var_22;
    wp::vec_t<2, wp::float32> var_23;
    const wp::float32 var_24 = -1.98;
    const wp::float32 var_25 = 1.33;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    const wp::float32 var_28 = 0.668;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::float32 var_31;
    wp::float32 var_32;
    bool var_33;
    const wp::float32 var_34 = -1.98;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::vec_t<2, wp::float32> var_39;
    wp::vec_t<2, wp::float32> var_40;
    const wp::float32 var_41 = -1.98;
    const wp::float32 var_42 = 1.33;
    wp::float32 var_43;
    const wp::int32 var_44 = 2;
    const wp::float32 var_45 = 0.668;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.0;
    wp::float32 var_48;
    wp::float32 var_49;
    bool var_50;
    const wp::float32 var_51 = -1.98;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::vec_t<2, wp::float32> var_56;
    wp::vec_t<2, wp::float32> var_57;
    const wp::float32 var_58 = -1.98;
    const wp::float32 var_59 = 1.33;
    wp::float32 var_60;
    const wp::int32 var_61 = 3;
    const wp::float32 var_62 = 0.668;
    wp::float32 var_63;
    const wp::float32 var_64 = 1.0;
    wp::float32 var_65;
    wp::float32 var_66;
    bool var_67;
    const wp::float32 var_68 = -1.98;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::vec_t<2, wp::float32> var_73;
    wp::vec_t<2, wp::float32> var_74;
    const wp::float32 var_75 = -1.98;
    const wp::float32 var_76 = 1.33;
    wp::float32 var_77;
    const wp::int32 var_78 = 4;
    const wp::float32 var_79 = 0.668;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.0;
    wp::float32 var_82;
    wp::float32 var_83;
    bool var_84;
    const wp::float32 var_85 = -1.98;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::vec_t<2, wp::float32> var_90;
    wp::vec_t<2, wp::float32> var_91;
    const wp::float32 var_92 = -1.98;
    const wp::float32 var_93 = 1.33;
    wp::float32 var_94;
    const wp::int32 var_95 = 5;
    const wp::float32 var_96 = 0.668;
    wp::float32 var_97;
    const wp::float32 var_98 = 1.0;
    wp::float32 var_99;
    wp::float32 var_100;
    bool var_101;
    const wp::float32 var_102 = -1.98;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::vec_t<2, wp::float32> var_107;
    wp::vec_t<2, wp::float32> var_108;
    const wp::float32 var_109 = -1.98;
    const wp::float32 var_110 = 1.33;
    wp::float32 var_111;
    const wp::int32 var_112 = 3;
    wp::mat_t<3, 3, wp::float32> var_113;
    const wp::float32 var_114 = 0.55;
    wp::mat_t<3, 3, wp::float32> var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = -0.31;
    const wp::float32 var_118 = -0.98;
    const wp::float32 var_119 = 0.645;
    wp::vec_t<3, wp::float32> var_120;
    const wp::float32 var_121 = 1.1;
    const wp::float32 var_122 = -0.01;
    const wp::float32 var_123 = -1.1;
    wp::vec_t<3, wp::float32> var_124;
    wp::vec_t<3, wp::float32> var_125;
    wp::vec_t<3, wp::float32> var_126;
    wp::vec_t<3, wp::float32> var_127;
    wp::float32 var_128;
    const wp::float32 var_129 = 1.54;
    const wp::float32 var_130 = -0.4;
    const wp::float32 var_131 = 0.19;
    wp::float32 var_132;
    wp::float32 var_133;
    wp::vec_t<3, wp::float32> var_134;
    wp::vec_t<2, wp::float32> var_135;
    const wp::float32 var_136 = -0.59;
    wp::vec_t<2, wp::float32> var_137;
    wp::vec_t<3, wp::float32> var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::vec_t<2, wp::float32> var_141;
    wp::vec_t<2, wp::float32> var_142;
    wp::float32 var_143;
    const wp::float32 var_144 = 0.97;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::vec_t<3, wp::float32> var_147;
    wp::vec_t<3, wp::float32> var_148;
    const wp::float32 var_149 = 0.54;
    wp::vec_t<3, wp::float32> var_150;
    wp::vec_t<3, wp::float32> var_151;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    bool adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::vec_t<2, wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    bool adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<2, wp::float32> adj_39 = {};
    wp::vec_t<2, wp::float32> adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    bool adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<2, wp::float32> adj_56 = {};
    wp::vec_t<2, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::int32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    bool adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::vec_t<2, wp::float32> adj_73 = {};
    wp::vec_t<2, wp::float32> adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::int32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    bool adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::vec_t<2, wp::float32> adj_90 = {};
    wp::vec_t<2, wp::float32> adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::int32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    bool adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::vec_t<2, wp::float32> adj_107 = {};
    wp::vec_t<2, wp::float32> adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::int32 adj_112 = {};
    wp::mat_t<3, 3, wp::float32> adj_113 = {};
    wp::float32 adj_114 = {};
    wp::mat_t<3, 3, wp::float32> adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::vec_t<3, wp::float32> adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::vec_t<3, wp::float32> adj_124 = {};
    wp::vec_t<3, wp::float32> adj_125 = {};
    wp::vec_t<3, wp::float32> adj_126 = {};
    wp::vec_t<3, wp::float32> adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::vec_t<3, wp::float32> adj_134 = {};
    wp::vec_t<2, wp::float32> adj_135 = {};
    wp::float32 adj_136 = {};
    wp::vec_t<2, wp::float32> adj_137 = {};
    wp::vec_t<3, wp::float32> adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::vec_t<2, wp::float32> adj_141 = {};
    wp::vec_t<2, wp::float32> adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::vec_t<3, wp::float32> adj_147 = {};
    wp::vec_t<3, wp::float32> adj_148 = {};
    wp::float32 adj_149 = {};
    wp::vec_t<3, wp::float32> adj_150 = {};
    wp::vec_t<3, wp::float32> adj_151 = {};
    //---------
    // forward
    // def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):       <L 44>
    // tid = wp.tid()                                                                         <L 45>
    var_0 = builtin_tid1d();
    // v3 = x0[tid]                                                                           <L 46>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v4 = x1[tid]                                                                           <L 47>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v5 = x2[tid]                                                                           <L 48>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // for j6 in range(6):                                                                    <L 49>
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_12 = wp::abs(var_8);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_11, var_14);
    var_16 = (var_8 >= var_8);
    var_18 = wp::where(var_16, var_17, var_8);
    var_19 = function_000001_f2_0(var_15, var_18);
    var_20 = wp::tanh(var_19);
    var_21 = wp::add(var_5, var_20);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_22 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_23 = wp::mul(var_21, var_22);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_26 = wp::clamp(var_21, var_24, var_25);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_29 = wp::abs(var_8);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::div(var_28, var_31);
    var_33 = (var_8 >= var_8);
    var_35 = wp::where(var_33, var_34, var_8);
    var_36 = function_000001_f2_0(var_32, var_35);
    var_37 = wp::tanh(var_36);
    var_38 = wp::add(var_21, var_37);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_39 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_40 = wp::mul(var_38, var_39);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_43 = wp::clamp(var_38, var_41, var_42);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_46 = wp::abs(var_8);
    var_48 = wp::add(var_46, var_47);
    var_49 = wp::div(var_45, var_48);
    var_50 = (var_8 >= var_8);
    var_52 = wp::where(var_50, var_51, var_8);
    var_53 = function_000001_f2_0(var_49, var_52);
    var_54 = wp::tanh(var_53);
    var_55 = wp::add(var_38, var_54);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_56 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_57 = wp::mul(var_55, var_56);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_60 = wp::clamp(var_55, var_58, var_59);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_63 = wp::abs(var_8);
    var_65 = wp::add(var_63, var_64);
    var_66 = wp::div(var_62, var_65);
    var_67 = (var_8 >= var_8);
    var_69 = wp::where(var_67, var_68, var_8);
    var_70 = function_000001_f2_0(var_66, var_69);
    var_71 = wp::tanh(var_70);
    var_72 = wp::add(var_55, var_71);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_73 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_74 = wp::mul(var_72, var_73);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_77 = wp::clamp(var_72, var_75, var_76);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_80 = wp::abs(var_8);
    var_82 = wp::add(var_80, var_81);
    var_83 = wp::div(var_79, var_82);
    var_84 = (var_8 >= var_8);
    var_86 = wp::where(var_84, var_85, var_8);
    var_87 = function_000001_f2_0(var_83, var_86);
    var_88 = wp::tanh(var_87);
    var_89 = wp::add(var_72, var_88);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_90 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_91 = wp::mul(var_89, var_90);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_94 = wp::clamp(var_89, var_92, var_93);
    // v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))       <L 50>
    var_97 = wp::abs(var_8);
    var_99 = wp::add(var_97, var_98);
    var_100 = wp::div(var_96, var_99);
    var_101 = (var_8 >= var_8);
    var_103 = wp::where(var_101, var_102, var_8);
    var_104 = function_000001_f2_0(var_100, var_103);
    var_105 = wp::tanh(var_104);
    var_106 = wp::add(var_89, var_105);
    // v7 = (v4 * wp.vec2(v5, v5))                                                            <L 51>
    var_107 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_108 = wp::mul(var_106, var_107);
    // v8 = wp.clamp(v4, -1.98, 1.33)                                                         <L 52>
    var_111 = wp::clamp(var_106, var_109, var_110);
    // v9 = wp.trace(wp.identity(n=3, dtype=float) * 0.55)                                    <L 53>
    var_113 = wp::identity<3, wp::float32>();
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::trace(var_115);
    // v10 = function_000001_f0(wp.vec3(-0.31, -0.98, 0.645), (v9 * wp.vec3(1.1, -0.01, -1.1)), wp.vec3(v4, v9, v9))       <L 54>
    var_120 = wp::vec_t<3, wp::float32>(var_117, var_118, var_119);
    var_124 = wp::vec_t<3, wp::float32>(var_121, var_122, var_123);
    var_125 = wp::mul(var_116, var_124);
    var_126 = wp::vec_t<3, wp::float32>(var_106, var_116, var_116);
    var_127 = function_000001_f0_0(var_120, var_125, var_126);
    // v11 = function_000001_f1(function_000001_f2(v4, v4), v9, wp.clamp(1.54, -0.4, 0.19))       <L 55>
    var_128 = function_000001_f2_0(var_106, var_106);
    var_132 = wp::clamp(var_129, var_130, var_131);
    var_133 = function_000001_f1_0(var_128, var_116, var_132);
    // v12 = function_000001_f3(function_000001_f3(v10, v3, v3), (v3 + v3), wp.vec2(-0.59, v11))       <L 56>
    var_134 = function_000001_f3_0(var_127, var_2, var_2);
    var_135 = wp::add(var_2, var_2);
    var_137 = wp::vec_t<2, wp::float32>(var_136, var_133);
    var_138 = function_000001_f3_0(var_134, var_135, var_137);
    // out0[tid] = v4 + v9 + v11 + wp.dot((v9 * v3), (v3 * v11)) * 0.97                       <L 57>
    var_139 = wp::add(var_106, var_116);
    var_140 = wp::add(var_139, var_133);
    var_141 = wp::mul(var_116, var_2);
    var_142 = wp::mul(var_2, var_133);
    var_143 = wp::dot(var_141, var_142);
    var_145 = wp::mul(var_143, var_144);
    var_146 = wp::add(var_140, var_145);
    // wp::array_store(var_out0, var_0, var_146);
    // out1[tid] = v10 + v12 + function_000001_f0(v10, v12, v10) * 0.54                       <L 58>
    var_147 = wp::add(var_127, var_138);
    var_148 = function_000001_f0_0(var_127, var_138, var_127);
    var_150 = wp::mul(var_148, var_149);
    var_151 = wp::add(var_147, var_150);
    // wp::array_store(var_out1, var_0, var_151);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_151, adj_out1, adj_0, adj_151);
    wp::adj_add(var_147, var_150, adj_147, adj_150, adj_151);
    wp::adj_mul(var_148, var_149, adj_148, adj_149, adj_150);
    adj_function_000001_f0_0(var_127, var_138, var_127, adj_127, adj_138, adj_127, adj_148);
    wp::adj_add(var_127, var_138, adj_127, adj_138, adj_147);
    // adj: out1[tid] = v10 + v12 + function_000001_f0(v10, v12, v10) * 0.54                  <L 58>
    wp::adj_array_store(var_out0, var_0, var_146, adj_out0, adj_0, adj_146);
    wp::adj_add(var_140, var_145, adj_140, adj_145, adj_146);
    wp::adj_mul(var_143, var_144, adj_143, adj_144, adj_145);
    wp::adj_dot(var_141, var_142, adj_141, adj_142, adj_143);
    wp::adj_mul(var_2, var_133, adj_2, adj_133, adj_142);
    wp::adj_mul(var_116, var_2, adj_116, adj_2, adj_141);
    wp::adj_add(var_139, var_133, adj_139, adj_133, adj_140);
    wp::adj_add(var_106, var_116, adj_106, adj_116, adj_139);
    // adj: out0[tid] = v4 + v9 + v11 + wp.dot((v9 * v3), (v3 * v11)) * 0.97                  <L 57>
    adj_function_000001_f3_0(var_134, var_135, var_137, adj_134, adj_135, adj_137, adj_138);
    wp::adj_vec_t(var_136, var_133, adj_136, adj_133, adj_137);
    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_135);
    adj_function_000001_f3_0(var_127, var_2, var_2, adj_127, adj_2, adj_2, adj_134);
    // adj: v12 = function_000001_f3(function_000001_f3(v10, v3, v3), (v3 + v3), wp.vec2(-0.59, v11))  <L 56>
    adj_function_000001_f1_0(var_128, var_116, var_132, adj_128, adj_116, adj_132, adj_133);
    wp::adj_clamp(var_129, var_130, var_131, adj_129, adj_130, adj_131, adj_132);
    adj_function_000001_f2_0(var_106, var_106, adj_106, adj_106, adj_128);
    // adj: v11 = function_000001_f1(function_000001_f2(v4, v4), v9, wp.clamp(1.54, -0.4, 0.19))  <L 55>
    adj_function_000001_f0_0(var_120, var_125, var_126, adj_120, adj_125, adj_126, adj_127);
    wp::adj_vec_t(var_106, var_116, var_116, adj_106, adj_116, adj_116, adj_126);
    wp::adj_mul(var_116, var_124, adj_116, adj_124, adj_125);
    wp::adj_vec_t(var_121, var_122, var_123, adj_121, adj_122, adj_123, adj_124);
    wp::adj_vec_t(var_117, var_118, var_119, adj_117, adj_118, adj_119, adj_120);
    // adj: v10 = function_000001_f0(wp.vec3(-0.31, -0.98, 0.645), (v9 * wp.vec3(1.1, -0.01, -1.1)), wp.vec3(v4, v9, v9))  <L 54>
    wp::adj_trace(var_115, adj_115, adj_116);
    wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
    // adj: v9 = wp.trace(wp.identity(n=3, dtype=float) * 0.55)                               <L 53>
    wp::adj_clamp(var_106, var_109, var_110, adj_106, adj_109, adj_110, adj_111);
    // adj: v8 = wp.clamp(v4, -1.98, 1.33)                                                    <L 52>
    wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_107);
    // adj: v7 = (v4 * wp.vec2(v5, v5))                                                       <L 51>
    wp::adj_add(var_89, var_105, adj_89, adj_105, adj_106);
    wp::adj_tanh(var_104, var_105, adj_104, adj_105);
    adj_function_000001_f2_0(var_100, var_103, adj_100, adj_103, adj_104);
    wp::adj_where(var_101, var_102, var_8, adj_101, adj_102, adj_8, adj_103);
    wp::adj_div(var_96, var_99, var_100, adj_96, adj_99, adj_100);
    wp::adj_add(var_97, var_98, adj_97, adj_98, adj_99);
    wp::adj_abs(var_8, adj_8, adj_97);
    // adj: v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))  <L 50>
    wp::adj_clamp(var_89, var_92, var_93, adj_89, adj_92, adj_93, adj_94);
    // adj: v8 = wp.clamp(v4, -1.98, 1.33)                                                    <L 52>
    wp::adj_mul(var_89, var_90, adj_89, adj_90, adj_91);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_90);
    // adj: v7 = (v4 * wp.vec2(v5, v5))                                                       <L 51>
    wp::adj_add(var_72, var_88, adj_72, adj_88, adj_89);
    wp::adj_tanh(var_87, var_88, adj_87, adj_88);
    adj_function_000001_f2_0(var_83, var_86, adj_83, adj_86, adj_87);
    wp::adj_where(var_84, var_85, var_8, adj_84, adj_85, adj_8, adj_86);
    wp::adj_div(var_79, var_82, var_83, adj_79, adj_82, adj_83);
    wp::adj_add(var_80, var_81, adj_80, adj_81, adj_82);
    wp::adj_abs(var_8, adj_8, adj_80);
    // adj: v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))  <L 50>
    wp::adj_clamp(var_72, var_75, var_76, adj_72, adj_75, adj_76, adj_77);
    // adj: v8 = wp.clamp(v4, -1.98, 1.33)                                                    <L 52>
    wp::adj_mul(var_72, var_73, adj_72, adj_73, adj_74);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_73);
    // adj: v7 = (v4 * wp.vec2(v5, v5))                                                       <L 51>
    wp::adj_add(var_55, var_71, adj_55, adj_71, adj_72);
    wp::adj_tanh(var_70, var_71, adj_70, adj_71);
    adj_function_000001_f2_0(var_66, var_69, adj_66, adj_69, adj_70);
    wp::adj_where(var_67, var_68, var_8, adj_67, adj_68, adj_8, adj_69);
    wp::adj_div(var_62, var_65, var_66, adj_62, adj_65, adj_66);
    wp::adj_add(var_63, var_64, adj_63, adj_64, adj_65);
    wp::adj_abs(var_8, adj_8, adj_63);
    // adj: v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))  <L 50>
    wp::adj_clamp(var_55, var_58, var_59, adj_55, adj_58, adj_59, adj_60);
    // adj: v8 = wp.clamp(v4, -1.98, 1.33)                                                    <L 52>
    wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_56);
    // adj: v7 = (v4 * wp.vec2(v5, v5))                                                       <L 51>
    wp::adj_add(var_38, var_54, adj_38, adj_54, adj_55);
    wp::adj_tanh(var_53, var_54, adj_53, adj_54);
    adj_function_000001_f2_0(var_49, var_52, adj_49, adj_52, adj_53);
    wp::adj_where(var_50, var_51, var_8, adj_50, adj_51, adj_8, adj_52);
    wp::adj_div(var_45, var_48, var_49, adj_45, adj_48, adj_49);
    wp::adj_add(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_abs(var_8, adj_8, adj_46);
    // adj: v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))  <L 50>
    wp::adj_clamp(var_38, var_41, var_42, adj_38, adj_41, adj_42, adj_43);
    // adj: v8 = wp.clamp(v4, -1.98, 1.33)                                                    <L 52>
    wp::adj_mul(var_38, var_39, adj_38, adj_39, adj_40);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_39);
    // adj: v7 = (v4 * wp.vec2(v5, v5))                                                       <L 51>
    wp::adj_add(var_21, var_37, adj_21, adj_37, adj_38);
    wp::adj_tanh(var_36, var_37, adj_36, adj_37);
    adj_function_000001_f2_0(var_32, var_35, adj_32, adj_35, adj_36);
    wp::adj_where(var_33, var_34, var_8, adj_33, adj_34, adj_8, adj_35);
    wp::adj_div(var_28, var_31, var_32, adj_28, adj_31, adj_32);
    wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_abs(var_8, adj_8, adj_29);
    // adj: v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))  <L 50>
    wp::adj_clamp(var_21, var_24, var_25, adj_21, adj_24, adj_25, adj_26);
    // adj: v8 = wp.clamp(v4, -1.98, 1.33)                                                    <L 52>
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_22);
    // adj: v7 = (v4 * wp.vec2(v5, v5))                                                       <L 51>
    wp::adj_add(var_5, var_20, adj_5, adj_20, adj_21);
    wp::adj_tanh(var_19, var_20, adj_19, adj_20);
    adj_function_000001_f2_0(var_15, var_18, adj_15, adj_18, adj_19);
    wp::adj_where(var_16, var_17, var_8, adj_16, adj_17, adj_8, adj_18);
    wp::adj_div(var_11, var_14, var_15, adj_11, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_8, adj_8, adj_12);
    // adj: v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))  <L 50>
    // adj: for j6 in range(6):                                                               <L 49>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v5 = x2[tid]                                                                      <L 48>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v4 = x1[tid]                                                                      <L 47>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v3 = x0[tid]                                                                      <L 46>
    // adj: tid = wp.tid()                                                                    <L 45>
    // adj: def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):  <L 44>
    return;
}



struct function_000001_cd9cf5f0_cpu_block_payload_forward
{
    wp_args_function_000001_cd9cf5f0* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000001_cd9cf5f0_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000001_cd9cf5f0_cpu_block_payload_forward* payload = (function_000001_cd9cf5f0_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000001_cd9cf5f0_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void function_000001_cd9cf5f0_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000001_cd9cf5f0 *_wp_args)
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
        function_000001_cd9cf5f0_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000001_cd9cf5f0_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct function_000001_cd9cf5f0_cpu_block_payload_backward
{
    wp_args_function_000001_cd9cf5f0* args;
    wp_args_function_000001_cd9cf5f0* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000001_cd9cf5f0_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000001_cd9cf5f0_cpu_block_payload_backward* payload = (function_000001_cd9cf5f0_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000001_cd9cf5f0_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void function_000001_cd9cf5f0_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000001_cd9cf5f0 *_wp_args,
    wp_args_function_000001_cd9cf5f0 *_wp_adj_args)
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
        function_000001_cd9cf5f0_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000001_cd9cf5f0_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

