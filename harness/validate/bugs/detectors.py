"""The registry's detectors: each decides from a case's facts (its Python source, Warp's CPU backward code, the
CUBIN build's ptxas warnings, its geometry handles) whether the case hits one registered bug. Pure functions of
the facts; the few that need Warp import it when they run."""

from __future__ import annotations

import ast
import re

from harness.validate.bugs import probes
from harness.validate.bugs.facts import LOCAL_ATOMIC_WARNING, Facts, kernel_nodes

# a variable, a constant (`const ... = 1.0;`) or a function's parameter (`wp::float64 var_a0,`)
_FLOAT_DECL = re.compile(r"wp::float(?:16|32|64) (var_\w+)(?:;| = |,|\))")
_ADJ_MOD = re.compile(r"wp::adj_mod\((var_\w+)")


def float_mod_adjoint(facts: Facts) -> bool:
    """The kernel's backward calls ``wp::adj_mod`` on a float, or, in a kernel with a backward, the adjoint of a
    @wp.func it calls does (a ``wp.mod`` in a helper, such as a ``wp.tile_map`` function)."""
    if not facts.cpu_backward:
        return False
    for code in (facts.cpu_backward, facts.cpu_helpers):
        for function in code.split("\n}\n"):  # each function's own declarations: names repeat across functions
            floats = set(_FLOAT_DECL.findall(function))
            if any(a in floats for a in _ADJ_MOD.findall(function)):
                return True
    return False


_COMPONENTS = frozenset("xyzw")


def component_update(facts: Facts) -> bool:
    """``v.x += e`` / ``v.x -= e`` on a name the function assigns (a local vector or quaternion) or on a
    kernel's vector parameter (the kernel's own copy, ``dt.y += e``), with a backward. The subscript spelling (``v[0] -= e``, ``m[0, 1] += e``) lowers to sub_inplace/add_inplace
    and is right; ``*=`` and ``/=`` of a component are in-place products, which Warp's guide says it does
    not differentiate."""
    if not facts.cpu_backward:
        return False
    for func in (n for n in kernel_nodes(facts.source) if isinstance(n, ast.FunctionDef)):
        assigned = {
            t.id for n in ast.walk(func) if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)
        } | _kernel_value_params(func)
        for node in ast.walk(func):
            target = (
                node.target if isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub)) else None
            )
            if (
                isinstance(target, ast.Attribute)
                and target.attr in _COMPONENTS
                and isinstance(target.value, ast.Name)
                and target.value.id in assigned
            ):
                return True
    return False


def _kernel_value_params(func: ast.FunctionDef) -> set[str]:
    from harness.validate.rewrite import kernel_value_params  # imports Warp (~2 s); the registry's import does not

    return kernel_value_params(func)


def transform_setter(facts: Facts) -> bool:
    from harness.validate.rewrite import in_place_setters  # imports Warp (~2 s); the registry's import does not

    return bool(facts.cpu_backward) and in_place_setters(facts.source)


_FLOAT64_VALUE = re.compile(r"\bwp\.(?:vec[234]d|float64|quatd|mat\d\dd)\b")
_NORM_HELPERS = re.compile(r"\bwp\.(?:norm_l1|norm_huber|norm_pseudo_huber|smooth_normalize)\(")


def norm_float64(facts: Facts) -> bool:
    return bool(_NORM_HELPERS.search(facts.source) and _FLOAT64_VALUE.search(facts.source))


def while_return(facts: Facts) -> bool:
    """A `return` whose innermost loop Warp keeps is a `while` (harness/validate/bugs/probes.py), with a backward."""
    nodes = kernel_nodes(facts.source)  # the module first (ast.walk), or none when it does not parse
    if not facts.cpu_backward or not nodes:
        return False
    return any(probes.module_while_returns(nodes[0], n) for n in nodes[0].body if isinstance(n, ast.FunctionDef))


