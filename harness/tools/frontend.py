"""`make coverage AGAINST=<export>`'s second half: how much of Warp's code generator the generated
kernels reach, against how much a reference corpus (harvested rows) reaches.

    python -m harness.tools.frontend --against data/harvest-newton [data/harvest-warp-tests ...]
                                     [--generated data/dataset] [--per-family 20] [--families a,b]
                                     [--size medium] [--jobs 2] [--json F] [--min-share F]

Regenerates every row's CPU and CUDA code the way the export made it, under coverage.py, and counts
the statements of Warp's code generator (``warp/_src/codegen.py``, found through
``harness.warp_api``) that doing so reaches: for the generated kernels (seeds 0..N-1 of every
family, generated in the workers; or another export's rows, ``--generated``) and for the reference
(the rows of every ``--against`` export together, by id). It prints, side by side, the statements
each reaches, those both reach and the share of the reference's the generator reaches; then,
function by function of the code generator, the statements the reference reaches and the generator
does not (with their lines and the reference row that reaches most of them).

Rows run in worker processes (``harness/tools/frontend_worker.py``), ``CHUNK`` rows each in a fresh
one, so what a row reaches does not depend on ``--jobs``; an export's rows are code the harness did
not write: their workers run in sandboxes (``harness/sandbox.py``). Every worker imports Warp and
generates one small kernel's code before its rows; what that reaches (the statements run at import
among them) counts for every corpus. A row whose code Warp refuses still counts what it reached; a
row whose worker crashed or hung counts nothing and is listed. The report is a pure function of
the rows and the Warp release.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from harness import procs, sandbox
from harness.jobs import job_count, jobs_arg
from harness.tools.frontend_worker import PREFIX

CHUNK = 40  # rows per worker process: start-up (about 2 s) paid once per chunk
ROW_TIMEOUT = 600.0  # seconds one row's code generation may take before its worker counts as hung
WORKER = [sys.executable, "-m", "harness.tools.frontend_worker"]


@dataclass
class Corpus:
    """One side's rows and what generating their code reached."""

    label: str
    rows: list[dict]
    foreign: bool  # code the harness did not write: workers in sandboxes
    lines: dict[str, frozenset[int]] = field(default_factory=dict)  # row id -> statements reached
    status: dict[str, tuple[str, str]] = field(default_factory=dict)  # row id -> (status, why)

    def reached(self, base: frozenset[int], export: str | None = None) -> frozenset[int]:
        """What its rows reached (those of one ``export`` of it only, if named), with ``base``."""
        rows = [r["id"] for r in self.rows if export is None or export in r.get("in", ())]
        return base.union(*(self.lines.get(i, ()) for i in rows))

    def exports(self) -> list[str]:
        return sorted({e for r in self.rows for e in r.get("in", ())})

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        for status, _why in self.status.values():
            out[status] += 1
        return dict(sorted(out.items()))


def _codegen_file() -> str:
    from harness import warp_api

    return warp_api.codegen_file()


