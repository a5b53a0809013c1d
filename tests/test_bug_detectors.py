"""Registry detectors on kernels the hunt reduced: each names the construct whatever the generated code
spells around it (a constant operand, a float64 copy)."""

import pytest

from harness import warp_api
from harness.generate import loader
from harness.hunt import cases
from harness.validate import bugs

# make hunt (seeds 40-45) reduced control-000041 to this: d/db of wp.mod(a, b) with a constant `a`. The
# detector read only `wp::float32 var_N;` declarations, so the constant's `const wp::float32 var_N = 1.0;`
# left the failure "not in the registry".
MOD_OF_A_CONSTANT = """import warp as wp


@wp.kernel
def mod_of_a_constant(node_points: wp.array(dtype=wp.vec3), node_distances: wp.array(dtype=float)):
    tid = wp.tid()
    v1 = node_points[tid]
    node_distances[tid] = wp.mod(1.0, v1[1])
"""

INT_MOD = """import warp as wp


@wp.kernel
def int_mod(x: wp.array(dtype=int), out: wp.array(dtype=float)):
    tid = wp.tid()
    out[tid] = float(wp.mod(7, x[tid])) * 2.0
"""


@pytest.mark.parametrize(("source", "named"), [(MOD_OF_A_CONSTANT, True), (INT_MOD, False)], ids=["float", "int"])
def test_the_float_mod_detector_names_a_constant_first_operand_and_not_an_integer_mod(source, named):
    warp_api.init()
    spec = cases.spec_from_source(source, case_id=f"mod-detector-{int(named)}")
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        backward = warp_api.generate_code(kernel, "cpu", kernel_only=True).piece("backward")
    finally:
        loader.unload(spec.case_id, kernel)
    found = bugs.detect(bugs.Facts(source, backward, None))
    assert ("warp-mod-float-adjoint" in found) == named, found


# Each construct next to the spelling that builds and is right: the detector names the first alone.
CONSTRUCTS = {
    "warp-chained-slice-subscript": ("out[0] = a[0:2][1]", "b = a[0:2]\n    out[0] = b[1]"),
    "warp-composite-not-equal": (
        "out[0] = wp.where(wp.vec2(1.0, 2.0) != wp.vec2(1.0, 3.0), 1.0, 0.0)",
        "out[0] = wp.where(1.0 != 2.0, 1.0, 0.0)",
    ),
    "warp-call-result-subscript": ("out[0] = wp.svd3(m)[1]", "u, s, v = wp.svd3(m)\n    out[0] = s"),
    "warp-tuple-negative-index": ("t = wp.svd3(m)\n    out[0] = t[-1][0]", "t = wp.svd3(m)\n    out[0] = t[2][0]"),
    "warp-vector-unpack": ("x, y = a[0]\n    out[0] = x", "x, y = a[0][0], a[0][1]\n    out[0] = x"),
    "warp-loop-else-dropped": (
        "for j in range(3):\n        out[0] += 1.0\n    else:\n        out[0] += 10.0",
        "for j in range(3):\n        out[0] += 1.0\n    out[0] += 10.0",
    ),
}


@pytest.mark.parametrize("bug_id", list(CONSTRUCTS))
def test_the_construct_detectors_name_the_construct_and_not_its_working_spelling(bug_id):
    for body, named in zip(CONSTRUCTS[bug_id], (True, False), strict=True):
        source = f"import warp as wp\n\n\n@wp.kernel\ndef k(m: wp.mat33, a: wp.mat22, out: wp.array(dtype=float)):\n    {body}\n"
        assert (bug_id in bugs.detect(bugs.Facts(source, "", None))) is named, (bug_id, body)
