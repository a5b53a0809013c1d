"""Compile many cases per Warp module, for the CPU and to PTX, and bisect to the cases that fail.

One Warp module per case costs a fixed overhead per compile; a *batch* puts many cases'
kernels into one Warp module: each case's source is executed in a namespace of its own
(so names never clash in Python) whose ``__name__`` is the batch's, which is what Warp
groups kernels by. The code Warp generates for a kernel does not depend on the other
kernels of its module (kernel names carry a hash of the kernel alone), and
``check_fidelity`` proves it for every case: each recorded piece of the case's goldens
(header, helpers, forward, backward) must appear, byte for byte, in the translation unit
the batch compiled. Cases that define helpers with the same top-level names, or that set
different module options, never share a batch (``plan``).

When a batch fails to compile, ``bisect`` isolates the failing cases in fresh modules (the case
a codegen error names is taken out directly; otherwise the batch is halved), so one bad kernel
never hides the others; the message kept is Warp's own (the compiler's diagnostics, which
Warp prints rather than raises, are captured).
"""

from __future__ import annotations

import ast
import contextlib
import functools
import itertools
import linecache
import os
import re
import sys
import tempfile
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import warp as wp

from harness import sandbox, warp_api
from harness.generate.golden import GoldenCase

MESSAGE_CHARS = 4000  # compiler output kept per failure
_counter = itertools.count()


class CompileError(Exception):
    """Warp (or its compiler) refused a batch; ``message`` holds Warp's words and the diagnostics."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@contextlib.contextmanager
def native_output() -> Iterator[dict]:
    """Capture what native code (Warp's clang, NVRTC) and Python write to fds 1 and 2.

    Warp prints compiler diagnostics instead of raising them; the captured text is in
    ``box["text"]`` after the block.
    """
    box = {"text": ""}
    sys.stdout.flush()
    sys.stderr.flush()
    with tempfile.TemporaryFile() as sink:
        saved = [os.dup(1), os.dup(2)]
        os.dup2(sink.fileno(), 1)
        os.dup2(sink.fileno(), 2)
        try:
            yield box
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            for fd in saved:
                os.close(fd)
            sink.seek(0)
            box["text"] = sink.read().decode("utf-8", errors="replace")


_TMP_PATH = re.compile(r"(?:/[^\s:'\"]+)*/(wp_[\w.]+?\.(?:cpp|cu|pch))")


def clean_message(error: BaseException, captured: str = "") -> str:
    """Warp's exception plus the compiler's diagnostics, without temporary paths, bounded in size."""
    text = f"{type(error).__name__}: {error}"
    diagnostics = "\n".join(
        line
        for line in captured.splitlines()
        if line.strip()
        and "CUDA driver" not in line
        and "Warp CUDA warning" not in line
        and not line.startswith("Compile CUDA (")  # progress lines at debug log level
        and "precompiled header" not in line
    )
    if diagnostics:
        text += "\n" + diagnostics
    text = _TMP_PATH.sub(r"\1", text)
    return text if len(text) <= MESSAGE_CHARS else text[: MESSAGE_CHARS - 20] + "\n... (truncated)"


# --------------------------------------------------------------------------- batches


@dataclass
class Member:
    case: GoldenCase
    kernel: object  # wp.Kernel
    namespace: dict


@dataclass
class Batch:
    """Cases executed into one Warp module (``name``); ``rejected``: cases whose source did not define."""

    name: str
    variant: str = ""
    members: dict[str, Member] = field(default_factory=dict)
    rejected: dict[str, str] = field(default_factory=dict)
    filenames: list[str] = field(default_factory=list)
    # module name -> the module's own value of each option ``load_batch`` set on it
    replaced_options: dict[str, dict] = field(default_factory=dict)
    in_use: bool = False  # kept loaded for later steps by its owner, who closes it; release() leaves it
    config: dict = field(default_factory=dict)  # the ``wp.config`` settings its sources made, for its builds
    named: set[str] = field(default_factory=set)  # its copies of the modules its sources name (``load_batch``)

    def modules(self) -> dict[str, object]:
        """The Warp modules the members' kernels landed in (normally just this batch's)."""
        mods = {}
        for m in self.members.values():
            module = warp_api.module_of(m.kernel)
            mods.setdefault(module.name, (module, m.kernel))
        return mods

    def close(self) -> None:
        for module, _kernel in self.modules().values():
            warp_api.unload_module(module)
        for name in {self.name, *self.modules(), *self.named}:
            warp_api.forget_module_named(name)
        sys.modules.pop(self.name, None)
        for filename in self.filenames:
            linecache.cache.pop(filename, None)
        self.members.clear()

    def release(self) -> None:
        """Close, unless the batch's owner keeps it loaded (``in_use``)."""
        if not self.in_use:
            self.close()


