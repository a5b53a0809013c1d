// Generated for case static-000001 with warp-lang 1.19.0. Do not edit.
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


// static-000001.py:11
static wp::float32 static_000001_op0_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.2;
    const wp::float32 var_5 = 1.8;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.502;
    wp::float32 var_9;
    //---------
    // forward
    // def static_000001_op0(x: float) -> float:                                              <L 12>
    // return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502                <L 13>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::log2(var_2);
    var_6 = wp::clamp(var_3, var_4, var_5);
    var_7 = wp::erfcinv(var_6);
    var_9 = wp::mul(var_7, var_8);
    return var_9;
}


// static-000001.py:16
static wp::float32 static_000001_op1_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.5;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.59;
    wp::float32 var_6;
    //---------
    // forward
    // def static_000001_op1(x: float) -> float:                                              <L 17>
    // return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59                                        <L 18>
    var_0 = wp::abs(var_x);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::sqrt(var_2);
    var_4 = wp::cbrt(var_3);
    var_6 = wp::mul(var_4, var_5);
    return var_6;
}


// static-000001.py:21
static wp::float32 static_000001_op2_0(
    wp::float32 var_x)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.8;
    wp::float32 var_3;
    //---------
    // forward
    // def static_000001_op2(x: float) -> float:                                              <L 22>
    // return wp.frac(wp.cbrt(x)) * 0.8                                                       <L 23>
    var_0 = wp::cbrt(var_x);
    var_1 = wp::frac(var_0);
    var_3 = wp::mul(var_1, var_2);
    return var_3;
}


// static-000001.py:11
static void adj_static_000001_op0_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// static-000001.py:16
static void adj_static_000001_op1_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}


