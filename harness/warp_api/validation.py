"""Loading, building and running kernels for validation (part of the door, harness/warp_api): CPU
loads, CUDA builds, static expressions, backward switches, what Warp registers about builtins, and
the code's source paths made relative."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import re
import typing

import warp as wp
from warp._src import context as _context

from harness.warp_api.codegen import TargetCode, _forget, init, publish_compiled_headers


def module_of(kernel):
    """The Warp module ``kernel`` is registered with (what a load compiles)."""
    return kernel.module


def forget_module_named(name: str) -> None:
    """Drop a Warp module from Warp's registry by name."""
    module = _context.user_modules.get(name)
    if module is not None:
        _forget(module)


@contextlib.contextmanager
def named_modules_renamed(rename):
    """Inside the block, what a source puts in a Warp module by its name (``@wp.kernel(module="contacts")``,
    a ``@wp.func`` or ``@wp.struct`` so placed, ``wp.set_module_options(..., module="contacts")``,
    ``wp.get_module("contacts")``) lands in the module named ``rename(name)``. Warp keeps one module per
    name for the whole process: without this, every copy of such a source joins the first's module, and
    its next build holds two copies of each helper under one native name (clang: ``redefinition of
    'helper_0'``)."""
    real = _context.get_module
    renamed = lambda name: real(rename(name))  # noqa: E731
    _context.get_module = wp.get_module = renamed
    try:
        yield
    finally:
        _context.get_module = wp.get_module = real


@contextlib.contextmanager
def unique_modules_unregistered(keep, prefix: str):
    """Inside the block, the modules Warp makes for ``@wp.kernel(module="unique")`` stay out of its registry of
    modules by name. Warp names such a module ``<kernel key>_<hash>``, the hash leaving out file and lines, and
    hands back the kernel of a registered one of that name: a source loaded again in this process (its case
    alone after its batch, a copy whose kernel is unchanged) would get the first load's kernel, whose code
    names the first load's file and lines. Each such module is renamed ``<prefix>.<name>``: its builds are
    cached under its name and hash, and two cases of one source (two captures of a package's kernel) would
    otherwise share one cached build, the first case's file named in the second's code. ``keep(name)``: a
    new module that stays registered (a batch's own named modules, ``wp.get_module(name)``'s too)."""
    registry = _context.user_modules
    before = set(registry)
    try:
        yield
    finally:
        for name in [n for n in registry if n not in before and not keep(n) and _made_unique(n, registry[n])]:
            registry.pop(name).name = f"{prefix}.{name}"


def _made_unique(name: str, module) -> bool:
    """Whether ``module`` is one Warp made for a ``module="unique"`` kernel: named ``<its kernel's key>_<8 hex>``."""
    return any(re.fullmatch(re.escape(key) + r"_[0-9a-f]{8}", name) for key in module.kernels)


def resolve_static_expressions(module, block_dim: int) -> bool:
    """Do what ``Module.get_module_hash`` does first for a module with ``wp.static()`` expressions
    Warp could not evaluate when they were declared (they read a loop variable): build kernels, so
    the hash sees the values. Warp builds every kernel of the module, a whole code generation pass;
    here only the kernels defined beside such an expression (in the same source file) are built. When
    that build did not reach every function holding one, Warp's own pass is left to run. Returns
    whether the expressions are resolved; the module's hash and code are what Warp's pass gives."""
    if not module.has_unresolved_static_expressions:
        return True
    kernels = module._get_live_kernels()
    functions = [f for func in module.functions.values() for f in (func, *func.user_overloads.values())]
    unresolved = [f for f in functions if f.adj.has_unresolved_static_expressions]
    homes = {f.func.__code__.co_filename for f in unresolved}
    homes |= {k.func.__code__.co_filename for k in kernels if k.adj.has_unresolved_static_expressions}
    with _context._codegen_lock:
        options = module.resolve_options(wp.config, block_dim=block_dim)
        hasher = _context.ModuleHasher([k for k in kernels if k.func.__code__.co_filename in homes], options)
        builder = _context.ModuleBuilder(module, options | {"output_arch": None, "block_dim": block_dim}, hasher=hasher)
        if all(f in builder.functions for f in unresolved):
            module.has_unresolved_static_expressions = False
    return not module.has_unresolved_static_expressions


def load_cpu(module, block_dim: int) -> None:
    """``wp.load_module(module, device="cpu", block_dim=block_dim)``, its ``wp.static()`` expressions
    resolved by ``resolve_static_expressions`` first."""
    resolve = getattr(_context, "_resolve_launch_block_dim", None)
    # before 1.18 a CPU launch always runs blocks of one thread, and builds its module for them
    block_dim = resolve(wp.get_device("cpu"), block_dim) if resolve else 1
    resolve_static_expressions(module, block_dim)
    try:
        wp.load_module(module, device="cpu", block_dim=block_dim)
    except BaseException:
        publish_compiled_headers()
        raise
    publish_compiled_headers(built=True)  # now: a worker killed later has shared what it made


