"""Standalone sources by closure over the harvested package.

A kernel's module often imports what its kernel uses from other modules of its package
(``from ..core.types import vec6f``, ``from .kernels import eval_contact``). ``close`` takes the
slice of the kernel's module (``standalone.slice_module``) and brings each such definition in
as source: the top-level statement that defines it in its own module, and, the same way, what
that statement uses there (other ``@wp.func``s, ``@wp.struct``s, constants, imports; the
``@wp.func_replay`` / ``@wp.func_grad`` definitions of a function brought in), following
re-exports (``from newton import X`` -> the module that defines X). Imports of installed
packages that are not harvested stay imports, gathered at the top. Definitions come before the
statements that use them: each module's statements in their own order, modules after those they
take definitions from. A harvested module used as an object (``from . import kernels`` then
``kernels.f(...)``) becomes a module object (``ModuleType``, as Warp accepts in kernels)
holding what is used of it, so the kernel's text stays as written. ``from __future__ import annotations`` is kept when a module
needed has it. A name two modules define differently, or a definition that is not at a module's
top level, cannot be brought in: ``Unresolved`` says which (its ``reason`` is a report reason).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass, field

from harness.harvest.standalone import _bound_names, _def_start, _free_names, parsed_module

_MISSING = object()


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
    attached: dict[str, list[int]] = field(default_factory=dict)  # function -> definitions that change it


@dataclass
class _State:
    chosen: dict[str, set[int]] = field(default_factory=dict)  # module -> indices of its statements
    uses: dict[str, list[str]] = field(default_factory=dict)  # module -> modules it takes definitions from
    aliases: dict[str, list[str]] = field(default_factory=dict)  # module -> "b = a" lines of its renamed imports
    imports: list[str] = field(default_factory=list)  # non-harvested import lines, first seen first
    names: dict[str, tuple] = field(default_factory=dict)  # top-level name -> what binds it
    namespaces: dict[str, tuple[str, str]] = field(default_factory=dict)  # name -> (module it stands for, user)
    users: dict[str, list[str]] = field(default_factory=dict)  # name -> every module whose statements use it
    chains: dict[str, set[tuple[str, ...]]] = field(default_factory=dict)  # name -> attribute chains used
    resolving: set[tuple[str, str]] = field(default_factory=set)


def _chains(nodes) -> dict[str, set[tuple[str, ...]]]:
    """name -> the attribute chains read from it (``geometry.collide_box`` -> ("collide_box",))."""
    found: dict[str, set[tuple[str, ...]]] = {}
    for root in nodes:
        for node in ast.walk(root):
            if isinstance(node, ast.Attribute):
                chain, value = [node.attr], node.value
                while isinstance(value, ast.Attribute):
                    chain.insert(0, value.attr)
                    value = value.value
                if isinstance(value, ast.Name):
                    found.setdefault(value.id, set()).add(tuple(chain))
    return found


class Closure:
    """``source_of(module) -> (source, package) | None`` reads a module (imported by the worker);
    ``harvested(module)`` says whether it belongs to what is harvested."""

    def __init__(self, harvested: Callable[[str], bool], source_of: Callable[[str], tuple[str, str] | None]):
        self.harvested = harvested
        self.source_of = source_of
        self.parsed: dict[str, _Module | None] = {}
        self.future: dict[str, bool] = {}
        self._pending: dict[str, set[tuple[str, ...]]] = {}  # the attribute chains of the statement walked
        self._kernel_module = ""

    def _module(self, name: str) -> _Module:
        if name not in self.parsed:
            found = self.source_of(name)
            module = None
            if found is not None:
                source, package = found
                try:
                    body, lines, binders, attached, _ = parsed_module(source)
                except SyntaxError:
                    body = None
                if body is not None:
                    module = _Module(name, package, body, lines, binders, attached)
                    self.future[name] = any(
                        isinstance(n, ast.ImportFrom)
                        and n.module == "__future__"
                        and any(a.name == "annotations" for a in n.names)
                        for n in body
                    )
            self.parsed[name] = module
        module = self.parsed[name]
        if module is None:
            raise Unresolved("no-module-source", f"the source of {name} is not available")
        return module

    def _is_module(self, name: str) -> bool:
        """Whether ``name`` (``package.attribute``) is a module: the attribute's value at run time
        where the package is imported (a package may bind a name over a submodule's)."""
        parent, _, attribute = name.rpartition(".")
        loaded = sys.modules.get(parent)
        if loaded is not None and hasattr(loaded, attribute):
            return isinstance(getattr(loaded, attribute), types.ModuleType)
        return self.source_of(name) is not None

    def _real_name(self, name: str) -> str:
        """The name a module ``package.attribute`` has where it is defined: a package may bind a
        submodule of another under its own name (``from .core import config``: ``pkg.config`` is
        ``pkg.core.config``)."""
        parent, _, attribute = name.rpartition(".")
        value = getattr(sys.modules.get(parent), attribute, None)
        real = getattr(value, "__name__", None) if isinstance(value, types.ModuleType) else None
        return real if isinstance(real, str) and real != name and self.source_of(real) is not None else name

    # ---- one name of one module

    def _bind(self, state: _State, name: str, what: tuple) -> None:
        known = state.names.get(name, what)
        if known != what:
            # Two bindings of one name (``from typing import Any`` and ``from warp import Any``) are
            # one when they give the same object where the package runs.
            first, second = self._value(name, known), self._value(name, what)
            if first is _MISSING or first is not second:
                raise Unresolved("name-clash", f"{name!r} names different definitions in the modules it needs")
            return
        state.names[name] = what

    def _value(self, name: str, what: tuple):
        """The object a binding gives ``name`` in the imported package (``_MISSING`` when unknown)."""
        kind = what[0]
        if kind == "import":
            namespace: dict = {}
            try:
                exec(what[1], namespace)  # an import of an installed package, already imported here
            except Exception:
                return _MISSING
            return namespace.get(name, _MISSING)
        module = sys.modules.get(self._kernel_module if kind == "kernel module" else kind)
        return getattr(module, name, _MISSING) if module is not None else _MISSING

    def _absolute(self, module: _Module, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        return importlib.util.resolve_name("." * node.level + (node.module or ""), module.package or module.name)

    def _request(self, state: _State, user: str, module_name: str, name: str, kernel_module: str) -> str:
        """Bring in the definition of ``name`` in ``module_name`` for ``user``; returns the name it is bound to."""
        if module_name == kernel_module:
            raise Unresolved("import-cycle", f"{module_name} imports its own definitions back ({name})")
        uses = state.uses.setdefault(user, [])
        if module_name not in uses:
            uses.append(module_name)
        module = self._module(module_name)
        if name not in module.binders:
            raise Unresolved("imports-harvested-code", f"{name!r} is not defined at the top level of {module_name}")
        key = (module_name, name)
        if key not in state.resolving:
            state.resolving.add(key)
            for index in module.binders[name]:
                self._statement(state, module, index, {name}, kernel_module)
        return name

    def _namespace(self, state: _State, user: str, bound: str, target: str, chains) -> None:
        """``bound`` names the harvested module ``target``: a namespace of what is used of it."""
        self._bind(state, bound, ("namespace", target))
        state.namespaces.setdefault(bound, (target, user))
        users = state.users.setdefault(bound, [])
        if user not in users:
            users.append(user)
        state.chains.setdefault(bound, set()).update(chains)

    def _import_alias(self, state: _State, module: _Module, node, alias: ast.alias, chains, kernel_module: str) -> None:
        """One name an import statement binds: resolved from harvested code or kept as an import."""
        bound = alias.asname or alias.name.split(".")[0]
        if isinstance(node, ast.Import):
            if self.harvested(alias.name):
                target = alias.name if alias.asname else alias.name.split(".")[0]
                self._namespace(state, module.name, bound, target, chains.get(bound, ()))
                return
            line = ast.unparse(ast.Import(names=[alias]))
        else:
            source = self._absolute(module, node)
            if self.harvested(source):
                if alias.name == "*":
                    raise Unresolved("imports-harvested-code", f"{module.name} star-imports {source}")
                if self._is_module(f"{source}.{alias.name}"):
                    target = self._real_name(f"{source}.{alias.name}")
                    self._namespace(state, module.name, bound, target, chains.get(bound, ()))
                    return
                real = self._request(state, module.name, source, alias.name, kernel_module)
                if bound != real:
                    line = f"{bound} = {real}"
                    self._bind(state, bound, ("alias", line))
                    lines = state.aliases.setdefault(module.name, [])
                    if line not in lines:
                        lines.append(line)
                return
            line = ast.unparse(ast.ImportFrom(module=source, names=[alias], level=0))
        self._bind(state, bound, ("import", line))
        if line not in state.imports:
            state.imports.append(line)

    def _statement(self, state: _State, module: _Module, index: int, names: set[str], kernel_module: str) -> None:
        node = module.body[index]
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:  # the attribute chains are those of the statement that needs it
                if (alias.asname or alias.name.split(".")[0]) in names or alias.name == "*":
                    self._import_alias(state, module, node, alias, self._pending, kernel_module)
            return
        chosen = state.chosen.setdefault(module.name, set())
        if index in chosen:
            return
        chosen.add(index)
        for bound in _bound_names(node):
            self._bind(state, bound, (module.name, index))
        saved, self._pending = self._pending, _chains([node])
        try:
            for free in sorted(_free_names(node) - _bound_names(node)):
                for j in module.binders.get(free, []):
                    self._statement(state, module, j, {free}, kernel_module)
            # A @wp.func_replay / @wp.func_grad of a function brought in comes with it.
            for bound in sorted(_bound_names(node)):
                for j in module.attached.get(bound, []):
                    self._statement(state, module, j, _bound_names(module.body[j]), kernel_module)
        finally:
            self._pending = saved

    # ---- the whole source

    def _resolve_namespaces(self, state: _State, kernel_module: str) -> dict[str, str]:
        """name -> the statements that build its module object (definitions requested on the way)."""
        done: dict[str, tuple] = {}
        while True:
            todo = {n: frozenset(c) for n, c in state.chains.items() if done.get(n) != frozenset(c)}
            if not todo:
                break
            for name, chains in todo.items():
                target, _ = state.namespaces[name]
                done[name] = chains
                for user in state.users[name]:  # each user comes after the modules it takes from
                    self._tree(state, user, target, chains, kernel_module)
        return {
            name: "\n".join(self._module_lines(name, target, state.chains[name]))
            for name, (target, _) in state.namespaces.items()
        }

    def _tree(self, state: _State, user: str, target: str, chains, kernel_module: str) -> None:
        heads: dict[str, set[tuple[str, ...]]] = {}
        for chain in chains:
            heads.setdefault(chain[0], set()).add(chain[1:])
        for head, rests in sorted(heads.items()):
            rests = {r for r in rests if r}
            if rests and self._is_module(f"{target}.{head}"):
                self._tree(state, user, self._real_name(f"{target}.{head}"), rests, kernel_module)
            else:
                self._request(state, user, target, head, kernel_module)

    def _module_lines(self, path: str, target: str, chains) -> list[str]:
        """Statements that make ``path`` a module object holding what ``chains`` use of ``target``."""
        heads: dict[str, set[tuple[str, ...]]] = {}
        for chain in chains:
            heads.setdefault(chain[0], set()).add(chain[1:])
        lines = [f"{path} = ModuleType({target!r})"]
        for head, rests in sorted(heads.items()):
            rests = {r for r in rests if r}
            if rests and self._is_module(f"{target}.{head}"):
                lines += self._module_lines(f"{path}.{head}", self._real_name(f"{target}.{head}"), rests)
            else:
                lines.append(f"{path}.{head} = {head}")
        return lines

    def close(self, slice_source: str, kernel_module: str) -> tuple[str, tuple[str, ...]]:
        """(standalone source, names of the functions the definitions brought in add) for a kernel
        slice whose harvested imports are absolute. Raises ``Unresolved``."""
        tree = ast.parse(slice_source)
        lines = slice_source.splitlines(keepends=True)
        state = _State()
        self._kernel_module = kernel_module
        own = _Module(kernel_module, "", [], [])
        nodes = [n for n in tree.body if not isinstance(n, ast.Import | ast.ImportFrom)]
        for node in nodes:
            for bound in _bound_names(node):
                self._bind(state, bound, ("kernel module", bound))
        self._pending = _chains(nodes)
        for node in tree.body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                for alias in node.names:
                    self._import_alias(state, own, node, alias, self._pending, kernel_module)
        namespaces = self._resolve_namespaces(state, kernel_module)
        if namespaces:
            line = "from types import ModuleType"
            self._bind(state, "ModuleType", ("import", line))
            if line not in state.imports:
                state.imports.append(line)

        order: list[str] = []  # modules after those they take definitions from

        def visit(name: str, path: set[str]) -> None:
            for used in state.uses.get(name, []):
                if used not in order and used not in path:
                    visit(used, path | {used})
            if name not in order:
                order.append(name)

        visit(kernel_module, {kernel_module})
        order = [m for m in order if m != kernel_module]
        future = self.future.get(kernel_module) or self._module_has_future(kernel_module)
        future = future or any(self.future.get(m) for m in order if state.chosen.get(m))
        parts = ["from __future__ import annotations\n\n"] if future else []
        parts += ["\n".join(state.imports) + "\n\n"] if state.imports else []
        # A module object another module's statements use (``kernel = utils.kernel``, a decorator
        # ``@utils.func``) is built before that module's statements; one only the kernel's module
        # uses, just before the kernel's.
        before: dict[str, list[str]] = {}
        for ns in sorted(namespaces):
            users = [m for m in order if m in state.users.get(ns, ())]
            if users:
                before.setdefault(users[0], []).append(ns)
        functions: list[str] = []
        for name in order:
            parts += [f"{line}\n" for line in state.aliases.get(name, [])]
            parts += [f"\n{namespaces.pop(ns)}\n" for ns in before.get(name, [])]
            module = self.parsed.get(name)
            for index in sorted(state.chosen.get(name, ())):
                node = module.body[index]
                parts.append(_text(node, module.lines))
                if isinstance(node, ast.FunctionDef):
                    functions.append(node.name)
                elif isinstance(node, ast.ClassDef):
                    functions += [f"{node.name}__{m.name}" for m in node.body if isinstance(m, ast.FunctionDef)]
        parts += [f"{line}\n" for line in state.aliases.get(kernel_module, [])]
        parts += [f"\n{lines}\n" for _, lines in sorted(namespaces.items())]
        parts += [_text(node, lines) for node in nodes]
        source = "".join(parts).lstrip("\n")
        source = re.sub(r"\n{4,}", "\n\n\n", source).rstrip("\n") + "\n"
        leftover = sorted({m for m in _imported_modules(source) if self.harvested(m)})
        if leftover:
            raise Unresolved("imports-harvested-code", f"still imports {', '.join(leftover)}")
        return source, tuple(dict.fromkeys(functions))

    def _module_has_future(self, name: str) -> bool:
        try:
            self._module(name)
        except Unresolved:
            return False
        return self.future.get(name, False)


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
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module != "__future__":
            found.append(node.module or "")
    return found
