"""A kernel that updates an array in place, rewritten with its reads and writes split into two arrays.

Warp's adjoint of ``x[i] = f(x[i])`` is not the derivative of the update: the backward pass reads
the array after the forward pass overwrote it, and the adjoint of the store and that of the load
meet in one gradient array (Warp's documentation, "Array Overwrites"; ``wp.config.verify_autograd_array_access``
reports it). So the gradient of such a kernel cannot be checked as it is. :func:`split` writes
the copy that can be: every store into (and atomic update of) ``x`` goes to a new array ``x_out``,
every read stays on ``x``. The copy computes what the kernel computes where no thread reads an
element that a thread of the same launch wrote first; validation runs it once with ``x_out``
holding ``x``'s values and compares its outputs with the kernel's before it checks its gradient
(:func:`check_in_place`).
"""

from __future__ import annotations

import ast
import copy
from dataclasses import replace

from harness.validate import rewrite, runtime
from harness.validate.explain import CONFIRMED, _explain_failure, _Rewrite

# Builtins whose first argument is the array they update.
_UPDATING = frozenset(
    {
        "atomic_add",
        "atomic_sub",
        "atomic_min",
        "atomic_max",
        "atomic_and",
        "atomic_or",
        "atomic_xor",
        "atomic_cas",
        "atomic_exch",
        "tile_store",
        "tile_atomic_add",
    }
)
# Builtins whose first argument is an array they only read.
_READING = frozenset({"tile_load", "tile_load_indexed"})


class NotSplit(Exception):
    """Why a kernel's in-place arrays cannot be split (the message says why)."""


def split(source: str, kernel_name: str, names: list[str]) -> tuple[str, dict[str, str]]:
    """(``source`` with kernel ``kernel_name``'s arrays ``names`` split into a read array and a written
    one, name -> the written array's name). The written array's parameter follows its read one. An
    array passed to a ``@wp.func`` of the source is split in a copy of that function made for it
    (recursively). Raises NotSplit where an array is used otherwise than read, stored into, updated
    atomically, measured or passed on so (bound to another name, passed to another callable)."""
    tree = ast.parse(source)
    found = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.FunctionDef) and n.name == kernel_name and any(_is_kernel(d) for d in n.decorator_list)
    ]
    if len(found) != 1:
        raise NotSplit(f"no single @wp.kernel {kernel_name} in the source")
    function = found[0]
    missing = set(names) - {a.arg for a in function.args.args}
    if missing:
        raise NotSplit(f"{', '.join(sorted(missing))} is not a parameter of {kernel_name}")
    params = [a.arg for a in function.args.args]
    renamed = _Splitter(tree).split(function, names)
    _split_overloads(tree, kernel_name, params, renamed)
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n", renamed


