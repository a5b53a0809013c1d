"""Rewrites of a kernel's source that preserve its meaning by construction, for the equivalence
oracles (``harness.hunt.oracles``): the variant must compute the same outputs and gradients as the
original. Each takes a module's source and returns the variant's source, or None when the rewrite
does not apply (nothing to rewrite, or a shape it cannot rewrite exactly): the oracle then does not
judge the kernel.

- ``plain_assignments``: ``t op= e`` as ``t = t op (e)`` (local variables and their components;
  never an array element, where ``+=`` is an atomic update);
- ``tuple_assignments``: consecutive independent assignments ``a = e1; b = e2`` joined into
  ``a, b = e1, e2`` (not where a value is an array element or a bare name: the registered
  ``warp-tuple-assign-no-copy``), and tuple assignments of independent values split;
- ``subscripts``: component access by attribute as by subscript (``v.x`` -> ``v[0]``);
- ``inlined``: calls to a ``@wp.func`` whose body is assignments and one final ``return``,
  replaced by that expression (arguments free of side effects only; no custom adjoint);
- ``static_loops``: dynamic loops made static where that is exact (``loops.unrolled``);
- ``per_component``: ``wp.dot``, ``wp.length_sq`` and ``+``/``-`` of vectors of known length
  spelt out component by component.

``loops`` (which loads Warp) is imported inside ``static_loops``: the hunt's driver imports the
checks, which import this module, and never starts Warp.
"""

from __future__ import annotations

import ast
import copy
import re

from harness.hunt import syntax

_COMPONENTS = {"x": 0, "y": 1, "z": 2, "w": 3}
_SIDE_EFFECTS = re.compile(
    r"^(atomic_|rand|tile_|printf$|print$|noise|pnoise|curlnoise|sample_|poisson|mesh_|bvh_|hash_)"
)
_VECTOR = re.compile(r"^vec([234])([hfd]?)$")


def _unparse(tree: ast.Module) -> str:
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def _functions(tree: ast.Module) -> list[ast.FunctionDef]:
    return [n for n in tree.body if isinstance(n, ast.FunctionDef)]


def _array_names(func: ast.FunctionDef) -> set[str]:
    """Arguments annotated as arrays and locals made as arrays or tiles (their elements are not components)."""
    names = set()
    for a in func.args.args:
        ann = a.annotation
        array_call = isinstance(ann, ast.Call) and syntax.call_name(ann).startswith(("array", "indexedarray"))
        subscripted = isinstance(ann, ast.Subscript) and ast.unparse(ann.value).split(".")[-1].startswith("array")
        if array_call or subscripted or (isinstance(ann, ast.Attribute) and ann.attr.startswith(("array", "Tile"))):
            names.add(a.arg)
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            name = syntax.call_name(node.value)
            if name == "zeros" or name.startswith(("tile", "array", "view")):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def _pure(node: ast.AST) -> bool:
    """No call with a side effect or a state (atomics, random numbers, tiles, queries) under ``node``."""
    return not any(isinstance(n, ast.Call) and _SIDE_EFFECTS.match(syntax.call_name(n)) for n in ast.walk(node))


# --------------------------------------------------------------------------- augmented -> plain


def _plain_rewrites(tree: ast.Module):
    """(statement list, index, the ``t op= e`` statement) for each augmented assignment ``plain_assignments``
    rewrites: a local or a component of one (not an array's element), its index free of side effects."""
    for func in _functions(tree):
        arrays = _array_names(func)
        for node in ast.walk(func):
            for field in ("body", "orelse"):
                body = getattr(node, field, None)
                if not isinstance(body, list):
                    continue
                for i, stmt in enumerate(body):
                    if not isinstance(stmt, ast.AugAssign):
                        continue
                    target = stmt.target
                    base = target
                    while isinstance(base, (ast.Attribute, ast.Subscript)):
                        base = base.value
                    if not isinstance(base, ast.Name) or base.id in arrays:
                        continue
                    if isinstance(target, ast.Subscript) and not _pure(target.slice):
                        continue
                    yield body, i, stmt


