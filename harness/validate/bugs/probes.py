"""Launches that tell whether a kernel reaches a registered bug on given inputs.

A detector (harness/validate/bugs) reads the kernel's source and generated code, so it says where a bug
can be reached, not whether these inputs reach it. For a bug whose launch never returns that
matters: a kernel the detector flags is not checked at all. A probe settles it by running an
instrumented copy of the kernel's forward pass, which returns, on the inputs the check uses.

    probes.while_return_reached(bugs.Launch(kernel, source, spec, host))
"""

from __future__ import annotations

import ast
import itertools

COUNTER = "returns_in_while_"  # the instrumented copy's extra argument


def _unrolled(loop: ast.For, names: dict[str, int]) -> bool:
    """Warp unrolls the loop (``Adjoint.get_unroll_range``): ``range`` whose bounds Warp reads as
    numbers (literals, and ``names``: module constants, locals bound to a literal; see ``int_names``),
    at most ``max_unroll`` iterations, no ``break`` (harness.validate.loops.static_loop); a range that
    ``wp.static`` computes is taken as unrolled too (so its returns count)."""
    from harness.validate.loops import static_loop  # imports Warp (~2 s); the registry's import does not

    if "static(" in ast.unparse(loop.iter):
        return True
    it = loop.iter
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
        resolved = [ast.Constant(names[a.id]) if isinstance(a, ast.Name) and a.id in names else a for a in it.args]
        loop = ast.For(loop.target, ast.Call(it.func, resolved, it.keywords), loop.body, loop.orelse)
    return static_loop(loop)


