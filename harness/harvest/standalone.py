"""Standalone sources: the top-level statements of a module that one kernel needs.

``candidates`` gives the sources to try for one concrete kernel, best first; the caller keeps
the first whose own generated code is the kernel's (harness/harvest/codegen.py).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import re
from collections import OrderedDict
from dataclasses import dataclass

import warp as wp

from harness import warp_api


def _def_start(node: ast.stmt) -> int:
    decorators = getattr(node, "decorator_list", [])
    return min([node.lineno, *(d.lineno for d in decorators)])


def _is_main_guard(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.left, ast.Name)
        and node.test.left.id == "__name__"
    )


def _bound_names(node: ast.stmt) -> set[str]:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.Import):
        return {a.asname or a.name.split(".")[0] for a in node.names}
    if isinstance(node, ast.ImportFrom):
        return {a.asname or a.name for a in node.names}
    names: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store | ast.Del):
            names.add(sub.id)
        elif isinstance(sub, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and sub is not node:
            names.add(sub.name)
        elif isinstance(sub, ast.Import | ast.ImportFrom) and sub is not node:
            names |= _bound_names(sub)
    return names


def _loads(nodes) -> set[str]:
    return {
        n.id
        for root in nodes
        if root is not None
        for n in ast.walk(root)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
    }


def _function_free_names(node: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    args = node.args
    all_args = [a for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg) if a]
    outer = _loads([*node.decorator_list, *args.defaults, *args.kw_defaults, node.returns])
    outer |= _loads([a.annotation for a in all_args])
    local = {a.arg for a in all_args}
    for sub in ast.walk(ast.Module(body=node.body, type_ignores=[])):
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
            local.add(sub.id)
    return outer | (_loads(node.body) - local)


def _free_names(node: ast.stmt) -> set[str]:
    """Names a top-level statement reads from the module's globals (a superset, never fewer)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return _function_free_names(node)
    if isinstance(node, ast.ClassDef):
        names = _loads([*node.decorator_list, *node.bases, *(k.value for k in node.keywords)])
        for sub in node.body:
            names |= _free_names(sub)
        return names
    if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
        return _loads([node]) | {node.target.id}
    return _loads([node])


def _call_name(node: ast.stmt) -> str | None:
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        func = node.value.func
        return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    return None


def _sets_config(node: ast.stmt) -> bool:
    """``wp.config.<setting> = value`` (or ``warp.config...``): module options are made from it."""
    targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
    return any(
        isinstance(t, ast.Attribute) and isinstance(t.value, ast.Attribute) and t.value.attr == "config"
        for t in targets
    )


def _is_overload_of(node: ast.stmt, kernel_name: str) -> bool:
    """``wp.overload(kernel_name, ...)`` or ``@wp.overload def kernel_name(...)`` at top level."""
    if _call_name(node) == "overload":
        args = node.value.args
        return bool(args) and isinstance(args[0], ast.Name) and args[0].id == kernel_name
    if isinstance(node, ast.FunctionDef) and node.name == kernel_name:
        return any(
            (isinstance(d, ast.Attribute) and d.attr == "overload") or (isinstance(d, ast.Name) and d.id == "overload")
            for d in node.decorator_list
        )
    return False


_ATTACHING = frozenset({"func_grad", "func_replay"})


def attached_to(node: ast.stmt) -> str | None:
    """The function a definition changes rather than defines (``@wp.func_replay(f)``,
    ``@wp.func_grad(f)``: the adjoint or replay Warp generates for ``f``), or None. It goes
    wherever ``f`` goes, though nothing reads its own name."""
    if not isinstance(node, ast.FunctionDef):
        return None
    for decorator in node.decorator_list:
        if isinstance(decorator, ast.Call) and decorator.args and isinstance(decorator.args[0], ast.Name):
            func = decorator.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in _ATTACHING:
                return decorator.args[0].id
    return None


@dataclass(frozen=True)
class Slice:
    source: str
    imports: tuple[str, ...]  # absolute names of the modules it imports
    functions: tuple[str, ...]  # names of the functions it defines besides the kernel
    bound: tuple[str, ...]  # every top-level name it binds


def _find_kernel(body: list[ast.stmt], qualname: str, first_line: int) -> tuple[int, ast.FunctionDef | None]:
    """(index of the top-level statement holding the kernel, the kernel's def inside a class or None)."""
    outer, _, inner = qualname.partition(".")
    for i, node in enumerate(body):
        if not inner and isinstance(node, ast.FunctionDef) and node.name == outer and _def_start(node) == first_line:
            return i, None
        if inner and "." not in inner and isinstance(node, ast.ClassDef) and node.name == outer:
            for sub in node.body:
                if isinstance(sub, ast.FunctionDef) and sub.name == inner and _def_start(sub) == first_line:
                    return i, sub
    raise ValueError(f"{qualname} is not defined at the top level of its module, nor in a top-level class")


