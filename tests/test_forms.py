"""The forms of kernels/forms.py: each written by the families that ask for it, as Warp code that Warp
generates code for, and only where a policy asks for it."""

from __future__ import annotations

import ast
import dataclasses
import re

import numpy as np
import pytest

from harness.generate import loader
from harness.generate.extract import extract
from harness.validate import runtime
from kernels import FAMILIES, generate
from kernels.families import _FORMS
from kernels.forms import ENUMS
from kernels.program import ND_INDEX, ProgramGenerator

SWITCHES = ("enum_modes", "asserts", "static_handles", "tuple_locals", "keyword_args", "field_components",
            "scaled_stores", "dtype_literals", "array_grads", "record_arrays", "starred_ctors", "flag_bits",
            "tile_int_index", "pass_modes", "byte_fields", "unit_blocks", "sign_overrides", "translation_stores",
            "generic_sums", "running_extremes")  # fmt: skip
# The tags those forms put on a kernel (generator_tags).
TAGS = {"int_enum", "static_handle", "grad_handle", "tuple_local", "keyword_args", "field_component", "scaled_store",
        "dtype_literal", "array_custom_grad", "record_store", "starred_ctor", "flag_bits", "tile_int_index",
        "pass_mode", "byte_field", "unit_blocks", "sign_override", "translation_store",
        "generic_sum", "running_extreme"}  # fmt: skip

# form -> (a family asking for it, what its source has, what Warp's CPU code for it has)
FORMS = {
    "enum": ("conditional", r"class \w+\(enum\.IntEnum\):", r"var_mode"),
    "assert": ("linalg", r"\n    assert (0 <= )?\w+ < \w+\.shape\[\d\]", r"assert\(\(\(void\)\"assert "),
    "handle": ("function", r"\n\s+(\w+)_fn = wp\.static\(\w+\)\n", None),
    "grad_handle": ("function", r"\n\s+d\w+ = wp\.grad\(\w+\)\n", None),
    "tuple": ("function", r"\n\s+(res\d+) = \w+\(.*\n\s+\w+, \w+(, \w+)* = \1\n", None),
    "keyword": ("function", r"\w+_f\d\([^()]*\bp\d=", None),
    "field": ("struct", r"\n\s+\w+\.\w+\[\d(, \d)?\] = wp\.sin\(", None),
    "scaled": ("vector", r"\n\s+\w+\[[\w, ]+\] \*= [\d.]+\n", None),
    "dtype": ("generic", r"\b\w+\.dtype\(-?[\d.]+\)", None),
    "components": ("vector", r"\n\s+for k\d+ in range\(\w+\.length\):\n\s+total\d+ \+= \w+\[k\d+\]\n", None),
    "enum_value": ("conditional", r"mode == \w+\.[A-Z_]+\.value:", None),
    "array_grad": ("function", r"\n    wp\.adjoint\[a\]\[i\] \+= ", r"wp::atomic_add\(adj_a, var_i, "),
    "record": ("struct", r"\n    \w+\.\w+\[tid\]\.\w+ = ", None),
    "starred": ("vector", r"wp\.vec[34]\(\*[^*]+, ", None),
    "flags": ("conditional", r"\n\s+flags\[[\w, ]+\] \|= [1248]\n", r"wp::atomic_or\(var_flags, "),
    "tile_index": ("tile", r"\bt\d+\[(\d+, )?[jk](, \d+)?\]\n", None),
    "pass": ("conditional", r"\n\s+elif mode == \w+\.[A-Z_]+:\n\s+pass\n", None),
    "byte_field": ("struct", r"\n    \w+: wp\.u?int8\n", r"wp::u?int8 \w+;"),
    # blocks of one thread: the CPU entry point runs the kernel's tasks, no block loop
    "unit_blocks": ("loop", r'wp\.set_module_options\(\{[^}]*"block_dim": 1\}\)', r"_cpu_forward_tasks<"),
    "sign_override": ("geometry", r"\n\s+if .*:\n\s+q\d+\.sign = 1\.0\n", r"\.sign = "),
    "translation_store": ("transform", r"\n\s+\w+\[[\w, ]+\]\.p [-+]= wp\.normalize\(", None),
    "generic_sum": ("vector", r"\n\s+total\d+ = component_sum\(\w+\)\n", r"component_sum_"),
    "running_extreme": ("loop", r"\n\s+best\d+ = (wp\.float32\(-wp\.inf\)|LOWEST)\n", r"-INFINITY"),
}


