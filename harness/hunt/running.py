"""Running a candidate kernel for the checks and the oracles: what a check raises for a candidate it
cannot judge (``Invalid``), what it returns for one that fails (``Failure``), loading a candidate
(``load``), running it on the CPU on its spec's inputs (``run``) and the variant of the module the
goldens record (``as_recorded``). Warp is imported inside the functions: the hunt's driver imports the
checks and never starts Warp."""

from __future__ import annotations

import contextlib
import functools
import io
from dataclasses import dataclass, field

import numpy as np

from harness.hunt.cases import Loaded

# The hunt worker's result lines (harness/hunt/worker.py) start with it; here so that the reducer's
# command line can start a worker without importing the module that imports the reducer.
WORKER_PREFIX = "HUNT "

# Candidates build at -O0 (about half the compile time); a reduced kernel is checked again as written.
FAST = {"optimization_level": 0}


class Invalid(Exception):
    """The candidate is not a valid, UB-free program that the check can judge."""


@dataclass
class Failure:
    check: str
    key: frozenset  # what must stay the same while reducing (failing inputs, the message, ...)
    detail: str  # one line: where and what
    wrong: object = None  # Warp's value
    right: object = None  # the value known independently
    data: dict = field(default_factory=dict)


@contextlib.contextmanager
def _quiet():
    """Swallow Python-level output (Warp's compile messages on stdout/stderr)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        yield


def _load(spec, source=None, options=FAST, tag="c") -> Loaded:
    try:
        with _quiet():
            return Loaded(spec, source, options, tag)
    except Exception as error:
        raise Invalid(f"does not define: {type(error).__name__}: {error}") from error


def _run(loaded: Loaded, spec):
    from harness import warp_api
    from harness.validate import runtime

    kernel = loaded.kernel
    try:
        host = runtime.draw_inputs(spec, kernel)
    except runtime.Unsupported as error:
        raise Invalid(f"unsupported input: {error}") from error
    block_dim = warp_api.module_block_dim(kernel)
    try:
        with _quiet():
            result = runtime.run(kernel, spec, host, block_dim)
    except Exception as error:
        raise Invalid(f"does not build or run: {type(error).__name__}: {str(error).splitlines()[:1]}") from error
    if result.problems:
        raise Invalid("; ".join(result.problems))
    for name, value in result.outputs.items():
        if value.dtype.kind == "f" and not np.all(np.isfinite(value)):
            raise Invalid(f"non-finite output {name}")
    return host, result


def _as_recorded(check):
    """Run ``check`` with Warp's CPU loads and launches at the module's block size, the variant
    the goldens record and validation runs (``runtime.recorded_blocks``): Warp's default runs
    another variant, in which every thread of a tile kernel does its whole block's work."""

    @functools.wraps(check)
    def run(spec, *args, **kwargs):
        from harness.validate import runtime

        with runtime.recorded_blocks():
            return check(spec, *args, **kwargs)

    return run
