"""``make mutants``: the share of single-operator mutants of each row's code that its input sets kill.

    python -m harness.tools.mutants --dataset <make dataset OUT> [--split all] [--per-target 2]
        [--targets cpu_forward,cpu_backward] [--out data/mutants] [--jobs auto] [--input-sets 5]

Each row's ``cpu_forward`` and ``cpu_backward`` get ``--per-target`` mutants (one operator changed
each, sites drawn from the row's id: harness/eval/mutate.py; a backward's sites are its adjoints
of ``+`` and ``-``, not its replay of the forward). A mutant is a prediction: it goes
through ``make eval``'s ladder (spliced into Warp's unit, built, run on the row's input sets,
compared with Warp's own outputs and adjoints). A mutant that builds and still passes *survived*:
the row's outputs (or adjoints) cannot tell it from Warp's code. The score is killed / built, per
family and target (a mutant that runs past ``--timeout``, a loop counter mutated into a loop that
never ends, counts as killed); a mutant that does not build (``mul`` to ``div`` of a matrix, ...) is counted
apart, and rows whose own code is not reproducible are left out, as eval leaves them out.

Writes OUT/mutants.md and OUT/mutants.json (the same inputs give the same bytes) and prints the
table. Exit 0 when scored, 2 when the dataset or OUT cannot be used.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from harness import outdir, sandbox
from harness.eval import runner
from harness.eval.contract import Prediction
from harness.eval.mutate import mutants
from harness.eval.report import passed
from harness.eval.rows import DatasetError, parse_split, read_rows
from harness.jobs import job_count, jobs_arg

TARGETS = ("cpu_forward", "cpu_backward")
SURVIVORS_LISTED = 30
# A mutated loop counter (w = w - 1) never ends: such a mutant is killed at its time limit, and eval's
# 300 s would make one such mutant cost more than all the others of a run.
TIMEOUT = 30.0


def predictions_of(rows, targets, per_target: int) -> tuple[list[Prediction], dict]:
    """The mutants of every row as predictions (one sample ``k`` per mutant; forward and backward
    mutants never share a ``k``, so eval builds each alone) and (id, target, k) -> its label."""
    out, labels = [], {}
    for row in rows:
        for t_index, target in enumerate(targets):
            found = mutants(row.code[target], f"{row.id}/{target}", per_target, target.endswith("backward"))
            for i, m in enumerate(found):
                k = t_index * per_target + i
                out.append(Prediction(row.id, target, k, m.code))
                labels[(row.id, target, k)] = m.label
    return out, labels


def tally(rows, predictions, labels, results, references) -> dict:
    family_of = {r.id: r.family for r in rows}
    excluded = sorted(i for i, r in references.items() if r.get("reproducible", True) is False)
    groups = defaultdict(lambda: {"mutants": 0, "built": 0, "killed": 0})
    survivors = []
    for p in predictions:
        if p.id in excluded:
            continue
        record = results.get((p.id, p.target, p.k))
        built = record is not None and record.get("built") is True
        for key in (("family", family_of[p.id]), ("target", p.target), ("all", "all")):
            g = groups[key]
            g["mutants"] += 1
            g["built"] += built
            g["killed"] += built and not passed(record, p.target)
        if built and passed(record, p.target):
            survivors.append({"id": p.id, "target": p.target, "mutant": labels[(p.id, p.target, p.k)]})
    for g in groups.values():
        g["score"] = round(g["killed"] / g["built"], 6) if g["built"] else None
    by = defaultdict(dict)
    for (kind, name), g in sorted(groups.items()):
        by[kind][name] = g
    return {
        "all": by["all"].get("all", {"mutants": 0, "built": 0, "killed": 0, "score": None}),
        "families": by["family"],
        "targets": by["target"],
        "excluded_rows": excluded,
        "survivors": survivors,
    }


def _pct(value) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def table(summary: dict) -> list[str]:
    lines = ["| family | mutants | built | killed | survived | score |", "|---|---|---|---|---|---|"]
    named = [*summary["families"].items(), *summary["targets"].items(), ("**all**", summary["all"])]
    for name, g in named:
        survived = g["built"] - g["killed"]
        lines.append(f"| {name} | {g['mutants']} | {g['built']} | {g['killed']} | {survived} | {_pct(g['score'])} |")
    return lines


def markdown(summary: dict) -> str:
    meta = summary["meta"]
    lines = [
        "# Mutation score",
        "",
        f"Dataset `{meta['dataset']}`, split {', '.join(meta['split'])}, {meta['per_target']} mutants per row and "
        f"target ({', '.join(meta['targets'])}), {meta['input_sets']} input sets. Score: killed / built "
        "(a survivor builds and computes Warp's outputs and adjoints on every input set).",
        "",
        *table(summary),
        "",
        f"Rows left out (Warp's own code not reproducible): {len(summary['excluded_rows'])}"
        + (f" ({', '.join(summary['excluded_rows'])})" if summary["excluded_rows"] else ""),
        "",
    ]
    if summary["survivors"]:
        lines += ["## Survivors", ""]
        lines += [f"- {s['id']} {s['target']} `{s['mutant']}`" for s in summary["survivors"][:SURVIVORS_LISTED]]
        more = len(summary["survivors"]) - SURVIVORS_LISTED
        lines += [f"- ... {more} more in mutants.json"] if more > 0 else []
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace, log=print) -> dict:
    splits = parse_split(args.split)
    rows = [r for r in read_rows(args.dataset) if r.split in splits]
    predictions, labels = predictions_of(rows, args.targets, args.per_target)
    log(f"mutants: {len(predictions)} mutants of {len(rows)} rows ({', '.join(splits)})")
    started = time.monotonic()
    references, results = runner.score(
        rows,
        predictions,
        jobs=job_count(args.jobs),
        timeout=args.timeout,
        sets=args.input_sets,
        dataset=args.dataset,
        log=log,
    )
    summary = tally(rows, predictions, labels, results, references)
    summary["meta"] = {
        "dataset": Path(args.dataset).name,
        "split": list(splits),
        "per_target": args.per_target,
        "targets": list(args.targets),
        "input_sets": args.input_sets,
    }
    outdir.prepare(args.out)
    text = (json.dumps(summary, indent=2, sort_keys=True) + "\n").encode()
    outdir.write_atomic(Path(args.out) / "mutants.json", text)
    outdir.write_atomic(Path(args.out) / "mutants.md", markdown(summary).encode())
    for line in table(summary):
        log(line)
    log(f"mutants: {time.monotonic() - started:.0f} s -> {Path(args.out) / 'mutants.md'}")
    return summary


def _targets(text: str) -> tuple[str, ...]:
    names = [n for n in text.replace(",", " ").split() if n]
    bad = [n for n in names if n not in TARGETS]
    if bad or not names:
        raise argparse.ArgumentTypeError(f"targets {text!r}: expected one or both of {', '.join(TARGETS)}")
    return tuple(t for t in TARGETS if t in names)


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 1")
    return int(text)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m harness.tools.mutants", description=__doc__.split("\n")[0])
    p.add_argument("--dataset", required=True, type=Path, help="a make dataset OUT folder")
    p.add_argument("--split", default="all", help="all (default), train, validation, test, or a list")
    p.add_argument("--per-target", default=2, type=_count, help="mutants per row and target (default 2)")
    p.add_argument("--targets", default=TARGETS, type=_targets, help="cpu_forward, cpu_backward (default both)")
    p.add_argument("--out", default=Path("data/mutants"), type=Path, help="report folder (default data/mutants)")
    p.add_argument("--jobs", default="auto", type=jobs_arg, help="worker processes (auto: one per CPU)")
    p.add_argument(
        "--timeout", default=TIMEOUT, type=float, help=f"seconds a step of a mutant may take (default {TIMEOUT:g})"
    )
    p.add_argument("--input-sets", default=5, type=int, help="seeded input sets per row (default 5, as make eval)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        parse_split(args.split)
    except ValueError as error:
        print(f"mutants: {error}", file=sys.stderr)
        return 2

    def go() -> int:
        refused = sandbox.unavailable()
        if refused:
            print(f"mutants: {refused}", file=sys.stderr)
            return 2
        try:
            run(args)
        except DatasetError as error:
            print(f"mutants: {error}", file=sys.stderr)
            return 2
        return 0

    return outdir.cli(go, "mutants")


if __name__ == "__main__":
    sys.exit(main())
