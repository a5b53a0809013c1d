"""Warp's precompiled runtime headers, made once per machine and linked into every later process
(harness/compiled_headers.py)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

from harness import compiled_headers, scratch

ROOT = Path(__file__).resolve().parent.parent

# Builds and runs one kernel on the CPU; prints Warp's header folders (name -> inode of each
# file) after the build, and the kernel's output.
BUILD_AND_RUN = """
import glob, json, os, tempfile
import numpy as np
from harness import warp_api
warp_api.init()
import warp as wp

@wp.kernel
def double(a: wp.array(dtype=float)):
    i = wp.tid()
    a[i] = 2.0 * a[i]

warp_api.load_cpu(double.module, 256)
a = wp.array(np.arange(4, dtype=np.float32), device="cpu")
wp.launch(double, dim=4, inputs=[a], device="cpu")
folders = glob.glob(os.path.join(tempfile.gettempdir(), "wp_pch_*"))  # this process's own
headers = {n: os.stat(os.path.join(f, n)).st_ino for f in folders for n in os.listdir(f)}
print(json.dumps({"folders": len(folders), "headers": headers, "out": a.numpy().tolist()}))
"""


def _run(script: Path, tmp: Path, cache: str | None) -> dict:
    """Run ``script`` with ``tmp`` as the system's temporary folder and ``cache`` as the setting (None: unset)."""
    unset = (scratch.BASE_ENV, "WARP_CACHE_PATH", compiled_headers.ENV)
    env = {k: v for k, v in os.environ.items() if k not in unset} | {"TMPDIR": str(tmp), "PYTHONPATH": str(ROOT)}
    if cache is not None:
        env[compiled_headers.ENV] = cache
    run = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "PCH" not in run.stdout + run.stderr  # Warp found no header it had to throw away
    return json.loads(run.stdout.strip().splitlines()[-1])


def _inodes(folder: Path) -> dict[str, int]:
    return {p.name: p.stat().st_ino for p in sorted(folder.iterdir())}


def test_a_process_builds_with_the_headers_an_earlier_one_made(tmp_path):
    script, tmp, cache = tmp_path / "build.py", tmp_path / "tmp", tmp_path / "headers"
    script.write_text(BUILD_AND_RUN)  # Warp reads a kernel's source from its file
    tmp.mkdir()

    first = _run(script, tmp, str(cache))
    assert first["folders"] == 1
    made = [n for n in first["headers"] if n.startswith("builtin_") and n.endswith(".pch")]
    assert len(made) == 1, first["headers"]
    shared = _inodes(cache)
    assert shared == {made[0]: first["headers"][made[0]]}  # published whole, under its own name

    second = _run(script, tmp, str(cache))
    assert second["headers"] == shared  # linked in, and built with as it was: not made again, not thrown away
    assert second["out"] == first["out"] == [0.0, 2.0, 4.0, 6.0]


def test_with_the_cache_off_each_process_makes_its_own(tmp_path):
    script, tmp = tmp_path / "build.py", tmp_path / "tmp"
    script.write_text(BUILD_AND_RUN)
    tmp.mkdir()
    for _ in range(2):
        run = _run(script, tmp, "off")
        assert len(run["headers"]) == 1, run["headers"]  # made by Warp in this process
    assert not [p.name for p in tmp.iterdir() if p.name.startswith(compiled_headers.PREFIX)]

    _run(script, tmp, None)  # by default the machine's folder is beside the processes' own
    shared = [p for p in tmp.iterdir() if p.name.startswith(compiled_headers.PREFIX)]
    assert len(shared) == 1 and len(list(shared[0].glob("builtin_*.pch"))) == 1, shared


def _fake_warp(home: Path) -> Path:
    (home / "native" / "tile").mkdir(parents=True)
    (home / "native" / "builtin.h").write_text("// builtin\n")
    (home / "native" / "tile" / "tile.h").write_text("// tile\n")
    return home


def test_the_shared_folder_is_named_by_what_the_headers_depend_on(tmp_path, monkeypatch):
    monkeypatch.delenv(compiled_headers.ENV, raising=False)
    monkeypatch.setenv(scratch.BASE_ENV, str(tmp_path))
    home = _fake_warp(tmp_path / "warp")
    first = compiled_headers.folder(str(home), "1.0")
    assert first.parent == tmp_path and first.name.startswith(compiled_headers.PREFIX)
    assert compiled_headers.folder(str(home), "1.0") == first
    assert compiled_headers.folder(str(home), "1.1") != first  # another version
    other = _fake_warp(tmp_path / "other-install")
    assert compiled_headers.folder(str(other), "1.0") != first  # another install
    header = home / "native" / "tile" / "tile.h"
    later = header.stat().st_mtime_ns + 1_000_000_000
    os.utime(header, ns=(later, later))
    assert compiled_headers.folder(str(home), "1.0") != first  # a header changed: Clang would reject them

    monkeypatch.setenv(compiled_headers.ENV, "off")
    assert compiled_headers.folder(str(home), "1.0") is None
    monkeypatch.setenv(compiled_headers.ENV, str(tmp_path / "mine"))
    assert compiled_headers.folder(str(home), "1.0") == tmp_path / "mine"


