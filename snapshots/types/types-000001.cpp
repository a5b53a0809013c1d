// Generated for case types-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_types_000001_5b4cad11 {
    wp::array_t<wp::float16> element_temperatures;
    wp::array_t<wp::float64> element_lengths;
    wp::array_t<wp::int16> element_results;
    wp::array_t<wp::float32> element_residuals;
};


template <bool wp_linear_contiguous>
static void types_000001_5b4cad11_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000001_5b4cad11 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float16> var_element_temperatures = _wp_args->element_temperatures;
    wp::array_t<wp::float64> var_element_lengths = _wp_args->element_lengths;
    wp::array_t<wp::int16> var_element_results = _wp_args->element_results;
    wp::array_t<wp::float32> var_element_residuals = _wp_args->element_residuals;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float16* var_6;
    wp::float16 var_7;
    wp::float16 var_8;
    wp::float64* var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    const wp::int32 var_12 = 3;
    wp::int32 var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 0;
    wp::int32 var_16;
    wp::shape_t var_17;
    wp::int32 var_18;
    wp::float16* var_19;
    const wp::float32 var_20 = -4.0;
    wp::float16 var_21;
    const wp::float32 var_22 = 4.0;
    wp::float16 var_23;
    wp::float16 var_24;
    wp::float16 var_25;
    bool var_26;
    wp::float64 var_27;
    bool var_28;
    bool var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.89;
    bool var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.797;
    bool var_35;
    bool var_36;
    const wp::float32 var_37 = 0.5;
    wp::float16 var_38;
    wp::float16 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = -0.02;
    bool var_42;
    wp::float16 var_43;
    wp::float16 var_44;
    wp::float16 var_45;
    wp::float16 var_46;
    wp::uint64 var_47;
    wp::uint64 var_48;
    wp::uint64 var_49;
    wp::uint64 var_50;
    wp::uint64 var_51;
    wp::uint64 var_52;
    wp::uint64 var_53;
    const wp::int32 var_54 = -2;
    wp::int16 var_55;
    const wp::int32 var_56 = 7;
    wp::int8 var_57;
    wp::float16 var_58;
    const wp::float32 var_59 = 0.7;
    wp::float16 var_60;
    wp::float16 var_61;
    wp::float16 var_62;
    const wp::float32 var_63 = -4.0;
    wp::float16 var_64;
    const wp::float32 var_65 = 4.0;
    wp::float16 var_66;
    wp::float16 var_67;
    wp::int16 var_68;
    const wp::int32 var_69 = 8;
    wp::int16 var_70;
    wp::int16 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = -100.0;
    const wp::float32 var_74 = 100.0;
    wp::float32 var_75;
    wp::int16 var_76;
    wp::int16 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    //---------
    // forward
    // def types_000001(element_temperatures: wp.array[wp.float16], element_lengths: wp.array[wp.float64], element_results: wp.array[wp.int16], element_residuals: wp.array[float]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= element_temperatures.shape[0]:                                               <L 8>
    var_1 = &(var_element_temperatures.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 9>
        return;
    }
    // v0 = element_temperatures[tid]                                                         <L 10>
    var_6 = wp::address(var_element_temperatures, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = element_lengths[tid]                                                              <L 11>
    var_9 = wp::address(var_element_lengths, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = wp.clamp(element_temperatures[(tid + 3) % element_temperatures.shape[0]], wp.float16(-4.0), wp.float16(4.0))       <L 12>
    var_13 = wp::add(var_0, var_12);
    var_14 = &(var_element_temperatures.shape);
    var_17 = wp::load(var_14);
    var_16 = wp::extract(var_17, var_15);
    var_18 = wp::mod(var_13, var_16);
    var_19 = wp::address(var_element_temperatures, var_18);
    var_21 = wp::float16(var_20);
    var_23 = wp::float16(var_22);
    var_25 = wp::load(var_19);
    var_24 = wp::clamp(var_25, var_21, var_23);
    // if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):        <L 13>
    var_27 = 2.0;
    var_28 = (var_10 <= var_27);
    var_26 = var_28;
    if (!var_26) {
        var_30 = wp::float(var_0);
        var_32 = (var_30 > var_31);
        var_29 = var_32;
        if (var_29) {
            var_33 = wp::float(var_0);
            var_35 = (var_33 > var_34);
            var_29 = var_29 && var_35;
        }
        var_26 = var_26 || var_29;
    }
    var_36 = wp::unot(var_26);
    if (var_36) {
        // v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(float(tid) > -0.02, v2, v0))           <L 14>
        var_38 = wp::float16(var_37);
        var_39 = wp::mul(var_24, var_38);
        var_40 = wp::float(var_0);
        var_42 = (var_40 > var_41);
        var_43 = wp::where(var_42, var_24, var_7);
        var_44 = wp::cos(var_43);
        var_45 = wp::add(var_39, var_44);
    }
    var_46 = wp::where(var_36, var_45, var_24);
    // v3 = ((wp.uint64(3) // wp.uint64(4)) + (wp.uint64(5) // wp.uint64(5)))                 <L 15>
    var_47 = 3ull;
    var_48 = 4ull;
    var_49 = wp::floordiv(var_47, var_48);
    var_50 = 5ull;
    var_51 = 5ull;
    var_52 = wp::floordiv(var_50, var_51);
    var_53 = wp::add(var_49, var_52);
    // v4 = (wp.int16(-2))                                                                    <L 16>
    var_55 = wp::int16(var_54);
    // v5 = wp.int8(7)                                                                        <L 17>
    var_57 = wp::int8(var_56);
    // v6 = wp.clamp(wp.nonzero(v2) * (v2 * wp.float16(0.7)), wp.float16(-4.0), wp.float16(4.0))       <L 18>
    var_58 = wp::nonzero(var_46);
    var_60 = wp::float16(var_59);
    var_61 = wp::mul(var_46, var_60);
    var_62 = wp::mul(var_58, var_61);
    var_64 = wp::float16(var_63);
    var_66 = wp::float16(var_65);
    var_67 = wp::clamp(var_62, var_64, var_66);
    // element_results[tid] = wp.min((wp.abs(v4) % wp.int16(8)), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))       <L 19>
    var_68 = wp::abs(var_55);
    var_70 = wp::int16(var_69);
    var_71 = wp::mod(var_68, var_70);
    var_72 = wp::float(var_46);
    var_75 = wp::clamp(var_72, var_73, var_74);
    var_76 = wp::int16(var_75);
    var_77 = wp::min(var_71, var_76);
    wp::array_store(var_element_results, var_0, var_77);
    // element_residuals[tid] = float(v3) + float(v4) + float(v5) + float(v6)                 <L 20>
    var_78 = wp::float(var_53);
    var_79 = wp::float(var_55);
    var_80 = wp::add(var_78, var_79);
    var_81 = wp::float(var_57);
    var_82 = wp::add(var_80, var_81);
    var_83 = wp::float(var_67);
    var_84 = wp::add(var_82, var_83);
    wp::array_store(var_element_residuals, var_0, var_84);
}



struct types_000001_5b4cad11_cpu_block_payload_forward
{
    wp_args_types_000001_5b4cad11* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000001_5b4cad11_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000001_5b4cad11_cpu_block_payload_forward* payload = (types_000001_5b4cad11_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000001_5b4cad11_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void types_000001_5b4cad11_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000001_5b4cad11 *_wp_args)
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
        types_000001_5b4cad11_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000001_5b4cad11_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

