"""The registry of confirmed Warp bugs, and the detectors that name them on the rows they affect.

Each entry is data (id, description, the Warp version it was confirmed on, the targets and
passes it breaks) plus a minimal reproducer in ``harness/bugs/reproducers/<module>.py`` that
shows Warp's wrong value next to an independently known right one. tests/test_known_bugs.py
runs every reproducer as a strict xfail: a Warp release that fixes a bug turns the suite red
until its entry is updated.

A detector decides from what validation already has: the recorded Python source, the recorded
generated code, and the log of the CUBIN build (ptxas' warnings). ``known_issues`` returns the
ids a case hits; the export writes them on every row (``known_issues``), and the gradient check
and the cuda suite report a failure a listed bug explains as that bug.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

WARP_VERSION = "1.19.0"
LOCAL_ATOMIC_WARNING = "Cannot do atomic on local memory"


@dataclass(frozen=True)
class Facts:
    """What a detector may look at."""

    source: str  # the kernel's Python module
    cpu_backward: str  # Warp's CPU adjoint entry function ('' when Warp generates none)
    ptxas_warnings: tuple[str, ...] | None  # from the CUBIN build; None when it did not run


@dataclass(frozen=True)
class KnownBug:
    id: str
    title: str
    warp_version: str
    targets: tuple[str, ...]  # devices it shows on: "cpu", "cuda"
    passes: tuple[str, ...]  # "forward", "backward"
    reproducer: str  # module under harness/bugs/reproducers/
    detector: str  # how a kernel that hits it is recognised
    detect: Callable[[Facts], bool]
    upstream: str = ""  # where it is reported or fixed upstream, when known


_FLOAT_DECL = re.compile(r"wp::float(?:16|32|64) (var_\w+);")
_ADJ_MOD = re.compile(r"wp::adj_mod\((var_\w+)")


def _float_mod_adjoint(facts: Facts) -> bool:
    floats = set(_FLOAT_DECL.findall(facts.cpu_backward))
    return any(a in floats for a in _ADJ_MOD.findall(facts.cpu_backward))


def _component_update(facts: Facts) -> bool:
    from harness.gradcheck import component_writes

    return bool(facts.cpu_backward) and component_writes(facts.source, augmented=True)


def _transform_setter(facts: Facts) -> bool:
    from harness.gradcheck import in_place_setters

    return bool(facts.cpu_backward) and in_place_setters(facts.source)


def _local_atomic(facts: Facts) -> bool:
    return any(LOCAL_ATOMIC_WARNING in w for w in facts.ptxas_warnings or ())


BUGS: tuple[KnownBug, ...] = (
    KnownBug(
        id="warp-mod-float-adjoint",
        title="the adjoint of wp.mod(a, b) for floats drops d/db (-trunc(a / b)): adj_mod accumulates only adj_a",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        reproducer="mod_float_adjoint",
        detector="the adjoint calls wp::adj_mod on a float variable (the generated CPU backward code)",
        detect=_float_mod_adjoint,
    ),
    KnownBug(
        id="warp-component-update-adjoint",
        title="the adjoint of an in-place update of a vector/matrix component (`v.x -= c`) is wrong "
        "(`v = x[i]; v.x -= c` doubles d/dx[i].x)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        reproducer="component_update_adjoint",
        detector="the kernel updates a component of a local vector or matrix with an augmented assignment "
        "and has a backward",
        detect=_component_update,
    ),
    KnownBug(
        id="warp-transform-setter-adjoint",
        title="the adjoint of wp.transform_set_rotation/translation passes the overwritten part's adjoint on "
        "to the transform's old value (d out.q / d x.q = 1, not 0)",
        warp_version=WARP_VERSION,
        targets=("cpu", "cuda"),
        passes=("backward",),
        reproducer="transform_setter_adjoint",
        detector="the kernel calls wp.transform_set_rotation or wp.transform_set_translation and has a backward",
        detect=_transform_setter,
    ),
    KnownBug(
        id="warp-local-memory-atomic",
        title="CUDA launch failure (719) in release mode: atomics on an in-kernel array's thread-local storage "
        "(the backward of any kernel with an in-kernel wp.zeros array; `+=` or wp.atomic_add on one in forward)",
        warp_version=WARP_VERSION,
        targets=("cuda",),
        passes=("forward", "backward"),
        reproducer="local_memory_atomic",
        detector=f"ptxas warns '{LOCAL_ATOMIC_WARNING}' when the CUBIN build compiles the kernel",
        detect=_local_atomic,
    ),
)

BY_ID = {bug.id: bug for bug in BUGS}


def detect(facts: Facts) -> list[str]:
    """Ids of the registered bugs these facts show, in registry order."""
    return [bug.id for bug in BUGS if bug.detect(facts)]


def facts_of(case, ptxas_warnings: tuple[str, ...] | None) -> Facts:
    """The facts of a GoldenCase (harness.golden) and its CUBIN build's warnings."""
    return Facts(case.spec.source, case.piece("cpu", "backward"), ptxas_warnings)


def known_issues(case, arch: int = 90) -> list[str]:
    """Ids of the registered bugs ``case`` hits, building its CUBIN for ``arch`` to read ptxas' warnings
    (about a second; validation records carry the same list without rebuilding)."""
    import tempfile
    from pathlib import Path

    from harness import compile as batches

    batch = batches.load_batch([case])
    warnings: tuple[str, ...] | None = None
    try:
        if case.spec.case_id in batch.members:
            with tempfile.TemporaryDirectory(prefix="warp-bugs-") as tmp:
                try:
                    built = batches.build_cubin(batch, arch, Path(tmp))
                except batches.CompileError:
                    warnings = None
                else:
                    warnings = tuple(w for result in built.values() for w in result.warnings)
    finally:
        batch.close()
    return detect(facts_of(case, warnings))


def explaining(ids, device: str, passes: str) -> list[str]:
    """Those of ``ids`` that break ``passes`` ("forward" or "backward") on ``device`` ("cpu" or "cuda:0")."""
    target = "cuda" if device.startswith("cuda") else "cpu"
    return [i for i in ids if i in BY_ID and target in BY_ID[i].targets and passes in BY_ID[i].passes]
