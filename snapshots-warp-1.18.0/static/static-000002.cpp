// Generated for case static-000002 with warp-lang 1.18.0. Do not edit.
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


// static-000002.py:12
static wp::float32 static_000002_op0_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.8;
    const wp::float32 var_1 = 0.8;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.978;
    wp::float32 var_6;
    //---------
    // forward
    // def static_000002_op0(x: float) -> float:                                              <L 13>
    // return wp.radians(wp.erfinv(wp.clamp(x, -0.8, 0.8))) * 0.978                           <L 14>
    var_2 = wp::clamp(var_x, var_0, var_1);
    var_3 = wp::erfinv(var_2);
    var_4 = wp::radians(var_3);
    var_6 = wp::mul(var_4, var_5);
    return var_6;
}


// static-000002.py:17
static wp::float32 static_000002_op1_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 1.04;
    wp::float32 var_3;
    //---------
    // forward
    // def static_000002_op1(x: float) -> float:                                              <L 18>
    // return +(wp.round(x)) * 1.04                                                           <L 19>
    var_0 = wp::round(var_x);
    var_1 = wp::pos(var_0);
    var_3 = wp::mul(var_1, var_2);
    return var_3;
}


// static-000002.py:22
static wp::float32 static_000002_op2_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.2;
    const wp::float32 var_1 = 1.8;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.0;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.5;
    wp::float32 var_9;
    //---------
    // forward
    // def static_000002_op2(x: float) -> float:                                              <L 23>
    // return wp.log2(wp.abs(wp.erfcinv(wp.clamp(x, 0.2, 1.8))) + 1.0) * 0.5                  <L 24>
    var_2 = wp::clamp(var_x, var_0, var_1);
    var_3 = wp::erfcinv(var_2);
    var_4 = wp::abs(var_3);
    var_6 = wp::add(var_4, var_5);
    var_7 = wp::log2(var_6);
    var_9 = wp::mul(var_7, var_8);
    return var_9;
}


// static-000002.py:12
static void adj_static_000002_op0_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// static-000002.py:17
static void adj_static_000002_op1_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// static-000002.py:22
static void adj_static_000002_op2_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_static_000002_cc07fcac {
    wp::array_t<wp::vec_t<3, wp::float32>> contact_normals;
    wp::array_t<wp::float32> contact_phases;
    wp::array_t<wp::float32> contact_residuals;
    wp::array_t<wp::vec_t<3, wp::float32>> contact_gradients;
    wp::int32 num_contacts;
};


void static_000002_cc07fcac_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000002_cc07fcac *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_normals = _wp_args->contact_normals;
    wp::array_t<wp::float32> var_contact_phases = _wp_args->contact_phases;
    wp::array_t<wp::float32> var_contact_residuals = _wp_args->contact_residuals;
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_gradients = _wp_args->contact_gradients;
    wp::int32 var_num_contacts = _wp_args->num_contacts;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.0;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::int32 var_17 = 2;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.68;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.72;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    //---------
    // forward
    // def static_000002(contact_normals: wp.array(dtype=wp.vec3), contact_phases: wp.array(dtype=float), contact_residuals: wp.array(dtype=float), contact_gradients: wp.array(dtype=wp.vec3), num_contacts: int):       <L 31>
    // tid = wp.tid()  # thread index                                                         <L 32>
    var_0 = builtin_tid1d();
    // if tid >= num_contacts:                                                                <L 33>
    var_1 = (var_0 >= var_num_contacts);
    if (var_1) {
        // return  # out of bounds                                                            <L 34>
        return;
    }
    // v0 = contact_normals[tid]                                                              <L 35>
    var_2 = wp::address(var_contact_normals, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = contact_phases[tid]                                                               <L 36>
    var_5 = wp::address(var_contact_phases, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v2 = v1                                                                                <L 37>
    var_8 = wp::copy(var_6);
    // v3 = float(0.0)                                                                        <L 38>
    var_10 = wp::float(var_9);
    // for u4 in range(wp.static(len(OPS))):                                                  <L 39>
    // v3 += wp.static(OPS[u4])(v1)                                                           <L 40>
    var_12 = static_000002_op0_0(var_6);
    var_13 = wp::add(var_10, var_12);
    var_15 = static_000002_op1_0(var_6);
    var_16 = wp::add(var_13, var_15);
    var_18 = static_000002_op2_0(var_6);
    var_19 = wp::add(var_16, var_18);
    // contact_residuals[tid] = v1 + v2 + v3 + v1 * 0.68                                      <L 41>
    var_20 = wp::add(var_6, var_8);
    var_21 = wp::add(var_20, var_19);
    var_23 = wp::mul(var_6, var_22);
    var_24 = wp::add(var_21, var_23);
    wp::array_store(var_contact_residuals, var_0, var_24);
    // contact_gradients[tid] = v0 + v0 * 1.72                                                <L 43>
    var_26 = wp::mul(var_3, var_25);
    var_27 = wp::add(var_3, var_26);
    wp::array_store(var_contact_gradients, var_0, var_27);
}



struct static_000002_cc07fcac_cpu_block_payload_forward
{
    wp_args_static_000002_cc07fcac* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000002_cc07fcac_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000002_cc07fcac_cpu_block_payload_forward* payload = (static_000002_cc07fcac_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000002_cc07fcac_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void static_000002_cc07fcac_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000002_cc07fcac *_wp_args)
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
        static_000002_cc07fcac_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000002_cc07fcac_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