def _first(family: str, pattern: str, n: int = 60):
    return next((s for s in (generate(family, seed) for seed in range(n)) if re.search(pattern, s.source)), None)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_family_writes_the_form_and_warp_generates_code_for_it(form):
    family, source_pattern, code_pattern = FORMS[form]
    spec = _first(family, source_pattern)
    assert spec is not None, f"none of {family}'s first 60 kernels writes the {form} form"
    cpu = extract(spec).code["cpu"].module
    assert spec.kernel_name in cpu
    if code_pattern:
        assert re.search(code_pattern, cpu), f"{spec.case_id}: no {code_pattern!r} in Warp's CPU code"


def test_enum_modes_take_the_values_of_their_members_and_only_the_branch_reads_them():
    spec = _first("scalar_param", r"enum\.IntEnum")
    assert spec is not None
    enum = re.search(r"class (\w+)\(enum\.IntEnum\):", spec.source).group(1)
    mode = next(a for a in spec.args if a.name == "mode")
    assert (mode.kind, mode.dtype, mode.domain) == ("scalar", "int", (0.0, float(len(ENUMS[enum]) - 1)))
    for line in spec.source.splitlines():
        if re.search(r"\bmode\b", line) and "def " not in line:
            assert re.match(rf"\s+(if|elif) mode == (int\()?{enum}\.[A-Z_]+(\)|\.value)?:$", line), line
    assert spec.source.startswith("import enum\n")


def test_asserts_bound_the_index_by_an_array_of_the_launch_shape():
    checked = 0
    for seed in range(60):
        spec = generate("linalg", seed)
        shapes = {a.name: tuple(a.shape) for a in spec.args if a.kind == "array"}
        for index, array, axis in re.findall(r"assert (?:0 <= )?(\w+) < (\w+)\.shape\[(\d)\]", spec.source):
            assert shapes[array] == tuple(spec.launch_dim), f"{spec.case_id}: {array} is not of the launch shape"
            assert index == ND_INDEX[len(spec.launch_dim)][int(axis)], f"{spec.case_id}: {index} is not axis {axis}"
            checked += 1
    assert checked


def test_keyword_arguments_name_parameters_of_the_helper_called():
    checked = 0
    for seed in range(40):
        spec = generate("function", seed)
        tree = ast.parse(spec.source)
        params = {f.name: [a.arg for a in f.args.args] for f in tree.body if isinstance(f, ast.FunctionDef)}
        handles = {
            n.targets[0].id: n.value.args[0].id
            for n in ast.walk(tree)
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and ast.unparse(n.value.func) == "wp.static"
        }
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.keywords:
                name = handles.get(call.func.id, call.func.id)
                names = params[name]
                assert [k.arg for k in call.keywords] == names[len(call.args) :], f"{spec.case_id}: {ast.unparse(call)}"
                checked += 1
    assert checked


@pytest.mark.parametrize("family", sorted(_FORMS))
def test_a_family_with_its_switches_off_writes_none_of_the_forms(family):
    off = dataclasses.replace(FAMILIES[family], **dict.fromkeys(SWITCHES, 0.0))
    for seed in range(15):
        spec = ProgramGenerator(family, seed, off).generate()
        assert not TAGS & set(spec.generator_tags), spec.case_id
        assert "assert " not in spec.source and "enum" not in spec.source and "wp.adjoint[a]" not in spec.source
        assert "flags" not in spec.source and "pass\n" not in spec.source and "int8" not in spec.source
        assert '"block_dim": 1}' not in spec.source and ".sign = 1.0" not in spec.source and "].p " not in spec.source
        assert "component_sum" not in spec.source and "wp.inf" not in spec.source


