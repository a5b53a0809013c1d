"""Each Warp process's temporary folder: the compilers' precompiled headers land in it, a normal
exit removes it, and after a kill the next process does (harness/scratch.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from harness import compiled_headers, scratch

ROOT = Path(__file__).resolve().parent.parent

# Builds one kernel for the CPU and to CUBIN (both with precompiled headers, as Warp loads
# modules), prints its temporary folder's contents, then dies by SIGKILL or exits.
BUILD_THEN = """
import os, signal, sys, tempfile
from harness import warp_api
warp_api.init()
import warp as wp

@wp.kernel
def double(a: wp.array(dtype=float)):
    i = wp.tid()
    a[i] = 2.0 * a[i]

out = tempfile.mkdtemp()
wp.compile_aot_module(double.module, device="cpu", module_dir=out)
wp.compile_aot_module(double.module, arch=warp_api.CUDA_ARCH, module_dir=out, use_ptx=False)
print(" ".join(sorted(os.listdir(tempfile.gettempdir()))), flush=True)
if sys.argv[1] == "kill":
    os.kill(os.getpid(), signal.SIGKILL)
"""

# Takes a folder, prints it, and waits for a line on stdin before it exits (or is killed).
HOLD = "from harness import scratch; print(scratch.use_own_tmpdir(), flush=True); input()"


def _env(tmp: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in (scratch.BASE_ENV, "WARP_CACHE_PATH")}
    # No shared precompiled headers (tests/test_compiled_headers.py): each process makes its own here.
    return {**env, "TMPDIR": str(tmp), "PYTHONPATH": str(ROOT), compiled_headers.ENV: "off"}


def _ours(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.iterdir())


def test_killed_build_leaves_its_headers_until_the_next_process(tmp_path):
    script, tmp = tmp_path / "build_then.py", tmp_path / "tmp"
    script.write_text(BUILD_THEN)  # Warp reads a kernel's source from its file
    tmp.mkdir()
    killed = subprocess.run(
        [sys.executable, str(script), "kill"], env=_env(tmp), capture_output=True, text=True, timeout=300
    )
    assert killed.returncode == -9, killed.stderr[-2000:]
    left = _ours(tmp)
    assert len(left) == 1 and left[0].startswith(scratch.PREFIX), left
    inside = killed.stdout.splitlines()[-1].split()
    assert any(n.startswith("__nvrtc_auto_pch_") for n in inside), inside  # NVRTC's, 80 MB and more
    assert any(n.startswith("wp_pch_") for n in inside), inside  # Clang's
    assert set(inside) <= set(os.listdir(tmp / left[0]))

    clean = subprocess.run(
        [sys.executable, str(script), "exit"], env=_env(tmp), capture_output=True, text=True, timeout=300
    )
    assert clean.returncode == 0, clean.stderr[-2000:]
    assert _ours(tmp) == []  # the killed process's folder swept, its own removed at exit


def test_sweep_spares_live_processes(tmp_path):
    def hold():
        return subprocess.Popen(
            [sys.executable, "-c", HOLD], env=_env(tmp_path), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )

    with hold() as alive, hold() as killed:
        try:
            alive_folder, killed_folder = (Path(p.stdout.readline().strip()) for p in (alive, killed))
            assert alive_folder.parent == tmp_path and killed_folder.parent == tmp_path
            assert scratch.sweep(tmp_path) == []
            killed.kill()
            killed.wait(timeout=30)
            assert scratch.sweep(tmp_path) == [killed_folder]
            assert _ours(tmp_path) == [alive_folder.name]
            alive.communicate("\n", timeout=30)
            assert alive.returncode == 0
            assert _ours(tmp_path) == []
        finally:
            alive.kill()
            killed.kill()


def test_sweep_removes_a_folder_its_process_never_finished_making(tmp_path):
    """A process killed between making its folder and locking it leaves a ``.making-`` folder:
    swept once it is a minute old, left alone before (its process may be about to lock it)."""
    old, fresh = tmp_path / f"{scratch.MAKING}{scratch.PREFIX}old", tmp_path / f"{scratch.MAKING}{scratch.PREFIX}new"
    locked_old = tmp_path / f"{scratch.MAKING}{scratch.PREFIX}locked"
    for folder in (old, fresh, locked_old):
        folder.mkdir()
    (locked_old / scratch.LOCK).touch()  # died after making the lock, before the rename
    hour_ago = time.time() - 3600
    for folder in (old, locked_old):
        os.utime(folder, (hour_ago, hour_ago))
    assert sorted(scratch.sweep(tmp_path)) == sorted([old, locked_old])
    assert _ours(tmp_path) == [fresh.name]


def test_children_make_their_folders_beside_their_parents(tmp_path):
    nested = (
        "import subprocess, sys; from harness import scratch; print(scratch.use_own_tmpdir(), flush=True); "
        "subprocess.run([sys.executable, '-c', 'from harness import scratch; print(scratch.use_own_tmpdir())'])"
    )
    run = subprocess.run([sys.executable, "-c", nested], env=_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    parent, child = (Path(line) for line in run.stdout.split())
    assert parent.parent == tmp_path and child.parent == tmp_path and parent != child
    assert _ours(tmp_path) == []
