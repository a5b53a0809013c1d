"""Importing modules, collecting their kernels, and turning each kernel into a golden-file case."""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import inspect
import io
import linecache
import os
import shlex
import sys
import textwrap
import time
import warnings
from pathlib import Path

import warp as wp

from harness import outdir, warp_api
from harness.generate import golden, loader
from harness.generate.extract import Extraction
from harness.harvest.discovery import (
    _children,
    _implementation_package,
    _message,
    _partial_namespace,
    _resolve,
    classify_import_error,
    license_of,
)
from harness.harvest.report import Failure, ModuleVisit, Pair, Report, _one_line
from harness.harvest.standalone import _normalise, _own_source, overload_declaration, slice_module
from kernels.spec import ArgSpec, KernelSpec

FAMILY = "harvested"

# wp.config settings each module's import changed, by module name (a module is imported once per process).
_CONFIG_AT_IMPORT: dict[str, dict] = {}


def case_id_of(origin: str) -> str:
    return f"{FAMILY}-{hashlib.sha1(origin.encode()).hexdigest()[:12]}"


def _write_case(folder: Path, case_id: str, files: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for suffix in golden.SUFFIXES:  # json last: its presence marks a complete case
        path = folder / f"{case_id}.{suffix}"
        tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
        tmp.write_text(files[suffix])
        tmp.replace(path)


class Harvester:
    def __init__(self, sources: list[str], cases_root: Path, command: str):
        self.sources = sources
        self.folder = Path(cases_root) / FAMILY
        self.command = command
        self.report = Report(sources=list(sources), command=command, warp_version=warp_api.warp_version())
        self.visits: dict[str, ModuleVisit] = {}
        self.prefixes: set[str] = set()  # module names whose kernels (and Warp modules) are harvested
        self.kernels: dict[int, object] = {}
        # wp.config settings each kernel's module import left (undone after it, applied to its codegen)
        self.config: dict[int, dict] = {}

    # ---- finding kernels

    def harvested(self, name: str) -> bool:
        return any(name == p or name.startswith(p + ".") for p in self.prefixes)

    def _import(self, name: str, visit: ModuleVisit) -> tuple[dict | None, dict]:
        """(the module's globals, even partial ones after an error, or None; wp.config settings it changed)."""
        config = warp_api.config_snapshot()
        cwd, argv, path = os.getcwd(), list(sys.argv), list(sys.path)
        already = name in sys.modules
        output = io.StringIO()
        namespace = None
        try:
            with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                namespace = vars(importlib.import_module(name))
        except KeyboardInterrupt:
            raise
        except BaseException as error:
            reason, message = classify_import_error(error, name, self.harvested)
            visit.status = reason
            self.report.failures.append(Failure(reason, name, message))
            namespace = _partial_namespace(error, name)
            error.__traceback__ = None
        finally:
            after = warp_api.config_snapshot()
            visit.config_changed = warp_api.restore_config(config)
            os.chdir(cwd)
            sys.argv[:] = argv
            sys.path[:] = path
        if already:  # imported before (an earlier harvest in this process): what its import did then
            visit.config_changed = sorted(_CONFIG_AT_IMPORT.get(name, {}))
            return namespace, _CONFIG_AT_IMPORT.get(name, {})
        changes = {k: after[k] for k in visit.config_changed if k in after}
        if name in sys.modules:
            _CONFIG_AT_IMPORT[name] = changes
        return namespace, changes

    def _visit(self, name: str) -> None:
        if name in self.visits:
            return
        visit = self.visits[name] = ModuleVisit(name)
        self.report.modules.append(visit)
        self.prefixes.add(name)
        namespace, config = self._import(name, visit)
        if namespace is not None:
            visit.kernels = self._collect(namespace, name, config)
        module = sys.modules.get(name)
        if namespace is not None and module is not None and hasattr(module, "__path__"):
            for child in _children(name, list(module.__path__)):
                self._visit(child)

    def _add(self, kernel, config: dict) -> bool:
        func = kernel.func
        if not (self.harvested(getattr(func, "__module__", "") or "") or self.harvested(warp_api.module_name(kernel))):
            return False  # imported from code that is not being harvested
        if id(kernel) in self.kernels:
            return False
        self.kernels[id(kernel)] = kernel
        self.config[id(kernel)] = config
        return True

    def _collect(self, namespace: dict, name: str, config: dict) -> int:
        count = 0
        for value in list(namespace.values()):
            if isinstance(value, wp.Kernel):
                count += self._add(value, config)
            elif isinstance(value, type) and getattr(value, "__module__", None) == name:
                for member in list(vars(value).values()):
                    if isinstance(member, wp.Kernel):
                        count += self._add(member, config)
        return count

    def find(self) -> None:
        for item in self.sources:
            entry, names, kind = _resolve(item)
            if entry is not None:
                sys.path.insert(0, entry)
            if kind == "module":
                self.prefixes.add(item)
            if kind == "not-found":
                self.report.failures.append(Failure("not-found", item, "no such file or folder, and not a module name"))
            for name in names:
                self._visit(name)
        for kernel in warp_api.registered_kernels(sorted(self.prefixes)):
            if self._add(kernel, {}):
                visit = self.visits.get(kernel.func.__module__)
                if visit is not None:
                    visit.kernels += 1
        # Code a harvested package keeps elsewhere (warp.fem's in warp._src.fem) is harvested code too.
        implementations = set()
        for kernel in self.kernels.values():
            module, warp_module = kernel.func.__module__, warp_api.module_name(kernel)
            if not self.harvested(module):
                prefix = max((p for p in self.prefixes if warp_module == p or warp_module.startswith(p + ".")), key=len)
                implementations.add(_implementation_package(module, warp_module, prefix))
        self.prefixes |= implementations - {None}

    # ---- kernels -> cases

    def _origin(self, kernel, concrete) -> str:
        func = kernel.func
        origin = f"{func.__module__}:{func.__qualname__}"
        if warp_api.is_generic(kernel):
            types = ", ".join(warp_api.type_name(t) for _, t in warp_api.kernel_arguments(concrete))
            origin += f"[{types}]"
        return origin

    def _standalone(self, kernel, concrete, case_id: str, code: dict) -> tuple[str, bool, str]:
        """(python_source, standalone, why not) for one concrete kernel."""
        func = kernel.func
        own = _own_source(func) or textwrap.dedent(warp_api.kernel_source(concrete))
        filename = inspect.getsourcefile(func) or ""
        module_source = "".join(linecache.getlines(filename, func.__globals__)) if filename else ""
        if not module_source:
            return own, False, "module source not available"
        where = (
            module_source,
            func.__module__,
            func.__globals__.get("__package__"),
            func.__qualname__,
            func.__code__.co_firstlineno,
        )
        try:
            piece = slice_module(*where)
        except (SyntaxError, ValueError) as error:
            return own, False, f"not a top-level definition: {_one_line(str(error), 200)}"
        inside = [m for m in piece.imports if m == func.__module__ or self.harvested(m)]
        if inside:
            return own, False, f"imports harvested code: {', '.join(sorted(set(inside)))}"
        candidates = [piece.source]
        if warp_api.is_generic(kernel):
            # Best: the kernel and a declaration of this overload only, so that each overload's
            # source is its own; else the module's own overload declarations.
            alone = slice_module(*where, overloads=False)
            types = [t for _, t in warp_api.kernel_arguments(concrete)]
            declared = overload_declaration(alone, func.__name__, types, func.__globals__)
            if declared is not None:
                candidates.insert(0, declared)
        why = ""
        config = self.config.get(id(kernel), {})
        for source in candidates:
            why = self._reproduces(source, piece.functions, concrete, case_id, code, filename, config)
            if not why:
                return source, True, ""
        return own, False, why

    def _reproduces(
        self, source: str, functions, concrete, case_id: str, code: dict, filename: str, config: dict
    ) -> str:
        """ "" when ``source`` loaded on its own gives the kernel's code; else why not."""
        qualname = concrete.func.__qualname__
        with warp_api.config_applied(config):
            try:
                standalone = loader.load_kernel(case_id, source, qualname)
            except loader.KernelRejected as error:
                return f"does not load on its own: {_one_line(str(error.error), 200)}"
            try:
                twin = warp_api.overload(standalone, warp_api.kernel_signature(concrete))
                if twin is None:
                    return "overload made at run time, not declared at the top level"
                files = (filename, f"{case_id}.py")
                for target, original in code.items():
                    again = warp_api.generate_code(twin, target, kernel_only=True)
                    names = {original.mangled_name: "<kernel>", again.mangled_name: "<kernel>"}
                    if _normalise(again.module, files, names, functions) != _normalise(
                        original.module, files, names, functions
                    ):
                        return f"generates different {target} code on its own"
            except Exception as error:
                return f"does not generate on its own: {_message(error)}"
            finally:
                # A kernel declared with module="name" joined that (shared) Warp module: leave it registered.
                own = warp_api.module_name(standalone) == loader.module_name(case_id)
                loader.unload(case_id, standalone if own else None)
        return ""

    def _case(self, kernel, concrete) -> tuple[str, dict] | None:
        origin = self._origin(kernel, concrete)
        try:
            with warp_api.config_applied(self.config.get(id(kernel), {})):
                code = {t: warp_api.generate_code(concrete, t, kernel_only=True) for t in warp_api.TARGETS}
        except Exception as error:
            self.report.failures.append(Failure("codegen-error", origin, _message(error)))
            return None
        return origin, code

    def extract(self) -> None:
        kernels = sorted(
            self.kernels.values(),
            key=lambda k: (k.func.__module__, k.func.__qualname__, k.func.__code__.co_firstlineno, k.key),
        )
        self.report.kernels_found = len(kernels)
        made: list[tuple[object, object, str, dict]] = []
        for kernel in kernels:
            concrete = warp_api.concrete_kernels(kernel)
            if warp_api.is_generic(kernel):
                self.report.generic_kernels += 1
                self.report.overloads += len(concrete)
                if not concrete:
                    origin = f"{kernel.func.__module__}:{kernel.func.__qualname__}"
                    self.report.failures.append(Failure("no-overloads", origin, "generic kernel without overloads"))
            produced = False
            for each in concrete:
                result = self._case(kernel, each)
                if result is not None:
                    made.append((kernel, each, *result))
                    produced = True
            self.report.kernels_with_pairs += produced

        # Kernels made by one factory share a qualified name: tell them apart by Warp's content hash.
        contents: dict[str, set[str]] = {}
        for _, _, origin, code in made:
            contents.setdefault(origin, set()).add(code["cpu"].mangled_name)
        written: set[str] = set()
        for kernel, concrete, origin, code in made:
            if len(contents[origin]) > 1:
                origin += "@" + code["cpu"].mangled_name.rsplit("_", 1)[-1]
            case_id = case_id_of(origin)
            if case_id in written:
                continue  # the same kernel twice (a module imported again after a failure)
            written.add(case_id)
            try:
                self._write(kernel, concrete, origin, case_id, code)
            except Exception as error:  # one kernel must not end the harvest
                written.discard(case_id)
                self.report.failures.append(Failure("internal-error", origin, _message(error)))
        if self.folder.exists():
            for stale in self.folder.iterdir():
                if stale.name.split(".")[0] not in written:
                    stale.unlink()

    def _write(self, kernel, concrete, origin: str, case_id: str, code: dict) -> None:
        source, standalone, note = self._standalone(kernel, concrete, case_id, code)
        code = {target: warp_api.relocate(c, sys.path) for target, c in code.items()}
        spec = KernelSpec(
            case_id=case_id,
            family=FAMILY,
            seed=None,
            kernel_name=kernel.func.__name__,
            source=source,
            args=tuple(_arg_spec(n, t) for n, t in warp_api.kernel_arguments(concrete)),
            launch_dim=(),
            gradcheck_na="harvested kernel: its launch inputs are unknown",
            finite_outputs=False,
        )
        extraction = Extraction(spec=spec, code=code, warp_version=warp_api.warp_version())
        extra = {"origin": origin, "license": license_of(kernel.func.__module__), "standalone": standalone}
        _write_case(self.folder, case_id, golden.render(extraction, extra=extra, regenerate=self.command))
        self.report.pairs.append(Pair(case_id, origin, standalone, note))


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


def harvest(sources: list[str], cases_root: Path, command: str = "") -> Report:
    """Harvest every kernel of ``sources`` into ``cases_root/harvested/``; failures go into the report.

    Importing a module executes its code; no kernel is launched and no Warp module is loaded.
    """
    command = command or "make harvest FROM=" + shlex.quote(" ".join(sources))
    started = time.perf_counter()
    harvester = Harvester(sources, cases_root, command)
    saved_path = list(sys.path)
    try:
        with warp_api.codegen_only():
            harvester.find()
            harvester.extract()
    finally:
        sys.path[:] = saved_path
    harvester.report.seconds = time.perf_counter() - started
    return harvester.report


def write_report(report: Report, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    outdir.write_atomic(out / "harvest-report.json", report.to_json().encode())
    outdir.write_atomic(out / "harvest-report.md", report.to_markdown().encode())
