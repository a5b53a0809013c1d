"""Kernel families: named generation policies over the one program generator."""

from __future__ import annotations

from kernels.program import SAFE_BINARY, SAFE_UNARY, Policy

# Expression weights shared by most families; each family shifts them.
SCALAR_EXPR = {"arith": 4, "div": 1, "unary": 2, "binary": 1, "clamp": 0.5, "select": 0.5, "cast": 0.3, "gather": 0.7}
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
}
INT_EXPR = {"iarith": 1, "imod": 1, "iminmax": 0.5, "icast": 0.3}
ASSIGN_ONLY = {"assign": 1}

FAMILIES: dict[str, Policy] = {
    "arithmetic": Policy(
        types={"float": 1},
        expr={"arith": 5, "div": 2, "gather": 1, "cast": 0.3, **INT_EXPR},
        stmt=ASSIGN_ONLY,
        n_stmts=(2, 6),
        tags=("arithmetic",),
    ),
    "math": Policy(
        types={"float": 1},
        expr={**SCALAR_EXPR, "unary": 5, "binary": 3, "smooth": 0.5},
        stmt=ASSIGN_ONLY,
        n_stmts=(2, 6),
        unary=tuple(SAFE_UNARY),
        binary=tuple(SAFE_BINARY),
        tags=("math",),
    ),
    "loop": Policy(
        types={"float": 3, "vec3": 1},
        expr={**SCALAR_EXPR, "loopvar": 1, **INT_EXPR, **VECTOR_EXPR},
        stmt={"assign": 2, "for_static": 2, "for_dynamic": 2, "for_range": 1},
        block_depth=1,
        tags=("loop",),
    ),
    "nested_loop": Policy(
        types={"float": 3, "vec2": 1},
        expr={**SCALAR_EXPR, "loopvar": 1.5, **INT_EXPR, **VECTOR_EXPR},
        stmt={"assign": 1, "update": 1, "for_static": 2, "for_dynamic": 1, "for_range": 1},
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
        expr={**SCALAR_EXPR, **VECTOR_EXPR, "matvec": 0},
        stmt=ASSIGN_ONLY,
        n_stmts=(2, 6),
        tags=("vector",),
    ),
    "matrix": Policy(
        types={"mat22": 1, "mat33": 2, "mat44": 1, "vec3": 1, "float": 0.5},
        expr={**SCALAR_EXPR, **VECTOR_EXPR, **MATRIX_EXPR},
        stmt=ASSIGN_ONLY,
        n_stmts=(2, 5),
        max_depth=2,
        tags=("matrix",),
    ),
    "atomic": Policy(
        types={"float": 1},
        expr={**SCALAR_EXPR, **INT_EXPR},
        stmt={"assign": 1, "atomic": 2, "if": 0.5},
        block_depth=1,
        n_outputs=(0, 1),
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
        expr={
            **SCALAR_EXPR,
            "loopvar": 1,
            **INT_EXPR,
            **VECTOR_EXPR,
            **MATRIX_EXPR,
            "quat_angle": 0.5,
            "vrotate": 1,
            "qaxis": 1,
            "qmul": 1,
            "qinv": 0.5,
            "qslerp": 0.3,
            "qnormalize": 0.3,
        },
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
        },
        n_stmts=(3, 7),
        block_depth=2,
        n_scalars=(0, 2),
        tags=("combined",),
    ),
}
