"""Overloads the harvest chooses for a generic kernel its package never instantiated at import.

A kernel with ``Any``-typed parameters gets its concrete overloads from Warp when it is launched:
at import it has none, so there is no code to pair its source with. ``instantiate`` gives it
overloads chosen here, not by its package, deterministically. Each generic parameter is given one
type ``T`` of an ordered list of candidates: ``float32``; then the Warp types (``wp.<name>``) the
kernel's body names, in order of appearance; then those its module names, most used first;
then ``FALLBACK``. A ``wp.array(dtype=Any)`` parameter becomes an array of ``T`` of its own
dimension; a bare ``Any`` parameter the kernel subscripts with at most k indices an array of ``T``
of k dimensions (``T`` itself when it is never subscripted nor asked for its ``shape``). Every
generic parameter gets the same ``T``, then, where the kernel has both, arrays of ``T`` with its
value parameters ``float32``. The candidates are tried in that order (at most ``TRIES``) and the
first ``KEEP`` Warp generates code for (both targets) are kept; the others are removed from the
kernel again. A kernel none of whose candidates generates stays ``no-overloads``.

Each kept overload is declared in its row's ``python_source`` with ``wp.overload(kernel, [...])``,
as an overload the package declares is, so its pair is exact like any other. Its ``origin`` ends
with ``CHOSEN`` and its case carries ``overload_chosen_by: "harvest"``: the types are the
harvest's choice, not necessarily ones the package launches the kernel with.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import linecache
import textwrap
from collections import Counter
from collections.abc import Callable

import warp as wp

from harness import warp_api
from harness.harvest.discovery import _message

KEEP = 2  # overloads kept per kernel
TRIES = 8  # candidate overloads tried per kernel
FALLBACK = ("int32", "vec3", "mat33", "quat", "transform", "spatial_vector", "float64")
CHOSEN = " (overload chosen by the harvest)"  # the end of such a row's origin
_ARRAY_ATTRIBUTES = frozenset({"shape", "ndim", "dtype", "strides", "size"})
_PLAIN = {float: wp.float32, int: wp.int32, bool: wp.bool}


class NoCandidate(Exception):
    """The kernel has a generic parameter of a form the harvest chooses no type for."""


def instantiate(kernel, generate: Callable) -> tuple[list[tuple[object, dict]], str]:
    """([(overload, its code)] for at most ``KEEP`` overloads of ``kernel`` that generate, in
    the order tried; why there are none, when there are none). ``generate(overload) -> code``
    raises what Warp raises."""
    try:
        trials = substitutions(kernel)
    except NoCandidate as error:
        return [], str(error)
    kept: list[tuple[object, dict]] = []
    tried, first_error = 0, ""
    for types in trials:
        if len(kept) >= KEEP or tried >= TRIES:
            break
        try:
            overload = wp.overload(kernel, list(types))
        except Exception as error:  # the template rejects the types: not a try
            first_error = first_error or _message(error)
            continue
        if any(overload is k for k, _ in kept):  # the same signature again (wp.vec3 is wp.vec3f)
            continue
        tried += 1
        try:
            code = generate(overload)
        except Exception as error:
            warp_api.drop_overload(kernel, overload)
            first_error = first_error or _message(error)
            continue
        kept.append((overload, code))
    if kept:
        return kept, ""
    return [], f"no candidate overload generates ({tried} tried); the first error: {first_error}"


def drop(kernel, kept: list[tuple[object, dict]]) -> None:
    """Leave the package's kernel as its import left it: without the overloads chosen here."""
    for overload, _ in kept:
        warp_api.drop_overload(kernel, overload)


