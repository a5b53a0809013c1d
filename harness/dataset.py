"""`make dataset`: generate cases through the snapshot tests, then export them.

    python -m harness.dataset --per-family 100 --out data/dataset --jobs auto

Generation is the snapshot test (`tests/test_generate.py`) run with `--golden-root OUT/cases`,
so the dataset holds exactly the code the golden tests check, and the committed goldens are
never touched. A rerun over the same OUT resumes: cases already complete are not redone.
A case Warp rejects is a finding (OUT/findings/<case>.json), not the end of the run.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

from kernels import FAMILIES

ROOT = Path(__file__).resolve().parent.parent


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} must be >= 0")
    return value


def _jobs(text: str) -> str:
    if text == "auto" or (text.isdigit() and int(text) >= 0):
        return text
    raise argparse.ArgumentTypeError(f"{text!r}: expected 'auto' or a number of workers >= 0")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="make dataset", description=__doc__.split("\n")[0])
    parser.add_argument("--per-family", type=_positive_int, default=100)
    parser.add_argument("--families", default="", help=f"comma/space-separated subset of: {', '.join(FAMILIES)}")
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "dataset")
    parser.add_argument("--jobs", type=_jobs, default="auto")
    parser.add_argument("--strict", action="store_true", help="exit non-zero when any case failed")
    args = parser.parse_args(argv)
    names = [n for n in args.families.replace(",", " ").split() if n]
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        parser.error(f"unknown family {', '.join(unknown)}; valid: {', '.join(FAMILIES)}")
    args.family_list = names or list(FAMILIES)
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    out = args.out.resolve()
    cases, findings = out / "cases", out / "findings"
    out.mkdir(parents=True, exist_ok=True)

    from harness import warp_api

    run = {
        "command": "make dataset " + " ".join(sys.argv[1:])
        if argv is None
        else "python -m harness.dataset " + shlex.join(argv),
        "per_family": args.per_family,
        "families": args.family_list,
        "warp_version": warp_api.warp_version(),
        "cuda_available": warp_api.cuda_available(),
        "codegen_only": True,
    }
    (out / "run.json").write_text(json.dumps(run, indent=2, sort_keys=True) + "\n")

    pytest_args = [
        sys.executable, "-m", "pytest", "tests/test_generate.py",
        "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
        f"--per-family={args.per_family}",
        f"--families={','.join(args.family_list)}",
        f"--golden-root={cases}",
        f"--findings={findings}",
        "--snapshot-update", "--resume",
        "-n", args.jobs,
    ]  # fmt: skip
    print(f"generating {args.per_family} per family x {len(args.family_list)} families into {cases}", flush=True)
    code = subprocess.call(pytest_args, cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": "0"})
    if code not in (0, 1, 5):  # 1: some cases failed (findings); 5: nothing left to do (resumed)
        print(f"generation stopped with pytest exit code {code}; completed cases are kept, rerun to resume")
        return code

    from harness.export import export

    summary = export(cases, out, run)
    failed = sorted(p.stem for p in findings.glob("*.json")) if findings.exists() else []
    print(f"exported {summary['rows']} rows from {len(summary['families'])} families into {out}")
    for error in summary["errors"]:
        print(f"  skipped damaged case: {error}")
    if failed:
        print(f"{len(failed)} case(s) failed (details in {findings}): {', '.join(failed)}")
    return 1 if args.strict and (failed or summary["errors"]) else 0


if __name__ == "__main__":
    raise SystemExit(main())
