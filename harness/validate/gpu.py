"""CUDA against the CPU: what `pytest -m cuda` checks on a GPU machine, and the report of it.

    python -m harness.validate.gpu data/cuda-report.jsonl data/cuda-report.md   # (make test-cuda runs it)

The functions take any two Warp devices, so the default test suite runs them CPU-against-CPU
(tests/test_validate.py) and tests/test_cuda.py runs them CPU-against-CUDA.

Tolerances (float32 on both devices; CUDA's math functions and FMA contraction differ from the
CPU's by a few ulp, and summation order differs for atomics):

- outputs:   |cuda - cpu| <= 1e-4 * max(1, |cpu|) + 100 * spread + N * 2^-23 * max(1, |cpu|) (atomic outputs only)
- gradients: |cuda - cpu| <= 1e-3 * max(1, |cpu|) + 100 * spread (adjoints chain more operations)

``spread`` is how far the CPU result moves when each floating-point input moves by one ulp
(three seeded trials): where a kernel amplifies rounding (ill-conditioned) or sits next to a
discontinuity, a few ulp of difference between devices is amplified the same way, so such
elements are explained rather than failed, and counted. N is the number of launched threads:
a sum of N atomic contributions in another order differs by at most about N rounding errors.

Atomics are compared order-independently: an output written only by atomic add/sub, or only by
atomic min/max, has a final value that does not depend on thread order (up to the rounding
allowance above), and the device is also run twice to show its run-to-run spread stays within
it. An output whose value depends on the order (min/max mixed with other writes) is reported,
not compared.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np
import warp as wp

from harness import warp_api
from harness.generate.golden import GoldenCase
from harness.validate import bugs, gradcheck, rewrite, runtime
from harness.validate import compile as batches
from harness.validate.gpu_report import CHECKS, CONDITIONING, GRAD_TOL, OUTPUT_TOL, render_report

SNAPSHOTS = Path(__file__).resolve().parents[2] / "snapshots"
ROUNDING = 2.0**-23


def golden_case_ids() -> list[str]:
    """The committed goldens' case ids: what the cuda tests are parametrized by (never by hardware)."""
    return sorted(p.stem for p in SNAPSHOTS.glob("*/*.json"))


def golden_path(case_id: str) -> Path:
    return SNAPSHOTS / case_id.rsplit("-", 1)[0] / f"{case_id}.json"


@dataclass
class Comparison:
    """One comparison of a case between two devices."""

    ok: bool
    max_error: float  # max |a - b| / max(1, |a|) over compared elements
    compared: int = 0
    explained: int = 0  # elements beyond the base tolerance that ill-conditioning explains
    skipped: list[str] = field(default_factory=list)  # outputs not compared, with the reason
    detail: str = ""
    nondeterministic: bool = False  # two runs on the device gave different results
    where: list = field(default_factory=list)  # [name, [index...]] of the first elements beyond tolerance
    reference: str = ""  # the failing elements against the float64 copy, when it was run


class loaded:
    """A golden case's kernel alone in a Warp module of its own (a fresh name each time: Warp's
    CPU loader names loaded objects after the module, so reusing a name while an earlier load
    is alive would clash), with the settings that make a CPU launch run the recorded code;
    unloaded after."""

    def __init__(self, case: GoldenCase):
        self.case = case

    def __enter__(self):
        self.settings = runtime.recorded_blocks()
        self.settings.__enter__()
        self.batch = batches.load_batch([self.case])
        spec = self.case.spec
        if spec.case_id not in self.batch.members:
            self.__exit__()
            raise RuntimeError(f"{spec.case_id} could not be defined: {self.batch.rejected.get(spec.case_id)}")
        self.kernel = self.batch.members[spec.case_id].kernel
        self.block_dim = warp_api.module_block_dim(self.kernel)
        return self

    def __exit__(self, *exc):
        self.batch.close()
        self.settings.__exit__(None, None, None)


# A CUDA error during a launch or an allocation (Warp: "Warp CUDA error 719: unspecified launch
# failure (in function ...)"); after one the process's CUDA context is unusable.
_CUDA_FAULT = re.compile(r"CUDA error \d+|Failed to (?:synchronize|allocate|launch|copy|memset)")
_CUDA_ERROR = re.compile(r"CUDA error (\d+): ([^(\n]+)")
# Warp could not build or load the module: NVRTC/ptxas, the CPU compiler, or the source itself.
_BUILD_FAILURE = re.compile(r"build failed|NVRTC|ptxas|compil|could not be defined|codegen", re.I)


