"""The validation ladder (harness/validate/ladder.py): compiles, runs and gradient checks, and the
failures it must report: a broken kernel isolated by bisection, a wrong adjoint, kinks."""

import ast
import dataclasses
import json
import re
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest
import warp as wp

from harness import faults, warp_api
from harness.generate import snapshot
from harness.generate.extract import extract
from harness.generate.golden import read_case, render
from harness.validate import compile as batches
from harness.validate import copies, gpu, gradcheck
from harness.validate.ladder import (
    STEPS,
    Options,
    parse_archs,
    record_is_current,
    validate_root,
)
from harness.validate.steps import _quiet_warp, validate_cases
from kernels.spec import ArgSpec, KernelSpec

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
# Goldens of these families, the smallest seed of each (the generators evolve; the choice follows):
# smooth math, vectors, atomics, random numbers.
SAMPLE_FAMILIES = ("math", "vector", "atomic", "random")


def smallest(family: str, with_backward: bool = False) -> str:
    """The family's smallest golden; with ``with_backward``, the smallest that keeps its adjoint."""
    paths = SNAPSHOTS.glob(f"{family}/*.cpp")
    if with_backward:
        paths = [p for p in paths if "enable_backward" not in p.with_suffix(".py").read_text()]
    return min(paths, key=lambda p: p.stat().st_size).stem


def golden(case_id: str):
    return read_case(SNAPSHOTS / case_id.rsplit("-", 1)[0] / f"{case_id}.json")


def make_case(
    root: Path,
    name: str,
    body: str,
    args: list[ArgSpec],
    prelude: str = "",
    decorator: str = "@wp.kernel",
    **spec_fields,
):
    """Write a hand-made kernel as a golden case (same files the generators produce) and read it back."""
    case_id = spec_fields.pop("case_id", f"custom-{name}")
    source = f"import warp as wp\n\n{prelude}\n\n{decorator}\ndef {name}({', '.join(f'{a.name}: {_ann(a)}' for a in args)}):\n"
    source += "".join(f"    {line}\n" for line in ["tid = wp.tid()", *body.strip().splitlines()])
    spec = KernelSpec(case_id=case_id, family="custom", seed=0, kernel_name=name, source=source, args=tuple(args),
                      launch_dim=(8,), **spec_fields)  # fmt: skip
    files = render(extract(spec))
    folder = root / "custom"
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, text in files.items():
        (folder / f"{case_id}.{suffix}").write_text(text)
    return read_case(folder / f"{case_id}.json")


def generated_case(root: Path, case_id: str):
    """A generated case beyond the goldens' seeds, written as a golden case (the files `make goldens`
    writes) and read back."""
    import kernels

    spec = kernels.generate(*kernels.parse_case_id(case_id))
    folder = root / spec.family
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, text in render(extract(spec)).items():
        (folder / f"{case_id}.{suffix}").write_text(text)
    return read_case(folder / f"{case_id}.json")


def _ann(a: ArgSpec) -> str:
    dtype = a.dtype if a.dtype in ("float", "int") or a.dtype.startswith("wp.") else f"wp.{a.dtype}"
    return f"wp.array(dtype={dtype})" if a.kind == "array" else dtype


def array(name, role="in", dtype="float"):
    return ArgSpec(name, "array", dtype, (8,), (-2.0, 2.0) if role == "in" else None, role)


@pytest.mark.slow
def test_sample_of_goldens_climbs_every_step_and_an_independent_nvrtc_compile_agrees(tmp_path):
    """Compiled for both targets, run with a reproducible digest; the golden .cu text itself,
    compiled by NVRTC outside the harness's batching, compiles exactly when the validation says
    so, and its kernel PTX is the one the record carries. (The sample keeps its adjoints: a kernel
    built without one declares Warp's shared tile storage in a batch's PTX, which a lone compile of
    its .cu text does not.)"""
    from harness.validate import runtime

    cases = {c.spec.case_id: c for c in (golden(smallest(f, with_backward=True)) for f in SAMPLE_FAMILIES)}
    records = validate_cases(list(cases.values()), Options(ptx=True))
    random_case = next(c for c in cases if c.startswith("random-"))
    assert gradcheck.generator_reasons(cases[random_case].spec)[1], "the random golden's draws are checked"
    for case_id, r in records.items():
        case = cases[case_id]
        assert not set(r["failed_steps"]) & {"load", "compile_cpu", "fidelity", "compile_cubin", "compile_ptx"}, (
            case_id,
            r["findings"],
        )
        assert r["compiled_cpu"] and r["compiled_cubin"] and r["compiled_ptx"] and r["ptx_arch"] == "sm_90", case_id
        assert isinstance(r["known_issues"], list) and r["stable"] in (True, False, None)
        if r["ran_cpu"]:
            assert re.fullmatch(r"[0-9a-f]{64}", r["output_digest"])
        assert r["gradcheck"] in ("pass", "fail", "n/a", "known_bug", "limitation") and r["gradcheck_reason"]
        stand, handled = gradcheck.generator_reasons(case.spec)
        if stand:
            assert r["gradcheck"] == "n/a" and "; ".join(stand) in r["gradcheck_reason"]
        elif handled:  # random draws at a fixed seed are constants: checked, and the record says so
            assert r["gradcheck"] == "pass" and all(h in r["gradcheck_reason"] for h in handled), r

        cu = tmp_path / f"{case_id}.cu"
        cu.write_text(case.modules["cuda"])
        warp_api.nvrtc_compile(str(cu), 90, str(tmp_path / f"{case_id}.ptx"))
        mangled = case.meta["sections"]["cuda"]["mangled_name"]
        independent = batches.kernel_ptx((tmp_path / f"{case_id}.ptx").read_text(), mangled)
        assert f".entry {mangled}_cuda_kernel_forward(" in independent
        assert independent == r["ptx"], case_id

    # Same inputs every run: the kernel loaded again, in another module, gives the same digest.
    case_id = next(c for c, r in records.items() if r["ran_cpu"])
    with gpu.loaded(cases[case_id]) as k:
        host = runtime.draw_inputs(cases[case_id].spec, k.kernel)
        assert runtime.run(k.kernel, cases[case_id].spec, host, k.block_dim).digest == records[case_id]["output_digest"]


@pytest.mark.slow
def test_profile_validates_in_process_and_saves_stats_naming_warps_compilers(tmp_path, capsys):
    """`python -m harness.validate CASES --profile FILE`: the README's validation profile."""
    import pstats
    import shutil

    from harness.validate import ladder

    case_id = smallest("arithmetic")
    root = tmp_path / "cases" / "arithmetic"
    root.mkdir(parents=True)
    for path in (SNAPSHOTS / "arithmetic").glob(f"{case_id}.*"):
        shutil.copy(path, root / path.name)
    stats_path = tmp_path / "v.prof"
    assert ladder.main([str(tmp_path / "cases"), "--profile", str(stats_path)]) == 0
    printed = capsys.readouterr().out
    assert "profile: 1 case(s) validated in this process" in printed and "tottime" in printed, printed
    functions = {name for _file, _line, name in pstats.Stats(str(stats_path)).stats}
    assert {"build_cpu", "build_cuda", "validate_cases"} <= functions
    with pytest.raises(SystemExit) as exit_info:
        ladder.main([str(tmp_path / "cases")])  # neither --out nor --profile
    assert exit_info.value.code == 2


@pytest.mark.slow
def test_one_broken_kernel_is_isolated_by_bisection_and_the_others_pass(tmp_path):
    prelude = '@wp.func_native(snippet="return this_is_not_cpp(x);")\ndef broken(x: float) -> float: ...'
    good = [
        make_case(tmp_path, f"good{i}", f"out[tid] = wp.sin(x[tid]) * {i + 1}.0", [array("x"), array("out", "out")])
        for i in range(2)
    ]
    bad = make_case(tmp_path, "bad", "out[tid] = broken(x[tid])", [array("x"), array("out", "out")], prelude=prelude)
    records = validate_cases([good[0], bad, *good[1:]], Options())
    bad_record = records["custom-bad"]
    assert set(bad_record["failed_steps"]) == {"compile_cpu", "compile_cubin", "compile_ptx"}
    messages = {f["step"]: f["message"] for f in bad_record["findings"]}
    for step in ("compile_cpu", "compile_cubin", "compile_ptx"):  # the compilers' own diagnostics, both targets
        assert "this_is_not_cpp" in messages[step], step
    assert not bad_record["compiled_cpu"] and not bad_record["compiled_cubin"] and not bad_record["compiled_ptx"]
    assert not bad_record["ran_cpu"]
    for case in good:
        r = records[case.spec.case_id]
        assert r["failed_steps"] == [] and r["compiled_cpu"] and r["compiled_cubin"] and r["compiled_ptx"], r
        assert r["gradcheck"] == "pass" and r["stable"] is True and r["stability_max_error"] < 1e-6, r


@pytest.mark.slow
def test_a_source_that_fails_to_load_is_a_finding_and_its_batch_validates(tmp_path):
    """A recorded source that raises while it is executed (after defining a helper) fails the
    load step with Python's message; the cases loaded beside it climb every step."""
    cases = [
        make_case(tmp_path, f"fine{i}", f"out[tid] = wp.cos(x[tid]) * {i + 2}.0", [array("x"), array("out", "out")])
        for i in range(3)
    ]
    broken = cases[1]
    source = broken.spec.source.replace(
        "@wp.kernel",
        '@wp.func\ndef left_behind(x: float):\n    return x\n\n\nraise RuntimeError("refused at import")\n\n\n@wp.kernel',
    )
    cases[1] = dataclasses.replace(broken, spec=dataclasses.replace(broken.spec, source=source))
    records = validate_cases(cases, Options())
    assert records["custom-fine1"]["failed_steps"] == ["load"], records["custom-fine1"]
    message = next(f["message"] for f in records["custom-fine1"]["findings"] if f["step"] == "load")
    assert message == "RuntimeError: refused at import"
    for case_id in ("custom-fine0", "custom-fine2"):
        r = records[case_id]
        assert r["failed_steps"] == [] and r["compiled_cpu"] and r["compiled_cubin"] and r["ran_cpu"], r
        assert r["gradcheck"] == "pass", r


@pytest.mark.slow
def test_gradcheck_fails_a_wrong_adjoint_and_passes_the_right_one(tmp_path):
    def square_with_grad(factor: str) -> str:
        return (
            "@wp.func\ndef square(x: float):\n    return x * x\n\n\n"
            "@wp.func_grad(square)\ndef adj_square(x: float, adj_ret: float):\n"
            f"    wp.adjoint[x] += adj_ret * {factor} * x\n"
        )

    args = [array("x"), array("out", "out")]
    wrong = make_case(tmp_path, "wrong", "out[tid] = square(x[tid]) + x[tid]", args, prelude=square_with_grad("3.0"))
    right = make_case(tmp_path, "right", "out[tid] = square(x[tid]) + x[tid]", args, prelude=square_with_grad("2.0"))
    records = validate_cases([wrong, right], Options())
    w, r = records["custom-wrong"], records["custom-right"]
    assert w["gradcheck"] == "fail" and w["failed_steps"] == ["gradcheck"], w
    assert w["gradcheck_max_error"] > 0.1 and "AD" in w["gradcheck_reason"] and "float64" in w["gradcheck_reason"]
    assert r["gradcheck"] == "pass" and r["failed_steps"] == [] and r["gradcheck_max_error"] < 1e-6, r


@pytest.mark.slow
def test_a_float16_kernels_gradient_is_checked_on_its_float64_copy(tmp_path):
    """Float16 finite differences cannot resolve an adjoint; the float64 copy (the same program widened)
    can: a wrong custom adjoint fails there, the right one passes, and the reason says where it was checked."""

    def square_with_grad(factor: str) -> str:
        return (
            "@wp.func\ndef square(x: wp.float16):\n    return x * x\n\n\n"
            "@wp.func_grad(square)\ndef adj_square(x: wp.float16, adj_ret: wp.float16):\n"
            f"    wp.adjoint[x] += adj_ret * wp.float16({factor}) * x\n"
        )

    args = [
        ArgSpec("x", "array", "float16", (8,), (-2.0, 2.0), "in"),
        ArgSpec("out", "array", "float16", (8,), None, "out"),
    ]
    body = "out[tid] = square(x[tid]) + wp.sin(x[tid])"
    wrong = make_case(tmp_path, "wrong16", body, args, prelude=square_with_grad("3.0"),
                      gradcheck_na="float16 values: too coarse for finite differences")  # fmt: skip
    right = make_case(tmp_path, "right16", body, args, prelude=square_with_grad("2.0"),
                      gradcheck_na="float16 values: too coarse for finite differences")  # fmt: skip
    assert gradcheck.is_float16(right.spec.source) and not gradcheck.generator_reasons(right.spec)[0]
    records = validate_cases([wrong, right], Options(archs=()))
    w, r = records["custom-wrong16"], records["custom-right16"]
    assert w["gradcheck"] == "fail" and w["failed_steps"] == ["gradcheck"], w
    assert r["gradcheck"] == "pass" and r["failed_steps"] == [] and r["gradcheck_max_error"] < 1e-6, r
    for record in (w, r):
        assert "(float64," in record["gradcheck_reason"]
        assert "float16 kernel: checked on its float64 copy" in record["gradcheck_reason"], record


