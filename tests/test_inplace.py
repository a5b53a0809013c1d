"""harness/validate/inplace.py: an in-place kernel's reads and writes split into two arrays."""

import ast

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
    x[i] = x.dtype(0.0)
    n = x.shape[0]
"""


def test_stores_and_atomic_updates_go_to_the_written_array_and_reads_stay():
    source, renamed = split(SOURCE, "step", ["x", "hits"])
    assert renamed == {"x": "x_out", "hits": "hits_out"}
    assert "x: wp.array(dtype=float), x_out: wp.array(dtype=float), hits: wp.array(dtype=int), hits_out:" in source
    for line in ("if hits:", "hits_out[i] = i", "v = scaled(x[i])", "x_out[i] = v + y[i]", "x_out[i] += 1.0",
                 "wp.atomic_add(x_out, 0, v)", "x_out[i] = x.dtype(0.0)", "n = x.shape[0]"):  # fmt: skip
        assert line in source, line
    compile(source, "<split>", "exec")


@pytest.mark.parametrize(
    "overload",
    [
        "wp.overload(step, [wp.array(dtype=wp.float32), wp.array(dtype=int), wp.array(dtype=wp.float32)])",
        "wp.overload(step, {'x': wp.array(dtype=wp.float32), 'hits': wp.array(dtype=int), 'y': wp.array(dtype=wp.float32)})",
    ],
)
def test_a_generic_kernels_overloads_get_the_written_arrays_types(overload):
    """A generic kernel's ``wp.overload`` names every parameter's type: the split's new parameters get
    their read arrays' (without them Warp refused the copy: "Invalid number of arguments")."""
    generic = SOURCE.replace("x: wp.array(dtype=float)", "x: wp.array(dtype=Any)") + overload + "\n"
    source, _renamed = split(generic, "step", ["x"])
    call = next(
        n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call) and ast.unparse(n.func) == "wp.overload"
    )
    types = call.args[1]
    if isinstance(types, ast.List):
        assert [ast.unparse(e) for e in types.elts][:2] == ["wp.array(dtype=wp.float32)"] * 2 and len(types.elts) == 4
    else:
        named = {k.value: ast.unparse(v) for k, v in zip(types.keys, types.values, strict=True)}
        assert named["x_out"] == named["x"] == "wp.array(dtype=wp.float32)" and len(named) == 4


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


FUNCS = """
import warp as wp


@wp.func
def bump(i: int, x: wp.array(dtype=float), s: float):
    x[i] = x[i] * s + twice(i, x)


@wp.func
def twice(i: int, x: wp.array(dtype=float)):
    return x[i] * 2.0


@wp.kernel
def k(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    bump(i, x, y[i])
    t = wp.tile_load(x, shape=(4,), offset=(0,))
    wp.tile_store(x, t, offset=(0,))
"""


def _functions(source: str) -> dict[str, str]:
    return {n.name: ast.unparse(n) for n in ast.parse(source).body if isinstance(n, ast.FunctionDef)}


def test_the_split_follows_an_array_into_the_funcs_it_is_passed_to_and_into_tile_loads_and_stores():
    source, renamed = split(FUNCS, "k", ["x"])
    assert renamed == {"x": "x_out"}
    found = _functions(source)
    assert found["bump"] == _functions(FUNCS)["bump"]  # the function the kernel no longer calls, as it was
    assert "def k(x: wp.array(dtype=float), x_out: wp.array(dtype=float), y:" in found["k"]
    assert "bump_split(i, x, x_out, y[i])" in found["k"]
    assert "wp.tile_load(x," in found["k"] and "wp.tile_store(x_out, t," in found["k"]
    # the copy reads x and writes its own written array, which it hands on to the function it calls
    bump = found["bump_split"]
    assert bump.startswith("@wp.func\ndef bump_split(i: int, x: wp.array(dtype=float), x_out_: wp.array(dtype=float)")
    assert "x_out_[i] = x[i] * s + twice_split(i, x, x_out_)" in bump
    assert "return x[i] * 2.0" in found["twice_split"]


@pytest.mark.parametrize(
    ("func", "why"),
    [
        ("def bump(i: int, x: wp.array(dtype=float), s: float = 1.0):\n    x[i] = s", "has default"),
        ("def bump(i: int, x: wp.array(dtype=float), s: float):\n    y = x\n    y[i] = s", "array x is used otherwise"),
    ],
)
def test_an_array_a_func_binds_to_another_name_or_a_func_with_defaults_is_not_split(func, why):
    source = FUNCS.replace(FUNCS[FUNCS.index("def bump") : FUNCS.index("\n\n\n@wp.func\ndef twice")], func)
    with pytest.raises(NotSplit, match=why):
        split(source, "k", ["x"])
