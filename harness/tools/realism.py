"""`make coverage AGAINST=<export>`: how close generated kernels read to real Warp code.

    python -m harness.tools.realism --against data/harvest-newton [...] [--generated data/dataset]
                                    [--per-family 20] [--families a,b] [--size medium] [--json F]
                                    [--max-gap P] [--max-export-gap P]

Compares two sets of kernel modules (rows): the real ones, the ``python_source`` of an exported
folder (``make harvest`` or ``make dataset`` output: ``OUT/data/*.parquet`` or ``*.jsonl.gz``), and
the generated ones, either another export (``--generated``) or seeds 0..N-1 of every family
generated in process (``--per-family``, the rows ``make dataset`` would export before validation
and deduplication). It prints, for every construct of :data:`CONSTRUCTS`, the share of rows using
it on each side and the gap (real minus generated, in percentage points); the mean absolute gap
over the constructs present in at least 5% of real rows; builtins per kernel (read by
``harness.generate.features``, the rule of the dataset's ``builtins`` column) and the length
distributions. Several ``--against`` folders count as one corpus, each row once (the union weighs
each export by its rows); then each export's own mean gap is printed beside it, and
``--max-export-gap`` fails when the largest is above it. A package's own wrapper of Warp's
decorators (``@simdata.kernel``) counts as the decorator. The output is a pure function of the two
sets of rows.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import io
import json
import re
import statistics
import sys
import tokenize
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from harness.generate import layout
from harness.generate.features import analyse

# A construct counts in the mean gap when at least this share of real rows has it.
PRESENT = 0.05
_ARRAY_TYPES = re.compile(r"(?:indexed|fabric|indexedfabric)?array(\d)?d?")
_NDIM_ARRAY = re.compile(r"(?:indexed|fabric|indexedfabric)?array[2-4]d")
_WARP_FUNC = ("kernel", "func", "func_grad", "func_replay", "func_native")


def _wp_attr(node: ast.AST) -> str | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("wp", "warp"):
        return node.attr
    return None


def _decorator(node: ast.AST) -> str | None:
    """``kernel`` for ``@wp.kernel`` / ``@wp.kernel(...)``, ``func`` for ``@wp.func``, ...; else None.
    A package's own wrapper of Warp's decorator counts too (warp_simdata's ``@simdata.kernel``,
    ``@utils.func``): the rows it decorates are Warp kernels and functions all the same."""
    target = node.func if isinstance(node, ast.Call) else node
    attr = target.attr if isinstance(target, ast.Attribute) else target.id if isinstance(target, ast.Name) else None
    return attr if attr in _WARP_FUNC or attr == "struct" else None


@dataclass
class _Module:
    """One row's module, parsed once: its Warp functions, kernels, structs and array parameters."""

    source: str
    tree: ast.Module
    kernels: list[ast.FunctionDef] = field(default_factory=list)
    funcs: list[ast.FunctionDef] = field(default_factory=list)  # kernels and @wp.func helpers
    structs: dict[str, set[str]] = field(default_factory=dict)  # struct -> field names
    arrays: dict[str, int] = field(default_factory=dict)  # array parameter -> ndim

    @classmethod
    def parse(cls, source: str) -> _Module:
        tree = ast.parse(source)
        m = cls(source, tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                kinds = {_decorator(d) for d in node.decorator_list}
                if "kernel" in kinds:
                    m.kernels.append(node)
                if kinds & set(_WARP_FUNC):
                    m.funcs.append(node)
                    for a in node.args.args:
                        nd = _array_ndim(a.annotation)
                        if nd:
                            m.arrays[a.arg] = nd
            elif isinstance(node, ast.ClassDef) and "struct" in {_decorator(d) for d in node.decorator_list}:
                m.structs[node.name] = {
                    s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
                }
        return m

    def body_nodes(self, kernels_only: bool = False) -> Iterable[ast.AST]:
        """Every node inside the bodies (not the signatures) of the module's Warp functions."""
        for f in self.kernels if kernels_only else self.funcs:
            for stmt in f.body:
                yield from ast.walk(stmt)

    def annotations(self) -> Iterable[ast.AST]:
        for f in self.funcs:
            for a in f.args.args:
                if a.annotation is not None:
                    yield a.annotation


def _array_ndim(annotation: ast.AST | None) -> int:
    if annotation is None:
        return 0
    node = annotation.func if isinstance(annotation, ast.Call) else annotation
    if isinstance(node, ast.Subscript):
        node = node.value
    attr = _wp_attr(node) or (node.id if isinstance(node, ast.Name) else "")
    m = _ARRAY_TYPES.fullmatch(attr or "")
    if not m:
        return 0
    if m.group(1):
        return int(m.group(1))
    if isinstance(annotation, ast.Call):
        for kw in annotation.keywords:
            if kw.arg == "ndim" and isinstance(kw.value, ast.Constant):
                return int(kw.value.value)
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.slice, ast.Tuple):
        for elt in annotation.slice.elts[1:]:
            if isinstance(elt, ast.Constant) and isinstance(elt.value, int):
                return elt.value
    return 1


