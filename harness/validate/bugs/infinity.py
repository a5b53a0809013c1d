"""The detector of warp-infinity-constant-warning: NVRTC's #222-D warning at the INFINITY Warp emits for an
infinite constant."""

from __future__ import annotations

import re

from harness.validate.bugs.facts import Facts

# NVRTC's warning, as the CUBIN build's log holds it (its file and line left out).
INFINITY_WARNING = "warning #222-D: floating-point operation result is out of range"
# An infinite constant as Warp's code generator emits it (codegen.py, constant_str): `INFINITY` or `-INFINITY`,
# which Warp's native/crt.h defines for NVRTC as ((float)(DBL_MAX * DBL_MAX)).
_INFINITY_CONSTANT = re.compile(r"\bINFINITY\b")


def infinity_constant_warning(facts: Facts) -> bool:
    """The CUBIN build warns #222-D and Warp's generated code holds an INFINITY constant: both, so neither a
    kernel that merely uses wp.inf (its build not read) nor another #222-D (an out-of-range operation Warp did
    not emit as INFINITY) is named. The generated code read is the CPU code the facts carry (the kernel's
    forward and backward, and its functions'); Warp writes the same constant for both devices."""
    if not any(w.endswith(INFINITY_WARNING) for w in facts.ptxas_warnings or ()):
        return False
    return any(_INFINITY_CONSTANT.search(code) for code in (facts.cpu_forward, facts.cpu_backward, facts.cpu_helpers))
