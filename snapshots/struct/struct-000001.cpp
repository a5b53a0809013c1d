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



struct wp_args_struct_000001_t_3b58c4fa {
    wp::array_t<wp::float32> vertex_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> vertex_normals;
    S0_69fb0830 settings;
    S1_c01c4381 model;
    wp::array_t<S2_10daa744> vertex_data;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::float32> vertex_distances;
    wp::array_t<S2_10daa744> vertex_records_out;
};


template <bool wp_linear_contiguous>
static void struct_000001_t_3b58c4fa_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000001_t_3b58c4fa *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_densities = _wp_args->vertex_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> var_vertex_normals = _wp_args->vertex_normals;
    S0_69fb0830 var_settings = _wp_args->settings;
    S1_c01c4381 var_model = _wp_args->model;
    wp::array_t<S2_10daa744> var_vertex_data = _wp_args->vertex_data;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_vertex_distances = _wp_args->vertex_distances;
    wp::array_t<S2_10daa744> var_vertex_records_out = _wp_args->vertex_records_out;
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
    wp::vec_t<3, wp::float32>* var_10;
    wp::float32* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -1.493;
    const wp::float32 var_15 = -1.3;
    const wp::float32 var_16 = 0.43;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    S2_10daa744 var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::int32 var_22 = 0;
    wp::vec_t<3, wp::float32>* var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32>* var_29;
    wp::vec_t<3, wp::float32>* var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 0.17;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    const wp::int32 var_39 = 1;
    wp::vec_t<3, wp::float32>* var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.0;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32>* var_46;
    wp::vec_t<3, wp::float32>* var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::vec_t<3, wp::float32> var_52;
    const wp::float32 var_53 = 0.17;
    wp::vec_t<3, wp::float32> var_54;
    wp::vec_t<3, wp::float32> var_55;
    const wp::int32 var_56 = 2;
    wp::vec_t<3, wp::float32>* var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32>* var_63;
    wp::vec_t<3, wp::float32>* var_64;
    wp::vec_t<3, wp::float32> var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    wp::vec_t<3, wp::float32> var_69;
    const wp::float32 var_70 = 0.17;
    wp::vec_t<3, wp::float32> var_71;
    wp::vec_t<3, wp::float32> var_72;
    const wp::int32 var_73 = 3;
    wp::vec_t<3, wp::float32>* var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = 1.0;
    wp::float32 var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32>* var_80;
    wp::vec_t<3, wp::float32>* var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32> var_86;
    const wp::float32 var_87 = 0.17;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    S0_69fb0830 var_90;
    wp::quat_t<wp::float32>* var_91;
    wp::quat_t<wp::float32> var_92;
    wp::quat_t<wp::float32> var_93;
    wp::vec_t<3, wp::float32>* var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    const wp::float32 var_97 = 0.6;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32>* var_99;
    wp::vec_t<3, wp::float32> var_100;
    wp::vec_t<3, wp::float32> var_101;
    wp::vec_t<3, wp::float32>* var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::float32* var_105;
    wp::float32* var_106;
    wp::float32* var_107;
    wp::vec_t<3, wp::float32> var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::vec_t<3, wp::float32>* var_112;
    wp::vec_t<3, wp::float32> var_113;
    wp::vec_t<3, wp::float32> var_114;
    wp::vec_t<3, wp::float32> var_115;
    S2_10daa744 var_116;
    wp::float32* var_117;
    const wp::float32 var_118 = 0.56;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::int32 var_122 = 0;
    wp::float32 var_123;
    wp::float32 var_124;
    const wp::int32 var_125 = 1;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::int32 var_128 = 2;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 0;
    wp::float32 var_132;
    wp::float32 var_133;
    const wp::int32 var_134 = 1;
    wp::float32 var_135;
    wp::float32 var_136;
    const wp::int32 var_137 = 2;
    wp::float32 var_138;
    wp::float32 var_139;
    //---------
    // forward
    // def struct_000001_t(vertex_densities: wp.array[Any], vertex_normals: wp.array[Any], settings: S0, model: S1, vertex_data: wp.array[S2], force_sums: wp.array[Any], vertex_distances: wp.array[Any], vertex_records_out: wp.array[S2]):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v0 = vertex_densities[tid]                                                             <L 4>
    var_1 = wp::address(var_vertex_densities, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = vertex_normals[tid]                                                               <L 5>
    var_4 = wp::address(var_vertex_normals, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // e2 = vertex_data[tid]                                                                  <L 6>
    var_7 = wp::address(var_vertex_data, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // s3 = S2(vel0=model.mass0, e1=(wp.vec3(v0, model.a1, v0) - wp.cross(v1, wp.vec3(-1.493, -1.3, 0.43))))       <L 7>
    var_10 = &((var_model).mass0);
    var_11 = &((var_model).a1);
    var_13 = wp::load(var_11);
    var_12 = wp::vec_t<3, wp::float32>(var_2, var_13, var_2);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::cross(var_5, var_17);
    var_19 = wp::sub(var_12, var_18);
    var_21 = wp::load(var_10);
    var_20 = S2_10daa744(var_21, var_19);
    // for j4 in range(4):                                                                    <L 8>
    // v1 = v1 + wp.normalize(((s3.e1 / (wp.abs(v0) + 1.0)) + (model.mass0 - e2.vel0))) * 0.17       <L 9>
    var_23 = &((var_20).e1);
    var_24 = wp::abs(var_2);
    var_26 = wp::add(var_24, var_25);
    var_28 = wp::load(var_23);
    var_27 = wp::div(var_28, var_26);
    var_29 = &((var_model).mass0);
    var_30 = &((var_8).vel0);
    var_32 = wp::load(var_29);
    var_33 = wp::load(var_30);
    var_31 = wp::sub(var_32, var_33);
    var_34 = wp::add(var_27, var_31);
    var_35 = wp::normalize(var_34);
    var_37 = wp::mul(var_35, var_36);
    var_38 = wp::add(var_5, var_37);
    var_40 = &((var_20).e1);
    var_41 = wp::abs(var_2);
    var_43 = wp::add(var_41, var_42);
    var_45 = wp::load(var_40);
    var_44 = wp::div(var_45, var_43);
    var_46 = &((var_model).mass0);
    var_47 = &((var_8).vel0);
    var_49 = wp::load(var_46);
    var_50 = wp::load(var_47);
    var_48 = wp::sub(var_49, var_50);
    var_51 = wp::add(var_44, var_48);
    var_52 = wp::normalize(var_51);
    var_54 = wp::mul(var_52, var_53);
    var_55 = wp::add(var_38, var_54);
    var_57 = &((var_20).e1);
    var_58 = wp::abs(var_2);
    var_60 = wp::add(var_58, var_59);
    var_62 = wp::load(var_57);
    var_61 = wp::div(var_62, var_60);
    var_63 = &((var_model).mass0);
    var_64 = &((var_8).vel0);
    var_66 = wp::load(var_63);
    var_67 = wp::load(var_64);
    var_65 = wp::sub(var_66, var_67);
    var_68 = wp::add(var_61, var_65);
    var_69 = wp::normalize(var_68);
    var_71 = wp::mul(var_69, var_70);
    var_72 = wp::add(var_55, var_71);
    var_74 = &((var_20).e1);
    var_75 = wp::abs(var_2);
    var_77 = wp::add(var_75, var_76);
    var_79 = wp::load(var_74);
    var_78 = wp::div(var_79, var_77);
    var_80 = &((var_model).mass0);
    var_81 = &((var_8).vel0);
    var_83 = wp::load(var_80);
    var_84 = wp::load(var_81);
    var_82 = wp::sub(var_83, var_84);
    var_85 = wp::add(var_78, var_82);
    var_86 = wp::normalize(var_85);
    var_88 = wp::mul(var_86, var_87);
    var_89 = wp::add(var_72, var_88);
    // s5 = S0()                                                                              <L 10>
    var_90 = S0_69fb0830();
    // s5.mass1 = s5.d2                                                                       <L 11>
    var_91 = &((var_90).d2);
    var_93 = wp::load(var_91);
    var_92 = wp::copy(var_93);
    var_90.mass1 = var_92;
    // v6 = s3.vel0                                                                           <L 12>
    var_94 = &((var_20).vel0);
    var_96 = wp::load(var_94);
    var_95 = wp::copy(var_96);
    // vertex_records_out[tid] = S2(vel0=(wp.min(wp.vec3(0.6), model.mass0) - model.mass0), e1=wp.min(wp.vec3(model.a1, model.a1, model.a1), wp.normalize(e2.vel0)))       <L 13>
    var_98 = wp::vec_t<3, wp::float32>(var_97);
    var_99 = &((var_model).mass0);
    var_101 = wp::load(var_99);
    var_100 = wp::min(var_98, var_101);
    var_102 = &((var_model).mass0);
    var_104 = wp::load(var_102);
    var_103 = wp::sub(var_100, var_104);
    var_105 = &((var_model).a1);
    var_106 = &((var_model).a1);
    var_107 = &((var_model).a1);
    var_109 = wp::load(var_105);
    var_110 = wp::load(var_106);
    var_111 = wp::load(var_107);
    var_108 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
    var_112 = &((var_8).vel0);
    var_114 = wp::load(var_112);
    var_113 = wp::normalize(var_114);
    var_115 = wp::min(var_108, var_113);
    var_116 = S2_10daa744(var_103, var_115);
    wp::array_store(var_vertex_records_out, var_0, var_116);
    // vertex_distances[tid] = v0 + model.a1 * 0.56 + v1[0] + v1[1] + v1[2] + v6[0] + v6[1] + v6[2]       <L 14>
    var_117 = &((var_model).a1);
    var_120 = wp::load(var_117);
    var_119 = wp::mul(var_120, var_118);
    var_121 = wp::add(var_2, var_119);
    var_123 = wp::extract(var_89, var_122);
    var_124 = wp::add(var_121, var_123);
    var_126 = wp::extract(var_89, var_125);
    var_127 = wp::add(var_124, var_126);
    var_129 = wp::extract(var_89, var_128);
    var_130 = wp::add(var_127, var_129);
    var_132 = wp::extract(var_95, var_131);
    var_133 = wp::add(var_130, var_132);
    var_135 = wp::extract(var_95, var_134);
    var_136 = wp::add(var_133, var_135);
    var_138 = wp::extract(var_95, var_137);
    var_139 = wp::add(var_136, var_138);
    wp::array_store(var_vertex_distances, var_0, var_139);
}



struct struct_000001_t_3b58c4fa_cpu_block_payload_forward
{
    wp_args_struct_000001_t_3b58c4fa* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000001_t_3b58c4fa_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000001_t_3b58c4fa_cpu_block_payload_forward* payload = (struct_000001_t_3b58c4fa_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000001_t_3b58c4fa_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000001_t_3b58c4fa_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000001_t_3b58c4fa *_wp_args)
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
        struct_000001_t_3b58c4fa_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000001_t_3b58c4fa_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

