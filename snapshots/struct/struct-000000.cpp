// Generated for case struct-000000 with warp-lang 1.19.0. Do not edit.
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


struct S0_19f09207
{
    wp::quat_t<wp::float32> vel0;
    wp::vec_t<3, wp::float32> scale1;
    wp::array_t<wp::float32> w2;


    S0_19f09207() = default;
    CUDA_CALLABLE S0_19f09207(wp::quat_t<wp::float32> const& vel0,
    wp::vec_t<3, wp::float32> const& scale1 = {},
    wp::array_t<wp::float32> const& w2 = {})
        : vel0{vel0}
        , scale1{scale1}
        , w2{w2}

    {
    }

    CUDA_CALLABLE S0_19f09207& operator += (const S0_19f09207& rhs)
    {    vel0 += rhs.vel0;
    scale1 += rhs.scale1;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_19f09207(wp::quat_t<wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::array_t<wp::float32> const&,
    wp::quat_t<wp::float32> & adj_vel0,
    wp::vec_t<3, wp::float32> & adj_scale1,
    wp::array_t<wp::float32> & adj_w2,
    S0_19f09207 & adj_ret)
{
    adj_vel0 += adj_ret.vel0;
    adj_scale1 += adj_ret.scale1;
    adj_w2 = adj_ret.w2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_19f09207 add(const S0_19f09207& a, const S0_19f09207& b)
{
    return S0_19f09207();
}

CUDA_CALLABLE void adj_atomic_add(S0_19f09207* p, S0_19f09207 t)
{
    wp::adj_atomic_add(&p->vel0, t.vel0);
    wp::adj_atomic_add(&p->scale1, t.scale1);
    wp::adj_atomic_add(&p->w2, t.w2);
}



struct wp_args_struct_000000_t_a8d03b8d {
    wp::array_t<wp::float32> contact_pressures;
    S0_19f09207 settings;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::float32> contact_residuals;
    wp::array_t<wp::float32> contact_distances;
};


template <bool wp_linear_contiguous>
static void struct_000000_t_a8d03b8d_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000000_t_a8d03b8d *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_pressures = _wp_args->contact_pressures;
    S0_19f09207 var_settings = _wp_args->settings;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::float32> var_contact_residuals = _wp_args->contact_residuals;
    wp::array_t<wp::float32> var_contact_distances = _wp_args->contact_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 0;
    const wp::float32 var_6 = -1.9;
    wp::float32 var_7;
    wp::vec_t<3, wp::float32>* var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    S0_19f09207 var_13;
    wp::quat_t<wp::float32>* var_14;
    wp::quat_t<wp::float32> var_15;
    wp::quat_t<wp::float32> var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.69;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.54;
    wp::float32 var_25;
    wp::float32 var_26;
    //---------
    // forward
    // def struct_000000_t(contact_pressures: wp.array(dtype=Any), settings: S0, total_counts: wp.array(dtype=Any), contact_residuals: wp.array(dtype=Any), contact_distances: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v0 = contact_pressures[tid]                                                            <L 4>
    var_1 = wp::address(var_contact_pressures, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = v0                                                                                <L 5>
    var_4 = wp::copy(var_2);
    // wp.atomic_min(total_counts, 0, -1.9)                                                   <L 6>
    var_7 = wp::atomic_min(var_total_counts, var_5, var_6);
    // v2 = wp.dot(settings.scale1, settings.scale1)                                          <L 7>
    var_8 = &((var_settings).scale1);
    var_9 = &((var_settings).scale1);
    var_11 = wp::load(var_8);
    var_12 = wp::load(var_9);
    var_10 = wp::dot(var_11, var_12);
    // s3 = S0()                                                                              <L 8>
    var_13 = S0_19f09207();
    // s3.vel0 = s3.vel0                                                                      <L 9>
    var_14 = &((var_13).vel0);
    var_16 = wp::load(var_14);
    var_15 = wp::copy(var_16);
    var_13.vel0 = var_15;
    // contact_residuals[tid] = v0 + v1 + v2 + v2 * 1.69                                      <L 10>
    var_17 = wp::add(var_2, var_4);
    var_18 = wp::add(var_17, var_10);
    var_20 = wp::mul(var_10, var_19);
    var_21 = wp::add(var_18, var_20);
    wp::array_store(var_contact_residuals, var_0, var_21);
    // contact_distances[tid] = v0 + v1 + v2 + v2 * 1.54                                      <L 11>
    var_22 = wp::add(var_2, var_4);
    var_23 = wp::add(var_22, var_10);
    var_25 = wp::mul(var_10, var_24);
    var_26 = wp::add(var_23, var_25);
    wp::array_store(var_contact_distances, var_0, var_26);
}



struct struct_000000_t_a8d03b8d_cpu_block_payload_forward
{
    wp_args_struct_000000_t_a8d03b8d* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000000_t_a8d03b8d_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000000_t_a8d03b8d_cpu_block_payload_forward* payload = (struct_000000_t_a8d03b8d_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000000_t_a8d03b8d_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000000_t_a8d03b8d_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000000_t_a8d03b8d *_wp_args)
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
        struct_000000_t_a8d03b8d_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000000_t_a8d03b8d_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

