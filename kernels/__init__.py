"""Kernel families: seeded generators of Warp kernel specs.

``generate(family, seed)`` is a pure function: the same arguments give the same
spec, byte for byte, in any process on any machine.
"""

from __future__ import annotations

import dataclasses
import re

from kernels.families import FAMILIES
from kernels.policy import SIZES, case_id
from kernels.program import ProgramGenerator
from kernels.release import Release, running
from kernels.spec import ArgSpec, KernelSpec
from kernels.style import restyle

__all__ = [
    "FAMILIES", "SIZES", "ArgSpec", "KernelSpec", "LeftOutError", "Release", "case_id", "generate", "parse_case",
    "parse_case_id", "running",
]  # fmt: skip

_CASE_ID = re.compile(r"^([a-z0-9_]+)(?:-(small|large))?-(\d{6})$")


def parse_case(text: str) -> tuple[str, int, str]:
    """``"math-000012"`` -> ("math", 12, "medium"); ``"math-small-000012"`` -> ("math", 12, "small")."""
    match = _CASE_ID.match(text)
    if not match or match.group(1) not in FAMILIES:
        raise ValueError(
            f"bad case id {text!r}: expected <family>-<6-digit seed> or <family>-<small|large>-<6-digit seed>, "
            f"family one of {', '.join(FAMILIES)}"
        )
    return match.group(1), int(match.group(3)), match.group(2) or "medium"


def parse_case_id(text: str) -> tuple[str, int]:
    family, seed, _size = parse_case(text)
    return family, seed


class LeftOutError(ValueError):
    """A generated kernel uses a ``wp.`` name its release lacks: a production that does not ask the release."""


def generate(family: str, seed: int, size: str = "medium", release: Release | None = None) -> KernelSpec:
    """The kernel spec of ``family`` for ``seed`` at ``size`` (KERNEL_SIZE: small, medium, large),
    for ``release`` (default: the running Warp's, kernels/release.py).

    What the release lacks is not generated; ``extra["left_out"]`` names it (``{"builtins": [...],
    "features": [...], "types": [...]}``, only when something was). The same seed and release give
    the same kernel; on a release with everything the generator speaks, the kernel generated before
    releases were asked."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; valid: {', '.join(FAMILIES)}")
    if not 0 <= seed < 1_000_000:
        raise ValueError(f"seed {seed} out of range 0..999999")
    if size not in SIZES:
        raise ValueError(f"unknown kernel size {size!r}; valid: {', '.join(SIZES)}")
    policy = FAMILIES[family]
    release = running() if release is None else release
    generator = ProgramGenerator(family, seed, policy, size)
    generator.fit_release(release)
    spec = restyle(generator.generate(), policy.style, size, release, generator.left_out)
    left_out = {k: sorted(v) for k, v in sorted(generator.left_out.items()) if v}
    if left_out:
        spec = dataclasses.replace(spec, extra={**spec.extra, "left_out": left_out})
    lacking = release.lacking(spec.source)
    if lacking:
        raise LeftOutError(
            f"{spec.case_id}: the kernel uses {', '.join('wp.' + n for n in lacking)}, which Warp {release.version} "
            "lacks (a production of the generator does not ask the release)"
        )
    return spec
