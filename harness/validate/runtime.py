"""Run a case's kernel with deterministic inputs drawn from its spec, and digest the outputs.

Inputs are built generically from the spec's ``ArgSpec``s (kernels/spec.py documents them) and
the kernel's declared argument types: arrays of any scalar/vector/matrix/quaternion/transform
dtype and any number of dimensions, scalar and vector parameters, structs and arrays of structs
(fields from ``spec.extra["structs"]``, arrays inside structs included, of records too), and geometry handles
(meshes, BVHs, hash grids, volumes built from ``spec.extra["handles"]``). Values are drawn
uniformly from each argument's ``domain`` (integers: every integer in it; arrays named in
``spec.extra["sorted_inputs"]`` sorted ascending) by a generator seeded from the case id alone,
so every run, on every machine, sees the same inputs. Outputs (``role`` "out") start at zero.
Anything else raises ``Unsupported`` with the reason; the caller records it as a finding
instead of failing the case.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
from dataclasses import dataclass

import numpy as np
import warp as wp

from harness import warp_api
from kernels.spec import ArgSpec, KernelSpec


class Unsupported(Exception):
    """An input the harness cannot build yet (the message says which and why)."""


@contextlib.contextmanager
def recorded_blocks():
    """Warp's settings for running the code the goldens record, restored after: CPU loads and
    launches at the module's block size (``wp.config.enable_cpu_blocks``; by default Warp
    resolves every CPU block to one thread, a variant of the module the goldens do not record, in
    which each thread of a tile kernel does its whole block's work), and no per-module log lines."""
    saved = (wp.config.enable_cpu_blocks, wp.config.log_level)
    wp.config.enable_cpu_blocks = True
    wp.config.log_level = max(wp.config.log_level, wp.LOG_WARNING)
    try:
        yield
    finally:
        wp.config.enable_cpu_blocks, wp.config.log_level = saved


def case_rng(case_id: str, salt: str = "inputs") -> np.random.Generator:
    """A generator seeded by the case id alone (SHA-256, never Python's ``hash()``)."""
    seed = int.from_bytes(hashlib.sha256(f"{case_id}:{salt}".encode()).digest()[:8], "little")
    return np.random.default_rng(seed)


@dataclass
class HostArg:
    """One argument's value on the host: a numpy array (arrays, scalars, vectors) or a dict (struct fields)."""

    spec: ArgSpec
    value: object
    is_float: bool  # floating-point values (differentiable)

    @property
    def is_array(self) -> bool:
        return self.spec.kind == "array"


def _np_dtype(scalar) -> np.dtype:
    return np.dtype(wp.dtype_to_numpy(scalar))


def _is_float_scalar(scalar) -> bool:
    return _np_dtype(scalar).kind == "f"


def _sample(rng: np.random.Generator, scalar, shape: tuple[int, ...], domain, what: str) -> np.ndarray:
    if domain is None:
        raise Unsupported(f"{what}: no input domain in the spec")
    lo, hi = float(domain[0]), float(domain[1])
    dtype = _np_dtype(scalar)
    if dtype.kind == "f":
        return rng.uniform(lo, hi, size=shape).astype(dtype)
    if dtype.kind == "b":
        return rng.integers(0, 2, size=shape).astype(bool)
    if dtype.kind in "iu":
        low, high = math.ceil(lo), math.floor(hi)
        if dtype.kind == "u":
            low = max(low, 0)
        if high < low:
            raise Unsupported(f"{what}: domain {domain} holds no {dtype.name} value")
        return rng.integers(low, high + 1, size=shape).astype(dtype)
    raise Unsupported(f"{what}: values of dtype {dtype} cannot be drawn")


