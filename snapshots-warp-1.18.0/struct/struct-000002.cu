// Generated for case struct-000002 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

// Map wp.breakpoint() to a device brkpt at the call site so cuda-gdb attributes the stop to the generated .cu line
#if defined(__CUDACC__) && !defined(_MSC_VER)
#define __debugbreak() __brkpt()
#endif

#define builtin_tid1d() wp::tid(_idx, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, _idx, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, _idx, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, _idx, dim)

#define builtin_block_dim() wp::block_dim()

// CUDA Thread Block Cluster shape declaration. Expands to __cluster_dims__
// only on devices that support clusters (compute capability 9.0+); otherwise
// expands to nothing so the same source compiles cleanly for any target arch.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900)
#define WP_CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#else
#define WP_CLUSTER_DIMS(x, y, z)
#endif

// Maximum registers per thread. __maxnreg__ was added in CUDA Toolkit 12.4;
// older toolkits ignore the opt-in so the same source remains compilable.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 4))
#define WP_MAXNREG(n) __maxnreg__(n)
#else
#define WP_MAXNREG(n)
#endif

// Allow PTXAS to spill registers into shared memory. CUDA Toolkit 13.0
// introduced the pragma, which is unavailable in device-debug compilation.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ >= 13) && !defined(_DEBUG)
#define WP_ENABLE_SMEM_SPILLING() asm volatile(".pragma \"enable_smem_spilling\";");
#else
#define WP_ENABLE_SMEM_SPILLING()
#endif


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


struct S0_fbadbf98
{
    wp::mat_t<2, 2, wp::float32> b0;
    wp::quat_t<wp::float32> w1;
    wp::quat_t<wp::float32> b2;


    S0_fbadbf98() = default;
    CUDA_CALLABLE S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const& b0,
    wp::quat_t<wp::float32> const& w1 = {},
    wp::quat_t<wp::float32> const& b2 = {})
        : b0{b0}
        , w1{w1}
        , b2{b2}

    {
    }

    CUDA_CALLABLE S0_fbadbf98& operator += (const S0_fbadbf98& rhs)
    {    b0 += rhs.b0;
    w1 += rhs.w1;
    b2 += rhs.b2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::mat_t<2, 2, wp::float32> & adj_b0,
    wp::quat_t<wp::float32> & adj_w1,
    wp::quat_t<wp::float32> & adj_b2,
    S0_fbadbf98 & adj_ret)
{
    adj_b0 += adj_ret.b0;
    adj_w1 += adj_ret.w1;
    adj_b2 += adj_ret.b2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_fbadbf98 add(const S0_fbadbf98& a, const S0_fbadbf98& b)
{
    return S0_fbadbf98();
}

CUDA_CALLABLE void adj_atomic_add(S0_fbadbf98* p, S0_fbadbf98 t)
{
    wp::adj_atomic_add(&p->b0, t.b0);
    wp::adj_atomic_add(&p->w1, t.w1);
    wp::adj_atomic_add(&p->b2, t.b2);
}




// struct-000002.py:13
static CUDA_CALLABLE wp::vec_t<3, wp::float32> struct_000002_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.73;
    const wp::float32 var_9 = -0.86;
    const wp::float32 var_10 = -0.62;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = -1.11;
    wp::quat_t<wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    const wp::float32 var_17 = 0.0;
    const wp::float32 var_18 = 2.5;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::quat_t<wp::float32> var_22;
    S0_fbadbf98 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::mat_t<2, 2, wp::float32>* var_26;
    const wp::int32 var_27 = 1;
    const wp::int32 var_28 = 0;
    wp::float32* var_29;
    const wp::float32 var_30 = 1.3;
    bool var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_39;
    wp::float32 var_40;
    wp::mat_t<2, 2, wp::float32>* var_41;
    const wp::float32 var_42 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_43;
    wp::float32 var_44;
    wp::mat_t<2, 2, wp::float32> var_45;
    wp::float32 var_46;
    wp::quat_t<wp::float32>* var_47;
    const wp::int32 var_48 = 0;
    wp::float32 var_49;
    wp::quat_t<wp::float32> var_50;
    wp::float32 var_51;
    wp::quat_t<wp::float32>* var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::quat_t<wp::float32> var_55;
    wp::float32 var_56;
    wp::quat_t<wp::float32>* var_57;
    const wp::int32 var_58 = 2;
    wp::float32 var_59;
    wp::quat_t<wp::float32> var_60;
    wp::float32 var_61;
    wp::quat_t<wp::float32>* var_62;
    const wp::int32 var_63 = 3;
    wp::float32 var_64;
    wp::quat_t<wp::float32> var_65;
    wp::float32 var_66;
    wp::quat_t<wp::float32>* var_67;
    const wp::int32 var_68 = 0;
    wp::float32 var_69;
    wp::quat_t<wp::float32> var_70;
    wp::float32 var_71;
    wp::quat_t<wp::float32>* var_72;
    const wp::int32 var_73 = 1;
    wp::float32 var_74;
    wp::quat_t<wp::float32> var_75;
    wp::float32 var_76;
    wp::quat_t<wp::float32>* var_77;
    const wp::int32 var_78 = 2;
    wp::float32 var_79;
    wp::quat_t<wp::float32> var_80;
    wp::float32 var_81;
    wp::quat_t<wp::float32>* var_82;
    const wp::int32 var_83 = 3;
    wp::float32 var_84;
    wp::quat_t<wp::float32> var_85;
    wp::float32 var_86;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    //---------
    // forward
    // def struct_000002_f0(p0: wp.mat22, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:       <L 14>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 15>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s1 = S0(p0, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.73, -0.86, -0.62)), -1.11), wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), v0))       <L 16>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_14 = wp::quat_from_axis_angle(var_12, var_13);
    var_15 = wp::vec_t<3, wp::float32>(var_6, var_6, var_6);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::add(var_15, var_19);
    var_21 = wp::normalize(var_20);
    var_22 = wp::quat_from_axis_angle(var_21, var_6);
    var_23 = S0_fbadbf98(var_p0, var_14, var_22);
    // v2 = (v0 * p1)                                                                         <L 17>
    var_24 = wp::mul(var_6, var_p1);
    // s1.b0[1, 0] = wp.sin(v0)                                                               <L 18>
    var_25 = wp::sin(var_6);
    var_26 = &((var_23).b0);
    var_29 = wp::indexref(var_26, var_27, var_28);
    wp::store(var_29, var_25);
    // if v0 < 1.3:                                                                           <L 19>
    var_31 = (var_6 < var_30);
    if (var_31) {
        // return wp.normalize(v2)                                                            <L 20>
        var_32 = wp::normalize(var_24);
        return var_32;
    }
    // return ((v2 / (wp.abs(v0) + 1.0)) - p1) + wp.vec3(wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(s1.b0, wp.mat22(1.0)) + s1.w1[0] + s1.w1[1] + s1.w1[2] + s1.w1[3] + s1.b2[0] + s1.b2[1] + s1.b2[2] + s1.b2[3])       <L 21>
    var_33 = wp::abs(var_6);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_24, var_35);
    var_37 = wp::sub(var_36, var_p1);
    var_39 = wp::mat_t<2, 2, wp::float32>(var_38);
    var_40 = wp::ddot(var_p0, var_39);
    var_41 = &((var_23).b0);
    var_43 = wp::mat_t<2, 2, wp::float32>(var_42);
    var_45 = wp::load(var_41);
    var_44 = wp::ddot(var_45, var_43);
    var_46 = wp::add(var_40, var_44);
    var_47 = &((var_23).w1);
    var_50 = wp::load(var_47);
    var_49 = wp::extract(var_50, var_48);
    var_51 = wp::add(var_46, var_49);
    var_52 = &((var_23).w1);
    var_55 = wp::load(var_52);
    var_54 = wp::extract(var_55, var_53);
    var_56 = wp::add(var_51, var_54);
    var_57 = &((var_23).w1);
    var_60 = wp::load(var_57);
    var_59 = wp::extract(var_60, var_58);
    var_61 = wp::add(var_56, var_59);
    var_62 = &((var_23).w1);
    var_65 = wp::load(var_62);
    var_64 = wp::extract(var_65, var_63);
    var_66 = wp::add(var_61, var_64);
    var_67 = &((var_23).b2);
    var_70 = wp::load(var_67);
    var_69 = wp::extract(var_70, var_68);
    var_71 = wp::add(var_66, var_69);
    var_72 = &((var_23).b2);
    var_75 = wp::load(var_72);
    var_74 = wp::extract(var_75, var_73);
    var_76 = wp::add(var_71, var_74);
    var_77 = &((var_23).b2);
    var_80 = wp::load(var_77);
    var_79 = wp::extract(var_80, var_78);
    var_81 = wp::add(var_76, var_79);
    var_82 = &((var_23).b2);
    var_85 = wp::load(var_82);
    var_84 = wp::extract(var_85, var_83);
    var_86 = wp::add(var_81, var_84);
    var_87 = wp::vec_t<3, wp::float32>(var_86);
    var_88 = wp::add(var_37, var_87);
    return var_88;
}


