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
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterable

from kernels.lang import INT_RANGE, TYPES
from kernels.spec import ArgSpec

HIDING = frozenset({"abs", "length", "length_sq"})
_EXITS = (ast.Return, ast.Break, ast.Continue)


def _callee(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return node.func.id if isinstance(node.func, ast.Name) else None


def _same(a: ast.AST, b: ast.AST) -> bool:
    return ast.dump(a) == ast.dump(b)


def reads(node: ast.AST | None, hide: bool = True) -> set[str]:
    """The names an expression reads; with ``hide``, not those it reads only through a read that
    hides their sign."""
    out: set[str] = set()

    def visit(n: ast.AST) -> None:
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


def _target(node: ast.AST) -> tuple[list[str], set[str]]:
    """(the names a store target writes, the names its subscripts read)."""
    if isinstance(node, (ast.Tuple, ast.List)):
        names, index = [], set()
        for elt in node.elts:
            n, i = _target(elt)
            names += n
            index |= i
        return names, index
    index = set()
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        if isinstance(node, ast.Subscript):
            index |= reads(node.slice, hide=False)
        node = node.value
    return ([node.id] if isinstance(node, ast.Name) else []), index


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


def unobserved(body: str, sinks: Iterable[str], candidates: Iterable[str]) -> list[str]:
    """The ``candidates`` (locals of the kernel ``body``, its statements' text) that the body
    assigns and whose values reach none of ``sinks`` (the output arrays), in the candidates' order."""
    sinks = set(sinks)
    deps: dict[str, set[str]] = {}  # name -> the names its value is computed from
    live: set[str] = set()  # names a sink reads directly

    def assign(targets: list[ast.AST], read: set[str], control: set[str]) -> None:
        for node in targets:
            names, index = _target(node)
            for name in names:
                if name in sinks:
                    live.update(read, index, control)
                else:
                    deps.setdefault(name, set()).update(read, index, control)

    def walk(statements: list[ast.stmt], control: set[str]) -> None:
        for s in statements:
            if isinstance(s, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = s.targets if isinstance(s, ast.Assign) else [s.target]
                read = reads(s.value) | control
                if isinstance(s, ast.AugAssign):
                    read |= set(_target(s.target)[0])
                assign(targets, read, control)
                every = reads(s.value, hide=False)
                if every & sinks:  # a call that writes an output array
                    live.update(every, control)
            elif isinstance(s, ast.Expr):
                every = reads(s.value, hide=False)
                if every & sinks:
                    live.update(every, control)
                else:  # a builtin writing through its arguments (wp.svd3(a, u, s, v))
                    for name in every:
                        deps.setdefault(name, set()).update(every, control)
            elif isinstance(s, (ast.If, ast.While)):
                inner = control | reads(s.test)
                walk(s.body, inner)
                walk(s.orelse, inner)
            elif isinstance(s, ast.For):
                inner = control | reads(s.iter)
                assign([s.target], reads(s.iter), control)
                walk(s.body, inner)
                walk(s.orelse, inner)
            elif isinstance(s, _EXITS):
                live.update(control, reads(getattr(s, "value", None)))

    walk(ast.parse(textwrap.dedent(body)).body, set())
    seen, todo = set(), list(live)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(deps.get(name, ()))
    return [c for c in candidates if c in deps and c not in seen]


class ObserveMixin:
    """Folds the values nothing observes into what a kernel writes or a helper returns."""

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
        dead = unobserved(body, sinks, [*top, *inner])
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
        the types that have none here (structs, integer vectors, spatial matrices)."""
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
