"""`make harvest`: exact (Python -> generated code) pairs from existing Warp code, not generated code.

    python -m harness.harvest warp.examples warp.fem warp.optim --out data/harvest [--jobs N]

Each FROM item is a module or package name (``warp.examples``), or a path to a ``.py`` file or
a folder. Packages and folders are walked (sub-packages without ``__init__.py`` included;
``__main__.py`` and ``setup.py`` left out), every module is imported, and every ``@wp.kernel``
found is recorded: module-level kernels, kernels in classes of the module, and every kernel Warp
registered for the module while it was imported. A generic kernel is recorded through the
overloads it already has; one with none (Warp instantiates it at launch) through at most two
overloads the harvest chooses (``generics.py``), whose rows say so (``overload_chosen_by``, and
``origin`` ends with "(overload chosen by the harvest)"). Each kernel becomes one case in the golden-file
format (``OUT/cases/harvested/``, family ``harvested``, seed null, plus ``origin``, ``license``
and ``standalone`` keys), then the cases are exported like `make dataset` does (shards and
dataset card in OUT).

Importing a module executes its code. Only harvest code you would run. Modules are imported
in supervised worker processes only (``run.py``: ``JOBS`` of them, each retired after a number
of modules), never in the process that runs the harvest: a module that segfaults or hangs at
import is a finding for that module (``crashed-at-import``, ``hung-at-import``), the rest goes
on. Each module's result is written when it is finished, so a killed harvest, rerun, resumes
and writes the bytes an uninterrupted one would. Harvest only generates code: in the workers
every Warp module load (compile) and kernel launch is refused, so a module that launches a
kernel at import fails with the reason ``launches-at-import`` (kernels it defined before that
are still harvested). Settings an import changes in ``wp.config`` are undone after it, and
applied again while the code of that module's kernels is generated for comparison.

A pair is exact (``codegen.py``): its generated code is what Warp generates for the pair's own
``python_source``, loaded the way generated cases are (``harness.generate``: the virtual file
``<case>.py``), not the code of the kernel in its original module. ``python_source`` is the
smallest standalone module for the kernel (``standalone.py``): the kernel (in a class of the
same name if it is defined in a class) plus the top-level statements of its module it needs
(imports, constants, ``@wp.func`` with its ``@wp.func_replay`` / ``@wp.func_grad``, ``@wp.struct``,
module options, overload declarations), and,
by closure over the harvested package (``closure.py``), the definitions it imports from other
modules of that package, brought in as source (a module used as an object becomes a module
object holding what is used of it). It may import installed packages, never the code being
harvested. A kernel a factory made (``make.<locals>.kernel``) stands at the top level there, after
its factory's arguments and locals bound to the values its closure holds (``factory.py``). It is kept only when its code is the code Warp generates for the kernel in its own
module, line numbers, file names, and the counts Warp appends to function names aside. A kernel
without such a source gives no pair; its reason (``made-by-factory``, ``name-clash``,
``source-generates-other-code``, ...) is counted in the report, with the standalone share.
Exported rows go up the validation ladder like generated ones (CPU compile, fidelity, CUBIN).
``origin`` keeps the provenance: ``module:qualified name``, with the overload's types.

Each module is imported in a worker that may have imported others before it (a worker serves
several modules): state one module leaves in Warp (a module named with
``@wp.kernel(module="name")`` that several share, the ``wp.config`` settings of a module that
an earlier one imported) can show in the comparison for another's kernels, never in a pair's
code, which comes from its own source in a fresh module.

Failures are reported, not raised, with one of the reasons in ``REASONS``; the report is
``OUT/harvest-report.json`` and ``OUT/harvest-report.md``, and a summary is printed.
"""

from harness.harvest.cli import main, parse_args
from harness.harvest.codegen import FAMILY, case_id_of
from harness.harvest.discovery import classify_import_error, license_of, surely_missing
from harness.harvest.report import REASONS, Failure, ModuleVisit, Pair, Report
from harness.harvest.run import harvest, write_report
from harness.harvest.standalone import Slice, overload_declaration, slice_module

__all__ = [
    "FAMILY",
    "REASONS",
    "Failure",
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