def _split_overloads(tree: ast.Module, kernel_name: str, params: list[str], renamed: dict[str, str]) -> None:
    """A generic kernel's ``wp.overload(kernel, [types])`` (or ``{name: type}``) given the written
    arrays' types too, each after its read array's, as ``split`` adds their parameters."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) == "wp.overload"
            and len(node.args) == 2
            and isinstance(node.args[0], ast.Name)
            and node.args[0].id == kernel_name
        ):
            continue
        types = node.args[1]
        if isinstance(types, ast.List) and len(types.elts) == len(params):
            elts = []
            for param, elt in zip(params, types.elts, strict=True):
                elts += [elt, copy.deepcopy(elt)] if param in renamed else [elt]
            types.elts = elts
        elif isinstance(types, ast.Dict):
            for key, value in list(zip(types.keys, types.values, strict=True)):
                if isinstance(key, ast.Constant) and key.value in renamed:
                    types.keys.append(ast.Constant(renamed[key.value]))
                    types.values.append(copy.deepcopy(value))


class _Splitter:
    """Splits arrays in a function of ``tree`` and in the copies of the ``@wp.func``s they reach."""

    def __init__(self, tree: ast.Module):
        self.tree = tree
        self.taken = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | {
            n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
        }
        self.funcs: dict[str, list[ast.FunctionDef]] = {}  # top-level @wp.func name -> its definitions (overloads)
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and any(_is_func(d) for d in node.decorator_list):
                self.funcs.setdefault(node.name, []).append(node)
        self.made: dict[tuple[str, tuple[str, ...]], tuple[str, dict[str, str]]] = {}

    def _fresh(self, name: str) -> str:
        new = name
        while new in self.taken:
            new += "_"
        self.taken.add(new)
        return new

    def split(self, function: ast.FunctionDef, names: list[str], renamed: dict | None = None) -> dict[str, str]:
        """Split ``names`` (parameters of ``function``) in place, each written array named as in ``renamed``
        or afresh; returns name -> the written one's name."""
        renamed = renamed or {name: self._fresh(f"{name}_out") for name in names}
        _Redirect(renamed).visit(function)
        for node in list(ast.walk(function)):
            if isinstance(node, ast.Call):
                self._follow(node, renamed)
        for node in ast.walk(function):
            if isinstance(node, ast.Name) and node.id in renamed and not getattr(node, "_allowed", False):
                raise NotSplit(f"array {node.id} is used otherwise than read or written element by element")
        params = []
        for arg in function.args.args:
            params.append(arg)
            if arg.arg in renamed:
                params.append(ast.arg(arg=renamed[arg.arg], annotation=copy.deepcopy(arg.annotation)))
        function.args.args = params
        return renamed

    def _follow(self, call: ast.Call, renamed: dict[str, str]) -> None:
        """A call of a ``@wp.func`` passing split arrays whole: to its copy with those parameters split,
        each written array passed after its read one."""
        if not isinstance(call.func, ast.Name) or call.func.id not in self.funcs:
            return
        passed = [a for a in call.args if isinstance(a, ast.Name) and a.id in renamed]
        passed += [k.value for k in call.keywords if isinstance(k.value, ast.Name) and k.value.id in renamed]
        if not passed:
            return
        definitions = self.funcs[call.func.id]
        positions = [i for i, a in enumerate(call.args) if a in passed]
        keywords = [k.arg for k in call.keywords if k.value in passed]
        params = set()
        for definition in definitions:
            if definition.args.defaults or definition.args.kwonlyargs or definition.args.vararg:
                raise NotSplit(f"@wp.func {call.func.id} has default, keyword-only or variable parameters")
            names = [a.arg for a in definition.args.args]
            if max(positions, default=-1) >= len(names) or not set(keywords) <= set(names):
                raise NotSplit(f"a call of @wp.func {call.func.id} matches none of its parameters")
            params.add(tuple(names[i] for i in positions) + tuple(keywords))
        if len(params) != 1:
            raise NotSplit(f"the overloads of @wp.func {call.func.id} name their parameters differently")
        chosen = params.pop()
        key = (call.func.id, tuple(sorted(chosen)))
        if key not in self.made:
            name = self._fresh(f"{call.func.id}_split")
            copies = [copy.deepcopy(d) for d in definitions]
            inner = {param: self._fresh(f"{param}_out") for param in chosen}  # one name for every overload
            self.made[key] = (name, inner)
            for c in copies:
                c.name = name
                self.split(c, list(chosen), inner)
            last = max(self.tree.body.index(d) for d in definitions)
            self.tree.body[last + 1 : last + 1] = copies
        name, inner = self.made[key]
        call.func.id = name
        args = []
        for a in call.args:
            args.append(a)
            if a in passed:
                a._allowed = True
                args.append(_allowed_name(renamed[a.id]))
        keyword_args = []
        for k in call.keywords:
            keyword_args.append(k)
            if k.value in passed:
                k.value._allowed = True
                keyword_args.append(ast.keyword(arg=inner[k.arg], value=_allowed_name(renamed[k.value.id])))
        call.args, call.keywords = args, keyword_args


def _allowed_name(name: str) -> ast.Name:
    node = ast.Name(id=name, ctx=ast.Load())
    node._allowed = True
    return node


