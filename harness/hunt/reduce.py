"""Delta debugging over the Python AST: shrink a failing kernel to a small one that fails the same way.

``python -m harness.hunt.reduce CASE --check gradcheck [--out DIR]`` (``make reduce``). CASE is a
case id (``math-000012``), a golden's ``.py`` or a user's own ``.py`` (launch size, shapes and
domains inferred from its annotations; ``--dim``, ``--shape``, ``--domain`` override them).

Edits, repeated until none applies: drop statements (chunks of a body, halving, then one by
one), replace ``if``/``else`` by a branch, shorten loops to one iteration (a loop whose variable
indexes nothing becomes an assignment), replace an expression by one of its operands or by a
constant, drop arguments and helpers nothing uses, launch one thread. A candidate is kept only
when it is a valid, UB-free program (``checks.Invalid`` otherwise) that fails the same check
with the same key (gradcheck: no input fails that did not fail before). Indices stay in bounds
by construction: the expressions that compute an index (subscripts, atomic indices, loop
bounds, the assignments that feed them, the conditions that guard them) are never edited, and a
candidate that drops or changes an assignment an index still reads is refused.

Writes ``<name>.reduced.py`` (a standalone script printing Warp's value and the right one) and
prints a one-line signature (``harness.hunt.signatures``).
"""

from __future__ import annotations

import argparse
import ast
import copy
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from harness import sandbox
from harness.hunt import cases, checks, signatures, sweep, syntax, tasks

# --------------------------------------------------------------------------- index safety


def _functions(tree: ast.Module) -> list[ast.FunctionDef]:
    return [n for n in tree.body if isinstance(n, ast.FunctionDef)]


def _target_names(target: ast.expr) -> set[str]:
    """The variables an assignment target writes: names, and the base of `v.x` / `v[k]` (not `k`)."""
    if isinstance(target, ast.Name):
        return {target.id}
    if isinstance(target, (ast.Tuple, ast.List)):
        return set().union(*(_target_names(e) for e in target.elts)) if target.elts else set()
    if isinstance(target, (ast.Subscript, ast.Attribute)):
        return _target_names(target.value)
    return set()


def _assign_targets(stmt: ast.stmt) -> set[str]:
    if isinstance(stmt, ast.Assign):
        return set().union(*(_target_names(t) for t in stmt.targets))
    if isinstance(stmt, (ast.AugAssign, ast.AnnAssign)):
        return _target_names(stmt.target)
    return set()


def _assignments(tree: ast.Module) -> list[ast.stmt]:
    return [n for n in ast.walk(tree) if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign))]


def index_names(tree: ast.Module) -> set[str]:
    """Names an index depends on, through the assignments that feed them."""
    names = set().union(*(syntax.names_in(e) for e in syntax.index_exprs(tree))) if syntax.index_exprs(tree) else set()
    assigns = _assignments(tree)
    while True:
        more = set(names)
        for stmt in assigns:
            if _assign_targets(stmt) & names:
                more |= syntax.names_in(stmt.value) if stmt.value is not None else set()
        if more == names:
            return names
        names = more


def _index_fingerprint(tree: ast.Module, names: set[str]) -> list[str]:
    return [ast.dump(s) for s in _assignments(tree) if _assign_targets(s) & names]


def index_safe(candidate: ast.Module, current: ast.Module) -> bool:
    """The assignments the candidate's indices read are exactly the current program's."""
    names = index_names(candidate)
    return _index_fingerprint(candidate, names) == _index_fingerprint(current, names)


# --------------------------------------------------------------------------- edits


def _bodies(tree: ast.Module) -> list[list[ast.stmt]]:
    """Every statement list inside the module's functions, outermost first."""
    found = []
    for func in _functions(tree):
        stack = [func.body]
        while stack:
            body = stack.pop(0)
            found.append(body)
            for stmt in body:
                for attr in ("body", "orelse"):
                    inner = getattr(stmt, attr, None)
                    if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                        stack.append(inner)
    return found


def _locate_body(tree: ast.Module, k: int) -> list[ast.stmt]:
    return _bodies(tree)[k]