# Parsed modules kept for the next kernels a worker slices or closes over: a package's modules hold
# many kernels, and parsing them again took a third of a harvest's time. Bounded by source size (a
# parsed module takes about 40 times its source in memory).
_PARSED: OrderedDict[str, tuple] = OrderedDict()
_PARSED_CHARS_MAX = 3_000_000
_parsed_chars = 0


def parsed_module(module_source: str) -> tuple[list[ast.stmt], list[str], dict, dict, list[int]]:
    """(top-level statements but a ``__main__`` guard, lines, name -> the statements that bind it,
    function -> the definitions that change it, the star imports' statements) of a module's source.
    Shared by every caller: read only (``slice_module``, ``closure.py``)."""
    global _parsed_chars
    found = _PARSED.get(module_source)
    if found is not None:
        _PARSED.move_to_end(module_source)
        return found
    body = [n for n in ast.parse(module_source).body if not _is_main_guard(n)]
    binders: dict[str, list[int]] = {}
    attached: dict[str, list[int]] = {}
    for i, node in enumerate(body):
        for name in _bound_names(node):
            binders.setdefault(name, []).append(i)
        target = attached_to(node)
        if target is not None:
            attached.setdefault(target, []).append(i)
    star_imports = [i for i, n in enumerate(body) if isinstance(n, ast.ImportFrom) and n.names[0].name == "*"]
    found = (body, module_source.splitlines(keepends=True), binders, attached, star_imports)
    _PARSED[module_source] = found
    _parsed_chars += len(module_source)
    while _parsed_chars > _PARSED_CHARS_MAX and len(_PARSED) > 1:
        _parsed_chars -= len(_PARSED.popitem(last=False)[0])
    return found


def slice_module(
    module_source: str, module_name: str, package: str | None, qualname: str, first_line: int, overloads: bool = True
) -> Slice:
    """The top-level statements of a module that the kernel ``qualname`` (defined at ``first_line``) needs.

    A kernel defined in a class keeps its qualified name (which names its generated code) in a
    class of the same name holding only the kernel. Raises ValueError when the kernel is not
    defined at the top level or in a top-level class. ``overloads``: keep the module's top-level
    overload declarations of the kernel.
    """
    body, lines, binders, attached, star_imports = parsed_module(module_source)
    start, member = _find_kernel(body, qualname, first_line)
    kernel_name = qualname.split(".")[0]
    chosen: set[int] = {start}
    # What makes Warp's module options (set_module_options, wp.config) and a generic kernel's overloads.
    chosen |= {i for i, n in enumerate(body) if _call_name(n) == "set_module_options" or _sets_config(n)}
    if member is None and overloads:
        chosen |= {i for i, n in enumerate(body) if i != start and _is_overload_of(n, kernel_name)}
    # A kernel in a class may use the class's other members (``Mesh._find_edge``): they go in too.
    members: dict[str, list[ast.stmt]] = {}
    if member is not None:
        for sub in body[start].body:
            for name in _bound_names(sub):
                members.setdefault(name, []).append(sub)
    kept: list[ast.stmt] = [member] if member is not None else []
    needed: dict[int, set[str]] = {}  # import statement -> the names it must bind
    work: list[ast.stmt] = [body[i] for i in sorted(chosen) if i != start or member is None] + kept
    seen: set[str] = {kernel_name}
    while work:
        node = work.pop()
        in_class = any(node is k for k in kept)
        names = _function_free_names(node) if in_class and isinstance(node, ast.FunctionDef) else _free_names(node)
        if in_class:
            for sub in ast.walk(node):
                if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == kernel_name:
                    for found in members.get(sub.attr, []):
                        if not any(found is k for k in kept):
                            kept.append(found)
                            work.append(found)
        for name in sorted(names - seen):
            seen.add(name)
            for j in binders.get(name, star_imports) + attached.get(name, []):
                if isinstance(body[j], ast.Import | ast.ImportFrom):
                    needed.setdefault(j, set()).add(name)
                if j not in chosen:
                    chosen.add(j)
                    work.append(body[j])
    kept.sort(key=_def_start)

    parts: list[str] = []
    imports: list[str] = []
    bound: set[str] = set()
    after_import = False
    functions = []
    for i in sorted(chosen):
        node = body[i]
        if isinstance(node, ast.FunctionDef) and i != start:
            functions.append(node.name)
        elif isinstance(node, ast.ClassDef):  # Warp names a method's native code after its qualified name
            inside = kept if i == start and member is not None else node.body
            functions += [
                f"{node.name}__{m.name}" for m in inside if isinstance(m, ast.FunctionDef) and m is not member
            ]
    for i in sorted(chosen):
        node = body[i]
        if isinstance(node, ast.Import):
            aliases = [a for a in node.names if (a.asname or a.name.split(".")[0]) in needed.get(i, set())]
            node = ast.Import(names=aliases)
            imports += [a.name for a in aliases]
            text = ast.unparse(node) + "\n"
        elif isinstance(node, ast.ImportFrom):
            wanted = needed.get(i, set())
            aliases = [a for a in node.names if a.name == "*" or (a.asname or a.name) in wanted]
            absolute = node.module or ""
            if node.level:
                absolute = importlib.util.resolve_name("." * node.level + absolute, package or module_name)
            node = ast.ImportFrom(module=absolute, names=aliases, level=0)
            imports.append(absolute)
            text = ast.unparse(node) + "\n"
        elif i == start and member is not None:
            text = f"\n\nclass {node.name}:\n" + "\n".join(
                "".join(lines[_def_start(m) - 1 : m.end_lineno]) for m in kept
            )
            node = ast.ClassDef(name=node.name, bases=[], keywords=[], body=[], decorator_list=[])
        else:
            text = "".join(lines[_def_start(node) - 1 : node.end_lineno])
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                text = "\n\n" + text + "\n"
        bound |= _bound_names(node)
        is_import = isinstance(node, ast.Import | ast.ImportFrom)
        if parts and not is_import and after_import:
            text = "\n" + text  # a blank line after the imports
        after_import = is_import
        parts.append(text)
    source = "".join(parts).lstrip("\n")
    source = re.sub(r"\n{4,}", "\n\n\n", source).rstrip("\n") + "\n"
    return Slice(
        source=source,
        imports=tuple(imports),
        functions=tuple(dict.fromkeys(functions)),
        bound=tuple(sorted(bound)),
    )


