"""`make dataset`: generate cases through the snapshot tests, then export them.

    python -m harness.dataset --per-family 20 --out data/dataset --jobs auto

Generation is the snapshot test (`tests/test_generate.py`) run with `--golden-root OUT/cases`,
so the dataset holds exactly the code the golden tests check, and the committed goldens are
never touched. A rerun over the same OUT resumes: cases already complete are not redone.
A case Warp rejects is a finding (OUT/findings/<case>.json), not the end of the run.
Then (VALIDATE=1, the default) every case goes up the validation ladder (harness/validate/ladder.py):
records in OUT/validation/, failures in OUT/findings.md; the export joins the records and leaves
out cases that failed a step unless KEEP_FAILED=1.

The command line is parsed here, into one ``DatasetRequest`` (harness/engine/request.py); the
engines and the export get that request or the parts of it they need.
"""

from __future__ import annotations

import argparse
import importlib.abc
import json
import shlex
import subprocess
import sys
from pathlib import Path

from harness import engine, outdir, scratch
from harness.engine import local, shards
from harness.engine.request import DatasetRequest, ExportSettings
from harness.export.writer import export, parse_splits, report
from harness.generate import layout
from harness.validate.ladder import Options, parse_archs, validate_root
from kernels import FAMILIES, SIZES

ROOT = Path(__file__).resolve().parent.parent


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} must be >= 0")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{value:g} must be > 0")
    return value


# `make dataset` variables that change what the dataset holds -> the parser's dests. OUT and JOBS
# are left out, so the same command into two folders records the same command (same card).
MAKE_VARIABLES = {
    "PER_FAMILY": "per_family",
    "FAMILIES": "families",
    "KERNEL_SIZE": "kernel_size",
    "FORMAT": "format",
    "SPLITS": "splits",
    "HOLDOUT_FAMILIES": "holdout_families",
    "SHARD_MB": "shard_mb",
    "HARVEST": "harvest",
    "VALIDATE": "validate",
    "ARCH": "arch",
    "PTX": "ptx",
    "KEEP_FAILED": "keep_failed",
    "MAX_CHARS": "max_chars",
}


def _flag(text: str) -> bool:
    if text in ("0", "1"):
        return text == "1"
    raise argparse.ArgumentTypeError(f"{text!r}: expected 0 or 1")


def _archs(text: str) -> str:

    try:
        return ",".join(map(str, parse_archs(text)))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def make_command(values: dict, defaults: dict) -> str:
    """The `make dataset` command that reproduces this dataset: each of MAKE_VARIABLES whose value
    (``values``, by dest) differs from its default."""
    parts = ["make dataset"]
    for variable, dest in MAKE_VARIABLES.items():
        if values[dest] != defaults[dest]:
            parts.append(f"{variable}={shlex.quote(_make_value(values[dest]))}")
    return " ".join(parts)


def _make_value(value) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return f"{value:g}" if isinstance(value, float) else str(value)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="make dataset", description=__doc__.split("\n")[0])
    parser.add_argument("--per-family", type=_positive_int, default=20)
    parser.add_argument("--families", default="", help=f"comma/space-separated subset of: {', '.join(FAMILIES)}")
    parser.add_argument(
        "--kernel-size", choices=list(SIZES), default="medium", help="statements, depth, loops and helpers per kernel"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "dataset")
    parser.add_argument("--jobs", type=engine.jobs_arg, default="auto")
    parser.add_argument("--strict", action="store_true", help="exit non-zero when any case failed")
    parser.add_argument(
        "--wait", type=_flag, default=True, help="1: wait for another run that holds OUT; 0: exit 2 at once"
    )
    parser.add_argument(
        "--engine", choices=["local", "ray"], default="local", help="local: JOBS pytest processes; ray: Ray tasks"
    )
    parser.add_argument("--shard", default="", help="i/N: only this deterministic share of the cases, no export")
    # Export options (harness/export/writer.py).
    parser.add_argument("--format", choices=["parquet", "jsonl"], default="parquet", help="shard format")
    parser.add_argument("--splits", default="90/5/5", help="train/validation/test percentages, by structural hash")
    parser.add_argument("--holdout-families", default="", help="families that make up the whole test split")
    parser.add_argument("--shard-mb", type=_positive_float, default=128.0, help="code text per shard, in MiB")
    parser.add_argument(
        "--max-chars", type=_positive_int, default=None, help="leave out rows whose source + generated code is longer"
    )
    parser.add_argument(
        "--harvest",
        default="",
        help="also harvest kernels from these modules, packages, .py files or folders (space-separated; "
        "importing executes them) into the same cases, before dedup and splits (harness/harvest/)",
    )
    # Validation ladder (harness/validate/ladder.py).
    parser.add_argument("--validate", type=_flag, default=True, help="1: compile, run and gradient-check every case")
    parser.add_argument(
        "--arch", type=_archs, default="90", help="CUDA architectures of the CUBIN build, e.g. 90 or 80,90"
    )
    parser.add_argument("--ptx", action="store_true", help="export each case's PTX (first architecture) as a column")
    parser.add_argument("--keep-failed", action="store_true", help="export cases that failed a validation step too")
    return parser