def load_batch(
    cases: list[GoldenCase],
    *,
    variant: str = "",
    transform: Callable[[str], str] | None = None,
    module_options: dict | None = None,
    rewrites: dict[str, tuple[str, Callable[[str], str]]] | None = None,
) -> Batch:
    """Execute each case's recorded Python source into a fresh batch module.

    ``variant`` names a derived copy (e.g. ``f64``): its virtual file is ``<case>.<variant>.py``
    and ``transform`` rewrites the source first; ``rewrites`` (case id -> (label, transform)) gives
    cases their own (``<case>.<label>.py``); ``module_options`` are set on the batch module
    (never on an original: its code must stay what the goldens record). The original is
    compiled from ``<case>.py``, the file name the goldens record.
    """
    warp_api.init()
    name = f"warp_batch_{os.getpid()}_{next(_counter)}" + (f"_{variant}" if variant else "")
    batch = Batch(name=name, variant=variant)
    module = sys.modules[name] = types.ModuleType(name)
    for case in cases:
        spec = case.spec
        label, rewrite = (rewrites or {}).get(spec.case_id, (variant, transform))
        filename = f"{spec.case_id}.{label}.py" if label else f"{spec.case_id}.py"
        try:
            source = rewrite(spec.source) if rewrite else spec.source
        except Exception as error:
            batch.rejected[spec.case_id] = f"{type(error).__name__}: {error}"
            continue
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        batch.filenames.append(filename)
        warp_api.set_function_name_counts(recorded_function_numbers(case))
        # The case's namespace is a module's, registered under the batch's name while its source
        # runs: what resolves names through ``sys.modules[__module__]`` (a ``@wp.struct``'s string
        # annotations under ``from __future__ import annotations``) finds the case's own names.
        own = types.ModuleType(name)
        namespace = own.__dict__
        namespace.update({"__file__": filename, "__builtins__": __builtins__})
        sys.modules[name] = own
        config = warp_api.config_snapshot()
        try:
            # In a sandbox (a harvested source), what the source tries as it loads fails its case. The
            # guard is armed for the load only: over the whole ladder its audit hook on every open cost a
            # third more CPU time, and an attempt there fails against the box, unreported.
            # A module the source names is the batch's own copy of it (``{batch}.{name}``): other
            # batches (a case's float64 copy, the case alone) keep theirs, not one Warp module for all.
            private = warp_api.named_modules_renamed(functools.partial(_private, batch))
            # Nor is a module="unique" module another load made: its kernel's code names that load's file.
            unique = warp_api.unique_modules_unregistered(
                lambda n: n == batch.name or n.startswith(f"{batch.name}."), prefix=batch.name
            )
            with sandbox.guard().armed_for(), private, unique:
                exec(compile(source, filename, "exec", dont_inherit=True), namespace)
            refused = sandbox.guard().take()
            if refused:
                raise PermissionError(sandbox.REFUSED + "; ".join(refused))
            kernel = namespace[spec.kernel_name.split(".")[0]]
            for part in spec.kernel_name.split(".")[1:]:  # a kernel defined in a class: ``Class.kernel``
                kernel = getattr(kernel, part)
            if not isinstance(kernel, wp.Kernel):
                raise TypeError(f"{spec.kernel_name} is not a @wp.kernel")
        except Exception as error:
            batch.rejected[spec.case_id] = f"{type(error).__name__}: {error}"
            continue
        finally:
            sys.modules[name] = module
            # A source's ``wp.config`` settings are its own: undone at once (the module options Warp
            # made from them stay), applied again around its batch's builds (``Batch.config``;
            # ``plan`` gives such a case a batch of its own).
            after = warp_api.config_snapshot()
            batch.config.update({key: after[key] for key in warp_api.restore_config(config) if key in after})
        batch.members[spec.case_id] = Member(case, kernel, namespace)
    if module_options:
        set_options(batch, module_options)
    return batch


