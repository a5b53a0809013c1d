// Generated for case nested_loop-000001 with warp-lang 1.18.0. Do not edit.
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


// nested_loop-000001.py:6
static wp::float32 nested_loop_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::vec_t<2, wp::float32> var_15;
    const wp::float32 var_16 = 1.92;
    wp::vec_t<2, wp::float32> var_17;
    wp::vec_t<2, wp::float32> var_18;
    const wp::int32 var_19 = 0;
    const wp::float32 var_20 = 0.5;
    wp::vec_t<2, wp::float32> var_21;
    const wp::float32 var_22 = 1.67;
    const wp::float32 var_23 = -0.551;
    wp::vec_t<2, wp::float32> var_24;
    wp::vec_t<2, wp::float32> var_25;
    const wp::float32 var_26 = 0.41;
    wp::vec_t<2, wp::float32> var_27;
    wp::vec_t<2, wp::float32> var_28;
    const wp::int32 var_29 = 1;
    const wp::float32 var_30 = 0.5;
    wp::vec_t<2, wp::float32> var_31;
    const wp::float32 var_32 = 1.67;
    const wp::float32 var_33 = -0.551;
    wp::vec_t<2, wp::float32> var_34;
    wp::vec_t<2, wp::float32> var_35;
    const wp::float32 var_36 = 0.41;
    wp::vec_t<2, wp::float32> var_37;
    wp::vec_t<2, wp::float32> var_38;
    wp::vec_t<2, wp::float32> var_39;
    const wp::int32 var_40 = 1;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.0;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::vec_t<2, wp::float32> var_46;
    wp::vec_t<2, wp::float32> var_47;
    const wp::float32 var_48 = 1.92;
    wp::vec_t<2, wp::float32> var_49;
    wp::vec_t<2, wp::float32> var_50;
    const wp::int32 var_51 = 0;
    const wp::float32 var_52 = 0.5;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 1.67;
    const wp::float32 var_55 = -0.551;
    wp::vec_t<2, wp::float32> var_56;
    wp::vec_t<2, wp::float32> var_57;
    const wp::float32 var_58 = 0.41;
    wp::vec_t<2, wp::float32> var_59;
    wp::vec_t<2, wp::float32> var_60;
    const wp::int32 var_61 = 1;
    const wp::float32 var_62 = 0.5;
    wp::vec_t<2, wp::float32> var_63;
    const wp::float32 var_64 = 1.67;
    const wp::float32 var_65 = -0.551;
    wp::vec_t<2, wp::float32> var_66;
    wp::vec_t<2, wp::float32> var_67;
    const wp::float32 var_68 = 0.41;
    wp::vec_t<2, wp::float32> var_69;
    wp::vec_t<2, wp::float32> var_70;
    wp::vec_t<2, wp::float32> var_71;
    const wp::int32 var_72 = 2;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = 1.0;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::vec_t<2, wp::float32> var_78;
    wp::vec_t<2, wp::float32> var_79;
    const wp::float32 var_80 = 1.92;
    wp::vec_t<2, wp::float32> var_81;
    wp::vec_t<2, wp::float32> var_82;
    const wp::int32 var_83 = 0;
    const wp::float32 var_84 = 0.5;
    wp::vec_t<2, wp::float32> var_85;
    const wp::float32 var_86 = 1.67;
    const wp::float32 var_87 = -0.551;
    wp::vec_t<2, wp::float32> var_88;
    wp::vec_t<2, wp::float32> var_89;
    const wp::float32 var_90 = 0.41;
    wp::vec_t<2, wp::float32> var_91;
    wp::vec_t<2, wp::float32> var_92;
    const wp::int32 var_93 = 1;
    const wp::float32 var_94 = 0.5;
    wp::vec_t<2, wp::float32> var_95;
    const wp::float32 var_96 = 1.67;
    const wp::float32 var_97 = -0.551;
    wp::vec_t<2, wp::float32> var_98;
    wp::vec_t<2, wp::float32> var_99;
    const wp::float32 var_100 = 0.41;
    wp::vec_t<2, wp::float32> var_101;
    wp::vec_t<2, wp::float32> var_102;
    wp::vec_t<2, wp::float32> var_103;
    const wp::int32 var_104 = 3;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::vec_t<2, wp::float32> var_110;
    wp::vec_t<2, wp::float32> var_111;
    const wp::float32 var_112 = 1.92;
    wp::vec_t<2, wp::float32> var_113;
    wp::vec_t<2, wp::float32> var_114;
    const wp::int32 var_115 = 0;
    const wp::float32 var_116 = 0.5;
    wp::vec_t<2, wp::float32> var_117;
    const wp::float32 var_118 = 1.67;
    const wp::float32 var_119 = -0.551;
    wp::vec_t<2, wp::float32> var_120;
    wp::vec_t<2, wp::float32> var_121;
    const wp::float32 var_122 = 0.41;
    wp::vec_t<2, wp::float32> var_123;
    wp::vec_t<2, wp::float32> var_124;
    const wp::int32 var_125 = 1;
    const wp::float32 var_126 = 0.5;
    wp::vec_t<2, wp::float32> var_127;
    const wp::float32 var_128 = 1.67;
    const wp::float32 var_129 = -0.551;
    wp::vec_t<2, wp::float32> var_130;
    wp::vec_t<2, wp::float32> var_131;
    const wp::float32 var_132 = 0.41;
    wp::vec_t<2, wp::float32> var_133;
    wp::vec_t<2, wp::float32> var_134;
    wp::vec_t<2, wp::float32> var_135;
    bool var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    //---------
    // forward
    // def nested_loop_000001_f0(p0: float, p1: float, p2: wp.vec2, arr: wp.array[float], idx: int) -> float:       <L 7>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 8>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // for j1 in range(4):                                                                    <L 9>
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 10>
    var_9 = wp::add(var_p1, var_p0);
    var_10 = wp::abs(var_p1);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_p1, var_12);
    var_14 = wp::vec_t<2, wp::float32>(var_9, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::add(var_p2, var_17);
    // for j2 in range(2):                                                                    <L 11>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 12>
    var_21 = wp::mul(var_18, var_20);
    var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
    var_25 = wp::normalize(var_24);
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::add(var_21, var_27);
    var_31 = wp::mul(var_28, var_30);
    var_34 = wp::vec_t<2, wp::float32>(var_32, var_33);
    var_35 = wp::normalize(var_34);
    var_37 = wp::mul(var_35, var_36);
    var_38 = wp::add(var_31, var_37);
    // v3 = (v0 * p2)                                                                         <L 13>
    var_39 = wp::mul(var_6, var_38);
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 10>
    var_41 = wp::add(var_p1, var_p0);
    var_42 = wp::abs(var_p1);
    var_44 = wp::add(var_42, var_43);
    var_45 = wp::div(var_p1, var_44);
    var_46 = wp::vec_t<2, wp::float32>(var_41, var_45);
    var_47 = wp::normalize(var_46);
    var_49 = wp::mul(var_47, var_48);
    var_50 = wp::add(var_38, var_49);
    // for j2 in range(2):                                                                    <L 11>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 12>
    var_53 = wp::mul(var_50, var_52);
    var_56 = wp::vec_t<2, wp::float32>(var_54, var_55);
    var_57 = wp::normalize(var_56);
    var_59 = wp::mul(var_57, var_58);
    var_60 = wp::add(var_53, var_59);
    var_63 = wp::mul(var_60, var_62);
    var_66 = wp::vec_t<2, wp::float32>(var_64, var_65);
    var_67 = wp::normalize(var_66);
    var_69 = wp::mul(var_67, var_68);
    var_70 = wp::add(var_63, var_69);
    // v3 = (v0 * p2)                                                                         <L 13>
    var_71 = wp::mul(var_6, var_70);
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 10>
    var_73 = wp::add(var_p1, var_p0);
    var_74 = wp::abs(var_p1);
    var_76 = wp::add(var_74, var_75);
    var_77 = wp::div(var_p1, var_76);
    var_78 = wp::vec_t<2, wp::float32>(var_73, var_77);
    var_79 = wp::normalize(var_78);
    var_81 = wp::mul(var_79, var_80);
    var_82 = wp::add(var_70, var_81);
    // for j2 in range(2):                                                                    <L 11>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 12>
    var_85 = wp::mul(var_82, var_84);
    var_88 = wp::vec_t<2, wp::float32>(var_86, var_87);
    var_89 = wp::normalize(var_88);
    var_91 = wp::mul(var_89, var_90);
    var_92 = wp::add(var_85, var_91);
    var_95 = wp::mul(var_92, var_94);
    var_98 = wp::vec_t<2, wp::float32>(var_96, var_97);
    var_99 = wp::normalize(var_98);
    var_101 = wp::mul(var_99, var_100);
    var_102 = wp::add(var_95, var_101);
    // v3 = (v0 * p2)                                                                         <L 13>
    var_103 = wp::mul(var_6, var_102);
    // p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92           <L 10>
    var_105 = wp::add(var_p1, var_p0);
    var_106 = wp::abs(var_p1);
    var_108 = wp::add(var_106, var_107);
    var_109 = wp::div(var_p1, var_108);
    var_110 = wp::vec_t<2, wp::float32>(var_105, var_109);
    var_111 = wp::normalize(var_110);
    var_113 = wp::mul(var_111, var_112);
    var_114 = wp::add(var_102, var_113);
    // for j2 in range(2):                                                                    <L 11>
    // p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41                             <L 12>
    var_117 = wp::mul(var_114, var_116);
    var_120 = wp::vec_t<2, wp::float32>(var_118, var_119);
    var_121 = wp::normalize(var_120);
    var_123 = wp::mul(var_121, var_122);
    var_124 = wp::add(var_117, var_123);
    var_127 = wp::mul(var_124, var_126);
    var_130 = wp::vec_t<2, wp::float32>(var_128, var_129);
    var_131 = wp::normalize(var_130);
    var_133 = wp::mul(var_131, var_132);
    var_134 = wp::add(var_127, var_133);
    // v3 = (v0 * p2)                                                                         <L 13>
    var_135 = wp::mul(var_6, var_134);
    // if p0 >= v0:                                                                           <L 14>
    var_136 = (var_p0 >= var_6);
    if (var_136) {
        // return wp.rint(p1)                                                                 <L 15>
        var_137 = wp::rint(var_p1);
        return var_137;
    }
    // return (p0 + p0)                                                                       <L 16>
    var_138 = wp::add(var_p0, var_p0);
    return var_138;
}


