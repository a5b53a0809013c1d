"""Rewrites and static analysis of a kernel's Python source (``ast``), for the gradient check and
the validation ladder: the float64 copy (``to_float64``), dynamic loops made static (``unrolled``,
in harness/validate/loops.py),
builtins spelt out (``without_frac``, ``without_float_mod``), component updates as sums
(``with_component_updates_as_sums``), transform setters as assignments (``with_setters_as_assignments``),
and what a source does (``component_writes``, ``order_dependent_outputs``, ...; its loops: loops.py).
harness/validate/gradcheck.py's docstring has the policy they serve; the bug registry's detectors
(harness/validate/bugs) use the analyses too."""

from __future__ import annotations

import ast
import functools
import re

import warp as wp

from harness import warp_api

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
        # Warp refuses the two-part form of a float64 spatial vector (registered: warp-spatial-vector-float64-halves)
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


def with_adjoint(source: str) -> str:
    """The same program with Warp's adjoint enabled wherever the source disables it: the copy a
    gradient check of a kernel built with ``enable_backward=False`` runs on (its forward code is
    Warp's same forward; only the backward it was built without is added)."""
    if "enable_backward" not in source:
        return source
    return ast.unparse(ast.fix_missing_locations(_EnableAdjoint().visit(ast.parse(source)))) + "\n"


class _EnableAdjoint(ast.NodeTransformer):
    """``enable_backward=False`` keywords, ``{"enable_backward": False}`` option dicts and
    ``wp.config.enable_backward = False`` made True."""

    def visit_keyword(self, node: ast.keyword) -> ast.keyword:
        self.generic_visit(node)  # ``module_options={"enable_backward": False}``: the dict within
        if node.arg == "enable_backward":
            node.value = ast.Constant(True)
        return node

    def visit_Dict(self, node: ast.Dict) -> ast.Dict:
        self.generic_visit(node)
        for i, key in enumerate(node.keys):
            if isinstance(key, ast.Constant) and key.value == "enable_backward":
                node.values[i] = ast.Constant(True)
        return node

    def visit_Assign(self, node: ast.Assign) -> ast.Assign:
        self.generic_visit(node)  # ``module_options = {"enable_backward": False}``, passed on by name
        if any(isinstance(t, ast.Attribute) and t.attr == "enable_backward" for t in node.targets):
            node.value = ast.Constant(True)
        return node


