"""The registry of confirmed Warp bugs (harness/validate/bugs): each entry's reproducer (its report's script,
docs/warp-bugs/<id>.py) is a strict xfail,
so a Warp release that fixes a bug turns the suite red until its entry is updated; each
detector names its reproducer's kernel and not a kernel without the construct.

Entries are confirmed on the pin. Under another release (`make test WARP=<version>`) what each
reproducer does there is the `make bisect` record (harness/validate/bugs/affected.json): a strict
xfail where it reproduces, a plain test where it does not, a skip naming the record's reason where
it cannot run there."""

import importlib
import json
import re
import runpy
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest
import warp as wp

from harness import warp_api
from harness.validate import bugs
from harness.validate import compile as batches

ROOT = Path(__file__).resolve().parent.parent
RUNNING = warp_api.warp_version()


def expectation(bug, reason: str) -> list:
    """The marks of a test of ``bug``'s reproducer on the running Warp: a strict xfail on the pin (every
    entry is confirmed there) and under a release where `make bisect` found that it reproduces; none
    where it found the release unaffected (the reproducer gives the right value there); a skip with
    the record's reason where the reproducer cannot run there (a builtin it uses is missing, ...)."""
    if RUNNING == bugs.WARP_VERSION:
        return [pytest.mark.xfail(strict=True, reason=reason)]
    try:
        result = bugs.affected(bug.id).results.get(RUNNING)
    except KeyError:  # an entry `make bisect` has not measured yet
        result = None
    if result is None:
        return [pytest.mark.skip(reason=f"{bug.id}: `make bisect` has no record for Warp {RUNNING}")]
    if result["verdict"] == "reproduces":
        return [pytest.mark.xfail(strict=True, reason=f"{reason} (`make bisect`: Warp {RUNNING} reproduces it)")]
    if result["verdict"] == "does not reproduce":  # a bug of later releases: the right value here
        return []
    detail = f" ({result['detail']})" if result.get("detail") else ""
    return [pytest.mark.skip(reason=f"{bug.id}: `make bisect` on Warp {RUNNING}: {result['verdict']}{detail}")]


def as_measured(bug, reason: str):
    return pytest.param(bug, id=bug.id, marks=expectation(bug, reason))


# A documented-behaviour entry is no bug to wait on: its own test checks the documented behaviour instead.
FAILING = [b for b in bugs.BUGS if b.kind in bugs.STRICT_XFAIL_KINDS]
CPU_BUGS = [b for b in FAILING if "cpu" in b.targets]
GPU_ONLY_BUGS = [b for b in FAILING if "cpu" not in b.targets]
NVRTC_BUGS = [b for b in GPU_ONLY_BUGS if b.nvrtc_only]  # their reproducers check the CUDA build: no GPU needed
DOCUMENTED = [b for b in bugs.BUGS if b.kind == "documented-behaviour"]


def reproducer(bug):
    return bugs.reproducer(bug)


def test_registry_entries_are_complete_and_current():
    assert len({b.id for b in bugs.BUGS}) == len(bugs.BUGS)
    for bug in bugs.BUGS:
        assert bug.title and bug.detector and set(bug.targets) <= {"cpu", "cuda"} and bug.passes, bug.id
        # Confirmed on the pin: a newer one must be checked again before its entry is kept.
        assert bug.warp_version == bugs.WARP_VERSION, bug.id
        if RUNNING != bugs.WARP_VERSION:  # another release: `make bisect` ran the reproducer there
            assert RUNNING in bugs.affected(bug.id).checked, f"{bug.id}: run `make bisect BUG={bug.id}`"
        module = reproducer(bug)
        assert callable(module.observed) and callable(module.expected), bug.id


def test_every_entry_has_a_kind_and_the_upstream_reference_its_kind_needs():
    assert set(bugs.STRICT_XFAIL_KINDS) | {"documented-behaviour"} == set(bugs.KINDS)
    for bug in bugs.BUGS:
        assert bug.kind in bugs.KINDS, bug.id
        if bug.kind in ("duplicate-of-upstream", "documented-behaviour"):
            assert re.search(r"NVIDIA/warp (issue|pull request) \d+", bug.upstream), bug.id
        if bug.filed_with:  # one upstream report carries both: a genuine entry that files its own
            carrier = bugs.BY_ID[bug.filed_with]
            assert carrier.kind == "bug" and not carrier.filed_with and carrier.id != bug.id, bug.id


