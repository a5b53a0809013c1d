// Generated for case control-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_control_000000_a6961939 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void control_000000_a6961939_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000000_a6961939 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::int32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::int32 var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 0;
    wp::int32 var_16;
    wp::shape_t var_17;
    wp::int32 var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 4;
    wp::int32 var_23;
    const wp::int32 var_24 = 1;
    bool var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = -1.706;
    const wp::float32 var_29 = 1.42;
    const wp::float32 var_30 = -0.9;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.12;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = -3.0;
    const wp::float32 var_38 = 3.0;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.0;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    const wp::int32 var_45 = 0;
    wp::int32 var_46;
    const wp::int32 var_47 = 2;
    bool var_48;
    const wp::int32 var_49 = 1;
    wp::int32 var_50;
    const wp::float32 var_51 = -0.852;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.0;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 0;
    wp::int32 var_61;
    const wp::int32 var_62 = 5;
    bool var_63;
    const wp::int32 var_64 = 1;
    wp::int32 var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = 1.97;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    const wp::int32 var_72 = 2;
    wp::int32 var_73;
    wp::shape_t* var_74;
    const wp::int32 var_75 = 0;
    wp::int32 var_76;
    wp::shape_t var_77;
    wp::int32 var_78;
    wp::vec_t<3, wp::float32>* var_79;
    const wp::int32 var_80 = 0;
    wp::float32 var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::float32 var_83;
    wp::range_t var_84;
    wp::int32 var_85;
    wp::float32 var_86;
    const wp::float32 var_87 = 1.0;
    wp::float32 var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::vec_t<3, wp::float32> var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::vec_t<3, wp::float32> var_92;
    const wp::float32 var_93 = 1.29;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    const wp::int32 var_96 = 2;
    wp::int32 var_97;
    const wp::int32 var_98 = 1;
    bool var_99;
    wp::vec_t<3, wp::float32> var_100;
    const wp::float32 var_101 = -0.27;
    bool var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.23;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 0.52;
    wp::float32 var_115;
    wp::float32 var_116;
    //---------
    // forward
    // def control_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v3 = (float((tid - tid)) + x1[(tid + 2) % x1.shape[0]])                                <L 10>
    var_10 = wp::sub(var_0, var_0);
    var_11 = wp::float(var_10);
    var_13 = wp::add(var_0, var_12);
    var_14 = &(var_x1.shape);
    var_17 = wp::load(var_14);
    var_16 = wp::extract(var_17, var_15);
    var_18 = wp::mod(var_13, var_16);
    var_19 = wp::address(var_x1, var_18);
    var_21 = wp::load(var_19);
    var_20 = wp::add(var_11, var_21);
    // if (tid) % 4 == 1:                                                                     <L 11>
    var_23 = wp::mod(var_0, var_22);
    var_25 = (var_23 == var_24);
    if (var_25) {
        // out0[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12       <L 12>
        var_26 = wp::add(var_5, var_8);
        var_27 = wp::add(var_26, var_20);
        var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
        var_32 = wp::max(var_2, var_31);
        var_33 = wp::length_sq(var_32);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::add(var_27, var_35);
        wp::array_store(var_out0, var_0, var_36);
        // return                                                                             <L 13>
        return;
    }
    // v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                           <L 14>
    var_39 = wp::clamp(var_8, var_37, var_38);
    var_40 = wp::cosh(var_39);
    var_41 = wp::abs(var_40);
    var_43 = wp::add(var_41, var_42);
    var_44 = wp::div(var_2, var_43);
    // w5 = int(0)                                                                            <L 15>
    var_46 = wp::int(var_45);
    // while w5 < 2:                                                                          <L 16>
    start_while_1:;
    var_48 = (var_46 < var_47);
    if ((var_48) == false) goto end_while_1;
        // w5 = w5 + 1                                                                        <L 17>
        var_50 = wp::add(var_46, var_49);
        // v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))                 <L 18>
        var_52 = wp::min(var_8, var_51);
        var_53 = wp::sub(var_5, var_5);
        var_54 = wp::abs(var_53);
        var_56 = wp::add(var_54, var_55);
        var_57 = wp::div(var_52, var_56);
        var_58 = wp::sin(var_57);
        var_59 = wp::add(var_20, var_58);
        // w6 = int(0)                                                                        <L 19>
        var_61 = wp::int(var_60);
        // while w6 < 5:                                                                      <L 20>
    start_while_3:;
        var_63 = (var_61 < var_62);
    if ((var_63) == false) goto end_while_3;
            // w6 = w6 + 1                                                                    <L 21>
            var_65 = wp::add(var_61, var_64);
            // v0 = v0 + wp.normalize(wp.cw_mul((v4 * v2), v0)) * 1.97                        <L 22>
            var_66 = wp::mul(var_44, var_8);
            var_67 = wp::cw_mul(var_66, var_2);
            var_68 = wp::normalize(var_67);
            var_70 = wp::mul(var_68, var_69);
            var_71 = wp::add(var_2, var_70);
            // v7 = ((x0[(tid + 2) % x0.shape[0]]).x - v3)                                    <L 23>
            var_73 = wp::add(var_0, var_72);
            var_74 = &(var_x0.shape);
            var_77 = wp::load(var_74);
            var_76 = wp::extract(var_77, var_75);
            var_78 = wp::mod(var_73, var_76);
            var_79 = wp::address(var_x0, var_78);
            var_82 = wp::load(var_79);
            var_81 = wp::extract(var_82, var_80);
            var_83 = wp::sub(var_81, var_59);
            wp::assign(var_2, var_71);
            wp::assign(var_61, var_65);
    goto start_while_3;
    end_while_3:;
        // for j8 in range(n):                                                                <L 24>
        var_84 = wp::range(var_n);
        start_for_5:;
            if (iter_cmp(var_84) == 0) goto end_for_5;
            var_85 = wp::iter_next(var_84);
            // v0 = v0 + wp.normalize(((v4 / (wp.abs(v2) + 1.0)) - wp.normalize(v0))) * 1.29       <L 25>
            var_86 = wp::abs(var_8);
            var_88 = wp::add(var_86, var_87);
            var_89 = wp::div(var_44, var_88);
            var_90 = wp::normalize(var_2);
            var_91 = wp::sub(var_89, var_90);
            var_92 = wp::normalize(var_91);
            var_94 = wp::mul(var_92, var_93);
            var_95 = wp::add(var_2, var_94);
            // if (tid) % 2 == 1:                                                             <L 26>
            var_97 = wp::mod(var_0, var_96);
            var_99 = (var_97 == var_98);
            if (var_99) {
                // break                                                                      <L 27>
                wp::assign(var_2, var_95);
                goto end_for_5;
            }
            var_100 = wp::where(var_99, var_2, var_95);
            // if -0.27 < v1:                                                                 <L 28>
            var_102 = (var_101 < var_5);
            if (var_102) {
                // continue                                                                   <L 29>
                wp::assign(var_2, var_100);
                goto start_for_5;
            }
            var_103 = wp::where(var_102, var_2, var_100);
            wp::assign(var_2, var_103);
            goto start_for_5;
        end_for_5:;
        wp::assign(var_20, var_59);
        wp::assign(var_46, var_50);
    goto start_while_1;
    end_while_1:;
    // out0[tid] = v1 + v2 + v3 + float(tid) * 1.23                                           <L 30>
    var_104 = wp::add(var_5, var_8);
    var_105 = wp::add(var_104, var_20);
    var_106 = wp::float(var_0);
    var_108 = wp::mul(var_106, var_107);
    var_109 = wp::add(var_105, var_108);
    wp::array_store(var_out0, var_0, var_109);
    // out1[tid] = v1 + v2 + v3 + wp.frac((v1 - v1)) * 0.52                                   <L 31>
    var_110 = wp::add(var_5, var_8);
    var_111 = wp::add(var_110, var_20);
    var_112 = wp::sub(var_5, var_5);
    var_113 = wp::frac(var_112);
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::add(var_111, var_115);
    wp::array_store(var_out1, var_0, var_116);
}



