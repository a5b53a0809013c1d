// Generated for case static-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_static_000002_aa80e896 {
    wp::array_t<wp::float32> shape_lengths;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_normals;
    wp::array_t<wp::float32> shape_weights;
    wp::array_t<wp::float32> shape_residuals;
    wp::int32 num_shapes;
};


template <bool wp_linear_contiguous>
static void static_000002_aa80e896_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000002_aa80e896 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_lengths = _wp_args->shape_lengths;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_normals = _wp_args->shape_normals;
    wp::array_t<wp::float32> var_shape_weights = _wp_args->shape_weights;
    wp::array_t<wp::float32> var_shape_residuals = _wp_args->shape_residuals;
    wp::int32 var_num_shapes = _wp_args->num_shapes;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const bool var_13 = true;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 0.53;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const bool var_22 = false;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 0;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 1;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 2;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = -3.5153999999999996;
    const wp::int32 var_39 = 0;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 1;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 2;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.39;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    //---------
    // forward
    // def static_000002(shape_lengths: wp.array[float], shape_normals: wp.array[wp.vec3], shape_weights: wp.array[float], shape_residuals: wp.array[float], num_shapes: int):       <L 13>
    // tid = wp.tid()  # this thread's element                                                <L 14>
    var_0 = builtin_tid1d();
    // if tid >= num_shapes:                                                                  <L 15>
    var_1 = (var_0 >= var_num_shapes);
    if (var_1) {
        // return  # past the end of the arrays                                               <L 16>
        return;
    }
    // v8 = float(0.0)                                                                        <L 17>
    var_3 = wp::float(var_2);
    // v0 = shape_lengths[tid]                                                                <L 18>
    var_4 = wp::address(var_shape_lengths, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = shape_normals[tid]                                                                <L 19>
    var_7 = wp::address(var_shape_normals, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = shape_weights[tid]                                                                <L 20>
    var_10 = wp::address(var_shape_weights, var_0);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // if wp.static(K3 in (2, 3)):                                                            <L 21>
    // v1 = v1 + wp.normalize(wp.vec3((v2 - v0), float(tid), float(tid))) * 0.53              <L 22>
    var_14 = wp::sub(var_11, var_5);
    var_15 = wp::float(var_0);
    var_16 = wp::float(var_0);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::mul(var_18, var_19);
    var_21 = wp::add(var_8, var_20);
    // if wp.static(K1 % 2 == 0):                                                             <L 23>
    // v0 += wp.sin(v0)                                                                       <L 26>
    var_23 = wp::sin(var_5);
    var_24 = wp::add(var_5, var_23);
    // v2 += wp.sin(wp.length_sq(-v1))                                                        <L 27>
    var_25 = wp::neg(var_21);
    var_26 = wp::length_sq(var_25);
    var_27 = wp::sin(var_26);
    var_28 = wp::add(var_11, var_27);
    // for u5 in range(wp.static(K3)):                                                        <L 36>
    // v2 = v2 + wp.sin(v2)                                                                   <L 37>
    var_30 = wp::sin(var_28);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::sin(var_31);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::sin(var_34);
    var_37 = wp::add(var_34, var_36);
    // v6 = wp.static(C0 * 0.82 + -1.9)                                                       <L 38>
    // for u7 in range(wp.static(K2 + 1)):                                                    <L 39>
    // v2 = v2 + wp.sin(v0)                                                                   <L 40>
    var_40 = wp::sin(var_24);
    var_41 = wp::add(var_37, var_40);
    var_43 = wp::sin(var_24);
    var_44 = wp::add(var_41, var_43);
    var_46 = wp::sin(var_24);
    var_47 = wp::add(var_44, var_46);
    // shape_residuals[tid] = v0 + v2 + v6 + v2 * 1.39 + v8                                   <L 42>
    var_48 = wp::add(var_24, var_47);
    var_49 = wp::add(var_48, var_38);
    var_51 = wp::mul(var_47, var_50);
    var_52 = wp::add(var_49, var_51);
    var_53 = wp::add(var_52, var_3);
    wp::array_store(var_shape_residuals, var_0, var_53);
}



struct static_000002_aa80e896_cpu_block_payload_forward
{
    wp_args_static_000002_aa80e896* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000002_aa80e896_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000002_aa80e896_cpu_block_payload_forward* payload = (static_000002_aa80e896_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000002_aa80e896_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void static_000002_aa80e896_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000002_aa80e896 *_wp_args)
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
        static_000002_aa80e896_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000002_aa80e896_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

