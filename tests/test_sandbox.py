"""The sandbox of code the harness did not write (harness/sandbox.py): one hostile case per escape,
through the commands a user runs. Each attempt is a result (the class or finding ``sandbox``, or a
crash, hang or error of that prediction or module), never a pass, and nothing outside the sandbox
changes: the protected folders are compared before and after."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from harness import procs, sandbox, scratch
from harness.eval import screen

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent))
from test_eval import _eval, _export  # noqa: E402 (the eval tests' tiny dataset)

pytestmark = pytest.mark.skipif(
    os.environ.get(sandbox.ENV, "1") == "0", reason="SANDBOX=0: this run asked for no sandbox"
)


class Listener:
    """A loopback port of the host; counts the connections it accepts."""

    def __init__(self):
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(64)
        self.server.settimeout(0.2)
        self.port = self.server.getsockname()[1]
        self.accepted = 0
        self.stop = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while not self.stop.is_set():
            try:
                conn, _ = self.server.accept()
            except OSError:
                continue
            self.accepted += 1
            conn.close()

    def close(self):
        self.stop.set()
        self.server.close()


def _digest(folder: Path) -> str:
    """Names, sizes and contents of everything under ``folder``."""
    h = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        h.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            h.update(path.read_bytes())
    return h.hexdigest()


def _top_of_tmp() -> set[str]:
    return {n for n in os.listdir(scratch.base()) if not n.startswith(("harness-tmp-", ".making-", "pytest-"))}


# --------------------------------------------------------------------------- the box itself


def test_a_sandboxed_child_sees_no_home_no_network_and_writes_only_its_scratch(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "secret").write_text("token-123")
    listener = Listener()
    probe = f"""
import os, socket, json
seen = {{}}
try:
    seen["secret"] = open({str(home / "secret")!r}).read()
except OSError as e:
    seen["secret"] = type(e).__name__
try:
    socket.create_connection(("127.0.0.1", {listener.port}), timeout=2)
    seen["net"] = "connected"
except OSError as e:
    seen["net"] = type(e).__name__
for where in ({str(tmp_path / "outside")!r}, os.path.join(os.environ["TMPDIR"], "inside")):
    try:
        open(where, "w").write("x")
        seen[where] = "wrote"
    except OSError as e:
        seen[where] = type(e).__name__
seen["env"] = sorted(os.environ)
print(json.dumps(seen))
"""
    env = {**os.environ, "HOME": str(home), "AWS_SECRET_ACCESS_KEY": "k", "GITHUB_TOKEN": "t"}
    try:
        done = procs.run([sys.executable, "-c", probe], 60, env=env, sandbox=sandbox.Policy(readable=(str(tmp_path),)))
    finally:
        listener.close()
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["secret"] in ("FileNotFoundError", "PermissionError")
    assert seen["net"] in ("ConnectionRefusedError", "OSError") and listener.accepted == 0
    assert seen[str(tmp_path / "outside")] == "OSError" or "Error" in seen[str(tmp_path / "outside")]
    assert not (tmp_path / "outside").exists()
    assert [v for k, v in seen.items() if k.endswith("/inside")] == ["wrote"]
    assert "AWS_SECRET_ACCESS_KEY" not in seen["env"] and "GITHUB_TOKEN" not in seen["env"]


def test_the_scratch_of_a_sandboxed_worker_is_removed_with_it():
    worker = procs.Worker([sys.executable, "-c", "import sys; sys.stdin.read()"], "X ", sandbox=sandbox.Policy())
    folder = worker.box.folder
    assert folder.is_dir()
    assert folder not in scratch.sweep()  # locked by the live child: not swept
    worker.kill()
    assert not folder.exists()


def test_a_sandboxed_worker_outlives_the_thread_that_started_it():
    """It dies with its parent process, not with the thread that asked for it (the kernel's parent-death
    signal follows threads): a pool's worker serves other threads after that one ends, and exits cleanly."""
    code = "import sys\nfor line in sys.stdin:\n    print('X ' + line.strip(), flush=True)"
    started = []

    def start():
        started.append(procs.Worker([sys.executable, "-c", code], "X ", sandbox=sandbox.Policy()))
        started[0].send({"before": "the thread ends"})  # the box is up: its parent-death signal is set
        started.append(started[0].next(30))

    thread = threading.Thread(target=start)
    thread.start()
    thread.join()
    time.sleep(0.5)
    worker = started[0]
    assert started[1] == {"before": "the thread ends"}
    worker.send({"after": "the thread ended"})
    assert worker.next(30) == {"after": "the thread ended"}
    worker.close()
    assert worker.returncode == 0


