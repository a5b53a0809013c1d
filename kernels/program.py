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

The generator is one class composed of mixins, each in its own module: the shared state it works
on (kernels/state.py), expressions (kernels/expressions.py, kernels/integers.py), statements
(kernels/statements.py), module-level definitions (kernels/definitions.py), type helpers
(kernels/typeinfo.py), tile kernels (kernels/tiles.py), geometry queries (kernels/geometry.py) and
helpers with exact custom adjoints (kernels/symbolic.py). This module assembles the kernel.
"""

from __future__ import annotations

import difflib

from kernels.definitions import DefinitionMixin
from kernels.expressions import EXPR_PRODUCTIONS, ExpressionMixin, _operands
from kernels.forms import FormsMixin
from kernels.geometry import GeometryMixin
from kernels.integers import INT_PRODUCTIONS, IntegerMixin
from kernels.lang import INT_RANGE, SAFE_BINARY, SAFE_UNARY, TYPES
from kernels.mutant import generate_mutant
from kernels.observe import ObserveMixin
from kernels.policy import Policy, case_id
from kernels.spec import ArgSpec, KernelSpec
from kernels.state import IDENT, ProgramState, reads, weighted
from kernels.statements import StatementMixin
from kernels.symbolic import SymbolicMixin
from kernels.tiles import TILE_EXPR, TileMixin
from kernels.typeinfo import TypeMixin

ND_SHAPES = {1: ((16,),), 2: ((4, 4), (8, 2), (2, 8)), 3: ((2, 4, 2), (4, 2, 2), (2, 2, 4)), 4: ((2, 2, 2, 2),)}
ND_INDEX = {1: ("tid",), 2: ("i", "j"), 3: ("i", "j", "k"), 4: ("i", "j", "k", "l")}


class ProgramGenerator(
    ObserveMixin,
    StatementMixin,
    ExpressionMixin,
    IntegerMixin,
    DefinitionMixin,
    TypeMixin,
    TileMixin,
    GeometryMixin,
    SymbolicMixin,
    FormsMixin,
    ProgramState,
):
    """Builds one kernel module from a policy and a private RNG.

    Helper functions are named after the kernel (``<kernel>_f0``): Warp names a function's native
    code after its Python name plus a process-wide counter, so helpers with the names of other
    cases' helpers would generate different code depending on what the process imported before.
    """

    def generate(self) -> KernelSpec:
        if self.policy.mutant:  # variants of real kernels, not a generated program
            return generate_mutant(self.seed, self.size)
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
            dt = weighted(rng, input_types)
            args.append(ArgSpec(f"x{i}", "array", dt, self.shape, self._input_domain(dt), "in"))
            self.arrays[f"x{i}"] = (dt, nd)
        self._forms_args()
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
            bins = rng.randint(1, 4)
            # One total (written at index 0) where the policy reduces, else bins the threads share.
            shape = (1,) if pol.total_accumulators else (bins,)
            # A vector total where the policy asks (net forces: wp.atomic_add(body_forces, 0, f)).
            vector = pol.vector_accumulators and rng.random() < pol.vector_accumulators
            args.append(ArgSpec(f"acc{i}", "array", "vec3" if vector else "float", shape, None, "out"))
            self.atomic_outputs.append(f"acc{i}")
        if pol.int_atomics and rng.random() < pol.int_atomics:
            # Zero-initialised like every output: compare-and-swap expects 0..3, so some swaps happen.
            args.append(ArgSpec("iacc", "array", "int", (rng.randint(1, 4),), None, "out"))
            args.append(ArgSpec("islot", "array", "int", (int(_prod(self.shape)),), None, "out"))
            self.int_accumulators.extend(("iacc", "islot"))
        outputs = []
        out_types = {t: w for t, w in pol.types.items() if TYPES[t].kind != "ivec"} or {"float": 1.0}
        for i in range(rng.randint(*pol.n_outputs)):
            dt = weighted(rng, out_types)
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
        self._forms_epilogue()
        if self.state and not any(self.state in IDENT.findall(line) for line in self.lines if "rand_init" not in line):
            # A state no statement drew from: one draw, which the outputs then see.
            self._emit(f"{self._declare('float')} = {self._rand_float(0)}")
        for a in args:
            if a.kind == "struct_array" and a.role == "out":
                locals_ = [n for n in self._vars_of(a.dtype) if "." not in n]
                value = rng.choice(locals_) if locals_ and rng.random() < 0.7 else self._struct_ctor(a.dtype)
                self._struct_store(f"{a.name}[{self._own_index()}]", a.dtype, value, value in locals_)
        values = [self._output_value(dt) for _name, dt in outputs]
        values = self._observe_all(args, outputs, values)  # may add an output
        for (name, dt), value in zip(outputs, values, strict=True):
            self._emit(f"{self._out_target(name)} = {value}")
            self._slot_update(self._out_target(name), dt)
            self._scaled_store(self._out_target(name), dt)
        return self._finish(args, outputs)

    # ------------------------------------------------- stores into an element's parts (policy.slots)

    def _struct_store(self, target: str, struct: str, value: str, local: bool) -> None:
        """``out[i] = s``; with ``policy.slots``, field by field (``bodies[tid].p = s.p``) and then a
        float field updated in place (``bodies[tid].mass += ...``), as kernels fill struct arrays."""
        rng, slots = self.rng, self.policy.slots
        fields = self.structs[struct]
        if slots and local and rng.random() < slots:
            for f, _ft in fields:
                self._emit(f"{target}.{f} = {value}.{f}")
        else:
            self._emit(f"{target} = {value}")
        floats = [(f, ft) for f, ft in fields if ft in TYPES and TYPES[ft].kind in ("float", "vec")]
        if slots and floats and rng.random() < slots:
            f, ft = rng.choice(floats)
            op, value = rng.choice(("+=", "-=")), self._bounded_term(ft)
            if value:
                self._emit(f"{target}.{f} {op} {value}")

    def _slot_update(self, target: str, t: str) -> None:
        """With ``policy.slots``, one component of a stored vector, matrix or transform element
        updated in place: ``out[tid][1] += ...``, ``out[i, j].x -= ...``, ``out[tid][0, 2] = ...``."""
        vt = TYPES.get(t)
        rng, slots = self.rng, self.policy.slots
        if not slots or vt is None or vt.kind not in ("vec", "mat", "transform", "svec") or rng.random() >= slots:
            return
        op = rng.choice(("+=", "-=", "="))
        value = self._bounded_term(vt.comp)
        if value is None:
            return
        if vt.kind == "mat":
            self._emit(f"{target}[{rng.randrange(vt.n)}, {rng.randrange(vt.n)}] {op} {value}")
        elif vt.kind == "transform":  # the translation only: the rotation stays a unit quaternion
            whole = self._translation_store(target, op)  # kernels/forms.py
            if not whole:
                self._emit(f"{target}[{rng.randrange(3)}] {op} {value}")
        elif vt.kind == "vec" and vt.n <= 4 and rng.random() < 0.4:
            self._emit(f"{target}.{'xyzw'[rng.randrange(vt.n)]} {op} {value}")
        else:
            self._emit(f"{target}[{rng.randrange(vt.n)}] {op} {value}")

    def _bounded_term(self, t: str) -> str | None:
        """A term of type ``t`` (a float or a vector type) in [-1, 1] per component that reads a
        value of the kernel (None when a few draws read none: ``wp.sin(-1.65)`` is no update)."""
        for _ in range(4):
            e = self.expr(t, 1)
            if _operands(e):
                return f"wp.normalize({e})" if TYPES[t].kind == "vec" else f"wp.sin({e})"
        return None

    def _prologue(self) -> None:
        """Hook for statements every kernel of a policy starts with (geometry queries)."""
        self._geometry_prologue()
        self._forms_prologue()

    def _launch_shape(self) -> None:
        nd = self.rng.choice(self.policy.launch_ndim)
        self.shape = self.rng.choice(ND_SHAPES[nd])
        self.index = ND_INDEX[nd]
        for axis, var in enumerate(self.index):
            self.ranges[var] = (0, self.shape[axis] - 1)

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

    # --------------------------------------------------------------- outputs

    def _output_value(self, t: str) -> str:
        # Outputs read the latest live values, so the kernel's work reaches its outputs.
        vt = TYPES.get(t)
        if t in self.structs:
            return self.struct_expr(t, 1)
        if vt.kind == "int":
            value = self.iexpr(t, self.policy.max_depth).code
            if self.tainted & set(IDENT.findall(value)):
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
        elif live and self.policy.tidy and not reads(term):
            value = f"{' + '.join(live)} + {term}"  # not literal * literal
        elif live:
            value = f"{' + '.join(live)} + {term} * {self.lit(vt.comp, self._pos())}"
        if self.tainted & set(IDENT.findall(value)) or self.context != "kernel":
            return value
        # Nothing reached this output from the inputs: add a term that does, so gradients are not vacuous.
        return self._with_input(t, value)

    def _with_input(self, t: str, value: str) -> str:
        sources = [(n, tt) for scope in self.scopes for n, tt in scope.items() if n in self.tainted and tt in TYPES]
        if not sources or self.generic_handles:
            return value
        name, src = self.rng.choice(sources)
        return self._plus_scalar(t, value, f"wp.sin({self._to_float(name, src)})")

    def _plus_scalar(self, t: str, value: str, g: str) -> str:
        """``value`` of type ``t`` moved by the float32 scalar ``g``, so that any change of ``g``
        changes it (``value`` itself when ``t`` takes no such term)."""
        vt = TYPES[t]
        c = vt.comp
        g = f"({g})" if " " in g and vt.kind in ("mat", "smat") else g
        cg = g if c == "float" else f"{self.generic_handles.get(c, 'wp.' + c)}({g})"
        if self.generic_handles and vt.kind == "vec" and IDENT.fullmatch(g):
            return f"{value} + wp.vector({', '.join([cg] * vt.n)})"  # a vector of T, as generic code builds one
        if self.generic_handles and vt.kind != "float":
            return value  # a generic kernel's vectors are not written with a concrete constructor
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

    def _out_target(self, name: str) -> str:
        return f"{name}[{', '.join(self.index)}]"

    # ---------------------------------------------------------------- module

    def _finish(self, args: list[ArgSpec], outputs: list[tuple[str, str]], body: str | None = None) -> KernelSpec:
        pol = self.policy
        self._forms_module()
        anns = {a.name: self._arg_ann(a) for a in args}
        params = ", ".join(f"{a.name}: {anns[a.name]}" for a in args)
        body = "\n".join(self.lines) if body is None else body
        name = self.kernel_name + ("_t" if pol.generic else "")
        head = "import warp as wp\n"
        if self.imports_any or pol.generic:
            head = "from typing import Any\n\nimport warp as wp\n"
        if self.imports_enum:
            head = "import enum\n" + (head if head.startswith("from") else "\n" + head)
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


def _prod(values) -> int:
    out = 1
    for v in values:
        out *= v
    return out


# The names a policy may use, per field: statement kinds are the generator's ``_stmt_<kind>``
# methods (tile kernels: ``_t_<kind>``, named ``t<kind>``), handle kinds its ``_describe_<kind>``.
_STMT_KINDS = frozenset(n.removeprefix("_stmt_") for n in dir(ProgramGenerator) if n.startswith("_stmt_"))
_TILE_STMT_KINDS = frozenset("t" + n.removeprefix("_t_") for n in dir(ProgramGenerator) if n.startswith("_t_"))
_HANDLE_KINDS = frozenset(n.removeprefix("_describe_") for n in dir(ProgramGenerator) if n.startswith("_describe_"))


def check_policy(family: str, policy: Policy) -> None:
    """Raise ValueError if ``policy`` names a type, production, statement kind, function or handle
    kind the generator does not have (it would ignore a misspelt production, or fail only once it
    drew a misspelt statement kind)."""
    tile = policy.tile
    fields = (
        ("types", policy.types, TYPES),
        ("input_types", policy.input_types or {}, TYPES),
        ("expr", policy.expr, EXPR_PRODUCTIONS | INT_PRODUCTIONS | (TILE_EXPR if tile else frozenset())),
        ("stmt", policy.stmt, _TILE_STMT_KINDS if tile else _STMT_KINDS),
        ("unary", policy.unary, SAFE_UNARY),
        ("binary", policy.binary, SAFE_BINARY),
        ("geometry", policy.geometry, _HANDLE_KINDS),
    )
    for name, used, valid in fields:
        for key in used:
            if key not in valid:
                near = difflib.get_close_matches(key, sorted(valid), n=3, cutoff=0.0)
                raise ValueError(
                    f"family {family!r}: unknown {name} key {key!r} in its policy; nearest valid: {', '.join(near)}"
                )


def check_policies(policies: dict[str, Policy]) -> None:
    """:func:`check_policy` for every family of ``policies``."""
    for family, policy in policies.items():
        check_policy(family, policy)