// static-000001.py:21
static void adj_static_000001_op2_0(
    wp::float32 var_x,
    wp::float32 & adj_x,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_static_000001_f61afb21 {
    wp::array_t<wp::float32> sample_weights;
    wp::array_t<wp::float32> sample_phases;
    wp::array_t<wp::float32> sample_residuals;
    wp::array_t<wp::float32> sample_costs;
};


template <bool wp_linear_contiguous>
static void static_000001_f61afb21_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000001_f61afb21 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::float32> var_sample_costs = _wp_args->sample_costs;
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
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const bool var_13 = true;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 0;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 0.44;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 1;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.88;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.5;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 0.52;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 1;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.5;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.04;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 2;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.5;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 1.56;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::int32 var_55 = 3;
    wp::float32 var_56;
    const wp::float32 var_57 = 0.5;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::float32 var_61 = 2.08;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::int32 var_64 = 0;
    const wp::float32 var_65 = 0.0;
    const wp::float32 var_66 = 1.3;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 1;
    const wp::float32 var_73 = 3.0;
    const wp::float32 var_74 = 1.3;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = 0.0;
    wp::float32 var_81;
    const wp::int32 var_82 = 0;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    const wp::int32 var_86 = 1;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    const wp::int32 var_90 = 2;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    const wp::float32 var_96 = 1.93;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::float32 var_101 = 0.88;
    wp::float32 var_102;
    wp::float32 var_103;
    //---------
    // forward
    // def static_000001(sample_weights: wp.array[float], sample_phases: wp.array[float], sample_residuals: wp.array[float], sample_costs: wp.array[float]):       <L 30>
    // tid = wp.tid()  # launch index                                                         <L 32>
    var_0 = builtin_tid1d();
    // if tid >= sample_weights.shape[0]:                                                     <L 33>
    var_1 = &(var_sample_weights.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return  # past the end of the arrays                                               <L 34>
        return;
    }
    // v0 = sample_weights[tid]                                                               <L 35>
    var_6 = wp::address(var_sample_weights, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = sample_phases[tid]                                                                <L 36>
    var_9 = wp::address(var_sample_phases, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = v1                                                                                <L 37>
    var_12 = wp::copy(var_10);
    // if wp.static(K1 % 2 == 0):                                                             <L 38>
    // v0 += wp.sin(v0)                                                                       <L 39>
    var_14 = wp::sin(var_7);
    var_15 = wp::add(var_7, var_14);
    // for u3 in range(wp.static(2)):                                                         <L 40>
    // v0 = v0 + wp.sin(float(tid)) * wp.static(float(u3 + 1) * 0.44)                         <L 41>
    var_17 = wp::float(var_0);
    var_18 = wp::sin(var_17);
    var_20 = wp::mul(var_18, var_19);
    var_21 = wp::add(var_15, var_20);
    var_23 = wp::float(var_0);
    var_24 = wp::sin(var_23);
    var_26 = wp::mul(var_24, var_25);
    var_27 = wp::add(var_21, var_26);
    // for u4 in range(wp.static(K1)):                                                        <L 44>
    // v0 = v0 + wp.sin(wp.sqrt(wp.abs(v2) + 0.5)) * wp.static(float(u4 + 1) * 0.52)          <L 45>
    var_29 = wp::abs(var_12);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::sqrt(var_31);
    var_33 = wp::sin(var_32);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_27, var_35);
    var_38 = wp::abs(var_12);
    var_40 = wp::add(var_38, var_39);
    var_41 = wp::sqrt(var_40);
    var_42 = wp::sin(var_41);
    var_44 = wp::mul(var_42, var_43);
    var_45 = wp::add(var_36, var_44);
    var_47 = wp::abs(var_12);
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::sqrt(var_49);
    var_51 = wp::sin(var_50);
    var_53 = wp::mul(var_51, var_52);
    var_54 = wp::add(var_45, var_53);
    var_56 = wp::abs(var_12);
    var_58 = wp::add(var_56, var_57);
    var_59 = wp::sqrt(var_58);
    var_60 = wp::sin(var_59);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::add(var_54, var_62);
    // for u5 in range(wp.static(2)):                                                         <L 46>
    // v1 += wp.static(float(u5 * 3)) * 1.3 * wp.tanh(wp.max(v1, v1))                         <L 47>
    var_67 = wp::mul(var_65, var_66);
    var_68 = wp::max(var_10, var_10);
    var_69 = wp::tanh(var_68);
    var_70 = wp::mul(var_67, var_69);
    var_71 = wp::add(var_10, var_70);
    var_75 = wp::mul(var_73, var_74);
    var_76 = wp::max(var_71, var_71);
    var_77 = wp::tanh(var_76);
    var_78 = wp::mul(var_75, var_77);
    var_79 = wp::add(var_71, var_78);
    // v6 = float(0.0)                                                                        <L 48>
    var_81 = wp::float(var_80);
    // for u7 in range(wp.static(len(OPS))):                                                  <L 49>
    // v6 += wp.static(OPS[u7])((v1 + v1))                                                    <L 50>
    var_83 = wp::add(var_79, var_79);
    var_84 = static_000001_op0_0(var_83);
    var_85 = wp::add(var_81, var_84);
    var_87 = wp::add(var_79, var_79);
    var_88 = static_000001_op1_0(var_87);
    var_89 = wp::add(var_85, var_88);
    var_91 = wp::add(var_79, var_79);
    var_92 = static_000001_op2_0(var_91);
    var_93 = wp::add(var_89, var_92);
    // sample_residuals[tid] = v1 + v2 + v6 + v0 * 1.93                                       <L 51>
    var_94 = wp::add(var_79, var_12);
    var_95 = wp::add(var_94, var_93);
    var_97 = wp::mul(var_63, var_96);
    var_98 = wp::add(var_95, var_97);
    wp::array_store(var_sample_residuals, var_0, var_98);
    // sample_costs[tid] = v1 + v2 + v6 + v1 * 0.88                                           <L 53>
    var_99 = wp::add(var_79, var_12);
    var_100 = wp::add(var_99, var_93);
    var_102 = wp::mul(var_79, var_101);
    var_103 = wp::add(var_100, var_102);
    wp::array_store(var_sample_costs, var_0, var_103);
}



struct static_000001_f61afb21_cpu_block_payload_forward
{
    wp_args_static_000001_f61afb21* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000001_f61afb21_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000001_f61afb21_cpu_block_payload_forward* payload = (static_000001_f61afb21_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000001_f61afb21_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void static_000001_f61afb21_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000001_f61afb21 *_wp_args)
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
        static_000001_f61afb21_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000001_f61afb21_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

