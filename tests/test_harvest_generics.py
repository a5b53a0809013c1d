"""Generic kernels nobody instantiated at import get overloads the harvest chooses, and kernels
made by factories are written at the top level with the values they captured (issue 37: "kernels
made by factories (closures) with the captured values they were built with; generic kernels with
the overloads the package actually creates or launches": at import there are none, so the harvest
picks them, and says so).

The small package written here has one module of generic kernels without a single overload:

- ``gather``: bare ``Any`` parameters the kernel subscripts: arrays of the subscripts' dimension;
- ``transposed``: only a matrix generates (its body names ``wp.mat33``): float32 is tried and dropped;
- ``scaled``: an ``Any`` array times an ``Any`` value: float32 for both, then a vec3 array by a float32;
- ``scaled_alone``: the same in a module of its own (``module="unique"``): its two rows' sources define
  kernels of the same content, and each must still be built as its own on the ladder;
- ``never``: no candidate type generates: it stays ``no-overloads``;
- ``odd``: a generic parameter of a form the harvest picks no type for: ``no-overloads``, saying which.

and one of factories (``factories``):

- ``make_scaled``: its kernel reads an argument (through ``wp.static``), a ``@wp.func`` the factory
  defines that reads another, and a local its decorator reads (``module=name``); the factory is
  called twice, with different arguments: two rows, each with its own values;
- ``make_opaque``: the kernel captured an object that has no source: ``made-by-factory``, saying so;
- ``make_unknown``: its decorator reads an argument the kernel does not capture: ``made-by-factory``;
- ``make_gridded``: it sets its module's options with ``module.options.update(...)``, no statement its
  source can keep (newton's ``rcm_batch`` kernels): the source sets them, and the harvest's own
  comparison must not see the package's module through the source's ``wp.get_module(name)``;
- ``make_named``, ``make_tagged``: arguments the kernel does not capture name its module only
  (``wp.get_module`` of a local, as ``rcm_batch``; the decorator's ``module=f"..."``, as newton's narrow
  phase): the source writes the module's name; ``make_tagged_twice`` reads its argument in
  ``enable_backward=`` too: ``made-by-factory``.
"""

import json
import re
import textwrap

import pytest
import warp as wp

from harness import harvest, warp_api
from harness.generate import loader
from harness.generate.golden import read_case
from harness.harvest import codegen, generics
from harness.validate.ladder import validate_root
from kernels.spec import KernelSpec

LIMIT = 120  # seconds a module may take to import, then to generate its code
MODULE = "genpkg.kernels"

SOURCE = """
    from typing import Any

    import warp as wp

    UNIT = wp.vec3(1.0, 0.0, 0.0)  # the module names vec3: a candidate type


    @wp.kernel
    def gather(src: Any, indices: wp.array(dtype=int), dst: Any):
        i, j = wp.tid()
        dst[i, j] = src[indices[i]]


    @wp.kernel
    def transposed(m: wp.array(dtype=Any), out: wp.array(dtype=Any)):
        i = wp.tid()
        out[i] = wp.transpose(m[i]) + wp.mat33(0.0)


    @wp.kernel
    def scaled(x: wp.array(dtype=Any), s: Any):
        i = wp.tid()
        x[i] = x[i] * s + x[i]


    @wp.kernel(module="unique")
    def scaled_alone(x: wp.array(dtype=Any), s: Any):
        i = wp.tid()
        x[i] = x[i] * s - x[i]


    @wp.kernel
    def never(x: wp.array(dtype=Any)):
        i = wp.tid()
        x[i].mass = 1.0


    @wp.kernel
    def odd(x: wp.array(dtype=wp.types.vector(length=Any, dtype=wp.float32))):
        i = wp.tid()
        x[i] = x[i] + x[i]
"""


