"""`make test-cuda`: the cuda checks of harness/validate/gpu.py as a campaign over many cases, on any GPU machine.

    python -m harness.campaign [--cases OUT] [--per-family N [--first-seed S] [--families F]]
                               [--jobs J] [--report data/cuda-report.md]

Cases: the committed goldens (default); ``--per-family``/``--first-seed`` generate cases on the
spot into a scratch folder (the snapshot test with ``--golden-root``, as ``make dataset`` does);
``--cases OUT`` takes an output folder of ``make dataset`` (OUT/cases/<family>/<case>.json, its
validation records in OUT/validation/<case>.json), or any folder laid out like snapshots/.

Isolation: checks run in worker processes kept between cases (``--jobs`` at a time, each retired
after ``CASES_PER_WORKER`` cases). A CUDA error (a launch failure, 719) leaves a process's CUDA
context unusable, so a worker exits after one and the case's remaining checks run in a fresh
process; a process that dies or hangs past ``--timeout`` fails the check it was running as a crash.
One case's crash fails that case only. Each case's records are appended to the JSON lines as it
finishes (a killed campaign keeps them); ``--deadline`` stops beginning new cases after that many
seconds, so a campaign on a machine lent for a fixed time still ends with its report.

Every failed check is put in one class:

- ``build``: Warp could not build or load the kernel (NVRTC/ptxas, the CPU compiler), or the
  generator's case could not be generated
- ``crash``: the check did not finish: a CUDA error (with the phase it surfaced in), an exception,
  or its process died or timed out
- ``mismatch``: the device's source or results differ from the golden / the CPU's
- ``known Warp bug``: a crash or mismatch in a case that a registered Warp bug (harness/validate/bugs)
  explains: one that breaks the failed pass on one device only, CUDA or the CPU (a bug both devices share
  gives both the same result, so it cannot explain a difference between them), or a check not run
  because a registered bug makes its launch never return (on either device)
- ``unstable``: an output or gradient mismatch in a case whose float32 forward disagrees with its
  float64 copy (validation record ``stable``, else harness/validate/stability.py)
- ``not comparable``: the device's two runs of the case differ (the result depends on thread
  scheduling), so there is no one CUDA result to compare

The report is markdown (``--report``) plus one JSON line per check (same name, ``.jsonl``).
Without a CUDA device every check is reported skipped with the reason and the exit status is 0;
with one, the status is 1 when a failure is in any class but ``known Warp bug``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from harness import cluster, faults, procs
from harness.generate.golden import read_case
from harness.jobs import job_count, jobs_arg
from harness.validate import bugs, stability
from harness.validate.gpu_report import CLASSES, render_report
from kernels import FAMILIES, case_id

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = ROOT / "snapshots"
CHECK_TIMEOUT = 120.0  # seconds per check before its process counts as hung (checks take seconds)
NO_DEVICE = "no CUDA device or driver on this machine (Warp reports none)"
WORKER_FATAL = 3  # a worker's exit status after a CUDA error: the rest of its case needs a fresh process
CASES_PER_WORKER = 25
PREFIX = "CUDA-CHECK "


@dataclass
class Case:
    case_id: str
    path: Path | None  # the case's golden JSON (None: not generated)
    checks: list[str]
    validation: dict | None = None  # its validation record, when there is one


# ----------------------------------------------------------------------------- cases


def cases_in(root: Path, validation_dir: Path | None = None) -> list[Case]:
    from harness.validate.gpu import checks_of

    found = []
    for path in sorted(Path(root).glob("*/*.json")):
        meta = json.loads(path.read_text())
        record = None
        if validation_dir is not None and (validation_dir / path.name).exists():
            record = json.loads((validation_dir / path.name).read_text())
        found.append(Case(path.stem, path, checks_of(meta), record))
    return found


def generate(per_family: int, first_seed: int, families: str, scratch: Path, jobs: int, log=print):
    """Generate the cases into ``scratch/cases`` (a fresh folder); (cases, records of the cases the
    generator or Warp refused)."""
    shutil.rmtree(scratch, ignore_errors=True)
    cases, findings = scratch / "cases", scratch / "findings"
    cases.mkdir(parents=True)
    command = [
        sys.executable, "-m", "pytest", "tests/test_generate.py", "-q", "-p", "no:cacheprovider",
        f"--per-family={per_family}", f"--first-seed={first_seed}", f"--families={families}",
        f"--golden-root={cases}", f"--findings={findings}", "--snapshot-update", "--snapshot-disable-unused", "-n", str(jobs),
    ]  # fmt: skip
    log(f"generating {per_family} per family from seed {first_seed} into {cases}")
    code = procs.Child(command, env=_env(PYTHONHASHSEED="0"), log=scratch / "generate.log").wait()
    if code not in (0, 1):  # 1: some cases failed, each recorded in findings/
        raise RuntimeError(f"generation stopped with pytest exit code {code}; see {scratch / 'generate.log'}")
    refused = []
    for path in sorted(findings.glob("*.json")) if findings.exists() else []:
        finding = json.loads(path.read_text())
        message = finding["message"].strip().splitlines()[-1][-2000:]
        refused.append(failure("generate", finding["case_id"], "build", f"not generated: {message}"))
    return cases_in(cases), refused


def failure(test: str, case_id: str, kind: str, message: str, **more) -> dict:
    return {"test": test, "case": case_id, "status": "failed", "kind": kind, "message": message, **more}


# ----------------------------------------------------------------------------- isolation


def _env(**extra) -> dict:
    return {**os.environ, **extra}


def worker_pool(tasks_per_worker: int = CASES_PER_WORKER) -> procs.Pool:
    """Check workers kept between cases, as the hunt keeps its own: Python, Warp and CUDA start
    once per process, not per case; each retires after ``tasks_per_worker`` cases, which bounds
    the modules and device memory a long campaign's processes hold."""
    return procs.Pool([sys.executable, "-m", "harness.campaign", "--serve"], PREFIX, tasks_per_worker, env=_env())


