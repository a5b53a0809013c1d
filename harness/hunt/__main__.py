"""The hunt (``make hunt``): run checks over generated kernels, reduce every failure, group the reduced
kernels by signature and write ``OUT/hunt.md`` (and ``hunt.json``): one section per signature with
its smallest reproducer, how many kernels hit it and in which families, and the registered bugs
(harness/validate/bugs) whose detectors name it. ``--sweep`` adds the builtin sweep (harness.hunt.sweep)."""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import kernels
from harness import outdir, procs, sandbox
from harness.hunt import checks, signatures, sweep, tasks
from harness.hunt import oracles as oracles_module
from harness.hunt.reduce import REDUCTION_TIMEOUT_S
from harness.hunt.worker import PREFIX
from harness.jobs import job_count
from kernels import FAMILIES

CHECK_TIMEOUT = 300.0  # seconds one check may take before its process counts as hung (checks take seconds)
MAX_TESTS = 400  # candidates a reduction checks at most: about 1-3 min of one worker
KERNELS_PER_WORKER = 25
DEFAULT_CHECKS = "gradcheck,float64,cubin,codegen,reference"


def worker_pool(foreign: sandbox.Policy | None = None) -> procs.Pool:
    """Check workers kept between kernels (start-up, about 5 s, is paid once per process); each
    retires after ``KERNELS_PER_WORKER`` kernels, which bounds what a long hunt's processes hold.
    ``foreign``: the kernels are not the harness's own (a harvest's): the workers run in sandboxes."""
    return procs.Pool(tasks.WORKER, PREFIX, KERNELS_PER_WORKER, sandbox=foreign)


def run_checks(spec, check_names: list[str], timeout: float, pool: procs.Pool) -> dict[str, dict]:
    """Each check's result on ``spec``, run in worker processes: a check that crashes or hangs its
    process is recorded as such and the remaining checks go on in a fresh one."""
    task = {"mode": "checks", "spec": spec.to_json(), "source": spec.source}
    done = procs.run_steps(pool, lambda todo: {**task, "checks": todo}, check_names, timeout, lambda r: r["check"])
    return dict(done)


def run_reduce(spec, check: str, max_tests: int, foreign: sandbox.Policy | None = None) -> dict:
    # Each candidate may take up to a check's time; a reduction that runs longer than
    # REDUCTION_TIMEOUT_S is killed and listed under "Did not finish".
    task = {"mode": "reduce", "spec": spec.to_json(), "source": spec.source, "check": check, "max_tests": max_tests}
    return tasks.ask(task, REDUCTION_TIMEOUT_S, foreign)


def check_one(spec, check_names: list[str], timeout: float, pool: procs.Pool, log, scheduled=None) -> dict:
    """Every check on one kernel (a sweep probe: those that judge it); with ``scheduled``, only those of
    them (the others are recorded skipped: not run, not counted)."""

    judging = sweep.checks_for(spec, check_names if scheduled is None else scheduled)
    results = run_checks(spec, judging, timeout, pool) if judging else {}
    for check in check_names:
        if check not in judging:
            results[check] = {"check": check, "status": "skipped"}
            continue
        record = results[check]
        if record["status"] == "fail":
            log(f"{spec.case_id} {check}: FAIL {record['detail']}")
        elif record["status"] in ("error", "timeout", "crash"):
            log(f"{spec.case_id} {check}: {record['status']}: {record['why'][:160]}")
        elif record["status"] == "known":
            log(f"{spec.case_id} {check}: {record['why']}")
    return results


def reduce_one(spec, check: str, max_tests: int, log, foreign: sandbox.Policy | None = None) -> dict:
    reduced = run_reduce(spec, check, max_tests, foreign)
    if reduced["status"] == "reduced":
        log(f"  {spec.case_id} {check}: {reduced['signature']} ({reduced['lines']} body lines)")
    else:
        log(f"  {spec.case_id} {check}: reduction {reduced['status']}: {reduced['why']}")
    return reduced


def to_reduce(specs: list, results: list[dict], check_names: list[str], per_key: int) -> list[tuple[int, str]]:
    """The failures to reduce, in kernel order: the first ``per_key`` of each (family, check, failure
    key: the failing inputs, Warp's message); each later one is marked as the same failure as the
    first (``{"status": "same", "as": case}``) and counted with its signature, not reduced again."""
    first: dict[tuple, list[str]] = {}
    chosen = []
    for k, spec in enumerate(specs):
        for check in check_names:
            record = results[k][check]
            if record["status"] != "fail":
                continue
            # Each sweep probe is its own family: probes share input names (a, b, out) and nothing else.
            family = spec.case_id if _family(spec) == "sweep" else _family(spec)
            key = (family, check, tuple(record.get("key", ())))
            seen = first.setdefault(key, [])
            if per_key and len(seen) >= per_key:
                record["reduced"] = {"status": "same", "as": seen[0], "why": f"the same failure as {seen[0]}"}
                continue
            seen.append(spec.case_id)
            chosen.append((k, check))
    return chosen


