"""LTO builds handed on (harness/warp_api/lto.py): one libmathdx build takes about 1.3 GB resident,
more than a worker may add to what it holds under its memory limit, so the build runs in a process of
its own, ``python -m harness.validate.lto <ask>`` (this module alone: the least memory besides the
build's), watched by its own limit (``procs.LTO_BUILD_MB``). It builds in a kernel cache of its own
and copies the LTO files to the folder the request names. The capture's supervisor starts it for its
workers (harness/harvest/capture_run.py); a validation worker asks its supervisor through files in
OUT/validation: it writes ``.lto-<n>.json`` and waits for ``.lto-<n>.answer.json``; the supervisor
(``Handoffs``) builds each request once in the run, into ``.lto-store``, and copies the files to the
worker's folder; the worker copies them into its cache, where Warp reads them.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import time
from pathlib import Path

from harness import outdir, procs
from harness.validate.records import write_json_atomic

POLL_S = 0.2


def _paths(base: Path) -> tuple[Path, Path, Path]:
    """(the request, the answer, the folder of LTO files) of one worker's hand-off ``base``."""
    return base.with_name(base.name + ".json"), base.with_name(base.name + ".answer.json"), base


def handed_on(base: Path, timeout_s: float):
    """In a validation worker: the ``build`` of ``warp_api.lto_builds_elsewhere``, through ``base``."""

    def build(request: dict) -> str | None:
        from harness import warp_api

        ask, answer, folder = _paths(base)
        shutil.rmtree(folder, ignore_errors=True)
        write_json_atomic(ask, {"request": request, "folder": str(folder)})
        deadline = time.monotonic() + timeout_s
        while not answer.exists():
            if time.monotonic() > deadline:
                return f"no answer within {timeout_s:.0f} s"
            time.sleep(POLL_S)
        reply = json.loads(answer.read_text())
        answer.unlink()
        if not reply.get("ran"):
            return reply.get("why") or "it did not run"
        cache = Path(warp_api.lto_cache_dir())
        for path in sorted(folder.glob("*")) if folder.is_dir() else []:
            outdir.write_atomic(cache / path.name, path.read_bytes(), durable=False)
        shutil.rmtree(folder, ignore_errors=True)
        return None

    return build


def build_main(ask: Path) -> int:
    """``python -m harness.validate.lto ASK``: build one LTO in this process's own kernel cache, copy its files to the
    folder the request names. A build libmathdx refuses copies nothing: the worker's Warp then fails
    as it would have failed building it itself."""
    from harness import warp_api

    task = json.loads(Path(ask).read_text())
    warp_api.init()
    try:
        warp_api.build_lto(task["request"])
    except Exception as error:
        print(f"refused: {type(error).__name__}: {error}", file=sys.stderr)
    folder = Path(task["folder"])
    folder.mkdir(parents=True, exist_ok=True)
    for path in sorted(Path(warp_api.lto_cache_dir()).glob("*")):
        if path.is_file():
            outdir.write_atomic(folder / path.name, path.read_bytes(), durable=False)
    return 0


def start_build(python: str, ask: Path, env: dict, sandbox) -> procs.Child:
    """The process that builds the LTO ``ask`` names; its output goes to ``<ask>.log``."""
    argv = [python, "-m", "harness.validate.lto", str(ask)]
    return procs.Child(argv, env=env, log=ask.with_suffix(".log"), own_group=False, sandbox=sandbox)


def why_not(child: procs.Child, over_memory: bool) -> str | None:
    """None when the build process ``child`` ran to its end, else why not, in one line; its log goes."""
    why = None
    if over_memory:
        why = f"its resident memory went over the {procs.LTO_BUILD_MB:.0f} MB an LTO build may take"
    elif child.returncode != 0:
        last = child.tail(lines=1, keep=lambda line: bool(line.strip()) and not line.startswith("Warp CUDA warning"))
        why = f"its process {procs.how_ended(child.returncode)}" + (f": {last.strip()[:300]}" if last else "")
    if child.log:
        child.log.unlink(missing_ok=True)
    return why


class Handoffs:
    """In the supervisor: the builds its workers ask for, each made once in the run (kept in ``store``,
    by its request: several workers and later shares ask for the same routines), one process each."""

    def __init__(self, env: dict, sandbox, store: Path):
        self.env, self.sandbox, self.store = env, sandbox, Path(store)
        self.memory = procs.MemoryWatch(procs.LTO_BUILD_MB)
        self.asked: dict[Path, Path] = {}  # a worker's hand-off -> the folder its build is kept in
        self.builds: dict[Path, procs.Child] = {}  # kept folder -> the process building it
        self.failed: dict[Path, str] = {}  # kept folder -> why its build did not finish

    def poll(self, base: Path) -> None:
        """Answer the build ``base``'s worker asks for once it is kept (or failed), starting it if need be."""
        ask, answer, _ = _paths(base)
        if base not in self.asked:
            if not ask.exists() or answer.exists():
                return
            request = json.loads(ask.read_text())["request"]
            key = hashlib.sha256(json.dumps(request, sort_keys=True).encode()).hexdigest()[:16]
            self.asked[base] = self.store / key
            if not (self.store / key).is_dir() and self.store / key not in self.builds | self.failed:
                self._start(self.store / key, request)
        kept = self.asked[base]
        if kept in self.builds:
            self._finish(kept)
        if kept.is_dir() or kept in self.failed:
            del self.asked[base]
            self._answer(base, kept, self.failed.get(kept))

    def _start(self, kept: Path, request: dict) -> None:
        # the build writes into the store, never into a folder a worker can write
        building = kept.with_name(kept.name + ".building")
        shutil.rmtree(building, ignore_errors=True)
        own = kept.with_name(kept.name + ".json")
        write_json_atomic(own, {"request": request, "folder": str(building)})
        self.builds[kept] = start_build(sys.executable, own, self.env, self.sandbox)
        self.memory.add(self.builds[kept])

    def _finish(self, kept: Path) -> None:
        child = self.builds[kept]
        if child.poll() is None:
            return
        del self.builds[kept]
        why = why_not(child, self.memory.remove(child) is not None)
        building = kept.with_name(kept.name + ".building")
        kept.with_name(kept.name + ".json").unlink(missing_ok=True)
        if why is None:
            building.mkdir(parents=True, exist_ok=True)
            os.replace(building, kept)  # a build that ran, refused or not, answers every later ask
        else:
            shutil.rmtree(building, ignore_errors=True)
            self.failed[kept] = why

    def _answer(self, base: Path, kept: Path, why: str | None) -> None:
        ask, answer, folder = _paths(base)
        if why is None:
            for path in sorted(kept.glob("*")):
                outdir.write_atomic(folder / path.name, path.read_bytes(), durable=False)
        ask.unlink(missing_ok=True)
        write_json_atomic(answer, {"ran": why is None, "why": why})

    def forget(self, base: Path) -> None:
        """The worker is gone: its hand-off's files go (a build it started goes on for the others)."""
        self.asked.pop(base, None)
        ask, answer, folder = _paths(base)
        ask.unlink(missing_ok=True)
        answer.unlink(missing_ok=True)
        shutil.rmtree(folder, ignore_errors=True)

    def close(self) -> None:
        for kept, child in self.builds.items():
            self.memory.remove(child)
            child.kill()
            why_not(child, False)  # its log goes
            shutil.rmtree(kept.with_name(kept.name + ".building"), ignore_errors=True)
            kept.with_name(kept.name + ".json").unlink(missing_ok=True)
        self.builds.clear()
        self.memory.close()


if __name__ == "__main__":
    raise SystemExit(build_main(Path(sys.argv[1])))
