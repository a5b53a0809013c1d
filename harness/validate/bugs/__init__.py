"""The registry of confirmed Warp bugs, and the detectors that name them on the rows they affect.

Each entry is data (id, description, the Warp version it was confirmed on, the targets and
passes it breaks) plus its report, written as an upstream issue (``docs/warp-bugs/<id>.md``), and the
report's script (``docs/warp-bugs/<id>.py``: warp and numpy only), which asserts the right value,
known independently of Warp, and fails where Warp gives another. The script is the entry's one
reproducer: ``reproducer`` imports it for its ``observed(device)`` and ``expected()``, `make bisect`
runs it under each Warp release, and tests/test_known_bugs.py runs it as a strict xfail: a Warp
release that fixes a bug turns the suite red until its entry is updated.

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

import ast
import functools
import importlib.util
import json
import re
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

from harness.validate.bugs import probes  # ast only at import: Warp is loaded when a probe runs

WARP_VERSION = "1.19.0"
# Each entry's reproducer run under every Warp release from 1.10.0 on (`make bisect`, harness/tools/bisect.py).
AFFECTED = Path(__file__).with_name("affected.json")
# Each entry's report (<id>.md) and its self-contained script (<id>.py).
REPORTS = Path(__file__).resolve().parents[3] / "docs" / "warp-bugs"
LOCAL_ATOMIC_WARNING = "Cannot do atomic on local memory"


@dataclass(frozen=True)
class Facts:
    """What a detector may look at."""

    source: str  # the kernel's Python module
    cpu_backward: str  # Warp's CPU adjoint entry function ('' when Warp generates none)
    ptxas_warnings: tuple[str, ...] | None  # from the CUBIN build; None when it did not run
    handles: dict | None = None  # the geometry a case's launches build (spec.extra["handles"]), when known


class Launch(NamedTuple):
    """A launch a check is about to make, for a probe."""

    kernel: object  # as loaded and built
    source: str  # the Python module it was loaded from
    spec: object  # its KernelSpec: case id, kernel name, launch dimensions
    host: list  # the check's inputs (harness.validate.runtime.draw_inputs)


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


_FLOAT_DECL = re.compile(r"wp::float(?:16|32|64) (var_\w+)(?:;| = )")  # a variable or a constant (`const ... = 1.0;`)
_ADJ_MOD = re.compile(r"wp::adj_mod\((var_\w+)")


def _float_mod_adjoint(facts: Facts) -> bool:
    floats = set(_FLOAT_DECL.findall(facts.cpu_backward))
    return any(a in floats for a in _ADJ_MOD.findall(facts.cpu_backward))


def _component_update(facts: Facts) -> bool:
    from harness.validate.rewrite import component_writes  # imports Warp (~2 s); the registry's import does not

    return bool(facts.cpu_backward) and component_writes(facts.source, augmented=True)


def _transform_setter(facts: Facts) -> bool:
    from harness.validate.rewrite import in_place_setters  # imports Warp (~2 s); the registry's import does not

    return bool(facts.cpu_backward) and in_place_setters(facts.source)


_FLOAT64_VALUE = re.compile(r"\bwp\.(?:vec[234]d|float64|quatd|mat\d\dd)\b")
_NORM_HELPERS = re.compile(r"\bwp\.(?:norm_l1|norm_huber|norm_pseudo_huber|smooth_normalize)\(")


def _norm_float64(facts: Facts) -> bool:
    return bool(_NORM_HELPERS.search(facts.source) and _FLOAT64_VALUE.search(facts.source))


def _while_return(facts: Facts) -> bool:
    """A `return` whose innermost loop Warp keeps is a `while` (harness/validate/bugs/probes.py), with a backward."""
    nodes = _kernel_nodes(facts.source)  # the module first (ast.walk), or none when it does not parse
    if not facts.cpu_backward or not nodes:
        return False
    return any(probes.while_returns(n) for n in nodes[0].body if isinstance(n, ast.FunctionDef))


@functools.lru_cache(maxsize=64)  # every detector walks the same source (read only)
def _kernel_nodes(source: str) -> tuple:
    try:
        return tuple(ast.walk(ast.parse(source)))
    except SyntaxError:
        return ()


def _tuple_assign_from_array(facts: Facts) -> bool:
    assigned: dict[str, int] = {}
    tuple_names: set[str] = set()
    for node in _kernel_nodes(facts.source):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            tuple_names |= {
                t.id
                for t, v in zip(node.targets[0].elts, node.value.elts, strict=False)
                if isinstance(t, ast.Name) and isinstance(v, ast.Subscript)
            }
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        assigned[n.id] = assigned.get(n.id, 0) + 1
    if any(assigned.get(name, 0) > 1 for name in tuple_names):
        return True
    # the array an element was bound from is written after the tuple assignment: the name reads the new value
    for node in _kernel_nodes(facts.source):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            arrays = {
                v.value.id
                for t, v in zip(node.targets[0].elts, node.value.elts, strict=False)
                if isinstance(t, ast.Name) and isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name)
            }
            for later in _kernel_nodes(facts.source):
                targets = (
                    later.targets
                    if isinstance(later, ast.Assign)
                    else [later.target]
                    if isinstance(later, ast.AugAssign)
                    else []
                )
                if getattr(later, "lineno", 0) > node.lineno and any(
                    isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in arrays
                    for t in targets
                ):
                    return True
    return False


def _chained_compare_of_array(facts: Facts) -> bool:
    return any(
        isinstance(node, ast.Compare)
        and len(node.ops) > 1
        and any(isinstance(e, ast.Subscript) for e in node.comparators)
        for node in _kernel_nodes(facts.source)
    )


_FLOAT_CASTS = ("float", "wp.float16", "wp.float32", "wp.float64")


def _constant(node) -> float | None:
    if isinstance(node, ast.Call) and len(node.args) == 1 and ast.unparse(node.func) in _FLOAT_CASTS:
        node = node.args[0]  # wp.float64(0.2), the generator's literal in a float64 kernel
    try:
        value = ast.literal_eval(node)
    except ValueError:
        return None
    return float(value) if isinstance(value, (int, float)) else None


def _calls_near_zero(source: str, name: str) -> bool:
    """Whether ``source`` calls ``wp.<name>`` with an argument that may come within 1e-8 of 0: any
    argument except ``wp.clamp(e, lo, hi)`` with constant bounds on one side of [-1e-8, 1e-8]."""
    if f"wp.{name}" not in source:
        return False
    for node in _kernel_nodes(source):
        if not (isinstance(node, ast.Call) and ast.unparse(node.func) == f"wp.{name}" and node.args):
            continue
        arg = node.args[0]
        if isinstance(arg, ast.Call) and ast.unparse(arg.func) == "wp.clamp" and len(arg.args) == 3:
            lo, hi = _constant(arg.args[1]), _constant(arg.args[2])
            if (lo is not None and lo > 1e-8) or (hi is not None and hi < -1e-8):
                continue
        return True
    return False


def _erfinv(facts: Facts) -> bool:
    return _calls_near_zero(facts.source, "erfinv")


def _erfcinv(facts: Facts) -> bool:
    return _calls_near_zero(facts.source, "erfcinv")


def _wide_cast_of_literal_name(facts: Facts) -> bool:
    """`wp.float64(n)`, `wp.int64(n)` or `wp.uint64(n)` of a name bound to a number literal (`n = 5`),
    with `n` read again on a later line."""
    nodes = _kernel_nodes(facts.source)
    literal = set()
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value.operand if isinstance(node.value, ast.UnaryOp) else node.value
            if isinstance(value, ast.Constant) and type(value.value) in (int, float):
                literal.add(node.targets[0].id)
    cast = {}  # name -> line of its first 64-bit cast
    for node in nodes:
        name = _wide_cast_of(node)
        if name in literal:
            cast[name] = min(cast.get(name, node.lineno), node.lineno)
    if any(
        isinstance(node, ast.Name)
        and isinstance(node.ctx, ast.Load)
        and node.id in cast
        and node.lineno > cast[node.id]
        for node in nodes
    ):
        return True
    return any(_wide_cast_of_unrolled_counter(loop) for loop in nodes if isinstance(loop, ast.For))


def _wide_cast_of_unrolled_counter(loop) -> bool:
    """A loop Warp unrolls binds its counter to a literal in each copy of the body, so a 64-bit cast
    of the counter retypes it too: any other read of the counter in the body (an earlier line
    included: it runs again in the next copy) is then refused or does not compile."""
    from harness.validate.rewrite import static_loop  # imports Warp (~2 s); the registry's import does not

    if not (isinstance(loop.target, ast.Name) and static_loop(loop)):
        return False
    counter = loop.target.id
    casts, reads = set(), 0
    for node in (n for stmt in loop.body for n in ast.walk(stmt)):
        if _wide_cast_of(node) == counter:
            casts.add(id(node.args[0]))
        elif isinstance(node, ast.Name) and node.id == counter and isinstance(node.ctx, ast.Load):
            reads += 1
    return bool(casts) and reads > len(casts)


def _wide_cast_of(node) -> str | None:
    """``n`` when ``node`` is ``wp.float64(n)``, ``wp.int64(n)`` or ``wp.uint64(n)`` of a name."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("float64", "int64", "uint64")
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
    ):
        return node.args[0].id
    return None


