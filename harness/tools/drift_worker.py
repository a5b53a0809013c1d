"""The side of `make drift` that runs under one Warp release (``harness/tools/drift.py`` starts it
with the release's own python, ``.venvs/warp-<version>/bin/python -m harness.tools.drift_worker``).

Each task is one case: its spec and Python source (the same text for both releases). The worker
generates the case's CPU and CUDA code the way ``harness/generate`` does (``loader.load_kernel``,
``warp_api.generate_codes``, ``warp_api.relocate``), records Warp's module hash and the kernel's
mangled name, and, when asked, builds the CPU code and runs it: the outputs on the case's seeded
inputs, and the gradients of its float inputs for seeded weights on its float outputs (one adjoint
launch). It answers one ``DRIFT {json}`` line per task (``procs.serve``). Imports Warp.
"""

from __future__ import annotations

import ast
import sys

import numpy as np
import warp as wp

from harness import procs, warp_api
from harness.generate import loader
from harness.validate import bugs, gradcheck, runtime
from kernels.spec import KernelSpec

PREFIX = "DRIFT "


def missing_names(source: str) -> list[str]:
    """``wp.<name>`` attributes the source uses that this release does not have."""
    used = {
        node.attr
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "wp"
    }
    return sorted(used - set(dir(wp)) - warp_api.builtin_names())


def _floats(values: np.ndarray) -> list:
    return np.asarray(values, dtype=np.float64).reshape(-1).tolist()


def _never_returns(source: str, cpu_backward: str) -> str:
    """Why the adjoint launch is not made: a registered Warp bug makes it never return ("" if none)."""
    hangs = bugs.never_returning(bugs.Facts(source, cpu_backward, None))
    return str(bugs.NeverReturns(hangs)) if hangs else ""


def numbers(kernel, spec: KernelSpec, cpu_backward: str, cpu_blocks: bool = True) -> dict:
    """The CPU build's outputs, and its gradients (``"grads"``; ``"grads_na"`` says why there are
    none), as flat float64 lists by argument name. ``cpu_blocks``: launched in blocks of the
    module's block size, as validation runs them (else in blocks of one thread, the only way
    before Warp 1.18)."""
    block_dim = warp_api.module_block_dim(kernel)
    with runtime.recorded_blocks():
        wp.config.enable_cpu_blocks = cpu_blocks  # put back by recorded_blocks
        warp_api.load_cpu(warp_api.module_of(kernel), block_dim)
        host = runtime.draw_inputs(spec, kernel)
        result = runtime.run(kernel, spec, host, block_dim)
        found = {
            "outputs": {name: _floats(v) for name, v in result.outputs.items()},
            "problems": result.problems,
        }
        why = gradcheck.not_applicable(spec, kernel) or _never_returns(spec.source, cpu_backward)
        if why:
            return {**found, "grads_na": why}
        args = runtime.to_warp(host, kernel, "cpu", requires_grad=True)
        runtime.launch(kernel, spec, args, block_dim)
        rng = runtime.case_rng(spec.case_id, "drift-weights")
        for h, a in zip(host, args, strict=True):
            if h.is_array and h.is_float and h.spec.role == "out" and a.requires_grad:
                view = a.grad.numpy()
                view[...] = rng.uniform(0.5, 1.5, size=view.shape).astype(view.dtype)
        grads = [a.grad if isinstance(a, wp.array) and a.requires_grad else gradcheck.zero_like(a) for a in args]
        runtime.launch(kernel, spec, args, block_dim, adj_args=grads)
        wp.synchronize_device("cpu")
        found["grads"] = {
            h.spec.name: _floats(a.grad.numpy())
            for h, a in zip(host, args, strict=True)
            if h.is_array and h.is_float and h.spec.role == "in" and a.requires_grad
        }
    return found


def _piece(code: dict, name: str) -> str:
    return "".join(code["module"][a:b] for a, b in code["spans"][name])


def handle(task: dict):
    """One case under this release: first its code, ``status`` ok | refused (Warp refused the
    kernel) | missing (the source uses a ``wp.`` name this release lacks) | error (anything else:
    the traceback); then, for a task with ``numeric`` and code, its numbers (``{"numbers": ...}``),
    a line of their own, so that a run that hangs costs the numbers and not the code."""
    if task.get("probe"):  # what this release can do
        yield {"warp": warp_api.warp_version(), "cpu_blocks": warp_api.CPU_BLOCKS}
        return
    case_id, source = task["case_id"], task["source"]
    said = {"case_id": case_id, "warp": warp_api.warp_version()}
    spec = KernelSpec.from_fields(task["fields"], source)
    missing = missing_names(source)
    try:
        kernel = loader.load_kernel(case_id, source, spec.kernel_name)
    except loader.KernelRejected as error:
        yield {**said, "status": "missing" if missing else "refused", "missing": missing, "message": str(error)}
        return
    try:
        try:
            codes = warp_api.generate_codes(kernel)
            code = {}
            for target, generated in codes.items():
                generated = warp_api.relocate(generated, [warp_api.WARP_PARENT])
                code[target] = {
                    "module": generated.module,
                    "spans": generated.spans,
                    "mangled_name": generated.mangled_name,
                }
            module_hash = warp_api.module_hash(kernel)
        except Exception as error:
            status = "missing" if missing else "refused"
            yield {
                **said,
                "status": status,
                "missing": missing,
                "message": f"codegen failed: {type(error).__name__}: {error}",
            }
            return
        options = warp_api.module_options(kernel)
        yield {**said, "status": "ok", "code": code, "module_hash": module_hash, "options": options}
        if task.get("numeric"):
            try:
                found = numbers(kernel, spec, _piece(code["cpu"], "backward"), task.get("cpu_blocks", True))
            except Exception as error:
                found = {"error": f"{type(error).__name__}: {str(error).strip()[:300]}"}
            yield {**said, "numbers": found}
    finally:
        loader.unload(case_id, kernel)


def main() -> int:
    warp_api.init()
    return procs.serve(handle, PREFIX)


if __name__ == "__main__":
    sys.exit(main())