def backward_enabled(kernel) -> bool:
    """Whether Warp generates an adjoint for ``kernel`` (kernel option, else module option)."""
    return bool(kernel.options.get("enable_backward", kernel.module.options.get("enable_backward", True)))


def set_backward(kernel, enabled: bool) -> None:
    """Whether Warp generates an adjoint for ``kernel``, whatever its module's option (before the
    module is built; as ``@wp.kernel(enable_backward=...)``)."""
    kernel.options["enable_backward"] = enabled


def compiled_source(kernel, block_dim: int, suffix: str) -> str | None:
    """The translation unit (``cpp`` or ``cu``) Warp wrote into its kernel cache when it loaded
    ``kernel``'s module with ``block_dim``; None when there is none."""
    module = kernel.module
    ident = module.get_module_identifier(block_dim=block_dim)
    path = os.path.join(wp.config.kernel_cache_dir, ident, f"{ident}.{suffix}")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return f.read()


def value_type_parts(t) -> tuple[object, tuple[int, ...]]:
    """(scalar type, component shape) of a Warp value type: ``vec3f`` -> (float32, (3,)), ``float32`` -> (float32, ())."""
    scalar = getattr(t, "_wp_scalar_type_", None)
    if scalar is None:
        return t, ()
    return scalar, tuple(t._shape_)


def struct_fields(t) -> dict[str, object]:
    """Field name -> Warp type of a ``@wp.struct`` type."""
    return {name: var.type for name, var in t.vars.items()}


def compile_cuda(module, arch: int, module_dir, *, use_ptx: bool, options: dict | None = None) -> None:
    """Build ``module`` for CUDA ``arch`` into ``module_dir`` (NVRTC, and ptxas for a CUBIN; no GPU
    needed), as ``wp.compile_aot_module`` does. ``options`` (module option -> value) stand in for the
    module's own in this build alone: a module loaded on the CPU at -O0 builds the CUDA code at
    Warp's CUDA default, without a new hash and without unloading what the CPU runs."""
    resolve_static_expressions(module, int(module.options["block_dim"]))
    if not options:
        wp.compile_aot_module(module, arch=arch, module_dir=module_dir, use_ptx=use_ptx)
        return
    resolved = module.resolve_options(wp.config) | options
    for key in ("mode", "optimization_level"):  # None means "inherit from wp.config", as resolve_options does
        if resolved[key] is None:
            resolved[key] = getattr(wp.config, key)
    module._compile(None, os.fspath(module_dir), output_arch=arch, use_ptx=use_ptx, options=resolved)


def nvrtc_compile(cu_path: str, arch: int, output_path: str) -> None:
    """Compile a ``.cu`` file to PTX with the NVRTC in Warp's wheel and Warp's default release options
    (what ``wp.compile_aot_module(..., use_ptx=True)`` uses), without precompiled headers."""
    from warp._src import build as _build

    init()
    _build.build_cuda(cu_path, arch, output_path, pch_dir=None, use_precompiled_headers=False)


def set_function_name_counts(counts: dict[str, int]) -> None:
    """Warp names the code of each ``@wp.func`` ``<name>_<n>``, ``n`` counting the functions of that
    name this process has defined so far, so the same source defined twice (or after another case
    with a helper of the same name) gets other names. Setting the count before a source is executed
    reproduces the names another process gave it."""
    for key, n in counts.items():
        _context.function_key_counts[key] = n


@contextlib.contextmanager
def source_replaced(module, source: str):
    """Inside the block, every build of ``module`` (CPU or CUDA) compiles ``source`` in place of the
    translation unit Warp generates for it; everything else (kernel names, metadata, options, the
    cache folder, loading) is Warp's own. The module's cache folder is where a build's binary is
    looked for, so the block is for a module that was never built (``make eval`` splices a predicted
    piece into a fresh module's unit)."""
    generate = module._run_codegen

    def run_codegen(options: dict, is_cpu: bool):
        _generated, ext, meta, ltoirs, fatbins = generate(options, is_cpu)
        return source, ext, meta, ltoirs, fatbins

    module._run_codegen = run_codegen
    try:
        yield
    finally:
        del module._run_codegen


def unload_module(module) -> None:
    """Release what a Warp module loaded (its CPU objects in Warp's JIT, CUDA modules)."""
    module.unload()


def non_differentiable_builtins() -> frozenset[str]:
    """Builtins Warp registers as not differentiable (``differentiable: false`` in its reference)."""
    return frozenset(k for k, f in _context.builtin_functions.items() if not getattr(f, "is_differentiable", True))


def _takes(t) -> str:
    """What a parameter (or result) of type ``t`` holds: "f32" a float32 value (scalar, vector,
    matrix, quaternion, transform, spatial type); "wide" float64 or any float type (generic);
    "other" anything else (integers, arrays, handles)."""
    from warp._src import types

    if t is typing.Any or t in (types.Float, types.Scalar):
        return "wide"
    if t is float:  # Warp's spelling of float32 in signatures
        return "f32"
    scalar = t if t in types.scalar_types else getattr(t, "_wp_scalar_type_", None)
    if scalar is wp.float32:
        return "f32"
    if scalar is not None and (scalar in (types.Float, types.Scalar, typing.Any) or scalar in types.float_types):
        return "wide"
    return "other"