@pytest.mark.slow
def test_a_kernel_built_without_an_adjoint_is_checked_on_its_copy_built_with_one(tmp_path):
    """A kernel (or module) built with enable_backward=False has no backward code, but Warp's adjoint of
    the same program can be checked: on the float64 copy built with the adjoint. A wrong custom adjoint
    fails there, the right one passes, and the reason says where it was checked."""

    def square_with_grad(factor: str, module_option: bool) -> str:
        return (
            ('wp.set_module_options({"enable_backward": False})\n\n\n' if module_option else "")
            + "@wp.func\ndef square(x: float):\n    return x * x\n\n\n"
            "@wp.func_grad(square)\ndef adj_square(x: float, adj_ret: float):\n"
            f"    wp.adjoint[x] += adj_ret * {factor} * x\n"
        )

    args = [array("x"), array("out", "out")]
    body = "out[tid] = square(x[tid]) + wp.sin(x[tid])"
    cases = [
        make_case(tmp_path, "wrong_module", body, args, prelude=square_with_grad("3.0", True)),
        make_case(tmp_path, "right_module", body, args, prelude=square_with_grad("2.0", True)),
        make_case(
            tmp_path,
            "wrong_kernel",
            body,
            args,
            prelude=square_with_grad("3.0", False),
            decorator="@wp.kernel(enable_backward=False)",
        ),
        make_case(
            tmp_path,
            "right_kernel",
            body,
            args,
            prelude=square_with_grad("2.0", False),
            decorator="@wp.kernel(enable_backward=False)",
        ),
    ]
    for case in cases:
        assert not case.piece("cpu", "backward"), case.spec.case_id  # the row has no backward code
    records = validate_cases(cases, Options(archs=()))
    for name in ("wrong_module", "wrong_kernel"):
        assert records[f"custom-{name}"]["gradcheck"] == "fail", records[f"custom-{name}"]
    for name in ("right_module", "right_kernel"):
        r = records[f"custom-{name}"]
        assert r["gradcheck"] == "pass" and r["failed_steps"] == [] and r["gradcheck_max_error"] < 1e-6, r
        assert r["stable"] is not None
    for record in records.values():
        assert "(float64," in record["gradcheck_reason"] and gradcheck.ON_ADJOINT_COPY in record["gradcheck_reason"]


def test_an_in_place_kernel_is_checked_on_its_copy_with_reads_and_writes_split(tmp_path):
    """Warp's adjoint of ``x[i] = f(x[i])`` is not the update's derivative (documented): the check runs
    on the copy that reads x and writes x_out, once that copy computes the kernel's outputs; a pass
    there is the documented limitation, confirmed. Where a thread reads what another wrote, the copy
    computes something else and the kernel stays n/a with that reason."""
    x = ArgSpec("x", "array", "float", (8,), (-2.0, 2.0), "inout")
    args = [x, array("y")]
    update = make_case(tmp_path, "update", "x[tid] = x[tid] * x[tid] + wp.sin(y[tid])", args)
    shifted = make_case(tmp_path, "shifted", "x[tid] = x[(tid + 1) % 8] + y[tid]", args)
    records = validate_cases([update, shifted], Options(archs=()))
    r = records["custom-update"]
    assert r["gradcheck"] == "limitation" and r["failed_steps"] == [], r
    assert "confirmed by a rewrite" in r["gradcheck_reason"] and "Array Overwrites" in r["gradcheck_reason"], r
    assert "split into two arrays (float64)" in r["gradcheck_reason"], r
    r = records["custom-shifted"]
    assert r["gradcheck"] == "n/a" and r["gradcheck_reason"].startswith(gradcheck.IN_PLACE), r
    assert "computes other outputs than the kernel" in r["gradcheck_reason"], r


def test_a_slot_a_helpers_atomic_counter_hands_out_is_the_registered_limitation_confirmed(tmp_path):
    """warp-atomic-result-adjoint: the backward replays the helper's ``wp.atomic_add`` from the counter the
    forward left, so the adjoint reads other slots. Zeroing the integer outputs before the backward (as
    before the forward) makes the replay hand out the forward's slots: the copy passes, the limitation is
    confirmed. (With the atomic in the kernel itself the backward reads the slot unset: what it reads is
    undefined, so no test can assert the gradient that gives.)"""
    take = "@wp.func\ndef take(count: wp.array(dtype=int)) -> int:\n    return wp.atomic_add(count, 0, 1)\n"
    args = [array("x"), array("count", "out", "int"), array("y", "out")]
    store = "if slot >= 0 and slot < 8:\n    y[slot] = x[tid] * 2.0"
    helper = make_case(tmp_path, "helper", "slot = take(count)\n" + store, args, prelude=take)
    records = validate_cases([helper], Options(archs=()))
    r = records["custom-helper"]
    assert r["gradcheck"] == "limitation" and r["failed_steps"] == [], r
    assert "confirmed by a rewrite" in r["gradcheck_reason"] and "zeroed before the backward" in r["gradcheck_reason"]
    assert "warp-atomic-result-adjoint" in r["known_issues"], r


def test_a_kernel_without_an_adjoint_whose_float64_copy_does_not_build_is_checked_in_float32(tmp_path, monkeypatch):
    """The copy built with the adjoint is the float32 original then (float32 tolerances), and a pass
    there is still a pass on the adjoint copy; a wrong adjoint still fails there."""

    def no_float64_copy(source: str) -> str:
        return source + "\nraise RuntimeError('this float64 copy does not define')\n"

    from harness.validate import rewrite

    monkeypatch.setattr(rewrite, "to_float64_with_adjoint", no_float64_copy)
    monkeypatch.setattr(rewrite, "to_float64_converting", no_float64_copy)
    prelude = (
        "@wp.func\ndef square(x: float):\n    return x * x\n\n\n"
        "@wp.func_grad(square)\ndef adj_square(x: float, adj_ret: float):\n    wp.adjoint[x] += adj_ret * {} * x\n"
    )
    args, body = [array("x"), array("out", "out")], "out[tid] = square(x[tid]) + wp.sin(x[tid])"
    decorator = "@wp.kernel(enable_backward=False)"
    right = make_case(tmp_path, "right32", body, args, prelude=prelude.format("2.0"), decorator=decorator)
    wrong = make_case(tmp_path, "wrong32", body, args, prelude=prelude.format("3.0"), decorator=decorator)
    records = validate_cases([right, wrong], Options(archs=()))
    for name, verdict in (("right32", "pass"), ("wrong32", "fail")):
        record = records[f"custom-{name}"]
        assert record["gradcheck"] == verdict, record
        assert gradcheck.ON_ADJOINT_COPY32 in record["gradcheck_reason"] and "(float32," in record["gradcheck_reason"]
        assert "this float64 copy does not define" in record["gradcheck_reason"], record
    # The wrong adjoint is the package's own @wp.func_grad: without it Warp's derived adjoint agrees, and
    # the failure says whose adjoint it is.
    wrong = records["custom-wrong32"]
    assert (
        "explained by a rewrite: the package's own @wp.func_grad replaces the derivative of square"
        in (wrong["gradcheck_reason"])
    ), wrong
    judged = [f["judgement"] for f in wrong["findings"] if f["step"] == "gradcheck" and f["kind"] == "failure"]
    assert judged == ["the package's own adjoint (@wp.func_grad), not Warp's code generation"], wrong


def test_with_adjoint_enables_what_the_source_disables_and_nothing_else():
    source = (
        'import warp as wp\nwp.set_module_options({"enable_backward": False, "max_unroll": 2})\n'
        "wp.config.enable_backward = False\n\n@wp.kernel(enable_backward=False)\ndef k(a: wp.array(dtype=float)):\n"
        "    a[0] = 1.0\n\n"
        '@wp.kernel(module="unique", module_options={"enable_backward": False})\ndef u(a: wp.array(dtype=float)):\n'
        "    a[0] = 1.0\n"
    )
    enabled = gradcheck.with_adjoint(source)
    assert "False" not in enabled and enabled.count("True") == 4 and "'max_unroll': 2" in enabled
    # Options named once and passed by name (mujoco-warp's `module_options = {...}`): the dict is enabled too.
    named = source.replace('module_options={"enable_backward": False}', "module_options=options")
    named = named.replace("\n\n@wp.kernel(module=", '\noptions = {"enable_backward": False}\n\n@wp.kernel(module=')
    assert "options = {" in named and "False" not in gradcheck.with_adjoint(named)
    plain = "import warp as wp\n\n@wp.kernel\ndef k(a: wp.array(dtype=float)):\n    a[0] = 1.0\n"
    assert gradcheck.with_adjoint(plain) == plain


@pytest.mark.slow
def test_a_func_writing_its_own_parameters_component_is_labelled_a_documented_limitation(tmp_path):
    """`p[2] = s` in a @wp.func writes a copy (the caller's vector is unchanged), but Warp credits the
    caller's adjoint of that component to s (its guide lets a component be assigned once unless
    enable_vector_component_overwrites is set): the check fails, the copy with the parameter copied
    into a local passes, and the row is labelled a limitation, with the registry's documented entry."""
    prelude = "@wp.func\ndef f(p: wp.vec3, s: float):\n    p[2] = s\n    return s\n"
    args = [
        ArgSpec("x", "array", "wp.vec3", (8,), (-1.0, 1.0), "in"),
        ArgSpec("out", "array", "wp.vec3", (8,), None, "out"),
    ]
    case = make_case(tmp_path, "param", "v = x[tid]\ns = f(v, v[0])\nout[tid] = v", args, prelude=prelude)
    copied = gradcheck.with_func_params_copied(case.spec.source)
    assert "    p = wp.vec3(p)\n    p[2] = s" in copied
    record = validate_cases([case], Options(archs=()))["custom-param"]
    assert record["gradcheck"] == "limitation" and record["failed_steps"] == [], record
    assert "confirmed by a rewrite" in record["gradcheck_reason"] and "documented" in record["gradcheck_reason"]
    assert record["known_issues"] == ["warp-func-param-component-adjoint"]


@pytest.mark.slow
def test_a_slice_or_row_reassigned_is_a_limitation_the_rewrite_confirms(tmp_path):
    """`v[1:3] = e` and a matrix row `m[1] = e` re-assign components that had values: Warp's adjoint is
    wrong (its guide), and the copy with each written as a sum through a fresh zero value compiles
    and agrees (the unit-vector form, `v + u * (e - v[1:3])`, did not compile for a slice)."""
    args = [ArgSpec("x", "array", "float", (8,), (0.5, 1.0), "in"), ArgSpec("out", "array", "float", (8,), None, "out")]
    body = (
        "v = wp.vec3(x[tid], x[tid] * 2.0, 1.0)\nv[1:3] = wp.vec2(v[0] * v[1], x[tid])\n"
        "m = wp.mat22(x[tid], 0.0, 0.0, 1.0)\nm[1] = wp.vec2(m[0, 0] * 3.0, x[tid])\n"
        "out[tid] = wp.dot(v, v) + m[1, 0] * m[1, 1]"
    )
    from harness.validate import rewrite

    case = make_case(tmp_path, "slices", body, args)
    summed = rewrite.with_component_assignments_as_sums(case.spec.source)
    assert "_delta0[1:3] = wp.vec2(v[0] * v[1], x[tid]) - v[1:3]" in summed and "m = m + _delta1" in summed
    record = validate_cases([case], Options(archs=()))["custom-slices"]
    assert record["gradcheck"] == "limitation" and record["failed_steps"] == [], record
    assert record["gradcheck_reason"].startswith("known Warp limitation (confirmed by a rewrite): a component")


@pytest.mark.slow
def test_an_output_read_back_is_confirmed_as_an_array_updated_in_place(tmp_path):
    """`y[i] = y[i] * x[i] + x[i]` on an output (a captured array that held only zeros is one): Warp's
    backward reads y at the value the forward stored, so d y / d x comes out as x, not y + 1. The copy
    reading y and writing y_out agrees: the documented limitation, confirmed, with the kernel's own
    measurement kept. Written then read back unchanged, an output is no in-place update: no copy."""
    args = [array("x"), ArgSpec("y", "array", "float", (8,), None, "out")]
    case = make_case(tmp_path, "readback", "y[tid] = y[tid] * x[tid] + x[tid]", args)
    record = validate_cases([case], Options(archs=()))["custom-readback"]
    assert record["gradcheck"] == "limitation" and record["failed_steps"] == [], record
    reason = record["gradcheck_reason"]
    assert reason.startswith("known Warp limitation (confirmed by a rewrite): an array is updated in place (y)"), reason
    assert "measured on the kernel:" in reason and "Jacobian entries differ" in reason, reason
    assert not any("not confirmed" in f["message"] for f in record["findings"]), record["findings"]