def _is_func(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (isinstance(target, ast.Attribute) and target.attr == "func") or (
        isinstance(target, ast.Name) and target.id == "func"
    )


def _is_kernel(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (isinstance(target, ast.Attribute) and target.attr == "kernel") or (
        isinstance(target, ast.Name) and target.id == "kernel"
    )


def _root(node: ast.expr) -> ast.Name | None:
    """The array name under a chain of subscripts and attributes (``x[i].pos[0]`` -> ``x``)."""
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return node if isinstance(node, ast.Name) else None


class _Redirect(ast.NodeTransformer):
    """Stores and atomic updates of the split arrays to their written copies; reads, ``.shape``,
    ``.dtype`` and ``len`` marked as allowed uses of the read arrays (both arrays have one type)."""

    def __init__(self, renamed: dict[str, str]):
        self.renamed = renamed

    def _write(self, target: ast.expr) -> None:
        root = _root(target)
        if root is not None and root.id in self.renamed and root is not target:
            root.id = self.renamed[root.id]
            root._allowed = True

    def visit_Assign(self, node: ast.Assign) -> ast.Assign:
        self.generic_visit(node)
        for target in node.targets:
            self._write(target)
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AugAssign:
        self.generic_visit(node)
        self._write(node.target)
        return node

    def visit_Call(self, node: ast.Call) -> ast.Call:
        self.generic_visit(node)
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name in _UPDATING and node.args:
            first = node.args[0]
            root = _root(first)
            if root is not None and root.id in self.renamed:
                root.id = self.renamed[root.id]
                root._allowed = True
        elif (
            ((name == "len" and len(node.args) == 1) or name in _READING)
            and node.args
            and isinstance(node.args[0], ast.Name)
        ):
            node.args[0]._allowed = True
        return node

    def visit_Subscript(self, node: ast.Subscript) -> ast.Subscript:
        self.generic_visit(node)
        if isinstance(node.value, ast.Name) and node.value.id in self.renamed:
            node.value._allowed = True  # a read (a store's target is redirected by its statement)
        return node

    def _tested(self, node: ast.expr) -> None:
        """``if x:`` and ``if not x:`` ask whether an optional array was given: the read array answers."""
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            node = node.operand
        for value in node.values if isinstance(node, ast.BoolOp) else [node]:
            if isinstance(value, ast.Name) and value.id in self.renamed:
                value._allowed = True

    def visit_If(self, node: ast.If) -> ast.If:
        self.generic_visit(node)
        self._tested(node.test)
        return node

    def visit_IfExp(self, node: ast.IfExp) -> ast.IfExp:
        self.generic_visit(node)
        self._tested(node.test)
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.Attribute:
        self.generic_visit(node)
        if (
            isinstance(node.value, ast.Name)
            and node.value.id in self.renamed
            and node.attr in ("shape", "ndim", "size", "dtype")
        ):
            node.value._allowed = True
        return node


IN_PLACE_LIMITATION = (
    "an array is updated in place ({names}): Warp's adjoint does not separate the values read from those written "
    "(Warp's documentation, 'Array Overwrites')"
)


def check_in_place(case, spec, host: list, outputs: dict, record: dict):
    """The gradient check of a kernel that updates arrays in place, on its :func:`split` copy (built with
    the adjoint), float64 where it builds, else float32; a failure there is explained as any other
    (``_explain_failure``, on the copy). A generator, driven as ``_explain_failure`` is: it yields each
    copy to check (``_Rewrite``, with the outputs the copy must compute first) and is sent its GradResult
    or why there is none (str). Returns (result or None, reason, judgement): a pass makes the kernel's
    own label ``limitation``, the documented one, confirmed by the copy; None leaves the record's reason
    as it is, with ``reason`` added."""
    names = [h.spec.name for h in host if h.is_array and h.spec.role == "inout"]
    if not names:
        return None, "", ""
    try:
        source, renamed = split(spec.source, spec.kernel_name.split(".")[-1], names)
    except (NotSplit, SyntaxError) as error:
        return None, f"its reads and writes cannot be split into two arrays: {error}", ""
    split_host, expected = [], {}
    for h in host:
        if h.spec.name in renamed:
            written = renamed[h.spec.name]
            split_host.append(runtime.HostArg(replace(h.spec, role="in"), h.value, h.is_float))
            split_host.append(
                runtime.HostArg(replace(h.spec, name=written, role="out"), copy.deepcopy(h.value), h.is_float)
            )
            expected[written] = outputs[h.spec.name]
        else:
            split_host.append(h)
            if h.is_array and h.spec.role != "in":
                expected[h.spec.name] = outputs[h.spec.name]
    split_spec = replace(spec, source=rewrite.with_adjoint(source), args=tuple(h.spec for h in split_host))
    limitation = IN_PLACE_LIMITATION.format(names=", ".join(names))
    tried = []
    for precision, widen in (("float64", rewrite.to_float64_converting), ("float32", lambda src: src)):
        checked = yield _Rewrite(f"split_{precision}", widen, split_host, precision, split_spec, expected)
        if isinstance(checked, str):
            tried.append(f"its {precision} copy with reads and writes split into two arrays {checked}")
            continue
        on = f"the copy with reads and writes split into two arrays ({precision}) computes the kernel's outputs"
        if checked.status == "pass":
            checked.status, checked.max_error = "limitation", None
            reason = f"{CONFIRMED}: {limitation}; {on} and its adjoint agrees: {checked.reason}"
            return checked, reason, ""
        reason = f"{limitation}; {on}, and its check: {checked.reason}"
        if checked.status == "fail":
            return (
                yield from _explain_failure(
                    replace(case, spec=split_spec), split_host, precision, checked, reason, record, expected
                )
            )
        return checked, reason, ""
    return None, "; ".join(tried), ""


def check_read_back(case, spec, host: list, outputs: dict, record: dict):
    """A kernel output the kernel reads too (``y[i] = f(y[i])`` on an array the capture saw hold only
    zeros, so an output; :func:`rewrite.outputs_read_back`): Warp's adjoint reads the element it
    overwrote at its last value. Checked as an array updated in place (:func:`check_in_place`), on the
    copy reading ``y`` and writing ``y_out``. A generator as that one is; returns what it returns, or
    (None, "", "") where no floating-point output of the kernel is read back."""
    outs = {h.spec.name for h in host if h.is_array and h.is_float and h.spec.role == "out"}
    names = [name for name in rewrite.outputs_read_back(spec.source, outs) if name in outs]
    if not names:
        return None, "", ""
    updated = [
        runtime.HostArg(replace(h.spec, role="inout"), h.value, h.is_float) if h.spec.name in names else h for h in host
    ]
    return (yield from check_in_place(case, spec, updated, outputs, record))
