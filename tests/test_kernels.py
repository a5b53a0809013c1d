"""The generators: pure functions of their seed, valid Python, bad input rejected clearly, every
family building for both targets, specs complete and truthful, and programs free of undefined
behaviour by construction (guarded divisions and domains, bounded loops, in-bounds indices)."""

import ast
import dataclasses
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import warp as wp

from harness.generate.extract import extract
from kernels import FAMILIES, generate, parse_case_id
from kernels.expressions import EXPR_PRODUCTIONS
from kernels.integers import INT_PRODUCTIONS
from kernels.lang import TYPES
from kernels.program import ProgramGenerator, check_policies
from kernels.spec import ArgSpec, KernelSpec
from kernels.state import Func

ROOT = Path(__file__).resolve().parent.parent
CORE = {"arithmetic", "math", "loop", "nested_loop", "conditional", "multi_conditional", "vector", "matrix", "atomic",
        "scalar_param", "random", "combined"}  # fmt: skip
AREAS = {"struct", "function", "quaternion", "transform", "spatial", "tile", "control", "launch_nd", "types", "static",
         "generic", "geometry", "sampling"}  # fmt: skip
SEEDS = range(3, 9)  # beyond the goldens' seeds 0-2
KINDS = {"array", "scalar", "handle", "struct", "struct_array"}


def test_the_core_families_and_the_language_areas():
    assert set(FAMILIES) >= CORE
    assert set(FAMILIES) >= AREAS
    assert len(FAMILIES) >= 24


@pytest.mark.parametrize("family", list(FAMILIES))
def test_generator_is_deterministic_and_seed_sensitive(family):
    a, b = generate(family, 7), generate(family, 7)
    assert a == b
    sources = {generate(family, seed).source for seed in range(10)}
    assert len(sources) == 10, "seeds must give different kernels"
    ast.parse(a.source)


def test_generation_is_identical_in_a_fresh_process_with_another_hash_seed():
    here = "\n".join(generate(f, 3).source + generate(f, 3).to_json() for f in FAMILIES)
    code = (
        "import sys; from kernels import FAMILIES, generate; "
        "sys.stdout.write('\\n'.join(generate(f, 3).source + generate(f, 3).to_json() for f in FAMILIES))"
    )
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": "12345", "PATH": ""}, cwd=str(ROOT))  # fmt: skip
    assert other.stdout == here


def test_source_is_a_standalone_module_defining_the_kernel():
    specs = [generate("combined", seed) for seed in range(20)]
    for spec in specs:
        tree = ast.parse(spec.source)
        assert any(isinstance(n, ast.Import) and n.names[0].name == "warp" for n in tree.body)
        kernels = [
            n
            for n in tree.body
            if isinstance(n, ast.FunctionDef)
            and ast.unparse(n.decorator_list[0]) in ("wp.kernel", "wp.kernel(enable_backward=False)")
        ]
        if "wp.overload(" not in spec.source:
            assert [k.name for k in kernels] == [spec.kernel_name]
            continue
        # A generic kernel (typing.Any) is <name>_t, and <name> its one overload.
        assert [k.name for k in kernels] == [f"{spec.kernel_name}_t"]
        (overload,) = [n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == spec.kernel_name]
        assert ast.unparse(overload.value).startswith(f"wp.overload({spec.kernel_name}_t, {{")
    assert 0 < sum("wp.overload(" in s.source for s in specs) < len(specs)


def test_unknown_family_and_bad_seed_are_clear_errors():
    with pytest.raises(ValueError, match="unknown family 'nope'; valid: arithmetic"):
        generate("nope", 1)
    with pytest.raises(ValueError, match="out of range"):
        generate("math", -1)
    with pytest.raises(ValueError, match="bad case id"):
        parse_case_id("math-12")
    assert parse_case_id("math-000012") == ("math", 12)


