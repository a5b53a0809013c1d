"""The hunt (python -m harness.hunt): checks judge tiny kernels, failures are reduced and grouped by
signature into hunt.md, with registered bugs and documented limitations named."""

import ast

import pytest

from harness import faults
from harness.hunt import __main__ as hunt
from harness.hunt import cases, checks, naming, signatures

PLAIN = (
    "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n"
    "    i = wp.tid()\n    out[i] = wp.sin(x[i]) * 3.0\n"
)
MOD = (
    "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), y: wp.array(dtype=float), "
    "out: wp.array(dtype=float)):\n    i = wp.tid()\n    out[i] = wp.mod(x[i] * 3.0, y[i])\n"
)


def test_gradcheck_passes_a_plain_kernel_and_fails_float_mod():
    assert checks.gradcheck(cases.spec_from_source(PLAIN, dim=2)) is None
    failure = checks.gradcheck(cases.spec_from_source(MOD, dim=2))
    assert failure is not None and failure.key == frozenset({"y"}) and failure.wrong == 0.0


def test_checks_run_the_variant_the_goldens_record(monkeypatch):
    """Every CPU launch of a check is at the module's block size, as validation's: Warp's default
    runs another variant of the module, in which each thread of a tile kernel does its whole
    block's work (a 300 s timeout where validation takes 20 s). Warp's setting is restored after."""
    import warp as wp

    from harness.validate import runtime

    launch, settings = runtime.launch, []

    def spy(*args, **kwargs):
        settings.append(wp.config.enable_cpu_blocks)
        return launch(*args, **kwargs)

    monkeypatch.setattr(runtime, "launch", spy)
    before = wp.config.enable_cpu_blocks
    spec = cases.spec_from_source(PLAIN, dim=2)
    assert checks.gradcheck(spec) is None and checks.float64(spec) is None
    assert len(settings) > 4 and all(settings)
    assert wp.config.enable_cpu_blocks == before


def test_invalid_candidates_are_refused():
    broken = PLAIN.replace("wp.sin(x[i])", "wp.sin(undefined_name)")
    with pytest.raises(checks.Invalid):
        checks.gradcheck(cases.spec_from_source(broken, dim=2))
    nan = PLAIN.replace("wp.sin(x[i]) * 3.0", "wp.log(x[i] - 10.0)")
    with pytest.raises(checks.Invalid):
        checks.gradcheck(cases.spec_from_source(nan, dim=2))


def test_signatures_name_the_culprit_and_the_registry():
    spec = cases.spec_from_source(MOD, dim=2)
    assert signatures.signature("gradcheck", spec) == "gradcheck: wp.mod"
    assert signatures.known(spec) == ["warp-mod-float-adjoint"]
    assert signatures.limitation("gradcheck: component assignment")
    # Builtins Warp registers as not differentiable explain a gradient check, as in validation.
    assert "wp.tile_min" in signatures.limitation("gradcheck: wp.tile_atomic_add, wp.tile_load, wp.tile_min")
    assert not signatures.limitation("gradcheck: wp.tile_atomic_add, wp.tile_load")
    assert not signatures.limitation("float64: wp.tile_min")


def test_report_has_one_section_per_signature():
    summary = {
        "kernels": 2,
        "checks": ["gradcheck"],
        "runs": 2,
        "failures": 1,
        "not_judged": 0,
        "seconds": 1.0,
        "signatures": [
            {
                "signature": "gradcheck: wp.mod",
                "cases": ["math-000001"],
                "families": ["math"],
                "count": 1,
                "smallest": {
                    "case": "math-000001",
                    "lines": 3,
                    "source": MOD,
                    "detail": "d/dy",
                    "path": "reduced/x.py",
                    "known": ["warp-mod-float-adjoint"],
                },
            }
        ],
    }
    text = hunt.report(summary)
    assert text.count("\n## ") == 1 and "warp-mod-float-adjoint" in text and "wp.mod(x[i] * 3.0, y[i])" in text


CHAINED = (
    "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n"
    "    i = wp.tid()\n    out[i] = wp.where(x[0] < x[1] < x[i], 1.0, 2.0)\n"
)


def _tiny(monkeypatch, sources):
    specs = [cases.spec_from_source(s, case_id=f"user-{k:06d}", dim=2) for k, s in enumerate(sources)]
    monkeypatch.setattr(hunt, "specs_for", lambda *_args: specs)
    return specs


def _report(out):
    lines = (out / "hunt.md").read_text().splitlines()
    return [line for line in lines[3:] if not line.startswith("# ")] + [lines[2].split(", 0 did not")[0]]


