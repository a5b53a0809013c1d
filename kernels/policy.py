"""Generation policies: what a family asks of the program generator, and how a kernel size scales it.

A :class:`Policy` weights the generator's productions by name (expression productions, statement
kinds, value types); :func:`scaled` derives the small and large variants of a policy (see SIZES).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from kernels.lang import SAFE_BINARY, SAFE_UNARY


@dataclass(frozen=True)
class Style:
    """How a family's kernels read (``kernels.style.restyle``): the chance, per kernel, of each
    spelling real Warp code uses. None of them changes what the kernel computes. The chances are the
    ecosystem's rates (docs/kernels.md, "How close generated code reads to real code")."""

    names: float = 0.55  # parameters named by role and type (particle_positions), not x0/out0
    subscript_annotations: float = 0.6  # wp.array[wp.vec3], wp.array2d[float]; else wp.array(dtype=...)
    docstring: float = 0.55
    comments: float = 0.6
    guard: float = 0.22  # if tid >= a.shape[0]: return (false for every thread of the launch)
    count_guard: float = 0.9  # the guard reads a count parameter: if tid >= num_particles: return
    where: float = 0.8  # a if c else b written wp.where(c, a, b) (the same Warp builtin)
    kernel_no_backward: float = 0.0  # @wp.kernel(enable_backward=False)
    module_no_backward: float = 0.0  # wp.set_module_options({"enable_backward": False}) (either or both)
    # The kernel's arrays annotated wp.array[Any] with one wp.overload naming the types they had.
    generic: float = 0.0


@dataclass(frozen=True)
class Policy:
    """A generation profile: what a family asks of the generator, as weights and ranges.

    Names (types, productions, statement kinds, functions, handle kinds) are checked against the
    generator's when the families are defined (``kernels.program.check_policy``)."""

    types: dict[str, float]  # value types for locals and outputs
    expr: dict[str, float]  # expression productions
    stmt: dict[str, float]  # statement kinds
    n_stmts: tuple[int, int] = (2, 5)
    max_depth: int = 3
    n_inputs: tuple[int, int] = (1, 3)
    n_scalars: tuple[int, int] = (0, 0)
    n_outputs: tuple[int, int] = (1, 2)
    unary: tuple[str, ...] = tuple(SAFE_UNARY)
    binary: tuple[str, ...] = tuple(SAFE_BINARY)
    block_depth: int = 2  # how deep if/for blocks nest
    random: bool = False  # kernel owns a wp.rand_init state
    tags: tuple[str, ...] = field(default_factory=tuple)
    # Launch dimensionality, drawn per kernel (2-4: ``i, j = wp.tid()`` and nd arrays).
    launch_ndim: tuple[int, ...] = (1,)
    # Helpers defined beside the kernel.
    n_structs: tuple[int, int] = (0, 0)
    n_funcs: tuple[int, int] = (0, 0)
    func_grad: float = 0.0  # chance that a scalar helper gets an exact custom adjoint (@wp.func_grad)
    native_funcs: float = 0.0  # chance that a helper is @wp.func_native C++ (an intrinsic, its adjoint)
    n_constants: tuple[int, int] = (0, 0)  # module constants for wp.static / wp.constant
    generic: bool = False  # generic kernel (Any) with one explicit overload named as the case
    tile: bool = False  # tile kernel launched with wp.launch_tiled
    geometry: tuple[str, ...] = ()  # handle kinds: mesh, bvh, hash_grid, volume
    int_atomics: float = 0.0  # chance of an integer accumulator for bitwise/exchange atomics
    # Chance that a stored output element gets one part written in place (out[tid][1] += ...,
    # bodies[tid].mass -= ...), and that a struct element is stored field by field.
    slots: float = 0.0
    vector_accumulators: float = 0.0  # chance that the float accumulator holds vec3 totals
    # Forms packages write (kernels/forms.py), each the chance per kernel (per helper call for handles):
    enum_modes: float = 0.0  # an enum.IntEnum of modes and an int parameter the kernel branches on
    asserts: float = 0.0  # assert statements of what holds by construction
    static_handles: float = 0.0  # a helper bound to a local with wp.static and called through it
    tuple_locals: float = 0.0  # a helper's several results kept in one local, then unpacked
    keyword_args: float = 0.0  # a helper call's trailing arguments passed by keyword (per call)
    field_components: float = 0.0  # a vector or matrix field of a local struct stored component-wise
    scaled_stores: float = 0.0  # an output element scaled in place after its store (out[tid] *= 0.5)
    dtype_literals: float = 0.0  # a generic kernel's literals written x0.dtype(...) instead of type(s0)(...)
    array_grads: float = 0.0  # a custom adjoint's helper reads an input array's element (wp.adjoint[a][i]), per helper
    record_arrays: float = 0.0  # a struct parameter holds an array of records the kernel fills (P.items[tid].c = k)
    starred_ctors: float = 0.0  # a vector built from a shorter one unpacked (wp.vec4(*p, 1.0)), per constructor
    flag_bits: float = 0.0  # an int array of flags whose bits the kernel sets (flags[tid] |= 2)
    tile_int_index: float = 0.0  # a tile element read at an int parameter (t[k]), per scalar read
    pass_modes: float = 0.0  # a mode of an enum branch that changes nothing, written ``pass``
    byte_fields: float = 0.0  # a struct's int field of 8 bits (wp.uint8, wp.int8), per field
    unit_blocks: float = 0.0  # the module built for blocks of one thread (wp.set_module_options({"block_dim": 1}))
    sign_overrides: float = 0.0  # a mesh query's sign set where a condition holds (q.sign = 1.0), per query
    translation_stores: float = 0.0  # a stored transform's translation updated whole (out[tid].p += v), per update
    generic_sums: float = 0.0  # a component loop as a generic helper's (range(wp.static(len(v)))), per loop
    running_extremes: float = 0.0  # a largest value over a short loop, started at -inf (wp.float32(-wp.inf))
    input_types: dict[str, float] | None = None  # input array dtypes (default: ``types``)
    # No expression over literals alone (it folds to a literal), no x - x, no comparison of a value
    # with itself or of two literals.
    tidy: bool = False
    # A neighbour read of an array of the launch's shape clamps its index at the start, as stencils
    # do (x[wp.max(tid - 2, 0)]), instead of wrapping it (x[(tid + 2) % x.shape[0]]).
    clamped_reads: bool = False
    # Float accumulators hold one total (shape (1,), wp.atomic_add(total_energy, 0, e)), as a
    # reduction does, instead of bins that threads share by index ((tid * 3) % acc.shape[0]).
    total_accumulators: bool = False
    style: Style | None = None  # how the kernel reads (None: as generated, x0/out0 and wp.array(dtype=...))
    # The family mutates real kernels of the seed corpus (kernels/mutant.py) instead of generating
    # programs; the weights above are then unused.
    mutant: bool = False


