// Generated for case conditional-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_conditional_000000_bf0ef4ab {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void conditional_000000_bf0ef4ab_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000000_bf0ef4ab *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.5;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.57;
    const wp::float32 var_14 = 0.17;
    const wp::float32 var_15 = 1.4;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.62;
    wp::vec_t<3, wp::float32> var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -4.0;
    const wp::float32 var_21 = 2.0;
    wp::float32 var_22;
    wp::float32 var_23;
    bool var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -0.3;
    const wp::float32 var_31 = 1.32;
    const wp::float32 var_32 = -1.225;
    wp::vec_t<3, wp::float32> var_33;
    bool var_34;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::int32 var_38 = 1;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.25;
    wp::float32 var_49;
    const wp::float32 var_50 = -1.753;
    wp::vec_t<3, wp::float32> var_51;
    const wp::int32 var_52 = 0;
    wp::float32 var_53;
    bool var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::float32 var_58 = 1.0;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -0.709;
    wp::float32 var_64;
    const wp::float32 var_65 = -1.7;
    wp::float32 var_66;
    const wp::float32 var_67 = 0.5;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::vec_t<3, wp::float32> var_70;
    const wp::float32 var_71 = 1.444;
    wp::float32 var_72;
    const wp::float32 var_73 = -0.63;
    const wp::float32 var_74 = 1.69;
    wp::float32 var_75;
    wp::vec_t<3, wp::float32> var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.78;
    wp::float32 var_82;
    wp::float32 var_83;
    //---------
    // forward
    // def conditional_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):        <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (float(0) + (wp.rint(v0) - wp.atan2(v0, wp.abs(v0) + 0.5)))                       <L 8>
    var_5 = wp::float(var_4);
    var_6 = wp::rint(var_2);
    var_7 = wp::abs(var_2);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::atan2(var_2, var_9);
    var_11 = wp::sub(var_6, var_10);
    var_12 = wp::add(var_5, var_11);
    // if wp.dot(wp.vec3(1.57, 0.17, 1.4), wp.vec3(1.62)) >= wp.exp(wp.clamp(v0, -4.0, 2.0)):       <L 9>
    var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
    var_18 = wp::vec_t<3, wp::float32>(var_17);
    var_19 = wp::dot(var_16, var_18);
    var_22 = wp::clamp(var_2, var_20, var_21);
    var_23 = wp::exp(var_22);
    var_24 = (var_19 >= var_23);
    if (var_24) {
        // v1 = v1 + wp.cos((min(v1, v0) - (v1 - v1)))                                        <L 10>
        var_25 = wp::min(var_12, var_2);
        var_26 = wp::sub(var_12, var_12);
        var_27 = wp::sub(var_25, var_26);
        var_28 = wp::cos(var_27);
        var_29 = wp::add(var_12, var_28);
        // v2 = wp.vec3(-0.3, 1.32, -1.225)                                                   <L 11>
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        // v3 = (wp.min(wp.where(v1 < v0, v2, v2), v2) * (wp.normalize(v2))[1])               <L 12>
        var_34 = (var_29 < var_2);
        var_35 = wp::where(var_34, var_33, var_33);
        var_36 = wp::min(var_35, var_33);
        var_37 = wp::normalize(var_33);
        var_39 = wp::extract(var_37, var_38);
        var_40 = wp::mul(var_36, var_39);
    }
    if (!var_24) {
        // v1 = v1 + wp.sin(((v0 - v0) + (v1 - v0)))                                          <L 14>
        var_41 = wp::sub(var_2, var_2);
        var_42 = wp::sub(var_12, var_2);
        var_43 = wp::add(var_41, var_42);
        var_44 = wp::sin(var_43);
        var_45 = wp::add(var_12, var_44);
    }
    var_46 = wp::where(var_24, var_29, var_45);
    // v4 = (wp.vec3((v0 - v1), wp.lerp(v0, v1, 0.25), -1.753)).x                             <L 15>
    var_47 = wp::sub(var_2, var_46);
    var_49 = wp::lerp(var_2, var_46, var_48);
    var_51 = wp::vec_t<3, wp::float32>(var_47, var_49, var_50);
    var_53 = wp::extract(var_51, var_52);
    // if v4 >= v1:                                                                           <L 16>
    var_54 = (var_53 >= var_46);
    if (var_54) {
        // v4 = v4 + wp.sin((-(v4) / (wp.abs(wp.rint(v0)) + 1.0)))                            <L 17>
        var_55 = wp::neg(var_53);
        var_56 = wp::rint(var_2);
        var_57 = wp::abs(var_56);
        var_59 = wp::add(var_57, var_58);
        var_60 = wp::div(var_55, var_59);
        var_61 = wp::sin(var_60);
        var_62 = wp::add(var_53, var_61);
        // v5 = (wp.vec3((v0 * -0.709), -1.7, wp.sqrt(wp.abs(v4) + 0.5)) * wp.clamp((1.444 - v1), -0.63, 1.69))       <L 18>
        var_64 = wp::mul(var_2, var_63);
        var_66 = wp::abs(var_62);
        var_68 = wp::add(var_66, var_67);
        var_69 = wp::sqrt(var_68);
        var_70 = wp::vec_t<3, wp::float32>(var_64, var_65, var_69);
        var_72 = wp::sub(var_71, var_46);
        var_75 = wp::clamp(var_72, var_73, var_74);
        var_76 = wp::mul(var_70, var_75);
    }
    var_77 = wp::where(var_54, var_62, var_53);
    // v6 = v0                                                                                <L 19>
    var_78 = wp::copy(var_2);
    // out0[tid] = v1 + v4 + v6 + v0 * 1.78                                                   <L 20>
    var_79 = wp::add(var_46, var_77);
    var_80 = wp::add(var_79, var_78);
    var_82 = wp::mul(var_2, var_81);
    var_83 = wp::add(var_80, var_82);
    wp::array_store(var_out0, var_0, var_83);
}



