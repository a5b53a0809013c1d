"""Kernel families: named generation policies over the one program generator."""

from __future__ import annotations

import dataclasses

from kernels.lang import SAFE_BINARY, SAFE_UNARY
from kernels.policy import Policy, Style
from kernels.program import check_policies

# Expression weights shared by most families; each family shifts them.
SCALAR_EXPR = {
    "arith": 4,
    "div": 1,
    "unary": 2,
    "binary": 1,
    "clamp": 0.5,
    "select": 0.5,
    "cast": 0.3,
    "gather": 0.7,
    "call": 1.5,
}
VECTOR_EXPR = {
    "dot": 1,
    "length": 1,
    "index": 1,
    "vctor": 1.5,
    "varith": 2,
    "vscale": 2,
    "vnormalize": 1,
    "vcw": 1,
    "vlerp": 0.5,
    "vselect": 0.3,
    "vcross": 1,
    "matvec": 1.5,
    "vneg": 0.3,
}
MATRIX_EXPR = {
    "trace": 1,
    "det": 1,
    "index": 1,
    "mouter": 1.5,
    "marith": 1.5,
    "mscale": 1.5,
    "mtranspose": 1,
    "mmul": 1.5,
    "mdiag": 1,
    "mskew": 1,
    "midentity": 0.3,
    "mrow": 0.5,
    "get_diag": 0.3,
}
QUAT_EXPR = {"qaxis": 1, "qmul": 1, "qinv": 0.5, "qslerp": 0.3, "qnormalize": 0.3, "vrotate": 1, "quat_angle": 0.5}
INT_EXPR = {"iarith": 1, "imod": 1, "iminmax": 0.5, "icast": 0.3}
ASSIGN_ONLY = {"assign": 1}
CONTROL_STMT = {"assign": 3, "update": 1, "if": 1, "ifelse": 1, "for_static": 1, "for_dynamic": 1}

