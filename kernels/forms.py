"""Forms of Warp code that packages write and the other productions do not: each drawn by a
:class:`~kernels.policy.Policy` switch, at the rate its family asks for.

- ``Policy.enum_modes``: a module ``enum.IntEnum`` of modes and an ``int`` parameter the kernel
  branches on (``if mode == ContactMode.SLIDE:``, ``int(...)``, ``.value``), as newton compares
  ``GeoType`` and joint types.
- statement kind ``components``: a sum over a vector's components through its ``length``
  (``for k in range(v.length): total += v[k]``).
- ``Policy.asserts``: ``assert`` statements of what holds by construction (``assert 0 <= tid <
  out0.shape[0]``, ``assert wp.abs(v) >= 0.0, "..."``), as solvers check their inputs.
- ``Policy.static_handles``: a helper bound to a local through ``wp.static`` and called through it
  (``step = wp.static(k_f0)``, ``v = step(...)``), as kernels pick an implementation at build time;
  a derivative ``wp.grad(f)`` bound the same way (``df = wp.grad(k_f0)``, ``df(x)``).
- ``Policy.tuple_locals``: the values of a helper returning several kept whole first (``res =
  k_f0(...)``, ``a, b = res``), as kernels unpack a query's result; such a helper annotated
  ``-> tuple[wp.vec3, float]``.
- ``Policy.keyword_args``: a helper's trailing arguments passed by keyword (``k_f0(v, p1=0.5)``).
- ``Policy.field_components``: one component of a vector or matrix field of a local struct stored
  (``s.normal[2] = ...``), as contact and body records are filled.
- ``Policy.scaled_stores``: an output element scaled in place after it is stored (``out[tid] *=
  0.5``), as warm starts are decayed.
- ``Policy.dtype_literals``: a generic kernel writes its literals through an input array's type
  or its scalar parameter's (``x0.dtype(0.5)``, ``s0.dtype(0.5)``) instead of ``type(s0)(0.5)``.
- ``Policy.array_grads``: a helper with an exact custom adjoint (kernels/symbolic.py) that reads an
  element of an input array, ``a[i]``, called with the thread's index, its adjoint writing that
  element's (``wp.adjoint[a][i] += ... * adj_ret``), as gathers with hand-written adjoints do.
- ``Policy.record_arrays``: a struct parameter holding an array of records (``items:
  wp.array(dtype=S0)``) whose int field the kernel stores at the thread's element
  (``params.items[tid].column = ...``), as sparse-matrix and contact records are filled, and reads
  back before its outputs are written.
- ``Policy.starred_ctors``: a vector built from a shorter one unpacked and the components it lacks
  (``wp.vec4(*p, 1.0)``, homogeneous coordinates).
- ``Policy.flag_bits``: an int array of flags whose bits the kernel sets where conditions hold
  (``if d < 0.5: flags[tid] |= 2``), as kernels mark contacts or sleeping bodies.
- ``Policy.tile_int_index``: a tile element read at an int parameter (``c = t[j, 3]``, ``j`` in
  0..3), which then scales a tile the outputs see.
- ``Policy.pass_modes``: a mode of the enum branch that keeps the gain, said in a branch of its own
  (``elif mode == ContactMode.ROLL: pass``).
- ``Policy.byte_fields``: a struct's int field of 8 bits (``flag: wp.uint8``, ``tag: wp.int8``).
- ``Policy.unit_blocks``: the module built for blocks of one thread
  (``wp.set_module_options({"block_dim": 1})``), as newton builds the kernels it runs one thread
  per block (inertia, shape bounds); Warp then writes the CPU entry point without a block loop,
  and, for a loop of constant count it keeps rolled, a variant for contiguous arrays.
- ``Policy.translation_stores``: a stored transform's translation updated whole through its
  attribute (``out[tid].p += wp.normalize(...)``) where a slot update would change one of its
  components, as a transform array's element is moved in place.
- ``Policy.generic_sums``: a sum over a vector's components by a generic helper
  (``def component_sum(v: Any)``, ``for k in range(wp.static(len(v)))``), as newton's vector
  utilities take any length.
- ``Policy.running_extremes``: the largest of a few values, started at minus infinity (``best =
  wp.float32(-wp.inf)`` or a module constant ``LOWEST = wp.constant(-wp.inf)``, then ``best =
  wp.max(best, wp.sin(v * float(k + 1)))`` over a loop of three), as searches for the nearest hit
  start at a sentinel; the loop always runs, so the value is finite.
- ``Policy.sign_overrides``: a mesh query's result changed in place where a condition holds
  (``q3.sign = 1.0``), as newton's signed distances treat a point beyond an open boundary as
  outside.

None of them changes which values the kernel can reach: an enum branch scales a local by a
factor in [-1, 1], an assert states an invariant, a handle calls the same helper, a scaled store
multiplies by a literal in [0.25, 0.75]; a record holds an int of 0..9, flags are bits of a new
int output, a tile element read at run time is one of the tile's.

The later forms (from ``array_grads`` on) are drawn from a stream of their own
(``ProgramState.forms_rng``): a kernel without them is, byte for byte, the kernel its family wrote
before they existed.
"""