template <bool wp_linear_contiguous>
static void control_000000_a6961939_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000000_a6961939 *_wp_args,
    wp_args_control_000000_a6961939 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::int32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::int32 var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 0;
    wp::int32 var_16;
    wp::shape_t var_17;
    wp::int32 var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 4;
    wp::int32 var_23;
    const wp::int32 var_24 = 1;
    bool var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = -1.706;
    const wp::float32 var_29 = 1.42;
    const wp::float32 var_30 = -0.9;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.12;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = -3.0;
    const wp::float32 var_38 = 3.0;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.0;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    const wp::int32 var_45 = 0;
    wp::int32 var_46;
    const wp::int32 var_47 = 2;
    bool var_48;
    const wp::int32 var_49 = 1;
    wp::int32 var_50;
    const wp::float32 var_51 = -0.852;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.0;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 0;
    wp::int32 var_61;
    const wp::int32 var_62 = 5;
    bool var_63;
    const wp::int32 var_64 = 1;
    wp::int32 var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    const wp::float32 var_69 = 1.97;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32> var_71;
    const wp::int32 var_72 = 2;
    wp::int32 var_73;
    wp::shape_t* var_74;
    const wp::int32 var_75 = 0;
    wp::int32 var_76;
    wp::shape_t var_77;
    wp::int32 var_78;
    wp::vec_t<3, wp::float32>* var_79;
    const wp::int32 var_80 = 0;
    wp::float32 var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::float32 var_83;
    wp::range_t var_84;
    wp::int32 var_85;
    wp::float32 var_86;
    const wp::float32 var_87 = 1.0;
    wp::float32 var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::vec_t<3, wp::float32> var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::vec_t<3, wp::float32> var_92;
    const wp::float32 var_93 = 1.29;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    const wp::int32 var_96 = 2;
    wp::int32 var_97;
    const wp::int32 var_98 = 1;
    bool var_99;
    wp::vec_t<3, wp::float32> var_100;
    const wp::float32 var_101 = -0.27;
    bool var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.23;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 0.52;
    wp::float32 var_115;
    wp::float32 var_116;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::shape_t adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::shape_t adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::vec_t<3, wp::float32> adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::int32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    bool adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::int32 adj_61 = {};
    wp::int32 adj_62 = {};
    bool adj_63 = {};
    wp::int32 adj_64 = {};
    wp::int32 adj_65 = {};
    wp::vec_t<3, wp::float32> adj_66 = {};
    wp::vec_t<3, wp::float32> adj_67 = {};
    wp::vec_t<3, wp::float32> adj_68 = {};
    wp::float32 adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::vec_t<3, wp::float32> adj_71 = {};
    wp::int32 adj_72 = {};
    wp::int32 adj_73 = {};
    wp::shape_t adj_74 = {};
    wp::int32 adj_75 = {};
    wp::int32 adj_76 = {};
    wp::shape_t adj_77 = {};
    wp::int32 adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::int32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::float32 adj_83 = {};
    wp::range_t adj_84 = {};
    wp::int32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::vec_t<3, wp::float32> adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::vec_t<3, wp::float32> adj_92 = {};
    wp::float32 adj_93 = {};
    wp::vec_t<3, wp::float32> adj_94 = {};
    wp::vec_t<3, wp::float32> adj_95 = {};
    wp::int32 adj_96 = {};
    wp::int32 adj_97 = {};
    wp::int32 adj_98 = {};
    bool adj_99 = {};
    wp::vec_t<3, wp::float32> adj_100 = {};
    wp::float32 adj_101 = {};
    bool adj_102 = {};
    wp::vec_t<3, wp::float32> adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    //---------
    // forward
    // def control_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v3 = (float((tid - tid)) + x1[(tid + 2) % x1.shape[0]])                                <L 10>
    var_10 = wp::sub(var_0, var_0);
    var_11 = wp::float(var_10);
    var_13 = wp::add(var_0, var_12);
    var_14 = &(var_x1.shape);
    var_17 = wp::load(var_14);
    var_16 = wp::extract(var_17, var_15);
    var_18 = wp::mod(var_13, var_16);
    var_19 = wp::address(var_x1, var_18);
    var_21 = wp::load(var_19);
    var_20 = wp::add(var_11, var_21);
    // if (tid) % 4 == 1:                                                                     <L 11>
    var_23 = wp::mod(var_0, var_22);
    var_25 = (var_23 == var_24);
    if (var_25) {
        // out0[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12       <L 12>
        var_26 = wp::add(var_5, var_8);
        var_27 = wp::add(var_26, var_20);
        var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
        var_32 = wp::max(var_2, var_31);
        var_33 = wp::length_sq(var_32);
        var_35 = wp::mul(var_33, var_34);
        var_36 = wp::add(var_27, var_35);
        // wp::array_store(var_out0, var_0, var_36);
        // return                                                                             <L 13>
        goto label0;
    }
    // v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                           <L 14>
    var_39 = wp::clamp(var_8, var_37, var_38);
    var_40 = wp::cosh(var_39);
    var_41 = wp::abs(var_40);
    var_43 = wp::add(var_41, var_42);
    var_44 = wp::div(var_2, var_43);
    // w5 = int(0)                                                                            <L 15>
    var_46 = wp::int(var_45);
    // while w5 < 2:                                                                          <L 16>
    // out0[tid] = v1 + v2 + v3 + float(tid) * 1.23                                           <L 30>
    var_104 = wp::add(var_5, var_8);
    var_105 = wp::add(var_104, var_20);
    var_106 = wp::float(var_0);
    var_108 = wp::mul(var_106, var_107);
    var_109 = wp::add(var_105, var_108);
    // wp::array_store(var_out0, var_0, var_109);
    // out1[tid] = v1 + v2 + v3 + wp.frac((v1 - v1)) * 0.52                                   <L 31>
    var_110 = wp::add(var_5, var_8);
    var_111 = wp::add(var_110, var_20);
    var_112 = wp::sub(var_5, var_5);
    var_113 = wp::frac(var_112);
    var_115 = wp::mul(var_113, var_114);
    var_116 = wp::add(var_111, var_115);
    // wp::array_store(var_out1, var_0, var_116);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_116, adj_out1, adj_0, adj_116);
    wp::adj_add(var_111, var_115, adj_111, adj_115, adj_116);
    wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
    wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_112);
    wp::adj_add(var_110, var_20, adj_110, adj_20, adj_111);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_110);
    // adj: out1[tid] = v1 + v2 + v3 + wp.frac((v1 - v1)) * 0.52                              <L 31>
    wp::adj_array_store(var_out0, var_0, var_109, adj_out0, adj_0, adj_109);
    wp::adj_add(var_105, var_108, adj_105, adj_108, adj_109);
    wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
    wp::adj_float(var_0, adj_0, adj_106);
    wp::adj_add(var_104, var_20, adj_104, adj_20, adj_105);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_104);
    // adj: out0[tid] = v1 + v2 + v3 + float(tid) * 1.23                                      <L 30>
    start_while_1:;
    var_48 = (var_46 < var_47);
    if ((var_48) == false) goto end_while_1;
    adj_49 = {};
    adj_50 = {};
    adj_51 = {};
    adj_52 = {};
    adj_53 = {};
    adj_54 = {};
    adj_55 = {};
    adj_56 = {};
    adj_57 = {};
    adj_58 = {};
    adj_59 = {};
    adj_60 = {};
    adj_61 = {};
    adj_84 = {};
    adj_85 = {};
    adj_86 = {};
    adj_87 = {};
    adj_88 = {};
    adj_89 = {};
    adj_90 = {};
    adj_91 = {};
    adj_92 = {};
    adj_93 = {};
    adj_94 = {};
    adj_95 = {};
    adj_96 = {};
    adj_97 = {};
    adj_98 = {};
    adj_99 = {};
    adj_100 = {};
    adj_101 = {};
    adj_102 = {};
    adj_103 = {};
        // w5 = w5 + 1                                                                        <L 17>
        var_50 = wp::add(var_46, var_49);
        // v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))                 <L 18>
        var_52 = wp::min(var_8, var_51);
        var_53 = wp::sub(var_5, var_5);
        var_54 = wp::abs(var_53);
        var_56 = wp::add(var_54, var_55);
        var_57 = wp::div(var_52, var_56);
        var_58 = wp::sin(var_57);
        var_59 = wp::add(var_20, var_58);
        // w6 = int(0)                                                                        <L 19>
        var_61 = wp::int(var_60);
        // while w6 < 5:                                                                      <L 20>
        // for j8 in range(n):                                                                <L 24>
        var_84 = wp::range(var_n);
        wp::assign(var_20, var_59);
        wp::assign(var_46, var_50);
        wp::adj_assign(var_46, var_50, adj_46, adj_50);
        wp::adj_assign(var_20, var_59, adj_20, adj_59);
        var_84 = wp::iter_reverse(var_84);
        start_for_5:;
            if (iter_cmp(var_84) == 0) goto end_for_5;
            var_85 = wp::iter_next(var_84);
        	adj_86 = {};
        	adj_87 = {};
        	adj_88 = {};
        	adj_89 = {};
        	adj_90 = {};
        	adj_91 = {};
        	adj_92 = {};
        	adj_93 = {};
        	adj_94 = {};
        	adj_95 = {};
        	adj_96 = {};
        	adj_97 = {};
        	adj_98 = {};
        	adj_99 = {};
        	adj_100 = {};
        	adj_101 = {};
        	adj_102 = {};
        	adj_103 = {};
            // v0 = v0 + wp.normalize(((v4 / (wp.abs(v2) + 1.0)) - wp.normalize(v0))) * 1.29       <L 25>
            var_86 = wp::abs(var_8);
            var_88 = wp::add(var_86, var_87);
            var_89 = wp::div(var_44, var_88);
            var_90 = wp::normalize(var_2);
            var_91 = wp::sub(var_89, var_90);
            var_92 = wp::normalize(var_91);
            var_94 = wp::mul(var_92, var_93);
            var_95 = wp::add(var_2, var_94);
            // if (tid) % 2 == 1:                                                             <L 26>
            var_97 = wp::mod(var_0, var_96);
            var_99 = (var_97 == var_98);
            if (var_99) {
                // break                                                                      <L 27>
                wp::assign(var_2, var_95);
                goto end_for_5;
            }
            var_100 = wp::where(var_99, var_2, var_95);
            // if -0.27 < v1:                                                                 <L 28>
            var_102 = (var_101 < var_5);
            if (var_102) {
                // continue                                                                   <L 29>
                wp::assign(var_2, var_100);
                goto start_for_5;
            }
            var_103 = wp::where(var_102, var_2, var_100);
            wp::assign(var_2, var_103);
            wp::adj_assign(var_2, var_103, adj_2, adj_103);
            wp::adj_where(var_102, var_2, var_100, adj_102, adj_2, adj_100, adj_103);
            if (var_102) {
                wp::adj_assign(var_2, var_100, adj_2, adj_100);
                // adj: continue                                                              <L 29>
            }
            // adj: if -0.27 < v1:                                                            <L 28>
            wp::adj_where(var_99, var_2, var_95, adj_99, adj_2, adj_95, adj_100);
            if (var_99) {
                wp::adj_assign(var_2, var_95, adj_2, adj_95);
                // adj: break                                                                 <L 27>
            }
            wp::adj_mod(var_0, var_96, adj_0, adj_96, adj_97);
            // adj: if (tid) % 2 == 1:                                                        <L 26>
            wp::adj_add(var_2, var_94, adj_2, adj_94, adj_95);
            wp::adj_mul(var_92, var_93, adj_92, adj_93, adj_94);
            wp::adj_normalize(var_91, var_92, adj_91, adj_92);
            wp::adj_sub(var_89, var_90, adj_89, adj_90, adj_91);
            wp::adj_normalize(var_2, var_90, adj_2, adj_90);
            wp::adj_div(var_44, var_88, adj_44, adj_88, adj_89);
            wp::adj_add(var_86, var_87, adj_86, adj_87, adj_88);
            wp::adj_abs(var_8, adj_8, adj_86);
            // adj: v0 = v0 + wp.normalize(((v4 / (wp.abs(v2) + 1.0)) - wp.normalize(v0))) * 1.29  <L 25>
        	goto start_for_5;
        end_for_5:;
        // adj: for j8 in range(n):                                                           <L 24>
    start_while_3:;
        var_63 = (var_61 < var_62);
    if ((var_63) == false) goto end_while_3;
    adj_64 = {};
    adj_65 = {};
    adj_66 = {};
    adj_67 = {};
    adj_68 = {};
    adj_69 = {};
    adj_70 = {};
    adj_71 = {};
    adj_72 = {};
    adj_73 = {};
    adj_74 = {};
    adj_75 = {};
    adj_76 = {};
    adj_77 = {};
    adj_78 = {};
    adj_79 = {};
    adj_80 = {};
    adj_81 = {};
    adj_82 = {};
    adj_83 = {};
            // w6 = w6 + 1                                                                    <L 21>
            var_65 = wp::add(var_61, var_64);
            // v0 = v0 + wp.normalize(wp.cw_mul((v4 * v2), v0)) * 1.97                        <L 22>
            var_66 = wp::mul(var_44, var_8);
            var_67 = wp::cw_mul(var_66, var_2);
            var_68 = wp::normalize(var_67);
            var_70 = wp::mul(var_68, var_69);
            var_71 = wp::add(var_2, var_70);
            // v7 = ((x0[(tid + 2) % x0.shape[0]]).x - v3)                                    <L 23>
            var_73 = wp::add(var_0, var_72);
            var_74 = &(var_x0.shape);
            var_77 = wp::load(var_74);
            var_76 = wp::extract(var_77, var_75);
            var_78 = wp::mod(var_73, var_76);
            var_79 = wp::address(var_x0, var_78);
            var_82 = wp::load(var_79);
            var_81 = wp::extract(var_82, var_80);
            var_83 = wp::sub(var_81, var_59);
            wp::assign(var_2, var_71);
            wp::assign(var_61, var_65);
            wp::adj_assign(var_61, var_65, adj_61, adj_65);
            wp::adj_assign(var_2, var_71, adj_2, adj_71);
            wp::adj_sub(var_81, var_59, adj_81, adj_59, adj_83);
            wp::adj_extract(var_82, var_80, adj_79, adj_80, adj_81);
            wp::adj_address(var_x0, var_78, adj_x0, adj_78, adj_79);
            wp::adj_mod(var_73, var_76, adj_73, adj_76, adj_78);
            adj_x0.shape = adj_74;
            wp::adj_add(var_0, var_72, adj_0, adj_72, adj_73);
            // adj: v7 = ((x0[(tid + 2) % x0.shape[0]]).x - v3)                               <L 23>
            wp::adj_add(var_2, var_70, adj_2, adj_70, adj_71);
            wp::adj_mul(var_68, var_69, adj_68, adj_69, adj_70);
            wp::adj_normalize(var_67, var_68, adj_67, adj_68);
            wp::adj_cw_mul(var_66, var_2, adj_66, adj_2, adj_67);
            wp::adj_mul(var_44, var_8, adj_44, adj_8, adj_66);
            // adj: v0 = v0 + wp.normalize(wp.cw_mul((v4 * v2), v0)) * 1.97                   <L 22>
            wp::adj_add(var_61, var_64, adj_61, adj_64, adj_65);
            // adj: w6 = w6 + 1                                                               <L 21>
    goto start_while_3;
    end_while_3:;
        // adj: while w6 < 5:                                                                 <L 20>
        // adj: w6 = int(0)                                                                   <L 19>
        wp::adj_add(var_20, var_58, adj_20, adj_58, adj_59);
        wp::adj_sin(var_57, adj_57, adj_58);
        wp::adj_div(var_52, var_56, var_57, adj_52, adj_56, adj_57);
        wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
        wp::adj_abs(var_53, adj_53, adj_54);
        wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_53);
        wp::adj_min(var_8, var_51, adj_8, adj_51, adj_52);
        // adj: v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))            <L 18>
        wp::adj_add(var_46, var_49, adj_46, adj_49, adj_50);
        // adj: w5 = w5 + 1                                                                   <L 17>
    goto start_while_1;
    end_while_1:;
    // adj: while w5 < 2:                                                                     <L 16>
    // adj: w5 = int(0)                                                                       <L 15>
    wp::adj_div(var_2, var_43, adj_2, adj_43, adj_44);
    wp::adj_add(var_41, var_42, adj_41, adj_42, adj_43);
    wp::adj_abs(var_40, adj_40, adj_41);
    wp::adj_cosh(var_39, adj_39, adj_40);
    wp::adj_clamp(var_8, var_37, var_38, adj_8, adj_37, adj_38, adj_39);
    // adj: v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))                      <L 14>
    if (var_25) {
        label0:;
        // adj: return                                                                        <L 13>
        wp::adj_array_store(var_out0, var_0, var_36, adj_out0, adj_0, adj_36);
        wp::adj_add(var_27, var_35, adj_27, adj_35, adj_36);
        wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
        wp::adj_length_sq(var_32, adj_32, adj_33);
        wp::adj_max(var_2, var_31, adj_2, adj_31, adj_32);
        wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
        wp::adj_add(var_26, var_20, adj_26, adj_20, adj_27);
        wp::adj_add(var_5, var_8, adj_5, adj_8, adj_26);
        // adj: out0[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12  <L 12>
    }
    wp::adj_mod(var_0, var_22, adj_0, adj_22, adj_23);
    // adj: if (tid) % 4 == 1:                                                                <L 11>
    wp::adj_add(var_11, var_21, adj_11, adj_19, adj_20);
    wp::adj_address(var_x1, var_18, adj_x1, adj_18, adj_19);
    wp::adj_mod(var_13, var_16, adj_13, adj_16, adj_18);
    adj_x1.shape = adj_14;
    wp::adj_add(var_0, var_12, adj_0, adj_12, adj_13);
    wp::adj_float(var_10, adj_10, adj_11);
    wp::adj_sub(var_0, var_0, adj_0, adj_0, adj_10);
    // adj: v3 = (float((tid - tid)) + x1[(tid + 2) % x1.shape[0]])                           <L 10>
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
    // adj: def control_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct control_000000_a6961939_cpu_block_payload_forward
{
    wp_args_control_000000_a6961939* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000000_a6961939_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000000_a6961939_cpu_block_payload_forward* payload = (control_000000_a6961939_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000000_a6961939_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void control_000000_a6961939_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000000_a6961939 *_wp_args)
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
        control_000000_a6961939_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000000_a6961939_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000000_a6961939_cpu_block_payload_backward
{
    wp_args_control_000000_a6961939* args;
    wp_args_control_000000_a6961939* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000000_a6961939_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000000_a6961939_cpu_block_payload_backward* payload = (control_000000_a6961939_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000000_a6961939_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000000_a6961939_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000000_a6961939 *_wp_args,
    wp_args_control_000000_a6961939 *_wp_adj_args)
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
        control_000000_a6961939_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000000_a6961939_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

