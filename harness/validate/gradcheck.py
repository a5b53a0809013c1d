"""Check a kernel's adjoint (Warp's generated backward code) against finite differences.

Policy (also in README "Validation"):

- **Where.** On the CPU, every Jacobian entry d(output scalar)/d(input scalar) of every
  floating-point input array and output array: the adjoint row by row (one backward launch
  per output scalar, one-hot output gradient), finite differences column by column.
- **Precision.** A float64 copy of the kernel when one can be made (``to_float64``: the same
  program with every float type, literal and constant widened; its outputs must agree with
  the float32 original's to 1e-3, or differ only as much as the kernel's amplification of
  float32 rounding explains), because float32 finite differences cannot resolve errors
  below ~1e-3 and would hide small adjoint bugs. Otherwise the float32 original, with the
  float32 tolerances below; so too when the copy keeps a float32-only builtin's arguments in
  float32 (``to_float64(convert=True)``, ``float32_builtins``).
- **Tolerances.** An entry passes when |AD - FD| <= atol * max(1, |f|) + rtol * |FD|, with
  f the output value (finite-difference round-off grows with it):
  float64: step 1e-6, rtol 1e-5, atol 1e-6; float32: step 1e-2, rtol 2e-2, atol 2e-3.
  The step is relative for inputs beyond 1 in magnitude.
- **Truncation.** An entry that fails at step h is re-derived with Richardson extrapolation
  from steps h and 2h (error O(h^4) for smooth functions) before it can fail.
- **Kinks.** Non-smooth functions (abs, floor, min/max, where, step, sign, clamp, comparisons)
  make a central difference meaningless where a kink or jump lies within the step. An entry
  that fails at step h is re-derived at steps h/10, h/100, h/1000: a kink farther than h/1000
  from the input then lies outside the step, and the adjoint must match the derivative of the
  branch it is on (no tolerance is loosened). Only a kink within h/1000 of the input (the
  one-sided derivatives disagree, the small steps do not settle) with the adjoint matching one
  side is counted as *kink*; that count is in the reason and excluded from the error.
- **Unresolved.** Where the small steps do not settle and no kink explains it (chaotic,
  ill-conditioned code: derivatives change faster than any usable step), or where the adjoint
  itself moves when the inputs move by a few ulp (it differentiates rounding noise), finite
  differences cannot judge the adjoint: the kernel is "n/a" with the count, never a pass.
- **Not applicable ("n/a", with the reason):** the generator says so (``spec.gradcheck_na``:
  random numbers, integer outputs), Warp generates no adjoint, there are no floating-point
  input or output arrays, an array is both read and written (Warp's adjoint does not separate
  the two roles), or an output is written by atomic min/max mixed with other writes (the
  value depends on thread order, so no derivative is defined).
- **Explained mismatches** (harness/validate/ladder.py ``_explain_failure``): a failing kernel is
  checked again as rewritten copies, each with one known cause removed (dynamic loops made
  static: ``unrolled``; ``wp.frac`` and ``wp.mod`` spelt out: ``without_frac``,
  ``without_float_mod``; component updates as sums: ``with_component_updates_as_sums``;
  ``wp.transform_set_*`` as assignments: ``with_setters_as_assignments``). Documented Warp
  limitations a rewrite confirms make the result "n/a"; a Warp bug a rewrite confirms stays a
  failure, with the bug named.
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass, field

import numpy as np
import warp as wp

from harness import warp_api
from harness.validate import runtime
from kernels.spec import KernelSpec


@dataclass(frozen=True)
class Tolerance:
    step: float
    rtol: float
    atol: float
    nudge: float  # relative input move of a few ulp of the precision (the rounding-noise test)
    moved: float  # relative change of an adjoint row under that nudge that counts as moving


TOLERANCES = {
    "float64": Tolerance(step=1e-6, rtol=1e-5, atol=1e-6, nudge=1e-14, moved=1e-6),
    "float32": Tolerance(step=1e-2, rtol=2e-2, atol=2e-3, nudge=4 * 2.0**-24, moved=1e-2),
}
# A float64 copy stands in for the original only when their outputs agree to COPY_AGREEMENT
# (relative to max(1, |output|)), or their difference is explained by how strongly the kernel
# amplifies float32 rounding: within CONDITIONING_FACTOR times the spread of the copy's outputs
# under relative input noise of one float32 rounding (2^-24). Rounding happens at every
# operation, not only at the inputs, hence the factor.
COPY_AGREEMENT = 1e-3
CONDITIONING_FACTOR = 1000.0
FLOAT32_ROUNDING = 2.0**-24


# --------------------------------------------------------------------------- float64 copy

_VALUE_TYPE = re.compile(r"^(vec[234]|mat[234][234]|quat|transform|spatial_vector|spatial_matrix)[fh]?$")
_FLOAT_NAMES = {"float16", "float32", "half"}


def _f64(node: ast.expr) -> ast.expr:
    return ast.Call(
        func=ast.Attribute(value=ast.Name("wp", ast.Load()), attr="float64", ctx=ast.Load()), args=[node], keywords=[]
    )


_IDENTITIES = {"transform_identity", "quat_identity", "identity", "spatial_identity"}


# Builtins with no float64 overload (wp.randf, wp.noise, geometry queries, ...) get their float
# arguments narrowed and their float results widened by these overloaded functions, which the
# copy defines when it uses them. Transforms have no converting constructor: built from parts.
_NARROW, _WIDEN, _HALVES = "_narrow_to_float32", "_widen_to_float64", "_spatial_vector_of_halves"
_CONVERSIONS = [("float64", "float32")] + [
    (f"{kind}d", f"{kind}f")
    for kind in ("vec2", "vec3", "vec4", "quat", "mat22", "mat33", "mat44", "spatial_vector", "spatial_matrix")
]


def _conversion(name: str, source: str, target: str, body: str) -> str:
    return f"@wp.func\ndef {name}(x: wp.{source}) -> wp.{target}:\n    return {body}\n"


_CONVERSION_SOURCE = "\n".join(
    [_conversion(_NARROW, wide, narrow, f"wp.{narrow}(x)") for wide, narrow in _CONVERSIONS]
    + [_conversion(_NARROW, narrow, narrow, "x") for _wide, narrow in _CONVERSIONS]
    + [_conversion(_NARROW, "int32", "float32", "wp.float32(x)")]
    + [_conversion(_WIDEN, narrow, wide, f"wp.{wide}(x)") for wide, narrow in _CONVERSIONS]
    + [
        _conversion(_NARROW, "transformd", "transformf", "wp.transformf(wp.vec3f(wp.transform_get_translation(x)), "
                    "wp.quatf(wp.transform_get_rotation(x)))"),
        _conversion(_NARROW, "transformf", "transformf", "x"),
        _conversion(_WIDEN, "transformf", "transformd", "wp.transformd(wp.vec3d(wp.transform_get_translation(x)), "
                    "wp.quatd(wp.transform_get_rotation(x)))"),
        # wp.spatial_vector(w, v) of two 3-vectors exists for float32 only
        f"@wp.func\ndef {_HALVES}(w: wp.vec3d, v: wp.vec3d) -> wp.spatial_vectord:\n"
        "    return wp.spatial_vectord(w[0], w[1], w[2], v[0], v[1], v[2])\n",
    ]
)  # fmt: skip


def _call(name: str, node: ast.expr) -> ast.expr:
    return ast.Call(func=ast.Name(name, ast.Load()), args=[node], keywords=[])


# Volume builtins whose ``dtype`` names the grid's value type, which the data fixes (float32 here):
# asked for another type, Warp reads nothing (``volume_lookup`` returns 0 on a type mismatch) ->
# the positions of the float arguments they take (the sample point).
_GRID_TYPED = {"volume_lookup": (), "volume_sample": (1,)}


def _narrow_type(node: ast.expr) -> ast.expr | None:
    """``wp.float64`` / ``wp.vec3d`` (a widened float type) -> ``wp.float32`` / ``wp.vec3f``; None otherwise."""
    if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("wp", "warp")):
        return None
    narrow = dict(_CONVERSIONS).get(node.attr)
    return ast.Attribute(value=node.value, attr=narrow, ctx=node.ctx) if narrow else None


class _Widen(ast.NodeTransformer):
    def __init__(self, convert: bool):
        self.convert = convert  # convert at builtins with no float64 overload
        self.converts = False  # whether a builtin's arguments or result were converted
        self.narrowed: list[str] = []  # the builtins whose arguments were narrowed
        self.structs: dict[str, frozenset[str]] = {}  # query results (float32 structs) -> their float fields
        self.parts = 0  # float32 names made for the results of multi-valued builtins

    def visit_Assign(self, node):
        self.generic_visit(node)
        value, target = node.value, node.targets[0]
        if (
            self.convert
            and len(node.targets) == 1
            and isinstance(target, ast.Name)
            and isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and isinstance(value.func.value, ast.Name)
            and value.func.value.id in ("wp", "warp")
        ):
            fields = warp_api.float32_struct_fields().get(value.func.attr)
            if fields:
                self.structs[target.id] = fields
        if (
            len(node.targets) == 1
            and isinstance(target, ast.Tuple)
            and all(isinstance(t, ast.Name) for t in target.elts)
            and isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id == _WIDEN
        ):
            # A builtin with several results (wp.transform_decompose): Warp takes none of them as an
            # argument, so each is unpacked into a float32 name of its own and widened after.
            parts = [f"_part{self.parts + i}" for i in range(len(target.elts))]
            self.parts += len(parts)
            unpack = ast.Assign(
                targets=[ast.Tuple([ast.Name(n, ast.Store()) for n in parts], ast.Store())], value=value.args[0]
            )
            widened = [
                ast.Assign(targets=[t], value=_call(_WIDEN, ast.Name(n, ast.Load())))
                for t, n in zip(target.elts, parts, strict=True)
            ]
            return [unpack, *widened]
        return node

    def visit_Expr(self, node):
        self.generic_visit(node)
        value = node.value  # a call whose result is dropped (wp.volume_store_f) is not widened
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == _WIDEN:
            node.value = value.args[0]
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if (
            isinstance(f, ast.Attribute)
            and f.attr in _IDENTITIES
            and isinstance(f.value, ast.Name)
            and not any(k.arg == "dtype" for k in node.keywords)
        ):
            node.keywords.append(ast.keyword("dtype", ast.Attribute(ast.Name("wp", ast.Load()), "float64", ast.Load())))
        if self.convert and isinstance(f, ast.Attribute) and f.attr in _GRID_TYPED and isinstance(f.value, ast.Name):
            dtype = next((k for k in node.keywords if k.arg == "dtype"), None)
            grid_type = _narrow_type(dtype.value) if dtype is not None else None
            if grid_type is not None:  # read as the grid stores it, the point in float32, the value widened
                dtype.value = grid_type
                for i in _GRID_TYPED[f.attr]:
                    node.args[i] = _call(_NARROW, node.args[i])
                if _GRID_TYPED[f.attr]:
                    self.narrowed.append(f"wp.{f.attr}")
                self.converts = True
                return _call(_WIDEN, node)
        if self.convert and isinstance(f, ast.Attribute) and f.attr == "spatial_vectord" and len(node.args) == 2:
            self.converts = True
            return ast.Call(func=ast.Name(_HALVES, ast.Load()), args=node.args, keywords=node.keywords)
        if (
            self.convert
            and isinstance(f, ast.Attribute)
            and isinstance(f.value, ast.Name)
            and f.value.id in ("wp", "warp")
        ):
            # The overloads taking this many arguments or more (the rest have defaults).
            by_arity = warp_api.float32_only_builtins().get(f.attr, {})
            arities = sorted(n for n in by_arity if n >= len(node.args) + len(node.keywords))
            if arities:
                params, result = by_arity[arities[0]]
                narrow = {name for name, takes in params if takes}
                narrowed = False
                for i, a in enumerate(node.args):
                    if params[i][1]:
                        node.args[i], narrowed = _call(_NARROW, a), True
                for k in node.keywords:
                    if k.arg in narrow:
                        k.value, narrowed = _call(_NARROW, k.value), True
                if narrowed:
                    self.narrowed.append(f"wp.{f.attr}")
                self.converts = True
                return _call(_WIDEN, node) if result else node
        return node

    def visit_Constant(self, node):
        return _f64(node) if type(node.value) is float else node

    def visit_Name(self, node):
        if node.id == "float":
            return ast.Attribute(value=ast.Name("wp", ast.Load()), attr="float64", ctx=node.ctx)
        return node

    def visit_Attribute(self, node):
        if isinstance(node.value, ast.Name) and node.value.id in ("wp", "warp"):
            if node.attr in _FLOAT_NAMES:
                return ast.Attribute(value=node.value, attr="float64", ctx=node.ctx)
            match = _VALUE_TYPE.match(node.attr)
            if match:
                return ast.Attribute(value=node.value, attr=match.group(1) + "d", ctx=node.ctx)
            if isinstance(getattr(wp, node.attr, None), float):  # wp.pi, wp.e, ...
                return _f64(node)
            return node
        self.generic_visit(node)
        if (
            isinstance(node.value, ast.Name)
            and node.attr in self.structs.get(node.value.id, ())
            and isinstance(node.ctx, ast.Load)
        ):
            self.converts = True  # a float32 field of a query's result (q.sign, r.t, r.normal)
            return _call(_WIDEN, node)
        return node


def to_float64(source: str, convert: bool = False) -> str:
    """The same program in float64: float types, vector/matrix/quaternion/transform types,
    float literals and Warp's float constants widened. Integers and everything else unchanged.

    With ``convert``, calls of builtins that have no float64 overload (``wp.randf``, ``wp.noise``,
    geometry queries) are kept in float32: their float arguments narrowed, their float results
    widened. Such a copy computes those builtins with float32 rounding: good for the stability
    label, not for float64 finite differences (``float32_builtins``). Volume reads keep the grid's
    value type (``dtype=float`` stays float32: Warp reads nothing as another type) and widen the
    value. Validation builds no copy where it could not compute the same (``no_copy``)."""
    return _widened(source, convert)[0]


def to_float64_converting(source: str) -> str:
    """``to_float64(source, convert=True)``: the float64 copy validation builds."""
    return to_float64(source, convert=True)


def float32_builtins(source: str) -> tuple[str, ...]:
    """The builtins whose arguments ``to_float64(source, convert=True)`` narrows to float32."""
    return _widened(source, True)[1]


@functools.lru_cache(maxsize=512)  # asked for the same source by the float64 batch, bisection and explanations
def _widened(source: str, convert: bool) -> tuple[str, tuple[str, ...]]:
    """(``to_float64(source, convert)``, the builtins whose arguments it narrows)."""
    widen = _Widen(convert)
    tree = widen.visit(ast.parse(source))
    if widen.converts:  # the conversions, defined last (Warp resolves them when it builds the kernel)
        tree.body += ast.parse(_CONVERSION_SOURCE).body
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n", tuple(dict.fromkeys(widen.narrowed))


def no_copy(source: str) -> str:
    """Why validation builds no float64 copy of the kernel, or "": the copy would not compute what
    the original does. A hash grid takes float32 points only; ``wp.volume_sample_grad`` and
    ``_grad_f`` write the gradient into a float32 vector argument, which the copy would narrow into
    a temporary (the gradient lost); ``wp.sample_cdf`` takes a float32 array, Warp's tile scans
    float32 tiles (neither builds in float64); a deprecated query form writes float32 results into
    the kernel's variables, which the copy widens."""
    if "hash_grid_" in source:
        return "a hash grid takes float32 points only"
    if "wp.volume_sample_grad" in source:
        return "wp.volume_sample_grad writes its gradient into a float32 vector argument"
    if "wp.sample_cdf(" in source:
        return "wp.sample_cdf takes a float32 array only"
    if "wp.tile_scan_" in source:
        return "Warp's tile scans take float32, int32 or uint32 tiles only"
    forms = warp_api.output_argument_forms()
    if any(f"wp.{name}(" in source for name in forms):
        for node in ast.walk(ast.parse(source)):
            name = node.func.attr if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) else ""
            if name in forms and len(node.args) + len(node.keywords) > forms[name]:
                return f"wp.{name}'s deprecated form writes float32 results into the kernel's variables"
    return ""


