"""The checks a kernel can fail, for the reducer and the hunt.

Each check takes a spec (its ``source`` is the candidate) and returns a ``Failure`` or None. A
candidate that is not a valid, UB-free Warp program (Python or Warp refuses it, it does not
compile, an output is not finite, it cannot be run from the spec) raises ``Invalid``: the
reducer drops it. Indices stay in bounds by construction of the reducer's edits (see
``harness.hunt.reduce``), not here.

- ``gradcheck``: the adjoint against finite differences (harness/validate/gradcheck.py's tolerances and
  re-derivation) on the float64 copy of the kernel when one defines, else the float32 original;
- ``float64``: float32 outputs against the float64 copy's (harness/validate/stability.py's tolerance);
- ``cubin``: NVRTC + ptxas build for sm_90: a refusal or a compiler warning;
- ``codegen``: Warp raises while generating CPU or CUDA code, or while it defines the module's functions (a
  decorator of its own refusing what it is given);
- ``hashseed``: the generated code differs between two processes with other PYTHONHASHSEEDs;
- ``cuda``: CPU and CUDA outputs differ (only where a GPU is present);
- ``reference``: CPU outputs against the value known in closed form (the builtin sweep's probes
  that carry one, unchanged; any other kernel is not judged).

``float64`` also fails when the float32 kernel runs and Warp refuses its float64 copy (a
documented overload for Float types that does not build for float64). The checks that run a
kernel on the CPU run the variant the goldens record, as validation does (``_as_recorded``).

Modules that load Warp (``warp_api``, ``runtime``, ``gradcheck``, ``compile``) are imported inside
the checks that use them: the hunt's driver imports this module and never starts Warp.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from harness.hunt import oracles, sweep
from harness.hunt.running import FAST, Failure, Invalid, _as_recorded, _load, _quiet, _run
from harness.validate import bugs, stability

CHECKS = ("gradcheck", "float64", "cubin", "codegen", "hashseed", "cuda", "reference", *oracles.ORACLES)
__all__ = ["FAST", "Failure", "Invalid", "NeverReturns", "_as_recorded", "_load", "_quiet", "_run", "run_check"]
ROOT = Path(__file__).resolve().parents[2]


class NeverReturns(Invalid, bugs.NeverReturns):
    """The registry's NeverReturns, also an Invalid: the hunt reports the kernel as that bug, and a
    reduction's candidate with it is one the check cannot judge."""


@_as_recorded
def gradcheck(spec) -> Failure | None:
    from harness import warp_api
    from harness.validate import gradcheck as gc

    try:
        source, precision = gc.to_float64(spec.source), "float64"
        loaded = _load(spec, source, tag="f64")
        try:
            host, _result = _run(loaded, spec)
        except Invalid:
            loaded.close()
            raise
    except Invalid:
        source, precision = spec.source, "float32"
        loaded = _load(spec)
        try:
            host, _result = _run(loaded, spec)
        except Invalid:
            loaded.close()
            raise
    try:
        kernel = loaded.kernel
        why = gc.not_applicable(spec, kernel)
        if not why and precision == "float32" and gc.is_float16(spec.source):
            why = "a float16 kernel without a float64 copy (float16 finite differences cannot resolve an adjoint)"
        if why:
            raise Invalid(f"gradcheck n/a: {why}")
        if not any(h.is_array and h.is_float and h.spec.role == "in" for h in host) or not any(
            h.is_array and h.is_float and h.spec.role == "out" for h in host
        ):
            raise Invalid("no floating-point input or output array")
        backward = warp_api.generate_code(kernel, "cpu", kernel_only=True).piece("backward")
        hangs = bugs.never_returning(
            bugs.Facts(spec.source, backward, None), launches=[bugs.Launch(kernel, source, spec, host)]
        )
        if hangs:  # the worker would wait on it until the hunt's deadline killed it
            raise NeverReturns(hangs)
        tol = gc.TOLERANCES[precision]
        with _quiet():
            j = gc.jacobians(kernel, spec, host, warp_api.module_block_dim(kernel), tol)
            verdict = gc.compare(j, tol)
        if not verdict["failures"]:
            return None
        rows, cols = gc._labels(host, "out"), gc._labels(host, "in")
        worst = max(verdict["failures"], key=lambda f: abs(f[2] - f[7]) if np.isfinite(f[2]) else np.inf)
        r, c, ad, *_rest, right = worst
        inputs = frozenset(cols[f[1]].split("[")[0] for f in verdict["failures"])
        out_name, out_flat = _flat(host, "out", r)
        in_name, in_flat = _flat(host, "in", c)
        return Failure(
            "gradcheck",
            inputs,
            f"d{rows[r]}/d{cols[c]}: adjoint {ad:.9g}, finite differences {right:.9g} ({precision})",
            float(ad),
            float(right),
            {
                "output": rows[r],
                "input": cols[c],
                "precision": precision,
                "count": len(verdict["failures"]),
                "at": [out_name, out_flat, in_name, in_flat],
                "inputs": {h.spec.name: np.asarray(h.value).tolist() for h in host if not isinstance(h.value, dict)},
            },
        )
    finally:
        loaded.close()