def run_isolated(
    path: Path,
    checks: list[str],
    device: str = "cuda:0",
    timeout: float = CHECK_TIMEOUT,
    pool: procs.Pool | None = None,
) -> list[dict]:
    """Run ``checks`` of the case at ``path`` in worker processes (``pool``'s, else a fresh one):
    a CUDA error ends its worker and the case's remaining checks go on in another; a check whose
    worker died or hung without a result is a crash."""
    own = pool is None
    pool = pool or worker_pool(1)
    case_id = Path(path).stem
    try:
        done = procs.run_steps(
            pool,
            lambda todo: {"path": str(path), "checks": todo, "device": device},
            checks,
            timeout,
            lambda r: r["test"],
            retires=lambda r: bool(r.get("fatal")),  # a CUDA error: the worker exits after reporting it
        )
        # A check whose worker is gone without its result (it died, hung, or could not take the task) is a crash.
        records = [r if "test" in r else failure(check, case_id, "crash", r["why"], fatal=True) for check, r in done]
    finally:
        if own:
            pool.close()
    return records


def serve() -> int:
    """A check worker: tasks ``{"path", "checks", "device"}`` on stdin, one result line per check.
    Warp's and the compilers' output goes to a log whose error lines explain a build failure; after
    a CUDA error the process's context is unusable, so it exits once that result is out."""
    from harness.validate import gpu

    protocol = os.fdopen(os.dup(1), "w")
    log = tempfile.TemporaryFile()  # noqa: SIM115 (held for the process's life)
    os.dup2(log.fileno(), 1)
    os.dup2(log.fileno(), 2)
    sys.stdout = protocol

    for line in sys.stdin:
        task = json.loads(line)
        case = read_case(Path(task["path"]))
        for check in task["checks"]:
            start = log.seek(0, os.SEEK_END)
            faults.point("campaign", case.spec.case_id)
            record = gpu.run_check(case, check, task["device"])
            if record.get("kind") == "build":  # NVRTC's / the CPU compiler's own words
                log.seek(start)
                said = [x.strip() for x in log.read().decode(errors="replace").splitlines() if "error" in x.lower()]
                if said:
                    record["message"] += " | " + " | ".join(said[-3:])[-1500:]
            procs.emit(PREFIX, record)
            if record.get("fatal"):
                os._exit(WORKER_FATAL)
    return 0


# ----------------------------------------------------------------------------- ENGINE=ray

GPU_SHARE = 0.125  # of a GPU per case task: up to eight cases' processes share one device


def case_files(path: Path) -> dict[str, str]:
    """A case's golden files by suffix: what a task on another node needs (no shared file system)."""
    return {suffix: Path(path).with_suffix(f".{suffix}").read_text() for suffix in ("py", "cpp", "cu", "json")}


