"""Refresh the seed corpus from a harvest: ``python -m harness.tools.seeds HARVEST_OUT``.

Reads the cases of a ``make harvest`` output (``HARVEST_OUT/cases/harvested/``) and keeps each
standalone kernel whose inputs :func:`kernels.seeds.describe.describe` can describe safely, whose
source Warp accepts, and which offers at least ``--min-kinds`` kinds of mutation; writes them,
sorted by origin, to ``kernels/seeds/corpus.json`` (``--out``). ``make seeds FROM=...`` harvests
and refreshes in one step. Prints what it kept and, by reason, what it left out.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from harness.generate.structure import structure_hash
from kernels.mutant import MUTATIONS_PER_SIZE, seed_spec, variant, warp_rejects
from kernels.mutations import KINDS, NoSite, mutate
from kernels.seeds import CORPUS, Seed
from kernels.seeds.describe import Undescribable, describe

DRAWS = 4  # draws of a kind of mutation before it counts as giving nothing Warp accepts
HEADER_LINES = 2  # the golden header of a harvested .py (harness/generate/golden.py)


def mutation_kinds(seed: Seed) -> list[str]:
    """The kinds of mutation that have a site in ``seed`` and give a source Warp accepts."""
    spec = seed_spec(seed, "mutant-000000", 0)
    kinds = []
    for kind in KINDS:
        for draw in range(DRAWS):
            try:
                variant = mutate(spec, kind, random.Random(f"{kind}:{draw}"))
            except NoSite:
                break
            if variant.source != spec.source and not warp_rejects(variant.source, variant.kernel_name):
                kinds.append(kind)
                break
    return kinds


def variety(seed: Seed, draws: int = 20) -> int:
    """How many structurally distinct variants ``draws`` of the family's mutations give."""
    spec = seed_spec(seed, "mutant-000000", 0)
    found = set()
    for draw in range(draws):
        rng = random.Random(f"variety:{draw}")
        made = variant(spec, rng, rng.randint(*MUTATIONS_PER_SIZE["medium"]))
        if made is not None:
            found.add(structure_hash(made[0].source))
    return len(found)


def candidates(harvest_out: Path, min_kinds: int, min_variety: int = 12, log=print) -> list[Seed]:
    seeds: dict[str, Seed] = {}
    left_out: Counter = Counter()
    for path in sorted((harvest_out / "cases" / "harvested").glob("*.json")):
        meta = json.loads(path.read_text())
        if not meta.get("standalone") or meta.get("block_dim_rule", "warp-default") != "warp-default":
            left_out["not standalone, or a block size of its own"] += 1
            continue
        source = path.with_suffix(".py").read_text().split("\n", HEADER_LINES)[HEADER_LINES]
        if "wp.config" in source or "Any" in source:
            left_out["wp.config settings or generic types"] += 1
            continue
        try:
            d = describe(source, meta["kernel_name"])
        except (Undescribable, SyntaxError) as why:
            left_out["inputs not describable"] += 1
            log(f"  left out {meta['origin']}: {why}")
            continue
        seed = Seed(
            origin=meta["origin"],
            license=meta.get("license") or "unknown",
            warp_version=meta["warp_version"],
            kernel_name=meta["kernel_name"],
            source=source,
            args=d.args,
            launch_dim=d.launch_dim,
            order_independent_outputs=d.order_independent_outputs,
        )
        if warp_rejects(source, seed.kernel_name):
            left_out["Warp rejects the source"] += 1
            continue
        kinds = mutation_kinds(seed)
        if len([k for k in kinds if k != "constant"]) < min_kinds:
            left_out[f"fewer than {min_kinds} kinds of structural mutation"] += 1
            log(f"  left out {meta['origin']}: mutations {', '.join(kinds) or 'none'}")
            continue
        distinct = variety(seed)
        if distinct < min_variety:
            left_out[f"fewer than {min_variety} distinct variants in 20 draws"] += 1
            log(f"  left out {meta['origin']}: {distinct} distinct variants in 20 draws")
            continue
        if any(s.source == source for s in seeds.values()):
            left_out["same source as another seed"] += 1
            continue
        seeds[seed.origin] = seed
        log(f"  kept {seed.origin}: {', '.join(kinds)}; {distinct} distinct variants in 20 draws")
    for reason, n in sorted(left_out.items()):
        log(f"left out: {reason}: {n}")
    return [seeds[k] for k in sorted(seeds)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.tools.seeds", description=__doc__.split("\n\n")[0])
    parser.add_argument("harvest_out", type=Path, help="a make harvest OUT (its cases/harvested/ is read)")
    parser.add_argument(
        "--out", type=Path, default=CORPUS, help="the corpus file to write (default: the committed one)"
    )
    parser.add_argument("--min-kinds", type=int, default=3, help="least kinds of structural mutation a seed offers")
    parser.add_argument("--min-variety", type=int, default=12, help="least distinct variants of a seed in 20 draws")
    args = parser.parse_args(argv)
    if not (args.harvest_out / "cases" / "harvested").is_dir():
        print(f"{args.harvest_out}: no cases/harvested/ (run make harvest first)", file=sys.stderr)
        return 2
    seeds = candidates(args.harvest_out, args.min_kinds, args.min_variety)
    text = json.dumps({"seeds": [s.to_fields() for s in seeds]}, indent=1, sort_keys=True) + "\n"
    args.out.write_text(text)
    print(f"{len(seeds)} seed(s) -> {args.out}")
    return 0 if seeds else 1


if __name__ == "__main__":
    sys.exit(main())
