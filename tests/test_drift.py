"""`make drift` (harness/tools/drift.py): the classification of code changes between two releases,
the hash-unchanged detection, the numbers' comparison and the report's bytes, on hand-made code
pairs; and one case end to end under the pinned release alone (no other release needed)."""

from __future__ import annotations

import json

import pytest

from harness.tools import drift
from kernels import generate

HEADER = '#include "builtin.h"\n#define builtin_tid1d() wp::tid(task_index, dim)\n\n'
HELPERS = "static float f_0(float var_x)\n{\n    return wp::mul(var_x, var_x);\n}\n\n"
FORWARD = (
    "void k_1fe68819_cpu_kernel_forward(\n    wp::launch_bounds_t<1> dim)\n{\n"
    "    //---------\n    // argument vars\n    wp::array_t<float> var_x = _wp_args->x;\n"
    "    //---------\n    // primal vars\n    wp::int32 var_0;\n    wp::float32 var_1;\n"
    "    //---------\n    // forward\n    var_0 = builtin_tid1d();\n    var_1 = wp::sin(var_0);\n}\n\n"
)
BACKWARD = (
    "void k_1fe68819_cpu_kernel_backward(\n    wp::launch_bounds_t<1> dim)\n{\n"
    "    //---------\n    // argument vars\n    wp::array_t<float> var_x = _wp_args->x;\n"
    "    //---------\n    // primal vars\n    wp::int32 var_0;\n    wp::float32 var_1;\n"
    "    //---------\n    // reverse\n    wp::adj_sin(var_0, adj_0, adj_1);\n}\n\n"
)
ENTRY_FWD = (
    "WP_API void k_1fe68819_cpu_forward(wp::launch_bounds_t<1> *dim)\n{\n    k_1fe68819_cpu_kernel_forward(*dim);\n}\n"
)
ENTRY_BWD = "WP_API void k_1fe68819_cpu_backward(wp::launch_bounds_t<1> *dim)\n{\n    k_1fe68819_cpu_kernel_backward(*dim);\n}\n"


def code(
    header=HEADER, helpers=HELPERS, forward=FORWARD, backward=BACKWARD, entry_fwd=ENTRY_FWD, entry_bwd=ENTRY_BWD
) -> dict:
    """One target's code as a worker answers it: the translation unit and the pieces' spans."""
    parts = [header, helpers, forward, backward, entry_fwd, entry_bwd]
    at = [0]
    for part in parts:
        at.append(at[-1] + len(part))
    spans = {
        "header": [[at[0], at[1]]],
        "helpers": [[at[1], at[2]]],
        "forward": [[at[2], at[3]], [at[4], at[5]]],
        "backward": [[at[3], at[4]], [at[5], at[6]]],
    }
    return {"module": "".join(parts), "spans": spans, "mangled_name": "k_1fe68819"}


def both(**changes) -> dict:
    return {"cpu": code(**changes), "cuda": code()}


def answer(codes: dict, module_hash: str = "aa", numbers: dict | None = None, mangled: str = "k_1fe68819") -> dict:
    for target in codes.values():
        target["mangled_name"] = mangled
    found = {"status": "ok", "code": codes, "module_hash": module_hash}
    if numbers is not None:
        found["numbers"] = numbers
    return found


def test_identical_code_is_unchanged():
    assert drift.compare_code(both(), both()) == {"changed": {"cpu": [], "cuda": []}, "kinds": []}
    assert drift.classify(answer(both()), answer(both()))["kind"] == "unchanged"


def test_renamed_generated_symbols_only():
    renamed = {
        "helpers": HELPERS.replace("f_0", "f_1"),
        "forward": FORWARD.replace("1fe68819", "0badf00d"),
        "entry_fwd": ENTRY_FWD.replace("1fe68819", "0badf00d"),
    }
    found = drift.compare_code(both(), both(**renamed))
    assert found["kinds"] == ["renamed"]
    assert found["changed"]["cpu"] == ["helpers", "forward"]
    assert drift.classify(answer(both()), answer(both(**renamed)))["kind"] == "renamed"


def test_a_renaming_that_is_not_one_to_one_is_not_renamed():
    merged = FORWARD.replace("var_1 = wp::sin(var_0)", "var_1 = wp::sin(var_1)")
    assert drift.alpha(FORWARD) != drift.alpha(merged)
    assert drift.compare_code(both(), both(forward=merged))["kinds"] == ["statements"]


def test_a_changed_builtin_is_a_statement_not_a_rename():
    cosine = FORWARD.replace("wp::sin", "wp::cos")
    assert drift.compare_code(both(), both(forward=cosine))["kinds"] == ["statements"]