// nested_loop-000001.py:6
static void adj_nested_loop_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_nested_loop_000001_12bbf693 {
    wp::array_t<wp::float32> element_radii;
    wp::array_t<wp::float32> element_masses;
    wp::float32 dt;
    wp::int32 n;
    wp::array_t<wp::float32> element_costs;
};


void nested_loop_000001_12bbf693_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000001_12bbf693 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_element_radii = _wp_args->element_radii;
    wp::array_t<wp::float32> var_element_masses = _wp_args->element_masses;
    wp::float32 var_dt = _wp_args->dt;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_element_costs = _wp_args->element_costs;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 0;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.56;
    bool var_16;
    const wp::float32 var_17 = 1.449;
    const wp::float32 var_18 = -0.27;
    wp::vec_t<2, wp::float32> var_19;
    const wp::float32 var_20 = 0.1;
    const wp::float32 var_21 = -0.2;
    wp::vec_t<2, wp::float32> var_22;
    wp::vec_t<2, wp::float32> var_23;
    wp::range_t var_24;
    wp::int32 var_25;
    const wp::float32 var_26 = 0.5;
    wp::float32 var_27;
    const wp::float32 var_28 = -1.39;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.5;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    const wp::float32 var_46 = 1.0;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 1.56;
    bool var_53;
    const wp::float32 var_54 = 1.449;
    const wp::float32 var_55 = -0.27;
    wp::vec_t<2, wp::float32> var_56;
    const wp::float32 var_57 = 0.1;
    const wp::float32 var_58 = -0.2;
    wp::vec_t<2, wp::float32> var_59;
    wp::vec_t<2, wp::float32> var_60;
    wp::range_t var_61;
    wp::int32 var_62;
    const wp::float32 var_63 = 0.5;
    wp::float32 var_64;
    const wp::float32 var_65 = -1.39;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = 1.0;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 0.5;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = 1.0;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::int32 var_81 = 0;
    const wp::float32 var_82 = 1.9;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::int32 var_85 = 1;
    const wp::float32 var_86 = 1.9;
    wp::float32 var_87;
    wp::float32 var_88;
    const wp::int32 var_89 = 2;
    const wp::float32 var_90 = 1.9;
    wp::float32 var_91;
    wp::float32 var_92;
    const wp::int32 var_93 = 3;
    const wp::float32 var_94 = 1.9;
    wp::float32 var_95;
    wp::float32 var_96;
    const wp::int32 var_97 = 4;
    const wp::float32 var_98 = 1.9;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::float32 var_101 = 1.7;
    const wp::float32 var_102 = -0.23;
    wp::vec_t<2, wp::float32> var_103;
    wp::float32 var_104;
    wp::vec_t<2, wp::float32> var_105;
    wp::int32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    const wp::float32 var_110 = -1.356;
    wp::float32 var_111;
    //---------
    // forward
    // def nested_loop_000001(element_radii: wp.array[float], element_masses: wp.array[float], dt: float, n: int, element_costs: wp.array[float]):       <L 20>
    // tid = wp.tid()                                                                         <L 21>
    var_0 = builtin_tid1d();
    // v4 = element_radii[tid]                                                                <L 22>
    var_1 = wp::address(var_element_radii, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v5 = element_masses[tid]                                                               <L 23>
    var_4 = wp::address(var_element_masses, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // for j6 in range(2):                                                                    <L 24>
    // dt += wp.tanh((wp.mod(v4, wp.abs(v4) + 1.0) - v5))                                     <L 25>
    var_8 = wp::abs(var_2);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::mod(var_2, var_10);
    var_12 = wp::sub(var_11, var_5);
    var_13 = wp::tanh(var_12);
    var_14 = wp::add(var_dt, var_13);
    // v7 = wp.where(v4 < 1.56, wp.vec2(1.449, -0.27), wp.vec2(0.1, -0.2))                    <L 26>
    var_16 = (var_2 < var_15);
    var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
    var_22 = wp::vec_t<2, wp::float32>(var_20, var_21);
    var_23 = wp::where(var_16, var_19, var_22);
    // for j8 in range(n):                                                                    <L 27>
    var_24 = wp::range(var_n);
    start_for_0:;
        if (iter_cmp(var_24) == 0) goto end_for_0;
        var_25 = wp::iter_next(var_24);
        // v4 = v4 * 0.5 + wp.sin((-1.39 / (wp.abs((v5 + v5)) + 1.0)))                        <L 28>
        var_27 = wp::mul(var_2, var_26);
        var_29 = wp::add(var_5, var_5);
        var_30 = wp::abs(var_29);
        var_32 = wp::add(var_30, var_31);
        var_33 = wp::div(var_28, var_32);
        var_34 = wp::sin(var_33);
        var_35 = wp::add(var_27, var_34);
        // dt = dt * 0.5 + wp.tanh(wp.log10(wp.abs(v5) + 1.0))                                <L 29>
        var_37 = wp::mul(var_14, var_36);
        var_38 = wp::abs(var_5);
        var_40 = wp::add(var_38, var_39);
        var_41 = wp::log10(var_40);
        var_42 = wp::tanh(var_41);
        var_43 = wp::add(var_37, var_42);
        wp::assign(var_14, var_43);
        wp::assign(var_2, var_35);
        goto start_for_0;
    end_for_0:;
    // dt += wp.tanh((wp.mod(v4, wp.abs(v4) + 1.0) - v5))                                     <L 25>
    var_45 = wp::abs(var_2);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::mod(var_2, var_47);
    var_49 = wp::sub(var_48, var_5);
    var_50 = wp::tanh(var_49);
    var_51 = wp::add(var_14, var_50);
    // v7 = wp.where(v4 < 1.56, wp.vec2(1.449, -0.27), wp.vec2(0.1, -0.2))                    <L 26>
    var_53 = (var_2 < var_52);
    var_56 = wp::vec_t<2, wp::float32>(var_54, var_55);
    var_59 = wp::vec_t<2, wp::float32>(var_57, var_58);
    var_60 = wp::where(var_53, var_56, var_59);
    // for j8 in range(n):                                                                    <L 27>
    var_61 = wp::range(var_n);
    start_for_2:;
        if (iter_cmp(var_61) == 0) goto end_for_2;
        var_62 = wp::iter_next(var_61);
        // v4 = v4 * 0.5 + wp.sin((-1.39 / (wp.abs((v5 + v5)) + 1.0)))                        <L 28>
        var_64 = wp::mul(var_2, var_63);
        var_66 = wp::add(var_5, var_5);
        var_67 = wp::abs(var_66);
        var_69 = wp::add(var_67, var_68);
        var_70 = wp::div(var_65, var_69);
        var_71 = wp::sin(var_70);
        var_72 = wp::add(var_64, var_71);
        // dt = dt * 0.5 + wp.tanh(wp.log10(wp.abs(v5) + 1.0))                                <L 29>
        var_74 = wp::mul(var_51, var_73);
        var_75 = wp::abs(var_5);
        var_77 = wp::add(var_75, var_76);
        var_78 = wp::log10(var_77);
        var_79 = wp::tanh(var_78);
        var_80 = wp::add(var_74, var_79);
        wp::assign(var_51, var_80);
        wp::assign(var_2, var_72);
        goto start_for_2;
    end_for_2:;
    // for j9 in range(5):                                                                    <L 30>
    // v5 = v5 + wp.sin(1.9)                                                                  <L 31>
    var_83 = wp::sin(var_82);
    var_84 = wp::add(var_5, var_83);
    var_87 = wp::sin(var_86);
    var_88 = wp::add(var_84, var_87);
    var_91 = wp::sin(var_90);
    var_92 = wp::add(var_88, var_91);
    var_95 = wp::sin(var_94);
    var_96 = wp::add(var_92, var_95);
    var_99 = wp::sin(var_98);
    var_100 = wp::add(var_96, var_99);
    // v10 = wp.vec2(1.7, -0.23)                                                              <L 32>
    var_103 = wp::vec_t<2, wp::float32>(var_101, var_102);
    // v11 = nested_loop_000001_f0(nested_loop_000001_f0(v5, v4, v10, element_masses, tid), v4, wp.vec2(v5, dt), element_masses, min(tid, tid))       <L 33>
    var_104 = nested_loop_000001_f0_0(var_100, var_2, var_103, var_element_masses, var_0);
    var_105 = wp::vec_t<2, wp::float32>(var_100, var_51);
    var_106 = wp::min(var_0, var_0);
    var_107 = nested_loop_000001_f0_0(var_104, var_2, var_105, var_element_masses, var_106);
    // element_costs[tid] = v4 + dt + v11 + -1.356                                            <L 34>
    var_108 = wp::add(var_2, var_51);
    var_109 = wp::add(var_108, var_107);
    var_111 = wp::add(var_109, var_110);
    wp::array_store(var_element_costs, var_0, var_111);
}



struct nested_loop_000001_12bbf693_cpu_block_payload_forward
{
    wp_args_nested_loop_000001_12bbf693* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000001_12bbf693_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000001_12bbf693_cpu_block_payload_forward* payload = (nested_loop_000001_12bbf693_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000001_12bbf693_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void nested_loop_000001_12bbf693_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000001_12bbf693 *_wp_args)
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
        nested_loop_000001_12bbf693_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000001_12bbf693_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

