"""Registry detectors on kernels the hunt reduced: each names the construct whatever the generated code
spells around it (a constant operand, a float64 copy)."""

import pytest

from harness import warp_api
from harness.generate import loader
from harness.hunt import cases
from harness.validate import bugs

# make hunt (seeds 40-45) reduced control-000041 to this: d/db of wp.mod(a, b) with a constant `a`. The
# detector read only `wp::float32 var_N;` declarations, so the constant's `const wp::float32 var_N = 1.0;`
# left the failure "not in the registry".
MOD_OF_A_CONSTANT = """import warp as wp


@wp.kernel
def mod_of_a_constant(node_points: wp.array(dtype=wp.vec3), node_distances: wp.array(dtype=float)):
    tid = wp.tid()
    v1 = node_points[tid]
    node_distances[tid] = wp.mod(1.0, v1[1])
"""

INT_MOD = """import warp as wp


@wp.kernel
def int_mod(x: wp.array(dtype=int), out: wp.array(dtype=float)):
    tid = wp.tid()
    out[tid] = float(wp.mod(7, x[tid])) * 2.0
"""


@pytest.mark.parametrize(("source", "named"), [(MOD_OF_A_CONSTANT, True), (INT_MOD, False)], ids=["float", "int"])
def test_the_float_mod_detector_names_a_constant_first_operand_and_not_an_integer_mod(source, named):
    warp_api.init()
    spec = cases.spec_from_source(source, case_id=f"mod-detector-{int(named)}")
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        backward = warp_api.generate_code(kernel, "cpu", kernel_only=True).piece("backward")
    finally:
        loader.unload(spec.case_id, kernel)
    found = bugs.detect(bugs.Facts(source, backward, None))
    assert ("warp-mod-float-adjoint" in found) == named, found


# make hunt (2026-11-29) reduced tile-000000 to a wp.mod in the function a wp.tile_map applies: the adjoint of
# mod is in that function's adjoint, not in the kernel's backward, and the failure (adjoint 1, finite
# differences 72: d mod(1, b)/db = -trunc(1 / b) = 71 at b = -0.014) was left "not in the registry".
MOD_IN_A_HELPER = """import warp as wp


@wp.func
def wrap(a: {t}) -> {t}:
    return wp.mod({one}, a)


@wp.kernel{options}
def mod_in_a_helper(x: wp.array(dtype={t}), out: wp.array(dtype=float)):
    tid = wp.tid()
    out[tid] = float(wrap(x[tid]))
"""


def _kernel_and_helpers_backward(source: str, case_id: str) -> tuple[str, str]:
    warp_api.init()
    spec = cases.spec_from_source(source, case_id=case_id)
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        code = warp_api.generate_code(kernel, "cpu", kernel_only=True)
        return code.piece("backward"), code.piece("helpers")
    finally:
        loader.unload(spec.case_id, kernel)


@pytest.mark.parametrize(
    ("t", "one", "options", "named"),
    [
        ("float", "1.0", "", True),
        ("wp.float64", "wp.float64(1.0)", "", True),
        ("int", "7", "", False),  # an integer mod has no derivative to drop
        ("float", "1.0", "(enable_backward=False)", False),  # no backward: nothing to get wrong
    ],
    ids=["float32", "float64", "int", "no-backward"],
)
def test_the_float_mod_detector_reads_the_adjoints_of_the_kernels_functions(t, one, options, named):
    source = MOD_IN_A_HELPER.format(t=t, one=one, options=options)
    backward, helpers = _kernel_and_helpers_backward(source, f"mod-helper-{t.replace('.', '_')}-{bool(options)}")
    assert "adj_mod" not in backward  # the premise: the kernel's own backward has no adj_mod to read
    assert "warp-mod-float-adjoint" not in bugs.detect(bugs.Facts(source, backward, None))
    found = bugs.detect(bugs.Facts(source, backward, None, cpu_helpers=helpers))
    assert ("warp-mod-float-adjoint" in found) == named, found


