"""Semantics-changing, safe mutations of a real kernel's source (the ``mutant`` family).

Each mutation finds its sites in the kernel's syntax tree and edits the source text in place
(comments, docstrings and formatting stay as the author wrote them). A mutation changes what the
kernel computes, never whether it is safe to run:

- index expressions are never touched: no name that flows into a subscript, a ``range``, an
  atomic's index, an integer cast, a divisor or a ``sqrt``/``log``/``pow`` argument (the
  *protected* names, followed backwards through every assignment) is part of a mutated
  expression, and no expression inside such a place is mutated;
- only floating-point values (scalars, vectors, matrices) are mutated, so no integer overflows;
- no mutation adds a division, a loop or a store to an array (no new race);
- statements are added or removed only on local floating-point values.

The kinds (tags ``mutate_<kind>``): ``operator`` (``+ - *`` swapped, ``/`` to ``*``), ``compare``
(a float comparison flipped), ``builtin`` (a builtin of the same signature: ``sin``/``cos``/
``tanh``/``atan``, ``min``/``max``, ``floor``/``ceil``/``round``/``trunc``, ``atomic_add``/
``atomic_sub``, ``atomic_min``/``atomic_max``), ``constant`` (a float literal scaled),
``precision`` (float32 <-> float64 across the module and the arguments), ``ndim`` (a 1D launch
over 1D arrays made 2D, or a 2D one 1D), ``add_statement`` and ``remove_statement``.
"""

from __future__ import annotations

import ast
import dataclasses
import random

from kernels.seeds.describe import LAUNCH_SHAPES, call_name, kernel_def, tid_names
from kernels.spec import ArgSpec, KernelSpec

STRUCTURAL = ("operator", "compare", "builtin", "precision", "ndim", "add_statement", "remove_statement")
KINDS = (*STRUCTURAL, "constant")

SAME_SIGNATURE = (
    ("sin", "cos", "tanh", "atan"),
    ("min", "max"),
    ("floor", "ceil", "round", "trunc"),
    ("atomic_add", "atomic_sub"),
    ("atomic_min", "atomic_max"),
)
_GROUP = {name: group for group in SAME_SIGNATURE for name in group}
_GUARDED_CALLS = frozenset({"sqrt", "log", "log2", "log10", "pow", "int", "int32", "int64", "uint32", "static", "tid"})
_FLOAT_CALLS = frozenset(
    {"sin", "cos", "tan", "tanh", "atan", "exp", "sqrt", "abs", "length", "length_sq", "dot", "float", "float32"}
    | {"float64", "floor", "ceil", "round", "trunc", "clamp", "min", "max", "norm_l2", "determinant", "trace"}
)
_VEC_CALLS = frozenset({"normalize", "cross", "quat_rotate", "quat_rotate_inv", "cw_mul", "transform_point"})
_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}
_CMP = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
_FLIP = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
# float32 <-> float64 spellings of the value types; the spec's dtype names alike.
_TO64 = {"float32": "float64", "vec2": "vec2d", "vec3": "vec3d", "vec4": "vec4d", "mat22": "mat22d"}
_TO64 |= {"mat33": "mat33d", "mat44": "mat44d", "quat": "quatd", "transform": "transformd"}
_TO64 |= {"spatial_vector": "spatial_vectord"}
_TO32 = {v: k for k, v in _TO64.items()}


class NoSite(Exception):
    """The kernel has no site for this mutation."""


# ------------------------------------------------------------------------------------ editing