@pytest.mark.parametrize(
    ("family", "field", "names", "bad", "nearest"),
    [
        ("combined", "expr", {"arith": 4, "arihm": 1}, "arihm", "arith"),
        ("combined", "stmt", {"assign": 3, "for_statik": 1}, "for_statik", "for_static"),
        ("combined", "types", {"float": 1, "vec33": 1}, "vec33", "vec3"),
        ("tile", "stmt", {"tarith": 3, "arith": 1}, "arith", "tarith"),
        ("geometry", "geometry", ("mesh", "hashgrid"), "hashgrid", "hash_grid"),
    ],
)
def test_a_misspelt_policy_name_is_an_error_naming_family_name_and_nearest_names(family, field, names, bad, nearest):
    check_policies({family: FAMILIES[family]})  # what the families define passes (on import, too)
    policy = dataclasses.replace(FAMILIES[family], **{field: names})
    with pytest.raises(ValueError) as raised:
        check_policies({"mine": policy})
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith(f"family 'mine': unknown {field} key {bad!r}"), message
    assert nearest in message.split("nearest valid: ")[1].split(", "), message


def test_the_production_registries_name_exactly_what_the_generator_can_draw():
    """A registered name the generator no longer builds would be accepted and then ignored."""
    gen = ProgramGenerator("combined", 0, dataclasses.replace(FAMILIES["combined"], types=dict.fromkeys(TYPES, 1)))
    gen.scopes.append({})
    gen.state, gen.int_vars = "state", ["tid"]
    gen.constants, gen.func_tables = {"C0": ("float", 1.0)}, {"OPS": ["op0"]}
    gen.arrays = {f"x{i}": (t, 1) for i, t in enumerate(TYPES)}
    gen.funcs = [Func(f"f{i}", [], t) for i, t in enumerate(TYPES)]
    scalar = {t for t, vt in TYPES.items() if vt.kind in ("int", "ivec")}
    assert set().union(*(gen._productions(t) for t in TYPES if t not in scalar)) == EXPR_PRODUCTIONS
    ints = {t for t, vt in TYPES.items() if vt.kind == "int"}
    assert set().union(*(gen._int_productions(t) for t in ints)) == INT_PRODUCTIONS


@pytest.mark.parametrize("family", ["atomic", "struct", "geometry", "tile", "generic"])
def test_spec_json_round_trips(family):
    spec = generate(family, 2)
    assert KernelSpec.from_json(spec.to_json(), spec.source) == spec


# ------------------------------------------------------------------------ builds


@pytest.mark.parametrize("family", list(FAMILIES))
def test_every_family_generates_code_for_both_targets(family):
    for seed in SEEDS[:3]:
        spec = generate(family, seed)
        code = extract(spec).code
        assert set(code) == {"cpu", "cuda"}
        assert code["cuda"].piece("forward")
        # A kernel or module built with enable_backward=False (tagged no_backward) has no adjoint.
        assert bool(code["cpu"].piece("backward")) == ("no_backward" not in spec.generator_tags), spec.case_id


def test_generated_code_does_not_depend_on_the_hash_seed():
    # Warp iterates some sets of names while generating code; the generator avoids the programs
    # for which their order shows (see ProgramGenerator._loop_var). Two processes must agree.
    # The children keep this environment (PYTHONPATH included: Warp may be installed outside the
    # venv, e.g. `pip install --target` on a GPU machine); only the hash seed differs.
    code = (
        "import hashlib, sys; from kernels import FAMILIES, generate; from harness.generate.extract import extract; "
        "[print(f, hashlib.sha256(''.join(c.module for c in extract(generate(f, 4)).code.values()).encode())"
        ".hexdigest()) for f in FAMILIES]"
    )
    env = {k: v for k, v in os.environ.items() if k != "WARP_CACHE_PATH"}
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", code],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**env, "PYTHONHASHSEED": seed},
            cwd=str(ROOT),
        )
        for seed in ("1", "2")
    ]
    finished = [run.communicate() for run in runs]
    for run, (_, err) in zip(runs, finished, strict=True):
        assert run.returncode == 0, err[-2000:]
    outputs = [[line for line in out.splitlines() if line.split(" ")[0] in FAMILIES] for out, _ in finished]
    assert len(outputs[0]) == len(FAMILIES)
    assert outputs[0] == outputs[1]


