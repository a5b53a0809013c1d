"""Kernel specs for the reducer and the hunt: from a case id, a golden's files, or a user's own ``.py``;
and loading a candidate source as a live kernel (Warp is imported there, not at the top: the hunt's
driver reads specs and never starts Warp)."""

from __future__ import annotations

import ast
import dataclasses
import itertools
import json
import linecache
import sys
import types
from pathlib import Path

import kernels
from harness.generate.golden import HEADER_LINES
from kernels.spec import ArgSpec, KernelSpec

DEFAULT_DIM = 8
DEFAULT_DOMAIN = (0.5, 2.0)
_counter = itertools.count()


def _is_kernel_decorator(node: ast.expr) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    return (isinstance(target, ast.Attribute) and target.attr == "kernel") or (
        isinstance(target, ast.Name) and target.id == "kernel"
    )


def kernel_defs(tree: ast.Module) -> list[ast.FunctionDef]:
    return [
        n
        for n in tree.body
        if isinstance(n, ast.FunctionDef) and any(_is_kernel_decorator(d) for d in n.decorator_list)
    ]


def kernel_def(tree: ast.Module, name: str) -> ast.FunctionDef:
    """The definition of kernel ``name``: the function of that name, or, for a generic kernel written
    ``name = wp.overload(name_t, {...})`` (the generator's), ``name_t``."""
    funcs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    return funcs.get(name) or funcs[f"{name}_t"]


def _type_name(node: ast.expr | None) -> str:
    """The spec's dtype name of an annotation's type expression (``wp.vec3`` -> ``vec3``, ``float`` -> ``float``)."""
    if node is None:
        return "float"
    if isinstance(node, ast.Attribute):
        name = node.attr
    elif isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
        name = node.value
    else:
        raise ValueError(f"cannot read the type {ast.unparse(node)!r}")
    return {"float32": "float", "int32": "int"}.get(name, name)


def _array_annotation(node: ast.expr) -> tuple[str, int] | None:
    """(dtype, ndim) of ``wp.array(dtype=T[, ndim=k])`` / ``wp.arrayNd(dtype=T)`` / ``wp.array[T]`` /
    ``wp.array2d[T]``; None for a value type."""
    if isinstance(node, ast.Subscript):
        base = node.value.attr if isinstance(node.value, ast.Attribute) else getattr(node.value, "id", "")
        if not base.startswith("array"):
            return None
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        ndim = int(base[5]) if base[5:6].isdigit() else 1
        if len(items) > 1 and isinstance(items[1], ast.Constant):
            ndim = int(items[1].value)
        return _type_name(items[0]), ndim
    if not isinstance(node, ast.Call):
        return None
    func = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
    if not func.startswith("array"):
        return None
    ndim = int(func[5]) if func[5:6].isdigit() else 1
    dtype = None
    for kw in node.keywords:
        if kw.arg == "dtype":
            dtype = kw.value
        elif kw.arg == "ndim" and isinstance(kw.value, ast.Constant):
            ndim = int(kw.value.value)
    if dtype is None and node.args:
        dtype = node.args[0]
    return _type_name(dtype), ndim


def _roles(func: ast.FunctionDef) -> dict[str, str]:
    """Per array argument: "out" (only written: stores, atomics), "in" (only read) or "inout"."""
    read, written = set(), set()
    for node in ast.walk(func):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            (written if isinstance(node.ctx, ast.Store) else read).add(node.value.id)
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Name):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name.startswith("atomic_") or name in ("tile_store", "tile_atomic_add"):
                written.add(node.args[0].id)
            else:
                read.add(node.args[0].id)
        elif (
            isinstance(node, ast.AugAssign)
            and isinstance(node.target, ast.Subscript)
            and isinstance(node.target.value, ast.Name)
        ):
            written.add(node.target.value.id)
    # an augmented store `out[i] += e` reads nothing the adjoint must separate: still an output
    roles = {}
    for name in read | written:
        roles[name] = "inout" if name in read and name in written else ("out" if name in written else "in")
    return roles


def _launch_rank(func: ast.FunctionDef) -> int:
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            f = node.value.func
            if isinstance(f, ast.Attribute) and f.attr == "tid":
                target = node.targets[0]
                return len(target.elts) if isinstance(target, ast.Tuple) else 1
    return 1


