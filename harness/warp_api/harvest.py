"""Existing code and its launches (part of the door, harness/warp_api): registered kernels, their
overloads and argument types, types written as source, codegen-only loading, and the observer of
every launch (`make harvest`)."""

from __future__ import annotations

import contextlib
import ctypes
import inspect
import threading
from dataclasses import dataclass

import warp as wp
from warp._src import codegen as _codegen
from warp._src import context as _context

from harness.warp_api.codegen import init, module_block_dim


def registered_kernels(module_prefixes) -> list:
    """Live kernels of the Warp modules named ``p`` or ``p.*`` for a prefix ``p`` in ``module_prefixes``.

    Warp registers each kernel with a module named after its Python module, or after the public
    name of a private one (kernels defined in ``warp._src.fem.x`` belong to ``warp.fem.x``).
    """
    prefixes = tuple(module_prefixes)
    found = []
    for name, module in list(_context.user_modules.items()):
        if any(name == p or name.startswith(p + ".") for p in prefixes):
            found.extend(module._get_live_kernels())
    return found


def type_name(t) -> str:
    """Readable name of a Warp type, e.g. ``array(ndim=1, dtype=float32)``, ``vec3f``."""
    from warp._src.types import type_repr

    return type_repr(t)


def concrete_kernels(kernel) -> list:
    """The kernels code can be generated for: ``kernel`` itself, or a generic kernel's existing overloads."""
    return list(kernel.overloads.values()) if kernel.is_generic else [kernel]


def module_name(kernel) -> str:
    """Name of the Warp module a kernel belongs to."""
    return kernel.module.name


def kernel_source(kernel) -> str:
    """The kernel function's source text as Warp read it."""
    return kernel.adj.source or ""


def is_generic(kernel) -> bool:
    return bool(kernel.is_generic)


def kernel_signature(kernel) -> str:
    """Warp's signature of a generic kernel's overload ("" for a kernel that is not an overload)."""
    return kernel.sig


def overload(kernel, signature: str):
    """``kernel`` itself, or its overload with Warp signature ``signature`` (None when it has none)."""
    return kernel.overloads.get(signature) if signature else kernel


def kernel_arguments(kernel) -> list[tuple[str, object]]:
    """(name, Warp type) of each argument of a concrete kernel."""
    return [(arg.label, arg.type) for arg in kernel.adj.args]


def generic_placeholders() -> tuple:
    """The types that stand for any type in a generic kernel's parameters (``Any``, ``Scalar``, ...)."""
    from warp._src.types import generic_types

    return tuple(generic_types)


def is_generic_type(t) -> bool:
    """Whether a parameter type is generic (``Any``, ``wp.array(dtype=Any)``, ...): Warp makes it concrete at launch."""
    from warp._src.types import type_is_generic

    return bool(type_is_generic(t))


def is_value_type(t) -> bool:
    """A Warp scalar, vector, matrix, quaternion or transformation type."""
    from warp._src.types import type_is_value

    return bool(type_is_value(t))


def scalar_literal(value) -> str | None:
    """Source for a Warp scalar value (``wp.float32(2.5)``), or None when ``value`` is not one."""
    from warp._src.types import scalar_types

    if type(value) not in scalar_types or not hasattr(wp, type(value).__name__):
        return None
    inner = value.value
    if type(inner) not in (int, float) or (type(inner) is float and not abs(inner) < float("inf")):
        return None  # NaN and the infinities have no literal
    return f"wp.{type(value).__name__}({inner!r})"


def drop_overload(kernel, concrete) -> None:
    """Remove ``concrete``, an overload ``wp.overload`` made, from its generic ``kernel`` again."""
    if kernel.overloads.get(concrete.sig) is concrete:
        del kernel.overloads[concrete.sig]
        kernel.module.mark_modified()


def type_expression(t, names: dict | None = None) -> str | None:
    """Python source that evaluates to Warp type ``t`` with ``import warp as wp`` in scope.

    ``names`` maps types (structs) to names the source defines. None when there is no such
    expression here (custom vector lengths, indexed or fabric arrays, ...).
    """
    names = names or {}
    if t in names:
        return names[t]
    if t in (int, float, bool):
        return t.__name__
    name = getattr(t, "__name__", None)
    if name and getattr(wp, name, None) is t:
        return f"wp.{name}"
    if type(t) is wp.array or getattr(t, "_concrete_cls", None) is wp.array:  # wp.array(...) or wp.array[...]
        dtype = type_expression(t.dtype, names)
        return None if dtype is None else f"wp.array(dtype={dtype}, ndim={t.ndim})"
    # A vector, matrix, quaternion or transform type made at run time (``wp.types.vector(3, dtype)``):
    # the same parameters make a type Warp generates the same code for.
    generic, params = getattr(t, "_wp_generic_type_str_", None), getattr(t, "_wp_type_params_", None)
    if generic in _VALUE_TYPE_MAKERS and params:
        scalar = type_expression(params[-1], names)
        if scalar is not None:
            return _VALUE_TYPE_MAKERS[generic].format(*params[:-1], dtype=scalar)
    return None


