// Generated for case struct-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

// Map wp.breakpoint() to a device brkpt at the call site so cuda-gdb attributes the stop to the generated .cu line
#if defined(__CUDACC__) && !defined(_MSC_VER)
#define __debugbreak() __brkpt()
#endif

#define builtin_tid1d() wp::tid(_idx, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, _idx, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, _idx, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, _idx, dim)

#define builtin_block_dim() wp::block_dim()

// CUDA Thread Block Cluster shape declaration. Expands to __cluster_dims__
// only on devices that support clusters (compute capability 9.0+); otherwise
// expands to nothing so the same source compiles cleanly for any target arch.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900)
#define WP_CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#else
#define WP_CLUSTER_DIMS(x, y, z)
#endif

// Maximum registers per thread. __maxnreg__ was added in CUDA Toolkit 12.4;
// older toolkits ignore the opt-in so the same source remains compilable.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 4))
#define WP_MAXNREG(n) __maxnreg__(n)
#else
#define WP_MAXNREG(n)
#endif

// Allow PTXAS to spill registers into shared memory. CUDA Toolkit 13.0
// introduced the pragma, which is unavailable in device-debug compilation.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ >= 13) && !defined(_DEBUG)
#define WP_ENABLE_SMEM_SPILLING() asm volatile(".pragma \"enable_smem_spilling\";");
#else
#define WP_ENABLE_SMEM_SPILLING()
#endif


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




