"""`make bench`: throughput figures of the harness next to bare Warp, each beside its target.

Every figure is measured in this run, on these kernels, on this machine:

- bare Warp codegen: the kernels' Python sources imported as ordinary modules and Warp's code
  generation called for both targets, nothing else (a fresh process: start-up and wp.init included)
- harness codegen-only generation at JOBS=1 and JOBS=2: the snapshot-test generation that
  `make dataset VALIDATE=0` runs, into a scratch folder (a fresh pytest process: start-up included)
- peak resident memory of generation at two sizes (flat means it does not grow with the size)
- a codegen-only dataset of about 200 MB end to end (`make dataset VALIDATE=0`): time, peak memory
- validated generation (the ladder, one worker) against Warp's own batched compile of the same
  kernels for the CPU and to CUBIN, CPU time per kernel (`python -m harness.validate --bench`)

Timings are medians of --repeat rounds, ratios the median of each round's ratio; the machine is
noisy, so compare ratios, not seconds. Every round is printed, and all figures are saved as JSON
in .benchmarks/throughput/ (named by time and commit) to compare runs between commits.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import warp_api
from kernels import FAMILIES, KernelSpec, generate

ROOT = Path(__file__).resolve().parents[2]


def scratch() -> tempfile.TemporaryDirectory:
    """A scratch folder under data/, where `make dataset` writes by default (on these machines
    writing under /tmp costs several times more per file, which would be charged to the harness)."""
    (ROOT / "data").mkdir(exist_ok=True)
    return tempfile.TemporaryDirectory(dir=ROOT / "data", prefix=".bench-")


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


def _bare_child(per_family: int, families: list[str]) -> None:
    # Runs in a fresh process: import warp, import the sources, generate code, report what it made.
    specs = [generate(f, s) for f in families for s in range(per_family)]
    with scratch() as folder:
        kernels = import_sources(specs, Path(folder))
        chars = bare_codegen(kernels)
    print(json.dumps({"kernels": len(kernels), "chars": chars}))


_PEAK_RSS = (
    "import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
    "print(r.stdout + r.stderr); print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
)


def _timed(command: list[str]) -> tuple[float, float, str]:
    """(wall seconds, peak RSS in MiB of the largest process it ran, its output) of a command.

    The command runs under a wrapper process of its own, so the peak is this command's alone
    (RUSAGE_CHILDREN of this process would keep the largest child of the whole session).
    """
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", _PEAK_RSS, *command], cwd=ROOT, check=True, capture_output=True, text=True
    )
    seconds = time.perf_counter() - start
    *lines, last = out.stdout.strip().splitlines()
    code, rss = map(int, last.split())
    if code != 0:
        raise RuntimeError(f"{' '.join(command)} exited {code}:\n" + "\n".join(lines[-30:]))
    return seconds, rss / 1024, "\n".join(lines)


def bare_seconds(per_family: int, families: list[str]) -> float:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "harness.tools.bench", "--bare-child", str(per_family), "--families", ",".join(families)],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )  # fmt: skip
    seconds = time.perf_counter() - start
    made = json.loads(out.stdout.strip().splitlines()[-1])
    if made["kernels"] != per_family * len(families) or not made["chars"]:
        raise RuntimeError(f"bare Warp codegen made {made}, expected {per_family * len(families)} kernels")
    return seconds


def generation_command(per_family: int, families: list[str], jobs: int, root: Path) -> list[str]:
    return [
        sys.executable, "-m", "pytest", "tests/test_generate.py", "-q", "-p", "no:cacheprovider",
        f"--per-family={per_family}", f"--families={','.join(families)}", f"--golden-root={root}",
        "--snapshot-update", "-n", str(jobs),
    ]  # fmt: skip


def generation(per_family: int, families: list[str], jobs: int) -> tuple[float, float]:
    with scratch() as folder:
        return _timed(generation_command(per_family, families, jobs, Path(folder)))[:2]


def codegen_dataset(per_family: int, families: list[str]) -> tuple[float, float, float]:
    """`make dataset VALIDATE=0` end to end (generation on every core, then export):
    (seconds, peak RSS of its largest process in MiB, MB of source + generated code exported)."""
    with scratch() as folder:
        seconds, rss, output = _timed(
            [sys.executable, "-m", "harness.dataset", f"--per-family={per_family}", f"--families={','.join(families)}",
             f"--out={folder}", "--jobs=auto", "--validate=0"]
        )  # fmt: skip
    found = re.search(r"([\d.]+) MB of source \+ generated code", output)
    return seconds, rss, float(found.group(1)) if found else float("nan")


def validated(per_family: int, families: list[str]) -> dict:
    """The validation ladder in one worker against Warp's batched compile of the same kernels
    (harness.validate.ladder.bench, same run); returns its bench.json."""
    with scratch() as folder:
        root = Path(folder) / "cases"
        _timed(generation_command(per_family, families, 0, root))
        _timed([sys.executable, "-m", "harness.validate", str(root), f"--out={folder}/out", "--bench", "--jobs=1"])
        return json.loads((Path(folder) / "out" / "bench.json").read_text())


def report(
    per_family: int, repeat: int, families: list[str], dataset_per_family: int, validated_per_family: int, log=print
) -> tuple[list[tuple[str, str, str, bool]], dict]:
    """(rows: name, value, target, met; figures: every number measured, rounds included)."""
    n = per_family * len(families)
    # Each round times bare, JOBS=1 and JOBS=2 back to back, so a ratio compares runs made under
    # the same load; the medians are taken over rounds (ratios per round, then their median).
    rounds = []
    for i in range(repeat):
        bare = bare_seconds(per_family, families)
        one = generation(per_family, families, 0)[0]
        two = generation(per_family, families, 2)[0]
        rounds.append({"bare_s": bare, "jobs1_s": one, "jobs2_s": two, "ratio": one / bare, "speedup": one / two})
        log(
            f"  round {i + 1}/{repeat}: bare {bare:.1f} s, JOBS=1 {one:.1f} s, JOBS=2 {two:.1f} s: "
            f"ratio {one / bare:.2f}x, speed-up {one / two:.2f}x"
        )
    bare, one, two, ratio, speedup = (
        statistics.median(r[key] for r in rounds) for key in ("bare_s", "jobs1_s", "jobs2_s", "ratio", "speedup")
    )
    small = max(1, per_family // 4)
    _, small_rss = generation(small, families, 0)
    _, large_rss = generation(per_family, families, 0)
    figures = {
        "kernels": n,
        "rounds": rounds,
        "bare_ms_per_kernel": bare / n * 1000,
        "jobs1_ms_per_kernel": one / n * 1000,
        "jobs2_ms_per_kernel": two / n * 1000,
        "ratio": ratio,
        "speedup": speedup,
        "peak_rss_mib": {str(small): small_rss, str(per_family): large_rss},
    }
    rows = [
        ("bare Warp codegen (both targets)", f"{bare / n * 1000:.1f} ms/kernel", "reference", True),
        ("harness codegen-only, JOBS=1", f"{one / n * 1000:.1f} ms/kernel", "", True),
        ("  ratio harness / bare", f"{ratio:.2f}x", "<= 1.30x", ratio <= 1.3),
        ("harness codegen-only, JOBS=2", f"{two / n * 1000:.1f} ms/kernel", "", True),
        ("  speed-up JOBS=2 over JOBS=1", f"{speedup:.2f}x", ">= 1.70x", speedup >= 1.7),
        (
            f"peak RSS, {small} vs {per_family} per family",
            f"{small_rss:.0f} MiB vs {large_rss:.0f} MiB",
            "flat, < 2048 MiB",
            large_rss < 2048 and large_rss < small_rss * 1.25,
        ),
    ]
    if dataset_per_family:
        seconds, rss, mb = codegen_dataset(dataset_per_family, families)
        figures["dataset"] = {"per_family": dataset_per_family, "seconds": seconds, "mb": mb, "peak_rss_mib": rss}
        rows += [
            (f"codegen-only dataset, {dataset_per_family} per family", f"{mb:.0f} MB in {seconds / 60:.1f} min",
             ">= 200 MB, <= 10 min", mb >= 200 and seconds <= 600),
            ("  peak RSS (largest process)", f"{rss:.0f} MiB", "< 2048 MiB", rss < 2048),
        ]  # fmt: skip
    if validated_per_family:
        v = validated(validated_per_family, families)
        figures["validated"] = v
        before, after = (x * 1000 for x in v["warp_compile_cpu_s_per_kernel_before_after"])
        rows += [
            ("Warp batched compile, CPU + CUBIN", f"{v['warp_compile_cpu_s_per_kernel'] * 1000:.0f} ms/kernel", "reference", True),
            ("  timed before / after the ladder", f"{before:.0f} / {after:.0f} ms/kernel", "", True),
            (f"validated, 1 worker ({v['kernels']} kernels)", f"{v['validate_cpu_s_per_kernel'] * 1000:.0f} ms/kernel", "", True),
            ("  ratio validated / Warp compile", f"{v['ratio']:.2f}x", "<= 1.50x", v["ratio"] <= 1.5),
        ]  # fmt: skip
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
    parser.add_argument("--per-family", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--families", default=",".join(FAMILIES))
    parser.add_argument("--dataset-per-family", type=int, default=110, help="about 200 MB with every family; 0: skip")
    parser.add_argument("--validated-per-family", type=int, default=3, help="0: skip the validated figure")
    parser.add_argument("--save", type=Path, default=ROOT / ".benchmarks" / "throughput", help="folder for the figures")
    parser.add_argument("--bare-child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    families = [f for f in args.families.split(",") if f]
    if args.bare_child is not None:
        _bare_child(args.bare_child, families)
        return 0
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # as `make` does: the rounds start many interpreters
    print(f"{args.per_family} kernels per family x {len(families)} families, {args.repeat} rounds", flush=True)
    rows, figures = report(
        args.per_family, args.repeat, families, args.dataset_per_family, args.validated_per_family,
        log=lambda line: print(line, flush=True),
    )  # fmt: skip
    print(f"medians of {args.repeat} rounds; figures saved in {save(figures, args.save)}")
    width = max(len(r[0]) for r in rows)
    for name, value, target, ok in rows:
        mark = "" if target in ("", "reference") else ("  ok" if ok else "  MISSED")
        print(f"  {name:<{width}}  {value:>24}  {target:>16}{mark}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