# ------------------------------------------------------------------------- constructs


def _subscript_annotation(m: _Module) -> bool:
    return any(isinstance(a, ast.Subscript) and _array_ndim(a) for a in m.annotations())


def _call_annotation(m: _Module) -> bool:
    return any(isinstance(a, ast.Call) and _array_ndim(a) for a in m.annotations())


def _long_params(m: _Module) -> bool:
    return any(len(a.arg) >= 12 for f in m.kernels for a in f.args.args)


def _comment(m: _Module) -> bool:
    try:
        return any(t.type == tokenize.COMMENT for t in tokenize.generate_tokens(io.StringIO(m.source).readline))
    except (tokenize.TokenError, SyntaxError):
        return "#" in m.source


def _docstring(m: _Module) -> bool:
    return any(ast.get_docstring(f) for f in m.funcs)


def _kernel_return(m: _Module) -> bool:
    return any(isinstance(n, ast.Return) for n in m.body_nodes(kernels_only=True))


def _kernel_no_backward(m: _Module) -> bool:
    for f in m.kernels:
        for d in f.decorator_list:
            if isinstance(d, ast.Call) and any(
                kw.arg == "enable_backward" and isinstance(kw.value, ast.Constant) and not kw.value.value
                for kw in d.keywords
            ):
                return True
    return False


def _module_no_backward(m: _Module) -> bool:
    for node in ast.walk(m.tree):
        if isinstance(node, ast.Call) and _wp_attr(node.func) == "set_module_options":
            for arg in node.args:
                if isinstance(arg, ast.Dict):
                    for k, v in zip(arg.keys, arg.values, strict=True):
                        key = isinstance(k, ast.Constant) and k.value == "enable_backward"
                        if key and isinstance(v, ast.Constant) and not v.value:
                            return True
    return False


def _generic(m: _Module) -> bool:
    """A Warp function taking ``typing.Any`` (a generic, built per ``wp.overload`` or per call)."""
    for a in m.annotations():
        for n in ast.walk(a):
            if (isinstance(n, ast.Name) and n.id == "Any") or (isinstance(n, ast.Attribute) and n.attr == "Any"):
                return True
    return False


def _module_options(m: _Module) -> bool:
    """``wp.set_module_options(...)`` or a kernel decorator naming its module (``module="unique"``,
    ``module_options={...}``)."""
    for node in ast.walk(m.tree):
        if isinstance(node, ast.Call) and _wp_attr(node.func) == "set_module_options":
            return True
    return any(
        isinstance(d, ast.Call)
        and _decorator(d) == "kernel"
        and any(kw.arg in ("module", "module_options") for kw in d.keywords)
        for f in m.kernels
        for d in f.decorator_list
    )


