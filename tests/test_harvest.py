"""`make harvest`: exact pairs from existing Warp code, bad input reported (not raised), nothing launched.

The harvested code is the small package tests/harvest_samples: one good module and one module
of each kind of bad input (one segfaults at import, one never finishes importing). Harvest
imports them (executing them) in its worker processes; neither the tests nor the harness's own
process do.
"""

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import warp as wp

from harness import harvest, warp_api
from harness.generate import loader
from harness.generate.golden import read_case
from harness.harvest import launches

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "tests" / "harvest_samples"
GOOD = "harvest_samples.good"
LIMIT = 20  # seconds: the time limit harvests here run under (a sample never finishes importing)


@pytest.fixture(scope="module")
def harvested(tmp_path_factory):
    """One harvest of the samples, shared by the tests here."""
    out = tmp_path_factory.mktemp("harvest")
    backward = wp.config.enable_backward
    report = harvest.harvest([str(SAMPLES)], out, jobs=2, time_limit=LIMIT)
    root = out / "cases"
    cases = {}
    for path in sorted((root / "harvested").glob("*.json")):
        case = read_case(path)
        cases[case.meta["origin"]] = case
    yield {"report": report, "cases": cases, "root": root, "out": out, "backward": backward}


def failure(report, where):
    found = [f for f in report.failures if f.where == where]
    assert len(found) == 1, f"expected one failure for {where}, got {report.failures}"
    return found[0]


# --------------------------------------------------------------------------- the good module


def test_good_module_kernels_become_cases_with_origin_license_and_standalone(harvested):
    cases = harvested["cases"]
    expected = {
        f"{GOOD}:energy": True,
        f"{GOOD}:scale[array(ndim=1, dtype=float32), float32]": True,
        f"{GOOD}:scale[array(ndim=1, dtype=vec3f), float32]": True,
    }
    for origin, standalone in expected.items():
        case = cases[origin]
        assert case.spec.family == "harvested" and case.spec.seed is None
        assert case.spec.case_id == harvest.case_id_of(origin)
        assert case.meta["origin"] == origin
        assert case.meta["license"] is None  # the samples belong to no installed distribution
        assert case.meta["standalone"] is standalone
        for target in warp_api.TARGETS:
            assert case.piece(target, "forward")
            assert case.piece(target, "backward")  # adjoints are on by default
    assert cases[f"{GOOD}:make_offset_kernel.<locals>.offset_kernel"].meta["standalone"] is True  # a factory's
    assert "kinetic" in cases[f"{GOOD}:energy"].piece("cpu", "helpers")
    args = [(a.name, a.kind, a.dtype, a.role) for a in cases[f"{GOOD}:energy"].spec.args]
    assert args == [
        ("particles", "struct_array", "Particle", "inout"),
        ("vel", "array", "vec3f", "inout"),
        ("out", "array", "float32", "inout"),
    ]


def test_standalone_source_is_the_kernel_and_what_it_uses_only(harvested):
    source = harvested["cases"][f"{GOOD}:energy"].spec.source
    for needed in ("import warp as wp", "SCALE = wp.constant(2.0)", "class Particle", "def kinetic", "def energy"):
        assert needed in source
    for unneeded in ("numpy", "UNUSED", "def main", "__main__", "make_offset_kernel", "def scale", "typing"):
        assert unneeded not in source
    # One source per overload: the generic kernel and a declaration of that overload only.
    vec3 = harvested["cases"][f"{GOOD}:scale[array(ndim=1, dtype=vec3f), float32]"].spec.source
    assert "from typing import Any" in vec3 and "Particle" not in vec3
    assert (
        vec3.count("wp.overload(") == 1 and "wp.overload(scale, [wp.array(dtype=wp.vec3f, ndim=1), wp.float32])" in vec3
    )
    scalar = harvested["cases"][f"{GOOD}:scale[array(ndim=1, dtype=float32), float32]"].spec.source
    assert scalar.count("wp.overload(") == 1 and "wp.array(dtype=wp.float32, ndim=1)" in scalar


