"""A row's labels from its validation record, each value with one meaning, and every null's reason.

The record (``OUT/validation/<case>.json``, harness/validate/records.py) starts every boolean at
false and sets it true when its step succeeds, so there false also means "never tried". A row's
labels say what was done:

- ``true``: the step ran and succeeded; ``false``: it ran and failed (the step is in
  ``failed_steps``; for ``stable``: the check ran and found float32 rounding noise); ``null``: it
  was not attempted (not validated, skipped, or a step it needs did not succeed).
- ``gradcheck``: ``pass`` (the row's own backward agrees with finite differences),
  ``pass_adjoint_copy`` (the row has no backward code, Warp built it with
  ``enable_backward=False``: the check passed on its float64 copy built with the adjoint, or on its
  float32 one where the float64 copy does not build),
  ``fail``, ``known_bug``, ``limitation``, ``n/a`` (the kernel ran, but there is nothing finite
  differences can judge), or null (not checked: the kernel was not run).
- ``<label>_reason`` (``gradcheck_reason`` for ``gradcheck``): why a label is null, or the
  failure when it is false; null when the label is true.

The record itself is left as the ladder writes it (its keys are the validation's own); the export
(harness/export/writer.py ``row``) reads the labels through :func:`labels`, so records written
before this rule give the same labels as new ones.
"""

from __future__ import annotations

from harness.validate.records import STEPS

# gradcheck.py says it in the reason of a check made on the copy built with the adjoint; the label is read from it.
ON_ADJOINT_COPY = (
    "the kernel is built with enable_backward=False (the row has no backward code): checked on its float64 copy "
    "built with the adjoint, Warp's adjoint of the same program"
)
# ... and where that float64 copy does not build, on the float32 original built with the adjoint.
ON_ADJOINT_COPY32 = (
    "the kernel is built with enable_backward=False (the row has no backward code): checked on its float32 copy "
    "built with the adjoint (its float64 copy does not build), Warp's adjoint of the same program"
)
PASS_ADJOINT_COPY = "pass_adjoint_copy"
NOT_VALIDATED = "not validated: the export was made without validation records (VALIDATE=0)"

# label -> (its step, the steps it needs to have succeeded first)
BOOLEAN = {
    "compiled_cpu": ("compile_cpu", ("load",)),
    "compiled_cubin": ("compile_cubin", ("load",)),
    "compiled_ptx": ("compile_ptx", ("load", "compile_cubin")),  # left out with the CUBIN build
    "ran_cpu": ("run_cpu", ("load", "compile_cpu", "fidelity")),
    "stable": ("run_cpu", ("load", "compile_cpu", "fidelity", "run_cpu")),
}
REASON_COLUMNS = tuple(f"{label}_reason" for label in BOOLEAN)  # and gradcheck_reason, the ladder's own
GRADCHECK_VALUES = {
    "pass": "the row's own backward code agrees with finite differences",
    PASS_ADJOINT_COPY: "the row has no backward code (built with enable_backward=False); the check passed on its "
    "float64 copy built with the adjoint (its float32 one where that does not build): Warp's adjoint of the same "
    "program, not code in the row",
    "fail": "the backward disagrees with finite differences (a Warp adjoint bug candidate; the row failed a step)",
    "known_bug": "a mismatch a registered Warp bug explains, or a backward such a bug keeps from returning (not run)",
    "limitation": "a mismatch a documented Warp limitation explains (named in `gradcheck_reason`)",
    "n/a": "the kernel ran, but has no adjoint to check or finite differences cannot judge it (the reason says which)",
    "None": "null: not checked, the kernel was not run (`gradcheck_reason` says why)",
}


def _line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _finding(record: dict, step: str, failure: bool, opening: str = "") -> str:
    for f in record.get("findings", []):
        if (
            f.get("step") == step
            and (f.get("kind") == "failure") == failure
            and f.get("message", "").startswith(opening)
        ):
            return _line(f["message"])
    return ""


def _not_attempted(record: dict, step: str, needs: tuple[str, ...]) -> str:
    """Why ``step`` has no result: its skip's message, the step before it that failed, or neither."""
    if step in record.get("skipped_steps", []):
        return _finding(record, step, False) or f"{step} skipped"
    failed = [s for s in needs if s in record["failed_steps"]]
    if failed:
        return f"not attempted: {failed[0]} failed"
    left_out = [s for s in needs if s in record.get("skipped_steps", [])]
    if left_out:
        return f"not attempted: {left_out[0]} was skipped ({_finding(record, left_out[0], False)})"
    earlier = [s for s in STEPS if s in record["failed_steps"]]
    if earlier:  # a worker that died or timed out: the record holds what was done before it
        return f"not recorded: validation of this case stopped when {earlier[0]} failed"
    return "not recorded"


def labels(record: dict | None) -> dict:
    """The label columns and their reasons for a row with this validation record (None: not validated)."""
    if record is None:
        out = {label: None for label in BOOLEAN} | {"gradcheck": None}
        return out | {c: NOT_VALIDATED for c in (*REASON_COLUMNS, "gradcheck_reason")}
    out: dict = {}
    for label, (step, needs) in BOOLEAN.items():
        value, reason = record.get(label), None
        if label == "stable":
            if value is False:
                reason = _finding(record, "run_cpu", False, "unstable") or "unstable"
            elif value is None:
                ran = out["ran_cpu"] is True
                reason = _finding(record, "run_cpu", False, "stability not measured") if ran else ""
                reason = reason or ("not measured" if ran else "not measured: the kernel was not run")
        elif value is True:
            pass
        elif step in record["failed_steps"]:
            value, reason = False, _finding(record, step, True) or f"{step} failed"
        else:
            value, reason = None, _not_attempted(record, step, needs)
        out[label], out[f"{label}_reason"] = value, reason
    verdict, reason = record.get("gradcheck"), record.get("gradcheck_reason") or ""
    if verdict == "n/a" and "gradcheck" in record["failed_steps"]:  # the check itself crashed or timed out
        verdict, reason = "fail", _finding(record, "gradcheck", True) or "gradcheck failed"
    elif verdict == "n/a" and out["ran_cpu"] is not True:
        verdict = None
        reason = reason or f"not checked: the kernel was not run ({out['ran_cpu_reason']})"
    elif verdict == "pass" and (ON_ADJOINT_COPY in reason or ON_ADJOINT_COPY32 in reason):
        verdict = PASS_ADJOINT_COPY
    out["gradcheck"], out["gradcheck_reason"] = verdict, reason or None
    return out
