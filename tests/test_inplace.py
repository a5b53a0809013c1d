"""harness/validate/inplace.py: an in-place kernel's reads and writes split into two arrays."""

import pytest

from harness.validate.inplace import NotSplit, split

SOURCE = """import warp as wp


@wp.func
def scaled(v: float):
    return v * 2.0


@wp.kernel
def step(x: wp.array(dtype=float), hits: wp.array(dtype=int), y: wp.array(dtype=float)):
    i = wp.tid()
    if hits:
        hits[i] = i
    v = scaled(x[i])
    x[i] = v + y[i]
    x[i] += 1.0
    wp.atomic_add(x, 0, v)
    n = x.shape[0]
"""


def test_stores_and_atomic_updates_go_to_the_written_array_and_reads_stay():
    source, renamed = split(SOURCE, "step", ["x", "hits"])
    assert renamed == {"x": "x_out", "hits": "hits_out"}
    assert "x: wp.array(dtype=float), x_out: wp.array(dtype=float), hits: wp.array(dtype=int), hits_out:" in source
    for line in ("if hits:", "hits_out[i] = i", "v = scaled(x[i])", "x_out[i] = v + y[i]", "x_out[i] += 1.0",
                 "wp.atomic_add(x_out, 0, v)", "n = x.shape[0]"):  # fmt: skip
        assert line in source, line
    compile(source, "<split>", "exec")


def test_a_written_name_that_is_taken_is_not_reused():
    taken = SOURCE.replace("n = x.shape[0]", "x_out = 1")
    _source, renamed = split(taken, "step", ["x"])
    assert renamed == {"x": "x_out_"}


@pytest.mark.parametrize(
    "line",
    ["scaled_all(x)", "z = x", "wp.atomic_add(y, 0, x[0]) if x else 0"],
)
def test_an_array_used_otherwise_than_element_by_element_is_not_split(line):
    source = SOURCE.replace("n = x.shape[0]", line)
    if "if x else" in line:
        assert split(source, "step", ["x"])  # a truthiness test asks whether it was given: allowed
        return
    with pytest.raises(NotSplit, match="array x is used otherwise"):
        split(source, "step", ["x"])


def test_a_name_that_is_not_a_kernel_parameter_is_refused():
    with pytest.raises(NotSplit):
        split(SOURCE, "missing", ["x"])
