"""The harvest's report: what was visited, found and produced, and every failure with its reason."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field

from kernels.seeds.describe import reason_kind

REASONS = {
    "not-found": "a FROM item is neither an importable module nor an existing path",
    "missing-package": "the module imports a package that is not installed",
    "needs-gpu": "the module needs a CUDA device at import (none here)",
    "launches-at-import": "the module launches a kernel or compiles a Warp module at import (refused)",
    "exit-at-import": "the module raised SystemExit at import",
    "import-error": "the module raised another error at import",
    "no-overloads": "a generic kernel with no overloads, and none of the overloads the harvest tried for it generates",
    "codegen-error": "Warp rejected the kernel at code generation",
    "crashed-at-import": "the module's process died while importing it (a segfault, say); the others went on",
    "hung-at-import": "the module did not finish importing within the time limit; its process was killed",
    "crashed-in-codegen": "the process died while generating the code of this kernel (the module's others are "
    "harvested without it) or of the module's kernels",
    "hung-in-codegen": "generating the code of the module's kernels took longer than the time limit",
    "over-memory-at-import": "importing the module took more resident memory than a worker may; its process was stopped",
    "over-memory-in-codegen": "generating the code of this kernel (the module's others are harvested without it) or of "
    "the module's kernels took more resident memory than a worker may",
    "sandbox": "the module tried to leave its sandbox (a write outside its scratch, a read of the user's home, a "
    "network connection, a signal to another process: the message says what); none of its kernels is kept",
    # RUN=...: the package's own tests, examples or script (harness/harvest/capture_run.py)
    "tests-failed": "tests of the file failed (named); the launches they made are kept",
    "test-crashed": "the test took its process down (a segfault, say); the file ran again without it",
    "test-hung": "the test did not finish within the time limit; the file ran again without it",
    "test-over-memory": "the test took more resident memory than a worker may; the file ran again without it",
    "run-crashed": "the file's process died outside any test (at import, say): none of its launches is kept",
    "run-hung": "the file did not finish within the time limit outside any test: none of its launches is kept",
    "run-over-memory": "the file took more memory than a worker may outside any test: none of its launches is kept",
    "capture-damaged": "a captured value did not arrive whole from the worker: the file's cases are left out",
    "internal-error": "the harvest itself failed on this kernel (a bug in harness/harvest/: please report it)",
    # A kernel without a standalone python_source gives no pair (its code would not be its source's):
    "made-by-factory": "not standalone: a factory made the kernel, and it cannot be written at the top level with "
    "the values it captured (the message says why)",
    "imports-harvested-code": "not standalone: its module's definitions it needs come from other harvested modules",
    "imports-harvested-module": "not standalone: it uses a harvested module as an object (``from . import kernels``)",
    "name-clash": "not standalone: two modules it needs define the same top-level name differently",
    "import-cycle": "not standalone: a module it needs imports definitions back from the kernel's module",
    "no-module-source": "not standalone: the source of the kernel's module is not available",
    "source-does-not-load": "not standalone: the source built for it raises when executed on its own",
    "source-does-not-generate": "not standalone: Warp rejects the source built for it at code generation",
    "source-generates-other-code": "not standalone: the source built for it generates other code than its module",
}
NOT_STANDALONE = frozenset(r for r, text in REASONS.items() if text.startswith("not standalone"))


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
    standalone: bool  # always true: a kernel without a standalone source gives no pair (see its failure)
    standalone_note: str = ""
    # why the case has no launch description (kernels/seeds/describe.py: kind, ": ", detail); "": it has one
    inputs_not_described: str = ""
    inputs_captured: bool = False  # it carries the package's own launches (RUN=...): no description needed


@dataclass
class Report:
    sources: list[str]
    command: str
    warp_version: str
    # name -> version of what shaped the code: Python, warp-lang, each harvested distribution (discovery.versions)
    versions: dict[str, str] = field(default_factory=dict)
    modules: list[ModuleVisit] = field(default_factory=list)
    kernels_found: int = 0
    generic_kernels: int = 0
    overloads: int = 0  # the overloads the packages made
    generic_instantiated: int = 0  # generic kernels without overloads the harvest chose overloads for
    chosen_overloads: int = 0  # the overloads it chose (harness/harvest/generics.py)
    kernels_with_pairs: int = 0
    pairs: list[Pair] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0  # printed, not written: a resumed harvest writes the same bytes as one run
    peak_rss_mb: float = 0.0  # the largest resident set of a worker process (printed, not written)
    capture: dict = field(default_factory=dict)  # RUN=...: what the package's own runs launched (capture_run.py)

    def failures_by_reason(self) -> dict[str, int]:
        return dict(sorted(Counter(f.reason for f in self.failures).items()))

    def summary(self) -> dict:
        standalone = sum(p.standalone for p in self.pairs)
        without = Counter(f.reason for f in self.failures if f.reason in NOT_STANDALONE)
        tried = standalone + sum(without.values())
        not_described = Counter(reason_kind(p.inputs_not_described) for p in self.pairs if p.inputs_not_described)
        captured = sum(p.inputs_captured for p in self.pairs)
        return {
            "modules_visited": len(self.modules),
            "modules_failed": sum(m.status != "ok" for m in self.modules),
            "kernels_found": self.kernels_found,
            "generic_kernels": self.generic_kernels,
            "overloads": self.overloads,
            "generic_instantiated": self.generic_instantiated,
            "chosen_overloads": self.chosen_overloads,
            "kernels_with_pairs": self.kernels_with_pairs,
            "pairs": len(self.pairs),
            "standalone": standalone,
            "not_standalone": sum(without.values()),
            "not_standalone_by_reason": dict(sorted(without.items())),
            # concrete kernels (overloads apart) Warp generated code for that gave a standalone pair
            "standalone_share": round(standalone / tried, 4) if tried else None,
            "failures_by_reason": self.failures_by_reason(),
            # pairs whose inputs kernels/seeds/describe.py describes: validation runs them, checks their gradients
            "inputs_described": len(self.pairs) - sum(not_described.values()) - captured,
            "inputs_captured": captured,
            "inputs_not_described_by_reason": dict(sorted(not_described.items(), key=lambda kv: (-kv[1], kv[0]))),
        }

    def to_json(self) -> str:
        data = {
            "sources": self.sources,
            "command": self.command,
            "warp_version": self.warp_version,
            "versions": self.versions,
            "summary": self.summary(),
            "reasons": REASONS,
            "failures": [asdict(f) for f in self.failures],
            "modules": [asdict(m) for m in self.modules],
            "pairs": [asdict(p) for p in self.pairs],
        }
        if self.capture:
            data["capture"] = self.capture
        return json.dumps(data, indent=2, sort_keys=True) + "\n"

    def to_markdown(self) -> str:
        s = self.summary()
        lines = [
            "# Harvest report",
            "",
            f"`{self.command}` with warp-lang {self.warp_version}.",
            "",
            "| installed | version |",
            "|---|---|",
            *(f"| {name} | {version} |" for name, version in self.versions.items()),
            "",
            "| | count |",
            "|---|---|",
            f"| modules visited | {s['modules_visited']} |",
            f"| modules that failed to import | {s['modules_failed']} |",
            f"| kernels found | {s['kernels_found']} |",
            f"| generic kernels (overloads their packages made) | {s['generic_kernels']} ({s['overloads']}) |",
            f"| generic kernels without overloads instantiated by the harvest (overloads it chose) "
            f"| {s['generic_instantiated']} ({s['chosen_overloads']}) |",
            f"| kernels with at least one pair | {s['kernels_with_pairs']} |",
            f"| pairs produced | {s['pairs']} |",
            f"| kernels (overloads apart) without a standalone python_source, so no pair | {s['not_standalone']} |",
            f"| standalone share | {s['standalone_share']} |",
            f"| pairs whose inputs are described (validation runs them and checks their gradients) "
            f"| {s['inputs_described']} |",
            f"| pairs with captured launches (RUN=...: validation replays and checks them on those) "
            f"| {s['inputs_captured']} |",
            "",
            *self._capture_markdown(),
            "## Pairs whose inputs are not described, by reason",
            "",
            "Validation compiles these but does not run them; `gradcheck` is n/a with the reason"
            " (`kernels/seeds/describe.py`).",
            "",
            "| reason | pairs |",
            "|---|---|",
            *(f"| {r} | {n} |" for r, n in s["inputs_not_described_by_reason"].items()),
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
        return "\n".join(lines)

    def _capture_markdown(self) -> list[str]:
        c = self.capture
        if not c:
            return []
        tests = ", ".join(f"{n} {k}" for k, n in sorted(c["tests"].items())) or "none counted"
        lines = [
            "## Captured launches (RUN=...)",
            "",
            "| | count |",
            "|---|---|",
            f"| files to run | {c['files']} |",
            f"| files run | {c['files_run']} |",
            f"| files not started: the time budget RUN_S was spent | {c['files_not_started']} |",
            f"| files cut short: RUN_FILE_S was spent before their last test | {c.get('files_cut_short', 0)} |",
            f"| tests | {tests} |",
            f"| kernels of FROM launched (each overload and each content once) | {c['kernels_launched']} |",
            f"| of which give a row | {c['kernels_launched_with_rows']} |",
            f"| cases made from the launched kernels | {c['cases_from_capture']} |",
            f"| of which only exist at run time (factories, test functions, overloads made by a launch) "
            f"| {c['cases_only_at_run_time']} |",
            f"| cases with captured launches | {c['kernels_with_launches']} |",
            f"| launches seen / kept | {c['launches_seen']} / {c['launches_kept']} |",
            f"| captured values kept (compressed MB) | {c['capture_mb']} |",
            f"| cases whose launches went over CAPTURE_MB | {c['over_capture_mb']} |",
            "",
        ]
        if c["left_out"]:
            lines += ["Launches left out, by reason:", "", "| reason | launches |", "|---|---|"]
            lines += [f"| {r} | {n} |" for r, n in sorted(c["left_out"].items(), key=lambda kv: (-kv[1], kv[0]))]
            lines.append("")
        if c["not_seen"]:
            lines += ["Launches not recorded: " + ", ".join(f"{k} {n}" for k, n in sorted(c["not_seen"].items())), ""]
        return lines

    def print_summary(self, file=None) -> None:
        s = self.summary()
        print(
            f"harvest: {s['modules_visited']} modules visited ({s['modules_failed']} failed to import), "
            f"{s['kernels_found']} kernels found ({s['generic_kernels']} generic, {s['overloads']} overloads; "
            f"{s['generic_instantiated']} instantiated by the harvest, {s['chosen_overloads']} overloads), "
            f"{s['pairs']} exact pairs from {s['kernels_with_pairs']} kernels, {s['not_standalone']} without a "
            f"standalone source (standalone share {s['standalone_share']}), {s['inputs_described']} with described "
            f"inputs, {s['inputs_captured']} with captured launches, in {self.seconds:.1f} s, "
            f"peak worker RSS {self.peak_rss_mb:.0f} MB",
            file=file,
        )
        for reason, n in s["failures_by_reason"].items():
            print(f"  {reason}: {n}", file=file)


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
