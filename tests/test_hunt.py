"""The hunt (python -m harness.hunt): checks judge tiny kernels, failures are reduced and grouped by
signature into hunt.md, with registered bugs and documented limitations named."""

import pytest

from harness.hunt import __main__ as hunt
from harness.hunt import cases, checks, signatures

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
