// Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
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


// vector-000001.py:4
static wp::float32 vector_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 1;
    const wp::int32 var_5 = 0;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 1;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // forward
    // def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                               <L 5>
    // p2.y += wp.sin(p1)                                                                     <L 6>
    var_1 = wp::extract(var_p2, var_0);
    var_2 = wp::sin(var_p1);
    var_3 = wp::add(var_1, var_2);
    wp::assign_inplace(var_p2, var_4, var_3);
    // return p1 + p2[0] + p2[1]                                                              <L 7>
    var_6 = wp::extract(var_p2, var_5);
    var_7 = wp::add(var_p1, var_6);
    var_9 = wp::extract(var_p2, var_8);
    var_10 = wp::add(var_7, var_9);
    return var_10;
}


// vector-000001.py:4
static void adj_vector_000001_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 1;
    const wp::int32 var_5 = 0;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 1;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    //---------
    // forward
    // def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                               <L 5>
    // p2.y += wp.sin(p1)                                                                     <L 6>
    var_1 = wp::extract(var_p2, var_0);
    var_2 = wp::sin(var_p1);
    var_3 = wp::add(var_1, var_2);
    wp::assign_inplace(var_p2, var_4, var_3);
    // return p1 + p2[0] + p2[1]                                                              <L 7>
    var_6 = wp::extract(var_p2, var_5);
    var_7 = wp::add(var_p1, var_6);
    var_9 = wp::extract(var_p2, var_8);
    var_10 = wp::add(var_7, var_9);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_10 += adj_ret;
    wp::adj_add(var_7, var_9, adj_7, adj_9, adj_10);
    wp::adj_extract(var_p2, var_8, adj_p2, adj_8, adj_9);
    wp::adj_add(var_p1, var_6, adj_p1, adj_6, adj_7);
    wp::adj_extract(var_p2, var_5, adj_p2, adj_5, adj_6);
    // adj: return p1 + p2[0] + p2[1]                                                         <L 7>
    wp::adj_assign_inplace(var_p2, var_4, var_3, adj_p2, adj_4, adj_3);
    wp::adj_add(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_sin(var_p1, adj_p1, adj_2);
    wp::adj_extract(var_p2, var_0, adj_p2, adj_0, adj_1);
    // adj: p2.y += wp.sin(p1)                                                                <L 6>
    // adj: def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):                          <L 5>
    return;
}

struct wp_args_vector_000001_e025b3ab {
    wp::array_t<wp::vec_t<3, wp::float32>> contact_points;
    wp::array_t<wp::float32> contact_scores;
    wp::int32 num_contacts;
};


template <bool wp_linear_contiguous>
static void vector_000001_e025b3ab_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000001_e025b3ab *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_points = _wp_args->contact_points;
    wp::array_t<wp::float32> var_contact_scores = _wp_args->contact_scores;
    wp::int32 var_num_contacts = _wp_args->num_contacts;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    const wp::float32 var_5 = -1.0;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.1;
    const wp::float32 var_8 = -0.368;
    const wp::float32 var_9 = 1.85;
    const wp::float32 var_10 = 1.8;
    wp::vec_t<4, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = 1.74;
    const wp::float32 var_14 = 0.15;
    wp::vec_t<2, wp::float32> var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.11;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 0;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 1;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 2;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 3;
    wp::float32 var_37;
    wp::float32 var_38;
    //---------
    // forward
    // def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):       <L 11>
    // tid = wp.tid()                                                                         <L 13>
    var_0 = builtin_tid1d();
    // if tid >= num_contacts:                                                                <L 14>
    var_1 = (var_0 >= var_num_contacts);
    if (var_1) {
        // return                                                                             <L 15>
        return;
    }
    // v0 = contact_points[tid]                                                               <L 16>
    var_2 = wp::address(var_contact_points, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = float(-1.0)                                                                       <L 17>
    var_6 = wp::float(var_5);
    // v2 = wp.vec4(-0.1, -0.368, 1.85, 1.8)                                                  <L 18>
    var_11 = wp::vec_t<4, wp::float32>(var_7, var_8, var_9, var_10);
    // v3 = (v0 * v1)                                                                         <L 19>
    var_12 = wp::mul(var_3, var_6);
    // v4 = wp.vec2(1.74, 0.15)                                                               <L 20>
    var_15 = wp::vec_t<2, wp::float32>(var_13, var_14);
    // v5 = vector_000001_f0(wp.dot(v2, v2), (v1 + v1), v4)                                   <L 21>
    var_16 = wp::dot(var_11, var_11);
    var_17 = wp::add(var_6, var_6);
    var_18 = vector_000001_f0_0(var_16, var_17, var_15);
    // contact_scores[tid] = v1 + v5 + v1 * 0.11 + wp.sin(v3[0]) + v2[0] + v2[1] + v2[2] + v2[3]       <L 22>
    var_19 = wp::add(var_6, var_18);
    var_21 = wp::mul(var_6, var_20);
    var_22 = wp::add(var_19, var_21);
    var_24 = wp::extract(var_12, var_23);
    var_25 = wp::sin(var_24);
    var_26 = wp::add(var_22, var_25);
    var_28 = wp::extract(var_11, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_11, var_30);
    var_32 = wp::add(var_29, var_31);
    var_34 = wp::extract(var_11, var_33);
    var_35 = wp::add(var_32, var_34);
    var_37 = wp::extract(var_11, var_36);
    var_38 = wp::add(var_35, var_37);
    wp::array_store(var_contact_scores, var_0, var_38);
}