_VALUE_TYPE_MAKERS = {
    "vec_t": "wp.types.vector(length={0}, dtype={dtype})",
    "mat_t": "wp.types.matrix(shape=({0}, {1}), dtype={dtype})",
    "quat_t": "wp.types.quaternion(dtype={dtype})",
    "transform_t": "wp.types.transformation(dtype={dtype})",
}


def is_array_type(t) -> bool:
    from warp._src.types import is_array

    return bool(is_array(t))


def is_struct(obj) -> bool:
    """``obj`` is a ``@wp.struct``."""
    return isinstance(obj, _codegen.Struct)


def structs_in(t) -> list:
    """The ``@wp.struct`` types type ``t`` is or holds (an array's element type), each once."""
    if is_struct(t):
        return [t]
    return structs_in(t.dtype) if is_array_type(t) else []


def struct_class(t):
    """The Python class a ``@wp.struct`` was made from (its ``__module__`` and ``__qualname__``)."""
    return t.cls


class LoadRefused(RuntimeError):
    """Code tried to load (compile) a Warp module or launch a kernel where only codegen is allowed."""


@contextlib.contextmanager
def codegen_only():
    """Refuse every Warp module load and kernel launch for the duration; restore ``wp.config`` after.

    Imported code runs at import: a module that launches a kernel or compiles a Warp module
    there gets ``LoadRefused`` instead. Settings an import changes in ``wp.config`` (``mode``,
    ``enable_backward``, ...) would change the code generated for every later kernel; use
    ``config_snapshot`` / ``restore_config`` around each import to put them back (this puts
    back what is left at the end).
    """
    init()

    def refuse_load(module, *args, **kwargs):
        raise LoadRefused(f"loading Warp module {module.name!r} (a compile or kernel launch) refused: codegen only")

    def refuse_launch(*args, **kwargs):
        raise LoadRefused("kernel launch refused: codegen only")

    patches = [(_context.Module, "load", refuse_load)]
    patches += [(owner, name, refuse_launch) for owner in (wp, _context) for name in ("launch", "launch_tiled")]
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in patches]
    config = config_snapshot()
    for owner, name, value in patches:
        setattr(owner, name, value)
    try:
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)
        restore_config(config)


@dataclass
class Launch:
    """One kernel launch as Warp resolves it (a ``wp.launch`` or ``wp.launch_tiled`` call, or a recorded
    launch object replayed): the concrete kernel (a generic kernel's overload for these arguments), the
    launch dimensions (a tiled launch's block size appended as asked, as Warp appends it), the block size asked
    for (else the module's), the device's name, and the forward arguments in the kernel's order."""

    kernel: object  # the kernel launched (generic or not)
    concrete: object
    dim: tuple[int, ...]
    block_dim: int
    device: str
    args: list
    adjoint: bool
    record_cmd: bool  # a recorded launch object whose arguments cannot be read back (``args`` is empty)
    capturing: bool = False  # inside a graph capture: recorded for a later replay, not run now


_RECORDED = "_harness_recorded"  # on a recorded launch object: {"dim": as now set, "block_dim": as asked}


def _binder(signature: inspect.Signature):
    """``bind(args, kwargs)``: the arguments of a call by parameter name, defaults filled in, as
    ``signature.bind`` and ``apply_defaults`` give them, which cost a launch more than the recorder does.
    A call they would refuse is left to them (they raise)."""
    params = signature.parameters.values()
    positional = [p.name for p in params if p.kind is p.POSITIONAL_OR_KEYWORD]
    defaults = {p.name: p.default for p in params if p.default is not p.empty}
    plain = all(p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) for p in params)

    def bind(args: tuple, kwargs: dict) -> dict:
        given = dict(zip(positional, args, strict=False))  # more args than parameters: refused below
        if not plain or len(args) > len(positional) or any(k in given or k not in signature.parameters for k in kwargs):
            bound = signature.bind(*args, **kwargs)
            bound.apply_defaults()
            return bound.arguments
        given.update(kwargs)
        if len(given) + sum(1 for k in defaults if k not in given) < len(signature.parameters):
            signature.bind(*args, **kwargs)  # a required argument is missing: raises
        return {**defaults, **given}

    return bind