# --------------------------------------------------------------------------- static analysis


def _is_int_expr(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    if isinstance(node, ast.Call):
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        return name in ("int", "int32", "int64", "tid", "uint32", "uint64", "int8", "int16")
    return False


def _constant_int(node: ast.expr | None) -> int | None:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        value = _constant_int(node.operand)
        return None if value is None else -value
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return None


def _breaks(body: list) -> bool:
    """A ``break`` that leaves this loop (not one of a nested loop), as Warp looks for it."""
    for stmt in body:
        if isinstance(stmt, ast.Break):
            return True
        if isinstance(stmt, ast.If) and (_breaks(stmt.body) or _breaks(stmt.orelse)):
            return True
    return False


def _unroll_limit(max_unroll: int | None) -> int:
    """``max_unroll``, or Warp's setting when not given."""
    return wp.config.max_unroll if max_unroll is None else max_unroll


def static_loop(node: ast.For, max_unroll: int | None = None) -> bool:
    """Whether Warp unrolls this loop (``max_unroll``: Warp's setting unless given)."""
    return _static_loop(node, _unroll_limit(max_unroll))


def _static_loop(node: ast.For, max_unroll: int) -> bool:
    """Whether Warp unrolls this loop (``Adjoint.get_unroll_range``): ``range`` with literal
    integer arguments, at most ``max_unroll`` iterations, and no ``break``. Everything else
    (``range(n)``, ``reversed(...)``, a loop with ``break``) is a dynamic loop."""
    it = node.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"):
        return False
    bounds = [_constant_int(a) for a in it.args]
    if not bounds or None in bounds or len(bounds) > 3:
        return False
    return len(range(*bounds)) <= max_unroll and not _breaks(node.body)


def _assigned(nodes) -> set[str]:
    names = set()
    for node in nodes:
        for sub in ast.walk(node):
            if isinstance(sub, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = sub.targets if isinstance(sub, ast.Assign) else [sub.target]
                for t in targets:
                    names.update(n.id for n in ast.walk(t) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
    return names


def dynamic_loop_mutations(source: str, max_unroll: int | None = None) -> list[str]:
    """Floating-point variables (parameters or locals, not integer counters) reassigned inside a
    dynamic loop (``range`` with a non-constant or long bound, ``while``): what Warp's adjoint
    does not replay."""
    max_unroll = _unroll_limit(max_unroll)
    found = []
    for func in (n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef)):
        ints = {a.arg for a in func.args.args if isinstance(a.annotation, ast.Name) and a.annotation.id == "int"}
        variables = {a.arg for a in func.args.args}
        for node in ast.walk(func):
            if isinstance(node, ast.Assign) and _is_int_expr(node.value):
                ints.update(t.id for t in node.targets if isinstance(t, ast.Name))
            if isinstance(node, ast.For) and isinstance(node.target, ast.Name):
                ints.add(node.target.id)
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                variables.add(node.id)
        for loop in _dynamic_loops(func, max_unroll):
            for name in sorted((_assigned(loop.body) & variables) - ints):
                if name not in found:
                    found.append(name)
    return found


def dynamic_loop_returns(source: str, max_unroll: int | None = None) -> bool:
    """A ``return`` inside a dynamic loop: Warp's adjoint does not replay the loop, so it does not see
    the thread leave and runs the adjoint of what follows the loop."""
    max_unroll = _unroll_limit(max_unroll)
    return any(
        isinstance(n, ast.Return) for loop in _dynamic_loops(ast.parse(source), max_unroll) for n in ast.walk(loop)
    )


def _dynamic_loops(tree: ast.AST, max_unroll: int):
    """The loops under ``tree`` Warp does not unroll: ``while``, and ``for`` over a non-constant or long range."""
    for loop in ast.walk(tree):
        if isinstance(loop, ast.While) or (isinstance(loop, ast.For) and not _static_loop(loop, max_unroll)):
            yield loop


class _Unroll(ast.NodeTransformer):
    """Make dynamic loops static where that keeps the program's meaning, so Warp unrolls them:

    - integer parameters in ``range`` arguments -> their values, arithmetic on literals folded;
    - ``reversed(range(...))`` with literal arguments -> the same sequence as a ``range``;
    - ``break`` -> a flag that guards the rest of the loop (Warp does this itself for ``continue``);
    - a counted ``while`` (``w = int(c)`` ... ``while w < K:`` whose body starts with
      ``w = w + 1`` and assigns ``w`` nowhere else) -> ``for`` over ``range(K - c)``.
    """

    def __init__(self, constants: dict[str, int], max_unroll: int):
        self.constants = constants
        self.max_unroll = max_unroll
        self.flags = 0
        self.dynamic = 0  # loops left dynamic

    def _fold(self, node: ast.expr) -> ast.expr:
        constants = self.constants

        class Substitute(ast.NodeTransformer):
            def visit_Name(self, n):
                return ast.Constant(constants[n.id]) if n.id in constants else n

        node = Substitute().visit(node)
        if not any(isinstance(n, (ast.Name, ast.Call, ast.Attribute)) for n in ast.walk(node)):
            try:
                value = eval(compile(ast.Expression(ast.fix_missing_locations(node)), "<bound>", "eval"), {}, {})
            except Exception:
                return node
            if type(value) is int:
                return ast.Constant(value)
        return node

    def _range_args(self, it: ast.expr) -> list[int] | None:
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
            it.args = [self._fold(a) for a in it.args]
            values = [_constant_int(a) for a in it.args]
            return None if not values or None in values else values
        return None

    def _lower_breaks(self, body: list, flag: str) -> list:
        out = []
        for i, stmt in enumerate(body):
            if isinstance(stmt, ast.Break):
                out.append(ast.parse(f"{flag} = int(1)").body[0])
                return out
            if isinstance(stmt, ast.If) and (_breaks(stmt.body) or _breaks(stmt.orelse)):
                stmt.body = self._lower_breaks(stmt.body, flag)
                stmt.orelse = self._lower_breaks(stmt.orelse, flag)
                out.append(stmt)
                rest = self._lower_breaks(body[i + 1 :], flag)
                if rest:
                    guard = ast.parse(f"if {flag} == 0:\n    pass").body[0]
                    guard.body = rest
                    out.append(guard)
                return out
            out.append(stmt)
        return out

    def _static(self, node: ast.For):
        it = node.iter
        if (
            isinstance(it, ast.Call)
            and isinstance(it.func, ast.Name)
            and it.func.id == "reversed"
            and len(it.args) == 1
            and not it.keywords
        ):
            values = self._range_args(it.args[0])
            if values is not None:
                seq = range(*values)[::-1]
                node.iter = ast.Call(
                    ast.Name("range", ast.Load()), [ast.Constant(v) for v in (seq.start, seq.stop, seq.step)], []
                )
        values = self._range_args(node.iter)
        if values is None or len(range(*values)) > self.max_unroll:
            self.dynamic += 1
            return [node]
        if _breaks(node.body):
            flag = f"_broke{self.flags}"
            self.flags += 1
            guard = ast.parse(f"if {flag} == 0:\n    pass").body[0]
            guard.body = self._lower_breaks(node.body, flag)
            node.body = [guard]
            return [ast.parse(f"{flag} = int(0)").body[0], node]
        return [node]

    def _block(self, body: list) -> list:
        out = []
        for stmt in body:
            self._children(stmt)
            if isinstance(stmt, ast.For):
                out.extend(self._static(stmt))
            elif isinstance(stmt, ast.While):
                converted = self._counted(stmt, out)
                if converted is None:
                    self.dynamic += 1
                    out.append(stmt)
                else:
                    out.extend(self._static(converted))
            else:
                out.append(stmt)
        return out

    def _children(self, node: ast.AST) -> None:
        for name in ("body", "orelse"):
            value = getattr(node, name, None)
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                setattr(node, name, self._block(value))

    def run(self, tree: ast.Module) -> ast.Module:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                node.body = self._block(node.body)
        return tree

    @staticmethod
    def _counted(loop: ast.While, before: list):
        test = loop.test
        if not (
            isinstance(test, ast.Compare)
            and isinstance(test.left, ast.Name)
            and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Lt)
            and _constant_int(test.comparators[0]) is not None
        ):
            return None
        w, limit = test.left.id, _constant_int(test.comparators[0])
        first = loop.body[0] if loop.body else None
        increment = ast.dump(ast.parse(f"{w} = {w} + 1").body[0])
        if first is None or ast.dump(first) != increment or w in _assigned(loop.body[1:]) or loop.orelse:
            return None
        start = None
        for stmt in reversed(before):
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == w for t in stmt.targets):
                value = stmt.value
                if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "int":
                    value = value.args[0] if value.args else None
                start = _constant_int(value)
                break
        if start is None:
            return None
        return ast.For(
            target=ast.Name(f"_counted_{w}", ast.Store()),
            iter=ast.Call(ast.Name("range", ast.Load()), [ast.Constant(max(0, limit - start))], []),
            body=loop.body,
            orelse=[],
        )


