"""Labels for real code: a harvested kernel whose inputs ``kernels/seeds/describe.py`` can describe
gets that launch description in its spec at harvest time, so the ladder runs it and checks its
gradient like a generated case; one it cannot describe keeps none, and its ``gradcheck_reason``
says why (``inputs not described: <the describer's reason>``), which the report and the card count.
The pair is untouched: only the spec's launch fields are added.

The small package written here (``inpkg.kernels``):

- ``scaled``: reads and writes at the thread's element only, divides by a scalar: described;
- ``masked``: ``wp.array[wp.bool]``, ``wp.array[int32]`` with the module's ``int32 = wp.int32``, a
  ``bool`` scalar: described (forms the describer reads since this change);
- ``gathered``: reads ``x[idx[i]]``, a gather: not described;
- ``looped``: calls a ``@wp.func`` with a ``while`` loop: not described;
- ``single``: starts with no ``wp.tid()``: not described.
"""

import json
import textwrap
from dataclasses import replace

import pyarrow.parquet as pq
import pytest

from harness import harvest
from harness.generate.golden import read_case
from harness.harvest.codegen import with_inputs
from kernels.seeds.describe import NOT_DESCRIBED, Undescribable, describe, reason_kind
from kernels.spec import ArgSpec

LIMIT = 120
MODULE = "inpkg.kernels"

SOURCE = """
    import warp as wp

    int32 = wp.int32


    @wp.func
    def halve_until_small(v: float) -> float:
        while v > 1.0:
            v = v * 0.5
        return v


    @wp.kernel
    def scaled(x: wp.array(dtype=float), y: wp.array(dtype=float), s: float):
        i = wp.tid()
        y[i] = wp.sin(x[i]) * x[i] / s


    @wp.kernel
    def masked(mask: wp.array[wp.bool], n: wp.array[int32], x: wp.array[float], y: wp.array[float], flip: bool):
        i = wp.tid()
        v = x[i] * float(n[i])
        if mask[i] != flip:
            v = -v
        y[i] = v


    @wp.kernel
    def gathered(idx: wp.array(dtype=int), x: wp.array(dtype=float), y: wp.array(dtype=float)):
        i = wp.tid()
        y[i] = x[idx[i]]


    @wp.kernel
    def looped(x: wp.array(dtype=float), y: wp.array(dtype=float)):
        i = wp.tid()
        y[i] = halve_until_small(x[i])


    @wp.kernel
    def single(x: wp.array(dtype=float), total: wp.array(dtype=float)):
        total[0] = x[0] + x[1]
"""
DESCRIBED = ("scaled", "masked")
NOT = {
    "gathered": "subscript other than the thread index",
    "looped": "while loop",
    "single": "the kernel does not start with wp.tid()",
}


@pytest.fixture(scope="module")
def harvested(tmp_path_factory):
    root = tmp_path_factory.mktemp("inputs")
    package = root / "src" / "inpkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "kernels.py").write_text(textwrap.dedent(SOURCE).lstrip())
    out = root / "out"
    report = harvest.harvest([str(package)], out, jobs=1, time_limit=LIMIT)
    cases = {}
    for path in sorted((out / "cases" / "harvested").glob("*.json")):
        case = read_case(path)
        cases[case.spec.kernel_name] = case
    return {"report": report, "cases": cases, "out": out}


def test_described_kernels_get_a_launch_description_and_the_others_the_reason(harvested):
    cases = harvested["cases"]
    assert set(cases) == {*DESCRIBED, *NOT}
    scaled = cases["scaled"].spec
    assert scaled.launch_dim == (16,) and scaled.gradcheck_na == ""
    assert [(a.name, a.kind, a.shape, a.domain, a.role) for a in scaled.args] == [
        ("x", "array", (16,), (0.5, 1.5), "in"),
        ("y", "array", (16,), None, "out"),
        ("s", "scalar", (), (0.5, 1.5), "in"),
    ]
    masked = {a.name: a for a in cases["masked"].spec.args}
    assert cases["masked"].spec.launch_dim == (16,)
    assert (masked["mask"].domain, masked["n"].domain, masked["flip"].domain) == ((0.0, 1.0), (0.0, 3.0), (0.0, 1.0))
    for name, why in NOT.items():
        spec = cases[name].spec
        assert spec.launch_dim == () and spec.gradcheck_na.startswith(NOT_DESCRIBED + why), spec.gradcheck_na
        assert all(a.shape == () and a.domain is None for a in spec.args)


