"""The one door to Warp's private API (``warp._src``).

Warp's internals move between releases; ``warp-lang`` is pinned exactly and every
private access of the project lives in this module, so an upgrade is reviewed here.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import functools
import inspect
import os
import re
import sys
import typing
from dataclasses import dataclass

import warp as wp
from warp._src import codegen as _codegen
from warp._src import context as _context

from harness import compiled_headers, scratch

TARGETS = ("cpu", "cuda")
# The architecture CUDA code is generated for: what `wp.compile_aot_module(module, arch=90)` builds.
CUDA_ARCH = 90
# Warp 1.19 tells a module build its target (a tile builtin reads it); releases before take no ``target``.
_BUILDER_TAKES_TARGET = "target" in inspect.signature(_context.ModuleBuilder.__init__).parameters

# Warp 1.18 added CPU launches whose blocks run more than one thread (``wp.config.enable_cpu_blocks``).
CPU_BLOCKS = hasattr(wp.config, "enable_cpu_blocks")

_initialised = False


def init() -> None:
    """Initialise Warp once per process, quietly, with a temporary folder and a kernel cache of
    this process's own.

    A shared warm cache can hide compile errors and races between xdist workers, so each
    process gets a fresh cache directory unless WARP_CACHE_PATH is set explicitly. The folder
    (``harness/scratch.py``) takes the compilers' precompiled headers too, and is removed even
    after a kill. Clang's precompiled headers of Warp's runtime are shared by the processes of
    this machine (``harness/compiled_headers.py``, ``_share_compiled_headers``).
    """
    global _initialised, _header_cache
    if _initialised:
        return
    if hasattr(wp.config, "log_level"):
        wp.config.log_level = max(wp.config.log_level, wp.LOG_WARNING)  # no banner, no module-load lines
    else:  # before 1.14: one switch for the banner and the module-load lines
        wp.config.quiet = True
    if not hasattr(wp.config, "enable_cpu_blocks"):  # before 1.18: no such setting, a CPU block is one thread
        wp.config.enable_cpu_blocks = False
    own = scratch.use_own_tmpdir()
    if not os.environ.get("WARP_CACHE_PATH"):
        wp.config.kernel_cache_dir = os.path.join(own, "warp-cache")
    wp.init()
    _initialised = True
    _header_cache = compiled_headers.folder(_context.warp_home, wp.config.version)
    # (before 1.13 Warp has no per-thread header folder to share: its own precompiled headers are left alone)
    if (
        _header_cache is not None
        and _context.runtime.llvm is not None
        and hasattr(_context.runtime, "get_clang_pch_dir")
    ):
        _share_compiled_headers()


_header_cache = None  # the machine's shared folder of Clang's precompiled headers (None: off)
# Warp's header folders in this process (one per thread that built) -> the headers linked into each
_header_dirs: dict[str, dict[str, int]] = {}


def _share_compiled_headers() -> None:
    """Warp asks its runtime for the calling thread's header folder right before each CPU build:
    the machine's headers are linked into it then. The ones Warp made are added to the machine's
    after each ``load_cpu`` and at exit (``publish_compiled_headers``)."""
    runtime = _context.runtime
    folder_of_thread = runtime.get_clang_pch_dir

    def get_clang_pch_dir():
        folder = folder_of_thread()
        if folder is not None:
            _header_dirs.setdefault(folder, {}).update(compiled_headers.seed(_header_cache, folder))
        return folder

    runtime.get_clang_pch_dir = get_clang_pch_dir
    atexit.register(publish_compiled_headers)


def publish_compiled_headers(built: bool = False) -> None:
    """Add the precompiled headers Warp made in this process to the machine's shared folder;
    ``built``: right after a CPU build that succeeded (``compiled_headers.publish``)."""
    for folder, linked in sorted(_header_dirs.items()):
        compiled_headers.publish(_header_cache, folder, linked, built)


def codegen_file() -> str:
    """The file of Warp's code generator (``warp/_src/codegen.py``): what ``make coverage AGAINST=...``
    measures the statements of (harness/tools/frontend.py)."""
    return os.path.abspath(_codegen.__file__)


def warp_version() -> str:
    return wp.config.version


def cuda_available() -> bool:
    init()
    return wp.is_cuda_available()


def builtin_names() -> frozenset[str]:
    """Names of Warp's builtin functions (``wp.sin``, ``wp.atomic_add``, operators such as ``add``)."""
    return frozenset(_context.builtin_functions)


