"""`make coverage`: how much of Warp's language the generators reach, and how varied they are.

    python -m harness.tools.coverage --per-family 100 [--families a,b] [--jobs 2] [--no-extract] [--json F]
                               [--compile N]

Generates ``--per-family`` kernels of every family (seeds 0..N-1), extracts their CPU and CUDA
code (unless ``--no-extract``), and prints:

- the Warp builtins the kernels use (read from the code by ``harness.generate.features``), grouped by
  the area Warp's documentation files them under, with how many kernels use each;
- the builtins never used, grouped the same way;
- the tag distribution;
- structural uniqueness: each kernel module's Python AST with identifiers renamed by first
  appearance and literal constants blanked (``harness.generate.structure``, the same rule the dataset
  deduplicates on); the fraction of kernels whose normalised AST is distinct, overall and per
  family;
- per family: kernels, extraction failures (with the first messages), uniqueness, builtins;
- collision-free stores: kernels whose every store ``harness.validate.races`` proves to be its thread's
  (tile store: its block's) own, and kernels within 48 KB of static shared memory at their
  block size (``kernels.geometry.static_shared_bytes``); any kernel short of either fails.

``--compile N`` also compiles seeds 0..N-1 of every family the way a user would (the source as
a file, ``wp.compile_aot_module`` for sm_90 CUBIN and for the CPU) and reports each failure with
Warp's message.

``--stability N`` runs seeds 0..N-1 of every family in float32 and as the float64 copy and
reports, per family, the fraction whose outputs disagree (``harness.validate.stability``: its policy and
tolerance); cases whose copy cannot be built or run are counted as not measured. With
``--max-unstable F`` a family above F unstable fails.

With ``--min-builtins`` / ``--min-unique`` / ``--min-family-unique`` it exits non-zero when a
figure falls short (``make coverage`` passes the targets of the generator-diversity issue), and
any extraction or compile failure makes it exit non-zero too.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from harness.generate import layout
from harness.generate.structure import structure_hash
from harness.jobs import job_count, jobs_arg
from kernels import FAMILIES, generate

# ------------------------------------------------------------------ structural uniqueness


def structure_key(source: str) -> str:
    """The kernel module's structure: its AST with identifiers renamed and literals blanked
    (``harness.generate.structure``, the rule the dataset deduplicates and splits on)."""
    return structure_hash(source)


def uniqueness(keys: list[str]) -> float:
    """Fraction of items whose key is distinct (the number of distinct keys over the number of items)."""
    return len(set(keys)) / len(keys) if keys else 1.0


# ------------------------------------------------------------------------------ survey


@dataclass
class Case:
    family: str
    seed: int
    key: str
    tags: list[str]
    builtins: list[str]
    lines: int
    error: str = ""  # extraction failure ("" = both targets generated)
    collisions: list[str] = field(default_factory=list)  # stores harness.validate.races cannot prove race-free
    static_shared: int = 0  # static shared memory at the kernel's block size (bytes, estimated)


@dataclass
class Report:
    per_family: int
    families: list[str]
    cases: list[Case] = field(default_factory=list)

    # ------------------------------------------------------------- figures
    def builtin_counts(self) -> Counter:
        return Counter(b for c in self.cases for b in c.builtins)

    def tag_counts(self) -> Counter:
        return Counter(t for c in self.cases for t in c.tags)

    def unique(self, family: str | None = None) -> float:
        return uniqueness([c.key for c in self.cases if family is None or c.family == family])

    def failures(self, family: str) -> list[Case]:
        return [c for c in self.cases if c.family == family and c.error]

    def racy(self) -> list[Case]:
        return [c for c in self.cases if c.collisions]

    def over_shared(self) -> list[Case]:
        from kernels.geometry import STATIC_SHARED_LIMIT

        return [c for c in self.cases if c.static_shared > STATIC_SHARED_LIMIT]

    def summary(self) -> dict:
        from harness.warp_api import builtin_names

        used = self.builtin_counts()
        return {
            "per_family": self.per_family,
            "kernels": len(self.cases),
            "builtins_used": len(used),
            "builtins_total": len(builtin_names()),
            "uniqueness": self.unique(),
            "collision_free": len(self.cases) - len(self.racy()),
            "static_shared_within_limit": len(self.cases) - len(self.over_shared()),
            "families": {
                f: {
                    "kernels": sum(1 for c in self.cases if c.family == f),
                    "extraction_failures": len(self.failures(f)),
                    "uniqueness": self.unique(f),
                    "builtins": len({b for c in self.cases if c.family == f for b in c.builtins}),
                }
                for f in self.families
            },
        }


def survey_case(family: str, seed: int, extract_code: bool) -> Case:
    """One kernel: generate it, optionally generate its CPU and CUDA code, read its features."""
    from harness.generate.features import analyse
    from harness.validate.races import check as race_check
    from kernels.geometry import DEFAULT_BLOCK_DIM, shared_stacks, static_shared_bytes

    spec = generate(family, seed)
    tags, builtins = analyse(spec.source)
    collisions = [str(c) for c in race_check(spec)]
    shared = static_shared_bytes(int(spec.extra.get("block_dim", DEFAULT_BLOCK_DIM)), len(shared_stacks(spec.source)))
    error = ""
    if extract_code:
        from harness.generate.extract import extract
        from harness.generate.loader import KernelRejected

        try:
            extract(spec)
        except KernelRejected as rejected:
            error = str(rejected)
    return Case(
        family, seed, structure_key(spec.source), tags, builtins, spec.source.count("\n"), error, collisions, shared
    )


def compile_case(family: str, seed: int) -> dict[str, str]:
    """Compile one kernel the way a user would: its source as a file, imported, then
    ``wp.compile_aot_module`` for sm_90 CUBIN (NVRTC and ptxas: what a GPU loads; no GPU needed) and for
    the CPU (Warp's clang).
    Returns target -> "" (compiled) or Warp's message."""
    import importlib.util
    import tempfile
    import warnings

    import warp as wp

    from harness import warp_api

    warp_api.init()
    spec = generate(family, seed)
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{spec.case_id}.py"
        path.write_text(spec.source)
        name = "coverage_" + spec.case_id.replace("-", "_")
        module_spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[name] = module
        try:
            module_spec.loader.exec_module(module)
            for target in ("cubin", "cpu"):
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")  # CPU objects are built with -march=native
                        if target == "cubin":
                            wp.compile_aot_module(module, arch=warp_api.CUDA_ARCH, module_dir=folder, use_ptx=False)
                        else:
                            wp.compile_aot_module(module, device="cpu", module_dir=folder)
                    results[target] = ""
                except Exception as error:
                    results[target] = f"{type(error).__name__}: {error}"[-500:]
        finally:
            sys.modules.pop(name, None)
    return results


def _compile_family(args: tuple[str, int]) -> tuple[str, list[tuple[int, dict[str, str]]]]:
    family, count = args
    return family, [(seed, compile_case(family, seed)) for seed in range(count)]


def compile_sample(families: list[str], count: int, jobs: int = 1) -> dict[str, list[tuple[int, dict[str, str]]]]:
    """Seeds 0..count-1 of every family compiled for sm_90 CUBIN and the CPU."""
    work = [(f, count) for f in families]
    if jobs <= 1:
        return dict(map(_compile_family, work))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return dict(pool.map(_compile_family, work))


def render_compiled(compiled: dict[str, list[tuple[int, dict[str, str]]]]) -> str:
    out = ["", "Compiled (sm_90 CUBIN, CPU):"]
    for family, results in compiled.items():
        cubin = sum(1 for _s, r in results if not r.get("cubin"))
        cpu = sum(1 for _s, r in results if not r.get("cpu"))
        out.append(f"  {family:18s} cubin {cubin}/{len(results)}  cpu {cpu}/{len(results)}")
        for seed, r in results:
            for target, message in r.items():
                if message:
                    out.append(f"    {family}-{seed:06d} {target}: {message[:300]}")
    return "\n".join(out) + "\n"


def render_stability(measured: list) -> str:
    """Per family: kernels measured, unstable (fraction, the worst cases), not measured."""
    from harness.validate import stability

    summary = stability.summarise(measured)
    out = ["", "Stability (float32 vs the float64 copy; harness/validate/stability.py):"]
    out.append(f"  {'family':18s} {'measured':>8s} {'unstable':>8s} {'fraction':>8s} {'not measured':>12s}")
    for f, fs in summary.items():
        out.append(f"  {f:18s} {fs['measured']:8d} {fs['unstable']:8d} {fs['fraction']:8.1%} {fs['not_measured']:12d}")
    for m in measured:
        if m.result is not None and not m.result.stable:
            out.append(f"    {m.case_id}: max error {m.result.max_error:.3g} at {m.result.worst[:200]}")
    reasons = Counter(m.reason.split(":")[0] for m in measured if m.result is None)
    if reasons:
        out.append("  not measured: " + ", ".join(f"{r} ({n})" for r, n in reasons.most_common()))
    return "\n".join(out) + "\n"


def _survey_family(args: tuple[str, int, int, bool]) -> list[Case]:
    family, first, count, extract_code = args
    return [survey_case(family, seed, extract_code) for seed in range(first, first + count)]


def survey(families: list[str], per_family: int, *, extract_code: bool = True, jobs: int = 1) -> Report:
    report = Report(per_family, families)
    chunk = 25
    work = [(f, s, min(chunk, per_family - s), extract_code) for f in families for s in range(0, per_family, chunk)]
    if jobs <= 1:
        results = map(_survey_family, work)
    else:
        pool = ProcessPoolExecutor(max_workers=jobs)
        results = pool.map(_survey_family, work)
    for cases in results:
        report.cases.extend(cases)
    if jobs > 1:
        pool.shutdown()
    report.cases.sort(key=lambda c: (families.index(c.family), c.seed))
    return report


# ------------------------------------------------------------------------------ output


def _columns(items: list[str], width: int = 100, indent: str = "    ") -> str:
    lines, line = [], indent
    for item in items:
        if len(line) + len(item) + 1 > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += item + " "
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def render(report: Report) -> str:
    from harness.warp_api import builtin_groups

    groups = builtin_groups()
    used = report.builtin_counts()
    out = []
    n = len(report.cases)
    summary = report.summary()
    out.append(f"Coverage of {n} kernels ({report.per_family} per family, {len(report.families)} families)")
    out.append("")
    out.append(f"Builtins used: {summary['builtins_used']} of {summary['builtins_total']}")
    by_group: dict[str, list[str]] = defaultdict(list)
    for name in sorted(groups):
        by_group[groups[name]].append(name)
    for group in sorted(by_group):
        names = by_group[group]
        hits = [f"{b}({used[b]})" for b in names if b in used]
        out.append(f"  {group}: {len(hits)} of {len(names)}")
        if hits:
            out.append(_columns(hits))
    out.append("")
    out.append(f"Builtins never used: {summary['builtins_total'] - summary['builtins_used']}")
    for group in sorted(by_group):
        missing = [b for b in by_group[group] if b not in used]
        if missing:
            out.append(f"  {group}: {len(missing)}")
            out.append(_columns(missing))
    out.append("")
    out.append("Tags (kernels carrying each):")
    out.append(_columns([f"{t}({c})" for t, c in sorted(report.tag_counts().items(), key=lambda x: (-x[1], x[0]))]))
    out.append("")
    out.append(f"Structural uniqueness: {summary['uniqueness']:.1%} of {n} kernels distinct")
    out.append("")
    out.append(f"  {'family':18s} {'kernels':>7s} {'failures':>8s} {'unique':>7s} {'builtins':>8s} {'lines':>6s}")
    for f in report.families:
        cases = [c for c in report.cases if c.family == f]
        fs = summary["families"][f]
        lines = sum(c.lines for c in cases) / max(len(cases), 1)
        out.append(
            f"  {f:18s} {fs['kernels']:7d} {fs['extraction_failures']:8d} {fs['uniqueness']:7.1%} {fs['builtins']:8d} {lines:6.1f}"
        )
    lowest = min(report.families, key=lambda f: summary["families"][f]["uniqueness"])
    out.append(f"  lowest uniqueness: {lowest} {summary['families'][lowest]['uniqueness']:.1%}")
    out.append("")
    out.append(f"Collision-free stores: {summary['collision_free']}/{n}")
    for c in report.racy()[:20]:
        out.append(f"  {c.family}-{c.seed:06d}: {'; '.join(c.collisions)[:300]}")
    out.append(f"Static shared memory within 48 KB at the block size: {summary['static_shared_within_limit']}/{n}")
    for c in report.over_shared()[:20]:
        out.append(f"  {c.family}-{c.seed:06d}: {c.static_shared} bytes")
    failed = [c for c in report.cases if c.error]
    if failed:
        out.append("")
        out.append(f"Extraction failures: {len(failed)}")
        for c in failed[:20]:
            out.append(f"  {c.family}-{c.seed:06d}: {c.error[:300]}")
    return "\n".join(out) + "\n"


def check(
    report: Report, min_builtins: int | None, min_unique: float | None, min_family_unique: float | None
) -> list[str]:
    """The figures that fall short of the given minimums (empty when all hold)."""
    s = report.summary()
    problems = []
    if min_builtins is not None and s["builtins_used"] < min_builtins:
        problems.append(f"builtins used {s['builtins_used']} < {min_builtins}")
    if min_unique is not None and s["uniqueness"] < min_unique:
        problems.append(f"uniqueness {s['uniqueness']:.1%} < {min_unique:.0%}")
    for f, fs in s["families"].items():
        if min_family_unique is not None and fs["uniqueness"] < min_family_unique:
            problems.append(f"{f}: uniqueness {fs['uniqueness']:.1%} < {min_family_unique:.0%}")
        if fs["extraction_failures"]:
            problems.append(f"{f}: {fs['extraction_failures']} extraction failures")
    if s["collision_free"] < s["kernels"]:
        problems.append(f"collision-free stores {s['collision_free']}/{s['kernels']}")
    if s["static_shared_within_limit"] < s["kernels"]:
        problems.append(f"static shared memory within 48 KB {s['static_shared_within_limit']}/{s['kernels']}")
    return problems


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="make coverage", description=__doc__.split("\n")[0])
    parser.add_argument("--per-family", type=int, default=100, help="kernels per family (seeds 0..N-1)")
    parser.add_argument("--families", default="", help=f"comma/space-separated subset of: {', '.join(FAMILIES)}")
    parser.add_argument(
        "--jobs", type=jobs_arg, default="1", help="worker processes, or 'auto' for one per core (default 1)"
    )
    parser.add_argument("--no-extract", action="store_true", help="skip CPU/CUDA code generation (features only)")
    parser.add_argument("--json", type=Path, help="also write the summary figures here")
    parser.add_argument(
        "--compile", type=int, default=0, metavar="N", help="also compile seeds 0..N-1 of every family (CUBIN and CPU)"
    )
    parser.add_argument(
        "--stability", type=int, default=0, metavar="N", help="also measure float32 vs float64 on seeds 0..N-1"
    )
    parser.add_argument("--max-unstable", type=float, help="largest unstable fraction per family (with --stability)")
    parser.add_argument("--min-builtins", type=int)
    parser.add_argument("--min-unique", type=float)
    parser.add_argument("--min-family-unique", type=float)
    args = parser.parse_args(argv)
    args.jobs = job_count(args.jobs)
    if args.per_family < 1:
        parser.error("--per-family must be >= 1")
    try:
        args.family_list = layout.parse_families(args.families) or list(FAMILIES)
    except ValueError as error:
        parser.error(str(error))
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    report = survey(args.family_list, args.per_family, extract_code=not args.no_extract, jobs=args.jobs)
    sys.stdout.write(render(report))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        data = {**report.summary(), "cases": [asdict(c) for c in report.cases]}
        args.json.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    problems = check(report, args.min_builtins, args.min_unique, args.min_family_unique)
    if args.compile:
        compiled = compile_sample(args.family_list, args.compile, jobs=args.jobs)
        sys.stdout.write(render_compiled(compiled))
        problems += [
            f"{f}-{seed:06d}: {target} compile failed"
            for f, results in compiled.items()
            for seed, r in results
            for target, message in r.items()
            if message
        ]
    if args.stability:
        from harness.validate import stability

        measured = stability.measure_families(args.family_list, args.stability, jobs=args.jobs)
        sys.stdout.write(render_stability(measured))
        for f, fs in stability.summarise(measured).items():
            if args.max_unstable is not None and fs["fraction"] >= args.max_unstable:
                problems.append(f"{f}: unstable {fs['unstable']}/{fs['measured']} >= {args.max_unstable:.0%}")
    if problems:
        sys.stdout.write("\nBelow target:\n" + "".join(f"  {p}\n" for p in problems))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
