"""One kernel -> one golden-file case whose generated code is exactly that of its ``python_source``.

The standalone source is built first (``standalone.candidates``); then the code is generated
FROM that source, loaded in a fresh module the way a generated case is (``harness.generate``:
``loader.load_kernel`` under the virtual file ``<case>.py``, then Warp's code for it), not from
the kernel in its original module. The source is kept only when that code is the code Warp
generates for the kernel in its own module (line numbers, file names and the counts Warp appends
to function names aside): the pair is then exact, and it is the package's kernel. A kernel whose
source cannot reproduce it gives no pair; the reason is reported (``NOT_STANDALONE``).
"""

from __future__ import annotations

import ast
import contextlib
import enum
import hashlib
import importlib.util
import inspect
import linecache
import re
import sys
import types
from dataclasses import dataclass, replace

import warp as wp

from harness import warp_api
from harness.generate import golden, loader
from harness.generate.extract import Extraction
from harness.harvest import factory
from harness.harvest.closure import Closure, Unresolved
from harness.harvest.discovery import _message, distribution_of, license_of
from harness.harvest.report import Failure, Pair, _one_line
from harness.harvest.standalone import normalise, overload_declaration, slice_module
from harness.validate import captured
from kernels.seeds.describe import NOT_DESCRIBED, Undescribable, describe
from kernels.spec import ArgSpec, KernelSpec

FAMILY = "harvested"


def case_id_of(origin: str) -> str:
    return f"{FAMILY}-{hashlib.sha1(origin.encode()).hexdigest()[:12]}"


def origin_of(kernel, concrete) -> str:
    func = kernel.func
    origin = f"{func.__module__}:{func.__qualname__}"
    if warp_api.is_generic(kernel):
        types = ", ".join(warp_api.type_name(t) for _, t in warp_api.kernel_arguments(concrete))
        origin += f"[{types}]"
    return origin


def original_code(concrete, config: dict) -> dict:
    """target -> the code Warp generates for the kernel in its own module (with that module's
    ``wp.config`` settings). Raises what Warp raises."""
    with warp_api.config_applied(config):
        return warp_api.generate_codes(concrete, kernel_only=True)  # one build serves both targets


def extract_source(spec: KernelSpec, signature: str) -> tuple[Extraction, dict]:
    """(generated code of ``spec.source``, loaded as a generated case is (as ``extract.extract`` does),
    the options its kernel's Warp module has once the source has run).

    A generic kernel's source declares the overload (Warp signature ``signature``) it stands
    for: the code is that overload's, built with what it uses, as ``extract`` builds a kernel.
    The source runs as in a fresh process: it finds no Warp module registered before it (a
    ``wp.get_module(name)`` of the package's name is a new module, with a new module's options).
    ``wp.config`` settings the source makes are undone afterwards. Raises ``loader.KernelRejected``.
    """
    # wp.static() expressions import the case's module by name: its package must exist for that.
    package = loader.module_name(spec.case_id).rpartition(".")[0]
    if package not in sys.modules:
        sys.modules[package] = types.ModuleType(package)
        sys.modules[package].__path__ = []
    # A source may set wp.config: undone after it. Its modules are its own, never the package's of
    # the same name (options the package set on it) or content (module="unique": names its file).
    with warp_api.config_applied({}), warp_api.fresh_module_registry(loader.module_name(spec.case_id)):
        kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
        own = warp_api.module_name(kernel) == loader.module_name(spec.case_id)
        options = warp_api.module_own_options(kernel)
        try:
            twin = warp_api.overload(kernel, signature)
            if twin is None and len(warp_api.concrete_kernels(kernel)) == 1:
                # The one overload the source declares, under a signature Warp spells differently
                # (indexed arrays): the comparison with the package's code says whether it is the same.
                [twin] = warp_api.concrete_kernels(kernel)
            if twin is None:
                raise loader.KernelRejected(spec.case_id, "define", LookupError(f"no overload {signature}"))
            try:
                # A kernel in the Warp module of its Python module: the whole module, as ``extract``
                # builds it. One in a module of another name (module="name", a module object) alone,
                # as the package's code was generated.
                codes = warp_api.generate_codes(twin, kernel_only=bool(signature) or not own)
            except Exception as error:
                raise loader.KernelRejected(spec.case_id, "codegen", error) from error
        finally:
            loader.unload(spec.case_id, kernel)
    code = {t: warp_api.relocate(codes[t], [warp_api.WARP_PARENT]) for t in warp_api.TARGETS}
    return Extraction(spec=spec, code=code, warp_version=warp_api.warp_version()), options


