"""Which split each row goes to.

Generated rows: a function of their structural hash (``assign_split``), so one program structure
never lands in two splits.

Rows with an ``origin`` (harvested kernels, and the mutant family's variants of them) are planned
together before any row is written (``plan``). They are grouped into clusters, the connected
components of three relations:

- the same module (``origin`` before ``:``): a module's kernels and their overloads stay together;
- near-twin kernel bodies (harness/export/twins.py);
- a shared helper block: a block of ``cpu_helpers`` or ``cuda_helpers`` (canonical form, between
  blank lines: a ``@wp.func``, its adjoint, a struct) of at least ``MIN_HELPER_CHARS`` characters.
  The helpers come with every kernel that calls them, so two rows that share one share target text
  in the views that make helpers a target; shorter blocks (``};``, an empty constructor) are
  boilerplate every struct has and would join everything.

A cluster never spans two splits, except where ``plan`` says it broke one (below). Where the
export knows which rows are evaluable (validated), the real rows' ``test`` split is drawn, not
hashed: from clusters that hold an evaluable real row, visited in the order of their keys (a
hash), one package after the other in turn, a cluster's evaluable real rows go to ``test`` (at
most ``MODULE_SHARE`` of the test target from one module) and its other rows to ``validation``,
when they fit in the validation fraction; ``test`` stops at its fraction of the real rows (at
least one row). A cluster too large to hold out stays in ``train``. When no cluster fits (a small
export whose rows share one helper) the smallest cluster with an evaluable row is broken: its
evaluable rows go to ``test``, its others follow the rule below, and the card says how much helper
text that leaks. The clusters not drawn go to ``train`` or ``validation`` by their key, a cluster
larger than the validation room staying in ``train``.

Without validation (nothing is known to be evaluable) every cluster goes where its key sends it
over the three fractions, a cluster larger than its split's share of the rows staying in
``train``; with held-out families, as ``assign_split`` says. The same rows give the same plan.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

import xxhash

from harness.export import twins

MIN_HELPER_CHARS = 64  # a helper block shorter than this is boilerplate, not a reason to join clusters
MODULE_SHARE = 0.25  # at most this share of the test target comes from one module (at least one row)


def parse_splits(text: str | Iterable[float]) -> tuple[float, float, float]:
    """``"90/5/5"`` (or ``"0.8,0.1,0.1"``, or three numbers) -> fractions of train/validation/test."""
    if isinstance(text, str):
        parts = [p for p in re.split(r"[/,:\s]+", text.strip()) if p]
        try:
            values = [float(p) for p in parts]
        except ValueError:
            raise ValueError(f"splits {text!r}: expected three numbers train/validation/test, e.g. 90/5/5") from None
    else:
        values = [float(v) for v in text]
    if len(values) != 3 or any(v < 0 for v in values) or sum(values) <= 0:
        raise ValueError(f"splits {text!r}: expected three numbers >= 0 (train/validation/test) with a positive sum")
    total = sum(values)
    return (values[0] / total, values[1] / total, values[2] / total)


def assign_split(structure: str, family: str, fractions: tuple[float, float, float], holdout: frozenset) -> str:
    """The split of a row: a function of its structural hash (and of its family, for held-out families).

    Rows of a held-out family all go to ``test``; the others share train/validation in the
    ratio of their fractions, and ``test`` gets nothing else.
    """
    if holdout:
        if family in holdout:
            return "test"
        fractions = (fractions[0], fractions[1], 0.0)
    total = sum(fractions)
    if total <= 0:
        raise ValueError("held-out families leave no fraction for train/validation")
    point = int(structure[:15], 16) / 16**15 * total
    if point < fractions[0]:
        return "train"
    if point < fractions[0] + fractions[1]:
        return "validation"
    return "test" if fractions[2] > 0 else ("validation" if fractions[1] > 0 else "train")


def split_key(record: dict) -> str:
    """What a row's split is a function of: its structural hash; for a row with an ``origin``, the
    module it comes from (its cluster then takes the smallest key of its members: ``plan``)."""
    if record.get("origin"):
        return xxhash.xxh3_128_hexdigest(record["origin"].split(":")[0].encode())
    return record["structure_hash"]


def helper_blocks(record: dict) -> frozenset[int]:
    """Hashes of the row's helper blocks worth clustering on (canonical form, both targets)."""
    out = set()
    for target in ("cpu", "cuda"):
        for block in (record.get(f"{target}_helpers_canonical") or "").split("\n\n"):
            if len(block.strip()) >= MIN_HELPER_CHARS:
                out.add(xxhash.xxh3_64_intdigest(f"{target}\0{block}".encode()))
    return frozenset(out)


@dataclass(frozen=True)
class Member:
    """What the plan needs of one row with an ``origin`` (hashes and flags, never the code)."""

    id: str
    family: str
    module: str  # ``origin`` before ``:``
    package: str  # its top-level module
    body: twins.Body
    blocks: frozenset[int]
    evaluable: bool | None
    real: bool  # harvested, not a mutant variant

    @property
    def key(self) -> str:
        return split_key({"origin": self.module})

    @classmethod
    def of(cls, record: dict) -> Member:
        module = record["origin"].split(":")[0]
        return cls(
            id=record["id"],
            family=record["family"],
            module=module,
            package=module.split(".")[0],
            body=twins.body(record["python_source"], record["kernel_name"]),
            blocks=helper_blocks(record),
            evaluable=record.get("evaluable"),
            real=record["family"] != "mutant",
        )


