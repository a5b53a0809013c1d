"""The hunt (``make hunt``): run checks over generated kernels, reduce every failure, group the reduced
kernels by signature and write ``OUT/hunt.md`` (and ``hunt.json``): one section per signature with
its smallest reproducer, how many kernels hit it and in which families, and the registered bugs
(harness/bugs) whose detectors name it. ``--sweep`` adds the builtin sweep (harness.hunt.sweep)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from harness.hunt import checks, reduce, signatures


def hunt(
    families: list[str],
    per_family: int,
    check_names: list[str],
    out: Path,
    size: str = "medium",
    first_seed: int = 0,
    budget_s: float = 120.0,
    sweep: bool = False,
    log=print,
) -> dict:
    import kernels

    out.mkdir(parents=True, exist_ok=True)
    reduced_dir = out / "reduced"
    groups: dict[str, dict] = {}
    ran = failed = invalid = 0
    started = time.monotonic()
    specs = []
    for family in families:
        for seed in range(first_seed, first_seed + per_family):
            specs.append(kernels.generate(family, seed, size))
    if sweep:
        from harness.hunt import sweep as probes

        specs += [probes.spec(p) for p in probes.PROBES]
    for spec in specs:
        for check in check_names:
            ran += 1
            try:
                failure = checks.run_check(check, spec)
            except checks.Invalid as error:
                invalid += 1
                log(f"{spec.case_id} {check}: not judged ({str(error)[:120]})")
                continue
            except Exception as error:  # a harness problem on one kernel must not stop the hunt
                invalid += 1
                log(f"{spec.case_id} {check}: error {type(error).__name__}: {str(error)[:120]}")
                continue
            if failure is None:
                continue
            failed += 1
            log(f"{spec.case_id} {check}: FAIL {failure.detail}; reducing")
            try:
                result = reduce.reduce(spec, check, budget_s)
            except Exception as error:
                log(f"  reduction failed: {type(error).__name__}: {error}")
                continue
            path = reduce.write(result, reduced_dir, f"{spec.case_id}.{check}")
            group = groups.setdefault(
                result.signature, {"signature": result.signature, "cases": [], "families": set(), "smallest": None}
            )
            group["cases"].append(spec.case_id)
            group["families"].add(spec.family)
            lines = result.body_lines
            if group["smallest"] is None or lines < group["smallest"]["lines"]:
                group["smallest"] = {
                    "case": spec.case_id,
                    "lines": lines,
                    "source": result.spec.source,
                    "detail": result.failure.detail,
                    "path": str(path.relative_to(out)),
                    "known": signatures.known(result.spec),
                }
            log(f"  {result.signature} ({lines} body lines, {result.seconds:.0f} s)")
    summary = {
        "kernels": len(specs),
        "checks": check_names,
        "runs": ran,
        "failures": failed,
        "not_judged": invalid,
        "seconds": round(time.monotonic() - started, 1),
        "signatures": [
            {**g, "families": sorted(g["families"]), "count": len(g["cases"])}
            for g in sorted(groups.values(), key=lambda g: -len(g["cases"]))
        ],
    }
    (out / "hunt.json").write_text(json.dumps(summary, indent=2) + "\n")
    (out / "hunt.md").write_text(report(summary))
    return summary


def report(summary: dict) -> str:
    lines = [
        "# Hunt",
        "",
        f"{summary['kernels']} kernels, checks {', '.join(summary['checks'])}: {summary['runs']} runs, "
        f"{summary['failures']} failures, {summary['not_judged']} not judged (invalid for the check), "
        f"{len(summary['signatures'])} distinct signatures, {summary['seconds']:.0f} s.",
        "",
    ]
    for g in summary["signatures"]:
        s = g["smallest"]
        limited = signatures.limitation(g["signature"])
        known = (
            ", ".join(s["known"])
            if s["known"]
            else (f"documented Warp limitation ({limited})" if limited else "not in the registry")
        )
        lines += [
            f"## {g['signature']}",
            "",
            f"- kernels: {g['count']} ({', '.join(g['cases'][:12])}{', ...' if g['count'] > 12 else ''})",
            f"- families: {', '.join(g['families'])}",
            f"- registry: {known}",
            f"- smallest: {s['case']}, {s['lines']} body lines ({s['path']}): {s['detail']}",
            "",
            "```python",
            s["source"].rstrip(),
            "```",
            "",
        ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    from kernels import FAMILIES

    parser = argparse.ArgumentParser(prog="python -m harness.hunt", description=__doc__.splitlines()[0])
    parser.add_argument("--per-family", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--families", default="", help="comma or space separated; default all")
    parser.add_argument("--kernel-size", default="medium")
    parser.add_argument("--checks", default="gradcheck,cubin")
    parser.add_argument("--budget", type=float, default=120.0, help="seconds per reduction")
    parser.add_argument("--sweep", action="store_true", help="also the builtin sweep's tiny kernels")
    parser.add_argument("--out", default="data/hunt")
    args = parser.parse_args(argv)
    families = [f for f in args.families.replace(",", " ").split() if f] or list(FAMILIES)
    names = [c for c in args.checks.replace(",", " ").split() if c]
    for name in names:
        if name not in checks.CHECKS:
            parser.error(f"unknown check {name!r}; valid: {', '.join(checks.CHECKS)}")
    summary = hunt(
        families,
        args.per_family,
        names,
        Path(args.out),
        args.kernel_size,
        args.first_seed,
        args.budget,
        args.sweep,
        log=lambda m: print(m, flush=True),
    )
    print(
        f"{summary['failures']} failures in {summary['runs']} runs, {len(summary['signatures'])} signatures: "
        f"{Path(args.out) / 'hunt.md'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