def test_parallel_hunt_writes_the_same_report_as_one_worker(monkeypatch, tmp_path):
    _tiny(monkeypatch, [PLAIN, CHAINED, PLAIN.replace("3.0", "5.0"), CHAINED.replace("2.0", "4.0")])
    one = hunt.hunt([], 0, ["codegen"], tmp_path / "one", max_tests=100, jobs=1, log=lambda _m: None)
    two = hunt.hunt([], 0, ["codegen"], tmp_path / "two", max_tests=100, jobs=2, log=lambda _m: None)
    assert one["failures"] == two["failures"] == 2 and one["signatures"] == two["signatures"]
    # The second kernel failing the same way is counted with the first's signature, not reduced again.
    (group,) = two["signatures"]
    assert group["count"] == 2 and group["cases"] == ["user-000001"] and group["unreduced"] == ["user-000003"]
    assert _report(tmp_path / "one") == _report(tmp_path / "two")
    assert sorted(p.name for p in (tmp_path / "two" / "reduced").iterdir()) == ["user-000001.codegen.reduced.py"]
    assert not list((tmp_path / "two").glob(".*.partial")) and not (tmp_path / "two" / ".lock").exists()


@pytest.mark.parametrize("fault", ["crash", "hang"])
def test_a_check_that_crashes_or_hangs_is_recorded_and_the_hunt_goes_on(monkeypatch, tmp_path, fault):
    _tiny(monkeypatch, [PLAIN, CHAINED])
    monkeypatch.setenv(faults.ENV, f"float64@user-000000:{fault}")
    # The time limit counts from a worker's start (Warp's import included), so it is set far above
    # that start; the hang is an hour's sleep (harness/faults.py), far above the limit.
    summary = hunt.hunt([], 0, ["float64", "codegen"], tmp_path, max_tests=100, jobs=2, timeout=60, log=lambda _m: None)
    assert summary["did_not_finish"] == 1 and summary["runs"] == 4
    (unfinished,) = summary["unfinished"]
    assert unfinished["case"] == "user-000000" and unfinished["check"] == "float64"
    assert unfinished["status"] == ("crash" if fault == "crash" else "timeout")
    # The kernel's next check ran in a fresh process, and the other kernel's failure was reduced.
    assert summary["failures"] == 1 and summary["signatures"][0]["cases"] == ["user-000001"]
    assert "## Did not finish" in (tmp_path / "hunt.md").read_text()


WHILE_RETURN = (
    "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n"
    "    i = wp.tid()\n    v = x[i]\n    w = int(0)\n    while w < 3:\n        w = w + 1\n"
    "        v = v * 2.0\n        if v > 1.5:\n            out[i] = v\n            return\n    out[i] = v\n"
)


def test_a_backward_a_registered_bug_makes_never_return_is_reported_as_that_bug_not_launched(monkeypatch, tmp_path):
    """Its launch cost the hunt a whole deadline (control-000001: 300 s) and was listed as a hang."""
    from harness.validate import gradcheck

    def launched(*args, **kwargs):
        raise AssertionError("the backward was launched")

    with monkeypatch.context() as patched:
        patched.setattr(gradcheck, "jacobians", launched)
        with pytest.raises(checks.NeverReturns) as known:
            checks.gradcheck(cases.spec_from_source(WHILE_RETURN, dim=2))
        assert known.value.bugs == ["warp-while-return-adjoint-hang"]
        with pytest.raises(AssertionError, match="launched"):  # a kernel without the bug is launched
            checks.gradcheck(cases.spec_from_source(PLAIN, dim=2))
        with pytest.raises(AssertionError, match="launched"):  # and so is one whose inputs never take the return
            checks.gradcheck(cases.spec_from_source(WHILE_RETURN, dim=2, domains={"x": (-1.0, 0.18)}))
    _tiny(monkeypatch, [WHILE_RETURN, MOD])
    summary = hunt.hunt([], 0, ["gradcheck"], tmp_path, max_tests=100, jobs=1, log=lambda _m: None)
    assert summary["did_not_finish"] == 0 and summary["failures"] == 1
    assert [(n["case"], n["bugs"]) for n in summary["not_run"]] == [("user-000000", ["warp-while-return-adjoint-hang"])]
    text = (tmp_path / "hunt.md").read_text()
    assert "1 not run" in text and "- user-000000 gradcheck: warp-while-return-adjoint-hang" in text


