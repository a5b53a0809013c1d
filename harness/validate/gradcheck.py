"""Check a kernel's adjoint (Warp's generated backward code) against finite differences.

Policy (also in README "Validation"):

- **Where.** On the CPU, every Jacobian entry d(output scalar)/d(input scalar) of every
  floating-point input array and output array: the adjoint row by row (one backward launch
  per output scalar, one-hot output gradient), finite differences column by column.
- **Precision.** A float64 copy of the kernel when one can be made (``to_float64``: the same
  program with every float type, literal and constant widened; its outputs must agree with
  the float32 original's to 1e-3, or differ only as much as the kernel's amplification of
  float32 rounding explains), because float32 finite differences cannot resolve errors
  below ~1e-3 and would hide small adjoint bugs. Otherwise the float32 original, with the
  float32 tolerances below; so too when the copy keeps a float32-only builtin's arguments in
  float32 (``to_float64(convert=True)``, ``float32_builtins``).
- **Tolerances.** An entry passes when |AD - FD| <= atol * max(1, |f|) + rtol * |FD|, with
  f the output value (finite-difference round-off grows with it):
  float64: step 1e-6, rtol 1e-5, atol 1e-6; float32: step 1e-2, rtol 2e-2, atol 2e-3.
  The step is relative for inputs beyond 1 in magnitude.
- **Truncation.** An entry that fails at step h is re-derived with Richardson extrapolation
  from steps h and 2h (error O(h^4) for smooth functions) before it can fail.
- **Kinks.** Non-smooth functions (abs, floor, min/max, where, step, sign, clamp, comparisons)
  make a central difference meaningless where a kink or jump lies within the step. An entry
  that fails at step h is re-derived at steps h/10, h/100, h/1000: a kink farther than h/1000
  from the input then lies outside the step, and the adjoint must match the derivative of the
  branch it is on (no tolerance is loosened). Only a kink within h/1000 of the input (the
  one-sided derivatives disagree, the small steps do not settle) with the adjoint matching one
  side is counted as *kink*; that count is in the reason and excluded from the error.
- **Unresolved.** Where the small steps do not settle and no kink explains it (chaotic,
  ill-conditioned code: derivatives change faster than any usable step), or where the adjoint
  itself moves when the inputs move by a few ulp (it differentiates rounding noise), finite
  differences cannot judge the adjoint: the kernel is "n/a" with the count, never a pass.
- **Not applicable ("n/a", with the reason):** the generator says so (``spec.gradcheck_na``:
  integer outputs, ...), there are no floating-point
  input or output arrays, or an output is written by atomic min/max mixed with other writes (the
  value depends on thread order, so no derivative is defined). An array both read and written
  (:data:`IN_PLACE`: Warp's adjoint does not separate the two roles) is checked on the copy with
  its reads and writes split (harness/validate/inplace.py), n/a where there is none.
- **Checked despite the generator's reason** (``CHECKED_DESPITE``, said in the record's reason):
  random draws at a fixed seed (constants with respect to the float inputs); float16 kernels, on
  their float64 copy alone (harness/validate/steps.py ``_check_on_copy``); matrix decompositions and
  geometry queries, at the drawn inputs (a repeated singular value or a query tie within the step
  shows as a kink or as unresolved, as any other). A kernel built with ``enable_backward=False``
  (:data:`NO_ADJOINT`) is checked on its float64 copy built with the adjoint (``with_adjoint``), or,
  where that copy does not build, on the float32 original built with the adjoint.
- **Explained mismatches** (harness/validate/explain.py ``_explain_failure``): a failing kernel is
  checked again as rewritten copies, each with one known cause removed (dynamic loops made
  static: ``unrolled``; ``wp.frac`` and ``wp.mod`` spelt out: ``without_frac``,
  ``without_float_mod``; component updates as sums: ``with_component_updates_as_sums``;
  ``wp.transform_set_*`` as assignments: ``with_setters_as_assignments``; a ``@wp.func``'s written
  parameters copied first: ``with_func_params_copied``). Documented Warp
  limitations a rewrite confirms make the result "limitation" (named); a registered Warp bug a
  rewrite confirms makes it "known_bug"; a documented limitation no rewrite confirms (a builtin
  Warp registers as not differentiable, a `while` that cannot be made static) is "limitation",
  marked unconfirmed.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

import numpy as np
import warp as wp

from harness import warp_api
from harness.validate import runtime
from harness.validate.labels import ON_ADJOINT_COPY, ON_ADJOINT_COPY32  # noqa: F401 (named gradcheck.* by steps.py)
from harness.validate.loops import dynamic_loop_mutations, dynamic_loop_returns, unrolled  # noqa: F401 (as below)
from harness.validate.rewrite import (  # noqa: F401 (the rewrites' callers outside harness/validate name them gradcheck.*)
    component_writes,
    float32_builtins,
    no_copy,
    order_dependent_outputs,
    to_float64,
    to_float64_converting,
    with_adjoint,
    with_component_updates_as_sums,
    with_func_params_copied,
    with_setters_as_assignments,
)
from kernels.spec import KernelSpec


@dataclass(frozen=True)
class Tolerance:
    step: float
    rtol: float
    atol: float
    nudge: float  # relative input move of a few ulp of the precision (the rounding-noise test)
    moved: float  # relative change of an adjoint row under that nudge that counts as moving


TOLERANCES = {
    "float64": Tolerance(step=1e-6, rtol=1e-5, atol=1e-6, nudge=1e-14, moved=1e-6),
    "float32": Tolerance(step=1e-2, rtol=2e-2, atol=2e-3, nudge=4 * 2.0**-24, moved=1e-2),
}
# A float64 copy stands in for the original only when their outputs agree to COPY_AGREEMENT
# (relative to max(1, |output|)), or their difference is explained by how strongly the kernel
# amplifies float32 rounding: within CONDITIONING_FACTOR times the spread of the copy's outputs
# under relative input noise of one float32 rounding (2^-24). Rounding happens at every
# operation, not only at the inputs, hence the factor.
COPY_AGREEMENT = 1e-3
CONDITIONING_FACTOR = 1000.0
FLOAT32_ROUNDING = 2.0**-24


# Builtins Warp registers as not differentiable (its language reference says so) through which a
# non-zero derivative can flow; the others of that kind are piecewise constant (floor, sign, ...),
# integer-valued, random, geometry queries or control, and cannot make a gradient check fail.
NON_DIFFERENTIABLE_CARRIERS = ("frac", "zeros", "select")


def not_differentiable(builtins) -> list[str]:
    """Of ``builtins`` (names without ``wp.``), those Warp registers as not differentiable through which
    a derivative would flow: a kernel using one fails a gradient check by Warp's documented design."""
    documented = warp_api.non_differentiable_builtins()
    return sorted(
        b
        for b in set(builtins)
        if b in documented and (b in NON_DIFFERENTIABLE_CARRIERS or b.startswith(("tile_", "dense_")))
    )


