"""The one-line signature of a reduced failure: the check and the builtins or constructs at fault
(what the reduced kernel still uses beyond arithmetic, array access and wp.tid), and the ids of
the registered Warp bugs (harness/validate/bugs) whose detectors name the reduced kernel.

``gradcheck``, ``features`` and ``warp_api`` load Warp: they are imported inside the functions that
need them, since the hunt's driver imports this module and never starts Warp."""

from __future__ import annotations

import ast

from harness.hunt import cases, syntax, variants
from harness.validate import bugs
from harness.validate.bugs import detectors

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
    decorated = {
        n.name: " ".join(ast.unparse(d) for d in n.decorator_list)
        for n in tree.body
        if isinstance(n, (ast.ClassDef, ast.FunctionDef))
    }
    structs = {name for name, d in decorated.items() if "struct" in d}
    funcs = {name for name, d in decorated.items() if "func" in d}
    call_results = {
        n.targets[0].id
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign)
        and isinstance(n.targets[0], ast.Name)
        and isinstance(n.value, ast.Call)
        and ast.unparse(n.value.func) in funcs
    }
    if any(detectors.breaks_in_for(f) for f in tree.body if isinstance(f, ast.FunctionDef)):
        found.append("break in a for loop")
    if any("func_replay" in d for d in decorated.values()):
        found.append("replay function")
    for node in ast.walk(tree):
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
        )
        if structs and any(
            isinstance(t, (ast.Subscript, ast.Attribute)) and isinstance(t.value, ast.Attribute) for t in targets
        ):
            found.append("store into a component of a struct's field")
        if isinstance(node, (ast.For, ast.While)) and node.orelse:
            found.append("loop else")
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Call)
            and ast.unparse(node.value.func) in funcs
        ):
            found.append("subscript of a call")
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Subscript)
            and isinstance(node.value.slice, ast.Slice)
        ):
            found.append("subscript of a slice")
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in call_results
            and isinstance(node.slice, ast.UnaryOp)
            and isinstance(node.slice.op, ast.USub)
        ):
            found.append("negative index of a call's results")
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple):
            found.append("tuple assignment")
            if not isinstance(node.value, (ast.Tuple, ast.Call)):
                found.append("unpacking of one value")
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

    tree = ast.parse(source)
    scaffolding = {id(node) for node in syntax.index_exprs(tree) if not isinstance(node, ast.Compare)}

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


# Registered bugs that show only in a mode="debug" build: named for the opt-debug check alone.
DEBUG_BUILD_ONLY = ("warp-array-shape-adjoint",)


# What an oracle's failure names beside the source's culprits (harness/hunt/oracles.py): a gradient
# difference between two sides that differ in which loops are dynamic, where a dynamic loop mutates
# a float variable or returns.
DYNAMIC_LOOPS = "dynamic loop in the adjoint"


def signature(check: str, spec, failure=None) -> str:
    parts = culprits(spec.source) or ["arithmetic only"]
    limitation = (failure.data or {}).get("limitation") if failure is not None else None
    if limitation:
        parts.append(limitation)
    return f"{check}: {', '.join(parts)}"


def _generated(spec, source: str) -> tuple[bool, str, str, str]:
    """(whether Warp loads ``source``, its kernel's CPU backward, its @wp.func functions' CPU code, its kernel's
    CPU forward)."""
    from harness import warp_api

    try:
        loaded = cases.Loaded(spec, source, options={})
    except Exception:
        return False, "", "", ""
    try:
        code = warp_api.generate_code(loaded.kernel, "cpu", kernel_only=True)
        return True, code.piece("backward"), code.piece("helpers"), code.piece("forward")
    except Exception:
        return True, "", "", ""
    finally:
        loaded.close()


def known(spec, ptxas_warnings: tuple[str, ...] | None = None, check: str = "") -> list[str]:
    """Ids of the registered bugs whose detectors name this (reduced) kernel. The detectors that read
    ptxas' warnings are asked only when ``ptxas_warnings`` (the cubin check's) are given; for the
    float64 check, the float64 copy (the program that fails) is asked too, and for the gradient check
    the float64 copy where Warp loads it (the program gradcheck differentiates then)."""
    found = []
    sources = [(spec.source, False)]
    if check in ("float64", "gradcheck"):
        from harness.validate import gradcheck

        copy = gradcheck.to_float64(spec.source)
        if copy != spec.source:
            sources.append((copy, check == "gradcheck"))
    if check in variants.REWRITES:  # an equivalence oracle: the variant is the other program compared
        variant = variants.REWRITES[check](spec.source)
        if variant is not None:
            sources.append((variant, False))
    for source, only_if_loaded in sources:
        loads, backward, helpers, forward = _generated(spec, source)
        if only_if_loaded and not loads:
            continue
        facts = bugs.Facts(source, backward, ptxas_warnings, cpu_helpers=helpers, cpu_forward=forward)
        found += [b for b in bugs.detect(facts) if b not in found]
    return [b.id for b in bugs.BUGS if b.id in found and (b.id not in DEBUG_BUILD_ONLY or check == "opt-debug")]


# Culprits Warp documents as not differentiable or not supported in differentiable code.
LIMITATIONS = {
    "component assignment": "Warp's differentiability guide: a vector component may be assigned only once",
    "slice assignment": "Warp's differentiability guide: a vector component may be assigned only once",
    "wp.frac": "wp.frac is registered as not differentiable",
    "array element updated in place": "Warp's differentiability guide: array elements are not to be overwritten",
    DYNAMIC_LOOPS: "Warp does not replay dynamic loops in the adjoint (its differentiability guide, 'Dynamic Loops'): "
    "the two sides differ in which loops are dynamic, and in the kernel a dynamic loop mutates a float variable or "
    "returns, so their gradients differ by Warp's documented design",
}


