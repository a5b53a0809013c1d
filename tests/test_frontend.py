"""The code generator's statements each corpus reaches (harness/tools/frontend.py, `make coverage
AGAINST=<export>`): the per-function attribution, the report, and a run on two tiny exports."""

from __future__ import annotations

import json
import textwrap

from harness.tools import frontend
from harness.tools.frontend_worker import functions

PLAIN = textwrap.dedent(
    """\
    import warp as wp


    @wp.kernel
    def plain(a: wp.array(dtype=float), b: wp.array(dtype=float)):
        i = wp.tid()
        b[i] = a[i] * 2.0
    """
)
# A vector component updated in place: lower_subscript_augassign, which the plain kernel never reaches.
# Its import-time write is where the sandbox hides it (a private /tmp), never in the test's folder.
COMPONENT_UPDATE = textwrap.dedent(
    """\
    import warp as wp

    try:
        open({marker!r}, "w").write("loaded")
    except OSError:  # the folder is not there in the sandbox
        pass


    @wp.kernel
    def component_update(a: wp.array(dtype=wp.vec3), b: wp.array(dtype=float)):
        i = wp.tid()
        v = a[i]
        v[1] *= b[i]
        a[i] = v
    """
)


def test_functions_attribute_each_line_to_its_innermost_function():
    source = textwrap.dedent(
        """\
        X = 1


        class A:
            y = 2

            @staticmethod
            def f(a):
                def g():
                    return a

                return g
        """
    )
    owner = functions(source)
    assert owner.get(1) is None and owner.get(5) is None  # module and class bodies: no function
    assert owner.get(7) is None and owner.get(8) is None  # the decorator and def lines run in the class
    assert owner[9] == "A.f" and owner[12] == "A.f"
    assert owner[10] == "A.f.<locals>.g"


def _corpus(label: str, lines: dict[str, list[int]]) -> frontend.Corpus:
    c = frontend.Corpus(label, [{"id": i, "in": [label]} for i in lines], foreign=True)
    c.lines = {i: frozenset(v) for i, v in lines.items()}
    c.status = {i: ("ok", "") for i in lines}
    return c


def test_compare_counts_by_function_and_names_the_row_reaching_most():
    described = {
        "file": "warp/_src/codegen.py",
        "warp": "1.19.0",
        "statements": [1, 2, 3, 4, 5, 6, 7, 8],
        "functions": {"1": "<module>", "2": "f", "3": "f", "4": "f", "5": "g", "6": "g", "7": "h", "8": "h"},
        "base": [1],
    }
    generated = _corpus("gen", {"gen-0": [2], "gen-1": [5, 9]})  # 9: not a statement, not counted
    reference = _corpus("ref", {"ref-b": [2, 3], "ref-a": [3, 4, 6], "ref-c": [7]})
    figures = frontend.compare(described, generated, reference)
    assert figures["generated"]["reached"] == 3 and figures["reference"]["reached"] == 6  # base counts for both
    assert figures["both"] == 2 and figures["missed"] == 4
    assert figures["reference_reached_by_generated"] == round(2 / 6, 4)
    by_name = {f["function"]: f for f in figures["functions"]}
    assert [f["function"] for f in figures["functions"]] == ["f", "g", "h"]  # most missed first, then by name
    assert by_name["f"]["lines"] == [3, 4] and by_name["f"]["example"] == "ref-a"
    assert (by_name["g"]["generated"], by_name["g"]["reference"], by_name["g"]["missed"]) == (1, 1, 1)
    text = frontend.render(figures)
    assert "f " in text and "ref-a; 3-4" in text
    assert frontend.render(frontend.compare(described, generated, reference)) == text  # a pure function


def _export(folder, rows: list[tuple[str, str, str]]) -> None:
    (folder / "data").mkdir(parents=True)
    with open(folder / "data" / "train-00000-of-00001.jsonl", "w") as f:
        for row_id, source, kernel in rows:
            f.write(json.dumps({"id": row_id, "python_source": source, "kernel_name": kernel}) + "\n")


def test_lists_what_the_reference_reaches_and_the_generated_rows_do_not(tmp_path, capsys):
    marker = tmp_path / "loaded-here"
    _export(tmp_path / "generated", [("gen-plain", PLAIN, "plain")])
    reference = [("ref-plain", PLAIN, "plain"), ("ref-component", COMPONENT_UPDATE.format(marker=str(marker)), "component_update")]  # fmt: skip
    _export(tmp_path / "reference", reference)
    argv = ["--against", str(tmp_path / "reference"), "--generated", str(tmp_path / "generated"), "--jobs", "2"]
    assert frontend.main([*argv, "--json", str(tmp_path / "figures.json")]) == 0
    text = capsys.readouterr().out
    figures = json.loads((tmp_path / "figures.json").read_text())
    assert figures["file"].endswith("codegen.py") and figures["statements"] > 4000
    assert figures["generated"]["status"] == {"ok": 1} and figures["reference"]["status"] == {"ok": 2}
    assert figures["reference"]["reached"] > figures["generated"]["reached"] >= figures["base"]
    assert figures["both"] == figures["generated"]["reached"]  # the reference's rows include the generated one
    by_name = {f["function"]: f for f in figures["functions"]}
    lowered = by_name["Adjoint.emit_AugAssign.<locals>.lower_subscript_augassign"]
    assert lowered["generated"] == 0 and lowered["missed"] > 0 and lowered["example"] == "ref-component"
    assert "lower_subscript_augassign" in text and "ref-component" in text
    assert not marker.exists()  # the row's own code ran in a sandbox, not in this process
    assert frontend.main([*argv, "--min-share", "1.01"]) == 1  # the generated row reaches less than 101%
    assert capsys.readouterr().out.startswith(text)  # deterministic
    assert frontend.main(["--against", str(tmp_path / "missing")]) == 2
