"""A sweep of Warp's differentiable builtins: one tiny kernel per builtin (and overload of interest),
its adjoint checked against finite differences (harness.hunt.checks.gradcheck: float64 copy, the
gradient check's tolerances and re-derivation). ``make hunt`` runs it with the generated kernels.

A second set of probes exercises what the dataset generator (kernels/) deliberately never emits,
each with its expected output known in closed form (``reference``: harness.hunt.checks.reference)
or its gradient checked: arguments of wp.erfinv / wp.erfcinv near 0 (the generator clamps them into
[-0.8, 0.8] and [0.2, 1.8]), and Python constructs as a user writes them (tuple assignments and
unpacking, chained comparisons, subscripts of slices, calls and tuples, `!=` of vectors, a loop's
`else` and `break`, stores into a struct's vector field, a replay function), which the generator
writes none of. A probe's ``checks`` name the checks that judge it (empty: all); its ``helpers`` are
module-level definitions the kernel uses (a @wp.func, a @wp.struct)."""

from __future__ import annotations

import ast
import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from harness.hunt import cases


@dataclass(frozen=True)
class Probe:
    name: str  # what is probed (a builtin and the overload)
    expr: str  # the output value, from a[i], b[i], c[i]
    inputs: tuple[str, ...]  # dtypes of a, b, c
    output: str = "float"
    domain: tuple[float, float] = (0.5, 2.0)
    prelude: str = ""  # statements before the output, reading x, y, z (= a[i], b[i], c[i])
    reference: Callable | None = None  # the expected output from the inputs (float64 numpy arrays a, b, c)
    checks: tuple[str, ...] = ()  # the checks that judge it; empty: all
    helpers: str = ""  # module-level definitions before the kernel (a @wp.func, a @wp.struct)
    # Its own reproducer, already minimal: the hunt does not reduce it (a construct's probe; a reduction could trade
    # the construct for another failure that gives the same message or the same failing input).
    minimal: bool = False


def _inverse(f, df, y: float, x: float) -> float:
    """Solve f(x) = y by Newton's method from x (f smooth and monotonic near the root)."""
    for _ in range(100):
        step = (f(x) - y) / df(x)
        x -= step
        if abs(step) <= 1e-17 * max(abs(x), 1e-300):
            break
    return x


def erfinv_reference(a):
    """erfinv from Python's math.erf by Newton's method (accurate to double precision near 0)."""
    d = lambda x: 2.0 / math.sqrt(math.pi) * math.exp(-x * x)  # noqa: E731
    return np.vectorize(lambda y: _inverse(math.erf, d, y, y * math.sqrt(math.pi) / 2.0))(a)


def erfcinv_reference(a):
    """erfcinv from Python's math.erfc by Newton's method (math.erfc keeps its digits near 0)."""
    d = lambda x: -2.0 / math.sqrt(math.pi) * math.exp(-x * x)  # noqa: E731
    return np.vectorize(lambda y: _inverse(math.erfc, d, y, math.sqrt(-math.log(y))))(a)


F = ("float",)
FF = ("float", "float")
FFF = ("float", "float", "float")
V3 = ("wp.vec3",)
V3V3 = ("wp.vec3", "wp.vec3")
M33 = ("wp.mat33",)
Q = ("wp.quat",)

