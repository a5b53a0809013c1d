"""The program generator's shared state and values, which every part of the generator works on.

:class:`ProgramState` holds one kernel under construction: its scopes and locals, the lines
emitted so far, what is known about each name (value ranges, input dependence), the module-level
definitions, arguments and features; it emits lines and writes literals. The expression,
statement, definition, type, tile, geometry and symbolic mixins all work on it; :class:`IV` and
:class:`Func` are the values they pass around.
"""

from __future__ import annotations

import random
import re
from contextlib import contextmanager
from dataclasses import dataclass

from kernels.lang import FLOAT_TYPES, lit
from kernels.policy import Policy, scaled
from kernels.spec import ArgSpec

LAUNCH_SIZE = 16  # threads per generated 1D kernel: small inputs keep runtime checks cheap
SAFE_INT = 2**30  # int ranges stay inside +-2^30 (and inside their type) before any reduction


_OPERAND = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\b(?!\s*\()")


def reads(code: str) -> bool:
    """Whether an expression reads a variable, an array or the thread index (not only literals)."""
    return any(n not in ("wp", "float", "int") for n in _OPERAND.findall(code))


def weighted(rng: random.Random, weights: dict[str, float]) -> str:
    """A key of ``weights`` drawn in proportion to its weight (keys weighted 0 are never drawn)."""
    keys = [k for k, w in weights.items() if w > 0]
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


@dataclass
class IV:
    """An integer expression and the inclusive range of values it can take."""

    code: str
    lo: int
    hi: int


@dataclass
class Func:
    """A ``@wp.func`` helper the kernel can call: name, typed parameters, return type(s)."""

    name: str
    params: list[tuple[str, str]]
    ret: str | tuple[str, ...]
    arrays: bool = False  # takes an array parameter (called with a kernel input)
    annotated: bool = True  # declares its return type (``-> float``)


@dataclass
class Frame:
    """The emission state entering a helper's body saves (see ``ProgramState._frame``)."""

    lines: list[str]
    indent: int
    scopes: list[dict[str, str]]
    int_vars: list[str]
    context: str
    loops: list[str]


ASSIGN = re.compile(r"^([\w\s,.\[\]+*()%-]+?)\s*(=|\+=|-=|\*=|&=|\|=|\^=)\s*(.+)$")
IDENT = re.compile(r"[A-Za-z_]\w*")


def _base(target: str) -> str:
    """``v`` for ``v``, ``v.x``, ``v[0]`` or ``v[i, j]``."""
    return re.split(r"[.\[]", target.strip(), maxsplit=1)[0]


class ProgramState:
    """One kernel under construction (see the module docstring); the generator's mixins extend it."""

    def __init__(self, family: str, seed: int, policy: Policy, size: str = "medium"):
        self.family = family
        self.seed = seed
        self.size = size
        self.policy = scaled(policy, size)
        # Medium keeps the stream (and so the kernels) it always had; other sizes get their own.
        self.rng = random.Random(f"{family}:{seed}" if size == "medium" else f"{family}:{size}:{seed}")
        # Whether the later forms of kernels/forms.py are written is drawn from a stream of its own:
        # a kernel without them is the one it was before they existed.
        self.forms_rng = random.Random(
            f"forms:{family}:{seed}" if size == "medium" else f"forms:{family}:{size}:{seed}"
        )
        self.kernel_name = f"{family}_{seed:06d}" if size == "medium" else f"{family}_{size}_{seed:06d}"
        self.scopes: list[dict[str, str]] = []
        self.pending: list[tuple[dict, str, str]] = []
        self.tainted: set[str] = set()  # names whose value depends on the kernel's inputs
        # local -> the variables its value was computed from (transitively)
        self.computed_from: dict[str, set[str]] = {}
        self.loop_updated: set[str] = set()  # names an update inside a loop has reassigned
        self.readonly: set[str] = set()
        self.arrays: dict[str, tuple[str, int]] = {}  # input array name -> (dtype, ndim)
        self.n_locals = 0
        self.local_types: dict[str, str] = {}  # every local declared, whatever its scope -> its type
        self.unread: set[str] = set()  # locals no later code may read (decomposition factors: rounding signs them)
        self.lines: list[str] = []
        self.indent = 1
        self.int_vars: list[str] = []
        self.ranges: dict[str, tuple[int, int]] = {}  # integer variable -> value range
        self.used_features: set[str] = set()
        self.atomic_outputs: list[str] = []
        self.int_accumulators: list[str] = []
        self.atomic_kinds: dict[str, str] = {}  # accumulator -> the one kind of atomic it takes
        self.context = "kernel"  # or "func"
        self.zero_fields: set[str] = set()  # fields of default-constructed struct locals not yet set
        self.func_params: list[str] = []  # the helper being written's parameters a fold can take
        self.loops: list[str] = []  # enclosing loop kinds, innermost last
        self.index: tuple[str, ...] = ("tid",)
        self.shape: tuple[int, ...] = (LAUNCH_SIZE,)
        self.structs: dict[str, list[tuple[str, str]]] = {}
        self.struct_meta: dict[str, list[dict]] = {}
        self.funcs: list[Func] = []
        self.helpers: list[str] = []  # module-level definitions in order
        self.helper_text: dict[str, str] = {}  # helper function -> its body
        self.constants: dict[str, tuple[str, float | tuple[float, ...]]] = {}  # wp.constant name -> (type, value)
        self.py_constants: dict[str, int] = {}  # plain Python ints usable in wp.static
        self.func_tables: dict[str, list[str]] = {}  # tuple of @wp.func for wp.static dispatch
        self.ops_used: set[int] = set()  # entries of OPS some wp.static dispatch reaches
        self.dead_lines: set[int] = set()  # kernel lines in branches a wp.static condition removes
        self.generic_handles: dict[str, str] = {}  # scalar type -> expression naming it (generic mode)
        self.imports_any = False
        self.imports_enum = False  # an enum.IntEnum of modes (kernels/forms.py)
        self.enum_mode = ""  # its name, when the kernel branches on one
        # (struct, its array field of records, the records' int field) the kernel fills (kernels/forms.py)
        self.record: tuple[str, str, str] | None = None
        self.record_read: tuple[str, str] | None = None  # (the element it filled, the field it reads back)
        self.tile_index = ""  # the int parameter tiles are read at (kernels/tiles.py), once one is
        self.extra: dict = {}
        self.na_reasons: list[str] = []
        self.natives: set[str] = set()  # @wp.func_native helpers (C++: wp.grad cannot differentiate them)
        self.handles: dict[str, str] = {}  # handle arg -> kind
        self.args: list[ArgSpec] = []
        self.module_options: dict = {}
        self.state = ""  # name of the random state, if any

    # ---------------------------------------------------------------- scopes

    def _vars_of(self, t: str) -> list[str]:
        out = []
        for scope in self.scopes:
            for name, vt in scope.items():
                if vt == t:
                    out.append(name)
                elif vt in self.structs:
                    out.extend(self._field_paths(name, vt, t))
        return out

    def _field_paths(self, base: str, struct: str, t: str) -> list[str]:
        out = []
        for fname, ft in self.structs[struct]:
            if f"{base}.{fname}" in self.zero_fields:
                continue  # a default-constructed struct's field nothing set: a zero, not a value
            if ft == t:
                out.append(f"{base}.{fname}")
            elif ft in self.structs:
                out.extend(self._field_paths(f"{base}.{fname}", ft, t))
        return out

    def _declare(self, t: str, prefix: str = "v") -> str:
        """A new local of type ``t``; it becomes visible once the next line is emitted, so the
        expression that defines it cannot read it."""
        name = f"{prefix}{self.n_locals}"
        self.n_locals += 1
        self.pending.append((self.scopes[-1], name, t))
        return name

    def _emit(self, line: str) -> None:
        self.lines.append("    " * self.indent + line)
        for scope, name, t in self.pending:
            scope[name] = t
            self.local_types[name] = t
        self.pending.clear()
        m = ASSIGN.match(line)
        if m:
            read = self.sources_of({n for n in _OPERAND.findall(m.group(3)) if n not in ("wp", "float", "int", "tid")})
            for target in {_base(t) for t in m.group(1).split(",")}:
                kept = self.computed_from.get(target, set()) if m.group(2) != "=" else set()  # an update keeps them
                self.computed_from[target] = read | kept
        if self.context == "kernel":
            self._track_inputs(line, m)

    def sources_of(self, names: set[str]) -> set[str]:
        """``names`` and every name their values were computed from."""
        return set(names).union(*(self.computed_from.get(n, set()) for n in names))

    def _track_inputs(self, line: str, m: re.Match | None) -> None:
        """Follow which locals depend on the kernel's inputs (an over-approximation by name); ``m``:
        the line's ``ASSIGN`` match."""
        if m:
            targets = {_base(t) for t in m.group(1).split(",")}
            if self.tainted & set(IDENT.findall(m.group(3))):
                self.tainted |= targets
        elif line.startswith("wp.") and self.tainted & set(IDENT.findall(line)):
            # A builtin writing through output arguments (wp.svd3(a, u, s, v), ...).
            self.tainted |= set(IDENT.findall(line))

    @contextmanager
    def _frame(self, context: str, scope: dict[str, str]):
        saved = Frame(self.lines, self.indent, self.scopes, self.int_vars, self.context, self.loops)
        self.lines, self.indent, self.scopes = [], 1, [scope]
        self.int_vars, self.context, self.loops = [], context, []
        try:
            yield
        finally:
            self.lines, self.indent, self.scopes = saved.lines, saved.indent, saved.scopes
            self.int_vars, self.context, self.loops = saved.int_vars, saved.context, saved.loops

    @contextmanager
    def _indented(self):
        self.indent += 1
        self.scopes.append({})
        try:
            yield
        finally:
            self.scopes.pop()
            self.indent -= 1

    # -------------------------------------------------------------- literals

    def lit(self, t: str, value: float) -> str:
        if t in self.generic_handles:
            return f"{self.generic_handles[t]}({float(value) if t in FLOAT_TYPES else int(value)!r})"
        return lit(t, value)

    def _fval(self, lo: float = -2.0, hi: float = 2.0) -> float:
        return round(self.rng.uniform(lo, hi), self.rng.choice((1, 2, 3)))

    def _pos(self) -> float:
        v = round(self.rng.uniform(0.1, 2.0), 2)
        return 1.1 if v == 1.0 else v  # not a factor of 1.0: x * 1.0 is x / 1.0

    def _float_lit(self, t: str = "float") -> str:
        return self.lit(t, self._fval())

    def _pos_lit(self, t: str = "float") -> str:
        return self.lit(t, self._pos())

    def _L(self, t: str):
        return lambda v: self.lit(t, v)
