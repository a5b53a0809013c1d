// Generated for case launch_nd-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_launch_nd_000000_a20e275d {
    wp::array_t<wp::float32> element_temperatures;
    wp::array_t<wp::float32> element_pressures;
    wp::array_t<wp::vec_t<3, wp::float32>> element_points;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> element_residuals;
    wp::int32 num_elements;
};


template <bool wp_linear_contiguous>
static void launch_nd_000000_a20e275d_cpu_kernel_forward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000000_a20e275d *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_element_temperatures = _wp_args->element_temperatures;
    wp::array_t<wp::float32> var_element_pressures = _wp_args->element_pressures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_points = _wp_args->element_points;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_element_residuals = _wp_args->element_residuals;
    wp::int32 var_num_elements = _wp_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    bool var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.59;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 0;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 1;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 2;
    wp::float32 var_40;
    wp::float32 var_41;
    //---------
    // forward
    // def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float], num_elements: int):       <L 5>
    // i, j, k, l = wp.tid()  # this thread's element                                         <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // if i >= num_elements:                                                                  <L 7>
    var_4 = (var_0 >= var_num_elements);
    if (var_4) {
        // return  # out of bounds                                                            <L 8>
        return;
    }
    // v0 = element_temperatures[i, j, k, l]                                                  <L 9>
    var_5 = wp::address(var_element_temperatures, var_0, var_1, var_2, var_3);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = element_pressures[i, j, k, l]                                                     <L 10>
    var_8 = wp::address(var_element_pressures, var_0, var_1, var_2, var_3);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v2 = element_points[i, j, k, l]                                                        <L 11>
    var_11 = wp::address(var_element_points, var_0, var_1, var_2, var_3);
    var_13 = wp::load(var_11);
    var_12 = wp::copy(var_13);
    // v3 = v0                                                                                <L 12>
    var_14 = wp::copy(var_6);
    // v4 = (v1 * v1)                                                                         <L 13>
    var_15 = wp::mul(var_9, var_9);
    // v5 = -v2                                                                               <L 14>
    var_16 = wp::neg(var_12);
    // v6 = v3                                                                                <L 15>
    var_17 = wp::copy(var_14);
    // element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]       <L 17>
    var_18 = wp::add(var_14, var_15);
    var_19 = wp::add(var_18, var_17);
    var_21 = wp::mul(var_17, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::add(var_22, var_9);
    var_25 = wp::extract(var_12, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_12, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_12, var_30);
    var_32 = wp::add(var_29, var_31);
    var_34 = wp::extract(var_16, var_33);
    var_35 = wp::add(var_32, var_34);
    var_37 = wp::extract(var_16, var_36);
    var_38 = wp::add(var_35, var_37);
    var_40 = wp::extract(var_16, var_39);
    var_41 = wp::add(var_38, var_40);
    wp::array_store(var_element_residuals, var_0, var_1, var_2, var_3, var_41);
}