def component_rewrites(source: str) -> bool:
    """Whether ``plain_assignments`` turns an update of a component or field (``v[0] -= e``, ``v.x += e``,
    ``m[2, 0] -= e``) into an assignment of it from its own value (``v[0] = v[0] - e``): a re-assignment of
    a component, which Warp's differentiability guide does not support unless
    ``wp.config.enable_vector_component_overwrites`` is set (the in-place update is differentiated right)."""
    return any(
        isinstance(stmt.target, (ast.Attribute, ast.Subscript))
        for _body, _i, stmt in _plain_rewrites(ast.parse(source))
    )


def plain_assignments(source: str) -> str | None:
    tree = ast.parse(source)
    changed = False
    for body, i, stmt in list(_plain_rewrites(tree)):
        target = stmt.target
        load = copy.deepcopy(target)
        for n in ast.walk(load):
            if hasattr(n, "ctx"):
                n.ctx = ast.Load()
        body[i] = ast.copy_location(
            ast.Assign([target], ast.BinOp(load, stmt.op, stmt.value), lineno=stmt.lineno), stmt
        )
        changed = True
    return _unparse(tree) if changed else None


# --------------------------------------------------------------------------- tuple <-> separate


def _simple_assign(stmt: ast.stmt) -> tuple[str, ast.expr] | None:
    if (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and not isinstance(stmt.value, ast.Tuple)
    ):
        return stmt.targets[0].id, stmt.value
    return None


def _registered_tuple_bug(value: ast.expr, arrays: set[str]) -> bool:
    """A value the registered ``warp-tuple-assign-no-copy`` binds without a load or copy (an array
    element, a bare name): a join with it meets that bug (the sweep's tuple probes find it), not a new one."""
    return isinstance(value, ast.Name) or (
        isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name) and value.value.id in arrays
    )


def tuple_assignments(source: str) -> str | None:
    tree = ast.parse(source)
    changed = False
    for func in _functions(tree):
        arrays = _array_names(func)
        for node in ast.walk(func):
            for field in ("body", "orelse"):
                body = getattr(node, field, None)
                if not isinstance(body, list) or not body or not isinstance(body[0], ast.stmt):
                    continue
                out, i = [], 0
                while i < len(body):
                    stmt = body[i]
                    # split: a, b = e1, e2 whose values read none of the targets
                    if (
                        isinstance(stmt, ast.Assign)
                        and len(stmt.targets) == 1
                        and isinstance(stmt.targets[0], ast.Tuple)
                        and isinstance(stmt.value, ast.Tuple)
                        and len(stmt.targets[0].elts) == len(stmt.value.elts)
                        and all(isinstance(t, ast.Name) for t in stmt.targets[0].elts)
                    ):
                        names = [t.id for t in stmt.targets[0].elts]
                        if len(set(names)) == len(names) and not set(names) & syntax.names_in(stmt.value):
                            out += [
                                ast.Assign([t], v, lineno=stmt.lineno)
                                for t, v in zip(stmt.targets[0].elts, stmt.value.elts, strict=True)
                            ]
                            changed = True
                            i += 1
                            continue
                    # join: a = e1; b = e2 with e2 not reading a, a != b
                    first = _simple_assign(stmt)
                    second = _simple_assign(body[i + 1]) if i + 1 < len(body) else None
                    if (
                        first
                        and second
                        and first[0] != second[0]
                        and first[0] not in syntax.names_in(second[1])
                        and first[0] not in arrays
                        and second[0] not in arrays
                        and _pure(first[1])
                        and _pure(second[1])
                        and not _registered_tuple_bug(first[1], arrays)
                        and not _registered_tuple_bug(second[1], arrays)
                    ):
                        out.append(
                            ast.Assign(
                                [
                                    ast.Tuple(
                                        [ast.Name(first[0], ast.Store()), ast.Name(second[0], ast.Store())], ast.Store()
                                    )
                                ],
                                ast.Tuple([first[1], second[1]], ast.Load()),
                                lineno=stmt.lineno,
                            )
                        )
                        changed = True
                        i += 2
                        continue
                    out.append(stmt)
                    i += 1
                body[:] = out
    return _unparse(tree) if changed else None