def _tuple_assign_from_array(facts: Facts) -> bool:
    assigned: dict[str, int] = {}
    tuple_names: set[str] = set()
    for node in kernel_nodes(facts.source):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            tuple_names |= {
                t.id
                for t, v in zip(node.targets[0].elts, node.value.elts, strict=False)
                if isinstance(t, ast.Name) and isinstance(v, ast.Subscript)
            }
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        assigned[n.id] = assigned.get(n.id, 0) + 1
    if any(assigned.get(name, 0) > 1 for name in tuple_names):
        return True
    # the array an element was bound from is written after the tuple assignment: the name reads the new value
    for node in kernel_nodes(facts.source):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            arrays = {
                v.value.id
                for t, v in zip(node.targets[0].elts, node.value.elts, strict=False)
                if isinstance(t, ast.Name) and isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name)
            }
            for later in kernel_nodes(facts.source):
                targets = (
                    later.targets
                    if isinstance(later, ast.Assign)
                    else [later.target]
                    if isinstance(later, ast.AugAssign)
                    else []
                )
                if getattr(later, "lineno", 0) > node.lineno and any(
                    isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in arrays
                    for t in targets
                ):
                    return True
    return False


def chained_compare_of_array(facts: Facts) -> bool:
    return any(
        isinstance(node, ast.Compare)
        and len(node.ops) > 1
        and any(isinstance(e, ast.Subscript) for e in node.comparators)
        for node in kernel_nodes(facts.source)
    )


_FLOAT_CASTS = ("float", "wp.float16", "wp.float32", "wp.float64")


def _constant(node) -> float | None:
    if isinstance(node, ast.Call) and len(node.args) == 1 and ast.unparse(node.func) in _FLOAT_CASTS:
        node = node.args[0]  # wp.float64(0.2), the generator's literal in a float64 kernel
    try:
        value = ast.literal_eval(node)
    except ValueError:
        return None
    return float(value) if isinstance(value, (int, float)) else None


def _calls_near_zero(source: str, name: str) -> bool:
    """Whether ``source`` calls ``wp.<name>`` with an argument that may come within 1e-8 of 0: any
    argument except ``wp.clamp(e, lo, hi)`` with constant bounds on one side of [-1e-8, 1e-8]."""
    if f"wp.{name}" not in source:
        return False
    for node in kernel_nodes(source):
        if not (isinstance(node, ast.Call) and ast.unparse(node.func) == f"wp.{name}" and node.args):
            continue
        arg = node.args[0]
        if isinstance(arg, ast.Call) and ast.unparse(arg.func) == "wp.clamp" and len(arg.args) == 3:
            lo, hi = _constant(arg.args[1]), _constant(arg.args[2])
            if (lo is not None and lo > 1e-8) or (hi is not None and hi < -1e-8):
                continue
        return True
    return False


def erfinv(facts: Facts) -> bool:
    return _calls_near_zero(facts.source, "erfinv")


def erfcinv(facts: Facts) -> bool:
    return _calls_near_zero(facts.source, "erfcinv")


def wide_cast_of_literal_name(facts: Facts) -> bool:
    """`wp.float64(n)`, `wp.int64(n)` or `wp.uint64(n)` of a name bound to a number literal (`n = 5`),
    with `n` read again on a later line."""
    nodes = kernel_nodes(facts.source)
    literal = set()
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value.operand if isinstance(node.value, ast.UnaryOp) else node.value
            if isinstance(value, ast.Constant) and type(value.value) in (int, float):
                literal.add(node.targets[0].id)
    cast = {}  # name -> line of its first 64-bit cast
    for node in nodes:
        name = _wide_cast_of(node)
        if name in literal:
            cast[name] = min(cast.get(name, node.lineno), node.lineno)
    if any(
        isinstance(node, ast.Name)
        and isinstance(node.ctx, ast.Load)
        and node.id in cast
        and node.lineno > cast[node.id]
        for node in nodes
    ):
        return True
    return any(_wide_cast_of_unrolled_counter(loop) for loop in nodes if isinstance(loop, ast.For))


