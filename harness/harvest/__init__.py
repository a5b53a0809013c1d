"""`make harvest`: (Python -> generated code) pairs from existing Warp code, not generated code.

    python -m harness.harvest warp.examples warp.fem warp.optim --out data/harvest

Each FROM item is a module or package name (``warp.examples``), or a path to a ``.py`` file or
a folder. Packages and folders are walked (sub-packages without ``__init__.py`` included;
``__main__.py`` and ``setup.py`` left out), every module is imported, and every ``@wp.kernel`` found is recorded: module-level kernels,
kernels in classes of the module, and every kernel Warp registered for the module while it
was imported. A generic kernel is recorded through the overloads it already has; harvest
creates none. Each kernel becomes one case in the golden-file format (``OUT/cases/harvested/``,
family ``harvested``, seed null, plus ``origin``, ``license`` and ``standalone`` keys), then
the cases are exported like `make dataset` does (shards and dataset card in OUT).

Importing a module executes its code. Only harvest code you would run. Harvest itself only
generates code: while modules are imported and kernels are processed, every Warp module load
(compile) and kernel launch is refused, so a module that launches a kernel at import fails
with the reason `launches-at-import` (kernels it defined before that are still harvested).
Settings an import changes in ``wp.config`` are undone after it, and applied again while the
code of that module's kernels is generated (as they would be when the module runs).

The generated code of a pair is what Warp generates for the kernel as it lives in its own
module: the kernel built with its module's options, together with the functions and structs
it uses (not the module's other kernels); absolute source paths in Warp's comments are made
relative to the import path. ``python_source`` is the smallest standalone module that
reproduces it where one can be built: the kernel (in a class of the same name if it is defined
in a class) plus the top-level statements of its module it needs (imports, constants,
``@wp.func``, ``@wp.struct``, module options, overload declarations), kept only when loading it
on its own generates the same code, line numbers, file names, and the counts Warp appends to
function names aside. It may import installed packages, not the code being harvested.
Otherwise ``python_source`` is the kernel's own source and ``standalone`` is false.

All modules are imported into this one process, in FROM order: state one module leaves in
Warp (a module named with ``@wp.kernel(module="name")`` that several share, the per-process
count in a ``@wp.func``'s native name) can show in the code of another's kernels. The output
of one command is reproducible; the same kernel harvested with a different FROM may differ
there.

Failures are reported, not raised, with one of the reasons in ``REASONS``; the report is
``OUT/harvest-report.json`` and ``OUT/harvest-report.md``, and a summary is printed.
"""

from harness.harvest.cli import main, parse_args
from harness.harvest.codegen import FAMILY, Harvester, case_id_of, harvest, write_report
from harness.harvest.discovery import classify_import_error, license_of, surely_missing
from harness.harvest.report import REASONS, Failure, ModuleVisit, Pair, Report
from harness.harvest.standalone import Slice, overload_declaration, slice_module

__all__ = [
    "FAMILY",
    "REASONS",
    "Failure",
    "Harvester",
    "ModuleVisit",
    "Pair",
    "Report",
    "Slice",
    "case_id_of",
    "classify_import_error",
    "harvest",
    "license_of",
    "main",
    "overload_declaration",
    "parse_args",
    "slice_module",
    "surely_missing",
    "write_report",
]
