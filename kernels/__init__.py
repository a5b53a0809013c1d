"""Kernel families: seeded generators of Warp kernel specs.

``generate(family, seed)`` is a pure function: the same arguments give the same
spec, byte for byte, in any process on any machine.
"""

from __future__ import annotations

import re

from kernels.families import FAMILIES
from kernels.policy import SIZES, case_id
from kernels.program import ProgramGenerator
from kernels.spec import ArgSpec, KernelSpec
from kernels.style import restyle

__all__ = ["FAMILIES", "SIZES", "ArgSpec", "KernelSpec", "case_id", "generate", "parse_case", "parse_case_id"]

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


def generate(family: str, seed: int, size: str = "medium") -> KernelSpec:
    """The kernel spec of ``family`` for ``seed`` at ``size`` (KERNEL_SIZE: small, medium, large)."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; valid: {', '.join(FAMILIES)}")
    if not 0 <= seed < 1_000_000:
        raise ValueError(f"seed {seed} out of range 0..999999")
    if size not in SIZES:
        raise ValueError(f"unknown kernel size {size!r}; valid: {', '.join(SIZES)}")
    policy = FAMILIES[family]
    return restyle(ProgramGenerator(family, seed, policy, size).generate(), policy.style, size)