def _wide_cast_of_unrolled_counter(loop) -> bool:
    """A loop Warp unrolls binds its counter to a literal in each copy of the body, so a 64-bit cast
    of the counter retypes it too: any other read of the counter in the body (an earlier line
    included: it runs again in the next copy) is then refused or does not compile."""
    from harness.validate.loops import static_loop  # imports Warp (~2 s); the registry's import does not

    if not (isinstance(loop.target, ast.Name) and static_loop(loop)):
        return False
    counter = loop.target.id
    casts, reads = set(), 0
    for node in (n for stmt in loop.body for n in ast.walk(stmt)):
        if _wide_cast_of(node) == counter:
            casts.add(id(node.args[0]))
        elif isinstance(node, ast.Name) and node.id == counter and isinstance(node.ctx, ast.Load):
            reads += 1
    return bool(casts) and reads > len(casts)


def _wide_cast_of(node) -> str | None:
    """``n`` when ``node`` is ``wp.float64(n)``, ``wp.int64(n)`` or ``wp.uint64(n)`` of a name."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("float64", "int64", "uint64")
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
    ):
        return node.args[0].id
    return None


def _tuple_assign_value_alias(facts: Facts) -> bool:
    """A tuple assignment binds a name to another local name (`w, c = v, 1.0`) and either of them has a
    component or field written later (`v.x = ...`, `w[0] += ...`)."""
    nodes = kernel_nodes(facts.source)
    bound: list[tuple[str, int]] = []  # (source name, line of the tuple assignment)
    for node in nodes:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            for t, v in zip(node.targets[0].elts, node.value.elts, strict=False):
                if isinstance(v, ast.Name):  # either name's component write shows through the other
                    bound += [(v.id, node.lineno)] + ([(t.id, node.lineno)] if isinstance(t, ast.Name) else [])
    for node in nodes:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
        )
        for target in targets:
            base = target
            while isinstance(base, (ast.Attribute, ast.Subscript)):
                base = base.value
            if base is target or not isinstance(base, ast.Name):
                continue
            if any(base.id == name and node.lineno > line for name, line in bound):
                return True
    return False


def tuple_assign_no_copy(facts: Facts) -> bool:
    """warp-tuple-assign-no-copy: either symptom of the one root cause."""
    return _tuple_assign_from_array(facts) or _tuple_assign_value_alias(facts)


_SHAPE_ADJOINT = re.compile(r"\b(adj_\w+)\.shape = adj_\w+;")


def array_shape_adjoint(facts: Facts) -> bool:
    """The backward assigns an adjoint array's shape (``adj_x.shape = adj_N;``, a read of ``x.shape``) and
    uses that adjoint array afterwards (the adjoint of a read of ``x`` before the shape's): what a debug
    build's bounds check stops on."""
    text = facts.cpu_backward
    for match in _SHAPE_ADJOINT.finditer(text):
        rest = _SHAPE_ADJOINT.sub("", text[match.end() :])
        if re.search(rf"\b{match.group(1)}\b", rest):
            return True
    return False


def local_atomic(facts: Facts) -> bool:
    return any(LOCAL_ATOMIC_WARNING in w for w in facts.ptxas_warnings or ())


def grouped_mesh_winding_number(facts: Facts) -> bool:
    """A winding-number sign query on a mesh built with ``groups``: the case's mesh handle has them, or
    the module builds a ``wp.Mesh(..., groups=...)`` itself."""
    if "mesh_query_point_sign_winding_number" not in facts.source:
        return False
    handles = (facts.handles or {}).values()
    if any(h.get("type") == "mesh" and h.get("groups") for h in handles):
        return True
    return any(
        isinstance(node, ast.Call)
        and ast.unparse(node.func) in ("wp.Mesh", "warp.Mesh")
        and any(
            k.arg == "groups" and not (isinstance(k.value, ast.Constant) and k.value.value is None)
            for k in node.keywords
        )
        for node in kernel_nodes(facts.source)
    )


def promoted_counters_in_set_order(facts: Facts) -> bool:
    """A dynamic loop (``while``, or a ``for`` Warp does not unroll) that assigns two or more counters of
    earlier loops Warp unrolls: Warp copies them before the loop in a set's order."""
    from harness.validate.loops import static_loop  # imports Warp (~2 s); the registry's import does not

    nodes = kernel_nodes(facts.source)
    loops = [n for n in nodes if isinstance(n, (ast.For, ast.While))]
    counters = {
        n.target.id for n in loops if isinstance(n, ast.For) and isinstance(n.target, ast.Name) and static_loop(n)
    }
    if len(counters) < 2:
        return False
    for loop in loops:
        if isinstance(loop, ast.For) and static_loop(loop):
            continue
        stored = {
            n.id
            for stmt in loop.body
            for n in ast.walk(stmt)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id in counters
        }
        if len(stored) >= 2:
            return True
    return False


def repeated_atomic_minmax(facts: Facts) -> bool:
    """A kernel with a backward that may write one value twice by wp.atomic_min / wp.atomic_max: two such
    calls, or one inside a loop."""
    if not facts.cpu_backward:
        return False
    nodes = kernel_nodes(facts.source)
    calls = [n for n in nodes if isinstance(n, ast.Call) and ast.unparse(n.func) in ("wp.atomic_min", "wp.atomic_max")]
    looped = {
        id(n) for loop in nodes if isinstance(loop, (ast.For, ast.While)) for stmt in loop.body for n in ast.walk(stmt)
    }
    return len(calls) >= 2 or any(id(c) in looped for c in calls)


_ADJ_TRANSPOSE = re.compile(r"wp::adj_tile_transpose\((var_\w+),")


def tile_transpose_adjoint(facts: Facts) -> bool:
    """The backward's transpose adjoint is followed by another adjoint that reads the transposed tile's
    values (the values it overwrote): ``wp::adj_tile_transpose(var_4, ...)``, then ``wp::adj_...(var_4, ...)``."""
    text = facts.cpu_backward
    for match in _ADJ_TRANSPOSE.finditer(text):
        later = re.compile(rf"^\s*wp::adj_\w+\(.*\b{match.group(1)}\b", re.M)
        if later.search(text, match.end()):
            return True
    return False


def func_param_component_write(facts: Facts) -> bool:
    """A ``@wp.func`` assigns, or updates in place, a component of one of its own value-type parameters
    (``p[2] = s``, ``p.z = s``, ``m[1, 1] += s``; not an array's element) before rebinding the name, in a
    kernel with a backward."""
    from harness.validate.rewrite import func_param_writes  # imports Warp (~2 s); the registry's import does not

    return bool(facts.cpu_backward) and func_param_writes(facts.source)


_FLOAT64_SPATIAL = re.compile(r"\bwp\.(?:vec3d|float64|spatial_vectord)\b")


def spatial_vector_of_float64_halves(facts: Facts) -> bool:
    """``wp.spatial_vector(w, v)`` or ``wp.spatial_vectord(w, v)`` of two parts (not six scalars) in a module that
    uses float64 vectors: the two-part form of a float64 spatial vector, which Warp refuses."""
    if not _FLOAT64_SPATIAL.search(facts.source):
        return False
    return any(
        isinstance(node, ast.Call)
        and ast.unparse(node.func) in ("wp.spatial_vector", "wp.spatial_vectord")
        and len(node.args) == 2
        for node in kernel_nodes(facts.source)
    )


_BVH_QUERIES = {f"wp.bvh_query_{kind}" for kind in ("aabb", "ray", "capsule", "sphere")}


def two_bvh_queries(facts: Facts) -> bool:
    """Two or more ``wp.bvh_query_*`` calls in the module: nested or not, the backward creates them all
    before it iterates any (a forward that finishes one loop before the next query is right)."""
    calls = [n for n in kernel_nodes(facts.source) if isinstance(n, ast.Call) and ast.unparse(n.func) in _BVH_QUERIES]
    return len(calls) >= 2


def _has_slice(node) -> bool:
    """Whether a subscript's index (one index or a tuple of them) holds a slice (``1:3``)."""
    index = node.slice
    return any(isinstance(i, ast.Slice) for i in (index.elts if isinstance(index, ast.Tuple) else [index]))


def chained_slice_subscript(facts: Facts) -> bool:
    """A subscript of a sliced value (``m[0:2][1]``, ``v[1:4][0]``): Warp joins the two index groups into one
    (``m[0:2, 1]``). Tiles are left out (Warp applies their groups in turn): a subscript whose innermost base is
    a name bound from a ``wp.tile*`` call, or any in a module that makes tiles and binds none that way."""
    nodes = kernel_nodes(facts.source)
    tiles = {
        t.id
        for n in nodes
        if isinstance(n, ast.Assign)
        and isinstance(n.value, ast.Call)
        and ast.unparse(n.value.func).startswith("wp.tile")
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    for node in nodes:
        if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Subscript) and _has_slice(node.value)):
            continue
        base = node.value
        while isinstance(base, ast.Subscript):
            base = base.value
        if isinstance(base, ast.Name) and base.id in tiles:
            continue
        if not tiles and "wp.tile" in facts.source:
            continue
        return True
    return False


