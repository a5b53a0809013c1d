"""Tags and builtins of a kernel, read from its Python source (not from its family name)."""

from __future__ import annotations

import ast

from harness.warp_api import builtin_names

# Python operators resolve to these Warp builtins.
_BINOPS = {
    ast.Add: "add",
    ast.Sub: "sub",
    ast.Mult: "mul",
    ast.Div: "div",
    ast.FloorDiv: "floordiv",
    ast.Mod: "mod",
    ast.MatMult: "mul",
    ast.Pow: "pow",
    ast.LShift: "lshift",
    ast.RShift: "rshift",
    ast.BitAnd: "bit_and",
    ast.BitOr: "bit_or",
    ast.BitXor: "bit_xor",
}
_UNARY = {ast.USub: "neg", ast.UAdd: "pos", ast.Invert: "invert", ast.Not: "unot"}
_MATH = {"sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "log", "log2", "log10",
         "sqrt", "cbrt", "pow", "erf", "erfc", "floor", "ceil", "round", "trunc", "frac", "sign", "copysign"}  # fmt: skip
_TYPE_TAGS = {
    "vec2": "vec2",
    "vec3": "vec3",
    "vec4": "vec4",
    "mat22": "mat22",
    "mat33": "mat33",
    "mat44": "mat44",
    "quat": "quat",
    "transform": "transform",
    "spatial_vector": "spatial",
    "spatial_matrix": "spatial",
    "float16": "float16",
    "float64": "float64",
}


def analyse(source: str) -> tuple[list[str], list[str]]:
    """(tags, builtins) of a kernel module, each sorted."""
    tree = ast.parse(source)
    known = builtin_names()
    tags: set[str] = set()
    used: set[str] = set()
    loop_depth = _max_loop_depth(tree)
    if loop_depth:
        tags.add("loop")
    if loop_depth > 1:
        tags.add("nested_loop")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("wp", "warp"):
            if node.attr in known:
                used.add(node.attr)
            if node.attr in _TYPE_TAGS:
                tags.add(_TYPE_TAGS[node.attr])
            if node.attr.startswith("atomic_"):
                tags.add("atomic")
            if node.attr.startswith(("rand", "noise", "pnoise", "curlnoise")):
                tags.add("random")
            if node.attr.startswith("tile"):
                tags.add("tile")
            if node.attr == "struct":
                tags.add("struct")
            if node.attr == "func":
                tags.add("func")
            if node.attr == "static":
                tags.add("static")
        elif (isinstance(node, ast.BinOp) and type(node.op) in _BINOPS) or (
            isinstance(node, ast.AugAssign) and type(node.op) in _BINOPS
        ):
            used.add(_BINOPS[type(node.op)])
        elif isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
            used.add(_UNARY[type(node.op)])
        elif isinstance(node, ast.If | ast.IfExp):
            tags.add("conditional")
            if isinstance(node, ast.If) and node.orelse and isinstance(node.orelse[0], ast.If):
                tags.add("elif")
        elif isinstance(node, ast.While):
            tags.add("while")
        elif isinstance(node, ast.Break | ast.Continue):
            tags.add("break_continue")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("float", "int"):
            used.add(node.func.id)
        elif isinstance(node, ast.FunctionDef):
            _tag_signature(node, tags)
    if "where" in used:
        tags.add("select")
    if used & {"add", "sub", "mul", "div", "mod", "neg"}:
        tags.add("arithmetic")
    if used & _MATH:
        tags.add("math")
    return sorted(tags), sorted(used & known)


def _tag_signature(node: ast.FunctionDef, tags: set[str]) -> None:
    if not any(ast.unparse(d).startswith("wp.kernel") for d in node.decorator_list):
        return
    for arg in node.args.args:
        text = ast.unparse(arg.annotation) if arg.annotation else ""
        if text in ("float", "int", "wp.float32", "wp.int32", "wp.float64") or text.startswith(("wp.vec", "wp.mat")):
            tags.add("scalar_param")


def _max_loop_depth(node: ast.AST, depth: int = 0) -> int:
    here = depth + isinstance(node, ast.For | ast.While)
    return max([here, *(_max_loop_depth(child, here) for child in ast.iter_child_nodes(node))])
