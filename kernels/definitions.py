"""Module-level definitions beside the kernel: ``@wp.struct`` types, ``@wp.func`` helpers, constants.

Structs get random typed fields (nested structs and array fields included), helpers random bodies
from the statement and expression generators, constants ``wp.constant`` values, plain ints for
``wp.static`` and tuples of helpers for ``wp.static`` dispatch. Every helper is called somewhere
(``_use_helpers``): Warp generates no code for the others.
"""

from __future__ import annotations

import re

from kernels.forms import BYTE_FIELDS
from kernels.lang import SAFE_UNARY, TYPES
from kernels.state import LAUNCH_SIZE, Func

# @wp.func_native helpers: CUDA intrinsic, parameters, CPU fallback, adjoint (C++ of float32 values).
NATIVE = {
    "fma": (
        "__fmaf_rn(a, b, c)",
        ("a", "b", "c"),
        "a * b + c",
        "adj_a += adj_ret * b; adj_b += adj_ret * a; adj_c += adj_ret;",
    ),
    "saturate": (
        "__saturatef(x)",
        ("x",),
        "x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x)",
        "if (x > 0.0f && x < 1.0f) { adj_x += adj_ret; }",
    ),
}


class DefinitionMixin:
    """Defines the module's structs, helper functions and constants, and makes the kernel use them."""

    # --------------------------------------------------------------- structs

    def _define_structs(self) -> None:
        rng = self.rng
        field_types = [t for t in self.policy.types if t in TYPES and TYPES[t].kind not in ("int", "ivec")] or ["float"]
        n = rng.randint(*self.policy.n_structs)
        records = self._records_drawn()
        if records:
            n = max(n, 2)
        for k in range(n):
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
                    ft = self._byte_field()
                    meta.append({"name": fname, "kind": "scalar", "dtype": ft, "domain": [0.0, 9.0]})
                else:
                    ft = rng.choice(field_types)
                    meta.append({"name": fname, "kind": "scalar", "dtype": ft, "domain": [-2.0, 2.0]})
                fields.append((fname, ft))
            if records:
                self._record_fields(k, n, fields, meta)
            self.structs[name] = fields
            self.struct_meta[name] = meta
            body = "\n".join(f"    {f}: {self._field_ann(ft)}" for f, ft in fields)
            self.helpers.append(f"@wp.struct\nclass {name}:\n{body}\n")
        if self.structs:
            self.extra["structs"] = self.struct_meta

    def _struct_ranges(self, base: str, struct: str) -> None:
        for f, ft in self.structs[struct]:
            if ft == "int" or ft in BYTE_FIELDS:
                self.ranges[f"{base}.{f}"] = (0, 9)
            elif ft in self.structs:
                self._struct_ranges(f"{base}.{f}", ft)

    def _struct_ctor(self, s: str) -> str:
        parts = [self._field_value(ft) for _f, ft in self.structs[s]]
        if self.rng.random() < 0.5:
            return f"{s}({', '.join(f'{f}={p}' for (f, _), p in zip(self.structs[s], parts, strict=True))})"
        return f"{s}({', '.join(parts)})"

    def _field_value(self, ft: str) -> str:
        if ft == "int":
            return self._reduce(self._nonneg("int", 2), 10, "int").code
        if ft in BYTE_FIELDS:  # a flag or tag of 0..9, as the int fields hold
            return f"{TYPES[ft].ann}({self._reduce(self._nonneg('int', 2), 10, 'int').code})"
        if ft in self.structs:
            return self._struct_ctor(ft) if not any(x.startswith("array:") for _f, x in self.structs[ft]) else f"{ft}()"
        return self.expr(ft, 2)

    # ------------------------------------------------------------- functions

    def _define_funcs(self) -> None:
        rng = self.rng
        n = rng.randint(*self.policy.n_funcs)
        value_types = [t for t in self.policy.types if t in TYPES and TYPES[t].kind not in ("int", "ivec")] or ["float"]
        for k in range(n):
            name = f"{self.kernel_name}_f{k}"
            if self.policy.func_grad and rng.random() < self.policy.func_grad:
                self._define_grad_func(name)
                continue
            if self.policy.native_funcs and rng.random() < self.policy.native_funcs:
                self._define_native_func(name)
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

    def _define_native_func(self, name: str) -> None:
        """A ``@wp.func_native`` helper as packages write them: a CUDA intrinsic with a CPU fallback
        (``#if defined(__CUDA_ARCH__)``) and its exact adjoint (``adj_snippet``)."""
        intrinsic, params, cpu, adjoint = NATIVE[self.rng.choice(sorted(NATIVE))]
        snippet = f"#if defined(__CUDA_ARCH__)\n    return {intrinsic};\n#else\n    return {cpu};\n#endif\n"
        sig = ", ".join(f"{p}: float" for p in params)
        self.helpers.append(
            f'@wp.func_native(\n    """\n{snippet}""",\n    adj_snippet="{adjoint}",\n)\n'
            f"def {name}({sig}) -> float: ...\n"
        )
        self.helper_text[name] = ""
        self.natives.add(name)
        self.funcs.append(Func(name, [(p, "float") for p in params], "float"))
        self.used_features.add("native_func")

    def _define_func(self, f: Func) -> None:
        scope = {p: t for p, t in f.params if not t.startswith("array:")}
        saved_handles = self.generic_handles
        if saved_handles:
            # Inside a generic helper, T is named through a parameter of type T (or T's vector).
            comp = next(iter(saved_handles))
            scalar = [p for p, t in f.params if t == comp]
            vector = [p for p, t in f.params if t != comp]
            self.generic_handles = {comp: f"type({scalar[0]})" if scalar else f"type({vector[0]}[0])"}
        self.func_params = [p for p in scope if self._reduced(p, scope[p])]
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
            self._emit(f"return {', '.join(self._observe_return(rets, [self.expr(t, 2) for t in rets]))}")
            body = "\n".join(self.lines)
        self.func_params = []
        params = ", ".join(f"{p}: {self._param_ann(t)}" for p, t in f.params)
        self.generic_handles = saved_handles
        tuple_ann = self._tuple_annotation(f)
        if tuple_ann:
            sig = f"def {f.name}({params}) -> {tuple_ann}:"
        elif isinstance(f.ret, tuple) or self.generic_handles or self.rng.random() < 0.5:
            sig = f"def {f.name}({params}):"
            f.annotated = False
        else:
            sig = f"def {f.name}({params}) -> {self._param_ann(f.ret)}:"
        self.helpers.append(f"@wp.func\n{sig}\n{body}\n")
        self.helper_text[f.name] = body
        self.funcs.append(f)

    def _use_helpers(self) -> None:
        """Call every helper the kernel does not reach yet: Warp generates no code for the others."""
        for f in self.funcs:
            if f.name in self._reachable():
                continue
            if isinstance(f.ret, tuple):
                call = self._tuple_result(self._helper_call(self._call(f, 1), f.name))
                names = [self._declare(t) for t in f.ret]
                self._emit(f"{', '.join(names)} = {call}")
            else:
                call = self._helper_call(self._call(f, 1), f.name)
                self._emit(f"{self._declare(f.ret)} = {call}")
        if self.func_tables and self.ops_used != set(range(len(self.func_tables["OPS"]))):
            # The argument is drawn before the total exists: read on the first pass, the total is
            # zero, and an operation on a zero is often one whatever its sign.
            arg = self.expr("float", 1)
            target = self._declare("float")
            self._emit(f"{target} = float(0.0)")
            var = self._loop_var("u")
            self._emit(f"for {var} in range(wp.static(len(OPS))):")
            self.indent += 1
            self._emit(f"{target} += wp.static(OPS[{var}])({arg})")
            self.indent -= 1

    def _reachable(self) -> set[str]:
        """Helper functions the kernel body reaches, directly or through other helpers."""
        names = {f.name for f in self.funcs}
        seen: set[str] = set()
        todo = ["\n".join(line for i, line in enumerate(self.lines) if i not in self.dead_lines)]
        while todo:
            text = todo.pop()
            for name in re.findall(r"\b(\w+_f\d+)\(|wp\.static\((\w+_f\d+)\)", text):
                name = "".join(name)
                if name in names and name not in seen:
                    seen.add(name)
                    todo.append(self.helper_text.get(name, ""))
        return seen

    # ------------------------------------------------------------- constants

    def _define_constants(self) -> None:
        rng = self.rng
        lines = []
        for k in range(rng.randint(*self.policy.n_constants)):
            roll = rng.random()
            if roll < 0.35:
                name, value = f"C{k}", self._fval(-2.0, 2.0)
                lines.append(f"{name} = wp.constant({value!r})")
                self.constants[name] = ("float", value)
            elif roll < 0.5:  # a vector constant, as gravity or an axis is: wp.constant(wp.vec3(0.0, -9.8, 0.0))
                name, value = f"V{k}", tuple(self._fval(-2.0, 2.0) for _ in range(3))
                lines.append(f"{name} = wp.constant(wp.vec3({', '.join(repr(v) for v in value)}))")
                self.constants[name] = ("vec3", value)
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
