"""The registry of confirmed Warp bugs, and the detectors that name them on the rows they affect.

Each entry is data (id, description, the Warp version it was confirmed on, the targets and
passes it breaks) plus its report, written as an upstream issue (``docs/warp-bugs/<id>.md``), and the
report's script (``docs/warp-bugs/<id>.py``: warp and numpy only), which asserts the right value,
known independently of Warp, and fails where Warp gives another. The script is the entry's one
reproducer: ``reproducer`` imports it for its ``observed(device)`` and ``expected()``, `make bisect`
runs it under each Warp release, and tests/test_known_bugs.py runs it as a strict xfail: a Warp
release that fixes a bug turns the suite red until its entry is updated.

Not every entry is a Warp bug to file: each has a ``kind`` (KINDS), as a Warp maintainer would
read it. A ``bug`` is genuine and not yet reported upstream; a ``duplicate-of-upstream`` is genuine
and already reported there (``upstream`` names where); a ``limitation`` is a construct or an accuracy
Warp does not promise, whose report says what a maintainer would change (a clear error, say); a
``documented-behaviour`` entry is what Warp's documentation or its maintainers describe as intended
(``upstream`` names where): its script asserts that documented behaviour and exits 0, and the tests
check it as a plain test instead of a strict xfail. ``filed_with`` names the entry whose upstream report
carries this one (one cause, one issue). The detectors name every kind: the harness needs to know why
Warp's value differs from the derivative or from Python's, whatever Warp's view of it.

A detector decides from what validation already has: the recorded Python source, the recorded
generated code, and the log of the CUBIN build (ptxas' warnings). ``known_issues`` returns the
ids a case hits; the export writes them on every row (``known_issues``), and the gradient check
and the cuda suite report a failure a listed bug explains as that bug.

A bug whose launch never returns keeps a check from launching at all, so where its detector can
only say that the kernel may reach it, the entry has a probe (``reached``, harness/validate/bugs/probes.py):
an instrumented copy of the forward pass, run on the check's own inputs, that tells whether
these inputs reach it.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

# ast only at import: Warp is loaded when a detector or probe runs
from harness.validate.bugs import atomics, branches, detectors, infinity, probes, tuples
from harness.validate.bugs.facts import LOCAL_ATOMIC_WARNING, Facts, Launch

WARP_VERSION = "1.19.0"
# An entry's kind, as a Warp maintainer would read it (the module's docstring).
KINDS = {
    "bug": "a genuine Warp bug, not yet reported upstream",
    "duplicate-of-upstream": "a genuine Warp bug already reported upstream, in an open issue or pull request",
    "limitation": "a construct or an accuracy Warp does not promise; the report says what a maintainer would change",
    "documented-behaviour": "what Warp's documentation or maintainers describe as intended; not a bug to file",
}
STRICT_XFAIL_KINDS = ("bug", "duplicate-of-upstream", "limitation")  # the script fails on an affected release
# Each entry's reproducer run under every Warp release from 1.10.0 on (`make bisect`, harness/tools/bisect.py).
AFFECTED = Path(__file__).with_name("affected.json")
# Each entry's report (<id>.md) and its self-contained script (<id>.py).
REPORTS = Path(__file__).resolve().parents[3] / "docs" / "warp-bugs"


@dataclass(frozen=True)
class KnownBug:
    id: str
    title: str
    warp_version: str
    targets: tuple[str, ...]  # devices it shows on: "cpu", "cuda"
    passes: tuple[str, ...]  # "forward", "backward", "codegen" (Warp refuses a valid kernel)
    detector: str  # how a kernel that hits it is recognised
    detect: Callable[[Facts], bool]
    upstream: str = ""  # where it is reported or fixed upstream, when known
    kind: str = "bug"  # one of KINDS
    filed_with: str = ""  # the entry whose upstream report carries this one ('' : its own)
    # A CUDA-only entry whose script checks the CUDA build alone, which NVRTC makes without a GPU.
    nvrtc_only: bool = False
    hangs: bool = False  # the pass never returns: validation does not run it on a kernel that hits the bug
    # Whether a launch reaches the bug on its inputs (harness/validate/bugs/probes.py); None: the detector decides.
    reached: Callable[[Launch], bool] | None = None

    @property
    def report(self) -> Path:
        """Its report, written as an upstream issue: docs/warp-bugs/<id>.md."""
        return REPORTS / f"{self.id}.md"

    @property
    def script(self) -> Path:
        """Its reproducer, the report's script (warp and numpy only): docs/warp-bugs/<id>.py."""
        return REPORTS / f"{self.id}.py"


