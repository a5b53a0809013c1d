"""The static race check (`harness/validate/races.py`) and race freedom of every generated kernel.

Hand-written kernels reproduce the patterns the check must refuse (among them tile-000007 before
the fix: several blocks along ``j`` storing the same FFT tile) and the ones it must accept.
"""

import pytest

from harness.validate.races import check
from kernels import FAMILIES, generate
from kernels.spec import ArgSpec, KernelSpec

SEEDS = 40  # per family: ~1000 kernels, a few seconds


def spec_of(body: str, args: list[ArgSpec], launch_dim: tuple, params: str, **kw) -> KernelSpec:
    source = f"import warp as wp\n\nTM = wp.constant(8)\n\n\n@wp.kernel\ndef k({params}):\n{body}"
    return KernelSpec(
        case_id="hand-000000",
        family="hand",
        seed=None,
        kernel_name="k",
        source=source,
        args=tuple(args),
        launch_dim=launch_dim,
        **kw,
    )


def line_of(spec: KernelSpec, text: str) -> int:
    return next(n for n, line in enumerate(spec.source.splitlines(), 1) if text in line)


def f32(name, shape, role="out", dtype="float"):
    return ArgSpec(name, "array", dtype, shape, None if role == "out" else (-1.0, 1.0), role)


TILED = {"launch": "tiled", "block_dim": 64}


def test_tile_000007_pattern_is_a_race():
    # Blocks (i, 0) and (i, 1) load and store the same (2, 64) FFT tile: each adds its adjoint
    # into zin, so the CUDA gradient came out twice the CPU's.
    body = (
        "    i, j = wp.tid()\n"
        "    t0 = wp.tile_load(zin, shape=(2, 64), offset=(i * 2, 0))\n"
        "    wp.tile_fft(t0)\n"
        "    wp.tile_store(zout, t0, offset=(i * 2, 0))\n"
    )
    args = [f32("zin", (4, 64), "in", "vec2"), f32("zout", (4, 64), dtype="vec2")]
    params = "zin: wp.array2d(dtype=wp.vec2), zout: wp.array2d(dtype=wp.vec2)"
    spec = spec_of(body, args, (2, 2), params, extra=TILED)
    found = check(spec)
    assert [(c.line, c.array) for c in found] == [(line_of(spec, "tile_store"), "zout")]
    assert "blocks (0, 0) and (0, 1) both write zout[0, 0]" in found[0].reason
    # The fixed generator's form: each block its own columns.
    fixed = spec_of(
        body.replace("offset=(i * 2, 0)", "offset=(i * 2, j * 64)"),
        [f32("zin", (4, 128), "in", "vec2"), f32("zout", (4, 128), dtype="vec2")],
        (2, 2),
        params,
        extra=TILED,
    )
    assert check(fixed) == []


def test_one_dimensional_tile_stores_need_every_block_coordinate():
    body = "    i, j = wp.tid()\n    v = wp.tile_arange(16, dtype=int)\n    wp.tile_store(order, v, offset=(i * 16,))\n"
    spec = spec_of(body, [f32("order", (32,), dtype="int")], (2, 2), "order: wp.array(dtype=int)", extra=TILED)
    assert [c.array for c in check(spec)] == ["order"]
    fixed = spec_of(
        body.replace("offset=(i * 16,)", "offset=((i * 2 + j) * 16,)"),
        [f32("order", (64,), dtype="int")],
        (2, 2),
        "order: wp.array(dtype=int)",
        extra=TILED,
    )
    assert check(fixed) == []


def test_tile_regions_use_the_tile_shape():
    # A (16, 16) tile at row offsets i * 8 overlaps the next block's rows.
    body = (
        "    i = wp.tid()\n"
        "    t = wp.tile_ones(shape=(16, 16), dtype=float)\n"
        "    wp.tile_store(out, wp.tile_map(wp.sin, t), offset=(i * TM, 0))\n"
    )
    spec = spec_of(body, [f32("out", (32, 16))], (4,), "out: wp.array2d(dtype=float)", extra=TILED)
    assert "blocks (0) and (1) both write out[8, 0]" in check(spec)[0].reason
    ok = spec_of(body.replace("(16, 16)", "(TM, 16)"), [f32("out", (32, 16))], (4,), "out: wp.array2d(dtype=float)",
                 extra=TILED)  # fmt: skip
    assert check(ok) == []


def test_plain_stores_must_use_every_launch_dimension():
    params = "x: wp.array2d(dtype=float), out: wp.array(dtype=float)"
    args = [f32("x", (4, 4), "in"), f32("out", (16,))]
    race = spec_of("    i, j = wp.tid()\n    out[i] = x[i, j]\n", args, (4, 4), params)
    assert "threads (0, 0) and (0, 1) both write out[0]" in check(race)[0].reason
    own = spec_of("    i, j = wp.tid()\n    n = (i) * 4 + j\n    out[n] = x[i, j]\n", args, (4, 4), params)
    assert check(own) == []
    linear = spec_of("    tid = wp.tid()\n    out[tid] = 1.0\n", args, (4, 4), params)
    assert check(linear) == []  # one tid name in a 2-d launch is the linear index


