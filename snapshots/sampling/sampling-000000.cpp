// Generated for case sampling-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_sampling_000000_af8074c6 {
    wp::array_t<wp::vec_t<2, wp::float32>> x0;
    wp::array_t<wp::vec_t<2, wp::float32>> x1;
    wp::array_t<wp::vec_t<2, wp::float32>> x2;
    wp::array_t<wp::float32> cdf;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::vec_t<3, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void sampling_000000_af8074c6_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000000_af8074c6 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 50805;
    wp::uint32 var_2;
    wp::vec_t<2, wp::float32>* var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32>* var_6;
    wp::vec_t<2, wp::float32> var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32>* var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 0.77;
    const wp::float32 var_13 = -1.2;
    const wp::float32 var_14 = 1.2;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = -1.8;
    const wp::float32 var_22 = -1.3;
    const wp::float32 var_23 = 0.25;
    wp::float32 var_24;
    const wp::float32 var_25 = -0.8;
    const wp::float32 var_26 = -0.9;
    const wp::float32 var_27 = 0.9;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = -0.2;
    const wp::float32 var_33 = -1.121;
    const wp::float32 var_34 = 0.018;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 1.56;
    const wp::float32 var_37 = -0.916;
    const wp::float32 var_38 = 0.4;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::float32 var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::int32 var_46;
    const wp::int32 var_47 = 5;
    wp::int32 var_48;
    wp::float32 var_49;
    bool var_50;
    wp::vec_t<2, wp::float32> var_51;
    wp::vec_t<2, wp::float32> var_52;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 1.15;
    wp::vec_t<2, wp::float32> var_55;
    wp::vec_t<2, wp::float32> var_56;
    wp::vec_t<2, wp::float32> var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.91;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 0;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = 0.766;
    bool var_68;
    const wp::float32 var_69 = 1.522;
    const wp::float32 var_70 = 1.94;
    const wp::float32 var_71 = 1.31;
    wp::vec_t<3, wp::float32> var_72;
    wp::vec_t<3, wp::float32> var_73;
    const wp::float32 var_74 = -1.71;
    const wp::float32 var_75 = 1.29;
    const wp::float32 var_76 = -1.009;
    wp::vec_t<3, wp::float32> var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 1.93;
    wp::vec_t<3, wp::float32> var_81;
    wp::vec_t<3, wp::float32> var_82;
    const wp::int32 var_83 = 0;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::vec_t<3, wp::float32> var_86;
    wp::vec_t<3, wp::float32> var_87;
    //---------
    // forward
    // def sampling_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), cdf: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(50805, tid)                                                       <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[tid]                                                                           <L 9>
    var_6 = wp::address(var_x1, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = x2[tid]                                                                           <L 10>
    var_9 = wp::address(var_x2, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = (wp.log10(wp.abs(wp.tan(wp.clamp(0.77, -1.2, 1.2))) + 1.0) + (wp.lerp(-1.8, -1.3, 0.25) - wp.acos(wp.clamp(-0.8, -0.9, 0.9))))       <L 11>
    var_15 = wp::clamp(var_12, var_13, var_14);
    var_16 = wp::tan(var_15);
    var_17 = wp::abs(var_16);
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::log10(var_19);
    var_24 = wp::lerp(var_21, var_22, var_23);
    var_28 = wp::clamp(var_25, var_26, var_27);
    var_29 = wp::acos(var_28);
    var_30 = wp::sub(var_24, var_29);
    var_31 = wp::add(var_20, var_30);
    // v4 = (v3 * (wp.cross(wp.vec3(-0.2, -1.121, 0.018), wp.vec3(1.56, -0.916, 0.4)) * wp.sin(v3)))       <L 12>
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_40 = wp::cross(var_35, var_39);
    var_41 = wp::sin(var_31);
    var_42 = wp::mul(var_40, var_41);
    var_43 = wp::mul(var_31, var_42);
    // if wp.step(v3) * v3 > float(wp.randi(state) % 5):                                      <L 13>
    var_44 = wp::step(var_31);
    var_45 = wp::mul(var_44, var_31);
    var_46 = wp::randi(var_2);
    var_48 = wp::mod(var_46, var_47);
    var_49 = wp::float(var_48);
    var_50 = (var_45 > var_49);
    if (var_50) {
        // v2 += wp.normalize((wp.normalize(v2) * v3)) * 1.15                                 <L 14>
        var_51 = wp::normalize(var_10);
        var_52 = wp::mul(var_51, var_31);
        var_53 = wp::normalize(var_52);
        var_55 = wp::mul(var_53, var_54);
        var_56 = wp::add(var_10, var_55);
    }
    var_57 = wp::where(var_50, var_56, var_10);
    // out0[tid] = v3 + wp.cos((v3 - v3)) * 0.91 + wp.sin(v1[0])                              <L 15>
    var_58 = wp::sub(var_31, var_31);
    var_59 = wp::cos(var_58);
    var_61 = wp::mul(var_59, var_60);
    var_62 = wp::add(var_31, var_61);
    var_64 = wp::extract(var_7, var_63);
    var_65 = wp::sin(var_64);
    var_66 = wp::add(var_62, var_65);
    wp::array_store(var_out0, var_0, var_66);
    // out1[tid] = v4 + (wp.where(0.766 <= v3, wp.vec3(1.522, 1.94, 1.31), v4) - wp.cross(v4, wp.vec3(-1.71, 1.29, -1.009))) * 1.93 + wp.vec3(wp.sin(v0[0]))       <L 16>
    var_68 = (var_67 <= var_31);
    var_72 = wp::vec_t<3, wp::float32>(var_69, var_70, var_71);
    var_73 = wp::where(var_68, var_72, var_43);
    var_77 = wp::vec_t<3, wp::float32>(var_74, var_75, var_76);
    var_78 = wp::cross(var_43, var_77);
    var_79 = wp::sub(var_73, var_78);
    var_81 = wp::mul(var_79, var_80);
    var_82 = wp::add(var_43, var_81);
    var_84 = wp::extract(var_4, var_83);
    var_85 = wp::sin(var_84);
    var_86 = wp::vec_t<3, wp::float32>(var_85);
    var_87 = wp::add(var_82, var_86);
    wp::array_store(var_out1, var_0, var_87);
}



template <bool wp_linear_contiguous>
static void sampling_000000_af8074c6_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000000_af8074c6 *_wp_args,
    wp_args_sampling_000000_af8074c6 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_cdf = _wp_adj_args->cdf;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 50805;
    wp::uint32 var_2;
    wp::vec_t<2, wp::float32>* var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32>* var_6;
    wp::vec_t<2, wp::float32> var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32>* var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 0.77;
    const wp::float32 var_13 = -1.2;
    const wp::float32 var_14 = 1.2;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = -1.8;
    const wp::float32 var_22 = -1.3;
    const wp::float32 var_23 = 0.25;
    wp::float32 var_24;
    const wp::float32 var_25 = -0.8;
    const wp::float32 var_26 = -0.9;
    const wp::float32 var_27 = 0.9;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = -0.2;
    const wp::float32 var_33 = -1.121;
    const wp::float32 var_34 = 0.018;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 1.56;
    const wp::float32 var_37 = -0.916;
    const wp::float32 var_38 = 0.4;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::float32 var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::int32 var_46;
    const wp::int32 var_47 = 5;
    wp::int32 var_48;
    wp::float32 var_49;
    bool var_50;
    wp::vec_t<2, wp::float32> var_51;
    wp::vec_t<2, wp::float32> var_52;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 1.15;
    wp::vec_t<2, wp::float32> var_55;
    wp::vec_t<2, wp::float32> var_56;
    wp::vec_t<2, wp::float32> var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.91;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 0;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = 0.766;
    bool var_68;
    const wp::float32 var_69 = 1.522;
    const wp::float32 var_70 = 1.94;
    const wp::float32 var_71 = 1.31;
    wp::vec_t<3, wp::float32> var_72;
    wp::vec_t<3, wp::float32> var_73;
    const wp::float32 var_74 = -1.71;
    const wp::float32 var_75 = 1.29;
    const wp::float32 var_76 = -1.009;
    wp::vec_t<3, wp::float32> var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 1.93;
    wp::vec_t<3, wp::float32> var_81;
    wp::vec_t<3, wp::float32> var_82;
    const wp::int32 var_83 = 0;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::vec_t<3, wp::float32> var_86;
    wp::vec_t<3, wp::float32> var_87;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::vec_t<2, wp::float32> adj_7 = {};
    wp::vec_t<2, wp::float32> adj_8 = {};
    wp::vec_t<2, wp::float32> adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    bool adj_50 = {};
    wp::vec_t<2, wp::float32> adj_51 = {};
    wp::vec_t<2, wp::float32> adj_52 = {};
    wp::vec_t<2, wp::float32> adj_53 = {};
    wp::float32 adj_54 = {};
    wp::vec_t<2, wp::float32> adj_55 = {};
    wp::vec_t<2, wp::float32> adj_56 = {};
    wp::vec_t<2, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    bool adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::vec_t<3, wp::float32> adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::vec_t<3, wp::float32> adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::float32 adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::int32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::vec_t<3, wp::float32> adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    //---------
    // forward
    // def sampling_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), cdf: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(50805, tid)                                                       <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[tid]                                                                           <L 9>
    var_6 = wp::address(var_x1, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = x2[tid]                                                                           <L 10>
    var_9 = wp::address(var_x2, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = (wp.log10(wp.abs(wp.tan(wp.clamp(0.77, -1.2, 1.2))) + 1.0) + (wp.lerp(-1.8, -1.3, 0.25) - wp.acos(wp.clamp(-0.8, -0.9, 0.9))))       <L 11>
    var_15 = wp::clamp(var_12, var_13, var_14);
    var_16 = wp::tan(var_15);
    var_17 = wp::abs(var_16);
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::log10(var_19);
    var_24 = wp::lerp(var_21, var_22, var_23);
    var_28 = wp::clamp(var_25, var_26, var_27);
    var_29 = wp::acos(var_28);
    var_30 = wp::sub(var_24, var_29);
    var_31 = wp::add(var_20, var_30);
    // v4 = (v3 * (wp.cross(wp.vec3(-0.2, -1.121, 0.018), wp.vec3(1.56, -0.916, 0.4)) * wp.sin(v3)))       <L 12>
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_40 = wp::cross(var_35, var_39);
    var_41 = wp::sin(var_31);
    var_42 = wp::mul(var_40, var_41);
    var_43 = wp::mul(var_31, var_42);
    // if wp.step(v3) * v3 > float(wp.randi(state) % 5):                                      <L 13>
    var_44 = wp::step(var_31);
    var_45 = wp::mul(var_44, var_31);
    var_46 = wp::randi(var_2);
    var_48 = wp::mod(var_46, var_47);
    var_49 = wp::float(var_48);
    var_50 = (var_45 > var_49);
    if (var_50) {
        // v2 += wp.normalize((wp.normalize(v2) * v3)) * 1.15                                 <L 14>
        var_51 = wp::normalize(var_10);
        var_52 = wp::mul(var_51, var_31);
        var_53 = wp::normalize(var_52);
        var_55 = wp::mul(var_53, var_54);
        var_56 = wp::add(var_10, var_55);
    }
    var_57 = wp::where(var_50, var_56, var_10);
    // out0[tid] = v3 + wp.cos((v3 - v3)) * 0.91 + wp.sin(v1[0])                              <L 15>
    var_58 = wp::sub(var_31, var_31);
    var_59 = wp::cos(var_58);
    var_61 = wp::mul(var_59, var_60);
    var_62 = wp::add(var_31, var_61);
    var_64 = wp::extract(var_7, var_63);
    var_65 = wp::sin(var_64);
    var_66 = wp::add(var_62, var_65);
    // wp::array_store(var_out0, var_0, var_66);
    // out1[tid] = v4 + (wp.where(0.766 <= v3, wp.vec3(1.522, 1.94, 1.31), v4) - wp.cross(v4, wp.vec3(-1.71, 1.29, -1.009))) * 1.93 + wp.vec3(wp.sin(v0[0]))       <L 16>
    var_68 = (var_67 <= var_31);
    var_72 = wp::vec_t<3, wp::float32>(var_69, var_70, var_71);
    var_73 = wp::where(var_68, var_72, var_43);
    var_77 = wp::vec_t<3, wp::float32>(var_74, var_75, var_76);
    var_78 = wp::cross(var_43, var_77);
    var_79 = wp::sub(var_73, var_78);
    var_81 = wp::mul(var_79, var_80);
    var_82 = wp::add(var_43, var_81);
    var_84 = wp::extract(var_4, var_83);
    var_85 = wp::sin(var_84);
    var_86 = wp::vec_t<3, wp::float32>(var_85);
    var_87 = wp::add(var_82, var_86);
    // wp::array_store(var_out1, var_0, var_87);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_87, adj_out1, adj_0, adj_87);
    wp::adj_add(var_82, var_86, adj_82, adj_86, adj_87);
    wp::adj_vec_t(var_85, adj_85, adj_86);
    wp::adj_sin(var_84, adj_84, adj_85);
    wp::adj_extract(var_4, var_83, adj_4, adj_83, adj_84);
    wp::adj_add(var_43, var_81, adj_43, adj_81, adj_82);
    wp::adj_mul(var_79, var_80, adj_79, adj_80, adj_81);
    wp::adj_sub(var_73, var_78, adj_73, adj_78, adj_79);
    wp::adj_cross(var_43, var_77, adj_43, adj_77, adj_78);
    wp::adj_vec_t(var_74, var_75, var_76, adj_74, adj_75, adj_76, adj_77);
    wp::adj_where(var_68, var_72, var_43, adj_68, adj_72, adj_43, adj_73);
    wp::adj_vec_t(var_69, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
    // adj: out1[tid] = v4 + (wp.where(0.766 <= v3, wp.vec3(1.522, 1.94, 1.31), v4) - wp.cross(v4, wp.vec3(-1.71, 1.29, -1.009))) * 1.93 + wp.vec3(wp.sin(v0[0]))  <L 16>
    wp::adj_array_store(var_out0, var_0, var_66, adj_out0, adj_0, adj_66);
    wp::adj_add(var_62, var_65, adj_62, adj_65, adj_66);
    wp::adj_sin(var_64, adj_64, adj_65);
    wp::adj_extract(var_7, var_63, adj_7, adj_63, adj_64);
    wp::adj_add(var_31, var_61, adj_31, adj_61, adj_62);
    wp::adj_mul(var_59, var_60, adj_59, adj_60, adj_61);
    wp::adj_cos(var_58, adj_58, adj_59);
    wp::adj_sub(var_31, var_31, adj_31, adj_31, adj_58);
    // adj: out0[tid] = v3 + wp.cos((v3 - v3)) * 0.91 + wp.sin(v1[0])                         <L 15>
    wp::adj_where(var_50, var_56, var_10, adj_50, adj_56, adj_10, adj_57);
    if (var_50) {
        wp::adj_add(var_10, var_55, adj_10, adj_55, adj_56);
        wp::adj_mul(var_53, var_54, adj_53, adj_54, adj_55);
        wp::adj_normalize(var_52, var_53, adj_52, adj_53);
        wp::adj_mul(var_51, var_31, adj_51, adj_31, adj_52);
        wp::adj_normalize(var_10, var_51, adj_10, adj_51);
        // adj: v2 += wp.normalize((wp.normalize(v2) * v3)) * 1.15                            <L 14>
    }
    wp::adj_float(var_48, adj_48, adj_49);
    wp::adj_mod(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_mul(var_44, var_31, adj_44, adj_31, adj_45);
    // adj: if wp.step(v3) * v3 > float(wp.randi(state) % 5):                                 <L 13>
    wp::adj_mul(var_31, var_42, adj_31, adj_42, adj_43);
    wp::adj_mul(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_sin(var_31, adj_31, adj_41);
    wp::adj_cross(var_35, var_39, adj_35, adj_39, adj_40);
    wp::adj_vec_t(var_36, var_37, var_38, adj_36, adj_37, adj_38, adj_39);
    wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
    // adj: v4 = (v3 * (wp.cross(wp.vec3(-0.2, -1.121, 0.018), wp.vec3(1.56, -0.916, 0.4)) * wp.sin(v3)))  <L 12>
    wp::adj_add(var_20, var_30, adj_20, adj_30, adj_31);
    wp::adj_sub(var_24, var_29, adj_24, adj_29, adj_30);
    wp::adj_acos(var_28, adj_28, adj_29);
    wp::adj_clamp(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
    wp::adj_lerp(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
    wp::adj_log10(var_19, adj_19, adj_20);
    wp::adj_add(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_abs(var_16, adj_16, adj_17);
    wp::adj_tan(var_15, adj_15, adj_16);
    wp::adj_clamp(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    // adj: v3 = (wp.log10(wp.abs(wp.tan(wp.clamp(0.77, -1.2, 1.2))) + 1.0) + (wp.lerp(-1.8, -1.3, 0.25) - wp.acos(wp.clamp(-0.8, -0.9, 0.9))))  <L 11>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_9);
    // adj: v2 = x2[tid]                                                                      <L 10>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_6);
    // adj: v1 = x1[tid]                                                                      <L 9>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
    // adj: v0 = x0[tid]                                                                      <L 8>
    // adj: state = wp.rand_init(50805, tid)                                                  <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def sampling_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), cdf: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):  <L 5>
    return;
}



struct sampling_000000_af8074c6_cpu_block_payload_forward
{
    wp_args_sampling_000000_af8074c6* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000000_af8074c6_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000000_af8074c6_cpu_block_payload_forward* payload = (sampling_000000_af8074c6_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000000_af8074c6_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void sampling_000000_af8074c6_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000000_af8074c6 *_wp_args)
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
        sampling_000000_af8074c6_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000000_af8074c6_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct sampling_000000_af8074c6_cpu_block_payload_backward
{
    wp_args_sampling_000000_af8074c6* args;
    wp_args_sampling_000000_af8074c6* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000000_af8074c6_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000000_af8074c6_cpu_block_payload_backward* payload = (sampling_000000_af8074c6_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000000_af8074c6_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void sampling_000000_af8074c6_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000000_af8074c6 *_wp_args,
    wp_args_sampling_000000_af8074c6 *_wp_adj_args)
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
        sampling_000000_af8074c6_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000000_af8074c6_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