@functools.lru_cache(maxsize=1)
def float32_only_builtins() -> dict[str, dict[int, tuple[tuple[tuple[str, bool], ...], bool]]]:
    """Builtins that take float32 values and have no overload for float64 ones (``wp.randf``,
    ``wp.noise``, ``wp.quat_twist``, geometry queries), or give float32 values and take no float64
    ones (``wp.volume_lookup_v``): name -> {number of arguments: ((parameter name, whether every
    overload takes a float32 value there), whether the result is one)}.
    Hidden (deprecated) overloads are left out."""
    table: dict[str, dict[int, tuple]] = {}
    for name, function in _context.builtin_functions.items():
        overloads = [o for o in (getattr(function, "overloads", None) or [function]) if not o.hidden]
        kinds = [[_takes(t) for t in o.input_types.values()] for o in overloads]
        takes = any("f32" in k for k in kinds)
        gives = any(o.value_type is not None and _takes(o.value_type) == "f32" for o in overloads)
        if not overloads or any("wide" in k for k in kinds) or not (takes or gives):
            continue
        by_arity: dict[int, tuple] = {}
        for arity in sorted({len(k) for k in kinds}):
            same = [(o, k) for o, k in zip(overloads, kinds, strict=True) if len(k) == arity]
            params = tuple(
                (pname, all(k[i] == "f32" for _o, k in same)) for i, pname in enumerate(same[0][0].input_types)
            )
            # A result computed by the builtin (value_func) follows its float32 arguments.
            result = all(_takes(o.value_type) == "f32" if o.value_type is not None else "f32" in k for o, k in same)
            by_arity[arity] = (params, result)
        table[name] = by_arity
    return table


@functools.lru_cache(maxsize=1)
def output_argument_forms() -> dict[str, int]:
    """Builtins with a deprecated form that writes its results into the caller's variables and
    returns a bool (``wp.mesh_query_point(mesh, p, d, inside, face, u, v)``) beside the documented
    form that returns them: name -> the most arguments the documented forms take."""
    forms = {}
    for name, function in _context.builtin_functions.items():
        overloads = getattr(function, "overloads", None) or [function]
        shown = [len(o.input_types) for o in overloads if not o.hidden]
        hidden = [len(o.input_types) for o in overloads if o.hidden and o.value_type is bool]
        if shown and hidden and max(hidden) > max(shown):
            forms[name] = max(shown)
    return forms


@functools.lru_cache(maxsize=1)
def float32_struct_fields() -> dict[str, frozenset[str]]:
    """Builtins that return one of Warp's query structs (``wp.mesh_query_point``: MeshQueryPoint,
    ``wp.mesh_query_ray``: MeshQueryRay) -> the fields of it that hold float32 values (``sign``,
    ``u``, ``t``, ``normal``, ...)."""
    table: dict[str, frozenset[str]] = {}
    for name, function in _context.builtin_functions.items():
        for overload in getattr(function, "overloads", None) or [function]:
            fields = getattr(overload.value_type, "vars", None)
            if isinstance(fields, dict):
                floats = frozenset(f for f, var in fields.items() if _takes(var.type) == "f32")
                if floats:
                    table[name] = table.get(name, frozenset()) | floats
    return table


_SOURCE_PATH = re.compile(r'(// |#line \d+ ")([^\n":]+\.py)(?=[:"])')


def _relative(path: str, roots: list[str]) -> str:
    for root in roots:
        if path.startswith(root + os.sep):
            return path[len(root) + 1 :]
    return path


def relocate(code: TargetCode, roots: list[str]) -> TargetCode:
    """``code`` with absolute source paths in Warp's comments and line directives made relative.

    Warp names the file of each ``@wp.func`` in a comment above its code; for a module imported
    from ``/home/me/venv/lib/.../site-packages/warp/examples/x.py`` the path is made relative to the
    longest of ``roots`` (the import path) it lies under: ``warp/examples/x.py``. Spans follow.
    """
    roots = sorted({os.path.abspath(r) for r in roots if r}, key=len, reverse=True)
    text, parts, last, moves = code.module, [], 0, []
    for match in _SOURCE_PATH.finditer(text):
        path = match.group(2)
        new = _relative(path, roots) if os.path.isabs(path) else path
        if new != path:
            parts += [text[last : match.start(2)], new]
            last = match.end(2)
            moves.append((match.end(2), len(new) - len(path)))
    if not moves:
        return code

    def move(position: int) -> int:
        return position + sum(delta for end, delta in moves if end <= position)

    spans = {name: tuple((move(a), move(b)) for a, b in spans) for name, spans in code.spans.items()}
    return dataclasses.replace(code, module="".join(parts) + text[last:], spans=spans)


# Parent of the installed warp package: Warp's own @wp.func files are recorded relative to it.
WARP_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(wp.__file__)))
