"""LTO builds handed on (harness/warp_api/lto.py, harness/validate/lto.py): a libmathdx build takes
~1.3 GB resident, so the capture and validation workers ask for a process of their own to do it."""

from __future__ import annotations

import json
import threading
import time

import pytest
import warp as wp

from harness import procs, warp_api
from harness.validate import lto


@wp.kernel
def _cholesky(a: wp.array2d(dtype=float), out: wp.array2d(dtype=float)):
    t = wp.tile_load(a, shape=(16, 16))
    wp.tile_store(out, wp.tile_cholesky(t))


def test_an_lto_build_the_cache_lacks_is_handed_on_not_built_in_this_process():
    # CUDA code generation of a tile_cholesky builds its cuSolverDx LTO first (~1.3 GB resident): under
    # lto_builds_elsewhere the build is a JSON request to another process, and what that process left in
    # the kernel cache (here: nothing) is what Warp reads, failing as it would have failed here
    requests = []

    def build(request):
        requests.append(json.loads(json.dumps(request)))
        return None  # it ran, and left nothing in the cache

    before = procs.resident_mb()
    with warp_api.lto_builds_elsewhere(build), pytest.raises(RuntimeError, match="Failed to compile LTO"):
        warp_api.generate_code(_cholesky, "cuda")
    assert procs.resident_mb() - before < 300  # libmathdx never ran here
    (request,) = requests
    assert request["function"] == "build_lto_solver" and request["arguments"]["solver"] == "potrf"
    assert request["arguments"]["M"] == request["arguments"]["N"] == 16

    unfinished = pytest.raises(RuntimeError, match="in a process of its own did not finish: over the memory limit")
    with warp_api.lto_builds_elsewhere(lambda request: "over the memory limit"), unfinished:
        warp_api.generate_code(_cholesky, "cuda")


def test_a_validation_worker_asks_its_supervisor_for_a_build_through_files(tmp_path):
    # the worker's side waits on the answer file; the supervisor's side starts the build process and
    # answers once it ended. A request naming no LTO builder is refused there (only Warp's three
    # builders run), which leaves nothing to copy: the worker's Warp would then fail as it would have.
    base = tmp_path / ".lto-1"
    build = lto.handed_on(base, timeout_s=120)
    answers = []
    worker = threading.Thread(target=lambda: answers.append(build({"function": "os.system", "arguments": {}})))
    worker.start()
    handoffs = lto.Handoffs(env=None, sandbox=None, store=tmp_path / "store")
    try:
        deadline = time.monotonic() + 120
        while worker.is_alive() and time.monotonic() < deadline:
            handoffs.poll(base)
            time.sleep(0.1)
    finally:
        handoffs.close()
    worker.join(timeout=1)
    assert answers == [None]  # it ran (and refused)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["store"]  # request, answer, files and log gone
    (kept,) = (tmp_path / "store").iterdir()  # the build, kept for the next ask: answered without a process
    assert kept.is_dir() and not any(kept.iterdir())
    again = threading.Thread(target=lambda: answers.append(build({"function": "os.system", "arguments": {}})))
    again.start()
    handoffs = lto.Handoffs(env=None, sandbox=None, store=tmp_path / "store")
    while again.is_alive():
        handoffs.poll(base)
        assert not handoffs.builds
        time.sleep(0.05)
    assert answers == [None, None]
    with pytest.raises(ValueError, match="not an LTO build"):
        warp_api.build_lto({"function": "os.system", "arguments": {}})
