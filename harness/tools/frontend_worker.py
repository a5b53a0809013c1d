"""The side of ``make coverage AGAINST=...``'s front-end figures that runs Warp: the statements of
Warp's code generator (``warp_api.codegen_file()``) that generating each row's code reaches,
measured with coverage.py (``harness/tools/frontend.py`` starts it and adds the rows up).

``python -m harness.tools.frontend_worker --describe PATH`` prints one JSON object: the code
generator's file ``PATH`` (the parent has it from ``warp_api.codegen_file()``: measured from
before Warp is imported, so this process imports it only under coverage) relative to Warp's
parent folder, Warp's version, its statements (coverage.py's count), the function each statement
lies in, and the statements every row's worker reaches before its first row (``base``: importing
Warp, and the code of one small kernel; the same for every corpus). No code but the harness's
own runs in it.

``python -m harness.tools.frontend_worker PATH`` serves tasks (``procs.serve``): ``{"rows": [...]}``,
each row either ``{"id", "source", "kernel"}`` (a row's ``python_source`` and ``kernel_name``:
code the harness did not write, so the parent starts this worker in a sandbox) or ``{"id",
"family", "seed", "size"}`` (one of the harness's own generated kernels). It answers one
``FRONTEND {json}`` line per row: ``{"id", "status": "ok" | "rejected", "why", "lines"}``, the
statements generating that row's CPU and CUDA code reached (each row measured from a clean slate,
after the warm-up that ``base`` measures).
"""

from __future__ import annotations

import ast
import os
import sys
import types

import coverage

PREFIX = "FRONTEND "
# The warm-up: the first code generation of a process runs one-time set-up (caches, lazy imports)
# that would otherwise be counted for whichever row came first.
WARMUP = """import warp as wp


@wp.kernel
def warmup(a: wp.array(dtype=float), b: wp.array(dtype=float)):
    i = wp.tid()
    b[i] = wp.sin(a[i]) * 2.0
"""


def _coverage(path: str) -> coverage.Coverage:
    return coverage.Coverage(data_file=None, include=[path], config_file=False, branch=False)


def _lines(cov: coverage.Coverage) -> list[int]:
    data = cov.get_data()
    found: set[int] = set()
    for measured in data.measured_files():
        found |= set(data.lines(measured) or ())
    return sorted(found)


def functions(source: str) -> dict[int, str]:
    """line -> the qualified name of the innermost function whose body holds it (``Adjoint.emit_For``,
    ``codegen_func.<locals>.emit``); lines of no function are ``<module>``. A ``def`` line (and its
    decorators) belongs to the scope that runs it."""
    owner: dict[int, str] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = f"{prefix}{child.name}"
                for line in range(child.body[0].lineno, (child.end_lineno or child.lineno) + 1):
                    owner[line] = name
                visit(child, f"{name}.<locals>.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    return owner


def _generate(row: dict) -> None:
    from harness import warp_api
    from harness.generate import extract, loader

    if "family" in row:
        from kernels import generate

        extract.extract(generate(row["family"], int(row["seed"]), row["size"]))
        return
    case_id = row["id"]
    # wp.static() expressions import the row's module by name: its package must exist for that.
    package = loader.module_name(case_id).rpartition(".")[0]
    if package not in sys.modules:
        sys.modules[package] = types.ModuleType(package)
        sys.modules[package].__path__ = []
    name = loader.module_name(case_id)
    with warp_api.codegen_only(), warp_api.config_applied({}), warp_api.fresh_module_registry(name):
        kernel = loader.load_kernel(case_id, row["source"], row["kernel"])
        own = warp_api.module_name(kernel) == name
        try:
            for concrete in warp_api.concrete_kernels(kernel):
                # As the harvest generated it: an overload, or a kernel in a module of another name, alone.
                warp_api.generate_codes(concrete, kernel_only=warp_api.is_generic(kernel) or not own)
        finally:
            loader.unload(case_id, kernel)


def _one_line(error: BaseException) -> str:
    text = f"{type(error).__name__}: {error}".strip().splitlines()
    return text[0][:300] if text else type(error).__name__


def _warm_up() -> None:
    _generate({"id": "frontend-warmup", "source": WARMUP, "kernel": "warmup"})


def describe(path: str) -> dict:
    """The code generator's statements, their functions, and what the warm-up reaches."""
    if "warp" in sys.modules:
        raise RuntimeError("describe: Warp is imported already; its module statements would go unmeasured")
    cov = _coverage(path)
    cov.start()
    try:
        from harness import warp_api  # imports Warp

        warp_api.init()
        _warm_up()
    finally:
        cov.stop()
    if os.path.realpath(warp_api.codegen_file()) != os.path.realpath(path):
        raise RuntimeError(f"describe: {path} is not Warp's code generator ({warp_api.codegen_file()})")
    _file, statements, _excluded, _missing, _text = cov.analysis2(path)
    with open(path, encoding="utf-8") as f:
        owner = functions(f.read())
    return {
        "file": os.path.relpath(path, warp_api.WARP_PARENT),
        "warp": warp_api.warp_version(),
        "statements": sorted(statements),
        "functions": {str(line): owner.get(line, "<module>") for line in sorted(statements)},
        "base": _lines(cov),
    }


def serve(path: str) -> int:
    from harness import procs, warp_api

    warp_api.init()
    _warm_up()
    cov = _coverage(path)

    def handle(task: dict):
        for row in task["rows"]:
            cov.erase()
            cov.start()
            status, why = "ok", ""
            try:
                _generate(row)
            except Exception as error:  # a row Warp refuses still reached what it reached
                status, why = "rejected", _one_line(error)
            finally:
                cov.stop()
            yield {"id": row["id"], "status": status, "why": why, "lines": _lines(cov)}

    return procs.serve(handle, PREFIX)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) == 2 and argv[0] == "--describe":
        import json

        sys.stdout.write(json.dumps(describe(argv[1])) + "\n")
        return 0
    if len(argv) != 1:
        sys.stderr.write("usage: python -m harness.tools.frontend_worker [--describe] CODEGEN_PY\n")
        return 2
    return serve(argv[0])


if __name__ == "__main__":
    sys.exit(main())