PROBES: tuple[Probe, ...] = (
    *(
        Probe(f, f"wp.{f}(x)", F, domain=d)
        for f, d in (
            ("sin", (0.5, 2.0)),
            ("cos", (0.5, 2.0)),
            ("tan", (0.1, 1.2)),
            ("asin", (-0.9, 0.9)),
            ("acos", (-0.9, 0.9)),
            ("atan", (-2.0, 2.0)),
            ("sinh", (-2.0, 2.0)),
            ("cosh", (-2.0, 2.0)),
            ("tanh", (-2.0, 2.0)),
            ("exp", (-2.0, 2.0)),
            ("log", (0.5, 2.0)),
            ("log2", (0.5, 2.0)),
            ("log10", (0.5, 2.0)),
            ("sqrt", (0.5, 2.0)),
            ("cbrt", (0.5, 2.0)),
            ("abs", (0.5, 2.0)),
            ("degrees", (-2.0, 2.0)),
            ("radians", (-2.0, 2.0)),
            ("erf", (-1.5, 1.5)),
            ("erfc", (-1.5, 1.5)),
            ("erfinv", (-0.9, 0.9)),
            ("erfcinv", (0.1, 1.9)),
        )
    ),
    Probe("pow", "wp.pow(x, y)", FF),
    Probe("atan2", "wp.atan2(x, y)", FF, domain=(-2.0, 2.0)),
    Probe("mod", "wp.mod(x, y)", FF),
    Probe("min", "wp.min(x, y)", FF),
    Probe("max", "wp.max(x, y)", FF),
    Probe("copysign", "wp.copysign(x, y)", FF, domain=(-2.0, 2.0)),
    Probe("clamp", "wp.clamp(x, y, z)", FFF, domain=(-2.0, 2.0), prelude="y = y - 3.0\n    z = z + 3.0"),
    Probe("lerp", "wp.lerp(x, y, z)", FFF),
    Probe("smoothstep", "wp.smoothstep(x, y, z)", FFF, prelude="y = x + 2.0\n    z = x + 0.5 * z"),
    Probe("div_approx", "wp.div_approx(x, y)", FF),
    Probe("where", "wp.where(x < y, x * 2.0, y * 3.0)", FF),
    Probe("length", "wp.length(x)", V3),
    Probe("length_sq", "wp.length_sq(x)", V3),
    Probe("normalize", "wp.normalize(x)", V3, "wp.vec3"),
    Probe("dot", "wp.dot(x, y)", V3V3),
    Probe("cross", "wp.cross(x, y)", V3V3, "wp.vec3"),
    Probe("cw_mul", "wp.cw_mul(x, y)", V3V3, "wp.vec3"),
    Probe("cw_div", "wp.cw_div(x, y)", V3V3, "wp.vec3"),
    Probe("min_vec", "wp.min(x)", V3, domain=(0.5, 2.0)),
    Probe("max_vec", "wp.max(x)", V3, domain=(0.5, 2.0)),
    Probe("min_vec_vec", "wp.min(x, y)", V3V3, "wp.vec3"),
    Probe("abs_vec", "wp.abs(x)", V3, "wp.vec3", domain=(-2.0, 2.0)),
    Probe("sign_vec", "wp.sign(x) * 2.0", V3, "wp.vec3", domain=(-2.0, 2.0)),
    Probe("norm_l1", "wp.norm_l1(x)", V3, domain=(-2.0, 2.0)),
    Probe("norm_l2", "wp.norm_l2(x)", V3),
    Probe("norm_huber", "wp.norm_huber(x)", V3, domain=(-1.0, 1.0)),
    Probe("norm_pseudo_huber", "wp.norm_pseudo_huber(x)", V3),
    Probe("smooth_normalize", "wp.smooth_normalize(x)", V3, "wp.vec3", domain=(-1.0, 1.0)),
    Probe("outer", "wp.outer(x, y)", V3V3, "wp.mat33"),
    Probe("skew", "wp.skew(x)", V3, "wp.mat33"),
    Probe("diag", "wp.diag(x)", V3, "wp.mat33"),
    Probe("get_diag", "wp.get_diag(x)", M33, "wp.vec3"),
    Probe("trace", "wp.trace(x)", M33),
    Probe("transpose", "wp.transpose(x)", M33, "wp.mat33"),
    Probe("determinant", "wp.determinant(x)", M33),
    Probe("inverse", "wp.inverse(x)", M33, "wp.mat33", prelude="x = x + wp.identity(n=3, dtype=float) * 4.0"),
    Probe("ddot", "wp.ddot(x, y)", (*M33, *M33)),
    Probe("mat_vec", "x * y", (*M33, "wp.vec3"), "wp.vec3"),
    Probe("vec_mat", "y * x", (*M33, "wp.vec3"), "wp.vec3"),
    Probe("mat_mat", "x * y", (*M33, *M33), "wp.mat33"),
    Probe("matrix_from_cols", "wp.matrix_from_cols(x, y, z)", ("wp.vec3",) * 3, "wp.mat33"),
    Probe("matrix_from_rows", "wp.matrix_from_rows(x, y, z)", ("wp.vec3",) * 3, "wp.mat33"),
    Probe("quat_rotate", "wp.quat_rotate(wp.normalize(x), y)", (*Q, "wp.vec3"), "wp.vec3"),
    Probe("quat_rotate_inv", "wp.quat_rotate_inv(wp.normalize(x), y)", (*Q, "wp.vec3"), "wp.vec3"),
    Probe("quat_inverse", "wp.quat_inverse(x)", Q, "wp.quat"),
    Probe("quat_mul", "x * y", (*Q, *Q), "wp.quat"),
    Probe("quat_to_matrix", "wp.quat_to_matrix(wp.normalize(x))", Q, "wp.mat33"),
    Probe(
        "quat_from_matrix",
        "wp.quat_from_matrix(x)",
        M33,
        "wp.quat",
        prelude="x = x + wp.identity(n=3, dtype=float) * 4.0",
    ),
    Probe("quat_from_axis_angle", "wp.quat_from_axis_angle(wp.normalize(x), y)", ("wp.vec3", "float"), "wp.quat"),
    Probe("quat_to_axis_angle_angle", "quat_angle(wp.normalize(x))", Q),
    Probe("quat_rpy", "wp.quat_rpy(x, y, z)", FFF, "wp.quat"),
    Probe("quat_to_rpy", "wp.quat_to_rpy(wp.normalize(x))", Q, "wp.vec3", domain=(0.2, 1.0)),
    Probe("quat_slerp", "wp.quat_slerp(wp.normalize(x), wp.normalize(y), 0.3)", (*Q, *Q), "wp.quat"),
    Probe(
        "quat_slerp_t", "wp.quat_slerp(wp.normalize(x), wp.normalize(y), z)", (*Q, *Q, "float"), "wp.quat", (0.2, 0.8)
    ),
    Probe("quat_twist", "wp.quat_twist(wp.vec3(0.0, 0.0, 1.0), wp.normalize(x))", Q, "wp.quat"),
    Probe("quat_from_euler", "wp.quat_from_euler(x, 0, 1, 2)", V3, "wp.quat", domain=(0.2, 1.0)),
    Probe("quat_to_euler", "wp.quat_to_euler(wp.normalize(x), 0, 1, 2)", Q, "wp.vec3", domain=(0.2, 1.0)),
    Probe(
        "transform_point",
        "wp.transform_point(wp.transform(x, wp.normalize(y)), z)",
        ("wp.vec3", "wp.quat", "wp.vec3"),
        "wp.vec3",
    ),
    Probe(
        "transform_vector",
        "wp.transform_vector(wp.transform(x, wp.normalize(y)), z)",
        ("wp.vec3", "wp.quat", "wp.vec3"),
        "wp.vec3",
    ),
    Probe(
        "transform_inverse",
        "wp.transform_inverse(wp.transform(x, wp.normalize(y)))",
        ("wp.vec3", "wp.quat"),
        "wp.transform",
    ),
    Probe(
        "transform_to_matrix",
        "wp.transform_to_matrix(wp.transform(x, wp.normalize(y)))",
        ("wp.vec3", "wp.quat"),
        "wp.mat44",
    ),
    Probe("spatial_cross", "wp.spatial_cross(x, y)", ("wp.spatial_vector",) * 2, "wp.spatial_vector"),
    Probe("spatial_cross_dual", "wp.spatial_cross_dual(x, y)", ("wp.spatial_vector",) * 2, "wp.spatial_vector"),
    Probe("spatial_dot", "wp.spatial_dot(x, y)", ("wp.spatial_vector",) * 2),
    Probe("spatial_top", "wp.spatial_top(x)", ("wp.spatial_vector",), "wp.vec3"),
    Probe("spatial_bottom", "wp.spatial_bottom(x)", ("wp.spatial_vector",), "wp.vec3"),
    Probe("svd3_sigma", "svd_sigma(x)", M33, "wp.vec3", prelude="x = x + wp.diag(wp.vec3(4.0, 2.0, 0.5))"),
    Probe(
        "eig3_values",
        "eig_values(x)",
        M33,
        "wp.vec3",
        prelude="x = x + wp.transpose(x) + wp.diag(wp.vec3(6.0, 2.0, -3.0))",
    ),
    Probe(
        "vec_component_lhs",
        "v",
        V3,
        "wp.vec3",
        prelude="v = wp.vec3()\n    v[0] = x[1]\n    v[1] = x[2]\n    v[2] = x[0]",
    ),
    Probe("component_update", "v", V3, "wp.vec3", prelude="v = a[i]\n    v.x -= 1.0"),
    Probe(
        "transform_set_rotation",
        "t",
        ("wp.vec3", "wp.quat", "wp.quat"),
        "wp.transform",
        prelude="t = wp.transform(x, wp.normalize(y))\n    wp.transform_set_rotation(t, wp.normalize(z))",
    ),
    Probe(
        "local_array",
        "s[0] + s[1]",
        F,
        prelude="s = wp.zeros(shape=2, dtype=float)\n    s[0] = x\n    s[1] = x * 2.0",
    ),
    # What the generator never emits, judged against the value known in closed form.
    Probe(
        "erfinv_small",
        "wp.erfinv(x)",
        F,
        domain=(1e-20, 1e-12),
        reference=erfinv_reference,
        checks=("reference",),
    ),
    Probe(
        "erfcinv_small",
        "wp.erfcinv(x)",
        F,
        domain=(1e-20, 1e-15),
        reference=erfcinv_reference,
        checks=("reference",),
    ),
    Probe(
        "tuple_assign_array",
        "u * v",
        FF,
        prelude="u, v = a[i], b[i]\n    u = u + 1.0",
        reference=lambda a, b: (a + 1.0) * b,
        checks=("codegen", "reference"),
    ),
    Probe(
        "chained_compare_array",
        "wp.where(a[i] < b[i] < c[i], x, y)",
        FFF,
        reference=lambda a, b, c: np.where((a < b) & (b < c), a, b),
        checks=("codegen", "reference"),
    ),
    Probe(
        "tuple_assign_vector",
        "w * c",
        V3,
        "wp.vec3",
        prelude="w, c = x, 2.0\n    x[0] = 9.0",
        reference=lambda a: a * 2.0,
        checks=("codegen", "reference"),
    ),
)

