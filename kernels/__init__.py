"""Kernel families: seeded generators of Warp kernel specs.

``generate(family, seed)`` is a pure function: the same arguments give the same
spec, byte for byte, in any process on any machine.
"""

from __future__ import annotations

import re

from kernels.families import FAMILIES
from kernels.program import ProgramGenerator
from kernels.spec import ArgSpec, KernelSpec

__all__ = ["FAMILIES", "ArgSpec", "KernelSpec", "case_id", "generate", "parse_case_id"]

_CASE_ID = re.compile(r"^([a-z0-9_]+)-(\d{6})$")


def case_id(family: str, seed: int) -> str:
    return f"{family}-{seed:06d}"


def parse_case_id(text: str) -> tuple[str, int]:
    match = _CASE_ID.match(text)
    if not match or match.group(1) not in FAMILIES:
        raise ValueError(f"bad case id {text!r}: expected <family>-<6-digit seed>, family one of {', '.join(FAMILIES)}")
    return match.group(1), int(match.group(2))


def generate(family: str, seed: int) -> KernelSpec:
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; valid: {', '.join(FAMILIES)}")
    if not 0 <= seed < 1_000_000:
        raise ValueError(f"seed {seed} out of range 0..999999")
    return ProgramGenerator(family, seed, FAMILIES[family]).generate()