def parse_args(argv: list[str] | None) -> DatasetRequest:
    """The command line as a request; a bad value exits 2 with one line naming it (argparse's error)."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        shard = shards.parse(args.shard)
    except shards.ShardError as error:
        parser.error(str(error))
    if args.ptx and not args.validate:
        parser.error("PTX=1 needs the validation ladder (VALIDATE=1): the PTX comes from its compile")
    try:
        parse_splits(args.splits)
    except ValueError as error:
        parser.error(str(error))
    holdout = [n for n in args.holdout_families.replace(",", " ").split() if n]
    unknown = [n for n in holdout if n not in FAMILIES and n != "harvested"]
    if unknown:
        parser.error(f"unknown held-out family {', '.join(unknown)}; valid: {', '.join(FAMILIES)}, harvested")
    try:
        names = layout.parse_families(args.families)
    except ValueError as error:
        parser.error(str(error))
    values = {**vars(args), "families": ",".join(names)}  # the families as recorded in the command
    defaults = {dest: parser.get_default(dest) for dest in MAKE_VARIABLES.values()}
    validation = None
    if args.validate:
        validation = Options(archs=tuple(int(a) for a in args.arch.split(",")), ptx=args.ptx)
    return DatasetRequest(
        families=tuple(names or FAMILIES),
        per_family=args.per_family,
        kernel_size=args.kernel_size,
        out=args.out,
        jobs=engine.job_count(args.jobs),
        engine=args.engine,
        shard=shard,
        validation=validation,
        export=ExportSettings(
            format=args.format,
            splits=args.splits,
            holdout_families=tuple(holdout),
            shard_mb=args.shard_mb,
            max_chars=args.max_chars,
            keep_failed=args.keep_failed,
            include_ptx=args.ptx,
        ),
        harvest=tuple(args.harvest.split()),
        strict=args.strict,
        wait=args.wait,
        command=make_command(values, defaults),
    )


def main(argv: list[str] | None = None) -> int:
    request = parse_args(argv)
    return outdir.cli(lambda: _prepared_run(request), "make dataset")  # file system faults: one line, exit 2


def _prepared_run(request: DatasetRequest) -> int:
    try:
        out = outdir.prepare(request.out)
        if request.shard:  # concurrent shards write disjoint cases, each atomically, and do not export
            outdir.clear_stale(out, depth=2)
            return _run(request, out)
        # The whole run holds OUT: a second run waits, then finds every case complete.
        with outdir.locked(out, wait=request.wait, command="make dataset"):
            outdir.clear_stale(out, depth=2)  # temporary files of dead processes (cases/<family>/ included)
            return _run(request, out)
    except engine.EngineError as error:
        print(f"make dataset: {error}", file=sys.stderr)
        return 2


def _warp_facts(reported: Path) -> dict:
    """Warp's version and CUDA's availability for run.json, as a generating process reported them
    (``--warp-facts``: they import Warp anyway); from Warp in this process when none did (every
    case resumed, or ENGINE=ray). Imported here during the generation, Warp would take CPU from
    the generating processes while they start."""
    try:
        return json.loads(reported.read_text())
    except FileNotFoundError:
        from harness.generate.case import warp_facts

        return warp_facts()


def _with_harvest_versions(run: dict, out: Path) -> dict:
    """``run`` with what the harvest recorded as installed when it read the code (Python, warp-lang,
    each harvested distribution and its release: ``OUT/harvest-report.json`` ``versions``), as
    ``make harvest`` writes them into its own run.json; the card's provenance table reads them."""
    try:
        versions = json.loads((out / "harvest-report.json").read_text()).get("versions") or {}
    except (OSError, ValueError, AttributeError):
        versions = {}
    return {**run, "versions": dict(sorted(versions.items()))} if versions else run


