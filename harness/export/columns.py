"""The dataset's columns (the public contract: names, types, what each holds), its splits and
task views, and the statistics the card reports, accumulated row by row."""

from __future__ import annotations

import re
from array import array
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import pyarrow as pa
import xxhash

from harness.validate.labels import REASON_COLUMNS
from kernels.seeds.describe import NOT_DESCRIBED, reason_kind

# ----------------------------------------------------------------------------- columns

CODE_COLUMNS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward", "cpu_helpers", "cuda_helpers")

CONTRACT = [
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
# Where a row came from: null / True for generated rows (see COLUMN_DOCS).
ORIGIN = [
    ("origin", pa.string()),
    ("license", pa.string()),
    ("standalone", pa.bool_()),
    ("inputs_origin", pa.string()),
]
# The distribution a harvested kernel came from and its release; null for generated rows.
PROVENANCE = [("package", pa.string()), ("package_version", pa.string())]
DEDUP = [("structure_hash", pa.string())]
# Lengths, so a user filters rows without reading their text.
LENGTHS = [
    ("python_chars", pa.int64()),
    ("python_lines", pa.int64()),
    ("generated_chars", pa.int64()),
    ("cuda_forward_chars", pa.int64()),
]
# From OUT/validation/<case>.json (harness/validate/ladder.py); all null when validation did not run.
VALIDATION = [
    ("compiled_cpu", pa.bool_()),
    ("compiled_cubin", pa.bool_()),
    ("compiled_ptx", pa.bool_()),
    ("ptx_arch", pa.string()),
    ("ran_cpu", pa.bool_()),
    ("replay", pa.string()),
    ("replay_max_error", pa.float64()),
    ("evaluable", pa.bool_()),
    ("output_digest", pa.string()),
    ("stable", pa.bool_()),
    ("stability_max_error", pa.float64()),
    ("known_issues", pa.list_(pa.string())),
    ("gradcheck", pa.string()),
    ("gradcheck_max_error", pa.float64()),
    ("gradcheck_reason", pa.string()),
    ("failed_steps", pa.list_(pa.string())),
    # Why a label is null (not attempted) or false (failed): harness/validate/labels.py.
    *((c, pa.string()) for c in REASON_COLUMNS),
]
# Each code column in its canonical form (harness/generate/canonical.py, what `make eval` compares).
CANONICAL = [(f"{c}_canonical", pa.string()) for c in CODE_COLUMNS]
PTX = [("ptx", pa.string())]  # only with include_ptx (PTX=1): large


def schema(include_ptx: bool = False) -> pa.Schema:
    return pa.schema(
        CONTRACT + ORIGIN + PROVENANCE + DEDUP + LENGTHS + VALIDATION + CANONICAL + (PTX if include_ptx else [])
    )


SCHEMA = schema()
SPLITS = ("train", "validation", "test")
# Task views: the card's `configs` besides `default` (every column); input column first.
VIEWS = {
    "python_to_cuda": ("id", "python_source", "cuda_forward", "cuda_backward", "cuda_helpers"),
    "python_to_cpu": ("id", "python_source", "cpu_forward", "cpu_backward", "cpu_helpers"),
    # The same columns, another task (the card says so): the helpers (structs, @wp.func code, Warp's library
    # code) are input given with the source, the kernel's own forward and backward the only targets, so
    # helper text shared across splits is no target. Columns in the files' order (the loader keeps it).
    "python_to_cuda_kernel": ("id", "python_source", "cuda_forward", "cuda_backward", "cuda_helpers"),
    "python_to_cpu_kernel": ("id", "python_source", "cpu_forward", "cpu_backward", "cpu_helpers"),
    # The same targets in their canonical form: no hashes, line markers or file names to predict.
    "python_to_cuda_canonical": (
        "id",
        "python_source",
        "cuda_forward_canonical",
        "cuda_backward_canonical",
        "cuda_helpers_canonical",
    ),
    "python_to_cpu_canonical": (
        "id",
        "python_source",
        "cpu_forward_canonical",
        "cpu_backward_canonical",
        "cpu_helpers_canonical",
    ),
}
FORMATS = {"parquet": "parquet", "jsonl": "jsonl.gz"}  # format -> file extension
# Shards live in OUT/data/, where Hugging Face's loaders look first for `<split>-0000i-of-0000N.*`;
# at the top of OUT they would compete with `make dataset`'s own folders (cases/, validation/).
DATA_DIR = "data"
SHARD_NAME = re.compile(r"^(train|validation|test)-\d{5}-of-\d{5}\.(parquet|jsonl\.gz)$")

COLUMN_DOCS = {
    "id": "stable case id: `<family>-<6-digit seed>` for generated kernels",
    "family": "generator family (`harvested` for kernels taken from existing Warp code)",
    "seed": "generator seed; null for harvested kernels",
    "python_source": "the kernel's Python module (imports, helpers, the `@wp.kernel`)",
    "kernel_name": "the kernel's Python name",
    "cpu_forward": "Warp's CPU C++ for the forward kernel (argument struct and exported entry point included)",
    "cpu_backward": "Warp's CPU C++ for the adjoint (backward) kernel; empty when Warp generates none",
    "cuda_forward": "Warp's CUDA C++ `__global__` forward kernel",
    "cuda_backward": "Warp's CUDA C++ `__global__` adjoint kernel; empty when Warp generates none",
    "cpu_helpers": "CPU code the kernel depends on (structs, `@wp.func` functions); empty when none",
    "cuda_helpers": "the same for CUDA",
    "warp_version": "the exact warp-lang version that generated the row",
    "tags": "features found in the code (loop, atomic, vec3, conditional, ...; `no_backward` when no adjoint)",
    "builtins": "Warp builtins the kernel uses (operators included: `add`, `mul`, ...)",
    "codegen_only": "the CUDA code came from Warp's code generation, not from a build on a device",
    "cuda_available": "whether a CUDA device was present when the row was made",
    "origin": "`module:qualname` the kernel was taken from (harvested rows) or mutated from (rows of the mutant "
    "family); null for other generated rows. A generic kernel's overload follows in brackets, and ends with "
    "` (overload chosen by the harvest)` where the package made none (its `python_source` declares the chosen "
    "one); a kernel made by a factory keeps `<locals>`, and its `python_source` starts with the values it captured",
    "license": "license of the code the kernel was taken or mutated from (harvested and mutant rows); null for "
    "other generated rows, which fall under the dataset's license",
    "standalone": "`python_source` alone defines and reproduces the kernel (always true for generated rows)",
    "package": "the installed distribution a harvested kernel was taken from (`warp-lang` for `warp.examples`), "
    "read from its metadata at harvest time; null for generated rows, which the harness made (`family` and `seed` "
    "say how), and for code outside any installed distribution (a folder or file of one's own)",
    "package_version": "that distribution's release when it was harvested (e.g. newton 1.8.0); null where `package` is",
    "structure_hash": "hash of the Python AST with names renamed and literals blanked "
    "(`harness/generate/structure.py`): the dedup and split key",
    "python_chars": "length of `python_source` in characters",
    "python_lines": "lines of `python_source`",
    "generated_chars": "length of the six generated code columns together, in characters",
    "cuda_forward_chars": "length of `cuda_forward` in characters",
    "compiled_cpu": "the CPU code compiled with Warp's bundled LLVM (clang at -O0: the build runs small inputs; "
    "Warp's default is -O2) and loaded; false: the compile failed; null: not attempted (`compiled_cpu_reason`)",
    "compiled_cubin": "the CUDA code built to CUBIN (NVRTC, then ptxas: what a GPU loads) for every architecture "
    "in `ptx_arch`; false: the build failed; null: not attempted (not validated, the source did not load, or the "
    "build needs more memory than validation allows: `compiled_cubin_reason` says which)",
    "compiled_ptx": "the CUDA code compiled to PTX with NVRTC (true also where the CUBIN build, which compiles it, "
    "succeeded); null: not attempted (`compiled_ptx_reason`)",
    "ptx_arch": "the architectures the CUDA code was built for",
    "ran_cpu": "the kernel ran on the CPU on deterministic inputs, outputs as promised; false: the run failed "
    "(`run_cpu` in `failed_steps`); null: not run (not described inputs, a step it needs failed, not validated; "
    "`ran_cpu_reason` says which)",
    "inputs_origin": "where the row's run inputs come from: `captured` (a harvested kernel's own launches, recorded "
    "while its package's tests or examples ran: `make harvest RUN=...`; the values are in the export's `captures/` "
    "folder), `described` (drawn from a launch description: the generator's, or the one the harvest read from the "
    "kernel's code), `none` (not run)",
    "replay": "for `captured` rows: the row's own `python_source`, launched on each captured launch, left in every "
    "array `match` (the same bits as the package's kernel), `close` (floating-point values within 1e-5 relative), "
    "or `mismatch` (a failure: a harvest fault or a Warp bug); null: not replayed",
    "replay_max_error": "the largest difference the replay saw, |row - package| / max(1, |package|)",
    "evaluable": "the row's own code runs reproducibly on inputs the export carries (its captured launches in "
    "`captures/`, or the launch description in its case), passed every step, and (captured) computed what the "
    "package's kernel computed: `make eval` scores its predictions by running them; null: not validated",
    "output_digest": "digest of the CPU outputs (compare across devices and Warp versions; only meaningful "
    "where `stable` is true)",
    "stable": "the float32 forward agrees with the float64 copy's within 1e-4 (`harness/validate/stability.py`); false: the "
    "outputs are rounding noise and differ between devices; null: not measured (`stable_reason`)",
    "stability_max_error": "the largest float32-vs-float64 output difference, |f32 - f64| / max(1, |f64|)",
    "known_issues": "ids of registered Warp bugs the kernel hits (`harness/bugs`), found by each entry's detector",
    "gradcheck": "adjoint vs finite differences: `pass` (the row's own backward), `pass_adjoint_copy` (the row "
    "has no backward code: passed on its float64 copy built with the adjoint), `fail`, `known_bug` (a mismatch a "
    "registered Warp bug explains, or a backward that a registered bug keeps from returning; listed in "
    "`known_issues`), `limitation` (a mismatch a documented Warp limitation explains, named in `gradcheck_reason`), "
    "`n/a` (the kernel ran, but has no adjoint to check or finite differences cannot judge it: the reason says "
    "which) or null (not checked: the kernel was not run)",
    "gradcheck_max_error": "largest gradient error found by the check",
    "gradcheck_reason": "what the gradient check compared and found: why it is `n/a` or null, failed, or which bug "
    "or limitation explains it",
    "compiled_cpu_reason": "why `compiled_cpu` is null (not attempted) or false (the compiler's message, one line); "
    "null when it is true",
    "compiled_cubin_reason": "the same for `compiled_cubin` (e.g. the build needs more memory than validation allows)",
    "compiled_ptx_reason": "the same for `compiled_ptx`",
    "ran_cpu_reason": "the same for `ran_cpu` (e.g. `inputs not described: ...` for a harvested kernel whose inputs "
    "the harness cannot describe)",
    "stable_reason": "why `stable` is null (not measured: not run, or no float64 copy) or false (the largest "
    "difference and where)",
    "cpu_forward_canonical": "`cpu_forward` in canonical form (`harness/generate/canonical.py`, the form `make "
    "eval`'s normalised match compares): Warp's content hashes written `xxxxxxxx`, `<L n>` line markers dropped, "
    "`// <file>.py:<line>` comments without the line, the row's own module written `<python_source>`",
    "cpu_backward_canonical": "`cpu_backward` in canonical form",
    "cuda_forward_canonical": "`cuda_forward` in canonical form",
    "cuda_backward_canonical": "`cuda_backward` in canonical form",
    "cpu_helpers_canonical": "`cpu_helpers` in canonical form",
    "cuda_helpers_canonical": "`cuda_helpers` in canonical form",
    "failed_steps": "validation steps the case failed (rows with any are excluded unless kept on request)",
    "ptx": "the PTX NVRTC produced (only when exported with PTX=1)",
}

DEDUP_RULES = ("exact_source", "exact_generated", "structure")
HARVESTED_LABELS = ("compiled_cpu", "compiled_cubin", "ran_cpu", "gradcheck")  # per package in the card


def line_count(text: str) -> int:
    """Lines of ``text``: its newlines, plus one for a last line without one."""
    return text.count("\n") + (1 if text and not text.endswith("\n") else 0)


# ----------------------------------------------------------------------------- statistics


@dataclass
class Stats:
    """What the card reports, accumulated row by row (a few numbers per row, never the code)."""

    splits: Counter = field(default_factory=Counter)
    family_split: dict = field(default_factory=lambda: defaultdict(Counter))
    tags: Counter = field(default_factory=Counter)
    seeds: dict = field(default_factory=dict)  # family -> [min, max]
    column_chars: Counter = field(default_factory=Counter)
    validation: dict = field(default_factory=lambda: defaultdict(Counter))
    failed_steps: Counter = field(default_factory=Counter)
    known_issues: Counter = field(default_factory=Counter)
    too_long: Counter = field(default_factory=Counter)  # family -> rows left out by max_chars
    # Per column (and "generated"): characters and lines of every kept row, for the percentiles.
    column_lengths: dict = field(default_factory=lambda: defaultdict(lambda: array("q")))
    column_lines: dict = field(default_factory=lambda: defaultdict(lambda: array("q")))
    excluded_failed: int = 0
    missing_validation: int = 0
    harvested_licenses: Counter = field(default_factory=Counter)
    # Per package (top-level module of `origin`): rows, standalone rows, (license, l), (label, value).
    harvested_packages: dict = field(default_factory=lambda: defaultdict(Counter))
    # Harvested rows left unrun because their inputs were not described, by the describer's kind of reason.
    harvested_not_described: Counter = field(default_factory=Counter)
    warp_versions: set = field(default_factory=set)
    # Harvested rows per (package, package_version): the card's provenance table.
    provenance: Counter = field(default_factory=Counter)
    # Helper blocks of train rows (hashes), and of held-out rows (hash, characters), per target.
    helper_train: dict = field(default_factory=lambda: defaultdict(set))
    helper_held: dict = field(default_factory=lambda: defaultdict(list))

    def helper_leak(self, target: str, split: str) -> tuple[float | None, int]:
        """(share of ``split``'s helper characters whose block appears in a train row's helpers, characters)."""
        blocks = self.helper_held[target, split]
        total = sum(n for _, n in blocks)
        seen = sum(n for key, n in blocks if key in self.helper_train[target])
        return (seen / total if total else None), total

    def add_helpers(self, record: dict, split: str) -> None:
        """The row's helper blocks (canonical, blank-line separated), for the leak figure."""
        for target in ("cpu", "cuda"):
            for block in (record.get(f"{target}_helpers_canonical") or "").split("\n\n"):
                if block.strip():
                    key = xxhash.xxh3_64_intdigest(block.encode())
                    if split == "train":
                        self.helper_train[target].add(key)
                    else:
                        self.helper_held[target, split].append((key, len(block)))

    def add(self, record: dict, split: str) -> None:
        self.splits[split] += 1
        self.add_helpers(record, split)
        self.family_split[record["family"]][split] += 1
        self.tags.update(record["tags"])
        self.warp_versions.add(record["warp_version"])
        if record["seed"] is not None:
            lo, hi = self.seeds.get(record["family"], (record["seed"], record["seed"]))
            self.seeds[record["family"]] = (min(lo, record["seed"]), max(hi, record["seed"]))
        for c in ("python_source", *CODE_COLUMNS):
            self.column_chars[c] += len(record[c])
            self.column_lengths[c].append(len(record[c]))
            self.column_lines[c].append(line_count(record[c]))
        self.column_lengths["generated"].append(record["generated_chars"])
        self.column_lines["generated"].append(sum(self.column_lines[c][-1] for c in CODE_COLUMNS))
        if record["origin"] is not None and record["seed"] is None:  # mutant rows carry their seed kernel's origin
            self.harvested_licenses[record["license"] or "unknown"] += 1
            self.add_harvested(record)
        if record["failed_steps"] is not None:
            for key in ("compiled_cpu", "compiled_cubin", "compiled_ptx", "ran_cpu", "stable", "gradcheck"):
                self.validation[key][str(record[key])] += 1
            self.failed_steps.update(record["failed_steps"])
            self.known_issues.update(record["known_issues"])

    def add_harvested(self, record: dict) -> None:
        package = self.harvested_packages[record["origin"].split(":")[0].split(".")[0]]
        package["rows"] += 1
        self.provenance[record["package"] or "", record["package_version"] or ""] += 1
        package["standalone"] += bool(record["standalone"])
        package["license", record["license"] or "unknown"] += 1
        for key in HARVESTED_LABELS:
            package[key, str(record[key])] += 1
        package["inputs", record["inputs_origin"]] += 1
        package["evaluable"] += bool(record["evaluable"])
        if record["replay"] is not None:
            package["replay", record["replay"]] += 1
        if record["ran_cpu"]:
            package["ran_gradcheck", str(record["gradcheck"])] += 1
        reason = record["gradcheck_reason"] or ""
        if reason.startswith(NOT_DESCRIBED):  # the harvest's reason (harness/harvest/codegen.py with_inputs)
            self.harvested_not_described[reason_kind(reason.removeprefix(NOT_DESCRIBED))] += 1

    @property
    def rows(self) -> int:
        return sum(self.splits.values())