_NOT_EQUAL = re.compile(r"= \((var_\w+) != (var_\w+)\)")
_COMPOSITE_DECL = r"wp::(?:vec_t|mat_t|quat_t|transform_t)<[^;]*?> {name};"
_COMPOSITE_CONSTRUCTOR = re.compile(r"^wp\.(?:vec\w*|mat\w*|quat\w*|transform\w*|spatial_vector\w*|vector|matrix)$")


def composite_not_equal(facts: Facts) -> bool:
    """``a != b`` of two vectors, matrices, quaternions or transforms: the generated code compares them with a
    C++ ``!=`` (the backward's replay of the forward shows it, with the operand's declared type), or, in the
    source, an operand of a ``!=`` is built by a vector/matrix/quaternion/transform constructor."""
    for match in _NOT_EQUAL.finditer(facts.cpu_backward):
        if re.search(_COMPOSITE_DECL.format(name=re.escape(match.group(1))), facts.cpu_backward):
            return True
    return any(
        isinstance(node, ast.Compare)
        and any(isinstance(op, ast.NotEq) for op in node.ops)
        and any(
            isinstance(e, ast.Call) and _COMPOSITE_CONSTRUCTOR.match(ast.unparse(e.func))
            for e in [node.left, *node.comparators]
        )
        for node in kernel_nodes(facts.source)
    )