def builtin_groups() -> dict[str, str]:
    """The area Warp's documentation files each builtin under ("Scalar Math", "Tile Primitives", ...)."""
    return {name: getattr(f, "group", None) or "Other" for name, f in _context.builtin_functions.items()}


@dataclass(frozen=True)
class TargetCode:
    """Code Warp generates for one kernel on one target.

    ``module`` is the whole translation unit exactly as Warp compiles it. Its pieces:
    ``header`` (Warp's fixed preamble), ``helpers`` (structs and ``@wp.func`` functions the
    kernel uses), ``forward`` / ``backward`` (the kernel's entry functions; on the CPU also
    the argument struct and the exported entry points).
    """

    module: str
    mangled_name: str
    # Character spans [start, end) into ``module``: the pieces are not all contiguous.
    spans: dict[str, tuple[tuple[int, int], ...]]

    def piece(self, name: str) -> str:
        """``header``, ``helpers``, ``forward`` or ``backward`` text."""
        return "".join(self.module[a:b] for a, b in self.spans[name])


def _forward_text(kernel, target: str, options: dict) -> tuple[str, str]:
    """(kernel functions, CPU entry points) for ``kernel`` generated without the adjoint."""
    saved = kernel.options
    kernel.options = {**saved, "enable_backward": False}
    try:
        return (
            _codegen.codegen_kernel(kernel, device=target, options=options),
            _codegen.codegen_module(kernel, device=target, options=options),
        )
    finally:
        kernel.options = saved


def codegen_module(kernel, target: str) -> str:
    """The translation unit Warp generates for ``kernel``'s module on ``target``, nothing else:
    one build and one code generation per target, as ``Module._compile`` does."""
    builder, _ = _build(kernel, target, kernel_only=False)
    return builder.codegen(target)


def _build(kernel, target: str, kernel_only: bool, overrides: dict | None = None):
    """(builder, options): Warp's build of ``kernel``'s module (or of ``kernel`` alone) for ``target``."""
    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r}; valid: {', '.join(TARGETS)}")
    init()
    options = _resolved_options(kernel.module) | (overrides or {})
    # As Module._compile does: kernel hashes come from the resolved options alone, the builder
    # also gets the output architecture, which tile builtins (tile_matmul, tile_fft, ...) read.
    kernels = [kernel] if kernel_only or not _HASHER_TAKES_KERNELS else kernel.module._get_live_kernels()
    if kernel.module.has_unresolved_static_expressions:
        # As Module.get_module_hash does: evaluate wp.static() expressions before hashing, else
        # the first hash of a kernel that uses them differs from the one a real compile gives.
        kernel.module.get_module_hash()
    hasher = _context.ModuleHasher(kernels, options) if _HASHER_TAKES_KERNELS else _context.ModuleHasher(kernel.module)
    options = {**options, "output_arch": None if target == "cpu" else CUDA_ARCH}
    by_target = {"target": target} if _BUILDER_TAKES_TARGET else {}
    return _context.ModuleBuilder(kernel.module, options, hasher=hasher, **by_target), options


# Warp 1.13 hashes the kernels it is given under resolved options; before, a hasher takes the whole module.
_HASHER_TAKES_KERNELS = "kernels" in inspect.signature(_context.ModuleHasher.__init__).parameters


def _resolved_options(module) -> dict:
    """The options Warp resolves for a compile of ``module`` (``Module.resolve_options``, from 1.13 on);
    before 1.13 a compile took the module's own options as they are, and read ``wp.config`` itself."""
    if hasattr(type(module), "resolve_options"):  # on the class: a 1.11 or 1.12 module's lookup recurses
        return module.resolve_options(wp.config)
    return dict(module.options)


def _links_target_code(builder) -> bool:
    """Whether a build pulled in code made for its target: tile builtins that MathDx implements
    for the output architecture (LTO-IR, fatbins). Only through them does Warp's build (types,
    overloads, the adjoint) depend on the target; otherwise one build generates every target."""
    return bool(builder.ltoirs or builder.ltoirs_decl or builder.fatbins)


def translation_units(
    kernel, targets: tuple[str, ...] = TARGETS, *, kernel_only: bool = False, overrides: dict | None = None
) -> dict:
    """target -> (translation unit, options) for ``kernel``'s module, byte for byte what Warp
    compiles for each target. The module is built once, for CUDA, and that build generates the
    CPU code too unless it linked target-specific code (then the CPU gets a build of its own).
    ``overrides`` (module option -> value) stand in for the module's own, as in ``compile_cuda``."""
    return _units_and_forward_texts(kernel, targets, kernel_only, overrides, forward=False)[0]