def run_remote(case_id: str, files: dict[str, str], checks: list[str], device: str, timeout: float) -> list[dict]:
    """On a Ray worker: the case's files in a scratch folder, its checks run isolated as here."""
    with tempfile.TemporaryDirectory(prefix="cuda-case-") as tmp:
        folder = Path(tmp) / case_id.rsplit("-", 1)[0]
        folder.mkdir()
        for suffix, text in files.items():
            (folder / f"{case_id}.{suffix}").write_text(text)
        return run_isolated(folder / f"{case_id}.json", checks, device, timeout)


def ray_checks(cases: list[Case], device: str, timeout: float, jobs: int, log=print) -> list[dict] | str:
    """Each case's checks as a Ray task with ``num_gpus`` set, so a cluster runs them on its GPU
    nodes (``--device cpu``: CPU against CPU, no GPU asked for). Returns the records, or why
    nothing can run: no GPU in the cluster."""
    import ray

    started = cluster.connect(jobs)
    try:
        resources = ray.cluster_resources()
        needs_gpu = device != "cpu"
        if needs_gpu and not resources.get("GPU"):
            held = ", ".join(f"{k} {v:g}" for k, v in sorted(resources.items()) if k in ("CPU", "GPU"))
            return f"no GPU in the Ray cluster ({held})"
        remote = ray.remote(num_gpus=GPU_SHARE if needs_gpu else 0, num_cpus=1, max_retries=2)(run_remote)
        pending = {remote.remote(c.case_id, case_files(c.path), c.checks, device, timeout): c for c in cases}
        records: list[dict] = []
        while pending:
            (ref,), _ = ray.wait(list(pending), num_returns=1)
            case = pending.pop(ref)
            try:
                got = ray.get(ref)
            except Exception as error:  # the task itself failed (its node lost): a crash of the case
                text = str(error).strip().splitlines()[0][:300] if str(error).strip() else type(error).__name__
                got = [failure(case.checks[0], case.case_id, "crash", f"its Ray task failed: {text}")]
            records += got
            bad = [f"{r['test']} {r.get('kind')}" for r in got if r["status"] == "failed"]
            done = len(cases) - len(pending)
            if bad or done % 25 == 0:
                log(f"[{done}/{len(cases)}] {case.case_id}: {', '.join(bad) or 'ok'}", flush=True)
        return records
    finally:
        if started:
            ray.shutdown()


# ----------------------------------------------------------------------------- classes


def _explaining(ids: list[str], device: str, test: str) -> list[str]:
    """The registered bugs among ``ids`` that explain a CPU-vs-CUDA failure of ``test``: those that
    break the pass on one of the two devices only (a bug both devices share gives both the same result)."""
    passes = "backward" if test == "gradients" else "forward"
    targets = {b.id: set(b.targets) for b in bugs.BUGS}
    found = set(bugs.explaining(ids, device, passes)) | set(bugs.explaining(ids, "cpu", passes))
    return [i for i in ids if i in found and len(targets.get(i, set()) & {"cpu", "cuda"}) == 1]


def case_facts(case: Case, need_stability: bool, log=print) -> dict:
    """{"known_issues": [...] or None, "stable": bool or None} for a failed case: from its
    validation record where it has them, else worked out here (a CUBIN build for the bug
    detectors, a float32/float64 run for stability)."""
    record = case.validation or {}
    facts = {"known_issues": record.get("known_issues"), "stable": record.get("stable")}
    if case.path is None:
        return facts

    golden = None
    if facts["known_issues"] is None:
        try:
            golden = read_case(case.path)
            facts["known_issues"] = list(bugs.known_issues(golden))
        except Exception as error:
            log(f"{case.case_id}: known issues not found: {type(error).__name__}: {error}")
    if facts["stable"] is None and need_stability:
        try:
            golden = golden or read_case(case.path)
            measured = stability.measure([golden.spec])[0]
            if measured.result is not None:
                facts["stable"] = bool(measured.result.stable)
                facts["stability_max_error"] = measured.result.max_error
        except Exception as error:
            log(f"{case.case_id}: stability not measured: {type(error).__name__}: {error}")
    return facts