def draw_inputs(spec: KernelSpec, kernel) -> list[HostArg]:
    """Host values for every argument of ``kernel``, following ``spec.args`` (same names, same order)."""
    declared = dict(warp_api.kernel_arguments(kernel))
    names = [a.name for a in spec.args]
    if names != list(declared):
        raise Unsupported(f"the spec's arguments {names} do not match the kernel's {list(declared)}")
    if not spec.launch_dim:  # a harvested kernel's gradcheck_na says why (harness/harvest/codegen.py with_inputs)
        raise Unsupported(
            "the spec has no launch dimensions" + (f" ({spec.gradcheck_na})" if spec.gradcheck_na else "")
        )
    rng = case_rng(spec.case_id)
    host = []
    for a in spec.args:
        t = declared[a.name]
        what = f"argument {a.name} ({a.kind} of {a.dtype})"
        if a.kind == "array":
            if not warp_api.is_array_type(t):
                raise Unsupported(f"{what}: the kernel declares {warp_api.type_name(t)}, not an array")
            if warp_api.is_struct(t.dtype):
                raise Unsupported(f"{what}: arrays of structs are not built yet")
            scalar, comp = warp_api.value_type_parts(t.dtype)
            shape = tuple(a.shape) + comp
            if not a.shape:
                raise Unsupported(f"{what}: the spec gives no array shape")
            if a.role == "out":
                value = np.zeros(shape, dtype=_np_dtype(scalar))
            else:
                value = _sample(rng, scalar, shape, a.domain, what)
            host.append(HostArg(a, value, _is_float_scalar(scalar)))
        elif a.kind == "scalar":
            if warp_api.is_array_type(t) or warp_api.is_struct(t):
                raise Unsupported(f"{what}: the kernel declares {warp_api.type_name(t)}")
            scalar, comp = warp_api.value_type_parts(t)
            host.append(HostArg(a, _sample(rng, scalar, comp, a.domain, what), _is_float_scalar(scalar)))
        elif a.kind == "struct" and warp_api.is_struct(t):
            host.append(HostArg(a, _draw_struct(rng, spec, t, a.dtype, what), False))
        elif a.kind == "struct_array" and warp_api.is_array_type(t) and warp_api.is_struct(t.dtype):
            if not a.shape:
                raise Unsupported(f"{what}: the spec gives no array shape")
            count = int(np.prod(a.shape))
            value = [_draw_struct(rng, spec, t.dtype, a.dtype, what) for _ in range(count)]
            host.append(HostArg(a, StructArray(value, tuple(a.shape)), False))
        elif a.kind == "handle":
            description = spec.extra.get("handles", {}).get(a.name)
            if not isinstance(description, dict) or description.get("type") not in HANDLE_TYPES:
                raise Unsupported(f"{what}: no geometry object of a known type in spec.extra['handles']")
            host.append(HostArg(a, Handle(description), False))
        else:
            raise Unsupported(f"{what}: kind {a.kind!r} needs an object the harness cannot build yet")
    for name in spec.extra.get("sorted_inputs", ()):
        for h in host:
            if h.spec.name == name and h.is_array:
                h.value = np.sort(np.asarray(h.value), axis=0)
    return host


HANDLE_TYPES = ("mesh", "bvh", "hash_grid", "volume")


@dataclass
class StructArray:
    """Host values of an array of structs: one field dict per element, in C order."""

    elements: list
    shape: tuple[int, ...]


@dataclass(frozen=True)
class Shared:
    """An array argument (or struct field) that is the array at another place of the same launch
    (``path``: ``arg`` or ``arg.field...``): a captured launch that passed one array twice."""

    path: str


@dataclass
class Handle:
    """A geometry object to build for a ``handle`` argument (``spec.extra["handles"][name]``)."""

    description: dict


def _draw_struct(rng: np.random.Generator, spec: KernelSpec, t, name: str, what: str) -> dict:
    """Field values of a struct ``name`` (declared type ``t``) from ``spec.extra["structs"]``."""
    fields = spec.extra.get("structs", {}).get(name)
    if fields is None:
        raise Unsupported(f"{what}: struct {name} is not described in spec.extra['structs']")
    declared = warp_api.struct_fields(t)
    values = {}
    for f in fields:
        ft = declared.get(f["name"])
        if ft is None:
            raise Unsupported(f"{what}: struct {name} has no field {f['name']}")
        where = f"{what} field {f['name']}"
        if f["kind"] == "struct":
            values[f["name"]] = _draw_struct(rng, spec, ft, f["dtype"], where)
        elif f["kind"] == "array" and warp_api.is_struct(ft.dtype):  # an array of records: each element's fields
            shape = tuple(f["shape"])
            elements = [_draw_struct(rng, spec, ft.dtype, f["dtype"], where) for _ in range(int(np.prod(shape)))]
            values[f["name"]] = StructArray(elements, shape)
        elif f["kind"] == "array":
            scalar, comp = warp_api.value_type_parts(ft.dtype)
            values[f["name"]] = _sample(rng, scalar, tuple(f["shape"]) + comp, f.get("domain"), where)
        else:
            scalar, comp = warp_api.value_type_parts(ft)
            values[f["name"]] = _sample(rng, scalar, comp, f.get("domain"), where)
    return values


