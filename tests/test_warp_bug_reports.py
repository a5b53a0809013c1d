"""Each registered Warp bug (harness/validate/bugs) has a report Warp can act on: docs/warp-bugs/<id>.md,
written as an upstream issue, and one self-contained script, docs/warp-bugs/<id>.py (warp and numpy only),
that asserts the right value. On this Warp every script fails with an AssertionError (a CUDA-only one exits
with status 77 where Warp finds no CUDA device, unless it checks the CUDA build alone, which NVRTC makes
without one); each report names the Warp release and the affected releases `make bisect` measured (harness/validate/bugs/affected.json), and shows the script's kernels."""

import ast
import json
import re
import subprocess
import sys

import pytest

from harness.tools import bisect
from harness.validate import bugs

NO_CUDA = 77  # a script's exit status where it needs CUDA and Warp finds no device
IDS = [b.id for b in bugs.BUGS]
ALLOWED_IMPORTS = {"warp", "numpy"} | set(sys.stdlib_module_names)


def _cuda_available() -> bool:
    import warp as wp

    from harness import warp_api

    warp_api.init()
    return wp.is_cuda_available()


def test_every_entry_has_a_report_and_a_script_and_nothing_else_is_there():
    for bug in bugs.BUGS:
        assert bug.report.is_file() and bug.script.is_file(), bug.id
    files = {p.name for p in bugs.REPORTS.iterdir() if p.suffix in (".md", ".py")}
    assert files == {f"{i}{s}" for i in IDS for s in (".md", ".py")}


@pytest.mark.parametrize("bug", bugs.BUGS, ids=IDS)
def test_the_script_is_self_contained(bug):
    """Only warp, numpy and the standard library: a Warp developer runs it as it is."""
    tree = ast.parse(bug.script.read_text())
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported <= ALLOWED_IMPORTS, sorted(imported - ALLOWED_IMPORTS)
    assert not any(isinstance(n, ast.ImportFrom) and n.level for n in ast.walk(tree)), "a relative import"


@pytest.mark.parametrize("bug", bugs.BUGS, ids=IDS)
def test_the_script_fails_on_this_warp(bug):
    """A documented-behaviour entry's script asserts the documented behaviour: it passes on this Warp."""
    cuda_only = "cpu" not in bug.targets
    device = "cuda:0" if cuda_only else "cpu"
    run = subprocess.run(
        [sys.executable, str(bug.script), device], cwd=bugs.REPORTS, capture_output=True, text=True, timeout=300
    )
    if cuda_only and not bug.nvrtc_only and not _cuda_available():
        assert run.returncode == NO_CUDA, run.stderr[-2000:]
        assert len(run.stdout.strip().splitlines()) == 1 and "no CUDA device" in run.stdout, run.stdout
        return
    if bug.kind == "documented-behaviour":
        assert run.returncode == 0 and run.stdout.strip(), f"exit status {run.returncode}\n{run.stderr[-2000:]}"
        return
    assert run.returncode == 1, f"exit status {run.returncode}\n{run.stdout}\n{run.stderr[-2000:]}"
    assert re.search(r"^AssertionError: ", run.stderr, re.M), run.stderr[-2000:]


@pytest.mark.parametrize("bug", bugs.BUGS, ids=IDS)
def test_the_report_names_the_release_and_the_affected_releases(bug):
    data = json.loads(bugs.AFFECTED.read_text())
    text = bug.report.read_text()
    assert text.startswith(f"# {bug.id}: ")
    assert f"- Warp version: {bugs.WARP_VERSION} " in text and bug.warp_version == bugs.WARP_VERSION
    entry = data["bugs"][bug.id]
    assert bisect.render_report(text, entry, data["pinned"]) == text, "out of date: run make bisect"
    for heading in ("## What happens", "## Minimal kernel", "## Expected and actual", "## Where in Warp's source"):
        assert f"\n{heading}\n" in text, heading
    assert f"]({bug.script.name})" in text, "the report links its script"


@pytest.mark.parametrize("bug", bugs.BUGS, ids=IDS)
def test_the_report_says_its_kind_and_where_upstream_has_it(bug):
    text = bug.report.read_text()
    assert f"\n- kind: {bug.kind} " in text, "the report's '- kind:' line"
    for number in re.findall(r"NVIDIA/warp (?:issue|pull request) (\d+)", bug.upstream):
        assert re.search(rf"(#|issue |pull request ){number}\b", text), f"the report names upstream {number}"
    carried = [b.id for b in bugs.BUGS if b.filed_with == bug.id]
    if bug.filed_with:  # the pair's two reports name each other
        assert (
            f"filed with `{bug.filed_with}`" in text and f"`{bug.id}`" in bugs.BY_ID[bug.filed_with].report.read_text()
        )
    for other in carried:
        assert f"`{other}`" in text, f"the report carries {other}"


def test_the_overview_counts_each_kind():
    """docs/warp-bugs.md says how many entries of each kind the registry holds, and each entry's kind."""
    text = bisect.DOCS.read_text()
    for kind in bugs.KINDS:
        n = sum(b.kind == kind for b in bugs.BUGS)
        assert f"| {kind} | {n} |" in text, kind
    for bug in bugs.BUGS:
        section = re.search(rf"^## {re.escape(bug.id)}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
        assert section and f"\n- kind: {bug.kind}" in section.group(1), bug.id


@pytest.mark.parametrize("bug", bugs.BUGS, ids=IDS)
def test_the_report_shows_the_scripts_kernels(bug):
    script = bug.script.read_text()
    blocks = re.findall(r"^```python\n(.*?)^```", bug.report.read_text(), re.M | re.S)
    assert blocks, "no kernel in the report"
    for block in blocks:
        assert block.strip() in script, block
    kernels = [
        n.name
        for n in ast.parse(script).body
        if isinstance(n, ast.FunctionDef) and any("kernel" in ast.unparse(d) for d in n.decorator_list)
    ]
    assert all(f"def {k}(" in "".join(blocks) for k in kernels), kernels
