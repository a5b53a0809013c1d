"""Near-twin harvested kernels: grouped before splits are assigned, and counted across splits after.

Two harvested rows are near-twins when their kernels' bodies (the statements of the ``@wp.kernel``
function in ``python_source``, docstring left out, formatting and comments normalised by
``ast.unparse``) are the same once identifiers are renamed by first appearance, or when the
Jaccard similarity of the bodies' sets of token 5-grams is at least 0.8.

Grouping (``clusters``), for the export: rows with the same shingle set or the same renamed body
are joined at once; the other candidate pairs come from MinHash signatures (128 multiply-shift
hashes of each shingle's xxh3 hash, vectorised with numpy) cut into 32 bands of 4, and every
candidate pair is verified with the exact Jaccard before union-find joins it. ~2,000 rows take
about a second.

Counting (``held_out_twins``, ``check``), for a user: for each validation/test row, every train
row that could reach the threshold is found exactly (prefix filtering: two sets with Jaccard >= t
share a token among the first ``|x| - ceil(t|x|) + 1`` of each, in one global order), then
verified. It shares no candidate step with the grouping, so it checks it.

    python -m harness.export.twins OUT      # held-out harvested rows with a near-twin in train
"""

from __future__ import annotations

import gzip
import json
import keyword
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import xxhash

from harness.export.columns import DATA_DIR, SHARD_NAME

SHINGLE = 5  # tokens per shingle
THRESHOLD = (4, 5)  # Jaccard >= 4/5, kept as a fraction so that the limits are exact integers
PERMUTATIONS, BANDS = 128, 32  # 32 bands of 4: a pair at 0.8 is a candidate with probability 1 - 5e-8


@dataclass(frozen=True)
class Body:
    """What the near-twin rules look at in one row."""

    renamed: bytes  # digest of the body's tokens with identifiers renamed by first appearance
    shingles: np.ndarray  # sorted, unique xxh3 hashes of the body's token 5-grams (uint64)


# ----------------------------------------------------------------------------- bodies


_TOKEN = re.compile(
    r"""(?P<s>[rRbBuUfF]{0,2}(?:\'\'\'[\s\S]*?\'\'\'|\"\"\"[\s\S]*?\"\"\"|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"))"""
    r"|(?P<c>#[^\n]*)|(?P<n>\n[ \t]*)|(?P<k>\\\n)|(?P<w>\w+)"
    r"|(?P<o>\*\*=?|//=?|>>=?|<<=?|->|:=|\.\.\.|[-+*/%&|^@<>=!]=|\S)"
)
_OPEN, _CLOSE = set("([{"), set(")]}")


def tokens(text: str) -> list[str]:
    """Python tokens of ``text`` (a regular expression: a tenth of ``tokenize``'s time): names,
    numbers, strings, operators, and ``<nl>`` / ``<in>`` / ``<de>`` for statement ends and
    indentation as Python reads them (not inside brackets); comments and blank lines left out."""
    out, depth, levels, pending = [], 0, [0], None
    for m in _TOKEN.finditer("\n" + text + "\n"):
        kind, tok = m.lastgroup, m.group()
        if kind == "c" or kind == "k":
            continue
        if kind == "n":
            if depth == 0:
                pending = len(tok) - 1  # the indentation of the next line with a token
            continue
        if pending is not None:
            if out and out[-1] not in ("<nl>", "<in>", "<de>"):
                out.append("<nl>")
            if pending > levels[-1]:
                levels.append(pending)
                out.append("<in>")
            while pending < levels[-1]:
                levels.pop()
                out.append("<de>")
            pending = None
        if tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth = max(0, depth - 1)
        out.append(tok)
    return out


def _def_chunk(source: str, kernel_name: str) -> str | None:
    """The text of the first ``def kernel_name(`` to the end of its block, cut by indentation (a
    line at the def's indentation or less that is not a comment or a closing bracket). None: not found."""
    at = source.find(f"def {kernel_name}")
    while at >= 0:
        line_start = source.rfind("\n", 0, at) + 1
        head = source[line_start:at].strip()
        after = source[at + 4 + len(kernel_name) :].lstrip(" \t")
        if head in ("", "async") and after.startswith("("):
            indent = len(source[line_start:at]) - len(source[line_start:at].lstrip())
            lines = source[at:].split("\n")
            end = len(lines)
            for i, line in enumerate(lines[1:], 1):
                text = line.strip()
                if text and not text.startswith(("#", ")", "]")) and len(line) - len(line.lstrip()) <= indent:
                    end = i
                    break
            return "\n".join(lines[:end])
        at = source.find(f"def {kernel_name}", at + 1)
    return None