FAMILIES: dict[str, Policy] = {
    # ------------------------------------------------------------ the core twelve
    "arithmetic": Policy(
        types={"float": 1},
        expr={"arith": 5, "div": 2, "gather": 1, "cast": 0.3, **INT_EXPR},
        stmt=ASSIGN_ONLY,
        n_stmts=(2, 6),
        tags=("arithmetic",),
    ),
    "math": Policy(
        types={"float": 1},
        expr={**SCALAR_EXPR, "unary": 5, "binary": 3, "smooth": 0.5, "classify": 0.4, "call": 0},
        stmt=ASSIGN_ONLY,
        n_stmts=(2, 6),
        unary=tuple(SAFE_UNARY),
        binary=tuple(SAFE_BINARY),
        tags=("math",),
    ),
    "loop": Policy(
        types={"float": 3, "vec3": 1},
        expr={**SCALAR_EXPR, "loopvar": 1, **INT_EXPR, **VECTOR_EXPR},
        stmt={
            "assign": 2,
            "for_static": 2,
            "for_dynamic": 2,
            "for_range": 1,
            "for_step": 0.5,
            "update": 0.5,
            "scratch": 0.5,
        },
        block_depth=1,
        tags=("loop",),
    ),
    "nested_loop": Policy(
        types={"float": 3, "vec2": 1},
        expr={**SCALAR_EXPR, "loopvar": 1.5, **INT_EXPR, **VECTOR_EXPR},
        stmt={"assign": 1, "update": 1, "for_static": 2, "for_dynamic": 1, "for_range": 1, "for_reversed": 0.3},
        n_stmts=(2, 4),
        block_depth=3,
        tags=("loop", "nested_loop"),
    ),
    "conditional": Policy(
        types={"float": 3, "vec3": 1},
        expr={**SCALAR_EXPR, "select": 1, **INT_EXPR, **VECTOR_EXPR},
        stmt={"assign": 2, "if": 2, "ifelse": 2},
        block_depth=1,
        tags=("conditional",),
    ),
    "multi_conditional": Policy(
        types={"float": 3, "vec2": 1},
        expr={**SCALAR_EXPR, **INT_EXPR, **VECTOR_EXPR},
        stmt={"assign": 1, "update": 1, "if": 1, "ifelse": 2, "elif": 3},
        block_depth=3,
        tags=("conditional", "multi_conditional"),
    ),
    "vector": Policy(
        types={"vec2": 1, "vec3": 2, "vec4": 1, "float": 1},
        expr={
            **SCALAR_EXPR,
            **VECTOR_EXPR,
            "matvec": 0,
            "norm": 0.5,
            "argm": 0.3,
            "veclen": 0.2,
            "smooth_normalize": 0.3,
            "vslice": 2,
        },
        stmt={"assign": 4, "component": 1},
        n_stmts=(2, 6),
        tags=("vector",),
    ),
    "matrix": Policy(
        types={"mat22": 1, "mat33": 2, "mat44": 1, "vec3": 1, "float": 0.5},
        expr={**SCALAR_EXPR, **VECTOR_EXPR, **MATRIX_EXPR, "ddot": 0.3, "mctor": 0.3, "mrows": 0.3},
        stmt={"assign": 4, "component": 1},
        n_stmts=(2, 5),
        max_depth=2,
        tags=("matrix",),
    ),
    "atomic": Policy(
        types={"float": 1},
        expr={**SCALAR_EXPR, **INT_EXPR},
        stmt={"assign": 1, "atomic": 2, "int_atomic": 1, "if": 0.5},
        block_depth=1,
        n_outputs=(0, 1),
        int_atomics=0.5,
        tags=("atomic",),
    ),
    "scalar_param": Policy(
        types={"float": 3, "vec3": 1},
        expr={**SCALAR_EXPR, **INT_EXPR, **VECTOR_EXPR},
        stmt=ASSIGN_ONLY,
        n_scalars=(1, 4),
        tags=("scalar_param",),
    ),
    "random": Policy(
        types={"float": 2, "vec3": 1},
        expr={**SCALAR_EXPR, "rand": 3, **VECTOR_EXPR},
        stmt={"assign": 3, "if": 1},
        block_depth=1,
        random=True,
        tags=("random",),
    ),
    "combined": Policy(
        types={"float": 3, "vec3": 1, "vec2": 0.5, "mat33": 0.5, "quat": 0.3},
        expr={**SCALAR_EXPR, "loopvar": 1, **INT_EXPR, **VECTOR_EXPR, **MATRIX_EXPR, **QUAT_EXPR},
        stmt={
            "assign": 3,
            "update": 1,
            "if": 1,
            "ifelse": 1,
            "elif": 0.5,
            "for_static": 1,
            "for_dynamic": 1,
            "while": 0.5,
            "atomic": 0.5,
            "component": 0.3,
        },
        n_stmts=(3, 7),
        block_depth=2,
        n_scalars=(0, 2),
        n_funcs=(0, 1),
        tags=("combined",),
    ),
    # ---------------------------------------------------------------- language areas
    "struct": Policy(
        types={"float": 3, "vec3": 2, "int": 0.5, "mat22": 0.3, "quat": 0.3},
        expr={**SCALAR_EXPR, **VECTOR_EXPR, "trace": 0.3, "qaxis": 0.5, "vrotate": 0.3, **INT_EXPR},
        stmt={"assign": 2, "struct_local": 2, "struct_field": 2, "struct_out": 1, "if": 0.5, "for_static": 0.5},
        n_structs=(1, 3),
        n_funcs=(0, 1),
        block_depth=1,
        n_inputs=(0, 2),
        tags=("struct",),
    ),
    "function": Policy(
        types={"float": 3, "vec3": 1, "vec2": 0.5, "mat33": 0.3},
        expr={**SCALAR_EXPR, "call": 5, **VECTOR_EXPR, **INT_EXPR, "trace": 0.3},
        stmt={"assign": 3, "call_multi": 1, "if": 1, "update": 0.5, "for_static": 0.5, "grad_call": 0.3},
        n_funcs=(1, 4),
        func_grad=0.3,
        native_funcs=0.15,
        block_depth=1,
        tags=("function",),
    ),
    "quaternion": Policy(
        types={"quat": 3, "vec3": 2, "float": 1, "mat33": 0.5},
        expr={
            **SCALAR_EXPR,
            **QUAT_EXPR,
            "qctor": 0.5,
            "qrpy": 0.5,
            "qeuler": 0.5,
            "qfrommat": 0.5,
            "qtwist": 0.5,
            "qidentity": 0.2,
            "quat_to_matrix": 1,
            "vctor": 1,
            "vscale": 0.5,
            "varith": 0.5,
            "dot": 0.5,
            "index": 0.3,
            "call": 0,
        },
        stmt={"assign": 4, "update": 1, "outparam": 0.7, "component": 0.3},
        n_stmts=(2, 6),
        max_depth=2,
        tags=("quaternion",),
    ),
    "transform": Policy(
        types={"transform": 3, "vec3": 2, "quat": 1, "float": 1, "mat44": 0.5},
        expr={
            **SCALAR_EXPR,
            "tctor": 1,
            "tidentity": 0.2,
            "tmul": 1.5,
            "tinv": 1,
            "tfrommat": 0.5,
            "xform_point": 2,
            "xform_part": 1,
            "xform_rot": 1,
            "xform_matrix": 1,
            "xform_index": 0.3,
            "qaxis": 1,
            "qmul": 0.5,
            "vctor": 1,
            "varith": 1,
            "matvec": 0.5,
            "mmul": 0.3,
            "dot": 0.5,
            "length": 0.5,
            "call": 0,
            "vslice": 1.5,
        },
        stmt={"assign": 4, "update": 1, "tset": 1, "component": 1, "outparam": 0.3},
        n_stmts=(2, 6),
        max_depth=2,
        tags=("transform",),
    ),
    "spatial": Policy(
        types={"spatial_vector": 3, "spatial_matrix": 1, "vec3": 2, "float": 1, "transform": 0.5, "mat33": 0.5},
        expr={
            **SCALAR_EXPR,
            "svctor": 1.5,
            "svarith": 1,
            "svscale": 1,
            "svcross": 1.5,
            "twist": 1,
            "smatvec": 1,
            "smadjoint": 1,
            "smouter": 1,
            "smarith": 0.5,
            "smscale": 0.5,
            "smtranspose": 0.5,
            "smmul": 0.3,
            "spatial_dot": 1,
            "spatial_part": 1.5,
            "velocity": 1,
            "tctor": 1,
            "qaxis": 1,
            "vctor": 1,
            "varith": 0.5,
            "mskew": 0.5,
            "mouter": 0.5,
            "index": 0.3,
            "call": 0,
            "vslice": 2,
        },
        stmt={"assign": 4, "update": 1, "component": 0.5},
        n_stmts=(2, 6),
        max_depth=2,
        tags=("spatial",),
    ),
    "tile": Policy(
        types={"float": 1},
        expr={**SCALAR_EXPR, "call": 0, "gather": 0, "tfft": 0.15, "tsort": 0.15},
        stmt={
            "tarith": 3,
            "tmap": 3,
            "treduce": 2,
            "tcreate": 1,
            "tscan": 1,
            "ttranspose": 1,
            "tbroadcast": 1,
            "tview": 1,
            "treshape": 0.5,
            "tmatmul": 1.5,
            "textract": 1,
            "tastype": 0.5,
            "tthread": 1,
            "tinplace": 1,
            "tlinalg": 0.7,
            "tdot": 0.5,
        },
        n_stmts=(3, 9),
        n_inputs=(1, 3),
        n_outputs=(1, 2),
        n_funcs=(0, 2),
        tile=True,
        tags=("tile",),
    ),
    "control": Policy(
        types={"float": 3, "vec3": 1},
        expr={**SCALAR_EXPR, "loopvar": 1, **INT_EXPR, **VECTOR_EXPR},
        stmt={
            **CONTROL_STMT,
            "while": 2,
            "break": 2,
            "continue": 1,
            "return": 0.7,
            "for_step": 1,
            "for_reversed": 1,
            "elif": 0.5,
        },
        n_stmts=(3, 6),
        block_depth=3,
        tags=("control",),
    ),
    "launch_nd": Policy(
        types={"float": 3, "vec3": 1, "vec2": 0.5},
        expr={**SCALAR_EXPR, "loopvar": 0.5, **INT_EXPR, **VECTOR_EXPR, "gather": 2},
        stmt={"assign": 3, "update": 1, "if": 1, "for_static": 0.5, "atomic": 0.5, "scratch": 0.5},
        launch_ndim=(2, 3, 4),
        block_depth=1,
        n_inputs=(1, 3),
        tags=("launch_nd",),
    ),
    "types": Policy(
        types={
            "float": 1,
            "float16": 1,
            "float64": 1.5,
            "int": 0.5,
            "int8": 0.7,
            "uint8": 0.7,
            "int16": 0.7,
            "uint16": 0.7,
            "uint32": 0.7,
            "int64": 0.7,
            "uint64": 0.7,
            "vec3d": 0.5,
            "vec3h": 0.3,
            "mat22d": 0.3,
            "vec3i": 0.3,
            "vec4ub": 0.2,
        },
        expr={
            "arith": 3,
            "div": 1,
            "unary": 1.5,
            "binary": 0.5,
            "clamp": 0.5,
            "select": 0.3,
            "convert": 2,
            "classify": 0.5,
            "iarith": 2,
            "imod": 1,
            "iminmax": 0.5,
            "icast": 1,
            "ibit": 2,
            "ishift": 1.5,
            "iabs": 0.5,
            "idiv": 0.7,
            "bitcount": 0.5,
            "iconvert": 2,
            "vctor": 1,
            "varith": 1,
            "vscale": 1,
            "dot": 0.5,
            "length": 0.5,
            "index": 0.5,
            "vnormalize": 0.3,
            "mouter": 0.5,
            "mmul": 0.3,
            "det": 0.3,
            "matvec": 0.5,
            "gather": 0.5,
        },
        stmt={"assign": 4, "update": 0.5, "if": 0.5, "component": 0.5},
        n_stmts=(3, 7),
        n_inputs=(1, 3),
        n_outputs=(1, 3),
        block_depth=1,
        max_depth=2,
        tags=("types",),
    ),
    "static": Policy(
        types={"float": 3, "vec3": 1},
        expr={**SCALAR_EXPR, "const": 2, "static_call": 1, **VECTOR_EXPR, **INT_EXPR},
        stmt={"assign": 2, "update": 1, "static_loop": 2, "static_if": 1.5, "for_static": 0.5},
        n_constants=(2, 4),
        block_depth=2,
        tags=("static",),
    ),
    "generic": Policy(
        types={"float": 1},
        expr={
            "arith": 4,
            "unary": 1.5,
            "binary": 0.5,
            "clamp": 0.5,
            "call": 3,
            "vctor": 1,
            "varith": 2,
            "vscale": 2,
            "dot": 1,
            "length": 1,
            "vnormalize": 0.5,
            "vcross": 0.5,
            "index": 0.5,
            "gather": 0.5,
        },
        stmt={"assign": 3, "update": 1, "if": 0.5, "for_static": 0.5},
        unary=("sin", "cos", "tanh", "atan", "abs", "sqrt", "exp", "log", "erf", "floor", "neg"),
        binary=("min", "max", "atan2", "lerp"),
        n_funcs=(1, 3),
        generic=True,
        block_depth=1,
        tags=("generic",),
    ),
    "geometry": Policy(
        types={"float": 3, "vec3": 2},
        expr={**SCALAR_EXPR, "call": 0, **VECTOR_EXPR, **INT_EXPR},
        stmt={"assign": 2, "geometry": 2, "geo_loop": 1, "update": 0.5, "edge": 0.3},
        geometry=("mesh", "bvh", "hash_grid", "volume"),
        n_inputs=(1, 2),
        n_stmts=(1, 4),
        block_depth=1,
        tags=("geometry",),
    ),
    "sampling": Policy(
        types={"float": 3, "vec3": 2, "vec2": 1},
        expr={**SCALAR_EXPR, "rand": 2, "noise": 2, "sample": 2, "curl": 1, **VECTOR_EXPR, **INT_EXPR},
        stmt={"assign": 3, "if": 0.5, "for_static": 0.5, "update": 0.5, "cdf": 1},
        random=True,
        block_depth=1,
        tags=("sampling",),
    ),
    "linalg": Policy(
        types={"mat33": 3, "mat22": 1, "vec3": 2, "vec2": 0.5, "float": 1, "mat44": 0.3},
        expr={
            **SCALAR_EXPR,
            **MATRIX_EXPR,
            "minverse": 1.5,
            "mrows": 1,
            "ddot": 1,
            "norm": 1,
            "argm": 0.5,
            "smooth_normalize": 0.5,
            "vcw": 1.5,
            "matvec": 1.5,
            "vctor": 1,
            "varith": 0.5,
            "mctor": 0.5,
            "call": 0,
        },
        stmt={"assign": 4, "outparam": 1.5, "component": 0.3},
        n_stmts=(2, 5),
        max_depth=2,
        tags=("linalg",),
    ),
}