def _drop_chunks(tree: ast.Module):
    """Remove chunks of statements: each body halved, quartered, ... then one statement at a time."""
    for k, body in enumerate(_bodies(tree)):
        n = len(body)
        size = max(1, n // 2)
        while True:
            for start in range(0, n, size):
                cand = copy.deepcopy(tree)
                target = _locate_body(cand, k)
                del target[start : start + size]
                if not target:
                    target.append(ast.Pass())
                yield cand
            if size == 1:
                break
            size = max(1, size // 2)


def _guards_index(test: ast.expr, tree: ast.Module) -> bool:
    return bool(syntax.names_in(test) & index_names(tree))


def _range_one(call: ast.Call) -> ast.Call | None:
    """range(...) of one iteration starting where it started."""
    if not (isinstance(call, ast.Call) and syntax.call_name(call) == "range" and call.args):
        return None
    args = call.args
    if len(args) == 1:
        if isinstance(args[0], ast.Constant) and args[0].value == 1:
            return None
        return ast.Call(call.func, [ast.Constant(1)], [])
    start = args[0]
    step = args[2] if len(args) > 2 else ast.Constant(1)
    one = ast.Call(call.func, [start, ast.BinOp(copy.deepcopy(start), ast.Add(), step), step], [])
    return None if ast.dump(one) == ast.dump(call) else one


def _compound(tree: ast.Module):
    """if -> its body or else branch; loops -> one iteration, or an assignment of the first value."""
    for k, body in enumerate(_bodies(tree)):
        for j, stmt in enumerate(body):
            options = []
            if isinstance(stmt, ast.If) and not _guards_index(stmt.test, tree):
                options.append(stmt.body)
                options.append(stmt.orelse or [ast.Pass()])
            elif isinstance(stmt, ast.For):
                one = _range_one(stmt.iter)
                if one is not None:
                    options.append([ast.For(stmt.target, one, stmt.body, stmt.orelse)])
                if (
                    isinstance(stmt.target, ast.Name)
                    and isinstance(stmt.iter, ast.Call)
                    and syntax.call_name(stmt.iter) == "range"
                    and stmt.target.id not in index_names(tree)
                    and not any(isinstance(n, (ast.Break, ast.Continue)) for n in ast.walk(stmt))
                ):
                    args = stmt.iter.args
                    start = args[0] if len(args) > 1 else ast.Constant(0)
                    options.append([ast.Assign([ast.Name(stmt.target.id, ast.Store())], start), *stmt.body])
            elif (
                isinstance(stmt, ast.While)
                and not any(isinstance(n, ast.Break) for n in ast.walk(stmt))
                and not _guards_index(stmt.test, tree)
            ):
                options.append(stmt.body)
            for replacement in options:
                cand = copy.deepcopy(tree)
                target = _locate_body(cand, k)
                target[j : j + 1] = copy.deepcopy(replacement)
                yield cand


_FIELDS = ("left", "right", "operand", "body", "orelse", "value", "test")


def _protected(tree: ast.Module) -> set[int]:
    """ids of expression nodes the reducer must not edit (indices, their feeding assignments, guards, calls' out-args)."""
    protected: set[int] = set()
    idx = index_names(tree)
    for expr in syntax.index_exprs(tree):
        protected |= {id(n) for n in ast.walk(expr)}
    for stmt in _assignments(tree):
        if _assign_targets(stmt) & idx and stmt.value is not None:
            protected |= {id(n) for n in ast.walk(stmt.value)}
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.IfExp)) and syntax.names_in(node.test) & idx:
            protected |= {id(n) for n in ast.walk(node.test)}
        if isinstance(node, ast.Call) and syntax.call_name(node) == "tid":
            protected.add(id(node))
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            for d in getattr(node, "decorator_list", []):
                protected |= {id(n) for n in ast.walk(d)}
            for a in getattr(getattr(node, "args", None), "args", []) or []:
                if a.annotation is not None:
                    protected |= {id(n) for n in ast.walk(a.annotation)}
            if isinstance(node, ast.FunctionDef) and node.returns is not None:
                protected |= {id(n) for n in ast.walk(node.returns)}
        if isinstance(node, ast.ClassDef):
            protected |= {id(n) for n in ast.walk(node)}
        if isinstance(node, ast.Call):  # the callee and keyword arguments (dtype=, shape=)
            protected |= {id(n) for n in ast.walk(node.func)}
            for k in node.keywords:
                protected |= {id(n) for n in ast.walk(k.value)}
    return protected


