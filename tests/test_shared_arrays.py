"""Gradient checks of captured launches that pass one array twice (harness/validate/aliased.py), and of
adjoints that are not finite (harness/validate/gradcheck.py)."""

from __future__ import annotations

import numpy as np
import pytest

from harness.generate.extract import extract
from harness.generate.golden import read_case, render
from harness.validate import captured
from harness.validate.records import Options
from harness.validate.steps import validate_cases
from kernels.spec import ArgSpec, KernelSpec

N = 8


def _blob(store, value: np.ndarray) -> str:
    sha, data = captured.encode(value)
    captured.write_blob(store, sha, data)
    return sha


def _captured_case(root, store, name: str, body: str, arrays: dict, aliases: dict, after: dict, prelude: str = ""):
    """A case whose one captured launch passes ``arrays`` (name -> float32 values) and ``aliases`` (name ->
    the array it is), leaving ``after`` (name -> values) in the arrays it changed."""
    params = [*arrays, *aliases]
    source = f"import warp as wp\n\n{prelude}\n\n@wp.kernel\ndef {name}({', '.join(f'{p}: wp.array(dtype=float)' for p in params)}):\n"
    source += "".join(f"    {line}\n" for line in ["tid = wp.tid()", *body.strip().splitlines()])
    args = [
        {"name": p, "kind": "array", "dtype": "float32", "shape": [N], "blob": _blob(store, v)}
        for p, v in arrays.items()
    ]
    args += [{"name": p, "kind": "alias", "of": of} for p, of in aliases.items()]
    roles = {p: ("inout" if p in after else "in") for p in params}
    launch = {"device": "cpu", "dim": [N], "block_dim": 1, "args": args, "roles": roles, "changed": sorted(after),
              "after": {p: _blob(store, v) for p, v in after.items()}}  # fmt: skip
    spec = KernelSpec(case_id=f"custom-{name}", family="custom", seed=None, kernel_name=name, source=source,
                      args=tuple(ArgSpec(p, "array", "float", (N,), None, "in") for p in params), launch_dim=(N,),
                      extra={"capture": {"launches": [launch]}})  # fmt: skip
    folder = root / "custom"
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, text in render(extract(spec)).items():
        (folder / f"{spec.case_id}.{suffix}").write_text(text)
    return read_case(folder / f"{spec.case_id}.json")


@pytest.mark.slow
def test_an_array_passed_twice_is_checked_with_each_place_an_array_of_its_own(tmp_path):
    """Read through both places: the check's verdict stands. Written through one: the launch is an
    in-place update, a pass on distinct arrays the documented limitation, confirmed. A thread reading
    what another wrote through the other place: the distinct arrays compute otherwise, n/a."""
    store = tmp_path / "captures"
    x = np.linspace(0.5, 1.5, N, dtype=np.float32)
    zeros = np.zeros(N, np.float32)
    cases = [
        _captured_case(tmp_path, store, "twice_read", "y[tid] = a[tid] * wp.sin(b[tid])", {"a": x, "y": zeros},
                       {"b": "a"}, {"y": x * np.sin(x)}),
        _captured_case(tmp_path, store, "twice_written", "x_out[tid] = x_in[tid] * x_in[tid] + 1.0", {"x_in": x},
                       {"x_out": "x_in"}, {"x_in": x * x + 1}),
    ]  # fmt: skip
    once = "y[tid] = a[tid] * wp.sin(a[tid])"  # no array passed twice: checked as it is
    cases.append(_captured_case(tmp_path, store, "once", once, {"a": x, "y": zeros}, {}, {"y": x * np.sin(x)}))
    shifted = x.copy()
    for i in range(N):  # the CPU runs the threads in order: the last one reads the first one's result
        shifted[i] = shifted[(i + 1) % N] * 2
    shift = "x_out[tid] = x_in[(tid + 1) % 8] * 2.0"
    cases.append(
        _captured_case(tmp_path, store, "twice_shifted", shift, {"x_in": x}, {"x_out": "x_in"}, {"x_in": shifted})
    )
    records = validate_cases(cases, Options(archs=(), capture_store=str(store)))
    r = records["custom-twice_read"]
    assert r["replay"] in ("match", "close") and r["gradcheck"] == "pass", r
    assert "(a and b) and only reads it" in r["gradcheck_reason"] and "agree" in r["gradcheck_reason"], r
    r = records["custom-once"]
    assert r["gradcheck"] == "pass" and "passes one array twice" not in r["gradcheck_reason"], r
    r = records["custom-twice_written"]
    assert r["gradcheck"] == "limitation" and not r["failed_steps"], r
    reason = r["gradcheck_reason"]
    assert reason.startswith("known Warp limitation (confirmed by a rewrite)") and "writes it (x_in)" in reason, r
    assert "Array Overwrites" in reason and "agree" in reason, r
    r = records["custom-twice_shifted"]
    assert r["gradcheck"] == "n/a" and r["gradcheck_reason"].startswith("the captured launch passes one array twice")
    assert "computes otherwise: x_in and x_out end otherwise than the array they share" in r["gradcheck_reason"], r


