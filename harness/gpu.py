"""CUDA against the CPU: what `pytest -m cuda` checks on a GPU machine, and the report of it.

    python -m harness.gpu data/cuda-report.jsonl data/cuda-report.md   # (make test-cuda runs it)

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
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np
import warp as wp

from harness import compile as batches
from harness import gradcheck, runtime, warp_api
from harness.golden import GoldenCase

SNAPSHOTS = Path(__file__).resolve().parent.parent / "snapshots"
OUTPUT_TOL = 1e-4
GRAD_TOL = 1e-3
CONDITIONING = 100.0
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


class loaded:
    """A golden case's kernel alone in a Warp module of its own (a fresh name each time: Warp's
    CPU loader names loaded objects after the module, so reusing a name while an earlier load
    is alive would clash), with the settings that make a CPU launch run the recorded code;
    unloaded after."""

    def __init__(self, case: GoldenCase):
        self.case = case

    def __enter__(self):
        self.saved = (wp.config.enable_cpu_blocks, wp.config.log_level)
        wp.config.enable_cpu_blocks = True
        wp.config.log_level = max(wp.config.log_level, wp.LOG_WARNING)
        self.batch = batches.load_batch([self.case])
        spec = self.case.spec
        if spec.case_id not in self.batch.members:
            self.__exit__()
            raise RuntimeError(f"{spec.case_id}: {self.batch.rejected.get(spec.case_id)}")
        self.kernel = self.batch.members[spec.case_id].kernel
        self.block_dim = warp_api.module_block_dim(self.kernel)
        return self

    def __exit__(self, *exc):
        self.batch.close()
        wp.config.enable_cpu_blocks, wp.config.log_level = self.saved


def compiled_source(kernel, device: str) -> str:
    """The translation unit Warp compiles when it loads ``kernel``'s module on ``device``."""
    block_dim = warp_api.module_block_dim(kernel)
    wp.load_module(warp_api.module_of(kernel), device=device, block_dim=block_dim)
    text = warp_api.compiled_source(kernel, block_dim, "cpp" if wp.get_device(device).is_cpu else "cu")
    if text is None:
        raise FileNotFoundError(f"Warp wrote no translation unit for {kernel.key} on {device}")
    return text


def run_outputs(kernel, spec, host, device: str, block_dim: int) -> dict[str, np.ndarray]:
    args = runtime.to_warp(host, kernel, device)
    runtime.launch(kernel, spec, args, block_dim, device)
    wp.synchronize_device(device)
    return runtime.outputs(host, args)


def input_gradients(
    kernel, spec, host, device: str, block_dim: int, quiet: frozenset = frozenset()
) -> dict[str, np.ndarray]:
    """Gradients of every float input array for one backward pass with a seeded random output
    gradient (the same on every device; zero for the outputs in ``quiet``), after a forward
    pass on the same arrays."""
    args = runtime.to_warp(host, kernel, device, requires_grad=True)
    runtime.launch(kernel, spec, args, block_dim, device)
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
    worst, compared, explained, failures = 0.0, 0, 0, []
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
    return Comparison(
        ok=not failures,
        max_error=worst,
        compared=compared,
        explained=explained,
        skipped=[f"{k}: {v}" for k, v in skip.items()],
        detail="; ".join(failures),
    )


