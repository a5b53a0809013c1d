"""The kernel spec: everything the harness needs to build, run and describe one generated kernel."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class ArgSpec:
    """One kernel argument.

    kind:   "array" (a wp.array), "scalar" (a value passed by copy) or "handle" (a uint64 id).
    dtype:  Warp dtype name: float32, float64, int32, vec3, mat33, quat, transform, ...
    shape:  array shape (arrays only); every array of a kernel is sized for its launch.
    domain: inclusive range input values are drawn from (per component); None for outputs.
    role:   "in", "out" (written by the kernel, zero-initialised) or "inout".
    """

    name: str
    kind: str
    dtype: str
    shape: tuple[int, ...] = ()
    domain: tuple[float, float] | None = None
    role: str = "in"


@dataclass(frozen=True)
class KernelSpec:
    """A generated kernel: a standalone Python module plus what is needed to launch it.

    ``source`` is a complete module (imports, helpers, the ``@wp.kernel``) and is the
    only thing Warp sees; the other fields describe how to run and check it.
    """

    case_id: str
    family: str
    seed: int
    kernel_name: str
    source: str
    args: tuple[ArgSpec, ...]
    launch_dim: tuple[int, ...]
    # Features the generator put in on purpose; the dataset's tags come from the code itself.
    generator_tags: tuple[str, ...] = ()
    # Why gradients of this kernel cannot be checked against finite differences ("" = they can).
    gradcheck_na: str = ""
    # Outputs are finite for inputs from the domains (the generator promises it).
    finite_outputs: bool = True
    # Outputs written with atomics from many threads: compare them order-independently.
    order_independent_outputs: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict)

    def to_json(self) -> str:
        """Stable JSON of everything but the source (which is stored beside it)."""
        data = asdict(self)
        del data["source"]
        return json.dumps(data, indent=2, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str, source: str) -> KernelSpec:
        data = json.loads(text)
        data["args"] = tuple(
            ArgSpec(**{**a, "shape": tuple(a["shape"]), "domain": tuple(a["domain"]) if a["domain"] else None})
            for a in data["args"]
        )
        for key in ("launch_dim", "generator_tags", "order_independent_outputs"):
            data[key] = tuple(data[key])
        return cls(source=source, **data)