def to_float64_with_adjoint(source: str) -> str:
    """The float64 copy validation builds, with the adjoint enabled wherever the source disables it
    (``with_adjoint``): the copy a gradient check of a kernel built with ``enable_backward=False`` runs on."""
    return with_adjoint(to_float64_converting(source))


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
    ``augmented``, else ``v.x = e`` / ``v[i] = e``, and ``v[i] *= e`` (any other operator: Warp reads
    the component, combines and assigns it back, a re-assignment)."""
    if isinstance(stmt, ast.AugAssign) and isinstance(stmt.op, (ast.Add, ast.Sub)) == augmented:
        target = stmt.target
    elif not augmented and isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        target = stmt.targets[0]
    else:
        return None
    if isinstance(target, ast.Attribute) and target.attr not in _COMPONENTS:
        return None  # a struct's field, not a component
    if isinstance(target, (ast.Attribute, ast.Subscript)) and isinstance(target.value, ast.Name):
        return target.value.id
    return None


_COMPONENTS = {"x", "y", "z", "w"}


class _ComponentUpdatesAsSums:
    """``v.x += e`` / ``v[i] -= e`` on a local vector/matrix ``v`` (or a parameter passed by value) -> ``_u = v * 0.0``,
    ``_u.x = 1.0``, ``v = v + _u * (e)``: the same value, through plain arithmetic (the
    component written is a fresh zero value's, so its adjoint cannot leak into ``v``). With
    ``assignments``, the re-assignments instead (``v[i] = e``, ``v[i] *= e``) -> ``_d = v * 0.0``,
    ``_d[i] = (e) - v[i]``, ``v = v + _d``."""

    def __init__(self, assignments: bool = False):
        self.count = 0
        self.assignments = assignments

    def _block(self, body: list, locals_: set) -> list:
        out = []
        for stmt in body:
            for name in ("body", "orelse"):
                inner = getattr(stmt, name, None)
                if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                    setattr(stmt, name, self._block(inner, locals_))
            target = stmt.targets[0] if isinstance(stmt, ast.Assign) else getattr(stmt, "target", None)
            v = _component_write_target(stmt, augmented=not self.assignments)
            if v is not None and v in locals_:
                u = f"_{'delta' if self.assignments else 'unit'}{self.count}"
                self.count += 1
                component = ast.unparse(target).replace(v, u, 1)
                if not self.assignments:
                    sign = "+" if isinstance(stmt.op, ast.Add) else "-"
                    fill, update = "1.0", f"{v} = {v} {sign} {u} * ({ast.unparse(stmt.value)})"
                else:
                    # The change itself goes into the fresh value's component: a scalar, a matrix row or a
                    # slice (``v[1:6] = e``) alike.
                    value = stmt.value if isinstance(stmt, ast.Assign) else ast.BinOp(target, stmt.op, stmt.value)
                    fill, update = f"({ast.unparse(value)}) - {ast.unparse(target)}", f"{v} = {v} + {u}"
                out += [
                    ast.parse(f"{u} = {v} * 0.0").body[0],
                    ast.parse(f"{component} = {fill}").body[0],
                    ast.parse(update).body[0],
                ]
                continue
            out.append(stmt)
        return out

    def run(self, tree: ast.Module) -> ast.Module:
        for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
            func.body = self._block(func.body, _local_names(func) | kernel_value_params(func))
        return tree


def with_component_updates_as_sums(source: str) -> str:
    """``source`` with in-place component updates of local vectors/matrices written as sums."""
    return ast.unparse(ast.fix_missing_locations(_ComponentUpdatesAsSums().run(ast.parse(source)))) + "\n"


def with_component_assignments_as_sums(source: str) -> str:
    """``source`` with component re-assignments of local vectors/matrices (``v[i] = e``, ``v[i] *= e``)
    written as sums, ``v = v + d`` with ``d[i] = (e) - v[i]`` in a fresh zero ``d``: the same values, with no
    component assigned twice."""
    tree = _ComponentUpdatesAsSums(assignments=True).run(ast.parse(source))
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def component_writes(source: str, augmented: bool) -> bool:
    """Whether a function of ``source`` writes a component of one of its local vectors/matrices;
    assignments (not ``augmented``) count on a ``@wp.func``'s vector/matrix parameters too: a
    parameter holds its argument's value, so ``p[2] = s`` re-assigns a component, which Warp's
    differentiability guide does not support (copying the parameter first changes nothing)."""
    tree = ast.parse(source)
    for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
        locals_ = _local_names(func) | (
            kernel_value_params(func) if augmented else set(_value_params(func)) if _is_wp_func(func) else set()
        )
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


_SCALAR_ANNOTATION = re.compile(r"^(?:wp\.)?(?:float|int|bool|float16|float32|float64|half|u?int(?:8|16|32|64))$")


def _value_params(func: ast.FunctionDef) -> dict[str, str]:
    """A function's value-type parameters (vector, matrix, ...; not arrays or scalars): name -> annotation."""
    return {
        a.arg: ast.unparse(a.annotation)
        for a in func.args.args
        if a.annotation is not None
        and "array" not in ast.unparse(a.annotation)
        and not _SCALAR_ANNOTATION.match(ast.unparse(a.annotation))
    }


def _written_params(func: ast.FunctionDef) -> dict[str, str]:
    """A ``@wp.func``'s value-type parameters (vector, matrix, ...; not arrays or scalars) whose
    components or fields it assigns or updates (``p[2] = s``, ``p.z += s``) before rebinding the name
    (later writes are to a local): name -> annotation."""
    params = _value_params(func)
    written = {}
    for node in (n for stmt in func.body for n in ast.walk(stmt)):
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
        )
        for t in targets:
            if isinstance(t, ast.Name):
                params.pop(t.id, None)
            elif (
                isinstance(t, (ast.Subscript, ast.Attribute)) and isinstance(t.value, ast.Name) and t.value.id in params
            ):
                written[t.value.id] = params[t.value.id]
    return written