def _nd_array(m: _Module) -> bool:
    return any(nd >= 2 for nd in m.arrays.values())


def _multi_index(m: _Module) -> bool:
    return any(
        isinstance(n, ast.Subscript)
        and isinstance(n.value, ast.Name)
        and m.arrays.get(n.value.id, 0) >= 2
        and isinstance(n.slice, ast.Tuple)
        and len(n.slice.elts) >= 2
        for n in m.body_nodes()
    )


def _multi_tid(m: _Module) -> bool:
    return any(
        isinstance(n, ast.Assign)
        and isinstance(n.targets[0], ast.Tuple)
        and isinstance(n.value, ast.Call)
        and _wp_attr(n.value.func) == "tid"
        for n in m.body_nodes(kernels_only=True)
    )


def _struct_field(m: _Module) -> bool:
    fields = set().union(*m.structs.values()) if m.structs else set()
    return bool(fields) and any(isinstance(n, ast.Attribute) and n.attr in fields for n in m.body_nodes())


def _wp_name(pattern: str) -> Callable[[_Module], bool]:
    rx = re.compile(pattern)

    def test(m: _Module) -> bool:
        return any(
            (a := _wp_attr(n)) is not None and rx.fullmatch(a)
            for f in m.funcs
            for n in ast.walk(f)
            if isinstance(n, ast.Attribute)
        )

    return test


def _atomic(m: _Module) -> bool:
    for n in m.body_nodes():
        if isinstance(n, ast.Call) and (_wp_attr(n.func) or "").startswith("atomic_"):
            return True
        if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Subscript):
            t = n.target.value
            if isinstance(t, ast.Name) and t.id in m.arrays:
                return True
    return False


def _keyword_call(m: _Module) -> bool:
    return any(isinstance(n, ast.Call) and n.keywords for n in m.body_nodes())


def _node(*types: type) -> Callable[[_Module], bool]:
    return lambda m: any(isinstance(n, types) for n in m.body_nodes())


def _int_index_arith(m: _Module) -> bool:
    ops = (ast.FloorDiv, ast.Mod, ast.BitAnd, ast.BitOr, ast.BitXor, ast.LShift, ast.RShift)
    return any(isinstance(n, ast.BinOp) and isinstance(n.op, ops) for n in m.body_nodes())


def _dynamic_loop(m: _Module) -> bool:
    for n in m.body_nodes():
        loop = isinstance(n, ast.For) and isinstance(n.iter, ast.Call)
        if loop and any(not isinstance(a, ast.Constant) for a in n.iter.args):
            return True
    return False


def _shape(m: _Module) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr == "shape" for n in m.body_nodes())


def _scalar_params(m: _Module) -> bool:
    return any(
        a.annotation is not None
        and not _array_ndim(a.annotation)
        and (ast.unparse(a.annotation) in ("int", "float", "wp.int32", "wp.float32", "wp.float64", "bool", "wp.bool"))
        for f in m.kernels
        for a in f.args.args
    )


def _helper(m: _Module) -> bool:
    return len(m.funcs) > len(m.kernels)


def _struct_def(m: _Module) -> bool:
    return bool(m.structs)


def _float_literal_arith(m: _Module) -> bool:
    """A binary operation of two literals (constant noise a reader would fold)."""

    def lit(n: ast.AST) -> bool:
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub | ast.UAdd):
            n = n.operand
        return isinstance(n, ast.Constant) and isinstance(n.value, int | float) and not isinstance(n.value, bool)

    return any(isinstance(n, ast.BinOp) and lit(n.left) and lit(n.right) for n in m.body_nodes())


def _self_compare(m: _Module) -> bool:
    """``x <= x``, ``x - x`` and the like (a tautology or a zero a reader would not write)."""
    for n in m.body_nodes():
        if isinstance(n, ast.Compare) and len(n.comparators) == 1 and ast.dump(n.left) == ast.dump(n.comparators[0]):
            return True
        if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub) and ast.dump(n.left) == ast.dump(n.right):
            return True
    return False