def _run(request: DatasetRequest, out: Path) -> int:
    cases, findings = out / "cases", out / "findings"
    validation, settings = request.validation, request.export

    run = {
        "command": request.command,
        "per_family": request.per_family,
        "families": list(request.families),
        "codegen_only": True,
        "validate": validation is not None,
        "ptx_arch": ",".join(f"sm_{a}" for a in validation.archs) if validation else None,
        "keep_failed": settings.keep_failed,
    }
    if request.harvest:
        run["harvest"] = list(request.harvest)
    scratch.use_own_tmpdir()  # it sets TMPDIR, which the processes started now read
    reported = outdir.temp_path(out / "warp-facts.json")
    try:
        code = engine.generate(request, out, warp_facts=reported)
    finally:
        try:
            run.update(_warp_facts(reported))
        finally:
            reported.unlink(missing_ok=True)
        outdir.write_atomic(out / "run.json", (json.dumps(run, indent=2, sort_keys=True) + "\n").encode())
    if code not in (0, 1, 5):
        return code
    if request.shard:
        label = shards.label(request.shard)
        print(f"shard {label} complete; `make dataset` with the same variables and no SHARD exports")
        return 0
    fds = outdir.held_fds()

    if request.harvest:  # a process of its own: harvesting imports (executes) the modules named
        print(f"harvesting {' '.join(request.harvest)} into {cases / 'harvested'}", flush=True)
        harvest = [
            sys.executable,
            "-m",
            "harness.harvest",
            *request.harvest,
            "--out",
            str(out),
            "--no-export",
        ]
        code = subprocess.call(harvest, cwd=ROOT, env=outdir.child_env(), pass_fds=fds)
        if code == 2:  # a FROM item not found, or a file system fault: said in one line
            return code
        if code != 0:
            print(f"harvest stopped with exit code {code}; generated cases are kept, rerun to resume")
            return code
        run = _with_harvest_versions(run, out)
        outdir.write_atomic(out / "run.json", (json.dumps(run, indent=2, sort_keys=True) + "\n").encode())

    validated = None
    if validation is not None:
        validated = validate_root(cases, out, jobs=request.jobs, options=validation)

    summary = export(
        cases,
        out,
        run,
        fmt=settings.format,
        splits=settings.splits,
        holdout_families=list(settings.holdout_families),
        max_shard_bytes=settings.max_shard_bytes,
        validation_dir=out / "validation" if validation is not None else None,
        keep_failed=settings.keep_failed,
        include_ptx=settings.include_ptx,
        max_chars=settings.max_chars,
    )
    failed = sorted(p.stem for p in findings.glob("*.json")) if findings.exists() else []
    print(report(summary, out))
    if failed:
        print(f"{len(failed)} case(s) failed (details in {findings}): {', '.join(failed)}")
    if validated and validated["failed_cases"]:
        kept = "kept (KEEP_FAILED=1)" if settings.keep_failed else "not exported"
        print(f"{validated['failed_cases']} case(s) failed a validation step, {kept}; details in {out / 'findings.md'}")
    failed_validation = bool(validated and validated["failed_cases"])
    return 1 if request.strict and (failed or summary["errors"] or failed_validation) else 0


class WithoutPandas(importlib.abc.MetaPathFinder):
    """Makes pandas unimportable. pyarrow imports pandas (installed for `datasets`) on its first
    conversion from Python objects, CPU time and memory that this command never uses; without
    it, pyarrow converts the same rows to the same bytes. (``sys.modules["pandas"] = None`` does not
    do: pyarrow's compiled import takes the None as the module.)"""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] == "pandas":
            raise ModuleNotFoundError(f"No module named {name!r} (left out by harness.dataset)", name=name)
        return None


if __name__ == "__main__":
    sys.meta_path.insert(0, WithoutPandas())
    local.exit_now(main())