def _struct_value(t, values: dict, device: str, keep: list, made: dict | None = None, path: str = ""):
    """An instance of struct ``t`` with ``values`` by field; the arrays made for its fields are noted in
    ``made`` by path (``path.field``), and a Shared field takes the array noted for its path."""
    made = {} if made is None else made
    instance = t()
    for name, ft in warp_api.struct_fields(t).items():
        if name not in values:
            continue
        value = values[name]
        if value is None:
            continue
        if isinstance(value, Shared):
            setattr(instance, name, _shared(made, value))
        elif warp_api.is_struct(ft):
            setattr(instance, name, _struct_value(ft, value, device, keep, made, f"{path}.{name}"))
        elif isinstance(value, StructArray):  # generated: one field dict per record
            elements = [_struct_value(ft.dtype, v, device, keep) for v in value.elements]
            array = wp.array(elements, dtype=ft.dtype, device=device)
            array = array.reshape(value.shape) if len(value.shape) > 1 else array
            keep.append(array)
            made[f"{path}.{name}"] = array
            setattr(instance, name, array)
        elif warp_api.is_array_type(ft) and warp_api.is_struct(ft.dtype):  # captured: a structured numpy array
            array = wp.array(value, dtype=ft.dtype, device=device)
            keep.append(array)
            made[f"{path}.{name}"] = array
            setattr(instance, name, array)
        elif warp_api.is_array_type(ft):
            scalar, _ = warp_api.value_type_parts(ft.dtype)
            array = wp.array(np.asarray(value).astype(_np_dtype(scalar)), dtype=ft.dtype, device=device)
            keep.append(array)
            made[f"{path}.{name}"] = array
            setattr(instance, name, array)
        else:
            setattr(instance, name, _scalar_value(ft, np.asarray(value)))
    return instance


def _shared(made: dict, shared: Shared):
    if shared.path not in made:
        raise Unsupported(f"an argument is the array at {shared.path}, which was not made before it")
    return made[shared.path]


def _build_handle(description: dict, device: str, arrays: dict, block_dim: int) -> object:
    """The geometry object a handle describes (kernels/spec.py documents the descriptions)."""
    d = description
    kind = d["type"]
    if kind == "mesh":
        return wp.Mesh(
            points=wp.array(np.asarray(d["points"], dtype=np.float32), dtype=wp.vec3, device=device),
            indices=wp.array(np.asarray(d["indices"], dtype=np.int32).reshape(-1), dtype=wp.int32, device=device),
            velocities=wp.array(np.asarray(d["velocities"], dtype=np.float32), dtype=wp.vec3, device=device)
            if d.get("velocities")
            else None,
            support_winding_number=bool(d.get("support_winding_number", False)),
            groups=wp.array(np.asarray(d["groups"], dtype=np.int32), dtype=wp.int32, device=device)
            if d.get("groups")
            else None,
        )
    if kind == "bvh":
        return wp.Bvh(
            wp.array(np.asarray(d["lowers"], dtype=np.float32), dtype=wp.vec3, device=device),
            wp.array(np.asarray(d["uppers"], dtype=np.float32), dtype=wp.vec3, device=device),
            groups=wp.array(np.asarray(d["groups"], dtype=np.int32), dtype=wp.int32, device=device)
            if d.get("groups")
            else None,
        )
    if kind == "hash_grid":
        grid = wp.HashGrid(*[int(n) for n in d["dim"]], device=device)
        points = arrays.get(d["points_arg"])
        if points is None:
            raise Unsupported(f"hash grid: points argument {d['points_arg']!r} is not an array of the kernel")
        grid.build(points, float(d["radius"]))
        return grid
    if kind == "volume":
        shape = tuple(int(n) for n in d["shape"])
        dtype = {"float32": np.float32, "vec3": np.float32, "int32": np.int32}[d["dtype"]]
        values = np.asarray(d["values"], dtype=dtype).reshape(shape + ((3,) if d["dtype"] == "vec3" else ()))
        background = d["bg_value"]
        if d["dtype"] == "vec3" and not isinstance(background, (list, tuple)):
            background = (background,) * 3  # a vector volume takes a vector background
        return volume_from_numpy(values, d["min_world"], float(d["voxel_size"]), background, device, block_dim)
    raise Unsupported(f"handle of unknown type {kind!r}")


@wp.kernel(enable_backward=False)
def _fill_volume_f(volume: wp.uint64, values: wp.array3d(dtype=wp.float32)):
    i, j, k = wp.tid()
    wp.volume_store_f(volume, i, j, k, values[i, j, k])


@wp.kernel(enable_backward=False)
def _fill_volume_v(volume: wp.uint64, values: wp.array3d(dtype=wp.vec3)):
    i, j, k = wp.tid()
    wp.volume_store_v(volume, i, j, k, values[i, j, k])