def test_the_forms_are_drawn_only_by_their_switches():
    for family, forms in _FORMS.items():
        switches = {k: v for k, v in forms.items() if k != "stmt"}
        if "stmt" in forms:  # the component loops, a statement kind: only added, the others kept
            assert {k: w for k, w in forms["stmt"].items() if k != "components"} == {
                k: w for k, w in FAMILIES[family].stmt.items() if k != "components"
            }
            assert FAMILIES[family].stmt["components"] == forms["stmt"]["components"] > 0
        assert set(switches) <= set(SWITCHES), family
        assert all(0.0 < rate <= 0.5 for rate in switches.values()), family
        for switch in SWITCHES:
            assert getattr(FAMILIES[family], switch) == switches.get(switch, 0.0), (family, switch)


# The later forms of kernels/forms.py are drawn from a stream of their own (ProgramState.forms_rng).
LATER = ("array_grads", "record_arrays", "starred_ctors", "flag_bits", "tile_int_index", "pass_modes", "byte_fields",
         "unit_blocks", "sign_overrides", "translation_stores", "generic_sums", "running_extremes")  # fmt: skip
LATER_TAGS = {"array_custom_grad", "record_store", "starred_ctor", "flag_bits", "tile_int_index", "pass_mode",
              "byte_field", "unit_blocks", "sign_override", "translation_store", "generic_sum",
              "running_extreme"}  # fmt: skip


@pytest.mark.parametrize("family", sorted(f for f, forms in _FORMS.items() if set(forms) & set(LATER)))
def test_a_kernel_without_the_later_forms_is_the_kernel_it_was_without_their_switches(family):
    off = dataclasses.replace(FAMILIES[family], **dict.fromkeys(LATER, 0.0))
    compared = 0
    for seed in range(20):
        spec = ProgramGenerator(family, seed, FAMILIES[family]).generate()
        if LATER_TAGS & set(spec.generator_tags):
            continue
        assert spec.source == ProgramGenerator(family, seed, off).generate().source, spec.case_id
        compared += 1
    assert compared >= 5, family


def test_a_custom_adjoint_of_an_array_element_is_its_exact_derivative_at_the_threads_index():
    spec = _first("function", r"wp\.adjoint\[a\]\[i\]")
    tree = ast.parse(spec.source)
    helpers = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
    grads = [f for f in helpers.values() if "wp.adjoint[a][i]" in ast.unparse(f)]
    for grad in grads:
        forward = helpers[grad.decorator_list[0].args[0].id]
        assert [a.arg for a in forward.args.args][:2] == ["a", "i"], spec.case_id
        assert "a[i]" in ast.unparse(forward.body[-1]), spec.case_id
        shapes = {a.name: tuple(a.shape) for a in spec.args}
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and ast.unparse(call.func) == forward.name:
                array, index = call.args[:2]
                assert shapes[array.id] == tuple(spec.launch_dim) and ast.unparse(index) == "tid", ast.unparse(call)


def test_records_are_stored_through_a_struct_parameter_and_read_back_before_the_outputs():
    checked = 0
    for seed in range(40):
        spec = generate("struct", seed)
        if "record_store" not in spec.generator_tags:
            continue
        stores = re.findall(r"\n    (\w+)\.(\w+)\[tid\]\.(\w+) = ", spec.source)
        assert len(stores) == 1, spec.case_id
        param, field, column = stores[0]
        arg = next(a for a in spec.args if a.name == param)
        assert arg.kind == "struct" and arg.role == "in"
        meta = {f["name"]: f for f in spec.extra["structs"][arg.dtype]}[field]
        assert meta["kind"] == "array" and meta["dtype"] == "S0" and meta["shape"] == [16]
        assert column in {f["name"] for f in spec.extra["structs"]["S0"] if f["dtype"] == "int"}
        assert re.search(rf"\n    (c\d+) = {param}\.{field}\[tid\]\.{column}\n(.|\n)*\+ float\(\1\)", spec.source)
        checked += 1
    assert checked


