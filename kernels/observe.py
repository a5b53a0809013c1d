"""Every value a generated kernel computes reaches its outputs.

``unobserved`` finds, from a body's Python syntax, the values that reach no output; the
generator's :class:`ObserveMixin` then folds each of them into an output (a kernel) or the
returned value (a ``@wp.func``), as Csmith folds every variable of a program into the checksum it
prints: a miscompiled statement must change what the kernel writes, or no check can see it.

A value is observed when a chain of assignments carries it into a store to an output array (or
an atomic on one, or a call that writes one), or into a condition that decides whether the kernel
returns or leaves a loop. Reads that hide a value's sign do not carry it: the argument of
``wp.abs``, ``wp.length``, ``wp.length_sq``, ``abs``, and squares (``x * x``, ``wp.dot(x, x)``):
``wp.sqrt(wp.abs(x) + 0.5)`` observes ``|x|``, not ``x``, so a kernel whose outputs see ``x``
only there cannot tell ``x`` from ``-x`` (a compiler that flips the sign of ``x`` goes unseen).
The analysis ignores the order of statements (a value overwritten before it is read counts as
read), so it may call a value observed that is not; never the reverse, up to the hiding reads.
Two exceptions make it stricter: fields are told apart (``s.a`` written and never read is
unobserved whatever reads ``s.b``), and a store to an output element that a later store in the
same block overwrites, with nothing reading the array or leaving in between, observes nothing.
"""

from __future__ import annotations

import ast
import itertools
import math
import textwrap
from collections.abc import Iterable

from kernels.lang import FLOAT_TYPES, INT_RANGE, TYPES
from kernels.spec import ArgSpec

HIDING = frozenset({"abs", "length", "length_sq"})
# What a condition over scalars may call for :func:`decided` to judge it (Python's own semantics).
_SCALAR_WP = {
    "abs": abs, "sin": math.sin, "cos": math.cos, "tanh": math.tanh, "atan": math.atan, "exp": math.exp,
    "floor": math.floor, "ceil": math.ceil, "min": min, "max": max, "sqrt": math.sqrt,
    "clamp": lambda x, lo, hi: min(max(x, lo), hi), "step": lambda x: 0.0 if x >= 0.0 else 1.0,
    "sign": lambda x: -1.0 if x < 0.0 else 1.0, "where": lambda c, a, b: a if c else b,
}  # fmt: skip


class _Wp:
    def __getattr__(self, name: str):
        if name not in _SCALAR_WP:
            raise LookupError(name)
        return _SCALAR_WP[name]


def decided(cond: str, domains: dict[str, list[float]]) -> bool:
    """Whether the condition ``cond`` (Python syntax) has the same value for every combination of
    the sample values ``domains`` gives its names: a branch no input takes, or one every input
    takes; True for one of literals alone. False when it reads a name ``domains`` lacks or calls
    what it cannot evaluate here."""
    names = sorted(reads(ast.parse(cond, mode="eval").body, hide=False) - {"wp", "float", "int", "min", "max", "abs"})
    if not names:
        return True  # literals only
    if any(n not in domains for n in names):
        return False
    combos = list(itertools.islice(itertools.product(*(domains[n] for n in names)), 4000))
    env = {"wp": _Wp(), "float": float, "int": int, "min": min, "max": max, "abs": abs}
    try:
        code = compile(cond, "<cond>", "eval")
        values = {bool(eval(code, env, dict(zip(names, c, strict=True)))) for c in combos}
    except (LookupError, NameError, AttributeError, ArithmeticError, ValueError, TypeError):
        return False  # what it cannot evaluate here (``x0.dtype(0.5)`` of a generic kernel, ...)
    return len(values) == 1


_EXITS = (ast.Return, ast.Break, ast.Continue)