def test_bad_checks_are_one_line_and_exit_2(capsys):
    assert hunt.main(["--checks", "gradcheck,bogus"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown check bogus" in err and "gradcheck" in err
    assert hunt.main(["--jobs", "lots"]) == 2 and capsys.readouterr().err.count("\n") == 1


def test_sweep_reference_probes_find_their_bugs():
    from harness.hunt import sweep

    for name in ("erfinv_small", "tuple_assign_vector"):
        failure = checks.reference(sweep.spec(sweep.BY_NAME[name]))
        assert failure is not None and failure.check == "reference", name
    with pytest.raises(checks.Invalid):  # a kernel without a known value is not judged
        checks.reference(cases.spec_from_source(PLAIN, dim=2))
    assert "reference" not in sweep.checks_for(cases.spec_from_source(PLAIN, dim=2), ["codegen", "reference"])


def test_signatures_leave_out_builtins_that_only_compute_an_index():
    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    out[wp.mod(i, 2)] = wp.sin(x[wp.min(i, 1)])\n"
    )
    assert signatures.culprits(source) == ["wp.sin"]


def test_each_sweep_probe_is_reduced_on_its_own():
    from harness.hunt import sweep

    specs = [sweep.spec(sweep.BY_NAME[n]) for n in ("mod", "transform_set_rotation")]
    specs += [cases.spec_from_source(PLAIN, case_id=f"user-{k:06d}", dim=2) for k in range(2)]
    results = [{"gradcheck": {"status": "fail", "key": ["b"]}} for _ in specs]
    chosen = hunt.to_reduce(specs, results, ["gradcheck"], 1)
    assert chosen == [(0, "gradcheck"), (1, "gradcheck"), (2, "gradcheck")]
    assert results[3]["gradcheck"]["reduced"]["as"] == "user-000000"


def run_reproducer(spec, detail: str, signature: str, folder):
    """The standalone script of a float64 failure of ``spec``, written to ``folder`` and run."""
    import subprocess
    import sys
    from types import SimpleNamespace

    from harness.hunt import scripts

    failure = checks.Failure("float64", frozenset(), detail)
    result = SimpleNamespace(failure=failure, spec=spec, original=spec, signature=signature)
    path = folder / "repro.py"
    path.write_text(scripts.script(result))
    run = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=300, cwd=folder)
    assert run.returncode == 0, run.stderr[-2000:]
    return run


def test_a_reproducer_builds_the_geometry_its_kernel_takes(tmp_path):
    """A kernel with a handle argument (a volume here) gets a standalone script that builds it."""
    import kernels

    spec = kernels.generate("geometry", 0, "medium")
    assert any(a.kind == "handle" for a in spec.args)
    run = run_reproducer(spec, "the float64 copy does not build", "float64: wp.volume_lookup", tmp_path)
    assert "outputs:" in run.stdout


def test_a_reproducer_runs_the_variant_the_goldens_record(tmp_path):
    """A tile kernel's standalone script launches it tiled, in blocks of the module's size on the CPU
    too, and prints the outputs validation's run of the same inputs gives (Warp's default would run
    each CPU block as one thread: another variant, other outputs)."""
    import ast

    import numpy as np

    import kernels
    from harness import warp_api
    from harness.validate import runtime

    spec = kernels.generate("tile", 17, "medium")
    run = run_reproducer(spec, "float32 and float64 differ", "float64: wp.tile_fft", tmp_path)
    printed = ast.literal_eval(next(line for line in run.stdout.splitlines() if line.startswith("outputs:"))[8:])

    loaded = cases.Loaded(spec)
    try:
        with runtime.recorded_blocks():
            host = runtime.draw_inputs(spec, loaded.kernel)
            outputs = runtime.run(loaded.kernel, spec, host, warp_api.module_block_dim(loaded.kernel)).outputs
    finally:
        loaded.close()
    arrays = [outputs.get(h.spec.name, h.value) for h in host if h.is_array]
    assert len(printed) == len(arrays)
    for got, want in zip(printed, arrays, strict=True):
        assert np.array_equal(np.asarray(got, dtype=np.asarray(want).dtype), want)


def test_an_early_return_in_a_dynamic_loop_is_explained_by_unrolling():
    """The adjoint does not replay a dynamic loop, so it misses a return inside one; with the loop made
    static the gradient matches, which confirms the documented limitation."""
    from harness.validate import gradcheck

    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(c: wp.array(dtype=float), x: wp.array(dtype=float), "
        "out: wp.array(dtype=float)):\n    i = wp.tid()\n    for j in range(0, 0 + 3, 3):\n"
        "        if c[i] > 0.0:\n            return\n    out[i] = x[i]\n"
    )
    assert gradcheck.dynamic_loop_returns(source) and not gradcheck.dynamic_loop_mutations(source)
    assert not gradcheck.dynamic_loop_returns(source.replace("range(0, 0 + 3, 3)", "range(1)"))
    spec = cases.spec_from_source(source, dim=4)
    assert checks.gradcheck(spec) is not None
    assert "with the loop made static its adjoint matches" in naming.explain("gradcheck: wp.iter_next", spec)


def test_a_gradient_that_fails_with_every_loop_static_is_not_blamed_on_the_loop():
    source = MOD.replace(
        "    out[i] = wp.mod(x[i] * 3.0, y[i])\n",
        "    v = x[i]\n    for j in range(0, 0 + 2):\n        v = v + 0.1\n    out[i] = wp.mod(v * 3.0, y[i])\n",
    )
    from harness.validate import gradcheck

    assert gradcheck.dynamic_loop_mutations(source) == ["v"]
    spec = cases.spec_from_source(source, dim=2)
    assert checks.gradcheck(spec) is not None  # wp.mod's adjoint drops d/dy, loop or no loop
    assert "Dynamic Loops" not in naming.explain("gradcheck: wp.mod", spec)