@dataclass
class Made:
    """What one concrete kernel gave: a case (its golden files and pair), or why it gave none."""

    case_id: str
    origin: str
    files: dict[str, str] | None = None
    pair: Pair | None = None
    failure: Failure | None = None


@contextlib.contextmanager
def built_at(kernel, block_dim: int):
    """The kernel's module with its ``block_dim`` option set to ``block_dim`` for the duration."""
    own = warp_api.module_block_dim(kernel)
    if block_dim == own:
        yield
        return
    module = warp_api.module_of(kernel)
    wp.set_module_options({"block_dim": block_dim}, module=module)
    try:
        yield
    finally:
        wp.set_module_options({"block_dim": own}, module=module)


def with_block_dim(source: str, block_dim: int, kernel_name: str) -> str:
    """``source`` building ``kernel_name``'s Warp module for ``block_dim`` threads per block."""
    return _with_options(source, {"block_dim": block_dim}, kernel_name, "the block size the package launches it with")


def with_module_options(source: str, options: dict, kernel_name: str) -> str:
    """``source`` setting ``options`` on ``kernel_name``'s Warp module: options its package's module had
    that the source's own statements do not set (``module.options.update(...)`` in a factory, another
    module's ``wp.set_module_options``). An option whose value has no source is left out: the comparison
    of the code says whether it mattered."""
    written = {k: v for k, v in options.items() if _option_value(v, "wp") is not None}
    return _with_options(source, written, kernel_name, "the options its package's module had") if written else source


def _with_options(source: str, options: dict, kernel_name: str, why: str) -> str:
    """``source`` with a module option line after it, naming the kernel's module (its own, a shared
    ``module="name"``, a module object or a ``module="unique"`` one)."""
    prefix = "wp" if re.search(r"^import warp as wp\b", source, re.M) is not None else "warp"
    items = ", ".join(f'"{k}": {_option_value(v, prefix)}' for k, v in sorted(options.items()))
    line = "" if prefix == "wp" else "import warp\n\n"
    line += f"{prefix}.set_module_options({{{items}}}, module={kernel_name}.module)  # {why}\n"
    return source.rstrip("\n") + "\n\n\n" + line


def _option_value(value, prefix: str) -> str | None:
    """Source for a module option's value: a literal, or a member of one of Warp's enums
    (``wp.DeterministicMode.NOT_GUARANTEED``); None when it has none."""
    if isinstance(value, enum.Enum):
        owner = type(value).__name__
        return f"{prefix}.{owner}.{value.name}" if getattr(wp, owner, None) is type(value) else None
    try:
        return repr(value) if ast.literal_eval(repr(value)) == value else None
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def make_case(
    kernel,
    concrete,
    origin: str,
    code: dict,
    config: dict,
    harvested,
    command: str,
    block: tuple[int, str] = (0, ""),
    *,
    chosen: bool = False,
    capture: dict | None = None,
) -> Made:
    """The exact pair of one concrete kernel whose original ``code`` is known, or the reason it has none.
    ``block``: (block_dim, rule) the original code was generated for (``launches.choose``); ``chosen``:
    the overload is one the harvest chose (``generics.py``), not one the package made; ``capture``: the
    package's own launches of it (harness/harvest/capture.py), its inputs instead of described ones."""
    case_id = case_id_of(origin)
    func = kernel.func
    signature = warp_api.kernel_signature(concrete) if warp_api.is_generic(kernel) else ""
    sources, why = candidates(kernel, concrete, harvested, package_overloads=not chosen)
    block_dim, rule = block
    name = factory.standalone_name(func)
    if block_dim and block_dim != warp_api.module_block_dim(kernel):
        sources = [(with_block_dim(source, block_dim, name), functions) for source, functions in sources]
    # The options the package's module had when its code was generated: the source's module must have them.
    wanted = warp_api.module_own_options(kernel) | ({"block_dim": block_dim} if block_dim else {})
    filename = inspect.getsourcefile(func) or ""
    reference = {t: warp_api.relocate(c, [warp_api.WARP_PARENT]) for t, c in code.items()}
    for source, functions in sources:
        spec = _spec(kernel, concrete, case_id, source)
        try:
            extraction, options = extract_source(spec, signature)
            missing = {k: v for k, v in wanted.items() if k not in options or options[k] != v}
            if missing and (setting := with_module_options(source, missing, name)) != source:
                spec = _spec(kernel, concrete, case_id, setting)
                extraction, _ = extract_source(spec, signature)
        except loader.KernelRejected as error:
            reason = "source-does-not-load" if error.step == "define" else "source-does-not-generate"
            why = (reason, _one_line(f"{type(error.error).__name__}: {error.error}", 300))
            continue
        except Exception as error:
            why = ("source-does-not-generate", _message(error))
            continue
        files = (filename, f"{case_id}.py")
        prefix = factory.prefix(func)
        differs = [
            t for t, original in reference.items() if not _same(extraction.code[t], original, files, functions, prefix)
        ]
        if differs:
            why = ("source-generates-other-code", f"generates different {', '.join(differs)} code on its own")
            continue
        if capture:  # run on what the package launched it with (harness/validate/captured.py)
            spec = replace(spec, gradcheck_na="", extra={**spec.extra, "capture": capture})
            roles = captured.roles(spec, 0)
            spec = replace(spec, args=tuple(replace(a, role=roles.get(a.name, a.role)) for a in spec.args))
            not_described = ""
        else:  # the launch description only: source and code are as checked
            spec, not_described = with_inputs(spec)
        extraction = Extraction(
            spec=spec,
            code={t: warp_api.relocate(c, sys.path) for t, c in extraction.code.items()},
            warp_version=extraction.warp_version,
        )
        package, version = distribution_of(func.__module__) or (None, None)
        extra = {"origin": origin, "license": license_of(func.__module__), "standalone": True}
        extra |= {"package": package, "package_version": version}
        if chosen:
            extra["overload_chosen_by"] = "harvest"
        if rule:
            extra |= {"block_dim": block_dim, "block_dim_rule": rule}
        rendered = golden.render(extraction, extra=extra, regenerate=command)
        pair = Pair(case_id, origin, True, "", not_described, inputs_captured=bool(capture))
        return Made(case_id, origin, files=rendered, pair=pair)
    reason, message = why
    return Made(case_id, origin, failure=Failure(reason, origin, message))


