"""Every value a generated kernel computes reaches its outputs (kernels/observe.py): the analysis on
hand-written bodies, the property on generated kernels and helpers read back from their source,
and on the CPU: a local's sign flipped after its last assignment changes what the kernel writes."""

from __future__ import annotations

import ast
import dataclasses
import re
import sys

import numpy as np
import pytest

from harness.generate import loader
from harness.validate import runtime
from kernels import FAMILIES, generate
from kernels.observe import decided, reads, unobserved
from kernels.program import ProgramGenerator
from kernels.release import running
from kernels.style import restyle


def _body(text: str) -> str:
    return "\n".join("    " + line for line in text.strip().splitlines())


def test_a_chain_that_ends_nowhere_is_unobserved():
    body = _body("""
a = x[tid]
b = a * 2.0
c = b + 1.0
d = wp.sin(a)
out[tid] = d
""")
    assert unobserved(body, {"out"}, ["a", "b", "c", "d"]) == ["b", "c"]
    assert unobserved(body, {"out"}, ["e"]) == []  # never assigned: not a value of this body


def test_reads_that_hide_a_sign_do_not_observe():
    body = _body("""
t = x[tid]
u = x[tid]
w = x[tid]
y = x[tid]
out[tid] = wp.sqrt(wp.abs(t) + 0.5) + u * u + wp.length(w) + wp.dot(y, y)
""")
    assert unobserved(body, {"out"}, ["t", "u", "w", "y"]) == ["t", "u", "w", "y"]
    assert reads(ast.parse("wp.abs(t) + u * v", mode="eval").body) == {"u", "v"}
    assert reads(ast.parse("wp.abs(t)", mode="eval").body, hide=False) == {"t"}


def test_atomics_calls_conditions_and_exits_observe():
    body = _body("""
a = x[tid]
b = a + 1.0
wp.atomic_add(acc, 0, b)
c = a * 3.0
helper(c, out, tid)
e = a - 1.0
if e > 0.0:
    return
f = a * a
g = 0.0
for i in range(3):
    g += f
    if g > 2.0:
        break
h = wp.vec3()
wp.svd3(m, h, k, n)
""")
    dead = unobserved(body, {"acc", "out"}, ["a", "b", "c", "e", "f", "g", "h", "k"])
    assert dead == ["h", "k"]  # written through a builtin's arguments, never read after


def test_fields_overwritten_stores_and_unread_parameters():
    body = _body("""
s = S0()
s.a = x[tid]
s.b = x[tid] * 2.0
t = S0()
t.a = x[tid]
out[tid] = t
out[tid] = s.b
""")
    # s.a is never read (s.b is); t reaches only a store the next one overwrites.
    assert unobserved(body, {"out"}, ["s", "t"]) == ["s", "t"]
    leaves = body.replace("    out[tid] = s.b", "    if s.b > 0.0:\n        return\n    out[tid] = s.b")
    assert unobserved(leaves, {"out"}, ["s", "t"]) == ["s"]  # t is written out on the way out
    helper = _body("""
v = p0 * 2.0
return v
""")
    assert unobserved(helper, set(), ["v"], inputs=["p0", "p1"]) == []
    assert unobserved(helper, set(), ["v", "p0", "p1"], inputs=["p0", "p1"]) == ["p1"]


def test_decided_conditions_are_those_no_sample_tells_apart():
    domains = {"tid": list(range(16)), "v": [k / 4.0 for k in range(-10, 11)]}
    assert decided("float(tid) > 1.18 and float(tid) < 1.42", domains)  # no integer between
    assert decided("v * 0.16 > wp.abs(v)", domains)
    assert decided("0.0 <= wp.where(wp.isnan(-0.5), 1.0, -0.5)", domains)  # literals alone
    assert not decided("v > 0.5", domains)
    assert not decided("tid % 3 == 0", domains)
    assert not decided("v > w", domains)  # w has no samples: not judged


