"""Stability: does a kernel's float32 forward pass compute what its float64 copy computes?

A one-ulp nudge of the inputs (harness/validate/gpu.py ``ulp_spread``) cannot see noise that a kernel
makes itself: ``wp.normalize(wp.cross(a * b, b + b))`` normalises the cross product of two
parallel vectors (zero in exact arithmetic), so its direction is float32 rounding noise; values
grown to 1e28 and then cancelled keep none of their digits; an ``eig3`` eigenvector's sign is
decided by rounding. Such results differ between the CPU and the GPU (harness/validate/gpu.py) and between
compilers. This module runs the float32 original and the float64 copy that ``gradcheck.to_float64``
builds (the same program, every float type and literal widened) on the same inputs and compares.

Policy
------
- **Metric.** Per element ``|f32 - f64| / max(1, |f64|)``: relative error with an absolute floor
  of 1, the scale rule of the CPU-vs-GPU comparison (harness/validate/gpu.py ``OUTPUT_TOL`` is relative
  to ``max(1, |cpu|)``). ``max_error`` is its largest value over every output element.
- **Tolerance.** ``TOLERANCE`` = 1e-4. A well-conditioned float32 kernel of the generators'
  size (tens of operations, loops of at most a few dozen trips, inputs within [-10, 10]) stays
  within about 1e-6 of its float64 copy: the measured ``max_error`` of stable kernels is below
  1e-5 for almost all, while the unstable ones (noise normalised, cancellations after growth,
  flipped eigenvector signs) are at 1e-2 to 1 or beyond. 1e-4 sits in that gap and equals the
  CPU-vs-GPU output tolerance: a kernel within it of the exact result cannot move further than
  that tolerance between devices because of its own conditioning.
- **float16.** A kernel that computes in float16 carries about 2^-11 (5e-4) of rounding per
  operation: its tolerance is ``HALF_TOLERANCE`` (3e-2, about 60 half-precision units at 1).
  ``tolerance_for(source)`` picks it; a float16 output array gets it whatever is passed.
- **Non-finite values.** NaN against NaN and an infinity against the same infinity agree
  (error 0); any other mix (float32 overflows where float64 does not, NaN only on one side) is
  an error of ``inf``.
- **Integer and bool outputs** must be equal: a difference counts as at least 1 (an integer
  computed from floats, e.g. ``int(floor(x))``, that rounding changed).
- **Not measurable.** Outputs the copy does not produce (missing, other shape) raise
  ``ValueError``; the caller records the case as not measured, never as unstable.

``measure(specs)`` runs the check end to end for generated specs (``make coverage``).
"""

from __future__ import annotations

import math
import tempfile
import warnings
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import numpy as np

from harness.generate.golden import GoldenCase
from kernels import generate

TOLERANCE = 1e-4
FAST_BUILD = {"optimization_level": 0, "enable_backward": False}
HALF_TOLERANCE = 3e-2
_HALF_NAMES = ("wp.float16", "wp.vec3h", "wp.vec4h", "wp.vec2h", "wp.mat22h", "wp.mat33h", "wp.mat44h", "wp.quath")


@dataclass(frozen=True)
class Stability:
    """``stable``: every output agrees within tolerance; ``max_error``: the largest element error
    (``|f32 - f64| / max(1, |f64|)``, ``inf`` for non-finite mismatches); ``worst``: where it is,
    ``"name[i, j]: f32 vs f64"`` ("" when every output matches exactly)."""

    stable: bool
    max_error: float
    worst: str = ""


def tolerance_for(source: str) -> float:
    """The tolerance for a kernel with this Python source: ``HALF_TOLERANCE`` when it computes in float16."""
    return HALF_TOLERANCE if any(name in source for name in _HALF_NAMES) else TOLERANCE


