// Generated for case types-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_types_000000_df19fc70 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float16> x1;
    wp::array_t<wp::float64> out0;
};


void types_000000_df19fc70_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000000_df19fc70 *_wp_args)
{
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
    const wp::float32 var_8 = -4.0;
    wp::float16 var_9;
    const wp::float32 var_10 = 4.0;
    wp::float16 var_11;
    wp::float16 var_12;
    const wp::float32 var_13 = -1.339;
    wp::vec_t<3, wp::float64> var_14;
    const wp::float64 var_15 = -1.339;
    const wp::int32 var_16 = 0;
    wp::int16 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    const wp::int32 var_22 = 1;
    wp::int32 var_23;
    wp::vec_t<3, wp::int32> var_24;
    wp::float64 var_25;
    wp::float64 var_26;
    wp::float64 var_27;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float64 var_30;
    wp::float64 var_31;
    wp::float64 var_32;
    wp::float32 var_33;
    wp::float64 var_34;
    wp::float64 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 0;
    wp::float64 var_40;
    const wp::int32 var_41 = 1;
    wp::float64 var_42;
    wp::float64 var_43;
    const wp::int32 var_44 = 2;
    wp::float64 var_45;
    wp::float64 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float64 var_51;
    wp::float64 var_52;
    //---------
    // forward
    // def types_000000(x0: wp.array[float], x1: wp.array[wp.float16], out0: wp.array[wp.float64]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.float64(0.537)                                                                 <L 9>
    var_7 = 0.537;
    // v3 = wp.clamp(v1, wp.float16(-4.0), wp.float16(4.0))                                   <L 10>
    var_9 = wp::float16(var_8);
    var_11 = wp::float16(var_10);
    var_12 = wp::clamp(var_5, var_9, var_11);
    // v4 = wp.vec3d(-1.339)                                                                  <L 11>
    var_14 = wp::vec_t<3, wp::float64>(var_15);
    // v5 = wp.int16(0)                                                                       <L 12>
    var_17 = wp::int16(var_16);
    // v6 = wp.cosh(wp.clamp(v2, wp.float64(-3.0), wp.float64(3.0)))                          <L 13>
    var_18 = -3.0;
    var_19 = 3.0;
    var_20 = wp::clamp(var_7, var_18, var_19);
    var_21 = wp::cosh(var_20);
    // v7 = wp.vec3i(tid, (tid << 1), tid)                                                    <L 14>
    var_23 = wp::lshift(var_0, var_22);
    var_24 = wp::vec_t<3, wp::int32>(var_0, var_23, var_0);
    // out0[tid] = v2 + v6 + wp.log10(wp.abs(v6) + wp.float64(1.0)) * wp.float64(1.54) + wp.float64(wp.sin(v0)) + wp.float64(float(v1) + float(v3) + float(v4[0] + v4[1] + v4[2]) + float(v5))       <L 16>
    var_25 = wp::add(var_7, var_21);
    var_26 = wp::abs(var_21);
    var_27 = 1.0;
    var_28 = wp::add(var_26, var_27);
    var_29 = wp::log10(var_28);
    var_30 = 1.54;
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::add(var_25, var_31);
    var_33 = wp::sin(var_2);
    var_34 = wp::float64(var_33);
    var_35 = wp::add(var_32, var_34);
    var_36 = wp::float(var_5);
    var_37 = wp::float(var_12);
    var_38 = wp::add(var_36, var_37);
    var_40 = wp::extract(var_14, var_39);
    var_42 = wp::extract(var_14, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_14, var_44);
    var_46 = wp::add(var_43, var_45);
    var_47 = wp::float(var_46);
    var_48 = wp::add(var_38, var_47);
    var_49 = wp::float(var_17);
    var_50 = wp::add(var_48, var_49);
    var_51 = wp::float64(var_50);
    var_52 = wp::add(var_35, var_51);
    wp::array_store(var_out0, var_0, var_52);
}



