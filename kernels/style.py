"""How a generated kernel reads: the spelling real Warp code uses, applied to a finished spec.

The program generator names its values by position (``x0``, ``out1``, ``acc0``) and writes array
types as calls (``wp.array(dtype=wp.vec3)``). Real kernels read differently: ``wp.array[wp.vec3]``
annotations, parameters named by their role (``particle_positions``, ``body_forces``), a
docstring, comments, a bounds guard (``if tid >= n: return``), kernels or modules built without
an adjoint (``enable_backward=False``), generic kernels (arrays annotated ``wp.array[Any]``, one
``wp.overload`` naming their types). :func:`restyle` rewrites a spec that way, with the
probabilities of a family's :class:`kernels.policy.Style`.

It changes the spelling, not the program: a consistent renaming of the kernel's own parameters
(in its signature, body, the spec's arguments and the names the spec lists), the annotation
spelling (Warp 1.19 reads ``wp.array[T]``, ``wp.array2d[T]`` as ``wp.array(dtype=T)``,
``wp.array(dtype=T, ndim=2)``), comments and a docstring, a guard that is false for every thread
of the launch (the guarded array has the launch's shape), ``enable_backward=False`` (tagged
``no_backward``: the kernel then has no adjoint, so no gradient check applies), and ternaries
written ``wp.where(c, a, b)``. The last evaluates both operands where ``a if c else b`` evaluates
the one taken; the generator makes every operand safe to evaluate (it draws either spelling for
the same operands), so both are free of undefined behaviour, and they compute the same value
unless an operand advances a random state. A generic kernel is ``<name>_t`` and ``<name>`` its one
overload, of the types the arrays had: Warp generates the same code for it (under another name).

Its draws come from a random stream of its own (seeded by the case), so the program itself, and
everything drawn for it, is the same with or without the style.
"""

from __future__ import annotations

import ast
import dataclasses
import io
import random
import re
import tokenize

from kernels.lang import TYPES
from kernels.policy import SIZES, Style
from kernels.release import Release
from kernels.spec import ArgSpec, KernelSpec

# What an array or value holds, by its Warp type's kind (then by vector length), and by role.
_INPUT_NOUNS = {
    "float": ("masses", "radii", "densities", "weights", "pressures", "temperatures", "lengths", "phases"),
    "int": ("indices", "ids", "labels", "flags", "counts"),
    "vec2": ("uvs", "coords", "offsets"),
    "vec3": ("positions", "velocities", "normals", "directions", "displacements", "points"),
    "vec4": ("colors", "weights", "planes"),
    "ivec": ("cells", "coords"),
    "mat": ("inertias", "deformations", "rotations", "stresses"),
    "quat": ("rotations", "orientations"),
    "transform": ("transforms", "poses"),
    "spatial_vector": ("twists", "wrenches"),
    "spatial_matrix": ("inertias", "spatial_masses"),
}
_OUTPUT_NOUNS = {
    "float": ("energies", "residuals", "distances", "scores", "costs"),
    "int": ("counts", "labels", "results"),
    "vec2": ("uv_out", "gradients"),
    "vec3": ("forces", "accelerations", "new_positions", "gradients", "impulses"),
    "vec4": ("colors_out", "results"),
    "ivec": ("cells_out",),
    "mat": ("stresses_out", "jacobians"),
    "quat": ("new_rotations", "orientations_out"),
    "transform": ("world_transforms", "poses_out"),
    "spatial_vector": ("body_forces", "twists_out"),
    "spatial_matrix": ("inertias_out",),
}
_OWNERS = ("particle", "body", "vertex", "node", "cell", "point", "contact", "sample", "joint", "shape", "element")
_PLURAL = {"body": "bodies", "vertex": "vertices"}
_ACCUMULATORS = ("total_energy", "force_sums", "accumulated_mass", "partial_sums", "total_counts")
_SCALARS = {
    "float": ("dt", "scale", "stiffness", "damping", "gravity", "time_step", "relaxation", "radius"),
    "int": ("num_steps", "stride", "iterations", "offset"),
}
_STRUCT_PARAMS = ("params", "model", "settings", "config", "state")
_PARAM = re.compile(r"^(?:x\d+|out\d+|acc\d+|s\d+|[pao]S\d+|iacc|islot)$")
# wp.array(dtype=T[, ndim=N]) / wp.arrayNd(dtype=T) -> wp.array[T] / wp.arrayNd[T]
_ARRAY_CALL = re.compile(r"wp\.array(?:(\d)d)?\(dtype=([\w.]+)(?:, ndim=(\d))?\)")


def _array_subscript(match: re.Match) -> str:
    nd = match.group(1) or match.group(3)
    return f"wp.array{nd}d[{match.group(2)}]" if nd and nd != "1" else f"wp.array[{match.group(2)}]"