# name -> (what it is, test). The order is the report's.
CONSTRUCTS: dict[str, tuple[str, Callable[[_Module], bool]]] = {
    "annotation_subscript": ("`wp.array[...]` / `wp.array2d[...]` annotations", _subscript_annotation),
    "annotation_call": ("`wp.array(dtype=...)` annotations", _call_annotation),
    "long_param_names": ("a kernel parameter name of 12+ characters", _long_params),
    "comment": ("`#` comments", _comment),
    "docstring": ("docstrings", _docstring),
    "kernel_return": ("`return` inside a kernel (guards)", _kernel_return),
    "kernel_no_backward": ("`@wp.kernel(enable_backward=False)`", _kernel_no_backward),
    "module_no_backward": ('module option `"enable_backward": False`', _module_no_backward),
    "module_options": ('module options (`wp.set_module_options`, `@wp.kernel(module="unique")`)', _module_options),
    "generic": ("`typing.Any` generics (`wp.overload`)", _generic),
    "nd_array": ("2D/3D/4D array parameters", _nd_array),
    "multi_index": ("multi-index `a[i, j]` on an nd array", _multi_index),
    "multi_tid": ("multi-dimensional `i, j = wp.tid()`", _multi_tid),
    "struct_def": ("`@wp.struct` definitions", _struct_def),
    "struct_field": ("struct field access", _struct_field),
    "helper_func": ("`@wp.func` helpers", _helper),
    "transform": ("`wp.transform*`", _wp_name(r"transform\w*")),
    "quaternion": ("`wp.quat*`", _wp_name(r"quat\w*")),
    "vec3": ("`wp.vec3`", _wp_name(r"vec3f?")),
    "matrix": ("`wp.mat*`", _wp_name(r"mat\d\d\w*")),
    "atomic": ("atomics (`wp.atomic_*`, `a[i] += x`)", _atomic),
    "keyword_call": ("a call with keyword arguments", _keyword_call),
    "ternary": ("ternaries `a if c else b`", _node(ast.IfExp)),
    "int_index_arith": ("integer arithmetic `//`, `%`, bit operations", _int_index_arith),
    "if": ("`if` statements", _node(ast.If)),
    "for": ("`for` loops", _node(ast.For)),
    "dynamic_loop": ("`for` over a non-literal range", _dynamic_loop),
    "while": ("`while` loops", _node(ast.While)),
    "break_continue": ("`break` / `continue`", _node(ast.Break, ast.Continue)),
    "shape": ("`.shape` reads", _shape),
    "scalar_params": ("scalar kernel parameters", _scalar_params),
    "static": ("`wp.static` / `wp.constant`", _wp_name(r"static|constant")),
    "float64": ("`wp.float64` values", _wp_name(r"float64|vec\dd|mat\d\dd")),
    "literal_arith": ("literal op literal (folds to a literal)", _float_literal_arith),
    "self_compare": ("`x <= x`, `x - x`", _self_compare),
}


@dataclass(frozen=True)
class Row:
    constructs: frozenset[str]
    builtins: int
    lines: int
    chars: int


def measure(source: str) -> Row | None:
    """One row's constructs, builtins and lengths; None when its source does not parse."""
    try:
        m = _Module.parse(source)
        _tags, builtins = analyse(source, m.tree)
    except (SyntaxError, ValueError, RecursionError):
        return None
    found = frozenset(name for name, (_what, test) in CONSTRUCTS.items() if test(m))
    return Row(found, len(builtins), source.count("\n") + (not source.endswith("\n")), len(source))


