"""The seed corpus of the ``mutant`` family: real Warp kernels, each with a launch description.

``corpus.json`` (committed, refreshed by ``make seeds``: ``harness/tools/seeds.py``) lists
standalone kernels harvested from Warp's own Apache-2.0 code that ships in warp-lang
(``warp.examples``): each seed's ``python_source``, ``kernel_name``, ``origin``
(``module:qualname``), ``license``, the ``warp_version`` it was harvested with, and the launch
description :mod:`kernels.seeds.describe` made for it (arguments with domains, launch dimensions).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

from kernels.spec import ArgSpec

CORPUS = Path(__file__).with_name("corpus.json")


@dataclass(frozen=True)
class Seed:
    origin: str  # module:qualname
    license: str
    warp_version: str
    kernel_name: str
    source: str
    args: tuple[ArgSpec, ...]
    launch_dim: tuple[int, ...]
    order_independent_outputs: tuple[str, ...] = ()

    def to_fields(self) -> dict:
        return {
            "origin": self.origin,
            "license": self.license,
            "warp_version": self.warp_version,
            "kernel_name": self.kernel_name,
            "source": self.source,
            "args": [
                {
                    "name": a.name,
                    "kind": a.kind,
                    "dtype": a.dtype,
                    "shape": list(a.shape),
                    "domain": list(a.domain) if a.domain else None,
                    "role": a.role,
                }
                for a in self.args
            ],
            "launch_dim": list(self.launch_dim),
            "order_independent_outputs": list(self.order_independent_outputs),
        }

    @classmethod
    def from_fields(cls, data: dict) -> Seed:
        args = tuple(
            ArgSpec(**{**a, "shape": tuple(a["shape"]), "domain": tuple(a["domain"]) if a["domain"] else None})
            for a in data["args"]
        )
        return cls(
            origin=data["origin"],
            license=data["license"],
            warp_version=data["warp_version"],
            kernel_name=data["kernel_name"],
            source=data["source"],
            args=args,
            launch_dim=tuple(data["launch_dim"]),
            order_independent_outputs=tuple(data.get("order_independent_outputs", ())),
        )


@functools.cache
def load(path: Path = CORPUS) -> tuple[Seed, ...]:
    """The corpus, in its file's order (sorted by origin)."""
    data = json.loads(Path(path).read_text())
    return tuple(Seed.from_fields(s) for s in data["seeds"])