@dataclass
class Plan:
    """The split of every planned row, and what the card says about it."""

    split: dict[str, str] = field(default_factory=dict)
    bodies: dict[str, twins.Body] = field(default_factory=dict)
    twin_cluster_size: dict[str, int] = field(default_factory=dict)  # the near-twin cluster alone
    cluster_size: dict[str, int] = field(default_factory=dict)  # module, twins and helpers together
    rule: str = "hashed"  # drawn (test from evaluable rows), hashed (no validation) or holdout
    facts: dict = field(default_factory=dict)

    def __contains__(self, case_id: str) -> bool:
        return case_id in self.split


def _clusters(members: list[Member]) -> list[list[int]]:
    """Members' indices grouped by module, near-twin body and shared helper block; each cluster in
    index order, the clusters in the order of their smallest module key."""
    uf = twins.UnionFind(len(members))
    first: dict = {}
    for i, m in enumerate(members):
        uf.union(first.setdefault(("module", m.module), i), i)
        for block in sorted(m.blocks):
            uf.union(first.setdefault(("block", block), i), i)
    for i, root in enumerate(twins.clusters([m.body for m in members])):
        uf.union(root, i)
    groups: dict[int, list[int]] = defaultdict(list)
    for i in range(len(members)):
        groups[uf.find(i)].append(i)
    return sorted(groups.values(), key=lambda g: min(members[i].key for i in g))


def plan(members: list[Member], fractions: tuple[float, float, float], holdout: frozenset = frozenset()) -> Plan:
    """Every member's split (module docstring)."""
    members = sorted(members, key=lambda m: m.id)
    groups = _clusters(members)
    twin_roots = twins.clusters([m.body for m in members])
    twin_size = Counter(twin_roots)
    out = Plan(bodies={m.id: m.body for m in members})
    for i, m in enumerate(members):
        out.twin_cluster_size[m.id] = twin_size[twin_roots[i]]
    for g in groups:
        for i in g:
            out.cluster_size[members[i].id] = len(g)
    keys = [min(members[i].key for i in g) for g in groups]
    real = sum(m.real for m in members)
    known = any(m.evaluable is not None for m in members if m.real)
    if holdout:
        out.rule = "holdout"
        for g, key in zip(groups, keys, strict=True):
            for i in g:
                out.split[members[i].id] = assign_split(key, members[i].family, fractions, holdout)
    elif not known or fractions[2] <= 0:
        _hashed(out, members, groups, keys, fractions, len(members))
    else:
        out.rule = "drawn"
        _drawn(out, members, groups, keys, fractions, real)
    out.facts.update(clusters=len(groups), largest=max(map(len, groups), default=0))
    return out


def _hashed(out: Plan, members, groups, keys, fractions, n: int) -> None:
    """Each cluster where its key sends it; one larger than its split's share of ``n`` stays in train."""
    for g, key in zip(groups, keys, strict=True):
        split = assign_split(key, members[g[0]].family, fractions, frozenset())
        if split != "train" and len(g) > max(1, round(fractions[("validation", "test").index(split) + 1] * n)):
            split = "train"
        for i in g:
            out.split[members[i].id] = split


def _drawn(out: Plan, members, groups, keys, fractions, real: int) -> None:
    """The test split drawn from evaluable real rows, balanced across packages and modules."""
    target = max(1, round(fractions[2] * real))
    room = round(fractions[1] * real)  # validation rows left to give
    cap = max(1, int(MODULE_SHARE * target))

    def evaluable(i: int) -> bool:
        return members[i].real and bool(members[i].evaluable)

    candidates: dict[str, list[int]] = defaultdict(list)  # package -> cluster indices, in key order
    for c, g in enumerate(groups):
        if any(evaluable(i) for i in g) and any(members[i].real for i in g):
            candidates[members[min((i for i in g if members[i].real), key=lambda i: members[i].key)].package].append(c)
    per_module: Counter = Counter()
    taken: set[int] = set()  # clusters placed whole (test and validation)
    test: list[int] = []

    def draw(c: int) -> list[int]:
        """The rows of cluster ``c`` that may go to test now."""
        chosen = []
        for i in groups[c]:
            m = members[i]
            if evaluable(i) and per_module[m.module] < cap and len(test) + len(chosen) < target:
                chosen.append(i)
                per_module[m.module] += 1
        return chosen

    queues = {p: list(cs) for p, cs in sorted(candidates.items())}
    while len(test) < target and any(queues.values()):
        for package in list(queues):
            if len(test) >= target:
                break
            while queues[package]:
                c = queues[package].pop(0)
                before = per_module.copy()
                chosen = draw(c)
                rest = len(groups[c]) - len(chosen)
                if not chosen or rest > room:
                    per_module = before
                    continue
                room -= rest
                taken.add(c)
                test += chosen
                for i in groups[c]:
                    out.split[members[i].id] = "test" if i in chosen else "validation"
                break
    broken = 0
    if not test:  # nothing fits whole: break the smallest cluster with an evaluable real row
        pool = [c for cs in candidates.values() for c in cs]
        if pool:
            c = min(pool, key=lambda c: (len(groups[c]), keys[c]))
            per_module.clear()
            test = draw(c)
            for i in test:
                out.split[members[i].id] = "test"
            broken = len(test)
    for c, (g, key) in enumerate(zip(groups, keys, strict=True)):
        if c in taken:
            continue
        rest = [i for i in g if members[i].id not in out.split]
        split = assign_split(key, members[g[0]].family, (fractions[0], fractions[1], 0.0), frozenset())
        if split == "validation" and len(rest) <= room:
            room -= len(rest)
        else:
            split = "train"
        for i in rest:
            out.split[members[i].id] = split
    out.facts.update(
        test_target=target,
        module_cap=cap,
        broken=broken,
        held_with_test=sum(len(groups[c]) for c in taken) - len(test) if not broken else 0,
    )
