"""Generate one case: its id -> its golden files' texts, or the step that failed and why.

The one function behind both ways a case is generated: the snapshot test
(``tests/test_generate.py``, run by ``make goldens`` and by ``make dataset``'s local processes)
and a Ray task (``harness/engine/tasks.py``). Importing it imports Warp.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

from harness import warp_api
from harness.generate import layout
from harness.generate.extract import extract
from harness.generate.golden import render
from harness.generate.loader import KernelRejected
from kernels import generate, parse_case


@dataclass(frozen=True)
class Generated:
    case_id: str
    files: dict[str, str] | None = None  # suffix -> text, as the golden files hold it; None: it failed
    step: str = ""  # where it failed: "setup" (the kernel generator) or "call" (Warp)
    message: str = ""  # why: Warp's message for a kernel Warp rejects, else the traceback

    def finding(self, test: str | None = None) -> dict:
        """The finding a failed case leaves (``layout.finding``)."""
        return layout.finding(self.case_id, self.step, self.message, test)


def generate_case(case_id: str) -> Generated:
    """The case's golden files (``golden.render`` of ``extract``), or where and why it failed.
    Never raises for a failing case."""
    try:
        spec = generate(*parse_case(case_id))
    except Exception:
        return Generated(case_id, step="setup", message=traceback.format_exc())
    try:
        return Generated(case_id, files=render(extract(spec)))
    except KernelRejected as error:  # Warp refused the kernel: its message says why
        return Generated(case_id, step="call", message=str(error))
    except Exception:
        return Generated(case_id, step="call", message=traceback.format_exc())


def warp_facts() -> dict:
    """The Warp that generated the cases, for run.json."""
    return {"warp_version": warp_api.warp_version(), "cuda_available": warp_api.cuda_available()}
