"""What the registry's detectors and probes look at: a case's facts, and a launch a check is about to make."""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from typing import NamedTuple

LOCAL_ATOMIC_WARNING = "Cannot do atomic on local memory"


@dataclass(frozen=True)
class Facts:
    """What a detector may look at."""

    source: str  # the kernel's Python module
    cpu_backward: str  # Warp's CPU adjoint entry function ('' when Warp generates none)
    ptxas_warnings: tuple[str, ...] | None  # from the CUBIN build; None when it did not run
    handles: dict | None = None  # the geometry a case's launches build (spec.extra["handles"]), when known
    # Warp's CPU code of the @wp.func functions the kernel calls, their adjoints included ('' when not read)
    cpu_helpers: str = ""
    cpu_forward: str = ""  # Warp's CPU forward entry function ('' when not read)


class Launch(NamedTuple):
    """A launch a check is about to make, for a probe."""

    kernel: object  # as loaded and built
    source: str  # the Python module it was loaded from
    spec: object  # its KernelSpec: case id, kernel name, launch dimensions
    host: list  # the check's inputs (harness.validate.runtime.draw_inputs)


@functools.lru_cache(maxsize=64)  # every detector walks the same source (read only)
def kernel_nodes(source: str) -> tuple:
    """Every node of the module ``source`` (none when it does not parse)."""
    try:
        return tuple(ast.walk(ast.parse(source)))
    except SyntaxError:
        return ()