# ---------------------------------------------------------------- spec is truthful


def _kernel_def(spec: KernelSpec) -> ast.FunctionDef:
    tree = ast.parse(spec.source)
    defs = [
        n
        for n in tree.body
        if isinstance(n, ast.FunctionDef)
        and ast.unparse(n.decorator_list[0]) in ("wp.kernel", "wp.kernel(enable_backward=False)")
    ]
    assert len(defs) == 1
    return defs[0]


def _dtype_resolves(dtype: str, structs: dict) -> bool:
    return dtype in ("float", "int") or hasattr(wp, dtype) or dtype in structs


@pytest.mark.parametrize("family", list(FAMILIES))
def test_arguments_describe_the_kernel_signature(family):
    for seed in SEEDS:
        spec = generate(family, seed)
        structs = spec.extra.get("structs", {})
        json.dumps(spec.extra)  # JSON-serialisable
        params = [a.arg for a in _kernel_def(spec).args.args]
        assert params == [a.name for a in spec.args], spec.case_id
        for a in spec.args:
            assert isinstance(a, ArgSpec) and a.kind in KINDS, (spec.case_id, a)
            assert _dtype_resolves(a.dtype, structs), (spec.case_id, a.dtype)
            assert a.role in ("in", "out", "inout")
            if a.kind in ("array", "struct_array"):
                assert a.shape and all(n >= 1 for n in a.shape), (spec.case_id, a)
            if a.role in ("in", "inout") and a.kind in ("array", "scalar"):
                assert a.domain is not None and a.domain[0] <= a.domain[1], (spec.case_id, a)
            if a.role == "out":
                assert a.domain is None
            if a.kind == "handle":
                assert a.dtype == "uint64" and spec.extra["handles"][a.name]["type"] in (
                    "mesh", "bvh", "hash_grid", "volume"
                )  # fmt: skip
            if a.kind in ("struct", "struct_array"):
                for f in structs[a.dtype]:
                    assert f["kind"] in ("scalar", "struct", "array") and _dtype_resolves(f["dtype"], structs)
        for name in spec.extra.get("sorted_inputs", []):
            assert any(a.name == name and a.role == "in" for a in spec.args)
        for name in spec.order_independent_outputs:
            assert any(a.name == name and a.role in ("out", "inout") for a in spec.args)


def test_handles_carry_the_objects_to_build():
    kinds = {}
    for seed in range(40):
        spec = generate("geometry", seed)
        for obj in spec.extra["handles"].values():
            kinds[obj["type"]] = obj
            if obj["type"] == "hash_grid":
                assert any(a.name == obj["points_arg"] and a.dtype == "vec3" for a in spec.args)
    assert set(kinds) == {"mesh", "bvh", "hash_grid", "volume"}
    mesh = kinds["mesh"]
    assert len(mesh["indices"]) % 3 == 0 and max(mesh["indices"]) < len(mesh["points"])
    assert len(mesh["velocities"]) == len(mesh["points"]) and len(mesh["groups"]) == len(mesh["indices"]) // 3
    bvh = kinds["bvh"]
    assert all(lo <= hi for a, b in zip(bvh["lowers"], bvh["uppers"], strict=True) for lo, hi in zip(a, b, strict=True))
    volume = kinds["volume"]
    n = volume["shape"][0] * volume["shape"][1] * volume["shape"][2]
    assert len(volume["values"]) == n