@pytest.mark.slow
def test_an_in_place_kernel_whose_array_a_func_writes_is_checked_on_the_copy_split_into_the_func(tmp_path):
    """The split copy follows the array into the ``@wp.func`` it is passed to: the documented limitation,
    confirmed, where the copy computes the kernel's outputs."""
    store = tmp_path / "captures"
    x = np.linspace(0.5, 1.5, N, dtype=np.float32)
    y = np.linspace(-1.0, 1.0, N, dtype=np.float32)
    prelude = "@wp.func\ndef bump(i: int, x: wp.array(dtype=float), s: float):\n    x[i] = x[i] * x[i] + wp.sin(s)\n"
    case = _captured_case(tmp_path, store, "via_func", "bump(tid, x, y[tid])", {"x": x, "y": y}, {},
                          {"x": x * x + np.sin(y)}, prelude)  # fmt: skip
    r = validate_cases([case], Options(archs=(), capture_store=str(store)))["custom-via_func"]
    assert r["gradcheck"] == "limitation" and "confirmed by a rewrite" in r["gradcheck_reason"], r
    assert "split into two arrays (float64)" in r["gradcheck_reason"], r


def _settled(ad: float, nudged: float) -> dict:
    """A one-entry Jacobian of sin at 0.3 whose finite differences settle, with the adjoint ``ad`` and the
    adjoint ``nudged`` once the inputs moved by a few ulp."""
    h, x0 = 1e-6, 0.3

    def probe(col, multiples):
        return [(m * h, np.array([np.sin(x0 + m * h)])) for m in multiples]

    return {"f0": np.array([np.sin(x0)]), "ad": np.array([[ad]]), "plus": np.array([[np.sin(x0 + h)]]),
            "minus": np.array([[np.sin(x0 - h)]]), "steps": np.array([h]), "probe": probe,
            "nudged_adjoint": lambda rows: np.array([[nudged]])}  # fmt: skip


def test_an_adjoint_of_nan_that_stays_nan_is_a_failure_one_that_moves_is_unresolved():
    from harness.validate import gradcheck

    tol = gradcheck.TOLERANCES["float64"]
    assert len(gradcheck.compare(_settled(np.nan, np.nan), tol)["failures"]) == 1  # nan is no rounding noise
    assert len(gradcheck.compare(_settled(np.inf, np.inf), tol)["failures"]) == 1
    moving = gradcheck.compare(_settled(0.5, 0.7), tol)  # an adjoint that moves under a nudge: noise
    assert not moving["failures"] and len(moving["unresolved"]) == 1
    assert gradcheck.compare(_settled(np.nan, 0.7), tol)["unresolved"]
    # a launch holding an inf (a sentinel): the backward pass makes nan of 0 * inf, whatever the derivatives
    sentinel = {**_settled(np.nan, np.nan), "finite_launch": False}
    assert not gradcheck.compare(sentinel, tol)["failures"] and gradcheck.compare(sentinel, tol)["unresolved"]


CAS = """
import warp as wp


@wp.func
def swap_max(m: wp.array(dtype=float), i: int, v: float) -> float:
    return wp.atomic_cas(m, i, m[i], wp.max(m[i], v))


@wp.kernel
def k(x: wp.array(dtype=float), m: wp.array(dtype=float)):
    i = wp.tid()
    while LOOP:
        swap_max(m, 0, x[i])
"""


def test_a_compare_and_swap_loop_is_found_through_the_functions_it_calls():
    from harness.validate import gradcheck

    assert gradcheck.cas_loop(CAS.replace("LOOP", "x[i] > 0.0"))
    assert not gradcheck.cas_loop(CAS.replace("while LOOP:", "if x[i] > 0.0:"))  # one swap: its backward returns
    assert not gradcheck.cas_loop(CAS.replace("atomic_cas", "atomic_max").replace("LOOP", "x[i] > 0.0"))
