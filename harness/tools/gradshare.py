"""How many exported rows with a float input and a float output have a decisive gradient label.

    python -m harness.tools.gradshare OUT [--captured] [--json FILE]

``OUT`` is a ``make dataset`` folder (``VALIDATE=1``): its exported rows (``OUT/data/*.parquet``
or ``*.jsonl.gz``) and the case specs beside them (``OUT/cases/<family>/<id>.json``). A row counts
when its kernel has a floating-point input array (role ``in`` or ``inout``) and a floating-point
output array (``out`` or ``inout``): the rows whose adjoint a gradient check could judge. Its
``gradcheck`` is decisive when it is ``pass``, ``pass_adjoint_copy``, ``fail``, ``known_bug`` (a
mismatch a registered Warp bug explains) or ``limitation`` (a documented Warp limitation, named in
``gradcheck_reason``); ``n/a`` and null (not run) are not. The other rows are tallied by the class of their reason (:data:`NA_CLASSES`),
and the share is given a second time over the counted rows whose code has an adjoint (kernels
built with ``enable_backward=False`` have no backward code; their label is about Warp's adjoint of
the same program, checked on the float64 copy built with it).
The share is also given strictly: counting a limitation only where a rewrite confirmed it.

With ``--captured``, ``OUT`` is a ``make harvest ... RUN=...`` folder and the rows counted are its
validated cases with captured launches that ran (``OUT/validation/<id>.json``, ``inputs_origin``
"captured", ``ran_cpu``), each once: the share of a package's own runs docs/harvest.md quotes.
The output is a pure function of the folder (docs/validation.md quotes it).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from harness.validate.labels import PASS_ADJOINT_COPY
from kernels.typeinfo import TYPES

# pass_adjoint_copy: a pass on the float64 copy built with the adjoint of a kernel that has no backward code.
DECISIVE = ("pass", PASS_ADJOINT_COPY, "fail", "known_bug", "limitation")
# A kernel or module built without an adjoint: there is no backward code to check.
NO_ADJOINT = re.compile(r"enable_backward\s*=\s*False|[\"']enable_backward[\"']\s*:\s*False")
FLOAT_COMPONENTS = ("float", "float16", "float64")
# A captured spec names its types as Warp does (``float32``, ``vec3f``, ``transformf``,
# ``vector(length=6, dtype=float32)``): those of floating-point components.
WARP_FLOAT = re.compile(
    r"^(float(16|32|64)|half|(vec\d+|mat\d+|quat|transform|spatial_(vector|matrix))[fdh])$|dtype=float(16|32|64)\)$"
)
# (class, a phrase of the reason): the first class whose phrase the reason contains.
NA_CLASSES = (
    ("random draws", "random:"),
    ("float16", "float16"),
    ("matrix decompositions", "matrix decompositions"),
    ("geometry queries", "geometry queries"),
    ("tile Cholesky", "tile Cholesky"),
    ("no adjoint (enable_backward=False)", "generates no adjoint"),
    ("in-place arrays", "both read and written"),
    ("order-dependent outputs", "order-dependent outputs"),
    ("integer outputs", "integer outputs"),
    ("unsupported input", "unsupported input"),
    ("unresolved (finite differences do not settle)", "unresolved"),
    ("limitation not confirmed by a rewrite", "not confirmed by a rewrite"),
    ("limitation confirmed by a rewrite", "confirmed by a rewrite"),
)


@dataclass
class Share:
    rows: int = 0  # exported rows
    counted: int = 0  # rows with a float input and a float output
    verdicts: Counter = field(default_factory=Counter)  # gradcheck value -> counted rows
    na: Counter = field(default_factory=Counter)  # n/a class -> counted rows
    examples: dict = field(default_factory=dict)  # n/a class -> a row id
    with_adjoint: int = 0  # counted rows whose kernel has an adjoint (not built with enable_backward=False)
    decisive_with_adjoint: int = 0
    unconfirmed: Counter = field(default_factory=Counter)  # what a limitation no rewrite confirmed names -> rows

    @property
    def strict(self) -> int:
        return self.decisive - sum(self.unconfirmed.values())

    @property
    def decisive(self) -> int:
        return sum(self.verdicts[v] for v in DECISIVE)

    @property
    def share(self) -> float:
        return self.decisive / self.counted if self.counted else 0.0

    @property
    def share_with_adjoint(self) -> float:
        return self.decisive_with_adjoint / self.with_adjoint if self.with_adjoint else 0.0

    def to_json(self) -> dict:
        return {
            "rows": self.rows,
            "counted": self.counted,
            "decisive": self.decisive,
            "share": round(self.share, 4),
            "strict": self.strict,
            "strict_share": round(self.strict / self.counted if self.counted else 0.0, 4),
            "with_adjoint": self.with_adjoint,
            "decisive_with_adjoint": self.decisive_with_adjoint,
            "share_with_adjoint": round(self.share_with_adjoint, 4),
            "unconfirmed": dict(self.unconfirmed.most_common()),
            "verdicts": dict(sorted(self.verdicts.items())),
            "n/a": dict(self.na.most_common()),
            "examples": dict(sorted(self.examples.items())),
        }


def na_class(reason: str) -> str:
    for name, phrase in NA_CLASSES:
        if phrase in (reason or ""):
            return name
    return "other: " + (reason or "no reason").split(";")[0].split(":")[0][:60]


def float_input_and_output(spec: dict) -> bool:
    """Whether the case spec (its JSON fields) has a float input array and a float output array."""

    def is_float(a: dict) -> bool:
        t = TYPES.get(a["dtype"])
        return a["kind"] == "array" and (
            t.comp in FLOAT_COMPONENTS if t is not None else bool(WARP_FLOAT.search(a["dtype"]))
        )

    args = spec.get("args", [])
    return any(is_float(a) and a["role"] in ("in", "inout") for a in args) and any(
        is_float(a) and a["role"] in ("out", "inout") for a in args
    )


def _rows(out: Path) -> list[dict]:
    data = out / "data"
    columns = ("id", "family", "gradcheck", "gradcheck_reason")
    rows = []
    for path in sorted(data.glob("*.parquet")):
        import pyarrow.parquet as pq

        rows += pq.read_table(path, columns=list(columns)).to_pylist()
    for path in sorted(data.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            rows += [{k: r.get(k) for k in columns} for r in map(json.loads, f)]
    if not rows:
        raise FileNotFoundError(f"{out}: no exported rows under {data} (a `make dataset` OUT folder?)")
    return rows


def _uses(reason: str) -> str:
    """What a limitation no rewrite confirmed names: ``... the kernel uses <what>, which Warp documents ...``."""
    what = reason.split("the kernel uses ", 1)[-1].split(", which Warp documents")[0]
    return re.split(r" \(|; |: ", what)[0][:70]


def _captured_records(out: Path) -> list[dict]:
    """The validation records of ``out``'s cases with captured launches that ran, as rows."""
    rows = []
    for path in sorted((out / "validation").glob("*.json")):
        record = json.loads(path.read_text())
        if record.get("inputs_origin") == "captured" and record.get("ran_cpu"):
            family = record["case_id"].rsplit("-", 1)[0]
            rows.append(
                {"id": record["case_id"], "family": family} | {k: record[k] for k in ("gradcheck", "gradcheck_reason")}
            )
    if not rows:
        raise FileNotFoundError(f"{out}: no validated case with captured launches ran (a `make harvest RUN=...` OUT?)")
    return rows


