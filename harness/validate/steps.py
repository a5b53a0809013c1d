"""The ladder's steps in one process (harness/validate/ladder.py's docstring lists them):
``validate_cases`` takes a group of cases at a time up load, compile_cpu (+ fidelity),
compile_cubin / compile_ptx (harness/validate/cuda_steps.py), the float64 copies, run_cpu and gradcheck
(explained where it fails, harness/validate/explain.py), writing each case's record
(harness/validate/records.py)."""

from __future__ import annotations

import tempfile
import traceback
import warnings
from dataclasses import dataclass, field, replace
from pathlib import Path

import warp as wp

from harness import warp_api
from harness.validate import (
    aliased,
    bugs,
    captured,
    copies,
    cuda_steps,
    gradcheck,
    inplace,
    replay,
    rewrite,
    runtime,
    stability,
)
from harness.validate import compile as batches
from harness.validate.explain import (
    CONFIRMED,
    NOT_CONFIRMED,
    OTHER_OUTPUTS,
    RESET_COUNTERS,
    _backward_hangs,
    _explain_failure,
    _refused_by,
)
from harness.validate.records import (
    KEPT_ATOMIC_DETAIL,
    OWN_CHECK,
    REWRITE_DETAIL,
    Options,
    fail,
    new_record,
    note,
    skip,
)


@dataclass
class _State:
    records: dict
    options: Options
    workdir: Path
    cpu: dict = field(default_factory=dict)  # case id -> (Member, batch) ready to run
    f64: dict = field(default_factory=dict)  # case id -> Member of the float64 copy
    f64_why: dict = field(default_factory=dict)  # case id -> why there is none
    # Cases built with enable_backward=False whose gradient is checked on the float64 copy built with the adjoint.
    adjoint_copy: set = field(default_factory=set)
    # Of those, the ones whose float64 copy builds only without the adjoint: case id -> why.
    no_adjoint_f64: dict = field(default_factory=dict)
    # Of those and the ones with no float64 copy: case id -> the float32 original built with the adjoint
    # (``rewrite.with_adjoint``), checked in float32 instead.
    adjoint32: dict = field(default_factory=dict)
    open_batches: list = field(default_factory=list)
    cuda_not_built: dict = field(default_factory=dict)  # case id -> why its CUDA build is left out
    copies_down: dict = field(default_factory=dict)  # case id -> {rewritten copy's label: how it took a process down}


def validate_cases(
    cases: list,
    options: Options = Options(),  # noqa: B008 (a frozen dataclass)
    on_record=None,
    marker=None,
    cuda_not_built: dict[str, str] | None = None,
    copies_down: dict[str, dict[str, str]] | None = None,
) -> dict[str, dict]:
    """Validate ``cases`` (GoldenCase) in this process; returns case id -> record.

    ``on_record(record)`` is called as each case completes; ``marker(phase, case_ids)`` before
    each phase that could crash the process (so a supervisor can tell which case did).
    ``cuda_not_built``: case id -> why its CUDA build is left out (harness/validate/workers.py:
    it took more memory than a worker may); its CUDA code is still generated and checked for fidelity.
    ``copies_down``: case id -> {label: how}: rewritten copies of the gradient check's explanations that
    took a validation process down (crashed, hung, over memory); they are not checked again, and that
    is their outcome.
    """
    warp_api.init()
    marker = marker or (lambda phase, ids, detail="", record=None: None)
    records = {c.spec.case_id: new_record(c, options) for c in cases}
    with tempfile.TemporaryDirectory(prefix="warp-validate-") as tmp, _quiet_warp():
        for group in batches.plan(cases, max_cases=options.batch_size):
            state = _State(
                records, options, Path(tmp), cuda_not_built=dict(cuda_not_built or {}), copies_down=copies_down or {}
            )
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
        self.settings = runtime.recorded_blocks()
        self.settings.__enter__()
        self.helpers = wp.get_module_options(runtime.__name__).get("optimization_level")
        wp.set_module_options({"optimization_level": 0}, module=runtime.__name__)
        self.warnings = warnings.catch_warnings()
        self.warnings.__enter__()
        warnings.filterwarnings("ignore", message="compile_aot_module. CPU module is being compiled with -march=native")
        return self

    def __exit__(self, *exc):
        self.warnings.__exit__(*exc)
        self.settings.__exit__(None, None, None)
        wp.set_module_options({"optimization_level": self.helpers}, module=runtime.__name__)


