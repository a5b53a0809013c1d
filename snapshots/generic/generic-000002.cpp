// Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
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


// generic-000002.py:0
static wp::vec_t<3, wp::float32> generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    //---------
    // forward
    // def generic_000002_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // v1 = (p0 * v0)                                                                         <L 3>
    var_1 = wp::mul(var_p0, var_0);
    // v2 = p1.x                                                                              <L 4>
    var_3 = wp::extract(var_p1, var_2);
    // return p1                                                                              <L 5>
    return var_p1;
}


// generic-000002.py:0
static void adj_generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    //---------
    // forward
    // def generic_000002_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // v1 = (p0 * v0)                                                                         <L 3>
    var_1 = wp::mul(var_p0, var_0);
    // v2 = p1.x                                                                              <L 4>
    var_3 = wp::extract(var_p1, var_2);
    // return p1                                                                              <L 5>
    goto label0;
    //---------
    // reverse
    label0:;
    adj_p1 += adj_ret;
    // adj: return p1                                                                         <L 5>
    wp::adj_extract(var_p1, var_2, adj_p1, adj_2, adj_3);
    // adj: v2 = p1.x                                                                         <L 4>
    wp::adj_mul(var_p0, var_0, adj_p0, adj_0, adj_1);
    // adj: v1 = (p0 * v0)                                                                    <L 3>
    wp::adj_neg(var_p0, adj_p0, adj_0);
    // adj: v0 = -(p0)                                                                        <L 2>
    // adj: def generic_000002_f0(p0: Any, p1: Any):                                          <L 1>
    return;
}

struct wp_args_generic_000002_t_e70e3cc8 {
    wp::float32 stiffness;
    wp::array_t<wp::float32> sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_displacements;
    wp::array_t<wp::float32> sample_residuals;
    wp::array_t<wp::float32> sample_distances;
};


