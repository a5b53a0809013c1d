"""Expression generation: typed expression trees over Warp's value types.

``expr(t, depth)`` builds an expression of type ``t``: a leaf (a variable in scope or a constant)
or a production the policy weights by name (EXPR_PRODUCTIONS). Floats, vectors, matrices,
quaternions, transforms and spatial types are here; integer expressions, which carry value
ranges, are in kernels/integers.py.
"""

from __future__ import annotations

import re

from kernels.lang import BOUNDED_UNARY, FLOAT_TYPES, MAT_OF, SAFE_BINARY, SAFE_UNARY, TYPES, VEC_OF
from kernels.state import Func, reads, weighted

# The expression productions a policy may weight, by name (``Policy.expr``); integer productions
# are in kernels/integers.py, tile-kernel switches in kernels/tiles.py.
EXPR_PRODUCTIONS = frozenset(
    {
        # any value type
        "gather", "call", "static_call",
        # float scalars
        "arith", "div", "unary", "binary", "clamp", "select", "smooth", "classify", "cast", "loopvar", "convert",
        "dot", "length", "index", "norm", "argm", "veclen", "trace", "det", "ddot", "quat_angle", "spatial_dot",
        "xform_index", "rand", "noise", "const",
        # vectors
        "vctor", "varith", "vscale", "vnormalize", "vcw", "vlerp", "vselect", "vneg", "smooth_normalize", "vcross",
        "vrotate", "qeuler", "xform_point", "xform_part", "spatial_part", "velocity", "sample", "curl", "matvec",
        "get_diag", "mrow", "vslice",
        # matrices
        "mouter", "marith", "mscale", "mtranspose", "mmul", "mdiag", "midentity", "minverse", "mrows", "mctor",
        "mskew", "quat_to_matrix", "xform_matrix",
        # quaternions
        "qaxis", "qmul", "qinv", "qslerp", "qnormalize", "qctor", "qrpy", "qfrommat", "qtwist", "qidentity",
        "xform_rot",
        # transforms
        "tctor", "tidentity", "tmul", "tinv", "tfrommat",
        # spatial vectors and matrices
        "svctor", "svarith", "svscale", "svcross", "twist", "smatvec",
        "smadjoint", "smouter", "smarith", "smscale", "smtranspose", "smmul",
    }
)  # fmt: skip


