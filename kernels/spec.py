"""The kernel spec: everything the harness needs to build, run and describe one generated kernel."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class ArgSpec:
    """One kernel argument.

    kind:   "array"        a ``wp.array`` of ``dtype`` with ``shape`` (``len(shape)`` dimensions);
            "scalar"       a value of ``dtype`` passed by copy (scalars, vectors, matrices, ...);
            "handle"       a ``wp.uint64`` id of a geometry object (mesh, BVH, hash grid, volume),
                           described in ``KernelSpec.extra["handles"][name]``;
            "struct"       a ``@wp.struct`` value; ``dtype`` is the struct's name;
            "struct_array" a ``wp.array`` of structs ``dtype`` with ``shape``.
    dtype:  a value type name. "float" is float32 and "int" is int32; every other name is the
            attribute of the ``warp`` module with that name (``getattr(wp, dtype)``): float16,
            float64, int8, uint8, int16, uint16, uint32, int64, uint64, vec2, vec3, vec4, vec2d,
            vec3d, vec3h, vec4h, vec2i, vec3i, vec4ub, mat22, mat33, mat44, mat22d, mat33d, quat,
            quatd, transform, spatial_vector, spatial_matrix, uint64 (handles); or the name of a
            struct (``S0``, ``S1``, ...) whose fields are listed in ``KernelSpec.extra["structs"]``.
    shape:  array shape (arrays only). Arrays read or written per thread have the launch shape;
            accumulators (atomic targets), lookup tables and tile arrays have their own.
    domain: inclusive range input values are drawn from (per component); None for outputs and
            for structs (their fields carry their own domains).
    role:   "in", "out" (written by the kernel, zero-initialised) or "inout" (read and written:
            initialised from ``domain``).
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
    seed: int | None  # None: not generated from a seed (harvested from existing code)
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
    # What else running the kernel needs, JSON-serialisable. Keys (all optional):
    #   "launch": "tiled" and "block_dim": B -- a tile kernel: launch it with
    #       wp.launch_tiled(kernel, dim=launch_dim, block_dim=B, ...). Its module sets the same
    #       block_dim as a module option (the generated code assumes it); on the CPU the block is
    #       only B threads wide with wp.config.enable_cpu_blocks = True.
    #   "structs": {name: [field, ...]} -- every struct the module defines, fields in order, each
    #       {"name", "kind": "scalar" | "struct" | "array", "dtype"} plus "domain" [lo, hi] for
    #       scalars and arrays and "shape" [n] for arrays (a struct field holding a wp.array). An
    #       array whose dtype names a struct holds records: each drawn from that struct's fields.
    #   "handles": {arg: object} -- the object behind each "handle" argument:
    #       {"type": "mesh", "points": [[x, y, z], ...], "indices": [i, ...] (3 per triangle),
    #        "velocities": [[x, y, z], ...], "support_winding_number": bool, "groups": [g per face]}
    #           -> wp.Mesh(points, indices, velocities, support_winding_number, groups=groups)
    #       {"type": "bvh", "lowers": [[x, y, z], ...], "uppers": [...], "groups": [g per item]}
    #           -> wp.Bvh(lowers, uppers, groups=groups)
    #       {"type": "hash_grid", "dim": [nx, ny, nz], "points_arg": name, "radius": r}
    #           -> g = wp.HashGrid(nx, ny, nz); g.build(<the values of input array `name`>, r)
    #       {"type": "volume", "dtype": "float32" | "vec3" | "int32", "shape": [nx, ny, nz],
    #        "values": flat list in C order (vec3: [x, y, z] per voxel), "min_world": [x, y, z],
    #        "voxel_size": s, "bg_value": b}
    #           -> wp.Volume.load_from_numpy(np.array(values).reshape(shape (+ [3])), min_world,
    #              voxel_size, bg_value)
    #   "sorted_inputs": [arg, ...] -- input arrays whose values must be sorted ascending (draw
    #       them from the domain, then sort): cumulative distributions for wp.sample_cdf and
    #       wp.lower_bound.
    extra: dict = field(default_factory=dict)

    def to_json(self) -> str:
        """Stable JSON of everything but the source (which is stored beside it)."""
        data = asdict(self)
        del data["source"]
        return json.dumps(data, indent=2, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str, source: str) -> KernelSpec:
        return cls.from_fields(json.loads(text), source)

    @classmethod
    def from_fields(cls, fields: dict, source: str) -> KernelSpec:
        """The spec of ``to_json``'s fields, as parsed JSON (``fields`` is not changed)."""
        data = dict(fields)
        data["args"] = tuple(
            ArgSpec(**{**a, "shape": tuple(a["shape"]), "domain": tuple(a["domain"]) if a["domain"] else None})
            for a in data["args"]
        )
        for key in ("launch_dim", "generator_tags", "order_independent_outputs"):
            data[key] = tuple(data[key])
        return cls(source=source, **data)
