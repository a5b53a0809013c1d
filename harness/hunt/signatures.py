"""The one-line signature of a reduced failure: the check and the builtins or constructs at fault
(what the reduced kernel still uses beyond arithmetic, array access and wp.tid), and the ids of
the registered Warp bugs (harness/bugs) whose detectors name the reduced kernel."""

from __future__ import annotations

import ast

# Builtins every kernel uses: not a culprit.
PLAIN = frozenset(
    {
        "tid", "add", "sub", "mul", "div", "neg", "pos", "address", "array_store", "load", "extract", "float",
        "int", "float32", "float64", "int32", "assign", "store", "index", "indexref", "view", "len", "range",
    }
)  # fmt: skip


def constructs(source: str) -> list[str]:
    """Language constructs known to matter, in the kernel source."""
    from harness.validate import gradcheck

    found = []
    tree = ast.parse(source)
    if gradcheck.component_writes(source, augmented=True):
        found.append("augmented assignment to a vector component")
    elif gradcheck.component_writes(source, augmented=False):
        found.append("component assignment")
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple):
            found.append("tuple assignment")
        elif isinstance(node, ast.Compare) and len(node.ops) > 1:
            found.append("chained comparison")
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store) and isinstance(node.slice, ast.Slice):
            found.append("slice assignment")
        elif (
            isinstance(node, ast.AugAssign)
            and isinstance(node.target, ast.Subscript)
            and not isinstance(node.op, (ast.Add, ast.Sub))
        ):
            found.append("array element updated in place")
    return sorted(set(found))


def _without_indices(source: str) -> str:
    """``source`` with every index expression (a subscript's index, an atomic's or a tile's indices, a
    range() bound) replaced by 0: the reducer never edits those (indices stay in bounds by
    construction), so a builtin that is only there is scaffolding, not a culprit."""
    from harness.hunt.reduce import _index_exprs

    tree = ast.parse(source)
    scaffolding = {id(node) for node in _index_exprs(tree) if not isinstance(node, ast.Compare)}

    class Strip(ast.NodeTransformer):
        def visit(self, node):
            if id(node) in scaffolding and isinstance(node, ast.expr):
                return ast.copy_location(ast.Constant(0), node)
            return super().visit(node)

    return ast.unparse(ast.fix_missing_locations(Strip().visit(tree)))


def culprits(source: str) -> list[str]:
    from harness.generate.features import analyse

    try:
        stripped = _without_indices(source)
    except (SyntaxError, ValueError):
        stripped = source
    builtins = [f"wp.{b}" for b in analyse(stripped)[1] if b not in PLAIN]
    return builtins + constructs(source)


def signature(check: str, spec, failure=None) -> str:
    parts = culprits(spec.source) or ["arithmetic only"]
    return f"{check}: {', '.join(parts)}"


def known(spec, ptxas_warnings: tuple[str, ...] | None = None, check: str = "") -> list[str]:
    """Ids of the registered bugs whose detectors name this (reduced) kernel. The detectors that read
    ptxas' warnings are asked only when ``ptxas_warnings`` (the cubin check's) are given; for the
    float64 check, the float64 copy (the program that fails) is asked too."""
    from harness import bugs, warp_api
    from harness.hunt import cases

    found = []
    sources = [spec.source]
    if check == "float64":
        from harness import gradcheck

        sources.append(gradcheck.to_float64(spec.source))
    for source in sources:
        try:
            loaded = cases.Loaded(spec, source, options={})
        except Exception:
            backward = ""
        else:
            try:
                backward = warp_api.generate_code(loaded.kernel, "cpu", kernel_only=True).piece("backward")
            except Exception:
                backward = ""
            finally:
                loaded.close()
        found += [b for b in bugs.detect(bugs.Facts(source, backward, ptxas_warnings)) if b not in found]
    return [b.id for b in bugs.BUGS if b.id in found]


# Culprits Warp documents as not differentiable or not supported in differentiable code.
LIMITATIONS = {
    "component assignment": "Warp's differentiability guide: a vector component may be assigned only once",
    "slice assignment": "Warp's differentiability guide: a vector component may be assigned only once",
    "wp.frac": "wp.frac is registered as not differentiable",
    "array element updated in place": "Warp's differentiability guide: array elements are not to be overwritten",
}


def limitation(signature: str) -> str:
    """The documented Warp limitation a signature names ("" when none)."""
    return next((why for culprit, why in LIMITATIONS.items() if culprit in signature), "")


# Hunt signatures that are not Warp bugs for another reason than a documented limitation: what the
# harness or the generator does (each confirmed by hand on its reduced kernel: see docs/hunt/hunt.md).
EXPLAINED: dict[str, str] = {}


def explanation(signature: str) -> str:
    """Why a signature with no registered bug is not a Warp bug ("" when nothing says so)."""
    return EXPLAINED.get(signature) or limitation(signature)