FACTORIES = """
    import warp as wp

    OFFSET = wp.constant(0.5)


    class Opaque:
        factor = 2.0


    def make_scaled(scale: float, twice: bool):
        name = f"scaled_{twice}"

        @wp.func
        def shift(v: float) -> float:
            return v + wp.float32(scale) + OFFSET

        @wp.kernel(module=name, enable_backward=False)
        def scaled(x: wp.array(dtype=float)):
            i = wp.tid()
            if wp.static(twice):
                x[i] = shift(x[i]) * 2.0
            else:
                x[i] = shift(x[i])

        return scaled


    scaled_once = make_scaled(1.5, False)
    scaled_twice = make_scaled(-2.0, True)


    def make_opaque(holder):
        @wp.kernel
        def opaque(x: wp.array(dtype=float)):
            x[wp.tid()] = wp.static(holder.factor)

        return opaque


    opaque = make_opaque(Opaque())


    def make_unknown(backward: bool):
        @wp.kernel(enable_backward=backward)
        def unknown(x: wp.array(dtype=float)):
            x[wp.tid()] = 1.0

        return unknown


    unknown = make_unknown(False)


    def make_gridded(step: int):
        module = wp.get_module(f"genpkg_gridded_{step}")
        module.options.update({"enable_backward": False, "default_grid_stride": False})

        @wp.kernel(module=module)
        def gridded(x: wp.array(dtype=float)):
            x[wp.tid()] = x[wp.tid()] * float(step)

        return gridded


    gridded = make_gridded(3)


    def make_named(dtype, tag: str):
        module_name = f"genpkg_named_{dtype.__name__}_{tag}"
        module = wp.get_module(module_name)
        module.options.update({"enable_backward": False})

        @wp.kernel(module=module)
        def named(x: wp.array(dtype=float)):
            x[wp.tid()] = x[wp.tid()] + 1.0

        return named


    named = make_named(wp.float32, "a")


    def make_tagged(tag: str):
        @wp.kernel(enable_backward=False, module=f"genpkg_tagged_{tag}")
        def tagged(x: wp.array(dtype=float)):
            x[wp.tid()] = x[wp.tid()] * 3.0

        return tagged


    tagged = make_tagged("b")


    def make_tagged_twice(tag: str):
        @wp.kernel(enable_backward=tag == "c", module=f"genpkg_twice_{tag}")
        def tagged_twice(x: wp.array(dtype=float)):
            x[wp.tid()] = x[wp.tid()] * 4.0

        return tagged_twice


    tagged_twice = make_tagged_twice("c")
"""
FACTORY = "genpkg.factories"
GRIDDED = f"{FACTORY}:make_gridded.<locals>.gridded"

# A function whose replay (the forward Warp re-runs in the adjoint) is defined apart: it changes the
# code of every kernel that calls the function, though nothing reads its name.
REPLAY = """
    import warp as wp


    @wp.func
    def bump(counter: wp.array[int], i: int) -> int:
        return wp.atomic_add(counter, 0, 1)


    @wp.func_replay(bump)
    def bump_replay(counter: wp.array[int], i: int):
        return i


    @wp.kernel
    def counted(counter: wp.array[int], x: wp.array[float]):
        i = wp.tid()
        x[i] = float(bump(counter, i))
"""
ELSEWHERE = """
    import warp as wp

    from .replay import bump


    @wp.kernel
    def counted_elsewhere(counter: wp.array[int], x: wp.array[float]):
        i = wp.tid()
        x[i] = float(bump(counter, i)) * 2.0
"""


def _harvest(root, out):
    package = root / "src" / "genpkg"
    package.mkdir(parents=True, exist_ok=True)
    (package / "__init__.py").write_text("")
    (package / "kernels.py").write_text(textwrap.dedent(SOURCE).lstrip())
    (package / "factories.py").write_text(textwrap.dedent(FACTORIES).lstrip())
    (package / "replay.py").write_text(textwrap.dedent(REPLAY).lstrip())
    (package / "elsewhere.py").write_text(textwrap.dedent(ELSEWHERE).lstrip())
    return harvest.harvest([str(package)], out, jobs=1, time_limit=LIMIT)


@pytest.fixture(scope="module")
def generic(tmp_path_factory):
    root = tmp_path_factory.mktemp("generics")
    out = root / "out"
    report = _harvest(root, out)
    cases = {}
    for path in sorted((out / "cases" / "harvested").glob("*.json")):
        case = read_case(path)
        cases[case.meta["origin"]] = case
    return {"report": report, "cases": cases, "out": out, "root": root}


def _chosen(generic, name):
    return sorted(o for o in generic["cases"] if o.startswith(f"{MODULE}:{name}["))


