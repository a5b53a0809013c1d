"""Kernel cases as parametrized fixtures, the `cuda` marker, and per-run options.

Parametrization depends only on the command line, never on the hardware found: a CPU
box collects the same cases as a GPU box, so a golden update on either deletes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

import pytest

from harness import outdir
from harness.engine import claims, local, shards
from harness.generate import layout, snapshot
from kernels import FAMILIES, SIZES

ROOT = Path(__file__).resolve().parent


def pytest_addoption(parser, pluginmanager):
    if pluginmanager.is_blocked("benchmark"):
        # `make dataset`'s processes run without pytest-benchmark (-p no:benchmark: its session
        # start runs git six times); pytest.ini's --benchmark-skip must still parse there.
        parser.addoption("--benchmark-skip", action="store_true", help=argparse.SUPPRESS)
    group = parser.getgroup("harness", "Warp kernel generation")
    group.addoption("--per-family", type=int, default=3, help="seeds per family (default 3: the committed goldens)")
    group.addoption("--first-seed", type=int, default=0, help="first seed of every family (default 0)")
    group.addoption("--families", default="", help="comma-separated families to generate (default: all)")
    group.addoption(
        "--kernel-size", default="medium", choices=list(SIZES), help="kernel size (default medium: the goldens)"
    )
    group.addoption("--golden-root", default="", help="write/compare goldens here instead of snapshots/")
    group.addoption("--resume", action="store_true", help="skip cases whose goldens under --golden-root are complete")
    group.addoption("--findings", default="", help="folder to record each failing case in, as <case>.json")
    group.addoption("--shard", default="", help="i/N: only the i-th of N deterministic shares of the cases")
    group.addoption(
        "--claims",
        default="",
        help="the cases listed in this claims file, each run by the process that claims it (harness/engine/claims.py)",
    )
    group.addoption(
        "--warp-facts",
        default="",
        help="write Warp's version and CUDA's availability here (JSON) at the end, if this process used Warp",
    )
    group.addoption(
        "--exit-fast",
        action="store_true",
        help="end the process once pytest is done, without tearing down Python's modules (make dataset's processes)",
    )


def pytest_configure(config):
    # tmp_path stays in the system's temporary folder, not in the one each Warp process gets
    # (harness/scratch.py) and removes at exit.
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", tempfile.gettempdir())
    per_family, first = config.getoption("--per-family"), config.getoption("--first-seed")
    if per_family < 0 or first < 0 or first + per_family > 1_000_000:
        raise pytest.UsageError(
            f"--per-family {per_family} / --first-seed {first}: need 0 <= first, 0 <= per-family, first + per-family <= 1000000"
        )
    try:
        config.harness_families = layout.parse_families(config.getoption("--families")) or list(FAMILIES)
        config.harness_shard = shards.parse(config.getoption("--shard"))
    except ValueError as error:  # shards.ShardError included
        raise pytest.UsageError(str(error)) from None
    root = config.getoption("--golden-root")
    if root:
        snapshot.set_root(Path(root))


def case_ids(config) -> list[str]:
    if config.getoption("--claims"):
        return claims.case_ids(Path(config.getoption("--claims")))
    per_family, first = config.getoption("--per-family"), config.getoption("--first-seed")
    ids = layout.case_ids(config.harness_families, per_family, config.getoption("--kernel-size"), first)
    ids = shards.select(ids, config.harness_shard)
    if config.getoption("--resume"):
        ids = [c for c in ids if not layout.complete(snapshot.GoldenFile.root, c)]
    return ids


def pytest_generate_tests(metafunc):
    if "case_id" in metafunc.fixturenames:
        ids = case_ids(metafunc.config)
        metafunc.parametrize("case_id", ids, ids=ids)


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session):
    path = session.config.getoption("--claims")
    if path and not session.config.option.collectonly and not session.testsfailed:
        return claims.run_loop(session, Path(path))
    return None


def pytest_sessionfinish(session, exitstatus):
    session.config.harness_exit_status = int(exitstatus)
    facts = session.config.getoption("--warp-facts")
    if facts and "warp" in sys.modules:  # a process that used Warp
        from harness.generate.case import warp_facts

        outdir.write_atomic(Path(facts), json.dumps(warp_facts()).encode())


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """With --exit-fast, end the process after every other plugin is done (the goldens are written,
    the summary printed), without tearing Python down (``local.exit_now``)."""
    if config.getoption("--exit-fast") and hasattr(config, "harness_exit_status"):
        local.exit_now(config.harness_exit_status)


def pytest_runtest_setup(item):
    if item.get_closest_marker("cuda"):
        from harness.warp_api import cuda_available

        if not cuda_available():
            pytest.skip("cuda: no CUDA device or driver on this machine (Warp reports none)")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    folder = item.config.getoption("--findings")
    if not folder or (report.when != "call" and not report.failed) or "case_id" not in getattr(item, "funcargs", {}):
        return report
    cid = item.funcargs["case_id"]
    if report.passed:
        layout.clear_finding(Path(folder), cid)  # fixed since an earlier run
    elif report.failed:
        step = getattr(item, "generation_step", report.when)  # set by the test for a case that failed to generate
        layout.write_finding(Path(folder), layout.finding(cid, step, report.longreprtext, test=item.nodeid))
    return report
