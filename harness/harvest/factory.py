"""Kernels made by factories: the factory's kernel at the top level, with the values it captured.

A kernel defined in a function (``make.<locals>.kernel``) reads that function's arguments and
locals through its closure (``wp.static(narrow_ratio == 0)``, ``module=module_name``). ``inline``
writes the kernel's module again with the factory replaced, where it stood, by:

- a binding of each factory name the kernel's closure holds, to the value it held
  (``narrow_ratio = 0``): a literal (None, bool, int, finite float, str, tuples and lists of
  them), an enum member or an object the module names (``GeoType.BOX``, a ``@wp.func``, a
  ``wp.constant``), a Warp type (``wp.vec3f``), a Warp scalar (``wp.float32(2.0)``), or, for a
  function of another module (a ``@wp.func`` the factory was handed), an import of it
  (``from pkg.contacts import write_contact as writer_func``), and for an object of the package's
  own class whose constructor's values it holds back as attributes, its construction
  (``block_type = BlockDType(dtype=wp.float32, shape=(3, 3))``, checked to make the same object);
- the factory's own statements the kernel needs, dedented: the ``@wp.func``s it defines, the
  locals its decorator reads (``module_name = f"..."``), its ``wp.set_module_options`` calls;
- the kernel's definition, as written.

A factory argument the kernel does not capture, read only where the factory names the kernel's Warp
module (``module=f"..._{dtype}"``, ``wp.get_module(f"..._{dtype}")``, or a local either reads), is
bound by writing the name the module really had (``module_name``, the caller's ``kernel.module.name``):
a module's name is in none of its code, and the comparison of the code still has the last word.

The rest (the standalone slice, its closure over the package, the comparison with the package's
code) is what a top-level kernel gets (``codegen.candidates``). Warp names the kernel and the
functions the factory defines after their qualified names (``make__locals__kernel``); at the top
level they are ``kernel``: the comparison takes that prefix out of the package's code
(``prefix``). A factory that cannot be written so raises ``NotInlined`` with the precise reason:
the factory is not a top-level function, the kernel is not one of its own statements, a captured
value has no source, an argument the kernel needs is not captured (its value is unknown), or a
name the factory binds is bound at the module's top level too.
"""

from __future__ import annotations

import ast
import enum
import inspect
import json
import math
import re
import sys

from harness import warp_api
from harness.harvest.standalone import _bound_names, _call_name, _def_start, _free_names, _sets_config


class NotInlined(ValueError):
    """The factory kernel cannot be written at the top level; the message says why."""


def is_factory_kernel(func) -> bool:
    return "<locals>" in func.__qualname__


def standalone_name(func) -> str:
    """The kernel's name in its standalone source: its qualified name, or its own name for a factory's."""
    return func.__name__ if is_factory_kernel(func) else func.__qualname__


def prefix(func) -> str:
    """What Warp's names for a factory's kernel and functions start with (``make__locals__``), "" for others."""
    if not is_factory_kernel(func):
        return ""
    outer = func.__qualname__[: -len(func.__name__)]
    return re.sub(r"[^0-9a-zA-Z_]+", "", outer.replace(".", "__"))


class _Uncaptured(NotInlined):
    """A factory argument the kernel needs and does not capture: ``name``."""

    def __init__(self, message: str, name: str):
        super().__init__(message)
        self.name = name


def inline(
    module_source: str, func, namespace: dict, options: dict | None = None, module_name: str | None = None
) -> tuple[str, int]:
    """(the module's source with the factory of kernel function ``func`` replaced by its kernel at
    the top level, the line the kernel's definition starts on there). ``module_name``: the name of
    the kernel's Warp module, written where the factory computes it from arguments the kernel does
    not capture. Raises ``NotInlined``."""
    try:
        return _inline(module_source, func, namespace, options)
    except _Uncaptured as error:
        named = _module_named(module_source, func, error.name, module_name) if module_name else None
        if named is None:
            raise
        # the same lines, the module's name written in: any other use of that argument still raises
        return _inline(named, func, namespace, options)