def unrolled(source: str, constants: dict[str, int], max_unroll: int | None = None) -> tuple[str, int]:
    """``source`` with its dynamic loops made static where that is exact (see ``_Unroll``), so
    Warp unrolls them and their adjoint is exact; and the number of loops left dynamic."""
    transformer = _Unroll(constants, _unroll_limit(max_unroll))
    tree = transformer.run(ast.parse(source))
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n", transformer.dynamic


class _NoMod(ast.NodeTransformer):
    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr == "mod" and isinstance(f.value, ast.Name) and len(node.args) == 2:
            a, b = node.args
            return ast.parse(
                f"(({ast.unparse(a)}) - wp.trunc(({ast.unparse(a)}) / ({ast.unparse(b)})) * ({ast.unparse(b)}))",
                mode="eval",
            ).body
        return node


class _NoFrac(ast.NodeTransformer):
    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr == "frac" and isinstance(f.value, ast.Name) and len(node.args) == 1:
            x = ast.unparse(node.args[0])
            return ast.parse(f"(({x}) - wp.trunc({x}))", mode="eval").body
        return node


def without_frac(source: str) -> str:
    """``wp.frac(x)`` written as ``x - trunc(x)`` (Warp's definition), whose adjoint is right."""
    return ast.unparse(ast.fix_missing_locations(_NoFrac().visit(ast.parse(source)))) + "\n"


