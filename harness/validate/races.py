"""Static race check: no two threads (or tile blocks) of a launch write the same array element.

``check(spec)`` reads the kernel's Python AST and the spec's launch shape and reports every store
it cannot prove to be its writer's own:

- a plain store (``a[i, j] = v``, ``a[i].x = v``, ``a[i] *= v``), and an atomic one that is not
  order-independent (``wp.atomic_exch``/``atomic_cas``, or any atomic into an array the spec does
  not list in ``order_independent_outputs``), must write an element no other thread writes;
- a ``wp.tile_store`` (and a ``wp.tile_atomic_add`` into an array not listed) must write a region
  ``[offset, offset + tile shape)`` (clipped to the array, as Warp's bounds check does) that no
  other block writes. The lanes of one block store a tile together.

Atomics ``+=``/``-=``/``&=``/``|=``/``^=``/``wp.atomic_add``/... into an array listed in
``order_independent_outputs`` are allowed anywhere, unless the array is also written by plain
stores (then the atomic writes count as writes of their thread) or by atomics of another kind
(``atomic_max`` after ``atomic_add`` gives a result that depends on the order threads arrive in;
add and sub are one kind).

The proof is by enumeration over the spec's launch: every thread id (every launch dimension, and
the lane of a tiled launch) and every value of the enclosing constant-range loops the index
refers to. Indices are evaluated from ``wp.tid()``, integer literals, module constants, array
shapes and single-assignment locals defined before the store on its path; an index that needs
anything else (data, a variable assigned twice, an unknown tile shape, a negative operand of
``%``/``//``) is a collision, reported with its line. Stores inside ``@wp.func`` helpers the
kernel passes an array to are reported as not analysed.
"""

from __future__ import annotations

import ast
import itertools
from dataclasses import dataclass

from kernels.spec import KernelSpec

MAX_EVALUATIONS = 200_000  # index evaluations per kernel before the check gives up (reported)
COMMUTATIVE_ATOMICS = frozenset(
    {"atomic_add", "atomic_sub", "atomic_min", "atomic_max", "atomic_and", "atomic_or", "atomic_xor"}
)
ATOMIC_AUGOPS = {ast.Add: "add", ast.Sub: "add", ast.BitAnd: "and", ast.BitOr: "or", ast.BitXor: "xor"}
INT_CASTS = frozenset({"int", "wp.int32", "wp.int64", "wp.uint32", "wp.uint64", "wp.int16", "wp.int8"})
REDUCTIONS = frozenset({"tile_sum", "tile_min", "tile_max", "tile_argmin", "tile_argmax", "tile_reduce", "tile_dot"})
SAME_SHAPE = frozenset(
    {
        "tile_astype",
        "tile_scan_inclusive",
        "tile_scan_exclusive",
        "tile_scan_max_inclusive",
        "tile_scan_min_inclusive",
        "tile_cholesky",
        "tile_diag_add",
        "tile_map",
    }
)


@dataclass(frozen=True)
class Collision:
    line: int  # line of the store in ``spec.source``
    array: str
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.array}: {self.reason}"


class Unknown(Exception):
    """An index or shape the check cannot evaluate."""


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else ""
    return ""


def _wp_name(call: ast.Call) -> str:
    """``tile_store`` for ``wp.tile_store(...)``; "" for anything else."""
    name = _dotted(call.func)
    return name[3:] if name.startswith("wp.") else ""


def _kwarg(call: ast.Call, name: str, position: int | None = None) -> ast.AST | None:
    for k in call.keywords:
        if k.arg == name:
            return k.value
    if position is not None and position < len(call.args):
        return call.args[position]
    return None


def _c_div(a: int, b: int, op: str) -> int:
    if b == 0:
        raise Unknown("division by zero")
    if a < 0 or b < 0:
        raise Unknown("negative operand of // or %")  # C and Python disagree; not proved
    return a // b if op == "div" else a % b


@dataclass
class _Store:
    line: int
    array: str
    kind: str  # "plain", "atomic" (commutative), "tile", "tile_atomic"
    index: tuple[ast.AST, ...]  # element index (plain/atomic) or offset (tiles)
    defs: dict  # visible single-assignment definitions: name -> expression
    loops: tuple  # enclosing loops: (var, range args) outermost first
    tile_shape: tuple[int, ...] | None = None
    problem: str = ""  # set when the store cannot be analysed at all
    op: str = ""  # an atomic's kind: add (and sub), min, max, and, or, xor


