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
                   whose backward a registered bug keeps from returning (not run); one a documented Warp
                   limitation explains is ``limitation``

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

This module is the command line and the run over a folder of cases (``validate_root``, ``--bench``,
``--profile``); the rest of the ladder: records.py (a record, failing or noting a step, on disk),
steps.py (the steps, in one process; cuda_steps.py the CUDA builds), explain.py (explaining a failed
gradient check), workers.py (the worker processes) and report.py (the summary and findings report).
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import io
import json
import os
import pstats
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import compiled_headers, sandbox, scratch
from harness.generate.golden import read_case
from harness.jobs import job_count, jobs_arg
from harness.validate import captured
from harness.validate.records import STEPS, Options, new_record, note, parse_archs, record_is_current, write_json_atomic
from harness.validate.report import format_summary, summarise, write_report
from harness.validate.workers import _run_workers, _worker_main
from kernels import FAMILIES

ROOT = Path(__file__).resolve().parents[2]


def validate_root(cases_root: Path, out: Path, *, jobs: int = 1, options: Options = Options(), log=print) -> dict:  # noqa: B008 (a frozen dataclass)
    """Validate every complete case under ``cases_root`` in ``jobs`` worker processes (at least
    one: a kernel that crashes or never returns takes its worker, not this process, down);
    records in ``out/validation``; writes the findings report and returns the summary."""
    out = Path(out)
    vdir = out / "validation"
    vdir.mkdir(parents=True, exist_ok=True)
    if not options.capture_store:  # captured launches' values lie beside the cases (harness/validate/captured.py)
        options = dataclasses.replace(options, capture_store=str(Path(cases_root).parent / captured.STORE_DIR))
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
    # A harvested or user's kernel is code the harness did not write: its workers run sandboxed
    # (harness/sandbox.py), reading the cases and captured values, writing only the records.
    foreign = [c for c in standalone if c.spec.family not in FAMILIES]
    own = [c for c in standalone if c not in foreign]
    if foreign and sandbox.unavailable():
        raise sandbox.Unavailable(sandbox.unavailable())
    if own:
        _run_workers(own, paths, out, options, jobs, log)
    if foreign:
        readable = (str(cases_root), options.capture_store)
        policy = sandbox.Policy(writable=(str(vdir),), readable=readable)
        _run_workers(foreign, paths, out, options, jobs, log, foreign=policy)
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
    # Warp's modules (~2 s to import) here: the supervising process imports this module and never loads Warp
    from harness.validate.steps import validate_cases

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
    cpu_before = _children_cpu()
    subprocess.run(
        [sys.executable, "-m", "harness.validate", str(cases_root), "--warp-compile", "--arch", ",".join(map(str, archs))],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL, env={**os.environ, compiled_headers.ENV: "off"},
    )  # fmt: skip
    return _children_cpu() - cpu_before


def _standalone_cases(cases_root: Path) -> list:
    cases = [read_case(p) for p in sorted(Path(cases_root).glob("*/*.json"))]
    return [c for c in cases if c.meta.get("standalone", True)]


def warp_compile(cases_root: Path, archs: tuple[int, ...]) -> None:
    """Only Warp's own work: the cases' kernels in modules of up to 100 (grouped by the rules
    validation batches follow: names, module options), compiled for the CPU and to CUBIN."""
    # Warp's modules (~2 s to import) here: the supervising process imports this module and never loads Warp
    import warp as wp

    from harness import warp_api
    from harness.validate import compile as batches
    from harness.validate.steps import _quiet_warp

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