def test_a_fork_bomb_is_bounded_and_leaves_no_process():
    marker = f"fork-bomb-{os.getpid()}-{time.monotonic_ns()}"
    bomb = f"import os\n# {marker}\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n"
    policy = sandbox.Policy(limits=sandbox.Limits(processes=64))
    started = time.monotonic()
    done = procs.run([sys.executable, "-c", bomb], 5, sandbox=policy)
    assert done.returncode is None  # killed at its time limit, with every process in its box
    assert time.monotonic() - started < 60
    leftover = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.split()
    assert not leftover


def test_processes_are_bounded_per_sandbox():
    code = (
        "import os, time\nn = 0\ntry:\n    for _ in range(200):\n        if os.fork() == 0:\n"
        "            time.sleep(30)\n            os._exit(0)\n        n += 1\nexcept OSError:\n    pass\nprint(n)"
    )
    done = procs.run([sys.executable, "-c", code], 60, sandbox=sandbox.Policy(limits=sandbox.Limits(processes=64)))
    assert done.returncode == 0, done.stderr
    assert 0 < int(done.stdout) < 64


def test_a_large_allocation_fails_inside_the_box():
    policy = sandbox.Policy(limits=sandbox.Limits(memory_mb=2048))
    done = procs.run([sys.executable, "-c", "b = bytearray(8 << 30)"], 60, sandbox=policy)
    assert done.returncode != 0 and "MemoryError" in done.stderr


def test_files_left_in_the_private_folders_are_reported(tmp_path):
    code = (
        "from harness import sandbox\nt = sandbox.Traps()\nopen('/tmp/left-behind', 'w').write('x')\n"
        "print(t.trespassed())"
    )
    done = procs.run([sys.executable, "-c", code], 60, sandbox=sandbox.Policy())
    assert done.returncode == 0, done.stderr
    assert "/tmp/left-behind" in done.stdout
    assert not Path("/tmp/left-behind").exists()


def test_a_host_that_cannot_sandbox_stops_with_one_line_naming_sandbox_0(monkeypatch):
    monkeypatch.setattr(sandbox, "_probed", None)
    monkeypatch.setattr(sandbox, "bwrap", lambda: "/bin/false")
    with pytest.raises(sandbox.Unavailable) as error:
        sandbox.check()
    assert "SANDBOX=0" in str(error.value) and "\n" not in str(error.value)
    monkeypatch.setattr(sandbox, "_probed", None)


def test_sandbox_0_runs_unsandboxed_with_a_warning():
    code = "from harness import sandbox; print(sandbox.enabled())"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env={**os.environ, "SANDBOX": "0"}, capture_output=True, text=True
    )
    assert done.stdout.strip() == "False" and "SANDBOX=0" in done.stderr and "unsandboxed" in done.stderr


# --------------------------------------------------------------------------- make eval: hostile predictions


def _forward_with(code: str, line: str, declare: str = "") -> str:
    at = code.index("{", code.index("_cpu_kernel_forward(")) + 1
    return declare + code[:at] + "\n    " + line + "\n" + code[at:]


