"""`make bench`'s machinery on tiny sizes: the throughput figures (harness/tools/bench.py) and the
stage benchmarks (tests/bench). The default run skips the benchmarks (`--benchmark-skip`), so
without these nothing would notice when `make bench` breaks."""

import json
import subprocess
import sys
from pathlib import Path

from harness.tools import bench

ROOT = Path(__file__).resolve().parent.parent


def test_the_throughput_figures_are_measured_beside_their_targets_and_saved(tmp_path):
    lines = []
    rows, figures = bench.report(1, 1, ["math"], 0, memory_sizes=(1, 2), log=lines.append)
    names = [name for name, *_ in rows]
    for figure in ("1. ratio JOBS=1 / bare", "2. speed-up JOBS=2 over JOBS=1", "4. peak RSS, 1 vs 2 per family"):
        assert figure in names
    [one_round] = figures["rounds"]
    for jobs in ("jobs1", "jobs2"):
        assert len(one_round["runs_s"][jobs]) == 2 and all(cpu > 0 for cpu in one_round["cpu_s"][jobs])
    assert one_round["speedup"] == one_round["jobs1_s"] / one_round["jobs2_s"]
    assert "; CPU " in lines[0] and all(mib > 0 for mib in figures["peak_rss_mib"].values())
    saved = json.loads(bench.save(figures, tmp_path).read_text())
    assert saved["speedup"] == figures["speedup"] and saved["rounds"] == figures["rounds"]


def test_the_stage_benchmarks_run_once_each():
    command = [sys.executable, "-m", "pytest", "tests/bench", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
    command += ["-o", "addopts=-p no:anyio", "--benchmark-disable"]  # once each, untimed
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "skipped" not in run.stdout
