"""The ladder's replay step (harness/validate/steps.py): a row with captured launches (``make harvest
RUN=...``, harness/validate/captured.py) launched from its own source on each of them, every array
compared with what the package's own kernel left in it."""

from __future__ import annotations

from pathlib import Path

import warp as wp

from harness.validate import bugs, captured, runtime
from harness.validate.records import fail, note, skip

REPLAY_RTOL, REPLAY_ATOL = 1e-5, 1e-6  # "close": what another optimisation level may change in float code


def replay(spec, kernel, block_dim: int, record: dict, store: Path | None):
    """Launch the row's kernel on each of the package's captured launches and compare every array
    with what the package's own kernel left in it (``replay``: match, close, mismatch). Returns
    (the first launch's spec, its host values), or (spec, None) when it cannot be replayed."""
    worst, verdict, first = 0.0, "match", None
    for index in range(len(captured.launches(spec))):
        try:
            launch_spec = captured.launch_spec(spec, index)
            host = captured.host_args(launch_spec, kernel, index, store)
            expected = captured.expected_before_after(spec, index, store)
        except (captured.NotReplayable, runtime.Unsupported) as error:
            skip(record, "run_cpu", f"not run: the captured launch {index} cannot be replayed: {error}", "note")
            skip(record, "gradcheck", "not checked: the kernel was not run", "note")
            record["gradcheck_reason"] = record["gradcheck_reason"] or f"not run: {error}"
            return spec, None
        args = runtime.to_warp(host, kernel)
        runtime.launch(kernel, launch_spec, args, block_dim)
        wp.synchronize_device("cpu")
        for path, want in expected.items():
            got = captured.value_at(args, [h.spec.name for h in host], path)
            same, error = captured.compare(got, want, REPLAY_RTOL, REPLAY_ATOL)
            worst = max(worst, error)
            if same == "mismatch" or (same == "close" and verdict == "match"):
                verdict = same
            if same == "mismatch":
                fail(
                    record,
                    "replay",
                    f"captured launch {index}: {path} differs from what the package's kernel wrote "
                    f"(max relative error {error:.3g})",
                    judgement(record),
                )
        if first is None:
            first = (launch_spec, host)
    record["replay"] = verdict
    record["replay_max_error"] = worst
    note(record, "replay", f"{len(captured.launches(spec))} captured launch(es) replayed: {verdict}")
    return first


def judgement(record: dict) -> str:
    """Who is likely at fault for a replay mismatch: a registered Warp bug that breaks the CPU forward pass when
    the row's code shows it (``known_issues``: its detector's pattern is in the generated code; not confirmed by
    a rewrite), else the step's default ('' : records.JUDGEMENT)."""
    ids = bugs.explaining(record["known_issues"], "cpu", "forward")
    if not ids:
        return ""
    return (
        f"known Warp bug (likely): {', '.join(ids)}, registered in harness/validate/bugs, whose pattern its detector "
        "finds in the row's generated code (the row lists it in known_issues; no rewrite confirms it)"
    )