def test_each_generic_kernel_gets_at_most_two_overloads_chosen_by_the_harvest(generic):
    assert _chosen(generic, "gather") == [
        f"{MODULE}:gather[array(ndim=1, dtype=float32), array(ndim=1, dtype=int32), array(ndim=2, dtype=float32)]"
        + generics.CHOSEN,
        f"{MODULE}:gather[array(ndim=1, dtype=vec3f), array(ndim=1, dtype=int32), array(ndim=2, dtype=vec3f)]"
        + generics.CHOSEN,
    ]
    # float32 does not transpose: the matrix the body names is the first that generates
    [transposed] = _chosen(generic, "transposed")
    assert "dtype=mat33f" in transposed
    # float32 throughout, then vec3 arrays scaled by a float32 (a vec3 times a vec3 does not generate)
    assert _chosen(generic, "scaled") == [
        f"{MODULE}:scaled[array(ndim=1, dtype=float32), float32]" + generics.CHOSEN,
        f"{MODULE}:scaled[array(ndim=1, dtype=vec3f), float32]" + generics.CHOSEN,
    ]
    for origin in (*_chosen(generic, "gather"), transposed):
        case = generic["cases"][origin]
        assert case.meta["overload_chosen_by"] == "harvest" and case.meta["standalone"] is True


def test_the_source_declares_the_chosen_overload_and_generates_the_rows_code(generic):
    origin = _chosen(generic, "gather")[1]
    case = generic["cases"][origin]
    declaration = (
        "wp.overload(gather, [wp.array(dtype=wp.vec3f, ndim=1), wp.array(dtype=wp.int32, ndim=1), "
        "wp.array(dtype=wp.vec3f, ndim=2)])"
    )
    assert case.spec.source.count("wp.overload(") == 1 and declaration in case.spec.source
    assert "UNIT" not in case.spec.source
    kernel = loader.load_kernel(case.spec.case_id, case.spec.source, case.spec.kernel_name)
    try:
        [overload] = warp_api.concrete_kernels(kernel)
        for target, code in warp_api.generate_codes(overload, kernel_only=True).items():
            assert warp_api.relocate(code, [warp_api.WARP_PARENT]).module == case.modules[target]
    finally:
        loader.unload(case.spec.case_id, kernel)


def test_kernels_no_candidate_generates_for_stay_no_overloads(generic):
    found = {f.where: f for f in generic["report"].failures if f.where.startswith(MODULE)}
    assert set(found) == {f"{MODULE}:never", f"{MODULE}:odd"}
    assert found[f"{MODULE}:never"].reason == "no-overloads"
    assert "no candidate overload generates (8 tried)" in found[f"{MODULE}:never"].message
    assert found[f"{MODULE}:odd"].reason == "no-overloads"
    assert "no candidate types for its parameter x" in found[f"{MODULE}:odd"].message


def test_the_report_counts_the_kernels_the_harvest_instantiated(generic):
    summary = generic["report"].summary()
    assert summary["generic_kernels"] == 6 and summary["overloads"] == 0
    assert summary["generic_instantiated"] == 4 and summary["chosen_overloads"] == 7
    assert summary["failures_by_reason"] == {"made-by-factory": 3, "no-overloads": 2}
    markdown = generic["report"].to_markdown()
    assert "| generic kernels without overloads instantiated by the harvest (overloads it chose) | 4 (7) |" in markdown


def test_a_second_harvest_writes_the_same_bytes(generic, tmp_path):
    """Deterministic: the same package harvested again, in fresh workers, gives the same cases and report."""
    out = tmp_path / "again"
    harvest.write_report(_harvest(generic["root"], out), out)
    harvest.write_report(generic["report"], generic["out"])

    def files(root):
        found = [*sorted((root / "cases").rglob("*.*")), root / "harvest-report.json", root / "harvest-report.md"]
        return {p.relative_to(root).as_posix(): p.read_bytes() for p in found}

    assert files(generic["out"]) == files(out)


def _factory_cases(generic):
    """The rows of ``make_scaled``."""
    return {o.split(":")[1]: c for o, c in generic["cases"].items() if o.startswith(FACTORY + ":make_scaled.")}