def _validate_group(group: list, state: _State, marker, on_record) -> None:
    """The ladder's steps for one group of cases (a batch plan's group), in order; each case's
    record goes to ``on_record`` when it is complete."""
    probe, rejected, defined = _load(group, state)
    _compile_cpu(defined, probe, state, marker)
    cuda_steps.compile_cuda(defined, state, marker)
    copies.build_float64_copies(defined, state, marker)
    copies.build_float32_adjoint_copies(defined, state, marker)
    _run_and_check_all(group, rejected, state, marker, on_record)


def _load(group: list, state: _State) -> tuple:
    """load: each recorded source defines its kernel. Returns the batch that loaded them all (None
    when a source failed: it may have left functions in the module), the rejected cases' messages
    (case id -> message) and the cases that define their kernel."""
    records = state.records
    probe = batches.load_batch(group)
    rejected = dict(probe.rejected)
    for case_id, message in rejected.items():
        fail(records[case_id], "load", message)
    defined = [c for c in group if c.spec.case_id not in rejected]
    if rejected:  # a source that failed part-way may have left functions in the module
        probe.close()
        probe = None
    return probe, rejected, defined


def _compile_cpu(defined: list, probe, state: _State, marker) -> None:
    """compile_cpu (+ fidelity), bisecting failed batches; the cases that pass both go to ``state.cpu``."""
    records = state.records

    def attempt_cpu(cases):
        nonlocal probe
        # -O0: the build proves the recorded code compiles and runs it on small inputs; clang's
        # optimisations would only make it slower to build (the outputs are the same: IEEE, no fast-math; not
        # where Warp's code reads an unset variable, registered as warp-constant-branch-merge-unset).
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
        batch.in_use = True  # run by later steps, and built for CUDA (cuda_steps._cuda_attempt)
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


def _run_and_check_all(group: list, rejected: dict, state: _State, marker, on_record) -> None:
    """run_cpu and gradcheck, case by case; a record is complete after its case, or, when its
    gradient check failed, once the rewritten copies that explain it are checked: those of all
    such cases are built together, one copy per case at a time."""
    records = state.records
    waiting: dict = {}  # case id -> (the case, its check, the copy it waits for)
    for case in group:
        case_id = case.spec.case_id
        if case_id in state.cpu:
            marker("run_cpu", [case_id], "", records[case_id])
            checking = _run_and_check(case, state, marker)
            pending = _advance(checking, records[case_id])
            if pending is not None:
                waiting[case_id] = (case, checking, pending)
                continue
        elif case_id not in rejected:
            skip(records[case_id], "run_cpu", "not run: the CPU compile or its fidelity check failed", "note")
        on_record(records[case_id])
    while waiting:
        outcomes = _check_rewrites({i: (case, pending) for i, (case, _c, pending) in waiting.items()}, state, marker)
        for case_id, (case, checking, _pending) in list(waiting.items()):
            pending = _advance(checking, records[case_id], outcomes[case_id])
            if pending is not None:
                waiting[case_id] = (case, checking, pending)
            else:
                del waiting[case_id]
                on_record(records[case_id])


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


def _run_and_check(case, state: _State, marker):
    """Run the case on the CPU, label its stability and check its gradient, into its record. A
    generator (``_advance`` drives it): it yields the rewritten copies that explain a failed
    gradient check (``_explain_failure``). A captured launch passing one array twice is checked
    with its places made distinct, and labelled as such (harness/validate/aliased.py)."""
    made = []
    yield from _run_and_check_on(case, state, marker, made)
    if made:
        aliased.finish(state.records[case.spec.case_id], made[0])