def _locate(tree: ast.Module, func) -> tuple[ast.FunctionDef, list[ast.stmt], int]:
    """(the factory of kernel function ``func``, the statements of its body the kernel's definition is
    one of, the index of that definition there). Raises ``NotInlined``."""
    outer, _, rest = func.__qualname__.partition(".<locals>.")
    if "." in outer or rest != func.__name__:
        raise NotInlined(f"{func.__qualname__}: its factory is not a function at the top level of its module")
    factories = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == outer]
    first = func.__code__.co_firstlineno
    found = [
        (factory, i)
        for factory in factories
        for i, node in enumerate(factory.body)
        if isinstance(node, ast.FunctionDef) and node.name == func.__name__ and _def_start(node) == first
    ]
    nested = [
        (factory, node)
        for factory in factories
        for node in ast.walk(factory)
        if isinstance(node, ast.FunctionDef) and node.name == func.__name__ and _def_start(node) == first
    ]
    if not found and len(nested) == 1:
        # defined in a block of its factory (a loop over types, say): the definition alone, its free
        # names bound to what its closure and annotations hold
        factory, node = nested[0]
        found = [(factory, len(factory.body))]
        body = [*factory.body, node]
    if len(found) != 1:
        raise NotInlined(f"{func.__qualname__}: the kernel is not a statement of its factory's own body")
    factory, at = found[0]
    return factory, factory.body if at < len(factory.body) else body, at


def _inline(module_source: str, func, namespace: dict, options: dict | None) -> tuple[str, int]:
    outer = func.__qualname__.partition(".<locals>.")[0]
    tree = ast.parse(module_source)
    factory, body, at = _locate(tree, func)
    arguments = _arguments(factory)
    local = set(arguments)
    binders: dict[str, list[int]] = {}
    for i, node in enumerate(body):
        for name in _bound_names(node):
            binders.setdefault(name, []).append(i)
            local.add(name)
    captured = _closure(func)
    # A factory argument read only in the kernel's annotations (``dtype=type``) is in no closure: its
    # value is what the annotation evaluated to, read back from the kernel's own annotations.
    for name, value in _annotation_values(body[at], getattr(func, "__annotations__", {})).items():
        captured.setdefault(name, value)
    kept = {at} | {i for i, n in enumerate(body) if _call_name(n) == "set_module_options" or _sets_config(n)}
    bindings: dict[str, str] = {}
    work = sorted(kept)
    seen: set[str] = set()
    while work:
        node = body[work.pop()]
        for name in sorted((_free_names(node) - _bound_names(node)) & local - seen):
            seen.add(name)
            if name == func.__name__:
                continue
            if name in captured and not _defines_function(body, binders.get(name, [])):
                text = _binding(name, captured[name], namespace)
                if text is None:
                    value = captured[name]
                    raise NotInlined(
                        f"{func.__qualname__}: the value it captured for {name!r} "
                        f"({type(value).__name__}) cannot be written as source"
                    )
                bindings[name] = text
                continue
            if name in binders:
                if name in captured:  # a function the factory defines: what it captured in turn
                    captured.update({k: v for k, v in _closure(captured[name]).items() if k not in captured})
                for j in binders[name]:
                    if j not in kept:
                        kept.add(j)
                        work.append(j)
                continue
            raise _Uncaptured(
                f"{func.__qualname__}: its factory's argument {name!r} is not captured by the kernel, so its value is unknown",
                name,
            )
    bound = set(bindings) | {n for i in kept for n in _bound_names(body[i])}
    bound.discard(func.__name__)
    # A module-level loop that binds one of them (``for dtype in ...: add_function_test(...)``, registering
    # tests) defines nothing a kernel uses: blanked below (its lines kept empty, so lines keep their
    # numbers); the comparison of the code still has the last word.
    top = {n for node in tree.body if node is not factory and not isinstance(node, ast.For) for n in _bound_names(node)}
    loops = [n for n in tree.body if isinstance(n, ast.For) and _bound_names(n) & (bound | {func.__name__})]
    clash = sorted(bound & top)
    if clash:
        raise NotInlined(
            f"{func.__qualname__}: {', '.join(repr(n) for n in clash)} bound both in its factory and at its module's top level"
        )
    lines = module_source.splitlines(keepends=True)
    for loop in loops:
        for number in range(loop.lineno - 1, loop.end_lineno):
            lines[number] = "\n"
    indent = body[0].col_offset
    parts = [f"{text}  # the value {func.__name__} captured from {outer}\n" for _name, text in sorted(bindings.items())]
    kernel_line = 0
    for i in sorted(kept):
        node = body[i]
        text = [
            _dedent(line, node.col_offset if i == at else indent)
            for line in lines[_def_start(node) - 1 : node.end_lineno]
        ]
        if i == at and not _is_kernel_definition(node):
            # made with ``wp.Kernel(func=...)``, not decorated: the standalone source declares it a kernel
            text.insert(0, _decorator(options or {}))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            parts.append("\n\n")
        if i == at:
            kernel_line = sum(p.count("\n") for p in parts) + 1
        parts += text
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            parts.append("\n\n")
    start = _def_start(factory)
    replacement = "".join(parts)
    if not replacement.endswith("\n"):
        replacement += "\n"
    source = "".join(lines[: start - 1]) + replacement + "".join(lines[factory.end_lineno :])
    try:
        ast.parse(source)
    except SyntaxError as error:
        raise NotInlined(
            f"{func.__qualname__}: its factory's statements do not stand at the top level ({error.msg})"
        ) from None
    return source, start - 1 + kernel_line


