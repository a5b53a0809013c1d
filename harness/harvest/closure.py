"""Standalone sources by closure over the harvested package.

A kernel's module often imports what its kernel uses from other modules of its package
(``from ..core.types import vec6f``, ``from .kernels import eval_contact``). ``close`` takes the
slice of the kernel's module (``standalone.slice_module``) and brings each such definition in
as source: the top-level statement that defines it in its own module, and, the same way, what
that statement uses there (other ``@wp.func``s, ``@wp.struct``s, constants, imports), following
re-exports (``from newton import X`` -> the module that defines X). Imports of installed
packages that are not harvested stay imports, gathered at the top. Definitions come before the
statements that use them. A name two modules define differently, a harvested module used as an
object (``from . import kernels`` then ``kernels.f``), or a definition that is not at a module's
top level cannot be brought in: ``Unresolved`` says which (its ``reason`` is a report reason).
"""

from __future__ import annotations

import ast
import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from harness.harvest.standalone import _bound_names, _def_start, _free_names, _is_main_guard


class Unresolved(Exception):
    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason
        self.message = message


@dataclass
class _Module:
    name: str
    package: str
    body: list[ast.stmt]
    lines: list[str]
    binders: dict[str, list[int]] = field(default_factory=dict)


@dataclass
class _State:
    # ("stmt", (module, index)) or ("alias", "b = a"), dependencies first
    statements: list[tuple[str, object]] = field(default_factory=list)
    placed: set[tuple[str, int]] = field(default_factory=set)
    imports: list[str] = field(default_factory=list)  # non-harvested import lines, first seen first
    names: dict[str, tuple] = field(default_factory=dict)  # top-level name -> what binds it
    functions: list[str] = field(default_factory=list)
    resolving: set[tuple[str, str]] = field(default_factory=set)


