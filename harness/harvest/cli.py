"""The command line of `make harvest`."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path

from harness import jobs, outdir, sandbox, warp_api
from harness.harvest.capture import Limits
from harness.harvest.capture_run import FILE_S, TEST_S, parse_run
from harness.harvest.discovery import surely_missing
from harness.harvest.run import MEMORY_MB, PER_WORKER, TIME_LIMIT, harvest, write_report


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="make harvest",
        description="Harvest (Python -> generated code) pairs from existing Warp code.",
        epilog=(
            "WARNING: importing a module executes its code; harvest only the code you would run. "
            "Harvest never launches a kernel: Warp module loads and kernel launches are refused "
            "while modules are imported and their kernels' code is generated."
        ),
    )
    parser.add_argument("sources", nargs="+", metavar="FROM", help="module or package name, .py file, or folder")
    parser.add_argument(
        "--out", type=Path, default=Path("data") / "harvest", help="output folder (default data/harvest)"
    )
    parser.add_argument(
        "--no-export", action="store_true", help="write OUT/cases/harvested and the report, without exporting shards"
    )
    parser.add_argument("--strict", action="store_true", help="exit non-zero when anything failed")
    parser.add_argument(
        "--wait", type=int, choices=(0, 1), default=1, help="1: wait for another run that holds OUT; 0: exit 2 at once"
    )
    parser.add_argument(
        "--validate",
        type=int,
        choices=(0, 1),
        default=1,
        help="1: the exported rows go up the validation ladder first (CPU compile, fidelity, CUBIN for --arch)",
    )
    parser.add_argument("--arch", default="90", help="CUDA architectures of the CUBIN step (ARCH; default 90)")
    parser.add_argument(
        "--jobs", type=jobs.jobs_arg, default="auto", help="worker processes importing modules (JOBS; default auto)"
    )
    parser.add_argument(
        "--time-limit",
        type=float,
        default=TIME_LIMIT,
        help=f"seconds a module may take to import, then to generate its kernels' code (default {TIME_LIMIT:.0f})",
    )
    parser.add_argument(
        "--per-worker",
        type=int,
        default=PER_WORKER,
        help=f"modules a worker process imports before it retires (default {PER_WORKER})",
    )
    parser.add_argument(
        "--memory-limit",
        type=float,
        default=MEMORY_MB,
        help=f"resident MB a worker process may reach; past it, its module is a finding (default {MEMORY_MB:.0f})",
    )
    parser.add_argument(
        "--run",
        default="",
        help="RUN: also run the package's own code under the recorder of kernel launches: tests, examples, "
        "or '<script.py> [args]' (docs/harvest.md#captured-launches)",
    )
    parser.add_argument("--run-args", default="", help="RUN_ARGS: arguments of each example (RUN=examples)")
    parser.add_argument(
        "--run-s", type=float, default=0.0, help="RUN_S: seconds after which no file is started (0: none)"
    )
    parser.add_argument(
        "--run-file-s",
        type=float,
        default=FILE_S,
        help=f"RUN_FILE_S: seconds of one test file without a new kernel after which none of its tests starts "
        f"(0: none; default {FILE_S:g})",
    )
    parser.add_argument(
        "--run-test-s",
        type=float,
        default=TEST_S,
        help=f"RUN_TEST_S: seconds of one test without a new kernel after which it is cut short at its next "
        f"launch (0: never; default {TEST_S:g})",
    )
    parser.add_argument(
        "--capture-launches", type=int, default=Limits.launches, help="distinct launches kept per kernel"
    )
    parser.add_argument(
        "--capture-argument-mb",
        type=float,
        default=Limits.argument_mb,
        help="MB of one argument, past which a launch is left out",
    )
    parser.add_argument(
        "--capture-file-mb", type=float, default=Limits.file_mb, help="compressed MB of captures one file may keep"
    )
    parser.add_argument(
        "--capture-mb",
        type=float,
        default=2000.0,
        help="compressed MB of captures kept in all (CAPTURE_MB; 0: no bound)",
    )
    return parser.parse_args(argv)


# FROM=ecosystem: the Warp packages the optional group `harvest` pins (by import name; the Makefile's
# HARVEST_PACKAGES), and Warp's own code.
ECOSYSTEM = ("newton", "warp_nn", "warp_simdata", "nvalchemiops", "warp.examples", "warp.fem", "warp.tests")


def expand(sources: list[str]) -> list[str]:
    """``sources`` with ``ecosystem`` standing for the packages of ``ECOSYSTEM``, each named once."""
    return list(dict.fromkeys(n for item in sources for n in (ECOSYSTEM if item == "ecosystem" else (item,))))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    args.sources = expand(args.sources)
    try:
        args.run_spec = parse_run(args.run, args.run_args) if args.run else None
    except ValueError as error:
        print(f"make harvest: {error}", file=sys.stderr)
        return 2
    missing = surely_missing(args.sources)
    if missing:  # a typo, most likely: say so before anything is imported or written
        return _not_found(missing)
    refused = sandbox.unavailable()
    if refused:
        print(f"make harvest: {refused}", file=sys.stderr)
        return 2
    return outdir.cli(lambda: _prepared_run(args), "make harvest")  # file system faults: one line, exit 2


def _prepared_run(args) -> int:
    out = outdir.prepare(args.out)
    with outdir.locked(out, wait=bool(args.wait), command="make harvest"):
        outdir.clear_stale(out, depth=2)  # temporary files of a killed run (harvest-modules/, cases/ included)
        return _run(args, out)


def _not_found(items: list[str]) -> int:
    names = ", ".join(repr(m) for m in items)
    print(
        f"make harvest: FROM {names}: not found (no such file or folder, and no module of that name)", file=sys.stderr
    )
    return 2


def _run(args: argparse.Namespace, out: Path) -> int:
    command = "make harvest FROM=" + shlex.quote(" ".join(args.sources))
    if args.run:
        command += " RUN=" + shlex.quote(args.run)
    options = {
        "jobs": jobs.job_count(args.jobs),
        "time_limit": args.time_limit,
        "per_worker": args.per_worker,
        "memory_mb": args.memory_limit,
        "run_spec": args.run_spec,
        "run_budget_s": args.run_s,
        "run_file_s": args.run_file_s,
        "run_test_s": args.run_test_s,
        "limits": Limits(args.capture_argument_mb, args.capture_launches, args.capture_file_mb),
        "capture_mb": args.capture_mb,
    }
    report = harvest(args.sources, out, command, progress=True, **options)
    write_report(report, out)
    missing = [f.where for f in report.failures if f.reason == "not-found" and f.where in args.sources]
    if missing:  # say so rather than export what the other items gave
        return _not_found(missing)
    report.print_summary()
    print(f"report: {out / 'harvest-report.md'}")
    versions = report.versions  # the import below rebinds the name `report`
    if not args.no_export:
        from harness.export.writer import export, report

        run = {
            "command": command,
            "harvest": args.sources,
            "warp_version": warp_api.warp_version(),
            "versions": versions,  # Python, warp-lang, each harvested distribution
            "cuda_available": warp_api.cuda_available(),
            "codegen_only": True,
        }
        outdir.write_atomic(out / "run.json", (json.dumps(run, indent=2, sort_keys=True) + "\n").encode())
        validation = None
        if args.validate:  # harvested rows are labelled like generated ones (harness/validate/ladder.py)
            from harness.validate.ladder import Options, parse_archs, validate_root

            validate_root(out / "cases", out, jobs=options["jobs"], options=Options(archs=parse_archs(args.arch)))
            validation = out / "validation"
        print(report(export(out / "cases", out, run, validation_dir=validation), out))
    return 1 if args.strict and report.failures else 0