@pytest.mark.parametrize(
    "family",
    [
        f
        for f in FAMILIES
        # tile kernels fold only their float tiles (not their scalars, not integer tiles);
        # geometry, random, sampling, spatial and types keep values of types the fold does not
        # reduce (query results, random states, spatial matrices, int vectors).
        if f not in ("mutant", "tile", "geometry", "random", "sampling", "spatial", "types")
    ],
)
def test_generated_kernels_and_helpers_observe_every_local(family):
    for seed in range(8):
        spec = generate(family, seed)
        tree = ast.parse(spec.source)
        sinks = {a.name for a in spec.args if a.role in ("out", "inout")}
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef):
                continue
            kernel = any("kernel" in ast.unparse(d) for d in node.decorator_list)
            body = "\n".join(ast.unparse(s) for s in node.body)
            assigned = [
                n.id
                for s in ast.walk(node)
                for n in ast.walk(s)
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and re.fullmatch(r"[vst]\d+", n.id)
            ]
            dead = unobserved(body, sinks if kernel else set(), list(dict.fromkeys(assigned)))
            assert not dead, f"{spec.case_id}: {node.name} computes {dead}, which reach no output"


def _unconditional(kernel: ast.FunctionDef) -> dict[str, ast.stmt]:
    """Each local's first assignment that every thread runs (outside any ``if`` or ``while``;
    ``for`` loops here run at least once)."""
    first: dict[str, ast.stmt] = {}

    def walk(statements, guarded: bool) -> None:
        for s in statements:
            if isinstance(s, (ast.Assign, ast.AugAssign)) and not guarded:
                for t in s.targets if isinstance(s, ast.Assign) else [s.target]:
                    if isinstance(t, ast.Name):
                        first.setdefault(t.id, s)
            elif isinstance(s, ast.For):
                walk(s.body, guarded)
            elif isinstance(s, (ast.If, ast.While)):
                walk(s.body, True)
                walk(s.orelse, True)

    walk(kernel.body, False)
    return first


def _negated(spec, names_types: dict[str, str], first: dict[str, ast.stmt]) -> tuple[str, list[str]]:
    """The module with one copy of the kernel per local, that local negated (and moved off zero)
    right after its first assignment; the copies' names."""
    lines = spec.source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("@wp.kernel"))
    head, kernel = lines[:start], lines[start:]
    copies, names = [], []
    for i, (name, t) in enumerate(names_types.items()):
        at = first[name].end_lineno - start  # 1-based source lines: the line after the assignment
        indent = " " * first[name].col_offset
        shift = "0.375" if t == "float" else f"wp.{t}(0.375)"
        copy = [*kernel[:at], f"{indent}{name} = -{name} + {shift}", *kernel[at:]]
        copy[1] = copy[1].replace(f"def {spec.kernel_name}(", f"def {spec.kernel_name}_n{i}(", 1)
        copies.append("\n".join(copy) + "\n")
        names.append(f"{spec.kernel_name}_n{i}")
    return "\n".join(head) + "\n" + "\n\n".join(copies), names


@pytest.mark.parametrize("case", ["combined-000002", "loop-000003", "multi_conditional-000002", "function-000000"])
def test_a_negated_local_changes_the_outputs_on_the_cpu(case):
    family, seed = case.rsplit("-", 1)
    policy = FAMILIES[family]
    generator = ProgramGenerator(family, int(seed), policy, "medium")
    generator.fit_release(running())
    # The kernel as generate() writes it, less the generic spelling (the copies below are of one plain kernel).
    spec = restyle(generator.generate(), dataclasses.replace(policy.style, generic=0.0))
    written = generate(family, int(seed)).source
    assert spec.source == written or f"{spec.kernel_name} = wp.overload(" in written
    kernel = next(n for n in ast.parse(spec.source).body if getattr(n, "name", "") == spec.kernel_name)
    first = _unconditional(kernel)
    locals_ = {n: t for n, t in generator.local_types.items() if t in ("float", "vec2", "vec3") and n in first}
    assert len(locals_) >= 3, case
    source, names = _negated(spec, locals_, first)
    original = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        host = runtime.draw_inputs(spec, original)
        want = runtime.run(original, spec, host, 256).outputs
    finally:
        loader.unload(spec.case_id, original)
    variant_id = f"{spec.case_id}-negated"
    first = loader.load_kernel(variant_id, source, names[0])
    try:
        module = sys.modules[loader.module_name(variant_id)]
        unseen = []
        for name, local in zip(names, locals_, strict=True):
            got = runtime.run(getattr(module, name), spec, host, 256).outputs
            if all(np.array_equal(got[k], want[k], equal_nan=True) for k in want):
                unseen.append(local)
        assert not unseen, f"{case}: negating {unseen} leaves every output as it was"
    finally:
        loader.unload(variant_id, first)
