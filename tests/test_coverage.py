"""Language coverage and generator diversity (`make coverage`), and the features read from code.

The builtins a row lists are read from its Python source; here they are checked against what
Warp itself resolves when it builds the kernel, so the coverage figures count real uses.
"""

import json
import re

import pytest

from harness import warp_api
from harness.generate import loader
from harness.generate.extract import extract
from harness.generate.features import analyse
from harness.tools import coverage, realism
from kernels import FAMILIES, generate

SAMPLE = 12  # kernels per family for the figures below (a few seconds, no code generation)


@pytest.fixture(scope="module")
def report():
    return coverage.survey(list(FAMILIES), SAMPLE, extract_code=False)


def test_a_modest_sample_already_reaches_most_of_warp(report):
    summary = report.summary()
    assert summary["kernels"] == SAMPLE * len(FAMILIES)
    # 100 per family reach 275+ of the 355 builtins; 12 per family reach over 200.
    assert summary["builtins_used"] >= 200, summary["builtins_used"]
    used = report.builtin_counts()
    for builtin in ("tile_matmul", "transform_multiply", "eig3", "static", "noise", "float16", "uint64"):
        assert used[builtin] > 0, builtin
    for area in ("mesh_", "volume_", "hash_grid_", "bvh_", "tile_", "quat_", "transform_", "spatial_", "sample_",
                 "atomic_"):  # fmt: skip
        assert sum(n for b, n in used.items() if b.startswith(area)) >= 3, area


def test_kernels_are_structurally_distinct(report):
    assert report.unique() >= 0.97
    for family in FAMILIES:
        assert report.unique(family) >= 0.9, family


def test_tags_come_from_the_code(report):
    tags = report.tag_counts()
    for tag in ("struct", "func", "custom_grad", "tile", "while", "break_continue", "early_return", "launch_nd",
                "float16", "float64", "bitwise", "static", "generic", "geometry", "mesh", "volume", "noise",
                "quat", "transform", "spatial", "atomic", "local_array"):  # fmt: skip
        assert tags[tag] > 0, tag
    # A family's name is not a tag its kernels inherit.
    assert all("tile" not in c.tags for c in report.cases if c.family == "arithmetic")


# ------------------------------------------------------------------ structural key


def test_uniqueness_counts_kernels_of_distinct_structure():
    a = "import warp as wp\n@wp.kernel\ndef k(x: wp.array(dtype=float)):\n    i = wp.tid()\n    v = x[i] * 2.0\n"
    b = "import warp as wp\n@wp.kernel\ndef q(y: wp.array(dtype=float)):\n    t = wp.tid()\n    w = y[t] * 7.5\n"
    c = "import warp as wp\n@wp.kernel\ndef q(y: wp.array(dtype=float)):\n    t = wp.tid()\n    w = y[t] + 7.5\n"
    d = "import warp as wp\n@wp.kernel\ndef q(y: wp.array(dtype=float)):\n    t = wp.tid()\n    w = wp.sin(y[t])\n"
    keys = [coverage.structure_key(s) for s in (a, b, c, d)]
    assert keys[0] == keys[1] and len(set(keys)) == 3
    assert coverage.uniqueness(keys) == 0.75


# ---------------------------------------------------------- features vs. Warp


def _functors(code: str) -> set[str]:
    """Builtins the generated code passes as functors (``wp::tile_unary_map(wp::sin, ...)``)."""
    return set(re.findall(r"wp::(\w+),", code))


@pytest.mark.parametrize("family", list(FAMILIES))
def test_builtins_read_from_the_source_are_ones_warp_resolves(family):
    for seed in (0, 1):
        spec = generate(family, seed)
        kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
        try:
            resolved = warp_api.resolved_builtins(kernel)
            code = warp_api.generate_code(kernel, "cpu").module
        finally:
            loader.unload(spec.case_id, kernel)
        _tags, builtins = analyse(spec.source)
        # wp.static is evaluated by the code generator itself; tile_map/tile_reduce pass their
        # function to the generated code as a functor rather than resolving a call.
        unexplained = set(builtins) - resolved - {"static"} - _functors(code)
        assert not unexplained, f"{spec.case_id}: listed but not resolved by Warp: {sorted(unexplained)}"
        # Most of what Warp resolves is listed; what is not is its internal plumbing.
        internal = {"copy", "assign", "where", "tuple", "extract", "assign_inplace", "load", "address"}
        assert len(resolved - set(builtins) - internal) <= len(resolved) // 2, spec.case_id