def test_only_the_specs_launch_fields_are_added_to_the_pair(harvested):
    """A case is the pair Warp's code was checked for (harness/harvest/codegen.py ``make_case``)
    plus what ``with_inputs`` adds to the spec: argument shapes, domains and roles, the launch
    dimensions, order-independent outputs, gradcheck_na. Its source is the kernel's module's, and
    the ladder's ``fidelity`` step checks the recorded code against it (the slow test below)."""
    for name, case in harvested["cases"].items():
        spec = case.spec
        bare = replace(
            spec,
            args=tuple(
                replace(a, shape=(), domain=None, role="inout" if a.kind == "array" else "in") for a in spec.args
            ),
            launch_dim=(),
            order_independent_outputs=(),
            gradcheck_na="",
        )
        assert with_inputs(bare)[0] == spec, name
        assert f"def {name}(" in spec.source


def test_the_report_counts_described_inputs_and_the_reasons(harvested):
    summary = harvested["report"].summary()
    assert summary["inputs_described"] == len(DESCRIBED)
    assert summary["inputs_not_described_by_reason"] == {why: 1 for why in NOT.values()}
    pairs = {p.origin.split(":")[1]: p for p in harvested["report"].pairs}
    assert pairs["scaled"].inputs_not_described == ""
    assert pairs["looped"].inputs_not_described == "while loop: in halve_until_small"


def test_the_describer_reads_more_type_forms_and_refuses_what_stays_unsafe():
    head = (
        "import warp as wp\nfrom warp import vec3\nint32 = wp.int32\nvec6 = wp.types.vector(6, float)\n\n@wp.kernel\n"
    )
    d = describe(
        head + "def k(a: wp.array[vec3], b: wp.array[wp.bool], c: wp.array[int32], s: wp.uint32, f: bool):\n"
        "    i = wp.tid()\n    if b[i] and f:\n        a[i] = a[i] * float(c[i] + int32(s))\n",
        "k",
    )
    assert [(a.name, a.dtype, a.domain, a.role) for a in d.args] == [
        ("a", "vec3", (0.5, 1.5), "inout"),
        ("b", "bool", (0.0, 1.0), "in"),
        ("c", "int", (0.0, 3.0), "in"),
        ("s", "uint32", (1.0, 4.0), "in"),
        ("f", "bool", (0.0, 1.0), "in"),
    ]
    refused = {
        "def k(h: wp.uint64, a: wp.array[float]):\n": "parameter of an unsupported type",  # a handle, maybe
        "def k(a: wp.array[vec6], b: wp.array[float]):\n": "parameter of an unsupported type",
    }
    for signature, why in refused.items():
        with pytest.raises(Undescribable, match=why):
            describe(head + signature + "    i = wp.tid()\n", "k")
    # an integer array holds 0..3: its element is no divisor
    with pytest.raises(Undescribable) as error:
        describe(
            head
            + "def k(n: wp.array[int], y: wp.array[float]):\n    i = wp.tid()\n    m = n[i]\n    y[i] = 1.0 / float(m)\n",
            "k",
        )
    assert reason_kind(str(error.value)) == "divisor not positive by its inputs"
    # a name bound to two different things is not a type
    with pytest.raises(Undescribable, match="parameter of an unsupported type"):
        describe("import warp as wp\nT = wp.int32\nT = wp.float32\n\n@wp.kernel\n"
                 "def k(a: wp.array[T]):\n    i = wp.tid()\n    a[i] = a[i]\n", "k")  # fmt: skip


def test_a_spec_whose_parameters_differ_from_the_description_is_not_described():
    source = "import warp as wp\n\n@wp.kernel\ndef k(a: wp.array[float]):\n    i = wp.tid()\n    a[i] = 1.0\n"
    spec = read_spec_like(source, [ArgSpec("b", "array", "float32", role="inout")])
    new, why = with_inputs(spec)
    assert new.launch_dim == () and why.startswith("parameters other than the kernel's")


def read_spec_like(source, args):
    from kernels.spec import KernelSpec

    return KernelSpec("harvested-x", "harvested", None, "k", source, tuple(args), ())


