"""`make mutants`: the single-operator mutation of Warp's generated C++ (harness/eval/mutate.py) and
the score's tally (harness/tools/mutants.py). Plain text, no Warp build."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from harness.eval.mutate import SWAP, mutants, sites
from harness.eval.rows import Row
from harness.tools import mutants as tool

ROOT = Path(__file__).resolve().parents[1]
# The shapes Warp writes, with the traps a text replacement would fall into: operators in comments
# (Warp's `// <python>` lines), in a string, in longer identifiers (wp::address, wp::adj_add as a
# word of another name), in templates (<, >) and in a call that is not a statement of its own.
CODE = """\
static void k_cpu_kernel_forward(wp::launch_bounds_t<1> dim, size_t task_index)
{
    const char* note = "var_1 = wp::add(var_2, var_3); a < b";
    // v0 = v0 + wp.tanh(v0 - 1.0)  # a < b                                  <L 10>
    var_1 = wp::address(var_x, var_0);
    var_2 = wp::add(var_0, var_0);
    var_3 = wp::mul(var_2, wp::sub(var_1, var_0));
    var_4 = (var_2 < var_3);
    var_5 = (var_3 == var_2);
    var_6 = wp::array_t<wp::float32>(var_1);
    var_7 = wp::adj_address(var_1);
    wp::adj_add(var_0, var_0, adj_0, adj_0, adj_2);
    wp::adj_sub_like(var_0);
    var_8 = wp::div(var_6, var_7);
}
"""


# A backward: the replay of the forward (never a site), the adjoints of + and - (sites unless their
# second operand is a literal, whose adjoint Warp never reads).
BACKWARD = """\
    const wp::float32 var_9 = 1.83;
    var_8 = wp::sub(var_7, var_5);
    var_10 = wp::sub(var_8, var_9);
    //---------
    // reverse
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_11);
    wp::adj_sub(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_mul(var_5, var_8, adj_5, adj_8, adj_12);
"""


def test_backward_sites_are_adjoints_of_variables():
    found = [BACKWARD[offset - 8 : offset + 3] for offset, _op in sites(BACKWARD, backward=True)]
    assert found == ["wp::adj_add"]  # not the replay's sub, not the literal's adj_sub, not adj_mul
    assert sites(BACKWARD) == [(BACKWARD.index("sub(var_7"), "sub"), (BACKWARD.index("sub(var_8"), "sub")]


def _diff(a: str, b: str) -> list[tuple[str, str]]:
    """The (old, new) line pairs that differ between two texts of the same line count."""
    return [(x, y) for x, y in zip(a.splitlines(), b.splitlines(), strict=True) if x != y]


def test_sites_are_whole_statements_only():
    found = [(CODE[:offset].count("\n"), op) for offset, op in sites(CODE)]
    lines = CODE.splitlines()
    assert [op for _line, op in found] == ["add", "mul", "<", "==", "div"]  # a forward's: not the adjoint
    for line, _op in found:
        text = lines[line]
        assert not text.lstrip().startswith("//") and '"' not in text
        assert re.match(r"^\s*(var_\w+ = |wp::adj_)", text), text


def test_each_mutant_changes_exactly_one_operator():
    every = mutants(CODE, "row-000001/cpu_forward", 100) + mutants(BACKWARD, "row-000001/cpu_backward", 100, True)
    assert len(every) == len(sites(CODE)) + len(sites(BACKWARD, backward=True)) == 6
    for m in every:
        base = BACKWARD if m.code.startswith("    const") else CODE
        changed = _diff(base, m.code)
        assert len(changed) == 1, m.label
        old, new = (re.findall(r"\w+|[<>=!]+|\S", line) for line in changed[0])
        differ = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
        assert len(differ) == 1, m.label
        a, b = differ[0]
        assert a.endswith(m.old) and b == a[: len(a) - len(m.old)] + m.new, (m.label, a, b)
        assert SWAP[m.old] == m.new and m.new != m.old
        assert len(m.code) - len(base) == len(m.new) - len(m.old)
    # Comments, strings and other identifiers are untouched by every mutant.
    for m in every[:5]:
        for kept in ('"var_1 = wp::add(var_2, var_3); a < b"', "// v0 = v0 + wp.tanh(v0 - 1.0)", "wp::address",
                     "wp::adj_address", "wp::array_t<wp::float32>", "wp::adj_sub_like", "wp::sub(var_1, var_0)"):  # fmt: skip
            assert kept in m.code, (m.label, kept)


def test_mutants_are_deterministic_and_keyed():
    a = [m.code for m in mutants(CODE, "row-000001/cpu_forward", 2)]
    assert a == [m.code for m in mutants(CODE, "row-000001/cpu_forward", 2)]
    keys = {tuple(m.site for m in mutants(CODE, f"row-{i:06d}/cpu_forward", 2)) for i in range(20)}
    assert len(keys) > 3  # the key draws the sites, not a fixed prefix of them
    assert mutants(CODE, "k", 0) == [] and mutants("no sites here", "k", 3) == []
    with pytest.raises(ValueError, match="negative"):
        mutants(CODE, "k", -1)


def test_mutants_are_the_same_in_another_process():
    script = (
        "from harness.eval.mutate import mutants; import sys; "
        f"sys.stdout.write(repr([m.label for m in mutants(open({str(Path(__file__))!r}).read(), 'x/cpu_forward', 5)]))"
    )
    here = repr([m.label for m in mutants(Path(__file__).read_text(), "x/cpu_forward", 5)])
    other = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert other.stdout == here


def _row(ident: str, family: str) -> Row:
    return Row(ident, family, "train", "k", "", {"cpu_forward": CODE, "cpu_backward": ""})


def test_tally_counts_killed_over_built_and_leaves_out_unreproducible_rows():
    rows = [_row("a-000000", "a"), _row("b-000000", "b"), _row("c-000000", "c")]
    predictions, labels = tool.predictions_of(rows, ("cpu_forward", "cpu_backward"), 3)
    assert len(predictions) == 9  # no backward code: no backward mutant
    assert sorted({p.k for p in predictions}) == [0, 1, 2]
    ok = {"spliced": True, "built": True, "ran": True, "outputs_equal": True, "skipped": {}}
    mismatch = {**ok, "outputs_equal": False}
    unbuilt = {"spliced": True, "built": False, "skipped": {}}
    results = {}
    for p in predictions:
        results[(p.id, p.target, p.k)] = {0: ok, 1: mismatch, 2: unbuilt}[p.k]
    references = {"a-000000": {"reproducible": True}, "b-000000": {"reproducible": True}}
    references["c-000000"] = {"reproducible": False, "why": "nondeterministic"}
    summary = tool.tally(rows, predictions, labels, results, references)
    assert summary["all"] == {"mutants": 6, "built": 4, "killed": 2, "score": 0.5}
    assert set(summary["families"]) == {"a", "b"} and summary["excluded_rows"] == ["c-000000"]
    assert [s["id"] for s in summary["survivors"]] == ["a-000000", "b-000000"]
    summary["meta"] = {"dataset": "d", "split": ["train"], "per_target": 3, "targets": ["cpu_forward"], "input_sets": 5}
    text = tool.markdown(summary)
    assert "| **all** | 6 | 4 | 2 | 2 | 50.0% |" in text and "c-000000" in text


def test_bad_arguments_are_one_line_errors(tmp_path):
    for argv, said in (
        (["--dataset", "x", "--per-target", "0"], "not a whole number"),
        (["--dataset", "x", "--targets", "cuda_forward"], "expected one or both"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "harness.tools.mutants", *argv], cwd=ROOT, capture_output=True, text=True
        )
        assert done.returncode == 2 and said in done.stderr
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "harness.tools.mutants",
            "--dataset",
            str(tmp_path / "none"),
            "--out",
            str(tmp_path / "o"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1 and "no data/" in done.stderr