# Each construct next to the spelling that builds and is right: the detector names the first alone.
CONSTRUCTS = {
    "warp-chained-slice-subscript": ("out[0] = a[0:2][1]", "b = a[0:2]\n    out[0] = b[1]"),
    "warp-composite-not-equal": (
        "out[0] = wp.where(wp.vec2(1.0, 2.0) != wp.vec2(1.0, 3.0), 1.0, 0.0)",
        "out[0] = wp.where(1.0 != 2.0, 1.0, 0.0)",
    ),
    "warp-call-result-subscript": ("out[0] = wp.svd3(m)[1]", "u, s, v = wp.svd3(m)\n    out[0] = s"),
    "warp-tuple-negative-index": ("t = wp.svd3(m)\n    out[0] = t[-1][0]", "t = wp.svd3(m)\n    out[0] = t[2][0]"),
    "warp-vector-unpack": ("x, y = a[0]\n    out[0] = x", "x, y = a[0][0], a[0][1]\n    out[0] = x"),
    "warp-loop-else-dropped": (
        "for j in range(3):\n        out[0] += 1.0\n    else:\n        out[0] += 10.0",
        "for j in range(3):\n        out[0] += 1.0\n    out[0] += 10.0",
    ),
}


@pytest.mark.parametrize("bug_id", list(CONSTRUCTS))
def test_the_construct_detectors_name_the_construct_and_not_its_working_spelling(bug_id):
    for body, named in zip(CONSTRUCTS[bug_id], (True, False), strict=True):
        source = f"import warp as wp\n\n\n@wp.kernel\ndef k(m: wp.mat33, a: wp.mat22, out: wp.array(dtype=float)):\n    {body}\n"
        assert (bug_id in bugs.detect(bugs.Facts(source, "", None))) is named, (bug_id, body)


# The gradient bugs' constructs, each next to a spelling that is right: their detectors need a backward.
STRUCT = "@wp.struct\nclass State:\n    v: wp.vec3\n    t: wp.transform\n    f: float\n\n\n"
ADJOINT_CONSTRUCTS = {
    "warp-loop-break-adjoint": (
        "s = float(0.0)\n    for j in range(3):\n        if j == 1:\n            break\n        s += x[0]\n    out[0] = s",
        "s = float(0.0)\n    j = int(0)\n    while j < 3:\n        if j == 1:\n            break\n        s += x[0]\n"
        "        j += 1\n    out[0] = s",
    ),
    "warp-struct-field-component-store": (
        "s = State()\n    s.v[1] = x[0]\n    out[0] = s.v[1]",
        "v = wp.vec3()\n    v[1] = x[0]\n    s = State()\n    s.v = v\n    s.f = x[0]\n    out[0] = s.v[1] + s.f",
    ),
}


@pytest.mark.parametrize("bug_id", list(ADJOINT_CONSTRUCTS))
def test_the_adjoint_construct_detectors_name_the_construct_with_a_backward_alone(bug_id):
    for body, named in zip(ADJOINT_CONSTRUCTS[bug_id], (True, False), strict=True):
        source = (
            f"import warp as wp\n\n\n{STRUCT}@wp.kernel\ndef k(x: wp.array(dtype=float), out: wp.array(dtype=float)):\n"
            f"    {body}\n"
        )
        assert (bug_id in bugs.detect(bugs.Facts(source, "a backward", None))) is named, (bug_id, body)
        assert bug_id not in bugs.detect(bugs.Facts(source, "", None)), (bug_id, "no backward")


@pytest.mark.parametrize(
    ("store", "named"),
    [
        ("s.v.y = x[0]", True),  # a vector field's component by attribute
        ("s.v[1] += x[0]", True),  # updated in place
        ("p = ps[0]\n    p.v[1] = x[0]", True),  # an element of an array of structs, bound to a name
        ("q.v[1] = x[0]", True),  # a struct parameter
        ("n = Outer()\n    n.inner.v[1] = x[0]", True),  # a field of a nested struct
        ("s.f = x[0]", False),  # a scalar field
        ("v = s.v\n    v[1] = x[0]", False),  # a local copy of the field
    ],
)
def test_the_struct_field_detector_follows_the_struct_to_its_composite_field(store, named):
    source = (
        f"import warp as wp\n\n\n{STRUCT}@wp.struct\nclass Outer:\n    inner: State\n\n\n@wp.kernel\n"
        "def k(x: wp.array(dtype=float), ps: wp.array(dtype=State), q: State, out: wp.array(dtype=float)):\n"
        f"    s = State()\n    {store}\n    out[0] = x[0]\n"
    )
    assert ("warp-struct-field-component-store" in bugs.detect(bugs.Facts(source, "a backward", None))) is named


