// Generated for case struct-000001 with warp-lang 1.18.0. Do not edit.
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




// struct-000001.py:26
static wp::mat_t<2, 2, wp::float32> struct_000001_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> var_p2,
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
    S2_10daa744 var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    S1_c01c4381 var_17;
    const wp::float32 var_18 = 1.17;
    bool var_19;
    const wp::int32 var_20 = 2;
    wp::mat_t<2, 2, wp::float32> var_21;
    const wp::int32 var_22 = 0;
    wp::float32 var_23;
    const wp::int32 var_24 = 1;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::vec_t<3, wp::float32>* var_33;
    const wp::int32 var_34 = 0;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    wp::vec_t<3, wp::float32>* var_38;
    const wp::int32 var_39 = 1;
    wp::float32 var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32>* var_43;
    const wp::int32 var_44 = 2;
    wp::float32 var_45;
    wp::vec_t<3, wp::float32> var_46;
    wp::float32 var_47;
    wp::vec_t<3, wp::float32>* var_48;
    const wp::int32 var_49 = 0;
    wp::float32 var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::float32 var_52;
    wp::vec_t<3, wp::float32>* var_53;
    const wp::int32 var_54 = 1;
    wp::float32 var_55;
    wp::vec_t<3, wp::float32> var_56;
    wp::float32 var_57;
    wp::vec_t<3, wp::float32>* var_58;
    const wp::int32 var_59 = 2;
    wp::float32 var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::float32 var_62;
    wp::float32* var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::mat_t<2, 2, wp::float32> var_66;
    wp::mat_t<2, 2, wp::float32> var_67;
    //---------
    // forward
    // def struct_000001_f0(p0: wp.mat22, p1: float, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.mat22:       <L 27>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 28>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s1 = S2()                                                                              <L 29>
    var_8 = S2_10daa744();
    // s1.vel0 = ((p2 + p2) * v0)                                                             <L 30>
    var_9 = wp::add(var_p2, var_p2);
    var_10 = wp::mul(var_9, var_6);
    var_8.vel0 = var_10;
    // s2 = S1((p2 + (p2 + p2)), (v0 / (wp.abs(p1) + 1.0)))                                   <L 31>
    var_11 = wp::add(var_p2, var_p2);
    var_12 = wp::add(var_p2, var_11);
    var_13 = wp::abs(var_p1);
    var_15 = wp::add(var_13, var_14);
    var_16 = wp::div(var_6, var_15);
    var_17 = S1_c01c4381(var_12, var_16);
    // if p1 <= 1.17:                                                                         <L 32>
    var_19 = (var_p1 <= var_18);
    if (var_19) {
        // return p0                                                                          <L 33>
        return var_p0;
    }
    // return p0 + wp.identity(n=2, dtype=float) * (p2[0] + p2[1] + p2[2] + float(idx) + v0 + s1.vel0[0] + s1.vel0[1] + s1.vel0[2] + s2.mass0[0] + s2.mass0[1] + s2.mass0[2] + s2.a1)       <L 34>
    var_21 = wp::identity<2, wp::float32>();
    var_23 = wp::extract(var_p2, var_22);
    var_25 = wp::extract(var_p2, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_p2, var_27);
    var_29 = wp::add(var_26, var_28);
    var_30 = wp::float(var_idx);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::add(var_31, var_6);
    var_33 = &((var_8).vel0);
    var_36 = wp::load(var_33);
    var_35 = wp::extract(var_36, var_34);
    var_37 = wp::add(var_32, var_35);
    var_38 = &((var_8).vel0);
    var_41 = wp::load(var_38);
    var_40 = wp::extract(var_41, var_39);
    var_42 = wp::add(var_37, var_40);
    var_43 = &((var_8).vel0);
    var_46 = wp::load(var_43);
    var_45 = wp::extract(var_46, var_44);
    var_47 = wp::add(var_42, var_45);
    var_48 = &((var_17).mass0);
    var_51 = wp::load(var_48);
    var_50 = wp::extract(var_51, var_49);
    var_52 = wp::add(var_47, var_50);
    var_53 = &((var_17).mass0);
    var_56 = wp::load(var_53);
    var_55 = wp::extract(var_56, var_54);
    var_57 = wp::add(var_52, var_55);
    var_58 = &((var_17).mass0);
    var_61 = wp::load(var_58);
    var_60 = wp::extract(var_61, var_59);
    var_62 = wp::add(var_57, var_60);
    var_63 = &((var_17).a1);
    var_65 = wp::load(var_63);
    var_64 = wp::add(var_62, var_65);
    var_66 = wp::mul(var_21, var_64);
    var_67 = wp::add(var_p0, var_66);
    return var_67;
}


