"""The reducer (harness/hunt/reduce.py): specs inferred from a user's annotations, index-safe edits,
and the done criterion: a wp.mod(a, b) with b from an input array, inside a few dozen unrelated
statements, reduces to a kernel of at most ~6 body lines that still fails gradcheck on d/db."""

import ast
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.hunt import cases, checks, reduce

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "hunt_samples" / "mod_in_noise.py"


def test_spec_inferred_from_annotations():
    spec = cases.load_spec(str(SAMPLE), dim=4)
    by = {a.name: a for a in spec.args}
    assert by["a"].role == "in" and by["a"].shape == (4,) and by["a"].domain == cases.DEFAULT_DOMAIN
    assert by["c"].dtype == "vec3" and by["out"].role == "out" and by["out2"].dtype == "vec3"
    assert spec.launch_dim == (4,) and spec.kernel_name == "big"


def test_indices_are_never_edited():
    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n"
        "    i = wp.tid()\n    j = (i + 1) % 4\n    out[i] = x[j] * 2.0\n"
    )
    tree = ast.parse(source)
    assert reduce.index_names(tree) >= {"i", "j"}
    for cand in reduce._expressions(tree):
        assert "(i + 1) % 4" in ast.unparse(cand)
    dropped = ast.parse(source.replace("    j = (i + 1) % 4\n", "    j = i\n"))
    assert not reduce.index_safe(dropped, tree)


@pytest.mark.slow
def test_reduces_mod_in_noise_to_a_few_lines_before_its_candidate_budget(tmp_path):
    spec = cases.load_spec(str(SAMPLE))
    assert reduce.body_lines(spec) >= 30
    result = reduce.reduce(spec, "gradcheck", max_tests=400)
    assert result.tests < 400  # done, not cut short
    assert result.body_lines <= 6, result.spec.source
    assert "wp.mod" in result.signature
    assert result.failure.data["input"].startswith("b[")  # still d/db
    again = checks.gradcheck(result.spec)
    assert again is not None and again.data["input"].startswith("b[")
    path = reduce.write(result, tmp_path)
    run = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    line = run.stdout.strip().splitlines()[-1]
    assert "Warp's adjoint 0," in line and "finite differences -" in line, line


@pytest.mark.slow
def test_a_reduction_cut_short_by_its_budget_is_the_same_however_long_its_checks_take(monkeypatch):
    """The budget counts candidates: with a time budget, the same hunt reduced a kernel to different
    sources on a loaded machine and on a quiet one."""
    spec = cases.load_spec(str(SAMPLE))
    quick = reduce.reduce(spec, "gradcheck", max_tests=40)
    clock = iter(range(0, 10**9, 1000))  # every reading of the clock 1000 s after the last
    monkeypatch.setattr(time, "monotonic", lambda: float(next(clock)))
    slow = reduce.reduce(spec, "gradcheck", max_tests=40)
    assert quick.tests == slow.tests == 40
    assert slow.spec.source == quick.spec.source and slow.body_lines < reduce.body_lines(spec)


SMALL = ROOT / "tests" / "hunt_samples" / "mod_small_inputs.py"


@pytest.mark.slow
def test_inputs_that_show_the_bug_are_searched_and_a_check_that_never_fails_is_one_line():
    """wp.mod(a * 0.1, b + 2) has a < b on the default inputs, where its wrong d/db is right by accident:
    the reducer widens the inputs until gradcheck fails. A check that never fails ends in one line
    saying what was tried, not a traceback."""
    spec = cases.load_spec(str(SMALL), dim=2)
    assert checks.run_check("gradcheck", spec) is None
    found, failure = reduce.search_inputs(spec, "gradcheck")
    assert failure.check == "gradcheck" and "b" in failure.key
    assert {a.domain for a in found.args if a.role == "in"} != {a.domain for a in spec.args if a.role == "in"}
    run = subprocess.run(
        [sys.executable, "-m", "harness.hunt.reduce", str(SMALL), "--check", "float64", "--dim", "2",
         "--domain", "a=0.5,1", "--shape", "a=2"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr[-2000:]
    line = run.stdout.strip().splitlines()
    assert len(line) == 1 and "does not fail float64" in line[0] and "a in [0.5, 1]" in line[0] and "near" in line[0]


def test_a_generic_kernel_is_reduced_as_its_one_overload():
    """The generator writes some kernels generic: ``k_t`` annotated ``Any`` and ``k = wp.overload(k_t, {...})``.
    The reducer finds the kernel's definition under ``k_t`` and keeps the overload the module needs."""
    import dataclasses

    from kernels.style import _generic

    source = (
        "import warp as wp\n\n@wp.kernel\ndef k(x: wp.array(dtype=float), y: wp.array(dtype=float), "
        "out: wp.array(dtype=float)):\n    i = wp.tid()\n    a = wp.sin(x[i])\n    b = a * 2.0\n"
        "    out[i] = wp.mod(x[i] * 3.0, y[i]) + b * 0.0\n"
    )
    plain = cases.spec_from_source(source, dim=2)
    spec = dataclasses.replace(plain, source=_generic(plain, source, False))
    assert "def k_t(" in spec.source and "k = wp.overload(k_t, {" in spec.source
    assert reduce.body_lines(spec) == reduce.body_lines(plain) == 4
    result = reduce.reduce(spec, "gradcheck", max_tests=40)
    assert result.body_lines < 4 and "wp.mod" in result.signature
    assert "k = wp.overload(k_t," in result.spec.source
    assert checks.gradcheck(result.spec).key == frozenset({"y"})
