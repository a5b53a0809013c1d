"""`make bench`: throughput figures of the harness next to bare Warp, each beside its target.

Every figure is measured in this run, on these kernels, on this machine, beside its target:

1. `make dataset VALIDATE=0 JOBS=1` end to end (start-up, generation, snapshot writes, export,
   card and plots) against bare Warp codegen of the same kernels: their Python sources imported
   as ordinary modules and Warp's code generation called for both targets the way
   `Module._compile` does (one build per target), in a fresh process (start-up and wp.init included);
2. the same `make dataset` at JOBS=2 against JOBS=1;
3. validated generation (the ladder, one worker) against Warp's own batched compile of the same
   kernels for the CPU and to CUBIN, CPU time per kernel (`python -m harness.validate --bench`),
   with this machine's precompiled runtime headers (harness/compiled_headers.py; the figure with
   none made yet is printed beside it);
4. peak resident memory of the largest process of `make dataset VALIDATE=0 JOBS=1` at two sizes;
5. `make eval PREDICTIONS=oracle SPLIT=all JOBS=2` on the CPU targets of a fresh
   `make dataset VALIDATE=0` of about --eval-predictions / 2 rows (1,040 predictions by default):
   wall seconds per 1,000 predictions, CPU time and the load average beside it.

Each round times bare Warp, JOBS=1 and JOBS=2 and then the same in the mirrored order, and
averages each pair, so a machine that slows (or speeds up) during a round weighs on both sides
alike; each JOBS run's CPU time is printed beside its wall time (the same work takes more CPU
time while the machine runs slower). Every run writes into a scratch folder of its own under
data/, all of them removed when the bench ends, so that no run pays for the deletions of the one
before. Timings are medians of --repeat rounds, ratios the median of each round's ratio; the
machine is noisy, so compare ratios, not seconds. Every round is printed, and all figures are
saved as JSON in .benchmarks/throughput/ (named by time and commit) to compare runs between
commits.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from harness import warp_api
from kernels import FAMILIES, KernelSpec, generate

ROOT = Path(__file__).resolve().parents[2]


def scratch(kept: contextlib.ExitStack) -> Path:
    """A scratch folder under data/, where `make dataset` writes by default, removed when ``kept``
    closes: at the end of the bench, not after each run. On these machines' ext4 (no journal) a
    file created within a minute or more of thousands deleted costs up to 0.7 ms of system time
    (`recently_deleted` in the inode search): deleting each run's 4000 files right after it took
    2-4 s from whichever run came next."""
    (ROOT / "data").mkdir(exist_ok=True)
    return Path(kept.enter_context(tempfile.TemporaryDirectory(dir=ROOT / "data", prefix=".bench-")))


def import_sources(specs: list[KernelSpec], folder: Path) -> list:
    """Write each spec's source to ``folder`` and import it as an ordinary module."""
    warp_api.init()
    modules = []
    for spec in specs:
        path = Path(folder) / f"bench_{spec.case_id.replace('-', '_')}.py"
        path.write_text(spec.source)
        module_spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[path.stem] = module
        module_spec.loader.exec_module(module)
        modules.append(getattr(module, spec.kernel_name))
    return modules


def bare_codegen(kernels: list) -> int:
    """Warp's own code generation for both targets; returns the characters generated."""
    return sum(len(warp_api.codegen_module(k, target)) for k in kernels for target in warp_api.TARGETS)


def _bare_child(per_family: int, families: list[str], folder: Path) -> None:
    # Runs in a fresh process: import warp, import the sources, generate code, report what it made.
    specs = [generate(f, s) for f in families for s in range(per_family)]
    kernels = import_sources(specs, folder)
    chars = bare_codegen(kernels)
    print(json.dumps({"kernels": len(kernels), "chars": chars}))


_RUSAGE = (
    "import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
    "u = resource.getrusage(resource.RUSAGE_CHILDREN); "
    "print(r.stdout + r.stderr); print(r.returncode, u.ru_maxrss, u.ru_utime + u.ru_stime)"
)


class Run(NamedTuple):
    seconds: float  # wall
    peak_mib: float  # peak RSS of the largest process it ran
    cpu_s: float  # user + system time of all its processes: the same work takes more where the machine is slower
    output: str


