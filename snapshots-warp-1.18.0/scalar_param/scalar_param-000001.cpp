// Generated for case scalar_param-000001 with warp-lang 1.18.0. Do not edit.
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


struct S0_d9bd303e
{
    wp::array_t<wp::float32> e0;
    wp::float32 b1;
    wp::vec_t<3, wp::float32> a2;


    S0_d9bd303e() = default;
    CUDA_CALLABLE S0_d9bd303e(wp::array_t<wp::float32> const& e0,
    wp::float32 const& b1 = {},
    wp::vec_t<3, wp::float32> const& a2 = {})
        : e0{e0}
        , b1{b1}
        , a2{a2}

    {
    }

    CUDA_CALLABLE S0_d9bd303e& operator += (const S0_d9bd303e& rhs)
    {    b1 += rhs.b1;
    a2 += rhs.a2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_d9bd303e(wp::array_t<wp::float32> const&,
    wp::float32 const&,
    wp::vec_t<3, wp::float32> const&,
    wp::array_t<wp::float32> & adj_e0,
    wp::float32 & adj_b1,
    wp::vec_t<3, wp::float32> & adj_a2,
    S0_d9bd303e & adj_ret)
{
    adj_e0 = adj_ret.e0;
    adj_b1 += adj_ret.b1;
    adj_a2 += adj_ret.a2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_d9bd303e add(const S0_d9bd303e& a, const S0_d9bd303e& b)
{
    return S0_d9bd303e();
}

CUDA_CALLABLE void adj_atomic_add(S0_d9bd303e* p, S0_d9bd303e t)
{
    wp::adj_atomic_add(&p->e0, t.e0);
    wp::adj_atomic_add(&p->b1, t.b1);
    wp::adj_atomic_add(&p->a2, t.a2);
}




// scalar_param-000001.py:11
static wp::vec_t<3, wp::float32> scalar_param_000001_f0_0(
    S0_d9bd303e var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32* var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    bool var_3;
    wp::float32* var_4;
    const wp::float32 var_5 = 1.9;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    bool var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32>* var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // forward
    // def scalar_param_000001_f0(p0: S0, p1: wp.vec3, p2: float) -> wp.vec3:                 <L 12>
    // v0 = (p2 - p0.b1)                                                                      <L 13>
    var_0 = &((var_p0).b1);
    var_2 = wp::load(var_0);
    var_1 = wp::sub(var_p2, var_2);
    // if (p0.b1 <= 1.9) or (p0.b1 <= v0):                                                    <L 14>
    var_4 = &((var_p0).b1);
    var_7 = wp::load(var_4);
    var_6 = (var_7 <= var_5);
    var_3 = var_6;
    if (!var_3) {
        var_8 = &((var_p0).b1);
        var_10 = wp::load(var_8);
        var_9 = (var_10 <= var_1);
        var_3 = var_3 || var_9;
    }
    if (var_3) {
        // return p0.a2                                                                       <L 15>
        var_11 = &((var_p0).a2);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        return var_12;
    }
    // return p0.a2                                                                           <L 16>
    var_14 = &((var_p0).a2);
    var_16 = wp::load(var_14);
    var_15 = wp::copy(var_16);
    return var_15;
}


// scalar_param-000001.py:11
static void adj_scalar_param_000001_f0_0(
    S0_d9bd303e var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2,
    S0_d9bd303e & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::float32 & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32* var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    bool var_3;
    wp::float32* var_4;
    const wp::float32 var_5 = 1.9;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    bool var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32>* var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    bool adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    bool adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    //---------
    // forward
    // def scalar_param_000001_f0(p0: S0, p1: wp.vec3, p2: float) -> wp.vec3:                 <L 12>
    // v0 = (p2 - p0.b1)                                                                      <L 13>
    var_0 = &((var_p0).b1);
    var_2 = wp::load(var_0);
    var_1 = wp::sub(var_p2, var_2);
    // if (p0.b1 <= 1.9) or (p0.b1 <= v0):                                                    <L 14>
    var_4 = &((var_p0).b1);
    var_7 = wp::load(var_4);
    var_6 = (var_7 <= var_5);
    var_3 = var_6;
    if (!var_3) {
        var_8 = &((var_p0).b1);
        var_10 = wp::load(var_8);
        var_9 = (var_10 <= var_1);
        var_3 = var_3 || var_9;
    }
    if (var_3) {
        // return p0.a2                                                                       <L 15>
        var_11 = &((var_p0).a2);
        var_13 = wp::load(var_11);
        var_12 = wp::copy(var_13);
        goto label0;
    }
    // return p0.a2                                                                           <L 16>
    var_14 = &((var_p0).a2);
    var_16 = wp::load(var_14);
    var_15 = wp::copy(var_16);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_15 += adj_ret;
    wp::adj_copy(var_16, adj_14, adj_15);
    adj_p0.a2 += adj_14;
    // adj: return p0.a2                                                                      <L 16>
    if (var_3) {
        label0:;
        adj_12 += adj_ret;
        wp::adj_copy(var_13, adj_11, adj_12);
        adj_p0.a2 += adj_11;
        // adj: return p0.a2                                                                  <L 15>
    }
    if (!var_3) {
        adj_p0.b1 += adj_8;
    }
    adj_p0.b1 += adj_4;
    // adj: if (p0.b1 <= 1.9) or (p0.b1 <= v0):                                               <L 14>
    wp::adj_sub(var_p2, var_2, adj_p2, adj_0, adj_1);
    adj_p0.b1 += adj_0;
    // adj: v0 = (p2 - p0.b1)                                                                 <L 13>
    // adj: def scalar_param_000001_f0(p0: S0, p1: wp.vec3, p2: float) -> wp.vec3:            <L 12>
    return;
}

struct wp_args_scalar_param_000001_8ea0e3da {
    wp::array_t<wp::float32> contact_temperatures;
    wp::array_t<wp::float32> contact_radii;
    S0_d9bd303e config;
    wp::float32 scale;
    wp::int32 stride;
    wp::vec_t<3, wp::float32> time_step;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::float32> contact_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> contact_impulses;
};


void scalar_param_000001_8ea0e3da_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000001_8ea0e3da *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_temperatures = _wp_args->contact_temperatures;
    wp::array_t<wp::float32> var_contact_radii = _wp_args->contact_radii;
    S0_d9bd303e var_config = _wp_args->config;
    wp::float32 var_scale = _wp_args->scale;
    wp::int32 var_stride = _wp_args->stride;
    wp::vec_t<3, wp::float32> var_time_step = _wp_args->time_step;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_impulses = _wp_args->contact_impulses;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::int32 var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 0;
    wp::int32 var_16;
    wp::shape_t var_17;
    wp::int32 var_18;
    const wp::int32 var_19 = 3;
    wp::int32 var_20;
    const wp::int32 var_21 = 0;
    bool var_22;
    const wp::float32 var_23 = 1.2;
    bool var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = -0.46;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 0.25;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 1.45;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    //---------
    // forward
    // def scalar_param_000001(contact_temperatures: wp.array[float], contact_radii: wp.array[float], config: S0, scale: float, stride: int, time_step: wp.vec3, force_sums: wp.array[float], contact_costs: wp.array[float], contact_impulses: wp.array[wp.vec3]):       <L 20>
    // tid = wp.tid()  # launch index                                                         <L 22>
    var_0 = builtin_tid1d();
    // v1 = contact_temperatures[tid]                                                         <L 23>
    var_1 = wp::address(var_contact_temperatures, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v2 = contact_radii[tid]                                                                <L 24>
    var_4 = wp::address(var_contact_radii, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v3 = (config.b1 * config.b1)                                                           <L 25>
    var_7 = &((var_config).b1);
    var_8 = &((var_config).b1);
    var_10 = wp::load(var_7);
    var_11 = wp::load(var_8);
    var_9 = wp::mul(var_10, var_11);
    // _old4 = wp.atomic_min(force_sums, (tid * 2) % force_sums.shape[0], wp.where((stride) % 3 == 0, wp.where(v2 > 1.2, v1, v1), v3))       <L 26>
    var_13 = wp::mul(var_0, var_12);
    var_14 = &(var_force_sums.shape);
    var_17 = wp::load(var_14);
    var_16 = wp::extract(var_17, var_15);
    var_18 = wp::mod(var_13, var_16);
    var_20 = wp::mod(var_stride, var_19);
    var_22 = (var_20 == var_21);
    var_24 = (var_5 > var_23);
    var_25 = wp::where(var_24, var_2, var_2);
    var_26 = wp::where(var_22, var_25, var_9);
    var_27 = wp::atomic_min(var_force_sums, var_18, var_26);
    // v5 = scalar_param_000001_f0(config, (-0.46 * time_step), wp.sin(v1))                   <L 27>
    var_29 = wp::mul(var_28, var_time_step);
    var_30 = wp::sin(var_2);
    var_31 = scalar_param_000001_f0_0(var_config, var_29, var_30);
    // contact_costs[tid] = v2 + scale + v3 + v1 * 0.25                                       <L 28>
    var_32 = wp::add(var_5, var_scale);
    var_33 = wp::add(var_32, var_9);
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::add(var_33, var_35);
    wp::array_store(var_contact_costs, var_0, var_36);
    // contact_impulses[tid] = time_step + v5 + v5 * 1.45                                     <L 30>
    var_37 = wp::add(var_time_step, var_31);
    var_39 = wp::mul(var_31, var_38);
    var_40 = wp::add(var_37, var_39);
    wp::array_store(var_contact_impulses, var_0, var_40);
}



void scalar_param_000001_8ea0e3da_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000001_8ea0e3da *_wp_args,
    wp_args_scalar_param_000001_8ea0e3da *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_temperatures = _wp_args->contact_temperatures;
    wp::array_t<wp::float32> var_contact_radii = _wp_args->contact_radii;
    S0_d9bd303e var_config = _wp_args->config;
    wp::float32 var_scale = _wp_args->scale;
    wp::int32 var_stride = _wp_args->stride;
    wp::vec_t<3, wp::float32> var_time_step = _wp_args->time_step;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_impulses = _wp_args->contact_impulses;
    wp::array_t<wp::float32> adj_contact_temperatures = _wp_adj_args->contact_temperatures;
    wp::array_t<wp::float32> adj_contact_radii = _wp_adj_args->contact_radii;
    S0_d9bd303e adj_config = _wp_adj_args->config;
    wp::float32 adj_scale = _wp_adj_args->scale;
    wp::int32 adj_stride = _wp_adj_args->stride;
    wp::vec_t<3, wp::float32> adj_time_step = _wp_adj_args->time_step;
    wp::array_t<wp::float32> adj_force_sums = _wp_adj_args->force_sums;
    wp::array_t<wp::float32> adj_contact_costs = _wp_adj_args->contact_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_impulses = _wp_adj_args->contact_impulses;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::int32 var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 0;
    wp::int32 var_16;
    wp::shape_t var_17;
    wp::int32 var_18;
    const wp::int32 var_19 = 3;
    wp::int32 var_20;
    const wp::int32 var_21 = 0;
    bool var_22;
    const wp::float32 var_23 = 1.2;
    bool var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = -0.46;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 0.25;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 1.45;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::shape_t adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::shape_t adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    bool adj_22 = {};
    wp::float32 adj_23 = {};
    bool adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    //---------
    // forward
    // def scalar_param_000001(contact_temperatures: wp.array[float], contact_radii: wp.array[float], config: S0, scale: float, stride: int, time_step: wp.vec3, force_sums: wp.array[float], contact_costs: wp.array[float], contact_impulses: wp.array[wp.vec3]):       <L 20>
    // tid = wp.tid()  # launch index                                                         <L 22>
    var_0 = builtin_tid1d();
    // v1 = contact_temperatures[tid]                                                         <L 23>
    var_1 = wp::address(var_contact_temperatures, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v2 = contact_radii[tid]                                                                <L 24>
    var_4 = wp::address(var_contact_radii, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v3 = (config.b1 * config.b1)                                                           <L 25>
    var_7 = &((var_config).b1);
    var_8 = &((var_config).b1);
    var_10 = wp::load(var_7);
    var_11 = wp::load(var_8);
    var_9 = wp::mul(var_10, var_11);
    // _old4 = wp.atomic_min(force_sums, (tid * 2) % force_sums.shape[0], wp.where((stride) % 3 == 0, wp.where(v2 > 1.2, v1, v1), v3))       <L 26>
    var_13 = wp::mul(var_0, var_12);
    var_14 = &(var_force_sums.shape);
    var_17 = wp::load(var_14);
    var_16 = wp::extract(var_17, var_15);
    var_18 = wp::mod(var_13, var_16);
    var_20 = wp::mod(var_stride, var_19);
    var_22 = (var_20 == var_21);
    var_24 = (var_5 > var_23);
    var_25 = wp::where(var_24, var_2, var_2);
    var_26 = wp::where(var_22, var_25, var_9);
    // var_27 = wp::atomic_min(var_force_sums, var_18, var_26);
    // v5 = scalar_param_000001_f0(config, (-0.46 * time_step), wp.sin(v1))                   <L 27>
    var_29 = wp::mul(var_28, var_time_step);
    var_30 = wp::sin(var_2);
    var_31 = scalar_param_000001_f0_0(var_config, var_29, var_30);
    // contact_costs[tid] = v2 + scale + v3 + v1 * 0.25                                       <L 28>
    var_32 = wp::add(var_5, var_scale);
    var_33 = wp::add(var_32, var_9);
    var_35 = wp::mul(var_2, var_34);
    var_36 = wp::add(var_33, var_35);
    // wp::array_store(var_contact_costs, var_0, var_36);
    // contact_impulses[tid] = time_step + v5 + v5 * 1.45                                     <L 30>
    var_37 = wp::add(var_time_step, var_31);
    var_39 = wp::mul(var_31, var_38);
    var_40 = wp::add(var_37, var_39);
    // wp::array_store(var_contact_impulses, var_0, var_40);
    //---------
    // reverse
    wp::adj_array_store(var_contact_impulses, var_0, var_40, adj_contact_impulses, adj_0, adj_40);
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_mul(var_31, var_38, adj_31, adj_38, adj_39);
    wp::adj_add(var_time_step, var_31, adj_time_step, adj_31, adj_37);
    // adj: contact_impulses[tid] = time_step + v5 + v5 * 1.45                                <L 30>
    wp::adj_array_store(var_contact_costs, var_0, var_36, adj_contact_costs, adj_0, adj_36);
    wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
    wp::adj_mul(var_2, var_34, adj_2, adj_34, adj_35);
    wp::adj_add(var_32, var_9, adj_32, adj_9, adj_33);
    wp::adj_add(var_5, var_scale, adj_5, adj_scale, adj_32);
    // adj: contact_costs[tid] = v2 + scale + v3 + v1 * 0.25                                  <L 28>
    adj_scalar_param_000001_f0_0(var_config, var_29, var_30, adj_config, adj_29, adj_30, adj_31);
    wp::adj_sin(var_2, adj_2, adj_30);
    wp::adj_mul(var_28, var_time_step, adj_28, adj_time_step, adj_29);
    // adj: v5 = scalar_param_000001_f0(config, (-0.46 * time_step), wp.sin(v1))              <L 27>
    wp::adj_atomic_min(var_force_sums, var_18, var_26, adj_force_sums, adj_18, adj_26, adj_27);
    wp::adj_where(var_22, var_25, var_9, adj_22, adj_25, adj_9, adj_26);
    wp::adj_where(var_24, var_2, var_2, adj_24, adj_2, adj_2, adj_25);
    wp::adj_mod(var_stride, var_19, adj_stride, adj_19, adj_20);
    wp::adj_mod(var_13, var_16, adj_13, adj_16, adj_18);
    adj_force_sums.shape = adj_14;
    wp::adj_mul(var_0, var_12, adj_0, adj_12, adj_13);
    // adj: _old4 = wp.atomic_min(force_sums, (tid * 2) % force_sums.shape[0], wp.where((stride) % 3 == 0, wp.where(v2 > 1.2, v1, v1), v3))  <L 26>
    wp::adj_mul(var_10, var_11, adj_7, adj_8, adj_9);
    adj_config.b1 += adj_8;
    adj_config.b1 += adj_7;
    // adj: v3 = (config.b1 * config.b1)                                                      <L 25>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_contact_radii, var_0, adj_contact_radii, adj_0, adj_4);
    // adj: v2 = contact_radii[tid]                                                           <L 24>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_contact_temperatures, var_0, adj_contact_temperatures, adj_0, adj_1);
    // adj: v1 = contact_temperatures[tid]                                                    <L 23>
    // adj: tid = wp.tid()  # launch index                                                    <L 22>
    // adj: def scalar_param_000001(contact_temperatures: wp.array[float], contact_radii: wp.array[float], config: S0, scale: float, stride: int, time_step: wp.vec3, force_sums: wp.array[float], contact_costs: wp.array[float], contact_impulses: wp.array[wp.vec3]):  <L 20>
    return;
}



struct scalar_param_000001_8ea0e3da_cpu_block_payload_forward
{
    wp_args_scalar_param_000001_8ea0e3da* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000001_8ea0e3da_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000001_8ea0e3da_cpu_block_payload_forward* payload = (scalar_param_000001_8ea0e3da_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000001_8ea0e3da_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void scalar_param_000001_8ea0e3da_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000001_8ea0e3da *_wp_args)
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
        scalar_param_000001_8ea0e3da_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000001_8ea0e3da_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000001_8ea0e3da_cpu_block_payload_backward
{
    wp_args_scalar_param_000001_8ea0e3da* args;
    wp_args_scalar_param_000001_8ea0e3da* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000001_8ea0e3da_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000001_8ea0e3da_cpu_block_payload_backward* payload = (scalar_param_000001_8ea0e3da_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000001_8ea0e3da_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000001_8ea0e3da_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000001_8ea0e3da *_wp_args,
    wp_args_scalar_param_000001_8ea0e3da *_wp_adj_args)
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
        scalar_param_000001_8ea0e3da_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000001_8ea0e3da_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

