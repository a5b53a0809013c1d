"""One random program generator for Warp kernels; families are policies over it.

The generator builds typed expression trees, statements and control flow, the way
Csmith and YARPGen build C programs: every program is free of undefined behaviour by
construction (array indices wrap into bounds, divisors are kept away from zero,
sqrt/log/acos only see arguments in their domains, loops have literal or small
argument bounds) and every value stays finite for inputs in the declared domains.

The generator is a pure function of (family, seed, policy): it draws from its own
``random.Random`` seeded by a string (seeded through SHA-512, not ``hash()``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from kernels.spec import ArgSpec, KernelSpec

LAUNCH_SIZE = 16  # threads per generated 1D kernel: small inputs keep runtime checks cheap

# Value types: Warp annotation in source, constructor arity, component count.
VALUE_TYPES = {
    "float": ("float", 1),
    "int": ("int", 1),
    "vec2": ("wp.vec2", 2),
    "vec3": ("wp.vec3", 3),
    "vec4": ("wp.vec4", 4),
    "mat22": ("wp.mat22", 4),
    "mat33": ("wp.mat33", 9),
    "mat44": ("wp.mat44", 16),
    "quat": ("wp.quat", 4),
}
VEC_SIZE = {"vec2": 2, "vec3": 3, "vec4": 4}
MAT_SIZE = {"mat22": 2, "mat33": 3, "mat44": 4}
VEC_OF_MAT = {"mat22": "vec2", "mat33": "vec3", "mat44": "vec4"}

# Unary float functions with the argument guard that keeps them defined and
# differentiable: "{}" is the argument.
SAFE_UNARY = {
    "sin": "wp.sin({})",
    "cos": "wp.cos({})",
    "tan": "wp.tan(wp.clamp({}, -1.2, 1.2))",
    "tanh": "wp.tanh({})",
    "sinh": "wp.sinh(wp.clamp({}, -4.0, 4.0))",
    "cosh": "wp.cosh(wp.clamp({}, -4.0, 4.0))",
    "exp": "wp.exp(wp.clamp({}, -4.0, 4.0))",
    "log": "wp.log(wp.abs({}) + 1.0)",
    "log2": "wp.log2(wp.abs({}) + 1.0)",
    "log10": "wp.log10(wp.abs({}) + 1.0)",
    "sqrt": "wp.sqrt(wp.abs({}) + 0.5)",
    "cbrt": "wp.cbrt({})",
    "abs": "wp.abs({})",
    "atan": "wp.atan({})",
    "asin": "wp.asin(wp.clamp({}, -0.9, 0.9))",
    "acos": "wp.acos(wp.clamp({}, -0.9, 0.9))",
    "floor": "wp.floor({})",
    "ceil": "wp.ceil({})",
    "round": "wp.round({})",
    "trunc": "wp.trunc({})",
    "frac": "wp.frac({})",
    "sign": "wp.sign({})",
    "erf": "wp.erf({})",
    "degrees": "wp.degrees({})",
    "radians": "wp.radians({})",
    "neg": "-({})",
}
SAFE_BINARY = {
    "min": "wp.min({}, {})",
    "max": "wp.max({}, {})",
    "atan2": "wp.atan2({}, {} + 3.0)",
    "pow": "wp.pow(wp.abs({}) + 1.0, wp.clamp({}, -2.0, 2.0))",
    "copysign": "wp.copysign({}, {})",
    "step": "wp.step({}) * {}",
    "lerp": "wp.lerp({}, {}, 0.25)",
}


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


def _weighted(rng: random.Random, weights: dict[str, float]) -> str:
    keys = [k for k, w in weights.items() if w > 0]
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


class ProgramGenerator:
    """Builds one kernel from a policy and a private RNG."""

    def __init__(self, family: str, seed: int, policy: Policy):
        self.family = family
        self.seed = seed
        self.policy = policy
        self.rng = random.Random(f"{family}:{seed}")
        self.scopes: list[dict[str, str]] = []
        self.arrays: dict[str, str] = {}  # input array name -> dtype
        self.n_locals = 0
        self.lines: list[str] = []
        self.indent = 1
        self.int_vars: list[str] = []
        self.used_features: set[str] = set()
        self.atomic_outputs: list[str] = []

    # ------------------------------------------------------------------ scopes
    def _vars_of(self, t: str) -> list[str]:
        return [name for scope in self.scopes for name, vt in scope.items() if vt == t]

    def _declare(self, t: str) -> str:
        name = f"v{self.n_locals}"
        self.n_locals += 1
        self.scopes[-1][name] = t
        return name

    def _emit(self, line: str) -> None:
        self.lines.append("    " * self.indent + line)

    # ------------------------------------------------------------- literals
    def _float_lit(self) -> str:
        return repr(round(self.rng.uniform(-2.0, 2.0), self.rng.choice((1, 2, 3))))

    def _pos_lit(self) -> str:
        return repr(round(self.rng.uniform(0.1, 2.0), 2))

    def _int_lit(self) -> str:
        return str(self.rng.randint(1, 7))

    # ---------------------------------------------------------- expressions
    def expr(self, t: str, depth: int) -> str:
        if depth <= 0 or self.rng.random() < 0.25:
            return self.leaf(t)
        productions = getattr(self, f"_prod_{t}")()
        weights = {k: self.policy.expr.get(k, 0.0) for k in productions}
        if not any(w > 0 for w in weights.values()):
            return self.leaf(t)
        return productions[_weighted(self.rng, weights)](depth - 1)

    def leaf(self, t: str) -> str:
        candidates = self._vars_of(t)
        if t == "int":
            candidates = candidates + self.int_vars
        if candidates and self.rng.random() < 0.85:
            return self.rng.choice(candidates)
        return self.constant(t)

    def constant(self, t: str) -> str:
        if t == "float":
            return self._float_lit()
        if t == "int":
            return self._int_lit()
        if t in VEC_SIZE:
            return f"wp.{t}({', '.join(self._float_lit() for _ in range(VEC_SIZE[t]))})"
        if t in MAT_SIZE:
            n = MAT_SIZE[t]
            if self.rng.random() < 0.5:
                return f"wp.identity(n={n}, dtype=float) * {self._float_lit()}"
            return f"wp.diag(wp.vec{n}({', '.join(self._float_lit() for _ in range(n))}))"
        if t == "quat":
            return f"wp.quat_from_axis_angle(wp.normalize(wp.vec3({self._pos_lit()}, {self._float_lit()}, {self._float_lit()})), {self._float_lit()})"
        raise ValueError(t)

    def cond(self, depth: int) -> str:
        kind = self.rng.random()
        if kind < 0.5 or depth <= 0:
            op = self.rng.choice(("<", ">", "<=", ">="))
            return f"{self.expr('float', depth - 1)} {op} {self.expr('float', depth - 1)}"
        if kind < 0.7:
            return f"({self.expr('int', depth - 1)}) % {self.rng.randint(2, 4)} == {self.rng.randint(0, 1)}"
        joiner = self.rng.choice(("and", "or"))
        left, right = self.cond(depth - 1), self.cond(depth - 1)
        if self.rng.random() < 0.2:
            return f"not ({left} {joiner} {right})"
        return f"({left}) {joiner} ({right})"

    def _gather(self, t: str):
        names = [n for n, dt in self.arrays.items() if dt == t]
        if not names:
            return None
        return lambda d: (lambda a: f"{a}[(tid + {self.rng.randint(1, 5)}) % {a}.shape[0]]")(self.rng.choice(names))

    def _prod_float(self):
        e = self.expr
        rng = self.rng
        p = {
            "arith": lambda d: f"({e('float', d)} {rng.choice('+-*')} {e('float', d)})",
            "div": lambda d: f"({e('float', d)} / (wp.abs({e('float', d)}) + 1.0))",
            "unary": lambda d: SAFE_UNARY[rng.choice(self.policy.unary)].format(e("float", d)),
            "binary": lambda d: SAFE_BINARY[rng.choice(self.policy.binary)].format(e("float", d), e("float", d)),
            "clamp": lambda d: f"wp.clamp({e('float', d)}, -{self._pos_lit()}, {self._pos_lit()})",
            "select": lambda d: f"wp.where({self.cond(d)}, {e('float', d)}, {e('float', d)})",
            "cast": lambda d: f"float({e('int', d)})",
            "smooth": lambda d: f"wp.smoothstep(-1.0, 1.0, {e('float', d)})",
        }
        if self.int_vars:
            p["loopvar"] = lambda d: f"float({rng.choice(self.int_vars)})"
        for vt in self._active_types(VEC_SIZE):
            p[f"dot_{vt}"] = lambda d, vt=vt: f"wp.dot({e(vt, d)}, {e(vt, d)})"
            p[f"length_{vt}"] = lambda d, vt=vt: rng.choice(("wp.length({})", "wp.length_sq({})")).format(e(vt, d))
            p[f"index_{vt}"] = lambda d, vt=vt: f"{self._indexable(vt, d)}[{rng.randrange(VEC_SIZE[vt])}]"
        for mt in self._active_types(MAT_SIZE):
            n = MAT_SIZE[mt]
            p[f"trace_{mt}"] = lambda d, mt=mt: f"wp.trace({e(mt, d)})"
            p[f"det_{mt}"] = lambda d, mt=mt: f"wp.determinant({e(mt, d)})"
            p[f"index_{mt}"] = lambda d, mt=mt, n=n: f"{self._indexable(mt, d)}[{rng.randrange(n)}, {rng.randrange(n)}]"
        if "quat" in self.policy.types:
            p["quat_angle"] = lambda d: f"wp.dot({e('quat', d)}, {e('quat', d)})"
        if self.policy.random:
            p["rand"] = lambda d: rng.choice(("wp.randf(state)", "wp.randn(state)", "wp.randf(state, -1.0, 1.0)"))
        g = self._gather("float")
        if g:
            p["gather"] = g
        return self._rename(p, {"dot_", "length_", "index_", "trace_", "det_"})

    def _active_types(self, table: dict) -> list[str]:
        return [t for t in table if t in self.policy.types or any(dt == t for dt in self.arrays.values())]

    def _rename(self, p: dict, prefixes: set[str]) -> dict:
        # Productions named per type (dot_vec3, dot_vec2) share one policy weight (dot).
        out: dict[str, list] = {}
        for k, v in p.items():
            base = next((pre[:-1] for pre in prefixes if k.startswith(pre)), k)
            out.setdefault(base, []).append(v)
        return {k: self._choose_among(fs) for k, fs in out.items()}

    def _choose_among(self, productions: list):
        return lambda d: self.rng.choice(productions)(d)

    def _indexable(self, t: str, depth: int) -> str:
        # Warp indexes names and calls; parenthesise anything else.
        expr = self.expr(t, depth)
        return expr if expr.isidentifier() else f"({expr})"

    def _prod_int(self):
        e = self.expr
        rng = self.rng
        return {
            "iarith": lambda d: f"({e('int', d)} {rng.choice('+-*')} {e('int', d)})",
            "imod": lambda d: f"(wp.abs({e('int', d)}) % {rng.randint(2, 9)})",
            "iminmax": lambda d: f"wp.{rng.choice(('min', 'max'))}({e('int', d)}, {e('int', d)})",
            "icast": lambda d: f"int(wp.floor({e('float', d)}))",
        }

    def _prod_vec(self, t: str):
        e = self.expr
        rng = self.rng
        n = VEC_SIZE[t]
        p = {
            "vctor": lambda d: f"wp.{t}({', '.join(e('float', d) for _ in range(n))})",
            "varith": lambda d: f"({e(t, d)} {rng.choice('+-')} {e(t, d)})",
            "vscale": lambda d: rng.choice(("({} * {})", "({1} * {0})")).format(e(t, d), e("float", d)),
            "vnormalize": lambda d: f"wp.normalize({e(t, d)})",
            "vcw": lambda d: f"wp.{rng.choice(('cw_mul', 'min', 'max'))}({e(t, d)}, {e(t, d)})",
            "vlerp": lambda d: f"wp.lerp({e(t, d)}, {e(t, d)}, {e('float', d)})",
            "vselect": lambda d: f"wp.where({self.cond(d)}, {e(t, d)}, {e(t, d)})",
        }
        if t == "vec3":
            p["vcross"] = lambda d: f"wp.cross({e(t, d)}, {e(t, d)})"
            if "quat" in self.policy.types:
                p["vrotate"] = lambda d: f"wp.quat_rotate({e('quat', d)}, {e(t, d)})"
        mt = f"mat{n}{n}"
        if mt in self.policy.types:
            p["matvec"] = lambda d: f"({e(mt, d)} @ {e(t, d)})"
        g = self._gather(t)
        if g:
            p["gather"] = g
        return p

    _prod_vec2 = lambda self: self._prod_vec("vec2")  # noqa: E731
    _prod_vec3 = lambda self: self._prod_vec("vec3")  # noqa: E731
    _prod_vec4 = lambda self: self._prod_vec("vec4")  # noqa: E731

    def _prod_mat(self, t: str):
        e = self.expr
        rng = self.rng
        v = VEC_OF_MAT[t]
        p = {
            "mouter": lambda d: f"wp.outer({e(v, d)}, {e(v, d)})",
            "marith": lambda d: f"({e(t, d)} {rng.choice('+-')} {e(t, d)})",
            "mscale": lambda d: f"({e(t, d)} * {e('float', d)})",
            "mtranspose": lambda d: f"wp.transpose({e(t, d)})",
            "mmul": lambda d: f"({e(t, d)} @ {e(t, d)})",
            "mdiag": lambda d: f"wp.diag({e(v, d)})",
            "mskew": (lambda d: f"wp.skew({e(v, d)})") if t == "mat33" else None,
        }
        g = self._gather(t)
        if g:
            p["gather"] = g
        return {k: f for k, f in p.items() if f is not None}

    _prod_mat22 = lambda self: self._prod_mat("mat22")  # noqa: E731
    _prod_mat33 = lambda self: self._prod_mat("mat33")  # noqa: E731
    _prod_mat44 = lambda self: self._prod_mat("mat44")  # noqa: E731

    def _prod_quat(self):
        e = self.expr
        rng = self.rng
        return {
            "qaxis": lambda d: (
                f"wp.quat_from_axis_angle(wp.normalize({e('vec3', d)} + wp.vec3(0.0, 0.0, 2.5)), {e('float', d)})"
            ),
            "qmul": lambda d: f"({e('quat', d)} * {e('quat', d)})",
            "qinv": lambda d: f"wp.quat_inverse({e('quat', d)})",
            "qslerp": lambda d: f"wp.quat_slerp({e('quat', d)}, {e('quat', d)}, {rng.choice(('0.25', '0.5', '0.75'))})",
            "qnormalize": lambda d: f"wp.normalize({e('quat', d)})",
        }

    # ------------------------------------------------------------ statements
    def block(self, n: int, depth: int) -> None:
        self.scopes.append({})
        for _ in range(n):
            self.statement(depth)
        self.scopes.pop()

    def statement(self, depth: int) -> None:
        kinds = dict(self.policy.stmt)
        if depth >= self.policy.block_depth:
            kinds = {k: w for k, w in kinds.items() if k in ("assign", "update", "atomic")}
        kind = _weighted(self.rng, kinds)
        getattr(self, f"_stmt_{kind}")(depth)

    def _type(self) -> str:
        return _weighted(self.rng, self.policy.types)

    def _stmt_assign(self, depth: int) -> None:
        t = self._type()
        value = self.expr(t, self.policy.max_depth)
        if t in ("float", "int") and _is_number(value):
            # A bare literal is a Warp constant, which loops may not mutate.
            value = f"{t}({value})"
        self._emit(f"{self._declare(t)} = {value}")

    def _outer_var(self) -> tuple[str, str] | None:
        # Variables of enclosing scopes only: a reassigned name must exist before the block.
        names = [(n, t) for scope in self.scopes[:-1] for n, t in scope.items() if t != "int"]
        return self.rng.choice(names) if names else None

    def _stmt_update(self, depth: int) -> None:
        target = self._outer_var() if len(self.scopes) > 1 else None
        if target is None:
            self._stmt_assign(depth)
            return
        name, t = target
        # Bounded updates keep loop-carried values finite however often they run.
        if t == "float":
            self._emit(f"{name} = {name} + {self.rng.choice(('wp.sin', 'wp.tanh', 'wp.cos'))}({self.expr('float', 2)})")
        elif t in VEC_SIZE:
            self._emit(f"{name} = {name} + wp.normalize({self.expr(t, 2)}) * {self._pos_lit()}")
        elif t in MAT_SIZE:
            self._emit(f"{name} = {name} * 0.5 + {self.expr(t, 1)} * 0.1")
        else:  # quat
            self._emit(f"{name} = wp.normalize({name} * {self.expr('quat', 1)})")

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
        for _ in range(self.rng.randint(1, 3)):
            self._emit(f"elif {self.cond(2)}:")
            self._nested(depth)
        if self.rng.random() < 0.7:
            self._emit("else:")
            self._nested(depth)

    def _nested(self, depth: int) -> None:
        self.indent += 1
        # Always reassign something visible so the block has an effect.
        self.scopes.append({})
        self._stmt_update(depth + 1)
        self.scopes.pop()
        self.block(self.rng.randint(0, 2), depth + 1)
        self.indent -= 1

    def _loop(self, depth: int, bound: str) -> None:
        var = f"j{sum(1 for v in self.int_vars)}"
        self._emit(f"for {var} in range({bound}):")
        self.int_vars.append(var)
        self._nested(depth)
        self.int_vars.pop()

    def _stmt_for_static(self, depth: int) -> None:
        self._loop(depth, str(self.rng.randint(2, 6)))

    def _stmt_for_dynamic(self, depth: int) -> None:
        self._loop(depth, "n")
        self.used_features.add("dynamic_loop")

    def _stmt_for_range(self, depth: int) -> None:
        start = self.rng.randint(0, 2)
        self._loop(depth, f"{start}, {start + self.rng.randint(2, 5)}")

    def _stmt_while(self, depth: int) -> None:
        var = f"w{self.n_locals}"
        self.n_locals += 1
        self._emit(f"{var} = int(0)")
        self._emit(f"while {var} < {self.rng.randint(2, 5)}:")
        self.indent += 1
        self._emit(f"{var} = {var} + 1")
        self.indent -= 1
        self.int_vars.append(var)
        self._nested(depth)
        self.int_vars.pop()

    def _stmt_atomic(self, depth: int) -> None:
        if not self.atomic_outputs:
            self._stmt_assign(depth)
            return
        out = self.rng.choice(self.atomic_outputs)
        op = self.rng.choice(("atomic_add", "atomic_add", "atomic_sub", "atomic_max", "atomic_min"))
        index = self.rng.choice(("tid % {n}.shape[0]", "(tid * {k}) % {n}.shape[0]", "0"))
        index = index.format(n=out, k=self.rng.randint(2, 5))
        self._emit(f"wp.{op}({out}, {index}, {self.expr('float', 2)})")
        self.used_features.add(op)

    def _output_value(self, t: str) -> str:
        # Outputs read the latest live values, so the kernel's work reaches its outputs.
        live = self._vars_of(t)[-3:]
        term = self.expr(t, self.policy.max_depth - 1)
        if not live:
            return term
        scale = "" if t == "quat" else f" * {self._pos_lit()}"
        joined = " + ".join(live) if t != "quat" else " * ".join(live)
        return f"{joined} + {term}{scale}" if t != "quat" else f"wp.normalize({joined} * {term})"

    # ---------------------------------------------------------------- kernel
    def generate(self) -> KernelSpec:
        rng = self.rng
        pol = self.policy
        kernel_name = f"{self.family}_{self.seed:06d}"
        args: list[ArgSpec] = []
        self.scopes.append({})

        input_types = [t for t in pol.types if t != "int"] or ["float"]
        for i in range(rng.randint(*pol.n_inputs)):
            dt = rng.choice(input_types)
            args.append(ArgSpec(f"x{i}", "array", dt, (LAUNCH_SIZE,), (-2.0, 2.0), "in"))
            self.arrays[f"x{i}"] = dt
        for i in range(rng.randint(*pol.n_scalars)):
            dt = rng.choice(["float", "float", "int", *[t for t in input_types if t != "float"]])
            args.append(ArgSpec(f"s{i}", "scalar", dt, (), (-2.0, 2.0) if dt != "int" else (1.0, 4.0), "in"))
        uses_dynamic_loop = "for_dynamic" in pol.stmt and pol.stmt["for_dynamic"] > 0
        if uses_dynamic_loop:
            args.append(ArgSpec("n", "scalar", "int", (), (1.0, 4.0), "in"))

        n_atomic = 1 if pol.stmt.get("atomic", 0) > 0 else 0
        for i in range(n_atomic):
            args.append(ArgSpec(f"acc{i}", "array", "float", (rng.randint(1, 4),), None, "out"))
            self.atomic_outputs.append(f"acc{i}")
        outputs = []
        for i in range(rng.randint(*pol.n_outputs)):
            dt = _weighted(rng, {t: w for t, w in pol.types.items() if t != "int"} or {"float": 1.0})
            args.append(ArgSpec(f"out{i}", "array", dt, (LAUNCH_SIZE,), None, "out"))
            outputs.append((f"out{i}", dt))

        self._emit("tid = wp.tid()")
        self.int_vars.append("tid")
        if pol.random:
            self._emit(f"state = wp.rand_init({rng.randint(1, 99999)}, tid)")
        for name, dt in self.arrays.items():
            local = self._declare(dt)
            self._emit(f"{local} = {name}[tid]")
        for a in args:
            if a.kind == "scalar" and a.name != "n":
                self.scopes[-1][a.name] = a.dtype

        for _ in range(rng.randint(*pol.n_stmts)):
            self.statement(0)
        for name, dt in outputs:
            self._emit(f"{name}[tid] = {self._output_value(dt)}")

        params = ", ".join(f"{a.name}: {_annotation(a)}" for a in args)
        body = "\n".join(self.lines)
        source = f"import warp as wp\n\n\n@wp.kernel\ndef {kernel_name}({params}):\n{body}\n"
        na = ""
        if pol.random:
            na = "random: outputs depend on wp.rand* draws, which have no derivative"
        elif any(a.role == "out" and a.dtype == "int" for a in args):
            na = "integer outputs"
        return KernelSpec(
            case_id=f"{self.family}-{self.seed:06d}",
            family=self.family,
            seed=self.seed,
            kernel_name=kernel_name,
            source=source,
            args=tuple(args),
            launch_dim=(LAUNCH_SIZE,),
            generator_tags=tuple(sorted(set(pol.tags) | self.used_features)),
            gradcheck_na=na,
            order_independent_outputs=tuple(self.atomic_outputs),
        )


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _annotation(arg: ArgSpec) -> str:
    ann = VALUE_TYPES[arg.dtype][0]
    if arg.kind == "array":
        return f"wp.array(dtype={ann})"
    return ann