class DeviceFault(RuntimeError):
    """A CUDA error in one phase of a check ("unspecified launch failure (719) in backward")."""

    def __init__(self, phase: str, error: BaseException):
        found = _CUDA_ERROR.search(str(error))
        self.phase = phase
        self.code = int(found.group(1)) if found else None
        self.error = f"{type(error).__name__}: {error}"
        what = f"{found.group(2).strip()} ({self.code})" if found else str(error).split(" (in function")[0]
        super().__init__(f"{what} in {phase}")


@contextmanager
def phase(name: str):
    """Name the phase (allocation, forward, backward) a CUDA error surfaces in."""
    try:
        yield
    except DeviceFault:
        raise
    except Exception as error:
        if _CUDA_FAULT.search(str(error)):
            raise DeviceFault(name, error) from error
        raise


def normalised_device_source(text: str) -> str:
    """A translation unit Warp compiled on a device, with paths made relative the way the goldens
    record them (harness/generate/extract.py): Warp's own ``@wp.func`` files relative to the folder Warp is
    installed in, so ``/tmp/site/warp/_src/math.py`` reads ``warp/_src/math.py``. The case's own
    file is the virtual ``<case>.py`` on both sides (harness/validate/compile.py)."""
    code = warp_api.TargetCode(module=text, mangled_name="", spans={})
    return warp_api.relocate(code, [warp_api.WARP_PARENT]).module


def source_difference(device_text: str, recorded: str) -> str:
    """'' when equal after normalisation, else where the first difference is."""
    text = normalised_device_source(device_text)
    if text == recorded:
        return ""
    a, b = text.splitlines(), recorded.splitlines()
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), None)
    if at is None:
        return "the device's CUDA source differs from the golden (one is a prefix of the other)"
    return f"the device's CUDA source differs from the golden at line {at + 1}: {a[at].strip()!r} vs {b[at].strip()!r}"


def compare_source(case: GoldenCase, device: str) -> Comparison:
    """(a) The translation unit Warp writes and compiles when it loads the case on ``device``
    equals the golden, byte for byte once normalised."""
    with loaded(case) as k:
        text = compiled_source(k.kernel, device)
    diff = source_difference(text, case.modules["cuda" if device.startswith("cuda") else "cpu"])
    return Comparison(ok=not diff, max_error=0.0, compared=1, detail=diff)


def compiled_source(kernel, device: str) -> str:
    """The translation unit Warp compiles when it loads ``kernel``'s module on ``device``."""
    block_dim = warp_api.module_block_dim(kernel)
    wp.load_module(warp_api.module_of(kernel), device=device, block_dim=block_dim)
    text = warp_api.compiled_source(kernel, block_dim, "cpp" if wp.get_device(device).is_cpu else "cu")
    if text is None:
        raise FileNotFoundError(f"Warp wrote no translation unit for {kernel.key} on {device}")
    return text


def run_outputs(kernel, spec, host, device: str, block_dim: int) -> dict[str, np.ndarray]:
    with phase("allocation"):
        args = runtime.to_warp(host, kernel, device)
    with phase("forward"):
        runtime.launch(kernel, spec, args, block_dim, device)
        wp.synchronize_device(device)
        return runtime.outputs(host, args)


def input_gradients(
    kernel, spec, host, device: str, block_dim: int, quiet: frozenset = frozenset()
) -> dict[str, np.ndarray]:
    """Gradients of every float input array for one backward pass with a seeded random output
    gradient (the same on every device; zero for the outputs in ``quiet``), after a forward
    pass on the same arrays."""
    with phase("allocation"):
        args = runtime.to_warp(host, kernel, device, requires_grad=True)
    with phase("forward"):
        runtime.launch(kernel, spec, args, block_dim, device)
        wp.synchronize_device(device)
    rng = runtime.case_rng(spec.case_id, "cotangent")
    grads = []
    for h, a in zip(host, args, strict=True):
        if isinstance(a, wp.array) and a.requires_grad:
            if h.spec.role == "out":
                seed = rng.uniform(-1, 1, size=a.grad.numpy().shape).astype(a.grad.numpy().dtype)
                if h.spec.name in quiet:
                    seed[...] = 0
                a.grad.assign(wp.array(seed, dtype=a.dtype, device=device))
            grads.append(a.grad)
        elif isinstance(a, wp.array):
            grads.append(wp.zeros_like(a))
        else:
            grads.append(gradcheck.zero_like(a))
    with phase("backward"):
        runtime.launch(kernel, spec, args, block_dim, device, adj_args=grads)
        wp.synchronize_device(device)
        return {
            h.spec.name: g.numpy().copy()
            for h, g in zip(host, grads, strict=True)
            if h.is_array and h.is_float and h.spec.role == "in"
        }


