"""The copies of a group's cases that validation builds besides the recorded code
(harness/validate/steps.py): float64 copies (the stability label, the gradient check), built with
the adjoint where the source disables it, and, where that does not build, the float32 original built
with the adjoint; each module at the optimisation level its kernels call for."""

from __future__ import annotations

from harness import warp_api
from harness.validate import captured, gradcheck, rewrite
from harness.validate import compile as batches
from harness.validate.explain import _copy_refused_by


def build_float64_copies(defined: list, state, marker) -> None:
    """Float64 copies of every case that runs (``state.f64``, or why there is none in ``state.f64_why``):
    the stability label and the adjoint check use them."""
    records = state.records
    candidates = []
    for case in defined:
        entry = state.cpu.get(case.spec.case_id)
        if entry is None:
            continue
        shared = captured.shares_memory(case.spec)
        na = shared or gradcheck.not_applicable(captured.with_roles(case.spec), entry[0].kernel)
        if na == gradcheck.NO_ADJOINT or (shared and not warp_api.backward_enabled(entry[0].kernel)):
            state.adjoint_copy.add(case.spec.case_id)
        if na and na != gradcheck.NO_ADJOINT:
            records[case.spec.case_id]["gradcheck_reason"] = na
        if not case.spec.launch_dim and not captured.launches(case.spec):
            continue  # never run (a harvested kernel's launch is unknown and none captured): a copy would serve nothing
        refused = _copy_refused_by(case.spec.source)
        if refused:  # not tried: taking a failing copy out of its batch costs a codegen of the batch
            state.f64_why[case.spec.case_id] = f"the float64 copy does not compile: registered Warp bug {refused}"
            continue
        why = rewrite.no_copy(case.spec.source)
        if why:
            state.f64_why[case.spec.case_id] = f"no float64 copy: {why}"
            continue
        candidates.append(case)
    # The copy's backward serves the float64 gradient check alone (``_run_and_check``). Where the check
    # does not apply or runs in float32 (the copy computes some builtins in float32), only the copy's
    # forward runs: those kernels are built without a backward (a kernel option), in the same module.
    # (A kernel a registered bug may keep from returning keeps its backward: a probe decides later.)
    # A float16 kernel's gradient is checked on its copy alone, whatever the copy computes in float32, and
    # so is that of a kernel built without an adjoint (``state.adjoint_copy``), on the copy built with one.
    # A launch passing one array twice keeps its backward: its roles are known once its places are made
    # distinct (harness/validate/aliased.py).
    forward_only = {
        c.spec.case_id
        for c in candidates
        if (records[c.spec.case_id]["gradcheck_reason"] and not captured.shares_memory(c.spec))
        or (
            rewrite.float32_builtins(c.spec.source)
            and not gradcheck.is_float16(c.spec.source)
            and c.spec.case_id not in state.adjoint_copy
        )
    }

    def copies(transform):
        """A build attempt of the copies ``transform`` makes, for ``bisect_by_copy_level``."""
        return lambda cases: _build_copies(cases, transform, forward_only, state)

    if not candidates:
        return
    marker("compile_f64", [c.spec.case_id for c in candidates])
    # Built with the adjoint wherever the source disables it (``rewrite.with_adjoint``); the kernels whose
    # check does not need it are built without (``forward_only``).
    ok64, failed64 = bisect_by_copy_level(candidates, copies(rewrite.to_float64_with_adjoint))
    # A copy of a kernel built without an adjoint that does not build with one is built as its original
    # is (the stability label needs its forward alone); its gradient is then checked on the float32 copy
    # built with the adjoint, where that builds (``build_float32_adjoint_copies``).
    again = [c for c in candidates if c.spec.case_id in failed64 and c.spec.case_id in state.adjoint_copy]
    if again:
        for case in again:
            message = headline(failed64.pop(case.spec.case_id))
            state.no_adjoint_f64[case.spec.case_id] = f"its float64 copy does not build with the adjoint: {message}"
            forward_only.add(case.spec.case_id)
        retried, failed_again = bisect_by_copy_level(again, copies(rewrite.to_float64_converting))
        ok64 += retried
        failed64.update(failed_again)
    for case_id, message in failed64.items():
        state.f64_why[case_id] = "the float64 copy does not compile: " + headline(message)
    for _cases, batch in ok64:
        state.f64.update({cid: m for cid, m in batch.members.items()})


