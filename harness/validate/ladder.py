"""The validation ladder: compile every case for the CPU and to CUBIN, run it, check its adjoint.

    python -m harness.validate OUT/cases --out OUT [--jobs N] [--arch 90[,80]] [--ptx]
    python -m harness.validate OUT/cases --out /tmp/bench --bench     # cost per kernel vs Warp's batched compile

Steps (the names in ``failed_steps``):

- ``load``         the recorded Python source defines its kernel
- ``compile_cpu``  Warp's bundled clang compiles it (the variant the goldens record)
- ``fidelity``     the code compiled contains the recorded header, helpers, forward and backward text
- ``compile_cubin`` NVRTC and ptxas build the CUDA code to CUBIN for every architecture in ``--arch``: what a
                   GPU loads (no GPU needed); ptxas' warnings are kept, and name known Warp bugs (harness/validate/bugs)
- ``compile_ptx``  NVRTC compiles the CUDA code to PTX (built separately only with ``--ptx``, or when the
                   CUBIN build fails, to tell whether NVRTC or ptxas rejects it)
- ``run_cpu``      it runs on the CPU with deterministic inputs (harness/validate/runtime.py), twice with the same
                   result, with finite outputs where the generator promises them
- ``gradcheck``    its adjoint agrees with finite differences (harness/validate/gradcheck.py has the policy); a
                   mismatch a registered Warp bug explains is ``known_bug``, not a failure; so is a kernel
                   whose backward a registered bug keeps from returning (not run)

Not steps, but labels: ``stable`` (the float32 forward agrees with the float64 copy's,
harness/validate/stability.py), ``known_issues`` (registered Warp bugs the case hits, harness/validate/bugs).

Many cases share one compiled Warp module (harness/validate/compile.py); a failing batch is bisected.
Each case gets one record, ``OUT/validation/<case>.json`` (written atomically; a rerun skips
cases whose record matches the case's files and the options), with the keys the export reads
(``compiled_cpu``, ``compiled_cubin``, ``compiled_ptx``, ``ptx_arch``, ``ran_cpu``, ``output_digest``,
``stable``, ``stability_max_error``, ``known_issues``, ``gradcheck``, ``gradcheck_max_error``,
``gradcheck_reason``, ``ptx``, ``failed_steps``) plus ``ptxas_warnings``, ``skipped_steps`` and ``findings``. A case that fails a step is a finding, never the end of the run: the
findings report is ``OUT/findings.md`` (and ``.json``), and a summary is printed.

The cases are validated by ``--jobs`` worker processes; a worker that dies (a kernel that
crashes the process) or stays too long in one step (a kernel that never returns) is replaced,
and the case it was on is recorded as failed; the run goes on.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
import warnings
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from harness import scratch
from harness.jobs import job_count, jobs_arg

ROOT = Path(__file__).resolve().parents[2]
STEPS = ("load", "compile_cpu", "fidelity", "compile_cubin", "compile_ptx", "run_cpu", "gradcheck")
VALIDATOR = 24  # bump when a change here or in the bug registry (known_issues) should invalidate existing records
DEFAULT_ARCHS = (90,)
# A worker that stays this long in one phase is stopped and the phase recorded as failed: a
# kernel that never terminates (or a compiler that never returns) is a finding, not a hang.
RUN_TIMEOUT_S = float(os.environ.get("VALIDATE_RUN_TIMEOUT", 300))  # one case: run, gradient check
COMPILE_TIMEOUT_S = float(os.environ.get("VALIDATE_COMPILE_TIMEOUT", 1800))  # one batch compile


@dataclass(frozen=True)
class Options:
    archs: tuple[int, ...] = DEFAULT_ARCHS
    ptx: bool = False  # keep each case's PTX (first architecture) in its record
    batch_size: int = 32

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
    "gradcheck": "Warp adjoint bug candidate: the generated backward code disagrees with finite differences",
    "inputs": "harness limitation: inputs of this kind cannot be built yet",
    "limitation": "known Warp limitation (documented), not a bug",
    "unstable": "the kernel computes rounding noise (float32 vs float64): a generator matter, the row is flagged",
    "known_bug": "known Warp bug (registered in harness/bugs): the row lists it in known_issues",
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


# --------------------------------------------------------------------------- one process


@dataclass
class _State:
    records: dict
    options: Options
    workdir: Path
    cpu: dict = field(default_factory=dict)  # case id -> (Member, batch) ready to run
    f64: dict = field(default_factory=dict)  # case id -> Member of the float64 copy
    f64_why: dict = field(default_factory=dict)  # case id -> why there is none
    open_batches: list = field(default_factory=list)


def validate_cases(cases: list, options: Options = Options(), on_record=None, marker=None) -> dict[str, dict]:
    """Validate ``cases`` (GoldenCase) in this process; returns case id -> record.

    ``on_record(record)`` is called as each case completes; ``marker(phase, case_ids)`` before
    each phase that could crash the process (so a supervisor can tell which case did).
    """
    from harness import warp_api
    from harness.validate import compile as batches

    warp_api.init()
    marker = marker or (lambda phase, ids, detail="", record=None: None)
    records = {c.spec.case_id: new_record(c, options) for c in cases}
    with tempfile.TemporaryDirectory(prefix="warp-validate-") as tmp, _quiet_warp():
        for group in batches.plan(cases, max_cases=options.batch_size):
            state = _State(records, options, Path(tmp))
            try:
                _validate_group(group, state, marker, on_record or (lambda record: None))
            finally:
                for batch in state.open_batches:
                    batch.close()
    return records


class _quiet_warp:
    """Warp settings for validation: CPU loads and launches that run the code the goldens record,
    no per-module log lines (``runtime.recorded_blocks``); the input helpers' kernels
    (harness/validate/runtime.py) built at -O0 like every build here, sharing its precompiled
    header. Restored after."""

    def __enter__(self):
        import warp as wp

        from harness.validate import runtime

        self.settings = runtime.recorded_blocks()
        self.settings.__enter__()
        self.helpers = wp.get_module_options(runtime.__name__).get("optimization_level")
        wp.set_module_options({"optimization_level": 0}, module=runtime.__name__)
        self.warnings = warnings.catch_warnings()
        self.warnings.__enter__()
        warnings.filterwarnings("ignore", message="compile_aot_module. CPU module is being compiled with -march=native")
        return self

    def __exit__(self, *exc):
        import warp as wp

        from harness.validate import runtime

        self.warnings.__exit__(*exc)
        self.settings.__exit__(None, None, None)
        wp.set_module_options({"optimization_level": self.helpers}, module=runtime.__name__)


def _validate_group(group: list, state: _State, marker, on_record) -> None:
    from harness import warp_api
    from harness.validate import compile as batches
    from harness.validate import gradcheck

    records = state.records
    # load: each recorded source defines its kernel
    probe = batches.load_batch(group)
    rejected = dict(probe.rejected)
    for case_id, message in rejected.items():
        fail(records[case_id], "load", message)
    defined = [c for c in group if c.spec.case_id not in rejected]
    if rejected:  # a source that failed part-way may have left functions in the module
        probe.close()
        probe = None

    # compile_cpu (+ fidelity), bisecting failed batches
    def attempt_cpu(cases):
        nonlocal probe
        # -O0: the build proves the recorded code compiles and runs it on small inputs; clang's
        # optimisations would only make it slower to build (the outputs are the same: IEEE, no fast-math).
        options = {"optimization_level": 0}
        if probe is not None and probe.members.keys() == {c.spec.case_id for c in cases}:
            batch, probe = probe, None  # the load's batch: its sources are not executed again
            batches.set_options(batch, options)
        else:
            batch = batches.load_batch(cases, module_options=options)
        try:
            units = batches.build_cpu(batch)
        except batches.CompileError:
            batch.close()
            raise
        batch.in_use = True  # run by later steps, and built for CUDA (_cuda_attempt)
        state.open_batches.append(batch)
        return batch, units

    marker("compile_cpu", [c.spec.case_id for c in defined])
    ok, failed = batches.bisect(defined, attempt_cpu) if defined else ([], {})
    if probe is not None:
        probe.close()
    for case_id, message in failed.items():
        fail(records[case_id], "compile_cpu", message)
    for cases, (batch, units) in ok:
        for case in cases:
            member = batch.members[case.spec.case_id]
            record = records[case.spec.case_id]
            record["compiled_cpu"] = True
            unit = units[warp_api.module_of(member.kernel).name]
            missing = batches.check_fidelity(case, "cpu", unit)
            if missing and len(cases) > 1:
                # Batched code differs: compile alone to tell a batching artefact from a stale golden.
                marker("compile_cpu", [case.spec.case_id])
                try:
                    alone, alone_units = attempt_cpu([case])
                except batches.CompileError as error:
                    fail(
                        record,
                        "fidelity",
                        f"differs in a batch ({', '.join(missing)}) and fails alone: {error.message}",
                    )
                    continue
                member = alone.members[case.spec.case_id]
                batch_missing, missing = (
                    missing,
                    batches.check_fidelity(case, "cpu", alone_units[warp_api.module_of(member.kernel).name]),
                )
                if not missing:
                    note(
                        record,
                        "fidelity",
                        f"batched CPU code differed ({', '.join(batch_missing)}); compiled alone it matches",
                    )
            if missing:
                fail(record, "fidelity", f"CPU code compiled does not contain the recorded {', '.join(missing)}")
                continue
            state.cpu[case.spec.case_id] = (member, batch)

    # compile_cubin for every architecture (independent of the CPU result)
    _compile_cuda(defined, state, marker)

    # float64 copies of every case that runs: the stability label and the adjoint check use them
    candidates = []
    for case in defined:
        entry = state.cpu.get(case.spec.case_id)
        if entry is None:
            continue
        na = gradcheck.not_applicable(case.spec, entry[0].kernel)
        if na:
            records[case.spec.case_id]["gradcheck_reason"] = na
        refused = _copy_refused_by(case.spec.source)
        if refused:  # not tried: taking a failing copy out of its batch costs a codegen of the batch
            state.f64_why[case.spec.case_id] = f"the float64 copy does not compile: registered Warp bug {refused}"
            continue
        why = gradcheck.no_copy(case.spec.source)
        if why:
            state.f64_why[case.spec.case_id] = f"no float64 copy: {why}"
            continue
        candidates.append(case)
    # The copy's backward serves the float64 gradient check alone (``_run_and_check``). Where the check
    # does not apply or runs in float32 (the copy computes some builtins in float32), only the copy's
    # forward runs: those kernels are built without a backward (a kernel option), in the same module.
    # (A kernel a registered bug may keep from returning keeps its backward: a probe decides later.)
    forward_only = {
        c.spec.case_id
        for c in candidates
        if records[c.spec.case_id]["gradcheck_reason"] or gradcheck.float32_builtins(c.spec.source)
    }

    def attempt_f64(cases):
        # The copy only serves the stability label and the gradient check (its code is not what the goldens
        # record): built quickly, or to run quickly (``copy_optimization_level``). Not in debug mode: there
        # Warp's adjoint of `a.shape` zeroes the shape of a's gradient array and the next bounds check on
        # it aborts (a Warp bug).
        batch = batches.load_batch(
            cases,
            variant="f64",
            transform=gradcheck.to_float64_converting,
            module_options={"optimization_level": copy_optimization_level(cases[0])},
        )
        for case_id, message in batch.rejected.items():
            state.f64_why[case_id] = f"the float64 copy does not define: {message}"
        for case_id, member in batch.members.items():
            if case_id in forward_only:
                warp_api.set_backward(member.kernel, False)
        try:
            batches.build_cpu(batch)
        except batches.CompileError:
            batch.close()
            raise
        batch.in_use = True
        state.open_batches.append(batch)
        return batch

    if candidates:
        marker("compile_f64", [c.spec.case_id for c in candidates])
        ok64, failed64 = _bisect_by_copy_level(candidates, attempt_f64)
        for case_id, message in failed64.items():
            state.f64_why[case_id] = "the float64 copy does not compile: " + _headline(message)
        for _cases, batch in ok64:
            state.f64.update({cid: m for cid, m in batch.members.items()})

    # run_cpu and gradcheck, case by case; a record is complete after its case, or, when its
    # gradient check failed, once the rewritten copies that explain it are checked: those of all
    # such cases are built together, one copy per case at a time
    waiting: dict = {}  # case id -> (the case, its check, the copy it waits for)
    for case in group:
        case_id = case.spec.case_id
        if case_id in state.cpu:
            marker("run_cpu", [case_id], "", records[case_id])
            checking = _run_and_check(case, state, marker)
            rewrite = _advance(checking, records[case_id])
            if rewrite is not None:
                waiting[case_id] = (case, checking, rewrite)
                continue
        elif case_id not in rejected:
            skip(records[case_id], "run_cpu", "not run: the CPU compile or its fidelity check failed", "note")
        on_record(records[case_id])
    while waiting:
        outcomes = _check_rewrites({i: (case, rewrite) for i, (case, _c, rewrite) in waiting.items()}, state, marker)
        for case_id, (case, checking, _rewrite) in list(waiting.items()):
            rewrite = _advance(checking, records[case_id], outcomes[case_id])
            if rewrite is not None:
                waiting[case_id] = (case, checking, rewrite)
            else:
                del waiting[case_id]
                on_record(records[case_id])


def copy_optimization_level(case) -> int:
    """Clang's optimisation level for a case's float64 copy and rewritten copies: -O0, which builds
    fastest, for the small inputs they run; -O2 for tile kernels, whose tile templates run
    uninlined at -O0 while a gradient check launches the copy thousands of times (the 20 tile
    kernels of a default `make dataset`: builds 1.8 -> 5.8 s, checks 34.8 -> 16.5 s, records
    unchanged). Decided by the kernel alone, so records never depend on a timing."""
    return 2 if "tile" in case.meta.get("tags", ()) else 0


def _bisect_by_copy_level(cases: list, attempt) -> tuple[list, dict[str, str]]:
    """``batches.bisect`` of the copies of ``cases``, one group per ``copy_optimization_level``
    (a module has one level), lowest first: every group's results together."""
    from harness.validate import compile as batches

    ok, failed = [], {}
    for level in sorted({copy_optimization_level(c) for c in cases}):
        good, bad = batches.bisect([c for c in cases if copy_optimization_level(c) == level], attempt)
        ok += good
        failed.update(bad)
    return ok, failed


