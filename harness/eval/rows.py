"""A ``make dataset`` output folder read back for scoring: its rows (``OUT/data/<split>-*``) and,
for each, the golden files the row was cut from (``OUT/cases/<family>/<id>.*``: the whole
translation unit Warp compiles and where each piece of it sits)."""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass, field
from pathlib import Path

from harness.eval.contract import TARGETS
from harness.export.columns import DATA_DIR, SHARD_NAME, SPLITS
from harness.generate import layout

_COLUMNS = ("id", "family", "kernel_name", "python_source", *TARGETS)
# absent from older datasets: None
_OPTIONAL = ("origin", "compiled_cubin", "compiled_cubin_reason", "failed_steps")


@dataclass(frozen=True)
class Row:
    id: str
    family: str
    split: str
    kernel_name: str
    python_source: str
    code: dict[str, str] = field(repr=False)  # target -> the column's text
    case_path: Path = Path()  # the case's golden metadata (``<id>.json``)
    origin: str | None = None  # ``module:qualname`` of a harvested (real) row; None for a generated one
    # why Warp's own CUDA code of the row is known not to build here (validated, not built to CUBIN); None: it did
    cuda_unbuilt: str | None = None

    @property
    def kind(self) -> str:
        """``real`` (harvested from code) or ``generated`` (a ``mutant`` row, a variant of a real
        kernel, has its seed's ``origin`` but is generated)."""
        return "generated" if self.origin is None or self.family == "mutant" else "real"


class DatasetError(Exception):
    """The folder is not a ``make dataset`` output (one line: which and why)."""


def _read_shard(path: Path) -> list[dict]:
    if path.name.endswith(".parquet"):
        import pyarrow.parquet as pq  # only for Parquet datasets

        names = set(pq.read_schema(path).names)
        columns = [*_COLUMNS, *(c for c in _OPTIONAL if c in names)]
        return pq.read_table(path, columns=columns).to_pylist()
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [{k: r.get(k) for k in (*_COLUMNS, *_OPTIONAL)} for r in map(json.loads, f)]


def _cuda_unbuilt(record: dict) -> str | None:
    """A validated row whose CUBIN build did not succeed: its CUDA units are left out with the reason
    (building Warp's own code again, into the time limit, would only say so later)."""
    if record.get("failed_steps") is None or record.get("compiled_cubin") is True:
        return None  # not validated (nothing known), or built
    reason = record.get("compiled_cubin_reason") or "no reason recorded"
    return f"Warp's own CUDA code was not built to CUBIN when the row was validated: {reason}"


def read_rows(dataset: Path) -> list[Row]:
    """Every row of every split, in (split, id) order. Raises DatasetError."""
    dataset = Path(dataset)
    data = dataset / DATA_DIR
    if not data.is_dir():
        raise DatasetError(f"{dataset}: no {DATA_DIR}/ folder of shards (a `make dataset` OUT folder?)")
    shards = sorted(p for p in data.iterdir() if SHARD_NAME.match(p.name))
    if not shards:
        raise DatasetError(f"{data}: no shards named <split>-0000i-of-0000N.parquet or .jsonl.gz")
    rows = []
    for path in shards:
        split = SHARD_NAME.match(path.name).group(1)
        try:
            records = _read_shard(path)
        except Exception as error:
            raise DatasetError(f"{path}: unreadable shard: {type(error).__name__}: {error}") from error
        for r in records:
            rows.append(
                Row(
                    id=r["id"],
                    family=r["family"],
                    split=split,
                    kernel_name=r["kernel_name"],
                    python_source=r["python_source"],
                    code={t: r[t] or "" for t in TARGETS},
                    case_path=dataset / "cases" / layout.folder(r["id"]) / f"{r['id']}.json",
                    origin=r.get("origin"),
                    cuda_unbuilt=_cuda_unbuilt(r),
                )
            )
    rows.sort(key=lambda r: (SPLITS.index(r.split), r.id))
    return rows


def parse_split(text: str) -> tuple[str, ...]:
    """SPLIT: one split, a comma/space separated list, or ``all``. ValueError naming the bad ones."""
    names = [n for n in text.replace(",", " ").split() if n]
    if names == ["all"]:
        return SPLITS
    bad = [n for n in names if n not in SPLITS]
    if bad or not names:
        raise ValueError(f"split {text!r}: expected one or more of {', '.join(SPLITS)}, or all")
    return tuple(n for n in SPLITS if n in names)
