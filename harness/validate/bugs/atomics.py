"""The detector of warp-atomic-result-adjoint: a kernel whose backward needs an atomic's result, which Warp's
replay of the forward leaves out (or, through a helper, takes again). Apart from harness/validate/bugs/detectors.py
for its size: its own reading of both Warp's generated backward and the source's helpers."""

from __future__ import annotations

import ast
import re

from harness.validate.bugs.facts import Facts, kernel_nodes

# Warp's atomics: registered skip_replay, so the backward's replay of the forward leaves them out.
_ATOMICS = frozenset(
    f"{p}{a}"
    for p in ("wp.", "warp.", "")
    for a in (
        "atomic_add", "atomic_sub", "atomic_min", "atomic_max", "atomic_and", "atomic_or", "atomic_xor",
        "atomic_cas", "atomic_exch", "tile_atomic_add", "tile_atomic_add_indexed",
    )
)  # fmt: skip
# An atomic's line in the backward's replay, commented out: ``// var_3 = wp::atomic_add(var_count, var_1, var_2);``.
_SKIPPED_ATOMIC = re.compile(r"^[ \t]*// (var_\w+) = wp::(?:tile_)?atomic_\w+", re.M)


def _skipped_atomic_read(code: str) -> bool:
    """Generated code whose replay leaves out an atomic (its line commented out) and reads the atomic's
    result afterwards: the variable is read without its value being set."""
    for match in _SKIPPED_ATOMIC.finditer(code):
        if re.compile(rf"^(?![ \t]*//).*\b{match.group(1)}\b", re.M).search(code, match.end()):
            return True
    return False


def _keeps_atomic_result(func: ast.FunctionDef, calls: frozenset | set) -> bool:
    """``func`` uses the result of a call to one of ``calls``: assigned to a name read elsewhere in ``func``,
    returned, stored or used in an expression; not a bare statement (``wp.atomic_add(count, 0, 1)``) nor a name
    bound and never read (``_old = wp.atomic_add(...)``)."""
    parents = {child: node for node in ast.walk(func) for child in ast.iter_child_nodes(node)}
    read = {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    for call in ast.walk(func):
        if not (isinstance(call, ast.Call) and ast.unparse(call.func) in calls):
            continue
        parent = parents.get(call)
        if isinstance(parent, ast.Expr):
            continue
        if isinstance(parent, (ast.Assign, ast.AnnAssign)) and parent.value is call:
            targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
            if all(isinstance(t, ast.Name) for t in targets) and not {t.id for t in targets} & read:
                continue
        return True
    return False


def _calls(node: ast.AST, names: set[str]) -> bool:
    """``node`` calls one of ``names`` (``f(...)``, or ``module.f(...)``)."""
    return isinstance(node, ast.Call) and ast.unparse(node.func).rsplit(".", 1)[-1] in names


def _atomic_result_helpers(nodes: tuple) -> set[str]:
    """The module's ``@wp.func`` s that keep an atomic's result, or call one that does (the backward replays a
    helper by calling it, atomic included), less those with a ``@wp.func_replay`` (Warp's documented fix)."""
    funcs = {
        f.name: f
        for f in nodes
        if isinstance(f, ast.FunctionDef)
        and any(ast.unparse(d).split("(")[0] in ("wp.func", "warp.func", "func") for d in f.decorator_list)
    }
    replayed = {
        ast.unparse(d.args[0]).rsplit(".", 1)[-1]
        for f in nodes
        if isinstance(f, ast.FunctionDef)
        for d in f.decorator_list
        if isinstance(d, ast.Call) and ast.unparse(d.func).endswith("func_replay") and d.args
    }
    found: set[str] = set()
    while True:
        more = {
            name
            for name, f in funcs.items()
            if name not in found | replayed
            and (_keeps_atomic_result(f, _ATOMICS) or any(_calls(n, found) for n in ast.walk(f)))
        }
        if not more:
            return found
        found |= more


def atomic_result_adjoint(facts: Facts) -> bool:
    """A kernel with a backward that uses an atomic's result (``slot = wp.atomic_add(count, 0, 1)``, then
    ``y[slot] = ...``), in its own body or through a ``@wp.func`` without a custom replay. From Warp's code
    where the facts carry it: the backward's replay has the atomic's line commented out and reads its result
    afterwards, or calls a helper of the source that keeps one (the replay runs the atomic again); from the
    source alone otherwise."""
    code = facts.cpu_backward
    if not code:
        return False
    nodes = kernel_nodes(facts.source)
    helpers = _atomic_result_helpers(nodes)
    if "wp::" in code:  # Warp's generated backward
        lines = "\n".join(line for line in code.splitlines() if not line.lstrip().startswith("//"))
        return _skipped_atomic_read(code) or any(
            re.search(rf"(?<![A-Za-z0-9]){re.escape(name)}_\d+\(", lines) for name in helpers
        )
    return any(
        isinstance(f, ast.FunctionDef)
        and any("kernel" in ast.unparse(d) for d in f.decorator_list)
        and (_keeps_atomic_result(f, _ATOMICS) or any(_calls(n, helpers) for n in ast.walk(f)))
        for f in nodes
    )