def _advance(checking, record: dict, outcome=None):
    """Drive a case's ``_run_and_check`` on to the next rewritten copy it waits for (returned), or
    to its end (None), sending it the last copy's ``outcome``. A Warp error raised on the way
    (or while checking the copy) is the case's finding, not the end of the run."""
    try:
        if isinstance(outcome, Exception):
            return checking.throw(outcome)
        return checking.send(outcome)
    except StopIteration:
        return None
    except Exception as error:
        step = "gradcheck" if record["ran_cpu"] else "run_cpu"
        fail(record, step, f"{type(error).__name__}: {error}\n{_short_traceback()}")
        return None


def _backward_hangs(record: dict) -> list[str]:
    """The registered bugs the case hits whose backward launch never returns: its gradient is not checked."""
    from harness.validate import bugs

    return [i for i in record["known_issues"] if bugs.BY_ID[i].hangs]


def _copy_refused_by(source: str) -> str:
    """The registered Warp bugs (harness/validate/bugs) that make Warp refuse the float64 copy's code, if any."""
    from harness.validate import gradcheck

    return _refused_by(gradcheck.to_float64_converting(source))


def _refused_by(source: str) -> str:
    """The registered Warp bugs whose code generation refuses ``source`` (or whose code does not compile), if any."""
    from harness.validate import bugs

    return ", ".join(bugs.detect(bugs.Facts(source, "", None), in_pass="codegen"))


