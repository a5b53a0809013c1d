"""`make bench`: throughput figures of the harness next to bare Warp, each beside its target.

Every figure is measured in this run, on these kernels, on this machine:

- bare Warp codegen: the kernels' Python sources imported as ordinary modules and Warp's code
  generation called for both targets, nothing else (a fresh process: start-up and wp.init included)
- harness codegen-only generation at JOBS=1 and JOBS=2: the snapshot-test generation that
  `make dataset VALIDATE=0` runs, into a scratch folder (a fresh pytest process: start-up included)
- peak resident memory of generation at two sizes (flat means it does not grow with the size)

Timings are medians of --repeat runs; the machine is noisy, so compare ratios, not seconds.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import warp_api
from kernels import FAMILIES, KernelSpec, generate

ROOT = Path(__file__).resolve().parent.parent


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
    # Runs in a fresh process: import warp, import the sources, generate code, report seconds.
    start = time.perf_counter()
    specs = [generate(f, s) for f in families for s in range(per_family)]
    spec_seconds = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as folder:
        kernels = import_sources(specs, Path(folder))
        bare_codegen(kernels)
    print(json.dumps({"seconds": time.perf_counter() - start - spec_seconds}))


_PEAK_RSS = (
    "import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
)


def _timed(command: list[str]) -> tuple[float, float]:
    """(wall seconds, peak RSS in MiB of the largest process it ran) of a command.

    The command runs under a wrapper process of its own, so the peak is this command's alone
    (RUSAGE_CHILDREN of this process would keep the largest child of the whole session).
    """
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", _PEAK_RSS, *command], cwd=ROOT, check=True, capture_output=True, text=True
    )
    seconds = time.perf_counter() - start
    return seconds, int(out.stdout.split()[-1]) / 1024


def bare_seconds(per_family: int, families: list[str]) -> float:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "harness.bench", "--bare-child", str(per_family), "--families", ",".join(families)],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )  # fmt: skip
    json.loads(out.stdout.strip().splitlines()[-1])
    return time.perf_counter() - start


def generation_command(per_family: int, families: list[str], jobs: int, root: Path) -> list[str]:
    return [
        sys.executable, "-m", "pytest", "tests/test_generate.py", "-q", "-p", "no:cacheprovider",
        f"--per-family={per_family}", f"--families={','.join(families)}", f"--golden-root={root}",
        "--snapshot-update", "-n", str(jobs),
    ]  # fmt: skip


def generation(per_family: int, families: list[str], jobs: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as folder:
        return _timed(generation_command(per_family, families, jobs, Path(folder)))


def _median(fn, repeat: int) -> float:
    return statistics.median(fn() for _ in range(repeat))


def report(per_family: int, repeat: int, families: list[str]) -> list[tuple[str, str, str, bool]]:
    n = per_family * len(families)
    bare = _median(lambda: bare_seconds(per_family, families), repeat)
    one = _median(lambda: generation(per_family, families, 0)[0], repeat)
    two = _median(lambda: generation(per_family, families, 2)[0], repeat)
    _, small_rss = generation(max(1, per_family // 4), families, 0)
    _, large_rss = generation(per_family, families, 0)
    rows = [
        ("bare Warp codegen (both targets)", f"{bare / n * 1000:.1f} ms/kernel", "reference", True),
        ("harness codegen-only, JOBS=1", f"{one / n * 1000:.1f} ms/kernel", "", True),
        ("  ratio harness / bare", f"{one / bare:.2f}x", "<= 1.30x", one / bare <= 1.3),
        ("harness codegen-only, JOBS=2", f"{two / n * 1000:.1f} ms/kernel", "", True),
        ("  speed-up JOBS=2 over JOBS=1", f"{one / two:.2f}x", ">= 1.70x", one / two >= 1.7),
        (
            f"peak RSS, {max(1, per_family // 4)} vs {per_family} per family",
            f"{small_rss:.0f} MiB vs {large_rss:.0f} MiB",
            "flat, < 2048 MiB",
            large_rss < 2048 and large_rss < small_rss * 1.25,
        ),
    ]
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make bench", description=__doc__.split("\n")[0])
    parser.add_argument("--per-family", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--families", default=",".join(FAMILIES))
    parser.add_argument("--bare-child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    families = [f for f in args.families.split(",") if f]
    if args.bare_child is not None:
        _bare_child(args.bare_child, families)
        return 0
    rows = report(args.per_family, args.repeat, families)
    print(f"{args.per_family} kernels per family x {len(families)} families, median of {args.repeat} runs")
    width = max(len(r[0]) for r in rows)
    for name, value, target, ok in rows:
        mark = "" if target in ("", "reference") else ("  ok" if ok else "  MISSED")
        print(f"  {name:<{width}}  {value:>24}  {target:>16}{mark}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