# --------------------------------------------------------------------------- equivalence and option oracles

VECTORS = (
    "import warp as wp\n\n@wp.func\ndef twice(a: float) -> float:\n    b = a * 2.0\n    return b + 1.0\n\n"
    "@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n    i = wp.tid()\n"
    "    v = wp.vec3(x[i], 2.0, 3.0)\n    w = wp.vec3(1.0, x[i], 0.5)\n    s = wp.dot(v, w)\n    s += v.x\n"
    "    u = v + w\n    t = twice(s)\n    for j in range(2):\n        t = t + u.y\n    out[i] = t\n"
)


def test_each_rewrite_changes_only_what_it_names_or_does_not_apply():
    from harness.hunt import variants

    source = VECTORS.replace("range(2)", "range(2)")
    plain = variants.plain_assignments(source)
    assert "s = s + v.x" in plain and "+=" not in plain
    assert "v[0]" in variants.subscripts(source) and ".x" not in variants.subscripts(source).split("@wp.kernel")[1]
    inlined = variants.inlined(source)
    assert "twice(" not in inlined.split("@wp.kernel")[1] and "s * 2.0 + 1.0" in inlined
    spelt = variants.per_component(source)
    assert "wp.dot" not in spelt and "v[0] * w[0] + v[1] * w[1] + v[2] * w[2]" in spelt
    assert "wp.vec3(v[0] + w[0], v[1] + w[1], v[2] + w[2])" in spelt
    joined = variants.tuple_assignments(source)
    assert "v, w = (wp.vec3(x[i], 2.0, 3.0), wp.vec3(1.0, x[i], 0.5))" in joined
    assert variants.tuple_assignments("import warp as wp\n\n@wp.kernel\ndef k():\n    a = 1.0\n    b = a\n") is None
    assert variants.tuple_assignments("import warp as wp\n\n@wp.kernel\ndef k():\n    a, b = 1.0, 2.0\n") == (
        "import warp as wp\n\n@wp.kernel\ndef k():\n    a = 1.0\n    b = 2.0\n"
    )
    # an array element's `+=` is an atomic update: never rewritten
    assert variants.plain_assignments(PLAIN.replace("out[i] = wp.sin(x[i]) * 3.0", "out[i] += x[i]")) is None
    assert variants.static_loops(PLAIN) is None


@pytest.mark.parametrize("check", ["eq-augmented", "eq-subscript", "eq-inline", "eq-components", "opt-forward"])
def test_an_equivalent_variant_passes(check):
    spec = cases.spec_from_source(VECTORS.replace("range(2)", "range(2)"), dim=2)
    assert checks.run_check(check, spec) is None


def test_an_oracle_that_does_not_apply_does_not_judge():
    with pytest.raises(checks.Invalid, match="does not apply"):
        checks.run_check("eq-inline", cases.spec_from_source(PLAIN, dim=2))


def test_the_tuple_oracle_leaves_the_registered_tuple_bug_to_the_sweep_and_finds_it_in_a_tuple():
    """`v = x[i]; w = 2.0` joined into `v, w = x[i], 2.0` would bind an array reference (the registered
    warp-tuple-assign-no-copy): not joined. Split, a tuple assignment that meets the bug differs."""
    from harness.hunt import variants

    source = PLAIN.replace(
        "    out[i] = wp.sin(x[i]) * 3.0\n", "    v = x[i]\n    w = 2.0\n    v = v + w\n    out[i] = v\n"
    ).replace("wp.array(dtype=float)", "wp.array[float]")
    assert variants.tuple_assignments(source) is None
    joined = source.replace("    w = 2.0\n", "    w = 2.0\n    a = wp.sin(w)\n    b = w * 3.0\n")
    assert "a, b = (wp.sin(w), w * 3.0)" in variants.tuple_assignments(joined)
    assert checks.run_check("eq-tuple", cases.spec_from_source(joined, dim=2)) is None
    # a, b = x[i], 2.0; x[i] = 9.0 leaves a == 9 (the silently wrong value); split, a keeps x[i]
    alias = PLAIN.replace("out[i] = wp.sin(x[i]) * 3.0", "v, w = x[i], 2.0\n    x[i] = 9.0\n    out[i] = v + w")
    spec = cases.spec_from_source(alias, dim=2)
    failure = checks.run_check("eq-tuple", spec)
    assert failure is not None and failure.key == frozenset({"output:out"})
    assert signatures.known(spec, None, "eq-tuple") == ["warp-tuple-assign-no-copy"]