def _same(code, original, files, functions, prefix: str = "") -> bool:
    """Whether two translation units are equal but for what depends on where the kernel was
    defined: its file, line numbers, the kernel's mangled name, the counts appended to function names,
    and, for a factory's kernel written at the top level, the factory's ``prefix`` of Warp's names
    (``make__locals__kernel`` there is ``kernel`` here)."""
    text, mangled = original.module, original.mangled_name
    if prefix:
        text, mangled = text.replace(prefix, ""), mangled.replace(prefix, "")
    names = {mangled: "<kernel>", code.mangled_name: "<kernel>"}
    return normalise(code.module, files, names, functions) == normalise(text, files, names, functions)


def with_inputs(spec: KernelSpec) -> tuple[KernelSpec, str]:
    """``spec`` with the launch description :func:`kernels.seeds.describe.describe` makes for its
    source (argument shapes, domains and roles, launch dimensions, order-independent outputs), as
    the mutant family's seeds have theirs, so that validation runs it and checks its gradient; or
    ``spec`` unchanged, its ``gradcheck_na`` saying why its inputs are not described, and that reason.
    The arguments keep the names, kinds and dtypes Warp gives them; only the launch is added."""
    try:
        d = describe(spec.source, spec.kernel_name)
        by_name = {a.name: a for a in d.args}
        if [a.name for a in d.args] != [a.name for a in spec.args]:
            raise Undescribable("parameters other than the kernel's: " + ", ".join(by_name))
    except (Undescribable, SyntaxError) as error:
        why = _one_line(str(error), 300)
        return replace(spec, gradcheck_na=NOT_DESCRIBED + why), why
    args = tuple(
        replace(a, shape=by_name[a.name].shape, domain=by_name[a.name].domain, role=by_name[a.name].role)
        for a in spec.args
    )
    launch = {"args": args, "launch_dim": d.launch_dim, "order_independent_outputs": d.order_independent_outputs}
    return replace(spec, gradcheck_na="", **launch), ""


def _spec(kernel, concrete, case_id: str, source: str) -> KernelSpec:
    return KernelSpec(
        case_id=case_id,
        family=FAMILY,
        seed=None,
        kernel_name=factory.standalone_name(kernel.func),
        source=source,
        args=tuple(_arg_spec(n, t) for n, t in warp_api.kernel_arguments(concrete)),
        launch_dim=(),
        gradcheck_na="harvested kernel: its launch inputs are unknown",
        finite_outputs=False,
    )


