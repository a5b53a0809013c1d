"""Kernel cases as parametrized fixtures, the `cuda` marker, and per-run options.

Parametrization depends only on the command line, never on the hardware found: a CPU
box collects the same cases as a GPU box, so a golden update on either deletes nothing.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import sys
import tempfile
from pathlib import Path

import pytest

from harness.engine import claims, shards
from harness.generate import snapshot
from kernels import FAMILIES, SIZES, KernelSpec, case_id, generate, parse_case

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


def _families(config) -> list[str]:
    text = config.getoption("--families").strip()
    if not text:
        return list(FAMILIES)
    names = [n.strip() for n in text.replace(" ", ",").split(",") if n.strip()]
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        raise pytest.UsageError(
            f"unknown famil{'ies' if len(unknown) > 1 else 'y'} {', '.join(unknown)}; valid: {', '.join(FAMILIES)}"
        )
    return names


def pytest_configure(config):
    # tmp_path stays in the system's temporary folder, not in the one each Warp process gets
    # (harness/scratch.py) and removes at exit.
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", tempfile.gettempdir())
    per_family, first = config.getoption("--per-family"), config.getoption("--first-seed")
    if per_family < 0 or first < 0 or first + per_family > 1_000_000:
        raise pytest.UsageError(
            f"--per-family {per_family} / --first-seed {first}: need 0 <= first, 0 <= per-family, first + per-family <= 1000000"
        )
    config.harness_families = _families(config)
    try:
        config.harness_shard = shards.parse(config.getoption("--shard"))
    except shards.ShardError as error:
        raise pytest.UsageError(str(error)) from None
    root = config.getoption("--golden-root")
    if root:
        snapshot.set_root(Path(root))


def case_ids(config) -> list[str]:
    if config.getoption("--claims"):
        return claims.case_ids(Path(config.getoption("--claims")))
    per_family, first = config.getoption("--per-family"), config.getoption("--first-seed")
    size = config.getoption("--kernel-size")
    ids = [case_id(f, s, size) for f in config.harness_families for s in range(first, first + per_family)]
    ids = shards.select(ids, config.harness_shard)
    if config.getoption("--resume"):
        root = snapshot.GoldenFile.root
        ids = [c for c in ids if not (root / c.rsplit("-", 1)[0] / f"{c}.json").exists()]
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
    if facts and "warp" in sys.modules:  # Warp is imported by the first case, not by collection
        from harness import outdir, warp_api

        text = json.dumps({"warp_version": warp_api.warp_version(), "cuda_available": warp_api.cuda_available()})
        outdir.write_atomic(Path(facts), text.encode())


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """With --exit-fast, end the process after every other plugin is done (the goldens are written,
    the summary printed): the exit handlers run (this process's temporary folder), then the process
    ends without tearing down Warp, numpy and a thousand test items object by object (0.3-0.6 s
    of every generating process of `make dataset`)."""
    if config.getoption("--exit-fast") and hasattr(config, "harness_exit_status"):
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(config.harness_exit_status)


@pytest.fixture
def spec(case_id: str) -> KernelSpec:
    family, seed, size = parse_case(case_id)
    return generate(family, seed, size)


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
    path = Path(folder) / f"{cid}.json"
    if report.passed:
        path.unlink(missing_ok=True)  # fixed since an earlier run
    elif report.failed:
        path.parent.mkdir(parents=True, exist_ok=True)
        finding = {"case_id": cid, "test": item.nodeid, "step": report.when, "message": report.longreprtext[-4000:]}
        tmp = path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps(finding, indent=2, sort_keys=True) + "\n")
        tmp.replace(path)
    return report
