"""Turn a kernel's standalone Python source into a live Warp kernel.

The source is compiled under the virtual file name ``<case_id>.py`` (registered with
``linecache`` so Warp can read it back), so the file references Warp writes into its
generated code are the same on every machine.
"""

from __future__ import annotations

import linecache
import sys
import types

import warp as wp

from harness import warp_api


class KernelRejected(Exception):
    """Warp (or Python) refused a kernel's source; the message is Warp's own."""

    def __init__(self, case_id: str, step: str, error: BaseException):
        self.case_id = case_id
        self.step = step
        self.error = error
        super().__init__(f"{case_id}: {step} failed: {type(error).__name__}: {error}")


def module_name(case_id: str) -> str:
    return "warp_cases." + case_id.replace("-", "_")


def load_kernel(case_id: str, source: str, kernel_name: str):
    """Execute ``source`` as module ``warp_cases.<case>`` and return its kernel ``kernel_name``."""
    warp_api.init()
    filename = f"{case_id}.py"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    name = module_name(case_id)
    module = types.ModuleType(name)
    module.__file__ = filename
    sys.modules[name] = module
    try:
        # dont_inherit: run the source as Python runs its file, not under this module's __future__ flags
        with warp_api.fresh_function_ids():  # the function names a fresh process would give
            exec(compile(source, filename, "exec", dont_inherit=True), module.__dict__)
        kernel = module
        for part in kernel_name.split("."):  # a dotted name reaches a kernel defined in a class
            kernel = getattr(kernel, part)
    except Exception as error:
        unload(case_id)
        raise KernelRejected(case_id, "define", error) from error
    if not isinstance(kernel, wp.Kernel):
        unload(case_id)
        raise KernelRejected(case_id, "define", TypeError(f"{kernel_name} is not a @wp.kernel"))
    return kernel


def unload(case_id: str, kernel=None) -> None:
    """Forget a loaded case: Python module, source lines and Warp's module registry entry."""
    sys.modules.pop(module_name(case_id), None)
    linecache.cache.pop(f"{case_id}.py", None)
    if kernel is not None:
        warp_api.forget_module(kernel)