def _run_and_check_on(case, state: _State, marker, made: list):
    spec = case.spec
    record = state.records[spec.case_id]
    member, _batch = state.cpu[spec.case_id]
    kernel = member.kernel
    block_dim = warp_api.module_block_dim(kernel)
    if captured.launches(spec):  # the package's own launches: replayed, then the checks on the first one
        store = Path(state.options.capture_store) if state.options.capture_store else None
        spec, host = replay.replay(spec, kernel, block_dim, record, store)
        if host is None:
            return
    else:
        try:
            host = runtime.draw_inputs(spec, kernel)
        except runtime.Unsupported as error:
            skip(record, "run_cpu", f"unsupported input: {error}")
            skip(record, "gradcheck", "not checked: the kernel could not be run", "note")
            record["gradcheck_reason"] = record["gradcheck_reason"] or f"not run: unsupported input: {error}"
            return
    result = runtime.run(kernel, spec, host, block_dim)
    if result.problems and spec.seed is None:
        # A harvested kernel: real code, run on inputs the harness described from reading it (no promise
        # of its author's). A problem there says the inputs did not suit it, not that the pair is wrong:
        # the row keeps its other labels, not run, with the reason (docs/harvest.md).
        why = "; ".join(result.problems)
        skip(record, "run_cpu", f"not run: on the inputs the harvest described, {why}", "note")
        skip(record, "gradcheck", "not checked: the kernel was not run", "note")
        record["gradcheck_reason"] = record["gradcheck_reason"] or f"not run: on the described inputs, {why}"
        return
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
            launches.append(bugs.Launch(copy.kernel, rewrite.to_float64_converting(spec.source), spec, host))
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
    shared = captured.shares_memory(spec) if captured.launches(spec) else ""
    if shared and record["gradcheck_reason"] == shared:
        distinct, why = aliased.distinct(spec, kernel, host, block_dim)
        if distinct is None:
            record["gradcheck_reason"] += f"; with each place an array of its own the kernel computes otherwise: {why}"
            return
        made.append(distinct)
        host = distinct.host
        spec = replace(spec, args=tuple(h.spec for h in host))
        result = runtime.run(kernel, spec, host, block_dim)
        na = gradcheck.not_applicable(spec, kernel)  # the roles the distinct arrays have
        record["gradcheck_reason"] = "" if na == gradcheck.NO_ADJOINT else na  # (state.adjoint_copy has it)
    checked = record["gradcheck_reason"] in ("", gradcheck.IN_PLACE) and gradcheck.has_float_paths(host)
    if checked and not hangs and gradcheck.cas_loop(spec.source):  # its backward would cost the phase's timeout
        record["gradcheck_reason"] = gradcheck.CAS_LOOP
        return
    if record["gradcheck_reason"] == gradcheck.IN_PLACE and not gradcheck.has_float_paths(host):
        record["gradcheck_reason"] = gradcheck.NO_FLOAT_PATHS  # integers updated in place: nothing to differentiate
    if record["gradcheck_reason"]:  # not applicable, reason set before the float64 copies
        if record["gradcheck_reason"] == gradcheck.IN_PLACE and not hangs:
            res, reason, judgement = yield from inplace.check_in_place(case, spec, host, result.outputs, record)
            if res is None:
                record["gradcheck_reason"] += f"; {reason}" if reason else ""
                return
            record["gradcheck"], record["gradcheck_reason"] = res.status, reason
            record["gradcheck_max_error"] = res.max_error if res.status == "fail" else None
            if res.status == "fail":
                fail(record, "gradcheck", reason, judgement)
        return
    if hangs:  # a backward launch that never returns would cost the phase's whole timeout
        reason = f"not run: the backward kernel never returns (registered Warp bug {', '.join(hangs)})"
        record["gradcheck"], record["gradcheck_reason"] = "known_bug", reason
        note(record, "gradcheck", reason, "known_bug")
        return
    _stand, handled = gradcheck.generator_reasons(spec)
    on_copy = [gradcheck.ON_ADJOINT_COPY] if spec.case_id in state.adjoint_copy else []
    if gradcheck.is_float16(spec.source):
        on_copy.append(gradcheck.CHECKED_DESPITE["float16 values:"])
    kept = rewrite.keeps_atomic_result(spec.source)
    died = state.copies_down.get(spec.case_id, {}).get(OWN_CHECK) if kept else None
    if died:  # this check took a process down before (harness/validate/workers.py)
        yield from _explain_crash(case, state, host, result.outputs, copy, record, died)
        return
    marker("gradcheck", [spec.case_id], KEPT_ATOMIC_DETAIL if kept else "", record)
    if spec.case_id in state.adjoint32:
        why = state.no_adjoint_f64.get(spec.case_id, why)
        res, precision, reason = _check_on_adjoint32(spec, host, result.outputs, state.adjoint32[spec.case_id], why)
    elif on_copy:
        res, precision, reason = _check_on_copy(spec, host, result.outputs, copy, why, handled, on_copy)
        if res is None:
            record["gradcheck_reason"] = reason
            return
    else:
        res, precision, reason = _check_float32(spec, host, kernel, result.outputs, copy, why, record)
        if handled:
            reason += "; " + "; ".join(handled)
    judgement = ""
    if res.status == "fail":
        explained, on_copy64 = _explained(case, state)
        res, reason, judgement = yield from _explain_failure(
            explained, host, precision, res, reason, record, result.outputs, adjoint_copy=on_copy64
        )
    if res.status == "limitation" and reason.startswith(NOT_CONFIRMED):
        res, reason = yield from _read_back_as_updated(case, spec, host, result.outputs, record, res, reason)
    record["gradcheck"] = res.status
    record["gradcheck_max_error"] = res.max_error if res.status not in ("n/a", "limitation") else None
    record["gradcheck_reason"] = reason
    if res.status == "fail":
        fail(record, "gradcheck", reason, judgement)
    elif res.details.get("vacuous"):
        note(record, "gradcheck", "the outputs do not depend on the inputs: every derivative is 0 (a weak test case)")