def _module_named(module_source: str, func, name: str, module_name: str) -> str | None:
    """``module_source`` with the expression that names the kernel's Warp module (``module_naming``)
    replaced by ``module_name`` as a literal, when factory argument ``name`` is among what it reads
    (through the factory's locals); None otherwise. The lines keep their numbers."""
    tree = ast.parse(module_source)
    _factory, body, at = _locate(tree, func)
    expression = _module_naming(body, at)
    if expression is None or name not in _reads(expression, body):
        return None
    lines = module_source.splitlines(keepends=True)
    first, last = expression.lineno - 1, expression.end_lineno - 1
    head = lines[first].encode()[: expression.col_offset].decode()
    tail = lines[last].encode()[expression.end_col_offset :].decode()
    text = json.dumps(module_name)  # a valid Python string literal
    end = tail.rstrip("\r\n")
    if "#" not in end and not end.endswith("\\"):  # a comment where one can stand
        tail = end + f"  # the name {func.__name__}'s Warp module had" + (tail[len(end) :] or "\n")
    lines[first] = head + text + tail
    for i in range(first + 1, last + 1):  # blank, inside the brackets or after the statement
        lines[i] = "\n"
    return "".join(lines)


def _module_naming(body: list[ast.stmt], at: int) -> ast.expr | None:
    """The expression whose value names the kernel's Warp module: its decorator's ``module=``,
    followed into ``wp.get_module(<name>)`` and through a local bound once, by a plain assignment
    before the kernel (``module = wp.get_module(module_name)``, ``module_name = f"..."``). None for a
    kernel not decorated with ``module=``."""
    decorators = [d for d in body[at].decorator_list if isinstance(d, ast.Call) and _is_kernel_decorator(d.func)]
    expression = next((k.value for d in decorators for k in d.keywords if k.arg == "module"), None)
    followed: set[str] = set()
    while expression is not None:
        if isinstance(expression, ast.Call) and _attribute_or_name(expression.func) == "get_module":
            if len(expression.args) != 1 or expression.keywords:
                return expression
            expression = expression.args[0]
        elif isinstance(expression, ast.Name) and expression.id not in followed:
            followed.add(expression.id)
            binders = [i for i, node in enumerate(body) if i != at and expression.id in _bound_names(node)]
            only = body[binders[0]] if len(binders) == 1 and binders[0] < at else None
            if not (isinstance(only, ast.Assign) and len(only.targets) == 1 and isinstance(only.targets[0], ast.Name)):
                return expression  # an argument, or a name bound otherwise: written where it is read
            expression = only.value
        else:
            return expression
    return None


