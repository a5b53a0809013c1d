"""Golden files -> dataset rows -> Parquet shards and a dataset card.

Rows follow the dataset contract (README "Dataset columns"); column names are public.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from harness.golden import GoldenCase, read_case

SCHEMA = pa.schema(
    [
        ("id", pa.string()),
        ("family", pa.string()),
        ("seed", pa.int64()),
        ("python_source", pa.string()),
        ("kernel_name", pa.string()),
        ("cpu_forward", pa.string()),
        ("cpu_backward", pa.string()),
        ("cuda_forward", pa.string()),
        ("cuda_backward", pa.string()),
        ("cpu_helpers", pa.string()),
        ("cuda_helpers", pa.string()),
        ("warp_version", pa.string()),
        ("tags", pa.list_(pa.string())),
        ("builtins", pa.list_(pa.string())),
        ("codegen_only", pa.bool_()),
        ("cuda_available", pa.bool_()),
    ]
)


def row(case: GoldenCase, run: dict) -> dict:
    spec, meta = case.spec, case.meta
    tags = list(meta["tags"])
    if not case.piece("cpu", "backward"):
        tags = sorted({*tags, "no_backward"})
    return {
        "id": spec.case_id,
        "family": spec.family,
        "seed": spec.seed,
        "python_source": spec.source,
        "kernel_name": spec.kernel_name,
        "cpu_forward": case.piece("cpu", "forward"),
        "cpu_backward": case.piece("cpu", "backward"),
        "cuda_forward": case.piece("cuda", "forward"),
        "cuda_backward": case.piece("cuda", "backward"),
        "cpu_helpers": case.piece("cpu", "helpers"),
        "cuda_helpers": case.piece("cuda", "helpers"),
        "warp_version": meta["warp_version"],
        "tags": tags,
        "builtins": list(meta["builtins"]),
        "codegen_only": bool(run.get("codegen_only", True)),
        "cuda_available": bool(run.get("cuda_available", False)),
    }


def case_files(root: Path) -> list[Path]:
    """Complete cases under a golden root, in a stable order (family, then seed)."""
    return sorted(Path(root).glob("*/*.json"))


def export(root: Path, out: Path, run: dict, split: str = "train", rows_per_shard: int = 2000) -> dict:
    """Write ``<split>-0000i-of-0000N.parquet`` shards and README.md; returns a summary.

    A damaged case is reported by file name and skipped; the others are still exported.
    """
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    rows, errors = [], []
    for path in case_files(root):
        try:
            rows.append(row(read_case(path), run))
        except (ValueError, KeyError) as error:
            errors.append(str(error) if isinstance(error, ValueError) else f"{path}: missing field {error}")
    shards = [rows[i : i + rows_per_shard] for i in range(0, len(rows), rows_per_shard)] or [[]]
    for old in out.glob(f"{split}-*.parquet"):
        old.unlink()
    names = []
    for i, shard in enumerate(shards):
        name = f"{split}-{i:05d}-of-{len(shards):05d}.parquet"
        _write_atomic(out / name, pa.Table.from_pylist(shard, schema=SCHEMA))
        names.append(name)
    summary = {
        "rows": len(rows),
        "families": dict(sorted(Counter(r["family"] for r in rows).items())),
        "tags": dict(sorted(Counter(t for r in rows for t in r["tags"]).items())),
        "shards": names,
        "errors": errors,
        "run": run,
    }
    (out / "README.md").write_text(card(summary))
    return summary


def _write_atomic(path: Path, table: pa.Table) -> None:
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    pq.write_table(table, tmp, compression="zstd")
    tmp.replace(path)


def card(summary: dict) -> str:
    run = summary["run"]
    split_files = "\n".join(f"      - {name}" for name in summary["shards"])
    families = "\n".join(f"| {f} | {n} |" for f, n in summary["families"].items())
    tags = "\n".join(f"| {t} | {n} |" for t, n in summary["tags"].items())
    return f"""---
pretty_name: Warp kernels and their generated CPU/CUDA code
license: apache-2.0
task_categories:
  - text-generation
tags:
  - code
  - cuda
  - warp
configs:
  - config_name: default
    data_files:
      - split: train
        path:
{split_files}
---

# Warp kernels -> generated C++ and CUDA

Each row is one NVIDIA Warp kernel (a standalone Python module) with the CPU C++ and CUDA C++
that Warp {run.get("warp_version", "")} generates for it, forward and adjoint (backward).
Every label is Warp's own output.

Generated with `{run.get("command", "")}`.

Rows: {summary["rows"]}

## Rows per family

| family | rows |
|---|---|
{families}

## Tags

| tag | rows |
|---|---|
{tags}
"""


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", type=Path, help="golden root (folder of <family>/<case>.* files)")
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    run_file = args.out / "run.json"
    run = json.loads(run_file.read_text()) if run_file.exists() else {}
    summary = export(args.root, args.out, run)
    print(f"exported {summary['rows']} rows into {args.out}")
    for error in summary["errors"]:
        print(f"  skipped: {error}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