def _tuple_assign_value_alias(facts: Facts) -> bool:
    """A tuple assignment binds a name to another local name (`w, c = v, 1.0`) and either of them has a
    component or field written later (`v.x = ...`, `w[0] += ...`)."""
    nodes = _kernel_nodes(facts.source)
    bound: list[tuple[str, int]] = []  # (source name, line of the tuple assignment)
    for node in nodes:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            for t, v in zip(node.targets[0].elts, node.value.elts, strict=False):
                if isinstance(v, ast.Name):  # either name's component write shows through the other
                    bound += [(v.id, node.lineno)] + ([(t.id, node.lineno)] if isinstance(t, ast.Name) else [])
    for node in nodes:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
        )
        for target in targets:
            base = target
            while isinstance(base, (ast.Attribute, ast.Subscript)):
                base = base.value
            if base is target or not isinstance(base, ast.Name):
                continue
            if any(base.id == name and node.lineno > line for name, line in bound):
                return True
    return False


def _tuple_assign_no_copy(facts: Facts) -> bool:
    """warp-tuple-assign-no-copy: either symptom of the one root cause."""
    return _tuple_assign_from_array(facts) or _tuple_assign_value_alias(facts)


_SHAPE_ADJOINT = re.compile(r"\b(adj_\w+)\.shape = adj_\w+;")


