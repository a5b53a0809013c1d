"""Warp's LTO builds, done in another process (part of the door, harness/warp_api).

CUDA code generation of a kernel calling a libmathdx tile routine (``tile_cholesky``, the solves,
``tile_matmul`` through cuBLASDx, ``tile_fft``) compiles that routine to LTO-IR first, and keeps it
in the kernel cache (``<kernel_cache_dir>/lto``, named by the routine's symbol). One such build
takes about 1.3 GB of resident memory for ~16 s (a ``tile_cholesky`` of 32x32 on sm_90, measured
in a fresh process: 174 MB before, 1,491 MB after); read from the cache it takes nothing. A
capture worker holding a package's tests' footprint cannot build one within its memory limit, so
while ``lto_builds_elsewhere(build)`` is on, a build the cache lacks is handed to ``build`` (which
runs ``build_lto`` in a process of its own sharing the cache) and then read from the cache. The
code Warp generates is the same either way: the LTO's symbol depends on the routine's parameters
only, and a build that fails there is reported to Warp as failed here, as it would have failed.
"""

from __future__ import annotations

import contextlib
import inspect
import numbers
import os

import warp as wp

try:
    from warp._src import build as _build
except ImportError:  # before Warp 1.10 (no LTO builds to hand on)
    _build = None

_BUILDERS = ("build_lto_solver", "build_lto_dot", "build_lto_fft")
_SCALARS = {t.__name__: t for t in (wp.float16, wp.float32, wp.float64, wp.int8, wp.int32, wp.int64)}


class _Uncached(Exception):
    pass


class _Builder:
    """What Warp's LTO builders keep on a module builder: enough for a build on its own."""

    def __init__(self):
        self.ltoirs, self.ltoirs_decl, self.fatbins, self.shared_memory_bytes = {}, {}, {}, {}


def _cached(lto_symbol: str, extra_files: dict | None) -> bool:
    """Every file ``_build_lto_base`` reads for ``lto_symbol`` is in the kernel cache."""
    stem = _build.hash_symbol(lto_symbol)[: _build.LTO_CACHE_KEY_LENGTH]
    folder = _build.get_lto_cache_dir()
    return all(os.path.exists(os.path.join(folder, stem + ext)) for ext in (".lto", *(extra_files or {})))


@contextlib.contextmanager
def _cache_only(missing: str):
    """LTO builds read from the cache only; one not there raises ``_Uncached`` (``missing="raise"``)
    or is a failed build (``"fail"``: the process of its own tried it and it did not build)."""
    real = _build._build_lto_base

    def from_cache(lto_symbol, compile_func, builder, extra_files=None):
        if _cached(lto_symbol, extra_files):
            return real(lto_symbol, compile_func, builder, extra_files)
        if missing == "raise":
            raise _Uncached(lto_symbol)
        return (False, None, *[None for _ in extra_files or {}])

    _build._build_lto_base = from_cache
    try:
        yield
    finally:
        _build._build_lto_base = real


def _encode(value):
    if value is None or isinstance(value, (bool, str, float)):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, tuple):
        return {"tuple": [_encode(v) for v in value]}
    if isinstance(value, type) and _SCALARS.get(value.__name__) is value:
        return {"scalar": value.__name__}
    raise TypeError(f"an LTO build argument of type {type(value).__name__}")


def _decode(value):
    if isinstance(value, dict):
        return tuple(_decode(v) for v in value["tuple"]) if "tuple" in value else _SCALARS[value["scalar"]]
    return value


def _request(name: str, real, args, kwargs) -> dict | None:
    """The build as JSON (``build_lto`` takes it), or None when an argument cannot be written so."""
    try:
        bound = inspect.signature(real).bind(*args, **kwargs)
        arguments = {k: _encode(v) for k, v in bound.arguments.items() if k != "builder"}
    except TypeError:
        return None
    return {"function": name, "arguments": arguments}


def build_lto(request: dict) -> None:
    """Build the LTO ``request`` names into this process's kernel cache (raises as Warp does)."""
    if request.get("function") not in _BUILDERS:
        raise ValueError(f"not an LTO build: {request.get('function')!r}")
    real = getattr(_build, request["function"])
    arguments = {k: _decode(v) for k, v in request["arguments"].items()}
    real(**arguments, builder=_Builder())


@contextlib.contextmanager
def lto_builds_elsewhere(build):
    """For the duration, an LTO build the kernel cache lacks goes to ``build(request)``, which returns
    None once it ran (built or refused by libmathdx: the cache then says which), else a one-line
    reason the process of its own did not finish (raised here as RuntimeError)."""
    if not hasattr(_build, "_build_lto_base"):
        yield
        return
    saved = {name: getattr(_build, name) for name in _BUILDERS if hasattr(_build, name)}

    def delegated(name, real):
        def builder(*args, **kwargs):
            try:
                with _cache_only("raise"):
                    return real(*args, **kwargs)
            except _Uncached:
                pass
            request = _request(name, real, args, kwargs)
            if request is None:  # not expressible: built here, as Warp would
                return real(*args, **kwargs)
            why = build(request)
            if why:
                raise RuntimeError(f"the LTO build ({name}) in a process of its own did not finish: {why}")
            with _cache_only("fail"):
                return real(*args, **kwargs)

        return builder

    for name, real in saved.items():
        setattr(_build, name, delegated(name, real))
    try:
        yield
    finally:
        for name, real in saved.items():
            setattr(_build, name, real)


def lto_cache_dir() -> str:
    """The folder of this process's kernel cache where Warp keeps LTO files (read by symbol)."""
    return _build.get_lto_cache_dir()