# How every family's kernels read (kernels/style.py): names by role, wp.array[...] annotations,
# docstrings, comments, bounds guards, and, in the families that model simulation code, kernels and
# modules without an adjoint (as newton writes a third of its kernels). The others keep their
# adjoints: the core families' gradients are the ones the validation and GPU campaign check by
# seed, and custom adjoints (`function`), the loops and returns of `control`, tile adjoints and the
# in-kernel arrays of `loop` and `launch_nd` (Warp's local-memory atomic bug lives in the backward)
# are what their families are for. Random draws have no gradient to check: likeliest to drop it.
# Those families also write half their kernels generic (typing.Any, one wp.overload): with the
# `generic` family, a third of the kernels, as the ecosystem (docs/kernels.md).
STYLE = Style(kernel_no_backward=0.4, module_no_backward=0.3, generic=0.5)
_STYLES = {
    name: Style()
    for name in ("arithmetic", "math", "vector", "atomic", "function", "control", "tile", "loop", "launch_nd")
}
_STYLES |= {name: Style(kernel_no_backward=0.4, module_no_backward=0.3, generic=0.5) for name in ("random", "sampling")}
# Ternaries stay in the families about conditions. `control` keeps its programs as they were: its
# cases reach Warp bugs that the validation tests name by seed.
_STYLES |= {name: dataclasses.replace(STYLE, where=0.5) for name in ("conditional", "multi_conditional")}
# What real code has more of than the families ask for: 2D and 3D launches over nd arrays, atomics
# into accumulators (vector totals too), struct parameters, parts of array elements written in place (slots), loops of a
# fixed count past Warp's unroll limit. (Arrays of structs stay 1D: no nd launch where structs are.)
_ND = (1, 1, 2, 3)
_MORE = {
    "conditional": {
        "launch_ndim": _ND,
        "stmt": {**FAMILIES["conditional"].stmt, "atomic": 0.4},
        "n_scalars": (0, 2),
        "n_funcs": (0, 1),
    },
    "multi_conditional": {"launch_ndim": _ND},
    "vector": {"n_scalars": (0, 2), "n_funcs": (0, 1), "slots": 0.3},
    "scalar_param": {
        "n_structs": (0, 1),
        "stmt": {"assign": 1, "atomic": 0.2, "for_dynamic": 0.3},
        "n_funcs": (0, 1),
    },
    "matrix": {
        "launch_ndim": _ND,
        "stmt": {**FAMILIES["matrix"].stmt, "atomic": 0.4},
        "n_scalars": (0, 1),
        "n_funcs": (0, 1),
        "slots": 0.3,
    },
    "transform": {
        "launch_ndim": _ND,
        "stmt": {**FAMILIES["transform"].stmt, "atomic": 0.3},
        "n_scalars": (0, 2),
        "slots": 0.3,
        "vector_accumulators": 0.4,
    },
    "spatial": {"launch_ndim": _ND, "n_scalars": (0, 2), "slots": 0.3},
    "quaternion": {
        "launch_ndim": _ND,
        "stmt": {**FAMILIES["quaternion"].stmt, "atomic": 0.4},
        "n_scalars": (0, 2),
        "n_funcs": (0, 1),
        "vector_accumulators": 0.4,
    },
    "combined": {
        "launch_ndim": _ND,
        "slots": 0.2,
        "vector_accumulators": 0.3,
        "stmt": {**FAMILIES["combined"].stmt, "for_long": 0.2},
    },
    "random": {"launch_ndim": _ND, "stmt": {**FAMILIES["random"].stmt, "atomic": 0.3}, "n_scalars": (0, 2)},
    "sampling": {"launch_ndim": _ND, "stmt": {**FAMILIES["sampling"].stmt, "atomic": 0.4}, "n_scalars": (0, 1)},
    "nested_loop": {"n_scalars": (0, 1), "n_funcs": (0, 1), "stmt": {**FAMILIES["nested_loop"].stmt, "for_long": 0.3}},
    "loop": {"stmt": {**FAMILIES["loop"].stmt, "for_long": 0.4}},
    "struct": {"stmt": {**FAMILIES["struct"].stmt, "atomic": 0.4}, "slots": 0.5, "vector_accumulators": 0.3},
    "launch_nd": {"slots": 0.3, "vector_accumulators": 0.3},
    "linalg": {"stmt": {**FAMILIES["linalg"].stmt, "atomic": 0.4}},
}
# Forms packages write that no production above makes (kernels/forms.py), where they fit: modes
# named by an IntEnum in the families about branches and parameters, asserts in the math of
# solvers, helpers bound with wp.static (and called by keyword) where kernels call helpers, struct
# fields stored component-wise, in-place scaled stores, and a generic kernel's literals written
# through its array's dtype; sums over a vector's components by its length.
_FORMS = {
    "conditional": {"enum_modes": 0.3, "static_handles": 0.3, "flag_bits": 0.25, "pass_modes": 0.3},
    "random": {"flag_bits": 0.2},
    "scalar_param": {"enum_modes": 0.3, "static_handles": 0.3, "keyword_args": 0.2, "pass_modes": 0.3},
    "struct": {"enum_modes": 0.2, "field_components": 0.3, "record_arrays": 0.2, "byte_fields": 0.3, "pass_modes": 0.3},
    "transform": {"enum_modes": 0.2, "pass_modes": 0.3, "translation_stores": 0.4},
    "math": {"asserts": 0.15},
    "vector": {
        "asserts": 0.15,
        "static_handles": 0.3,
        "scaled_stores": 0.2,
        "tuple_locals": 0.3,
        "starred_ctors": 0.3,
        "generic_sums": 0.4,
        "stmt": {**FAMILIES["vector"].stmt, "components": 0.3},
    },
    "matrix": {"asserts": 0.15},
    "linalg": {"asserts": 0.2},
    "spatial": {"asserts": 0.15, "translation_stores": 0.4},
    "function": {"static_handles": 0.3, "tuple_locals": 0.3, "keyword_args": 0.2, "array_grads": 0.25},
    "arithmetic": {"scaled_stores": 0.15},
    "launch_nd": {"scaled_stores": 0.2},
    "generic": {"dtype_literals": 0.5},
    "tile": {"tile_int_index": 0.3},
    "loop": {"unit_blocks": 0.1, "running_extremes": 0.3},
    "nested_loop": {"static_handles": 0.3, "unit_blocks": 0.1},
    "combined": {"unit_blocks": 0.05},
    "geometry": {"sign_overrides": 0.3},
}
# Real kernels are short (a median of 9 builtins in newton's): the families read like them with
# shallower expressions, a statement fewer and fewer wrapped neighbour reads. The stress families
# keep their size and their weights for the hunt.
STRESS = frozenset({"control", "combined", "multi_conditional", "types"})