def test_a_gradient_difference_from_a_dynamic_loop_is_the_documented_limitation():
    """With max_unroll=0 Warp keeps `for j in range(3)` dynamic, and a dynamic loop that mutates a float
    variable is not replayed in the adjoint: documented, so classified as that limitation."""
    source = PLAIN.replace(
        "    out[i] = wp.sin(x[i]) * 3.0\n",
        "    v = x[i]\n    for j in range(3):\n        v = v * x[i]\n    out[i] = v\n",
    )
    spec = cases.spec_from_source(source, dim=2)
    failure = checks.run_check("opt-unroll", spec)
    assert failure is not None and failure.data["limitation"] == signatures.DYNAMIC_LOOPS
    sig = signatures.signature("opt-unroll", spec, failure)
    assert sig.endswith(signatures.DYNAMIC_LOOPS) and "dynamic loops" in signatures.explanation(sig)
    assert checks.run_check("opt-debug", spec) is None


def test_the_debug_oracle_compares_outputs_where_the_debug_backward_would_abort():
    """A kernel that reads an array's shape: its debug build's backward aborts the process
    (warp-array-shape-adjoint), so opt-debug compares its outputs alone and the worker lives."""
    source = PLAIN.replace("out[i] = wp.sin(x[i]) * 3.0", "v = x[i]\n    out[i] = v * float(x.shape[0])")
    spec = cases.spec_from_source(source, dim=2)
    assert checks.run_check("opt-debug", spec) is None
    assert "warp-array-shape-adjoint" in signatures.known(spec, None, "opt-debug")
    assert "warp-array-shape-adjoint" not in signatures.known(spec, None, "gradcheck")


def test_the_default_hunt_runs_every_oracle_one_kernel_at_a_time():
    from harness.hunt import oracles

    specs = [None] * (2 * len(oracles.ORACLES) + 1)
    names, plan = hunt.schedule(specs, ["gradcheck", "codegen"], "rotate")
    assert names == ["gradcheck", "codegen", *oracles.ORACLES]
    assert all(p[:2] == ["gradcheck", "codegen"] and len(p) == 3 for p in plan)
    assert {p[2] for p in plan} == set(oracles.ORACLES)  # each oracle runs, on about one kernel in nine
    assert hunt.schedule(specs, ["codegen"], "none") == (["codegen"], [["codegen"]] * len(specs))
    names, plan = hunt.schedule(specs, ["codegen"], "all")
    assert all(p == names for p in plan) and len(names) == 1 + len(oracles.ORACLES)
    # An oracle named in CHECKS runs on every kernel; the others still rotate.
    names, plan = hunt.schedule(specs, ["eq-tuple"], "rotate")
    assert all(p[0] == "eq-tuple" and len(p) == 2 and p[1] != "eq-tuple" for p in plan)


def test_make_hunt_from_a_folder_of_cases_runs_the_checks_that_need_no_inputs(tmp_path):
    """make hunt FROM=<make harvest OUT>: the cases of a folder instead of generated kernels."""
    import shutil

    from harness.validate import gpu

    for case_id in ("math-000001", "vector-000001"):
        folder = tmp_path / "cases" / case_id.rsplit("-", 1)[0]
        folder.mkdir(parents=True, exist_ok=True)
        for path in gpu.golden_path(case_id).parent.glob(f"{case_id}.*"):
            shutil.copy(path, folder)
    assert [s.case_id for s in hunt.specs_from(tmp_path)] == ["math-000001", "vector-000001"]
    summary = hunt.hunt([], 0, ["codegen"], tmp_path / "out", jobs=1, log=lambda _m: None, cases_root=tmp_path)
    assert summary["kernels"] == 2 and summary["per_check"]["codegen"] == {"runs": 2, "judged": 2, "failures": 0}
    assert hunt.main(["--from", str(tmp_path / "none"), "--out", str(tmp_path / "x")]) == 2  # no such folder


def test_a_generic_kernel_with_the_one_overload_its_source_declares_is_checked_as_that_overload():
    source = (
        "from typing import Any\nimport warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=Any), out: wp.array(dtype=Any)):\n"
        "    i = wp.tid()\n    out[i] = x[i] * x[i]\n\n"
        "wp.overload(k, [wp.array(dtype=wp.float32), wp.array(dtype=wp.float32)])\n"
    )
    spec = cases.spec_from_source(source, case_id="harvested-000000000001")
    assert checks.run_check("codegen", spec) is None  # a generic kernel itself has no code: its overload does