def loop_else(facts: Facts) -> bool:
    """A ``for`` or ``while`` loop with an ``else`` clause inside a ``@wp.kernel`` or ``@wp.func``."""
    for node in kernel_nodes(facts.source):
        if not isinstance(node, ast.FunctionDef) or not any(
            "kernel" in ast.unparse(d) or "func" in ast.unparse(d) for d in node.decorator_list
        ):
            continue
        if any(isinstance(n, (ast.For, ast.While)) and n.orelse for n in ast.walk(node)):
            return True
    return False


# Builtins that return several values (their value_func gives a tuple of types).
_MULTI_OUTPUT_BUILTINS = {
    f"wp.{name}" for name in ("eig3", "qr3", "quat_to_axis_angle", "svd2", "svd3", "transform_decompose")
}


def _tuple_returning_funcs(nodes) -> set[str]:
    """The module's ``@wp.func`` s that ``return a, b``."""
    return {
        n.name
        for n in nodes
        if isinstance(n, ast.FunctionDef)
        and any("func" in ast.unparse(d) for d in n.decorator_list)
        and any(isinstance(r, ast.Return) and isinstance(r.value, ast.Tuple) for r in ast.walk(n))
    }


def call_result_subscript(facts: Facts) -> bool:
    """A subscript of a call that returns several values (``f(x)[1]``): a builtin that does, or a ``@wp.func`` of
    the module with a ``return a, b``."""
    nodes = kernel_nodes(facts.source)
    tuple_funcs = _tuple_returning_funcs(nodes)
    return any(
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Call)
        and (ast.unparse(node.value.func) in _MULTI_OUTPUT_BUILTINS or ast.unparse(node.value.func) in tuple_funcs)
        for node in nodes
    )


