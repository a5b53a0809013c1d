"""One random program generator for Warp kernels; families are policies over it.

The generator builds typed expression trees, statements and control flow, the way Csmith and
YARPGen build C programs, over most of Warp's language: scalars of every width, vectors,
matrices, quaternions, transforms, spatial vectors, structs, ``@wp.func`` helpers (with custom
adjoints), ``wp.static``, generic kernels, multi-dimensional launches, tiles, geometry queries and
random sampling. A :class:`Policy` weights its productions; a family is a named policy.

Every program is free of undefined behaviour by construction: array indices wrap into bounds,
divisors are kept away from zero, sqrt/log/acos/erfinv only see arguments in their domains,
matrices are inverted only when well conditioned, integer expressions carry value ranges so no
signed arithmetic overflows and no shift leaves its width, float-to-int casts are clamped first,
and loops have small literal or argument bounds. Loop-carried updates are bounded, so every value
stays finite for inputs in the declared domains.

The generator is a pure function of (family, seed, policy): it draws from its own
``random.Random`` seeded by a string (seeded through SHA-512, not ``hash()``).
"""

from __future__ import annotations

import dataclasses
import random
import re
from contextlib import contextmanager
from dataclasses import dataclass, field

from kernels.geometry import GeometryMixin
from kernels.lang import (
    BOUNDED_UNARY,
    FLOAT_TYPES,
    INT_BITS,
    INT_RANGE,
    MAT_OF,
    SAFE_BINARY,
    SAFE_UNARY,
    TYPES,
    VEC_OF,
    lit,
)
from kernels.spec import ArgSpec, KernelSpec
from kernels.symbolic import SymbolicMixin
from kernels.tiles import TileMixin

LAUNCH_SIZE = 16  # threads per generated 1D kernel: small inputs keep runtime checks cheap
AUG_ATOMICS = {"&=": "atomic_and", "|=": "atomic_or", "^=": "atomic_xor", "+=": "atomic_add"}  # on array elements
ND_SHAPES = {1: ((16,),), 2: ((4, 4), (8, 2), (2, 8)), 3: ((2, 4, 2), (4, 2, 2), (2, 2, 4)), 4: ((2, 2, 2, 2),)}
ND_INDEX = {1: ("tid",), 2: ("i", "j"), 3: ("i", "j", "k"), 4: ("i", "j", "k", "l")}
INPUT_DOMAIN = {
    "int8": (-100, 100),
    "uint8": (0, 200),
    "int16": (-1000, 1000),
    "uint16": (0, 1000),
    "int": (-1000, 1000),
    "uint32": (0, 100000),
    "int64": (-1000000, 1000000),
    "uint64": (0, 1000000),
}
SAFE_INT = 2**30  # int ranges stay inside +-2^30 (and inside their type) before any reduction


@dataclass(frozen=True)
class Policy:
    """A generation profile: what a family asks of the generator, as weights and ranges."""

    types: dict[str, float]  # value types for locals and outputs
    expr: dict[str, float]  # expression productions
    stmt: dict[str, float]  # statement kinds
    n_stmts: tuple[int, int] = (2, 5)
    max_depth: int = 3
    n_inputs: tuple[int, int] = (1, 3)
    n_scalars: tuple[int, int] = (0, 0)
    n_outputs: tuple[int, int] = (1, 2)
    unary: tuple[str, ...] = tuple(SAFE_UNARY)
    binary: tuple[str, ...] = tuple(SAFE_BINARY)
    block_depth: int = 2  # how deep if/for blocks nest
    random: bool = False  # kernel owns a wp.rand_init state
    tags: tuple[str, ...] = field(default_factory=tuple)
    # Launch dimensionality, drawn per kernel (2-4: ``i, j = wp.tid()`` and nd arrays).
    launch_ndim: tuple[int, ...] = (1,)
    # Helpers defined beside the kernel.
    n_structs: tuple[int, int] = (0, 0)
    n_funcs: tuple[int, int] = (0, 0)
    func_grad: float = 0.0  # chance that a scalar helper gets an exact custom adjoint (@wp.func_grad)
    n_constants: tuple[int, int] = (0, 0)  # module constants for wp.static / wp.constant
    generic: bool = False  # generic kernel (Any) with one explicit overload named as the case
    tile: bool = False  # tile kernel launched with wp.launch_tiled
    geometry: tuple[str, ...] = ()  # handle kinds: mesh, bvh, hash_grid, volume
    int_atomics: float = 0.0  # chance of an integer accumulator for bitwise/exchange atomics
    input_types: dict[str, float] | None = None  # input array dtypes (default: ``types``)


# KERNEL_SIZE: how a size scales a family's policy. Medium is the policy as written; statement
# counts, expression depth, block nesting, block bodies, unrolled loop bounds, helper counts and
# the number of input and output arrays ("io") shrink or grow with the size.
SIZES = {
    "small": {"stmts": 0.25, "depth": -2, "nesting": -1, "body": 1, "unroll": 3, "helpers": 0.5, "io": 0.5},
    "medium": {"stmts": 1.0, "depth": 0, "nesting": 0, "body": 2, "unroll": 6, "helpers": 1.0, "io": 1.0},
    "large": {"stmts": 2.0, "depth": 1, "nesting": 0, "body": 2, "unroll": 8, "helpers": 1.5, "io": 1.5},
}


def case_id(family: str, seed: int, size: str = "medium") -> str:
    """``<family>-<6-digit seed>``; sizes other than medium are named: ``<family>-<size>-<seed>``."""
    return f"{family}-{seed:06d}" if size == "medium" else f"{family}-{size}-{seed:06d}"


def scaled(policy: Policy, size: str) -> Policy:
    """``policy`` for kernels of ``size`` (see SIZES)."""
    if size not in SIZES:
        raise ValueError(f"unknown kernel size {size!r}; valid: {', '.join(SIZES)}")
    if size == "medium":
        return policy
    k = SIZES[size]

    def count(pair: tuple[int, int], factor: float, floor: int) -> tuple[int, int]:
        lo, hi = (max(floor, round(v * factor)) for v in pair)
        return lo, max(lo, hi)

    return dataclasses.replace(
        policy,
        n_stmts=count(policy.n_stmts, k["stmts"], 1),
        max_depth=max(1, policy.max_depth + k["depth"]),
        block_depth=max(1, policy.block_depth + k["nesting"]),
        n_funcs=count(policy.n_funcs, k["helpers"], min(policy.n_funcs)),
        n_structs=count(policy.n_structs, k["helpers"], min(policy.n_structs)),
        n_inputs=count(policy.n_inputs, k["io"], min(1, min(policy.n_inputs))),
        n_outputs=count(policy.n_outputs, k["io"], min(1, min(policy.n_outputs))),
    )


def _weighted(rng: random.Random, weights: dict[str, float]) -> str:
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
    name: str
    params: list[tuple[str, str]]
    ret: str | tuple[str, ...]
    arrays: bool = False  # takes an array parameter (called with a kernel input)


@dataclass
class _Frame:
    lines: list[str]
    indent: int
    scopes: list[dict[str, str]]
    int_vars: list[str]
    context: str
    loops: list[str]


