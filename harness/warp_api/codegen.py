"""Warp's code generation and modules (part of the door, harness/warp_api): initialisation with the
shared precompiled headers, the C++ and CUDA code Warp generates for a kernel, its module's hash,
options and block size, and forgetting modules."""

from __future__ import annotations

import atexit
import contextlib
import functools
import inspect
import os
import sys
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


@functools.cache  # asked for every unary minus the features analysis reads
def constant_names() -> frozenset[str]:
    """Names of the numbers ``wp`` holds (``wp.pi``, ``wp.inf``, ``wp.E``, ...): compile-time values the
    code generator folds (``-wp.inf`` is a constant, not a ``neg`` call)."""
    values = {n: getattr(wp, n, None) for n in dir(wp) if not n.startswith("_")}
    return frozenset(n for n, v in values.items() if isinstance(v, (int, float)) and not isinstance(v, bool))


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
def fresh_module_registry(own: str):
    """Inside the block, Warp's registry of modules is empty, as in a fresh process.

    A source loaded inside finds none of the modules defined before it by name: not a package's
    ``wp.get_module("name")`` or ``module="name"`` module, whose options (``module.options.update``)
    and kernels the source would see though a fresh process would not; not a ``module="unique"``
    module of the same content (Warp names it ``<kernel key>_<hash>`` and hands back the kernel already
    registered, with the original's file names in its code). ``own``: the name of the Python module the
    source runs as. Afterwards the registry is as it was, plus the modules made inside that hold
    something defined outside ``own`` (what an import the source made for the first time registered);
    the source's own modules are dropped."""
    registry = _context.user_modules
    hidden = dict(registry)
    registry.clear()
    try:
        yield
    finally:
        made = dict(registry)
        registry.clear()
        registry.update(hidden)
        for name, module in made.items():
            if name in hidden or not _defines_outside(module, own):
                _detach(module)
            else:
                registry[name] = module


def _defines_outside(module, own: str) -> bool:
    """Whether a Warp module holds a kernel, function or struct defined outside Python module ``own``."""
    constructs = [*module.kernels.values(), *module.functions.values(), *module.structs.values()]
    python = [getattr(c, "func", None) or getattr(c, "cls", None) for c in constructs]
    return any(getattr(p, "__module__", own) != own for p in python)


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
    _detach(module)


def _detach(module) -> None:
    """Take ``module`` out of the dependents of the modules it uses (Warp's ``_detach_references``)."""
    # From 1.12 on; before, no dependents kept it (looked up on the class: a 1.11 module's own
    # attribute lookup recurses on a name it lacks).
    detach = getattr(type(module), "_detach_references", None)
    if detach is not None:
        detach(module)


def module_own_options(kernel) -> dict:
    """The options set on ``kernel``'s module (``module.options``: what ``wp.set_module_options``
    writes), unresolved (None: what ``wp.config`` says at the compile), a copy."""
    return dict(kernel.module.options)


def module_block_dim(kernel) -> int:
    """The block size ``kernel``'s module is built for by default (module option ``block_dim``).

    The goldens record the code of this variant (``resolve_options`` without a block size).
    """
    return int(kernel.module.options["block_dim"])