def _read_back_as_updated(case, spec, host: list, outputs: dict, record: dict, res, reason: str):
    """A limitation no rewrite confirmed, of a kernel reading an output it stores into: where the copy
    with that array's reads and writes split (``inplace.check_read_back``) is confirmed, that is the
    label, its reason first and the kernel's own measurement after; otherwise the label stands."""
    findings, known = list(record["findings"]), list(record["known_issues"])
    split, split_reason, _ = yield from inplace.check_read_back(case, spec, host, outputs, record)
    record["known_issues"] = known  # a bug the copy's failure named is not the kernel's label
    record["findings"] = [f for f in findings if f["message"] != reason]  # the copy's notes and the unconfirmed one
    if split is None or not split_reason.startswith(CONFIRMED):
        record["findings"] = findings
        return res, reason
    reason = f"{split_reason}; measured on the kernel: {reason.split('measured: ', 1)[-1]}"
    note(record, "gradcheck", reason, "limitation")
    return split, reason


def _explained(case, state: _State) -> tuple:
    """(the case whose rewritten copies explain a failed gradient check, whether they are float64 copies
    built with the adjoint): a kernel checked on its float32 copy built with the adjoint has float32 ones."""
    if case.spec.case_id in state.adjoint32:
        return replace(case, spec=replace(case.spec, source=rewrite.with_adjoint(case.spec.source))), False
    return case, case.spec.case_id in state.adjoint_copy


def _explain_crash(case, state: _State, host: list, outputs: dict, copy, record: dict, died: str):
    """The kernel's own gradient check took the validation process down (``died``: that finding, as the
    supervisor words it) and the kernel keeps an atomic's result: in its place the copy with the atomics
    taken through helpers and the counters reset before the backward (``explain.RESET_COUNTERS``) is
    checked, in float64 where the check would have been. When it passes, the crash is that documented
    limitation (the backward's replay read a slot unset, or handed out slots past the arrays); otherwise
    the crash stays the case's finding."""
    explained, on_copy64 = _explained(case, state)
    narrowed = rewrite.float32_builtins(case.spec.source)
    float64 = copy is not None and not narrowed and case.spec.case_id not in state.adjoint32
    headline = died.split(":\n")[0].replace("the validation process died", "the check took the validation process down")
    res = gradcheck.GradResult("fail", None, headline)
    res, reason, _ = yield from _explain_failure(
        explained,
        host,
        "float64" if float64 else "float32",
        res,
        headline,
        record,
        outputs,
        adjoint_copy=on_copy64,
        only=RESET_COUNTERS,
    )
    if res.status == "fail":
        fail(record, "gradcheck", died)
        note(record, "gradcheck", reason)
        return
    record["gradcheck"], record["gradcheck_reason"] = res.status, reason


