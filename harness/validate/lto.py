"""LTO builds a validation worker hands on (harness/warp_api/lto.py): one libmathdx build takes about
1.3 GB resident, more than a worker may add to what it holds under VALIDATE_MEMORY_MB, so the worker
asks its supervisor, through files in OUT/validation, for a process of its own to do it.

The worker writes ``.lto-<n>.json`` (the request and the folder to fill) and waits for
``.lto-<n>.answer.json``; the supervisor (``Handoffs``) starts ``python -m harness.validate.lto
<ask>`` for it (this module alone: the least memory besides the build's), watched by its own memory limit (``procs.LTO_BUILD_MB``), which builds in
a kernel cache of its own and copies the LTO files to the folder; the worker copies them into its
cache, where Warp reads them. Nothing is shared between the worker's caches but these files.
"""

from __future__ import annotations

import json
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
    """In the supervisor: one build process at a time for each worker that asks."""

    def __init__(self, env: dict, sandbox):
        self.env, self.sandbox = env, sandbox
        self.memory = procs.MemoryWatch(procs.LTO_BUILD_MB)
        self.building: dict[Path, procs.Child] = {}

    def poll(self, base: Path) -> None:
        """Start the build ``base``'s worker asks for, or answer it once its process ended."""
        ask, answer, _folder = _paths(base)
        child = self.building.get(base)
        if child is None:
            if ask.exists() and not answer.exists():
                child = start_build(sys.executable, ask, self.env, self.sandbox)
                self.building[base] = child
                self.memory.add(child)
            return
        if child.poll() is None:
            return
        del self.building[base]
        why = why_not(child, self.memory.remove(child) is not None)
        ask.unlink(missing_ok=True)
        write_json_atomic(answer, {"ran": why is None, "why": why})

    def forget(self, base: Path) -> None:
        """The worker is gone: stop its build and remove the hand-off's files."""
        child = self.building.pop(base, None)
        if child is not None:
            self.memory.remove(child)
            child.kill()
            why_not(child, False)  # its log goes
        ask, answer, folder = _paths(base)
        ask.unlink(missing_ok=True)
        answer.unlink(missing_ok=True)
        shutil.rmtree(folder, ignore_errors=True)

    def close(self) -> None:
        for base in list(self.building):
            self.forget(base)
        self.memory.close()


if __name__ == "__main__":
    raise SystemExit(build_main(Path(sys.argv[1])))