def test_a_transform_fields_part_is_named_without_a_backward():
    """`s.t.p = v` is refused at code generation: no backward is needed to hit it."""
    source = (
        f"import warp as wp\n\n\n{STRUCT}@wp.kernel\ndef k(x: wp.array(dtype=wp.vec3)):\n"
        "    s = State()\n    s.t.p = x[0]\n"
    )
    assert "warp-struct-field-component-store" in bugs.detect(bugs.Facts(source, "", None))


REPLAY = """import warp as wp


@wp.func
def twice(a: float) -> float:
    return a * 2.0


@wp.func_replay(twice)
def replay_twice(a: float){annotation}:
    return a * 2.0
"""


@pytest.mark.parametrize(("annotation", "named"), [(" -> float", True), ("", False)])
def test_the_replay_detector_names_a_replay_function_with_a_return_annotation(annotation, named):
    source = REPLAY.format(annotation=annotation)
    assert ("warp-func-replay-return-annotation" in bugs.detect(bugs.Facts(source, "", None))) is named


GRAD_CALL = """import warp as wp


@wp.func
def square(a: float){annotation}:
    return a * a


@wp.kernel(enable_backward=False)
def k(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = {call}
"""


@pytest.mark.parametrize(
    ("annotation", "call", "named"),
    [
        (" -> float", "wp.grad(square)(x[i])", True),
        (" -> int", "float(wp.grad(square)(x[i]))", True),  # `int(1)`: the same cast macro
        (" -> tuple[float, float]", "wp.grad(square)(x[i])", True),
        ("", "wp.grad(square)(x[i])", False),  # Warp infers wp.float32: it builds
        (" -> wp.float32", "wp.grad(square)(x[i])", False),
        (" -> float", "square(x[i])", False),  # the annotated helper called, not differentiated
    ],
)
def test_the_grad_call_detector_names_wp_grad_of_a_helper_annotated_with_a_python_scalar(annotation, call, named):
    source = GRAD_CALL.format(annotation=annotation, call=call)
    assert ("warp-grad-call-annotated-return" in bugs.detect(bugs.Facts(source, "", None))) is named


UNROLLED = "warp-tuple-local-unrolled-loop"  # any binding of a name already bound, the unrolled loop's included
TUPLE_LOCAL = """import warp as wp


@wp.func
def halves(x: float){annotation}:
    return x * 2.0, x * 3.0


@wp.kernel
def k(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
{body}
"""


@pytest.mark.parametrize(
    ("body", "backward", "named"),
    [
        ("    res = halves(x[i])\n    a, b = res\n    y[i] = a + b", "adj", {"warp-tuple-local-adjoint"}),
        ("    res = halves(x[i])\n    a, b = res\n    y[i] = a + b", "", set()),  # no backward: nothing to hit
        ("    a, b = halves(x[i])\n    y[i] = a + b", "adj", set()),  # unpacked directly: right
        ("    v = wp.vec2(x[i], 1.0)\n    a, b = v\n    y[i] = a + b", "adj", set()),  # a vector, not a tuple
        (
            "    for k in range(2):\n        res = halves(x[i])\n        a, b = res\n        y[i] += a + b",
            "adj",
            {"warp-tuple-local-adjoint", "warp-tuple-local-unrolled-loop"},
        ),
        (
            "    for k in range(len(x)):\n        res = halves(x[i])\n        a, b = res\n        y[i] += a + b",
            "",
            set(),
        ),
        # bound again: Warp refuses it outside a loop too, unpacked or not
        ("    res = halves(x[i])\n    a, b = res\n    res = halves(a)\n    y[i] = res[0]", "", {UNROLLED}),
        ("    res = x[i]\n    res = halves(x[i])\n    y[i] = res[0]", "", {UNROLLED}),
        ("    for k in range(2):\n        res = halves(x[i])\n        y[i] += res[0]", "", {UNROLLED}),
        (
            "    res = halves(x[i])\n    for k in range(len(x)):\n        res = halves(y[i])\n    y[i] = res[0]",
            "",
            {UNROLLED},
        ),
        # one binding in each branch of an if: Warp evaluates the else without the body's names
        (
            "    if x[i] > 0.0:\n        res = halves(x[i])\n        y[i] = res[0]\n"
            "    else:\n        res = halves(y[i])\n        y[i] = res[1]",
            "",
            set(),
        ),
        ("    res = halves(x[i])\n    res2 = halves(y[i])\n    y[i] = res[0] + res2[1]", "", set()),  # two names
    ],
)
def test_the_tuple_local_detectors_name_a_helpers_results_kept_in_one_local(body, backward, named):
    found = set(bugs.detect(bugs.Facts(TUPLE_LOCAL.format(annotation="", body=body), backward, None)))
    assert found & {"warp-tuple-local-adjoint", UNROLLED} == named
    annotated = TUPLE_LOCAL.format(annotation=" -> tuple[float, float]", body=body)
    assert set(bugs.detect(bugs.Facts(annotated, backward, None))) & named == named


