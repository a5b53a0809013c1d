"""Tags and builtins of a kernel, read from its Python source (not from its family name).

Builtins are the Warp builtin functions the code resolves to: explicit calls (``wp.sin``,
``wp.tile_load``; ``wp.vec3(...)`` resolves to ``vector``, ``wp.quat(...)`` to ``quaternion``,
``float(x)`` to ``float``), Python operators (``a + b`` is ``add``, ``a @ b`` is ``mul``), and what
Warp's code generator emits for the syntax around them: reading an array element is ``address``
and ``load``, writing one is ``array_store``, ``a[i] += x`` on an array is ``atomic_add``,
``v[0]`` on a vector or matrix is ``extract``, ``v[0] = x`` is ``assign_inplace`` (but a part of an
array element, ``a[i][0] = x`` or ``a[i].p += x``, Warp writes through no builtin), ``x if c else
y`` is ``where``, a loop over a dynamic ``range`` is ``range`` and ``iter_next``. Only code inside
Warp functions (``@wp.kernel``, ``@wp.func``, ``@wp.func_grad``) counts, and never annotations:
``wp.array(dtype=float)`` in a signature is a type, not a call. tests/test_coverage.py checks the
result against the builtins Warp itself resolves when it builds the kernel.
"""

from __future__ import annotations

import ast
import contextlib
import re
from typing import ClassVar

from harness.warp_api import builtin_names, constant_names

# Python operators resolve to these Warp builtins.
_BINOPS = {
    ast.Add: "add",
    ast.Sub: "sub",
    ast.Mult: "mul",
    ast.Div: "div",
    ast.FloorDiv: "floordiv",
    ast.Mod: "mod",
    ast.MatMult: "mul",
    ast.Pow: "pow",
    ast.LShift: "lshift",
    ast.RShift: "rshift",
    ast.BitAnd: "bit_and",
    ast.BitOr: "bit_or",
    ast.BitXor: "bit_xor",
}
_UNARY = {ast.USub: "neg", ast.UAdd: "pos", ast.Invert: "invert", ast.Not: "unot"}
# ``a[i] op= x`` on an array is an atomic; on a vector/matrix component an in-place builtin.
_ARRAY_AUG = {ast.Add: "atomic_add", ast.Sub: "atomic_sub", ast.BitAnd: "atomic_and", ast.BitOr: "atomic_or",
              ast.BitXor: "atomic_xor"}  # fmt: skip
_COMPONENT_AUG = {ast.Add: "add_inplace", ast.Sub: "sub_inplace", ast.BitAnd: "bit_and_inplace",
                  ast.BitOr: "bit_or_inplace", ast.BitXor: "bit_xor_inplace"}  # fmt: skip
_TILE_AUG = {ast.Add: "add_inplace", ast.Sub: "sub_inplace"}
# Python builtins a kernel may call by their bare name; Warp resolves them to its own.
_PY_BUILTINS = {"float", "int", "bool", "min", "max", "abs", "len", "range", "reversed", "round", "print"}
_MATH = {"sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "log", "log2", "log10",
         "sqrt", "cbrt", "pow", "erf", "erfc", "erfinv", "erfcinv", "floor", "ceil", "round", "rint", "trunc", "frac",
         "sign", "copysign", "degrees", "radians", "smoothstep", "step"}  # fmt: skip
_LINALG = {"svd2", "svd3", "qr3", "eig3", "inverse", "determinant", "tile_cholesky", "tile_cholesky_solve",
           "tile_lower_solve", "tile_upper_solve"}  # fmt: skip
_SCALAR_TYPES = {"float16", "float32", "float64", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
                 "uint64", "bool"}  # fmt: skip
_WARP_DECORATORS = ("wp.kernel", "wp.func", "wp.func_grad", "wp.func_replay", "warp.kernel", "warp.func")
_MAX_UNROLL = 16  # Warp unrolls constant-bound ranges up to this many iterations (module option max_unroll)