def test_tile_kernels_record_how_they_are_launched():
    for seed in SEEDS:
        spec = generate("tile", seed)
        assert spec.extra["launch"] == "tiled"
        assert f'"block_dim": {spec.extra["block_dim"]}' in spec.source


def test_gradcheck_is_marked_not_applicable_where_gradients_mean_nothing():
    for family in ("random", "sampling", "geometry"):
        for seed in SEEDS:
            assert generate(family, seed).gradcheck_na, (family, seed)
    grads = [generate("function", s) for s in range(20)]
    # A wp.grad(f) call is forward-only: its module has no backward pass, nothing to check.
    assert any("wp.func_grad" in s.source and "wp.grad(" not in s.source for s in grads)
    for spec in grads:
        if "wp.func_grad" in spec.source and "wp.grad(" not in spec.source:
            assert not spec.gradcheck_na, "custom adjoints are exact derivatives: checkable"
        if "wp.grad(" in spec.source:
            assert "forward-only" in spec.gradcheck_na and "no_backward" in spec.generator_tags


# Constructs that reach parts of Warp's code generator the families did not (docs/kernels.md, "How much
# of Warp's code generator the kernels reach"): family -> what one of its first 50 kernels must have.
REACHING = {
    "vector": lambda s: re.search(r"\w+\[[\w, ]+\](\[\d\]|\.[xyzw]) [-+]?= ", s.source),  # out[tid][1] += ...
    "matrix": lambda s: re.search(r"\w+\[[\w, ]+\]\[\d, \d\] [-+]?= ", s.source),  # out[tid][0, 2] -= ...
    "struct": lambda s: re.search(r"\w+\[tid\]\.\w+ [-+]= ", s.source),  # bodies[tid].mass += ...
    "loop": lambda s: re.search(r"in range\((20|24|32)\):", s.source),  # rolled past max_unroll
    "static": lambda s: re.search(r"= wp\.constant\(wp\.vec3\(", s.source),
    "transform": lambda s: any(a.name.startswith("acc") and a.dtype == "vec3" for a in s.args),
    "function": lambda s: "@wp.func_native(" in s.source and "adj_snippet=" in s.source,
    "nested_loop": lambda s: re.search(r"in range\((20|24|32)\):", s.source),
    "spatial": lambda s: re.search(r"wp\.vec3\(\*[\w()\[\]]+\[[03]?:[36]\]\)", s.source),  # unpacked slice
}


@pytest.mark.parametrize("family", sorted(REACHING))
def test_families_write_the_constructs_that_reach_more_of_warps_code_generator(family):
    spec = next((s for s in (generate(family, seed) for seed in range(50)) if REACHING[family](s)), None)
    assert spec is not None, f"none of {family}'s first 50 kernels has the construct"
    code = extract(spec).code["cpu"].module  # and Warp generates code for it
    assert f"{spec.kernel_name}" in spec.source and code


def test_wp_grad_calls_are_forward_only_and_of_unannotated_helpers():
    specs = [s for s in (generate("function", seed) for seed in range(50)) if "wp.grad(" in s.source]
    assert specs, "no wp.grad call in the function family's first 50 kernels"
    for spec in specs:
        assert '"enable_backward": False' in spec.source and "forward-only" in spec.gradcheck_na
        for name in re.findall(r"wp\.grad\((\w+)\)", spec.source):
            assert re.search(rf"def {name}\([^)]*\):", spec.source), f"{name} declares its return type"
        extract(spec)


def test_generic_kernels_name_one_explicit_overload():
    for seed in SEEDS:
        spec = generate("generic", seed)
        assert "Any" in spec.source
        assert f"{spec.kernel_name} = wp.overload({spec.kernel_name}_t, {{" in spec.source


# ------------------------------------------------------------ free of undefined behaviour


_LITERAL_TYPES = ("wp.float", "wp.int", "wp.uint", "type(", "float", "int")


