"""`python -m harness.tools.cuda_inference [--write]`: the releases a CUDA-only registry entry was not run on,
settled without a GPU by comparing code, not by running it.

`make bisect` runs a CUDA-only entry's reproducer on a GPU machine, which may carry a few releases only
(``not measured`` for the others in harness/validate/bugs/affected.json). For each such release this
tool compares, against every release where the reproducer was run and reproduced (the anchors):

- the CUDA C++ Warp generates for the reproducer's kernels (Warp's helpers, forward and backward
  kernels, the preamble apart), by that release's own python (``.venvs/warp-<version>``) through
  ``harness.warp_api.generate_code``, with no GPU; compared as text, the kernel's hash in its symbol
  names and Warp's module hash masked;
- the native source at fault as that release's wheel ships it (``warp/native/*.h``): each piece of
  ``FAULTS`` (a macro, a struct, every definition of a function), compared token by token (comments
  and layout apart).

A release whose generated code is identical to an anchor's and each of whose pieces is identical to
an anchor's (not necessarily the same one) becomes ``inferred``: counted as affected, shown as
"inferred from identical code, not run", its detail naming the anchor each part matched. Any other
stays ``not measured``, its detail saying what differs. Only the code Warp generates and the headers
it compiles are compared: the CUDA compiler and driver are not part of the inference. ``--write``
records the verdicts in affected.json, docs/warp-bugs.md and the entries' reports
(harness/tools/bisect.py's ``write``), every other entry unchanged; a rerun finds the same.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from harness import procs
from harness.tools import bisect
from harness.validate import bugs

PREFIX = "CUDA-INFERENCE "
TIMEOUT_S = 300.0  # one release's code generation for the entries' kernels
INFERRED = "inferred"
NOT_INFERRED = "not inferred: "  # what a not measured release's detail says after why it was not run
ANCHOR = "reproduces"  # a release whose run is an anchor


@dataclass(frozen=True)
class Piece:
    """Native source at fault: in ``warp/native/<file>``, every match of ``pattern`` (``kind="text"``),
    or every definition whose head ``pattern`` finds (``kind="definition"``: from the start of its
    declaration through its closing brace; a pattern ending in ``(`` finds a function, whose
    parameter list must be followed by its body)."""

    file: str
    name: str
    pattern: str
    kind: str = "definition"


def _function(name: str, params: str = "") -> str:
    """The head of a function ``name`` (``params``: a regex its parameter list must match)."""
    return rf"\b{name}\s*\(" + (rf"(?=\s*{params}\s*\))" if params else "")


FAULTS: dict[str, tuple[Piece, ...]] = {
    # bvh_query declares its traversal stack as one function-scope __shared__ array of
    # BVH_QUERY_STACK_SIZE entries per thread; every query of a thread gets that slot.
    "warp-bvh-shared-stack": (
        Piece(
            "bvh.h",
            "BVH_SHARED_STACK",
            r"^#if.*\n#define BVH_SHARED_STACK 1\n#else\n#define BVH_SHARED_STACK 0\n#endif$",
            "text",
        ),
        Piece("bvh.h", "BVH_QUERY_STACK_SIZE", r"^#define BVH_QUERY_STACK_SIZE\b.*$", "text"),
        Piece("bvh.h", "bvh_stack_t", r"\bstruct\s+bvh_stack_t\b"),
        Piece(
            "bvh.h", "bvh_query_t.stack", r"^#if BVH_SHARED_STACK\n\s*bvh_stack_t stack;\n#else\n.*\n#endif$", "text"
        ),
        Piece("bvh.h", "bvh_query", _function("bvh_query")),
        Piece("bvh.h", "bvh_query_aabb", _function("bvh_query_aabb")),
        Piece("bvh.h", "bvh_query_next", _function("bvh_query_next")),
        Piece("bvh.h", "bvh_query_next_impl", _function("bvh_query_next_impl")),  # 1.17 on: bvh_query_next's loop
    ),
    # The backward of a read of an in-kernel array (a fixedarray_t: an array_t over the thread's own
    # storage) is adj_address's atomic add into the array's adjoint, in local memory.
    "warp-local-memory-atomic": (
        Piece("array.h", "fixedarray_t", r"\bstruct\s+fixedarray_t\b"),
        Piece("array.h", "adj_address", _function("adj_address")),
        Piece("array.h", "index", _function("index", r"const\s+array_t\s*<\s*T\s*>\s*&\s*\w+\s*,\s*int\s+i")),
        Piece("array.h", "adj_atomic_add", _function("adj_atomic_add", r"T\s*\*\s*buf\s*,\s*T\s+value")),
        Piece("builtin.h", "atomic_add", _function("atomic_add", r"T\s*\*\s*buf\s*,\s*T\s+value")),
    ),
}


# --- under one release (its own python): the generated code and where its native headers are


def worker(scripts: list[str]) -> dict:
    """script -> kernel name -> {"code", "header"} as this release generates them for CUDA, with the
    kernel hash and module hash masked; and ``native``, the folder of this release's headers."""
    import warp as wp  # here only: the parent never imports Warp

    from harness import warp_api

    warp_api.init()
    found: dict = {"version": warp_api.warp_version(), "native": str(Path(wp.__file__).parent / "native")}
    with warp_api.codegen_only():
        for script in scripts:
            found[script] = _kernels(wp, warp_api, script)
    return found


def _kernels(wp, warp_api, script: str) -> dict:
    """Kernel name -> its generated CUDA, the reproducer ``script`` imported under its own name."""
    spec = importlib.util.spec_from_file_location("cuda_inference_" + Path(script).stem.replace("-", "_"), script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kernels = {}
    for name, kernel in vars(module).items():
        if isinstance(kernel, wp.Kernel):
            code = warp_api.generate_code(kernel, "cuda")
            masks = {code.mangled_name: f"{kernel.key}_<hash>", warp_api.module_hash(kernel): "<module hash>"}
            text = "".join(code.piece(p) for p in ("helpers", "forward", "backward"))
            kernels[name] = {"code": _masked(text, masks), "header": _masked(code.piece("header"), masks)}
    return kernels


def _masked(text: str, masks: dict[str, str]) -> str:
    for old, new in masks.items():
        if old:
            text = text.replace(old, new)
    return text


# --- here: the comparison


def uncommented(text: str) -> str:
    """C++ text without its comments, its lines kept."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def tokens(text: str) -> tuple[str, ...]:
    """C++ text as tokens, comments and layout apart."""
    return tuple(re.findall(r"\w+|\S", uncommented(text)))


def _declaration_start(text: str, at: int) -> int:
    """Where the declaration whose name is at ``at`` starts: after the last ``;``, brace or preprocessor
    line before it, leading blank lines skipped."""
    start = max(text.rfind(c, 0, at) for c in ";{}") + 1
    lines = text[start:at].split("\n")
    while len(lines) > 1 and (not lines[0].strip() or lines[0].lstrip().startswith("#")):
        start += len(lines.pop(0)) + 1
    return start


def _closing(text: str, at: int, open_: str, close: str) -> int:
    """Index just past the bracket that closes the one at ``at`` (-1: unbalanced)."""
    depth = 0
    for i in range(at, len(text)):
        if text[i] == open_:
            depth += 1
        elif text[i] == close:
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def definitions(text: str, piece: Piece) -> list[str]:
    """Every definition (or match) of ``piece`` in ``text``, in the file's order, without comments."""
    text = uncommented(text)
    if piece.kind == "text":
        return [m.group(0) for m in re.finditer(piece.pattern, text, re.M)]
    found = []
    for m in re.finditer(piece.pattern, text, re.M):
        head_end = m.end()
        if text[m.end() - 1] == "(":  # a function: its parameter list, then (const, noexcept) its body
            head_end = _closing(text, m.end() - 1, "(", ")")
            if head_end < 0 or not re.match(r"\s*(?:const\s*)?(?:noexcept\s*)?\{", text[head_end:]):
                continue
        brace = text.find("{", head_end)
        if brace < 0 or ";" in text[head_end:brace]:
            continue
        end = _closing(text, brace, "{", "}")
        if end > 0:
            found.append(text[_declaration_start(text, m.start()) : end])
    return found


def native_pieces(native: Path, pieces: tuple[Piece, ...]) -> dict[str, tuple[str, ...] | None]:
    """Piece name -> its definitions' tokens (joined in the file's order), None where there is none."""
    out = {}
    for piece in pieces:
        found = definitions((native / piece.file).read_text(), piece)
        out[piece.name] = tokens("\n".join(found)) if found else None
    return out


def generate(version: str, scripts: list[str], python: str | None = None) -> dict:
    """The worker's answer under ``version`` (its ``.venvs`` python unless ``python`` is given)."""
    python = python or str(bisect.venv_python(version))
    env = {**{k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}, "PYTHONPATH": str(procs.ROOT)}
    done = procs.run([python, "-m", "harness.tools.cuda_inference", "--worker", *scripts], TIMEOUT_S, env=env)
    said = [line[len(PREFIX) :] for line in done.stdout.splitlines() if line.startswith(PREFIX)]
    if not said:
        raise RuntimeError(f"Warp {version}: no answer ({done.why}): {done.stderr.strip()[-2000:]}")
    found = json.loads(said[-1])
    if found["version"] != version:
        raise RuntimeError(f"asked for Warp {version}, the worker ran {found['version']}")
    return found


@dataclass
class Release:
    """What one release's code is, for one entry."""

    code: dict[str, str]  # kernel -> generated CUDA (hash masked)
    header: dict[str, str]  # kernel -> Warp's preamble
    native: dict[str, tuple[str, ...] | None]  # piece -> tokens


def collect(bug_ids: list[str], versions: list[str], jobs: int = 2, say=print) -> dict[str, dict[str, Release]]:
    """bug id -> release -> its code, every release's worker run once for all the entries."""
    scripts = {i: str(bugs.BY_ID[i].script) for i in bug_ids}

    def one(version: str) -> dict[str, Release]:
        found = generate(version, sorted(set(scripts.values())))
        say(f"Warp {version}: generated the CUDA code of {', '.join(bug_ids)}")
        return {
            i: Release(
                {k: v["code"] for k, v in found[scripts[i]].items()},
                {k: v["header"] for k, v in found[scripts[i]].items()},
                native_pieces(Path(found["native"]), FAULTS[i]),
            )
            for i in bug_ids
        }

    for version in versions:  # one at a time: each may download a wheel
        bisect.venv_python(version)
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        done = dict(zip(versions, pool.map(one, versions), strict=True))
    return {i: {v: done[v][i] for v in versions} for i in bug_ids}


def _same(a: Release, b: Release, part: str) -> bool:
    """Whether ``a`` and ``b`` agree on ``part``: the generated code, or a native piece (present in
    both and identical, or absent from both)."""
    return a.code == b.code if part == "code" else a.native[part] == b.native[part]


def _part(release: Release, part: str) -> str:
    if part == "code":
        return "the generated CUDA (kernel and module hashes masked)"
    return f"no {part}" if release.native[part] is None else part


def compare(bug_id: str, release: Release, anchors: dict[str, Release]) -> dict:
    """``{"verdict", "detail"}`` of one release against the anchors (release -> its code) of ``bug_id``:
    ``inferred`` where its generated code and each native piece are identical to an anchor's."""
    pieces = [p.name for p in FAULTS[bug_id]]
    files = ", ".join(dict.fromkeys(p.file for p in FAULTS[bug_id]))
    matches = {part: [v for v, a in anchors.items() if _same(release, a, part)] for part in ["code", *pieces]}
    if all(matches.values()):
        groups: dict[tuple[str, ...], list[str]] = {}
        for part in ["code", *pieces]:
            groups.setdefault(tuple(matches[part]), []).append(_part(release, part))
        said = "; ".join(
            f"as in {'both ' if len(a) > 1 else ''}{' and '.join(a)}: {', '.join(p)}" for a, p in groups.items()
        )
        return {"verdict": INFERRED, "detail": f"{files} compared token by token; {said}"}
    each = " and ".join(f"{v}'s" for v in anchors)
    why = []
    if not matches["code"]:
        why.append(f"the generated CUDA differs from {each}")
    differ = [p for p in pieces if not matches[p]]
    if differ:
        why.append(f"{files} {', '.join(differ)} differ from {each}")
    same = [_part(release, p) for p in pieces if matches[p]]
    if same:
        why.append(f"as in one of them: {', '.join(same)}")
    return {"verdict": "not measured", "detail": NOT_INFERRED + "; ".join(why)}


def infer(data: dict, collected: dict[str, dict[str, Release]]) -> dict:
    """``data`` (affected.json's) with the releases of the collected entries that no run measured
    (``not measured``, or an earlier ``inferred``) settled; every other entry as it was."""
    out = json.loads(json.dumps(data))
    for bug_id, by_release in collected.items():
        results = out["bugs"][bug_id]["results"]
        anchors = {v: by_release[v] for v in sorted(results, key=bisect.key) if results[v]["verdict"] == ANCHOR}
        if not anchors:
            continue
        unfound = [p.name for p in FAULTS[bug_id] if all(a.native[p.name] is None for a in anchors.values())]
        if unfound:  # a pattern that finds nothing would make every release agree on it
            raise ValueError(f"{bug_id}: no run release has {', '.join(unfound)}: its FAULTS pattern finds nothing")
        for version in sorted(results, key=bisect.key):
            old = results[version]
            if old["verdict"] in ("not measured", INFERRED) and version in by_release:
                new = compare(bug_id, by_release[version], anchors)
                if new["verdict"] == "not measured":  # why it was not run, then why it is not inferred
                    why_not_run = (
                        old["detail"].split("; " + NOT_INFERRED)[0] if old["verdict"] == "not measured" else "not run"
                    )
                    new["detail"] = f"{why_not_run}; {new['detail']}"
                results[version] = new
        out["bugs"][bug_id] = {**bisect.summarize(results, out["pinned"]), "results": results}
    return out


def table(bug_id: str, collected: dict[str, Release], results: dict) -> str:
    """One line per release: its verdict, and the anchor each part is identical to ('-': none)."""
    anchors = {v: r for v, r in collected.items() if results[v]["verdict"] == ANCHOR}
    parts = ["code", "header", *(p.name for p in FAULTS[bug_id])]
    lines = [f"{bug_id}: anchors {', '.join(anchors)}", "release  verdict  " + "  ".join(parts)]
    for version, release in collected.items():
        row = []
        for part in parts:
            same = (
                [v for v, a in anchors.items() if a.header == release.header]
                if part == "header"
                else [v for v, a in anchors.items() if _same(release, a, part)]
            )
            absent = part in release.native and release.native[part] is None
            row.append(("(none)" if absent else "") + ("=" + "/".join(same) if same else "-"))
        lines.append(f"{version}  {results[version]['verdict']}  " + "  ".join(row))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bug", action="append", default=[], help="an entry's id (default: the entries of FAULTS)")
    parser.add_argument("--jobs", type=int, default=2, help="releases generated at once (default 2)")
    parser.add_argument("--write", action="store_true", help="record the verdicts (affected.json, the docs)")
    parser.add_argument("--worker", nargs="+", metavar="SCRIPT", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        procs.emit(PREFIX, worker(args.worker))
        return 0
    ids = args.bug or list(FAULTS)
    unknown = [i for i in ids if i not in FAULTS]
    if unknown:
        parser.error(f"no native source at fault known for {', '.join(unknown)} (known: {', '.join(FAULTS)})")
    data = json.loads(bugs.AFFECTED.read_text())
    collected = collect(ids, data["releases"], args.jobs)
    inferred = infer(data, collected)
    for bug_id in ids:
        print(table(bug_id, collected[bug_id], inferred["bugs"][bug_id]["results"]))
        for version, result in inferred["bugs"][bug_id]["results"].items():
            if result["verdict"] in (INFERRED, "not measured"):
                print(f"  {version}: {result['verdict']} ({result['detail']})")
    if args.write:
        return bisect.write(inferred)
    return 0


if __name__ == "__main__":
    sys.exit(main())