@dataclass
class Comparison:
    generated: list[Row]
    real: list[Row]
    skipped: tuple[int, int] = (0, 0)  # rows that did not parse (generated, real)

    def share(self, rows: list[Row], name: str) -> float:
        return sum(name in r.constructs for r in rows) / len(rows) if rows else 0.0

    def table(self) -> list[tuple[str, float, float, bool]]:
        """(construct, generated share, real share, counted in the mean gap)."""
        return [
            (name, self.share(self.generated, name), real, real >= PRESENT)
            for name in CONSTRUCTS
            for real in [self.share(self.real, name)]
        ]

    def mean_gap(self) -> float:
        """Mean |real - generated| share, in percentage points, over the constructs present in
        at least PRESENT of real rows."""
        gaps = [abs(r - g) for _n, g, r, counted in self.table() if counted]
        return 100 * sum(gaps) / len(gaps) if gaps else 0.0

    def summary(self) -> dict:
        def dist(values: list[int]) -> dict:
            if not values:
                return {}
            cuts = statistics.quantiles(values, n=20, method="inclusive") if len(values) > 1 else [values[0]] * 19
            return {"p10": cuts[1], "p25": cuts[4], "median": statistics.median(values), "p75": cuts[14],
                    "p90": cuts[17], "max": max(values)}  # fmt: skip

        return {
            "rows": {"generated": len(self.generated), "real": len(self.real)},
            "skipped": {"generated": self.skipped[0], "real": self.skipped[1]},
            "constructs": {
                n: {"generated": round(g, 4), "real": round(r, 4), "counted": c} for n, g, r, c in self.table()
            },
            "mean_gap_points": round(self.mean_gap(), 2),
            "counted": sum(1 for *_x, c in self.table() if c),
            **{
                f"{what}_{side}": dist([getattr(r, what) for r in rows])
                for what in ("builtins", "lines", "chars")
                for side, rows in (("generated", self.generated), ("real", self.real))
            },
        }


def measure_all(sources: Iterable[str]) -> tuple[list[Row], int]:
    """The rows of ``sources`` that parse, and how many do not."""
    out, bad = [], 0
    for s in sources:
        r = measure(s)
        if r is None:
            bad += 1
        else:
            out.append(r)
    return out, bad


def compare(generated: Iterable[str], real: Iterable[str]) -> Comparison:
    g, gbad = measure_all(generated)
    r, rbad = measure_all(real)
    return Comparison(g, r, (gbad, rbad))


def per_export(generated: list[Row], exports: dict[str, list[Row]]) -> dict[str, Comparison]:
    """The generated rows against each export alone (label -> comparison), in the order given."""
    return {label: Comparison(generated, rows) for label, rows in exports.items()}


def export_floor(comparisons: dict[str, Comparison]) -> tuple[float, float]:
    """(lower, upper), in points: the least largest per-export mean gap any generator could have whose
    rows show each construct at one rate, whatever those rates are. Exports that disagree put a
    floor under it: a rate between two exports' rates is far from at least one of them.

    The problem is min over rates g of max over exports e of mean_{c counted in e} |g_c - r_ec|. Its
    dual bound: for any weights w on the exports, min over g of sum_e w_e * gap_e(g) is at most the
    minimum, and it splits by construct (a weighted median each); the weights are searched from
    uniform by seeded random steps, so the lower bound is exact for the weights found. The upper
    bound is the largest gap of rates found by subgradient descent: the true floor lies between."""
    import numpy as np

    tables = [c.table() for c in comparisons.values()]
    real = np.array([[r for _n, _g, r, _k in t] for t in tables])  # exports x constructs
    weight = np.array([[float(k) for *_x, k in t] for t in tables])
    weight /= np.maximum(weight.sum(axis=1, keepdims=True), 1.0)

    def dual(w):
        total = 0.0
        for c in range(real.shape[1]):
            wc = w * weight[:, c]
            total += min(float((wc * np.abs(x - real[:, c])).sum()) for x in real[:, c])
        return total

    rng = np.random.default_rng(0)
    w = np.full(len(real), 1.0 / len(real))
    lower = dual(w)
    for scale in (0.1, 0.05, 0.02, 0.01, 0.005):
        for _ in range(300):
            step = np.clip(w + rng.normal(0.0, scale, len(w)), 0.0, None)
            if step.sum() > 0 and (value := dual(step / step.sum())) > lower:
                w, lower = step / step.sum(), value
    rates = (real * weight).sum(axis=0) / np.maximum(weight.sum(axis=0), 1e-12)
    upper = float("inf")
    for i in range(20000):
        gaps = (weight * np.abs(rates - real)).sum(axis=1)
        worst = int(np.argmax(gaps))
        upper = min(upper, float(gaps[worst]))
        direction = weight[worst] * np.sign(rates - real[worst])
        rates = np.clip(rates - 0.02 / np.sqrt(i + 1) * direction / max(np.linalg.norm(direction), 1e-12), 0, 1)
    return 100 * lower, 100 * upper