def _compile_cuda(defined: list, state: _State, marker) -> None:
    """The CUDA side: CUBIN for every architecture (NVRTC, then ptxas: what a GPU loads), ptxas'
    warnings per case, and the fidelity of the CUDA code compiled. PTX is built separately only
    when asked for (its column), or to tell whether a case that fails ptxas gets that far."""
    from harness import warp_api
    from harness.validate import bugs
    from harness.validate import compile as batches

    records, options = state.records, state.options
    if not defined:
        return
    failed_any: dict[str, list[str]] = {}
    warned: dict[str, list[str]] = {}
    for arch in options.archs:
        attempt_cubin = _cuda_attempt(batches.build_cubin, arch, state.workdir, state.open_batches)
        marker("compile_cubin", [c.spec.case_id for c in defined])
        ok, failed = batches.bisect(defined, attempt_cubin)
        for case_id, message in failed.items():
            failed_any.setdefault(case_id, []).append(f"sm_{arch}: {message}")
        for cases, (batch, results) in ok:
            by_module: dict[str, list] = {}
            for case in cases:
                name = warp_api.module_of(batch.members[case.spec.case_id].kernel).name
                by_module.setdefault(name, []).append(case)
                # The goldens are generated for one architecture; others may differ in tile code.
                if arch == warp_api.CUDA_ARCH:
                    missing = batches.check_fidelity(case, "cuda", results[name].cu)
                    if missing:
                        fail(
                            records[case.spec.case_id],
                            "fidelity",
                            f"CUDA code compiled for sm_{arch} does not contain the recorded {', '.join(missing)}",
                        )
            batch.release()
            for name, members in by_module.items():
                if not results[name].counts:
                    continue
                # Warnings at a line of a case's own code are that case's; the others are found by rebuilding.
                placed, rest = batches.place_warnings(members, results[name])
                rebuilt = _attribute_warnings(members, rest, attempt_cubin) if rest else {}
                for case_id, found in [*placed.items(), *rebuilt.items()]:
                    kept = warned.setdefault(case_id, [])
                    kept += [f"sm_{arch}: {w}" for w in found if f"sm_{arch}: {w}" not in kept]
    ptx_ok: set[str] = set()
    if options.ptx:
        ptx_ok = _compile_ptx(defined, state, marker)
    for case in defined:
        case_id = case.spec.case_id
        record = records[case_id]
        record["ptxas_warnings"] = warned.get(case_id, [])
        messages = failed_any.get(case_id)
        if messages:
            fail(record, "compile_cubin", "\n".join(messages))
            if not options.ptx:
                ptx_ok |= _compile_ptx([case], state, marker)
        else:
            record["compiled_cubin"] = True
        record["compiled_ptx"] = case_id in ptx_ok if (options.ptx or messages) else True
        record["known_issues"] = bugs.detect(bugs.facts_of(case, tuple(record["ptxas_warnings"])))
        if record["ptxas_warnings"]:
            note(record, "compile_cubin", "ptxas warned: " + "; ".join(record["ptxas_warnings"]))


def _cuda_attempt(build, arch: int, workdir: Path, loaded: list):
    """``bisect``'s attempt for a CUDA build of a group of cases (``build_cubin`` or ``build_ptx``):
    (the batch, the build's results); release the batch when done, as the attempt does when the
    build fails. A group the CPU build loaded as one batch (in ``loaded``) is built from that batch,
    as Warp builds one module for both targets: its sources are not executed and hashed again."""
    from harness.validate import compile as batches

    def attempt(cases):
        ids = {c.spec.case_id for c in cases}
        batch = next((b for b in loaded if not b.variant and not b.rejected and b.members.keys() == ids), None)
        batch = batch or batches.load_batch(cases)
        try:
            return batch, build(batch, arch, workdir)
        except batches.CompileError:
            batch.release()
            raise

    return attempt


_FRONT_END = re.compile(r"warning #\d+-D")