def _reads(expression: ast.expr, body: list[ast.stmt]) -> set[str]:
    """The names ``expression`` reads, and those the factory's statements binding them read, and so on."""
    found: set[str] = set()
    work = [n.id for n in ast.walk(expression) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)]
    while work:
        name = work.pop()
        if name in found:
            continue
        found.add(name)
        for node in body:
            if name in _bound_names(node) and not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                work += sorted(_free_names(node))
    return found


def _attribute_or_name(node: ast.expr) -> str | None:
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None


def _arguments(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    args = node.args
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    return [a.arg for a in every if a is not None]


def _annotation_values(node: ast.FunctionDef, annotations: dict) -> dict:
    """Name -> value of the names a function's parameter annotations use as a whole type or as an
    array's ``dtype`` / ``ndim`` (``wp.array(dtype=type)`` evaluated to ``array(dtype=float32)``:
    ``type`` is float32)."""
    found: dict = {}

    def unify(expr, value) -> None:
        if value is None:
            return
        if isinstance(expr, ast.Name):
            found.setdefault(expr.id, value)
        elif isinstance(expr, ast.Subscript) and warp_api.is_array_type(value):  # wp.array[dtype]
            unify(expr.slice, getattr(value, "dtype", None))
        elif isinstance(expr, ast.Call) and warp_api.is_array_type(value):
            if expr.args:
                unify(expr.args[0], getattr(value, "dtype", None))
            for keyword in expr.keywords:
                if keyword.arg in ("dtype", "ndim"):
                    unify(keyword.value, getattr(value, keyword.arg, None))

    for argument in node.args.args:
        if argument.annotation is not None and argument.arg in annotations:
            unify(argument.annotation, annotations[argument.arg])
    return found


def _closure(function) -> dict:
    python = getattr(function, "func", function)  # a Warp Function wraps its Python function
    code = getattr(python, "__code__", None)
    if code is None:
        return {}
    values = {}
    for name, cell in zip(code.co_freevars, python.__closure__ or (), strict=False):
        try:
            values[name] = cell.cell_contents
        except ValueError:  # an empty cell: a name the factory binds after the kernel
            continue
    return values


def _defines_function(body: list[ast.stmt], indices: list[int]) -> bool:
    """Whether the factory binds the name with a ``def`` (a ``@wp.func`` it makes): inlined, not bound to a value."""
    return any(isinstance(body[i], ast.FunctionDef | ast.AsyncFunctionDef) for i in indices)


def _decorator(options: dict) -> str:
    """``@wp.kernel`` with the options the kernel was made with (``wp.Kernel(func, options=...)``)."""
    written = [f"{k}={v!r}" for k, v in sorted(options.items()) if isinstance(v, bool | int | str) or v is None]
    if len(written) != len(options):
        raise NotInlined("the kernel was made with options that cannot be written as source")
    return f"@wp.kernel({', '.join(written)})\n" if written else "@wp.kernel\n"


def _is_kernel_definition(node: ast.FunctionDef) -> bool:
    """Whether a definition is decorated ``@wp.kernel`` (or ``@wp.kernel(...)``)."""
    return any(
        _is_kernel_decorator(decorator.func if isinstance(decorator, ast.Call) else decorator)
        for decorator in node.decorator_list
    )


def _is_kernel_decorator(target: ast.expr) -> bool:
    return _attribute_or_name(target) == "kernel"


def _dedent(line: str, indent: int) -> str:
    head = line[:indent]
    return line[indent:] if head.strip() == "" else line.lstrip()


def _literal(value, namespace: dict, binding: str) -> str | None:
    """Python source for ``value`` where the module's ``namespace`` is in scope, or None."""
    if value is None or type(value) in (bool, int, str):
        return repr(value)
    if type(value) is float:
        return repr(value) if math.isfinite(value) else None
    if type(value) in (tuple, list):
        items = [_literal(v, namespace, binding) for v in value]
        if any(i is None for i in items):
            return None
        text = ", ".join(items)
        return (
            f"({text},)"
            if type(value) is tuple and len(items) == 1
            else f"({text})"
            if type(value) is tuple
            else f"[{text}]"
        )
    if isinstance(value, enum.Enum):
        owners = sorted(n for n, v in namespace.items() if v is type(value) and n != binding)
        return f"{owners[0]}.{value.name}" if owners else None
    if isinstance(value, type):
        expression = warp_api.type_expression(value)
        if expression is not None:
            return expression
    scalar = warp_api.scalar_literal(value)
    if scalar is not None:
        return scalar
    names = sorted(n for n, v in namespace.items() if v is value and n != binding and not n.startswith("__"))
    return names[0] if names else None


def _binding(name: str, value, namespace: dict) -> str | None:
    """The statement binding factory name ``name`` to the ``value`` it held, where the module's
    ``namespace`` is in scope, or None: ``name = <literal>``, an import of a function of another
    module, or a construction of an object of a class from the values it holds (``_constructed``)."""
    text = _literal(value, namespace, name)
    if text is not None:
        return f"{name} = {text}"
    imported = _imported(value)
    if imported is not None:
        return f"{imported} as {name}"
    made = _constructed(value, namespace, name)
    if made is not None:
        return made if made.startswith("from ") else f"{name} = {made}"
    return None


def _constructed(value, namespace: dict, binding: str) -> str | None:
    """``Cls(a=..., b=...)`` for an object whose class's constructor parameters are each held back as
    an attribute (``a`` or ``_a``) with a literal value, when calling it so makes an object holding the
    same attributes (a descriptor such as ``BlockDType(dtype=wp.float32, shape=(3, 3))``); the class
    named as the module names it, or imported (then the statement: ``from m import Cls as _Cls`` and
    the binding). None otherwise."""
    cls = type(value)
    state = getattr(value, "__dict__", None)
    if not state or cls.__module__ in ("builtins", "warp") or cls.__module__.startswith("warp."):
        return None
    try:
        parameters = list(inspect.signature(cls).parameters.values())
    except (TypeError, ValueError):
        return None
    arguments = []
    for p in parameters:
        if p.kind not in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
            return None
        held = next((state[k] for k in (p.name, f"_{p.name}") if k in state), inspect.Parameter.empty)
        text = None if held is inspect.Parameter.empty else _literal(held, namespace, binding)
        if text is None:
            return None
        arguments.append(f"{p.name}={text}")
    names = sorted(n for n, v in namespace.items() if v is cls and not n.startswith("__"))
    module = sys.modules.get(cls.__module__)
    if not names and getattr(module, cls.__qualname__, None) is not cls:
        return None
    scope = {**namespace, "_made_by": cls}
    call = f"{names[0] if names else '_made_by'}({', '.join(arguments)})"
    try:
        again = eval(call, scope)  # the package's own class, in the worker that harvests it
    except Exception:
        return None
    if type(again) is not cls or not _same_state(getattr(again, "__dict__", {}), state):
        return None
    if names:
        return call
    alias = f"_{cls.__qualname__}"
    return (
        f"from {cls.__module__} import {cls.__qualname__} as {alias}\n{binding} = {call.replace('_made_by', alias, 1)}"
    )


def _same_state(a: dict, b: dict) -> bool:
    if a.keys() != b.keys():
        return False
    try:
        return all(bool(a[k] is b[k] or a[k] == b[k]) for k in a)
    except Exception:
        return False


def _imported(value) -> str | None:
    """``from <module> import <name>`` for a function (a ``@wp.func``: its Python function) defined at
    the top level of a module that holds it under that name: a factory handed a function of a module
    the kernel's module does not import (``make_kernel(writer_func=write_contact)``)."""
    python = getattr(value, "func", value)
    module, name = getattr(python, "__module__", None), getattr(python, "__qualname__", "")
    if not module or module == "__main__" or not name.isidentifier() or not callable(python):
        return None
    if getattr(sys.modules.get(module), name, None) is not value:
        return None
    return f"from {module} import {name}"