// struct-000001.py:24
static CUDA_CALLABLE wp::mat_t<2, 2, wp::float32> struct_000001_f0_0(
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
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::int32 var_12 = 2;
    wp::mat_t<2, 2, wp::float32> var_13;
    const wp::int32 var_14 = 0;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 2;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::mat_t<2, 2, wp::float32> var_23;
    wp::mat_t<2, 2, wp::float32> var_24;
    //---------
    // forward
    // def struct_000001_f0(p0: wp.mat22, p1: float, p2: wp.vec3, arr: wp.array[float], idx: int):       <L 25>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 26>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s1 = S2()                                                                              <L 27>
    var_8 = S2_10daa744();
    // v2 = s1.vel0                                                                           <L 28>
    var_9 = &((var_8).vel0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // return p0 + wp.identity(n=2, dtype=float) * (v0 + v2[0] + v2[1] + v2[2])               <L 29>
    var_13 = wp::identity<2, wp::float32>();
    var_15 = wp::extract(var_10, var_14);
    var_16 = wp::add(var_6, var_15);
    var_18 = wp::extract(var_10, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_10, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::mul(var_13, var_22);
    var_24 = wp::add(var_p0, var_23);
    return var_24;
}


// struct-000001.py:24
static CUDA_CALLABLE void adj_struct_000001_f0_0(
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



extern "C" __global__ void struct_000001_c4d67b1e_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_masses,
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_velocities,
    S0_69fb0830 var_state,
    wp::array_t<S1_c01c4381> var_cell_records,
    S2_10daa744 var_model,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::float32> var_cell_distances,
    wp::array_t<S1_c01c4381> var_cell_states_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        wp::vec_t<3, wp::float32>* var_10;
        wp::vec_t<3, wp::float32>* var_11;
        wp::vec_t<3, wp::float32>* var_12;
        const wp::float32 var_13 = -1.696;
        const wp::float32 var_14 = -1.593;
        const wp::float32 var_15 = 0.306;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = 0.23;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32>* var_26;
        wp::float32* var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::float32 var_30;
        S2_10daa744 var_31;
        const wp::float32 var_32 = 0.6;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = 0.0;
        const wp::float32 var_35 = 0.0;
        const wp::float32 var_36 = 2.5;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::quat_t<wp::float32> var_40;
        const wp::int32 var_41 = 2;
        wp::mat_t<2, 2, wp::float32> var_42;
        const wp::float32 var_43 = 0.8;
        wp::mat_t<2, 2, wp::float32> var_44;
        wp::vec_t<3, wp::float32>* var_45;
        wp::mat_t<2, 2, wp::float32> var_46;
        wp::vec_t<3, wp::float32> var_47;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32>* var_49;
        wp::int32* var_50;
        wp::mat_t<2, 2, wp::float32> var_51;
        wp::vec_t<3, wp::float32> var_52;
        wp::int32 var_53;
        const wp::float32 var_54 = 0.575;
        const wp::float32 var_55 = -1.3;
        const wp::float32 var_56 = 1.46;
        wp::vec_t<3, wp::float32> var_57;
        wp::vec_t<3, wp::float32>* var_58;
        const wp::float32 var_59 = -0.23;
        wp::float32* var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::vec_t<3, wp::float32> var_64;
        S1_c01c4381 var_65;
        S1_c01c4381* var_66;
        wp::float32* var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.75;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 0;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::int32 var_77 = 1;
        wp::float32 var_78;
        wp::float32 var_79;
        const wp::int32 var_80 = 2;
        wp::float32 var_81;
        wp::float32 var_82;
        const wp::int32 var_83 = 0;
        wp::float32 var_84;
        wp::float32 var_85;
        const wp::int32 var_86 = 1;
        wp::float32 var_87;
        wp::float32 var_88;
        const wp::int32 var_89 = 2;
        wp::float32 var_90;
        wp::float32 var_91;
        const wp::int32 var_92 = 3;
        wp::float32 var_93;
        wp::float32 var_94;
        const wp::float32 var_95 = 1.0;
        wp::mat_t<2, 2, wp::float32> var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        //---------
        // forward
        // def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, cell_records: wp.array[S1], model: S2, accumulated_mass: wp.array[float], cell_distances: wp.array[float], cell_states_out: wp.array[S1]):       <L 33>
        // tid = wp.tid()                                                                         <L 35>
        var_0 = builtin_tid1d();
        // v3 = cell_masses[tid]                                                                  <L 36>
        var_1 = wp::address(var_cell_masses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v4 = cell_velocities[tid]                                                              <L 37>
        var_4 = wp::address(var_cell_velocities, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // e5 = cell_records[tid]                                                                 <L 38>
        var_7 = wp::address(var_cell_records, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // e5.mass0 += wp.normalize((model.e1 + (e5.mass0 - wp.vec3(-1.696, -1.593, 0.306)))) * 0.23       <L 39>
        var_10 = &((var_8).mass0);
        var_11 = &((var_model).e1);
        var_12 = &((var_8).mass0);
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_18 = wp::load(var_12);
        var_17 = wp::sub(var_18, var_16);
        var_20 = wp::load(var_11);
        var_19 = wp::add(var_20, var_17);
        var_21 = wp::normalize(var_19);
        var_23 = wp::mul(var_21, var_22);
        var_25 = wp::load(var_10);
        var_24 = wp::add(var_25, var_23);
        var_8.mass0 = var_24;
        // s6 = S2((model.e1 * e5.a1), v4)                                                        <L 40>
        var_26 = &((var_model).e1);
        var_27 = &((var_8).a1);
        var_29 = wp::load(var_26);
        var_30 = wp::load(var_27);
        var_28 = wp::mul(var_29, var_30);
        var_31 = S2_10daa744(var_28, var_5);
        // cell_states_out[tid] = e5                                                              <L 41>
        wp::array_store(var_cell_states_out, var_0, var_8);
        // v7 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6) + wp.vec3(0.0, 0.0, 2.5)), v3)       <L 42>
        var_33 = wp::vec_t<3, wp::float32>(var_32);
        var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
        var_38 = wp::add(var_33, var_37);
        var_39 = wp::normalize(var_38);
        var_40 = wp::quat_from_axis_angle(var_39, var_2);
        // v8 = struct_000001_f0(struct_000001_f0(wp.identity(n=2, dtype=float) * 0.8, v3, model.e1, cell_masses, tid), wp.rint(v3), model.vel0, cell_masses, state.pos0)       <L 43>
        var_42 = wp::identity<2, wp::float32>();
        var_44 = wp::mul(var_42, var_43);
        var_45 = &((var_model).e1);
        var_47 = wp::load(var_45);
        var_46 = struct_000001_f0_0(var_44, var_2, var_47, var_cell_masses, var_0);
        var_48 = wp::rint(var_2);
        var_49 = &((var_model).vel0);
        var_50 = &((var_state).pos0);
        var_52 = wp::load(var_49);
        var_53 = wp::load(var_50);
        var_51 = struct_000001_f0_0(var_46, var_48, var_52, var_cell_masses, var_53);
        // cell_states_out[tid] = S1(mass0=wp.vec3(0.575, -1.3, 1.46), a1=wp.dot(model.e1, wp.vec3(v3, -0.23, e5.a1)))       <L 44>
        var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
        var_58 = &((var_model).e1);
        var_60 = &((var_8).a1);
        var_62 = wp::load(var_60);
        var_61 = wp::vec_t<3, wp::float32>(var_2, var_59, var_62);
        var_64 = wp::load(var_58);
        var_63 = wp::dot(var_64, var_61);
        var_65 = S1_c01c4381(var_57, var_63);
        wp::array_store(var_cell_states_out, var_0, var_65);
        // cell_states_out[tid].a1 -= wp.sin((v3 - e5.a1))                                        <L 45>
        var_66 = &(wp::index(var_cell_states_out, var_0));
        var_67 = &((var_8).a1);
        var_69 = wp::load(var_67);
        var_68 = wp::sub(var_2, var_69);
        var_70 = wp::sin(var_68);
        wp::array_atomic_sub_slot(var_cell_states_out, var_70, [&](auto& _e) -> auto& { return _e.a1; }, var_0);
        // cell_distances[tid] = v3 + v3 * 1.75 + v4[0] + v4[1] + v4[2] + v7[0] + v7[1] + v7[2] + v7[3] + wp.ddot(v8, wp.mat22(1.0))       <L 46>
        var_72 = wp::mul(var_2, var_71);
        var_73 = wp::add(var_2, var_72);
        var_75 = wp::extract(var_5, var_74);
        var_76 = wp::add(var_73, var_75);
        var_78 = wp::extract(var_5, var_77);
        var_79 = wp::add(var_76, var_78);
        var_81 = wp::extract(var_5, var_80);
        var_82 = wp::add(var_79, var_81);
        var_84 = wp::extract(var_40, var_83);
        var_85 = wp::add(var_82, var_84);
        var_87 = wp::extract(var_40, var_86);
        var_88 = wp::add(var_85, var_87);
        var_90 = wp::extract(var_40, var_89);
        var_91 = wp::add(var_88, var_90);
        var_93 = wp::extract(var_40, var_92);
        var_94 = wp::add(var_91, var_93);
        var_96 = wp::mat_t<2, 2, wp::float32>(var_95);
        var_97 = wp::ddot(var_51, var_96);
        var_98 = wp::add(var_94, var_97);
        wp::array_store(var_cell_distances, var_0, var_98);
    }
}