@contextlib.contextmanager
def launches_observed(observe):
    """Every kernel launch goes through ``observe(launch, run)`` for the duration: ``launch`` is a
    :class:`Launch`, ``run()`` launches it as the caller asked and returns what Warp returns. Seen:
    ``wp.launch`` and ``wp.launch_tiled`` calls, and launch objects they recorded (``record_cmd=True``)
    when each is replayed (``wp.Launch.launch``), with the arguments it holds then (``set_param_*``
    keeps them; one set from a raw ctypes value cannot be read back: ``record_cmd``). Recording a
    launch object runs nothing and is not observed. Calls Warp cannot resolve (wrong argument count,
    ...) go to Warp as they are, to raise its own error. Graphs replayed are not seen (a launch made
    while a graph is captured says so: ``capturing``)."""
    real = _context.launch
    real_tiled = getattr(_context, "launch_tiled", None)  # from Warp 1.5
    real_replay, real_set_dim = _context.Launch.launch, _context.Launch.set_dim
    bind = _binder(inspect.signature(real))
    asked = threading.local()  # the block size a wp.launch_tiled call asked for, before the CPU resolves it to 1

    def launch_tiled(*args, **kwargs):
        before, asked.block_dim = getattr(asked, "block_dim", None), kwargs.get("block_dim")
        try:
            return real_tiled(*args, **kwargs)
        finally:
            asked.block_dim = before

    def launch(*args, **kwargs):
        def run():
            return real(*args, **kwargs)

        try:
            a = bind(args, kwargs)
            kernel = a["kernel"]
            forward = [*a["inputs"], *a["outputs"]]
            device = _context.runtime.get_device(a["stream"].device if a["stream"] is not None else a["device"])
            dim, _total = _context._normalize_launch_dim(a["dim"])
            concrete = kernel
            if kernel.is_generic:
                concrete = kernel._add_normalized_overload(kernel.infer_argument_types(forward))
            # as asked (the CPU runs any block size as 1): the size the kernel's CUDA code is built for
            block_dim = int(getattr(asked, "block_dim", None) or a["block_dim"] or module_block_dim(concrete))
            if getattr(asked, "block_dim", None):  # the block appended by wp.launch_tiled: as asked, not as resolved
                dim = (*dim[:-1], block_dim)
            if a["record_cmd"] and not a["adjoint"]:
                recorded = run()  # nothing runs until it is replayed
                with contextlib.suppress(AttributeError):
                    setattr(recorded, _RECORDED, {"dim": tuple(int(d) for d in dim), "block_dim": block_dim})
                return recorded
            seen = Launch(
                kernel=kernel,
                concrete=concrete,
                dim=tuple(int(d) for d in dim),
                block_dim=block_dim,
                device=str(device),
                args=forward,
                adjoint=bool(a["adjoint"]),
                record_cmd=False,
                # Warp 1.15 captures CPU graphs too (wp.ScopedCapture): such a launch runs when the graph does.
                capturing=bool(getattr(device, "is_capturing", False)),
            )
        except Exception:
            return run()
        return observe(seen, run)

    def replay(self, *args, **kwargs):
        def run():
            return real_replay(self, *args, **kwargs)

        try:
            recorded = getattr(self, _RECORDED, None)  # None: recorded before the observation began
            concrete = self.kernel
            held = getattr(self, "fwd_args", None)  # kept from Warp 1.15 on, in step with set_param_*
            readable = recorded is not None and held is not None
            readable = readable and not any(isinstance(v, (ctypes._SimpleCData, ctypes.Structure)) for v in held)
            seen = Launch(
                kernel=getattr(concrete, "generic_parent", None) or concrete,
                concrete=concrete,
                dim=recorded["dim"] if readable else (),
                block_dim=recorded["block_dim"] if readable else 0,
                device=str(self.device),
                args=list(held) if readable else [],
                adjoint=bool(self.adjoint),
                record_cmd=not readable,
                capturing=bool(getattr(self.device, "is_capturing", False)),
            )
        except Exception:
            return run()
        return observe(seen, run)

    def set_dim(self, dim):
        real_set_dim(self, dim)
        if getattr(self, _RECORDED, None) is not None:
            getattr(self, _RECORDED)["dim"] = tuple(int(d) for d in _context._normalize_launch_dim(dim)[0])

    patches = [(owner, "launch", launch) for owner in (wp, _context)]
    patches += [(owner, "launch_tiled", launch_tiled) for owner in (wp, _context) if real_tiled is not None]
    patches += [(_context.Launch, "launch", replay), (_context.Launch, "set_dim", set_dim)]
    saved = [(owner, name, owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name))
             for owner, name, _ in patches]  # fmt: skip
    for owner, name, value in patches:
        setattr(owner, name, value)
    try:
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)


def is_plain_array(value) -> bool:
    """``value`` is a ``wp.array`` (not an indexed or fabric array)."""
    return type(value) is wp.array or (isinstance(value, wp.array) and type(value).__name__ == "array")


def config_snapshot() -> dict:
    """The current ``wp.config`` settings."""
    return {k: v for k, v in vars(wp.config).items() if not k.startswith("_") and not isinstance(v, type)}


@contextlib.contextmanager
def config_applied(settings: dict):
    """``wp.config`` with ``settings`` applied for the duration, then put back."""
    snapshot = config_snapshot()
    for key, value in settings.items():
        setattr(wp.config, key, value)
    try:
        yield
    finally:
        restore_config(snapshot)


def restore_config(snapshot: dict) -> list[str]:
    """Put ``wp.config`` back to ``snapshot``; returns the names of the settings that had changed."""
    current = config_snapshot()
    changed = sorted(k for k in current.keys() | snapshot.keys() if current.get(k) != snapshot.get(k))
    for key in changed:
        if key in snapshot:
            setattr(wp.config, key, snapshot[key])
    return changed