# KERNEL_SIZE: how a size scales a family's policy. Medium is the policy as written; statement
# counts, expression depth, block nesting, block bodies, unrolled loop bounds, helper counts and
# the number of input and output arrays ("io") shrink or grow with the size; "prose" scales the
# chance of a docstring and of comments (kernels.style). Small halves the median Python source at
# 6 kernels per family (tests/test_sizes.py): one input and one output array where the family
# allows, a quarter of the helpers, no prose.
SIZES = {
    "small": {
        "stmts": 0.2,
        "depth": -2,
        "nesting": -1,
        "body": 1,
        "unroll": 3,
        "helpers": 0.25,
        "io": 0.34,
        "prose": 0.0,
    },
    "medium": {"stmts": 1.0, "depth": 0, "nesting": 0, "body": 2, "unroll": 6, "helpers": 1.0, "io": 1.0, "prose": 1.0},
    "large": {"stmts": 2.0, "depth": 1, "nesting": 0, "body": 2, "unroll": 8, "helpers": 1.5, "io": 1.5, "prose": 1.0},
}


def case_id(family: str, seed: int, size: str = "medium") -> str:
    """``<family>-<6-digit seed>``; sizes other than medium are named: ``<family>-<size>-<seed>``."""
    return f"{family}-{seed:06d}" if size == "medium" else f"{family}-{size}-{seed:06d}"


def scaled(policy: Policy, size: str) -> Policy:
    """``policy`` for kernels of ``size`` (see SIZES)."""
    if size not in SIZES:
        raise ValueError(f"unknown kernel size {size!r}; valid: {', '.join(SIZES)}")
    if size == "medium":
        return policy
    k = SIZES[size]

    def count(pair: tuple[int, int], factor: float, floor: int) -> tuple[int, int]:
        lo, hi = (max(floor, round(v * factor)) for v in pair)
        return lo, max(lo, hi)

    return dataclasses.replace(
        policy,
        n_stmts=count(policy.n_stmts, k["stmts"], 1),
        max_depth=max(1, policy.max_depth + k["depth"]),
        block_depth=max(1, policy.block_depth + k["nesting"]),
        n_funcs=count(policy.n_funcs, k["helpers"], min(policy.n_funcs)),
        n_structs=count(policy.n_structs, k["helpers"], min(policy.n_structs)),
        n_inputs=count(policy.n_inputs, k["io"], min(1, min(policy.n_inputs))),
        n_outputs=count(policy.n_outputs, k["io"], min(1, min(policy.n_outputs))),
    )