# The sweep's probe of each construct the generator never writes, the check it fails and the registered bug its
# signature names (Warp 1.19.0).
CONSTRUCT_PROBES = {
    "slice_then_index": ("reference", "warp-chained-slice-subscript"),
    "vector_not_equal": ("cubin", "warp-composite-not-equal"),
    "call_result_subscript": ("codegen", "warp-call-result-subscript"),
    "tuple_negative_index": ("cubin", "warp-tuple-negative-index"),
    "vector_unpack": ("codegen", "warp-vector-unpack"),
    "while_else": ("reference", "warp-loop-else-dropped"),
    "for_break_sum": ("gradcheck", "warp-loop-break-adjoint"),
    "struct_field_component": ("gradcheck", "warp-struct-field-component-store"),
    "struct_transform_field": ("codegen", "warp-struct-field-component-store"),
    "func_replay_annotated": ("codegen", "warp-func-replay-return-annotation"),
}


@pytest.mark.parametrize("name", list(CONSTRUCT_PROBES))
def test_each_construct_probe_fails_its_check_and_its_signature_names_the_registered_bug(name):
    """The hunt's reduction keeps a construct's probe as it is (it is its own reproducer), so the registry's
    detector reads the construct as a user writes it."""
    from harness.hunt import reduce, sweep

    check, bug = CONSTRUCT_PROBES[name]
    probe = sweep.BY_NAME[name]
    spec = sweep.spec(probe)
    assert probe.minimal and check in sweep.checks_for(spec, list(checks.CHECKS))
    result = reduce.reduce(spec, check, max_tests=50)
    assert result.failure.check == check and result.tests == 0, result.failure.detail
    assert ast.dump(ast.parse(result.spec.source)) == ast.dump(ast.parse(spec.source))
    assert bug in signatures.known(result.spec, None, check), result.signature


REPLAY = (
    "import warp as wp\n\n\n@wp.func\ndef twice(a: float) -> float:\n    return a * 2.0\n\n\n"
    "@wp.func_replay({forward})\ndef replay_twice(a: float){annotation}:\n    return a * 2.0\n\n\n"
    "@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n    i = wp.tid()\n"
    "    out[i] = twice(x[i])\n"
)


def test_codegen_fails_where_warp_refuses_a_modules_definition_and_not_on_the_candidates_own_error():
    """A decorator of Warp's that raises while the module runs (wp.func_replay refusing the documented form) is
    Warp refusing a valid program; a name the candidate lacks is the candidate's own error: Invalid."""
    from harness.hunt import reduce, scripts

    refused = cases.spec_from_source(REPLAY.format(annotation=" -> float", forward="twice"), dim=2)
    failure = checks.codegen(refused)
    assert failure is not None and "Could not find forward definition of function twice" in failure.detail
    assert checks.codegen(cases.spec_from_source(REPLAY.format(annotation="", forward="twice"), dim=2)) is None
    with pytest.raises(checks.Invalid):  # a replay of a function the module does not define: Python's NameError
        checks.codegen(cases.spec_from_source(REPLAY.format(annotation="", forward="thrice"), dim=2))
    text = scripts.script(reduce.Result(refused, refused, failure, "codegen: replay function", 0, 0.0))
    assert "def replay_twice(a: float) -> float:" in text and "the bug is fixed" in text
    compile(text, "reduced.py", "exec")


def test_each_construct_probe_has_a_signature_of_its_own():
    """The report groups failures by signature: each construct's probe names its construct, so no two entries'
    probes share a row (`x, y, z = v` is not the tuple assignment of `u, v = a[i], b[i]`)."""
    from harness.hunt import sweep

    found = {
        name: signatures.signature(check, sweep.spec(sweep.BY_NAME[name]))
        for name, (check, _) in CONSTRUCT_PROBES.items()
    }
    assert len(set(found.values())) == len(found) and not any("arithmetic only" in s for s in found.values()), found
    assert (
        signatures.signature("codegen", sweep.spec(sweep.BY_NAME["tuple_assign_array"])) == "codegen: tuple assignment"
    )


# --------------------------------------------------------------------------- signatures analysed by hand
# The seven signatures the committed report (docs/records/hunt) left "not in the registry": docs/hunting.md.

HASH_GRID = """from typing import Any
import warp as wp

@wp.kernel
def geometry_000003_t(element_velocities: wp.array[Any], element_directions: wp.array[Any], pts: wp.array[Any], grid: wp.uint64, volume: wp.uint64, element_gradients: wp.array[Any]):
    tid = wp.tid()
    v2 = pts[tid]
    pq4 = v2
    g5 = float(0.0)
    for nb3 in wp.hash_grid_query(grid, pq4, 0.5):
        d3 = pts[nb3] - pq4
        if wp.length(d3) < 0.5:
            g5 += 0.5
    pq10 = pq4
    v12 = pq10 * g5
    element_gradients[tid] = v12
geometry_000003 = wp.overload(geometry_000003_t, {'element_velocities': wp.array[wp.vec3], 'element_directions': wp.array[wp.vec3], 'pts': wp.array[wp.vec3], 'element_gradients': wp.array[wp.vec3]})
"""  # the reduced kernel as the hunt wrote it