def substitutions(kernel) -> list[tuple]:
    """The argument type lists to try for ``kernel``, best first. Raises ``NoCandidate``."""
    params = warp_api.kernel_arguments(kernel)
    node = _function_node(kernel)
    placeholders = warp_api.generic_placeholders()
    slots: list[tuple[int, str, int]] = []  # (position, "array" | "value", ndim)
    for i, (name, t) in enumerate(params):
        if not warp_api.is_generic_type(t):
            continue
        if t in placeholders:
            ndim = _subscript_depth(node, name)
            slots.append((i, "array", ndim) if ndim else (i, "value", 0))
        elif warp_api.is_array_type(t) and t.dtype in placeholders and _plain_array(t):
            slots.append((i, "array", t.ndim))
        else:
            raise NoCandidate(f"no candidate types for its parameter {name}: {warp_api.type_name(t)}")
    mixed = {kind for _, kind, _ in slots} == {"array", "value"}
    found: list[tuple] = []
    for dtype in candidate_types(kernel, node):
        plans = [(dtype, dtype)] + ([(dtype, wp.float32)] if mixed and dtype is not wp.float32 else [])
        for array_dtype, value_type in plans:
            types = [t for _, t in params]
            for i, kind, ndim in slots:
                types[i] = wp.array(dtype=array_dtype, ndim=ndim) if kind == "array" else value_type
            found.append(tuple(types))
    return found


def candidate_types(kernel, node: ast.FunctionDef | None = None) -> list:
    """float32, the value types the kernel's body names, those its module names (most used
    first), then ``FALLBACK``: each once, each one a ``wp.<name>`` type."""
    func = kernel.func
    node = node if node is not None else _function_node(kernel)
    namespace = func.__globals__
    own = _named_types(ast.Module(body=node.body, type_ignores=[]), namespace) if node is not None else []
    filename = inspect.getsourcefile(func) or ""
    text = "".join(linecache.getlines(filename, namespace)) if filename else ""
    try:
        module = _named_types(ast.parse(text), namespace) if text else []
    except SyntaxError:
        module = []
    counts = Counter(module)
    first = {t: i for i, t in reversed(list(enumerate(module)))}
    by_use = sorted(counts, key=lambda t: (-counts[t], first[t]))
    ordered = [wp.float32, *own, *by_use, *(getattr(wp, name) for name in FALLBACK)]
    return list(dict.fromkeys(t for t in ordered if _expressible(t)))


def _expressible(t) -> bool:
    expression = warp_api.type_expression(t)
    return expression is not None and expression.startswith("wp.") and warp_api.is_value_type(t)


def _named_types(tree: ast.AST, namespace: dict) -> list:
    """The Warp value types ``tree`` names (``wp.vec3``, ``float``, a name bound to one), in order of appearance."""
    found = []
    for node in sorted(
        (n for n in ast.walk(tree) if isinstance(n, ast.Attribute | ast.Name)),
        key=lambda n: (n.lineno, n.col_offset),
    ):
        value = _resolve(node, namespace)
        value = _PLAIN.get(value, value) if isinstance(value, type) else value
        if value is not None and _is_type(value):
            found.append(value)
    return found


def _is_type(value) -> bool:
    try:
        return isinstance(value, type) and warp_api.is_value_type(value) and value not in (int, float, bool)
    except Exception:  # a value whose comparison raises (numpy arrays)
        return False


def _resolve(node, namespace: dict):
    chain = []
    while isinstance(node, ast.Attribute):
        chain.insert(0, node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    if node.id in namespace:
        value = namespace[node.id]
    elif hasattr(builtins, node.id):
        value = getattr(builtins, node.id)
    else:
        return None
    for attribute in chain:
        try:
            value = inspect.getattr_static(value, attribute)
        except AttributeError:
            return None
    return value


def _plain_array(t) -> bool:
    return type(t) is wp.array or getattr(t, "_concrete_cls", None) is wp.array


def _function_node(kernel) -> ast.FunctionDef | None:
    try:
        tree = ast.parse(textwrap.dedent(warp_api.kernel_source(kernel)))
    except SyntaxError:
        return None
    return next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)


def _subscript_depth(node: ast.FunctionDef | None, name: str) -> int:
    """The most indices the kernel subscripts parameter ``name`` with (1 when it only asks for
    its ``shape``, ``dtype``, ...; 0 when neither: a value)."""
    if node is None:
        return 0
    depth = 0
    for sub in ast.walk(node):
        if isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name) and sub.value.id == name:
            index = sub.slice
            depth = max(depth, len(index.elts) if isinstance(index, ast.Tuple) else 1)
        elif (
            isinstance(sub, ast.Attribute)
            and isinstance(sub.value, ast.Name)
            and sub.value.id == name
            and sub.attr in _ARRAY_ATTRIBUTES
        ):
            depth = max(depth, 1)
    return depth