def kernel_value_params(func: ast.FunctionDef) -> set[str]:
    """A kernel's value-type parameters (``dt: wp.vec2``): its own copies, updated as locals are; a
    ``@wp.func``'s are left to ``with_func_params_copied``."""
    return set() if _is_wp_func(func) else set(_value_params(func))


def _is_wp_func(node: ast.AST) -> bool:
    return isinstance(node, ast.FunctionDef) and any(
        ast.unparse(d.func if isinstance(d, ast.Call) else d) in ("wp.func", "warp.func", "func")
        for d in node.decorator_list
    )


def func_param_writes(source: str) -> bool:
    """Whether a ``@wp.func`` of the source writes a component of one of its own value-type parameters."""
    return any(_is_wp_func(n) and _written_params(n) for n in ast.walk(ast.parse(source)))


def with_func_params_copied(source: str) -> str:
    """Each ``@wp.func`` that writes a component of its own value-type parameter ``p: T`` starts with
    ``p = T(p)``: the same program (the argument is passed by value either way), with the writes on
    a local copy, whose adjoint Warp keeps apart from the caller's (registered:
    warp-func-param-component-adjoint)."""
    tree = ast.parse(source)
    for func in (n for n in ast.walk(tree) if _is_wp_func(n)):
        copies = [
            ast.parse(f"{name} = {annotation}({name})").body[0]
            for name, annotation in _written_params(func).items()
            if re.fullmatch(r"(?:wp\.)?\w+", annotation)  # a type that constructs a copy of its value
        ]
        docstring = int(
            bool(func.body) and isinstance(func.body[0], ast.Expr) and isinstance(func.body[0].value, ast.Constant)
        )
        func.body[docstring:docstring] = copies
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def without_float_mod(source: str) -> str:
    """``wp.mod(a, b)`` written as ``a - trunc(a / b) * b`` (the same value for floats), whose
    adjoint Warp derives from its parts: the rewrite used to confirm Warp's ``adj_mod`` bug."""
    return ast.unparse(ast.fix_missing_locations(_NoMod().visit(ast.parse(source)))) + "\n"


_ATOMIC = re.compile(r"^atomic_(add|sub|min|max|exch|cas|and|or|xor)$")


def order_dependent_outputs(source: str) -> list[str]:
    """Arrays whose final values depend on thread order: atomic min/max mixed with any other
    write, atomic exchange/compare-and-swap, or plain stores mixed with atomics. Only the kernel's
    parameters count: a local vector or matrix updated in place (``m[1, 1] += x``), or a ``@wp.func``'s
    own value parameter written so (a copy of the caller's), is per thread."""
    ops: dict[str, set[str]] = {}
    tree = ast.parse(source)
    functions = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]
    kernels = [f for f in functions if any("kernel" in ast.unparse(d) for d in f.decorator_list)] or functions
    parameters = {a.arg for f in kernels for a in f.args.args}
    for node in ast.walk(tree):
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
        if name not in parameters:
            continue
        atomic = kinds - {"store"}
        if (
            kinds & {"exch", "cas", "and", "or", "xor"}
            or (kinds & {"min", "max"} and len(kinds) > 1)
            or ("store" in kinds and atomic)
        ):
            dependent.append(name)
    return sorted(dependent)


def outputs_read_back(source: str, outputs: set[str]) -> list[str]:
    """Of the arrays ``outputs`` of a kernel of ``source`` (and the array parameters of its ``@wp.func``s),
    those a function both stores into (``y[i] = e``) and reads (``e = y[j]``): an element it overwrites,
    Warp's adjoint reads at its last value (its documentation, 'Array Overwrites'). ``y[i] += e`` alone
    is an atomic update, not a read."""
    found = []
    for func in (n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef)):
        if any("kernel" in ast.unparse(d) for d in func.decorator_list):
            names = outputs
        elif _is_wp_func(func):
            names = {a.arg for a in func.args.args if a.annotation is not None and "array" in ast.unparse(a.annotation)}
        else:
            continue
        updated = {id(n.target) for n in ast.walk(func) if isinstance(n, ast.AugAssign)}
        stored, read = set(), set()
        for node in ast.walk(func):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in names:
                if isinstance(node.ctx, ast.Store) and id(node) not in updated:
                    stored.add(node.value.id)
                elif isinstance(node.ctx, ast.Load):
                    read.add(node.value.id)
        found += [name for name in sorted(stored & read) if name not in found]
    return found


