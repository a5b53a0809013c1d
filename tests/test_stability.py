"""Stability (harness/validate/stability.py): float32 outputs against the float64 copy's."""

import math

import numpy as np
import pytest

from harness.validate import stability
from kernels import FAMILIES, generate, parse_case_id
from kernels.spec import ArgSpec, KernelSpec

# ------------------------------------------------------------------ compare()


def test_equal_outputs_are_stable_with_zero_error():
    a = {"out": np.array([1.0, -2.5, 0.0], dtype=np.float32), "k": np.array([3, 4], dtype=np.int32)}
    b = {"out": np.array([1.0, -2.5, 0.0]), "k": np.array([3, 4], dtype=np.int32)}
    s = stability.compare(a, b)
    assert s == stability.Stability(True, 0.0, "")


def test_float32_rounding_is_within_tolerance():
    exact = np.linspace(-10.0, 10.0, 48).reshape(16, 3) * math.pi
    s = stability.compare({"out": exact.astype(np.float32)}, {"out": exact})
    assert s.stable and 0.0 < s.max_error < 1e-6


def test_error_is_relative_with_a_floor_of_one():
    # Below 1 in magnitude the difference counts absolutely: 80% of 5e-5 is 4e-5.
    small = stability.compare({"o": np.array([1e-5], np.float32)}, {"o": np.array([5e-5])})
    assert small.stable and small.max_error == pytest.approx(4e-5, rel=1e-3)
    large = stability.compare({"o": np.array([1001.0], np.float32)}, {"o": np.array([1000.0])})
    assert not large.stable and large.max_error == pytest.approx(1e-3, rel=1e-6)


def test_noise_is_unstable_and_names_the_worst_element():
    b = np.zeros((4, 3))
    b[2, 1] = 0.8
    a = np.zeros((4, 3), np.float32)
    a[2, 1] = -0.6
    s = stability.compare({"x": np.zeros(2, np.float32), "out": a}, {"x": np.zeros(2), "out": b})
    assert not s.stable
    assert s.max_error == pytest.approx(1.4)
    assert s.worst.startswith("out[2, 1]:")


@pytest.mark.parametrize(
    ("a", "b", "stable", "error"),
    [
        (np.nan, np.nan, True, 0.0),
        (np.inf, np.inf, True, 0.0),
        (np.inf, 1e39, False, math.inf),  # float32 overflowed, float64 did not
        (np.nan, 1.0, False, math.inf),
        (1.0, np.nan, False, math.inf),
        (-np.inf, np.inf, False, math.inf),
    ],
)
def test_non_finite_values(a, b, stable, error):
    s = stability.compare({"o": np.array([0.5, a], np.float32)}, {"o": np.array([0.5, b])})
    assert (s.stable, s.max_error) == (stable, error)


def test_integer_outputs_must_be_equal():
    s = stability.compare({"i": np.array([7, 1_000_000], np.int32)}, {"i": np.array([7, 1_000_001], np.int32)})
    assert not s.stable and s.max_error == 1.0
    assert not stability.compare({"b": np.array([True])}, {"b": np.array([False])}).stable


def test_float16_gets_the_half_tolerance():
    exact = np.array([0.1, 1.7, -3.3])
    assert stability.compare({"h": exact.astype(np.float16)}, {"h": exact}).stable
    assert not stability.compare({"o": exact.astype(np.float16).astype(np.float32)}, {"o": exact}).stable
    assert stability.tolerance_for("x: wp.array(dtype=wp.vec3h)") == stability.HALF_TOLERANCE
    assert stability.tolerance_for("x: wp.array(dtype=wp.vec3)") == stability.TOLERANCE


def test_outputs_the_copy_lacks_are_not_measured():
    with pytest.raises(ValueError, match="no output"):
        stability.compare({"o": np.zeros(2, np.float32)}, {})
    with pytest.raises(ValueError, match="shape"):
        stability.compare({"o": np.zeros(2, np.float32)}, {"o": np.zeros(3)})


# ------------------------------------------------------------------ end to end (compiles)