def render_exports(comparisons: dict[str, Comparison]) -> str:
    """One line per export: its rows, the constructs counted for it and its mean gap, then the largest,
    and the floor any single set of construct rates has (``export_floor``)."""
    out = [f"  {'per export':40s} {'rows':>6s} {'counted':>7s} {'mean gap':>8s}"]
    for label, c in comparisons.items():
        counted = sum(1 for *_x, k in c.table() if k)
        out.append(f"  {label:40s} {len(c.real):6d} {counted:7d} {c.mean_gap():8.1f}")
    worst = max(comparisons, key=lambda label: comparisons[label].mean_gap())
    out.append(f"  largest mean gap of one export: {comparisons[worst].mean_gap():.1f} points ({worst})")
    lower, upper = export_floor(comparisons)
    out.append(
        f"  floor: any one set of construct rates leaves some export at least {lower:.1f} points off "
        f"(rates reaching {upper:.1f} exist): the exports disagree"
    )
    return "\n".join(out) + "\n"


def render(c: Comparison, generated_label: str = "generated", real_label: str = "real") -> str:
    s = c.summary()
    out = [f"Realism: {len(c.generated)} {generated_label} rows vs {len(c.real)} {real_label} rows"]
    if any(c.skipped):
        out.append(f"  rows whose source does not parse, left out: {c.skipped[0]} generated, {c.skipped[1]} real")
    out.append("")
    out.append(f"  {'construct':22s} {'generated':>9s} {'real':>7s} {'gap':>7s}  what")
    for name, g, r, counted in c.table():
        mark = " " if counted else "-"
        gap = f"{100 * (r - g):+6.1f}"
        out.append(f" {mark}{name:22s} {g:9.1%} {r:7.1%} {gap:>7s}  {CONSTRUCTS[name][0]}")
    out.append(
        f"  mean gap: {s['mean_gap_points']:.1f} points over the {s['counted']} constructs in >= {PRESENT:.0%}"
        " of real rows ('-': not counted)"
    )
    out.append("")
    out.append(
        f"  {'per row':22s} {'side':>9s} {'p10':>7s} {'p25':>7s} {'median':>7s} {'p75':>7s} {'p90':>7s} {'max':>7s}"
    )
    for what, label in (("builtins", "builtins per kernel"), ("lines", "lines"), ("chars", "characters")):
        for side in ("generated", "real"):
            d = s[f"{what}_{side}"]
            if d:
                cells = " ".join(f"{d[k]:7.0f}" for k in ("p10", "p25", "median", "p75", "p90", "max"))
                out.append(f"  {label:22s} {side:>9s} {cells}")
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------------------ inputs