@pytest.mark.slow
def test_described_rows_run_and_get_a_gradient_verdict_the_others_keep_na_with_the_reason(harvested, tmp_path):
    from harness.export.writer import export
    from harness.validate.ladder import validate_root

    out = harvested["out"]
    validate_root(out / "cases", out, jobs=1, log=lambda *_: None)
    records = {
        name: json.loads((out / "validation" / f"{case.spec.case_id}.json").read_text())
        for name, case in harvested["cases"].items()
    }
    assert {n: r["failed_steps"] for n, r in records.items() if r["failed_steps"]} == {}
    assert all(r["compiled_cpu"] and r["compiled_cubin"] for r in records.values())
    for name in DESCRIBED:
        assert records[name]["ran_cpu"] is True and records[name]["output_digest"], name
    assert records["scaled"]["gradcheck"] == "pass", records["scaled"]["gradcheck_reason"]
    assert records["masked"]["gradcheck"] in ("pass", "n/a"), records["masked"]["gradcheck_reason"]
    for name, why in NOT.items():
        assert records[name]["ran_cpu"] is False and records[name]["gradcheck"] == "n/a"
        assert records[name]["gradcheck_reason"].startswith(NOT_DESCRIBED + why), records[name]["gradcheck_reason"]
    export(out / "cases", tmp_path / "export", run={}, validation_dir=out / "validation")
    rows = {r["kernel_name"]: r for p in sorted((tmp_path / "export" / "data").glob("*.parquet"))
            for r in pq.read_table(p).to_pylist()}  # fmt: skip
    for name, why in NOT.items():  # never run: null, not false, with the reason in the row
        r = rows[name]
        assert (r["ran_cpu"], r["stable"], r["gradcheck"]) == (None, None, None), r
        assert NOT_DESCRIBED + why in r["ran_cpu_reason"] and r["gradcheck_reason"].startswith(NOT_DESCRIBED + why)
        assert r["stable_reason"] == "not measured: the kernel was not run" and r["compiled_cpu_reason"] is None
    for name in DESCRIBED:
        assert rows[name]["ran_cpu"] is True and rows[name]["ran_cpu_reason"] is None
    assert rows["scaled"]["gradcheck"] == "pass"
    # inpkg is a folder of one's own, no installed distribution: no package to name
    assert all((r["package"], r["package_version"]) == (None, None) for r in rows.values())
    card = (tmp_path / "export" / "README.md").read_text()
    section = card[card.index("## Harvested kernels") :]
    # 2 described and run (evaluable), 3 not described; compiled_cpu, compiled_cubin, ran_cpu as true / false / null
    assert "| inpkg | 5 | unknown | 1.000 | 0 / 2 / 3 | - | 2 | 5 / 0 / 0 | 5 / 0 / 0 | 2 / 0 / 3 |" in section
    assert "| `ran_cpu` | `null` | 3 |" in card and "| `gradcheck` | `null` | 3 |" in card
    assert "Of the 5 harvested rows, 2 ran on the CPU (their `gradcheck`: " in section
    assert "Rows not run because their inputs were not described (3), by reason:" in section
    for why in NOT.values():
        assert f"| {why} | 1 |" in section


@pytest.mark.slow
def test_a_run_problem_on_described_inputs_leaves_a_harvested_row_not_run_not_failed(harvested, monkeypatch):
    """The harness chose the inputs, not the kernel's author: nondeterministic or otherwise unsuitable
    outputs there keep the row (its compile labels stand), run_cpu skipped with the reason."""
    from harness.validate import runtime
    from harness.validate.steps import validate_cases

    real = runtime.run

    def troubled(*args, **kwargs):
        result = real(*args, **kwargs)
        result.problems.append("nondeterministic: two runs on the same inputs differ in y")
        return result

    monkeypatch.setattr(runtime, "run", troubled)
    [record] = validate_cases([harvested["cases"]["scaled"]]).values()
    assert record["failed_steps"] == [] and record["compiled_cpu"] and record["ran_cpu"] is False
    assert {"run_cpu", "gradcheck"} <= set(record["skipped_steps"]) and record["gradcheck"] == "n/a"
    assert record["gradcheck_reason"] == (
        "not run: on the described inputs, nondeterministic: two runs on the same inputs differ in y"
    )