def _is_custom_gradient(decorator: ast.expr) -> bool:
    """``@wp.func_grad(f)``: the adjoint of ``f`` its author wrote."""
    return isinstance(decorator, ast.Call) and ast.unparse(decorator.func) == "wp.func_grad" and bool(decorator.args)


def custom_gradients(source: str) -> list[str]:
    """The functions of ``source`` whose derivative a ``@wp.func_grad`` of the source replaces."""
    return [
        ast.unparse(d.args[0])
        for f in ast.walk(ast.parse(source))
        if isinstance(f, ast.FunctionDef)
        for d in f.decorator_list
        if _is_custom_gradient(d)
    ]


def without_custom_gradients(source: str) -> str:
    """``source`` without its ``@wp.func_grad`` functions: Warp derives those functions' adjoints itself."""
    tree = ast.parse(source)
    tree.body = [
        node
        for node in tree.body
        if not (isinstance(node, ast.FunctionDef) and any(_is_custom_gradient(d) for d in node.decorator_list))
    ]
    return ast.unparse(tree) + "\n"


_KEPT_ATOMICS = ("wp.atomic_add", "wp.atomic_sub")


def _kept_atomic_calls(tree: ast.AST) -> list[ast.Call]:
    """The ``wp.atomic_add`` / ``wp.atomic_sub`` calls of ``tree`` whose result is used (not statements of their own)."""
    nodes = list(ast.walk(tree))
    bare = {id(n.value) for n in nodes if isinstance(n, ast.Expr)}
    return [n for n in nodes if isinstance(n, ast.Call) and ast.unparse(n.func) in _KEPT_ATOMICS and id(n) not in bare]


class _AtomicsInHelpers(ast.NodeTransformer):
    def __init__(self, kept: set[int]):
        self.kept, self.helpers = kept, set()

    def visit_Call(self, node):
        self.generic_visit(node)
        if id(node) in self.kept and not node.keywords:
            name = f"_replayed_{ast.unparse(node.func).removeprefix('wp.')}{len(node.args)}"
            self.helpers.add((name, ast.unparse(node.func), len(node.args)))
            return ast.Call(ast.Name(name, ast.Load()), node.args, [])
        return node


def with_kernel_atomics_in_helpers(source: str) -> str:
    """``source`` with each atomic's result a kernel keeps taken through a generic ``@wp.func`` of its own
    (``slot = wp.atomic_add(c, 0, 1)`` -> ``slot = _replayed_atomic_add3(c, 0, 1)``): the same forward. The
    backward's replay then calls the helper, so the atomic runs again, where in the kernel's own body the
    replay leaves it out and reads its result unset (warp-atomic-result-adjoint)."""
    tree = ast.parse(source)
    kernels = [
        f
        for f in tree.body
        if isinstance(f, ast.FunctionDef) and any("kernel" in ast.unparse(d) for d in f.decorator_list)
    ]
    moved = _AtomicsInHelpers({id(c) for f in kernels for c in _kept_atomic_calls(f)})
    for f in kernels:
        moved.visit(f)
    if not moved.helpers:
        return source
    helpers = [
        ast.parse(
            f"@wp.func\ndef {name}({', '.join(f'a{i}: typing.Any' for i in range(n))}):\n"
            f"    return {atomic}({', '.join(f'a{i}' for i in range(n))})\n"
        ).body[0]
        for name, atomic, n in sorted(moved.helpers)
    ]
    docstring = lambda node: isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)  # noqa: E731
    first = next(
        (
            i
            for i, node in enumerate(tree.body)
            if not (isinstance(node, (ast.Import, ast.ImportFrom)) or docstring(node))
        ),
        len(tree.body),
    )  # after a docstring and `from __future__` imports
    tree.body[first:first] = [ast.parse("import typing").body[0], *helpers]
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def keeps_atomic_result(source: str) -> bool:
    """Whether ``source`` keeps the result of a ``wp.atomic_add`` / ``wp.atomic_sub`` (a slot a counter
    hands out: ``slot = wp.atomic_add(n, 0, 1)``, ``d = base + wp.atomic_add(...)``, ``return ...``),
    rather than calling it as a statement of its own."""
    return bool(_kept_atomic_calls(ast.parse(source)))