def _constructor(attr: str) -> str | None:
    """The builtin a ``wp.<type>(...)`` constructor call resolves to."""
    if attr in _SCALAR_TYPES:
        return attr
    if attr.startswith("spatial_vector"):
        return "spatial_vector"
    if attr.startswith("spatial_matrix") or re.fullmatch(r"mat\d\d[a-z]*", attr):
        return "matrix"
    if re.fullmatch(r"vec\d[a-z]*", attr):
        return "vector"
    if re.fullmatch(r"quat[hfd]?", attr):
        return "quaternion"
    if re.fullmatch(r"transform[hfd]?", attr):
        return "transformation"
    return None


def _type_tags(attr: str) -> set[str]:
    tags = set()
    m = re.fullmatch(r"(vec|mat)(\d+)([a-z]*)", attr)
    if m:
        kind, n, suffix = m.groups()
        tags.add(f"{kind}{n}" if kind == "vec" else f"mat{n}")
        tags.add("vector" if kind == "vec" else "matrix")
        if suffix in ("d",):
            tags.add("float64")
        elif suffix == "h":
            tags.add("float16")
        elif suffix in ("i", "ui", "s", "us", "b", "ub", "l", "ul"):
            tags.add("int_vector")
    elif attr.startswith("quat"):
        tags.add("quat")
    elif attr.startswith("transform"):
        tags.add("transform")
    elif attr.startswith("spatial_"):
        tags.add("spatial")
    elif attr in ("float16", "float64") or attr in ("int8", "int16", "int64"):
        tags.add(attr)
    elif attr in ("uint8", "uint16", "uint32", "uint64"):
        tags.add("unsigned")
    return tags