def splice(source: str, edits: list[tuple[int, int, int, int, str]]) -> str:
    """``source`` with each (line, col, end_line, end_col, text) span replaced (``ast`` positions:
    1-based lines, UTF-8 byte columns). Spans must not overlap."""
    lines = source.encode().split(b"\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    data = source.encode()
    for l1, c1, l2, c2, text in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        a, b = starts[l1 - 1] + c1, starts[l2 - 1] + c2
        data = data[:a] + text.encode() + data[b:]
    return data.decode()


def _span(node: ast.AST, text: str) -> tuple[int, int, int, int, str]:
    return (node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text)


def _segment(source: str, node: ast.AST) -> str:
    return ast.get_source_segment(source, node) or ast.unparse(node)


# ------------------------------------------------------------------------------------ analysis


@dataclasses.dataclass
class Analysis:
    """What the mutations need to know of one kernel: value kinds and protected nodes."""

    source: str
    func: ast.FunctionDef
    kinds: dict[str, str]  # local or parameter name -> "float", "vec", "mat", "quat", "int", "array:<kind>"
    protected_names: set[str]
    protected_nodes: set[int]  # ids of nodes inside subscripts, divisors, guarded calls, ranges, ...

    def kind(self, node: ast.AST) -> str | None:
        return _kind(node, self.kinds)

    def free(self, node: ast.AST) -> bool:
        """Mutable: not inside a protected place, and reading no protected name other than in the
        places left as they are (an index inside a subscript stays the same)."""
        if id(node) in self.protected_nodes:
            return False
        return not any(
            isinstance(n, ast.Name) and n.id in self.protected_names and id(n) not in self.protected_nodes
            for n in ast.walk(node)
        )


def _dtype_kind(dtype: str) -> str:
    if dtype.startswith(("float", "half")):
        return "float"
    if dtype.startswith(("vec", "spatial_vector")):
        return "vec"
    if dtype.startswith("mat"):
        return "mat"
    if dtype.startswith("quat"):
        return "quat"
    if dtype.startswith("transform"):
        return "transform"
    return "int" if dtype.startswith(("int", "uint")) else "other"


def _kind(node: ast.AST, kinds: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool):
            return "bool"
        return "float" if isinstance(node.value, float) else "int" if isinstance(node.value, int) else None
    if isinstance(node, ast.Name):
        k = kinds.get(node.id)
        return None if k is None or k.startswith("array:") else k
    if isinstance(node, ast.Subscript):
        base = kinds.get(node.value.id) if isinstance(node.value, ast.Name) else None
        if base and base.startswith("array:"):
            return base.removeprefix("array:")
        inner = _kind(node.value, kinds)
        return {"vec": "float", "quat": "float", "mat": "vec"}.get(inner or "")
    if isinstance(node, ast.Attribute):
        return "float" if node.attr in ("x", "y", "z", "w") and _kind(node.value, kinds) in ("vec", "quat") else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _kind(node.operand, kinds)
    if isinstance(node, ast.BinOp):
        a, b = _kind(node.left, kinds), _kind(node.right, kinds)
        if a is None or b is None:
            return None
        if a == b:
            return a
        for k in ("mat", "quat", "vec", "float"):
            if k in (a, b):
                return k
        return None
    if isinstance(node, ast.Call):
        name = call_name(node)
        if name in ("int", "int32"):
            return "int"
        if name in _FLOAT_CALLS:
            if name in ("min", "max", "clamp", "abs", "floor", "ceil", "round", "trunc") and node.args:
                return _kind(node.args[0], kinds)
            return "float"
        if name in _VEC_CALLS or name.startswith("vec"):
            return "vec"
        if name.startswith("mat") or name in ("outer", "transpose", "identity"):
            return "mat"
        if name.startswith("quat") and name not in ("quat_rotate", "quat_rotate_inv"):
            return "quat"
    return None


def analyse(source: str, kernel_name: str, args: tuple[ArgSpec, ...]) -> Analysis:
    func = kernel_def(ast.parse(source), kernel_name)
    kinds = {}
    for a in args:
        kinds[a.name] = ("array:" if a.kind == "array" else "") + _dtype_kind(a.dtype)
    for t in tid_names(func):
        kinds[t] = "int"
    # Kinds of locals, in source order; a name assigned values of two kinds has none.
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name, k = node.targets[0].id, _kind(node.value, kinds)
            if name in kinds and kinds[name] != k:
                kinds[name] = "mixed"
            elif k is not None:
                kinds[name] = k
        elif isinstance(node, ast.For):
            for n in ast.walk(node.target):
                if isinstance(n, ast.Name):
                    kinds[n.id] = "int"
    protected_nodes: set[int] = set()

    def protect(node: ast.AST | None) -> None:
        if node is not None:
            protected_nodes.update(id(n) for n in ast.walk(node))

    for node in ast.walk(func):
        if isinstance(node, ast.Subscript):
            protect(node.slice)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div | ast.FloorDiv | ast.Mod | ast.Pow):
            protect(node.right)
            if not isinstance(node.op, ast.Div):
                protect(node.left)
        elif isinstance(node, ast.Call):
            name = call_name(node)
            if name in _GUARDED_CALLS or name == "range" or not isinstance(node.func, ast.Attribute):
                for a in [*node.args, *(k.value for k in node.keywords)]:
                    protect(a)
            if name.startswith("atomic_"):
                for a in node.args[:-1]:
                    protect(a)
        elif isinstance(node, ast.For):
            protect(node.iter)
        elif isinstance(node, ast.If | ast.IfExp) and not isinstance(node.test, ast.Compare):
            protect(node.test)  # only a single float comparison may flip
    # Names read inside protected places, and everything assigned into them, transitively.
    names = {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and id(n) in protected_nodes}
    names |= {n for n, k in kinds.items() if k in ("int", "mixed", "bool")}
    changed = True
    while changed:
        changed = False
        for node in ast.walk(func):
            targets, value = _assignment(node)
            if value is not None and targets & names:
                new = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} - names
                if new:
                    names |= new
                    changed = True
    return Analysis(source, func, kinds, names, protected_nodes)