def overload_declaration(slice_: Slice, kernel_name: str, arg_types: list, namespace: dict) -> Slice | None:
    """``slice_`` ending in ``wp.overload(kernel, [...])`` for an overload the module made at run time, or None.

    Structs are named as the module's globals name them, when the slice defines them; a struct the
    module does not name so (newton's narrow phase launched with the collision pipeline's own
    ``ContactWriterData``, a struct of the same name) is imported from the module that defines it,
    under its own name where the slice binds no such name: the closure (closure.py) then brings its
    definition in, as it does for the functions the kernel imports.
    """
    names = {v: k for k, v in namespace.items() if k in slice_.bound and warp_api.is_struct(v)}
    imports, modules = [], []
    for struct in dict.fromkeys(s for t in arg_types for s in warp_api.structs_in(t)):
        if struct in names:
            continue
        cls = warp_api.struct_class(struct)
        module, name = getattr(cls, "__module__", None), cls.__qualname__
        if not module or "." in name or name in slice_.bound or name in names.values():
            return None
        imports.append(f"from {module} import {name}\n")
        modules.append(module)
        names[struct] = name
    exprs = [warp_api.type_expression(t, names) for t in arg_types]
    if any(e is None for e in exprs):
        return None
    prefix = "" if namespace.get("wp") is wp and "wp" in slice_.bound else "import warp as wp\n"
    if not prefix and "wp" not in slice_.bound:
        return None
    declared = f"wp.overload({kernel_name}, [{', '.join(exprs)}])\n"
    source = f"{prefix}{slice_.source.rstrip()}\n\n\n{''.join(imports)}{declared}"
    return dataclasses.replace(slice_, source=source, imports=tuple(dict.fromkeys((*slice_.imports, *modules))))


# A word ending in ``_<digits>``: Warp's native name of a ``@wp.func`` (``f_3``, ``adj_f_3``), among others.
_NUMBERED = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z0-9_]*_\d+(?![A-Za-z0-9_])")


def _numbered_as_n(functions: frozenset[str]):
    """``_NUMBERED``'s replacement: ``f_<digits>`` -> ``f_N`` for a function ``f``, where ``f`` starts the
    word or follows an underscore in it (``adj_f_3``). One pass, whatever the number of functions (a
    module's helpers can be hundreds, its code megabytes)."""

    def replace(match: re.Match) -> str:
        word = match.group(0)
        stem = word[: word.rindex("_")]
        if stem in functions or any(stem[i + 1 :] in functions for i, c in enumerate(stem) if c == "_"):
            return stem + "_N"
        return word

    return replace


def normalise(text: str, files: tuple[str, ...], names: dict[str, str], functions: tuple[str, ...]) -> str:
    """Generated code with what depends on where and when it was defined taken out.

    Line numbers and source file names; ``names`` (the kernel's mangled name: its hash covers
    the native names of the functions it calls); and the number Warp appends to a
    ``@wp.func``'s native name, which counts the functions of that name this process made.
    """
    for name in files:
        if name:
            text = text.replace(name, "<file>")
    # Definitions brought in from other modules (harness/harvest/closure.py) name their own files.
    text = re.sub(r'(// |#line \d+ ")[^\n":]*\.py(?=[:"])', r"\1<file>", text)
    text = re.sub(r"<file>:\d+", "<file>", text)
    text = re.sub(r"<L \d+>", "<L>", text)
    text = re.sub(r'#line \d+ "<file>"', "#line", text)
    for name, placeholder in names.items():
        text = text.replace(name, placeholder)
    if functions:
        text = _NUMBERED.sub(_numbered_as_n(frozenset(functions)), text)
    # Functions a factory makes (``make_support.<locals>.support`` -> ``make_support__locals__support_4``).
    return re.sub(r"\b(\w+__locals__\w+?)_\d+\b", r"\1_N", text)
