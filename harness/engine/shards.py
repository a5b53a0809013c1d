"""Deterministic shares of the cases for batch schedulers: ``make dataset SHARD=i/N``.

A case's shard is a function of its id alone: ``(seed + f) % N``, with ``f`` the family's place
in the registry. Consecutive seeds of one family go round the shards, and each family starts one
shard further than the one before it, so every shard gets ``PER_FAMILY / N`` cases of every family
(give or take one) and the extra ones are spread over the shards.
"""

from __future__ import annotations

from kernels import FAMILIES, parse_case

_ORDER = {name: i for i, name in enumerate(FAMILIES)}


class ShardError(ValueError):
    """A SHARD value a user can fix; its message is one line."""


def parse(text: str) -> tuple[int, int] | None:
    """``""`` -> None (all cases); ``"i/N"`` -> (i, N) with 0 <= i < N."""
    text = (text or "").strip()
    if not text:
        return None
    index, _, count = text.partition("/")
    if not (index.strip().isdigit() and count.strip().isdigit()):
        raise ShardError(f"SHARD={text!r}: expected i/N, the i-th of N shares counted from 0 (e.g. 0/4 ... 3/4)")
    i, n = int(index), int(count)
    if n < 1 or i >= n:
        raise ShardError(f"SHARD={text}: need 0 <= i < N (N={n} shares are numbered 0 to {max(n - 1, 0)})")
    return i, n


def shard_of(case_id: str, count: int) -> int:
    """Which of ``count`` shards a case belongs to."""
    family, seed, _size = parse_case(case_id)
    return (seed + _ORDER[family]) % count


def select(case_ids: list[str], shard: tuple[int, int] | None) -> list[str]:
    """The ids of ``shard`` (all of them for None), in their order."""
    if shard is None:
        return list(case_ids)
    index, count = shard
    return [c for c in case_ids if shard_of(c, count) == index]


def label(shard: tuple[int, int] | None) -> str:
    return "" if shard is None else f"{shard[0]}/{shard[1]}"
