"""The detector of warp-constant-branch-merge-unset: a module constant's merged variable, assigned only inside an
if block of Warp's generated code, read after that block."""

from __future__ import annotations

import re
from collections import defaultdict

from harness.validate.bugs.facts import Facts

_VAR = re.compile(r"\bvar_\d+\b")
_BLOCK = re.compile(r"^\s*if \((.*)\) \{$")
# A statement that assigns var_N: `var_N = ...;`, or `wp::assign(var_N, ...)` (a loop-carried update).
_ASSIGN = re.compile(r"^\s*(?:(var_\d+) = |wp::assign\((var_\d+), )")
_WHERE = re.compile(r"^\s*(var_\d+) = wp::where\((var_\d+), (var_\d+), (var_\d+)\);$")
_CONSTANT = re.compile(r"^\s*const [^=;]* (var_\d+) = ")
_DECLARED = re.compile(r"^\s*[^=(;]*\bvar_\d+;$")  # `wp::int32 var_N;`: the function's locals, no read
# A select's arms: `where` reads only the arm its condition picks, the one its branch assigned.
_SELECT = re.compile(r"\bwp::(adj_)?where\(")


def _functions(code: str):
    """The body lines of each function in ``code`` (braces counted; a struct's body is one too)."""
    body, depth = [], 0
    for line in code.splitlines():
        net = line.count("{") - line.count("}")
        if depth == 0:
            depth, body = max(net, 0), []
            continue
        depth += net
        if depth <= 0:
            depth = 0
            yield body
        else:
            body.append(line)


def unset_constant_reads(code: str) -> list[str]:
    """Statements of ``code``'s forward (a backward's replay, before its ``// reverse``) that read, outside a
    select, a variable assigned only inside an if block that does not enclose the read, where that variable is a
    select of constants (``wp::where(c, var_a, var_b)``, var_a and var_b constants or such selects): Warp's merge
    of a module constant read in both arms of an inner if. A user's variable assigned in one block and read in
    another with the same condition (``if p >= 0: X = ...`` ... ``if p >= 0: f(X)``) is not named: Warp
    assigns it with a copy, not a select of constants."""
    found = []
    for body in _functions(code):
        path: list[str] = []
        blocks: dict[str, list[tuple]] = defaultdict(list)
        constants: set[str] = set()
        reads: list[tuple[str, tuple, str]] = []
        for line in body:
            text = line.strip()
            if text == "// reverse":
                break
            opened = _BLOCK.match(line)
            if opened:
                path.append(opened.group(1))
                continue
            if text.startswith("}"):
                path = path[:-1]
                continue
            declared = _CONSTANT.match(line)
            if declared:
                constants.add(declared.group(1))
                continue
            assigned = _ASSIGN.match(line)
            if assigned:
                blocks[assigned.group(1) or assigned.group(2)].append(tuple(path))
            select = _WHERE.match(line)
            if select and {select.group(3), select.group(4)} <= constants:
                constants.add(select.group(1))  # a select of constants: a constant on the paths that assign it
                continue
            rest = line[assigned.end() :] if assigned else line
            if text.startswith("//") or _DECLARED.match(line) or _SELECT.search(rest):
                continue
            reads += [(v, tuple(path), text) for v in _VAR.findall(rest)]
        for var, where, text in reads:
            if var in constants and var in blocks and not any(where[: len(b)] == b for b in blocks[var]):
                found.append(text)
    return list(dict.fromkeys(found))


def constant_branch_merge_unset(facts: Facts) -> bool:
    """Warp's generated CPU code (the kernel's forward or its backward's replay, or its functions') reads a
    constant's merged variable where it may be unset (``unset_constant_reads``)."""
    return any(unset_constant_reads(code) for code in (facts.cpu_forward, facts.cpu_backward, facts.cpu_helpers))