def _assignment(node: ast.AST) -> tuple[set[str], ast.AST | None]:
    if isinstance(node, ast.Assign):  # locals only: a store to an array element protects nothing
        names = {t.id for t in node.targets if isinstance(t, ast.Name)}
        names |= {e.id for t in node.targets if isinstance(t, ast.Tuple) for e in t.elts if isinstance(e, ast.Name)}
        return names, node.value
    if isinstance(node, ast.AugAssign | ast.AnnAssign) and isinstance(node.target, ast.Name):
        return {node.target.id}, node.value
    return set(), None


_FLOATISH = ("float", "vec", "mat", "quat")


# ------------------------------------------------------------------------------------ mutations


def _operator(an: Analysis, rng: random.Random) -> list:
    sites = []
    for node in ast.walk(an.func):
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS and an.kind(node) in _FLOATISH and an.free(node):
            options = _operator_options(an, node)
            if options:
                sites.append((node, options))
    if not sites:
        raise NoSite
    node, options = rng.choice(sites)
    return [_op_edit(an.source, node.left, node.right, _OPS[type(node.op)], rng.choice(options))]


def _operator_options(an: Analysis, node: ast.BinOp) -> list[str]:
    """The operators that may replace ``node``'s and keep the operand types valid: ``+ - *`` among
    scalars, ``+ -`` among vectors or matrices of one kind, ``/`` by a scalar to ``*``."""
    old = _OPS[type(node.op)]
    a, b = an.kind(node.left), an.kind(node.right)
    if old == "/":
        return ["*"] if b == "float" else []
    if a == b == "float":
        ops = ["+", "-", "*"]
    elif a == b and a in ("vec", "mat") and old != "*":
        ops = ["+", "-"]
    else:
        return []
    if ast.dump(node.left) == ast.dump(node.right):
        ops = [o for o in ops if o != "-"]  # no x - x
    return [o for o in ops if o != old]


def _op_edit(source: str, left: ast.AST, right: ast.AST, old: str, new: str):
    """Replace the operator token ``old`` between ``left`` and ``right``."""
    between = splice_slice(source, left.end_lineno, left.end_col_offset, right.lineno, right.col_offset)
    at = _token_at(between, old)
    line, col = left.end_lineno, left.end_col_offset
    prefix = between[:at].encode()
    nl = prefix.count(b"\n")
    if nl:
        line += nl
        col = len(prefix) - prefix.rfind(b"\n") - 1
    else:
        col += len(prefix)
    return (line, col, line, col + len(old), new)


def _token_at(text: str, token: str) -> int:
    """Where the operator ``token`` sits in ``text`` (the gap between two operands: spaces,
    parentheses, line breaks, comments)."""
    i = 0
    while i < len(text):
        if text[i] == "#":
            i = text.find("\n", i)
            if i < 0:
                break
            continue
        if (
            text.startswith(token, i)
            and not text.startswith(token * 2, i)
            and text[i + len(token) : i + len(token) + 1] != "="
        ):
            return i
        i += 1
    raise NoSite


def splice_slice(source: str, l1: int, c1: int, l2: int, c2: int) -> str:
    lines = source.encode().split(b"\n")
    if l1 == l2:
        return lines[l1 - 1][c1:c2].decode()
    parts = [lines[l1 - 1][c1:], *lines[l1 : l2 - 1], lines[l2 - 1][:c2]]
    return b"\n".join(parts).decode()


def _compare(an: Analysis, rng: random.Random) -> list:
    sites = []
    for node in ast.walk(an.func):
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _CMP:
            left, right = node.left, node.comparators[0]
            same = ast.dump(left) == ast.dump(right)
            if an.kind(left) == "float" and an.kind(right) == "float" and an.free(node) and not same:
                sites.append(node)
    if not sites:
        raise NoSite
    node = rng.choice(sites)
    old = _CMP[type(node.ops[0])]
    return [_op_edit(an.source, node.left, node.comparators[0], old, _FLIP[old])]


