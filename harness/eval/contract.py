"""The predictions contract: JSON lines, one per (row ``id``, ``target``, sample ``k``), ``code`` the text.

    {"id": "arithmetic-000003", "target": "cpu_forward", "k": 0, "code": "struct wp_args_..."}

- ``target`` is one of ``TARGETS`` (the dataset's code columns);
- ``k`` is the sample index, an integer >= 0 (0 when left out); several samples of one
  (id, target) give pass@k;
- ``code`` is the predicted text of that column.

A line that breaks the contract (not JSON, not an object, a field missing or of the wrong type,
an unknown target, an id the dataset does not hold, a repeated (id, target, k)) is reported with
a one-line reason and its line number, and the other lines are scored: nothing here raises.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

TARGETS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward")
REASON_CHARS = 200  # a reason quotes at most this much of the offending value


@dataclass(frozen=True)
class Prediction:
    id: str
    target: str
    k: int
    code: str


def _quote(value) -> str:
    text = json.dumps(value) if not isinstance(value, str) else repr(value)
    return text if len(text) <= REASON_CHARS else text[: REASON_CHARS - 3] + "..."


def _check(obj, known_ids) -> tuple[Prediction | None, str]:
    if not isinstance(obj, dict):
        return None, f"not a JSON object but {type(obj).__name__}"
    for name in ("id", "target", "code"):
        if name not in obj:
            return None, f"no {name!r} field"
    ident, target, code, k = obj["id"], obj["target"], obj["code"], obj.get("k", 0)
    if not isinstance(ident, str):
        return None, f"'id' is not a string: {_quote(ident)}"
    if target not in TARGETS:
        return None, f"unknown target {_quote(target)} (valid: {', '.join(TARGETS)})"
    if not isinstance(code, str):
        return None, f"'code' is not a string but {type(code).__name__}"
    if isinstance(k, bool) or not isinstance(k, int) or k < 0:
        return None, f"'k' is not an integer >= 0: {_quote(k)}"
    if known_ids is not None and ident not in known_ids:
        return None, f"unknown id {_quote(ident)}: no such row in the rows asked"
    return Prediction(ident, target, k, code), ""


def parse(lines: Iterable[str], known_ids: Iterable[str] | None = None) -> tuple[list[Prediction], list[str]]:
    """(predictions, problems): every valid line, in order, and one ``line N: reason`` per bad one."""
    known = None if known_ids is None else set(known_ids)
    predictions, problems, seen = [], [], set()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError as error:
            problems.append(f"line {number}: not JSON ({error})")
            continue
        prediction, why = _check(obj, known)
        if prediction is None:
            problems.append(f"line {number}: {why}")
            continue
        key = (prediction.id, prediction.target, prediction.k)
        if key in seen:
            problems.append(f"line {number}: repeats id {prediction.id!r} target {prediction.target} k {prediction.k}")
            continue
        seen.add(key)
        predictions.append(prediction)
    return predictions, problems


def read(path, known_ids: Iterable[str] | None = None) -> tuple[list[Prediction], list[str]]:
    """``parse`` of a predictions file (UTF-8; undecodable bytes count as a bad line's text)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return parse(f, known_ids)


def line(prediction: Prediction) -> str:
    """A prediction as its JSON line (what ``parse`` reads back)."""
    record = {"id": prediction.id, "target": prediction.target, "k": prediction.k, "code": prediction.code}
    return json.dumps(record, sort_keys=False) + "\n"
