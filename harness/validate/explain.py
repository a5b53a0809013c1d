"""Explanations of a failed gradient check: the rewritten copies of a kernel that remove one known
cause each (documented Warp limitations, registered Warp bugs), the verdict once they are checked,
and the registered bugs that refuse a copy or keep a backward from returning
(harness/validate/bugs). harness/validate/steps.py builds and checks the copies."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from harness.generate.features import analyse
from harness.validate import bugs, gradcheck, loops, rewrite
from harness.validate.records import note

RESET_COUNTERS = "reset_counters"  # that copy's label: the same source, integer outputs zeroed before the backward
# The copy without the package's @wp.func_grad functions: when it agrees, the mismatch is the author's adjoint
# (the check still fails: the row's backward computes it), not a Warp limitation.
DERIVED_GRADIENTS = "derived_gradients"
BOUNDED = "bounded"  # the copy with data-bounded loops as guarded static ones: it must compute the kernel's outputs

# The rewrites of ``_explanations`` that remove a registered Warp bug (harness/validate/bugs), by label.
BUG_REWRITES = {
    "nomod": "warp-mod-float-adjoint",
    "component_sums": "warp-component-update-adjoint",
    "setters": "warp-transform-setter-adjoint",
    "fresh_transposes": "warp-tile-transpose-adjoint",
}


def _explanations(spec, constants: dict, widen, trips: int | None = None) -> tuple[list, list[str]]:
    """Rewrites that remove one known cause of a gradient mismatch from a kernel:
    (kind, description, transform of the recorded source, label), ``kind`` "limitation" for
    documented Warp behaviour and "bug" for a Warp bug this ladder found; and the builtins the
    kernel uses that Warp documents as not differentiable. ``trips``: the iterations of the
    ``BOUNDED`` copy's loops (the first of ``loops.bounded_trips`` unless given)."""
    found = []
    mutated = loops.dynamic_loop_mutations(spec.source)
    static, left = loops.unrolled(spec.source, constants)
    guide = (
        "Warp does not replay dynamic loops in the adjoint (its differentiability guide, 'Dynamic Loops') "
        f"and this kernel mutates {', '.join(mutated)} in one"
    )
    if mutated and not left:
        found.append(
            (
                "limitation",
                f"{guide}; with the loops made static (constant bounds, break as a flag: Warp unrolls them)",
                lambda src: loops.unrolled(src, constants)[0],
                "unrolled",
            )
        )
    elif mutated and (trips := trips or next((t for t in loops.bounded_trips(static) if _bounded_fits(static, t)), 0)):
        found.append(
            (
                "limitation",
                f"{guide}; with each loop whose bounds or condition are read from data run as static loops of "
                f"{trips} iterations, each guarded by the loop's condition (break as a flag: Warp unrolls them), "
                "which compute the kernel's outputs on these inputs",
                lambda src: loops.bounded(loops.unrolled(src, constants)[0], trips)[0],
                f"{BOUNDED}{trips}",
            )
        )
    if "wp.mod(" in spec.source:
        found.append(
            (
                "bug",
                "the adjoint of wp.mod(a, b) for floats drops the derivative with respect to b "
                "(-trunc(a / b); native/builtin.h adj_mod only accumulates adj_a); with wp.mod(a, b) written as "
                "a - trunc(a / b) * b",
                rewrite.without_float_mod,
                "nomod",
            )
        )
    if rewrite.component_writes(spec.source, augmented=True):
        found.append(
            (
                "bug",
                "the adjoint of an in-place update of a vector or quaternion component attribute (`v.x += e`; "
                "`v[i] -= e` is right) is wrong although Warp's differentiability guide allows such updates (e.g. `v = x[i]; v.x -= c` "
                "doubles d/dx[i].x; after `v = wp.normalize(a)` the adjoint of normalize reads the updated v); "
                "with each update written as `v = v + u * e` (u a unit vector or matrix)",
                rewrite.with_component_updates_as_sums,
                "component_sums",
            )
        )
    reassigned = rewrite.component_writes(spec.source, augmented=False)
    if reassigned:
        found.append(
            (
                "limitation",
                "a component assignment (`v[i] = e`, `v[i] *= e`) to a vector or matrix that already had a value "
                "(Warp's differentiability guide: direct re-assignment invalidates the gradient computations "
                "related to the vector); with each written as `v = v + d` (d a zero vector or matrix with `d[i] = e - v[i]`: a component, a row or a slice)",
                rewrite.with_component_assignments_as_sums,
                "component_assignments",
            )
        )
    if rewrite.in_place_setters(spec.source):
        found.append(
            (
                "bug",
                "the adjoint of wp.transform_set_rotation / wp.transform_set_translation (which overwrite part of a "
                "transform in place) passes the overwritten part's adjoint on to the transform's old value instead "
                "of dropping it (`v = x[i]; wp.transform_set_rotation(v, q); out[i] = v` gives d out.q / d x[i].q = 1, "
                "not 0); with each call written as `v = wp.transform(wp.transform_get_translation(v), q)`",
                rewrite.with_setters_as_assignments,
                "setters",
            )
        )
    if rewrite.func_param_writes(spec.source):
        found.append(
            (
                "limitation",
                "a @wp.func that writes a component of its own vector or matrix parameter (`p[2] = s`): Warp's "
                "differentiability guide lets a component be assigned once unless "
                "wp.config.enable_vector_component_overwrites is set (warp-func-param-component-adjoint, documented "
                "behaviour); with each such parameter copied into a local first (`p = wp.vec3(p)`)",
                rewrite.with_func_params_copied,
                "param_copies",
            )
        )
    if "wp.tile_transpose(" in spec.source:
        found.append(
            (
                "bug",
                "the backward of wp.tile_transpose writes its adjoint into the values of the tile it transposes "
                "(adj_tile_transpose assigns into the tile, whose adjoint storage a shared tile shares), so later "
                "adjoints that read that tile see t + t; with each transpose taken of a fresh copy, "
                "`wp.tile_transpose(t * 1.0)`, which nothing else reads",
                with_fresh_transposes,
                "fresh_transposes",
            )
        )
    if rewrite.keeps_atomic_result(spec.source):
        found.append(
            (
                "limitation",
                "an atomic's result kept (`slot = wp.atomic_add(counter, ...)`, in a helper): the backward replays "
                "the helper's forward, so the counter hands out other slots (warp-atomic-result-adjoint; Warp's "
                "differentiability guide, 'Custom Replay Function'), or in the kernel's own body, where the replay "
                "leaves the atomic out and reads its result unset; with each such atomic of the kernel's body "
                "taken through a helper and the integer outputs zeroed before the backward as before the "
                "forward, so the replay hands out the forward's slots",
                rewrite.with_kernel_atomics_in_helpers,
                RESET_COUNTERS,
            )
        )
    custom = rewrite.custom_gradients(spec.source)
    if custom:
        found.append(
            (
                "limitation",
                f"the package's own @wp.func_grad replaces the derivative of {', '.join(custom)} (Warp's "
                "differentiability guide, 'Custom Gradient Functions': the adjoint is the author's); with the "
                "@wp.func_grad functions left out, so that Warp derives those adjoints",
                rewrite.without_custom_gradients,
                DERIVED_GRADIENTS,
            )
        )
    if "wp.frac(" in spec.source:
        found.append(
            (
                "limitation",
                "wp.frac is registered as not differentiable (its adjoint is zero; the derivative is 1 between "
                "integers); with wp.frac(x) written as x - trunc(x)",
                rewrite.without_frac,
                "nofrac",
            )
        )
    rewrites = [(kind, text, (lambda src, t=t: widen(t(src))), label) for kind, text, t, label in found]
    used = [f"wp.{b}" for b in gradcheck.not_differentiable(case_builtins(spec))]
    if mutated and left and not any(c[3].startswith(BOUNDED) for c in found):
        used.append(
            f"a dynamic loop that cannot be made static (over something other than a range, or too long to "
            f"unroll: more than {loops.BOUNDED_MAX_STATEMENTS} statements at {loops.bounded_trips(static)[0]} "
            f"iterations) mutating {', '.join(mutated)} (Warp's differentiability guide, 'Dynamic Loops')"
        )
    read_back = rewrite.outputs_read_back(spec.source, {a.name for a in spec.args if a.role == "out"})
    if read_back:
        used.append(
            f"an array read after it is stored into ({', '.join(read_back)}): Warp's adjoint reads an "
            "overwritten element at its last value (its documentation, 'Array Overwrites')"
        )
    if reassigned:
        # Warp's differentiability guide: a vector/matrix component may be assigned only once;
        # "direct re-assignment (=) will invalidate gradient computations related to the vector".
        used.append("a component assignment (`v[i] = e`, `v[i] *= e`) to a vector that already had a value")
    return rewrites, used