@pytest.mark.slow
def test_a_stored_record_reaches_the_outputs_on_the_cpu():
    """The int a kernel stores in its record (struct-000040: ``config.contacts2[tid].e0 = ...``) is
    read back into an output: stored one more, the outputs change."""
    spec = generate("struct", 40)
    store = re.search(r"\n(    \w+\.\w+\[tid\]\.\w+ = )(.+)\n", spec.source)
    assert store, spec.source
    variant = spec.source.replace(store.group(0), f"\n{store.group(1)}{store.group(2)} + 1\n")
    outputs = []
    for case_id, source in ((spec.case_id, spec.source), (f"{spec.case_id}-stored", variant)):
        kernel = loader.load_kernel(case_id, source, spec.kernel_name)
        try:
            host = runtime.draw_inputs(spec, kernel)
            result = runtime.run(kernel, spec, host, 256)
            assert not result.problems, result.problems
            outputs.append(result.outputs)
        finally:
            loader.unload(case_id, kernel)
    assert any(not np.array_equal(outputs[0][k], outputs[1][k]) for k in outputs[0])


def test_flags_are_an_int_output_of_the_launch_shape_set_bit_by_bit():
    checked = 0
    for seed in range(40):
        spec = generate("conditional", seed)
        if "flag_bits" not in spec.generator_tags:
            continue
        flags = next(a for a in spec.args if a.name == "flags")
        assert (flags.kind, flags.dtype, flags.role, tuple(flags.shape)) == ("array", "int", "out", spec.launch_dim)
        index = ", ".join(ND_INDEX[len(spec.launch_dim)])
        updates = re.findall(r"\n(\s+)flags\[([\w, ]+)\] (\S+) (\d+)\n", spec.source)
        assert updates and all(u[1] == index and u[2] == "|=" and u[3] in "1248" for u in updates), spec.case_id
        assert len({u[3] for u in updates}) == len(updates)  # one bit each
        checked += 1
    assert checked


def test_tiles_are_read_at_the_int_parameter_only_along_axes_it_stays_inside():
    checked = 0
    for seed in range(40):
        spec = generate("tile", seed)
        if "tile_int_index" not in spec.generator_tags:
            continue
        param = next(a for a in spec.args if a.kind == "scalar" and a.dtype == "int")
        assert param.domain == (0.0, 3.0) and param.name in ("j", "k")
        reads = re.findall(rf"\n    (c\d+) = (t\d+)\[([^\]]*\b{param.name}\b[^\]]*)\]\n", spec.source)
        assert reads, spec.case_id
        for local, _tile, _index in reads:
            assert re.search(rf"= t\d+ \* wp\.sin\({local}\)\n", spec.source), f"{spec.case_id}: {local} is unobserved"
        checked += 1
    assert checked


# One kernel per form whose gradient check applies (an adjoint, float inputs and outputs): it builds,
# runs, and its adjoint agrees with finite differences.
VALIDATED = {
    "array_custom_grad": "function-000018",
    "record_store": "struct-000040",
    "starred_ctor": "vector-000008",
    "flag_bits": "conditional-000018",
    "tile_int_index": "tile-000001",
    "pass_mode": "conditional-000057",
    "byte_field": "struct-000012",
}


@pytest.mark.slow
def test_a_kernel_with_each_later_form_validates_and_passes_its_gradient_check(tmp_path):
    from test_validate import generated_case

    from harness.validate.ladder import Options
    from harness.validate.steps import validate_cases

    cases = []
    for tag, case_id in VALIDATED.items():
        case = generated_case(tmp_path, case_id)
        assert tag in case.spec.generator_tags and not case.spec.gradcheck_na, case_id
        assert "enable_backward" not in case.spec.source, case_id
        cases.append(case)
    records = validate_cases(cases, Options(archs=()))
    for case_id in VALIDATED.values():
        record = records[case_id]
        assert record["failed_steps"] == [] and record["gradcheck"] == "pass", (case_id, record["gradcheck_reason"])
