"""What `make dataset` was asked to do, as one typed value.

``harness/dataset.py`` parses its command line into a ``DatasetRequest`` and hands it (or the
pieces each function needs) to the engines and the export; nothing below the entry point reads
the command line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from harness.validate.ladder import Options


@dataclass(frozen=True)
class ExportSettings:
    """How the cases become a dataset (``harness/export/writer.py``'s ``export``)."""

    format: str = "parquet"  # shard format: parquet or jsonl
    splits: str = "90/5/5"  # train/validation/test percentages, by structural hash
    holdout_families: tuple[str, ...] = ()  # families that make up the whole test split
    shard_mb: float = 128.0  # code text per shard, in MiB
    max_chars: int | None = None  # leave out rows whose source + generated code is longer
    keep_failed: bool = False  # export cases that failed a validation step too
    include_ptx: bool = False  # each case's PTX as a column (it comes from validation)

    @property
    def max_shard_bytes(self) -> int:
        return int(self.shard_mb * (1 << 20))


@dataclass(frozen=True)
class DatasetRequest:
    """One `make dataset` run."""

    families: tuple[str, ...]  # the families to generate, in the registry's order or as given
    per_family: int
    kernel_size: str
    out: Path
    jobs: int  # processes (ENGINE=local) or Ray CPUs, resolved
    engine: str = "local"  # local: pytest processes; ray: Ray tasks
    shard: tuple[int, int] | None = None  # (i, N): only this share of the cases, no export
    validation: Options | None = None  # None: codegen only (VALIDATE=0)
    export: ExportSettings = ExportSettings()
    harvest: tuple[str, ...] = ()  # modules, packages, files or folders to harvest kernels from
    strict: bool = False  # exit non-zero when any case failed
    wait: bool = True  # wait for another run that holds OUT (False: exit 2 at once)
    command: str = "make dataset"  # the make command that reproduces the dataset (run.json, card)