def test_the_sign_of_a_compile_time_number_is_folded_not_a_neg_call():
    # Warp folds -<number> into a constant (emit_UnaryOp): a literal, wp.inf, a module-level number;
    # the negation of a value it computes is a neg call.
    source = """import warp as wp

K = 3.0
LOWEST = wp.constant(-wp.inf)


@wp.kernel
def k(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    a = wp.max(-wp.inf, x[i]) + wp.min(-K, -1.0)
    out[i] = a + LOWEST
"""
    assert "neg" not in analyse(source)[1]
    assert "neg" in analyse(source.replace("wp.min(-K, -1.0)", "wp.min(-x[i], -1.0)"))[1]


def test_features_map_syntax_to_the_builtins_warp_uses():
    source = """import warp as wp

K = 3


@wp.kernel
def k(a: wp.array(dtype=float), b: wp.array2d(dtype=wp.vec3), n: int):
    i = wp.tid()
    v = wp.vec3(1.0, 2.0, 3.0)
    q = wp.quat(0.0, 0.0, 0.0, 1.0)
    x = a[i] + v[0]
    a[i] += x
    v[1] = -x
    row = b[i]
    for j in range(n):
        x = x * 2.0
    for j in range(3):
        x = x - 1.0
    if wp.static(K > 5):
        x = wp.sin(x)
    else:
        x = wp.cos(x)
    y = x if x > 0.0 else wp.float64(1.0)
"""
    tags, builtins = analyse(source)
    expected = {"vector", "quaternion", "address", "load", "extract", "atomic_add", "assign_inplace", "neg", "view",
                "range", "iter_next", "mul", "sub", "add", "cos", "static", "where", "float64", "tid"}  # fmt: skip
    assert expected <= set(builtins)
    assert "array" not in builtins, "annotations are types, not calls"
    assert "sin" not in builtins, "the branch wp.static removes generates no code"
    assert {"loop", "static", "atomic", "vec3", "select", "float64", "scalar_param"} <= set(tags)


# ---------------------------------------------------------------------- make coverage


def test_make_coverage_prints_the_figures_and_checks_them(tmp_path, capsys):
    out = tmp_path / "coverage.json"
    assert coverage.main(["--per-family", "2", "--families", "math,tile", "--json", str(out)]) == 0
    text = capsys.readouterr().out
    for heading in ("Builtins used:", "Builtins never used:", "Tags (kernels carrying each):",
                    "Structural uniqueness:", "Tile Primitives:", "lowest uniqueness:"):  # fmt: skip
        assert heading in text
    data = json.loads(out.read_text())
    assert data["kernels"] == 4 and data["families"]["tile"]["extraction_failures"] == 0
    assert coverage.main(["--per-family", "1", "--families", "math", "--no-extract", "--min-builtins", "400"]) == 1
    assert "builtins used" in capsys.readouterr().out


@pytest.mark.slow
def test_a_kernel_compiles_for_cubin_and_the_cpu_as_a_user_would():
    assert coverage.compile_case("struct", 0) == {"cubin": "", "cpu": ""}
    text = coverage.render_compiled({"struct": [(0, {"cubin": "", "cpu": "boom"})]})
    assert "cubin 1/1  cpu 0/1" in text and "struct-000000 cpu: boom" in text


def test_racy_stores_and_shared_memory_over_the_limit_fail_coverage(report, monkeypatch, capsys):
    summary = report.summary()
    assert summary["collision_free"] == summary["static_shared_within_limit"] == summary["kernels"]
    assert coverage.check(report, None, None, None) == []
    racy = coverage.Case("tile", 7, "k", [], [], 10, collisions=["line 40: zout: blocks (0, 0) and (0, 1) ..."])
    big = coverage.Case("geometry", 2, "g", [], [], 10, static_shared=0x10800)
    bad = coverage.Report(1, ["tile", "geometry"], [racy, big])
    assert coverage.check(bad, None, None, None) == [
        "collision-free stores 1/2",
        "static shared memory within 48 KB 1/2",
    ]
    text = coverage.render(bad)
    assert "Collision-free stores: 1/2" in text and "tile-000007: line 40: zout" in text
    assert "geometry-000002: 67584 bytes" in text
    # make coverage exits non-zero on a collision.
    monkeypatch.setattr(
        "harness.validate.races.check", lambda spec: ["line 1: out0: threads (0) and (1) both write out0[0]"]
    )
    assert coverage.main(["--per-family", "1", "--families", "math", "--no-extract"]) == 1
    assert "collision-free stores 0/1" in capsys.readouterr().out