def _local_names(func: ast.FunctionDef) -> set[str]:
    """Names a function assigns values to (its locals, as opposed to its arguments), less the
    in-kernel arrays and tiles (``buf = wp.zeros(...)``, ``t = wp.tile_zeros(...)``): ``buf[j] = e``
    writes an element, not a component of a vector or matrix."""
    assigned, arrays = set(), set()
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            names = {t.id for t in node.targets if isinstance(t, ast.Name)}
            assigned |= names
            if _makes_array(node.value):
                arrays |= names
    return assigned - arrays


def _makes_array(value: ast.expr) -> bool:
    call = value.func if isinstance(value, ast.Call) else None
    return (
        isinstance(call, ast.Attribute)
        and isinstance(call.value, ast.Name)
        and call.value.id == "wp"
        and (call.attr == "zeros" or call.attr.startswith("tile"))
    )


def _component_write_target(stmt: ast.AST, augmented: bool) -> str | None:
    """``v`` when ``stmt`` writes a component of ``v``: ``v.x += e`` / ``v[i] -= e`` when
    ``augmented``, else ``v.x = e`` / ``v[i] = e``."""
    if augmented and isinstance(stmt, ast.AugAssign) and isinstance(stmt.op, (ast.Add, ast.Sub)):
        target = stmt.target
    elif not augmented and isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        target = stmt.targets[0]
    else:
        return None
    if isinstance(target, (ast.Attribute, ast.Subscript)) and isinstance(target.value, ast.Name):
        return target.value.id
    return None


