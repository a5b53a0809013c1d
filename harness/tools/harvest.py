"""`make harvest`: (Python -> generated code) pairs from existing Warp code, not generated code.

    python -m harness.tools.harvest warp.examples warp.fem warp.optim --out data/harvest

Each FROM item is a module or package name (``warp.examples``), or a path to a ``.py`` file or
a folder. Packages and folders are walked (sub-packages without ``__init__.py`` included;
``__main__.py`` and ``setup.py`` left out), every module is imported, and every ``@wp.kernel`` found is recorded: module-level kernels,
kernels in classes of the module, and every kernel Warp registered for the module while it
was imported. A generic kernel is recorded through the overloads it already has; harvest
creates none. Each kernel becomes one case in the golden-file format (``OUT/cases/harvested/``,
family ``harvested``, seed null, plus ``origin``, ``license`` and ``standalone`` keys), then
the cases are exported like `make dataset` does (shards and dataset card in OUT).

Importing a module executes its code. Only harvest code you would run. Harvest itself only
generates code: while modules are imported and kernels are processed, every Warp module load
(compile) and kernel launch is refused, so a module that launches a kernel at import fails
with the reason `launches-at-import` (kernels it defined before that are still harvested).
Settings an import changes in ``wp.config`` are undone after it, and applied again while the
code of that module's kernels is generated (as they would be when the module runs).

The generated code of a pair is what Warp generates for the kernel as it lives in its own
module: the kernel built with its module's options, together with the functions and structs
it uses (not the module's other kernels); absolute source paths in Warp's comments are made
relative to the import path. ``python_source`` is the smallest standalone module that
reproduces it where one can be built: the kernel (in a class of the same name if it is defined
in a class) plus the top-level statements of its module it needs (imports, constants,
``@wp.func``, ``@wp.struct``, module options, overload declarations), kept only when loading it
on its own generates the same code, line numbers, file names, and the counts Warp appends to
function names aside. It may import installed packages, not the code being harvested.
Otherwise ``python_source`` is the kernel's own source and ``standalone`` is false.

All modules are imported into this one process, in FROM order: state one module leaves in
Warp (a module named with ``@wp.kernel(module="name")`` that several share, the per-process
count in a ``@wp.func``'s native name) can show in the code of another's kernels. The output
of one command is reproducible; the same kernel harvested with a different FROM may differ
there.

Failures are reported, not raised, with one of the reasons in ``REASONS``; the report is
``OUT/harvest-report.json`` and ``OUT/harvest-report.md``, and a summary is printed.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import hashlib
import importlib
import importlib.metadata
import importlib.util
import inspect
import io
import json
import linecache
import os
import re
import shlex
import sys
import textwrap
import time
import warnings
from collections import Counter
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path

import warp as wp

from harness import outdir, warp_api
from harness.generate import golden, loader
from harness.generate.extract import Extraction
from kernels.spec import ArgSpec, KernelSpec

FAMILY = "harvested"

REASONS = {
    "not-found": "a FROM item is neither an importable module nor an existing path",
    "missing-package": "the module imports a package that is not installed",
    "needs-gpu": "the module needs a CUDA device at import (none here)",
    "launches-at-import": "the module launches a kernel or compiles a Warp module at import (refused)",
    "exit-at-import": "the module raised SystemExit at import",
    "import-error": "the module raised another error at import",
    "no-overloads": "a generic kernel with no overloads: no concrete kernel to generate code for",
    "codegen-error": "Warp rejected the kernel at code generation",
    "internal-error": "the harvest itself failed on this kernel (a bug in harness/tools/harvest.py: please report it)",
}


@dataclass
class Failure:
    reason: str  # a key of REASONS
    where: str  # module name, FROM item, or kernel origin
    message: str


@dataclass
class ModuleVisit:
    name: str
    status: str = "ok"  # "ok" or a failure reason
    kernels: int = 0  # kernels found in it
    config_changed: list[str] = field(default_factory=list)  # wp.config settings its import changed (undone)


@dataclass
class Pair:
    case_id: str
    origin: str
    standalone: bool
    standalone_note: str  # why python_source is not standalone ("" when it is)


@dataclass
class Report:
    sources: list[str]
    command: str
    warp_version: str
    modules: list[ModuleVisit] = field(default_factory=list)
    kernels_found: int = 0
    generic_kernels: int = 0
    overloads: int = 0
    kernels_with_pairs: int = 0
    pairs: list[Pair] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0

    def failures_by_reason(self) -> dict[str, int]:
        return dict(sorted(Counter(f.reason for f in self.failures).items()))

    def summary(self) -> dict:
        standalone = sum(p.standalone for p in self.pairs)
        return {
            "modules_visited": len(self.modules),
            "modules_failed": sum(m.status != "ok" for m in self.modules),
            "kernels_found": self.kernels_found,
            "generic_kernels": self.generic_kernels,
            "overloads": self.overloads,
            "kernels_with_pairs": self.kernels_with_pairs,
            "pairs": len(self.pairs),
            "standalone": standalone,
            "not_standalone": len(self.pairs) - standalone,
            "failures_by_reason": self.failures_by_reason(),
            "seconds": round(self.seconds, 1),
        }

    def to_json(self) -> str:
        data = {
            "sources": self.sources,
            "command": self.command,
            "warp_version": self.warp_version,
            "summary": self.summary(),
            "reasons": REASONS,
            "failures": [asdict(f) for f in self.failures],
            "modules": [asdict(m) for m in self.modules],
            "pairs": [asdict(p) for p in self.pairs],
        }
        return json.dumps(data, indent=2, sort_keys=True) + "\n"

    def to_markdown(self) -> str:
        s = self.summary()
        lines = [
            "# Harvest report",
            "",
            f"`{self.command}` with warp-lang {self.warp_version}, {s['seconds']} s.",
            "",
            "| | count |",
            "|---|---|",
            f"| modules visited | {s['modules_visited']} |",
            f"| modules that failed to import | {s['modules_failed']} |",
            f"| kernels found | {s['kernels_found']} |",
            f"| generic kernels (overloads among them) | {s['generic_kernels']} ({s['overloads']}) |",
            f"| kernels with at least one pair | {s['kernels_with_pairs']} |",
            f"| pairs produced | {s['pairs']} |",
            f"| pairs with a standalone python_source | {s['standalone']} |",
            "",
            "## Failures by reason",
            "",
            "| reason | count | meaning |",
            "|---|---|---|",
            *(f"| {r} | {n} | {REASONS[r]} |" for r, n in s["failures_by_reason"].items()),
            "",
            "## Failures",
            "",
            *(f"- **{f.reason}** `{f.where}`: {_one_line(f.message)}" for f in self.failures),
            "",
        ]
        notes = Counter(p.standalone_note.split(":")[0] for p in self.pairs if not p.standalone)
        if notes:
            lines += ["## Pairs without a standalone python_source", "", "| why | pairs |", "|---|---|"]
            lines += [f"| {why} | {n} |" for why, n in sorted(notes.items())] + [""]
        return "\n".join(lines)

    def print_summary(self, file=None) -> None:
        s = self.summary()
        print(
            f"harvest: {s['modules_visited']} modules visited ({s['modules_failed']} failed to import), "
            f"{s['kernels_found']} kernels found ({s['generic_kernels']} generic, {s['overloads']} overloads), "
            f"{s['pairs']} pairs from {s['kernels_with_pairs']} kernels ({s['standalone']} standalone) "
            f"in {s['seconds']} s",
            file=file,
        )
        for reason, n in s["failures_by_reason"].items():
            print(f"  {reason}: {n}", file=file)


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --------------------------------------------------------------------------- finding modules


def _is_identifier(name: str) -> bool:
    return name.isidentifier() and not name.startswith(".")


# Never imported by a walk: a package's own __init__ (imported as the package) and
# __main__ (its command line), and setup.py (a build script).
_NOT_MODULES = {"__init__", "__main__", "setup"}


def _children(prefix: str, paths) -> list[str]:
    """Module names directly inside a package's (or a folder's) paths; folders without
    ``__init__.py`` that hold Python files are namespace packages and are walked too."""
    names = []
    for path in paths:
        path = Path(path)
        if not path.is_dir():
            continue
        for entry in sorted(path.iterdir()):
            if entry.name.startswith(".") or entry.name == "__pycache__":
                continue
            if (
                entry.suffix == ".py"
                and entry.is_file()
                and entry.stem not in _NOT_MODULES
                and _is_identifier(entry.stem)
            ):
                names.append(entry.stem)
            elif entry.is_dir() and _is_identifier(entry.name) and any(entry.rglob("*.py")):
                names.append(entry.name)
    full = [f"{prefix}.{n}" if prefix else n for n in names]
    return list(dict.fromkeys(full))


def _package_root(path: Path) -> tuple[Path, str]:
    """(folder to put on sys.path, dotted module name) of a .py file or package folder."""
    path = path.resolve()
    parts = [path.stem if path.is_file() else path.name]
    parent = path.parent
    while (parent / "__init__.py").exists():
        parts.insert(0, parent.name)
        parent = parent.parent
    return parent, ".".join(parts)


def _resolve(item: str) -> tuple[str | None, list[str], str]:
    """(sys.path entry or None, top-level module names, "module" | "file" | "package" | "folder" | "not-found")."""
    path = Path(item)
    if path.exists():
        if path.is_file():
            entry, name = _package_root(path)
            return str(entry), [name], "file"
        if (path / "__init__.py").exists():
            entry, name = _package_root(path)
            return str(entry), [name], "package"
        return str(path.resolve()), _children("", [path]), "folder"
    if not all(part.isidentifier() for part in item.split(".")):
        return None, [], "not-found"  # neither a path that exists nor a module name
    return None, [item], "module"


# --------------------------------------------------------------------------- importing


def _error_chain(error: BaseException) -> list[BaseException]:
    chain: list[BaseException] = []
    while error is not None and error not in chain:
        chain.append(error)
        error = error.__cause__ or error.__context__
    return chain


def _message(error: BaseException) -> str:
    return _one_line(f"{type(error).__name__}: {error}", 500)


_GPU = re.compile(r"\bcuda\b|\bgpu\b", re.IGNORECASE)
_NEEDS_PACKAGE = re.compile(r"requires? the ([\w.\-]+) (?:package|module|library)|pip install ([\w.\-]+)", re.I)


def classify_import_error(error: BaseException, module: str, harvested) -> tuple[str, str]:
    """(reason, message) for an error raised while importing ``module``.

    ``harvested(name)`` says whether a module name belongs to what is being harvested: a
    missing module of our own is an import error (or not-found for a FROM name), not a
    missing package.
    """
    chain = _error_chain(error)
    message = _message(error)
    if any(isinstance(e, warp_api.LoadRefused) for e in chain):
        return "launches-at-import", message
    if isinstance(error, SystemExit):
        return "exit-at-import", f"SystemExit: {error.code!r}"
    for e in chain:
        if isinstance(e, ModuleNotFoundError) and e.name:
            if e.name == module or module.startswith(e.name + "."):
                return "not-found", message
            if not harvested(e.name):
                return "missing-package", f"{e.name.split('.')[0]}: {message}"
    text = " ".join(str(e) for e in chain)
    if _GPU.search(text):
        return "needs-gpu", message
    match = _NEEDS_PACKAGE.search(text)
    if match and isinstance(error, ImportError):
        return "missing-package", f"{match.group(1) or match.group(2)}: {message}"
    return "import-error", message


def _partial_namespace(error: BaseException, name: str) -> dict | None:
    """The globals a module had when its import raised (kernels defined before the error)."""
    tb = error.__traceback__
    found = None
    while tb is not None:
        frame = tb.tb_frame
        if frame.f_code.co_name == "<module>" and frame.f_globals.get("__name__") == name:
            found = frame.f_globals
        tb = tb.tb_next
    return found


# --------------------------------------------------------------------------- standalone sources


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


def slice_module(
    module_source: str, module_name: str, package: str | None, qualname: str, first_line: int, overloads: bool = True
) -> Slice:
    """The top-level statements of a module that the kernel ``qualname`` (defined at ``first_line``) needs.

    A kernel defined in a class keeps its qualified name (which names its generated code) in a
    class of the same name holding only the kernel. Raises ValueError when the kernel is not
    defined at the top level or in a top-level class. ``overloads``: keep the module's top-level
    overload declarations of the kernel.
    """
    tree = ast.parse(module_source)
    body = [n for n in tree.body if not _is_main_guard(n)]
    lines = module_source.splitlines(keepends=True)
    start, member = _find_kernel(body, qualname, first_line)
    kernel_name = qualname.split(".")[0]
    binders: dict[str, list[int]] = {}
    star_imports = [i for i, n in enumerate(body) if isinstance(n, ast.ImportFrom) and n.names[0].name == "*"]
    for i, node in enumerate(body):
        for name in _bound_names(node):
            binders.setdefault(name, []).append(i)

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
            for j in binders.get(name, star_imports):
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


def overload_declaration(slice_: Slice, kernel_name: str, arg_types: list, namespace: dict) -> str | None:
    """``wp.overload(kernel, [...])`` for an overload the module made at run time, or None.

    Structs are named as the module's globals name them, when the slice defines them.
    """
    names = {v: k for k, v in namespace.items() if k in slice_.bound and warp_api.is_struct(v)}
    exprs = [warp_api.type_expression(t, names) for t in arg_types]
    if any(e is None for e in exprs):
        return None
    prefix = "" if namespace.get("wp") is wp and "wp" in slice_.bound else "import warp as wp\n"
    if not prefix and "wp" not in slice_.bound:
        return None
    return f"{prefix}{slice_.source.rstrip()}\n\n\nwp.overload({kernel_name}, [{', '.join(exprs)}])\n"


def _normalise(text: str, files: tuple[str, ...], names: dict[str, str], functions: tuple[str, ...]) -> str:
    """Generated code with what depends on where and when it was defined taken out.

    Line numbers and source file names; ``names`` (the kernel's mangled name: its hash covers
    the native names of the functions it calls); and the number Warp appends to a
    ``@wp.func``'s native name, which counts the functions of that name this process made.
    """
    for name in files:
        if name:
            text = text.replace(name, "<file>")
    text = re.sub(r"<file>:\d+", "<file>", text)
    text = re.sub(r"<L \d+>", "<L>", text)
    text = re.sub(r'#line \d+ "<file>"', "#line", text)
    for name, placeholder in names.items():
        text = text.replace(name, placeholder)
    for function in functions:
        text = re.sub(rf"(?<![A-Za-z0-9]){re.escape(function)}_\d+(?![A-Za-z0-9_])", f"{function}_N", text)
    return text


def _own_source(func) -> str:
    try:
        text = inspect.getsource(func)
    except (OSError, TypeError):
        text = ""
    return textwrap.dedent(text) if text.strip() else ""


# --------------------------------------------------------------------------- licenses


@cache
def _distributions() -> dict[str, list[str]]:
    return importlib.metadata.packages_distributions()


@cache
def license_of(module_name: str) -> str | None:
    """License declared by the distribution that provides ``module_name``'s top-level package."""
    top = module_name.split(".")[0]
    for dist in _distributions().get(top, []):
        try:
            meta = importlib.metadata.metadata(dist)
        except importlib.metadata.PackageNotFoundError:
            continue
        for key in ("License-Expression", "License"):
            value = (meta.get(key) or "").strip()
            if value and value.upper() != "UNKNOWN" and "\n" not in value and len(value) <= 100:
                return value
        classifiers = [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
        if classifiers:
            return classifiers[0].split("::")[-1].strip()
    return None


# --------------------------------------------------------------------------- the harvest


def _implementation_package(python_module: str, warp_module: str, prefix: str) -> str | None:
    """Where a harvested package ``prefix`` keeps its code, seen from one of its kernels.

    Warp files a kernel of ``warp._src.fem.geometry.grid`` under the Warp module
    ``warp.fem.geometry.grid``: for the prefix ``warp.fem`` the code is in ``warp._src.fem``.
    """
    py, wm = python_module.split("."), warp_module.split(".")
    rest = len(wm) - len(prefix.split("."))
    if py == wm or rest < 0 or len(py) <= rest or (rest and py[-rest:] != wm[-rest:]):
        return None
    return ".".join(py[: len(py) - rest])


# wp.config settings each module's import changed, by module name (a module is imported once per process).
_CONFIG_AT_IMPORT: dict[str, dict] = {}


def case_id_of(origin: str) -> str:
    return f"{FAMILY}-{hashlib.sha1(origin.encode()).hexdigest()[:12]}"


def _write_case(folder: Path, case_id: str, files: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for suffix in golden.SUFFIXES:  # json last: its presence marks a complete case
        path = folder / f"{case_id}.{suffix}"
        tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
        tmp.write_text(files[suffix])
        tmp.replace(path)


class Harvester:
    def __init__(self, sources: list[str], cases_root: Path, command: str):
        self.sources = sources
        self.folder = Path(cases_root) / FAMILY
        self.command = command
        self.report = Report(sources=list(sources), command=command, warp_version=warp_api.warp_version())
        self.visits: dict[str, ModuleVisit] = {}
        self.prefixes: set[str] = set()  # module names whose kernels (and Warp modules) are harvested
        self.kernels: dict[int, object] = {}
        # wp.config settings each kernel's module import left (undone after it, applied to its codegen)
        self.config: dict[int, dict] = {}

    # ---- finding kernels

    def harvested(self, name: str) -> bool:
        return any(name == p or name.startswith(p + ".") for p in self.prefixes)

    def _import(self, name: str, visit: ModuleVisit) -> tuple[dict | None, dict]:
        """(the module's globals, even partial ones after an error, or None; wp.config settings it changed)."""
        config = warp_api.config_snapshot()
        cwd, argv, path = os.getcwd(), list(sys.argv), list(sys.path)
        already = name in sys.modules
        output = io.StringIO()
        namespace = None
        try:
            with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                namespace = vars(importlib.import_module(name))
        except KeyboardInterrupt:
            raise
        except BaseException as error:
            reason, message = classify_import_error(error, name, self.harvested)
            visit.status = reason
            self.report.failures.append(Failure(reason, name, message))
            namespace = _partial_namespace(error, name)
            error.__traceback__ = None
        finally:
            after = warp_api.config_snapshot()
            visit.config_changed = warp_api.restore_config(config)
            os.chdir(cwd)
            sys.argv[:] = argv
            sys.path[:] = path
        if already:  # imported before (an earlier harvest in this process): what its import did then
            visit.config_changed = sorted(_CONFIG_AT_IMPORT.get(name, {}))
            return namespace, _CONFIG_AT_IMPORT.get(name, {})
        changes = {k: after[k] for k in visit.config_changed if k in after}
        if name in sys.modules:
            _CONFIG_AT_IMPORT[name] = changes
        return namespace, changes

    def _visit(self, name: str) -> None:
        if name in self.visits:
            return
        visit = self.visits[name] = ModuleVisit(name)
        self.report.modules.append(visit)
        self.prefixes.add(name)
        namespace, config = self._import(name, visit)
        if namespace is not None:
            visit.kernels = self._collect(namespace, name, config)
        module = sys.modules.get(name)
        if namespace is not None and module is not None and hasattr(module, "__path__"):
            for child in _children(name, list(module.__path__)):
                self._visit(child)

    def _add(self, kernel, config: dict) -> bool:
        func = kernel.func
        if not (self.harvested(getattr(func, "__module__", "") or "") or self.harvested(warp_api.module_name(kernel))):
            return False  # imported from code that is not being harvested
        if id(kernel) in self.kernels:
            return False
        self.kernels[id(kernel)] = kernel
        self.config[id(kernel)] = config
        return True

    def _collect(self, namespace: dict, name: str, config: dict) -> int:
        count = 0
        for value in list(namespace.values()):
            if isinstance(value, wp.Kernel):
                count += self._add(value, config)
            elif isinstance(value, type) and getattr(value, "__module__", None) == name:
                for member in list(vars(value).values()):
                    if isinstance(member, wp.Kernel):
                        count += self._add(member, config)
        return count

    def find(self) -> None:
        for item in self.sources:
            entry, names, kind = _resolve(item)
            if entry is not None:
                sys.path.insert(0, entry)
            if kind == "module":
                self.prefixes.add(item)
            if kind == "not-found":
                self.report.failures.append(Failure("not-found", item, "no such file or folder, and not a module name"))
            for name in names:
                self._visit(name)
        for kernel in warp_api.registered_kernels(sorted(self.prefixes)):
            if self._add(kernel, {}):
                visit = self.visits.get(kernel.func.__module__)
                if visit is not None:
                    visit.kernels += 1
        # Code a harvested package keeps elsewhere (warp.fem's in warp._src.fem) is harvested code too.
        implementations = set()
        for kernel in self.kernels.values():
            module, warp_module = kernel.func.__module__, warp_api.module_name(kernel)
            if not self.harvested(module):
                prefix = max((p for p in self.prefixes if warp_module == p or warp_module.startswith(p + ".")), key=len)
                implementations.add(_implementation_package(module, warp_module, prefix))
        self.prefixes |= implementations - {None}

    # ---- kernels -> cases

    def _origin(self, kernel, concrete) -> str:
        func = kernel.func
        origin = f"{func.__module__}:{func.__qualname__}"
        if warp_api.is_generic(kernel):
            types = ", ".join(warp_api.type_name(t) for _, t in warp_api.kernel_arguments(concrete))
            origin += f"[{types}]"
        return origin

    def _standalone(self, kernel, concrete, case_id: str, code: dict) -> tuple[str, bool, str]:
        """(python_source, standalone, why not) for one concrete kernel."""
        func = kernel.func
        own = _own_source(func) or textwrap.dedent(warp_api.kernel_source(concrete))
        filename = inspect.getsourcefile(func) or ""
        module_source = "".join(linecache.getlines(filename, func.__globals__)) if filename else ""
        if not module_source:
            return own, False, "module source not available"
        where = (
            module_source,
            func.__module__,
            func.__globals__.get("__package__"),
            func.__qualname__,
            func.__code__.co_firstlineno,
        )
        try:
            piece = slice_module(*where)
        except (SyntaxError, ValueError) as error:
            return own, False, f"not a top-level definition: {_one_line(str(error), 200)}"
        inside = [m for m in piece.imports if m == func.__module__ or self.harvested(m)]
        if inside:
            return own, False, f"imports harvested code: {', '.join(sorted(set(inside)))}"
        candidates = [piece.source]
        if warp_api.is_generic(kernel):
            # Best: the kernel and a declaration of this overload only, so that each overload's
            # source is its own; else the module's own overload declarations.
            alone = slice_module(*where, overloads=False)
            types = [t for _, t in warp_api.kernel_arguments(concrete)]
            declared = overload_declaration(alone, func.__name__, types, func.__globals__)
            if declared is not None:
                candidates.insert(0, declared)
        why = ""
        config = self.config.get(id(kernel), {})
        for source in candidates:
            why = self._reproduces(source, piece.functions, concrete, case_id, code, filename, config)
            if not why:
                return source, True, ""
        return own, False, why

    def _reproduces(
        self, source: str, functions, concrete, case_id: str, code: dict, filename: str, config: dict
    ) -> str:
        """ "" when ``source`` loaded on its own gives the kernel's code; else why not."""
        qualname = concrete.func.__qualname__
        with warp_api.config_applied(config):
            try:
                standalone = loader.load_kernel(case_id, source, qualname)
            except loader.KernelRejected as error:
                return f"does not load on its own: {_one_line(str(error.error), 200)}"
            try:
                twin = warp_api.overload(standalone, warp_api.kernel_signature(concrete))
                if twin is None:
                    return "overload made at run time, not declared at the top level"
                files = (filename, f"{case_id}.py")
                for target, original in code.items():
                    again = warp_api.generate_code(twin, target, kernel_only=True)
                    names = {original.mangled_name: "<kernel>", again.mangled_name: "<kernel>"}
                    if _normalise(again.module, files, names, functions) != _normalise(
                        original.module, files, names, functions
                    ):
                        return f"generates different {target} code on its own"
            except Exception as error:
                return f"does not generate on its own: {_message(error)}"
            finally:
                # A kernel declared with module="name" joined that (shared) Warp module: leave it registered.
                own = warp_api.module_name(standalone) == loader.module_name(case_id)
                loader.unload(case_id, standalone if own else None)
        return ""

    def _case(self, kernel, concrete) -> tuple[str, dict] | None:
        origin = self._origin(kernel, concrete)
        try:
            with warp_api.config_applied(self.config.get(id(kernel), {})):
                code = {t: warp_api.generate_code(concrete, t, kernel_only=True) for t in warp_api.TARGETS}
        except Exception as error:
            self.report.failures.append(Failure("codegen-error", origin, _message(error)))
            return None
        return origin, code

    def extract(self) -> None:
        kernels = sorted(
            self.kernels.values(),
            key=lambda k: (k.func.__module__, k.func.__qualname__, k.func.__code__.co_firstlineno, k.key),
        )
        self.report.kernels_found = len(kernels)
        made: list[tuple[object, object, str, dict]] = []
        for kernel in kernels:
            concrete = warp_api.concrete_kernels(kernel)
            if warp_api.is_generic(kernel):
                self.report.generic_kernels += 1
                self.report.overloads += len(concrete)
                if not concrete:
                    origin = f"{kernel.func.__module__}:{kernel.func.__qualname__}"
                    self.report.failures.append(Failure("no-overloads", origin, "generic kernel without overloads"))
            produced = False
            for each in concrete:
                result = self._case(kernel, each)
                if result is not None:
                    made.append((kernel, each, *result))
                    produced = True
            self.report.kernels_with_pairs += produced

        # Kernels made by one factory share a qualified name: tell them apart by Warp's content hash.
        contents: dict[str, set[str]] = {}
        for _, _, origin, code in made:
            contents.setdefault(origin, set()).add(code["cpu"].mangled_name)
        written: set[str] = set()
        for kernel, concrete, origin, code in made:
            if len(contents[origin]) > 1:
                origin += "@" + code["cpu"].mangled_name.rsplit("_", 1)[-1]
            case_id = case_id_of(origin)
            if case_id in written:
                continue  # the same kernel twice (a module imported again after a failure)
            written.add(case_id)
            try:
                self._write(kernel, concrete, origin, case_id, code)
            except Exception as error:  # one kernel must not end the harvest
                written.discard(case_id)
                self.report.failures.append(Failure("internal-error", origin, _message(error)))
        if self.folder.exists():
            for stale in self.folder.iterdir():
                if stale.name.split(".")[0] not in written:
                    stale.unlink()

    def _write(self, kernel, concrete, origin: str, case_id: str, code: dict) -> None:
        source, standalone, note = self._standalone(kernel, concrete, case_id, code)
        code = {target: warp_api.relocate(c, sys.path) for target, c in code.items()}
        spec = KernelSpec(
            case_id=case_id,
            family=FAMILY,
            seed=None,
            kernel_name=kernel.func.__name__,
            source=source,
            args=tuple(_arg_spec(n, t) for n, t in warp_api.kernel_arguments(concrete)),
            launch_dim=(),
            gradcheck_na="harvested kernel: its launch inputs are unknown",
            finite_outputs=False,
        )
        extraction = Extraction(spec=spec, code=code, warp_version=warp_api.warp_version())
        extra = {"origin": origin, "license": license_of(kernel.func.__module__), "standalone": standalone}
        _write_case(self.folder, case_id, golden.render(extraction, extra=extra, regenerate=self.command))
        self.report.pairs.append(Pair(case_id, origin, standalone, note))


def _arg_spec(name: str, t) -> ArgSpec:
    """An argument as the spec records it. Shapes and roles are a launch's business, unknown here:
    arrays may be read and written (``inout``), values passed by copy are inputs."""
    if warp_api.is_array_type(t):
        if warp_api.is_struct(t.dtype):
            return ArgSpec(name=name, kind="struct_array", dtype=_struct_name(t.dtype), role="inout")
        return ArgSpec(name=name, kind="array", dtype=warp_api.type_name(t.dtype), role="inout")
    if warp_api.is_struct(t):
        return ArgSpec(name=name, kind="struct", dtype=_struct_name(t))
    return ArgSpec(name=name, kind="scalar", dtype=warp_api.type_name(t))


def _struct_name(t) -> str:
    return warp_api.type_name(t).rsplit(".", 1)[-1]


def harvest(sources: list[str], cases_root: Path, command: str = "") -> Report:
    """Harvest every kernel of ``sources`` into ``cases_root/harvested/``; failures go into the report.

    Importing a module executes its code; no kernel is launched and no Warp module is loaded.
    """
    command = command or "make harvest FROM=" + shlex.quote(" ".join(sources))
    started = time.perf_counter()
    harvester = Harvester(sources, cases_root, command)
    saved_path = list(sys.path)
    try:
        with warp_api.codegen_only():
            harvester.find()
            harvester.extract()
    finally:
        sys.path[:] = saved_path
    harvester.report.seconds = time.perf_counter() - started
    return harvester.report


def write_report(report: Report, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    outdir.write_atomic(out / "harvest-report.json", report.to_json().encode())
    outdir.write_atomic(out / "harvest-report.md", report.to_markdown().encode())


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="make harvest",
        description="Harvest (Python -> generated code) pairs from existing Warp code.",
        epilog=(
            "WARNING: importing a module executes its code; harvest only the code you would run. "
            "Harvest never launches a kernel: Warp module loads and kernel launches are refused "
            "while modules are imported and their kernels' code is generated."
        ),
    )
    parser.add_argument("sources", nargs="+", metavar="FROM", help="module or package name, .py file, or folder")
    parser.add_argument(
        "--out", type=Path, default=Path("data") / "harvest", help="output folder (default data/harvest)"
    )
    parser.add_argument(
        "--no-export", action="store_true", help="write OUT/cases/harvested and the report, without exporting shards"
    )
    parser.add_argument("--strict", action="store_true", help="exit non-zero when anything failed")
    parser.add_argument(
        "--wait", type=int, choices=(0, 1), default=1, help="1: wait for another run that holds OUT; 0: exit 2 at once"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    missing = surely_missing(args.sources)
    if missing:  # a typo, most likely: say so before anything is imported or written
        return _not_found(missing)
    return outdir.cli(lambda: _prepared_run(args), "make harvest")  # file system faults: one line, exit 2


def _prepared_run(args) -> int:
    out = outdir.prepare(args.out)
    with outdir.locked(out, wait=bool(args.wait), command="make harvest"):
        return _run(args, out)


def surely_missing(sources: list[str]) -> list[str]:
    """FROM items that are neither a path nor a module whose top-level package exists (found
    without importing anything; a missing submodule shows only when its package is imported)."""
    missing = []
    for item in sources:
        kind = _resolve(item)[2]
        if kind == "not-found" or (kind == "module" and importlib.util.find_spec(item.split(".")[0]) is None):
            missing.append(item)
    return missing


def _not_found(items: list[str]) -> int:
    names = ", ".join(repr(m) for m in items)
    print(
        f"make harvest: FROM {names}: not found (no such file or folder, and no module of that name)", file=sys.stderr
    )
    return 2


def _run(args: argparse.Namespace, out: Path) -> int:
    command = "make harvest FROM=" + shlex.quote(" ".join(args.sources))
    report = harvest(args.sources, out / "cases", command)
    write_report(report, out)
    missing = [f.where for f in report.failures if f.reason == "not-found" and f.where in args.sources]
    if missing:  # say so rather than export what the other items gave
        return _not_found(missing)
    report.print_summary()
    print(f"report: {out / 'harvest-report.md'}")
    if not args.no_export:
        from harness.export.writer import export, report

        run = {
            "command": command,
            "harvest": args.sources,
            "warp_version": warp_api.warp_version(),
            "cuda_available": warp_api.cuda_available(),
            "codegen_only": True,
        }
        outdir.write_atomic(out / "run.json", (json.dumps(run, indent=2, sort_keys=True) + "\n").encode())
        print(report(export(out / "cases", out, run), out))
    return 1 if args.strict and report.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