def element_errors(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per element error of ``a`` (the original's output) against ``b`` (the float64 copy's), as
    float64 (see the module docstring). An array of structs (a captured launch's) takes each element's
    largest error over its fields (an integer field that differs counts as at least 1)."""
    if a.dtype.names:
        errors = [element_errors(a[field], b[field]) for field in a.dtype.names]
        errors = [e.reshape(*a.shape, -1).max(axis=-1) if e.ndim > a.ndim else e for e in errors]
        return np.max(errors, axis=0) if errors else np.zeros(a.shape)
    if a.dtype.kind != "f":
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        rel = np.abs(a64 - b64) / np.maximum(1.0, np.abs(b64))
        return np.where(a == b, 0.0, np.maximum(1.0, rel))
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    finite = np.isfinite(a64) & np.isfinite(b64)
    same = (np.isnan(a64) & np.isnan(b64)) | (a64 == b64)
    with np.errstate(invalid="ignore", over="ignore"):
        rel = np.abs(a64 - b64) / np.maximum(1.0, np.abs(b64))
    return np.where(same, 0.0, np.where(finite, rel, math.inf))


def compare(
    outputs32: dict[str, np.ndarray], outputs64: dict[str, np.ndarray], tolerance: float = TOLERANCE
) -> Stability:
    """Compare the original's outputs (``runtime.outputs``/``RunResult.outputs``: name -> array)
    with the float64 copy's for the same inputs. Raises ValueError when the copy's outputs do not
    correspond (missing name, other shape): the case is then not measured."""
    worst, where, stable = 0.0, "", True
    for name, a in outputs32.items():
        if name not in outputs64:
            raise ValueError(f"the float64 copy has no output {name!r}")
        a, b = np.asarray(a), np.asarray(outputs64[name])
        if a.shape != b.shape:
            raise ValueError(f"output {name!r}: shape {a.shape} in float32, {b.shape} in the float64 copy")
        if a.size == 0:
            continue
        err = element_errors(a, b)
        tol = max(tolerance, HALF_TOLERANCE) if a.dtype == np.float16 else tolerance
        if a.dtype.kind not in "fV":  # integers must be equal; a struct's integer fields count as >= 1 above
            tol = 0.0
        if np.any(err > tol):
            stable = False
        i = np.unravel_index(int(np.argmax(err)), err.shape)
        if err[i] > worst:
            worst = float(err[i])
            where = f"{name}{list(map(int, i))}: {a[i]!r} vs {b[i]!r}"
    return Stability(stable, worst, where)


# --------------------------------------------------------------------------- end to end


@dataclass(frozen=True)
class Measured:
    """One case measured: ``result`` is None when it could not be (``reason`` says why)."""

    case_id: str
    family: str
    result: Stability | None
    reason: str = ""


def _case(spec):
    # Measuring needs no recorded code: empty translation units (no helper numbering to replay).
    return GoldenCase(spec=spec, meta={}, modules={"cpu": "", "cuda": ""})


def _launch_outputs(kernel, spec, host) -> dict[str, np.ndarray]:
    # Warp's modules (~2 s to import) here: measure_families' parent process never loads Warp
    from harness import warp_api
    from harness.validate import runtime

    args = runtime.to_warp(host, kernel)
    runtime.launch(kernel, spec, args, warp_api.module_block_dim(kernel))
    return runtime.outputs(host, args)


def measure(specs: list, batch_size: int = 32) -> list[Measured]:
    """Build each spec's kernel and its float64 copy in batches, run both once on the case's
    deterministic inputs on the CPU, and compare. Cases that do not load, compile, get inputs or
    run are "not measured".

    Both are built at ``-O0`` without adjoints (``FAST_BUILD``): the forward code is the same, and
    the optimised build with adjoints costs about ten times more (``make coverage`` measures
    thousands). Optimisation can only contract or reorder a few roundings, far below
    ``TOLERANCE``; the ladder (harness/validate/steps.py) compares the optimised original the goldens record."""
    # Warp's modules (~2 s to import) here: measure_families' parent process never loads Warp
    from harness import warp_api
    from harness.validate import compile as batches
    from harness.validate import runtime

    warp_api.init()
    family = {s.case_id: s.case_id.rsplit("-", 1)[0] for s in specs}
    why: dict[str, str] = {}
    results: dict[str, Stability] = {}
    with (
        runtime.recorded_blocks(),
        tempfile.TemporaryDirectory(prefix="warp-stability-"),
        warnings.catch_warnings(),
    ):
        warnings.simplefilter("ignore")
        for group in batches.plan([_case(s) for s in specs], max_cases=batch_size):
            _measure_group(group, why, results)
    return [Measured(s.case_id, family[s.case_id], results.get(s.case_id), why.get(s.case_id, "")) for s in specs]


def _measure_group(group: list, why: dict, results: dict) -> None:
    # Warp's modules (~2 s to import) here: measure_families' parent process never loads Warp
    from harness.validate import compile as batches
    from harness.validate import rewrite, runtime

    opened = []

    def build(variant: str):
        def attempt(cases):
            if variant:
                batch = batches.load_batch(
                    cases, variant="f64", transform=rewrite.to_float64, module_options=FAST_BUILD
                )
            else:
                batch = batches.load_batch(cases, module_options=FAST_BUILD)
            for case_id, message in batch.rejected.items():
                why.setdefault(case_id, f"{variant or 'original'} does not load: {_short(message)}")
            try:
                batches.build_cpu(batch)
            except batches.CompileError:
                batch.close()
                raise
            opened.append(batch)
            return batch

        ok, failed = batches.bisect(group, attempt)
        for case_id, message in failed.items():
            why.setdefault(case_id, f"{variant or 'original'} does not compile: {_short(message)}")
        return {cid: m for _cases, batch in ok for cid, m in batch.members.items()}

    try:
        originals = build("")
        copies = build("f64") if originals else {}
        for case in group:
            spec = case.spec
            cid = spec.case_id
            if cid not in originals or cid not in copies:
                why.setdefault(cid, "not built")
                continue
            try:
                host = runtime.draw_inputs(spec, originals[cid].kernel)
                out32 = _launch_outputs(originals[cid].kernel, spec, host)
                out64 = _launch_outputs(copies[cid].kernel, spec, host)
                results[cid] = compare(out32, out64, tolerance_for(spec.source))
            except Exception as error:  # unsupported inputs, a Warp error at launch, outputs that differ in kind
                why[cid] = _short(f"{type(error).__name__}: {error}")
    finally:
        for batch in opened:
            batch.close()


def _short(message: str) -> str:
    """The first two lines of a message (Warp's codegen errors say what failed on the second)."""
    return " ".join(line.strip(" ;") for line in message.splitlines()[:2])[:300]


def _measure_chunk(args: tuple[str, list[int]]) -> list[Measured]:
    family, seeds = args
    return measure([generate(family, seed) for seed in seeds])


def measure_families(families: list[str], count: int, jobs: int = 1, chunk: int = 25) -> list[Measured]:
    """Seeds 0..count-1 of every family measured, in ``jobs`` processes (chunks of ``chunk`` seeds)."""
    work = [(f, list(range(s, min(s + chunk, count)))) for f in families for s in range(0, count, chunk)]
    if jobs <= 1:
        parts = list(map(_measure_chunk, work))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_measure_chunk, work))
    return [m for part in parts for m in part]


def summarise(measured: list[Measured]) -> dict[str, dict]:
    """Per family: measured, unstable, not measured, and the unstable fraction of those measured."""
    out: dict[str, dict] = {}
    for m in measured:
        f = out.setdefault(m.family, {"measured": 0, "unstable": 0, "not_measured": 0, "unstable_cases": []})
        if m.result is None:
            f["not_measured"] += 1
        else:
            f["measured"] += 1
            if not m.result.stable:
                f["unstable"] += 1
                f["unstable_cases"].append(m.case_id)
    for f in out.values():
        f["fraction"] = f["unstable"] / f["measured"] if f["measured"] else 0.0
    return out
