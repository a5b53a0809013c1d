"""`make drift FROM=<version> TO=<version>`: how the code Warp generates, and the numbers it computes,
changed between two releases, for the same kernels.

The cases are the goldens' (``snapshots/``: their seeds and their Python source, as the pinned
generator made it), or ``--per-family N`` seeds of each family generated here. Each case's source
goes, unchanged, to a worker process under each release (``harness/tools/drift_worker.py``, run by
``.venvs/warp-<version>/bin/python``, supervised by ``procs.Pool``), which generates its CPU and
CUDA code as ``harness/generate`` does, reads Warp's module hash, and builds and runs the CPU code
(outputs and gradients). The comparison and the report are made here (``compare``, ``classify``,
``report``), in a process that never imports Warp. The report (``<from>-to-<to>.md`` and ``.json``
in OUT) holds no timing and no path: the same releases and cases give the same bytes.

A case's kind is the first that applies of ``KINDS``: one release refuses or cannot generate it
(a ``wp.`` builtin it lacks), its forward code has new or removed statements, its adjoint changed,
its launch or entry code changed, its symbols were renamed, only Warp's preamble changed, or
nothing changed. A line counts as changed when it still differs once generated names (``var_12``,
``f_0``, hashed kernel names) are blanked; a text that differs only by a one-to-one renaming of
generated names is "renamed".
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import math
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from harness import outdir, procs
from harness.generate.golden import read_case
from harness.tools.bisect import venv_python
from harness.validate.bugs import WARP_VERSION
from kernels import FAMILIES, generate

ROOT = procs.ROOT
PREFIX = "DRIFT "
TIMEOUT_S = 600.0  # one case under one release: its code, its CPU build, its runs
NUMBERS_TIMEOUT_S = 120.0  # its CPU builds and runs, after its code
TASKS_PER_WORKER = 40
RTOL, ATOL = 1e-5, 1e-6  # numbers farther apart than this "differ"; closer but not equal is "rounding"
EXAMPLE_LINES = 60

KINDS = {  # kind -> what it means; a case's kind is the first that applies
    "refused-by-to": "the newer release refuses a kernel the older accepted",
    "accepted-by-to": "the newer release accepts a kernel the older refused",
    "missing-in-from": "the older release cannot generate it: a builtin it lacks",
    "missing-in-to": "the newer release cannot generate it: a builtin it lacks",
    "error": "the harness failed on it (not a verdict on Warp)",
    "refused-by-both": "both releases refuse it",
    "statements": "new or removed statements in the forward code (kernel or functions)",
    "adjoint": "changed adjoint (backward code), forward code unchanged",
    "entry": "changed launch or entry code only (kernel signature and prologue, argument binding, CPU entry points)",
    "renamed": "renamed generated symbols only",
    "comments": "only comments: Warp's echo of the Python source (its line numbers) or its own notes",
    "preamble": "only Warp's preamble (macros and includes before the helpers) changed",
    "unchanged": "the same code",
}
PIECES = ("helpers", "forward", "backward")

# ----------------------------------------------------------------------------- comparing code

TOKEN = re.compile(r"[A-Za-z_]\w*")
GENERATED = re.compile(r"_\d+$|_[0-9a-f]{8}(?:_|$)")  # var_12, adj_3, f_0, label_1, <kernel>_1fe68819_cpu_...


def _is_generated(name: str) -> bool:
    return bool(GENERATED.search(name))


def alpha(text: str) -> str:
    """``text`` with each generated name replaced by its order of first appearance: two texts that
    differ only by a one-to-one renaming of generated names become equal."""
    seen: dict[str, str] = {}

    def rename(match: re.Match) -> str:
        name = match.group(0)
        if not _is_generated(name):
            return name
        return seen.setdefault(name, f"§{len(seen)}")

    return TOKEN.sub(rename, text)


def blank(line: str) -> str:
    """``line`` with every generated name replaced by the same placeholder."""
    return TOKEN.sub(lambda m: "§" if _is_generated(m.group(0)) else m.group(0), line)


def line_roles(text: str, piece: str, segment: int) -> list[str]:
    """The role of each line of one segment of a piece: "comment" (Warp's echo of a Python source
    line, ``// y = x + 1  <L 7>``), "entry" (a kernel function's signature and prologue up to its
    argument binding included, or the CPU entry points: segment 1 of forward and backward),
    "adjoint" (the body of a backward kernel, or a function ``adj_*`` among the helpers), or
    "statement" (anything else: forward bodies, declarations, functions, structs)."""
    roles, state, function = [], "entry", ""
    for line in text.split("\n"):
        stripped = line.lstrip()
        if line[:1] not in ("", " ", "\t", "{", "}", "#", "/") and "(" in line:  # a function starts
            names = TOKEN.findall(line.split("(", 1)[0])
            function, state = (names[-1] if names else ""), "entry"
        if "// primal vars" in line or "// forward" in line or "// reverse" in line or "// dual vars" in line:
            state = "body"
        if stripped.startswith("//") and not stripped.startswith("//-") and "vars" not in stripped:
            roles.append("comment")
        elif piece in ("forward", "backward") and segment == 1:
            roles.append("entry")
        elif piece == "helpers":
            roles.append("adjoint" if function.startswith("adj_") else "statement")
        elif state == "entry":
            roles.append("entry")
        else:
            roles.append("adjoint" if piece == "backward" else "statement")
    return roles


def changed_roles(old: str, new: str, piece: str, segment: int) -> set[str]:
    """Roles of the lines that differ between two texts of one segment, generated names blanked
    (every line's, where the texts differ only by a renaming that is not one-to-one)."""
    a, b = old.split("\n"), new.split("\n")
    ra, rb = line_roles(old, piece, segment), line_roles(new, piece, segment)
    roles: set[str] = set()
    matcher = difflib.SequenceMatcher(None, [blank(x) for x in a], [blank(x) for x in b], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            roles.update(ra[i1:i2])
            roles.update(rb[j1:j2])
    if not roles:
        matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":
                roles.update(ra[i1:i2])
                roles.update(rb[j1:j2])
    return roles


def segments(code: dict, piece: str) -> list[str]:
    """The texts of one piece (``header``, ``helpers``, ``forward``, ``backward``) of a target's code."""
    return [code["module"][a:b] for a, b in code["spans"][piece]]


ROLE_KIND = {"statement": "statements", "adjoint": "adjoint", "entry": "entry", "comment": "comments"}
CODE_KINDS = ("statements", "adjoint", "entry", "renamed", "comments", "preamble")


def compare_code(old: dict, new: dict) -> dict:
    """Two releases' code of one case (target -> {"module", "spans"}): per target, the pieces that
    changed, and the kinds of change found (``CODE_KINDS``)."""
    changed: dict[str, list[str]] = {}
    kinds: set[str] = set()
    for target in sorted(old):
        pieces = []
        if segments(old[target], "header") != segments(new[target], "header"):
            pieces.append("header")
            kinds.add("preamble")
        for piece in PIECES:
            for i, (a, b) in enumerate(zip(segments(old[target], piece), segments(new[target], piece), strict=True)):
                if a == b:
                    continue
                if piece not in pieces:
                    pieces.append(piece)
                if alpha(a) == alpha(b):
                    kinds.add("renamed")
                else:
                    kinds.update(ROLE_KIND[r] for r in changed_roles(a, b, piece, i))
        changed[target] = pieces
    return {"changed": changed, "kinds": sorted(kinds, key=CODE_KINDS.index)}


def example_diff(old: dict, new: dict, kind: str, labels: tuple[str, str]) -> str:
    """The smallest unified diff, over the targets and segments of a case, that shows ``kind``."""
    best = ""
    for target in sorted(old):
        for piece in ("header", *PIECES):
            for i, (a, b) in enumerate(zip(segments(old[target], piece), segments(new[target], piece), strict=True)):
                if a == b:
                    continue
                if (kind == "preamble") != (piece == "header"):
                    continue
                if kind == "renamed" and alpha(a) != alpha(b):
                    continue
                if kind in ROLE_KIND.values() and (
                    alpha(a) == alpha(b) or kind not in {ROLE_KIND[r] for r in changed_roles(a, b, piece, i)}
                ):
                    continue
                suffix = "cpp" if target == "cpu" else "cu"
                diff = "\n".join(
                    difflib.unified_diff(
                        a.split("\n"), b.split("\n"), f"{labels[0]}.{suffix} ({piece})", f"{labels[1]}.{suffix} ({piece})",
                        n=1, lineterm="",
                    )
                )  # fmt: skip
                if not best or len(diff) < len(best):
                    best = diff
    lines = best.split("\n")
    return "\n".join(
        lines[:EXAMPLE_LINES]
        + ([f"... ({len(lines) - EXAMPLE_LINES} more lines)"] if len(lines) > EXAMPLE_LINES else [])
    )


# ----------------------------------------------------------------------------- comparing numbers


def _num(x: float) -> float | str:
    """A float for the JSON report: 6 significant digits, or its name where JSON has none."""
    return float(f"{x:.6g}") if math.isfinite(x) else str(x)


def compare_values(old: dict, new: dict) -> dict:
    """name -> flat values of two releases -> {"verdict": same | rounding | differ, "worst": ...}."""
    verdict, worst = "same", None
    for name in sorted(set(old) | set(new)):
        if name not in old or name not in new or len(old[name]) != len(new[name]):
            return {
                "verdict": "differ",
                "worst": {"name": name, "why": "present in one release only or of another size"},
            }
        a, b = np.asarray(old[name], dtype=np.float64), np.asarray(new[name], dtype=np.float64)
        if np.array_equal(a, b, equal_nan=True):
            continue
        close = np.isclose(a, b, rtol=RTOL, atol=ATOL, equal_nan=True)
        gap = np.where(np.isnan(a) & np.isnan(b), 0.0, np.abs(a - b))
        gap = np.where(np.isnan(gap), np.inf, gap)
        i = int(np.argmax(np.where(close, -1.0, gap))) if not close.all() else int(np.argmax(gap))
        here = "differ" if not close.all() else "rounding"
        if (here, verdict) in (("differ", "same"), ("differ", "rounding"), ("rounding", "same")):
            verdict = here
            apart = ~close if here == "differ" else ~((a == b) | (np.isnan(a) & np.isnan(b)))
            worst = {
                "name": name,
                "index": i,
                "from": _num(float(a[i])),
                "to": _num(float(b[i])),
                "entries": int(apart.sum()),
            }
    return {"verdict": verdict, **({"worst": worst} if worst else {})}


def compare_numbers(old: dict | None, new: dict | None) -> dict:
    """Outputs and gradients of two releases' CPU builds of one case."""
    if old is None or new is None:
        return {"verdict": "not run"}
    errors = [f"{side}: {n['error']}" for side, n in (("from", old), ("to", new)) if "error" in n]
    if errors:
        return {"verdict": "could not run", "why": "; ".join(errors)}
    found = {"outputs": compare_values(old["outputs"], new["outputs"])}
    if "grads" in old and "grads" in new:
        found["grads"] = compare_values(old["grads"], new["grads"])
    else:
        found["grads"] = {"verdict": "n/a", "why": old.get("grads_na") or new.get("grads_na") or "one release has none"}
    order = ("differ", "rounding", "same")
    verdicts = [v["verdict"] for v in found.values() if v["verdict"] in order]
    return {"verdict": min(verdicts, key=order.index), **found}


# ----------------------------------------------------------------------------- one case


def classify(old: dict, new: dict) -> dict:
    """The kind of one case from the two releases' answers (``drift_worker.handle``)."""
    a, b = old["status"], new["status"]
    found: dict = {"from": a, "to": b}
    if a in ("timeout", "crash", "error") or b in ("timeout", "crash", "error"):
        why = [
            f"{side}: {r.get('why') or r.get('message', '')}"
            for side, r in (("from", old), ("to", new))
            if r["status"] not in ("ok", "refused", "missing")
        ]
        return {**found, "kind": "error", "why": _one_line("; ".join(why))}
    if a == "missing" and b != "missing":
        return {**found, "kind": "missing-in-from", "why": "lacks " + ", ".join("wp." + n for n in old["missing"])}
    if b == "missing" and a != "missing":
        return {**found, "kind": "missing-in-to", "why": "lacks " + ", ".join("wp." + n for n in new["missing"])}
    if a != "ok" and b != "ok":
        return {**found, "kind": "refused-by-both", "why": _one_line(new.get("message", ""))}
    if a == "ok" and b != "ok":
        return {**found, "kind": "refused-by-to", "why": _one_line(new.get("message", ""))}
    if a != "ok":
        return {**found, "kind": "accepted-by-to", "why": _one_line(old.get("message", ""))}
    code = compare_code(old["code"], new["code"])
    kind = code["kinds"][0] if code["kinds"] else "unchanged"
    kernel_hash = {side: _kernel_hash(r["code"]["cpu"]["mangled_name"]) for side, r in (("from", old), ("to", new))}
    return {
        **found,
        "kind": kind,
        **code,
        "module_hash_same": old["module_hash"] == new["module_hash"],
        "options_changed": sorted(
            k
            for k in set(old.get("options", {})) | set(new.get("options", {}))
            if old.get("options", {}).get(k) != new.get("options", {}).get(k)
        ),
        "kernel_hash_same": kernel_hash["from"] == kernel_hash["to"],
        "numbers": compare_numbers(old.get("numbers"), new.get("numbers")),
    }


def _kernel_hash(mangled: str) -> str:
    match = re.search(r"_([0-9a-f]{8})$", mangled)
    return match.group(1) if match else mangled


def _one_line(text: str) -> str:
    text = text.replace(str(ROOT) + "/", "").replace(str(Path.home()), "~")
    text = re.sub(r" at 0x[0-9a-f]+", "", text)
    return re.sub(r"\s+", " ", text).strip()[:300]


# ----------------------------------------------------------------------------- the report


def summarize(results: dict[str, dict], examples: dict[str, dict], meta: dict) -> dict:
    """The report's data: ``results`` case -> ``classify``'s answer; ``examples`` kind -> {"case", "diff"}."""
    families: dict[str, dict] = {}
    for case, r in sorted(results.items()):
        row = families.setdefault(
            case.rsplit("-", 1)[0],
            dict.fromkeys(("cases", "changed", "cpu", "cuda", "forward", "backward", "preamble"), 0),
        )
        row["cases"] += 1
        changed = r.get("changed", {})
        if r["kind"] not in ("unchanged", "preamble") and "changed" in r:
            row["changed"] += 1
        for target in ("cpu", "cuda"):
            row[target] += bool(set(changed.get(target, ())) - {"header"})
        row["forward"] += any(p in ("forward", "helpers") for t in changed.values() for p in t)
        row["backward"] += any(p == "backward" for t in changed.values() for p in t)
        row["preamble"] += any("header" in t for t in changed.values())
    kinds = {}
    for kind in KINDS:
        cases = sorted(c for c, r in results.items() if r["kind"] == kind)
        touched = sorted(c for c, r in results.items() if kind in r.get("kinds", ()))
        if cases or touched:
            kinds[kind] = {"cases": cases, "touched": touched, "example": examples.get(kind, {})}
    code_changed = [c for c, r in results.items() if any(set(t) - {"header"} for t in r.get("changed", {}).values())]
    numbers = {c: r["numbers"] for c, r in results.items() if "numbers" in r}
    return {
        **meta,
        "kinds": kinds,
        "families": families,
        "module_hash_unchanged": sorted(c for c in code_changed if results[c]["module_hash_same"]),
        "kernel_hash_unchanged": sorted(c for c in code_changed if results[c]["kernel_hash_same"]),
        "options_changed": {
            k: sorted(c for c, r in results.items() if k in r.get("options_changed", ()))
            for k in sorted({k for r in results.values() for k in r.get("options_changed", ())})
        },
        "grads_not_compared": {
            why: sorted(c for c, n in numbers.items() if n.get("grads", {}).get("why") == why)
            for why in sorted(
                {n["grads"]["why"] for n in numbers.values() if n.get("grads", {}).get("verdict") == "n/a"}
            )
        },
        "numbers": {
            verdict: sorted(c for c, n in numbers.items() if n["verdict"] == verdict)
            for verdict in ("differ", "rounding", "same", "could not run", "not run")
        },
        "cases": results,
    }


def _ids(cases: list[str], among: list[str] | None = None) -> str:
    """The cases, named; past 20 of ``among`` (when given), the others of ``among`` instead."""
    if among is not None and len(cases) > 20:
        rest = sorted(set(among) - set(cases))
        return f"{len(cases)} of the {len(among)}" + (f"; all but {_ids(rest)}" if rest else ": all")
    return ", ".join(f"`{c}`" for c in cases) if cases else "none"


def _worst(n: dict) -> str:
    parts = []
    for what in ("outputs", "grads"):
        w = n.get(what, {}).get("worst")
        if w and "index" in w:
            parts.append(f"{what} `{w['name']}`[{w['index']}]: {w['from']} -> {w['to']} ({w['entries']} entries apart)")
        elif w:
            parts.append(f"{what} `{w['name']}`: {w['why']}")
    return "; ".join(parts)


def _kinds(data: dict) -> list[tuple[str, dict]]:
    """The report's kinds in ``KINDS`` order, however its JSON ordered them."""
    return [(kind, data["kinds"][kind]) for kind in KINDS if kind in data["kinds"]]


def render_markdown(data: dict) -> str:
    old, new = data["from"], data["to"]
    cases, numbers = data["cases"], data["numbers"]
    changed = sorted(c for c, r in cases.items() if any(set(t) - {"header"} for t in r.get("changed", {}).values()))
    lines = [
        f"# Codegen drift: Warp {old} -> {new}",
        "",
        f"Command: `{data['command']}`. Cases: {len(cases)} ({data['source']}), each the same Python source under "
        f"both releases. CPU builds run: {data['numeric']}. Made by `harness/tools/drift.py`; the JSON beside this "
        "file holds every case.",
        "",
        "## Kernels that compute different numbers",
        "",
        f"Outputs on the case's seeded inputs, and gradients of its float inputs for seeded weights on its float outputs "
        f"(one adjoint launch), of the CPU builds, launched {data.get('cpu_launches', '')}; "
        f'"differ": some entry beyond rtol {RTOL:g}, atol {ATOL:g}.',
        "",
    ]
    if numbers["differ"]:
        lines += ["| case | kind | where |", "|---|---|---|"]
        lines += [f"| `{c}` | {cases[c]['kind']} | {_worst(cases[c]['numbers'])} |" for c in numbers["differ"]]
    else:
        lines.append(f"None: of {sum(len(v) for v in numbers.values())} cases run, none differs beyond the tolerance.")
    lines += [
        "",
        f"- within the tolerance but not bit for bit ({len(numbers['rounding'])}): {_ids(numbers['rounding'])}",
        f"- bit for bit the same: {len(numbers['same'])}",
        *[f"- gradients not compared ({len(cs)}): {_ids(cs)}: {why}" for why, cs in data["grads_not_compared"].items()],
        f"- could not run ({len(numbers['could not run'])}): "
        + ("; ".join(f"`{c}` ({cases[c]['numbers']['why']})" for c in numbers["could not run"]) or "none"),
        "",
        "## Changes by kind",
        "",
        'Each case is counted once, under the first kind that applies; "also" counts the cases showing that kind besides a first one.',
        "",
        "| kind | what it means | cases | also |",
        "|---|---|---:|---:|",
    ]
    for kind, group in _kinds(data):
        also = len(set(group["touched"]) - set(group["cases"]))
        lines.append(f"| {kind} | {KINDS[kind]} | {len(group['cases'])} | {also} |")
    lines += [
        "",
        "## Per family",
        "",
        "Kernels whose code changed, besides the preamble (forward: the forward kernel, its entry point or the functions "
        "it calls; backward: the adjoint kernel or its entry point).",
        "",
        "| family | cases | changed | CPU | CUDA | forward | backward | preamble |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for family, row in sorted(data["families"].items()):
        lines.append(
            f"| {family} | "
            + " | ".join(str(row[k]) for k in ("cases", "changed", "cpu", "cuda", "forward", "backward", "preamble"))
            + " |"
        )
    lines += [
        "",
        "## Code changed, hash unchanged",
        "",
        "Warp's module hash names a module's folder in the kernel cache; the kernel hash is part of every symbol of a "
        "kernel (`<kernel>_<hash>_cpu_forward`). A kernel whose code changed while a hash did not is the case of "
        "NVIDIA/warp issue 1386. (Warp's kernel cache has a folder per release, so across releases the same hash does "
        "not by itself reuse a stale build.)",
        "",
        f"- module hash unchanged ({len(data['module_hash_unchanged'])}): {_ids(data['module_hash_unchanged'], changed)}",
        f"- kernel hash unchanged ({len(data['kernel_hash_unchanged'])}): {_ids(data['kernel_hash_unchanged'], changed)}",
        *[
            f"- module option `{k}` differs ({_ids(cs, sorted(cases))}): it is in the module hash, so that hash changes with it"
            for k, cs in data["options_changed"].items()
        ],
        "",
        "## Groups, each with its smallest example",
        "",
    ]
    for kind, group in _kinds(data):
        if kind == "unchanged":
            continue
        also = sorted(set(group["touched"]) - set(group["cases"]))
        lines += [f"### {kind} ({len(group['cases'])} first, {len(also)} also)", "", KINDS[kind] + ".", ""]
        lines += [f"Cases: {_ids(group['cases'], sorted(cases))}", ""]
        lines += [f"Also in: {_ids(also, sorted(cases))}", ""] if also else []
        example = group["example"]
        if example.get("diff"):
            lines += [f"Smallest example, `{example['case']}`:", "", "```diff", example["diff"], "```", ""]
        elif example.get("why"):
            lines += [f"Example, `{example['case']}`: {example['why']}", ""]
    return "\n".join(lines).rstrip() + "\n"


def encode(data: dict) -> bytes:
    return (json.dumps(data, indent=1, sort_keys=True) + "\n").encode()


def write_report(data: dict, out: Path) -> tuple[Path, Path]:
    """``<from>-to-<to>.md`` and ``.json`` in ``out``, each written atomically."""
    stem = f"{data['from']}-to-{data['to']}"
    md, js = out / f"{stem}.md", out / f"{stem}.json"
    out.mkdir(parents=True, exist_ok=True)
    outdir.write_atomic(js, encode(data))
    outdir.write_atomic(md, render_markdown(data).encode())
    return md, js


# ----------------------------------------------------------------------------- running both releases


def golden_cases(root: Path, families: list[str]) -> list[dict]:
    """The goldens' cases: id, spec fields and source."""
    found = []
    for path in sorted(root.glob("*/*.json")):
        if families and path.parent.name not in families:
            continue
        case = read_case(path)
        found.append(_task(case.spec))
    return found


def generated_cases(per_family: int, families: list[str], first_seed: int) -> list[dict]:
    return [_task(generate(f, s)) for f in (families or FAMILIES) for s in range(first_seed, first_seed + per_family)]


def _task(spec) -> dict:
    fields = {k: v for k, v in json.loads(spec.to_json()).items() if k != "source"}
    return {"case_id": spec.case_id, "fields": fields, "source": spec.source}


def sources_digest(cases: list[dict]) -> str:
    """SHA-256 (12 hex digits) over the cases' ids and sources: which goldens a report was made from."""
    digest = hashlib.sha256()
    for case in sorted(cases, key=lambda c: c["case_id"]):
        digest.update(f"{case['case_id']}\n{case['source']}\n".encode())
    return digest.hexdigest()[:12]


def sampled(cases: list[dict], numeric: str) -> set[str]:
    """The cases whose CPU builds run: all, none, or the first N of each family."""
    if numeric == "all":
        return {c["case_id"] for c in cases}
    per_family, seen, chosen = int(numeric), {}, set()
    for c in cases:
        family = c["case_id"].rsplit("-", 1)[0]
        if seen.get(family, 0) < per_family:
            seen[family] = seen.get(family, 0) + 1
            chosen.add(c["case_id"])
    return chosen


def run_release(
    pool: procs.Pool, task: dict, timeout: float = TIMEOUT_S, numbers_timeout: float = NUMBERS_TIMEOUT_S
) -> dict:
    """One case under one release: the worker's code answer, with its numbers under ``"numbers"``
    (a run past ``numbers_timeout`` or a crash while running is recorded there; the code stays)."""
    worker = pool.acquire()
    try:
        worker.send(task)
    except OSError:
        pool.release(worker, healthy=False)
        return {"status": "crash", "why": "its process was gone before the task reached it"}
    result = worker.next(timeout)
    if result.get("status") != "ok" or not task.get("numeric"):  # a probe's answer has no status
        pool.release(worker, healthy=result.get("status") not in ("timeout", "crash"))
        return result
    more = worker.next(numbers_timeout)
    healthy = "numbers" in more
    result["numbers"] = more["numbers"] if healthy else {"error": f"{more['status']}: {more['why']}"}
    pool.release(worker, healthy=healthy)
    return result


def drift(old: str, new: str, cases: list[dict], numeric: set[str], jobs: int, say=print) -> tuple[dict, dict]:
    """Each case under both releases -> (case -> ``classify``, kind -> smallest example)."""
    env = {**{k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}, "PYTHONPATH": str(ROOT)}
    pools = {
        v: procs.Pool([str(venv_python(v)), "-m", "harness.tools.drift_worker"], PREFIX, TASKS_PER_WORKER, env)
        for v in (old, new)
    }
    probes = {v: run_release(pools[v], {"probe": True}) for v in (old, new)}
    cpu_blocks = all(p.get("cpu_blocks") for p in probes.values())
    tasks = [
        (v, {**c, "numeric": c["case_id"] in numeric, "cpu_blocks": cpu_blocks}) for c in cases for v in (old, new)
    ]
    started = time.monotonic()
    answers: dict[tuple[str, str], dict] = {}

    def one(item):
        version, task = item
        answers[version, task["case_id"]] = run_release(pools[version], task)
        done = len(answers)
        if done % 20 == 0 or done == len(tasks):
            say(f"  {done}/{len(tasks)} case builds in {time.monotonic() - started:.0f} s")

    try:
        with ThreadPoolExecutor(max(1, jobs)) as executor:
            list(executor.map(one, tasks))
    finally:
        for pool in pools.values():
            pool.close()
    results, examples = {}, {}
    for c in cases:
        case = c["case_id"]
        results[case] = add_examples(examples, case, answers[old, case], answers[new, case], (old, new))
    without = [v for v, p in probes.items() if not p.get("cpu_blocks")]
    blocks = (
        "in blocks of the module's block size, as validation runs them"
        if cpu_blocks
        else f"in blocks of one thread in both releases: {', '.join(without)} has no other way (`enable_cpu_blocks` came in 1.18)"
    )
    return results, examples, blocks


def add_examples(examples: dict, case: str, old: dict, new: dict, versions: tuple[str, str]) -> dict:
    """``classify`` one case; keep, for each kind it shows, its example where it is the smallest so
    far (ties: the smaller case id, so the order the cases come in does not matter)."""
    found = classify(old, new)
    labels = (f"{versions[0]}/{case}", f"{versions[1]}/{case}")
    for kind in found["kinds"] if found["kind"] in CODE_KINDS else [found["kind"]]:
        field = "diff" if kind in CODE_KINDS else "why"
        text = example_diff(old["code"], new["code"], kind, labels) if field == "diff" else found.get("why", "")
        kept = examples.get(kind)
        if text and (kept is None or (len(text), case) < (len(kept[field]), kept["case"])):
            examples[kind] = {"case": case, field: text}
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="old", default="1.18.0", help="the older release (default 1.18.0)")
    parser.add_argument(
        "--to", dest="new", default=WARP_VERSION, help=f"the newer release (default the pin, {WARP_VERSION})"
    )
    parser.add_argument(
        "--per-family", type=int, default=0, help="N seeds of each family instead of the goldens' cases"
    )
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--families", default="", help="comma- or space-separated families (default all)")
    parser.add_argument("--goldens", type=Path, default=ROOT / "snapshots", help="the goldens whose cases are used")
    parser.add_argument(
        "--numeric", default="all", help="run the CPU builds of all cases, or the first N of each family (0: none)"
    )
    parser.add_argument("--jobs", type=int, default=2, help="case builds at once (default 2)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "records" / "drift")
    args = parser.parse_args(argv)
    families = args.families.replace(",", " ").split()
    unknown = [f for f in families if f not in FAMILIES]
    if unknown:
        parser.error(f"unknown families: {', '.join(unknown)} (known: {', '.join(FAMILIES)})")
    if args.numeric != "all" and not args.numeric.isdigit():
        parser.error("--numeric: 'all' or a number of cases per family")
    if args.per_family:
        cases = generated_cases(args.per_family, families, args.first_seed)
        source = f"{args.per_family} seeds per family from {args.first_seed}"
        command = f"make drift FROM={args.old} TO={args.new} PER_FAMILY={args.per_family}"
    else:
        cases = golden_cases(args.goldens, families)
        where = args.goldens.resolve()
        source = f"the goldens in {where.relative_to(ROOT) if where.is_relative_to(ROOT) else where.name}/"
        command = f"make drift FROM={args.old} TO={args.new}"
    source += f", sources' digest {sources_digest(cases)}"
    if families:
        command += f" FAMILIES='{' '.join(families)}'"
    numeric = sampled(cases, args.numeric)
    if args.numeric != "all":
        command += f" NUMERIC={args.numeric}"
    started = time.monotonic()
    print(
        f"drift {args.old} -> {args.new}: {len(cases)} cases, {len(numeric)} of them run on the CPU, {args.jobs} at a time"
    )
    results, examples, blocks = drift(args.old, args.new, cases, numeric, args.jobs)
    meta = {
        "from": args.old,
        "to": args.new,
        "command": command,
        "source": source,
        "numeric": "all cases"
        if len(numeric) == len(cases)
        else f"a sample of {len(numeric)} (the first {args.numeric} of each family)",
        "cpu_launches": blocks,
    }
    data = summarize(results, examples, meta)
    md, js = write_report(data, args.out)
    print(f"wrote {md} and {js} in {time.monotonic() - started:.0f} s")
    for kind, group in data["kinds"].items():
        print(f"  {kind}: {len(group['cases'])}")
    print(
        f"  numbers differ: {len(data['numbers']['differ'])}; module hash unchanged with code changed: {len(data['module_hash_unchanged'])}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