def body_tokens(source: str, kernel_name: str) -> list[str]:
    """Tokens of the kernel's body: the statements after its ``def`` line, a docstring left out;
    of the whole source when it defines no function of that name. A generic kernel the generator
    writes ``kernel_name_t`` (``kernel_name = wp.overload(kernel_name_t, {...})``) is that function."""
    chunk = _def_chunk(source, kernel_name) or _def_chunk(source, f"{kernel_name}_t")
    if chunk is None:
        return tokens(source) or [""]
    toks = tokens(chunk)
    if "<nl>" in toks:
        toks = toks[toks.index("<nl>") + 1 :]  # the header ends at its first statement end
        if len(toks) > 2 and toks[0] == "<in>" and toks[1][-1:] in "'\"" and toks[2] in ("<nl>", "<de>"):
            toks = toks[:1] + toks[3:] if toks[2] == "<nl>" else toks  # the docstring: not code
    return toks or [""]


def body(source: str, kernel_name: str) -> Body:
    toks = body_tokens(source, kernel_name)
    names: dict[str, str] = {}
    renamed = [
        names.setdefault(t, f"v{len(names)}") if t.isidentifier() and not keyword.iskeyword(t) else t for t in toks
    ]
    n = max(1, len(toks) - SHINGLE + 1)
    grams = ["\x1f".join(toks[i : i + SHINGLE]) for i in range(n)]
    hashes = np.unique(np.fromiter((xxhash.xxh3_64_intdigest(g.encode()) for g in grams), dtype=np.uint64, count=n))
    return Body(renamed=xxhash.xxh3_128_digest("\x1f".join(renamed).encode()), shingles=hashes)


def jaccard(a: np.ndarray, b: np.ndarray) -> float:
    common = np.intersect1d(a, b, assume_unique=True).size
    return common / (a.size + b.size - common)


def twins(a: Body, b: Body) -> bool:
    """The near-twin rule, exactly."""
    if a.renamed == b.renamed:
        return True
    common = np.intersect1d(a.shingles, b.shingles, assume_unique=True).size
    return common * THRESHOLD[1] >= THRESHOLD[0] * (a.shingles.size + b.shingles.size - common)


# ----------------------------------------------------------------------------- grouping


def _coefficients() -> tuple[np.ndarray, np.ndarray]:
    """Multiply-shift hash functions (odd multipliers), from xxh3: the same on every machine."""
    a = np.array(
        [xxhash.xxh3_64_intdigest(f"minhash-a-{k}".encode()) | 1 for k in range(PERMUTATIONS)], dtype=np.uint64
    )
    b = np.array([xxhash.xxh3_64_intdigest(f"minhash-b-{k}".encode()) for k in range(PERMUTATIONS)], dtype=np.uint64)
    return a, b


def signatures(bodies: list[Body]) -> np.ndarray:
    """MinHash signatures, one row of PERMUTATIONS uint64 per body (every body has a shingle)."""
    if not bodies:
        return np.zeros((0, PERMUTATIONS), dtype=np.uint64)
    flat = np.concatenate([b.shingles for b in bodies])
    starts = np.cumsum([0] + [b.shingles.size for b in bodies[:-1]])
    a, b = _coefficients()
    out = np.empty((len(bodies), PERMUTATIONS), dtype=np.uint64)
    with np.errstate(over="ignore"):  # arithmetic modulo 2**64 is the point
        for k in range(PERMUTATIONS):
            out[:, k] = np.minimum.reduceat((flat * a[k] + b[k]) >> np.uint64(32), starts)
    return out


def _band_candidates(sig: np.ndarray) -> list[tuple[int, int]]:
    """Pairs of rows with the same signature in at least one band, in a fixed order."""
    rows = PERMUTATIONS // BANDS
    mix = np.array([xxhash.xxh3_64_intdigest(f"band-{r}".encode()) | 1 for r in range(rows)], dtype=np.uint64)
    pairs: set[tuple[int, int]] = set()
    with np.errstate(over="ignore"):
        for band in range(BANDS):
            key = (sig[:, band * rows : (band + 1) * rows] * mix).sum(axis=1)  # collisions cost a check only
            order = np.argsort(key, kind="stable")
            ordered = key[order]
            cuts = np.flatnonzero(np.diff(ordered)) + 1
            for group in np.split(order, cuts):
                if group.size > 1:
                    members = sorted(group.tolist())
                    pairs.update((x, y) for i, x in enumerate(members) for y in members[i + 1 :])
    return sorted(pairs)


