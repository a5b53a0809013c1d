"""Single-operator mutants of Warp's generated C++: what the labels and the eval can see.

Warp writes every operation of a kernel as one statement on SSA variables (``var_7 =
wp::add(var_3, var_5);``, ``var_9 = (var_2 < var_4);``) and every adjoint of an addition as
``wp::adj_add(...)``. A mutant changes exactly one such operator. In a forward: ``add``/``sub``
swapped, ``mul`` to ``div`` and back, a comparison negated (``<`` to ``>=``, ``==`` to ``!=``,
...). In a backward: ``adj_add`` and ``adj_sub`` swapped (the sign of the second operand's
adjoint), where that operand is not a literal (Warp never reads a literal's adjoint: such a mutant
would be equivalent); the backward's replay of the forward is left alone (the adjoints of ``+``
and ``-`` never read it, and the forward's own mutants cover it). Sites are matched as whole
statements of the kernel body, so nothing inside a comment (Warp's ``// <python line>``), a
string or a longer identifier (``wp::address``, ``wp::adj_address``) is ever a site. The sites a
row gets are drawn from a ``random.Random`` seeded by the row's id and target (SHA-256, not
``hash()``): the same row gives the same mutants in any process.
"""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass

SWAP = {
    "add": "sub", "sub": "add", "mul": "div", "div": "mul",
    "<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "==",
}  # fmt: skip
# Forward: a primal operation; a comparison. Backward: an adjoint of + or - (its second operand).
_FORWARD = (
    re.compile(r"^[ \t]*var_\w+ = wp::(add|sub|mul|div)\(", re.M),
    re.compile(r"^[ \t]*var_\w+ = \(var_\w+ (<|<=|>|>=|==|!=) var_\w+\);$", re.M),
)
_ADJOINT = re.compile(r"^[ \t]*wp::adj_(add|sub)\((\w+), (\w+),", re.M)
_CONSTANT = re.compile(r"^[ \t]*const [^=;]+? (var_\w+) = ", re.M)


@dataclass(frozen=True)
class Mutant:
    site: int  # index of the operator among the code's sites, in text order
    offset: int  # where the operator starts in the code
    old: str
    new: str
    code: str

    @property
    def label(self) -> str:
        return f"{self.old}->{self.new}@{self.site}"


def sites(code: str, backward: bool = False) -> list[tuple[int, str]]:
    """(offset, operator) of every mutable operator of ``code`` (a forward, or a ``backward``), in
    text order."""
    if backward:
        constants = set(_CONSTANT.findall(code))
        found = {(m.start(1), m.group(1)) for m in _ADJOINT.finditer(code) if m.group(3) not in constants}
    else:
        found = {(m.start(1), m.group(1)) for pattern in _FORWARD for m in pattern.finditer(code)}
    return sorted(found)


def mutants(code: str, key: str, count: int, backward: bool = False) -> list[Mutant]:
    """Up to ``count`` mutants of ``code`` (a forward, or a ``backward``), each one operator
    changed, at sites drawn by ``key`` (e.g. ``<row id>/<target>``); in text order."""
    if count < 0:
        raise ValueError(f"mutant count {count} is negative")
    every = sites(code, backward)
    rng = random.Random(hashlib.sha256(key.encode()).digest())
    chosen = sorted(rng.sample(range(len(every)), min(count, len(every))))
    out = []
    for index in chosen:
        offset, old = every[index]
        new = SWAP[old]
        out.append(Mutant(index, offset, old, new, code[:offset] + new + code[offset + len(old) :]))
    return out
