"""warp-codegen-hashseed-order: Warp's generated code for one kernel depends on the process's PYTHONHASHSEED,
while the module's hash does not.

Before a dynamic loop, Warp copies the counters of earlier unrolled loops that the loop body assigns into
mutable locals (codegen.py, `_promote_mutated_iter_constants`). It collects their names in a set and emits one
`wp::copy` per name in the set's iteration order, which for strings changes with the hash seed. The kernel below
gets its copies in another order, so other variable numbers, in different processes; its module hash, the key of
Warp's kernel cache, stays the same. The programs compute the same values: what differs is the code.

Run: python warp-codegen-hashseed-order.py [cpu|cuda:0]  (warp and numpy only, plus the standard library: it runs
Warp's code generator in four processes with PYTHONHASHSEED 0 to 3). It asserts one code text: AssertionError
on a Warp release with the bug, exit status 0 on one without.
"""

import os
import subprocess
import sys
import textwrap

import warp as wp

SEEDS = (0, 1, 2, 3)


@wp.kernel(module="unique")
def unrolled_counters(x: wp.array(dtype=float), n: int):
    for a in range(2):
        x[a] = float(a)
    for b in range(2):
        x[b] = float(b)
    for c in range(2):
        x[c] = float(c)
    for _i in range(n):
        a = a + 1
        b = b + 1
        c = c + 1
    x[0] = float(a + b + c)


# Each process imports this file and prints the digest of the code Warp generates and of the module's hash.
CHILD = textwrap.dedent("""
    import hashlib, importlib.util, sys
    import warp as wp
    wp.config.quiet = True
    spec = importlib.util.spec_from_file_location("hashseed_reproducer", sys.argv[1])
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    try:
        from warp._src.context import ModuleBuilder
    except ImportError:
        from warp.context import ModuleBuilder
    module = script.unrolled_counters.module
    code = ModuleBuilder(module, module.options).codegen(sys.argv[2])
    print(hashlib.sha256(code.encode()).hexdigest()[:16], module.hash_module().hex()[:16])
""")


def observed(device: str = "cpu") -> list[int]:
    """[distinct code texts, distinct module hashes] over the hash seeds."""
    target = "cuda" if device.startswith("cuda") else "cpu"
    outputs = []
    for seed in SEEDS:
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        argv = [sys.executable, "-c", CHILD, os.path.abspath(__file__), target]
        done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise RuntimeError(f"code generation failed: {done.stderr.strip().splitlines()[-1:]}")
        outputs.append(done.stdout.split()[-2:])
    return [len({o[0] for o in outputs}), len({o[1] for o in outputs})]


def expected() -> list[int]:
    """One code text and one module hash: the code is a function of the source."""
    return [1, 1]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got = observed(device)
    print(f"PYTHONHASHSEED {SEEDS} on {device}: {got[0]} distinct code texts, {got[1]} distinct module hashes")
    assert got == expected(), f"{got[0]} code texts for one kernel under {len(SEEDS)} hash seeds ({got[1]} module hash)"


if __name__ == "__main__":
    main(*sys.argv[1:2])
