// Generated for case types-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_types_000002_3f2d2991 {
    wp::array_t<wp::float64> point_temperatures;
    wp::array_t<wp::uint8> point_indices;
    wp::array_t<wp::int8> point_labels;
    wp::array_t<wp::float32> point_residuals;
};


void types_000002_3f2d2991_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000002_3f2d2991 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float64> var_point_temperatures = _wp_args->point_temperatures;
    wp::array_t<wp::uint8> var_point_indices = _wp_args->point_indices;
    wp::array_t<wp::int8> var_point_labels = _wp_args->point_labels;
    wp::array_t<wp::float32> var_point_residuals = _wp_args->point_residuals;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float64* var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::uint8* var_6;
    wp::uint8 var_7;
    wp::uint8 var_8;
    const wp::int32 var_9 = 5;
    wp::uint32 var_10;
    const wp::int32 var_11 = 6;
    wp::uint32 var_12;
    wp::uint32 var_13;
    const wp::int32 var_14 = 1;
    wp::uint32 var_15;
    const wp::int32 var_16 = 2;
    wp::uint32 var_17;
    wp::uint32 var_18;
    wp::uint32 var_19;
    const wp::int32 var_20 = -4;
    wp::int16 var_21;
    wp::int16 var_22;
    const wp::int32 var_23 = 8;
    wp::int16 var_24;
    wp::int16 var_25;
    const wp::int32 var_26 = 2;
    wp::int16 var_27;
    wp::int16 var_28;
    const wp::int32 var_29 = 5;
    wp::int16 var_30;
    wp::int16 var_31;
    const wp::float32 var_32 = -0.5;
    wp::vec_t<3, wp::float16> var_33;
    const wp::float16 var_34 = -0.5;
    wp::vec_t<3, wp::float16> var_35;
    const wp::float32 var_36 = 1.39;
    wp::float16 var_37;
    wp::vec_t<3, wp::float16> var_38;
    bool var_39;
    const wp::int32 var_40 = 2;
    wp::int32 var_41;
    const wp::int32 var_42 = 1;
    bool var_43;
    bool var_44;
    wp::float64 var_45;
    bool var_46;
    wp::float64 var_47;
    bool var_48;
    const wp::float32 var_49 = 0.5;
    wp::float16 var_50;
    wp::vec_t<3, wp::float16> var_51;
    wp::vec_t<3, wp::float16> var_52;
    wp::vec_t<3, wp::float16> var_53;
    wp::vec_t<3, wp::float16> var_54;
    const wp::int32 var_55 = 3;
    wp::uint8 var_56;
    wp::uint8 var_57;
    wp::uint8 var_58;
    const wp::int32 var_59 = 99;
    wp::uint8 var_60;
    wp::uint8 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::int8 var_64;
    wp::int8 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::vec_t<3, wp::float16> var_69;
    const wp::float32 var_70 = -0.421;
    wp::float16 var_71;
    wp::float16 var_72;
    const wp::int32 var_73 = 2;
    wp::int16 var_74;
    wp::uint32 var_75;
    const wp::int32 var_76 = 6;
    wp::int8 var_77;
    const wp::int32 var_78 = 97;
    wp::uint8 var_79;
    wp::uint8 var_80;
    wp::int8 var_81;
    wp::int8 var_82;
    const wp::float32 var_83 = 0.71;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::int32 var_94 = 0;
    wp::float16 var_95;
    const wp::int32 var_96 = 1;
    wp::float16 var_97;
    wp::float16 var_98;
    const wp::int32 var_99 = 2;
    wp::float16 var_100;
    wp::float16 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    //---------
    // forward
    // def types_000002(point_temperatures: wp.array[wp.float64], point_indices: wp.array[wp.uint8], point_labels: wp.array[wp.int8], point_residuals: wp.array[float]):       <L 7>
    // tid = wp.tid()  # one thread per element                                               <L 9>
    var_0 = builtin_tid1d();
    // v8 = float(0.0)                                                                        <L 10>
    var_2 = wp::float(var_1);
    // v0 = point_temperatures[tid]                                                           <L 11>
    var_3 = wp::address(var_point_temperatures, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = point_indices[tid]                                                                <L 12>
    var_6 = wp::address(var_point_indices, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))                 <L 13>
    var_10 = wp::uint32(var_9);
    var_12 = wp::uint32(var_11);
    var_13 = wp::min(var_10, var_12);
    var_15 = wp::uint32(var_14);
    var_17 = wp::uint32(var_16);
    var_18 = wp::add(var_15, var_17);
    var_19 = wp::bit_and(var_13, var_18);
    // v3 = (((wp.abs((wp.int16(-4))) % wp.int16(8)) << wp.int16(2)) - wp.int16(5))           <L 14>
    var_21 = wp::int16(var_20);
    var_22 = wp::abs(var_21);
    var_24 = wp::int16(var_23);
    var_25 = wp::mod(var_22, var_24);
    var_27 = wp::int16(var_26);
    var_28 = wp::lshift(var_25, var_27);
    var_30 = wp::int16(var_29);
    var_31 = wp::sub(var_28, var_30);
    // v4 = wp.normalize(wp.vec3h(-0.5)) * wp.float16(1.39)                                   <L 15>
    var_33 = wp::vec_t<3, wp::float16>(var_34);
    var_35 = wp::normalize(var_33);
    var_37 = wp::float16(var_36);
    var_38 = wp::mul(var_35, var_37);
    // if ((tid) % 2 == 1) or ((v0 <= wp.float64(0.7)) and (v0 <= wp.float64(1.218))):        <L 16>
    var_41 = wp::mod(var_0, var_40);
    var_43 = (var_41 == var_42);
    var_39 = var_43;
    if (!var_39) {
        var_45 = 0.7;
        var_46 = (var_4 <= var_45);
        var_44 = var_46;
        if (var_44) {
            var_47 = 1.218;
            var_48 = (var_4 <= var_47);
            var_44 = var_44 && var_48;
        }
        var_39 = var_39 || var_44;
    }
    if (var_39) {
        // v4 = v4 * wp.float16(0.5) + wp.normalize((v4 + v4))                                <L 17>
        var_50 = wp::float16(var_49);
        var_51 = wp::mul(var_38, var_50);
        var_52 = wp::add(var_38, var_38);
        var_53 = wp::normalize(var_52);
        var_54 = wp::add(var_51, var_53);
        // v5 = ((~(v1 >> wp.uint8(3))) % wp.uint8(99))                                       <L 18>
        var_56 = wp::uint8(var_55);
        var_57 = wp::rshift(var_7, var_56);
        var_58 = wp::invert(var_57);
        var_60 = wp::uint8(var_59);
        var_61 = wp::mod(var_58, var_60);
        // v8 += float(v5)                                                                    <L 19>
        var_62 = wp::float(var_61);
        var_63 = wp::add(var_2, var_62);
        // v6 = (~wp.int8(v2))                                                                <L 20>
        var_64 = wp::int8(var_19);
        var_65 = wp::invert(var_64);
        // v8 += float(v6)                                                                    <L 21>
        var_66 = wp::float(var_65);
        var_67 = wp::add(var_63, var_66);
    }
    var_68 = wp::where(var_39, var_67, var_2);
    var_69 = wp::where(var_39, var_54, var_38);
    // v4[2] = wp.sin(wp.float16(-0.421))                                                     <L 22>
    var_71 = wp::float16(var_70);
    var_72 = wp::sin(var_71);
    wp::assign_inplace(var_69, var_73, var_72);
    // v7 = wp.uint32(wp.abs(v3))                                                             <L 23>
    var_74 = wp::abs(var_31);
    var_75 = wp::uint32(var_74);
    // point_labels[tid] = wp.max(wp.int8(6), wp.int8(v1 % wp.uint8(97)))                     <L 24>
    var_77 = wp::int8(var_76);
    var_79 = wp::uint8(var_78);
    var_80 = wp::mod(var_7, var_79);
    var_81 = wp::int8(var_80);
    var_82 = wp::max(var_77, var_81);
    wp::array_store(var_point_labels, var_0, var_82);
    // point_residuals[tid] = 0.71 + wp.sin(float(v1)) + v8 + float(v0) + float(v2) + float(v3) + float(v4[0] + v4[1] + v4[2]) + float(v7)       <L 26>
    var_84 = wp::float(var_7);
    var_85 = wp::sin(var_84);
    var_86 = wp::add(var_83, var_85);
    var_87 = wp::add(var_86, var_68);
    var_88 = wp::float(var_4);
    var_89 = wp::add(var_87, var_88);
    var_90 = wp::float(var_19);
    var_91 = wp::add(var_89, var_90);
    var_92 = wp::float(var_31);
    var_93 = wp::add(var_91, var_92);
    var_95 = wp::extract(var_69, var_94);
    var_97 = wp::extract(var_69, var_96);
    var_98 = wp::add(var_95, var_97);
    var_100 = wp::extract(var_69, var_99);
    var_101 = wp::add(var_98, var_100);
    var_102 = wp::float(var_101);
    var_103 = wp::add(var_93, var_102);
    var_104 = wp::float(var_75);
    var_105 = wp::add(var_103, var_104);
    wp::array_store(var_point_residuals, var_0, var_105);
}



struct types_000002_3f2d2991_cpu_block_payload_forward
{
    wp_args_types_000002_3f2d2991* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000002_3f2d2991_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000002_3f2d2991_cpu_block_payload_forward* payload = (types_000002_3f2d2991_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000002_3f2d2991_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void types_000002_3f2d2991_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000002_3f2d2991 *_wp_args)
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
        types_000002_3f2d2991_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000002_3f2d2991_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

