"""Naming a hunt's signature (the hunt worker's ``name`` task): the registered bugs its smallest
kernel hits, and, where none does, why it is not a Warp bug, confirmed on that kernel where a rewrite
can. It loads and runs the kernel: only in a worker process (sandboxed for a harvest's kernels)."""

from __future__ import annotations

import contextlib

from harness.hunt import cases, checks, signatures
from harness.validate import bugs
from kernels.spec import KernelSpec


def name(group: dict) -> dict:
    """``group``'s registry ids as the registry holds them now, its smallest kernel's, and the explanation."""
    smallest = group["smallest"]
    spec = smallest_spec(smallest)
    check = group["signature"].split(":")[0]
    # ids the registry holds now (an entry merged or renamed since the hunt is gone), for this check
    current = {b.id for b in bugs.BUGS} - (set() if check == "opt-debug" else set(signatures.DEBUG_BUILD_ONLY))
    known = sorted((set(group["known"]) | set(signatures.known(spec, cubin_warnings(spec, check), check))) & current)
    return {
        "known": known,
        "smallest_known": sorted((set(smallest["known"]) | set(known)) & current),
        "explained": "" if known else explain(group["signature"], spec),
    }


def cubin_warnings(spec, check: str) -> tuple[str, ...] | None:
    """For a cubin signature, the compiler warnings of the smallest kernel's CUBIN build (the detectors that read
    them need them; the group keeps only its message); None for another check."""
    if check != "cubin":
        return None
    failure = checks.cubin(spec)
    return tuple((failure.data or {}).get("warnings", ())) if failure is not None else ()


def smallest_spec(smallest: dict) -> KernelSpec:
    """The spec the smallest kernel was reduced and checked with: the reduction's (its inputs, launch and
    geometry), else, for a report written before reductions kept it, one read from the source alone, as
    such a report was named, except for a kernel that takes a ``wp.uint64`` (a mesh, BVH or hash grid
    id, which a spec read from the source alone makes a small integer that a launch dereferences:
    geometry-000001's and -000003's naming crashed its worker with SIGSEGV): its generated case's with
    the reduced source."""
    if smallest.get("spec"):
        return KernelSpec.from_json(smallest["spec"], smallest["source"])
    if "wp.uint64" in smallest["source"]:
        # not a generated case (a harvest's), or other arguments: read from the source alone
        with contextlib.suppress(ValueError, KeyError, StopIteration, SyntaxError):
            return cases.with_source(cases.load_spec(smallest["case"]), smallest["source"])
    return cases.spec_from_source(smallest["source"], case_id=smallest["case"])


def explain(signature: str, spec) -> str:
    """Why a signature no registered bug names is not a Warp bug, confirmed on its smallest kernel where
    a rewrite can: a gradient mismatch in a kernel that mutates a variable in a dynamic loop, or
    returns inside one, is Warp's documented behaviour when the copy with the loops made static (Warp
    unrolls them) passes; when that copy fails too, the loop is not the explanation."""
    from harness.validate import gradcheck

    check = signature.split(":")[0]
    mutated = gradcheck.dynamic_loop_mutations(spec.source)
    returns = gradcheck.dynamic_loop_returns(spec.source)
    if check == "gradcheck" and (mutated or returns):
        source, dynamic = gradcheck.unrolled(spec.source, {})
        try:
            before = checks.gradcheck(spec)
            after = checks.gradcheck(cases.with_source(spec, source)) if not dynamic else before
        except checks.Invalid:
            before = after = None
        what = (
            f"mutates {', '.join(mutated)} in one"
            if mutated
            else "returns early inside one (the adjoint, not replaying the loop, runs what follows it as if the "
            "thread had not returned)"
        )
        if before is not None and after is None:
            return (
                "Warp does not replay dynamic loops in the adjoint (its differentiability guide, 'Dynamic Loops'); "
                f"the smallest kernel {what}, and with the loop made static its adjoint matches finite differences"
            )
        if dynamic:
            return (
                "Warp does not replay dynamic loops in the adjoint (its differentiability guide, 'Dynamic Loops'); "
                f"the smallest kernel {what} (a loop bound the rewrite cannot make constant, so not confirmed by "
                "unrolling)"
            )
        # With every loop static the gradient still fails: the dynamic loop does not explain it.
    return signatures.explanation(signature)
