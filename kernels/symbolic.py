"""Helper functions with exact custom adjoints (``@wp.func_grad``).

A helper's body is a random smooth expression over its float parameters; its custom adjoint is
the expression's symbolic derivative, so finite-difference checks of the kernel stay meaningful.
"""

from __future__ import annotations

from kernels.state import Func

# Expression trees are tuples: ("var", name), ("const", c), (op, child, ...).
UNARY_OPS = ("sin", "cos", "tanh", "sq", "recip", "expsin")
BINARY_OPS = ("add", "sub", "mul")
ELEMENT = "a[i]"  # the variable of a helper's array element (Policy.array_grads)


def render(node) -> str:
    kind = node[0]
    if kind == "var":
        return node[1]
    if kind == "const":
        return repr(node[1])
    if kind in ("add", "sub", "mul"):
        op = {"add": "+", "sub": "-", "mul": "*"}[kind]
        return f"({render(node[1])} {op} {render(node[2])})"
    if kind == "neg":
        return f"(-{render(node[1])})"
    a = render(node[1])
    if kind in ("sin", "cos", "tanh"):
        return f"wp.{kind}({a})"
    if kind == "sq":
        return f"({a} * {a})"
    if kind == "recip":
        return f"(1.0 / (1.0 + {a} * {a}))"
    if kind == "expsin":
        return f"wp.exp(wp.sin({a}))"
    raise ValueError(kind)


def _is_zero(node) -> bool:
    return node == ("const", 0.0)


def _is_one(node) -> bool:
    return node == ("const", 1.0)


def _add(a, b):
    if _is_zero(a):
        return b
    if _is_zero(b):
        return a
    return ("add", a, b)


def _sub(a, b):
    if _is_zero(b):
        return a
    if _is_zero(a):
        return ("neg", b)
    return ("sub", a, b)


def _mul(a, b):
    if _is_zero(a) or _is_zero(b):
        return ("const", 0.0)
    if _is_one(a):
        return b
    if _is_one(b):
        return a
    return ("mul", a, b)


def derivative(node, var: str):
    kind = node[0]
    if kind == "var":
        return ("const", 1.0 if node[1] == var else 0.0)
    if kind == "const":
        return ("const", 0.0)
    if kind == "add":
        return _add(derivative(node[1], var), derivative(node[2], var))
    if kind == "sub":
        return _sub(derivative(node[1], var), derivative(node[2], var))
    if kind == "mul":
        return _add(_mul(derivative(node[1], var), node[2]), _mul(node[1], derivative(node[2], var)))
    if kind == "neg":
        return _sub(("const", 0.0), derivative(node[1], var))
    x = node[1]
    dx = derivative(x, var)
    if _is_zero(dx):
        return ("const", 0.0)
    if kind == "sin":
        return _mul(("cos", x), dx)
    if kind == "cos":
        return _mul(("neg", ("sin", x)), dx)
    if kind == "tanh":
        return _mul(("sub", ("const", 1.0), ("sq", ("tanh", x))), dx)
    if kind == "sq":
        return _mul(_mul(("const", 2.0), x), dx)
    if kind == "recip":
        return _mul(_mul(("const", -2.0), _mul(x, ("sq", ("recip", x)))), dx)
    if kind == "expsin":
        return _mul(_mul(("expsin", x), ("cos", x)), dx)
    raise ValueError(kind)


class SymbolicMixin:
    """Defines ``@wp.func`` helpers whose ``@wp.func_grad`` adjoint is their exact derivative."""

    def _sym_tree(self, names: list[str], depth: int):
        rng = self.rng
        if depth <= 0 or rng.random() < 0.2:
            if rng.random() < 0.8:
                return ("var", rng.choice(names))
            return ("const", round(rng.uniform(-2.0, 2.0), 2))
        if rng.random() < 0.45:
            return (rng.choice(UNARY_OPS), self._sym_tree(names, depth - 1))
        op, a, b = rng.choice(BINARY_OPS), self._sym_tree(names, depth - 1), self._sym_tree(names, depth - 1)
        return ("add" if op == "sub" and a == b else op, a, b)  # not x - x: a zero whatever x is

    def _define_grad_func(self, name: str) -> None:
        rng = self.rng
        params = [f"p{i}" for i in range(rng.randint(1, 3))]
        # With Policy.array_grads, the helper also reads element i of an input array, and its
        # adjoint writes that element's (``wp.adjoint[a][i] += ...``), as gathers with custom adjoints do.
        element = self._array_grad()
        names = [ELEMENT, *params] if element else params
        tree = self._sym_tree(names, rng.randint(2, 4))
        if tree[0] in ("var", "const"):
            tree = (rng.choice(UNARY_OPS), tree if tree[0] == "var" else ("var", names[0]))
        while not any(not _is_zero(derivative(tree, p)) for p in names):
            tree = ("add", tree, ("sin", ("var", names[0])))
        if element and _is_zero(derivative(tree, ELEMENT)):
            tree = ("add", tree, (rng.choice(UNARY_OPS), ("var", ELEMENT)))
        typed = [(p, "float") for p in params]
        if element:
            typed = [("a", "array:float"), ("i", "int"), *typed]
        sig = ", ".join(f"{p}: {'wp.array(dtype=float)' if t == 'array:float' else t}" for p, t in typed)
        self.helpers.append(f"@wp.func\ndef {name}({sig}) -> float:\n    return {render(tree)}\n")
        lines = [
            f"    wp.adjoint[{'a][i' if p == ELEMENT else p}] += {render(d)} * adj_ret"
            for p in names
            if not _is_zero(d := derivative(tree, p))
        ]
        self.helpers.append(
            f"@wp.func_grad({name})\ndef adj_{name}({sig}, adj_ret: float):\n" + "\n".join(lines) + "\n"
        )
        self.funcs.append(Func(name, typed, "float", arrays=element))
        self.used_features.add("custom_grad")
        if element:
            self.used_features.add("array_custom_grad")

    def _array_grad(self) -> bool:
        """Whether the custom adjoint being defined reads an element of an input array
        (``Policy.array_grads``): only where the kernel has a float array of its launch's shape
        to pass, whose element at the thread's index the call names (kernels/expressions.py)."""
        pol = self.policy
        if not pol.array_grads or self.generic_handles or not self._element_arrays():
            return False
        return self.forms_rng.random() < pol.array_grads