def _timed(command: list[str]) -> Run:
    """Wall time, peak memory, CPU time and output of a command.

    The command runs under a wrapper process of its own, so the peak is this command's alone
    (RUSAGE_CHILDREN of this process would keep the largest child of the whole session).
    """
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", _RUSAGE, *command], cwd=ROOT, check=True, capture_output=True, text=True
    )
    seconds = time.perf_counter() - start
    *lines, last = out.stdout.strip().splitlines()
    code, rss, cpu = last.split()
    if int(code) != 0:
        raise RuntimeError(f"{' '.join(command)} exited {code}:\n" + "\n".join(lines[-30:]))
    return Run(seconds, int(rss) / 1024, float(cpu), "\n".join(lines))


def bare_seconds(per_family: int, families: list[str], kept: contextlib.ExitStack) -> float:
    folder = scratch(kept)  # made before the clock starts, as `make dataset`'s OUT is
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "harness.tools.bench", "--bare-child", str(per_family), "--families", ",".join(families),
         "--sources", str(folder)],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )  # fmt: skip
    seconds = time.perf_counter() - start
    made = json.loads(out.stdout.strip().splitlines()[-1])
    if made["kernels"] != per_family * len(families) or not made["chars"]:
        raise RuntimeError(f"bare Warp codegen made {made}, expected {per_family * len(families)} kernels")
    return seconds


def generation_command(per_family: int, families: list[str], jobs: int, root: Path) -> list[str]:
    """The snapshot-test generation alone (what `make dataset` runs first), for the stage benchmarks."""
    return [
        sys.executable, "-m", "pytest", "tests/test_generate.py", "-q", "-p", "no:cacheprovider",
        f"--per-family={per_family}", f"--families={','.join(families)}", f"--golden-root={root}",
        "--snapshot-update", "--snapshot-disable-unused", "-n", str(jobs),
    ]  # fmt: skip


def dataset(per_family: int, families: list[str], jobs: int, kept: contextlib.ExitStack) -> Run:
    """`make dataset VALIDATE=0 JOBS=jobs` end to end, into a scratch folder: start-up, generation,
    snapshot writes, export, card and plots."""
    folder = scratch(kept)
    return _timed(
        [sys.executable, "-m", "harness.dataset", f"--per-family={per_family}", f"--families={','.join(families)}",
         f"--out={folder}", f"--jobs={jobs}", "--validate=0"]
    )  # fmt: skip


def validated(per_family: int, families: list[str], kept: contextlib.ExitStack) -> dict:
    """The validation ladder in one worker against Warp's batched compile of the same kernels
    (harness.validate.ladder.bench, same run); returns its bench.json."""
    folder = scratch(kept)
    _timed(generation_command(per_family, families, 0, folder / "cases"))
    _timed(
        [sys.executable, "-m", "harness.validate", str(folder / "cases"), f"--out={folder}/out", "--bench", "--jobs=1"]
    )
    return json.loads((folder / "out" / "bench.json").read_text())


TARGETS = {"ratio": 1.10, "speedup": 1.85, "validated": 1.00, "memory": 0.10}
EVAL_TARGET_S = 600.0  # seconds per 1,000 CPU-target predictions on 2 cores