def _units_and_forward_texts(
    kernel, targets: tuple[str, ...], kernel_only: bool, overrides: dict | None, *, forward: bool
) -> tuple[dict, dict]:
    """(``translation_units``, target -> ``_forward_text`` when ``forward``, else {}).

    A build writes the kernel's adjoint in place (``kernel.adj``), and its forward-only text is
    generated from that adjoint: each target's is read before another build replaces the one its
    unit came from. A build that linked MathDx code for the CUDA architecture (``tile_matmul``, ...)
    differs from the CPU's own build in its variables, so the CUDA forward text read after the CPU
    build is not in the CUDA unit: before Warp 1.12 every ``tile_matmul`` links it (there is no
    ``enable_mathdx_gemm`` to turn it off), from 1.12 on a module that leaves MathDx on."""
    units, shared, forwards, unread = {}, None, {}, []

    def read_forward_texts():
        for t in [t for t in targets if t in unread]:  # in the caller's order, as generate_codes read them
            forwards[t] = _forward_text(kernel, t, units[t][1])
        unread.clear()

    for target in sorted(targets, key=lambda t: t == "cpu"):  # cuda first: its build can serve both
        if shared is not None and not _links_target_code(shared):
            builder, options = shared, {**shared.options, "output_arch": None}
        else:
            if forward:
                read_forward_texts()  # of the build about to be replaced
            builder, options = _build(kernel, target, kernel_only, overrides)
            shared = builder
        units[target] = (builder.codegen(target), options)
        unread.append(target)
    if forward:
        read_forward_texts()
    return {t: units[t] for t in targets}, forwards


def generate_code(kernel, target: str, *, kernel_only: bool = False) -> TargetCode:
    """``generate_codes`` for one target."""
    return generate_codes(kernel, (target,), kernel_only=kernel_only)[target]


def generate_codes(kernel, targets: tuple[str, ...] = TARGETS, *, kernel_only: bool = False) -> dict:
    """Generate each target's code for ``kernel`` the way a real compile does, and split it.

    The options are the ones Warp resolves for a real compile (``resolve_options``), not the
    raw ``module.options``: with the raw ones the CUDA text differs from what Warp builds.
    The translation unit is laid out as header | helpers | kernel forward | kernel backward |
    (CPU only) entry forward | entry backward; the forward-only pieces locate the cuts.

    ``kernel_only``: build only ``kernel`` and what it uses (structs, functions), not the other
    kernels of its Warp module. The layout above needs it for a kernel that shares its module
    with others (harvested code); the kernel's own forward and backward text is the same either way.
    """
    codes = {}
    units, forwards = _units_and_forward_texts(kernel, targets, kernel_only, None, forward=True)
    for target, (source, options) in units.items():
        kernel_fwd, entry_fwd = forwards[target]
        header_end = _header_end(source, target, options)
        kernel_at = source.index(kernel_fwd, header_end)
        kernel_bwd_at = kernel_at + len(kernel_fwd)
        entry_at = source.index(entry_fwd, kernel_bwd_at) if entry_fwd else len(source)
        entry_bwd_at = entry_at + len(entry_fwd)
        codes[target] = TargetCode(
            module=source,
            mangled_name=kernel.get_mangled_name(),
            spans={
                "header": ((0, header_end),),
                "helpers": ((header_end, kernel_at),),
                "forward": ((kernel_at, kernel_bwd_at), (entry_at, entry_bwd_at)),
                "backward": ((kernel_bwd_at, entry_at), (entry_bwd_at, len(source))),
            },
        )
    return codes


def _header_end(source: str, target: str, options: dict) -> int:
    """Where Warp's fixed preamble of a translation unit ends: after its cast macros (Warp 1.17 on),
    else after its module header (which 1.13 to 1.16 put after a ``#define WP_NO_BFLOAT16`` line)."""
    macros = getattr(_codegen, "codegen_cast_macros", None)
    if macros is not None:
        return source.index(macros) + len(macros)
    header = _codegen.cpu_module_header if target == "cpu" else _codegen.cuda_module_header
    header = header.format(block_dim=options["block_dim"])
    at = source.find(header)
    return at + len(header) if at >= 0 and source[:at].strip() in ("", "#define WP_NO_BFLOAT16") else 0