def _arg_spec(name: str, t) -> ArgSpec:
    """An argument as the spec records it. Shapes and roles are a launch's business, unknown here:
    arrays may be read and written (``inout``), values passed by copy are inputs."""
    if warp_api.is_array_type(t):
        if warp_api.is_struct(t.dtype):
            return ArgSpec(name=name, kind="struct_array", dtype=_struct_name(t.dtype), role="inout")
        return ArgSpec(name=name, kind="array", dtype=warp_api.type_name(t.dtype), role="inout")
    if warp_api.is_struct(t):
        return ArgSpec(name=name, kind="struct", dtype=_struct_name(t))
    return ArgSpec(name=name, kind="scalar", dtype=warp_api.type_name(t))


def _struct_name(t) -> str:
    return warp_api.type_name(t).rsplit(".", 1)[-1]


def candidates(
    kernel, concrete, harvested, package_overloads: bool = True
) -> tuple[list[tuple[str, tuple[str, ...]]], tuple[str, str]]:
    """([(standalone source, names of the functions it defines besides the kernel)], (reason, message)
    when there is none). ``harvested(name)``: whether a module belongs to the code being harvested
    (a standalone source may import installed packages, not the code being harvested).
    ``package_overloads``: false for an overload the harvest chose, which only its own declaration makes."""
    func = kernel.func
    filename = inspect.getsourcefile(func) or ""
    module_source = "".join(linecache.getlines(filename, func.__globals__)) if filename else ""
    if not module_source:
        return [], ("no-module-source", "the source of the kernel's module is not available")
    where = (
        module_source,
        func.__module__,
        func.__globals__.get("__package__"),
        func.__qualname__,
        func.__code__.co_firstlineno,
    )
    if factory.is_factory_kernel(func):
        # Its factory written at the top level, with the values the kernel captured (factory.py).
        try:
            inlined, line = factory.inline(
                module_source, func, func.__globals__, dict(kernel.options), warp_api.module_name(kernel)
            )
        except factory.NotInlined as error:
            return [], ("made-by-factory", " ".join(str(error).split())[:300])
        except SyntaxError as error:
            return [], ("made-by-factory", f"its module does not parse: {error.msg}")
        where = (inlined, func.__module__, where[2], func.__name__, line)
    try:
        piece = slice_module(*where)
    except (SyntaxError, ValueError) as error:
        return [], ("made-by-factory", " ".join(str(error).split())[:300])
    imports = set(piece.imports)
    found = [(piece.source, piece.functions)] if package_overloads or not warp_api.is_generic(kernel) else []
    if warp_api.is_generic(kernel):
        # Best: the kernel and a declaration of this overload only, so that each overload's
        # source is its own; else the module's own overload declarations.
        alone = slice_module(*where, overloads=False)
        types = [t for _, t in warp_api.kernel_arguments(concrete)]
        declared = overload_declaration(alone, func.__name__, types, func.__globals__)
        if declared is not None:
            found.insert(0, (declared.source, alone.functions))
            imports.update(declared.imports)
        elif not found:
            types_text = ", ".join(warp_api.type_name(t) for t in types)
            return [], ("source-does-not-load", f"no source can declare the overload [{types_text}]")
    if not any(m == func.__module__ or harvested(m) for m in imports):
        return found, ("", "")
    # What it imports from the harvested package comes in as source (harness/harvest/closure.py).
    closure, closed, why = Closure(harvested, _module_source), [], ("", "")
    for source, functions in found:
        try:
            text, more = closure.close(source, func.__module__)
        except Unresolved as error:
            why = (error.reason, error.message)
            continue
        except (SyntaxError, ValueError) as error:
            why = ("imports-harvested-code", " ".join(str(error).split())[:300])
            continue
        closed.append((text, tuple(dict.fromkeys(functions + more))))
    return closed, why


def _module_source(name: str) -> tuple[str, str] | None:
    """(source, package) of a module, read without executing anything (None when there is none)."""
    module = sys.modules.get(name)
    if module is not None:
        filename, package = getattr(module, "__file__", None), getattr(module, "__package__", None)
    else:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError, AttributeError):
            return None
        if spec is None:
            return None
        filename = spec.origin
        package = name if spec.submodule_search_locations is not None else name.rpartition(".")[0]
    if not filename or not str(filename).endswith(".py"):
        return None
    lines = linecache.getlines(filename)
    return ("".join(lines), package or "") if lines else None