def build_float32_adjoint_copies(defined: list, state, marker) -> None:
    """For a kernel built with ``enable_backward=False`` whose float64 copy does not build (with the
    adjoint, or at all), the float32 original built with the adjoint: its gradient is checked there,
    with float32 tolerances, rather than not at all (``state.adjoint32``). Where that does not build
    either, a float64 copy without the adjoint leaves the gradient unchecked, with the reason."""
    candidates = [
        case
        for case in defined
        if case.spec.case_id in state.adjoint_copy
        and (case.spec.case_id not in state.f64 or case.spec.case_id in state.no_adjoint_f64)
        and not gradcheck.is_float16(case.spec.source)
        and (case.spec.launch_dim or captured.launches(case.spec))
    ]
    if candidates:
        marker("compile_f64", [c.spec.case_id for c in candidates])

        def attempt(cases):
            options = {"optimization_level": copy_optimization_level(cases[0])}
            batch = batches.load_batch(cases, variant="adj32", transform=rewrite.with_adjoint, module_options=options)
            return _built(batch, state)

        built, _failed = bisect_by_copy_level(candidates, attempt)
        for _cases, batch in built:
            state.adjoint32.update(batch.members)
    for case_id, why in state.no_adjoint_f64.items():
        if case_id not in state.adjoint32:
            state.adjoint_copy.discard(case_id)
            state.records[case_id]["gradcheck_reason"] = f"{gradcheck.NO_ADJOINT}, and {why}"


def _build_copies(cases: list, transform, forward_only: set, state):
    """The float64 copies of ``cases`` (``transform`` of each source) as one built batch."""
    # The copy only serves the stability label and the gradient check (its code is not what the goldens
    # record): built quickly, or to run quickly (``copy_optimization_level``). Not in debug mode: there
    # Warp's adjoint of `a.shape` zeroes the shape of a's gradient array and the next bounds check on
    # it aborts (a Warp bug).
    batch = batches.load_batch(
        cases,
        variant="f64",
        transform=transform,
        module_options={"optimization_level": copy_optimization_level(cases[0])},
    )
    for case_id, message in batch.rejected.items():
        state.f64_why[case_id] = f"the float64 copy does not define: {message}"
    for case_id, member in batch.members.items():
        if case_id in forward_only:
            warp_api.set_backward(member.kernel, False)
    return _built(batch, state)


def _built(batch, state):
    """``batch`` built for the CPU and kept open with the group's batches (closed, and the error raised,
    when it does not build: the bisection's attempt)."""
    try:
        batches.build_cpu(batch)
    except batches.CompileError:
        batch.close()
        raise
    batch.in_use = True
    state.open_batches.append(batch)
    return batch


def copy_optimization_level(case) -> int:
    """Clang's optimisation level for a case's float64 copy and rewritten copies: -O0, which builds
    fastest, for the small inputs they run; -O2 for tile kernels, whose tile templates run
    uninlined at -O0 while a gradient check launches the copy thousands of times (the 20 tile
    kernels of a default `make dataset`: builds 1.8 -> 5.8 s, checks 34.8 -> 16.5 s, records
    unchanged). Decided by the kernel alone, so records never depend on a timing."""
    return 2 if "tile" in case.meta.get("tags", ()) else 0


def bisect_by_copy_level(cases: list, attempt) -> tuple[list, dict[str, str]]:
    """``batches.bisect`` of the copies of ``cases``, one group per ``copy_optimization_level``
    (a module has one level), lowest first: every group's results together."""
    ok, failed = [], {}
    for level in sorted({copy_optimization_level(c) for c in cases}):
        good, bad = batches.bisect([c for c in cases if copy_optimization_level(c) == level], attempt)
        ok += good
        failed.update(bad)
    return ok, failed


def headline(message: str) -> str:
    """A compile error in one line: its first (where Warp stopped) and, when there are more, its
    last (why: ``;Couldn't find function overload for 'volume_sample' ...``)."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    if not lines:
        return ""
    return lines[0] if len(lines) == 1 else f"{lines[0]} {lines[-1].lstrip(';')}"
