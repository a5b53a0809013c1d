"""The harvest's report: what was visited, found and produced, and every failure with its reason."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field

REASONS = {
    "not-found": "a FROM item is neither an importable module nor an existing path",
    "missing-package": "the module imports a package that is not installed",
    "needs-gpu": "the module needs a CUDA device at import (none here)",
    "launches-at-import": "the module launches a kernel or compiles a Warp module at import (refused)",
    "exit-at-import": "the module raised SystemExit at import",
    "import-error": "the module raised another error at import",
    "no-overloads": "a generic kernel with no overloads: no concrete kernel to generate code for",
    "codegen-error": "Warp rejected the kernel at code generation",
    "internal-error": "the harvest itself failed on this kernel (a bug in harness/harvest/: please report it)",
}


@dataclass
class Failure:
    reason: str  # a key of REASONS
    where: str  # module name, FROM item, or kernel origin
    message: str


@dataclass
class ModuleVisit:
    name: str
    status: str = "ok"  # "ok" or a failure reason
    kernels: int = 0  # kernels found in it
    config_changed: list[str] = field(default_factory=list)  # wp.config settings its import changed (undone)


@dataclass
class Pair:
    case_id: str
    origin: str
    standalone: bool
    standalone_note: str  # why python_source is not standalone ("" when it is)


@dataclass
class Report:
    sources: list[str]
    command: str
    warp_version: str
    modules: list[ModuleVisit] = field(default_factory=list)
    kernels_found: int = 0
    generic_kernels: int = 0
    overloads: int = 0
    kernels_with_pairs: int = 0
    pairs: list[Pair] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0

    def failures_by_reason(self) -> dict[str, int]:
        return dict(sorted(Counter(f.reason for f in self.failures).items()))

    def summary(self) -> dict:
        standalone = sum(p.standalone for p in self.pairs)
        return {
            "modules_visited": len(self.modules),
            "modules_failed": sum(m.status != "ok" for m in self.modules),
            "kernels_found": self.kernels_found,
            "generic_kernels": self.generic_kernels,
            "overloads": self.overloads,
            "kernels_with_pairs": self.kernels_with_pairs,
            "pairs": len(self.pairs),
            "standalone": standalone,
            "not_standalone": len(self.pairs) - standalone,
            "failures_by_reason": self.failures_by_reason(),
            "seconds": round(self.seconds, 1),
        }

    def to_json(self) -> str:
        data = {
            "sources": self.sources,
            "command": self.command,
            "warp_version": self.warp_version,
            "summary": self.summary(),
            "reasons": REASONS,
            "failures": [asdict(f) for f in self.failures],
            "modules": [asdict(m) for m in self.modules],
            "pairs": [asdict(p) for p in self.pairs],
        }
        return json.dumps(data, indent=2, sort_keys=True) + "\n"

    def to_markdown(self) -> str:
        s = self.summary()
        lines = [
            "# Harvest report",
            "",
            f"`{self.command}` with warp-lang {self.warp_version}, {s['seconds']} s.",
            "",
            "| | count |",
            "|---|---|",
            f"| modules visited | {s['modules_visited']} |",
            f"| modules that failed to import | {s['modules_failed']} |",
            f"| kernels found | {s['kernels_found']} |",
            f"| generic kernels (overloads among them) | {s['generic_kernels']} ({s['overloads']}) |",
            f"| kernels with at least one pair | {s['kernels_with_pairs']} |",
            f"| pairs produced | {s['pairs']} |",
            f"| pairs with a standalone python_source | {s['standalone']} |",
            "",
            "## Failures by reason",
            "",
            "| reason | count | meaning |",
            "|---|---|---|",
            *(f"| {r} | {n} | {REASONS[r]} |" for r, n in s["failures_by_reason"].items()),
            "",
            "## Failures",
            "",
            *(f"- **{f.reason}** `{f.where}`: {_one_line(f.message)}" for f in self.failures),
            "",
        ]
        notes = Counter(p.standalone_note.split(":")[0] for p in self.pairs if not p.standalone)
        if notes:
            lines += ["## Pairs without a standalone python_source", "", "| why | pairs |", "|---|---|"]
            lines += [f"| {why} | {n} |" for why, n in sorted(notes.items())] + [""]
        return "\n".join(lines)

    def print_summary(self, file=None) -> None:
        s = self.summary()
        print(
            f"harvest: {s['modules_visited']} modules visited ({s['modules_failed']} failed to import), "
            f"{s['kernels_found']} kernels found ({s['generic_kernels']} generic, {s['overloads']} overloads), "
            f"{s['pairs']} pairs from {s['kernels_with_pairs']} kernels ({s['standalone']} standalone) "
            f"in {s['seconds']} s",
            file=file,
        )
        for reason, n in s["failures_by_reason"].items():
            print(f"  {reason}: {n}", file=file)


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
