"""Harvested pairs are exact and compile: the row's code is what Warp generates for the row's own
``python_source`` in a fresh process, so the validation ladder's ``fidelity`` step finds it, and
the ladder builds it (issue 37, "exact pairs").

Each module of the small package written here has one construct for which harvest, or the
ladder, once recorded or built code other than Warp's for the source:

- ``vel``: a ``@wp.func`` named like one of Warp's own (``velocity_at_point``): the source's
  function was numbered as if no Warp function had that name, so the unit defined
  ``velocity_at_point_0`` twice and did not compile;
- ``modes_a``, ``modes_b``: a class whose static method makes a ``@wp.func`` (a factory), in two
  modules: the ladder reset the numbers of top-level functions only, so the second case validated
  in a process had its factory's function numbered after the first's;
- ``loops``: unrolled loops whose counters a later dynamic loop reassigns: Warp emits the copies
  in set order, which PYTHONHASHSEED changes; harvest generated under the caller's seed, the
  ladder checks under 0;
- ``unique``: a ``module="unique"`` kernel: Warp returned the harvested module's own kernel for
  the source (same content hash), whose code names the harvested file;
- ``holder``: a kernel defined in a class: the ladder looked the dotted name up as one key;
- ``overloaded``: two overloads of one ``@wp.func``, the kernel calling the second: its code names
  ``component_sum_1``, and the ladder started the counter there, so the first overload took 1.
"""

import json
import re
import textwrap

import pytest

from harness import harvest, warp_api
from harness.generate.golden import read_case
from harness.validate import compile as batches
from harness.validate.ladder import validate_root

pytestmark = pytest.mark.slow  # the fixture compiles every pair (CPU and CUBIN)

LIMIT = 120  # seconds a module may take to import, then to generate its code

MODULES = {
    "vel": """
        import warp as wp


        @wp.func
        def velocity_at_point(qd: wp.spatial_vector, r: wp.vec3) -> wp.vec3:
            # the package's own layout (linear, angular), Warp's is (angular, linear)
            return wp.velocity_at_point(wp.spatial_vector(wp.spatial_bottom(qd), wp.spatial_top(qd)), r)


        @wp.kernel
        def point_velocity(qd: wp.array(dtype=wp.spatial_vector), r: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
            i = wp.tid()
            out[i] = velocity_at_point(qd[i], r[i]) + wp.velocity_at_point(qd[i], r[i])
    """,
    "modes_a": """
        import warp as wp


        class Mode:
            @staticmethod
            def make(scale: float):
                @wp.func
                def apply(x: float) -> float:
                    return x * wp.float32(scale)

                return apply


        @wp.kernel
        def scaled_a(x: wp.array(dtype=float)):
            i = wp.tid()
            x[i] = wp.static(Mode.make(2.0))(x[i]) + wp.static(Mode.make(3.0))(x[i])
    """,
    "modes_b": """
        import warp as wp


        class Mode:
            @staticmethod
            def make(scale: float):
                @wp.func
                def apply(x: float) -> float:
                    return x - wp.float32(scale)

                return apply


        @wp.kernel
        def scaled_b(x: wp.array(dtype=float)):
            i = wp.tid()
            x[i] = wp.static(Mode.make(1.0))(x[i])
    """,
    "loops": """
        import warp as wp


        @wp.kernel
        def carried(x: wp.array(dtype=int), n: int):
            for a in range(2):
                x[a] = a
            for b in range(2):
                x[b] = b
            for c in range(2):
                x[c] = c
            for d in range(2):
                x[d] = d
            for e in range(2):
                x[e] = e
            for i in range(n):
                a = a + 1
                b = b + 2
                c = c + 3
                d = d + 4
                e = e + 5
            x[0] = a + b + c + d + e
    """,
    "unique": """
        import warp as wp


        @wp.func
        def twice(v: float) -> float:
            return 2.0 * v


        @wp.kernel(module="unique", enable_backward=False)
        def doubled(x: wp.array(dtype=float)):
            i = wp.tid()
            x[i] = twice(x[i])
    """,
    "holder": """
        import warp as wp


        class Holder:
            @wp.kernel(enable_backward=False)
            def fill(x: wp.array(dtype=float), v: float):
                x[wp.tid()] = v
    """,
    "overloaded": """
        import warp as wp


        @wp.func
        def component_sum(v: wp.vec3f) -> float:
            return v[0] + v[1] + v[2]


        @wp.func
        def component_sum(v: wp.vec3d) -> wp.float64:
            return v[0] + v[1] + v[2]


        @wp.kernel
        def sums(v: wp.array(dtype=wp.vec3d), out: wp.array(dtype=wp.float64)):
            i = wp.tid()
            out[i] = component_sum(v[i])
    """,
}


