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

struct wp_args_types_000001_b28809b2 {
    wp::array_t<wp::float16> shape_densities;
    wp::array_t<wp::float64> shape_masses;
    wp::array_t<wp::int16> shape_results;
    wp::array_t<wp::float32> shape_energies;
};


template <bool wp_linear_contiguous>
static void types_000001_b28809b2_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000001_b28809b2 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float16> var_shape_densities = _wp_args->shape_densities;
    wp::array_t<wp::float64> var_shape_masses = _wp_args->shape_masses;
    wp::array_t<wp::int16> var_shape_results = _wp_args->shape_results;
    wp::array_t<wp::float32> var_shape_energies = _wp_args->shape_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float16* var_1;
    wp::float16 var_2;
    wp::float16 var_3;
    wp::float64* var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    const wp::int32 var_7 = 3;
    wp::int32 var_8;
    wp::shape_t* var_9;
    const wp::int32 var_10 = 0;
    wp::int32 var_11;
    wp::shape_t var_12;
    wp::int32 var_13;
    wp::float16* var_14;
    const wp::float32 var_15 = -4.0;
    wp::float16 var_16;
    const wp::float32 var_17 = 4.0;
    wp::float16 var_18;
    wp::float16 var_19;
    wp::float16 var_20;
    bool var_21;
    wp::float64 var_22;
    bool var_23;
    bool var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.89;
    bool var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.797;
    bool var_30;
    bool var_31;
    const wp::float32 var_32 = 0.5;
    wp::float16 var_33;
    wp::float16 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -0.02;
    bool var_37;
    wp::float16 var_38;
    wp::float16 var_39;
    wp::float16 var_40;
    wp::float16 var_41;
    wp::uint64 var_42;
    wp::uint64 var_43;
    wp::uint64 var_44;
    wp::uint64 var_45;
    wp::uint64 var_46;
    wp::uint64 var_47;
    wp::uint64 var_48;
    const wp::int32 var_49 = -2;
    wp::int16 var_50;
    const wp::int32 var_51 = 7;
    wp::int8 var_52;
    wp::float16 var_53;
    const wp::float32 var_54 = 0.7;
    wp::float16 var_55;
    wp::float16 var_56;
    wp::float16 var_57;
    const wp::float32 var_58 = -4.0;
    wp::float16 var_59;
    const wp::float32 var_60 = 4.0;
    wp::float16 var_61;
    wp::float16 var_62;
    wp::int16 var_63;
    const wp::int32 var_64 = 8;
    wp::int16 var_65;
    wp::int16 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = -100.0;
    const wp::float32 var_69 = 100.0;
    wp::float32 var_70;
    wp::int16 var_71;
    wp::int16 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    //---------
    // forward
    // def types_000001(shape_densities: wp.array[wp.float16], shape_masses: wp.array[wp.float64], shape_results: wp.array[wp.int16], shape_energies: wp.array[float]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = shape_densities[tid]                                                              <L 8>
    var_1 = wp::address(var_shape_densities, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = shape_masses[tid]                                                                 <L 9>
    var_4 = wp::address(var_shape_masses, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.clamp(shape_densities[(tid + 3) % shape_densities.shape[0]], wp.float16(-4.0), wp.float16(4.0))       <L 10>
    var_8 = wp::add(var_0, var_7);
    var_9 = &(var_shape_densities.shape);
    var_12 = wp::load(var_9);
    var_11 = wp::extract(var_12, var_10);
    var_13 = wp::mod(var_8, var_11);
    var_14 = wp::address(var_shape_densities, var_13);
    var_16 = wp::float16(var_15);
    var_18 = wp::float16(var_17);
    var_20 = wp::load(var_14);
    var_19 = wp::clamp(var_20, var_16, var_18);
    // if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):        <L 11>
    var_22 = 2.0;
    var_23 = (var_5 <= var_22);
    var_21 = var_23;
    if (!var_21) {
        var_25 = wp::float(var_0);
        var_27 = (var_25 > var_26);
        var_24 = var_27;
        if (var_24) {
            var_28 = wp::float(var_0);
            var_30 = (var_28 > var_29);
            var_24 = var_24 && var_30;
        }
        var_21 = var_21 || var_24;
    }
    var_31 = wp::unot(var_21);
    if (var_31) {
        // v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(float(tid) > -0.02, v2, v0))           <L 12>
        var_33 = wp::float16(var_32);
        var_34 = wp::mul(var_19, var_33);
        var_35 = wp::float(var_0);
        var_37 = (var_35 > var_36);
        var_38 = wp::where(var_37, var_19, var_2);
        var_39 = wp::cos(var_38);
        var_40 = wp::add(var_34, var_39);
    }
    var_41 = wp::where(var_31, var_40, var_19);
    // v3 = ((wp.uint64(3) // wp.uint64(4)) + (wp.uint64(5) // wp.uint64(5)))                 <L 13>
    var_42 = 3ull;
    var_43 = 4ull;
    var_44 = wp::floordiv(var_42, var_43);
    var_45 = 5ull;
    var_46 = 5ull;
    var_47 = wp::floordiv(var_45, var_46);
    var_48 = wp::add(var_44, var_47);
    // v4 = (wp.int16(-2))                                                                    <L 14>
    var_50 = wp::int16(var_49);
    // v5 = wp.int8(7)                                                                        <L 15>
    var_52 = wp::int8(var_51);
    // v6 = wp.clamp(wp.nonzero(v2) * (v2 * wp.float16(0.7)), wp.float16(-4.0), wp.float16(4.0))       <L 16>
    var_53 = wp::nonzero(var_41);
    var_55 = wp::float16(var_54);
    var_56 = wp::mul(var_41, var_55);
    var_57 = wp::mul(var_53, var_56);
    var_59 = wp::float16(var_58);
    var_61 = wp::float16(var_60);
    var_62 = wp::clamp(var_57, var_59, var_61);
    // shape_results[tid] = wp.min((wp.abs(v4) % wp.int16(8)), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))       <L 17>
    var_63 = wp::abs(var_50);
    var_65 = wp::int16(var_64);
    var_66 = wp::mod(var_63, var_65);
    var_67 = wp::float(var_41);
    var_70 = wp::clamp(var_67, var_68, var_69);
    var_71 = wp::int16(var_70);
    var_72 = wp::min(var_66, var_71);
    wp::array_store(var_shape_results, var_0, var_72);
    // shape_energies[tid] = float(v3) + float(v4) + float(v5) + float(v6)                    <L 18>
    var_73 = wp::float(var_48);
    var_74 = wp::float(var_50);
    var_75 = wp::add(var_73, var_74);
    var_76 = wp::float(var_52);
    var_77 = wp::add(var_75, var_76);
    var_78 = wp::float(var_62);
    var_79 = wp::add(var_77, var_78);
    wp::array_store(var_shape_energies, var_0, var_79);
}



struct types_000001_b28809b2_cpu_block_payload_forward
{
    wp_args_types_000001_b28809b2* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000001_b28809b2_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000001_b28809b2_cpu_block_payload_forward* payload = (types_000001_b28809b2_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000001_b28809b2_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void types_000001_b28809b2_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000001_b28809b2 *_wp_args)
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
        types_000001_b28809b2_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000001_b28809b2_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