def test_new_statement_in_a_function_is_a_statement():
    helpers = HELPERS.replace("    return", "    var_y = wp::add(var_x, var_x);\n    return")
    assert drift.compare_code(both(), both(helpers=helpers))["kinds"] == ["statements"]


def test_changed_adjoint_only():
    backward = BACKWARD.replace(
        "wp::adj_sin(var_0, adj_0, adj_1);", "wp::adj_sin(var_0, adj_0, adj_1);\n    adj_0 = 0;"
    )
    found = drift.classify(answer(both()), answer(both(backward=backward)))
    assert found["kind"] == "adjoint"
    assert found["changed"] == {"cpu": ["backward"], "cuda": []}


def test_changed_launch_code_only():
    forward = FORWARD.replace("void k_", "template <bool c>\nstatic void k_").replace(
        "{\n    //", "{\n    static constexpr bool t = c;\n    //", 1
    )
    entry = ENTRY_FWD.replace("kernel_forward(*dim)", "kernel_forward<false>(*dim)")
    assert drift.compare_code(both(), both(forward=forward))["kinds"] == ["entry"]
    assert drift.compare_code(both(), both(entry_fwd=entry))["kinds"] == ["entry"]
    # a statement beside a launch change: the case's kind is the statement's
    both_changed = forward.replace("wp::sin", "wp::cos")
    assert drift.compare_code(both(), both(forward=both_changed))["kinds"] == ["statements", "entry"]
    assert drift.classify(answer(both()), answer(both(forward=both_changed)))["kind"] == "statements"


def test_preamble_only():
    header = HEADER.replace("wp::tid(", "wp::linear_tid<t>(")
    found = drift.classify(answer(both()), answer(both(header=header)))
    assert found["kind"] == "preamble"
    assert found["changed"]["cpu"] == ["header"]


def test_source_comments_only():
    moved = HELPERS.replace("{\n", "{\n    // return x * x  <L 12>\n")
    again = HELPERS.replace("{\n", "{\n    // return x * x  <L 13>\n")
    assert drift.compare_code(both(helpers=moved), both(helpers=again))["kinds"] == ["comments"]


def test_long_lists_name_the_rest():
    cases = [f"math-{i:06d}" for i in range(30)]
    assert drift._ids(cases[:3]) == "`math-000000`, `math-000001`, `math-000002`"
    assert drift._ids(cases[1:], cases) == "29 of the 30; all but `math-000000`"


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        ({"status": "ok"}, {"status": "refused", "message": "codegen failed: no overload"}, "refused-by-to"),
        ({"status": "refused", "message": "codegen failed"}, {"status": "ok"}, "accepted-by-to"),
        ({"status": "missing", "missing": ["tile_sort"], "message": "x"}, {"status": "ok"}, "missing-in-from"),
        ({"status": "refused", "message": "a"}, {"status": "refused", "message": "b"}, "refused-by-both"),
        ({"status": "crash", "why": "its process exited"}, {"status": "ok"}, "error"),
    ],
)
def test_refusals_and_missing_builtins(old, new, kind):
    old = answer(both()) | old if old["status"] == "ok" else old
    new = answer(both()) | new if new["status"] == "ok" else new
    found = drift.classify(old, new)
    assert found["kind"] == kind
    if kind == "missing-in-from":
        assert found["why"] == "lacks wp.tile_sort"


def test_hash_unchanged_detection():
    forward = FORWARD.replace("wp::sin", "wp::cos")
    results = {
        "arithmetic-000000": drift.classify(answer(both(), "aa"), answer(both(forward=forward), "aa")),
        "arithmetic-000001": drift.classify(answer(both(), "aa"), answer(both(forward=forward), "bb")),
        "arithmetic-000002": drift.classify(answer(both(), "aa"), answer(both(), "aa")),  # no change
        "arithmetic-000003": drift.classify(
            answer(both(), "aa"),
            answer(both(forward=forward.replace("1fe68819", "0badf00d")), "bb", mangled="k_0badf00d"),
        ),
    }
    data = drift.summarize(results, {}, {"from": "1.18.0", "to": "1.19.0"})
    assert data["module_hash_unchanged"] == ["arithmetic-000000"]
    assert data["kernel_hash_unchanged"] == ["arithmetic-000000", "arithmetic-000001"]
    assert data["families"]["arithmetic"]["changed"] == 3