def _builtin(an: Analysis, rng: random.Random) -> list:
    sites = []
    for node in ast.walk(an.func):
        swappable = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _GROUP
        if swappable and (node.func.attr.startswith("atomic_") or (an.kind(node) in _FLOATISH and an.free(node))):
            sites.append(node)
    if not sites:
        raise NoSite
    node = rng.choice(sites)
    new = rng.choice([n for n in _GROUP[node.func.attr] if n != node.func.attr])
    return [_span(node.func, f"{_segment(an.source, node.func.value)}.{new}")]


def _constant(an: Analysis, rng: random.Random) -> list:
    sites = [
        n
        for n in ast.walk(an.func)
        if isinstance(n, ast.Constant) and type(n.value) is float and n.value != 0.0 and an.free(n)
    ]
    if not sites:
        raise NoSite
    node = rng.choice(sites)
    factor = rng.choice((0.5, 0.75, 1.5, 2.0))
    return [_span(node, repr(float(f"{node.value * factor:.6g}")))]


def _precision(an: Analysis, rng: random.Random) -> list:
    tree = ast.parse(an.source)
    to64 = not is_float64(an.source)
    table = _TO64 if to64 else _TO32
    edits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and ast.unparse(node.value) == "wp" and node.attr in table:
            edits.append(_span(node, f"wp.{table[node.attr]}"))
        elif to64 and isinstance(node, ast.Name) and node.id == "float":
            edits.append(_span(node, "wp.float64"))
    if not edits:
        raise NoSite
    return edits


def is_float64(source: str) -> bool:
    """Whether the module spells any float64 value type (then ``precision`` goes to float32)."""
    return any(
        isinstance(n, ast.Attribute) and n.attr in _TO32 and ast.unparse(n.value) == "wp"
        for n in ast.walk(ast.parse(source))
    )


def precision_dtype(dtype: str, to64: bool) -> str:
    if to64:
        return "float64" if dtype in ("float", "float32") else _TO64.get(dtype, dtype)
    return "float" if dtype == "float64" else _TO32.get(dtype, dtype)


def _ndim_edits(an: Analysis, spec: KernelSpec) -> tuple[list, tuple[int, ...]]:
    tids = tid_names(an.func)
    arrays = {a.name for a in spec.args if a.kind == "array"}
    if len(tids) == 1:
        new_names = ("i", "j") if not ({"i", "j"} & _all_names(an.func)) else ("ti", "tj")
        index, target, nd = ", ".join(new_names), ", ".join(new_names), 2
    elif len(tids) == 2:
        new_names = ("tid",) if "tid" not in _all_names(an.func) else ("thread",)
        index, target, nd = new_names[0], new_names[0], 1
    else:
        raise NoSite
    edits = []
    for node in ast.walk(an.func):
        if isinstance(node, ast.Name) and node.id in tids:
            parent = _parents(an.func).get(id(node))
            if isinstance(parent, ast.Tuple):
                parent = _parents(an.func).get(id(parent))
            if isinstance(parent, ast.Assign) and ast.unparse(parent.value) == "wp.tid()":
                continue
            if not (isinstance(parent, ast.Subscript) and isinstance(parent.value, ast.Name)):
                raise NoSite  # the thread index is used for more than addressing the thread's element
            if parent.value.id not in arrays:
                raise NoSite
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in arrays:
            edits.append(_span(node.slice, index))
        if isinstance(node, ast.Call) and call_name(node).startswith("atomic_"):
            raise NoSite
    first = next(s for s in an.func.body if isinstance(s, ast.Assign) and ast.unparse(s.value) == "wp.tid()")
    edits.append(_span(first.targets[0], target))
    for a in an.func.args.args:
        if a.arg in arrays:
            dtype, base = _array_dtype_text(an.source, a.annotation), f"wp.array{'2d' if nd == 2 else ''}"
            new = f"{base}[{dtype}]" if isinstance(a.annotation, ast.Subscript) else f"{base}(dtype={dtype})"
            edits.append(_span(a.annotation, new))
    return edits, LAUNCH_SHAPES[nd]


def _array_dtype_text(source: str, ann: ast.AST) -> str:
    if isinstance(ann, ast.Subscript):
        return _segment(source, ann.slice)
    kw = {k.arg: k.value for k in ann.keywords}
    return _segment(source, kw.get("dtype", ann.args[0] if ann.args else None))


def _all_names(func: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(func) if isinstance(n, ast.Name)} | {a.arg for a in func.args.args}


def _parents(func: ast.AST) -> dict[int, ast.AST]:
    return {id(c): p for p in ast.walk(func) for c in ast.iter_child_nodes(p)}


def _statement_sites(an: Analysis):
    """Statements of the kernel's blocks, with their block: (block, index, statement)."""
    for node in ast.walk(an.func):
        for field in ("body", "orelse"):
            block = getattr(node, field, None)
            if isinstance(block, list):
                for i, stmt in enumerate(block):
                    if isinstance(stmt, ast.stmt):
                        yield block, i, stmt


