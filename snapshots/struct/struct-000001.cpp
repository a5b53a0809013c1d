// Generated for case struct-000001 with warp-lang 1.19.0. Do not edit.
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


struct S2_10daa744
{
    wp::vec_t<3, wp::float32> vel0;
    wp::vec_t<3, wp::float32> e1;


    S2_10daa744() = default;
    CUDA_CALLABLE S2_10daa744(wp::vec_t<3, wp::float32> const& vel0,
    wp::vec_t<3, wp::float32> const& e1 = {})
        : vel0{vel0}
        , e1{e1}

    {
    }

    CUDA_CALLABLE S2_10daa744& operator += (const S2_10daa744& rhs)
    {    vel0 += rhs.vel0;
    e1 += rhs.e1;

        return *this;}

};

static CUDA_CALLABLE void adj_S2_10daa744(wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> & adj_vel0,
    wp::vec_t<3, wp::float32> & adj_e1,
    S2_10daa744 & adj_ret)
{
    adj_vel0 += adj_ret.vel0;
    adj_e1 += adj_ret.e1;
}

// Required when compiling adjoints.
CUDA_CALLABLE S2_10daa744 add(const S2_10daa744& a, const S2_10daa744& b)
{
    return S2_10daa744();
}

CUDA_CALLABLE void adj_atomic_add(S2_10daa744* p, S2_10daa744 t)
{
    wp::adj_atomic_add(&p->vel0, t.vel0);
    wp::adj_atomic_add(&p->e1, t.e1);
}




struct S0_69fb0830
{
    wp::int32 pos0;
    wp::quat_t<wp::float32> mass1;
    wp::quat_t<wp::float32> d2;
    wp::array_t<wp::float32> c3;


    S0_69fb0830() = default;
    CUDA_CALLABLE S0_69fb0830(wp::int32 const& pos0,
    wp::quat_t<wp::float32> const& mass1 = {},
    wp::quat_t<wp::float32> const& d2 = {},
    wp::array_t<wp::float32> const& c3 = {})
        : pos0{pos0}
        , mass1{mass1}
        , d2{d2}
        , c3{c3}

    {
    }