def test_hostile_predictions_fail_with_the_class_sandbox_and_leave_no_trace(tmp_path):
    dataset = _export(tmp_path / "dataset", ("arithmetic/arithmetic-000000",))
    from harness.eval.rows import read_rows

    row = read_rows(dataset)[0]
    listener = Listener()
    outside = tmp_path / "outside"
    outside.mkdir()
    lines = {
        "write": (f'system("touch {outside}/pwned");', 'extern "C" int system(const char*);\n'),
        "socket": (
            f"{{ int s = socket(2, 1, 0); unsigned char a[16] = {{2, 0, {listener.port >> 8}, {listener.port & 255},"
            " 127, 0, 0, 1}; connect(s, (void*)a, 16); }",
            'extern "C" { int socket(int, int, int); int connect(int, const void*, unsigned); }\n',
        ),
        "fork": ("for (;;) fork();", 'extern "C" { int fork(void); }\n'),
        "kill": ("kill(getppid(), 9);", 'extern "C" { int kill(int, int); int getppid(void); }\n'),
        "cache": (f'{{ void* f = fopen("{scratch.base()}/harness-pch-poison", "w"); }}', "#include <cstdio>\n"),
        "other-row": (f'{{ void* f = fopen("{dataset}/cases/other.json", "w"); }}', ""),
    }
    predictions = tmp_path / "predictions.jsonl"
    with predictions.open("w") as f:
        for k, (line, declare) in enumerate(lines.values()):
            code = _forward_with(row.code["cpu_forward"], line, declare)
            f.write(json.dumps({"id": row.id, "target": "cpu_forward", "k": k, "code": code}) + "\n")
    before_tmp, before_dataset = _top_of_tmp(), _digest(dataset)
    try:
        summary = _eval(dataset, tmp_path / "out", str(predictions))
    finally:
        listener.close()
    results = [json.loads(x) for x in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    assert len(results) == len(lines)
    assert all(r["kind"] == "sandbox" and r["passed"] is False for r in results), results
    assert summary["headline"]["pass_rate"] == 0.0
    assert listener.accepted == 0
    assert not any(outside.iterdir())
    assert _top_of_tmp() <= before_tmp and _digest(dataset) == before_dataset
    assert "sandbox" in (tmp_path / "out" / "report.md").read_text()


@pytest.mark.parametrize(
    "code",
    [
        'extern "C" int system(const char*);',
        "#include <stdlib.h>",
        "%:include <cstdlib>",
        'int f() asm("system");',
        'std::system("x");',
        '::system("x");',
        'extern "C" { int unlink(const char*); }',
        "[[gnu::constructor]] void f() {}",
    ],
)
def test_the_screen_refuses_what_warps_code_never_holds(code):
    assert screen.screened(code)


def test_the_screen_passes_warps_own_code():
    from harness.generate.golden import read_case

    cases = sorted((ROOT / "snapshots").glob("*/*-000000.py"))
    assert cases
    for path in cases:
        case = read_case(path.with_suffix(".json"))
        for device in ("cpu", "cuda"):
            for piece in ("forward", "backward"):
                assert screen.screened(case.piece(device, piece)) == "", (path, device, piece)


# --------------------------------------------------------------------------- make harvest: hostile modules

HOSTILE = {
    "writes_outside": "open({outside!r} + '/pwned', 'w').write('x')",
    "reads_home": "SECRET = open({home!r} + '/secret').read()",
    "connects": "import socket\nsocket.create_connection(('127.0.0.1', {port}), timeout=2)",
    "forks": "import os\nfor _ in range(1000):\n    os.fork()",
    "allocates": "BLOCK = bytearray(64 << 30)",
    "loops": "while True:\n    pass",
    "kills_parent": "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)",
    "poisons_cache": "open({cache!r} + '/builtin_poison.pch', 'w').write('x')",
    "changes_other_row": "open({out!r} + '/harvest-modules/hostile.good.json', 'w').write('{{}}')",
}
GOOD = "import warp as wp\n\n\n@wp.kernel\ndef k(x: wp.array(dtype=float)):\n    x[wp.tid()] = 2.0 * x[wp.tid()]\n"


def test_hostile_modules_are_findings_and_the_rest_goes_on(tmp_path):
    home, outside, cache, out = tmp_path / "home", tmp_path / "outside", tmp_path / "pch", tmp_path / "out"
    for folder in (home, outside, cache):
        folder.mkdir()
    (home / "secret").write_text("token-123")
    (cache / "builtin_real.pch").write_text("real")
    listener = Listener()
    package = tmp_path / "pkgs" / "hostile"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "good.py").write_text(GOOD)
    values = {"outside": str(outside), "home": str(home), "port": listener.port, "cache": str(cache), "out": str(out)}
    for name, body in HOSTILE.items():
        (package / f"{name}.py").write_text(body.format(**values) + "\n\n" + GOOD)
    env = {**os.environ, "HOME": str(home), "HARNESS_HEADER_CACHE": str(cache)}
    before = {p: _digest(p) for p in (home, outside, cache)}
    before_tmp = _top_of_tmp()
    argv = [sys.executable, "-m", "harness.harvest", str(package), "--out", str(out), "--validate", "0"]
    argv += ["--jobs", "2", "--time-limit", "20", "--no-export"]
    try:
        done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    finally:
        listener.close()
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads((out / "harvest-report.json").read_text())
    reasons = {f["where"].rpartition(".")[2]: f["reason"] for f in report["failures"]}
    for name in ("writes_outside", "reads_home", "connects", "forks", "kills_parent", "poisons_cache"):
        assert reasons.get(name) == "sandbox", (name, reasons)
    assert reasons.get("changes_other_row") == "sandbox"
    assert reasons.get("allocates") == "import-error"  # MemoryError: the box's address-space limit
    assert reasons.get("loops") == "hung-at-import"
    cases = {p.name for p in (out / "cases" / "harvested").glob("*.json")}
    assert len(cases) == 1 and "good" not in reasons  # the good module's kernel, and no hostile one
    assert "token-123" not in json.dumps(report)
    assert listener.accepted == 0
    assert {p: _digest(p) for p in (home, outside, cache)} == before
    assert _top_of_tmp() <= before_tmp


