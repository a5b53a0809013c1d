"""Differential testing of Warp: checks that a kernel can fail, an automatic reducer that shrinks a
failing kernel to a small one failing the same way, and a hunt that runs the checks over many
generated kernels, reduces every failure and groups the results by signature.

- ``harness.hunt.cases``: a kernel spec from a case id or from a user's own ``.py`` (launch size,
  shapes and domains inferred from the annotations), and loading a candidate source as a kernel.
- ``harness.hunt.checks``: the checks (gradcheck, float64, cubin, codegen, hashseed, cuda, reference), each
  returning a failure (with the numbers) or nothing, and raising ``Invalid`` for a candidate that
  is not a valid, UB-free program.
- ``harness.hunt.reduce``: delta debugging over the Python AST (``python -m harness.hunt.reduce``).
- ``harness.hunt.signatures``: the one-line signature of a reduced failure (check + the builtin or
  construct at fault) and whether the registry of known bugs (harness/validate/bugs) already knows it.
- ``harness.hunt.sweep``: tiny kernels, one per differentiable builtin, and probes of what the
  dataset generator never emits (with their values known in closed form).
- ``python -m harness.hunt``: the hunt (``make hunt``), writing ``OUT/hunt.md``; its kernels run in
  parallel ``harness.hunt.worker`` processes, each check with a deadline.
"""
