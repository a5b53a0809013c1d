"""`make bisect [BUG=<id>]`: the Warp releases each registered bug affects.

Each entry's reproducer, its report's script (docs/warp-bugs/<id>.py), runs under every Warp release from
FIRST_RELEASE to the newest on the package index (the pin included), each in its own release's
environment and in a child process with a time limit (harness/procs.py). A release's result is one of:

- ``reproduces``: Warp's value differs from the known right one (NaN where Warp refuses the kernel),
  or, for an entry that shows on CUDA only, the launch fails;
- ``does not reproduce``: Warp gives the right value;
- ``cannot run``: the reproducer cannot run on that release (a ``wp.`` name it uses is missing, its
  import or its launch raises something other than the bug), with the one-line error;
- ``needs a GPU``: a CUDA-only entry on a machine without one;
- ``crash`` / ``hang``: the child died, or was killed at its time limit;
- ``not measured``: merged from a run elsewhere that did not carry that release (``--merge``);
- ``inferred``: a CUDA-only entry's release that no run measured, whose generated CUDA code and native
  source at fault are identical to those of releases where it was run and reproduced
  (harness/tools/cuda_inference.py): counted as affected, and said to be inferred, not run.

A CUDA-only entry needs a GPU machine, which may have no package index: there, ``--release-path
VERSION=DIR`` (a folder holding that release's ``warp`` package) runs the reproducers with the
running interpreter and ``--json FILE`` writes the results alone; ``--merge FILE`` then merges them
here, every release FILE did not measure marked ``not measured`` with FILE's ``note``.

The results go to harness/validate/bugs/affected.json (read by the registry: ``bugs.affected``) and
are rendered into docs/warp-bugs.md and each entry's report (docs/warp-bugs/<id>.md). ``--bug`` reruns some entries and keeps the others' results.

A release's environment is ``.venvs/warp-<version>``: a virtual environment holding only
``warp-lang==<version>`` (no dependencies), layered over .venv by a ``.pth`` file that adds .venv's
site-packages after its own. Every other package is thus the project's pin, an environment costs
one wheel (not another copy of .venv's 1 GB), and it follows .venv when the pins change. ``make
<target> WARP=<version>`` runs a target in it (``--make-venv`` is its Makefile rule).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from harness import outdir, procs
from harness.validate import bugs

ROOT = procs.ROOT
VENVS = ROOT / ".venvs"
DOCS = ROOT / "docs" / "warp-bugs.md"
FIRST_RELEASE = "1.10.0"
TIMEOUT_S = 600.0  # one reproducer under one release, Warp's first build of its kernels included
PREFIX = "BISECT "
VERDICTS = (
    "reproduces",
    "does not reproduce",
    "cannot run",
    "needs a GPU",
    "crash",
    "hang",
    "not measured",
    "inferred",
)
AFFECTS = ("reproduces", "inferred")  # the verdicts that count a release as affected

# Run by the release's python: prints PREFIX + {"verdict", "detail"} as its last such line.
CHILD = r"""
import ast, importlib.util, json, sys
script, device, cuda_only = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
needs_gpu = cuda_only and sys.argv[4:5] != ["nvrtc"]  # an NVRTC-only entry checks the CUDA build, no GPU needed
def say(verdict, detail=""):
    print("BISECT " + json.dumps({"verdict": verdict, "detail": detail}), flush=True)
    sys.exit(0)
def line(error):
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[-1] if text else ''}"
import numpy as np
import warp as wp
wp.config.quiet = True
source = open(script).read()
try:
    from warp._src import context
except ImportError:
    from warp import context
known = set(dir(wp)) | set(context.builtin_functions)
used = {n.attr for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "wp"}
missing = sorted(used - known)
if missing:
    say("cannot run", "missing in this release: " + ", ".join("wp." + n for n in missing))
try:
    wp.init()
    if needs_gpu and not wp.is_cuda_available():
        say("needs a GPU", "no CUDA device on this machine")
    spec = importlib.util.spec_from_file_location("reproducer", script)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    expected = m.expected()
except Exception as error:
    say("cannot run", line(error))
try:
    observed = m.observed(device)
except Exception as error:
    say("reproduces" if cuda_only else "cannot run", line(error))
if np.allclose(observed, expected, rtol=1e-5, atol=1e-6):
    say("does not reproduce", f"Warp {np.ravel(observed)[:1].tolist()}, expected {np.ravel(expected)[:1].tolist()}")