void types_000000_df19fc70_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000000_df19fc70 *_wp_args,
    wp_args_types_000000_df19fc70 *_wp_adj_args)
{
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
    const wp::float32 var_8 = -4.0;
    wp::float16 var_9;
    const wp::float32 var_10 = 4.0;
    wp::float16 var_11;
    wp::float16 var_12;
    const wp::float32 var_13 = -1.339;
    wp::vec_t<3, wp::float64> var_14;
    const wp::float64 var_15 = -1.339;
    const wp::int32 var_16 = 0;
    wp::int16 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    const wp::int32 var_22 = 1;
    wp::int32 var_23;
    wp::vec_t<3, wp::int32> var_24;
    wp::float64 var_25;
    wp::float64 var_26;
    wp::float64 var_27;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float64 var_30;
    wp::float64 var_31;
    wp::float64 var_32;
    wp::float32 var_33;
    wp::float64 var_34;
    wp::float64 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 0;
    wp::float64 var_40;
    const wp::int32 var_41 = 1;
    wp::float64 var_42;
    wp::float64 var_43;
    const wp::int32 var_44 = 2;
    wp::float64 var_45;
    wp::float64 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float64 var_51;
    wp::float64 var_52;
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
    wp::float32 adj_8 = {};
    wp::float16 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float16 adj_11 = {};
    wp::float16 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float64> adj_14 = {};
    wp::float64 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int16 adj_17 = {};
    wp::float64 adj_18 = {};
    wp::float64 adj_19 = {};
    wp::float64 adj_20 = {};
    wp::float64 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::vec_t<3, wp::int32> adj_24 = {};
    wp::float64 adj_25 = {};
    wp::float64 adj_26 = {};
    wp::float64 adj_27 = {};
    wp::float64 adj_28 = {};
    wp::float64 adj_29 = {};
    wp::float64 adj_30 = {};
    wp::float64 adj_31 = {};
    wp::float64 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float64 adj_34 = {};
    wp::float64 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float64 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float64 adj_42 = {};
    wp::float64 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float64 adj_45 = {};
    wp::float64 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float64 adj_51 = {};
    wp::float64 adj_52 = {};
    //---------
    // forward
    // def types_000000(x0: wp.array[float], x1: wp.array[wp.float16], out0: wp.array[wp.float64]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.float64(0.537)                                                                 <L 9>
    var_7 = 0.537;
    // v3 = wp.clamp(v1, wp.float16(-4.0), wp.float16(4.0))                                   <L 10>
    var_9 = wp::float16(var_8);
    var_11 = wp::float16(var_10);
    var_12 = wp::clamp(var_5, var_9, var_11);
    // v4 = wp.vec3d(-1.339)                                                                  <L 11>
    var_14 = wp::vec_t<3, wp::float64>(var_15);
    // v5 = wp.int16(0)                                                                       <L 12>
    var_17 = wp::int16(var_16);
    // v6 = wp.cosh(wp.clamp(v2, wp.float64(-3.0), wp.float64(3.0)))                          <L 13>
    var_18 = -3.0;
    var_19 = 3.0;
    var_20 = wp::clamp(var_7, var_18, var_19);
    var_21 = wp::cosh(var_20);
    // v7 = wp.vec3i(tid, (tid << 1), tid)                                                    <L 14>
    var_23 = wp::lshift(var_0, var_22);
    var_24 = wp::vec_t<3, wp::int32>(var_0, var_23, var_0);
    // out0[tid] = v2 + v6 + wp.log10(wp.abs(v6) + wp.float64(1.0)) * wp.float64(1.54) + wp.float64(wp.sin(v0)) + wp.float64(float(v1) + float(v3) + float(v4[0] + v4[1] + v4[2]) + float(v5))       <L 16>
    var_25 = wp::add(var_7, var_21);
    var_26 = wp::abs(var_21);
    var_27 = 1.0;
    var_28 = wp::add(var_26, var_27);
    var_29 = wp::log10(var_28);
    var_30 = 1.54;
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::add(var_25, var_31);
    var_33 = wp::sin(var_2);
    var_34 = wp::float64(var_33);
    var_35 = wp::add(var_32, var_34);
    var_36 = wp::float(var_5);
    var_37 = wp::float(var_12);
    var_38 = wp::add(var_36, var_37);
    var_40 = wp::extract(var_14, var_39);
    var_42 = wp::extract(var_14, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_14, var_44);
    var_46 = wp::add(var_43, var_45);
    var_47 = wp::float(var_46);
    var_48 = wp::add(var_38, var_47);
    var_49 = wp::float(var_17);
    var_50 = wp::add(var_48, var_49);
    var_51 = wp::float64(var_50);
    var_52 = wp::add(var_35, var_51);
    // wp::array_store(var_out0, var_0, var_52);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_52, adj_out0, adj_0, adj_52);
    wp::adj_add(var_35, var_51, adj_35, adj_51, adj_52);
    wp::adj_float64(var_50, adj_50, adj_51);
    wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
    wp::adj_float(var_17, adj_17, adj_49);
    wp::adj_add(var_38, var_47, adj_38, adj_47, adj_48);
    wp::adj_float(var_46, adj_46, adj_47);
    wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
    wp::adj_extract(var_14, var_44, adj_14, adj_44, adj_45);
    wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
    wp::adj_extract(var_14, var_41, adj_14, adj_41, adj_42);
    wp::adj_extract(var_14, var_39, adj_14, adj_39, adj_40);
    wp::adj_add(var_36, var_37, adj_36, adj_37, adj_38);
    wp::adj_float(var_12, adj_12, adj_37);
    wp::adj_float(var_5, adj_5, adj_36);
    wp::adj_add(var_32, var_34, adj_32, adj_34, adj_35);
    wp::adj_float64(var_33, adj_33, adj_34);
    wp::adj_sin(var_2, adj_2, adj_33);
    wp::adj_add(var_25, var_31, adj_25, adj_31, adj_32);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_log10(var_28, adj_28, adj_29);
    wp::adj_add(var_26, var_27, adj_26, adj_27, adj_28);
    wp::adj_abs(var_21, adj_21, adj_26);
    wp::adj_add(var_7, var_21, adj_7, adj_21, adj_25);
    // adj: out0[tid] = v2 + v6 + wp.log10(wp.abs(v6) + wp.float64(1.0)) * wp.float64(1.54) + wp.float64(wp.sin(v0)) + wp.float64(float(v1) + float(v3) + float(v4[0] + v4[1] + v4[2]) + float(v5))  <L 16>
    wp::adj_vec_t(var_0, var_23, var_0, adj_0, adj_23, adj_0, adj_24);
    // adj: v7 = wp.vec3i(tid, (tid << 1), tid)                                               <L 14>
    wp::adj_cosh(var_20, adj_20, adj_21);
    wp::adj_clamp(var_7, var_18, var_19, adj_7, adj_18, adj_19, adj_20);
    // adj: v6 = wp.cosh(wp.clamp(v2, wp.float64(-3.0), wp.float64(3.0)))                     <L 13>
    // adj: v5 = wp.int16(0)                                                                  <L 12>
    wp::adj_vec_t(var_15, adj_15, adj_14);
    // adj: v4 = wp.vec3d(-1.339)                                                             <L 11>
    wp::adj_clamp(var_5, var_9, var_11, adj_5, adj_9, adj_11, adj_12);
    wp::adj_float16(var_10, adj_10, adj_11);
    wp::adj_float16(var_8, adj_8, adj_9);
    // adj: v3 = wp.clamp(v1, wp.float16(-4.0), wp.float16(4.0))                              <L 10>
    // adj: v2 = wp.float64(0.537)                                                            <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()  # thread index                                                    <L 6>
    // adj: def types_000000(x0: wp.array[float], x1: wp.array[wp.float16], out0: wp.array[wp.float64]):  <L 5>
    return;
}



struct types_000000_df19fc70_cpu_block_payload_forward
{
    wp_args_types_000000_df19fc70* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000000_df19fc70_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000000_df19fc70_cpu_block_payload_forward* payload = (types_000000_df19fc70_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000000_df19fc70_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void types_000000_df19fc70_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000000_df19fc70 *_wp_args)
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
        types_000000_df19fc70_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000000_df19fc70_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct types_000000_df19fc70_cpu_block_payload_backward
{
    wp_args_types_000000_df19fc70* args;
    wp_args_types_000000_df19fc70* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000000_df19fc70_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000000_df19fc70_cpu_block_payload_backward* payload = (types_000000_df19fc70_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000000_df19fc70_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void types_000000_df19fc70_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000000_df19fc70 *_wp_args,
    wp_args_types_000000_df19fc70 *_wp_adj_args)
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
        types_000000_df19fc70_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000000_df19fc70_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