template <bool wp_linear_contiguous>
static void generic_000002_t_e70e3cc8_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000002_t_e70e3cc8 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float32 var_stiffness = _wp_args->stiffness;
    wp::array_t<wp::float32> var_sample_temperatures = _wp_args->sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements = _wp_args->sample_displacements;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::float32> var_sample_distances = _wp_args->sample_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.3;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 0;
    const wp::float32 var_14 = 0.367;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = -0.4;
    wp::float32 var_18;
    const wp::float32 var_19 = -0.97;
    wp::float32 var_20;
    const wp::float32 var_21 = -0.2;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::int32 var_29 = 0;
    wp::float32 var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    const wp::float32 var_39 = 0.367;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = -0.4;
    wp::float32 var_43;
    const wp::float32 var_44 = -0.97;
    wp::float32 var_45;
    const wp::float32 var_46 = -0.2;
    wp::float32 var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::vec_t<3, wp::float32> var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    const wp::int32 var_56 = 1;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 2;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 2;
    const wp::float32 var_64 = 0.367;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = -0.4;
    wp::float32 var_68;
    const wp::float32 var_69 = -0.97;
    wp::float32 var_70;
    const wp::float32 var_71 = -0.2;
    wp::float32 var_72;
    wp::vec_t<3, wp::float32> var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::vec_t<3, wp::float32> var_78;
    const wp::int32 var_79 = 0;
    wp::float32 var_80;
    const wp::int32 var_81 = 1;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::int32 var_84 = 2;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 3;
    const wp::float32 var_89 = 0.367;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::float32 var_92 = -0.4;
    wp::float32 var_93;
    const wp::float32 var_94 = -0.97;
    wp::float32 var_95;
    const wp::float32 var_96 = -0.2;
    wp::float32 var_97;
    wp::vec_t<3, wp::float32> var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::vec_t<3, wp::float32> var_103;
    const wp::int32 var_104 = 0;
    wp::float32 var_105;
    const wp::int32 var_106 = 1;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::int32 var_109 = 2;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 0.238;
    wp::float32 var_115;
    const wp::float32 var_116 = -1.8;
    wp::float32 var_117;
    const wp::float32 var_118 = -0.536;
    wp::float32 var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    const wp::float32 var_124 = 1.24;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    wp::float32 var_128;
    const wp::int32 var_129 = 0;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::int32 var_132 = 1;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::int32 var_135 = 2;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 1.4;
    wp::float32 var_141;
    const wp::float32 var_142 = 2.0;
    wp::float32 var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::int32 var_146 = 0;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::int32 var_149 = 1;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::int32 var_152 = 2;
    wp::float32 var_153;
    wp::float32 var_154;
    //---------
    // forward
    // def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_distances: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v10 = float(0.0)                                                                       <L 3>
    var_2 = wp::float(var_1);
    // v3 = sample_temperatures[tid]                                                          <L 4>
    var_3 = wp::address(var_sample_temperatures, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v4 = sample_displacements[tid]                                                         <L 5>
    var_6 = wp::address(var_sample_displacements, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v5 = v3                                                                                <L 6>
    var_9 = wp::copy(var_4);
    // v6 = (type(stiffness)(1.3) * v5)                                                       <L 7>
    var_11 = wp::float32(var_10);
    var_12 = wp::mul(var_11, var_9);
    // for j7 in range(4):                                                                    <L 8>
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_15 = wp::float32(var_14);
    var_16 = wp::abs(var_15);
    var_18 = wp::float32(var_17);
    var_20 = wp::float32(var_19);
    var_22 = wp::float32(var_21);
    var_23 = wp::vec_t<3, wp::float32>(var_18, var_20, var_22);
    var_24 = wp::length(var_23);
    var_25 = wp::sub(var_16, var_24);
    var_26 = wp::sin(var_25);
    var_27 = wp::add(var_4, var_26);
    // v8 = v4                                                                                <L 10>
    var_28 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_30 = wp::extract(var_28, var_29);
    var_32 = wp::extract(var_28, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_28, var_34);
    var_36 = wp::add(var_33, var_35);
    var_37 = wp::add(var_2, var_36);
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_40 = wp::float32(var_39);
    var_41 = wp::abs(var_40);
    var_43 = wp::float32(var_42);
    var_45 = wp::float32(var_44);
    var_47 = wp::float32(var_46);
    var_48 = wp::vec_t<3, wp::float32>(var_43, var_45, var_47);
    var_49 = wp::length(var_48);
    var_50 = wp::sub(var_41, var_49);
    var_51 = wp::sin(var_50);
    var_52 = wp::add(var_27, var_51);
    // v8 = v4                                                                                <L 10>
    var_53 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_55 = wp::extract(var_53, var_54);
    var_57 = wp::extract(var_53, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_53, var_59);
    var_61 = wp::add(var_58, var_60);
    var_62 = wp::add(var_37, var_61);
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_65 = wp::float32(var_64);
    var_66 = wp::abs(var_65);
    var_68 = wp::float32(var_67);
    var_70 = wp::float32(var_69);
    var_72 = wp::float32(var_71);
    var_73 = wp::vec_t<3, wp::float32>(var_68, var_70, var_72);
    var_74 = wp::length(var_73);
    var_75 = wp::sub(var_66, var_74);
    var_76 = wp::sin(var_75);
    var_77 = wp::add(var_52, var_76);
    // v8 = v4                                                                                <L 10>
    var_78 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_80 = wp::extract(var_78, var_79);
    var_82 = wp::extract(var_78, var_81);
    var_83 = wp::add(var_80, var_82);
    var_85 = wp::extract(var_78, var_84);
    var_86 = wp::add(var_83, var_85);
    var_87 = wp::add(var_62, var_86);
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_90 = wp::float32(var_89);
    var_91 = wp::abs(var_90);
    var_93 = wp::float32(var_92);
    var_95 = wp::float32(var_94);
    var_97 = wp::float32(var_96);
    var_98 = wp::vec_t<3, wp::float32>(var_93, var_95, var_97);
    var_99 = wp::length(var_98);
    var_100 = wp::sub(var_91, var_99);
    var_101 = wp::sin(var_100);
    var_102 = wp::add(var_77, var_101);
    // v8 = v4                                                                                <L 10>
    var_103 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_105 = wp::extract(var_103, var_104);
    var_107 = wp::extract(var_103, var_106);
    var_108 = wp::add(var_105, var_107);
    var_110 = wp::extract(var_103, var_109);
    var_111 = wp::add(var_108, var_110);
    var_112 = wp::add(var_87, var_111);
    // v9 = generic_000002_f0((v3 + v3), wp.vector(type(stiffness)(0.238), type(stiffness)(-1.8), type(stiffness)(-0.536)))       <L 12>
    var_113 = wp::add(var_102, var_102);
    var_115 = wp::float32(var_114);
    var_117 = wp::float32(var_116);
    var_119 = wp::float32(var_118);
    var_120 = wp::vec_t<3, wp::float32>(var_115, var_117, var_119);
    var_121 = generic_000002_f0_0(var_113, var_120);
    // sample_residuals[tid] = v5 + v6 + v3 + v3 * type(stiffness)(1.24) + v10 + v4[0] + v4[1] + v4[2]       <L 13>
    var_122 = wp::add(var_9, var_12);
    var_123 = wp::add(var_122, var_102);
    var_125 = wp::float32(var_124);
    var_126 = wp::mul(var_102, var_125);
    var_127 = wp::add(var_123, var_126);
    var_128 = wp::add(var_127, var_112);
    var_130 = wp::extract(var_7, var_129);
    var_131 = wp::add(var_128, var_130);
    var_133 = wp::extract(var_7, var_132);
    var_134 = wp::add(var_131, var_133);
    var_136 = wp::extract(var_7, var_135);
    var_137 = wp::add(var_134, var_136);
    wp::array_store(var_sample_residuals, var_0, var_137);
    // sample_distances[tid] = v5 + v6 + v3 + type(stiffness)(1.4) * type(stiffness)(2.0) + v9[0] + v9[1] + v9[2]       <L 14>
    var_138 = wp::add(var_9, var_12);
    var_139 = wp::add(var_138, var_102);
    var_141 = wp::float32(var_140);
    var_143 = wp::float32(var_142);
    var_144 = wp::mul(var_141, var_143);
    var_145 = wp::add(var_139, var_144);
    var_147 = wp::extract(var_121, var_146);
    var_148 = wp::add(var_145, var_147);
    var_150 = wp::extract(var_121, var_149);
    var_151 = wp::add(var_148, var_150);
    var_153 = wp::extract(var_121, var_152);
    var_154 = wp::add(var_151, var_153);
    wp::array_store(var_sample_distances, var_0, var_154);
}



template <bool wp_linear_contiguous>
static void generic_000002_t_e70e3cc8_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000002_t_e70e3cc8 *_wp_args,
    wp_args_generic_000002_t_e70e3cc8 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float32 var_stiffness = _wp_args->stiffness;
    wp::array_t<wp::float32> var_sample_temperatures = _wp_args->sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements = _wp_args->sample_displacements;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::float32> var_sample_distances = _wp_args->sample_distances;
    wp::float32 adj_stiffness = _wp_adj_args->stiffness;
    wp::array_t<wp::float32> adj_sample_temperatures = _wp_adj_args->sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_displacements = _wp_adj_args->sample_displacements;
    wp::array_t<wp::float32> adj_sample_residuals = _wp_adj_args->sample_residuals;
    wp::array_t<wp::float32> adj_sample_distances = _wp_adj_args->sample_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.3;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 0;
    const wp::float32 var_14 = 0.367;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = -0.4;
    wp::float32 var_18;
    const wp::float32 var_19 = -0.97;
    wp::float32 var_20;
    const wp::float32 var_21 = -0.2;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::vec_t<3, wp::float32> var_28;
    const wp::int32 var_29 = 0;
    wp::float32 var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    const wp::float32 var_39 = 0.367;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = -0.4;
    wp::float32 var_43;
    const wp::float32 var_44 = -0.97;
    wp::float32 var_45;
    const wp::float32 var_46 = -0.2;
    wp::float32 var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::vec_t<3, wp::float32> var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    const wp::int32 var_56 = 1;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 2;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 2;
    const wp::float32 var_64 = 0.367;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = -0.4;
    wp::float32 var_68;
    const wp::float32 var_69 = -0.97;
    wp::float32 var_70;
    const wp::float32 var_71 = -0.2;
    wp::float32 var_72;
    wp::vec_t<3, wp::float32> var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::vec_t<3, wp::float32> var_78;
    const wp::int32 var_79 = 0;
    wp::float32 var_80;
    const wp::int32 var_81 = 1;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::int32 var_84 = 2;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 3;
    const wp::float32 var_89 = 0.367;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::float32 var_92 = -0.4;
    wp::float32 var_93;
    const wp::float32 var_94 = -0.97;
    wp::float32 var_95;
    const wp::float32 var_96 = -0.2;
    wp::float32 var_97;
    wp::vec_t<3, wp::float32> var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::vec_t<3, wp::float32> var_103;
    const wp::int32 var_104 = 0;
    wp::float32 var_105;
    const wp::int32 var_106 = 1;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::int32 var_109 = 2;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 0.238;
    wp::float32 var_115;
    const wp::float32 var_116 = -1.8;
    wp::float32 var_117;
    const wp::float32 var_118 = -0.536;
    wp::float32 var_119;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    const wp::float32 var_124 = 1.24;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    wp::float32 var_128;
    const wp::int32 var_129 = 0;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::int32 var_132 = 1;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::int32 var_135 = 2;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 1.4;
    wp::float32 var_141;
    const wp::float32 var_142 = 2.0;
    wp::float32 var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::int32 var_146 = 0;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::int32 var_149 = 1;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::int32 var_152 = 2;
    wp::float32 var_153;
    wp::float32 var_154;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::int32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::int32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::int32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::int32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::vec_t<3, wp::float32> adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::vec_t<3, wp::float32> adj_103 = {};
    wp::int32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::int32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::int32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::vec_t<3, wp::float32> adj_120 = {};
    wp::vec_t<3, wp::float32> adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::int32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::int32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::int32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::int32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::int32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::int32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    //---------
    // forward
    // def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_distances: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v10 = float(0.0)                                                                       <L 3>
    var_2 = wp::float(var_1);
    // v3 = sample_temperatures[tid]                                                          <L 4>
    var_3 = wp::address(var_sample_temperatures, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v4 = sample_displacements[tid]                                                         <L 5>
    var_6 = wp::address(var_sample_displacements, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v5 = v3                                                                                <L 6>
    var_9 = wp::copy(var_4);
    // v6 = (type(stiffness)(1.3) * v5)                                                       <L 7>
    var_11 = wp::float32(var_10);
    var_12 = wp::mul(var_11, var_9);
    // for j7 in range(4):                                                                    <L 8>
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_15 = wp::float32(var_14);
    var_16 = wp::abs(var_15);
    var_18 = wp::float32(var_17);
    var_20 = wp::float32(var_19);
    var_22 = wp::float32(var_21);
    var_23 = wp::vec_t<3, wp::float32>(var_18, var_20, var_22);
    var_24 = wp::length(var_23);
    var_25 = wp::sub(var_16, var_24);
    var_26 = wp::sin(var_25);
    var_27 = wp::add(var_4, var_26);
    // v8 = v4                                                                                <L 10>
    var_28 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_30 = wp::extract(var_28, var_29);
    var_32 = wp::extract(var_28, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_28, var_34);
    var_36 = wp::add(var_33, var_35);
    var_37 = wp::add(var_2, var_36);
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_40 = wp::float32(var_39);
    var_41 = wp::abs(var_40);
    var_43 = wp::float32(var_42);
    var_45 = wp::float32(var_44);
    var_47 = wp::float32(var_46);
    var_48 = wp::vec_t<3, wp::float32>(var_43, var_45, var_47);
    var_49 = wp::length(var_48);
    var_50 = wp::sub(var_41, var_49);
    var_51 = wp::sin(var_50);
    var_52 = wp::add(var_27, var_51);
    // v8 = v4                                                                                <L 10>
    var_53 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_55 = wp::extract(var_53, var_54);
    var_57 = wp::extract(var_53, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_53, var_59);
    var_61 = wp::add(var_58, var_60);
    var_62 = wp::add(var_37, var_61);
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_65 = wp::float32(var_64);
    var_66 = wp::abs(var_65);
    var_68 = wp::float32(var_67);
    var_70 = wp::float32(var_69);
    var_72 = wp::float32(var_71);
    var_73 = wp::vec_t<3, wp::float32>(var_68, var_70, var_72);
    var_74 = wp::length(var_73);
    var_75 = wp::sub(var_66, var_74);
    var_76 = wp::sin(var_75);
    var_77 = wp::add(var_52, var_76);
    // v8 = v4                                                                                <L 10>
    var_78 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_80 = wp::extract(var_78, var_79);
    var_82 = wp::extract(var_78, var_81);
    var_83 = wp::add(var_80, var_82);
    var_85 = wp::extract(var_78, var_84);
    var_86 = wp::add(var_83, var_85);
    var_87 = wp::add(var_62, var_86);
    // v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))       <L 9>
    var_90 = wp::float32(var_89);
    var_91 = wp::abs(var_90);
    var_93 = wp::float32(var_92);
    var_95 = wp::float32(var_94);
    var_97 = wp::float32(var_96);
    var_98 = wp::vec_t<3, wp::float32>(var_93, var_95, var_97);
    var_99 = wp::length(var_98);
    var_100 = wp::sub(var_91, var_99);
    var_101 = wp::sin(var_100);
    var_102 = wp::add(var_77, var_101);
    // v8 = v4                                                                                <L 10>
    var_103 = wp::copy(var_7);
    // v10 += v8[0] + v8[1] + v8[2]                                                           <L 11>
    var_105 = wp::extract(var_103, var_104);
    var_107 = wp::extract(var_103, var_106);
    var_108 = wp::add(var_105, var_107);
    var_110 = wp::extract(var_103, var_109);
    var_111 = wp::add(var_108, var_110);
    var_112 = wp::add(var_87, var_111);
    // v9 = generic_000002_f0((v3 + v3), wp.vector(type(stiffness)(0.238), type(stiffness)(-1.8), type(stiffness)(-0.536)))       <L 12>
    var_113 = wp::add(var_102, var_102);
    var_115 = wp::float32(var_114);
    var_117 = wp::float32(var_116);
    var_119 = wp::float32(var_118);
    var_120 = wp::vec_t<3, wp::float32>(var_115, var_117, var_119);
    var_121 = generic_000002_f0_0(var_113, var_120);
    // sample_residuals[tid] = v5 + v6 + v3 + v3 * type(stiffness)(1.24) + v10 + v4[0] + v4[1] + v4[2]       <L 13>
    var_122 = wp::add(var_9, var_12);
    var_123 = wp::add(var_122, var_102);
    var_125 = wp::float32(var_124);
    var_126 = wp::mul(var_102, var_125);
    var_127 = wp::add(var_123, var_126);
    var_128 = wp::add(var_127, var_112);
    var_130 = wp::extract(var_7, var_129);
    var_131 = wp::add(var_128, var_130);
    var_133 = wp::extract(var_7, var_132);
    var_134 = wp::add(var_131, var_133);
    var_136 = wp::extract(var_7, var_135);
    var_137 = wp::add(var_134, var_136);
    // wp::array_store(var_sample_residuals, var_0, var_137);
    // sample_distances[tid] = v5 + v6 + v3 + type(stiffness)(1.4) * type(stiffness)(2.0) + v9[0] + v9[1] + v9[2]       <L 14>
    var_138 = wp::add(var_9, var_12);
    var_139 = wp::add(var_138, var_102);
    var_141 = wp::float32(var_140);
    var_143 = wp::float32(var_142);
    var_144 = wp::mul(var_141, var_143);
    var_145 = wp::add(var_139, var_144);
    var_147 = wp::extract(var_121, var_146);
    var_148 = wp::add(var_145, var_147);
    var_150 = wp::extract(var_121, var_149);
    var_151 = wp::add(var_148, var_150);
    var_153 = wp::extract(var_121, var_152);
    var_154 = wp::add(var_151, var_153);
    // wp::array_store(var_sample_distances, var_0, var_154);
    //---------
    // reverse
    wp::adj_array_store(var_sample_distances, var_0, var_154, adj_sample_distances, adj_0, adj_154);
    wp::adj_add(var_151, var_153, adj_151, adj_153, adj_154);
    wp::adj_extract(var_121, var_152, adj_121, adj_152, adj_153);
    wp::adj_add(var_148, var_150, adj_148, adj_150, adj_151);
    wp::adj_extract(var_121, var_149, adj_121, adj_149, adj_150);
    wp::adj_add(var_145, var_147, adj_145, adj_147, adj_148);
    wp::adj_extract(var_121, var_146, adj_121, adj_146, adj_147);
    wp::adj_add(var_139, var_144, adj_139, adj_144, adj_145);
    wp::adj_mul(var_141, var_143, adj_141, adj_143, adj_144);
    wp::adj_float32(var_142, adj_142, adj_143);
    wp::adj_float32(var_140, adj_140, adj_141);
    wp::adj_add(var_138, var_102, adj_138, adj_102, adj_139);
    wp::adj_add(var_9, var_12, adj_9, adj_12, adj_138);
    // adj: sample_distances[tid] = v5 + v6 + v3 + type(stiffness)(1.4) * type(stiffness)(2.0) + v9[0] + v9[1] + v9[2]  <L 14>
    wp::adj_array_store(var_sample_residuals, var_0, var_137, adj_sample_residuals, adj_0, adj_137);
    wp::adj_add(var_134, var_136, adj_134, adj_136, adj_137);
    wp::adj_extract(var_7, var_135, adj_7, adj_135, adj_136);
    wp::adj_add(var_131, var_133, adj_131, adj_133, adj_134);
    wp::adj_extract(var_7, var_132, adj_7, adj_132, adj_133);
    wp::adj_add(var_128, var_130, adj_128, adj_130, adj_131);
    wp::adj_extract(var_7, var_129, adj_7, adj_129, adj_130);
    wp::adj_add(var_127, var_112, adj_127, adj_112, adj_128);
    wp::adj_add(var_123, var_126, adj_123, adj_126, adj_127);
    wp::adj_mul(var_102, var_125, adj_102, adj_125, adj_126);
    wp::adj_float32(var_124, adj_124, adj_125);
    wp::adj_add(var_122, var_102, adj_122, adj_102, adj_123);
    wp::adj_add(var_9, var_12, adj_9, adj_12, adj_122);
    // adj: sample_residuals[tid] = v5 + v6 + v3 + v3 * type(stiffness)(1.24) + v10 + v4[0] + v4[1] + v4[2]  <L 13>
    adj_generic_000002_f0_0(var_113, var_120, adj_113, adj_120, adj_121);
    wp::adj_vec_t(var_115, var_117, var_119, adj_115, adj_117, adj_119, adj_120);
    wp::adj_float32(var_118, adj_118, adj_119);
    wp::adj_float32(var_116, adj_116, adj_117);
    wp::adj_float32(var_114, adj_114, adj_115);
    wp::adj_add(var_102, var_102, adj_102, adj_102, adj_113);
    // adj: v9 = generic_000002_f0((v3 + v3), wp.vector(type(stiffness)(0.238), type(stiffness)(-1.8), type(stiffness)(-0.536)))  <L 12>
    wp::adj_add(var_87, var_111, adj_87, adj_111, adj_112);
    wp::adj_add(var_108, var_110, adj_108, adj_110, adj_111);
    wp::adj_extract(var_103, var_109, adj_103, adj_109, adj_110);
    wp::adj_add(var_105, var_107, adj_105, adj_107, adj_108);
    wp::adj_extract(var_103, var_106, adj_103, adj_106, adj_107);
    wp::adj_extract(var_103, var_104, adj_103, adj_104, adj_105);
    // adj: v10 += v8[0] + v8[1] + v8[2]                                                      <L 11>
    wp::adj_copy(var_7, adj_7, adj_103);
    // adj: v8 = v4                                                                           <L 10>
    wp::adj_add(var_77, var_101, adj_77, adj_101, adj_102);
    wp::adj_sin(var_100, adj_100, adj_101);
    wp::adj_sub(var_91, var_99, adj_91, adj_99, adj_100);
    wp::adj_length(var_98, var_99, adj_98, adj_99);
    wp::adj_vec_t(var_93, var_95, var_97, adj_93, adj_95, adj_97, adj_98);
    wp::adj_float32(var_96, adj_96, adj_97);
    wp::adj_float32(var_94, adj_94, adj_95);
    wp::adj_float32(var_92, adj_92, adj_93);
    wp::adj_abs(var_90, adj_90, adj_91);
    wp::adj_float32(var_89, adj_89, adj_90);
    // adj: v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))  <L 9>
    wp::adj_add(var_62, var_86, adj_62, adj_86, adj_87);
    wp::adj_add(var_83, var_85, adj_83, adj_85, adj_86);
    wp::adj_extract(var_78, var_84, adj_78, adj_84, adj_85);
    wp::adj_add(var_80, var_82, adj_80, adj_82, adj_83);
    wp::adj_extract(var_78, var_81, adj_78, adj_81, adj_82);
    wp::adj_extract(var_78, var_79, adj_78, adj_79, adj_80);
    // adj: v10 += v8[0] + v8[1] + v8[2]                                                      <L 11>
    wp::adj_copy(var_7, adj_7, adj_78);
    // adj: v8 = v4                                                                           <L 10>
    wp::adj_add(var_52, var_76, adj_52, adj_76, adj_77);
    wp::adj_sin(var_75, adj_75, adj_76);
    wp::adj_sub(var_66, var_74, adj_66, adj_74, adj_75);
    wp::adj_length(var_73, var_74, adj_73, adj_74);
    wp::adj_vec_t(var_68, var_70, var_72, adj_68, adj_70, adj_72, adj_73);
    wp::adj_float32(var_71, adj_71, adj_72);
    wp::adj_float32(var_69, adj_69, adj_70);
    wp::adj_float32(var_67, adj_67, adj_68);
    wp::adj_abs(var_65, adj_65, adj_66);
    wp::adj_float32(var_64, adj_64, adj_65);
    // adj: v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))  <L 9>
    wp::adj_add(var_37, var_61, adj_37, adj_61, adj_62);
    wp::adj_add(var_58, var_60, adj_58, adj_60, adj_61);
    wp::adj_extract(var_53, var_59, adj_53, adj_59, adj_60);
    wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
    wp::adj_extract(var_53, var_56, adj_53, adj_56, adj_57);
    wp::adj_extract(var_53, var_54, adj_53, adj_54, adj_55);
    // adj: v10 += v8[0] + v8[1] + v8[2]                                                      <L 11>
    wp::adj_copy(var_7, adj_7, adj_53);
    // adj: v8 = v4                                                                           <L 10>
    wp::adj_add(var_27, var_51, adj_27, adj_51, adj_52);
    wp::adj_sin(var_50, adj_50, adj_51);
    wp::adj_sub(var_41, var_49, adj_41, adj_49, adj_50);
    wp::adj_length(var_48, var_49, adj_48, adj_49);
    wp::adj_vec_t(var_43, var_45, var_47, adj_43, adj_45, adj_47, adj_48);
    wp::adj_float32(var_46, adj_46, adj_47);
    wp::adj_float32(var_44, adj_44, adj_45);
    wp::adj_float32(var_42, adj_42, adj_43);
    wp::adj_abs(var_40, adj_40, adj_41);
    wp::adj_float32(var_39, adj_39, adj_40);
    // adj: v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))  <L 9>
    wp::adj_add(var_2, var_36, adj_2, adj_36, adj_37);
    wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
    wp::adj_extract(var_28, var_34, adj_28, adj_34, adj_35);
    wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
    wp::adj_extract(var_28, var_31, adj_28, adj_31, adj_32);
    wp::adj_extract(var_28, var_29, adj_28, adj_29, adj_30);
    // adj: v10 += v8[0] + v8[1] + v8[2]                                                      <L 11>
    wp::adj_copy(var_7, adj_7, adj_28);
    // adj: v8 = v4                                                                           <L 10>
    wp::adj_add(var_4, var_26, adj_4, adj_26, adj_27);
    wp::adj_sin(var_25, adj_25, adj_26);
    wp::adj_sub(var_16, var_24, adj_16, adj_24, adj_25);
    wp::adj_length(var_23, var_24, adj_23, adj_24);
    wp::adj_vec_t(var_18, var_20, var_22, adj_18, adj_20, adj_22, adj_23);
    wp::adj_float32(var_21, adj_21, adj_22);
    wp::adj_float32(var_19, adj_19, adj_20);
    wp::adj_float32(var_17, adj_17, adj_18);
    wp::adj_abs(var_15, adj_15, adj_16);
    wp::adj_float32(var_14, adj_14, adj_15);
    // adj: v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))  <L 9>
    // adj: for j7 in range(4):                                                               <L 8>
    wp::adj_mul(var_11, var_9, adj_11, adj_9, adj_12);
    wp::adj_float32(var_10, adj_10, adj_11);
    // adj: v6 = (type(stiffness)(1.3) * v5)                                                  <L 7>
    wp::adj_copy(var_4, adj_4, adj_9);
    // adj: v5 = v3                                                                           <L 6>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_sample_displacements, var_0, adj_sample_displacements, adj_0, adj_6);
    // adj: v4 = sample_displacements[tid]                                                    <L 5>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_sample_temperatures, var_0, adj_sample_temperatures, adj_0, adj_3);
    // adj: v3 = sample_temperatures[tid]                                                     <L 4>
    wp::adj_float(var_1, adj_1, adj_2);
    // adj: v10 = float(0.0)                                                                  <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_distances: wp.array[Any]):  <L 1>
    return;
}



struct generic_000002_t_e70e3cc8_cpu_block_payload_forward
{
    wp_args_generic_000002_t_e70e3cc8* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000002_t_e70e3cc8_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000002_t_e70e3cc8_cpu_block_payload_forward* payload = (generic_000002_t_e70e3cc8_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000002_t_e70e3cc8_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void generic_000002_t_e70e3cc8_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000002_t_e70e3cc8 *_wp_args)
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
        generic_000002_t_e70e3cc8_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000002_t_e70e3cc8_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct generic_000002_t_e70e3cc8_cpu_block_payload_backward
{
    wp_args_generic_000002_t_e70e3cc8* args;
    wp_args_generic_000002_t_e70e3cc8* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000002_t_e70e3cc8_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000002_t_e70e3cc8_cpu_block_payload_backward* payload = (generic_000002_t_e70e3cc8_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000002_t_e70e3cc8_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void generic_000002_t_e70e3cc8_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000002_t_e70e3cc8 *_wp_args,
    wp_args_generic_000002_t_e70e3cc8 *_wp_adj_args)
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
        generic_000002_t_e70e3cc8_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000002_t_e70e3cc8_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