    CUDA_CALLABLE S0_69fb0830& operator += (const S0_69fb0830& rhs)
    {    pos0 += rhs.pos0;
    mass1 += rhs.mass1;
    d2 += rhs.d2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_69fb0830(wp::int32 const&,
    wp::quat_t<wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::array_t<wp::float32> const&,
    wp::int32 & adj_pos0,
    wp::quat_t<wp::float32> & adj_mass1,
    wp::quat_t<wp::float32> & adj_d2,
    wp::array_t<wp::float32> & adj_c3,
    S0_69fb0830 & adj_ret)
{
    adj_pos0 += adj_ret.pos0;
    adj_mass1 += adj_ret.mass1;
    adj_d2 += adj_ret.d2;
    adj_c3 = adj_ret.c3;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_69fb0830 add(const S0_69fb0830& a, const S0_69fb0830& b)
{
    return S0_69fb0830();
}

CUDA_CALLABLE void adj_atomic_add(S0_69fb0830* p, S0_69fb0830 t)
{
    wp::adj_atomic_add(&p->pos0, t.pos0);
    wp::adj_atomic_add(&p->mass1, t.mass1);
    wp::adj_atomic_add(&p->d2, t.d2);
    wp::adj_atomic_add(&p->c3, t.c3);
}




struct S1_c01c4381
{
    wp::vec_t<3, wp::float32> mass0;
    wp::float32 a1;


    S1_c01c4381() = default;
    CUDA_CALLABLE S1_c01c4381(wp::vec_t<3, wp::float32> const& mass0,
    wp::float32 const& a1 = {})
        : mass0{mass0}
        , a1{a1}

    {
    }

    CUDA_CALLABLE S1_c01c4381& operator += (const S1_c01c4381& rhs)
    {    mass0 += rhs.mass0;
    a1 += rhs.a1;

        return *this;}

};

static CUDA_CALLABLE void adj_S1_c01c4381(wp::vec_t<3, wp::float32> const&,
    wp::float32 const&,
    wp::vec_t<3, wp::float32> & adj_mass0,
    wp::float32 & adj_a1,
    S1_c01c4381 & adj_ret)
{
    adj_mass0 += adj_ret.mass0;
    adj_a1 += adj_ret.a1;
}

// Required when compiling adjoints.
CUDA_CALLABLE S1_c01c4381 add(const S1_c01c4381& a, const S1_c01c4381& b)
{
    return S1_c01c4381();
}

CUDA_CALLABLE void adj_atomic_add(S1_c01c4381* p, S1_c01c4381 t)
{
    wp::adj_atomic_add(&p->mass0, t.mass0);
    wp::adj_atomic_add(&p->a1, t.a1);
}



struct wp_args_struct_000001_3f8785c4 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    S0_69fb0830 pS0;
    S1_c01c4381 pS1;
    wp::array_t<S2_10daa744> aS2;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::array_t<wp::float32> out1;
    wp::array_t<S1_c01c4381> oS1;
};


template <bool wp_linear_contiguous>
static void struct_000001_3f8785c4_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000001_3f8785c4 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    S0_69fb0830 var_pS0 = _wp_args->pS0;
    S1_c01c4381 var_pS1 = _wp_args->pS1;
    wp::array_t<S2_10daa744> var_aS2 = _wp_args->aS2;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<S1_c01c4381> var_oS1 = _wp_args->oS1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    S2_10daa744* var_7;
    S2_10daa744 var_8;
    S2_10daa744 var_9;
    S2_10daa744 var_10;
    S2_10daa744 var_11;
    wp::vec_t<3, wp::float32>* var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::float32* var_15;
    const wp::float32 var_16 = -4.0;
    const wp::float32 var_17 = 2.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32* var_21;
    wp::float32* var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::float32 var_26;
    S0_69fb0830 var_27;
    const wp::int32 var_28 = 9;
    wp::int32 var_29;
    const wp::float32 var_30 = 0.1;
    const wp::float32 var_31 = -1.696;
    const wp::float32 var_32 = -1.593;
    wp::quat_t<wp::float32> var_33;
    wp::vec_t<3, wp::float32>* var_34;
    const wp::float32 var_35 = 0.0;
    const wp::float32 var_36 = 0.0;
    const wp::float32 var_37 = 2.5;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32>* var_42;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::quat_t<wp::float32> var_45;
    const wp::int32 var_46 = 4;
    wp::int32 var_47;
    wp::shape_t* var_48;
    const wp::int32 var_49 = 0;
    wp::int32 var_50;
    wp::shape_t var_51;
    wp::int32 var_52;
    wp::float32* var_53;
    bool var_54;
    wp::float32* var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32* var_58;
    wp::float32* var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::vec_t<3, wp::float32>* var_66;
    wp::vec_t<3, wp::float32>* var_67;
    wp::vec_t<3, wp::float32> var_68;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32>* var_71;
    wp::vec_t<3, wp::float32> var_72;
    wp::vec_t<3, wp::float32> var_73;
    const wp::int32 var_74 = 5;
    wp::int32 var_75;
    wp::shape_t* var_76;
    const wp::int32 var_77 = 0;
    wp::int32 var_78;
    wp::shape_t var_79;
    wp::int32 var_80;
    wp::vec_t<3, wp::float32>* var_81;
    const wp::float32 var_82 = 1.1;
    const wp::float32 var_83 = -1.04;
    const wp::float32 var_84 = 1.6;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32>* var_86;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::vec_t<3, wp::float32> var_90;
    const wp::float32 var_91 = 1.53;
    wp::vec_t<3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    wp::float32 var_94;
    wp::float32* var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::float32 var_101 = 0.41;
    wp::float32 var_102;
    wp::float32 var_103;
    //---------
    // forward
    // def struct_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), pS0: S0, pS1: S1, aS2: wp.array(dtype=S2), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float), oS1: wp.array(dtype=S1)):       <L 25>
    // tid = wp.tid()                                                                         <L 26>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 27>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 28>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // e2 = aS2[tid]                                                                          <L 29>
    var_7 = wp::address(var_aS2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // s3 = S2()                                                                              <L 30>
    var_10 = S2_10daa744();
    // s4 = S2()                                                                              <L 31>
    var_11 = S2_10daa744();
    // s4.vel0 = pS1.mass0                                                                    <L 32>
    var_12 = &((var_pS1).mass0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    var_11.vel0 = var_13;
    // s4.e1 = wp.vec3(wp.exp(wp.clamp(pS1.a1, -4.0, 2.0)), pS1.a1, (v0 + pS1.a1))            <L 33>
    var_15 = &((var_pS1).a1);
    var_19 = wp::load(var_15);
    var_18 = wp::clamp(var_19, var_16, var_17);
    var_20 = wp::exp(var_18);
    var_21 = &((var_pS1).a1);
    var_22 = &((var_pS1).a1);
    var_24 = wp::load(var_22);
    var_23 = wp::add(var_2, var_24);
    var_26 = wp::load(var_21);
    var_25 = wp::vec_t<3, wp::float32>(var_20, var_26, var_23);
    var_11.e1 = var_25;
    // s5 = S0()                                                                              <L 34>
    var_27 = S0_69fb0830();
    // s5.pos0 = (tid % 9)                                                                    <L 35>
    var_29 = wp::mod(var_0, var_28);
    var_27.pos0 = var_29;
    // s5.mass1 = wp.quat_rpy(0.1, -1.696, -1.593)                                            <L 36>
    var_33 = wp::quat_rpy(var_30, var_31, var_32);
    var_27.mass1 = var_33;
    // s5.d2 = wp.quat_from_axis_angle(wp.normalize(pS1.mass0 + wp.vec3(0.0, 0.0, 2.5)), wp.length_sq(s4.vel0))       <L 37>
    var_34 = &((var_pS1).mass0);
    var_38 = wp::vec_t<3, wp::float32>(var_35, var_36, var_37);
    var_40 = wp::load(var_34);
    var_39 = wp::add(var_40, var_38);
    var_41 = wp::normalize(var_39);
    var_42 = &((var_11).vel0);
    var_44 = wp::load(var_42);
    var_43 = wp::length_sq(var_44);
    var_45 = wp::quat_from_axis_angle(var_41, var_43);
    var_27.d2 = var_45;
    // v6 = (x0[(tid + 4) % x0.shape[0]] * (wp.where(v0 <= v0, v0, pS1.a1) + (pS1.a1 + pS1.a1)))       <L 38>
    var_47 = wp::add(var_0, var_46);
    var_48 = &(var_x0.shape);
    var_51 = wp::load(var_48);
    var_50 = wp::extract(var_51, var_49);
    var_52 = wp::mod(var_47, var_50);
    var_53 = wp::address(var_x0, var_52);
    var_54 = (var_2 <= var_2);
    var_55 = &((var_pS1).a1);
    var_57 = wp::load(var_55);
    var_56 = wp::where(var_54, var_2, var_57);
    var_58 = &((var_pS1).a1);
    var_59 = &((var_pS1).a1);
    var_61 = wp::load(var_58);
    var_62 = wp::load(var_59);
    var_60 = wp::add(var_61, var_62);
    var_63 = wp::add(var_56, var_60);
    var_65 = wp::load(var_53);
    var_64 = wp::mul(var_65, var_63);
    // oS1[tid] = pS1                                                                         <L 39>
    wp::array_store(var_oS1, var_0, var_pS1);
    // out0[tid] = e2.vel0 + s3.e1 + s4.vel0 + (x1[(tid + 5) % x1.shape[0]] + wp.cross(wp.vec3(1.1, -1.04, 1.6), s3.e1)) * 1.53       <L 40>
    var_66 = &((var_8).vel0);
    var_67 = &((var_10).e1);
    var_69 = wp::load(var_66);
    var_70 = wp::load(var_67);
    var_68 = wp::add(var_69, var_70);
    var_71 = &((var_11).vel0);
    var_73 = wp::load(var_71);
    var_72 = wp::add(var_68, var_73);
    var_75 = wp::add(var_0, var_74);
    var_76 = &(var_x1.shape);
    var_79 = wp::load(var_76);
    var_78 = wp::extract(var_79, var_77);
    var_80 = wp::mod(var_75, var_78);
    var_81 = wp::address(var_x1, var_80);
    var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
    var_86 = &((var_10).e1);
    var_88 = wp::load(var_86);
    var_87 = wp::cross(var_85, var_88);
    var_90 = wp::load(var_81);
    var_89 = wp::add(var_90, var_87);
    var_92 = wp::mul(var_89, var_91);
    var_93 = wp::add(var_72, var_92);
    wp::array_store(var_out0, var_0, var_93);
    // out1[tid] = v0 + v6 + wp.copysign(+(pS1.a1), wp.step(v6) * v6) * 0.41                  <L 41>
    var_94 = wp::add(var_2, var_64);
    var_95 = &((var_pS1).a1);
    var_97 = wp::load(var_95);
    var_96 = wp::pos(var_97);
    var_98 = wp::step(var_64);
    var_99 = wp::mul(var_98, var_64);
    var_100 = wp::copysign(var_96, var_99);
    var_102 = wp::mul(var_100, var_101);
    var_103 = wp::add(var_94, var_102);
    wp::array_store(var_out1, var_0, var_103);
}



template <bool wp_linear_contiguous>
static void struct_000001_3f8785c4_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000001_3f8785c4 *_wp_args,
    wp_args_struct_000001_3f8785c4 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    S0_69fb0830 var_pS0 = _wp_args->pS0;
    S1_c01c4381 var_pS1 = _wp_args->pS1;
    wp::array_t<S2_10daa744> var_aS2 = _wp_args->aS2;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<S1_c01c4381> var_oS1 = _wp_args->oS1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    S0_69fb0830 adj_pS0 = _wp_adj_args->pS0;
    S1_c01c4381 adj_pS1 = _wp_adj_args->pS1;
    wp::array_t<S2_10daa744> adj_aS2 = _wp_adj_args->aS2;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    wp::array_t<S1_c01c4381> adj_oS1 = _wp_adj_args->oS1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    S2_10daa744* var_7;
    S2_10daa744 var_8;
    S2_10daa744 var_9;
    S2_10daa744 var_10;
    S2_10daa744 var_11;
    wp::vec_t<3, wp::float32>* var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::float32* var_15;
    const wp::float32 var_16 = -4.0;
    const wp::float32 var_17 = 2.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32* var_21;
    wp::float32* var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::float32 var_26;
    S0_69fb0830 var_27;
    const wp::int32 var_28 = 9;
    wp::int32 var_29;
    const wp::float32 var_30 = 0.1;
    const wp::float32 var_31 = -1.696;
    const wp::float32 var_32 = -1.593;
    wp::quat_t<wp::float32> var_33;
    wp::vec_t<3, wp::float32>* var_34;
    const wp::float32 var_35 = 0.0;
    const wp::float32 var_36 = 0.0;
    const wp::float32 var_37 = 2.5;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32>* var_42;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::quat_t<wp::float32> var_45;
    const wp::int32 var_46 = 4;
    wp::int32 var_47;
    wp::shape_t* var_48;
    const wp::int32 var_49 = 0;
    wp::int32 var_50;
    wp::shape_t var_51;
    wp::int32 var_52;
    wp::float32* var_53;
    bool var_54;
    wp::float32* var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32* var_58;
    wp::float32* var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::vec_t<3, wp::float32>* var_66;
    wp::vec_t<3, wp::float32>* var_67;
    wp::vec_t<3, wp::float32> var_68;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::vec_t<3, wp::float32>* var_71;
    wp::vec_t<3, wp::float32> var_72;
    wp::vec_t<3, wp::float32> var_73;
    const wp::int32 var_74 = 5;
    wp::int32 var_75;
    wp::shape_t* var_76;
    const wp::int32 var_77 = 0;
    wp::int32 var_78;
    wp::shape_t var_79;
    wp::int32 var_80;
    wp::vec_t<3, wp::float32>* var_81;
    const wp::float32 var_82 = 1.1;
    const wp::float32 var_83 = -1.04;
    const wp::float32 var_84 = 1.6;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32>* var_86;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::vec_t<3, wp::float32> var_90;
    const wp::float32 var_91 = 1.53;
    wp::vec_t<3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    wp::float32 var_94;
    wp::float32* var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::float32 var_101 = 0.41;
    wp::float32 var_102;
    wp::float32 var_103;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    S2_10daa744 adj_7 = {};
    S2_10daa744 adj_8 = {};
    S2_10daa744 adj_9 = {};
    S2_10daa744 adj_10 = {};
    S2_10daa744 adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
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
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::float32 adj_26 = {};
    S0_69fb0830 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::quat_t<wp::float32> adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::vec_t<3, wp::float32> adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::float32 adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::quat_t<wp::float32> adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::shape_t adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::shape_t adj_51 = {};
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
    wp::vec_t<3, wp::float32> adj_66 = {};
    wp::vec_t<3, wp::float32> adj_67 = {};
    wp::vec_t<3, wp::float32> adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::vec_t<3, wp::float32> adj_71 = {};
    wp::vec_t<3, wp::float32> adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::int32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::shape_t adj_76 = {};
    wp::int32 adj_77 = {};
    wp::int32 adj_78 = {};
    wp::shape_t adj_79 = {};
    wp::int32 adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::vec_t<3, wp::float32> adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::vec_t<3, wp::float32> adj_90 = {};
    wp::float32 adj_91 = {};
    wp::vec_t<3, wp::float32> adj_92 = {};
    wp::vec_t<3, wp::float32> adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    //---------
    // forward
    // def struct_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), pS0: S0, pS1: S1, aS2: wp.array(dtype=S2), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float), oS1: wp.array(dtype=S1)):       <L 25>
    // tid = wp.tid()                                                                         <L 26>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 27>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 28>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // e2 = aS2[tid]                                                                          <L 29>
    var_7 = wp::address(var_aS2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // s3 = S2()                                                                              <L 30>
    var_10 = S2_10daa744();
    // s4 = S2()                                                                              <L 31>
    var_11 = S2_10daa744();
    // s4.vel0 = pS1.mass0                                                                    <L 32>
    var_12 = &((var_pS1).mass0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    var_11.vel0 = var_13;
    // s4.e1 = wp.vec3(wp.exp(wp.clamp(pS1.a1, -4.0, 2.0)), pS1.a1, (v0 + pS1.a1))            <L 33>
    var_15 = &((var_pS1).a1);
    var_19 = wp::load(var_15);
    var_18 = wp::clamp(var_19, var_16, var_17);
    var_20 = wp::exp(var_18);
    var_21 = &((var_pS1).a1);
    var_22 = &((var_pS1).a1);
    var_24 = wp::load(var_22);
    var_23 = wp::add(var_2, var_24);
    var_26 = wp::load(var_21);
    var_25 = wp::vec_t<3, wp::float32>(var_20, var_26, var_23);
    var_11.e1 = var_25;
    // s5 = S0()                                                                              <L 34>
    var_27 = S0_69fb0830();
    // s5.pos0 = (tid % 9)                                                                    <L 35>
    var_29 = wp::mod(var_0, var_28);
    var_27.pos0 = var_29;
    // s5.mass1 = wp.quat_rpy(0.1, -1.696, -1.593)                                            <L 36>
    var_33 = wp::quat_rpy(var_30, var_31, var_32);
    var_27.mass1 = var_33;
    // s5.d2 = wp.quat_from_axis_angle(wp.normalize(pS1.mass0 + wp.vec3(0.0, 0.0, 2.5)), wp.length_sq(s4.vel0))       <L 37>
    var_34 = &((var_pS1).mass0);
    var_38 = wp::vec_t<3, wp::float32>(var_35, var_36, var_37);
    var_40 = wp::load(var_34);
    var_39 = wp::add(var_40, var_38);
    var_41 = wp::normalize(var_39);
    var_42 = &((var_11).vel0);
    var_44 = wp::load(var_42);
    var_43 = wp::length_sq(var_44);
    var_45 = wp::quat_from_axis_angle(var_41, var_43);
    var_27.d2 = var_45;
    // v6 = (x0[(tid + 4) % x0.shape[0]] * (wp.where(v0 <= v0, v0, pS1.a1) + (pS1.a1 + pS1.a1)))       <L 38>
    var_47 = wp::add(var_0, var_46);
    var_48 = &(var_x0.shape);
    var_51 = wp::load(var_48);
    var_50 = wp::extract(var_51, var_49);
    var_52 = wp::mod(var_47, var_50);
    var_53 = wp::address(var_x0, var_52);
    var_54 = (var_2 <= var_2);
    var_55 = &((var_pS1).a1);
    var_57 = wp::load(var_55);
    var_56 = wp::where(var_54, var_2, var_57);
    var_58 = &((var_pS1).a1);
    var_59 = &((var_pS1).a1);
    var_61 = wp::load(var_58);
    var_62 = wp::load(var_59);
    var_60 = wp::add(var_61, var_62);
    var_63 = wp::add(var_56, var_60);
    var_65 = wp::load(var_53);
    var_64 = wp::mul(var_65, var_63);
    // oS1[tid] = pS1                                                                         <L 39>
    // wp::array_store(var_oS1, var_0, var_pS1);
    // out0[tid] = e2.vel0 + s3.e1 + s4.vel0 + (x1[(tid + 5) % x1.shape[0]] + wp.cross(wp.vec3(1.1, -1.04, 1.6), s3.e1)) * 1.53       <L 40>
    var_66 = &((var_8).vel0);
    var_67 = &((var_10).e1);
    var_69 = wp::load(var_66);
    var_70 = wp::load(var_67);
    var_68 = wp::add(var_69, var_70);
    var_71 = &((var_11).vel0);
    var_73 = wp::load(var_71);
    var_72 = wp::add(var_68, var_73);
    var_75 = wp::add(var_0, var_74);
    var_76 = &(var_x1.shape);
    var_79 = wp::load(var_76);
    var_78 = wp::extract(var_79, var_77);
    var_80 = wp::mod(var_75, var_78);
    var_81 = wp::address(var_x1, var_80);
    var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
    var_86 = &((var_10).e1);
    var_88 = wp::load(var_86);
    var_87 = wp::cross(var_85, var_88);
    var_90 = wp::load(var_81);
    var_89 = wp::add(var_90, var_87);
    var_92 = wp::mul(var_89, var_91);
    var_93 = wp::add(var_72, var_92);
    // wp::array_store(var_out0, var_0, var_93);
    // out1[tid] = v0 + v6 + wp.copysign(+(pS1.a1), wp.step(v6) * v6) * 0.41                  <L 41>
    var_94 = wp::add(var_2, var_64);
    var_95 = &((var_pS1).a1);
    var_97 = wp::load(var_95);
    var_96 = wp::pos(var_97);
    var_98 = wp::step(var_64);
    var_99 = wp::mul(var_98, var_64);
    var_100 = wp::copysign(var_96, var_99);
    var_102 = wp::mul(var_100, var_101);
    var_103 = wp::add(var_94, var_102);
    // wp::array_store(var_out1, var_0, var_103);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_103, adj_out1, adj_0, adj_103);
    wp::adj_add(var_94, var_102, adj_94, adj_102, adj_103);
    wp::adj_mul(var_100, var_101, adj_100, adj_101, adj_102);
    wp::adj_copysign(var_96, var_99, adj_96, adj_99, adj_100);
    wp::adj_mul(var_98, var_64, adj_98, adj_64, adj_99);
    wp::adj_pos(var_97, adj_95, adj_96);
    adj_pS1.a1 += adj_95;
    wp::adj_add(var_2, var_64, adj_2, adj_64, adj_94);
    // adj: out1[tid] = v0 + v6 + wp.copysign(+(pS1.a1), wp.step(v6) * v6) * 0.41             <L 41>
    wp::adj_array_store(var_out0, var_0, var_93, adj_out0, adj_0, adj_93);
    wp::adj_add(var_72, var_92, adj_72, adj_92, adj_93);
    wp::adj_mul(var_89, var_91, adj_89, adj_91, adj_92);
    wp::adj_add(var_90, var_87, adj_81, adj_87, adj_89);
    wp::adj_cross(var_85, var_88, adj_85, adj_86, adj_87);
    adj_10.e1 += adj_86;
    wp::adj_vec_t(var_82, var_83, var_84, adj_82, adj_83, adj_84, adj_85);
    wp::adj_address(var_x1, var_80, adj_x1, adj_80, adj_81);
    wp::adj_mod(var_75, var_78, adj_75, adj_78, adj_80);
    adj_x1.shape = adj_76;
    wp::adj_add(var_0, var_74, adj_0, adj_74, adj_75);
    wp::adj_add(var_68, var_73, adj_68, adj_71, adj_72);
    adj_11.vel0 += adj_71;
    wp::adj_add(var_69, var_70, adj_66, adj_67, adj_68);
    adj_10.e1 += adj_67;
    adj_8.vel0 += adj_66;
    // adj: out0[tid] = e2.vel0 + s3.e1 + s4.vel0 + (x1[(tid + 5) % x1.shape[0]] + wp.cross(wp.vec3(1.1, -1.04, 1.6), s3.e1)) * 1.53  <L 40>
    wp::adj_array_store(var_oS1, var_0, var_pS1, adj_oS1, adj_0, adj_pS1);
    // adj: oS1[tid] = pS1                                                                    <L 39>
    wp::adj_mul(var_65, var_63, adj_53, adj_63, adj_64);
    wp::adj_add(var_56, var_60, adj_56, adj_60, adj_63);
    wp::adj_add(var_61, var_62, adj_58, adj_59, adj_60);
    adj_pS1.a1 += adj_59;
    adj_pS1.a1 += adj_58;
    wp::adj_where(var_54, var_2, var_57, adj_54, adj_2, adj_55, adj_56);
    adj_pS1.a1 += adj_55;
    wp::adj_address(var_x0, var_52, adj_x0, adj_52, adj_53);
    wp::adj_mod(var_47, var_50, adj_47, adj_50, adj_52);
    adj_x0.shape = adj_48;
    wp::adj_add(var_0, var_46, adj_0, adj_46, adj_47);
    // adj: v6 = (x0[(tid + 4) % x0.shape[0]] * (wp.where(v0 <= v0, v0, pS1.a1) + (pS1.a1 + pS1.a1)))  <L 38>
    adj_45 += adj_27.d2;
    adj_27.d2 = {};
    wp::adj_quat_from_axis_angle(var_41, var_43, adj_41, adj_43, adj_45);
    wp::adj_length_sq(var_44, adj_42, adj_43);
    adj_11.vel0 += adj_42;
    wp::adj_normalize(var_39, var_41, adj_39, adj_41);
    wp::adj_add(var_40, var_38, adj_34, adj_38, adj_39);
    wp::adj_vec_t(var_35, var_36, var_37, adj_35, adj_36, adj_37, adj_38);
    adj_pS1.mass0 += adj_34;
    // adj: s5.d2 = wp.quat_from_axis_angle(wp.normalize(pS1.mass0 + wp.vec3(0.0, 0.0, 2.5)), wp.length_sq(s4.vel0))  <L 37>
    adj_33 += adj_27.mass1;
    adj_27.mass1 = {};
    wp::adj_quat_rpy(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
    // adj: s5.mass1 = wp.quat_rpy(0.1, -1.696, -1.593)                                       <L 36>
    adj_27.pos0 = {};
    wp::adj_mod(var_0, var_28, adj_0, adj_28, adj_29);
    // adj: s5.pos0 = (tid % 9)                                                               <L 35>
    // adj: s5 = S0()                                                                         <L 34>
    adj_25 += adj_11.e1;
    adj_11.e1 = {};
    wp::adj_vec_t(var_20, var_26, var_23, adj_20, adj_21, adj_23, adj_25);
    wp::adj_add(var_2, var_24, adj_2, adj_22, adj_23);
    adj_pS1.a1 += adj_22;
    adj_pS1.a1 += adj_21;
    wp::adj_exp(var_18, var_20, adj_18, adj_20);
    wp::adj_clamp(var_19, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
    adj_pS1.a1 += adj_15;
    // adj: s4.e1 = wp.vec3(wp.exp(wp.clamp(pS1.a1, -4.0, 2.0)), pS1.a1, (v0 + pS1.a1))       <L 33>
    adj_13 += adj_11.vel0;
    adj_11.vel0 = {};
    wp::adj_copy(var_14, adj_12, adj_13);
    adj_pS1.mass0 += adj_12;
    // adj: s4.vel0 = pS1.mass0                                                               <L 32>
    // adj: s4 = S2()                                                                         <L 31>
    // adj: s3 = S2()                                                                         <L 30>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_aS2, var_0, adj_aS2, adj_0, adj_7);
    // adj: e2 = aS2[tid]                                                                     <L 29>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 28>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 27>
    // adj: tid = wp.tid()                                                                    <L 26>
    // adj: def struct_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), pS0: S0, pS1: S1, aS2: wp.array(dtype=S2), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float), oS1: wp.array(dtype=S1)):  <L 25>
    return;
}



struct struct_000001_3f8785c4_cpu_block_payload_forward
{
    wp_args_struct_000001_3f8785c4* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000001_3f8785c4_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000001_3f8785c4_cpu_block_payload_forward* payload = (struct_000001_3f8785c4_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000001_3f8785c4_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000001_3f8785c4_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000001_3f8785c4 *_wp_args)
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
        struct_000001_3f8785c4_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000001_3f8785c4_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct struct_000001_3f8785c4_cpu_block_payload_backward
{
    wp_args_struct_000001_3f8785c4* args;
    wp_args_struct_000001_3f8785c4* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000001_3f8785c4_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000001_3f8785c4_cpu_block_payload_backward* payload = (struct_000001_3f8785c4_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000001_3f8785c4_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void struct_000001_3f8785c4_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000001_3f8785c4 *_wp_args,
    wp_args_struct_000001_3f8785c4 *_wp_adj_args)
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
        struct_000001_3f8785c4_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000001_3f8785c4_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

