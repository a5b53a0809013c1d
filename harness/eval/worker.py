"""The worker process of ``make eval``: builds and runs predictions, one task at a time.

Started by the supervisor (``harness/procs.py``) as ``python -m harness.eval.worker``; tasks are
JSON lines on stdin (``procs.serve``), results ``EVAL {json}`` lines on stdout. A prediction that
crashes this process or hangs is failed by the parent (``procs.Worker.next``), never here.

Tasks:
- ``{"op": "reference", "case", "sets"}``: build Warp's own code of the case (the ladder's CPU
  build: -O0, the recorded block size), draw ``sets`` seeded input sets from the spec, run each
  twice (and the adjoint twice, with seeded output adjoints); kept in memory for the case's
  predictions. ``reproducible`` is false, with the reason, when two runs differ or it cannot run,
  or when its backward would never return (a registered Warp bug, harness/validate/bugs, that
  these input sets reach): that backward is not launched, the forward still is.
- ``{"op": "predict", "case", "target", "code", "sets"}``: the ladder spliced -> built -> ran ->
  outputs_equal -> gradients_equal of one prediction (docs/eval.md).
- ``{"op": "cuda_reference", "case"}``: Warp's own CUDA code of the case built to CUBIN, as a
  prediction is (asked after a CUDA prediction did not build: ``built`` false leaves the row's CUDA
  units out, with the reason, instead of failing the prediction).
- ``{"op": "pair", "case", "codes": {"cpu_forward", "cpu_backward"}, "sets"}``: both predictions
  spliced into one unit, built once and run (outputs, then adjoints); ``passed`` with each
  target's record when every step held, else ``passed: false`` (the parent then scores each
  prediction on its own, so a failure is always one prediction's own).

Each step entered passes the fault hook ``faults.point("eval", "<step>/<case id>")``, and each
reference task ``faults.point("eval", "reference/<case id>")``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
import tempfile
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import warp as wp

from harness import faults, procs, sandbox, warp_api
from harness.eval.screen import screened
from harness.eval.splice import device_of, spliced_units
from harness.generate.golden import GoldenCase, read_case
from harness.validate import bugs, captured, gradcheck, runtime, stability
from harness.validate import compile as batches

PREFIX = "EVAL "
CUBIN_ARCH = warp_api.CUDA_ARCH
CACHED_REFERENCES = 4
MESSAGE_CHARS = 2000


# The file Warp compiled is named after this process's module (pid, counter): one name in reports.
_UNIT_NAME = re.compile(r"wp_warp_batch_\w+?\.(cpp|cu)\b")


class Failed(Exception):
    """A step failed: ``step`` (the ladder's), ``kind`` (compile_error, runtime_error, mismatch, ...)."""

    def __init__(self, step: str, kind: str, message: str):
        super().__init__(message)
        self.step, self.kind = step, kind
        self.message = _UNIT_NAME.sub(r"spliced.\1", message)[:MESSAGE_CHARS]


@dataclass
class Reference:
    case: GoldenCase | None
    sets: list  # (spec, host) per input set
    outputs: list  # per set: name -> array
    gradients: list  # per set: name -> array, or None (no adjoint)
    reproducible: bool
    why: str
    hangs: list = dataclasses.field(default_factory=list)  # registered bugs: its backward never returns, not run


_references: dict[str, Reference] = {}
_traps: sandbox.Traps | None = None  # the sandbox's private folders as this worker found them (main)


def _short_error(error: BaseException) -> str:
    lines = traceback.format_exception_only(type(error), error)
    return "".join(lines).strip()


@contextlib.contextmanager
def _settings():
    with runtime.recorded_blocks(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def _build_cpu(case: GoldenCase, unit: str | None):
    """(batch, kernel): the case's module built for the CPU as the ladder builds it, compiling
    ``unit`` in place of Warp's when given. Raises Failed."""
    batch = batches.load_batch([case], module_options={"optimization_level": 0})
    if case.spec.case_id in batch.rejected:
        batch.close()
        raise Failed("built", "load_error", batch.rejected[case.spec.case_id])
    kernel = batch.members[case.spec.case_id].kernel
    replaced = (
        warp_api.source_replaced(warp_api.module_of(kernel), unit) if unit is not None else contextlib.nullcontext()
    )
    try:
        with replaced:
            batches.build_cpu(batch)
    except batches.CompileError as error:
        batch.close()
        raise Failed("built", "compile_error", error.message) from None
    return batch, kernel


def _input_sets(spec, kernel, count: int, path: Path) -> list:
    """``count`` seeded input sets: the ladder's own (seeded by the case id), then ``<id>#eval<i>``;
    for a row with captured launches, those launches (the package's own inputs, from the export's
    ``captures/`` folder beside ``cases/``)."""
    if captured.launches(spec):
        store = path.parents[2] / captured.STORE_DIR
        try:
            return [
                (
                    captured.launch_spec(spec, i),
                    captured.host_args(captured.launch_spec(spec, i), kernel, i, store),
                )
                for i in range(len(captured.launches(spec)))
            ]
        except captured.NotReplayable as error:
            raise runtime.Unsupported(f"captured launches: {error}") from error
    sets = []
    for i in range(count):
        s = spec if i == 0 else dataclasses.replace(spec, case_id=f"{spec.case_id}#eval{i}")
        sets.append((s, runtime.draw_inputs(s, kernel)))
    return sets


def _forward(kernel, spec, host) -> tuple[dict, str]:
    """(outputs, problem): two launches on fresh copies of the inputs; problem '' when they agree."""
    result = runtime.run(kernel, spec, host, warp_api.module_block_dim(kernel))
    nondeterministic = [p for p in result.problems if p.startswith("nondeterministic")]
    return result.outputs, "; ".join(nondeterministic)


def _adjoint(kernel, spec, host) -> dict:
    """Input and output adjoints of one backward launch after a forward one, the float outputs'
    adjoints seeded (uniform in [-1, 1], by the set's id)."""
    block_dim = warp_api.module_block_dim(kernel)
    args = runtime.to_warp(host, kernel, "cpu", requires_grad=True)
    runtime.launch(kernel, spec, args, block_dim)
    rng = runtime.case_rng(spec.case_id, "adjoint")
    for h, a in zip(host, args, strict=True):
        if isinstance(a, wp.array) and a.requires_grad and h.spec.role != "in":
            g = a.grad.numpy()
            a.grad.assign(rng.uniform(-1.0, 1.0, size=g.shape).astype(g.dtype))
    grads = [a.grad if isinstance(a, wp.array) and a.requires_grad else gradcheck.zero_like(a) for a in args]
    runtime.launch(kernel, spec, args, block_dim, adj_args=grads)
    wp.synchronize_device("cpu")
    return {
        h.spec.name: a.grad.numpy().copy()
        for h, a in zip(host, args, strict=True)
        if isinstance(a, wp.array) and a.requires_grad
    }


def _same(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(np.array_equal(a[n], b[n], equal_nan=True) for n in a)


def _never_returns(case: GoldenCase, kernel, sets: list) -> list[str]:
    """The registered Warp bugs whose backward launch never returns that the case's kernel hits on
    these input sets: the registry's detectors, then its probes of the forward pass on each set
    (as validation decides not to launch a gradient check's backward)."""
    launches = [bugs.Launch(kernel, case.spec.source, spec, host) for spec, host in sets]
    return bugs.never_returning(bugs.facts_of(case, None), "backward", launches)


def reference(path: str, sets: int) -> Reference:
    """Warp's own code of the case run on ``sets`` input sets (cached per case)."""
    if path in _references:
        return _references[path]
    ref = Reference(None, [], [], [], True, "")
    try:
        ref.case = case = read_case(Path(path))
        batch, kernel = _build_cpu(case, None)
    except (OSError, ValueError, KeyError) as error:
        ref.reproducible, ref.why = False, f"the row's golden files: {_short_error(error)}"
    except Failed as error:
        ref.reproducible, ref.why = False, f"Warp's own code does not build: {error.message}"
    else:
        try:
            ref.sets = _input_sets(case.spec, kernel, sets, Path(path))
            backward = warp_api.backward_enabled(kernel) and bool(case.piece("cpu", "backward"))
            ref.hangs = _never_returns(case, kernel, ref.sets) if backward else []
            if ref.hangs:  # launched, it would spin until the parent's time limit kills this process
                backward, ref.reproducible = False, False
                ref.why = (
                    "Warp's own backward is not run: it hits the registered Warp bug "
                    f"{', '.join(ref.hangs)} (never returns)"
                )
            for spec, host in ref.sets:
                outs, problem = _forward(kernel, spec, host)
                grads = _adjoint(kernel, spec, host) if backward else None
                if grads is not None and not _same(grads, _adjoint(kernel, spec, host)):
                    problem = problem or "nondeterministic: two adjoint runs on the same inputs differ"
                if problem and ref.reproducible:
                    ref.reproducible, ref.why = False, f"Warp's own code: {problem} (input set {spec.case_id})"
                ref.outputs.append(outs)
                ref.gradients.append(grads)
        except runtime.Unsupported as error:
            ref.reproducible, ref.why = False, f"inputs the harness cannot build: {error}"
        except Exception as error:
            ref.reproducible, ref.why = False, f"Warp's own code does not run: {_short_error(error)}"
        finally:
            batch.close()
    if len(_references) >= CACHED_REFERENCES:
        _references.pop(next(iter(_references)))
    _references[path] = ref
    return ref


def _compare(got: list, want: list, source: str, what: str) -> float:
    """Largest error over the input sets; raises Failed (mismatch) past the ladder's tolerance."""
    tolerance = stability.tolerance_for(source)
    worst = 0.0
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        try:
            result = stability.compare(g, w, tolerance)
        except ValueError as error:
            raise Failed(what, "mismatch", f"input set {i}: {error}") from None
        if set(g) != set(w):
            raise Failed(what, "mismatch", f"input set {i}: outputs {sorted(g)} instead of {sorted(w)}")
        if not result.stable:
            raise Failed(what, "mismatch", f"input set {i}: {result.worst} (error {result.max_error:.3g})")
        worst = max(worst, result.max_error)
    return worst


def _cubin(case: GoldenCase, unit: str | None) -> None:
    """Build ``unit`` (None: Warp's own code of the case) to CUBIN. Raises Failed."""
    batch = batches.load_batch([case])
    if case.spec.case_id in batch.rejected:
        batch.close()
        raise Failed("built", "load_error", batch.rejected[case.spec.case_id])
    module = warp_api.module_of(batch.members[case.spec.case_id].kernel)
    replaced = warp_api.source_replaced(module, unit) if unit is not None else contextlib.nullcontext()
    try:
        with tempfile.TemporaryDirectory(prefix="warp-eval-") as tmp, replaced:
            batches.module_cubin(module, CUBIN_ARCH, Path(tmp) / "cubin")
    except batches.CompileError as error:
        raise Failed("built", "compile_error", error.message) from None
    finally:
        batch.close()


def predict(task: dict, at=lambda step: None) -> dict:
    """One prediction's record: each step true, false or None (not reached, or skipped with the
    reason in ``skipped``); ``failed`` the first false step, ``kind`` and ``message`` why."""
    return _ladder(task["case"], {task["target"]: task["code"]}, task["sets"], at)


def pair(task: dict, at=lambda step: None) -> dict:
    """A row's forward and backward predictions in one unit: ``{"passed": true, "records":
    {target: record}}`` when every step held (the forward's record its outputs' part), else
    ``{"passed": false, "failed": <step>}``."""
    record = _ladder(task["case"], task["codes"], task["sets"], at)
    if record["failed"] or "reference" in record["skipped"]:
        return {"passed": False, "failed": record["failed"]}
    outputs_error = record.pop("outputs_error")
    forward = {**record, "gradients_equal": None, "max_error": outputs_error}
    forward["skipped"] = {k: v for k, v in record["skipped"].items() if k != "gradients_equal"}
    return {"passed": True, "records": {"cpu_forward": forward, "cpu_backward": record}}


def _ladder(path: str, codes: dict[str, str], sets: int, at) -> dict:
    """The ladder of the predictions ``codes`` (target -> code, one device) spliced into one unit."""
    target = max(codes, key=lambda t: t.endswith("backward"))  # the backward one's steps, if any
    record = {"spliced": False, "built": None, "ran": None, "outputs_equal": None, "gradients_equal": None}
    record.update(failed="", kind="", message="", max_error=None, skipped={})
    step = "spliced"
    at(step)
    try:
        for code in codes.values():
            why = screened(code)
            if why:
                raise Failed("spliced", "sandbox", why)
        try:
            case = read_case(Path(path))
            unit = spliced_units(case, codes)
        except (OSError, ValueError, KeyError) as error:
            raise Failed("spliced", "no_sections", f"the row's recorded sections: {_short_error(error)}") from None
        record["spliced"] = True
        step = "built"
        at(step)
        if device_of(target) == "cuda":
            # known before building: a unit that does not build is left out of the headline as one that does
            why = (
                "no CUDA device here" if not warp_api.cuda_available() else "running CUDA predictions is not built yet"
            )
            record["skipped"] = {s: why for s in ("ran", "outputs_equal", "gradients_equal")}
            _cubin(case, unit)
            record["built"] = True
            return record
        ref = reference(path, sets)
        if not ref.reproducible:
            record["skipped"] = {"reference": ref.why}
        batch, kernel = _build_cpu(case, unit)
        record["built"] = True
        try:
            step = "ran"
            at(step)
            outputs, gradients = [], []
            backward = target.endswith("backward") and any(g is not None for g in ref.gradients)
            for spec, host in ref.sets:
                outs, problem = _forward(kernel, spec, host)
                if problem:
                    raise Failed("outputs_equal", "nondeterministic", problem)
                outputs.append(outs)
                if backward:
                    gradients.append(_adjoint(kernel, spec, host))
            record["ran"] = True
            step = "outputs_equal"
            at(step)
            record["max_error"] = _compare(outputs, ref.outputs, case.spec.source, "outputs_equal")
            record["outputs_error"] = record["max_error"]
            record["outputs_equal"] = True
            if target.endswith("backward"):
                step = "gradients_equal"
                at(step)
                if backward:
                    worst = _compare(gradients, ref.gradients, case.spec.source, "gradients_equal")
                    record["max_error"] = max(record["max_error"], worst)
                    record["gradients_equal"] = True
                elif ref.hangs:  # the prediction's backward is not launched either: Warp's would not return
                    record["skipped"]["gradients_equal"] = (
                        f"not run: Warp's own backward never returns (registered Warp bug {', '.join(ref.hangs)})"
                    )
                else:
                    record["skipped"]["gradients_equal"] = "Warp generates no adjoint for this kernel"
        finally:
            batch.close()
    except Failed as error:
        record[error.step] = False
        record.update(failed=error.step, kind=error.kind, message=error.message)
    except Exception as error:
        record[step] = False
        kind = "runtime_error" if step in ("ran", "outputs_equal", "gradients_equal") else "error"
        record.update(failed=step, kind=kind, message=_short_error(error)[:MESSAGE_CHARS])
    trespassed = _traps.trespassed() if _traps is not None else []
    if trespassed:  # whatever it computed: it reached outside its scratch
        for later in ("ran", "outputs_equal", "gradients_equal"):
            record[later] = None
        record.update(ran=False, failed="ran", kind="sandbox", max_error=None)
        record["message"] = f"wrote outside its scratch: {', '.join(trespassed[:5])}"
    if len(codes) == 1:
        record.pop("outputs_error", None)
    return record


def handle(task: dict):
    case_id = Path(task["case"]).stem

    def at(step: str) -> None:
        procs.emit(PREFIX, {"status": "at", "step": step})
        faults.point("eval", f"{step}/{case_id}")

    with _settings():
        if task["op"] == "reference":
            faults.point("eval", f"reference/{case_id}")
            ref = reference(task["case"], task["sets"])
            yield {"status": "ok", "reproducible": ref.reproducible, "why": ref.why}
        elif task["op"] == "cuda_reference":  # Warp's own CUDA code, built as a prediction is
            faults.point("eval", f"cuda_reference/{case_id}")
            try:
                _cubin(read_case(Path(task["case"])), None)
            except Failed as error:
                yield {"status": "ok", "built": False, "why": f"{error.kind}: {error.message}"}
            except (OSError, ValueError, KeyError) as error:
                yield {"status": "ok", "built": False, "why": f"the row's golden files: {_short_error(error)}"}
            else:
                yield {"status": "ok", "built": True, "why": ""}
        elif task["op"] == "pair":
            yield {"status": "ok", **pair(task, at)}
        else:
            yield {"status": "ok", **predict(task, at)}


def main() -> int:
    global _traps
    _traps = sandbox.Traps()
    warp_api.init()
    return procs.serve(handle, PREFIX)


if __name__ == "__main__":
    raise SystemExit(main())