class _ComponentUpdatesAsSums:
    """``v.x += e`` / ``v[i] -= e`` on a local vector/matrix ``v`` -> ``_u = v * 0.0``,
    ``_u.x = 1.0``, ``v = v + _u * (e)``: the same value, through plain arithmetic (the
    component written is a fresh zero value's, so its adjoint cannot leak into ``v``)."""

    def __init__(self):
        self.count = 0

    def _block(self, body: list, locals_: set) -> list:
        out = []
        for stmt in body:
            for name in ("body", "orelse"):
                inner = getattr(stmt, name, None)
                if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                    setattr(stmt, name, self._block(inner, locals_))
            v = _component_write_target(stmt, augmented=True)
            if v is not None and v in locals_:
                u = f"_unit{self.count}"
                self.count += 1
                component = ast.unparse(stmt.target).replace(v, u, 1)
                sign = "+" if isinstance(stmt.op, ast.Add) else "-"
                out += [
                    ast.parse(f"{u} = {v} * 0.0").body[0],
                    ast.parse(f"{component} = 1.0").body[0],
                    ast.parse(f"{v} = {v} {sign} {u} * ({ast.unparse(stmt.value)})").body[0],
                ]
                continue
            out.append(stmt)
        return out

    def run(self, tree: ast.Module) -> ast.Module:
        for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
            func.body = self._block(func.body, _local_names(func))
        return tree


def with_component_updates_as_sums(source: str) -> str:
    """``source`` with in-place component updates of local vectors/matrices written as sums."""
    return ast.unparse(ast.fix_missing_locations(_ComponentUpdatesAsSums().run(ast.parse(source)))) + "\n"


def component_writes(source: str, augmented: bool) -> bool:
    """Whether a function of ``source`` writes a component of one of its local vectors/matrices."""
    tree = ast.parse(source)
    for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
        locals_ = _local_names(func)
        if any(_component_write_target(n, augmented) in locals_ for n in ast.walk(func)):
            return True
    return False


_SETTERS = {
    # in-place setter -> the same value as a new transform (``v`` the transform, ``e`` the part)
    "transform_set_rotation": "wp.transform(wp.transform_get_translation({v}), {e})",
    "transform_set_translation": "wp.transform({e}, wp.transform_get_rotation({v}))",
}


class _SettersAsAssignments(ast.NodeTransformer):
    """``wp.transform_set_rotation(v, q)`` (a statement that changes ``v`` in place) ->
    ``v = wp.transform(wp.transform_get_translation(v), q)``; likewise for the translation."""

    def visit_Expr(self, node: ast.Expr):
        call = node.value
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr in _SETTERS
            and len(call.args) == 2
            and isinstance(call.args[0], ast.Name)
        ):
            v, e = call.args[0].id, ast.unparse(call.args[1])
            return ast.parse(f"{v} = " + _SETTERS[call.func.attr].format(v=v, e=e)).body[0]
        return node


def in_place_setters(source: str) -> bool:
    return any(f"wp.{name}(" in source for name in _SETTERS)


def with_setters_as_assignments(source: str) -> str:
    """``source`` with in-place ``wp.transform_set_*`` calls written as assignments of new transforms."""
    return ast.unparse(ast.fix_missing_locations(_SettersAsAssignments().visit(ast.parse(source)))) + "\n"