def test_unprovable_indices_are_collisions_with_their_line():
    params = "x: wp.array(dtype=int), out: wp.array(dtype=float)"
    args = [f32("x", (16,), "in", "int"), f32("out", (16,))]
    data = spec_of("    tid = wp.tid()\n    out[x[tid]] = 1.0\n", args, (16,), params)
    assert [(c.line, c.array) for c in check(data)] == [(line_of(data, "out[x[tid]]"), "out")]
    assert "cannot prove" in check(data)[0].reason
    twice = spec_of("    tid = wp.tid()\n    n = tid\n    if x[tid] > 0:\n        n = 0\n    out[n] = 1.0\n", args,
                    (16,), params)  # fmt: skip
    assert "cannot prove" in check(twice)[0].reason
    # Components of the thread's own element are fine, also through *=.
    vec = spec_of(
        "    tid = wp.tid()\n    out[tid][0] = 1.0\n    out[tid].x *= 2.0\n",
        [f32("x", (16,), "in", "int"), f32("out", (16,), dtype="vec3")],
        (16,),
        "x: wp.array(dtype=int), out: wp.array(dtype=wp.vec3)",
    )
    assert check(vec) == []


def test_atomics_are_free_only_where_the_spec_says_they_commute():
    params = "acc: wp.array(dtype=float), slot: wp.array(dtype=int)"
    body = (
        "    tid = wp.tid()\n"
        "    wp.atomic_add(acc, tid % 2, 1.0)\n"
        "    acc[0] += 2.0\n"
        "    old = wp.atomic_exch(slot, tid, 3)\n"
    )
    args = [f32("acc", (2,)), f32("slot", (16,), dtype="int")]
    declared = spec_of(body, args, (16,), params, order_independent_outputs=("acc", "slot"))
    assert check(declared) == []
    undeclared = spec_of(body, args, (16,), params, order_independent_outputs=("slot",))
    reasons = [c.reason for c in check(undeclared)]
    assert reasons and all("acc" in r and "order-independent" in r for r in reasons)
    # An exchange's result depends on the order threads arrive: it must be the thread's own slot.
    shared = spec_of(body.replace("slot, tid, 3", "slot, 0, 3"), args, (16,), params,
                     order_independent_outputs=("acc", "slot"))  # fmt: skip
    assert [c.array for c in check(shared)] == ["slot"]


def test_atomics_of_two_kinds_into_one_array_depend_on_thread_order():
    # max(a + b, c) != max(a, c) + b: the order threads arrive in decides the result.
    body = "    tid = wp.tid()\n    wp.atomic_add(acc, 0, 1.0)\n    acc[0] -= 0.5\n    wp.atomic_max(acc, 0, 3.0)\n"
    spec = spec_of(body, [f32("acc", (1,))], (16,), "acc: wp.array(dtype=float)", order_independent_outputs=("acc",))
    found = check(spec)
    assert [(c.line, c.array) for c in found] == [(line_of(spec, "atomic_max"), "acc")]
    assert "atomic max after atomic add (line" in found[0].reason


def test_thread_stores_in_tiled_launches_need_the_lane():
    params = "out: wp.array(dtype=float)"
    args = [f32("out", (128,))]
    no_lane = spec_of("    i = wp.tid()\n    out[i] = 1.0\n", args, (2,), params, extra=TILED)
    assert "threads (0, 0) and (0, 1) both write out[0]" in check(no_lane)[0].reason
    lane = spec_of("    i, lane = wp.tid()\n    out[i * 64 + lane] = 1.0\n", args, (2,), params, extra=TILED)
    assert check(lane) == []


def test_loops_and_views():
    params = "out: wp.array(dtype=float), grid: wp.array2d(dtype=float)"
    args = [f32("out", (48,)), f32("grid", (16, 3))]
    own = "    tid = wp.tid()\n    for k in range(3):\n        out[tid * 3 + k] = 1.0\n"
    assert check(spec_of(own, args, (16,), params)) == []
    shared = "    tid = wp.tid()\n    for k in range(3):\n        out[k] = 1.0\n"
    assert [c.array for c in check(spec_of(shared, args, (16,), params))] == ["out"]
    row = "    tid = wp.tid()\n    r = grid[tid]\n    r[2] = 1.0\n    s = grid[0]\n    s[1] = 2.0\n"
    found = check(spec_of(row, args, (16,), params))
    assert [c.array for c in found] == ["grid"] and "grid[0, 1]" in found[0].reason


def test_writes_inside_helpers_are_not_analysed():
    source = (
        "import warp as wp\n\n\n@wp.func\ndef put(a: wp.array(dtype=float), i: int):\n    a[i] = 1.0\n\n\n"
        "@wp.func\ndef get(a: wp.array(dtype=float), i: int) -> float:\n    return a[i]\n\n\n"
        "@wp.kernel\ndef k(out: wp.array(dtype=float)):\n    tid = wp.tid()\n    v = get(out, tid)\n    put(out, tid)\n"
    )
    spec = KernelSpec("hand-000000", "hand", None, "k", source, (f32("out", (16,)),), (16,))
    assert [(c.line, c.reason) for c in check(spec)] == [
        (line_of(spec, "put(out, tid)"), "written inside @wp.func put (not analysed)")
    ]


@pytest.mark.parametrize("family", list(FAMILIES))
def test_generated_kernels_store_without_collisions(family):
    for seed in range(SEEDS):
        spec = generate(family, seed)
        assert check(spec) == [], (spec.case_id, [str(c) for c in check(spec)])