def atomic_outputs(spec) -> tuple[dict[str, float], dict[str, str]]:
    """(summation-order allowance per atomic output, outputs not comparable and why)."""
    threads = int(np.prod(runtime.launch_dims(spec, 1)[0]))
    racy = set(gradcheck.order_dependent_outputs(spec.source))
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
        # Plain outputs must be bitwise reproducible on one device; atomic ones within the allowance.
        again = compare(first, second, 0.0 if not atomic else OUTPUT_TOL, {}, extra, {**other_kind, **skip})
        if not again.ok:
            result.ok = False
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
        racy = frozenset(gradcheck.order_dependent_outputs(spec.source))
        differentiable = [a.name for a in spec.args if a.kind == "array" and a.role == "out" and a.name not in racy]
        host = runtime.draw_inputs(spec, k.kernel)
        ref = input_gradients(k.kernel, spec, host, reference_device, k.block_dim, racy)
        notes = [f"{n}: its value depends on thread order; its output gradient is 0 here" for n in sorted(racy)]
        if not ref or not differentiable:
            return Comparison(ok=True, max_error=0.0, skipped=[*notes, "all: no output to differentiate"])
        got = input_gradients(k.kernel, spec, host, device, k.block_dim, racy)
        spread = ulp_spread(
            lambda h: input_gradients(k.kernel, spec, h, reference_device, k.block_dim, racy), host, spec
        )
        result = compare(ref, got, GRAD_TOL, spread)
        result.skipped = notes
        return result


def record_result(
    test: str, case_id: str, status: str, comparison: Comparison | None = None, message: str = ""
) -> None:
    """Append one result line to ``$CUDA_RESULTS`` (make test-cuda), when set."""
    path = os.environ.get("CUDA_RESULTS")
    if not path:
        return
    line = {"test": test, "case": case_id, "status": status, "message": message, "time": time.time()}
    if comparison is not None:
        line.update(asdict(comparison))
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps(line) + "\n")


def report(results_path: Path, out_path: Path) -> str:
    """Markdown summary of a `make test-cuda` run: cases run, passed, max errors, failures."""
    lines_in = []
    if Path(results_path).exists():
        lines_in = [json.loads(line) for line in Path(results_path).read_text().splitlines() if line.strip()]
    device = "none"
    if warp_api.cuda_available():
        device = ", ".join(f"{d.alias} ({d.name}, sm_{d.arch})" for d in wp.get_cuda_devices())
    text = [
        "# CUDA test report",
        "",
        f"Warp {warp_api.warp_version()}; CUDA devices: {device}.",
        "",
    ]
    if not lines_in:
        cases = golden_case_ids()
        text += [
            f"No results: no cuda test ran ({len(cases)} golden cases, tests (a)-(c) for each and (d) for those "
            "with atomic outputs). Without a CUDA device every test marked `cuda` skips with the reason (see "
            "the pytest output); run `make test-cuda` on a GPU machine.",
            "",
        ]
    else:
        tests = sorted({r["test"] for r in lines_in})
        text += [
            "| test | cases | passed | failed | max error | ill-conditioned elements explained |",
            "|---|---|---|---|---|---|",
        ]
        for t in tests:
            rows = [r for r in lines_in if r["test"] == t]
            passed = sum(r["status"] == "passed" for r in rows)
            failed = sum(r["status"] == "failed" for r in rows)
            worst = max((r.get("max_error") or 0.0) for r in rows)
            explained = sum(r.get("explained") or 0 for r in rows)
            text.append(f"| {t} | {len(rows)} | {passed} | {failed} | {worst:.3g} | {explained} |")
        text += [
            "",
            f"Tolerances: outputs {OUTPUT_TOL:g}, gradients {GRAD_TOL:g} (relative to max(1, |cpu|)); see harness/gpu.py.",
            "",
        ]
        failures = [r for r in lines_in if r["status"] == "failed"]
        if failures:
            text += ["## Failures", ""]
            for r in failures:
                text += [f"- `{r['case']}` {r['test']}: {r.get('detail') or r.get('message')}"]
            text.append("")
        skipped = [(r, s) for r in lines_in for s in r.get("skipped") or []]
        if skipped:
            text += ["## Not compared", ""]
            text += [f"- `{r['case']}` {r['test']}: {s}" for r, s in skipped]
            text.append("")
    Path(out_path).parent.mkdir(parents=True, exist_ok=True)
    Path(out_path).write_text("\n".join(text))
    return "\n".join(text)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m harness.gpu RESULTS.jsonl REPORT.md", file=sys.stderr)
        return 2
    text = report(Path(args[0]), Path(args[1]))
    print(text.split("\n## ")[0])
    print(f"report written to {args[1]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
