"""Integer expressions that carry the inclusive range of values they can take.

Every integer expression is an :class:`IV`: its code and a range. Productions check the range
they would produce and reduce their operands first where it could leave the type or +-SAFE_INT,
so no signed arithmetic overflows and no shift leaves its width.
"""

from __future__ import annotations

from kernels.lang import INT_BITS, INT_RANGE, TYPES
from kernels.state import IV, SAFE_INT, reads, weighted

# The integer productions a policy may weight, by name (``Policy.expr``).
INT_PRODUCTIONS = frozenset(
    {"iarith", "imod", "iminmax", "icast", "ibit", "ishift", "iabs", "idiv", "bitcount", "iconvert", "rand"}
)


class IntegerMixin:
    """Integer scalars and integer vectors, with value ranges."""

    def iexpr(self, t: str, depth: int) -> IV:
        if depth <= 0 or self.rng.random() < 0.3:
            return self.ileaf(t)
        p = self._int_productions(t)
        weights = {k: self.policy.expr.get(k, 0.0) for k in p}
        if t == "int" and not any(w > 0 for w in weights.values()):
            return self.ileaf(t)
        if not any(w > 0 for w in weights.values()):
            weights = {"iarith": 1.0, "imod": 1.0}
        iv = p[weighted(self.rng, weights)](t, depth - 1)
        if self.policy.tidy and not reads(iv.code):
            # An expression over literals alone folds to a literal: read a value instead.
            candidates = [n for n in self._vars_of(t) if n in self.ranges]
            if t == "int":
                candidates += [v for v in self.int_vars if v in self.ranges]
            if candidates:
                name = self.rng.choice(candidates)
                iv = IV(name, *self.ranges[name])
        lo, hi = INT_RANGE[t]
        assert lo <= iv.lo <= iv.hi <= hi, (t, iv)
        return iv

    def _int_productions(self, t: str) -> dict:
        """The integer productions open to type ``t`` now, by name (each ``(t, depth) -> IV``)."""
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
        return self._drop_lacking(p, {"bitcount": ("bit_count",)})

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
        if self.policy.tidy and op == "-" and a.code == b.code:
            op = "+"  # not x - x
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


def _interval(op: str, a: IV, b: IV) -> tuple[int, int]:
    if op == "+":
        return a.lo + b.lo, a.hi + b.hi
    if op == "-":
        return a.lo - b.hi, a.hi - b.lo
    corners = (a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi)
    return min(corners), max(corners)