from __future__ import annotations

from kernels.lang import TYPES
from kernels.spec import ArgSpec
from kernels.state import IV, LAUNCH_SIZE

# The 8-bit types a struct's int field may have (Policy.byte_fields).
BYTE_FIELDS = ("uint8", "int8")

# name -> members of the IntEnum a kernel may branch on (values 0, 1, 2, ...).
ENUMS = {
    "ContactMode": ("STICK", "SLIDE", "ROLL"),
    "JointKind": ("FIXED", "REVOLUTE", "PRISMATIC"),
    "Integrator": ("EULER", "SEMI_IMPLICIT", "VERLET"),
}


class FormsMixin:
    """The forms above; ``self`` is the program generator (kernels/program.py)."""

    # ------------------------------------------------------------ arguments

    def _forms_args(self) -> None:
        """After the input arrays: the mode parameter of an enum branch, and the array a generic
        kernel names its scalar type by (``Policy.enum_modes``, ``Policy.dtype_literals``)."""
        rng, pol = self.rng, self.policy
        if pol.enum_modes and rng.random() < pol.enum_modes:
            enum = rng.choice(sorted(ENUMS))
            members = ENUMS[enum]
            body = "\n".join(f"    {m} = {i}" for i, m in enumerate(members))
            self.helpers.append(f"class {enum}(enum.IntEnum):\n{body}\n")
            self.imports_enum = True
            self.enum_mode = enum
            self.args.append(ArgSpec("mode", "scalar", "int", (), (0.0, float(len(members) - 1)), "in"))
            self.used_features.add("int_enum")
        if pol.dtype_literals and self.generic_handles and rng.random() < pol.dtype_literals:
            for comp, handle in list(self.generic_handles.items()):
                # An input array of the type (x0.dtype), else the scalar parameter itself (s0.dtype).
                named = [f"{n}.dtype" for n, (dt, _nd) in self.arrays.items() if dt == comp]
                scalar = handle.removeprefix("type(").removesuffix(")") + ".dtype"
                self.generic_handles[comp] = named[0] if named and rng.random() < 0.7 else scalar
                self.used_features.add("dtype_literal")

    # ------------------------------------------------------------- prologue

    def _forms_prologue(self) -> None:
        """Statements after the inputs are read: the enum branch, asserts, a record filled."""
        rng, pol = self.rng, self.policy
        if self.enum_mode:
            # The mode is read by the branch alone, not by the expressions (which take scalars as 1..4).
            self.scopes[0].pop("mode", None)
            self.ranges.pop("mode", None)
            self._enum_branch(self.enum_mode)
        if pol.asserts and rng.random() < pol.asserts:
            self._asserts()
        if self.record:
            self._record_store()

    def _forms_epilogue(self) -> None:
        """Statements before the outputs are written: the filled record read back, flags set."""
        pol, rng = self.policy, self.forms_rng
        if self.record_read:
            element, field = self.record_read
            local = self._declare("int", "c")
            self._emit(f"{local} = {element}.{field}")
            self.ranges[local] = (0, 9)
        if pol.flag_bits and rng.random() < pol.flag_bits:
            self._flag_bits()
        if pol.running_extremes and rng.random() < pol.running_extremes:
            self._running_extreme(rng.random() < 0.5)

    def _running_extreme(self, constant: bool) -> None:
        """``best = <-inf>``, then ``best = wp.max(best, wp.sin(<value> * float(k + 1)))`` for k in 0..2:
        which term is largest depends on the value, so no iteration is dead (with ``<value> + float(k)``
        the last always was, and the first added zero: a changed operator there computed the same)."""
        start = "wp.float32(-wp.inf)"
        if constant:
            self.helpers.append("LOWEST = wp.constant(-wp.inf)\n")
            start = "LOWEST"
        value = self.expr("float", 1)
        best = self._declare("float", "best")
        self._emit(f"{best} = {start}")
        var = self._loop_var("k")
        self._emit(f"for {var} in range(3):")
        with self._indented():
            self._emit(f"{best} = wp.max({best}, wp.sin({value} * float({var} + 1)))")
        self.used_features.add("running_extreme")

    def _forms_module(self) -> None:
        """Module options of the forms, drawn last (``Policy.unit_blocks``); a tile kernel's module
        already sets the block size its tiles are shaped by."""
        pol = self.policy
        if pol.unit_blocks and "block_dim" not in self.module_options and self.forms_rng.random() < pol.unit_blocks:
            self.module_options["block_dim"] = 1
            self.used_features.add("unit_blocks")

    def _translation_store(self, target: str, op: str) -> bool:
        """``target.p op <a vec3 in the unit ball>`` (``Policy.translation_stores``); whether written."""
        pol = self.policy
        if not pol.translation_stores or self.forms_rng.random() >= pol.translation_stores:
            return False
        value = self._bounded_term("vec3")
        if value is None:
            return False
        # an update, never an overwrite: the translation stored before stays observable
        self._emit(f"{target}.p {'+=' if op == '=' else op} {value}")
        self.used_features.add("translation_store")
        return True

    def _sign_override(self, query: str) -> None:
        """``if <cond>: q.sign = 1.0`` after a mesh query with a sign (``Policy.sign_overrides``)."""
        pol = self.policy
        if pol.sign_overrides and self.forms_rng.random() < pol.sign_overrides:
            self._emit(f"if {self.cond(1)}:")
            with self._indented():
                self._emit(f"{query}.sign = 1.0")
            self.used_features.add("sign_override")

    def _flag_bits(self) -> None:
        """An int array of the launch's shape whose bits the kernel sets where conditions hold
        (``if d < 0.5: flags[tid] |= 2``), as kernels mark contacts, sleeping bodies or hits: an
        output, zero before the launch, that each thread updates at its own element."""
        rng = self.forms_rng
        self.args.append(ArgSpec("flags", "array", "int", self.shape, None, "out"))
        target = self._out_target("flags")
        for bit in sorted(rng.sample((1, 2, 4, 8), rng.randint(1, 2))):
            self._emit(f"if {self.cond(2)}:")
            with self._indented():
                self._emit(f"{target} |= {bit}")
        self.used_features.add("flag_bits")

    def _enum_branch(self, enum: str) -> None:
        """``gain = 1.0``, then ``if mode == Enum.A: gain = ...`` over some members."""
        rng = self.rng
        members = ENUMS[enum]
        gain = self._declare("float", "gain")
        self._emit(f"{gain} = {self.lit('float', 1.0)}")
        picked = rng.sample(members, rng.randint(1, len(members) - 1))
        for k, member in enumerate(picked):
            roll = rng.random()
            test = (
                f"{enum}.{member}"
                if roll < 0.7
                else f"int({enum}.{member})"
                if roll < 0.85
                else f"{enum}.{member}.value"
            )
            test = f"mode == {test}"
            self._emit(f"{'if' if k == 0 else 'elif'} {test}:")
            with self._indented():
                self._emit(f"{gain} = {self.lit('float', round(rng.uniform(-1.0, 1.0), 2))}")
        pol = self.policy
        if pol.pass_modes and self.forms_rng.random() < pol.pass_modes:
            # A mode that keeps the gain, said in a branch of its own (``elif mode == Enum.C: pass``).
            member = self.forms_rng.choice([m for m in members if m not in picked])
            self._emit(f"elif mode == {enum}.{member}:")
            with self._indented():
                self._emit("pass")
            self.used_features.add("pass_mode")

    def _asserts(self) -> None:
        """One or two asserts of what holds by construction."""
        rng = self.rng
        arrays = [a.name for a in self.args if a.kind == "array" and tuple(a.shape) == tuple(self.shape)]
        if arrays:
            axis = rng.randrange(len(self.index))
            bound = f"{self.index[axis]} < {rng.choice(arrays)}.shape[{axis}]"
            self._emit(f"assert {'0 <= ' if rng.random() < 0.5 else ''}{bound}")
        floats = [n for n in self._vars_of("float") if "." not in n]
        if floats and rng.random() < 0.6:
            v = rng.choice(floats)
            message = rng.choice(("magnitude must be non-negative", "norm cannot be negative"))
            self._emit(f'assert wp.abs({v}) >= 0.0, "{message}"')

    # ----------------------------------------------------- component loops

    def _stmt_components(self, depth: int) -> None:
        """A sum over a vector's components, ``for k in range(v.length): total += v[k]`` (a loop of
        the vector's length, which Warp unrolls), as kernels reduce a vector by hand."""
        vecs = [(n, t) for t in ("vec2", "vec3", "vec4") for n in self._vars_of(t) if "." not in n]
        if not vecs:
            self._stmt_assign(depth)
            return
        name, _t = self.rng.choice(vecs)
        total = self._declare("float", "total")
        pol = self.policy
        if pol.generic_sums and self.forms_rng.random() < pol.generic_sums:
            self._emit(f"{total} = {self._component_sum_helper()}({name})")
            self.used_features.add("generic_sum")
            return
        self._emit(f"{total} = float(0.0)")
        var = self._loop_var("k")
        self._emit(f"for {var} in range({name}.length):")
        with self._indented():
            self._emit(f"{total} += {name}[{var}]")
        self.used_features.add("component_loop")

    def _component_sum_helper(self) -> str:
        """The module's generic helper summing a vector's components (written once)."""
        name = "component_sum"
        if not any(h.startswith(f"@wp.func\ndef {name}(") for h in self.helpers):
            self.imports_any = True
            self.helpers.append(
                f"@wp.func\ndef {name}(v: Any):\n    total = float(0.0)\n"
                "    for k in range(wp.static(len(v))):\n        total += v[k]\n    return total\n"
            )
        return name

    # ------------------------------------------------------ helper handles

    def _helper_call(self, call: str, name: str) -> str:
        """``call`` of helper ``name``, through a local bound with ``wp.static`` where the policy
        asks (``step = wp.static(k_f0)``, then ``step(...)``)."""
        pol = self.policy
        if not pol.static_handles or self.rng.random() >= pol.static_handles:
            return call
        handle = f"{name.rpartition('_')[2]}_fn"
        self._emit(f"{handle} = wp.static({name})")
        self.used_features.add("static_handle")
        return handle + call[len(name) :]

    def _grad_call(self, name: str, args: str) -> str:
        """``wp.grad(name)(args)``, or through a local the derivative is bound to first where the
        policy asks (``df = wp.grad(k_f0)``, then ``df(args)``)."""
        pol = self.policy
        if not pol.static_handles or self.rng.random() >= pol.static_handles:
            return f"wp.grad({name})({args})"
        handle = f"d{name.rpartition('_')[2]}"
        self._emit(f"{handle} = wp.grad({name})")
        self.used_features.add("grad_handle")
        return f"{handle}({args})"

    def _tuple_result(self, call: str) -> str:
        """A call returning several values, kept whole in a local first where the policy asks
        (``res = k_f0(...)``, then ``a, b = res``): the name the caller unpacks."""
        pol = self.policy
        # Not in a loop: in one Warp unrolls (``for k in range(2):``), Warp 1.19.0 refuses the kept
        # tuple (AttributeError: 'list' object has no attribute 'type'; docs/kernels.md).
        if not pol.tuple_locals or self.loops or self.rng.random() >= pol.tuple_locals:
            return call
        name = f"res{self.n_locals}"
        self.n_locals += 1
        self._emit(f"{name} = {call}")
        self.used_features.add("tuple_local")
        return name

    def _call_text(self, f, args: list[str]) -> str:
        """A call of helper ``f``; where the policy asks, its trailing arguments by keyword
        (``k_f0(v, p1=0.5)``), as calls name a helper's optional parameters."""
        pol = self.policy
        if pol.keyword_args and len(args) > 1 and f.name not in self.natives and self.rng.random() < pol.keyword_args:
            k = self.rng.randrange(1, len(args))
            args = args[:k] + [f"{p}={a}" for (p, _t), a in zip(f.params[k:], args[k:], strict=True)]
            self.used_features.add("keyword_args")
        return f"{f.name}({', '.join(args)})"

    def _tuple_annotation(self, f) -> str:
        """With ``Policy.tuple_locals``, the return annotation of a helper returning several values
        (``-> tuple[wp.vec3, float]``); "" when it is left unannotated."""
        pol = self.policy
        if not isinstance(f.ret, tuple) or self.generic_handles or not pol.tuple_locals:
            return ""
        if self.rng.random() >= pol.tuple_locals:
            return ""
        self.used_features.add("tuple_annotation")
        return f"tuple[{', '.join(self._param_ann(t) for t in f.ret)}]"

    # ------------------------------------------------------ struct fields

    def _field_component(self, name: str, struct: str) -> bool:
        """With ``Policy.field_components``, one component of a vector or matrix field of the local
        struct ``name`` stored (``contact.normal[2] = ...``, ``s.m[0, 1] = ...``); False when not."""
        pol, rng = self.policy, self.rng
        if not pol.field_components or rng.random() >= pol.field_components:
            return False
        fields = [(f, TYPES[ft]) for f, ft in self.structs[struct] if ft in TYPES and TYPES[ft].kind in ("vec", "mat")]
        fields = [(f, vt) for f, vt in fields if vt.comp in ("float", "float64")]
        if not fields:
            return False
        f, vt = rng.choice(fields)
        index = f"{rng.randrange(vt.n)}, {rng.randrange(vt.n)}" if vt.kind == "mat" else str(rng.randrange(vt.n))
        self._emit(f"{name}.{f}[{index}] = wp.sin({self.expr(vt.comp, 2)})")
        self.used_features.add("field_component")
        return True

    # --------------------------------------------------------- scaled stores

    def _scaled_store(self, target: str, t: str) -> None:
        """With ``Policy.scaled_stores``, the stored float or vector element scaled in place."""
        pol, rng = self.policy, self.rng
        vt = TYPES.get(t)
        if not pol.scaled_stores or vt is None or vt.kind not in ("float", "vec") or rng.random() >= pol.scaled_stores:
            return
        self._emit(f"{target} *= {self.lit(vt.comp, round(rng.uniform(0.25, 0.75), 2))}")
        self.used_features.add("scaled_store")

    # ------------------------------------------------------- record arrays

    def _records_drawn(self) -> bool:
        """With ``Policy.record_arrays``, whether the module's last struct holds an array of records
        of its first (``items: wp.array(dtype=S0)``) that the kernel fills a field of."""
        pol = self.policy
        return bool(pol.record_arrays) and self.forms_rng.random() < pol.record_arrays

    def _record_fields(self, k: int, n: int, fields: list, meta: list) -> None:
        """The fields of struct ``k`` of ``n`` where the module holds records: the first struct (the
        record) has an int field and no array; the last holds an array of records."""
        rng = self.forms_rng
        if k == 0:
            for i, (f, ft) in enumerate(fields):
                if ft.startswith("array:"):
                    fields[i] = (f, "int")
                    meta[i] = {"name": f, "kind": "scalar", "dtype": "int", "domain": [0.0, 9.0]}
            if not any(ft == "int" for _f, ft in fields):
                f = rng.choice(("column", "count", "index", "flag")) + str(len(fields))
                fields.append((f, "int"))
                meta.append({"name": f, "kind": "scalar", "dtype": "int", "domain": [0.0, 9.0]})
        if k == n - 1:
            f = rng.choice(("items", "entries", "records", "contacts")) + str(len(fields))
            fields.append((f, "array:S0"))
            meta.append({"name": f, "kind": "array", "dtype": "S0", "shape": [LAUNCH_SIZE]})
            ints = [g for g, gt in self.structs.get("S0", fields) if gt == "int"]
            self.record = (f"S{k}", f, rng.choice(ints))

    def _record_store(self) -> None:
        """A field of the thread's record stored through the struct parameter holding the records
        (``params.items[tid].column = ...``, as sparse and contact records are filled): an int of
        0..9 (no derivative for the adjoint to lose on the way back), read back before the outputs
        are written, so what was stored reaches them."""
        struct, field, column = self.record
        param = next((a.name for a in self.args if a.kind == "struct" and a.dtype == struct), None)
        if param is None:
            return
        element = f"{param}.{field}[{self._own_index()}]"
        self._emit(f"{element}.{column} = {self._record_value().code}")
        self.record_read = (element, column)
        self.used_features.add("record_store")

    def _record_value(self) -> IV:
        """An int in 0..9, from a float value of the kernel where it has one."""
        rng = self.forms_rng
        floats = [n for n, t in self.scopes[0].items() if t == "float" and n in self.tainted and "." not in n]
        if floats and rng.random() < 0.7:
            L = self._L("float")
            v = rng.choice(floats)
            return IV(f"int(wp.clamp({v} * {L(self._pos())}, {L(0.0)}, {L(9.0)}))", 0, 9)
        return self._reduce(self._nonneg("int", 2), 10, "int")

    # ------------------------------------------------------- byte fields

    def _byte_field(self) -> str:
        """The type of a struct's int field: with ``Policy.byte_fields``, sometimes 8 bits
        (``flag: wp.uint8``, ``tag: wp.int8``), as packed records hold flags."""
        pol, rng = self.policy, self.forms_rng
        if pol.byte_fields and rng.random() < pol.byte_fields:
            self.used_features.add("byte_field")
            return rng.choice(BYTE_FIELDS)
        return "int"
