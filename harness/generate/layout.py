"""A run's cases: their ids, where their golden files live, and the finding a case that failed to
generate leaves behind.

Free of Warp, so that the dataset driver and the engines, which only schedule and read cases, can
import it; generating a case is ``harness/generate/case.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

from harness import outdir
from kernels import FAMILIES, case_id

GENERATION_NODE = "tests/test_generate.py::test_generate[{}]"  # the snapshot test of a case
MESSAGE_CHARS = 4000  # a finding keeps the end of its message


def parse_families(text: str) -> list[str]:
    """``"math, vector"`` -> ["math", "vector"] ("" -> []); ValueError naming the unknown ones."""
    names = [n for n in text.replace(",", " ").split() if n]
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        raise ValueError(
            f"unknown famil{'ies' if len(unknown) > 1 else 'y'} {', '.join(unknown)}; valid: {', '.join(FAMILIES)}"
        )
    return names


def case_ids(families, per_family: int, size: str, first_seed: int = 0) -> list[str]:
    """The cases of a run: each family's seeds in turn, families in the order given."""
    return [case_id(f, s, size) for f in families for s in range(first_seed, first_seed + per_family)]


def folder(case: str) -> str:
    """The case's folder under a cases root (``snapshot.GoldenFile.dirname``'s rule)."""
    return case.rsplit("-", 1)[0]


def complete(cases: Path, case: str) -> bool:
    """Whether ``cases`` holds the case whole: its ``.json``, written last, is there."""
    return (Path(cases) / folder(case) / f"{case}.json").exists()


def finding(case: str, step: str, message: str, test: str | None = None) -> dict:
    """What a case that failed to generate leaves in the findings folder: the test that failed
    (the snapshot test's node id), the step (``setup``: the kernel generator; ``call``: Warp;
    ``task``: the Ray task around it) and the end of the message."""
    test = GENERATION_NODE.format(case) if test is None else test
    return {"case_id": case, "test": test, "step": step, "message": message[-MESSAGE_CHARS:]}


def finding_bytes(record: dict) -> bytes:
    return (json.dumps(record, indent=2, sort_keys=True) + "\n").encode()


def write_finding(findings: Path, record: dict) -> None:
    """``findings/<case>.json``, written atomically."""
    outdir.write_atomic(Path(findings) / f"{record['case_id']}.json", finding_bytes(record))


def clear_finding(findings: Path, case: str) -> None:
    """A case that generated: the finding of an earlier run, if any, is gone."""
    (Path(findings) / f"{case}.json").unlink(missing_ok=True)
