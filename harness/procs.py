"""The one supervisor of child processes: validation's workers, the hunt's, the GPU campaign's,
the local engine's pytest processes and the harvest's importers all start here.

- ``Child``: a process, by default in a session (process group) of its own, so that a kill also
  takes the processes it started (compilers, hash-seed probes); or, with ``own_group=False``, in
  its parent's group, so that whoever kills the parent's group (a Ctrl-C, a crash test) takes it
  too. Its output goes to a log file or pipes.
- ``Worker``: a long-lived child serving tasks, one JSON line each on stdin, and answering with
  result lines (``<prefix>{json}``) on stdout, each awaited with a time limit: a hang past it or
  a death is returned as a result (``{"status": "timeout" | "crash", "why"}``), never raised.
- ``Pool``: workers kept between tasks (start-up is paid once per process, not per task), each
  retired after ``tasks_per_worker`` tasks, which bounds what a long run's processes accumulate;
  one that crashed or hung is killed, never reused.
- ``run_steps``: a task's steps on a pool's workers, a step that kills or hangs its worker recorded
  and the rest sent to another.
- ``run``: one child run to its end, or killed at its time limit.
- ``sandbox=``: a ``sandbox.Policy`` makes a child of code the harness did not write start in a
  sandbox of its own (``harness/sandbox.py``), with the same supervision.
- ``resident_mb``: a process's resident memory, what the supervisors bound; ``MemoryWatch``: a
  thread that kills children past a limit.
- ``serve`` / ``emit``: the worker's side of the protocol.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import json
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from harness import faults
from harness import sandbox as boxes

ROOT = Path(__file__).resolve().parents[1]

# Sandboxed children die with their parent (bwrap --die-with-parent, the kernel's PR_SET_PDEATHSIG),
# and the kernel takes the *thread* that started a child for its parent: one started from a pool's
# thread was killed when that thread ended (at the pool's shutdown, before its workers were closed:
# their exit unclean, their CPU time lost). They are started from this one thread, which lives as
# long as the process.
_STARTER = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="procs-starter")

# Resident MB of a process that only builds one libmathdx LTO for a worker (harness/warp_api/lto.py):
# 1,711 MiB at most in newton's RUN=tests harvest (kamino's tile Cholesky, LLT and GEMM builds for sm_90).
LTO_BUILD_MB = 2048.0


def _popen(box, argv: list[str], **kwargs) -> subprocess.Popen:
    """``subprocess.Popen``; a sandboxed child from the starter thread."""
    if box is None:
        return subprocess.Popen(argv, **kwargs)
    return _STARTER.submit(subprocess.Popen, argv, **kwargs).result()


def _tree(pid: int) -> list[int]:
    """``pid`` and its descendants (those its threads started included)."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        try:
            tasks = os.listdir(f"/proc/{p}/task")
        except OSError:
            continue
        for task in tasks:
            with contextlib.suppress(OSError, ValueError), open(f"/proc/{p}/task/{task}/children") as children:
                todo += [int(c) for c in children.read().split()]
    return found


