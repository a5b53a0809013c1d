"""Engines that run a dataset's generation (and validation) for ``harness/dataset.py``.

- ``local``: the snapshot tests in JOBS pytest processes that claim the cases as they go
  (``harness/engine/claims.py``), then ``validate_root``;
- ``ray``: tasks of a few cases on a Ray cluster (``harness/engine/ray.py``);
- ``SHARD=i/N`` (either engine): only the shard's cases (``harness/engine/shards.py``), no export.
"""

from __future__ import annotations

from pathlib import Path

from harness.engine import shards
from harness.engine.request import DatasetRequest
from harness.generate import layout
from harness.jobs import job_count, jobs_arg  # noqa: F401 (jobs_arg: the engine's callers import both from here)

ENGINES = ("local", "ray")


class EngineError(Exception):
    """A setting a user can fix (ENGINE, SHARD, RAY_ADDRESS); its message is one line."""


def generate(request: DatasetRequest, out: Path, warp_facts: Path | None = None) -> int:
    """Generate the request's cases into OUT/cases (findings in OUT/findings). The ray engine, and
    a shard of either engine, validate them too (records in OUT/validation). Returns an exit code;
    0 and 1 (some cases failed: findings) let the run go on. ``warp_facts``: where the local
    engine's processes that used Warp write its version and CUDA's availability (JSON)."""
    ids = shards.select(layout.case_ids(request.families, request.per_family, request.kernel_size), request.shard)
    which = f" (shard {shards.label(request.shard)}: {len(ids)} case(s))" if request.shard else ""
    print(
        f"generating {request.per_family} per family x {len(request.families)} families into {out / 'cases'}"
        f"{which} with ENGINE={request.engine}",
        flush=True,
    )
    if request.engine == "ray":
        from harness.engine import ray

        return ray.run(out, ids, request.validation, request.jobs)
    from harness.engine import local

    code = local.generate(request, out, ids, warp_facts)
    if code not in (0, 1, 5):  # 1: some cases failed (findings); 5: nothing left to do (resumed)
        print(f"generation stopped with pytest exit code {code}; completed cases are kept, rerun to resume")
        return code
    if request.shard and request.validation is not None:
        local.validate_shard(request.shard, out, ids, request.jobs, request.validation)
    return 0