# Constructs as a user writes them, each judged against Python's meaning of the same code: the value known in
# closed form (reference), the generated code (codegen), the CUDA build (cubin: a C++ error Warp's front end lets
# through), or the gradient (gradcheck).
_TWO_VALUES = """
@wp.func
def two_values(a: float):
    return a * 2.0, a * 3.0
"""

_STATE = """
@wp.struct
class State:
    pos: wp.vec3
    mass: float
"""

_BODY = """
@wp.struct
class Body:
    t: wp.transform
"""

_REPLAY = """
@wp.func
def twice(a: float) -> float:
    return a * 2.0


@wp.func_replay(twice)
def replay_twice(a: float) -> float:
    return a * 2.0
"""

PROBES += (
    Probe(
        "slice_then_index",  # rows 0..1, then the second of them
        "x[0:2][1]",
        ("wp.mat22",),
        "wp.vec2",
        reference=lambda a: a[:, 1, :],
        checks=("codegen", "reference"),
        minimal=True,
    ),
    Probe(
        "vector_not_equal",
        "wp.where(x != y, 1.0, 0.0)",
        V3V3,
        reference=lambda a, b: np.where(np.any(a != b, axis=1), 1.0, 0.0),
        checks=("codegen", "cubin", "reference"),
        minimal=True,
    ),
    Probe(
        "call_result_subscript",
        "two_values(x)[1]",
        F,
        helpers=_TWO_VALUES,
        reference=lambda a: a * 3.0,
        checks=("codegen", "reference"),
        minimal=True,
    ),
    Probe(
        "tuple_negative_index",
        "t[-1]",
        F,
        prelude="t = two_values(x)",
        helpers=_TWO_VALUES,
        reference=lambda a: a * 3.0,
        checks=("codegen", "cubin", "reference"),
        minimal=True,
    ),
    Probe(
        "vector_unpack",
        "px * 100.0 + py * 10.0 + pz",
        V3,
        prelude="px, py, pz = x",
        reference=lambda a: a[:, 0] * 100.0 + a[:, 1] * 10.0 + a[:, 2],
        checks=("codegen", "reference"),
        minimal=True,
    ),
    Probe(
        "while_else",  # no `break` is taken: Python runs the else block
        "s",
        F,
        prelude="s = float(0.0)\n    n = int(0)\n    while n < 3:\n        if s > 100.0:\n            break\n"
        "        s += x\n        n += 1\n    else:\n        s += 1.0",
        reference=lambda a: a * 3.0 + 1.0,
        checks=("codegen", "reference"),
        minimal=True,
    ),
    Probe(
        "for_break_sum",  # the loop runs j = 0, 1: s = x * (1 + 2)
        "s",
        F,
        prelude="s = float(0.0)\n    for j in range(4):\n        if j >= 2:\n            break\n"
        "        s += x * float(j + 1)",
        checks=("gradcheck",),
        minimal=True,
    ),
    Probe(
        "struct_field_component",
        "st.pos * st.mass",
        FFF,
        "wp.vec3",
        prelude="st = State()\n    st.pos[0] = x\n    st.pos[1] = y\n    st.pos.z = x * y\n    st.mass = z",
        helpers=_STATE,
        checks=("gradcheck",),
        minimal=True,
    ),
    Probe(
        "struct_transform_field",
        "b.t",
        V3,
        "wp.transform",
        prelude="b = Body()\n    b.t = wp.transform_identity()\n    b.t.p = x",
        helpers=_BODY,
        reference=lambda a: np.concatenate([a, np.tile([0.0, 0.0, 0.0, 1.0], (len(a), 1))], axis=1),
        checks=("codegen", "reference"),
        minimal=True,
    ),
    Probe(
        "func_replay_annotated",  # the replay function as Warp's differentiability guide writes it
        "twice(x)",
        F,
        helpers=_REPLAY,
        reference=lambda a: a * 2.0,
        checks=("codegen", "reference"),
        minimal=True,
    ),
)