def _array_shape_adjoint(facts: Facts) -> bool:
    """The backward assigns an adjoint array's shape (``adj_x.shape = adj_N;``, a read of ``x.shape``) and
    uses that adjoint array afterwards (the adjoint of a read of ``x`` before the shape's): what a debug
    build's bounds check stops on."""
    text = facts.cpu_backward
    for match in _SHAPE_ADJOINT.finditer(text):
        rest = _SHAPE_ADJOINT.sub("", text[match.end() :])
        if re.search(rf"\b{match.group(1)}\b", rest):
            return True
    return False


def _local_atomic(facts: Facts) -> bool:
    return any(LOCAL_ATOMIC_WARNING in w for w in facts.ptxas_warnings or ())


def _grouped_mesh_winding_number(facts: Facts) -> bool:
    """A winding-number sign query on a mesh built with ``groups``: the case's mesh handle has them, or
    the module builds a ``wp.Mesh(..., groups=...)`` itself."""
    if "mesh_query_point_sign_winding_number" not in facts.source:
        return False
    handles = (facts.handles or {}).values()
    if any(h.get("type") == "mesh" and h.get("groups") for h in handles):
        return True
    return any(
        isinstance(node, ast.Call)
        and ast.unparse(node.func) in ("wp.Mesh", "warp.Mesh")
        and any(
            k.arg == "groups" and not (isinstance(k.value, ast.Constant) and k.value.value is None)
            for k in node.keywords
        )
        for node in _kernel_nodes(facts.source)
    )