ATOMIC_RESULT = """import warp as wp


@wp.func
def reserve(count: wp.array(dtype=int), n: int):
    return wp.atomic_add(count, 0, n)


@wp.func
def reserve_one(count: wp.array(dtype=int)):
    return reserve(count, 1)


@wp.func
def saved_slot(count: wp.array(dtype=int), n: int, saved: wp.array(dtype=int), tid: int):
    s = wp.atomic_add(count, 0, n)
    saved[tid] = s
    return s


@wp.func_replay(saved_slot)
def replay_saved_slot(count: wp.array(dtype=int), n: int, saved: wp.array(dtype=int), tid: int):
    return saved[tid]


@wp.kernel{options}
def k(x: wp.array(dtype=float), count: wp.array(dtype=int), saved: wp.array(dtype=int), y: wp.array(dtype=float)):
    tid = wp.tid()
{body}
"""


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ("    slot = wp.atomic_add(count, 0, 1)\n    if slot < 8:\n        y[slot] = x[tid] * 2.0", True),
        ("    y[wp.atomic_add(count, 0, 1) % 8] = x[tid] * 2.0", True),  # used in an expression
        ("    slot = reserve(count, 1)\n    if slot < 8:\n        y[slot] = x[tid] * 2.0", True),  # a helper's
        ("    slot = reserve_one(count)\n    if slot < 8:\n        y[slot] = x[tid] * 2.0", True),  # a helper's helper
        ("    wp.atomic_add(count, 0, 1)\n    y[tid] = x[tid] * 2.0", False),  # the result not kept
        ("    _old = wp.atomic_add(count, 0, 1)\n    y[tid] = x[tid] * 2.0", False),  # bound, never read
        ("    y[tid] += x[tid] * 2.0", False),  # an augmented assignment's atomic
        # Warp's documented fix: the slot saved in the forward and returned by a @wp.func_replay
        ("    slot = saved_slot(count, 1, saved, tid)\n    if slot < 8:\n        y[slot] = x[tid] * 2.0", False),
    ],
    ids=["kernel", "expression", "helper", "nested-helper", "not-kept", "never-read", "augmented", "func-replay"],
)
def test_the_atomic_result_detector_names_a_kept_atomic_result_with_a_backward(body, named):
    warp_api.init()
    for options, backward in (("", True), ('(enable_backward=False, module="unique")', False)):
        source = ATOMIC_RESULT.format(options=options or '(module="unique")', body=body)
        spec = cases.spec_from_source(source, case_id=f"atomic-result-{abs(hash(source)) % 10**8}")
        kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
        try:
            code = warp_api.generate_code(kernel, "cpu", kernel_only=True).piece("backward") if backward else ""
        finally:
            loader.unload(spec.case_id, kernel)
        assert ("warp-atomic-result-adjoint" in bugs.detect(bugs.Facts(source, code, None))) is (named and backward)
        # the source alone (facts without Warp's code, a backward marked) reads the same
        marker = "adj" if backward else ""
        assert ("warp-atomic-result-adjoint" in bugs.detect(bugs.Facts(source, marker, None))) is (named and backward)


# make hunt reduced a cubin failure to `best5 = wp.inf` (NVRTC's #222-D at the INFINITY Warp emits): the
# detector needs both the warning and the constant in Warp's generated code.
INFINITE_CONSTANT = """import warp as wp


@wp.kernel{options}
def loop_000000(out: wp.array(dtype=float)):
    best5 = {value}
    out[0] = best5
"""