ORACLE_PLANS = ("rotate", "all", "none")


def schedule(specs: list, check_names: list[str], oracles: str) -> tuple[list[str], list[list[str]]]:
    """(every check the hunt reports, the checks each kernel runs). ``oracles``: ``rotate`` adds one
    equivalence or option oracle to each kernel's checks, in turn (kernel k gets the k-th, modulo
    their number), so a hunt runs them all for about one oracle's cost per kernel; ``all`` runs each
    on every kernel (each builds two to four modules: hours on the default hunt); ``none``, none.
    Oracles named in ``check_names`` run on every kernel whatever the plan."""
    extra = [o for o in oracles_module.ORACLES if o not in check_names] if oracles != "none" else []
    names = [*check_names, *extra]
    if oracles == "rotate" and extra:
        return names, [[*check_names, extra[k % len(extra)]] for k in range(len(specs))]
    return names, [names for _ in specs]


REAL_CODE_CHECKS = "codegen,hashseed,cubin"  # the checks that need no inputs: what a harvested kernel can take


def specs_from(root: Path) -> list:
    """The standalone cases under ``root`` (a ``make harvest`` or ``make dataset`` output folder, or its
    ``cases/``), in case-id order; a case whose source cannot stand alone is left out."""
    from harness.generate.golden import read_case

    root = root / "cases" if (root / "cases").is_dir() else root
    found = [read_case(path) for path in sorted(root.glob("*/*.json"))]
    return [case.spec for case in found if case.meta.get("standalone", True)]


def specs_for(families: list[str], per_family: int, size: str, first_seed: int, with_sweep: bool) -> list:
    specs = [
        kernels.generate(family, seed, size)
        for family in families
        for seed in range(first_seed, first_seed + per_family)
    ]
    if with_sweep:
        specs += [sweep.spec(p) for p in sweep.PROBES]
    return specs


def hunt(
    families: list[str],
    per_family: int,
    check_names: list[str],
    out: Path,
    size: str = "medium",
    first_seed: int = 0,
    max_tests: int = MAX_TESTS,
    sweep: bool = True,
    jobs: int = 1,
    timeout: float = CHECK_TIMEOUT,
    per_key: int = 1,
    log=print,
    oracles: str = "none",
    cases_root: Path | None = None,
) -> dict:
    """Run the hunt into ``out`` (holding its lock) and write hunt.json, hunt.md and the reduced
    reproducers, each atomically. The report is ordered by signature and case, not by the order in
    which the parallel workers finish."""
    out = outdir.prepare(out)
    with outdir.locked(out, command="make hunt", log=log):
        outdir.clear_stale(out, depth=1)
        return _hunt(
            families, per_family, check_names, out, size, first_seed, max_tests, sweep, jobs, timeout, per_key, log,
            oracles, cases_root,
        )  # fmt: skip


def _hunt(
    families, per_family, check_names, out, size, first_seed, max_tests, sweep, jobs, timeout, per_key, log, oracles,
    cases_root=None,
) -> dict:  # fmt: skip
    started = time.monotonic()
    if cases_root is None:
        specs = specs_for(families, per_family, size, first_seed, sweep)
    else:
        specs = specs_from(Path(cases_root))
        log(f"{len(specs)} standalone cases from {cases_root}")
    check_names, plan = schedule(specs, check_names, oracles)
    lock = threading.Lock()

    def say(message: str) -> None:
        with lock:
            log(message)

    results: list[dict | None] = [None] * len(specs)
    foreign = sandbox.Policy() if cases_root is not None else None  # real code: sandboxed
    workers = worker_pool(foreign)
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        try:
            futures = {
                pool.submit(check_one, spec, check_names, timeout, workers, say, plan[k]): k
                for k, spec in enumerate(specs)
            }
            for done, future in enumerate(as_completed(futures), 1):
                results[futures[future]] = future.result()
                if done % 20 == 0 or done == len(specs):
                    say(f"[{done}/{len(specs)} kernels checked, {time.monotonic() - started:.0f} s]")
        finally:
            workers.close()
        chosen = to_reduce(specs, results, check_names, per_key)
        futures = {pool.submit(reduce_one, specs[k], check, max_tests, say, foreign): (k, check) for k, check in chosen}
        for done, future in enumerate(as_completed(futures), 1):
            k, check = futures[future]
            results[k][check]["reduced"] = future.result()
            if done % 10 == 0 or done == len(chosen):
                say(f"[{done}/{len(chosen)} failures reduced, {time.monotonic() - started:.0f} s]")
    summary = summarise(specs, results, check_names, out)
    summary["foreign"] = foreign is not None  # name_or_explain (and --render) sandbox them
    name_or_explain(summary)
    summary["seconds"] = round(time.monotonic() - started, 1)
    summary["jobs"] = jobs
    summary["oracles"] = oracles
    outdir.write_atomic(out / "hunt.json", (json.dumps(summary, indent=2) + "\n").encode())
    outdir.write_atomic(out / "hunt.md", report(summary).encode())
    return summary