// struct-000002.py:13
static CUDA_CALLABLE void adj_struct_000002_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::mat_t<2, 2, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.73;
    const wp::float32 var_9 = -0.86;
    const wp::float32 var_10 = -0.62;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    const wp::float32 var_13 = -1.11;
    wp::quat_t<wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    const wp::float32 var_17 = 0.0;
    const wp::float32 var_18 = 2.5;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::quat_t<wp::float32> var_22;
    S0_fbadbf98 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::mat_t<2, 2, wp::float32>* var_26;
    const wp::int32 var_27 = 1;
    const wp::int32 var_28 = 0;
    wp::float32* var_29;
    const wp::float32 var_30 = 1.3;
    bool var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_39;
    wp::float32 var_40;
    wp::mat_t<2, 2, wp::float32>* var_41;
    const wp::float32 var_42 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_43;
    wp::float32 var_44;
    wp::mat_t<2, 2, wp::float32> var_45;
    wp::float32 var_46;
    wp::quat_t<wp::float32>* var_47;
    const wp::int32 var_48 = 0;
    wp::float32 var_49;
    wp::quat_t<wp::float32> var_50;
    wp::float32 var_51;
    wp::quat_t<wp::float32>* var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::quat_t<wp::float32> var_55;
    wp::float32 var_56;
    wp::quat_t<wp::float32>* var_57;
    const wp::int32 var_58 = 2;
    wp::float32 var_59;
    wp::quat_t<wp::float32> var_60;
    wp::float32 var_61;
    wp::quat_t<wp::float32>* var_62;
    const wp::int32 var_63 = 3;
    wp::float32 var_64;
    wp::quat_t<wp::float32> var_65;
    wp::float32 var_66;
    wp::quat_t<wp::float32>* var_67;
    const wp::int32 var_68 = 0;
    wp::float32 var_69;
    wp::quat_t<wp::float32> var_70;
    wp::float32 var_71;
    wp::quat_t<wp::float32>* var_72;
    const wp::int32 var_73 = 1;
    wp::float32 var_74;
    wp::quat_t<wp::float32> var_75;
    wp::float32 var_76;
    wp::quat_t<wp::float32>* var_77;
    const wp::int32 var_78 = 2;
    wp::float32 var_79;
    wp::quat_t<wp::float32> var_80;
    wp::float32 var_81;
    wp::quat_t<wp::float32>* var_82;
    const wp::int32 var_83 = 3;
    wp::float32 var_84;
    wp::quat_t<wp::float32> var_85;
    wp::float32 var_86;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    //---------
    // dual vars
    wp::shape_t adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::shape_t adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::quat_t<wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::quat_t<wp::float32> adj_22 = {};
    S0_fbadbf98 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::mat_t<2, 2, wp::float32> adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    bool adj_31 = {};
    wp::vec_t<3, wp::float32> adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::mat_t<2, 2, wp::float32> adj_39 = {};
    wp::float32 adj_40 = {};
    wp::mat_t<2, 2, wp::float32> adj_41 = {};
    wp::float32 adj_42 = {};
    wp::mat_t<2, 2, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::mat_t<2, 2, wp::float32> adj_45 = {};
    wp::float32 adj_46 = {};
    wp::quat_t<wp::float32> adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::quat_t<wp::float32> adj_50 = {};
    wp::float32 adj_51 = {};
    wp::quat_t<wp::float32> adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::quat_t<wp::float32> adj_55 = {};
    wp::float32 adj_56 = {};
    wp::quat_t<wp::float32> adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::quat_t<wp::float32> adj_60 = {};
    wp::float32 adj_61 = {};
    wp::quat_t<wp::float32> adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::quat_t<wp::float32> adj_65 = {};
    wp::float32 adj_66 = {};
    wp::quat_t<wp::float32> adj_67 = {};
    wp::int32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::quat_t<wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::quat_t<wp::float32> adj_72 = {};
    wp::int32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::quat_t<wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::quat_t<wp::float32> adj_77 = {};
    wp::int32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::quat_t<wp::float32> adj_80 = {};
    wp::float32 adj_81 = {};
    wp::quat_t<wp::float32> adj_82 = {};
    wp::int32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::quat_t<wp::float32> adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
    //---------
    // forward
    // def struct_000002_f0(p0: wp.mat22, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:       <L 14>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 15>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s1 = S0(p0, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.73, -0.86, -0.62)), -1.11), wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), v0))       <L 16>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::normalize(var_11);
    var_14 = wp::quat_from_axis_angle(var_12, var_13);
    var_15 = wp::vec_t<3, wp::float32>(var_6, var_6, var_6);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::add(var_15, var_19);
    var_21 = wp::normalize(var_20);
    var_22 = wp::quat_from_axis_angle(var_21, var_6);
    var_23 = S0_fbadbf98(var_p0, var_14, var_22);
    // v2 = (v0 * p1)                                                                         <L 17>
    var_24 = wp::mul(var_6, var_p1);
    // s1.b0[1, 0] = wp.sin(v0)                                                               <L 18>
    var_25 = wp::sin(var_6);
    var_26 = &((var_23).b0);
    // var_29 = wp::indexref(var_26, var_27, var_28);
    // wp::store(var_29, var_25);
    // if v0 < 1.3:                                                                           <L 19>
    var_31 = (var_6 < var_30);
    if (var_31) {
        // return wp.normalize(v2)                                                            <L 20>
        var_32 = wp::normalize(var_24);
        goto label0;
    }
    // return ((v2 / (wp.abs(v0) + 1.0)) - p1) + wp.vec3(wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(s1.b0, wp.mat22(1.0)) + s1.w1[0] + s1.w1[1] + s1.w1[2] + s1.w1[3] + s1.b2[0] + s1.b2[1] + s1.b2[2] + s1.b2[3])       <L 21>
    var_33 = wp::abs(var_6);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_24, var_35);
    var_37 = wp::sub(var_36, var_p1);
    var_39 = wp::mat_t<2, 2, wp::float32>(var_38);
    var_40 = wp::ddot(var_p0, var_39);
    var_41 = &((var_23).b0);
    var_43 = wp::mat_t<2, 2, wp::float32>(var_42);
    var_45 = wp::load(var_41);
    var_44 = wp::ddot(var_45, var_43);
    var_46 = wp::add(var_40, var_44);
    var_47 = &((var_23).w1);
    var_50 = wp::load(var_47);
    var_49 = wp::extract(var_50, var_48);
    var_51 = wp::add(var_46, var_49);
    var_52 = &((var_23).w1);
    var_55 = wp::load(var_52);
    var_54 = wp::extract(var_55, var_53);
    var_56 = wp::add(var_51, var_54);
    var_57 = &((var_23).w1);
    var_60 = wp::load(var_57);
    var_59 = wp::extract(var_60, var_58);
    var_61 = wp::add(var_56, var_59);
    var_62 = &((var_23).w1);
    var_65 = wp::load(var_62);
    var_64 = wp::extract(var_65, var_63);
    var_66 = wp::add(var_61, var_64);
    var_67 = &((var_23).b2);
    var_70 = wp::load(var_67);
    var_69 = wp::extract(var_70, var_68);
    var_71 = wp::add(var_66, var_69);
    var_72 = &((var_23).b2);
    var_75 = wp::load(var_72);
    var_74 = wp::extract(var_75, var_73);
    var_76 = wp::add(var_71, var_74);
    var_77 = &((var_23).b2);
    var_80 = wp::load(var_77);
    var_79 = wp::extract(var_80, var_78);
    var_81 = wp::add(var_76, var_79);
    var_82 = &((var_23).b2);
    var_85 = wp::load(var_82);
    var_84 = wp::extract(var_85, var_83);
    var_86 = wp::add(var_81, var_84);
    var_87 = wp::vec_t<3, wp::float32>(var_86);
    var_88 = wp::add(var_37, var_87);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_88 += adj_ret;
    wp::adj_add(var_37, var_87, adj_37, adj_87, adj_88);
    wp::adj_vec_t(var_86, adj_86, adj_87);
    wp::adj_add(var_81, var_84, adj_81, adj_84, adj_86);
    wp::adj_extract(var_85, var_83, adj_82, adj_83, adj_84);
    adj_23.b2 += adj_82;
    wp::adj_add(var_76, var_79, adj_76, adj_79, adj_81);
    wp::adj_extract(var_80, var_78, adj_77, adj_78, adj_79);
    adj_23.b2 += adj_77;
    wp::adj_add(var_71, var_74, adj_71, adj_74, adj_76);
    wp::adj_extract(var_75, var_73, adj_72, adj_73, adj_74);
    adj_23.b2 += adj_72;
    wp::adj_add(var_66, var_69, adj_66, adj_69, adj_71);
    wp::adj_extract(var_70, var_68, adj_67, adj_68, adj_69);
    adj_23.b2 += adj_67;
    wp::adj_add(var_61, var_64, adj_61, adj_64, adj_66);
    wp::adj_extract(var_65, var_63, adj_62, adj_63, adj_64);
    adj_23.w1 += adj_62;
    wp::adj_add(var_56, var_59, adj_56, adj_59, adj_61);
    wp::adj_extract(var_60, var_58, adj_57, adj_58, adj_59);
    adj_23.w1 += adj_57;
    wp::adj_add(var_51, var_54, adj_51, adj_54, adj_56);
    wp::adj_extract(var_55, var_53, adj_52, adj_53, adj_54);
    adj_23.w1 += adj_52;
    wp::adj_add(var_46, var_49, adj_46, adj_49, adj_51);
    wp::adj_extract(var_50, var_48, adj_47, adj_48, adj_49);
    adj_23.w1 += adj_47;
    wp::adj_add(var_40, var_44, adj_40, adj_44, adj_46);
    wp::adj_ddot(var_45, var_43, adj_41, adj_43, adj_44);
    wp::adj_mat_t(var_42, adj_42, adj_43);
    adj_23.b0 += adj_41;
    wp::adj_ddot(var_p0, var_39, adj_p0, adj_39, adj_40);
    wp::adj_mat_t(var_38, adj_38, adj_39);
    wp::adj_sub(var_36, var_p1, adj_36, adj_p1, adj_37);
    wp::adj_div(var_24, var_35, adj_24, adj_35, adj_36);
    wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_abs(var_6, adj_6, adj_33);
    // adj: return ((v2 / (wp.abs(v0) + 1.0)) - p1) + wp.vec3(wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(s1.b0, wp.mat22(1.0)) + s1.w1[0] + s1.w1[1] + s1.w1[2] + s1.w1[3] + s1.b2[0] + s1.b2[1] + s1.b2[2] + s1.b2[3])  <L 21>
    if (var_31) {
        label0:;
        adj_32 += adj_ret;
        wp::adj_normalize(var_24, var_32, adj_24, adj_32);
        // adj: return wp.normalize(v2)                                                       <L 20>
    }
    // adj: if v0 < 1.3:                                                                      <L 19>
    adj_23.b0 += adj_26;
    wp::adj_sin(var_6, adj_6, adj_25);
    // adj: s1.b0[1, 0] = wp.sin(v0)                                                          <L 18>
    wp::adj_mul(var_6, var_p1, adj_6, adj_p1, adj_24);
    // adj: v2 = (v0 * p1)                                                                    <L 17>
    adj_S0_fbadbf98(var_p0, var_14, var_22, adj_p0, adj_14, adj_22, adj_23);
    wp::adj_quat_from_axis_angle(var_21, var_6, adj_21, adj_6, adj_22);
    wp::adj_normalize(var_20, var_21, adj_20, adj_21);
    wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
    wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
    wp::adj_vec_t(var_6, var_6, var_6, adj_6, adj_6, adj_6, adj_15);
    wp::adj_quat_from_axis_angle(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_normalize(var_11, var_12, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    // adj: s1 = S0(p0, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.73, -0.86, -0.62)), -1.11), wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), v0))  <L 16>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 15>
    // adj: def struct_000002_f0(p0: wp.mat22, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:  <L 14>
    return;
}



extern "C" __global__ void struct_000002_t_2466fca5_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_joint_phases,
    S0_fbadbf98 var_config,
    wp::array_t<wp::vec_t<3, wp::float32>> var_total_counts,
    wp::array_t<wp::float32> var_joint_energies,
    wp::int32 var_num_joints)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        bool var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::int32 var_5 = 0;
        wp::mat_t<2, 2, wp::float32>* var_6;
        wp::mat_t<2, 2, wp::float32>* var_7;
        const wp::float32 var_8 = -1.7;
        const wp::float32 var_9 = 1.412;
        const wp::float32 var_10 = 0.264;
        wp::vec_t<3, wp::float32> var_11;
        wp::int32 var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::mat_t<2, 2, wp::float32> var_14;
        const wp::float32 var_15 = -100.0;
        const wp::float32 var_16 = 100.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::int32 var_19;
        wp::int32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::mat_t<2, 2, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::int32 var_24;
        S0_fbadbf98 var_25;
        const wp::float32 var_26 = -1.017;
        const wp::float32 var_27 = 1.8;
        wp::vec_t<2, wp::float32> var_28;
        wp::mat_t<2, 2, wp::float32> var_29;
        wp::quat_t<wp::float32>* var_30;
        const wp::float32 var_31 = -0.256;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::quat_t<wp::float32> var_34;
        const wp::float32 var_35 = 0.0;
        const wp::float32 var_36 = 0.0;
        const wp::float32 var_37 = 2.5;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        const wp::float32 var_41 = -0.854;
        bool var_42;
        const wp::float32 var_43 = -0.7;
        wp::float32 var_44;
        wp::quat_t<wp::float32> var_45;
        const wp::float32 var_46 = 1.3;
        const wp::float32 var_47 = 1.492;
        const wp::float32 var_48 = 0.78;
        wp::vec_t<3, wp::float32> var_49;
        const wp::float32 var_50 = 0.0;
        const wp::float32 var_51 = 0.0;
        const wp::float32 var_52 = 2.5;
        wp::vec_t<3, wp::float32> var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::vec_t<3, wp::float32> var_55;
        const wp::float32 var_56 = -1.8;
        wp::float32 var_57;
        wp::quat_t<wp::float32> var_58;
        S0_fbadbf98 var_59;
        wp::mat_t<2, 2, wp::float32>* var_60;
        wp::mat_t<2, 2, wp::float32> var_61;
        wp::mat_t<2, 2, wp::float32> var_62;
        wp::quat_t<wp::float32>* var_63;
        wp::quat_t<wp::float32> var_64;
        wp::quat_t<wp::float32> var_65;
        const wp::float32 var_66 = 1.37;
        const wp::float32 var_67 = -1.63;
        const wp::float32 var_68 = -0.4;
        wp::vec_t<3, wp::float32> var_69;
        const wp::float32 var_70 = 0.0;
        const wp::float32 var_71 = 0.0;
        const wp::float32 var_72 = 2.5;
        wp::vec_t<3, wp::float32> var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::float32 var_76;
        wp::quat_t<wp::float32> var_77;
        const wp::float32 var_78 = 1.22;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::mat_t<2, 2, wp::float32>* var_83;
        const wp::float32 var_84 = 1.0;
        wp::mat_t<2, 2, wp::float32> var_85;
        wp::float32 var_86;
        wp::mat_t<2, 2, wp::float32> var_87;
        wp::float32 var_88;
        wp::quat_t<wp::float32>* var_89;
        const wp::int32 var_90 = 0;
        wp::float32 var_91;
        wp::quat_t<wp::float32> var_92;
        wp::float32 var_93;
        wp::quat_t<wp::float32>* var_94;
        const wp::int32 var_95 = 1;
        wp::float32 var_96;
        wp::quat_t<wp::float32> var_97;
        wp::float32 var_98;
        wp::quat_t<wp::float32>* var_99;
        const wp::int32 var_100 = 2;
        wp::float32 var_101;
        wp::quat_t<wp::float32> var_102;
        wp::float32 var_103;
        wp::quat_t<wp::float32>* var_104;
        const wp::int32 var_105 = 3;
        wp::float32 var_106;
        wp::quat_t<wp::float32> var_107;
        wp::float32 var_108;
        wp::quat_t<wp::float32>* var_109;
        const wp::int32 var_110 = 0;
        wp::float32 var_111;
        wp::quat_t<wp::float32> var_112;
        wp::float32 var_113;
        wp::quat_t<wp::float32>* var_114;
        const wp::int32 var_115 = 1;
        wp::float32 var_116;
        wp::quat_t<wp::float32> var_117;
        wp::float32 var_118;
        wp::quat_t<wp::float32>* var_119;
        const wp::int32 var_120 = 2;
        wp::float32 var_121;
        wp::quat_t<wp::float32> var_122;
        wp::float32 var_123;
        wp::quat_t<wp::float32>* var_124;
        const wp::int32 var_125 = 3;
        wp::float32 var_126;
        wp::quat_t<wp::float32> var_127;
        wp::float32 var_128;
        wp::mat_t<2, 2, wp::float32>* var_129;
        const wp::float32 var_130 = 1.0;
        wp::mat_t<2, 2, wp::float32> var_131;
        wp::float32 var_132;
        wp::mat_t<2, 2, wp::float32> var_133;
        wp::float32 var_134;
        wp::quat_t<wp::float32>* var_135;
        const wp::int32 var_136 = 0;
        wp::float32 var_137;
        wp::quat_t<wp::float32> var_138;
        wp::float32 var_139;
        wp::quat_t<wp::float32>* var_140;
        const wp::int32 var_141 = 1;
        wp::float32 var_142;
        wp::quat_t<wp::float32> var_143;
        wp::float32 var_144;
        wp::quat_t<wp::float32>* var_145;
        const wp::int32 var_146 = 2;
        wp::float32 var_147;
        wp::quat_t<wp::float32> var_148;
        wp::float32 var_149;
        wp::quat_t<wp::float32>* var_150;
        const wp::int32 var_151 = 3;
        wp::float32 var_152;
        wp::quat_t<wp::float32> var_153;
        wp::float32 var_154;
        wp::quat_t<wp::float32>* var_155;
        const wp::int32 var_156 = 0;
        wp::float32 var_157;
        wp::quat_t<wp::float32> var_158;
        wp::float32 var_159;
        wp::quat_t<wp::float32>* var_160;
        const wp::int32 var_161 = 1;
        wp::float32 var_162;
        wp::quat_t<wp::float32> var_163;
        wp::float32 var_164;
        wp::quat_t<wp::float32>* var_165;
        const wp::int32 var_166 = 2;
        wp::float32 var_167;
        wp::quat_t<wp::float32> var_168;
        wp::float32 var_169;
        wp::quat_t<wp::float32>* var_170;
        const wp::int32 var_171 = 3;
        wp::float32 var_172;
        wp::quat_t<wp::float32> var_173;
        wp::float32 var_174;
        //---------
        // forward
        // def struct_000002_t(joint_phases: wp.array(dtype=Any), config: S0, total_counts: wp.array(dtype=Any), joint_energies: wp.array(dtype=Any), num_joints: int):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 2>
        var_0 = builtin_tid1d();
        // if tid >= num_joints:                                                                  <L 3>
        var_1 = (var_0 >= var_num_joints);
        if (var_1) {
            // return  # past the end of the arrays                                               <L 4>
            continue;
        }
        // v3 = joint_phases[tid]                                                                 <L 5>
        var_2 = wp::address(var_joint_phases, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, struct_000002_f0(config.b0, wp.vec3(-1.7, 1.412, 0.264), joint_phases, wp.abs(tid)), joint_phases, wp.abs(int(wp.floor(wp.clamp(v3, -100.0, 100.0))))))       <L 6>
        var_6 = &((var_config).b0);
        var_7 = &((var_config).b0);
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::abs(var_0);
        var_14 = wp::load(var_7);
        var_13 = struct_000002_f0_0(var_14, var_11, var_joint_phases, var_12);
        var_17 = wp::clamp(var_3, var_15, var_16);
        var_18 = wp::floor(var_17);
        var_19 = wp::int(var_18);
        var_20 = wp::abs(var_19);
        var_22 = wp::load(var_6);
        var_21 = struct_000002_f0_0(var_22, var_13, var_joint_phases, var_20);
        var_23 = wp::atomic_min(var_total_counts, var_5, var_21);
        // v5 = tid                                                                               <L 7>
        var_24 = wp::copy(var_0);
        // s6 = S0()                                                                              <L 8>
        var_25 = S0_fbadbf98();
        // s6.b0 = wp.diag(wp.vec2(-1.017, 1.8))                                                  <L 9>
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_29 = wp::diag(var_28);
        var_25.b0 = var_29;
        // s6.w1 = wp.quat_from_axis_angle(wp.normalize(wp.quat_rotate(config.b2, wp.vec3(-0.256)) + wp.vec3(0.0, 0.0, 2.5)), (-0.7 if v3 > -0.854 else v3))       <L 10>
        var_30 = &((var_config).b2);
        var_32 = wp::vec_t<3, wp::float32>(var_31);
        var_34 = wp::load(var_30);
        var_33 = wp::quat_rotate(var_34, var_32);
        var_38 = wp::vec_t<3, wp::float32>(var_35, var_36, var_37);
        var_39 = wp::add(var_33, var_38);
        var_40 = wp::normalize(var_39);
        var_42 = (var_3 > var_41);
        if (var_42) {
        }
        if (!var_42) {
        }
        var_44 = wp::where(var_42, var_43, var_3);
        var_45 = wp::quat_from_axis_angle(var_40, var_44);
        var_25.w1 = var_45;
        // s6.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.3, 1.492, 0.78) + wp.vec3(0.0, 0.0, 2.5)), (v3 - -1.8))       <L 11>
        var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
        var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
        var_54 = wp::add(var_49, var_53);
        var_55 = wp::normalize(var_54);
        var_57 = wp::sub(var_3, var_56);
        var_58 = wp::quat_from_axis_angle(var_55, var_57);
        var_25.b2 = var_58;
        // s7 = S0()                                                                              <L 12>
        var_59 = S0_fbadbf98();
        // s7.b0 = s6.b0                                                                          <L 13>
        var_60 = &((var_25).b0);
        var_62 = wp::load(var_60);
        var_61 = wp::copy(var_62);
        var_59.b0 = var_61;
        // s7.w1 = config.w1                                                                      <L 14>
        var_63 = &((var_config).w1);
        var_65 = wp::load(var_63);
        var_64 = wp::copy(var_65);
        var_59.w1 = var_64;
        // s7.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, -1.63, -0.4) + wp.vec3(0.0, 0.0, 2.5)), wp.cbrt(v3))       <L 15>
        var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
        var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
        var_74 = wp::add(var_69, var_73);
        var_75 = wp::normalize(var_74);
        var_76 = wp::cbrt(var_3);
        var_77 = wp::quat_from_axis_angle(var_75, var_76);
        var_59.b2 = var_77;
        // joint_energies[tid] = v3 + v3 * 1.22 + float(v5) + wp.ddot(s6.b0, wp.mat22(1.0)) + s6.w1[0] + s6.w1[1] + s6.w1[2] + s6.w1[3] + s6.b2[0] + s6.b2[1] + s6.b2[2] + s6.b2[3] + wp.ddot(s7.b0, wp.mat22(1.0)) + s7.w1[0] + s7.w1[1] + s7.w1[2] + s7.w1[3] + s7.b2[0] + s7.b2[1] + s7.b2[2] + s7.b2[3]       <L 17>
        var_79 = wp::mul(var_3, var_78);
        var_80 = wp::add(var_3, var_79);
        var_81 = wp::float(var_24);
        var_82 = wp::add(var_80, var_81);
        var_83 = &((var_25).b0);
        var_85 = wp::mat_t<2, 2, wp::float32>(var_84);
        var_87 = wp::load(var_83);
        var_86 = wp::ddot(var_87, var_85);
        var_88 = wp::add(var_82, var_86);
        var_89 = &((var_25).w1);
        var_92 = wp::load(var_89);
        var_91 = wp::extract(var_92, var_90);
        var_93 = wp::add(var_88, var_91);
        var_94 = &((var_25).w1);
        var_97 = wp::load(var_94);
        var_96 = wp::extract(var_97, var_95);
        var_98 = wp::add(var_93, var_96);
        var_99 = &((var_25).w1);
        var_102 = wp::load(var_99);
        var_101 = wp::extract(var_102, var_100);
        var_103 = wp::add(var_98, var_101);
        var_104 = &((var_25).w1);
        var_107 = wp::load(var_104);
        var_106 = wp::extract(var_107, var_105);
        var_108 = wp::add(var_103, var_106);
        var_109 = &((var_25).b2);
        var_112 = wp::load(var_109);
        var_111 = wp::extract(var_112, var_110);
        var_113 = wp::add(var_108, var_111);
        var_114 = &((var_25).b2);
        var_117 = wp::load(var_114);
        var_116 = wp::extract(var_117, var_115);
        var_118 = wp::add(var_113, var_116);
        var_119 = &((var_25).b2);
        var_122 = wp::load(var_119);
        var_121 = wp::extract(var_122, var_120);
        var_123 = wp::add(var_118, var_121);
        var_124 = &((var_25).b2);
        var_127 = wp::load(var_124);
        var_126 = wp::extract(var_127, var_125);
        var_128 = wp::add(var_123, var_126);
        var_129 = &((var_59).b0);
        var_131 = wp::mat_t<2, 2, wp::float32>(var_130);
        var_133 = wp::load(var_129);
        var_132 = wp::ddot(var_133, var_131);
        var_134 = wp::add(var_128, var_132);
        var_135 = &((var_59).w1);
        var_138 = wp::load(var_135);
        var_137 = wp::extract(var_138, var_136);
        var_139 = wp::add(var_134, var_137);
        var_140 = &((var_59).w1);
        var_143 = wp::load(var_140);
        var_142 = wp::extract(var_143, var_141);
        var_144 = wp::add(var_139, var_142);
        var_145 = &((var_59).w1);
        var_148 = wp::load(var_145);
        var_147 = wp::extract(var_148, var_146);
        var_149 = wp::add(var_144, var_147);
        var_150 = &((var_59).w1);
        var_153 = wp::load(var_150);
        var_152 = wp::extract(var_153, var_151);
        var_154 = wp::add(var_149, var_152);
        var_155 = &((var_59).b2);
        var_158 = wp::load(var_155);
        var_157 = wp::extract(var_158, var_156);
        var_159 = wp::add(var_154, var_157);
        var_160 = &((var_59).b2);
        var_163 = wp::load(var_160);
        var_162 = wp::extract(var_163, var_161);
        var_164 = wp::add(var_159, var_162);
        var_165 = &((var_59).b2);
        var_168 = wp::load(var_165);
        var_167 = wp::extract(var_168, var_166);
        var_169 = wp::add(var_164, var_167);
        var_170 = &((var_59).b2);
        var_173 = wp::load(var_170);
        var_172 = wp::extract(var_173, var_171);
        var_174 = wp::add(var_169, var_172);
        wp::array_store(var_joint_energies, var_0, var_174);
    }
}