def _replacements(node: ast.expr) -> list[ast.expr]:
    out = []
    if isinstance(node, ast.BinOp):
        out += [node.left, node.right]
    elif isinstance(node, ast.UnaryOp):
        out.append(node.operand)
    elif isinstance(node, ast.IfExp):
        out += [node.body, node.orelse]
    elif isinstance(node, ast.Call) and syntax.call_name(node) not in ("tid",):
        out += list(node.args)
    if not isinstance(node, ast.Constant):
        out.append(ast.Constant(1.0))
    return out


def _expressions(tree: ast.Module):
    """Each editable expression replaced by an operand, an argument or 1.0, largest expressions first."""
    protected = _protected(tree)
    funcs = _functions(tree)
    order = []
    for func in funcs:
        queue = list(func.body)
        while queue:
            node = queue.pop(0)
            for child in ast.iter_child_nodes(node):
                queue.append(child)
                if isinstance(child, ast.expr) and id(child) not in protected:
                    if isinstance(getattr(child, "ctx", None), (ast.Store, ast.Del)):
                        continue
                    order.append((node, child))
    for parent, child in order:
        for replacement in _replacements(child):
            if id(replacement) in protected and not isinstance(replacement, ast.Constant):
                continue
            yield _replaced(tree, parent, child, replacement)


def _replaced(tree: ast.Module, parent: ast.AST, child: ast.expr, replacement: ast.expr) -> ast.Module:
    # copy with the one edge swapped: map by position in a parallel walk of the copy
    nodes = list(ast.walk(tree))
    cand = copy.deepcopy(tree)
    twins = list(ast.walk(cand))
    p = twins[nodes.index(parent)]
    new = copy.deepcopy(replacement)
    for name, value in ast.iter_fields(p):
        if value is child:
            setattr(p, name, new)
            return cand
        if isinstance(value, list):
            for i, item in enumerate(value):
                if item is child:
                    value[i] = new
                    return cand
    # the child was reached through a copied field: find by identity in the original list positions
    for name, value in ast.iter_fields(parent):
        if isinstance(value, list) and child in value:
            getattr(p, name)[value.index(child)] = new
            return cand
        if value is child:
            setattr(p, name, new)
            return cand
    return cand


def _cleanups(tree: ast.Module, kernel_name: str):
    """Drop kernel arguments and top-level definitions nothing uses."""
    kernel = cases.kernel_def(tree, kernel_name)
    used_in_kernel = syntax.names_in(ast.Module(body=kernel.body, type_ignores=[]))
    unused = [a.arg for a in kernel.args.args if a.arg not in used_in_kernel]
    if unused:
        cand = copy.deepcopy(tree)
        k = cases.kernel_def(cand, kernel_name)
        k.args.args = [a for a in k.args.args if a.arg not in unused]
        yield cand
    for i, node in enumerate(tree.body):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Assign)):
            name = node.name if not isinstance(node, ast.Assign) else next(iter(_assign_targets(node)), "")
            if name in (kernel_name, f"{kernel_name}_t"):  # the kernel, a generic one's definition or overload
                continue
            rest = ast.Module(body=tree.body[:i] + tree.body[i + 1 :], type_ignores=[])
            if name and name not in {n.id for n in ast.walk(rest) if isinstance(n, ast.Name)} | {
                n.attr for n in ast.walk(rest) if isinstance(n, ast.Attribute)
            }:
                cand = copy.deepcopy(tree)
                del cand.body[i]
                yield cand


# --------------------------------------------------------------------------- inputs that show the bug