def describe(path: str) -> dict:
    """The worker's ``--describe``: statements, their functions, the base (run without foreign code)."""
    done = subprocess.run([*WORKER, "--describe", path], capture_output=True, text=True, check=False, cwd=procs.ROOT)
    if done.returncode != 0:
        raise RuntimeError(f"frontend_worker --describe {procs.how_ended(done.returncode)}: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(corpus: Corpus, path: str, jobs: int, chunk: int = CHUNK, timeout: float = ROW_TIMEOUT) -> None:
    """Fill ``corpus.lines`` and ``corpus.status``: its rows in chunks of ``chunk``, each chunk in fresh
    worker processes (one after a crash or hang), ``jobs`` chunks at a time."""
    policy = sandbox.Policy() if corpus.foreign else None
    pool = procs.Pool([*WORKER, path], PREFIX, tasks_per_worker=1, sandbox=policy)
    by_id = {row["id"]: row for row in corpus.rows}
    chunks = [corpus.rows[i : i + chunk] for i in range(0, len(corpus.rows), chunk)]

    def run(rows: list[dict]) -> list[tuple[str, dict]]:
        return procs.run_steps(
            pool, lambda todo: {"rows": [by_id[i] for i in todo]}, [r["id"] for r in rows], timeout, lambda r: r["id"]
        )

    try:
        with ThreadPoolExecutor(max(1, jobs)) as threads:
            for results in threads.map(run, chunks):
                for row_id, record in results:
                    corpus.status[row_id] = (record.get("status", "crash"), record.get("why", ""))
                    corpus.lines[row_id] = frozenset(record.get("lines", ()))
                sys.stderr.write(f"codegen coverage: {corpus.label}: {len(corpus.status)}/{len(corpus.rows)} rows\n")
    finally:
        pool.close()


# ------------------------------------------------------------------------------ the comparison


def _ranges(lines: list[int]) -> str:
    """``[3, 4, 5, 9]`` -> ``3-5, 9``."""
    out: list[str] = []
    for line in sorted(lines):
        if out and int(out[-1].rpartition("-")[2]) == line - 1:
            out[-1] = f"{out[-1].partition('-')[0]}-{line}"
        else:
            out.append(str(line))
    return ", ".join(out)


def compare(described: dict, generated: Corpus, reference: Corpus) -> dict:
    """The figures (JSON-ready): statements each side reaches, and by function those only the
    reference reaches, most first."""
    statements = frozenset(described["statements"])
    base = frozenset(described["base"]) & statements
    owner = {int(line): name for line, name in described["functions"].items()}
    gen, ref = generated.reached(base) & statements, reference.reached(base) & statements
    missed = ref - gen
    per_function: dict[str, dict] = defaultdict(lambda: {"statements": 0, "generated": 0, "reference": 0, "lines": []})
    for line in sorted(statements):
        f = per_function[owner.get(line, "<module>")]
        f["statements"] += 1
        f["generated"] += line in gen
        f["reference"] += line in ref
        if line in missed:
            f["lines"].append(line)
    functions = []
    for name, f in per_function.items():
        if not f["lines"]:
            continue
        wanted = set(f["lines"])
        # The reference row reaching most of them (the first by id among equals): where to look.
        example = min(reference.lines, key=lambda i: (-len(wanted & reference.lines[i]), i), default="")
        functions.append({"function": name, **f, "missed": len(f["lines"]), "example": example})
    functions.sort(key=lambda f: (-f["missed"], f["function"]))

    def side(c: Corpus, reached: frozenset[int]) -> dict:
        return {"label": c.label, "rows": len(c.rows), "status": c.counts(), "reached": len(reached)}

    exports = reference.exports() if len(reference.exports()) > 1 else []

    return {
        "file": described["file"],
        "warp": described["warp"],
        "statements": len(statements),
        "base": len(base),
        "generated": side(generated, gen),
        "reference": side(reference, ref),
        "exports": [
            {
                "label": e,
                "rows": sum(e in r["in"] for r in reference.rows),
                "reached": len(reached),
                "reached_by_generated": round(len(gen & reached) / len(reached), 4),
            }
            for e in exports
            for reached in [reference.reached(base, e) & statements]
        ],
        "both": len(gen & ref),
        "reference_reached_by_generated": round(len(gen & ref) / len(ref), 4) if ref else 0.0,
        "missed": len(missed),
        "functions": functions,
        "not_measured": {
            c.label: sorted([i, s, why] for i, (s, why) in c.status.items() if s not in ("ok", "rejected"))
            for c in (generated, reference)
        },
    }


def render(figures: dict, top: int = 0) -> str:
    n = figures["statements"]
    g, r = figures["generated"], figures["reference"]
    out = [
        f"Warp's code generator ({figures['file']}, warp-lang {figures['warp']}): {n:,} statements;"
        f" {figures['base']:,} of them run for any kernel (import, one small kernel's code)",
        "",
        f"  {'corpus':44s} {'rows':>6s} {'reached':>8s} {'share':>7s}  rows by status",
    ]
    for s in (g, r):
        status = ", ".join(f"{k} {v}" for k, v in s["status"].items())
        out.append(f"  {s['label'][:44]:44s} {s['rows']:6d} {s['reached']:8,d} {s['reached'] / n:7.1%}  {status}")
    for e in figures["exports"]:
        share = f"the generator reaches {e['reached_by_generated']:.1%} of it"
        out.append(f"    {e['label'][:42]:42s} {e['rows']:6d} {e['reached']:8,d} {e['reached'] / n:7.1%}  {share}")
    out.append(f"  {'both':44s} {'':6s} {figures['both']:8,d} {figures['both'] / n:7.1%}")
    out.append(
        f"  the reference's statements the generator reaches: {figures['both']:,} of {r['reached']:,}"
        f" ({figures['reference_reached_by_generated']:.1%}); {figures['missed']:,} it does not"
    )
    functions = figures["functions"][:top] if top else figures["functions"]
    if functions:
        width = max(len(f["function"]) for f in functions)
        out += [
            "",
            f"Reached by the reference, not by the generator: {figures['missed']:,} statements in"
            f" {len(figures['functions'])} functions{f' (the first {top})' if top else ''}",
            f"  {'function':{width}s} {'missed':>6s} {'gen':>5s} {'ref':>5s} {'stmts':>5s}  example row; lines",
        ]
        for f in functions:
            out.append(
                f"  {f['function']:{width}s} {f['missed']:6d} {f['generated']:5d} {f['reference']:5d}"
                f" {f['statements']:5d}  {f['example']}; {_ranges(f['lines'])}"
            )
    for label, rows in figures["not_measured"].items():
        if rows:
            out += ["", f"Rows of {label} not measured (their worker crashed or hung): {len(rows)}"]
            out += [f"  {i}: {status}: {why}" for i, status, why in rows[:20]]
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------------------------ inputs


def export_rows(folders: list[Path]) -> list[dict]:
    """Every row of the exported folders (``id``, ``python_source`` -> ``source``, ``kernel_name`` ->
    ``kernel``), by id; a row id met again (the same kernel in two exports) is taken once."""
    from harness.tools.realism import export_table

    rows: dict[str, dict] = {}
    for folder in folders:
        for row in export_table(folder, ("id", "python_source", "kernel_name")):
            found = rows.setdefault(
                row["id"], {"id": row["id"], "source": row["python_source"], "kernel": row["kernel_name"], "in": []}
            )
            found["in"].append(str(folder))
    return [rows[i] for i in sorted(rows)]


def generated_rows(families: list[str], per_family: int, size: str) -> list[dict]:
    return [
        {"id": f"{family}-{seed:06d}", "family": family, "seed": seed, "size": size}
        for family in families
        for seed in range(per_family)
    ]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    from harness.generate import layout
    from kernels import FAMILIES

    parser = argparse.ArgumentParser(prog="make coverage AGAINST=<export>", description=__doc__.split("\n")[0])
    parser.add_argument("--against", type=Path, nargs="+", required=True, help="exported folders of reference rows")
    parser.add_argument("--generated", type=Path, help="exported folder of generated rows (default: generate)")
    parser.add_argument("--per-family", type=int, default=20, help="seeds 0..N-1 of every family (default 20)")
    parser.add_argument("--families", default="", help="comma/space-separated subset of the families")
    parser.add_argument("--size", default="medium", help="kernel size of the generated rows")
    parser.add_argument("--jobs", type=jobs_arg, default="auto", help="worker processes at a time (JOBS)")
    parser.add_argument("--top", type=int, default=0, help="list only the first N functions (0: all)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--min-share", type=float, help="exit 1 when the generator reaches less of the reference's")
    args = parser.parse_args(argv)
    try:
        args.family_list = layout.parse_families(args.families) or list(FAMILIES)
    except ValueError as error:
        parser.error(str(error))
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    why = sandbox.unavailable()
    if why:
        sys.stderr.write(f"make coverage: {why}\n")
        return 2
    try:
        reference = Corpus(" + ".join(str(a) for a in args.against), export_rows(args.against), foreign=True)
        if args.generated:
            generated = Corpus(str(args.generated), export_rows([args.generated]), foreign=True)
        else:
            rows = generated_rows(args.family_list, args.per_family, args.size)
            label = f"generated ({args.per_family} per family, {len(args.family_list)} families)"
            generated = Corpus(label, rows, foreign=False)
    except (FileNotFoundError, KeyError) as error:
        sys.stderr.write(f"make coverage: {error}\n")
        return 2
    path = _codegen_file()
    described = describe(path)
    jobs = job_count(args.jobs)
    for corpus in (generated, reference):
        measure(corpus, path, jobs)
    figures = compare(described, generated, reference)
    sys.stdout.write(render(figures, args.top))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2, sort_keys=True) + "\n")
    share = figures["reference_reached_by_generated"]
    if args.min_share is not None and share < args.min_share:
        sys.stdout.write(f"\nthe generator reaches {share:.1%} of the reference's statements < {args.min_share:.1%}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
