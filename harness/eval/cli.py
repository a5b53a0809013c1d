"""``make eval``'s command line: score predictions against a ``make dataset`` folder.

    python -m harness.eval --predictions <file|oracle|retrieval> --dataset <make dataset OUT>
        [--split test] [--out data/eval] [--jobs auto] [--timeout 300] [--input-sets 5]

Writes OUT/report.md, OUT/report.json and OUT/results.jsonl (docs/eval.md). Exit 0 when scored
(whatever the score), 2 when the dataset, the predictions file or OUT cannot be used, 130 / 143
when stopped by SIGINT / SIGTERM (every worker is killed first; nothing is written).
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path

from harness import outdir, sandbox
from harness.eval import baselines, contract, report, runner
from harness.eval.contract import TARGETS
from harness.eval.rows import DatasetError, parse_split, read_rows
from harness.jobs import job_count, jobs_arg

BUILTIN = ("oracle", "retrieval")


def _targets(text: str) -> tuple[str, ...]:
    names = [n for n in text.replace(",", " ").split() if n]
    bad = [n for n in names if n not in TARGETS]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown target(s) {', '.join(bad)}; valid: {', '.join(TARGETS)}")
    return tuple(t for t in TARGETS if t in names)


def run(args: argparse.Namespace, log=print) -> dict:
    every = read_rows(args.dataset)
    splits = parse_split(args.split)
    rows = [r for r in every if r.split in splits]
    if args.predictions in BUILTIN:
        targets = args.targets or TARGETS
        if args.predictions == "oracle":
            predictions = baselines.oracle(rows, targets)
        else:
            predictions = baselines.retrieval(rows, [r for r in every if r.split == "train"], targets)
        problems = []
        name = args.predictions
    else:
        predictions, problems = contract.read(args.predictions, {r.id for r in rows})
        asked = {p.target for p in predictions}
        targets = args.targets or tuple(t for t in TARGETS if t in asked)
        predictions = [p for p in predictions if p.target in targets]
        name = Path(args.predictions).name
    started = time.monotonic()
    log(
        f"eval: {len(predictions)} predictions for {len(rows)} rows ({', '.join(splits)}), targets {', '.join(targets)}"
    )
    references, results = runner.score(
        rows,
        predictions,
        jobs=job_count(args.jobs),
        timeout=args.timeout,
        sets=args.input_sets,
        dataset=args.dataset,
        log=log,
    )
    meta = {
        "predictions": name,
        "dataset": Path(args.dataset).name,
        "split": list(splits),
        "input_sets": args.input_sets,
    }
    summary = report.summarise(rows, targets, predictions, results, references, problems, meta)
    report.write(args.out, summary, report.result_lines(predictions, results, rows))
    h = summary["headline"]
    pct = "n/a" if h["pass_rate"] is None else f"{100 * h['pass_rate']:.1f}%"
    c = summary["cuda_built"]
    built = "n/a" if c["pass_rate"] is None else f"{100 * c['pass_rate']:.1f}%"
    log(
        f"eval: functional pass rate {pct} over {h['units']} CPU units, CUDA built {built} of {c['units']} units; "
        f"{summary['rows_scored']['count']} of {len(rows)} rows scored ({summary['excluded_rows']['count']} left out, "
        f"{summary['excluded_cuda_rows']['count']} of the CUDA rates); {summary['problems']['count']} bad lines; "
        f"{time.monotonic() - started:.0f} s -> {Path(args.out) / 'report.md'}"
    )
    for line in problems[:10]:
        log(f"eval: not scored: {line}")
    return summary


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m harness.eval", description=__doc__.split("\n")[0])
    p.add_argument("--predictions", required=True, help="a JSON lines file, or oracle, or retrieval")
    p.add_argument("--dataset", required=True, type=Path, help="a make dataset OUT folder")
    p.add_argument("--split", default="test", help="test (default), train, validation, a list, or all")
    p.add_argument("--out", default=Path("data/eval"), type=Path, help="report folder (default data/eval)")
    p.add_argument("--targets", type=_targets, default=(), help="only these targets (default: those predicted)")
    p.add_argument("--jobs", default="auto", type=jobs_arg, help="worker processes (auto: one per CPU)")
    p.add_argument("--timeout", default=300.0, type=float, help="seconds a step of a prediction may take")
    p.add_argument("--input-sets", default=5, type=int, help="seeded input sets per row (at least 5 by default)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.predictions not in BUILTIN and not Path(args.predictions).is_file():
        print(f"eval: predictions {args.predictions!r}: no such file (or oracle, retrieval)", file=sys.stderr)
        return 2
    try:
        parse_split(args.split)
    except ValueError as error:
        print(f"eval: {error}", file=sys.stderr)
        return 2

    def go() -> int:
        refused = sandbox.unavailable()
        if refused:
            print(f"eval: {refused}", file=sys.stderr)
            return 2
        try:
            run(args)
        except DatasetError as error:
            print(f"eval: {error}", file=sys.stderr)
            return 2
        return 0

    def stop(number, _frame):
        raise Interrupted(number)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        return outdir.cli(go, "eval")
    except (KeyboardInterrupt, Interrupted) as error:
        number = error.args[0] if isinstance(error, Interrupted) else signal.SIGINT
        print(
            f"eval: stopped by {signal.Signals(number).name}; every worker killed, no report written", file=sys.stderr
        )
        return 128 + number
    finally:
        signal.signal(signal.SIGTERM, previous)


class Interrupted(BaseException):
    """SIGTERM, raised in the main thread so that the run ends through its ``finally`` blocks."""