def test_generator_reasons_that_the_check_handles_and_those_that_stand():
    """Random draws at a fixed seed, float16, decompositions and geometry queries are checked (the
    record says how); integer outputs and anything else a generator gives stand: "n/a"."""
    spec = KernelSpec(case_id="custom-x", family="custom", seed=0, kernel_name="k", source="", args=(), launch_dim=(1,),
                      gradcheck_na="random: outputs depend on wp.rand* draws, which have no derivative; "
                      "random: tiles drawn with wp.tile_rand*; matrix decompositions: adjoints are singular; "
                      "geometry queries: piecewise constant; float16 values: too coarse")  # fmt: skip
    stand, handled = gradcheck.generator_reasons(spec)
    assert stand == [] and len(handled) == 4, handled
    assert "fixed seed" in handled[0] and "float64 copy" in handled[-1]
    spec = dataclasses.replace(spec, gradcheck_na="random: draws; integer outputs")
    assert gradcheck.generator_reasons(spec) == (["integer outputs"], [gradcheck.CHECKED_DESPITE["random:"]])
    assert gradcheck.not_applicable(spec, None) == "integer outputs"


@pytest.mark.slow
def test_a_geometry_kernels_gradient_is_checked_with_its_objects_alive_and_named(tmp_path):
    """geometry-000024 runs geometry queries in `while` loops: its check probes entries again after the
    Jacobians are built, on the same launch arguments (the objects behind the handles kept alive;
    freed, the probes crashed the process). Its mismatch is a documented limitation, named: Warp does
    not replay the dynamic loops, which cannot be made static."""
    record = validate_cases([generated_case(tmp_path, "geometry-000024")], Options(archs=()))["geometry-000024"]
    assert record["failed_steps"] == [] and record["gradcheck"] == "limitation", record
    assert "Dynamic Loops" in record["gradcheck_reason"] and "geometry queries" in record["gradcheck_reason"]


@pytest.mark.slow
def test_transform_setter_adjoint_bug_is_found_and_named(tmp_path):
    """Warp passes the adjoint of the rotation that transform_set_rotation overwrites on to the
    old value: the check fails, the rewrite as an assignment of a new transform explains it, and
    the mismatch is labelled as that registered bug, not as a failure."""
    args = [ArgSpec("x", "array", "wp.transform", (8,), (-1.0, 1.0), "in"),
            ArgSpec("out", "array", "wp.transform", (8,), None, "out")]  # fmt: skip
    body = "v = x[tid]\nwp.transform_set_rotation(v, wp.quat_identity())\nout[tid] = v"
    case = make_case(tmp_path, "setter", body, args)
    rewritten = gradcheck.with_setters_as_assignments(case.spec.source)
    assert "v = wp.transform(wp.transform_get_translation(v), wp.quat_identity())" in rewritten
    record = validate_cases([case], Options())["custom-setter"]
    assert record["gradcheck"] == "known_bug" and record["failed_steps"] == [], record
    assert record["known_issues"] == ["warp-transform-setter-adjoint"]
    finding = next(f for f in record["findings"] if f["step"] == "gradcheck" and f["kind"] == "known_bug")
    assert "confirmed by a rewrite" in finding["message"] and "transform_set_rotation" in finding["message"]


@pytest.mark.slow
def test_tile_transpose_adjoint_bug_is_confirmed_by_a_fresh_copy_and_named(tmp_path):
    """tile-000004 transposes t0 and t1, and both transposes reach acc; Warp's backward of a
    transpose writes into the values of the tile it transposes, so d acc / d cell_phases comes out
    unlike the finite differences. Transposed from fresh copies (`t0 * 1.0`, `t1 * 1.0`) the
    adjoint agrees: the registered bug, not a failure."""
    from harness.validate.explain import with_fresh_transposes

    case = generated_case(tmp_path, "tile-000004")
    fresh = with_fresh_transposes(case.spec.source)
    assert "wp.tile_transpose(t0 * 1.0)" in fresh and "wp.tile_transpose(t1 * 1.0)" in fresh
    record = validate_cases([case], Options())["tile-000004"]
    assert record["gradcheck"] == "known_bug" and record["failed_steps"] == [], record
    assert record["known_issues"] == ["warp-tile-transpose-adjoint"]
    assert (
        "confirmed by a rewrite" in record["gradcheck_reason"]
        and "tile_transpose(t * 1.0)" in record["gradcheck_reason"]
    )


@pytest.mark.slow
def test_the_rewrites_that_explain_failed_gradient_checks_are_built_together(monkeypatch, tmp_path):
    """The rewritten copies that explain several cases' failed gradient checks are built as one
    batch per round (one copy per case), and each case's record is the one it gets validated alone.
    (Dynamic loops that the adjoint does not replay, a registered component-update bug: these
    seeds' checks fail for a reason a rewrite confirms.)"""
    cases = [generated_case(tmp_path, i) for i in ("loop-000005", "loop-000013", "vector-000034")]
    cases.insert(2, golden("control-000002"))
    built = []
    load_batch = batches.load_batch

    def spy(group, **kwargs):
        if kwargs.get("variant") == "explain":
            built.append(sorted(c.spec.case_id for c in group))
        return load_batch(group, **kwargs)

    monkeypatch.setattr(batches, "load_batch", spy)
    alone, rounds = {}, 0
    for case in cases:
        alone[case.spec.case_id] = validate_cases([case], Options())[case.spec.case_id]
        assert "by a rewrite" in alone[case.spec.case_id]["gradcheck_reason"], alone[case.spec.case_id]
        rounds, built[:] = max(rounds, len(built)), []  # one batch per rewrite tried
    together = validate_cases(cases, Options())
    assert built[0] == sorted(alone) and len(built) == rounds, built  # every case's first rewrite, then the rest
    for case_id, record in alone.items():
        assert together[case_id] == record, case_id


@pytest.mark.slow
def test_float64_copies_share_one_module_and_only_float64_gradient_checks_get_a_backward(monkeypatch, tmp_path):
    """The float64 copies of a group are one module. Only a copy whose gradient may be checked in
    float64 is built with a backward: not the copy of a case whose check does not apply (integer
    outputs), nor of one checked in float32 because the copy computes a builtin in float32
    (``transform_wrench``, ``velocity_at_point``; spatial-000016 has one). A case
    a registered bug may keep from returning keeps it: the probe that decides runs at the check
    (control-000001's inputs reach the bug, so its backward is not launched). Random draws at a fixed
    seed are constants: random-000000's gradient is checked in float64, on its copy's backward."""
    random, arithmetic = golden("random-000000"), golden(smallest("arithmetic"))
    # Generated kernels fold their values into a float output (kernels/observe.py): integer outputs alone are hand-made.
    integers = make_case(
        tmp_path, "ints", "out[tid] = int(wp.floor(x[tid] * 3.0))", [array("x"), array("out", "out", "int")],
        gradcheck_na="integer outputs",
    )  # fmt: skip
    spatial = generated_case(tmp_path, "spatial-000016")
    hanging = golden("control-000001")
    assert "integer outputs" in integers.spec.gradcheck_na
    assert gradcheck.float32_builtins(spatial.spec.source)
    units = []
    build_cpu = batches.build_cpu

    def spy(batch):
        built = build_cpu(batch)
        if batch.variant == "f64":
            units.extend(built.values())
        return built

    monkeypatch.setattr(batches, "build_cpu", spy)
    records = validate_cases([random, integers, spatial, arithmetic, hanging], Options())
    assert records[integers.spec.case_id]["gradcheck"] == "n/a" and records[integers.spec.case_id]["stable"] is not None
    assert records[random.spec.case_id]["gradcheck"] == "pass" and records[random.spec.case_id]["stable"] is not None
    assert "(float64," in records[random.spec.case_id]["gradcheck_reason"]
    assert "random draws at a fixed seed" in records[random.spec.case_id]["gradcheck_reason"]
    assert (
        records[hanging.spec.case_id]["gradcheck"] == "known_bug"
        and records[hanging.spec.case_id]["stable"] is not None
    )
    assert "checked in float32" in records[spatial.spec.case_id]["gradcheck_reason"]
    assert records[spatial.spec.case_id]["stable"] is not None
    assert records[arithmetic.spec.case_id]["gradcheck"] == "pass"
    assert "(float64," in records[arithmetic.spec.case_id]["gradcheck_reason"]
    assert len(units) == 1, len(units)
    for case, backward in ((integers, False), (random, True), (spatial, False), (hanging, True), (arithmetic, True)):
        assert re.search(rf"\b{case.spec.kernel_name}_\w+_cpu_kernel_forward\b", units[0]), case.spec.case_id
        assert bool(re.search(rf"\b{case.spec.kernel_name}_\w+_cpu_kernel_backward\b", units[0])) == backward


@pytest.mark.slow
def test_a_kernel_the_hang_detector_flags_is_checked_where_a_probe_finds_its_inputs_miss_the_bug():
    """The while-return detector flags a `return` whose innermost kept loop is a `while`; only a thread
    that takes it hangs the backward. control-000001's inputs take it, control-000000's do not (its backward
    returned on an H100 too): that one's gradient is checked and its row does not list the bug."""
    from harness.validate import bugs

    hang = "warp-while-return-adjoint-hang"
    missed, reached = golden("control-000000"), golden("control-000001")
    for case in (missed, reached):
        assert bugs.never_returning(bugs.facts_of(case, None)) == [hang]
    records = validate_cases([missed, reached], Options())
    assert records[reached.spec.case_id]["gradcheck"] == "known_bug"
    assert hang in records[reached.spec.case_id]["known_issues"]
    record = records[missed.spec.case_id]
    assert record["gradcheck"] in ("pass", "fail", "n/a", "limitation") and hang not in record["known_issues"]
    assert any("no thread reaches it on these inputs" in f["message"] for f in record["findings"])


@pytest.mark.slow
def test_a_tile_kernels_copy_is_built_at_o2_the_others_at_o0_and_the_record_is_the_same(monkeypatch):
    """A gradient check launches the float64 copy thousands of times, and a tile kernel's tile
    templates run uninlined at -O0: its copy is built at -O2, every other at -O0 (the kernel
    decides, never a timing), and its record is the one a copy built at -O0 gives."""
    # tile-000002: a tile golden whose check passes (tile-000000's helper maps wp.mod, whose
    # adjoint is a registered Warp bug).
    tile, plain = golden("tile-000002"), golden(smallest("arithmetic"))
    levels = {}
    load_batch = batches.load_batch

    def spy(group, **kwargs):
        if kwargs.get("variant") == "f64":
            levels.update({c.spec.case_id: kwargs["module_options"]["optimization_level"] for c in group})
        return load_batch(group, **kwargs)

    monkeypatch.setattr(batches, "load_batch", spy)
    records = validate_cases([tile, plain], Options(archs=()))
    assert levels == {tile.spec.case_id: 2, plain.spec.case_id: 0}, levels
    assert records[tile.spec.case_id]["gradcheck"] in ("pass", "n/a") and "float64" in (
        records[tile.spec.case_id]["gradcheck_reason"] or ""
    ), records[tile.spec.case_id]
    monkeypatch.setattr(copies, "copy_optimization_level", lambda case: 0)
    levels.clear()
    at_o0 = validate_cases([tile], Options(archs=()))[tile.spec.case_id]
    assert levels == {tile.spec.case_id: 0}, levels
    assert at_o0 == records[tile.spec.case_id]


def _synthetic(f, x0: float, ad: float, h: float = 1e-6) -> dict:
    """A one-input, one-output Jacobian as gradcheck.jacobians returns it, for a numpy function."""

    def probe(col, multiples):
        return [(m * h, np.array([f(x0 + m * h)])) for m in multiples]

    return {
        "f0": np.array([f(x0)]),
        "ad": np.array([[ad]]),
        "plus": np.array([[f(x0 + h)]]),
        "minus": np.array([[f(x0 - h)]]),
        "steps": np.array([h]),
        "probe": probe,
    }


@pytest.mark.parametrize(
    ("f", "x0", "ad", "verdict"),
    [
        (np.sin, 0.3, np.cos(0.3), "pass"),
        (np.sin, 0.3, 1.1 * np.cos(0.3), "fail"),  # a 10% wrong adjoint fails
        (abs, 0.4e-6, 1.0, "pass"),  # |x| with its kink inside the step: smaller steps resolve the branch
        (abs, 0.4e-6, -1.0, "fail"),  # ... so the other side's derivative is wrong here
        (np.floor, 3.0 - 0.5e-6, 0.0, "pass"),  # a jump inside the step
        (abs, 1e-10, 1.0, "kink"),  # a kink closer than any step: the adjoint matches one side
        (abs, 1e-10, 0.3, "unresolved"),  # ... or matches neither: not a pass
        (lambda x: np.sin(1e7 * x) * 1e-3, 0.1, 5.0, "unresolved"),  # not smooth at any usable step
        (lambda x: x**3 * 1e3, 0.5, 750.0, "pass"),  # large curvature: needs extrapolation, passes
    ],
)
def test_finite_difference_verdicts_handle_kinks_honestly(f, x0, ad, verdict):
    result = gradcheck.compare(_synthetic(f, x0, ad), gradcheck.TOLERANCES["float64"])
    got = (
        "fail"
        if result["failures"]
        else "kink"
        if result["kinks"]
        else "unresolved"
        if result["unresolved"]
        else "pass"
    )
    assert got == verdict


