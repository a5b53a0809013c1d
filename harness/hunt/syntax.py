"""What the reducer and the failure signatures read off a kernel's syntax tree: call names, the
names an expression reads, and the expressions that index arrays or bound loops."""

from __future__ import annotations

import ast


def call_name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")


def names_in(node) -> set[str]:
    if node is None:
        return set()
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def index_exprs(tree: ast.Module) -> list[ast.AST]:
    """Expressions that select an element or bound a loop: subscripts' slices, atomic and tile
    indices, range() arguments, while conditions."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript):
            found.append(node.slice)
        elif isinstance(node, ast.Call):
            name = call_name(node)
            if name.startswith("atomic_") or name.startswith("tile_"):
                found.extend(node.args[1:-1] if name.startswith("atomic_") else node.args[1:])
                found.extend(k.value for k in node.keywords)
            elif name in ("range", "len"):
                found.extend(node.args)
        elif isinstance(node, ast.While):
            found.append(node.test)
    return found