def ulp_spread(measure, host, spec, trials: int = 3) -> dict[str, np.ndarray]:
    """Per element: how far ``measure(host)`` moves when each float input moves by one ulp."""
    base = measure(host)
    spread = {k: np.zeros(v.shape) for k, v in base.items()}
    rng = runtime.case_rng(spec.case_id, "ulp")
    for _ in range(trials):
        noisy = []
        for h in host:
            value = h.value
            if h.is_float and not isinstance(value, dict):
                v = np.asarray(value)
                direction = np.where(rng.random(v.shape) < 0.5, -np.inf, np.inf).astype(v.dtype)
                value = np.nextafter(v, direction)
            noisy.append(runtime.HostArg(h.spec, value, h.is_float))
        for k, v in measure(noisy).items():
            if v.dtype.kind == "f":
                spread[k] = np.maximum(spread[k], np.nan_to_num(np.abs(v.astype(np.float64) - base[k]), nan=np.inf))
    return spread


def compare(
    reference: dict[str, np.ndarray],
    other: dict[str, np.ndarray],
    tol: float,
    spread: dict[str, np.ndarray],
    extra: dict[str, float] | None = None,
    skip: dict[str, str] | None = None,
) -> Comparison:
    """Element-wise comparison of ``other`` against ``reference`` (see the module docstring)."""
    extra, skip = extra or {}, skip or {}
    worst, compared, explained, failures, where = 0.0, 0, 0, [], []
    for name, a in reference.items():
        if name in skip:
            continue
        b = other[name]
        if a.dtype.kind != "f":
            if not np.array_equal(a, b):
                failures.append(f"{name}: integer values differ at {np.argwhere(a != b)[:3].tolist()}")
            compared += a.size
            continue
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        nan_mismatch = np.isnan(a64) != np.isnan(b64)
        with np.errstate(invalid="ignore"):
            diff = np.where(np.isnan(a64) & np.isnan(b64), 0.0, np.abs(a64 - b64))
        scale = np.maximum(1.0, np.abs(np.nan_to_num(a64)))
        base = (tol + extra.get(name, 0.0)) * scale
        allowed = base + CONDITIONING * spread.get(name, 0.0)
        bad = nan_mismatch | ~(diff <= allowed)
        explained += int(np.sum((diff > base) & ~bad))
        compared += a.size
        rel = np.where(bad | (diff <= base), diff / scale, 0.0)
        worst = max(worst, float(np.nan_to_num(rel, nan=np.inf).max()) if rel.size else 0.0)
        for index in np.argwhere(bad)[:3]:
            i = tuple(index)
            failures.append(f"{name}{list(map(int, i))}: {a[i]!r} vs {b[i]!r} (allowed {allowed[i]:.3g})")
            where.append([name, list(map(int, i))])
    return Comparison(
        ok=not failures,
        max_error=worst,
        compared=compared,
        explained=explained,
        skipped=[f"{k}: {v}" for k, v in skip.items()],
        detail="; ".join(failures),
        where=where,
    )


def float64_reference(case: GoldenCase, host, gradients: bool, quiet: frozenset = frozenset()) -> dict | None:
    """The CPU outputs (or input gradients) of the case's float64 copy (``rewrite.to_float64``)
    for the same inputs: the exact value both float32 devices approximate. None when it does not
    build or run (e.g. geometry queries take float32 vectors only)."""
    try:
        batch = batches.load_batch([case], variant="f64", transform=rewrite.to_float64)
    except Exception:
        return None
    try:
        member = batch.members.get(case.spec.case_id)
        if member is None:
            return None
        block = warp_api.module_block_dim(member.kernel)
        if gradients:
            return input_gradients(member.kernel, case.spec, host, "cpu", block, quiet)
        return run_outputs(member.kernel, case.spec, host, "cpu", block)
    except Exception:
        return None
    finally:
        batch.close()