def _like_real(name: str, policy: Policy) -> Policy:
    more = dict(_MORE.get(name, {})) | _FORMS.get(name, {})
    if name not in STRESS:
        lo, hi = policy.n_stmts
        more["n_stmts"] = (max(1, lo - 1), max(1, hi - 1))
        more["max_depth"] = max(1, policy.max_depth - 2)
        # Fewer wrapped neighbour reads (x[(tid + 3) % x.shape[0]]) and integer remainders.
        expr = dict(more.get("expr", policy.expr))
        for production, factor in (("gather", 0.3), ("imod", 0.4)):
            if production in expr:
                expr[production] *= factor
        more["expr"] = expr
        more["clamped_reads"] = True
        # Reductions into one total, except in `atomic`, whose bins are what it stresses.
        more["total_accumulators"] = name != "atomic"
    return dataclasses.replace(policy, **more, style=_STYLES.get(name, STYLE), tidy=name != "control")


FAMILIES = {name: _like_real(name, policy) for name, policy in FAMILIES.items()}

# Not a policy of the program generator: variants of real Warp kernels (kernels/mutant.py), made by
# safe mutations of the seed corpus in kernels/seeds/. Its policy names no production; the generator
# hands it to kernels.mutant.
FAMILIES["mutant"] = Policy(types={"float": 1}, expr={}, stmt={}, tags=("mutant",), mutant=True)

# A misspelt name in a policy would be ignored silently: refuse it when the families are defined.
check_policies(FAMILIES)