def _family(spec) -> str:
    return "sweep" if spec.case_id.startswith("sweep-") else spec.family


def summarise(specs: list, results: list[dict], check_names: list[str], out: Path) -> dict:
    """Group the reduced failures by signature (in kernel order, then check order), write each
    reduced reproducer and remove those a previous hunt left that this one did not write."""
    reduced_dir = out / "reduced"
    groups: dict[str, dict] = {}
    unfinished: list[dict] = []
    counts = {"pass": 0, "fail": 0, "invalid": 0, "error": 0, "timeout": 0, "crash": 0, "skipped": 0, "known": 0}
    per_check = {check: {"runs": 0, "judged": 0, "failures": 0} for check in check_names}
    not_run: list[dict] = []  # a registered bug makes the check's launch never return
    written: set[str] = set()
    reductions: list[dict] = []
    same: list[tuple] = []
    signature_of: dict[tuple[str, str], str] = {}
    for spec, per_check_of_kernel in zip(specs, results, strict=True):
        for check in check_names:
            record = per_check_of_kernel[check]
            counts[record["status"]] += 1
            if record["status"] != "skipped":
                per_check[check]["runs"] += 1
                per_check[check]["judged"] += record["status"] != "invalid"
                per_check[check]["failures"] += record["status"] == "fail"
            if record["status"] in ("error", "timeout", "crash"):
                unfinished.append(
                    {"case": spec.case_id, "check": check, "status": record["status"], "why": record["why"]}
                )
            if record["status"] == "known":
                not_run.append({"case": spec.case_id, "check": check, "bugs": record["bugs"], "why": record["why"]})
            if record["status"] != "fail":
                continue
            reduced = record["reduced"]
            if reduced["status"] == "same":
                same.append((spec, check, reduced["as"]))
                continue
            if reduced["status"] != "reduced":
                unfinished.append(
                    {
                        "case": spec.case_id,
                        "check": check,
                        "status": f"reduction {reduced['status']}",
                        "why": reduced["why"],
                    }
                )
                continue
            name = f"{spec.case_id}.{check}.reduced.py"
            outdir.write_atomic(reduced_dir / name, reduced["script"].encode())
            written.add(name)
            reductions.append(
                {
                    "case": spec.case_id,
                    "check": check,
                    "signature": reduced["signature"],
                    "lines": reduced["lines"],
                    "tests": reduced["tests"],
                    "known": reduced["known"],
                    "path": f"reduced/{name}",
                }
            )
            group = groups.setdefault(
                reduced["signature"],
                {"signature": reduced["signature"], "cases": [], "families": set(), "known": set(), "smallest": None},
            )
            group["cases"].append(spec.case_id)
            group["families"].add(_family(spec))
            signature_of[spec.case_id, check] = reduced["signature"]
            group["known"].update(reduced["known"])
            if group["smallest"] is None or reduced["lines"] < group["smallest"]["lines"]:
                group["smallest"] = {
                    "case": spec.case_id,
                    "lines": reduced["lines"],
                    "source": reduced["source"],
                    "spec": reduced.get("spec"),  # its inputs, launch and geometry: the naming runs it again
                    "detail": reduced["detail"],
                    "path": f"reduced/{name}",
                    "known": reduced["known"],
                }
    for spec, check, first in same:  # counted with the signature of the failure it repeats
        signature = signature_of.get((first, check))
        if signature is None:
            unfinished.append({"case": spec.case_id, "check": check, "status": "not reduced", "why": f"as {first}"})
            continue
        groups[signature].setdefault("unreduced", []).append(spec.case_id)
    if reduced_dir.is_dir():
        for stale in reduced_dir.glob("*.reduced.py"):
            if stale.name not in written:
                stale.unlink()
    return {
        "kernels": len(specs),
        "checks": check_names,
        "runs": sum(counts.values()) - counts["skipped"],
        "per_check": per_check,
        "failures": counts["fail"],
        "not_judged": counts["invalid"],
        "did_not_finish": counts["error"] + counts["timeout"] + counts["crash"],
        "signatures": [
            {
                **g,
                "families": sorted(g["families"]),
                "known": sorted(g["known"]),
                "count": len(g["cases"]) + len(g.get("unreduced", [])),
            }
            for g in sorted(
                groups.values(), key=lambda g: (-len(g["cases"]) - len(g.get("unreduced", [])), g["signature"])
            )
        ],
        "unfinished": unfinished,
        "not_run": not_run,
        "reductions": reductions,
    }


