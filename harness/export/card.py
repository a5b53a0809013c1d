"""The dataset card: ``OUT/README.md`` with a Hugging Face YAML header, statistics and plots.

Everything here is a function of the export's summary and statistics, with no clock, host or
path in it, so the same command and versions give the same bytes (the PNGs included: Agg
backend, default style, no ``Software`` metadata).
"""

from __future__ import annotations

import os
import platform
from collections import Counter
from importlib import metadata
from pathlib import Path

import pyarrow as pa

from harness import outdir
from harness.export import plots
from harness.export.columns import (
    CODE_COLUMNS,
    COLUMN_DOCS,
    DEDUP_RULES,
    HARVESTED_LABELS,
    SPLITS,
    VIEWS,
    Stats,
)
from harness.validate import bugs
from harness.validate.labels import GRADCHECK_VALUES

PLOTS = {"families": "plots/rows_per_family.svg", "lengths": "plots/lengths.svg"}
RULE_DOCS = {
    "exact_source": "the same Python source as a kept row (the kernel's own name aside)",
    "exact_generated": "the same generated CPU and CUDA code as a kept row (the kernel's own name aside)",
    "structure": "the same structure as a kept row: the same AST once names are renamed and literals blanked",
}


def _write_atomic(path: Path, data: bytes, label: str = "card") -> None:
    outdir.write_atomic(path, data, label)  # a temporary name unique per process, then a rename


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


def _type(t: pa.DataType) -> str:
    if pa.types.is_list(t):
        return f"list[{_type(t.value_type)}]"
    return {"string": "str", "int64": "int", "bool": "bool", "double": "float"}.get(str(t), str(t))


def _hf_dtype(t: pa.DataType) -> str:
    return {"string": "string", "int64": "int64", "bool": "bool", "double": "float64"}[str(t)]


def _size_category(n: int) -> str:
    for limit, name in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M")):
        if n < limit:
            return name
    return "1M<n<10M"


def _yaml(summary: dict, table_schema: pa.Schema) -> str:
    lines = [
        "---",
        "pretty_name: Warp kernels and their generated CPU/CUDA code",
        "license: apache-2.0",
        "task_categories:",
        "  - text-generation",
        "tags:",
        "  - code",
        "  - cuda",
        "  - warp",
        "size_categories:",
        f"  - {_size_category(summary['rows'])}",
        "configs:",
    ]
    # Task views select columns, which Hugging Face's Parquet loader supports (its JSON one does not).
    views = {"default": None, **(VIEWS if summary["options"]["format"] == "parquet" else {})}
    for name, columns in views.items():
        lines += [f"  - config_name: {name}", "    data_files:"]
        for split, names in summary["shards_by_split"].items():
            lines += [f"      - split: {split}", "        path:"] + [f"          - {n}" for n in names]
        if columns:
            lines += ["    columns:"] + [f"      - {c}" for c in columns]
    lines += ["dataset_info:", "  features:"]
    for f in table_schema:
        kind = f"list: {_hf_dtype(f.type.value_type)}" if pa.types.is_list(f.type) else f"dtype: {_hf_dtype(f.type)}"
        lines += [f"    - name: {f.name}", f"      {kind}"]
    return "\n".join(lines) + "\n---\n"