def _promoted_counters_in_set_order(facts: Facts) -> bool:
    """A dynamic loop (``while``, or a ``for`` Warp does not unroll) that assigns two or more counters of
    earlier loops Warp unrolls: Warp copies them before the loop in a set's order."""
    from harness.validate.rewrite import static_loop  # imports Warp (~2 s); the registry's import does not

    nodes = _kernel_nodes(facts.source)
    loops = [n for n in nodes if isinstance(n, (ast.For, ast.While))]
    counters = {
        n.target.id for n in loops if isinstance(n, ast.For) and isinstance(n.target, ast.Name) and static_loop(n)
    }
    if len(counters) < 2:
        return False
    for loop in loops:
        if isinstance(loop, ast.For) and static_loop(loop):
            continue
        stored = {
            n.id
            for stmt in loop.body
            for n in ast.walk(stmt)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id in counters
        }
        if len(stored) >= 2:
            return True
    return False


def _repeated_atomic_minmax(facts: Facts) -> bool:
    """A kernel with a backward that may write one value twice by wp.atomic_min / wp.atomic_max: two such
    calls, or one inside a loop."""
    if not facts.cpu_backward:
        return False
    nodes = _kernel_nodes(facts.source)
    calls = [n for n in nodes if isinstance(n, ast.Call) and ast.unparse(n.func) in ("wp.atomic_min", "wp.atomic_max")]
    looped = {
        id(n) for loop in nodes if isinstance(loop, (ast.For, ast.While)) for stmt in loop.body for n in ast.walk(stmt)
    }
    return len(calls) >= 2 or any(id(c) in looped for c in calls)


_ADJ_TRANSPOSE = re.compile(r"wp::adj_tile_transpose\((var_\w+),")


def _tile_transpose_adjoint(facts: Facts) -> bool:
    """The backward's transpose adjoint is followed by another adjoint that reads the transposed tile's
    values (the values it overwrote): ``wp::adj_tile_transpose(var_4, ...)``, then ``wp::adj_...(var_4, ...)``."""
    text = facts.cpu_backward
    for match in _ADJ_TRANSPOSE.finditer(text):
        later = re.compile(rf"^\s*wp::adj_\w+\(.*\b{match.group(1)}\b", re.M)
        if later.search(text, match.end()):
            return True
    return False


_SCALAR_ANNOTATIONS = re.compile(r"^(?:wp\.)?(?:float|int|bool|float16|float32|float64|u?int(?:8|16|32|64))$")


def _func_param_component_write(facts: Facts) -> bool:
    """A ``@wp.func`` assigns, or updates in place, a component of one of its own value-type parameters
    (``p[2] = s``, ``p.z = s``, ``m[1, 1] += s``; not an array's element) before rebinding the name, in a
    kernel with a backward."""
    if not facts.cpu_backward:
        return False
    for node in _kernel_nodes(facts.source):
        if not isinstance(node, ast.FunctionDef) or not any(
            ast.unparse(d.func if isinstance(d, ast.Call) else d) in ("wp.func", "warp.func", "func")
            for d in node.decorator_list
        ):
            continue
        params = {
            a.arg
            for a in node.args.args
            if a.annotation is not None
            and "array" not in ast.unparse(a.annotation)
            and not _SCALAR_ANNOTATIONS.match(ast.unparse(a.annotation))
        }
        for stmt in (n for s in node.body for n in ast.walk(s)):
            if isinstance(stmt, ast.Assign):
                targets = stmt.targets
            elif isinstance(stmt, ast.AugAssign):
                targets = [stmt.target]
            else:
                continue
            for target in targets:
                if isinstance(target, ast.Name):
                    params.discard(target.id)  # rebound: later writes are to a local
                elif (
                    isinstance(target, (ast.Subscript, ast.Attribute))
                    and isinstance(target.value, ast.Name)
                    and target.value.id in params
                ):
                    return True
    return False