class ExpressionMixin:
    """Typed expressions of every non-integer value type, and the leaves and conditions they use."""

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
        code = productions[weighted(self.rng, weights)](depth - 1)
        if self.policy.tidy and not reads(code):
            # Builtins and operators over literals alone fold to a literal: read a value instead.
            candidates = self._vars_of(t)
            return self.rng.choice(candidates) if candidates else self.constant(t)
        return code

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
                if vt.comp != "float" and not self._has_feature("vector_fill_literal"):
                    return f"{vt.ann}({self._float_lit(vt.comp)})"  # the fill value of the vector's own type
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
        """A condition; drawn again (up to three times) where it is the same for every sample of
        the scalars it reads (``float(tid) > 1.2 and float(tid) < 1.4``, ``v * 0.16 > wp.abs(v)``)."""
        for _ in range(3):
            c = self._cond(depth)
            if not self._decided(c):
                return c
        return self._cond(depth)

    def _cond(self, depth: int) -> str:
        kind = self.rng.random()
        floats = [t for t in self.policy.types if t in FLOAT_TYPES]
        ft = self.rng.choice(floats) if floats else "float"
        if kind < 0.5 or depth <= 0:
            op = self.rng.choice(("<", ">", "<=", ">="))
            left, right = self.expr(ft, depth - 1), self.expr(ft, depth - 1)
            if self.policy.tidy and (left == right or not reads(left + " " + right)):
                # Neither x <= x nor a comparison of literals: one side reads a value, the other a literal.
                candidates = self._vars_of(ft)
                if not reads(left) and candidates:
                    left = self.rng.choice(candidates)
                elif not reads(left) and self.context == "kernel":
                    left = f"{TYPES[ft].ann}({self.index[0]})"
                right = self._float_lit(ft)
            return f"{left} {op} {right}"
        if kind < 0.7:
            iv = self.iexpr("int", depth - 1)
            code = iv.code
            if self.policy.tidy and not reads(code) and self.context == "kernel":
                code = self.rng.choice(self.index)  # not a literal's parity
            return f"({code}) % {self.rng.randint(2, 4)} == {self.rng.randint(0, 1)}"
        joiner = self.rng.choice(("and", "or"))
        left, right = self._cond(depth - 1), self._cond(depth - 1)
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
        """``a`` at this thread's element, or (``shifted``) at a neighbour's: wrapped into bounds
        (``a[(tid + 2) % a.shape[0]]``), or, where the policy asks and ``a`` has the launch's shape,
        clamped at the start as a stencil reads it (``a[wp.max(tid - 2, 0)]``)."""
        nd = self.arrays[a][1]
        clamped = self.policy.clamped_reads and any(g.name == a and g.shape == self.shape for g in self.args)
        sizes = next((g.shape for g in self.args if g.name == a), ())
        idx = []
        for axis in range(nd):
            var = self.index[axis] if axis < len(self.index) else "0"
            n = sizes[axis] if axis < len(sizes) else 0
            # Not a shift by k where (i + k) % n is (i - k) % n: the direction of the shift would not show.
            shifts = [k for k in range(1, 6) if clamped or not n or (2 * k) % n]
            if shifted and shifts and (axis == 0 or self.rng.random() < 0.5):
                k = self.rng.choice(shifts)
                idx.append(f"wp.max({var} - {k}, 0)" if clamped else f"({var} + {k}) % {a}.shape[{axis}]")
            else:
                idx.append(var)
        return f"{a}[{', '.join(idx)}]"

    def _float_array_1d(self) -> bool:
        return any(dt == "float" and nd == 1 for dt, nd in self.arrays.values())

    def _element_arrays(self) -> list[str]:
        """The float input arrays of the launch's (1-D) shape: their element at the thread's index
        is in bounds."""
        shapes = {a.name: tuple(a.shape) for a in self.args}
        return [
            n for n, (dt, nd) in self.arrays.items() if dt == "float" and nd == 1 and shapes.get(n) == tuple(self.shape)
        ]

    def _callable(self, f: Func) -> bool:
        if not f.arrays:
            return True
        if self.context != "kernel":
            return False
        if any(p == "i" for p, _t in f.params):  # reads element i: the thread's own
            return bool(self._element_arrays())
        return any(dt == "float" and nd == 1 for dt, nd in self.arrays.values())

    def _call(self, f: Func, depth: int) -> str:
        args = []
        element = any(p == "i" for p, _t in f.params)  # a custom adjoint's element (Policy.array_grads)
        for name, pt in f.params:
            if pt.startswith("array:"):
                dt = pt.split(":", 1)[1]
                names = [n for n, (adt, nd) in self.arrays.items() if adt == dt and nd == 1]
                args.append(self.rng.choice(self._element_arrays() if element else names))
            elif element and name == "i":
                args.append(self._own_index())
            elif (
                f.arrays and name == "idx"
            ):  # the helper reads arr[idx % arr.shape[0]]: a negative idx is out of bounds
                args.append(f"wp.abs({self.expr(pt, depth)})")
            else:
                args.append(self.expr(pt, depth))
        return self._call_text(f, args)

    # --- float scalars (float32, float16, float64)

    def _prod_float(self, t: str):
        e = self.expr
        rng = self.rng
        L = self._L(t)
        half = t == "float16"
        unary = [u for u in self.policy.unary if not half or u in BOUNDED_UNARY]
        p = {
            "arith": lambda d: self._arith(t, d),
            "div": lambda d: self._div(t, d),
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

    def _div(self, t: str, d: int) -> str:
        num, den = self.expr(t, d), self.expr(t, d)
        L = self._L(t)
        if self.policy.tidy and not reads(den):
            return f"({num} / {L(round(1.0 + self._pos(), 2))})"  # not wp.abs(literal) + 1.0
        return f"({num} / (wp.abs({den}) + {L(1.0)}))"

    def _arith(self, t: str, d: int, ops: str = "+-*") -> str:
        left, op, right = self.expr(t, d), self.rng.choice(ops), self.expr(t, d)
        if self.policy.tidy and left == right and op == "-":
            op = "+"  # not x - x
        return f"({left} {op} {right})"

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
        twists = self._offered(("quat_twist_angle", "quat_twist_angle_signed"))
        if not twists:
            return f"wp.dot({e('quat', d)}, {e('quat', d)})"
        axis = f"wp.normalize({e('vec3', d)} + wp.vec3(0.0, 0.0, 2.5))"
        fn = rng.choice(twists)
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
            "vctor": lambda d: self._starred_ctor(t, d) or f"{ctor}({', '.join(e(c, d) for _ in range(n))})",
            "varith": lambda d: self._arith(t, d, "+-"),
            "vscale": lambda d: rng.choice(("({} * {})", "({1} * {0})", "({} / (wp.abs({}) + {}))")).format(
                e(t, d), e(c, d), L(1.0)
            ),
            "vnormalize": lambda d: f"wp.normalize({e(t, d)})",
            "vcw": lambda d: self._vcw(t, d),
            "vlerp": lambda d: self._lerp(t, c, d),
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
                if self._offered(("quat_to_rpy", "quat_to_euler")):
                    p["qeuler"] = lambda d: self._forms(
                        {
                            "quat_to_rpy": lambda: f"wp.quat_to_rpy({e('quat', d)})",
                            "quat_to_euler": lambda: (
                                f"wp.quat_to_euler({e('quat', d)}, {', '.join(map(str, self._euler_axes()))})"
                            ),
                        }
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
            self._drop_lacking(p, {"velocity": ("velocity_at_point",)})
            if self.state:
                p["sample"] = lambda d: self._sample_vec3()
                p["curl"] = lambda d: self._curlnoise("vec3", d)
        if t == "vec2" and self.state:
            p["sample"] = lambda d: (
                f"wp.{rng.choice(('sample_unit_ring', 'sample_unit_disk', 'sample_unit_square', 'sample_triangle'))}({self.state})"
            )
            p["curl"] = lambda d: self._curlnoise("vec2", d)
        longer = [u for u in SLICEABLE.get((c, n), ()) if self._has_type(u)]
        if longer and not self.generic_handles:
            p["vslice"] = lambda d: self._vslice(t, rng.choice(longer), d)
        mt = MAT_OF.get((c, n))
        if mt and self._has_type(mt):
            p["matvec"] = lambda d: rng.choice(("({} @ {})", "({1} @ {0})")).format(e(mt, d), e(t, d))
            p["get_diag"] = lambda d: f"wp.get_diag({e(mt, d)})"
            p["mrow"] = lambda d: f"{self._indexable(mt, d)}[{rng.randrange(n)}]"
        return p

    def _starred_ctor(self, t: str, d: int) -> str | None:
        """With ``Policy.starred_ctors``, ``t`` built from a shorter vector unpacked and the components
        it lacks (``wp.vec4(*p, 1.0)``: homogeneous coordinates; ``wp.vec3(*uv, w)``); None when not."""
        pol, rng = self.policy, self.forms_rng
        vt = TYPES[t]
        if not pol.starred_ctors or self.generic_handles or vt.comp != "float":
            return None
        # A value of the kernel unpacked, as ``*p`` is: not an expression's result, never a literal's.
        shorter = [u for u in ("vec2", "vec3") if TYPES[u].n < vt.n and self._vars_of(u)]
        if not shorter or rng.random() >= pol.starred_ctors:
            return None
        u = rng.choice(shorter)
        source = rng.choice(self._vars_of(u))
        rest = [
            self.lit("float", rng.choice((0.0, 1.0))) if rng.random() < 0.5 else self.expr("float", d)
            for _ in range(vt.n - TYPES[u].n)
        ]
        self.used_features.add("starred_ctor")
        return f"{vt.ann}(*{source}, {', '.join(rest)})"

    def _vslice(self, t: str, source: str, d: int) -> str:
        """``t`` as consecutive components of a longer value: ``q[0:3]``, ``x[1:]``, or unpacked into
        the constructor, ``wp.vec3(*body_q[i][0:3])`` (Warp's constant slices of compound values)."""
        n, length = TYPES[t].n, TYPES[source].n
        # A transform's translation, a spatial vector's halves: the parts such values are read by.
        starts = {"transform": (0,), "spatial_vector": (0, 3)}.get(source, range(length - n + 1))
        start = self.rng.choice(tuple(starts))
        stop = "" if start + n == length and self.rng.random() < 0.5 else str(start + n)
        sliced = f"{self._indexable(source, d)}[{start or ''}:{stop}]"
        return f"{TYPES[t].ann}(*{sliced})" if self.rng.random() < 0.5 else sliced

    def _cross(self, t: str, d: int) -> str:
        """``wp.cross(a, b)`` of two vectors that are not parallel by construction: the cross product
        of parallel vectors (``cross(a * s, a + a)``) is zero, and in floating point it is rounding
        noise, whose direction ``wp.normalize`` would then amplify. Operands computed from a common
        variable (directly or through the locals they read: ``p2 = p1 * s`` is parallel to ``p1``), or
        both constant, get a constant of three distinct components as ``b``."""
        a, b = self.expr(t, d), self.expr(t, d)
        names_a, names_b = _operands(a), _operands(b)
        if self.sources_of(names_a) & self.sources_of(names_b) or not (names_a or names_b):
            vt = TYPES[t]
            values = [self._fval(0.3, 2.0), -self._fval(0.3, 2.0), self._fval(-2.0, 2.0)]
            self.rng.shuffle(values)
            ctor = "wp.vector" if self.generic_handles else vt.ann
            b = f"{ctor}({', '.join(self.lit(vt.comp, v) for v in values)})"
        return f"wp.cross({a}, {b})"

    def _lerp(self, t: str, c: str, d: int) -> str:
        """``wp.lerp(a, b, s)`` of two different operands: ``wp.lerp(v, v, s)`` is ``v`` in exact arithmetic
        and rounding noise away from it in floating point (``v - wp.lerp(v, v, -1.2)``, normalized, gave
        a direction that differs between float32 and float64). The same expression twice gets a
        constant ``b``."""
        a, b = self.expr(t, d), self.expr(t, d)
        return f"wp.lerp({a}, {self._constant_vector(t) if a == b else b}, {self.expr(c, d)})"

    def _vcw(self, t: str, d: int) -> str:
        e = self.expr
        fn = self.rng.choice(("cw_mul", "min", "max", "cw_div"))
        if fn == "cw_div":
            # Divisor components are >= 1 in magnitude.
            c = TYPES[t].comp
            return f"wp.cw_div({e(t, d)}, {TYPES[t].ann}({', '.join(self.lit(c, self.rng.choice((1.5, -2.0, 1.25, 3.0))) for _ in range(TYPES[t].n))}))"
        return f"wp.{fn}({e(t, d)}, {e(t, d)})"

    def _constant_vector(self, t: str) -> str:
        """A vector literal of type ``t``: the second operand where the first was drawn twice."""
        vt = TYPES[t]
        ctor = "wp.vector" if self.generic_handles else vt.ann
        return f"{ctor}({', '.join(self.lit(vt.comp, self._fval(-2.0, 2.0)) for _ in range(vt.n))})"

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
            "marith": lambda d: self._arith(t, d, "+-"),
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
        return self._drop_lacking(p, {"qeuler": ("quat_from_euler",), "qtwist": ("quat_twist",)})

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
            "svarith": lambda d: self._arith(t, d, "+-"),
            "svscale": lambda d: rng.choice(("({} * {})", "({1} * {0})")).format(e(t, d), e("float", d)),
            "svcross": lambda d: f"wp.{rng.choice(('spatial_cross', 'spatial_cross_dual'))}({e(t, d)}, {e(t, d)})",
        }
        if self._has_type("transform") and (twists := self._offered(("transform_twist", "transform_wrench"))):
            p["twist"] = lambda d: f"wp.{rng.choice(twists)}({e('transform', d)}, {e(t, d)})"
        if self._has_type("spatial_matrix"):
            p["smatvec"] = lambda d: f"({e('spatial_matrix', d)} @ {e(t, d)})"
        return p

    def _prod_smat(self, t: str):
        e = self.expr
        return {
            "smadjoint": lambda d: f"wp.spatial_adjoint({e('mat33', d)}, {e('mat33', d)})",
            "smouter": lambda d: f"wp.outer({e('spatial_vector', d)}, {e('spatial_vector', d)})",
            "smarith": lambda d: self._arith(t, d, "+-"),
            "smscale": lambda d: f"({e(t, d)} * {e('float', d)})",
            "smtranspose": lambda d: f"wp.transpose({e(t, d)})",
            "smmul": lambda d: f"({e(t, d)} @ {e(t, d)})",
        }

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
        if t == "vec3":
            return f"{name}[{self.rng.randrange(3)}]"
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


# (component type, length) -> the longer value types whose consecutive components make such a vector.
SLICEABLE = {("float", 2): ("vec3", "vec4"), ("float", 3): ("vec4", "spatial_vector", "transform")}

_OPERAND = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\b(?!\s*\()")


def _operands(code: str) -> set[str]:
    """Variables and arrays an expression reads (names that are not calls, attributes or ``wp``)."""
    return {n for n in _OPERAND.findall(code) if n not in ("wp", "float", "int", "tid")}