def _registry(group: dict) -> str:
    known = group.get("known") or group["smallest"]["known"]
    if known:
        return ", ".join(known)
    explained = group.get("explained") or signatures.explanation(group["signature"])
    return f"not a Warp bug: {explained}" if explained else "not in the registry"


def report(summary: dict) -> str:
    unfinished = summary.get("unfinished", [])
    lines = [
        "# Hunt",
        "",
        f"{summary['kernels']} kernels, checks {', '.join(summary['checks'])}: {summary['runs']} runs, "
        f"{summary['failures']} failures, {summary['not_judged']} not judged (invalid for the check), "
        f"{summary.get('did_not_finish', 0)} did not finish, {len(summary.get('not_run', []))} not run (a registered "
        f"Warp bug makes the launch never return), {len(summary['signatures'])} distinct signatures, "
        f"{summary['seconds']:.0f} s with {summary.get('jobs', 1)} worker processes.",
        "",
    ]
    if summary.get("oracles") == "rotate":
        lines += [
            "The equivalence and option oracles ran one per kernel, in turn (`--oracles rotate`, the default); "
            "the other checks on every kernel.",
            "",
        ]
    if summary.get("per_check"):
        lines += ["| check | runs | judged | failures |", "| --- | --- | --- | --- |"]
        lines += [f"| {c} | {n['runs']} | {n['judged']} | {n['failures']} |" for c, n in summary["per_check"].items()]
        lines.append("")
    if summary["signatures"]:
        lines += ["| signature | kernels | registry |", "| --- | --- | --- |"]
        lines += [f"| {g['signature']} | {g['count']} | {_registry(g)} |" for g in summary["signatures"]]
        lines.append("")
    for g in summary["signatures"]:
        s = g["smallest"]
        lines += [
            f"## {g['signature']}",
            "",
            f"- kernels: {g['count']} (reduced: {', '.join(g['cases'][:12])}{', ...' if len(g['cases']) > 12 else ''}"
            + (
                f"; the same failure, not reduced again: {', '.join(g['unreduced'][:12])}"
                f"{', ...' if len(g['unreduced']) > 12 else ''}"
                if g.get("unreduced")
                else ""
            )
            + ")",
            f"- families: {', '.join(g['families'])}",
            f"- registry: {_registry(g)}",
            f"- smallest: {s['case']}, {s['lines']} body lines ([{s['path']}]({s['path']})): {s['detail']}",
            "",
            "```python",
            s["source"].rstrip(),
            "```",
            "",
        ]
    if summary.get("not_run"):
        lines += [
            "## Not run: registered Warp bugs",
            "",
            "A check whose launch a registered bug makes never return:",
            "",
        ]
        lines += [f"- {n['case']} {n['check']}: {', '.join(n['bugs'])}" for n in summary["not_run"]]
        lines.append("")
    if unfinished:
        lines += ["## Did not finish", "", "A check or a reduction that crashed, hung or raised in the harness:", ""]
        lines += [f"- {u['case']} {u['check']}: {u['status']}: {u['why']}" for u in unfinished]
        lines.append("")
    return "\n".join(lines) + "\n"


def name_or_explain(summary: dict) -> None:
    """Each signature's registered bugs and, where none names it, why it is not a Warp bug
    (harness/hunt/naming.py), worked out on its smallest kernel in a worker process: sandboxed when
    the kernels are not the harness's own (a harvest's)."""
    foreign = sandbox.Policy() if summary.get("foreign") else None
    groups = summary["signatures"]
    answers = tasks.ask_all([{"mode": "name", "group": g} for g in groups], REDUCTION_TIMEOUT_S, foreign)
    for group, answer in zip(groups, answers, strict=True):
        if answer.get("status") == "named":
            group.update(known=answer["known"], explained=answer["explained"])
            group["smallest"]["known"] = answer["smallest_known"]
        else:
            group.setdefault("explained", "")
            group["naming_error"] = f"{answer.get('status')}: {answer.get('why', '')}"[:300]


