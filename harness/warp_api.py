"""The one door to Warp's private API (``warp._src``).

Warp's internals move between releases; ``warp-lang`` is pinned exactly and every
private access of the project lives in this module, so an upgrade is reviewed here.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from dataclasses import dataclass

import warp as wp
from warp._src import codegen as _codegen
from warp._src import context as _context

TARGETS = ("cpu", "cuda")

_initialised = False


def init() -> None:
    """Initialise Warp once per process, quietly, with a kernel cache of this process's own.

    A shared warm cache can hide compile errors and races between xdist workers, so each
    process gets a fresh cache directory unless WARP_CACHE_PATH is set explicitly.
    """
    global _initialised
    if _initialised:
        return
    wp.config.quiet = True
    if not os.environ.get("WARP_CACHE_PATH"):
        cache = tempfile.mkdtemp(prefix="warp-cache-")
        atexit.register(shutil.rmtree, cache, ignore_errors=True)
        wp.config.kernel_cache_dir = cache
    wp.init()
    _initialised = True


def warp_version() -> str:
    return wp.config.version


def cuda_available() -> bool:
    init()
    return wp.is_cuda_available()


def builtin_names() -> frozenset[str]:
    """Names of Warp's builtin functions (``wp.sin``, ``wp.atomic_add``, operators such as ``add``)."""
    return frozenset(_context.builtin_functions)


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


def generate_code(kernel, target: str) -> TargetCode:
    """Generate ``target`` code for ``kernel`` the way a real compile does, and split it.

    The options are the ones Warp resolves for a real compile (``resolve_options``), not the
    raw ``module.options``: with the raw ones the CUDA text differs from what Warp builds.
    The translation unit is laid out as header | helpers | kernel forward | kernel backward |
    (CPU only) entry forward | entry backward; the forward-only pieces locate the cuts.
    """
    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r}; valid: {', '.join(TARGETS)}")
    init()
    options = kernel.module.resolve_options(wp.config)
    builder = _context.ModuleBuilder(kernel.module, options, target=target)
    source = builder.codegen(target)
    kernel_fwd, entry_fwd = _forward_text(kernel, target, options)

    macros = _codegen.codegen_cast_macros
    header_end = source.index(macros) + len(macros)
    kernel_at = source.index(kernel_fwd, header_end)
    kernel_bwd_at = kernel_at + len(kernel_fwd)
    entry_at = source.index(entry_fwd, kernel_bwd_at) if entry_fwd else len(source)
    entry_bwd_at = entry_at + len(entry_fwd)
    return TargetCode(
        module=source,
        mangled_name=kernel.get_mangled_name(),
        spans={
            "header": ((0, header_end),),
            "helpers": ((header_end, kernel_at),),
            "forward": ((kernel_at, kernel_bwd_at), (entry_at, entry_bwd_at)),
            "backward": ((kernel_bwd_at, entry_at), (entry_bwd_at, len(source))),
        },
    )


def forget_module(kernel) -> None:
    """Drop a kernel's Warp module from Warp's registry so long runs do not accumulate them."""
    _context.user_modules.pop(kernel.module.name, None)
