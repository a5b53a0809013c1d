"""The detectors of warp-tuple-local-adjoint and warp-tuple-local-unrolled-loop: a @wp.func's several results
kept in one local (``res = f(x)``). Apart from harness/validate/bugs/detectors.py for its size: the second
follows the bindings of each Warp function's names through its branches and unrolled loops."""

from __future__ import annotations

import ast

from harness.validate.bugs.facts import Facts, kernel_nodes

_FUNC = ("wp.func", "warp.func", "func")
_WARP_FUNCTIONS = (*_FUNC, "wp.kernel", "warp.kernel", "kernel")


def _decorated(node: ast.AST, names: tuple[str, ...]) -> bool:
    return isinstance(node, ast.FunctionDef) and any(ast.unparse(d).split("(")[0] in names for d in node.decorator_list)


def _several(nodes: tuple) -> set[str]:
    """The module's @wp.func functions that return several values (``return x, y`` or ``-> tuple[...]``)."""
    return {
        f.name
        for f in nodes
        if _decorated(f, _FUNC)
        and (
            (f.returns is not None and ast.unparse(f.returns).startswith(("tuple", "Tuple", "typing.Tuple")))
            or any(isinstance(r, ast.Return) and isinstance(r.value, ast.Tuple) for r in ast.walk(f))
        )
    }


def _tuple_locals(nodes: tuple) -> list[tuple[ast.Assign, ast.Assign]]:
    """(``res = f(...)``, ``a, b = res``) pairs: a local bound to the call of a @wp.func of the module that
    returns several values, unpacked by a later tuple assignment."""
    several = _several(nodes)
    bound: dict[str, ast.Assign] = {}
    pairs = []
    for node in nodes:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target, value = node.targets[0], node.value
        if isinstance(target, ast.Name) and isinstance(value, ast.Call) and ast.unparse(value.func) in several:
            bound[target.id] = node
        elif isinstance(target, ast.Tuple) and isinstance(value, ast.Name) and value.id in bound:
            pairs.append((bound[value.id], node))
    return pairs


def tuple_local_adjoint(facts: Facts) -> bool:
    """``res = f(x)`` then ``a, b = res`` (f a @wp.func returning several values), with a backward: Warp's
    ``tuple`` and ``extract`` builtins are registered not differentiable, so the reverse pass skips them."""
    return bool(facts.cpu_backward) and bool(_tuple_locals(kernel_nodes(facts.source)))


def _own(function: ast.FunctionDef):
    """(node, path) for each node of ``function``'s body, not descending into nested definitions; the path
    is the node's enclosing statements, each with the field it lies in (``body``, ``orelse``)."""
    stack = [(child, ((function, "body"),)) for child in reversed(function.body)]
    while stack:
        node, path = stack.pop()
        yield node, path
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        for field, value in reversed(list(ast.iter_fields(node))):
            for child in reversed(value if isinstance(value, list) else [value]):
                if isinstance(child, ast.AST):
                    stack.append((child, (*path, (node, field))))


def _bound_names(node: ast.AST) -> set[str]:
    """The names a statement binds: an assignment's targets, a ``for`` loop's counter."""
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For)):
        targets = [node.target]
    else:
        return set()
    return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def _other_branch(a: tuple, b: tuple) -> bool:
    """Whether two paths part at an ``if``, one in its body and the other in its ``else``: Warp evaluates the
    ``else`` with the names the ``if``'s body bound put aside."""
    for (node_a, field_a), (node_b, field_b) in zip(a, b, strict=False):
        if node_a is not node_b:
            return False
        if field_a != field_b:
            return isinstance(node_a, ast.If)
    return False


def tuple_local_unrolled_loop(facts: Facts) -> bool:
    """``res = f(x)`` (f a @wp.func returning several values) where ``res`` is already bound: inside a loop
    Warp unrolls (the second iteration binds it again), after an earlier binding of ``res`` in the function
    (or ``res`` a parameter). Warp's check of an existing name's type reads ``rhs.type`` of the call's
    results before they are packed into a tuple. Bindings in the two branches of an ``if`` do not count:
    Warp evaluates the ``else`` without the names the body bound."""
    from harness.validate.loops import static_loop  # imports Warp (~2 s); the registry's import does not

    nodes = kernel_nodes(facts.source)
    several = _several(nodes)
    if not several:
        return False
    for function in (n for n in nodes if _decorated(n, _WARP_FUNCTIONS)):
        params = {a.arg for a in (*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs)}
        own = list(_own(function))  # in source order
        for k, (node, path) in enumerate(own):
            if not (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call)
                and ast.unparse(node.value.func) in several
            ):
                continue
            name = node.targets[0].id
            if name in params or any(isinstance(p, ast.For) and static_loop(p) for p, _ in path):
                return True
            if any(name in _bound_names(n) and not _other_branch(p, path) for n, p in own[:k]):
                return True
    return False
