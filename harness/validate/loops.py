"""Dynamic loops in a kernel's Python source (``ast``): which loops Warp keeps rolled (its adjoint does
not replay them: ``dynamic_loop_mutations``, ``dynamic_loop_returns``), and the copy with them made
static where that keeps the program's meaning (``unrolled``), for the gradient check's explanations
(harness/validate/explain.py), the hunt's oracles and the bug registry's detectors."""

from __future__ import annotations

import ast
import math

import warp as wp


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


def _lower_breaks(body: list, flag: str) -> list:
    """``break`` as ``flag = 1``, with the rest of the iteration guarded by ``flag == 0``."""
    out = []
    for i, stmt in enumerate(body):
        if isinstance(stmt, ast.Break):
            out.append(ast.parse(f"{flag} = int(1)").body[0])
            return out
        if isinstance(stmt, ast.If) and (_breaks(stmt.body) or _breaks(stmt.orelse)):
            stmt.body = _lower_breaks(stmt.body, flag)
            stmt.orelse = _lower_breaks(stmt.orelse, flag)
            out.append(stmt)
            rest = _lower_breaks(body[i + 1 :], flag)
            if rest:
                guard = ast.parse(f"if {flag} == 0:\n    pass").body[0]
                guard.body = rest
                out.append(guard)
            return out
        out.append(stmt)
    return out


class _LoopRewriter:
    """Rewrites each function's statement lists, innermost first (``_block``: a list -> its rewrite)."""

    def _block(self, body: list) -> list:
        raise NotImplementedError

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


class _Unroll(_LoopRewriter):
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
            guard.body = _lower_breaks(node.body, flag)
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


# ``bounded``: the trips each dynamic loop may make in the copy, tried in turn (from the fewest the copy
# fits in) while a loop runs past them, by how deep dynamic loops nest (the copy holds trips ** depth
# copies of the innermost body). Few first: a package's loops mostly run a few times (joints of a body,
# contacts of a pair), and a copy of 64 trips of a long body is too large to build.
BOUNDED_TRIPS = {1: (4, 16, 64, 512), 2: (4, 16, 64)}
BOUNDED_TRIPS_DEEPER = (2, 4, 8)


def dynamic_depth(source: str, max_unroll: int | None = None) -> int:
    """How deep the loops Warp leaves dynamic nest in ``source`` (0: none)."""
    max_unroll = _unroll_limit(max_unroll)

    def depth(node: ast.AST) -> int:
        inner = max((depth(c) for c in ast.iter_child_nodes(node)), default=0)
        dynamic = isinstance(node, ast.While) or (isinstance(node, ast.For) and not _static_loop(node, max_unroll))
        return inner + 1 if dynamic else inner

    return depth(ast.parse(source))


# The most statements Warp would emit for a bounded copy (``unrolled_statements``): past it, building the copy
# would cost minutes (a blocked Cholesky's tile loops bounded at 16 x 16 took more than four).
BOUNDED_MAX_STATEMENTS = 4000
TILE_STATEMENTS = 20  # what one statement calling a tile operation counts for


def unrolled_statements(source: str, max_unroll: int | None = None) -> int:
    """How many statements Warp emits for ``source`` once it unrolls its static loops (each body
    counted once per iteration)."""
    max_unroll = _unroll_limit(max_unroll)

    def count(body: list) -> int:
        total = 0
        for stmt in body:
            inner = sum(count(getattr(stmt, name, None) or []) for name in ("body", "orelse"))
            if isinstance(stmt, ast.For) and _static_loop(stmt, max_unroll):
                inner *= len(range(*[_constant_int(a) for a in stmt.iter.args]))
            own = (
                stmt.iter if isinstance(stmt, ast.For) else stmt.test if isinstance(stmt, (ast.While, ast.If)) else stmt
            )
            tiles = "wp.tile_" in ast.unparse(own)  # a tile operation's code is a template instance, far longer
            total += (TILE_STATEMENTS if tiles else 1) + inner
        return total

    return sum(count(f.body) for f in ast.walk(ast.parse(source)) if isinstance(f, ast.FunctionDef))


def bounded_trips(source: str) -> tuple[int, ...]:
    """The trips ``bounded`` may give each loop of ``source``, fewest first."""
    return BOUNDED_TRIPS.get(dynamic_depth(source), BOUNDED_TRIPS_DEEPER)


