"""Golden files -> dataset rows -> deduplicated, split, sharded files and a dataset card.

Rows follow the dataset contract (README "Dataset columns"); column names are public.

The export streams: cases are read one at a time in case-id order, each row is checked
against the hashes of the rows already kept (three dedup rules), given a split by its
structural hash, and appended to that split's shard writer, which flushes bounded row groups.
Only hashes and per-row lengths stay in memory, so memory does not grow with the code held.

Shards are written under temporary names unique per process
(``data/.<split>-<i>.<ext>.<pid>@<host>.partial``, harness/outdir.py) and renamed
to ``data/<split>-0000i-of-0000N.<ext>`` only when every shard is complete, so a final name never
holds a half-written file; stale shards of an earlier export are removed after the renames,
and the card (``README.md``) is written last. An interrupted export leaves the previous
dataset in place; rerunning it redoes the export (generation resumes on its own).

    python -m harness.export OUT/cases OUT [--format jsonl] [--splits 80/10/10] ...
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import gzip
import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import xxhash

from harness import faults, outdir
from harness.export import card, splits, twins
from harness.export.columns import (
    CODE_COLUMNS,
    DATA_DIR,
    DEDUP_RULES,
    FORMATS,
    SHARD_NAME,
    SPLITS,
    Stats,
    line_count,
    schema,
)
from harness.export.splits import Member, assign_split, parse_splits, plan, split_key
from harness.generate.canonical import canonical
from harness.generate.golden import GoldenCase, read_case
from harness.generate.structure import structure_hash
from harness.validate import captured
from harness.validate.labels import labels

# ----------------------------------------------------------------------------- rows


def _without_names(text: str, kernel_name: str, mangled: Iterable[str] = ()) -> str:
    """``text`` with the kernel's own names replaced: they carry the case id, not content.

    Warp's hashed names (``<name>_<hash>``) sit inside longer identifiers
    (``wp_args_<name>_<hash>``, ``<name>_<hash>_cuda_kernel_forward``), so they are replaced
    wherever they occur; the plain name only as a whole word.
    """
    names = sorted({m for m in mangled if m}, key=len, reverse=True)
    one = len(names) == 1 and names[0].startswith(kernel_name) and _word_char(names[0][-1])
    if one and "KERNEL" not in kernel_name:
        return _replace_word(text, kernel_name, "KERNEL", anywhere=names[0])  # one pass instead of two
    for name in names:
        text = text.replace(name, "KERNEL")
    return _replace_word(text, kernel_name, "KERNEL")


def _replace_word(text: str, word: str, by: str, anywhere: str = "") -> str:
    """``re.sub(rf"\\b{word}\\b", by, text)`` for an identifier ``word``, without compiling a
    pattern per kernel name (that alone was most of the dedup keys' time): ``str.find`` from the
    left, each hit kept when no word character touches it, the search going on after a
    replacement or one character further after a miss, as the regex does.

    ``anywhere``: a longer identifier that starts with ``word``, replaced wherever it occurs, as
    ``text.replace(anywhere, by)`` before the whole-word pass would (both begin and end with a word
    character, so the whole-word decisions stay the same), in the same single pass.
    """
    parts, start, size = [], 0, len(word)
    at = text.find(word)
    while at >= 0:
        end = at + size
        if anywhere and text.startswith(anywhere, at):
            end = at + len(anywhere)
        elif (at and _word_char(text[at - 1])) or (end < len(text) and _word_char(text[end])):
            at = text.find(word, at + 1)
            continue
        parts += (text[start:at], by)
        start = end
        at = text.find(word, end)
    parts.append(text[start:])
    return "".join(parts)


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def _digest(text: str) -> bytes:
    return xxhash.xxh3_128_digest(text.encode())


_NAMES = {ptx: schema(ptx).names for ptx in (False, True)}


def row(case: GoldenCase, run: dict, validation: dict | None = None, include_ptx: bool = False) -> dict:
    spec, meta = case.spec, case.meta
    tags = list(meta["tags"])
    if not case.piece("cpu", "backward"):
        tags = sorted({*tags, "no_backward"})
    harvested = "origin" in meta
    record = {
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
        "origin": meta["origin"] if harvested else None,
        "license": meta.get("license") if harvested else None,
        "standalone": bool(meta["standalone"]) if harvested else True,
        "inputs_origin": captured.inputs_origin(spec),
        # the distribution the kernel came from, as the harvest read it (harness/harvest/discovery.py)
        "package": meta.get("package") if harvested else None,
        "package_version": meta.get("package_version") if harvested else None,
        # recorded when the case was rendered (cases from older runs: computed here)
        "structure_hash": meta.get("structure_hash") or structure_hash(spec.source),
    }
    record.update(
        {
            "python_chars": len(spec.source),
            "python_lines": line_count(spec.source),
            "generated_chars": sum(len(record[c]) for c in CODE_COLUMNS),
            "cuda_forward_chars": len(record["cuda_forward"]),
        }
    )
    v = validation or {}
    record.update(
        {
            "ptx_arch": v.get("ptx_arch"),
            "replay": v.get("replay"),
            "replay_max_error": v.get("replay_max_error"),
            "output_digest": v.get("output_digest"),
            "stability_max_error": v.get("stability_max_error"),
            "known_issues": list(v.get("known_issues", [])) if validation is not None else None,
            "gradcheck_max_error": v.get("gradcheck_max_error"),
            "failed_steps": list(v["failed_steps"]) if validation is not None else None,
            # true / false (failed) / null (not attempted) and the reasons: harness/validate/labels.py
            **labels(validation),
        }
    )
    record["evaluable"] = (
        None
        if validation is None
        else bool(
            record["ran_cpu"] is True
            and record["inputs_origin"] in ("captured", "described")
            and not record["failed_steps"]
            and record["replay"] in (None, "match", "close")
        )
    )
    record.update({f"{c}_canonical": canonical(record[c]) for c in CODE_COLUMNS})
    if include_ptx:
        record["ptx"] = v.get("ptx")
    return {name: record[name] for name in _NAMES[include_ptx]}  # JSON lines keep the schema's order


def dedup_keys(record: dict, case: GoldenCase) -> dict[str, bytes]:
    """The three dedup keys of a row, in the order the rules apply.

    ``exact_source`` / ``exact_generated``: the Python source / all generated code, with the
    kernel's own name (and Warp's hashed name for it) replaced, since those carry the case id;
    ``structure``: the structural hash (harness/generate/structure.py).
    """
    mangled = [case.meta["sections"][t].get("mangled_name", "") for t in ("cpu", "cuda")]
    # The digest of the columns joined by NULs, taken column by column: no name crosses a NUL,
    # and the joined copy (83 MB for 1040 rows) is never made.
    generated = xxhash.xxh3_128()  # 16 bytes, as blake2b gave, 15 times faster (0.06 s of 83 MB here)
    for i, column in enumerate(CODE_COLUMNS):
        if i:
            generated.update(b"\0")
        generated.update(_without_names(record[column], record["kernel_name"], mangled).encode())
    return {
        "exact_source": _digest(_without_names(record["python_source"], record["kernel_name"])),
        "exact_generated": generated.digest(),
        "structure": bytes.fromhex(record["structure_hash"]),
    }


@dataclass
class Dedup:
    """Keeps the first row of each key, in the order rows come; remembers only hashes."""

    seen: dict[str, set] = field(default_factory=lambda: {r: set() for r in DEDUP_RULES})
    removed: Counter = field(default_factory=Counter)
    kept: set = field(default_factory=set)  # the ids kept, where the rows were decided before the export

    def duplicate_of(self, keys: dict[str, bytes]) -> str | None:
        """The rule that removes this row, or None (then its keys are remembered)."""
        for rule in DEDUP_RULES:
            if keys[rule] in self.seen[rule]:
                self.removed[rule] += 1
                return rule
        for rule in DEDUP_RULES:
            self.seen[rule].add(keys[rule])
        return None


def case_files(root: Path) -> list[Path]:
    """Complete cases under a golden root (``.json`` marks one), in case-id order."""
    return sorted(Path(root).glob("*/*.json"), key=lambda p: (p.stem, p.parent.name))


def _named(error: BaseException, path: Path) -> str:
    text = f"missing field {error}" if isinstance(error, KeyError) else str(error)
    return text if str(path.parent) in text else f"{path}: {text}"


def read_validation(path: Path) -> dict:
    try:
        record = json.loads(path.read_text())
    except (OSError, ValueError) as error:
        raise ValueError(f"{path}: unreadable validation record: {error}") from error
    if not isinstance(record, dict) or not isinstance(record.get("failed_steps"), list):
        raise ValueError(f"{path}: validation record without a failed_steps list")
    return record


# ----------------------------------------------------------------------------- writers


class ShardWriter:
    """One split's shards: bounded row groups, bounded shards, temporary names until finished.

    A Parquet row group is compressed and written on ``background`` (an executor shared by the
    splits) while the next rows are read: zstd releases the GIL, so the export uses a second core
    for what was about half its time. A group's table is built once the previous one of its split
    is written: one in memory per split, and a split's groups are written in order.
    """

    def __init__(
        self,
        folder: Path,
        split: str,
        fmt: str,
        table_schema: pa.Schema,
        limits: dict,
        background: ThreadPoolExecutor,
    ) -> None:
        self.folder, self.split, self.fmt, self.schema = folder, split, fmt, table_schema
        self.max_bytes, self.max_rows = limits["shard_bytes"], limits["shard_rows"]
        self.group_bytes, self.group_rows = limits["group_bytes"], limits["group_rows"]
        self.background = background
        self.temps: list[Path] = []
        self.rows = 0
        self._sink = None
        self._buffer: list[dict] = []
        self._buffer_bytes = self._shard_bytes = self._shard_rows = 0
        self._in_flight: Future | None = None

    def add(self, record: dict, size: int) -> None:
        if (
            self._sink is not None
            and self._shard_rows
            and (self._shard_bytes + size > self.max_bytes or (self.max_rows and self._shard_rows >= self.max_rows))
        ):
            self._close_shard()
        if self._sink is None:
            self._open_shard()
        self._shard_bytes += size
        self._shard_rows += 1
        self.rows += 1
        if self.fmt == "jsonl":
            with outdir.writing(self.temps[-1], size):
                self._sink.write((json.dumps(record, ensure_ascii=False) + "\n").encode())
            return
        self._buffer.append(record)
        self._buffer_bytes += size
        if len(self._buffer) >= self.group_rows or self._buffer_bytes >= self.group_bytes:
            self.flush()

    def _open_shard(self) -> None:
        path = outdir.temp_path(self.folder / f"{self.split}-{len(self.temps):05d}.{FORMATS[self.fmt]}")
        self.temps.append(path)
        self._shard_bytes = self._shard_rows = 0
        if self.fmt == "jsonl":
            self._raw = open(path, "wb")  # noqa: SIM115 (closed in _close_shard)
            # mtime 0 and no file name: the same rows give the same bytes.
            self._sink = gzip.GzipFile(filename="", mode="wb", fileobj=self._raw, compresslevel=6, mtime=0)
        else:
            # zstd level 3, zstd's own default: level 6 made the shards 19% smaller, but its
            # compression was the export's critical path (busy 0.52 s of 0.65 s for 1040 rows),
            # and the export runs after generation however many processes there are. Snappy,
            # pyarrow's default, makes them 79% larger than level 3.
            self._sink = pq.ParquetWriter(
                path,
                self.schema,
                compression="zstd",
                compression_level=3,
                use_dictionary=["family", "warp_version", "tags", "builtins", "ptx_arch", "gradcheck"],
                write_statistics=["id", "family", "seed"],
            )

    def flush(self) -> None:
        """Hand the rows held to the background as a row group (Parquet)."""
        if self._buffer:
            self._settle()  # first: one group's table in memory at a time
            holder = [pa.Table.from_pylist(self._buffer, schema=self.schema)]
            job = (self._sink, holder, self.temps[-1], self._buffer_bytes)
            self._buffer, self._buffer_bytes = [], 0
            self._in_flight = self.background.submit(_write_group, *job)

    def _settle(self) -> None:
        """Wait for the row group in flight; its error, if any, is raised here."""
        if self._in_flight is not None:
            job, self._in_flight = self._in_flight, None
            job.result()

    def _close_shard(self) -> None:
        with outdir.writing(self.temps[-1], self._buffer_bytes):
            if self.fmt == "jsonl":
                self._sink.close()
                self._raw.flush()
                os.fsync(self._raw.fileno())
                self._raw.close()
            else:
                self.flush()
                self._settle()
                self._sink.close()
                with open(self.temps[-1], "rb") as f:
                    os.fsync(f.fileno())
        self._sink = None
        faults.point("export")

    def finish(self, at_least_one: bool = False) -> list[tuple[Path, str]]:
        """Close the last shard; (temporary path, final name) of every shard, in order.

        ``at_least_one``: write an empty shard if no row came (a dataset with no rows at all
        still loads, with its columns).
        """
        if at_least_one and not self.temps:
            self._open_shard()
        if self._sink is not None:
            self._close_shard()
        n = len(self.temps)
        return [(t, f"{self.split}-{i:05d}-of-{n:05d}.{FORMATS[self.fmt]}") for i, t in enumerate(self.temps)]

    def abort(self) -> None:
        try:
            with contextlib.suppress(Exception):  # the export's own error is the one raised
                self._settle()
            if self._sink is not None:
                self._sink.close()
                if self.fmt == "jsonl":
                    self._raw.close()
        finally:
            for t in self.temps:
                t.unlink(missing_ok=True)


def _write_group(sink: pq.ParquetWriter, holder: list[pa.Table], path: Path, size: int) -> None:
    """Write the table ``holder`` holds as a row group, then give its memory back. The table comes
    in a list that is emptied here: the executor keeps its arguments until the call returns, so a
    table passed directly would still be alive when the memory is given back."""
    table = holder.pop()
    with outdir.writing(path, size):
        sink.write_table(table)
    del table
    _give_back_memory()
    faults.point("export")


def _libc_malloc_trim():
    try:
        return ctypes.CDLL(None).malloc_trim  # glibc
    except (OSError, AttributeError):
        return None


_malloc_trim = _libc_malloc_trim()


def _give_back_memory() -> None:
    """Return a flushed row group's buffers to the system: Arrow's pool and the C heap keep freed
    memory, so without this the resident size crept up over the first row groups (1040 rows in
    8 MB groups: peak 339 against 312 MiB for 130 rows; with it 323 against 308)."""
    pa.default_memory_pool().release_unused()
    if _malloc_trim is not None:
        _malloc_trim(0)


# ----------------------------------------------------------------------------- export


def _rows(
    paths: Iterable[Path],
    run: dict,
    validation_dir: Path | None,
    keep_failed: bool,
    include_ptx: bool,
    errors: list[str],
    stats: Stats,
) -> Iterator[tuple[dict, GoldenCase]]:
    """Rows of the cases ``paths`` (``.json`` files) in their order; damaged cases are named in ``errors``."""

    for path in paths:
        try:
            case = read_case(path)
            validation = None
            if validation_dir is not None:
                vpath = Path(validation_dir) / f"{case.spec.case_id}.json"
                if vpath.exists():
                    validation = read_validation(vpath)
                else:
                    stats.missing_validation += 1
            record = row(case, run, validation, include_ptx)
        except SyntaxError as error:
            errors.append(f"{path.with_suffix('.py')}: Python source does not parse: {error}")
            continue
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as error:
            errors.append(_named(error, path))
            continue
        if validation is not None and validation["failed_steps"] and not keep_failed:
            stats.failed_steps.update(validation["failed_steps"])  # kept rows count theirs in Stats.add
            stats.excluded_failed += 1
            continue
        yield record, case


def _with_origin(paths: list[Path]) -> list[Path]:
    """The cases whose metadata names an ``origin`` (harvested kernels, mutant variants of them)."""
    out = []
    for path in paths:
        try:
            raw = path.read_bytes()
            if b'"origin"' in raw and json.loads(raw).get("origin"):
                out.append(path)
        except (OSError, ValueError, AttributeError):
            continue  # left to the export, which names it
    return out


# Of harvested rows that are duplicates, the one kept runs on the most real inputs: captured launches,
# then described inputs, then none (ties: the first in case-id order, as for every other row).
_INPUTS_RANK = {"captured": 0, "described": 1}


def _members(
    paths: list[Path], run: dict, validation_dir, keep_failed: bool, max_chars: int | None
) -> tuple[list[Member], Dedup]:
    """What the split plan needs of every row with an ``origin`` the export will keep (in case-id
    order), read once before the export with its filters, and their dedup among themselves, which
    the export then follows (``Dedup.kept``): decided in ``_INPUTS_RANK`` order, so a harvested row
    on captured inputs is not removed for a twin that has none."""
    found = []
    for record, case in _rows(paths, run, validation_dir, keep_failed, False, [], Stats()):
        if not record.get("origin"):
            continue
        if max_chars is not None and record["python_chars"] + record["generated_chars"] > max_chars:
            continue
        rank = _INPUTS_RANK.get(record.get("inputs_origin"), 2)
        found.append((rank, len(found), Member.of(record), record["id"], dedup_keys(record, case)))
    dedup = Dedup()
    for _rank, _at, _member, row_id, keys in sorted(found, key=lambda item: item[:2]):
        if not dedup.duplicate_of(keys):
            dedup.kept.add(row_id)
    return [member for _r, _a, member, row_id, _k in found if row_id in dedup.kept], dedup


@outdir.holding_lock  # OUT's lock: one export (card, plots) into a folder at a time
def export(
    root: Path,
    out: Path,
    run: dict,
    *,
    fmt: str = "parquet",
    splits: str | Iterable[float] = (90, 5, 5),
    holdout_families: Iterable[str] = (),
    max_shard_bytes: int = 128 << 20,
    max_shard_rows: int | None = None,
    row_group_rows: int = 128,
    row_group_bytes: int = 8 << 20,
    validation_dir: Path | None = None,
    keep_failed: bool = False,
    include_ptx: bool = False,
    max_chars: int | None = None,
    plots: bool = True,
) -> dict:
    """Export the cases under ``root`` into ``out``; returns a summary (also rendered in the card).

    fmt: ``parquet`` or ``jsonl`` (gzip). splits: train/validation/test fractions ("90/5/5").
    holdout_families: these families make up the whole test split. max_shard_bytes /
    max_shard_rows: a shard holds at most this much text (python_source, generated code, ptx) /
    this many rows (a single larger row gets a shard of its own). validation_dir: folder of
    ``<case>.json`` validation records; None = validation not run (its columns are null).
    keep_failed: keep rows whose validation failed a step. include_ptx: add the ``ptx`` column.
    max_chars: leave out rows whose ``python_chars + generated_chars`` exceeds it (counted per family).
    A damaged case is reported by file name in ``errors`` and skipped; the others still export.
    """
    if fmt not in FORMATS:
        raise ValueError(f"format {fmt!r}: expected one of {', '.join(FORMATS)}")
    fractions = parse_splits(splits)
    holdout = frozenset(holdout_families)
    if holdout and fractions[0] + fractions[1] <= 0:
        raise ValueError("held-out families need a train or validation fraction above 0")
    out = Path(out)
    data = out / DATA_DIR
    data.mkdir(parents=True, exist_ok=True)
    outdir.clear_stale(data, all_hosts=True)  # left by an interrupted export (the lock excludes live ones)
    table_schema = schema(include_ptx)
    limits = {
        "shard_bytes": max_shard_bytes,
        "shard_rows": max_shard_rows,
        "group_bytes": row_group_bytes,
        "group_rows": row_group_rows,
    }
    # Two threads: the splits' last row groups, flushed together at the end, compress side by side.
    background = ThreadPoolExecutor(max_workers=2, thread_name_prefix="export-writer")
    writers = {s: ShardWriter(data, s, fmt, table_schema, limits, background) for s in SPLITS}
    errors: list[str] = []
    stats, dedup = Stats(), Dedup()
    files = case_files(root)
    members, harvested_dedup = _members(_with_origin(files), run, validation_dir, keep_failed, max_chars)
    planned = plan(members, fractions, holdout)
    harvested: dict[str, list[twins.Body]] = {s: [] for s in SPLITS}  # kept harvested rows, for the count
    moved = clustered = 0
    drawn: Counter = Counter()  # (split, evaluable) and ("module", module) of the test split's real rows
    try:
        for record, case in _rows(files, run, validation_dir, keep_failed, include_ptx, errors, stats):
            if max_chars is not None and record["python_chars"] + record["generated_chars"] > max_chars:
                stats.too_long[record["family"]] += 1
                continue
            if record["origin"] and record["id"] not in harvested_dedup.kept:
                continue  # a twin of a harvested row kept (on inputs as real or more): counted there
            if dedup.duplicate_of(dedup_keys(record, case)):
                continue
            key = split_key(record)
            split = assign_split(key, record["family"], fractions, holdout)
            if record["origin"]:
                if record["id"] not in planned:  # not read before the export: its own cluster
                    planned.split[record["id"]] = split
                    planned.bodies[record["id"]] = twins.body(record["python_source"], record["kernel_name"])
                    planned.twin_cluster_size[record["id"]] = planned.cluster_size[record["id"]] = 1
                own, split = split, planned.split[record["id"]]
                moved += split != own
                clustered += planned.twin_cluster_size[record["id"]] > 1
                harvested[split].append(planned.bodies[record["id"]])
                if record["family"] != "mutant":
                    drawn[split, bool(record["evaluable"])] += 1
                    if split == "test":
                        drawn["module", record["origin"].split(":")[0]] += 1
                        drawn["package", record["origin"].split(".")[0].split(":")[0]] += 1
            size = len(record["python_source"]) + sum(len(record[c]) for c in CODE_COLUMNS)
            size += len(record.get("ptx") or "")
            writers[split].add(record, size)
            stats.add(record, split)
        empty = not any(w.rows for w in writers.values())
        for w in writers.values():
            w.flush()
        finished = {s: w.finish(at_least_one=empty and s == "train") for s, w in writers.items()}
    except BaseException:
        for w in writers.values():
            w.abort()
        raise
    finally:
        background.shutdown()

    shards: dict[str, list[str]] = {}  # split -> paths relative to out
    for split, pairs in finished.items():
        for temp, name in pairs:
            temp.replace(data / name)
            faults.point("export")
        if pairs:
            shards[split] = [f"{DATA_DIR}/{name}" for _, name in pairs]
    keep = {name for _, pairs in finished.items() for _, name in pairs}
    for old in data.iterdir():
        if SHARD_NAME.match(old.name) and old.name not in keep:
            old.unlink()

    twin_summary = None
    if any(harvested.values()):
        twin_summary = {
            "rows_in_clusters": clustered,
            "moved": moved,
            "held_out_with_twin_in_train": {
                s: len(twins.held_out_twins(harvested["train"], harvested[s])) for s in ("validation", "test")
            },
            **_split_facts(planned, drawn),
        }
    summary = {
        "rows": stats.rows,
        "splits": {s: stats.splits[s] for s in SPLITS if s in shards},
        "families": {f: sum(c.values()) for f, c in sorted(stats.family_split.items())},
        "tags": dict(sorted(stats.tags.items())),
        "shards": [name for names in shards.values() for name in names],
        "shards_by_split": shards,
        "dedup_removed": {rule: dedup.removed[rule] + harvested_dedup.removed[rule] for rule in DEDUP_RULES},
        **({"harvested_twins": twin_summary} if twin_summary else {}),
        "excluded_failed": stats.excluded_failed,
        "excluded_too_long": dict(sorted(stats.too_long.items())),
        "missing_validation": stats.missing_validation if validation_dir is not None else None,
        "text_chars": sum(stats.column_chars.values()),
        "errors": errors,
        "run": run,
        "options": {
            "format": fmt,
            "splits": "/".join(f"{100 * f:g}" for f in fractions),
            "holdout_families": sorted(holdout),
            "max_shard_bytes": max_shard_bytes,
            "max_shard_rows": max_shard_rows,
            "validation": validation_dir is not None,
            "keep_failed": keep_failed,
            "include_ptx": include_ptx,
            "max_chars": max_chars,
        },
    }
    card.write(out, summary, stats, table_schema, root=Path(root), plots=plots)
    return summary


def _split_facts(planned, drawn: Counter) -> dict:
    """How the rows with an ``origin`` were split (the card's Splits section)."""
    modules = sorted(((n, k[1]) for k, n in drawn.items() if k[0] == "module"), key=lambda x: (-x[0], x[1]))
    return {
        "rule": planned.rule,
        "clusters": planned.facts.get("clusters", 0),
        "largest_cluster": planned.facts.get("largest", 0),
        "min_helper_chars": splits.MIN_HELPER_CHARS,
        "real_rows": {s: {"rows": drawn[s, True] + drawn[s, False], "evaluable": drawn[s, True]} for s in SPLITS},
        **(
            {
                "test_target": planned.facts["test_target"],
                "module_cap": planned.facts["module_cap"],
                "test_modules": len(modules),
                "test_largest_module": {"module": modules[0][1], "rows": modules[0][0]} if modules else None,
                "test_packages": {k[1]: n for k, n in sorted(drawn.items()) if k[0] == "package"},
                "broken_cluster_rows": planned.facts["broken"],
                "held_out_with_test": planned.facts["held_with_test"],
            }
            if planned.rule == "drawn"
            else {}
        ),
    }


def main(argv: list[str] | None = None) -> int:

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", type=Path, help="golden root (folder of <family>/<case>.* files), e.g. OUT/cases")
    parser.add_argument("out", type=Path)
    parser.add_argument("--format", choices=list(FORMATS), default="parquet")
    parser.add_argument("--splits", default="90/5/5", help="train/validation/test percentages (default 90/5/5)")
    parser.add_argument("--holdout-families", default="", help="families that make up the whole test split")
    parser.add_argument("--shard-mb", type=float, default=128, help="text per shard, in MiB (default 128)")
    parser.add_argument("--validation-dir", type=Path, default=None, help="folder of <case>.json validation records")
    parser.add_argument("--keep-failed", action="store_true", help="keep rows that failed a validation step")
    parser.add_argument("--ptx", action="store_true", help="add the ptx column")
    parser.add_argument("--max-chars", type=int, default=None, help="leave out rows longer than this (source + code)")
    args = parser.parse_args(argv)
    if args.max_chars is not None and args.max_chars < 1:
        parser.error(f"--max-chars {args.max_chars}: expected a positive number of characters")
    try:
        parse_splits(args.splits)
    except ValueError as error:
        parser.error(str(error))
    run_file = args.out / "run.json"
    run = json.loads(run_file.read_text()) if run_file.exists() else {}
    summary = export(
        args.root,
        args.out,
        run,
        fmt=args.format,
        splits=args.splits,
        holdout_families=[f for f in args.holdout_families.replace(",", " ").split() if f],
        max_shard_bytes=int(args.shard_mb * (1 << 20)),
        validation_dir=args.validation_dir,
        keep_failed=args.keep_failed,
        include_ptx=args.ptx,
        max_chars=args.max_chars,
    )
    print(report(summary, args.out))
    return 0


def report(summary: dict, out: Path) -> str:
    """A few lines for the terminal."""
    removed = ", ".join(f"{n} {rule}" for rule, n in summary["dedup_removed"].items())
    splits = ", ".join(f"{s} {n}" for s, n in summary["splits"].items()) or "no rows"
    lines = [
        f"exported {summary['rows']} rows from {len(summary['families'])} families into {out} ({splits}); "
        f"{summary['text_chars'] / 1e6:.1f} MB of source + generated code",
        f"  dedup removed: {removed}",
    ]
    if summary["excluded_failed"]:
        lines.append(f"  excluded (failed validation): {summary['excluded_failed']}")
    if summary.get("harvested_twins"):
        t = summary["harvested_twins"]
        held = ", ".join(f"{s} {n}" for s, n in t["held_out_with_twin_in_train"].items())
        lines.append(
            f"  harvested near-twins: {t['rows_in_clusters']} rows in clusters, {t['moved']} moved to keep them whole;"
            f" held-out rows with a near-twin in train: {held}"
        )
    if summary["excluded_too_long"]:
        too_long = sum(summary["excluded_too_long"].values())
        lines.append(f"  excluded (longer than {summary['options']['max_chars']:,} characters): {too_long}")
    lines += [f"  skipped damaged case: {error}" for error in summary["errors"]]
    if summary["errors"]:
        lines.append("  (delete a damaged case's files and rerun the same command to generate it again)")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(outdir.cli(main, "python -m harness.export"))  # file system faults: one line, exit 2