class _FreshTranspose(ast.NodeTransformer):
    def visit_Call(self, node):
        self.generic_visit(node)
        if ast.unparse(node.func) == "wp.tile_transpose" and len(node.args) == 1 and not node.keywords:
            node.args = [ast.BinOp(node.args[0], ast.Mult(), ast.Constant(1.0))]
        return node


def with_fresh_transposes(source: str) -> str:
    """``wp.tile_transpose(t)`` written ``wp.tile_transpose(t * 1.0)``: the same values, transposed from a
    tile nothing else reads, so the backward's write into it (warp-tile-transpose-adjoint) reaches no
    other adjoint."""
    return ast.unparse(ast.fix_missing_locations(_FreshTranspose().visit(ast.parse(source)))) + "\n"


def case_builtins(spec) -> set[str]:
    return set(analyse(spec.source)[1])


def _explain_failure(
    case,
    host: list,
    precision: str,
    res,
    reason: str,
    record: dict,
    outputs: dict,
    adjoint_copy: bool = False,
    only: str = "",
):
    """A failed gradient check, explained where possible by checking rewritten copies, each with
    one known cause removed (``_explanations``), then with all of them removed. When a copy
    passes, its causes explain the mismatch: documented Warp limitations make the result
    "limitation" (named in the reason, noted), a registered Warp bug "known_bug" with the bug named.
    A kernel using a builtin Warp documents as not differentiable (``wp.zeros`` arrays, ...)
    that no rewrite explains is "limitation" with that reason, marked unconfirmed. A generator: it yields
    each copy to check (``_Rewrite``) and is sent that copy's gradient check (GradResult), or why
    there is none (str), so that the copies of several cases are built together
    (``_check_rewrites``); it returns (result, reason, judgement). ``outputs``: what the kernel computed
    on ``host``, which a copy that is exact only on some inputs (``BOUNDED``) must compute too. ``only``:
    the label of the one copy to check, and no unconfirmed limitation (``steps._explain_crash``)."""
    spec = case.spec
    constants = {
        h.spec.name: int(h.value)
        for h in host
        if h.spec.kind == "scalar" and not h.is_float and not isinstance(h.value, dict) and np_is_int(h.value)
    }
    # The copies are widened as the checked kernel was: a float16 kernel is always checked on its copy, and
    # so is a kernel built without an adjoint (``adjoint_copy``), whose copies are built with one.
    if adjoint_copy:
        widen = rewrite.to_float64_with_adjoint
    elif precision == "float64" or gradcheck.is_float16(spec.source):
        widen = rewrite.to_float64_converting
    else:
        widen = lambda src: src  # noqa: E731
    candidates, undifferentiable = _explanations(spec, constants, widen)
    if only:
        candidates, undifferentiable = [c for c in candidates if c[3] == only], []
    trials = [[c] for c in candidates]
    if len(candidates) > 1:
        trials.append(candidates)
    tried, outcomes = [], {}
    done = 0
    while done < len(trials):
        trial = trials[done]
        done += 1

        def transform(src, trial=trial):
            for _kind, _text, t, _label in trial:
                src = t(src)
            return src

        reset = any(c[3] == RESET_COUNTERS for c in trial)
        bounded = any(c[3].startswith(BOUNDED) for c in trial)
        checked = yield _Rewrite(
            "_".join(c[3] for c in trial),
            transform,
            host,
            precision,
            spec,
            outputs if bounded else None,
            reset,
            differs=BOUNDED_DIFFERS if bounded else IN_PLACE_DIFFERS,
        )
        outcome = checked if isinstance(checked, str) else checked.status
        tried.append(f"{' + '.join(c[3] for c in trial)}: {outcome}")
        outcomes[trial[0][3] if len(trial) == 1 else ""] = checked
        more = _more_trips(trial, checked, spec.source, constants)
        if more:  # a loop ran past the copy's iterations: the bounded copy again, with more, in this trial and the rest
            larger = next(c for c in _explanations(spec, constants, widen, more)[0] if c[3].startswith(BOUNDED))
            trials[done:] = [[larger]] + [[larger if c[3].startswith(BOUNDED) else c for c in t] for t in trials[done:]]
        if isinstance(checked, str) or checked.status != "pass":
            continue
        texts = "; ".join(c[1] for c in trial)
        ids = [BUG_REWRITES[label] for kind, _text, _t, label in trial if kind == "bug"]
        if any(c[3] == DERIVED_GRADIENTS for c in trial):
            # The adjoint the row's code computes is the package author's: the check fails, and says whose it is.
            reason = f"{reason}; explained by a rewrite: {texts}, the adjoint agrees"
            return res, reason, "the package's own adjoint (@wp.func_grad), not Warp's code generation"
        if ids:
            # The recorded backward code is Warp's, wrong in a registered way: labelled, not failed.
            record["known_issues"] = [b.id for b in bugs.BUGS if b.id in {*record["known_issues"], *ids}]
            res.status = "known_bug"
            reason = f"known Warp bug {', '.join(ids)} (confirmed by a rewrite: {texts}, the adjoint agrees); measured: {reason}"
            note(record, "gradcheck", reason, "known_bug")
            return res, reason, ""
        res.status, res.max_error = "limitation", None
        reason = f"{CONFIRMED}: {texts}, the adjoint agrees; measured: {reason}"
        note(record, "gradcheck", reason, "limitation")
        return res, reason, ""
    static = outcomes.get("unrolled") or next((v for k, v in outcomes.items() if k.startswith(BOUNDED)), None)
    if static is not None and (isinstance(static, str) or static.status == "n/a"):
        # The static copy could not judge (too large to unroll, a loop ran longer than the copy's
        # iterations, or its own check unresolved): the documented limitation stays the likely cause, unconfirmed.
        why = static if isinstance(static, str) else static.reason.split(", e.g.")[0]
        undifferentiable.append(
            f"dynamic loops mutating {', '.join(loops.dynamic_loop_mutations(spec.source))} (Warp's "
            f"differentiability guide, 'Dynamic Loops'; the copy with the loops made static was inconclusive: {why})"
        )
    if undifferentiable:
        res.status, res.max_error = "limitation", None
        reason = (
            f"{NOT_CONFIRMED}: the kernel uses {', '.join(undifferentiable)}, "
            f"which Warp documents as giving no gradient or a wrong one; measured: {reason}"
            + (f" (rewrites tried: {'; '.join(tried)})" if tried else "")
        )
        note(record, "gradcheck", reason, "limitation")
        return res, reason, ""
    if tried:
        reason += f"; not explained by a known cause (rewrites tried: {'; '.join(tried)})"
    return res, reason, ""