@pytest.mark.parametrize(
    ("value", "options", "named"),
    [
        ("wp.inf", "", True),
        ("wp.float32(-wp.inf)", "(enable_backward=False)", True),  # no backward: the forward carries the constant
        ("3.0e38 * 10.0", "", False),  # infinite at run time, not a constant Warp emits as INFINITY
    ],
    ids=["inf", "minus-inf-forward-only", "finite-constant"],
)
def test_the_infinity_warning_detector_needs_the_warning_and_the_constant(value, options, named, tmp_path):
    from harness.validate import compile as batches

    warp_api.init()
    source = INFINITE_CONSTANT.format(value=value, options=options)
    spec = cases.spec_from_source(source, case_id=f"infinity-detector-{abs(hash(value))}")
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        code = warp_api.generate_code(kernel, "cpu", kernel_only=True)
        warnings = tuple(batches.module_cubin(kernel.module, 90, tmp_path / "m").warnings)
    finally:
        loader.unload(spec.case_id, kernel)
    facts = bugs.Facts(source, code.piece("backward"), warnings, cpu_forward=code.piece("forward"))
    assert ("warp-infinity-constant-warning" in bugs.detect(facts)) == named, (warnings, code.piece("forward"))
    # the warning alone, or the constant alone, is not the bug
    alone = [
        bugs.Facts(source, "", warnings),
        bugs.Facts(source, code.piece("backward"), None, cpu_forward=code.piece("forward")),
    ]
    assert all("warp-infinity-constant-warning" not in bugs.detect(f) for f in alone)


# newton's steel _gather replayed to mismatch at -O0: a module constant read in both arms of an if nested in an
# else, then after it. The detector reads Warp's code: the constant's select assigned in a block, read outside.
CONSTANT_MERGE = """import warp as wp

C = 1


@wp.kernel
def constant_merge(x: wp.array(dtype=int), out: wp.array(dtype=int)):
    i = wp.tid()
    {before}f = int(-1)
    if x[i] == 0:
        f = 0
    else:
        if x[i] == 1:
            f = {inner}
        else:
            f = {inner}
    out[i] = int(f == {after})
"""


@pytest.mark.parametrize(
    ("before", "inner", "after", "named"),
    [
        ("", "C", "C", True),
        ("c = C\n    ", "c", "c", False),  # the constant read once before the if: one variable on every path
        ("", "C", "1", False),  # not read after the if
        ("", "x[i] + 1", "x[i]", False),  # locals, not a constant: Warp copies them, no select of constants
    ],
    ids=["constant", "read-before", "not-read-after", "locals"],
)
def test_the_constant_merge_detector_names_a_constant_read_after_the_block_that_merged_it(before, inner, after, named):
    warp_api.init()
    source = CONSTANT_MERGE.format(before=before, inner=inner, after=after)
    spec = cases.spec_from_source(source, case_id=f"constant-merge-{abs(hash((before, inner, after)))}")
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        code = warp_api.generate_code(kernel, "cpu", kernel_only=True)
    finally:
        loader.unload(spec.case_id, kernel)
    for facts in (
        bugs.Facts(source, code.piece("backward"), None),
        bugs.Facts(source, "", None, cpu_forward=code.piece("forward")),
    ):
        assert ("warp-constant-branch-merge-unset" in bugs.detect(facts)) is named, code.piece("forward")


def test_the_constant_merge_detector_leaves_a_users_variable_read_under_the_same_condition():
    """newton's `if parent >= 0: X_wp = body_q[parent]` ... `if parent >= 0: f(X_wp)`: assigned in one block and
    read in another with the same condition, which Python allows; a copy, not a select of constants."""
    from harness.validate.bugs import branches

    code = """{
    const wp::int32 var_2 = 0;
    var_3 = (var_1 >= var_2);
    if (var_3) {
        var_5 = wp::copy(var_4);
    }
    var_6 = (var_1 >= var_2);
    if (var_6) {
        var_7 = wp::mul(var_5, var_5);
    }
}
"""
    assert branches.unset_constant_reads(code) == []
    selected = code.replace("var_5 = wp::copy(var_4);", "var_5 = wp::where(var_3, var_2, var_2);")
    assert branches.unset_constant_reads(selected) == ["var_7 = wp::mul(var_5, var_5);"]


def test_a_replay_mismatch_names_a_registered_forward_bug_the_row_lists():
    from harness.validate import replay

    assert "warp-constant-branch-merge-unset" in replay.judgement(
        {"known_issues": ["warp-constant-branch-merge-unset"]}
    )
    assert replay.judgement({"known_issues": ["warp-mod-float-adjoint"]}) == ""  # a backward bug: the default
    assert replay.judgement({"known_issues": []}) == ""
