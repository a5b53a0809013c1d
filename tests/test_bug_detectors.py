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