// struct-000001.py:26
static void adj_struct_000001_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::mat_t<2, 2, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::mat_t<2, 2, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_struct_000001_t_241c35ce {
    wp::array_t<wp::float32> vertex_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> vertex_normals;
    S0_69fb0830 settings;
    wp::array_t<S1_c01c4381> vertex_records;
    S2_10daa744 model;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> vertex_residuals;
    wp::array_t<wp::quat_t<wp::float32>> vertex_orientations_out;
};


void struct_000001_t_241c35ce_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000001_t_241c35ce *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_densities = _wp_args->vertex_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> var_vertex_normals = _wp_args->vertex_normals;
    S0_69fb0830 var_settings = _wp_args->settings;
    wp::array_t<S1_c01c4381> var_vertex_records = _wp_args->vertex_records;
    S2_10daa744 var_model = _wp_args->model;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_vertex_residuals = _wp_args->vertex_residuals;
    wp::array_t<wp::quat_t<wp::float32>> var_vertex_orientations_out = _wp_args->vertex_orientations_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    S1_c01c4381* var_7;
    S1_c01c4381 var_8;
    S1_c01c4381 var_9;
    const wp::int32 var_10 = 0;
    wp::float32* var_11;
    const wp::float32 var_12 = 0.095;
    bool var_13;
    wp::float32 var_14;
    wp::float32* var_15;
    wp::float32* var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -3.0;
    const wp::float32 var_21 = 3.0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    wp::float32* var_27;
    const wp::float32 var_28 = 0.095;
    bool var_29;
    wp::float32 var_30;
    wp::float32* var_31;
    wp::float32* var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -3.0;
    const wp::float32 var_37 = 3.0;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 2;
    wp::float32* var_43;
    const wp::float32 var_44 = 0.095;
    bool var_45;
    wp::float32 var_46;
    wp::float32* var_47;
    wp::float32* var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = -3.0;
    const wp::float32 var_53 = 3.0;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 3;
    wp::float32* var_59;
    const wp::float32 var_60 = 0.095;
    bool var_61;
    wp::float32 var_62;
    wp::float32* var_63;
    wp::float32* var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = -3.0;
    const wp::float32 var_69 = 3.0;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    const wp::float32 var_74 = -1.03;
    const wp::float32 var_75 = -1.423;
    wp::vec_t<2, wp::float32> var_76;
    wp::mat_t<2, 2, wp::float32> var_77;
    wp::float32* var_78;
    const wp::float32 var_79 = -1.74;
    const wp::float32 var_80 = 1.9;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::vec_t<3, wp::float32>* var_83;
    const wp::float32 var_84 = -1.58;
    const wp::float32 var_85 = -0.651;
    const wp::float32 var_86 = 0.735;
    wp::vec_t<3, wp::float32> var_87;
    wp::float32* var_88;
    wp::vec_t<3, wp::float32> var_89;
    wp::vec_t<3, wp::float32> var_90;
    wp::float32 var_91;
    const wp::int32 var_92 = 7;
    wp::int32 var_93;
    wp::int32 var_94;
    wp::mat_t<2, 2, wp::float32> var_95;
    const wp::float32 var_96 = 0.23;
    wp::float32 var_97;
    wp::float32 var_98;
    const wp::int32 var_99 = 0;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::int32 var_102 = 1;
    wp::float32 var_103;
    wp::float32 var_104;
    const wp::int32 var_105 = 2;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::quat_t<wp::float32>* var_108;
    const wp::float32 var_109 = 0.0;
    const wp::float32 var_110 = 0.0;
    const wp::float32 var_111 = 1.0;
    wp::vec_t<3, wp::float32> var_112;
    const wp::float32 var_113 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_114;
    wp::float32 var_115;
    wp::quat_t<wp::float32> var_116;
    wp::quat_t<wp::float32> var_117;
    wp::quat_t<wp::float32> var_118;
    wp::quat_t<wp::float32> var_119;
    //---------
    // forward
    // def struct_000001_t(vertex_densities: wp.array[Any], vertex_normals: wp.array[Any], settings: S0, vertex_records: wp.array[S1], model: S2, accumulated_mass: wp.array[Any], vertex_residuals: wp.array[Any], vertex_orientations_out: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v3 = vertex_densities[tid]                                                             <L 4>
    var_1 = wp::address(var_vertex_densities, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v4 = vertex_normals[tid]                                                               <L 5>
    var_4 = wp::address(var_vertex_normals, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // e5 = vertex_records[tid]                                                               <L 6>
    var_7 = wp::address(var_vertex_records, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // for j6 in range(4):                                                                    <L 7>
    // v3 += wp.sin(wp.cosh(wp.clamp(wp.where(e5.a1 >= 0.095, e5.a1, e5.a1), -3.0, 3.0)))       <L 8>
    var_11 = &((var_8).a1);
    var_14 = wp::load(var_11);
    var_13 = (var_14 >= var_12);
    var_15 = &((var_8).a1);
    var_16 = &((var_8).a1);
    var_18 = wp::load(var_15);
    var_19 = wp::load(var_16);
    var_17 = wp::where(var_13, var_18, var_19);
    var_22 = wp::clamp(var_17, var_20, var_21);
    var_23 = wp::cosh(var_22);
    var_24 = wp::sin(var_23);
    var_25 = wp::add(var_2, var_24);
    var_27 = &((var_8).a1);
    var_30 = wp::load(var_27);
    var_29 = (var_30 >= var_28);
    var_31 = &((var_8).a1);
    var_32 = &((var_8).a1);
    var_34 = wp::load(var_31);
    var_35 = wp::load(var_32);
    var_33 = wp::where(var_29, var_34, var_35);
    var_38 = wp::clamp(var_33, var_36, var_37);
    var_39 = wp::cosh(var_38);
    var_40 = wp::sin(var_39);
    var_41 = wp::add(var_25, var_40);
    var_43 = &((var_8).a1);
    var_46 = wp::load(var_43);
    var_45 = (var_46 >= var_44);
    var_47 = &((var_8).a1);
    var_48 = &((var_8).a1);
    var_50 = wp::load(var_47);
    var_51 = wp::load(var_48);
    var_49 = wp::where(var_45, var_50, var_51);
    var_54 = wp::clamp(var_49, var_52, var_53);
    var_55 = wp::cosh(var_54);
    var_56 = wp::sin(var_55);
    var_57 = wp::add(var_41, var_56);
    var_59 = &((var_8).a1);
    var_62 = wp::load(var_59);
    var_61 = (var_62 >= var_60);
    var_63 = &((var_8).a1);
    var_64 = &((var_8).a1);
    var_66 = wp::load(var_63);
    var_67 = wp::load(var_64);
    var_65 = wp::where(var_61, var_66, var_67);
    var_70 = wp::clamp(var_65, var_68, var_69);
    var_71 = wp::cosh(var_70);
    var_72 = wp::sin(var_71);
    var_73 = wp::add(var_57, var_72);
    // v7 = struct_000001_f0(wp.diag(wp.vec2(-1.03, -1.423)), wp.clamp(e5.a1, -1.74, 1.9), wp.lerp(model.vel0, wp.vec3(-1.58, -0.651, 0.735), e5.a1), vertex_densities, wp.abs((tid % 7)))       <L 9>
    var_76 = wp::vec_t<2, wp::float32>(var_74, var_75);
    var_77 = wp::diag(var_76);
    var_78 = &((var_8).a1);
    var_82 = wp::load(var_78);
    var_81 = wp::clamp(var_82, var_79, var_80);
    var_83 = &((var_model).vel0);
    var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
    var_88 = &((var_8).a1);
    var_90 = wp::load(var_83);
    var_91 = wp::load(var_88);
    var_89 = wp::lerp(var_90, var_87, var_91);
    var_93 = wp::mod(var_0, var_92);
    var_94 = wp::abs(var_93);
    var_95 = struct_000001_f0_0(var_77, var_81, var_89, var_vertex_densities, var_94);
    // vertex_residuals[tid] = v3 + v3 * 0.23 + v4[0] + v4[1] + v4[2]                         <L 10>
    var_97 = wp::mul(var_73, var_96);
    var_98 = wp::add(var_73, var_97);
    var_100 = wp::extract(var_5, var_99);
    var_101 = wp::add(var_98, var_100);
    var_103 = wp::extract(var_5, var_102);
    var_104 = wp::add(var_101, var_103);
    var_106 = wp::extract(var_5, var_105);
    var_107 = wp::add(var_104, var_106);
    wp::array_store(var_vertex_residuals, var_0, var_107);
    // vertex_orientations_out[tid] = wp.normalize(settings.d2 * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.ddot(v7, wp.mat22(1.0))))       <L 11>
    var_108 = &((var_settings).d2);
    var_112 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
    var_114 = wp::mat_t<2, 2, wp::float32>(var_113);
    var_115 = wp::ddot(var_95, var_114);
    var_116 = wp::quat_from_axis_angle(var_112, var_115);
    var_118 = wp::load(var_108);
    var_117 = wp::mul(var_118, var_116);
    var_119 = wp::normalize(var_117);
    wp::array_store(var_vertex_orientations_out, var_0, var_119);
}



struct struct_000001_t_241c35ce_cpu_block_payload_forward
{
    wp_args_struct_000001_t_241c35ce* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000001_t_241c35ce_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000001_t_241c35ce_cpu_block_payload_forward* payload = (struct_000001_t_241c35ce_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000001_t_241c35ce_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void struct_000001_t_241c35ce_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000001_t_241c35ce *_wp_args)
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
        struct_000001_t_241c35ce_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000001_t_241c35ce_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