@wp.kernel(enable_backward=False)
def _fill_volume_i(volume: wp.uint64, values: wp.array3d(dtype=wp.int32)):
    i, j, k = wp.tid()
    wp.volume_store_i(volume, i, j, k, values[i, j, k])


def volume_from_numpy(values: np.ndarray, min_world, voxel_size: float, background, device: str, block_dim: int):
    """What ``wp.Volume.load_from_numpy`` builds (the same padding to whole 8^3 leaves, the same
    voxels), filled by this module's kernels launched with ``block_dim``: Warp's own fill kernels
    launch on the CPU with a block size of 1, for which clang builds a precompiled header of its
    own (about 4 s per process) that no case's build shares."""
    vector = hasattr(background, "__len__")
    shape = tuple(math.ceil(n / 8) * 8 for n in values.shape[:3])
    padded = np.full(shape + values.shape[3:], background, dtype=np.float32 if vector else values.dtype)
    padded[: values.shape[0], : values.shape[1], : values.shape[2]] = values
    size = (voxel_size,) * 3
    top = [m + (n - 1) * v for m, n, v in zip(min_world, shape, size, strict=True)]
    volume = wp.Volume.allocate(
        min_world, top, size, bg_value=background, points_in_world_space=True, translation=min_world, device=device
    )
    if vector:
        kernel, dtype = _fill_volume_v, wp.vec3
    elif isinstance(background, int):
        kernel, dtype = _fill_volume_i, wp.int32
    else:
        kernel, dtype = _fill_volume_f, wp.float32
    cells = wp.array(padded, dtype=dtype, device=device)
    wp.launch(kernel, dim=shape, inputs=[volume.id, cells], device=device, block_dim=block_dim)
    return volume


class LaunchArgs(list):
    """Launch arguments, plus the objects (geometry, arrays inside structs) they refer to by id or
    pointer, which must stay alive while the kernel runs."""

    keep: list


def _scalar_value(t, value: np.ndarray):
    _scalar, comp = warp_api.value_type_parts(t)
    if comp:
        return t(*[v.item() for v in value.reshape(-1)])
    return value.item()


def concrete_for(kernel, args) -> object:
    """The overload of a generic kernel whose parameters are ``args`` (ArgSpec: their dtypes as the
    harvest records them), its only overload, or the kernel itself."""
    overloads = warp_api.concrete_kernels(kernel) if warp_api.is_generic(kernel) else []
    if len(overloads) <= 1:
        return overloads[0] if overloads else kernel
    wanted = [a.dtype for a in args]
    for overload in overloads:
        names = []
        for _, t in warp_api.kernel_arguments(overload):
            inner = t.dtype if warp_api.is_array_type(t) else t
            names.append(
                warp_api.type_name(inner).rsplit(".", 1)[-1] if warp_api.is_struct(inner) else warp_api.type_name(inner)
            )
        if names == wanted:
            return overload
    return kernel


