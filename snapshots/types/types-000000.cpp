// Generated for case types-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_types_000000_32dadaf3 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float16> x1;
    wp::array_t<wp::float64> out0;
};


template <bool wp_linear_contiguous>
static void types_000000_32dadaf3_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000000_32dadaf3 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float16> var_x1 = _wp_args->x1;
    wp::array_t<wp::float64> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float16* var_4;
    wp::float16 var_5;
    wp::float16 var_6;
    wp::float64 var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    wp::float64 var_16;
    wp::float64 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    bool var_22;
    const wp::float32 var_23 = -0.86;
    const wp::float32 var_24 = 0.27;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 4;
    wp::uint32 var_31;
    const wp::int32 var_32 = 1;
    wp::uint32 var_33;
    wp::uint32 var_34;
    const wp::int32 var_35 = 4;
    wp::uint8 var_36;
    wp::vec_t<3, wp::float16> var_37;
    const wp::float32 var_38 = -1.18;
    wp::float16 var_39;
    wp::vec_t<3, wp::float16> var_40;
    wp::vec_t<3, wp::float16> var_41;
    wp::vec_t<3, wp::float16> var_42;
    const wp::float32 var_43 = 1.93;
    wp::float16 var_44;
    wp::vec_t<3, wp::float16> var_45;
    const wp::int32 var_46 = 2;
    wp::uint32 var_47;
    wp::float64 var_48;
    wp::float64 var_49;
    wp::float64 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float64 var_53;
    wp::float64 var_54;
    //---------
    // forward
    // def types_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.float16), out0: wp.array(dtype=wp.float64)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.sinh(wp.clamp((wp.float64(-0.9) / (wp.abs(wp.float64(1.9)) + wp.float64(1.0))), wp.float64(-3.0), wp.float64(3.0)))       <L 9>
    var_7 = -0.9;
    var_8 = 1.9;
    var_9 = wp::abs(var_8);
    var_10 = 1.0;
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_7, var_11);
    var_13 = -3.0;
    var_14 = 3.0;
    var_15 = wp::clamp(var_12, var_13, var_14);
    var_16 = wp::sinh(var_15);
    // if (v2 / (wp.abs(v2) + wp.float64(1.0))) > +(v2):                                      <L 10>
    var_17 = wp::abs(var_16);
    var_18 = 1.0;
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_16, var_19);
    var_21 = wp::pos(var_16);
    var_22 = (var_20 > var_21);
    if (var_22) {
        // v0 += wp.cos((wp.clamp(v0, -0.86, 0.27) * v0))                                     <L 11>
        var_25 = wp::clamp(var_2, var_23, var_24);
        var_26 = wp::mul(var_25, var_2);
        var_27 = wp::cos(var_26);
        var_28 = wp::add(var_2, var_27);
    }
    var_29 = wp::where(var_22, var_28, var_2);
    // v3 = (wp.uint32(4) << wp.uint32(1))                                                    <L 12>
    var_31 = wp::uint32(var_30);
    var_33 = wp::uint32(var_32);
    var_34 = wp::lshift(var_31, var_33);
    // v4 = wp.uint8(4)                                                                       <L 13>
    var_36 = wp::uint8(var_35);
    // v5 = wp.normalize((wp.vec3h(v1, v1, v1) - wp.vec3h(v1, wp.float16(-1.18), v1))) * wp.float16(1.93)       <L 14>
    var_37 = wp::vec_t<3, wp::float16>(var_5, var_5, var_5);
    var_39 = wp::float16(var_38);
    var_40 = wp::vec_t<3, wp::float16>(var_5, var_39, var_5);
    var_41 = wp::sub(var_37, var_40);
    var_42 = wp::normalize(var_41);
    var_44 = wp::float16(var_43);
    var_45 = wp::mul(var_42, var_44);
    // v6 = wp.uint32(2)                                                                      <L 15>
    var_47 = wp::uint32(var_46);
    // out0[tid] = v2 + v2 * wp.float64(1.52) + wp.float64(wp.sin(float(v1)))                 <L 16>
    var_48 = 1.52;
    var_49 = wp::mul(var_16, var_48);
    var_50 = wp::add(var_16, var_49);
    var_51 = wp::float(var_5);
    var_52 = wp::sin(var_51);
    var_53 = wp::float64(var_52);
    var_54 = wp::add(var_50, var_53);
    wp::array_store(var_out0, var_0, var_54);
}