def _const(node) -> float | None:
    """The value of a numeric literal, also written ``wp.float64(1.5)`` or ``-2.0``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = _const(node.operand)
        return None if v is None else -v
    if isinstance(node, ast.Call) and len(node.args) == 1 and ast.unparse(node.func).startswith(_LITERAL_TYPES):
        return _const(node.args[0])
    return None


def _nonneg(node) -> bool:
    """An expression that is >= 0 whatever its inputs: abs, squares, array sizes, counts."""
    text = ast.unparse(node)
    if _const(node) is not None:
        return _const(node) >= 0
    if isinstance(node, ast.Call) and ast.unparse(node.func) in ("wp.abs", "abs", "float", "wp.float64"):
        return ast.unparse(node.func) in ("wp.abs", "abs") or _nonneg(node.args[0])
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and ast.unparse(node.left) == ast.unparse(node.right)
    ):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mult):
        return _nonneg(node.left) and _nonneg(node.right)
    return text.endswith((".shape[0]", ".shape[1]", ".shape[2]", ".shape[3]")) or text in ("wp.block_dim()",)


def _positive(node) -> bool:
    """> 0 for any input: a positive literal, or something >= 0 plus a positive literal."""
    c = _const(node)
    if c is not None:
        return c > 0
    if isinstance(node, ast.Call) and ast.unparse(node.func) in ("float", "wp.float64") and node.args:
        return _positive(node.args[0])
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return (_nonneg(node.left) and _positive(node.right)) or (_positive(node.left) and _nonneg(node.right))
    if isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        return _nonneg(node) and (ast.unparse(node).endswith("]") or "block_dim" in ast.unparse(node))
    return False


_DOMAINS = {"wp.asin": (-1, 1), "wp.acos": (-1, 1), "wp.erfinv": (-1, 1), "wp.erfcinv": (0, 2)}


def _ub_problems(source: str) -> list[str]:
    problems = []
    tree = ast.parse(source)
    # wp.static(...) arguments are Python, evaluated once at code generation.
    static = {
        id(n)
        for call in ast.walk(tree)
        if isinstance(call, ast.Call) and ast.unparse(call.func) == "wp.static"
        for n in ast.walk(call)
    }
    for node in ast.walk(tree):
        if id(node) in static:
            continue
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div | ast.FloorDiv | ast.Mod):
            if not _positive(node.right):
                problems.append(f"unguarded divisor: {ast.unparse(node)}")
        elif isinstance(node, ast.Call):
            fn = ast.unparse(node.func)
            arg = node.args[0] if node.args else None
            if fn in ("wp.sqrt", "wp.log", "wp.log2", "wp.log10") and not _positive(arg):
                problems.append(f"{fn} argument may leave its domain: {ast.unparse(node)}")
            if fn in _DOMAINS:
                lo, hi = _DOMAINS[fn]
                ok = (
                    isinstance(arg, ast.Call)
                    and ast.unparse(arg.func) == "wp.clamp"
                    and lo < _const(arg.args[1]) <= _const(arg.args[2]) < hi
                )
                if not ok:
                    problems.append(f"{fn} argument not clamped inside its domain: {ast.unparse(node)}")
            if fn == "wp.inverse" and "wp.identity" not in ast.unparse(arg):
                problems.append(f"inverse of a matrix that may be singular: {ast.unparse(node)}")
        elif isinstance(node, ast.While):
            test = ast.unparse(node.test)
            counted = isinstance(node.test, ast.Compare | ast.BoolOp) and " < " in test
            if not (counted or (test.startswith("wp.") and "_next(" in test)):
                problems.append(f"while loop without a counter or a query: {test}")
    return problems


# Not the mutant family: real kernels divide by their inputs (a count, a time step); the seed corpus
# describes those inputs with positive domains, which kernels/seeds/describe.py checks per division.
@pytest.mark.parametrize("family", [f for f in FAMILIES if f != "mutant"])
def test_programs_guard_divisions_domains_and_loops(family):
    for seed in SEEDS:
        spec = generate(family, seed)
        assert _ub_problems(spec.source) == [], spec.case_id


def test_the_guard_check_catches_unguarded_code():
    assert _ub_problems("x = a / b\n")
    assert _ub_problems("x = wp.sqrt(a)\n")
    assert _ub_problems("x = wp.acos(wp.clamp(a, -2.0, 2.0))\n")
    assert _ub_problems("while x > 0.0:\n    x = x - 1.0\n")
    assert not _ub_problems("x = a / (wp.abs(b) + 1.0)\ny = wp.acos(wp.clamp(a, -0.9, 0.9))\n")


def _clamped(index: ast.AST) -> str | None:
    """The thread index ``i`` of a stencil read clamped at the start, ``wp.max(i - k, 0)`` (k > 0)."""
    if not (isinstance(index, ast.Call) and ast.unparse(index.func) == "wp.max" and len(index.args) == 2):
        return None
    shifted, floor = index.args
    if not (isinstance(floor, ast.Constant) and floor.value == 0 and isinstance(shifted, ast.BinOp)):
        return None
    if (
        isinstance(shifted.op, ast.Sub)
        and isinstance(shifted.left, ast.Name)
        and isinstance(shifted.right, ast.Constant)
    ):
        return shifted.left.id if shifted.right.value > 0 else None
    return None


def _index_ok(index: ast.AST, tid: set[str], loop_vars: set[str]) -> bool:
    """An array index that stays in bounds: a thread index of an axis the array spans (``tid``
    holds those), sums/products of thread indices with literals (a row-major thread index), a
    value reduced modulo the array's size, a thread index clamped at 0 after a shift down, or a
    literal 0."""
    if _clamped(index) in tid:
        return True
    if isinstance(index, ast.Constant):
        return index.value == 0
    if isinstance(index, ast.Name):
        return index.id in tid or index.id in loop_vars
    if isinstance(index, ast.BinOp) and isinstance(index.op, ast.Mod):
        return ast.unparse(index.right).startswith(tuple(f"{n}.shape" for n in "abcdefghijklmnopqrstuvwxyz")) or (
            ".shape[" in ast.unparse(index.right)
        )
    if isinstance(index, ast.BinOp) and isinstance(index.op, ast.Add | ast.Mult):
        names = {n.id for n in ast.walk(index) if isinstance(n, ast.Name)}
        return names <= tid
    return False


@pytest.mark.parametrize("family", [f for f in FAMILIES if f not in ("tile",)])
def test_array_arguments_are_indexed_in_bounds(family):
    for seed in SEEDS:
        spec = generate(family, seed)
        arrays = {a.name for a in spec.args if a.kind in ("array", "struct_array")}
        kernel = _kernel_def(spec)
        tid: set[str] = set()
        loop_vars: set[str] = set()  # indices yielded by bounded neighbour queries of the same points
        for node in ast.walk(kernel):
            if isinstance(node, ast.Assign) and ast.unparse(node.value) == "wp.tid()":
                target = node.targets[0]
                tid |= {e.id for e in (target.elts if isinstance(target, ast.Tuple) else [target])}
            if isinstance(node, ast.For) and "hash_grid_query" in ast.unparse(node.iter):
                loop_vars.add(node.target.id)
            if isinstance(node, ast.While) and "hash_grid_query_next" in ast.unparse(node.test):
                loop_vars.add(node.test.args[1].id)
            reduced = isinstance(node, ast.Assign) and isinstance(node.value, ast.BinOp)
            if reduced and isinstance(node.value.op, ast.Mod) and _index_ok(node.value, tid, set()):
                loop_vars.add(node.targets[0].id)  # a local already reduced modulo a size
        shapes = {a.name: a.shape for a in spec.args}
        axes = sorted(tid)  # tid, or i, j, k, l
        for node in ast.walk(kernel):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in arrays:
                parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
                for axis, p in enumerate(parts):
                    # A thread index is in bounds only along an axis as long as the launch's.
                    spans = {v for n, v in enumerate(axes) if n < len(spec.launch_dim) and axis < len(shapes[
                        node.value.id]) and shapes[node.value.id][axis] >= spec.launch_dim[n]}  # fmt: skip
                    if (isinstance(p, ast.Name) and p.id in tid) or _clamped(p) in tid:
                        name = p.id if isinstance(p, ast.Name) else _clamped(p)
                        assert name in spans, f"{spec.case_id}: {ast.unparse(node)} (shape {shapes[node.value.id]})"
                    assert _index_ok(p, tid, loop_vars), f"{spec.case_id}: {ast.unparse(node)}"


# ------------------------------------------------------------------------ how kernels read


def test_restyle_writes_the_spelling_real_code_uses_and_changes_nothing_else():
    from kernels.policy import Style
    from kernels.style import restyle

    plain = dataclasses.replace(FAMILIES["vector"], style=None)
    spec = ProgramGenerator("vector", 59, plain).generate()  # a seed whose plain form has a ternary
    assert restyle(spec, None) is spec
    assert any(isinstance(n, ast.IfExp) for n in ast.walk(ast.parse(spec.source)))
    assert "wp.array(dtype=" in spec.source and "x0" in spec.source
    every = Style(
        names=1, subscript_annotations=1, docstring=1, comments=1, guard=1, count_guard=0, where=1, kernel_no_backward=1
    )
    # A count guard instead appends one int parameter whose one value is the launch size, and reads it.
    counted = restyle(spec, dataclasses.replace(every, count_guard=1))
    count = counted.args[-1]
    assert len(counted.args) == len(spec.args) + 1
    assert (count.kind, count.dtype, count.domain) == ("scalar", "int", (spec.launch_dim[0],) * 2), count
    assert f">= {count.name}:" in counted.source
    styled = restyle(spec, every)
    assert styled == restyle(spec, every)  # a pure function of the spec
    assert "wp.array(dtype=" not in styled.source and "wp.array[" in styled.source
    assert "@wp.kernel(enable_backward=False)" in styled.source and "no_backward" in styled.generator_tags
    func = next(n for n in ast.parse(styled.source).body if getattr(n, "name", "") == styled.kernel_name)
    assert ast.get_docstring(func) and "#" in styled.source
    assert [a.arg for a in func.args.args] == [a.name for a in styled.args]
    assert all(len(a.name) > 3 for a in styled.args), styled.args  # named by role, not x0/out0
    assert isinstance(func.body[2], ast.If) and isinstance(func.body[2].body[0], ast.Return)  # the bounds guard
    assert not any(isinstance(n, ast.IfExp) for n in ast.walk(ast.parse(styled.source)))  # wp.where instead
    # Names, dtypes, shapes, domains and roles match the unstyled spec's, argument by argument.
    strip = [dataclasses.replace(a, name="") for a in spec.args]
    assert [dataclasses.replace(a, name="") for a in styled.args] == strip
    # The same program: renamed back and without the additions, the bodies agree statement for statement.
    back = {a.name: b.name for a, b in zip(styled.args, spec.args, strict=True)}

    def body(source: str, names: dict[str, str]) -> list[str]:
        f = next(n for n in ast.parse(source).body if getattr(n, "name", "") == spec.kernel_name)
        stmts = [s for s in f.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        stmts = [s for s in stmts if not (isinstance(s, ast.If) and isinstance(s.body[0], ast.Return))]
        text = "\n".join(ast.unparse(s) for s in stmts)
        for new, old in names.items():
            text = re.sub(rf"\b{new}\b", old, text)
        return text.splitlines()

    assert len(body(styled.source, back)) == len(body(spec.source, {}))


def test_restyle_writes_a_generic_kernel_whose_one_overload_is_the_same_kernel():
    """The generic spelling annotates the kernel's arrays ``Any`` and names the types they had in one
    ``wp.overload``: Warp builds the same code, forward and backward, under another name."""
    from kernels.policy import Style
    from kernels.style import restyle

    plain = dataclasses.replace(FAMILIES["vector"], style=None)
    spec = ProgramGenerator("vector", 26, plain).generate()
    every = Style(names=1, subscript_annotations=1, docstring=1, comments=1, guard=1, count_guard=0, where=1)
    concrete, generic = restyle(spec, every), restyle(spec, dataclasses.replace(every, generic=1))
    assert (generic.args, generic.launch_dim) == (concrete.args, concrete.launch_dim)
    assert generic.source.startswith("from typing import Any\n") and "wp.overload(" not in concrete.source
    tree = ast.parse(generic.source)
    func = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == f"{spec.kernel_name}_t")
    arrays = [a for a in generic.args if a.kind == "array"]
    assert arrays and all(
        ast.unparse(p.annotation).endswith("[Any]") == (p.arg in {a.name for a in arrays}) for p in func.args.args
    )
    (overload,) = [n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == spec.kernel_name]
    table = overload.value.args[1]
    types = {k.value: ast.unparse(v) for k, v in zip(table.keys, table.values, strict=True)}
    assert types == {a.name: f"wp.array[{TYPES[a.dtype].ann}]" for a in arrays}

    def code(s: KernelSpec, part: str) -> str:  # the names Warp gives the kernel and the source comments aside
        text = extract(s).code["cpu"].piece(part)
        return re.sub(r"//.*", "", re.sub(rf"{spec.kernel_name}(_t)?_[0-9a-f]{{8}}", "K", text))

    for part in ("forward", "backward"):
        assert code(generic, part) == code(concrete, part), part
    # Its rate is the style's: the families that draw it write some kernels generic, others not.
    drawn = [generate("struct", seed) for seed in range(12)]
    assert 0 < sum("wp.overload(" in s.source for s in drawn) < len(drawn)


@pytest.mark.parametrize("family", [f for f in FAMILIES if f != "control"])
def test_no_constant_noise(family):
    """No x - x, no comparison of a value with itself, no arithmetic of two literals."""
    for seed in range(12):
        tree = ast.parse(generate(family, seed).source)
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare) and len(node.comparators) == 1:
                assert ast.dump(node.left) != ast.dump(node.comparators[0]), (family, seed, ast.unparse(node))
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and family != "function":
                assert ast.dump(node.left) != ast.dump(node.right), (family, seed, ast.unparse(node))


def test_cross_products_are_never_of_vectors_parallel_through_a_local():
    """``wp.cross(a, b)`` of parallel vectors is rounding noise, which ``wp.normalize`` amplifies into a
    direction that differs between devices: geometry-000308 (an H100 campaign) crossed ``pq2`` with
    ``pq6 = pq2 * (v0 + v0)``. Operands computed from a common local take a constant instead."""
    spec = generate("geometry", 308)
    (line,) = [line for line in spec.source.splitlines() if "wp.cross(" in line]
    assert re.search(r"wp\.cross\(pq\d+, wp\.vec3\(-?[\d.]+, -?[\d.]+, -?[\d.]+\)\)", line), line


def test_vector_lerp_never_interpolates_an_expression_with_itself():
    """``wp.lerp(v, v, s)`` of vectors is ``v`` plus rounding noise: multi_conditional-000075 normalized
    ``v1 - wp.lerp(v1, v1, -1.2)`` and was unstable (float32 against float64). The generator's vector
    lerp takes a constant second operand where it drew the first one twice."""
    state = generate("multi_conditional", 75)
    assert "wp.lerp(v1, v1," not in state.source
    assert re.search(r"wp\.lerp\(v1, wp\.vec2\(-?[\d.]+, -?[\d.]+\), v0\)", state.source), state.source