def spec_from_source(
    source: str,
    case_id: str = "user",
    kernel_name: str | None = None,
    dim: int = DEFAULT_DIM,
    shapes: dict[str, tuple[int, ...]] | None = None,
    domains: dict[str, tuple[float, float]] | None = None,
    default_domain: tuple[float, float] = DEFAULT_DOMAIN,
    launch_dim: tuple[int, ...] | None = None,
) -> KernelSpec:
    """A spec for a user's kernel module, from its annotations: arrays of ``dim`` elements per dimension
    (``shapes`` overrides per argument), launched over ``dim`` per ``wp.tid()`` component (no more than the
    smallest first dimension ``shapes`` gives: a thread per element), inputs drawn
    from ``default_domain`` (``domains`` overrides per argument); arrays only written are outputs."""
    tree = ast.parse(source)
    kernels = kernel_defs(tree)
    if not kernels:
        raise ValueError("no @wp.kernel in the source")
    func = next((k for k in kernels if k.name == kernel_name), None) if kernel_name else kernels[0]
    if func is None:
        raise ValueError(f"no @wp.kernel named {kernel_name!r} (found {', '.join(k.name for k in kernels)})")
    shapes, domains = shapes or {}, domains or {}
    roles = _roles(func)
    rank = _launch_rank(func)
    args = []
    for a in func.args.args:
        array = _array_annotation(a.annotation)
        if array is not None:
            dtype, ndim = array
            role = roles.get(a.arg, "in")
            shape = tuple(shapes.get(a.arg, (dim,) * ndim))
            domain = None if role == "out" else tuple(domains.get(a.arg, default_domain))
            args.append(ArgSpec(a.arg, "array", dtype, shape, domain, role))
        else:
            dtype = _type_name(a.annotation)
            lo, hi = domains.get(a.arg, default_domain)
            if dtype in ("int", "int32", "int64", "uint32", "int8", "uint8", "int16", "uint16", "uint64"):
                lo, hi = domains.get(a.arg, (1, 4))
            args.append(ArgSpec(a.arg, "scalar", dtype, (), (lo, hi), "in"))
    return KernelSpec(
        case_id=case_id,
        family="user",
        seed=None,
        kernel_name=func.name,
        source=source,
        args=tuple(args),
        launch_dim=tuple(launch_dim) if launch_dim else (min([dim, *(s[0] for s in shapes.values() if s)]),) * rank,
    )


def load_spec(case: str, **overrides) -> KernelSpec:
    """The spec of a case id (``math-000012``, generated), a golden's ``.py``/``.json`` pair, or a
    user's ``.py`` (``overrides``: spec_from_source's keyword arguments)."""
    path = Path(case)
    if path.suffix == ".py" and path.exists():
        meta = path.with_suffix(".json")
        source = path.read_text()
        if meta.exists():
            data = json.loads(meta.read_text())
            if "args" in data and "launch_dim" in data:
                lines = source.splitlines(True)
                if lines and lines[0].startswith("# Generated for case"):
                    source = "".join(lines[HEADER_LINES:])
                keep = {f.name for f in dataclasses.fields(KernelSpec)} - {"source"}
                return KernelSpec.from_fields({k: v for k, v in data.items() if k in keep}, source)
        return spec_from_source(source, case_id=path.stem.replace(".", "_"), **overrides)

    family, seed, size = kernels.parse_case(case)
    return kernels.generate(family, seed, size)


def with_source(spec: KernelSpec, source: str, launch_dim: tuple[int, ...] | None = None) -> KernelSpec:
    """``spec`` for a reduced ``source``: the arguments its kernel still declares, in its order."""
    tree = ast.parse(source)
    func = kernel_def(tree, spec.kernel_name)
    by_name = {a.name: a for a in spec.args}
    args = tuple(by_name[a.arg] for a in func.args.args)
    fields = {"source": source, "args": args}
    if launch_dim is not None:
        fields["launch_dim"] = launch_dim
    return dataclasses.replace(spec, **fields)


class Loaded:
    """A candidate source executed as a module of its own; ``close()`` forgets it."""

    def __init__(self, spec: KernelSpec, source: str | None = None, options: dict | None = None, tag: str = "c"):

        import warp as wp

        from harness import warp_api

        warp_api.init()
        source = spec.source if source is None else source
        self.name = f"warp_hunt_{tag}_{next(_counter)}"
        filename = f"{spec.case_id}.{self.name}.py"
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        self.filename = filename
        module = types.ModuleType(self.name)
        module.__file__ = filename
        sys.modules[self.name] = module
        try:
            with warp_api.fresh_function_ids():
                exec(compile(source, filename, "exec", dont_inherit=True), module.__dict__)
            kernel = getattr(module, spec.kernel_name)
            if not isinstance(kernel, wp.Kernel):
                raise TypeError(f"{spec.kernel_name} is not a @wp.kernel")
            instances = warp_api.concrete_kernels(kernel)
            if len(instances) == 1:  # a generic kernel with the one overload its source declares (harvested code)
                kernel = instances[0]
        except Exception:
            self.close()
            raise
        self.kernel = kernel
        if options:
            wp.set_module_options(options, module=kernel.module)

    def close(self) -> None:

        from harness import warp_api

        kernel = getattr(self, "kernel", None)
        if kernel is not None:
            warp_api.forget_module_named(kernel.module.name)
        sys.modules.pop(self.name, None)
        linecache.cache.pop(self.filename, None)
