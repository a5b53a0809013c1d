"""The shipped predictions: ``oracle`` (each row's own code) and ``retrieval`` (the code of the
nearest training row by its Python source, names substituted): the floor a model must beat.

Retrieval is TF-IDF over token 1- to 3-grams of ``python_source`` (each row's own kernel name
written ``KERNEL`` first, so case ids do not count), cosine similarity, ties to the smallest id;
the pool is the dataset's ``train`` rows, less the row itself. Deterministic, no library.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from harness.eval.contract import Prediction
from harness.eval.rows import Row
from harness.generate.canonical import substitute_name

NGRAMS = (1, 2, 3)
_TOKEN = re.compile(r"[A-Za-z_]\w*|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\S")


def oracle(rows: list[Row], targets) -> list[Prediction]:
    return [Prediction(r.id, t, 0, r.code[t]) for r in rows for t in targets]


def _features(row: Row) -> Counter:
    source = substitute_name(row.python_source, row.kernel_name, "KERNEL")
    tokens = _TOKEN.findall(source)
    grams = Counter()
    for n in NGRAMS:
        grams.update(" ".join(tokens[i : i + n]) for i in range(len(tokens) - n + 1))
    return grams


def _vector(grams: Counter, idf: dict) -> dict:
    v = {g: (1.0 + math.log(c)) * idf.get(g, 0.0) for g, c in grams.items()}
    norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
    return {g: x / norm for g, x in v.items() if x}


def nearest(rows: list[Row], pool: list[Row]) -> dict[str, Row | None]:
    """row id -> the pool row most like it (None when the pool holds no other row)."""
    pool = sorted(pool, key=lambda r: r.id)
    pool_grams = [_features(r) for r in pool]
    df = Counter(g for grams in pool_grams for g in grams)
    n = len(pool)
    idf = {g: math.log((1 + n) / (1 + c)) + 1.0 for g, c in df.items()}
    vectors = [_vector(g, idf) for g in pool_grams]
    found = {}
    for row in rows:
        v = _vector(_features(row), idf)
        best, best_score = None, -1.0
        for candidate, w in zip(pool, vectors, strict=True):
            if candidate.id == row.id:
                continue
            small, large = (v, w) if len(v) < len(w) else (w, v)
            score = sum(x * large.get(g, 0.0) for g, x in small.items())
            if score > best_score + 1e-12:
                best, best_score = candidate, score
        found[row.id] = best
    return found


def retrieval(rows: list[Row], pool: list[Row], targets) -> list[Prediction]:
    """The nearest pool row's column for each row and target, its kernel name made the row's."""
    predictions = []
    neighbours = nearest(rows, pool)
    for row in rows:
        other = neighbours[row.id]
        if other is None:
            continue
        for t in targets:
            predictions.append(
                Prediction(row.id, t, 0, substitute_name(other.code[t], other.kernel_name, row.kernel_name))
            )
    return predictions