def reference_note(result: Comparison, reference: dict, device: dict, exact: dict | None) -> None:
    """Say, for the failing elements, how far each float32 result is from the float64 copy's
    (relative to max(1, |f64|)): a device no farther from it than the reference device computes
    the kernel as well as float32 allows."""
    if exact is None:
        result.reference = "float64 copy not available"
        return
    notes = []
    for name, index in result.where:
        if name not in exact:
            continue
        i = tuple(index)
        e = float(np.asarray(exact[name], dtype=np.float64)[i])
        scale = max(1.0, abs(e))
        off_ref = abs(float(reference[name][i]) - e) / scale
        off_dev = abs(float(device[name][i]) - e) / scale
        notes.append(f"{name}{index}: float64 {e:.7g}, reference off by {off_ref:.1e}, device off by {off_dev:.1e}")
    result.reference = "; ".join(notes)


def atomic_outputs(spec) -> tuple[dict[str, float], dict[str, str]]:
    """(summation-order allowance per atomic output, outputs not comparable and why)."""
    threads = int(np.prod(runtime.launch_dims(spec, 1)[0]))
    racy = set(rewrite.order_dependent_outputs(spec.source))
    extra, skip = {}, {}
    for name in spec.order_independent_outputs:
        if name in racy:
            skip[name] = "its value depends on thread order (atomic min/max mixed with other writes): not comparable"
        else:
            extra[name] = threads * ROUNDING
    for name in racy - set(spec.order_independent_outputs):
        skip[name] = "its value depends on thread order: not comparable"
    return extra, skip


def compare_outputs(case: GoldenCase, device: str, reference_device: str = "cpu", atomic: bool = False) -> Comparison:
    """Outputs on ``device`` against ``reference_device`` for the case's deterministic inputs:
    the outputs written by plain stores, or (``atomic``) those written by atomics, compared
    order-independently; ``device`` runs twice, and its two runs must agree as well."""
    with loaded(case) as k:
        spec = case.spec
        host = runtime.draw_inputs(spec, k.kernel)
        ref = run_outputs(k.kernel, spec, host, reference_device, k.block_dim)
        first = run_outputs(k.kernel, spec, host, device, k.block_dim)
        second = run_outputs(k.kernel, spec, host, device, k.block_dim)
        spread = ulp_spread(lambda h: run_outputs(k.kernel, spec, h, reference_device, k.block_dim), host, spec)
        extra, skip = atomic_outputs(spec)
        atomics = set(spec.order_independent_outputs) | set(skip)
        # Outputs of the other kind are left out here (reported by the other test).
        other_kind = {n: "" for n in ref if (n in atomics) != atomic}
        skip = {n: why for n, why in skip.items() if atomic}
        result = compare(ref, first, OUTPUT_TOL, spread, extra, {**other_kind, **skip})
        if not result.ok:
            reference_note(result, ref, first, float64_reference(case, host, gradients=False))
        # Plain outputs must be bitwise reproducible on one device; atomic ones within the allowance.
        again = compare(first, second, 0.0 if not atomic else OUTPUT_TOL, {}, extra, {**other_kind, **skip})
        if not again.ok:
            result.ok = False
            result.nondeterministic = True
            result.detail = (
                (result.detail + "; " if result.detail else "") + "two runs on the device differ: " + again.detail
            )
        for name in skip:
            if spec.finite_outputs and not np.all(np.isfinite(first[name])):
                result.ok = False
                result.detail += f"; {name}: non-finite values on the device"
        result.skipped = [f"{n}: {why}" for n, why in skip.items()]
        return result


def gradient_skip_reason(case: GoldenCase, kernel) -> str:
    spec = case.spec
    if not warp_api.backward_enabled(kernel):
        return "Warp generates no adjoint for this kernel"
    if any(a.kind == "array" and a.role == "inout" for a in spec.args):
        return "an array is both read and written"
    return ""


def compare_gradients(case: GoldenCase, device: str, reference_device: str = "cpu") -> Comparison:
    """Input gradients of one backward pass on ``device`` against ``reference_device``. Outputs
    whose value depends on thread order get a zero output gradient (the adjoint of atomic
    min/max reads the final value, which then differs between devices)."""
    with loaded(case) as k:
        spec = case.spec
        why = gradient_skip_reason(case, k.kernel)
        if why:
            return Comparison(ok=True, max_error=0.0, skipped=[f"all: {why}"])
        host = runtime.draw_inputs(spec, k.kernel)
        hangs = bugs.never_returning(
            bugs.facts_of(case, None), launches=[bugs.Launch(k.kernel, spec.source, spec, host)]
        )
        if hangs:  # the process would wait on it until killed, and the device's side is never reached
            raise bugs.NeverReturns(hangs)
        racy = frozenset(rewrite.order_dependent_outputs(spec.source))
        differentiable = [a.name for a in spec.args if a.kind == "array" and a.role == "out" and a.name not in racy]
        ref = input_gradients(k.kernel, spec, host, reference_device, k.block_dim, racy)
        notes = [f"{n}: its value depends on thread order; its output gradient is 0 here" for n in sorted(racy)]
        if not ref or not differentiable:
            return Comparison(ok=True, max_error=0.0, skipped=[*notes, "all: no output to differentiate"])
        got = input_gradients(k.kernel, spec, host, device, k.block_dim, racy)
        spread = ulp_spread(
            lambda h: input_gradients(k.kernel, spec, h, reference_device, k.block_dim, racy), host, spec
        )
        result = compare(ref, got, GRAD_TOL, spread)
        if not result.ok:
            reference_note(result, ref, got, float64_reference(case, host, gradients=True, quiet=racy))
        result.skipped = notes
        return result