_FLOAT64_SPATIAL = re.compile(r"\bwp\.(?:vec3d|float64|spatial_vectord)\b")


def _spatial_vector_of_float64_halves(facts: Facts) -> bool:
    """``wp.spatial_vector(w, v)`` or ``wp.spatial_vectord(w, v)`` of two parts (not six scalars) in a module that
    uses float64 vectors: the two-part form of a float64 spatial vector, which Warp refuses."""
    if not _FLOAT64_SPATIAL.search(facts.source):
        return False
    return any(
        isinstance(node, ast.Call)
        and ast.unparse(node.func) in ("wp.spatial_vector", "wp.spatial_vectord")
        and len(node.args) == 2
        for node in _kernel_nodes(facts.source)
    )


_BVH_QUERIES = {f"wp.bvh_query_{kind}" for kind in ("aabb", "ray", "capsule", "sphere")}


def _two_bvh_queries(facts: Facts) -> bool:
    """Two or more ``wp.bvh_query_*`` calls in the module: nested or not, the backward creates them all
    before it iterates any (a forward that finishes one loop before the next query is right)."""
    calls = [n for n in _kernel_nodes(facts.source) if isinstance(n, ast.Call) and ast.unparse(n.func) in _BVH_QUERIES]
    return len(calls) >= 2


BUGS: tuple[KnownBug, ...] = (
    KnownBug(
        id="warp-mod-float-adjoint",
        title="the adjoint of wp.mod(a, b) for floats drops d/db (-trunc(a / b)): adj_mod accumulates only adj_a",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the adjoint calls wp::adj_mod on a float variable (the generated CPU backward code)",
        detect=_float_mod_adjoint,
    ),
    KnownBug(
        id="warp-component-update-adjoint",
        title="the adjoint of an in-place update of a vector/matrix component (`v.x -= c`) is wrong "
        "(`v = x[i]; v.x -= c` doubles d/dx[i].x)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the kernel updates a component of a local vector or matrix with an augmented assignment "
        "and has a backward",
        detect=_component_update,
    ),
    KnownBug(
        id="warp-transform-setter-adjoint",
        title="the adjoint of wp.transform_set_rotation/translation passes the overwritten part's adjoint on "
        "to the transform's old value (d out.q / d x.q = 1, not 0)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="the kernel calls wp.transform_set_rotation or wp.transform_set_translation and has a backward",
        detect=_transform_setter,
    ),
    KnownBug(
        id="warp-local-memory-atomic",
        title="CUDA launch failure (719) in release mode: atomics on an in-kernel array's thread-local storage "
        "(the backward of any kernel with an in-kernel wp.zeros array; `+=` or wp.atomic_add on one in forward)",
        warp_version=WARP_VERSION,
        targets=("cuda",),
        passes=("forward", "backward"),
        detector=f"ptxas warns '{LOCAL_ATOMIC_WARNING}' when the CUBIN build compiles the kernel",
        detect=_local_atomic,
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
        detect=_norm_float64,
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
        detect=_tuple_assign_no_copy,
    ),
    KnownBug(
        id="warp-chained-compare-array-ref",
        title="a chained comparison whose later operand is an array element (`x[0] < x[1] < x[2]`) is refused: "
        "'Cannot chain comparisons of unequal types: float32 < wp.ref[float32]'",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("codegen",),
        detector="a chained comparison with an array element among its later operands",
        detect=_chained_compare_of_array,
    ),
)

