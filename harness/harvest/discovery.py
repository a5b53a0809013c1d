"""Finding the modules of FROM, classifying import failures, and the licence of what is harvested."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import platform
import re
from functools import cache
from pathlib import Path

from harness import warp_api
from harness.harvest.report import _one_line


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


@cache
def distribution_of(module_name: str) -> tuple[str, str] | None:
    """(name, version) of the installed distribution that provides ``module_name``'s top-level
    package, read from its metadata as :func:`license_of` reads the license; None for code no
    installed distribution provides (a folder or file of one's own)."""
    for dist in _distributions().get(module_name.split(".")[0], []):
        try:
            found = importlib.metadata.distribution(dist)
        except importlib.metadata.PackageNotFoundError:
            continue
        return found.metadata["Name"], found.version
    return None


def versions(modules) -> dict[str, str]:
    """What shaped the harvested code, name -> version: Python, warp-lang and the distribution of
    each of ``modules`` (those no distribution provides are left out)."""
    found = {"python": platform.python_version(), "warp-lang": warp_api.warp_version()}
    for name in modules:
        dist = distribution_of(name)
        if dist is not None:
            found.setdefault(*dist)
    return dict(sorted(found.items()))


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


def surely_missing(sources: list[str]) -> list[str]:
    """FROM items that are neither a path nor a module whose top-level package exists (found
    without importing anything; a missing submodule shows only when its package is imported)."""
    missing = []
    for item in sources:
        kind = _resolve(item)[2]
        if kind == "not-found" or (kind == "module" and importlib.util.find_spec(item.split(".")[0]) is None):
            missing.append(item)
    return missing