def checks_of(meta: dict) -> list[str]:
    """The checks that apply to a case (its JSON metadata): (d) only where atomics write outputs."""
    return [c for c in CHECKS if c != "atomics" or meta.get("order_independent_outputs")]


def run_check(case: GoldenCase, check: str, device: str = "cuda:0") -> dict:
    """Run one check of one case and return its result record (never raises for the case's own
    failures). ``kind`` says what a failure is: ``mismatch``, ``not comparable`` (the device's two
    runs differ), ``build`` (Warp could not build or load it) or ``crash`` (the check did not finish:
    a CUDA error, whose ``phase`` is named, or an exception); ``fatal`` is set after a CUDA error:
    the process's CUDA context is unusable and the next check must run in a fresh process."""
    record = {"test": check, "case": case.spec.case_id, "status": "passed", "kind": "", "message": ""}
    start = time.perf_counter()
    try:
        if check == "source":
            result = compare_source(case, device)
        elif check == "outputs":
            result = compare_outputs(case, device)
        elif check == "gradients":
            result = compare_gradients(case, device)
        elif check == "atomics":
            result = compare_outputs(case, device, atomic=True)
        else:
            raise ValueError(f"unknown check {check!r}; valid: {', '.join(CHECKS)}")
    except bugs.NeverReturns as known:
        record.update(status="failed", kind="crash", message=str(known), explained_by=known.bugs)
    except DeviceFault as fault:
        record.update(status="failed", kind="crash", message=str(fault), phase=fault.phase, fatal=True)
        record.update(code=fault.code, error=fault.error[-2000:])
    except Exception as error:
        text = f"{type(error).__name__}: {error}"
        fatal = bool(_CUDA_FAULT.search(text))
        kind = "build" if _BUILD_FAILURE.search(text) and not fatal else "crash"
        record.update(status="failed", kind=kind, message=text[-2000:], fatal=fatal)
    else:
        record.update(asdict(result))
        if not result.ok:
            record.update(status="failed", kind="not comparable" if result.nondeterministic else "mismatch")
            record["message"] = result.detail + (f" [{result.reference}]" if result.reference else "")
    record["seconds"] = round(time.perf_counter() - start, 3)
    return record


def record_result(record: dict) -> None:
    """Append one check's result record to ``$CUDA_RESULTS`` (``pytest -m cuda``), when set."""
    path = os.environ.get("CUDA_RESULTS")
    if path:
        append_record(Path(path), {**record, "time": time.time()})


def append_record(path: Path, record: dict) -> None:
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps(record, default=str) + "\n")


def read_records(path: Path) -> list[dict]:
    path = Path(path)
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def report(results_path: Path, out_path: Path) -> str:
    """Markdown report of the results ``pytest -m cuda`` appended to ``$CUDA_RESULTS``."""
    records = read_records(results_path)
    text = render_report(records, {"cases": "the committed goldens (pytest -m cuda)"})
    if not records:
        cases = golden_case_ids()
        text += (
            f"\nNo results: no cuda test ran ({len(cases)} golden cases, tests (a)-(c) for each and (d) for those "
            "with atomic outputs). Without a CUDA device every test marked `cuda` skips with the reason (see "
            "the pytest output); run `make test-cuda` on a GPU machine.\n"
        )
    Path(out_path).parent.mkdir(parents=True, exist_ok=True)
    Path(out_path).write_text(text)
    return text


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m harness.validate.gpu RESULTS.jsonl REPORT.md", file=sys.stderr)
        return 2
    text = report(Path(args[0]), Path(args[1]))
    print(text.split("\n## ")[0])
    print(f"report written to {args[1]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
