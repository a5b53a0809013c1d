"""`make harvest RUN=tests`: a package's own tests recorded, its kernels replayed from their rows.

The package is ``tests/capture_samples/capsample``: its tests launch a kernel with a struct, a
generic kernel nobody overloads at import, kernels made at run time (a factory's, one inside a
test function), a kernel taking a ``uint64`` (not replayable), one in an example a test runs as a
Python process of its own, and one test aborts its process.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zlib
from pathlib import Path

import numpy as np
import pytest
import warp as wp

from harness import warp_api
from harness.harvest.capture import Limits, Recorder
from harness.validate import captured

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "capture_samples" / "capsample"


# ---- the recorder, in this process (on the harness's own kernels)


@wp.kernel
def _axpy(a: float, x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = a * x[i] + y[i]


@wp.kernel
def _by_handle(h: wp.uint64, y: wp.array(dtype=float)):
    y[wp.tid()] = float(h)


@wp.struct
class _Shapes:
    source: wp.array(dtype=wp.uint64)


@wp.kernel
def _by_ids(ids: wp.array(dtype=wp.uint64), shapes: _Shapes, out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = float(ids[i] % wp.uint64(7)) + float(shapes.source[i] % wp.uint64(5))


@wp.struct
class _Handle:
    mesh: wp.uint64


@wp.kernel
def _by_field(h: _Handle, out: wp.array(dtype=float)):
    out[wp.tid()] = float(h.mesh % wp.uint64(3))


def _record(limits: Limits, launches) -> Recorder:
    recorder = Recorder(limits, keep=lambda kernel: True)
    with warp_api.launches_observed(recorder.observe):
        for kernel, dim, inputs in launches:
            wp.launch(kernel, dim=dim, inputs=inputs, device="cpu")
    return recorder


def test_recorder_keeps_distinct_launches_with_contents_before_and_after(tmp_path):
    x = wp.array(np.arange(4, dtype=np.float32))
    y = wp.array(np.ones(4, dtype=np.float32))
    recorder = _record(Limits(launches=2), [(_axpy, 4, [2.0, x, y])] * 4)
    [entry] = recorder.kernels.values()
    # y changes every time: each launch is distinct, two kept, four seen
    assert (entry.seen, len(entry.launches)) == (4, 2)
    first = entry.launches[0]
    assert first["dim"] == [4] and [a["kind"] for a in first["args"]] == ["value", "array", "array"]
    assert first["changed"] == ["y"] and first["roles"] == {"a": "in", "x": "in", "y": "inout"}
    for sha, data in recorder.blobs.items():
        captured.write_blob(tmp_path, sha, data)
    before = captured.read_blob(tmp_path, first["args"][2]["blob"])
    after = captured.read_blob(tmp_path, first["after"]["y"])
    np.testing.assert_array_equal(before, np.ones(4))
    np.testing.assert_array_equal(after, 2.0 * np.arange(4) + 1.0)
    # the second launch started from the first one's result
    assert entry.launches[1]["args"][2]["blob"] == first["after"]["y"]


@wp.kernel
def _scaled(a: float, x: wp.array(dtype=wp.vec2), y: wp.array(dtype=wp.vec2)):
    i = wp.tid()
    y[i] = a * x[i]


def test_a_launch_repeated_with_the_same_values_is_kept_once_and_one_differing_in_a_single_bit_again():
    x = wp.array(np.arange(8, dtype=np.float32).reshape(4, 2), dtype=wp.vec2)
    flipped = np.arange(8, dtype=np.float32).reshape(4, 2)
    flipped.view(np.uint32)[3, 1] ^= 1  # one bit of one component
    x2 = wp.array(flipped, dtype=wp.vec2)
    y = wp.zeros(4, dtype=wp.vec2)
    launches = [(_scaled, 4, [2.0, x, y])] * 3 + [(_scaled, 4, [2.0, x2, y])] + [(_scaled, 4, [2.0, x, y])] * 2
    [entry] = _record(Limits(launches=3), launches).kernels.values()
    # the first launch changes y; the second sees the y it left, and the third repeats the second
    assert (entry.seen, len(entry.launches)) == (6, 3)
    blobs = [[a.get("blob") for a in launch["args"]] for launch in entry.launches]
    assert blobs[1] != blobs[0] and blobs[2][1] != blobs[1][1] and blobs[2][2] == blobs[1][2]


def test_a_launch_call_warp_refuses_raises_warps_own_error_under_the_recorder():
    y = wp.zeros(4, dtype=wp.vec2)
    recorder = Recorder(Limits(), keep=lambda kernel: True)
    with warp_api.launches_observed(recorder.observe):
        for call in ({"dim": 4, "inputs": [1.0, y, y], "bogus": 1}, {"inputs": [1.0, y, y]}):
            with pytest.raises(TypeError, match=r"bogus|dim"):
                wp.launch(_scaled, device="cpu", **call)
        with pytest.raises(TypeError, match="multiple values"):
            wp.launch(_scaled, 4, dim=4, inputs=[1.0, y, y], device="cpu")
        wp.launch(_scaled, 4, [1.0, y], [y], device="cpu")  # positional, outputs apart
    [entry] = recorder.kernels.values()
    assert entry.seen == 1 and entry.launches[0]["roles"] == {"a": "in", "x": "in", "y": "in"}


def test_recorder_leaves_out_what_it_cannot_replay_with_the_reason():
    y = wp.zeros(8, dtype=float)
    big = wp.zeros(300_000, dtype=float)
    recorder = _record(
        Limits(argument_mb=1.0),
        [(_by_handle, 8, [wp.uint64(3), y]), (_axpy, 4, [1.0, big, big])],
    )
    reasons = {r for entry in recorder.kernels.values() for r in entry.left_out}
    assert any("uint64" in r for r in reasons)
    assert any("over 1 MB" in r for r in reasons)
    assert all(not entry.launches for entry in recorder.kernels.values())


def test_a_launch_whose_array_holds_a_live_objects_id_is_left_out_other_64_bit_values_are_kept():
    # newton passes its meshes' ids in a wp.uint64 array (shape_source_ptr): replayed in another process,
    # the address is garbage and mesh_query_ray follows it into a crash
    points = wp.array(np.eye(3, dtype=np.float32), dtype=wp.vec3)
    mesh = wp.Mesh(points=points, indices=wp.array([0, 1, 2], dtype=wp.int32))
    bvh = wp.Bvh(points, points)

    def shapes(*values):
        s = _Shapes()
        s.source = wp.array(np.array(values, dtype=np.uint64), dtype=wp.uint64)
        return s

    def ids(*values):
        return wp.array(np.array(values, dtype=np.uint64), dtype=wp.uint64)

    out = wp.zeros(2, dtype=float)
    handle = _Handle()
    handle.mesh = mesh.id
    recorder = _record(
        Limits(),
        [
            (_by_field, 1, [handle, out]),  # a struct's uint64 field: left out as any uint64 value
            (_by_ids, 2, [ids(mesh.id, 0), shapes(0, 0), out]),
            (_by_ids, 2, [ids(0, 3), shapes(0, bvh.id), out]),
            (_by_ids, 2, [ids(0, 0), shapes(0, 0), out]),  # no object: a shape without a mesh
            (_by_ids, 2, [ids(2**63 + 5, 12345), shapes(1, 2), out]),  # keys, hashes: data
        ],
    )
    entry = recorder.kernels[id(_by_ids)]
    assert entry.left_out == {
        "argument ids: an array holding a Mesh's id (an object's address)": 1,
        "argument shapes.source: an array holding a Bvh's id (an object's address)": 1,
    }
    assert len(entry.launches) == 2
    assert list(recorder.kernels[id(_by_field)].left_out) == [
        "argument h.mesh: a uint64 value (an object's address: mesh, BVH, volume ids)"
    ]
    assert warp_api.live_object_ids()[mesh.id] == "Mesh"
    del mesh
    assert all(name != "Mesh" for name in warp_api.live_object_ids().values())  # followed while alive only


def test_blobs_are_content_addressed_and_checked(tmp_path):
    sha, data = captured.encode(np.arange(6, dtype=np.int32).reshape(2, 3))
    assert captured.encode(np.arange(6, dtype=np.int32).reshape(2, 3)) == (sha, data)
    captured.write_blob(tmp_path, sha, data)
    np.testing.assert_array_equal(captured.read_blob(tmp_path, sha), np.arange(6).reshape(2, 3))
    other_sha, other = captured.encode(np.zeros(3))
    captured.blob_path(tmp_path, sha).write_bytes(other)
    with pytest.raises(captured.NotReplayable, match="damaged"):
        captured.read_blob(tmp_path, sha)
    assert other_sha != sha


def test_compare_tells_bits_tolerance_and_mismatch_apart():
    a = np.array([1.0, 2.0, np.nan], dtype=np.float32)
    assert captured.compare(a, a.copy(), 1e-5, 1e-6) == ("match", 0.0)
    assert captured.compare(a + np.float32(1e-6), a, 1e-5, 1e-6)[0] == "close"
    assert captured.compare(a + np.float32(1e-2), a, 1e-5, 1e-6)[0] == "mismatch"
    assert captured.compare(np.array([1, 2]), np.array([1, 3]), 1e-5, 1e-6)[0] == "mismatch"


# ---- the whole command, sandboxed, on the sample package


def _harvest(out: Path, *extra: str, env: dict | None = None) -> subprocess.CompletedProcess:
    argv = [sys.executable, "-m", "harness.harvest", str(SAMPLE), "--out", str(out), "--run", "tests", "--jobs", "2"]
    environment = {**os.environ, **(env or {})}
    return subprocess.run([*argv, *extra], cwd=ROOT, capture_output=True, text=True, timeout=900, env=environment)


@pytest.fixture(scope="module")
def harvest(tmp_path_factory):
    out = tmp_path_factory.mktemp("capture") / "out"
    done = _harvest(out)
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def _records(out: Path) -> dict[str, dict]:
    return {p.stem: json.loads(p.read_text()) for p in (out / "validation").glob("harvested-*.json")}


def _origins(out: Path) -> dict[str, str]:
    return {p["case_id"]: p["origin"] for p in json.loads((out / "harvest-report.json").read_text())["pairs"]}


def test_launched_kernels_become_rows_replayed_on_their_captured_inputs(harvest):
    origins, records = _origins(harvest), _records(harvest)
    by_origin = {origin: records[case_id] for case_id, origin in origins.items()}
    wanted = {
        "capsample.kern:apply",
        "capsample.kern:scale_any[array(ndim=1, dtype=float64), float64, array(ndim=1, dtype=float64)]",
        "capsample.kern:scale_any[array(ndim=1, dtype=int32), int32, array(ndim=1, dtype=int32)]",
    }
    # a kernel defined in a test function, its module named as pytest imported the test file
    wanted |= {o for o in by_origin if o.endswith("test_kern:test_made_at_run_time.<locals>.bump")}
    # a factory handed a @wp.func of a module its own does not import: imported in the standalone source
    wanted.add("capsample.kern:make_map.<locals>.map_op")
    # one array passed twice (as an argument and a struct's field; as two arguments): replayed as one
    wanted.add("capsample.kern:count_twice")
    # a factory handed an object of the package's own class: constructed again from what it holds
    wanted.add("capsample.kern:make_block_sum.<locals>.block_sum")
    # launched only in a Python process a test started (python -m capsample.example_square)
    wanted.add("capsample.example_square:square")
    # a generic kernel launched with a struct of another module, named as its own module names another
    wanted.add("capsample.kern:weigh[capsample.ops.Params, array(ndim=1, dtype=float32)]")
    assert len(wanted) == 9 and wanted <= set(by_origin), sorted(by_origin)
    for origin in wanted:
        record = by_origin[origin]
        assert record["inputs_origin"] == "captured", origin
        assert record["ran_cpu"] is True and record["replay"] == "match", (origin, record["findings"])
        assert not record["failed_steps"], (origin, record["findings"])
    # its arrays passed twice hold integers: no derivative to take apart, so that is not its reason
    assert "passes one array twice" not in by_origin["capsample.kern:count_twice"]["gradcheck_reason"]
    # y = x * scale * w + offset, y written from zeros: an output, so the gradient is checked
    assert by_origin["capsample.kern:apply"]["gradcheck"] == "pass"
    # the uint64 kernel ran in the tests but its launch is not kept: a row without inputs, saying why
    [handle] = [r for o, r in by_origin.items() if o.endswith(":handle_sum")]
    assert handle["inputs_origin"] != "captured"
    report = json.loads((harvest / "harvest-report.json").read_text())
    assert any("uint64" in reason for reason in report["capture"]["left_out"])
    # the generic kernel the tests launched is not lost to no-overloads, and the overloads its package made
    # replace those the harvest would choose
    assert not [f for f in report["failures"] if f["reason"] == "no-overloads"]
    assert not [o for o in by_origin if "overload chosen by the harvest" in o]
    assert report["summary"]["inputs_captured"] == sum(r["inputs_origin"] == "captured" for r in records.values())


def test_a_crashing_test_costs_only_itself_and_a_failing_test_keeps_its_launches(harvest):
    report = json.loads((harvest / "harvest-report.json").read_text())
    reasons = {(f["reason"], f["where"]) for f in report["failures"]}
    assert any(r == "test-crashed" and w.endswith("test_segfault.py::test_crash") for r, w in reasons), reasons
    assert any(r == "tests-failed" and w.endswith("test_kern.py") for r, w in reasons)
    origins = set(_origins(harvest).values())
    # the factory's kernel for float64 is launched only after the crash; bump only by the failing test
    assert any(o.startswith("capsample.kern:make_fill.<locals>.fill") for o in origins)
    records = _records(harvest)
    fills = [records[c] for c, o in _origins(harvest).items() if "make_fill" in o]
    assert len(fills) == 3 and all(r["replay"] == "match" for r in fills), [r["findings"] for r in fills]


def test_a_rerun_resumes_and_writes_the_same_bytes(harvest, tmp_path):
    copy = tmp_path / "again"
    shutil.copytree(harvest, copy)
    shutil.rmtree(copy / "cases")
    (copy / "harvest-report.json").unlink()
    done = _harvest(copy, "--validate", "0", "--no-export")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "capture: 3/3 files (3 resumed)" in done.stdout  # neither file ran again
    for path in sorted((harvest / "cases").rglob("*")):
        if path.is_file():
            assert (copy / path.relative_to(harvest)).read_bytes() == path.read_bytes(), path
    assert (copy / "harvest-report.json").read_bytes() == (harvest / "harvest-report.json").read_bytes()


def test_a_run_killed_after_a_file_resumes_to_the_same_bytes(harvest, tmp_path):
    out = tmp_path / "killed"
    killed = _harvest(out, "--validate", "0", "--no-export", env={"HARNESS_FAULT": "harvest.capture-written:crash"})
    assert killed.returncode != 0 and len(list((out / "capture-files").glob("*.json"))) == 1
    done = _harvest(out, "--validate", "0", "--no-export")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "capture: 3/3 files (1 resumed)" in done.stdout
    for path in sorted((harvest / "cases").rglob("*")):
        if path.is_file():
            assert (out / path.relative_to(harvest)).read_bytes() == path.read_bytes(), path
    assert (out / "harvest-report.json").read_bytes() == (harvest / "harvest-report.json").read_bytes()
    assert sorted(p.name for p in (out / "captures").rglob("*.npy.z")) == sorted(
        p.name for p in (harvest / "captures").rglob("*.npy.z")
    )


def test_a_kernel_an_earlier_file_made_is_not_made_again_and_the_output_is_the_same(harvest, tmp_path):
    # one file at a time: test_reuse.py (last in the order) starts once test_kern.py, which launched
    # `apply` first, is done
    out = tmp_path / "serial"
    done = _harvest(out, "--validate", "0", "--no-export", "--jobs", "1")
    assert done.returncode == 0, done.stderr[-2000:]
    results = [json.loads(p.read_text()) for p in (out / "capture-files").glob("*.json")]
    [reuse] = [r["result"] for r in results if r["file"].endswith("test_reuse.py")]
    [apply_id] = {k["case_id"] for k in reuse["kernels"] if k["origin"] == "capsample.kern:apply"}
    assert apply_id not in {c["case_id"] for c in reuse["cases"]}  # launched, counted, not made again
    for path in sorted((harvest / "cases").rglob("*")):  # the same cases as the run whose files overlapped
        if path.is_file():
            assert (out / path.relative_to(harvest)).read_bytes() == path.read_bytes(), path


def test_captured_rows_are_exported_evaluable_with_their_origin_and_replay(harvest):
    import pyarrow.parquet as pq

    rows = [r for path in sorted((harvest / "data").glob("*.parquet")) for r in pq.read_table(path).to_pylist()]
    captured_rows = [r for r in rows if r["inputs_origin"] == "captured"]
    assert len(captured_rows) >= 7
    assert all(r["evaluable"] and r["replay"] == "match" and r["ran_cpu"] for r in captured_rows)
    assert all(r["evaluable"] is False for r in rows if r["inputs_origin"] == "none")
    assert "inputs captured / described / none" in (harvest / "README.md").read_text()


def test_a_kernel_whose_case_takes_the_worker_down_costs_only_itself(tmp_path):
    # every process that makes the case of `apply` dies there: the import walk's and the capture's workers
    out = tmp_path / "out"
    done = _harvest(out, "--validate", "0", "--no-export", env={"HARNESS_FAULT": "harvest.kernel-codegen@apply:crash"})
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads((out / "harvest-report.json").read_text())
    assert any(f["reason"] == "crashed-in-codegen" and f["where"] == "capsample.kern:apply" for f in report["failures"])
    origins = {p["origin"] for p in report["pairs"]}
    assert "capsample.kern:apply" not in origins
    assert any(o.startswith("capsample.kern:scale_any[") for o in origins)  # the file's other kernels are kept
    assert report["capture"]["kernels_with_launches"] >= 6


def test_eval_scores_the_captured_rows_by_running_them_without_the_package(harvest, tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "harness.eval", "--predictions", "oracle", "--dataset", str(harvest), "--split", "all",
         "--out", str(tmp_path / "eval"), "--jobs", "2"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    units = [json.loads(line) for line in (tmp_path / "eval" / "results.jsonl").read_text().splitlines()]
    ran = [u for u in units if u["target"].startswith("cpu_") and u.get("ran") is True]
    assert len(ran) >= 8
    assert all(u["passed"] for u in ran), [u for u in ran if not u["passed"]]


# ---- the gradient check of a launch too large for a full Jacobian


@wp.func
def _square(x: float):
    return x * x


@wp.func_grad(_square)
def _square_wrong_grad(x: float, adj_ret: float):
    wp.adjoint[x] += adj_ret * 3.0 * x  # should be 2x


@wp.func
def _square_bad(x: float):
    return x * x


@wp.kernel
def _squares(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = _square(x[i]) + 0.5 * x[i]


def _large_check(kernel, n: int = 3000, infinite: tuple[int, ...] = ()):
    """The gradient check of ``kernel`` on ``n`` inputs (3,000: 6,000 values, past FULL_JACOBIAN_MAX),
    those at ``infinite`` set to inf (a package's "no hit" sentinel)."""
    from harness.validate import gradcheck, runtime
    from kernels.spec import ArgSpec, KernelSpec

    args = (ArgSpec("x", "array", "float32", (n,), role="in"), ArgSpec("y", "array", "float32", (n,), role="out"))
    spec = KernelSpec(case_id="projected", family="t", seed=0, kernel_name="k", source="", args=args, launch_dim=(n,))
    rng = np.random.default_rng(0)
    host = [
        runtime.HostArg(
            args[0],
            np.where(np.isin(np.arange(n), infinite), np.inf, rng.uniform(0.5, 1.5, n)).astype(np.float32),
            True,
        ),
        runtime.HostArg(args[1], np.zeros(n, dtype=np.float32), True),
    ]
    return gradcheck.check(kernel, spec, host, 256, "float32")


def test_a_large_launch_is_checked_by_projections_that_catch_a_wrong_adjoint():
    from harness.validate import gradcheck

    assert gradcheck.FULL_JACOBIAN_MAX < 2 * 3000
    result = _large_check(_squares)
    assert result.status == "fail" and "projection" in result.reason, result.reason


@wp.kernel
def _squares_right(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = _square_bad(x[i]) + 0.5 * x[i]


def test_a_large_launch_with_a_right_adjoint_passes_by_projections():
    result = _large_check(_squares_right)
    assert result.status == "pass" and result.details.get("projected"), result.reason


@wp.kernel
def _speed_mode(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    speed = wp.sqrt(x[i] * x[i] - 1.0 + 1.0 - x[i] * x[i])  # 0 at any input: sqrt's adjoint there is inf
    y[i] = 2.0 * x[i]
    if speed > 5.0:  # only compared: y's derivative is 2, but the adjoint makes nan of 0 * inf
        y[i] = 0.0


@pytest.mark.parametrize("n", [8, 3000], ids=["every-entry", "projections"])
def test_an_adjoint_not_finite_where_the_derivative_is_and_every_value_is_finite_fails(n):
    result = _large_check(_speed_mode, n)
    assert result.status == "fail", result.reason
    assert "nan" in result.reason and ("projection" in result.reason) == (n == 3000), result.reason


@pytest.mark.parametrize("n", [8, 3000], ids=["every-entry", "projections"])
def test_values_not_finite_at_the_inputs_are_left_out_and_the_rest_judged(n):
    right = _large_check(_squares_right, n, infinite=(3,))
    assert right.status == "pass" and "left out" in right.reason, right.reason
    wrong = _large_check(_squares, n, infinite=(3,))
    assert wrong.status == "fail", wrong.reason


def test_a_changed_array_the_kernel_only_stores_into_is_an_output():
    """Roles of a captured launch: a changed array that held something other than zeros is ``inout``
    unless the kernel's code only stores into it (what it held reaches no output), which makes its
    gradient checkable; one the kernel reads, updates or passes on stays ``inout``."""
    from types import SimpleNamespace

    from harness.validate import captured

    source = (
        "import warp as wp\n\n\n@wp.kernel\n"
        "def k(a: wp.array(dtype=float), b: wp.array(dtype=float), c: wp.array(dtype=float),"
        " d: wp.array(dtype=float), e: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    b[i] = a[i] * 2.0\n    c[i] += 1.0\n    d[i] = 0.0\n    x = d[i]\n"
        "    e[i] = x\n    helper(e)\n"
    )
    seen = {"a": "in", "b": "inout", "c": "inout", "d": "inout", "e": "inout"}
    spec = SimpleNamespace(source=source, kernel_name="k", extra={"capture": {"launches": [{"roles": seen}]}})
    assert captured.roles(spec, 0) == {"a": "in", "b": "out", "c": "inout", "d": "inout", "e": "inout"}


def test_a_struct_array_with_padding_reads_back_from_the_store(tmp_path):
    """A Warp struct's numpy dtype has offsets and padding, which numpy writes back without: the digest
    is checked on the stored bytes, so such a value is not taken for a damaged one (that dropped a
    whole test file's cases)."""
    padded = np.dtype({"names": ["mass", "pos"], "formats": ["<f4", "<f8"], "offsets": [0, 8], "itemsize": 24})
    value = np.zeros(3, dtype=padded)
    value["mass"], value["pos"] = [1.0, 2.0, 3.0], [4.0, 5.0, 6.0]
    sha, data = captured.encode(value)
    captured.write_blob(tmp_path, sha, data)
    back = captured.read_blob(tmp_path, sha)
    assert back.dtype == padded and all(np.array_equal(back[n], value[n]) for n in padded.names)
    path = captured.blob_path(tmp_path, sha)
    raw = zlib.decompress(data)
    path.write_bytes(zlib.compress(raw[:-20] + bytes([raw[-20] ^ 1]) + raw[-19:]))  # one bit of the last value
    with pytest.raises(captured.NotReplayable, match="damaged"):
        captured.read_blob(tmp_path, sha)


def test_a_script_outside_the_package_runs_sandboxed_from_its_own_folder(tmp_path):
    """RUN='<script.py> args' names a script anywhere: its folder is read-only in the box (its
    siblings importable), and what it launches is captured."""
    scripts = tmp_path / "scripts"
    scripts.mkdir()
    (scripts / "sizes.py").write_text("N = 4\n")
    (scripts / "drive.py").write_text(
        "import sys\n\nimport numpy as np\nimport warp as wp\nfrom capsample.kern import make_fill\nfrom sizes import N\n\n"
        "a = wp.zeros(N, dtype=wp.float32)\nwp.launch(make_fill(wp.float32), dim=N, inputs=[a, float(sys.argv[1])])\n"
        "assert np.all(a.numpy() == 1.5)\n"
    )
    out = tmp_path / "out"
    argv = [
        sys.executable,
        "-m",
        "harness.harvest",
        str(SAMPLE),
        "--out",
        str(out),
        "--run",
        f"{scripts / 'drive.py'} 1.5",
    ]
    done = subprocess.run([*argv, "--jobs", "1", "--no-export"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads((out / "harvest-report.json").read_text())
    assert report["capture"]["kernels_launched"] == 1, report["capture"]
    assert not report["capture"].get("failures") and report["summary"]["inputs_captured"] == 1, report["summary"]


def test_an_array_of_floats_passed_twice_leaves_the_gradient_unchecked_one_of_integers_does_not():
    from types import SimpleNamespace

    def spec(dtype: str):
        args = [
            {"name": "a", "kind": "array", "dtype": dtype, "shape": [2], "blob": "0" * 64},
            {"name": "s", "kind": "struct", "dtype": "S", "fields": [{"name": "b", "kind": "alias", "of": "a"}]},
        ]
        return SimpleNamespace(extra={"capture": {"launches": [{"args": args}]}})

    assert captured.shares_memory(spec("float32")) == (
        "the captured launch passes one array twice (a and s.b): its derivatives cannot be taken apart"
    )
    assert captured.shares_memory(spec("vec3f")).startswith("the captured launch passes one array twice")
    for integers in ("int32", "uint64", "vec2i", "warp._src.types.bool"):
        assert captured.shares_memory(spec(integers)) == "", integers


def test_a_file_budget_stops_starting_its_tests_and_counts_those_it_left(tmp_path):
    from harness.harvest.capture_run import NOT_STARTED
    from harness.harvest.capture_worker import run_tests

    body = "import time\n\n" + "".join(f"def test_{i}():\n    time.sleep(0.05)\n\n\n" for i in range(4))
    (tmp_path / "test_slow.py").write_text(body + "def test_last():\n    assert False\n")
    cut = run_tests(str(tmp_path / "test_slow.py"), [], str(tmp_path), budget_s=0.01)
    assert (cut["passed"], cut[NOT_STARTED], cut["exit_code"]) == (1, 4, 0), cut
    whole = run_tests(str(tmp_path / "test_slow.py"), [], str(tmp_path))
    assert (whole["passed"], whole["failed"], NOT_STARTED in whole, whole["exit_code"]) == (4, 1, False, 1), whole


def test_a_file_whose_tests_keep_launching_new_kernels_goes_on_until_its_stop(tmp_path):
    import itertools

    from harness.harvest.capture_run import NOT_STARTED
    from harness.harvest.capture_worker import run_tests

    body = "import time\n\n" + "".join(f"def test_{i}():\n    time.sleep(0.5)\n\n\n" for i in range(5))
    (tmp_path / "test_new.py").write_text(body)
    growing = itertools.count(1).__next__  # a new kernel after every test
    whole = run_tests(str(tmp_path / "test_new.py"), [], str(tmp_path), budget_s=0.01, launched=growing)
    assert (whole["passed"], NOT_STARTED in whole) == (5, False), whole
    stopped = run_tests(str(tmp_path / "test_new.py"), [], str(tmp_path), budget_s=0.01, stop_s=1.25, launched=growing)
    assert (stopped["passed"], stopped[NOT_STARTED]) == (3, 2), stopped


def test_a_test_that_launches_no_new_kernel_for_its_time_is_cut_short_at_its_next_launch():
    import time

    from harness.harvest.capture import CutShort, Pace

    pace = Pace(0.3, keep=lambda kernel: True)
    recorder = Recorder(Limits(), keep=lambda kernel: True, pace=pace)
    y = wp.zeros(4, dtype=float, device="cpu")
    x = wp.ones(4, dtype=float, device="cpu")
    h = _Handle()
    with warp_api.launches_observed(recorder.observe):
        wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu")
        time.sleep(0.35)
        wp.launch(_by_field, dim=4, inputs=[h, y], device="cpu")  # a new kernel: the clock starts again
        wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu")
        time.sleep(0.35)
        with pytest.raises(CutShort):
            wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu")
        with pytest.raises(CutShort):  # and so is every later launch of that test
            wp.launch(_by_field, dim=4, inputs=[h, y], device="cpu")
        assert pace.cuts == 1
        pace.stop()  # outside a test: nothing is cut
        wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu")
        pace.restart()  # the next test
        wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu")
    assert np.allclose(y.numpy(), 3 * 2.0)  # the launches cut short never ran


def test_a_file_goes_on_after_a_test_cut_short_which_is_counted_so_not_as_failed(tmp_path, monkeypatch):
    import time

    from harness.harvest.capture_run import CUT_SHORT
    from harness.harvest.capture_worker import CHILD_ENV, CaptureJob

    (tmp_path / "test_steps.py").write_text(
        "import time\n\nimport warp as wp\n\n\n@wp.kernel\ndef step(x: wp.array(dtype=float)):\n"
        "    x[wp.tid()] += 1.0\n\n\ndef test_long():\n    x = wp.zeros(4, dtype=float, device='cpu')\n"
        "    for _ in range(600):\n        wp.launch(step, dim=4, inputs=[x], device='cpu')\n        time.sleep(0.01)\n\n\n"
        "def test_next():\n    x = wp.zeros(4, dtype=float, device='cpu')\n"
        "    wp.launch(step, dim=4, inputs=[x], device='cpu')\n    assert x.numpy()[0] == 1.0\n"
    )
    monkeypatch.setenv("PYTHONPATH", os.environ.get("PYTHONPATH", ""))  # the job sets both for its children
    monkeypatch.setenv(CHILD_ENV, "")
    run = {"kind": "tests", "path": str(tmp_path / "test_steps.py"), "test_s": 0.5}
    task = {"run": run, "paths": [], "roots": ["nothing"], "command": "x", "blobs": str(tmp_path / "w" / "captured")}
    started = time.monotonic()
    outcome = CaptureJob(task).run()
    assert time.monotonic() - started < 5.0  # test_long alone would take 6 s
    assert (outcome[CUT_SHORT], outcome["passed"], outcome["exit_code"], outcome["failed_tests"]) == (1, 1, 0, []), (
        outcome
    )


def test_a_file_run_again_after_a_test_took_its_worker_down_starts_no_test_past_the_run_budget(tmp_path):
    from harness.harvest.capture_run import CaptureRun, parse_run

    pool_args = {"python": sys.executable, "pool": {"env": {}, "memory_mb": 0, "sandbox": None}}
    options = {"time_limit": 600.0, "budget_s": 100.0, "file_s": 60.0, "limits": Limits(), "command": "x", "jobs": 1}
    test_file = SAMPLE / "tests" / "test_kern.py"
    run = CaptureRun(
        parse_run("tests"), [str(test_file)], [], [], tmp_path, pool_args=pool_args, key={}, options=options
    )
    stops = []

    def run_in(task, skip):
        stops.append(task["stop_s"])
        if len(stops) == 1:  # the first run spent 90 s of RUN_S, then a test took its worker down
            run.started -= 90.0
            return {"status": "crash", "why": "a segfault", "phase": "run"}, "test_kern.py::test_apply"
        return {"status": "ok", "tests": {}, "kernels": [], "cases": [], "blobs": [], "failures": []}, None

    run._run_in = run_in
    [(file, task)] = run.files
    record, _ = run._visit(file, task)
    assert 99.0 < stops[0] <= 100.0 and 9.0 < stops[1] <= 10.0, stops
    assert [f["reason"] for f in record["failures"]] == ["test-crashed"]


def test_a_child_process_takes_as_known_what_the_children_started_before_it_launched_and_made(tmp_path):
    from harness.harvest.capture_worker import ChildJob

    task = {"run": {"kind": "tests", "path": str(tmp_path / "test_x.py"), "known_cases": ["harvested-0"]},
            "paths": [], "roots": ["pkg"], "command": "x", "blobs": str(tmp_path / "w" / "captured")}  # fmt: skip
    children = tmp_path / "w" / "children"
    children.mkdir(parents=True)
    for stem, case, name in (
        ("00000000000000000001-7", "harvested-1", "pkg.a:k"),
        ("99999999999999999999-8", "harvested-2", "pkg.b:k"),
    ):
        (children / f"{stem}.cases.json").write_text(json.dumps({"cases": [{"case_id": case}]}))
        (children / f"{stem}.kernels.json").write_text(json.dumps([name]))
    job = ChildJob(task)  # started between the two
    assert job.known_cases() == {"harvested-0", "harvested-1"}
    assert job.launched_before() == ["pkg.a:k"]
    assert job.recorder.pace.launched == {"pkg.a:k"}


def test_files_run_in_an_order_that_samples_every_folder_and_its_names_in_proportion(tmp_path):
    from harness.harvest.capture_run import _spread

    small = [tmp_path / "a" / f"test_{i}.py" for i in range(2)]
    large = [tmp_path / "z" / f"test_{i}.py" for i in range(6)]
    order = _spread(small + large)
    assert sorted(order) == sorted(small + large)
    for n in range(1, len(order) + 1):  # every prefix: each folder's share within one file of its own share
        assert abs(sum(p in small for p in order[:n]) - n * len(small) / len(order)) <= 1, order[:n]
    # each folder's own files spread over their sorted order: any prefix of a folder's files leaves
    # no gap wider than twice the folder's even spacing
    assert [p.name for p in order if p in large][:2] == ["test_0.py", "test_4.py"], order
    names = [f"test_{i:03d}.py" for i in range(100)]
    spread = _spread([tmp_path / "r" / n for n in reversed(names)])
    assert sorted(p.name for p in spread) == names
    for k in (2, 4, 8, 16, 32, 64):
        taken = sorted(names.index(p.name) for p in spread[:k])
        assert max(b - a for a, b in zip([-1, *taken], [*taken, 100], strict=True)) <= 2 * 100 / k, (k, taken)


def test_a_launch_made_while_a_graph_is_captured_is_counted_not_recorded():
    # Warp records the launch into the graph and runs it when the graph is launched: what the recorder
    # would read after the call is what was there before (newton's tests capture CPU graphs)
    x = wp.array(np.arange(4, dtype=np.float32))
    y = wp.zeros(4, dtype=float)
    recorder = Recorder(Limits(), keep=lambda kernel: True)
    with warp_api.launches_observed(recorder.observe):
        with wp.ScopedCapture(device="cpu") as capture:
            wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu")
        assert not y.numpy().any()  # not run yet
        wp.capture_launch(capture.graph)
    assert y.numpy()[3] == 6.0
    assert recorder.not_seen["graph-capture"] == 1 and not recorder.kernels


def test_a_recorded_launch_object_is_captured_each_time_it_is_replayed_with_the_arguments_it_holds():
    x = wp.array(np.arange(4, dtype=np.float32))
    y = wp.zeros(4, dtype=float)
    recorder = Recorder(Limits(), keep=lambda kernel: True)
    earlier = wp.launch(_axpy, dim=4, inputs=[1.0, x, y], device="cpu", record_cmd=True)
    with warp_api.launches_observed(recorder.observe):
        command = wp.launch(_axpy, dim=4, inputs=[2.0, x, y], device="cpu", record_cmd=True)
        assert not recorder.kernels and not y.numpy().any()  # recording runs nothing
        command.launch()
        command.set_param_at_index(0, 3.0)  # newton's solvers change a recorded launch's arguments
        command.set_dim(2)
        command.launch()
        command.set_param_at_index_from_ctype(0, 5.0)
        command.launch()
        earlier.launch()  # recorded before the recorder was on: how it was launched is unknown
    assert y.numpy().tolist() == [0.0, 2.0 + 3 + 5 + 1, 4.0 + 2, 6.0 + 3]
    entry = recorder.kernels[id(_axpy)]
    assert entry.seen == 3 and [launch["dim"] for launch in entry.launches] == [[4], [2], [2]], entry.launches
    scales = [captured.decode(recorder.blobs[launch["args"][0]["blob"]]).item() for launch in entry.launches]
    assert scales == [2.0, 3.0, 5.0]
    assert recorder.not_seen == {"record_cmd: arguments not readable": 1}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim and /proc: Linux only")
def test_memory_a_step_freed_is_given_back_so_later_cases_start_from_the_tests_footprint():
    # glibc keeps freed blocks below a live one mapped: the process stays as large as its largest step
    # (a capture worker after one case of a tile-solver kernel: 800 MB) until it is asked to give them back
    script = """
import ctypes
from harness import procs
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.memset.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]
start = procs.resident_mb()
blocks = [libc.malloc(4096) for _ in range(50_000)]
for b in blocks:
    libc.memset(b, 1, 4096)
for b in blocks[:-1]:
    libc.free(b)
freed = procs.resident_mb()
procs.give_back_memory()
print(start, freed, procs.resident_mb())
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60)
    start, freed, after = (float(x) for x in done.stdout.split())
    assert freed - start > 150, done.stdout  # freed, still resident
    assert after - start < 50, done.stdout


@wp.kernel
def _tile_copy(a: wp.array2d(dtype=float), b: wp.array2d(dtype=float)):
    t = wp.tile_load(a, shape=(2, 8))
    wp.tile_store(b, t)


def test_a_tiled_launch_on_the_cpu_is_recorded_at_the_block_size_it_asked_for():
    # the CPU runs a block as one thread (wp.launch_tiled resolves block_dim to 1 there), but the block
    # size asked for is the one the kernel's CUDA code is built for: a tile routine at 1 thread is
    # another kernel (cuSolverDx refuses a Cholesky of one thread)
    a = wp.array(np.arange(16, dtype=np.float32).reshape(2, 8))
    b = wp.zeros_like(a)
    recorder = Recorder(Limits(), keep=lambda kernel: True)
    with warp_api.launches_observed(recorder.observe):
        wp.launch_tiled(_tile_copy, dim=[1], inputs=[a, b], block_dim=64, device="cpu")
    assert b.numpy().tolist() == a.numpy().tolist()
    (launch,) = recorder.kernels[id(_tile_copy)].launches
    assert launch["block_dim"] == 64 and launch["dim"] == [1, 64], launch  # replayed as one block of 64 threads


def test_a_kernel_of_a_function_without_a_module_launched_outside_the_package_is_counted_by_a_name():
    # newton's implicit MPM launches kernels of functions it builds, whose __module__ is None: the
    # count of launches outside the package is sorted by module, and a None key took the file's cases down
    def double(x: wp.array(dtype=float), y: wp.array(dtype=float)):
        y[wp.tid()] = 2.0 * x[wp.tid()]

    double.__module__ = None
    # a Warp module of its own: one Warp would name after the function's module (None) stays in the process
    kernel = wp.Kernel(func=double, key="double_without_module", module=wp.get_module("harness_capture_no_module"))
    x = wp.array(np.arange(4, dtype=np.float32))
    y = wp.zeros(4, dtype=float)
    recorder = Recorder(Limits(), keep=lambda kernel: False)
    with warp_api.launches_observed(recorder.observe):
        wp.launch(kernel, dim=4, inputs=[x, y], device="cpu")
    assert y.numpy().tolist() == [0.0, 2.0, 4.0, 6.0]
    assert dict(sorted(recorder.outside.items())) == {"(no module)": 1}