def _check_on_copy(spec, host: list, outputs: dict, copy, why: str, handled: list[str], because: list[str]):
    """The gradient check of a kernel on its float64 copy alone (``because`` says why): a float16
    kernel (float16 finite differences cannot resolve an adjoint: a step of 1e-2 moves a float16 value
    by about ten ulp), a kernel built with enable_backward=False (the copy is built with the adjoint).
    Float64 tolerances, or float32 ones where the copy computes a builtin in float32.
    Returns (result, precision, reason); (None, "", why not) when there is no copy."""
    if copy is None:
        head = "float16 kernel" if gradcheck.is_float16(spec.source) else gradcheck.NO_ADJOINT
        return None, "", f"{head}, and no float64 copy to check it on ({why or 'no float64 copy'})"
    narrowed = rewrite.float32_builtins(spec.source)
    precision = "float32" if narrowed else "float64"
    copy_block = warp_api.module_block_dim(copy.kernel)
    copy_outs = runtime.outputs(host, _launched(copy.kernel, spec, host, copy_block))
    _agrees, worst, _ = gradcheck.copy_agrees(outputs, copy_outs)
    res = gradcheck.check(copy.kernel, spec, host, copy_block, precision)
    others = [h for h in handled if h not in because]
    reason = (
        f"{res.reason}; {'; '.join(because)}; the outputs differ from the copy's by up to {worst:.3g} (relative)"
        + (f"; the copy computes {', '.join(narrowed)} in float32 (no float64 overload)" if narrowed else "")
        + "".join(f"; {h}" for h in others)
    )
    return res, precision, reason


def _check_on_adjoint32(spec, host: list, outputs: dict, copy, why: str):
    """The gradient check of a kernel built with enable_backward=False on its float32 copy built with the
    adjoint (``copies.build_float32_adjoint_copies``): float32 tolerances. Returns (result, precision, reason)."""
    block = warp_api.module_block_dim(copy.kernel)
    copy_outs = runtime.outputs(host, _launched(copy.kernel, spec, host, block))
    _agrees, worst, _ = gradcheck.copy_agrees(outputs, copy_outs)
    res = gradcheck.check(copy.kernel, spec, host, block, "float32")
    reason = (
        f"{res.reason}; {gradcheck.ON_ADJOINT_COPY32} ({why}); the outputs differ from the copy's by up to "
        f"{worst:.3g} (relative)"
    )
    return res, "float32", reason


def _check_float32(spec, host: list, kernel, outputs: dict, copy, why: str, record: dict):
    """The gradient check of a float32 (or float64) kernel: on its float64 copy where the copy computes
    what the original does, else on the original in float32, decided by the copy where float32 finite
    differences fail. Returns (result, precision, reason)."""
    precision, target = "float32", kernel
    narrowed = rewrite.float32_builtins(spec.source) if copy is not None else ()
    if narrowed:  # float64 finite differences would see their float32 rounding (the copy has no backward)
        copy = None
        why = f"the float64 copy computes {', '.join(narrowed)} in float32 (no float64 overload)"
    if copy is not None:
        copy_block = warp_api.module_block_dim(copy.kernel)
        copy_outs = runtime.outputs(host, _launched(copy.kernel, spec, host, copy_block))
        agrees, worst, _ = gradcheck.copy_agrees(outputs, copy_outs)
        if not agrees:
            spread = gradcheck.rounding_spread(copy.kernel, spec, host, copy_block)
            agrees, worst, unexplained = gradcheck.copy_agrees(outputs, copy_outs, spread)
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
    return res, precision, reason