def test_make_coverage_rejects_bad_arguments():
    with pytest.raises(SystemExit):
        coverage.main(["--families", "nope"])
    with pytest.raises(SystemExit):
        coverage.main(["--per-family", "0"])


def test_an_extraction_failure_is_reported_not_raised(monkeypatch):
    def broken(spec):
        raise loader.KernelRejected(spec.case_id, "codegen cpu", RuntimeError("boom"))

    monkeypatch.setattr("harness.generate.extract.extract", broken)
    case = coverage.survey_case("math", 0, extract_code=True)
    assert "boom" in case.error
    assert extract  # the real one is untouched outside this test


# ------------------------------------------------------------------ realism (make coverage AGAINST=...)

REAL_ROW = '''import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.struct
class Particles:
    positions: wp.array[wp.vec3]
    radius: float


@wp.kernel(enable_backward=False)
def integrate_positions(particles: Particles, velocities: wp.array2d[wp.vec3], num_particles: int,
                        total_energy: wp.array[float]):
    """Advance the particles by one step."""
    i, j = wp.tid()
    if i >= num_particles:
        return  # past the end
    v = velocities[i, j]
    particles.positions[i] = particles.positions[i] + v * particles.radius
    wp.atomic_add(total_energy, 0, wp.dot(v, v) * 0.5)
    cell = (i // 4) % 2
'''

GENERATED_ROW = """import warp as wp


@wp.kernel
def k(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid] if x0[tid] > 0.0 else -x0[tid]
    v1 = wp.identity(n=3, dtype=float)
    c = (v0 <= v0)
    out0[tid] = v0 - v0 + 2.0 * 3.0
"""


def test_realism_reads_each_construct_from_the_source():
    real = realism.measure(REAL_ROW).constructs
    for name in ("annotation_subscript", "long_param_names", "comment", "docstring", "kernel_return",
                 "kernel_no_backward", "module_no_backward", "nd_array", "multi_index", "multi_tid", "struct_def",
                 "struct_field", "atomic", "int_index_arith", "if", "scalar_params", "vec3"):  # fmt: skip
        assert name in real, name
    for name in ("annotation_call", "ternary", "keyword_call", "literal_arith", "self_compare", "for", "transform"):
        assert name not in real, name
    generated = realism.measure(GENERATED_ROW).constructs
    assert {"annotation_call", "ternary", "keyword_call", "literal_arith", "self_compare"} <= generated
    assert not generated & {"annotation_subscript", "comment", "docstring", "kernel_return", "multi_tid", "atomic"}


def test_realism_shares_and_mean_gap():
    c = realism.compare([GENERATED_ROW, GENERATED_ROW, REAL_ROW, "def broken(:\n"], [REAL_ROW, REAL_ROW])
    assert (len(c.generated), len(c.real), c.skipped) == (3, 2, (1, 0))
    table = {name: (g, r, counted) for name, g, r, counted in c.table()}
    assert table["annotation_subscript"] == (pytest.approx(1 / 3), 1.0, True)
    assert table["ternary"] == (pytest.approx(2 / 3), 0.0, False)  # absent from real rows: not counted
    counted = [abs(r - g) for g, r, k in table.values() if k]
    assert c.mean_gap() == pytest.approx(100 * sum(counted) / len(counted))
    # Identical sides have no gap; the output is a pure function of the rows.
    same = realism.compare([REAL_ROW], [REAL_ROW])
    assert same.mean_gap() == 0.0
    again = realism.compare([GENERATED_ROW, GENERATED_ROW, REAL_ROW, "def broken(:\n"], [REAL_ROW, REAL_ROW])
    assert realism.render(c) == realism.render(again)
    text = realism.render(c)
    assert "mean gap:" in text and "builtins per kernel" in text and "annotation_subscript" in text


def test_realism_reads_an_export_folder_and_fails_above_max_gap(tmp_path, capsys):
    import gzip

    (tmp_path / "real" / "data").mkdir(parents=True)
    with gzip.open(tmp_path / "real" / "data" / "train-00000-of-00001.jsonl.gz", "wt") as f:
        for i in range(3):
            f.write(json.dumps({"id": f"real-{i}", "python_source": REAL_ROW}) + "\n")
    assert realism.export_sources(tmp_path / "real") == [REAL_ROW] * 3
    argv = ["--against", str(tmp_path / "real"), "--per-family", "2", "--families", "math,control"]
    assert realism.main([*argv, "--json", str(tmp_path / "gap.json")]) == 0
    first = capsys.readouterr().out
    assert "4 generated" in first and "3 real" not in first  # labels: 4 generated rows vs 3 rows of the folder
    figures = json.loads((tmp_path / "gap.json").read_text())
    assert figures["rows"] == {"generated": 4, "real": 3}
    assert realism.main(argv) == 0 and capsys.readouterr().out == first  # deterministic
    assert realism.main([*argv, "--max-gap", "0"]) == 1
    assert realism.main(["--against", str(tmp_path / "missing")]) == 2


