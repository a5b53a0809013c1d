"""One output folder, several writers: the lock on OUT, atomic writes, stale leftovers, file system errors.

- **Lock.** ``OUT/.lock`` is an advisory ``fcntl.flock`` lock holding the owner's pid, host,
  command and start time. The kernel releases it when its last holder exits, so a killed run
  never leaves OUT locked; a clean release removes the file, so a lock file with a holder in it
  that can be taken was left by a dead process (reported and overwritten). ``locked()``
  is re-entrant within a process, and child processes started with ``child_env()`` and
  ``held_fds()`` share their parent's lock: it stays held while any of them runs.
- **Temporary files** are named ``.<name>.<pid>@<host>.partial``, unique per process, and renamed
  into place (``os.replace``: atomic) once whole. ``clear_stale()`` removes those of dead
  processes and never those of a live one.
- **Errors** a user can cause (OUT is a file, not writable, disk full) are ``OutputError``: one
  line, printed without a traceback by the commands, exit status 2.

Concurrent shards of one dataset (``SHARD=i/N``) write disjoint cases (per case, atomically)
and take the lock only around what they write in common (export, card, plots).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import re
import socket
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from harness import faults

LOCK_NAME = ".lock"
HELD_ENV = "HARNESS_HELD_LOCKS"  # OUT folders whose lock a parent process holds (os.pathsep-separated)
HOST = socket.gethostname()

TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)@(?P<host>[^@/]+)\.partial$")
TEMP_PID = re.compile(r"^\..+\.tmp(?P<pid>\d+)$")  # `.<name>.tmp<pid>`: per-case writers, this host
TEMP_OLD = re.compile(r"^\..+\.partial$")  # `.<name>.partial`: the names before pids were added

FULL = (errno.ENOSPC, errno.EDQUOT)
DENIED = (errno.EACCES, errno.EPERM, errno.EROFS)


class OutputError(Exception):
    """A file system fault a user can cause or fix; its message is one line."""


class Busy(OutputError):
    """OUT is locked by another process and waiting was not asked for."""


class DiskFull(OutputError):
    pass


def size(n: int) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} bytes"


def disk_full(error: BaseException) -> bool:
    """Whether an OSError (pyarrow's included, which may carry no errno) says the disk is full."""
    if not isinstance(error, OSError):
        return False
    return error.errno in FULL or "No space left on device" in str(error) or "Disk quota exceeded" in str(error)


def describe(error: OSError, path: Path | str | None = None) -> str:
    """One line for a file system error a user can act on."""
    where = path if path is not None else (error.filename or "?")
    if disk_full(error):
        return f"disk full writing {where}: free some space and rerun (nothing partial was left)"
    if error.errno in DENIED:
        reason = "read-only file system" if error.errno == errno.EROFS else "permission denied"
        return f"{where} is not writable ({reason})"
    return f"{where}: {error.strerror or error}"


def fault(error: BaseException) -> bool:
    """Whether an error is a file system fault to report in one line (not a bug to trace)."""
    return isinstance(error, OSError) and (disk_full(error) or error.errno in DENIED)


def cli(main: Callable[[], int], name: str) -> int:
    """Run a command's ``main``; a file system fault it raises is one line on stderr and exit 2."""
    try:
        return main()
    except OutputError as error:
        print(f"{name}: {error}", file=sys.stderr)
    except OSError as error:
        if not fault(error):
            raise
        print(f"{name}: {describe(error)}", file=sys.stderr)
    return 2


@contextmanager
def writing(path: Path, pending: int) -> Iterator[None]:
    """Turn a full disk while ``pending`` bytes go to ``path`` into DiskFull naming both."""
    try:
        yield
    except OSError as error:
        if not disk_full(error):
            raise
        try:
            written = Path(path).stat().st_size
        except OSError:
            written = 0
        raise DiskFull(
            f"disk full writing {path} ({size(written)} written, {size(pending)} more to write): "
            "free some space and rerun (nothing partial is left)"
        ) from error


# ----------------------------------------------------------------------------- OUT


def prepare(out: Path) -> Path:
    """Create OUT if needed; OutputError when it is a file or cannot be written. Returns it resolved."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise OutputError(f"OUT {out} is a file, not a folder: name a folder (it is created if missing)")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise OutputError(f"OUT {out}: a parent of it is a file, not a folder") from None
    except OSError as error:
        raise OutputError(f"OUT {describe(error, out)}") from None
    return out.resolve()


# ----------------------------------------------------------------------------- temporary files


def temp_path(path: Path) -> Path:
    """This process's temporary name for ``path``: ``.<name>.<pid>@<host>.partial`` beside it."""
    path = Path(path)
    return path.with_name(f".{path.name}.{os.getpid()}@{HOST}.partial")


def write_atomic(path: Path, data: bytes, label: str = "", durable: bool = True) -> None:
    """The project's one atomic write: ``data`` to a temporary file, then renamed to ``path``, so
    readers see all or nothing. ``durable``: flushed to disk before the rename (a power loss
    keeps the old file or the new one); off for progress markers rewritten many times a case.

    On any error the temporary file is removed; a full disk raises DiskFull.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(path)
    try:
        with writing(tmp, len(data)), open(tmp, "wb") as f:
            f.write(data)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        if label:
            faults.point(label)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    return True


def stale(name: str, all_hosts: bool = False) -> bool:
    """Whether a temporary file name belongs to a process that no longer runs.

    ``all_hosts``: the caller holds OUT's lock, under which alone the folder's temporary files
    are written, so those of other hosts and of the old pid-less names are stale too.
    """
    match = TEMP.match(name)
    if match:
        if match["host"] != HOST:
            return all_hosts
        return not alive(int(match["pid"]))
    match = TEMP_PID.match(name)
    if match:
        return not alive(int(match["pid"]))
    return all_hosts and bool(TEMP_OLD.match(name))


def clear_stale(folder: Path, all_hosts: bool = False, depth: int = 0) -> list[Path]:
    """Remove the stale temporary files in ``folder`` (and ``depth`` levels below); returns them."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except (FileNotFoundError, NotADirectoryError):
        return removed
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            if depth > 0:
                removed += clear_stale(Path(entry.path), all_hosts, depth - 1)
        elif entry.name.startswith(".") and stale(entry.name, all_hosts):
            Path(entry.path).unlink(missing_ok=True)
            removed.append(Path(entry.path))
    return removed


# ----------------------------------------------------------------------------- the lock

_held: dict[str, int] = {}  # resolved OUT -> file descriptor of its lock file, while this process holds it


def _inherited() -> set[str]:
    return {p for p in os.environ.get(HELD_ENV, "").split(os.pathsep) if p}


def child_env(env: dict | None = None) -> dict:
    """An environment for child processes that work in the OUT folders this process holds."""
    env = dict(os.environ if env is None else env)
    env[HELD_ENV] = os.pathsep.join(sorted(_inherited() | set(_held)))
    return env


def held_fds() -> tuple[int, ...]:
    """The lock files' descriptors, for ``subprocess``'s ``pass_fds``: children keep the lock held."""
    return tuple(_held.values())


def _read(fd: int) -> dict:
    try:
        text = os.pread(fd, 4096, 0).decode(errors="replace").strip()
        return json.loads(text) if text else {}
    except (OSError, ValueError):
        return {"pid": "?", "host": "?"}


def holder_text(info: dict, held: bool = True) -> str:
    if not info:
        return "another process"
    text = f"pid {info.get('pid', '?')} on host {info.get('host', '?')}"
    details = ", ".join(t for t in (info.get("command"), info.get("since") and f"since {info['since']}") if t)
    if details:
        text += f" ({details})"
    pid = info.get("pid")
    if held and info.get("host") == HOST and isinstance(pid, int) and not alive(pid):
        text += ", which has exited: processes it started still hold the lock"
    return text


def _holder(fd: int) -> dict:
    """The holder named in the lock file; waits briefly for a holder that has just taken it."""
    for _ in range(20):
        info = _read(fd)
        pid = info.get("pid")
        if info and not (info.get("host") == HOST and isinstance(pid, int) and not alive(pid)):
            return info
        time.sleep(0.05)
    return info


def _open_lock(path: Path, key: str) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError as error:
        raise OutputError(f"OUT {describe(error, key)}") from None


def _same_file(fd: int, path: Path) -> bool:
    """Whether the locked descriptor is still the file at ``path`` (a releasing holder removes it)."""
    try:
        st, mine = os.stat(path), os.fstat(fd)
    except FileNotFoundError:
        return False
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


def _acquire(path: Path, key: str, wait: bool, say: Callable[[str], None]) -> int:
    """A descriptor of the lock file at ``path``, locked; Busy if held and not ``wait``."""
    told = False
    while True:
        fd = _open_lock(path, key)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = holder_text(_holder(fd))
                if not wait:
                    raise Busy(
                        f"OUT {key} is in use by {holder}; rerun when it has finished, or with WAIT=1 to wait"
                    ) from None
                if not told:
                    say(f"OUT {key} is in use by {holder}; waiting for it to finish (WAIT=0 exits instead)")
                    told = True
                fcntl.flock(fd, fcntl.LOCK_EX)
            except OSError as error:
                if error.errno not in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS):
                    raise
                say(f"warning: OUT {key}'s file system does not support locks: run one writer into it at a time")
                return fd
        except BaseException:
            os.close(fd)
            raise
        if _same_file(fd, path):
            return fd
        os.close(fd)  # the holder released it and removed the file: take the new one