class _Kernel:
    """The kernel's function, its arrays and its stores."""

    def __init__(self, spec: KernelSpec):
        self.spec = spec
        tree = ast.parse(spec.source)
        self.consts: dict[str, int] = {}
        self.helpers: dict[str, ast.FunctionDef] = {}
        kernels = []
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                try:
                    value = node.value
                    if isinstance(value, ast.Call) and _dotted(value.func) == "wp.constant" and value.args:
                        value = value.args[0]
                    self.consts[node.targets[0].id] = self._const(value)
                except Unknown:
                    pass
            if isinstance(node, ast.FunctionDef):
                decorators = {_dotted(d.func if isinstance(d, ast.Call) else d) for d in node.decorator_list}
                if "wp.kernel" in decorators:
                    kernels.append(node)
                elif "wp.func" in decorators:
                    self.helpers[node.name] = node
        named = [k for k in kernels if k.name.startswith(spec.kernel_name)]
        if not named:
            raise ValueError(f"{spec.case_id}: no @wp.kernel named {spec.kernel_name} in the source")
        self.func = named[0]
        self.tiled = spec.extra.get("launch") == "tiled"
        self.block_dim = int(spec.extra.get("block_dim", 256))
        args = {a.name: a for a in spec.args}
        self.arrays: dict[str, tuple[int, ...]] = {}
        for a in spec.args:
            if a.kind in ("array", "struct_array"):
                self.arrays[a.name] = tuple(a.shape)
            elif a.kind == "struct":
                for f in spec.extra.get("structs", {}).get(a.dtype, []):
                    if f.get("kind") == "array":
                        self.arrays[f"{a.name}.{f['name']}"] = tuple(f.get("shape", ()))
        self.args = args
        self.order_independent = set(spec.order_independent_outputs)
        self.statements: list[ast.stmt] = []
        self.calls: dict[int, list[ast.Call]] = {}  # statement -> calls in its own expressions
        self._index()
        self.assigned = self._assignment_counts()
        self.rebound = self._assignment_counts(augmented=False)  # in-place tile updates keep shapes
        self.view_names = self._view_names()
        self.coords: dict[str, int] = {}  # tid name -> launch axis (-1: linear id)
        self.lane_name: str | None = None
        self.stores: list[_Store] = []
        self.tile_shapes: dict[str, tuple[int, ...] | None] = {}
        self._walk(self.func.body, {}, (), {})

    # ---------------------------------------------------------------- constants
    def _const(self, node: ast.AST) -> int:
        if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.Name) and node.id in self.consts:
            return self.consts[node.id]
        if isinstance(node, ast.BinOp):
            return _binop(node.op, self._const(node.left), self._const(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self._const(node.operand)
        raise Unknown("not a constant")

    def _index(self) -> None:
        """One pass over the kernel: its statements, and the calls that may write an array
        (``wp.*`` and helper calls) under the statement whose own expressions hold them."""
        todo = [(self.func, self.func)]
        while todo:
            node, owner = todo.pop()
            if isinstance(node, ast.stmt):
                self.statements.append(node)
                owner = node
            elif isinstance(node, ast.Call) and (
                _dotted(node.func).startswith("wp.") or _dotted(node.func) in self.helpers
            ):
                self.calls.setdefault(id(owner), []).append(node)
            todo.extend((child, owner) for child in ast.iter_child_nodes(node))
        self.statements.reverse()

    def _assignment_counts(self, augmented: bool = True) -> dict[str, int]:
        """How many statements assign each local name (``augmented``: ``x += ...`` counts too)."""
        counts: dict[str, int] = {}

        def names(target):
            if isinstance(target, ast.Name):
                yield target.id
            elif isinstance(target, ast.Tuple | ast.List):
                for t in target.elts:
                    yield from names(t)

        for node in self.statements:
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AnnAssign | ast.For) or (augmented and isinstance(node, ast.AugAssign)):
                targets = [node.target]
            elif isinstance(node, ast.With):
                targets = [i.optional_vars for i in node.items if i.optional_vars is not None]
            for t in targets:
                for n in names(t):
                    counts[n] = counts.get(n, 0) + 1
        return counts

    def _view_names(self) -> set[str]:
        """Locals ever bound to a kernel array or a sub-array of one (anywhere in the kernel);
        ``v = a[i]`` with every index given copies an element and is not a view."""
        dims = {n: len(shape) for n, shape in self.arrays.items()}
        changed = True
        while changed:
            changed = False
            for node in self.statements:
                if not isinstance(node, ast.Assign):
                    continue
                value, used = node.value, 0
                while isinstance(value, ast.Subscript):
                    used += len(_index_elts(value.slice))
                    value = value.value
                left = dims.get(_dotted(value), 0) - used
                if left <= 0:
                    continue
                for t in node.targets:
                    if isinstance(t, ast.Name) and dims.get(t.id, 0) < left:
                        dims[t.id] = left
                        changed = True
        return {n for n in dims if n not in self.arrays}

    # ---------------------------------------------------------------- the walk
    def _array_of(self, node: ast.AST, aliases: dict) -> tuple[str, tuple[ast.AST, ...]] | None:
        """(array, index prefix) when ``node`` names a kernel array (or a view of one)."""
        name = _dotted(node)
        if name in self.arrays:
            return name, ()
        if isinstance(node, ast.Name) and node.id in aliases:
            return aliases[node.id]
        if isinstance(node, ast.Subscript):
            base = self._array_of(node.value, aliases)
            if base is not None:
                return base[0], base[1] + _index_elts(node.slice)
        return None

    def _walk(self, body: list[ast.stmt], defs: dict, loops: tuple, aliases: dict) -> None:
        defs = dict(defs)
        aliases = dict(aliases)
        for stmt in body:
            self._calls(stmt, defs, loops, aliases)
            if isinstance(stmt, ast.Assign):
                for target in stmt.targets:
                    self._assign(target, stmt.value, stmt, defs, loops, aliases)
            elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
                self._assign(stmt.target, stmt.value, stmt, defs, loops, aliases)
            elif isinstance(stmt, ast.AugAssign):
                self._augassign(stmt, defs, loops, aliases)
            elif isinstance(stmt, ast.For):
                var = stmt.target.id if isinstance(stmt.target, ast.Name) else None
                call = stmt.iter
                inner = loops
                if (
                    var is not None
                    and self.assigned.get(var) == 1
                    and isinstance(call, ast.Call)
                    and _dotted(call.func) == "range"
                    and not call.keywords
                    and 1 <= len(call.args) <= 3
                ):
                    inner = (*loops, (var, tuple(call.args)))
                self._walk(stmt.body, defs, inner, aliases)
                self._walk(stmt.orelse, defs, loops, aliases)
            elif isinstance(stmt, ast.While | ast.If):
                self._walk(stmt.body, defs, loops, aliases)
                self._walk(stmt.orelse, defs, loops, aliases)
            elif isinstance(stmt, ast.With):
                self._walk(stmt.body, defs, loops, aliases)
            elif isinstance(stmt, ast.Try):
                for block in (stmt.body, stmt.orelse, stmt.finalbody, *[h.body for h in stmt.handlers]):
                    self._walk(block, defs, loops, aliases)

    def _assign(self, target, value, stmt, defs, loops, aliases) -> None:
        if isinstance(value, ast.Call) and _dotted(value.func) == "wp.tid":
            names = [t.id for t in target.elts] if isinstance(target, ast.Tuple) else [target.id]
            nd = len(self.spec.launch_dim)
            for axis, n in enumerate(names):
                if self.tiled and axis == nd:
                    self.lane_name = n
                elif len(names) == 1 and nd > 1 and not self.tiled:
                    self.coords[n] = -1
                else:
                    self.coords[n] = axis
            return
        if isinstance(target, ast.Name):
            if self.assigned.get(target.id) == 1:
                defs[target.id] = value
                view = self._array_of(value, aliases)
                if view is not None and len(view[1]) < len(self.arrays[view[0]]):
                    aliases[target.id] = view  # a view of a kernel array: stores through it count
            if self.rebound.get(target.id) == 1:
                try:
                    self.tile_shapes[target.id] = self._tile_shape(value)
                except Unknown:
                    self.tile_shapes[target.id] = None
            return
        if isinstance(target, ast.Tuple | ast.List):
            for t in target.elts:
                if not isinstance(t, ast.Name):
                    self._assign(t, None, stmt, defs, loops, aliases)
            return
        self._store_target(target, stmt, "plain", defs, loops, aliases)

    def _augassign(self, stmt: ast.AugAssign, defs, loops, aliases) -> None:
        if isinstance(stmt.target, ast.Name):
            return
        op = ATOMIC_AUGOPS.get(type(stmt.op), "")  # Warp lowers these on array elements to atomics
        self._store_target(stmt.target, stmt, "atomic" if op else "plain", defs, loops, aliases, op)

    def _store_target(self, target, stmt, kind, defs, loops, aliases, op: str = "") -> None:
        """A store to ``target`` (a subscript, attribute or component of one); kernel arrays only."""
        node = target
        while isinstance(node, ast.Attribute | ast.Subscript):
            found = self._array_of(node, aliases) if isinstance(node, ast.Subscript) else None
            if found is not None:
                array, index = found
                ndim = len(self.arrays[array])
                if len(index) >= ndim:
                    # Components past the element (a[i][0], a[i].x) select inside one element.
                    self.stores.append(_Store(stmt.lineno, array, kind, index[:ndim], defs, loops, op=op))
                    return
            node = node.value
        if self._array_of(node, aliases) is not None:
            array = self._array_of(node, aliases)[0]
            self.stores.append(_Store(stmt.lineno, array, kind, (), defs, loops, problem="store to a whole array"))
        elif isinstance(node, ast.Name) and node.id in self.view_names and node is not target:
            # A local that may hold a view of a kernel array (an element copy is harmless, but
            # which one it holds here is not known).
            self.stores.append(
                _Store(
                    stmt.lineno, node.id, kind, (), defs, loops, problem="store through a local that may view an array"
                )
            )

    def _calls(self, stmt: ast.stmt, defs, loops, aliases) -> None:
        """Array writes by calls in ``stmt``'s own expressions (not its nested statements)."""
        for node in sorted(self.calls.get(id(stmt), ()), key=lambda c: (c.lineno, c.col_offset)):
            name = _wp_name(node)
            if name and node.args and self._array_of(node.args[0], aliases) is not None:
                array, prefix = self._array_of(node.args[0], aliases)
                self._call_store(name, node, array, prefix, defs, loops)
            elif isinstance(node.func, ast.Name) and node.func.id in self.helpers:
                self._helper_call(node, defs, loops, aliases)

    def _call_store(self, name, call, array, prefix, defs, loops) -> None:
        ndim = len(self.arrays[array])
        line = call.lineno
        if name in COMMUTATIVE_ATOMICS or name in ("atomic_exch", "atomic_cas"):
            index = prefix + tuple(call.args[1 : 1 + ndim - len(prefix)])
            kind = "atomic" if name in COMMUTATIVE_ATOMICS else "plain"
            op = name[len("atomic_") :].replace("sub", "add")
            self.stores.append(_Store(line, array, kind, index, defs, loops, op=op))
        elif name in ("tile_store", "tile_atomic_add"):
            kind = "tile" if name == "tile_store" else "tile_atomic"
            tile = _kwarg(call, "t", 1)
            offset = _kwarg(call, "offset", 2)
            if prefix:
                offset_elts = prefix + (_index_elts(offset) if offset is not None else ())
            else:
                offset_elts = _index_elts(offset) if offset is not None else ()
            try:
                shape = self._tile_shape(tile)
            except Unknown as why:
                self.stores.append(_Store(line, array, kind, (), defs, loops, problem=f"tile shape unknown ({why})"))
                return
            shape = (1,) * len(prefix) + shape
            if len(offset_elts) < ndim:
                offset_elts += (ast.Constant(0),) * (ndim - len(offset_elts))
            self.stores.append(_Store(line, array, kind, offset_elts, defs, loops, tile_shape=shape, op="add"))
        elif "store" in name or "atomic" in name or "scatter" in name:
            kind = "atomic" if name.startswith("tile_atomic") else "plain"
            self.stores.append(_Store(line, array, kind, (), defs, loops, problem=f"wp.{name} is not analysed"))

    def _helper_call(self, call, defs, loops, aliases) -> None:
        helper = self.helpers[call.func.id]
        params = [a.arg for a in helper.args.args]
        for pos, arg in enumerate(call.args):
            found = self._array_of(arg, aliases)
            if found is None or pos >= len(params):
                continue
            if _writes_name(helper, params[pos]):
                self.stores.append(
                    _Store(
                        call.lineno,
                        found[0],
                        "plain",
                        (),
                        defs,
                        loops,
                        problem=f"written inside @wp.func {helper.name} (not analysed)",
                    )
                )

    # ---------------------------------------------------------------- tile shapes
    def _shape_value(self, node: ast.AST | None) -> tuple[int, ...]:
        if node is None:
            raise Unknown("no shape")
        if isinstance(node, ast.Tuple | ast.List):
            return tuple(self._const(e) for e in node.elts)
        return (self._const(node),)

    def _tile_shape(self, node: ast.AST | None) -> tuple[int, ...]:
        if isinstance(node, ast.Name):
            shape = self.tile_shapes.get(node.id)
            if shape is None:
                raise Unknown(f"{node.id} is not a tile of known shape")
            return shape
        if isinstance(node, ast.BinOp):
            for side in (node.left, node.right):
                try:
                    return self._tile_shape(side)
                except Unknown:
                    pass
            raise Unknown("no tile operand")
        if isinstance(node, ast.UnaryOp):
            return self._tile_shape(node.operand)
        if isinstance(node, ast.Subscript):
            shape = self._tile_shape(node.value)
            return shape[len(_index_elts(node.slice)) :] or (1,)
        if not isinstance(node, ast.Call):
            raise Unknown("not a tile expression")
        name = _wp_name(node)
        if name == "tile_load":
            return self._shape_value(_kwarg(node, "shape", 1))
        if name in ("tile_zeros", "tile_ones", "tile_full", "tile_empty", "tile_randf", "tile_randi"):
            return self._shape_value(_kwarg(node, "shape", 0))
        if name in ("tile_broadcast", "tile_reshape"):
            return self._shape_value(_kwarg(node, "shape", 1))
        if name == "tile_view":
            return self._shape_value(_kwarg(node, "shape", 2))
        if name == "tile_arange":
            values = [self._const(a) for a in node.args]
            start, stop, step = (0, values[0], 1) if len(values) == 1 else (*values, 1)[:3]
            return (max(0, -(-(stop - start) // step)),)
        if name == "tile_transpose":
            return tuple(reversed(self._tile_shape(node.args[0])))
        if name == "tile_squeeze":
            return tuple(s for s in self._tile_shape(node.args[0]) if s != 1) or (1,)
        if name == "tile_map":
            return self._tile_shape(node.args[1])
        if name in SAME_SHAPE:
            return self._tile_shape(node.args[0])
        if name == "tile_matmul" and len(node.args) == 2:
            a, b = self._tile_shape(node.args[0]), self._tile_shape(node.args[1])
            return (a[0], b[1])
        if name in ("tile_cholesky_solve", "tile_lower_solve", "tile_upper_solve"):
            return self._tile_shape(node.args[1])
        if name in REDUCTIONS:
            axis = _kwarg(node, "axis")
            if axis is None:
                return (1,)
            shape = self._tile_shape(node.args[0] if name != "tile_reduce" else node.args[1])
            k = self._const(axis)
            return shape[:k] + shape[k + 1 :] or (1,)
        if name == "tile":
            return (self.block_dim,)
        raise Unknown(f"wp.{name} is not a modelled tile expression")

    # ---------------------------------------------------------------- evaluation
    def eval(self, node: ast.AST, env: dict, defs: dict, memo: dict) -> int | tuple:
        if isinstance(node, ast.Constant):
            if isinstance(node.value, int) and not isinstance(node.value, bool):
                return node.value
            raise Unknown(f"constant {node.value!r}")
        if isinstance(node, ast.Name):
            if node.id in env:
                return env[node.id]
            if node.id in memo:
                return memo[node.id]
            if node.id in defs:
                memo[node.id] = None  # cycle guard
                value = self.eval(defs[node.id], env, defs, memo)
                memo[node.id] = value
                return value
            if node.id in self.consts and node.id not in self.assigned and node.id not in self.args:
                return self.consts[node.id]
            raise Unknown(f"{node.id} is not a function of the thread id")
        if isinstance(node, ast.Tuple):
            return tuple(self.eval(e, env, defs, memo) for e in node.elts)
        if isinstance(node, ast.BinOp):
            return _binop(node.op, self.eval(node.left, env, defs, memo), self.eval(node.right, env, defs, memo))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            value = self.eval(node.operand, env, defs, memo)
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node, ast.Attribute) and node.attr == "shape":
            array = _dotted(node.value)
            if array in self.arrays:
                return self.arrays[array]
            raise Unknown(f"shape of {ast.unparse(node.value)}")
        if isinstance(node, ast.Subscript):
            base = self.eval(node.value, env, defs, memo)
            index = self.eval(node.slice, env, defs, memo)
            if isinstance(base, tuple) and isinstance(index, int) and 0 <= index < len(base):
                return base[index]
            raise Unknown(ast.unparse(node))
        if isinstance(node, ast.Call):
            name = _dotted(node.func)
            args = [self.eval(a, env, defs, memo) for a in node.args]
            if node.keywords:
                raise Unknown(ast.unparse(node))
            if name in INT_CASTS and len(args) == 1:
                return args[0]
            if name == "wp.static" and len(args) == 1:
                return args[0]
            if name in ("wp.min", "min") and len(args) == 2:
                return min(args)
            if name in ("wp.max", "max") and len(args) == 2:
                return max(args)
            if name in ("wp.abs", "abs") and len(args) == 1:
                return abs(args[0])
            if name == "wp.clamp" and len(args) == 3:
                return min(max(args[0], args[1]), args[2])
            raise Unknown(f"{name}(...) in an index")
        raise Unknown(f"{type(node).__name__} in an index")

    def threads(self) -> list[tuple[int, ...]]:
        dims = tuple(int(d) for d in self.spec.launch_dim)
        if self.tiled:
            dims = (*dims, self.block_dim)
        return list(itertools.product(*(range(d) for d in dims)))

    def env_of(self, thread: tuple[int, ...]) -> dict:
        """The tid names' values for ``thread`` (launch coordinates, then the lane if given)."""
        nd = len(self.spec.launch_dim)
        env = {}
        for name, axis in self.coords.items():
            if self.assigned.get(name, 0) > 1:
                continue  # reassigned later: not the thread id everywhere
            if axis == -1:
                linear = 0
                for d, c in zip(self.spec.launch_dim, thread, strict=False):
                    linear = linear * int(d) + c
                env[name] = linear
            else:
                env[name] = thread[axis]
        if self.lane_name is not None and len(thread) > nd and self.assigned.get(self.lane_name, 0) == 1:
            env[self.lane_name] = thread[nd]
        return env


def _binop(op: ast.operator, a, b) -> int:
    if not isinstance(a, int) or not isinstance(b, int):
        raise Unknown("arithmetic on a non-integer")
    if isinstance(op, ast.Add):
        return a + b
    if isinstance(op, ast.Sub):
        return a - b
    if isinstance(op, ast.Mult):
        return a * b
    if isinstance(op, ast.FloorDiv):
        return _c_div(a, b, "div")
    if isinstance(op, ast.Mod):
        return _c_div(a, b, "mod")
    if isinstance(op, ast.LShift) and 0 <= b < 31:
        return a << b
    if isinstance(op, ast.RShift) and 0 <= b < 31 and a >= 0:
        return a >> b
    if isinstance(op, ast.BitAnd) and a >= 0 and b >= 0:
        return a & b
    raise Unknown(f"operator {type(op).__name__}")


def _index_elts(node: ast.AST) -> tuple[ast.AST, ...]:
    return tuple(node.elts) if isinstance(node, ast.Tuple) else (node,)


def _writes_name(func: ast.FunctionDef, param: str) -> bool:
    """Whether ``func`` stores into, or calls a writing builtin on, its parameter ``param``."""

    def rooted(node) -> bool:
        while isinstance(node, ast.Attribute | ast.Subscript):
            node = node.value
        return isinstance(node, ast.Name) and node.id == param

    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and any(rooted(t) and not isinstance(t, ast.Name) for t in node.targets):
            return True
        if isinstance(node, ast.AugAssign) and rooted(node.target) and not isinstance(node.target, ast.Name):
            return True
        if isinstance(node, ast.Call) and node.args and rooted(node.args[0]):
            name = _wp_name(node)
            if "store" in name or "atomic" in name or "scatter" in name:
                return True
    return False


# ------------------------------------------------------------------------------ the check


def check(spec: KernelSpec) -> list[Collision]:
    """Every store of ``spec``'s kernel whose element (or tile region) another thread (block) may
    also write, or that cannot be analysed; empty when every store is provably its writer's own."""
    kernel = _Kernel(spec)
    found: list[Collision] = []
    plain_arrays = {s.array for s in kernel.stores if s.kind in ("plain", "tile")}
    first_op: dict[str, _Store] = {}  # array -> its first atomic
    budget = [MAX_EVALUATIONS]
    owners: dict[str, dict[tuple, tuple]] = {}  # array -> element -> owner
    threads = kernel.threads()
    nd = len(spec.launch_dim)
    for store in kernel.stores:
        if store.problem:
            found.append(Collision(store.line, store.array, store.problem))
            continue
        free_atomic = store.array in kernel.order_independent and store.array not in plain_arrays
        if store.kind in ("atomic", "tile_atomic") and free_atomic:
            first = first_op.setdefault(store.array, store)
            if first.op != store.op:
                found.append(
                    Collision(
                        store.line,
                        store.array,
                        f"atomic {store.op} after atomic {first.op} (line {first.line}): the result depends on "
                        "the order threads arrive in",
                    )
                )
            continue
        why = ""
        if store.kind in ("atomic", "tile_atomic") and store.array not in kernel.order_independent:
            why = " (atomic into an array the spec does not declare order-independent)"
        tile = store.tile_shape is not None
        # The lanes of a block store a tile together: the owner of a tile store is the block.
        candidates = sorted({t[:nd] for t in threads}) if tile else threads
        shape = kernel.arrays[store.array]
        cells = owners.setdefault(store.array, {})
        try:
            for thread in candidates:
                owner = (*thread, None) if tile and kernel.tiled else thread
                env = kernel.env_of(thread)  # a tile store's offset must not depend on the lane
                for element in _elements(kernel, store, env, shape, budget):
                    other = cells.setdefault(element, owner)
                    if other != owner:
                        raise _Clash(element, other, owner)
        except Unknown as unknown:
            found.append(Collision(store.line, store.array, f"cannot prove the index is the thread's own: {unknown}"))
        except _Clash as clash:
            who = "blocks" if tile else "threads"
            found.append(
                Collision(
                    store.line,
                    store.array,
                    f"{who} {_owner_text(clash.first)} and {_owner_text(clash.second)} both write "
                    f"{store.array}[{', '.join(map(str, clash.element))}]{why}",
                )
            )
    return found


def collision_free(spec: KernelSpec) -> bool:
    return not check(spec)


class _Clash(Exception):
    def __init__(self, element, first, second):
        super().__init__()
        self.element, self.first, self.second = element, first, second


def _owner_text(owner: tuple) -> str:
    return "(" + ", ".join(str(c) for c in owner if c is not None) + ")"


def _elements(kernel: _Kernel, store: _Store, env: dict, shape: tuple[int, ...], budget: list):
    """The elements ``store`` writes for one thread (its enclosing loops enumerated)."""
    for loop_env in _loop_envs(kernel, store, env, 0, budget):
        memo: dict = {}
        values = [kernel.eval(e, loop_env, store.defs, memo) for e in store.index]
        if any(not isinstance(v, int) for v in values):
            raise Unknown("an index is not an integer")
        if store.tile_shape is None:
            yield tuple(values)
            continue
        ranges = []
        for off, ext, dim in zip(values, store.tile_shape, shape, strict=False):
            lo, hi = max(off, 0), min(off + ext, dim)  # Warp's bounds check clips the tile
            ranges.append(range(lo, hi))
        yield from itertools.product(*ranges)


def _uses(kernel: _Kernel, store: _Store, var: str) -> bool:
    seen, todo = set(), list(store.index)
    while todo:
        node = todo.pop()
        for n in ast.walk(node):
            if isinstance(n, ast.Name) and n.id not in seen:
                if n.id == var:
                    return True
                seen.add(n.id)
                if n.id in store.defs:
                    todo.append(store.defs[n.id])
    return False


def _loop_envs(kernel: _Kernel, store: _Store, env: dict, depth: int, budget: list):
    if depth == len(store.loops):
        budget[0] -= 1
        if budget[0] < 0:
            raise Unknown(f"more than {MAX_EVALUATIONS} index evaluations")
        yield env
        return
    var, args = store.loops[depth]
    if not _uses(kernel, store, var):
        yield from _loop_envs(kernel, store, env, depth + 1, budget)
        return
    bounds = [kernel.eval(a, env, store.defs, {}) for a in args]
    if not all(isinstance(b, int) for b in bounds):
        raise Unknown(f"range of loop {var}")
    for value in range(*bounds):
        yield from _loop_envs(kernel, store, {**env, var: value}, depth + 1, budget)
