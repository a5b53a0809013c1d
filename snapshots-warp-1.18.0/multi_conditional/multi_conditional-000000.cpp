// Generated for case multi_conditional-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_multi_conditional_000000_8b4b1a5c {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::vec_t<2, wp::float32>> out0;
    wp::array_t<wp::vec_t<2, wp::float32>> out1;
};


void multi_conditional_000000_8b4b1a5c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000000_8b4b1a5c *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    const wp::float32 var_8 = -1.6;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.389;
    bool var_13;
    const wp::int32 var_14 = 4;
    wp::int32 var_15;
    const wp::int32 var_16 = 1;
    bool var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.97;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 0.58;
    const wp::float32 var_25 = 1.5;
    wp::vec_t<2, wp::float32> var_26;
    wp::vec_t<2, wp::float32> var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    bool var_35;
    const wp::int32 var_36 = 1;
    wp::int32 var_37;
    wp::shape_t* var_38;
    const wp::int32 var_39 = 0;
    wp::int32 var_40;
    wp::shape_t var_41;
    wp::int32 var_42;
    wp::float32* var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    bool var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 0.5;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::float32 var_58 = 1.17;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.0;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    const wp::float32 var_71 = 1.0;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = -3.0;
    const wp::float32 var_77 = 3.0;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.0;
    wp::float32 var_82;
    const wp::float32 var_83 = -2.0;
    const wp::float32 var_84 = 2.0;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    bool var_93;
    const wp::float32 var_94 = -0.7;
    wp::float32 var_95;
    const wp::float32 var_96 = -1.915;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    const wp::int32 var_100 = 4;
    wp::int32 var_101;
    const wp::int32 var_102 = 0;
    bool var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = -1.0;
    const wp::float32 var_115 = -1.46;
    wp::vec_t<2, wp::float32> var_116;
    wp::float32 var_117;
    wp::vec_t<2, wp::float32> var_118;
    wp::vec_t<2, wp::float32> var_119;
    const wp::float32 var_120 = -0.9;
    const wp::float32 var_121 = -0.044;
    wp::vec_t<2, wp::float32> var_122;
    wp::float32 var_123;
    wp::vec_t<2, wp::float32> var_124;
    wp::vec_t<2, wp::float32> var_125;
    //---------
    // forward
    // def multi_conditional_000000(x0: wp.array[float], x1: wp.array[float], out0: wp.array[wp.vec2], out1: wp.array[wp.vec2]):       <L 7>
    // tid = wp.tid()  # thread index                                                         <L 8>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 9>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 10>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // if v1 < v0:                                                                            <L 11>
    var_7 = (var_5 < var_2);
    if (var_7) {
        // v0 = v0 + wp.tanh(-1.6)                                                            <L 12>
        var_9 = wp::tanh(var_8);
        var_10 = wp::add(var_2, var_9);
    }
    var_11 = wp::where(var_7, var_10, var_2);
    // if v0 < 1.389:                                                                         <L 13>
    var_13 = (var_11 < var_12);
    if (var_13) {
        // v0 += wp.cos(wp.where(tid % 4 == 1, float(tid), v1 - 1.97))                        <L 14>
        var_15 = wp::mod(var_0, var_14);
        var_17 = (var_15 == var_16);
        var_18 = wp::float(var_0);
        var_20 = wp::sub(var_5, var_19);
        var_21 = wp::where(var_17, var_18, var_20);
        var_22 = wp::cos(var_21);
        var_23 = wp::add(var_11, var_22);
    }
    if (!var_13) {
        // v0 = v0 + wp.sin(wp.length((wp.vec2(0.58, 1.5) * v1)))                             <L 16>
        var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
        var_27 = wp::mul(var_26, var_5);
        var_28 = wp::length(var_27);
        var_29 = wp::sin(var_28);
        var_30 = wp::add(var_11, var_29);
        // if v1 >= (v0 / (wp.abs(v0) + 1.0)):                                                <L 17>
        var_31 = wp::abs(var_30);
        var_33 = wp::add(var_31, var_32);
        var_34 = wp::div(var_30, var_33);
        var_35 = (var_5 >= var_34);
        if (var_35) {
            // v0 += wp.cos(x1[(tid + 1) % x1.shape[0]])                                      <L 18>
            var_37 = wp::add(var_0, var_36);
            var_38 = &(var_x1.shape);
            var_41 = wp::load(var_38);
            var_40 = wp::extract(var_41, var_39);
            var_42 = wp::mod(var_37, var_40);
            var_43 = wp::address(var_x1, var_42);
            var_45 = wp::load(var_43);
            var_44 = wp::cos(var_45);
            var_46 = wp::add(var_30, var_44);
            // if (v1 + v1) >= v0:                                                            <L 19>
            var_47 = wp::add(var_5, var_5);
            var_48 = (var_47 >= var_46);
            if (var_48) {
                // v1 += wp.cos(v0)                                                           <L 20>
                var_49 = wp::cos(var_46);
                var_50 = wp::add(var_5, var_49);
                // v0 -= wp.cos((v1 / (wp.abs((v0 + 0.5)) + 1.0))) * 1.17                     <L 21>
                var_52 = wp::add(var_46, var_51);
                var_53 = wp::abs(var_52);
                var_55 = wp::add(var_53, var_54);
                var_56 = wp::div(var_50, var_55);
                var_57 = wp::cos(var_56);
                var_59 = wp::mul(var_57, var_58);
                var_60 = wp::sub(var_46, var_59);
                // v0 = v0 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) - (v1 * v0)))                  <L 22>
                var_61 = wp::abs(var_50);
                var_63 = wp::add(var_61, var_62);
                var_64 = wp::div(var_50, var_63);
                var_65 = wp::mul(var_50, var_60);
                var_66 = wp::sub(var_64, var_65);
                var_67 = wp::cos(var_66);
                var_68 = wp::add(var_60, var_67);
            }
            if (!var_48) {
                // v0 = v0 + wp.tanh((v0 / (wp.abs((v0 * v0)) + 1.0)))                        <L 24>
                var_69 = wp::mul(var_46, var_46);
                var_70 = wp::abs(var_69);
                var_72 = wp::add(var_70, var_71);
                var_73 = wp::div(var_46, var_72);
                var_74 = wp::tanh(var_73);
                var_75 = wp::add(var_46, var_74);
                // v0 += wp.cos(wp.pow(wp.abs(wp.cosh(wp.clamp(v1, -3.0, 3.0))) + 1.0, wp.clamp(v0, -2.0, 2.0)))       <L 25>
                var_78 = wp::clamp(var_5, var_76, var_77);
                var_79 = wp::cosh(var_78);
                var_80 = wp::abs(var_79);
                var_82 = wp::add(var_80, var_81);
                var_85 = wp::clamp(var_75, var_83, var_84);
                var_86 = wp::pow(var_82, var_85);
                var_87 = wp::cos(var_86);
                var_88 = wp::add(var_75, var_87);
            }
            var_89 = wp::where(var_48, var_68, var_88);
            var_90 = wp::where(var_48, var_50, var_5);
        }
        if (!var_35) {
            // elif (v1 - v0) >= wp.min(v0, v1):                                              <L 26>
            var_91 = wp::sub(var_5, var_30);
            var_92 = wp::min(var_30, var_5);
            var_93 = (var_91 >= var_92);
            if (var_93) {
                // v1 = v1 + wp.cos(((-0.7 * v0) + -1.915))                                   <L 27>
                var_95 = wp::mul(var_94, var_30);
                var_97 = wp::add(var_95, var_96);
                var_98 = wp::cos(var_97);
                var_99 = wp::add(var_5, var_98);
            }
            if (!var_93) {
                // elif (tid) % 4 == 0:                                                       <L 28>
                var_101 = wp::mod(var_0, var_100);
                var_103 = (var_101 == var_102);
                if (var_103) {
                    // v0 = v0 + wp.tanh(wp.cos(v0))                                          <L 29>
                    var_104 = wp::cos(var_30);
                    var_105 = wp::tanh(var_104);
                    var_106 = wp::add(var_30, var_105);
                }
                var_107 = wp::where(var_103, var_106, var_30);
            }
            var_108 = wp::where(var_93, var_30, var_107);
            var_109 = wp::where(var_93, var_99, var_5);
        }
        var_110 = wp::where(var_35, var_89, var_108);
        var_111 = wp::where(var_35, var_90, var_109);
    }
    var_112 = wp::where(var_13, var_23, var_110);
    var_113 = wp::where(var_13, var_5, var_111);
    // out0[tid] = wp.vec2(-1.0, -1.46) + wp.vec2(wp.sin(v1))                                 <L 30>
    var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
    var_117 = wp::sin(var_113);
    var_118 = wp::vec_t<2, wp::float32>(var_117);
    var_119 = wp::add(var_116, var_118);
    wp::array_store(var_out0, var_0, var_119);
    // out1[tid] = wp.vec2(-0.9, -0.044) + wp.vec2(wp.sin(v0))                                <L 32>
    var_122 = wp::vec_t<2, wp::float32>(var_120, var_121);
    var_123 = wp::sin(var_112);
    var_124 = wp::vec_t<2, wp::float32>(var_123);
    var_125 = wp::add(var_122, var_124);
    wp::array_store(var_out1, var_0, var_125);
}



struct multi_conditional_000000_8b4b1a5c_cpu_block_payload_forward
{
    wp_args_multi_conditional_000000_8b4b1a5c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000000_8b4b1a5c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000000_8b4b1a5c_cpu_block_payload_forward* payload = (multi_conditional_000000_8b4b1a5c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000000_8b4b1a5c_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void multi_conditional_000000_8b4b1a5c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000000_8b4b1a5c *_wp_args)
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
        multi_conditional_000000_8b4b1a5c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000000_8b4b1a5c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