def _callee(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return node.func.id if isinstance(node.func, ast.Name) else None


def _same(a: ast.AST, b: ast.AST) -> bool:
    return ast.dump(a) == ast.dump(b)


def _path(node: ast.AST) -> str | None:
    """``s.a.b`` of a chain of fields of a name (not of ``wp``), else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id != "wp":
        return ".".join([node.id, *reversed(parts)])
    return None


def _related(a: str, b: str) -> bool:
    """Whether paths ``a`` and ``b`` share storage: one is the other or a field of it."""
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def reads(node: ast.AST | None, hide: bool = True, paths: bool = False) -> set[str]:
    """The names an expression reads; with ``hide``, not those it reads only through a read that
    hides their sign; with ``paths``, the fields it reads of a name as paths (``s.a``, not ``s``)."""
    out: set[str] = set()

    def visit(n: ast.AST) -> None:
        if paths and isinstance(n, ast.Attribute) and _path(n) is not None:
            out.add(_path(n))
            return
        if isinstance(n, ast.Call):
            name = _callee(n)
            if hide and (name in HIDING or (name == "dot" and len(n.args) == 2 and _same(*n.args))):
                return
            for child in [*n.args, *(k.value for k in n.keywords)]:
                visit(child)
            if isinstance(n.func, ast.Attribute) and not (
                isinstance(n.func.value, ast.Name) and n.func.value.id == "wp"
            ):
                visit(n.func.value)  # a method's object (``q.x``-style reads stay reads)
            return
        if hide and isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult) and _same(n.left, n.right):
            return
        if isinstance(n, ast.Name):
            out.add(n.id)
        for child in ast.iter_child_nodes(n):
            visit(child)

    if node is not None:
        visit(node)
    return out


def _target(node: ast.AST, paths: bool = False) -> tuple[list[str], set[str]]:
    """(the names a store target writes, the names its subscripts read); with ``paths``, a field
    of a name as its path (``s.a = ...`` writes ``s.a``; ``v[0] = ...`` and ``v[0].a = ...``, ``v``)."""
    if isinstance(node, (ast.Tuple, ast.List)):
        names, index = [], set()
        for elt in node.elts:
            n, i = _target(elt, paths)
            names += n
            index |= i
        return names, index
    index = set()
    fields: list[str] = []
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        if isinstance(node, ast.Subscript):
            index |= reads(node.slice, hide=False, paths=paths)
            fields = []
        else:
            fields.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return [], index
    return [".".join([node.id, *reversed(fields)]) if paths else node.id], index


def last_writes(body: str) -> dict[str, int]:
    """Name -> the index, among the body's lines, of the last simple statement that writes it (an
    assignment, an update, or a call it is an argument of: ``wp.svd3(a, u, s, v)``)."""
    found: dict[str, int] = {}
    for node in ast.walk(ast.parse(textwrap.dedent(body))):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [n for t in targets for n in _target(t)[0]]
        elif isinstance(node, ast.Expr):
            names = reads(node.value, hide=False)
        else:
            continue
        for name in names:
            found[name] = max(found.get(name, -1), node.lineno - 1)
    return found


def _store_kills(statements: list[ast.stmt]) -> set[int]:
    """The ids of the body's top-level stores to an output element that a later top-level store
    overwrites whole before anything reads that array or may leave (``out[i] = a`` ... ``out[i] = b``)."""
    killed: set[int] = set()
    for k, s in enumerate(statements):
        if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Subscript)):
            continue
        target = s.targets[0]
        if not isinstance(target.value, ast.Name):
            continue
        array, text = target.value.id, ast.dump(target)
        for later in statements[k + 1 :]:
            if (
                isinstance(later, ast.Assign)
                and len(later.targets) == 1
                and ast.dump(later.targets[0]) == text
                and array not in reads(later.value, hide=False)
            ):
                killed.add(id(s))
                break
            if any((isinstance(n, ast.Name) and n.id == array) or isinstance(n, _EXITS) for n in ast.walk(later)):
                break  # read, or a path that leaves before the overwrite
    return killed


def unobserved(body: str, sinks: Iterable[str], candidates: Iterable[str], inputs: Iterable[str] = ()) -> list[str]:
    """The ``candidates`` (locals of the kernel ``body``, its statements' text) that the body
    assigns and whose values reach none of ``sinks`` (the output arrays), in the candidates' order;
    ``inputs`` (a helper's parameters) count as assigned where the body starts. Fields are told
    apart: a local whose field ``s.a`` is written and never read is unobserved, whatever reads
    ``s.b``. A store to an output element that a later one overwrites before any read observes
    nothing."""
    sinks = set(sinks)
    deps: dict[str, set[str]] = {name: set() for name in inputs}  # path -> the paths its value is computed from
    live: set[str] = set()  # paths a sink reads directly

    def roots(names: set[str]) -> set[str]:
        return {n.split(".")[0] for n in names}

    def assign(targets: list[ast.AST], read: set[str], control: set[str], dead: bool) -> None:
        for node in targets:
            names, index = _target(node, paths=True)
            for name in names:
                if name.split(".")[0] in sinks:
                    if not dead:
                        live.update(read, index, control)
                else:
                    deps.setdefault(name, set()).update(read, index, control)

    def walk(statements: list[ast.stmt], control: set[str]) -> None:
        killed = _store_kills(statements)
        for s in statements:
            if isinstance(s, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = s.targets if isinstance(s, ast.Assign) else [s.target]
                read = reads(s.value, paths=True) | control
                if isinstance(s, ast.AugAssign):
                    read |= set(_target(s.target, paths=True)[0])
                assign(targets, read, control, id(s) in killed)
                every = reads(s.value, hide=False, paths=True)
                if roots(every) & sinks:  # a call that writes an output array
                    live.update(every, control)
            elif isinstance(s, ast.Expr):
                every = reads(s.value, hide=False, paths=True)
                if roots(every) & sinks:
                    live.update(every, control)
                else:  # a builtin writing through its arguments (wp.svd3(a, u, s, v))
                    for name in every:
                        deps.setdefault(name, set()).update(every, control)
            elif isinstance(s, (ast.If, ast.While)):
                inner = control | reads(s.test, paths=True)
                walk(s.body, inner)
                walk(s.orelse, inner)
            elif isinstance(s, ast.For):
                inner = control | reads(s.iter, paths=True)
                assign([s.target], reads(s.iter, paths=True), control, False)
                walk(s.body, inner)
                walk(s.orelse, inner)
            elif isinstance(s, _EXITS):
                live.update(control, reads(getattr(s, "value", None), paths=True))

    walk(ast.parse(textwrap.dedent(body)).body, set())
    by_root: dict[str, list[str]] = {}
    for key in deps:
        by_root.setdefault(key.split(".")[0], []).append(key)
    seen: set[str] = set()  # the written paths some live path shares storage with
    done: set[str] = set()
    todo = list(live)
    while todo:
        path = todo.pop()
        if path in done:
            continue
        done.add(path)
        for key in by_root.get(path.split(".")[0], ()):
            if key not in seen and _related(key, path):
                seen.add(key)
                todo.extend(deps[key])
    return [c for c in candidates if any(key not in seen for key in by_root.get(c, ()))]


class ObserveMixin:
    """Folds the values nothing observes into what a kernel writes or a helper returns."""

    def _decided(self, cond: str) -> bool:
        """Whether ``cond`` takes one value for every sample of the scalars it reads (integers over
        their ranges, floats over [-2.5, 2.5]): a mutant in a branch no input takes goes unseen."""
        domains: dict[str, list[float]] = {}
        for scope in self.scopes:
            for name, t in scope.items():
                if t in FLOAT_TYPES:
                    domains[name] = [k / 4.0 for k in range(-10, 11)]
                elif t in INT_RANGE and name in self.ranges:
                    lo, hi = self.ranges[name]
                    domains[name] = list(range(lo, hi + 1)) if hi - lo <= 32 else [lo, *range(-8, 9), hi]
        for var in self.index:
            lo, hi = self.ranges.get(var, (0, 15))
            domains[var] = list(range(lo, hi + 1))
        return decided(cond, domains)

    def _observe_all(self, args: list[ArgSpec], outputs: list[tuple[str, str]], values: list[str]) -> list[str]:
        """The kernel's output values with every unobserved local folded in. Without an output
        that can take a float term, a float output is added for them (it joins ``args`` and
        ``outputs``)."""
        sinks = {a.name for a in args if a.role in ("out", "inout")}
        pending = [f"{self._out_target(n)} = {v}" for (n, _t), v in zip(outputs, values, strict=True)]
        dead = self._unobserved_here(pending, sinks)
        if not dead:
            return values
        if not self._takers([t for _n, t in outputs]):
            name = f"out{len(outputs)}"
            args.append(ArgSpec(name, "array", "float", self.shape, None, "out"))
            outputs.append((name, "float"))
            values = [*values, self._reduced(dead[0], self.scopes[0][dead[0]])]
            dead = dead[1:]
        return self._fold([t for _n, t in outputs], values, dead)

    def _observe_return(self, types: tuple[str, ...], values: list[str]) -> list[str]:
        """A helper's returned values with every unobserved local of its body folded in."""
        dead = self._unobserved_here([f"return {', '.join(values)}"], set())
        return self._fold(list(types), values, dead) if dead and self._takers(types) else values

    def _unobserved_here(self, pending: list[str], sinks: set[str]) -> list[str]:
        """The current body's locals whose values reach neither ``sinks`` nor the ``pending``
        lines (the stores or the return still to be written): those of the body's own scope by
        name, those of inner blocks (out of scope there) collected into one float total."""
        body = "\n".join([*self.lines, *("    " + line for line in pending)])
        scope = self.scopes[0]
        top = [n for n, t in scope.items() if n not in self.index and self._reduced(n, t)]
        inner = [
            n for n, t in self.local_types.items() if n not in scope and n not in self.unread and self._reduced(n, t)
        ]
        params = self.func_params if self.context == "func" else []
        dead = unobserved(body, sinks, [*top, *inner], inputs=params)
        writes = last_writes("\n".join(self.lines))
        nested = [n for n in dead if n not in scope and n in writes]
        dead = [n for n in dead if n in scope]
        if nested:
            dead.append(self._collect(nested, writes))
        return dead

    def _takers(self, types) -> list[int]:
        """The positions of ``types`` that can take a float term."""
        return [i for i, t in enumerate(types) if t in TYPES and self._plus_scalar(t, "v", "g") != "v"]

    def _fold(self, types: list[str], values: list[str], dead: list[str]) -> list[str]:
        """``values`` (of ``types``) with each of ``dead`` added: to a value of its own type as it is,
        else reduced to a float, the values taking them in turn."""
        takes = self._takers(types)
        direct: dict[int, list[str]] = {i: [] for i in takes}
        scalar: dict[int, list[str]] = {i: [] for i in takes}
        for k, name in enumerate(dead):
            t = self.scopes[0][name]
            same = [i for i in takes if types[i] == t and TYPES[t].kind in ("float", "vec", "mat")]
            if same:
                direct[same[0]].append(name)
            else:
                scalar[takes[k % len(takes)]].append(self._reduced(name, t))
        values = list(values)
        for i in takes:
            if scalar[i] and self.generic_handles and TYPES[types[i]].kind == "vec":
                total = self._declare("float")  # a vector of T is built from one name, not three sums
                self._emit(f"{total} = {' + '.join(scalar[i])}")
                scalar[i] = [total]
            value = " + ".join([values[i], *direct[i]])
            values[i] = self._plus_scalar(types[i], value, " + ".join(scalar[i])) if scalar[i] else value
        return values

    def _collect(self, names: list[str], writes: dict[str, int]) -> str:
        """A float total, declared at the top of the body, that each of ``names`` is added to after
        its last write (``writes``: :func:`last_writes` of the body); returns its name."""
        total = f"v{self.n_locals}"
        self.n_locals += 1
        self.scopes[0][total] = "float"
        after: dict[int, list[str]] = {}
        for name in names:
            last = writes[name]
            indent = self.lines[last][: len(self.lines[last]) - len(self.lines[last].lstrip())]
            after.setdefault(last, []).append(f"{indent}{total} += {self._reduced(name, self.local_types[name])}")
        first = 1 if self.context == "kernel" else 0  # a kernel's first line is its wp.tid()
        lines = [*self.lines[:first], f"    {total} = float(0.0)"]
        for i, line in enumerate(self.lines[first:], first):
            lines += [line, *after.get(i, ())]
        self.lines = lines
        return total

    def _reduced(self, name: str, t: str) -> str:
        """A float32 scalar that every component of ``name`` (type ``t``) moves by its sign; "" for
        the types that have none here (integer vectors, spatial matrices, structs of neither)."""
        if t in self.structs:  # its fields', arrays, fields never set and those of no reduction left out
            paths = ((f"{name}.{f}", ft) for f, ft in self.structs[t])
            parts = (self._reduced(p, ft) for p, ft in paths if p not in self.zero_fields)
            return " + ".join(p for p in parts if p)
        vt = TYPES.get(t)
        if vt is None or vt.kind in ("ivec", "smat"):
            return ""
        one = self.lit(vt.comp, 1.0)
        if vt.kind == "int":
            lo, hi = self.ranges.get(name, INT_RANGE[t])
            wide = max(abs(lo), abs(hi)) > 2**20
            return f"float({name} % {self.lit(t, 1000)})" if wide else f"float({name})"
        if vt.kind == "float":
            r = name
        elif vt.kind == "vec" or vt.kind == "quat":
            r = " + ".join(f"{name}[{i}]" for i in range(vt.n))
        elif vt.kind == "mat" and not self.generic_handles:
            r = f"wp.ddot({name}, {vt.ann}({one}))"
        elif vt.kind == "svec":
            r = f"wp.dot({name}, {vt.ann}({', '.join([one] * 6)}))"
        elif vt.kind == "transform":
            r = f"wp.dot(wp.transform_point({name}, wp.vec3({one})), wp.vec3({one}))"
        else:
            return ""
        return r if vt.comp == "float" else f"float({r})"
