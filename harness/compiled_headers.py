"""Warp's precompiled runtime headers, made once per machine instead of once per process.

Before its first CPU build with a given block size, optimisation level and set of flags, Warp
precompiles its runtime headers (``builtin.h`` and everything it includes) into
``builtin_bd<block>_..._o<level>_f<flags>.pch`` in a folder of the current thread's own, and it
never looks for the ones earlier processes made. That costs about 1.2 s here, as much as the
-O0 build of 24 kernels that follows; a validation worker needs two or three of them, and every
worker, test and hunt trial is a fresh process.

So every process links the headers this machine has already made into Warp's folder before it
builds (``seed``) and adds those it made itself (``publish``). The shared folder is named by a
digest of what a header's bytes depend on beyond what Warp's file name says: Warp's version and
install path, the size and modification time of every header it ships (Clang rejects a
precompiled header whose inputs changed) and this host's CPU (``-march=native``). A file enters
the folder complete (linked or copied under a temporary name, then renamed) and is never
written again; processes link it, so one Warp deletes as stale is deleted from that process's
folder alone. The headers are compiled into every kernel built with them, so a folder is used
only when it belongs to this user and no one else can write to it (it is made 0700).

``HARNESS_HEADER_CACHE``: ``off`` leaves Warp alone (each process makes its own, as Warp does);
a path puts the shared folder there; ``ro:<path>`` takes the headers there and adds none (a
sandbox's builds: harness/sandbox.py binds the folder read-only, so they cannot poison it). By default it is ``harness-pch-<uid>-<digest>`` beside the
processes' temporary folders (``harness/scratch.py``), so it stays on this machine.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import stat
import time
from pathlib import Path

from harness import scratch

ENV = "HARNESS_HEADER_CACHE"
PREFIX = "harness-pch-"
STALE_S = 7 * 24 * 3600.0  # another Warp install's folder, unused this long, is removed
_PATTERN = ("builtin_", ".pch")  # Clang's precompiled headers in Warp's folder (not NVRTC's)


READ_ONLY = "ro:"  # ENV=ro:<folder>: the headers there are taken, none is added (a sandbox's builds)


def folder(warp_home: str, version: str, setting: str | None = None) -> Path | None:
    """The shared folder for this Warp install and host, or None when the cache is off
    (``setting``: the value of ENV, by default this process's)."""
    setting = os.environ.get(ENV, "") if setting is None else setting
    if setting.lower() in ("off", "0", "no"):
        return None
    if setting:
        return Path(setting.removeprefix(READ_ONLY))
    return scratch.base() / f"{PREFIX}{os.getuid()}-{_digest(warp_home, version)}"


def installed_folder(setting: str) -> Path | None:
    """``folder`` for the Warp this interpreter would import, found without importing it (None:
    no Warp, or the cache is off): what a sandbox is given to read."""
    import importlib.metadata
    import importlib.util

    try:
        spec = importlib.util.find_spec("warp")
        version = importlib.metadata.version("warp-lang")
    except (ImportError, ValueError, importlib.metadata.PackageNotFoundError):
        return None
    if spec is None or not spec.origin:
        return None
    return folder(os.path.dirname(spec.origin), version, setting)


def read_only() -> bool:
    return os.environ.get(ENV, "").startswith(READ_ONLY)


def _trusted(cache: Path) -> bool:
    """Whether ``cache`` is a folder of this user's that no one else can write to: the headers in it
    are compiled into this process's kernels."""
    try:
        st = os.lstat(cache)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022


def _digest(warp_home: str, version: str) -> str:
    h = hashlib.sha256(f"{version}\0{os.path.realpath(warp_home)}\0".encode())
    native = Path(warp_home) / "native"
    for path in sorted(native.rglob("*.h")):
        info = path.stat()
        h.update(f"{path.relative_to(native)}\0{info.st_size}\0{info.st_mtime_ns}\0".encode())
    h.update(_host_cpu().encode())
    return h.hexdigest()[:16]


def _host_cpu() -> str:
    """The host CPU's model and feature flags (what ``-march=native`` compiles for), where Linux says."""
    try:
        with open("/proc/cpuinfo") as info:
            lines = [line for line in info if line.startswith(("model name", "flags", "Features"))]
    except OSError:
        return ""
    return "".join(sorted(set(lines)))


def _headers(where: Path) -> set[str]:
    try:
        return {n for n in os.listdir(where) if n.startswith(_PATTERN[0]) and n.endswith(_PATTERN[1])}
    except OSError:
        return set()


def seed(cache: Path, pch_dir: str) -> dict[str, int]:
    """Link the cache's headers that ``pch_dir`` (Warp's folder) lacks into it. Returns their names
    and inodes (for ``publish``)."""
    if not _trusted(cache):
        return {}
    linked = {}
    for name in sorted(_headers(cache) - _headers(Path(pch_dir))):
        if _place(cache / name, Path(pch_dir) / name):
            with contextlib.suppress(OSError):
                linked[name] = os.stat(Path(pch_dir) / name).st_ino
    if linked:
        with contextlib.suppress(OSError):
            os.utime(cache)  # in use: not stale
    return linked


def publish(cache: Path, pch_dir: str, linked: dict[str, int] | None = None, built: bool = False) -> list[str]:
    """Add the headers Warp made in ``pch_dir`` that the cache lacks. Returns their names.

    ``linked``: what ``seed`` linked into ``pch_dir`` (the names gone from it are dropped). Warp
    deletes a header when a build with it fails, and builds again without it. ``built``: the build
    just made succeeded, so a linked header gone from ``pch_dir`` was the cause (Clang rejected it):
    it is taken out of the cache too, while the cache still holds that same file, and the next build
    makes it afresh instead of every build compiling twice. (When the build failed anyway, the
    kernel was the cause and the header stays.)"""
    if read_only():
        return []
    linked = linked if linked is not None else {}
    present = _headers(Path(pch_dir))
    for name in sorted(set(linked) - present):
        inode = linked.pop(name)
        with contextlib.suppress(OSError):
            if built and _trusted(cache) and os.stat(cache / name).st_ino == inode:
                (cache / name).unlink()
    new = present - _headers(cache)
    if not new:
        return []
    try:
        fresh = not os.path.lexists(cache)
        cache.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return []
    if not _trusted(cache):
        return []
    if fresh:
        _remove_stale(cache)
    _remove_dead_partials(cache)
    return [name for name in sorted(new) if _place(Path(pch_dir) / name, cache / name)]


def _place(source: Path, target: Path) -> bool:
    """Put ``source`` at ``target`` whole: a hard link (or a copy) under a temporary name, then a rename."""
    partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
    try:
        try:
            os.link(source, partial)
        except OSError:  # another file system, or links not allowed
            shutil.copyfile(source, partial)
        os.replace(partial, target)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink()
        return False
    return True


def _remove_dead_partials(cache: Path) -> None:
    """Remove what processes killed while publishing left under a temporary name."""
    for partial in cache.glob(".*.partial"):
        try:
            os.kill(int(partial.name.rsplit(".", 2)[1]), 0)
        except ProcessLookupError:
            with contextlib.suppress(OSError):
                partial.unlink()
        except (ValueError, OSError):  # not our name, or a live process of another user
            continue


def _remove_stale(current: Path) -> None:
    """Remove the shared folders of other Warp installs or hosts that no process used for STALE_S."""
    for entry in current.parent.glob(PREFIX + "*"):
        try:
            if entry != current and time.time() - entry.stat().st_mtime > STALE_S:
                shutil.rmtree(entry, ignore_errors=True)
        except OSError:
            continue