def without_float_mod(source: str) -> str:
    """``wp.mod(a, b)`` written as ``a - trunc(a / b) * b`` (the same value for floats), whose
    adjoint Warp derives from its parts: the rewrite used to confirm Warp's ``adj_mod`` bug."""
    return ast.unparse(ast.fix_missing_locations(_NoMod().visit(ast.parse(source)))) + "\n"


_ATOMIC = re.compile(r"^atomic_(add|sub|min|max|exch|cas|and|or|xor)$")


def order_dependent_outputs(source: str) -> list[str]:
    """Arrays whose final values depend on thread order: atomic min/max mixed with any other
    write, atomic exchange/compare-and-swap, or plain stores mixed with atomics."""
    ops: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            match = _ATOMIC.match(name)
            if match and node.args and isinstance(node.args[0], ast.Name):
                kind = {"sub": "add"}.get(match.group(1), match.group(1))
                ops.setdefault(node.args[0].id, set()).add(kind)
        elif isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name):
                    kind = (
                        "add"
                        if isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub))
                        else "store"
                    )
                    ops.setdefault(t.value.id, set()).add(kind)
    dependent = []
    for name, kinds in ops.items():
        atomic = kinds - {"store"}
        if (
            kinds & {"exch", "cas", "and", "or", "xor"}
            or (kinds & {"min", "max"} and len(kinds) > 1)
            or ("store" in kinds and atomic)
        ):
            dependent.append(name)
    return sorted(dependent)


# Builtins Warp registers as not differentiable (its language reference says so) through which a
# non-zero derivative can flow; the others of that kind are piecewise constant (floor, sign, ...),
# integer-valued, random, geometry queries or control, and cannot make a gradient check fail.
NON_DIFFERENTIABLE_CARRIERS = ("frac", "zeros", "select")


def not_differentiable(builtins) -> list[str]:
    """Of ``builtins`` (names without ``wp.``), those Warp registers as not differentiable through which
    a derivative would flow: a kernel using one fails a gradient check by Warp's documented design."""
    documented = warp_api.non_differentiable_builtins()
    return sorted(
        b
        for b in set(builtins)
        if b in documented and (b in NON_DIFFERENTIABLE_CARRIERS or b.startswith(("tile_", "dense_")))
    )


def not_applicable(spec: KernelSpec, kernel) -> str:
    """Why the adjoint of this kernel cannot be checked ("" when it can)."""
    if spec.gradcheck_na:
        return spec.gradcheck_na
    if not warp_api.backward_enabled(kernel):
        return "Warp generates no adjoint for this kernel (enable_backward=False)"
    roles = {a.name: a.role for a in spec.args}
    if any(a.kind == "array" and a.role == "inout" for a in spec.args):
        return "an array is both read and written: Warp's adjoint does not separate the input and output roles"
    racy = [n for n in order_dependent_outputs(spec.source) if roles.get(n) in ("out", "inout")]
    if racy:
        return f"order-dependent outputs ({', '.join(racy)}): atomic min/max mixed with other writes, so no derivative is defined"
    return ""


# --------------------------------------------------------------------------- the check


@dataclass
class GradResult:
    status: str  # "pass" | "fail" | "n/a"
    max_error: float | None
    reason: str
    precision: str = ""
    entries: int = 0
    kinks: int = 0
    details: dict = field(default_factory=dict)