def _tuple_names(nodes) -> set[str]:
    """Names bound to a tuple: to a tuple literal, or to a call that returns several values."""
    tuple_funcs = _tuple_returning_funcs(nodes)
    names = set()
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if isinstance(value, ast.Tuple) or (
                isinstance(value, ast.Call)
                and (ast.unparse(value.func) in _MULTI_OUTPUT_BUILTINS or ast.unparse(value.func) in tuple_funcs)
            ):
                names.add(node.targets[0].id)
    return names


def _warp_function_nodes(source: str) -> list:
    """The nodes inside the module's ``@wp.kernel`` and ``@wp.func`` functions (not its Python-scope code)."""
    return [
        n
        for f in kernel_nodes(source)
        if isinstance(f, ast.FunctionDef)
        and any("kernel" in ast.unparse(d) or "func" in ast.unparse(d) for d in f.decorator_list)
        for n in ast.walk(f)
    ]


def tuple_negative_index(facts: Facts) -> bool:
    """``t[-1]`` of a name bound to a tuple (a tuple literal, or a call that returns several values)."""
    nodes = _warp_function_nodes(facts.source)
    tuples = _tuple_names(nodes)
    for node in nodes:
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in tuples:
            index = _constant(node.slice)
            if index is not None and index < 0:
                return True
    return False


def vector_unpack(facts: Facts) -> bool:
    """A tuple assignment whose right-hand side is one value that is not a tuple (``x, y, z = v``,
    ``p, q = pts[i]``): not a tuple literal, not a call (calls return their several values), not a name bound to
    a tuple."""
    nodes = _warp_function_nodes(facts.source)
    tuples = _tuple_names(nodes)
    for node in nodes:
        if not (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple)):
            continue
        value = node.value
        if isinstance(value, (ast.Tuple, ast.Call)) or (isinstance(value, ast.Name) and value.id in tuples):
            continue
        return True
    return False


def _warp_functions(source: str) -> list[ast.FunctionDef]:
    """The module's ``@wp.kernel`` and ``@wp.func`` functions."""
    return [
        f
        for f in kernel_nodes(source)
        if isinstance(f, ast.FunctionDef)
        and any("kernel" in ast.unparse(d) or "func" in ast.unparse(d) for d in f.decorator_list)
    ]


def breaks_in_for(node: ast.AST, innermost: str = "") -> bool:
    """Whether a ``break`` under ``node`` belongs to a ``for`` loop (its innermost loop is a ``for``)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.Lambda)):
            continue
        if isinstance(child, ast.Break):
            if innermost == "for":
                return True
        elif isinstance(child, (ast.For, ast.While)):
            kind = "for" if isinstance(child, ast.For) else "while"
            if any(breaks_in_for(s, kind) for s in child.body) or any(
                breaks_in_for(s, innermost) for s in child.orelse
            ):
                return True
        elif breaks_in_for(child, innermost):
            return True
    return False


def loop_break_adjoint(facts: Facts) -> bool:
    """A ``break`` whose innermost loop is a ``for`` (Warp never unrolls such a loop), in a kernel or
    ``@wp.func`` of a kernel with a backward: the reverse loop walks the whole range and replays the
    ``break`` as a jump out of itself. A ``break`` in a ``while`` is not counted (its adjoint is right)."""
    return bool(facts.cpu_backward) and any(breaks_in_for(f) for f in _warp_functions(facts.source))


_COMPOSITE_FIELD = re.compile(r"^(?:wp\.|warp\.)?(?:vec|mat|quat|transform|spatial_|types\.vector|types\.matrix)")


def _structs(nodes) -> dict[str, dict[str, str]]:
    """The module's ``@wp.struct`` classes: name -> {field: its annotation}."""
    return {
        n.name: {
            s.target.id: ast.unparse(s.annotation)
            for s in n.body
            if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
        }
        for n in nodes
        if isinstance(n, ast.ClassDef) and any("struct" in ast.unparse(d) for d in n.decorator_list)
    }