def _table(header: list[str], rows: list[list]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def _views_text(fmt: str, stats: Stats | None = None) -> str:
    if fmt != "parquet":
        return "\nTask views (configs that select columns) need the Parquet format; this export is JSON lines.\n"
    rows = [[f"`{name}`", ", ".join(f"`{c}`" for c in columns)] for name, columns in VIEWS.items()]
    return (
        "\nTask views: configs with the columns of one task (input first), e.g.\n"
        f'`load_dataset("path/to/this/folder", "{next(iter(VIEWS))}")`. `python_to_cuda` and `python_to_cpu`:'
        " the source is the input, the forward, backward and helpers the targets. The `_kernel` views hold the"
        " same columns for another task: the source and the helpers are the input (the helpers given as"
        " context), the kernel's forward and backward the only targets.\n\n"
        + _table(["config", "columns"], rows)
        + "\n"
        + _leak_text(stats)
    )


def _leak_text(stats: Stats | None) -> str:
    """How much held-out helper text a view that makes helpers a target shares with train rows."""
    if stats is None:
        return ""
    rows = []
    for split in ("validation", "test"):
        for target in ("cuda", "cpu"):
            share, chars = stats.helper_leak(target, split)
            if share is not None:
                rows.append([split, f"`{target}_helpers`", chars, f"{100 * share:.1f}%"])
    if not rows:
        return ""
    worst = max(float(r[3].rstrip("%")) for r in rows)
    verdict = (
        f"Held-out helper text leaks into `train` (up to {worst:.1f}%) in `python_to_cuda`, `python_to_cpu` and"
        " their `_canonical` forms: score helper targets there with that in mind, or use the `_kernel` views."
        if worst >= LEAK_PLAIN
        else f"Under {LEAK_PLAIN:g}% in every held-out split: the splits keep rows that share a helper block together"
        " (Splits below); what remains is short blocks (a closing brace, an empty constructor) every struct has."
    )
    return (
        "\nThe helpers are shared code: the same `@wp.func`s and structs come with every kernel that uses them."
        " In the views that make them a target (`python_to_cuda`, `python_to_cpu` and their `_canonical` forms),"
        " the share of a held-out split's helper text (blocks between blank lines, canonical form, compared whole)"
        " also found in `train` helpers:\n\n"
        + _table(["split", "column", "characters", "found in train helpers"], rows)
        + "\n\n"
        + verdict
        + "\n"
    )


LEAK_PLAIN = 10.0  # percent of held-out helper text in train past which the card calls it a leak


def _pairs_section(summary: dict, stats: Stats, splits: list[str], plots: bool) -> str:
    too_long = summary.get("excluded_too_long") or {}
    max_chars = summary["options"].get("max_chars")
    per_split = ", ".join(f"{s} {summary['splits'][s]}" for s in splits) or "none"
    lines = ["\n## Pairs\n", f"- rows (Python -> generated code pairs): {summary['rows']} ({per_split})"]
    if max_chars is not None:
        lines.append(
            f"- left out as longer than {max_chars:,} characters (`python_chars + generated_chars`, MAX_CHARS): "
            f"{sum(too_long.values())}"
        )
    fam_rows = [
        [f, sum(c.values()), *(c[s] for s in SPLITS), *([too_long.get(f, 0)] if max_chars is not None else [])]
        for f, c in sorted(stats.family_split.items())
    ]
    fam_rows += [[f, 0, 0, 0, 0, n] for f, n in sorted(too_long.items()) if f not in stats.family_split]
    header = ["family", "rows", *SPLITS, *(["left out (too long)"] if max_chars is not None else [])]
    lines.append("\nRows per family:\n\n" + _table(header, fam_rows))
    if plots and stats.rows:
        lines.append(f"\n![rows per family]({PLOTS['families']})")
    return "\n".join(lines) + "\n"


LENGTH_COLUMNS = (("python_source", "`python_source`"), *((c, f"`{c}`") for c in CODE_COLUMNS),
                  ("generated", "generated code (six columns)"))  # fmt: skip


def _lengths_section(summary: dict, stats: Stats, plots: bool) -> str:
    rows = []
    for key, label in LENGTH_COLUMNS:
        chars, lines = _percentiles(stats.column_lengths.get(key, ())), _percentiles(stats.column_lines.get(key, ()))
        if chars:
            rows.append([label, *(f"{chars[q]:,}" for q in chars), *(f"{lines[q]:,}" for q in lines)])
    header = ["column", *(f"{q} chars" for q in PERCENTILES), *(f"{q} lines" for q in PERCENTILES)]
    text = "\n## Lengths\n\nPer row, in characters and lines (about 3-4 characters per token for code).\n\n"
    text += _table(header, rows) if rows else "(no rows)"
    if plots and stats.rows:
        text += f"\n\n![length histograms]({PLOTS['lengths']})"
    return text + "\n"


PERCENTILES = {"p50": 0.5, "p90": 0.9, "p99": 0.99, "max": 1.0}


def _percentiles(values) -> dict[str, int]:
    ordered = sorted(values)
    if not ordered:
        return {}
    n = len(ordered)
    return {name: ordered[min(n - 1, int(q * (n - 1) + 0.5))] for name, q in PERCENTILES.items()}


def render(summary: dict, stats: Stats, table_schema: pa.Schema, root_name: str, plots: bool) -> str:
    run, options = summary["run"], summary["options"]
    splits = [s for s in SPLITS if s in summary["shards_by_split"]]
    fmt = options["format"]
    builder = "parquet" if fmt == "parquet" else "json"
    warp_version = ", ".join(sorted(stats.warp_versions)) or run.get("warp_version", "?")
    parts = [_yaml(summary, table_schema)]
    parts.append(
        f"""
# Warp kernels -> generated C++ and CUDA

Each row is one NVIDIA Warp kernel (a Python module with a `@wp.kernel`) with the CPU C++ and
CUDA C++ that warp-lang {warp_version} generates for it, forward and adjoint
(backward). Every label is Warp's own output: the code it compiles, cut into pieces.
{_origin_text(stats)}

```python
from datasets import load_dataset
ds = load_dataset("path/to/this/folder")  # every column (the `default` config above)
ds = load_dataset("{builder}", data_dir="path/to/this/folder")  # or the files in data/ directly
```
{_views_text(fmt, stats)}"""
    )
    parts.append(_pairs_section(summary, stats, splits, plots))
    parts.append(_lengths_section(summary, stats, plots))
    parts.append(
        f"""
## Size

- source + generated code: {summary["text_chars"] / 1e6:.1f} MB ({summary["text_chars"]:,} characters)
- format: {fmt} shards of at most {options["max_shard_bytes"] / (1 << 20):g} MiB of code text each
- damaged cases skipped: {len(summary["errors"])}

Characters per column, all rows:

{_table(["column", "characters"], [[f"`{c}`", f"{stats.column_chars[c]:,}"] for c in ("python_source", *CODE_COLUMNS)])}
"""
    )
    # ------------------------------------------------------------------ provenance
    seeds = [[f, lo, hi] for f, (lo, hi) in sorted(stats.seeds.items())]
    versions = [
        ["warp-lang", warp_version],
        ["python", platform.python_version()],
        ["pyarrow", pa.__version__],
        ["harness", _version("warp-codegen-harness")],
    ]
    parts.append(
        f"""
## How it was made

Command: `{run.get("command", "python -m harness.export")}`

{_table(["package", "version"], versions)}

The CUDA code comes from Warp's code generation{" on a machine without a GPU" if not run.get("cuda_available") else ""}
(`codegen_only`); the CPU and CUDA translation units are byte-identical to what Warp compiles.
{_seeds_text(seeds)}
"""
    )
    # ------------------------------------------------------------------ splits and dedup
    holdout = options["holdout_families"]
    split_rule = (
        f"Families held out for `test`: {', '.join(holdout)}; the other rows go to `train` and "
        f"`validation` in the ratio of their fractions ({options['splits']}), by structural hash."
        if holdout
        else f"Fractions train/validation/test: {options['splits']} percent, assigned by structural hash."
    )
    split_rule += _twins_text(summary.get("harvested_twins"))
    removed = summary["dedup_removed"]
    parts.append(
        f"""
## Splits

{split_rule}

A generated row's split is a function of its `structure_hash` (the Python AST with names renamed by
first appearance and literal constants blanked), so one program structure never appears in
two splits. Splits with no rows are left out.

{_table(["split", "rows", "shards"], [[s, summary["splits"][s], len(summary["shards_by_split"][s])] for s in splits])}

## Deduplication

Cases are read in case-id order and the first of each group is kept. Rules, applied in order
(a row counts under the first rule that removes it):

{_table(["rule", "a row is removed when it has", "rows removed"], [[r, RULE_DOCS[r], removed[r]] for r in DEDUP_RULES])}
"""
    )
    if summary["excluded_failed"] or options["validation"]:
        parts.append(
            f"\nRows excluded because validation failed a step: {summary['excluded_failed']}"
            f"{' (kept on request: KEEP_FAILED)' if options['keep_failed'] else ''}.\n"
        )
    # ------------------------------------------------------------------ columns
    columns = [[f"`{f.name}`", _type(f.type), COLUMN_DOCS.get(f.name, "")] for f in table_schema]
    parts.append(f"\n## Columns\n\n{_table(['column', 'type', 'meaning'], columns)}\n")
    # ------------------------------------------------------------------ tags
    tag_rows = [[t, n] for t, n in sorted(stats.tags.items(), key=lambda kv: (-kv[1], kv[0]))]
    parts.append(
        "\n## Tags\n\nRows carrying each tag (a row has several).\n\n" + _table(["tag", "rows"], tag_rows) + "\n"
    )
    # ------------------------------------------------------------------ validation
    if options["validation"]:
        lines = ["\n## Validation\n"]
        if stats.validation:
            lines.append(
                "Exported rows with a validation record, by the value of each label. A label is null for a step\n"
                "that was not attempted and false only for one that failed; `<label>_reason` (`gradcheck_reason`)\n"
                "says why a label is null or false (`harness/validate/labels.py`):\n"
            )
            lines.append(_table(["label", "value", "rows", "meaning"], _label_rows(stats)))
            lines.append(
                "\n`stable` false: the kernel's float32 outputs are rounding noise (they differ from its float64\n"
                "copy's); the code is real and kept, but `output_digest` of such rows is not portable across devices."
            )
        if stats.known_issues:
            lines.append("\nRows that hit a registered Warp bug (`known_issues`; the registry is `harness/bugs`):\n")
            lines.append(
                _table(
                    ["bug", "rows", "what it is"],
                    [
                        [f"`{k}`", n, bugs.BY_ID[k].title if k in bugs.BY_ID else ""]
                        for k, n in sorted(stats.known_issues.items())
                    ],
                )
            )
        if stats.failed_steps:
            lines.append("\nFailed steps, over all validated cases:\n")
            lines.append(_table(["step", "cases"], sorted(stats.failed_steps.items())))
        if summary["missing_validation"]:
            lines.append(f"\nRows without a validation record: {summary['missing_validation']}")
        parts.append("\n".join(lines) + "\n")
    if stats.harvested_licenses:
        parts.append(
            "\n## Harvested kernels\n\nRows taken from existing Warp code (`make harvest`). Each is an exact pair: its"
            " generated code is what Warp generates for its own `python_source`, a standalone module built from"
            " the kernel's package (the kernel and the definitions it needs, from other modules too); kernels"
            " without one are left out, counted by reason in `harvest-report.md`. `origin` names the module and"
            " qualified name (with an overload's types). A row whose inputs the harvest can describe from the"
            " kernel's own code (`kernels/seeds/describe.py`: arrays read and written at the thread's element only,"
            " divisors positive for the domains drawn) is run on the CPU and its gradient checked like a generated"
            " row; any other is not run: `ran_cpu` and `gradcheck` null, `ran_cpu_reason` and `gradcheck_reason`"
            " saying why (`inputs not described: ...`). A row harvested with `make harvest RUN=tests` (or examples) whose"
            " kernel the package's own code launched carries those launches (`inputs_origin` `captured`): the"
            " arguments, launch dimensions and block size it was launched with, and what it left in every array;"
            " the values are stored once each in the `captures/` folder beside `cases/` (`.npy` compressed with"
            " zlib, named by the SHA-256 of the `.npy` bytes; `harness/validate/captured.py`), so the folder is"
            " self-contained: validation and `make eval` run the row's own `python_source` on them without the"
            " package, and `replay` says whether it computed what the package's kernel computed."
            " Rows per package (the top-level module of `origin`), with its license, the share of rows whose"
            " `python_source` is standalone, and the labels (`compiled_cpu`, `compiled_cubin` and `ran_cpu` as"
            " true / false / null, null: not validated):\n\n"
            + _packages_table(stats)
            + "\n"
            + _runs_text(stats)
            + _provenance_text(stats, run)
        )
    # ------------------------------------------------------------------ skipped
    if summary["errors"]:
        parts.append(
            f"\n## Skipped cases\n\nDamaged files met during the export (paths under `{root_name}/`):\n\n"
            + "\n".join(f"- {e}" for e in summary["errors"])
            + "\n"
        )
    return "".join(parts)


def plot_families(stats: Stats) -> bytes:
    return plots.families({f: dict(c) for f, c in stats.family_split.items()}, SPLITS)


def plot_lengths(stats: Stats) -> bytes:
    return plots.lengths(
        [
            ("python_source", list(stats.column_lengths.get("python_source", ()))),
            ("generated code (six columns)", list(stats.column_lengths.get("generated", ()))),
        ]
    )


def write(out: Path, summary: dict, stats: Stats, table_schema: pa.Schema, root: Path, plots: bool = True) -> None:
    """Write the plots, then README.md (last: its presence marks a finished export)."""
    out = Path(out)
    if plots and stats.rows:
        _write_atomic(out / PLOTS["families"], plot_families(stats), "plots")
        _write_atomic(out / PLOTS["lengths"], plot_lengths(stats), "plots")
    text = render(summary, stats, table_schema, root.name, plots)
    for prefix in {str(root.resolve()), str(root)}:
        text = text.replace(prefix + os.sep, "")
    _write_atomic(out / "README.md", text.encode())


def _twins_text(twins: dict | None) -> str:
    if not twins:
        return ""
    held = twins["held_out_with_twin_in_train"]
    text = (
        "\n\nRows with an `origin` (kernels taken from existing Warp code, or made from it) are split by cluster"
        " instead (`harness/export/splits.py`): the rows of one module (`origin` before `:`, so a module's kernels"
        " and their overloads stay together), near-twins (two kernels whose bodies are the same after renaming"
        " identifiers, or whose token 5-grams have a Jaccard similarity of 0.8 or more) and rows that share a"
        f" helper block (a block of `cpu_helpers` or `cuda_helpers` of {twins.get('min_helper_chars', 64)} characters"
        " or more in canonical form, between blank lines: a `@wp.func`, its adjoint, a struct; the helpers come"
        " with every kernel that calls them) are one cluster, and a cluster never spans two splits"
        f" ({twins.get('clusters', 0)} clusters, the largest of {twins.get('largest_cluster', 0)} rows;"
        f" {twins['moved']} rows are not in their module's split, {twins['rows_in_clusters']} have a near-twin)."
        f" Harvested rows with a near-twin in `train`: {held['validation']} in `validation`, {held['test']} in"
        " `test` (`python -m harness.export.twins <this folder>` counts them again)."
    )
    rule = twins.get("rule")
    if rule == "drawn":
        real = twins["real_rows"]
        largest = twins.get("test_largest_module") or {}
        packages = ", ".join(f"{p} {n}" for p, n in twins["test_packages"].items()) or "none"
        text += (
            "\n\nThe harvested rows' `test` split is drawn from **evaluable** rows (`evaluable`: the row's own code"
            " runs reproducibly on inputs the export carries, so `make eval` scores it by running it): clusters"
            " with an evaluable row, in the order of their keys, one package after the other in turn, give their"
            " evaluable rows to `test` and their other rows to `validation` (a cluster too large to hold out stays"
            f" in `train`), up to {twins['test_target']} rows, at most {twins['module_cap']} from one module."
            f" `test`: {real['test']['rows']} harvested rows, {real['test']['evaluable']} evaluable, from"
            f" {twins['test_modules']} modules (the most from `{largest.get('module', '-')}`:"
            f" {largest.get('rows', 0)}), per package: {packages}. `validation`: {real['validation']['rows']} rows"
            f" ({twins['held_out_with_test']} of them from the clusters drawn for `test`); `train`:"
            f" {real['train']['rows']}. The clusters not drawn go to `train` or `validation` by their key."
        )
        if twins["broken_cluster_rows"]:
            text += (
                f" No cluster fitted whole: {twins['broken_cluster_rows']} evaluable rows of the smallest cluster"
                " with one were taken into `test` and its other rows left where its key sends them, so helper text"
                " of `test` can also be in `train` (the table under Task views says how much)."
            )
    elif rule == "hashed":
        text += (
            " Nothing says which rows are evaluable (no validation), so every cluster goes where its smallest"
            " module key sends it; one larger than its split's share of the rows stays in `train`."
        )
    return text


BOOLEAN_VALUES = {
    "True": "the step ran and succeeded",
    "False": "the step ran and failed (named in `failed_steps`; for `stable`: float32 rounding noise, kept)",
    "None": "null: not attempted (the reason column says why)",
}


STABLE_VALUES = {
    "True": "measured: the float32 outputs agree with the float64 copy's",
    "False": "measured: the float32 outputs are rounding noise (kept; `output_digest` not portable)",
    "None": "null: not measured (not run, or no float64 copy: `stable_reason`)",
}


def _label_rows(stats: Stats) -> list[list]:
    """label, value, rows, meaning: every value a label takes in this export, counted."""
    rows = []
    for label in ("compiled_cpu", "compiled_cubin", "compiled_ptx", "ran_cpu", "stable", "gradcheck"):
        meanings = {"gradcheck": GRADCHECK_VALUES, "stable": STABLE_VALUES}.get(label, BOOLEAN_VALUES)
        seen = stats.validation[label]
        for value in [*meanings, *sorted(v for v in seen if v not in meanings)]:
            if seen[value] or value in ("True", "None", "pass"):
                shown = {"True": "true", "False": "false", "None": "null"}.get(value, value)
                rows.append([f"`{label}`", f"`{shown}`", seen[value], meanings.get(value, "")])
    return rows


def _packages_table(stats: Stats) -> str:
    rows = []
    for name, c in sorted(stats.harvested_packages.items()):
        licenses = sorted(k[1] for k in c if isinstance(k, tuple) and k[0] == "license")
        labels = [" / ".join(str(c[key, v]) for v in ("True", "False", "None")) for key in HARVESTED_LABELS[:3]]
        verdicts = sorted((k[1], n) for k, n in c.items() if isinstance(k, tuple) and k[0] == "gradcheck")
        gradcheck = ", ".join(f"{'null' if v == 'None' else v} {n}" for v, n in verdicts)
        inputs = " / ".join(str(c["inputs", v]) for v in ("captured", "described", "none"))
        replays = ", ".join(f"{v} {c['replay', v]}" for v in ("match", "close", "mismatch") if c["replay", v])
        rows.append(
            [name, c["rows"], ", ".join(licenses), f"{c['standalone'] / c['rows']:.3f}", inputs, replays or "-",
             c["evaluable"], *labels, gradcheck]
        )  # fmt: skip
    labels = [f"`{key}`" for key in HARVESTED_LABELS]
    header = ["package", "rows", "license", "standalone", "inputs captured / described / none", "`replay`",
              "`evaluable`", *labels]  # fmt: skip
    return _table(header, rows)


def _provenance_text(stats: Stats, run: dict) -> str:
    """The releases the harvested rows come from, and what else shaped their code."""
    rows = [
        [f"`{p}`" if p else "none (code of one's own)", v or "", n] for (p, v), n in sorted(stats.provenance.items())
    ]
    text = (
        "\n### Provenance\n\nHarvested rows by the installed distribution they were taken from and its release"
        " (`package`, `package_version`: the distribution's metadata, read when the kernel was harvested;"
        " generated rows have both null, as the harness made them):\n\n" + _table(["package", "version", "rows"], rows)
    )
    shaped = run.get("versions") or {}
    if shaped:
        text += (
            "\n\nInstalled when the code was harvested (`run.json` `versions`, also in `harvest-report.json`):\n\n"
            + _table(["installed", "version"], [[f"`{k}`", v] for k, v in sorted(shaped.items())])
        )
    return text + "\n"


def _runs_text(stats: Stats, top: int = 8) -> str:
    """How many validated harvested rows ran and their gradient verdicts, and the reasons the others'
    inputs were not described, most frequent first (beyond ``top``, summed)."""
    total: Counter = Counter()
    for c in stats.harvested_packages.values():
        total.update(c)
    if not total["compiled_cpu", "True"] + total["compiled_cpu", "False"]:
        return ""  # not validated
    ran = total["ran_cpu", "True"]
    verdicts = sorted((k[1], n) for k, n in total.items() if isinstance(k, tuple) and k[0] == "ran_gradcheck")
    text = f"\nOf the {total['rows']} harvested rows, {ran} ran on the CPU" + (
        " (their `gradcheck`: " + ", ".join(f"{'null' if v == 'None' else v} {n}" for v, n in verdicts) + ")."
        if verdicts
        else "."
    )
    reasons = sorted(stats.harvested_not_described.items(), key=lambda kv: (-kv[1], kv[0]))
    if not reasons:
        return text + "\n"
    rows = [[kind, n] for kind, n in reasons[:top]]
    if len(reasons) > top:
        rows.append([f"{len(reasons) - top} other reasons", sum(n for _, n in reasons[top:])])
    described = sum(stats.harvested_not_described.values())
    return f"{text} Rows not run because their inputs were not described ({described}), by reason:\n\n" + (
        _table(["reason", "rows"], rows) + "\n"
    )


def _origin_text(stats) -> str:
    """Where the rows' kernels come from: generators, existing Warp code (harvested), or both."""
    generated = (  # wrapped as the rest of the card is
        "seeded random program generators (one per family) that produce code free\nof undefined behaviour"
        " by construction"
    )
    harvested = sum(stats.harvested_licenses.values())
    if not harvested:
        return f"The kernels come from {generated}."
    if not stats.seeds:
        return "The kernels are taken from existing Warp code (see Harvested kernels below), not generated."
    return f"The kernels come from {generated}, and {harvested} from existing Warp code (see Harvested kernels below)."


def _seeds_text(seeds: list) -> str:
    if not seeds:
        return "No row was generated: the rows are harvested from existing Warp code."
    return (
        "Every generator is a pure function of its seed: the same command and versions give the same\n"
        "files, byte for byte. Seeds of each family:\n\n" + _table(["family", "first seed", "last seed"], seeds)
    )