template <bool wp_linear_contiguous>
static void conditional_000000_bf0ef4ab_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000000_bf0ef4ab *_wp_args,
    wp_args_conditional_000000_bf0ef4ab *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.5;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.57;
    const wp::float32 var_14 = 0.17;
    const wp::float32 var_15 = 1.4;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.62;
    wp::vec_t<3, wp::float32> var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -4.0;
    const wp::float32 var_21 = 2.0;
    wp::float32 var_22;
    wp::float32 var_23;
    bool var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -0.3;
    const wp::float32 var_31 = 1.32;
    const wp::float32 var_32 = -1.225;
    wp::vec_t<3, wp::float32> var_33;
    bool var_34;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::int32 var_38 = 1;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.25;
    wp::float32 var_49;
    const wp::float32 var_50 = -1.753;
    wp::vec_t<3, wp::float32> var_51;
    const wp::int32 var_52 = 0;
    wp::float32 var_53;
    bool var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::float32 var_58 = 1.0;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -0.709;
    wp::float32 var_64;
    const wp::float32 var_65 = -1.7;
    wp::float32 var_66;
    const wp::float32 var_67 = 0.5;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::vec_t<3, wp::float32> var_70;
    const wp::float32 var_71 = 1.444;
    wp::float32 var_72;
    const wp::float32 var_73 = -0.63;
    const wp::float32 var_74 = 1.69;
    wp::float32 var_75;
    wp::vec_t<3, wp::float32> var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.78;
    wp::float32 var_82;
    wp::float32 var_83;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
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
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    bool adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    bool adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::int32 adj_52 = {};
    wp::float32 adj_53 = {};
    bool adj_54 = {};
    wp::float32 adj_55 = {};
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
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::vec_t<3, wp::float32> adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    //---------
    // forward
    // def conditional_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):        <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (float(0) + (wp.rint(v0) - wp.atan2(v0, wp.abs(v0) + 0.5)))                       <L 8>
    var_5 = wp::float(var_4);
    var_6 = wp::rint(var_2);
    var_7 = wp::abs(var_2);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::atan2(var_2, var_9);
    var_11 = wp::sub(var_6, var_10);
    var_12 = wp::add(var_5, var_11);
    // if wp.dot(wp.vec3(1.57, 0.17, 1.4), wp.vec3(1.62)) >= wp.exp(wp.clamp(v0, -4.0, 2.0)):       <L 9>
    var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
    var_18 = wp::vec_t<3, wp::float32>(var_17);
    var_19 = wp::dot(var_16, var_18);
    var_22 = wp::clamp(var_2, var_20, var_21);
    var_23 = wp::exp(var_22);
    var_24 = (var_19 >= var_23);
    if (var_24) {
        // v1 = v1 + wp.cos((min(v1, v0) - (v1 - v1)))                                        <L 10>
        var_25 = wp::min(var_12, var_2);
        var_26 = wp::sub(var_12, var_12);
        var_27 = wp::sub(var_25, var_26);
        var_28 = wp::cos(var_27);
        var_29 = wp::add(var_12, var_28);
        // v2 = wp.vec3(-0.3, 1.32, -1.225)                                                   <L 11>
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        // v3 = (wp.min(wp.where(v1 < v0, v2, v2), v2) * (wp.normalize(v2))[1])               <L 12>
        var_34 = (var_29 < var_2);
        var_35 = wp::where(var_34, var_33, var_33);
        var_36 = wp::min(var_35, var_33);
        var_37 = wp::normalize(var_33);
        var_39 = wp::extract(var_37, var_38);
        var_40 = wp::mul(var_36, var_39);
    }
    if (!var_24) {
        // v1 = v1 + wp.sin(((v0 - v0) + (v1 - v0)))                                          <L 14>
        var_41 = wp::sub(var_2, var_2);
        var_42 = wp::sub(var_12, var_2);
        var_43 = wp::add(var_41, var_42);
        var_44 = wp::sin(var_43);
        var_45 = wp::add(var_12, var_44);
    }
    var_46 = wp::where(var_24, var_29, var_45);
    // v4 = (wp.vec3((v0 - v1), wp.lerp(v0, v1, 0.25), -1.753)).x                             <L 15>
    var_47 = wp::sub(var_2, var_46);
    var_49 = wp::lerp(var_2, var_46, var_48);
    var_51 = wp::vec_t<3, wp::float32>(var_47, var_49, var_50);
    var_53 = wp::extract(var_51, var_52);
    // if v4 >= v1:                                                                           <L 16>
    var_54 = (var_53 >= var_46);
    if (var_54) {
        // v4 = v4 + wp.sin((-(v4) / (wp.abs(wp.rint(v0)) + 1.0)))                            <L 17>
        var_55 = wp::neg(var_53);
        var_56 = wp::rint(var_2);
        var_57 = wp::abs(var_56);
        var_59 = wp::add(var_57, var_58);
        var_60 = wp::div(var_55, var_59);
        var_61 = wp::sin(var_60);
        var_62 = wp::add(var_53, var_61);
        // v5 = (wp.vec3((v0 * -0.709), -1.7, wp.sqrt(wp.abs(v4) + 0.5)) * wp.clamp((1.444 - v1), -0.63, 1.69))       <L 18>
        var_64 = wp::mul(var_2, var_63);
        var_66 = wp::abs(var_62);
        var_68 = wp::add(var_66, var_67);
        var_69 = wp::sqrt(var_68);
        var_70 = wp::vec_t<3, wp::float32>(var_64, var_65, var_69);
        var_72 = wp::sub(var_71, var_46);
        var_75 = wp::clamp(var_72, var_73, var_74);
        var_76 = wp::mul(var_70, var_75);
    }
    var_77 = wp::where(var_54, var_62, var_53);
    // v6 = v0                                                                                <L 19>
    var_78 = wp::copy(var_2);
    // out0[tid] = v1 + v4 + v6 + v0 * 1.78                                                   <L 20>
    var_79 = wp::add(var_46, var_77);
    var_80 = wp::add(var_79, var_78);
    var_82 = wp::mul(var_2, var_81);
    var_83 = wp::add(var_80, var_82);
    // wp::array_store(var_out0, var_0, var_83);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_83, adj_out0, adj_0, adj_83);
    wp::adj_add(var_80, var_82, adj_80, adj_82, adj_83);
    wp::adj_mul(var_2, var_81, adj_2, adj_81, adj_82);
    wp::adj_add(var_79, var_78, adj_79, adj_78, adj_80);
    wp::adj_add(var_46, var_77, adj_46, adj_77, adj_79);
    // adj: out0[tid] = v1 + v4 + v6 + v0 * 1.78                                              <L 20>
    wp::adj_copy(var_2, adj_2, adj_78);
    // adj: v6 = v0                                                                           <L 19>
    wp::adj_where(var_54, var_62, var_53, adj_54, adj_62, adj_53, adj_77);
    if (var_54) {
        wp::adj_mul(var_70, var_75, adj_70, adj_75, adj_76);
        wp::adj_clamp(var_72, var_73, var_74, adj_72, adj_73, adj_74, adj_75);
        wp::adj_sub(var_71, var_46, adj_71, adj_46, adj_72);
        wp::adj_vec_t(var_64, var_65, var_69, adj_64, adj_65, adj_69, adj_70);
        wp::adj_sqrt(var_68, var_69, adj_68, adj_69);
        wp::adj_add(var_66, var_67, adj_66, adj_67, adj_68);
        wp::adj_abs(var_62, adj_62, adj_66);
        wp::adj_mul(var_2, var_63, adj_2, adj_63, adj_64);
        // adj: v5 = (wp.vec3((v0 * -0.709), -1.7, wp.sqrt(wp.abs(v4) + 0.5)) * wp.clamp((1.444 - v1), -0.63, 1.69))  <L 18>
        wp::adj_add(var_53, var_61, adj_53, adj_61, adj_62);
        wp::adj_sin(var_60, adj_60, adj_61);
        wp::adj_div(var_55, var_59, var_60, adj_55, adj_59, adj_60);
        wp::adj_add(var_57, var_58, adj_57, adj_58, adj_59);
        wp::adj_abs(var_56, adj_56, adj_57);
        wp::adj_neg(var_53, adj_53, adj_55);
        // adj: v4 = v4 + wp.sin((-(v4) / (wp.abs(wp.rint(v0)) + 1.0)))                       <L 17>
    }
    // adj: if v4 >= v1:                                                                      <L 16>
    wp::adj_extract(var_51, var_52, adj_51, adj_52, adj_53);
    wp::adj_vec_t(var_47, var_49, var_50, adj_47, adj_49, adj_50, adj_51);
    wp::adj_lerp(var_2, var_46, var_48, adj_2, adj_46, adj_48, adj_49);
    wp::adj_sub(var_2, var_46, adj_2, adj_46, adj_47);
    // adj: v4 = (wp.vec3((v0 - v1), wp.lerp(v0, v1, 0.25), -1.753)).x                        <L 15>
    wp::adj_where(var_24, var_29, var_45, adj_24, adj_29, adj_45, adj_46);
    if (!var_24) {
        wp::adj_add(var_12, var_44, adj_12, adj_44, adj_45);
        wp::adj_sin(var_43, adj_43, adj_44);
        wp::adj_add(var_41, var_42, adj_41, adj_42, adj_43);
        wp::adj_sub(var_12, var_2, adj_12, adj_2, adj_42);
        wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_41);
        // adj: v1 = v1 + wp.sin(((v0 - v0) + (v1 - v0)))                                     <L 14>
    }
    if (var_24) {
        wp::adj_mul(var_36, var_39, adj_36, adj_39, adj_40);
        wp::adj_extract(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_normalize(var_33, var_37, adj_33, adj_37);
        wp::adj_min(var_35, var_33, adj_35, adj_33, adj_36);
        wp::adj_where(var_34, var_33, var_33, adj_34, adj_33, adj_33, adj_35);
        // adj: v3 = (wp.min(wp.where(v1 < v0, v2, v2), v2) * (wp.normalize(v2))[1])          <L 12>
        wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        // adj: v2 = wp.vec3(-0.3, 1.32, -1.225)                                              <L 11>
        wp::adj_add(var_12, var_28, adj_12, adj_28, adj_29);
        wp::adj_cos(var_27, adj_27, adj_28);
        wp::adj_sub(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_sub(var_12, var_12, adj_12, adj_12, adj_26);
        wp::adj_min(var_12, var_2, adj_12, adj_2, adj_25);
        // adj: v1 = v1 + wp.cos((min(v1, v0) - (v1 - v1)))                                   <L 10>
    }
    wp::adj_exp(var_22, var_23, adj_22, adj_23);
    wp::adj_clamp(var_2, var_20, var_21, adj_2, adj_20, adj_21, adj_22);
    wp::adj_dot(var_16, var_18, adj_16, adj_18, adj_19);
    wp::adj_vec_t(var_17, adj_17, adj_18);
    wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
    // adj: if wp.dot(wp.vec3(1.57, 0.17, 1.4), wp.vec3(1.62)) >= wp.exp(wp.clamp(v0, -4.0, 2.0)):  <L 9>
    wp::adj_add(var_5, var_11, adj_5, adj_11, adj_12);
    wp::adj_sub(var_6, var_10, adj_6, adj_10, adj_11);
    wp::adj_atan2(var_2, var_9, adj_2, adj_9, adj_10);
    wp::adj_add(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_abs(var_2, adj_2, adj_7);
    wp::adj_float(var_4, adj_4, adj_5);
    // adj: v1 = (float(0) + (wp.rint(v0) - wp.atan2(v0, wp.abs(v0) + 0.5)))                  <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def conditional_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):   <L 5>
    return;
}



struct conditional_000000_bf0ef4ab_cpu_block_payload_forward
{
    wp_args_conditional_000000_bf0ef4ab* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000000_bf0ef4ab_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000000_bf0ef4ab_cpu_block_payload_forward* payload = (conditional_000000_bf0ef4ab_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000000_bf0ef4ab_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void conditional_000000_bf0ef4ab_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000000_bf0ef4ab *_wp_args)
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
        conditional_000000_bf0ef4ab_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000000_bf0ef4ab_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct conditional_000000_bf0ef4ab_cpu_block_payload_backward
{
    wp_args_conditional_000000_bf0ef4ab* args;
    wp_args_conditional_000000_bf0ef4ab* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000000_bf0ef4ab_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000000_bf0ef4ab_cpu_block_payload_backward* payload = (conditional_000000_bf0ef4ab_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000000_bf0ef4ab_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void conditional_000000_bf0ef4ab_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000000_bf0ef4ab *_wp_args,
    wp_args_conditional_000000_bf0ef4ab *_wp_adj_args)
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
        conditional_000000_bf0ef4ab_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000000_bf0ef4ab_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