@pytest.mark.parametrize("origin", [f"{GOOD}:energy", f"{GOOD}:scale[array(ndim=1, dtype=vec3f), float32]"])
def test_pair_is_exactly_the_code_of_its_own_python_source(harvested, origin):
    """Loaded the way a generated case is, the row's python_source generates the row's code, byte for byte."""
    case = harvested["cases"][origin]
    kernel = loader.load_kernel(case.spec.case_id, case.spec.source, case.spec.kernel_name)
    try:
        if warp_api.is_generic(kernel):
            [kernel] = [k for k in warp_api.concrete_kernels(kernel) if "vec3" in str(warp_api.kernel_arguments(k))]
        for target, code in warp_api.generate_codes(kernel, kernel_only=True).items():
            assert warp_api.relocate(code, [warp_api.WARP_PARENT]).module == case.modules[target]
    finally:
        loader.unload(case.spec.case_id, kernel)


FIDELITY = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    sys.path.insert(0, "tests")
    from test_fidelity import _aot
    from harness import warp_api
    from harness.generate.golden import read_case
    from harness.validate.compile import check_fidelity
    warp_api.init()
    result = {}
    for path in sorted(Path(sys.argv[1]).glob("*.json")):
        case = read_case(path)
        tmp = Path(sys.argv[2]) / case.spec.case_id
        tmp.mkdir(parents=True)
        # As in a fresh process (the counts Warp appends to function names), and a source's
        # wp.config settings not left for the next one.
        with warp_api.config_applied({}), warp_api.fresh_function_ids():
            units = _aot(case.spec.case_id, case.spec.source, tmp)
        result[case.meta["origin"]] = {t: check_fidelity(case, t, units[t]) for t in warp_api.TARGETS}
    print("@fidelity " + json.dumps(result))
    """
)


@pytest.mark.slow
def test_every_harvested_row_passes_fidelity(harvested, tmp_path):
    """test_fidelity.py's route, in a process of its own (the sources are imported): each row's
    python_source, written to a file and imported the ordinary way, compiled by Warp for the CPU
    and to PTX, contains the row's recorded header, helpers, forward and backward code."""
    result = subprocess.run(
        [sys.executable, "-c", FIDELITY, str(harvested["root"] / "harvested"), str(tmp_path)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    [line] = [x for x in result.stdout.splitlines() if x.startswith("@fidelity ")]
    checked = json.loads(line.removeprefix("@fidelity "))
    assert set(checked) == set(harvested["cases"])
    assert {origin: missing for origin, missing in checked.items() if any(missing.values())} == {}


def test_definitions_from_other_modules_of_the_package_come_in_as_source(harvested):
    """solver.py imports a function re-exported by its package, one renamed, and a type: the
    standalone source defines them (from types.py) instead of importing harvested code."""
    case = harvested["cases"]["harvest_samples.package.solver:energy6"]
    source = case.spec.source
    assert case.meta["standalone"] is True and "harvest_samples" not in source
    for needed in (
        "vec6 = wp.types.vector(",
        "HALF = wp.constant(0.5)",
        "def weight(",
        "def scaled(",
        "scale_by = scaled",
    ):
        assert needed in source
    assert "UNUSED" not in source
    assert source.index("def scaled(") < source.index("scale_by = scaled") < source.index("def energy6(")


def test_a_harvested_module_used_as_an_object_becomes_a_module_of_what_is_used(harvested):
    case = harvested["cases"]["harvest_samples.package.solver:weigh"]
    source = case.spec.source
    assert case.meta["standalone"] is True and "import harvest_samples" not in source
    assert "kinds = ModuleType('harvest_samples.package.types')\nkinds.weight = weight" in source
    assert (
        "package = ModuleType('harvest_samples.package')\n"
        "package.types = ModuleType('harvest_samples.package.types')\n"
        "package.types.HALF = HALF\n"
        "package.weight = weight\n"
    ) in source
    assert "out[i] = kinds.weight(v[i]) + package.weight(v[i]) + float(package.types.HALF)" in source  # as written
    assert source.count("def weight(") == 1 and "def scaled(" not in source


def test_a_module_object_another_module_uses_comes_before_it_under_its_real_name(tmp_path, monkeypatch):
    """warp_simdata's shape: the package binds ``kernel = utils.kernel`` (a module object that the
    package's own statement uses, so it must exist before that statement) and a submodule of
    ``core`` as its own ``config`` (``pkg.config`` is ``pkg.core.config``, which has the source)."""
    from harness.harvest.closure import Closure
    from harness.harvest.codegen import _module_source

    files = {
        "__init__.py": "from .core import config, utils\n\nkernel = utils.kernel\n",
        "core/__init__.py": "from . import config, utils\n",
        "core/config.py": "limit = 64\n",
        "core/utils.py": "def kernel(f):\n    return f\n",
        "ops.py": "import closure_pkg as p\n\n\n@p.kernel\ndef k(x):\n    return x + p.config.limit\n",
    }
    for name, text in files.items():
        (tmp_path / "closure_pkg" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "closure_pkg" / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        __import__("closure_pkg.ops")  # plain Python: the closure reads sys.modules, as in a worker
        closure = Closure(lambda m: m.split(".")[0] == "closure_pkg", _module_source)
        source, _ = closure.close(files["ops.py"], "closure_pkg.ops")
    finally:
        for name in [m for m in sys.modules if m.split(".")[0] == "closure_pkg"]:
            del sys.modules[name]
    assert "import closure_pkg" not in source
    assert source.index("utils = ModuleType('closure_pkg.core.utils')") < source.index("kernel = utils.kernel")
    assert "p.config = ModuleType('closure_pkg.core.config')\np.config.limit = limit" in source
    namespace: dict = {}
    exec(compile(source, "standalone.py", "exec"), namespace)
    assert namespace["k"](1) == 65


def test_kernel_made_by_a_factory_is_written_at_the_top_level_with_what_it_captured(harvested):
    """``make_offset_kernel(3.0)``: tests/test_harvest_generics.py has the factories that cannot be written so."""
    source = harvested["cases"][f"{GOOD}:make_offset_kernel.<locals>.offset_kernel"].spec.source
    assert "offset = 3.0  # the value offset_kernel captured from make_offset_kernel\n" in source
    assert "\n@wp.kernel\ndef offset_kernel(x: wp.array(dtype=float)):\n" in source
    assert harvested["report"].summary()["not_standalone_by_reason"] == {}


def test_no_absolute_paths_reach_the_generated_code(harvested):
    for case in harvested["cases"].values():
        for module in case.modules.values():
            assert str(SAMPLES.parent) not in module
    energy = harvested["cases"][f"{GOOD}:energy"]
    assert f"// {energy.spec.case_id}.py:" in energy.modules["cpu"]  # the row's own source, as generated cases
    assert "harvest_samples/good.py" not in energy.modules["cpu"]


# --------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("module", "reason", "message"),
    [
        ("broken", "import-error", "RuntimeError: this module is broken on purpose"),
        ("optional_dependency", "missing-package", "harvest_sample_optional_package"),
        ("exits", "exit-at-import", "no display available"),
        ("launches", "launches-at-import", "refused: codegen only"),
    ],
)
def test_module_that_fails_at_import_is_reported_with_its_reason(harvested, module, reason, message):
    found = failure(harvested["report"], f"harvest_samples.{module}")
    assert found.reason == reason
    assert message in found.message


@pytest.mark.parametrize("module", ["needs_gpu", "needs_gpu_alloc"])
def test_module_that_needs_a_gpu_at_import(harvested, module):
    name = f"harvest_samples.{module}"
    if warp_api.cuda_available():
        assert not [f for f in harvested["report"].failures if f.where == name]
    else:
        assert failure(harvested["report"], name).reason == "needs-gpu"


def test_kernel_warp_rejects_is_reported_and_its_neighbour_still_harvested(harvested):
    found = failure(harvested["report"], "harvest_samples.rejected:bad_types")
    assert found.reason == "codegen-error"
    assert "dot" in found.message
    assert "harvest_samples.rejected:accepted" in harvested["cases"]


def test_generic_kernel_without_overloads_gets_overloads_the_harvest_chose(harvested):
    """``never_used`` has no overload: the harvest chooses some, and says so (tests/test_harvest_generics.py)."""
    assert not [f for f in harvested["report"].failures if f.where == f"{GOOD}:never_used"]
    chosen = sorted(o for o in harvested["cases"] if o.startswith(f"{GOOD}:never_used["))
    assert chosen == [
        f"{GOOD}:never_used[array(ndim=1, dtype=float32)] (overload chosen by the harvest)",
        f"{GOOD}:never_used[array(ndim=1, dtype=vec3f)] (overload chosen by the harvest)",
    ]
    assert all(harvested["cases"][o].meta["overload_chosen_by"] == "harvest" for o in chosen)
    assert "overload_chosen_by" not in harvested["cases"][f"{GOOD}:scale[array(ndim=1, dtype=float32), float32]"].meta
    summary = harvested["report"].summary()
    assert (summary["generic_instantiated"], summary["chosen_overloads"]) == (1, 2)


def test_kernels_defined_before_an_import_failure_are_still_harvested(harvested):
    assert "harvest_samples.launches:fill" in harvested["cases"]
    assert "harvest_samples.broken:fine_so_far" in harvested["cases"]


def test_namespace_folders_are_walked_and_module_options_kept(harvested):
    case = harvested["cases"]["harvest_samples.more.nested:forward_only"]
    assert case.meta["standalone"] is True
    assert 'wp.set_module_options({"enable_backward": False})' in case.spec.source
    assert case.piece("cpu", "backward") == "" and case.piece("cuda", "backward") == ""


def test_config_an_import_sets_applies_to_its_kernels_and_is_undone(harvested):
    case = harvested["cases"]["harvest_samples.more.config_at_import:no_adjoint"]
    assert case.piece("cpu", "backward") == ""
    assert case.meta["standalone"] is True and "wp.config.enable_backward = False" in case.spec.source
    assert wp.config.enable_backward == harvested["backward"]
    visit = next(m for m in harvested["report"].modules if m.name == "harvest_samples.more.config_at_import")
    assert visit.config_changed == ["enable_backward"]


def test_missing_module_or_path_is_not_found_and_the_rest_is_harvested(tmp_path):
    missing = ["harvest_samples_no_such_module", str(tmp_path / "no_such_folder"), "no/such/file.py"]
    report = harvest.harvest([*missing, str(SAMPLES / "rejected.py")], tmp_path)
    assert sorted(f.where for f in report.failures if f.reason == "not-found") == sorted(missing)
    assert [p.origin for p in report.pairs] == ["harvest_samples.rejected:accepted"]


# --------------------------------------------------------------------------- no launches


def test_harvested_code_runs_in_workers_only_and_nothing_is_compiled(harvested):
    assert not [n for n in sys.modules if n == "harvest_samples" or n.startswith("harvest_samples.")]
    assert wp.config.enable_backward == harvested["backward"]
    warp_api.init()  # the cache folder is set when Warp initialises (this test may be the process's first to use Warp)
    cache = Path(wp.config.kernel_cache_dir)
    compiled = [p.name for p in cache.rglob("*") if "harvest_samples" in p.name] if cache.exists() else []
    assert compiled == [], "a harvested module was compiled"


def test_codegen_only_refuses_launches_and_module_loads():
    kernel = loader.load_kernel(
        "harvest-check-000002", "import warp as wp\n\n\n@wp.kernel\ndef k(x: float):\n    pass\n", "k"
    )
    try:
        with warp_api.codegen_only():
            with pytest.raises(warp_api.LoadRefused):
                wp.launch(kernel, dim=1, inputs=[1.0], device="cpu")
            with pytest.raises(warp_api.LoadRefused):
                wp.load_module(kernel.module, device="cpu")
    finally:
        loader.unload("harvest-check-000002", kernel)


# --------------------------------------------------------------------------- report and command line


def test_report_counts_and_files(harvested, tmp_path):
    report = harvested["report"]
    summary = report.summary()
    assert summary["pairs"] == len(harvested["cases"]) == len(list((harvested["root"] / "harvested").glob("*.py")))
    assert summary["kernels_found"] >= summary["kernels_with_pairs"] > 0
    expected = {"import-error", "missing-package", "exit-at-import", "launches-at-import", "codegen-error"}
    assert expected <= set(summary["failures_by_reason"])
    assert set(summary["failures_by_reason"]) <= set(harvest.REASONS)
    harvest.write_report(report, tmp_path)
    data = json.loads((tmp_path / "harvest-report.json").read_text())
    assert data["summary"] == json.loads(json.dumps(summary))
    markdown = (tmp_path / "harvest-report.md").read_text()
    assert "| kernels found |" in markdown and "launches-at-import" in markdown


def test_harvest_is_reproducible_in_a_fresh_process(harvested, tmp_path):
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "harness.harvest",
            str(SAMPLES),
            "--out",
            str(tmp_path),
            "--no-export",
            "--jobs",
            "2",
            "--time-limit",
            str(LIMIT),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    first, again = harvested["root"] / "harvested", tmp_path / "cases" / "harvested"
    assert sorted(p.name for p in again.iterdir()) == sorted(p.name for p in first.iterdir())
    for path in sorted(first.iterdir()):
        expected = path.read_text().replace(f"FROM={SAMPLES}", "FROM=...")
        assert (again / path.name).read_text().replace(f"FROM={SAMPLES}", "FROM=...") == expected, path.name


# --------------------------------------------------------------------------- supervised and resumable


def test_module_that_segfaults_at_import_is_a_finding_and_the_rest_goes_on(harvested):
    found = failure(harvested["report"], "harvest_samples.faulty.segfaults")
    assert found.reason == "crashed-at-import"
    assert "killed by signal 11" in found.message
    assert f"{GOOD}:energy" in harvested["cases"]
    assert not [o for o in harvested["cases"] if o.startswith("harvest_samples.faulty")]


def test_module_that_hangs_at_import_is_killed_at_the_time_limit(harvested):
    found = failure(harvested["report"], "harvest_samples.faulty.hangs")
    assert found.reason == "hung-at-import"
    assert f"within {LIMIT} s" in found.message


def _harvest_command(out: Path, *extra: str, env: dict | None = None) -> subprocess.CompletedProcess:
    sources = [str(SAMPLES / "good.py"), str(SAMPLES / "rejected.py"), str(SAMPLES / "more"), str(SAMPLES / "exits.py")]
    argv = [sys.executable, "-m", "harness.harvest", *sources, "--out", str(out), "--no-export", "--jobs", "2", *extra]
    return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, env={**os.environ, **(env or {})})


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_harvest_killed_then_rerun_resumes_and_writes_the_same_bytes(tmp_path):
    whole = _harvest_command(tmp_path / "whole", "--per-worker", "2")
    assert whole.returncode == 0, whole.stdout + whole.stderr
    assert re.search(r"harvest: 5/5 modules, [\d.]+ modules/s", whole.stdout)  # progress lines
    killed = _harvest_command(tmp_path / "resumed", env={"HARNESS_FAULT": "harvest.module-written:crash:3"})
    assert killed.returncode == -9, killed.stdout + killed.stderr
    assert len(list((tmp_path / "resumed" / "harvest-modules").glob("*.json"))) == 3
    again = _harvest_command(tmp_path / "resumed")
    assert again.returncode == 0, again.stdout + again.stderr
    assert "(3 resumed)" in again.stdout
    expected = {k: v for k, v in _files(tmp_path / "whole").items() if not k.startswith(".")}
    got = {k: v for k, v in _files(tmp_path / "resumed").items() if not k.startswith(".")}
    assert sorted(got) == sorted(expected)
    assert [k for k in expected if got[k] != expected[k]] == []


def test_help_says_importing_executes_code(capsys):
    with pytest.raises(SystemExit):
        harvest.parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "importing a module executes its code" in text
    assert "never launches a kernel" in text


def test_command_line_harvests_and_exports(tmp_path, capsys):
    out = tmp_path / "out"
    assert harvest.main([str(SAMPLES / "good.py"), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "harvest: 1 modules visited" in printed
    assert (out / "harvest-report.md").exists() and (out / "README.md").exists()
    shards = sorted(out.rglob("*.parquet"))
    assert shards
    rows = [{**r, "split": shard.name.split("-")[0]} for shard in shards for r in pq.read_table(shard).to_pylist()]
    assert {r["family"] for r in rows} == {"harvested"}
    assert {r["origin"] for r in rows} >= {f"{GOOD}:energy"}
    # Up the ladder like generated rows: compiled for the CPU and to a CUBIN, fidelity checked.
    assert all(r["compiled_cpu"] is True and r["compiled_cubin"] is True for r in rows), rows
    card = " ".join((out / "README.md").read_text().split())
    # One module is one cluster: to have a test split it is broken (its evaluable rows to test, the
    # others by their key), and the card says so; nothing but evaluable rows is in test.
    test = [r for r in rows if r["split"] == "test"]
    assert test and all(r["evaluable"] for r in test), rows
    assert "No cluster fitted whole" in card
    assert "exact pair" in card and "taken from existing Warp code" in card
    assert "seeded random program generators" not in card and "no generated rows" not in card


def test_slice_keeps_a_class_kernel_in_its_class_and_leaves_main_code_out():
    source = (
        "import warp as wp\n"
        "import numpy as np\n"
        "N = 4\n"
        "wp.config.mode = 'release'\n"
        "class Solver:\n"
        "    size = 3\n"
        "    @wp.kernel\n"
        "    def step(x: wp.array(dtype=float)):\n"
        "        x[wp.tid()] = float(N)\n"
        "    def run(self):\n"
        "        np.zeros(3)\n"
        "if __name__ == '__main__':\n"
        "    N = 5\n"
    )
    piece = harvest.slice_module(source, "m", None, "Solver.step", 7)
    assert piece.source == (
        "import warp as wp\n\n"
        "N = 4\n"
        "wp.config.mode = 'release'\n\n\n"
        "class Solver:\n"
        "    @wp.kernel\n"
        "    def step(x: wp.array(dtype=float)):\n"
        "        x[wp.tid()] = float(N)\n"
    )
    assert piece.imports == ("warp",)
    with pytest.raises(ValueError, match="not defined at the top level"):
        harvest.slice_module(source, "m", None, "Solver.run.inner", 10)


def test_relative_imports_become_absolute_and_count_as_the_package():
    source = (
        "from . import helpers\nfrom .helpers import f as g\nimport warp as wp\n@wp.kernel\ndef k():\n    g(helpers)\n"
    )
    piece = harvest.slice_module(source, "pkg.mod", "pkg", "k", 4)
    assert "from pkg import helpers" in piece.source and "from pkg.helpers import f as g" in piece.source
    assert set(piece.imports) == {"pkg", "pkg.helpers", "warp"}


def test_make_dataset_merges_harvested_rows(tmp_path):
    out = tmp_path / "ds"
    good = str(SAMPLES / "good.py")
    args = ["--per-family", "1", "--families", "arithmetic", "--out", str(out), "--jobs", "0", "--splits", "100/0/0"]
    args += ["--validate", "0"]  # the merge is under test here, not validation
    result = subprocess.run(
        [sys.executable, "-m", "harness.dataset", *args, "--harvest", good],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    rows = [r for shard in sorted(out.rglob("*.parquet")) for r in pq.read_table(shard).to_pylist()]
    assert {r["family"] for r in rows} == {"arithmetic", "harvested"}
    assert f"{GOOD}:energy" in {r["origin"] for r in rows}
    run = json.loads((out / "run.json").read_text())
    assert run["harvest"] == [good] and "HARVEST=" in run["command"]
    assert (out / "harvest-report.json").exists()


def test_module_over_the_memory_limit_is_a_finding(tmp_path, monkeypatch):
    monkeypatch.setenv("HARNESS_SAMPLE_GREEDY_MB", "600")
    report = harvest.harvest([str(SAMPLES / "greedy.py")], tmp_path, jobs=1, time_limit=LIMIT, memory_mb=500)
    found = failure(report, "harvest_samples.greedy")
    assert found.reason == "over-memory-at-import"
    assert "over the 500 MB limit" in found.message
    assert "| over-memory-at-import | 1 |" in report.to_markdown()
    assert not list((tmp_path / "cases" / "harvested").glob("*.json"))


def test_a_module_that_crashes_only_after_another_is_retried_in_a_fresh_worker(tmp_path):
    """A crash (or memory) in a worker that served other modules may be theirs: the module is
    imported again in a worker that served none, and is a finding only if it fails there too.
    So findings do not depend on which modules a worker happened to serve before."""
    folder = tmp_path / "order"
    folder.mkdir()
    kernel = "import warp as wp\n\n\n@wp.kernel\ndef {0}(x: wp.array(dtype=float)):\n    x[wp.tid()] = 1.0\n"
    (folder / "a_first.py").write_text(kernel.format("first"))
    crash = "import os\nimport sys\n\nif any(name.endswith('a_first') for name in sys.modules):\n    os._exit(7)\n\n"
    (folder / "b_second.py").write_text(crash + kernel.format("second"))
    (folder / "c_always.py").write_text("import os\n\nos._exit(7)\n")
    report = harvest.harvest([str(folder)], tmp_path / "out", jobs=1, time_limit=LIMIT)
    assert sorted(f.where.rsplit(".", 1)[-1] for f in report.failures) == ["c_always"]
    assert failure(report, report.failures[0].where).reason == "crashed-at-import"
    origins = sorted(read_case(p).meta["origin"].rsplit(".", 1)[-1] for p in (tmp_path / "out").rglob("*.json")
                     if p.parent.name == "harvested")  # fmt: skip
    assert origins == ["a_first:first", "b_second:second"]


def test_tile_kernels_are_built_at_the_block_size_their_package_launches_them_with(harvested):
    cases = harvested["cases"]
    expected = {
        "row_sums": (64, "launch-site"),
        "row_max": (32, "launch-site"),
        "halve": (256, "warp-default"),
    }
    for name, (block_dim, rule) in expected.items():
        case = cases[f"harvest_samples.tiles:{name}"]
        assert (case.meta["block_dim"], case.meta["block_dim_rule"], case.meta["standalone"]) == (block_dim, rule, True)
        assert f"#define WP_TILE_BLOCK_DIM {block_dim}\n" in case.modules["cpu"]
        option = f'wp.set_module_options({{"block_dim": {block_dim}}}, module={name}.module)'
        assert (option in case.spec.source) is (rule != "warp-default"), case.spec.source


def test_block_size_rules_read_call_sites_and_module_options():
    source = textwrap.dedent("""
        import warp as wp
        BLOCK = 128
        def run(k, other, n):
            wp.launch_tiled(k, dim=n, inputs=[], block_dim=BLOCK)
            wp.launch(k, dim=n, inputs=[], block_dim=64)
            wp.launch(k, dim=n, inputs=[], block_dim=64)
            wp.launch_tiled(other, dim=n, inputs=[], block_dim=4 if n else 256)  # an expression: not known
            wp.launch(wp_mod.other, dim=n, inputs=[])  # no block_dim: says nothing
    """)
    assert sorted(launches.file_launches(source)) == [("k", 64), ("k", 64), ("k", 128)]
    table = {"k": {"pkg.a": {"64": 2, "128": 1}}, "tie": {"pkg.a": {"32": 1}, "pkg.b": {"16": 1}}}
    assert launches.choose(table, "k", "pkg.z", 256) == (64, "launch-sites-most-common")
    assert launches.choose(table, "tie", "pkg.b", 256) == (16, "launch-site")  # its own module's call sites first
    assert launches.choose(table, "tie", "pkg.z", 256) == (16, "launch-sites-most-common")
    assert launches.choose(table, "none", "pkg.a", 64) == (64, "module-option")
    assert launches.choose(table, "none", "pkg.a", 256) == (256, "warp-default")


def test_ecosystem_names_the_pinned_packages_and_warps_own_code_once_each():
    from harness.harvest.cli import expand

    pinned = ["newton", "warp_nn", "warp_simdata", "nvalchemiops"]
    assert expand(["ecosystem"]) == [*pinned, "warp.examples", "warp.fem", "warp.tests"]
    assert expand(["warp.fem", "ecosystem", "./mine"]) == ["warp.fem", *pinned, "warp.examples", "warp.tests", "./mine"]


def test_the_pinned_harvest_group_the_makefile_and_ecosystem_name_the_same_packages():
    """pyproject's group pins each exactly (and the group of what their tests need); the Makefile installs
    both for FROM naming any of them."""
    import tomllib

    from harness.harvest.cli import ECOSYSTEM

    groups = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    group = groups["harvest"]
    assert all(re.fullmatch(r"[a-z0-9-]+==[0-9][0-9.]*", pin) for pin in group + groups["harvest-tests"])
    assert "'.[harvest,harvest-tests]'" in (ROOT / "Makefile").read_text()
    [line] = [x for x in (ROOT / "Makefile").read_text().splitlines() if x.startswith("HARVEST_PACKAGES :=")]
    packages = line.split(":=")[1].split()
    assert packages == [name for name in ECOSYSTEM if not name.startswith("warp.")]
    assert len(packages) == len(group)