def resident_mb(pid: int | None = None) -> float:
    """The resident memory of process ``pid`` (this one by default) now, in MB; 0 where /proc is
    not there or the process is gone."""
    try:
        with open(f"/proc/{pid or 'self'}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


def give_back_memory() -> None:
    """Collect cycles and return the C heap's free pages to the system (glibc's ``malloc_trim``), so
    memory a step used and freed stops counting against the process's limit: glibc keeps freed
    blocks mapped, and one case of a tile-solver kernel (Warp's libmathdx builds in its CUDA code
    generation) left a capture worker 800 MB larger for the rest of its file."""
    import ctypes
    import gc

    gc.collect()
    with contextlib.suppress(OSError, AttributeError):  # not glibc: nothing to ask
        ctypes.CDLL("libc.so.6").malloc_trim(0)


class MemoryWatch:
    """A thread that looks at the resident memory of the children added to it every ``every``
    seconds and kills one past ``limit_mb`` (0: no limit); ``remove`` then says how much it had.
    Its own thread, so that the look comes often: NVRTC grows by 100 MB and more between looks
    0.2 s apart, and a worker looked at every 20 ms was seen 36 MB past a 1,400 MB limit; every
    5 ms costs 2% of a core for two workers."""

    def __init__(self, limit_mb: float, every: float = 0.005):
        self.limit_mb, self.every = limit_mb, every
        self.children: set[Child] = set()
        self.over: dict[Child, float] = {}
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        if limit_mb > 0:
            threading.Thread(target=self._watch, name="memory-watch", daemon=True).start()

    def add(self, child: Child) -> None:
        with self.lock:
            self.children.add(child)

    def remove(self, child: Child) -> float | None:
        """No longer watched; the resident MB it was killed at, or None."""
        with self.lock:
            self.children.discard(child)
            return self.over.pop(child, None)

    def close(self) -> None:
        self.stopped.set()

    def _watch(self) -> None:
        while not self.stopped.wait(self.every):
            with self.lock:
                watched = [c for c in self.children if c not in self.over]
            for child in watched:
                rss = child.resident_mb()
                if rss > self.limit_mb and child.poll() is None:
                    with self.lock:
                        self.over[child] = rss  # before the kill: whoever sees it dead finds why
                    Child.kill(child)  # the process only: its owner releases the rest (a Worker its pipes, this entry)


def how_ended(code: int) -> str:
    """A return code in words: ``exited with status 1`` or ``killed by signal 9``."""
    return f"killed by signal {-code}" if code < 0 else f"exited with status {code}"


class Child:
    """One supervised child process. ``log``: a file that takes its stdout and stderr together;
    ``pipes``: text pipes on stdin and stdout instead (stderr is dropped)."""

    def __init__(
        self,
        argv: list[str],
        *,
        env: dict | None = None,
        log: Path | None = None,
        pipes: bool = False,
        pass_fds: tuple = (),
        cwd: Path = ROOT,
        own_group: bool = True,
        sandbox: boxes.Policy | None = None,
    ):
        self.log = Path(log) if log else None
        self.own_group = own_group
        self.box = _box(sandbox, cwd, env)
        sink = open(self.log, "wb") if self.log else None  # noqa: SIM115 (the child holds its own copy)
        try:
            self.process = _popen(
                self.box,
                self.box.argv(argv) if self.box else argv,
                cwd=cwd,
                env=self.box.env(env) if self.box else env,
                stdin=subprocess.PIPE if pipes else subprocess.DEVNULL,
                stdout=subprocess.PIPE if pipes else (sink if sink else subprocess.DEVNULL),
                stderr=subprocess.DEVNULL if pipes else (subprocess.STDOUT if sink else subprocess.DEVNULL),
                text=pipes,
                pass_fds=(*pass_fds, self.box.lock_fd) if self.box else pass_fds,
                start_new_session=own_group,
                preexec_fn=self.box.limit if self.box else None,
            )
        except BaseException:
            if self.box:
                self.box.close()
            raise
        finally:
            if sink:
                sink.close()
            if self.box:
                self.box.release_lock()  # the child holds its scratch's lock now

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def returncode(self) -> int | None:
        code = self.process.returncode
        return boxes.exit_code(code) if self.box and code is not None else code

    def poll(self) -> int | None:
        if self.process.poll() is not None:
            self._gone()
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        self.process.wait(timeout)
        self._gone()
        return self.returncode

    def _gone(self) -> None:
        """The process has ended: its sandbox's scratch goes too."""
        if self.box:
            self.box.close()

    def resident_mb(self) -> float:
        """Its resident memory; in a sandbox, that of every process in it (the sandbox's own
        processes stand between this one and the code it runs)."""
        if not self.box:
            return resident_mb(self.pid)
        return sum(resident_mb(p) for p in _tree(self.pid))

    def _signal(self, sig: int) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                if self.own_group:
                    os.killpg(self.process.pid, sig)
                else:
                    self.process.send_signal(sig)

    def kill(self) -> None:
        """SIGKILL to it (to its whole process group where it has its own), then reap it."""
        self._signal(signal.SIGKILL)
        self.wait()

    def terminate(self, grace: float = 30.0) -> None:
        """SIGTERM (to its process group where it has its own); SIGKILL after ``grace`` seconds."""
        self._signal(signal.SIGTERM)
        try:
            self.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.kill()

    def tail(
        self, lines: int | None = None, chars: int | None = None, keep: Callable[[str], bool] = lambda line: True
    ) -> str:
        """The end of its log ('' without one): of the lines ``keep`` accepts, the last ``lines``
        lines, then of those the last ``chars`` characters."""
        if not self.log or not self.log.exists():
            return ""
        kept = [line for line in self.log.read_text(errors="replace").splitlines() if keep(line)]
        text = "\n".join(kept[-lines:] if lines else kept)
        return text[-chars:] if chars else text


class Worker(Child):
    """A child answering tasks with ``prefix``-marked JSON lines; other output is ignored."""

    def __init__(
        self,
        argv: list[str],
        prefix: str,
        *,
        env: dict | None = None,
        memory: MemoryWatch | None = None,
        sandbox: boxes.Policy | None = None,
    ):
        super().__init__(argv, env=env, pipes=True, sandbox=sandbox)
        self.prefix = prefix
        self.served = 0
        self.memory = memory
        if memory is not None:
            memory.add(self)
        self.lines: queue.Queue = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def send(self, task: dict) -> None:
        """Raises OSError when the process is gone before the task reaches it."""
        self.process.stdin.write(json.dumps(task) + "\n")
        self.process.stdin.flush()

    def _read(self) -> None:
        for line in self.process.stdout:
            if line.startswith(self.prefix):
                self.lines.put(json.loads(line[len(self.prefix) :]))
        self.lines.put(None)  # end of output: the process exited

    def next(self, timeout: float) -> dict:
        """The next result, or ``{"status": "timeout"|"crash"|"over-memory", "why"}`` (the process is
        then gone; over-memory: its ``memory`` watch stopped it)."""
        try:
            record = self.lines.get(timeout=timeout)
        except queue.Empty:
            self.kill()
            return {"status": "timeout", "why": f"did not finish within {timeout:.0f} s; its process was killed"}
        if record is None:
            code = self.wait()
            if self.memory is not None and self.memory.remove(self) is not None:
                # Not the size it reached: that differs from run to run, what is recorded must not.
                limit = f"{self.memory.limit_mb:.0f} MB"
                return {
                    "status": "over-memory",
                    "why": f"resident memory over the {limit} limit; its process was stopped",
                }
            return {"status": "crash", "why": f"its process {how_ended(code)} before a result"}
        return record

    def kill(self) -> None:
        super().kill()
        self._release()

    def close(self, grace: float = 30.0) -> None:
        """No more tasks: the process ends after the one it is on."""
        with contextlib.suppress(OSError):
            self.process.stdin.close()
        try:
            self.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            super().kill()
        self._release()

    def _release(self) -> None:
        if self.memory is not None:
            self.memory.remove(self)
        with contextlib.suppress(OSError):
            self.process.stdin.close()
        self.reader.join(timeout=10)  # the pipe ends with the process (and its children)
        if not self.reader.is_alive():
            self.process.stdout.close()


class Pool:
    """Workers of one kind kept between tasks; thread-safe. ``memory_mb``: a worker whose resident
    memory passes it is stopped (its task gets ``over-memory``); 0: no limit."""

    def __init__(
        self,
        argv: list[str],
        prefix: str,
        tasks_per_worker: int,
        env: dict | None = None,
        memory_mb: float = 0,
        sandbox: boxes.Policy | None = None,
    ):
        self.argv, self.prefix, self.tasks_per_worker, self.env = argv, prefix, tasks_per_worker, env
        self.sandbox = sandbox
        self.memory = MemoryWatch(memory_mb) if memory_mb > 0 else None
        self.idle: list[Worker] = []
        self.lock = threading.Lock()
        self.closed = False

    def acquire(self, fresh: bool = False) -> Worker:
        """An idle worker, or a new one (always, with ``fresh``: one that has served no task yet)."""
        with self.lock:
            if self.idle and not fresh:
                return self.idle.pop()
        return Worker(self.argv, self.prefix, env=self.env, memory=self.memory, sandbox=self.sandbox)

    def release(self, worker: Worker, healthy: bool = True) -> None:
        """Back to the pool; a worker that is not ``healthy`` (it crashed or hung) is killed."""
        if not healthy:
            worker.kill()
            return
        worker.served += 1
        with self.lock:
            if worker.served < self.tasks_per_worker and not self.closed:
                self.idle.append(worker)
                return
        worker.close()

    def close(self) -> None:
        """Close the idle workers now and each busy one when it is released."""
        with self.lock:
            self.closed = True
            idle, self.idle = self.idle, []
        for worker in idle:
            worker.close()
        if self.memory is not None:
            self.memory.close()


def run_steps(
    pool: Pool,
    task_for: Callable[[list[str]], dict],
    steps: list[str],
    timeout: float,
    step_of: Callable[[dict], str],
    retires: Callable[[dict], bool] = lambda record: False,
) -> list[tuple[str, dict]]:
    """Run ``steps`` on ``pool``'s workers: ``task_for(remaining steps)`` goes to a worker, which answers
    one record per step in order (``step_of`` names a record's step). A step whose worker died or hung
    gets ``{"status": "timeout" | "crash", "why"}`` and the steps after it go on in another worker, as
    they do after a record that ``retires`` its worker (it exits once that record is out)."""
    results: list[tuple[str, dict]] = []
    todo = list(steps)
    while todo:
        worker = pool.acquire()
        healthy = False
        try:
            worker.send(task_for(todo))
            while todo:
                record = worker.next(timeout)
                if record.get("status") in ("timeout", "crash"):
                    results.append((todo.pop(0), record))
                    break
                results.append((step_of(record), record))
                todo.remove(step_of(record))
                if retires(record):
                    break
            else:
                healthy = True
        except OSError as error:  # the process was gone before the task reached it
            results.append((todo.pop(0), {"status": "crash", "why": f"its process could not take the task: {error}"}))
        finally:
            pool.release(worker, healthy)
    return results


@dataclass(frozen=True)
class Finished:
    returncode: int | None  # None: killed at its time limit
    stdout: str
    stderr: str
    why: str  # '' when it exited 0 or with an expected code, else how it ended, in words


def run(
    argv: list[str],
    timeout: float,
    *,
    env: dict | None = None,
    ok: tuple = (0,),
    cwd: Path = ROOT,
    sandbox: boxes.Policy | None = None,
) -> Finished:
    """Run a child to its end; at ``timeout`` seconds kill its process group. Never raises for
    how the child ended: a death or a hang is in ``why``."""
    box = _box(sandbox, cwd, env)
    try:
        process = _popen(
            box,
            box.argv(argv) if box else argv,
            cwd=cwd,
            env=box.env(env) if box else env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
            pass_fds=(box.lock_fd,) if box else (),
            preexec_fn=box.limit if box else None,
        )
        if box:
            box.release_lock()
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            stdout, stderr = process.communicate()
            return Finished(None, stdout, stderr, f"its process did not finish within {timeout:.0f} s and was killed")
    finally:
        if box:
            box.close()
    code = boxes.exit_code(process.returncode) if box else process.returncode
    why = "" if code in ok else f"its process {how_ended(code)}"
    return Finished(code, stdout, stderr, why)


def _box(policy: boxes.Policy | None, cwd: Path, env: dict | None) -> boxes.Box | None:
    """The sandbox of a child of foreign code (None: the harness's own code, or SANDBOX=0), writing
    also where the crash tests' files lie. Raises sandbox.Unavailable where this host cannot sandbox."""
    if policy is None or not boxes.enabled():
        return None
    return boxes.Box(dataclasses.replace(policy, writable=(*policy.writable, *faults.folders(env))), cwd, env)


# ----------------------------------------------------------------------------- the worker's side


def emit(prefix: str, record: dict, file: IO[str] | None = None) -> None:
    """One result line on ``file`` (stdout by default), flushed at once: the parent learns of it even
    if the next step crashes."""
    file = file or sys.stdout
    file.write(prefix + json.dumps(record) + "\n")
    file.flush()


def serve(handle: Callable[[dict], Iterable[dict] | None], prefix: str, file: IO[str] | None = None) -> int:
    """Read tasks on stdin until it closes; ``handle`` emits (or yields) each task's results (yielded
    ones go to ``file``, stdout by default)."""
    for line in sys.stdin:
        for record in handle(json.loads(line)) or ():
            emit(prefix, record, file)
    return 0