def eval_figure(predictions: int, families: list[str], kept: contextlib.ExitStack) -> dict:
    """Oracle predictions for cpu_forward and cpu_backward of every row of a fresh dataset with
    at least ``predictions`` / 2 rows, scored by `make eval` with 2 workers."""
    per_family = -(-predictions // (2 * len(families)))
    folder = scratch(kept)
    _timed(
        [sys.executable, "-m", "harness.dataset", f"--per-family={per_family}", f"--families={','.join(families)}",
         f"--out={folder}", "--jobs=2", "--validate=0"]
    )  # fmt: skip
    load = os.getloadavg()[0]
    run = _timed(
        [sys.executable, "-m", "harness.eval", "--predictions=oracle", f"--dataset={folder}", "--split=all",
         "--targets=cpu_forward,cpu_backward", "--jobs=2", f"--out={folder}/eval"]
    )  # fmt: skip
    summary = json.loads((folder / "eval" / "report.json").read_text())
    scored = summary["rows"] * len(summary["targets"])  # the oracle predicts every row's every target
    return {
        "predictions": scored,
        "rows_left_out": summary["excluded_rows"]["count"],
        "seconds": run.seconds,
        "cpu_s": run.cpu_s,
        "s_per_1000": run.seconds / scored * 1000,
        "load_before": load,
        "load_after": os.getloadavg()[0],
        "pass_rate": summary["headline"]["pass_rate"],
    }


def report(
    per_family: int, repeat: int, families: list[str], validated_per_family: int, memory_sizes=(5, 50), log=print
) -> tuple[list[tuple[str, str, str, bool]], dict]:
    """(rows: name, value, target, met; figures: every number measured, rounds included)."""
    n = per_family * len(families)
    # Each round times bare Warp, JOBS=1 and JOBS=2 back to back, then again in the mirrored order
    # (bare, 1, 2, 2, 1, bare), and averages each pair, as Warp's compile is timed before and after
    # the ladder: this machine slows under sustained load (JOBS=2 four times in a row: 11.7, 12.2,
    # 13.0, 13.1 s), which would otherwise weigh on whichever run comes later. Figures are medians
    # over rounds (ratios per round, then their median).
    with contextlib.ExitStack() as kept:  # every run's output stays until the end (scratch())
        rounds = []
        for i in range(repeat):
            first = (bare_seconds(per_family, families, kept), dataset(per_family, families, 1, kept))
            twos = (dataset(per_family, families, 2, kept), dataset(per_family, families, 2, kept))
            last = (dataset(per_family, families, 1, kept), bare_seconds(per_family, families, kept))
            bares, ones = (first[0], last[1]), (first[1], last[0])
            bare = statistics.fmean(bares)
            one, two = statistics.fmean(x.seconds for x in ones), statistics.fmean(x.seconds for x in twos)
            r = {
                "bare_s": bare, "jobs1_s": one, "jobs2_s": two, "ratio": one / bare, "speedup": one / two,
                "runs_s": {"bare": list(bares), "jobs1": [x.seconds for x in ones], "jobs2": [x.seconds for x in twos]},
                "cpu_s": {"jobs1": [x.cpu_s for x in ones], "jobs2": [x.cpu_s for x in twos]},
            }  # fmt: skip
            # CPU time beside each run: the same work (JOBS=2 adds one process's start-up) takes
            # more CPU time where the machine ran slower, which a wall-time ratio cannot tell apart.
            line = (
                f"  round {i + 1}/{repeat}: bare {bare:.1f} s ({bares[0]:.1f}, {bares[1]:.1f}), "
                f"JOBS=1 {one:.1f} s ({ones[0].seconds:.1f}, {ones[1].seconds:.1f}; CPU {ones[0].cpu_s:.1f}, "
                f"{ones[1].cpu_s:.1f}), JOBS=2 {two:.1f} s ({twos[0].seconds:.1f}, {twos[1].seconds:.1f}; "
                f"CPU {twos[0].cpu_s:.1f}, {twos[1].cpu_s:.1f})"
            )
            if validated_per_family:
                v = validated(validated_per_family, families, kept)
                r["validated"] = v
                line += (
                    f", validated {v['validate_cpu_s_per_kernel'] * 1000:.0f} (no shared headers "
                    f"{v['validate_cold_cpu_s_per_kernel'] * 1000:.0f}) vs Warp {v['warp_compile_cpu_s_per_kernel'] * 1000:.0f} ms/kernel"
                )
            rounds.append(r)
            log(line + f": ratio {r['ratio']:.2f}x, speed-up {r['speedup']:.2f}x")

        small, large = memory_sizes
        small_rss = dataset(small, families, 1, kept).peak_mib
        large_rss = dataset(large, families, 1, kept).peak_mib

    def median(key):
        return statistics.median(r[key] for r in rounds)

    growth = large_rss / small_rss - 1
    figures = {
        "kernels": n,
        "rounds": rounds,
        "bare_ms_per_kernel": median("bare_s") / n * 1000,
        "jobs1_ms_per_kernel": median("jobs1_s") / n * 1000,
        "jobs2_ms_per_kernel": median("jobs2_s") / n * 1000,
        "ratio": median("ratio"),
        "speedup": median("speedup"),
        "peak_rss_mib": {str(small): small_rss, str(large): large_rss},
    }
    ratio, speedup = figures["ratio"], figures["speedup"]
    rows = [
        ("bare Warp codegen, CPU + CUDA (fresh process)", f"{figures['bare_ms_per_kernel']:.1f} ms/kernel", "reference", True),
        ("make dataset VALIDATE=0 JOBS=1, end to end", f"{figures['jobs1_ms_per_kernel']:.1f} ms/kernel", "", True),
        ("1. ratio JOBS=1 / bare", f"{ratio:.2f}x", f"<= {TARGETS['ratio']:.2f}x", ratio <= TARGETS["ratio"]),
        ("make dataset VALIDATE=0 JOBS=2, end to end", f"{figures['jobs2_ms_per_kernel']:.1f} ms/kernel", "", True),
        ("2. speed-up JOBS=2 over JOBS=1", f"{speedup:.2f}x", f">= {TARGETS['speedup']:.2f}x", speedup >= TARGETS["speedup"]),
    ]  # fmt: skip
    if validated_per_family:

        def validated_median(key):
            return statistics.median(r["validated"][key] for r in rounds)

        figures["validated_ratio"] = validated_median("ratio")
        figures["validated_ratio_cold"] = validated_median("ratio_cold")
        warp_ms = validated_median("warp_compile_cpu_s_per_kernel") * 1000
        ladder_ms = validated_median("validate_cpu_s_per_kernel") * 1000
        cold_ms = validated_median("validate_cold_cpu_s_per_kernel") * 1000
        k = rounds[0]["validated"]["kernels"]
        rows += [
            (f"Warp batched compile, CPU + CUBIN ({k} kernels)", f"{warp_ms:.0f} ms/kernel", "reference", True),
            ("validated, 1 worker (CPU time)", f"{ladder_ms:.0f} ms/kernel", "", True),
            ("3. ratio validated / Warp compile", f"{figures['validated_ratio']:.2f}x", f"<= {TARGETS['validated']:.2f}x",
             figures["validated_ratio"] <= TARGETS["validated"]),
            ("   the same, no shared headers made yet", f"{figures['validated_ratio_cold']:.2f}x ({cold_ms:.0f} ms/kernel)",
             "", True),
        ]  # fmt: skip
    rows.append(
        (
            f"4. peak RSS, {small} vs {large} per family",
            f"{small_rss:.0f} vs {large_rss:.0f} MiB ({growth:+.0%})",
            f"within {TARGETS['memory']:.0%}",
            abs(growth) <= TARGETS["memory"],
        )
    )
    return rows, figures


def save(figures: dict, folder: Path) -> Path:
    """Keep this run's figures, named by time and commit, so runs can be compared between commits."""

    def git(*args: str) -> str:
        try:
            return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return ""

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = bool(git("status", "--porcelain", "--untracked-files=no"))
    stamp = time.strftime("%Y%m%dT%H%M%S")
    figures = {"commit": commit, "dirty": dirty, "time": stamp, "warp_version": warp_api.warp_version(), **figures}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stamp}_{commit}{'-dirty' if dirty else ''}.json"
    path.write_text(json.dumps(figures, indent=2, sort_keys=True) + "\n")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make bench", description=__doc__.split("\n")[0])
    parser.add_argument("--per-family", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--families", default=",".join(FAMILIES))
    parser.add_argument("--validated-per-family", type=int, default=3, help="0: skip the validated figure")
    parser.add_argument("--memory-sizes", default="5,50", help="two per-family sizes whose peak memory is compared")
    parser.add_argument(
        "--eval-predictions", type=int, default=1000, help="about this many make eval predictions; 0: skip"
    )
    parser.add_argument("--eval-only", action="store_true", help="only the make eval figure (5.)")
    parser.add_argument("--save", type=Path, default=ROOT / ".benchmarks" / "throughput", help="folder for the figures")
    parser.add_argument("--bare-child", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--sources", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    families = [f for f in args.families.split(",") if f]
    if args.bare_child is not None:
        _bare_child(args.bare_child, families, args.sources)
        return 0
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # as `make` does: the rounds start many interpreters
    rows, figures = [], {}
    if not args.eval_only:
        print(f"{args.per_family} kernels per family x {len(families)} families, {args.repeat} rounds", flush=True)
        rows, figures = report(
            args.per_family, args.repeat, families, args.validated_per_family,
            tuple(int(x) for x in args.memory_sizes.split(",")), log=lambda line: print(line, flush=True),
        )  # fmt: skip
    if args.eval_predictions:
        with contextlib.ExitStack() as kept:
            e = figures["eval"] = eval_figure(args.eval_predictions, families, kept)
        rows.append(
            (
                f"5. make eval, {e['predictions']} CPU predictions, JOBS=2",
                f"{e['s_per_1000']:.0f} s/1000 (CPU {e['cpu_s'] / e['predictions'] * 1000:.0f} s, load {e['load_before']:.1f})",
                f"<= {EVAL_TARGET_S:.0f} s/1000",
                e["s_per_1000"] <= EVAL_TARGET_S,
            )
        )
    print(f"medians of {args.repeat} rounds; figures saved in {save(figures, args.save)}")
    width = max(len(r[0]) for r in rows)
    for name, value, target, ok in rows:
        mark = "" if target in ("", "reference") else ("  ok" if ok else "  MISSED")
        print(f"  {name:<{width}}  {value:>24}  {target:>16}{mark}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