BY_NAME = {p.name: p for p in PROBES}

_HELPERS = """

@wp.func
def quat_angle(q: wp.quat):
    axis = wp.vec3()
    angle = float(0.0)
    wp.quat_to_axis_angle(q, axis, angle)
    return angle


@wp.func
def svd_sigma(m: wp.mat33):
    u = wp.mat33()
    s = wp.vec3()
    v = wp.mat33()
    wp.svd3(m, u, s, v)
    return s


@wp.func
def eig_values(m: wp.mat33):
    q = wp.mat33()
    d = wp.vec3()
    wp.eig3(m, q, d)
    return d
"""


def source(probe: Probe) -> str:
    names = "abc"[: len(probe.inputs)]
    params = ", ".join(f"{n}: wp.array(dtype={t})" for n, t in zip(names, probe.inputs, strict=True))
    reads = "\n".join(f"    {v} = {n}[i]" for v, n in zip("xyz", names, strict=False))
    prelude = f"    {probe.prelude}\n" if probe.prelude else ""
    helpers = _HELPERS if ("quat_angle" in probe.expr or "svd_" in probe.expr or "eig_" in probe.expr) else ""
    helpers += f"\n\n{probe.helpers.strip()}\n" if probe.helpers else ""
    kernel = probe.name.replace("-", "_")
    return (
        f"import warp as wp\n{helpers}\n\n@wp.kernel\ndef {kernel}({params}, out: wp.array(dtype={probe.output})):\n"
        f"    i = wp.tid()\n{reads}\n{prelude}    out[i] = {probe.expr}\n"
    )


def spec(probe: Probe):
    return cases.spec_from_source(source(probe), case_id=f"sweep-{probe.name}", dim=2, default_domain=probe.domain)


def probe_of(spec) -> Probe | None:
    """The probe whose kernel ``spec`` is, unchanged (the same program; a reduced one is not)."""

    probe = BY_NAME.get(spec.case_id.removeprefix("sweep-")) if spec.case_id.startswith("sweep-") else None
    if probe is None:
        return None
    try:
        same = ast.dump(ast.parse(spec.source)) == ast.dump(ast.parse(source(probe)))
    except SyntaxError:
        return None
    return probe if same else None


def checks_for(spec, names: list[str]) -> list[str]:
    """Those of ``names`` that judge ``spec``: a probe's own, else all (``reference``: only a probe with one)."""
    probe = BY_NAME.get(spec.case_id.removeprefix("sweep-")) if spec.case_id.startswith("sweep-") else None
    if probe is None or probe.reference is None:
        names = [n for n in names if n != "reference"]  # it judges the reference probes only
    if probe is None or not probe.checks:
        return list(names)
    return [n for n in names if n in probe.checks]
