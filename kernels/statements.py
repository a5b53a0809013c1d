"""Statement generation: assignments, bounded updates, control flow, atomics and compile-time statics.

``statement(depth)`` draws a statement kind the policy weights by name (``Policy.stmt``; kind ``k``
is the method ``_stmt_k``, here or in a mixin) and emits it. Updates inside loops are bounded and
never read their own target, so loop-carried values stay finite and rounding stays tame.
"""

from __future__ import annotations

from contextlib import contextmanager

from kernels.lang import INT_RANGE, TYPES, VEC_OF
from kernels.policy import SIZES
from kernels.state import SAFE_INT, weighted

AUG_ATOMICS = {"&=": "atomic_and", "|=": "atomic_or", "^=": "atomic_xor", "+=": "atomic_add"}  # on array elements


class StatementMixin:
    """Statements of kernels and helper bodies, nested blocks included."""

    def block(self, n: int, depth: int) -> None:
        self.scopes.append({})
        for _ in range(n):
            self.statement(depth)
        self.scopes.pop()

    NESTING = ("if", "ifelse", "elif", "for_static", "for_long", "for_dynamic", "for_range", "for_step",
               "for_reversed", "while", "static_loop", "static_if", "geo_loop")  # fmt: skip

    KERNEL_ONLY = ("atomic", "int_atomic", "return", "geometry", "geo_loop", "struct_out", "for_dynamic", "for_step",
                   "for_reversed", "static_if", "static_loop", "grad_call")  # fmt: skip

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
        kind = weighted(self.rng, kinds)
        getattr(self, f"_stmt_{kind}")(depth)

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
                op = rng.choice(("=", "+=", "-=", "*="))
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
            # Not ``q + q * 0.5``: a multiple of ``q`` renormalises to ``q`` whatever its sign.
            step = self.expr(t, 1)
            for _ in range(3):
                if step != name:
                    break
                step = self.expr(t, 1)
            if step == name:
                step = self.constant(t)
            self._emit(f"{name} = wp.normalize({name} + {step} * 0.5)")
            return
        n = vt.n
        op = rng.choice(("=", "+=", "-=", "*="))  # *= by a sine: the component stays bounded
        attr = "xyzw"[rng.randrange(n)] if n <= 4 and op != "*=" and rng.random() < 0.4 else None
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

    # ---------------------------------------------------------- control flow

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

    def _stmt_for_long(self, depth: int) -> None:
        """A fixed count past Warp's ``max_unroll`` (16), as solvers iterate (``for it in range(20)``):
        a loop Warp keeps rolled with its constant bounds. Outermost only, so the work stays small."""
        if self.loops:
            self._stmt_for_static(depth)
            return
        n = self.rng.choice((20, 24, 32))
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

    # --------------------------------------------------------------- atomics

    def _stmt_atomic(self, depth: int) -> None:
        if not self.atomic_outputs:
            self._stmt_assign(depth)
            return
        out = self.rng.choice(self.atomic_outputs)
        t = next((a.dtype for a in self.args if a.name == out), "float")  # float or vec3 totals
        op = self.rng.choice(("atomic_add", "atomic_add", "atomic_sub", "atomic_max", "atomic_min"))
        op = self._same_kind(out, op)
        index = self._acc_index(out)
        if self.rng.random() < 0.2 and op in ("atomic_add", "atomic_sub"):
            self._emit(f"{out}[{index}] {'+=' if op == 'atomic_add' else '-='} {self.expr(t, 2)}")
            return
        call = f"wp.{op}({out}, {index}, {self.expr(t, 2)})"
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
        index = form.format(lin=lin, n=out, k=self.rng.randint(2, 5)).replace(f"({self.index[0]})", self.index[0])
        if self.policy.total_accumulators and out in self.atomic_outputs:
            return "0"  # a reduction into one total: wp.atomic_add(total_energy, 0, e)
        return index

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

    # ---------------------------------------- builtins with output arguments

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
            # Spread apart: a generated matrix can repeat singular values by construction (a rank-1
            # ``matrix_from_cols(v, v, v)``, a rotation), where Warp's decomposition adjoints are singular.
            spread = "wp.vec2(1.5, 3.0)" if kind == "svd2" else "wp.vec3(1.5, 3.0, 4.5)"
            self._emit(f"{a} = {self.expr(mt, d)} + wp.diag({spread})")
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
        self.unread.update(n for n in names if n not in keep)
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

    def _stmt_grad_call(self, depth: int) -> None:
        """The derivatives of a float helper at a point, ``dx, dy = wp.grad(f)(x, y)`` (Warp 1.19):
        forward-only, so the module is built without a backward pass and the gradient check does
        not apply (no adjoint flows through the call). Of a helper without a ``-> float`` annotation
        only: with one, Warp 1.19.0 seeds the adjoint as ``float(1)``, which its CPU build rejects
        (``cast_float`` undeclared; the registry's warp-grad-call-annotated-return)."""
        funcs = [
            f
            for f in self.funcs
            if f.ret == "float"
            and not f.annotated
            and f.params
            and all(t == "float" for _p, t in f.params)
            and f.name not in self.natives
        ]
        if not funcs or (self.release is not None and "grad" not in self.release.names):
            if funcs:
                self.left_out["builtins"].add("grad")
            self._stmt_assign(depth)
            return
        f = self.rng.choice(funcs)
        args = ", ".join(self.expr("float", 1) for _ in f.params)
        call = self._grad_call(f.name, args)
        names = [self._declare("float", "d") for _ in f.params]
        self._emit(f"{', '.join(names)} = {call}")
        self.module_options["enable_backward"] = False
        self.na_reasons.append("wp.grad(f) calls: forward-only, no adjoint flows through them")
        self.used_features.update(("grad_call", "no_backward"))

    def _stmt_call_multi(self, depth: int) -> None:
        multi = [f for f in self.funcs if isinstance(f.ret, tuple) and self._callable(f)]
        if not multi:
            self._stmt_assign(depth)
            return
        f = self.rng.choice(multi)
        call = self._tuple_result(self._call(f, 2))
        names = [self._declare(t) for t in f.ret]
        self._emit(f"{', '.join(names)} = {call}")

    # --------------------------------------------------------------- structs

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
            self.zero_fields.update(f"{name}.{f}" for f, _ft in fields)
            for f, ft in fields:
                if ft.startswith("array:") or self.rng.random() < 0.2:
                    continue
                self._emit(f"{name}.{f} = {self._field_value(ft)}")
                self.zero_fields.discard(f"{name}.{f}")
            settable = [(f, ft) for f, ft in fields if not ft.startswith("array:")]
            if settable and all(f"{name}.{f}" in self.zero_fields for f, _ft in settable):
                f, ft = settable[0]  # a struct of zeros alone would compute nothing an output could see
                self._emit(f"{name}.{f} = {self._field_value(ft)}")
                self.zero_fields.discard(f"{name}.{f}")
        self._struct_ranges(name, s)
        self.used_features.add("struct")

    def _stmt_struct_field(self, depth: int) -> None:
        locals_ = [
            (n, t) for scope in self.scopes for n, t in scope.items() if t in self.structs and n not in self.readonly
        ]
        if not locals_:
            self._stmt_struct_local(depth)
            return
        name, s = self.rng.choice(locals_)
        if self._field_component(name, s):
            return
        fields = [(f, ft) for f, ft in self.structs[s] if ft in TYPES and TYPES[ft].kind not in ("int", "ivec")]
        if not fields:
            return
        f, ft = self.rng.choice(fields)
        line = self._bounded_update(f"{name}.{f}", ft)
        self._emit(line)
        self.zero_fields.discard(f"{name}.{f}")

    def _stmt_struct_out(self, depth: int) -> None:
        outs = [a for a in self.args if a.kind == "struct_array" and a.role == "out"]
        locals_ = [(n, t) for scope in self.scopes for n, t in scope.items() if t in self.structs and "." not in n]
        pairs = [(o, n) for o in outs for n, t in locals_ if t == o.dtype]
        if not pairs:
            self._stmt_struct_local(depth)
            return
        out, name = self.rng.choice(pairs)
        self._emit(f"{out.name}[{self._own_index()}] = {name}")

    # --------------------------------------------------------------- statics

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
        elif any(t != "vec3" for t, _v in self.constants.values()):
            c = rng.choice(sorted(n for n, (t, _v) in self.constants.items() if t != "vec3"))
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


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
