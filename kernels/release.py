"""What a Warp release offers the generator: its builtins (with their signatures), value types and
language features, probed from the running Warp, never written down by hand.

``running()`` asks the Warp this process runs (``harness.warp_api.release_probe``, once per process)
and is what ``kernels.generate`` uses unless it is given a :class:`Release`. The generator checks
every builtin, type and feature it would emit against it: what the release lacks is not generated,
and the kernel says what was left out (``KernelSpec.extra["left_out"]``). A release that has
everything the generator speaks (the pin) leaves nothing out, and its kernels are the same, byte for
byte, as without the check; the same seed and the same release give the same kernel.

Importing this module does not import Warp: ``running()`` does, the first time it is called.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

# Names the generator writes after ``wp.`` that are syntax, not attributes of the module:
# ``wp.adjoint[x]`` inside a ``@wp.func_grad``.
SYNTAX = frozenset({"adjoint"})

# The generator's type names (kernels/lang.py) that are not the attribute of ``warp`` of that name.
_TYPE_ATTRIBUTE = {"float": "float32", "int": "int32"}


@dataclass(frozen=True)
class Signature:
    """One overload of a builtin: its parameters (name, type, whether it has a default) and result."""

    params: tuple[tuple[str, str, bool], ...]
    returns: str
    hidden: bool = False  # left out of Warp's reference (a deprecated form)

    def accepts(self, count: int, keywords: Iterable[str] = ()) -> bool:
        """Whether a call with ``count`` arguments (positional first, then ``keywords``) fits."""
        names = [p[0] for p in self.params]
        required = sum(1 for p in self.params if not p[2])
        return required <= count <= len(self.params) and all(k in names for k in keywords)

    def text(self, name: str) -> str:
        params = ", ".join(f"{p}: {t}" + (" = ..." if d else "") for p, t, d in self.params)
        text = f"{name}({params})" + (f" -> {self.returns}" if self.returns else "")
        return text + (" (hidden)" if self.hidden else "")


@dataclass(frozen=True)
class Release:
    """What one Warp release offers (``release_probe``'s data)."""

    version: str
    builtins: Mapping[str, tuple[Signature, ...]] = field(compare=False, hash=False)
    names: frozenset[str]  # public attributes of the warp module, builtins included
    types: frozenset[str]  # value type attributes: float32, vec3h, spatial_matrix, ...
    features: frozenset[str]  # kernels/release.py FEATURES it has
    _key: tuple = field(default=(), repr=False)  # what equality compares besides the fields above

    @classmethod
    def from_probe(cls, probe: Mapping) -> Release:
        builtins = {
            name: tuple(
                Signature(tuple((p, t, bool(d)) for p, t, d in s["params"]), s["returns"], s["hidden"])
                for s in overloads
            )
            for name, overloads in probe["builtins"].items()
        }
        key = tuple(sorted((n, tuple((s.params, s.returns, s.hidden) for s in o)) for n, o in builtins.items()))
        return cls(
            version=probe["version"],
            builtins=builtins,
            names=frozenset(probe["names"]) | frozenset(builtins),
            types=frozenset(probe["types"]),
            features=frozenset(probe["features"]),
            _key=key,
        )

    def has(self, builtin: str) -> bool:
        return builtin in self.builtins

    def accepts(self, builtin: str, count: int, keywords: Iterable[str] = ()) -> bool:
        """Whether ``wp.<builtin>`` has an overload taking ``count`` arguments (``keywords`` among them)."""
        return any(s.accepts(count, tuple(keywords)) for s in self.builtins.get(builtin, ()))

    def has_type(self, name: str) -> bool:
        """Whether a value type of kernels/lang.py (``float``, ``vec3h``, ...) exists in this release."""
        return _TYPE_ATTRIBUTE.get(name, name) in self.types

    def has_feature(self, name: str) -> bool:
        if name not in FEATURES:
            raise ValueError(f"unknown feature {name!r}; valid: {', '.join(sorted(FEATURES))}")
        return name in self.features

    def signatures(self, builtin: str) -> list[str]:
        """``wp.<builtin>``'s overloads as text, ``bvh_query_aabb(id: uint64, ...) -> ...``."""
        return [s.text(builtin) for s in self.builtins.get(builtin, ())]

    def lacking(self, source: str) -> list[str]:
        """``wp.<name>`` references of ``source`` this release has no attribute or builtin for."""
        used = set(re.findall(r"\bwp\.(\w+)", source))
        return sorted(used - self.names - SYNTAX)

    def without(self, builtins: Iterable[str] = (), features: Iterable[str] = (), types: Iterable[str] = ()) -> Release:
        """This release less some builtins, features or types: a simulated older release."""
        gone = frozenset(builtins)
        kept = {n: s for n, s in self.builtins.items() if n not in gone}
        return Release(
            version=f"{self.version}-without",
            builtins=kept,
            names=self.names - gone,
            types=self.types - {_TYPE_ATTRIBUTE.get(t, t) for t in types},
            features=self.features - frozenset(features),
            _key=(self._key, tuple(sorted(gone)), tuple(sorted(features)), tuple(sorted(types))),
        )


# The language features the generator asks about (``harness/warp_api/release.py`` probes them).
FEATURES = frozenset(
    {
        "array_subscript", "static", "func_grad", "overload", "constant", "struct", "module_options",
        "kernel_enable_backward", "tiles", "mesh_groups", "bvh_groups", "mesh_winding_number", "cpu_blocks",
        "vector_fill_literal",
    }
)  # fmt: skip


@functools.lru_cache(maxsize=1)
def running() -> Release:
    """The Warp release of this process, probed once (imports Warp)."""
    from harness import warp_api  # imports Warp: only when a kernel is generated, not on import

    return Release.from_probe(warp_api.release_probe())