def _more_trips(trial: list, checked, source: str, constants: dict) -> int | None:
    """The next iterations of the ladder (``loops.bounded_trips``) when ``trial`` is the bounded copy
    alone and it computed other outputs than the kernel (a loop ran past its iterations)."""
    if len(trial) != 1 or not trial[0][3].startswith(BOUNDED):
        return None
    if not (isinstance(checked, str) and checked.startswith(OTHER_OUTPUTS)):
        return None
    static = loops.unrolled(source, constants)[0]
    trips = int(trial[0][3][len(BOUNDED) :])
    return next((t for t in loops.bounded_trips(static) if t > trips and _bounded_fits(static, t)), None)


def _bounded_fits(static: str, trips: int) -> bool:
    """Whether the bounded copy of ``static`` (its loops made static where exact) at ``trips`` leaves no
    loop dynamic and is small enough to build (``loops.BOUNDED_MAX_STATEMENTS``)."""
    copy, left = loops.bounded(static, trips)
    return not left and loops.unrolled_statements(copy) <= loops.BOUNDED_MAX_STATEMENTS


# How a limitation's reason opens: whether a rewritten copy without its cause passed the check.
CONFIRMED = "known Warp limitation (confirmed by a rewrite)"
NOT_CONFIRMED = "known Warp limitation (not confirmed by a rewrite)"
# Why a copy computes other outputs than the kernel it was made from, by the copy's kind.
OTHER_OUTPUTS = "computes other outputs than the kernel on these inputs"
IN_PLACE_DIFFERS = "an element is read after a thread of the launch wrote it"
BOUNDED_DIFFERS = "a loop runs more times than the copy's static loops on these inputs"