def _kind(dtype: str) -> str:
    t = TYPES.get(dtype)
    if t is None:
        return ""
    if t.kind == "vec":
        return f"vec{t.n}" if t.n in (2, 3, 4) else "vec3"
    if t.kind in ("mat", "smat"):
        return "spatial_matrix" if dtype.startswith("spatial") else "mat"
    if dtype.startswith("spatial_vector"):
        return "spatial_vector"
    if t.kind == "int":
        return "int"
    return t.kind


def _names(spec: KernelSpec, rng: random.Random, taken: set[str]) -> dict[str, str]:
    """Old parameter name -> a name by its role and type, distinct from every name of the module."""
    owner = rng.choice(_OWNERS)
    renames: dict[str, str] = {}
    used = set(taken)

    def pick(old: str, options: tuple[str, ...], prefix: str = "") -> None:
        options = tuple(f"{prefix}{o}" for o in options)
        fresh = [o for o in options if o not in used] or [f"{options[0]}_{len(used)}"]
        name = rng.choice(fresh)
        used.add(name)
        renames[old] = name

    for a in spec.args:
        if not _PARAM.match(a.name) or (a.name in spec.extra.get("handles", {})):
            continue
        kind = _kind(a.dtype)
        if a.name.startswith("acc"):
            pick(a.name, _ACCUMULATORS)
        elif a.name == "iacc":
            pick(a.name, ("hit_counts", "bin_counts"))
        elif a.name == "islot":
            pick(a.name, ("slot_ids", "slot_owners"))
        elif a.kind == "scalar":
            pick(a.name, _SCALARS.get(kind, _SCALARS["float"]))
        elif a.kind == "struct":
            pick(a.name, _STRUCT_PARAMS)
        elif a.kind == "struct_array":
            pick(
                a.name, ("states", "data", "records") if a.role == "in" else ("states_out", "records_out"), owner + "_"
            )
        elif a.kind == "array":
            nouns = (_INPUT_NOUNS if a.role == "in" else _OUTPUT_NOUNS).get(
                kind, ("values",) if a.role == "in" else ("results",)
            )
            pick(a.name, nouns, owner + "_")
    return renames


def _rename(source: str, renames: dict[str, str], first_row: int) -> str:
    """``source`` with every name of ``renames`` replaced from row ``first_row`` on (not attributes;
    strings that are exactly such a name, as in ``wp.overload``'s dict, too)."""
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, int, str]] = []
    previous = None
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        row, col = tok.start
        if row >= first_row:
            if tok.type == tokenize.NAME and tok.string in renames and not (previous and previous.string == "."):
                edits.append((row, col, col + len(tok.string), renames[tok.string]))
            elif tok.type == tokenize.STRING and tok.string[1:-1] in renames and tok.string[0] in "\"'":
                edits.append((row, col, col + len(tok.string), f'"{renames[tok.string[1:-1]]}"'))
        if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            previous = tok
    for row, start, end, new in sorted(edits, reverse=True):
        line = lines[row - 1]
        lines[row - 1] = line[:start] + new + line[end:]
    return "".join(lines)


class _Where(ast.NodeTransformer):
    def visit_IfExp(self, node: ast.IfExp) -> ast.Call:
        self.generic_visit(node)
        func = ast.Attribute(ast.Name("wp", ast.Load()), "where", ast.Load())
        return ast.Call(func, [node.test, node.body, node.orelse], [])


def _ternaries_to_where(source: str) -> str:
    """``a if c else b`` written ``wp.where(c, a, b)`` (Warp builds both as its ``where`` builtin)."""
    tree = ast.parse(source)
    outer: list[ast.IfExp] = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.IfExp):
                outer.append(child)
            else:
                walk(child)

    walk(tree)
    if not outer:
        return source
    lines = source.splitlines(keepends=True)
    for node in sorted(outer, key=lambda n: (n.lineno, n.col_offset), reverse=True):
        if node.lineno != node.end_lineno:
            continue
        text = ast.unparse(_Where().visit(node))
        line = lines[node.lineno - 1]
        start, end = node.col_offset, node.end_col_offset
        # Parentheses around the ternary itself are no longer needed.
        if line[:start].endswith("(") and line[end:].startswith(")") and not re.search(r"[\w.\]]$", line[: start - 1]):
            start, end = start - 1, end + 1
        lines[node.lineno - 1] = line[:start] + text + line[end:]
    return "".join(lines)


