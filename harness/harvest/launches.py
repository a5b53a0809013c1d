"""The block sizes a package launches its kernels with, read from its source (nothing executed).

A tile kernel's code depends on the block size it is built for (``WP_TILE_BLOCK_DIM``, the
shapes of its tiles), and Warp builds a module for the ``block_dim`` a launch asks for. A kernel
is harvested at the block size its package runs it at: the ``block_dim=`` of its
``wp.launch_tiled(...)`` / ``wp.launch(...)`` call sites, found by walking the syntax trees of
the package's files. A value counts when it is an integer literal or a module-level integer
constant of the calling file (``_TILE_BLOCK_DIM = 64``); expressions (``4 if cuda else 256``,
attributes, arguments) say nothing and are skipped.

``rule`` names where the size a row is built for came from (its ``block_dim_rule``):

- ``launch-site``: the one size its call sites use (in the kernel's own module when it has some,
  else anywhere in the package, by the kernel's name);
- ``launch-sites-most-common``: they use several; the most frequent, the smallest of a tie;
- ``module-option``: no call site; the ``block_dim`` its module's options set;
- ``warp-default``: neither; Warp's default, 256.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

from harness.harvest.discovery import _NOT_MODULES

WARP_DEFAULT = 256
_LAUNCHERS = {"launch", "launch_tiled"}


def _int_constants(tree: ast.Module) -> dict[str, int]:
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and type(node.value.value) is int:
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node.value.value
    return found


def _name_of(node) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def file_launches(source: str) -> list[tuple[str, int]]:
    """(kernel name, block_dim) of each launch in ``source`` whose kernel and block size are known."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    constants = _int_constants(tree)
    launches = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _name_of(node.func) not in _LAUNCHERS:
            continue
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        value = keywords.get("block_dim")
        kernel = node.args[0] if node.args else keywords.get("kernel")
        name = _name_of(kernel) if kernel is not None else None
        if value is None or name is None:
            continue
        if isinstance(value, ast.Constant) and type(value.value) is int:
            dim = value.value
        elif isinstance(value, ast.Name) and value.id in constants:
            dim = constants[value.id]
        else:
            continue
        if dim > 0:
            launches.append((name, dim))
    return launches


def _package_folders(names: list[str], paths: list[str]) -> list[tuple[Path, str]]:
    """(folder or file, its module name) of each top-level name, found on disk without importing."""
    found = []
    for name in names:
        top, *rest = name.split(".")
        for base in [*paths, *(p for p in sys.path if p)]:
            place = Path(base, top, *rest)
            if place.is_dir():
                found.append((place, name))
                break
            if place.with_suffix(".py").is_file():
                found.append((place.with_suffix(".py"), name))
                break
    return found


def package_launches(names: list[str], paths: list[str]) -> dict[str, dict[str, dict[str, int]]]:
    """kernel name -> module name -> {block_dim: call sites} over every file of the packages ``names``."""
    table: dict[str, dict[str, Counter]] = {}
    for place, name in _package_folders(names, paths):
        files = [place] if place.is_file() else sorted(place.rglob("*.py"))
        for path in files:
            if path.stem in _NOT_MODULES or "__pycache__" in path.parts:
                continue
            relative = path.relative_to(place.parent if place.is_file() else place).with_suffix("")
            parts = [p for p in relative.parts if p != "__init__"]
            module = ".".join([name, *parts]) if place.is_dir() else name
            try:
                source = path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            if "block_dim" not in source:
                continue
            for kernel, dim in file_launches(source):
                table.setdefault(kernel, {}).setdefault(module, Counter())[dim] += 1
    return {
        k: {m: {str(d): n for d, n in sorted(c.items())} for m, c in sorted(by.items())}
        for k, by in sorted(table.items())
    }


def choose(launches: dict, kernel_name: str, module: str, module_block_dim: int) -> tuple[int, str]:
    """(block_dim, rule) a kernel is harvested at (the module docstring's rules)."""
    by_module = launches.get(kernel_name) or {}
    counts = Counter()
    for each in [by_module[module]] if module in by_module else by_module.values():
        counts.update({int(d): n for d, n in each.items()})
    if counts:
        best = max(counts.items(), key=lambda item: (item[1], -item[0]))[0]
        return best, "launch-site" if len(counts) == 1 else "launch-sites-most-common"
    if module_block_dim != WARP_DEFAULT:
        return module_block_dim, "module-option"
    return WARP_DEFAULT, "warp-default"