# Reasons a generator gives for not checking a kernel (``spec.gradcheck_na``, joined by "; ") that the
# check handles, by their opening words -> how (the record's reason says so). The rest stand.
CHECKED_DESPITE = {
    "random:": "random draws at a fixed seed (`wp.rand_init` of constants and thread indices) are constants with "
    "respect to the float inputs, so finite differences are valid",
    "float16 values:": "float16 kernel: checked on its float64 copy, the same program widened (float16 finite "
    "differences cannot resolve an adjoint)",
    "matrix decompositions:": "matrix decompositions: checked at the drawn inputs, away from repeated singular values "
    "(the check's step is far smaller than their gaps; where not, finite differences do not settle: unresolved)",
    "geometry queries:": "geometry queries: piecewise smooth in the query inputs; a query whose result jumps within "
    "the step (a tie) is a kink, judged as any other",
}


def generator_reasons(spec: KernelSpec) -> tuple[list[str], list[str]]:
    """The generator's reasons (``spec.gradcheck_na``) that stand, and the notes of those the check
    handles (``CHECKED_DESPITE``)."""
    stand, handled = [], []
    for reason in filter(None, (r.strip() for r in spec.gradcheck_na.split("; "))):
        how = next((h for opening, h in CHECKED_DESPITE.items() if reason.startswith(opening)), None)
        if how is None:
            stand.append(reason)
        elif how not in handled:
            handled.append(how)
    return stand, handled


def is_float16(source: str) -> bool:
    """Whether the kernel computes in float16 (its gradient is checked on the float64 copy alone)."""
    return any(t in source for t in ("wp.float16", "wp.vec2h", "wp.vec3h", "wp.vec4h", "wp.half"))


NO_ADJOINT = "Warp generates no adjoint for this kernel (enable_backward=False)"
# Checked on a copy with the reads and writes split (harness/validate/inplace.py), where one can be made.
IN_PLACE = "an array is both read and written: Warp's adjoint does not separate the input and output roles"


CAS_LOOP = (
    "a compare-and-swap loop (wp.atomic_cas in a while loop, or in a function one calls): Warp's backward pass "
    "replays it on the arrays the forward pass left, where the swap never succeeds, and never returns"
)