class ProgramGenerator(TileMixin, GeometryMixin, SymbolicMixin):
    """Builds one kernel module from a policy and a private RNG.

    Helper functions are named after the kernel (``<kernel>_f0``): Warp names a function's native
    code after its Python name plus a process-wide counter, so helpers with the names of other
    cases' helpers would generate different code depending on what the process imported before.
    """

    def __init__(self, family: str, seed: int, policy: Policy, size: str = "medium"):
        self.family = family
        self.seed = seed
        self.size = size
        self.policy = scaled(policy, size)
        # Medium keeps the stream (and so the kernels) it always had; other sizes get their own.
        self.rng = random.Random(f"{family}:{seed}" if size == "medium" else f"{family}:{size}:{seed}")
        self.kernel_name = f"{family}_{seed:06d}" if size == "medium" else f"{family}_{size}_{seed:06d}"
        self.scopes: list[dict[str, str]] = []
        self.pending: list[tuple[dict, str, str]] = []
        self.tainted: set[str] = set()  # names whose value depends on the kernel's inputs
        self.loop_updated: set[str] = set()  # names an update inside a loop has reassigned
        self.readonly: set[str] = set()
        self.arrays: dict[str, tuple[str, int]] = {}  # input array name -> (dtype, ndim)
        self.n_locals = 0
        self.lines: list[str] = []
        self.indent = 1
        self.int_vars: list[str] = []
        self.ranges: dict[str, tuple[int, int]] = {}  # integer variable -> value range
        self.used_features: set[str] = set()
        self.atomic_outputs: list[str] = []
        self.int_accumulators: list[str] = []
        self.atomic_kinds: dict[str, str] = {}  # accumulator -> the one kind of atomic it takes
        self.context = "kernel"  # or "func"
        self.loops: list[str] = []  # enclosing loop kinds, innermost last
        self.index: tuple[str, ...] = ("tid",)
        self.shape: tuple[int, ...] = (LAUNCH_SIZE,)
        self.structs: dict[str, list[tuple[str, str]]] = {}
        self.struct_meta: dict[str, list[dict]] = {}
        self.funcs: list[Func] = []
        self.helpers: list[str] = []  # module-level definitions in order
        self.helper_text: dict[str, str] = {}  # helper function -> its body
        self.constants: dict[str, tuple[str, float]] = {}  # wp.constant name -> (type, value)
        self.py_constants: dict[str, int] = {}  # plain Python ints usable in wp.static
        self.func_tables: dict[str, list[str]] = {}  # tuple of @wp.func for wp.static dispatch
        self.ops_used: set[int] = set()  # entries of OPS some wp.static dispatch reaches
        self.dead_lines: set[int] = set()  # kernel lines in branches a wp.static condition removes
        self.generic_handles: dict[str, str] = {}  # scalar type -> expression naming it (generic mode)
        self.imports_any = False
        self.extra: dict = {}
        self.na_reasons: list[str] = []
        self.handles: dict[str, str] = {}  # handle arg -> kind
        self.args: list[ArgSpec] = []
        self.module_options: dict = {}
        self.state = ""  # name of the random state, if any

    # ------------------------------------------------------------------ scopes
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
        self.pending.clear()
        if self.context == "kernel":
            self._track_inputs(line)

    def _track_inputs(self, line: str) -> None:
        """Follow which locals depend on the kernel's inputs (an over-approximation by name)."""
        m = _ASSIGN.match(line)
        if m:
            targets = {_base(t) for t in m.group(1).split(",")}
            if self.tainted & set(_IDENT.findall(m.group(3))):
                self.tainted |= targets
        elif line.startswith("wp.") and self.tainted & set(_IDENT.findall(line)):
            # A builtin writing through output arguments (wp.svd3(a, u, s, v), ...).
            self.tainted |= set(_IDENT.findall(line))

    @contextmanager
    def _frame(self, context: str, scope: dict[str, str]):
        saved = _Frame(self.lines, self.indent, self.scopes, self.int_vars, self.context, self.loops)
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

    # ------------------------------------------------------------- literals
    def lit(self, t: str, value: float) -> str:
        if t in self.generic_handles:
            return f"{self.generic_handles[t]}({float(value) if t in FLOAT_TYPES else int(value)!r})"
        return lit(t, value)

    def _fval(self, lo: float = -2.0, hi: float = 2.0) -> float:
        return round(self.rng.uniform(lo, hi), self.rng.choice((1, 2, 3)))

    def _pos(self) -> float:
        return round(self.rng.uniform(0.1, 2.0), 2)

    def _float_lit(self, t: str = "float") -> str:
        return self.lit(t, self._fval())

    def _pos_lit(self, t: str = "float") -> str:
        return self.lit(t, self._pos())

    def _L(self, t: str):
        return lambda v: self.lit(t, v)

    # ---------------------------------------------------------- expressions
    def expr(self, t: str, depth: int) -> str:
        if t in self.structs:
            return self.struct_expr(t, depth)
        vt = TYPES[t]
        if vt.kind == "int":
            return self.iexpr(t, depth).code
        if vt.kind == "ivec":
            return self.ivexpr(t, depth).code
        if depth <= 0 or self.rng.random() < 0.25:
            return self.leaf(t)
        productions = self._productions(t)
        weights = {k: self.policy.expr.get(k, 0.0) for k in productions}
        if not any(w > 0 for w in weights.values()):
            return self.leaf(t)
        return productions[_weighted(self.rng, weights)](depth - 1)

    def _productions(self, t: str) -> dict:
        kind = TYPES[t].kind
        p = {
            "float": self._prod_float,
            "vec": self._prod_vec,
            "mat": self._prod_mat,
            "quat": self._prod_quat,
            "transform": self._prod_transform,
            "svec": self._prod_svec,
            "smat": self._prod_smat,
        }[kind](t)
        g = self._gather(t)
        if g:
            p["gather"] = g
        calls = [f for f in self.funcs if f.ret == t and self._callable(f)]
        if calls:
            p["call"] = lambda d: self._call(self.rng.choice(calls), d)
        if self.func_tables and t == "float":
            p["static_call"] = self._static_call
        return p

    def leaf(self, t: str) -> str:
        candidates = self._vars_of(t)
        if t == "int":
            candidates = candidates + self.int_vars
        # Helpers read their parameters more than they invent constants.
        if candidates and self.rng.random() < (0.85 if self.context == "kernel" else 0.95):
            return self.rng.choice(candidates)
        return self.constant(t)

    def constant(self, t: str) -> str:
        vt = TYPES[t]
        rng = self.rng
        if vt.kind == "float":
            return self._float_lit(t)
        if vt.kind == "int":
            return self.lit(t, rng.randint(1, 7))
        if vt.kind == "ivec":
            return f"{vt.ann}({', '.join(self.lit(vt.comp, rng.randint(0, 5)) for _ in range(vt.n))})"
        if vt.kind == "vec":
            if self.generic_handles:
                return f"wp.vector({', '.join(self._float_lit(vt.comp) for _ in range(vt.n))})"
            if rng.random() < 0.15:
                return f"{vt.ann}({self._float_lit()})"
            return f"{vt.ann}({', '.join(self._float_lit() for _ in range(vt.n))})"
        if vt.kind == "mat":
            n = vt.n
            if vt.comp != "float" or rng.random() < 0.5:
                return f"wp.identity(n={n}, dtype={TYPES[vt.comp].ann}) * {self._float_lit(vt.comp)}"
            return f"wp.diag({TYPES[VEC_OF[('float', n)]].ann}({', '.join(self._float_lit() for _ in range(n))}))"
        if vt.kind == "quat":
            if vt.comp != "float":
                return f"wp.quat_identity(dtype={TYPES[vt.comp].ann})"
            choice = rng.random()
            if choice < 0.15:
                return "wp.quat_identity()"
            if choice < 0.35:
                return f"wp.quat_rpy({self._float_lit()}, {self._float_lit()}, {self._float_lit()})"
            axis = f"wp.normalize(wp.vec3({self._pos_lit()}, {self._float_lit()}, {self._float_lit()}))"
            return f"wp.quat_from_axis_angle({axis}, {self._float_lit()})"
        if vt.kind == "transform":
            if rng.random() < 0.2:
                return "wp.transform_identity()"
            return f"wp.transform({self.constant('vec3')}, {self.constant('quat')})"
        if vt.kind == "svec":
            return f"wp.spatial_vector({', '.join(self._float_lit() for _ in range(6))})"
        if vt.kind == "smat":
            return f"wp.identity(n=6, dtype=float) * {self._float_lit()}"
        raise ValueError(t)

    def cond(self, depth: int) -> str:
        kind = self.rng.random()
        floats = [t for t in self.policy.types if t in FLOAT_TYPES]
        ft = self.rng.choice(floats) if floats else "float"
        if kind < 0.5 or depth <= 0:
            op = self.rng.choice(("<", ">", "<=", ">="))
            return f"{self.expr(ft, depth - 1)} {op} {self.expr(ft, depth - 1)}"
        if kind < 0.7:
            iv = self.iexpr("int", depth - 1)
            return f"({iv.code}) % {self.rng.randint(2, 4)} == {self.rng.randint(0, 1)}"
        joiner = self.rng.choice(("and", "or"))
        left, right = self.cond(depth - 1), self.cond(depth - 1)
        if self.rng.random() < 0.2:
            return f"not ({left} {joiner} {right})"
        return f"({left}) {joiner} ({right})"

    def _gather(self, t: str):
        names = [n for n, (dt, _nd) in self.arrays.items() if dt == t]
        if not names or self.context != "kernel":
            return None

        def read(d):
            a = self.rng.choice(names)
            return self._array_read(a, shifted=True)

        return read

    def _array_read(self, a: str, shifted: bool = False) -> str:
        nd = self.arrays[a][1]
        idx = []
        for axis in range(nd):
            var = self.index[axis] if axis < len(self.index) else "0"
            if shifted and (axis == 0 or self.rng.random() < 0.5):
                idx.append(f"({var} + {self.rng.randint(1, 5)}) % {a}.shape[{axis}]")
            else:
                idx.append(var)
        return f"{a}[{', '.join(idx)}]"

    def _float_array_1d(self) -> bool:
        return any(dt == "float" and nd == 1 for dt, nd in self.arrays.values())

    def _use_helpers(self) -> None:
        """Call every helper the kernel does not reach yet: Warp generates no code for the others."""
        for f in self.funcs:
            if f.name in self._reachable():
                continue
            if isinstance(f.ret, tuple):
                call = self._call(f, 1)
                names = [self._declare(t) for t in f.ret]
                self._emit(f"{', '.join(names)} = {call}")
            else:
                call = self._call(f, 1)
                self._emit(f"{self._declare(f.ret)} = {call}")
        if self.func_tables and self.ops_used != set(range(len(self.func_tables["OPS"]))):
            target = self._declare("float")
            self._emit(f"{target} = float(0.0)")
            var = self._loop_var("u")
            self._emit(f"for {var} in range(wp.static(len(OPS))):")
            self.indent += 1
            self._emit(f"{target} += wp.static(OPS[{var}])({self.expr('float', 1)})")
            self.indent -= 1

    def _reachable(self) -> set[str]:
        """Helper functions the kernel body reaches, directly or through other helpers."""
        names = {f.name for f in self.funcs}
        seen: set[str] = set()
        todo = ["\n".join(line for i, line in enumerate(self.lines) if i not in self.dead_lines)]
        while todo:
            text = todo.pop()
            for name in re.findall(r"\b(\w+_f\d+)\(", text):
                if name in names and name not in seen:
                    seen.add(name)
                    todo.append(self.helper_text.get(name, ""))
        return seen

    def _callable(self, f: Func) -> bool:
        if not f.arrays:
            return True
        return self.context == "kernel" and any(dt == "float" and nd == 1 for dt, nd in self.arrays.values())

    def _call(self, f: Func, depth: int) -> str:
        args = []
        for _name, pt in f.params:
            if pt.startswith("array:"):
                dt = pt.split(":", 1)[1]
                names = [n for n, (adt, nd) in self.arrays.items() if adt == dt and nd == 1]
                args.append(self.rng.choice(names))
            else:
                args.append(self.expr(pt, depth))
        return f"{f.name}({', '.join(args)})"

    # --- float scalars (float32, float16, float64)
    def _prod_float(self, t: str):
        e = self.expr
        rng = self.rng
        L = self._L(t)
        half = t == "float16"
        unary = [u for u in self.policy.unary if not half or u in BOUNDED_UNARY]
        p = {
            "arith": lambda d: f"({e(t, d)} {rng.choice('+-*')} {e(t, d)})",
            "div": lambda d: f"({e(t, d)} / (wp.abs({e(t, d)}) + {L(1.0)}))",
            "unary": lambda d: SAFE_UNARY[rng.choice(unary)](e(t, d), L),
            "binary": lambda d: SAFE_BINARY[rng.choice(self.policy.binary)](e(t, d), e(t, d), L),
            "clamp": lambda d: f"wp.clamp({e(t, d)}, {L(-self._pos())}, {L(self._pos())})",
            "select": lambda d: rng.choice(("wp.where({0}, {1}, {2})", "({1} if {0} else {2})")).format(
                self.cond(d), e(t, d), e(t, d)
            ),
            "smooth": lambda d: f"wp.smoothstep({L(-1.0)}, {L(1.0)}, {e(t, d)})",
            "classify": lambda d: self._classify(t, d),
        }
        if half:
            for k in ("div", "binary"):
                del p[k]
        if t == "float":
            p["cast"] = lambda d: f"float({self.iexpr('int', d).code})"
            if self.int_vars:
                p["loopvar"] = lambda d: f"float({rng.choice(self.int_vars)})"
        p["convert"] = lambda d: self._convert_to_float(t, d)
        for vt in self._active_types("vec", comp=t):
            n = TYPES[vt].n
            p.setdefault("dot", []).append(lambda d, vt=vt: f"wp.dot({e(vt, d)}, {e(vt, d)})")
            p.setdefault("length", []).append(
                lambda d, vt=vt: rng.choice(("wp.length({})", "wp.length_sq({})")).format(e(vt, d))
            )
            p.setdefault("index", []).append(lambda d, vt=vt, n=n: self._component(vt, n, d))
            p.setdefault("norm", []).append(
                lambda d, vt=vt: (
                    f"wp.{rng.choice(('norm_l1', 'norm_l2', 'norm_huber', 'norm_pseudo_huber'))}({e(vt, d)})"
                )
            )
            if t == "float":
                p.setdefault("argm", []).append(
                    lambda d, vt=vt: f"float(wp.{rng.choice(('argmin', 'argmax'))}({e(vt, d)}))"
                )
                p.setdefault("veclen", []).append(lambda d, vt=vt: f"float(len({self._indexable(vt, d)}))")
        for mt in self._active_types("mat", comp=t):
            n = TYPES[mt].n
            p.setdefault("trace", []).append(lambda d, mt=mt: f"wp.trace({e(mt, d)})")
            p.setdefault("det", []).append(lambda d, mt=mt: f"wp.determinant({e(mt, d)})")
            p.setdefault("ddot", []).append(lambda d, mt=mt: f"wp.ddot({e(mt, d)}, {e(mt, d)})")
            p.setdefault("index", []).append(
                lambda d, mt=mt, n=n: f"{self._indexable(mt, d)}[{rng.randrange(n)}, {rng.randrange(n)}]"
            )
        if t == "float":
            if self._has_type("quat"):
                p["quat_angle"] = self._quat_scalar
            if self._has_type("spatial_vector"):
                p["spatial_dot"] = lambda d: f"wp.spatial_dot({e('spatial_vector', d)}, {e('spatial_vector', d)})"
            if self._has_type("transform"):
                p["xform_index"] = lambda d: f"{self._indexable('transform', d)}[{rng.randrange(7)}]"
            if self.state:
                p["rand"] = self._rand_float
                p["noise"] = self._noise
            if self.constants:
                p["const"] = self._constant_expr
        return {k: (self._choose_among(v) if isinstance(v, list) else v) for k, v in p.items()}

    def _component(self, t: str, n: int, d: int) -> str:
        k = self.rng.randrange(n)
        if n <= 4 and self.rng.random() < 0.4:
            return f"{self._indexable(t, d)}.{'xyzw'[k]}"
        return f"{self._indexable(t, d)}[{k}]"

    def _classify(self, t: str, d: int) -> str:
        e = self.expr(t, d)
        L = self._L(t)
        form = self.rng.randrange(5)
        if form == 4:
            iv = self.iexpr("int", max(d - 1, 0))
            return f"wp.where(wp.bool({iv.code}), {e}, {L(0.5)})"
        if form == 0:
            return f"wp.where(wp.isfinite({e}), {e}, {L(0.0)})"
        if form == 1:
            return f"wp.where(wp.isnan({e}) or wp.isinf({e}), {L(1.0)}, {e})"
        if form == 2:
            return f"wp.nonzero({e}) * {self.expr(t, d)}"
        return f"wp.where(wp.nonzero({e}) > {L(0.0)}, {self.expr(t, d)}, {L(-0.5)})"

    def _convert_to_float(self, t: str, d: int) -> str:
        """A value of another scalar type converted to float type ``t`` (bounded first)."""
        others = [
            o
            for o in self.policy.types
            if o != t and (o in FLOAT_TYPES or (TYPES.get(o, None) and TYPES[o].kind == "int"))
        ]
        if not others or self.generic_handles:
            return self.expr(t, d)
        src = self.rng.choice(others)
        if TYPES[src].kind == "int":
            iv = self._reduce(self.iexpr(src, d), 100 if t == "float16" else 30000, src)
            code = iv.code
        else:
            code = self.expr(src, d)
            if t == "float16":
                code = f"wp.clamp({code}, {self.lit(src, -8.0)}, {self.lit(src, 8.0)})"
        if t == "float" and self.rng.random() < 0.5:
            return f"float({code})"
        return f"wp.{'float32' if t == 'float' else t}({code})"

    def _active_types(self, kind: str, comp: str | None = None) -> list[str]:
        found = [
            n for n, vt in TYPES.items() if vt.kind == kind and (comp is None or vt.comp == comp) and self._has_type(n)
        ]
        return found

    def _has_type(self, t: str) -> bool:
        return t in self.policy.types or any(dt == t for dt, _nd in self.arrays.values())

    def _choose_among(self, productions: list):
        return lambda d: self.rng.choice(productions)(d)

    def _indexable(self, t: str, depth: int) -> str:
        # Warp indexes names and calls; parenthesise anything else.
        expr = self.expr(t, depth)
        return expr if expr.replace(".", "").replace("_", "a").isalnum() else f"({expr})"

    def _quat_scalar(self, d: int) -> str:
        e = self.expr
        rng = self.rng
        form = rng.randrange(5)
        if form == 0:
            return f"wp.dot({e('quat', d)}, {e('quat', d)})"
        if form == 1:
            return f"{self._indexable('quat', d)}[{rng.randrange(4)}]"
        if form == 2:
            return f"{self._indexable('quat', d)}.{rng.choice('xyzw')}"
        axis = f"wp.normalize({e('vec3', d)} + wp.vec3(0.0, 0.0, 2.5))"
        fn = rng.choice(("quat_twist_angle", "quat_twist_angle_signed"))
        return f"wp.{fn}({axis}, {e('quat', d)})"

    # --- vectors
    def _prod_vec(self, t: str):
        e = self.expr
        rng = self.rng
        vt = TYPES[t]
        n, c = vt.n, vt.comp
        L = self._L(c)
        ctor = "wp.vector" if self.generic_handles else vt.ann
        p = {
            "vctor": lambda d: f"{ctor}({', '.join(e(c, d) for _ in range(n))})",
            "varith": lambda d: f"({e(t, d)} {rng.choice('+-')} {e(t, d)})",
            "vscale": lambda d: rng.choice(("({} * {})", "({1} * {0})", "({} / (wp.abs({}) + {}))")).format(
                e(t, d), e(c, d), L(1.0)
            ),
            "vnormalize": lambda d: f"wp.normalize({e(t, d)})",
            "vcw": lambda d: self._vcw(t, d),
            "vlerp": lambda d: f"wp.lerp({e(t, d)}, {e(t, d)}, {e(c, d)})",
            "vselect": lambda d: f"wp.where({self.cond(d)}, {e(t, d)}, {e(t, d)})",
            "vneg": lambda d: f"-{self._indexable(t, d)}",
        }
        if c == "float":
            p["smooth_normalize"] = lambda d: f"wp.smooth_normalize({e(t, d)})"
        if n == 3:
            p["vcross"] = lambda d: self._cross(t, d)
        if t == "vec3":
            if self._has_type("quat"):
                p["vrotate"] = lambda d: (
                    f"wp.{rng.choice(('quat_rotate', 'quat_rotate_inv'))}({e('quat', d)}, {e(t, d)})"
                )
                p["qeuler"] = lambda d: rng.choice(
                    (
                        f"wp.quat_to_rpy({e('quat', d)})",
                        f"wp.quat_to_euler({e('quat', d)}, {', '.join(map(str, self._euler_axes()))})",
                    )
                )
            if self._has_type("transform"):
                p["xform_point"] = lambda d: (
                    f"wp.{rng.choice(('transform_point', 'transform_vector'))}({e('transform', d)}, {e(t, d)})"
                )
                p["xform_part"] = lambda d: rng.choice(
                    (f"wp.transform_get_translation({e('transform', d)})", f"{self._indexable('transform', d)}.p")
                )
            if self._has_type("spatial_vector"):
                p["spatial_part"] = lambda d: (
                    f"wp.{rng.choice(('spatial_top', 'spatial_bottom'))}({e('spatial_vector', d)})"
                )
                p["velocity"] = lambda d: f"wp.velocity_at_point({e('spatial_vector', d)}, {e(t, d)})"
            if self.state:
                p["sample"] = lambda d: self._sample_vec3()
                p["curl"] = lambda d: self._curlnoise("vec3", d)
        if t == "vec2" and self.state:
            p["sample"] = lambda d: (
                f"wp.{rng.choice(('sample_unit_ring', 'sample_unit_disk', 'sample_unit_square', 'sample_triangle'))}({self.state})"
            )
            p["curl"] = lambda d: self._curlnoise("vec2", d)
        mt = MAT_OF.get((c, n))
        if mt and self._has_type(mt):
            p["matvec"] = lambda d: rng.choice(("({} @ {})", "({1} @ {0})")).format(e(mt, d), e(t, d))
            p["get_diag"] = lambda d: f"wp.get_diag({e(mt, d)})"
            p["mrow"] = lambda d: f"{self._indexable(mt, d)}[{rng.randrange(n)}]"
        return p

    def _cross(self, t: str, d: int) -> str:
        """``wp.cross(a, b)`` of two vectors that are not parallel by construction: the cross product
        of parallel vectors (``cross(a * s, a + a)``) is zero, and in floating point it is rounding
        noise, whose direction ``wp.normalize`` would then amplify. Operands that read a common
        variable, or are both constants, get a constant of three distinct components as ``b``."""
        a, b = self.expr(t, d), self.expr(t, d)
        names_a, names_b = _operands(a), _operands(b)
        if names_a & names_b or not (names_a or names_b):
            vt = TYPES[t]
            values = [self._fval(0.3, 2.0), -self._fval(0.3, 2.0), self._fval(-2.0, 2.0)]
            self.rng.shuffle(values)
            ctor = "wp.vector" if self.generic_handles else vt.ann
            b = f"{ctor}({', '.join(self.lit(vt.comp, v) for v in values)})"
        return f"wp.cross({a}, {b})"

    def _vcw(self, t: str, d: int) -> str:
        e = self.expr
        fn = self.rng.choice(("cw_mul", "min", "max", "cw_div"))
        if fn == "cw_div":
            # Divisor components are >= 1 in magnitude.
            c = TYPES[t].comp
            return f"wp.cw_div({e(t, d)}, {TYPES[t].ann}({', '.join(self.lit(c, self.rng.choice((1.5, -2.0, 1.25, 3.0))) for _ in range(TYPES[t].n))}))"
        return f"wp.{fn}({e(t, d)}, {e(t, d)})"

    def _euler_axes(self) -> tuple[int, int, int]:
        # Tait-Bryan (i, j, k all different) or proper Euler (i == k) sequences.
        i = self.rng.randrange(3)
        j = self.rng.choice([a for a in range(3) if a != i])
        k = self.rng.choice([a for a in range(3) if a != j])
        return i, j, k

    # --- matrices
    def _prod_mat(self, t: str):
        e = self.expr
        rng = self.rng
        vt = TYPES[t]
        n, c = vt.n, vt.comp
        v = VEC_OF[(c, n)]
        L = self._L(c)
        p = {
            "mouter": lambda d: f"wp.outer({e(v, d)}, {e(v, d)})",
            "marith": lambda d: f"({e(t, d)} {rng.choice('+-')} {e(t, d)})",
            "mscale": lambda d: rng.choice(("({} * {})", "({1} * {0})")).format(e(t, d), e(c, d)),
            "mtranspose": lambda d: f"wp.transpose({e(t, d)})",
            "mmul": lambda d: f"({e(t, d)} @ {e(t, d)})",
            "mdiag": lambda d: f"wp.diag({e(v, d)})",
            "midentity": lambda d: f"(wp.identity(n={n}, dtype={TYPES[c].ann}) * {e(c, d)})",
            "minverse": lambda d: self._safe_inverse(t, d),
            "mrows": lambda d: (
                f"wp.{rng.choice(('matrix_from_rows', 'matrix_from_cols'))}({', '.join(e(v, d) for _ in range(n))})"
            ),
            "mctor": lambda d: (
                f"{vt.ann}({', '.join(e(c, d) for _ in range(n * n))})"
                if n <= 3
                else f"{vt.ann}({', '.join(self._float_lit(c) for _ in range(n * n))})"
            ),
        }
        del L
        if t == "mat33":
            p["mskew"] = lambda d: f"wp.skew({e(v, d)})"
            if self._has_type("quat"):
                p["quat_to_matrix"] = lambda d: f"wp.quat_to_matrix({e('quat', d)})"
        if t == "mat44" and self._has_type("transform"):
            p["xform_matrix"] = lambda d: rng.choice(
                (
                    f"wp.transform_to_matrix({e('transform', d)})",
                    f"wp.transform_compose({e('vec3', d)}, {e('quat', d)}, {self._scale_vec(d)})",
                )
            )
        return p

    def _scale_vec(self, d: int) -> str:
        return f"(wp.cw_mul({self.expr('vec3', d)}, {self.expr('vec3', d)}) + wp.vec3(0.5))"

    def _safe_inverse(self, t: str, d: int) -> str:
        """Inverse of a symmetric positive definite matrix with eigenvalues >= 1."""
        m = self._indexable(t, d)
        n, c = TYPES[t].n, TYPES[t].comp
        ident = f"wp.identity(n={n}, dtype={TYPES[c].ann})"
        return f"wp.inverse({m} @ wp.transpose({m}) + {ident})"

    # --- quaternions
    def _prod_quat(self, t: str):
        e = self.expr
        rng = self.rng
        if t != "quat":
            return {"qmul": lambda d: f"({e(t, d)} * {e(t, d)})", "qnormalize": lambda d: f"wp.normalize({e(t, d)})"}
        unit_axis = lambda d: f"wp.normalize({e('vec3', d)} + wp.vec3(0.0, 0.0, 2.5))"  # noqa: E731
        p = {
            "qaxis": lambda d: f"wp.quat_from_axis_angle({unit_axis(d)}, {e('float', d)})",
            "qmul": lambda d: rng.choice(("({} * {})", "wp.mul({}, {})")).format(e("quat", d), e("quat", d)),
            "qinv": lambda d: f"wp.quat_inverse({e('quat', d)})",
            "qslerp": lambda d: f"wp.quat_slerp({e('quat', d)}, {e('quat', d)}, {rng.choice(('0.25', '0.5', '0.75'))})",
            "qnormalize": lambda d: f"wp.normalize({e('quat', d)})",
            "qctor": lambda d: (
                f"wp.normalize(wp.quat({e('float', d)}, {e('float', d)}, {e('float', d)}, wp.abs({e('float', d)}) + 1.0))"
            ),
            "qrpy": lambda d: f"wp.quat_rpy({e('float', d)}, {e('float', d)}, {e('float', d)})",
            "qeuler": lambda d: f"wp.quat_from_euler({e('vec3', d)}, {', '.join(map(str, self._euler_axes()))})",
            "qfrommat": lambda d: f"wp.quat_from_matrix(wp.quat_to_matrix({e('quat', d)}))",
            "qtwist": lambda d: f"wp.quat_twist({unit_axis(d)}, {e('quat', d)})",
            "qidentity": lambda d: "wp.quat_identity()",
        }
        if self._has_type("transform"):
            p["xform_rot"] = lambda d: rng.choice(
                (f"wp.transform_get_rotation({e('transform', d)})", f"{self._indexable('transform', d)}.q")
            )
        return p

    # --- transforms
    def _prod_transform(self, t: str):
        e = self.expr
        rng = self.rng
        return {
            "tctor": lambda d: f"wp.transform({e('vec3', d)}, {e('quat', d)})",
            "tidentity": lambda d: "wp.transform_identity()",
            "tmul": lambda d: rng.choice(("wp.transform_multiply({}, {})", "({} * {})")).format(
                e("transform", d), e("transform", d)
            ),
            "tinv": lambda d: f"wp.transform_inverse({e('transform', d)})",
            "tfrommat": lambda d: f"wp.transform_from_matrix(wp.transform_to_matrix({e('transform', d)}))",
        }

    # --- spatial vectors and matrices
    def _prod_svec(self, t: str):
        e = self.expr
        rng = self.rng
        p = {
            "svctor": lambda d: rng.choice(
                (
                    f"wp.spatial_vector({e('vec3', d)}, {e('vec3', d)})",
                    f"wp.spatial_vector({', '.join(e('float', d) for _ in range(6))})",
                )
            ),
            "svarith": lambda d: f"({e(t, d)} {rng.choice('+-')} {e(t, d)})",
            "svscale": lambda d: rng.choice(("({} * {})", "({1} * {0})")).format(e(t, d), e("float", d)),
            "svcross": lambda d: f"wp.{rng.choice(('spatial_cross', 'spatial_cross_dual'))}({e(t, d)}, {e(t, d)})",
        }
        if self._has_type("transform"):
            p["twist"] = lambda d: (
                f"wp.{rng.choice(('transform_twist', 'transform_wrench'))}({e('transform', d)}, {e(t, d)})"
            )
        if self._has_type("spatial_matrix"):
            p["smatvec"] = lambda d: f"({e('spatial_matrix', d)} @ {e(t, d)})"
        return p

    def _prod_smat(self, t: str):
        e = self.expr
        rng = self.rng
        return {
            "smadjoint": lambda d: f"wp.spatial_adjoint({e('mat33', d)}, {e('mat33', d)})",
            "smouter": lambda d: f"wp.outer({e('spatial_vector', d)}, {e('spatial_vector', d)})",
            "smarith": lambda d: f"({e(t, d)} {rng.choice('+-')} {e(t, d)})",
            "smscale": lambda d: f"({e(t, d)} * {e('float', d)})",
            "smtranspose": lambda d: f"wp.transpose({e(t, d)})",
            "smmul": lambda d: f"({e(t, d)} @ {e(t, d)})",
        }

    # --- integers, with value ranges
    def iexpr(self, t: str, depth: int) -> IV:
        if depth <= 0 or self.rng.random() < 0.3:
            return self.ileaf(t)
        p = {
            "iarith": self._i_arith,
            "imod": self._i_mod,
            "iminmax": self._i_minmax,
            "icast": self._i_cast,
            "ibit": self._i_bit,
            "ishift": self._i_shift,
            "iabs": self._i_abs,
            "idiv": self._i_div,
            "bitcount": self._i_bitcount,
            "iconvert": self._i_convert,
        }
        if t == "int" and self.state:
            p["rand"] = self._i_rand
        weights = {k: self.policy.expr.get(k, 0.0) for k in p}
        if t == "int" and not any(w > 0 for w in weights.values()):
            return self.ileaf(t)
        if not any(w > 0 for w in weights.values()):
            weights = {"iarith": 1.0, "imod": 1.0}
        iv = p[_weighted(self.rng, weights)](t, depth - 1)
        lo, hi = INT_RANGE[t]
        assert lo <= iv.lo <= iv.hi <= hi, (t, iv)
        return iv

    def ileaf(self, t: str) -> IV:
        candidates = [n for n in self._vars_of(t) if n in self.ranges]
        if t == "int":
            candidates += [v for v in self.int_vars if v in self.ranges]
        if candidates and self.rng.random() < 0.85:
            name = self.rng.choice(candidates)
            lo, hi = self.ranges[name]
            return IV(name, lo, hi)
        lo_t = INT_RANGE[t][0]
        v = self.rng.randint(1, 7) if lo_t == 0 else self.rng.randint(-5, 7)
        return IV(self.lit(t, v) if v >= 0 else f"({self.lit(t, v)})", v, v)

    def _fits(self, t: str, lo: int, hi: int) -> bool:
        tlo, thi = INT_RANGE[t]
        return max(tlo, -SAFE_INT) <= lo and hi <= min(thi, SAFE_INT)

    def _reduce(self, iv: IV, limit: int, t: str) -> IV:
        """``iv`` (of integer type ``t``) itself when |values| < limit, else ``iv % m``, m < limit."""
        if -limit < iv.lo and iv.hi < limit:
            return iv
        m = self.rng.choice((7, 13, 61, 97, 127))
        m = min(m, limit - 1)
        lo = 0 if iv.lo >= 0 else -(m - 1)
        return IV(f"({iv.code} % {self.lit(t, m)})", lo, min(m - 1, iv.hi) if iv.lo >= 0 else m - 1)

    def _i_arith(self, t: str, d: int) -> IV:
        a, b = self.iexpr(t, d), self.iexpr(t, d)
        op = self.rng.choice("+-*")
        unsigned = INT_RANGE[t][0] == 0
        if unsigned and op == "-":
            op = "+"  # unsigned subtraction would wrap: defined, but keep ranges exact
        for _ in range(2):
            lo, hi = _interval(op, a, b)
            if self._fits(t, lo, hi):
                return IV(f"({a.code} {op} {b.code})", lo, hi)
            a, b = self._reduce(a, 100, t), self._reduce(b, 100, t)
        lo, hi = _interval("+", a, b)
        if not self._fits(t, lo, hi):
            return a
        return IV(f"({a.code} + {b.code})", lo, hi)

    def _i_mod(self, t: str, d: int) -> IV:
        a = self.iexpr(t, d)
        m = self.rng.randint(2, 9)
        if a.lo >= 0:
            return IV(f"({a.code} % {self.lit(t, m)})", 0, min(a.hi, m - 1))
        if INT_RANGE[t][0] < 0 and self.rng.random() < 0.5 and a.lo > INT_RANGE[t][0]:
            return IV(f"(wp.abs({a.code}) % {self.lit(t, m)})", 0, m - 1)
        return IV(f"({a.code} % {self.lit(t, m)})", -(m - 1), m - 1)

    def _i_div(self, t: str, d: int) -> IV:
        a = self.iexpr(t, d)
        m = self.rng.randint(2, 5)
        lo = -((-a.lo) // m) if a.lo < 0 else a.lo // m
        return IV(f"({a.code} // {self.lit(t, m)})", min(lo, a.lo // m), max(a.hi // m, -((-a.hi) // m)))

    def _i_minmax(self, t: str, d: int) -> IV:
        a, b = self.iexpr(t, d), self.iexpr(t, d)
        if self.rng.random() < 0.5:
            fn = self.rng.choice(("wp.min", "min"))
            return IV(f"{fn}({a.code}, {b.code})", min(a.lo, b.lo), min(a.hi, b.hi))
        fn = self.rng.choice(("wp.max", "max"))
        return IV(f"{fn}({a.code}, {b.code})", max(a.lo, b.lo), max(a.hi, b.hi))

    def _i_abs(self, t: str, d: int) -> IV:
        a = self.iexpr(t, d)
        if INT_RANGE[t][0] == 0 or a.lo <= INT_RANGE[t][0]:
            return a
        if self.rng.random() < 0.3:
            return IV(f"(-{a.code})", -a.hi, -a.lo)
        return IV(f"wp.abs({a.code})", 0 if a.lo <= 0 <= a.hi else min(abs(a.lo), abs(a.hi)), max(abs(a.lo), abs(a.hi)))

    def _i_cast(self, t: str, d: int) -> IV:
        """Float to integer: clamped into a range the target holds, then converted (truncating)."""
        lo_t = INT_RANGE[t][0]
        lo, hi = (-100, 100) if lo_t < 0 else (0, 200)
        f = self.expr("float", d)
        if t == "int":
            code = self.rng.choice(("int(wp.floor(wp.clamp({}, {}, {})))", "int(wp.clamp({}, {}, {}))"))
        else:
            code = f"wp.{t}(wp.clamp({{}}, {{}}, {{}}))"
        return IV(code.format(f, float(lo), float(hi)), lo, hi)

    def _i_convert(self, t: str, d: int) -> IV:
        """Another integer type converted to ``t``; reduced first when its range does not fit."""
        others = [o for o in self.policy.types if TYPES.get(o) and TYPES[o].kind == "int" and o != t]
        if not others:
            return self.iexpr(t, d)
        src = self.rng.choice(others)
        a = self.iexpr(src, d)
        tlo, thi = INT_RANGE[t]
        if not (tlo <= a.lo and a.hi <= thi):
            a = self._reduce(a, min(thi, 100), src)
            if a.lo < tlo:
                a = IV(f"wp.abs({a.code})", 0, max(abs(a.lo), abs(a.hi)))
        return IV(
            f"{'int' if t == 'int' and self.rng.random() < 0.5 else 'wp.' + ('int32' if t == 'int' else t)}({a.code})",
            a.lo,
            a.hi,
        )

    def _i_bit(self, t: str, d: int) -> IV:
        a, b = self._nonneg(t, d), self._nonneg(t, d)
        op = self.rng.choice(("&", "|", "^", "~"))
        if op == "&":
            return IV(f"({a.code} & {b.code})", 0, min(a.hi, b.hi))
        if op == "~":
            lo_t, hi_t = INT_RANGE[t]
            if lo_t == 0:
                return self._reduce(IV(f"(~{a.code})", hi_t - a.hi, hi_t - a.lo), 100, t)
            return IV(f"(~{a.code})", -a.hi - 1, -a.lo - 1)
        top = (1 << max(a.hi, b.hi).bit_length()) - 1
        return IV(f"({a.code} {op} {b.code})", 0, top)

    def _nonneg(self, t: str, d: int) -> IV:
        a = self.iexpr(t, d)
        if a.lo >= 0:
            return a
        m = self.rng.choice((8, 16, 64, 100))
        return IV(f"(wp.abs({a.code}) % {self.lit(t, m)})", 0, m - 1)

    def _i_shift(self, t: str, d: int) -> IV:
        a = self._nonneg(t, d)
        k = self.rng.randint(1, 4)
        thi = min(INT_RANGE[t][1], SAFE_INT)
        if self.rng.random() < 0.5 and (a.hi << k) <= thi:
            return IV(f"({a.code} << {self.lit(t, k)})", a.lo << k, a.hi << k)
        return IV(f"({a.code} >> {self.lit(t, k)})", a.lo >> k, a.hi >> k)

    def _i_bitcount(self, t: str, d: int) -> IV:
        if t != "int":
            return self.iexpr(t, d)
        others = [o for o in self.policy.types if TYPES.get(o) and TYPES[o].kind == "int"] or ["int"]
        src = self.rng.choice(others)
        a = self._nonneg(src, d)
        return IV(f"wp.bit_count({a.code})", 0, INT_BITS[src])

    def _i_rand(self, t: str, d: int) -> IV:
        lo, hi = self.rng.randint(-5, 0), self.rng.randint(1, 9)
        if self.rng.random() < 0.5:
            return IV(f"wp.randi({self.state}, {lo}, {hi})", lo, hi - 1)
        return IV(f"int(wp.randu({self.state}) % wp.uint32({hi}))", 0, hi - 1)

    def ivexpr(self, t: str, depth: int) -> IV:
        """Integer vectors: one range for all components."""
        vt = TYPES[t]
        c = vt.comp
        names = [n for n in self._vars_of(t) if n in self.ranges]
        if depth <= 0 or self.rng.random() < 0.3:
            if names and self.rng.random() < 0.85:
                n = self.rng.choice(names)
                return IV(n, *self.ranges[n])
            comps = [self._nonneg(c, 0) if INT_RANGE[c][0] == 0 else self.ileaf(c) for _ in range(vt.n)]
        else:
            form = self.rng.random()
            if form < 0.4 and names:
                a = self.ivexpr(t, depth - 1)
                b = self.ivexpr(t, depth - 1)
                lo, hi = _interval("+", a, b)
                if self._fits(c, lo, hi):
                    return IV(f"({a.code} + {b.code})", lo, hi)
                return a
            comps = [self._reduce(self.iexpr(c, depth - 1), 100, c) for _ in range(vt.n)]
        lo = min(x.lo for x in comps)
        hi = max(x.hi for x in comps)
        return IV(f"{vt.ann}({', '.join(x.code for x in comps)})", lo, hi)

    # --- random numbers and noise (policy.random)
    def _rand_float(self, d: int) -> str:
        s = self.state
        return self.rng.choice(
            (
                f"wp.randf({s})",
                f"wp.randn({s})",
                f"wp.randf({s}, -1.0, 1.0)",
                f"float(wp.poisson({s}, {self._pos()}))",
                f"float(wp.randi({s}) % 5)",
            )
        )

    def _noise(self, d: int) -> str:
        s = self.state
        rng = self.rng
        form = rng.randrange(4)
        if form == 0:
            return f"wp.noise({s}, {self.expr('float', d)})"
        if form == 1:
            return f"wp.noise({s}, {self.expr(rng.choice(('vec2', 'vec3')), d)})"
        if form == 2:
            return f"wp.pnoise({s}, {self.expr('vec2', d)}, {rng.randint(2, 8)}, {rng.randint(2, 8)})"
        return f"wp.pnoise({s}, {self.expr('float', d)}, {rng.randint(2, 8)})"

    def _sample_vec3(self) -> str:
        fn = self.rng.choice(
            (
                "sample_unit_sphere",
                "sample_unit_sphere_surface",
                "sample_unit_hemisphere",
                "sample_unit_hemisphere_surface",
                "sample_unit_cube",
            )
        )
        return f"wp.{fn}({self.state})"

    def _curlnoise(self, t: str, d: int) -> str:
        octaves = self.rng.randint(1, 3)
        return f"wp.curlnoise({self.state}, {self.expr(t, d)}, wp.uint32({octaves}), 2.0, 0.5)"

    # --- module constants and wp.static (policy.n_constants)
    def _constant_expr(self, d: int) -> str:
        name = self.rng.choice(sorted(self.constants))
        t, _value = self.constants[name]
        if t == "float":
            form = self.rng.randrange(3)
            if form == 0:
                return name
            if form == 1:
                return f"wp.static({name} * {self._pos()} + {self._fval()})"
            k = self.rng.choice(sorted(self.py_constants)) if self.py_constants else None
            if k:
                return f"wp.static({name} / float({k} + 1))"
            return f"wp.static({name} * 2.0)"
        return f"float({name})"

    def _static_call(self, d: int) -> str:
        table = self.rng.choice(sorted(self.func_tables))
        funcs = self.func_tables[table]
        i = self.rng.randrange(len(funcs))
        self.ops_used.add(i)
        return f"wp.static({table}[{i}])({self.expr('float', d)})"

    # --- structs
    def struct_expr(self, t: str, depth: int) -> str:
        names = [n for n in self._vars_of(t)]
        if names and (depth <= 0 or self.rng.random() < 0.6):
            return self.rng.choice(names)
        fields = [(f, ft) for f, ft in self.structs[t] if not ft.startswith("array:")]
        if len(fields) != len(self.structs[t]):
            return self.rng.choice(names) if names else f"{t}()"
        args = [self.expr(ft, max(depth - 1, 0)) for _f, ft in fields]
        if self.rng.random() < 0.5:
            return f"{t}({', '.join(f'{f}={a}' for (f, _), a in zip(fields, args, strict=True))})"
        return f"{t}({', '.join(args)})"

    # ------------------------------------------------------------ statements
    def block(self, n: int, depth: int) -> None:
        self.scopes.append({})
        for _ in range(n):
            self.statement(depth)
        self.scopes.pop()

    NESTING = ("if", "ifelse", "elif", "for_static", "for_dynamic", "for_range", "for_step", "for_reversed",
               "while", "static_loop", "static_if", "geo_loop")  # fmt: skip
    KERNEL_ONLY = ("atomic", "int_atomic", "return", "geometry", "geo_loop", "struct_out", "for_dynamic", "for_step",
                   "for_reversed", "static_if", "static_loop")  # fmt: skip

    def statement(self, depth: int) -> None:
        kinds = dict(self.policy.stmt)
        if depth >= self.policy.block_depth:
            kinds = {k: w for k, w in kinds.items() if k not in self.NESTING}
        if not self.loops:
            kinds.pop("break", None)
            kinds.pop("continue", None)
        if self.context != "kernel":
            kinds = {k: w for k, w in kinds.items() if k not in self.KERNEL_ONLY}
        if not any(w > 0 for w in kinds.values()):
            kinds = {"assign": 1.0}
        kind = _weighted(self.rng, kinds)
        getattr(self, f"_stmt_{kind}")(depth)

    def _type(self) -> str:
        return _weighted(self.rng, self.policy.types)

    def _stmt_assign(self, depth: int) -> None:
        t = self._type()
        vt = TYPES.get(t)
        if vt is not None and vt.kind in ("int", "ivec"):
            iv = self.iexpr(t, self.policy.max_depth) if vt.kind == "int" else self.ivexpr(t, 2)
            value = iv.code
            if t == "int" and _is_number(value):
                value = f"int({value})"  # a bare literal is a Warp constant, which loops may not mutate
            name = self._declare(t)
            self.ranges[name] = (iv.lo, iv.hi)
            self._emit(f"{name} = {value}")
            return
        value = self.expr(t, self._depth_for(t))
        if t in ("float16", "vec3h", "vec4h") and not _is_number(value):
            value = self._bound_half(t, value)
        if t in ("float", "int") and _is_number(value):
            # A bare literal is a Warp constant, which loops may not mutate.
            value = f"{t}({value})"
        self._emit(f"{self._declare(t)} = {value}")

    def _bound_half(self, t: str, value: str) -> str:
        """float16 holds at most 65504: every float16 local is squashed into [-4, 4] (per component)."""
        L = self._L("float16")
        if t == "float16":
            if self.rng.random() < 0.5:
                return f"wp.clamp({value}, {L(-4.0)}, {L(4.0)})"
            return f"wp.tanh({value}) * {L(self._pos())}"
        return f"wp.normalize({value}) * {L(self._pos())}"

    def _depth_for(self, t: str) -> int:
        if t in ("float16", "vec3h", "vec4h"):
            return min(self.policy.max_depth, 2)
        return self.policy.max_depth

    def _outer_var(self) -> tuple[str, str] | None:
        # Variables of enclosing scopes only: a reassigned name must exist before the block.
        names = [
            (n, t)
            for scope in self.scopes[:-1]
            for n, t in scope.items()
            if n not in self.readonly and t in TYPES and TYPES[t].kind not in ("int", "ivec")
        ]
        return self.rng.choice(names) if names else None

    def _stmt_update(self, depth: int) -> None:
        target = self._outer_var() if len(self.scopes) > 1 else None
        if target is None:
            self._stmt_assign(depth)
            return
        name, t = target
        with self._loop_update(name):
            line = self._bounded_update(name, t)
        self._emit(line)

    @contextmanager
    def _loop_update(self, name: str):
        """In a loop, an update of ``name`` reads neither ``name`` nor any value an earlier update
        in a loop reassigned. An update that reads its own target (``v = v + cos(v * v)``), or two
        that read each other's, form an iterated map, which amplifies rounding without bound
        (chaos). With this rule the updates' dependencies have no cycle (each reads only values
        not yet updated in a loop), so rounding errors grow at most polynomially."""
        if not self.loops:
            yield
            return
        hidden = {name} | self.loop_updated
        found = [(scope, n, scope.pop(n)) for scope in self.scopes for n in list(scope) if n in hidden]
        try:
            yield
        finally:
            for scope, n, t in found:
                scope[n] = t
            self.loop_updated.add(name)

    def _bounded_update(self, name: str, t: str) -> str:
        """Reassign ``name`` so that its magnitude grows at most linearly however often it runs."""
        vt = TYPES[t]
        rng = self.rng
        c = vt.comp
        L = self._L(c)
        # In nested loops trip counts multiply: a sum of hundreds of steps loses its last digits
        # (and sin of it, all of them). There an update damps the old value: |value| <= 2 * step.
        damped = len(self.loops) >= 2
        if vt.kind == "float":
            fn = rng.choice(("wp.sin", "wp.tanh", "wp.cos"))
            if t == "float16":
                return f"{name} = {name} * {L(0.5)} + {fn}({self.expr(t, 1)})"
            if damped:
                return f"{name} = {name} * {L(0.5)} + {fn}({self.expr(t, 2)})"
            form = rng.random()
            if form < 0.3:
                return f"{name} += {fn}({self.expr(t, 2)})"
            if form < 0.4:
                return f"{name} -= {fn}({self.expr(t, 2)}) * {L(self._pos())}"
            return f"{name} = {name} + {fn}({self.expr(t, 2)})"
        if vt.kind == "vec":
            if t in ("vec3h", "vec4h"):
                return f"{name} = {name} * {L(0.5)} + wp.normalize({self.expr(t, 1)})"
            if damped:
                return f"{name} = {name} * {L(0.5)} + wp.normalize({self.expr(t, 2)}) * {L(self._pos())}"
            if rng.random() < 0.3:
                return f"{name} += wp.normalize({self.expr(t, 2)}) * {L(self._pos())}"
            return f"{name} = {name} + wp.normalize({self.expr(t, 2)}) * {L(self._pos())}"
        if vt.kind == "mat":
            v = VEC_OF[(c, vt.n)]
            u, w = self.expr(v, 1), self.expr(v, 1)
            return f"{name} = {name} * {L(0.5)} + wp.outer(wp.normalize({u}), wp.normalize({w})) * {L(self._pos())}"
        if vt.kind == "quat":
            return f"{name} = wp.normalize({name} * {self.expr(t, 1)})"
        if vt.kind == "transform":
            step = f"wp.transform(wp.normalize({self.expr('vec3', 1)}) * {self._pos()}, {self.expr('quat', 1)})"
            return f"{name} = wp.transform_multiply({name}, {step})"
        if vt.kind == "svec":
            return f"{name} = {name} + wp.spatial_vector(wp.normalize({self.expr('vec3', 1)}), wp.normalize({self.expr('vec3', 1)})) * {self._pos()}"
        if vt.kind == "smat":
            u = f"wp.spatial_vector(wp.normalize({self.expr('vec3', 1)}), wp.vec3(0.5))"
            return f"{name} = {name} * 0.5 + wp.outer({u}, {u}) * {self._pos()}"
        raise ValueError(t)

    def _stmt_component(self, depth: int) -> None:
        """Write one component of a local vector/matrix/quaternion/transform (or add into it)."""
        names = [
            (n, t)
            for scope in self.scopes
            for n, t in scope.items()
            if n not in self.readonly
            and t in TYPES
            and TYPES[t].kind in ("vec", "mat", "quat", "transform", "svec", "ivec")
        ]
        if not names:
            self._stmt_assign(depth)
            return
        name, t = self.rng.choice(names)
        if TYPES[t].kind == "ivec":
            self._int_component(name, t)
            return
        with self._loop_update(name):
            self._component_write(name, t)

    def _component_write(self, name: str, t: str) -> None:
        vt = TYPES[t]
        rng = self.rng
        c = vt.comp
        value = f"wp.sin({self.expr(c, 2)})" if c == "float" else f"wp.sin({self.expr(c, 1)})"
        if vt.kind == "mat":
            n = vt.n
            if rng.random() < 0.3:
                v = VEC_OF[(c, n)]
                self._emit(f"{name}[{rng.randrange(n)}] = wp.normalize({self.expr(v, 1)})")
            else:
                op = rng.choice(("=", "+=", "-="))
                self._emit(f"{name}[{rng.randrange(n)}, {rng.randrange(n)}] {op} {value}")
            return
        if vt.kind == "transform":
            form = rng.randrange(3)
            if form == 0:
                self._emit(f"{name}.p = {self.expr('vec3', 2)}")
            elif form == 1:
                self._emit(f"{name}.q = {self.expr('quat', 2)}")
            else:
                # Translation components only: the rotation part stays a unit quaternion.
                self._emit(f"{name}[{rng.randrange(3)}] {rng.choice(('+=', '-='))} {value}")
            return
        if vt.kind == "quat":
            # Components of a unit quaternion are rewritten only through a renormalisation.
            self._emit(f"{name} = wp.normalize({name} + {self.expr(t, 1)} * 0.5)")
            return
        n = vt.n
        op = rng.choice(("=", "+=", "-="))
        attr = "xyzw"[rng.randrange(n)] if n <= 4 and rng.random() < 0.4 else None
        target = f"{name}.{attr}" if attr else f"{name}[{rng.randrange(n)}]"
        self._emit(f"{target} {op} {value}")

    def _int_component(self, name: str, t: str) -> None:
        """Bitwise/arithmetic update of one component of an integer vector; the range widens to match."""
        rng = self.rng
        c = TYPES[t].comp
        lo, hi = self.ranges.get(name, (0, 0))
        tlo, thi = INT_RANGE[c]
        m = rng.randint(1, 15)
        op = rng.choice(("&=", "|=", "^=", "+=", "="))
        if op == "+=" and (tlo == 0 or hi + m > min(thi, SAFE_INT)):
            op = "|="
        self._emit(f"{name}[{rng.randrange(TYPES[t].n)}] {op} {self.lit(c, m)}")
        top = (1 << max(hi, m, 1).bit_length()) - 1
        new_lo = 0 if tlo == 0 else min(lo, 0) - 16
        new_hi = min(max(top, hi + m if op == "+=" else hi), thi)
        self.ranges[name] = (new_lo, new_hi)

    def _stmt_scratch(self, depth: int) -> None:
        """A small local array (``wp.zeros`` in the kernel) filled in a loop, then read back."""
        rng = self.rng
        n = rng.randint(2, 6)
        buf = f"buf{self.n_locals}"
        self.n_locals += 1
        shape = rng.choice((f"{n}", f"({n},)"))
        self._emit(f"{buf} = wp.zeros(shape={shape}, dtype=float)")
        var = self._loop_var("j")
        self._emit(f"for {var} in range({n}):")
        self.int_vars.append(var)
        self.ranges[var] = (0, n - 1)
        self.indent += 1
        self.scopes.append({})
        self._emit(f"{buf}[{var}] = {self.expr('float', 2)}")
        self.scopes.pop()
        self.indent -= 1
        self.int_vars.pop()
        index = self._nonneg("int", 1)
        value = f"{buf}[{index.code} % {n}]" if index.hi >= n else f"{buf}[{index.code}]"
        name = self._declare("float")
        self._emit(f"{name} = {value} + {buf}[{rng.randrange(n)}] * {self._pos()}")
        self.used_features.add("local_array")

    def _stmt_cdf(self, depth: int) -> None:
        """Inverse-CDF sampling and binary search on the sorted ``cdf`` input."""
        if not self.state or "cdf" not in self.arrays:
            self._stmt_assign(depth)
            return
        k = self._declare("int", "c")
        if self.rng.random() < 0.5:
            self._emit(f"{k} = wp.sample_cdf({self.state}, cdf) % cdf.shape[0]")
        else:
            self._emit(f"{k} = wp.lower_bound(cdf, wp.clamp({self.expr('float', 1)}, 0.0, 1.0)) % cdf.shape[0]")
        self.ranges[k] = (0, 7)
        v = self._declare("float")
        self._emit(f"{v} = cdf[{k}] * {self._pos()}")

    def _stmt_if(self, depth: int) -> None:
        self._emit(f"if {self.cond(2)}:")
        self._nested(depth)
        self.used_features.add("if")

    def _stmt_ifelse(self, depth: int) -> None:
        self._emit(f"if {self.cond(2)}:")
        self._nested(depth)
        self._emit("else:")
        self._nested(depth)

    def _stmt_elif(self, depth: int) -> None:
        self._emit(f"if {self.cond(2)}:")
        self._nested(depth)
        for _ in range(self.rng.randint(1, 3 if depth == 0 else 2)):
            self._emit(f"elif {self.cond(2)}:")
            self._nested(depth)
        if self.rng.random() < 0.7:
            self._emit("else:")
            self._nested(depth)

    def _nested(self, depth: int, body: int | None = None) -> None:
        self.indent += 1
        # Always reassign something visible so the block has an effect.
        self.scopes.append({})
        self._stmt_update(depth + 1)
        self.scopes.pop()
        self.block(self.rng.randint(0, SIZES[self.size]["body"]) if body is None else body, depth + 1)
        self.indent -= 1

    def _loop_var(self, prefix: str) -> str:
        """A loop variable no other loop uses: Warp emits the copies of earlier unrolled loops'
        variables that a dynamic loop reassigns in set order, which varies with PYTHONHASHSEED."""
        name = f"{prefix}{self.n_locals}"
        self.n_locals += 1
        return name

    def _loop(self, depth: int, bound: str, lo: int, hi: int, header: str | None = None) -> None:
        var = self._loop_var("j")
        self._emit((header or "for {var} in range({bound}):").format(var=var, bound=bound))
        self.int_vars.append(var)
        self.ranges[var] = (lo, hi)
        self.loops.append("for")
        self._nested(depth)
        self.loops.pop()
        self.int_vars.pop()

    def _stmt_for_static(self, depth: int) -> None:
        # Literal-bound loops are unrolled by Warp: nested ones stay short.
        unroll = SIZES[self.size]["unroll"]
        n = self.rng.randint(2, unroll if not self.loops else max(2, unroll // 2))
        self._loop(depth, str(n), 0, n - 1)

    def _stmt_for_dynamic(self, depth: int) -> None:
        self._loop(depth, "n", 0, 3)
        self.used_features.add("dynamic_loop")

    def _stmt_for_range(self, depth: int) -> None:
        start = self.rng.randint(0, 2)
        stop = start + self.rng.randint(2, 5)
        self._loop(depth, f"{start}, {stop}", start, stop - 1)

    def _stmt_for_step(self, depth: int) -> None:
        if self.rng.random() < 0.5:
            self._loop(depth, f"n + {self.rng.randint(1, 3)}, 0, -1", 1, 6)
        else:
            step = self.rng.randint(2, 3)
            self._loop(depth, f"0, n * {step}, {step}", 0, 3 * step)

    def _stmt_for_reversed(self, depth: int) -> None:
        self._loop(depth, "n", 0, 3, header="for {var} in reversed(range({bound})):")

    def _stmt_while(self, depth: int) -> None:
        var = f"w{self.n_locals}"
        self.n_locals += 1
        limit = self.rng.randint(2, 5)
        self._emit(f"{var} = int(0)")
        extra = ""
        if self.rng.random() < 0.3:
            extra = f" and ({self.cond(1)})"  # parenthesised: a top-level `or` would unbound the loop
        self._emit(f"while {var} < {limit}{extra}:")
        self.indent += 1
        self._emit(f"{var} = {var} + 1")  # first, so no continue can skip it
        self.indent -= 1
        self.int_vars.append(var)
        self.ranges[var] = (1, limit)
        self.loops.append("while")
        self._nested(depth)
        self.loops.pop()
        self.int_vars.pop()

    def _stmt_break(self, depth: int) -> None:
        self._emit(f"if {self.cond(1)}:")
        self.indent += 1
        self._emit(self.rng.choice(("break", "break", "continue")))
        self.indent -= 1
        self.used_features.add("break")

    _stmt_continue = _stmt_break

    def _stmt_return(self, depth: int) -> None:
        """Early exit: write the outputs' current value, then return."""
        self._emit(f"if {self.cond(1)}:")
        self.indent += 1
        self.scopes.append({})
        for name, dt in self.outputs[: self.rng.randint(0, len(self.outputs))]:
            self._emit(f"{self._out_target(name)} = {self._output_value(dt)}")
        self.scopes.pop()
        self._emit("return")
        self.indent -= 1
        self.used_features.add("early_return")

    def _stmt_atomic(self, depth: int) -> None:
        if not self.atomic_outputs:
            self._stmt_assign(depth)
            return
        out = self.rng.choice(self.atomic_outputs)
        op = self.rng.choice(("atomic_add", "atomic_add", "atomic_sub", "atomic_max", "atomic_min"))
        op = self._same_kind(out, op)
        index = self._acc_index(out)
        if self.rng.random() < 0.2 and op in ("atomic_add", "atomic_sub"):
            self._emit(f"{out}[{index}] {'+=' if op == 'atomic_add' else '-='} {self.expr('float', 2)}")
            return
        call = f"wp.{op}({out}, {index}, {self.expr('float', 2)})"
        if self.rng.random() < 0.2:
            # The returned old value is order-dependent: keep it out of the outputs.
            self._emit(f"_old{self.n_locals} = {call}")
            self.n_locals += 1
        else:
            self._emit(call)
        self.used_features.add(op)

    def _same_kind(self, out: str, op: str) -> str:
        """``op``, or an atomic of the kind ``out`` already takes (add and sub are one kind): atomics
        of two kinds into one element (max after add) give a result that depends on thread order."""
        kind = op.removeprefix("atomic_").replace("sub", "add")
        first = self.atomic_kinds.setdefault(out, kind)
        return op if first == kind else f"atomic_{first}"

    def _acc_index(self, out: str) -> str:
        lin = " + ".join(self.index)
        form = self.rng.choice(("({lin}) % {n}.shape[0]", "(({lin}) * {k}) % {n}.shape[0]", "0"))
        return form.format(lin=lin, n=out, k=self.rng.randint(2, 5)).replace(f"({self.index[0]})", self.index[0])

    def _stmt_int_atomic(self, depth: int) -> None:
        """Integer atomics: and/or/xor/min/max/add into shared slots of ``iacc`` (one kind per kernel,
        so the result does not depend on the order threads arrive in), exchange and compare-and-swap on the thread's own
        slot of ``islot`` (only this thread touches it, so the old value it returns is deterministic)."""
        if not self.int_accumulators:
            self._stmt_assign(depth)
            return
        rng = self.rng
        iv = self._reduce(self._nonneg("int", 2), 1000, "int")
        op = rng.choice(("atomic_and", "atomic_or", "atomic_xor", "atomic_min", "atomic_max", "atomic_add", "aug",
                         "atomic_exch", "atomic_cas"))  # fmt: skip
        if op in ("atomic_exch", "atomic_cas"):
            old = self._declare("int", "old")
            if op == "atomic_exch":
                self._emit(f"{old} = wp.atomic_exch(islot, {self._own_index()}, {iv.code})")
            else:
                self._emit(f"{old} = wp.atomic_cas(islot, {self._own_index()}, {rng.randint(0, 3)}, {iv.code})")
            self.ranges[old] = (0, 999)
        elif op == "aug":
            sym = rng.choice(("&=", "|=", "^=", "+="))
            kind = self._same_kind("iacc", AUG_ATOMICS[sym])
            aug = {v: k for k, v in AUG_ATOMICS.items()}.get(kind)
            if aug:
                self._emit(f"iacc[{self._acc_index('iacc')}] {aug} {iv.code}")
            else:
                self._emit(f"wp.{kind}(iacc, {self._acc_index('iacc')}, {iv.code})")
        else:
            self._emit(f"wp.{self._same_kind('iacc', op)}(iacc, {self._acc_index('iacc')}, {iv.code})")
        self.used_features.add("int_atomic")

    def _own_index(self) -> str:
        if len(self.index) == 1:
            return self.index[0]
        # Row-major linear index of this thread.
        expr = self.index[0]
        for axis in range(1, len(self.index)):
            expr = f"({expr}) * {self.shape[axis]} + {self.index[axis]}"
        return expr

    def _stmt_outparam(self, depth: int) -> None:
        """Builtins that return through output arguments: decompositions and axis-angle."""
        rng = self.rng
        options = []
        if self._has_type("mat33"):
            options += ["svd3", "qr3", "eig3"]
        if self._has_type("mat22"):
            options.append("svd2")
        if self._has_type("quat"):
            options.append("axis_angle")
        if self._has_type("mat44") and self._has_type("transform"):
            options.append("decompose")
        if not options:
            self._stmt_assign(depth)
            return
        kind = rng.choice(options)
        d = 2
        if kind in ("svd3", "qr3", "eig3", "svd2"):
            mt = "mat22" if kind == "svd2" else "mat33"
            vt = "vec2" if kind == "svd2" else "vec3"
            ann_m, ann_v = TYPES[mt].ann, TYPES[vt].ann
            a = self._declare(mt, "m")
            self._emit(f"{a} = {self.expr(mt, d)}")
            if kind == "eig3":
                a = f"{a} + wp.transpose({a})"
            outs = {"svd3": "mvm", "svd2": "mvm", "qr3": "mm", "eig3": "mv"}[kind]
            names = []
            for o in outs:
                name = self._declare(mt if o == "m" else vt, "m" if o == "m" else "s")
                self._emit(f"{name} = {ann_m if o == 'm' else ann_v}()")
                names.append(name)
            self._emit(f"wp.{kind}({a}, {', '.join(names)})")
            self._sign_invariant(kind, mt, vt, names)
            self.used_features.add("decomposition")
            self.na_reasons.append("matrix decompositions: adjoints are singular at repeated singular values")
        elif kind == "axis_angle":
            q = self.expr("quat", d)
            axis = self._declare("vec3", "axis")
            self._emit(f"{axis} = wp.vec3()")
            angle = self._declare("float", "angle")
            self._emit(f"{angle} = float(0.0)")
            self._emit(f"wp.quat_to_axis_angle({q}, {axis}, {angle})")
        else:
            # A rigid or scaled transform matrix: the decomposition divides by the column lengths.
            if self.rng.random() < 0.5:
                m = f"wp.transform_to_matrix({self.expr('transform', 1)})"
            else:
                m = f"wp.transform_compose({self.expr('vec3', 1)}, {self.expr('quat', 1)}, {self._scale_vec(1)})"
            p, q, s = self._declare("vec3", "p"), self._declare("quat", "q"), self._declare("vec3", "s")
            self._emit(f"{p}, {q}, {s} = wp.transform_decompose({m})")

    def _sign_invariant(self, kind: str, mt: str, vt: str, names: list[str]) -> None:
        """Decomposition factors are defined up to sign (and, at repeated values, up to rotation):
        rounding decides them. Later code reads only what they determine: singular values,
        ``U f(S) V^T`` and ``Q f(D) Q^T`` with ``f(0) = 0``, the eigenvalues' norm, ``R^T R``, ``|R_ii|``."""
        n = TYPES[mt].n
        ann_v = TYPES[vt].ann
        f = self.rng.choice(("wp.tanh({})", "({} / (wp.abs({}) + 1.0))", "wp.sin({})"))
        fs = lambda v: f"{ann_v}({', '.join(f.format(f'{v}[{i}]', f'{v}[{i}]') for i in range(n))})"  # noqa: E731
        derived = []
        if kind in ("svd3", "svd2"):
            u, s, v = names
            derived.append((mt, f"{u} @ wp.diag({fs(s)}) @ wp.transpose({v})"))
            keep = [s]
        elif kind == "eig3":
            q, d = names
            derived.append((mt, f"{q} @ wp.diag({fs(d)}) @ wp.transpose({q})"))
            derived.append(("float", f"wp.length({d})"))  # the eigenvalues' order is rounding's too
            keep = []
        else:  # qr3
            q, r = names
            derived.append((mt, f"wp.transpose({r}) @ {r}"))
            derived.append((vt, f"{ann_v}({', '.join(f'wp.abs({r}[{i}, {i}])' for i in range(n))})"))
            keep = []
        for t, value in derived:
            self._emit(f"{self._declare(t)} = {value}")
        for scope in self.scopes:
            for name in names:
                if name not in keep:
                    scope.pop(name, None)

    def _stmt_tset(self, depth: int) -> None:
        names = [n for n in self._vars_of("transform") if n not in self.readonly and "." not in n]
        if not names:
            self._stmt_assign(depth)
            return
        name = self.rng.choice(names)
        if self.rng.random() < 0.5:
            self._emit(f"wp.transform_set_translation({name}, {self.expr('vec3', 2)})")
        else:
            self._emit(f"wp.transform_set_rotation({name}, {self.expr('quat', 2)})")

    def _stmt_call_multi(self, depth: int) -> None:
        multi = [f for f in self.funcs if isinstance(f.ret, tuple) and self._callable(f)]
        if not multi:
            self._stmt_assign(depth)
            return
        f = self.rng.choice(multi)
        call = self._call(f, 2)
        names = [self._declare(t) for t in f.ret]
        self._emit(f"{', '.join(names)} = {call}")

    # ------------------------------------------------------------- structs
    def _define_structs(self) -> None:
        rng = self.rng
        field_types = [t for t in self.policy.types if t in TYPES and TYPES[t].kind not in ("int", "ivec")] or ["float"]
        for k in range(rng.randint(*self.policy.n_structs)):
            name = f"S{k}"
            fields: list[tuple[str, str]] = []
            meta: list[dict] = []
            for i in range(rng.randint(2, 4)):
                fname = rng.choice(("a", "b", "c", "d", "e", "pos", "vel", "mass", "w", "scale")) + str(i)
                roll = rng.random()
                if roll < 0.15 and self.structs:
                    ft = rng.choice(sorted(self.structs))
                    meta.append({"name": fname, "kind": "struct", "dtype": ft})
                elif roll < 0.25 and k == 0:
                    ft = "array:float"
                    meta.append(
                        {
                            "name": fname,
                            "kind": "array",
                            "dtype": "float",
                            "shape": [LAUNCH_SIZE],
                            "domain": [-2.0, 2.0],
                        }
                    )
                elif roll < 0.35:
                    ft = "int"
                    meta.append({"name": fname, "kind": "scalar", "dtype": "int", "domain": [0.0, 9.0]})
                else:
                    ft = rng.choice(field_types)
                    meta.append({"name": fname, "kind": "scalar", "dtype": ft, "domain": [-2.0, 2.0]})
                fields.append((fname, ft))
            self.structs[name] = fields
            self.struct_meta[name] = meta
            body = "\n".join(f"    {f}: {self._field_ann(ft)}" for f, ft in fields)
            self.helpers.append(f"@wp.struct\nclass {name}:\n{body}\n")
        if self.structs:
            self.extra["structs"] = self.struct_meta

    def _field_ann(self, ft: str) -> str:
        if ft.startswith("array:"):
            return f"wp.array(dtype={TYPES[ft.split(':', 1)[1]].ann})"
        if ft in self.structs:
            return ft
        return TYPES[ft].ann

    def _struct_ranges(self, base: str, struct: str) -> None:
        for f, ft in self.structs[struct]:
            if ft == "int":
                self.ranges[f"{base}.{f}"] = (0, 9)
            elif ft in self.structs:
                self._struct_ranges(f"{base}.{f}", ft)

    def _stmt_struct_local(self, depth: int) -> None:
        if not self.structs:
            self._stmt_assign(depth)
            return
        s = self.rng.choice(sorted(self.structs))
        name = self._declare(s, "s")
        fields = self.structs[s]
        if self.rng.random() < 0.4 and not any(ft.startswith("array:") for _f, ft in fields):
            self._emit(f"{name} = {self._struct_ctor(s)}")
        else:
            self._emit(f"{name} = {s}()")
            for f, ft in fields:
                if ft.startswith("array:") or self.rng.random() < 0.2:
                    continue
                self._emit(f"{name}.{f} = {self._field_value(ft)}")
        self._struct_ranges(name, s)
        self.used_features.add("struct")

    def _struct_ctor(self, s: str) -> str:
        parts = [self._field_value(ft) for _f, ft in self.structs[s]]
        if self.rng.random() < 0.5:
            return f"{s}({', '.join(f'{f}={p}' for (f, _), p in zip(self.structs[s], parts, strict=True))})"
        return f"{s}({', '.join(parts)})"

    def _field_value(self, ft: str) -> str:
        if ft == "int":
            return self._reduce(self._nonneg("int", 2), 10, "int").code
        if ft in self.structs:
            return self._struct_ctor(ft) if not any(x.startswith("array:") for _f, x in self.structs[ft]) else f"{ft}()"
        return self.expr(ft, 2)

    def _stmt_struct_field(self, depth: int) -> None:
        locals_ = [
            (n, t) for scope in self.scopes for n, t in scope.items() if t in self.structs and n not in self.readonly
        ]
        if not locals_:
            self._stmt_struct_local(depth)
            return
        name, s = self.rng.choice(locals_)
        fields = [(f, ft) for f, ft in self.structs[s] if ft in TYPES and TYPES[ft].kind not in ("int", "ivec")]
        if not fields:
            return
        f, ft = self.rng.choice(fields)
        line = self._bounded_update(f"{name}.{f}", ft)
        self._emit(line)

    def _stmt_struct_out(self, depth: int) -> None:
        outs = [a for a in self.args if a.kind == "struct_array" and a.role == "out"]
        locals_ = [(n, t) for scope in self.scopes for n, t in scope.items() if t in self.structs and "." not in n]
        pairs = [(o, n) for o in outs for n, t in locals_ if t == o.dtype]
        if not pairs:
            self._stmt_struct_local(depth)
            return
        out, name = self.rng.choice(pairs)
        self._emit(f"{out.name}[{self._own_index()}] = {name}")

    # ----------------------------------------------------------- functions
    def _define_funcs(self) -> None:
        rng = self.rng
        n = rng.randint(*self.policy.n_funcs)
        value_types = [t for t in self.policy.types if t in TYPES and TYPES[t].kind not in ("int", "ivec")] or ["float"]
        for k in range(n):
            name = f"{self.kernel_name}_f{k}"
            if self.policy.func_grad and rng.random() < self.policy.func_grad:
                self._define_grad_func(name)
                continue
            params = []
            for i in range(rng.randint(1, 3)):
                params.append((f"p{i}", rng.choice(value_types + [s for s in self.structs if s])))
            arrays = False
            if rng.random() < 0.3 and not self.generic_handles and self._float_array_1d():
                params.append(("arr", "array:float"))
                params.append(("idx", "int"))
                arrays = True
            # Mostly return a type some parameter has, so the result can be built from the inputs.
            own = [t for _p, t in params if t in value_types] or value_types
            roll = rng.random()
            if roll < 0.15:
                ret: str | tuple[str, ...] = (rng.choice(own), rng.choice(value_types))
            else:
                ret = rng.choice(own) if roll < 0.75 else rng.choice(value_types)
            self._define_func(Func(name, params, ret, arrays))

    def _define_func(self, f: Func) -> None:
        scope = {p: t for p, t in f.params if not t.startswith("array:")}
        saved_handles = self.generic_handles
        if saved_handles:
            # Inside a generic helper, T is named through a parameter of type T (or T's vector).
            comp = next(iter(saved_handles))
            scalar = [p for p, t in f.params if t == comp]
            vector = [p for p, t in f.params if t != comp]
            self.generic_handles = {comp: f"type({scalar[0]})" if scalar else f"type({vector[0]}[0])"}
        with self._frame("func", scope):
            for p, t in f.params:
                if t == "int":
                    self.ranges[p] = (0, 2**20)
                    self.int_vars.append(p)
                elif t in self.structs:
                    self._struct_ranges(p, t)
            arr = [p for p, t in f.params if t.startswith("array:")]
            if arr:
                v = self._declare("float")
                self._emit(f"{v} = {arr[0]}[idx % {arr[0]}.shape[0]]")
            for _ in range(self.rng.randint(1, 3)):
                self.statement(1)
            rets = f.ret if isinstance(f.ret, tuple) else (f.ret,)
            if self.rng.random() < 0.3:
                self._emit(f"if {self.cond(1)}:")
                self.indent += 1
                self._emit(f"return {', '.join(self.expr(t, 1) for t in rets)}")
                self.indent -= 1
            self._emit(f"return {', '.join(self.expr(t, 2) for t in rets)}")
            body = "\n".join(self.lines)
        params = ", ".join(f"{p}: {self._param_ann(t)}" for p, t in f.params)
        self.generic_handles = saved_handles
        if isinstance(f.ret, tuple) or self.generic_handles or self.rng.random() < 0.5:
            sig = f"def {f.name}({params}):"
        else:
            sig = f"def {f.name}({params}) -> {self._param_ann(f.ret)}:"
        self.helpers.append(f"@wp.func\n{sig}\n{body}\n")
        self.helper_text[f.name] = body
        self.funcs.append(f)

    def _param_ann(self, t: str) -> str:
        if self.generic_handles:
            return "Any"
        if t.startswith("array:"):
            return f"wp.array(dtype={TYPES[t.split(':', 1)[1]].ann})"
        if t in self.structs:
            return t
        return TYPES[t].ann

    # ------------------------------------------------------------- statics
    def _define_constants(self) -> None:
        rng = self.rng
        lines = []
        for k in range(rng.randint(*self.policy.n_constants)):
            roll = rng.random()
            if roll < 0.5:
                name, value = f"C{k}", self._fval(-2.0, 2.0)
                lines.append(f"{name} = wp.constant({value!r})")
                self.constants[name] = ("float", value)
            elif roll < 0.8:
                name, value = f"K{k}", rng.randint(2, 5)
                lines.append(f"{name} = {value}")
                self.py_constants[name] = value
            else:
                name, value = f"N{k}", rng.randint(1, 4)
                lines.append(f"{name} = wp.constant({value})")
                self.constants[name] = ("int", value)
        if lines:
            self.helpers.append("\n".join(lines) + "\n")
        if self.policy.stmt.get("static_loop", 0) > 0 and rng.random() < 0.6:
            n = rng.randint(2, 3)
            names = []
            for i in range(n):
                fname = f"{self.kernel_name}_op{i}"
                unary = rng.sample([u for u in self.policy.unary if u not in ("neg",)], 2)
                body = SAFE_UNARY[unary[0]](SAFE_UNARY[unary[1]]("x", self._L("float")), self._L("float"))
                scale = self._fval(0.5, 1.5)
                self.helpers.append(f"@wp.func\ndef {fname}(x: float) -> float:\n    return {body} * {scale}\n")
                names.append(fname)
            self.helpers.append(f"OPS = ({', '.join(names)},)\n")
            self.func_tables["OPS"] = names

    def _stmt_static_loop(self, depth: int) -> None:
        """An unrolled loop: ``range(wp.static(...))``, the loop variable used inside ``wp.static``."""
        rng = self.rng
        var = self._loop_var("u")
        if self.py_constants and rng.random() < 0.6:
            k = rng.choice(sorted(self.py_constants))
            count = self.py_constants[k]
            bound = f"wp.static({k})" if rng.random() < 0.7 else f"wp.static({k} + 1)"
            count = count if "+ 1" not in bound else count + 1
        else:
            count = rng.randint(2, 4)
            bound = f"wp.static({count})"
        self._emit(f"for {var} in range({bound}):")
        self.indent += 1
        self.scopes.append({})
        target = self._outer_var()
        if target and TYPES[target[1]].kind == "float" and target[1] == "float":
            name = target[0]
            form = rng.randrange(3)
            if form == 0 and self.func_tables:
                table = rng.choice(sorted(self.func_tables))
                size = len(self.func_tables[table])
                self.ops_used.update(range(min(size, count)))
                self._emit(f"{name} = {name} + wp.static({table}[{var} % {size}])({self.expr('float', 1)})")
            elif form == 1:
                self._emit(
                    f"{name} = {name} + wp.sin({self.expr('float', 1)}) * wp.static(float({var} + 1) * {self._pos()})"
                )
            else:
                self._emit(
                    f"{name} += wp.static(float({var} * {rng.randint(1, 3)})) * {self._pos()} * wp.tanh({self.expr('float', 1)})"
                )
        else:
            self._stmt_update(depth + 1)
        self.scopes.pop()
        self.indent -= 1
        self.used_features.add("static")

    def _stmt_static_if(self, depth: int) -> None:
        """A compile-time branch; the generator knows which side Warp compiles."""
        rng = self.rng
        if self.py_constants and rng.random() < 0.7:
            k = rng.choice(sorted(self.py_constants))
            value = self.py_constants[k]
            form = rng.randrange(3)
            m = rng.randint(2, 5)
            cond, live = [
                (f"{k} > {m}", value > m),
                (f"{k} % 2 == 0", value % 2 == 0),
                (f"{k} in (2, 3)", value in (2, 3)),
            ][form]
        elif self.constants:
            c = rng.choice(sorted(self.constants))
            m = rng.randint(0, 2)
            cond, live = f"{c} > {m}", self.constants[c][1] > m
        else:
            live = rng.random() < 0.5
            cond = str(live)
        self._emit(f"if wp.static({cond}):")
        self._static_branch(depth, live)
        if rng.random() < 0.6:
            self._emit("else:")
            self._static_branch(depth, not live)
        self.used_features.add("static")

    def _static_branch(self, depth: int, live: bool) -> None:
        start, ops = len(self.lines), set(self.ops_used)
        self._nested(depth)
        if not live:
            # Warp generates no code for this side: it reaches no helper.
            self.dead_lines.update(range(start, len(self.lines)))
            self.ops_used = ops

    # -------------------------------------------------------------- outputs
    def _output_value(self, t: str) -> str:
        # Outputs read the latest live values, so the kernel's work reaches its outputs.
        vt = TYPES.get(t)
        if t in self.structs:
            return self.struct_expr(t, 1)
        if vt.kind == "int":
            value = self.iexpr(t, self.policy.max_depth).code
            if self.tainted & set(_IDENT.findall(value)):
                return value
            sources = [
                (n, st)
                for scope in self.scopes
                for n, st in scope.items()
                if n in self.tainted and st in TYPES and TYPES[st].kind in ("int", "float") and "." not in n
            ]
            if not sources:
                return value
            # Fold in a value read from the inputs, converted into t's range; min/max stay inside it.
            name, st = self.rng.choice(sources)
            if TYPES[st].kind == "float":
                lo = -100.0 if INT_RANGE[t][0] < 0 else 0.0
                conv = f"wp.{'int32' if t == 'int' else t}(wp.clamp(float({name}), {lo}, 100.0))"
            else:
                slo = self.ranges.get(name, INT_RANGE[st])[0]
                src = name if slo >= 0 else f"wp.abs({name})"
                conv = f"wp.{'int32' if t == 'int' else t}({src} % {self.lit(st, 97)})"
            return f"wp.{self.rng.choice(('min', 'max'))}({value}, {conv})"
        if vt.kind == "ivec":
            return self.ivexpr(t, 1).code
        live = [n for n in self._vars_of(t) if "." not in n or self.rng.random() < 0.3][-3:]
        term = self.expr(t, self._depth_for(t) - 1)
        value = term
        if live and vt.kind == "quat":
            value = f"wp.normalize({' * '.join(live)} * {term})" if t == "quat" else term
        elif live and vt.kind == "transform":
            value = f"wp.transform_multiply({live[-1]}, {term})"
        elif live:
            value = f"{' + '.join(live)} + {term} * {self.lit(vt.comp, self._pos())}"
        if self.tainted & set(_IDENT.findall(value)) or self.context != "kernel":
            return value
        # Nothing reached this output from the inputs: add a term that does, so gradients are not vacuous.
        return self._with_input(t, value)

    def _with_input(self, t: str, value: str) -> str:
        sources = [(n, tt) for scope in self.scopes for n, tt in scope.items() if n in self.tainted and tt in TYPES]
        if not sources or self.generic_handles:
            return value
        name, src = self.rng.choice(sources)
        g = f"wp.sin({self._to_float(name, src)})"
        vt = TYPES[t]
        c = vt.comp
        cg = g if c == "float" else f"wp.{c}({g})"
        if vt.kind == "float":
            return f"{value} + {cg}"
        if vt.kind == "vec":
            return f"{value} + {vt.ann}({cg})"
        if vt.kind in ("mat", "smat"):
            return f"{value} + wp.identity(n={vt.n}, dtype={TYPES[c].ann}) * {cg}"
        if t == "quat":
            return f"wp.normalize({value} * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), {g}))"
        if t == "transform":
            return f"wp.transform_multiply({value}, wp.transform(wp.vec3({g}), wp.quat_identity()))"
        if t == "spatial_vector":
            return f"{value} + wp.spatial_vector(wp.vec3({g}), wp.vec3({g}))"
        return value

    def _to_float(self, name: str, t: str) -> str:
        """A float32 read of a value of type ``t``."""
        vt = TYPES[t]
        if vt.kind in ("vec", "ivec", "transform", "svec"):
            part = f"{name}[0]"
        elif vt.kind in ("mat", "smat"):
            part = f"{name}[0, 0]"
        elif vt.kind == "quat":
            part = f"{name}[3]"
        else:
            part = name
        return part if vt.comp == "float" and vt.kind != "int" else f"float({part})"

    def _out_target(self, name: str) -> str:
        return f"{name}[{', '.join(self.index)}]"

    # ---------------------------------------------------------------- kernel
    def _launch_shape(self) -> None:
        nd = self.rng.choice(self.policy.launch_ndim)
        self.shape = self.rng.choice(ND_SHAPES[nd])
        self.index = ND_INDEX[nd]
        for axis, var in enumerate(self.index):
            self.ranges[var] = (0, self.shape[axis] - 1)

    def _array_ann(self, dtype: str, nd: int) -> str:
        ann = "Any" if dtype in self._generic_types else self._param_ann(dtype)
        if nd == 1:
            return f"wp.array(dtype={ann})"
        if self.rng.random() < 0.5:
            return f"wp.array{nd}d(dtype={ann})"
        return f"wp.array(dtype={ann}, ndim={nd})"

    _generic_types: frozenset = frozenset()

    def _input_domain(self, dt: str) -> tuple[float, float]:
        if dt in INPUT_DOMAIN:
            lo, hi = INPUT_DOMAIN[dt]
            return (float(lo), float(hi))
        return (-2.0, 2.0)

    def generate(self) -> KernelSpec:
        if self.policy.tile:
            return self.generate_tile()
        rng = self.rng
        pol = self.policy
        self._launch_shape()
        if pol.generic:
            self._choose_generic_types()
            pol = self.policy
        self._define_constants()
        self._define_structs()
        args = self.args
        self.scopes.append({})

        input_types = pol.input_types or {t: w for t, w in pol.types.items() if TYPES[t].kind != "ivec"}
        nd = len(self.shape)
        for i in range(rng.randint(*pol.n_inputs)):
            dt = _weighted(rng, input_types)
            args.append(ArgSpec(f"x{i}", "array", dt, self.shape, self._input_domain(dt), "in"))
            self.arrays[f"x{i}"] = (dt, nd)
        self._add_struct_args()
        for i in range(rng.randint(*pol.n_scalars)):
            floats = [t for t in pol.types if TYPES[t].kind not in ("int", "ivec")]
            dt = rng.choice(["float", "float", "int", *floats])
            dom = (-2.0, 2.0) if dt != "int" else (1.0, 4.0)
            args.append(ArgSpec(f"s{i}", "scalar", dt, (), dom, "in"))
        if any(pol.stmt.get(k, 0) > 0 for k in ("for_dynamic", "for_step", "for_reversed")):
            args.append(ArgSpec("n", "scalar", "int", (), (1.0, 4.0), "in"))
        if pol.stmt.get("cdf", 0) > 0:
            # Values drawn from the domain, then sorted: a cumulative distribution.
            args.append(ArgSpec("cdf", "array", "float", (8,), (0.0, 1.0), "in"))
            self.arrays["cdf"] = ("float", 1)
            self.extra["sorted_inputs"] = ["cdf"]
        self._add_handle_args()
        self._define_funcs()

        n_atomic = 1 if pol.stmt.get("atomic", 0) > 0 else 0
        for i in range(n_atomic):
            args.append(ArgSpec(f"acc{i}", "array", "float", (rng.randint(1, 4),), None, "out"))
            self.atomic_outputs.append(f"acc{i}")
        if pol.int_atomics and rng.random() < pol.int_atomics:
            # Zero-initialised like every output: compare-and-swap expects 0..3, so some swaps happen.
            args.append(ArgSpec("iacc", "array", "int", (rng.randint(1, 4),), None, "out"))
            args.append(ArgSpec("islot", "array", "int", (int(_prod(self.shape)),), None, "out"))
            self.int_accumulators.extend(("iacc", "islot"))
        outputs = []
        out_types = {t: w for t, w in pol.types.items() if TYPES[t].kind != "ivec"} or {"float": 1.0}
        for i in range(rng.randint(*pol.n_outputs)):
            dt = _weighted(rng, out_types)
            args.append(ArgSpec(f"out{i}", "array", dt, self.shape, None, "out"))
            outputs.append((f"out{i}", dt))
        self.outputs = outputs
        for s in self.structs:
            if rng.random() < 0.5 and not any(ft.startswith("array:") for _f, ft in self.structs[s]):
                args.append(ArgSpec(f"o{s}", "struct_array", s, self.shape, None, "out"))

        self.tainted |= {a.name for a in args if a.role in ("in", "inout")}
        if nd == 1:
            self._emit("tid = wp.tid()")
        else:
            self._emit(f"{', '.join(self.index)} = wp.tid()")
        self.int_vars.extend(self.index)
        if pol.random:
            self.state = "state"
            seed = rng.randint(1, 99999)
            self._emit(f"state = wp.rand_init({seed}, {self._own_index()})")
        shapes = {a.name: a.shape for a in args}
        for name, (dt, _nd) in self.arrays.items():
            if shapes[name] != self.shape:
                continue  # a table (cdf, points) is read only where its own size bounds the index
            local = self._declare(dt)
            self._emit(f"{local} = {name}[{', '.join(self.index)}]")
            if TYPES[dt].kind in ("int", "ivec"):
                lo, hi = self._input_domain(dt)
                self.ranges[local] = (int(lo), int(hi))
        for a in args:
            if a.kind in ("scalar", "struct") and a.name != "n":
                self.scopes[-1][a.name] = a.dtype
                if a.dtype == "int":
                    self.ranges[a.name] = (1, 4)
                if a.kind == "struct":
                    self._struct_ranges(a.name, a.dtype)
                    self.readonly.add(a.name)
            if a.kind == "struct_array" and a.role == "in":
                local = self._declare(a.dtype, "e")
                self._emit(f"{local} = {a.name}[{self._own_index()}]")
                self._struct_ranges(local, a.dtype)
        self._prologue()

        for _ in range(rng.randint(*pol.n_stmts)):
            self.statement(0)
        self._use_helpers()
        for a in args:
            if a.kind == "struct_array" and a.role == "out":
                locals_ = [n for n in self._vars_of(a.dtype) if "." not in n]
                value = rng.choice(locals_) if locals_ and rng.random() < 0.7 else self._struct_ctor(a.dtype)
                self._emit(f"{a.name}[{self._own_index()}] = {value}")
        for name, dt in outputs:
            self._emit(f"{self._out_target(name)} = {self._output_value(dt)}")
        return self._finish(args, outputs)

    def _prologue(self) -> None:
        """Hook for statements every kernel of a policy starts with (geometry queries)."""
        self._geometry_prologue()

    def _add_struct_args(self) -> None:
        rng = self.rng
        for s in self.structs:
            roll = rng.random()
            if roll < 0.5:
                self.args.append(ArgSpec(f"p{s}", "struct", s, (), None, "in"))
            elif not any(ft.startswith("array:") for _f, ft in self.structs[s]):
                self.args.append(ArgSpec(f"a{s}", "struct_array", s, self.shape, None, "in"))
            else:
                self.args.append(ArgSpec(f"p{s}", "struct", s, (), None, "in"))

    def _finish(self, args: list[ArgSpec], outputs: list[tuple[str, str]], body: str | None = None) -> KernelSpec:
        pol = self.policy
        anns = {a.name: self._arg_ann(a) for a in args}
        params = ", ".join(f"{a.name}: {anns[a.name]}" for a in args)
        body = "\n".join(self.lines) if body is None else body
        name = self.kernel_name + ("_t" if pol.generic else "")
        head = "import warp as wp\n"
        if self.imports_any or pol.generic:
            head = "from typing import Any\n\nimport warp as wp\n"
        parts = [head]
        if self.module_options:
            opts = ", ".join(f'"{k}": {v!r}' for k, v in self.module_options.items())
            parts.append(f"wp.set_module_options({{{opts}}})\n")
        parts.extend(self.helpers)
        parts.append(f"@wp.kernel\ndef {name}({params}):\n{body}\n")
        if pol.generic:
            parts.append(self._overload_line(args, anns, name))
        source = "\n\n".join(p.rstrip("\n") + "\n" for p in parts)
        source = source.replace("\n\n\n\n", "\n\n\n")
        na = self._gradcheck_na(args, source)
        return KernelSpec(
            case_id=case_id(self.family, self.seed, self.size),
            family=self.family,
            seed=self.seed,
            kernel_name=self.kernel_name,
            source=source,
            args=tuple(args),
            launch_dim=tuple(self.shape),
            generator_tags=tuple(sorted(set(pol.tags) | self.used_features)),
            gradcheck_na=na,
            order_independent_outputs=tuple(self.atomic_outputs + self.int_accumulators),
            extra=self.extra,
        )

    def _gradcheck_na(self, args: list[ArgSpec], source: str) -> str:
        reasons = list(dict.fromkeys(self.na_reasons))
        if self.policy.random or self.state:
            reasons.insert(0, "random: outputs depend on wp.rand* draws, which have no derivative")
        outs = [a for a in args if a.role in ("out", "inout")]
        if outs and all(
            a.kind == "array" and TYPES.get(a.dtype) and TYPES[a.dtype].kind in ("int", "ivec") for a in outs
        ):
            reasons.append("integer outputs")
        elif any(h in source for h in ("wp.float16", "wp.vec3h", "wp.vec4h")):
            reasons.append("float16 values: too coarse for finite differences")
        return "; ".join(dict.fromkeys(reasons))

    def _arg_ann(self, a: ArgSpec) -> str:
        if a.kind == "handle":
            return "wp.uint64"
        if a.kind in ("struct", "struct_array"):
            return a.dtype if a.kind == "struct" else f"wp.array(dtype={a.dtype})"
        if a.kind == "array":
            return self._array_ann(a.dtype, len(a.shape))
        if a.dtype in self._generic_types:
            return "Any"
        return TYPES[a.dtype].ann

    def _choose_generic_types(self) -> None:
        """Generic kernels: a scalar type T and T's 3-vector, every T-typed argument annotated
        ``Any``, literals written ``type(s0)(...)`` so they take T whatever it is."""
        from dataclasses import replace

        comp = self.rng.choice(("float", "float64", "float16"))
        vec = VEC_OF[(comp, 3)]
        self._generic_types = frozenset((comp, vec))
        self.generic_handles = {comp: "type(s0)"}
        self.policy = replace(self.policy, types={comp: 3, vec: 1})
        self.args.append(ArgSpec("s0", "scalar", comp, (), (-2.0, 2.0), "in"))
        if comp == "float16":
            self.na_reasons.append("float16 values: too coarse for finite differences")

    def _overload_line(self, args: list[ArgSpec], anns: dict[str, str], name: str) -> str:
        types = ", ".join(f'"{a.name}": {self._concrete_ann(a)}' for a in args if "Any" in anns[a.name])
        return f"{self.kernel_name} = wp.overload({name}, {{{types}}})\n"

    def _concrete_ann(self, a: ArgSpec) -> str:
        ann = TYPES[a.dtype].ann
        if a.kind == "array":
            nd = len(a.shape)
            return f"wp.array(dtype={ann})" if nd == 1 else f"wp.array(dtype={ann}, ndim={nd})"
        return ann


_ASSIGN = re.compile(r"^([\w\s,.\[\]+*()%-]+?)\s*(=|\+=|-=|\*=|&=|\|=|\^=)\s*(.+)$")
_IDENT = re.compile(r"[A-Za-z_]\w*")


_OPERAND = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\b(?!\s*\()")


def _operands(code: str) -> set[str]:
    """Variables and arrays an expression reads (names that are not calls, attributes or ``wp``)."""
    return {n for n in _OPERAND.findall(code) if n not in ("wp", "float", "int", "tid")}


def _base(target: str) -> str:
    """``v`` for ``v``, ``v.x``, ``v[0]`` or ``v[i, j]``."""
    return re.split(r"[.\[]", target.strip(), maxsplit=1)[0]


def _replace(policy: Policy, **changes) -> Policy:
    from dataclasses import replace

    return replace(policy, **changes)


def _prod(values) -> int:
    out = 1
    for v in values:
        out *= v
    return out


def _interval(op: str, a: IV, b: IV) -> tuple[int, int]:
    if op == "+":
        return a.lo + b.lo, a.hi + b.hi
    if op == "-":
        return a.lo - b.hi, a.hi - b.lo
    corners = (a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi)
    return min(corners), max(corners)


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