def isolated_facts(case: Case, need_stability: bool, timeout: float = CHECK_TIMEOUT) -> dict:
    """``case_facts`` in a process of its own (Warp modules and builds stay out of the driver)."""
    if case.path is None or (case.validation and all(k in case.validation for k in ("known_issues", "stable"))):
        return case_facts(case, need_stability)
    command = [sys.executable, "-m", "harness.campaign", "--facts", str(case.path)]
    if need_stability:
        command.append("--stability")
    done = procs.run(command, timeout, env=_env())
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if lines:
        facts = json.loads(lines[-1])
        for key in ("known_issues", "stable"):  # a validation record's values come first
            if case.validation and case.validation.get(key) is not None:
                facts[key] = case.validation[key]
        return facts
    return {
        "known_issues": (case.validation or {}).get("known_issues"),
        "stable": (case.validation or {}).get("stable"),
    }


def classify(records: list[dict], cases: dict[str, Case], device: str = "cuda:0", log=print, jobs: int = 1) -> None:
    """Set each failed record's ``class`` (one of CLASSES), its case's known issues and stability."""
    failed = {}
    for r in records:
        if r["status"] == "failed" and r.get("kind") in ("crash", "mismatch") and r["case"] in cases:
            failed.setdefault(r["case"], False)
            failed[r["case"]] |= r["kind"] == "mismatch" and r["test"] != "source"
    if jobs > 1 and len(failed) > 1:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            found = pool.map(lambda item: isolated_facts(cases[item[0]], item[1]), sorted(failed.items()))
            facts = dict(zip(sorted(failed), found, strict=True))
    else:
        facts = {cid: case_facts(cases[cid], need, log) for cid, need in sorted(failed.items())}
    for r in records:
        if r["status"] != "failed":
            continue
        kind = r.get("kind") or "crash"
        f = facts.get(r["case"], {})
        r.update({k: v for k, v in f.items() if v is not None})
        # The check itself may have stopped at a registered bug (explained_by set by run_check).
        explained = r.get("explained_by") or (_explaining(f.get("known_issues") or [], device, r["test"]))
        if kind in ("crash", "mismatch") and explained:
            r["class"], r["explained_by"] = "known Warp bug", explained
        elif kind == "mismatch" and r["test"] != "source" and f.get("stable") is False:
            r["class"] = "unstable"
        else:
            r["class"] = kind if kind in CLASSES else "crash"


# ----------------------------------------------------------------------------- report


def counts(records: list[dict]) -> dict[str, int]:
    """Failed checks per class."""
    return {cls: sum(r["status"] == "failed" and r.get("class") == cls for r in records) for cls in CLASSES}


# ----------------------------------------------------------------------------- driver