def _flat(host, role: str, k: int) -> tuple[str, int]:
    """(array name, flat element index) of the k-th scalar of the float ``role`` arrays (gradcheck's order)."""
    for h in host:
        if h.is_array and h.is_float and h.spec.role == role:
            size = np.asarray(h.value).size
            if k < size:
                return h.spec.name, k
            k -= size
    raise IndexError(k)


@_as_recorded
def float64(spec) -> Failure | None:
    from harness.validate import gradcheck as gc

    original = _load(spec)
    try:
        _host, result32 = _run(original, spec)
    finally:
        original.close()
    copy = _load(spec, gc.to_float64(spec.source), tag="f64")
    try:
        _host, result64 = _run(copy, spec)
    except Invalid as error:
        refused = _codegen_refusal(error)
        if refused is None:
            raise
        return Failure("float64", frozenset({normalised(refused)}), f"the float64 copy does not build: {refused}")
    finally:
        copy.close()
    try:
        measured = stability.compare(result32.outputs, result64.outputs, stability.tolerance_for(spec.source))
    except ValueError as error:
        raise Invalid(str(error)) from error
    if measured.stable:
        return None
    name = str(measured.worst).split("[")[0]
    return Failure(
        "float64",
        frozenset({name}),
        f"{measured.worst}: float32 and float64 differ by {measured.max_error:.3g}",
        measured.max_error,
        0.0,
    )


def _codegen_refusal(error: Invalid) -> str | None:
    """Warp's reason for refusing to generate a kernel's code (the last line of its message), or None
    when ``error`` is not a code generation refusal (a run-time problem, a non-finite output)."""
    cause = error.__cause__
    if cause is None or "Error while parsing function" not in str(cause):
        return None
    return _reason(str(cause))


def _reason(message: str) -> str:
    """The cause in a Warp code generation message: its last part ("Error while parsing function ...
    at <file>:<line>" and the line's source come first, once per enclosing function)."""
    parts = [p.strip() for p in message.strip().split(";") if p.strip()]
    return parts[-1].splitlines()[-1] if parts else ""


_NUMBERS = re.compile(r"\b0x[0-9a-f]+\b|\b\d+\b|\([^)]*\)|'[^']*'|\"[^\"]*\"")


def normalised(message: str) -> str:
    """A message without the numbers, positions and quoted names that differ between kernels."""
    return _NUMBERS.sub("_", message.strip().splitlines()[0] if message.strip() else "")


def cubin(spec, arch: int = 90) -> Failure | None:
    from harness.validate import compile as batches

    loaded = _load(spec, options={})
    try:
        with tempfile.TemporaryDirectory(prefix="hunt-cubin-") as tmp:
            try:
                built = batches.module_cubin(loaded.kernel.module, arch, Path(tmp) / "m")
            except batches.CompileError as error:
                text = error.message.strip().splitlines()[0] if error.message.strip() else "build failed"
                return Failure("cubin", frozenset({normalised(text)}), f"sm_{arch} build refused: {text}")
    finally:
        loaded.close()
    if built.warnings:
        return Failure(
            "cubin",
            frozenset(normalised(w) for w in built.warnings),
            f"sm_{arch} build warns: {built.warnings[0]}",
            data={"warnings": list(built.warnings)},
        )
    return None


def codegen(spec) -> Failure | None:
    from harness import warp_api

    try:
        loaded = _load(spec, options={})
    except Invalid as error:
        refused = _definition_refusal(error)
        if refused is None:
            raise
        return Failure("codegen", frozenset({normalised(refused)}), f"the module's definition raises {refused}")
    try:
        for target in warp_api.TARGETS:
            try:
                with _quiet():
                    warp_api.generate_code(loaded.kernel, target)
            except Exception as error:
                text = f"{type(error).__name__}: {_reason(str(error))}"
                return Failure("codegen", frozenset({normalised(text)}), f"{target} codegen raises {text}")
    finally:
        loaded.close()
    return None


def _definition_refusal(error: Invalid) -> str | None:
    """Warp's error when it refuses a module's definition, raised from its own code while the module runs (a
    decorator such as ``@wp.func_replay`` rejecting what it is given), or None when the error is not Warp's (the
    candidate's own Python fails: a name a reduction dropped, ...)."""
    import warp

    cause = error.__cause__
    if cause is None or cause.__traceback__ is None:
        return None
    tb = cause.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    package = Path(warp.__file__).resolve().parent
    if not Path(tb.tb_frame.f_code.co_filename).resolve().is_relative_to(package):
        return None
    return f"{type(cause).__name__}: {' '.join(str(cause).split())}"