# --------------------------------------------------------------------------- v.x -> v[0]


def subscripts(source: str) -> str | None:
    tree = ast.parse(source)
    # a struct with a field named x, y, z or w: its attribute is not a component
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for stmt in cls.body:
            if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id in _COMPONENTS:
                return None

    class Sub(ast.NodeTransformer):
        changed = False

        def visit_Attribute(self, node):
            self.generic_visit(node)
            base = node.value
            if node.attr in _COMPONENTS and not (isinstance(base, ast.Name) and base.id == "wp"):
                Sub.changed = True
                return ast.copy_location(ast.Subscript(base, ast.Constant(_COMPONENTS[node.attr]), node.ctx), node)
            return node

    for func in _functions(tree):
        Sub().visit(func)
    return _unparse(tree) if Sub.changed else None


# --------------------------------------------------------------------------- @wp.func inlined


def _decorator_names(node: ast.FunctionDef) -> list[str]:
    return [ast.unparse(d) for d in node.decorator_list]


def _inlinable(func: ast.FunctionDef, custom: set[str], counts: dict[str, int]) -> ast.expr | None:
    """The expression a simple ``@wp.func`` returns, its local assignments substituted; None when not simple."""
    if _decorator_names(func) != ["wp.func"] or func.name in custom or counts[func.name] > 1:
        return None
    if func.args.vararg or func.args.kwarg or func.args.defaults or func.args.kwonlyargs:
        return None
    *assigns, last = func.body
    if not isinstance(last, ast.Return) or last.value is None:
        return None
    env: dict[str, ast.expr] = {}
    for stmt in assigns:
        simple = _simple_assign(stmt)
        if simple is None or simple[0] in env or simple[0] in {a.arg for a in func.args.args}:
            return None
        env[simple[0]] = _substitute(simple[1], env)
    value = _substitute(last.value, env)
    return value if _pure(value) else None


def _substitute(expr: ast.expr, env: dict[str, ast.expr]) -> ast.expr:
    class Subst(ast.NodeTransformer):
        def visit_Name(self, node):
            if node.id in env and isinstance(node.ctx, ast.Load):
                return copy.deepcopy(env[node.id])
            return node

    return Subst().visit(copy.deepcopy(expr))


def inlined(source: str) -> str | None:
    tree = ast.parse(source)
    defs = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    counts: dict[str, int] = {}
    for d in defs:
        counts[d.name] = counts.get(d.name, 0) + 1
    custom = set()
    for d in defs:
        for dec in d.decorator_list:
            if isinstance(dec, ast.Call) and syntax.call_name(dec) in ("func_grad", "func_replay"):
                custom |= syntax.names_in(ast.Module(body=[ast.Expr(a) for a in dec.args], type_ignores=[]))
    bodies = {d.name: (d, _inlinable(d, custom, counts)) for d in defs}
    simple = {name: pair for name, pair in bodies.items() if pair[1] is not None}
    if not simple:
        return None

    class Inline(ast.NodeTransformer):
        changed = False

        def visit_Call(self, node):
            self.generic_visit(node)
            f = node.func
            if isinstance(f, ast.Name) and f.id in simple and not node.keywords:
                func, value = simple[f.id]
                params = [a.arg for a in func.args.args]
                if len(params) == len(node.args) and all(_pure(a) for a in node.args):
                    Inline.changed = True
                    return _substitute(value, dict(zip(params, node.args, strict=True)))
            return node

    kernel_like = [d for d in defs if any("kernel" in n for n in _decorator_names(d))]
    for _round in range(3):  # a helper calling a helper: inlined in turn
        before = Inline.changed
        Inline.changed = False
        for d in kernel_like:
            Inline().visit(d)
        if not Inline.changed:
            Inline.changed = before
            break
        Inline.changed = True
    return _unparse(tree) if Inline.changed else None