def export_table(folder: Path, columns: tuple[str, ...]) -> list[dict]:
    """``columns`` of every row of an exported folder (``make dataset`` / ``make harvest`` OUT), ordered
    by row id (a column that must be one) so the result does not depend on sharding."""
    data = folder / "data" if (folder / "data").is_dir() else folder
    rows: list[dict] = []
    for path in sorted(data.glob("*.parquet")):
        import pyarrow.parquet as pq

        rows.extend(pq.read_table(path, columns=list(columns)).to_pylist())
    for path in sorted(data.glob("*.jsonl.gz")) + sorted(data.glob("*.jsonl")):
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt") as f:
            for line in f:
                if line.strip():
                    row = json.loads(line)
                    rows.append({c: row[c] for c in columns})
    if not rows:
        raise FileNotFoundError(f"{folder}: no exported rows (*.parquet or *.jsonl.gz under {data})")
    return sorted(rows, key=lambda row: row["id"])


def export_sources(folder: Path) -> list[str]:
    """The ``python_source`` of every row of an exported folder, ordered by row id."""
    return [row["python_source"] for row in export_table(folder, ("id", "python_source"))]


def generated_sources(families: list[str], per_family: int, size: str = "medium") -> list[str]:
    from kernels import generate

    return [generate(f, seed, size).source for f in families for seed in range(per_family)]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    from kernels import FAMILIES

    parser = argparse.ArgumentParser(prog="make coverage AGAINST=<export>", description=__doc__.split("\n")[0])
    parser.add_argument("--against", type=Path, nargs="+", required=True, help="exported folders of real rows")
    parser.add_argument("--generated", type=Path, help="exported folder of generated rows (default: generate)")
    parser.add_argument("--per-family", type=int, default=20, help="seeds 0..N-1 of every family (default 20)")
    parser.add_argument("--families", default="", help="comma/space-separated subset of the families")
    parser.add_argument("--size", default="medium", help="kernel size of the generated rows")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--max-gap", type=float, help="exit 1 when the mean gap (points) is above this")
    parser.add_argument("--max-export-gap", type=float, help="exit 1 when one export's own mean gap is above this")
    args = parser.parse_args(argv)
    try:
        args.family_list = layout.parse_families(args.families) or list(FAMILIES)
    except ValueError as error:
        parser.error(str(error))
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        exports = {str(folder): measure_all(export_sources(folder)) for folder in args.against}
        generated = measure_all(
            export_sources(args.generated)
            if args.generated
            else generated_sources(args.family_list, args.per_family, args.size)
        )
    except (FileNotFoundError, KeyError) as error:
        sys.stderr.write(f"make coverage: {error}\n")
        return 2
    label = str(args.generated) if args.generated else f"generated ({args.per_family} per family)"
    real = [row for rows, _bad in exports.values() for row in rows]
    comparison = Comparison(generated[0], real, (generated[1], sum(bad for _rows, bad in exports.values())))
    sys.stdout.write(render(comparison, label, " + ".join(exports)))
    summary = comparison.summary()
    worst = comparison.mean_gap()
    if len(exports) > 1:  # the union weighs each export by its rows; each export's own gap beside it
        each = per_export(generated[0], {name: rows for name, (rows, _bad) in exports.items()})
        sys.stdout.write("\n" + render_exports(each))
        summary["per_export"] = {
            name: {"rows": len(c.real), "mean_gap_points": round(c.mean_gap(), 2),
                   "counted": sum(1 for *_x, k in c.table() if k)}
            for name, c in each.items()
        }  # fmt: skip
        lower, upper = export_floor(each)
        summary["per_export_floor_points"] = {"lower": round(lower, 2), "upper": round(upper, 2)}
        worst = max(c.mean_gap() for c in each.values())
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    status = 0
    if args.max_gap is not None and comparison.mean_gap() > args.max_gap:
        sys.stdout.write(f"\nmean gap {comparison.mean_gap():.1f} points > {args.max_gap}\n")
        status = 1
    if args.max_export_gap is not None and worst > args.max_export_gap:
        sys.stdout.write(f"\nlargest mean gap of one export {worst:.1f} points > {args.max_export_gap}\n")
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