def test_a_factorys_kernel_is_written_at_the_top_level_with_the_values_it_captured(generic):
    cases = _factory_cases(generic)
    # one factory, two calls: told apart by the hash in the package's mangled name
    assert all(re.fullmatch(r"make_scaled\.<locals>\.scaled@[0-9a-f]{8}", name) for name in cases)
    assert len(cases) == 2
    sources = sorted(c.spec.source for c in cases.values())
    for source, scale, twice in zip(sources, ("-2.0", "1.5"), ("True", "False"), strict=True):
        assert f"scale = {scale}  # the value scaled captured from make_scaled\n" in source
        assert f"twice = {twice}  # the value scaled captured from make_scaled\n" in source
        assert 'name = f"scaled_{twice}"\n' in source
        assert "\n@wp.func\ndef shift(v: float) -> float:\n" in source  # dedented, at the top level
        assert "\n@wp.kernel(module=name, enable_backward=False)\ndef scaled(" in source
        assert "OFFSET = wp.constant(0.5)" in source and "make_scaled" not in source.replace(
            "captured from make_scaled", ""
        )
    for case in cases.values():
        assert case.spec.kernel_name == "scaled" and case.meta["standalone"] is True


def test_a_factory_kernel_source_generates_the_rows_code(generic):
    for case in _factory_cases(generic).values():
        kernel = loader.load_kernel(case.spec.case_id, case.spec.source, case.spec.kernel_name)
        try:
            for target, code in warp_api.generate_codes(kernel, kernel_only=True).items():
                assert warp_api.relocate(code, [warp_api.WARP_PARENT]).module == case.modules[target]
        finally:
            loader.unload(case.spec.case_id, None)


def test_a_factory_that_updates_its_modules_options_has_a_source_that_sets_them(generic):
    """The options the package's module had, set by the source: loaded alone, where no module of that
    name is registered (as in a fresh process), it generates the row's code byte for byte. Without the
    line it generates a backward and a grid-stride loop the row's code lacks."""
    case = generic["cases"][GRIDDED]
    source = case.spec.source
    assert case.meta["standalone"] is True
    assert 'module = wp.get_module(f"genpkg_gridded_{step}")' in source and ".options.update(" not in source
    assert (
        'wp.set_module_options({"default_grid_stride": False, "enable_backward": False}, module=gridded.module)'
        in source
    )
    assert "genpkg_gridded_3" not in warp_api._context.user_modules  # the package was imported elsewhere only
    kernel = loader.load_kernel(case.spec.case_id, source, case.spec.kernel_name)
    try:
        for target, code in warp_api.generate_codes(kernel, kernel_only=True).items():
            assert warp_api.relocate(code, [warp_api.WARP_PARENT]).module == case.modules[target]
        assert "backward" not in case.modules["cpu"]  # enable_backward=False reached the row
    finally:
        loader.unload(case.spec.case_id, kernel)


PROBE = """\
import warp as wp

module = wp.get_module("genpkg_probe")


@wp.kernel(module=module)
def probe(x: wp.array(dtype=float)):
    x[wp.tid()] = 1.0
"""


def test_the_harvests_comparison_finds_no_module_the_package_registered():
    """A source's ``wp.get_module(name)`` in the harvest's worker is a new module, as in a fresh process,
    not the package's of that name with the options it set there; the package's is as it was after."""
    package = wp.get_module("genpkg_probe")
    package.options.update({"enable_backward": False})
    spec = KernelSpec("harvested-probe", "harvested", None, "probe", PROBE, (), (), "", False)
    try:
        extraction, options = codegen.extract_source(spec, "")
        assert options["enable_backward"] is True and "backward" in extraction.code["cpu"].module
        assert wp.get_module("genpkg_probe") is package and package.kernels == {}
    finally:
        warp_api.forget_module_named("genpkg_probe")


