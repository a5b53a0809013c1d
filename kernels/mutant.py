"""The ``mutant`` family: variants of real Warp kernels made by safe, semantics-changing mutations.

A case's seed picks a kernel of the seed corpus (:mod:`kernels.seeds`: standalone kernels harvested
from Warp's own code, each with a launch description) and draws 2-3 mutations (1 for ``small``, 3 for ``large``)
(:mod:`kernels.mutations`: operators, comparisons, builtins of the same signature, constants,
float32/float64, 1D/2D arrays, an added or removed statement), the first of them structural (a
constant alone would leave the structure, which the dataset deduplicates on, unchanged). Each
mutated source is built by Warp (code generation only, for the CPU); a mutation Warp rejects is
dropped and another drawn. The case is a spec like any other family's: arguments, domains,
launch dimensions; the seed's ``origin`` and ``license`` ride in ``extra`` and reach the golden
file's and the exported row's ``origin`` / ``license``; the tags list the mutations
(``mutate_<kind>``). The source starts with a comment naming the kernel it was changed from, as
the Apache-2.0 licence asks of a changed file.

Like every family it is a pure function of its seed: the corpus is committed, the draws come
from a ``random.Random`` seeded by a string, and Warp's verdict on a source does not change
within a Warp release.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random

from kernels.mutations import KINDS, STRUCTURAL, NoSite, mutate
from kernels.policy import case_id
from kernels.seeds import Seed, load
from kernels.spec import KernelSpec

FAMILY = "mutant"
WEIGHTS = {
    "operator": 3.0,
    "builtin": 2.0,
    "compare": 1.5,
    "add_statement": 1.5,
    "remove_statement": 1.0,
    "precision": 1.0,
    "ndim": 1.0,
    "constant": 1.0,
}
MUTATIONS_PER_SIZE = {"small": (1, 1), "medium": (2, 3), "large": (3, 3)}
ATTEMPTS = 3  # rounds of mutation draws per kernel before the next seed of the corpus is tried


def seed_spec(seed: Seed, cid: str, case_seed: int) -> KernelSpec:
    """The unmutated seed as a spec of the family (what mutations start from)."""
    return KernelSpec(
        case_id=cid,
        family=FAMILY,
        seed=case_seed,
        kernel_name=seed.kernel_name,
        source=seed.source,
        args=seed.args,
        launch_dim=seed.launch_dim,
        generator_tags=("mutant",),
        # Real helpers are not written to keep every value finite for any input.
        finite_outputs=False,
        order_independent_outputs=seed.order_independent_outputs,
        extra={"origin": seed.origin, "license": seed.license},
    )


def generate_mutant(seed: int, size: str = "medium") -> KernelSpec:
    corpus = load()
    if not corpus:
        raise ValueError("the mutant family's seed corpus (kernels/seeds/corpus.json) is empty")
    cid = case_id(FAMILY, seed, size)
    rng = random.Random(f"{FAMILY}:{size}:{seed}")
    lo, hi = MUTATIONS_PER_SIZE[size]
    for offset in range(len(corpus)):
        base = corpus[(seed + offset) % len(corpus)]
        spec = seed_spec(base, cid, seed)
        for _attempt in range(ATTEMPTS):
            found = variant(spec, rng, rng.randint(lo, hi))
            if found is not None:
                return _finish(found[0], base, found[1])
    raise ValueError(f"{cid}: no seed of the corpus takes a mutation Warp accepts")


def variant(spec: KernelSpec, rng: random.Random, count: int) -> tuple[KernelSpec, list[str]] | None:
    """Up to ``count`` mutations of ``spec``, the first structural; a kind without a site, or whose
    result Warp rejects, is dropped and another kind drawn."""
    kinds: list[str] = []
    current = spec
    tried: set[tuple[str, int]] = set()
    while len(kinds) < count:
        # precision and ndim once (a second would undo the first); the others may take another site
        choices = [
            k
            for k in (STRUCTURAL if not kinds else KINDS)
            if (k, len(kinds)) not in tried and not (k in ("precision", "ndim") and k in kinds)
        ]
        if {"add_statement", "remove_statement"} & set(kinds):  # one could undo the other
            choices = [k for k in choices if k not in ("add_statement", "remove_statement")]
        if not choices:
            break
        kind = rng.choices(choices, weights=[WEIGHTS[k] for k in choices])[0]
        tried.add((kind, len(kinds)))
        try:
            candidate = mutate(current, kind, rng)
        except NoSite:
            continue
        if candidate.source == current.source or warp_rejects(candidate.source, candidate.kernel_name):
            continue
        current = candidate
        kinds.append(kind)
    return (current, kinds) if kinds and current.source != spec.source else None


def _finish(variant: KernelSpec, base: Seed, kinds: list[str]) -> KernelSpec:
    changed = ", ".join(dict.fromkeys(k.replace("_", " ") for k in kinds))
    note = (
        f"# A variant of {base.origin} (warp-lang {base.warp_version}, {base.license}),\n"
        f"# changed by the harness's mutant family: {changed}.\n"
    )
    tags = tuple(sorted({"mutant", *(f"mutate_{k}" for k in kinds)}))
    return dataclasses.replace(variant, source=note + variant.source, generator_tags=tags)


_verdicts: dict[str, str | None] = {}


def warp_rejects(source: str, kernel_name: str) -> str | None:
    """Warp's message when it rejects ``source``'s kernel at code generation, else None.

    Imports Warp (through ``harness.warp_api``) on first use: the family needs its verdict, the
    other families and Warp-free processes importing ``kernels`` do not."""
    key = hashlib.sha256(f"{kernel_name}\0{source}".encode()).hexdigest()
    if key in _verdicts:
        return _verdicts[key]
    import linecache
    import sys
    import types

    from harness import warp_api

    warp_api.init()
    name = f"warp_mutant_check_{key[:16]}"
    filename = f"{name}.py"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    module = types.ModuleType(name)
    module.__file__ = filename
    sys.modules[name] = module
    kernel = None
    verdict = None
    try:
        with warp_api.fresh_function_ids():
            exec(compile(source, filename, "exec", dont_inherit=True), module.__dict__)
            kernel = getattr(module, kernel_name)
            warp_api.codegen_module(kernel, "cpu")
    except Exception as error:  # Warp's (or Python's) refusal is the verdict
        verdict = f"{type(error).__name__}: {error}"
    finally:
        if kernel is not None and hasattr(kernel, "module"):
            warp_api.forget_module(kernel)
        sys.modules.pop(name, None)
        linecache.cache.pop(filename, None)
    _verdicts[key] = verdict
    return verdict
