"""GPU tests (``pytest -m cuda``): what Warp compiles and computes on an NVIDIA GPU against what was
recorded and computed without one. `make test-cuda` runs the same checks as a campaign
(harness/campaign.py) over the goldens, generated cases or a dataset.

Parametrized by the committed goldens, never by the hardware found, so every machine collects
the same items; where Warp finds no CUDA device each one skips with the reason (conftest.py).
Each check runs in a fresh worker process (harness.campaign.run_isolated): a CUDA error leaves a
process's CUDA context unusable, and one case's crash must not fail the next. A failure that a
registered Warp bug explains (harness/validate/bugs) is an xfail naming the bug. Tolerances and the
order-independent treatment of atomics: harness/validate/gpu.py. Each result is also appended to
``$CUDA_RESULTS`` when set (``python -m harness.validate.gpu RESULTS REPORT`` reports them).
"""

import json
from pathlib import Path

import pytest

from harness import campaign
from harness.generate import layout, snapshot
from harness.validate import gpu

pytestmark = pytest.mark.cuda

SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)


def golden_path(case_id: str) -> Path:
    """A golden of the root in use (``gpu.golden_path`` reads the pinned snapshots/, the campaign's default)."""
    return SNAPSHOTS / layout.folder(case_id) / f"{case_id}.json"


CASES = sorted(p.stem for p in SNAPSHOTS.glob("*/*.json"))  # never by hardware
ATOMIC_CASES = [c for c in CASES if json.loads(golden_path(c).read_text())["order_independent_outputs"]]
DEVICE = "cuda:0"


def _check(check: str, golden: str) -> None:
    path = golden_path(golden)
    [record] = [r for r in campaign.run_isolated(path, [check], DEVICE) if r["test"] == check]
    if record["status"] == "failed":
        campaign.classify([record], {golden: campaign.Case(golden, path, [check])}, DEVICE)
    gpu.record_result(record)
    if record.get("class") == "known Warp bug":
        pytest.xfail(f"known Warp bug {', '.join(record['explained_by'])}: {record['message']}")
    assert record["status"] == "passed", f"{record.get('class')}: {record['message']}"


@pytest.mark.parametrize("golden", CASES)
def test_cuda_source_compiled_on_the_device_equals_the_golden(golden):
    """(a) The .cu Warp writes and compiles when it loads the module on the GPU is the golden, byte for
    byte once its paths are normalised as the goldens' are (Warp's install folder, the case's file)."""
    _check("source", golden)


@pytest.mark.parametrize("golden", CASES)
def test_cuda_outputs_equal_the_cpu_outputs(golden):
    """(b) Outputs written by plain stores: CUDA equals CPU within the stated tolerance."""
    _check("outputs", golden)


@pytest.mark.parametrize("golden", CASES)
def test_cuda_gradients_equal_the_cpu_gradients(golden):
    """(c) One backward pass with the same output gradients: CUDA's input gradients equal the CPU's."""
    _check("gradients", golden)


@pytest.mark.parametrize("golden", ATOMIC_CASES)
def test_cuda_atomic_outputs_equal_the_cpu_order_independently(golden):
    """(d) Outputs written by atomics: CUDA equals CPU up to summation order; order-dependent ones are reported."""
    _check("atomics", golden)