def _private(batch: Batch, module: str) -> str:
    if module == batch.name:
        return module
    batch.named.add(f"{batch.name}.{module}")
    return f"{batch.name}.{module}"


def set_options(batch: Batch, module_options: dict) -> None:
    """Set ``module_options`` on the batch's modules (before anything is built), keeping the values they replace."""
    for name, (module, _kernel) in batch.modules().items():
        batch.replaced_options[name] = {key: module.options.get(key) for key in module_options}
        wp.set_module_options(module_options, module=module)


def recorded_function_numbers(case: GoldenCase) -> dict[str, int]:
    """For each function the case's source defines: the number Warp appended to its name in the
    recorded code (``helper_3``), which depends on what the generating process had defined before.
    Executing the source with Warp's counters set to these reproduces the recorded names.

    Every function the source makes counts, not only its top-level ones: a class's methods
    (``Mode__dofs_0``) and functions a factory makes (``make__locals__f_0``, ``_1`` for a second
    call) take their numbers from the same counters, which the cases a process validated before
    would otherwise have moved. Only the definitions Warp marks as the case's own (the
    ``// <case>.py:<line>`` comment before each) count: a Warp function of the same name in the
    unit (``velocity_at_point_0`` from ``warp/_src/math.py``) keeps its own number."""
    return dict(_function_numbers(f"{case.spec.case_id}.py", case.modules["cpu"], case.spec.source))


@functools.lru_cache(maxsize=256)  # every batch a case joins (CPU, CUBIN, float64, rewrites) asks again
def _function_numbers(filename: str, cpu_module: str, source: str) -> tuple[tuple[str, int], ...]:
    defined = rf"^// {re.escape(filename)}:(\d+)\n(?:static|template)[^\n]*?\b([A-Za-z_]\w*?)_(\d+)\($"
    found = {(name, int(number), int(line)) for line, name, number in re.findall(defined, cpu_module, re.M)}
    named = {(name, number) for name, number, _ in found}
    lines = source.splitlines()
    numbers: dict[str, int] = {}
    for name, number, line in found:
        if name.startswith("adj_") and (name[4:], number) in named:  # the adjoint of a function, named after it
            continue
        # Overloads of one name defined earlier in the source took the numbers before this one,
        # used or not (two @wp.func component_sum, the kernel calling the second: component_sum_1).
        # (Warp names line 0 for a generic function's instances: nothing to count there.)
        earlier = sum(1 for text in lines[: max(0, line - 1)] if re.match(rf"\s*def {re.escape(name)}\(", text))
        start = number - earlier if earlier <= number else number
        numbers[name] = min(numbers.get(name, start), start)
    return tuple(sorted(numbers.items()))


# Decorators that register nothing with Warp: a definition carrying only these (or none) is a
# plain Python object of its case's own namespace, which no other case of a batch can clash with.
_PYTHON_DECORATORS = frozenset(
    {
        "property",
        "staticmethod",
        "classmethod",
        "abstractmethod",
        "cached_property",
        "dataclass",
        "override",
        "wraps",
        "cache",
        "lru_cache",
        "total_ordering",
        "unique",
        "contextmanager",
        "final",
    }
)


def _registers_with_warp(decorators: list[ast.expr]) -> bool:
    """Whether one of the decorators may register the definition with Warp (any but plain Python's:
    ``@wp.func``, ``@wp.struct``, ``@wp.kernel`` and whatever a package wraps them in)."""
    for decorator in decorators:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        root = target
        while isinstance(root, ast.Attribute):
            root = root.value
        if name not in _PYTHON_DECORATORS or getattr(root, "id", "") in ("wp", "warp"):
            return True
    return False