class NoFailure(ValueError):
    """The check never failed: on the given inputs nor on any searched (the message says what was tried)."""


_INTS = ("int", "uint", "bool")
# Values where builtins change behaviour: 0 and +-1 (sign, abs, clamp, step, sqrt, log, asin...), the
# multiples of pi/2 (trigonometry), integers and half-integers (floor, ceil, round, mod, frac).
_SPECIAL = {
    "": (0.0, 1.0, -1.0),
    "sin cos tan atan atan2 asin acos": (1.5707963, 3.1415927, -1.5707963),
    "floor ceil round rint trunc frac mod": (2.0, 2.5, -2.5, 3.0),
}


def _float_input(arg) -> bool:
    return arg.role != "out" and arg.domain is not None and not arg.dtype.startswith(_INTS)


def _with_domain(spec, domain: tuple[float, float]):
    import dataclasses

    args = tuple(dataclasses.replace(a, domain=domain) if _float_input(a) else a for a in spec.args)
    return dataclasses.replace(spec, args=args)


def input_domains(spec) -> list[tuple[str, tuple[float, float]]]:
    """(what, domain) to try for every float input, in order: wider and shifted ranges, then narrow
    ranges around the special points of the builtins the kernel calls."""
    domains = [(lo, hi) for a in spec.args if _float_input(a) for lo, hi in [a.domain]]
    lo = min((d[0] for d in domains), default=0.5)
    hi = max((d[1] for d in domains), default=2.0)
    width = max(hi - lo, 1.0)
    tried = [
        ("wider", (lo - 2 * width, hi + 2 * width)),
        ("wider", (-8.0, 8.0)),
        ("shifted up", (hi, hi + 3 * width)),
        ("shifted down", (lo - 3 * width, lo)),
        ("large", (10.0, 100.0)),
        ("negative", (-100.0, -10.0)),
    ]
    calls = {syntax.call_name(n) for n in ast.walk(ast.parse(spec.source)) if isinstance(n, ast.Call)}
    for names, points in _SPECIAL.items():
        if names and not calls & set(names.split()):
            continue
        tried += [(f"near {p:g}", (p - 0.05, p + 0.05)) for p in points]
    return tried


def search_inputs(spec, check: str, log=lambda _m: None):
    """(spec, failure) with the first searched input domain on which ``check`` fails; NoFailure otherwise."""
    where = ", ".join(f"{a.name} in [{a.domain[0]:g}, {a.domain[1]:g}]" for a in spec.args if _float_input(a))
    if not where:
        raise NoFailure(f"{spec.case_id} does not fail {check} (no float input to search)")
    tried = []
    for what, domain in input_domains(spec):
        candidate = _with_domain(spec, domain)
        tried.append(f"[{domain[0]:g}, {domain[1]:g}]")
        try:
            failure = checks.run_check(check, candidate)
        except checks.Invalid:
            continue
        if failure is not None:
            log(f"fails {check} with every float input in [{domain[0]:g}, {domain[1]:g}] ({what})")
            return candidate, failure
    raise NoFailure(
        f"{spec.case_id} does not fail {check}: not on the given inputs ({where}) nor with every float input in "
        f"{', '.join(tried)} (wider, shifted, and near the special points of the builtins it calls)"
    )


# --------------------------------------------------------------------------- the loop


@dataclass
class Result:
    original: object  # the spec reduced
    spec: object  # the reduced spec
    failure: checks.Failure
    signature: str
    tests: int
    seconds: float
    log: list[str] = field(default_factory=list)

    @property
    def body_lines(self) -> int:
        return body_lines(self.spec)


def body_lines(spec) -> int:
    tree = ast.parse(spec.source)
    kernel = cases.kernel_def(tree, spec.kernel_name)
    return len(ast.unparse(ast.Module(body=kernel.body, type_ignores=[])).splitlines())


# The budget is a count of candidates checked, not seconds: a time budget made the result depend on
# the machine and its load (the same hunt reduced control-000002 to different kernels on a loaded
# machine and a quiet one). A warm process checks about 2-4 gradcheck candidates per second.
MAX_TESTS = 2000
REDUCTION_TIMEOUT_S = 1800.0  # seconds before a reduction's process counts as hung


