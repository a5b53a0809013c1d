"""A generating process keeps nothing of the cases it has generated (memory stays flat with the
run's size: `make bench` figure 4)."""

import gc

from harness import warp_api
from harness.generate.extract import extract
from kernels import generate


def _case_globals(name: str) -> list[dict]:
    gc.collect()
    # A module's globals are a plain dict; subclasses (dill's dispatch table, imported with the
    # `datasets` library) may raise on a string key, so they are not looked into.
    return [o for o in gc.get_objects() if type(o) is dict and o.get("__name__") == name and "__builtins__" in o]


def test_a_case_that_calls_warp_math_is_forgotten_after_extraction():
    spec = generate("vector", 24)
    assert "wp.norm_pseudo_huber" in spec.source  # a function of the module warp.math
    extract(spec)
    # Warp records the case's module among warp.math's dependents; forgetting it must undo that.
    math_module = warp_api._context.user_modules["warp.math"]
    assert not [m.name for m in math_module.dependents if m.name.startswith("warp_cases.")]
    assert _case_globals("warp_cases.vector_000024") == []