@contextlib.contextmanager
def fresh_function_ids():
    """Run a kernel module's definitions as in a fresh process, for the names of its functions.

    Warp names a ``@wp.func``'s native code after its Python name and a process-wide counter
    (``f_0``, then ``f_1`` for the next function called ``f``), so the same source would generate
    different code depending on what the process defined before. Inside this block the counters
    are those Warp's own functions leave (``warp_function_counts``: ``import warp`` defines
    ``velocity_at_point_0``, so a source's ``velocity_at_point`` is ``velocity_at_point_1``, as in
    a fresh process, never a second ``velocity_at_point_0`` in the same translation unit); afterwards
    they are as they were, so loading a case consumes no names. (Modules are compiled separately, so
    equal native names in two modules do not clash.)
    """
    counts = _context.function_key_counts
    saved = dict(counts)
    counts.clear()
    counts.update(warp_function_counts())
    try:
        yield
    finally:
        counts.clear()
        counts.update(saved)


@contextlib.contextmanager
def unique_modules_hidden():
    """Inside the block, Warp finds none of the ``module="unique"`` modules defined before it.

    Warp names such a module after its kernel and a hash of its content, and a kernel defined
    again with the same content is the one already registered (``wp.kernel``: "Reusing existing
    unique module"): a source's kernel would be the original's, with the original's file names in
    its code, not the kernel its own source defines. Afterwards the registry is as it was, less the
    unique modules made inside the block."""
    registry = _context.user_modules
    hidden = {name: module for name, module in registry.items() if _is_unique_module(name, module)}
    for name in hidden:
        del registry[name]
    try:
        yield
    finally:
        for name in [n for n, m in registry.items() if _is_unique_module(n, m)]:
            del registry[name]
        registry.update(hidden)


def _is_unique_module(name: str, module) -> bool:
    """A module ``@wp.kernel(module="unique")`` made: ``<kernel key>_<8 hex digits of its hash>``, no loader."""
    if getattr(module, "loader", None) is not None:
        return False
    key, _, digest = name.rpartition("_")
    return len(digest) == 8 and all(c in "0123456789abcdef" for c in digest) and key in module.kernels


_warp_counts: tuple[int, dict[str, int]] = (-1, {})


def warp_function_counts() -> dict[str, int]:
    """name -> how many ``@wp.func``s (and overloads) of that name Warp's own loaded modules define:
    the counters a process starts from after importing them (``velocity_at_point`` -> 1). Read from
    the functions themselves, not from the process's counters, which count the functions of any
    code the process ran too."""
    global _warp_counts
    modules = [m for name, m in list(sys.modules.items()) if (name == "warp" or name.startswith("warp.")) and m]
    if _warp_counts[0] == len(modules):
        return dict(_warp_counts[1])
    counts: dict[str, int] = {}
    seen: set[int] = set()
    work = [v for m in modules for v in _definitions(m) if isinstance(v, _context.Function)]
    while work:
        function = work.pop()
        if id(function) in seen:
            continue
        seen.add(id(function))
        if function.func is not None:  # a @wp.func (a builtin has no Python function, and no counter)
            key, _, number = function.native_func.rpartition("_")
            if key == function.key and number.isdigit():
                counts[key] = max(counts.get(key, 0), int(number) + 1)
        for group in ("user_overloads", "user_templates"):
            work += [f for f in getattr(function, group, {}).values() if isinstance(f, _context.Function)]
    _warp_counts = (len(modules), counts)
    return dict(counts)


def _definitions(module) -> list:
    """A module's globals and the members of the classes it defines (``warp.fem``'s ``@wp.func``
    methods, ``Geometry._element_measure``), nested classes included."""
    found, classes = [], [v for v in list(vars(module).values()) if isinstance(v, type)]
    found += list(vars(module).values())
    seen: set[int] = set()
    while classes:
        cls = classes.pop()
        if id(cls) in seen or getattr(cls, "__module__", None) != module.__name__:
            continue
        seen.add(id(cls))
        for member in list(vars(cls).values()):
            member = getattr(member, "__func__", member)  # staticmethod / classmethod
            found.append(member)
            if isinstance(member, type):
                classes.append(member)
    return found


def resolved_builtins(kernel) -> frozenset[str]:
    """Names of the Warp builtins that building ``kernel``'s module resolves calls to.

    Records every function the code generator resolves while it builds the module for the CPU
    (the CUDA build resolves the same ones); used to check the builtins read from the source.
    """
    init()
    seen: set[str] = set()
    original = _codegen.Adjoint.resolve_call

    def recording(adj, func, *args, **kwargs):
        result = original(adj, func, *args, **kwargs)
        seen.add(result[0].key)
        return result

    _codegen.Adjoint.resolve_call = recording
    try:
        generate_code(kernel, "cpu")
    finally:
        _codegen.Adjoint.resolve_call = original
    return frozenset(seen) & builtin_names()


