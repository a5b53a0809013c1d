"""The ladder's CUDA steps (harness/validate/steps.py runs them after compile_cpu): CUBIN for every
architecture (NVRTC, then ptxas: what a GPU loads), ptxas' warnings placed on the cases that caused
them, the fidelity of the CUDA code compiled, PTX where asked for, and the registry's detectors.
``state`` is the ladder's state of one group of cases (``steps._State``)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from harness import warp_api
from harness.validate import bugs
from harness.validate import compile as batches
from harness.validate.records import fail, note, skip


def compile_cuda(defined: list, state, marker) -> None:
    """The CUDA side: CUBIN for every architecture (NVRTC, then ptxas: what a GPU loads), ptxas'
    warnings per case, and the fidelity of the CUDA code compiled. PTX is built separately only
    when asked for (its column), or to tell whether a case that fails ptxas gets that far."""
    records, options = state.records, state.options
    for case in [c for c in defined if c.spec.case_id in state.cuda_not_built]:
        _cuda_generated_only(case, state)
    defined = [c for c in defined if c.spec.case_id not in state.cuda_not_built]
    if not defined:
        return
    failed_any: dict[str, list[str]] = {}
    warned: dict[str, list[str]] = {}
    for arch, attempt_cubin, ok in _built_per_arch(
        defined, batches.build_cubin, "compile_cubin", state, marker, failed_any
    ):
        for cases, (batch, results) in ok:
            by_module: dict[str, list] = {}
            for case in cases:
                name = warp_api.module_of(batch.members[case.spec.case_id].kernel).name
                by_module.setdefault(name, []).append(case)
                # The goldens are generated for one architecture; others may differ in tile code.
                if arch == warp_api.CUDA_ARCH:
                    missing = batches.check_fidelity(case, "cuda", results[name].cu)
                    if missing:
                        fail(
                            records[case.spec.case_id],
                            "fidelity",
                            f"CUDA code compiled for sm_{arch} does not contain the recorded {', '.join(missing)}",
                        )
            batch.release()
            for name, members in by_module.items():
                if not results[name].counts:
                    continue
                # Warnings at a line of a case's own code are that case's; the others are found by rebuilding.
                placed, rest = batches.place_warnings(members, results[name])
                rebuilt = _attribute_warnings(members, rest, attempt_cubin) if rest else {}
                for case_id, found in [*placed.items(), *rebuilt.items()]:
                    kept = warned.setdefault(case_id, [])
                    kept += [f"sm_{arch}: {w}" for w in found if f"sm_{arch}: {w}" not in kept]
    ptx_ok: set[str] = set()
    if options.ptx:
        ptx_ok = _compile_ptx(defined, state, marker)
    for case in defined:
        case_id = case.spec.case_id
        record = records[case_id]
        record["ptxas_warnings"] = warned.get(case_id, [])
        messages = failed_any.get(case_id)
        if messages:
            fail(record, "compile_cubin", "\n".join(messages))
            if not options.ptx:
                ptx_ok |= _compile_ptx([case], state, marker)
        else:
            record["compiled_cubin"] = True
        record["compiled_ptx"] = case_id in ptx_ok if (options.ptx or messages) else True
        record["known_issues"] = bugs.detect(bugs.facts_of(case, tuple(record["ptxas_warnings"])))
        if record["ptxas_warnings"]:
            note(record, "compile_cubin", "ptxas warned: " + "; ".join(record["ptxas_warnings"]))


def _cuda_generated_only(case, state) -> None:
    """A case whose CUDA build is left out: ``compiled_cubin`` and ``compiled_ptx`` null (not
    validated), the reason in the record; the CUDA code Warp generates for it (with the module's own
    options, as the build would) is still checked against the recorded code, and the registry's
    detectors still run."""
    case_id = case.spec.case_id
    record = state.records[case_id]
    record["compiled_cubin"] = record["compiled_ptx"] = None
    skip(record, "compile_cubin", state.cuda_not_built[case_id], "memory")
    if case_id in state.cpu:
        member, batch = state.cpu[case_id]
        name = warp_api.module_of(member.kernel).name
        with batches.configured(batch):
            unit = warp_api.translation_units(member.kernel, ("cuda",), overrides=batch.replaced_options.get(name))
        missing = batches.check_fidelity(case, "cuda", unit["cuda"][0])
        if missing:
            fail(record, "fidelity", f"CUDA code generated does not contain the recorded {', '.join(missing)}")
    record["known_issues"] = bugs.detect(bugs.facts_of(case, ()))


def _built_per_arch(cases: list, build, step: str, state, marker, failed_any: dict):
    """For each architecture asked for: ``cases`` built with ``build`` (``build_cubin`` or ``build_ptx``)
    in the groups ``bisect`` finds, each case a failed group holds noted in ``failed_any`` (case id ->
    ``sm_<arch>: <message>`` lines). Yields (arch, the build's attempt, the groups built with their results)."""
    for arch in state.options.archs:
        attempt = _cuda_attempt(build, arch, state.workdir, state.open_batches)
        marker(step, [c.spec.case_id for c in cases])
        ok, failed = batches.bisect(cases, attempt)
        for case_id, message in failed.items():
            failed_any.setdefault(case_id, []).append(f"sm_{arch}: {message}")
        yield arch, attempt, ok


def _cuda_attempt(build, arch: int, workdir: Path, loaded: list):
    """``bisect``'s attempt for a CUDA build of a group of cases (``build_cubin`` or ``build_ptx``):
    (the batch, the build's results); release the batch when done, as the attempt does when the
    build fails. A group the CPU build loaded as one batch (in ``loaded``) is built from that batch,
    as Warp builds one module for both targets: its sources are not executed and hashed again."""

    def attempt(cases):
        ids = {c.spec.case_id for c in cases}
        batch = next((b for b in loaded if not b.variant and not b.rejected and b.members.keys() == ids), None)
        batch = batch or batches.load_batch(cases)
        try:
            return batch, build(batch, arch, workdir)
        except batches.CompileError:
            batch.release()
            raise

    return attempt


_FRONT_END = re.compile(r"warning #\d+-D")


def _attribute_warnings(cases: list, results: dict, attempt) -> dict[str, list[str]]:
    """Which of ``cases`` (built together in one module, whose build printed ``results``: warning ->
    times printed) the warnings belong to: the log names no kernel, so cases are rebuilt in smaller
    groups. Cases with an in-kernel array (``fixedarray`` in their CUDA code: the usual source of
    ptxas' local-memory warning) are rebuilt alone first. The rest are rebuilt together only when
    the suspects leave a warning unaccounted for: ptxas' warnings are printed once per occurrence
    (two kernels with the local-memory atomic print it twice as often as one), so when the
    suspects' own builds print each as often as the whole module did, none came from the rest.
    NVRTC's front-end diagnostics (``warning #NNN-D``) can be printed once for several kernels
    (a template instantiated once): they always send the rest to a rebuild. A group that still
    warns is halved. Only warnings no line of a case's own code placed (``compile.place_warnings``)
    come here."""
    if len(cases) == 1:
        return {cases[0].spec.case_id: list(results)}
    suspects = [c for c in cases if "fixedarray" in c.modules["cuda"]]
    rest = [c for c in cases if c not in suspects]
    groups = [[c] for c in suspects]
    if not groups:
        groups = [cases[: len(cases) // 2], cases[len(cases) // 2 :]]
        rest = []
    found: dict[str, list[str]] = {}
    printed: Counter = Counter()

    def rebuild(group):
        try:
            batch, built = attempt(group)
        except batches.CompileError:
            return False
        batch.release()
        counts: Counter = Counter()
        for r in built.values():
            counts.update({w: n for w, n in r.counts.items() if w in results})  # those left to attribute
        printed.update(counts)
        if counts:
            found.update(_attribute_warnings(group, counts, attempt))
        return True

    complete = all([rebuild(group) for group in groups])
    accounted = complete and all(not _FRONT_END.search(w) and printed[w] >= n for w, n in results.items())
    if rest and not accounted:
        rebuild(rest)
    return found


def _compile_ptx(cases: list, state, marker) -> set[str]:
    """PTX for every architecture (NVRTC, no ptxas); the first architecture's PTX is kept in the
    record when asked for. Returns the ids of the cases that compiled for every architecture."""
    records, options = state.records, state.options
    failed_any: dict[str, list[str]] = {}
    for arch, _attempt, ok in _built_per_arch(cases, batches.build_ptx, "compile_ptx", state, marker, failed_any):
        for group, (batch, results) in ok:
            for case in group:
                member = batch.members[case.spec.case_id]
                _cu, ptx = results[warp_api.module_of(member.kernel).name]
                if options.ptx and arch == options.archs[0]:
                    records[case.spec.case_id]["ptx"] = batches.kernel_ptx(
                        ptx, case.meta["sections"]["cuda"]["mangled_name"]
                    )
            batch.release()
    for case_id, messages in failed_any.items():
        fail(records[case_id], "compile_ptx", "\n".join(messages))
    return {c.spec.case_id for c in cases} - set(failed_any)
