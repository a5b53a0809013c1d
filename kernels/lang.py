"""The slice of Warp's language the program generator speaks: value types, literals, safe math.

Every value type has a name (the ``ArgSpec.dtype`` name, see kernels/spec.py), the annotation
written in kernel source, a kind that selects the expression productions able to build it, and
its component scalar type. Math functions come with the argument guards that keep them defined,
finite and differentiable for any finite argument.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class VType:
    name: str  # ArgSpec.dtype name
    ann: str  # annotation / constructor in source
    kind: str  # float, int, vec, ivec, mat, quat, transform, svec, smat
    comp: str  # component scalar type name
    n: int = 1  # components (vectors: length; matrices: rows)


def _types() -> dict[str, VType]:
    t: dict[str, VType] = {
        "float": VType("float", "float", "float", "float"),
        "float16": VType("float16", "wp.float16", "float", "float16"),
        "float64": VType("float64", "wp.float64", "float", "float64"),
        "int": VType("int", "int", "int", "int"),
    }
    for name in ("int8", "uint8", "int16", "uint16", "uint32", "int64", "uint64"):
        t[name] = VType(name, f"wp.{name}", "int", name)
    for n in (2, 3, 4):
        t[f"vec{n}"] = VType(f"vec{n}", f"wp.vec{n}", "vec", "float", n)
        t[f"mat{n}{n}"] = VType(f"mat{n}{n}", f"wp.mat{n}{n}", "mat", "float", n)
    t["vec2d"] = VType("vec2d", "wp.vec2d", "vec", "float64", 2)
    t["vec3d"] = VType("vec3d", "wp.vec3d", "vec", "float64", 3)
    t["vec3h"] = VType("vec3h", "wp.vec3h", "vec", "float16", 3)
    t["vec4h"] = VType("vec4h", "wp.vec4h", "vec", "float16", 4)
    t["mat22d"] = VType("mat22d", "wp.mat22d", "mat", "float64", 2)
    t["mat33d"] = VType("mat33d", "wp.mat33d", "mat", "float64", 3)
    t["vec2i"] = VType("vec2i", "wp.vec2i", "ivec", "int", 2)
    t["vec3i"] = VType("vec3i", "wp.vec3i", "ivec", "int", 3)
    t["vec4ub"] = VType("vec4ub", "wp.vec4ub", "ivec", "uint8", 4)
    t["quat"] = VType("quat", "wp.quat", "quat", "float", 4)
    t["quatd"] = VType("quatd", "wp.quatd", "quat", "float64", 4)
    t["transform"] = VType("transform", "wp.transform", "transform", "float", 7)
    t["spatial_vector"] = VType("spatial_vector", "wp.spatial_vector", "svec", "float", 6)
    t["spatial_matrix"] = VType("spatial_matrix", "wp.spatial_matrix", "smat", "float", 6)
    return t


TYPES = _types()
FLOAT_TYPES = ("float", "float16", "float64")
INT_RANGE = {
    "int8": (-(2**7), 2**7 - 1),
    "uint8": (0, 2**8 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "uint16": (0, 2**16 - 1),
    "int": (-(2**31), 2**31 - 1),
    "uint32": (0, 2**32 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint64": (0, 2**64 - 1),
}
INT_BITS = {"int8": 8, "uint8": 8, "int16": 16, "uint16": 16, "int": 32, "uint32": 32, "int64": 64, "uint64": 64}
# Vector/matrix type of a component type and size, for productions that change shape.
VEC_OF = {("float", 2): "vec2", ("float", 3): "vec3", ("float", 4): "vec4", ("float64", 2): "vec2d",
          ("float64", 3): "vec3d", ("float16", 3): "vec3h", ("float16", 4): "vec4h"}  # fmt: skip
MAT_OF = {("float", 2): "mat22", ("float", 3): "mat33", ("float", 4): "mat44", ("float64", 2): "mat22d",
          ("float64", 3): "mat33d"}  # fmt: skip


def lit(t: str, value: float) -> str:
    """A literal of scalar type ``t``: bare for float32/int32, wrapped for every other width."""
    if t == "float":
        return repr(float(value))
    if t == "int":
        return str(int(value))
    if t in FLOAT_TYPES:
        return f"wp.{t}({float(value)!r})"
    return f"wp.{t}({int(value)})"


Lit = Callable[[float], str]

# Unary float functions with the guard that keeps them defined, finite and differentiable:
# each takes the argument's code and a typed-literal renderer.
SAFE_UNARY: dict[str, Callable[[str, Lit], str]] = {
    "sin": lambda a, L: f"wp.sin({a})",
    "cos": lambda a, L: f"wp.cos({a})",
    "tan": lambda a, L: f"wp.tan(wp.clamp({a}, {L(-1.2)}, {L(1.2)}))",
    "tanh": lambda a, L: f"wp.tanh({a})",
    "sinh": lambda a, L: f"wp.sinh(wp.clamp({a}, {L(-3.0)}, {L(3.0)}))",
    "cosh": lambda a, L: f"wp.cosh(wp.clamp({a}, {L(-3.0)}, {L(3.0)}))",
    "exp": lambda a, L: f"wp.exp(wp.clamp({a}, {L(-4.0)}, {L(2.0)}))",
    "log": lambda a, L: f"wp.log(wp.abs({a}) + {L(1.0)})",
    "log2": lambda a, L: f"wp.log2(wp.abs({a}) + {L(1.0)})",
    "log10": lambda a, L: f"wp.log10(wp.abs({a}) + {L(1.0)})",
    "sqrt": lambda a, L: f"wp.sqrt(wp.abs({a}) + {L(0.5)})",
    "cbrt": lambda a, L: f"wp.cbrt({a})",
    "abs": lambda a, L: f"wp.abs({a})",
    "atan": lambda a, L: f"wp.atan({a})",
    "asin": lambda a, L: f"wp.asin(wp.clamp({a}, {L(-0.9)}, {L(0.9)}))",
    "acos": lambda a, L: f"wp.acos(wp.clamp({a}, {L(-0.9)}, {L(0.9)}))",
    "floor": lambda a, L: f"wp.floor({a})",
    "ceil": lambda a, L: f"wp.ceil({a})",
    "round": lambda a, L: f"wp.round({a})",
    "rint": lambda a, L: f"wp.rint({a})",
    "trunc": lambda a, L: f"wp.trunc({a})",
    "frac": lambda a, L: f"wp.frac({a})",
    "sign": lambda a, L: f"wp.sign({a})",
    "erf": lambda a, L: f"wp.erf({a})",
    "erfc": lambda a, L: f"wp.erfc({a})",
    "erfinv": lambda a, L: f"wp.erfinv(wp.clamp({a}, {L(-0.8)}, {L(0.8)}))",
    "erfcinv": lambda a, L: f"wp.erfcinv(wp.clamp({a}, {L(0.2)}, {L(1.8)}))",
    "degrees": lambda a, L: f"wp.degrees({a})",
    "radians": lambda a, L: f"wp.radians({a})",
    "neg": lambda a, L: f"-({a})",
    "pos": lambda a, L: f"+({a})",
    "pyabs": lambda a, L: f"abs({a})",
}
SAFE_BINARY: dict[str, Callable[[str, str, Lit], str]] = {
    "min": lambda a, b, L: f"wp.min({a}, {b})",
    "max": lambda a, b, L: f"wp.max({a}, {b})",
    "pymin": lambda a, b, L: f"min({a}, {b})",
    "atan2": lambda a, b, L: f"wp.atan2({a}, wp.abs({b}) + {L(0.5)})",
    "pow": lambda a, b, L: f"wp.pow(wp.abs({a}) + {L(1.0)}, wp.clamp({b}, {L(-2.0)}, {L(2.0)}))",
    "copysign": lambda a, b, L: f"wp.copysign({a}, {b})",
    "step": lambda a, b, L: f"wp.step({a}) * {b}",
    "lerp": lambda a, b, L: f"wp.lerp({a}, {b}, {L(0.25)})",
    "smoothstep": lambda a, b, L: f"wp.smoothstep({L(-1.0)}, {L(1.0)}, {a}) * {b}",
    "mod": lambda a, b, L: f"wp.mod({a}, wp.abs({b}) + {L(1.0)})",
}
# Functions whose output stays within [-4, 4] for any argument: safe for float16 chains.
BOUNDED_UNARY = ("sin", "cos", "tanh", "atan", "erf", "erfc", "sign", "frac", "asin", "acos")