def test_naming_runs_the_smallest_kernel_with_the_geometry_it_was_reduced_with():
    """Read from its source alone, a kernel's hash grid argument was a small integer, which the naming's
    gradient check handed to the launch: the worker died of SIGSEGV and geometry-000001's and -000003's
    signatures stayed unexplained. The reduction's spec travels with the smallest kernel now."""
    spec = cases.with_source(cases.load_spec("geometry-000003"), HASH_GRID)
    assert "grid" in spec.extra["handles"] and "handles" not in cases.spec_from_source(HASH_GRID).extra
    smallest = {"case": "geometry-000003", "lines": 11, "source": HASH_GRID, "detail": "", "path": "", "known": []}
    assert naming.smallest_spec({**smallest, "spec": spec.to_json()}) == spec
    # a report written before the spec was kept: the generated case's, with the reduced source
    assert naming.smallest_spec(smallest).extra == spec.extra
    assert naming.smallest_spec({**smallest, "case": "harvested-0"}).extra == {}
    group = {"signature": "gradcheck: wp.hash_grid_query, wp.iter_next, wp.length", "cases": ["geometry-000003"]}
    group.update(known=[], smallest={**smallest, "spec": spec.to_json()})
    hunt.name_or_explain({"signatures": [group]})
    assert "naming_error" not in group, group.get("naming_error")
    assert "'Dynamic Loops'" in group["explained"] and "g5" in group["explained"], group["explained"]


TRANSPOSED_F64 = """import warp as wp
wp.set_module_options({'block_dim': 32, 'enable_mathdx_gemm': False})

@wp.func
def tmap(a: wp.float64) -> wp.float64:
    return wp.atan2(1.0, a)

@wp.kernel
def k(x: wp.array2d(dtype=wp.float64), acc: wp.array(dtype=wp.float64)):
    i = wp.tid()
    t = wp.tile_load(x, shape=(4, 8), storage='shared')
    u = wp.tile_map(tmap, t)
    tt = wp.tile_transpose(t)
    wp.tile_atomic_add(acc, wp.tile_sum(tt) + wp.tile_sum(u), offset=0)
"""


def test_a_gradient_check_is_named_on_the_float64_copy_it_differentiates():
    """tile-000004's reduced source mixes a float32 literal with float64 (`wp.atan2(1.0, a)`): Warp refuses it as
    written, and gradcheck differentiates its float64 copy, where warp-tile-transpose-adjoint is (the adjoint
    of the map after the transpose's reads the tile as t + t: AD 8.404 = the atan2 term at 2x, FD 8.071)."""
    from harness import warp_api

    spec = cases.spec_from_source(TRANSPOSED_F64)
    loaded = cases.Loaded(spec)
    try:
        with pytest.raises(Exception, match="Input types must be the same"):
            warp_api.generate_code(loaded.kernel, "cpu", kernel_only=True)
    finally:
        loaded.close()
    assert signatures.known(spec, None, "codegen") == []  # the source as written: no backward to read
    assert signatures.known(spec, None, "gradcheck") == ["warp-tile-transpose-adjoint"]


def test_the_augmented_oracle_builds_its_component_reassignments_as_warp_differentiates_them():
    """`m[2, 0] -= c` written `m[2, 0] = m[2, 0] - c` re-assigns a component, which Warp differentiates only
    with enable_vector_component_overwrites: under the default the variant's gradient was doubled and
    linalg-000013 (whose in-place update is right) failed eq-augmented. The attribute spelling `v.x -= c`,
    the registered warp-component-update-adjoint, now differs from its right variant."""
    import warp as wp

    from harness.hunt import variants

    matrix = PLAIN.replace("dtype=float", "dtype=wp.mat33").replace(
        "    out[i] = wp.sin(x[i]) * 3.0\n", "    m = x[i]\n    m[2, 0] -= 1.83\n    out[i] = m\n"
    )
    assert variants.component_rewrites(matrix) and "m[2, 0] = m[2, 0] - 1.83" in variants.plain_assignments(matrix)
    scalar = PLAIN.replace("out[i] = wp.sin(x[i]) * 3.0", "s = x[i]\n    s -= 1.0\n    out[i] = s")
    assert variants.plain_assignments(scalar) is not None and not variants.component_rewrites(scalar)
    assert checks.run_check("eq-augmented", cases.spec_from_source(matrix, dim=2)) is None
    attribute = matrix.replace("wp.mat33", "wp.vec3").replace("m[2, 0] -= 1.83", "m.x -= 1.0")
    spec = cases.spec_from_source(attribute, dim=2)
    failure = checks.run_check("eq-augmented", spec)
    assert failure is not None and failure.key == frozenset({"gradient:x"}), failure
    assert signatures.known(spec, None, "eq-augmented") == ["warp-component-update-adjoint"]
    assert wp.config.enable_vector_component_overwrites is False  # restored