def _attribute_warnings(cases: list, results: dict, attempt) -> dict[str, list[str]]:
    """Which of ``cases`` (built together in one module, whose build printed ``results``: warning ->
    times printed) the warnings belong to: the log names no kernel, so cases are rebuilt in smaller
    groups. Cases with an in-kernel array (``fixedarray`` in their CUDA code: the usual source of
    ptxas' local-memory warning) are rebuilt alone first. The rest are rebuilt together only when
    the suspects leave a warning unaccounted for: ptxas' warnings are printed once per occurrence
    (two kernels with the local-memory atomic print it twice as often as one), so when the
    suspects' own builds print each as often as the whole module did, none came from the rest.
    NVRTC's front-end diagnostics (``warning #NNN-D``) can be printed once for several kernels
    (a template instantiated once): they always send the rest to a rebuild. A group that still
    warns is halved. Only warnings no line of a case's own code placed (``compile.place_warnings``)
    come here."""
    from harness.validate import compile as batches

    if len(cases) == 1:
        return {cases[0].spec.case_id: list(results)}
    suspects = [c for c in cases if "fixedarray" in c.modules["cuda"]]
    rest = [c for c in cases if c not in suspects]
    groups = [[c] for c in suspects]
    if not groups:
        groups = [cases[: len(cases) // 2], cases[len(cases) // 2 :]]
        rest = []
    found: dict[str, list[str]] = {}
    printed: Counter = Counter()

    def rebuild(group):
        try:
            batch, built = attempt(group)
        except batches.CompileError:
            return False
        batch.release()
        counts: Counter = Counter()
        for r in built.values():
            counts.update({w: n for w, n in r.counts.items() if w in results})  # those left to attribute
        printed.update(counts)
        if counts:
            found.update(_attribute_warnings(group, counts, attempt))
        return True

    complete = all([rebuild(group) for group in groups])
    accounted = complete and all(not _FRONT_END.search(w) and printed[w] >= n for w, n in results.items())
    if rest and not accounted:
        rebuild(rest)
    return found


def _compile_ptx(cases: list, state: _State, marker) -> set[str]:
    """PTX for every architecture (NVRTC, no ptxas); the first architecture's PTX is kept in the
    record when asked for. Returns the ids of the cases that compiled for every architecture."""
    from harness import warp_api
    from harness.validate import compile as batches

    records, options = state.records, state.options
    failed_any: dict[str, list[str]] = {}
    for n, arch in enumerate(options.archs):
        attempt_ptx = _cuda_attempt(batches.build_ptx, arch, state.workdir, state.open_batches)
        marker("compile_ptx", [c.spec.case_id for c in cases])
        ok, failed = batches.bisect(cases, attempt_ptx)
        for case_id, message in failed.items():
            failed_any.setdefault(case_id, []).append(f"sm_{arch}: {message}")
        for group, (batch, results) in ok:
            for case in group:
                member = batch.members[case.spec.case_id]
                _cu, ptx = results[warp_api.module_of(member.kernel).name]
                if options.ptx and n == 0:
                    records[case.spec.case_id]["ptx"] = batches.kernel_ptx(
                        ptx, case.meta["sections"]["cuda"]["mangled_name"]
                    )
            batch.release()
    for case_id, messages in failed_any.items():
        fail(records[case_id], "compile_ptx", "\n".join(messages))
    return {c.spec.case_id for c in cases} - set(failed_any)


def _run_and_check(case, state: _State, marker):
    """Run the case on the CPU, label its stability and check its gradient, into its record. A
    generator (``_advance`` drives it): it yields the rewritten copies that explain a failed
    gradient check (``_explain_failure``)."""
    from harness import warp_api
    from harness.validate import bugs, gradcheck, runtime

    spec = case.spec
    record = state.records[spec.case_id]
    member, _batch = state.cpu[spec.case_id]
    kernel = member.kernel
    block_dim = warp_api.module_block_dim(kernel)
    try:
        host = runtime.draw_inputs(spec, kernel)
    except runtime.Unsupported as error:
        skip(record, "run_cpu", f"unsupported input: {error}")
        skip(record, "gradcheck", "not checked: the kernel could not be run", "note")
        record["gradcheck_reason"] = record["gradcheck_reason"] or f"not run: unsupported input: {error}"
        return
    result = runtime.run(kernel, spec, host, block_dim)
    if result.problems:
        for problem in result.problems:
            fail(record, "run_cpu", problem)
        # Run a copy built with Warp's bounds checks: an index out of bounds aborts the process
        # with Warp's assertion, which the supervisor records against this case.
        marker(
            "run_cpu",
            [spec.case_id],
            "; ".join(result.problems) + "; then a debug build (bounds checks) ran it",
            record,
        )
        _debug_run(case, host)
        return
    record["ran_cpu"] = True
    record["output_digest"] = result.digest
    copy = state.f64.get(spec.case_id)
    why = state.f64_why.get(spec.case_id, "")
    if copy is not None:
        copy_block = warp_api.module_block_dim(copy.kernel)
        copy_outs = runtime.outputs(host, _launched(copy.kernel, spec, host, copy_block))
        _label_stability(record, result.outputs, copy_outs, spec.source)
    else:
        note(record, "run_cpu", f"stability not measured: {why or 'no float64 copy'}")

    hangs = _backward_hangs(record)
    if hangs:  # the detector says it may: do the check's inputs reach the bug, in the original or the copy?
        launches = [bugs.Launch(kernel, spec.source, spec, host)]
        if copy is not None:
            launches.append(bugs.Launch(copy.kernel, gradcheck.to_float64_converting(spec.source), spec, host))
        reached = bugs.reached(hangs, launches)
        unreached = [i for i in hangs if i not in reached]
        if unreached:  # the row lists only the bugs it reaches, whether or not its gradient is checked
            record["known_issues"] = [i for i in record["known_issues"] if i not in unreached]
            note(
                record,
                "gradcheck",
                f"registered Warp bug {', '.join(unreached)}: its detector flags the kernel, but no thread reaches "
                "it on these inputs (a probe of the forward pass)",
            )
        hangs = reached
    if record["gradcheck_reason"]:  # not applicable, reason set before the float64 copies
        return
    if hangs:  # a backward launch that never returns would cost the phase's whole timeout
        reason = f"not run: the backward kernel never returns (registered Warp bug {', '.join(hangs)})"
        record["gradcheck"], record["gradcheck_reason"] = "known_bug", reason
        note(record, "gradcheck", reason, "known_bug")
        return
    precision, target = "float32", kernel
    marker("gradcheck", [spec.case_id], "", record)
    narrowed = gradcheck.float32_builtins(spec.source) if copy is not None else ()
    if narrowed:  # float64 finite differences would see their float32 rounding (the copy has no backward)
        copy = None
        why = f"the float64 copy computes {', '.join(narrowed)} in float32 (no float64 overload)"
    if copy is not None:
        agrees, worst, _ = gradcheck.copy_agrees(result.outputs, copy_outs)
        if not agrees:
            spread = gradcheck.rounding_spread(copy.kernel, spec, host, copy_block)
            agrees, worst, unexplained = gradcheck.copy_agrees(result.outputs, copy_outs, spread)
            if agrees:
                note(
                    record,
                    "gradcheck",
                    f"ill-conditioned: float32 and float64 outputs differ by up to {worst:.3g} (relative), which the "
                    "kernel's amplification of float32 rounding explains; float32 results here (any device) carry that error",
                )
            else:
                why = (
                    f"the float64 copy's outputs differ from the original's by {unexplained:.3g} (relative), more than "
                    "float32 rounding explains (a discontinuity flipped by rounding?)"
                )
        if agrees:
            precision, target = "float64", copy.kernel
    elif not why:
        why = "no float64 copy"
    res = gradcheck.check(target, spec, host, warp_api.module_block_dim(target), precision)
    reason = res.reason + (f"; checked in float32: {why}" if precision == "float32" and res.status != "n/a" else "")
    if res.status == "fail" and precision == "float32" and copy is not None:
        # The copy follows another branch somewhere (its outputs differ), but its adjoint is Warp's
        # adjoint of the same program: where float32 finite differences fail, float64 ones decide.
        res64 = gradcheck.check(copy.kernel, spec, host, copy_block, "float64")
        if res64.status != "n/a":
            note(record, "gradcheck", f"float32 check: {reason}; decided by the float64 copy")
            res, precision = res64, "float64"
            reason = f"{res64.reason}; on the float64 copy, whose outputs differ from the original's: {why}"
    judgement = ""
    if res.status == "fail":
        res, reason, judgement = yield from _explain_failure(case, host, precision, res, reason, record)
    record["gradcheck"] = res.status
    record["gradcheck_max_error"] = res.max_error if res.status != "n/a" else None
    record["gradcheck_reason"] = reason
    if res.status == "fail":
        fail(record, "gradcheck", reason, judgement)
    elif res.details.get("vacuous"):
        note(record, "gradcheck", "the outputs do not depend on the inputs: every derivative is 0 (a weak test case)")


def _label_stability(record: dict, outputs32: dict, outputs64: dict, source: str) -> None:
    """``stable`` and ``stability_max_error``: the float32 forward against the float64 copy's
    (harness/validate/stability.py). An unstable case stays valid (its code is real) but its outputs,
    and so its ``output_digest``, are rounding noise that differs between devices."""
    from harness.validate import stability

    try:
        measured = stability.compare(outputs32, outputs64, stability.tolerance_for(source))
    except ValueError as error:
        note(record, "run_cpu", f"stability not measured: {error}")
        return
    record["stable"] = measured.stable
    record["stability_max_error"] = measured.max_error
    if not measured.stable:
        note(
            record,
            "run_cpu",
            f"unstable: float32 outputs differ from the float64 copy's by up to {measured.max_error:.3g} "
            f"({measured.worst}); they are rounding noise, and output_digest is not portable across devices",
            "unstable",
        )


# The rewrites of ``_explanations`` that remove a registered Warp bug (harness/validate/bugs), by label.
BUG_REWRITES = {
    "nomod": "warp-mod-float-adjoint",
    "component_sums": "warp-component-update-adjoint",
    "setters": "warp-transform-setter-adjoint",
}


def _explanations(spec, constants: dict, widen) -> tuple[list, list[str]]:
    """Rewrites that remove one known cause of a gradient mismatch from a kernel:
    (kind, description, transform of the recorded source, label), ``kind`` "limitation" for
    documented Warp behaviour and "bug" for a Warp bug this ladder found; and the builtins the
    kernel uses that Warp documents as not differentiable."""
    from harness.validate import gradcheck

    found = []
    mutated = gradcheck.dynamic_loop_mutations(spec.source)
    if mutated and not gradcheck.unrolled(spec.source, constants)[1]:
        found.append(
            (
                "limitation",
                "Warp does not replay dynamic loops in the adjoint (its differentiability guide, 'Dynamic Loops') "
                f"and this kernel mutates {', '.join(mutated)} in one; with the loops made static (constant bounds, "
                "break as a flag: Warp unrolls them)",
                lambda src: gradcheck.unrolled(src, constants)[0],
                "unrolled",
            )
        )
    if "wp.mod(" in spec.source:
        found.append(
            (
                "bug",
                "the adjoint of wp.mod(a, b) for floats drops the derivative with respect to b "
                "(-trunc(a / b); native/builtin.h adj_mod only accumulates adj_a); with wp.mod(a, b) written as "
                "a - trunc(a / b) * b",
                gradcheck.without_float_mod,
                "nomod",
            )
        )
    if gradcheck.component_writes(spec.source, augmented=True):
        found.append(
            (
                "bug",
                "the adjoint of an in-place update of a vector or matrix component (`v.x += e`, `v[i] -= e`) is "
                "wrong although Warp's differentiability guide allows such updates (e.g. `v = x[i]; v.x -= c` "
                "doubles d/dx[i].x; after `v = wp.normalize(a)` the adjoint of normalize reads the updated v); "
                "with each update written as `v = v + u * e` (u a unit vector or matrix)",
                gradcheck.with_component_updates_as_sums,
                "component_sums",
            )
        )
    if gradcheck.in_place_setters(spec.source):
        found.append(
            (
                "bug",
                "the adjoint of wp.transform_set_rotation / wp.transform_set_translation (which overwrite part of a "
                "transform in place) passes the overwritten part's adjoint on to the transform's old value instead "
                "of dropping it (`v = x[i]; wp.transform_set_rotation(v, q); out[i] = v` gives d out.q / d x[i].q = 1, "
                "not 0); with each call written as `v = wp.transform(wp.transform_get_translation(v), q)`",
                gradcheck.with_setters_as_assignments,
                "setters",
            )
        )
    if "wp.frac(" in spec.source:
        found.append(
            (
                "limitation",
                "wp.frac is registered as not differentiable (its adjoint is zero; the derivative is 1 between "
                "integers); with wp.frac(x) written as x - trunc(x)",
                gradcheck.without_frac,
                "nofrac",
            )
        )
    rewrites = [(kind, text, (lambda src, t=t: widen(t(src))), label) for kind, text, t, label in found]
    used = [f"wp.{b}" for b in gradcheck.not_differentiable(case_builtins(spec))]
    if mutated and gradcheck.unrolled(spec.source, constants)[1]:
        used.append(
            f"a dynamic loop that cannot be made static (a `while` with a data-dependent condition) mutating "
            f"{', '.join(mutated)} (Warp's differentiability guide, 'Dynamic Loops')"
        )
    if gradcheck.component_writes(spec.source, augmented=False):
        # Warp's differentiability guide: a vector/matrix component may be assigned only once;
        # "direct re-assignment (=) will invalidate gradient computations related to the vector".
        used.append("a component assignment (`v[i] = e`) to a vector that already had a value")
    return rewrites, used


def case_builtins(spec) -> set[str]:
    from harness.generate.features import analyse

    return set(analyse(spec.source)[1])


def _explain_failure(case, host: list, precision: str, res, reason: str, record: dict):
    """A failed gradient check, explained where possible by checking rewritten copies, each with
    one known cause removed (``_explanations``), then with all of them removed. When a copy
    passes, its causes explain the mismatch: documented Warp limitations make the result "n/a"
    (noted), a Warp bug keeps it a failure (the recorded backward code is wrong) with the bug
    named. A kernel using a builtin Warp documents as not differentiable (``wp.zeros`` arrays, ...)
    that no rewrite explains is "n/a" with that reason, marked unconfirmed. A generator: it yields
    each copy to check (``_Rewrite``) and is sent that copy's gradient check (GradResult), or why
    there is none (str), so that the copies of several cases are built together
    (``_check_rewrites``); it returns (result, reason, judgement)."""
    from harness.validate import bugs, gradcheck

    spec = case.spec
    constants = {
        h.spec.name: int(h.value)
        for h in host
        if h.spec.kind == "scalar" and not h.is_float and not isinstance(h.value, dict) and np_is_int(h.value)
    }
    widen = gradcheck.to_float64_converting if precision == "float64" else (lambda src: src)
    candidates, undifferentiable = _explanations(spec, constants, widen)
    trials = [[c] for c in candidates]
    if len(candidates) > 1:
        trials.append(candidates)
    tried, outcomes = [], {}
    for trial in trials:

        def transform(src, trial=trial):
            for _kind, _text, t, _label in trial:
                src = t(src)
            return src

        checked = yield _Rewrite("_".join(c[3] for c in trial), transform, host, precision)
        outcome = checked if isinstance(checked, str) else checked.status
        tried.append(f"{' + '.join(c[3] for c in trial)}: {outcome}")
        outcomes[trial[0][3] if len(trial) == 1 else ""] = checked
        if isinstance(checked, str) or checked.status != "pass":
            continue
        texts = "; ".join(c[1] for c in trial)
        ids = [BUG_REWRITES[label] for kind, _text, _t, label in trial if kind == "bug"]
        if ids:
            # The recorded backward code is Warp's, wrong in a registered way: labelled, not failed.
            record["known_issues"] = [b.id for b in bugs.BUGS if b.id in {*record["known_issues"], *ids}]
            res.status = "known_bug"
            reason = f"known Warp bug {', '.join(ids)} (confirmed by a rewrite: {texts}, the adjoint agrees); measured: {reason}"
            note(record, "gradcheck", reason, "known_bug")
            return res, reason, ""
        res.status, res.max_error = "n/a", None
        reason = f"known Warp limitation (confirmed by a rewrite): {texts}, the adjoint agrees; measured: {reason}"
        note(record, "gradcheck", reason, "limitation")
        return res, reason, ""
    unrolled = outcomes.get("unrolled")
    if unrolled is not None and (isinstance(unrolled, str) or unrolled.status == "n/a"):
        # The static copy could not judge (too large to unroll, or its own check unresolved):
        # the documented limitation stays the likely cause, unconfirmed.
        why = unrolled if isinstance(unrolled, str) else unrolled.reason.split(", e.g.")[0]
        undifferentiable.append(
            f"dynamic loops mutating {', '.join(gradcheck.dynamic_loop_mutations(spec.source))} (Warp's "
            f"differentiability guide, 'Dynamic Loops'; the copy with the loops made static was inconclusive: {why})"
        )
    if undifferentiable:
        res.status, res.max_error = "n/a", None
        reason = (
            f"known Warp limitation (not confirmed by a rewrite): the kernel uses {', '.join(undifferentiable)}, "
            f"which Warp documents as not differentiable; measured: {reason}"
            + (f" (rewrites tried: {'; '.join(tried)})" if tried else "")
        )
        note(record, "gradcheck", reason, "limitation")
        return res, reason, ""
    if tried:
        reason += f"; not explained by a known cause (rewrites tried: {'; '.join(tried)})"
    return res, reason, ""


def _debug_run(case, host: list) -> None:
    """Run the case once more, built in Warp's debug mode (bounds checks, which abort)."""
    from harness import warp_api
    from harness.validate import compile as batches
    from harness.validate import runtime

    batch = batches.load_batch([case], variant="debug", module_options={"optimization_level": 0, "mode": "debug"})
    try:
        member = batch.members.get(case.spec.case_id)
        if member is None:
            return
        try:
            batches.build_cpu(batch)
        except batches.CompileError:
            return
        runtime.run(member.kernel, case.spec, host, warp_api.module_block_dim(member.kernel))
    finally:
        batch.close()


@dataclass
class _Rewrite:
    """A rewritten copy of a case whose gradient check explains a failed one."""

    label: str  # its file: <case>.<label>.py
    transform: Callable[[str], str]  # the recorded source -> the copy's
    host: list  # the inputs the failed check used
    precision: str


def _check_rewrites(waiting: dict, state: _State, marker) -> dict:
    """The gradient checks of rewritten copies, one per case (case id -> (case, _Rewrite)), built
    as one batch (bisected when it does not build): case id -> GradResult, or why there is none
    (str), or the exception the check raised."""
    from harness import warp_api
    from harness.validate import compile as batches
    from harness.validate import gradcheck

    outcomes = {}
    # A copy a registered Warp bug refuses is not built: a failing build costs two compiles (Warp
    # retries without precompiled headers) and, in a batch of several, a bisection.
    for case_id, (case, rewrite) in waiting.items():
        try:
            refused = _refused_by(rewrite.transform(case.spec.source))
        except Exception:  # a rewrite that raises is the build attempt's to report
            continue
        if refused:
            outcomes[case_id] = f"does not compile: registered Warp bug {refused}"
    waiting = {case_id: w for case_id, w in waiting.items() if case_id not in outcomes}
    if not waiting:
        return outcomes
    rewrites = {case_id: (r.label, r.transform) for case_id, (_case, r) in waiting.items()}

    def attempt(cases):
        while True:
            batch = batches.load_batch(
                cases,
                variant="explain",
                rewrites=rewrites,
                module_options={"optimization_level": copy_optimization_level(cases[0])},
            )
            if not batch.rejected:
                break
            # A source that failed part-way may have left functions in the module: the rest again, without it.
            for case_id, message in batch.rejected.items():
                outcomes[case_id] = f"does not define: {message}"
            batch.close()
            cases = [c for c in cases if c.spec.case_id not in batch.rejected]
        try:
            batches.build_cpu(batch)
        except batches.CompileError:
            batch.close()
            raise
        return batch

    ids = list(waiting)
    marker("gradcheck", ids, "building the rewritten copies", state.records[ids[0]] if len(ids) == 1 else None)
    ok, failed = _bisect_by_copy_level([case for case, _r in waiting.values()], attempt)
    for case_id, message in failed.items():
        outcomes.setdefault(case_id, f"does not compile: {_headline(message)}")
    for _cases, batch in ok:
        try:
            for case_id, member in batch.members.items():
                _case, rewrite = waiting[case_id]
                kernel = member.kernel
                marker("gradcheck", [case_id], "", state.records[case_id])
                try:
                    outcomes[case_id] = gradcheck.check(
                        kernel, member.case.spec, rewrite.host, warp_api.module_block_dim(kernel), rewrite.precision
                    )
                except Exception as error:  # the case's finding (``_advance``)
                    outcomes[case_id] = error
        finally:
            batch.close()
    return outcomes


def _headline(message: str) -> str:
    """A compile error in one line: its first (where Warp stopped) and, when there are more, its
    last (why: ``;Couldn't find function overload for 'volume_sample' ...``)."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    if not lines:
        return ""
    return lines[0] if len(lines) == 1 else f"{lines[0]} {lines[-1].lstrip(';')}"


def np_is_int(value) -> bool:
    import numpy as np

    return np.asarray(value).dtype.kind in "iu" and np.asarray(value).ndim == 0


def _launched(kernel, spec, host, block_dim):
    from harness.validate import runtime

    args = runtime.to_warp(host, kernel)
    runtime.launch(kernel, spec, args, block_dim)
    return args


def _short_traceback() -> str:
    lines = traceback.format_exc().splitlines()
    return "\n".join(lines[-6:])


# --------------------------------------------------------------------------- records on disk


def write_json_atomic(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    tmp.replace(path)


def record_is_current(path: Path, case, options: Options) -> bool:
    try:
        record = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    return record.get("case_digest") == case_digest(case) and record.get("options") == options.key()


# --------------------------------------------------------------------------- many processes


def _worker_main(plan_path: Path) -> int:
    from harness.generate.golden import read_case

    plan = json.loads(plan_path.read_text())
    out = Path(plan["out"])
    options = Options(archs=tuple(plan["archs"]), ptx=plan["ptx"], batch_size=plan["batch_size"])
    marker_path = Path(plan["marker"])
    cases = [read_case(Path(p)) for p in plan["cases"]]

    def marker(phase, ids, detail="", record=None):
        # The record so far (compile results) goes with the marker: if running the case kills
        # this process, the supervisor completes that record instead of starting a blank one.
        write_json_atomic(
            marker_path, {"phase": phase, "cases": ids, "since": time.time(), "detail": detail, "record": record}
        )

    def on_record(record):
        write_json_atomic(out / "validation" / f"{record['case_id']}.json", record)

    validate_cases(cases, options, on_record=on_record, marker=marker)
    marker_path.unlink(missing_ok=True)
    return 0


def _run_workers(todo: list, paths: dict, out: Path, options: Options, jobs: int, log) -> None:
    """Validate ``todo`` in ``jobs`` worker processes; replace dead workers, recording their victims."""
    vdir = out / "validation"
    vdir.mkdir(parents=True, exist_ok=True)
    shares: list[list] = [[] for _ in range(jobs)]
    loads = [0] * jobs
    for case in sorted(todo, key=lambda c: -len(c.modules["cpu"])):  # largest first, to the least loaded
        i = loads.index(min(loads))
        shares[i].append(case)
        loads[i] += len(case.modules["cpu"])
    queue = [(sorted(s, key=lambda c: c.spec.case_id), options.batch_size) for s in shares if s]
    running: dict = {}
    serial = 0
    last_report = time.time()
    stalls = 0
    while queue or running:
        while queue and len(running) < jobs:
            cases, batch_size = queue.pop(0)
            serial += 1
            plan_path = vdir / f".plan-{serial}.json"
            marker = vdir / f".marker-{serial}.json"
            marker.unlink(missing_ok=True)
            write_json_atomic(
                plan_path,
                {
                    "cases": [str(paths[c.spec.case_id]) for c in cases],
                    "out": str(out),
                    "archs": list(options.archs),
                    "ptx": options.ptx,
                    "batch_size": batch_size,
                    "marker": str(marker),
                },
            )
            logfile = open(vdir / f".worker-{serial}.log", "w")  # noqa: SIM115 (closed when the worker ends)
            proc = subprocess.Popen(
                [sys.executable, "-m", "harness.validate", "--worker", str(plan_path)],
                cwd=ROOT,
                stdout=logfile,
                stderr=subprocess.STDOUT,
                env={**os.environ, "PYTHONHASHSEED": "0"},
            )
            running[proc] = (cases, batch_size, plan_path, marker, logfile)
        time.sleep(0.2)
        timed_out = {}
        for proc, (_cases, _bs, _plan, marker, _log) in running.items():
            if proc.poll() is None:
                where = _read_json(marker)
                if where and "since" in where:
                    limit = RUN_TIMEOUT_S if where["phase"] in ("run_cpu", "gradcheck") else COMPILE_TIMEOUT_S
                    if time.time() - where["since"] > limit:
                        proc.kill()
                        proc.wait()
                        timed_out[proc] = (
                            f"stopped after {limit:.0f} s in {where['phase']} (does the kernel terminate?)"
                        )
        for proc in [p for p in running if p.poll() is not None]:
            cases, batch_size, plan_path, marker, logfile = running.pop(proc)
            logfile.close()
            remaining = [c for c in cases if not record_is_current(vdir / f"{c.spec.case_id}.json", c, options)]
            if proc.returncode == 0 and not remaining:
                for path in (plan_path, marker, Path(logfile.name)):
                    path.unlink(missing_ok=True)
                continue
            scratch.sweep()  # the dead worker's temporary folder (its compilers' headers: 80 MB and more)
            where = _read_json(marker)
            tail = "\n".join(
                line for line in Path(logfile.name).read_text(errors="replace").splitlines() if not _BANNER.match(line)
            )[-1500:]
            how = f"exit code {proc.returncode}" if proc.returncode >= 0 else f"signal {-proc.returncode}"
            if proc in timed_out:
                how = timed_out[proc]
            suspects = [c for c in remaining if where and c.spec.case_id in where["cases"]]
            if where and len(where["cases"]) == 1 and suspects:
                victim = suspects[0]
                step = where["phase"] if where["phase"] in STEPS else "compile_cpu"
                record = where.get("record") or new_record(victim, options)
                if proc in timed_out:
                    fail(record, step, f"timeout: the validation process was {how}")
                else:
                    fail(
                        record,
                        step,
                        f"the validation process died ({how}) during {where['phase']} of this case"
                        + (f" ({where['detail']})" if where.get("detail") else "")
                        + f":\n{tail}",
                    )
                write_json_atomic(vdir / f"{victim.spec.case_id}.json", record)
                remaining.remove(victim)
                stalls = 0
            elif where and suspects:
                # Died compiling a batch: redo its cases one per module to find the culprit.
                others = [c for c in remaining if c not in suspects]
                queue.insert(0, (suspects, 1))
                remaining = others
                stalls = 0
            else:
                stalls += 1
                if stalls > 2:
                    for c in remaining:
                        record = new_record(c, options)
                        fail(record, "load", f"the validation worker failed repeatedly ({how}):\n{tail}")
                        write_json_atomic(vdir / f"{c.spec.case_id}.json", record)
                    remaining = []
            if remaining:
                queue.insert(0, (remaining, batch_size))
            for path in (plan_path, marker, Path(logfile.name)):
                path.unlink(missing_ok=True)
        if time.time() - last_report > 30:
            done = sum(1 for c in todo if record_is_current(vdir / f"{c.spec.case_id}.json", c, options))
            log(f"  validated {done}/{len(todo)} cases ...")
            last_report = time.time()


# Warp's start-up banner in a worker's log: left out of the messages.
_BANNER = re.compile(r"^(Warp CUDA warning|Warp \d|   CUDA Toolkit|   Devices:|     \"cpu\"|   Kernel cache:|     /)")


def _read_json(path: Path):
    try:
        return json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None


def validate_root(cases_root: Path, out: Path, *, jobs: int = 1, options: Options = Options(), log=print) -> dict:
    """Validate every complete case under ``cases_root`` in ``jobs`` worker processes (at least
    one: a kernel that crashes or never returns takes its worker, not this process, down);
    records in ``out/validation``; writes the findings report and returns the summary."""
    from harness.generate.golden import read_case

    out = Path(out)
    vdir = out / "validation"
    vdir.mkdir(parents=True, exist_ok=True)
    paths, todo, unreadable = {}, [], []
    for path in sorted(Path(cases_root).glob("*/*.json")):
        try:
            case = read_case(path)
        except (ValueError, KeyError) as error:
            unreadable.append(str(error))
            continue
        paths[case.spec.case_id] = path
        if not record_is_current(vdir / f"{case.spec.case_id}.json", case, options):
            todo.append(case)
    standalone = [c for c in todo if c.meta.get("standalone", True)]
    for case in todo:
        if case not in standalone:  # harvested kernels whose source cannot be loaded on its own
            record = new_record(case, options)
            record["skipped_steps"] = list(STEPS)
            record["gradcheck_reason"] = "not validated: python_source is not standalone"
            note(record, "load", "not validated: python_source is not a standalone module")
            write_json_atomic(vdir / f"{case.spec.case_id}.json", record)
    started = time.time()
    cpu_before = _children_cpu()
    jobs = max(1, min(jobs, len(standalone)))
    log(f"validating {len(standalone)} case(s) ({len(paths) - len(todo)} already validated) for CPU and "
        f"sm_{',sm_'.join(map(str, options.archs))} with {jobs} worker process(es)")  # fmt: skip
    if standalone:
        _run_workers(standalone, paths, out, options, jobs, log)
    elapsed = time.time() - started
    records = []
    for case_id in sorted(paths):
        try:
            records.append(json.loads((vdir / f"{case_id}.json").read_text()))
        except (OSError, ValueError):
            continue
    summary = summarise(records, out)
    summary.update(
        {
            "validated_now": len(standalone),
            "seconds": elapsed,
            "cpu_seconds": _children_cpu() - cpu_before,
            "unreadable": unreadable,
        }
    )
    write_report(summary, out)
    log(format_summary(summary))
    return summary


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


# --------------------------------------------------------------------------- report


def summarise(records: list[dict], out: Path) -> dict:
    failed = Counter(step for r in records for step in r["failed_steps"])
    skipped = Counter(step for r in records for step in r.get("skipped_steps", []))
    findings = []
    for r in records:
        for f in r.get("findings", []):
            findings.append({"case_id": r["case_id"], **f})
    generation = []
    for path in sorted((Path(out) / "findings").glob("*.json")):
        try:
            g = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        generation.append(
            {
                "case_id": g.get("case_id", path.stem),
                "step": "generate",
                "kind": "failure",
                "message": g.get("message", ""),
                "judgement": "generator bug (Warp rejects the kernel) unless the message says otherwise",
            }
        )
    return {
        "cases": len(records),
        "failed_cases": sum(1 for r in records if r["failed_steps"]),
        "failed_steps": {step: failed.get(step, 0) for step in STEPS},
        "skipped_steps": dict(sorted(skipped.items())),
        "gradcheck": dict(sorted(Counter(r["gradcheck"] for r in records).items())),
        "compiled_cpu": sum(1 for r in records if r["compiled_cpu"]),
        "compiled_cubin": sum(1 for r in records if r.get("compiled_cubin")),
        "compiled_ptx": sum(1 for r in records if r["compiled_ptx"]),
        "unstable": sum(1 for r in records if r.get("stable") is False),
        "known_issues": dict(sorted(Counter(i for r in records for i in r.get("known_issues", [])).items())),
        "ran_cpu": sum(1 for r in records if r["ran_cpu"]),
        "findings": generation + findings,
    }


def format_summary(summary: dict) -> str:
    steps = ", ".join(f"{step} {n}" for step, n in summary["failed_steps"].items())
    grads = ", ".join(f"{k} {v}" for k, v in summary["gradcheck"].items())
    lines = [
        f"validation: {summary['cases']} case(s); compiled CPU {summary['compiled_cpu']}, "
        f"CUBIN {summary['compiled_cubin']}, PTX {summary['compiled_ptx']}, ran {summary['ran_cpu']} "
        f"({summary['unstable']} unstable); gradcheck: {grads or 'none'}",
        f"failed by step: {steps} ({summary['failed_cases']} case(s) failed a step)",
    ]
    if summary["skipped_steps"]:
        lines.append("skipped: " + ", ".join(f"{k} {v}" for k, v in summary["skipped_steps"].items()))
    if summary.get("validated_now"):
        per = summary["seconds"] / summary["validated_now"]
        lines.append(
            f"validated {summary['validated_now']} case(s) in {summary['seconds']:.1f} s ({per:.2f} s per case, wall)"
        )
    if summary["findings"]:
        lines.append("findings: see findings.md in the output folder")
    return "\n".join(lines)


def write_report(summary: dict, out: Path) -> None:
    out = Path(out)
    write_json_atomic(out / "findings.json", {k: v for k, v in summary.items() if k != "unreadable"})
    lines = [
        "# Findings",
        "",
        "Every case that failed a step of generation or validation, and what was learnt on the way",
        "(limitations, notes). `judgement` is where the fault most likely lies.",
        "",
        "| step | failed cases |",
        "|---|---|",
        *(f"| {step} | {n} |" for step, n in summary["failed_steps"].items()),
        "",
        f"Gradient checks: {', '.join(f'{k} {v}' for k, v in summary['gradcheck'].items()) or 'none'}.",
        "",
    ]
    by_kind = {"failure": [], "known_bug": [], "unstable": [], "limitation": [], "inputs": [], "note": []}
    for f in summary["findings"]:
        by_kind.setdefault(f["kind"], []).append(f)
    titles = {
        "failure": "Failures",
        "known_bug": "Known Warp bugs (harness/bugs)",
        "unstable": "Unstable: float32 rounding noise",
        "limitation": "Known Warp limitations",
        "inputs": "Not run: unsupported inputs",
        "note": "Notes",
    }
    for kind, items in by_kind.items():
        if not items:
            continue
        lines += [f"## {titles.get(kind, kind)} ({len(items)})", ""]
        for f in items:
            message = f["message"].strip().replace("```", "'''")
            lines += [
                f"### {f['case_id']}: {f['step']}",
                "",
                f"Judgement: {f['judgement']}",
                "",
                "```",
                message,
                "```",
                "",
            ]
    (out / "findings.md").write_text("\n".join(lines))


# --------------------------------------------------------------------------- benchmark


def bench(cases_root: Path, out: Path, jobs: int, options: Options, log=print) -> dict:
    """Validated cost per kernel next to Warp's own batched compile of the same kernels
    (``wp.compile_aot_module`` for the CPU and to CUBIN: what the ladder builds, modules of up to 100 kernels), same run.

    Both are measured as CPU time of fresh processes, start-up (importing Warp, its first
    compile) included: the validation workers, and one process that only compiles, as Warp
    does it (its runtime headers precompiled in that process). The ladder runs twice: first
    with an empty folder of shared precompiled headers (``harness/compiled_headers.py``: cold,
    the first validation on a machine), then with the headers that run made (warm: every later
    one); the ratio is the warm one, the cold one beside it. Warp's compile is timed just before
    and just after the ladder and the two averaged, so a change in the machine's load during the
    run weighs on both sides alike."""
    from harness import compiled_headers

    k = len(_standalone_cases(cases_root))
    before = _warp_compile_cpu(cases_root, options.archs)
    saved = os.environ.get(compiled_headers.ENV)
    headers = tempfile.mkdtemp(prefix=compiled_headers.PREFIX + "bench-", dir=scratch.base())
    try:
        os.environ[compiled_headers.ENV] = headers
        cold = validate_root(cases_root, Path(out) / "cold", jobs=jobs, options=options, log=lambda line: None)
        summary = validate_root(cases_root, out, jobs=jobs, options=options, log=log)
    finally:
        if saved is None:
            os.environ.pop(compiled_headers.ENV, None)
        else:
            os.environ[compiled_headers.ENV] = saved
        shutil.rmtree(headers, ignore_errors=True)
    after = _warp_compile_cpu(cases_root, options.archs)
    n = summary["validated_now"]
    warp_cpu = (before + after) / 2
    result = {
        "kernels": k,
        "validated": n,
        "jobs": jobs,
        "validate_wall_s_per_kernel": summary["seconds"] / max(n, 1),
        "validate_cpu_s_per_kernel": summary["cpu_seconds"] / max(n, 1),
        "validate_cold_cpu_s_per_kernel": cold["cpu_seconds"] / max(n, 1),
        "warp_compile_cpu_s_per_kernel": warp_cpu / max(k, 1),
        "warp_compile_cpu_s_per_kernel_before_after": [before / max(k, 1), after / max(k, 1)],
    }
    # CPU time against CPU time: both are single-threaded compiler work, whatever the worker count.
    warp_s = result["warp_compile_cpu_s_per_kernel"]
    result["ratio"] = result["validate_cpu_s_per_kernel"] / warp_s if k and n else None
    result["ratio_cold"] = result["validate_cold_cpu_s_per_kernel"] / warp_s if k and n else None
    log(
        f"bench: {n} kernels validated with {max(1, jobs)} worker process(es): {result['validate_wall_s_per_kernel'] * 1000:.0f} ms/kernel wall, "
        f"{result['validate_cpu_s_per_kernel'] * 1000:.0f} ms/kernel CPU time (compile CPU + CUBIN + float64 copy, run, gradcheck; "
        f"precompiled headers shared; {result['validate_cold_cpu_s_per_kernel'] * 1000:.0f} ms/kernel when none were yet)\n"
        f"bench: Warp's own batched compile of the same {k} kernels (CPU and CUBIN, modules of <= 100, one process): "
        f"{result['warp_compile_cpu_s_per_kernel'] * 1000:.0f} ms/kernel CPU time "
        f"(before {before / max(k, 1) * 1000:.0f}, after {after / max(k, 1) * 1000:.0f})\n"
        f"bench: validated / Warp batched compile = {result['ratio'] or float('nan'):.2f}x "
        f"({result['ratio_cold'] or float('nan'):.2f}x with no shared headers yet; CPU time; target <= 1.0x)"
    )
    write_json_atomic(Path(out) / "bench.json", result)
    return result


def profile(cases_root: Path, path: Path, options: Options, top: int = 25, log=print) -> None:
    """Validate the cases in this process under cProfile; save the stats in ``path`` and print the
    ``top`` entries by own time (Warp's compilers show as ``build_cpu`` and ``build_cuda``)."""
    import cProfile
    import io
    import pstats

    cases = _standalone_cases(cases_root)
    profiler = cProfile.Profile()
    start = time.process_time()
    profiler.enable()
    try:
        validate_cases(cases, options)
    finally:
        profiler.disable()
    seconds = time.process_time() - start
    profiler.dump_stats(path)
    listing = io.StringIO()
    pstats.Stats(profiler, stream=listing).sort_stats("tottime").print_stats(top)
    log(f"profile: {len(cases)} case(s) validated in this process, {seconds:.1f} CPU s under cProfile; stats in {path}")
    log(listing.getvalue().strip())


def _warp_compile_cpu(cases_root: Path, archs: tuple[int, ...]) -> float:
    """CPU seconds of a fresh process that runs only Warp's batched compile of the cases (its
    runtime headers precompiled in that process, as Warp does: no shared ones)."""
    from harness import compiled_headers

    cpu_before = _children_cpu()
    subprocess.run(
        [sys.executable, "-m", "harness.validate", str(cases_root), "--warp-compile", "--arch", ",".join(map(str, archs))],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL, env={**os.environ, compiled_headers.ENV: "off"},
    )  # fmt: skip
    return _children_cpu() - cpu_before


def _standalone_cases(cases_root: Path) -> list:
    from harness.generate.golden import read_case

    cases = [read_case(p) for p in sorted(Path(cases_root).glob("*/*.json"))]
    return [c for c in cases if c.meta.get("standalone", True)]


def warp_compile(cases_root: Path, archs: tuple[int, ...]) -> None:
    """Only Warp's own work: the cases' kernels in modules of up to 100 (grouped by the rules
    validation batches follow: names, module options), compiled for the CPU and to CUBIN."""
    import warp as wp

    from harness import warp_api
    from harness.validate import compile as batches

    warp_api.init()
    cases = _standalone_cases(cases_root)
    with tempfile.TemporaryDirectory() as tmp, _quiet_warp():
        for n_batch, group in enumerate(batches.plan(cases, max_cases=100)):
            batch = batches.load_batch(group)
            for name, (module, _kernel) in batch.modules().items():
                wp.compile_aot_module(module, device="cpu", module_dir=Path(tmp) / f"cpu{n_batch}-{name}")
                wp.compile_aot_module(
                    module, arch=list(archs), module_dir=Path(tmp) / f"cubin{n_batch}-{name}", use_ptx=False
                )
            batch.close()


# --------------------------------------------------------------------------- command line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.validate", description=__doc__.split("\n")[0])
    parser.add_argument("cases", type=Path, nargs="?", help="golden root: <family>/<case>.{py,cpp,cu,json}")
    parser.add_argument("--out", type=Path, help="output folder (records in OUT/validation, findings.md)")
    parser.add_argument("--jobs", type=jobs_arg, default="1", help="worker processes (default 1; auto: one per core)")
    parser.add_argument("--arch", default="90", help="CUDA architectures of the CUBIN build, e.g. 90 or 80,90")
    parser.add_argument("--ptx", action="store_true", help="keep each case's PTX in its record")
    parser.add_argument("--batch-size", type=int, default=32, help="cases per compiled module")
    parser.add_argument("--bench", action="store_true", help="also time Warp's own batched compile of the same kernels")
    parser.add_argument(
        "--profile",
        type=Path,
        metavar="FILE",
        help="validate in this process under cProfile (no worker isolation, no records): stats in FILE, top entries printed",
    )
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--warp-compile", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return _worker_main(args.worker)
    if args.warp_compile and args.cases is not None:
        warp_compile(args.cases, parse_archs(args.arch))
        return 0
    if args.cases is None or (args.out is None and args.profile is None):
        parser.error("CASES and --out (or --profile) are required")
    try:
        archs = parse_archs(args.arch)
    except ValueError as error:
        parser.error(str(error))
    jobs = job_count(args.jobs)
    options = Options(archs=archs, ptx=args.ptx, batch_size=max(1, args.batch_size))
    if args.profile:
        profile(args.cases, args.profile, options)
        return 0
    if args.bench:
        bench(args.cases, args.out, jobs, options)
        return 0
    summary = validate_root(args.cases, args.out, jobs=jobs, options=options)
    return 1 if summary["failed_cases"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
