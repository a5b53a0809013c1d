"""The harvest's worker process: imports one module per task and turns its kernels into cases.

Started by harness/harvest/run.py through ``procs.Pool`` (``python -m harness.harvest.worker``);
each task is one JSON line ``{"module", "paths", "roots", "command"}``; the answer is two result
lines: ``{"status": "imported"}`` once the import is over (a crash or hang before it is the
module's, at import), then ``{"status": "ok", ...}`` with the module's visit, failures and cases.
Warp module loads and kernel launches are refused for the worker's whole life (codegen only).
Output the imported code writes goes to stderr (dropped); the protocol has stdout to itself.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import sys
import warnings
from dataclasses import asdict

import warp as wp

from harness import faults, procs, sandbox, warp_api
from harness.harvest import generics
from harness.harvest.codegen import built_at, case_id_of, make_case, origin_of, original_code
from harness.harvest.discovery import _implementation_package, _message, _partial_namespace, classify_import_error
from harness.harvest.launches import choose
from harness.harvest.report import Failure, ModuleVisit

PREFIX = "@harvest "
_PROTOCOL = None  # the result lines' file, in a worker process (main)
_GUARD = sandbox.guard()  # made before any harvested code is imported; outside a sandbox it records nothing
KERNEL_FAULT_POINT = "harvest.kernel-codegen"  # harness/faults.py: as a kernel's code is generated (key: its name)

# wp.config settings each module's import changed, by module name (a module is imported once per process).
_CONFIG_AT_IMPORT: dict[str, dict] = {}


def _under(name: str, prefixes) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


class ModuleJob:
    """One module of the harvest, in this worker process."""

    def __init__(self, task: dict):
        self.name = task["module"]
        self.roots = set(task["roots"])
        self.command = task["command"]
        self.launches = task.get("launches") or {}
        self.prefixes = set(self.roots)  # what counts as harvested code (grows with implementation packages)
        self.visit = ModuleVisit(self.name)
        self.failures: list[Failure] = []
        self.kernels: dict[int, object] = {}
        self.config: dict[int, dict] = {}
        self.namespace: dict | None = None
        self.package_paths: list[str] = []
        # Kernels (``module:qualified name``) left out: their code generation took a worker down before.
        self.skip = set(task.get("skip") or ())
        for entry in reversed(task["paths"]):
            if entry not in sys.path:
                sys.path.insert(0, entry)

    def harvested(self, name: str) -> bool:
        return _under(name, self.prefixes)

    # ---- importing

    def import_module(self) -> None:
        """Import the module (its parent package first, outside what is recorded of it)."""
        name = self.name
        parent = name.rpartition(".")[0]
        if parent and parent not in sys.modules:
            with contextlib.suppress(BaseException):  # its failure, if any, shows again below
                _quietly(importlib.import_module, parent)
        config = warp_api.config_snapshot()
        cwd, argv, path = os.getcwd(), list(sys.argv), list(sys.path)
        already = name in sys.modules
        try:
            self.namespace = vars(_quietly(importlib.import_module, name))
        except BaseException as error:
            reason, message = classify_import_error(error, name, self.harvested)
            self.visit.status = reason
            self.failures.append(Failure(reason, name, message))
            self.namespace = _partial_namespace(error, name)
            error.__traceback__ = None
        finally:
            after = warp_api.config_snapshot()
            self.visit.config_changed = warp_api.restore_config(config)
            os.chdir(cwd)
            sys.argv[:] = argv
            sys.path[:] = path
        if already:  # imported before in this process: what its import did then
            self.visit.config_changed = sorted(_CONFIG_AT_IMPORT.get(name, {}))
            changes = _CONFIG_AT_IMPORT.get(name, {})
        else:
            changes = {k: after[k] for k in self.visit.config_changed if k in after}
            if name in sys.modules:
                _CONFIG_AT_IMPORT[name] = changes
        module = sys.modules.get(name)
        if self.namespace is not None and module is not None and hasattr(module, "__path__"):
            self.package_paths = [str(p) for p in module.__path__]
        if self.namespace is not None:
            self._collect(changes)

    # ---- finding kernels

    def _owned(self, kernel) -> bool:
        """Whether this module's visit records ``kernel``: it is defined here, or in code the
        package keeps outside the harvested modules (warp.fem's in warp._src.fem) and filed
        under a Warp module no nearer harvested module holds."""
        defined = getattr(kernel.func, "__module__", "") or ""
        if defined == self.name:
            return True
        if _under(defined, self.roots):
            return False  # its own module's visit records it
        warp_module = warp_api.module_name(kernel)
        if not _under(warp_module, [self.name]):
            return False
        nearer = warp_module
        while nearer != self.name:
            if nearer in sys.modules or _findable(nearer):
                return False
            nearer = nearer.rpartition(".")[0]
        return True

    def _add(self, kernel, config: dict) -> bool:
        if id(kernel) in self.kernels or not self._owned(kernel):
            return False
        self.kernels[id(kernel)] = kernel
        self.config[id(kernel)] = config
        return True

    def _collect(self, config: dict) -> None:
        count = 0
        for value in list(self.namespace.values()):
            if isinstance(value, wp.Kernel):
                count += self._add(value, config)
            elif isinstance(value, type) and getattr(value, "__module__", None) == self.name:
                for member in list(vars(value).values()):
                    if isinstance(member, wp.Kernel):
                        count += self._add(member, config)
        for kernel in warp_api.registered_kernels([self.name]):
            count += self._add(kernel, {})
        self.visit.kernels = count
        # Code a harvested package keeps elsewhere (warp.fem's in warp._src.fem) is harvested code too.
        for kernel in self.kernels.values():
            module, warp_module = kernel.func.__module__, warp_api.module_name(kernel)
            if not self.harvested(module) and self.harvested(warp_module):
                prefix = max((p for p in self.prefixes if _under(warp_module, [p])), key=len)
                found = _implementation_package(module, warp_module, prefix)
                if found:
                    self.prefixes.add(found)

    # ---- kernels -> cases

    def _instantiate(self, kernel, block, counts: dict, made: list, chosen: list) -> None:
        """A generic kernel without overloads: overloads the harvest chooses (harness/harvest/generics.py)."""
        func = kernel.func

        def generate(overload):
            with built_at(kernel, block[0]):
                return original_code(overload, self.config[id(kernel)])

        kept, why = generics.instantiate(kernel, generate)
        if not kept:
            origin = f"{func.__module__}:{func.__qualname__}"
            self.failures.append(Failure("no-overloads", origin, f"generic kernel without overloads; {why}"))
            return
        counts["generic_instantiated"] += 1
        counts["chosen_overloads"] += len(kept)
        chosen.append((kernel, kept))
        for overload, code in kept:
            made.append((kernel, overload, origin_of(kernel, overload) + generics.CHOSEN, code, block, True))

    def cases(self) -> dict:
        counts = {
            "kernels_found": len(self.kernels),
            "generic_kernels": 0,
            "overloads": 0,
            "generic_instantiated": 0,
            "chosen_overloads": 0,
            "kernels_with_pairs": 0,
        }
        kernels = sorted(
            (k for k in self.kernels.values() if kernel_name(k) not in self.skip),
            key=lambda k: (k.func.__module__, k.func.__qualname__, k.func.__code__.co_firstlineno, k.key),
        )
        # (kernel, concrete kernel, origin, its code, block, whether the harvest chose the overload)
        made: list[tuple[object, object, str, dict, tuple[int, str], bool]] = []
        chosen: list[tuple[object, list]] = []  # overloads the harvest added, removed once the cases are made
        for kernel in kernels:
            at(kernel_name(kernel))
            concrete = warp_api.concrete_kernels(kernel)
            func = kernel.func
            block = choose(self.launches, func.__name__, func.__module__, warp_api.module_block_dim(kernel))
            if warp_api.is_generic(kernel):
                counts["generic_kernels"] += 1
                counts["overloads"] += len(concrete)
                if not concrete:
                    self._instantiate(kernel, block, counts, made, chosen)
            for each in concrete:
                origin = origin_of(kernel, each)
                try:
                    with built_at(kernel, block[0]):
                        code = original_code(each, self.config[id(kernel)])
                except Exception as error:
                    self.failures.append(Failure("codegen-error", origin, _message(error)))
                    continue
                made.append((kernel, each, origin, code, block, False))
        # Kernels made by one factory share a qualified name: tell them apart by Warp's content hash.
        contents: dict[str, set[str]] = {}
        for _, _, origin, code, _, _ in made:
            contents.setdefault(origin, set()).add(code["cpu"].mangled_name)
        cases, written, with_pairs = [], set(), set()
        for kernel, concrete, origin, code, block, by_harvest in made:
            at(kernel_name(kernel))
            if len(contents[origin]) > 1:
                origin += "@" + code["cpu"].mangled_name.rsplit("_", 1)[-1]
            if case_id_of(origin) in written:
                continue
            written.add(case_id_of(origin))
            try:
                result = make_case(
                    kernel,
                    concrete,
                    origin,
                    code,
                    self.config[id(kernel)],
                    self.harvested,
                    self.command,
                    block,
                    chosen=by_harvest,
                )
            except Exception as error:  # one kernel must not end the harvest
                self.failures.append(Failure("internal-error", origin, _message(error)))
                continue
            if result.failure is not None:
                self.failures.append(result.failure)
                continue
            with_pairs.add(id(kernel))
            cases.append({"case_id": result.case_id, "files": result.files, "pair": asdict(result.pair)})
        for kernel, kept in chosen:
            generics.drop(kernel, kept)
        counts["kernels_with_pairs"] = len(with_pairs)
        return {
            "status": "ok",
            "module": self.name,
            "visit": asdict(self.visit),
            "failures": [asdict(f) for f in self.failures],
            "counts": counts,
            "cases": cases,
            "package_paths": self.package_paths,
        }


def kernel_name(kernel) -> str:
    """``module:qualified name``: what the supervisor hears a worker is generating code for, and leaves
    out (``skip``) when that took the worker down."""
    return f"{kernel.func.__module__}:{kernel.func.__qualname__}"


def at(name: str) -> None:
    """Tell the supervisor which kernel's code is generated now (a line of its own, never a result;
    on the protocol's file: imported code's prints go to stderr meanwhile)."""
    if _PROTOCOL is not None:
        procs.emit(PREFIX, {"status": "at", "kernel": name}, _PROTOCOL)
    faults.point(KERNEL_FAULT_POINT, name.rpartition(":")[2])


def _findable(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError, AttributeError):
        return False


def _quietly(function, *args):
    """Call with Python's output sent to stderr and warnings off (imported code prints and warns)."""
    with contextlib.redirect_stdout(sys.stderr), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return function(*args)