def _add_statement(an: Analysis, rng: random.Random) -> list:
    sites = []
    for _block, _i, stmt in _statement_sites(an):
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            name = stmt.targets[0].id
            local = an.kinds.get(name) in ("float", "vec") and name not in an.protected_names
            if local and _alone_on_lines(an.source, stmt):
                sites.append(stmt)
    if not sites:
        raise NoSite
    stmt = rng.choice(sites)
    x = stmt.targets[0].id
    scalar = an.kinds[x] == "float"
    c = rng.choice(("0.5", "0.25", "2.0", "1.5"))
    forms = [f"{x} = {x} * {c}", f"{x} = {x} + {x} * {c}", f"{x} = {x} - {x} * {c}"]
    if scalar:
        forms += [f"{x} = wp.{f}({x})" for f in ("sin", "cos", "tanh", "atan", "abs")]
        forms += [f"{x} = {x} + {c}", f"{x} = wp.min({x}, {c})", f"{x} = wp.max({x}, {c})", f"{x} = {x} * {x}"]
    else:
        forms += [f"{x} = -{x}", f"{x} = wp.normalize({x})", f"{x} = {x} * wp.length({x})"]
    line = rng.choice(forms)
    indent = " " * stmt.col_offset
    end = stmt.end_lineno
    return [(end, _line_len(an.source, end), end, _line_len(an.source, end), f"\n{indent}{line}")]


def _remove_statement(an: Analysis, rng: random.Random) -> list:
    counts: dict[str, int] = {}
    for node in ast.walk(an.func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            counts[node.targets[0].id] = counts.get(node.targets[0].id, 0) + 1
    sites = []
    for block, i, stmt in _statement_sites(an):
        if len(block) < 2 or not _alone_on_lines(an.source, stmt) or (i == 0 and _is_docstring(stmt)):
            continue
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
            ok = an.kinds.get(stmt.target.id) in _FLOATISH and stmt.target.id not in an.protected_names
        elif isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            name = stmt.targets[0].id
            first = next(
                n for n in ast.walk(an.func) if isinstance(n, ast.Assign) and _target_is(n, name)
            )  # the first assignment defines the name: never removed
            ok = counts[name] > 1 and stmt is not first and an.kinds.get(name) in _FLOATISH
            ok = ok and name not in an.protected_names
        else:
            ok = False
        if ok:
            sites.append((block, i, stmt))
    if not sites:
        raise NoSite
    block, i, stmt = rng.choice(sites)
    prev_end = block[i - 1].end_lineno if i else stmt.lineno - 1
    return [(prev_end, _line_len(an.source, prev_end), stmt.end_lineno, _line_len(an.source, stmt.end_lineno), "")]


def _target_is(node: ast.Assign, name: str) -> bool:
    return len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and node.targets[0].id == name


def _is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)


def _line_len(source: str, line: int) -> int:
    return len(source.encode().split(b"\n")[line - 1])


def _alone_on_lines(source: str, stmt: ast.stmt) -> bool:
    lines = source.encode().split(b"\n")
    before = lines[stmt.lineno - 1][: stmt.col_offset].strip()
    after = lines[stmt.end_lineno - 1][stmt.end_col_offset :].strip()
    return not before and (not after or after.startswith(b"#"))


_MUTATIONS = {
    "operator": _operator,
    "compare": _compare,
    "builtin": _builtin,
    "constant": _constant,
    "precision": _precision,
    "add_statement": _add_statement,
    "remove_statement": _remove_statement,
}


def mutate(spec: KernelSpec, kind: str, rng: random.Random) -> KernelSpec:
    """``spec`` with one mutation of ``kind``; raises :class:`NoSite` when it has none."""
    an = analyse(spec.source, spec.kernel_name, spec.args)
    if kind == "ndim":
        edits, shape = _ndim_edits(an, spec)
        args = tuple(dataclasses.replace(a, shape=shape) if a.kind == "array" else a for a in spec.args)
        return dataclasses.replace(spec, source=splice(spec.source, edits), args=args, launch_dim=shape)
    edits = _MUTATIONS[kind](an, rng)
    source = splice(spec.source, edits)
    if kind == "precision":
        to64 = not is_float64(spec.source)
        args = tuple(dataclasses.replace(a, dtype=precision_dtype(a.dtype, to64)) for a in spec.args)
        return dataclasses.replace(spec, source=source, args=args)
    return dataclasses.replace(spec, source=source)