SINE_OF_A_LARGE_ARGUMENT = """import warp as wp

@wp.kernel
def k(x: wp.array(dtype=wp.vec3), arg: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v1 = float(tid)
    v2 = wp.dot(x[tid] * (v1 * v1), wp.vec3(v1, 1.0, 1.0))
    arg[tid] = v2
    out[tid] = wp.sin(v2)
"""


def test_the_float64_difference_of_a_sine_of_a_large_argument_is_its_arguments_rounding():
    """combined-000003 (float64: wp.dot, wp.sin, wp.vector): at tid 13 the argument is -2077.26, where float32
    values are 2.4e-4 apart. Warp's float32 sin is right for its float32 argument; the float32 argument is
    what moves the sine by more than the float64 check's 1e-4."""
    import numpy as np
    import warp as wp

    x = np.zeros((14, 3), dtype=np.float32)
    x[13] = (-0.7964879274368286, -0.4678939878940582, -1.4692656993865967)  # the reduced kernel's inputs
    loaded = cases.Loaded(cases.spec_from_source(SINE_OF_A_LARGE_ARGUMENT))
    try:
        xs = wp.array(x, dtype=wp.vec3, device="cpu")
        arg, out = (wp.zeros(14, dtype=float, device="cpu") for _ in range(2))
        wp.launch(loaded.kernel, dim=14, inputs=[xs, arg, out], device="cpu")
        arg32, sin32 = float(arg.numpy()[13]), float(out.numpy()[13])
    finally:
        loaded.close()
    exact = float(np.dot(x[13].astype(np.float64) * 169.0, [13.0, 1.0, 1.0]))
    assert abs(np.spacing(np.float32(arg32))) > 2e-4 and abs(arg32 - exact) > 1e-4
    assert abs(sin32 - np.sin(arg32)) <= abs(np.spacing(np.float32(sin32)))  # sin of its argument: right
    assert abs(sin32 - np.sin(exact)) > 1e-4  # the argument's rounding alone exceeds the tolerance
    signature = "float64: wp.dot, wp.sin, wp.vector"
    assert signatures.explanation(signature) == signatures.EXAMINED[signature]
    assert signatures.explanation("float64: wp.dot, wp.sin, wp.tan, wp.vector") == ""  # that signature only


RAY = """import warp as wp

@wp.kernel(enable_backward=False)
def k(p: wp.array(dtype=wp.vec3), bvh: wp.uint64):
    tid = wp.tid()
    b = int(0)
    q = wp.bvh_query_ray(bvh, p[tid], wp.vec3(0.0, 0.0, 1.0))
    while wp.bvh_query_next(q, b):
        pass
"""


@pytest.mark.slow
def test_the_bvh_querys_cubin_warning_is_at_the_infinity_warp_emits(tmp_path):
    """geometry-000007 (cubin: wp.bvh_query_ray, ...) warns #222-D at `const wp::float32 var_N = INFINITY;`, the
    default maximum distance Warp emits, which native/crt.h defines for NVRTC as ((float)(DBL_MAX * DBL_MAX)):
    the registered warp-infinity-constant-warning, named from the build's warnings (the kernel has no backward:
    its forward code carries the constant), and not without them."""
    from harness.validate import compile as batches

    loaded = cases.Loaded(cases.spec_from_source(RAY))
    try:
        built = batches.module_cubin(loaded.kernel.module, 90, tmp_path / "m")
    finally:
        loaded.close()
    (warning,) = [w for w in built.warnings if "#222-D" in w]
    lines = built.cu.splitlines()
    assert built.lines[warning] and all(lines[n - 1].strip().endswith("= INFINITY;") for n in built.lines[warning])
    spec = cases.spec_from_source(RAY)
    assert "warp-infinity-constant-warning" in signatures.known(spec, tuple(built.warnings), "cubin")
    assert "warp-infinity-constant-warning" not in signatures.known(spec, None, "cubin")


def test_an_old_reports_kernel_without_geometry_is_named_as_it_was_read_from_its_source():
    # A report written before reductions kept their spec: a kernel with no wp.uint64 argument is named on
    # the spec read from its source, as the report was (control-000012's loop explanation depends on its
    # inputs); only a kernel taking a handle needs its generated case's geometry.
    source = (
        "import warp as wp\n\n@wp.kernel\ndef control_000012(x1: wp.array[float], out1: wp.array[float]):\n"
        "    tid = wp.tid()\n    v1 = x1[tid]\n    for j3 in range(0, 0 + 2, 2):\n"
        "        if tid % 4 % 3 == 0:\n            v1 = v1 + 1.0\n    out1[tid] = wp.log10(v1)\n"
    )
    smallest = {"case": "control-000012", "lines": 6, "source": source, "detail": "", "path": "", "known": []}
    assert naming.smallest_spec(smallest) == cases.spec_from_source(source, case_id="control-000012")
    assert naming.smallest_spec(smallest) != cases.with_source(cases.load_spec("control-000012"), source)