def _without_cases(job: ModuleJob, failure: Failure) -> dict:
    """The module's result with ``failure`` and none of its cases."""
    return {
        "status": "ok",
        "module": job.name,
        "visit": asdict(job.visit),
        "failures": [asdict(f) for f in [*job.failures, failure]],
        "counts": {"kernels_found": len(job.kernels), "generic_kernels": 0, "overloads": 0},
        "cases": [],
        "package_paths": job.package_paths,
    }


def _refused(job: ModuleJob, attempts: list[str]) -> dict:
    """A module whose code tried to leave the sandbox: a finding, none of its kernels."""
    job.visit.status = "sandbox"
    job.failures = [f for f in job.failures if "sandbox: " not in f.message]  # the refusal's own consequences
    return _without_cases(job, Failure("sandbox", job.name, sandbox.REFUSED + "; ".join(attempts)))


def handle(task: dict):
    job = ModuleJob(task)
    with _GUARD.armed_for():
        _quietly(job.import_module)
    refused = _GUARD.take()
    yield {"status": "imported", "module": job.name}
    if refused:
        yield _refused(job, refused)
        return
    try:
        with _GUARD.armed_for():  # code generation runs the module's code too (wp.static, closures)
            result = _quietly(job.cases)
        refused = _GUARD.take()
        yield _refused(job, refused) if refused else result
    except Exception as error:  # a bug here must not pass for the module's crash
        yield _without_cases(job, Failure("internal-error", job.name, _message(error)))


def main() -> int:
    # The protocol keeps stdout (fd 1) to itself; whatever else writes there (native code too) goes to stderr.
    global _PROTOCOL
    _PROTOCOL = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = _PROTOCOL
    _quietly(warp_api.init)
    with warp_api.codegen_only():
        return procs.serve(handle, PREFIX, _PROTOCOL)


if __name__ == "__main__":
    raise SystemExit(main())