extern "C" __global__ void struct_000002_t_2466fca5_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_joint_phases,
    S0_fbadbf98 var_config,
    wp::array_t<wp::vec_t<3, wp::float32>> var_total_counts,
    wp::array_t<wp::float32> var_joint_energies,
    wp::int32 var_num_joints,
    wp::array_t<wp::float32> adj_joint_phases,
    S0_fbadbf98 adj_config,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_total_counts,
    wp::array_t<wp::float32> adj_joint_energies,
    wp::int32 adj_num_joints)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        bool var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::int32 var_5 = 0;
        wp::mat_t<2, 2, wp::float32>* var_6;
        wp::mat_t<2, 2, wp::float32>* var_7;
        const wp::float32 var_8 = -1.7;
        const wp::float32 var_9 = 1.412;
        const wp::float32 var_10 = 0.264;
        wp::vec_t<3, wp::float32> var_11;
        wp::int32 var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::mat_t<2, 2, wp::float32> var_14;
        const wp::float32 var_15 = -100.0;
        const wp::float32 var_16 = 100.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::int32 var_19;
        wp::int32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::mat_t<2, 2, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::int32 var_24;
        S0_fbadbf98 var_25;
        const wp::float32 var_26 = -1.017;
        const wp::float32 var_27 = 1.8;
        wp::vec_t<2, wp::float32> var_28;
        wp::mat_t<2, 2, wp::float32> var_29;
        wp::quat_t<wp::float32>* var_30;
        const wp::float32 var_31 = -0.256;
        wp::vec_t<3, wp::float32> var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::quat_t<wp::float32> var_34;
        const wp::float32 var_35 = 0.0;
        const wp::float32 var_36 = 0.0;
        const wp::float32 var_37 = 2.5;
        wp::vec_t<3, wp::float32> var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        const wp::float32 var_41 = -0.854;
        bool var_42;
        const wp::float32 var_43 = -0.7;
        wp::float32 var_44;
        wp::quat_t<wp::float32> var_45;
        const wp::float32 var_46 = 1.3;
        const wp::float32 var_47 = 1.492;
        const wp::float32 var_48 = 0.78;
        wp::vec_t<3, wp::float32> var_49;
        const wp::float32 var_50 = 0.0;
        const wp::float32 var_51 = 0.0;
        const wp::float32 var_52 = 2.5;
        wp::vec_t<3, wp::float32> var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::vec_t<3, wp::float32> var_55;
        const wp::float32 var_56 = -1.8;
        wp::float32 var_57;
        wp::quat_t<wp::float32> var_58;
        S0_fbadbf98 var_59;
        wp::mat_t<2, 2, wp::float32>* var_60;
        wp::mat_t<2, 2, wp::float32> var_61;
        wp::mat_t<2, 2, wp::float32> var_62;
        wp::quat_t<wp::float32>* var_63;
        wp::quat_t<wp::float32> var_64;
        wp::quat_t<wp::float32> var_65;
        const wp::float32 var_66 = 1.37;
        const wp::float32 var_67 = -1.63;
        const wp::float32 var_68 = -0.4;
        wp::vec_t<3, wp::float32> var_69;
        const wp::float32 var_70 = 0.0;
        const wp::float32 var_71 = 0.0;
        const wp::float32 var_72 = 2.5;
        wp::vec_t<3, wp::float32> var_73;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::float32 var_76;
        wp::quat_t<wp::float32> var_77;
        const wp::float32 var_78 = 1.22;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::mat_t<2, 2, wp::float32>* var_83;
        const wp::float32 var_84 = 1.0;
        wp::mat_t<2, 2, wp::float32> var_85;
        wp::float32 var_86;
        wp::mat_t<2, 2, wp::float32> var_87;
        wp::float32 var_88;
        wp::quat_t<wp::float32>* var_89;
        const wp::int32 var_90 = 0;
        wp::float32 var_91;
        wp::quat_t<wp::float32> var_92;
        wp::float32 var_93;
        wp::quat_t<wp::float32>* var_94;
        const wp::int32 var_95 = 1;
        wp::float32 var_96;
        wp::quat_t<wp::float32> var_97;
        wp::float32 var_98;
        wp::quat_t<wp::float32>* var_99;
        const wp::int32 var_100 = 2;
        wp::float32 var_101;
        wp::quat_t<wp::float32> var_102;
        wp::float32 var_103;
        wp::quat_t<wp::float32>* var_104;
        const wp::int32 var_105 = 3;
        wp::float32 var_106;
        wp::quat_t<wp::float32> var_107;
        wp::float32 var_108;
        wp::quat_t<wp::float32>* var_109;
        const wp::int32 var_110 = 0;
        wp::float32 var_111;
        wp::quat_t<wp::float32> var_112;
        wp::float32 var_113;
        wp::quat_t<wp::float32>* var_114;
        const wp::int32 var_115 = 1;
        wp::float32 var_116;
        wp::quat_t<wp::float32> var_117;
        wp::float32 var_118;
        wp::quat_t<wp::float32>* var_119;
        const wp::int32 var_120 = 2;
        wp::float32 var_121;
        wp::quat_t<wp::float32> var_122;
        wp::float32 var_123;
        wp::quat_t<wp::float32>* var_124;
        const wp::int32 var_125 = 3;
        wp::float32 var_126;
        wp::quat_t<wp::float32> var_127;
        wp::float32 var_128;
        wp::mat_t<2, 2, wp::float32>* var_129;
        const wp::float32 var_130 = 1.0;
        wp::mat_t<2, 2, wp::float32> var_131;
        wp::float32 var_132;
        wp::mat_t<2, 2, wp::float32> var_133;
        wp::float32 var_134;
        wp::quat_t<wp::float32>* var_135;
        const wp::int32 var_136 = 0;
        wp::float32 var_137;
        wp::quat_t<wp::float32> var_138;
        wp::float32 var_139;
        wp::quat_t<wp::float32>* var_140;
        const wp::int32 var_141 = 1;
        wp::float32 var_142;
        wp::quat_t<wp::float32> var_143;
        wp::float32 var_144;
        wp::quat_t<wp::float32>* var_145;
        const wp::int32 var_146 = 2;
        wp::float32 var_147;
        wp::quat_t<wp::float32> var_148;
        wp::float32 var_149;
        wp::quat_t<wp::float32>* var_150;
        const wp::int32 var_151 = 3;
        wp::float32 var_152;
        wp::quat_t<wp::float32> var_153;
        wp::float32 var_154;
        wp::quat_t<wp::float32>* var_155;
        const wp::int32 var_156 = 0;
        wp::float32 var_157;
        wp::quat_t<wp::float32> var_158;
        wp::float32 var_159;
        wp::quat_t<wp::float32>* var_160;
        const wp::int32 var_161 = 1;
        wp::float32 var_162;
        wp::quat_t<wp::float32> var_163;
        wp::float32 var_164;
        wp::quat_t<wp::float32>* var_165;
        const wp::int32 var_166 = 2;
        wp::float32 var_167;
        wp::quat_t<wp::float32> var_168;
        wp::float32 var_169;
        wp::quat_t<wp::float32>* var_170;
        const wp::int32 var_171 = 3;
        wp::float32 var_172;
        wp::quat_t<wp::float32> var_173;
        wp::float32 var_174;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        bool adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::int32 adj_5 = {};
        wp::mat_t<2, 2, wp::float32> adj_6 = {};
        wp::mat_t<2, 2, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::int32 adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::mat_t<2, 2, wp::float32> adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::mat_t<2, 2, wp::float32> adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::int32 adj_24 = {};
        S0_fbadbf98 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::mat_t<2, 2, wp::float32> adj_29 = {};
        wp::quat_t<wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::quat_t<wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::vec_t<3, wp::float32> adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::vec_t<3, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        bool adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::quat_t<wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::vec_t<3, wp::float32> adj_53 = {};
        wp::vec_t<3, wp::float32> adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::quat_t<wp::float32> adj_58 = {};
        S0_fbadbf98 adj_59 = {};
        wp::mat_t<2, 2, wp::float32> adj_60 = {};
        wp::mat_t<2, 2, wp::float32> adj_61 = {};
        wp::mat_t<2, 2, wp::float32> adj_62 = {};
        wp::quat_t<wp::float32> adj_63 = {};
        wp::quat_t<wp::float32> adj_64 = {};
        wp::quat_t<wp::float32> adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::vec_t<3, wp::float32> adj_73 = {};
        wp::vec_t<3, wp::float32> adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::float32 adj_76 = {};
        wp::quat_t<wp::float32> adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::mat_t<2, 2, wp::float32> adj_83 = {};
        wp::float32 adj_84 = {};
        wp::mat_t<2, 2, wp::float32> adj_85 = {};
        wp::float32 adj_86 = {};
        wp::mat_t<2, 2, wp::float32> adj_87 = {};
        wp::float32 adj_88 = {};
        wp::quat_t<wp::float32> adj_89 = {};
        wp::int32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::quat_t<wp::float32> adj_92 = {};
        wp::float32 adj_93 = {};
        wp::quat_t<wp::float32> adj_94 = {};
        wp::int32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::quat_t<wp::float32> adj_97 = {};
        wp::float32 adj_98 = {};
        wp::quat_t<wp::float32> adj_99 = {};
        wp::int32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::quat_t<wp::float32> adj_102 = {};
        wp::float32 adj_103 = {};
        wp::quat_t<wp::float32> adj_104 = {};
        wp::int32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::quat_t<wp::float32> adj_107 = {};
        wp::float32 adj_108 = {};
        wp::quat_t<wp::float32> adj_109 = {};
        wp::int32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::quat_t<wp::float32> adj_112 = {};
        wp::float32 adj_113 = {};
        wp::quat_t<wp::float32> adj_114 = {};
        wp::int32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::quat_t<wp::float32> adj_117 = {};
        wp::float32 adj_118 = {};
        wp::quat_t<wp::float32> adj_119 = {};
        wp::int32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::quat_t<wp::float32> adj_122 = {};
        wp::float32 adj_123 = {};
        wp::quat_t<wp::float32> adj_124 = {};
        wp::int32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::quat_t<wp::float32> adj_127 = {};
        wp::float32 adj_128 = {};
        wp::mat_t<2, 2, wp::float32> adj_129 = {};
        wp::float32 adj_130 = {};
        wp::mat_t<2, 2, wp::float32> adj_131 = {};
        wp::float32 adj_132 = {};
        wp::mat_t<2, 2, wp::float32> adj_133 = {};
        wp::float32 adj_134 = {};
        wp::quat_t<wp::float32> adj_135 = {};
        wp::int32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::quat_t<wp::float32> adj_138 = {};
        wp::float32 adj_139 = {};
        wp::quat_t<wp::float32> adj_140 = {};
        wp::int32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::quat_t<wp::float32> adj_143 = {};
        wp::float32 adj_144 = {};
        wp::quat_t<wp::float32> adj_145 = {};
        wp::int32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::quat_t<wp::float32> adj_148 = {};
        wp::float32 adj_149 = {};
        wp::quat_t<wp::float32> adj_150 = {};
        wp::int32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::quat_t<wp::float32> adj_153 = {};
        wp::float32 adj_154 = {};
        wp::quat_t<wp::float32> adj_155 = {};
        wp::int32 adj_156 = {};
        wp::float32 adj_157 = {};
        wp::quat_t<wp::float32> adj_158 = {};
        wp::float32 adj_159 = {};
        wp::quat_t<wp::float32> adj_160 = {};
        wp::int32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::quat_t<wp::float32> adj_163 = {};
        wp::float32 adj_164 = {};
        wp::quat_t<wp::float32> adj_165 = {};
        wp::int32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::quat_t<wp::float32> adj_168 = {};
        wp::float32 adj_169 = {};
        wp::quat_t<wp::float32> adj_170 = {};
        wp::int32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::quat_t<wp::float32> adj_173 = {};
        wp::float32 adj_174 = {};
        //---------
        // forward
        // def struct_000002_t(joint_phases: wp.array(dtype=Any), config: S0, total_counts: wp.array(dtype=Any), joint_energies: wp.array(dtype=Any), num_joints: int):       <L 1>
        // tid = wp.tid()  # thread index                                                         <L 2>
        var_0 = builtin_tid1d();
        // if tid >= num_joints:                                                                  <L 3>
        var_1 = (var_0 >= var_num_joints);
        if (var_1) {
            // return  # past the end of the arrays                                               <L 4>
            goto label0;
        }
        // v3 = joint_phases[tid]                                                                 <L 5>
        var_2 = wp::address(var_joint_phases, var_0);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, struct_000002_f0(config.b0, wp.vec3(-1.7, 1.412, 0.264), joint_phases, wp.abs(tid)), joint_phases, wp.abs(int(wp.floor(wp.clamp(v3, -100.0, 100.0))))))       <L 6>
        var_6 = &((var_config).b0);
        var_7 = &((var_config).b0);
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::abs(var_0);
        var_14 = wp::load(var_7);
        var_13 = struct_000002_f0_0(var_14, var_11, var_joint_phases, var_12);
        var_17 = wp::clamp(var_3, var_15, var_16);
        var_18 = wp::floor(var_17);
        var_19 = wp::int(var_18);
        var_20 = wp::abs(var_19);
        var_22 = wp::load(var_6);
        var_21 = struct_000002_f0_0(var_22, var_13, var_joint_phases, var_20);
        // var_23 = wp::atomic_min(var_total_counts, var_5, var_21);
        // v5 = tid                                                                               <L 7>
        var_24 = wp::copy(var_0);
        // s6 = S0()                                                                              <L 8>
        var_25 = S0_fbadbf98();
        // s6.b0 = wp.diag(wp.vec2(-1.017, 1.8))                                                  <L 9>
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_29 = wp::diag(var_28);
        var_25.b0 = var_29;
        // s6.w1 = wp.quat_from_axis_angle(wp.normalize(wp.quat_rotate(config.b2, wp.vec3(-0.256)) + wp.vec3(0.0, 0.0, 2.5)), (-0.7 if v3 > -0.854 else v3))       <L 10>
        var_30 = &((var_config).b2);
        var_32 = wp::vec_t<3, wp::float32>(var_31);
        var_34 = wp::load(var_30);
        var_33 = wp::quat_rotate(var_34, var_32);
        var_38 = wp::vec_t<3, wp::float32>(var_35, var_36, var_37);
        var_39 = wp::add(var_33, var_38);
        var_40 = wp::normalize(var_39);
        var_42 = (var_3 > var_41);
        if (var_42) {
        }
        if (!var_42) {
        }
        var_44 = wp::where(var_42, var_43, var_3);
        var_45 = wp::quat_from_axis_angle(var_40, var_44);
        var_25.w1 = var_45;
        // s6.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.3, 1.492, 0.78) + wp.vec3(0.0, 0.0, 2.5)), (v3 - -1.8))       <L 11>
        var_49 = wp::vec_t<3, wp::float32>(var_46, var_47, var_48);
        var_53 = wp::vec_t<3, wp::float32>(var_50, var_51, var_52);
        var_54 = wp::add(var_49, var_53);
        var_55 = wp::normalize(var_54);
        var_57 = wp::sub(var_3, var_56);
        var_58 = wp::quat_from_axis_angle(var_55, var_57);
        var_25.b2 = var_58;
        // s7 = S0()                                                                              <L 12>
        var_59 = S0_fbadbf98();
        // s7.b0 = s6.b0                                                                          <L 13>
        var_60 = &((var_25).b0);
        var_62 = wp::load(var_60);
        var_61 = wp::copy(var_62);
        var_59.b0 = var_61;
        // s7.w1 = config.w1                                                                      <L 14>
        var_63 = &((var_config).w1);
        var_65 = wp::load(var_63);
        var_64 = wp::copy(var_65);
        var_59.w1 = var_64;
        // s7.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, -1.63, -0.4) + wp.vec3(0.0, 0.0, 2.5)), wp.cbrt(v3))       <L 15>
        var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
        var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
        var_74 = wp::add(var_69, var_73);
        var_75 = wp::normalize(var_74);
        var_76 = wp::cbrt(var_3);
        var_77 = wp::quat_from_axis_angle(var_75, var_76);
        var_59.b2 = var_77;
        // joint_energies[tid] = v3 + v3 * 1.22 + float(v5) + wp.ddot(s6.b0, wp.mat22(1.0)) + s6.w1[0] + s6.w1[1] + s6.w1[2] + s6.w1[3] + s6.b2[0] + s6.b2[1] + s6.b2[2] + s6.b2[3] + wp.ddot(s7.b0, wp.mat22(1.0)) + s7.w1[0] + s7.w1[1] + s7.w1[2] + s7.w1[3] + s7.b2[0] + s7.b2[1] + s7.b2[2] + s7.b2[3]       <L 17>
        var_79 = wp::mul(var_3, var_78);
        var_80 = wp::add(var_3, var_79);
        var_81 = wp::float(var_24);
        var_82 = wp::add(var_80, var_81);
        var_83 = &((var_25).b0);
        var_85 = wp::mat_t<2, 2, wp::float32>(var_84);
        var_87 = wp::load(var_83);
        var_86 = wp::ddot(var_87, var_85);
        var_88 = wp::add(var_82, var_86);
        var_89 = &((var_25).w1);
        var_92 = wp::load(var_89);
        var_91 = wp::extract(var_92, var_90);
        var_93 = wp::add(var_88, var_91);
        var_94 = &((var_25).w1);
        var_97 = wp::load(var_94);
        var_96 = wp::extract(var_97, var_95);
        var_98 = wp::add(var_93, var_96);
        var_99 = &((var_25).w1);
        var_102 = wp::load(var_99);
        var_101 = wp::extract(var_102, var_100);
        var_103 = wp::add(var_98, var_101);
        var_104 = &((var_25).w1);
        var_107 = wp::load(var_104);
        var_106 = wp::extract(var_107, var_105);
        var_108 = wp::add(var_103, var_106);
        var_109 = &((var_25).b2);
        var_112 = wp::load(var_109);
        var_111 = wp::extract(var_112, var_110);
        var_113 = wp::add(var_108, var_111);
        var_114 = &((var_25).b2);
        var_117 = wp::load(var_114);
        var_116 = wp::extract(var_117, var_115);
        var_118 = wp::add(var_113, var_116);
        var_119 = &((var_25).b2);
        var_122 = wp::load(var_119);
        var_121 = wp::extract(var_122, var_120);
        var_123 = wp::add(var_118, var_121);
        var_124 = &((var_25).b2);
        var_127 = wp::load(var_124);
        var_126 = wp::extract(var_127, var_125);
        var_128 = wp::add(var_123, var_126);
        var_129 = &((var_59).b0);
        var_131 = wp::mat_t<2, 2, wp::float32>(var_130);
        var_133 = wp::load(var_129);
        var_132 = wp::ddot(var_133, var_131);
        var_134 = wp::add(var_128, var_132);
        var_135 = &((var_59).w1);
        var_138 = wp::load(var_135);
        var_137 = wp::extract(var_138, var_136);
        var_139 = wp::add(var_134, var_137);
        var_140 = &((var_59).w1);
        var_143 = wp::load(var_140);
        var_142 = wp::extract(var_143, var_141);
        var_144 = wp::add(var_139, var_142);
        var_145 = &((var_59).w1);
        var_148 = wp::load(var_145);
        var_147 = wp::extract(var_148, var_146);
        var_149 = wp::add(var_144, var_147);
        var_150 = &((var_59).w1);
        var_153 = wp::load(var_150);
        var_152 = wp::extract(var_153, var_151);
        var_154 = wp::add(var_149, var_152);
        var_155 = &((var_59).b2);
        var_158 = wp::load(var_155);
        var_157 = wp::extract(var_158, var_156);
        var_159 = wp::add(var_154, var_157);
        var_160 = &((var_59).b2);
        var_163 = wp::load(var_160);
        var_162 = wp::extract(var_163, var_161);
        var_164 = wp::add(var_159, var_162);
        var_165 = &((var_59).b2);
        var_168 = wp::load(var_165);
        var_167 = wp::extract(var_168, var_166);
        var_169 = wp::add(var_164, var_167);
        var_170 = &((var_59).b2);
        var_173 = wp::load(var_170);
        var_172 = wp::extract(var_173, var_171);
        var_174 = wp::add(var_169, var_172);
        // wp::array_store(var_joint_energies, var_0, var_174);
        //---------
        // reverse
        wp::adj_array_store(var_joint_energies, var_0, var_174, adj_joint_energies, adj_0, adj_174);
        wp::adj_add(var_169, var_172, adj_169, adj_172, adj_174);
        wp::adj_extract(var_173, var_171, adj_170, adj_171, adj_172);
        adj_59.b2 += adj_170;
        wp::adj_add(var_164, var_167, adj_164, adj_167, adj_169);
        wp::adj_extract(var_168, var_166, adj_165, adj_166, adj_167);
        adj_59.b2 += adj_165;
        wp::adj_add(var_159, var_162, adj_159, adj_162, adj_164);
        wp::adj_extract(var_163, var_161, adj_160, adj_161, adj_162);
        adj_59.b2 += adj_160;
        wp::adj_add(var_154, var_157, adj_154, adj_157, adj_159);
        wp::adj_extract(var_158, var_156, adj_155, adj_156, adj_157);
        adj_59.b2 += adj_155;
        wp::adj_add(var_149, var_152, adj_149, adj_152, adj_154);
        wp::adj_extract(var_153, var_151, adj_150, adj_151, adj_152);
        adj_59.w1 += adj_150;
        wp::adj_add(var_144, var_147, adj_144, adj_147, adj_149);
        wp::adj_extract(var_148, var_146, adj_145, adj_146, adj_147);
        adj_59.w1 += adj_145;
        wp::adj_add(var_139, var_142, adj_139, adj_142, adj_144);
        wp::adj_extract(var_143, var_141, adj_140, adj_141, adj_142);
        adj_59.w1 += adj_140;
        wp::adj_add(var_134, var_137, adj_134, adj_137, adj_139);
        wp::adj_extract(var_138, var_136, adj_135, adj_136, adj_137);
        adj_59.w1 += adj_135;
        wp::adj_add(var_128, var_132, adj_128, adj_132, adj_134);
        wp::adj_ddot(var_133, var_131, adj_129, adj_131, adj_132);
        wp::adj_mat_t(var_130, adj_130, adj_131);
        adj_59.b0 += adj_129;
        wp::adj_add(var_123, var_126, adj_123, adj_126, adj_128);
        wp::adj_extract(var_127, var_125, adj_124, adj_125, adj_126);
        adj_25.b2 += adj_124;
        wp::adj_add(var_118, var_121, adj_118, adj_121, adj_123);
        wp::adj_extract(var_122, var_120, adj_119, adj_120, adj_121);
        adj_25.b2 += adj_119;
        wp::adj_add(var_113, var_116, adj_113, adj_116, adj_118);
        wp::adj_extract(var_117, var_115, adj_114, adj_115, adj_116);
        adj_25.b2 += adj_114;
        wp::adj_add(var_108, var_111, adj_108, adj_111, adj_113);
        wp::adj_extract(var_112, var_110, adj_109, adj_110, adj_111);
        adj_25.b2 += adj_109;
        wp::adj_add(var_103, var_106, adj_103, adj_106, adj_108);
        wp::adj_extract(var_107, var_105, adj_104, adj_105, adj_106);
        adj_25.w1 += adj_104;
        wp::adj_add(var_98, var_101, adj_98, adj_101, adj_103);
        wp::adj_extract(var_102, var_100, adj_99, adj_100, adj_101);
        adj_25.w1 += adj_99;
        wp::adj_add(var_93, var_96, adj_93, adj_96, adj_98);
        wp::adj_extract(var_97, var_95, adj_94, adj_95, adj_96);
        adj_25.w1 += adj_94;
        wp::adj_add(var_88, var_91, adj_88, adj_91, adj_93);
        wp::adj_extract(var_92, var_90, adj_89, adj_90, adj_91);
        adj_25.w1 += adj_89;
        wp::adj_add(var_82, var_86, adj_82, adj_86, adj_88);
        wp::adj_ddot(var_87, var_85, adj_83, adj_85, adj_86);
        wp::adj_mat_t(var_84, adj_84, adj_85);
        adj_25.b0 += adj_83;
        wp::adj_add(var_80, var_81, adj_80, adj_81, adj_82);
        wp::adj_float(var_24, adj_24, adj_81);
        wp::adj_add(var_3, var_79, adj_3, adj_79, adj_80);
        wp::adj_mul(var_3, var_78, adj_3, adj_78, adj_79);
        // adj: joint_energies[tid] = v3 + v3 * 1.22 + float(v5) + wp.ddot(s6.b0, wp.mat22(1.0)) + s6.w1[0] + s6.w1[1] + s6.w1[2] + s6.w1[3] + s6.b2[0] + s6.b2[1] + s6.b2[2] + s6.b2[3] + wp.ddot(s7.b0, wp.mat22(1.0)) + s7.w1[0] + s7.w1[1] + s7.w1[2] + s7.w1[3] + s7.b2[0] + s7.b2[1] + s7.b2[2] + s7.b2[3]  <L 17>
        adj_77 += adj_59.b2;
        adj_59.b2 = {};
        wp::adj_quat_from_axis_angle(var_75, var_76, adj_75, adj_76, adj_77);
        wp::adj_cbrt(var_3, var_76, adj_3, adj_76);
        wp::adj_normalize(var_74, var_75, adj_74, adj_75);
        wp::adj_add(var_69, var_73, adj_69, adj_73, adj_74);
        wp::adj_vec_t(var_70, var_71, var_72, adj_70, adj_71, adj_72, adj_73);
        wp::adj_vec_t(var_66, var_67, var_68, adj_66, adj_67, adj_68, adj_69);
        // adj: s7.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, -1.63, -0.4) + wp.vec3(0.0, 0.0, 2.5)), wp.cbrt(v3))  <L 15>
        adj_64 += adj_59.w1;
        adj_59.w1 = {};
        wp::adj_copy(var_65, adj_63, adj_64);
        adj_config.w1 += adj_63;
        // adj: s7.w1 = config.w1                                                                 <L 14>
        adj_61 += adj_59.b0;
        adj_59.b0 = {};
        wp::adj_copy(var_62, adj_60, adj_61);
        adj_25.b0 += adj_60;
        // adj: s7.b0 = s6.b0                                                                     <L 13>
        // adj: s7 = S0()                                                                         <L 12>
        adj_58 += adj_25.b2;
        adj_25.b2 = {};
        wp::adj_quat_from_axis_angle(var_55, var_57, adj_55, adj_57, adj_58);
        wp::adj_sub(var_3, var_56, adj_3, adj_56, adj_57);
        wp::adj_normalize(var_54, var_55, adj_54, adj_55);
        wp::adj_add(var_49, var_53, adj_49, adj_53, adj_54);
        wp::adj_vec_t(var_50, var_51, var_52, adj_50, adj_51, adj_52, adj_53);
        wp::adj_vec_t(var_46, var_47, var_48, adj_46, adj_47, adj_48, adj_49);
        // adj: s6.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.3, 1.492, 0.78) + wp.vec3(0.0, 0.0, 2.5)), (v3 - -1.8))  <L 11>
        adj_45 += adj_25.w1;
        adj_25.w1 = {};
        wp::adj_quat_from_axis_angle(var_40, var_44, adj_40, adj_44, adj_45);
        wp::adj_where(var_42, var_43, var_3, adj_42, adj_43, adj_3, adj_44);
        if (!var_42) {
        }
        if (var_42) {
        }
        wp::adj_normalize(var_39, var_40, adj_39, adj_40);
        wp::adj_add(var_33, var_38, adj_33, adj_38, adj_39);
        wp::adj_vec_t(var_35, var_36, var_37, adj_35, adj_36, adj_37, adj_38);
        wp::adj_quat_rotate(var_34, var_32, adj_30, adj_32, adj_33);
        wp::adj_vec_t(var_31, adj_31, adj_32);
        adj_config.b2 += adj_30;
        // adj: s6.w1 = wp.quat_from_axis_angle(wp.normalize(wp.quat_rotate(config.b2, wp.vec3(-0.256)) + wp.vec3(0.0, 0.0, 2.5)), (-0.7 if v3 > -0.854 else v3))  <L 10>
        adj_29 += adj_25.b0;
        adj_25.b0 = {};
        wp::adj_diag(var_28, adj_28, adj_29);
        wp::adj_vec_t(var_26, var_27, adj_26, adj_27, adj_28);
        // adj: s6.b0 = wp.diag(wp.vec2(-1.017, 1.8))                                             <L 9>
        // adj: s6 = S0()                                                                         <L 8>
        wp::adj_copy(var_0, adj_0, adj_24);
        // adj: v5 = tid                                                                          <L 7>
        wp::adj_atomic_min(var_total_counts, var_5, var_21, adj_total_counts, adj_5, adj_21, adj_23);
        adj_struct_000002_f0_0(var_22, var_13, var_joint_phases, var_20, adj_6, adj_13, adj_joint_phases, adj_20, adj_21);
        wp::adj_abs(var_19, adj_19, adj_20);
        wp::adj_clamp(var_3, var_15, var_16, adj_3, adj_15, adj_16, adj_17);
        adj_struct_000002_f0_0(var_14, var_11, var_joint_phases, var_12, adj_7, adj_11, adj_joint_phases, adj_12, adj_13);
        wp::adj_abs(var_0, adj_0, adj_12);
        wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
        adj_config.b0 += adj_7;
        adj_config.b0 += adj_6;
        // adj: _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, struct_000002_f0(config.b0, wp.vec3(-1.7, 1.412, 0.264), joint_phases, wp.abs(tid)), joint_phases, wp.abs(int(wp.floor(wp.clamp(v3, -100.0, 100.0))))))  <L 6>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_joint_phases, var_0, adj_joint_phases, adj_0, adj_2);
        // adj: v3 = joint_phases[tid]                                                            <L 5>
        if (var_1) {
            label0:;
            // adj: return  # past the end of the arrays                                          <L 4>
        }
        // adj: if tid >= num_joints:                                                             <L 3>
        // adj: tid = wp.tid()  # thread index                                                    <L 2>
        // adj: def struct_000002_t(joint_phases: wp.array(dtype=Any), config: S0, total_counts: wp.array(dtype=Any), joint_energies: wp.array(dtype=Any), num_joints: int):  <L 1>
        continue;
    }
}

