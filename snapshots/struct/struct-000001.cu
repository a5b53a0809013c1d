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





extern "C" __global__ void struct_000001_8ef58c64_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_masses,
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_velocities,
    S0_69fb0830 var_state,
    S1_c01c4381 var_model,
    wp::array_t<S2_10daa744> var_cell_data,
    wp::array_t<wp::float32> var_accumulated_mass,
    wp::array_t<wp::float32> var_cell_costs,
    wp::array_t<wp::float32> var_cell_residuals,
    wp::array_t<S2_10daa744> var_cell_records_out)
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
        S2_10daa744* var_7;
        S2_10daa744 var_8;
        S2_10daa744 var_9;
        wp::vec_t<3, wp::float32>* var_10;
        const wp::float32 var_11 = -1.29;
        const wp::float32 var_12 = -1.71;
        const wp::float32 var_13 = -1.8;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        const wp::float32 var_16 = 0.19;
        wp::vec_t<3, wp::float32> var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32>* var_20;
        wp::vec_t<3, wp::float32>* var_21;
        const wp::float32 var_22 = -1.2;
        const wp::float32 var_23 = -1.0;
        const wp::float32 var_24 = 1.7;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<3, wp::float32>* var_28;
        const wp::float32 var_29 = 1.89;
        const wp::float32 var_30 = -1.1;
        const wp::float32 var_31 = 0.63;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::float32 var_37 = 1.61;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32>* var_41;
        const wp::float32 var_42 = 1.2;
        const wp::float32 var_43 = -0.46;
        const wp::float32 var_44 = -1.64;
        wp::vec_t<3, wp::float32> var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.3;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::float32* var_51;
        const wp::float32 var_52 = -1.4;
        wp::float32 var_53;
        wp::float32 var_54;
        S2_10daa744* var_55;
        wp::vec_t<3, wp::float32>* var_56;
        wp::vec_t<3, wp::float32> var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::float32 var_59;
        wp::float32* var_60;
        const wp::float32 var_61 = 0.19;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::int32 var_65 = 0;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::int32 var_68 = 1;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 2;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = 1.05;
        wp::float32 var_76;
        wp::float32 var_77;
        //---------
        // forward
        // def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, model: S1, cell_data: wp.array[S2], accumulated_mass: wp.array[float], cell_costs: wp.array[float], cell_residuals: wp.array[float], cell_records_out: wp.array[S2]):       <L 25>
        // tid = wp.tid()                                                                         <L 27>
        var_0 = builtin_tid1d();
        // v0 = cell_masses[tid]                                                                  <L 28>
        var_1 = wp::address(var_cell_masses, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = cell_velocities[tid]                                                              <L 29>
        var_4 = wp::address(var_cell_velocities, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // e2 = cell_data[tid]                                                                    <L 30>
        var_7 = wp::address(var_cell_data, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // e2.vel0 = e2.vel0 + wp.normalize(wp.vec3(-1.29, -1.71, -1.8)) * 0.19                   <L 31>
        var_10 = &((var_8).vel0);
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::normalize(var_14);
        var_17 = wp::mul(var_15, var_16);
        var_19 = wp::load(var_10);
        var_18 = wp::add(var_19, var_17);
        var_8.vel0 = var_18;
        // e2.vel0 += wp.normalize((wp.cross(model.mass0, wp.vec3(-1.2, -1.0, 1.7)) - (e2.e1 + wp.vec3(1.89, -1.1, 0.63)))) * 1.61       <L 32>
        var_20 = &((var_8).vel0);
        var_21 = &((var_model).mass0);
        var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
        var_27 = wp::load(var_21);
        var_26 = wp::cross(var_27, var_25);
        var_28 = &((var_8).e1);
        var_32 = wp::vec_t<3, wp::float32>(var_29, var_30, var_31);
        var_34 = wp::load(var_28);
        var_33 = wp::add(var_34, var_32);
        var_35 = wp::sub(var_26, var_33);
        var_36 = wp::normalize(var_35);
        var_38 = wp::mul(var_36, var_37);
        var_40 = wp::load(var_20);
        var_39 = wp::add(var_40, var_38);
        var_8.vel0 = var_39;
        // e2.e1 += wp.normalize(wp.vec3(1.2, -0.46, -1.64)) * 0.3                                <L 33>
        var_41 = &((var_8).e1);
        var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
        var_46 = wp::normalize(var_45);
        var_48 = wp::mul(var_46, var_47);
        var_50 = wp::load(var_41);
        var_49 = wp::add(var_50, var_48);
        var_8.e1 = var_49;
        // v3 = (model.a1 * -1.4)                                                                 <L 34>
        var_51 = &((var_model).a1);
        var_54 = wp::load(var_51);
        var_53 = wp::mul(var_54, var_52);
        // cell_records_out[tid] = e2                                                             <L 35>
        wp::array_store(var_cell_records_out, var_0, var_8);
        // cell_records_out[tid].e1 += wp.normalize(model.mass0)                                  <L 36>
        var_55 = &(wp::index(var_cell_records_out, var_0));
        var_56 = &((var_model).mass0);
        var_58 = wp::load(var_56);
        var_57 = wp::normalize(var_58);
        wp::array_atomic_add_slot(var_cell_records_out, var_57, [&](auto& _e) -> auto& { return _e.e1; }, var_0);
        // cell_costs[tid] = v0 + v3 + model.a1 * 0.19 + v1[0] + v1[1] + v1[2]                    <L 37>
        var_59 = wp::add(var_2, var_53);
        var_60 = &((var_model).a1);
        var_63 = wp::load(var_60);
        var_62 = wp::mul(var_63, var_61);
        var_64 = wp::add(var_59, var_62);
        var_66 = wp::extract(var_5, var_65);
        var_67 = wp::add(var_64, var_66);
        var_69 = wp::extract(var_5, var_68);
        var_70 = wp::add(var_67, var_69);
        var_72 = wp::extract(var_5, var_71);
        var_73 = wp::add(var_70, var_72);
        wp::array_store(var_cell_costs, var_0, var_73);
        // cell_residuals[tid] = v0 + v3 + v0 * 1.05                                              <L 38>
        var_74 = wp::add(var_2, var_53);
        var_76 = wp::mul(var_2, var_75);
        var_77 = wp::add(var_74, var_76);
        wp::array_store(var_cell_residuals, var_0, var_77);
    }
}