template <bool wp_linear_contiguous>
static void launch_nd_000000_a20e275d_cpu_kernel_backward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000000_a20e275d *_wp_args,
    wp_args_launch_nd_000000_a20e275d *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_element_temperatures = _wp_args->element_temperatures;
    wp::array_t<wp::float32> var_element_pressures = _wp_args->element_pressures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_points = _wp_args->element_points;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_element_residuals = _wp_args->element_residuals;
    wp::int32 var_num_elements = _wp_args->num_elements;
    wp::array_t<wp::float32> adj_element_temperatures = _wp_adj_args->element_temperatures;
    wp::array_t<wp::float32> adj_element_pressures = _wp_adj_args->element_pressures;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_points = _wp_adj_args->element_points;
    wp::array_t<wp::float32> adj_accumulated_mass = _wp_adj_args->accumulated_mass;
    wp::array_t<wp::float32> adj_element_residuals = _wp_adj_args->element_residuals;
    wp::int32 adj_num_elements = _wp_adj_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    bool var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.59;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 0;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 1;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 2;
    wp::float32 var_40;
    wp::float32 var_41;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    bool adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    //---------
    // forward
    // def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float], num_elements: int):       <L 5>
    // i, j, k, l = wp.tid()  # this thread's element                                         <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // if i >= num_elements:                                                                  <L 7>
    var_4 = (var_0 >= var_num_elements);
    if (var_4) {
        // return  # out of bounds                                                            <L 8>
        goto label0;
    }
    // v0 = element_temperatures[i, j, k, l]                                                  <L 9>
    var_5 = wp::address(var_element_temperatures, var_0, var_1, var_2, var_3);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = element_pressures[i, j, k, l]                                                     <L 10>
    var_8 = wp::address(var_element_pressures, var_0, var_1, var_2, var_3);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v2 = element_points[i, j, k, l]                                                        <L 11>
    var_11 = wp::address(var_element_points, var_0, var_1, var_2, var_3);
    var_13 = wp::load(var_11);
    var_12 = wp::copy(var_13);
    // v3 = v0                                                                                <L 12>
    var_14 = wp::copy(var_6);
    // v4 = (v1 * v1)                                                                         <L 13>
    var_15 = wp::mul(var_9, var_9);
    // v5 = -v2                                                                               <L 14>
    var_16 = wp::neg(var_12);
    // v6 = v3                                                                                <L 15>
    var_17 = wp::copy(var_14);
    // element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]       <L 17>
    var_18 = wp::add(var_14, var_15);
    var_19 = wp::add(var_18, var_17);
    var_21 = wp::mul(var_17, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::add(var_22, var_9);
    var_25 = wp::extract(var_12, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_12, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_12, var_30);
    var_32 = wp::add(var_29, var_31);
    var_34 = wp::extract(var_16, var_33);
    var_35 = wp::add(var_32, var_34);
    var_37 = wp::extract(var_16, var_36);
    var_38 = wp::add(var_35, var_37);
    var_40 = wp::extract(var_16, var_39);
    var_41 = wp::add(var_38, var_40);
    // wp::array_store(var_element_residuals, var_0, var_1, var_2, var_3, var_41);
    //---------
    // reverse
    wp::adj_array_store(var_element_residuals, var_0, var_1, var_2, var_3, var_41, adj_element_residuals, adj_0, adj_1, adj_2, adj_3, adj_41);
    wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
    wp::adj_extract(var_16, var_39, adj_16, adj_39, adj_40);
    wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
    wp::adj_extract(var_16, var_36, adj_16, adj_36, adj_37);
    wp::adj_add(var_32, var_34, adj_32, adj_34, adj_35);
    wp::adj_extract(var_16, var_33, adj_16, adj_33, adj_34);
    wp::adj_add(var_29, var_31, adj_29, adj_31, adj_32);
    wp::adj_extract(var_12, var_30, adj_12, adj_30, adj_31);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_12, var_27, adj_12, adj_27, adj_28);
    wp::adj_add(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_extract(var_12, var_24, adj_12, adj_24, adj_25);
    wp::adj_add(var_22, var_9, adj_22, adj_9, adj_23);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_mul(var_17, var_20, adj_17, adj_20, adj_21);
    wp::adj_add(var_18, var_17, adj_18, adj_17, adj_19);
    wp::adj_add(var_14, var_15, adj_14, adj_15, adj_18);
    // adj: element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]  <L 17>
    wp::adj_copy(var_14, adj_14, adj_17);
    // adj: v6 = v3                                                                           <L 15>
    wp::adj_neg(var_12, adj_12, adj_16);
    // adj: v5 = -v2                                                                          <L 14>
    wp::adj_mul(var_9, var_9, adj_9, adj_9, adj_15);
    // adj: v4 = (v1 * v1)                                                                    <L 13>
    wp::adj_copy(var_6, adj_6, adj_14);
    // adj: v3 = v0                                                                           <L 12>
    wp::adj_copy(var_13, adj_11, adj_12);
    wp::adj_address(var_element_points, var_0, var_1, var_2, var_3, adj_element_points, adj_0, adj_1, adj_2, adj_3, adj_11);
    // adj: v2 = element_points[i, j, k, l]                                                   <L 11>
    wp::adj_copy(var_10, adj_8, adj_9);
    wp::adj_address(var_element_pressures, var_0, var_1, var_2, var_3, adj_element_pressures, adj_0, adj_1, adj_2, adj_3, adj_8);
    // adj: v1 = element_pressures[i, j, k, l]                                                <L 10>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_element_temperatures, var_0, var_1, var_2, var_3, adj_element_temperatures, adj_0, adj_1, adj_2, adj_3, adj_5);
    // adj: v0 = element_temperatures[i, j, k, l]                                             <L 9>
    if (var_4) {
        label0:;
        // adj: return  # out of bounds                                                       <L 8>
    }
    // adj: if i >= num_elements:                                                             <L 7>
    // adj: i, j, k, l = wp.tid()  # this thread's element                                    <L 6>
    // adj: def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float], num_elements: int):  <L 5>
    return;
}



struct launch_nd_000000_a20e275d_cpu_block_payload_forward
{
    wp_args_launch_nd_000000_a20e275d* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000000_a20e275d_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000000_a20e275d_cpu_block_payload_forward* payload = (launch_nd_000000_a20e275d_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000000_a20e275d_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void launch_nd_000000_a20e275d_cpu_forward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000000_a20e275d *_wp_args)
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
        launch_nd_000000_a20e275d_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000000_a20e275d_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000000_a20e275d_cpu_block_payload_backward
{
    wp_args_launch_nd_000000_a20e275d* args;
    wp_args_launch_nd_000000_a20e275d* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000000_a20e275d_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000000_a20e275d_cpu_block_payload_backward* payload = (launch_nd_000000_a20e275d_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000000_a20e275d_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000000_a20e275d_cpu_backward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000000_a20e275d *_wp_args,
    wp_args_launch_nd_000000_a20e275d *_wp_adj_args)
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
        launch_nd_000000_a20e275d_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000000_a20e275d_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

