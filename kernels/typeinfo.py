"""Type helpers: which value types a kernel uses, their input domains, and how types are written in source.

Annotations of arguments, struct fields and helper parameters; generic kernels, whose arguments
of the chosen scalar type (and its 3-vector) are annotated ``Any`` with one explicit overload.

What the Warp release offers (kernels/release.py): ``fit_release`` narrows the policy to the value
types and math functions the release has, and the productions ask ``_offers``, ``_offered``,
``_accepts`` and ``_has_feature`` before they emit a builtin, a form of a call or a feature. What a
release lacks is recorded in ``left_out`` (the kernel's ``extra["left_out"]``). Every check is made
before a draw and changes nothing when the release has it all, so the pin's kernels are the ones
generated without any check.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable

from kernels.lang import SAFE_BINARY, SAFE_UNARY, TYPES, VEC_OF
from kernels.release import Release
from kernels.spec import ArgSpec
from kernels.state import weighted

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


def _builtins_in(code: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(re.findall(r"\bwp\.(\w+)\(", code)))


# The builtins each of the safe math functions of kernels/lang.py writes (``tan``: tan and clamp).
UNARY_BUILTINS = {name: _builtins_in(f("a", repr)) for name, f in SAFE_UNARY.items()}
BINARY_BUILTINS = {name: _builtins_in(f("a", "b", repr)) for name, f in SAFE_BINARY.items()}


class TypeMixin:
    """Value types in use, type annotations, and generic-kernel types."""

    # ----------------------------------------------------------- the release

    release: Release | None = None  # None: nothing is checked (a generator made without fit_release)

    def fit_release(self, release: Release) -> None:
        """Generate for ``release``: the policy keeps the value types and math functions it has."""
        self.release = release
        self.left_out: dict[str, set[str]] = {"builtins": set(), "features": set(), "types": set()}
        pol = self.policy
        changes = {}
        for name in ("types", "input_types"):
            types = getattr(pol, name)
            if types and not all(release.has_type(t) for t in types):
                self.left_out["types"] |= {t for t in types if not release.has_type(t)}
                changes[name] = {t: w for t, w in types.items() if release.has_type(t)}
        unary = tuple(u for u in pol.unary if self._offers(*UNARY_BUILTINS[u]))
        binary = tuple(b for b in pol.binary if self._offers(*BINARY_BUILTINS[b]))
        if unary != pol.unary:
            changes["unary"] = unary
        if binary != pol.binary:
            changes["binary"] = binary
        if changes:
            self.policy = dataclasses.replace(pol, **changes)

    def _offers(self, *builtins: str, record: bool = True) -> bool:
        """Whether the release has every one of ``builtins`` (``record``: note the ones it lacks)."""
        if self.release is None:
            return True
        missing = [b for b in builtins if not self.release.has(b)]
        if missing and record:
            self.left_out["builtins"].update(missing)
        return not missing

    def _offered(self, options: Iterable[str], needs: Callable[[str], Iterable[str]] | None = None) -> tuple:
        """``options`` (builtin names, or anything ``needs`` maps to the builtins it writes) that the
        release has, in order; the same tuple when it has them all."""
        options = tuple(options)
        kept = tuple(o for o in options if self._offers(*((o,) if needs is None else needs(o))))
        return options if len(kept) == len(options) else kept

    def _forms(self, forms: dict[str, Callable[[], str]]) -> str:
        """One of several spellings, each built in order, then one drawn; a spelling whose builtin
        (the key) the release lacks is not built."""
        built = [make() for builtin, make in forms.items() if self._offers(builtin)]
        return self.rng.choice(built)

    def _accepts(self, builtin: str, count: int, what: str) -> bool:
        """Whether ``wp.<builtin>`` takes ``count`` arguments in this release; ``what`` names the
        form that is left out when it does not (``bvh_query_aabb(..., root)``)."""
        if self.release is None or self.release.accepts(builtin, count):
            return True
        self.left_out["builtins"].add(what)
        return False

    def _has_feature(self, name: str, record: bool = True) -> bool:
        if self.release is None or self.release.has_feature(name):
            return True
        if record:
            self.left_out["features"].add(name)
        return False

    def _drop_lacking(self, productions: dict, needs: dict[str, tuple[str, ...]]) -> dict:
        """``productions`` without those whose builtins (``needs``) the release lacks; noted as left
        out when the policy weights them."""
        for name, builtins in needs.items():
            if name in productions and not self._offers(*builtins, record=self.policy.expr.get(name, 0) > 0):
                del productions[name]
        return productions

    # ----------------------------------------------------------------- types

    def _type(self) -> str:
        return weighted(self.rng, self.policy.types)

    def _has_type(self, t: str) -> bool:
        return t in self.policy.types or any(dt == t for dt, _nd in self.arrays.values())

    def _active_types(self, kind: str, comp: str | None = None) -> list[str]:
        found = [
            n for n, vt in TYPES.items() if vt.kind == kind and (comp is None or vt.comp == comp) and self._has_type(n)
        ]
        return found

    def _depth_for(self, t: str) -> int:
        if t in ("float16", "vec3h", "vec4h"):
            return min(self.policy.max_depth, 2)
        return self.policy.max_depth

    def _input_domain(self, dt: str) -> tuple[float, float]:
        if dt in INPUT_DOMAIN:
            lo, hi = INPUT_DOMAIN[dt]
            return (float(lo), float(hi))
        return (-2.0, 2.0)

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

    # ----------------------------------------------------------- annotations

    def _field_ann(self, ft: str) -> str:
        if ft.startswith("array:"):
            inner = ft.split(":", 1)[1]
            return f"wp.array(dtype={inner if inner in self.structs else TYPES[inner].ann})"
        if ft in self.structs:
            return ft
        return TYPES[ft].ann

    def _param_ann(self, t: str) -> str:
        if self.generic_handles:
            return "Any"
        if t.startswith("array:"):
            return f"wp.array(dtype={TYPES[t.split(':', 1)[1]].ann})"
        if t in self.structs:
            return t
        return TYPES[t].ann

    def _array_ann(self, dtype: str, nd: int) -> str:
        ann = "Any" if dtype in self._generic_types else self._param_ann(dtype)
        if nd == 1:
            return f"wp.array(dtype={ann})"
        if self.rng.random() < 0.5:
            return f"wp.array{nd}d(dtype={ann})"
        return f"wp.array(dtype={ann}, ndim={nd})"

    _generic_types: frozenset = frozenset()

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

    def _concrete_ann(self, a: ArgSpec) -> str:
        ann = TYPES[a.dtype].ann
        if a.kind == "array":
            nd = len(a.shape)
            return f"wp.array(dtype={ann})" if nd == 1 else f"wp.array(dtype={ann}, ndim={nd})"
        return ann

    # ------------------------------------------------------- generic kernels

    def _choose_generic_types(self) -> None:
        """Generic kernels: a scalar type T and T's 3-vector, every T-typed argument annotated
        ``Any``, literals written ``type(s0)(...)`` so they take T whatever it is."""
        comp = self.rng.choice(("float", "float64", "float16"))
        vec = VEC_OF[(comp, 3)]
        self._generic_types = frozenset((comp, vec))
        self.generic_handles = {comp: "type(s0)"}
        self.policy = dataclasses.replace(self.policy, types={comp: 3, vec: 1})
        self.args.append(ArgSpec("s0", "scalar", comp, (), (-2.0, 2.0), "in"))
        if comp == "float16":
            self.na_reasons.append("float16 values: too coarse for finite differences")

    def _overload_line(self, args: list[ArgSpec], anns: dict[str, str], name: str) -> str:
        types = ", ".join(f'"{a.name}": {self._concrete_ann(a)}' for a in args if "Any" in anns[a.name])
        return f"{self.kernel_name} = wp.overload({name}, {{{types}}})\n"