def _count_name(spec: KernelSpec, rng: random.Random, taken: set[str]) -> str:
    """``num_<owners>`` for the owner the parameter names use (``particle_positions``:
    ``num_particles``; ``num_bodies``), else a count name; "" when every such name is taken."""
    owners = [a.name.split("_")[0] for a in spec.args if "_" in a.name and a.name.split("_")[0] in _OWNERS]
    options = [f"num_{_PLURAL.get(owners[0], owners[0] + 's')}"] if owners else ["num_elements", "count", "num_items"]
    free = [o for o in options if o not in taken]
    return rng.choice(free) if free else ""


def _docstring(spec: KernelSpec, rng: random.Random) -> str:
    def words(names: list[str]) -> str:
        names = [n.replace("_", " ") for n in names]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    ins = [a.name for a in spec.args if a.role == "in" and a.kind in ("array", "struct_array")]
    outs = [a.name for a in spec.args if a.role in ("out", "inout")]
    verb = rng.choice(("Compute", "Update", "Evaluate", "Accumulate" if spec.order_independent_outputs else "Write"))
    text = f"{verb} {words(outs)}" if outs else f"{verb} the outputs"
    if ins:
        text += f" from {words(ins)}"
    text += "."
    if len(spec.launch_dim) > 1:
        text += f" One thread per element of a {len(spec.launch_dim)}D grid."
    return text


_DTYPE = re.compile(r"(dtype=)[\w.]+|(\[)[\w.]+(\])")


def _generic(spec: KernelSpec, source: str, subscript: bool) -> str:
    """``source`` with its kernel's array parameters annotated ``Any`` (``wp.array[Any]``,
    ``wp.array2d(dtype=Any)``), the kernel renamed ``<name>_t`` and ``<name> = wp.overload(<name>_t,
    {...})`` naming the types they had: Warp builds the one overload, the same kernel. ``source``
    itself when the kernel has no array of a Warp value type."""
    tree = ast.parse(source)
    kernel = next(f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == spec.kernel_name)
    by_name = {a.name: a for a in spec.args}
    lines = source.splitlines()
    row = kernel.lineno - 1
    edits, types = [], []
    for param in kernel.args.args:
        a = by_name.get(param.arg)
        if a is None or a.kind != "array" or a.dtype not in TYPES or param.annotation is None:
            continue
        ann = param.annotation
        if ann.lineno != kernel.lineno or ann.end_lineno != kernel.lineno:
            return source
        text = lines[row][ann.col_offset : ann.end_col_offset]
        edits.append(
            (ann.col_offset, ann.end_col_offset, _DTYPE.sub(lambda m: f"{m[1]}Any" if m[1] else "[Any]", text))
        )
        nd = len(a.shape)
        concrete = f"wp.array(dtype={TYPES[a.dtype].ann}" + (f", ndim={nd})" if nd > 1 else ")")
        types.append(f'"{a.name}": {_ARRAY_CALL.sub(_array_subscript, concrete) if subscript else concrete}')
    if not edits:
        return source
    line = lines[row]
    for start, end, new in sorted(edits, reverse=True):
        line = line[:start] + new + line[end:]
    name = spec.kernel_name
    lines[row] = line.replace(f"def {name}(", f"def {name}_t(", 1)
    lines.extend(["", "", f"{name} = wp.overload({name}_t, {{{', '.join(types)}}})"])
    head = [] if "from typing import Any" in source else ["from typing import Any", ""]
    if head and lines[0] == "import enum":  # the standard library's imports together, sorted
        lines.insert(1, "from typing import Any")
        head = []
    return "\n".join(head + lines) + "\n"