BUGS: tuple[KnownBug, ...] = (
    KnownBug(
        id="warp-mod-float-adjoint",
        title="the adjoint of wp.mod(a, b) for floats drops d/db (-trunc(a / b)): adj_mod accumulates only adj_a",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the adjoint calls wp::adj_mod on a float variable (the kernel's generated CPU backward code, or, "
        "where the facts carry it, the adjoint of a @wp.func the kernel calls: a wp.mod in a wp.tile_map function)",
        detect=detectors.float_mod_adjoint,
    ),
    KnownBug(
        id="warp-component-update-adjoint",
        title="the adjoint of `v.x += c` / `v.x -= c` on a local vector or quaternion (or a kernel's vector "
        "parameter) is wrong (`v = x[i]; v.x -= c` "
        "doubles d/dx[i].x): an augmented assignment to a component attribute is lowered as load-operate-store, "
        "a re-assignment the differentiability guide does not support, where `v[0] -= c` and `m[0, 1] += c` "
        "take sub_inplace/add_inplace and are right",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the kernel updates a component attribute of a local vector or quaternion (or of a vector "
        "parameter of the kernel) with `+=` or `-=` "
        "(`v.x -= c`) and has a backward",
        detect=detectors.component_update,
        upstream="related: NVIDIA/warp issue 1697 (closed: `v[i] = v[i] + x` is documented as unsupported; the "
        "fix of zeroing the component's adjoint in adj_assign_inplace was declined there)",
    ),
    KnownBug(
        id="warp-transform-setter-adjoint",
        title="the adjoint of wp.transform_set_rotation/translation passes the overwritten part's adjoint on "
        "to the transform's old value (d out.q / d x.q = 1, not 0)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the kernel calls wp.transform_set_rotation or wp.transform_set_translation and has a backward",
        detect=detectors.transform_setter,
    ),
    KnownBug(
        id="warp-local-memory-atomic",
        title="CUDA launch failure (719) in release mode: atomics on an in-kernel array's thread-local storage "
        "(the backward of any kernel with an in-kernel wp.zeros array; `+=` or wp.atomic_add on one in forward)",
        warp_version=WARP_VERSION,
        targets=("cuda",),
        passes=("forward", "backward"),
        detector=f"ptxas warns '{LOCAL_ATOMIC_WARNING}' when the CUBIN build compiles the kernel",
        detect=detectors.local_atomic,
    ),
)

BUGS += (
    KnownBug(
        id="warp-norm-float64",
        title="wp.norm_l1 / norm_huber / norm_pseudo_huber / smooth_normalize of a float64 vector do not build "
        "(documented for Vector[Float, Any]; warp/_src/math.py mixes float32 literals with the vector's type: "
        "'Input types must be the same, got float32, float64')",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="the kernel calls one of the four helpers and uses a float64 value type",
        detect=detectors.norm_float64,
        upstream="a fix covers the literals, norm_huber/norm_pseudo_huber/smooth_normalize's float32 `delta` "
        "parameter (a float64 delta is refused) and the `-> float` annotations",
    ),
    KnownBug(
        id="warp-tuple-assign-no-copy",
        title="a tuple assignment binds each right-hand value as it is, without the load or copy a plain "
        "assignment makes (the tuple branch of emit_Assign): from array elements (`a, b = x[0], x[1]`) it binds "
        "array references, so `a = a + 1.0` afterwards is refused and `x[0] = 9.0` afterwards leaves `a == 9` "
        "(silently wrong); from a local vector/matrix/struct (`w, c = v, 1.0`) a later `v.x = 9.0` changes `w`",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen", "forward"),
        detector="a name bound by a tuple assignment from an array element is assigned again, or the array is "
        "written afterwards; or a tuple assignment binds a name to a local name and either has a component or "
        "field written afterwards",
        detect=detectors.tuple_assign_no_copy,
    ),
    KnownBug(
        id="warp-chained-compare-array-ref",
        title="a chained comparison whose later operand is an array element (`x[0] < x[1] < x[2]`) is refused: "
        "'Cannot chain comparisons of unequal types: float32 < wp.ref[float32]'",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a chained comparison with an array element among its later operands",
        detect=detectors.chained_compare_of_array,
    ),
)

BUGS += (
    KnownBug(
        id="warp-erfcinv-cpu",
        title="CPU only: wp.erfcinv(x) is erfinv(1 - x) (native/crt.h), so it is inf for x below ~1e-16 "
        "and loses digits for small x (erfcinv(1e-20) is 6.6016; 1e-10: wrong in the 8th digit); its report also "
        "carries warp-erfinv-cpu (erfinv forms 1 + z the same way)",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("forward",),
        detector="the kernel calls wp.erfcinv on an argument not clamped away from 0 (`wp.clamp(e, lo, hi)` with "
        "constant lo > 1e-8 is not counted): a possible hit, as values below ~1e-8 are what it needs",
        detect=detectors.erfcinv,
    ),
    KnownBug(
        id="warp-erfinv-cpu",
        title="limitation (filed with warp-erfcinv-cpu, the same crt.h cause): CPU only, wp.erfinv(z) is "
        "ndtri((z + 1) / 2) / sqrt(2), so it is 0 for |z| below ~1e-16 (erfinv(1e-20) is 8.862e-21): relative "
        "accuracy lost for tiny |z|, the absolute error stays below ~1e-16",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("forward",),
        detector="the kernel calls wp.erfinv on an argument not clamped away from 0 (a constant clamp interval "
        "outside [-1e-8, 1e-8] is not counted): a possible hit, as |values| below ~1e-8 are what it needs",
        detect=detectors.erfinv,
        kind="limitation",
        filed_with="warp-erfcinv-cpu",
    ),
    KnownBug(
        id="warp-wide-cast-retypes-name",
        title="`wp.float64(n)` (also `wp.int64`, `wp.uint64`) of a local bound to a literal (`n = 5`, or the "
        "counter of a loop Warp unrolls) changes `n` itself to that type: a later `n + 1` is refused ('Input "
        "types must be the same') or does not compile ('call to max is ambiguous')",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a 64-bit cast (wp.float64, wp.int64, wp.uint64) of a name bound to a number literal, "
        "the name read again afterwards; or of the counter of a loop Warp unrolls, the counter read "
        "elsewhere in the body",
        detect=detectors.wide_cast_of_literal_name,
    ),
    KnownBug(
        id="warp-while-return-adjoint-hang",
        title="a `return` inside a `while` loop: the backward kernel never returns (its replay of the loop "
        "body jumps from the return to the store's adjoint, past the loop counter's update, and back to the "
        "unchanged loop condition); its report also carries warp-loop-break-adjoint (a `break` replayed the same way)",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("backward",),
        detector="a `return` inside a `while` loop (not inside a dynamic `for` within it) of a kernel with a "
        "backward; where a check is to launch the backward, a thread of its forward pass takes that `return`",
        detect=detectors.while_return,
        hangs=True,
        reached=probes.while_return_reached,
    ),
)

BUGS += (
    KnownBug(
        id="warp-array-shape-adjoint",
        title="the adjoint of reading an array's shape (`n = x.shape[0]`) is `adj_x.shape = adj_n;`, a zero shape: "
        'the adjoints of the reads of `x` before it see an adjoint array of shape (0,), so a mode="debug" build\'s '
        "backward aborts the process on its bounds assertion (a release build does not check and is right)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the backward code assigns an adjoint array's shape (`adj_x.shape = adj_N;`: the kernel reads "
        "`x.shape`) and uses that adjoint array afterwards (the adjoint of a read of `x` before it)",
        detect=detectors.array_shape_adjoint,
    ),
)

BUGS += (
    KnownBug(
        id="warp-mesh-groups-winding-number-cpu",
        title="CPU only: on a wp.Mesh built with `groups` and support_winding_number, "
        "wp.mesh_query_point_sign_winding_number reads solid-angle data never computed (the host refit starts at "
        "node 0, a leaf once the grouped BVH is reordered): wrong signs that differ from run to run",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("forward", "backward"),
        detector="the kernel calls wp.mesh_query_point_sign_winding_number and its mesh is built with groups "
        "(the case's mesh handle, or a wp.Mesh(..., groups=...) in the module)",
        detect=detectors.grouped_mesh_winding_number,
        upstream="NVIDIA/warp pull request 1600 (open): the same fix, refitting from *bvh.root",
        kind="duplicate-of-upstream",
    ),
    KnownBug(
        id="warp-bvh-shared-stack",
        title="CUDA only: every wp.bvh_query_* of a thread keeps its traversal stack in one shared-memory slot, "
        "so a query made while another is iterated overwrites its stack (nested queries, queries made before "
        "the first is iterated, the backward of any kernel with two)",
        warp_version=WARP_VERSION,
        targets=("cuda",),
        passes=("forward", "backward"),
        detector="two or more wp.bvh_query_* calls in the kernel's module",
        detect=detectors.two_bvh_queries,
        upstream="NVIDIA/warp issue 1258 (open): two wp.bvh_query calls in one kernel share the shared-memory stack",
        kind="duplicate-of-upstream",
    ),
)

BUGS += (
    KnownBug(
        id="warp-codegen-hashseed-order",
        title="the generated code of one kernel depends on PYTHONHASHSEED while its module hash does not: the copies "
        "of unrolled loops' counters a later dynamic loop assigns are emitted in a set's order "
        "(codegen.py, _promote_mutated_iter_constants)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a dynamic loop assigns two or more counters of earlier loops Warp unrolls",
        detect=detectors.promoted_counters_in_set_order,
    ),
)

BUGS += (
    KnownBug(
        id="warp-atomic-minmax-adjoint-repeats",
        title="documented behaviour: the adjoint of wp.atomic_min / wp.atomic_max credits the element's adjoint to "
        "every call whose value equals the final element (native/builtin.h, adj_atomic_minmax, as described in "
        "upstream issue 790), so a value written twice gets its gradient twice (min(min(10, x), x) = x: d/dx is 2)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="two or more wp.atomic_min / wp.atomic_max calls, or one inside a loop, in a kernel with a backward",
        detect=detectors.repeated_atomic_minmax,
        upstream="NVIDIA/warp issue 790 (a maintainer's comment: atomic_min/max are differentiable because "
        "adj_atomic_minmax finds the winner by testing value == *addr, which every call of the winning value passes)",
        kind="documented-behaviour",
    ),
    KnownBug(
        id="warp-tile-transpose-adjoint",
        title="the backward of wp.tile_transpose overwrites the values of the tile it transposes (adj_tile_transpose "
        "assigns into the tile, whose adjoint is its own .grad storage): later adjoints that read the tile see "
        "t + t (an unused transpose doubles d(sum(a * b))/db)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="in the generated CPU backward, an adjoint after wp::adj_tile_transpose reads the transposed tile",
        detect=detectors.tile_transpose_adjoint,
    ),
)

BUGS += (
    KnownBug(
        id="warp-func-param-component-adjoint",
        title="documented behaviour: a @wp.func that assigns a component of its own vector/matrix parameter "
        "(`p[2] = s`, `p.z = s`) re-assigns a component, which the guide's one-assignment rule does not support: "
        "d/ds is the caller's adjoint of that component under the default configuration, and right with "
        "wp.config.enable_vector_component_overwrites = True",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="a @wp.func assigns or updates a component or field of one of its own non-array, non-scalar "
        "parameters (before rebinding the name), in a kernel with a backward",
        detect=detectors.func_param_component_write,
        upstream="NVIDIA/warp issue 1697 (closed as documented: each component may be assigned once; "
        "wp.config.enable_vector_component_overwrites = True gives the right gradient)",
        kind="documented-behaviour",
    ),
)

BUGS += (
    KnownBug(
        id="warp-spatial-vector-float64-halves",
        title="a float64 spatial vector cannot be built from its two 3D halves: the documented "
        "wp.spatial_vector(w, v) (dtype inferred from w and v) is refused for two wp.vec3d ('expected to be of the "
        "type float32': in a kernel wp.spatial_vector is the float32 type), and so are dtype=wp.float64 and "
        "wp.spatial_vectord(w, v)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="wp.spatial_vector(w, v) or wp.spatial_vectord(w, v) with two arguments in a module that uses "
        "float64 vectors (wp.vec3d, wp.float64, wp.spatial_vectord)",
        detect=detectors.spatial_vector_of_float64_halves,
    ),
)

BUGS += (
    KnownBug(
        id="warp-chained-slice-subscript",
        title="a subscript of a sliced vector or matrix is read as one subscript with the index groups joined "
        "(Adjoint.eval_subscript flattens them; only tiles apply each group in turn): `m[0:2][1]` is `m[0:2, 1]`, "
        "column 1 of rows 0..1 instead of row 1 (silently wrong), and `v[1:4][0]` of a vector is refused",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen", "forward"),
        detector="a subscript of a subscript whose index holds a slice (`a[0:2][1]`), its base not a tile",
        detect=detectors.chained_slice_subscript,
    ),
    KnownBug(
        id="warp-composite-not-equal",
        title="`a != b` of two vectors, matrices, quaternions or transforms does not compile: the front end accepts "
        "it and emits C++ `(a != b)`, and Warp's native headers define `operator==` for these types but no "
        "`operator!=` ('invalid operands to binary expression'); `a == b` builds",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="the generated code compares two vectors, matrices, quaternions or transforms with `!=`; or a "
        "`!=` in the source has a vector/matrix/quaternion/transform constructor for an operand",
        detect=detectors.composite_not_equal,
    ),
    KnownBug(
        id="warp-call-result-subscript",
        title="a subscript of a call that returns several values (`f(x)[1]` of a @wp.func returning a tuple, "
        "`wp.svd3(m)[1]`, `wp.quat_to_axis_angle(q)[1]`) crashes the code generator: recurse_subscript evaluates the "
        "call to a Python list of outputs and reads its `.type` ('list' object has no attribute 'type'); "
        "`t = f(x); t[1]` builds",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a subscript of a call to a builtin that returns several values or to a @wp.func of the module "
        "that returns a tuple",
        detect=detectors.call_result_subscript,
    ),
    KnownBug(
        id="warp-loop-else-dropped",
        title="the `else` clause of a `for` or `while` loop is silently dropped (emit_For and emit_While never read "
        "`node.orelse`): a loop that ends without `break` does not run it, and Warp does not refuse the kernel",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("forward",),
        detector="a `for` or `while` loop with an `else` clause in a kernel or @wp.func",
        detect=detectors.loop_else,
    ),
)

BUGS += (
    KnownBug(
        id="warp-tuple-negative-index",
        title="a negative index into a tuple (`t[-1]` of `t = f(x)` or of a tuple literal) passes the type check, "
        "typed as Python's `t[-1]` (tuple_extract_value_func only rejects `index >= length`), and the C++ "
        "`extract<-1>(t)` does not compile; vectors accept negative indices",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a subscript with a negative constant index of a name bound to a tuple literal or to a call that "
        "returns several values",
        detect=detectors.tuple_negative_index,
    ),
    KnownBug(
        id="warp-vector-unpack",
        title="limitation: unpacking a vector, quaternion or matrix (`x, y, z = v`, `p, q = pts[i]`) is not "
        "documented as supported, and Warp refuses it with an internal error ('TypeError: object of type 'Var' has "
        "no len()') instead of a clear one: the tuple branch of emit_Assign calls len() on any non-tuple variable",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a tuple assignment from one value that is not a tuple: not a tuple literal, not a call, not a name "
        "bound to a tuple",
        detect=detectors.vector_unpack,
        kind="limitation",
    ),
)

BUGS += (
    KnownBug(
        id="warp-loop-break-adjoint",
        title="a `break` in a `for` loop (a loop Warp never unrolls) breaks its adjoint: the reverse loop walks the "
        "whole range backwards and replays the `break` as a jump out of itself (Adjoint.emit_Break emits the forward "
        "`goto end_for` into the replay), so the gradient counts the iterations that never ran and drops those that "
        "did, even for the plain `+=` accumulation Warp's guide says dynamic loops differentiate correctly",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="a `break` whose innermost loop is a `for`, in a kernel or @wp.func of a kernel with a backward",
        detect=detectors.loop_break_adjoint,
        filed_with="warp-while-return-adjoint-hang",
    ),
    KnownBug(
        id="warp-struct-field-component-store",
        title="a store into one component of a vector/matrix/quaternion field of a struct (`s.v[1] = x`, `s.v.y = x`, "
        "`s.m[1, 0] += x`) takes the array-element path of the store code (the field is evaluated as a reference): "
        "`wp::store` through `indexref`, which has no adjoint, so d/dx is 0; `s.t.p = v` on a transform field is "
        "refused ('assigning transform attribute p to an array element')",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen", "backward"),
        detector="a store into a component of a vector/matrix/quaternion/transform field of a struct (a local, a "
        "parameter, an array's element) in a kernel with a backward, or into a transform field's part",
        detect=detectors.struct_field_component_store,
        upstream="a new issue: NVIDIA/warp issue 583's own reproducer (`x[i].y = y[i]`) gives the right gradient "
        "on 1.19.0, so this is not its store path",
    ),
    KnownBug(
        id="warp-func-replay-return-annotation",
        title="wp.func_replay refuses a replay function with a return annotation, the form Warp's differentiability "
        "guide shows (`def replay_f(x: float) -> float:`): get_function_args returns the annotations with 'return', "
        "which is matched as one more argument ('Could not find forward definition ... return: float'); with an "
        "array argument formatting that message raises AttributeError ('array' object has no attribute '__name__')",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a @wp.func_replay function with a return annotation",
        detect=detectors.func_replay_return_annotation,
    ),
)

BUGS += (
    KnownBug(
        id="warp-grad-call-annotated-return",
        title="`wp.grad(f)(x)` does not build when the @wp.func `f` is annotated `-> float` (or `-> int`, "
        "`-> tuple[float, float]`): add_grad_call seeds the return's adjoint as `{ctype}(1)`, Python's float "
        "becomes `float(1)`, which the module's cast macro turns into `cast_float(1)`, undeclared outside "
        "namespace wp; without the annotation the seed is `wp::float32(1)` and the derivative is right",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a `wp.grad(f)` call of a @wp.func whose return annotation names Python's float or int",
        detect=detectors.grad_call_annotated_return,
    ),
)

BUGS += (
    KnownBug(
        id="warp-tuple-local-adjoint",
        title="a helper's several results kept in one local and unpacked later (`res = f(x); a, b = res`) get no "
        "adjoint, so the gradient through them is 0: the local is built with the `tuple` builtin and unpacked with "
        "`extract`, both registered `is_differentiable=False`, so the reverse pass skips them and the adjoints of "
        "`a` and `b` never reach `f`'s outputs; `a, b = f(x)` is right",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="a local bound to the call of a @wp.func returning several values and unpacked by a later "
        "tuple assignment (`res = f(x)` ... `a, b = res`), in a kernel with a backward",
        detect=tuples.tuple_local_adjoint,
        upstream="not found among NVIDIA/warp's issues",
    ),
    KnownBug(
        id="warp-tuple-local-unrolled-loop",
        title="`res = f(x); a, b = res` (f returning several values) inside a loop Warp unrolls does not build "
        "(`AttributeError: 'list' object has no attribute 'type'`): on the second iteration emit_Assign checks "
        "the existing symbol's type against `rhs.type` while the call's results are still a list of values, "
        "packed into a tuple only a few lines later; any `res = f(x)` where `res` is already bound fails the same "
        "way (a second `res = f(y)`, `res` bound before a loop); in a dynamic loop, or unpacked directly, it builds",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="`res = f(x)` (f a @wp.func returning several values) inside a loop Warp unrolls, or where the "
        "Warp function already binds `res` (an earlier assignment outside the other branch of an `if`, a parameter)",
        detect=tuples.tuple_local_unrolled_loop,
        filed_with="warp-tuple-local-adjoint",
    ),
)

BUGS += (
    KnownBug(
        id="warp-atomic-result-adjoint",
        title="limitation: a kernel that uses an atomic's result (`slot = wp.atomic_add(count, 0, 1)`, then "
        "`y[slot] = ...`) gets a wrong gradient with no error nor warning: atomics are registered skip_replay, so "
        "the backward's replay has the atomic's line commented out and reads its result uninitialised (the "
        "adjoint goes to an undefined slot, 0 or out of range); through a @wp.func the replay calls the helper "
        "and the atomic runs again, advancing the counter and handing out new slots. Warp's guide documents the "
        "wrong gradient (the fix is a @wp.func_replay) and deterministic mode raises for both forms; the "
        "default mode reads an undefined value instead",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the kernel's backward replay has an atomic's line commented out (`// var_N = wp::atomic_...`) "
        "and reads var_N afterwards, or calls a @wp.func of the source (without a @wp.func_replay) that uses an "
        "atomic's result or calls one that does; from the source alone (an atomic's result used in a kernel, or "
        "such a helper called), when the facts carry no generated code; in a kernel with a backward",
        detect=atomics.atomic_result_adjoint,
        kind="limitation",
        upstream="documented: the differentiability guide's 'Custom Replay Function' example is this kernel, its "
        "gradient wrong without a @wp.func_replay; deterministic mode (NVIDIA/warp issue 1443, pull request 1355) "
        "raises WarpDeterminismError for it; no issue found on the default mode's uninitialised read or its "
        "missing error",
    ),
)

BUGS += (
    KnownBug(
        id="warp-infinity-constant-warning",
        title="CUDA builds only: every kernel that uses an infinite constant (wp.inf, -wp.inf, wp.constant(math.inf)) "
        "makes NVRTC warn 'floating-point operation result is out of range' (#222-D): Warp emits the constant as "
        "INFINITY, which its native/crt.h defines for NVRTC as ((float)(DBL_MAX * DBL_MAX)); the build succeeds and "
        "the value is right, but a build with warnings as errors fails and NVRTC's log is noisy",
        warp_version=WARP_VERSION,
        targets=("cuda",),
        passes=("codegen",),
        detector=f"the CUBIN build warns '{infinity.INFINITY_WARNING}' and Warp's generated code for the kernel "
        "holds an INFINITY constant",
        detect=infinity.infinity_constant_warning,
        nvrtc_only=True,
        upstream="not found among NVIDIA/warp's issues; main (2026-08-22) still defines INFINITY so",
    ),
)

BUGS += (
    KnownBug(
        id="warp-constant-branch-merge-unset",
        title="a module constant read in both arms of an if/else nested in an else is read after the outer if "
        "from a variable only the else path assigns (`var_16 = wp::where(var_9, var_11, var_13);` inside "
        "`if (!var_4) {`, then `(var_17 == var_16)` after it): the if path reads it uninitialised, a wrong value "
        "at -O0 (at -O3 the compiler happens to fold it); since 1.16.0, whose fix of NVIDIA/warp#1574 lowers the "
        "else arm from the symbols before the if, so the inner arms cache the constant in two variables",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("forward",),
        detector="Warp's generated code reads, outside a wp::where, a select of constants (a module constant's "
        "merged variable, `var_N = wp::where(c, var_a, var_b)` with var_a and var_b constants) assigned only "
        "inside an if block that does not enclose the read (the kernel's forward or its backward's replay, or "
        "its functions')",
        detect=branches.constant_branch_merge_unset,
        upstream="not found among NVIDIA/warp's issues; a regression of the fix of NVIDIA/warp issue 1574 "
        "(36ad4afb, first in v1.16.0); main (2026-08-22) has the same emit_If merge",
    ),
)

BY_ID = {bug.id: bug for bug in BUGS}


class Releases(NamedTuple):
    """The Warp releases an entry affects, from AFFECTED."""

    checked: tuple[str, ...]  # every release its reproducer ran under, oldest first
    affected: tuple[str, ...]  # those where it reproduces, or is inferred to (harness/tools/cuda_inference.py)
    first_bad: str | None  # the oldest of the run of affected releases that ends at the pin
    fixed_after_pin: str | None  # a release newer than WARP_VERSION where it no longer reproduces
    results: dict  # release -> {"verdict", "detail"}


@functools.lru_cache(maxsize=1)
def _affected() -> dict:
    return json.loads(AFFECTED.read_text())


def affected(bug_id: str) -> Releases:
    """The releases ``bug_id`` affects, as `make bisect` measured them (KeyError: not measured)."""
    data, entry = _affected(), _affected()["bugs"][bug_id]
    return Releases(
        tuple(data["releases"]),
        tuple(entry["affected"]),
        entry["first_bad"],
        entry["fixed_after_pin"],
        entry["results"],
    )


def reproducer(bug: KnownBug) -> ModuleType:
    """``bug``'s script imported as a module, once per process: its kernels, ``observed(device)`` (Warp's
    value; NaN where Warp refuses the kernel) and ``expected()`` (the right one). Imports Warp."""
    name = "warp_bug_" + bug.id.replace("-", "_")
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, bug.script)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
    return sys.modules[name]


def detect(facts: Facts, in_pass: str | None = None) -> list[str]:
    """Ids of the registered bugs these facts show, in registry order; with ``in_pass``, only the
    bugs of that pass (``codegen``, ...), the others' detectors not run."""
    return [bug.id for bug in BUGS if (in_pass is None or in_pass in bug.passes) and bug.detect(facts)]


def facts_of(case, ptxas_warnings: tuple[str, ...] | None) -> Facts:
    """The facts of a GoldenCase (harness.generate.golden) and its CUBIN build's warnings."""
    return Facts(
        case.spec.source,
        case.piece("cpu", "backward"),
        ptxas_warnings,
        case.spec.extra.get("handles"),
        cpu_forward=case.piece("cpu", "forward"),
    )


def known_issues(case, arch: int = 90) -> list[str]:
    """Ids of the registered bugs ``case`` hits, building its CUBIN for ``arch`` to read ptxas' warnings
    (about a second; validation records carry the same list without rebuilding)."""
    from harness.validate import compile as batches  # imports Warp (~2 s); the registry's import does not

    batch = batches.load_batch([case])
    warnings: tuple[str, ...] | None = None
    try:
        if case.spec.case_id in batch.members:
            with tempfile.TemporaryDirectory(prefix="warp-bugs-") as tmp:
                try:
                    built = batches.build_cubin(batch, arch, Path(tmp))
                except batches.CompileError:
                    warnings = None
                else:
                    warnings = tuple(w for result in built.values() for w in result.warnings)
    finally:
        batch.close()
    return detect(facts_of(case, warnings))


class NeverReturns(Exception):
    """A registered bug makes a launch never return, so it is not made (the campaign, the hunt)."""

    def __init__(self, bugs: list[str], launch: str = "backward"):
        super().__init__(f"not run: the {launch} launch never returns (registered Warp bug {', '.join(bugs)})")
        self.bugs = bugs


def never_returning(facts: Facts, passes: str = "backward", launches: list[Launch] | None = None) -> list[str]:
    """Ids of the registered bugs these facts show whose ``passes`` launch never returns: that launch
    must not be made (the campaign, the hunt; validation reads them from ``known_issues``). With the
    ``launches`` a check is about to make, only the bugs they reach (``reached``)."""
    ids = [bug.id for bug in BUGS if bug.hangs and passes in bug.passes and bug.detect(facts)]
    return ids if launches is None else reached(ids, launches)


def reached(ids: list[str], launches: list[Launch]) -> list[str]:
    """Those of ``ids`` that ``launches`` reach: an entry with a probe where it finds one of them
    reaches the bug, one without wherever its detector fires."""
    return [i for i in ids if BY_ID[i].reached is None or any(BY_ID[i].reached(launch) for launch in launches)]


def explaining(ids, device: str, passes: str) -> list[str]:
    """Those of ``ids`` that break ``passes`` ("forward" or "backward") on ``device`` ("cpu" or "cuda:0")."""
    target = "cuda" if device.startswith("cuda") else "cpu"
    return [i for i in ids if i in BY_ID and target in BY_ID[i].targets and passes in BY_ID[i].passes]