class UnionFind:
    def __init__(self, n: int) -> None:
        self.parent = list(range(n))

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, x: int, y: int) -> None:
        x, y = self.find(x), self.find(y)
        if x != y:
            self.parent[max(x, y)] = min(x, y)  # the root is the smallest index: order-free result


def clusters(bodies: list[Body]) -> list[int]:
    """For each body, the smallest index of its near-twin cluster (connected components of the
    verified near-twin pairs)."""
    uf = UnionFind(len(bodies))
    by_renamed: dict[bytes, int] = {}
    by_set: dict[bytes, int] = {}
    reps = []  # one body per distinct shingle set: identical sets are joined without a check
    for i, b in enumerate(bodies):
        uf.union(by_renamed.setdefault(b.renamed, i), i)
        key = xxhash.xxh3_128_digest(b.shingles.tobytes())
        if key in by_set:
            uf.union(by_set[key], i)
        else:
            by_set[key] = i
            reps.append(i)
    sig = signatures([bodies[i] for i in reps])
    for x, y in _band_candidates(sig):
        i, j = reps[x], reps[y]
        if uf.find(i) != uf.find(j) and twins(bodies[i], bodies[j]):
            uf.union(i, j)
    return [uf.find(i) for i in range(len(bodies))]


# ----------------------------------------------------------------------------- counting


def held_out_twins(train: list[Body], held: list[Body]) -> list[int]:
    """Indices of ``held`` bodies with a near-twin among ``train``, found exactly."""
    t_num, t_den = THRESHOLD
    freq: dict[int, int] = defaultdict(int)
    for b in (*train, *held):
        for h in b.shingles.tolist():
            freq[h] += 1

    def prefix(b: Body) -> list[int]:
        size = b.shingles.size
        keep = size - (t_num * size + t_den - 1) // t_den + 1  # |x| - ceil(t|x|) + 1
        return sorted(b.shingles.tolist(), key=lambda h: (freq[h], h))[:keep]

    index: dict[int, list[int]] = defaultdict(list)
    renamed: set[bytes] = set()
    for j, b in enumerate(train):
        renamed.add(b.renamed)
        for h in prefix(b):
            index[h].append(j)
    found = []
    for i, b in enumerate(held):
        if b.renamed in renamed:
            found.append(i)
            continue
        size = b.shingles.size
        candidates = {j for h in prefix(b) for j in index.get(h, ())}
        for j in sorted(candidates):
            other = train[j].shingles.size
            if t_den * min(size, other) >= t_num * max(size, other) and twins(b, train[j]):
                found.append(i)
                break
    return found


def _shard_rows(out: Path):
    for path in sorted((Path(out) / DATA_DIR).iterdir()):
        match = SHARD_NAME.match(path.name)
        if not match:
            continue
        split = match.group(1)
        if match.group(2) == "parquet":
            table = pq.read_table(path, columns=["id", "origin", "kernel_name", "python_source"])
            for r in table.to_pylist():
                yield split, r
        else:
            with gzip.open(path, "rt", encoding="utf-8") as f:
                for line in f:
                    yield split, json.loads(line)


def check(out: Path) -> dict:
    """For the export in ``out``: harvested rows per split, and the ids of validation/test harvested
    rows that have a near-twin in train (the export promises none)."""
    rows: dict[str, list[tuple[str, Body]]] = defaultdict(list)
    for split, r in _shard_rows(out):
        if r.get("origin"):
            rows[split].append((r["id"], body(r["python_source"], r["kernel_name"])))
    train = [b for _, b in rows.get("train", ())]
    result = {"harvested_rows": {s: len(v) for s, v in sorted(rows.items())}, "with_twin_in_train": {}}
    for split in ("validation", "test"):
        held = rows.get(split, [])
        result["with_twin_in_train"][split] = [held[i][0] for i in held_out_twins(train, [b for _, b in held])]
    return result


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m harness.export.twins OUT   (a folder written by make dataset / make harvest)")
        return 2
    result = check(Path(args[0]))
    counts = ", ".join(f"{s} {n}" for s, n in result["harvested_rows"].items()) or "none"
    print(f"harvested rows: {counts}")
    bad = 0
    for split, ids in result["with_twin_in_train"].items():
        bad += len(ids)
        print(f"{split} rows with a near-twin in train: {len(ids)}" + (f" ({', '.join(ids)})" if ids else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
