"""Reduced by `make reduce` from sweep-func_replay_annotated (check: codegen).
Signature: codegen: replay function
the module's definition raises RuntimeError: Could not find forward definition of function twice that matches custom replay definition with arguments: a: float, return: float
Run: python {this file}
"""

import json

import numpy as np

import warp as wp

@wp.func
def twice(a: float) -> float:
    return a * 2.0

@wp.func_replay(twice)
def replay_twice(a: float) -> float:
    return a * 2.0

@wp.kernel
def func_replay_annotated(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    x = a[i]
    out[i] = twice(x)


if __name__ == "__main__":
    print("Warp defined the module: the bug is fixed")
