// Generated for case struct-000002 with warp-lang 1.19.0. Do not edit.
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


struct S0_fbadbf98
{
    wp::mat_t<2, 2, wp::float32> b0;
    wp::quat_t<wp::float32> w1;
    wp::quat_t<wp::float32> b2;


    S0_fbadbf98() = default;
    CUDA_CALLABLE S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const& b0,
    wp::quat_t<wp::float32> const& w1 = {},
    wp::quat_t<wp::float32> const& b2 = {})
        : b0{b0}
        , w1{w1}
        , b2{b2}

    {
    }

    CUDA_CALLABLE S0_fbadbf98& operator += (const S0_fbadbf98& rhs)
    {    b0 += rhs.b0;
    w1 += rhs.w1;
    b2 += rhs.b2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::mat_t<2, 2, wp::float32> & adj_b0,
    wp::quat_t<wp::float32> & adj_w1,
    wp::quat_t<wp::float32> & adj_b2,
    S0_fbadbf98 & adj_ret)
{
    adj_b0 += adj_ret.b0;
    adj_w1 += adj_ret.w1;
    adj_b2 += adj_ret.b2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_fbadbf98 add(const S0_fbadbf98& a, const S0_fbadbf98& b)
{
    return S0_fbadbf98();
}

CUDA_CALLABLE void adj_atomic_add(S0_fbadbf98* p, S0_fbadbf98 t)
{
    wp::adj_atomic_add(&p->b0, t.b0);
    wp::adj_atomic_add(&p->w1, t.w1);
    wp::adj_atomic_add(&p->b2, t.b2);
}




// struct-000002.py:11
static wp::quat_t<wp::float32> struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::mat_t<2, 2, wp::float32>* var_0;
    const wp::float32 var_1 = 0.5;
    wp::mat_t<2, 2, wp::float32> var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    const wp::float32 var_4 = 0.3;
    wp::vec_t<2, wp::float32> var_5;
    const wp::float32 var_6 = 1.42;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.0;
    wp::float32 var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 0.32;
    const wp::float32 var_13 = 1.9;
    wp::vec_t<2, wp::float32> var_14;
    const wp::float32 var_15 = -0.9;
    const wp::float32 var_16 = -1.0;
    wp::vec_t<2, wp::float32> var_17;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::mat_t<2, 2, wp::float32> var_20;
    const wp::float32 var_21 = 0.36;
    wp::mat_t<2, 2, wp::float32> var_22;
    wp::mat_t<2, 2, wp::float32> var_23;
    S0_fbadbf98 var_24;
    wp::mat_t<2, 2, wp::float32>* var_25;
    wp::mat_t<2, 2, wp::float32> var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    const wp::float32 var_28 = 1.5;
    const wp::float32 var_29 = 1.1;
    const wp::float32 var_30 = 0.85;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = -1.22;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    const wp::float32 var_37 = 0.0;
    const wp::float32 var_38 = 0.0;
    const wp::float32 var_39 = 2.5;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    const wp::float32 var_43 = -1.81;
    const wp::float32 var_44 = 1.4;
    wp::float32 var_45;
    const wp::float32 var_46 = 1.0;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::quat_t<wp::float32> var_49;
    const wp::float32 var_50 = -0.211;
    const wp::float32 var_51 = 0.81;
    const wp::float32 var_52 = 1.77;
    wp::vec_t<3, wp::float32> var_53;
    const wp::float32 var_54 = 0.0;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 2.5;
    wp::vec_t<3, wp::float32> var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    const wp::float32 var_60 = 0.15;
    const wp::float32 var_61 = -0.922;
    wp::float32 var_62;
    wp::quat_t<wp::float32> var_63;
    const wp::float32 var_64 = -1.77;
    const wp::float32 var_65 = 1.7;
    bool var_66;
    const wp::float32 var_67 = 1.15;
    const wp::float32 var_68 = -1.96;
    const wp::float32 var_69 = 1.93;
    wp::vec_t<3, wp::float32> var_70;
    const wp::float32 var_71 = 0.0;
    const wp::float32 var_72 = 0.0;
    const wp::float32 var_73 = 2.5;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    wp::vec_t<3, wp::float32> var_76;
    const wp::float32 var_77 = 0.44;
    wp::quat_t<wp::float32> var_78;
    const wp::float32 var_79 = -1.11;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.0;
    const wp::float32 var_83 = 0.0;
    const wp::float32 var_84 = 2.5;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32> var_86;
    wp::vec_t<3, wp::float32> var_87;
    const wp::float32 var_88 = -1.7;
    const wp::float32 var_89 = 1.412;
    const wp::float32 var_90 = 0.264;
    wp::vec_t<3, wp::float32> var_91;
    const wp::int32 var_92 = 2;
    wp::float32 var_93;
    wp::quat_t<wp::float32> var_94;
    //---------
    // forward
    // def struct_000002_f0(p0: S0, p1: wp.quat):                                             <L 12>
    // p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize((wp.vec2(0.3) / (wp.abs(1.42) + 1.0))), wp.normalize((wp.vec2(0.32, 1.9) + wp.vec2(-0.9, -1.0)))) * 0.36       <L 13>
    var_0 = &((var_p0).b0);
    var_3 = wp::load(var_0);
    var_2 = wp::mul(var_3, var_1);
    var_5 = wp::vec_t<2, wp::float32>(var_4);
    var_7 = wp::abs(var_6);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::div(var_5, var_9);
    var_11 = wp::normalize(var_10);
    var_14 = wp::vec_t<2, wp::float32>(var_12, var_13);
    var_17 = wp::vec_t<2, wp::float32>(var_15, var_16);
    var_18 = wp::add(var_14, var_17);
    var_19 = wp::normalize(var_18);
    var_20 = wp::outer(var_11, var_19);
    var_22 = wp::mul(var_20, var_21);
    var_23 = wp::add(var_2, var_22);
    var_p0.b0 = var_23;
    // s0 = S0()                                                                              <L 14>
    var_24 = S0_fbadbf98();
    // s0.b0 = s0.b0                                                                          <L 15>
    var_25 = &((var_24).b0);
    var_27 = wp::load(var_25);
    var_26 = wp::copy(var_27);
    var_24.b0 = var_26;
    // s0.w1 = wp.quat_from_axis_angle(wp.normalize((wp.vec3(1.5, 1.1, 0.85) / (wp.abs(-1.22) + 1.0)) + wp.vec3(0.0, 0.0, 2.5)), (-1.81 / (wp.abs(1.4) + 1.0)))       <L 16>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_33 = wp::abs(var_32);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_31, var_35);
    var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
    var_41 = wp::add(var_36, var_40);
    var_42 = wp::normalize(var_41);
    var_45 = wp::abs(var_44);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::div(var_43, var_47);
    var_49 = wp::quat_from_axis_angle(var_42, var_48);
    var_24.w1 = var_49;
    // s0.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.211, 0.81, 1.77) + wp.vec3(0.0, 0.0, 2.5)), (0.15 * -0.922))       <L 17>
    var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
    var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
    var_58 = wp::add(var_53, var_57);
    var_59 = wp::normalize(var_58);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::quat_from_axis_angle(var_59, var_62);
    var_24.b2 = var_63;
    // if -1.77 <= 1.7:                                                                       <L 18>
    var_66 = (var_64 <= var_65);
    if (var_66) {
        // return wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.15, -1.96, 1.93) + wp.vec3(0.0, 0.0, 2.5)), 0.44)       <L 19>
        var_70 = wp::vec_t<3, wp::float32>(var_67, var_68, var_69);
        var_74 = wp::vec_t<3, wp::float32>(var_71, var_72, var_73);
        var_75 = wp::add(var_70, var_74);
        var_76 = wp::normalize(var_75);
        var_78 = wp::quat_from_axis_angle(var_76, var_77);
        return var_78;
    }
    // return wp.quat_from_axis_angle(wp.normalize(-(wp.vec3(-1.11)) + wp.vec3(0.0, 0.0, 2.5)), (wp.vec3(-1.7, 1.412, 0.264))[2])       <L 20>
    var_80 = wp::vec_t<3, wp::float32>(var_79);
    var_81 = wp::neg(var_80);
    var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
    var_86 = wp::add(var_81, var_85);
    var_87 = wp::normalize(var_86);
    var_91 = wp::vec_t<3, wp::float32>(var_88, var_89, var_90);
    var_93 = wp::extract(var_91, var_92);
    var_94 = wp::quat_from_axis_angle(var_87, var_93);
    return var_94;
}