say("reproduces", f"Warp {np.ravel(observed)[:1].tolist()}, expected {np.ravel(expected)[:1].tolist()}")
"""


def key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def releases(first: str = FIRST_RELEASE) -> list[str]:
    """The final (non pre-) releases of warp-lang on the package index from ``first`` on, oldest first."""
    found = procs.run([sys.executable, "-m", "pip", "index", "versions", "warp-lang"], 120)
    listed = re.search(r"Available versions: (.*)", found.stdout)
    if not listed:
        raise SystemExit(f"pip index versions warp-lang: no versions ({found.why or found.stderr.strip()[-300:]})")
    final = {v for v in listed.group(1).split(", ") if re.fullmatch(r"\d+\.\d+\.\d+", v.strip())}
    return sorted((v for v in final if key(v) >= key(first)), key=key)


def _known_releases() -> list[str]:
    """The index's releases and those the committed file measured (an index that lists fewer, a
    local mirror, say, never shrinks it: a release with an environment in .venvs/ runs without it)."""
    committed = json.loads(bugs.AFFECTED.read_text()).get("releases", []) if bugs.AFFECTED.exists() else []
    try:
        listed = releases()
    except SystemExit:
        if not committed:
            raise
        listed = []
    return sorted(set(listed) | set(committed), key=key)


def venv_python(version: str) -> Path:
    """The python of ``.venvs/warp-<version>``, made first where it is missing (downloads one wheel)."""
    venv = VENVS / f"warp-{version}"
    python, stamp = venv / "bin" / "python", venv / ".installed"
    if stamp.exists():
        return python
    for argv in (
        [sys.executable, "-m", "venv", "--clear", "--without-pip", str(venv)],
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--disable-pip-version-check",
         "--no-deps", f"warp-lang=={version}"],
    ):  # fmt: skip
        done = procs.run(argv, 900)
        if done.why:
            raise SystemExit(f"{' '.join(argv)}: {done.why}\n{done.stderr.strip()[-2000:]}")
    site = procs.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], 60)
    layer = f"import site; site.addsitedir({sysconfig.get_paths()['purelib']!r})\n"  # .venv's, after its own
    (Path(site.stdout.strip()) / "harness-pinned-venv.pth").write_text(layer)
    stamp.touch()
    return python


def _one_line(text: str) -> str:
    text = text.replace(str(ROOT) + "/", "").replace(str(Path.home()), "~").replace(": ;", ": ")
    text = re.sub(r" at 0x[0-9a-f]+", "", text)  # object addresses: the same run writes the same bytes
    return re.sub(r"\s+", " ", text).strip()[:240]


def run_one(bug: bugs.KnownBug, version: str, timeout: float = TIMEOUT_S, path: str = "") -> dict:
    """``{"verdict", "detail"}`` of ``bug``'s reproducer under ``version``: in its environment, or with
    this interpreter and ``path`` (a folder holding that release's ``warp``) first on the path."""
    cuda_only = "cpu" not in bug.targets
    device = "cuda:0" if cuda_only else "cpu"
    python = sys.executable if path else str(venv_python(version))
    argv = [python, "-c", CHILD, str(bug.script), device, "1" if cuda_only else "0", "nvrtc" if bug.nvrtc_only else ""]
    # The project's root on the path of the child and of the processes a reproducer starts, wherever they run.
    env = {
        **{k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"},
        "PYTHONPATH": os.pathsep.join(filter(None, (path, str(ROOT)))),
    }
    done = procs.run(argv, timeout, env=env)
    if done.returncode is None:
        return {"verdict": "hang", "detail": done.why}
    said = [json.loads(line[len(PREFIX) :]) for line in done.stdout.splitlines() if line.startswith(PREFIX)]
    if not said:
        last = done.stderr.strip().splitlines()[-1:] or [""]
        return {"verdict": "crash", "detail": _one_line(f"{done.why or 'no verdict'}: {last[0]}")}
    result = said[-1]
    raised = [line for line in done.stderr.splitlines() if line.startswith("Warp raises ")]
    if raised and result["verdict"] == "reproduces":  # the codegen entries: Warp's refusal, in its words
        result["detail"] = raised[-1]
    return {"verdict": result["verdict"], "detail": _one_line(result["detail"])}


def summarize(results: dict[str, dict], pinned: str = bugs.WARP_VERSION) -> dict:
    """The releases a bug affects, and its first bad release: the oldest of the run of reproducing
    releases that ends at the pin (None where the pin does not reproduce); ``before`` is the verdict of
    the release before it (None: it is the oldest checked). ``fixed_after_pin``: the first newer
    release that does not reproduce, if any. An ``inferred`` release counts as reproducing."""
    order = [v for v in sorted(results, key=key) if results[v]["verdict"] != "not measured"]
    affected = [v for v in order if results[v]["verdict"] in AFFECTS]
    first_bad, before = None, None
    upto = [v for v in order if key(v) <= key(pinned)]
    if upto and results[upto[-1]]["verdict"] in AFFECTS:
        i = len(upto) - 1
        while i > 0 and results[upto[i - 1]]["verdict"] in AFFECTS:
            i -= 1
        first_bad, before = upto[i], (results[upto[i - 1]]["verdict"] if i > 0 else None)
    newer = [v for v in order if key(v) > key(pinned) and results[v]["verdict"] == "does not reproduce"]
    return {
        "affected": affected,
        "first_bad": first_bad,
        "before_first_bad": before,
        "fixed_after_pin": newer[0] if newer else None,
    }


def encode(data: dict) -> bytes:
    return (json.dumps(data, indent=1, sort_keys=True) + "\n").encode()


def measure(ids: list[str], versions: list[str], jobs: int, paths: dict[str, str] | None = None, say=print) -> dict:
    """bug id -> release -> result of its reproducer (``paths``: release -> folder of its ``warp``)."""
    paths = paths or {}
    for version in versions:  # one at a time: each downloads a wheel
        if version not in paths:
            venv_python(version)
    tasks = [(bugs.BY_ID[i], v) for i in ids for v in versions]
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        done = list(pool.map(lambda task: run_one(*task, path=paths.get(task[1], "")), tasks))
    results: dict[str, dict] = {i: {} for i in ids}
    for (bug, version), result in zip(tasks, done, strict=True):
        results[bug.id][version] = result
        say(f"{bug.id} {version}: {result['verdict']} ({result['detail']})")
    return results


def bisect(ids: list[str], versions: list[str], jobs: int, say=print) -> dict:
    """Results of the entries ``ids`` under ``versions``, merged into the committed file's."""
    return merged(measure(ids, versions, jobs, say=say), versions)


def merged(results: dict[str, dict], versions: list[str], note: str = "") -> dict:
    """The committed file's data with the entries of ``results`` (bug id -> release -> result)
    replaced; a release of ``versions`` an entry's results lack is ``not measured`` (``note``: why)."""
    old = json.loads(bugs.AFFECTED.read_text()) if bugs.AFFECTED.exists() else {}
    versions = sorted(set(versions) | set(old.get("releases", [])), key=key)  # never fewer than committed
    entries = {}
    for i, entry in old.get("bugs", {}).items():  # the others keep theirs; a release they lack: not measured
        full = {
            v: entry["results"].get(v, {"verdict": "not measured", "detail": "not run for this entry"})
            for v in versions
        }
        entries[i] = {**summarize(full), "results": full}
    for i, measured in results.items():
        full = {v: measured.get(v, {"verdict": "not measured", "detail": note or "not run"}) for v in versions}
        entries[i] = {**summarize(full), "results": full}
    return {
        "pinned": bugs.WARP_VERSION,
        "releases": versions,
        "command": "make bisect",
        "bugs": {b.id: entries[b.id] for b in bugs.BUGS if b.id in entries},
    }


def render(entry: dict, pinned: str) -> str:
    """The docs' line for one entry."""
    affected, first = entry["affected"], entry["first_bad"]
    unmeasured = any(r["verdict"] == "not measured" for r in entry["results"].values())
    inferred = [v for v in sorted(entry["results"], key=key) if entry["results"][v]["verdict"] == "inferred"]
    if first is None:
        pin = entry["results"].get(pinned, {"verdict": "not run"})["verdict"]
        head = f"on the pin {pinned}: {pin}" + (" (not measured)" if pin != "does not reproduce" else "")
    elif entry["before_first_bad"] is None and unmeasured:
        head = f"first bad release: {first} or older (the oldest checked; the releases not measured below are assumed affected)"
    elif entry["before_first_bad"] is None and inferred:
        head = (
            f"first bad release: {first} or older (the oldest checked; every release from it on measured or inferred)"
        )
    elif entry["before_first_bad"] is None:
        head = f"first bad release: {first} or older (every release checked from {first} on)"
    elif entry["before_first_bad"] == "does not reproduce":
        head = f"first bad release: {first}"
    else:
        head = f"first bad release: {first} (the release before it: {entry['before_first_bad']})"
    if entry["fixed_after_pin"]:
        head += f"; fixed in {entry['fixed_after_pin']}, newer than the pin {pinned}"
    said = f" ({', '.join(inferred)} inferred from identical code, not run)" if inferred else ""
    lines = [f"- releases affected: {', '.join(affected) or 'none'}{said}; {head}"]
    if inferred:
        lines.append(f"- inferred, not run: {_runs(entry['results'], ('inferred',), named=False)}")
    gaps = _runs(entry["results"])
    if gaps:
        lines.append(f"- the others: {gaps}")
    return "\n".join(lines)


def _runs(results: dict, verdicts: tuple[str, ...] = (), named: bool = True) -> str:
    """Releases whose verdict is one of ``verdicts`` (default: any but ``reproduces`` and ``inferred``),
    grouped by verdict with their detail (``named``: the verdict said, before the detail)."""
    groups: dict[tuple[str, str], list[str]] = {}
    for version in sorted(results, key=key):
        r = results[version]
        if r["verdict"] in verdicts if verdicts else r["verdict"] not in AFFECTS:
            groups.setdefault((r["verdict"], r["detail"]), []).append(version)
    if not named:
        return "; ".join(f"{', '.join(vs)} ({detail})" for (_, detail), vs in groups.items())
    return "; ".join(f"{', '.join(vs)}: {verdict} ({detail})" for (verdict, detail), vs in groups.items())


BEGIN, END = "<!-- affected releases: make bisect -->", "<!-- end affected releases -->"


def render_docs(text: str, data: dict) -> str:
    """docs/warp-bugs.md with each entry's affected releases after its '- Warp version:' line."""
    for bug_id, entry in data["bugs"].items():
        section = re.search(rf"^## {re.escape(bug_id)}\n.*?^- Warp version: .*?\n", text, re.M | re.S)
        if not section:
            raise SystemExit(f"{DOCS}: no section '## {bug_id}' with a '- Warp version:' line")
        rest = text[section.end() :]
        block = re.match(rf"{re.escape(BEGIN)}\n.*?{re.escape(END)}\n", rest, re.S)
        if block:
            rest = rest[block.end() :]
        text = text[: section.end()] + f"{BEGIN}\n{render(entry, data['pinned'])}\n{END}\n" + rest
    return text


def render_report(text: str, entry: dict, pinned: str) -> str:
    """An entry's report (docs/warp-bugs/<id>.md) with its affected releases between BEGIN and END."""
    block = re.search(rf"^{re.escape(BEGIN)}\n.*?^{re.escape(END)}\n", text, re.M | re.S)
    if not block:
        raise SystemExit(f"an entry's report has no '{BEGIN}' ... '{END}' block")
    return text[: block.start()] + f"{BEGIN}\n{render(entry, pinned)}\n{END}\n" + text[block.end() :]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bug", action="append", default=[], help="an entry's id (repeatable; default: all)")
    parser.add_argument("--releases", default="", help="comma-separated releases (default: the index's, from 1.10.0)")
    parser.add_argument("--jobs", type=int, default=2, help="reproducers run at once (default 2)")
    parser.add_argument("--make-venv", metavar="VERSION", help="only make .venvs/warp-VERSION (make WARP=VERSION)")
    parser.add_argument("--release-path", action="append", default=[], metavar="VERSION=DIR",
                        help="run that release from DIR (a folder holding its warp package) with this interpreter")  # fmt: skip
    parser.add_argument("--json", metavar="FILE", help="write the results alone to FILE (for --merge elsewhere)")
    parser.add_argument("--merge", metavar="FILE", help="merge the results of a --json run into the registry's file")
    parser.add_argument(
        "--note", default="", help="with --json or --merge: why the releases left out were not measured"
    )
    args = parser.parse_args(argv)
    if args.make_venv:
        print(venv_python(args.make_venv))
        return 0
    if args.merge:
        run = json.loads(Path(args.merge).read_text())  # merged() adds the committed file's releases
        return write(merged(run["results"], run["releases"], args.note or run.get("note", "")))
    ids = [i for spec in args.bug for i in spec.replace(",", " ").split()] or [b.id for b in bugs.BUGS]
    unknown = [i for i in ids if i not in bugs.BY_ID]
    if unknown:
        parser.error(f"not registry ids: {', '.join(unknown)} (known: {', '.join(bugs.BY_ID)})")
    paths = dict(p.split("=", 1) for p in args.release_path)
    versions = [v.strip() for v in args.releases.split(",") if v.strip()] or sorted(paths) or _known_releases()
    versions = sorted(versions, key=key)
    if args.json:
        results = measure(ids, versions, args.jobs, paths)
        outdir.write_atomic(Path(args.json), encode({"releases": versions, "results": results, "note": args.note}))
        print(f"wrote {args.json}")
        return 0
    return write(bisect(ids, versions, args.jobs))


def write(data: dict) -> int:
    """affected.json, docs/warp-bugs.md and the entries' reports, from ``data``."""
    outdir.write_atomic(bugs.AFFECTED, encode(data))
    DOCS.write_text(render_docs(DOCS.read_text(), data))
    for bug_id, entry in data["bugs"].items():
        report = bugs.BY_ID[bug_id].report
        if report.exists():
            report.write_text(render_report(report.read_text(), entry, data["pinned"]))
        else:
            print(f"  {bug_id}: no report ({report.relative_to(ROOT)}) to write its releases into")
    reports = bugs.REPORTS.relative_to(ROOT)
    print(f"wrote {bugs.AFFECTED.relative_to(ROOT)}, {DOCS.relative_to(ROOT)} and the reports in {reports}")
    for bug_id, entry in data["bugs"].items():
        print(f"  {bug_id}: first bad {entry['first_bad']}; affected {', '.join(entry['affected']) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