BUGS += (
    KnownBug(
        id="warp-erfcinv-cpu",
        title="CPU only: wp.erfcinv(x) is erfinv(1 - x) (native/crt.h), so it is inf for x below ~1e-16 "
        "and loses digits for small x (erfcinv(1e-20) is 6.6016; 1e-10: wrong in the 8th digit)",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("forward",),
        detector="the kernel calls wp.erfcinv on an argument not clamped away from 0 (`wp.clamp(e, lo, hi)` with "
        "constant lo > 1e-8 is not counted): a possible hit, as values below ~1e-8 are what it needs",
        detect=_erfcinv,
    ),
    KnownBug(
        id="warp-erfinv-cpu",
        title="CPU only: wp.erfinv(z) is ndtri((z + 1) / 2) / sqrt(2) (native/crt.h), so it is 0 for "
        "|z| below ~1e-16 and loses digits for small |z| (erfinv(1e-20) is 8.862e-21)",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("forward",),
        detector="the kernel calls wp.erfinv on an argument not clamped away from 0 (a constant clamp interval "
        "outside [-1e-8, 1e-8] is not counted): a possible hit, as |values| below ~1e-8 are what it needs",
        detect=_erfinv,
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
        detect=_wide_cast_of_literal_name,
    ),
    KnownBug(
        id="warp-while-return-adjoint-hang",
        title="a `return` inside a `while` loop: the backward kernel never returns (its replay of the loop "
        "body jumps from the return to the store's adjoint, past the loop counter's update, and back to the "
        "unchanged loop condition)",
        warp_version=WARP_VERSION,
        targets=("cpu",),
        passes=("backward",),
        detector="a `return` inside a `while` loop (not inside a dynamic `for` within it) of a kernel with a "
        "backward; where a check is to launch the backward, a thread of its forward pass takes that `return`",
        detect=_while_return,
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
        detect=_array_shape_adjoint,
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
        detect=_grouped_mesh_winding_number,
        upstream="NVIDIA/warp pull request 1600 (open)",
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
        detect=_two_bvh_queries,
        upstream="NVIDIA/warp issue 1258 (open)",
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
        detect=_promoted_counters_in_set_order,
    ),
)

BUGS += (
    KnownBug(
        id="warp-atomic-minmax-adjoint-repeats",
        title="the adjoint of wp.atomic_min / wp.atomic_max credits the element's adjoint to every call whose value "
        "equals the final element (native/builtin.h, adj_atomic_minmax): a value written twice gets its gradient "
        "twice (min(min(10, x), x) = x: Warp's d/dx is 2)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="two or more wp.atomic_min / wp.atomic_max calls, or one inside a loop, in a kernel with a backward",
        detect=_repeated_atomic_minmax,
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
        detect=_tile_transpose_adjoint,
    ),
)

BUGS += (
    KnownBug(
        id="warp-func-param-component-adjoint",
        title="a @wp.func that assigns a component of its own vector/matrix parameter (`p[2] = s`, `p.z = s`, "
        "`p[2] += s`) credits the caller's adjoint of the argument to the written value: the argument is passed by "
        "value and the caller's vector is unchanged, yet d/ds is the caller's adjoint of that component",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        detector="a @wp.func assigns or updates a component or field of one of its own non-array, non-scalar "
        "parameters (before rebinding the name), in a kernel with a backward",
        detect=_func_param_component_write,
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
        detect=_spatial_vector_of_float64_halves,
    ),
)

BY_ID = {bug.id: bug for bug in BUGS}


class Releases(NamedTuple):
    """The Warp releases an entry affects, from AFFECTED."""

    checked: tuple[str, ...]  # every release its reproducer ran under, oldest first
    affected: tuple[str, ...]  # those where it reproduces
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
    return Facts(case.spec.source, case.piece("cpu", "backward"), ptxas_warnings, case.spec.extra.get("handles"))


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