def measure(out: Path, captured: bool = False) -> Share:
    share = Share()
    for row in _captured_records(Path(out)) if captured else _rows(Path(out)):
        share.rows += 1
        spec_path = Path(out) / "cases" / row["family"] / f"{row['id']}.json"
        if not spec_path.exists() or not float_input_and_output(json.loads(spec_path.read_text())):
            continue
        share.counted += 1
        verdict = row["gradcheck"] or "null"
        share.verdicts[verdict] += 1
        source = spec_path.with_suffix(".py").read_text() if spec_path.with_suffix(".py").exists() else ""
        if not NO_ADJOINT.search(source):
            share.with_adjoint += 1
            share.decisive_with_adjoint += verdict in DECISIVE
        if verdict == "limitation" and "not confirmed by a rewrite" in (row["gradcheck_reason"] or ""):
            share.unconfirmed[_uses(row["gradcheck_reason"])] += 1
        if verdict not in DECISIVE:
            name = na_class(row["gradcheck_reason"])
            share.na[name] += 1
            share.examples.setdefault(name, row["id"])
    return share


def render(share: Share) -> str:
    lines = [
        f"rows: {share.rows}; with a float input and a float output: {share.counted}",
        f"decisive gradcheck: {share.decisive} of {share.counted} ({100 * share.share:.1f}%); of the "
        f"{share.with_adjoint} with an adjoint: {share.decisive_with_adjoint} ({100 * share.share_with_adjoint:.1f}%)",
        f"strictly (a limitation only where a rewrite confirmed it): {share.strict} of {share.counted} "
        f"({100 * share.strict / max(1, share.counted):.1f}%)",
        "verdicts: " + ", ".join(f"{k} {n}" for k, n in sorted(share.verdicts.items())),
    ]
    if share.unconfirmed:
        lines.append("limitations no rewrite confirmed, by what the kernel uses:")
        lines += [f"  {n:4d}  {what}" for what, n in share.unconfirmed.most_common()]
    if share.na:
        lines.append("not decisive, by reason:")
        lines += [f"  {n:4d}  {name}  (e.g. {share.examples[name]})" for name, n in share.na.most_common()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.tools.gradshare", description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="a `make dataset` OUT folder (validated)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON")
    parser.add_argument(
        "--captured", action="store_true", help="OUT is a `make harvest RUN=...` folder: its captured cases that ran"
    )
    args = parser.parse_args(argv)
    try:
        share = measure(args.out, args.captured)
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        return 2
    print(render(share))
    if args.json:
        args.json.write_text(json.dumps(share.to_json(), indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