def _struct_names(func: ast.FunctionDef, structs: dict) -> tuple[dict[str, str], dict[str, str]]:
    """Names of ``func`` bound to a struct (its parameters annotated with one, ``s = S()``, ``s = arr[i]``) and
    its arrays of structs: (name -> struct class, array name -> struct class)."""
    bound, arrays = {}, {}
    for a in func.args.args:
        annotation = ast.unparse(a.annotation) if a.annotation is not None else ""
        dtype = re.search(r"dtype=(\w+)", annotation)
        if annotation in structs:
            bound[a.arg] = annotation
        elif "array" in annotation and dtype and dtype.group(1) in structs:
            arrays[a.arg] = dtype.group(1)
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if isinstance(value, ast.Call) and ast.unparse(value.func) in structs:
                bound[node.targets[0].id] = ast.unparse(value.func)
            elif isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name) and value.value.id in arrays:
                bound[node.targets[0].id] = arrays[value.value.id]
    return bound, arrays


def struct_field_component_store(facts: Facts) -> bool:
    """A store into one component of a vector/matrix/quaternion/transform field of a struct (``s.v[1] = x``,
    ``s.v.y = x``, ``s.m[1, 0] += x``, ``s.t.p = v``; ``s`` a local, a parameter, an array's element or a field of
    another struct): in a kernel with a backward, or a transform field's part (refused whatever the backward)."""
    structs = _structs(kernel_nodes(facts.source))
    if not structs:
        return False

    def struct_of(node) -> str | None:
        if isinstance(node, ast.Name):
            return names.get(node.id)
        if isinstance(node, ast.Attribute):
            outer = struct_of(node.value)
            field = structs.get(outer, {}).get(node.attr) if outer else None
            return field if field in structs else None
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            return arrays.get(node.value.id)
        return None

    for func in _warp_functions(facts.source):
        names, arrays = _struct_names(func, structs)
        for node in ast.walk(func):
            targets = (
                node.targets
                if isinstance(node, ast.Assign)
                else [node.target]
                if isinstance(node, ast.AugAssign)
                else []
            )
            for target in targets:
                if not (isinstance(target, (ast.Subscript, ast.Attribute)) and isinstance(target.value, ast.Attribute)):
                    continue
                field = target.value
                owner = struct_of(field.value)
                annotation = structs.get(owner, {}).get(field.attr, "") if owner else ""
                if not _COMPOSITE_FIELD.match(annotation):
                    continue
                if facts.cpu_backward or ("transform" in annotation and isinstance(target, ast.Attribute)):
                    return True
    return False


def func_replay_return_annotation(facts: Facts) -> bool:
    """A ``@wp.func_replay(f)`` function with a return annotation (``def replay_f(x: float) -> float:``)."""
    return any(
        isinstance(node, ast.FunctionDef)
        and node.returns is not None
        and any(isinstance(d, ast.Call) and ast.unparse(d.func).endswith("func_replay") for d in node.decorator_list)
        for node in kernel_nodes(facts.source)
    )


# Python's scalar types as a return annotation: Warp writes their C++ names (`float`, `int`), which the cast
# macros of a generated module rewrite (`#define float(x) cast_float(x)`). `wp.float32`, `wp.vec3`, ... are not.
_PYTHON_SCALAR_RETURN = re.compile(r"(?<![\w.])(?:float|int)(?!\w)")


def grad_call_annotated_return(facts: Facts) -> bool:
    """A ``wp.grad(f)`` of a ``@wp.func`` of the module whose return annotation names Python's ``float`` or
    ``int`` (``-> float``, ``-> tuple[float, float]``): Warp seeds the call's adjoint as ``float(1)``."""
    nodes = kernel_nodes(facts.source)
    annotated = {
        f.name
        for f in nodes
        if isinstance(f, ast.FunctionDef)
        and f.returns is not None
        and _PYTHON_SCALAR_RETURN.search(ast.unparse(f.returns))
        and any(ast.unparse(d).split("(")[0] in ("wp.func", "warp.func", "func") for d in f.decorator_list)
    }
    return bool(annotated) and any(
        isinstance(node, ast.Call)
        and ast.unparse(node.func) in ("wp.grad", "warp.grad")
        and len(node.args) == 1
        and ast.unparse(node.args[0]).rsplit(".", 1)[-1] in annotated
        for node in nodes
    )
