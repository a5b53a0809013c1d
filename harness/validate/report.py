"""The validation run's summary (counts by step, gradient check and known issue), its one-paragraph
print-out, and the findings report (``OUT/findings.md`` and ``.json``)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from harness.validate.records import STEPS, write_json_atomic


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
    # Not what this run took (its time, how many cases it validated rather than resumed): the file says
    # what the records say, byte for byte the same whether a run was interrupted and resumed or not.
    run_only = ("unreadable", "seconds", "cpu_seconds", "validated_now")
    write_json_atomic(out / "findings.json", {k: v for k, v in summary.items() if k not in run_only})
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