@contextmanager
def locked(
    out: Path, *, wait: bool = True, command: str = "", log: Callable[[str], None] | None = None
) -> Iterator[None]:
    """Hold OUT's lock for the block. Another holder: wait for it (saying who it is) or, with
    ``wait=False``, raise Busy naming it. Re-entrant; a no-op where a parent process holds it.
    A clean release removes the lock file; one found with a holder in it was left by a killed run."""
    key = str(Path(out).resolve())
    if key in _held or key in _inherited():
        yield
        return
    say = log or (lambda text: print(text, file=sys.stderr, flush=True))
    path = Path(key) / LOCK_NAME
    fd = _acquire(path, key, wait, say)
    try:
        previous = _read(fd)
        if previous:
            say(f"cleared a stale lock on OUT {key}: {holder_text(previous, held=False)} no longer runs")
        record = {"pid": os.getpid(), "host": HOST, "since": time.strftime("%Y-%m-%d %H:%M:%S"), "command": command}
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, (json.dumps(record) + "\n").encode(), 0)
        except OSError as error:
            raise OutputError(f"OUT {describe(error, path)}") from None
        _held[key] = fd
        try:
            yield
        finally:
            del _held[key]
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                path.unlink()  # still locked: a waiter finds its file gone and opens a new one
    finally:
        os.close(fd)


def holding_lock(function: Callable) -> Callable:
    """Decorator: hold the lock of the folder passed as the function's ``out`` (second argument)."""
    import functools

    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        out = kwargs["out"] if "out" in kwargs else args[1]
        with locked(prepare(out)):
            return function(*args, **kwargs)

    return wrapper