WRAPPED_ROW = """from typing import Any
import warp as wp

simdata = object()


@simdata.kernel(module="unique")
def scale(values: wp.array(dtype=Any), out: wp.array(dtype=Any)):
    i = wp.tid()
    out[i] = values[i]


wp.overload(scale, [wp.array(dtype=wp.float32), wp.array(dtype=wp.float32)])
"""


def test_realism_reads_a_packages_own_decorator_generics_and_module_options():
    # A package's wrapper of @wp.kernel (warp_simdata's @simdata.kernel) decorates a kernel all the same.
    wrapped = realism.measure(WRAPPED_ROW).constructs
    assert {"generic", "module_options", "annotation_call"} <= wrapped
    assert not wrapped & {"annotation_subscript", "module_no_backward", "nd_array"}
    real = realism.measure(REAL_ROW).constructs
    assert "module_options" in real and "generic" not in real
    assert not realism.measure(GENERATED_ROW).constructs & {"module_options", "generic"}


def test_realism_reports_each_export_beside_the_union(tmp_path, capsys):
    import gzip

    for name, source, n in (("a", REAL_ROW, 3), ("b", WRAPPED_ROW, 1)):
        (tmp_path / name / "data").mkdir(parents=True)
        with gzip.open(tmp_path / name / "data" / "train-00000-of-00001.jsonl.gz", "wt") as f:
            for i in range(n):
                f.write(json.dumps({"id": f"{name}-{i}", "python_source": source}) + "\n")
    argv = ["--against", str(tmp_path / "a"), str(tmp_path / "b"), "--per-family", "1", "--families", "math"]
    assert realism.main([*argv, "--json", str(tmp_path / "gap.json")]) == 0
    out = capsys.readouterr().out
    figures = json.loads((tmp_path / "gap.json").read_text())
    assert figures["rows"]["real"] == 4  # the union weighs each export by its rows
    each = figures["per_export"]
    assert [each[str(tmp_path / n)]["rows"] for n in "ab"] == [3, 1]
    generated = realism.compare(realism.generated_sources(["math"], 1), [])
    for name, source in (("a", REAL_ROW), ("b", WRAPPED_ROW)):
        alone = realism.Comparison(generated.generated, [realism.measure(source)])
        assert each[str(tmp_path / name)]["mean_gap_points"] == round(alone.mean_gap(), 2)
    worst = max(e["mean_gap_points"] for e in each.values())
    assert f"largest mean gap of one export: {worst:.1f}" in out
    assert realism.main([*argv, "--max-export-gap", str(worst - 0.1)]) == 1
    assert realism.main([*argv, "--max-export-gap", str(worst + 0.1)]) == 0
    assert "floor: any one set of construct rates leaves some export at least" in out
    assert figures["per_export_floor_points"]["lower"] <= figures["per_export_floor_points"]["upper"] + 1e-9


def test_the_export_floor_bounds_what_one_set_of_rates_can_reach_when_exports_disagree():
    def rows(*sets):
        return [realism.Row(frozenset(s), 0, 0, 0) for s in sets]

    # A shows `if` and `for` in every row; B `for` in 95% and `if` in 5% (both counted): any rates leave
    # A's gap plus B's at (0.95 + 0.05) / 2, so the larger is at least 25 points, and 25 is reached
    a = realism.Comparison([], rows({"if", "for"}))
    b = realism.Comparison([], rows(*[{"for"}] * 19, {"if"}))
    lower, upper = realism.export_floor({"a": a, "b": b})
    assert 24.9 <= lower <= 25.0 + 1e-9 and 25.0 - 1e-9 <= upper <= 25.5, (lower, upper)
    # exports that agree on what they count leave no floor
    lower, upper = realism.export_floor({"a": a, "c": realism.Comparison([], rows({"if", "for"}, {"if", "for"}))})
    assert lower == 0.0 and upper < 0.5, (lower, upper)
