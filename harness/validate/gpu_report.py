"""The CUDA campaign's report (``make test-cuda``, harness/campaign.py; ``python -m harness.validate.gpu``):
the classes of failed checks, the checks and their tolerances (harness/validate/gpu.py applies them), and
the markdown of a run's records. Warp is imported only where the device must be asked for."""

from __future__ import annotations

CLASSES = ("build", "crash", "mismatch", "known Warp bug", "unstable", "not comparable")
CHECKS = ("source", "outputs", "gradients", "atomics")
OUTPUT_TOL = 1e-4
GRAD_TOL = 1e-3
CONDITIONING = 100.0


def render_report(records: list[dict], meta: dict) -> str:
    """Markdown: how the run was made, failures by class, each check's counts, every failure."""
    # Warp's import (~1 s) only here: harness/campaign.py imports this module at its top and loads Warp where it runs kernels
    from harness import warp_api

    lines = ["# CUDA campaign report", ""]
    device = meta.get("device")
    if device is None:
        device = "none"
        if warp_api.cuda_available():
            import warp as wp

            device = ", ".join(f"{d.alias} ({d.name}, sm_{d.arch})" for d in wp.get_cuda_devices())
    lines += [f"- Warp {warp_api.warp_version()}; CUDA devices: {device}", f"- cases: {meta.get('cases', '')}"]
    for key in ("command", "commit", "wall time", "jobs"):
        if meta.get(key):
            lines.append(f"- {key}: {meta[key]}")
    cases = {r["case"] for r in records}
    lines += [f"- {len(cases)} cases, {len(records)} checks", ""]
    failed = [r for r in records if r["status"] == "failed"]
    for r in failed:
        r.setdefault("class", r.get("kind") if r.get("kind") in CLASSES else "crash")
    lines += ["## Failures by class", "", "| class | failed checks | cases |", "|---|---|---|"]
    for cls in CLASSES:
        rows = [r for r in failed if r["class"] == cls]
        lines.append(f"| {cls} | {len(rows)} | {len({r['case'] for r in rows})} |")
    lines += [f"| total | {len(failed)} | {len({r['case'] for r in failed})} |", ""]
    lines += [
        "## Checks",
        "",
        "| check | run | passed | failed | skipped | max error | ill-conditioned elements explained |",
        "|---|---|---|---|---|---|---|",
    ]
    for test in [*CHECKS, "generate"]:
        rows = [r for r in records if r["test"] == test]
        if not rows:
            continue
        count = {s: sum(r["status"] == s for r in rows) for s in ("passed", "failed", "skipped")}
        worst = max((r.get("max_error") or 0.0) for r in rows)
        explained = sum(r.get("explained") or 0 for r in rows)
        lines.append(
            f"| {test} | {len(rows)} | {count['passed']} | {count['failed']} | {count['skipped']} | {worst:.3g} | {explained} |"
        )
    lines += [
        "",
        f"Tolerances: outputs {OUTPUT_TOL:g}, gradients {GRAD_TOL:g} relative to max(1, |cpu|), plus "
        f"{CONDITIONING:g} x the CPU result's one-ulp input spread (harness/validate/gpu.py).",
        "",
    ]
    skipped = [r for r in records if r["status"] == "skipped"]
    reasons = sorted({r.get("message", "") for r in skipped})
    if skipped:
        lines += ["## Skipped", ""] + [f"- {sum(r.get('message') == m for r in skipped)} checks: {m}" for m in reasons]
        lines.append("")
    if failed:
        lines += ["## Failures", ""]
        for cls in CLASSES:
            rows = sorted((r for r in failed if r["class"] == cls), key=lambda r: (r["case"], r["test"]))
            if not rows:
                continue
            lines += [f"### {cls} ({len(rows)})", ""]
            for r in rows:
                notes = []
                if r.get("explained_by"):
                    notes.append(f"explained by {', '.join(r['explained_by'])}")
                elif r.get("known_issues"):
                    notes.append(f"known issues: {', '.join(r['known_issues'])}")
                if r.get("stable") is not None and r["test"] in ("outputs", "gradients", "atomics"):
                    notes.append("stable" if r["stable"] else "unstable in float32")
                note = f" ({'; '.join(notes)})" if notes else ""
                message = (r.get("message") or r.get("detail") or "").replace("\n", " ")
                lines.append(f"- `{r['case']}` {r['test']}: {message[:900]}{note}")
            lines.append("")
    not_compared = [(r, s) for r in records if isinstance(r.get("skipped"), list) for s in r["skipped"]]
    if not_compared:
        lines += ["## Not compared", ""] + [f"- `{r['case']}` {r['test']}: {s}" for r, s in not_compared] + [""]
    return "\n".join(lines)
