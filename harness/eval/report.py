"""The report: functional pass rates (headline, per step, target, family, split, generated vs
real rows: harvested ones, with an ``origin``, are real), pass@k, the exact and normalised
matches, failures by class, and what the predictions file got wrong.

A *unit* is one (row, target) asked: every row of the split(s) asked, for every target the
predictions name. A missing or failed prediction counts 0. A unit's score is pass@1 = c / n over
its n samples (c passed); pass@k uses the unbiased estimator 1 - C(n-c, k) / C(n, k) (a unit with
fewer than k samples counts 1 if any passed). Rows whose own code (Warp's) is not reproducible
here are left out of the CPU rates and counted. The same inputs give the same bytes: no clock,
no absolute path, rows and keys in a fixed order.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from math import comb
from pathlib import Path

from harness import outdir
from harness.eval.contract import TARGETS
from harness.eval.runner import STEPS
from harness.eval.splice import device_of
from harness.generate.canonical import normalised

PASS_AT = (1, 5, 10, 20, 50, 100)
EXAMPLES = 20  # problems and failures listed by name in the markdown


def steps_of(target: str) -> tuple[str, ...]:
    return STEPS if target.endswith("backward") else STEPS[:-1]


def passed(record: dict | None, target: str) -> bool:
    """Every step of the target held, or was skipped with a reason (CUDA's run without a GPU)."""
    if record is None:
        return False
    skipped = record.get("skipped", {})
    return all(record.get(s) is True or s in skipped for s in steps_of(target))


def pass_at_k(n: int, c: int, k: int) -> float:
    if n < k:
        return 1.0 if c else 0.0
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def _rate(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 6) if values else None


def summarise(rows, targets, predictions, results, references, problems, meta: dict) -> dict:
    samples = defaultdict(list)  # (id, target) -> [(k, prediction)]
    for p in predictions:
        samples[(p.id, p.target)].append(p)
    excluded = {i: r["why"] for i, r in sorted(references.items()) if r.get("reproducible", True) is False}
    excluded_cuda = {i: r["cuda_unbuilt"] for i, r in sorted(references.items()) if r.get("cuda_unbuilt")}
    units = []  # (row, target, [records], [predictions])
    for row in rows:
        for t in targets:
            preds = sorted(samples.get((row.id, t), []), key=lambda p: p.k)
            units.append((row, t, [results.get((p.id, p.target, p.k)) for p in preds], preds))

    def counted(row, t) -> bool:
        return row.id not in (excluded if device_of(t) == "cpu" else excluded_cuda)

    def unit_score(row, t, records, k=1) -> float:
        return pass_at_k(len(records), sum(passed(r, t) for r in records), k) if records else 0.0

    def runs_here(row, t, records) -> bool:
        """A CPU unit, or a CUDA unit that was run (never yet: CUDA units are built, not run)."""
        return counted(row, t) and (device_of(t) == "cpu" or any(r is not None and r.get("ran") for r in records))

    def group(key) -> dict:
        scores = defaultdict(list)
        for row, t, records, _ in units:
            if runs_here(row, t, records):
                scores[key(row, t)].append(unit_score(row, t, records))
        return {g: {"units": len(v), "pass_rate": _rate(v)} for g, v in sorted(scores.items())}

    per_target = {}
    for t in targets:
        mine = [u for u in units if u[1] == t and counted(u[0], t)]
        steps = {}
        for s in steps_of(t):
            values = []
            for _, _, records, _ in mine:
                ok = [r is not None and r.get(s) is True for r in records]
                values.append(sum(ok) / len(ok) if ok else 0.0)
            every_skipped = all(r is not None and s in r.get("skipped", {}) for _, _, rs, _ in mine for r in rs)
            steps[s] = "skipped" if mine and every_skipped and any(rs for _, _, rs, _ in mine) else _rate(values)
        exact, norm = [], []
        for row, _, _, preds in mine:
            want = row.code[t]
            exact.append(sum(p.code == want for p in preds) / len(preds) if preds else 0.0)
            norm.append(sum(normalised(p.code) == normalised(want) for p in preds) / len(preds) if preds else 0.0)
        skipped = sorted({why for _, _, records, _ in mine for r in records if r for why in r["skipped"].values()})
        per_target[t] = {
            "units": len(mine),
            "missing": sum(1 for _, _, records, _ in mine if not records),
            "pass_rate": _rate([unit_score(*u[:3]) for u in mine]),
            "steps": steps,
            "exact_match": _rate(exact),
            "normalised_match": _rate(norm),
            "skipped": skipped,
        }
    functional = [u for u in units if runs_here(*u[:3])]
    built = [u for u in units if device_of(u[1]) == "cuda" and counted(u[0], u[1]) and not runs_here(*u[:3])]
    cpu_targets = [t for t in targets if device_of(t) == "cpu"]
    scored_rows = {u[0].id for u in units if counted(u[0], u[1])}
    none = {"units": 0, "pass_rate": None}
    most = max((len(u[2]) for u in units), default=0)
    failures = Counter()
    examples = {}
    for _row, _t, records, preds in units:
        for r, p in zip(records, preds, strict=True):
            if r is not None and r.get("failed"):
                key = f"{r['failed']}: {r['kind']}"
                failures[key] += 1
                examples.setdefault(
                    key, f"{p.id} {p.target} k={p.k}: {r['message'].splitlines()[0] if r['message'] else ''}"
                )
    return {
        **meta,
        "rows": len(rows),
        "targets": list(targets),
        "headline": {
            "pass_rate": _rate([unit_score(*u[:3]) for u in functional]),
            "units": len(functional),
            "targets": sorted({u[1] for u in functional}, key=TARGETS.index) or cpu_targets,
            "what": "functional pass rate over (row, target) units whose code runs here (CPU targets): built, "
            "ran on every input set and computed Warp's outputs (and, for backward targets, its adjoints)",
        },
        "cuda_built": {
            "pass_rate": _rate([_built_score(records) for _, _, records, _ in built]),
            "units": len(built),
            "targets": sorted({u[1] for u in built}, key=TARGETS.index),
            "what": "CUDA (row, target) units built to CUBIN (spliced, then NVRTC and ptxas); not run: no rate "
            "of running CUDA code is measured",
        },
        "rows_scored": {"count": len(scored_rows), "of": len(rows)},
        "excluded_rows": {"count": len(excluded), "rows": excluded},
        "excluded_cuda_rows": {"count": len(excluded_cuda), "rows": excluded_cuda},
        "per_target": per_target,
        "per_family": group(lambda row, t: row.family),
        "per_split": group(lambda row, t: row.split),
        "per_kind": {"generated": none, "real": none} | group(lambda row, t: row.kind),
        "pass_at_k": {str(k): _rate([unit_score(*u[:3], k=k) for u in functional]) for k in PASS_AT if k <= most}
        if most > 1
        else {},
        "failures": {k: {"count": failures[k], "example": examples[k]} for k in sorted(failures)},
        "problems": {"count": len(problems), "lines": problems},
    }


def _built_score(records) -> float:
    """pass@1 of a CUDA unit that is only built: the share of its samples spliced and built."""
    if not records:
        return 0.0
    return sum(r is not None and r.get("spliced") is True and r.get("built") is True for r in records) / len(records)


def _pct(value) -> str:
    if isinstance(value, str):
        return value
    return "n/a" if value is None else f"{100 * value:.1f}%"


def markdown(summary: dict) -> str:
    h, c = summary["headline"], summary["cuda_built"]
    lines = [
        "# Eval report",
        "",
        f"Predictions `{summary['predictions']}` on `{summary['dataset']}`, split {', '.join(summary['split'])}: "
        f"{summary['rows']} rows, targets {', '.join(summary['targets'])}, {summary['input_sets']} input sets per row.",
        "",
        f"**Functional pass rate: {_pct(h['pass_rate'])}** over {h['units']} units of "
        f"{', '.join(h['targets']) or 'no target'} ({h['what']}).",
        "",
        f"CUDA units built: {_pct(c['pass_rate'])} of {c['units']} units of {', '.join(c['targets']) or 'no target'}"
        f" ({c['what']}).",
        "",
        f"Rows scored: {summary['rows_scored']['count']} of {summary['rows_scored']['of']}. Rows left out of the CPU"
        f" rates (Warp's own code not reproducible or not runnable here): {summary['excluded_rows']['count']}; of the"
        f" CUDA rates (Warp's own CUDA code does not build here): {summary['excluded_cuda_rows']['count']}.",
        "",
        "## Per target",
        "",
        "| target | units | missing | pass | " + " | ".join(STEPS) + " | exact | normalised |",
        "|---|---|---|---|" + "---|" * len(STEPS) + "---|---|",
    ]
    for t, v in summary["per_target"].items():
        steps = [_pct(v["steps"].get(s)) if s in v["steps"] else "" for s in STEPS]
        lines.append(
            f"| {t} | {v['units']} | {v['missing']} | {_pct(v['pass_rate'])} | "
            + " | ".join(steps)
            + f" | {_pct(v['exact_match'])} | {_pct(v['normalised_match'])} |"
        )
    skipped = sorted({(t, why) for t, v in summary["per_target"].items() for why in v["skipped"]})
    if skipped:
        lines += ["", "Steps counted as passed without running (skipped):"]
        lines += [f"- {t}: {why}" for t, why in skipped]
    sections = (("Per family", "per_family"), ("Per split", "per_split"), ("Generated vs real rows", "per_kind"))
    for title, key in sections:
        lines += ["", f"## {title}", "", "| | units | pass |", "|---|---|---|"]
        lines += [f"| {g} | {v['units']} | {_pct(v['pass_rate'])} |" for g, v in summary[key].items()]
    if summary["pass_at_k"]:
        lines += ["", "## pass@k", "", "| k | pass@k |", "|---|---|"]
        lines += [f"| {k} | {_pct(v)} |" for k, v in summary["pass_at_k"].items()]
    if summary["failures"]:
        lines += ["", "## Failures by step and class", "", "| step: class | predictions | example |", "|---|---|---|"]
        for k, v in summary["failures"].items():
            lines.append(f"| {k} | {v['count']} | {v['example'].replace('|', '/')[:200]} |")
    for key, title in (("excluded_rows", "Rows left out"), ("excluded_cuda_rows", "Rows left out of the CUDA rates")):
        items = list(summary[key]["rows"].items())
        if items:
            lines += ["", f"## {title}", ""]
            lines += [f"- {i}: {why.splitlines()[0][:200]}" for i, why in items[:EXAMPLES]]
            if len(items) > EXAMPLES:
                lines.append(f"- ... and {len(items) - EXAMPLES} more (report.json)")
    if summary["problems"]["count"]:
        lines += ["", f"## Predictions file: {summary['problems']['count']} lines not scored", ""]
        lines += [f"- {p}" for p in summary["problems"]["lines"][:EXAMPLES]]
        if summary["problems"]["count"] > EXAMPLES:
            lines.append(f"- ... and {summary['problems']['count'] - EXAMPLES} more (report.json)")
    return "\n".join(lines) + "\n"


def result_lines(predictions, results, rows) -> bytes:
    """One JSON line per prediction scored, in (id, target, k) order."""
    want = {r.id: r.code for r in rows}
    out = []
    for p in sorted(predictions, key=lambda p: (p.id, TARGETS.index(p.target), p.k)):
        r = results.get((p.id, p.target, p.k))
        if r is None:
            continue
        column = want[p.id][p.target]
        line = {"id": p.id, "target": p.target, "k": p.k, "passed": passed(r, p.target), **r}
        line["exact_match"] = p.code == column
        line["normalised_match"] = normalised(p.code) == normalised(column)
        out.append(json.dumps(line, sort_keys=True))
    return ("\n".join(out) + "\n" if out else "").encode()


def write(out: Path, summary: dict, results_jsonl: bytes) -> None:
    """OUT/report.md, OUT/report.json and OUT/results.jsonl, each written whole or not at all."""
    out = Path(out)
    outdir.write_atomic(out / "results.jsonl", results_jsonl)
    outdir.write_atomic(out / "report.json", (json.dumps(summary, indent=2, sort_keys=True) + "\n").encode())
    outdir.write_atomic(out / "report.md", markdown(summary).encode())