def _widened(value: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """A structured array in another layout of the same fields (a float64 copy's struct), field by field."""
    if value.dtype == dtype:
        return value
    out = np.zeros(value.shape, dtype=dtype)
    for name in dtype.names:
        if dtype[name].names:
            out[name] = _widened(value[name], dtype[name])
        else:
            out[name] = value[name]
    return out


def to_warp(host: list[HostArg], kernel, device: str = "cpu", requires_grad: bool = False) -> LaunchArgs:
    """Launch arguments for ``kernel`` (whose declared types may differ in precision from the
    values': a float64 copy gets the same values, widened exactly)."""
    declared = [t for _, t in warp_api.kernel_arguments(concrete_for(kernel, [h.spec for h in host]))]
    args = LaunchArgs()
    args.keep = []
    handles = []
    made: dict[str, wp.array] = {}  # path (``arg``, ``arg.field``...) -> the array made for it, for a Shared
    for h, t in zip(host, declared, strict=True):
        if h.value is None:  # an optional array a captured launch passed as None
            args.append(None)
        elif isinstance(h.value, Shared):
            args.append(_shared(made, h.value))
        elif isinstance(h.value, Handle):
            handles.append(len(args))
            args.append(None)
        elif isinstance(h.value, StructArray):
            elements = [_struct_value(t.dtype, v, device, args.keep) for v in h.value.elements]
            array = wp.array(elements, dtype=t.dtype, device=device)
            args.append(array.reshape(h.value.shape) if len(h.value.shape) > 1 else array)
        elif h.is_array and warp_api.is_struct(t.dtype):  # captured: a structured numpy array
            args.append(wp.array(_widened(h.value, np.dtype(t.dtype.numpy_dtype())), dtype=t.dtype, device=device))
        elif h.is_array:
            scalar, _ = warp_api.value_type_parts(t.dtype)
            values = np.asarray(h.value).astype(_np_dtype(scalar))
            args.append(wp.array(values, dtype=t.dtype, device=device, requires_grad=requires_grad and h.is_float))
        elif isinstance(h.value, dict):
            args.append(_struct_value(t, h.value, device, args.keep, made, h.spec.name))
        else:
            args.append(_scalar_value(t, np.asarray(h.value)))
        if isinstance(args[-1], wp.array):
            made[h.spec.name] = args[-1]
    arrays = {h.spec.name: a for h, a in zip(host, args, strict=True) if isinstance(a, wp.array)}
    for i in handles:
        geometry = _build_handle(host[i].value.description, device, arrays, warp_api.module_block_dim(kernel))
        args.keep.append(geometry)
        args[i] = geometry.id
    return args


def launch_dims(spec: KernelSpec, block_dim: int) -> tuple[tuple[int, ...], int]:
    """(launch dimensions, block size). ``spec.extra["launch"] == "tiled"`` launches like
    ``wp.launch_tiled`` (one block per launch index: the block size is appended to the dims);
    ``spec.extra["block_dim"]`` overrides the module's block size."""
    bd = int(spec.extra.get("block_dim", block_dim))
    dims = tuple(int(d) for d in spec.launch_dim)
    if spec.extra.get("launch") == "tiled":
        dims = (*dims, bd)
    return dims, bd


def launch(
    kernel,
    spec: KernelSpec,
    args: list,
    block_dim: int,
    device: str = "cpu",
    adj_args: list | None = None,
    record: bool = False,
):
    """Launch the kernel (its adjoint with ``adj_args``). ``record``: return the launch, packed
    but not run, as a ``wp.Launch`` whose ``launch()`` replays it on the same arrays at a
    fraction of the cost (gradient checks relaunch hundreds of times with only array contents
    changed)."""
    dims, bd = launch_dims(spec, block_dim)
    kernel = concrete_for(kernel, spec.args)  # a generic kernel's arguments would make overloads of their own
    if adj_args is None:
        return wp.launch(kernel, dim=dims, inputs=args, device=device, block_dim=bd, record_cmd=record)
    return wp.launch(
        kernel, dim=dims, inputs=args, adj_inputs=adj_args, adjoint=True, device=device, block_dim=bd, record_cmd=record
    )


def outputs(host: list[HostArg], args: list) -> dict[str, np.ndarray]:
    """Copies of the output arrays (role "out" or "inout"), in argument order."""
    return {
        h.spec.name: a.numpy().copy() for h, a in zip(host, args, strict=True) if h.is_array and h.spec.role != "in"
    }


def digest(outs: dict[str, np.ndarray]) -> str:
    """SHA-256 over each output's name, dtype, shape and little-endian bytes, in argument order."""
    h = hashlib.sha256()
    for name, value in outs.items():
        a = np.ascontiguousarray(value)
        a = a.astype(a.dtype.newbyteorder("<"), copy=False)
        h.update(f"{name}:{a.dtype.str}:{a.shape}\n".encode())
        h.update(a.tobytes())
    return h.hexdigest()


@dataclass
class RunResult:
    outputs: dict[str, np.ndarray]
    digest: str
    problems: list[str]  # empty: ran, deterministic, finite where promised


def run(kernel, spec: KernelSpec, host: list[HostArg], block_dim: int, device: str = "cpu") -> RunResult:
    """Launch twice on fresh copies of the inputs; check both runs agree bit for bit and that
    outputs are finite where ``spec.finite_outputs`` promises it."""
    results = []
    for _ in range(2):
        args = to_warp(host, kernel, device)
        launch(kernel, spec, args, block_dim, device)
        wp.synchronize_device(device)
        results.append(outputs(host, args))
    outs = results[0]
    problems = []
    first, second = digest(results[0]), digest(results[1])
    if first != second:
        differ = [n for n in outs if not np.array_equal(results[0][n], results[1][n], equal_nan=True)]
        problems.append(f"nondeterministic: two runs on the same inputs differ in {', '.join(differ)}")
    if spec.finite_outputs:
        for name, value in outs.items():
            if value.dtype.kind == "f" and not np.all(np.isfinite(value)):
                bad = np.argwhere(~np.isfinite(value))
                where = ", ".join(f"{name}{list(map(int, i))}={value[tuple(i)]}" for i in bad[:4])
                problems.append(f"non-finite output where the generator promises finite values: {where}")
    return RunResult(outs, first, problems)