def test_float64_copy_widens_types_literals_and_constants_only():
    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), v: wp.array(dtype=wp.vec3), n: int):\n"
        "    i = wp.tid()\n    m = wp.identity(n=3, dtype=float) * 0.5\n    q = wp.quat(0.0, 0.0, 0.0, 1.0)\n"
        "    x[i] = float(i % 2) + wp.pi * 2.0 + wp.float32(v[i][0])\n"
    )
    out = gradcheck.to_float64(source)
    assert "wp.array(dtype=wp.float64)" in out and "wp.array(dtype=wp.vec3d)" in out and "n: int" in out
    assert "wp.identity(n=3, dtype=wp.float64) * wp.float64(0.5)" in out and "wp.quatd(" in out
    assert "wp.float64(i % 2)" in out and "wp.float64(wp.pi) * wp.float64(2.0)" in out
    assert "float32" not in out and "i % 2" in out  # integers untouched


def test_float64_copy_keeps_float32_only_builtins_in_float32_and_agrees_with_the_original(tmp_path):
    """wp.randf and wp.quat_twist have no float64 overload: the validation copy narrows their
    arguments and widens their results (and builds spatial vectors from halves by component),
    compiles, and computes what the original computes."""
    import warp as wp

    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), q: wp.array(dtype=wp.quat), "
        "out: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    state = wp.rand_init(7, i)\n"
        "    t = wp.quat_twist(wp.vec3(0.0, 0.0, 1.0), q[i])\n"
        "    s = wp.spatial_vector(wp.vec3(1.0, 2.0, 3.0), wp.vec3(x[i], 0.5, 1.0))\n"
        "    out[i] = x[i] * wp.randf(state, 0.5, 1.5) + t[2] + wp.randf(state) + s[3]\n"
    )
    assert "_narrow_to_float32" not in gradcheck.to_float64(source)  # the default copy is unchanged
    copy = gradcheck.to_float64(source, convert=True)
    assert "_widen_to_float64(wp.randf(state, _narrow_to_float32(wp.float64(0.5))" in copy
    assert "_widen_to_float64(wp.randf(state))" in copy
    assert "_spatial_vector_of_halves(wp.vec3d(" in copy  # the two-halves constructor exists for float32 only
    assert gradcheck.float32_builtins(source) == ("wp.quat_twist", "wp.randf")
    assert gradcheck.float32_builtins(source.replace("wp.quat_twist(", "wp.quat_inverse(")) == ("wp.randf",)

    warp_api.init()
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, 16)
    q = rng.normal(size=(16, 4))
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    outputs = []
    for name, text, scalar, quat in (("orig", source, wp.float32, wp.quat), ("copy", copy, wp.float64, wp.quatd)):
        path = tmp_path / f"widen_{name}.py"
        path.write_text(text)
        module = {"__name__": f"widen_{name}_{id(tmp_path)}"}
        exec(compile(text, str(path), "exec"), module)
        out = wp.zeros(16, dtype=scalar, device="cpu")
        args = [wp.array(x, dtype=scalar, device="cpu"), wp.array(q, dtype=quat, device="cpu"), out]
        wp.launch(module["k"], dim=16, inputs=args, device="cpu")
        outputs.append(out.numpy())
    assert outputs[0].dtype == np.float32 and outputs[1].dtype == np.float64
    np.testing.assert_allclose(outputs[1], outputs[0], rtol=1e-5, atol=1e-5)


def test_float64_copy_reads_volumes_as_their_grids_store_them(tmp_path):
    """A volume's dtype is its grid's value type: read as float64, Warp returns 0 (volume_lookup)
    or cannot build the call. The copy reads float32, samples at a float32 point and widens the
    value, so it computes what the original does; volume_sample_grad, which writes into a float32
    vector argument, gets no copy."""
    import warp as wp

    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(v: wp.uint64, vv: wp.uint64, x: wp.array(dtype=float), "
        "out: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    p = wp.vec3(1.5, 2.0, 1.0 + x[i])\n"
        "    a = wp.volume_lookup(v, 1, 2, i % 4, dtype=float) + wp.volume_sample(v, p, wp.Volume.LINEAR, dtype=float)\n"
        "    c = wp.volume_sample(vv, p, wp.Volume.LINEAR, dtype=wp.vec3) + wp.volume_lookup(vv, 1, 1, i % 4, dtype=wp.vec3)\n"
        "    out[i] = a * x[i] + c[1]\n"
    )
    copy = gradcheck.to_float64_converting(source)
    assert "_widen_to_float64(wp.volume_lookup(v, 1, 2, i % 4, dtype=wp.float32))" in copy
    assert "wp.volume_sample(vv, _narrow_to_float32(p), wp.Volume.LINEAR, dtype=wp.vec3f)" in copy
    assert gradcheck.float32_builtins(source) == ("wp.volume_sample",)
    assert gradcheck.no_copy(source) == ""
    grad = source.replace(
        "out[i] = a",
        "g = wp.vec3(0.0)\n    a = a + wp.volume_sample_grad_f(v, p, wp.Volume.LINEAR, g) + g[0]\n    out[i] = a",
    )
    assert "float32 vector argument" in gradcheck.no_copy(grad)
    assert "float32 points" in gradcheck.no_copy(source.replace("wp.volume_lookup(v", "wp.hash_grid_point_id(v"))

    warp_api.init()
    values = np.arange(64, dtype=np.float32).reshape(4, 4, 4) + 1.0
    volume = wp.Volume.load_from_numpy(values, bg_value=0.0, device="cpu")
    vectors = wp.Volume.load_from_numpy(
        np.stack([values, -values, 2 * values], axis=-1), bg_value=wp.vec3(0.0, 0.0, 0.0), device="cpu"
    )
    x = np.random.default_rng(0).uniform(0, 2, 8)
    outputs = []
    for name, text, scalar in (("orig", source, wp.float32), ("copy", copy, wp.float64)):
        path = tmp_path / f"volume_{name}.py"
        path.write_text(text)
        module = {"__name__": f"volume_{name}_{id(tmp_path)}"}
        exec(compile(text, str(path), "exec"), module)
        out = wp.zeros(8, dtype=scalar, device="cpu")
        args = [volume.id, vectors.id, wp.array(x, dtype=scalar, device="cpu"), out]
        wp.launch(module["k"], dim=8, inputs=args, device="cpu")
        outputs.append(out.numpy())
    assert np.abs(outputs[0]).min() > 1.0  # the volumes were read
    np.testing.assert_allclose(outputs[1], outputs[0], rtol=1e-5)


def test_float64_copy_widens_the_float_fields_of_query_results():
    """wp.mesh_query_point returns a float32 struct: the copy widens q.sign, q.u, r.t, r.normal where
    they are read (geometry-000009 did not build: float64 * q.sign), never q.face or q.result."""
    fields = warp_api.float32_struct_fields()
    assert {"sign", "u", "v"} <= fields["mesh_query_point"] and "face" not in fields["mesh_query_point"]
    assert {"t", "normal"} <= fields["mesh_query_ray"] and "result" not in fields["mesh_query_ray"]
    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(mesh: wp.uint64, x: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    q = wp.mesh_query_point(mesh, x[i], 4.0)\n"
        "    r = wp.mesh_query_ray(mesh, x[i], wp.vec3(0.0, 0.0, 1.0), 9.0)\n"
        "    if q.result:\n        out[i] = wp.length(x[i]) * q.sign + wp.mesh_eval_position(mesh, q.face, q.u, q.v)[0]\n"
        "    out[i] = out[i] + r.t + r.normal[2]\n"
    )
    copy = gradcheck.to_float64_converting(source)
    for read in ("q.sign", "q.u", "q.v", "r.t", "r.normal"):
        assert f"_widen_to_float64({read})" in copy
    assert "if q.result:" in copy and "mesh, q.face," in copy


def test_float64_copy_unpacks_several_results_in_float32_then_widens_each():
    """Warp takes no result of wp.transform_decompose as an argument: the copy unpacks the float32
    results into names of their own and widens each (transform-000008 and 011 did not build)."""
    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(t: wp.array(dtype=wp.transform), out: wp.array(dtype=wp.vec3)):\n"
        "    i = wp.tid()\n    p, q, s = wp.transform_decompose(wp.transform_to_matrix(t[i]))\n"
        "    out[i] = p + s * 2.0\n"
    )
    copy = gradcheck.to_float64_converting(source)
    assert "_part0, _part1, _part2 = wp.transform_decompose(" in copy
    assert "p = _widen_to_float64(_part0)" in copy and "s = _widen_to_float64(_part2)" in copy
    assert "sample_cdf takes a float32 array" in gradcheck.no_copy(
        source.replace("wp.transform_decompose(", "wp.sample_cdf(")
    )
    assert "tile scans take float32" in gradcheck.no_copy(
        source.replace("wp.transform_decompose(", "wp.tile_scan_inclusive(")
    )


def test_a_copy_that_does_not_compile_records_why():
    message = (
        'WarpCodegenError: Error while parsing function "k" at k.f64.py:22:\n'
        "    hit = wp.mesh_query_point(mesh, p, wp.float64(4.0), inside, face, u, v)\n"
        ";Couldn't find function overload for 'mesh_query_point' that matched inputs with types: [uint64, vec3d]\n"
    )
    assert copies.headline(message) == (
        'WarpCodegenError: Error while parsing function "k" at k.f64.py:22: '
        "Couldn't find function overload for 'mesh_query_point' that matched inputs with types: [uint64, vec3d]"
    )
    assert copies.headline("clang: error: one line\n") == "clang: error: one line"


def test_a_float64_copy_that_hits_a_registered_warp_codegen_bug_is_not_built():
    from harness.validate import explain

    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    out[i] = wp.norm_pseudo_huber(x[i])\n"
    )
    assert explain._copy_refused_by(source) == "warp-norm-float64"
    assert explain._copy_refused_by(source.replace("wp.norm_pseudo_huber(x[i])", "wp.length(x[i])")) == ""


@pytest.mark.slow
def test_a_kernel_that_queries_a_hash_grid_gets_no_float64_copy_and_does_not_fail():
    """A hash grid takes float32 points only: the copy of geometry-000001 could not build its inputs."""
    record = validate_cases([golden("geometry-000001")])["geometry-000001"]
    assert record["failed_steps"] == [] and record["ran_cpu"] and record["stable"] is None
    assert any("hash grid takes float32 points only" in f["message"] for f in record["findings"])


@pytest.mark.slow
def test_a_deprecated_query_form_that_writes_the_kernels_variables_gets_no_float64_copy(tmp_path):
    """``wp.mesh_query_point(mesh, p, d, inside, face, u, v)`` writes float32 results into the
    kernel's variables, which the copy widens: Warp refuses that copy, so validation builds none
    and says why. The documented form (results in the returned struct) still gets a copy."""
    from kernels import generate

    spec = next(
        s
        for s in (generate("geometry", seed) for seed in range(60))
        # The query is the first thing the copy cannot build: no mesh_get(...).points read (float32
        # points, which the copy does not widen) meets a float64 value before it.
        # Nor a hash grid query (float32 points only: no copy, for that reason first).
        if re.search(r"hit\d+ = wp\.mesh_query_", s.source)
        and "wp.mesh_get(" not in s.source
        and "wp.hash_grid_" not in s.source
    )
    documented = "import warp as wp\n\n@wp.kernel\ndef k(m: wp.uint64, out: wp.array(dtype=float)):\n"
    documented += "    q = wp.mesh_query_point(m, wp.vec3(0.0), 4.0)\n    out[0] = q.sign\n"
    assert gradcheck.no_copy(documented) == ""
    folder = tmp_path / "geometry"
    folder.mkdir()
    for suffix, text in render(extract(spec)).items():
        (folder / f"{spec.case_id}.{suffix}").write_text(text)
    case = read_case(folder / f"{spec.case_id}.json")

    copy = batches.load_batch([case], variant="f64", transform=gradcheck.to_float64_converting)
    try:
        with pytest.raises(batches.CompileError, match="mesh_query_point"):
            batches.build_cpu(copy)
    finally:
        copy.close()
    record = validate_cases([case])[spec.case_id]
    assert record["failed_steps"] == [] and record["ran_cpu"] and record["stable"] is None, record
    why = [f["message"] for f in record["findings"] if "no float64 copy" in f["message"]]
    assert why and "deprecated form writes float32 results into the kernel's variables" in why[0], record