@functools.lru_cache(maxsize=256)
def warp_definitions(source: str) -> frozenset[str]:
    """Names of the top-level definitions of a case's source that Warp registers by name in the
    module they are built in: its kernels, ``@wp.func``s and ``@wp.struct``s, and classes holding
    kernels. Two cases defining one of these cannot share a batch (two structs of one name are two
    C++ definitions of one type). Constants, type aliases, enums and plain functions live in each
    case's own namespace and never clash."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return frozenset()
    definitions = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    names = set()
    for node in tree.body:
        if not isinstance(node, definitions):
            continue
        methods = node.body if isinstance(node, ast.ClassDef) else []
        decorators = [d for item in (node, *methods) if isinstance(item, definitions) for d in item.decorator_list]
        if _registers_with_warp(decorators):
            names.add(node.name)
    return frozenset(names)


def module_options_key(source: str) -> tuple[str, ...] | None:
    """What a case's source sets on its module (its ``set_module_options`` lines; cases share a
    batch only with cases that set the same), or None for a source that picks a module itself or
    sets ``wp.config`` (Warp makes a module's options from it: such a case is built alone)."""
    if "module=" in source or sets_config(source):
        return None
    if "set_module_options" not in source:
        return ()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    return tuple(
        ast.unparse(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "attr", getattr(node.func, "id", "")) == "set_module_options"
    )


@functools.lru_cache(maxsize=256)
def sets_config(source: str) -> bool:
    """Whether the source assigns a ``wp.config`` (or ``warp.config``) setting."""
    if "config." not in source:
        return False
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    return any(
        isinstance(t, ast.Attribute) and isinstance(t.value, ast.Attribute) and t.value.attr == "config"
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
        for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
    )


# A case whose CUDA unit is this large is compiled alone: NVRTC can take more than a validation
# process may (real kernels' units of 600 KB have), and a process stopped over memory then loses only
# that case's build, not a batch's, which would all be built again one by one.
ALONE_CUDA_CHARS = 400_000


def plan(cases: list[GoldenCase], max_cases: int = 32, max_chars: int = 1_500_000) -> list[list[GoldenCase]]:
    """Group cases into batches: at most ``max_cases`` per batch and about ``max_chars`` of
    generated CPU code; no two cases in a batch define a kernel, function or struct of the same
    name (``warp_definitions``) or set different module options; a case that picks its module or sets
    ``wp.config``, or whose CUDA unit has ``ALONE_CUDA_CHARS`` or more, is compiled alone."""
    open_batches: list[dict] = []
    singles: list[list[GoldenCase]] = []
    for case in cases:
        source = case.spec.source
        options = module_options_key(source)
        if options is None or len(case.modules.get("cuda", "")) >= ALONE_CUDA_CHARS:
            singles.append([case])
            continue
        names = warp_definitions(source)
        size = len(case.modules["cpu"])
        for b in open_batches:
            if (
                b["options"] == options
                and len(b["cases"]) < max_cases
                and b["chars"] + size <= max_chars
                and not (names & b["names"])
            ):
                break
        else:
            b = {"cases": [], "names": set(), "chars": 0, "options": options}
            open_batches.append(b)
        b["cases"].append(case)
        b["names"] |= names
        b["chars"] += size
    return [b["cases"] for b in open_batches] + singles


# --------------------------------------------------------------------------- compiling


def _compile(build: Callable, *args, **kwargs) -> str:
    """Run one Warp build, ``build(*args, **kwargs)``; a failure becomes a CompileError with Warp's message and the
    compiler's diagnostics (printed, not raised, by Warp: captured from fds 1 and 2). Returns what was printed."""
    with native_output() as out:
        try:
            build(*args, **kwargs)
        except Exception as error:
            failure = error
        else:
            failure = None
    if failure is not None:
        raise CompileError(clean_message(failure, out["text"]))
    return out["text"]


def configured(batch: Batch):
    """The ``wp.config`` settings the batch's sources made, applied for a build (nothing to do for most)."""
    return warp_api.config_applied(batch.config) if batch.config else contextlib.nullcontext()


def build_cpu(batch: Batch) -> dict[str, str]:
    """Compile and load the batch on the CPU, exactly the variant the goldens record (the module's
    default block size; CPU launches must then use that block size). Returns module name -> ``.cpp``."""
    units = {}
    for name, (module, kernel) in batch.modules().items():
        block_dim = warp_api.module_block_dim(kernel)
        with configured(batch):
            _compile(warp_api.load_cpu, module, block_dim)
        units[name] = warp_api.compiled_source(kernel, block_dim, "cpp") or ""
    return units


def build_ptx(batch: Batch, arch: int, out_dir: Path) -> dict[str, tuple[str, str]]:
    """Compile the batch to PTX for ``arch`` with NVRTC (no GPU needed), with the modules' own options
    (a CPU batch's -O0 is not the CUDA build's). Returns module name -> (``.cu``, PTX)."""
    results = {}
    for name, (module, _kernel) in batch.modules().items():
        target = _build_folder(batch, name, out_dir, f"sm{arch}")
        options = batch.replaced_options.get(name)
        with configured(batch):
            _compile(warp_api.compile_cuda, module, arch, target, use_ptx=True, options=options)
        cu = next(target.glob("*.cu"), None)
        ptx = next(target.glob("*.ptx"), None)
        if cu is None or ptx is None:
            raise CompileError(
                f"NVRTC produced no PTX for sm_{arch} (files: {sorted(p.name for p in target.iterdir())})"
            )
        results[name] = (cu.read_text(), ptx.read_text(errors="replace"))
    return results


def _build_folder(batch: Batch, module_name: str, out_dir: Path, kind: str) -> Path:
    """A folder of its own for one build of one of the batch's modules. Not the module's name
    alone: a ``module="unique"`` module is named after a hash that overloads of one generic kernel
    share, and a build reads back the ``.cu`` it finds in its folder."""
    return Path(out_dir) / f"{batch.name}-{module_name}-{kind}"


@dataclass
class CubinResult:
    cu: str  # the translation unit NVRTC compiled
    # NVRTC's and ptxas' warnings for the module, Warp's install path made relative -> times printed
    counts: dict[str, int]
    # warning -> the line of ``cu`` each printing named, for those whose every printing names one
    lines: dict[str, list[int]] = field(default_factory=dict)

    @property
    def warnings(self) -> list[str]:
        """The warnings, once each, in the order first printed."""
        return list(self.counts)


def build_cubin(batch: Batch, arch: int, out_dir: Path) -> dict[str, CubinResult]:
    """Build the batch to CUBIN for ``arch``, with the modules' own options (a CPU batch's -O0 is
    not the CUDA build's). Returns module name -> CubinResult."""
    with configured(batch):
        return {
            name: module_cubin(
                module, arch, _build_folder(batch, name, out_dir, f"sm{arch}-cubin"), batch.replaced_options.get(name)
            )
            for name, (module, _kernel) in batch.modules().items()
        }


def module_cubin(module, arch: int, target: Path, options: dict | None = None) -> CubinResult:
    """Build a Warp module to CUBIN for ``arch`` in ``target`` (NVRTC, then ptxas: what a GPU loads;
    no GPU needed), ``options`` standing in for module options in this build alone. Warp drops
    NVRTC's log when a build succeeds; at debug log level it prints it, so the build runs at that
    level and the log's warnings are kept."""
    saved = wp.config.log_level
    wp.config.log_level = wp.LOG_DEBUG
    try:
        log = _compile(warp_api.compile_cuda, module, arch, target, use_ptx=False, options=options)
    finally:
        wp.config.log_level = saved
    cu = next(target.glob("*.cu"), None)
    if cu is None or not any(target.glob("*.cubin")):
        raise CompileError(f"NVRTC produced no CUBIN for sm_{arch} (files: {sorted(p.name for p in target.iterdir())})")
    return CubinResult(cu.read_text(), warning_counts(log), warning_lines(log))


# NVRTC's (``x.cu(127): warning #222-D: ...``, ``warning: builtin.h(2167): Warning: ...``) and ptxas'
# (``ptxas warning : ...``) warnings; not Warp's own codegen warnings (``Warning: detected mutated ...``).
_COMPILER_WARNING = re.compile(r"^(?:warning:|ptxas warning\b|\S+\(\d+\): warning\b)")


_TRANSLATION_UNIT_LINE = re.compile(r"^\S+\.cu\((\d+)\): ")


def _warnings(log: str) -> Iterator[tuple[str, int | None]]:
    """(warning, the line of the batch's translation unit it names, or None) for each compiler
    warning printed, Warp's install folder written as ``warp/``, the batch's file and line left
    out of the text (they are not the case's)."""
    root = str(Path(wp.__file__).resolve().parent)
    for line in log.splitlines():
        line = line.strip().replace(root, "warp")
        if _COMPILER_WARNING.match(line):
            at = _TRANSLATION_UNIT_LINE.match(line)
            yield _TRANSLATION_UNIT_LINE.sub("", line), int(at[1]) if at else None


def warning_counts(log: str) -> dict[str, int]:
    """The compiler warnings in a build log -> how many times each was printed (in the order first printed)."""
    found: dict[str, int] = {}
    for warning, _line in _warnings(log):
        found[warning] = found.get(warning, 0) + 1
    return found


def warning_lines(log: str) -> dict[str, list[int]]:
    """The warnings whose every printing names a line of the batch's translation unit -> those lines."""
    lines: dict[str, list[int]] = {}
    unplaced = set()
    for warning, line in _warnings(log):
        if line is None:
            unplaced.add(warning)
        else:
            lines.setdefault(warning, []).append(line)
    return {w: at for w, at in lines.items() if w not in unplaced}


def place_warnings(cases: list[GoldenCase], result: CubinResult) -> tuple[dict[str, list[str]], dict[str, int]]:
    """The warnings of a module built from ``cases`` that name lines of its translation unit lying in
    one case's recorded code (helpers, forward, backward): that case's, with no rebuild. Returns
    (case id -> its warnings, the other warnings -> times printed: in a header, a template instantiated
    for several kernels, or at a line no case's recorded code holds)."""
    spans = _case_lines(cases, result.cu) if result.lines else []
    placed: dict[str, list[str]] = {}
    rest: dict[str, int] = {}
    for warning, count in result.counts.items():
        owners = [_owner(spans, n) for n in result.lines.get(warning, [])]
        if len(owners) != count or None in owners:
            rest[warning] = count
            continue
        for owner in owners:
            kept = placed.setdefault(owner, [])
            if warning not in kept:
                kept.append(warning)
    return placed, rest


def _owner(spans: list[tuple[int, int, str]], line: int) -> str | None:
    owners = {case_id for first, last, case_id in spans if first <= line <= last}
    return owners.pop() if len(owners) == 1 else None


def _case_lines(cases: list[GoldenCase], unit: str) -> list[tuple[int, int, str]]:
    """(first line, last line, case id) of each piece of the cases' recorded CUDA code that occurs
    once in ``unit`` (a piece found twice says nothing about where a line belongs)."""
    unit = unit.replace(warp_api.WARP_PARENT + os.sep, "")  # as the goldens record Warp's own files
    spans = []
    for case in cases:
        pieces = golden_pieces(case, "cuda")
        chunks = [c for text in pieces["helpers"] for c in text.split("\n\n")]  # interleaved in a batch
        for chunk in chunks + pieces["forward"] + pieces["backward"]:
            at = unit.find(chunk) if chunk.strip() else -1
            if at >= 0 and unit.rfind(chunk) == at:
                first = unit.count("\n", 0, at) + 1
                spans.append((first, first + chunk.count("\n"), case.spec.case_id))
    return spans


def bisect(cases: list, attempt: Callable[[list], object]) -> tuple[list[tuple[list, object]], dict[str, str]]:
    """Run ``attempt`` on all ``cases``; where it raises CompileError, find the cases that fail.

    An error Warp raises while generating code names the case's file (``<case>.py:12``): that
    case is tried alone and the others together again, with no halving. An error that names no
    case (the C++ or CUDA compiler's) halves the batch, recursively.

    Returns ([(cases, result) for every group that compiled], {case_id: message} for every
    case that fails on its own).
    """
    try:
        return [(cases, attempt(cases))], {}
    except CompileError as error:
        if len(cases) == 1:
            return [], {cases[0].spec.case_id: error.message}
        named = named_case(error.message, cases)
        if named is not None:
            groups = [[named], [c for c in cases if c is not named]]
        elif len(cases) <= 3:  # cheaper to try each alone than to halve again
            groups = [[case] for case in cases]
        else:
            groups = [cases[: len(cases) // 2], cases[len(cases) // 2 :]]
        ok, failed = [], {}
        for group in groups:
            good, bad = bisect(group, attempt)
            ok += good
            failed.update(bad)
        return ok, failed


_PTXAS_ENTRY = re.compile(r"ptxas error\s*: Entry function '(\w+?)_cuda_kernel_(?:forward|backward)'")


def named_case(message: str, cases: list):
    """The case whose virtual file (``<case>.py`` or ``<case>.<variant>.py``) ``message`` names first,
    or whose kernel ptxas refuses by its entry function's name."""
    by_id = {c.spec.case_id: c for c in cases}
    pattern = "|".join(re.escape(i) for i in sorted(by_id, key=len, reverse=True))
    found = re.search(rf"(?<![\w.-])({pattern})(?:\.\w+)?\.py:\d", message)
    if found:
        return by_id[found.group(1)]
    entry = _PTXAS_ENTRY.search(message)
    if entry:
        by_kernel = {c.meta.get("sections", {}).get("cuda", {}).get("mangled_name"): c for c in cases}
        return by_kernel.get(entry.group(1))
    return None


# --------------------------------------------------------------------------- fidelity


def golden_pieces(case: GoldenCase, target: str) -> dict[str, list[str]]:
    """The recorded pieces of a case's translation unit: header, helpers, forward and backward."""
    sections = case.meta["sections"][target]
    module = case.modules[target]
    helpers_at = sections["helpers"][0][0]
    pieces = {"header": [module[:helpers_at]]}
    for name in ("helpers", "forward", "backward"):
        pieces[name] = [module[a:b] for a, b in sections[name] if b > a]
    return pieces


def check_fidelity(case: GoldenCase, target: str, unit: str) -> list[str]:
    """Pieces of the case's goldens that are not in the compiled translation unit (empty: all are).

    Warp's own @wp.func files are recorded relative to its install folder, as the goldens do.
    """
    unit = unit.replace(warp_api.WARP_PARENT + os.sep, "")
    missing = []
    for name, texts in golden_pieces(case, target).items():
        for text in texts:
            if name == "header":
                if not unit.startswith(text):
                    missing.append("header")
            elif name == "helpers":
                # Helpers of several cases may interleave in a batch: check each definition.
                for chunk in (c for c in text.split("\n\n") if c.strip()):
                    if chunk not in unit:
                        missing.append("helpers")
                        break
            elif text not in unit:
                missing.append(name)
    return sorted(set(missing))


# --------------------------------------------------------------------------- PTX of one kernel

_DECLARED = re.compile(r"([A-Za-z_$][\w$]*)\s*(?:\[[^\]]*\])?\s*(?:=|;)")
_SYMBOL = re.compile(r"[A-Za-z_$][\w$]*")
_BB_LABEL = re.compile(r"\$L__BB\d+_")
_DEPOT = re.compile(r"__local_depot\d+")


def _blocks(ptx: str) -> tuple[list[str], list[tuple[str, str]]]:
    """Split PTX into header lines and top-level definitions (name, text)."""
    lines = ptx.splitlines(True)
    header, blocks = [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        if re.match(r"^(\.visible\s+|\.weak\s+|\.extern\s+)?\.(entry|func)\b", line):
            start = i
            depth = 0
            opened = False
            while i < len(lines):
                depth += lines[i].count("{") - lines[i].count("}")
                opened = opened or "{" in lines[i]
                i += 1
                if (opened and depth <= 0) or (not opened and lines[i - 1].rstrip().endswith(";")):
                    break
            text = "".join(lines[start:i])
            match = re.search(r"\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)", text)
            blocks.append((match.group(1) if match else "", text))
            continue
        if line.startswith((".global", ".const", ".shared", ".extern")):
            blocks.append((_declared_name(line), line))
        else:
            header.append(line)
        i += 1
    return header, blocks


def _declared_name(line: str) -> str:
    match = _DECLARED.search(line)
    return match.group(1) if match else ""


def kernel_ptx(ptx: str, mangled_name: str) -> str:
    """The PTX of one kernel cut from a module's PTX: the module header (version, target), the
    kernel's forward and backward entries, and the functions and variables they reference."""
    header, blocks = _blocks(ptx)
    by_name = {}
    for name, text in blocks:
        by_name.setdefault(name, []).append(text)
    wanted = [f"{mangled_name}_cuda_kernel_forward", f"{mangled_name}_cuda_kernel_backward"]
    keep, queue = set(), [n for n in wanted if n in by_name]
    while queue:
        name = queue.pop()
        if name in keep:
            continue
        keep.add(name)
        for text in by_name[name]:
            queue.extend(s for s in set(_SYMBOL.findall(text)) if s in by_name and s not in keep)
    head = "".join(line for line in header if line.startswith((".version", ".target", ".address_size")))
    body = [text for name, text in blocks if name in keep]
    # NVRTC numbers basic-block labels and local stack depots by the function's position in the
    # module: renumber them by position in this cut, as a module holding only this kernel would.
    defined = 0
    for i, text in enumerate(body):
        if "{" in text:
            body[i] = _DEPOT.sub(f"__local_depot{defined}", _BB_LABEL.sub(f"$L__BB{defined}_", text))
            defined += 1
    return head + "\n" + "\n".join(body) if body else ""