def _commit() -> str:
    if os.environ.get("HARNESS_COMMIT"):  # a copy of the tree without its git history
        return os.environ["HARNESS_COMMIT"]
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
    except OSError:
        return ""


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="python -m harness.campaign", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--cases", default="", help="an output folder of make dataset, or a folder of goldens (default: snapshots/)"
    )
    parser.add_argument("--per-family", type=int, default=0, help="generate this many cases per family instead")
    parser.add_argument("--first-seed", type=int, default=0, help="first seed of each family (with --per-family)")
    parser.add_argument("--families", default="", help="families to generate (comma-separated; default all)")
    parser.add_argument("--jobs", type=jobs_arg, default="auto", help="processes at a time (default: all cores)")
    parser.add_argument("--report", default="data/cuda-report.md", help="markdown report; the JSON lines go beside it")
    parser.add_argument("--scratch", default="data/cuda-cases", help="where --per-family cases are generated")
    parser.add_argument("--device", default="cuda:0")
    parser.add_argument(
        "--engine", choices=("local", "ray"), default="local", help="ray: each case's checks as a Ray task (num_gpus)"
    )
    parser.add_argument(
        "--timeout", type=float, default=CHECK_TIMEOUT, help="seconds per check before it counts as hung"
    )
    parser.add_argument(
        "--deadline",
        type=float,
        default=0,
        help="seconds after the start past which no new case is begun; those left are reported not run (0: none)",
    )
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--facts", default="", help=argparse.SUPPRESS)
    parser.add_argument("--stability", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.cases and args.per_family:
        parser.error("give either --cases or --per-family, not both")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.serve:
        return serve()
    if args.facts:
        path = Path(args.facts)
        print(json.dumps(case_facts(Case(path.stem, path, []), args.stability, log=lambda m: None), default=str))
        return 0

    from harness import warp_api
    from harness.validate import gpu

    start, jobs = time.time(), job_count(args.jobs)
    report, results = Path(args.report), Path(args.report).with_suffix(".jsonl")
    report.parent.mkdir(parents=True, exist_ok=True)
    # --device cpu runs the same campaign CPU against CPU (everything must agree): the machinery, checked anywhere.
    # With ENGINE=ray the cluster's GPUs run the checks, not this machine's: it asks the cluster below.
    has_cuda = args.engine == "ray" or args.device == "cpu" or warp_api.cuda_available()
    records: list[dict] = []
    if args.per_family:
        families = [f for f in args.families.replace(",", " ").split() if f] or list(FAMILIES)
        what = f"generated: {args.per_family} per family from seed {args.first_seed}, {len(families)} families"
        if has_cuda:
            cases, records = generate(args.per_family, args.first_seed, ",".join(families), Path(args.scratch), jobs)
        else:  # nothing to run them on: the cases are named, not generated
            seeds = range(args.first_seed, args.first_seed + args.per_family)
            cases = [Case(case_id(f, s), None, list(gpu.CHECKS[:3])) for f in families for s in seeds]
    elif args.cases:
        out = Path(args.cases)
        if (out / "cases").is_dir():
            what = f"make dataset output {out}"
            cases = cases_in(out / "cases", out / "validation")
        else:  # a folder laid out like snapshots/: <family>/<case>.json
            what = f"the cases under {out}"
            cases = cases_in(out)
        if not cases:
            print(f"no cases under {out}", file=sys.stderr)
            return 2
    else:
        what = "the committed goldens (snapshots/)"
        cases = cases_in(SNAPSHOTS)
    by_id = {c.case_id: c for c in cases}
    print(f"{len(cases)} cases, {sum(len(c.checks) for c in cases)} checks; {jobs} at a time", flush=True)

    skipped = "" if has_cuda else NO_DEVICE
    if args.engine == "ray" and cases:
        got = ray_checks(cases, args.device, args.timeout, jobs)
        skipped = got if isinstance(got, str) else ""
        records += [] if skipped else got
    if skipped:
        records += [
            {"test": check, "case": c.case_id, "status": "skipped", "kind": "", "message": skipped}
            for c in cases
            for check in c.checks
        ]
    else:
        done, pool = 0, worker_pool()
        results.write_text("")  # each case's records are appended as it finishes: a killed run keeps them

        def one(case: Case) -> list[dict]:
            if args.deadline and time.time() - start > args.deadline:
                why = f"not run: the campaign's --deadline of {args.deadline:.0f} s had passed"
                return [
                    {"test": c, "case": case.case_id, "status": "skipped", "kind": "", "message": why}
                    for c in case.checks
                ]
            return run_isolated(case.path, case.checks, args.device, args.timeout, pool)

        with ThreadPoolExecutor(max_workers=1 if args.engine == "ray" else jobs) as pool_threads:
            local = [] if args.engine == "ray" else cases  # Ray ran them above
            try:
                for future in as_completed([pool_threads.submit(one, case) for case in local]):
                    got = future.result()
                    records += got
                    with open(results, "a", encoding="utf-8") as f:
                        f.write("".join(json.dumps(r, default=str) + "\n" for r in got))
                    done += 1
                    bad = [f"{r['test']} {r.get('kind')}" for r in got if r["status"] == "failed"]
                    if bad or done % 25 == 0:
                        name = got[0]["case"] if got else ""
                        print(f"[{done}/{len(cases)}] {name}: {', '.join(bad) or 'ok'}", flush=True)
            finally:
                pool.close()
        order = {c: i for i, c in enumerate(gpu.CHECKS)}
        records.sort(key=lambda r: (r["case"], order.get(r["test"], -1)))
        print(
            f"classifying the failures of {len({r['case'] for r in records if r['status'] == 'failed'})} cases",
            flush=True,
        )
        classify(records, by_id, args.device, jobs=jobs)

    meta = {
        "cases": what,
        "commit": _commit(),
        "jobs": str(jobs),
        "wall time": f"{time.time() - start:.0f} s",
        "command": "python -m harness.campaign " + " ".join(sys.argv[1:] if argv is None else argv),
    }
    text = render_report(records, meta)
    report.write_text(text)
    results.write_text("".join(json.dumps(r, default=str) + "\n" for r in records))
    print(text.split("\n## Checks")[0])
    print(f"report written to {report} and {results}")
    if skipped:
        print(f"every check skipped: {skipped}")
        return 0
    return 1 if any(n for cls, n in counts(records).items() if cls != "known Warp bug") else 0


if __name__ == "__main__":
    raise SystemExit(main())