class Reducer:
    def __init__(self, spec, check: str, max_tests: int = MAX_TESTS, log=None):
        self.spec, self.check, self.max_tests = spec, check, max_tests
        self.log = log or (lambda _msg: None)
        self.tests = 0
        self.seen: dict[tuple, bool] = {}

    def _failure(self, spec) -> checks.Failure | None:
        try:
            return checks.run_check(self.check, spec)
        except checks.Invalid:
            return None

    def interesting(self, tree: ast.Module, current: ast.Module, launch_dim=None) -> checks.Failure | None:
        try:
            source = ast.unparse(ast.fix_missing_locations(tree)) + "\n"
        except Exception:
            return None
        key = (source, launch_dim or self.current_dim)
        if key in self.seen:
            return None
        self.seen[key] = False
        if not index_safe(tree, current):
            return None
        try:
            spec = cases.with_source(self.current_spec, source, launch_dim)
        except (StopIteration, KeyError, SyntaxError):
            return None
        self.tests += 1
        failure = self._failure(spec)
        if failure is None or failure.check != self.check or not failure.key <= self.key or not failure.key:
            return None
        self.seen[key] = True
        self.current_spec, self.failure = spec, failure
        return failure

    def run(self) -> Result:
        start = time.monotonic()
        self.failure = checks.run_check(self.check, self.spec)
        if self.failure is None:
            self.spec, self.failure = search_inputs(self.spec, self.check, self.log)
        self.key = self.failure.key
        self.log(f"fails {self.check}: {self.failure.detail}")
        # Start from the source as Python prints it (no comments): every candidate is printed the same way.
        tree = ast.parse(self.spec.source)
        self.current_spec = cases.with_source(self.spec, ast.unparse(tree) + "\n")
        self.current_dim = tuple(self.spec.launch_dim)
        one = tuple(1 for _ in self.current_dim)
        if self.current_dim != one and self.tests < self.max_tests and self.interesting(tree, tree, one):
            self.current_dim = one
            self.log("launch: one thread")
        changed = True
        while changed and self.tests < self.max_tests:
            changed = False
            for edits in (_cleanups, _drop_chunks, _compound, _cleanups, _expressions, _cleanups):
                progress, resume = True, 0
                while progress and self.tests < self.max_tests:
                    progress = False
                    tree = ast.parse(self.current_spec.source)
                    gen = edits(tree, self.spec.kernel_name) if edits is _cleanups else edits(tree)
                    # After a success, go on from where it was (the edits before it were tried on an
                    # almost identical program); the outer loop's next round tries them all again.
                    for position, cand in enumerate(gen):
                        if position < resume:
                            continue
                        if self.tests >= self.max_tests:
                            break
                        if self.interesting(cand, tree):
                            self.log(f"{edits.__name__.strip('_')}: {body_lines(self.current_spec)} body lines")
                            progress = changed = True
                            resume = max(0, position - 1) if edits is _expressions else 0
                            break
        # The reduced kernel, built as written (no -O0), must still fail.
        final = checks.run_check(self.check, self.current_spec) if self.check != "gradcheck" else None
        failure = final or self.failure
        seconds = time.monotonic() - start
        return Result(
            self.spec,
            self.current_spec,
            failure,
            signatures.signature(self.check, self.current_spec, failure),
            self.tests,
            seconds,
        )


def reduce(spec, check: str, max_tests: int = MAX_TESTS, log=None) -> Result:
    """``spec`` reduced for ``check``; a sweep probe that is its own reproducer (``Probe.minimal``: a construct as
    a user writes it) is kept as it is, its failure and signature taken as they are."""
    probe = sweep.probe_of(spec)
    if probe is not None and probe.minimal:
        max_tests = 0
    return Reducer(spec, check, max_tests, log).run()


# --------------------------------------------------------------------------- output


def write(result: Result, out: Path, name: str | None = None) -> Path:
    from harness.hunt import scripts

    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name or result.original.case_id}.reduced.py"
    path.write_text(scripts.script(result))
    return path