def _is_wp(node: ast.AST) -> str | None:
    """``attr`` for ``wp.attr`` / ``warp.attr``, else None."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("wp", "warp"):
        return node.attr
    return None


def _array_ndim(annotation: ast.AST | None) -> int:
    """Dimensions of an array annotation (``wp.array(dtype=..., ndim=2)``, ``wp.array2d[...]``), else 0."""
    if annotation is None:
        return 0
    node = annotation.func if isinstance(annotation, ast.Call) else annotation
    if isinstance(node, ast.Subscript):
        node = node.value
    attr = _is_wp(node) or (node.id if isinstance(node, ast.Name) else "")
    m = re.fullmatch(r"(?:indexed|fabric|indexedfabric)?array(\d)?d?", attr or "")
    if not m:
        return 0
    if m.group(1):
        return int(m.group(1))
    if isinstance(annotation, ast.Call):
        for kw in annotation.keywords:
            if kw.arg == "ndim" and isinstance(kw.value, ast.Constant):
                return int(kw.value.value)
    return 1


class _Static:
    """Evaluates simple ``wp.static(...)`` conditions over a module's constants (literals,
    ``wp.constant(literal)``, tuples of them), so that only the branch Warp compiles is read."""

    _OPS: ClassVar[dict] = {
        ast.Add: lambda a, b: a + b,
        ast.Sub: lambda a, b: a - b,
        ast.Mult: lambda a, b: a * b,
        ast.Mod: lambda a, b: a % b,
        ast.FloorDiv: lambda a, b: a // b,
        ast.Div: lambda a, b: a / b,
    }
    _CMP: ClassVar[dict] = {
        ast.Lt: lambda a, b: a < b,
        ast.LtE: lambda a, b: a <= b,
        ast.Gt: lambda a, b: a > b,
        ast.GtE: lambda a, b: a >= b,
        ast.Eq: lambda a, b: a == b,
        ast.NotEq: lambda a, b: a != b,
        ast.In: lambda a, b: a in b,
        ast.NotIn: lambda a, b: a not in b,
    }

    def __init__(self, tree: ast.Module):
        self.values: dict[str, object] = {}
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                value = node.value
                if isinstance(value, ast.Call) and _is_wp(value.func) == "constant" and len(value.args) == 1:
                    value = value.args[0]
                with contextlib.suppress(ValueError):
                    self.values[node.targets[0].id] = self.eval(value)

    def eval(self, node: ast.AST):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name) and node.id in self.values:
            return self.values[node.id]
        if isinstance(node, ast.Tuple | ast.List):
            return tuple(self.eval(e) for e in node.elts)
        if isinstance(node, ast.BinOp) and type(node.op) in self._OPS:
            return self._OPS[type(node.op)](self.eval(node.left), self.eval(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return not self.eval(node.operand)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self.eval(node.operand)
        if isinstance(node, ast.BoolOp):
            values = [self.eval(v) for v in node.values]
            return all(values) if isinstance(node.op, ast.And) else any(values)
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in self._CMP:
            return self._CMP[type(node.ops[0])](self.eval(node.left), self.eval(node.comparators[0]))
        raise ValueError(ast.dump(node))

    def condition(self, test: ast.AST) -> bool | None:
        """The value of ``if wp.static(cond):``, or None when it is not such a test or not simple."""
        if not (isinstance(test, ast.Call) and _is_wp(test.func) == "static" and len(test.args) == 1):
            return None
        try:
            return bool(self.eval(test.args[0]))
        except (ValueError, TypeError, ZeroDivisionError):
            return None


class _Analyser(ast.NodeVisitor):
    def __init__(self, known: frozenset[str], static: _Static):
        self.known = known
        self.static = static
        self.used: set[str] = set()
        self.tags: set[str] = set()
        self.arrays: dict[str, int] = {}  # array name -> ndim, in the function being read
        self.tiles: set[str] = set()
        self.kernel = False

    # ------------------------------------------------------------ functions
    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        decorators = [ast.unparse(d) for d in node.decorator_list]
        if not any(d.startswith(_WARP_DECORATORS) for d in decorators):
            return
        self.kernel = any(d.startswith(("wp.kernel", "warp.kernel")) for d in decorators)
        if any(d.startswith(("wp.func_grad", "wp.func_replay")) for d in decorators):
            self.tags.add("custom_grad")
        elif any(d.startswith(("wp.func", "warp.func")) for d in decorators):
            self.tags.add("func")
        self.arrays = {}
        self.tiles = set()
        for arg in node.args.args:
            nd = _array_ndim(arg.annotation)
            if nd:
                self.arrays[arg.arg] = nd
            text = ast.unparse(arg.annotation) if arg.annotation else ""
            for attr in re.findall(r"wp\.(\w+)", text):
                self.tags |= _type_tags(attr)
            if "Any" in text:
                self.tags.add("generic")
            if (
                self.kernel
                and not nd
                and (
                    text in ("float", "int", "wp.float32", "wp.int32", "wp.float64")
                    or text.startswith(("wp.vec", "wp.mat"))
                )
            ):
                self.tags.add("scalar_param")
            if text == "wp.uint64":
                self.tags.add("handle")
        for stmt in node.body:
            self.visit(stmt)

    def visit_AsyncFunctionDef(self, node) -> None:  # pragma: no cover - not Warp
        return

    # ---------------------------------------------------------- statements
    def visit_Assign(self, node: ast.Assign) -> None:
        value = node.value
        if isinstance(value, ast.Call):
            attr = _is_wp(value.func)
            if attr == "zeros" and isinstance(node.targets[0], ast.Name):
                # A local array; ``shape=(a, b)`` gives its dimensions.
                shape = next(
                    (kw.value for kw in value.keywords if kw.arg == "shape"), value.args[0] if value.args else None
                )
                self.arrays[node.targets[0].id] = len(shape.elts) if isinstance(shape, ast.Tuple) else 1
                self.tags.add("local_array")
            if attr == "tid" and isinstance(node.targets[0], ast.Tuple):
                self.tags.add("launch_nd")
            if attr and attr.startswith("tile") and attr != "tile_extract":
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        self.tiles.add(t.id)
        if isinstance(value, ast.BinOp | ast.UnaryOp) and self._is_tile(value):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    self.tiles.add(t.id)
        if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name):
            # A partial index of an array is a view: itself an array.
            nd = self.arrays.get(value.value.id, 0)
            index = value.slice.elts if isinstance(value.slice, ast.Tuple) else [value.slice]
            if nd > len(index) and isinstance(node.targets[0], ast.Name):
                self.arrays[node.targets[0].id] = nd - len(index)
        for target in node.targets:
            self._store(target)
        self.visit(value)

    def _is_tile(self, node: ast.AST) -> bool:
        if not self.tiles:  # most kernels have none: skip the walk
            return False
        return any(isinstance(n, ast.Name) and n.id in self.tiles for n in ast.walk(node))

    def _array_element(self, node: ast.AST) -> bool:
        """``a[i]``, ``a[i, j].p``, ``a[i][1]``: an element of an array or a part of one (a slot,
        which Warp stores into, atomically for ``+=`` and ``-=``, through no builtin)."""
        while isinstance(node, ast.Attribute | ast.Subscript):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
                return node.value.id in self.arrays
            node = node.value
        return False

    def _store(self, target: ast.AST) -> None:
        if isinstance(target, ast.Subscript) and self._array_element(target.value):
            self.visit(target.value)
            self.visit(target.slice)
        elif isinstance(target, ast.Subscript):
            base = target.value
            if isinstance(base, ast.Name) and base.id in self.arrays:
                self.used.add("array_store")
            elif not (isinstance(base, ast.Name) and base.id in self.tiles):
                self.used.add("assign_inplace")
                self.visit(base)
            self.visit(target.slice)
        elif isinstance(target, ast.Tuple):
            for elt in target.elts:
                self._store(elt)
        elif isinstance(target, ast.Attribute):
            self.visit(target.value)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        op = type(node.op)
        target = node.target
        if isinstance(target, ast.Subscript | ast.Attribute) and self._array_element(target.value):
            self.visit(target.value)  # a part of an array element: Warp updates the slot itself
            if isinstance(target, ast.Subscript):
                self.visit(target.slice)
            if op in _ARRAY_AUG:
                self.tags.add("atomic")
        elif isinstance(target, ast.Subscript):
            base = target.value
            if (isinstance(base, ast.Name) and base.id == "adjoint") or _is_wp(base) == "adjoint":
                pass
            elif isinstance(base, ast.Name) and base.id in self.arrays:
                if op in _ARRAY_AUG:
                    self.used.add(_ARRAY_AUG[op])
                    self.tags.add("atomic")
            elif op in _COMPONENT_AUG:
                self.used.add(_COMPONENT_AUG[op])
            elif op in _BINOPS:
                # Read, combine, write back.
                self.used.update(("extract", _BINOPS[op], "assign_inplace"))
            self.visit(target.slice)
        elif isinstance(target, ast.Name) and target.id in self.tiles:
            if op in _TILE_AUG:
                self.used.add(_TILE_AUG[op])
        elif isinstance(target, ast.Name) and op in _BINOPS:
            self.used.add(_BINOPS[op])
        self._operator_tags(op)
        self.visit(node.value)

    def visit_For(self, node: ast.For) -> None:
        it = node.iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "reversed":
            self.used.update(("reversed", "range", "iter_next"))
            self._visit_args(it.args[0] if it.args else None)
        elif isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
            if not self._unrolled(it):
                self.used.update(("range", "iter_next"))
            for a in it.args:
                self.visit(a)
        else:
            self.used.add("iter_next")
            self.visit(it)
        for stmt in node.body + node.orelse:
            self.visit(stmt)

    def _visit_args(self, call: ast.AST | None) -> None:
        if isinstance(call, ast.Call):
            for a in call.args:
                self.visit(a)

    def _unrolled(self, call: ast.Call) -> bool:
        """Warp unrolls ``range`` loops whose bounds are compile-time constants (and not too long)."""
        values = []
        for a in call.args:
            if isinstance(a, ast.Call) and _is_wp(a.func) == "static":
                return True  # a static expression: constant at code generation time
            if isinstance(a, ast.Attribute) and a.attr == "length" and len(call.args) == 1:
                return True  # a value type's length (range(v.length)): a small constant of its type
            if isinstance(a, ast.Constant) and isinstance(a.value, int):
                values.append(a.value)
            elif isinstance(a, ast.UnaryOp) and isinstance(a.op, ast.USub) and isinstance(a.operand, ast.Constant):
                values.append(-a.operand.value)
            else:
                return False
        try:
            return len(range(*values)) <= _MAX_UNROLL
        except (TypeError, ValueError):
            return False

    def visit_If(self, node: ast.If) -> None:
        taken = self.static.condition(node.test)
        if taken is None:
            self.generic_visit(node)
            return
        # A compile-time branch: Warp generates code for the taken side only.
        self.tags.add("static")
        self.used.add("static")
        for stmt in node.body if taken else node.orelse:
            self.visit(stmt)

    def visit_Return(self, node: ast.Return) -> None:
        if self.kernel:
            self.tags.add("early_return")
        self.generic_visit(node)

    # ---------------------------------------------------------- expressions
    def visit_Call(self, node: ast.Call) -> None:
        attr = _is_wp(node.func)
        if attr is not None:
            if attr in self.known:
                self.used.add(attr)
            elif _constructor(attr):
                self.used.add(_constructor(attr))
            self.tags |= _type_tags(attr)
            self._call_tags(attr)
            if attr in ("tile_map", "tile_reduce"):
                # The function argument is resolved and called element-wise.
                for a in node.args[:1]:
                    op = _is_wp(a)
                    if op and op in self.known:
                        self.used.add(op)
                for a in node.args[1:]:
                    self.visit(a)
                for kw in node.keywords:
                    self.visit(kw.value)
                return
            if attr == "static":
                return  # its argument is Python evaluated at code generation, not Warp code
        elif isinstance(node.func, ast.Name) and node.func.id in _PY_BUILTINS and node.func.id in self.known:
            self.used.add(node.func.id)
        elif isinstance(node.func, ast.Call) and _is_wp(node.func.func) == "static":
            self.tags.add("static")
            self.used.add("static")
        for a in node.args:
            self.visit(a)
        for kw in node.keywords:
            if kw.arg != "dtype":
                self.visit(kw.value)
        if not isinstance(node.func, ast.Attribute | ast.Name):
            self.visit(node.func)

    def _call_tags(self, attr: str) -> None:
        if attr.startswith("atomic_"):
            self.tags.add("atomic")
        if attr.startswith(("rand", "sample_", "poisson")):
            self.tags.add("random")
        if attr.startswith(("noise", "pnoise", "curlnoise")):
            self.tags.update(("random", "noise"))
        if attr.startswith("tile") or attr == "untile":
            self.tags.add("tile")
        if attr.startswith("mesh_"):
            self.tags.update(("geometry", "mesh"))
        if attr.startswith("bvh_"):
            self.tags.update(("geometry", "bvh"))
        if attr.startswith("hash_grid"):
            self.tags.update(("geometry", "hash_grid"))
        if attr.startswith("volume_"):
            self.tags.update(("geometry", "volume"))
        if attr in ("closest_point_edge_edge", "intersect_tri_tri"):
            self.tags.add("geometry")
        if attr == "static":
            self.tags.add("static")
        if attr in _LINALG:
            self.tags.add("linalg")
        if attr in _SCALAR_TYPES and attr not in ("float32", "int32"):
            self.tags.add("cast")

    def visit_Subscript(self, node: ast.Subscript) -> None:
        base = node.value
        if isinstance(base, ast.Name) and base.id in self.arrays:
            index = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            self.used.update(("address", "load") if len(index) >= self.arrays[base.id] else ("view",))
        elif isinstance(base, ast.Attribute) and base.attr == "shape":
            self.used.add("extract")
        elif _is_wp(base) == "adjoint":
            pass
        elif not (isinstance(base, ast.Name) and base.id in self.tiles):
            self.used.add("extract")
        self.visit(base)
        self.visit(node.slice)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        if type(node.op) in _BINOPS:
            self.used.add(_BINOPS[type(node.op)])
        self._operator_tags(type(node.op))
        self.generic_visit(node)

    def _operator_tags(self, op: type) -> None:
        if op in (ast.BitAnd, ast.BitOr, ast.BitXor, ast.LShift, ast.RShift):
            self.tags.add("bitwise")
        if op is ast.MatMult:
            self.tags.add("matmul")

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        # Warp folds the sign of a compile-time number into the constant: a literal, ``wp.inf``, a name
        # bound to a number at the module's top level.
        operand = node.operand
        folded = isinstance(operand, ast.Constant) or _is_wp(operand) in constant_names()
        folded = folded or (
            isinstance(operand, ast.Name) and isinstance(self.static.values.get(operand.id), (int, float))
        )
        if type(node.op) in _UNARY and not (folded and isinstance(node.op, ast.USub)):
            self.used.add(_UNARY[type(node.op)])
        if isinstance(node.op, ast.Invert):
            self.tags.add("bitwise")
        self.generic_visit(node)

    def visit_IfExp(self, node: ast.IfExp) -> None:
        self.used.add("where")
        self.tags.add("select")
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        attr = _is_wp(node)
        if attr is not None:
            self.tags |= _type_tags(attr)
        self.generic_visit(node)


def analyse(source: str, tree: ast.Module | None = None) -> tuple[list[str], list[str]]:
    """(tags, builtins) of a kernel module, each sorted; ``tree``: ``source`` already parsed (read only)."""
    tree = ast.parse(source) if tree is None else tree
    known = builtin_names()
    a = _Analyser(known, _Static(tree))
    tags = a.tags
    loop_depth = _max_loop_depth(tree)
    if loop_depth:
        tags.add("loop")
    if loop_depth > 1:
        tags.add("nested_loop")
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.IfExp):
            tags.add("conditional")
            if isinstance(node, ast.If) and node.orelse and isinstance(node.orelse[0], ast.If):
                tags.add("elif")
        elif isinstance(node, ast.While):
            tags.add("while")
        elif isinstance(node, ast.Break | ast.Continue):
            tags.add("break_continue")
        elif isinstance(node, ast.ClassDef) and any(
            ast.unparse(d) in ("wp.struct", "warp.struct") for d in node.decorator_list
        ):
            tags.add("struct")
        elif isinstance(node, ast.Call) and _is_wp(node.func) == "overload":
            tags.add("generic")
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            a.visit_FunctionDef(node)
    used = a.used
    if "where" in used:
        tags.add("select")
    if used & {"add", "sub", "mul", "div", "mod", "neg"}:
        tags.add("arithmetic")
    if used & _MATH:
        tags.add("math")
    return sorted(tags), sorted(used & known)


_BODIES = ("body", "orelse", "handlers", "finalbody", "cases")


def _max_loop_depth(node: ast.AST, depth: int = 0) -> int:
    """Deepest nesting of loops. Loops are statements, so only statement bodies are walked."""
    here = depth + isinstance(node, ast.For | ast.While)
    deepest = here
    for field in _BODIES:
        for child in getattr(node, field, None) or ():
            if isinstance(child, ast.stmt | ast.excepthandler | ast.match_case):
                deepest = max(deepest, _max_loop_depth(child, here))
    return deepest