template <bool wp_linear_contiguous>
static void vector_000001_e025b3ab_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000001_e025b3ab *_wp_args,
    wp_args_vector_000001_e025b3ab *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_contact_points = _wp_args->contact_points;
    wp::array_t<wp::float32> var_contact_scores = _wp_args->contact_scores;
    wp::int32 var_num_contacts = _wp_args->num_contacts;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_contact_points = _wp_adj_args->contact_points;
    wp::array_t<wp::float32> adj_contact_scores = _wp_adj_args->contact_scores;
    wp::int32 adj_num_contacts = _wp_adj_args->num_contacts;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    const wp::float32 var_5 = -1.0;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.1;
    const wp::float32 var_8 = -0.368;
    const wp::float32 var_9 = 1.85;
    const wp::float32 var_10 = 1.8;
    wp::vec_t<4, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = 1.74;
    const wp::float32 var_14 = 0.15;
    wp::vec_t<2, wp::float32> var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.11;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 0;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 1;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 2;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 3;
    wp::float32 var_37;
    wp::float32 var_38;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<4, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::float32 adj_24 = {};
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
    //---------
    // forward
    // def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):       <L 11>
    // tid = wp.tid()                                                                         <L 13>
    var_0 = builtin_tid1d();
    // if tid >= num_contacts:                                                                <L 14>
    var_1 = (var_0 >= var_num_contacts);
    if (var_1) {
        // return                                                                             <L 15>
        goto label0;
    }
    // v0 = contact_points[tid]                                                               <L 16>
    var_2 = wp::address(var_contact_points, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = float(-1.0)                                                                       <L 17>
    var_6 = wp::float(var_5);
    // v2 = wp.vec4(-0.1, -0.368, 1.85, 1.8)                                                  <L 18>
    var_11 = wp::vec_t<4, wp::float32>(var_7, var_8, var_9, var_10);
    // v3 = (v0 * v1)                                                                         <L 19>
    var_12 = wp::mul(var_3, var_6);
    // v4 = wp.vec2(1.74, 0.15)                                                               <L 20>
    var_15 = wp::vec_t<2, wp::float32>(var_13, var_14);
    // v5 = vector_000001_f0(wp.dot(v2, v2), (v1 + v1), v4)                                   <L 21>
    var_16 = wp::dot(var_11, var_11);
    var_17 = wp::add(var_6, var_6);
    var_18 = vector_000001_f0_0(var_16, var_17, var_15);
    // contact_scores[tid] = v1 + v5 + v1 * 0.11 + wp.sin(v3[0]) + v2[0] + v2[1] + v2[2] + v2[3]       <L 22>
    var_19 = wp::add(var_6, var_18);
    var_21 = wp::mul(var_6, var_20);
    var_22 = wp::add(var_19, var_21);
    var_24 = wp::extract(var_12, var_23);
    var_25 = wp::sin(var_24);
    var_26 = wp::add(var_22, var_25);
    var_28 = wp::extract(var_11, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_11, var_30);
    var_32 = wp::add(var_29, var_31);
    var_34 = wp::extract(var_11, var_33);
    var_35 = wp::add(var_32, var_34);
    var_37 = wp::extract(var_11, var_36);
    var_38 = wp::add(var_35, var_37);
    // wp::array_store(var_contact_scores, var_0, var_38);
    //---------
    // reverse
    wp::adj_array_store(var_contact_scores, var_0, var_38, adj_contact_scores, adj_0, adj_38);
    wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
    wp::adj_extract(var_11, var_36, adj_11, adj_36, adj_37);
    wp::adj_add(var_32, var_34, adj_32, adj_34, adj_35);
    wp::adj_extract(var_11, var_33, adj_11, adj_33, adj_34);
    wp::adj_add(var_29, var_31, adj_29, adj_31, adj_32);
    wp::adj_extract(var_11, var_30, adj_11, adj_30, adj_31);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_11, var_27, adj_11, adj_27, adj_28);
    wp::adj_add(var_22, var_25, adj_22, adj_25, adj_26);
    wp::adj_sin(var_24, adj_24, adj_25);
    wp::adj_extract(var_12, var_23, adj_12, adj_23, adj_24);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_mul(var_6, var_20, adj_6, adj_20, adj_21);
    wp::adj_add(var_6, var_18, adj_6, adj_18, adj_19);
    // adj: contact_scores[tid] = v1 + v5 + v1 * 0.11 + wp.sin(v3[0]) + v2[0] + v2[1] + v2[2] + v2[3]  <L 22>
    adj_vector_000001_f0_0(var_16, var_17, var_15, adj_16, adj_17, adj_15, adj_18);
    wp::adj_add(var_6, var_6, adj_6, adj_6, adj_17);
    wp::adj_dot(var_11, var_11, adj_11, adj_11, adj_16);
    // adj: v5 = vector_000001_f0(wp.dot(v2, v2), (v1 + v1), v4)                              <L 21>
    wp::adj_vec_t(var_13, var_14, adj_13, adj_14, adj_15);
    // adj: v4 = wp.vec2(1.74, 0.15)                                                          <L 20>
    wp::adj_mul(var_3, var_6, adj_3, adj_6, adj_12);
    // adj: v3 = (v0 * v1)                                                                    <L 19>
    wp::adj_vec_t(var_7, var_8, var_9, var_10, adj_7, adj_8, adj_9, adj_10, adj_11);
    // adj: v2 = wp.vec4(-0.1, -0.368, 1.85, 1.8)                                             <L 18>
    wp::adj_float(var_5, adj_5, adj_6);
    // adj: v1 = float(-1.0)                                                                  <L 17>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_contact_points, var_0, adj_contact_points, adj_0, adj_2);
    // adj: v0 = contact_points[tid]                                                          <L 16>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 15>
    }
    // adj: if tid >= num_contacts:                                                           <L 14>
    // adj: tid = wp.tid()                                                                    <L 13>
    // adj: def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):  <L 11>
    return;
}



struct vector_000001_e025b3ab_cpu_block_payload_forward
{
    wp_args_vector_000001_e025b3ab* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000001_e025b3ab_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000001_e025b3ab_cpu_block_payload_forward* payload = (vector_000001_e025b3ab_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000001_e025b3ab_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void vector_000001_e025b3ab_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000001_e025b3ab *_wp_args)
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
        vector_000001_e025b3ab_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000001_e025b3ab_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct vector_000001_e025b3ab_cpu_block_payload_backward
{
    wp_args_vector_000001_e025b3ab* args;
    wp_args_vector_000001_e025b3ab* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000001_e025b3ab_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000001_e025b3ab_cpu_block_payload_backward* payload = (vector_000001_e025b3ab_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000001_e025b3ab_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void vector_000001_e025b3ab_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000001_e025b3ab *_wp_args,
    wp_args_vector_000001_e025b3ab *_wp_adj_args)
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
        vector_000001_e025b3ab_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000001_e025b3ab_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

