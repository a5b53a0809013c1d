"""warp-constant-branch-merge-unset: a module constant read in both arms of an if/else nested in an else is,
after the outer if, read from a variable that only the else path assigns: on the other path the kernel reads
an uninitialised variable.

Warp caches a module constant in its symbol table the first time the kernel reads it. The inner if's two arms
each read C, are lowered from the same symbol table (since 1.16.0) and so each make a constant variable; their
merge selects between the two, `var_16 = wp::where(var_9, var_11, var_13);`, emitted inside the outer else's
block. The outer merge finds C bound on the else path alone and binds it to var_16, so `f == C` after the outer
if reads var_16, which the if path never assigns. Built at -O0 the read gives whatever the stack holds; at -O3
the compiler happens to fold it to C (undefined behaviour either way).

The script builds the kernel at -O0 (a module option since Warp 1.11) and checks two things: its outputs, Python's
values for the same code (x = 0 takes the outer if: f = 0, so f == C is false), and that the variable the
comparison reads for C is assigned on every path in Warp's generated code (a constant, or assigned outside any
block). The second is what makes the check decisive: the first depends on what the stack holds.

Run: python warp-constant-branch-merge-unset.py [cpu|cuda:0]  (warp and numpy only). It asserts the right values:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import re
import sys

import numpy as np
import warp as wp

C = 1
X = [0, 1, 2]  # x = 0 first: the thread that skips the else block runs before any thread that assigns it


@wp.kernel
def constant_in_nested_else(x: wp.array(dtype=int), out: wp.array(dtype=int)):
    i = wp.tid()
    f = -1
    if x[i] == 0:
        f = 0
    else:
        if x[i] == 1:  # noqa: SIM108 (an if/else, not a conditional expression: Warp lowers them apart)
            f = C
        else:
            f = C
    out[i] = int(f == C)


# -O0: the uninitialised read shows in the values (set on the kernel's module: the script may be imported unnamed)
constant_in_nested_else.module.options["optimization_level"] = 0


def _generated(target: str) -> str:
    try:
        from warp._src.context import ModuleBuilder
    except ImportError:
        from warp.context import ModuleBuilder
    module = constant_in_nested_else.module
    return ModuleBuilder(module, module.options).codegen(target)


def constant_assigned_on_every_path(code: str) -> bool:
    """Whether the variable `f == C` reads for C (in the kernel's forward) is a constant or is assigned outside
    any block, at the comparison's own indentation."""
    compare = re.search(r"// out\[i\] = int\(f == C\).*\n(\s*)var_\d+ = \(var_\d+ == (var_\d+)\);", code)
    if compare is None:
        raise RuntimeError("the comparison f == C is not in Warp's generated code")
    indent, var = compare.group(1), compare.group(2)
    return bool(re.search(rf"const [^;\n]* {var} = ", code) or re.search(rf"^{indent}{var} = ", code, re.M))


def observed(device: str = "cpu") -> list[float]:
    """Warp's out (built at -O0), then 1.0 where the variable read for C is assigned on every path, else 0.0."""
    x = wp.array(X, dtype=int, device=device)
    out = wp.zeros(len(X), dtype=int, device=device)
    wp.launch(constant_in_nested_else, dim=len(X), inputs=[x, out], device=device)
    code = _generated("cuda" if device.startswith("cuda") else "cpu")
    return [float(v) for v in out.numpy()] + [float(constant_assigned_on_every_path(code))]


def expected() -> list[float]:
    """Python's values for the same code, then 1.0: C is defined on every path."""
    values = []
    for v in X:
        f = -1
        if v == 0:
            f = 0
        else:
            if v == 1:  # noqa: SIM108 (the kernel's code, as Python runs it)
                f = C
            else:
                f = C
        values.append(float(int(f == C)))
    return [*values, 1.0]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"f == C after a nested if/else on {device} at -O0: Warp {got[:-1]}, expected {want[:-1]}; C's variable "
          f"assigned on every path: {bool(got[-1])}")  # fmt: skip
    assert np.allclose(got, want), (
        f"out = int(f == C) for x = {X}: Warp {got[:-1]} at -O0, expected {want[:-1]}; the variable Warp reads for C "
        f"is {'' if got[-1] else 'not '}assigned on every path"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