template <bool wp_linear_contiguous>
static void types_000000_32dadaf3_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000000_32dadaf3 *_wp_args,
    wp_args_types_000000_32dadaf3 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float16> var_x1 = _wp_args->x1;
    wp::array_t<wp::float64> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float16> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float64> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float16* var_4;
    wp::float16 var_5;
    wp::float16 var_6;
    wp::float64 var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    wp::float64 var_16;
    wp::float64 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    bool var_22;
    const wp::float32 var_23 = -0.86;
    const wp::float32 var_24 = 0.27;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 4;
    wp::uint32 var_31;
    const wp::int32 var_32 = 1;
    wp::uint32 var_33;
    wp::uint32 var_34;
    const wp::int32 var_35 = 4;
    wp::uint8 var_36;
    wp::vec_t<3, wp::float16> var_37;
    const wp::float32 var_38 = -1.18;
    wp::float16 var_39;
    wp::vec_t<3, wp::float16> var_40;
    wp::vec_t<3, wp::float16> var_41;
    wp::vec_t<3, wp::float16> var_42;
    const wp::float32 var_43 = 1.93;
    wp::float16 var_44;
    wp::vec_t<3, wp::float16> var_45;
    const wp::int32 var_46 = 2;
    wp::uint32 var_47;
    wp::float64 var_48;
    wp::float64 var_49;
    wp::float64 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float64 var_53;
    wp::float64 var_54;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float16 adj_4 = {};
    wp::float16 adj_5 = {};
    wp::float16 adj_6 = {};
    wp::float64 adj_7 = {};
    wp::float64 adj_8 = {};
    wp::float64 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::float64 adj_11 = {};
    wp::float64 adj_12 = {};
    wp::float64 adj_13 = {};
    wp::float64 adj_14 = {};
    wp::float64 adj_15 = {};
    wp::float64 adj_16 = {};
    wp::float64 adj_17 = {};
    wp::float64 adj_18 = {};
    wp::float64 adj_19 = {};
    wp::float64 adj_20 = {};
    wp::float64 adj_21 = {};
    bool adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::uint32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::uint32 adj_33 = {};
    wp::uint32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::uint8 adj_36 = {};
    wp::vec_t<3, wp::float16> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float16 adj_39 = {};
    wp::vec_t<3, wp::float16> adj_40 = {};
    wp::vec_t<3, wp::float16> adj_41 = {};
    wp::vec_t<3, wp::float16> adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float16 adj_44 = {};
    wp::vec_t<3, wp::float16> adj_45 = {};
    wp::int32 adj_46 = {};
    wp::uint32 adj_47 = {};
    wp::float64 adj_48 = {};
    wp::float64 adj_49 = {};
    wp::float64 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float64 adj_53 = {};
    wp::float64 adj_54 = {};
    //---------
    // forward
    // def types_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.float16), out0: wp.array(dtype=wp.float64)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.sinh(wp.clamp((wp.float64(-0.9) / (wp.abs(wp.float64(1.9)) + wp.float64(1.0))), wp.float64(-3.0), wp.float64(3.0)))       <L 9>
    var_7 = -0.9;
    var_8 = 1.9;
    var_9 = wp::abs(var_8);
    var_10 = 1.0;
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_7, var_11);
    var_13 = -3.0;
    var_14 = 3.0;
    var_15 = wp::clamp(var_12, var_13, var_14);
    var_16 = wp::sinh(var_15);
    // if (v2 / (wp.abs(v2) + wp.float64(1.0))) > +(v2):                                      <L 10>
    var_17 = wp::abs(var_16);
    var_18 = 1.0;
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_16, var_19);
    var_21 = wp::pos(var_16);
    var_22 = (var_20 > var_21);
    if (var_22) {
        // v0 += wp.cos((wp.clamp(v0, -0.86, 0.27) * v0))                                     <L 11>
        var_25 = wp::clamp(var_2, var_23, var_24);
        var_26 = wp::mul(var_25, var_2);
        var_27 = wp::cos(var_26);
        var_28 = wp::add(var_2, var_27);
    }
    var_29 = wp::where(var_22, var_28, var_2);
    // v3 = (wp.uint32(4) << wp.uint32(1))                                                    <L 12>
    var_31 = wp::uint32(var_30);
    var_33 = wp::uint32(var_32);
    var_34 = wp::lshift(var_31, var_33);
    // v4 = wp.uint8(4)                                                                       <L 13>
    var_36 = wp::uint8(var_35);
    // v5 = wp.normalize((wp.vec3h(v1, v1, v1) - wp.vec3h(v1, wp.float16(-1.18), v1))) * wp.float16(1.93)       <L 14>
    var_37 = wp::vec_t<3, wp::float16>(var_5, var_5, var_5);
    var_39 = wp::float16(var_38);
    var_40 = wp::vec_t<3, wp::float16>(var_5, var_39, var_5);
    var_41 = wp::sub(var_37, var_40);
    var_42 = wp::normalize(var_41);
    var_44 = wp::float16(var_43);
    var_45 = wp::mul(var_42, var_44);
    // v6 = wp.uint32(2)                                                                      <L 15>
    var_47 = wp::uint32(var_46);
    // out0[tid] = v2 + v2 * wp.float64(1.52) + wp.float64(wp.sin(float(v1)))                 <L 16>
    var_48 = 1.52;
    var_49 = wp::mul(var_16, var_48);
    var_50 = wp::add(var_16, var_49);
    var_51 = wp::float(var_5);
    var_52 = wp::sin(var_51);
    var_53 = wp::float64(var_52);
    var_54 = wp::add(var_50, var_53);
    // wp::array_store(var_out0, var_0, var_54);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_54, adj_out0, adj_0, adj_54);
    wp::adj_add(var_50, var_53, adj_50, adj_53, adj_54);
    wp::adj_float64(var_52, adj_52, adj_53);
    wp::adj_sin(var_51, adj_51, adj_52);
    wp::adj_float(var_5, adj_5, adj_51);
    wp::adj_add(var_16, var_49, adj_16, adj_49, adj_50);
    wp::adj_mul(var_16, var_48, adj_16, adj_48, adj_49);
    // adj: out0[tid] = v2 + v2 * wp.float64(1.52) + wp.float64(wp.sin(float(v1)))            <L 16>
    // adj: v6 = wp.uint32(2)                                                                 <L 15>
    wp::adj_mul(var_42, var_44, adj_42, adj_44, adj_45);
    wp::adj_float16(var_43, adj_43, adj_44);
    wp::adj_normalize(var_41, var_42, adj_41, adj_42);
    wp::adj_sub(var_37, var_40, adj_37, adj_40, adj_41);
    wp::adj_vec_t(var_5, var_39, var_5, adj_5, adj_39, adj_5, adj_40);
    wp::adj_float16(var_38, adj_38, adj_39);
    wp::adj_vec_t(var_5, var_5, var_5, adj_5, adj_5, adj_5, adj_37);
    // adj: v5 = wp.normalize((wp.vec3h(v1, v1, v1) - wp.vec3h(v1, wp.float16(-1.18), v1))) * wp.float16(1.93)  <L 14>
    // adj: v4 = wp.uint8(4)                                                                  <L 13>
    // adj: v3 = (wp.uint32(4) << wp.uint32(1))                                               <L 12>
    wp::adj_where(var_22, var_28, var_2, adj_22, adj_28, adj_2, adj_29);
    if (var_22) {
        wp::adj_add(var_2, var_27, adj_2, adj_27, adj_28);
        wp::adj_cos(var_26, adj_26, adj_27);
        wp::adj_mul(var_25, var_2, adj_25, adj_2, adj_26);
        wp::adj_clamp(var_2, var_23, var_24, adj_2, adj_23, adj_24, adj_25);
        // adj: v0 += wp.cos((wp.clamp(v0, -0.86, 0.27) * v0))                                <L 11>
    }
    wp::adj_pos(var_16, adj_16, adj_21);
    wp::adj_div(var_16, var_19, var_20, adj_16, adj_19, adj_20);
    wp::adj_add(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_abs(var_16, adj_16, adj_17);
    // adj: if (v2 / (wp.abs(v2) + wp.float64(1.0))) > +(v2):                                 <L 10>
    wp::adj_sinh(var_15, adj_15, adj_16);
    wp::adj_clamp(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_div(var_7, var_11, var_12, adj_7, adj_11, adj_12);
    wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_abs(var_8, adj_8, adj_9);
    // adj: v2 = wp.sinh(wp.clamp((wp.float64(-0.9) / (wp.abs(wp.float64(1.9)) + wp.float64(1.0))), wp.float64(-3.0), wp.float64(3.0)))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def types_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.float16), out0: wp.array(dtype=wp.float64)):  <L 5>
    return;
}



struct types_000000_32dadaf3_cpu_block_payload_forward
{
    wp_args_types_000000_32dadaf3* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000000_32dadaf3_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000000_32dadaf3_cpu_block_payload_forward* payload = (types_000000_32dadaf3_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000000_32dadaf3_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void types_000000_32dadaf3_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000000_32dadaf3 *_wp_args)
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
        types_000000_32dadaf3_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000000_32dadaf3_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct types_000000_32dadaf3_cpu_block_payload_backward
{
    wp_args_types_000000_32dadaf3* args;
    wp_args_types_000000_32dadaf3* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000000_32dadaf3_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000000_32dadaf3_cpu_block_payload_backward* payload = (types_000000_32dadaf3_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000000_32dadaf3_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void types_000000_32dadaf3_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000000_32dadaf3 *_wp_args,
    wp_args_types_000000_32dadaf3 *_wp_adj_args)
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
        types_000000_32dadaf3_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000000_32dadaf3_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