def _module_int(node: ast.expr, known: dict[str, int]) -> int | None:
    """The int a module-level expression evaluates to, where it is arithmetic on literals and known
    names, possibly in ``wp.constant(...)``; else None."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        value = _module_int(node.operand, known)
        return None if value is None else -value
    if isinstance(node, ast.Call) and ast.unparse(node.func) in ("wp.constant", "int") and len(node.args) == 1:
        return _module_int(node.args[0], known)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)):
        a, b = _module_int(node.left, known), _module_int(node.right, known)
        if a is None or b is None or (isinstance(node.op, (ast.FloorDiv, ast.Mod)) and b == 0):
            return None
        ops = {ast.Add: int.__add__, ast.Sub: int.__sub__, ast.Mult: int.__mul__}
        ops |= {ast.FloorDiv: int.__floordiv__, ast.Mod: int.__mod__}
        return ops[type(node.op)](a, b)
    return None


def int_names(module: ast.Module, func: ast.FunctionDef) -> dict[str, int]:
    """Names that Warp reads as numbers in ``func``'s ``range`` bounds (``Adjoint.eval_num``): the
    module's int globals and ``wp.constant`` ints (which Python evaluates), and locals of ``func``
    bound to an int literal (``m = 2``: Warp makes a constant of it; ``int(2)`` or ``1 + 1`` is a
    computed value). Measured on Warp 1.19.0: a ``return`` in ``for j in range(K)`` inside a ``while``
    hangs the backward for ``K = wp.constant(2)``, ``K = 2`` and a local ``m = 2``, as ``range(2)`` does.
    A local bound to a literal counts even where it is bound again: a return counted that Warp does not
    reach keeps a check from running, one missed hangs it."""
    names: dict[str, int] = {}
    for stmt in module.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            value = _module_int(stmt.value, names)
            if value is not None:
                names[stmt.targets[0].id] = value
    for param in func.args.args:
        names.pop(param.arg, None)
    for node in ast.walk(func):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Constant)
            and type(node.value.value) is int
        ):
            names[node.targets[0].id] = node.value.value
    return names


def while_returns(node: ast.AST, innermost: str = "", names: dict[str, int] | None = None) -> list[ast.Return]:
    """The ``return`` statements under ``node`` whose innermost loop Warp keeps is a ``while``: the
    ones the backward's replay of the loop never gets past (``names``: ``int_names`` of the function,
    the range bounds Warp reads as numbers). Measured on Warp 1.19.0: the backward hangs where the
    ``return`` sits directly in the ``while``, in an unrolled ``for j in range(2)`` (or ``range(K)``,
    K a constant) inside it, or where the ``while`` itself is inside a ``for j in range(n)``; it
    returns where the ``return`` sits in a ``for j in range(n)`` inside the ``while``."""
    names = {} if names is None else names
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.Lambda)):
            continue  # a function defined inside has returns of its own
        if isinstance(child, ast.Return):
            found += [child] if innermost == "while" else []
        elif isinstance(child, ast.While):
            found += while_returns(child, "while", names)
        elif isinstance(child, ast.For) and not _unrolled(child, names):
            found += while_returns(child, "for", names)
        else:
            found += while_returns(child, innermost, names)
    return found


def module_while_returns(module: ast.Module, func: ast.FunctionDef) -> list[ast.Return]:
    """``while_returns`` of a top-level function of ``module``, its range bounds resolved."""
    return while_returns(func, names=int_names(module, func))


def counting_while_returns(source: str, kernel_name: str) -> str:
    """``source`` with the kernel ``kernel_name`` given a last argument ``COUNTER`` (one int32) that
    each of its ``while_returns`` increments before it returns."""
    tree = ast.parse(source)
    kernels = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == kernel_name]
    if len(kernels) != 1:
        raise ValueError(f"no top-level kernel {kernel_name!r} to instrument")
    kernel = kernels[0]
    targets = {id(r) for r in module_while_returns(tree, kernel)}

    class Count(ast.NodeTransformer):
        def visit_Return(self, node: ast.Return):
            if id(node) not in targets:
                return node
            return [ast.parse(f"wp.atomic_add({COUNTER}, 0, 1)").body[0], node]

    annotation = ast.parse("wp.array(dtype=wp.int32)", mode="eval").body
    kernel.args.args.append(ast.arg(arg=COUNTER, annotation=annotation))
    Count().visit(kernel)
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


_loaded = itertools.count()


def while_return_reached(launch) -> bool:
    """Whether a thread takes a ``return`` inside a ``while`` loop where the backward pass of a
    gradient check would replay the forward (``launch``: a harness.validate.bugs.Launch): on the check's
    inputs (what its forward sees) and on the arrays that forward leaves (what the replay reads),
    on the CPU. The probe is a module of its own, built without a backward at -O0, and forgotten
    afterwards."""
    # Warp's modules (~2 s to import) here: the registry is imported where Warp never loads (the dataset card)
    import warp as wp

    from harness import warp_api
    from harness.generate import loader
    from harness.validate import runtime

    kernel, spec, host = launch.kernel, launch.spec, launch.host
    tree = ast.parse(launch.source)
    helpers = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name != spec.kernel_name]
    if any(module_while_returns(tree, f) for f in helpers):
        return True  # in a function the kernel calls: not counted, so not ruled out
    block_dim = warp_api.module_block_dim(kernel)
    probe_id = f"{spec.case_id}-while-return-probe-{next(_loaded)}"
    probe = loader.load_kernel(probe_id, counting_while_returns(launch.source, spec.kernel_name), spec.kernel_name)
    try:
        warp_api.set_backward(probe, False)
        wp.set_module_options({"optimization_level": 0}, module=warp_api.module_of(probe))
        count = wp.zeros(1, dtype=wp.int32, device="cpu")
        args = runtime.to_warp(host, kernel)  # before the forward: its own path
        runtime.launch(probe, spec, [*args, count], block_dim)
        args = runtime.to_warp(host, kernel)  # after it: where the backward's replay starts
        runtime.launch(kernel, spec, args, block_dim)
        runtime.launch(probe, spec, [*args, count], block_dim)
        return int(count.numpy()[0]) > 0
    finally:
        warp_api.unload_module(warp_api.module_of(probe))
        loader.unload(probe_id, probe)
