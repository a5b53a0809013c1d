"""The structure of a kernel module: its Python AST with names renamed and literals blanked.

Two kernels have the same structure when they differ only in the names they bind (variables,
arguments, functions, structs) and in their literal constants. The dataset deduplicates and
splits on this hash, so one shape of program never lands in two splits.

    structure("def f(a):\\n    b = a + 1.0\\n")  ==  structure("def g(x):\\n    y = x + 2.5\\n")

Rules:
- every identifier the module binds or reads (``Name``, function arguments, ``def``/``class``
  names, ``global``/``nonlocal`` names) is renamed ``_0``, ``_1``, ... by first appearance;
- names of Python's builtins (``float``, ``int``, ``range``, ``min``, ...) are kept: they are types
  and operations, not choices of the author;
- attribute names (``wp.sin``, ``v.x``), keyword-argument names and imported module names are
  kept for the same reason;
- each literal constant becomes a placeholder of its type (``<float>``, ``<int>``, ``<str>``,
  ``<bool>``, ``<NoneType>``), so ``1.5`` and ``2.0`` match but ``1`` and ``1.0`` do not;
- comments and formatting are not in the AST, so they never matter.

This module is the one implementation of the rule; import it rather than writing another.
"""

from __future__ import annotations

import ast
import builtins
import hashlib

_KEEP = frozenset(dir(builtins))


class _Normaliser(ast.NodeTransformer):
    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def rename(self, name: str) -> str:
        if name in _KEEP:
            return name
        if name not in self.names:
            self.names[name] = f"_{len(self.names)}"
        return self.names[name]

    def visit_Name(self, node: ast.Name) -> ast.AST:
        node.id = self.rename(node.id)
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        node.arg = self.rename(node.arg)
        self.generic_visit(node)  # the annotation
        return node

    def _visit_def(self, node):
        node.name = self.rename(node.name)
        self.generic_visit(node)
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _visit_def

    def visit_Global(self, node: ast.Global) -> ast.AST:
        node.names = [self.rename(n) for n in node.names]
        return node

    visit_Nonlocal = visit_Global

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        return ast.Constant(value=f"<{type(node.value).__name__}>")


def normalise(source: str, tree: ast.Module | None = None) -> str:
    """The normalised AST of a module as text (raises SyntaxError for code that does not parse).

    ``tree``: the module already parsed from ``source``; it is rewritten in place (parse once,
    read it for anything else first)."""
    tree = _Normaliser().visit(ast.parse(source) if tree is None else tree)
    return ast.dump(tree, annotate_fields=False, include_attributes=False)


def structure_hash(source: str, tree: ast.Module | None = None) -> str:
    """A stable hex digest of the module's structure (see the module docstring); ``tree`` as
    for ``normalise``."""
    return hashlib.sha256(normalise(source, tree).encode()).hexdigest()[:32]