# --------------------------------------------------------------------------- validation of harvested rows

SNEAK = """
def _sneak():
    for attempt in (
        lambda: open({outside!r} + "/pwned", "w").write("x"),
        lambda: open({home!r} + "/secret").read(),
        lambda: __import__("socket").create_connection(("127.0.0.1", {port}), timeout=2),
        lambda: open({cache!r} + "/builtin_poison.pch", "w").write("x"),
    ):
        try:  # each attempt's refusal swallowed: only the sandbox can tell
            attempt()
        except Exception:
            pass
    return 2.0
"""


def test_harvested_rows_are_validated_in_a_sandbox_and_an_attempt_fails_the_row(tmp_path):
    """``make harvest VALIDATE=1`` loads, builds and runs each row's own python_source: in a sandbox.
    A source that tries to leave it when loaded, or when Warp generates its code (``wp.static``), fails
    its ``load`` step even though it swallows every refusal; its neighbour is validated as usual."""
    home, outside, cache, out = tmp_path / "home", tmp_path / "outside", tmp_path / "pch", tmp_path / "out"
    for folder in (home, outside, cache):
        folder.mkdir()
    (home / "secret").write_text("token-123")
    (cache / "builtin_real.pch").write_text("real")
    package = tmp_path / "pkgs" / "rows"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for name in ("at_load", "at_codegen", "plain"):
        (package / f"{name}.py").write_text(GOOD.replace("def k(", f"def {name}("))
    env = {**os.environ, "HOME": str(home), "HARNESS_HEADER_CACHE": str(cache)}
    argv = [sys.executable, "-m", "harness.harvest", str(package), "--out", str(out), "--validate", "0", "--no-export"]
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    sources = {p.stem: p for p in (out / "cases" / "harvested").glob("*.py")}
    assert len(sources) == 3, sources
    listener = Listener()
    values = {"outside": str(outside), "home": str(home), "port": listener.port, "cache": str(cache)}
    by_kernel = {}
    for case_id, path in sources.items():
        kernel = json.loads(path.with_suffix(".json").read_text())["kernel_name"]
        by_kernel[kernel] = case_id
        text = path.read_text()
        if kernel == "at_load":
            text += "\n" + SNEAK.format(**values) + "\n_sneak()\n"
        elif kernel == "at_codegen":
            text = text.replace("\n@wp.kernel", SNEAK.format(**values) + "\n\n@wp.kernel", 1)
            text = text.replace("2.0 * x", "wp.static(_sneak()) * x")
        path.write_text(text)
    assert len(by_kernel) == 3
    before = {p: _digest(p) for p in (home, outside, cache)}
    argv = [sys.executable, "-m", "harness.validate", str(out / "cases"), "--out", str(out), "--jobs", "1"]
    try:
        done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    finally:
        listener.close()
    records = {k: json.loads((out / "validation" / f"{c}.json").read_text()) for k, c in by_kernel.items()}
    for kernel in ("at_load", "at_codegen"):
        record = records[kernel]
        assert record["failed_steps"] == ["load"], (kernel, record["failed_steps"], done.stdout + done.stderr)
        assert not record["compiled_cpu"] and not record["ran_cpu"], kernel
        messages = " ".join(f["message"] for f in record["findings"] if f["kind"] == "failure")
        assert sandbox.REFUSED in messages and "pwned" in messages, (kernel, messages)
    assert records["plain"]["compiled_cpu"] and records["plain"]["compiled_cubin"], records["plain"]
    assert "token-123" not in json.dumps(records)
    assert listener.accepted == 0
    assert {p: _digest(p) for p in (home, outside, cache)} == before


