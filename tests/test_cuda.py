"""GPU tests (``pytest -m cuda``, ``make test-cuda``): what Warp compiles and computes on an NVIDIA
GPU against what was recorded and computed without one.

Parametrized by the committed goldens, never by the hardware found, so every machine collects
the same items; where Warp finds no CUDA device each one skips with the reason (conftest.py).
Tolerances and the order-independent treatment of atomics: harness/gpu.py. Each result is also
appended to ``$CUDA_RESULTS`` for the report `make test-cuda` writes.
"""

import json

import pytest

from harness import gpu
from harness.golden import read_case

pytestmark = pytest.mark.cuda

CASES = gpu.golden_case_ids()
ATOMIC_CASES = [c for c in CASES if json.loads(gpu.golden_path(c).read_text())["order_independent_outputs"]]
DEVICE = "cuda:0"


def _record(test: str, golden: str, run):
    """Run ``run()`` -> (ok, message, comparison); record the result; fail the test when not ok."""
    try:
        ok, message, comparison = run()
    except Exception as error:
        gpu.record_result(test, golden, "failed", message=f"{type(error).__name__}: {error}")
        raise
    gpu.record_result(test, golden, "passed" if ok else "failed", comparison, message)
    assert ok, message or (comparison.detail if comparison else "")


@pytest.mark.parametrize("golden", CASES)
def test_cuda_source_compiled_on_the_device_equals_the_golden(golden):
    """(a) The .cu Warp writes and compiles when it loads the module on the GPU is the golden, byte for byte."""
    case = read_case(gpu.golden_path(golden))

    def run():
        with gpu.loaded(case) as k:
            source = gpu.compiled_source(k.kernel, DEVICE)
        recorded = case.modules["cuda"]
        if source == recorded:
            return True, "", None
        at = next(
            (i for i, (a, b) in enumerate(zip(source.splitlines(), recorded.splitlines(), strict=False)) if a != b),
            None,
        )
        line = f"first difference at line {at + 1}" if at is not None else "one is a prefix of the other"
        return False, f"the device's CUDA source differs from the golden ({line})", None

    _record("source", golden, run)


def _record_comparison(test: str, golden: str, compare, **options):
    """Record ``compare(case, DEVICE, **options)`` (a gpu.Comparison) for one golden."""
    case = read_case(gpu.golden_path(golden))

    def run():
        result = compare(case, DEVICE, **options)
        return result.ok, result.detail, result

    _record(test, golden, run)


@pytest.mark.parametrize("golden", CASES)
def test_cuda_outputs_equal_the_cpu_outputs(golden):
    """(b) Outputs written by plain stores: CUDA equals CPU within the stated tolerance."""
    _record_comparison("outputs", golden, gpu.compare_outputs)


@pytest.mark.parametrize("golden", CASES)
def test_cuda_gradients_equal_the_cpu_gradients(golden):
    """(c) One backward pass with the same output gradients: CUDA's input gradients equal the CPU's."""
    _record_comparison("gradients", golden, gpu.compare_gradients)


@pytest.mark.parametrize("golden", ATOMIC_CASES)
def test_cuda_atomic_outputs_equal_the_cpu_order_independently(golden):
    """(d) Outputs written by atomics: CUDA equals CPU up to summation order; order-dependent ones are reported."""
    _record_comparison("atomics", golden, gpu.compare_outputs, atomic=True)
