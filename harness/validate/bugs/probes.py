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


def _unrolled(loop: ast.For) -> bool:
    """Warp unrolls the loop: ``range`` with literal bounds (harness.validate.rewrite.static_loop);
    a range that ``wp.static`` computes is taken as unrolled too (so its returns count)."""
    from harness.validate.rewrite import static_loop  # imports Warp (~2 s); the registry's import does not

    return "static(" in ast.unparse(loop.iter) or static_loop(loop)


def while_returns(node: ast.AST, innermost: str = "") -> list[ast.Return]:
    """The ``return`` statements under ``node`` whose innermost loop Warp keeps is a ``while``: the
    ones the backward's replay of the loop never gets past. Measured on Warp 1.19.0: the backward
    hangs where the ``return`` sits directly in the ``while``, in an unrolled ``for j in range(2)``
    inside it, or where the ``while`` itself is inside a ``for j in range(n)``; it returns where
    the ``return`` sits in a ``for j in range(n)`` inside the ``while``."""
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.Lambda)):
            continue  # a function defined inside has returns of its own
        if isinstance(child, ast.Return):
            found += [child] if innermost == "while" else []
        elif isinstance(child, ast.While):
            found += while_returns(child, "while")
        elif isinstance(child, ast.For) and not _unrolled(child):
            found += while_returns(child, "for")
        else:
            found += while_returns(child, innermost)
    return found


def counting_while_returns(source: str, kernel_name: str) -> str:
    """``source`` with the kernel ``kernel_name`` given a last argument ``COUNTER`` (one int32) that
    each of its ``while_returns`` increments before it returns."""
    tree = ast.parse(source)
    kernels = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == kernel_name]
    if len(kernels) != 1:
        raise ValueError(f"no top-level kernel {kernel_name!r} to instrument")
    kernel = kernels[0]
    targets = {id(r) for r in while_returns(kernel)}

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
    if any(while_returns(f) for f in helpers):
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