// struct-000002.py:11
static void adj_struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1,
    S0_fbadbf98 & adj_p0,
    wp::quat_t<wp::float32> & adj_p1,
    wp::quat_t<wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::mat_t<2, 2, wp::float32>* var_0;
    const wp::float32 var_1 = 0.5;
    wp::mat_t<2, 2, wp::float32> var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    const wp::float32 var_4 = 0.3;
    wp::vec_t<2, wp::float32> var_5;
    const wp::float32 var_6 = 1.42;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.0;
    wp::float32 var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 0.32;
    const wp::float32 var_13 = 1.9;
    wp::vec_t<2, wp::float32> var_14;
    const wp::float32 var_15 = -0.9;
    const wp::float32 var_16 = -1.0;
    wp::vec_t<2, wp::float32> var_17;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::mat_t<2, 2, wp::float32> var_20;
    const wp::float32 var_21 = 0.36;
    wp::mat_t<2, 2, wp::float32> var_22;
    wp::mat_t<2, 2, wp::float32> var_23;
    S0_fbadbf98 var_24;
    wp::mat_t<2, 2, wp::float32>* var_25;
    wp::mat_t<2, 2, wp::float32> var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    const wp::float32 var_28 = 1.5;
    const wp::float32 var_29 = 1.1;
    const wp::float32 var_30 = 0.85;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = -1.22;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    const wp::float32 var_37 = 0.0;
    const wp::float32 var_38 = 0.0;
    const wp::float32 var_39 = 2.5;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    const wp::float32 var_43 = -1.81;
    const wp::float32 var_44 = 1.4;
    wp::float32 var_45;
    const wp::float32 var_46 = 1.0;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::quat_t<wp::float32> var_49;
    const wp::float32 var_50 = -0.211;
    const wp::float32 var_51 = 0.81;
    const wp::float32 var_52 = 1.77;
    wp::vec_t<3, wp::float32> var_53;
    const wp::float32 var_54 = 0.0;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 2.5;
    wp::vec_t<3, wp::float32> var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    const wp::float32 var_60 = 0.15;
    const wp::float32 var_61 = -0.922;
    wp::float32 var_62;
    wp::quat_t<wp::float32> var_63;
    const wp::float32 var_64 = -1.77;
    const wp::float32 var_65 = 1.7;
    bool var_66;
    const wp::float32 var_67 = 1.15;
    const wp::float32 var_68 = -1.96;
    const wp::float32 var_69 = 1.93;
    wp::vec_t<3, wp::float32> var_70;
    const wp::float32 var_71 = 0.0;
    const wp::float32 var_72 = 0.0;
    const wp::float32 var_73 = 2.5;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    wp::vec_t<3, wp::float32> var_76;
    const wp::float32 var_77 = 0.44;
    wp::quat_t<wp::float32> var_78;
    const wp::float32 var_79 = -1.11;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.0;
    const wp::float32 var_83 = 0.0;
    const wp::float32 var_84 = 2.5;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32> var_86;
    wp::vec_t<3, wp::float32> var_87;
    const wp::float32 var_88 = -1.7;
    const wp::float32 var_89 = 1.412;
    const wp::float32 var_90 = 0.264;
    wp::vec_t<3, wp::float32> var_91;
    const wp::int32 var_92 = 2;
    wp::float32 var_93;
    wp::quat_t<wp::float32> var_94;
    //---------
    // dual vars
    wp::mat_t<2, 2, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::mat_t<2, 2, wp::float32> adj_2 = {};
    wp::mat_t<2, 2, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<2, wp::float32> adj_17 = {};
    wp::vec_t<2, wp::float32> adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::mat_t<2, 2, wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::mat_t<2, 2, wp::float32> adj_22 = {};
    wp::mat_t<2, 2, wp::float32> adj_23 = {};
    S0_fbadbf98 adj_24 = {};
    wp::mat_t<2, 2, wp::float32> adj_25 = {};
    wp::mat_t<2, 2, wp::float32> adj_26 = {};
    wp::mat_t<2, 2, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::quat_t<wp::float32> adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::vec_t<3, wp::float32> adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::quat_t<wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    bool adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::vec_t<3, wp::float32> adj_76 = {};
    wp::float32 adj_77 = {};
    wp::quat_t<wp::float32> adj_78 = {};
    wp::float32 adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::vec_t<3, wp::float32> adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::int32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::quat_t<wp::float32> adj_94 = {};
    //---------
    // forward
    // def struct_000002_f0(p0: S0, p1: wp.quat):                                             <L 12>
    // p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize((wp.vec2(0.3) / (wp.abs(1.42) + 1.0))), wp.normalize((wp.vec2(0.32, 1.9) + wp.vec2(-0.9, -1.0)))) * 0.36       <L 13>
    var_0 = &((var_p0).b0);
    var_3 = wp::load(var_0);
    var_2 = wp::mul(var_3, var_1);
    var_5 = wp::vec_t<2, wp::float32>(var_4);
    var_7 = wp::abs(var_6);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::div(var_5, var_9);
    var_11 = wp::normalize(var_10);
    var_14 = wp::vec_t<2, wp::float32>(var_12, var_13);
    var_17 = wp::vec_t<2, wp::float32>(var_15, var_16);
    var_18 = wp::add(var_14, var_17);
    var_19 = wp::normalize(var_18);
    var_20 = wp::outer(var_11, var_19);
    var_22 = wp::mul(var_20, var_21);
    var_23 = wp::add(var_2, var_22);
    var_p0.b0 = var_23;
    // s0 = S0()                                                                              <L 14>
    var_24 = S0_fbadbf98();
    // s0.b0 = s0.b0                                                                          <L 15>
    var_25 = &((var_24).b0);
    var_27 = wp::load(var_25);
    var_26 = wp::copy(var_27);
    var_24.b0 = var_26;
    // s0.w1 = wp.quat_from_axis_angle(wp.normalize((wp.vec3(1.5, 1.1, 0.85) / (wp.abs(-1.22) + 1.0)) + wp.vec3(0.0, 0.0, 2.5)), (-1.81 / (wp.abs(1.4) + 1.0)))       <L 16>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_33 = wp::abs(var_32);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_31, var_35);
    var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
    var_41 = wp::add(var_36, var_40);
    var_42 = wp::normalize(var_41);
    var_45 = wp::abs(var_44);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::div(var_43, var_47);
    var_49 = wp::quat_from_axis_angle(var_42, var_48);
    var_24.w1 = var_49;
    // s0.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.211, 0.81, 1.77) + wp.vec3(0.0, 0.0, 2.5)), (0.15 * -0.922))       <L 17>
    var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
    var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
    var_58 = wp::add(var_53, var_57);
    var_59 = wp::normalize(var_58);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::quat_from_axis_angle(var_59, var_62);
    var_24.b2 = var_63;
    // if -1.77 <= 1.7:                                                                       <L 18>
    var_66 = (var_64 <= var_65);
    if (var_66) {
        // return wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.15, -1.96, 1.93) + wp.vec3(0.0, 0.0, 2.5)), 0.44)       <L 19>
        var_70 = wp::vec_t<3, wp::float32>(var_67, var_68, var_69);
        var_74 = wp::vec_t<3, wp::float32>(var_71, var_72, var_73);
        var_75 = wp::add(var_70, var_74);
        var_76 = wp::normalize(var_75);
        var_78 = wp::quat_from_axis_angle(var_76, var_77);
        goto label0;
    }
    // return wp.quat_from_axis_angle(wp.normalize(-(wp.vec3(-1.11)) + wp.vec3(0.0, 0.0, 2.5)), (wp.vec3(-1.7, 1.412, 0.264))[2])       <L 20>
    var_80 = wp::vec_t<3, wp::float32>(var_79);
    var_81 = wp::neg(var_80);
    var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
    var_86 = wp::add(var_81, var_85);
    var_87 = wp::normalize(var_86);
    var_91 = wp::vec_t<3, wp::float32>(var_88, var_89, var_90);
    var_93 = wp::extract(var_91, var_92);
    var_94 = wp::quat_from_axis_angle(var_87, var_93);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_94 += adj_ret;
    wp::adj_quat_from_axis_angle(var_87, var_93, adj_87, adj_93, adj_94);
    wp::adj_extract(var_91, var_92, adj_91, adj_92, adj_93);
    wp::adj_vec_t(var_88, var_89, var_90, adj_88, adj_89, adj_90, adj_91);
    wp::adj_normalize(var_86, var_87, adj_86, adj_87);
    wp::adj_add(var_81, var_85, adj_81, adj_85, adj_86);
    wp::adj_vec_t(var_82, var_83, var_84, adj_82, adj_83, adj_84, adj_85);
    wp::adj_neg(var_80, adj_80, adj_81);
    wp::adj_vec_t(var_79, adj_79, adj_80);
    // adj: return wp.quat_from_axis_angle(wp.normalize(-(wp.vec3(-1.11)) + wp.vec3(0.0, 0.0, 2.5)), (wp.vec3(-1.7, 1.412, 0.264))[2])  <L 20>
    if (var_66) {
        label0:;
        adj_78 += adj_ret;
        wp::adj_quat_from_axis_angle(var_76, var_77, adj_76, adj_77, adj_78);
        wp::adj_normalize(var_75, var_76, adj_75, adj_76);
        wp::adj_add(var_70, var_74, adj_70, adj_74, adj_75);
        wp::adj_vec_t(var_71, var_72, var_73, adj_71, adj_72, adj_73, adj_74);
        wp::adj_vec_t(var_67, var_68, var_69, adj_67, adj_68, adj_69, adj_70);
        // adj: return wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.15, -1.96, 1.93) + wp.vec3(0.0, 0.0, 2.5)), 0.44)  <L 19>
    }
    // adj: if -1.77 <= 1.7:                                                                  <L 18>
    adj_63 += adj_24.b2;
    adj_24.b2 = {};
    wp::adj_quat_from_axis_angle(var_59, var_62, adj_59, adj_62, adj_63);
    wp::adj_mul(var_60, var_61, adj_60, adj_61, adj_62);
    wp::adj_normalize(var_58, var_59, adj_58, adj_59);
    wp::adj_add(var_53, var_57, adj_53, adj_57, adj_58);
    wp::adj_vec_t(var_54, var_55, var_56, adj_54, adj_55, adj_56, adj_57);
    wp::adj_vec_t(var_50, var_51, var_52, adj_50, adj_51, adj_52, adj_53);
    // adj: s0.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.211, 0.81, 1.77) + wp.vec3(0.0, 0.0, 2.5)), (0.15 * -0.922))  <L 17>
    adj_49 += adj_24.w1;
    adj_24.w1 = {};
    wp::adj_quat_from_axis_angle(var_42, var_48, adj_42, adj_48, adj_49);
    wp::adj_div(var_43, var_47, var_48, adj_43, adj_47, adj_48);
    wp::adj_add(var_45, var_46, adj_45, adj_46, adj_47);
    wp::adj_abs(var_44, adj_44, adj_45);
    wp::adj_normalize(var_41, var_42, adj_41, adj_42);
    wp::adj_add(var_36, var_40, adj_36, adj_40, adj_41);
    wp::adj_vec_t(var_37, var_38, var_39, adj_37, adj_38, adj_39, adj_40);
    wp::adj_div(var_31, var_35, adj_31, adj_35, adj_36);
    wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_abs(var_32, adj_32, adj_33);
    wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    // adj: s0.w1 = wp.quat_from_axis_angle(wp.normalize((wp.vec3(1.5, 1.1, 0.85) / (wp.abs(-1.22) + 1.0)) + wp.vec3(0.0, 0.0, 2.5)), (-1.81 / (wp.abs(1.4) + 1.0)))  <L 16>
    adj_26 += adj_24.b0;
    adj_24.b0 = {};
    wp::adj_copy(var_27, adj_25, adj_26);
    adj_24.b0 += adj_25;
    // adj: s0.b0 = s0.b0                                                                     <L 15>
    // adj: s0 = S0()                                                                         <L 14>
    adj_23 += adj_p0.b0;
    adj_p0.b0 = {};
    wp::adj_add(var_2, var_22, adj_2, adj_22, adj_23);
    wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
    wp::adj_outer(var_11, var_19, adj_11, adj_19, adj_20);
    wp::adj_normalize(var_18, var_19, adj_18, adj_19);
    wp::adj_add(var_14, var_17, adj_14, adj_17, adj_18);
    wp::adj_vec_t(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_vec_t(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_normalize(var_10, var_11, adj_10, adj_11);
    wp::adj_div(var_5, var_9, adj_5, adj_9, adj_10);
    wp::adj_add(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_abs(var_6, adj_6, adj_7);
    wp::adj_vec_t(var_4, adj_4, adj_5);
    wp::adj_mul(var_3, var_1, adj_0, adj_1, adj_2);
    adj_p0.b0 += adj_0;
    // adj: p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize((wp.vec2(0.3) / (wp.abs(1.42) + 1.0))), wp.normalize((wp.vec2(0.32, 1.9) + wp.vec2(-0.9, -1.0)))) * 0.36  <L 13>
    // adj: def struct_000002_f0(p0: S0, p1: wp.quat):                                        <L 12>
    return;
}

struct wp_args_struct_000002_9e935197 {
    wp::array_t<wp::float32> x0;
    wp::array_t<S0_fbadbf98> aS0;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::array_t<wp::vec_t<3, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void struct_000002_9e935197_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000002_9e935197 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<S0_fbadbf98> var_aS0 = _wp_args->aS0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    S0_fbadbf98* var_4;
    S0_fbadbf98 var_5;
    S0_fbadbf98 var_6;
    const wp::float32 var_7 = 0.852;
    const wp::float32 var_8 = 0.83;
    const wp::float32 var_9 = 1.595;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = 0.6;
    const wp::float32 var_12 = -1.9;
    const wp::float32 var_13 = 1.4;
    wp::vec_t<3, wp::float32> var_14;
    wp::mat_t<2, 2, wp::float32>* var_15;
    const wp::int32 var_16 = 0;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::mat_t<2, 2, wp::float32> var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.0;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    S0_fbadbf98 var_25;
    wp::mat_t<2, 2, wp::float32>* var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    wp::mat_t<2, 2, wp::float32> var_28;
    wp::quat_t<wp::float32>* var_29;
    wp::quat_t<wp::float32> var_30;
    wp::quat_t<wp::float32> var_31;
    S0_fbadbf98 var_32;
    wp::mat_t<2, 2, wp::float32>* var_33;
    wp::mat_t<2, 2, wp::float32> var_34;
    wp::mat_t<2, 2, wp::float32> var_35;
    wp::mat_t<2, 2, wp::float32>* var_36;
    wp::quat_t<wp::float32> var_37;
    wp::quat_t<wp::float32>* var_38;
    S0_fbadbf98 var_39;
    wp::mat_t<2, 2, wp::float32> var_40;
    wp::quat_t<wp::float32> var_41;
    const wp::float32 var_42 = 1.2;
    const wp::float32 var_43 = -0.56;
    const wp::float32 var_44 = -1.0;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = -0.7;
    wp::quat_t<wp::float32> var_48;
    wp::quat_t<wp::float32> var_49;
    wp::quat_t<wp::float32> var_50;
    const wp::float32 var_51 = -0.44;
    const wp::float32 var_52 = 0.261;
    const wp::float32 var_53 = -0.2;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 0.0;
    const wp::float32 var_57 = 2.5;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::float32 var_61 = -1.5;
    wp::float32 var_62;
    wp::quat_t<wp::float32> var_63;
    wp::float32 var_64;
    S0_fbadbf98 var_65;
    wp::mat_t<2, 2, wp::float32>* var_66;
    wp::mat_t<2, 2, wp::float32> var_67;
    wp::mat_t<2, 2, wp::float32> var_68;
    wp::quat_t<wp::float32>* var_69;
    wp::quat_t<wp::float32> var_70;
    wp::quat_t<wp::float32> var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 3;
    wp::int32 var_74;
    wp::shape_t* var_75;
    const wp::int32 var_76 = 0;
    wp::int32 var_77;
    wp::shape_t var_78;
    wp::int32 var_79;
    wp::float32* var_80;
    wp::vec_t<3, wp::float32> var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 0.37;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::float32 var_86;
    const wp::float32 var_87 = 1.0;
    wp::float32 var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 1.0;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    const wp::float32 var_95 = 1.0;
    wp::float32 var_96;
    wp::vec_t<3, wp::float32> var_97;
    const wp::float32 var_98 = 1.29;
    wp::vec_t<3, wp::float32> var_99;
    wp::vec_t<3, wp::float32> var_100;
    //---------
    // forward
    // def struct_000002(x0: wp.array(dtype=float), aS0: wp.array(dtype=S0), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):       <L 24>
    // tid = wp.tid()                                                                         <L 25>
    var_0 = builtin_tid1d();
    // v1 = x0[tid]                                                                           <L 26>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // e2 = aS0[tid]                                                                          <L 27>
    var_4 = wp::address(var_aS0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v3 = wp.cw_mul(wp.vec3(0.852, 0.83, 1.595), (wp.vec3(0.6, -1.9, 1.4) / (wp.abs(e2.b0[0, 1]) + 1.0)))       <L 28>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = &((var_5).b0);
    var_19 = wp::load(var_15);
    var_18 = wp::extract(var_19, var_16, var_17);
    var_20 = wp::abs(var_18);
    var_22 = wp::add(var_20, var_21);
    var_23 = wp::div(var_14, var_22);
    var_24 = wp::cw_mul(var_10, var_23);
    // s4 = S0()                                                                              <L 29>
    var_25 = S0_fbadbf98();
    // s4.b0 = s4.b0                                                                          <L 30>
    var_26 = &((var_25).b0);
    var_28 = wp::load(var_26);
    var_27 = wp::copy(var_28);
    var_25.b0 = var_27;
    // s4.w1 = s4.w1                                                                          <L 31>
    var_29 = &((var_25).w1);
    var_31 = wp::load(var_29);
    var_30 = wp::copy(var_31);
    var_25.w1 = var_30;
    // s5 = S0()                                                                              <L 32>
    var_32 = S0_fbadbf98();
    // s5.b0 = s5.b0                                                                          <L 33>
    var_33 = &((var_32).b0);
    var_35 = wp::load(var_33);
    var_34 = wp::copy(var_35);
    var_32.b0 = var_34;
    // s5.w1 = struct_000002_f0(S0(b0=s4.b0, w1=wp.quat_identity(), b2=e2.w1), struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.2, -0.56, -1.0)), -0.7)))       <L 34>
    var_36 = &((var_25).b0);
    var_37 = wp::quat_identity<wp::float32>();
    var_38 = &((var_5).w1);
    var_40 = wp::load(var_36);
    var_41 = wp::load(var_38);
    var_39 = S0_fbadbf98(var_40, var_37, var_41);
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::quat_from_axis_angle(var_46, var_47);
    var_49 = struct_000002_f0_0(var_5, var_48);
    var_50 = struct_000002_f0_0(var_39, var_49);
    var_32.w1 = var_50;
    // s5.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.44, 0.261, -0.2) + wp.vec3(0.0, 0.0, 2.5)), (-1.5 + v1))       <L 35>
    var_54 = wp::vec_t<3, wp::float32>(var_51, var_52, var_53);
    var_58 = wp::vec_t<3, wp::float32>(var_55, var_56, var_57);
    var_59 = wp::add(var_54, var_58);
    var_60 = wp::normalize(var_59);
    var_62 = wp::add(var_61, var_2);
    var_63 = wp::quat_from_axis_angle(var_60, var_62);
    var_32.b2 = var_63;
    // v6 = (v1 + v1)                                                                         <L 36>
    var_64 = wp::add(var_2, var_2);
    // s7 = S0()                                                                              <L 37>
    var_65 = S0_fbadbf98();
    // s7.b0 = e2.b0                                                                          <L 38>
    var_66 = &((var_5).b0);
    var_68 = wp::load(var_66);
    var_67 = wp::copy(var_68);
    var_65.b0 = var_67;
    // s7.w1 = e2.b2                                                                          <L 39>
    var_69 = &((var_5).b2);
    var_71 = wp::load(var_69);
    var_70 = wp::copy(var_71);
    var_65.w1 = var_70;
    // out0[tid] = v3 + wp.vec3(v1, (v6 * v6), x0[(tid + 3) % x0.shape[0]]) * 0.37            <L 40>
    var_72 = wp::mul(var_64, var_64);
    var_74 = wp::add(var_0, var_73);
    var_75 = &(var_x0.shape);
    var_78 = wp::load(var_75);
    var_77 = wp::extract(var_78, var_76);
    var_79 = wp::mod(var_74, var_77);
    var_80 = wp::address(var_x0, var_79);
    var_82 = wp::load(var_80);
    var_81 = wp::vec_t<3, wp::float32>(var_2, var_72, var_82);
    var_84 = wp::mul(var_81, var_83);
    var_85 = wp::add(var_24, var_84);
    wp::array_store(var_out0, var_0, var_85);
    // out1[tid] = v3 + ((v3 / (wp.abs(v1) + 1.0)) / (wp.abs((v1 / (wp.abs(v6) + 1.0))) + 1.0)) * 1.29       <L 41>
    var_86 = wp::abs(var_2);
    var_88 = wp::add(var_86, var_87);
    var_89 = wp::div(var_24, var_88);
    var_90 = wp::abs(var_64);
    var_92 = wp::add(var_90, var_91);
    var_93 = wp::div(var_2, var_92);
    var_94 = wp::abs(var_93);
    var_96 = wp::add(var_94, var_95);
    var_97 = wp::div(var_89, var_96);
    var_99 = wp::mul(var_97, var_98);
    var_100 = wp::add(var_24, var_99);
    wp::array_store(var_out1, var_0, var_100);
}



template <bool wp_linear_contiguous>
static void struct_000002_9e935197_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000002_9e935197 *_wp_args,
    wp_args_struct_000002_9e935197 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<S0_fbadbf98> var_aS0 = _wp_args->aS0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<S0_fbadbf98> adj_aS0 = _wp_adj_args->aS0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    S0_fbadbf98* var_4;
    S0_fbadbf98 var_5;
    S0_fbadbf98 var_6;
    const wp::float32 var_7 = 0.852;
    const wp::float32 var_8 = 0.83;
    const wp::float32 var_9 = 1.595;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = 0.6;
    const wp::float32 var_12 = -1.9;
    const wp::float32 var_13 = 1.4;
    wp::vec_t<3, wp::float32> var_14;
    wp::mat_t<2, 2, wp::float32>* var_15;
    const wp::int32 var_16 = 0;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::mat_t<2, 2, wp::float32> var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.0;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    S0_fbadbf98 var_25;
    wp::mat_t<2, 2, wp::float32>* var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    wp::mat_t<2, 2, wp::float32> var_28;
    wp::quat_t<wp::float32>* var_29;
    wp::quat_t<wp::float32> var_30;
    wp::quat_t<wp::float32> var_31;
    S0_fbadbf98 var_32;
    wp::mat_t<2, 2, wp::float32>* var_33;
    wp::mat_t<2, 2, wp::float32> var_34;
    wp::mat_t<2, 2, wp::float32> var_35;
    wp::mat_t<2, 2, wp::float32>* var_36;
    wp::quat_t<wp::float32> var_37;
    wp::quat_t<wp::float32>* var_38;
    S0_fbadbf98 var_39;
    wp::mat_t<2, 2, wp::float32> var_40;
    wp::quat_t<wp::float32> var_41;
    const wp::float32 var_42 = 1.2;
    const wp::float32 var_43 = -0.56;
    const wp::float32 var_44 = -1.0;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = -0.7;
    wp::quat_t<wp::float32> var_48;
    wp::quat_t<wp::float32> var_49;
    wp::quat_t<wp::float32> var_50;
    const wp::float32 var_51 = -0.44;
    const wp::float32 var_52 = 0.261;
    const wp::float32 var_53 = -0.2;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 0.0;
    const wp::float32 var_57 = 2.5;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::float32 var_61 = -1.5;
    wp::float32 var_62;
    wp::quat_t<wp::float32> var_63;
    wp::float32 var_64;
    S0_fbadbf98 var_65;
    wp::mat_t<2, 2, wp::float32>* var_66;
    wp::mat_t<2, 2, wp::float32> var_67;
    wp::mat_t<2, 2, wp::float32> var_68;
    wp::quat_t<wp::float32>* var_69;
    wp::quat_t<wp::float32> var_70;
    wp::quat_t<wp::float32> var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 3;
    wp::int32 var_74;
    wp::shape_t* var_75;
    const wp::int32 var_76 = 0;
    wp::int32 var_77;
    wp::shape_t var_78;
    wp::int32 var_79;
    wp::float32* var_80;
    wp::vec_t<3, wp::float32> var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 0.37;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::float32 var_86;
    const wp::float32 var_87 = 1.0;
    wp::float32 var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 1.0;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    const wp::float32 var_95 = 1.0;
    wp::float32 var_96;
    wp::vec_t<3, wp::float32> var_97;
    const wp::float32 var_98 = 1.29;
    wp::vec_t<3, wp::float32> var_99;
    wp::vec_t<3, wp::float32> var_100;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    S0_fbadbf98 adj_4 = {};
    S0_fbadbf98 adj_5 = {};
    S0_fbadbf98 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::mat_t<2, 2, wp::float32> adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::mat_t<2, 2, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    S0_fbadbf98 adj_25 = {};
    wp::mat_t<2, 2, wp::float32> adj_26 = {};
    wp::mat_t<2, 2, wp::float32> adj_27 = {};
    wp::mat_t<2, 2, wp::float32> adj_28 = {};
    wp::quat_t<wp::float32> adj_29 = {};
    wp::quat_t<wp::float32> adj_30 = {};
    wp::quat_t<wp::float32> adj_31 = {};
    S0_fbadbf98 adj_32 = {};
    wp::mat_t<2, 2, wp::float32> adj_33 = {};
    wp::mat_t<2, 2, wp::float32> adj_34 = {};
    wp::mat_t<2, 2, wp::float32> adj_35 = {};
    wp::mat_t<2, 2, wp::float32> adj_36 = {};
    wp::quat_t<wp::float32> adj_37 = {};
    wp::quat_t<wp::float32> adj_38 = {};
    S0_fbadbf98 adj_39 = {};
    wp::mat_t<2, 2, wp::float32> adj_40 = {};
    wp::quat_t<wp::float32> adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    wp::quat_t<wp::float32> adj_48 = {};
    wp::quat_t<wp::float32> adj_49 = {};
    wp::quat_t<wp::float32> adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::vec_t<3, wp::float32> adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::quat_t<wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    S0_fbadbf98 adj_65 = {};
    wp::mat_t<2, 2, wp::float32> adj_66 = {};
    wp::mat_t<2, 2, wp::float32> adj_67 = {};
    wp::mat_t<2, 2, wp::float32> adj_68 = {};
    wp::quat_t<wp::float32> adj_69 = {};
    wp::quat_t<wp::float32> adj_70 = {};
    wp::quat_t<wp::float32> adj_71 = {};
    wp::float32 adj_72 = {};
    wp::int32 adj_73 = {};
    wp::int32 adj_74 = {};
    wp::shape_t adj_75 = {};
    wp::int32 adj_76 = {};
    wp::int32 adj_77 = {};
    wp::shape_t adj_78 = {};
    wp::int32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::vec_t<3, wp::float32> adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::vec_t<3, wp::float32> adj_97 = {};
    wp::float32 adj_98 = {};
    wp::vec_t<3, wp::float32> adj_99 = {};
    wp::vec_t<3, wp::float32> adj_100 = {};
    //---------
    // forward
    // def struct_000002(x0: wp.array(dtype=float), aS0: wp.array(dtype=S0), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):       <L 24>
    // tid = wp.tid()                                                                         <L 25>
    var_0 = builtin_tid1d();
    // v1 = x0[tid]                                                                           <L 26>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // e2 = aS0[tid]                                                                          <L 27>
    var_4 = wp::address(var_aS0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v3 = wp.cw_mul(wp.vec3(0.852, 0.83, 1.595), (wp.vec3(0.6, -1.9, 1.4) / (wp.abs(e2.b0[0, 1]) + 1.0)))       <L 28>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = &((var_5).b0);
    var_19 = wp::load(var_15);
    var_18 = wp::extract(var_19, var_16, var_17);
    var_20 = wp::abs(var_18);
    var_22 = wp::add(var_20, var_21);
    var_23 = wp::div(var_14, var_22);
    var_24 = wp::cw_mul(var_10, var_23);
    // s4 = S0()                                                                              <L 29>
    var_25 = S0_fbadbf98();
    // s4.b0 = s4.b0                                                                          <L 30>
    var_26 = &((var_25).b0);
    var_28 = wp::load(var_26);
    var_27 = wp::copy(var_28);
    var_25.b0 = var_27;
    // s4.w1 = s4.w1                                                                          <L 31>
    var_29 = &((var_25).w1);
    var_31 = wp::load(var_29);
    var_30 = wp::copy(var_31);
    var_25.w1 = var_30;
    // s5 = S0()                                                                              <L 32>
    var_32 = S0_fbadbf98();
    // s5.b0 = s5.b0                                                                          <L 33>
    var_33 = &((var_32).b0);
    var_35 = wp::load(var_33);
    var_34 = wp::copy(var_35);
    var_32.b0 = var_34;
    // s5.w1 = struct_000002_f0(S0(b0=s4.b0, w1=wp.quat_identity(), b2=e2.w1), struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.2, -0.56, -1.0)), -0.7)))       <L 34>
    var_36 = &((var_25).b0);
    var_37 = wp::quat_identity<wp::float32>();
    var_38 = &((var_5).w1);
    var_40 = wp::load(var_36);
    var_41 = wp::load(var_38);
    var_39 = S0_fbadbf98(var_40, var_37, var_41);
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::quat_from_axis_angle(var_46, var_47);
    var_49 = struct_000002_f0_0(var_5, var_48);
    var_50 = struct_000002_f0_0(var_39, var_49);
    var_32.w1 = var_50;
    // s5.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.44, 0.261, -0.2) + wp.vec3(0.0, 0.0, 2.5)), (-1.5 + v1))       <L 35>
    var_54 = wp::vec_t<3, wp::float32>(var_51, var_52, var_53);
    var_58 = wp::vec_t<3, wp::float32>(var_55, var_56, var_57);
    var_59 = wp::add(var_54, var_58);
    var_60 = wp::normalize(var_59);
    var_62 = wp::add(var_61, var_2);
    var_63 = wp::quat_from_axis_angle(var_60, var_62);
    var_32.b2 = var_63;
    // v6 = (v1 + v1)                                                                         <L 36>
    var_64 = wp::add(var_2, var_2);
    // s7 = S0()                                                                              <L 37>
    var_65 = S0_fbadbf98();
    // s7.b0 = e2.b0                                                                          <L 38>
    var_66 = &((var_5).b0);
    var_68 = wp::load(var_66);
    var_67 = wp::copy(var_68);
    var_65.b0 = var_67;
    // s7.w1 = e2.b2                                                                          <L 39>
    var_69 = &((var_5).b2);
    var_71 = wp::load(var_69);
    var_70 = wp::copy(var_71);
    var_65.w1 = var_70;
    // out0[tid] = v3 + wp.vec3(v1, (v6 * v6), x0[(tid + 3) % x0.shape[0]]) * 0.37            <L 40>
    var_72 = wp::mul(var_64, var_64);
    var_74 = wp::add(var_0, var_73);
    var_75 = &(var_x0.shape);
    var_78 = wp::load(var_75);
    var_77 = wp::extract(var_78, var_76);
    var_79 = wp::mod(var_74, var_77);
    var_80 = wp::address(var_x0, var_79);
    var_82 = wp::load(var_80);
    var_81 = wp::vec_t<3, wp::float32>(var_2, var_72, var_82);
    var_84 = wp::mul(var_81, var_83);
    var_85 = wp::add(var_24, var_84);
    // wp::array_store(var_out0, var_0, var_85);
    // out1[tid] = v3 + ((v3 / (wp.abs(v1) + 1.0)) / (wp.abs((v1 / (wp.abs(v6) + 1.0))) + 1.0)) * 1.29       <L 41>
    var_86 = wp::abs(var_2);
    var_88 = wp::add(var_86, var_87);
    var_89 = wp::div(var_24, var_88);
    var_90 = wp::abs(var_64);
    var_92 = wp::add(var_90, var_91);
    var_93 = wp::div(var_2, var_92);
    var_94 = wp::abs(var_93);
    var_96 = wp::add(var_94, var_95);
    var_97 = wp::div(var_89, var_96);
    var_99 = wp::mul(var_97, var_98);
    var_100 = wp::add(var_24, var_99);
    // wp::array_store(var_out1, var_0, var_100);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_100, adj_out1, adj_0, adj_100);
    wp::adj_add(var_24, var_99, adj_24, adj_99, adj_100);
    wp::adj_mul(var_97, var_98, adj_97, adj_98, adj_99);
    wp::adj_div(var_89, var_96, adj_89, adj_96, adj_97);
    wp::adj_add(var_94, var_95, adj_94, adj_95, adj_96);
    wp::adj_abs(var_93, adj_93, adj_94);
    wp::adj_div(var_2, var_92, var_93, adj_2, adj_92, adj_93);
    wp::adj_add(var_90, var_91, adj_90, adj_91, adj_92);
    wp::adj_abs(var_64, adj_64, adj_90);
    wp::adj_div(var_24, var_88, adj_24, adj_88, adj_89);
    wp::adj_add(var_86, var_87, adj_86, adj_87, adj_88);
    wp::adj_abs(var_2, adj_2, adj_86);
    // adj: out1[tid] = v3 + ((v3 / (wp.abs(v1) + 1.0)) / (wp.abs((v1 / (wp.abs(v6) + 1.0))) + 1.0)) * 1.29  <L 41>
    wp::adj_array_store(var_out0, var_0, var_85, adj_out0, adj_0, adj_85);
    wp::adj_add(var_24, var_84, adj_24, adj_84, adj_85);
    wp::adj_mul(var_81, var_83, adj_81, adj_83, adj_84);
    wp::adj_vec_t(var_2, var_72, var_82, adj_2, adj_72, adj_80, adj_81);
    wp::adj_address(var_x0, var_79, adj_x0, adj_79, adj_80);
    wp::adj_mod(var_74, var_77, adj_74, adj_77, adj_79);
    adj_x0.shape = adj_75;
    wp::adj_add(var_0, var_73, adj_0, adj_73, adj_74);
    wp::adj_mul(var_64, var_64, adj_64, adj_64, adj_72);
    // adj: out0[tid] = v3 + wp.vec3(v1, (v6 * v6), x0[(tid + 3) % x0.shape[0]]) * 0.37       <L 40>
    adj_70 += adj_65.w1;
    adj_65.w1 = {};
    wp::adj_copy(var_71, adj_69, adj_70);
    adj_5.b2 += adj_69;
    // adj: s7.w1 = e2.b2                                                                     <L 39>
    adj_67 += adj_65.b0;
    adj_65.b0 = {};
    wp::adj_copy(var_68, adj_66, adj_67);
    adj_5.b0 += adj_66;
    // adj: s7.b0 = e2.b0                                                                     <L 38>
    // adj: s7 = S0()                                                                         <L 37>
    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_64);
    // adj: v6 = (v1 + v1)                                                                    <L 36>
    adj_63 += adj_32.b2;
    adj_32.b2 = {};
    wp::adj_quat_from_axis_angle(var_60, var_62, adj_60, adj_62, adj_63);
    wp::adj_add(var_61, var_2, adj_61, adj_2, adj_62);
    wp::adj_normalize(var_59, var_60, adj_59, adj_60);
    wp::adj_add(var_54, var_58, adj_54, adj_58, adj_59);
    wp::adj_vec_t(var_55, var_56, var_57, adj_55, adj_56, adj_57, adj_58);
    wp::adj_vec_t(var_51, var_52, var_53, adj_51, adj_52, adj_53, adj_54);
    // adj: s5.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.44, 0.261, -0.2) + wp.vec3(0.0, 0.0, 2.5)), (-1.5 + v1))  <L 35>
    adj_50 += adj_32.w1;
    adj_32.w1 = {};
    adj_struct_000002_f0_0(var_39, var_49, adj_39, adj_49, adj_50);
    adj_struct_000002_f0_0(var_5, var_48, adj_5, adj_48, adj_49);
    wp::adj_quat_from_axis_angle(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_normalize(var_45, var_46, adj_45, adj_46);
    wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
    adj_S0_fbadbf98(var_40, var_37, var_41, adj_36, adj_37, adj_38, adj_39);
    adj_5.w1 += adj_38;
    adj_25.b0 += adj_36;
    // adj: s5.w1 = struct_000002_f0(S0(b0=s4.b0, w1=wp.quat_identity(), b2=e2.w1), struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.2, -0.56, -1.0)), -0.7)))  <L 34>
    adj_34 += adj_32.b0;
    adj_32.b0 = {};
    wp::adj_copy(var_35, adj_33, adj_34);
    adj_32.b0 += adj_33;
    // adj: s5.b0 = s5.b0                                                                     <L 33>
    // adj: s5 = S0()                                                                         <L 32>
    adj_30 += adj_25.w1;
    adj_25.w1 = {};
    wp::adj_copy(var_31, adj_29, adj_30);
    adj_25.w1 += adj_29;
    // adj: s4.w1 = s4.w1                                                                     <L 31>
    adj_27 += adj_25.b0;
    adj_25.b0 = {};
    wp::adj_copy(var_28, adj_26, adj_27);
    adj_25.b0 += adj_26;
    // adj: s4.b0 = s4.b0                                                                     <L 30>
    // adj: s4 = S0()                                                                         <L 29>
    wp::adj_cw_mul(var_10, var_23, adj_10, adj_23, adj_24);
    wp::adj_div(var_14, var_22, adj_14, adj_22, adj_23);
    wp::adj_add(var_20, var_21, adj_20, adj_21, adj_22);
    wp::adj_abs(var_18, adj_18, adj_20);
    wp::adj_extract(var_19, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
    adj_5.b0 += adj_15;
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
    // adj: v3 = wp.cw_mul(wp.vec3(0.852, 0.83, 1.595), (wp.vec3(0.6, -1.9, 1.4) / (wp.abs(e2.b0[0, 1]) + 1.0)))  <L 28>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_aS0, var_0, adj_aS0, adj_0, adj_4);
    // adj: e2 = aS0[tid]                                                                     <L 27>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v1 = x0[tid]                                                                      <L 26>
    // adj: tid = wp.tid()                                                                    <L 25>
    // adj: def struct_000002(x0: wp.array(dtype=float), aS0: wp.array(dtype=S0), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):  <L 24>
    return;
}



struct struct_000002_9e935197_cpu_block_payload_forward
{
    wp_args_struct_000002_9e935197* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000002_9e935197_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000002_9e935197_cpu_block_payload_forward* payload = (struct_000002_9e935197_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000002_9e935197_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000002_9e935197_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000002_9e935197 *_wp_args)
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
        struct_000002_9e935197_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000002_9e935197_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct struct_000002_9e935197_cpu_block_payload_backward
{
    wp_args_struct_000002_9e935197* args;
    wp_args_struct_000002_9e935197* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000002_9e935197_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000002_9e935197_cpu_block_payload_backward* payload = (struct_000002_9e935197_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000002_9e935197_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void struct_000002_9e935197_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000002_9e935197 *_wp_args,
    wp_args_struct_000002_9e935197 *_wp_adj_args)
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
        struct_000002_9e935197_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000002_9e935197_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