def module_hash(kernel) -> str:
    """Warp's hash of ``kernel``'s module at its default block size (the one that names its folder
    in the kernel cache), in hex."""
    return kernel.module.get_module_hash().hex()


def module_options(kernel) -> dict[str, str]:
    """The options Warp resolves for a compile of ``kernel``'s module (what its module hash covers
    beside the kernels), each as text."""
    return {key: repr(value) for key, value in sorted(_resolved_options(kernel.module).items())}


def forget_module(kernel) -> None:
    """Drop a kernel's Warp module from Warp's registry so long runs do not accumulate them."""
    _forget(kernel.module)


def _forget(module) -> None:
    """Drop ``module`` from Warp's registry and, with Warp's own ``_detach_references``, from the
    dependents of the modules it uses: a kernel calling a function of ``warp.math`` is among that
    module's dependents, which kept the case's module, kernel and code alive."""
    _context.user_modules.pop(module.name, None)
    # From 1.12 on; before, no dependents kept it (looked up on the class: a 1.11 module's own
    # attribute lookup recurses on a name it lacks).
    detach = getattr(type(module), "_detach_references", None)
    if detach is not None:
        detach(module)


# --------------------------------------------------------------------------- harvesting existing code


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
    """One ``wp.launch`` (or ``wp.launch_tiled``) call as Warp resolves it: the concrete kernel (a generic
    kernel's overload for these arguments), the launch dimensions (a tiled launch's block size
    appended, as Warp appends it), the block size asked for (else the module's), the device's name,
    and the forward arguments in the kernel's order."""

    kernel: object  # the kernel launched (generic or not)
    concrete: object
    dim: tuple[int, ...]
    block_dim: int
    device: str
    args: list
    adjoint: bool
    record_cmd: bool


@contextlib.contextmanager
def launches_observed(observe):
    """Every ``wp.launch`` / ``wp.launch_tiled`` goes through ``observe(launch, run)`` for the duration:
    ``launch`` is a :class:`Launch`, ``run()`` launches it as the caller asked and returns what Warp
    returns. Calls Warp cannot resolve (wrong argument count, ...) go to Warp as they are, to raise
    its own error. Recorded launch objects replayed later (``wp.Launch.launch``) and graphs are not seen."""
    real = _context.launch
    signature = inspect.signature(real)

    def launch(*args, **kwargs):
        def run():
            return real(*args, **kwargs)

        try:
            bound = signature.bind(*args, **kwargs)
            bound.apply_defaults()
            a = bound.arguments
            kernel = a["kernel"]
            forward = [*a["inputs"], *a["outputs"]]
            device = _context.runtime.get_device(a["stream"].device if a["stream"] is not None else a["device"])
            dim, _total = _context._normalize_launch_dim(a["dim"])
            concrete = kernel
            if kernel.is_generic:
                concrete = kernel._add_normalized_overload(kernel.infer_argument_types(forward))
            seen = Launch(
                kernel=kernel,
                concrete=concrete,
                dim=tuple(int(d) for d in dim),
                # as asked (the CPU runs any block size as 1): the size the kernel's CUDA code is built for
                block_dim=int(a["block_dim"] or module_block_dim(concrete)),
                device=str(device),
                args=forward,
                adjoint=bool(a["adjoint"]),
                record_cmd=bool(a["record_cmd"]),
            )
        except Exception:
            return run()
        return observe(seen, run)

    patches = [(owner, "launch") for owner in (wp, _context)]
    saved = [(owner, name, getattr(owner, name)) for owner, name in patches]
    for owner, name in patches:
        setattr(owner, name, launch)
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


# --------------------------------------------------------------------------- validation (harness/validate/ladder.py)


def module_of(kernel):
    """The Warp module ``kernel`` is registered with (what a load compiles)."""
    return kernel.module


def forget_module_named(name: str) -> None:
    """Drop a Warp module from Warp's registry by name."""
    module = _context.user_modules.get(name)
    if module is not None:
        _forget(module)


def module_block_dim(kernel) -> int:
    """The block size ``kernel``'s module is built for by default (module option ``block_dim``).

    The goldens record the code of this variant (``resolve_options`` without a block size).
    """
    return int(kernel.module.options["block_dim"])


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


# --------------------------------------------------------------------------- what this release offers (kernels/release.py)


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