def test_static_analysis_of_adjoint_limits():
    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), acc: wp.array(dtype=float), "
        "tot: wp.array(dtype=float), n: int):\n"
        "    tid = wp.tid()\n    v = x[tid]\n    w = int(0)\n    for j in range(n):\n        v = v + wp.sin(v)\n"
        "    for j in range(4):\n        v = v * 2.0\n    while w < 3:\n        w = w + 1\n        v = v + 1.0\n"
        "    wp.atomic_add(acc, 0, v)\n    wp.atomic_max(acc, 0, v)\n    wp.atomic_add(tot, 0, v)\n"
    )
    assert gradcheck.dynamic_loop_mutations(source) == ["v"]  # not the counter w, not the static loop
    assert gradcheck.order_dependent_outputs(source) == ["acc"]  # add mixed with max; tot is add only
    # A local matrix stored and updated in place is per thread (combined-000222 on an H200: KeyError 'v3').
    local = source.replace("    w = int(0)\n", "    w = int(0)\n    m = wp.identity(n=3, dtype=float)\n"
                           "    m[0, 0] = v\n    m[1, 1] += v\n")  # fmt: skip
    assert "m[1, 1] += v" in local and gradcheck.order_dependent_outputs(local) == ["acc"]
    # So is a @wp.func's own matrix parameter stored and updated in place (matrix-000330 on an H100: KeyError 'p0').
    func = "import warp as wp\n\n@wp.func\ndef f(p0: wp.mat33):\n    p0[1, 2] = 1.0\n    p0[1, 0] += 2.0\n    return p0\n\n"
    assert gradcheck.order_dependent_outputs(func + local.split("\n\n", 1)[1]) == ["acc"]
    unrolled, left = gradcheck.unrolled(source, {"n": 2})
    assert left == 0 and "range(2)" in unrolled and "while" not in unrolled and "range(3)" in unrolled
    assert gradcheck.dynamic_loop_mutations(unrolled) == []


def test_static_causes_of_a_gradient_mismatch_and_their_copies():
    """The sources of an unexplained mismatch the gradient check names or removes: an array read back
    after a store (not ``+=``, an atomic update), a @wp.func_grad of the package (left out in its copy),
    a component re-assignment (written as a sum in its copy, the same value)."""
    from harness.validate import rewrite

    source = (
        "import warp as wp\n\n@wp.func\ndef f(a: wp.array(dtype=float), i: int):\n    a[i] = 1.0\n    return a[i]\n\n"
        "@wp.func_grad(f)\ndef adj_f(a: wp.array(dtype=float), i: int):\n    pass\n\n"
        "@wp.kernel\ndef k(x: wp.array(dtype=float), y: wp.array(dtype=float), z: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    y[i] = x[i]\n    y[i] = y[i] * 2.0\n    z[i] += x[i]\n    v = wp.vec3(x[i])\n"
        "    v[1] = x[i] * 3.0\n    v[2] *= 2.0\n    z[i] += v[1] + f(x, i)\n"
    )
    assert rewrite.outputs_read_back(source, {"y", "z"}) == ["a", "y"]  # z only updated; a is f's
    assert rewrite.custom_gradients(source) == ["f"]
    derived = rewrite.without_custom_gradients(source)
    assert "adj_f" not in derived and "def f(" in derived and "def k(" in derived
    summed = rewrite.with_component_assignments_as_sums(source)
    assert "_delta0[1] = x[i] * 3.0 - v[1]\n    v = v + _delta0" in summed
    assert "_delta1[2] = v[2] * 2.0 - v[2]\n    v = v + _delta1" in summed
    assert not rewrite.component_writes(summed.replace("_delta0[1] =", "d =").replace("_delta1[2] =", "d ="), False)


BOUNDED_LOOPS = """import warp as wp


@wp.kernel
def k(x: wp.array(dtype=float), n: wp.array(dtype=int), y: wp.array(dtype=float)):
    t = wp.tid()
    s = float(0.0)
    for j in range(n[t]):
        if j == 2:
            continue
        s = s * x[t] + 1.0
        if s > 100.0:
            break
    w = float(1.0)
    while w < 50.0:
        w = w * (1.0 + x[t])
    for a in range(n[t], 0, -1):
        for b in range(a):
            s += x[t] * float(b)
    y[t] = s + w
"""


