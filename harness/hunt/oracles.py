"""Differential oracles: a kernel against a variant that must compute the same outputs and gradients.

- **Equivalence** (``eq-*``): the variant is the kernel's source rewritten in a way that preserves
  its meaning by construction (``harness.hunt.variants``): augmented vs plain assignment, tuple vs
  separate assignments, attribute vs subscript component access, a ``@wp.func`` inlined vs called,
  dynamic loops vs ``wp.static``-style unrolled ones, vector operations vs per-component code. A
  kernel the rewrite does not apply to is not judged (``Invalid``). A variant that re-assigns a
  component (``v[0] -= e`` written ``v[0] = v[0] - e``) is built with
  ``wp.config.enable_vector_component_overwrites``, under which Warp differentiates it.
- **Options** (``opt-*``): the same source under module options that must not change results beyond
  rounding: ``mode="debug"`` vs release (``opt-debug``), ``max_unroll=0`` vs Warp's default
  (``opt-unroll``), ``enable_backward=False`` vs on, for the forward outputs (``opt-forward``).

Both sides run on the CPU on the same inputs (the spec's, as every check draws them), in the
module variant the goldens record; on the float64 copies of both when they build and run (rounding
then cannot hide a small difference), else on the float32 sources. Compared: the outputs, and the
gradients of the float inputs for one fixed random cotangent on the float outputs (a
vector-Jacobian product: one backward launch per side), each with the float32 vs float64
tolerance of ``harness.validate.stability`` (``tolerance_for``). A variant Warp refuses while the
original builds is a failure too (an equivalent program refused). The gradients of a kernel whose
backward a registered bug makes never return (``bugs.never_returning``, as gradcheck guards) are not
compared; its outputs are. So are those of a debug build whose backward ``warp-array-shape-adjoint``
makes abort the process (a kernel that reads an array's shape).

A gradient difference where the two sides differ in which loops are dynamic (``eq-static``,
``opt-unroll``) and a dynamic loop mutates a float variable or returns is Warp's documented
behaviour (dynamic loops are not replayed in the adjoint): the failure carries
``data["limitation"]`` and its signature names it, so the hunt classifies it as that limitation.

Warp is imported inside the functions: the hunt's driver imports the checks and never starts Warp.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import re

from harness.hunt import variants
from harness.hunt.running import FAST, Failure, Invalid, _as_recorded, _load, _run
from harness.hunt.signatures import DYNAMIC_LOOPS
from harness.validate import stability

OPTIONS = {
    "opt-debug": {"mode": "debug"},
    "opt-unroll": {"max_unroll": 0},
    "opt-forward": {"enable_backward": False},
}


@dataclasses.dataclass
class Evaluation:
    outputs: dict
    grads: dict | None  # None: gradients not judged on this kernel
    precision: str


def _judges_gradients(spec, kernel) -> bool:
    from harness import warp_api
    from harness.validate import gradcheck

    if not warp_api.backward_enabled(kernel):
        return False
    # random numbers at a fixed seed are constants: the gradients are defined, so compared
    if gradcheck.not_applicable(dataclasses.replace(spec, gradcheck_na=""), kernel):
        return False
    return any(a.kind == "array" and a.role == "in" for a in spec.args)


# A debug build's backward that assigns an adjoint array's shape (registered: warp-array-shape-adjoint)
# may abort its process on a bounds assertion: in the kernel or in a @wp.func whose adjoint it calls,
# so any such assignment in the unit counts.
_SHAPE_ADJOINT = re.compile(r"\badj_\w+\.shape = adj_\w+;")


def _never_returns(spec, source: str, kernel, host, options: dict) -> bool:
    """A registered bug makes this kernel's backward never return on these inputs (gradcheck's guard),
    or, in a debug build, abort: its gradients are not compared, its outputs are."""
    from harness import warp_api
    from harness.validate import bugs

    try:
        code = warp_api.generate_code(kernel, "cpu", kernel_only=True)
        backward = code.piece("backward")
    except Exception:
        return False
    facts = bugs.Facts(source, backward, None)
    # the kernel's backward or a @wp.func's adjoint it calls (the whole unit: the functions' too)
    if options.get("mode") == "debug" and _SHAPE_ADJOINT.search(code.module):
        return True
    return bool(bugs.never_returning(facts, launches=[bugs.Launch(kernel, source, spec, host)]))


def _evaluate(spec, source: str, options: dict, tag: str, precision: str, overwrites: bool = False) -> Evaluation:
    """``_evaluated``, with ``wp.config.enable_vector_component_overwrites`` set while the side is built and run
    when ``overwrites`` (Warp folds it into the module's options and hash)."""
    from harness import warp_api

    settings = {"enable_vector_component_overwrites": True}
    with warp_api.config_applied(settings) if overwrites else contextlib.nullcontext():
        return _evaluated(spec, source, options, tag, precision)


def _evaluated(spec, source: str, options: dict, tag: str, precision: str) -> Evaluation:
    from harness import warp_api
    from harness.validate import gradcheck, runtime

    loaded = _load(spec, source, options={**FAST, **options}, tag=tag)
    try:
        host, result = _run(loaded, spec)
        kernel = loaded.kernel
        grads = None
        floats_in = [i for i, h in enumerate(host) if h.is_array and h.is_float and h.spec.role == "in"]
        floats_out = [i for i, h in enumerate(host) if h.is_array and h.is_float and h.spec.role == "out"]
        if (
            floats_in
            and floats_out
            and _judges_gradients(spec, kernel)
            and not _never_returns(spec, source, kernel, host, options)
        ):
            block_dim = warp_api.module_block_dim(kernel)
            try:
                args = runtime.to_warp(host, kernel, "cpu", requires_grad=True)
                runtime.launch(kernel, spec, args, block_dim)
                rng = runtime.case_rng(spec.case_id, "cotangent")
                for i in floats_out:
                    view = args[i].grad.numpy()
                    view[...] = rng.uniform(0.5, 1.5, size=view.shape).astype(view.dtype)
                adj = [a.grad if hasattr(a, "grad") and a.grad is not None else gradcheck.zero_like(a) for a in args]
                runtime.launch(kernel, spec, args, block_dim, adj_args=adj)
                grads = {host[i].spec.name: args[i].grad.numpy().copy() for i in floats_in}
            except Exception as error:
                raise Invalid(
                    f"backward does not run: {type(error).__name__}: {str(error).splitlines()[:1]}"
                ) from error
        return Evaluation(result.outputs, grads, precision)
    finally:
        loaded.close()


def _limitation(check: str, spec) -> str:
    """The documented limitation that explains a gradient difference of ``check`` on ``spec`` ("" if none)."""
    from harness.validate import loops

    if check not in ("eq-static", "opt-unroll"):
        return ""
    max_unroll = 0 if check == "opt-unroll" else None
    if loops.dynamic_loop_mutations(spec.source, max_unroll) or loops.dynamic_loop_returns(spec.source, max_unroll):
        return DYNAMIC_LOOPS
    return ""


def _compare(check: str, spec, original: Evaluation, variant: Evaluation, variant_source: str) -> Failure | None:
    tolerance = stability.tolerance_for(spec.source)
    pairs = [("output", original.outputs, variant.outputs)]
    if original.grads is not None and variant.grads is not None and check != "opt-forward":
        pairs.append(("gradient", original.grads, variant.grads))
    for what, a, b in pairs:
        try:
            measured = stability.compare(a, b, tolerance)
        except ValueError as error:
            raise Invalid(f"the variant's {what}s do not correspond: {error}") from error
        if measured.stable:
            continue
        name = str(measured.worst).split("[")[0]
        data = {"variant": variant_source, "precision": original.precision, "what": what}
        limitation = _limitation(check, spec) if what == "gradient" else ""
        if limitation:
            data["limitation"] = limitation
        label = "d(cotangent . outputs)/d" if what == "gradient" else ""
        return Failure(
            check,
            frozenset({f"{what}:{name}"}),
            f"{label}{measured.worst}: original vs variant differ by {measured.max_error:.3g} ({original.precision})",
            measured.max_error,
            0.0,
            data,
        )
    return None


_ORIGINALS: dict[tuple, Evaluation | Invalid] = {}  # the original's evaluation, shared by a kernel's oracles


def _original(spec, source: str, precision: str) -> Evaluation:
    """``_evaluate`` of the original under default options, remembered for the last few kernels: the
    hunt runs every oracle of a kernel in one worker, and each compares with the same original."""
    key = (spec.to_json(), source, precision)
    if key not in _ORIGINALS:
        try:
            _ORIGINALS[key] = _evaluate(spec, source, {}, "o", precision)
        except Invalid as error:
            _ORIGINALS[key] = error
        while len(_ORIGINALS) > 8:
            _ORIGINALS.pop(next(iter(_ORIGINALS)))
    found = _ORIGINALS[key]
    if isinstance(found, Invalid):
        raise found
    return found


def _differential(check: str, spec, variant_source: str, options: dict, overwrites: bool = False) -> Failure | None:
    """Original (``spec.source``, default options) against the variant (``variant_source`` under ``options``;
    built with ``wp.config.enable_vector_component_overwrites`` when ``overwrites``)."""
    from harness.validate import gradcheck

    for precision in ("float64", "float32"):
        widen = gradcheck.to_float64 if precision == "float64" else (lambda s: s)
        try:
            original = _original(spec, widen(spec.source), precision)
        except Invalid:
            if precision == "float64":
                continue
            raise
        try:
            variant = _evaluate(spec, widen(variant_source), options, "v", precision, overwrites)
        except Invalid as error:
            if precision == "float64":
                continue
            message = str(error.__cause__ or error).strip().splitlines()
            why = (message[-1] if message else str(error)).split(";")[-1].strip()
            return Failure(
                check,
                frozenset({"refused"}),
                f"the equivalent variant does not build or run while the original does: {why[:200]}",
                data={"variant": variant_source, "precision": precision, "what": "refused"},
            )
        return _compare(check, spec, original, variant, variant_source)
    raise Invalid("unreachable")


def equivalence(check: str, spec) -> Failure | None:
    variant = variants.REWRITES[check](spec.source)
    if variant is None:
        raise Invalid(f"{check}: the rewrite does not apply to this kernel")
    # `v[0] -= e` written `v[0] = v[0] - e` re-assigns a component, which the differentiability guide allows once
    # per component; wp.config.enable_vector_component_overwrites "allows multiple writes" (its reference), and
    # with it the re-assignment's gradient is right (measured on 1.19.0), so the variant is built with it. Under the
    # default, linalg-000013's `m[2, 0] -= 1.83` (right) differed from its variant (d/dm[2, 0] doubled).
    overwrites = check == "eq-augmented" and variants.component_rewrites(spec.source)
    return _differential(check, spec, variant, {}, overwrites)


def option(check: str, spec) -> Failure | None:
    return _differential(check, spec, spec.source, OPTIONS[check])


ORACLES = {
    **{name: _as_recorded(functools.partial(equivalence, name)) for name in variants.REWRITES},
    **{name: _as_recorded(functools.partial(option, name)) for name in OPTIONS},
}