def test_a_factory_whose_values_have_no_source_keeps_the_reason(generic):
    found = {f.where: f for f in generic["report"].failures if f.where.startswith(FACTORY)}
    assert {w: f.reason for w, f in found.items()} == {
        f"{FACTORY}:make_opaque.<locals>.opaque": "made-by-factory",
        f"{FACTORY}:make_unknown.<locals>.unknown": "made-by-factory",
        f"{FACTORY}:make_tagged_twice.<locals>.tagged_twice": "made-by-factory",
    }
    assert "the value it captured for 'holder' (Opaque) cannot be written as source" in (
        found[f"{FACTORY}:make_opaque.<locals>.opaque"].message
    )
    assert "its factory's argument 'backward' is not captured by the kernel, so its value is unknown" in (
        found[f"{FACTORY}:make_unknown.<locals>.unknown"].message
    )
    # read where it names the module, and in enable_backward= too: its value is still unknown
    assert "its factory's argument 'tag' is not captured by the kernel, so its value is unknown" in (
        found[f"{FACTORY}:make_tagged_twice.<locals>.tagged_twice"].message
    )


def test_a_factory_argument_that_only_names_the_kernels_module_is_bound_by_the_modules_name(generic):
    """The module's name as it was at run time, where the factory computed it from arguments the
    kernel does not capture; the source generates the row's code on its own (module options included)."""
    named = generic["cases"][f"{FACTORY}:make_named.<locals>.named"].spec.source
    assert 'module_name = "genpkg_named_float32_a"  # the name named\'s Warp module had\n' in named
    assert "module = wp.get_module(module_name)\n" in named and "dtype.__name__" not in named and "tag" not in named
    assert 'wp.set_module_options({"enable_backward": False}, module=named.module)' in named
    tagged = generic["cases"][f"{FACTORY}:make_tagged.<locals>.tagged"].spec.source
    assert (
        '@wp.kernel(enable_backward=False, module="genpkg_tagged_b")  # the name tagged\'s Warp module had\n'
        "def tagged(" in tagged
    )
    for kind in ("named", "tagged"):
        case = generic["cases"][f"{FACTORY}:make_{kind}.<locals>.{kind}"]
        assert case.meta["standalone"] is True
        kernel = loader.load_kernel(case.spec.case_id, case.spec.source, case.spec.kernel_name)
        try:
            for target, code in warp_api.generate_codes(kernel, kernel_only=True).items():
                assert warp_api.relocate(code, [warp_api.WARP_PARENT]).module == case.modules[target]
            assert "backward" not in case.modules["cpu"]
        finally:
            loader.unload(case.spec.case_id, kernel)


def test_a_functions_replay_comes_with_it_from_its_module_and_from_another(generic):
    for origin in ("genpkg.replay:counted", "genpkg.elsewhere:counted_elsewhere"):
        case = generic["cases"][origin]
        assert case.meta["standalone"] is True
        assert "@wp.func_replay(bump)\ndef bump_replay(" in case.spec.source
        assert "from genpkg" not in case.spec.source and "from .replay" not in case.spec.source
        assert "replay_bump_" in case.modules["cpu"]  # the adjoint replays it


@pytest.mark.slow
def test_every_chosen_overload_and_factory_kernel_passes_fidelity_on_the_ladder(generic):
    out = generic["out"]
    validate_root(out / "cases", out, jobs=1, log=lambda *_: None)
    records = {
        origin: json.loads((out / "validation" / f"{case.spec.case_id}.json").read_text())
        for origin, case in generic["cases"].items()
    }
    assert len(records) == 14
    failed = {o: r["failed_steps"] for o, r in records.items() if r["failed_steps"]}
    assert failed == {}
    assert all(r["compiled_cpu"] for r in records.values())


@pytest.mark.slow
def test_overloads_of_one_unique_module_kernel_are_each_built_from_their_own_source(generic, tmp_path):
    """The two rows of ``scaled_alone`` define kernels of one content, so Warp names both modules
    alike (``scaled_alone_<hash>``); each CUDA build, in either order into one folder, must still
    read back the translation unit of its own source."""
    from harness.validate import compile as batches

    pair = [generic["cases"][origin] for origin in _chosen(generic, "scaled_alone")]
    assert len(pair) == 2
    for order in (pair, pair[::-1]):
        out = tmp_path / order[0].spec.case_id
        for case in order:
            batch = batches.load_batch([case])
            try:
                [result] = batches.build_cubin(batch, 90, out).values()
            finally:
                batch.close()
            assert batches.check_fidelity(case, "cuda", result.cu) == []
