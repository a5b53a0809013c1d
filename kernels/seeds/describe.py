"""Describe a real kernel's inputs so that it can be launched, or say why it cannot be.

A harvested kernel comes without launch inputs. :func:`describe` reads its ``@wp.kernel`` and
describes the launch the way a generated kernel's spec does (arguments with dtypes, shapes, input
domains and roles, launch dimensions) when the kernel is simple enough for the description to be
safe by reading alone:

- a 1D, 2D or 3D launch (``tid = wp.tid()`` / ``i, j = wp.tid()``) as the body's first statement;
- parameters that are arrays of a value type, or scalars (float, int, bool, vectors, matrices,
  quaternions, transforms), written ``wp.array(dtype=T)``, ``wp.array[T]`` or ``wp.array2d[T]``,
  ``T`` a Warp type (``wp.float32``, ``float``, ``bool``, or a name the module binds to one:
  ``int32 = wp.int32``, ``from warp import vec3``): no structs, handles (``uint64``), ``Any``,
  types the module makes (``wp.types.vector(6, float)``) or tiles;
- every array subscript is exactly the thread index (``a[tid]``, ``a[i, j]``) on an array of the
  launch's dimensionality, or an atomic on such an element: no gathers, no data-dependent indices;
- arrays are passed to nothing else (``a.shape`` aside);
- divisors, ``sqrt``/``log`` arguments and ``%``/``//`` operands are positive for any input in the
  domains described (positive literals, parameters, values read from input arrays, and sums and
  products of those); no ``acos``/``asin``/``inverse``, no ``while`` loop, neither in the kernel
  nor in the ``@wp.func``s of the module it calls (which see no array: arrays go nowhere).

Input values are drawn from positive domains (floats 0.5..1.5, integer scalars 1..4), which real
code's divisions by masses, lengths and counts expect; integer arrays hold 0..3 (not positive:
never a divisor by the rule above), booleans 0 or 1.

A refusal's message starts with its kind (``"while loop"``, ``"parameter of an unsupported
type"``, ...), then, after ``": "``, the detail: :func:`reason_kind` gives the kind back, for
counting refusals by reason.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from kernels.spec import ArgSpec

LAUNCH_SHAPES = {1: (16,), 2: (4, 4), 3: (2, 4, 2)}
FLOAT_DOMAIN = (0.5, 1.5)
INT_DOMAIN = (1.0, 4.0)
INT_ARRAY_DOMAIN = (0.0, 3.0)
BOOL_DOMAIN = (0.0, 1.0)

# Warp type name (as written after ``wp.``, or the Python builtin) -> the spec's dtype name.
VALUE_TYPES = {
    "float": "float",
    "float32": "float",
    "float64": "float64",
    "float16": "float16",
    "int": "int",
    "int32": "int",
    # uint64 is left out: real code passes handles (mesh, BVH ids) and hashes in it
    **{t: t for t in ("int8", "int16", "int64", "uint8", "uint16", "uint32", "bool", "vec2i", "vec3i", "vec4i")},
    **{t: t for t in ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44", "quat", "transform")},
    **{t: t for t in ("vec2d", "vec3d", "vec4d", "mat22d", "mat33d", "mat44d", "quatd", "transformd")},
    "vec2f": "vec2",
    "vec3f": "vec3",
    "vec4f": "vec4",
    "mat22f": "mat22",
    "mat33f": "mat33",
    "mat44f": "mat44",
    "quatf": "quat",
    "transformf": "transform",
    "spatial_vector": "spatial_vector",
    "spatial_vectorf": "spatial_vector",
    "spatial_vectord": "spatial_vectord",
    "spatial_matrix": "spatial_matrix",
    "spatial_matrixf": "spatial_matrix",
    "spatial_matrixd": "spatial_matrixd",
}
BUILTIN_TYPES = ("float", "int", "bool")  # Python's names Warp takes as float32, int32, bool
INTEGER_TYPES = frozenset({"int", "int8", "int16", "int64", "uint8", "uint16", "uint32", "vec2i", "vec3i", "vec4i"})
# Scalars drawn from a positive domain: their values, and those of sums and products of them, divide safely.
POSITIVE_SCALARS = frozenset({"float", "float64", "float16"}) | (INTEGER_TYPES - {"vec2i", "vec3i", "vec4i"})
ARRAY_NDIM = {"array": 1, "array1d": 1, "array2d": 2, "array3d": 3}
# Builtins whose argument must stay inside a domain, and those a description cannot make safe.
POSITIVE_ARGS = frozenset({"sqrt", "log", "log2", "log10"})
REFUSED_CALLS = frozenset({"acos", "asin", "inverse", "erfinv", "erfcinv", "atomic_cas", "atomic_exch"})
REFUSED_PREFIXES = ("tile", "mesh_", "bvh_", "hash_grid", "volume_", "lower_bound", "sample_cdf")


class Undescribable(ValueError):
    """The kernel's inputs cannot be described safely; the message says why (its kind first:
    :func:`reason_kind`)."""


# How the gradcheck_na of a harvested case opens when its inputs are not described (the reason follows).
NOT_DESCRIBED = "inputs not described: "


def reason_kind(message: str) -> str:
    """The kind of a refusal (the message up to its first ``": "``), for counting refusals by reason."""
    return message.split(": ", 1)[0]


@dataclass(frozen=True)
class Description:
    args: tuple[ArgSpec, ...]
    launch_dim: tuple[int, ...]
    order_independent_outputs: tuple[str, ...]


def kernel_def(tree: ast.Module, kernel_name: str) -> ast.FunctionDef:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == kernel_name:
            return node
    raise Undescribable(f"no top-level function: {kernel_name}")


def _is_wp(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "wp"


def type_aliases(tree: ast.Module) -> dict[str, str]:
    """Names the module binds at the top level to a Warp type, and to nothing else:
    ``int32 = wp.int32`` and ``from warp import vec3`` -> {name: the Warp type's name}."""
    bound: dict[str, list[str | None]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                for n in ast.walk(target):
                    if isinstance(n, ast.Name):
                        one = isinstance(target, ast.Name) and _is_wp(node.value)
                        bound.setdefault(n.id, []).append(node.value.attr if one else None)
        elif isinstance(node, ast.ImportFrom):
            for a in node.names:
                bound.setdefault(a.asname or a.name, []).append(a.name if node.module == "warp" else None)
        elif isinstance(node, ast.Import):
            for a in node.names:
                bound.setdefault(a.asname or a.name.split(".")[0], []).append(None)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AnnAssign | ast.AugAssign):
            target = node.target if isinstance(node, ast.AnnAssign | ast.AugAssign) else node
            name = target.id if isinstance(target, ast.Name) else getattr(target, "name", None)
            if name:
                bound.setdefault(name, []).append(None)
    return {k: v[0] for k, v in bound.items() if len(set(v)) == 1 and v[0] in VALUE_TYPES}


def value_type(node: ast.AST | None, aliases: dict[str, str] | None = None) -> str | None:
    """The spec dtype of a value-type annotation (``float``, ``wp.vec3``, ...), else None;
    ``aliases``: names the module binds to Warp types (:func:`type_aliases`)."""
    if isinstance(node, ast.Name):
        if node.id in BUILTIN_TYPES:
            return VALUE_TYPES[node.id]
        return VALUE_TYPES.get((aliases or {}).get(node.id, ""))
    if _is_wp(node):
        return VALUE_TYPES.get(node.attr)
    return None


def array_type(node: ast.AST | None, aliases: dict[str, str] | None = None) -> tuple[str, int] | None:
    """(dtype, ndim) of an array annotation (``wp.array(dtype=T, ndim=N)``, ``wp.array2d[T]``, ...)."""
    if isinstance(node, ast.Subscript):
        base, dtype, ndim = node.value, value_type(node.slice, aliases), None
    elif isinstance(node, ast.Call):
        base = node.func
        kw = {k.arg: k.value for k in node.keywords}
        dtype = value_type(kw.get("dtype", node.args[0] if node.args else None), aliases)
        nd = kw.get("ndim")
        ndim = nd.value if isinstance(nd, ast.Constant) and isinstance(nd.value, int) else None
        if nd is not None and ndim is None:
            return None
    else:
        return None
    if not _is_wp(base):
        return None
    if base.attr not in ARRAY_NDIM or dtype is None:
        return None
    return dtype, ndim or ARRAY_NDIM[base.attr]


def tid_names(func: ast.FunctionDef) -> tuple[str, ...]:
    """The names the kernel's first statement (after a docstring) binds to ``wp.tid()``."""
    body = [s for s in func.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    first = body[0] if body else None
    if not (isinstance(first, ast.Assign) and len(first.targets) == 1 and ast.unparse(first.value) == "wp.tid()"):
        raise Undescribable("the kernel does not start with wp.tid()")
    target = first.targets[0]
    elts = target.elts if isinstance(target, ast.Tuple) else [target]
    if not all(isinstance(e, ast.Name) for e in elts) or len(elts) not in LAUNCH_SHAPES:
        raise Undescribable(f"unsupported wp.tid() target: {ast.unparse(target)}")
    return tuple(e.id for e in elts)


def call_name(node: ast.Call) -> str:
    f = node.func
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "wp":
        return f.attr
    return f.id if isinstance(f, ast.Name) else ""


def _domains(dtype: str, array: bool) -> tuple[float, float]:
    if dtype == "bool":
        return BOOL_DOMAIN
    if dtype in INTEGER_TYPES:
        return INT_ARRAY_DOMAIN if array else INT_DOMAIN
    return FLOAT_DOMAIN


def describe(source: str, kernel_name: str) -> Description:
    """The launch description of ``kernel_name`` in ``source``; raises :class:`Undescribable`."""
    tree = ast.parse(source)
    func = kernel_def(tree, kernel_name)
    tids = tid_names(func)
    nd = len(tids)
    shape = LAUNCH_SHAPES[nd]
    aliases = type_aliases(tree)
    arrays: dict[str, tuple[str, int]] = {}
    scalars: dict[str, str] = {}
    for a in func.args.args:
        arr = array_type(a.annotation, aliases)
        if arr is not None:
            if arr[1] != nd:
                raise Undescribable(
                    f"array of another dimensionality than the launch: {a.arg} has {arr[1]}, the launch {nd}"
                )
            arrays[a.arg] = arr
            continue
        vt = value_type(a.annotation, aliases)
        if vt is None:
            annotation = ast.unparse(a.annotation or ast.Pass())
            raise Undescribable(f"parameter of an unsupported type: {a.arg}: {annotation}")
        scalars[a.arg] = vt
    if func.args.vararg or func.args.kwonlyargs or func.args.kwarg:
        raise Undescribable("unsupported parameter kinds")
    index = ast.unparse(ast.Tuple([ast.Name(t) for t in tids]) if nd > 1 else ast.Name(tids[0]))
    written, read, atomic_targets = set(), set(), set()
    allowed: set[int] = set()  # ids of Name nodes of arrays used in an allowed way
    _check_calls(func, _helpers(tree, kernel_name), set())
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and call_name(node).startswith("atomic_"):
            target = node.args[0] if node.args else None
            if not (isinstance(target, ast.Name) and target.id in arrays):
                raise Undescribable(f"atomic on something other than a parameter array: {ast.unparse(node)}")
            rest = node.args[1 : 1 + nd]
            if len(node.args) != nd + 2 or ast.unparse(ast.Tuple(rest) if nd > 1 else rest[0]) != index:
                raise Undescribable(f"atomic away from the thread's element: {ast.unparse(node)}")
            allowed.add(id(target))
            written.add(target.id)
            atomic_targets.add(target.id)
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in arrays:
            if ast.unparse(node.slice) != index:
                raise Undescribable(f"subscript other than the thread index: {ast.unparse(node)}")
            allowed.add(id(node.value))
            (written if isinstance(node.ctx, ast.Store) else read).add(node.value.id)
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Subscript):
            read.add(ast.unparse(node.target.value))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in arrays:
            if node.attr != "shape":
                raise Undescribable(f"array attribute other than shape: {ast.unparse(node)}")
            allowed.add(id(node.value))
    for node in ast.walk(func):
        if isinstance(node, ast.Name) and node.id in arrays and id(node) not in allowed:
            raise Undescribable(f"array used other than by the thread's element: {node.id}")
        tid_store = isinstance(node, ast.Name) and node.id in tids and isinstance(node.ctx, ast.Store)
        if tid_store and node is not _first_target(func, node):
            raise Undescribable(f"thread index reassigned: {node.id}")
    _check_domains(func, arrays, scalars, read - written)
    args = []
    for a in func.args.args:
        if a.arg in arrays:
            dtype = arrays[a.arg][0]
            role = "inout" if a.arg in written and a.arg in read else "out" if a.arg in written else "in"
            domain = None if role == "out" else _domains(dtype, array=True)
            args.append(ArgSpec(a.arg, "array", dtype, shape, domain, role))
        else:
            dtype = scalars[a.arg]
            args.append(ArgSpec(a.arg, "scalar", dtype, (), _domains(dtype, array=False), "in"))
    if not any(a.role != "in" for a in args):
        raise Undescribable("the kernel writes no array")
    outputs = tuple(sorted(atomic_targets))
    return Description(tuple(args), shape, outputs)


def _helpers(tree: ast.Module, kernel_name: str) -> dict[str, ast.FunctionDef]:
    """The module's other top-level functions (its ``@wp.func``s), by name."""
    return {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name != kernel_name}


def _check_calls(func: ast.FunctionDef, helpers: dict[str, ast.FunctionDef], seen: set[str]) -> None:
    """No ``while`` loop and no refused builtin in ``func`` nor in the module's functions it calls."""
    where = f" (in {func.name})" if seen else ""
    for node in ast.walk(func):
        if isinstance(node, ast.While):
            raise Undescribable(f"while loop: in {func.name}" if seen else "while loop")
        if isinstance(node, ast.Call):
            name = call_name(node)
            if name in REFUSED_CALLS or name.startswith(REFUSED_PREFIXES):
                raise Undescribable(f"calls a builtin the description cannot make safe: wp.{name}{where}")
            helper = helpers.get(node.func.id) if isinstance(node.func, ast.Name) else None
            if helper is not None and helper.name not in seen:
                seen.add(helper.name)
                _check_calls(helper, helpers, seen)


def _first_target(func: ast.FunctionDef, node: ast.Name) -> ast.Name | None:
    for stmt in func.body:
        if isinstance(stmt, ast.Assign) and ast.unparse(stmt.value) == "wp.tid()":
            for n in ast.walk(stmt.targets[0]):
                if isinstance(n, ast.Name) and n.id == node.id:
                    return node if n is node else n
    return None


def positive_names(func: ast.FunctionDef, arrays: dict, scalars: dict, inputs: set[str]) -> set[str]:
    """Names whose value is positive for inputs from the described domains: scalar parameters,
    locals assigned once from a float input array's element, from a positive literal or from sums
    and products of positive values."""
    assigned: dict[str, list[ast.AST]] = {}
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        assigned.setdefault(n.id, []).append(node.value if isinstance(t, ast.Name) else None)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign) and isinstance(node.target, ast.Name):
            assigned.setdefault(node.target.id, []).append(None)
        elif isinstance(node, ast.For):
            for n in ast.walk(node.target):
                if isinstance(n, ast.Name):
                    assigned.setdefault(n.id, []).append(None)
    positive = {s for s, t in scalars.items() if t in POSITIVE_SCALARS} - set(assigned)
    changed = True
    while changed:
        changed = False
        for name, values in assigned.items():
            if name in positive or len(values) != 1 or values[0] is None:
                continue
            v = values[0]
            elem = isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name) and v.value.id in inputs
            # an element of a float input array (0.5..1.5); integer arrays hold 0..3
            if (elem and arrays[v.value.id][0] in ("float", "float64", "float16")) or is_positive(v, positive):
                positive.add(name)
                changed = True
    return positive


def is_positive(node: ast.AST, positive: set[str]) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool) and node.value > 0
    if isinstance(node, ast.Name):
        return node.id in positive
    if isinstance(node, ast.Call) and call_name(node) in ("float", "float32", "float64", "int", "int32") and node.args:
        return is_positive(node.args[0], positive) and call_name(node) not in ("int", "int32")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mult):
        return is_positive(node.left, positive) and is_positive(node.right, positive)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "shape":
        return True
    return isinstance(node, ast.Subscript) and ast.unparse(node.value).endswith(".shape")


def _check_domains(func: ast.FunctionDef, arrays: dict, scalars: dict, inputs: set[str]) -> None:
    positive = positive_names(func, arrays, scalars, inputs)
    for node in ast.walk(func):
        divides = isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div | ast.FloorDiv | ast.Mod)
        if divides and not is_positive(node.right, positive):
            raise Undescribable(f"divisor not positive by its inputs: {ast.unparse(node)}")
        guarded = isinstance(node, ast.Call) and call_name(node) in POSITIVE_ARGS
        if guarded and not (node.args and is_positive(node.args[0], positive)):
            raise Undescribable(f"argument not positive by its inputs: {ast.unparse(node)}")