def restyle(
    spec: KernelSpec,
    style: Style | None,
    size: str = "medium",
    release: Release | None = None,
    left_out: dict[str, set[str]] | None = None,
) -> KernelSpec:
    """``spec`` written the way real Warp code is (see the module docstring); ``spec`` itself when
    ``style`` is None."""
    if style is None:
        return spec
    rng = random.Random(f"style:{spec.family}:{size}:{spec.seed}")
    prose = SIZES[size]["prose"]  # every chance is drawn at every size: the draws after it stay the same
    chance = {
        name: getattr(style, name) * (prose if name in ("docstring", "comments", "generic") else 1.0)
        for name in Style.__dataclass_fields__
    }
    draw = {name: rng.random() < chance[name] for name in Style.__dataclass_fields__}
    source = spec.source
    lines = source.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith(("@wp.kernel", "@wp.kernel(")) and
                lines[i + 1].startswith(f"def {spec.kernel_name}"))  # fmt: skip
    tags = set(spec.generator_tags)
    args = list(spec.args)
    order_independent = spec.order_independent_outputs
    na = spec.gradcheck_na
    extra = spec.extra

    if draw["names"]:
        taken = set(re.findall(r"[A-Za-z_]\w*", source))
        renames = _names(spec, rng, taken)
        if renames:
            source = _rename(source, renames, head + 1)
            args = [dataclasses.replace(a, name=renames.get(a.name, a.name)) for a in args]
            order_independent = tuple(renames.get(n, n) for n in order_independent)
            word = re.compile(r"\b(" + "|".join(map(re.escape, renames)) + r")\b")
            na = word.sub(lambda m: renames[m.group(1)], na)
            if "sorted_inputs" in extra:
                extra = {**extra, "sorted_inputs": [renames.get(n, n) for n in extra["sorted_inputs"]]}
    if draw["where"]:
        source = _ternaries_to_where(source)
    subscript = draw["subscript_annotations"] and (release is None or release.has_feature("array_subscript"))
    if subscript:
        source = _ARRAY_CALL.sub(_array_subscript, source)
    elif draw["subscript_annotations"] and left_out is not None:  # the release reads only wp.array(dtype=T)
        left_out["features"].add("array_subscript")
    lines = source.splitlines()
    spec = dataclasses.replace(spec, source=source, args=tuple(args), order_independent_outputs=order_independent)
    def_row = head + 1
    # The kernel's signature may span one line only (the generator writes it so).
    body_at = def_row + 1
    tid_row = next((i for i in range(body_at, len(lines)) if re.match(r"^    [\w, ]+ = wp\.tid\(\)$", lines[i])), None)
    insert: dict[int, list[str]] = {}
    tiled = extra.get("launch") == "tiled"
    if draw["guard"] and tid_row is not None and not tiled:
        index = [v.strip() for v in lines[tid_row].split("=")[0].split(",")]
        bounded = [
            a.name
            for a in spec.args
            if a.kind in ("array", "struct_array")
            and tuple(a.shape) == tuple(spec.launch_dim)
            and len(index) == len(a.shape)
        ]
        count = _count_name(spec, rng, set(re.findall(r"[A-Za-z_]\w*", source)))
        if draw["count_guard"] and count:
            # The count of elements (of rows, in an nd launch) as an int parameter whose one value
            # is the launch size along the first axis.
            n = spec.launch_dim[0]
            lines[def_row] = lines[def_row][: -len("):")] + f", {count}: int):"
            spec = dataclasses.replace(spec, args=(*spec.args, ArgSpec(count, "scalar", "int", (), (n, n), "in")))
            guard = [f"    if {index[0]} >= {count}:", "        return"]
            if draw["comments"]:
                guard[1] += rng.choice(("  # past the end of the arrays", "  # out of bounds", ""))
            insert.setdefault(tid_row + 1, []).extend(guard)
        elif bounded:
            array = rng.choice(bounded)
            cond = " or ".join(f"{v} >= {array}.shape[{axis}]" for axis, v in enumerate(index))
            guard = [f"    if {cond}:", "        return"]
            if draw["comments"]:
                guard[1] += rng.choice(("  # past the end of the arrays", "  # out of bounds", ""))
            insert.setdefault(tid_row + 1, []).extend(guard)
    if draw["comments"] and tid_row is not None:
        comment = rng.choice(
            ("# one thread per element", "# thread index", "# this thread's element", "# launch index")
        )
        lines[tid_row] += f"  {comment}"
        outputs = [a.name for a in spec.args if a.role in ("out", "inout")]
        for i in range(len(lines) - 1, tid_row + 1, -1):
            if any(lines[i].startswith(f"    {o}[") for o in outputs):
                insert.setdefault(i, []).insert(0, "    " + rng.choice(("# write the results", "# store", "# outputs")))
                break
    if draw["docstring"]:
        insert.setdefault(body_at, []).insert(0, f'    """{_docstring(spec, rng)}"""')
    if draw["kernel_no_backward"]:
        lines[head] = "@wp.kernel(enable_backward=False)"
        tags.add("no_backward")
    if draw["module_no_backward"]:
        options = next((i for i, line in enumerate(lines) if line.startswith("wp.set_module_options({")), None)
        if options is not None and '"enable_backward": False' in lines[options]:
            pass  # the generator's own (a forward-only wp.grad call)
        elif options is not None:
            lines[options] = lines[options].replace(
                "wp.set_module_options({", 'wp.set_module_options({"enable_backward": False, ', 1
            )
        else:
            at = next(i for i, line in enumerate(lines) if line == "import warp as wp") + 1
            insert.setdefault(at, []).extend(["", 'wp.set_module_options({"enable_backward": False})'])
        tags.add("no_backward")
    out = []
    for i, line in enumerate(lines):
        out.extend(insert.get(i, []))
        out.append(line)
    out.extend(insert.get(len(lines), []))
    source = "\n".join(out) + "\n"
    if draw["generic"] and not tiled and "wp.overload(" not in source:
        source = _generic(spec, source, subscript)
    return dataclasses.replace(spec, source=source, generator_tags=tuple(sorted(tags)), gradcheck_na=na, extra=extra)