def test_numbers_compared():
    same = {"outputs": {"y": [1.0, 2.0]}, "grads": {"x": [0.5]}}
    rounding = {"outputs": {"y": [1.0, 2.0 + 1e-7]}, "grads": {"x": [0.5]}}
    differ = {"outputs": {"y": [1.0, 2.0]}, "grads": {"x": [0.75]}}
    assert drift.compare_numbers(same, same)["verdict"] == "same"
    assert drift.compare_numbers(same, rounding)["verdict"] == "rounding"
    found = drift.compare_numbers(same, differ)
    assert found["verdict"] == "differ"
    assert found["grads"]["worst"] == {"name": "x", "index": 0, "from": 0.5, "to": 0.75, "entries": 1}
    nan = {"outputs": {"y": [float("nan"), 2.0]}, "grads_na": "no float inputs"}
    assert drift.compare_numbers(nan, nan)["verdict"] == "same"
    assert drift.compare_numbers(nan, same)["verdict"] == "differ"


def _report(order=1) -> dict:
    backward = BACKWARD.replace("adj_1);", "adj_1);\n    adj_0 = 0;")
    header = HEADER.replace("wp::tid(", "wp::linear_tid<t>(")
    pairs = {
        "arithmetic-000001": (both(), both(forward=FORWARD.replace("wp::sin", "wp::cos"))),
        "arithmetic-000002": (both(), both(forward=FORWARD.replace("wp::sin", "wp::tan"))),  # the same size: a tie
        "arithmetic-000000": (both(), both(backward=backward, header=header)),
        "control-000000": (both(), both()),
    }
    numbers = {"outputs": {"y": [1.0]}, "grads": {"x": [2.0]}}
    results, examples = {}, {}
    for case, (a, b) in list(pairs.items())[::order]:
        other = {"outputs": {"y": [1.5]}, "grads": {"x": [2.0]}} if case == "control-000000" else numbers
        results[case] = drift.add_examples(
            examples, case, answer(a, numbers=numbers), answer(b, numbers=other), ("1.18.0", "1.19.0")
        )
    meta = {"from": "1.18.0", "to": "1.19.0", "command": "make drift", "source": "hand-made", "numeric": "all cases"}
    return drift.summarize(results, examples, meta)


def test_report_is_deterministic_and_lists_numeric_drift_first(tmp_path):
    md, js = drift.write_report(_report(), tmp_path / "a")
    again_md, again_js = drift.write_report(_report(order=-1), tmp_path / "b")  # the cases in another order
    assert md.read_bytes() == again_md.read_bytes() and js.read_bytes() == again_js.read_bytes()
    assert md.name == "1.18.0-to-1.19.0.md"
    text = md.read_text()
    assert text.index("control-000000") < text.index("## Changes by kind")  # the numbers come first
    assert "| statements |" in text and "| adjoint |" in text
    assert "-    var_1 = wp::sin(var_0);\n+    var_1 = wp::cos(var_0);" in text
    adjoint = text[text.index("### adjoint") :]
    assert "(backward)" in adjoint.split("###")[1] and "(header)" not in adjoint.split("###")[1]
    preamble = text[text.index("### preamble") :].split("###")[1]
    assert "(header)" in preamble and "(backward)" not in preamble
    assert "Smallest example, `arithmetic-000001`" in text  # of two diffs of one size, the smaller case id
    data = json.loads(js.read_text())
    assert drift.render_markdown(data) == text  # the markdown is the JSON's, whatever its key order
    assert data["numbers"]["differ"] == ["control-000000"]
    assert data["kinds"]["adjoint"]["cases"] == ["arithmetic-000000"]


def test_one_case_under_the_pinned_release():
    """The worker's answer for a golden case, compared with itself: the same code and numbers."""
    from harness.tools import drift_worker  # imports Warp

    task = {**drift._task(generate("arithmetic", 0)), "numeric": True}
    (first, numbers), (second, again) = list(drift_worker.handle(task)), list(drift_worker.handle(task))
    assert first["status"] == "ok", first.get("message")
    first["numbers"], second["numbers"] = numbers["numbers"], again["numbers"]
    assert set(first["code"]) == {"cpu", "cuda"} and len(first["module_hash"]) == 64
    assert first["numbers"]["outputs"] and all(first["numbers"]["outputs"].values())
    assert first["numbers"].get("grads") or first["numbers"]["grads_na"]
    found = drift.classify(first, second)
    assert (found["kind"], found["numbers"]["verdict"], found["module_hash_same"]) == ("unchanged", "same", True)
    assert list(drift_worker.handle({"probe": True})) == [{"warp": first["warp"], "cpu_blocks": True}]
    assert drift_worker.missing_names("import warp as wp\nwp.not_a_builtin(1)\nwp.sin(1.0)\n") == ["not_a_builtin"]
