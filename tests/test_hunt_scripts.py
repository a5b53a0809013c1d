"""The reducer's reproducer scripts (harness/hunt/scripts.py) for kernels with geometry arguments."""

from harness.hunt import cases, checks, reduce, scripts
from harness.validate import runtime


def test_a_gradcheck_failure_on_a_mesh_kernel_writes_a_script():
    """make hunt (seeds 40-45): geometry-000041's gradient check failed, and writing its reduced script raised
    "Object of type Handle is not JSON serializable": the failure's own inputs held the mesh argument as the
    runtime's Handle. The script builds it from its description, as for inputs it draws itself."""
    spec = cases.spec_from_source(
        "import warp as wp\n\n\n@wp.kernel\n"
        "def k(x: wp.array(dtype=float), mesh: wp.uint64, out: wp.array(dtype=wp.vec3)):\n"
        "    tid = wp.tid()\n"
        "    out[tid] = wp.mesh_eval_position(mesh, 0, x[tid], 0.25)\n",
        case_id="script-mesh-000000",
    )
    mesh = {"type": "mesh", "shape": "tetrahedron", "points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
            "indices": [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]}  # fmt: skip
    failure = checks.Failure(
        "gradcheck",
        frozenset({"x"}),
        "dout[0][0]/dx[0]: adjoint 2, finite differences 1 (float32)",
        2.0,
        1.0,
        {"precision": "float32", "at": ["out", 0, "x", 0], "inputs": {"x": [0.5] * 8, "mesh": runtime.Handle(mesh)}},
    )
    result = reduce.Result(spec, spec, failure, "gradcheck: wp.mesh_eval_position", 1, 0.0)
    text = scripts.script(result)
    assert '"mesh": {"geometry": {"type": "mesh"' in text
    compile(text, "reduced.py", "exec")