def _labels(host, which: str) -> list[str]:
    labels = []
    for h in host:
        if which == "in" and not (h.is_array and h.is_float and h.spec.role == "in"):
            continue
        if which == "out" and not (h.is_array and h.is_float and h.spec.role == "out"):
            continue
        value = np.asarray(h.value)
        n_elem = int(np.prod(h.spec.shape))
        comp = value.size // n_elem
        for i in range(value.size):
            index = np.unravel_index(i // comp, tuple(h.spec.shape))
            labels.append(f"{h.spec.name}{list(map(int, index))}" + (f"[{i % comp}]" if comp > 1 else ""))
    return labels


def jacobians(kernel, spec: KernelSpec, host: list, block_dim: int, tol: Tolerance) -> dict:
    """AD and finite-difference Jacobians (and what is needed to explain mismatches)."""
    args = runtime.to_warp(host, kernel, "cpu", requires_grad=True)
    xs = [i for i, h in enumerate(host) if h.is_array and h.is_float and h.spec.role == "in"]
    ys = [i for i, h in enumerate(host) if h.is_array and h.is_float and h.spec.role == "out"]
    outs = [i for i, h in enumerate(host) if h.is_array and h.spec.role == "out"]
    x_view = [args[i].numpy().reshape(-1) for i in xs]
    y_view = [args[i].numpy().reshape(-1) for i in ys]
    out_view = [args[i].numpy().reshape(-1) for i in outs]
    x0 = [v.copy() for v in x_view]
    # Every launch below is on these same arrays, only their contents change: recorded once, replayed.
    grads = [a.grad if isinstance(a, wp.array) and a.requires_grad else zero_like(a) for a in args]
    forward_launch = runtime.launch(kernel, spec, args, block_dim, record=True)
    adjoint_launch = runtime.launch(kernel, spec, args, block_dim, adj_args=grads, record=True)

    def forward() -> np.ndarray:
        for v in out_view:
            v[:] = 0
        forward_launch.launch()
        return np.concatenate([v.astype(np.float64) for v in y_view])

    f0 = forward()
    # Adjoint: one backward launch per output scalar, on the arrays the forward pass left.
    gx = [args[i].grad.numpy().reshape(-1) for i in xs]
    gy = [args[i].grad.numpy().reshape(-1) for i in ys]
    grad_views = [g.numpy().reshape(-1) for g in grads if isinstance(g, wp.array) and not warp_api.is_struct(g.dtype)]
    m, n = len(f0), sum(v.size for v in x_view)
    ad = np.empty((m, n))
    row = 0
    for k, view in enumerate(gy):
        for j in range(view.size):
            for g in grad_views:
                g[:] = 0
            gy[k][j] = 1
            adjoint_launch.launch()
            ad[row] = np.concatenate([g.astype(np.float64) for g in gx])
            row += 1
    # Finite differences: central, step h (relative beyond 1), from the rounded inputs actually used.
    plus, minus, steps = np.empty((m, n)), np.empty((m, n)), np.empty(n)
    col = 0
    for k, view in enumerate(x_view):
        for j in range(view.size):
            x = float(x0[k][j])
            h = tol.step * max(1.0, abs(x))
            view[j] = x + h
            xp = float(view[j])
            plus[:, col] = forward()
            view[j] = x - h
            xm = float(view[j])
            minus[:, col] = forward()
            view[j] = x0[k][j]
            steps[col] = (xp - xm) / 2
            col += 1

    def probe(col: int, multiples: tuple[float, ...]) -> list[tuple[float, np.ndarray]]:
        """(actual offset, f) at x + m * h for one column: only for entries that need explaining."""
        k, j = _locate(x_view, col)
        x = x0[k][j]
        values = []
        for m in multiples:
            x_view[k][j] = x + m * steps[col]
            values.append((float(x_view[k][j]) - float(x), forward()))
        x_view[k][j] = x
        return values

    def nudged_adjoint(rows: list[int]) -> np.ndarray:
        """Adjoint rows with every input moved by a few ulp of the precision (seeded signs): a
        derivative that is not rounding noise barely moves."""
        rng = runtime.case_rng(spec.case_id, "nudge")
        for k, view in enumerate(x_view):
            view[:] = x0[k] * (1 + tol.nudge * rng.choice((-1.0, 1.0), size=view.size))
        forward()
        flat = [(k, j) for k, view in enumerate(gy) for j in range(view.size)]
        result = np.empty((len(rows), n))
        for i, r in enumerate(rows):
            for g in grad_views:
                g[:] = 0
            k, j = flat[r]
            gy[k][j] = 1
            adjoint_launch.launch()
            result[i] = np.concatenate([g.astype(np.float64) for g in gx])
        for k, view in enumerate(x_view):
            view[:] = x0[k]
        forward()
        return result

    return {
        "f0": f0,
        "ad": ad,
        "plus": plus,
        "minus": minus,
        "steps": steps,
        "probe": probe,
        "nudged_adjoint": nudged_adjoint,
    }


def zero_like(value):
    if isinstance(value, wp.array):
        return wp.zeros_like(value)
    try:
        return type(value)()
    except TypeError:
        return 0


def _locate(views, col: int) -> tuple[int, int]:
    for k, v in enumerate(views):
        if col < v.size:
            return k, col
        col -= v.size
    raise IndexError(col)


def compare(j: dict, tol: Tolerance) -> dict:
    """Entry-by-entry verdicts. An entry that misses the tolerance at step h is judged again by,
    in order:

    1. Richardson extrapolation from steps h and 2h (a smooth function's truncation error);
    2. central differences at h/10, h/100 and h/1000: once they settle (each changes less, the
       last by under 1%), the adjoint must match the finest, within the tolerance plus twice
       the last change. A kink or jump farther than h/1000 from the input is outside these
       steps, so the adjoint is held to the derivative of the branch it is on;
    3. if they do not settle: a kink or jump right at the input (the one-sided derivatives
       disagree) with the adjoint matching one of them is counted as *kink*; anything else is
       *unresolved* (the function is not smooth at the scale of any usable step there).
    """
    f0, ad, steps = j["f0"], j["ad"], j["steps"]
    fd = (j["plus"] - j["minus"]) / (2 * steps)
    scale = np.maximum(1.0, np.abs(f0))[:, None]

    def tolerance(ref: float, s: float) -> float:
        return tol.atol * s + tol.rtol * abs(ref)

    err = np.abs(ad - fd)
    bad = ~(err <= tol.atol * scale + tol.rtol * np.abs(fd))
    reference = fd.copy()
    kinks, failures, unresolved = [], [], []
    for c in np.unique(np.nonzero(bad)[1]):
        (d2, p2), (e2, m2) = j["probe"](c, (2.0, -2.0))
        h = steps[c]
        central2 = (p2 - m2) / (d2 - e2)
        rich = (4 * fd[:, c] - central2) / 3
        right = (-3 * f0 + 4 * j["plus"][:, c] - p2) / (2 * h)
        left = (3 * f0 - 4 * j["minus"][:, c] + m2) / (2 * h)
        small = None
        for r in np.nonzero(bad[:, c])[0]:
            s = scale[r, 0]
            a = ad[r, c]
            reference[r, c] = rich[r]
            if np.isfinite(a) and abs(a - rich[r]) <= 2 * tolerance(rich[r], s):
                continue
            if small is None:
                probes = j["probe"](c, (0.1, -0.1, 0.01, -0.01, 0.001, -0.001))
                small = [(fp - fm) / (dp - dm) for (dp, fp), (dm, fm) in zip(probes[::2], probes[1::2], strict=True)]
            c10, c100, c1000 = (v[r] for v in small)
            error = abs(c100 - c1000)
            settled = abs(c10 - c100) <= 0.1 * abs(c100) + 2 * tolerance(c100, s)
            if settled and error <= 0.01 * abs(c1000) + 2 * tolerance(c1000, s):
                reference[r, c] = c1000
                if np.isfinite(a) and abs(a - c1000) <= 2 * tolerance(c1000, s) + 2 * error:
                    continue
                failures.append((r, c, a, fd[r, c], rich[r], left[r], right[r], c1000))
                continue
            kink = abs(right[r] - left[r]) > 2 * (tolerance(right[r], s) + tolerance(left[r], s))
            side = min(abs(a - left[r]) - 2 * tolerance(left[r], s), abs(a - right[r]) - 2 * tolerance(right[r], s))
            if np.isfinite(a) and kink and side <= 0:
                kinks.append((r, c))
            else:
                unresolved.append((r, c, a, fd[r, c], c10, c1000))
    if failures and "nudged_adjoint" in j:
        # An adjoint that changes when the inputs move by a few ulp is differentiating rounding
        # noise (e.g. normalize of a vector that is zero in exact arithmetic: Warp normalizes any
        # non-zero vector): neither it nor finite differences mean anything there.
        # A row is judged as a whole: rounding noise upstream of an output makes its row move.
        rows = sorted({f[0] for f in failures})
        nudged = dict(zip(rows, j["nudged_adjoint"](rows), strict=True))
        moved = {r for r in rows if not np.all(np.abs(nudged[r] - ad[r]) <= tol.moved * np.maximum(1.0, np.abs(ad[r])))}
        unresolved += [(f[0], f[1], f[2], f[3], nudged[f[0]][f[1]], f[7]) for f in failures if f[0] in moved]
        failures = [f for f in failures if f[0] not in moved]
    normalised = np.abs(ad - reference) / np.maximum(1.0, np.abs(reference))
    for r, c, *_ in [*kinks, *unresolved]:
        normalised[r, c] = 0.0
    return {
        "fd": fd,
        "reference": reference,
        "kinks": kinks,
        "failures": failures,
        "unresolved": unresolved,
        "normalised": normalised,
    }


def check(kernel, spec: KernelSpec, host: list, block_dim: int, precision: str) -> GradResult:
    """Run the comparison on ``kernel`` (the float64 copy or the float32 original)."""
    tol = TOLERANCES[precision]
    if not any(h.is_array and h.is_float and h.spec.role == "in" for h in host) or not any(
        h.is_array and h.is_float and h.spec.role == "out" for h in host
    ):
        return GradResult("n/a", None, "no floating-point input array or no floating-point output array", precision)
    j = jacobians(kernel, spec, host, block_dim, tol)
    verdict = compare(j, tol)
    rows, cols = _labels(host, "out"), _labels(host, "in")
    entries = j["ad"].size
    max_error = float(np.max(verdict["normalised"])) if entries else 0.0
    if not np.isfinite(max_error):
        max_error = float("inf")
    kinks = len(verdict["kinks"])
    kink_note = f"; {kinks} entries straddled a kink or jump (AD matched a one-sided derivative)" if kinks else ""
    tol_note = f"{precision}, step {tol.step:g}, rtol {tol.rtol:g}, atol {tol.atol:g}"
    if verdict["failures"]:
        worst = max(verdict["failures"], key=lambda f: abs(f[2] - f[7]) if np.isfinite(f[2]) else np.inf)
        r, c, a, fd, rich, left, right, small = worst
        reason = (
            f"{len(verdict['failures'])} of {entries} Jacobian entries differ ({tol_note}); worst "
            f"d{rows[r]}/d{cols[c]}: AD {a:.9g}, FD {fd:.9g} (extrapolated {rich:.9g}, one-sided {left:.9g} / "
            f"{right:.9g}, step h/1000 {small:.9g}){kink_note}"
        )
        return GradResult("fail", max_error, reason, precision, entries, kinks, {"failures": len(verdict["failures"])})
    if verdict["unresolved"]:
        r, c, a, fd, c10, c1000 = verdict["unresolved"][0]
        reason = (
            f"unresolved: at {len(verdict['unresolved'])} of {entries} Jacobian entries finite differences do not "
            f"converge or the adjoint moves when the inputs move by a few ulp (the kernel is not smooth at the scale "
            f"of any usable step there, or amplifies rounding noise: ill-conditioned), e.g. "
            f"d{rows[r]}/d{cols[c]}: AD {a:.9g}, FD {fd:.9g} / {c10:.9g} / {c1000:.9g} at steps h, h/10, h/1000; "
            f"the other entries agree ({tol_note}; max |AD-FD|/max(1,|FD|) = {max_error:.2e}){kink_note}"
        )
        return GradResult("n/a", None, reason, precision, entries, kinks, {"unresolved": len(verdict["unresolved"])})
    vacuous = entries > 0 and not np.any(j["ad"]) and not np.any(verdict["fd"])
    reason = f"{entries} Jacobian entries agree ({tol_note}); max |AD-FD|/max(1,|FD|) = {max_error:.2e}{kink_note}"
    if vacuous:
        reason = "vacuous: no output depends on any input (every derivative is 0); " + reason
    return GradResult("pass", max_error, reason, precision, entries, kinks, {"vacuous": vacuous})


def rounding_spread(kernel, spec: KernelSpec, host: list, block_dim: int, trials: int = 3) -> dict[str, np.ndarray]:
    """Per output element: how far the outputs of ``kernel`` move when every floating-point
    input is perturbed by one float32 rounding (relative noise 2^-24, seeded by the case id).
    Large values mean the kernel is ill-conditioned at these inputs: float32 results there
    carry large rounding errors (on any device)."""
    base = runtime.outputs(host, _run_once(kernel, spec, host, block_dim))
    spread = {name: np.zeros(value.shape) for name, value in base.items()}
    rng = runtime.case_rng(spec.case_id, "rounding")
    for _ in range(trials):
        noisy = []
        for h in host:
            value = h.value
            if h.is_float and not isinstance(value, dict):
                v = np.asarray(value, dtype=np.float64)
                value = v * (1 + FLOAT32_ROUNDING * rng.uniform(-1, 1, size=v.shape))
            noisy.append(runtime.HostArg(h.spec, value, h.is_float))
        outs = runtime.outputs(noisy, _run_once(kernel, spec, noisy, block_dim))
        for name, value in outs.items():
            if value.dtype.kind == "f":
                spread[name] = np.maximum(spread[name], np.abs(value.astype(np.float64) - base[name]))
    return spread


def _run_once(kernel, spec, host, block_dim):
    args = runtime.to_warp(host, kernel)
    runtime.launch(kernel, spec, args, block_dim)
    return args


def copy_agrees(
    original: dict[str, np.ndarray], copy: dict[str, np.ndarray], spread: dict[str, np.ndarray] | None = None
) -> tuple[bool, float, float]:
    """Whether the float64 copy computes what the original does: (agrees, worst relative
    difference, worst difference not explained by ill-conditioning)."""
    worst = unexplained = 0.0
    for name, value in original.items():
        if value.dtype.kind != "f":
            if not np.array_equal(value, copy[name]):
                return False, float("inf"), float("inf")
            continue
        a, b = value.astype(np.float64), copy[name].astype(np.float64)
        if np.any(np.isnan(a) != np.isnan(b)):
            return False, float("inf"), float("inf")
        with np.errstate(invalid="ignore"):
            diff = np.nan_to_num(np.abs(a - b), nan=0.0)
        rel = diff / np.maximum(1.0, np.abs(b))
        worst = max(worst, float(rel.max()) if rel.size else 0.0)
        allowed = COPY_AGREEMENT * np.maximum(1.0, np.abs(b))
        if spread is not None:
            allowed = np.maximum(allowed, CONDITIONING_FACTOR * spread[name])
        excess = np.where(diff > allowed, rel, 0.0)
        unexplained = max(unexplained, float(excess.max()) if excess.size else 0.0)
    return unexplained == 0.0, worst, unexplained
