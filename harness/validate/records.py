"""A case's validation record: its keys and options, how a step's failure, note or skip is written
into it (with a judgement of who is likely at fault), and the record on disk
(``OUT/validation/<case>.json``, current while the case's files and the options are the same).
harness/validate/ladder.py's docstring lists the steps and the keys."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from harness import outdir
from harness.validate import captured

STEPS = ("load", "compile_cpu", "fidelity", "compile_cubin", "compile_ptx", "run_cpu", "replay", "gradcheck")
# A validation marker's detail while one rewritten copy of a gradient check's explanations runs, then
# the copy's label: a copy that takes the process down is then known (harness/validate/workers.py).
REWRITE_DETAIL = "checking the rewritten copy "


def rewritten_copy(detail: str) -> str:
    """The label of the rewritten copy a marker's ``detail`` names ("" when it names none)."""
    return detail[len(REWRITE_DETAIL) :] if detail.startswith(REWRITE_DETAIL) else ""


# A validation marker's detail while the gradient check of a kernel that keeps an atomic's result runs;
# when it takes the process down, its key in the case's ``copies_down``: the case is validated again, with
# only the copy that would explain such a crash checked in its place (harness/validate/steps.py).
KEPT_ATOMIC_DETAIL = "the kernel's own check; it keeps an atomic's result"
OWN_CHECK = "own check"

VALIDATOR = 38  # bump when a change here or in the bug registry (known_issues) should invalidate existing records


DEFAULT_ARCHS = (90,)


@dataclass(frozen=True)
class Options:
    archs: tuple[int, ...] = DEFAULT_ARCHS
    ptx: bool = False  # keep each case's PTX (first architecture) in its record
    batch_size: int = 32
    capture_store: str = ""  # the folder of captured values (OUT/captures) for cases with launches; not in key()

    def key(self) -> dict:
        return {"archs": list(self.archs), "ptx": self.ptx, "validator": VALIDATOR}


def parse_archs(text: str) -> tuple[int, ...]:
    """``"90"``, ``"80,90"``, ``"sm_86 90"`` -> (80, 90)."""
    archs = []
    for part in str(text).replace(",", " ").split():
        part = part.lower().removeprefix("sm_").removeprefix("sm")
        if not part.isdigit() or not 50 <= int(part) <= 200:
            raise ValueError(f"ARCH {text!r}: expected CUDA architectures such as 90 or 80,90")
        archs.append(int(part))
    if not archs:
        raise ValueError("ARCH is empty: expected CUDA architectures such as 90 or 80,90")
    return tuple(sorted(set(archs)))


def case_digest(case) -> str:
    h = hashlib.sha256()
    for text in (case.spec.source, case.modules["cpu"], case.modules["cuda"]):
        h.update(text.encode())
        h.update(b"\0")
    if case.spec.seed is None:
        # A harvested case's launch description (or why it has none) is added to its spec apart from its
        # code (harness/harvest/codegen.py with_inputs): a record made without it is not current.
        spec = case.spec
        launch = [[list(a.shape), a.domain and list(a.domain), a.role] for a in spec.args]
        h.update(json.dumps([launch, spec.launch_dim, spec.order_independent_outputs, spec.gradcheck_na]).encode())
    return h.hexdigest()


def new_record(case, options: Options) -> dict:
    return {
        "case_id": case.spec.case_id,
        "compiled_cpu": False,
        "compiled_cubin": False,
        "compiled_ptx": False,
        "ptxas_warnings": [],
        "known_issues": [],
        "ptx_arch": ",".join(f"sm_{a}" for a in options.archs),
        "ran_cpu": False,
        "inputs_origin": captured.inputs_origin(case.spec),
        "replay": None,
        "replay_max_error": None,
        "output_digest": None,
        "stable": None,
        "stability_max_error": None,
        "gradcheck": "n/a",
        "gradcheck_max_error": None,
        "gradcheck_reason": "",
        "ptx": None,
        "failed_steps": [],
        "skipped_steps": [],
        "findings": [],
        "case_digest": case_digest(case),
        "options": options.key(),
    }


# Who is likely at fault, by step; refined per message in ``_judge``.
JUDGEMENT = {
    "load": "harness or generator: the recorded source no longer defines its kernel",
    "compile_cpu": "Warp bug: Warp generated C++ that its own CPU compiler rejects",
    "compile_cubin": "generator or Warp bug: the CUDA code does not build for the device (ptxas rejects it: "
    "resource limits such as shared memory, or code NVRTC rejects)",
    "compile_ptx": "Warp bug: Warp generated CUDA C++ that NVRTC rejects",
    "fidelity": "harness (stale golden?): the code Warp compiles differs from the recorded code",
    "run_cpu": "generator bug: the kernel breaks a promise of its spec (finite, deterministic outputs)",
    "replay": "harvest fault or Warp bug: the row's own source, run on the package's captured inputs, computes "
    "other values than the package's kernel wrote there",
    "gradcheck": "Warp adjoint bug candidate: the generated backward code disagrees with finite differences",
    "inputs": "harness limitation: inputs of this kind cannot be built yet",
    "limitation": "known Warp limitation (documented), not a bug",
    "unstable": "the kernel computes rounding noise (float32 vs float64): a generator matter, the row is flagged",
    "known_bug": "known Warp bug (registered in harness/bugs): the row lists it in known_issues",
    "memory": "harness limit: the step needs more memory than a validation process may take (VALIDATE_MEMORY_MB)",
    "note": "information",
}


def _judge(step: str, message: str) -> str:
    if step in ("compile_cpu", "compile_cubin", "compile_ptx") and (
        "Error while parsing" in message or "WarpCodegenError" in message
    ):
        return "generator bug: Warp rejects the kernel at code generation"
    if "Assertion failed" in message and "arr.shape" in message:
        return "generator bug: an array index out of bounds (caught by Warp's debug-mode bounds check)"
    if step in ("run_cpu", "gradcheck") and "process died" in message:
        return "generator or Warp bug: running the kernel crashed the process (out-of-bounds access?)"
    if step == "run_cpu" and message.startswith("timeout"):
        return "generator bug: the kernel does not finish (an unbounded loop?)"
    if step == "run_cpu" and message.startswith("nondeterministic"):
        return "generator bug (likely): outputs differ between identical runs, e.g. reading out of bounds"
    return JUDGEMENT.get(step, "")


def fail(record: dict, step: str, message: str, judgement: str = "") -> None:
    if step not in record["failed_steps"]:
        record["failed_steps"].append(step)
    record["findings"].append(
        {"step": step, "kind": "failure", "message": message, "judgement": judgement or _judge(step, message)}
    )


def note(record: dict, step: str, message: str, kind: str = "note") -> None:
    record["findings"].append({"step": step, "kind": kind, "message": message, "judgement": JUDGEMENT.get(kind, "")})


def skip(record: dict, step: str, message: str, kind: str = "inputs") -> None:
    if step not in record["skipped_steps"]:
        record["skipped_steps"].append(step)
    note(record, step, message, kind)


def record_bytes(data: dict) -> bytes:
    """A record (or marker, or report) as it is written: sorted keys, indented, one final newline."""
    return (json.dumps(data, indent=2, sort_keys=True) + "\n").encode()


def write_json_atomic(path: Path, data: dict, durable: bool = True) -> None:
    outdir.write_atomic(path, record_bytes(data), durable=durable)


def record_is_current(path: Path, case, options: Options) -> bool:
    try:
        record = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    return record.get("case_digest") == case_digest(case) and record.get("options") == options.key()