def render(out: Path) -> int:
    """Write OUT/hunt.md again from OUT/hunt.json: the registry ids and the explanations as they are now."""
    with outdir.locked(outdir.prepare(out), command="make hunt --render"):
        summary = json.loads((out / "hunt.json").read_text())
        name_or_explain(summary)
        outdir.write_atomic(out / "hunt.json", (json.dumps(summary, indent=2) + "\n").encode())
        outdir.write_atomic(out / "hunt.md", report(summary).encode())
    print(out / "hunt.md")
    return 0


def main(argv: list[str] | None = None) -> int:

    parser = argparse.ArgumentParser(prog="python -m harness.hunt", description=__doc__.split(". ")[0] + ".")
    parser.add_argument("--per-family", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--families", default="", help="comma or space separated; default all")
    parser.add_argument("--kernel-size", default="medium")
    parser.add_argument(
        "--checks", default="", help=f"default {DEFAULT_CHECKS}; with --from, {REAL_CODE_CHECKS} (no inputs needed)"
    )
    parser.add_argument(
        "--from",
        dest="cases_root",
        default="",
        help="hunt over the cases of this make harvest (or make dataset) output folder instead of generated kernels",
    )
    parser.add_argument(
        "--oracles",
        choices=ORACLE_PLANS,
        default="rotate",
        help="the equivalence and option oracles: one per kernel in turn (rotate), every one on every kernel "
        "(all: hours), or none",
    )
    parser.add_argument(
        "--max-tests",
        type=int,
        default=MAX_TESTS,
        help="candidates checked per reduction at most (a count, not a time)",
    )
    parser.add_argument("--timeout", type=float, default=CHECK_TIMEOUT, help="seconds per check before it is killed")
    parser.add_argument(
        "--reduce-per-key",
        type=int,
        default=1,
        help="failures reduced per family, check and failure key (the inputs, the message); 0: all",
    )
    parser.add_argument("--jobs", default="auto", help="worker processes at a time (auto: one per core)")
    parser.add_argument("--no-sweep", dest="sweep", action="store_false", help="leave out the builtin sweep")
    parser.add_argument("--sweep", dest="sweep", action="store_true", help="(the default) the builtin sweep too")
    parser.add_argument("--out", default="data/hunt")
    parser.add_argument(
        "--render",
        action="store_true",
        help="only write OUT/hunt.md again from OUT/hunt.json (the registry as it is now)",
    )
    args = parser.parse_args(argv)

    def refuse(message: str) -> int:
        print(f"make hunt: {message}", file=sys.stderr)
        return 2

    if args.render:
        return outdir.cli(lambda: render(Path(args.out)), "make hunt")

    families = [f for f in args.families.replace(",", " ").split() if f] or list(FAMILIES)
    unknown = [f for f in families if f not in FAMILIES]
    if unknown:
        return refuse(f"unknown family {', '.join(unknown)}; valid: {', '.join(FAMILIES)}")
    checks_arg = args.checks or (REAL_CODE_CHECKS if args.cases_root else DEFAULT_CHECKS)
    names = [c for c in checks_arg.replace(",", " ").split() if c]
    if args.cases_root and not Path(args.cases_root).is_dir():
        return refuse(f"--from {args.cases_root}: no such folder (make harvest FROM=... OUT=<folder> makes one)")
    if args.cases_root and sandbox.unavailable():
        return refuse(sandbox.unavailable())
    bad = [c for c in names if c not in checks.CHECKS]
    if bad or not names:
        return refuse(f"unknown check {', '.join(bad) or repr(args.checks)}; valid: {', '.join(checks.CHECKS)}")
    try:
        jobs = job_count(args.jobs)
    except ValueError as error:
        return refuse(str(error))

    def run() -> int:
        summary = hunt(
            families,
            args.per_family,
            names,
            Path(args.out),
            args.kernel_size,
            args.first_seed,
            args.max_tests,
            args.sweep,
            jobs,
            args.timeout,
            args.reduce_per_key,
            log=lambda m: print(m, flush=True),
            oracles="none" if args.cases_root else args.oracles,  # the oracles run kernels: real ones have no inputs
            cases_root=Path(args.cases_root) if args.cases_root else None,
        )
        print(
            f"{summary['failures']} failures in {summary['runs']} runs, {len(summary['signatures'])} signatures, "
            f"{summary['did_not_finish']} did not finish, {summary['seconds']:.0f} s: {Path(args.out) / 'hunt.md'}"
        )
        return 0

    return outdir.cli(run, "make hunt")


if __name__ == "__main__":
    sys.exit(main())