def _label_stability(record: dict, outputs32: dict, outputs64: dict, source: str) -> None:
    """``stable`` and ``stability_max_error``: the float32 forward against the float64 copy's
    (harness/validate/stability.py). An unstable case stays valid (its code is real) but its outputs,
    and so its ``output_digest``, are rounding noise that differs between devices."""
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


def _debug_run(case, host: list) -> None:
    """Run the case once more, built in Warp's debug mode (bounds checks, which abort)."""
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


def _check_rewrites(waiting: dict, state: _State, marker) -> dict:
    """The gradient checks of rewritten copies, one per case (case id -> (case, _Rewrite)), built
    as one batch (bisected when it does not build): case id -> GradResult, or why there is none
    (str), or the exception the check raised."""
    outcomes = {}
    # A copy a registered Warp bug refuses is not built: a failing build costs two compiles (Warp
    # retries without precompiled headers) and, in a batch of several, a bisection. Nor is one that
    # took a process down before: that is its outcome.
    for case_id, (_case, pending) in waiting.items():
        down = state.copies_down.get(case_id, {}).get(pending.label)
        if down:
            outcomes[case_id] = f"not checked: the copy {down}"
            continue
        try:
            refused = _refused_by(pending.transform(pending.spec.source))
        except Exception:  # a rewrite that raises is the build attempt's to report
            continue
        if refused:
            outcomes[case_id] = f"does not compile: registered Warp bug {refused}"
    waiting = {case_id: w for case_id, w in waiting.items() if case_id not in outcomes}
    if not waiting:
        return outcomes
    # A copy rewrites its own spec's source: the case's, or a copy's (harness/validate/inplace.py).
    rewrites = {
        case_id: (r.label, lambda _recorded, r=r: r.transform(r.spec.source)) for case_id, (_case, r) in waiting.items()
    }

    def attempt(cases):
        options = {"optimization_level": copies.copy_optimization_level(cases[0])}
        while True:
            batch = batches.load_batch(cases, variant="explain", rewrites=rewrites, module_options=options)
            for case_id, message in batch.rejected.items():
                outcomes[case_id] = f"does not define: {message}"
            if not batch.rejected:
                break
            if len(batch.rejected) == len(cases):
                return batch  # none left to build: a batch of no members
            # A source that failed part-way may have left functions in the module: the rest again, without it.
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
    ok, failed = copies.bisect_by_copy_level([case for case, _r in waiting.values()], attempt)
    for case_id, message in failed.items():
        outcomes.setdefault(case_id, f"does not compile: {copies.headline(message)}")
    for _cases, batch in ok:
        try:
            for case_id, member in batch.members.items():
                _case, pending = waiting[case_id]
                kernel = member.kernel
                spec, block = pending.spec, warp_api.module_block_dim(kernel)
                # A copy exact only on some inputs can compute indices the kernel never does, and write
                # out of bounds: the supervisor then knows which copy it was (harness/validate/workers.py).
                marker("gradcheck", [case_id], f"{REWRITE_DETAIL}{pending.label}", state.records[case_id])
                try:
                    if pending.expected is not None:
                        got = runtime.outputs(pending.host, _launched(kernel, spec, pending.host, block))
                        agrees, worst, _ = gradcheck.copy_agrees(pending.expected, got)
                        if not agrees:
                            outcomes[case_id] = f"{OTHER_OUTPUTS} (by up to {worst:.3g}, relative): {pending.differs}"
                            continue
                    outcomes[case_id] = gradcheck.check(
                        kernel, spec, pending.host, block, pending.precision, pending.reset_counters
                    )
                except Exception as error:  # the case's finding (``_advance``)
                    outcomes[case_id] = error
        finally:
            batch.close()
    return outcomes


def _launched(kernel, spec, host, block_dim):
    args = runtime.to_warp(host, kernel)
    runtime.launch(kernel, spec, args, block_dim)
    return args


def _short_traceback() -> str:
    lines = traceback.format_exc().splitlines()
    return "\n".join(lines[-6:])