@pytest.fixture(scope="module")
def exact(tmp_path_factory):
    """One harvest of the package, under a PYTHONHASHSEED other than the ladder's, then the ladder
    in one worker process (so that the cases validated first can move the numbers of later ones)."""
    root = tmp_path_factory.mktemp("exact")
    package = root / "src" / "exactpkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for name, text in MODULES.items():
        (package / f"{name}.py").write_text(textwrap.dedent(text).lstrip())
    out = root / "out"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYTHONHASHSEED", "1")  # the harvest's workers must not generate under it
        report = harvest.harvest([str(package)], out, jobs=1, time_limit=LIMIT)
    cases = {}
    for path in sorted((out / "cases" / "harvested").glob("*.json")):
        case = read_case(path)
        cases[case.meta["origin"].split(":")[1]] = case
    validate_root(out / "cases", out, jobs=1, log=lambda *_: None)
    records = {
        name: json.loads((out / "validation" / f"{case.spec.case_id}.json").read_text()) for name, case in cases.items()
    }
    return {"report": report, "cases": cases, "records": records}


def test_every_kernel_of_the_package_gives_a_standalone_pair(exact):
    assert exact["report"].failures == []
    assert set(exact["cases"]) == {
        "point_velocity",
        "scaled_a",
        "scaled_b",
        "carried",
        "doubled",
        "Holder.fill",
        "sums",
    }
    assert all(case.meta["standalone"] is True for case in exact["cases"].values())


def test_every_pair_compiles_and_passes_fidelity(exact):
    failed = {
        name: [(f["step"], f["message"][:300]) for f in record["findings"] if f["kind"] == "failure"]
        for name, record in exact["records"].items()
        if record["failed_steps"]
    }
    assert failed == {}
    assert all(record["compiled_cpu"] and record["compiled_cubin"] for record in exact["records"].values())


def test_a_function_named_like_warps_own_is_numbered_after_it(exact):
    cpu = exact["cases"]["point_velocity"].modules["cpu"]
    defined = re.findall(r"^static .* (velocity_at_point_\d+)\($", cpu, re.M)
    assert sorted(defined) == ["velocity_at_point_0", "velocity_at_point_1"]  # Warp's own, then the package's
    assert "velocity_at_point" in warp_api.warp_function_counts()


def test_the_ladder_numbers_every_function_of_the_source_as_recorded(exact):
    """Factory-made functions count, and Warp's own function of the same name does not."""
    modes = exact["cases"]["scaled_a"]
    numbers = batches.recorded_function_numbers(modes)
    assert numbers == {"Mode__make__locals__apply": 0}
    assert "Mode__make__locals__apply_1(" in modes.modules["cpu"]  # the factory's second function
    assert batches.recorded_function_numbers(exact["cases"]["point_velocity"]) == {"velocity_at_point": 1}
    # Only the second overload is in the code (component_sum_1): the counter starts one before it.
    sums = exact["cases"]["sums"]
    assert "component_sum_1(" in sums.modules["cpu"] and "component_sum_0(" not in sums.modules["cpu"]
    assert batches.recorded_function_numbers(sums) == {"component_sum": 0}


def test_set_ordered_code_is_recorded_under_the_ladders_hash_seed(exact):
    """The copies before the dynamic loop, in the order PYTHONHASHSEED=0 gives (a, b, c, d, e here)."""
    cpu = exact["cases"]["carried"].modules["cpu"]
    copies = re.findall(r"var_\d+ = wp::copy\((var_\d+)\);", cpu)
    assert copies  # the construct is there
    fidelity = exact["records"]["carried"]
    assert "fidelity" not in fidelity["failed_steps"]


def test_a_unique_module_kernel_is_the_one_its_own_source_defines(exact):
    cpu = exact["cases"]["doubled"].modules["cpu"]
    case_id = exact["cases"]["doubled"].spec.case_id
    assert f"// {case_id}.py:" in cpu
    assert "unique.py" not in cpu