def _spec(name: str, body: str) -> KernelSpec:
    source = (
        "import warp as wp\n\n\n@wp.kernel\n"
        f"def {name}(x: wp.array(dtype=wp.vec3), s: wp.array(dtype=float), out: wp.array(dtype=wp.vec3)):\n"
        "    tid = wp.tid()\n"
        "    a = x[tid]\n"
        "    c = s[tid]\n"
        f"    out[tid] = {body}\n"
    )
    args = (
        ArgSpec("x", "array", "vec3", (16,), (-2.0, 2.0)),
        ArgSpec("s", "array", "float", (16,), (-2.0, 2.0)),
        ArgSpec("out", "array", "vec3", (16,), None, "out"),
    )
    return KernelSpec(f"custom-{name}", "custom", None, name, source, args, (16,))


@pytest.mark.slow
def test_hand_written_kernels_end_to_end():
    parallel = _spec("parallel_cross", "wp.normalize(wp.cross(a * c, a + a))")
    growth = _spec("cancelled_growth", "(a * 1.0e10 + wp.vec3(1.0)) - a * 1.0e10")
    sane = _spec("well_conditioned", "wp.normalize(wp.cross(a, wp.vec3(0.3, -1.2, 2.0))) * c + a")
    measured = {m.case_id: m for m in stability.measure([parallel, growth, sane])}
    assert all(m.result is not None for m in measured.values()), measured
    assert not measured["custom-parallel_cross"].result.stable
    assert not measured["custom-cancelled_growth"].result.stable
    ok = measured["custom-well_conditioned"].result
    assert ok.stable and ok.max_error < 1e-5


# Cases that computed rounding noise before the generator learned to avoid it: the issue's
# examples (parallel cross product, chaotic loop updates, eigenvectors used directly) and the
# worst of seeds 0-99 (svd factors of repeated singular values, coupled loop updates).
ONCE_UNSTABLE = ("loop-000014", "nested_loop-000014", "nested_loop-000016", "nested_loop-000087", "quaternion-000015",
                 "linalg-000042", "linalg-000060", "control-000066", "static-000002", "scalar_param-000078")  # fmt: skip


@pytest.mark.slow
def test_generated_kernels_are_mostly_stable():
    """Seed 0 of every family and the once-unstable cases: at most one unstable (the target is
    under 2% per family over seeds 0-99, ``make coverage``)."""
    specs = [generate(f, 0) for f in FAMILIES] + [generate(*parse_case_id(c)) for c in ONCE_UNSTABLE]
    measured = stability.measure(specs)
    unstable = [f"{m.case_id}: {m.result.worst}" for m in measured if m.result is not None and not m.result.stable]
    assert len(unstable) <= 1, unstable
    assert sum(m.result is not None for m in measured) >= 25, [m.reason for m in measured if m.result is None]


def test_summary_and_coverage_report_count_not_measured_apart():
    from harness.tools.coverage import render_stability

    measured = [
        stability.Measured("loop-000000", "loop", stability.Stability(True, 1e-7)),
        stability.Measured("loop-000001", "loop", stability.Stability(False, 0.5, "out0[3]: 1.0 vs 0.5")),
        stability.Measured("loop-000002", "loop", None, "f64 does not compile: quat_twist"),
    ]
    summary = stability.summarise(measured)["loop"]
    assert (summary["measured"], summary["unstable"], summary["not_measured"]) == (2, 1, 1)
    assert summary["fraction"] == 0.5 and summary["unstable_cases"] == ["loop-000001"]
    text = render_stability(measured)
    assert "loop-000001: max error 0.5 at out0[3]" in text and "f64 does not compile (1)" in text


def test_an_array_of_structs_is_compared_field_by_field():
    """A captured launch's output may be an array of structs: each element's error is its fields' largest,
    float fields within the tolerance, integer fields exactly."""
    f32 = np.dtype([("converged", "<i4"), ("residual", "<f4"), ("x", "<f4", (3,))])
    f64 = np.dtype([("converged", "<i4"), ("residual", "<f8"), ("x", "<f8", (3,))])
    a = np.zeros(2, dtype=f32)
    b = np.zeros(2, dtype=f64)
    a["residual"], b["residual"] = [0.5, 1.0], [0.5, 1.0 + 1e-7]
    a["x"][1] = b["x"][1] = [1.0, 2.0, 3.0]
    assert stability.compare({"status": a}, {"status": b}).stable
    b["x"][1][2] = 3.5
    result = stability.compare({"status": a}, {"status": b})
    assert not result.stable and result.worst.startswith("status[1]")
    b["x"][1][2], b["converged"][0] = 3.0, 1
    assert stability.compare({"status": a}, {"status": b}).max_error >= 1.0