@pytest.mark.slow
def test_bounded_copy_computes_data_bounded_loops_and_their_adjoint(tmp_path):
    """The copy with each loop whose bounds or condition are data run as guarded static loops
    (``loops.bounded``: a ``for`` with a data bound, a negative step, ``break``, ``continue``, a
    ``while``, two nested) computes the kernel's outputs, and its adjoint agrees with finite
    differences where the kernel's own (Warp does not replay dynamic loops) does not."""
    import importlib.util

    from harness.validate import explain, loops

    assert loops.dynamic_depth(BOUNDED_LOOPS) == 2 and loops.bounded_trips(BOUNDED_LOOPS) == (4, 16, 64)
    copy, left = loops.bounded(BOUNDED_LOOPS, 16)
    assert left == 0 and "while" not in copy and loops.dynamic_depth(copy) == 0
    assert loops.dynamic_loop_mutations(copy) == []
    # What Warp would emit: each bounded body 16 times, the nested one 16 x 16; past the cap, no copy is built.
    assert loops.unrolled_statements(BOUNDED_LOOPS) < 25 < 16 * 16 < loops.unrolled_statements(copy) < 2000
    assert explain._bounded_fits(BOUNDED_LOOPS, 16) and not explain._bounded_fits(BOUNDED_LOOPS, 64)
    n = wp.array([3, 5, 7], dtype=int, device="cpu")

    def kernel(name: str, text: str):
        (tmp_path / f"{name}.py").write_text(text)
        spec = importlib.util.spec_from_file_location(name, tmp_path / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module.k

    def forward(k, values):
        y = wp.zeros(3, dtype=float, device="cpu")
        wp.launch(k, 3, [wp.array(values, dtype=float, device="cpu"), n, y], device="cpu")
        return y.numpy().astype(np.float64)

    def adjoint(k, values):
        x = wp.array(values, dtype=float, device="cpu", requires_grad=True)
        y = wp.zeros(3, dtype=float, device="cpu", requires_grad=True)
        tape = wp.Tape()
        with tape:
            wp.launch(k, 3, [x, n, y], device="cpu")
        tape.backward(grads={y: wp.ones(3, dtype=float, device="cpu")})
        return x.grad.numpy()

    values, h = np.array([1.5, 2.0, 0.5], dtype=np.float32), 1e-2
    original, bounded = kernel("loops_original", BOUNDED_LOOPS), kernel("loops_bounded", copy)
    fd = np.array([(forward(original, values + h * e) - forward(original, values - h * e))[i] / (2 * h)
                   for i, e in enumerate(np.eye(3, dtype=np.float32))])  # fmt: skip
    np.testing.assert_array_equal(forward(bounded, values), forward(original, values))
    np.testing.assert_allclose(adjoint(bounded, values), fd, rtol=2e-3)
    assert not np.allclose(adjoint(original, values), fd, rtol=2e-3)  # what the copy confirms
    # Past its iterations the copy computes something else: what the gradient check's comparison catches.
    short, _left = loops.bounded(BOUNDED_LOOPS, 4)
    assert not np.array_equal(forward(kernel("loops_short", short), values), forward(original, values))


@pytest.mark.slow
@pytest.mark.parametrize(("counts", "trips"), [((1, 4), 4), ((6, 8), 8), ((10, 14), None)])
def test_a_dynamic_loop_over_data_is_confirmed_by_the_bounded_copy_when_it_is_exact(
    tmp_path, monkeypatch, counts, trips
):
    """A loop whose trip count is read from an array: the gradient check fails (Warp does not replay
    dynamic loops), and the bounded copy confirms the limitation when it computes the kernel's outputs,
    with more iterations when a loop ran past the first copy's. Past the last, the copy's outputs differ
    and the limitation stays unconfirmed, saying why."""
    from harness.validate import loops

    monkeypatch.setitem(loops.BOUNDED_TRIPS, 1, (4, 8))
    args = [array("x"), ArgSpec("cnt", "array", "int", (8,), counts, "in"), array("out", "out")]
    body = "v = x[tid]\nfor i in range(cnt[tid]):\n    v = v * 0.9 + wp.sin(v) * 0.05\nout[tid] = v"
    record = validate_cases([make_case(tmp_path, "dataloop", body, args)], Options(archs=()))["custom-dataloop"]
    assert record["gradcheck"] == "limitation" and record["failed_steps"] == [], record
    reason = record["gradcheck_reason"]
    if trips:
        assert "(confirmed by a rewrite)" in reason and f"static loops of {trips} iterations" in reason, reason
    else:
        assert "(not confirmed by a rewrite)" in reason and "a loop runs more times than the copy's" in reason, reason
        assert "bounded4: computes other outputs" in reason and "bounded8: computes other outputs" in reason, reason


@pytest.mark.slow
def test_a_rewritten_copy_that_takes_the_process_down_is_its_outcome_and_the_case_keeps_its_own(tmp_path, monkeypatch):
    """A bounded copy exact only on some inputs can compute indices its kernel never does and write out
    of bounds. Its crash is the copy's outcome: the case is validated again alone without it, and keeps
    its own gradient check and the limitation, unconfirmed."""
    from harness.validate import workers

    root = tmp_path / "cases"
    args = [array("x"), ArgSpec("cnt", "array", "int", (8,), (1, 4), "in"), array("out", "out")]
    body = "v = x[tid]\nfor i in range(cnt[tid]):\n    v = v * 0.9 + wp.sin(v) * 0.05\nout[tid] = v"
    make_case(root, "dataloop", body, args)
    monkeypatch.setenv(faults.ENV, f"{workers.FAULT_POINT}@gradcheck/custom-dataloop/bounded4:crash")
    validate_root(root, tmp_path / "out", jobs=1, options=Options(archs=()), log=lambda *a: None)
    record = json.loads((tmp_path / "out" / "validation" / "custom-dataloop.json").read_text())
    assert record["gradcheck"] == "limitation" and record["failed_steps"] == [], record
    reason = record["gradcheck_reason"]
    assert "(not confirmed by a rewrite)" in reason and "Jacobian entries differ" in reason, reason
    assert "bounded4: not checked: the copy took the validation process down: signal 9" in reason, reason


@pytest.mark.slow
@pytest.mark.parametrize("explained", [True, False], ids=["confirmed", "not-confirmed"])
def test_a_kernel_keeping_an_atomics_result_whose_check_takes_the_process_down_is_checked_on_the_copy(
    tmp_path, monkeypatch, explained
):
    """warp-atomic-result-adjoint in the kernel's own body: the backward's replay leaves the atomic out and
    reads the slot unset, which can write out of bounds. When the kernel's own check takes the process down,
    the case is validated again with the copy that takes the atomic through a helper and zeroes the counter
    before the backward: its pass confirms the limitation; otherwise (here wp.mod's registered bug is left
    in, the copy fails) the crash stays the case's finding."""
    from harness.validate import workers

    root = tmp_path / "cases"
    args = [array("x"), array("count", "out", "int"), array("y", "out")]
    value = "x[tid] * 2.0" if explained else "wp.mod(3.0, x[tid] + 4.0)"
    body = f"slot = wp.atomic_add(count, 0, 1)\nif slot >= 0 and slot < 8:\n    y[slot] = {value}"
    make_case(root, "slots", body, args)
    once = tmp_path / "once"
    once.write_text("")
    monkeypatch.setenv(faults.ENV, f"{workers.FAULT_POINT}@gradcheck/custom-slots:crash")
    monkeypatch.setenv(faults.ONCE_ENV, str(once))  # the own check crashes, the copy's check does not
    validate_root(root, tmp_path / "out", jobs=1, options=Options(archs=()), log=lambda *a: None)
    record = json.loads((tmp_path / "out" / "validation" / "custom-slots.json").read_text())
    if explained:
        assert record["gradcheck"] == "limitation" and record["failed_steps"] == [], record
        reason = record["gradcheck_reason"]
        assert "known Warp limitation (confirmed by a rewrite)" in reason and "taken through a helper" in reason, reason
        assert "measured: the check took the validation process down (signal 9)" in reason, reason
    else:
        assert record["failed_steps"] == ["gradcheck"] and record["gradcheck"] == "n/a", record
        messages = [f["message"] for f in record["findings"] if f["step"] == "gradcheck"]
        assert any(m.startswith("the validation process died (signal 9) during gradcheck") for m in messages), messages
        assert any("reset_counters: fail" in m for m in messages), messages


def test_a_kernels_kept_atomics_go_through_helpers_and_compute_the_same(tmp_path):
    """The copy that confirms warp-atomic-result-adjoint in a kernel's body: kept atomics (assigned, in an
    expression) go through a generic helper; a bare atomic, and one already in a helper, stay."""
    from harness.validate import rewrite

    source = (
        "import warp as wp\n\n\n@wp.func\ndef take(c: wp.array(dtype=int)):\n    return wp.atomic_add(c, 0, 1)\n\n\n"
        "@wp.kernel\ndef k(x: wp.array(dtype=float), c: wp.array2d(dtype=int), y: wp.array(dtype=float)):\n"
        "    tid = wp.tid()\n    wp.atomic_add(c, 1, 0, 1)\n    s = wp.atomic_add(c, 0, 0, 1)\n"
        "    d = 4 + wp.atomic_sub(c, 0, 1, 1)\n    y[s] = x[tid] + float(d)\n"
    )
    assert rewrite.keeps_atomic_result(source)
    copy = rewrite.with_kernel_atomics_in_helpers(source)
    assert "s = _replayed_atomic_add4(c, 0, 0, 1)" in copy and "d = 4 + _replayed_atomic_sub4(c, 0, 1, 1)" in copy
    assert "    wp.atomic_add(c, 1, 0, 1)" in copy and "return wp.atomic_add(c, 0, 1)" in copy
    assert rewrite.with_kernel_atomics_in_helpers(copy) == copy  # nothing left to move
    assert not rewrite.keeps_atomic_result(
        source.replace("s = wp.atomic_add(c, 0, 0, 1)", "s = 0")
        .replace("d = 4 + wp.atomic_sub(c, 0, 1, 1)", "d = 4")
        .replace("return wp.atomic_add(c, 0, 1)", "return 1")
    )

    def run(src, name):
        import importlib.util

        (tmp_path / f"{name}.py").write_text(src)
        spec = importlib.util.spec_from_file_location(name, tmp_path / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        x = wp.array(np.arange(4, dtype=np.float32), device="cpu")
        c, y = wp.zeros((2, 2), dtype=int, device="cpu"), wp.zeros(4, dtype=float, device="cpu")
        wp.launch(module.k, 4, [x, c, y], device="cpu")
        return y.numpy(), c.numpy()

    for got, want in zip(run(copy, "atomics_copy"), run(source, "atomics_source"), strict=True):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize(
    ("body", "augmented", "plain"),
    [
        ("v = wp.vec3(x[tid], 0.0, 1.0)\n    v[1] = 2.0", False, True),  # a vector's component
        ("v = wp.vec3(x[tid], 0.0, 1.0)\n    v.y += 2.0", True, False),
        ("v = wp.vec3(x[tid], 0.0, 1.0)\n    v[1] *= x[tid]", False, True),  # read, multiply, assign back
        ("buf = wp.zeros(shape=3, dtype=float)\n    buf[1] = x[tid]\n    buf[2] += 1.0", False, False),  # elements
        ("t = wp.tile_zeros(shape=3, dtype=float)\n    t[1] = x[tid]", False, False),
    ],
)
def test_component_writes_are_vectors_and_matrices_not_in_kernel_arrays(body, augmented, plain):
    source = f"import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float)):\n    tid = wp.tid()\n    {body}\n"
    assert gradcheck.component_writes(source, augmented=True) is augmented
    assert gradcheck.component_writes(source, augmented=False) is plain
    if not augmented:  # nothing to rewrite
        assert gradcheck.with_component_updates_as_sums(source) == ast.unparse(ast.parse(source)) + "\n"


def test_a_func_parameter_component_assigned_is_a_component_write():
    """A @wp.func's vector parameter holds its argument's value: assigning one of its components
    re-assigns it (Warp's guide: unsupported), an update in place does not count here."""
    func = (
        "import warp as wp\n\n@wp.func\ndef f(p: wp.vec3, s: float, a: wp.array(dtype=float)):\n    {}\n    return p\n"
    )
    assert gradcheck.component_writes(func.format("p[2] = s"), augmented=False)
    assert not gradcheck.component_writes(func.format("p[2] += s"), augmented=False)
    assert not gradcheck.component_writes(func.format("a[0] = s"), augmented=False)  # an array's element
    assert not gradcheck.component_writes(func.format("p[2] = s").replace("@wp.func", "@wp.kernel"), augmented=False)


def test_a_unique_module_kernel_loaded_before_from_another_file_keeps_its_own_code(tmp_path):
    """Warp names a ``module="unique"`` module after its kernel's content (not its file or lines) and hands back
    the kernel of a registered module of that name: a copy of the case loaded earlier in the process (here
    with three lines more above it) must not give the case its code, which names the copy's file and lines."""
    args = [array("x"), array("out", "out")]
    case = make_case(tmp_path, "uniq", "out[tid] = x[tid] * 2.0", args, decorator='@wp.kernel(module="unique")')
    earlier = batches.load_batch([case], variant="shifted", transform=lambda source: "\n\n\n" + source)
    assert not earlier.rejected
    batches.build_cpu(earlier)
    record = validate_cases([case], Options(archs=()))["custom-uniq"]
    assert record["failed_steps"] == [] and record["ran_cpu"], record
    # A module the source names with wp.get_module: the batch's own, its copies (float64, ...) each in theirs.
    prelude = 'module = wp.get_module("package.named_kernels")'
    named = make_case(
        tmp_path, "named", "out[tid] = wp.sin(x[tid])", args, prelude=prelude, decorator="@wp.kernel(module=module)"
    )
    record = validate_cases([named], Options(archs=()))["custom-named"]
    assert record["failed_steps"] == [] and record["gradcheck"] == "pass", record
    # Two cases of one source (two captures of one package kernel): one module name and hash, each its own build.
    # A helper's code names its file: each case's must name its own.
    helper = "@wp.func\ndef twice(v: float):\n    return v * 2.0"
    unique = '@wp.kernel(module="unique")'
    first, twin = (
        make_case(tmp_path, "helped", "out[tid] = twice(x[tid])", args, helper, unique, case_id=case_id)
        for case_id in ("custom-helped", "custom-helped-twin")
    )
    records = validate_cases([first, twin], Options(archs=()))
    assert all(r["failed_steps"] == [] and r["ran_cpu"] for r in records.values()), records
    # So do two cases of one source naming its module with wp.get_module: each case's module is its batch's.
    named = 'module = wp.get_module("package.twins")\n\n' + helper
    first, twin = (
        make_case(tmp_path, "gotten", "out[tid] = twice(x[tid])", args, named, "@wp.kernel(module=module)", case_id=c)
        for c in ("custom-gotten", "custom-gotten-twin")
    )
    records = validate_cases([first, twin], Options(archs=()))
    assert all(r["failed_steps"] == [] and r["gradcheck"] == "pass" for r in records.values()), records


def test_batches_never_mix_clashing_names_or_module_options():
    def fake(case_id, source, size=10):
        return type(
            "Case",
            (),
            {"spec": type("Spec", (), {"source": source, "case_id": case_id})(), "modules": {"cpu": "x" * size}},
        )()

    helper = "import warp as wp\n@wp.func\ndef helper(x: float):\n    return x\n"
    no_backward = "import warp as wp\nwp.set_module_options({'enable_backward': False})\n"
    cases = [fake("a", helper), fake("b", helper), fake("c", "import warp as wp\n"), fake("d", no_backward),
             fake("e", no_backward.replace("False", "True")), fake("f", no_backward),
             fake("g", "import warp as wp\n@wp.kernel(module=\"unique\")\ndef k():\n    pass\n")]  # fmt: skip
    plan = [[c.spec.case_id for c in batch] for batch in batches.plan(cases, max_cases=8)]
    assert plan == [["a", "c"], ["b"], ["d", "f"], ["e"], ["g"]]
    assert [[c.spec.case_id for c in b] for b in batches.plan(cases[:3], max_cases=1)] == [["a"], ["b"], ["c"]]
    # A case with a CUDA unit large enough to take a validation process over its memory limit is built alone.
    large = fake("h", "import warp as wp\n")
    large.modules = {"cpu": "x", "cuda": "x" * batches.ALONE_CUDA_CHARS}
    assert [[c.spec.case_id for c in b] for b in batches.plan([cases[0], large, cases[2]])] == [["a", "c"], ["h"]]


def test_bisection_takes_the_case_a_codegen_error_names_without_halving():
    """Warp's codegen errors name the case's file: that case is tried alone, the rest together."""
    cases = [type("Case", (), {"spec": type("Spec", (), {"case_id": f"fam-{i:06d}"})()})() for i in range(16)]
    bad = {"fam-000003", "fam-000011"}
    attempts = []

    def attempt(group):
        ids = [c.spec.case_id for c in group]
        attempts.append(ids)
        for case_id in ids:
            if case_id in bad:
                raise batches.CompileError(f'Error while parsing function "k" at {case_id}.f64.py:9:\n  bad overload')
        return len(ids)

    ok, failed = batches.bisect(cases, attempt)
    assert sorted(failed) == sorted(bad) and "fam-000003.f64.py:9" in failed["fam-000003"]
    assert sorted(i for group, _ in ok for i in (c.spec.case_id for c in group)) == sorted(
        c.spec.case_id for c in cases if c.spec.case_id not in bad
    )
    assert len(attempts) == 5  # all, 3 alone, the rest, 11 alone, the rest
    # A message that names no case (the C++ compiler's) halves instead.
    attempts.clear()

    def attempt_cpp(group):
        attempts.append([c.spec.case_id for c in group])
        if any(c.spec.case_id in bad for c in group):
            raise batches.CompileError("wp_module.cpp:12:5: error: no matching function")
        return len(group)

    ok, failed = batches.bisect(cases, attempt_cpp)
    assert sorted(failed) == sorted(bad) and attempts[1] == [c.spec.case_id for c in cases[:8]]


def test_arch_lists_parse_and_bad_ones_are_refused():
    assert parse_archs("90") == (90,) and parse_archs("sm_80, 90") == (80, 90)
    for bad in ("", "ninety", "9000"):
        with pytest.raises(ValueError, match="CUDA architectures"):
            parse_archs(bad)


def test_findings_of_a_resumed_validation_are_those_of_an_uninterrupted_one(tmp_path):
    """findings.json and findings.md say what the records say: nothing of the run that made them (its time,
    how many cases it validated rather than resumed)."""
    root = tmp_path / "cases"
    args = [array("x"), array("out", "out")]
    make_case(root, "double", "out[tid] = x[tid] * 2.0", args)
    make_case(root, "shift", "out[tid] = x[tid] + 1.0", args)
    whole, resumed = tmp_path / "whole", tmp_path / "resumed"
    validate_root(root, whole, jobs=1, options=Options(), log=lambda *a: None)
    validate_root(root, resumed, jobs=1, options=Options(), log=lambda *a: None)
    (resumed / "validation" / "custom-shift.json").unlink()  # stopped before this case's record was written
    summary = validate_root(root, resumed, jobs=1, options=Options(), log=lambda *a: None)
    assert summary["validated_now"] == 1
    for name in ("findings.json", "findings.md"):
        assert (resumed / name).read_bytes() == (whole / name).read_bytes(), name


@pytest.mark.slow
def test_kernels_that_crash_or_hang_their_worker_are_findings_and_the_run_goes_on(tmp_path, monkeypatch):
    from harness.validate import workers as validate

    monkeypatch.setattr(validate, "RUN_TIMEOUT_S", 5.0)
    root = tmp_path / "cases"
    args = [array("x"), array("out", "out")]
    make_case(root, "crash", "x[tid + 1000000000] = 1.0\nout[tid] = x[tid]", args)  # far out of bounds
    # 2e9 iterations per thread: minutes. (A loop that never ends at all has no side effects, and
    # C++ lets the compiler assume it ends: clang removes it at -O2.)
    forever = [array("x"), ArgSpec("n", "scalar", "int", (), (2e9, 2e9)), array("out", "out")]
    make_case(root, "hang", "v = x[tid]\nfor i in range(n):\n    v = wp.sin(v) + 0.1\nout[tid] = v", forever)
    make_case(root, "fine", "out[tid] = x[tid] * 2.0", args)
    summary = validate_root(root, tmp_path / "out", jobs=1, options=Options(), log=lambda *a: None)
    records = {
        c: json.loads((tmp_path / "out" / "validation" / f"custom-{c}.json").read_text())
        for c in ("crash", "hang", "fine")
    }
    assert records["crash"]["failed_steps"] == ["run_cpu"]
    assert records["crash"]["compiled_cpu"] is True  # what was learnt before the crash is kept
    assert "process died" in records["crash"]["findings"][0]["message"]
    assert records["hang"]["failed_steps"] == ["run_cpu"]
    assert "timeout" in records["hang"]["findings"][0]["message"]
    assert records["fine"]["failed_steps"] == [] and records["fine"]["gradcheck"] == "pass"
    assert summary["failed_steps"] == {**dict.fromkeys(STEPS, 0), "run_cpu": 2}
    report = (tmp_path / "out" / "findings.md").read_text()
    assert "custom-crash: run_cpu" in report and "custom-hang: run_cpu" in report
    assert json.loads((tmp_path / "out" / "findings.json").read_text())["failed_cases"] == 2
    for key in ("case_id", "compiled_cpu", "compiled_cubin", "compiled_ptx", "ptx_arch", "ran_cpu", "output_digest",
                "stable", "stability_max_error", "known_issues", "gradcheck", "gradcheck_max_error",
                "gradcheck_reason", "ptx", "failed_steps"):  # fmt: skip
        assert key in records["fine"]
    assert not list((tmp_path / "out" / "validation").glob(".*"))  # no temporary files left behind

    # A rerun resumes: nothing to do. A torn record, or one made from other files or options, is stale.
    assert validate_root(root, tmp_path / "out", options=Options(), log=lambda *a: None)["validated_now"] == 0
    fine, path = read_case(root / "custom" / "custom-fine.json"), tmp_path / "out" / "validation" / "custom-fine.json"
    assert record_is_current(path, fine, Options()) and not record_is_current(path, fine, Options(archs=(80, 90)))
    path.write_text("{torn")
    assert not record_is_current(path, fine, Options())


@pytest.mark.slow
def test_a_crash_after_other_cases_ran_in_the_process_is_tried_again_alone(tmp_path, monkeypatch):
    """A worker that dies in a case after others ran in it (a kernel writing out of bounds corrupts the
    heap, and a later case's allocation aborts) may have died of theirs: that case is validated again
    alone, and recorded as crashed only if it crashes there too."""
    root = tmp_path / "cases"
    args = [array("x"), array("out", "out")]
    make_case(root, "a", "out[tid] = x[tid] * 2.0", args)
    make_case(root, "b", "out[tid] = x[tid] + 1.0", args)
    once = tmp_path / "once"
    once.write_text("")
    monkeypatch.setenv("HARNESS_FAULT", "validate.step@gradcheck/custom-b:crash")
    monkeypatch.setenv("HARNESS_FAULT_ONCE", str(once))  # the first process there dies, none after it
    validate_root(root, tmp_path / "out", jobs=1, options=Options(batch_size=2), log=lambda *a: None)
    assert not once.exists()  # the fault struck
    for case in ("a", "b"):
        record = json.loads((tmp_path / "out" / "validation" / f"custom-{case}.json").read_text())
        assert record["failed_steps"] == [] and record["gradcheck"] == "pass", (case, record["findings"])


@pytest.mark.slow
@pytest.mark.parametrize("heavy_phase", ["compile_cubin", "run_cpu"])
def test_a_worker_over_the_memory_limit_is_stopped_and_only_a_cuda_build_is_left_out(
    tmp_path, monkeypatch, heavy_phase
):
    """A worker past VALIDATE_MEMORY_MB is stopped. In the CUDA build (NVRTC on a large real kernel
    takes gigabytes), the case is validated again without it: compiled_cubin null with the reason,
    its generated CUDA code still checked for fidelity, every other step taken. Anywhere else the
    step it was in fails, as a crash does."""
    from harness.validate import workers

    vdir = tmp_path / "out" / "validation"

    def resident_mb(pid=None):  # a worker "takes" 10 GB while its marker says it is in heavy_phase
        for marker in vdir.glob(".marker-*.json"):
            try:
                if json.loads(marker.read_text())["phase"] == heavy_phase:
                    return 10_000.0
            except (OSError, ValueError):
                pass
        return 300.0

    monkeypatch.setattr(workers.procs, "resident_mb", resident_mb)
    root = tmp_path / "cases"
    if heavy_phase == "compile_cubin":
        make_case(root, "heavy", "out[tid] = wp.sin(x[tid]) * 2.0", [array("x"), array("out", "out")])
    else:  # minutes in run_cpu: the supervisor's look at its memory cannot miss it
        forever = [array("x"), ArgSpec("n", "scalar", "int", (), (2e9, 2e9)), array("out", "out")]
        make_case(root, "heavy", "v = x[tid]\nfor i in range(n):\n    v = wp.sin(v) + 0.1\nout[tid] = v", forever)
    validate_root(root, tmp_path / "out", jobs=1, options=Options(), log=lambda *a: None)
    record = json.loads((vdir / "custom-heavy.json").read_text())
    message = f"stopped in {heavy_phase}, its resident memory over the {workers.MEMORY_MB:.0f} MB"
    if heavy_phase == "compile_cubin":
        assert record["failed_steps"] == [] and record["skipped_steps"] == ["compile_cubin"]
        assert record["compiled_cubin"] is None and record["compiled_ptx"] is None
        assert record["compiled_cpu"] and record["ran_cpu"] and record["gradcheck"] == "pass"
        [finding] = [f for f in record["findings"] if f["step"] == "compile_cubin"]
        assert finding["message"].startswith("not built: the validation process was " + message)
        assert "more memory than a validation process may take" in finding["judgement"]
    else:
        assert record["failed_steps"] == ["run_cpu"] and record["compiled_cubin"] is True
        assert any(message in f["message"] for f in record["findings"] if f["step"] == "run_cpu")
    assert not list(vdir.glob(".*"))


def test_a_cuda_build_left_out_still_checks_the_generated_cuda_code(tmp_path):
    """Fidelity of a case whose CUDA build is left out: Warp's generated CUDA code (the module's
    own options, not the CPU build's -O0) against the recorded code; a recorded forward that Warp
    does not generate fails it."""
    case = make_case(tmp_path, "left_out", "out[tid] = x[tid] * 3.0", [array("x"), array("out", "out")])
    why = {case.spec.case_id: "not built: over the limit"}
    record = validate_cases([case], Options(), cuda_not_built=why)[case.spec.case_id]
    assert record["failed_steps"] == [] and record["compiled_cubin"] is None and record["compiled_cpu"] is True
    wrong = dataclasses.replace(case, modules={**case.modules, "cuda": case.modules["cuda"].replace("3.0", "4.0")})
    record = validate_cases([wrong], Options(), cuda_not_built=why)[case.spec.case_id]
    assert "fidelity" in record["failed_steps"]
    assert any("CUDA code generated does not contain the recorded" in f["message"] for f in record["findings"])


@pytest.mark.slow
def test_gpu_comparisons_run_cpu_against_cpu():
    """The code of the cuda tests, run with the CPU on both sides: everything equal, atomics handled."""
    for case_id in ("math-000001", "atomic-000000"):
        case = golden(case_id)
        with gpu.loaded(case) as k:
            assert gpu.compiled_source(k.kernel, "cpu") == case.modules["cpu"]
        for result in (
            gpu.compare_outputs(case, "cpu"),
            gpu.compare_outputs(case, "cpu", atomic=True),
            gpu.compare_gradients(case, "cpu"),
        ):
            assert result.ok and result.max_error == 0.0, result
    atomic = gpu.compare_outputs(golden("atomic-000000"), "cpu", atomic=True)
    assert atomic.skipped and "thread order" in atomic.skipped[0]


@pytest.mark.parametrize(
    "values, background",
    [
        (np.linspace(-2, 3, 5 * 9 * 3, dtype=np.float32).reshape(5, 9, 3), 0.5),
        (np.arange(4 * 4 * 11, dtype=np.int32).reshape(4, 4, 11) - 70, 7),
        (np.linspace(-1, 1, 3 * 10 * 2 * 3, dtype=np.float32).reshape(3, 10, 2, 3), (0.25, -1.0, 2.0)),
    ],
    ids=["float", "int", "vec3"],
)
def test_volumes_the_harness_fills_equal_warps_load_from_numpy(values, background):
    """Inputs built without Warp's fill kernels (their own precompiled header) are the same grid, byte for byte."""
    import warp as wp

    from harness.validate import runtime

    warp_api.init()
    ours = runtime.volume_from_numpy(values, (-1.0, 0.5, 2.0), 0.25, background, "cpu", 256)
    warps = wp.Volume.load_from_numpy(values, (-1.0, 0.5, 2.0), 0.25, background, device="cpu")
    assert ours.array().numpy().tobytes() == warps.array().numpy().tobytes()
    assert ours.get_voxel_size() == warps.get_voxel_size()


def test_cuda_report_without_results_says_why(tmp_path):
    text = gpu.report(tmp_path / "missing.jsonl", tmp_path / "report.md")
    assert "No results" in text and (tmp_path / "report.md").read_text() == text


@pytest.mark.slow
def test_make_dataset_ptx_column_and_validate_off(tmp_path):
    def dataset(*args):
        return subprocess.run([sys.executable, "-m", "harness.dataset", "--per-family", "1", "--families", "math",
                               "--jobs", "0", "--splits", "100/0/0", *args], cwd=ROOT, capture_output=True, text=True)  # fmt: skip

    on = dataset("--out", str(tmp_path / "on"), "--ptx")
    assert on.returncode == 0, on.stdout + on.stderr
    assert "failed by step: load 0, compile_cpu 0" in on.stdout
    row = pq.read_table(next((tmp_path / "on").rglob("train-*.parquet"))).to_pylist()[0]
    assert row["compiled_cpu"] is True and row["compiled_ptx"] is True and row["ran_cpu"] is True
    assert row["gradcheck"] in ("pass", "n/a") and row["ptx_arch"] == "sm_90" and ".entry" in row["ptx"]

    off = dataset("--out", str(tmp_path / "off"), "--validate", "0")
    assert off.returncode == 0, off.stdout + off.stderr
    row = pq.read_table(next((tmp_path / "off").rglob("train-*.parquet"))).to_pylist()[0]
    assert row["compiled_cpu"] is None and row["gradcheck"] is None and "ptx" not in row
    assert not (tmp_path / "off" / "validation").exists()


@pytest.mark.slow
def test_cubin_build_fails_what_ptxas_rejects_and_names_the_local_memory_atomic_bug(tmp_path):
    """PTX is not what a GPU loads: a kernel over the 48 KB static shared memory limit compiles to PTX
    and fails ptxas, with ptxas' message; a kernel with an in-kernel array builds, and ptxas' warning
    about atomics on local memory names it, and only it, with the registered bug."""
    args = [array("x"), array("out", "out")]
    # 64 KB of static shared memory on CUDA (the CPU build takes the other branch).
    snippet = (
        "#if defined(__CUDA_ARCH__)\n__shared__ float big[16384];\nbig[threadIdx.x] = x;\n__syncthreads();\n"
        "return big[(threadIdx.x + 1) % 256];\n#else\nreturn x;\n#endif\n"
    )
    prelude = f"@wp.func_native(snippet={snippet!r})\ndef shared_copy(x: float) -> float: ..."
    too_big = make_case(tmp_path, "shared", "out[tid] = x[tid] + 0.0 * shared_copy(x[tid])", args, prelude=prelude)
    local = make_case(
        tmp_path, "local", "buf = wp.zeros(shape=(6,), dtype=float)\nout[tid] = x[tid] * 3.0 + buf[tid % 6]", args
    )
    plain = make_case(tmp_path, "plain", "out[tid] = x[tid] * 3.0", args)
    records = validate_cases([too_big, local, plain], Options())
    big, loc, ok = records["custom-shared"], records["custom-local"], records["custom-plain"]
    assert big["failed_steps"] == ["compile_cubin"] and big["compiled_ptx"] and not big["compiled_cubin"], big
    message = next(f["message"] for f in big["findings"] if f["step"] == "compile_cubin")
    assert "ptxas error" in message and "too much shared data" in message, message
    assert loc["compiled_cubin"] and loc["failed_steps"] == [], loc
    assert loc["known_issues"] == ["warp-local-memory-atomic"], loc
    assert any("Cannot do atomic on local memory" in w for w in loc["ptxas_warnings"])
    assert ok["compiled_cubin"] and ok["known_issues"] == [] and ok["ptxas_warnings"] == [], ok


@pytest.mark.slow
def test_a_warning_at_a_line_of_one_cases_code_is_that_cases_with_no_rebuild(tmp_path, monkeypatch):
    """NVRTC names the line of the batch's translation unit in its front-end warnings (#222-D at
    the INFINITY Warp emits for ``wp.inf``): the case whose recorded code holds that line gets
    the warning, and the module is not rebuilt in parts to find out."""
    from harness.validate import compile as batches

    args = [array("x"), array("out", "out")]
    capped = make_case(tmp_path, "capped", "out[tid] = wp.min(x[tid], wp.inf)", args)
    plain = make_case(tmp_path, "plain", "out[tid] = x[tid] * 3.0", args)
    shifted = make_case(tmp_path, "shifted", "out[tid] = x[tid] + 1.0", args)
    built, build_cubin = [], batches.build_cubin
    monkeypatch.setattr(
        batches, "build_cubin", lambda batch, *a: built.append(sorted(batch.members)) or build_cubin(batch, *a)
    )
    records = validate_cases([capped, plain, shifted], Options())
    assert [w for w in records["custom-capped"]["ptxas_warnings"] if "#222-D" in w], records["custom-capped"]
    assert records["custom-plain"]["ptxas_warnings"] == [] and records["custom-shifted"]["ptxas_warnings"] == []
    assert built == [["custom-capped", "custom-plain", "custom-shifted"]]


@pytest.mark.slow
def test_a_rewrite_a_registered_bug_refuses_is_reported_without_a_build(tmp_path, monkeypatch):
    """A failed gradient check is explained by rewritten copies; the copy with the dynamic loop made
    static casts the loop's counter to float64 (the float64 copy widens ``wp.float32(i)``), which the
    registered bug warp-wide-cast-retypes-name makes fail to compile: it is reported as that bug
    and never built (a failing build costs two compiles and, in a batch, a bisection)."""
    from harness.validate import compile as batches

    args = [array("x"), ArgSpec("n", "scalar", "int", (), (3, 3)), array("out", "out")]
    body = "v = x[tid]\nfor i in range(n):\n    v = v * 0.5 + wp.sin(v) * wp.float32(i) + float(i * tid)\nout[tid] = v"
    case = make_case(tmp_path, "loopcast", body, args)
    variants, load_batch = [], batches.load_batch
    monkeypatch.setattr(
        batches, "load_batch", lambda cases, **kw: variants.append(kw.get("variant")) or load_batch(cases, **kw)
    )
    record = validate_cases([case], Options())["custom-loopcast"]
    assert (
        "unrolled: does not compile: registered Warp bug warp-wide-cast-retypes-name" in record["gradcheck_reason"]
    ), record
    assert "explain" not in variants, variants


@pytest.mark.slow
def test_cubin_of_a_batch_loaded_on_the_cpu_at_O0_is_warps_default_cuda_build(tmp_path):
    """Validation builds a group's CUBIN from the module its CPU build loaded at -O0, as Warp
    builds one module for both targets: the CUBIN is the one Warp builds by default (module name
    and hash aside), not an -O0 CUDA build, and the module stays loaded on the CPU (same hash,
    same outputs)."""
    from harness.validate import runtime

    case = golden(smallest("arithmetic"))

    def cubin(batch, name: str) -> bytes:
        batches.build_cubin(batch, 90, tmp_path / name)
        built = next((tmp_path / name).rglob("*.cubin")).read_bytes()
        return re.sub(rb"wp_warp_batch_\d+_\d+_[0-9a-f]{7}", b"<module>", built)

    cpu = batches.load_batch([case], module_options={"optimization_level": 0})
    try:
        batches.build_cpu(cpu)
        kernel = cpu.members[case.spec.case_id].kernel
        block_dim = warp_api.module_block_dim(kernel)
        module_hash = warp_api.module_of(kernel).get_module_hash()
        host = runtime.draw_inputs(case.spec, kernel)
        digest = runtime.run(kernel, case.spec, host, block_dim).digest
        from_cpu_batch = cubin(cpu, "reused")
        assert warp_api.module_of(kernel).get_module_hash() == module_hash
        assert runtime.run(kernel, case.spec, host, block_dim).digest == digest
    finally:
        cpu.close()
    fresh = batches.load_batch([case])
    at_o0 = batches.load_batch([case], module_options={"optimization_level": 0})
    try:
        assert from_cpu_batch == cubin(fresh, "default")
        at_o0.replaced_options.clear()  # built with the module's -O0, as without the override
        with warnings.catch_warnings():  # Warp: NVRTC at -O0 is unsafe, -O1 instead (still not -O3)
            warnings.simplefilter("ignore", UserWarning)
            assert from_cpu_batch != cubin(at_o0, "O0")
    finally:
        fresh.close()
        at_o0.close()


@pytest.mark.slow
def test_a_batch_is_hashed_after_building_only_the_kernels_beside_an_unresolved_static_expression(monkeypatch):
    """A ``wp.static()`` expression that reads a loop variable is evaluated by building kernels
    before the module is hashed. Warp builds every kernel of the module for it; validation builds
    only the kernels of the case that has one. The kernel hashes, and so the CPU code, are the
    ones the goldens recorded, for the static case and for the case beside it."""
    static = golden("static-000000")
    assert "wp.static(OPS[u4])" in static.spec.source  # reads the loop variable u4: not evaluated at definition

    # Beside it, a case of the same module options (validation never mixes them).
    def options(source: str) -> list[str]:
        return [line for line in source.splitlines() if line.startswith("wp.set_module_options(")]

    beside = [
        p
        for p in SNAPSHOTS.glob("*/*.cpp")
        if p.parent.name != "static" and options(p.with_suffix(".py").read_text()) == options(static.spec.source)
    ]
    other = golden(min(beside, key=lambda p: p.stat().st_size).stem)
    built = []
    build_kernel = warp_api._context.ModuleBuilder.build_kernel

    def spy(builder, kernel):
        built.append(kernel.key)
        return build_kernel(builder, kernel)

    monkeypatch.setattr(warp_api._context.ModuleBuilder, "build_kernel", spy)
    batch = batches.load_batch([static, other], module_options={"optimization_level": 0})
    try:
        keys = {c.spec.case_id: batch.members[c.spec.case_id].kernel.key for c in (static, other)}
        assert warp_api.module_of(batch.members[static.spec.case_id].kernel).has_unresolved_static_expressions
        with _quiet_warp():  # as validation builds: CPU blocks of the module's block size
            units = batches.build_cpu(batch)
        assert built.count(keys[static.spec.case_id]) == 2  # to evaluate the expression, then the build
        assert built.count(keys[other.spec.case_id]) == 1  # the build alone
        for case in (static, other):
            kernel = batch.members[case.spec.case_id].kernel
            assert batches.check_fidelity(case, "cpu", units[warp_api.module_of(kernel).name]) == [], case.spec.case_id
    finally:
        batch.close()


@pytest.mark.slow
def test_every_golden_builds_to_cubin_and_in_kernel_arrays_name_the_local_memory_bug(tmp_path):
    """What a GPU loads: the committed goldens of every family build to CUBIN for sm_90 (ptxas
    accepts it: shared memory and other device limits respected). A golden whose kernel creates an
    in-kernel array and has a backward is named with the local-memory atomic bug, from ptxas' warning."""
    from harness.validate import bugs
    from kernels import FAMILIES

    # Every golden of the families that use shared memory (BVH/mesh query stacks, tiles), the smallest
    # of every other family, and every golden with an in-kernel array (the whole set takes minutes).
    paths = {p for f in ("geometry", "tile") for p in SNAPSHOTS.glob(f"{f}/*.json")}
    paths |= {SNAPSHOTS / f / f"{smallest(f)}.json" for f in FAMILIES}
    paths |= {p for p in SNAPSHOTS.glob("*/*.json") if "wp.zeros(" in p.with_suffix(".py").read_text()}
    cases = [read_case(p) for p in sorted(paths)]
    assert {c.spec.family for c in cases} == set(FAMILIES)

    def attempt(group):
        batch = batches.load_batch(group)
        try:
            return batches.build_cubin(batch, 90, tmp_path / f"b{len(list(tmp_path.iterdir()))}")
        finally:
            batch.close()

    built, failed = 0, {}
    for group in batches.plan(cases):  # as validation batches them (module options never mixed)
        ok, bad = batches.bisect(group, attempt)
        built += sum(len(g) for g, _ in ok)
        failed.update(bad)
    assert failed == {}, failed
    assert built == len(cases)

    with_arrays = [c for c in cases if "wp.zeros(" in c.spec.source and c.piece("cpu", "backward")]
    assert with_arrays, "no golden has an in-kernel array: the detector is untested here"
    for case in with_arrays:
        assert "warp-local-memory-atomic" in bugs.known_issues(case), case.spec.case_id


def _case_from_source(root: Path, name: str, source: str, args: list[ArgSpec]):
    """A golden case of a whole recorded source (what harvested rows carry); ``wp.config`` put back after."""
    spec = KernelSpec(case_id=f"custom-{name}", family="custom", seed=0, kernel_name=name, source=source,
                      args=tuple(args), launch_dim=(8,))  # fmt: skip
    warp_api.init()  # before the snapshot: initialising sets wp.config.kernel_cache_dir
    with warp_api.config_applied({}):
        files = render(extract(spec))
    folder = root / "custom"
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, text in files.items():
        (folder / f"{spec.case_id}.{suffix}").write_text(text)
    return read_case(folder / f"{spec.case_id}.json")


_SCALE = "@wp.kernel\ndef {name}(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n    tid = wp.tid()\n    out[tid] = {body}\n"


def test_a_sources_wp_config_settings_stay_its_own_in_a_batch(tmp_path):
    """A source that sets ``wp.config.enable_backward = False`` gets no backward; the cases validated
    with it keep theirs (fidelity passes for all), and ``wp.config`` is as it was once loaded."""
    args = [array("x"), array("out", "out")]
    setter = "import warp as wp\n\nwp.config.enable_backward = False\n\n\n" + _SCALE.format(
        name="nobwd", body="x[tid] * 2.0"
    )
    cases = [
        _case_from_source(
            tmp_path, name, "import warp as wp\n\n\n" + _SCALE.format(name=name, body=f"x[tid] * {i}.0"), args
        )
        for i, name in enumerate(("before", "after"), start=3)
    ]
    cases.insert(1, _case_from_source(tmp_path, "nobwd", setter, args))
    assert "_cpu_backward(" not in cases[1].modules["cpu"] and "_cpu_backward(" in cases[0].modules["cpu"]
    plan = [[c.spec.case_id for c in batch] for batch in batches.plan(cases)]
    assert plan == [["custom-before", "custom-after"], ["custom-nobwd"]]
    backward = warp_api.config_snapshot()["enable_backward"]
    batch = batches.load_batch(cases)  # even in one batch: undone after the source that set it
    try:
        assert warp_api.config_snapshot()["enable_backward"] == backward and batch.config == {"enable_backward": False}
    finally:
        batch.close()
    records = validate_cases(cases, Options(archs=()))
    for case in cases:
        r = records[case.spec.case_id]
        assert r["failed_steps"] == [] and r["compiled_cpu"], r
    assert warp_api.config_snapshot()["enable_backward"] == backward


def test_a_module_its_source_names_is_each_batchs_own(tmp_path):
    """``@wp.kernel(module="contacts")`` (newton's narrow phase names its modules): Warp keeps one module
    per name, so a copy of the source (float64, with the adjoint) joined the original's module, and the
    original's next build (the replay's launch) held both copies' helpers under one native name:
    clang's ``redefinition of 'reserve_slot_0'``, CPU kernel build failed."""
    source = (
        'import warp as wp\n\n\n@wp.func(module="harness_named")\ndef reserve_slot(count: wp.array(dtype=int)) -> int:\n'
        "    return wp.atomic_add(count, 0, 1)\n\n\n"
        '@wp.kernel(module="harness_named")\ndef named(x: wp.array(dtype=float), count: wp.array(dtype=int), '
        "out: wp.array(dtype=float)):\n    tid = wp.tid()\n    out[reserve_slot(count)] = x[tid] * 2.0\n"
    )
    case = _case_from_source(tmp_path, "named", source, [array("x"), array("count", "out"), array("out", "out")])
    original = batches.load_batch([case])
    copy = batches.load_batch([case], variant="f64", transform=gradcheck.to_float64_converting)
    try:
        batches.build_cpu(original)
        batches.build_cpu(copy)
        kernel = original.members[case.spec.case_id].kernel
        assert warp_api.module_of(kernel) is not warp_api.module_of(copy.members[case.spec.case_id].kernel)
        out, count = wp.zeros(4, dtype=float), wp.zeros(1, dtype=int)
        x = wp.array(np.arange(4, dtype=np.float32))
        with _quiet_warp():  # the replay launches the original again, at the block size it was captured with
            wp.launch(kernel, dim=4, inputs=[x, count, out], device="cpu", block_dim=64)
        assert sorted(out.numpy()) == [0.0, 2.0, 4.0, 6.0]
    finally:
        copy.close()
        original.close()
    assert not [name for name in warp_api._context.user_modules if name.endswith("harness_named")]


def test_sources_with_postponed_annotations_load_in_a_batch(tmp_path):
    """``from __future__ import annotations``: a ``@wp.struct``'s annotations are strings Warp
    resolves in the module named by ``__module__`` (the batch's): the case's own names are found."""
    args = [array("x"), array("out", "out")]
    prelude = (
        "from __future__ import annotations\n\nimport warp as wp\n\n\n@wp.struct\nclass Pair:\n    a: float\n"
        "    b: wp.vec3\n\n\n@wp.func\ndef twice(x: float) -> float:\n    return 2.0 * x\n\n\n"
    )
    plain = _case_from_source(
        tmp_path, "plain", "import warp as wp\n\n\n" + _SCALE.format(name="plain", body="x[tid]"), args
    )
    postponed = _case_from_source(
        tmp_path, "postponed", prelude + _SCALE.format(name="postponed", body="twice(x[tid])"), args
    )
    assert [[c.spec.case_id for c in b] for b in batches.plan([plain, postponed])] == [
        ["custom-plain", "custom-postponed"]
    ]
    records = validate_cases([plain, postponed], Options(archs=()))
    for case_id in ("custom-plain", "custom-postponed"):
        r = records[case_id]
        assert r["failed_steps"] == [] and r["compiled_cpu"] and r["ran_cpu"], r


def test_a_component_update_of_a_kernels_vector_parameter_is_the_registered_component_update_bug(tmp_path):
    """``dt.y += e`` on a kernel's own ``wp.vec2`` parameter is the local-vector case of
    warp-component-update-adjoint: the rewrite (the update as a sum) confirms it, and its detector names it."""
    args = [array("x"), ArgSpec("dt", "scalar", "vec2", (), (-1.0, 1.0)), array("out", "out")]
    body = "for k in range(3):\n    dt.y += wp.sin(x[tid])\nout[tid] = dt[1] * x[tid]"
    record = validate_cases([make_case(tmp_path, "param_update", body, args)], Options(archs=()))["custom-param_update"]
    assert record["gradcheck"] == "known_bug", record
    assert record["known_issues"] == ["warp-component-update-adjoint"], record