def _pairs(values: list[str], what: str) -> dict[str, str]:
    pairs = {}
    for item in values:
        name, _, value = item.partition("=")
        if not value:
            raise SystemExit(f"--{what} takes NAME=VALUE, got {item!r}")
        pairs[name] = value
    return pairs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.hunt.reduce", description=__doc__.splitlines()[0])
    parser.add_argument("case", help="case id (math-000012), a golden's .py, or your own kernel's .py")
    parser.add_argument("--check", default="gradcheck", choices=checks.CHECKS)
    parser.add_argument("--out", default="data/reduced", help="folder for <name>.reduced.py")
    parser.add_argument("--kernel", help="the kernel's name, when the file defines several")
    parser.add_argument("--dim", type=int, default=cases.DEFAULT_DIM, help="launch size and array length (own .py)")
    parser.add_argument("--shape", action="append", default=[], help="NAME=N[xM] array shape (own .py)")
    parser.add_argument("--domain", action="append", default=[], help="NAME=LO,HI input range (own .py)")
    parser.add_argument(
        "--max-tests",
        type=int,
        default=MAX_TESTS,
        help="candidate kernels to check at most (not a time: the same result anywhere)",
    )
    args = parser.parse_args(argv)
    try:
        shapes = {k: tuple(int(x) for x in v.split("x")) for k, v in _pairs(args.shape, "shape").items()}
        domains = {k: tuple(float(x) for x in v.split(",")) for k, v in _pairs(args.domain, "domain").items()}
    except ValueError as error:
        raise SystemExit(f"--shape takes NAME=N[xM], --domain NAME=LO,HI: {error}") from None
    if Path(args.case).suffix == ".py":  # a user's kernel (or a golden's): built and run only in a sandbox
        return _reduce_in_sandbox(args, shapes, domains)
    try:
        spec = cases.load_spec(args.case, kernel_name=args.kernel, dim=args.dim, shapes=shapes, domains=domains)
        result = reduce(spec, args.check, args.max_tests, log=lambda m: print(f"  {m}", file=sys.stderr, flush=True))
    except NoFailure as error:
        print(error)
        return 1
    except (checks.Invalid, ValueError, OSError) as error:
        print(f"{args.case}: cannot reduce for {args.check}: {error}")
        return 2
    path = write(result, Path(args.out))
    print(
        f"{result.signature}\n  {result.failure.detail}\n  {body_lines(spec)} -> {result.body_lines} body lines, "
        f"{result.tests} candidates tested, {result.seconds:.1f} s\n  {path}"
    )
    return 0


def _reduce_in_sandbox(args, shapes: dict, domains: dict) -> int:
    """``make reduce CASE=<.py>``: the reduction in a sandboxed worker process (harness/sandbox.py);
    this process only reads the file's text."""
    try:
        spec = cases.load_spec(args.case, kernel_name=args.kernel, dim=args.dim, shapes=shapes, domains=domains)
    except (ValueError, OSError, SyntaxError) as error:
        print(f"{args.case}: cannot reduce for {args.check}: {error}")
        return 2
    task = {"mode": "reduce", "spec": spec.to_json(), "source": spec.source, "check": args.check}
    task.update(max_tests=args.max_tests, no_failure_whole=True)
    try:
        answer = tasks.ask(task, REDUCTION_TIMEOUT_S, sandbox.Policy())
    except sandbox.Unavailable as error:
        print(f"make reduce: {error}", file=sys.stderr)
        return 2
    if answer["status"] == "no-failure":
        print(answer["why"])
        return 1
    if answer["status"] != "reduced":
        print(f"{args.case}: cannot reduce for {args.check}: {answer['status']}: {answer.get('why', '')}")
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{spec.case_id}.reduced.py"
    path.write_text(answer["script"])
    print(
        f"{answer['signature']}\n  {answer['detail']}\n  {body_lines(spec)} -> {answer['lines']} body lines, "
        f"{answer['tests']} candidates tested, {answer['seconds']:.1f} s\n  {path}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
