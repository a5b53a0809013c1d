"""What this Warp release offers the generator (part of the door, harness/warp_api;
kernels/release.py): its language features, value types and builtins."""

from __future__ import annotations

import functools
import inspect

import warp as wp
from warp._src import context as _context

from harness.warp_api.codegen import CPU_BLOCKS, _build, _forget


def _type_text(t) -> str:
    from warp._src import types

    try:
        return types.type_repr(t)
    except Exception:  # a value function's result, a struct of Warp's own
        return getattr(t, "__name__", None) or repr(t)


def _parameters_of(callable_) -> tuple[str, ...]:
    try:
        return tuple(inspect.signature(callable_).parameters)
    except (TypeError, ValueError):
        return ()


def _array_subscripts() -> bool:
    """``wp.array[T]``, ``wp.array2d[T]`` ... read as array types (Warp 1.12 on; before, a typing alias
    that a kernel's annotation cannot use, or an error)."""
    from warp._src import types

    for n, name in enumerate(("array", "array2d", "array3d", "array4d"), start=1):
        try:
            t = getattr(wp, name)[wp.float32]
        except TypeError:
            return False
        if not types.is_array(t) or t.dtype is not wp.float32 or t.ndim != n:
            return False
    return True


def _vector_fill_from_literal() -> bool:
    """``wp.vec3d(1.5)``: a float64 (or float16) vector filled from a Python float literal (before
    Warp 1.11 the fill value had to have the vector's own scalar type). Probed by generating the
    code of a one-line kernel."""

    def probe_vector_fill(out: wp.array(dtype=wp.vec3d)):
        out[0] = wp.vec3d(1.5)

    kernel = wp.Kernel(probe_vector_fill, key="harness_probe_vector_fill")
    try:
        _build(kernel, "cpu", kernel_only=True)[0].codegen("cpu")
        return True
    except Exception:
        return False
    finally:
        _forget(kernel.module)


def _language_features() -> dict[str, bool]:
    """Features of Warp's language and API that the generator's families use, each probed."""
    mesh, bvh = _parameters_of(wp.Mesh.__init__), _parameters_of(wp.Bvh.__init__)
    return {
        "array_subscript": _array_subscripts(),  # wp.array[wp.vec3] annotations
        "static": hasattr(wp, "static"),  # wp.static(...) expressions
        "func_grad": hasattr(wp, "func_grad"),  # @wp.func_grad custom adjoints
        "overload": hasattr(wp, "overload"),  # wp.overload of a generic kernel
        "constant": hasattr(wp, "constant"),
        "struct": hasattr(wp, "struct"),
        "module_options": hasattr(wp, "set_module_options"),
        "kernel_enable_backward": "enable_backward" in _parameters_of(wp.kernel),  # @wp.kernel(enable_backward=...)
        "tiles": hasattr(wp, "launch_tiled") and "tile_load" in _context.builtin_functions,
        "mesh_groups": "groups" in mesh,  # wp.Mesh(..., groups=...) and group roots
        "bvh_groups": "groups" in bvh,  # wp.Bvh(..., groups=...)
        "mesh_winding_number": "support_winding_number" in mesh,
        "cpu_blocks": CPU_BLOCKS,  # CPU launches with blocks of more than one thread
        "vector_fill_literal": _vector_fill_from_literal(),  # wp.vec3d(1.5)
    }


def _value_types() -> dict[str, str]:
    """Warp's scalar, vector, matrix, quaternion, transform and spatial types, by their ``wp``
    attribute name -> what each is (``vec3h``: ``vec3h``, ``float32``: ``float32``)."""
    from warp._src import types

    found = {}
    for name in sorted(dir(wp)):
        t = getattr(wp, name, None)
        if not isinstance(t, type) or name.startswith("_"):
            continue
        if t in types.scalar_types or getattr(t, "_wp_generic_type_str_", None) is not None:
            found[name] = _type_text(t)
    return found


@functools.lru_cache(maxsize=1)
def release_probe() -> dict:
    """What the running Warp offers, read from Warp itself, as plain data (the same in every process
    of one release; ``kernels/release.py`` turns it into what the generator asks):

    - ``version``;
    - ``builtins``: name -> its overloads, each ``{"params": [[name, type, has a default], ...],
      "returns": type, "hidden": whether Warp's reference leaves it out (deprecated forms)}``,
      from Warp's registry;
    - ``names``: the public attributes of the ``warp`` module (functions such as ``wp.kernel``,
      Warp's own ``@wp.func`` helpers, types);
    - ``types``: the value types (``value_types``);
    - ``features``: ``_language_features``, the ones this release has.
    """
    builtins = {}
    for name, function in sorted(_context.builtin_functions.items()):
        signatures = []
        for o in getattr(function, "overloads", None) or [function]:
            defaults = o.defaults or {}
            params = [[p, _type_text(t), p in defaults] for p, t in o.input_types.items()]
            returns = "" if o.value_type is None else _type_text(o.value_type)
            signatures.append({"params": params, "returns": returns, "hidden": bool(o.hidden)})
        builtins[name] = signatures
    return {
        "version": wp.config.version,
        "builtins": builtins,
        "names": sorted(n for n in dir(wp) if not n.startswith("_")),
        "types": _value_types(),
        "features": sorted(k for k, v in _language_features().items() if v),
    }
