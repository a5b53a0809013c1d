// Generated for case generic-000002 with warp-lang 1.18.0. Do not edit.
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


// generic-000002.py:0
static wp::vec_t<3, wp::float32> generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    //---------
    // forward
    // def generic_000002_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = -(p0)                                                                             <L 2>
    var_0 = wp::neg(var_p0);
    // v1 = (p0 * v0)                                                                         <L 3>
    var_1 = wp::mul(var_p0, var_0);
    // v2 = p1.x                                                                              <L 4>
    var_3 = wp::extract(var_p1, var_2);
    // return p1                                                                              <L 5>
    return var_p1;
}


// generic-000002.py:0
static void adj_generic_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_generic_000002_t_5ced334a {
    wp::float32 radius;
    wp::array_t<wp::float32> contact_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> contact_normals;
    wp::array_t<wp::float32> contact_costs;
    wp::array_t<wp::float32> contact_residuals;
};


void generic_000002_t_5ced334a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000002_t_5ced334a *_wp_args)
{
    //---------
    // argument vars
    wp::float32 var_radius = _wp_args->radius;
    wp::array_t<wp::float32> var_contact_densities = _wp_args->contact_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_normals = _wp_args->contact_normals;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::float32> var_contact_residuals = _wp_args->contact_residuals;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.3;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 0;
    const wp::float32 var_17 = 0.367;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -0.4;
    wp::float32 var_21;
    const wp::float32 var_22 = -0.97;
    wp::float32 var_23;
    const wp::float32 var_24 = -0.2;
    wp::float32 var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 1;
    const wp::float32 var_33 = 0.367;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -0.4;
    wp::float32 var_37;
    const wp::float32 var_38 = -0.97;
    wp::float32 var_39;
    const wp::float32 var_40 = -0.2;
    wp::float32 var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::int32 var_48 = 2;
    const wp::float32 var_49 = 0.367;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = -0.4;
    wp::float32 var_53;
    const wp::float32 var_54 = -0.97;
    wp::float32 var_55;
    const wp::float32 var_56 = -0.2;
    wp::float32 var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::vec_t<3, wp::float32> var_63;
    const wp::int32 var_64 = 3;
    const wp::float32 var_65 = 0.367;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = -0.4;
    wp::float32 var_69;
    const wp::float32 var_70 = -0.97;
    wp::float32 var_71;
    const wp::float32 var_72 = -0.2;
    wp::float32 var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = 0.238;
    wp::float32 var_82;
    const wp::float32 var_83 = -1.8;
    wp::float32 var_84;
    const wp::float32 var_85 = -0.536;
    wp::float32 var_86;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 1.24;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    const wp::float32 var_97 = 1.4;
    wp::float32 var_98;
    const wp::float32 var_99 = 2.0;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    //---------
    // forward
    // def generic_000002_t(radius: Any, contact_densities: wp.array[Any], contact_normals: wp.array[Any], contact_costs: wp.array[Any], contact_residuals: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= contact_costs.shape[0]:                                                      <L 3>
    var_1 = &(var_contact_costs.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 4>
        return;
    }
    // v3 = contact_densities[tid]                                                            <L 5>
    var_6 = wp::address(var_contact_densities, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v4 = contact_normals[tid]                                                              <L 6>
    var_9 = wp::address(var_contact_normals, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v5 = v3                                                                                <L 7>
    var_12 = wp::copy(var_7);
    // v6 = (type(radius)(1.3) * v5)                                                          <L 8>
    var_14 = wp::float32(var_13);
    var_15 = wp::mul(var_14, var_12);
    // for j7 in range(4):                                                                    <L 9>
    // v3 = v3 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 10>
    var_18 = wp::float32(var_17);
    var_19 = wp::abs(var_18);
    var_21 = wp::float32(var_20);
    var_23 = wp::float32(var_22);
    var_25 = wp::float32(var_24);
    var_26 = wp::vec_t<3, wp::float32>(var_21, var_23, var_25);
    var_27 = wp::length(var_26);
    var_28 = wp::sub(var_19, var_27);
    var_29 = wp::sin(var_28);
    var_30 = wp::add(var_7, var_29);
    // v8 = v4                                                                                <L 11>
    var_31 = wp::copy(var_10);
    // v3 = v3 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 10>
    var_34 = wp::float32(var_33);
    var_35 = wp::abs(var_34);
    var_37 = wp::float32(var_36);
    var_39 = wp::float32(var_38);
    var_41 = wp::float32(var_40);
    var_42 = wp::vec_t<3, wp::float32>(var_37, var_39, var_41);
    var_43 = wp::length(var_42);
    var_44 = wp::sub(var_35, var_43);
    var_45 = wp::sin(var_44);
    var_46 = wp::add(var_30, var_45);
    // v8 = v4                                                                                <L 11>
    var_47 = wp::copy(var_10);
    // v3 = v3 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 10>
    var_50 = wp::float32(var_49);
    var_51 = wp::abs(var_50);
    var_53 = wp::float32(var_52);
    var_55 = wp::float32(var_54);
    var_57 = wp::float32(var_56);
    var_58 = wp::vec_t<3, wp::float32>(var_53, var_55, var_57);
    var_59 = wp::length(var_58);
    var_60 = wp::sub(var_51, var_59);
    var_61 = wp::sin(var_60);
    var_62 = wp::add(var_46, var_61);
    // v8 = v4                                                                                <L 11>
    var_63 = wp::copy(var_10);
    // v3 = v3 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))       <L 10>
    var_66 = wp::float32(var_65);
    var_67 = wp::abs(var_66);
    var_69 = wp::float32(var_68);
    var_71 = wp::float32(var_70);
    var_73 = wp::float32(var_72);
    var_74 = wp::vec_t<3, wp::float32>(var_69, var_71, var_73);
    var_75 = wp::length(var_74);
    var_76 = wp::sub(var_67, var_75);
    var_77 = wp::sin(var_76);
    var_78 = wp::add(var_62, var_77);
    // v8 = v4                                                                                <L 11>
    var_79 = wp::copy(var_10);
    // v9 = generic_000002_f0((v3 + v3), wp.vector(type(radius)(0.238), type(radius)(-1.8), type(radius)(-0.536)))       <L 12>
    var_80 = wp::add(var_78, var_78);
    var_82 = wp::float32(var_81);
    var_84 = wp::float32(var_83);
    var_86 = wp::float32(var_85);
    var_87 = wp::vec_t<3, wp::float32>(var_82, var_84, var_86);
    var_88 = generic_000002_f0_0(var_80, var_87);
    // contact_costs[tid] = v5 + v6 + v3 + v3 * type(radius)(1.24)                            <L 13>
    var_89 = wp::add(var_12, var_15);
    var_90 = wp::add(var_89, var_78);
    var_92 = wp::float32(var_91);
    var_93 = wp::mul(var_78, var_92);
    var_94 = wp::add(var_90, var_93);
    wp::array_store(var_contact_costs, var_0, var_94);
    // contact_residuals[tid] = v5 + v6 + v3 + type(radius)(1.4) * type(radius)(2.0)          <L 14>
    var_95 = wp::add(var_12, var_15);
    var_96 = wp::add(var_95, var_78);
    var_98 = wp::float32(var_97);
    var_100 = wp::float32(var_99);
    var_101 = wp::mul(var_98, var_100);
    var_102 = wp::add(var_96, var_101);
    wp::array_store(var_contact_residuals, var_0, var_102);
}



struct generic_000002_t_5ced334a_cpu_block_payload_forward
{
    wp_args_generic_000002_t_5ced334a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000002_t_5ced334a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000002_t_5ced334a_cpu_block_payload_forward* payload = (generic_000002_t_5ced334a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000002_t_5ced334a_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void generic_000002_t_5ced334a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000002_t_5ced334a *_wp_args)
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
        generic_000002_t_5ced334a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000002_t_5ced334a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