def test_only_whole_headers_are_shared_and_none_is_replaced(tmp_path):
    cache, mine, theirs = tmp_path / "cache", tmp_path / "mine", tmp_path / "theirs"
    mine.mkdir()
    theirs.mkdir()
    (mine / "builtin_bd256_o0_fx.pch").write_bytes(b"made here")
    (mine / "builtin_bd64_o0_fx.pch").write_bytes(b"made here too")
    (mine / "__nvrtc_auto_pch_1").write_bytes(b"NVRTC's, not Clang's")
    assert compiled_headers.publish(cache, str(mine)) == ["builtin_bd256_o0_fx.pch", "builtin_bd64_o0_fx.pch"]
    assert sorted(p.name for p in cache.iterdir()) == ["builtin_bd256_o0_fx.pch", "builtin_bd64_o0_fx.pch"]

    live = cache / f".builtin_bd32_o0_fx.pch.{os.getpid()}.partial"
    live.write_bytes(b"being published")
    (theirs / "builtin_bd64_o0_fx.pch").write_bytes(b"made there")
    assert list(compiled_headers.seed(cache, str(theirs))) == ["builtin_bd256_o0_fx.pch"]
    assert (theirs / "builtin_bd64_o0_fx.pch").read_bytes() == b"made there"  # a process's own is kept
    assert (theirs / "builtin_bd256_o0_fx.pch").read_bytes() == b"made here"
    assert not any(p.name.endswith(".partial") for p in theirs.iterdir())

    (theirs / "builtin_bd64_o0_fx.pch").unlink()  # as Warp drops a header it cannot use:
    assert (cache / "builtin_bd64_o0_fx.pch").read_bytes() == b"made here too"  # the shared one stays
    assert compiled_headers.publish(cache, str(theirs)) == []  # nothing new; nothing replaced

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    killed = cache / f".builtin_bd16_o0_fx.pch.{int(dead.stdout)}.partial"  # its publisher died there
    killed.write_bytes(b"half")
    (theirs / "builtin_bd16_o0_fx.pch").write_bytes(b"made there")
    assert compiled_headers.publish(cache, str(theirs)) == ["builtin_bd16_o0_fx.pch"]
    assert not killed.exists() and live.exists()


def test_publishing_a_new_folder_removes_folders_unused_for_a_week(tmp_path):
    old, recent = tmp_path / f"{compiled_headers.PREFIX}old", tmp_path / f"{compiled_headers.PREFIX}recent"
    for folder in (old, recent):
        folder.mkdir()
        (folder / "builtin_bd256_o0_fx.pch").write_bytes(b"x")
    eight_days_ago = time.time() - 8 * 24 * 3600
    os.utime(old, (eight_days_ago, eight_days_ago))
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "builtin_bd256_o0_fx.pch").write_bytes(b"y")
    compiled_headers.publish(tmp_path / f"{compiled_headers.PREFIX}new", str(mine))
    assert sorted(p.name for p in tmp_path.glob(compiled_headers.PREFIX + "*")) == ["harness-pch-new", recent.name]


def test_a_folder_others_can_write_to_is_not_used(tmp_path):
    """The headers are compiled into this process's kernels: none are taken from, or given to, a
    folder another user could have put files in."""
    cache, mine = tmp_path / "cache", tmp_path / "mine"
    mine.mkdir()
    (mine / "builtin_bd256_o0_fx.pch").write_bytes(b"made here")
    assert compiled_headers.publish(cache, str(mine)) == ["builtin_bd256_o0_fx.pch"]
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    (cache / "builtin_bd64_o0_fx.pch").write_bytes(b"planted")
    cache.chmod(0o777)
    (mine / "builtin_bd32_o0_fx.pch").write_bytes(b"made here too")
    assert compiled_headers.seed(cache, str(mine)) == {}
    assert compiled_headers.publish(cache, str(mine)) == []
    link = tmp_path / "link"
    link.symlink_to(mine)
    assert compiled_headers.publish(link, str(mine)) == [] and compiled_headers.seed(link, str(tmp_path)) == {}


def test_a_header_warp_threw_away_leaves_the_cache_too(tmp_path):
    """Warp deletes a precompiled header a build failed with, and builds again without it: when
    that build succeeds, the shared copy goes as well, unless another process has put a new file
    under that name since."""
    cache, mine = tmp_path / "cache", tmp_path / "mine"
    cache.mkdir(mode=0o700)
    mine.mkdir()
    for name in ("builtin_bd256_o0_fx.pch", "builtin_bd64_o0_fx.pch", "builtin_bd32_o0_fx.pch"):
        (cache / name).write_bytes(b"shared")
    linked = compiled_headers.seed(cache, str(mine))
    assert sorted(linked) == ["builtin_bd256_o0_fx.pch", "builtin_bd32_o0_fx.pch", "builtin_bd64_o0_fx.pch"]
    (mine / "builtin_bd256_o0_fx.pch").unlink()  # rejected by Clang: Warp deleted it
    (mine / "builtin_bd32_o0_fx.pch").unlink()
    (tmp_path / "new").write_bytes(b"made again")  # meanwhile another process published a new one
    os.replace(tmp_path / "new", cache / "builtin_bd32_o0_fx.pch")
    assert compiled_headers.publish(cache, str(mine), linked, built=True) == []
    assert sorted(p.name for p in cache.iterdir()) == ["builtin_bd32_o0_fx.pch", "builtin_bd64_o0_fx.pch"]
    assert linked == {"builtin_bd64_o0_fx.pch": (mine / "builtin_bd64_o0_fx.pch").stat().st_ino}  # still in use

    # A build that fails with and without the header (the kernel's fault) leaves the shared one alone.
    (mine / "builtin_bd64_o0_fx.pch").unlink()
    assert compiled_headers.publish(cache, str(mine), linked, built=False) == [] and linked == {}
    assert sorted(p.name for p in cache.iterdir()) == ["builtin_bd32_o0_fx.pch", "builtin_bd64_o0_fx.pch"]