@dataclass
class _Rewrite:
    """A rewritten copy of a case whose gradient check explains a failed one."""

    label: str  # its file: <case>.<label>.py
    transform: Callable[[str], str]  # the recorded source -> the copy's
    host: list  # the inputs the failed check used
    precision: str
    spec: object  # whose source ``transform`` rewrites and whose launch is checked
    expected: dict | None = None  # outputs the copy must compute on ``host`` before its check counts
    reset_counters: bool = False  # integer outputs zeroed before each backward launch (``RESET_COUNTERS``)
    differs: str = IN_PLACE_DIFFERS  # why the copy computes other outputs than ``expected``, when it does


def np_is_int(value) -> bool:
    return np.asarray(value).dtype.kind in "iu" and np.asarray(value).ndim == 0


def _backward_hangs(record: dict) -> list[str]:
    """The registered bugs the case hits whose backward launch never returns: its gradient is not checked."""
    return [i for i in record["known_issues"] if bugs.BY_ID[i].hangs]


def _copy_refused_by(source: str) -> str:
    """The registered Warp bugs (harness/validate/bugs) that make Warp refuse the float64 copy's code, if any."""
    return _refused_by(rewrite.to_float64_converting(source))


def _refused_by(source: str) -> str:
    """The registered Warp bugs whose code generation refuses ``source`` (or whose code does not compile), if any."""
    return ", ".join(bugs.detect(bugs.Facts(source, "", None), in_pass="codegen"))