def _parts(signature: str) -> tuple[str, list[str]]:
    """A signature's check and its culprits: ``"gradcheck: wp.mod, wp.sin"`` -> ("gradcheck", ["wp.mod", "wp.sin"])."""
    check, _, rest = signature.partition(": ")
    return check, [c.strip() for c in rest.split(",")]


def limitation(signature: str) -> str:
    """The documented Warp limitation a signature names ("" when none): one of ``LIMITATIONS``, or,
    for a gradient check, builtins Warp registers as not differentiable (as validation judges them)."""
    from harness.validate import gradcheck

    named = next((why for culprit, why in LIMITATIONS.items() if culprit in signature), "")
    check, culprits = _parts(signature)
    if named or check != "gradcheck":
        return named
    builtins = [c.removeprefix("wp.") for c in culprits if c.startswith("wp.")]
    carriers = [f"wp.{b}" for b in gradcheck.not_differentiable(builtins)]
    if not carriers:
        return ""
    return (
        f"Warp registers {', '.join(carriers)} as not differentiable (its language reference says so): no "
        "derivative flows through, and validation judges such a kernel's gradient check n/a; not confirmed by a rewrite"
    )


# Hunt signatures that are not Warp bugs for another reason than a documented limitation: what the
# harness does. (check, a culprit the signature names, why); each confirmed on the report's kernels.
EXPLAINED: tuple[tuple[str, str, str], ...] = (
    (
        "float64",
        "wp.rand",
        "the harness's float64 copy keeps Warp's random numbers float32 (wp.randf, wp.randn, ... return "
        "float32 only) and Warp does no implicit conversion between numeric types (its data types guide), so "
        "Warp rightly refuses the copy, not the kernel",
    ),
)


# Helpers warp/_src/math.py declares for float32 types only (wp.vec3, wp.quat, wp.transform,
# wp.spatial_vector; the API reference lists those signatures): a float64 copy of a kernel calling
# them has no overload to call. (The norm helpers, declared for Any vector, are a registered bug.)
FLOAT32_ONLY = (
    "velocity_at_point",
    "quat_twist",
    "quat_twist_angle",
    "quat_twist_angle_signed",
    "quat_to_rpy",
    "quat_to_euler",
    "quat_from_euler",
    "transform_twist",
    "transform_wrench",
)
EXPLAINED += tuple(
    (
        "float64",
        f"wp.{name}",
        f"wp.{name} is declared for float32 types only (warp/_src/math.py; the API reference lists float32 "
        "signatures), so the harness's float64 copy has no overload to call: the copy, not the kernel, is refused",
    )
    for name in FLOAT32_ONLY
)


EXPLAINED += (
    (
        "float64",
        "wp.tile_scan_",
        "Warp's tile scans (wp.tile_scan_inclusive, _exclusive, _min_, _max_) take float32, int32 and uint32 "
        "tiles only (documented; Warp's message says so), so the harness's float64 copy, not the kernel, is "
        "refused",
    ),
    (
        "float64",
        "wp.tile_sort",
        "wp.tile_sort takes float32, int32, uint32, int64 and uint64 keys only (documented in its reference; "
        "Warp's message says so), so the harness's float64 copy, not the kernel, is refused",
    ),
)

# Geometry queries: Warp's meshes, BVHs and volumes hold float32 data and their queries are declared
# for vec3 (float32) points only (the API reference's signatures).
EXPLAINED += tuple(
    (
        "float64",
        f"wp.{prefix}",
        f"Warp's geometry queries (wp.{prefix}*) are declared for float32 points and return float32 values "
        "(meshes, BVHs and volumes hold float32 data; the API reference lists those signatures), so the "
        "harness's float64 copy has no overload to call or mixes their float32 results with float64: the "
        "copy, not the kernel, is refused",
    )
    for prefix in ("bvh_query", "mesh_query", "mesh_get", "mesh_eval", "volume_sample", "volume_lookup", "hash_grid")
)


# Signatures analysed on their smallest kernel and found not to be Warp bugs, where no rule above
# covers them: signature -> why (the analysis is in docs/hunting.md).
EXAMINED = {
    "float64: wp.dot, wp.sin, wp.vector": "float32 rounding of a large argument, not Warp's sin: combined-000003 "
    "takes wp.sin of a dot product scaled by tid squared, -2077.26 at tid 13, where float32 values are 2.4e-4 "
    "apart; on the same inputs the float32 argument is 2.0e-4 from the float64 one and |cos| there is 0.78, so the "
    "sines differ by 1.5e-4 in NumPy (1.8e-4 against the float64 copy, whose inputs are drawn in float64); Warp's "
    "float32 sin of its argument is right to float32 (0.62209535, NumPy's float64 sin of it 0.62209536)",
}


def explanation(signature: str) -> str:
    """Why a signature with no registered bug is not a Warp bug ("" when nothing says so)."""
    if signature in EXAMINED:
        return EXAMINED[signature]
    check, culprits = _parts(signature)
    for where, culprit, why in EXPLAINED:
        if where == check and any(c == culprit or c.startswith(culprit) for c in culprits):
            return why
    return limitation(signature)
