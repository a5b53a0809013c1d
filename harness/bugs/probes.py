"""Launches that tell whether a kernel reaches a registered bug on given inputs.

A detector (harness/bugs) reads the kernel's source and generated code, so it says where a bug
can be reached, not whether these inputs reach it. For a bug whose launch never returns that
matters: a kernel the detector flags is not checked at all. A probe settles it by running an
instrumented copy of the kernel's forward pass, which returns, on the inputs the check uses.

    probes.while_return_reached(bugs.Launch(kernel, source, spec, host))
"""

from __future__ import annotations

import ast
import itertools

COUNTER = "returns_in_while_"  # the instrumented copy's extra argument


class _CountWhileReturns(ast.NodeTransformer):
    """Inside the kernel: each ``return`` within a ``while`` loop adds 1 to ``COUNTER[0]`` first."""

    def __init__(self) -> None:
        self.depth = 0  # while loops around the node being visited

    def visit_While(self, node: ast.While) -> ast.While:
        self.depth += 1
        node.body = [self.visit(n) for n in node.body]
        self.depth -= 1
        node.orelse = [self.visit(n) for n in node.orelse]
        return node

    def visit_Return(self, node: ast.Return):
        if not self.depth:
            return node
        count = ast.parse(f"wp.atomic_add({COUNTER}, 0, 1)").body[0]
        return [count, node]

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        return node  # a function defined in the kernel has returns of its own


def counting_while_returns(source: str, kernel_name: str) -> str:
    """``source`` with the kernel ``kernel_name`` given a last argument ``COUNTER`` (one int32) that
    every ``return`` taken inside a ``while`` loop increments before it returns."""
    tree = ast.parse(source)
    kernels = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == kernel_name]
    if len(kernels) != 1:
        raise ValueError(f"no top-level kernel {kernel_name!r} to instrument")
    kernel = kernels[0]
    annotation = ast.parse("wp.array(dtype=wp.int32)", mode="eval").body
    kernel.args.args.append(ast.arg(arg=COUNTER, annotation=annotation))
    kernel.body = [_CountWhileReturns().visit(n) for n in kernel.body]
    kernel.body = list(itertools.chain.from_iterable(n if isinstance(n, list) else [n] for n in kernel.body))
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


_loaded = itertools.count()


def while_return_reached(launch) -> bool:
    """Whether a thread takes a ``return`` inside a ``while`` loop where the backward pass of a
    gradient check would replay the forward (``launch``: a harness.bugs.Launch): on the check's
    inputs (what its forward sees) and on the arrays that forward leaves (what the replay reads),
    on the CPU. The probe is a module of its own, built without a backward at -O0, and forgotten
    afterwards."""
    import warp as wp

    from harness import warp_api
    from harness.generate import loader
    from harness.validate import runtime

    kernel, spec, host = launch.kernel, launch.spec, launch.host
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