class Closure:
    """``source_of(module) -> (source, package) | None`` reads a module (imported by the worker);
    ``harvested(module)`` says whether it belongs to what is harvested."""

    def __init__(self, harvested: Callable[[str], bool], source_of: Callable[[str], tuple[str, str] | None]):
        self.harvested = harvested
        self.source_of = source_of
        self.parsed: dict[str, _Module | None] = {}

    def _module(self, name: str) -> _Module:
        if name not in self.parsed:
            found = self.source_of(name)
            module = None
            if found is not None:
                source, package = found
                try:
                    tree = ast.parse(source)
                except SyntaxError:
                    tree = None
                if tree is not None:
                    body = [n for n in tree.body if not _is_main_guard(n)]
                    module = _Module(name, package, body, source.splitlines(keepends=True))
                    for i, node in enumerate(body):
                        for bound in _bound_names(node):
                            module.binders.setdefault(bound, []).append(i)
            self.parsed[name] = module
        module = self.parsed[name]
        if module is None:
            raise Unresolved("no-module-source", f"the source of {name} is not available")
        return module

    # ---- one name of one module

    def _bind(self, state: _State, name: str, what: tuple) -> None:
        if state.names.get(name, what) != what:
            raise Unresolved("name-clash", f"{name!r} names different definitions in the modules it needs")
        state.names[name] = what

    def _absolute(self, module: _Module, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        return importlib.util.resolve_name("." * node.level + (node.module or ""), module.package or module.name)

    def _request(self, state: _State, module_name: str, name: str, kernel_module: str) -> str:
        """Bring in the definition of ``name`` in ``module_name``; returns the name it is bound to."""
        if module_name == kernel_module:
            raise Unresolved("import-cycle", f"{module_name} imports its own definitions back ({name})")
        key = (module_name, name)
        module = self._module(module_name)
        if name not in module.binders:
            if self.source_of(f"{module_name}.{name}") is not None:
                raise Unresolved("imports-harvested-module", f"uses the module {module_name}.{name} as an object")
            raise Unresolved("imports-harvested-code", f"{name!r} is not defined at the top level of {module_name}")
        if key in state.resolving:
            return name
        state.resolving.add(key)
        for index in module.binders[name]:
            self._statement(state, module, index, {name}, kernel_module)
        return name

    def _import_alias(self, state: _State, module: _Module, node, alias: ast.alias, kernel_module: str) -> None:
        """One name an import statement of a harvested module binds: resolved or kept as an import."""
        bound = alias.asname or alias.name.split(".")[0]
        if isinstance(node, ast.Import):
            if self.harvested(alias.name):
                raise Unresolved("imports-harvested-module", f"{module.name} uses the module {alias.name} as an object")
            line = ast.unparse(ast.Import(names=[alias]))
        else:
            source = self._absolute(module, node)
            if self.harvested(source):
                if alias.name == "*":
                    raise Unresolved("imports-harvested-code", f"{module.name} star-imports {source}")
                real = self._request(state, source, alias.name, kernel_module)
                if bound != real:
                    line = f"{bound} = {real}"
                    self._bind(state, bound, ("alias", line))
                    if ("alias", line) not in state.statements:
                        state.statements.append(("alias", line))
                return
            line = ast.unparse(ast.ImportFrom(module=source, names=[alias], level=0))
        self._bind(state, bound, ("import", line))
        if line not in state.imports:
            state.imports.append(line)

    def _statement(self, state: _State, module: _Module, index: int, names: set[str], kernel_module: str) -> None:
        node = module.body[index]
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                if (alias.asname or alias.name.split(".")[0]) in names or alias.name == "*":
                    self._import_alias(state, module, node, alias, kernel_module)
            return
        key = (module.name, index)
        if key in state.placed:
            return
        state.placed.add(key)
        for bound in _bound_names(node):
            self._bind(state, bound, key)
        for free in sorted(_free_names(node) - _bound_names(node)):
            if free in module.binders:
                for j in module.binders[free]:
                    self._statement(state, module, j, {free}, kernel_module)
        if isinstance(node, ast.FunctionDef):
            state.functions.append(node.name)
        elif isinstance(node, ast.ClassDef):
            state.functions += [f"{node.name}__{m.name}" for m in node.body if isinstance(m, ast.FunctionDef)]
        state.statements.append(("stmt", key))

    # ---- the whole source

    def close(self, slice_source: str, kernel_module: str) -> tuple[str, tuple[str, ...]]:
        """(standalone source, names of the functions the definitions brought in add) for a kernel
        slice whose harvested imports are absolute. Raises ``Unresolved``."""
        tree = ast.parse(slice_source)
        lines = slice_source.splitlines(keepends=True)
        state = _State()
        own = _Module(kernel_module, "", [], [])
        body_parts: list[str] = []
        for node in tree.body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                for alias in node.names:
                    self._import_alias(state, own, node, alias, kernel_module)
                continue
            for bound in _bound_names(node):
                self._bind(state, bound, ("kernel module", bound))
            body_parts.append(_text(node, lines))
        parts = ["\n".join(state.imports) + "\n\n"] if state.imports else []
        for kind, what in state.statements:
            if kind == "alias":
                parts.append(f"{what}\n")
            else:
                module = self.parsed[what[0]]
                parts.append(_text(module.body[what[1]], module.lines))
        parts += body_parts
        source = "".join(parts).lstrip("\n")
        source = re.sub(r"\n{4,}", "\n\n\n", source).rstrip("\n") + "\n"
        leftover = sorted({m for m in _imported_modules(source) if self.harvested(m)})
        if leftover:
            raise Unresolved("imports-harvested-code", f"still imports {', '.join(leftover)}")
        return source, tuple(dict.fromkeys(state.functions))


def _text(node: ast.stmt, lines: list[str]) -> str:
    text = "".join(lines[_def_start(node) - 1 : node.end_lineno])
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return "\n\n" + text + "\n"
    return text if text.endswith("\n") else text + "\n"


def _imported_modules(source: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            found.append(node.module or "")
    return found