# --------------------------------------------------------------------------- make hunt FROM=: naming signatures


def test_a_foreign_hunt_names_its_signatures_in_a_sandbox(tmp_path):
    """``make hunt FROM=<harvest>`` (and ``--render`` of its report) names each signature on its
    smallest kernel, which it loads and runs: in a sandboxed worker, never in the hunt's process."""
    from harness.hunt import __main__ as hunt

    outside = tmp_path / "outside"
    outside.mkdir()
    source = f"open({str(outside)!r} + '/pwned', 'w').write('x')\n\n" + GOOD
    smallest = {"case": "harvested-0", "lines": 1, "source": source, "detail": "", "path": "", "known": []}
    group = {"signature": "gradcheck: wp.tid", "cases": ["harvested-0"], "known": [], "smallest": smallest}
    hunt.name_or_explain({"signatures": [group], "foreign": True})
    assert not (outside / "pwned").exists()  # unsandboxed (SANDBOX=0) the naming writes it
    assert group["known"] == [] and "explained" in group


def test_a_sandboxed_child_reads_only_the_system_folders_and_what_it_is_handed(tmp_path):
    """Reads are bounded too: of the host, the child sees the system's folders (with the files only root
    may read emptied), the interpreter, the project and what its parent hands it; not the rest."""
    handed, kept = tmp_path / "handed", tmp_path.parent / f"{tmp_path.name}-not-handed"
    handed.mkdir()
    kept.mkdir()
    (handed / "data").write_text("handed")
    (kept / "data").write_text("not handed")
    host_only = [p for p in ("/srv", "/mnt", "/opt", "/home", "/var/lib") if os.path.isdir(p)]
    probe = f"""
import json, os
seen = {{}}
for path in ({str(handed / "data")!r}, {str(kept / "data")!r}, "/etc/shadow", "/etc/passwd"):
    try:
        seen[path] = open(path).read()[:20]
    except OSError as e:
        seen[path] = type(e).__name__
seen["host_only"] = [p for p in {host_only!r} if os.path.exists(p)]
print(json.dumps(seen))
"""
    try:
        done = procs.run([sys.executable, "-c", probe], 60, sandbox=sandbox.Policy(readable=(str(handed),)))
    finally:
        (kept / "data").unlink()
        kept.rmdir()
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen[str(handed / "data")] == "handed"
    assert seen[str(kept / "data")] == "FileNotFoundError"
    assert seen["/etc/shadow"] in ("", "PermissionError", "FileNotFoundError")
    assert seen["/etc/passwd"].startswith("root:")
    assert seen["host_only"] == []