def cas_loop(source: str) -> bool:
    """Whether a ``while`` loop of ``source`` calls ``wp.atomic_cas``, itself or through the source's functions
    (one whose backward is launched never returns: checked on Warp 1.19 with a float maximum's retry loop)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False

    def called(node) -> set[str]:
        return {
            c.func.attr if isinstance(c.func, ast.Attribute) else c.func.id
            for c in ast.walk(node)
            if isinstance(c, ast.Call) and isinstance(c.func, (ast.Attribute, ast.Name))
        }

    bodies = {f.name: called(f) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}
    swapping, grown = {"atomic_cas"}, True
    while grown:  # the functions that swap, directly or through others
        more = {name for name, calls in bodies.items() if calls & swapping}
        grown = not more <= swapping
        swapping |= more
    return any(called(w) & swapping for w in ast.walk(tree) if isinstance(w, ast.While))


def not_applicable(spec: KernelSpec, kernel) -> str:
    """Why the adjoint of this kernel cannot be checked ("" when it can). :data:`NO_ADJOINT` only
    when it is the one reason: validation then checks the copy built with the adjoint."""
    stand, _handled = generator_reasons(spec)
    if stand:
        return "; ".join(stand)
    roles = {a.name: a.role for a in spec.args}
    if any(a.kind == "array" and a.role == "inout" for a in spec.args):
        return IN_PLACE
    racy = [n for n in order_dependent_outputs(spec.source) if roles.get(n) in ("out", "inout")]
    if racy:
        return f"order-dependent outputs ({', '.join(racy)}): atomic min/max mixed with other writes, so no derivative is defined"
    if not warp_api.backward_enabled(kernel):
        return NO_ADJOINT
    return ""


# --------------------------------------------------------------------------- the check


@dataclass
class GradResult:
    status: str  # "pass" | "fail" | "n/a"; explain.py makes a failure "known_bug" or "limitation"
    max_error: float | None
    reason: str
    precision: str = ""
    entries: int = 0
    kinks: int = 0
    details: dict = field(default_factory=dict)


def _labels(host, which: str) -> list[str]:
    labels = []
    for h in host:
        if which == "in" and not (h.is_array and h.is_float and h.spec.role == "in"):
            continue
        if which == "out" and not (h.is_array and h.is_float and h.spec.role == "out"):
            continue
        value = np.asarray(h.value)
        n_elem = int(np.prod(h.spec.shape))
        if n_elem == 0:  # an empty array (a package's own launch may pass one): no entries
            continue
        comp = value.size // n_elem
        for i in range(value.size):
            index = np.unravel_index(i // comp, tuple(h.spec.shape))
            labels.append(f"{h.spec.name}{list(map(int, index))}" + (f"[{i % comp}]" if comp > 1 else ""))
    return labels


def _prepared(kernel, spec: KernelSpec, host: list, block_dim: int, reset_counters: bool = False) -> tuple:
    """(launch arguments, indices of the float inputs and outputs, flat views of the inputs, float
    outputs and all outputs, the inputs' first values, the gradient arrays, the forward and adjoint
    launches). Every launch of a check is on these same arrays, only their contents change:
    recorded once, replayed. With ``reset_counters`` the integer outputs are zeroed before each
    adjoint launch, as before each forward one: a helper's atomic counter that the backward replays
    hands out the slots the forward did (``explain``'s confirmation of warp-atomic-result-adjoint)."""
    args = runtime.to_warp(host, kernel, "cpu", requires_grad=True)
    xs = [i for i, h in enumerate(host) if h.is_array and h.is_float and h.spec.role == "in"]
    ys = [i for i, h in enumerate(host) if h.is_array and h.is_float and h.spec.role == "out"]
    outs = [i for i, h in enumerate(host) if h.is_array and h.spec.role == "out"]
    x_view = [args[i].numpy().reshape(-1) for i in xs]
    y_view = [args[i].numpy().reshape(-1) for i in ys]
    out_view = [args[i].numpy().reshape(-1) for i in outs]
    x0 = [v.copy() for v in x_view]
    grads = [a.grad if isinstance(a, wp.array) and a.requires_grad else zero_like(a) for a in args]
    forward_launch = runtime.launch(kernel, spec, args, block_dim, record=True)
    adjoint_launch = runtime.launch(kernel, spec, args, block_dim, adj_args=grads, record=True)
    if reset_counters:
        counters = [args[i].numpy().reshape(-1) for i in outs if not host[i].is_float]
        adjoint_launch = _AfterZeroing(adjoint_launch, counters)
    return args, xs, ys, x_view, y_view, out_view, x0, grads, forward_launch, adjoint_launch


@dataclass
class _AfterZeroing:
    """A recorded launch that zeroes ``views`` first."""

    recorded: object
    views: list

    def launch(self) -> None:
        for view in self.views:
            view[:] = 0
        self.recorded.launch()


def jacobians(
    kernel, spec: KernelSpec, host: list, block_dim: int, tol: Tolerance, reset_counters: bool = False
) -> dict:
    """AD and finite-difference Jacobians (and what is needed to explain mismatches)."""
    args, xs, ys, x_view, y_view, out_view, x0, grads, forward_launch, adjoint_launch = _prepared(
        kernel, spec, host, block_dim, reset_counters
    )

    def forward() -> np.ndarray:
        for v in out_view:
            v[:] = 0
        forward_launch.launch()
        return np.concatenate([v.astype(np.float64) for v in y_view])

    f0 = forward()
    # Adjoint: one backward launch per output scalar, on the arrays the forward pass left.
    gx = [args[i].grad.numpy().reshape(-1) for i in xs]
    gy = [args[i].grad.numpy().reshape(-1) for i in ys]
    grad_views = [g.numpy().reshape(-1) for g in grads if isinstance(g, wp.array) and not warp_api.is_struct(g.dtype)]
    m, n = len(f0), sum(v.size for v in x_view)
    ad = np.empty((m, n))
    row = 0
    for k, view in enumerate(gy):
        for j in range(view.size):
            for g in grad_views:
                g[:] = 0
            gy[k][j] = 1
            adjoint_launch.launch()
            ad[row] = np.concatenate([g.astype(np.float64) for g in gx])
            row += 1
    # Finite differences: central, step h (relative beyond 1), from the rounded inputs actually used.
    plus, minus, steps = np.empty((m, n)), np.empty((m, n)), np.empty(n)
    col = 0
    for k, view in enumerate(x_view):
        for j in range(view.size):
            x = float(x0[k][j])
            h = tol.step * max(1.0, abs(x))
            view[j] = x + h
            xp = float(view[j])
            plus[:, col] = forward()
            view[j] = x - h
            xm = float(view[j])
            minus[:, col] = forward()
            view[j] = x0[k][j]
            steps[col] = (xp - xm) / 2
            col += 1

    def probe(col: int, multiples: tuple[float, ...]) -> list[tuple[float, np.ndarray]]:
        """(actual offset, f) at x + m * h for one column: only for entries that need explaining."""
        k, j = _locate(x_view, col)
        x = x0[k][j]
        values = []
        for m in multiples:
            x_view[k][j] = x + m * steps[col]
            values.append((float(x_view[k][j]) - float(x), forward()))
        x_view[k][j] = x
        return values

    def nudged_adjoint(rows: list[int]) -> np.ndarray:
        """Adjoint rows with every input moved by a few ulp of the precision (seeded signs): a
        derivative that is not rounding noise barely moves."""
        rng = runtime.case_rng(spec.case_id, "nudge")
        for k, view in enumerate(x_view):
            view[:] = x0[k] * (1 + tol.nudge * rng.choice((-1.0, 1.0), size=view.size))
        forward()
        flat = [(k, j) for k, view in enumerate(gy) for j in range(view.size)]
        result = np.empty((len(rows), n))
        for i, r in enumerate(rows):
            for g in grad_views:
                g[:] = 0
            k, j = flat[r]
            gy[k][j] = 1
            adjoint_launch.launch()
            result[i] = np.concatenate([g.astype(np.float64) for g in gx])
        for k, view in enumerate(x_view):
            view[:] = x0[k]
        forward()
        return result

    return {
        # The launch arguments outlive this function with the probes: the recorded launches hold
        # their arrays, but a geometry handle is an id, and its object (args.keep) must stay alive.
        "args": args,
        "f0": f0,
        "finite_launch": bool(np.all(np.isfinite(f0))) and all(_all_finite(h.value) for h in host),
        "finite_in": np.concatenate([np.isfinite(np.asarray(x, dtype=np.float64)).reshape(-1) for x in x0]),
        "ad": ad,
        "plus": plus,
        "minus": minus,
        "steps": steps,
        "probe": probe,
        "nudged_adjoint": nudged_adjoint,
    }


def _all_finite(value) -> bool:
    """Whether every floating-point value of a launch argument (struct fields, records included) is finite."""
    if isinstance(value, dict):
        return all(_all_finite(v) for v in value.values())
    if isinstance(value, runtime.StructArray):
        return all(_all_finite(v) for v in value.elements)
    if not isinstance(value, (np.ndarray, np.generic, float)):
        return True  # a shared array (its first place is weighed), a handle, None
    a = np.asarray(value)
    if a.dtype.names:
        return all(_all_finite(a[name]) for name in a.dtype.names)
    return a.dtype.kind != "f" or bool(np.all(np.isfinite(a)))


def zero_like(value):
    if isinstance(value, wp.array):
        return wp.zeros_like(value)
    try:
        return type(value)()
    except TypeError:
        return 0


def _locate(views, col: int) -> tuple[int, int]:
    for k, v in enumerate(views):
        if col < v.size:
            return k, col
        col -= v.size
    raise IndexError(col)


def compare(j: dict, tol: Tolerance) -> dict:
    """Entry-by-entry verdicts. An entry that misses the tolerance at step h is judged again by,
    in order:

    1. Richardson extrapolation from steps h and 2h (a smooth function's truncation error);
    2. central differences at h/10, h/100 and h/1000: once they settle (each changes less, the
       last by under 1%), the adjoint must match the finest, within the tolerance plus twice
       the last change. A kink or jump farther than h/1000 from the input is outside these
       steps, so the adjoint is held to the derivative of the branch it is on;
    3. a kink or jump right at the input (the one-sided derivatives disagree, and the central
       differences do not settle, or settle on the sides' mean, as those of |x| at 0 do) with the
       adjoint matching one side is counted as *kink*; anything else that does not settle is
       *unresolved* (the function is not smooth at the scale of any usable step there).
    """
    f0, ad, steps = j["f0"], j["ad"], j["steps"]
    fd = (j["plus"] - j["minus"]) / (2 * steps)
    scale = np.maximum(1.0, np.abs(f0))[:, None]

    def tolerance(ref: float, s: float) -> float:
        return tol.atol * s + tol.rtol * abs(ref)

    err = np.abs(ad - fd)
    # An input or output that is not finite at the inputs (a package's "no hit" sentinel of inf) has no
    # finite difference: its entries are left out, and counted.
    left_out = ~np.isfinite(f0)[:, None] | ~j.get("finite_in", np.ones(ad.shape[1], dtype=bool))[None, :]
    bad = ~(err <= tol.atol * scale + tol.rtol * np.abs(fd)) & ~left_out
    reference = fd.copy()
    kinks, failures, unresolved = [], [], []
    for c in np.unique(np.nonzero(bad)[1]):
        (d2, p2), (e2, m2) = j["probe"](c, (2.0, -2.0))
        h = steps[c]
        central2 = (p2 - m2) / (d2 - e2)
        rich = (4 * fd[:, c] - central2) / 3
        right = (-3 * f0 + 4 * j["plus"][:, c] - p2) / (2 * h)
        left = (3 * f0 - 4 * j["minus"][:, c] + m2) / (2 * h)
        small = None
        for r in np.nonzero(bad[:, c])[0]:
            s = scale[r, 0]
            a = ad[r, c]
            reference[r, c] = rich[r]
            if np.isfinite(a) and abs(a - rich[r]) <= 2 * tolerance(rich[r], s):
                continue
            if small is None:
                probes = j["probe"](c, (0.1, -0.1, 0.01, -0.01, 0.001, -0.001))
                small = [(fp - fm) / (dp - dm) for (dp, fp), (dm, fm) in zip(probes[::2], probes[1::2], strict=True)]
            c10, c100, c1000 = (v[r] for v in small)
            error = abs(c100 - c1000)
            settled = abs(c10 - c100) <= 0.1 * abs(c100) + 2 * tolerance(c100, s)
            settled = settled and error <= 0.01 * abs(c1000) + 2 * tolerance(c1000, s)
            if settled and np.isfinite(a) and abs(a - c1000) <= 2 * tolerance(c1000, s) + 2 * error:
                reference[r, c] = c1000
                continue
            # A kink right at the input: the one-sided derivatives disagree and the adjoint takes one of
            # them. Central differences there settle only on the sides' mean (|x| at 0); settled on
            # anything else, the kink lies farther off and the adjoint is held to its branch.
            kink = abs(right[r] - left[r]) > 2 * (tolerance(right[r], s) + tolerance(left[r], s))
            mean = (left[r] + right[r]) / 2
            at_input = not settled or abs(c1000 - mean) <= 2 * tolerance(mean, s) + 2 * error
            side = min(abs(a - left[r]) - 2 * tolerance(left[r], s), abs(a - right[r]) - 2 * tolerance(right[r], s))
            if np.isfinite(a) and kink and at_input and side <= 0:
                kinks.append((r, c))
            elif settled:
                reference[r, c] = c1000
                failures.append((r, c, a, fd[r, c], rich[r], left[r], right[r], c1000))
            else:
                unresolved.append((r, c, a, fd[r, c], c10, c1000, None))
    if failures and "nudged_adjoint" in j:
        # An adjoint that changes when the inputs move by a few ulp is differentiating rounding
        # noise (e.g. normalize of a vector that is zero in exact arithmetic: Warp normalizes any
        # non-zero vector): neither it nor finite differences mean anything there.
        # A row is judged as a whole: rounding noise upstream of an output makes its row move.
        rows = sorted({f[0] for f in failures})
        # An adjoint of nan that stays nan has not moved: no noise, a failure. Not where the launch holds a
        # value that is not finite (an inf sentinel): there the backward pass makes nan of 0 * inf, whatever
        # Warp's derivatives, and the entry stays unresolved.
        nudged = dict(zip(rows, j["nudged_adjoint"](rows), strict=True))
        now, was = np.array([nudged[r] for r in rows]), ad[rows]
        with np.errstate(invalid="ignore"):
            still = (np.abs(now - was) <= tol.moved * np.maximum(1.0, np.abs(was))) | (now == was)
        still |= np.isnan(now) & np.isnan(was) & j.get("finite_launch", True)
        still &= np.isfinite(was) | j.get("finite_launch", True)
        moved = {r for r, row in zip(rows, still | left_out[rows], strict=True) if not np.all(row)}
        unresolved += [(f[0], f[1], f[2], f[3], None, f[7], nudged[f[0]][f[1]]) for f in failures if f[0] in moved]
        failures = [f for f in failures if f[0] not in moved]
    normalised = np.abs(ad - reference) / np.maximum(1.0, np.abs(reference))
    normalised[left_out] = 0.0
    for r, c, *_ in [*kinks, *unresolved]:
        normalised[r, c] = 0.0
    return {
        "fd": fd,
        "reference": reference,
        "kinks": kinks,
        "failures": failures,
        "unresolved": unresolved,
        "normalised": normalised,
        "left_out": int(np.sum(left_out)),
    }


NO_FLOAT_PATHS = "no floating-point input array or no floating-point output array"


def has_float_paths(host: list) -> bool:
    """Whether a floating-point array is read and one written (an array updated in place is both)."""
    floats = [h.spec.role for h in host if h.is_array and h.is_float]
    return any(r in ("in", "inout") for r in floats) and any(r in ("out", "inout") for r in floats)


def check(
    kernel, spec: KernelSpec, host: list, block_dim: int, precision: str, reset_counters: bool = False
) -> GradResult:
    """Run the comparison on ``kernel`` (the float64 copy or the float32 original): every Jacobian
    entry, or, past ``FULL_JACOBIAN_MAX`` values (a package's own launch), projections of it."""
    tol = TOLERANCES[precision]
    if not has_float_paths(host):
        return GradResult("n/a", None, NO_FLOAT_PATHS, precision)
    values = sum(np.asarray(h.value).size for h in host if h.is_array and h.is_float and h.spec.role != "inout")
    if values > FULL_JACOBIAN_MAX:
        with np.errstate(invalid="ignore", over="ignore"):  # values not finite at the inputs: left out, counted
            return check_projected(kernel, spec, host, block_dim, precision, reset_counters)
    with np.errstate(invalid="ignore", over="ignore"):  # values not finite at the inputs: left out, counted
        j = jacobians(kernel, spec, host, block_dim, tol, reset_counters)
        verdict = compare(j, tol)
    rows, cols = _labels(host, "out"), _labels(host, "in")
    entries = j["ad"].size
    max_error = float(np.max(verdict["normalised"])) if entries else 0.0
    if not np.isfinite(max_error):
        max_error = float("inf")
    kinks = len(verdict["kinks"])
    kink_note = f"; {kinks} entries straddled a kink or jump (AD matched a one-sided derivative)" if kinks else ""
    if verdict["left_out"]:
        kink_note += f"; {verdict['left_out']} entries left out: an input or output not finite at the inputs"
    tol_note = f"{precision}, step {tol.step:g}, rtol {tol.rtol:g}, atol {tol.atol:g}"
    if entries and verdict["left_out"] == entries:
        return GradResult("n/a", None, f"unresolved: every one of the {entries} Jacobian entries has an input or "
                          "output that is not finite at the inputs", precision, entries)  # fmt: skip
    if verdict["failures"]:
        worst = max(verdict["failures"], key=lambda f: abs(f[2] - f[7]) if np.isfinite(f[2]) else np.inf)
        r, c, a, fd, rich, left, right, small = worst
        reason = (
            f"{len(verdict['failures'])} of {entries} Jacobian entries differ ({tol_note}); worst "
            f"d{rows[r]}/d{cols[c]}: AD {a:.9g}, FD {fd:.9g} (extrapolated {rich:.9g}, one-sided {left:.9g} / "
            f"{right:.9g}, step h/1000 {small:.9g}){kink_note}"
        )
        return GradResult("fail", max_error, reason, precision, entries, kinks, {"failures": len(verdict["failures"])})
    if verdict["unresolved"]:
        r, c, a, fd, *rest = verdict["unresolved"][0]
        example = (  # settled finite differences and the adjoint nudged, or the differences that do not settle
            f"AD {a:.9g}, {rest[2]:.9g} with the inputs nudged by a few ulp, FD {fd:.9g} / {rest[1]:.9g} at steps h, h/1000"
            if rest[2] is not None
            else f"AD {a:.9g}, FD {fd:.9g} / {rest[0]:.9g} / {rest[1]:.9g} at steps h, h/10, h/1000"
        )
        if rest[2] is not None and not np.isfinite(a) and not j.get("finite_launch", True):
            example += " (the launch holds values that are not finite: a backward pass makes nan of 0 * inf)"
        reason = (
            f"unresolved: at {len(verdict['unresolved'])} of {entries} Jacobian entries finite differences do not "
            f"converge or the adjoint moves when the inputs move by a few ulp (the kernel is not smooth at the scale "
            f"of any usable step there, or amplifies rounding noise: ill-conditioned), e.g. "
            f"d{rows[r]}/d{cols[c]}: {example}; "
            f"the other entries agree ({tol_note}; max |AD-FD|/max(1,|FD|) = {max_error:.2e}){kink_note}"
        )
        return GradResult("n/a", None, reason, precision, entries, kinks, {"unresolved": len(verdict["unresolved"])})
    vacuous = entries > 0 and not np.any(j["ad"]) and not np.any(np.nan_to_num(verdict["fd"]))
    reason = f"{entries} Jacobian entries agree ({tol_note}); max |AD-FD|/max(1,|FD|) = {max_error:.2e}{kink_note}"
    if vacuous:
        reason = "vacuous: no output depends on any input (every derivative is 0); " + reason
    return GradResult("pass", max_error, reason, precision, entries, kinks, {"vacuous": vacuous})


def rounding_spread(kernel, spec: KernelSpec, host: list, block_dim: int, trials: int = 3) -> dict[str, np.ndarray]:
    """Per output element: how far the outputs of ``kernel`` move when every floating-point
    input is perturbed by one float32 rounding (relative noise 2^-24, seeded by the case id).
    Large values mean the kernel is ill-conditioned at these inputs: float32 results there
    carry large rounding errors (on any device)."""
    base = runtime.outputs(host, _run_once(kernel, spec, host, block_dim))
    spread = {name: np.zeros(value.shape) for name, value in base.items()}
    rng = runtime.case_rng(spec.case_id, "rounding")
    for _ in range(trials):
        noisy = []
        for h in host:
            value = h.value
            if h.is_float and not isinstance(value, dict):
                v = np.asarray(value, dtype=np.float64)
                value = v * (1 + FLOAT32_ROUNDING * rng.uniform(-1, 1, size=v.shape))
            noisy.append(runtime.HostArg(h.spec, value, h.is_float))
        outs = runtime.outputs(noisy, _run_once(kernel, spec, noisy, block_dim))
        for name, value in outs.items():
            if value.dtype.kind == "f":
                spread[name] = np.maximum(spread[name], np.abs(value.astype(np.float64) - base[name]))
    return spread


def _run_once(kernel, spec, host, block_dim):
    args = runtime.to_warp(host, kernel)
    runtime.launch(kernel, spec, args, block_dim)
    return args


def copy_agrees(
    original: dict[str, np.ndarray], copy: dict[str, np.ndarray], spread: dict[str, np.ndarray] | None = None
) -> tuple[bool, float, float]:
    """Whether the float64 copy computes what the original does: (agrees, worst relative
    difference, worst difference not explained by ill-conditioning)."""
    worst = unexplained = 0.0
    for name, value in original.items():
        if value.dtype.kind != "f":
            if not np.array_equal(value, copy[name]):
                return False, float("inf"), float("inf")
            continue
        a, b = value.astype(np.float64), copy[name].astype(np.float64)
        if np.any(np.isnan(a) != np.isnan(b)):
            return False, float("inf"), float("inf")
        with np.errstate(invalid="ignore"):
            diff = np.nan_to_num(np.abs(a - b), nan=0.0)
        rel = diff / np.maximum(1.0, np.abs(b))
        worst = max(worst, float(rel.max()) if rel.size else 0.0)
        allowed = COPY_AGREEMENT * np.maximum(1.0, np.abs(b))
        if spread is not None:
            allowed = np.maximum(allowed, CONDITIONING_FACTOR * spread[name])
        excess = np.where(diff > allowed, rel, 0.0)
        unexplained = max(unexplained, float(excess.max()) if excess.size else 0.0)
    return unexplained == 0.0, worst, unexplained


# Past this many floating-point input and output values a full Jacobian (a launch per value) costs
# too much: the check compares projections of it instead (``check_projected``).
FULL_JACOBIAN_MAX = 4096
PROJECTIONS = 3  # random projections compared
PROJECTED_RTOL = {"float64": 1e-4, "float32": 2e-2}  # of the root of the sum of the projection's terms' squares


def check_projected(
    kernel, spec: KernelSpec, host: list, block_dim: int, precision: str, reset_counters: bool = False
) -> GradResult:
    """The adjoint against finite differences along random directions: for a seeded direction u of
    the inputs and weights w of the outputs, one backward launch gives (J^T w) . u and two forward
    launches give w . (J u) by a central difference. A difference at step h that moves at step h/10
    (a kink or jump within the step, chaotic code) judges nothing: n/a, never a pass. An adjoint
    that is not finite fails only as an entry's does in ``compare``: where finite differences settle,
    every value of the launch is finite, and it stays so with the inputs moved by a few ulp; else n/a."""
    tol = TOLERANCES[precision]
    args, xs, ys, x_view, y_view, out_view, x0, grads, forward_launch, adjoint_launch = _prepared(
        kernel, spec, host, block_dim, reset_counters
    )
    grad_views = [g.numpy().reshape(-1) for g in grads if isinstance(g, wp.array) and not warp_api.is_struct(g.dtype)]

    def forward(scale: float, u: list) -> np.ndarray:
        for k, view in enumerate(x_view):
            view[:] = x0[k] + scale * u[k]
        for v in out_view:
            v[:] = 0
        forward_launch.launch()
        return np.concatenate([v.astype(np.float64) for v in y_view])

    def central(h: float, u: list, w: np.ndarray) -> tuple[float, float]:
        """(w . (f(x + h u) - f(x - h u)) / 2, the root of the sum of its terms' squares)."""
        plus, minus = forward(h, u), forward(-h, u)
        difference = np.where(w != 0, w * (plus - minus) / 2, 0.0)  # a left-out output's inf - inf: not counted
        return float(np.sum(difference)), float(np.sqrt(np.sum(difference**2)))

    rng = runtime.case_rng(spec.case_id, "projection")
    worst, entries = 0.0, sum(v.size for v in x_view) * sum(v.size for v in y_view)
    # Values that are not finite at the inputs (a package's "no hit" sentinel of inf): an input is not
    # moved, an output not weighed; what is finite is compared.
    finite_in = [np.isfinite(np.asarray(x, dtype=np.float64)) for x in x0]
    finite_out = np.isfinite(forward(0.0, [np.zeros(v.size) for v in x_view]))
    finite_launch = bool(np.all(finite_out)) and all(_all_finite(h.value) for h in host)

    def adjoint(w: np.ndarray, taken: list, nudge: float = 0.0) -> tuple[float, float]:
        """(J^T w) . taken by the adjoint at the inputs (each moved by ``nudge``, relative, with seeded
        signs), the root of the sum of its terms' squares."""
        rng = runtime.case_rng(spec.case_id, "nudge")
        for k, view in enumerate(x_view):
            view[:] = x0[k] * (1 + nudge * rng.choice((-1.0, 1.0), size=view.size)) if nudge else x0[k]
        for v in out_view:
            v[:] = 0
        forward_launch.launch()
        for g in grad_views:
            g[:] = 0
        offset = 0
        for i in ys:
            view = args[i].grad.numpy().reshape(-1)
            view[:] = w[offset : offset + view.size]
            offset += view.size
        adjoint_launch.launch()
        gx = [args[i].grad.numpy().reshape(-1).astype(np.float64) for i in xs]
        terms = [np.where(t != 0, g * t, 0.0) for g, t in zip(gx, taken, strict=True)]  # unmoved inputs: none
        return float(sum(np.sum(t) for t in terms)), float(np.sqrt(sum(np.sum(t**2) for t in terms)))

    for _ in range(PROJECTIONS):
        u = [rng.choice((-1.0, 1.0), size=v.size) * np.maximum(1.0, np.abs(x0[k])) for k, v in enumerate(x_view)]
        u = [np.where(finite_in[k], direction, 0.0) for k, direction in enumerate(u)]
        w = rng.uniform(-1.0, 1.0, size=sum(v.size for v in y_view)) * finite_out
        h = tol.step
        # The adjoint along the steps the rounded inputs really took, per unit of h.
        taken = [np.where(u[k] != 0, (np.asarray(x0[k] + h * u[k], dtype=x_view[k].dtype).astype(np.float64)
                  - np.asarray(x0[k] - h * u[k], dtype=x_view[k].dtype).astype(np.float64)) / 2, 0.0)
                 for k in range(len(x_view))]  # fmt: skip
        # Random signs: a sum's magnitude and its terms' errors both grow as the root of the sum of squares.
        ad, ad_size = adjoint(w, taken)
        fd, fd_size = central(h, u, w)
        fd_small, _ = central(h / 10, u, w)
        size = max(fd_size, ad_size, tol.atol) if np.isfinite(ad_size) else max(fd_size, tol.atol)
        error = abs(ad - fd) / size
        settled = np.isfinite(fd) and abs(fd - fd_small * 10) / size <= PROJECTED_RTOL[precision]
        if settled and not np.isfinite(ad) and finite_launch and not np.isfinite(adjoint(w, taken, tol.nudge)[0]):
            # As entry by entry: an adjoint not finite that stays so with the inputs moved by a few ulp, in a
            # launch whose values are all finite (no 0 * inf of a sentinel), where finite differences settle.
            for k, view in enumerate(x_view):
                view[:] = x0[k]
            return GradResult(
                "fail", float("inf"), f"a projection of the Jacobian ({entries} entries) differs: (J^T w) . u = "
                f"{ad:.9g} by the adjoint (also with the inputs moved by a few ulp; every value of the launch is "
                f"finite), w . (J u) = {fd:.9g} by finite differences (step {h:g}; {fd_small * 10:.9g} at {h / 10:g}) "
                f"({precision})", precision, entries, 0, {"failures": 1})  # fmt: skip
        if not (np.isfinite(ad) and np.isfinite(fd)):
            return GradResult("n/a", None, "unresolved: a projection is not finite", precision, entries)
        if not settled:
            for k, view in enumerate(x_view):
                view[:] = x0[k]
            return GradResult(
                "n/a", None, f"unresolved: along a random direction the finite difference at step {h:g} "
                f"({fd:.9g}) and at {h / 10:g} ({fd_small * 10:.9g}) disagree (a kink or jump within the step, or "
                f"ill-conditioned code); the adjoint gives {ad:.9g} ({precision}, {PROJECTIONS} projections of "
                f"{entries} Jacobian entries)", precision, entries)  # fmt: skip
        if error > PROJECTED_RTOL[precision]:
            for k, view in enumerate(x_view):
                view[:] = x0[k]
            return GradResult(
                "fail", error, f"a projection of the Jacobian ({entries} entries) differs: (J^T w) . u = {ad:.9g} by "
                f"the adjoint, w . (J u) = {fd:.9g} by finite differences (step {h:g}; {fd_small * 10:.9g} at "
                f"{h / 10:g}), relative error {error:.2e} ({precision}, rtol {PROJECTED_RTOL[precision]:g})",
                precision, entries, 0, {"failures": 1})  # fmt: skip
        worst = max(worst, error)
    for k, view in enumerate(x_view):
        view[:] = x0[k]
    reason = (
        f"{PROJECTIONS} random projections of the Jacobian ({entries} entries, too many to take one by one) agree: "
        f"(J^T w) . u by the adjoint vs w . (J u) by central differences at steps {tol.step:g} and {tol.step / 10:g} "
        f"({precision}, rtol {PROJECTED_RTOL[precision]:g} of the root of the sum of its terms' squares; max {worst:.2e})"
    )
    unmoved, unweighed = sum(int(np.sum(~f)) for f in finite_in), int(np.sum(~finite_out))
    if unmoved or unweighed:
        reason += f"; left out as not finite at the inputs: {unmoved} input and {unweighed} output values"
    return GradResult("pass", worst, reason, precision, entries, 0, {"projected": True})