def test_the_registry_speaks_of_the_pin():
    """bugs.WARP_VERSION is the pinned warp-lang of pyproject.toml: `make test` runs on it."""
    pins = re.findall(r'"warp-lang==([^"]+)"', (ROOT / "pyproject.toml").read_text())
    assert pins == [bugs.WARP_VERSION]


CPU_REASON = "a registered Warp bug: its reproducer gives Warp's wrong value"


@pytest.mark.parametrize("bug", [as_measured(b, CPU_REASON) for b in CPU_BUGS])
def test_reproducer_gives_the_right_value_on_the_cpu(bug):
    warp_api.init()
    module = reproducer(bug)
    np.testing.assert_allclose(module.observed("cpu"), module.expected(), rtol=1e-5, atol=1e-6)


@pytest.mark.cuda
@pytest.mark.parametrize(
    "bug", [as_measured(b, "a registered Warp bug: its reproducer fails on CUDA") for b in GPU_ONLY_BUGS]
)
def test_reproducer_gives_the_right_value_on_cuda(bug):
    # Its own process: a CUDA launch failure leaves the process's CUDA context unusable.
    code = (
        f"import json, warp as wp; from harness.validate import bugs; m = bugs.reproducer(bugs.BY_ID[{bug.id!r}]); wp.init(); "
        "print(json.dumps([m.observed('cuda:0'), m.expected()]))"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    observed, expected = json.loads(run.stdout.strip().splitlines()[-1])
    np.testing.assert_allclose(observed, expected, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize(
    "bug", [as_measured(b, "a registered Warp bug: its reproducer's CUDA build warns") for b in NVRTC_BUGS]
)
def test_reproducer_builds_the_cuda_code_without_a_warning_and_without_a_gpu(bug):
    warp_api.init()
    module = reproducer(bug)
    np.testing.assert_allclose(module.observed("cuda:0"), module.expected(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("bug", DOCUMENTED, ids=[b.id for b in DOCUMENTED])
def test_a_documented_behaviour_entry_behaves_as_documented_and_still_differs_from_the_derivative(bug):
    """Not a strict xfail: Warp does what its documentation (or its maintainers, upstream) say, checked as a
    plain test; and its default still differs from the derivative, or the entry is stale."""
    warp_api.init()
    module = reproducer(bug)
    got, documented = module.as_documented("cpu")
    np.testing.assert_allclose(got, documented, rtol=1e-5, atol=1e-6)
    assert not np.allclose(module.observed("cpu"), module.expected(), rtol=1e-5, atol=1e-6), bug.id


_COMPONENT_UPDATE = """import warp as wp


@wp.kernel(module="unique")
def k(x: wp.array(dtype=wp.DTYPE), out: wp.array(dtype=wp.DTYPE)):
    i = wp.tid()
    v = x[i]
    UPDATE
    out[i] = v
"""
COMPONENT_UPDATES = {
    # spelling -> (dtype, x, the seed of out's adjoint, whether Warp 1.19.0's d out / d x is right: the seed itself)
    "m[0, 1] += c": ("mat22", ((1.0, 2.0), (3.0, 4.0)), ((0.0, 1.0), (0.0, 0.0)), True),
    "v[0] -= c": ("vec3", (1.0, 2.0, 3.0), (1.0, 0.0, 0.0), True),
    "v.x -= c": ("vec3", (1.0, 2.0, 3.0), (1.0, 0.0, 0.0), False),
}


@pytest.mark.parametrize("update", COMPONENT_UPDATES)
def test_only_the_attribute_spelling_of_a_component_update_has_the_wrong_adjoint(update, tmp_path):
    """warp-component-update-adjoint is `v.x -= c`: `v[0] -= c` and `m[0, 1] += c` lower to sub_inplace /
    add_inplace and are right (out = x + a constant: d out / d x is the seed); its detector names the
    attribute spelling alone."""
    dtype, x0, seed, right = COMPONENT_UPDATES[update]
    source = _COMPONENT_UPDATE.replace("DTYPE", dtype).replace("UPDATE", update.replace("c", "1.0").replace("m", "v"))
    assert ("warp-component-update-adjoint" in bugs.detect(bugs.Facts(source, "a backward", None))) is not right
    path = tmp_path / f"component_update_{list(COMPONENT_UPDATES).index(update)}.py"
    path.write_text(source)
    warp_api.init()
    kernel, t = runpy.run_path(str(path))["k"], getattr(wp, dtype)
    x = wp.array([x0], dtype=t, device="cpu", requires_grad=True)
    out = wp.zeros(1, dtype=t, device="cpu", requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, 1, inputs=[x, out], device="cpu")
    tape.backward(grads={out: wp.array([seed], dtype=t, device="cpu")})
    assert np.array_equal(x.grad.numpy()[0], np.array(seed)) is right, x.grad.numpy()[0].tolist()


def _facts(module, kernel, with_cubin: bool) -> bugs.Facts:
    warnings = None
    if with_cubin:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                warnings = tuple(batches.module_cubin(warp_api.module_of(kernel), 90, Path(tmp)).warnings)
            except batches.CompileError:  # a bug that makes Warp refuse the kernel
                warnings = None
    try:
        backward = warp_api.generate_code(kernel, "cpu", kernel_only=True).piece("backward")
    except Exception:  # a bug that makes Warp refuse the kernel: its detector reads the source
        backward = ""
    return bugs.Facts(Path(module.__file__).read_text(), backward, warnings)


_PLAIN = """
import warp as wp


@wp.kernel(module="unique")
def plain(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.sin(x[i]) * 3.0
"""


@pytest.mark.slow
@pytest.mark.parametrize("bug", bugs.BUGS, ids=[b.id for b in bugs.BUGS])
def test_detector_names_its_reproducer_and_not_a_plain_kernel(bug, tmp_path):
    warp_api.init()
    module = reproducer(bug)
    kernel = next(v for v in vars(module).values() if isinstance(v, wp.Kernel))
    assert bug.id in bugs.detect(_facts(module, kernel, with_cubin="cuda" in bug.targets)), bug.id

    path = tmp_path / "plain_kernel.py"
    path.write_text(_PLAIN)
    sys.path.insert(0, str(tmp_path))
    try:
        plain = importlib.import_module("plain_kernel")
        assert bugs.detect(_facts(plain, plain.plain, with_cubin=True)) == []
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("plain_kernel", None)


_UNROLLED_CAST = """import warp as wp


@wp.kernel(module="unique")
def unrolled_cast(out: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    for j in range(3):
        a = j % 2
        out[tid] = out[tid] + wp.float64(j) + wp.float64(a)
"""


@pytest.mark.slow
@pytest.mark.parametrize(("loop", "named"), [("range(3)", True), ("range(n)", False)])
def test_wide_cast_of_an_unrolled_loop_counter_is_the_retyping_bug(loop, named, tmp_path):
    """Warp unrolls `for j in range(3)`: wp.float64(j) retypes j and `j % 2` does not compile (a
    registered bug, expected to fail until Warp fixes it). A loop it does not unroll builds."""
    source = _UNROLLED_CAST.replace("range(3)", loop).replace("dtype=wp.float64)):", "dtype=wp.float64), n: int):")
    assert ("warp-wide-cast-retypes-name" in bugs.detect(bugs.Facts(source, "", None))) is named
    path = tmp_path / f"unrolled_cast_{named}.py"
    path.write_text(source)
    run = subprocess.run(
        [sys.executable, "-c", f"import runpy, warp as wp; wp.config.log_level = wp.LOG_WARNING; "
         f"k = runpy.run_path({str(path)!r})['unrolled_cast']; out = wp.zeros(2, dtype=wp.float64, device='cpu'); "
         "wp.launch(k, 2, inputs=[out, 3], device='cpu'); print(out.numpy().tolist())"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert (run.returncode != 0) is named, run.stderr[-2000:]
    if not named:
        assert run.stdout.strip().splitlines()[-1] == "[4.0, 4.0]"


_TUPLE_REBOUND = """import warp as wp


@wp.func
def halves(x: float):
    return x * 2.0, x * 3.0


@wp.kernel(enable_backward=False, module="unique")
def rebound(x: wp.array(dtype=float), y: wp.array(dtype=float), n: int):
    i = wp.tid()
{body}
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("    res = halves(x[i])\n    a, b = res\n    res = halves(a)\n    y[i] = res[0]", None),
        ("    for k in range(2):\n        res = halves(x[i])\n        y[i] += res[0]", None),
        ("    res = halves(x[i])\n    for k in range(n):\n        res = halves(y[i])\n    y[i] = res[0]", None),
        ("    for k in range(n):\n        res = halves(x[i])\n        y[i] += res[0]", 6.0),
        ("    res = halves(x[i])\n    res2 = halves(x[i])\n    y[i] = res[0] + res2[1]", 5.0),
    ],
    ids=["bound-again", "unrolled-loop", "bound-before-a-loop", "dynamic-loop", "two-names"],
)
def test_a_tuple_local_bound_again_is_what_warp_refuses(body, value, tmp_path):
    """Warp refuses `res = f(x)` (f returning several values) wherever `res` is already bound, the second
    iteration of an unrolled loop included (a registered bug, expected to fail until Warp fixes it); the
    detector of warp-tuple-local-unrolled-loop names exactly those. A dynamic loop, or two names, build."""
    source = _TUPLE_REBOUND.format(body=body)
    named = "warp-tuple-local-unrolled-loop" in bugs.detect(bugs.Facts(source, "", None))
    path = tmp_path / "rebound.py"
    path.write_text(source)
    run = subprocess.run(
        [sys.executable, "-c", f"import runpy, warp as wp; wp.config.log_level = wp.LOG_WARNING; "
         f"k = runpy.run_path({str(path)!r})['rebound']; x = wp.array([1.0], dtype=float, device='cpu'); "
         "y = wp.zeros(1, dtype=float, device='cpu'); wp.launch(k, 1, inputs=[x, y, 3], device='cpu'); "
         "print(y.numpy().tolist())"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    refused = run.returncode != 0 and "'list' object has no attribute 'type'" in run.stderr
    assert named is refused is (value is None), run.stderr[-2000:]
    if value is not None:
        assert run.stdout.strip().splitlines()[-1] == f"[{value}]"


HANG = "warp-while-return-adjoint-hang"
WHILE_RETURN = """import warp as wp


@wp.kernel
def k(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    v = x[i]
    w = int(0)
    while w < 3:
        w = w + 1
        v = v * 2.0
        if v > 1.5:
            out[i] = v
            return
    if v < 0.0:
        return
    out[i] = v
"""


def test_the_hang_probe_counts_the_returns_inside_while_loops_alone():
    from harness.validate.bugs import probes

    probe = probes.counting_while_returns(WHILE_RETURN, "k")
    count = f"wp.atomic_add({probes.COUNTER}, 0, 1)"
    assert f"out: wp.array(dtype=float), {probes.COUNTER}: wp.array(dtype=wp.int32))" in probe
    assert probe.count(count) == 1 and probe.count("return\n") == 2
    assert probe.index(count) < probe.index("return\n") < probe.index("if v < 0.0")


LOOPS_AROUND_RETURN = {
    # the return's loops, outermost first -> whether Warp 1.19.0's backward hangs (measured; the bounds
    # Warp reads as numbers unroll the loop: module constants and a local bound to a literal)
    "while": True,
    "while, unrolled for range(2)": True,
    "for range(n), while": True,
    "while, for range(n)": False,
    "while, for range(K), K = wp.constant(2)": True,
    "while, for range(M), M = 2 in the module": True,
    "while, for range(m), m = 2 in the kernel": True,
    "while, for range(c), c = int(2) in the kernel": False,
    "while, for range(20)": False,
}
_HEADERS = {
    "while": "while w < 3:",
    "for range(n)": "for j in range(n):",
    "unrolled for range(2)": "for j in range(2):",
    "for range(K)": "for j in range(K):",
    "for range(M)": "for j in range(M):",
    "for range(m)": "for j in range(m):",
    "for range(c)": "for j in range(c):",
    "for range(20)": "for j in range(20):",
}
_BOUNDS = {
    "K = wp.constant(2)": ("K = wp.constant(2)\n", ""),
    "M = 2 in the module": ("M = 2\n", ""),
    "m = 2 in the kernel": ("", "    m = 2\n"),
    "c = int(2) in the kernel": ("", "    c = int(2)\n"),
}


def _loops_around_return(loops: str) -> str:
    """A kernel whose `return` (taken where x > 0.1875) sits in ``loops`` (a key of LOOPS_AROUND_RETURN)."""
    *loops, bound = loops.split(", ") if loops.split(", ")[-1] in _BOUNDS else [*loops.split(", "), ""]
    module, local = _BOUNDS.get(bound, ("", ""))
    body, indent = "", "    "
    for loop in loops:
        body += f"{indent}{_HEADERS[loop]}\n"
        indent += "    "
        if loop == "while":
            body += f"{indent}w = w + 1\n"
    body += f"{indent}v = v * 2.0\n{indent}if v > 1.5:\n{indent}    out[i] = v\n{indent}    return\n"
    return (
        f"import warp as wp\n\n{module}\n@wp.kernel\ndef k(x: wp.array(dtype=float), n: int, out: wp.array(dtype=float)):\n"
        f"    i = wp.tid()\n    v = x[i]\n    w = int(0)\n{local}{body}    out[i] = v\n"
    )


@pytest.mark.parametrize(("loops", "hangs"), LOOPS_AROUND_RETURN.items(), ids=list(LOOPS_AROUND_RETURN))
def test_the_hang_detector_flags_a_return_whose_innermost_kept_loop_is_a_while(loops, hangs):
    """A loop Warp unrolls is no loop in its code; a `return` in a dynamic `for` inside the `while`
    leaves the backward's replay, which then ends."""
    from harness.validate.bugs import probes

    source = _loops_around_return(loops)
    assert bugs.never_returning(bugs.Facts(source, "a backward", None)) == ([HANG] if hangs else [])
    assert probes.counting_while_returns(source, "k").count(f"wp.atomic_add({probes.COUNTER}, 0, 1)") == int(hangs)
    assert bugs.never_returning(bugs.Facts(source, "", None)) == []  # no backward, nothing to hang


_BACKWARD_CHILD = """
import importlib.util, json, os, sys, threading
import warp as wp
wp.config.quiet = True
spec = importlib.util.spec_from_file_location("loops_around_return", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
x = wp.array([0.5, -0.3], dtype=float, requires_grad=True)
out = wp.zeros(2, dtype=float, requires_grad=True)
tape = wp.Tape()
with tape:
    wp.launch(module.k, dim=2, inputs=[x, 2], outputs=[out])
wp.synchronize()
done = threading.Event()
threading.Thread(target=lambda: (tape.backward(grads={out: wp.ones(2, dtype=float)}), done.set()), daemon=True).start()
print(json.dumps(done.wait(5.0)), flush=True)
os._exit(0)
"""


@pytest.mark.slow
@pytest.mark.parametrize("loops", [k for k in LOOPS_AROUND_RETURN if "range(" in k and "2" in k], ids=str)
def test_the_hang_table_is_what_warp_does(loops, tmp_path):
    """The rows of LOOPS_AROUND_RETURN with a constant bound, run: the backward (in a child process,
    given 5 s after its forward) returns where the table says it does, and only there."""
    kernel = tmp_path / "loops_around_return.py"
    kernel.write_text(_loops_around_return(loops))
    child = tmp_path / "child.py"
    child.write_text(_BACKWARD_CHILD)
    run = subprocess.run([sys.executable, str(child), str(kernel)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    returned = json.loads(run.stdout.strip().splitlines()[-1])
    assert returned is not LOOPS_AROUND_RETURN[loops], (loops, returned)


@pytest.mark.parametrize(("domain", "reached"), [((0.2, 1.0), True), ((-1.0, 0.18), False)])
def test_the_hang_probe_finds_whether_the_checks_inputs_take_the_return(domain, reached):
    """x doubles at most three times and the loop returns once it passes 1.5, from x > 0.1875: the
    detector flags the kernel whatever its inputs, the probe where they reach the hang."""
    from harness.generate import loader
    from harness.hunt import cases
    from harness.validate import runtime

    spec = cases.spec_from_source(WHILE_RETURN, case_id=f"probe-test-{int(reached)}", domains={"x": domain})
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        facts = bugs.Facts(spec.source, warp_api.generate_code(kernel, "cpu", kernel_only=True).piece("backward"), None)
        assert bugs.never_returning(facts) == [HANG]
        host = runtime.draw_inputs(spec, kernel)
        launches = [bugs.Launch(kernel, spec.source, spec, host)]
        assert bugs.never_returning(facts, launches=launches) == ([HANG] if reached else [])
    finally:
        loader.unload(spec.case_id, kernel)


TUPLE_SYMPTOMS = ["array-reference-assigned-again", "array-written-after", "local-vector-written-after"]
TUPLE_REASON = "warp-tuple-assign-no-copy: each symptom of the one root cause is wrong"


@pytest.mark.parametrize(
    "k",
    [
        pytest.param(k, id=name, marks=expectation(bugs.BY_ID["warp-tuple-assign-no-copy"], TUPLE_REASON))
        for k, name in enumerate(TUPLE_SYMPTOMS)
    ],
)
def test_each_symptom_of_the_tuple_assignment_bug_gives_a_wrong_value(k):
    """One entry, three checks: the refusal, the silently wrong `a` after `x[0] = 9.0`, and the alias."""
    warp_api.init()
    module = reproducer(bugs.BY_ID["warp-tuple-assign-no-copy"])
    np.testing.assert_allclose(module.observed("cpu")[k], module.expected()[k], rtol=1e-5, atol=1e-6)