class _Bound(_LoopRewriter):
    """Each dynamic loop as static loops of ``trips`` iterations in all, each iteration guarded by
    the loop's own condition, so Warp unrolls it; exact wherever no loop runs more than ``trips``
    times (the caller checks that the copy computes the kernel's outputs):

    - ``for v in range(a, b, s)`` -> ``v = lo + k * s`` and ``if v < hi`` (``>`` for ``s < 0``; both,
      each with its sign, when ``s`` is not a literal), the bounds evaluated once before the loop as
      Python does;
    - ``while c:`` -> ``if c:`` the body, else a flag that stops the later iterations;
    - ``break`` -> that flag, guarding the rest of the iteration (``continue`` Warp lowers itself in
      an unrolled loop).

    A loop over anything but ``range``, or with a ``for``/``while ... else``, stays dynamic (counted in
    ``dynamic``). A ``return`` stays where it is: Warp replays an early return of an unrolled loop.
    """

    def __init__(self, trips: int, max_unroll: int):
        self.trips, self.max_unroll = trips, max_unroll
        self.count = 0
        self.dynamic = 0

    def _ranges(self, n: int) -> list[tuple[str, int]]:
        """Nested literal ranges of at least ``trips`` iterations in all, each short enough for Warp to
        unroll, outermost first."""
        sizes, left = [], self.trips
        while left > self.max_unroll:
            sizes.insert(0, self.max_unroll)
            left = -(-left // self.max_unroll)
        sizes.insert(0, left)
        return [(f"_k{n}_{level}", size) for level, size in enumerate(sizes)]

    def _unrolled_loops(self, n: int, body: list) -> tuple[ast.For, str]:
        ranges = self._ranges(n)
        strides = [math.prod(size for _name, size in ranges[i + 1 :]) for i in range(len(ranges))]
        index = " + ".join(
            name if stride == 1 else f"{name} * {stride}" for (name, _s), stride in zip(ranges, strides, strict=True)
        )
        loop = inner = None
        for name, k in ranges:
            node = ast.parse(f"for {name} in range({k}):\n    pass").body[0]
            if loop is None:
                loop = node
            else:
                inner.body = [node]
            inner = node
        inner.body = body
        return loop, index

    def _convertible(self, loop: ast.AST) -> bool:
        if loop.orelse:
            return False
        if isinstance(loop, ast.While):
            return True
        it = loop.iter
        return (
            isinstance(loop.target, ast.Name)
            and isinstance(it, ast.Call)
            and isinstance(it.func, ast.Name)
            and it.func.id == "range"
            and 1 <= len(it.args) <= 3
            and not it.keywords
            and (len(it.args) < 3 or _constant_int(it.args[2]) != 0)
        )

    def _bound(self, loop: ast.AST) -> list:
        n = self.count
        self.count += 1
        flag = f"_stop{n}"
        before = [ast.parse(f"{flag} = int(0)").body[0]]
        body = _lower_breaks(loop.body, flag)
        if isinstance(loop, ast.While):
            guard = ast.parse(f"if {flag} == 0:\n    if c:\n        pass\n    else:\n        {flag} = int(1)").body[0]
            guard.body[0].test = loop.test
            guard.body[0].body = body
            outer, _index = self._unrolled_loops(n, [guard])
            return [*before, outer]
        args = loop.iter.args
        start, stop = (args[0], args[1]) if len(args) > 1 else (ast.Constant(0), args[0])
        step = _constant_int(args[2]) if len(args) == 3 else 1
        before += [
            ast.Assign([ast.Name(f"_lo{n}", ast.Store())], _int_call(start)),
            ast.Assign([ast.Name(f"_hi{n}", ast.Store())], _int_call(stop)),
        ]
        v = loop.target.id
        if step is None:  # its sign known only when the kernel runs
            before.append(ast.Assign([ast.Name(f"_step{n}", ast.Store())], _int_call(args[2])))
            step = f"_step{n}"
            inside = f"({step} > 0 and {v} < _hi{n}) or ({step} < 0 and {v} > _hi{n})"
        else:
            inside = f"{v} {'<' if step > 0 else '>'} _hi{n}"
        guard = ast.parse(f"if {flag} == 0:\n    if {inside}:\n        pass").body[0]
        guard.body[0].body = body
        outer, index = self._unrolled_loops(n, [])
        innermost = outer
        while innermost.body:
            innermost = innermost.body[0]
        offset = f"({index})" if step == 1 else f"({index}) * {step}"
        innermost.body = [ast.parse(f"{v} = _lo{n} + {offset}").body[0], guard]
        return [*before, outer]

    def _block(self, body: list) -> list:
        out = []
        for stmt in body:
            self._children(stmt)
            dynamic = isinstance(stmt, ast.While) or (
                isinstance(stmt, ast.For) and not _static_loop(stmt, self.max_unroll)
            )
            if not dynamic:
                out.append(stmt)
            elif self._convertible(stmt):
                out.extend(self._bound(stmt))
            else:
                self.dynamic += 1
                out.append(stmt)
        return out


def _int_call(node: ast.expr) -> ast.expr:
    return ast.Call(ast.Name("int", ast.Load()), [node], [])


def bounded(source: str, trips: int, max_unroll: int | None = None) -> tuple[str, int]:
    """``source`` with each dynamic loop run as static loops of ``trips`` iterations guarded by its
    condition (``_Bound``), which Warp unrolls; and the number of loops left dynamic. The copy computes
    what ``source`` does wherever no loop runs more than ``trips`` times."""
    transformer = _Bound(trips, _unroll_limit(max_unroll))
    tree = transformer.run(ast.parse(source))
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n", transformer.dynamic