_HASH_SCRIPT = """
import hashlib, json, sys
from harness.hunt import cases
from harness import warp_api
from kernels.spec import KernelSpec
spec = KernelSpec.from_json(sys.stdin.readline(), json.loads(sys.stdin.readline()))
loaded = cases.Loaded(spec, options={})
print(json.dumps({t: hashlib.sha256(warp_api.generate_code(loaded.kernel, t).module.encode()).hexdigest()
                  for t in warp_api.TARGETS}))
"""


def hashseed(spec, seeds=(0, 1, 2, 3)) -> Failure | None:
    """The code generated under each of ``seeds`` as PYTHONHASHSEED is the same. Four seeds: a set of two
    names iterates in the same order under seeds 0 and 1 about half the time (newton's steel
    factor_propagation_tree_for_size differs only under 2 and 3)."""
    _load(spec, options={}).close()  # valid at all
    digests = []
    for seed in seeds:
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        run = subprocess.run(
            [sys.executable, "-c", _HASH_SCRIPT],
            input=spec.to_json().replace("\n", " ") + "\n" + json.dumps(spec.source) + "\n",
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            timeout=300,
        )
        if run.returncode:
            raise Invalid(f"codegen failed under PYTHONHASHSEED={seed}: {run.stderr.strip().splitlines()[-1:]}")
        digests.append(json.loads(run.stdout.strip().splitlines()[-1]))
    differ = sorted(t for t in digests[0] if any(d[t] != digests[0][t] for d in digests[1:]))
    if not differ:
        return None
    other = next(seeds[k] for k, d in enumerate(digests) if any(d[t] != digests[0][t] for t in differ))
    return Failure(
        "hashseed",
        frozenset(differ),
        f"{', '.join(differ)} code differs between PYTHONHASHSEED={seeds[0]} and {other}",
    )


@_as_recorded
def cuda(spec) -> Failure | None:
    from harness import warp_api
    from harness.validate import runtime, stability

    if not warp_api.cuda_available():
        raise Invalid("no CUDA device")
    loaded = _load(spec, options={})
    try:
        host, cpu = _run(loaded, spec)
        block_dim = warp_api.module_block_dim(loaded.kernel)
        try:
            gpu = runtime.run(loaded.kernel, spec, host, block_dim, device="cuda:0")
        except Exception as error:
            return Failure("cuda", frozenset({"crash"}), f"CUDA run fails: {type(error).__name__}: {error}")
    finally:
        loaded.close()
    measured = stability.compare(cpu.outputs, gpu.outputs, stability.tolerance_for(spec.source))
    if measured.stable:
        return None
    return Failure(
        "cuda",
        frozenset({str(measured.worst).split("[")[0]}),
        f"{measured.worst}: CPU and CUDA differ by {measured.max_error:.3g}",
        measured.max_error,
        0.0,
    )


@_as_recorded
def reference(spec, rtol: float = 1e-5) -> Failure | None:
    from harness import warp_api
    from harness.validate import runtime

    probe = sweep.probe_of(spec)
    if probe is None or probe.reference is None:
        raise Invalid("no independent reference for this kernel (the sweep's reference probes only)")
    loaded = _load(spec, options={})
    try:
        try:
            host = runtime.draw_inputs(spec, loaded.kernel)
            with _quiet():
                result = runtime.run(loaded.kernel, spec, host, warp_api.module_block_dim(loaded.kernel))
        except Exception as error:
            raise Invalid(f"does not build or run: {type(error).__name__}: {str(error).splitlines()[:1]}") from error
    finally:
        loaded.close()
    inputs = [np.asarray(h.value, dtype=np.float64) for h in host if h.is_array and h.spec.role == "in"]
    want = np.asarray(probe.reference(*inputs), dtype=np.float64)
    got = np.asarray(result.outputs["out"], dtype=np.float64).reshape(want.shape)
    with np.errstate(invalid="ignore", over="ignore"):
        error = np.abs(got - want) / np.maximum(np.abs(want), 1e-300)
    error = np.where(np.isfinite(got) | ~np.isfinite(want), np.nan_to_num(error, nan=0.0), np.inf)
    k = int(np.argmax(error))
    if error.flat[k] <= rtol:
        return None
    return Failure(
        "reference",
        frozenset({"out"}),
        f"out[{k}]: Warp {got.flat[k]:.9g}, reference {want.flat[k]:.9g} (relative error {error.flat[k]:.3g})",
        float(got.flat[k]),
        float(want.flat[k]),
    )


RUNNERS = {
    "gradcheck": gradcheck,
    "float64": float64,
    "cubin": cubin,
    "codegen": codegen,
    "hashseed": hashseed,
    "cuda": cuda,
    "reference": reference,
    **oracles.ORACLES,
}


def run_check(check: str, spec) -> Failure | None:
    if check not in RUNNERS:
        raise ValueError(f"unknown check {check!r}; valid: {', '.join(CHECKS)}")
    return RUNNERS[check](spec)
