// Generated for case scalar_param-000002 with warp-lang 1.18.0. Do not edit.
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


struct S0_e2665713
{
    wp::vec_t<3, wp::float32> c0;
    wp::vec_t<3, wp::float32> b1;
    wp::vec_t<3, wp::float32> d2;


    S0_e2665713() = default;
    CUDA_CALLABLE S0_e2665713(wp::vec_t<3, wp::float32> const& c0,
    wp::vec_t<3, wp::float32> const& b1 = {},
    wp::vec_t<3, wp::float32> const& d2 = {})
        : c0{c0}
        , b1{b1}
        , d2{d2}

    {
    }

    CUDA_CALLABLE S0_e2665713& operator += (const S0_e2665713& rhs)
    {    c0 += rhs.c0;
    b1 += rhs.b1;
    d2 += rhs.d2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_e2665713(wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> & adj_c0,
    wp::vec_t<3, wp::float32> & adj_b1,
    wp::vec_t<3, wp::float32> & adj_d2,
    S0_e2665713 & adj_ret)
{
    adj_c0 += adj_ret.c0;
    adj_b1 += adj_ret.b1;
    adj_d2 += adj_ret.d2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_e2665713 add(const S0_e2665713& a, const S0_e2665713& b)
{
    return S0_e2665713();
}

CUDA_CALLABLE void adj_atomic_add(S0_e2665713* p, S0_e2665713 t)
{
    wp::adj_atomic_add(&p->c0, t.c0);
    wp::adj_atomic_add(&p->b1, t.b1);
    wp::adj_atomic_add(&p->d2, t.d2);
}




// scalar_param-000002.py:15
static wp::vec_t<3, wp::float32> scalar_param_000002_f0_0(
    S0_e2665713 var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = -1.683;
    wp::float32 var_2;
    bool var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    //---------
    // forward
    // def scalar_param_000002_f0(p0: S0, p1: float):                                         <L 16>
    // v0 = (p1 * p1)                                                                         <L 17>
    var_0 = wp::mul(var_p1, var_p1);
    // v1 = (v0 + -1.683)                                                                     <L 18>
    var_2 = wp::add(var_0, var_1);
    // if p1 <= v0:                                                                           <L 19>
    var_3 = (var_p1 <= var_0);
    if (var_3) {
        // return p0.b1                                                                       <L 20>
        var_4 = &((var_p0).b1);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        return var_5;
    }
    // return wp.normalize(p0.c0) + wp.vec3(v1)                                               <L 21>
    var_7 = &((var_p0).c0);
    var_9 = wp::load(var_7);
    var_8 = wp::normalize(var_9);
    var_10 = wp::vec_t<3, wp::float32>(var_2);
    var_11 = wp::add(var_8, var_10);
    return var_11;
}


// scalar_param-000002.py:15
static void adj_scalar_param_000002_f0_0(
    S0_e2665713 var_p0,
    wp::float32 var_p1,
    S0_e2665713 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_scalar_param_000002_t_71b52bd6 {
    wp::array_t<wp::float32> joint_phases;
    wp::array_t<wp::float32> joint_temperatures;
    S0_e2665713 params;
    wp::float32 relaxation;
    wp::int32 offset;
    wp::int32 n;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> joint_energies;
    wp::array_t<S0_e2665713> joint_records_out;
};


void scalar_param_000002_t_71b52bd6_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000002_t_71b52bd6 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_joint_phases = _wp_args->joint_phases;
    wp::array_t<wp::float32> var_joint_temperatures = _wp_args->joint_temperatures;
    S0_e2665713 var_params = _wp_args->params;
    wp::float32 var_relaxation = _wp_args->relaxation;
    wp::int32 var_offset = _wp_args->offset;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_joint_energies = _wp_args->joint_energies;
    wp::array_t<S0_e2665713> var_joint_records_out = _wp_args->joint_records_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32>* var_8;
    const wp::float32 var_9 = -1.402;
    const wp::float32 var_10 = 1.308;
    const wp::float32 var_11 = -1.504;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32>* var_13;
    S0_e2665713 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.57;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 2;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // forward
    // def scalar_param_000002_t(joint_phases: wp.array[Any], joint_temperatures: wp.array[Any], params: S0, relaxation: float, offset: int, n: int, accumulated_mass: wp.array[Any], joint_energies: wp.array[Any], joint_records_out: wp.array[S0]):       <L 1>
    // tid = wp.tid()  # one thread per element                                               <L 2>
    var_0 = builtin_tid1d();
    // v2 = joint_phases[tid]                                                                 <L 3>
    var_1 = wp::address(var_joint_phases, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v3 = joint_temperatures[tid]                                                           <L 4>
    var_4 = wp::address(var_joint_temperatures, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v4 = wp.vec3(relaxation, relaxation, relaxation)                                       <L 5>
    var_7 = wp::vec_t<3, wp::float32>(var_relaxation, var_relaxation, var_relaxation);
    // v5 = scalar_param_000002_f0(S0(params.c0, wp.vec3(-1.402, 1.308, -1.504), params.b1), relaxation)       <L 6>
    var_8 = &((var_params).c0);
    var_12 = wp::vec_t<3, wp::float32>(var_9, var_10, var_11);
    var_13 = &((var_params).b1);
    var_15 = wp::load(var_8);
    var_16 = wp::load(var_13);
    var_14 = S0_e2665713(var_15, var_12, var_16);
    var_17 = scalar_param_000002_f0_0(var_14, var_relaxation);
    // joint_records_out[tid] = params                                                        <L 7>
    wp::array_store(var_joint_records_out, var_0, var_params);
    // joint_energies[tid] = v2 + v3 + relaxation + v3 * 1.57 + v4[0] + v4[1] + v4[2] + v5[0] + v5[1] + v5[2]       <L 9>
    var_18 = wp::add(var_2, var_5);
    var_19 = wp::add(var_18, var_relaxation);
    var_21 = wp::mul(var_5, var_20);
    var_22 = wp::add(var_19, var_21);
    var_24 = wp::extract(var_7, var_23);
    var_25 = wp::add(var_22, var_24);
    var_27 = wp::extract(var_7, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_7, var_29);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::extract(var_17, var_32);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::extract(var_17, var_35);
    var_37 = wp::add(var_34, var_36);
    var_39 = wp::extract(var_17, var_38);
    var_40 = wp::add(var_37, var_39);
    wp::array_store(var_joint_energies, var_0, var_40);
}



struct scalar_param_000002_t_71b52bd6_cpu_block_payload_forward
{
    wp_args_scalar_param_000002_t_71b52bd6* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000002_t_71b52bd6_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000002_t_71b52bd6_cpu_block_payload_forward* payload = (scalar_param_000002_t_71b52bd6_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000002_t_71b52bd6_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void scalar_param_000002_t_71b52bd6_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000002_t_71b52bd6 *_wp_args)
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
        scalar_param_000002_t_71b52bd6_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000002_t_71b52bd6_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

