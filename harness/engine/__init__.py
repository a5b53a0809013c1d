"""Engines that run a dataset's generation (and validation) for ``harness/dataset.py``.

- ``local``: the snapshot tests in JOBS pytest processes that claim the cases as they go
  (``harness/engine/claims.py``), then ``validate_root``;
- ``ray``: tasks of a few cases on a Ray cluster (``harness/engine/ray.py``);
- ``SHARD=i/N`` (either engine): only the shard's cases (``harness/engine/shards.py``), no export.
"""

from __future__ import annotations

from pathlib import Path

from harness.jobs import job_count, jobs_arg  # noqa: F401 (jobs_arg: the engine's callers import both from here)

ENGINES = ("local", "ray")


class EngineError(Exception):
    """A setting a user can fix (ENGINE, SHARD, RAY_ADDRESS); its message is one line."""


def _options(args):
    if not args.validate:
        return None
    from harness.validate.ladder import Options

    return Options(archs=tuple(int(a) for a in args.arch.split(",")), ptx=args.ptx)


def generate(args, out: Path, warp_facts: Path | None = None) -> int:
    """Generate the run's cases into OUT/cases (findings in OUT/findings). The ray engine, and a
    shard of either engine, validate them too (records in OUT/validation). Returns an exit code;
    0 and 1 (some cases failed: findings) let the run go on. ``warp_facts``: where the local
    engine's processes that used Warp write its version and CUDA's availability (JSON)."""
    from harness.engine import shards

    ids = None
    if args.shard or args.engine == "ray":  # the local engine's tests collect their own cases
        from harness.engine import tasks

        ids = shards.select(tasks.case_ids(args.family_list, args.per_family, args.kernel_size), args.shard)
    which = f" (shard {shards.label(args.shard)}: {len(ids)} case(s))" if args.shard else ""
    print(
        f"generating {args.per_family} per family x {len(args.family_list)} families into {out / 'cases'}"
        f"{which} with ENGINE={args.engine}",
        flush=True,
    )
    if args.engine == "ray":
        from harness.engine import ray

        return ray.run(args, out, ids, _options(args))
    from harness.engine import local

    code = local.generate(args, out, warp_facts)
    if code not in (0, 1, 5):  # 1: some cases failed (findings); 5: nothing left to do (resumed)
        print(f"generation stopped with pytest exit code {code}; completed cases are kept, rerun to resume")
        return code
    if args.shard and args.validate:
        local.validate_shard(args, out, ids, job_count(args.jobs), _options(args))
    return 0
