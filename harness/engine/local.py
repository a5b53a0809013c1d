"""ENGINE=local: the snapshot tests on pytest-xdist workers (``--golden-root OUT/cases``).

With ``SHARD=i/N`` the tests collect only the shard's cases (conftest's ``--shard``) and the shard
validates them on its own: in ``OUT/.shards/<i>-of-<N>.<pid>@<host>/``, whose records are renamed
into ``OUT/validation`` one by one, so concurrent shards never share a temporary file.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from harness import outdir
from harness.engine import shards, tasks

ROOT = Path(__file__).resolve().parent.parent.parent
_SHARD_DIR = re.compile(r"^\d+-of-\d+\.(?P<pid>\d+)@(?P<host>.+)$")


def generate(args, out: Path) -> int:
    """Generate the cases into OUT/cases; returns pytest's exit code (0, 1 and 5 are a completed run)."""
    cases, findings = out / "cases", out / "findings"
    pytest_args = [
        sys.executable, "-m", "pytest", "tests/test_generate.py",
        "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
        f"--per-family={args.per_family}",
        f"--families={','.join(args.family_list)}",
        f"--kernel-size={args.kernel_size}",
        f"--golden-root={cases}",
        f"--findings={findings}",
        "--snapshot-update", "--resume",
        # one worker: the tests run in pytest's own process (no xdist controller, no report traffic)
        "-n", "0" if args.jobs == "1" else args.jobs,
    ]  # fmt: skip
    if args.shard is not None:
        pytest_args.append(f"--shard={shards.label(args.shard)}")
    # The children share OUT's lock (pass_fds): it stays held while any of them runs.
    env, fds = {**outdir.child_env(), "PYTHONHASHSEED": "0"}, outdir.held_fds()
    return subprocess.call(pytest_args, cwd=ROOT, env=env, pass_fds=fds)


def validate_shard(args, out: Path, case_ids: list[str], jobs: int, options) -> dict | None:
    """Validate the shard's complete cases; records land in OUT/validation (renamed, atomic)."""
    from harness.generate.golden import read_case
    from harness.validate.ladder import record_is_current, validate_root

    work = out / ".shards" / f"{args.shard[0]}-of-{args.shard[1]}.{os.getpid()}@{outdir.HOST}"
    clear_dead(out / ".shards")
    vdir = out / "validation"
    try:
        for cid in case_ids:
            if not tasks.complete(out, cid):
                continue
            source = out / "cases" / tasks.folder(cid)
            view = work / "cases" / tasks.folder(cid)
            view.mkdir(parents=True, exist_ok=True)
            for path in source.glob(f"{cid}.*"):
                (view / path.name).symlink_to(path)
            record = vdir / f"{cid}.json"
            if record.exists() and record_is_current(record, read_case(source / f"{cid}.json"), options):
                (work / "validation").mkdir(parents=True, exist_ok=True)
                shutil.copyfile(record, work / "validation" / record.name)  # validate_root keeps it
        if not (work / "cases").exists():
            return None
        summary = validate_root(work / "cases", work, jobs=jobs, options=options)
        vdir.mkdir(parents=True, exist_ok=True)
        for record in sorted((work / "validation").glob("*.json")):
            os.replace(record, vdir / record.name)
        return summary
    finally:
        shutil.rmtree(work, ignore_errors=True)
        with contextlib.suppress(OSError):
            work.parent.rmdir()  # the last shard out removes .shards


def clear_dead(folder: Path) -> None:
    """Remove the shard folders of processes on this host that no longer run."""
    if not folder.is_dir():
        return
    for entry in folder.iterdir():
        match = _SHARD_DIR.match(entry.name)
        if match and match["host"] == outdir.HOST and not outdir.alive(int(match["pid"])):
            shutil.rmtree(entry, ignore_errors=True)