# --------------------------------------------------------------------------- static loops


def static_loops(source: str) -> str | None:
    from harness.validate import loops

    result, _dynamic = loops.unrolled(source, {})
    return result if ast.dump(ast.parse(result)) != ast.dump(ast.parse(source)) else None


# --------------------------------------------------------------------------- per component


def _vector_type(node: ast.expr | None) -> tuple[str, int] | None:
    """(type, length) of ``wp.vecN[h|f|d]`` (an annotation) or of a call to its constructor."""
    if isinstance(node, ast.Call) and not node.keywords:
        node = node.func
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "wp":
        match = _VECTOR.match(node.attr)
        if match:
            return node.attr, int(match.group(1))
    return None


def _vector_types(func: ast.FunctionDef) -> dict[str, tuple[str, int]]:
    """Names whose every assignment is a vector constructor of one type, and arguments annotated so."""
    found: dict[str, tuple[str, int] | None] = {a.arg: _vector_type(a.annotation) for a in func.args.args}
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    kind = _vector_type(node.value)
                    found[t.id] = kind if found.get(t.id, kind) == kind else None
                else:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                            found[n.id] = None
        elif isinstance(node, (ast.For, ast.AnnAssign)):
            for n in ast.walk(node.target):
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                    found[n.id] = None
    return {name: kind for name, kind in found.items() if kind is not None}


def per_component(source: str) -> str | None:
    tree = ast.parse(source)
    changed = False
    for func in _functions(tree):
        known = _vector_types(func)

        def typed(node: ast.expr, known=known) -> tuple[str, int] | None:
            return known.get(node.id) if isinstance(node, ast.Name) else None

        class Spell(ast.NodeTransformer):
            def visit_Call(self, node):
                nonlocal changed
                self.generic_visit(node)
                name = syntax.call_name(node)
                if name in ("dot", "length_sq") and isinstance(node.func, ast.Attribute) and not node.keywords:
                    a, b = (
                        (node.args * 2)[:2] if name == "length_sq" and len(node.args) == 1 else [*node.args, None][:2]
                    )
                    ta, tb = typed(a), typed(b) if b is not None else None
                    if ta and tb and ta == tb:
                        terms = [
                            ast.BinOp(ast.Subscript(copy.deepcopy(a), ast.Constant(k), ast.Load()), ast.Mult(),
                                      ast.Subscript(copy.deepcopy(b), ast.Constant(k), ast.Load()))
                            for k in range(ta[1])
                        ]  # fmt: skip
                        total = terms[0]
                        for t in terms[1:]:
                            total = ast.BinOp(total, ast.Add(), t)
                        changed = True
                        return total
                return node

            def visit_BinOp(self, node):
                nonlocal changed
                self.generic_visit(node)
                if isinstance(node.op, (ast.Add, ast.Sub)):
                    ta, tb = typed(node.left), typed(node.right)
                    if ta and ta == tb:
                        parts = [
                            ast.BinOp(ast.Subscript(copy.deepcopy(node.left), ast.Constant(k), ast.Load()), node.op,
                                      ast.Subscript(copy.deepcopy(node.right), ast.Constant(k), ast.Load()))
                            for k in range(ta[1])
                        ]  # fmt: skip
                        changed = True
                        return ast.Call(ast.Attribute(ast.Name("wp", ast.Load()), ta[0], ast.Load()), parts, [])
                return node

        Spell().visit(func)
    return _unparse(tree) if changed else None


REWRITES = {
    "eq-augmented": plain_assignments,
    "eq-tuple": tuple_assignments,
    "eq-subscript": subscripts,
    "eq-inline": inlined,
    "eq-static": static_loops,
    "eq-components": per_component,
}
